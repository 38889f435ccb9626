// =Pari='s table: the = column, one group per equation, a gap before each card and after the
// last where the chosen card can go, the cards laid this turn (a press takes one back), and
// what the computers changed since the person's turn.
import { cardClass, el, shown } from "./cards.js";
import { moveFocus, roving } from "./focus.js";

/** The table's drawing: `renderTable(v, canPlace)`; `gapNear` for a finger's drop. */
export function tablePart(ui) {
  const { t, cardWord, rowWords, gapWhere, local, root } = ui;
  // the gap a finger at (x, y) means: over an equation's row, the nearest of its gaps (a gap
  // is narrower than a finger); in a row wrapped onto two lines, one on the finger's line
  function gapNear(found, x, y) {
    const row = found?.closest(".pari-equation");
    if (!row || !root.contains(row)) return null;
    let best = null;
    let distance = Infinity;
    for (const gap of row.querySelectorAll(".pari-gap:not(:disabled)")) {
      const r = gap.getBoundingClientRect();
      const off = y === undefined ? 0 : Math.max(0, r.top - y, y - r.bottom);
      const d = Math.abs(r.left + r.width / 2 - x) + 1000 * off;
      if (d < distance) [best, distance] = [gap, d];
    }
    return best;
  }

  function recentChanges(v) {
    // what the computers did since the viewer last acted: equation -> positions (final rows)
    const out = new Map();
    const events = v.events || [];
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i];
      if (!e.computer) break;
      if (e.equation === null || e.equation === undefined || out.has(e.equation)) continue;
      const row = (v.rows[e.equation] || []).map((c) => c.card).join("");
      if (e.rows[e.equation] === row) out.set(e.equation, { positions: e.new, seat: e.seat });
    }
    return out;
  }

  function renderTable(v, canPlace) {
    const table = el("div", { class: "pari-table", role: "group", "aria-label": t("pari.table") });
    if (local.showing) table.append(stepBanner());
    const rows = local.showing ? local.showing.rows.map((r) => [...r].map((card) => ({ card, new: false }))) : v.rows;
    const recent = local.showing ? new Map() : recentChanges(v);
    const stops = []; // what Tab reaches on the table, in order (one stop, the arrows go on)
    followChange(v);
    rows.forEach((row, i) => table.append(renderEquation(v, row, i, recent.get(i), canPlace, stops)));
    roving(stops, local.tableKey, (k) => { local.tableKey = k; });
    table.addEventListener("keydown", (e) => tableKeys(e, table));
    return table;
  }

  // the computers' steps shown one by one: what this step did, and Skip
  function stepBanner() {
    return el("div", { class: "pari-banner", "data-step": String(local.showing.n) }, [
      el("span", { text: local.showing.text }),
      el("button", { class: "pari-button pari-small", "data-key": "skip", "data-action": "skip",
        text: t("pari.skip"), onclick: () => ui.skip() }),
    ]);
  }

  // the note on the hint's equation: "hint: this equation", in one column only "hint", so that
  // it keeps to the line of the cards (the equation's outline and its name say the rest)
  function hintNote() {
    return el("span", { class: "pari-hint-note", "aria-hidden": "true" }, [
      el("span", { class: "pari-hint-long", text: t("pari.hint.here") }),
      el("span", { class: "pari-hint-short", text: t("pari.hint.here-short") }),
    ]);
  }

  // one equation: its number, a gap before each card and after the last (where a card can go),
  // its cards and, when a computer changed it since the viewer's turn, who did
  function renderEquation(v, row, i, mark, canPlace, stops) {
    const cards = row.map((c) => c.card);
    const flash = local.showing && local.showing.equation === i ? local.showing.new : [];
    // the hint's equation (from its second step on) is marked, in words as well
    const hinted = !local.showing && v.my_turn && v.hint && v.hint.equation === i;
    const label = t("pari.equation", { n: i + 1 }) + ": " + rowWords(cards) +
      (mark ? ". " + t("pari.changed-by", { name: v.names[mark.seat] }) : "") +
      (hinted ? ". " + t("pari.hint.here") : "");
    const eq = el("div", {
      class: "pari-equation" + (v.draft_equation === i && !local.showing ? " pari-drafting" : "") +
        (flash.length || (local.showing && local.showing.equation === i) ? " pari-step" : "") + (mark ? " pari-changed" : "") +
        (hinted ? " pari-hinted" : ""),
      "data-equation": i, role: "group", "aria-label": label,
    });
    eq.append(el("span", { class: "pari-equation-label", "aria-hidden": "true", text: "#" + (i + 1) }));
    if (canPlace) eq.addEventListener("click", (e) => tapRow(e, eq));
    eq.append(gapButton(i, 0, cards, canPlace, stops));
    row.forEach((c, k) => {
      const marked = flash.includes(k) || Boolean(mark && mark.positions.includes(k));
      eq.append(tableCard(v, c, i, k, marked, stops), gapButton(i, k + 1, cards, canPlace, stops));
    });
    if (mark) eq.append(el("span", { class: "pari-changed-note", "aria-hidden": "true", text: t("pari.changed-by", { name: v.names[mark.seat] }) }));
    if (hinted) eq.append(hintNote());
    return eq;
  }

  // a gap of equation i: the chosen card goes there (by a click, or dropped there)
  function gapButton(i, g, cards, canPlace, stops) {
    const key = `gap-${i}-${g}`;
    const b = el("button", {
      class: "pari-gap", "data-equation": i, "data-gap": g, "data-key": key, tabindex: "-1",
      "aria-label": t("pari.gap-label", { n: i + 1, where: gapWhere(cards, g) }),
      disabled: !canPlace,
      onclick: () => {
        local.tableKey = key;
        if (local.selected !== null) {
          // like a cursor when typing: the next card goes after this one
          expectChange(i, g, cards.length, key, `gap-${i}-${g + 1}`);
          ui.send({ action: "place", equation: i, gap: g, hand_index: local.selected });
        } else ui.announce(t("pari.choose-card-first"));
        local.selected = null;
      },
      ondragover: (e) => { e.preventDefault(); b.classList.add("pari-over"); },
      ondragleave: () => b.classList.remove("pari-over"),
      ondrop: (e) => {
        e.preventDefault();
        const idx = parseInt(e.dataTransfer.getData("text/plain"), 10);
        if (!Number.isNaN(idx)) ui.send({ action: "place", equation: i, gap: g, hand_index: idx });
        local.selected = null;
      },
    });
    if (canPlace) stops.push(b);
    return b;
  }

  // a card on the table: one laid this turn is a button that takes it back; a covered one (the
  // paid moves option) and one a step or a computer just laid (★) are marked
  function tableCard(v, c, i, k, marked, stops) {
    const covered = v.draft_equation === i || local.showing ? "" : ((v.covered || [])[i] || [])[k];
    const isNew = c.new && !local.showing;
    const cls = cardClass(c.card) + (isNew ? " pari-new" : "") + (covered ? " pari-covered" : "") +
      (marked ? " pari-flash" : "");
    if (!isNew) {
      return el("span", { class: cls, "data-position": k, "data-card": c.card, "aria-hidden": "true" }, [
        shown(c.card), marked ? el("span", { class: "pari-mark", text: "★" }) : null,
      ]);
    }
    const key = `new-${i}-${k}`;
    const b = el("button", {
      class: cls, "data-position": k, "data-card": c.card, "data-action": "unplace", "data-key": key,
      tabindex: "-1", "aria-label": t("pari.new-card-label", { card: cardWord(c.card) }),
      onclick: () => {
        local.tableKey = key;
        expectChange(i, k, v.rows[i].length, key, `gap-${i}-${k}`); // the gap where it was
        ui.send({ action: "unplace", position: k });
      },
    }, [el("span", { "aria-hidden": "true", text: shown(c.card) })]);
    stops.push(b);
    return b;
  }

  /** A tap (or click) on an equation beside its gaps, with a card chosen: the card goes into
   * the gap nearest the tap, as a dragged card does (a gap is narrower than a finger). The
   * gaps and the cards laid this turn are buttons of their own: they answer themselves. */
  function tapRow(e, row) {
    if (local.selected === null || e.target.closest("button")) return;
    const gap = gapNear(row, e.clientX, e.clientY);
    if (!gap) return;
    local.tableKey = gap.dataset.key;
    gap.click();
  }

  /** A card put into (taken from) place `at` of `equation`, then `length` cards long: once
   * the equation shows it, the table's stop (and the focus) on `from` moves to `key`. */
  function expectChange(equation, at, length, from, key) {
    local.afterChange = { equation, at, length, from, key };
  }

  function followChange(v) {
    const change = local.afterChange;
    const grew = change && !local.showing ? (v.rows[change.equation] || []).length - change.length : 0;
    if (!grew) return;
    local.afterChange = null;
    // a gap further on in the equation (the keys went on before the answer came) moves too
    const follow = (key) => {
      if (key === change.from) return change.key;
      const [, eq, gap] = /^gap-(\d+)-(\d+)$/.exec(key || "") || [];
      return Number(eq) === change.equation && Number(gap) > change.at
        ? `gap-${eq}-${Number(gap) + grew}` : key;
    };
    local.tableKey = follow(local.tableKey);
    local.focusKey = follow(local.focusKey);
  }

  function tableKeys(e, table) {
    const target = e.target;
    if (!(target instanceof HTMLElement) || !target.dataset.key) return;
    const stops = [...table.querySelectorAll("button.pari-gap:not(:disabled), button.pari-new")];
    const eqOf = (b) => Number(b.closest("[data-equation]").dataset.equation);
    const inRow = stops.filter((b) => eqOf(b) === eqOf(target));
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      moveFocus(inRow, target, e.key === "ArrowRight" ? 1 : -1);
    } else if (e.key === "Home" || e.key === "End") {
      moveFocus(e.ctrlKey ? stops : inRow, target, e.key === "Home" ? -1e6 : 1e6);
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const eqs = [...new Set(stops.map(eqOf))];
      const next = eqs[eqs.indexOf(eqOf(target)) + (e.key === "ArrowDown" ? 1 : -1)];
      if (next === undefined) return;
      const row = stops.filter((b) => eqOf(b) === next);
      moveFocus(row, row[Math.min(inRow.indexOf(target), row.length - 1)], 0);
    } else if (e.key === "Backspace" || e.key === "Delete") {
      // takes back a card laid this turn: the one focused, or the one before (after) the gap
      const card = target.classList.contains("pari-new") ? target
        : target[e.key === "Backspace" ? "previousElementSibling" : "nextElementSibling"];
      if (!card || !card.classList.contains("pari-new")) return;
      card.focus();
      card.click();
    } else return;
    e.preventDefault();
  }
  return { gapNear, renderTable };
}
