// A double click (or a double tap) on a game's piece is one click. Pupils double-click what
// they mean to click once, and on a piece the second click undoes the first: a tile put down
// is taken back, a card or die chosen is let go, a cell marked is unmarked. The second click
// (the browser counts it in the event's `detail`; here also on the same spot within QUICK_MS
// of the click before, as a redraw may have put a new element there) is stopped before the
// widget's own listeners see it. Buttons are not pieces: two quick clicks on zoom are two
// steps.
//
//   import { singleClicks } from "./lib/clicks.js";
//   const unclick = singleClicks(root, "[data-cell], [data-rack-index]");   // in render()
//   return () => { unclick(); ... };                                         // cleanup

export const QUICK_MS = 500;
const SPOT_PX = 12; // how far apart the two clicks of a double click may be

/** Stop the second (third ...) click of a quick series on an element matching `pieces`. */
export function singleClicks(root, pieces) {
  let last = { x: NaN, y: NaN, at: 0 }; // where a piece was clicked last, and when
  const stop = (event) => {
    if (!event.target.closest?.(pieces)) return;
    const { clientX: x, clientY: y } = event;
    const now = Date.now();
    const again = event.detail > 1 && now - last.at < QUICK_MS
      && Math.abs(x - last.x) <= SPOT_PX && Math.abs(y - last.y) <= SPOT_PX;
    last = { x, y, at: now };
    if (again) {
      event.stopPropagation();
      event.preventDefault();
    }
  };
  root.addEventListener("click", stop, true);
  return () => root.removeEventListener("click", stop, true);
}
