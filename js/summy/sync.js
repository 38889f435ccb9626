// Summy's front-end state kept in step with the model: a new turn or game clears the tiles
// put down, a shuffled rack keeps them on tiles of their symbols, and a hint's or a command's
// move comes laid down as tiles not yet submitted.
import { focusedIn } from "../lib/keys.js";
import { cellName } from "./cells.js";
import { SIZE } from "./layout.js";

/** Bring `local` up to date with the model's traits before each drawing. */
export function modelSync(ui) {
  const { get, local } = ui;
  function syncWithModel() {
    const turns = (get("history") || []).length;
    if (get("version") !== local.version) {
      local.version = get("version");
      // another game or puzzle (new, next, restored, loaded): the tiles down were on the last
      const sameGame = get("games") === local.games;
      if (!sameGame || turns !== local.turns || get("phase") !== "play") {
        const seen = sameGame ? local.turns : 0; // a new game's computer moves are laid too
        if (turns > seen) ui.animateComputer(seen);
        local.turns = turns;
        local.games = get("games");
        local.pending.clear();
        local.selected = null;
        local.exchange = false;
        local.marked.clear();
        local.skipped = [];
        local.error = "";
        if (!onlyComputersSince(get("answer"))) ui.commandAnswer.hidden = true; // about the turn before
        offGreyTile();
      }
    }
    // the rack may have been shuffled: keep each pending tile on a tile of its symbol
    const rackTiles = get("rack") || [];
    const symbols = local.symbols || new Map();
    const taken = new Set();
    const moved = [];
    let changed = false;
    for (const [cell, index] of local.pending) {
      const symbol = symbols.get(cell);
      if (symbol === undefined || (rackTiles[index] === symbol && !taken.has(index))) {
        taken.add(index);
      } else moved.push([cell, symbol]);
    }
    for (const [cell, symbol] of moved) {
      const other = rackTiles.findIndex((s, i) => s === symbol && !taken.has(i));
      if (other >= 0) {
        local.pending.set(cell, other);
        taken.add(other);
      } else local.pending.delete(cell);
      changed = true;
    }
    rememberSymbols();
    return changed;
  }

  /** Note the symbol of each tile of this turn, so that the next drawing can tell a shuffled
   * rack (a tile to follow to its new place) from tiles laid anew (a hint's, a command's). */
  function rememberSymbols() {
    const rackTiles = get("rack") || [];
    local.symbols = new Map([...local.pending].map(([cell, i]) => [cell, rackTiles[i]]));
  }

  /** After a move the keyboard's cursor may rest on the grey tile that now closes the sum it
   * typed: it steps back onto the sum's last tile, where typing that tile goes on through it
   * (a new sum across the old one) instead of being refused. */
  function offGreyTile() {
    const [r, c] = local.cursor;
    if (ui.boardSymbol(cellName(r, c)) !== "#") return;
    const [dr, dc] = local.direction === "across" ? [0, -1] : [-1, 0];
    const back = [r + dr, c + dc];
    if (back.every((i) => i >= 0 && i < SIZE) && !"#.".includes(ui.boardSymbol(cellName(...back)))) {
      local.cursor = back;
    }
  }

  function applyDraft() {
    // tiles put down by the command line show as tiles not yet submitted; after a command's
    // answer the board shows the draft it left (a command acts on the tiles shown down)
    const draft = get("draft") || {};
    const key = JSON.stringify(draft);
    const answered = newAnswer();
    if (key === local.draftShown && !answered) return;
    local.draftShown = key;
    if (!Object.keys(draft).length && !local.fromDraft && !answered) return;
    local.fromDraft = Object.keys(draft).length > 0;
    const rackTiles = get("rack") || [];
    // a tile still where it was keeps its place in the rack (of two alike, the one used)
    const kept = [...local.pending].filter(([cell, index]) => draft[cell] === rackTiles[index]);
    local.pending.clear();
    for (const [cell, index] of kept) local.pending.set(cell, index);
    const taken = new Set(local.pending.values());
    for (const [cell, symbol] of Object.entries(draft)) {
      if (local.pending.has(cell)) continue;
      const index = rackTiles.findIndex((s, i) => s === symbol && !taken.has(i));
      if (index < 0) continue;
      taken.add(index);
      local.pending.set(cell, index);
    }
    rememberSymbols();
  }
  /** The command's answer still stands: every turn since it was given was a computer's (its
   * reply to a typed `submit`), so "You played ... : 23 points" stays in sight. */
  function onlyComputersSince(answer) {
    const players = get("players") || [];
    const history = get("history") || [];
    const given = (answer || {}).turns;
    if (!Number.isInteger(given) || history.length < given) return false; // none, or undone
    return history.slice(given).every((turn) => (players[turn.player] || {}).computer);
  }
  const newAnswer = () => {
    const answer = get("answer") || {};
    return Boolean(answer.count) && answer.count !== local.answerCount;
  };
  /** A typed command's answer: shown under the command line till the turn changes (the
   * computers' replies to it aside), and read out (a refused one as the new error). */
  function applyAnswer() {
    const answer = get("answer") || {};
    if (!answer.text) ui.commandAnswer.hidden = true; // the turn it was about is over
    if (answer.count && answer.count !== local.answerCount) {
      local.answerCount = answer.count;
      ui.commandAnswer.textContent = answer.text;
      ui.commandAnswer.dataset.state = answer.refused ? "refused" : "said";
      ui.commandAnswer.hidden = false;
      // typed at the window's bottom edge: the answer just under the box comes into sight
      // (once drawn: a refused one's error shows above it as well)
      if (focusedIn(ui.root) === ui.commandBox) {
        requestAnimationFrame(() => ui.commandAnswer.scrollIntoView({ block: "nearest" }));
      }
      // a refusal is read as the error when the error is new (drawError); the same refusal
      // again (the error unchanged) is read from here, so every command is answered aloud
      if (!answer.refused || local.errorAnnounced !== answer.text) ui.announce(answer.text, true);
    }
    local.errorAnnounced = null;
  }

  function applyHint() {
    const hint = get("hint") || {};
    noteHintTiles(hint);
    layHintedMove(hint);
  }
  /** The tiles down when a hint comes: the hint's cell stays marked until they change (a
   * pupil who asks with tiles already down still sees the cell the hint names; the move the
   * last step lays is a change, so its tiles are not marked over). */
  function noteHintTiles(hint) {
    const seen = `${hint.press}:${hint.step}:${hint.cell}`;
    if (seen === local.hintSeen) return;
    local.hintSeen = seen;
    local.hintTiles = ui.pendingKey();
  }
  function layHintedMove(hint) {
    // hint step 4 (and "show the best move") lay the move down as tiles not yet submitted
    const key = `${hint.press}:${JSON.stringify(hint.placements || {})}`;
    if (!hint.placements) local.hintShown = null;
    if (!hint.placements || local.hintShown === key) return;
    local.hintShown = key;
    if (Object.keys(hint.placements).length === 0) return;
    const rackTiles = get("rack") || [];
    local.pending.clear();
    const taken = new Set();
    for (const [cell, symbol] of Object.entries(hint.placements)) {
      const index = rackTiles.findIndex((s, i) => s === symbol && !taken.has(i));
      if (index < 0) return;
      taken.add(index);
      local.pending.set(cell, index);
    }
    rememberSymbols();
    ui.followTiles();
    ui.requestPreview();
  }
  return { applyAnswer, applyDraft, applyHint, rememberSymbols, syncWithModel };
}
