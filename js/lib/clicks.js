// A double click (or a double tap) is one click. Pupils double-click what they mean to click
// once. On a game's piece the second click undid the first: a tile put down was taken back, a
// card or die chosen was let go, a cell marked was unmarked. On a button that ends a step the
// first click redraws the game, and the second landed on whatever now stood there (after
// =Pari='s Play: "New game…", which asked to end the game).
//
// So the second click of a double click (the browser counts it in the event's `detail`; here
// also on the same spot within QUICK_MS of the click before) is stopped before the widget's own
// listeners see it when it lands on a piece, or on another control than the first click did.
// Two quick clicks on the same button are two steps (zoom + +).
//
//   import { singleClicks } from "./lib/clicks.js";
//   const unclick = singleClicks(root, "[data-cell], [data-rack-index]");   // in render()
//   return () => { unclick(); ... };                                         // cleanup

export const QUICK_MS = 500;
const SPOT_PX = 12; // how far apart the two clicks of a double click may be
const CONTROLS = "button, select, input, textarea, a, summary, [role='button'], [data-action]";

/** What a click at `target` works: its control's key or action (a redraw makes a new element
 * for the same button), the control itself, or `target` when it is no control. */
function controlOf(target) {
  const control = target.closest?.(CONTROLS);
  if (!control) return target;
  return control.dataset.key || control.dataset.action || control;
}

/** Stop the second (third ...) click of a quick series on an element matching `pieces`, or on
 * another control than the click before; and keep the focus where it is when the second press
 * lands on another control (a field focuses on the press, before any click: after =Pari='s
 * Full screen the Command box stood where the button had been). */
export function singleClicks(root, pieces) {
  let last = { x: NaN, y: NaN, at: 0, control: null }; // the click before: where, when, on what
  const again = (event) => event.detail > 1 && Date.now() - last.at < QUICK_MS
    && Math.abs(event.clientX - last.x) <= SPOT_PX && Math.abs(event.clientY - last.y) <= SPOT_PX;
  const stop = (event) => {
    const control = controlOf(event.target);
    const second = again(event) && (event.target.closest?.(pieces) || control !== last.control);
    last = { x: event.clientX, y: event.clientY, at: Date.now(), control };
    if (second) {
      event.stopPropagation();
      event.preventDefault();
    }
  };
  const press = (event) => {
    const control = event.target.closest?.(CONTROLS) && controlOf(event.target);
    if (control && control !== last.control && again(event)) event.preventDefault();
  };
  root.addEventListener("click", stop, true);
  root.addEventListener("mousedown", press, true);
  return () => {
    root.removeEventListener("click", stop, true);
    root.removeEventListener("mousedown", press, true);
  };
}
