// What Summy's preview says about the tiles down now (legal or not, and why, checked by
// Python), the computers' moves since the person's last turn, and errors, for the eye and for
// a screen reader; the rack repeats the short form where the side panel is out of sight.
import { setText } from "../lib/dom.js";

/** The preview's and the error's drawing, each from the side panel's state (side.js). */
export function previewDrawing(ui) {
  const { get, t, tn, local, preview, submitWords, error, rackStatus, gameOver } = ui;
  /** What the computers did since the person's last turn, each by name, in order, and whose
   * turn it is now (`yourTurn`: "Ann, your turn." in hot seat). */
  // the computers' moves since the last person's turn: in notation for the eye, in words for
  // the live region (`words`: "61 − 37 = 24 down from M8", not "M8v 61-37(=)24")
  function computerTurnsText(turns, players, yourTurn, words = false) {
    const since = [];
    for (let i = turns.length - 1; i >= 0 && players[turns[i].player]?.computer; i--) since.unshift(turns[i]);
    const said = since.map((turn) => (turn.kind === "exchange"
      ? tn("summy.computer.exchanged-by", turn.count, { player: players[turn.player].name })
      : tn("summy.computer.played-by", turn.score, { player: players[turn.player].name,
        move: (words && turn.said) || turn.text, score: turn.score })));
    return [...said, yourTurn || t("summy.computer.your-turn")].join(" ");
  }

  /** The preview's state in a few words: "Not legal yet.", "Legal: 7+5=12 scores 24 points." */
  function spoken(state, prev) {
    if (state === "legal") return tn("summy.said.legal", prev.score, { move: prev.said || prev.move, score: prev.score });
    if (state !== "illegal") return "";
    return t(prev.code === "not-a-sum" ? "summy.said.not-a-sum" : "summy.said.illegal");
  }

  // the preview's words and state: the computer at work, its move, "no sum fits", or what the
  // tiles put down make (legal or not, checked by Python); `spoken` where the ears need more
  function previewWords({ anim, phase, players, turns, computers, humans, yourTurn, prev }) {
    const lastTurn = turns[turns.length - 1];
    if (anim) {
      return { state: "empty", text: computers > 1
        ? t("summy.computer.playing-by", { player: players[anim.player]?.name ?? "" })
        : t("summy.computer.playing") };
    }
    if (phase === "computer") return { state: "empty", text: t("summy.computer.thinking") };
    if (local.pending.size === 0) {
      let words = { state: "empty", text: t("summy.preview.empty"), spoken: null };
      if (phase === "play" && lastTurn && players[lastTurn.player]?.computer) {
        const played = (said) => (computers > 1 || humans > 1
          ? computerTurnsText(turns, players, yourTurn, said)
          : lastTurn.kind === "exchange" ? tn("summy.computer.exchanged", lastTurn.count)
            : tn("summy.computer.played", lastTurn.score, { move: (said && lastTurn.said) || lastTurn.text,
              score: lastTurn.score }));
        words = { state: "computer", text: played(false), spoken: played(true) };
      }
      if (phase === "play" && get("can_place") === false) { // no sum fits: say so, once a turn
        const after = (said) => `${words.state === "computer" ? `${said} ` : ""}${t("summy.preview.stuck")}`;
        words = { state: "stuck", text: after(words.text), spoken: after(words.spoken) };
      }
      return words;
    }
    if (prev.placements && JSON.stringify(prev.placements) === ui.pendingKey()) {
      return { state: prev.legal ? "legal" : "illegal",
        text: prev.legal ? prev.reason : t("summy.preview.illegal", { reason: prev.reason }) };
    }
    return { state: "checking", text: t("summy.preview.checking") };
  }

  function drawPreview({ phase, passing, wasPassing, yourTurn, turns, prev }, { text, spoken: said, state }) {
    setText(preview, text);
    preview.dataset.state = state;
    preview.hidden = phase === "over"; // the game-over box says it all
    // Ready pressed: "Ann, your turn." (unless the computers' moves just said it)
    if (wasPassing && !passing && get("phase") === "play" && yourTurn && !text.includes(yourTurn)) {
      ui.announce(yourTurn, true);
    }
    // the computers' moves and "no sum fits" are read once a turn (not again after an answer of
    // the command line); a tile laid or taken back is said short, with the preview's state once
    // Python has answered ("7 on L13. Not legal yet."); "?" on the board reads the whole reason
    if (state === "computer" || state === "stuck") {
      const key = `${turns.length}|${text}`;
      if (key !== local.previewSaid) ui.announce(said || text);
      local.previewSaid = key;
    }
    const done = local.did;
    if (done && done.count !== local.didSaid && state !== "checking") {
      local.didSaid = done.count;
      ui.announce([done.text, spoken(state, prev)].filter(Boolean).join(". "), true);
    }
    setText(submitWords, state === "legal" ? spoken(state, prev) : "");
    if (prev.legal && state === "legal") preview.dataset.score = String(prev.score);
    else delete preview.dataset.score;
  }


  // an error belongs to the tiles it was about: once they change, it goes
  function drawError(state, prev, puzzle) {
    const said = get("error") || "";
    if (said !== local.errorText) {
      local.errorText = said;
      local.errorTiles = ui.pendingKey();
      if (said) ui.announce(said, true);
      local.errorAnnounced = said; // (a command's refusal is not read twice: see applyAnswer)
    }
    const stale = said && local.errorTiles !== ui.pendingKey();
    const message = (stale ? "" : said) || local.error;
    setText(error, message);
    // the illegal move's reason is shown once: in the preview when it already says it
    const repeated = state === "illegal" && !!prev.reason && message.includes(prev.reason);
    error.hidden = !message || repeated;
    drawRackStatus(error.hidden ? null : message, prev, puzzle);
  }
  /** The side panel below the board (a narrow column, a phone): the line under the rack
   * repeats the game's end, the error (`message`, null: none), the puzzle's answer, the hint
   * or the preview, so a pupil sees it (for the eyes: a screen reader hears them all). No sum
   * fits: short words that point to Exchange tiles beside, so three lines hold them; a sum
   * that is not correct: the sum and why, without the words around them, so its three lines
   * keep the end of the reason, where it names the mistake. */
  function drawRackStatus(message, prev, puzzle) {
    const over = overWords();
    if (over) {
      setText(rackStatus, over);
      rackStatus.dataset.state = "over";
      return;
    }
    const state = preview.dataset.state;
    const answer = puzzle ? puzzleAnswer(prev) : null;
    const hint = answer ? null : hintWords();
    const shown = answer ? answer.text : hint
      || (state === "stuck" ? t("summy.rack-status.stuck")
        : state === "illegal" && prev.short ? prev.short : preview.textContent);
    setText(rackStatus, message ?? (preview.hidden && !answer && !hint ? "" : shown));
    rackStatus.dataset.state = message !== null ? "error"
      : answer ? (answer.is_best ? "best" : "better") : hint ? "hint" : state;
  }
  /** The game's end as the game-over box says it, in one line: who won and the points
   * ("You won! ★ You: 256 · Computer: 230"; null: the box is not shown). */
  function overWords() {
    if (gameOver.hidden) return null;
    return [".summy-over-winner", ".summy-over-scores"]
      .map((part) => gameOver.querySelector(part)?.textContent || "").join(" ");
  }
  /** The hint's words ("Hint 1 of 4: There is a move worth 14 points.") while the tiles down
   * are those it came with: Hint stands by the rack where the side panel is below, so what it
   * brings is said there too (null: no hint, or tiles moved since). */
  function hintWords() {
    const hint = get("hint") || {};
    const same = !local.pending.size || ui.pendingKey() === local.hintTiles;
    return !hint.text || local.anim || !same ? null : hintText(hint);
  }
  /** A hint's words with its step: "Hint 1 of 4: There is a move worth 14 points." */
  function hintText(hint) {
    const head = hint.step
      ? `${t("summy.hint.step", { step: hint.step, steps: hint.steps || 4 })}: ` : "";
    return head + hint.text;
  }
  /** The puzzle's verdict on the move whose tiles are down now (null: none given for it). */
  function puzzleAnswer(prev) {
    const answer = (get("puzzle_info") || {}).answer || {};
    return answer.text && answer.move && answer.move === prev.move ? answer : null;
  }
  return { drawError, drawPreview, previewWords, hintText };
}
