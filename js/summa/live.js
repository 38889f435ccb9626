// What a screen reader hears from Summa Summarum, once and politely: the live region.

/** `say(text)` at once; `announce()` after each message from Python says what changed. */
export function livePart(ui) {
  const { msg, get, local, live } = ui;

  function say(text) {
    local.toggle = !local.toggle;
    live.textContent = text + (local.toggle ? "\u00a0" : "");
  }

  function heardNow() {
    const now = ui.stage();
    const preview = get("preview") || {};
    const dice = get("dice") || [];
    const log = get("log") || [];
    return {
      note: get("note") || "",
      dice: now === "place" && dice.length ? `${get("round")}:${dice.map((d) => d.symbol).join("")}` : "",
      preview: preview.text || "",
      error: get("error") || "",
      log: log.length ? `${log.length}:${log[log.length - 1]}` : "",
      filled: (get("filled") || {}).text || "",
      said: (get("said") || {}).n || 0,
    };
  }

  function announce() {
    const now = heardNow();
    const before = local.heard;
    local.heard = now;
    if (!("note" in before)) return; // nothing is announced when the widget first appears
    const parts = [];
    const said = get("said") || {};
    if (now.said !== before.said && said.text) parts.push(said.text);
    else {
      // (a command refused: its error was read as the command line's answer)
      const answered = said.refused && said.text === now.error;
      if (now.error && now.error !== before.error && now.error !== now.preview && !answered) parts.push(now.error);
      if (now.preview && now.preview !== before.preview) parts.push(now.preview);
    }
    if (now.log && now.log !== before.log) parts.push((get("log") || []).slice(-1)[0]);
    if (now.filled && now.filled !== before.filled) parts.push(now.filled);
    if (now.dice && now.dice !== before.dice) {
      const words = (get("dice") || []).map((d) => msg(`summa.say.${d.symbol}`)).join("; ");
      parts.push(msg("summa.ui.live.dice", { round: get("round"), dice: words }));
    }
    if (now.note && now.note !== before.note && !parts.includes(now.note)) parts.push(now.note);
    if (!parts.length) return;
    // repeat-safe: the text always changes (a no-break space toggles), so the same words are read again
    local.toggle = !local.toggle;
    live.textContent = parts.join(" ") + (local.toggle ? "\u00a0" : "");
  }
  return { say, announce };
}
