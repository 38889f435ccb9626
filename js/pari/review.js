// After the game (and on request in practice mode) a list of turns with their grades; a turn
// opens to show the play, the best play then, the points lost and why. One tab stop: the
// arrow keys move along the list, Enter or Space opens a turn.
import { el } from "./cards.js";
import { keysAlong, roving } from "./focus.js";

/** The review's drawing: `renderReview(v, button)` and `keepReviewInView(scrollTop)`. */
export function reviewPart(ui) {
  const { t, pointsWords, local, root, uid } = ui;

  /** The review's box: the button that shows or hides it, its title and the list of turns. */
  function renderReview(v, button) {
    const r = v.review;
    if (!r && !v.can_review) return null;
    const box = el("div", { class: "pari-review-box" });
    // one button that shows or hides the list (the same data-key keeps the focus on it)
    box.append(r
      ? button(t("pari.review.hide"), "review-hide", { "data-key": "b-review", onclick: () => ui.send({ action: "review_hide" }) })
      : button(t(v.over ? "pari.review.button" : "pari.review.mine"), "review", {
        "data-key": "b-review", onclick: () => { local.reviewTurn = null; ui.send({ action: "review" }); } }));
    if (!r) return box;
    const id = `pari-review-title-${uid}`;
    box.append(el("div", { id, class: "pari-review-title",
      text: r.seat === null || r.seat === undefined ? t("pari.review.title")
        : (v.you || []).includes(r.seat) ? t("pari.review.title-mine-you")
        : t("pari.review.title-mine", { name: v.names[r.seat] }) }));
    if (!r.turns.length) {
      box.append(el("p", { class: "pari-help", text: t("pari.review.empty") }));
      return box;
    }
    box.append(el("p", { class: "pari-help", text: t("pari.review.hint") }));
    box.append(reviewList(r.turns, id));
    return box;
  }

  /** The turns, each a button with its grade that opens its detail; one tab stop. */
  function reviewList(turns, id) {
    const list = el("ol", { class: "pari-review", "aria-labelledby": id, "data-role": "review" });
    const stops = [];
    for (const turn of turns) {
      const open = local.reviewTurn === turn.index;
      const key = `review-${turn.index}`;
      const detailId = `pari-review-${uid}-${turn.index}`;
      const entry = el("button", {
        class: "pari-review-entry", type: "button", "data-review-turn": turn.index, "data-grade": turn.grade,
        "data-key": key, tabindex: "-1", "aria-expanded": String(open), "aria-controls": open ? detailId : null,
        onclick: () => { local.reviewTurn = open ? null : turn.index; local.reviewKey = key; local.revealTurn = !open; ui.draw(); },
      }, [
        el("span", { class: "pari-review-text", text: t("pari.review.turn", {
          index: turn.turn, name: turn.name, played: turn.played, points: pointsWords(turn.score) }) }),
        el("span", { class: "sw-sr-only", text: ", " }),
        el("span", { class: "pari-grade", "data-grade": turn.grade, text: turn.grade_text }),
      ]);
      stops.push(entry);
      list.append(el("li", {}, [entry, open ? reviewDetail(turn, detailId) : null]));
    }
    roving(stops, local.reviewKey, (k) => { local.reviewKey = k; });
    keysAlong(list, () => stops);
    return list;
  }

  /** The redrawn review list keeps its scroll position; a turn just opened is scrolled into the
   * list's view (its entry first, then as much of its detail as fits), the page left alone. */
  function keepReviewInView(scrollTop) {
    const list = root.querySelector(".pari-review");
    const reveal = local.revealTurn;
    local.revealTurn = false;
    if (!list) return;
    list.scrollTop = scrollTop;
    const detail = reveal ? list.querySelector(".pari-review-detail") : null;
    if (!detail) return;
    const box = list.getBoundingClientRect();
    const top = detail.parentElement.getBoundingClientRect().top;
    const bottom = detail.getBoundingClientRect().bottom;
    if (bottom > box.bottom) list.scrollTop += Math.min(bottom - box.bottom, top - box.top);
    else if (top < box.top) list.scrollTop -= box.top - top;
  }

  function reviewDetail(turn, id) {
    const line = (text, extra = {}) => el("div", { text, ...extra });
    const detail = el("div", { id, class: "pari-review-detail", "data-review-detail": turn.index }, [
      line(t("pari.review.before", { rows: turn.rows.map((row, i) => `#${i + 1} ${row}`).join(" · ") }), { class: "pari-review-before" }),
      line(t("pari.review.played", { play: turn.played, points: pointsWords(turn.score) })),
      turn.reason ? line(t("pari.review.wrong", { reason: turn.reason }), { class: "pari-review-reason" }) : null,
    ]);
    if (turn.lost) {
      detail.append(line(t("pari.review.best", { play: turn.best, points: pointsWords(turn.best_score) }), { class: "pari-review-best" }),
        line(t("pari.review.lost", { lost: turn.lost }), { "data-lost": turn.lost }));
    } else {
      detail.append(line(turn.best === null ? t("pari.review.none-possible") : t("pari.review.was-best")));
    }
    if (turn.best_steps && turn.best_steps.length) {
      detail.append(line(t("pari.review.why-best")), el("pre", { text: turn.best_steps.join("\n") }));
    }
    return detail;
  }
  return { renderReview, keepReviewInView };
}
