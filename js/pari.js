// =Pari= front end: shows the `view` trait and sends actions; Python decides everything.
//
// Areas: the table (the = column, one group per equation, gaps to put cards in), the side
// (scores, whose turn, the step's prompt, preview, buttons, the log in words, the command
// line, the replay speed), the hand, two polite live regions, and two modal dialogs (the
// hot-seat pass screen and "new game"). Keys typed inside never reach the notebook.
import css from "./pari.css";
import themeCss from "./lib/theme.css";
import { h, hintLabel, isFullScreen, translator } from "./lib/dom.js";
import { largestFit } from "./lib/fit.js";
import { followHostTheme } from "./lib/hosttheme.js";
import { focusedIn, guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
import { singleClicks } from "./lib/clicks.js";
import { touchDrag } from "./lib/touchdrag.js";

const DIGITS = "0123456789";
// a step is shown for its `pace` times the speed; Python groups the steps and sets the pace
// (summy_widget/pari/steps.py): a play longest, a draw and a passed card one step together
const SPEEDS = { slow: 2200, normal: 1200, fast: 500, off: 0 };
const KEY_CARDS = { "*": "x", "×": "x", X: "x", "/": ":", "÷": ":" };

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
  style.textContent = themeCss + css;
  host.append(style);
  const frame = el("div", { class: "pari-frame" });
  const root = el("div", { class: "pari-widget sw-theme", "data-sw-root": "pari" });
  frame.append(root);
  host.append(frame);
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a card or a gap is one click (not a card chosen and let go again)
  const unclick = singleClicks(root, "[data-hand-index], .pari-gap, .pari-new");
  const t = translator(model);
  const link = watchLink(model, root, t); // a note when Python no longer answers
  // `once`: a step of the turn, which a double click must not send twice (js/lib/link.js)
  const send = (msg, once = false) => link.send(msg, once);
  // where the game stands: the phase, who is to move and the last thing that happened
  const stepOf = (v) => `${v.phase}:${v.current}:${(v.events || []).at(-1)?.n ?? 0}`;

  // the parts that survive redraws: live regions, dialogs, the command line's text
  const live = [0, 1].map(() => el("div", { class: "sw-sr-only pari-live", role: "status", "aria-live": "polite" }));
  let liveTurn = 0;
  let saidN = null;
  const areas = el("div", { class: "pari-areas" });
  root.append(areas, ...live);
  const passDialog = el("dialog", { class: "pari-dialog pari-pass-screen", "aria-labelledby": "" });
  const newDialog = el("dialog", { class: "pari-dialog pari-new-dialog" });
  root.append(passDialog, newDialog);
  let commandText = "";
  let commandFocus = false;
  let selected = null; // hand index chosen for the next gap
  let focusKey = null; // which control had focus before a redraw (data-key)
  let tableKey = null; // the roving tab stop of the table
  // where the keyboard goes on when the control it pressed has gone (first in the page wins)
  const NEXT_STEP = ["[data-key='skip']", ".pari-table [tabindex='0']", ".pari-side [data-action='lay']",
    ".pari-side [data-action='draw-card']", ".pari-side [data-action='draw-done']",
    ".pari-hand [tabindex='0']", "[data-key='speed']"].join(", ");
  // a card sent to a gap or taken back: where the table's stop goes once the equation shows it
  let afterChange = null; // {equation, at, length, from, key}: see expectChange
  let handKey = null; // the roving tab stop of the hand
  let timer = null; // the think timer's countdown
  let returnFocus = null; // where focus goes when a dialog closes
  let reviewTurn = null; // the reviewed turn whose detail is open
  let reviewKey = null; // the roving tab stop of the review list
  let revealTurn = false; // a turn's detail just opened: scroll the list to show it
  const uid = Math.random().toString(36).slice(2, 8);
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
  // a card dragged by finger or pen into a gap (a mouse uses the browser's drag and drop)
  touchDrag(root, {
    source: "button[data-hand-index][draggable='true']",
    place: gapNear,
    drop: (card, gap) => {
      if (!gap) return;
      selected = null;
      send({ action: "place", equation: Number(gap.dataset.equation), gap: Number(gap.dataset.gap),
        hand_index: Number(card.dataset.handIndex) });
    },
  });

  // computer steps, shown one at a time
  let lastSeen = null;
  const queue = [];
  let showing = null;
  let stepFit = null; // the cards' full-screen scale while the computers' steps are shown
  let animTimer = null;
  let pendingSaid = null; // words of the live region held back until their steps are shown
  let errorDone = false; // the error shown answered an action of a turn that is over since
  let typedWrong = ""; // a card typed that the hand does not hold: said until the next change
  let readyAsked = false; // "show my cards" was pressed: the pass screen stays away until Python answers

  function announce(text) {
    if (!text) return;
    // two regions, used in turn: the same words twice are read twice
    liveTurn = 1 - liveTurn;
    live[1 - liveTurn].textContent = "";
    live[liveTurn].textContent = text;
  }

  function speed() {
    return SPEEDS[model.get("speed")] ?? SPEEDS.normal;
  }

  /** Queues the computers' new steps (`v.steps`, events `n` to `last` each); returns how many.
   * Each step brings the numbers of before its player's turn (`before`, from event `turn`):
   * while it is shown, the screen is as it was then. */
  function takeEvents(v) {
    const events = v.events || [];
    const newest = events.length ? events[events.length - 1].n : 0;
    if (lastSeen === null) {
      lastSeen = newest;
      return 0;
    }
    let added = 0;
    for (const s of v.steps || []) {
      if (!(s.last > lastSeen && s.computer && speed() > 0)) continue;
      queue.push(s);
      added++;
    }
    lastSeen = Math.max(lastSeen, newest);
    return added;
  }

  function nextStep() {
    clearTimeout(animTimer);
    showing = queue.shift() || null;
    draw();
    sayStep();
    if (showing) animTimer = setTimeout(nextStep, Math.round(speed() * (showing.pace ?? 1)));
  }

  function skip() {
    queue.length = 0;
    nextStep();
  }

  /** The live region follows the steps: the words up to a step's own are said when it is
   * shown, the rest (whose turn it is, the end of the game) when the last one has been. */
  function sayStep() {
    if (pendingSaid === null) return;
    if (!showing) {
      announce(pendingSaid.trim());
      pendingSaid = null;
      return;
    }
    const at = showing.said ? pendingSaid.indexOf(showing.said) : -1;
    if (at < 0) return;
    const end = at + showing.said.length;
    announce(pendingSaid.slice(0, end).trim());
    pendingSaid = pendingSaid.slice(end);
  }

  /** While a computer's turn is shown, the screen shows the game as it was before that turn:
   * its scores, counts, moves and the viewer's hand; not yet over. */
  function shownView(v) {
    if (!showing) return v;
    const b = showing.before || {};
    const events = v.events || [];
    return {
      ...v, scores: b.scores || v.scores, hand_sizes: b.hand_sizes || v.hand_sizes,
      // a card passed to the viewer joins their hand when the step that passes it is shown
      hand: (v.hand || []).filter((c) => c.arrives == null || c.arrives < showing.turn),
      piles: b.piles || v.piles, discards: b.discards || v.discards, ending: !!b.ending,
      over: false, winners: [], current: showing.seat, step: t("pari.turn-of", { name: v.names[showing.seat] }),
      // nobody's prompt, buttons or hint but the shown player's: the person waits (or skips)
      my_turn: false,
      log: (v.log || []).filter((_, i) => !events[i] || events[i].n < showing.turn),
      can_review: v.over ? false : v.can_review, review: v.over ? null : v.review,
    };
  }

  function rememberFocus() {
    const a = focusedIn(root);
    // a dialog's own controls are not redrawn: keep the place chosen for after the dialog
    if (a && (passDialog.contains(a) || newDialog.contains(a))) return;
    if (readyAsked) return; // the pass screen has gone: the hand's first card gets the focus
    focusKey = a && root.contains(a) && a.dataset ? a.dataset.key || null : null;
  }

  function restoreFocus() {
    if (!focusKey) return;
    const target = root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
    if (target && focusedIn(root) !== target && !passDialog.open && !newDialog.open) {
      target.focus({ preventScroll: true });
      if (target instanceof HTMLInputElement) target.setSelectionRange(target.value.length, target.value.length);
    }
  }

  function draw() {
    const v = shownView(model.get("view") || {});
    if (!v.names) return;
    rememberFocus();
    const canPlace = v.my_turn && v.phase === "play" && !showing;
    root.classList.toggle("pari-can-place", !!canPlace);
    root.dataset.phase = v.phase;
    root.dataset.current = v.current;
    root.setAttribute("lang", model.get("lang") || "en"); // a screen reader speaks its language
    root.toggleAttribute("data-animating", !!showing);
    if (selected !== null && !(v.hand || []).some((c) => c.index === selected && !c.used)) selected = null;
    root.classList.toggle("pari-card-chosen", !!canPlace && selected !== null);
    const reviewScroll = root.querySelector(".pari-review")?.scrollTop || 0;
    areas.replaceChildren(renderTable(v, canPlace), renderSide(v), renderHand(v, canPlace));
    keepReviewInView(reviewScroll);
    renderPassScreen(v);
    fitFullScreen();
    restoreFocus();
    const gone = focusKey && !root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
    if (gone && [null, root, document.body].includes(focusedIn(root))) {
      // the control pressed went with its step (Play, a side for the new card, the draw, Skip):
      // on to the first control of the step the turn is at now (Skip while the computers'
      // steps are shown), not out of the widget
      const next = root.querySelector(NEXT_STEP);
      if (next) next.focus({ preventScroll: true });
    }
    startTimer(v);
  }

  // ---------------------------------------------------------------- full screen
  /** In full screen the cards grow into the room the table and the hand leave (`--pari-fit`,
   * 1 to 2 times the projector's cards): as large as keeps both inside the window and every
   * equation on one line with room for seven cards, or two more than it holds, so the cards
   * keep their size while a short equation is built. While the computers' steps are shown
   * the cards only shrink (when a long equation needs it), so the table does not grow and
   * shrink from step to step; they may grow again once the steps are over. */
  function fitFullScreen() {
    if (!isFullScreen(frame)) {
      frame.style.removeProperty("--pari-fit");
      stepFit = null;
      return;
    }
    const room = frame.clientHeight - 24; // the frame's padding
    const fits = () => {
      const hand = root.querySelector(".pari-hand");
      const height = hand.getBoundingClientRect().bottom - root.getBoundingClientRect().top + 14;
      return height <= room && [...root.querySelectorAll(".pari-table .pari-equation")].every(roomForMore);
    };
    const most = showing && stepFit !== null ? stepFit : 2;
    const scale = largestFit((s) => frame.style.setProperty("--pari-fit", s.toFixed(3)), fits, 1, most);
    stepFit = showing ? scale : null;
  }

  /** Whether an equation stands on one line with room at its end for two more cards, and
   * for seven in all. */
  function roomForMore(equation) {
    const parts = equation.querySelectorAll(".pari-card, .pari-gap");
    if (!parts.length) return true;
    const first = parts[0].getBoundingClientRect();
    const last = parts[parts.length - 1].getBoundingClientRect();
    if (Math.abs(last.top - first.top) > 1) return false; // wrapped onto a second line
    const card = equation.querySelector(".pari-card")?.getBoundingClientRect().width || 0;
    const gap = equation.querySelector(".pari-gap")?.getBoundingClientRect().width || 0;
    const style = getComputedStyle(equation);
    const end = equation.getBoundingClientRect().right - parseFloat(style.paddingRight) -
      parseFloat(style.borderRightWidth);
    const more = Math.max(2, 7 - equation.querySelectorAll(".pari-card").length);
    return last.right + more * (card + 4 + gap + 2) <= end; // margins: 2 px a side of each
  }

  // ---------------------------------------------------------------- the table
  function cardWord(card) {
    return DIGITS.includes(card) ? card : t("pari.say." + card);
  }

  function rowWords(cards) {
    const words = [];
    let number = "";
    for (const c of cards) {
      if (DIGITS.includes(c)) { number += c; continue; }
      if (number) { words.push(number); number = ""; }
      words.push(cardWord(c));
    }
    if (number) words.push(number);
    return words.join(" ");
  }

  function gapWhere(cards, g) {
    if (g === 0) return t("pari.gap.before", { card: cardWord(cards[0]) });
    if (g === cards.length) return t("pari.gap.after", { card: cardWord(cards[g - 1]) });
    return t("pari.gap.between", { a: cardWord(cards[g - 1]), b: cardWord(cards[g]) });
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
    if (showing) table.append(stepBanner());
    const rows = showing ? showing.rows.map((r) => [...r].map((card) => ({ card, new: false }))) : v.rows;
    const recent = showing ? new Map() : recentChanges(v);
    const stops = []; // what Tab reaches on the table, in order (one stop, the arrows go on)
    followChange(v);
    rows.forEach((row, i) => table.append(renderEquation(v, row, i, recent.get(i), canPlace, stops)));
    roving(stops, tableKey, (k) => { tableKey = k; });
    table.addEventListener("keydown", (e) => tableKeys(e, table));
    return table;
  }

  // the computers' steps shown one by one: what this step did, and Skip
  function stepBanner() {
    return el("div", { class: "pari-banner", "data-step": String(showing.n) }, [
      el("span", { text: showing.text }),
      el("button", { class: "pari-button pari-small", "data-key": "skip", "data-action": "skip",
        text: t("pari.skip"), onclick: skip }),
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
    const flash = showing && showing.equation === i ? showing.new : [];
    // the hint's equation (from its second step on) is marked, in words as well
    const hinted = !showing && v.my_turn && v.hint && v.hint.equation === i;
    const label = t("pari.equation", { n: i + 1 }) + ": " + rowWords(cards) +
      (mark ? ". " + t("pari.changed-by", { name: v.names[mark.seat] }) : "") +
      (hinted ? ". " + t("pari.hint.here") : "");
    const eq = el("div", {
      class: "pari-equation" + (v.draft_equation === i && !showing ? " pari-drafting" : "") +
        (flash.length || (showing && showing.equation === i) ? " pari-step" : "") + (mark ? " pari-changed" : "") +
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
        tableKey = key;
        if (selected !== null) {
          // like a cursor when typing: the next card goes after this one
          expectChange(i, g, cards.length, key, `gap-${i}-${g + 1}`);
          send({ action: "place", equation: i, gap: g, hand_index: selected });
        } else announce(t("pari.choose-card-first"));
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
    if (canPlace) stops.push(b);
    return b;
  }

  // a card on the table: one laid this turn is a button that takes it back; a covered one (the
  // paid moves option) and one a step or a computer just laid (★) are marked
  function tableCard(v, c, i, k, marked, stops) {
    const covered = v.draft_equation === i || showing ? "" : ((v.covered || [])[i] || [])[k];
    const isNew = c.new && !showing;
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
        tableKey = key;
        expectChange(i, k, v.rows[i].length, key, `gap-${i}-${k}`); // the gap where it was
        send({ action: "unplace", position: k });
      },
    }, [el("span", { "aria-hidden": "true", text: shown(c.card) })]);
    stops.push(b);
    return b;
  }

  /** A tap (or click) on an equation beside its gaps, with a card chosen: the card goes into
   * the gap nearest the tap, as a dragged card does (a gap is narrower than a finger). The
   * gaps and the cards laid this turn are buttons of their own: they answer themselves. */
  function tapRow(e, row) {
    if (selected === null || e.target.closest("button")) return;
    const gap = gapNear(row, e.clientX, e.clientY);
    if (!gap) return;
    tableKey = gap.dataset.key;
    gap.click();
  }

  /** A card put into (taken from) place `at` of `equation`, then `length` cards long: once
   * the equation shows it, the table's stop (and the focus) on `from` moves to `key`. */
  function expectChange(equation, at, length, from, key) {
    afterChange = { equation, at, length, from, key };
  }

  function followChange(v) {
    const change = afterChange;
    const grew = change && !showing ? (v.rows[change.equation] || []).length - change.length : 0;
    if (!grew) return;
    afterChange = null;
    // a gap further on in the equation (the keys went on before the answer came) moves too
    const follow = (key) => {
      if (key === change.from) return change.key;
      const [, eq, gap] = /^gap-(\d+)-(\d+)$/.exec(key || "") || [];
      return Number(eq) === change.equation && Number(gap) > change.at
        ? `gap-${eq}-${Number(gap) + grew}` : key;
    };
    tableKey = follow(tableKey);
    focusKey = follow(focusKey);
  }

  /** One tab stop among `stops`: the one named by `key`, else the first. */
  function roving(stops, key, setKey) {
    if (!stops.length) return;
    const current = stops.find((b) => b.dataset.key === key) || stops[0];
    current.tabIndex = 0;
    for (const b of stops) b.addEventListener("focus", () => setKey(b.dataset.key));
  }

  function moveFocus(list, from, step) {
    const i = list.indexOf(from);
    const next = list[Math.max(0, Math.min(list.length - 1, (i < 0 ? 0 : i) + step))];
    if (next) {
      for (const b of list) b.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    }
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

  // ---------------------------------------------------------------- the side
  function renderSide(v) {
    const side = el("div", { class: "pari-side" });
    side.append(renderScores(v), renderStatus(v));
    const buttons = el("div", { class: "pari-buttons" });
    const button = (label, action, extra = {}, primary = false) =>
      el("button", { class: "pari-button" + (primary ? " pari-primary" : ""), "data-action": action,
        "data-key": "b-" + action + (extra["data-pile"] || "") + (extra["data-side"] || ""), text: label, ...extra });
    if (v.my_turn && v.phase === "play") renderPlayStep(v, side, buttons, button);
    else if (v.my_turn && v.phase === "lay") {
      side.append(el("p", { class: "pari-prompt", text: t("pari.lay-prompt", { n: v.pending_lay + 1 }) }));
      for (const pile of ["digit", "operator"]) for (const s of ["left", "right"]) {
        buttons.append(button(t("pari.lay-button", { pile: t("pari." + pile), side: t("pari." + s) }), "lay", {
          "data-pile": pile, "data-side": s, onclick: () => send({ action: "lay", pile, side: s }),
        }));
      }
    } else if (v.my_turn && v.phase === "draw") renderDrawStep(v, side, buttons, button);
    else if (v.my_turn && v.phase === "pass") {
      side.append(el("p", { class: "pari-prompt", text: t("pari.pass-prompt", { name: v.pass_to }) }));
    } else if (showing) {
      side.append(el("div", { class: "pari-preview pari-replay-note", "data-replay": String(showing.seat),
        text: (v.you || []).includes(showing.seat) ? t("pari.replay-note-you")
          : t("pari.replay-note", { name: v.names[showing.seat] }) }));
    }
    if (!buttons.parentNode) side.append(buttons); // the play step puts them under its preview
    const review = renderReview(v, button);
    if (review) side.append(review);
    const more = el("div", { class: "pari-buttons pari-more" });
    if (v.can_undo) more.append(button(t("pari.undo"), "undo", { onclick: () => send({ action: "undo" }) }));
    more.append(button(t("pari.save"), "save", { onclick: () => send({ action: "save" }) }));
    if (frame.requestFullscreen) {
      const full = isFullScreen(frame);
      more.append(button(t("pari.fullscreen"), "fullscreen", {  // a toggle: the label stays
        "aria-pressed": String(full),
        onclick: () => (full ? document.exitFullscreen() : frame.requestFullscreen()).catch(() => {}),
      }));
    }
    more.append(button(t("pari.new-game") + "…", "new-game", { "aria-haspopup": "dialog", onclick: (e) => openNewGame(v, e.currentTarget) }, v.over));
    if (v.can_restore) more.append(button(t("pari.restore"), "restore-game", { onclick: () => send({ action: "restore_game" }) }));
    side.append(more);
    const saved = model.get("saved");
    if (saved) side.append(el("div", { class: "pari-saved", "data-saved": saved, text: t("pari.saved", { file: saved }) }));
    // an error answers the action before it: gone once that turn is over (also while the
    // computers' steps after it are shown); an action during those steps has its own answer
    const error = (errorDone ? "" : model.get("error") || "") || typedWrong;
    side.append(el("div", { class: "pari-error", "data-error": error ? "" : null, text: error ? "⚠ " + error : "" }));
    side.append(renderCommandLine(), renderLog(v), renderSpeed(v));
    return side;
  }

  // ---------------------------------------------------------------- the review
  // After the game (and on request in practice mode) a list of turns with their grades; a turn
  // opens to show the play, the best play then, the points lost and why. One tab stop: the
  // arrow keys move along the list, Enter or Space opens a turn.
  function renderReview(v, button) {
    const r = v.review;
    if (!r && !v.can_review) return null;
    const box = el("div", { class: "pari-review-box" });
    // one button that shows or hides the list (the same data-key keeps the focus on it)
    box.append(r
      ? button(t("pari.review.hide"), "review-hide", { "data-key": "b-review", onclick: () => send({ action: "review_hide" }) })
      : button(t(v.over ? "pari.review.button" : "pari.review.mine"), "review", {
        "data-key": "b-review", onclick: () => { reviewTurn = null; send({ action: "review" }); } }));
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
    const list = el("ol", { class: "pari-review", "aria-labelledby": id, "data-role": "review" });
    const stops = [];
    for (const turn of r.turns) {
      const open = reviewTurn === turn.index;
      const key = `review-${turn.index}`;
      const detailId = `pari-review-${uid}-${turn.index}`;
      const entry = el("button", {
        class: "pari-review-entry", type: "button", "data-review-turn": turn.index, "data-grade": turn.grade,
        "data-key": key, tabindex: "-1", "aria-expanded": String(open), "aria-controls": open ? detailId : null,
        onclick: () => { reviewTurn = open ? null : turn.index; reviewKey = key; revealTurn = !open; draw(); },
      }, [
        el("span", { class: "pari-review-text", text: t("pari.review.turn", {
          index: turn.turn, name: turn.name, played: turn.played, points: pointsWords(turn.score) }) }),
        el("span", { class: "sw-sr-only", text: ", " }),
        el("span", { class: "pari-grade", "data-grade": turn.grade, text: turn.grade_text }),
      ]);
      stops.push(entry);
      list.append(el("li", {}, [entry, open ? reviewDetail(turn, detailId) : null]));
    }
    roving(stops, reviewKey, (k) => { reviewKey = k; });
    list.addEventListener("keydown", (e) => {
      if (!stops.includes(e.target)) return;
      if (e.key === "ArrowDown" || e.key === "ArrowRight") moveFocus(stops, e.target, 1);
      else if (e.key === "ArrowUp" || e.key === "ArrowLeft") moveFocus(stops, e.target, -1);
      else if (e.key === "Home") moveFocus(stops, e.target, -1e6);
      else if (e.key === "End") moveFocus(stops, e.target, 1e6);
      else return;
      e.preventDefault();
    });
    box.append(list);
    return box;
  }

  /** The redrawn review list keeps its scroll position; a turn just opened is scrolled into the
   * list's view (its entry first, then as much of its detail as fits), the page left alone. */
  function keepReviewInView(scrollTop) {
    const list = root.querySelector(".pari-review");
    const reveal = revealTurn;
    revealTurn = false;
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

  function renderScores(v) {
    const scores = el("table", { class: "pari-scores" }, [
      el("caption", { class: "sw-sr-only", text: t("pari.scores") }),
    ]);
    v.names.forEach((name, i) => {
      const now = i === v.current && !v.over;
      const level = v.levels && v.levels[i] ? ` (${t("pari.level." + v.levels[i])})` : "";
      scores.append(el("tr", { class: now ? "pari-current" : "", "data-player": i, "aria-current": now ? "true" : null }, [
        el("th", { scope: "row" }, [now ? el("span", { "aria-hidden": "true", text: "▶ " }) : null, name,
          el("span", { class: "pari-level", text: level })]),
        el("td", { text: pointsWords(v.scores[i]) }),
        el("td", { class: "pari-cards" }, [el("span", { text: v.hand_sizes[i] === 1 ? t("pari.card-one")
          : t("pari.cards-in-hand", { n: v.hand_sizes[i] }) }),
          hintsUsed(v, i)]),
      ]));
    });
    return scores;
  }

  // "· 2 hints" after a player's cards, once they have asked for one (as Summy shows it). Before
  // the first, a person who may ask has the count's room kept, unseen: the table does not grow
  // at the first press of Hint and push Hint away from under the pupil's hand
  function hintsUsed(v, i) {
    const n = (v.hints_used || [])[i] || 0;
    const mayAsk = !(v.levels && v.levels[i]) && hintLabel("", v.hint_allowance, t) !== null;
    if (!n && !mayAsk) return null;
    // the count may go to a line of its own (a narrow side, the projector's large type), the
    // "·" with it, so no line ends in a dot
    return el("span", { class: "pari-hints" + (n ? "" : " pari-hints-room"), "data-hints": String(n),
      "aria-hidden": n ? null : "true" }, [" ",
      el("span", { text: `· ${t(n === 1 ? "pari.hints-one" : "pari.hints-many", { n: n || 2 })}` })]);
  }

  function renderStatus(v) {
    const box = el("div", { class: "pari-status-box" });
    if (v.over) {
      box.append(el("div", { class: "pari-over", "data-over": "" }, [
        el("div", { text: t("pari.over") }),
        el("div", { text: v.winner_text }),
      ]));
    } else {
      box.append(el("div", { class: "pari-status", text: v.step }));
    }
    // how the game ends, while it lasts (after it, "Last round: ..." would be stale)
    const ends = v.over ? null : t(v.ending ? "pari.round-ends" : "pari.target", { target: v.target });
    box.append(el("div", { class: "pari-piles", text: [
      `${t("pari.draw-pile")}: ${count(v.piles.digit, "digit")}, ${count(v.piles.operator, "operator")}`,
      `${t("pari.discard-pile")}: ${v.discards.digit + v.discards.operator}`, ends,
    ].filter(Boolean).join(" · ") }));
    return box;
  }

  /** "1 point", "8 points". */
  function pointsWords(n) {
    return n === 1 ? t("pari.point-one") : t("pari.point-many", { n });
  }

  /** "1 operator", "20 operators": `n` cards of a pile's kind. */
  function count(n, kind) {
    return `${n} ${t(n === 1 ? `pari.${kind}` : `pari.${kind}s`)}`;
  }

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
    buttons.append(button(t("pari.play"), "submit", { disabled: !p.row || !!showing, onclick: () => send({ action: "submit" }, stepOf(v)) }, true));
    buttons.append(button(t("pari.recall"), "recall", { disabled: !p.row, onclick: () => send({ action: "recall" }) }));
    // a teacher's limit: the button says how many hints are left; none when hints are off
    const hintWords = hintLabel(t("pari.hint"), v.hint_allowance, t);
    if (hintWords) buttons.append(button(hintWords, "hint", { onclick: () => send({ action: "hint" }) }));
    if (v.timer && v.timer.left_ms !== null && v.timer.left_ms !== undefined) {
      side.append(el("div", { class: "pari-timer", "data-timer": "" }));
      buttons.append(button(t("pari.timer-turn"), "time", { onclick: () => send({ action: "time" }) }));
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
        "data-pile": pile, onclick: () => send({ action: "draw_card", pile }),
      }));
    }
    const n = v.draw_piles.length;
    if (v.draw_options.includes(n) && n > 0) {
      const cards = t(n === 1 ? "pari.card-one" : "pari.card-many", { n });
      buttons.append(button(t("pari.draw-done-n", { cards }), "draw-done", { onclick: () => send({ action: "draw_done" }, stepOf(v)) }, true));
    }
    if (n === 0 && v.draw_options.includes(0)) {
      buttons.append(button(t("pari.draw-nothing"), "draw-done", { onclick: () => send({ action: "draw_done" }, stepOf(v)) }));
    }
    if (n) buttons.append(button(t("pari.draw-undo"), "draw-undo", { onclick: () => send({ action: "draw_undo" }) }));
  }

  function renderCommandLine() {
    const id = `pari-cmd-${uid}`;
    // the examples stay under the box while one types (a placeholder would go, and was cut)
    const input = el("input", { id, class: "pari-command", type: "text", "data-key": "command",
      autocomplete: "off", spellcheck: "false", "aria-describedby": `${id}-help`, value: commandText });
    input.value = commandText;
    input.addEventListener("input", () => { commandText = input.value; });
    const form = el("form", { class: "pari-command-line", "aria-label": t("pari.cmd.label"),
      onsubmit: (e) => {
        e.preventDefault();
        const text = input.value.trim();
        if (!text) return;
        commandText = "";
        focusKey = "command";
        send({ action: "command", text });
      },
    }, [el("label", { for: id, text: t("pari.cmd.label") }), input,
      el("button", { class: "pari-button pari-small", type: "submit", "data-key": "command-go", text: t("pari.cmd.go") }),
      el("p", { class: "pari-cmd-help", id: `${id}-help`, text: t("pari.cmd.examples") })]);
    return form;
  }

  function renderLog(v) {
    const id = `pari-log-${uid}`;
    // the view holds the last lines only: they keep the numbers they had in the whole game
    const start = v.log_start || 1;
    const list = el("ol", { class: "pari-log", "aria-labelledby": id, tabindex: "0", "data-key": "log", start });
    for (const line of v.log) list.append(el("li", { text: line }));
    if (!v.log.length) list.append(el("li", { class: "pari-log-empty", text: start > 1 ? "…" : t("pari.log-empty") }));
    queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
    return el("div", { class: "pari-log-box" }, [el("div", { id, class: "pari-log-title", text: t("pari.log") }), list]);
  }

  /** How the computers' steps are shown; the label says "the computer's" when only one plays. */
  function renderSpeed(v) {
    const one = (v.kinds || []).filter((k) => k !== "human").length === 1;
    const id = `pari-speed-${uid}`;
    const select = el("select", { id, "data-key": "speed", class: "pari-speed",
      onchange: () => { model.set("speed", select.value); model.save_changes(); } });
    for (const s of ["slow", "normal", "fast", "off"]) {
      select.append(el("option", { value: s, text: t("pari.speed." + s), selected: model.get("speed") === s }));
    }
    return el("div", { class: "pari-speed-box" }, [el("label", { for: id, text: t(one ? "pari.speed-one" : "pari.speed") }), select]);
  }

  // ---------------------------------------------------------------- the hand
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
        class: cardClass(c.card) + (c.used ? " pari-used" : "") + (selected === c.index ? " pari-selected" : ""),
        "data-hand-index": c.index, "data-card": c.card, "data-key": key, tabindex: "-1",
        "aria-label": cardWord(c.card) + (c.used ? ", " + t("pari.on-table") : ""),
        "aria-pressed": canPlace ? String(selected === c.index) : null,
        "aria-disabled": c.used ? "true" : null,
        draggable: canPlace && !c.used ? "true" : false,
        ondragstart: (e) => e.dataTransfer.setData("text/plain", String(c.index)),
        onclick: () => {
          handKey = key;
          if (c.used) return;
          if (passing) { send({ action: "pass_card", hand_index: c.index }, stepOf(v)); return; }
          if (!canPlace) { announce(v.step); return; }
          choose(selected === c.index ? null : c.index, v);
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
    roving(stops, handKey, (k) => { handKey = k; });
    hand.addEventListener("keydown", (e) => {
      const list = [...hand.querySelectorAll("button[data-hand-index]")];
      if (!list.includes(e.target)) return;
      if (e.key === "ArrowRight" || e.key === "ArrowDown") moveFocus(list, e.target, 1);
      else if (e.key === "ArrowLeft" || e.key === "ArrowUp") moveFocus(list, e.target, -1);
      else if (e.key === "Home") moveFocus(list, e.target, -1e6);
      else if (e.key === "End") moveFocus(list, e.target, 1e6);
      else return;
      e.preventDefault();
    });
    return hand;
  }

  function choose(index, v) {
    selected = index;
    typedWrong = "";
    draw();
    if (index === null) { announce(t("pari.card-put-back")); return; }
    const card = v.hand.find((c) => c.index === index).card;
    announce(t("pari.card-chosen", { card: cardWord(card) }));
  }

  // typing a card's symbol chooses it; Escape lets go of it
  root.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if (passDialog.open || newDialog.open) return;
    const v = shownView(model.get("view") || {}); // not while a computer's steps are shown
    if (e.key === "Escape") {
      if (selected !== null) { choose(null, v); e.preventDefault(); }
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
    const card = KEY_CARDS[e.key] || e.key.toLowerCase();
    if (!(DIGITS + "+-x:").includes(card) || !(v.my_turn && v.phase === "play")) return;
    const found = (v.hand || []).find((c) => c.card === card && !c.used);
    if (!found) {
      const laid = (v.hand || []).some((c) => c.card === card);
      typedWrong = t(laid ? "pari.error.command-card-laid" : "pari.error.command-no-card",
        { card: cardWord(card) });
      announce(typedWrong);
      draw(); // seen too, not only heard
      return;
    }
    e.preventDefault();
    handKey = `hand-${found.index}`;
    choose(found.index, v);
    const stop = root.querySelector(".pari-table [tabindex='0']");
    if (stop) stop.focus();
  });

  // ---------------------------------------------------------------- dialogs
  // the dialogs asked to be open: a dialog opened before the widget is in the page (the
  // pass screen at the start of a hot-seat game) waits until it is, as only a connected
  // dialog can be modal; a non-modal one would sit below the widget, out of view
  const wanted = new Set();
  function openModal(dialog, opener, then) {
    returnFocus = opener || focusedIn(root);
    wanted.add(dialog);
    const show = (tries) => {
      if (!wanted.has(dialog)) return;
      if (!dialog.open && !dialog.isConnected && tries < 600) {
        requestAnimationFrame(() => show(tries + 1));
        return;
      }
      if (!dialog.open) {
        try { dialog.showModal(); } catch (err) {
          dialog.setAttribute("open", "");
          dialog.scrollIntoView({ block: "nearest" }); // not modal: at least in view
        }
      }
      if (then) then();
    };
    show(0);
  }

  function closeModal(dialog) {
    wanted.delete(dialog);
    if (dialog.open) dialog.close();
  }

  for (const dialog of [passDialog, newDialog]) {
    dialog.addEventListener("close", () => {
      if (readyAsked) { root.focus({ preventScroll: true }); return; } // the hand is on its way
      const back = returnFocus && returnFocus.isConnected ? returnFocus
        : root.querySelector(`[data-key="${CSS.escape(focusKey || "")}"]`) || root.querySelector(".pari-hand button, .pari-side button");
      returnFocus = null;
      if (back) back.focus({ preventScroll: true });
      else root.focus({ preventScroll: true });
    });
  }
  // the pass screen cannot be waved away with Escape
  passDialog.addEventListener("cancel", (e) => e.preventDefault());

  /** The hot-seat pass screen, named after the person who plays next. The computers' steps
   * before that person's turn are public: they are shown on the table first (no hand is in
   * the page meanwhile, the view has none), then the pass screen comes up for that person. */
  function renderPassScreen(v) {
    if (!v.hidden || showing || queue.length || readyAsked) { closeModal(passDialog); return; }
    const name = v.names[v.current];
    const title = `pari-pass-title-${uid}`;
    passDialog.setAttribute("aria-labelledby", title);
    passDialog.replaceChildren(
      el("h2", { id: title, text: t("pari.pass-screen", { name }) }),
      el("button", { class: "pari-button pari-primary", "data-action": "ready", text: t("pari.ready", { name }),
        onclick: () => {
          // the screen goes at once; the hand comes with the view Python sends back
          focusKey = "hand-0";
          returnFocus = null;
          readyAsked = true;
          closeModal(passDialog);
          send({ action: "ready" });
        } }),
    );
    if (!passDialog.open && !wanted.has(passDialog)) {
      openModal(passDialog, null, () => passDialog.querySelector("button").focus());
    }
  }

  function openNewGame(v, opener) {
    const title = `pari-new-title-${uid}`;
    const r = v.rules || {};
    const check = (name, label) => {
      const id = `pari-opt-${name}-${uid}`;
      return el("div", { class: "pari-option" }, [
        el("input", { type: "checkbox", id, name, checked: !!r[name] }), el("label", { for: id, text: label }),
      ]);
    };
    const timerId = `pari-opt-timer-${uid}`;
    const timerSelect = el("select", { id: timerId, name: "think_seconds" });
    for (const s of [null, 30, 60, 90, 120]) {
      timerSelect.append(el("option", { value: s === null ? "" : String(s), selected: (r.think_seconds ?? null) === s,
        text: s === null ? t("pari.opt.timer-off") : t("pari.opt.timer-seconds", { n: s }) }));
    }
    const form = el("form", { method: "dialog", class: "pari-new-form" }, [
      el("h2", { id: title, text: t("pari.new-game") }),
      v.in_progress ? el("p", { class: "pari-warning", text: "⚠ " + t("pari.confirm-new") }) : null,
      el("fieldset", {}, [
        el("legend", { text: t("pari.opt.legend") }),
        check("paid_moves", t("pari.opt.paid-moves")),
        check("pass_card", t("pari.opt.pass-card")),
        check("beginners", t("pari.opt.beginners")),
        el("div", { class: "pari-option" }, [el("label", { for: timerId, text: t("pari.opt.timer") }), timerSelect]),
      ]),
      el("div", { class: "pari-buttons" }, [
        el("button", { class: "pari-button pari-primary", type: "submit", value: "start", "data-action": "start-new-game",
          text: v.in_progress ? t("pari.confirm-new-yes") : t("pari.start-new") }),
        el("button", { class: "pari-button", type: "button", value: "cancel", "data-action": "cancel",
          text: t("pari.cancel"), onclick: () => closeModal(newDialog) }),
      ]),
    ]);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const options = {};
      for (const name of ["paid_moves", "pass_card", "beginners"]) options[name] = form.elements[name].checked;
      options.think_seconds = timerSelect.value ? Number(timerSelect.value) : null;
      returnFocus = null;
      focusKey = "b-new-game";
      closeModal(newDialog);
      send({ action: "new_game", options });
    });
    newDialog.setAttribute("aria-labelledby", title);
    newDialog.replaceChildren(form);
    openModal(newDialog, opener);
    const first = newDialog.querySelector(v.in_progress ? "button[data-action='cancel']" : "input");
    if (first) first.focus();
  }

  // ---------------------------------------------------------------- the think timer
  function startTimer(v) {
    if (timer !== null) clearInterval(timer);
    timer = null;
    const box = root.querySelector(".pari-timer");
    const left = v.timer ? v.timer.left_ms : null;
    if (!box || left === null || left === undefined) return;
    const end = Date.now() + left;
    const show = () => {
      const ms = Math.max(0, end - Date.now());
      box.textContent = "⏳ " + t("pari.timer", { seconds: Math.ceil(ms / 1000) });
      if (ms === 0) {
        clearInterval(timer);
        timer = null;
        send({ action: "tick" });
      }
    };
    show();
    if (left > 0) timer = setInterval(show, 250);
  }

  /** Whether `v` brings steps of another seat than the viewer's: the viewer's turn is over. */
  function othersMoved(v) {
    return lastSeen !== null && (v.events || []).some((e) => e.n > lastSeen && e.seat !== v.viewer);
  }

  function onView() {
    const v = model.get("view") || {};
    typedWrong = "";
    if (othersMoved(v)) errorDone = true;
    const added = takeEvents(v);
    const said = v.said || {};
    const fresh = said.n !== saidN && saidN !== null ? said.text || "" : null;
    saidN = said.n;
    // words about steps still to be shown wait for them (see sayStep)
    if (fresh !== null && (added || pendingSaid !== null)) pendingSaid = (pendingSaid || "") + " " + fresh;
    else if (fresh) announce(fresh);
    if (!showing && queue.length) nextStep();
    else if (!showing) draw();
    readyAsked = false;
  }

  // the large layout: in full screen, or in the notebook with the projector trait
  const large = () => frame.classList.toggle("pari-projector",
    isFullScreen(frame) || Boolean(model.get("projector")));
  const redraw = () => draw();
  const onError = () => {
    if (model.get("error")) afterChange = null; // refused: the focus stays where it was
    errorDone = false; readyAsked = false; typedWrong = "";
    draw();
  };
  const onFullscreen = () => { large(); focusKey = "b-fullscreen"; draw(); };
  const onResize = () => {
    stepFit = null; // a new window: the steps may use its room
    if (isFullScreen(frame)) fitFullScreen();
  };
  document.addEventListener("fullscreenchange", onFullscreen);
  window.addEventListener("resize", onResize);
  model.on("change:view", onView);
  model.on("change:projector", large);
  for (const name of ["change:messages", "change:saved", "change:speed"]) model.on(name, redraw);
  model.on("change:error", onError);
  large();
  onView();
  return () => {
    model.off("change:view", onView);
    model.off("change:projector", large);
    for (const name of ["change:messages", "change:saved", "change:speed"]) model.off(name, redraw);
    model.off("change:error", onError);
    if (timer !== null) clearInterval(timer);
    clearTimeout(animTimer);
    document.removeEventListener("fullscreenchange", onFullscreen);
    window.removeEventListener("resize", onResize);
    unguard();
    unfollow();
    closeModal(passDialog);
    closeModal(newDialog);
    link.stop();
    unclick();
    frame.remove();
    style.remove();
  };
}

export default { render };
