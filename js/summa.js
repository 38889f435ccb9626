// Summa Summarum: draws the view of SummaWidget (a summa.Session in Python) and sends actions.
// Every check, score and the timer's rule live in Python; this file only shows and asks.
// Python publishes its view in one message; the areas it touches are redrawn once.
//
// The parts, one module each in summa/, share one object `ui`: the model and its words, the
// front-end state `local`, the page's areas and each part's functions, which call one another
// through it (`ui.redraw(["grid"])`).
import css from "./summa.css";
import themeCss from "./lib/theme.css";
import { h, isFullScreen, translator } from "./lib/dom.js";
import { followHostTheme } from "./lib/hosttheme.js";
import { guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
import { tellBrowserLanguages } from "./lib/browserlang.js";
import { revealWhenDrawn } from "./lib/reveal.js";
import { keepInView } from "./lib/inview.js";
import { singleClicks } from "./lib/clicks.js";
import { put } from "./summa/sheet.js";
import { playPart } from "./summa/play.js";
import { keysPart } from "./summa/keys.js";
import { timerPart } from "./summa/timer.js";
import { dialogsPart } from "./summa/dialogs.js";
import { gridPart } from "./summa/grid.js";
import { reviewPart } from "./summa/review.js";
import { livePart } from "./summa/live.js";
import { actionsPart } from "./summa/actions.js";
import { statusPart } from "./summa/status.js";
import { scoresPart } from "./summa/scores.js";
import { AREAS, redrawPart } from "./summa/redraw.js";

let counter = 0;

/** The front end's own state: the chosen die, the keyboard cursor, the first cell of a group,
 * the clock, the open dialog, the review's chosen turn, what the live region said last. */
function localState() {
  return { die: null, cursor: [0, 0], start: null, turn: null, deadline: null, sentUp: false,
    warned: false, ticker: null,
    confirming: false, reviewTurn: null, heard: {}, toggle: false, ask: null, askText: "",
    refused: "" }; // refused: why the cell just chosen cannot start a group (said at once)
}

/** The page: one area per part (drawn on its own), the play column (title and sheet), the
 * side, the live region, and the full-screen button kept across drawings (it keeps the focus). */
function summaView() {
  const areas = {};
  for (const name of ["title", "pass", "grid", "dice", "actions", "keys", "status", "timer",
    "players", "review", "best", "log", "said", "cli", "view"]) {
    areas[name] = h("div", { class: `summa-area summa-area-${name}` });
  }
  const play = h("div", { class: "summa-play" }, areas.title, areas.grid);
  const side = h("div", { class: "summa-side" }, areas.status, areas.timer, areas.dice,
    areas.actions, areas.view, areas.cli, areas.said, areas.players, areas.review, areas.best, areas.log, areas.keys);
  const live = h("div", { class: "sw-sr-only summa-live", role: "status", "aria-live": "polite" });
  const root = h("div", { class: "summa-widget sw-theme", "data-sw-root": "summa", tabindex: "-1" },
    areas.pass, play, side, live);
  // full screen (a projector in class): one button kept across redraws, so it keeps the focus
  const fullscreen = h("button", { type: "button", "data-action": "fullscreen", "aria-pressed": "false",
    onclick: () => {
      if (isFullScreen(root)) document.exitFullscreen().catch(() => {});
      else root.requestFullscreen?.().catch(() => {});
    } });
  put(areas.view, h("div", { class: "summa-actions" }, fullscreen));
  return { areas, play, side, live, root, fullscreen, uid: `summa-${++counter}` };
}

// the model's and the page's events the widget follows; returns what stops following them
function listen(ui) {
  const { model, get, local } = ui;
  const handlers = Object.keys(AREAS).map((name) => [`change:${name}`, () => ui.schedule(name)]);
  // the hint's first step also picks up its die, so a click on the marked cell writes it
  handlers.push(["change:hint", () => {
    const die = (get("hint") || {}).die;
    if (Number.isInteger(die)) local.die = die;
  }]);
  const onFullscreen = () => ui.redraw(["view"]);
  document.addEventListener("fullscreenchange", onFullscreen);
  for (const [event, handler] of handlers) model.on(event, handler);
  return () => {
    document.removeEventListener("fullscreenchange", onFullscreen);
    for (const [event, handler] of handlers) model.off(event, handler);
  };
}

function render({ model, el }) {
  const style = document.createElement("style");
  style.textContent = themeCss + css;
  el.append(style);
  const msg = translator(model);
  const get = (name) => model.get(name);
  const ui = { model, msg, get, local: localState(), ...summaView() };
  const { local, root } = ui;
  el.append(root);
  const link = watchLink(model, root, msg); // a note when Python no longer answers
  tellBrowserLanguages(model); // made without `lang`: the browser's language
  // numbered (see the link below); `once`: a step, which a double click must not send twice
  ui.send = (content, once = false) => {
    local.refused = "";
    link.send(content, once);
  };
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a cell or a die is one click (not a symbol written and taken back)
  const unclick = singleClicks(root, "[data-cell], [data-die]");
  // redrawPart last: it gathers the other parts' drawings
  for (const part of [livePart, playPart, keysPart, timerPart, dialogsPart, gridPart, reviewPart,
    actionsPart, statusPart, scoresPart, redrawPart]) Object.assign(ui, part(ui));
  const unlisten = listen(ui);
  ui.redraw(["all"]);
  ui.announce();
  // a game just run: its sheet and the buttons that play it in sight
  const unreveal = revealWhenDrawn(root, () => [ui.areas.grid, ui.areas.actions]);
  const unkeep = keepInView(ui.areas.pass, ".summa-dialog"); // Ready in sight, however scrolled
  return () => {
    unreveal();
    unkeep();
    unclick();
    unguard();
    unfollow();
    unlisten();
    if (isFullScreen(root)) document.exitFullscreen().catch(() => {});
    if (local.ticker) clearInterval(local.ticker);
    link.stop();
    unclick();
  };
}

export default { render };
