// Summa Summarum: draws the view of SummaWidget (a summa.Session in Python) and sends actions.
// Every check, score and the timer's rule live in Python; this file only shows and asks.
// Python publishes its view in one message; the areas it touches are redrawn once.
import css from "./summa.css";
import { h, translator } from "./lib/dom.js";

const SIZE = 6;
const COLS = "ABCDEF";

// which areas each synced trait feeds
const AREAS = {
  sheet: ["grid"], pending: ["grid", "actions"], marks: ["grid"], line_scores: ["grid", "status"],
  best: ["grid", "actions", "best"], dice: ["dice", "actions"], stage: ["all"], round: ["title"],
  rounds: ["title"], current: ["players"], players: ["players"], results: ["players"],
  preview: ["status"], error: ["status"], note: ["status"], timer: ["timer"], log: ["log"],
  explanation: ["best"], saved: ["status"], pass_screen: ["all"], can_undo: ["actions"],
  practice: ["actions"], messages: ["all"], lang: ["all"],
};

function render({ model, el }) {
  const style = document.createElement("style");
  style.textContent = css;
  el.append(style);
  const msg = translator(model);
  const get = (name) => model.get(name);
  const send = (content) => model.send(content);

  const areas = {};
  for (const name of ["title", "pass", "grid", "dice", "actions", "keys", "status", "timer",
    "players", "best", "log"]) {
    areas[name] = h("div", { class: `summa-area summa-area-${name}` });
  }
  const play = h("div", { class: "summa-play" }, areas.title, areas.pass, areas.grid, areas.dice,
    areas.actions, areas.keys);
  const side = h("div", { class: "summa-side" }, areas.status, areas.timer, areas.players,
    areas.best, areas.log);
  const root = h("div", { class: "summa-widget", tabindex: "0" }, play, side);
  el.append(root);

  // front-end only: the chosen die, the keyboard cursor, the first cell of a group, the clock
  const local = { die: null, cursor: [0, 0], start: null, turn: null, deadline: null, sentUp: false };
  let ticker = null;

  const stage = () => get("stage");
  const firstFreeDie = () => {
    const i = (get("dice") || []).findIndex((d) => !d.used);
    return i < 0 ? null : i;
  };
  const markAt = (r, c) => (get("marks") || []).find((m) => m.cells.some(([mr, mc]) => mr === r && mc === c));

  function clickCell(r, c) {
    local.cursor = [r, c];
    const now = stage();
    if (now === "black") {
      send({ action: "toggle_black", cell: [r, c] });
    } else if (now === "place") {
      if ((get("pending") || []).some(([pr, pc]) => pr === r && pc === c)) {
        send({ action: "unplace", cell: [r, c] });
        return;
      }
      const dice = get("dice") || [];
      let die = local.die;
      if (die === null || !dice[die] || dice[die].used) die = firstFreeDie();
      if (die === null) return;
      local.die = null;
      send({ action: "place", die, cell: [r, c] });
    } else if (now === "across" || now === "down") {
      if (local.start === null) {
        const mark = markAt(r, c);
        if (mark) {
          send({ action: "unmark", name: mark.name });
          return;
        }
        local.start = [r, c];
      } else {
        const first = local.start;
        local.start = null;
        send({ action: "mark", first, last: [r, c] });
      }
      redraw(["grid"]);
    }
  }

  function typeSymbol(symbol) {
    if (stage() !== "place") return;
    const die = (get("dice") || []).findIndex((d) => !d.used && d.symbol === symbol);
    if (die >= 0) send({ action: "place", die, cell: local.cursor });
  }

  root.addEventListener("keydown", (event) => {
    const [r, c] = local.cursor;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const now = stage();
    const pending = get("pending") || [];
    if (event.key in moves) {
      const [dr, dc] = moves[event.key];
      local.cursor = [Math.min(SIZE - 1, Math.max(0, r + dr)), Math.min(SIZE - 1, Math.max(0, c + dc))];
      redraw(["grid"]);
    } else if (/^[ivxlIVXL]$/.test(event.key)) {
      typeSymbol(event.key.toUpperCase());
    } else if (event.key === "Enter") {
      if (now === "pass") send({ action: "ready" });
      else if (now === "place" && pending.length && !(get("dice") || []).some((d) => !d.used)) send({ action: "done" });
      else if (now === "black" && pending.length === 4) send({ action: "confirm_black" });
      else clickCell(r, c);
    } else if (event.key === " ") {
      clickCell(r, c);
    } else if (event.key === "Backspace" || event.key === "Delete") {
      if (now === "place") send({ action: "unplace", cell: [r, c] });
    } else if (event.key === "Escape") {
      local.start = null;
      local.die = null;
      redraw(["grid", "dice"]);
    } else {
      return;
    }
    event.preventDefault();
  });

  // -- the timer: one run per round for the person at the screen; Python decides when it is up
  function startTimer() {
    const timer = get("timer") || {};
    if (timer.turn === local.turn) return;
    local.turn = timer.turn;
    local.sentUp = false;
    local.start = null;
    local.die = null;
    if (ticker) clearInterval(ticker);
    ticker = null;
    local.deadline = null;
    const left = timer.left ?? timer.seconds;
    if (timer.seconds && left !== null && left !== undefined) {
      local.deadline = Date.now() + left * 1000;
      ticker = setInterval(tick, 250);
    }
  }

  function secondsLeft() {
    return Math.max(0, Math.ceil((local.deadline - Date.now()) / 1000));
  }

  function tick() {
    const shown = root.querySelector(".summa-timer");
    if (shown) shown.textContent = msg("summa.ui.time-left", { seconds: secondsLeft() });
    if (secondsLeft() <= 0 && !local.sentUp) {
      local.sentUp = true;
      clearInterval(ticker);
      ticker = null;
      // a little after the end, so Python's clock agrees the time is up
      setTimeout(() => send({ action: "time_up" }), 300);
    }
  }

  // -- one render function per area --------------------------------------------------------------
  function renderTitle() {
    const round = get("round");
    areas.title.replaceChildren(h("h3", {}, msg("summa.ui.title"),
      round && stage() === "place" ? " \u2013 " + msg("summa.ui.round", { round, rounds: get("rounds") }) : ""));
  }

  function renderPass() {
    if (stage() !== "pass") {
      areas.pass.replaceChildren();
      return;
    }
    const name = ((get("players") || [])[get("current")] || {}).name || "";
    areas.pass.replaceChildren(h("div", { class: "summa-pass", role: "dialog" },
      h("p", { text: msg("summa.ui.pass", { name }) }),
      h("button", { "data-action": "ready", onclick: () => send({ action: "ready" }) },
        msg("summa.ui.button.ready", { name }))));
  }

  function cellButton(r, c, sheet, now, pending, bestCells) {
    const content = (sheet[r] || "")[c] || ".";
    const shown = content === "." || content === "#" ? "" : content;
    return h("button", {
      class: "summa-cell",
      "data-cell": `${r},${c}`,
      "data-content": content,
      "data-pending": pending.some(([pr, pc]) => pr === r && pc === c),
      "data-cursor": local.cursor[0] === r && local.cursor[1] === c,
      "data-start": Boolean(local.start && local.start[0] === r && local.start[1] === c),
      "data-mark": Boolean(markAt(r, c)),
      "data-best": bestCells.has(`${r},${c}`),
      "aria-label": `${COLS[c]}${r + 1}` + (shown ? ` ${shown}` : content === "#" ? " #" : ""),
      tabindex: "-1",
      disabled: now === "pass",
      onclick: () => clickCell(r, c),
    }, shown);
  }

  function renderGrid() {
    const sheet = get("sheet") || [];
    const now = stage();
    const pending = get("pending") || [];
    const best = get("best") || {};
    const groups = now === "down" ? best.down_groups : best.across_groups;
    const bestCells = new Set((groups || []).flatMap((g) => g.cells.map(([r, c]) => `${r},${c}`)));
    const scores = get("line_scores") || {};
    const scoring = now === "across" || now === "down";
    const head = h("tr", {}, h("th"), ...[...COLS].map((ch) => h("th", { text: ch })), h("th"));
    const rows = [];
    for (let r = 0; r < SIZE; r++) {
      const cells = [...COLS].map((_, c) => h("td", {}, cellButton(r, c, sheet, now, pending, bestCells)));
      const v = scoring && now === "across" ? (scores.rows || [])[r] : "";
      rows.push(h("tr", {}, h("th", { text: String(r + 1) }), ...cells,
        h("td", { class: "summa-line", "data-row-score": r }, v === 0 ? "" : v)));
    }
    const foot = h("tr", {}, h("th"), ...[...COLS].map((_, c) => {
      const v = scoring && now === "down" ? (scores.columns || [])[c] : "";
      return h("td", { class: "summa-line", "data-column-score": c }, v === 0 ? "" : v);
    }), h("td"));
    areas.grid.replaceChildren(h("table", { class: "summa-grid" }, head, ...rows, foot));
  }

  function renderDice() {
    const dice = get("dice") || [];
    if (!dice.length || stage() !== "place") {
      areas.dice.replaceChildren();
      return;
    }
    let selected = local.die;
    if (selected === null || !dice[selected] || dice[selected].used) selected = firstFreeDie();
    areas.dice.replaceChildren(h("div", { class: "summa-dice" },
      h("span", { text: msg("summa.ui.dice") + ":" }),
      ...dice.map((d, i) => h("button", {
        class: "summa-die", "data-die": String(i), "data-symbol": d.symbol,
        "data-selected": i === selected, disabled: d.used,
        onclick: () => { local.die = i; renderDice(); },
      }, d.symbol))));
  }

  function button(action, label, enabled = true, params = {}) {
    return h("button", {
      "data-action": action, disabled: !enabled,
      onclick: () => send({ action: action.replace(/-/g, "_") }),
    }, msg(label, params));
  }

  function renderActions() {
    const now = stage();
    const pending = get("pending") || [];
    const list = [];
    if (now === "black") {
      list.push(button("random-black", "summa.ui.button.random-black"));
      list.push(button("confirm-black", "summa.ui.button.confirm-black", pending.length === 4));
    } else if (now === "place") {
      const free = (get("dice") || []).filter((d) => !d.used).length;
      list.push(button("done", "summa.ui.button.done", pending.length > 0 && free === 0));
    } else if (now === "across" || now === "down") {
      list.push(button("confirm", now === "across" ? "summa.ui.button.confirm-rows" : "summa.ui.button.confirm-columns"));
      list.push(button("use-best", "summa.ui.button.use-best"));
    }
    if (now === "across" || now === "down" || now === "over") {
      list.push(button("show-best", (get("best") || {}).text ? "summa.ui.button.hide-best" : "summa.ui.button.show-best"));
    }
    if (get("practice")) list.push(button("undo", "summa.ui.button.undo", Boolean(get("can_undo"))));
    list.push(button("save", "summa.ui.button.save"));
    list.push(button("new-game", "summa.ui.button.new-game"));
    areas.actions.replaceChildren(h("div", { class: "summa-actions" }, ...list));
  }

  function renderStatus() {
    const now = stage();
    const preview = get("preview") || {};
    const error = get("error");
    const saved = get("saved");
    const scores = get("line_scores") || {};
    areas.status.replaceChildren(
      h("div", { class: "summa-note", text: get("note") }),
      now === "across" || now === "down"
        ? h("div", { class: "summa-marked", text: msg("summa.ui.marked", { total: scores.total || 0 }) }) : null,
      preview.text ? h("div", { class: "summa-preview", "data-ok": String(Boolean(preview.ok)), text: preview.text }) : null,
      error ? h("div", { class: "summa-error", role: "alert", text: error }) : null,
      saved ? h("div", { class: "summa-saved", "data-saved": saved, text: msg("summa.ui.saved", { file: saved }) }) : null);
  }

  function renderTimer() {
    areas.timer.replaceChildren(local.deadline
      ? h("div", { class: "summa-timer" }, msg("summa.ui.time-left", { seconds: secondsLeft() })) : null);
  }

  function renderPlayers() {
    const results = get("results") || [];
    const rows = results.length ? results : (get("players") || []).map((p, i) => ({ ...p, index: i }));
    const current = get("current");
    const heads = ["player", "across", "down", "total", "black"].concat(results.length ? ["rank"] : []);
    areas.players.replaceChildren(h("table", { class: "summa-players" },
      h("tr", {}, ...heads.map((k) => h("th", { text: msg(`summa.ui.table.${k}`) }))),
      ...rows.map((p) => h("tr", {
        "data-player": p.name, "data-active": !results.length && p.index === current,
        "data-winner": Boolean(p.winner),
      },
        h("td", {}, p.name + (p.winner ? " \u2605" : "")),
        ...["across", "down", "total", "black"].concat(results.length ? ["rank"] : [])
          .map((k) => h("td", { text: String(p[k]) }))))));
  }

  function renderBest() {
    const best = get("best") || {};
    const lines = get("explanation") || [];
    areas.best.replaceChildren(
      best.text ? h("div", { class: "summa-best", "data-best-total": best.total ?? "" },
        best.total !== undefined
          ? h("h3", { text: msg("summa.ui.best.title", { total: best.total, across: best.across, down: best.down }) })
          : null,
        h("ul", { class: "summa-lines" }, ...(best.why || []).map((line) => h("li", { text: line }))),
        h("ul", { class: "summa-lines" }, ...best.text.map((line) => h("li", { text: line })))) : null,
      lines.length ? h("ul", { class: "summa-lines summa-explanation" }, ...lines.map((l) => h("li", { text: l }))) : null);
  }

  function renderLog() {
    areas.log.replaceChildren(h("div", { class: "summa-log" }, ...(get("log") || []).map((l) => h("div", { text: l }))));
  }

  const RENDER = {
    title: renderTitle, pass: renderPass, grid: renderGrid, dice: renderDice, actions: renderActions,
    status: renderStatus, timer: renderTimer, players: renderPlayers, best: renderBest, log: renderLog,
    keys: () => areas.keys.replaceChildren(h("div", { class: "summa-keys", text: msg("summa.ui.keys") })),
  };

  function redraw(names) {
    const all = names.includes("all") ? Object.keys(RENDER) : names;
    const hadFocus = root.contains(document.activeElement);
    root.setAttribute("data-stage", stage());
    root.setAttribute("lang", get("lang"));
    startTimer(); // first: a new turn clears the chosen die and the group's first cell
    for (const name of all) RENDER[name]();
    if (hadFocus && !root.contains(document.activeElement)) root.focus({ preventScroll: true });
  }

  // one redraw per message from Python, however many traits it changed
  let changed = new Set();
  function schedule(name) {
    if (!changed.size) {
      queueMicrotask(() => {
        const names = [...new Set([...changed].flatMap((n) => AREAS[n]))];
        changed = new Set();
        redraw(names);
      });
    }
    changed.add(name);
  }
  const handlers = Object.keys(AREAS).map((name) => [`change:${name}`, () => schedule(name)]);
  for (const [event, handler] of handlers) model.on(event, handler);
  redraw(["all"]);
  return () => {
    if (ticker) clearInterval(ticker);
    for (const [event, handler] of handlers) model.off(event, handler);
  };
}

export default { render };
