// Summa Summarum's timer: one run per round for the person at the screen, counted down on the
// page; Python decides when it is up.
import { h } from "../lib/dom.js";
import { put } from "./sheet.js";

// the timer's last seconds: shown in the warning colour with a word, and said once
const WARN_AT = 10;

/** `startTimer()` before each drawing and `renderTimer()` its area. */
export function timerPart(ui) {
  const { msg, get, local, areas, root } = ui;

  function startTimer() {
    const timer = get("timer") || {};
    // the same turn keeps its clock (a timer stopped by Python, e.g. a new game, stops here too)
    if (timer.turn === local.turn && (timer.seconds || !local.deadline)) return;
    local.turn = timer.turn;
    local.sentUp = false;
    local.start = null;
    local.die = null;
    if (local.ticker) clearInterval(local.ticker);
    local.ticker = null;
    local.deadline = null;
    const left = timer.left ?? timer.seconds;
    if (timer.seconds && left !== null && left !== undefined) {
      local.deadline = Date.now() + left * 1000;
      local.warned = left <= WARN_AT; // a round that starts short is not said again
      local.ticker = setInterval(tick, 250);
    }
  }

  // "58 s left" in the normal colour; the last seconds in the warning colour, with a word
  function showTimer(node) {
    const left = secondsLeft();
    const short = left <= WARN_AT;
    node.textContent = msg(short ? "summa.ui.time-short" : "summa.ui.time-left", { seconds: left });
    node.toggleAttribute("data-short", short);
  }

  function secondsLeft() {
    return Math.max(0, Math.ceil((local.deadline - Date.now()) / 1000));
  }

  function tick() {
    const shown = root.querySelector(".summa-timer");
    if (shown) showTimer(shown);
    // the live region stays quiet while the time runs: it speaks at 10 s, and when time is up
    // (Python's answer: the log's line and where the leftover dice went)
    if (secondsLeft() <= WARN_AT && secondsLeft() > 0 && !local.warned) {
      local.warned = true;
      const left = secondsLeft();
      ui.say(msg(left === 1 ? "summa.ui.live.time-short-one" : "summa.ui.live.time-short", { seconds: left }));
    }
    if (secondsLeft() <= 0 && !local.sentUp) {
      local.sentUp = true;
      clearInterval(local.ticker);
      local.ticker = null;
      // a little after the end, so Python's clock agrees the time is up
      setTimeout(() => ui.send({ action: "time_up" }), 300);
    }
  }

  function renderTimer() {
    const timer = local.deadline ? h("div", { class: "summa-timer", role: "timer" }) : null;
    if (timer) showTimer(timer);
    put(areas.timer, timer);
  }
  return { startTimer, renderTimer };
}
