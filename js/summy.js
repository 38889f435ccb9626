// Summy: draws the view traits of SummyWidget and sends the player's actions.
// Legality, previews and scores are computed in Python; this file only shows and asks.
//
// DOM conventions other code relies on: root `.summy-widget`; cells `[data-cell="M13"]`;
// rack tiles `[data-rack-index]` with `data-symbol`; buttons `[data-action=...]`;
// `[data-role=preview|error|history|explanation|pass-screen|scores|bag|rack|game-over|hint|
// puzzle]`. The computer's move is shown tile by tile (a front-end animation of `last_move`;
// while it runs the root has `data-animating`); the computer's tiles are never in the model.
import css from "./summy.css";
import { h, setClass, setText, translator } from "./lib/dom.js";

const SIZE = 25;
const COLS = "ABCDEFGHIJKLMNOPQRSTUVWXY";
const CENTRE = "M13";
const SHOWN = { x: "×", "-": "−" };
const KEY_SYMBOL = {
  "*": "x", X: "x", x: "x", "×": "x", "/": ":", ":": ":", "÷": ":",
  "+": "+", "-": "-", "−": "-", "=": "=",
};
const ZOOM_STEP = 1.25;
const ARRIVE_MS = 260; // between two tiles of the computer's move

const cellName = (r, c) => `${COLS[c]}${r + 1}`;
const parseCell = (name) => [Number(name.slice(1)) - 1, COLS.indexOf(name[0])];
const kindOf = (s) => (s >= "0" && s <= "9" ? "digit" : s === "=" ? "eq" : "op");
const shown = (s) => SHOWN[s] ?? s;

function render({ model, el }) {
  const t = translator(model);
  const get = (name) => model.get(name);
  const style = document.createElement("style");
  style.textContent = css;
  el.append(style);

  // -- front-end state: tiles down but not submitted, selection, cursor, exchange marks
  const local = {
    pending: new Map(), // cell name -> rack index
    selected: null, // rack index
    cursor: [12, 12],
    direction: "across", // where typing moves the cursor
    exchange: false,
    marked: new Set(),
    version: get("version"),
    turns: (get("history") || []).length,
    hintShown: null,
    anim: null, // the computer's move being shown: {order, hidden, caps, fresh, timer}
  };

  // -- skeleton ---------------------------------------------------------------------
  const root = h("div", { class: "summy-widget", "data-lm-suppress-shortcuts": "true" });
  el.append(root);
  const board = h("div", {
    class: "summy-board", role: "grid", tabindex: "0", "data-role": "board",
  });
  const cells = new Map();
  board.append(h("div", { class: "summy-corner" }));
  for (let c = 0; c < SIZE; c++) board.append(h("div", { class: "summy-coord", text: COLS[c] }));
  for (let r = 0; r < SIZE; r++) {
    board.append(h("div", { class: "summy-coord", text: String(r + 1) }));
    for (let c = 0; c < SIZE; c++) {
      const name = cellName(r, c);
      const cell = h("div", { "data-cell": name, role: "gridcell" });
      cells.set(name, cell);
      board.append(cell);
    }
  }
  const boardWrap = h("div", { class: "summy-board-wrap" }, board);

  const button = (action, extra = {}) =>
    h("button", { type: "button", "data-action": action, class: "summy-button", ...extra });
  const buttons = {};
  for (const a of ["submit", "recall", "exchange", "hint", "show-best", "undo", "new-game", "save"]) {
    buttons[a] = button(a);
  }
  buttons["zoom-in"] = button("zoom-in", { class: "summy-button summy-zoom" });
  buttons["zoom-out"] = button("zoom-out", { class: "summy-button summy-zoom" });
  buttons.shuffle = button("shuffle");
  buttons["exchange-confirm"] = button("exchange-confirm");
  buttons["exchange-cancel"] = button("exchange-cancel");
  buttons.ready = button("ready", { class: "summy-button summy-ready" });

  const scores = h("table", { class: "summy-scores", "data-role": "scores" });
  const bag = h("div", { class: "summy-bag", "data-role": "bag" });
  const preview = h("div", { class: "summy-preview", "data-role": "preview", "aria-live": "polite" });
  const hintBox = h("div", { class: "summy-hint", "data-role": "hint", "aria-live": "polite" });
  const puzzleBox = h("div", { class: "summy-puzzle-box", "data-role": "puzzle", "aria-live": "polite" });
  const error = h("div", { class: "summy-error", "data-role": "error", role: "alert" });
  const savedNote = h("div", { class: "summy-help summy-saved", "data-role": "saved", "aria-live": "polite" });
  const gameOver = h("div", { class: "summy-over", "data-role": "game-over" });
  const historyTitle = h("h4", { class: "summy-h" });
  const history = h("ol", { class: "summy-history", "data-role": "history" });
  const explanation = h("div", { class: "summy-explanation", "data-role": "explanation" });
  const keyboardHelp = h("div", { class: "summy-help" });
  const side = h(
    "div", { class: "summy-side" },
    puzzleBox, scores, bag, gameOver, preview, hintBox, error,
    h("div", { class: "summy-buttons" },
      buttons.submit, buttons.recall, buttons.exchange, buttons.hint, buttons["show-best"],
      buttons.undo, buttons["new-game"], buttons.save),
    savedNote,
    h("div", { class: "summy-buttons" }, buttons["zoom-out"], buttons["zoom-in"]),
    historyTitle, history, explanation, keyboardHelp,
  );
  const rackTitle = h("div", { class: "summy-rack-title" });
  const rack = h("div", { class: "summy-rack", "data-role": "rack" });
  const exchangeHelp = h("div", { class: "summy-help" });
  const rackBar = h(
    "div", { class: "summy-rackbar" },
    rackTitle, rack, buttons.shuffle, buttons["exchange-confirm"], buttons["exchange-cancel"],
    exchangeHelp,
  );
  const passTitle = h("div", { class: "summy-pass-title" });
  const passText = h("div", { class: "summy-pass-text" });
  const passScreen = h(
    "div", { class: "summy-pass", "data-role": "pass-screen", role: "dialog" },
    h("div", { class: "summy-pass-box" }, passTitle, passText, buttons.ready),
  );
  root.append(h("div", { class: "summy-main" }, boardWrap, side), rackBar, passScreen);

  // -- talking to Python --------------------------------------------------------------
  const send = (action, fields = {}) => model.send({ action, ...fields });
  const placements = () => {
    const rackTiles = get("rack") || [];
    const out = {};
    for (const [cell, index] of local.pending) out[cell] = rackTiles[index];
    return out;
  };
  const turnFields = () => ({
    player: get("rack_owner"),
    turn: (get("history") || []).length,
  });
  const pendingKey = () => JSON.stringify(Object.fromEntries(
    Object.entries(placements()).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  const requestPreview = () => {
    if (get("phase") !== "play") return;
    send("preview", { placements: placements(), ...turnFields() });
  };
  const pendingChanged = () => {
    requestPreview();
    draw();
  };

  // -- what a player does -------------------------------------------------------------
  const boardSymbol = (name) => {
    const [r, c] = parseCell(name);
    return ((get("board") || [])[r] || "")[c] || ".";
  };
  const usedIndices = () => new Set(local.pending.values());
  const canPlay = () => get("phase") === "play" && get("rack_owner") >= 0 && !local.exchange;

  function place(name, index) {
    if (!canPlay() || index === null || index === undefined) return false;
    if (boardSymbol(name) !== "." || local.pending.has(name)) return false;
    for (const [cell, i] of local.pending) if (i === index) local.pending.delete(cell);
    local.pending.set(name, index);
    local.selected = null;
    pendingChanged();
    return true;
  }
  function takeBack(name) {
    if (!local.pending.has(name)) return false;
    local.pending.delete(name);
    pendingChanged();
    return true;
  }
  function recall() {
    local.selected = null;
    if (local.exchange) {
      local.exchange = false;
      local.marked.clear();
    }
    if (local.pending.size) {
      local.pending.clear();
      pendingChanged();
    } else draw();
  }
  function submit() {
    if (!canPlay() || local.pending.size === 0) return;
    send("submit", { placements: placements(), ...turnFields() });
  }
  function clickCell(name) {
    local.cursor = parseCell(name);
    if (local.pending.has(name)) takeBack(name);
    else if (local.selected !== null) place(name, local.selected);
    else draw();
  }
  function clickRack(index) {
    if (local.exchange) {
      if (local.marked.has(index)) local.marked.delete(index);
      else local.marked.add(index);
    } else if (usedIndices().has(index)) {
      for (const [cell, i] of local.pending) if (i === index) local.pending.delete(cell);
      local.selected = index;
      pendingChanged();
      return;
    } else {
      local.selected = local.selected === index ? null : index;
    }
    draw();
  }
  function typeSymbol(symbol) {
    const [r, c] = local.cursor;
    const name = cellName(r, c);
    if (boardSymbol(name) !== "." || local.pending.has(name)) return;
    const rackTiles = get("rack") || [];
    const used = usedIndices();
    let index = null;
    if (local.selected !== null && rackTiles[local.selected] === symbol) index = local.selected;
    for (let i = 0; index === null && i < rackTiles.length; i++) {
      if (rackTiles[i] === symbol && !used.has(i)) index = i;
    }
    if (index === null) {
      showLocalError(t("summy.error.not-held", { symbol, rack: rackTiles.join(" ") || "-" }));
      return;
    }
    if (place(name, index)) advance(1, true);
  }
  function advance(step, skipTiles) {
    const [dr, dc] = local.direction === "across" ? [0, step] : [step, 0];
    let [r, c] = local.cursor;
    do {
      r += dr;
      c += dc;
    } while (skipTiles && r >= 0 && r < SIZE && c >= 0 && c < SIZE
             && !"#.".includes(boardSymbol(cellName(r, c))));
    if (r >= 0 && r < SIZE && c >= 0 && c < SIZE) local.cursor = [r, c];
    draw();
  }
  let localError = "";
  function showLocalError(text) {
    localError = text;
    draw();
  }

  board.addEventListener("click", (event) => {
    const cell = event.target.closest("[data-cell]");
    if (cell) {
      board.focus({ preventScroll: true });
      clickCell(cell.dataset.cell);
    }
  });
  board.addEventListener("keydown", (event) => {
    const arrows = {
      ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0],
    };
    let handled = true;
    if (event.key in arrows) {
      const [dr, dc] = arrows[event.key];
      local.direction = dr === 0 ? "across" : "down";
      const [r, c] = local.cursor;
      local.cursor = [Math.min(SIZE - 1, Math.max(0, r + dr)), Math.min(SIZE - 1, Math.max(0, c + dc))];
      draw();
    } else if (event.key === "Backspace" || event.key === "Delete") {
      const name = cellName(...local.cursor);
      if (!takeBack(name) && event.key === "Backspace") {
        advance(-1, false);
        takeBack(cellName(...local.cursor));
      }
    } else if (event.key === "Enter") {
      submit();
    } else if (event.key === "Escape") {
      recall();
    } else if (/^[0-9]$/.test(event.key) || event.key in KEY_SYMBOL) {
      typeSymbol(/^[0-9]$/.test(event.key) ? event.key : KEY_SYMBOL[event.key]);
    } else {
      handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  });
  rack.addEventListener("click", (event) => {
    const tile = event.target.closest("[data-rack-index]");
    if (tile) clickRack(Number(tile.dataset.rackIndex));
  });

  // drag and drop: rack tile -> cell, pending tile -> cell or back to the rack
  root.addEventListener("dragstart", (event) => {
    const tile = event.target.closest("[data-rack-index], [data-cell].summy-pending");
    if (!tile) return;
    const what = tile.dataset.rackIndex !== undefined
      ? { index: Number(tile.dataset.rackIndex) }
      : { from: tile.dataset.cell, index: local.pending.get(tile.dataset.cell) };
    event.dataTransfer.setData("text/plain", JSON.stringify(what));
    event.dataTransfer.effectAllowed = "move";
  });
  const dropData = (event) => {
    try {
      return JSON.parse(event.dataTransfer.getData("text/plain"));
    } catch {
      return null;
    }
  };
  board.addEventListener("dragover", (event) => {
    const cell = event.target.closest("[data-cell]");
    if (cell && boardSymbol(cell.dataset.cell) === "." && canPlay()) event.preventDefault();
  });
  board.addEventListener("drop", (event) => {
    const cell = event.target.closest("[data-cell]");
    const data = dropData(event);
    if (!cell || !data) return;
    event.preventDefault();
    if (data.from) local.pending.delete(data.from);
    local.cursor = parseCell(cell.dataset.cell);
    if (!place(cell.dataset.cell, data.index)) pendingChanged();
  });
  rackBar.addEventListener("dragover", (event) => event.preventDefault());
  rackBar.addEventListener("drop", (event) => {
    const data = dropData(event);
    event.preventDefault();
    if (data && data.from) takeBack(data.from);
  });

  buttons.submit.addEventListener("click", submit);
  buttons.recall.addEventListener("click", recall);
  buttons.shuffle.addEventListener("click", () => send("shuffle"));
  buttons.exchange.addEventListener("click", () => {
    local.pending.clear();
    local.selected = null;
    local.exchange = !local.exchange;
    local.marked.clear();
    pendingChanged();
  });
  buttons["exchange-confirm"].addEventListener("click", () => {
    const rackTiles = get("rack") || [];
    const tiles = [...local.marked].sort((a, b) => a - b).map((i) => rackTiles[i]).join("");
    send("exchange", { tiles, ...turnFields() });
  });
  buttons["exchange-cancel"].addEventListener("click", () => {
    local.exchange = false;
    local.marked.clear();
    draw();
  });
  buttons.hint.addEventListener("click", () => send("hint", turnFields()));
  buttons["show-best"].addEventListener("click", () => send("show_best"));
  buttons.undo.addEventListener("click", () => send("undo"));
  buttons["new-game"].addEventListener("click", () => send("new_game"));
  buttons.save.addEventListener("click", () => send("save"));
  buttons.ready.addEventListener("click", () => send("ready"));
  buttons["zoom-in"].addEventListener("click", () => send("zoom", { factor: get("zoom") * ZOOM_STEP }));
  buttons["zoom-out"].addEventListener("click", () => send("zoom", { factor: get("zoom") / ZOOM_STEP }));
  history.addEventListener("click", (event) => {
    const entry = event.target.closest("[data-turn]");
    if (entry) send("select", { turn: Number(entry.dataset.turn) });
  });

  // -- drawing ------------------------------------------------------------------------
  function syncWithModel() {
    const turns = (get("history") || []).length;
    if (get("version") !== local.version) {
      local.version = get("version");
      if (turns !== local.turns || get("phase") !== "play") {
        if (turns > local.turns) animateComputer(local.turns);
        local.turns = turns;
        local.pending.clear();
        local.selected = null;
        local.exchange = false;
        local.marked.clear();
        localError = "";
      }
    }
    // the rack may have been shuffled: keep each pending tile on a tile of its symbol
    const rackTiles = get("rack") || [];
    const symbols = local.symbols || new Map();
    const taken = new Set();
    const moved = [];
    let changed = false;
    for (const [cell, index] of local.pending) {
      const symbol = symbols.get(cell);
      if (symbol === undefined || (rackTiles[index] === symbol && !taken.has(index))) {
        taken.add(index);
      } else moved.push([cell, symbol]);
    }
    for (const [cell, symbol] of moved) {
      const other = rackTiles.findIndex((s, i) => s === symbol && !taken.has(i));
      if (other >= 0) {
        local.pending.set(cell, other);
        taken.add(other);
      } else local.pending.delete(cell);
      changed = true;
    }
    local.symbols = new Map([...local.pending].map(([cell, i]) => [cell, rackTiles[i]]));
    return changed;
  }

  // -- the computer's move, tile by tile (only what is on the board anyway) ---------------
  function animateComputer(seenTurns) {
    const last = get("last_move") || {};
    const turns = get("history") || [];
    const players = get("players") || [];
    const turn = turns[last.turn];
    if (!turn || last.turn < seenTurns || !players[turn.player]?.computer) return;
    stopAnimation();
    const reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduce || !(last.placed || []).length) return;
    const anim = {
      order: [...last.placed], hidden: new Set(last.placed), caps: new Set(last.caps || []),
      fresh: null, timer: null,
    };
    local.anim = anim;
    root.dataset.animating = "true";
    const next = () => {
      if (local.anim !== anim) return;
      if (anim.hidden.size) {
        anim.fresh = anim.order[anim.order.length - anim.hidden.size];
        anim.hidden.delete(anim.fresh);
        anim.timer = setTimeout(next, ARRIVE_MS);
      } else {
        stopAnimation();
      }
      draw();
    };
    anim.timer = setTimeout(next, ARRIVE_MS);
  }
  function stopAnimation() {
    if (local.anim) clearTimeout(local.anim.timer);
    local.anim = null;
    delete root.dataset.animating;
  }

  function drawBoard() {
    const rows = get("board") || [];
    const last = get("last_move") || {};
    const anim = local.anim;
    const lastCells = new Set(anim ? [] : last.cells || []);
    const lastPlaced = new Set(anim ? [] : last.placed || []);
    const hintCell = (get("hint") || {}).cell;
    const prev = get("preview") || {};
    const current = prev.placements && JSON.stringify(prev.placements) === pendingKey();
    const bad = new Set(current && !prev.legal ? prev.cells || [] : []);
    const rackTiles = get("rack") || [];
    const cursor = cellName(...local.cursor);
    board.style.setProperty("--summy-cell", `${Math.round(32 * (get("zoom") || 1))}px`);
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const name = cellName(r, c);
        const node = cells.get(name);
        let symbol = (rows[r] || "")[c] || ".";
        if (anim && (anim.hidden.has(name) || anim.caps.has(name))) symbol = ".";
        const classes = ["summy-cell"];
        let text = "";
        let label;
        if (local.pending.has(name)) {
          const s = rackTiles[local.pending.get(name)];
          classes.push("summy-tile", `summy-${kindOf(s)}`, "summy-pending");
          text = shown(s);
          label = `${name}: ${s} (${t("summy.label.pending")})`;
        } else if (symbol === "#") {
          classes.push("summy-grey");
          label = `${name}: ${t("summy.label.grey")}`;
        } else if (symbol !== ".") {
          classes.push("summy-tile", `summy-${kindOf(symbol)}`);
          text = shown(symbol);
          label = `${name}: ${symbol}`;
        } else {
          classes.push("summy-empty");
          label = `${name}: ${t("summy.label.empty")}`;
        }
        if (name === CENTRE) {
          classes.push("summy-centre");
          label += ` (${t("summy.label.centre")})`;
        }
        if (lastCells.has(name)) classes.push("summy-last");
        if (lastPlaced.has(name)) {
          classes.push("summy-last-placed");
          label += ` (${t("summy.label.last")})`;
        }
        if (anim && anim.fresh === name) classes.push("summy-arrive");
        else if (anim && anim.order.includes(name) && !anim.hidden.has(name)) {
          classes.push("summy-arrived");
        }
        if (name === hintCell && !local.pending.size) classes.push("summy-hint-cell");
        if (bad.has(name)) classes.push("summy-bad");
        if (name === cursor) classes.push("summy-cursor");
        setClass(node, classes.join(" "));
        setText(node, text);
        if (node.getAttribute("aria-label") !== label) node.setAttribute("aria-label", label);
        const drag = local.pending.has(name) ? "true" : "false";
        if (node.getAttribute("draggable") !== drag) node.setAttribute("draggable", drag);
      }
    }
  }

  function drawRack() {
    const rackTiles = get("rack") || [];
    const owner = get("rack_owner");
    const players = get("players") || [];
    const used = usedIndices();
    if (owner < 0) setText(rackTitle, t("summy.label.rack-hidden"));
    else if (players.filter((p) => !p.computer).length > 1) {
      setText(rackTitle, t("summy.label.rack-of", { player: players[owner]?.name ?? "" }));
    } else setText(rackTitle, t("summy.label.rack"));
    const nodes = [...rack.children];
    while (nodes.length > rackTiles.length) nodes.pop().remove();
    rackTiles.forEach((s, i) => {
      let node = nodes[i];
      if (!node) {
        node = h("button", { type: "button", draggable: "true" });
        rack.append(node);
      }
      node.dataset.rackIndex = String(i);
      node.dataset.symbol = s;
      const classes = ["summy-tile", "summy-rack-tile", `summy-${kindOf(s)}`];
      if (used.has(i)) classes.push("summy-used");
      if (local.selected === i) classes.push("summy-selected");
      if (local.marked.has(i)) classes.push("summy-marked");
      setClass(node, classes.join(" "));
      setText(node, shown(s));
      node.setAttribute("aria-pressed", String(local.selected === i || local.marked.has(i)));
      node.setAttribute("aria-label", s);
    });
    buttons.shuffle.hidden = owner < 0;
    buttons["exchange-confirm"].hidden = !local.exchange;
    buttons["exchange-cancel"].hidden = !local.exchange;
    exchangeHelp.hidden = !local.exchange;
    setText(exchangeHelp, t("summy.exchange.help"));
    buttons["exchange-confirm"].disabled = local.marked.size === 0;
  }

  function drawSide() {
    const players = get("players") || [];
    const current = get("current");
    const phase = get("phase");
    const winners = new Set(get("winners") || []);
    scores.replaceChildren(...players.map((p, i) => h(
      "tr", {
        "data-player": String(i),
        class: i === current && phase !== "over" ? "summy-to-move" : "",
      },
      h("td", { class: "summy-marker", text: i === current && phase !== "over" ? "▶" : (winners.has(i) ? "★" : "") }),
      h("td", {
        class: "summy-name",
        text: p.name + (p.computer && p.name.toLowerCase() !== t("summy.label.computer").toLowerCase()
          ? ` (${t("summy.label.computer")})` : ""),
      }),
      h("td", { class: "summy-score", text: t("summy.label.points", { score: p.score }) }),
      h("td", {
        class: "summy-hints",
        "data-hints": String(p.hints || 0),
        text: p.hints ? (p.hints === 1 ? t("summy.label.hints-one")
          : t("summy.label.hints", { count: p.hints })) : "",
      }),
      h("td", { class: "summy-count", text: t("summy.label.tiles", { count: p.tiles }) }),
      h("td", { class: "summy-status", text: i === current && phase !== "over" ? t("summy.label.to-move") : "" }),
    )));
    setText(bag, t("summy.label.bag", { count: get("bag_count") }));

    gameOver.hidden = phase !== "over";
    if (phase === "over") {
      const names = [...winners].map((i) => players[i]?.name ?? "").join(", ");
      gameOver.replaceChildren(
        h("div", { class: "summy-over-title", text: t("summy.over.title") }),
        h("div", { text: t(winners.size > 1 ? "summy.over.tie" : "summy.over.winner", { players: names }) }),
        h("div", { text: players.map((p) => `${p.name}: ${p.score}`).join(" · ") }),
      );
    }

    const prev = get("preview") || {};
    const hint = get("hint") || {};
    const turns = get("history") || [];
    const lastTurn = turns[turns.length - 1];
    let text;
    let state = "empty";
    if (phase === "computer") {
      text = t("summy.computer.thinking");
    } else if (local.anim) {
      text = t("summy.computer.playing");
    } else if (local.pending.size === 0) {
      text = t("summy.preview.empty");
      if (phase === "play" && lastTurn && players[lastTurn.player]?.computer) {
        text = lastTurn.kind === "exchange"
          ? t("summy.computer.exchanged", { count: lastTurn.count })
          : t("summy.computer.played", { move: lastTurn.text, score: lastTurn.score });
        state = "computer";
      }
    } else if (prev.placements && JSON.stringify(prev.placements) === pendingKey()) {
      state = prev.legal ? "legal" : "illegal";
      text = prev.legal ? prev.reason : t("summy.preview.illegal", { reason: prev.reason });
    } else {
      state = "checking";
      text = t("summy.preview.checking");
    }
    setText(preview, text);
    preview.dataset.state = state;
    if (prev.legal && state === "legal") preview.dataset.score = String(prev.score);
    else delete preview.dataset.score;

    hintBox.hidden = !hint.text;
    if (hint.text) {
      const head = hint.step
        ? `${t("summy.hint.step", { step: hint.step, steps: hint.steps || 4 })}: ` : "";
      setText(hintBox, head + hint.text);
      hintBox.dataset.step = String(hint.step || "");
    }

    const puzzle = get("mode") === "puzzle";
    root.classList.toggle("summy-puzzle", puzzle);
    root.classList.toggle("summy-projector", !!get("projector"));
    puzzleBox.hidden = !puzzle;
    if (puzzle) {
      const info = get("puzzle_info") || {};
      const answer = info.answer || {};
      const parts = [h("div", { class: "summy-puzzle-title",
        text: t("summy.puzzle.title", { seed: info.seed, difficulty: info.difficulty }) })];
      if (answer.text) {
        parts.push(h("div", {
          class: "summy-puzzle-answer", "data-state": answer.is_best ? "best" : "better",
          text: answer.text,
        }));
      }
      if (info.best && info.best.text) {
        parts.push(h("div", { class: "summy-puzzle-best", text: info.best.text }));
      }
      if (info.attempts) {
        parts.push(h("div", { class: "summy-help",
          text: t("summy.puzzle.attempts", { count: info.attempts }) }));
      }
      puzzleBox.replaceChildren(...parts);
      puzzleBox.dataset.state = answer.text ? (answer.is_best ? "best" : "better") : "open";
    }
    bag.hidden = puzzle;

    const message = get("error") || localError;
    setText(error, message);
    error.hidden = !message;

    for (const [action, node] of Object.entries(buttons)) {
      setText(node, t(`summy.action.${action}`));
      node.setAttribute("title", t(`summy.action.${action}`));
    }
    if (puzzle) setText(buttons["new-game"], t("summy.action.next-puzzle"));
    setText(buttons["zoom-in"], "+");
    setText(buttons["zoom-out"], "−");
    const playing = canPlay();
    buttons.submit.disabled = !playing || local.pending.size === 0;
    buttons.recall.disabled = local.pending.size === 0 && !local.exchange;
    buttons.exchange.disabled = !(phase === "play" && get("rack_owner") >= 0);
    buttons.exchange.hidden = puzzle;
    buttons["show-best"].hidden = !puzzle;
    buttons.hint.disabled = !playing;
    buttons.undo.hidden = !get("practice");
    buttons.save.hidden = puzzle;
    const saved = get("saved") || "";
    savedNote.hidden = !saved || puzzle;
    setText(savedNote, saved ? t("summy.label.saved", { file: saved }) : "");
    buttons.undo.disabled = (get("history") || []).length === 0;

    historyTitle.hidden = puzzle;
    history.hidden = puzzle;
    explanation.hidden = puzzle;
    setText(historyTitle, t("summy.label.history"));
    const selected = get("selected_turn");
    if (turns.length === 0) {
      history.replaceChildren(h("li", { class: "summy-history-empty", text: t("summy.label.history-empty") }));
    } else {
      history.replaceChildren(...turns.map((turn) => h(
        "li", {
          "data-turn": String(turn.turn),
          class: turn.turn === selected ? "summy-chosen" : "",
          tabindex: "0",
          role: "button",
          "aria-pressed": String(turn.turn === selected),
        },
        h("span", { class: "summy-history-player", text: players[turn.player]?.name ?? "" }),
        h("span", { class: "summy-history-text", text: turn.text }),
        h("span", { class: "summy-history-score", text: `+${turn.score}` }),
      )));
    }
    const html = get("explanation") || "";
    if (explanation.dataset.html !== html) {
      explanation.innerHTML = html || "";
      explanation.dataset.html = html;
    }
    if (!html) setText(explanation, t("summy.label.explanation"));
    setText(keyboardHelp, t("summy.label.keyboard"));

    passScreen.hidden = phase !== "pass";
    if (phase === "pass") {
      const name = players[current]?.name ?? "";
      setText(passTitle, t("summy.pass.title", { player: name }));
      setText(passText, t("summy.pass.text", { player: name }));
    }
    root.dataset.phase = phase;
    root.dataset.turns = String(turns.length);
  }

  function applyHint() {
    // hint step 4 (and "show the best move") lay the move down as tiles not yet submitted
    const hint = get("hint") || {};
    const key = `${hint.press}:${JSON.stringify(hint.placements || {})}`;
    if (!hint.placements) local.hintShown = null;
    if (!hint.placements || local.hintShown === key) return;
    local.hintShown = key;
    if (Object.keys(hint.placements).length === 0) return;
    const rackTiles = get("rack") || [];
    local.pending.clear();
    const taken = new Set();
    for (const [cell, symbol] of Object.entries(hint.placements)) {
      const index = rackTiles.findIndex((s, i) => s === symbol && !taken.has(i));
      if (index < 0) return;
      taken.add(index);
      local.pending.set(cell, index);
    }
    requestPreview();
  }

  let scheduled = false;
  function draw() {
    if (syncWithModel()) requestPreview();
    drawBoard();
    drawRack();
    drawSide();
    local.symbols = new Map([...local.pending].map(([cell, i]) => [cell, (get("rack") || [])[i]]));
    root.dataset.drawnAt = String(performance.now());
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      applyHint();
      draw();
    });
  }
  const traits = [
    "board", "last_move", "rack", "rack_owner", "players", "current", "bag_count", "phase",
    "history", "preview", "hint", "selected_turn", "explanation", "winners", "practice",
    "zoom", "version", "error", "messages", "hints_used", "mode", "puzzle_info", "projector",
    "saved",
  ];
  for (const name of traits) model.on(`change:${name}`, schedule);
  draw();
  return () => {
    stopAnimation();
    for (const name of traits) model.off(`change:${name}`, schedule);
  };
}

export default { render };
