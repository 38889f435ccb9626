// =Pari= front end: shows the `view` trait and sends actions; Python decides everything.
import css from "./pari.css";
import { h, translator } from "./lib/dom.js";

const DIGITS = "0123456789";

/** An element with its children given as a list (the shared `h` takes them as arguments). */
const el = (tag, attrs = {}, children = []) => h(tag, attrs, ...children);

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

  let timer = null; // the think timer's countdown (one interval, cleared on each redraw)
  const send = (msg) => model.send(msg);
  const t = translator(model);

  function draw() {
    const v = model.get("view") || {};
    if (!v.names) return;
    root.replaceChildren();
    const canPlace = v.my_turn && v.phase === "play";
    root.classList.toggle("pari-can-place", !!canPlace);
    root.dataset.phase = v.phase;
    root.dataset.current = v.current;
    if (selected !== null && !(v.hand || []).some((c) => c.index === selected && !c.used)) selected = null;
    root.append(renderTable(v), renderSide(v), renderHand(v, canPlace));
    if (v.hidden) root.append(renderPassScreen(v));
    startTimer(v);
  }

  // the = column: every equation with a gap button between its cards
  function renderTable(v) {
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
    return table;
  }

  // scores, status, piles, the step's prompt and buttons, the log
  function renderSide(v) {
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
      buttons.append(button(t("pari.hint"), "hint", { onclick: () => send({ action: "hint" }) }));
      if (typeof v.hint === "string") {
        side.append(el("div", { class: "pari-hint", "data-hint": v.hint,
          text: v.hint ? `${t("pari.hint")}: ${v.hint}` : t("pari.hint-none") }));
      }
      if (v.timer && v.timer.left_ms !== null && v.timer.left_ms !== undefined) {
        side.append(el("div", { class: "pari-timer", "data-timer": "" }));
        buttons.append(button(t("pari.timer-turn"), "time", { onclick: () => send({ action: "time" }) }));
      }
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
    if (v.can_undo) buttons.append(button(t("pari.undo"), "undo", { onclick: () => send({ action: "undo" }) }));
    buttons.append(button(t("pari.save"), "save", { onclick: () => send({ action: "save" }) }));
    side.append(buttons);
    const saved = model.get("saved");
    if (saved) side.append(el("div", { class: "pari-saved", "data-saved": saved, text: t("pari.saved", { file: saved }) }));
    side.append(el("div", { class: "pari-error", role: "alert", text: model.get("error") || "" }));
    const log = el("div", { class: "pari-log", "aria-label": t("pari.log") });
    for (const line of v.log) log.append(el("div", { text: line }));
    side.append(log);
    return side;
  }

  // the viewer's hand (empty behind the pass screen)
  function renderHand(v, canPlace) {
    const hand = el("div", { class: "pari-hand", "aria-label": t("pari.hand") });
    hand.append(el("strong", { text: v.viewer === null || v.viewer === undefined ? "" :
      (Object.values(v.kinds).filter((k) => k === "human").length > 1 ? t("pari.hand-of", { name: v.names[v.viewer] }) : t("pari.hand")) + ":" }));
    for (const c of v.hand) {
      hand.append(el("button", {
        class: cardClass(c.card) + (c.used ? " pari-used" : "") + (selected === c.index ? " pari-selected" : ""),
        "data-hand-index": c.index, "data-card": c.card, text: shown(c.card),
        draggable: canPlace && !c.used ? "true" : false, disabled: c.used,
        ondragstart: (e) => e.dataTransfer.setData("text/plain", String(c.index)),
        onclick: () => {
          if (v.my_turn && v.phase === "pass") { send({ action: "pass_card", hand_index: c.index }); return; }
          if (!canPlace) return;
          selected = selected === c.index ? null : c.index;
          draw();
        },
      }));
    }
    return hand;
  }

  // hot seat: hides the hand until the next person takes the screen
  function renderPassScreen(v) {
    const name = v.names[v.current];
    return el("div", { class: "pari-pass-screen" }, [
      el("div", { text: t("pari.pass-screen", { name }) }),
      el("button", { class: "pari-button pari-primary", "data-action": "ready", text: t("pari.ready", { name }),
        onclick: () => send({ action: "ready" }) }),
    ]);
  }

  // the think timer: Python keeps the clock; this only counts down and asks Python to check
  function startTimer(v) {
    if (timer !== null) clearInterval(timer);
    timer = null;
    const box = root.querySelector(".pari-timer");
    const left = v.timer ? v.timer.left_ms : null;
    if (!box || left === null || left === undefined) return;
    const end = Date.now() + left;
    const show = () => {
      const ms = Math.max(0, end - Date.now());
      box.textContent = t("pari.timer", { seconds: Math.ceil(ms / 1000) });
      if (ms === 0) {
        clearInterval(timer);
        timer = null;
        send({ action: "tick" });
      }
    };
    show();
    if (left > 0) timer = setInterval(show, 250);
  }

  const events = ["change:view", "change:messages", "change:error", "change:saved"];
  for (const name of events) model.on(name, draw);
  draw();
  return () => {
    for (const name of events) model.off(name, draw);
    if (timer !== null) clearInterval(timer);
    root.remove();
    style.remove();
  };
}

export default { render };
