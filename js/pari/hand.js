// =Pari='s hand: the viewer's cards (never anyone else's: they are not in the view), chosen
// by a press, by typing the card's symbol, or dragged into a gap by finger or pen.
import { touchDrag } from "../lib/touchdrag.js";
import { DIGITS, KEY_CARDS, cardClass, el, shown } from "./cards.js";
import { keysAlong, roving } from "./focus.js";

/** The hand's drawing: `renderHand(v, canPlace)`; `choose(index, v)` a card. */
export function handPart(ui) {
  const { model, t, cardWord, local, root, passDialog, newDialog } = ui;
  // a card dragged by finger or pen into a gap (a mouse uses the browser's drag and drop)
  touchDrag(root, {
    source: "button[data-hand-index][draggable='true']",
    place: (found, x, y) => ui.gapNear(found, x, y),
    drop: (card, gap) => {
      if (!gap) return;
      local.selected = null;
      ui.send({ action: "place", equation: Number(gap.dataset.equation), gap: Number(gap.dataset.gap),
        hand_index: Number(card.dataset.handIndex) });
    },
  });

  function renderHand(v, canPlace) {
    const hand = el("div", { class: "pari-hand", role: "group", "aria-label": t("pari.hand") });
    const several = (v.kinds || []).filter((k) => k === "human").length > 1;
    hand.append(el("strong", { "aria-hidden": "true", text: v.viewer === null || v.viewer === undefined ? "" :
      (several ? t("pari.hand-of", { name: v.names[v.viewer] }) : t("pari.hand")) + ":" }));
    const stops = [];
    const passing = v.my_turn && v.phase === "pass";
    for (const c of v.hand) {
      const key = `hand-${c.index}`;
      const b = el("button", {
        class: cardClass(c.card) + (c.used ? " pari-used" : "") + (local.selected === c.index ? " pari-selected" : ""),
        "data-hand-index": c.index, "data-card": c.card, "data-key": key, tabindex: "-1",
        "aria-label": cardWord(c.card) + (c.used ? ", " + t("pari.on-table") : ""),
        "aria-pressed": canPlace ? String(local.selected === c.index) : null,
        "aria-disabled": c.used ? "true" : null,
        draggable: canPlace && !c.used ? "true" : false,
        ondragstart: (e) => e.dataTransfer.setData("text/plain", String(c.index)),
        onclick: () => {
          local.handKey = key;
          if (c.used) return;
          if (passing) { ui.send({ action: "pass_card", hand_index: c.index }, ui.stepOf(v)); return; }
          if (!canPlace) { ui.announce(v.step); return; }
          choose(local.selected === c.index ? null : c.index, v);
        },
      }, [el("span", { "aria-hidden": "true", text: shown(c.card) }),
        c.used ? el("span", { class: "pari-used-mark", "aria-hidden": "true", text: "✓" }) : null]);
      stops.push(b);
      hand.append(b);
    }
    // every card laid: say so, where a pupil looks for them (the draw ends the turn)
    if (!v.hand.length && v.viewer !== null && v.viewer !== undefined) {
      hand.append(el("span", { class: "pari-hand-empty", text: t("pari.hand-empty") }));
    }
    roving(stops, local.handKey, (k) => { local.handKey = k; });
    keysAlong(hand, () => [...hand.querySelectorAll("button[data-hand-index]")]);
    return hand;
  }

  function choose(index, v) {
    local.selected = index;
    local.typedWrong = "";
    ui.draw();
    if (index === null) { ui.announce(t("pari.card-put-back")); return; }
    const card = v.hand.find((c) => c.index === index).card;
    ui.announce(t("pari.card-chosen", { card: cardWord(card) }));
  }

  // typing a card's symbol chooses it; Escape lets go of it
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (passDialog.open || newDialog.open) return;
    const v = ui.shownView(model.get("view") || {}); // not while a computer's steps are shown
    if (e.key === "Escape") {
      if (local.selected !== null) { choose(null, v); e.preventDefault(); }
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
    const card = KEY_CARDS[e.key] || e.key.toLowerCase();
    if (!(DIGITS + "+-x:").includes(card) || !(v.my_turn && v.phase === "play")) return;
    const found = (v.hand || []).find((c) => c.card === card && !c.used);
    if (!found) {
      const laid = (v.hand || []).some((c) => c.card === card);
      local.typedWrong = t(laid ? "pari.error.command-card-laid" : "pari.error.command-no-card",
        { card: cardWord(card) });
      ui.announce(local.typedWrong);
      ui.draw(); // seen too, not only heard
      return;
    }
    e.preventDefault();
    local.handKey = `hand-${found.index}`;
    choose(found.index, v);
    const stop = root.querySelector(".pari-table [tabindex='0']");
    if (stop) stop.focus();
  });
  return { renderHand };
}
