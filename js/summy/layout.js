// The sizes of Summy's board, its cells and the rack in the room a page gives them: plain
// arithmetic on numbers, no page in sight (summy.js measures the room and applies the result).

export const SIZE = 25;
// the side panel's flex basis (280 px) and a little room
export const SIDE_MIN = 290;
// a narrow column (a phone, a notebook beside a file list): the whole board would have cells
// too small to read or touch, so it shows the part in play, with cells of 28 px x zoom
export const NARROW_CELL = 18;
// a finger (a coarse pointer: a tablet) misses cells under 28 px
export const TOUCH_MIN = 28;

/** Whether a widget `width` px wide is too narrow for the whole board's cells.
 *   tooNarrow(700) // => false; tooNarrow(400) // => true */
export function tooNarrow(width) {
  return width > 0 && (width - 33) / (SIZE + 0.8) < NARROW_CELL;
}

/** The whole board's cell size in `width` x `tall` px and whether the side panel is beside it
 * (`rack`: the rack bar's heights `{bare, stacked}`, without and with the line under it).
 *   wholeBoard(1100, 900, { bare: 150, stacked: 200 }, 1) // => { cell: 26, side: true } */
export function wholeBoard(width, tall, rack, zoom) {
  // the board is 25.8 cells + 29 px wide (coordinates, gaps, frame) and 26 cells + 29 px high
  const byHeight = (rackHeight) => (tall - rackHeight - 62) / (SIZE + 1);
  const zoomCell = 32 * zoom;
  // beside when the width leaves the board there room for cells of 17 px, whatever the zoom:
  // - makes the cells smaller, it does not send the side panel (and -) below the board. A
  // short window (a laptop's 1366x768) gives cells of 16 px at least, the board scrolling in
  // its frame, with the side panel beside: below it would not make the cells larger
  const widthBeside = (width - SIDE_MIN - 14 - 33) / (SIZE + 0.8);
  const beside = Math.min(widthBeside, Math.max(byHeight(rack.bare), 16));
  const alone = Math.min((width - 33) / (SIZE + 0.8), Math.max(byHeight(rack.stacked), 16));
  const side = widthBeside >= 17;
  // - always shows smaller cells: zoom under 1 scales the cells that fit (at most 32 px)
  let cell = Math.max(8, Math.floor(Math.min(32, side ? beside : alone) * Math.min(zoom, 1)));
  if (zoom > 1) cell = Math.max(cell, Math.floor(zoomCell)); // scroll
  return { cell, side };
}

/** The part in play's cell size at `zoom` (`cell`) and at the `usual` zoom, whether the side
 * panel is beside it, the room the board has and the gap between its cells. `look` says how
 * the widget is shown: `{projector, full, fingers}` (full screen, a finger's cells).
 * The side panel stays beside the board when the board there still shows 11 columns at the
 * usual zoom, whatever the zoom now: - and + never move it (and themselves). */
export function windowCells({ width, tall, rackHeight, nRows, nCols }, zoom, usual, look) {
  const { projector, full, fingers } = look;
  const sized = (z) => Math.min(96, Math.max(fingers && !full ? TOUCH_MIN : 0,
    Math.round((projector ? 32 : full ? 44 : fingers ? 32 : 28) * z)));
  const gap = projector ? 2 : 1;
  const boardWidth = (n, cell) => (n + 0.8) * cell + n * gap + 10;
  const sideRoom = width - SIDE_MIN - 14;
  const beside = sideRoom >= boardWidth(Math.min(nCols, 11), sized(usual));
  const room = Math.floor(beside ? sideRoom : width);
  const byWidth = (room - 10 - nCols * gap) / (nCols + 0.8);
  const byHeight = (tall - rackHeight - 62 - nRows * gap) / (nRows + 1);
  const cellAt = (z) => Math.floor(Math.min(96, Math.max(sized(z), Math.min(byWidth, byHeight))));
  const usualCell = cellAt(usual);
  // under the usual zoom the cells shrink with it, also where all of the part in play fits
  const cell = zoom >= usual ? cellAt(zoom)
    : Math.max(sized(zoom), 8, Math.floor((usualCell * zoom) / usual));
  return { cell, usual: usualCell, beside, room, gap };
}

/** The rack's tiles as large as fit eight in one row of `rackRoom` px (`large`: a projector's
 * or full screen's sizes): the tile's size and the gap between tiles, in px.
 *   rackTiles(330, false) // => { tile: 33, gap: 6 } */
export function rackTiles(rackRoom, large) {
  // at least 24 px, a pointer's smallest target, with less room between them (6 px down to 3)
  // where eight of those need it
  const [most, least] = large ? [68, 36] : [52, 24];
  const fits = (gap) => Math.floor((rackRoom - 20 - 7 * gap) / 8);
  const gap = fits(6) >= least ? 6 : Math.max(3, Math.floor((rackRoom - 20 - 8 * least) / 7));
  return { tile: Math.max(least, Math.min(most, fits(gap))), gap };
}

/** The board's width and height in px: `nCols` x `nRows` cells of `cell` px with their
 * letters and numbers, `gap` px between them and the 2 px border.
 *   boardSize(25, 25, 20, 1) // => [546, 550] */
export function boardSize(nCols, nRows, cell, gap) {
  return [Math.ceil((nCols + 0.8) * cell + (nCols + 1) * gap + 4),
    Math.ceil((nRows + 1) * (cell + gap) + 4)];
}
