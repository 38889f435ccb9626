// The review of the scoring: one entry per choice, graded; choosing one shows it on the sheet.
import { h } from "../lib/dom.js";
import { put } from "./sheet.js";

// a sign beside each grade, so the grade is not told by colour alone
const GRADE_SIGNS = { best: "★", good: "✔", inaccuracy: "≈", mistake: "?", blunder: "✖" };

/** The review's drawing: `renderReview()`. */
export function reviewPart(ui) {
  const { msg, get, local, areas, uid } = ui;

  function reviewLine(turn) {
    return msg(`summa.review.${turn.direction}`, { name: turn.name, points: turn.points,
      score: turn.score, best_score: turn.best_score, grade: turn.grade_text });
  }

  // the detail of a choice: why it falls short and by how much, then where the best differs
  function reviewDetail(turn) {
    if (!turn.lost) return [msg("summa.review.same")];
    return [[turn.why || "", msg(turn.lost === 1 ? "summa.review.lost-one" : "summa.review.lost", { lost: turn.lost })].filter(Boolean).join(" "),
      [turn.missing.length ? msg("summa.review.missing", { groups: turn.missing.join(", ") }) : "",
        turn.extra.length ? msg("summa.review.extra", { groups: turn.extra.join(", ") }) : ""]
        .filter(Boolean).join(" ")].filter(Boolean);
  }

  function chooseReview(turn) {
    const again = local.reviewTurn === turn.index;
    local.reviewTurn = again ? null : turn.index;
    if (ui.stage() === "over" && !again) ui.send({ action: "show_sheet", seat: turn.player });
    ui.redraw(["grid", "review"]);
    if (!again) ui.say(`${reviewLine(turn)}. ${reviewDetail(turn).join(" ")}`);
  }

  function renderReview() {
    const review = get("game_review") || {};
    const turns = review.turns || [];
    if (!turns.some((t) => t.index === local.reviewTurn)) local.reviewTurn = null;
    if (!turns.length) {
      put(areas.review);
      return;
    }
    const title = `${uid}-review-title`;
    put(areas.review, h("section", { class: "summa-review", "aria-labelledby": title },
      h("h2", { id: title, text: review.title }),
      h("p", { class: "summa-review-hint", text: msg("summa.review.hint") }),
      h("ol", { class: "summa-review-list" }, ...turns.map((turn) => {
        const open = turn.index === local.reviewTurn;
        return h("li", {},
          h("button", { class: "summa-review-entry", "data-review-turn": String(turn.index),
            "data-grade": turn.grade, "aria-pressed": String(open),
            "aria-describedby": open ? `${uid}-review-detail` : null,
            onclick: () => chooseReview(turn) },
          h("span", { class: "summa-grade", "data-grade": turn.grade, "aria-hidden": "true",
            text: GRADE_SIGNS[turn.grade] || "" }),
          reviewLine(turn)),
          open ? h("div", { class: "summa-review-detail", id: `${uid}-review-detail` },
            ...reviewDetail(turn).map((text) => h("p", { text })),
            h("p", { class: "summa-review-key", text: msg("summa.review.key") })) : null);
      }))));
  }
  return { renderReview };
}
