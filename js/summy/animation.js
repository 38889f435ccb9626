// The computers' moves laid tile by tile, at the widget's speed (only tiles that are on the
// board anyway: their racks never reach the page); Skip lays them at once.
import { focusedIn } from "../lib/keys.js";

// between two tiles of the computer's move, by the widget's `speed` ("off": the move at once)
const ARRIVE_MS = { slow: 650, normal: 260, fast: 90, off: 0 };

/** `animateComputer(seenTurns)` lays the computers' new moves; `skipAnimation()` and
 * `stopAnimation()` end it. */
export function computerMoves(ui) {
  const { get, local, root, board, waitBox, passScreen } = ui;
  // every computer move since the person's last turn, in order; while one is laid, the
  // tiles and grey caps of it and of the moves after it are hidden
  function animateComputer(seenTurns) {
    // a move that comes while one is being laid is laid after it; the laid tiles stay
    const running = local.anim;
    const laid = running ? running.order.filter((c) => !running.hidden.has(c)) : [];
    const moves = movesSince(running ? running.turn : seenTurns);
    if (!moves.length) return;
    stopAnimation();
    const reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const step = ARRIVE_MS[get("speed")] ?? ARRIVE_MS.normal;
    if (reduce || !step) return;
    const anim = {
      moves, at: 0, hidden: new Set(moves.flatMap((m) => m.placed)),
      caps: new Set(moves.flatMap((m) => m.caps || [])), fresh: null, timer: null,
    };
    begin(anim, moves[0]);
    for (const cell of laid) anim.hidden.delete(cell);
    local.anim = anim;
    root.dataset.animating = "true";
    anim.timer = setTimeout(layNext, step, anim, step);
  }
  /** The computers' moves that put tiles down, from turn `from` on. */
  function movesSince(from) {
    const turns = get("history") || [];
    const players = get("players") || [];
    return (get("computer_moves") || []).filter((m) => m.turn >= from
      && (m.placed || []).length && players[turns[m.turn]?.player]?.computer);
  }
  /** `anim` starts to lay `move`: its tiles in order, its player, the game before it. */
  function begin(anim, move) {
    const turns = get("history") || [];
    Object.assign(anim, {
      order: [...move.placed], turn: move.turn, player: turns[move.turn].player, before: move.before || null,
    });
  }
  /** The next tile of `anim` comes (or the next move's first), `step` ms after the last (a
   * named function: the browser tests hold the timers that call `layNext`). */
  function layNext(anim, step) {
    if (local.anim !== anim) return;
    const { moves } = anim;
    let cell = anim.order.find((c) => anim.hidden.has(c));
    if (cell === undefined && anim.at + 1 < moves.length) {
      for (const cap of moves[anim.at].caps || []) anim.caps.delete(cap); // that move is laid
      begin(anim, moves[++anim.at]);
      cell = anim.order[0];
    }
    if (cell === undefined) {
      stopAnimation();
    } else {
      anim.fresh = cell;
      anim.hidden.delete(cell);
      anim.timer = setTimeout(layNext, step, anim, step);
    }
    ui.draw();
  }
  function stopAnimation() {
    if (local.anim) clearTimeout(local.anim.timer);
    if (local.anim && local.error === ui.whyWait()) local.error = ""; // the wait is over
    local.anim = null;
    delete root.dataset.animating;
  }
  // Skip: the computer's tiles at once (a class need not wait); the focus goes to the board, or
  // to Ready when the pass screen comes up now (draw moves it there)
  function skipAnimation() {
    if (!local.anim) return;
    const focused = waitBox.contains(focusedIn(root));
    stopAnimation();
    ui.draw();
    if (focused && passScreen.hidden) board.focus({ preventScroll: true });
  }
  return { animateComputer, skipAnimation, stopAnimation };
}
