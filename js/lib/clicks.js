// A double click (or a double tap) on a game's piece is one click. Pupils double-click what
// they mean to click once, and on a piece the second click undoes the first: a tile put down
// is taken back, a card or die chosen is let go, a cell marked is unmarked. The second click
// (the browser counts it in the event's `detail`) on a piece is stopped before the widget's
// own listeners see it. Buttons are not pieces: two quick clicks on zoom are two steps.
//
//   import { singleClicks } from "./lib/clicks.js";
//   const unclick = singleClicks(root, "[data-cell], [data-rack-index]");   // in render()
//   return () => { unclick(); ... };                                         // cleanup

/** Stop the second (third ...) click of a quick series on an element matching `pieces`. */
export function singleClicks(root, pieces) {
  const stop = (event) => {
    if (event.detail > 1 && event.target.closest?.(pieces)) {
      event.stopPropagation();
      event.preventDefault();
    }
  };
  root.addEventListener("click", stop, true);
  return () => root.removeEventListener("click", stop, true);
}
