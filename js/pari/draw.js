// =Pari= drawn: the three areas built anew from the view (or the computers' step shown), the
// pass screen, the fit, the focus kept; and what a new view from Python sets going.
import { focusedIn } from "../lib/keys.js";
import { bringIntoSight } from "../lib/inview.js";
import { NEXT_STEP } from "./focus.js";

/** `draw()` the whole widget; `onView()` when Python sends a new view; `announce(text)` in the
 * live region; `stepOf(view)` names where the game stands. */
export function drawPart(ui) {
  const { model, local, root, live, areas } = ui;

  function draw() {
    const v = ui.shownView(model.get("view") || {});
    if (!v.names) return;
    ui.rememberFocus();
    const canPlace = v.my_turn && v.phase === "play" && !local.showing;
    markRoot(v, canPlace);
    const reviewScroll = root.querySelector(".pari-review")?.scrollTop || 0;
    areas.replaceChildren(ui.renderTable(v, canPlace), ui.renderSide(v), ui.renderHand(v, canPlace));
    ui.keepReviewInView(reviewScroll);
    ui.renderPassScreen(v);
    ui.fitFullScreen();
    ui.restoreFocus();
    focusOnIfGone();
    showAnswer(v);
    ui.startTimer(v);
  }

  // a command typed at the window's bottom edge: its new answer, just under the box, into
  // sight (the error's line above it is drawn by then)
  function showAnswer(v) {
    const n = (v.answer || {}).n ?? null;
    if (n === local.answerN) return;
    local.answerN = n;
    if (n !== null && local.focusKey === "command") {
      root.querySelector("[data-role='command-answer']")?.scrollIntoView({ block: "nearest" });
    }
  }

  // the widget's own marks: the phase, whose turn, its language, whether a card may be placed
  function markRoot(v, canPlace) {
    root.classList.toggle("pari-can-place", !!canPlace);
    root.dataset.phase = v.phase;
    root.dataset.current = v.current;
    root.setAttribute("lang", model.get("lang") || "en"); // a screen reader speaks its language
    root.toggleAttribute("data-animating", !!local.showing);
    if (local.selected !== null && !(v.hand || []).some((c) => c.index === local.selected && !c.used)) local.selected = null;
    root.classList.toggle("pari-card-chosen", !!canPlace && local.selected !== null);
  }

  // the control pressed went with its step (Play, a side for the new card, the draw, Skip):
  // on to the first control of the step the turn is at now (Skip while the computers' steps
  // are shown), not out of the widget
  function focusOnIfGone() {
    const gone = local.focusKey && !root.querySelector(`[data-key="${CSS.escape(local.focusKey)}"]`);
    if (!gone || ![null, root, document.body].includes(focusedIn(root))) return;
    const next = root.querySelector(NEXT_STEP);
    if (next) next.focus({ preventScroll: true });
  }

  function onView() {
    const v = model.get("view") || {};
    local.typedWrong = "";
    if (ui.othersMoved(v)) local.errorDone = true;
    const added = ui.takeEvents(v);
    const said = v.said || {};
    const fresh = said.n !== local.saidN && local.saidN !== null ? said.text || "" : null;
    local.saidN = said.n;
    // words about steps still to be shown wait for them (see steps.js sayStep)
    if (fresh !== null && (added || local.pendingSaid !== null)) local.pendingSaid = (local.pendingSaid || "") + " " + fresh;
    else if (fresh) announce(fresh);
    if (!local.showing && ui.queue.length) ui.nextStep();
    else if (!local.showing) draw();
    // "show my cards": the hand and Play in sight (the pass screen may have followed the page)
    if (local.readyAsked && !v.hidden) {
      bringIntoSight(root.querySelector(".pari-hand"), root.querySelector("[data-action='submit']"));
    }
    local.readyAsked = false;
  }

  function announce(text) {
    if (!text) return;
    // two regions, used in turn: the same words twice are read twice
    local.liveTurn = 1 - local.liveTurn;
    live[1 - local.liveTurn].textContent = "";
    live[local.liveTurn].textContent = text;
  }

  // where the game stands: the phase, who is to move and the last thing that happened
  const stepOf = (v) => `${v.phase}:${v.current}:${(v.events || []).at(-1)?.n ?? 0}`;

  return { draw, onView, announce, stepOf };
}
