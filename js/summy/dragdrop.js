// Summy's tiles dragged: by mouse (HTML drag and drop) or by finger and pen (touchDrag), a rack
// tile onto a cell, a tile put down onto another cell or back to the rack.
import { touchDrag } from "../lib/touchdrag.js";
import { parseCell } from "./cells.js";

/** Listen to drags and drops on the widget. */
export function dragAndDrop(ui) {
  const { get, local, root, board, rack, rackBar } = ui;
  // drag and drop: rack tile -> cell, pending tile -> cell or back to the rack
  const dragData = (tile) => (tile.dataset.rackIndex !== undefined
    ? { index: Number(tile.dataset.rackIndex) }
    : { from: tile.dataset.cell, index: local.pending.get(tile.dataset.cell) });
  let dragFrom = null; // the cell a mouse drag took a tile of this turn from, if any
  root.addEventListener("dragstart", (event) => {
    const tile = event.target.closest("[data-rack-index], [data-cell].summy-pending");
    if (!tile) return;
    dragFrom = dragData(tile).from ?? null;
    event.dataTransfer.setData("text/plain", JSON.stringify(dragData(tile)));
    event.dataTransfer.effectAllowed = "move";
  });
  // a cell that takes no tile refuses the drop (the pointer shows it), and then says why
  root.addEventListener("dragend", (event) => {
    const from = dragFrom;
    dragFrom = null;
    if (event.dataTransfer?.dropEffect !== "none") return;
    const found = root.getRootNode().elementFromPoint?.(event.clientX, event.clientY);
    refusedDrop(found, from);
  });
  /** A tile dragged onto `found` (an element, or null) did not land: say why when that is a
   * cell that holds a tile, or that the computer's tiles are still being laid. */
  function refusedDrop(found, from) {
    const cell = found?.closest?.("[data-cell]");
    if (!cell || !board.contains(cell) || cell.dataset.cell === from || ui.cannotPlay()) return;
    if (!isOpen(cell.dataset.cell)) ui.sayCellTaken(cell.dataset.cell, "drag");
  }
  const isOpen = (name) => ui.boardSymbol(name) === "." && !local.pending.has(name);
  const dropData = (event) => {
    try {
      return JSON.parse(event.dataTransfer.getData("text/plain"));
    } catch {
      return null;
    }
  };
  board.addEventListener("dragover", (event) => {
    const cell = event.target.closest("[data-cell]");
    if (cell && (isOpen(cell.dataset.cell) || cell.dataset.cell === dragFrom) && ui.canPlay()) {
      event.preventDefault();
    }
  });
  const dropOnCell = (cell, data) => {
    if (data.from) local.pending.delete(data.from);
    local.cursor = parseCell(cell.dataset.cell);
    if (!ui.place(cell.dataset.cell, data.index)) {
      if (data.from) ui.did("summy.said.back", data.from, (get("rack") || [])[data.index]);
      ui.pendingChanged();
    }
  };
  board.addEventListener("drop", (event) => {
    const cell = event.target.closest("[data-cell]");
    const data = dropData(event);
    if (!cell || !data) return;
    event.preventDefault();
    dropOnCell(cell, data);
  });
  rackBar.addEventListener("dragover", (event) => event.preventDefault());
  rackBar.addEventListener("drop", (event) => {
    const data = dropData(event);
    event.preventDefault();
    if (data && data.from) ui.takeBack(data.from);
  });
  // the same by finger or pen: a rack tile onto a cell, a tile put down onto another cell or
  // back to the rack
  touchDrag(root, {
    source: "[data-rack-index], [data-cell].summy-pending",
    canStart: () => ui.canPlay(),
    place: (found) => {
      const cell = found?.closest("[data-cell]");
      if (cell && board.contains(cell)) return isOpen(cell.dataset.cell) ? cell : null;
      return found && rackBar.contains(found) ? rack : null;
    },
    drop: (tile, place, found) => {
      const data = dragData(tile);
      if (place?.dataset.cell) dropOnCell(place, data);
      else if (place === rack && data.from) ui.takeBack(data.from);
      else if (!place) refusedDrop(found, data.from);
    },
  });
}
