// Summy's buttons, the command line, the lists and the speed box: what each press sends to
// Python or opens (the exchange and new-game dialogs).
import { isFullScreen } from "../lib/dom.js";

// the buttons that only ask Python for something: the action each sends
const SENDS = {
  shuffle: "shuffle", "show-best": "show_best", undo: "undo", "restore-game": "restore_game",
  review: "review", save: "save", ready: "ready",
};

/** Listen to the buttons, the lists and the command line; returns what stops listening to
 * the page. */
export function controls(ui) {
  const { buttons } = ui;
  for (const [action, sent] of Object.entries(SENDS)) {
    buttons[action].addEventListener("click", () => ui.send(sent));
  }
  buttons.submit.addEventListener("click", () => ui.submit());
  buttons.recall.addEventListener("click", () => ui.recall());
  buttons.hint.addEventListener("click", () => {
    if (!ui.local.anim) ui.send("hint", ui.turnFields());
  });
  buttons.skip.addEventListener("click", () => ui.skipAnimation());
  exchangeControls(ui);
  newGameControls(ui);
  listControls(ui);
  return viewControls(ui);
}

/** Exchange: the dialog opens with the hint's tiles marked; a tile pressed is marked or not. */
function exchangeControls(ui) {
  const { get, local, buttons, exchangeTiles, exchangeDialog } = ui;
  /** The rack's tiles that the hint's last step says to exchange (none before that step):
   * they come marked, as the move of that step comes laid down. */
  function hintedExchange() {
    const hint = get("hint") || {};
    const marked = new Set();
    if (!hint.exchange || hint.step !== hint.steps) return marked;
    const rackTiles = get("rack") || [];
    for (const symbol of hint.exchange) {
      const index = rackTiles.findIndex((tile, i) => tile === symbol && !marked.has(i));
      if (index >= 0) marked.add(index);
    }
    return marked;
  }
  buttons.exchange.addEventListener("click", () => {
    local.keptTiles = new Map(local.pending); // back on the board if no exchange is made
    local.pending.clear();
    local.selected = null;
    local.exchange = true;
    local.marked = hintedExchange();
    ui.pendingChanged();
    ui.openDialog(exchangeDialog);
  });
  exchangeTiles.addEventListener("click", (event) => {
    const tile = event.target.closest("[data-exchange-index]");
    if (!tile) return;
    const index = Number(tile.dataset.exchangeIndex);
    if (local.marked.has(index)) local.marked.delete(index);
    else local.marked.add(index);
    ui.draw();
  });
  buttons["exchange-confirm"].addEventListener("click", () => {
    const rackTiles = get("rack") || [];
    const tiles = [...local.marked].sort((a, b) => a - b).map((i) => rackTiles[i]).join("");
    ui.send("exchange", { tiles, ...ui.turnFields() }, true);
    local.keptTiles = null;
    ui.closeDialog(exchangeDialog);
  });
  buttons["exchange-cancel"].addEventListener("click", () => ui.closeDialog(exchangeDialog));
}

/** New game: a game in progress is not thrown away with one click: ask first (and it can
 * come back with Restore). */
function newGameControls(ui) {
  const { get, buttons, newDialog } = ui;
  buttons["new-game"].addEventListener("click", () => {
    const started = (get("history") || []).length > 0 && get("phase") !== "over";
    if (get("mode") === "puzzle" || !started) ui.send("new_game");
    else ui.openDialog(newDialog);
  });
  buttons["new-confirm"].addEventListener("click", () => {
    ui.closeDialog(newDialog);
    ui.send("new_game");
  });
  buttons["new-cancel"].addEventListener("click", () => ui.closeDialog(newDialog));
}

/** The review's turns, the moves so far (each shows its explanation) and the command line. */
function listControls(ui) {
  const { local, reviewBox, history, commandBox, commandForm } = ui;
  reviewBox.addEventListener("click", (event) => {
    const entry = event.target.closest("[data-review-turn]");
    if (!entry) return;
    const index = Number(entry.dataset.reviewTurn);
    local.reviewTurn = local.reviewTurn === index ? null : index;
    ui.draw();
  });
  history.addEventListener("click", (event) => {
    const entry = event.target.closest("[data-turn]");
    if (!entry) return;
    ui.send("select", { turn: Number(entry.dataset.turn) });
    local.historyFocus = Number(entry.dataset.turn);
  });
  commandForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = commandBox.value.trim();
    if (!text) return;
    ui.skipAnimation(); // a typed command is about the board as it is now: show it first
    // the tiles shown down (by mouse, keys or a hint) are the ones the command reads or submits;
    // `drawn`, the command line's tiles last drawn: typed before the last answer was drawn, the
    // command keeps that answer's tiles (Python merges)
    const drawn = JSON.parse(ui.local.draftShown || "{}");
    ui.send("command", { text, placements: ui.placements(), drawn });
    commandBox.value = "";
  });
}

/** Full screen, zoom and the computer's speed; returns what stops listening to the page. */
function viewControls(ui) {
  const { model, root, buttons, speedBox } = ui;
  buttons.fullscreen.addEventListener("click", () => {
    if (isFullScreen(root)) document.exitFullscreen();
    else root.requestFullscreen?.().catch(() => {});
  });
  const onFullscreen = () => {
    buttons.fullscreen.setAttribute("aria-pressed", String(isFullScreen(root)));
    ui.draw();
  };
  document.addEventListener("fullscreenchange", onFullscreen);
  // a step each, from the kernel's zoom: two quick clicks are two steps on a slow kernel too
  for (const [name, steps] of [["zoom-in", 1], ["zoom-out", -1]]) {
    buttons[name].addEventListener("click", () => {
      if (buttons[name].getAttribute("aria-disabled") !== "true") ui.send("zoom", { steps });
    });
  }
  speedBox.addEventListener("change", () => {
    model.set("speed", speedBox.value);
    model.save_changes();
  });
  return () => document.removeEventListener("fullscreenchange", onFullscreen);
}
