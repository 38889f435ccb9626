// =Pari= front end: shows the `view` trait and sends actions; Python decides everything.
//
// Areas: the table (the = column, one group per equation, gaps to put cards in), the side
// (scores, whose turn, the step's prompt, preview, buttons, the log in words, the command
// line, the replay speed), the hand, two polite live regions, and two modal dialogs (the
// hot-seat pass screen and "new game"). Keys typed inside never reach the notebook.
//
// The parts, one module each in pari/, share one object `ui`: the model and its words, the
// front-end state `local`, the page's lasting nodes and each part's functions, which call one
// another through it (`ui.draw()`). Each drawing builds the three areas anew.
import css from "./pari.css";
import themeCss from "./lib/theme.css";
import { isFullScreen, translator } from "./lib/dom.js";
import { followHostTheme } from "./lib/hosttheme.js";
import { guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
import { tellBrowserLanguages } from "./lib/browserlang.js";
import { revealWhenDrawn } from "./lib/reveal.js";
import { keepInView } from "./lib/inview.js";
import { singleClicks } from "./lib/clicks.js";
import { el, pariWords } from "./pari/cards.js";
import { focusPart } from "./pari/focus.js";
import { stepsPart } from "./pari/steps.js";
import { fitPart } from "./pari/fit.js";
import { tablePart } from "./pari/table.js";
import { sidePart } from "./pari/side.js";
import { turnPart } from "./pari/turn.js";
import { reviewPart } from "./pari/review.js";
import { handPart } from "./pari/hand.js";
import { dialogsPart } from "./pari/dialogs.js";
import { timerPart } from "./pari/timer.js";
import { drawPart } from "./pari/draw.js";

/** The front end's own state, kept across drawings. */
function localState() {
  return {
    liveTurn: 0, // the live region spoken last (two, used in turn)
    saidN: null, // the number of the view's last words said
    commandText: "", // the command line's text, kept while the side is drawn again
    answerN: null, // the command line's answer last drawn ("n"): a new one is brought into sight
    selected: null, // hand index chosen for the next gap
    focusKey: null, // which control had focus before a redraw (data-key)
    tableKey: null, // the roving tab stop of the table
    // a card sent to a gap or taken back: where the table's stop goes once the equation shows it
    afterChange: null, // {equation, at, length, from, key}: see table.js expectChange
    handKey: null, // the roving tab stop of the hand
    timer: null, // the think timer's countdown
    timerEnd: null, // when the think timer shown ends (Date.now() ms); timerWarned: its last seconds said
    timerWarned: false,
    returnFocus: null, // where focus goes when a dialog closes
    reviewTurn: null, // the reviewed turn whose detail is open
    reviewKey: null, // the roving tab stop of the review list
    revealTurn: false, // a turn's detail just opened: scroll the list to show it
    // the computers' steps, shown one at a time (steps.js)
    lastSeen: null, // the number of the last event seen
    showing: null, // the step shown now
    stepFit: null, // the cards' full-screen scale while the computers' steps are shown
    animTimer: null,
    pendingSaid: null, // words of the live region held back until their steps are shown
    errorDone: false, // the error shown answered an action of a turn that is over since
    typedWrong: "", // a card typed that the hand does not hold: said until the next change
    readyAsked: false, // "show my cards" was pressed: the pass screen stays away until Python answers
  };
}

/** The page's lasting parts: the frame (full screen), the widget, its areas, the two live
 * regions and the two dialogs. */
function pariView(host) {
  const frame = el("div", { class: "pari-frame" });
  const root = el("div", { class: "pari-widget sw-theme", "data-sw-root": "pari" });
  frame.append(root);
  host.append(frame);
  const live = [0, 1].map(() => el("div", { class: "sw-sr-only pari-live", role: "status", "aria-live": "polite" }));
  const areas = el("div", { class: "pari-areas" });
  root.append(areas, ...live);
  const passDialog = el("dialog", { class: "pari-pass-screen", "aria-labelledby": "", "aria-modal": "true" });
  const newDialog = el("dialog", { class: "pari-dialog pari-new-dialog" });
  root.append(passDialog, newDialog);
  return { frame, root, live, areas, passDialog, newDialog, uid: Math.random().toString(36).slice(2, 8) };
}

// the model's and the page's events the widget follows; returns what stops following them
function listen(ui) {
  const { model, local, frame } = ui;
  // the large layout: in full screen, or in the notebook with the projector trait
  const large = () => frame.classList.toggle("pari-projector",
    isFullScreen(frame) || Boolean(model.get("projector")));
  const redraw = () => ui.draw();
  const onError = () => {
    // refused: the focus stays where it was, and a pass screen whose "ready" was refused comes
    // back; an error cleared is an action that went through, its view still on the way (after
    // "ready" the hand, whose first card gets the focus)
    if (model.get("error")) { local.afterChange = null; local.readyAsked = false; }
    local.errorDone = false; local.typedWrong = "";
    ui.draw();
  };
  const onFullscreen = () => { large(); local.focusKey = "b-fullscreen"; ui.draw(); };
  const onResize = () => {
    local.stepFit = null; // a new window: the steps may use its room
    if (isFullScreen(frame)) ui.fitFullScreen();
  };
  const traits = [["change:view", ui.onView], ["change:projector", large], ["change:error", onError],
    ...["change:messages", "change:saved", "change:speed"].map((name) => [name, redraw])];
  document.addEventListener("fullscreenchange", onFullscreen);
  window.addEventListener("resize", onResize);
  for (const [name, handler] of traits) model.on(name, handler);
  large();
  return () => {
    for (const [name, handler] of traits) model.off(name, handler);
    document.removeEventListener("fullscreenchange", onFullscreen);
    window.removeEventListener("resize", onResize);
  };
}

function render({ model, el: host }) {
  const style = document.createElement("style");
  style.textContent = themeCss + css;
  host.append(style);
  const t = translator(model);
  const ui = { model, t, ...pariWords(t), local: localState(), ...pariView(host) };
  const { local, frame, root, passDialog, newDialog } = ui;
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a card or a gap is one click (not a card chosen and let go again)
  const unclick = singleClicks(root, "[data-hand-index], .pari-gap, .pari-new");
  const link = watchLink(model, root, t); // a note when Python no longer answers
  tellBrowserLanguages(model); // made without `lang`: the browser's language
  // `once`: a step of the turn, which a double click must not send twice (js/lib/link.js)
  ui.send = (msg, once = false) => link.send(msg, once);
  for (const part of [focusPart, stepsPart, fitPart, tablePart, sidePart, turnPart, reviewPart, handPart,
    dialogsPart, timerPart, drawPart]) Object.assign(ui, part(ui));
  const unlisten = listen(ui);
  ui.onView();
  // a game just run: its hand and the Play button in sight
  const unreveal = revealWhenDrawn(frame, () => [root.querySelector(".pari-hand"),
    root.querySelector("[data-action='submit']")]);
  const unkeep = keepInView(passDialog, ".pari-pass-box"); // Ready in sight, however scrolled
  return () => {
    unreveal();
    unkeep();
    unlisten();
    if (local.timer !== null) clearInterval(local.timer);
    clearTimeout(local.animTimer);
    unguard();
    unfollow();
    ui.closeModal(passDialog);
    ui.closeModal(newDialog);
    link.stop();
    unclick();
    frame.remove();
    style.remove();
  };
}

export default { render };
