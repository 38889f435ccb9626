// Summa Summarum: draws the view traits of SummaWidget and sends the player's actions.
// Every check and score is computed in Python; this file only shows and asks.
import css from "./summa.css";

const SIZE = 6;
const COLS = "ABCDEF";

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function fill(template, params = {}) {
  return String(template).replace(/\{(\w+)\}/g, (m, k) => (k in params ? params[k] : m));
}

function render({ model, el }) {
  const style = document.createElement("style");
  style.textContent = css;
  el.append(style);
  const root = h("div", { class: "summa-widget", tabindex: "0" });
  el.append(root);

  // front-end only: the chosen die, the keyboard cursor, the first cell of a group
  const local = { die: null, cursor: [0, 0], start: null, turn: null, deadline: null, sentUp: false };
  let ticker = null;

  const get = (name) => model.get(name);
  const msg = (key, params) => fill((get("messages") || {})[key] ?? key, params);
  const send = (content) => model.send(content);

  function firstFreeDie() {
    const dice = get("dice") || [];
    const i = dice.findIndex((d) => !d.used);
    return i < 0 ? null : i;
  }

  function markAt(r, c) {
    return (get("marks") || []).find((m) => m.cells.some(([mr, mc]) => mr === r && mc === c));
  }

  function clickCell(r, c) {
    local.cursor = [r, c];
    const stage = get("stage");
    if (stage === "black") {
      send({ action: "toggle_black", cell: [r, c] });
    } else if (stage === "place") {
      const pending = (get("pending") || []).find(([pr, pc]) => pr === r && pc === c);
      if (pending) {
        send({ action: "unplace", cell: [r, c] });
        return;
      }
      const dice = get("dice") || [];
      let die = local.die;
      if (die === null || !dice[die] || dice[die].used) die = firstFreeDie();
      if (die === null) return;
      local.die = null;
      send({ action: "place", die, cell: [r, c] });
    } else if (stage === "across" || stage === "down") {
      if (local.start === null) {
        const mark = markAt(r, c);
        if (mark) {
          send({ action: "unmark", name: mark.name });
          return;
        }
        local.start = [r, c];
        draw();
      } else {
        const first = local.start;
        local.start = null;
        send({ action: "mark", first, last: [r, c] });
        draw();
      }
    }
  }

  function typeSymbol(symbol) {
    if (get("stage") !== "place") return;
    const dice = get("dice") || [];
    const die = dice.findIndex((d) => !d.used && d.symbol === symbol);
    if (die < 0) return;
    send({ action: "place", die, cell: local.cursor });
  }

  root.addEventListener("keydown", (event) => {
    const [r, c] = local.cursor;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const stage = get("stage");
    if (event.key in moves) {
      const [dr, dc] = moves[event.key];
      local.cursor = [Math.min(SIZE - 1, Math.max(0, r + dr)), Math.min(SIZE - 1, Math.max(0, c + dc))];
      draw();
    } else if (/^[ivxlIVXL]$/.test(event.key)) {
      typeSymbol(event.key.toUpperCase());
    } else if (event.key === "Enter") {
      if (stage === "place" && (get("pending") || []).length === (get("dice") || []).length) {
        send({ action: "done" });
      } else if (stage === "black" && (get("pending") || []).length === 4) {
        send({ action: "confirm_black" });
      } else {
        clickCell(r, c);
      }
    } else if (event.key === " ") {
      clickCell(r, c);
    } else if (event.key === "Backspace" || event.key === "Delete") {
      if (stage === "place") send({ action: "unplace", cell: [r, c] });
    } else if (event.key === "Escape") {
      local.start = null;
      local.die = null;
      draw();
    } else {
      return;
    }
    event.preventDefault();
  });

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
    if (timer.seconds) {
      local.deadline = Date.now() + timer.seconds * 1000;
      ticker = setInterval(() => {
        const left = Math.ceil((local.deadline - Date.now()) / 1000);
        const shown = root.querySelector(".summa-timer");
        if (shown) shown.textContent = msg("summa.ui.time-left", { seconds: Math.max(0, left) });
        if (left <= 0 && !local.sentUp) {
          local.sentUp = true;
          clearInterval(ticker);
          ticker = null;
          // a little after the end, so Python's clock agrees the time is up
          setTimeout(() => send({ action: "time_up" }), 300);
        }
      }, 250);
    }
  }

  function gridView() {
    const sheet = get("sheet") || [];
    const stage = get("stage");
    const pending = get("pending") || [];
    const best = get("best") || {};
    const bestGroups = stage === "down" ? best.down_groups : best.across_groups;
    const bestCells = new Set((bestGroups || []).flatMap((g) => g.cells.map(([r, c]) => `${r},${c}`)));
    const scores = get("line_scores") || {};
    const showScores = stage === "across" || stage === "down";
    const head = h("tr", {}, h("th"), ...[...COLS].map((ch) => h("th", { text: ch })), h("th"));
    const rows = [];
    for (let r = 0; r < SIZE; r++) {
      const cells = [];
      for (let c = 0; c < SIZE; c++) {
        const content = (sheet[r] || "")[c] || ".";
        const isPending = pending.some(([pr, pc]) => pr === r && pc === c);
        const shown = content === "." || content === "#" ? "" : content;
        const label = `${COLS[c]}${r + 1}` + (shown ? ` ${shown}` : content === "#" ? " #" : "");
        cells.push(
          h("td", {},
            h("button", {
              class: "summa-cell",
              "data-cell": `${r},${c}`,
              "data-content": content,
              "data-pending": isPending,
              "data-cursor": local.cursor[0] === r && local.cursor[1] === c,
              "data-start": local.start && local.start[0] === r && local.start[1] === c,
              "data-mark": Boolean(markAt(r, c)),
              "data-best": bestCells.has(`${r},${c}`),
              "aria-label": label,
              tabindex: "-1",
              onclick: () => clickCell(r, c),
            }, shown)));
      }
      const rowScore = showScores && stage === "across" ? (scores.rows || [])[r] : "";
      rows.push(h("tr", {}, h("th", { text: String(r + 1) }), ...cells,
        h("td", { class: "summa-line", "data-row-score": r }, rowScore === 0 ? "" : rowScore)));
    }
    const foot = h("tr", {}, h("th"),
      ...[...COLS].map((_, c) => {
        const v = showScores && stage === "down" ? (scores.columns || [])[c] : "";
        return h("td", { class: "summa-line", "data-column-score": c }, v === 0 ? "" : v);
      }), h("td"));
    return h("table", { class: "summa-grid" }, head, ...rows, foot);
  }

  function diceView() {
    const dice = get("dice") || [];
    if (!dice.length || get("stage") !== "place") return null;
    let selected = local.die;
    if (selected === null || !dice[selected] || dice[selected].used) selected = firstFreeDie();
    return h("div", { class: "summa-dice" },
      h("span", { text: msg("summa.ui.dice") + ":" }),
      ...dice.map((d, i) => h("button", {
        class: "summa-die",
        "data-die": String(i),
        "data-symbol": d.symbol,
        "data-selected": i === selected,
        disabled: d.used,
        onclick: () => { local.die = i; draw(); },
      }, d.symbol)));
  }

  function button(action, label, enabled = true, extra = {}) {
    return h("button", {
      "data-action": action,
      disabled: !enabled,
      onclick: () => send({ action: action.replace(/-/g, "_"), ...extra }),
    }, msg(label));
  }

  function actionsView() {
    const stage = get("stage");
    const pending = get("pending") || [];
    const best = get("best") || {};
    const list = [];
    if (stage === "black") {
      list.push(button("random-black", "summa.ui.button.random-black"));
      list.push(button("confirm-black", "summa.ui.button.confirm-black", pending.length === 4));
    } else if (stage === "place") {
      list.push(button("done", "summa.ui.button.done", pending.length === (get("dice") || []).length));
    } else if (stage === "across" || stage === "down") {
      list.push(button("confirm", stage === "across" ? "summa.ui.button.confirm-rows" : "summa.ui.button.confirm-columns"));
      list.push(button("use-best", "summa.ui.button.use-best"));
    }
    if (stage === "across" || stage === "down" || stage === "over") {
      list.push(button("show-best", best.text ? "summa.ui.button.hide-best" : "summa.ui.button.show-best"));
    }
    list.push(button("new-game", "summa.ui.button.new-game"));
    return h("div", { class: "summa-actions" }, ...list);
  }

  function playersView() {
    const results = get("results") || [];
    const rows = results.length ? results : (get("players") || []).map((p, i) => ({ ...p, index: i }));
    const current = get("current");
    return h("table", { class: "summa-players" },
      h("tr", {},
        h("th", { text: msg("summa.ui.table.player") }),
        h("th", { text: msg("summa.ui.table.across") }),
        h("th", { text: msg("summa.ui.table.down") }),
        h("th", { text: msg("summa.ui.table.total") }),
        h("th", { text: msg("summa.ui.table.black") }),
        results.length ? h("th", { text: msg("summa.ui.table.rank") }) : null),
      ...rows.map((p) => h("tr", {
        "data-player": p.name,
        "data-active": !results.length && p.index === current,
        "data-winner": Boolean(p.winner),
      },
        h("td", {}, p.name + (p.winner ? " \u2605" : "")),
        h("td", { text: String(p.across) }),
        h("td", { text: String(p.down) }),
        h("td", { text: String(p.total) }),
        h("td", { text: String(p.black) }),
        results.length ? h("td", { text: String(p.rank) }) : null)));
  }

  function bestView() {
    const best = get("best") || {};
    if (!best.text) return null;
    return h("div", { class: "summa-best", "data-best-total": best.total ?? "" },
      best.total !== undefined
        ? h("h3", { text: msg("summa.ui.best.title", { total: best.total, across: best.across, down: best.down }) })
        : null,
      h("ul", { class: "summa-lines" }, ...(best.why || []).map((line) => h("li", { text: line }))),
      h("ul", { class: "summa-lines" }, ...best.text.map((line) => h("li", { text: line }))));
  }

  function draw() {
    startTimer();
    const stage = get("stage");
    const preview = get("preview") || {};
    const error = get("error");
    const scores = get("line_scores") || {};
    const round = get("round");
    root.setAttribute("data-stage", stage);
    root.setAttribute("lang", get("lang"));
    const play = h("div", { class: "summa-play" },
      h("h3", {}, msg("summa.ui.title"),
        round && stage === "place" ? " \u2013 " + msg("summa.ui.round", { round, rounds: get("rounds") }) : ""),
      gridView(),
      diceView(),
      actionsView(),
      h("div", { class: "summa-keys", text: msg("summa.ui.keys") }));
    const side = h("div", { class: "summa-side" },
      h("div", { class: "summa-note", text: get("note") }),
      local.deadline ? h("div", { class: "summa-timer" },
        msg("summa.ui.time-left", { seconds: Math.max(0, Math.ceil((local.deadline - Date.now()) / 1000)) })) : null,
      stage === "across" || stage === "down"
        ? h("div", { class: "summa-marked", text: msg("summa.ui.marked", { total: scores.total || 0 }) }) : null,
      preview.text ? h("div", { class: "summa-preview", "data-ok": String(Boolean(preview.ok)), text: preview.text }) : null,
      error ? h("div", { class: "summa-error", role: "alert", text: error }) : null,
      playersView(),
      bestView(),
      (get("explanation") || []).length
        ? h("ul", { class: "summa-lines summa-explanation" }, ...get("explanation").map((l) => h("li", { text: l })))
        : null,
      h("div", { class: "summa-log" }, ...(get("log") || []).map((l) => h("div", { text: l }))));
    const hadFocus = root.contains(document.activeElement);
    root.replaceChildren(play, side);
    if (hadFocus) root.focus({ preventScroll: true });
  }

  const names = ["sheet", "pending", "dice", "marks", "line_scores", "preview", "best", "players",
    "results", "explanation", "note", "timer", "log", "stage", "current", "round", "error", "messages", "lang"];
  for (const name of names) model.on(`change:${name}`, draw);
  draw();
  return () => {
    if (ticker) clearInterval(ticker);
    for (const name of names) model.off(`change:${name}`, draw);
  };
}

export default { render };
