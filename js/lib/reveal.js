// A game just run is brought into sight, rack, hand or sheet included, and kept there while the
// page settles, until the person moves the page. When a cell runs, Notebook 7 and JupyterLab
// either leave the page where it was (the game's controls wait below the fold) or follow the
// next cell (on a phone, past a game taller than the window); Run All ends at the last cell,
// below the game.
import { isFullScreen } from "./dom.js";

/** The mark of a game's element that brings itself into sight (the first in a notebook: Run All). */
const GAME = "data-sw-reveal";

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

/** The part of the window that shows the notebook (or the game in full screen): [top, bottom]
 * in the window's pixels. */
export function shownRange(root) {
  const full = document.fullscreenElement;
  const frame = (full?.contains(root) ? full : scrollingParent(root))?.getBoundingClientRect();
  return [Math.max(0, frame ? frame.top : 0), Math.min(window.innerHeight, frame ? frame.bottom : Infinity)];
}

const active = (node) => Boolean(node?.classList.contains("jp-mod-active"));

/** Whether the notebook around `cell` shows its active cell. A long notebook lays out only the
 * cells near the view: while a Run All runs, the last cell is active, far below, and the page
 * moves to it only when the run ends (seconds after the first game was drawn, on a busy
 * machine); until then it is not known whether the game was run by hand. */
function activeShown(cell) {
  return Boolean(cell.closest(".jp-Notebook")?.querySelector(".jp-Notebook-cell.jp-mod-active"));
}

/** Whether the game in the notebook cell `cell` was just run by hand: the cell or the next one
 * is the active cell (Shift+Enter, Ctrl+Enter or ▶ moved on from it). */
function runByHand(cell) {
  return active(cell) || active(cell.nextElementSibling);
}

/** Whether `root` is the first game of a notebook whose last cell is the active one: Run All
 * (or Restart and Run All) leaves the page at the lesson's last cell, below the game a pupil
 * came to play; the first game is brought into sight, a later one is not (the page would jump
 * from game to game as each is drawn). */
function firstOfRunAll(root, cell) {
  const notebook = cell.closest(".jp-Notebook");
  const cells = notebook ? notebook.querySelectorAll(".jp-Notebook-cell") : [];
  const last = cells[cells.length - 1];
  return last !== undefined && last !== cell && active(last)
    && notebook.querySelector(`[${GAME}]`) === root;
}

/** A cell far from sight is not laid out (JupyterLab's notebook gives its cells
 * `content-visibility: auto`), so a game drawn there has only a guessed size: the first game
 * of a Run All brings its cell near first, and is measured once laid out. */
function nearFirstOfRunAll(root) {
  const cell = root.closest(".jp-Cell");
  const near = Boolean(cell && notLaidOut(root) && firstOfRunAll(root, cell));
  if (near) cell.scrollIntoView({ block: "start" });
  return near;
}

/** Whether `root` lies in a part of the page the browser does not lay out (its size is a guess). */
function notLaidOut(root) {
  return root.checkVisibility?.({ contentVisibilityAuto: true }) === false;
}

/** Whether the game should be scrolled: in Jupyter, a game run by hand, or the first game of a
 * Run All, that is not wholly in sight (the notebook may have followed the next cell, past the
 * game); elsewhere (marimo, another host), a game whose top shows and whose controls do not. */
function outOfSight(root, box, lowest, top, bottom) {
  const topShows = box.top >= top && box.top < bottom;
  const cell = root.closest(".jp-Cell");
  if (!cell) return topShows && lowest > bottom;
  return (runByHand(cell) || firstOfRunAll(root, cell)) && (!topShows || lowest > bottom);
}

/** What a person does to move the page or play: from then on the page is theirs. */
const PERSON_ACTS = ["wheel", "touchstart", "pointerdown", "keydown"];

/** How far the element that scrolls the notebook around `root` (or the page) is scrolled. */
const scrolled = (root) => (scrollingParent(root) || document.scrollingElement).scrollTop;

/**
 * Once `root` has been drawn, bring a game just run into sight when its top or the lowest of
 * `controls()` (the elements a player acts with) is out of the window: its end at the window's
 * end when it fits, else its top at the top. Decided once its notebook shows the active cell
 * (when a Run All ends on a busy machine, the notebook moves to its last cell after the game
 * was drawn). It is kept in sight for `ms` while cells above it, laid out late, push it down;
 * not once the page was scrolled by someone else (the person, a find in the page, a screen
 * reader) or the person taps, clicks or types: from then on the page is theirs. Not in full
 * screen. Returns what stops watching.
 *
 *   const stop = revealWhenDrawn(root, () => [rackBar]);
 */
export function revealWhenDrawn(root, controls, ms = 8000) {
  root.setAttribute(GAME, "");
  const bornAt = performance.now();
  let shownAt = 0; // when the game was first laid out with its notebook's active cell shown
  let leftAt = 0; // how far the notebook was scrolled when the game last looked
  let settledAt = 0; // after the game's own scroll: when the page is laid out where it went
  let done = false;
  const observer = new ResizeObserver(() => requestAnimationFrame(check));
  // a game drawn in a cell far from sight is not laid out, and no resize is observed there
  const timer = setInterval(check, 250);
  const watch = (on) => {
    const change = (on ? window.addEventListener : window.removeEventListener).bind(window);
    for (const type of PERSON_ACTS) change(type, stop, { capture: true, passive: true });
  };
  function stop() {
    done = true;
    observer.disconnect();
    clearInterval(timer);
    watch(false);
  }
  function check() {
    if (done) return;
    const now = performance.now();
    // (a game never laid out, or in a notebook that never shows its active cell: 4 x ms)
    const end = shownAt ? shownAt + ms : bornAt + 4 * ms;
    if (now > end || isFullScreen(root)) return stop();
    if (now < settledAt) return;
    const box = root.getBoundingClientRect();
    if (!box.height || notLaidOut(root)) {
      if (nearFirstOfRunAll(root)) movedBy(now, 500);
      return;
    }
    const cell = root.closest(".jp-Cell");
    if (cell && !activeShown(cell)) return;
    if (shownAt && scrolled(root) !== leftAt) return stop(); // scrolled by someone else
    shownAt ||= now;
    const [top, bottom] = shownRange(root);
    const lowest = Math.max(...controls().filter(Boolean).map((e) => e.getBoundingClientRect().bottom));
    if (outOfSight(root, box, lowest, top, bottom)) {
      root.scrollIntoView({ block: box.height < bottom - top ? "end" : "start" });
      return movedBy(now, 250);
    }
    leftAt = scrolled(root);
  }
  /** After the game's own scroll: where it left the page, and a wait until the browser has laid
   * out where it went (until then the game may still count as far from sight). */
  function movedBy(now, wait) {
    leftAt = scrolled(root);
    settledAt = now + wait;
  }
  observer.observe(root);
  watch(true);
  return stop;
}
