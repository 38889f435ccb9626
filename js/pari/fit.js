// =Pari= in full screen: the cards grow into the room the table and the hand leave.
import { isFullScreen } from "../lib/dom.js";
import { largestFit } from "../lib/fit.js";

/** Whether an equation stands on one line with room at its end for two more cards, and
 * for seven in all. */
export function roomForMore(equation) {
  const parts = equation.querySelectorAll(".pari-card, .pari-gap");
  if (!parts.length) return true;
  const first = parts[0].getBoundingClientRect();
  const last = parts[parts.length - 1].getBoundingClientRect();
  if (Math.abs(last.top - first.top) > 1) return false; // wrapped onto a second line
  const card = equation.querySelector(".pari-card")?.getBoundingClientRect().width || 0;
  const gap = equation.querySelector(".pari-gap")?.getBoundingClientRect().width || 0;
  const style = getComputedStyle(equation);
  const end = equation.getBoundingClientRect().right - parseFloat(style.paddingRight) -
    parseFloat(style.borderRightWidth);
  const more = Math.max(2, 7 - equation.querySelectorAll(".pari-card").length);
  return last.right + more * (card + 4 + gap + 2) <= end; // margins: 2 px a side of each
}

/** `fitFullScreen()` after each drawing. */
export function fitPart(ui) {
  const { local, frame, root } = ui;

  /** In full screen the cards grow into the room the table and the hand leave (`--pari-fit`,
   * 1 to 2 times the projector's cards): as large as keeps both inside the window and every
   * equation on one line with room for seven cards, or two more than it holds, so the cards
   * keep their size while a short equation is built. While the computers' steps are shown
   * the cards only shrink (when a long equation needs it), so the table does not grow and
   * shrink from step to step; they may grow again once the steps are over. */
  function fitFullScreen() {
    if (!isFullScreen(frame)) {
      frame.style.removeProperty("--pari-fit");
      local.stepFit = null;
      return;
    }
    const room = frame.clientHeight - 24; // the frame's padding
    const fits = () => {
      const hand = root.querySelector(".pari-hand");
      const height = hand.getBoundingClientRect().bottom - root.getBoundingClientRect().top + 14;
      return height <= room && [...root.querySelectorAll(".pari-table .pari-equation")].every(roomForMore);
    };
    const most = local.showing && local.stepFit !== null ? local.stepFit : 2;
    const scale = largestFit((s) => frame.style.setProperty("--pari-fit", s.toFixed(3)), fits, 1, most);
    local.stepFit = local.showing ? scale : null;
  }
  return { fitFullScreen };
}
