// Summy by typing: a digit or sign typed puts the rack's tile of that symbol on the cursor's
// cell and moves the cursor on, the way typing goes, over the board's tiles (a sum typed as it
// reads types through them).
import { cellName } from "./cells.js";
import { SIZE } from "./layout.js";

/** Typing on the board: `typeSymbol("7")` and `advance(step, skipTiles)` for the cursor. */
export function typing(ui) {
  const { get, t, say, local } = ui;
  function typeSymbol(symbol) {
    if (ui.cannotPlay()) return;
    if (local.skipped?.length && ui.boardSymbol(local.skipped[0]) === symbol) {
      typedThrough(local.skipped.shift(), symbol); // a sum typed as it reads: 4+3=7 over M13
      return;
    }
    local.skipped = [];
    const [r, c] = local.cursor;
    const name = cellName(r, c);
    if (ui.boardSymbol(name) !== "." || local.pending.has(name)) {
      typedOnTile(name, symbol);
      return;
    }
    const rackTiles = get("rack") || [];
    const used = ui.usedIndices();
    let index = null;
    if (local.selected !== null && rackTiles[local.selected] === symbol) index = local.selected;
    for (let i = 0; index === null && i < rackTiles.length; i++) {
      if (rackTiles[i] === symbol && !used.has(i)) index = i;
    }
    if (index === null) {
      notHeld(symbol, rackTiles, used);
      return;
    }
    const way = local.direction;
    if (!ui.place(name, index)) return;
    if (local.direction !== way) ui.announce(t(`summy.said.way-${local.direction}`), true);
    advance(1, true);
  }
  /** A symbol typed that the rack does not hold (any more): said with the tiles still to
   * lay, and whether this turn's tiles on the board took the last of it. */
  function notHeld(symbol, rackTiles, used) {
    const left = rackTiles.filter((_, i) => !used.has(i));
    const laid = rackTiles.some((tile, i) => tile === symbol && used.has(i));
    const key = laid ? "summy.error.all-laid" : "summy.error.not-held";
    ui.showLocalError(t(key, { symbol, rack: left.join(" ") || "-" }));
  }
  /** A symbol typed where a tile lies: the same symbol on the board is typed through (the
   * cursor goes on, as when a whole sum is typed); anything else is said, with what to do. */
  function typedOnTile(name, symbol) {
    if (!local.pending.has(name) && ui.boardSymbol(name) === symbol) {
      typedThrough(name, symbol);
      advance(1, true);
    } else if (name === local.typeOn && typeOnFrom(name)) typeSymbol(symbol);
    else ui.sayCellTaken(name, "keys");
  }
  /** A tile just clicked or tapped down where the cursor is: keys typed next go on after it,
   * as they do after a typed tile (a pupil lays the first tile by mouse and types the rest).
   * True when the cursor could move on. */
  function typeOnFrom(name) {
    local.typeOn = null;
    advance(1, true);
    return cellName(...local.cursor) !== name;
  }
  /** `symbol` typed over the board's tile on `name`: said, and nothing put down. */
  function typedThrough(name, symbol) {
    local.error = "";
    ui.announce(t("summy.said.on-board", { cell: name, symbol: say(symbol) }), true);
    ui.draw();
  }
  /** Move the cursor `step` cells in the typing direction; `skipTiles`: on over the board's
   * tiles (kept in `local.skipped` after a step forward, so they can be typed through). */
  function advance(step, skipTiles) {
    const [dr, dc] = local.direction === "across" ? [0, step] : [step, 0];
    const inside = (r, c) => r >= 0 && r < SIZE && c >= 0 && c < SIZE;
    let [r, c] = [local.cursor[0] + dr, local.cursor[1] + dc];
    const skipped = [];
    while (skipTiles && inside(r, c) && !"#.".includes(ui.boardSymbol(cellName(r, c)))) {
      skipped.push(cellName(r, c));
      [r, c] = [r + dr, c + dc];
    }
    if (inside(r, c)) local.cursor = [r, c];
    local.skipped = step > 0 ? skipped : [];
    ui.draw();
  }
  return { advance, typeSymbol };
}
