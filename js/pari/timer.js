// =Pari='s think timer: the seconds left of a turn, counted down on the page; at 0 Python is
// told, and decides.

/** `startTimer(v)` after each drawing. */
export function timerPart(ui) {
  const { t, local, root } = ui;

  function startTimer(v) {
    if (local.timer !== null) clearInterval(local.timer);
    local.timer = null;
    const box = root.querySelector(".pari-timer");
    const left = v.timer ? v.timer.left_ms : null;
    if (!box || left === null || left === undefined) return;
    const end = Date.now() + left;
    const show = () => {
      const ms = Math.max(0, end - Date.now());
      // words only, as Summa Summarum's timer (an hourglass sign has no glyph in many fonts)
      box.textContent = t("pari.timer", { seconds: Math.ceil(ms / 1000) });
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
