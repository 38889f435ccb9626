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
import { focusedIn, guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
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

// which areas each synced trait feeds
const AREAS = {
  sheet: ["grid"], pending: ["grid", "actions"], marks: ["grid"], line_scores: ["grid", "status"],
  best: ["grid", "actions", "best"], dice: ["dice", "actions"], stage: ["all"], round: ["title"],
  rounds: ["title"], current: ["players"], players: ["players"], results: ["players"],
  preview: ["status", "actions"], error: ["status"], note: ["status"], timer: ["timer"], log: ["log"],
  explanation: ["best"], saved: ["status"], pass_screen: ["all"], can_undo: ["actions"],
  practice: ["actions"], messages: ["all"], lang: ["all"], filled: ["grid", "status"],
  said: ["said"], sheets: ["grid"], game_review: ["review", "grid", "actions"],
  sheet_shown: ["grid", "review", "best"], projector: ["view"], written: ["grid"], hint: ["grid", "dice"],
  hint_allowance: ["actions"],
};
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

function render({ model, el }) {
  const style = document.createElement("style");
  style.textContent = themeCss + css;
  el.append(style);
  const msg = translator(model);
  const get = (name) => model.get(name);
  const ui = { model, msg, get, local: localState(), ...summaView() };
  const { local, areas, root, fullscreen } = ui;
  el.append(root);
  const link = watchLink(model, root, msg); // a note when Python no longer answers
  // numbered (see the link below); `once`: a step, which a double click must not send twice
  ui.send = (content, once = false) => {
    local.refused = "";
    link.send(content, once);
  };
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a cell or a die is one click (not a symbol written and taken back)
  const unclick = singleClicks(root, "[data-cell], [data-die]");
  for (const part of [livePart, playPart, keysPart, timerPart, dialogsPart, gridPart, reviewPart,
    actionsPart, statusPart, scoresPart]) Object.assign(ui, part(ui));

  // the large layout: in full screen, or in the notebook with the projector trait
  function renderView() {
    const full = isFullScreen(root);
    fullscreen.textContent = msg("summa.ui.button.fullscreen");
    fullscreen.setAttribute("aria-pressed", String(full));
    fullscreen.hidden = !(document.fullscreenEnabled && root.requestFullscreen);
    root.classList.toggle("summa-projector", full || Boolean(get("projector")));
  }
  const onFullscreen = () => ui.redraw(["view"]);
  document.addEventListener("fullscreenchange", onFullscreen);

  const RENDER = {
    title: ui.renderTitle, pass: ui.renderPass, grid: ui.renderGrid, dice: ui.renderDice,
    actions: ui.renderActions, status: ui.renderStatus, timer: ui.renderTimer,
    players: ui.renderPlayers, best: ui.renderBest, log: ui.renderLog, review: ui.renderReview,
    keys: () => put(areas.keys, h("div", { class: "summa-keys", text: msg("summa.ui.keys") })),
    said: ui.renderSaid, cli: ui.renderCli, view: renderView,
  };

  ui.redraw = (names) => {
    const all = names.includes("all") ? Object.keys(RENDER) : names;
    const active = focusedIn(root);
    const hadFocus = root.contains(active);
    const onCell = hadFocus && active.matches("[data-cell]");
    const action = hadFocus && active.getAttribute("data-action");
    // a review entry or a sheet's button keeps the focus when its area is drawn again
    const kept = hadFocus && ["data-review-turn", "data-sheet"].find((a) => active.hasAttribute(a));
    const keptValue = kept && active.getAttribute(kept);
    root.setAttribute("data-stage", ui.stage());
    root.setAttribute("lang", get("lang"));
    ui.startTimer(); // first: a new turn clears the chosen die and the group's first cell
    for (const name of all) RENDER[name]();
    if (hadFocus && !root.contains(focusedIn(root))) {
      const again = onCell ? root.querySelector(`[data-cell='${local.cursor[0]},${local.cursor[1]}']`)
        : action ? root.querySelector(`[data-action='${action}']:not([disabled])`)
          : kept ? root.querySelector(`[${kept}='${keptValue}']`) : null;
      if (again && !again.closest("[inert]")) again.focus({ preventScroll: true });
      else if (onCell || action) ui.focusCursor();
      if (!root.contains(focusedIn(root))) root.focus({ preventScroll: true });
    }
  };

  // one redraw per message from Python, however many traits it changed
  let changed = new Set();
  function schedule(name) {
    if (!changed.size) {
      queueMicrotask(() => {
        const names = [...new Set([...changed].flatMap((n) => AREAS[n]))];
        changed = new Set();
        ui.redraw(names);
        ui.announce();
      });
    }
    changed.add(name);
  }
  const handlers = Object.keys(AREAS).map((name) => [`change:${name}`, () => schedule(name)]);
  // the hint's first step also picks up its die, so a click on the marked cell writes it
  handlers.push(["change:hint", () => {
    const die = (get("hint") || {}).die;
    if (Number.isInteger(die)) local.die = die;
  }]);
  for (const [event, handler] of handlers) model.on(event, handler);
  ui.redraw(["all"]);
  ui.announce();
  return () => {
    unguard();
    unfollow();
    document.removeEventListener("fullscreenchange", onFullscreen);
    if (isFullScreen(root)) document.exitFullscreen().catch(() => {});
    if (local.ticker) clearInterval(local.ticker);
    for (const [event, handler] of handlers) model.off(event, handler);
    link.stop();
    unclick();
  };
}

export default { render };
