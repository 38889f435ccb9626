// Summy by keyboard and mouse on the board and the rack: a click puts a tile down or takes it
// back, arrows move the cursor, digits and signs type tiles, Enter submits, Escape recalls.
import { KEY_SYMBOL, cellName } from "./cells.js";
import { SIZE } from "./layout.js";

const ARROWS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
const clamp = (v) => Math.min(SIZE - 1, Math.max(0, v));

/** Where a key moves the cursor from `[r, c]` (null: it does not move it).
 *   cursorKey({ key: "PageDown" }, [10, 3]) // => [15, 3]
 *   cursorKey({ key: "Home", ctrlKey: true }, [10, 3]) // => [0, 0] */
export function cursorKey(event, [r, c]) {
  if (event.key in ARROWS) {
    const [dr, dc] = ARROWS[event.key];
    return [clamp(r + dr), clamp(c + dc)];
  }
  const jumps = {
    Home: event.ctrlKey ? [0, 0] : [r, 0],
    End: event.ctrlKey ? [SIZE - 1, SIZE - 1] : [r, SIZE - 1],
    PageUp: [clamp(r - 5), c],
    PageDown: [clamp(r + 5), c],
  };
  return jumps[event.key] ?? null;
}

/** Listen to the board's clicks and keys and the rack's clicks. */
export function boardKeys(ui) {
  const { get, local, board, preview, rack } = ui;
  // the keys that act on the tiles of this turn
  const actions = {
    // the mirror of typing: step back over the board's tiles to the last tile put down
    Backspace: () => {
      if (ui.takeBack(cellName(...local.cursor))) return;
      ui.advance(-1, true);
      ui.takeBack(cellName(...local.cursor));
    },
    Delete: () => ui.takeBack(cellName(...local.cursor)),
    Enter: () => ui.submit(),
    Escape: () => ui.recall(),
    // the preview in full (why not legal, the sums), a legal move in words, not notation
    "?": () => {
      const prev = get("preview") || {};
      const legal = preview.dataset.state === "legal" && prev.said_reason;
      ui.announce(legal ? prev.said_reason : preview.textContent, true);
    },
  };
  /** Act on a key pressed on the board; false when the key is not the board's. */
  function pressed(event) {
    const to = cursorKey(event, local.cursor);
    if (to) {
      if (event.key in ARROWS) ui.setWay(ARROWS[event.key][0] === 0 ? "across" : "down");
      local.cursor = to;
      ui.cursorMoved();
    } else if (event.key in actions) actions[event.key]();
    else if (/^[0-9]$/.test(event.key) || event.key in KEY_SYMBOL) {
      ui.typeSymbol(/^[0-9]$/.test(event.key) ? event.key : KEY_SYMBOL[event.key]);
    } else return false;
    return true;
  }
  board.addEventListener("keydown", (event) => {
    if (!pressed(event)) return;
    event.preventDefault();
    event.stopPropagation();
  });
  board.addEventListener("click", (event) => {
    const cell = event.target.closest("[data-cell]");
    if (cell) {
      board.focus({ preventScroll: true });
      ui.clickCell(cell.dataset.cell);
    }
  });
  rack.addEventListener("click", (event) => {
    const tile = event.target.closest("[data-rack-index]");
    if (tile) ui.clickRack(Number(tile.dataset.rackIndex));
  });
}
