// The computers' steps on =Pari='s table shown one at a time, at the widget's speed: while a
// step is shown, the screen shows the game as it was before that turn, and the live region's
// words wait for the step they are about.

// a step is shown for its `pace` times the speed; Python groups the steps and sets the pace
// (summy_widget/pari/steps.py): a play longest, a draw and a passed card one step together
const SPEEDS = { slow: 2200, normal: 1200, fast: 500, off: 0 };

/** The steps' queue and its pace: `takeEvents(v)`, `nextStep()`, `skip()`, `shownView(v)`. */
export function stepsPart(ui) {
  const { model, t, local } = ui;

  // computer steps, shown one at a time
  const queue = [];

  function speed() {
    return SPEEDS[model.get("speed")] ?? SPEEDS.normal;
  }

  /** Queues the computers' new steps (`v.steps`, events `n` to `last` each); returns how many.
   * Each step brings the numbers of before its player's turn (`before`, from event `turn`):
   * while it is shown, the screen is as it was then. */
  function takeEvents(v) {
    const events = v.events || [];
    const newest = events.length ? events[events.length - 1].n : 0;
    if (local.lastSeen === null) {
      local.lastSeen = newest;
      return 0;
    }
    let added = 0;
    for (const s of v.steps || []) {
      if (!(s.last > local.lastSeen && s.computer && speed() > 0)) continue;
      queue.push(s);
      added++;
    }
    local.lastSeen = Math.max(local.lastSeen, newest);
    return added;
  }

  function nextStep() {
    clearTimeout(local.animTimer);
    local.showing = queue.shift() || null;
    ui.draw();
    sayStep();
    if (local.showing) local.animTimer = setTimeout(nextStep, Math.round(speed() * (local.showing.pace ?? 1)));
  }

  function skip() {
    queue.length = 0;
    nextStep();
  }

  /** The live region follows the steps: the words up to a step's own are said when it is
   * shown, the rest (whose turn it is, the end of the game) when the last one has been. */
  function sayStep() {
    if (local.pendingSaid === null) return;
    if (!local.showing) {
      ui.announce(local.pendingSaid.trim());
      local.pendingSaid = null;
      return;
    }
    const at = local.showing.said ? local.pendingSaid.indexOf(local.showing.said) : -1;
    if (at < 0) return;
    const end = at + local.showing.said.length;
    ui.announce(local.pendingSaid.slice(0, end).trim());
    local.pendingSaid = local.pendingSaid.slice(end);
  }

  /** While a computer's turn is shown, the screen shows the game as it was before that turn:
   * its scores, counts, moves and the viewer's hand; not yet over. */
  function shownView(v) {
    if (!local.showing) return v;
    const b = local.showing.before || {};
    const events = v.events || [];
    return {
      ...v, scores: b.scores || v.scores, hand_sizes: b.hand_sizes || v.hand_sizes,
      // a card passed to the viewer joins their hand when the step that passes it is shown
      hand: (v.hand || []).filter((c) => c.arrives == null || c.arrives < local.showing.turn),
      piles: b.piles || v.piles, discards: b.discards || v.discards, ending: !!b.ending,
      over: false, winners: [], current: local.showing.seat, step: t("pari.turn-of", { name: v.names[local.showing.seat] }),
      // nobody's prompt, buttons or hint but the shown player's: the person waits (or skips)
      my_turn: false,
      log: (v.log || []).filter((_, i) => !events[i] || events[i].n < local.showing.turn),
      can_review: v.over ? false : v.can_review, review: v.over ? null : v.review,
    };
  }

  /** Whether `v` brings steps of another seat than the viewer's: the viewer's turn is over. */
  function othersMoved(v) {
    return local.lastSeen !== null && (v.events || []).some((e) => e.n > local.lastSeen && e.seat !== v.viewer);
  }
  return { queue, takeEvents, nextStep, skip, shownView, othersMoved };
}
