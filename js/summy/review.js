// A Summy game looked back on once it is over: each turn with its grade, and on the board the
// move played and the best one.
import { h } from "../lib/dom.js";

/** The review's drawing: `drawReview()`, and `reviewTurn()` the turn shown on the board. */
export function gameReview(ui) {
  const { get, t, local, buttons, reviewKey, reviewBox } = ui;
  function reviewTurn() {
    const r = get("game_review") || {};
    if (get("phase") !== "over" || local.reviewTurn === null || local.reviewTurn === undefined) return null;
    return (r.turns || []).find((t) => t.index === local.reviewTurn) || null;
  }
  function drawReview() {
    const r = get("game_review") || {};
    const turns = get("phase") === "over" ? r.turns || [] : [];
    buttons.review.hidden = get("phase") !== "over" || !!local.anim || turns.length > 0;
    reviewBox.hidden = turns.length === 0;
    reviewKey.hidden = turns.length === 0;
    reviewKey.replaceChildren(...(turns.length ? ["played", "best"].map((kind) => h("span",
      { class: "summy-key-item" },
      h("span", { class: `summy-key-mark summy-key-${kind}`, "aria-hidden": "true" }),
      t(`summy.label.${kind}`))) : []));
    const key = `${JSON.stringify(turns.map((t) => t.index))}|${local.reviewTurn}`;
    if (reviewBox.dataset.key === key) return;
    reviewBox.dataset.key = key;
    reviewBox.replaceChildren(...turns.map((turn) => h("li", {},
      h("button", {
        type: "button", class: "summy-history-entry", "data-review-turn": String(turn.index),
        "data-grade": turn.grade, "aria-pressed": String(turn.index === local.reviewTurn),
      },
      h("span", { class: "summy-history-text", text: t("summy.review.turn", {
        index: turn.index + 1, player: turn.name, played: turn.played, score: turn.score,
        grade: turn.grade_text }) })),
      turn.index === local.reviewTurn && (turn.why || turn.best) ? h("div", { class: "summy-help",
        text: [turn.best && turn.lost ? t("summy.review.best", { best: turn.best, score: turn.best_score }) : "",
          turn.why || ""].filter(Boolean).join(" ") }) : null,
    )));
  }
  return { drawReview, reviewTurn };
}
