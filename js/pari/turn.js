// The person's turn in =Pari='s side: the play step (the preview of the equation being
// built, Play, Recall, Hint, the think timer) and the draw step (which piles to draw from).
import { hintLabel } from "../lib/dom.js";
import { el } from "./cards.js";

/** `renderPlayStep` and `renderDrawStep`, into the side and its buttons. */
export function turnPart(ui) {
  const { t, pointsWords, local } = ui;

  function renderPlayStep(v, side, buttons, button) {
    const p = v.preview || {};
    const box = el("div", {
      class: "pari-preview" + (p.row ? (p.valid ? " pari-ok" : " pari-wrong") : ""),
      "data-valid": p.row ? String(p.valid) : "",
    });
    if (!p.row) box.append(el("div", { text: t("pari.preview-none") }));
    else {
      box.append(el("div", { class: "pari-verdict", text: (p.valid ? "✔ " + t("pari.preview-ok", { points: pointsWords(p.points) })
        : "✘ " + t("pari.preview-wrong", { reason: p.reason })) }));
      // the steps of the sums (the verdict's reason is said once, above)
      const steps = (p.explanation || []).slice(1).filter((line) => !line.includes(p.reason));
      if (steps.length) box.append(el("pre", { text: steps.map((line) => line.trim()).join("\n") }));
    }
    // the buttons right under the preview: the hint and the help come below them, so Hint
    // pressed again is where it was
    side.append(box, buttons);
    buttons.append(button(t("pari.play"), "submit", { disabled: !p.row || !!local.showing, onclick: () => ui.send({ action: "submit" }, ui.stepOf(v)) }, true));
    buttons.append(button(t("pari.recall"), "recall", { disabled: !p.row, onclick: () => ui.send({ action: "recall" }) }));
    // a teacher's limit: the button says how many hints are left; none when hints are off
    const hintWords = hintLabel(t("pari.hint"), v.hint_allowance, t);
    if (hintWords) buttons.append(button(hintWords, "hint", { onclick: () => ui.send({ action: "hint" }) }));
    if (v.timer && v.timer.left_ms !== null && v.timer.left_ms !== undefined) {
      side.append(el("div", { class: "pari-timer", "data-timer": "", role: "timer" }));
      buttons.append(button(t("pari.timer-turn"), "time", { onclick: () => ui.send({ action: "time" }) }));
    }
    if (v.hint) {
      const head = t("pari.hint.step", { step: v.hint.step, steps: v.hint.steps });
      side.append(el("div", { class: "pari-hint", "data-step": String(v.hint.step), "data-steps": String(v.hint.steps) }, [
        el("span", { class: "pari-hint-head", text: `${head}: ` }), el("span", { text: v.hint.text }),
        ...(v.hint.laid ? [el("span", { class: "pari-hint-laid", text: ` ${v.hint.laid}` })] : []),
      ]));
    }
    side.append(el("p", { class: "pari-help", text: t("pari.help.play") }));
    if (v.rules && v.rules.paid_moves) side.append(el("p", { class: "pari-help", "data-paid": "", text: t("pari.paid-help") }));
  }

  function renderDrawStep(v, side, buttons, button) {
    if (v.draw_piles.length) {
      side.append(el("div", { class: "pari-chosen", text: t("pari.draw-chosen", { piles: v.draw_piles.map((p) => t("pari." + p)).join(", ") }) }));
    }
    for (const pile of ["digit", "operator"]) {
      buttons.append(button(t("pari.draw-one-" + pile), "draw-card", {
        "data-pile": pile, onclick: () => ui.send({ action: "draw_card", pile }),
      }));
    }
    const n = v.draw_piles.length;
    if (v.draw_options.includes(n) && n > 0) {
      const cards = t(n === 1 ? "pari.card-one" : "pari.card-many", { n });
      buttons.append(button(t("pari.draw-done-n", { cards }), "draw-done", { onclick: () => ui.send({ action: "draw_done" }, ui.stepOf(v)) }, true));
    }
    if (n === 0 && v.draw_options.includes(0)) {
      buttons.append(button(t("pari.draw-nothing"), "draw-done", { onclick: () => ui.send({ action: "draw_done" }, ui.stepOf(v)) }));
    }
    if (n) buttons.append(button(t("pari.draw-undo"), "draw-undo", { onclick: () => ui.send({ action: "draw_undo" }) }));
  }
  return { renderPlayStep, renderDrawStep };
}
