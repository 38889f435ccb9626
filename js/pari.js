// =Pari= front end: shows the `view` trait and sends actions; Python decides everything.
import css from "./pari.css";

const DIGITS = "0123456789";

function fmt(text, params) {
  return String(text).replace(/\{(\w+)\}/g, (m, k) => (k in params ? params[k] : m));
}

function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c) node.append(c);
  return node;
}

function cardClass(card) {
  if (card === "=") return "pari-card pari-equals";
  return DIGITS.includes(card) ? "pari-card pari-digit" : "pari-card pari-op";
}

function shown(card) {
  return { x: "×", ":": ":", "-": "−" }[card] || card;
}

function render({ model, el: host }) {
  const style = document.createElement("style");
  style.textContent = css;
  host.append(style);
  const root = el("div", { class: "pari-widget" });
  host.append(root);
  let selected = null; // hand index chosen for the next gap

  const send = (msg) => model.send(msg);
  const t = (key, params = {}) => fmt((model.get("messages") || {})[key] || key, params);

  function draw() {
    const v = model.get("view") || {};
    if (!v.names) return;
    root.replaceChildren();
    const canPlace = v.my_turn && v.phase === "play";
    root.classList.toggle("pari-can-place", !!canPlace);
    root.dataset.phase = v.phase;
    root.dataset.current = v.current;
    if (selected !== null && !(v.hand || []).some((h) => h.index === selected && !h.used)) selected = null;

    // the = column
    const table = el("div", { class: "pari-table" });
    v.rows.forEach((row, i) => {
      const eq = el("div", {
        class: "pari-equation" + (v.draft_equation === i ? " pari-drafting" : ""),
        "data-equation": i,
        "aria-label": t("pari.equation", { n: i + 1 }),
      });
      eq.append(el("span", { class: "pari-equation-label", text: "#" + (i + 1) }));
      const gap = (g) => {
        const b = el("button", {
          class: "pari-gap", "data-equation": i, "data-gap": g, title: `#${i + 1} · ${g}`,
          onclick: () => {
            if (selected !== null) send({ action: "place", equation: i, gap: g, hand_index: selected });
            selected = null;
          },
          ondragover: (e) => { e.preventDefault(); b.classList.add("pari-over"); },
          ondragleave: () => b.classList.remove("pari-over"),
          ondrop: (e) => {
            e.preventDefault();
            const idx = parseInt(e.dataTransfer.getData("text/plain"), 10);
            if (!Number.isNaN(idx)) send({ action: "place", equation: i, gap: g, hand_index: idx });
            selected = null;
          },
        });
        return b;
      };
      eq.append(gap(0));
      row.forEach((c, k) => {
        const covered = v.draft_equation === i ? "" : (v.covered[i] || [])[k];
        const attrs = {
          class: cardClass(c.card) + (c.new ? " pari-new" : "") + (covered ? " pari-covered" : ""),
          "data-position": k, "data-card": c.card, text: shown(c.card),
        };
        if (c.new) {
          attrs["data-action"] = "unplace";
          attrs.onclick = () => send({ action: "unplace", position: k });
        }
        eq.append(el("div", attrs));
        eq.append(gap(k + 1));
      });
      table.append(eq);
    });
    root.append(table);

    // side panel
    const side = el("div", { class: "pari-side" });
    const scores = el("table", { class: "pari-scores" });
    v.names.forEach((name, i) => {
      scores.append(el("tr", { class: i === v.current && !v.over ? "pari-current" : "", "data-player": i }, [
        el("td", { text: (i === v.current && !v.over ? "▶ " : "") + name }),
        el("td", { text: `${v.scores[i]} ${t("pari.points")}` }),
        el("td", { text: t("pari.cards-in-hand", { n: v.hand_sizes[i] }) }),
      ]));
    });
    side.append(scores);
    const name = v.names[v.current];
    let status;
    if (v.over) {
      const names = v.winners.map((w) => v.names[w]).join(", ");
      status = el("div", { class: "pari-over", "data-over": "" }, [
        el("div", { text: t("pari.over") }),
        el("div", { text: t(v.winners.length > 1 ? "pari.winners" : "pari.winner", { names }) }),
      ]);
    } else {
      status = el("div", { class: "pari-status", text: t(v.my_turn ? "pari.your-turn" : "pari.turn-of", { name }) });
    }
    side.append(status);
    side.append(el("div", { class: "pari-piles", text:
      `${t("pari.draw-pile")}: ${v.piles.digit} ${t("pari.digits")}, ${v.piles.operator} ${t("pari.operators")} · ` +
      `${t("pari.discard-pile")}: ${v.discards.digit} + ${v.discards.operator}` }));
    side.append(el("div", { class: "pari-piles", text: t(v.ending ? "pari.round-ends" : "pari.target", { target: v.target }) }));

    const buttons = el("div", { class: "pari-buttons" });
    const button = (label, action, extra = {}, primary = false) =>
      el("button", { class: "pari-button" + (primary ? " pari-primary" : ""), "data-action": action, text: label, ...extra });
    if (v.my_turn && v.phase === "play") {
      const p = v.preview || {};
      const box = el("div", {
        class: "pari-preview" + (p.row ? (p.valid ? " pari-ok" : " pari-wrong") : ""),
        "data-valid": p.row ? String(p.valid) : "",
      });
      if (!p.row) box.append(el("div", { text: t("pari.preview-none") }));
      else {
        box.append(el("div", { text: p.valid ? t("pari.preview-ok", { points: p.points }) : t("pari.preview-wrong", { reason: p.reason }) }));
        box.append(el("pre", { text: (p.explanation || []).join("\n") }));
      }
      side.append(box);
      side.append(el("div", { class: "pari-piles", text: t("pari.help.play") }));
      buttons.append(button(t("pari.play"), "submit", { disabled: !p.row, onclick: () => send({ action: "submit" }) }, true));
      buttons.append(button(t("pari.recall"), "recall", { disabled: !p.row, onclick: () => send({ action: "recall" }) }));
    } else if (v.my_turn && v.phase === "lay") {
      side.append(el("div", { text: t("pari.lay-prompt", { n: v.pending_lay + 1 }) }));
      for (const pile of ["digit", "operator"]) for (const s of ["left", "right"]) {
        buttons.append(button(t("pari.lay-button", { pile: t("pari." + pile), side: t("pari." + s) }), "lay", {
          "data-pile": pile, "data-side": s, onclick: () => send({ action: "lay", pile, side: s }),
        }));
      }
    } else if (v.my_turn && v.phase === "draw") {
      side.append(el("div", { text: t("pari.draw-prompt", { options: v.draw_options.join(" / ") }) }));
      if (v.draw_piles.length) side.append(el("div", { text: t("pari.draw-chosen", { piles: v.draw_piles.map((p) => t("pari." + p)).join(", ") }) }));
      for (const pile of ["digit", "operator"]) {
        buttons.append(button(`${t("pari.draw-pile")}: ${t("pari." + pile)}`, "draw-card", {
          "data-pile": pile, onclick: () => send({ action: "draw_card", pile }),
        }));
      }
      buttons.append(button(t("pari.draw-done"), "draw-done", {
        disabled: !v.draw_options.includes(v.draw_piles.length), onclick: () => send({ action: "draw_done" }),
      }, true));
      buttons.append(button(t("pari.draw-undo"), "draw-undo", { onclick: () => send({ action: "draw_undo" }) }));
    } else if (v.my_turn && v.phase === "pass") {
      side.append(el("div", { text: t("pari.pass-prompt") }));
    }
    if (v.over) buttons.append(button(t("pari.new-game"), "new-game", { onclick: () => send({ action: "new_game" }) }, true));
    side.append(buttons);
    side.append(el("div", { class: "pari-error", role: "alert", text: model.get("error") || "" }));
    const log = el("div", { class: "pari-log", "aria-label": t("pari.log") });
    for (const line of v.log) log.append(el("div", { text: line }));
    side.append(log);
    root.append(side);

    // the viewer's hand
    const hand = el("div", { class: "pari-hand", "aria-label": t("pari.hand") });
    hand.append(el("strong", { text: v.viewer === null || v.viewer === undefined ? "" :
      (Object.values(v.kinds).filter((k) => k === "human").length > 1 ? t("pari.hand-of", { name: v.names[v.viewer] }) : t("pari.hand")) + ":" }));
    for (const h of v.hand) {
      hand.append(el("button", {
        class: cardClass(h.card) + (h.used ? " pari-used" : "") + (selected === h.index ? " pari-selected" : ""),
        "data-hand-index": h.index, "data-card": h.card, text: shown(h.card),
        draggable: canPlace && !h.used ? "true" : false, disabled: h.used,
        ondragstart: (e) => e.dataTransfer.setData("text/plain", String(h.index)),
        onclick: () => {
          if (v.my_turn && v.phase === "pass") { send({ action: "pass_card", hand_index: h.index }); return; }
          if (!canPlace) return;
          selected = selected === h.index ? null : h.index;
          draw();
        },
      }));
    }
    root.append(hand);

    if (v.hidden) {
      root.append(el("div", { class: "pari-pass-screen" }, [
        el("div", { text: t("pari.pass-screen", { name }) }),
        el("button", { class: "pari-button pari-primary", "data-action": "ready", text: t("pari.ready", { name }),
          onclick: () => send({ action: "ready" }) }),
      ]));
    }
  }

  model.on("change:view", draw);
  model.on("change:messages", draw);
  model.on("change:error", draw);
  draw();
  return () => root.remove();
}

export default { render };
