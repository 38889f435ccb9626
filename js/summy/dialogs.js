// Summy's real modal dialogs (<dialog>.showModal: the focus moves in, the rest is inert, Escape
// closes); the focus goes back where it was when one closes.
import { focusedIn } from "../lib/keys.js";

/** `openDialog(node)` and `closeDialog(node)` for the new-game and exchange dialogs. */
export function dialogs(ui) {
  const { local, root, board, newDialog, exchangeDialog } = ui;
  let returnFocus = null;
  const openDialog = (node) => {
    returnFocus = focusedIn(root);
    if (!node.open) node.showModal();
  };
  const closeDialog = (node) => {
    if (node.open) node.close();
  };
  for (const node of [newDialog, exchangeDialog]) {
    node.addEventListener("close", () => {
      if (node === exchangeDialog && local.exchange) {
        local.exchange = false;
        local.marked.clear();
        putBack();
      }
      const back = returnFocus && returnFocus.isConnected ? returnFocus : board;
      back.focus({ preventScroll: true });
    });
  }
  /** No exchange made (Cancel, Escape): the tiles of this turn go back where they were. */
  function putBack() {
    const kept = local.keptTiles || new Map();
    local.keptTiles = null;
    for (const [cell, index] of kept) local.pending.set(cell, index);
    if (kept.size) ui.pendingChanged();
    else ui.draw();
  }
  return { openDialog, closeDialog };
}
