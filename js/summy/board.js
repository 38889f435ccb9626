// Summy's board drawn: each cell's tile, its marks (the last move, the hint's cell, a sum that
// is not correct, the reviewed turn, the computer's tiles arriving) and its spoken name, and
// the rows and columns outside the part in play hidden.
import { setClass, setText } from "../lib/dom.js";
import { CENTRE, cellName, kindOf, parseCell, shown } from "./cells.js";
import { SIZE } from "./layout.js";

/** The board's drawing: `drawBoard()` brings the 625 cells up to date (only what changed). */
export function boardDrawing(ui) {
  const { get, t, say, local, board, cells, wayMark, cornerText } = ui;
  function drawBoard() {
    const reviewed = ui.reviewTurn();
    const rows = reviewed ? reviewed.board : get("board") || [];
    const win = ui.playWindow();
    const shownCol = (c) => !win || (c >= win.c0 && c <= win.c1);
    drawWindow(win, shownCol);
    const marks = boardMarks(reviewed);
    marks.edge = win ? [win.r1, win.c1] : [SIZE - 1, SIZE - 1]; // the last row and column shown
    setText(cornerText, t("summy.label.corner"));
    board.setAttribute("aria-label", t("summy.label.board"));
    if (board.dataset.way !== local.direction) board.dataset.way = local.direction;
    board.toggleAttribute("data-typing", local.typing);
    for (let r = 0; r < SIZE; r++) {
      for (let c = 0; c < SIZE; c++) {
        const name = cellName(r, c);
        let symbol = (rows[r] || "")[c] || ".";
        if (marks.anim && (marks.anim.hidden.has(name) || marks.anim.caps.has(name))) symbol = ".";
        drawCell(name, cellLook(name, symbol, marks, shownCol(c)), marks.edge);
      }
    }
  }

  // the rows and columns outside the part of the board in play (a narrow column) are hidden
  function drawWindow(win, shownCol) {
    const shownRow = (r) => !win || (r >= win.r0 && r <= win.r1);
    [...board.children].forEach((row, i) => {
      const off = i > 0 && !shownRow(i - 1);
      if (row.classList.contains("summy-off") !== off) row.classList.toggle("summy-off", off);
      const header = row.children[0]; // the cells get theirs in drawCell, with their other classes
      if (i === 0) {
        [...row.children].forEach((node, j) => {
          node.classList.toggle("summy-col-off", j > 0 && !shownCol(j - 1));
        });
      } else header.classList.remove("summy-col-off");
    });
  }

  // what the board points at: the last move, the hint's cell, the tiles where no sum can be,
  // the tiles of this turn, the cursor, the reviewed turn, the computer's tiles being laid
  function boardMarks(reviewed) {
    const anim = local.anim;
    const last = reviewed ? {} : get("last_move") || {};
    const prev = get("preview") || {};
    const current = prev.placements && JSON.stringify(prev.placements) === ui.pendingKey();
    return {
      anim, reviewed,
      lastCells: new Set(anim ? [] : last.cells || []),
      lastPlaced: new Set(anim ? [] : last.placed || []),
      // the hint's cell, while no tiles are down or the same as when the hint came
      hintCell: !local.pending.size || ui.pendingKey() === local.hintTiles
        ? (get("hint") || {}).cell : undefined,
      bad: new Set(current && !prev.legal ? prev.cells || [] : []),
      rackTiles: get("rack") || [],
      cursor: cellName(...local.cursor),
    };
  }

  // a cell's classes, symbol and spoken name ("M13, equals sign, centre")
  function cellLook(name, symbol, marks, shownColumn) {
    const look = contentLook(name, symbol, marks.rackTiles);
    markLook(name, marks, look);
    if (!shownColumn) look.classes.push("summy-col-off");
    if (marks.reviewed) reviewLook(name, marks.reviewed, look);
    if (name === marks.cursor) look.classes.push("summy-cursor");
    return look;
  }
  /** What lies on the cell: a tile of this turn, a grey tile, a tile, or nothing; the centre. */
  function contentLook(name, symbol, rackTiles) {
    const classes = ["summy-cell"];
    let text = "";
    let label;
    if (local.pending.has(name)) {
      const s = rackTiles[local.pending.get(name)];
      classes.push("summy-tile", `summy-${kindOf(s)}`, "summy-pending");
      text = shown(s);
      label = `${name}, ${say(s)}, ${t("summy.label.pending")}`;
    } else if (symbol === "#") {
      classes.push("summy-grey");
      label = `${name}, ${t("summy.label.grey")}`;
    } else if (symbol !== ".") {
      classes.push("summy-tile", `summy-${kindOf(symbol)}`);
      text = shown(symbol);
      label = `${name}, ${say(symbol)}`;
    } else {
      classes.push("summy-empty");
      label = `${name}, ${t("summy.label.empty")}`;
    }
    if (name === CENTRE) {
      classes.push("summy-centre");
      label += `, ${t("summy.label.centre")}`;
    }
    return { classes, text, label };
  }
  /** The board's marks on the cell: the last move, the computer's tile arriving, the hint's
   * cell, a tile of a sum that is not correct. */
  function markLook(name, marks, look) {
    const { anim } = marks;
    if (marks.lastCells.has(name)) look.classes.push("summy-last");
    if (marks.lastPlaced.has(name)) {
      look.classes.push("summy-last-placed");
      look.label += `, ${t("summy.label.last")}`;
    }
    if (anim && anim.fresh === name) look.classes.push("summy-arrive");
    else if (anim && anim.order.includes(name) && !anim.hidden.has(name)) {
      look.classes.push("summy-arrived");
    }
    if (name === marks.hintCell) {
      look.classes.push("summy-hint-cell");
      look.label += `, ${t("summy.label.hint-cell")}`;
    }
    if (marks.bad.has(name)) look.classes.push("summy-bad");
  }
  /** The reviewed turn on the cell: the tile played there, or the best move's tile. */
  function reviewLook(name, reviewed, look) {
    const played = reviewed.played_cells[name];
    const best = reviewed.best_cells[name];
    if (played !== undefined) {
      look.classes.push("summy-tile", `summy-${kindOf(played)}`, "summy-review-played");
      look.text = shown(played);
      look.label = `${name}, ${say(played)}, ${t("summy.label.played")}`;
    }
    if (best !== undefined && !played) {
      look.classes.push("summy-review-best");
      look.text = shown(best);
      look.label = `${name}, ${say(best)}, ${t("summy.label.best")}`;
    }
  }

  // the cell's node changes only where its look did (625 cells, drawn on every change)
  function drawCell(name, { classes, text, label }, edge) {
    const node = cells.get(name);
    if (classes.includes("summy-cursor") && board.getAttribute("aria-activedescendant") !== node.id) {
      board.setAttribute("aria-activedescendant", node.id);
    }
    setClass(node, classes.join(" "));
    setText(node, text);
    if (classes.includes("summy-cursor")) drawWay(node, edge);
    if (node.getAttribute("aria-label") !== label) node.setAttribute("aria-label", label);
    const drag = local.pending.has(name) ? "true" : "false";
    if (node.getAttribute("draggable") !== drag) node.setAttribute("draggable", drag);
  }

  // the way typing goes: one arrow (`wayMark`), moved into the cursor's cell, on its far side (inside it
  // on the last column or row shown, `edge`); drawn by the style sheet, so the cell's text
  // stays its tile's
  function drawWay(node, edge) {
    const [r, c] = parseCell(node.dataset.cell);
    const end = local.direction === "across" ? c === edge[1] : r === edge[0];
    setClass(wayMark, end ? "summy-way summy-way-end" : "summy-way");
    if (wayMark.parentNode !== node) node.append(wayMark); // (a new text took it out)
  }

  return { drawBoard };
}
