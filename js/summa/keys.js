// Summa Summarum by keyboard: the arrows move the cursor over the sheet, a numeral's letter
// writes it, Enter and Space choose, Backspace and Delete take back, Escape lets go.
import { focusedIn } from "../lib/keys.js";
import { SIZE } from "./sheet.js";

/** Listen to the widget's keys; `focusCursor()` puts the focus on the cursor's cell. */
export function keysPart(ui) {
  const { local, root } = ui;

  function focusCursor() {
    const [r, c] = local.cursor;
    const cell = root.querySelector(`[data-cell='${r},${c}']`);
    if (cell) cell.focus({ preventScroll: false });
  }

  function moveCursor(event, r, c) {
    const last = SIZE - 1;
    const clamp = (v) => Math.min(last, Math.max(0, v));
    const table = {
      ArrowUp: [r - 1, c], ArrowDown: [r + 1, c], ArrowLeft: [r, c - 1], ArrowRight: [r, c + 1],
      Home: event.ctrlKey ? [0, 0] : [r, 0], End: event.ctrlKey ? [last, last] : [r, last],
      PageUp: [0, c], PageDown: [last, c],
    };
    if (!(event.key in table)) return false;
    const [nr, nc] = table[event.key];
    local.cursor = [clamp(nr), clamp(nc)];
    ui.redraw(["grid"]);
    focusCursor();
    return true;
  }

  root.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target.closest && target.closest("input, textarea")) return; // the command line types
    if (local.confirming || ui.stage() === "pass") {
      if (event.key === "Escape" && local.confirming) {
        local.confirming = false;
        ui.redraw(["pass"]);
        const back = root.querySelector("[data-action='new-game']");
        if (back) back.focus();
        event.preventDefault();
      }
      return;
    }
    const onCell = Boolean(target.closest && target.closest("[data-cell]"));
    const [r, c] = local.cursor;
    const asked = ui.clearAsk(); // Enter's question holds for the very next key only
    if (onCell && moveCursor(event, r, c)) {
      // moved
    } else if (/^[ivxlIVXL]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      ui.typeSymbol(event.key.toUpperCase());
    } else if (onCell && event.key === "Enter") {
      ui.pressEnter(r, c, asked);
    } else if (onCell && event.key === " ") {
      ui.clickCell(r, c, true);
    } else if (event.key === "Backspace" || event.key === "Delete") {
      if (!onCell || !ui.takeBack(r, c)) return;
    } else if (event.key === "Escape") {
      local.start = null;
      local.die = null;
      ui.redraw(["grid", "dice"]);
      if (!root.contains(focusedIn(root)) || focusedIn(root) === document.body) focusCursor();
    } else {
      return;
    }
    event.preventDefault();
  });
  return { focusCursor };
}
