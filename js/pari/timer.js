// =Pari='s think timer: the seconds left of a turn, counted down on the page; at 0 Python is
// told, and decides (the cards laid go back to the hand). Its last seconds are shown in the
// warning colour with a word, and said once, as Summa Summarum's.

/** The timer's last seconds. */
const WARN_AT = 10;

/** `startTimer(v)` after each drawing. */
export function timerPart(ui) {
  const { t, local, root } = ui;

  // "58 s left" in the normal colour; the last seconds in the warning colour, with a word (words
  // only: an hourglass sign has no glyph in many fonts)
  function showTimer(box, seconds) {
    const short = seconds <= WARN_AT;
    box.textContent = t(short ? "pari.timer-short" : "pari.timer", { seconds });
    box.toggleAttribute("data-short", short);
  }

  // the live region stays quiet while the time runs: it speaks once, at 10 s (a run that
  // starts short is not said)
  function warnOnce(seconds) {
    if (local.timerWarned || seconds > WARN_AT || seconds <= 0) return;
    local.timerWarned = true;
    ui.announce(t(seconds === 1 ? "pari.live.time-short-one" : "pari.live.time-short", { seconds }));
  }

  function startTimer(v) {
    if (local.timer !== null) clearInterval(local.timer);
    local.timer = null;
    const box = root.querySelector(".pari-timer");
    const left = v.timer ? v.timer.left_ms : null;
    if (!box || left === null || left === undefined) return;
    const end = Date.now() + left;
    // a drawing in the same run finds about the same end; a new run (turned again, the next
    // turn) a later one
    if (Math.abs(end - (local.timerEnd ?? -Infinity)) > 1500) local.timerWarned = left <= WARN_AT * 1000;
    local.timerEnd = end;
    const show = () => {
      const ms = Math.max(0, end - Date.now());
      const seconds = Math.ceil(ms / 1000);
      showTimer(box, seconds);
      warnOnce(seconds);
      if (ms === 0) {
        clearInterval(local.timer);
        local.timer = null;
        ui.send({ action: "tick" });
      }
    };
    show();
    if (left > 0) local.timer = setInterval(show, 250);
  }
  return { startTimer };
}
