// Summy: draws the view traits of SummyWidget and sends the player's actions.
// Legality, previews and scores are computed in Python; this file only shows and asks.
//
// DOM conventions other code relies on: root `.summy-widget`; cells `[data-cell="M13"]`;
// rack tiles `[data-rack-index]` with `data-symbol`; buttons `[data-action=...]`;
// `[data-role=preview|error|history|explanation|pass-screen|scores|bag|rack|game-over|hint|
// puzzle|wait|review-key]`. The computers' moves are shown tile by tile (a front-end animation of
// `computer_moves`; while it runs the root has `data-animating`); their racks are never in the model.
//
// The parts, one module each in summy/, share one object `ui`: the model and its words, the
// front-end state `local`, the page's nodes (view.js) and each part's functions, which call
// one another through it (`ui.draw()`).
import css from "./summy.css";
import themeCss from "./lib/theme.css";
import { h, translator } from "./lib/dom.js";
import { followHostTheme } from "./lib/hosttheme.js";
import { focusedIn, guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
import { tellBrowserLanguages } from "./lib/browserlang.js";
import { revealWhenDrawn } from "./lib/reveal.js";
import { keepInView } from "./lib/inview.js";
import { singleClicks } from "./lib/clicks.js";
import { summyWords } from "./summy/cells.js";
import { summyView } from "./summy/view.js";
import { boardFit } from "./summy/fit.js";
import { playing } from "./summy/play.js";
import { typing } from "./summy/typing.js";
import { boardKeys } from "./summy/boardkeys.js";
import { controls } from "./summy/controls.js";
import { dragAndDrop } from "./summy/dragdrop.js";
import { dialogs } from "./summy/dialogs.js";
import { modelSync } from "./summy/sync.js";
import { computerMoves } from "./summy/animation.js";
import { boardDrawing } from "./summy/board.js";
import { rackDrawing } from "./summy/rack.js";
import { gameReview } from "./summy/review.js";
import { previewDrawing } from "./summy/preview.js";
import { sidePanel } from "./summy/side.js";

// the widget's traits: a change of any of them draws the widget again (once per task)
const TRAITS = [
  "board", "last_move", "computer_moves", "rack", "rack_owner", "players", "current", "bag_count", "phase",
  "history", "preview", "hint", "selected_turn", "explanation", "winners", "practice",
  "zoom", "version", "error", "messages", "hints_used", "mode", "puzzle_info", "projector",
  "saved", "can_restore", "draft", "answer", "game_review", "speed", "can_place", "result",
  "hint_allowance",
];

/** The front end's own state: tiles down but not submitted, selection, cursor, exchange marks. */
function localState(get) {
  return {
    pending: new Map(), // cell name -> rack index
    selected: null, // rack index
    cursor: [12, 12],
    direction: "across", // where typing moves the cursor
    typing: false, // an empty cell was clicked with no tile chosen: its cursor is shown
    skipped: [], // the board's tiles typing just stepped over (a sum typed as it reads)
    typeOn: null, // the cell a tile was just clicked or tapped onto: keys typed next go on after it
    exchange: false,
    marked: new Set(),
    keptTiles: null, // the tiles of this turn while the exchange dialog is open
    error: "", // what the front end itself says is wrong (a cell taken, a tile not held)
    errorAnnounced: null, // the error just read out, in this message (a refused command is not read twice)
    version: get("version"),
    turns: (get("history") || []).length,
    games: get("games"), // the game or puzzle shown (Python counts them)
    hintShown: null,
    hintSeen: null, // the hint last seen, and the tiles down when it came (its cell marked till they change)
    hintTiles: null,
    anim: null, // the computer's move being shown: {order, hidden, caps, fresh, timer}
  };
}

/** The live region: each message a new node (read once; the same words again are read
 * again when `again`); the last three stay. */
function announcer(live) {
  let lastSaid = "";
  return (text, again = false) => {
    if (!text || (!again && (text === lastSaid || lastSaid.endsWith(text)))) return;
    lastSaid = text;
    live.append(h("div", { text }));
    while (live.children.length > 3) live.firstChild.remove();
  };
}

/** Whether the focus is the widget's to move: it is inside, or nowhere (the focused node went
 * away) after the widget had it; not before, as when marimo's page loads with the focus on
 * <body> (a focus taken then would be drawn as if the keyboard had moved it: the cursor on M13). */
function focusKeeper(root) {
  let hadFocus = false;
  root.addEventListener("focusin", () => { hadFocus = true; });
  root.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget)) hadFocus = false;
  });
  return () => {
    const a = focusedIn(root);
    if (root.contains(a)) return true;
    const page = document.activeElement;
    return hadFocus && (!a || a === document.body) && (!page || page === document.body);
  };
}

/** `draw()`: the whole widget brought up to date (board, rack, side, review) and fitted. */
function wholeDrawing(ui) {
  const { get, root } = ui;
  function draw() {
    if (ui.syncWithModel()) ui.requestPreview();
    root.setAttribute("lang", get("lang") || "en"); // a screen reader speaks the game's language
    ui.drawBoard();
    ui.drawRack();
    ui.drawSide();
    ui.drawReview();
    ui.drawSpeed();
    ui.rememberSymbols();
    root.dataset.drawnAt = String(performance.now());
    ui.fit();
  }
  return { draw };
}

// the traits the widget follows, one drawing per message from Python however many traits it
// changed; returns what stops following them
function listen(ui) {
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      // the draft a command left first, then a hint's move (the command `hint` leaves both)
      ui.applyDraft();
      ui.applyHint();
      ui.draw();
      ui.applyAnswer();
    });
  };
  for (const name of TRAITS) ui.model.on(`change:${name}`, schedule);
  return () => {
    for (const name of TRAITS) ui.model.off(`change:${name}`, schedule);
  };
}

function render({ model, el }) {
  const get = (name) => model.get(name);
  const t = translator(model);
  const ui = { model, get, t, ...summyWords(model, t), local: localState(get) };
  const style = document.createElement("style");
  style.textContent = themeCss + css;
  el.append(style);
  Object.assign(ui, summyView());
  const { root } = ui;
  el.append(root);
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a cell or a tile is one click (not a tile put down and taken back)
  const unclick = singleClicks(root, "[data-cell], [data-rack-index], [data-exchange-index]");
  ui.announce = announcer(ui.live);
  ui.ownsFocus = focusKeeper(root);
  ui.link = watchLink(model, root, t); // a note when Python no longer answers
  tellBrowserLanguages(model); // made without `lang`: the browser's language
  for (const part of [dialogs, boardFit, playing, typing, computerMoves, modelSync, boardDrawing, rackDrawing,
    gameReview, previewDrawing, sidePanel, wholeDrawing]) Object.assign(ui, part(ui));
  boardKeys(ui);
  dragAndDrop(ui);
  const unwire = controls(ui);
  const unlisten = listen(ui);
  ui.draw();
  ui.fit();
  const unreveal = revealWhenDrawn(root, () => [ui.rackBar]); // a game just run: its rack in sight
  const unkeep = keepInView(ui.passScreen, ".summy-pass-box"); // Ready in sight, however scrolled
  return () => {
    unreveal();
    unkeep();
    unguard();
    unfollow();
    unwire();
    ui.stopFit();
    ui.stopAnimation();
    unlisten();
    ui.link.stop();
    unclick();
  };
}

export default { render };
