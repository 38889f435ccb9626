// A game just run is brought into sight once, rack, hand or sheet included. When a cell runs,
// Notebook 7 and JupyterLab either leave the page where it was (the game's controls wait below
// the fold) or follow the next cell (on a phone, past a game taller than the window).
import { isFullScreen } from "./dom.js";

/** The element that scrolls the notebook around `root`: JupyterLab's or Notebook 7's own, else
 * the nearest parent that scrolls; null when the page itself scrolls. */
export function scrollingParent(root) {
  const known = root.closest(".jp-WindowedPanel-outer, .jp-NotebookPanel-notebook");
  if (known && known.clientHeight > 0) return known;
  for (let node = root.parentElement; node; node = node.parentElement) {
    const o = getComputedStyle(node).overflowY;
    if ((o === "auto" || o === "scroll") && node.clientHeight > 0
        && node.scrollHeight > node.clientHeight + 1) return node;
  }
  return null;
}

/** The part of the window that shows the notebook: [top, bottom] in the window's pixels. */
function shownRange(root) {
  const frame = scrollingParent(root)?.getBoundingClientRect();
  return [Math.max(0, frame ? frame.top : 0), Math.min(window.innerHeight, frame ? frame.bottom : Infinity)];
}

/** Whether the game in the notebook cell `cell` was just run by hand: the cell or the next one
 * is the active cell (Shift+Enter, Ctrl+Enter or ▶ moved on from it; Run All ends on the last
 * cell, so a game in the middle of a lesson does not pull the page to it). */
function runByHand(cell) {
  const active = (node) => Boolean(node?.classList.contains("jp-mod-active"));
  return active(cell) || active(cell.nextElementSibling);
}

/** Whether the game should be scrolled: in Jupyter, a game run by hand that is not wholly in
 * sight (the notebook may have followed the next cell, past the game); elsewhere (marimo,
 * another host), a game whose top shows and whose controls do not. */
function outOfSight(root, box, lowest, top, bottom) {
  const topShows = box.top >= top && box.top < bottom;
  const cell = root.closest(".jp-Cell");
  if (!cell) return topShows && lowest > bottom;
  return runByHand(cell) && (!topShows || lowest > bottom);
}

/**
 * Once `root` has been drawn (within `ms` of this call), bring a game just run into sight when
 * its top or the lowest of `controls()` (the elements a player acts with) is out of the window:
 * its end at the window's end when it fits, else its top at the top. Only once, and not in full
 * screen. Returns what stops watching.
 *
 *   const stop = revealWhenDrawn(root, () => [rackBar]);
 */
export function revealWhenDrawn(root, controls, ms = 4000) {
  const bornAt = performance.now();
  let done = false;
  const observer = new ResizeObserver(() => requestAnimationFrame(check));
  const stop = () => {
    done = true;
    observer.disconnect();
  };
  function check() {
    if (done) return;
    if (performance.now() - bornAt > ms || isFullScreen(root)) return stop();
    const box = root.getBoundingClientRect();
    if (!box.height) return;
    stop();
    const [top, bottom] = shownRange(root);
    const lowest = Math.max(...controls().filter(Boolean).map((e) => e.getBoundingClientRect().bottom));
    if (outOfSight(root, box, lowest, top, bottom)) {
      root.scrollIntoView({ block: box.height < bottom - top ? "end" : "start" });
    }
  }
  observer.observe(root);
  return stop;
}
