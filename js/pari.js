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
import { focusedIn, guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
import { singleClicks } from "./lib/clicks.js";
import { el, pariWords } from "./pari/cards.js";
import { NEXT_STEP, focusPart } from "./pari/focus.js";
import { stepsPart } from "./pari/steps.js";
import { fitPart } from "./pari/fit.js";
import { tablePart } from "./pari/table.js";
import { sidePart } from "./pari/side.js";
import { turnPart } from "./pari/turn.js";
import { reviewPart } from "./pari/review.js";
import { handPart } from "./pari/hand.js";
import { dialogsPart } from "./pari/dialogs.js";
import { timerPart } from "./pari/timer.js";

/** The front end's own state, kept across drawings. */
function localState() {
  return {
    liveTurn: 0, // the live region spoken last (two, used in turn)
    saidN: null, // the number of the view's last words said
    commandText: "", // the command line's text, kept while the side is drawn again
    selected: null, // hand index chosen for the next gap
    focusKey: null, // which control had focus before a redraw (data-key)
    tableKey: null, // the roving tab stop of the table
    // a card sent to a gap or taken back: where the table's stop goes once the equation shows it
    afterChange: null, // {equation, at, length, from, key}: see table.js expectChange
    handKey: null, // the roving tab stop of the hand
    timer: null, // the think timer's countdown
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
  const passDialog = el("dialog", { class: "pari-dialog pari-pass-screen", "aria-labelledby": "" });
  const newDialog = el("dialog", { class: "pari-dialog pari-new-dialog" });
  root.append(passDialog, newDialog);
  return { frame, root, live, areas, passDialog, newDialog, uid: Math.random().toString(36).slice(2, 8) };
}

function render({ model, el: host }) {
  const style = document.createElement("style");
  style.textContent = themeCss + css;
  host.append(style);
  const t = translator(model);
  const ui = { model, t, ...pariWords(t), local: localState(), ...pariView(host) };
  const { local, frame, root, live, areas, passDialog, newDialog } = ui;
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a card or a gap is one click (not a card chosen and let go again)
  const unclick = singleClicks(root, "[data-hand-index], .pari-gap, .pari-new");
  const link = watchLink(model, root, t); // a note when Python no longer answers
  // `once`: a step of the turn, which a double click must not send twice (js/lib/link.js)
  ui.send = (msg, once = false) => link.send(msg, once);
  // where the game stands: the phase, who is to move and the last thing that happened
  ui.stepOf = (v) => `${v.phase}:${v.current}:${(v.events || []).at(-1)?.n ?? 0}`;
  ui.announce = (text) => {
    if (!text) return;
    // two regions, used in turn: the same words twice are read twice
    local.liveTurn = 1 - local.liveTurn;
    live[1 - local.liveTurn].textContent = "";
    live[local.liveTurn].textContent = text;
  };
  for (const part of [focusPart, stepsPart, fitPart, tablePart, sidePart, turnPart, reviewPart, handPart,
    dialogsPart, timerPart]) Object.assign(ui, part(ui));

  ui.draw = () => {
    const v = ui.shownView(model.get("view") || {});
    if (!v.names) return;
    ui.rememberFocus();
    const canPlace = v.my_turn && v.phase === "play" && !local.showing;
    root.classList.toggle("pari-can-place", !!canPlace);
    root.dataset.phase = v.phase;
    root.dataset.current = v.current;
    root.setAttribute("lang", model.get("lang") || "en"); // a screen reader speaks its language
    root.toggleAttribute("data-animating", !!local.showing);
    if (local.selected !== null && !(v.hand || []).some((c) => c.index === local.selected && !c.used)) local.selected = null;
    root.classList.toggle("pari-card-chosen", !!canPlace && local.selected !== null);
    const reviewScroll = root.querySelector(".pari-review")?.scrollTop || 0;
    areas.replaceChildren(ui.renderTable(v, canPlace), ui.renderSide(v), ui.renderHand(v, canPlace));
    ui.keepReviewInView(reviewScroll);
    ui.renderPassScreen(v);
    ui.fitFullScreen();
    ui.restoreFocus();
    const gone = local.focusKey && !root.querySelector(`[data-key="${CSS.escape(local.focusKey)}"]`);
    if (gone && [null, root, document.body].includes(focusedIn(root))) {
      // the control pressed went with its step (Play, a side for the new card, the draw, Skip):
      // on to the first control of the step the turn is at now (Skip while the computers'
      // steps are shown), not out of the widget
      const next = root.querySelector(NEXT_STEP);
      if (next) next.focus({ preventScroll: true });
    }
    ui.startTimer(v);
  };

  const onView = () => {
    const v = model.get("view") || {};
    local.typedWrong = "";
    if (ui.othersMoved(v)) local.errorDone = true;
    const added = ui.takeEvents(v);
    const said = v.said || {};
    const fresh = said.n !== local.saidN && local.saidN !== null ? said.text || "" : null;
    local.saidN = said.n;
    // words about steps still to be shown wait for them (see steps.js sayStep)
    if (fresh !== null && (added || local.pendingSaid !== null)) local.pendingSaid = (local.pendingSaid || "") + " " + fresh;
    else if (fresh) ui.announce(fresh);
    if (!local.showing && ui.queue.length) ui.nextStep();
    else if (!local.showing) ui.draw();
    local.readyAsked = false;
  };

  // the large layout: in full screen, or in the notebook with the projector trait
  const large = () => frame.classList.toggle("pari-projector",
    isFullScreen(frame) || Boolean(model.get("projector")));
  const redraw = () => ui.draw();
  const onError = () => {
    if (model.get("error")) local.afterChange = null; // refused: the focus stays where it was
    local.errorDone = false; local.readyAsked = false; local.typedWrong = "";
    ui.draw();
  };
  const onFullscreen = () => { large(); local.focusKey = "b-fullscreen"; ui.draw(); };
  const onResize = () => {
    local.stepFit = null; // a new window: the steps may use its room
    if (isFullScreen(frame)) ui.fitFullScreen();
  };
  document.addEventListener("fullscreenchange", onFullscreen);
  window.addEventListener("resize", onResize);
  model.on("change:view", onView);
  model.on("change:projector", large);
  for (const name of ["change:messages", "change:saved", "change:speed"]) model.on(name, redraw);
  model.on("change:error", onError);
  large();
  onView();
  return () => {
    model.off("change:view", onView);
    model.off("change:projector", large);
    for (const name of ["change:messages", "change:saved", "change:speed"]) model.off(name, redraw);
    model.off("change:error", onError);
    if (local.timer !== null) clearInterval(local.timer);
    clearTimeout(local.animTimer);
    document.removeEventListener("fullscreenchange", onFullscreen);
    window.removeEventListener("resize", onResize);
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
