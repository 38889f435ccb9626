// Summa Summarum: draws the view of SummaWidget (a summa.Session in Python) and sends actions.
// Every check, score and the timer's rule live in Python; this file only shows and asks.
// Python publishes its view in one message; the areas it touches are redrawn once.
import css from "./summa.css";
import themeCss from "./lib/theme.css";
import { h, hintLabel, isFullScreen, translator } from "./lib/dom.js";
import { followHostTheme } from "./lib/hosttheme.js";
import { focusedIn, guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
import { singleClicks } from "./lib/clicks.js";

const SIZE = 6;
// the timer's last seconds: shown in the warning colour with a word, and said once
const WARN_AT = 10;
const COLS = "ABCDEF";
// the preview's sign by its state: right, wrong, or a next step still to take
const PREVIEW_SIGNS = { true: "\u2714 ", false: "\u2716 ", open: "\u2192 " };
// a sign beside each grade, so the grade is not told by colour alone
const GRADE_SIGNS = { best: "★", good: "✔", inaccuracy: "≈", mistake: "?", blunder: "✖" };

// which areas each synced trait feeds
const AREAS = {
  sheet: ["grid"], pending: ["grid", "actions"], marks: ["grid"], line_scores: ["grid", "status"],
  best: ["grid", "actions", "best"], dice: ["dice", "actions"], stage: ["all"], round: ["title"],
  rounds: ["title"], current: ["players"], players: ["players"], results: ["players"],
  preview: ["status", "actions"], error: ["status"], note: ["status"], timer: ["timer"], log: ["log"],
  explanation: ["best"], saved: ["status"], pass_screen: ["all"], can_undo: ["actions"],
  practice: ["actions"], messages: ["all"], lang: ["all"], filled: ["grid", "status"],
  said: ["said"], sheets: ["grid"], game_review: ["review", "grid", "actions"],
  sheet_shown: ["grid", "review", "best"], projector: ["view"], written: ["grid"], hint: ["grid", "dice"],
  hint_allowance: ["actions"],
};
let counter = 0;

/** Replace a node's children, skipping null/false (replaceChildren would write "null"). */
function put(node, ...kids) {
  node.replaceChildren(...kids.flat().filter((k) => k !== null && k !== undefined && k !== false));
}

function render({ model, el }) {
  const style = document.createElement("style");
  style.textContent = themeCss + css;
  el.append(style);
  const msg = translator(model);
  const get = (name) => model.get(name);
  // numbered (see the link below); `once`: a step, which a double click must not send twice
  const send = (content, once = false) => {
    local.refused = "";
    link.send(content, once);
  };

  const areas = {};
  for (const name of ["title", "pass", "grid", "dice", "actions", "keys", "status", "timer",
    "players", "review", "best", "log", "said", "cli", "view"]) {
    areas[name] = h("div", { class: `summa-area summa-area-${name}` });
  }
  const play = h("div", { class: "summa-play" }, areas.title, areas.grid);
  const side = h("div", { class: "summa-side" }, areas.status, areas.timer, areas.dice,
    areas.actions, areas.view, areas.cli, areas.said, areas.players, areas.review, areas.best, areas.log, areas.keys);
  const live = h("div", { class: "sw-sr-only summa-live", role: "status", "aria-live": "polite" });
  const root = h("div", { class: "summa-widget sw-theme", "data-sw-root": "summa", tabindex: "-1" },
    areas.pass, play, side, live);
  el.append(root);
  const link = watchLink(model, root, msg); // a note when Python no longer answers
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a cell or a die is one click (not a symbol written and taken back)
  const unclick = singleClicks(root, "[data-cell], [data-die]");
  // full screen (a projector in class): one button kept across redraws, so it keeps the focus
  const fullscreen = h("button", { type: "button", "data-action": "fullscreen", "aria-pressed": "false",
    onclick: () => {
      if (isFullScreen(root)) document.exitFullscreen().catch(() => {});
      else root.requestFullscreen?.().catch(() => {});
    } });
  put(areas.view, h("div", { class: "summa-actions" }, fullscreen));
  const uid = `summa-${++counter}`;

  // front-end only: the chosen die, the keyboard cursor, the first cell of a group, the clock,
  // the open dialog, the review's chosen turn, what the live region said last
  const local = { die: null, cursor: [0, 0], start: null, turn: null, deadline: null, sentUp: false,
    warned: false,
    confirming: false, reviewTurn: null, heard: {}, toggle: false, ask: null, askText: "",
    refused: "" }; // refused: why the cell just chosen cannot start a group (said at once)
  let ticker = null;

  const stage = () => get("stage");
  const firstFreeDie = () => {
    const i = (get("dice") || []).findIndex((d) => !d.used);
    return i < 0 ? null : i;
  };
  const markAt = (r, c) => (get("marks") || []).find((m) => m.cells.some(([mr, mc]) => mr === r && mc === c));

  // keys: the cell was chosen by Enter or Space (the words after the last die then name Enter)
  function clickCell(r, c, keys = false) {
    local.cursor = [r, c];
    clearAsk();
    if (local.refused) {
      local.refused = "";
      redraw(["status"]);
    }
    if (stage() === "over") return;
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
      send(keys ? { action: "place", die, cell: [r, c], keys } : { action: "place", die, cell: [r, c] });
    } else if (now === "across" || now === "down") {
      if (local.start === null) {
        const mark = markAt(r, c);
        if (mark) {
          send({ action: "unmark", name: mark.name });
          return;
        }
        if ((get("sheet") || [])[r]?.[c] === "#") { // black, or cancelled with the rows
          refuseStart(r, c);
          return;
        }
        local.start = [r, c];
        say(msg("summa.ui.live.group-first", { cell: `${COLS[c]}${r + 1}` }));
      } else {
        const first = local.start;
        local.start = null;
        send({ action: "mark", first, last: [r, c] });
      }
      redraw(["grid"]);
    }
  }

  // Python puts a die showing the symbol into the cell, or says that no die shows it
  function typeSymbol(symbol) {
    if (stage() !== "place") return;
    const free = (get("dice") || []).filter((d) => !d.used);
    const refused = free.length
      ? msg("summa.ui.error.no-die", { symbol, dice: free.map((d) => d.symbol).join(", ") })
      : msg("summa.ui.error.no-dice-left", { symbol });
    // the same refusal again does not change the error: the live region is told again here
    if (!free.some((d) => d.symbol === symbol) && get("error") === refused) say(refused);
    send({ action: "place_symbol", symbol, cell: local.cursor });
  }

  // Enter chooses, and never takes a choice back (Space, Backspace or Delete do): once
  // everything is chosen it goes on, as the button does; on a chosen group while scoring it
  // asks first, and Enter again scores
  function pressEnter(r, c, asked) {
    const now = stage();
    const pending = get("pending") || [];
    const held = pending.some(([pr, pc]) => pr === r && pc === c);
    const kept = () => say(msg("summa.ui.live.kept", { cell: `${COLS[c]}${r + 1}` }));
    if (now === "black" && pending.length === 4 && (get("preview") || {}).ok) {
      send({ action: "confirm_black" });
    } else if (now === "place" && pending.length && !(get("dice") || []).some((d) => !d.used)) {
      send({ action: "done" });
    } else if ((now === "black" || now === "place") && held) {
      kept();
    } else if ((now === "across" || now === "down") && local.start === null && markAt(r, c)) {
      const key = `${now}:${(get("marks") || []).map((m) => m.name).join(" ")}`;
      if (asked === key) {
        send({ action: "confirm" });
        return;
      }
      local.ask = key;
      local.askText = msg(`summa.ui.live.enter-score.${now}`,
        { group: markAt(r, c).name, total: (get("line_scores") || {}).total || 0 });
      redraw(["status"]);
      say(local.askText);
    } else if (now === "black") { // chooses, never takes back (a second Enter before the answer)
      local.cursor = [r, c];
      clearAsk();
      send({ action: "choose_black", cell: [r, c] });
    } else {
      clickCell(r, c, true);
    }
  }

  // Backspace or Delete on a cell: take back what is there (true when the key did something)
  function takeBack(r, c) {
    const now = stage();
    const held = (get("pending") || []).some(([pr, pc]) => pr === r && pc === c);
    if (now === "place") send({ action: "unplace", cell: [r, c] });
    else if (now === "black" && held) send({ action: "toggle_black", cell: [r, c] });
    else if ((now === "across" || now === "down") && markAt(r, c)) {
      send({ action: "unmark", name: markAt(r, c).name });
    } else return false;
    return true;
  }

  /** A black cell chosen as the first cell of a group: said at once, not after its last cell. */
  function refuseStart(r, c) {
    local.refused = msg("summa.ui.error.start-black", { cell: `${COLS[c]}${r + 1}` });
    say(local.refused);
    redraw(["status"]);
  }

  function clearAsk() {
    const asked = local.ask;
    if (asked) {
      local.ask = null;
      local.askText = "";
      redraw(["status"]);
    }
    return asked;
  }

  function focusCursor() {
    const [r, c] = local.cursor;
    const cell = root.querySelector(`[data-cell='${r},${c}']`);
    if (cell) cell.focus({ preventScroll: false });
  }

  function moveCursor(event, r, c) {
    const last = SIZE - 1;
    const clamp = (v) => Math.min(last, Math.max(0, v));
    const table = {
      ArrowUp: [r - 1, c], ArrowDown: [r + 1, c], ArrowLeft: [r, c - 1], ArrowRight: [r, c + 1],
      Home: event.ctrlKey ? [0, 0] : [r, 0], End: event.ctrlKey ? [last, last] : [r, last],
      PageUp: [0, c], PageDown: [last, c],
    };
    if (!(event.key in table)) return false;
    const [nr, nc] = table[event.key];
    local.cursor = [clamp(nr), clamp(nc)];
    redraw(["grid"]);
    focusCursor();
    return true;
  }

  root.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target.closest && target.closest("input, textarea")) return; // the command line types
    if (local.confirming || stage() === "pass") {
      if (event.key === "Escape" && local.confirming) {
        local.confirming = false;
        redraw(["pass"]);
        const back = root.querySelector("[data-action='new-game']");
        if (back) back.focus();
        event.preventDefault();
      }
      return;
    }
    const onCell = Boolean(target.closest && target.closest("[data-cell]"));
    const [r, c] = local.cursor;
    const asked = clearAsk(); // Enter's question holds for the very next key only
    if (onCell && moveCursor(event, r, c)) {
      // moved
    } else if (/^[ivxlIVXL]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      typeSymbol(event.key.toUpperCase());
    } else if (onCell && event.key === "Enter") {
      pressEnter(r, c, asked);
    } else if (onCell && event.key === " ") {
      clickCell(r, c, true);
    } else if (event.key === "Backspace" || event.key === "Delete") {
      if (!onCell || !takeBack(r, c)) return;
    } else if (event.key === "Escape") {
      local.start = null;
      local.die = null;
      redraw(["grid", "dice"]);
      if (!root.contains(focusedIn(root)) || focusedIn(root) === document.body) focusCursor();
    } else {
      return;
    }
    event.preventDefault();
  });

  // -- the timer: one run per round for the person at the screen; Python decides when it is up
  function startTimer() {
    const timer = get("timer") || {};
    // the same turn keeps its clock (a timer stopped by Python, e.g. a new game, stops here too)
    if (timer.turn === local.turn && (timer.seconds || !local.deadline)) return;
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
      local.warned = left <= WARN_AT; // a round that starts short is not said again
      ticker = setInterval(tick, 250);
    }
  }

  // "58 s left" in the normal colour; the last seconds in the warning colour, with a word
  function showTimer(node) {
    const left = secondsLeft();
    const short = left <= WARN_AT;
    node.textContent = msg(short ? "summa.ui.time-short" : "summa.ui.time-left", { seconds: left });
    node.toggleAttribute("data-short", short);
  }

  function secondsLeft() {
    return Math.max(0, Math.ceil((local.deadline - Date.now()) / 1000));
  }

  function tick() {
    const shown = root.querySelector(".summa-timer");
    if (shown) showTimer(shown);
    // the live region stays quiet while the time runs: it speaks at 10 s, and when time is up
    // (Python's answer: the log's line and where the leftover dice went)
    if (secondsLeft() <= WARN_AT && secondsLeft() > 0 && !local.warned) {
      local.warned = true;
      const left = secondsLeft();
      say(msg(left === 1 ? "summa.ui.live.time-short-one" : "summa.ui.live.time-short", { seconds: left }));
    }
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
    // the round stays in one piece when the title wraps ("Runde 1 von 8", never a lone "8")
    put(areas.title, h("h2", {}, msg("summa.ui.title"), round && stage() === "place"
      ? h("span", {}, " \u2013 ", h("span", { class: "summa-nowrap" },
        msg("summa.ui.round", { round, rounds: get("rounds") }))) : ""));
  }

  function dialog(id, title, text, buttons) {
    return h("div", { class: "summa-dialog", role: "dialog", "aria-modal": "true",
      "aria-labelledby": `${uid}-${id}-title`, "aria-describedby": `${uid}-${id}-text` },
    h("h2", { id: `${uid}-${id}-title`, text: title }),
    h("p", { id: `${uid}-${id}-text`, text }),
    h("div", { class: "summa-actions" }, ...buttons));
  }

  function renderPass() {
    const now = stage();
    let box = null;
    if (now === "pass") {
      const name = ((get("players") || [])[get("current")] || {}).name || "";
      box = dialog("pass", msg("summa.ui.pass.title"), msg("summa.ui.pass", { name }), [
        h("button", { "data-action": "ready", onclick: () => send({ action: "ready" }) },
          msg("summa.ui.button.ready", { name }))]);
      box.classList.add("summa-pass-screen");
    } else if (local.confirming) {
      const close = () => {
        local.confirming = false;
        redraw(["pass"]);
        const back = root.querySelector("[data-action='new-game']");
        if (back) back.focus();
      };
      box = dialog("new", msg("summa.ui.confirm-new.title"), msg("summa.ui.confirm-new"), [
        h("button", { "data-action": "confirm-new", onclick: () => {
          local.confirming = false;
          send({ action: "new_game" });
          redraw(["pass"]);
        } }, msg("summa.ui.button.confirm-new")),
        h("button", { "data-action": "cancel-new", onclick: close }, msg("summa.ui.button.cancel"))]);
    }
    const open = Boolean(box);
    const wasOpen = areas.pass.childElementCount > 0;
    put(areas.pass, ...(box ? [box] : []));
    play.inert = open;
    side.inert = open;
    if (open) {
      const first = box.querySelector("button");
      queueMicrotask(() => first && first.focus());
    } else if (wasOpen) {
      queueMicrotask(() => {
        const now = focusedIn(root);
        if (!root.contains(now) || now === root) focusCursor();
      });
    }
  }

  function groupAt(r, c, marks) {
    const i = marks.findIndex((m) => m.cells.some(([mr, mc]) => mr === r && mc === c));
    return i < 0 ? null : { n: i + 1, mark: marks[i] };
  }

  function cellName(r, c, content, isPending, group, filled, cancelled) {
    const words = [`${COLS[c]}${r + 1}`];
    if (cancelled) words.push(msg(`summa.say.${cancelled}`), msg("summa.say.cancelled"));
    else if (content === "#") words.push(msg(isPending ? "summa.say.chosen" : "summa.say.black"));
    else if (content === ".") words.push(msg("summa.say.empty"));
    else words.push(msg(`summa.say.${content}`));
    if (isPending && content !== "#") words.push(msg("summa.say.placed"));
    if (group) words.push(msg("summa.say.in-group", { n: group.n }));
    if (filled) words.push(msg("summa.say.filled"));
    return words.join(", ");
  }

  function cellButton(r, c, sheet, now, pending, bestCells, filledCells, written) {
    const content = (sheet[r] || "")[c] || ".";
    // a symbol cancelled by the scoring: still shown (struck through) on the black cell
    const under = (written[r] || "")[c] || "";
    const cancelled = content === "#" && "IVXL".includes(under) && under ? under : null;
    const shown = cancelled || (content === "." || content === "#" ? "" : content);
    const isPending = pending.some(([pr, pc]) => pr === r && pc === c);
    const group = groupAt(r, c, marksShown());
    const filled = filledCells.has(`${r},${c}`);
    const cursor = local.cursor[0] === r && local.cursor[1] === c;
    // the hint's first step: the empty cell to start with (dotted, and said)
    const hintCell = now === "place" ? (get("hint") || {}).cell : null;
    const hinted = Boolean(hintCell && hintCell[0] === r && hintCell[1] === c && content === ".");
    let edge = null;
    if (group) {
      const cells = group.mark.cells;
      const first = cells[0], last = cells[cells.length - 1];
      const isFirst = first[0] === r && first[1] === c, isLast = last[0] === r && last[1] === c;
      edge = [isFirst ? "first" : "", isLast ? "last" : ""].join(" ").trim() || null;
    }
    return h("button", {
      class: "summa-cell",
      "data-cell": `${r},${c}`,
      "data-content": content,
      "data-pending": isPending,
      "data-cursor": cursor,
      "data-start": Boolean(local.start && local.start[0] === r && local.start[1] === c),
      "data-mark": Boolean(group),
      "data-group": group ? String(group.n) : null,
      "data-group-parity": group ? String(group.n % 2) : null,
      "data-direction": group ? group.mark.cells.length > 1 && group.mark.cells[0][0] === group.mark.cells[1][0] ? "across" : "down" : null,
      "data-edge": edge,
      "data-best": (bestCells.get(`${r},${c}`) || {}).direction || null,
      "data-best-edge": (bestCells.get(`${r},${c}`) || {}).edge || null,
      "data-filled": filled,
      "data-cancelled": Boolean(cancelled),
      "data-hint": hinted,
      "aria-label": cellName(r, c, content, isPending, group, filled, cancelled) +
        (hinted ? `, ${msg("summa.say.hinted")}` : ""),
      tabindex: cursor ? "0" : "-1",
      disabled: now === "pass",
      onclick: () => clickCell(r, c),
      onfocus: () => { local.cursor = [r, c]; },
    }, h("span", { class: cancelled ? "summa-symbol summa-cancelled" : "summa-symbol", "aria-hidden": "true" }, shown),
    group && edge && edge.includes("first") ? h("span", { class: "summa-badge", "aria-hidden": "true" }, String(group.n)) : null);
  }

  // the review's chosen turn (its sheet, the groups chosen and the best groups), or null
  function reviewed() {
    const turns = (get("game_review") || {}).turns || [];
    return turns.find((t) => t.index === local.reviewTurn) || null;
  }
  // the groups drawn with brackets: the chosen turn's, else the marks of this turn
  function marksShown() {
    const turn = reviewed();
    return turn ? turn.groups : get("marks") || [];
  }

  // each cell of the best groups: the group's direction and whether it is its first or last
  function groupCells(groups) {
    const out = new Map();
    for (const g of groups) {
      const last = g.cells.length - 1;
      const direction = g.cells.length > 1 && g.cells[0][0] !== g.cells[1][0] ? "down" : "across";
      g.cells.forEach(([r, c], i) => out.set(`${r},${c}`, { direction,
        edge: [i === 0 ? "first" : "", i === last ? "last" : ""].join(" ").trim() || null }));
    }
    return out;
  }

  function renderGrid() {
    const over = stage() === "over";
    const turn = reviewed();
    const players = get("players") || [];
    const shownSeat = turn ? turn.player : get("sheet_shown");
    const sheet = turn ? turn.sheet : get("sheet") || [];
    const now = stage();
    const pending = turn ? [] : get("pending") || [];
    const best = get("best") || {};
    const groups = turn ? turn.best_groups : now === "down" ? best.down_groups : best.across_groups;
    const bestCells = groupCells(groups || []);
    const filledCells = new Set(turn ? [] : ((get("filled") || {}).cells || []).map(([r, c]) => `${r},${c}`));
    const written = !turn || turn.player === get("sheet_shown") ? get("written") || [] : [];
    const scores = get("line_scores") || {};
    const scoring = !turn && (now === "across" || now === "down");
    const final = !turn && over; // after the game: the shown sheet's points, 0 included
    // a reviewed choice: the points of each row (or column) it chose, 0 included, its total
    const chosen = (direction, i) => (turn.direction === direction ? (turn.line_points || [])[i] : "");
    const shownScore = (v) => (v === 0 && !final && !turn ? "" : v ?? "");
    const points = () => [h("span", { "aria-hidden": "true" }, "\u03a3"),
      h("span", { class: "sw-sr-only" }, msg("summa.ui.points"))];
    const head = h("tr", { role: "row" },
      h("th", { role: "columnheader", class: "summa-corner" }, h("span", { class: "sw-sr-only" }, msg("summa.ui.corner"))),
      ...[...COLS].map((ch) => h("th", { role: "columnheader", text: ch })),
      h("th", { role: "columnheader" }, ...points()));
    const rows = [];
    for (let r = 0; r < SIZE; r++) {
      const cells = [...COLS].map((_, c) => h("td", { role: "gridcell" },
        cellButton(r, c, sheet, now, pending, bestCells, filledCells, written)));
      // the rows keep their points while the columns are marked, as on a paper sheet
      const v = turn ? chosen("across", r) : scoring || final ? (scores.rows || [])[r] : "";
      rows.push(h("tr", { role: "row" }, h("th", { role: "rowheader", text: String(r + 1) }), ...cells,
        h("td", { role: "gridcell", class: "summa-line", "data-row-score": r }, shownScore(v))));
    }
    const foot = h("tr", { role: "row" }, h("th", { role: "rowheader" }, ...points()),
      ...[...COLS].map((_, c) => {
        const v = turn ? chosen("down", c)
          : (scoring && now === "down") || final ? (scores.columns || [])[c] : "";
        return h("td", { role: "gridcell", class: "summa-line", "data-column-score": c }, shownScore(v));
      }), h("td", { role: "gridcell", class: "summa-line summa-total", "data-total": "" },
        turn ? turn.points : final ? shownScore(scores.total) : ""));
    // after the game (or in the review) the sheet says whose it is
    const named = (over || turn) && shownSeat >= 0 && players[shownSeat];
    const label = named ? ownText("summa.ui.sheet-of", players[shownSeat].name) : msg("summa.ui.grid");
    const chooser = over && players.length > 1 ? h("div", { class: "summa-actions summa-sheets" },
      ...players.map((p, i) => h("button", {
        "data-sheet": String(i), "aria-pressed": String(shownSeat === i),
        onclick: () => {
          local.reviewTurn = null;
          send({ action: "show_sheet", seat: i });
          redraw(["grid", "review"]);
        },
      }, ownText("summa.ui.show-sheet", p.name)))) : null;
    put(areas.grid,
      named ? h("p", { class: "summa-sheet-of", text: label }) : null,
      h("table", { class: "summa-grid", role: "grid", "aria-label": label,
        "data-review": turn ? String(turn.index) : null }, head, ...rows, foot),
      chooser);
  }

  // a phrase about a player's sheet: the player called "You" ("Du", "Jij") has phrases of their
  // own ("Your sheet", not "Sheet of You"), as the engine's sentences do
  function ownText(key, name) {
    const own = name === msg("summa.ui.you") && (model.get("messages") || {})[`${key}-you`];
    return own ? msg(`${key}-you`) : msg(key, { name });
  }

  // -- the review of the scoring: one entry per choice, graded; choosing one shows it -----------
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
    if (stage() === "over" && !again) send({ action: "show_sheet", seat: turn.player });
    redraw(["grid", "review"]);
    if (!again) say(`${reviewLine(turn)}. ${reviewDetail(turn).join(" ")}`);
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

  function say(text) {
    local.toggle = !local.toggle;
    live.textContent = text + (local.toggle ? "\u00a0" : "");
  }

  function renderDice() {
    const dice = get("dice") || [];
    if (!dice.length || stage() !== "place") {
      put(areas.dice, );
      return;
    }
    let selected = local.die;
    if (selected === null || !dice[selected] || dice[selected].used) selected = firstFreeDie();
    put(areas.dice, h("div", { class: "summa-dice" },
      h("span", { text: msg("summa.ui.dice") + ":" }),
      ...dice.map((d, i) => h("button", {
        class: "summa-die", "data-die": String(i), "data-symbol": d.symbol,
        "data-selected": i === selected, disabled: d.used,
        "aria-pressed": String(i === selected && !d.used),
        "aria-label": msg(`summa.say.${d.symbol}`) + (d.used ? `, ${msg("summa.say.used")}` : ""),
        onclick: () => { local.die = i; renderDice(); },
      }, d.symbol))));
  }

  // the buttons that end a step: a double click on them is one click (js/lib/link.js)
  const STEPS = new Set(["confirm-black", "done"]);
  const step = () => `${get("round")}:${stage()}:${get("current")}`; // where the game stands
  function button(action, label, enabled = true, params = {}, onclick = null) {
    return h("button", {
      "data-action": action, disabled: !enabled,
      onclick: onclick || (() => send({ action: action.replace(/-/g, "_") },
        STEPS.has(action) && step())),
    }, msg(label, params));
  }

  /** The Hint button; with a teacher's limit it says how many are left ("Hint (2 left)"), and
   * there is none when hints are off. */
  function hintButton() {
    const words = hintLabel(msg("summa.ui.button.hint"), get("hint_allowance"), msg);
    if (words === null) return null;
    const node = button("hint-step", "summa.ui.button.hint");
    node.textContent = words;
    return node;
  }

  function renderActions() {
    const now = stage();
    const pending = get("pending") || [];
    const list = [];
    if (now === "black") {
      list.push(button("random-black", "summa.ui.button.random-black"));
      list.push(button("confirm-black", "summa.ui.button.confirm-black",
        pending.length === 4 && Boolean((get("preview") || {}).ok)));
    } else if (now === "place") {
      const free = (get("dice") || []).filter((d) => !d.used).length;
      list.push(button("done", "summa.ui.button.done", pending.length > 0 && free === 0));
      const hint = hintButton();
      if (hint) list.push(hint);
    } else if (now === "across" || now === "down") {
      // nothing marked: the first press asks (Python's preview says why); this one scores
      const asked = (get("preview") || {}).ask === "empty";
      const confirm = button("confirm", asked ? "summa.ui.button.score-nothing"
        : now === "across" ? "summa.ui.button.confirm-rows" : "summa.ui.button.confirm-columns",
      true, {}, () => send(asked ? { action: "confirm", confirm: true } : { action: "confirm" }, step()));
      if (asked) confirm.setAttribute("data-ask", "empty");
      list.push(confirm);
      list.push(button("use-best", "summa.ui.button.use-best"));
    }
    const review = get("game_review") || {};
    if (review.available) {
      list.push(button("show-review", review.turns ? "summa.ui.button.hide-review" : "summa.ui.button.review"));
    }
    if (now === "across" || now === "down" || now === "over") {
      list.push(button("show-best", (get("best") || {}).text ? "summa.ui.button.hide-best" : "summa.ui.button.show-best"));
    }
    if (get("practice")) list.push(button("undo", "summa.ui.button.undo", Boolean(get("can_undo"))));
    list.push(button("save", "summa.ui.button.save"));
    list.push(button("new-game", "summa.ui.button.new-game", true, {}, () => {
      if (stage() === "over") send({ action: "new_game" });
      else { local.confirming = true; redraw(["pass"]); }
    }));
    put(areas.actions, h("div", { class: "summa-actions" }, ...list));
  }

  /** "true", "false", or "open": a choice not done yet that breaks no rule (a next step). */
  function previewState(preview) {
    return preview.open ? "open" : String(Boolean(preview.ok));
  }

  function renderStatus() {
    const now = stage();
    const preview = get("preview") || {};
    const error = get("error");
    const saved = get("saved");
    const scores = get("line_scores") || {};
    const filled = get("filled") || {};
    const shownError = local.refused || (error && error !== preview.text ? error : "");
    put(areas.status, 
      now === "pass" ? null : h("div", { class: "summa-note", text: get("note") }),
      filled.text ? h("div", { class: "summa-filled", text: filled.text }) : null,
      now === "across" || now === "down"
        ? h("div", { class: "summa-marked", text: msg("summa.ui.marked", { total: scores.total || 0 }) }) : null,
      local.askText ? h("div", { class: "summa-ask", "data-ask": "enter" }, local.askText) : null,
      feedback(preview, shownError, ["black", "place", "across", "down"].includes(now)),
      saved ? h("div", { class: "summa-saved", "data-saved": saved, text: msg("summa.ui.saved", { file: saved }) }) : null);
  }

  /** The answer to the last choice, or the error when it was refused (the answer before it is
   * old news then, and comes back with the next choice); while the sheet is being filled or
   * scored they keep two lines' room, so the dice and buttons below stay where the pupil's
   * hand goes when an answer comes or goes. */
  function feedback(preview, shownError, room) {
    const lines = [
      preview.text && !shownError ? h("div", { class: "summa-preview", "data-ok": previewState(preview) },
        h("span", { class: "summa-sign", "aria-hidden": "true" }, PREVIEW_SIGNS[previewState(preview)]),
        preview.text) : null,
      shownError ? h("div", { class: "summa-error" },
        h("span", { class: "summa-sign", "aria-hidden": "true" }, "\u2716 "), shownError) : null,
    ].filter(Boolean);
    return room || lines.length ? h("div", { class: "summa-feedback", "data-room": room }, lines) : null;
  }

  function renderTimer() {
    const timer = local.deadline ? h("div", { class: "summa-timer", role: "timer" }) : null;
    if (timer) showTimer(timer);
    put(areas.timer, timer);
  }

  // a header whose word may break (a soft hyphen: "hori\u00adzontal") is named without it,
  // so a screen reader says the word
  function header(text) {
    const plain = text.replace(/\u00ad/g, "");
    return h("th", { text, "aria-label": plain === text ? null : plain });
  }

  function renderPlayers() {
    const results = get("results") || [];
    const rows = results.length ? results : (get("players") || []).map((p, i) => ({ ...p, index: i }));
    const current = get("current");
    const heads = ["player", "across", "down", "total", "black"].concat(results.length ? ["rank"] : []);
    put(areas.players, h("table", { class: "summa-players" },
      h("tr", {}, ...heads.map((k) => header(msg(`summa.ui.table.${k}`)))),
      ...rows.map((p) => h("tr", {
        "data-player": p.name, "data-active": !results.length && p.index === current,
        "data-winner": Boolean(p.winner),
      },
        h("td", {}, p.name + (p.winner ? " \u2605" : ""), p.hints ? h("span", { class: "summa-hints",
          "data-hints": String(p.hints), text: ` \u00b7 ${msg(p.hints === 1 ? "summa.ui.hints-one" : "summa.ui.hints-many", { n: p.hints })}` }) : null),
        ...["across", "down", "total", "black"].concat(results.length ? ["rank"] : [])
          .map((k) => (p.hidden ? hiddenScore(k) : h("td", { text: String(p[k]) })))))));
  }

  // a score the person at the screen may not know yet (they still score their own sheet)
  function hiddenScore(k) {
    return h("td", { "data-hidden": k },
      h("span", { "aria-hidden": "true" }, "\u2026"),
      h("span", { class: "sw-sr-only" }, msg("summa.ui.still-scoring")));
  }

  function renderBest() {
    const best = get("best") || {};
    const lines = get("explanation") || [];
    put(areas.best, 
      best.text ? h("div", { class: "summa-best", "data-best-total": best.total ?? "" },
        best.total !== undefined
          ? h("h2", { text: msg("summa.ui.best.title", { total: best.total, across: best.across, down: best.down }) })
          : null,
        h("ul", { class: "summa-lines" }, ...(best.why || []).map((line) => h("li", { text: line }))),
        h("ul", { class: "summa-lines" }, ...best.text.map((line) => h("li", { text: line })))) : null,
      lines.length && stage() === "over" && (get("players") || []).length > 1
        ? h("h2", { class: "summa-explanation-of", text: ownText("summa.ui.sheet-of",
          ((get("players") || [])[get("sheet_shown")] || {}).name || "") }) : null,
      lines.length ? h("ul", { class: "summa-lines summa-explanation" }, ...lines.map((l) => h("li", { text: l }))) : null);
  }

  // the large layout: in full screen, or in the notebook with the projector trait
  function renderView() {
    const full = isFullScreen(root);
    fullscreen.textContent = msg("summa.ui.button.fullscreen");
    fullscreen.setAttribute("aria-pressed", String(full));
    fullscreen.hidden = !(document.fullscreenEnabled && root.requestFullscreen);
    root.classList.toggle("summa-projector", full || Boolean(get("projector")));
  }
  const onFullscreen = () => redraw(["view"]);
  document.addEventListener("fullscreenchange", onFullscreen);

  function renderLog() {
    put(areas.log, h("div", { class: "summa-log" }, ...(get("log") || []).map((l) => h("div", { text: l }))));
  }

  const RENDER = {
    title: renderTitle, pass: renderPass, grid: renderGrid, dice: renderDice, actions: renderActions,
    status: renderStatus, timer: renderTimer, players: renderPlayers, best: renderBest, log: renderLog,
    review: renderReview,
    keys: () => put(areas.keys, h("div", { class: "summa-keys", text: msg("summa.ui.keys") })),
    said: renderSaid, cli: renderCli, view: renderView,
  };

  function renderSaid() {
    const said = get("said") || {};
    put(areas.said, said.text ? h("div", { class: "summa-said", text: said.text }) : null);
  }

  function renderCli() {
    const id = `${uid}-cli`;
    if (areas.cli.firstChild) { // keep what is being typed; the words follow the language
      areas.cli.querySelector("label").textContent = msg("summa.ui.command");
      areas.cli.querySelector(".summa-cli-hint").textContent = msg("summa.ui.command.hint");
      return;
    }
    const input = h("input", { id, type: "text", class: "summa-cli-input", autocomplete: "off",
      spellcheck: "false", "aria-describedby": `${id}-hint` });
    const form = h("form", { class: "summa-cli", onsubmit: (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      send({ action: "command", text });
      input.value = "";
    } },
    h("label", { for: id, text: msg("summa.ui.command") }), input,
    h("span", { id: `${id}-hint`, class: "summa-cli-hint", text: msg("summa.ui.command.hint") }));
    put(areas.cli, form);
  }

  // -- the live region: what a screen reader hears, once and politely --------------------------
  function heardNow() {
    const now = stage();
    const preview = get("preview") || {};
    const dice = get("dice") || [];
    const log = get("log") || [];
    return {
      note: get("note") || "",
      dice: now === "place" && dice.length ? `${get("round")}:${dice.map((d) => d.symbol).join("")}` : "",
      preview: preview.text || "",
      error: get("error") || "",
      log: log.length ? `${log.length}:${log[log.length - 1]}` : "",
      filled: (get("filled") || {}).text || "",
      said: (get("said") || {}).n || 0,
    };
  }

  function announce() {
    const now = heardNow();
    const before = local.heard;
    local.heard = now;
    if (!("note" in before)) return; // nothing is announced when the widget first appears
    const parts = [];
    const said = get("said") || {};
    if (now.said !== before.said && said.text) parts.push(said.text);
    else {
      if (now.error && now.error !== before.error && now.error !== now.preview) parts.push(now.error);
      if (now.preview && now.preview !== before.preview) parts.push(now.preview);
    }
    if (now.log && now.log !== before.log) parts.push((get("log") || []).slice(-1)[0]);
    if (now.filled && now.filled !== before.filled) parts.push(now.filled);
    if (now.dice && now.dice !== before.dice) {
      const words = (get("dice") || []).map((d) => msg(`summa.say.${d.symbol}`)).join("; ");
      parts.push(msg("summa.ui.live.dice", { round: get("round"), dice: words }));
    }
    if (now.note && now.note !== before.note && !parts.includes(now.note)) parts.push(now.note);
    if (!parts.length) return;
    // repeat-safe: the text always changes (a no-break space toggles), so the same words are read again
    local.toggle = !local.toggle;
    live.textContent = parts.join(" ") + (local.toggle ? "\u00a0" : "");
  }

  function redraw(names) {
    const all = names.includes("all") ? Object.keys(RENDER) : names;
    const active = focusedIn(root);
    const hadFocus = root.contains(active);
    const onCell = hadFocus && active.matches("[data-cell]");
    const action = hadFocus && active.getAttribute("data-action");
    // a review entry or a sheet's button keeps the focus when its area is drawn again
    const kept = hadFocus && ["data-review-turn", "data-sheet"].find((a) => active.hasAttribute(a));
    const keptValue = kept && active.getAttribute(kept);
    root.setAttribute("data-stage", stage());
    root.setAttribute("lang", get("lang"));
    startTimer(); // first: a new turn clears the chosen die and the group's first cell
    for (const name of all) RENDER[name]();
    if (hadFocus && !root.contains(focusedIn(root))) {
      const again = onCell ? root.querySelector(`[data-cell='${local.cursor[0]},${local.cursor[1]}']`)
        : action ? root.querySelector(`[data-action='${action}']:not([disabled])`)
          : kept ? root.querySelector(`[${kept}='${keptValue}']`) : null;
      if (again && !again.closest("[inert]")) again.focus({ preventScroll: true });
      else if (onCell || action) focusCursor();
      if (!root.contains(focusedIn(root))) root.focus({ preventScroll: true });
    }
  }

  // one redraw per message from Python, however many traits it changed
  let changed = new Set();
  function schedule(name) {
    if (!changed.size) {
      queueMicrotask(() => {
        const names = [...new Set([...changed].flatMap((n) => AREAS[n]))];
        changed = new Set();
        redraw(names);
        announce();
      });
    }
    changed.add(name);
  }
  const handlers = Object.keys(AREAS).map((name) => [`change:${name}`, () => schedule(name)]);
  // the hint's first step also picks up its die, so a click on the marked cell writes it
  handlers.push(["change:hint", () => {
    const die = (get("hint") || {}).die;
    if (Number.isInteger(die)) local.die = die;
  }]);
  for (const [event, handler] of handlers) model.on(event, handler);
  redraw(["all"]);
  announce();
  return () => {
    unguard();
    unfollow();
    document.removeEventListener("fullscreenchange", onFullscreen);
    if (isFullScreen(root)) document.exitFullscreen().catch(() => {});
    if (ticker) clearInterval(ticker);
    for (const [event, handler] of handlers) model.off(event, handler);
    link.stop();
    unclick();
  };
}

export default { render };
