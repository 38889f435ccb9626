// The Summa Summarum sheet: a 6x6 grid of buttons (a WAI-ARIA grid) with the points of each
// row and column, the groups marked, the best groups, and after the game whose sheet it is.
import { h } from "../lib/dom.js";
import { COLS, SIZE, put } from "./sheet.js";

/** The sheet's drawing: `renderGrid()`; `ownText(key, name)` for a sheet's owner. */
export function gridPart(ui) {
  const { model, msg, get, local, areas } = ui;

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

  /** A group's cell at its start ("first"), its end ("last"), both or neither (null). */
  function groupEdge(cells, r, c) {
    const first = cells[0], last = cells[cells.length - 1];
    const isFirst = first[0] === r && first[1] === c, isLast = last[0] === r && last[1] === c;
    return [isFirst ? "first" : "", isLast ? "last" : ""].join(" ").trim() || null;
  }

  /** A marked group's way: "across" when its first two cells share a row, else "down". */
  function directionOf(cells) {
    return cells.length > 1 && cells[0][0] === cells[1][0] ? "across" : "down";
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
    const edge = group ? groupEdge(group.mark.cells, r, c) : null;
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
      "data-direction": group ? directionOf(group.mark.cells) : null,
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
      onclick: () => ui.clickCell(r, c),
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
    const over = ui.stage() === "over";
    const turn = reviewed();
    const players = get("players") || [];
    const shownSeat = turn ? turn.player : get("sheet_shown");
    // after the game (or in the review) the sheet says whose it is
    const named = (over || turn) && shownSeat >= 0 && players[shownSeat];
    const label = named ? ownText("summa.ui.sheet-of", players[shownSeat].name) : msg("summa.ui.grid");
    put(areas.grid,
      named ? h("p", { class: "summa-sheet-of", text: label }) : null,
      h("table", { class: "summa-grid", role: "grid", "aria-label": label,
        "data-review": turn ? String(turn.index) : null }, ...gridRows(turn)),
      over && players.length > 1 ? sheetChooser(players, shownSeat) : null);
  }

  /** The sheet's rows: the letters, a row of cells with its points for each number, and the
   * points of each column with the total; the reviewed `turn`'s sheet when there is one. */
  function gridRows(turn) {
    const now = ui.stage();
    const sheet = turn ? turn.sheet : get("sheet") || [];
    const pending = turn ? [] : get("pending") || [];
    const best = get("best") || {};
    const groups = turn ? turn.best_groups : now === "down" ? best.down_groups : best.across_groups;
    const bestCells = groupCells(groups || []);
    const filledCells = new Set(turn ? [] : ((get("filled") || {}).cells || []).map(([r, c]) => `${r},${c}`));
    const written = !turn || turn.player === get("sheet_shown") ? get("written") || [] : [];
    const line = linePoints(turn, now);
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
      rows.push(h("tr", { role: "row" }, h("th", { role: "rowheader", text: String(r + 1) }), ...cells,
        h("td", { role: "gridcell", class: "summa-line", "data-row-score": r }, line.row(r))));
    }
    const foot = h("tr", { role: "row" }, h("th", { role: "rowheader" }, ...points()),
      ...[...COLS].map((_, c) => h("td", { role: "gridcell", class: "summa-line", "data-column-score": c },
        line.column(c))),
      h("td", { role: "gridcell", class: "summa-line summa-total", "data-total": "" }, line.total()));
    return [head, ...rows, foot];
  }

  /** The points shown beside each row and under each column, and the total: while scoring,
   * after the game (0 included), or a reviewed choice's (the lines it chose, 0 included). */
  function linePoints(turn, now) {
    const scores = get("line_scores") || {};
    const scoring = !turn && (now === "across" || now === "down");
    const final = !turn && now === "over"; // after the game: the shown sheet's points, 0 included
    const chosen = (direction, i) => (turn.direction === direction ? (turn.line_points || [])[i] : "");
    const shownScore = (v) => (v === 0 && !final && !turn ? "" : v ?? "");
    return {
      // the rows keep their points while the columns are marked, as on a paper sheet
      row: (r) => shownScore(turn ? chosen("across", r) : scoring || final ? (scores.rows || [])[r] : ""),
      column: (c) => shownScore(turn ? chosen("down", c)
        : (scoring && now === "down") || final ? (scores.columns || [])[c] : ""),
      total: () => (turn ? turn.points : final ? shownScore(scores.total) : ""),
    };
  }

  /** After the game: a button per player that shows their sheet. */
  function sheetChooser(players, shownSeat) {
    return h("div", { class: "summa-actions summa-sheets" },
      ...players.map((p, i) => h("button", {
        "data-sheet": String(i), "aria-pressed": String(shownSeat === i),
        onclick: () => {
          local.reviewTurn = null;
          ui.send({ action: "show_sheet", seat: i });
          ui.redraw(["grid", "review"]);
        },
      }, ownText("summa.ui.show-sheet", p.name))));
  }

  // a phrase about a player's sheet: the player called "You" ("Du", "Jij") has phrases of their
  // own ("Your sheet", not "Sheet of You"), as the engine's sentences do
  function ownText(key, name) {
    const own = name === msg("summa.ui.you") && (model.get("messages") || {})[`${key}-you`];
    return own ? msg(`${key}-you`) : msg(key, { name });
  }
  return { renderGrid, ownText };
}
