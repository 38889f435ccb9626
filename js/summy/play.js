// What a Summy player does with the tiles: put one down, take it back, recall them all, submit
// the move, and what is said about each; the preview asked of Python after every change.
import { focusedIn } from "../lib/keys.js";
import { cellName, parseCell } from "./cells.js";

/** The player's actions on the tiles of this turn (`local.pending`), and what is sent to Python. */
export function playing(ui) {
  const { get, t, say, local, root, board, buttons } = ui;
  // `once`: a move, which a double click must not send twice (js/lib/link.js)
  const send = (action, fields = {}, once = false) => ui.link.send({ action, ...fields }, once);
  const placements = () => {
    const rackTiles = get("rack") || [];
    const out = {};
    for (const [cell, index] of local.pending) out[cell] = rackTiles[index];
    return out;
  };
  const turnFields = () => ({
    player: get("rack_owner"),
    turn: (get("history") || []).length,
  });
  const pendingKey = () => JSON.stringify(Object.fromEntries(
    Object.entries(placements()).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  const requestPreview = () => {
    if (get("phase") !== "play") return;
    send("preview", { placements: placements(), ...turnFields() });
  };
  const pendingChanged = () => {
    local.error = "";
    local.skipped = [];
    requestPreview();
    ui.draw();
  };

  const boardSymbol = (name) => {
    const [r, c] = parseCell(name);
    return ((get("board") || [])[r] || "")[c] || ".";
  };
  const usedIndices = () => new Set(local.pending.values());
  // not while the computer's tiles are laid: the board it answers is not shown yet
  const canPlay = () => get("phase") === "play" && get("rack_owner") >= 0 && !local.exchange && !local.anim;

  function place(name, index) {
    if (!canPlay() || index === null || index === undefined) return false;
    if (boardSymbol(name) !== "." || local.pending.has(name)) return false;
    for (const [cell, i] of local.pending) if (i === index) local.pending.delete(cell);
    local.pending.set(name, index);
    local.selected = null;
    did("summy.said.put", name, (get("rack") || [])[index]);
    followTiles();
    pendingChanged();
    return true;
  }
  /** Typing goes the way the tiles of this turn lie, once two or more lie in one line (said
   * when a typed tile turned it: a tile tapped or clicked down is said without it). */
  function followTiles() {
    const at = [...local.pending.keys()].map(parseCell);
    if (at.length < 2) return;
    if (at.every(([r]) => r === at[0][0])) setWay("across", false);
    else if (at.every(([, c]) => c === at[0][1])) setWay("down", false);
  }
  /** Set the way typing goes ("across" or "down"); a change is said unless `said` is false. */
  function setWay(direction, said = true) {
    if (local.direction === direction) return;
    local.direction = direction;
    if (said) ui.announce(t(`summy.said.way-${direction}`), true);
  }
  // what a tile laid or taken back is said as ("7 on L13"), with the preview's state after it
  function did(key, cell, symbol) {
    local.did = { text: t(key, { cell, symbol: say(symbol) }), count: (local.did?.count ?? 0) + 1 };
  }
  function takeBack(name) {
    if (!local.pending.has(name)) return false;
    did("summy.said.back", name, (get("rack") || [])[local.pending.get(name)]);
    local.pending.delete(name);
    pendingChanged();
    return true;
  }
  function recall() {
    keepFocusOnBoard();
    local.selected = null;
    if (local.exchange) {
      local.exchange = false;
      local.marked.clear();
    }
    if (local.pending.size) {
      local.pending.clear();
      did("summy.said.recalled");
      pendingChanged();
    } else ui.draw();
  }
  function submit() {
    if (!canPlay() || local.pending.size === 0) return;
    keepFocusOnBoard();
    send("submit", { placements: placements(), ...turnFields() }, true);
  }
  // Submit and Recall are disabled once the tiles are gone, and a disabled button drops the
  // focus to the page: a keyboard user goes on from the board instead
  function keepFocusOnBoard() {
    const at = focusedIn(root);
    if (at === buttons.submit || at === buttons.recall) board.focus({ preventScroll: true });
  }
  /** The cursor moved by hand: a message about the cell it left and the tiles typing
   * stepped over no longer hold. */
  function cursorMoved() {
    local.error = "";
    local.skipped = [];
    local.typeOn = null;
    ui.draw();
  }
  function clickCell(name) {
    const again = local.typing && cellName(...local.cursor) === name;
    local.cursor = parseCell(name);
    local.skipped = [];
    local.typeOn = null;
    if (local.selected === null && boardSymbol(name) === "." && !local.pending.has(name)) {
      // an empty cell and no tile chosen: its cursor is shown for typing, a second click turns
      // the way typing goes (as in a crossword)
      if (again) setWay(local.direction === "across" ? "down" : "across");
      local.typing = true;
    }
    if (local.pending.has(name)) takeBack(name);
    else if (local.selected !== null && cannotPlay()) return;
    else if (local.selected !== null && boardSymbol(name) !== ".") {
      sayCellTaken(name, ui.coarse?.matches ? "tap" : "click");
    }
    else if (local.selected !== null) {
      if (place(name, local.selected)) local.typeOn = name;
    } else ui.draw();
  }
  function clickRack(index) {
    if (!local.exchange && local.typing && !usedIndices().has(index) && layAtCursor(index)) return;
    local.typing = false;
    if (local.exchange) {
      if (local.marked.has(index)) local.marked.delete(index);
      else local.marked.add(index);
    } else if (usedIndices().has(index)) {
      for (const [cell, i] of local.pending) {
        if (i !== index) continue;
        did("summy.said.back", cell, (get("rack") || [])[index]); // picked up to go elsewhere
        local.pending.delete(cell);
      }
      local.selected = index;
      pendingChanged();
      return;
    } else {
      local.selected = local.selected === index ? null : index;
    }
    ui.draw();
  }
  /** A cell chosen before the tile (a click on an empty cell, its cursor shown): the tile goes
   * there and the cursor on, the way typing goes, so the next tile clicked follows it; the focus
   * goes back to the board. False when the cursor's cell is taken (the tile is then chosen, as
   * always). */
  function layAtCursor(index) {
    const name = cellName(...local.cursor);
    if (boardSymbol(name) !== "." || local.pending.has(name) || !place(name, index)) return false;
    board.focus({ preventScroll: true }); // the cursor stays in sight, and keys type on from it
    ui.advance(1, true);
    return true;
  }
  /** Why no tile can be put down now, in words (the computer's tiles are still being laid,
   * or the game is over); "" when one can, or when the page shows why (a dialog). */
  function whyWait() {
    if (local.anim) return t("summy.error.wait-computer");
    return get("phase") === "over" ? t("summy.error.over") : "";
  }
  /** A tile typed, clicked or dropped while none can be put down: said, not silently lost. */
  function cannotPlay() {
    if (canPlay()) return false;
    const why = whyWait();
    if (why) showLocalError(why);
    return true;
  }
  /** Say why no tile can go on `name` (a tile of this turn, a grey tile or an older tile)
   * and how to choose another cell: `way` is "keys", "click", "tap" or "drag", as the pupil
   * chose it. */
  function sayCellTaken(name, way) {
    const there = boardSymbol(name);
    const how = t(`summy.error.choose-${way}`);
    if (local.pending.has(name)) {
      const mine = (get("rack") || [])[local.pending.get(name)];
      const key = way === "drag" ? "summy.error.cell-yours-drag" : "summy.error.cell-yours";
      showLocalError(t(key, { cell: name, symbol: mine }));
    } else if (there === "#") showLocalError(t("summy.error.cell-grey", { cell: name, how }));
    else showLocalError(t("summy.error.cell-taken", { cell: name, symbol: there, how }));
  }
  function showLocalError(text) {
    local.error = text;
    ui.announce(text, true);
    ui.draw();
  }

  return {
    boardSymbol, canPlay, cannotPlay, clickCell, clickRack, cursorMoved, did, followTiles,
    pendingChanged, pendingKey, place, placements, recall, requestPreview, sayCellTaken, send, setWay,
    showLocalError, submit, takeBack, turnFields, usedIndices, whyWait,
  };
}
