// Summy's board fitted to the room it has: the column's width and the visible height decide
// the cells' size, whether the side panel is beside the board or below it, and (a narrow
// column, a tablet, the projector, full screen) whether only the part in play is shown. The
// arithmetic is in layout.js; this module measures the page and applies it.
import { h, isFullScreen } from "../lib/dom.js";
import { focusedIn } from "../lib/keys.js";
import { scrollingParent } from "../lib/reveal.js";
import { cellName } from "./cells.js";
import {
  SIZE, TOUCH_MIN, boardSize, rackTiles, tooNarrow, wholeBoard as wholeBoardAt,
  windowCells as windowCellsAt,
} from "./layout.js";

/** The board's fit: `fit()` after every drawing and every change of the room; `playWindow()`
 * the part in play shown (null: the whole board); `stopFit()` stops watching the room. */
export function boardFit(ui) {
  const { get, local, root, board, cells, head, boardWrap, buttons, rackStatus, rackBar, main,
    rackButtons, sideButtons, gameOver } = ui;
  let barWidth = null; // a scroll bar's width, once measured (scrollBarWidth)
  // projector / full screen: the part in play large. It holds the tiles' box and every cell a
  // move may reach from it (a rack's length), and scrolls where it does not fit; the zoom sets
  // the cells' size (- shows more of the board, + less)
  const REACH = 8;
  // a narrow column (a phone, a notebook beside a file list) shows the part in play too
  const narrow = () => tooNarrow(main.clientWidth);
  // a finger (a coarse pointer: a tablet) misses cells under TOUCH_MIN: where the whole board's
  // would be smaller, it shows the part in play too, in cells of 32 px x zoom (never under 28),
  // the widget's own full size (32 px x zoom) and a pitch of 33 px, ~7 mm on a 10" tablet;
  // 44 px would leave only a dozen rows in sight
  const coarse = window.matchMedia ? window.matchMedia("(pointer: coarse)") : null;
  /** The box around the tiles on the board before this turn and its middle cell: a move's
   * cells lie within REACH of them, and tiles put down do not count, so the part in play (and
   * each cell's place) stays while tiles come and go. */
  function tilesBox() {
    let [r0, r1, c0, c1] = [12, 12, 12, 12];
    (get("board") || []).forEach((line, r) => [...line].forEach((ch, c) => {
      if (ch === ".") return;
      r0 = Math.min(r0, r); r1 = Math.max(r1, r); c0 = Math.min(c0, c); c1 = Math.max(c1, c);
    }));
    return { r0, r1, c0, c1, middle: [Math.round((r0 + r1) / 2), Math.round((c0 + c1) / 2)] };
  }
  function playWindow() {
    if (!(isFullScreen(root) || get("projector") || narrow() || local.fingers)) return null;
    let { r0, r1, c0, c1, middle } = tilesBox();
    const cover = (r, c) => {
      r0 = Math.min(r0, r); r1 = Math.max(r1, r); c0 = Math.min(c0, c); c1 = Math.max(c1, c);
    };
    const span = (a, b) => [Math.max(0, a - REACH), Math.min(SIZE - 1, b + REACH)];
    [r0, r1] = span(r0, r1);
    [c0, c1] = span(c0, c1);
    cover(...local.cursor);
    return { r0, r1, c0, c1, middle };
  }
  /** Size the board to the room it has now: the whole board, or the part in play. */
  function fit() {
    const width = main.clientWidth;
    if (!width) return;
    const full = isFullScreen(root);
    const box = scrollingParent(root);
    const tall = full ? window.innerHeight : Math.min(window.innerHeight, box ? box.clientHeight : Infinity);
    const rackHeight = rackBar.getBoundingClientRect().height || 70;
    const rack = rackHeights(rackHeight);
    // decided at the usual zoom, not above it: + and - change the cells' size, never the layout
    // (the side panel with + and - would jump below the board, out from under the finger)
    const steadyZoom = Math.min(get("zoom") || 1, usualZoom());
    local.fingers = !!coarse?.matches
      && wholeBoard(width, tall, rack, steadyZoom).cell < TOUCH_MIN;
    root.classList.toggle("summy-fingers", local.fingers);
    const win = playWindow();
    const nRows = win ? win.r1 - win.r0 + 1 : SIZE;
    const nCols = win ? win.c1 - win.c0 + 1 : SIZE;
    root.style.setProperty("--summy-cols", String(nCols));
    boardWrap.style.maxHeight = `${Math.max(200, Math.floor(tall - rackHeight - 30))}px`;
    const windowed = root.classList.contains("summy-windowed");
    root.classList.toggle("summy-windowed", !!win);
    if (windowed !== !!win) ui.drawBoard(); // a column grown or narrowed past tooNarrow
    if (win) {
      fitWindow(win, width, tall, rackHeight, nRows, nCols);
      markZoomEnds((z) => windowCells(width, tall, rackHeight, nRows, nCols, z).cell);
      local.wholeCell = null;
    } else fitWhole(width, tall, rack);
  }
  /** The whole board in `width` x `tall` px (`rack`: the rack bar's heights, rackHeights). */
  function fitWhole(width, tall, rack) {
    boardWrap.style.maxWidth = "";
    root.style.removeProperty("--summy-rack");
    root.style.removeProperty("--summy-rack-gap");
    local.windowKey = null;
    const { cell, side } = wholeBoard(width, tall, rack);
    // the frame keeps the size of the whole board at zoom 1: - and + change the cells (the
    // board scrolls in its frame), while the rack and the side panel with - and + stay put
    const usualCell = wholeBoard(width, tall, rack, 1).cell;
    const [frameWidth, frameHeight] = boardSize(SIZE, SIZE, usualCell, 1);
    // a frame lower than the board (a short window) scrolls up and down: its scroll bar gets
    // room of its own, so the last column is not cut and the board does not scroll sideways
    const bar = frameHeight > parseFloat(boardWrap.style.maxHeight) ? scrollBarWidth() : 0;
    keepFrame([frameWidth + bar, frameHeight], true);
    root.style.setProperty("--summy-fit", `${cell}px`);
    stack(!side);
    markZoomEnds((z) => wholeBoard(width, tall, rack, z).cell);
    showTilesOrCursor(cell);
  }
  /** Zoomed in past the frame: a new cell size brings the tiles into the middle of the view,
   * not the board's top left corner; the keyboard's cursor moved comes into view
   * (aria-activedescendant: the page does not scroll to it). */
  function showTilesOrCursor(cell) {
    const scrolls = boardWrap.scrollWidth > boardWrap.clientWidth + 1
      || boardWrap.scrollHeight > boardWrap.clientHeight + 1;
    const cursor = cellName(...local.cursor);
    if (cell !== local.wholeCell && scrolls) {
      const target = cells.get(cellName(...tilesBox().middle));
      if (target) showInWrap(target, true);
    } else if (cursor !== local.cursorShown && scrolls) {
      const target = cells.get(cursor);
      if (target) showInWrap(target, false);
    }
    local.wholeCell = cell;
    local.cursorShown = cursor;
  }
  /** The side panel below the board (`stacked`) or beside it. Below, Exchange tiles and Hint
   * join Submit in the rack's row, in sight with the tiles (a tablet upright, a phone): a pupil
   * whose tiles fit no sum needs Exchange tiles without scrolling; beside, they head the side
   * panel's buttons. At the game's end, below, New game stands there too (the game-over box is
   * below the board). A button moved keeps the keyboard's focus; New game pressed by the rack
   * hands it to the new tiles. */
  function stack(stacked) {
    root.classList.toggle("summy-stacked", stacked);
    const focused = focusedIn(root);
    if ((buttons.exchange.parentNode === rackButtons) !== stacked) {
      if (stacked) rackButtons.append(buttons.exchange, buttons.hint);
      else sideButtons.prepend(buttons.exchange, buttons.hint);
    }
    const newGame = buttons["new-game"];
    const byRack = stacked && !gameOver.hidden;
    let next = focused;
    if ((newGame.parentNode === rackButtons) !== byRack) {
      if (byRack) rackButtons.append(newGame);
      else buttons["restore-game"].before(newGame);
      // New game pressed by the rack: the keyboard goes on with the new tiles beside it
      const firstTile = ui.rack.querySelector("[data-rack-index]");
      if (stacked && focused === newGame && firstTile) next = firstTile;
    }
    if (next && focusedIn(root) !== next) next.focus({ preventScroll: true });
  }
  /** The rack bar's height without the line under it that repeats the preview (`bare`, beside
   * the side panel) and with it (`stacked`): `.summy-rack-status`, 3 lines of 1.3 at 0.9em and
   * the bar's gap of 10 px. Whether the side panel is beside the board is decided on `bare`, so
   * the line shown or hidden cannot change that decision (the layout would depend on its past).
   * @example rackHeights(209) // => { bare: 150.35, stacked: 209 } (15 px, the line shown) */
  function rackHeights(now) {
    const line = parseFloat(getComputedStyle(rackBar).fontSize) * 0.9 * 1.3 * 3 + 10;
    const bare = getComputedStyle(rackStatus).display === "none" ? now : now - line;
    return { bare, stacked: bare + line };
  }
  /** The whole board's cell size and whether the side panel is beside it (summy-layout.js). */
  const wholeBoard = (width, tall, rack, zoom = get("zoom") || 1) =>
    wholeBoardAt(width, tall, rack, zoom);
  /** - and + unavailable where a click would not change the cells (`cellAt(zoom)`): at the
   * zoom's ends, or a finger's smallest cells. aria-disabled, not disabled: the button keeps
   * the keyboard's focus (a lost focus sends the next keys to the notebook). */
  function markZoomEnds(cellAt) {
    const zoom = get("zoom") || 1;
    const scale = get("zoom_scale"); // the kernel's least and most zoom, one click's step
    const step = (k) => Math.min(scale.most, Math.max(scale.least, zoom * scale.step ** k));
    const now = cellAt(zoom);
    buttons["zoom-out"].setAttribute("aria-disabled", String(cellAt(step(-1)) === now));
    buttons["zoom-in"].setAttribute("aria-disabled", String(cellAt(step(1)) === now));
  }
  /** The zoom a widget starts at: 1.25 on the projector (cells of 40 px), else 1. */
  function usualZoom() {
    return get("projector") ? get("zoom_scale").projector : 1;
  }
  // the part in play: cells of 32 px x zoom (44 px x zoom in full screen; the projector's zoom
  // starts at 1.25), larger when all of it fits. The side panel stays beside the board when the
  // board there still shows 11 columns at the usual zoom, else it goes below (a narrow notebook
  // on a projector). The frame keeps the board's size at the usual zoom: - and + change the
  // cells (the board scrolls in its frame), while the rack and the side panel stay put.
  function fitWindow(win, width, tall, rackHeight, nRows, nCols) {
    const { cell, usual, beside, room, gap } = windowCells(width, tall, rackHeight, nRows, nCols);
    const [frameWidth, frameHeight] = boardSize(nCols, nRows, usual, gap);
    boardWrap.style.maxWidth = `${room}px`;
    keepFrame([Math.min(room, frameWidth), frameHeight], beside);
    root.style.setProperty("--summy-fit", `${cell}px`);
    stack(!beside);
    fitRack(beside ? Math.min(room, frameWidth) : width);
    // a new part or size: the middle of the tiles in the middle of the view (the cursor in view)
    const key = `${win.r0},${win.r1},${win.c0},${win.c1},${cell},${gap},${beside},${room}`;
    const cursor = cellName(...local.cursor);
    const centre = key !== local.windowKey;
    const target = centre ? cells.get(cellName(...win.middle))
      : cursor !== local.cursorShown ? cells.get(cursor) : null; // the person may scroll too
    local.windowKey = key;
    local.cursorShown = cursor;
    if (target) showInWrap(target, centre);
  }
  /** The part in play's cell size now and at the usual zoom, the side panel's place, the
   * board's room and its gap (summy-layout.js), as this widget is shown now. */
  function windowCells(width, tall, rackHeight, nRows, nCols, zoom = get("zoom") || 1) {
    const look = { projector: !!get("projector"), full: isFullScreen(root), fingers: local.fingers };
    return windowCellsAt({ width, tall, rackHeight, nRows, nCols }, zoom, usualZoom(), look);
  }
  /** The rack's tiles as large as fit in one row of `rackRoom` px (in a projector's size). */
  function fitRack(rackRoom) {
    const { tile, gap } = rackTiles(rackRoom, !!get("projector") || isFullScreen(root));
    root.style.setProperty("--summy-rack", `${tile}px`);
    root.style.setProperty("--summy-rack-gap", `${gap}px`);
  }
  /** A scroll bar's width here, measured once (0 where scroll bars float over the content). */
  function scrollBarWidth() {
    if (barWidth === null) {
      const probe = h("div", {
        style: "position:absolute;visibility:hidden;width:60px;height:60px;overflow:scroll" });
      root.append(probe);
      barWidth = probe.offsetWidth - probe.clientWidth;
      probe.remove();
    }
    return barWidth;
  }
  /** The board's frame at `[width, height]` px (the width only `across`, else the board's own). */
  function keepFrame([width, height], across) {
    boardWrap.style.width = across ? `${width}px` : "";
    boardWrap.style.height = `${height}px`;
  }
  const RING = 4; // the keyboard cursor's outline: 3 px wide, 1 px from its cell (summy.css)
  /** Scroll the board's frame (never the page) so `node` is in view, in the middle if `centre`. */
  function showInWrap(node, centre) {
    const frame = boardWrap.getBoundingClientRect();
    const at = node.getBoundingClientRect();
    if (!at.width) return;
    // the sticky letters (at the top) and numbers (at the left) cover what scrolls under them
    const corner = head.firstChild.getBoundingClientRect();
    const [padX, padY] = [corner.width + 1, corner.height + 1];
    const x = at.left - frame.left + boardWrap.scrollLeft;
    const y = at.top - frame.top + boardWrap.scrollTop;
    if (centre) {
      // by whole cells, so no column or row is cut under the sticky letters and numbers
      const style = getComputedStyle(board);
      const gap = parseFloat(style.columnGap) || 0;
      const border = parseFloat(style.borderLeftWidth) || 0;
      // (at most as far as the frame scrolls: the last whole cell, not a cut one at the start)
      const whole = (want, pitch, most) => {
        const k = Math.max(0, Math.min(Math.round(want / pitch), Math.floor((most - border) / pitch)));
        return k ? k * pitch + border : 0;
      };
      boardWrap.scrollLeft = whole(x - (boardWrap.clientWidth - at.width) / 2, at.width + gap,
        boardWrap.scrollWidth - boardWrap.clientWidth);
      boardWrap.scrollTop = whole(y - (boardWrap.clientHeight - at.height) / 2, at.height + gap,
        boardWrap.scrollHeight - boardWrap.clientHeight);
      return;
    }
    // a cell in view stays where it is (a tap on a cell at the edge does not move the board);
    // one that is not comes into view with the cursor's ring around it (3 px, 1 px apart)
    const seen = at.left >= frame.left + padX - 1 && at.right <= frame.left + boardWrap.clientWidth
      && at.top >= frame.top + padY - 1 && at.bottom <= frame.top + boardWrap.clientHeight;
    if (seen) return;
    const [left, right] = [padX + RING, boardWrap.clientWidth - RING];
    const [top, bottom] = [padY + RING, boardWrap.clientHeight - RING];
    if (at.left < frame.left + left - 1) boardWrap.scrollLeft = x - left;
    else if (at.right > frame.left + right) boardWrap.scrollLeft = x + at.width - right;
    if (at.top < frame.top + top - 1) boardWrap.scrollTop = y - top;
    else if (at.bottom > frame.top + bottom) boardWrap.scrollTop = y + at.height - bottom;
  }
  const observer = new ResizeObserver(() => fit());
  observer.observe(main);
  window.addEventListener("resize", fit);
  document.addEventListener("fullscreenchange", fit);
  coarse?.addEventListener?.("change", fit); // a mouse plugged into a tablet, or taken away
  const stopFit = () => {
    observer.disconnect();
    window.removeEventListener("resize", fit);
    document.removeEventListener("fullscreenchange", fit);
    coarse?.removeEventListener?.("change", fit);
  };
  return { coarse, fit, playWindow, stopFit };
}
