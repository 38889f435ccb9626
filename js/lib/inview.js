// The box of a screen that covers a game (the hot-seat pass screen: a name and Ready) stays in
// the part of the game the window shows, as `position: sticky` would. In JupyterLab and
// Notebook 7 sticky cannot: the output area (`overflow: auto`) is the nearest box that scrolls,
// so the box stayed at the game's top, out of sight when the notebook was scrolled below it
// (a pupil back from another tab saw a dimmed game and no Ready).
//
//   const unkeep = keepInView(passScreen, ".summy-pass-box");   // in render
//   return () => { unkeep(); ... };        // in the cleanup anywidget calls
import { shownRange } from "./reveal.js";

/** How far each box is moved down from its place at its cover's top. */
const shifts = new WeakMap();

/** Where the box goes: moved down from its place at the cover's top so that its top is `gap`
 * px below the top of what the window shows, never past the cover's end. */
function shiftFor(box, cover, gap) {
  const shift = shifts.get(box) || 0;
  const c = cover.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  if (!c.height || !b.height) return 0;
  const natural = b.top - shift;
  const [top] = shownRange(cover);
  const room = c.bottom - gap - b.height - natural;
  return Math.round(Math.max(0, Math.min(top + gap - natural, room)));
}

/**
 * Keep the box `cover.querySelector(selector)` in sight while the page, the notebook or the
 * window moves or `cover` changes size (shown, or its tab shown again), as long as `cover`
 * shows; at rest it sits at the cover's top. The box may be made anew each time. Returns what
 * stops it.
 */
export function keepInView(cover, selector, gap = 24) {
  let frame = 0;
  const place = () => {
    frame = 0;
    const box = cover.querySelector(selector);
    if (!box) return;
    const shift = shiftFor(box, cover, gap);
    if (shift === (shifts.get(box) || 0)) return;
    shifts.set(box, shift);
    box.style.transform = shift ? `translateY(${shift}px)` : "";
  };
  const soon = () => { frame ||= requestAnimationFrame(place); };
  const sizes = new ResizeObserver(soon);
  sizes.observe(cover);
  document.addEventListener("scroll", soon, { capture: true, passive: true });
  window.addEventListener("resize", soon);
  return () => {
    sizes.disconnect();
    cancelAnimationFrame(frame);
    document.removeEventListener("scroll", soon, { capture: true });
    window.removeEventListener("resize", soon);
  };
}

/**
 * Once the page has drawn, bring what a person plays with into sight, from the top of `first`
 * to the end of `last` (the rack; the hand and Play; the sheet and its buttons), when it is not:
 * its end at the end of what the window shows if it fits, else its top at the top. For the
 * moment Ready is pressed on a pass screen that followed the page far from them.
 */
export function bringIntoSight(first, last = first) {
  requestAnimationFrame(() => {
    if (!first?.isConnected || !last?.isConnected) return;
    const [top, bottom] = shownRange(first);
    const a = first.getBoundingClientRect();
    const b = last.getBoundingClientRect();
    if (a.top >= top && b.bottom <= bottom) return;
    const fits = b.bottom - a.top <= bottom - top;
    if (fits && b.bottom > bottom) last.scrollIntoView({ block: "end" });
    else first.scrollIntoView({ block: "start" });
  });
}
