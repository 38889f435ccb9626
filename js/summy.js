// Summy: draws the view traits of SummyWidget and sends the player's actions.
// Legality, previews and scores are computed in Python; this file only shows and asks.
//
// DOM conventions other code relies on: root `.summy-widget`; cells `[data-cell="M13"]`;
// rack tiles `[data-rack-index]` with `data-symbol`; buttons `[data-action=...]`;
// `[data-role=preview|error|history|explanation|pass-screen|scores|bag|rack|game-over|hint|
// puzzle|wait|review-key]`. The computers' moves are shown tile by tile (a front-end animation of
// `computer_moves`; while it runs the root has `data-animating`); their racks are never in the model.
import css from "./summy.css";
import themeCss from "./lib/theme.css";
import { h, hintLabel, isFullScreen, setClass, setText, translator } from "./lib/dom.js";
import { followHostTheme } from "./lib/hosttheme.js";
import { focusedIn, guardKeys } from "./lib/keys.js";
import { watchLink } from "./lib/link.js";
import { singleClicks } from "./lib/clicks.js";
import { touchDrag } from "./lib/touchdrag.js";
import {
  boardSize, rackTiles, SIZE, TOUCH_MIN, tooNarrow, wholeBoard as wholeBoardAt,
  windowCells as windowCellsAt,
} from "./lib/summy-layout.js";

const COLS = "ABCDEFGHIJKLMNOPQRSTUVWXY";
const CENTRE = "M13";
const SHOWN = { x: "×", "-": "−" };
const KEY_SYMBOL = {
  "*": "x", X: "x", x: "x", "×": "x", "/": ":", ":": ":", "÷": ":",
  "+": "+", "-": "-", "−": "-", "=": "=",
};
// between two tiles of the computer's move, by the widget's `speed` ("off": the move at once)
const ARRIVE_MS = { slow: 650, normal: 260, fast: 90, off: 0 };
const SPEED_NAMES = ["slow", "normal", "fast", "off"];

const cellName = (r, c) => `${COLS[c]}${r + 1}`;
const parseCell = (name) => [Number(name.slice(1)) - 1, COLS.indexOf(name[0])];
const kindOf = (s) => (s >= "0" && s <= "9" ? "digit" : s === "=" ? "eq" : "op");
const shown = (s) => SHOWN[s] ?? s;
const SPOKEN = { x: "times", ":": "divided-by", "+": "plus", "-": "minus", "=": "equals" };

function render({ model, el }) {
  const t = translator(model);
  const get = (name) => model.get(name);
  // a symbol's spoken name in the widget's language ("times", "mal", "keer")
  const say = (s) => (SPOKEN[s] ? t(`summy.say.${SPOKEN[s]}`) : s);
  // "1 tile", not "1 tiles": a key's "-one" form (when the language has it) for a count of 1
  const tn = (key, count, params = {}) =>
    t(count === 1 && (get("messages") || {})[`${key}-one`] ? `${key}-one` : key, { count, ...params });
  const style = document.createElement("style");
  style.textContent = themeCss + css;
  el.append(style);

  // -- front-end state: tiles down but not submitted, selection, cursor, exchange marks
  const local = {
    pending: new Map(), // cell name -> rack index
    selected: null, // rack index
    cursor: [12, 12],
    direction: "across", // where typing moves the cursor
    typing: false, // an empty cell was clicked with no tile chosen: its cursor is shown
    skipped: [], // the board's tiles typing just stepped over (a sum typed as it reads)
    typeOn: null, // the cell a tile was just clicked or tapped onto: keys typed next go on after it
    exchange: false,
    marked: new Set(),
    version: get("version"),
    turns: (get("history") || []).length,
    hintShown: null,
    anim: null, // the computer's move being shown: {order, hidden, caps, fresh, timer}
  };

  // -- skeleton ---------------------------------------------------------------------
  const root = h("div", { class: "summy-widget sw-theme", "data-sw-root": "summy" });
  el.append(root);
  const unguard = guardKeys(root);
  const unfollow = followHostTheme(root);
  // a double click on a cell or a tile is one click (not a tile put down and taken back)
  const unclick = singleClicks(root, "[data-cell], [data-rack-index], [data-exchange-index]");
  // the WAI-ARIA grid: one tab stop (the board), the cursor cell is its active descendant
  const uid = `summy${Math.random().toString(36).slice(2, 9)}`;
  const board = h("div", {
    class: "summy-board", role: "grid", tabindex: "0", "data-role": "board",
    "aria-rowcount": String(SIZE + 1), "aria-colcount": String(SIZE + 1),
  });
  const cells = new Map();
  const wayMark = h("span", { class: "summy-way", "aria-hidden": "true" }); // see drawWay
  const cornerText = h("span", { class: "sw-sr-only" });
  const head = h("div", { class: "summy-row", role: "row", "aria-rowindex": "1" },
    h("div", { class: "summy-corner", role: "columnheader" }, cornerText));
  for (let c = 0; c < SIZE; c++) {
    head.append(h("div", { class: "summy-coord", role: "columnheader", text: COLS[c] }));
  }
  board.append(head);
  for (let r = 0; r < SIZE; r++) {
    const row = h("div", { class: "summy-row", role: "row", "aria-rowindex": String(r + 2) },
      h("div", { class: "summy-coord", role: "rowheader", text: String(r + 1) }));
    for (let c = 0; c < SIZE; c++) {
      const name = cellName(r, c);
      const cell = h("div", { "data-cell": name, role: "gridcell", id: `${uid}-${name}` });
      cells.set(name, cell);
      row.append(cell);
    }
    board.append(row);
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
  buttons.fullscreen = button("fullscreen");
  buttons.review = button("review");
  buttons["new-confirm"] = button("new-confirm");
  buttons["new-cancel"] = button("new-cancel");
  buttons.restore = button("restore");

  const scores = h("table", { class: "summy-scores", "data-role": "scores" });
  const bag = h("div", { class: "summy-bag", "data-role": "bag" });
  // not a live region: a screen reader hears a short line for each tile (see `spoken`); the
  // full preview is Submit's description, and "?" on the board reads it
  const preview = h("div", { class: "summy-preview", "data-role": "preview", id: `${uid}-preview` });
  // a legal move as Submit's description in words ("61 − 37 = 24 down from M8, 23 points"),
  // not in the preview's notation
  const submitWords = h("span", { "data-role": "submit-words", id: `${uid}-submit-words` });
  submitWords.hidden = true;
  // while the computer's tiles are laid: what waits for them, and a way not to wait
  buttons.skip = button("skip", { class: "summy-button summy-skip" });
  const waitText = h("span", { class: "summy-wait-text", id: `${uid}-wait` });
  const waitBox = h("div", { class: "summy-wait", "data-role": "wait" }, waitText, buttons.skip);
  // the review board's marks, explained: a double blue frame = played, a pink dashed one = best
  const reviewKey = h("div", { class: "summy-review-key", "data-role": "review-key" });
  const hintBox = h("div", { class: "summy-hint", "data-role": "hint", "aria-live": "polite" });
  const puzzleBox = h("div", { class: "summy-puzzle-box", "data-role": "puzzle", "aria-live": "polite" });
  const error = h("div", { class: "summy-error", "data-role": "error", role: "alert" });
  const savedNote = h("div", { class: "summy-help summy-saved", "data-role": "saved", "aria-live": "polite" });
  const gameOver = h("div", { class: "summy-over", "data-role": "game-over" });
  const reviewBox = h("ol", { class: "summy-history summy-review", "data-role": "review" });
  const historyTitle = h("h2", { class: "summy-h" });
  const history = h("ol", { class: "summy-history", "data-role": "history" });
  const explanation = h("div", { class: "summy-explanation", "data-role": "explanation" });
  const keyboardHelp = h("div", { class: "summy-help" });
  // the command line: short typed commands, answered in the live region
  const commandLabel = h("label", { class: "summy-command-label", for: `${uid}-command` });
  const commandBox = h("input", {
    type: "text", class: "summy-command", id: `${uid}-command`, "data-role": "command",
    autocomplete: "off", spellcheck: "false",
  });
  const commandHelp = h("div", { class: "summy-help", id: `${uid}-command-help` });
  // how the computer's move is shown: tile by tile slowly, normally, quickly, or at once
  const speedLabel = h("label", { class: "summy-speed-label", for: `${uid}-speed` });
  const speedBox = h("select", { class: "summy-speed", id: `${uid}-speed`, "data-role": "speed" },
    ...SPEED_NAMES.map((name) => h("option", { value: name })));
  speedBox.addEventListener("change", () => {
    model.set("speed", speedBox.value);
    model.save_changes();
  });
  const speedRow = h("div", { class: "summy-speed-row" }, speedLabel, speedBox);
  commandBox.setAttribute("aria-describedby", commandHelp.id);
  const commandForm = h("form", { class: "summy-command-line" }, commandLabel, commandBox, commandHelp);
  const side = h(
    "div", { class: "summy-side" },
    puzzleBox, scores, bag, gameOver, buttons.review, reviewKey, reviewBox, preview,
    // the buttons right under the preview, whose room is kept: what a press brings (a hint, an
    // error, the computer's wait) comes below them, so a button pressed twice stays in place
    h("div", { class: "summy-buttons" },
      buttons.exchange, buttons.hint, buttons["show-best"],
      buttons.undo, buttons["new-game"], buttons.restore, buttons.save),
    h("div", { class: "summy-buttons" }, buttons["zoom-out"], buttons["zoom-in"], buttons.fullscreen),
    waitBox, hintBox, error, savedNote,
    speedRow,
    historyTitle, history, explanation, commandForm, keyboardHelp,
  );
  const rackTitle = h("div", { class: "summy-rack-title" });
  const rack = h("div", { class: "summy-rack", "data-role": "rack" });
  const rackStatus = h("div", { class: "summy-rack-status", "data-role": "rack-status",
    "aria-hidden": "true" });
  const rackBar = h(
    "div", { class: "summy-rackbar" },
    rackTitle, rack,
    h("div", { class: "summy-buttons summy-rack-buttons" },
      buttons.submit, buttons.recall, buttons.shuffle),
    rackStatus,
  );
  const passTitle = h("div", { class: "summy-pass-title" });
  const passText = h("div", { class: "summy-pass-text" });
  passTitle.id = `${uid}-pass-title`;
  const passScreen = h(
    "div", {
      class: "summy-pass", "data-role": "pass-screen", role: "dialog", "aria-modal": "true",
      "aria-labelledby": passTitle.id,
    },
    h("div", { class: "summy-pass-box" }, passTitle, passText, buttons.ready),
  );
  // real modal dialogs (<dialog>.showModal: focus moves in, the rest is inert, Escape closes)
  const dialog = (name, ...body) => {
    const title = h("h3", { class: "summy-dialog-title", id: `${uid}-${name}-title` });
    const node = h("dialog", {
      class: "summy-dialog", "data-role": `${name}-dialog`, "aria-labelledby": title.id,
    }, title, ...body);
    return [node, title];
  };
  const newText = h("p", { class: "summy-dialog-text" });
  const [newDialog, newTitle] = dialog("new-game", newText,
    h("div", { class: "summy-buttons" }, buttons["new-confirm"], buttons["new-cancel"]));
  const exchangeTiles = h("div", { class: "summy-rack summy-exchange-tiles" });
  const exchangeText = h("p", { class: "summy-dialog-text" });
  const [exchangeDialog, exchangeTitle] = dialog("exchange", exchangeText, exchangeTiles,
    h("div", { class: "summy-buttons" }, buttons["exchange-confirm"], buttons["exchange-cancel"]));
  let returnFocus = null;
  const openDialog = (node) => {
    returnFocus = focusedIn(root);
    if (!node.open) node.showModal();
  };
  const closeDialog = (node) => {
    if (node.open) node.close();
  };
  for (const node of [newDialog, exchangeDialog]) {
    node.addEventListener("close", () => {
      if (node === exchangeDialog && local.exchange) {
        local.exchange = false;
        local.marked.clear();
        draw();
      }
      const back = returnFocus && returnFocus.isConnected ? returnFocus : board;
      back.focus({ preventScroll: true });
    });
  }
  // the live region: polite, and repeat-safe (emptied first, so the same words are read again)
  const live = h("div", {
    class: "sw-sr-only summy-live", "data-role": "live", "aria-live": "polite", role: "status",
  });
  // each message is a new node (read once, the same words again read again); the last three stay
  let lastSaid = "";
  function announce(text, again = false) {
    if (!text || (!again && (text === lastSaid || lastSaid.endsWith(text)))) return;
    lastSaid = text;
    live.append(h("div", { text }));
    while (live.children.length > 3) live.firstChild.remove();
  }
  const left = h("div", { class: "summy-left" }, boardWrap, rackBar);
  const main = h("div", { class: "summy-main" }, left, side);
  root.append(main, passScreen, newDialog, exchangeDialog, live, submitWords);

  // -- the board's size follows the space it has: the column's width and the visible height
  const scroller = () => {
    const known = root.closest(".jp-WindowedPanel-outer, .jp-NotebookPanel-notebook");
    if (known && known.clientHeight > 0) return known;
    for (let node = root.parentElement; node; node = node.parentElement) {
      const o = getComputedStyle(node).overflowY;
      if ((o === "auto" || o === "scroll") && node.clientHeight > 0
          && node.scrollHeight > node.clientHeight + 1) return node;
    }
    return null;
  };
  let barWidth = null; // a scroll bar's width, once measured (scrollBarWidth)
  // projector / full screen: the part in play large. It holds the tiles' box and every cell a
  // move may reach from it (a rack's length), and scrolls where it does not fit; the zoom sets
  // the cells' size (- shows more of the board, + less)
  const REACH = 8;
  // a narrow column (a phone, a notebook beside a file list) shows the part in play too
  const narrow = () => tooNarrow(main.clientWidth);
  // a finger (a coarse pointer: a tablet) misses cells under TOUCH_MIN: where the whole board's
  // would be smaller, it shows the part in play too, in cells of 32 px x zoom (never under 28),
  // the widget's own full size (32 px x zoom) and a pitch of 33 px, ~7 mm on a 10" tablet;
  // 44 px would leave only a dozen rows in sight
  const coarse = window.matchMedia ? window.matchMedia("(pointer: coarse)") : null;
  /** The box around the tiles on the board before this turn and its middle cell: a move's
   * cells lie within REACH of them, and tiles put down do not count, so the part in play (and
   * each cell's place) stays while tiles come and go. */
  function tilesBox() {
    let [r0, r1, c0, c1] = [12, 12, 12, 12];
    (get("board") || []).forEach((line, r) => [...line].forEach((ch, c) => {
      if (ch === ".") return;
      r0 = Math.min(r0, r); r1 = Math.max(r1, r); c0 = Math.min(c0, c); c1 = Math.max(c1, c);
    }));
    return { r0, r1, c0, c1, middle: [Math.round((r0 + r1) / 2), Math.round((c0 + c1) / 2)] };
  }
  function playWindow() {
    if (!(isFullScreen(root) || get("projector") || narrow() || local.fingers)) return null;
    let { r0, r1, c0, c1, middle } = tilesBox();
    const cover = (r, c) => {
      r0 = Math.min(r0, r); r1 = Math.max(r1, r); c0 = Math.min(c0, c); c1 = Math.max(c1, c);
    };
    const span = (a, b) => [Math.max(0, a - REACH), Math.min(SIZE - 1, b + REACH)];
    [r0, r1] = span(r0, r1);
    [c0, c1] = span(c0, c1);
    cover(...local.cursor);
    return { r0, r1, c0, c1, middle };
  }
  function fit() {
    const width = main.clientWidth;
    if (!width) return;
    const full = isFullScreen(root);
    const box = scroller();
    const tall = full ? window.innerHeight : Math.min(window.innerHeight, box ? box.clientHeight : Infinity);
    const rackHeight = rackBar.getBoundingClientRect().height || 70;
    const rack = rackHeights(rackHeight);
    // decided at the usual zoom, not above it: + and - change the cells' size, never the layout
    // (the side panel with + and - would jump below the board, out from under the finger)
    const steadyZoom = Math.min(get("zoom") || 1, usualZoom());
    local.fingers = !!coarse?.matches
      && wholeBoard(width, tall, rack, steadyZoom).cell < TOUCH_MIN;
    root.classList.toggle("summy-fingers", local.fingers);
    const win = playWindow();
    const nRows = win ? win.r1 - win.r0 + 1 : SIZE;
    const nCols = win ? win.c1 - win.c0 + 1 : SIZE;
    root.style.setProperty("--summy-cols", String(nCols));
    boardWrap.style.maxHeight = `${Math.max(200, Math.floor(tall - rackHeight - 30))}px`;
    const windowed = root.classList.contains("summy-windowed");
    root.classList.toggle("summy-windowed", !!win);
    if (windowed !== !!win) drawBoard(); // a column grown or narrowed past tooNarrow
    if (win) {
      fitWindow(win, width, tall, rackHeight, nRows, nCols);
      markZoomEnds((z) => windowCells(width, tall, rackHeight, nRows, nCols, z).cell);
      local.wholeCell = null;
      return;
    }
    boardWrap.style.maxWidth = "";
    root.style.removeProperty("--summy-rack");
    root.style.removeProperty("--summy-rack-gap");
    local.windowKey = null;
    const { cell, side } = wholeBoard(width, tall, rack);
    // the frame keeps the size of the whole board at zoom 1: - and + change the cells (the
    // board scrolls in its frame), while the rack and the side panel with - and + stay put
    const usualCell = wholeBoard(width, tall, rack, 1).cell;
    const [frameWidth, frameHeight] = boardSize(SIZE, SIZE, usualCell, 1);
    // a frame lower than the board (a short window) scrolls up and down: its scroll bar gets
    // room of its own, so the last column is not cut and the board does not scroll sideways
    const bar = frameHeight > parseFloat(boardWrap.style.maxHeight) ? scrollBarWidth() : 0;
    keepFrame([frameWidth + bar, frameHeight], true);
    root.style.setProperty("--summy-fit", `${cell}px`);
    root.classList.toggle("summy-stacked", !side);
    markZoomEnds((z) => wholeBoard(width, tall, rack, z).cell);
    // zoomed in past the frame: a new cell size brings the tiles into the middle of the view,
    // not the board's top left corner
    const scrolls = boardWrap.scrollWidth > boardWrap.clientWidth + 1
      || boardWrap.scrollHeight > boardWrap.clientHeight + 1;
    const cursor = cellName(...local.cursor);
    if (cell !== local.wholeCell && scrolls) {
      const target = cells.get(cellName(...tilesBox().middle));
      if (target) showInWrap(target, true);
    } else if (cursor !== local.cursorShown && scrolls) {
      // the keyboard's cursor (aria-activedescendant: the page does not scroll to it)
      const target = cells.get(cursor);
      if (target) showInWrap(target, false);
    }
    local.wholeCell = cell;
    local.cursorShown = cursor;
  }
  /** The rack bar's height without the line under it that repeats the preview (`bare`, beside
   * the side panel) and with it (`stacked`): `.summy-rack-status`, 3 lines of 1.3 at 0.9em and
   * the bar's gap of 10 px. Whether the side panel is beside the board is decided on `bare`, so
   * the line shown or hidden cannot change that decision (the layout would depend on its past).
   * @example rackHeights(209) // => { bare: 150.35, stacked: 209 } (15 px, the line shown) */
  function rackHeights(now) {
    const line = parseFloat(getComputedStyle(rackBar).fontSize) * 0.9 * 1.3 * 3 + 10;
    const bare = getComputedStyle(rackStatus).display === "none" ? now : now - line;
    return { bare, stacked: bare + line };
  }
  /** The whole board's cell size and whether the side panel is beside it (summy-layout.js). */
  const wholeBoard = (width, tall, rack, zoom = get("zoom") || 1) =>
    wholeBoardAt(width, tall, rack, zoom);
  /** - and + unavailable where a click would not change the cells (`cellAt(zoom)`): at the
   * zoom's ends, or a finger's smallest cells. aria-disabled, not disabled: the button keeps
   * the keyboard's focus (a lost focus sends the next keys to the notebook). */
  function markZoomEnds(cellAt) {
    const zoom = get("zoom") || 1;
    const scale = get("zoom_scale"); // the kernel's least and most zoom, one click's step
    const step = (k) => Math.min(scale.most, Math.max(scale.least, zoom * scale.step ** k));
    const now = cellAt(zoom);
    buttons["zoom-out"].setAttribute("aria-disabled", String(cellAt(step(-1)) === now));
    buttons["zoom-in"].setAttribute("aria-disabled", String(cellAt(step(1)) === now));
  }
  /** The zoom a widget starts at: 1.25 on the projector (cells of 40 px), else 1. */
  function usualZoom() {
    return get("projector") ? get("zoom_scale").projector : 1;
  }
  // the part in play: cells of 32 px x zoom (44 px x zoom in full screen; the projector's zoom
  // starts at 1.25), larger when all of it fits. The side panel stays beside the board when the
  // board there still shows 11 columns at the usual zoom, else it goes below (a narrow notebook
  // on a projector). The frame keeps the board's size at the usual zoom: - and + change the
  // cells (the board scrolls in its frame), while the rack and the side panel stay put.
  function fitWindow(win, width, tall, rackHeight, nRows, nCols) {
    const { cell, usual, beside, room, gap } = windowCells(width, tall, rackHeight, nRows, nCols);
    const [frameWidth, frameHeight] = boardSize(nCols, nRows, usual, gap);
    boardWrap.style.maxWidth = `${room}px`;
    keepFrame([Math.min(room, frameWidth), frameHeight], beside);
    root.style.setProperty("--summy-fit", `${cell}px`);
    root.classList.toggle("summy-stacked", !beside);
    fitRack(beside ? Math.min(room, frameWidth) : width);
    // a new part or size: the middle of the tiles in the middle of the view (the cursor in view)
    const key = `${win.r0},${win.r1},${win.c0},${win.c1},${cell},${gap},${beside},${room}`;
    const cursor = cellName(...local.cursor);
    const centre = key !== local.windowKey;
    const target = centre ? cells.get(cellName(...win.middle))
      : cursor !== local.cursorShown ? cells.get(cursor) : null; // the person may scroll too
    local.windowKey = key;
    local.cursorShown = cursor;
    if (target) showInWrap(target, centre);
  }
  /** The part in play's cell size now and at the usual zoom, the side panel's place, the
   * board's room and its gap (summy-layout.js), as this widget is shown now. */
  function windowCells(width, tall, rackHeight, nRows, nCols, zoom = get("zoom") || 1) {
    const look = { projector: !!get("projector"), full: isFullScreen(root), fingers: local.fingers };
    return windowCellsAt({ width, tall, rackHeight, nRows, nCols }, zoom, usualZoom(), look);
  }
  /** The rack's tiles as large as fit in one row of `rackRoom` px (in a projector's size). */
  function fitRack(rackRoom) {
    const { tile, gap } = rackTiles(rackRoom, !!get("projector") || isFullScreen(root));
    root.style.setProperty("--summy-rack", `${tile}px`);
    root.style.setProperty("--summy-rack-gap", `${gap}px`);
  }
  /** A scroll bar's width here, measured once (0 where scroll bars float over the content). */
  function scrollBarWidth() {
    if (barWidth === null) {
      const probe = h("div", {
        style: "position:absolute;visibility:hidden;width:60px;height:60px;overflow:scroll" });
      root.append(probe);
      barWidth = probe.offsetWidth - probe.clientWidth;
      probe.remove();
    }
    return barWidth;
  }
  /** The board's frame at `[width, height]` px (the width only `across`, else the board's own). */
  function keepFrame([width, height], across) {
    boardWrap.style.width = across ? `${width}px` : "";
    boardWrap.style.height = `${height}px`;
  }
  const RING = 4; // the keyboard cursor's outline: 3 px wide, 1 px from its cell (summy.css)
  /** Scroll the board's frame (never the page) so `node` is in view, in the middle if `centre`. */
  function showInWrap(node, centre) {
    const frame = boardWrap.getBoundingClientRect();
    const at = node.getBoundingClientRect();
    if (!at.width) return;
    // the sticky letters (at the top) and numbers (at the left) cover what scrolls under them
    const corner = head.firstChild.getBoundingClientRect();
    const [padX, padY] = [corner.width + 1, corner.height + 1];
    const x = at.left - frame.left + boardWrap.scrollLeft;
    const y = at.top - frame.top + boardWrap.scrollTop;
    if (centre) {
      // by whole cells, so no column or row is cut under the sticky letters and numbers
      const style = getComputedStyle(board);
      const gap = parseFloat(style.columnGap) || 0;
      const border = parseFloat(style.borderLeftWidth) || 0;
      // (at most as far as the frame scrolls: the last whole cell, not a cut one at the start)
      const whole = (want, pitch, most) => {
        const k = Math.max(0, Math.min(Math.round(want / pitch), Math.floor((most - border) / pitch)));
        return k ? k * pitch + border : 0;
      };
      boardWrap.scrollLeft = whole(x - (boardWrap.clientWidth - at.width) / 2, at.width + gap,
        boardWrap.scrollWidth - boardWrap.clientWidth);
      boardWrap.scrollTop = whole(y - (boardWrap.clientHeight - at.height) / 2, at.height + gap,
        boardWrap.scrollHeight - boardWrap.clientHeight);
      return;
    }
    // a cell in view stays where it is (a tap on a cell at the edge does not move the board);
    // one that is not comes into view with the cursor's ring around it (3 px, 1 px apart)
    const seen = at.left >= frame.left + padX - 1 && at.right <= frame.left + boardWrap.clientWidth
      && at.top >= frame.top + padY - 1 && at.bottom <= frame.top + boardWrap.clientHeight;
    if (seen) return;
    const [left, right] = [padX + RING, boardWrap.clientWidth - RING];
    const [top, bottom] = [padY + RING, boardWrap.clientHeight - RING];
    if (at.left < frame.left + left - 1) boardWrap.scrollLeft = x - left;
    else if (at.right > frame.left + right) boardWrap.scrollLeft = x + at.width - right;
    if (at.top < frame.top + top - 1) boardWrap.scrollTop = y - top;
    else if (at.bottom > frame.top + bottom) boardWrap.scrollTop = y + at.height - bottom;
  }
  // a game just run (Shift+Enter) whose top shows but whose rack is below the window: the
  // whole game is brought into sight once (Notebook 7 leaves the page where it was)
  const bornAt = performance.now();
  let revealed = false;
  function revealOnce() {
    if (revealed || performance.now() - bornAt > 4000 || isFullScreen(root)) return;
    const box = root.getBoundingClientRect();
    if (!box.height) return;
    revealed = true;
    const frame = scroller()?.getBoundingClientRect();
    const top = Math.max(0, frame ? frame.top : 0);
    const bottom = Math.min(window.innerHeight, frame ? frame.bottom : Infinity);
    const rack = rackBar.getBoundingClientRect();
    if (box.top >= top && box.top < bottom && rack.bottom > bottom) {
      root.scrollIntoView({ block: box.height < bottom - top ? "end" : "start" });
    }
  }
  const observer = new ResizeObserver(() => {
    fit();
    if (!revealed) requestAnimationFrame(revealOnce);
  });
  observer.observe(main);
  window.addEventListener("resize", fit);
  document.addEventListener("fullscreenchange", fit);
  coarse?.addEventListener?.("change", fit); // a mouse plugged into a tablet, or taken away


  // -- talking to Python --------------------------------------------------------------
  const link = watchLink(model, root, t); // a note when Python no longer answers
  // `once`: a move, which a double click must not send twice (js/lib/link.js)
  const send = (action, fields = {}, once = false) => link.send({ action, ...fields }, once);
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
    localError = "";
    local.skipped = [];
    requestPreview();
    draw();
  };

  // -- what a player does -------------------------------------------------------------
  const boardSymbol = (name) => {
    const [r, c] = parseCell(name);
    return ((get("board") || [])[r] || "")[c] || ".";
  };
  const usedIndices = () => new Set(local.pending.values());
  // not while the computer's tiles are laid: the board it answers is not shown yet
  const canPlay = () => get("phase") === "play" && get("rack_owner") >= 0 && !local.exchange && !local.anim;

  function place(name, index) {
    if (!canPlay() || index === null || index === undefined) return false;
    if (boardSymbol(name) !== "." || local.pending.has(name)) return false;
    for (const [cell, i] of local.pending) if (i === index) local.pending.delete(cell);
    local.pending.set(name, index);
    local.selected = null;
    did("summy.said.put", name, (get("rack") || [])[index]);
    followTiles();
    pendingChanged();
    return true;
  }
  /** Typing goes the way the tiles of this turn lie, once two or more lie in one line (said
   * when a typed tile turned it: a tile tapped or clicked down is said without it). */
  function followTiles() {
    const at = [...local.pending.keys()].map(parseCell);
    if (at.length < 2) return;
    if (at.every(([r]) => r === at[0][0])) setWay("across", false);
    else if (at.every(([, c]) => c === at[0][1])) setWay("down", false);
  }
  /** Set the way typing goes ("across" or "down"); a change is said unless `said` is false. */
  function setWay(direction, said = true) {
    if (local.direction === direction) return;
    local.direction = direction;
    if (said) announce(t(`summy.said.way-${direction}`), true);
  }
  // what a tile laid or taken back is said as ("7 on L13"), with the preview's state after it
  function did(key, cell, symbol) {
    local.did = { text: t(key, { cell, symbol: say(symbol) }), count: (local.did?.count ?? 0) + 1 };
  }
  function takeBack(name) {
    if (!local.pending.has(name)) return false;
    did("summy.said.back", name, (get("rack") || [])[local.pending.get(name)]);
    local.pending.delete(name);
    pendingChanged();
    return true;
  }
  function recall() {
    keepFocusOnBoard();
    local.selected = null;
    if (local.exchange) {
      local.exchange = false;
      local.marked.clear();
    }
    if (local.pending.size) {
      local.pending.clear();
      did("summy.said.recalled");
      pendingChanged();
    } else draw();
  }
  function submit() {
    if (!canPlay() || local.pending.size === 0) return;
    keepFocusOnBoard();
    send("submit", { placements: placements(), ...turnFields() }, true);
  }
  // Submit and Recall are disabled once the tiles are gone, and a disabled button drops the
  // focus to the page: a keyboard user goes on from the board instead
  function keepFocusOnBoard() {
    const at = focusedIn(root);
    if (at === buttons.submit || at === buttons.recall) board.focus({ preventScroll: true });
  }
  /** The cursor moved by hand: a message about the cell it left and the tiles typing
   * stepped over no longer hold. */
  function cursorMoved() {
    localError = "";
    local.skipped = [];
    local.typeOn = null;
    draw();
  }
  function clickCell(name) {
    const again = local.typing && cellName(...local.cursor) === name;
    local.cursor = parseCell(name);
    local.skipped = [];
    local.typeOn = null;
    if (local.selected === null && boardSymbol(name) === "." && !local.pending.has(name)) {
      // an empty cell and no tile chosen: its cursor is shown for typing, a second click turns
      // the way typing goes (as in a crossword)
      if (again) setWay(local.direction === "across" ? "down" : "across");
      local.typing = true;
    }
    if (local.pending.has(name)) takeBack(name);
    else if (local.selected !== null && cannotPlay()) return;
    else if (local.selected !== null && boardSymbol(name) !== ".") {
      sayCellTaken(name, coarse?.matches ? "tap" : "click");
    }
    else if (local.selected !== null) {
      if (place(name, local.selected)) local.typeOn = name;
    } else draw();
  }
  function clickRack(index) {
    if (!local.exchange && local.typing && !usedIndices().has(index) && layAtCursor(index)) return;
    local.typing = false;
    if (local.exchange) {
      if (local.marked.has(index)) local.marked.delete(index);
      else local.marked.add(index);
    } else if (usedIndices().has(index)) {
      for (const [cell, i] of local.pending) {
        if (i !== index) continue;
        did("summy.said.back", cell, (get("rack") || [])[index]); // picked up to go elsewhere
        local.pending.delete(cell);
      }
      local.selected = index;
      pendingChanged();
      return;
    } else {
      local.selected = local.selected === index ? null : index;
    }
    draw();
  }
  /** A cell chosen before the tile (a click on an empty cell, its cursor shown): the tile goes
   * there and the cursor on, the way typing goes, so the next tile clicked follows it; the focus
   * goes back to the board. False when the cursor's cell is taken (the tile is then chosen, as
   * always). */
  function layAtCursor(index) {
    const name = cellName(...local.cursor);
    if (boardSymbol(name) !== "." || local.pending.has(name) || !place(name, index)) return false;
    board.focus({ preventScroll: true }); // the cursor stays in sight, and keys type on from it
    advance(1, true);
    return true;
  }
  /** Why no tile can be put down now, in words (the computer's tiles are still being laid,
   * or the game is over); "" when one can, or when the page shows why (a dialog). */
  function whyWait() {
    if (local.anim) return t("summy.error.wait-computer");
    return get("phase") === "over" ? t("summy.error.over") : "";
  }
  /** A tile typed, clicked or dropped while none can be put down: said, not silently lost. */
  function cannotPlay() {
    if (canPlay()) return false;
    const why = whyWait();
    if (why) showLocalError(why);
    return true;
  }
  function typeSymbol(symbol) {
    if (cannotPlay()) return;
    if (local.skipped?.length && boardSymbol(local.skipped[0]) === symbol) {
      typedThrough(local.skipped.shift(), symbol); // a sum typed as it reads: 4+3=7 over M13
      return;
    }
    local.skipped = [];
    const [r, c] = local.cursor;
    const name = cellName(r, c);
    if (boardSymbol(name) !== "." || local.pending.has(name)) {
      typedOnTile(name, symbol);
      return;
    }
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
    const way = local.direction;
    if (!place(name, index)) return;
    if (local.direction !== way) announce(t(`summy.said.way-${local.direction}`), true);
    advance(1, true);
  }
  /** A symbol typed where a tile lies: the same symbol on the board is typed through (the
   * cursor goes on, as when a whole sum is typed); anything else is said, with what to do. */
  function typedOnTile(name, symbol) {
    if (!local.pending.has(name) && boardSymbol(name) === symbol) {
      typedThrough(name, symbol);
      advance(1, true);
    } else if (name === local.typeOn && typeOnFrom(name)) typeSymbol(symbol);
    else sayCellTaken(name, "keys");
  }
  /** A tile just clicked or tapped down where the cursor is: keys typed next go on after it,
   * as they do after a typed tile (a pupil lays the first tile by mouse and types the rest).
   * True when the cursor could move on. */
  function typeOnFrom(name) {
    local.typeOn = null;
    advance(1, true);
    return cellName(...local.cursor) !== name;
  }
  /** `symbol` typed over the board's tile on `name`: said, and nothing put down. */
  function typedThrough(name, symbol) {
    localError = "";
    announce(t("summy.said.on-board", { cell: name, symbol: say(symbol) }), true);
    draw();
  }
  /** Say why no tile can go on `name` (a tile of this turn, a grey tile or an older tile)
   * and how to choose another cell: `way` is "keys", "click", "tap" or "drag", as the pupil
   * chose it. */
  function sayCellTaken(name, way) {
    const there = boardSymbol(name);
    const how = t(`summy.error.choose-${way}`);
    if (local.pending.has(name)) {
      const mine = (get("rack") || [])[local.pending.get(name)];
      const key = way === "drag" ? "summy.error.cell-yours-drag" : "summy.error.cell-yours";
      showLocalError(t(key, { cell: name, symbol: mine }));
    } else if (there === "#") showLocalError(t("summy.error.cell-grey", { cell: name, how }));
    else showLocalError(t("summy.error.cell-taken", { cell: name, symbol: there, how }));
  }
  /** Move the cursor `step` cells in the typing direction; `skipTiles`: on over the board's
   * tiles (kept in `local.skipped` after a step forward, so they can be typed through). */
  function advance(step, skipTiles) {
    const [dr, dc] = local.direction === "across" ? [0, step] : [step, 0];
    const inside = (r, c) => r >= 0 && r < SIZE && c >= 0 && c < SIZE;
    let [r, c] = [local.cursor[0] + dr, local.cursor[1] + dc];
    const skipped = [];
    while (skipTiles && inside(r, c) && !"#.".includes(boardSymbol(cellName(r, c)))) {
      skipped.push(cellName(r, c));
      [r, c] = [r + dr, c + dc];
    }
    if (inside(r, c)) local.cursor = [r, c];
    local.skipped = step > 0 ? skipped : [];
    draw();
  }
  let localError = "";
  function showLocalError(text) {
    localError = text;
    announce(text, true);
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
    const [r0, c0] = local.cursor;
    const clamp = (v) => Math.min(SIZE - 1, Math.max(0, v));
    const jumps = {
      Home: event.ctrlKey ? [0, 0] : [r0, 0],
      End: event.ctrlKey ? [SIZE - 1, SIZE - 1] : [r0, SIZE - 1],
      PageUp: [clamp(r0 - 5), c0],
      PageDown: [clamp(r0 + 5), c0],
    };
    if (event.key in arrows) {
      const [dr, dc] = arrows[event.key];
      setWay(dr === 0 ? "across" : "down");
      local.cursor = [clamp(r0 + dr), clamp(c0 + dc)];
      cursorMoved();
    } else if (event.key in jumps) {
      local.cursor = jumps[event.key];
      cursorMoved();
    } else if (event.key === "Backspace") {
      // the mirror of typing: step back over the board's tiles to the last tile put down
      const name = cellName(...local.cursor);
      if (!takeBack(name)) {
        advance(-1, true);
        takeBack(cellName(...local.cursor));
      }
    } else if (event.key === "Delete") {
      takeBack(cellName(...local.cursor));
    } else if (event.key === "Enter") {
      submit();
    } else if (event.key === "Escape") {
      recall();
    } else if (event.key === "?") {
      // the preview in full (why not legal, the sums), a legal move in words, not notation
      const prev = get("preview") || {};
      const legal = preview.dataset.state === "legal" && prev.said_reason;
      announce(legal ? prev.said_reason : preview.textContent, true);
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
  const dragData = (tile) => (tile.dataset.rackIndex !== undefined
    ? { index: Number(tile.dataset.rackIndex) }
    : { from: tile.dataset.cell, index: local.pending.get(tile.dataset.cell) });
  let dragFrom = null; // the cell a mouse drag took a tile of this turn from, if any
  root.addEventListener("dragstart", (event) => {
    const tile = event.target.closest("[data-rack-index], [data-cell].summy-pending");
    if (!tile) return;
    dragFrom = dragData(tile).from ?? null;
    event.dataTransfer.setData("text/plain", JSON.stringify(dragData(tile)));
    event.dataTransfer.effectAllowed = "move";
  });
  // a cell that takes no tile refuses the drop (the pointer shows it), and then says why
  root.addEventListener("dragend", (event) => {
    const from = dragFrom;
    dragFrom = null;
    if (event.dataTransfer?.dropEffect !== "none") return;
    const found = root.getRootNode().elementFromPoint?.(event.clientX, event.clientY);
    refusedDrop(found, from);
  });
  /** A tile dragged onto `found` (an element, or null) did not land: say why when that is a
   * cell that holds a tile, or that the computer's tiles are still being laid. */
  function refusedDrop(found, from) {
    const cell = found?.closest?.("[data-cell]");
    if (!cell || !board.contains(cell) || cell.dataset.cell === from || cannotPlay()) return;
    if (!isOpen(cell.dataset.cell)) sayCellTaken(cell.dataset.cell, "drag");
  }
  const isOpen = (name) => boardSymbol(name) === "." && !local.pending.has(name);
  const dropData = (event) => {
    try {
      return JSON.parse(event.dataTransfer.getData("text/plain"));
    } catch {
      return null;
    }
  };
  board.addEventListener("dragover", (event) => {
    const cell = event.target.closest("[data-cell]");
    if (cell && (isOpen(cell.dataset.cell) || cell.dataset.cell === dragFrom) && canPlay()) {
      event.preventDefault();
    }
  });
  const dropOnCell = (cell, data) => {
    if (data.from) local.pending.delete(data.from);
    local.cursor = parseCell(cell.dataset.cell);
    if (!place(cell.dataset.cell, data.index)) {
      if (data.from) did("summy.said.back", data.from, (get("rack") || [])[data.index]);
      pendingChanged();
    }
  };
  board.addEventListener("drop", (event) => {
    const cell = event.target.closest("[data-cell]");
    const data = dropData(event);
    if (!cell || !data) return;
    event.preventDefault();
    dropOnCell(cell, data);
  });
  rackBar.addEventListener("dragover", (event) => event.preventDefault());
  rackBar.addEventListener("drop", (event) => {
    const data = dropData(event);
    event.preventDefault();
    if (data && data.from) takeBack(data.from);
  });
  // the same by finger or pen: a rack tile onto a cell, a tile put down onto another cell or
  // back to the rack
  touchDrag(root, {
    source: "[data-rack-index], [data-cell].summy-pending",
    canStart: () => canPlay(),
    place: (found) => {
      const cell = found?.closest("[data-cell]");
      if (cell && board.contains(cell)) return isOpen(cell.dataset.cell) ? cell : null;
      return found && rackBar.contains(found) ? rack : null;
    },
    drop: (tile, place, found) => {
      const data = dragData(tile);
      if (place?.dataset.cell) dropOnCell(place, data);
      else if (place === rack && data.from) takeBack(data.from);
      else if (!place) refusedDrop(found, data.from);
    },
  });

  buttons.submit.addEventListener("click", submit);
  buttons.recall.addEventListener("click", recall);
  buttons.shuffle.addEventListener("click", () => send("shuffle"));
  buttons.exchange.addEventListener("click", () => {
    local.pending.clear();
    local.selected = null;
    local.exchange = true;
    local.marked = hintedExchange();
    pendingChanged();
    openDialog(exchangeDialog);
  });
  /** The rack's tiles that the hint's last step says to exchange (none before that step):
   * they come marked, as the move of that step comes laid down. */
  function hintedExchange() {
    const hint = get("hint") || {};
    const marked = new Set();
    if (!hint.exchange || hint.step !== hint.steps) return marked;
    const rackTiles = get("rack") || [];
    for (const symbol of hint.exchange) {
      const index = rackTiles.findIndex((tile, i) => tile === symbol && !marked.has(i));
      if (index >= 0) marked.add(index);
    }
    return marked;
  }
  exchangeTiles.addEventListener("click", (event) => {
    const tile = event.target.closest("[data-exchange-index]");
    if (!tile) return;
    const index = Number(tile.dataset.exchangeIndex);
    if (local.marked.has(index)) local.marked.delete(index);
    else local.marked.add(index);
    draw();
  });
  buttons["exchange-confirm"].addEventListener("click", () => {
    const rackTiles = get("rack") || [];
    const tiles = [...local.marked].sort((a, b) => a - b).map((i) => rackTiles[i]).join("");
    send("exchange", { tiles, ...turnFields() }, true);
    closeDialog(exchangeDialog);
  });
  buttons["exchange-cancel"].addEventListener("click", () => closeDialog(exchangeDialog));
  buttons.hint.addEventListener("click", () => {
    if (!local.anim) send("hint", turnFields());
  });
  // Skip: the computer's tiles at once (a class need not wait); the focus goes to the board, or
  // to Ready when the pass screen comes up now (draw moves it there)
  function skipAnimation() {
    if (!local.anim) return;
    const focused = waitBox.contains(focusedIn(root));
    stopAnimation();
    draw();
    if (focused && passScreen.hidden) board.focus({ preventScroll: true });
  }
  buttons.skip.addEventListener("click", skipAnimation);
  buttons["show-best"].addEventListener("click", () => send("show_best"));
  buttons.undo.addEventListener("click", () => send("undo"));
  // a game in progress is not thrown away with one click: ask first (and it can come back)
  buttons["new-game"].addEventListener("click", () => {
    const started = (get("history") || []).length > 0 && get("phase") !== "over";
    if (get("mode") === "puzzle" || !started) send("new_game");
    else openDialog(newDialog);
  });
  buttons["new-confirm"].addEventListener("click", () => {
    closeDialog(newDialog);
    send("new_game");
  });
  buttons["new-cancel"].addEventListener("click", () => closeDialog(newDialog));
  buttons.restore.addEventListener("click", () => send("restore"));
  buttons.review.addEventListener("click", () => send("review"));
  reviewBox.addEventListener("click", (event) => {
    const entry = event.target.closest("[data-review-turn]");
    if (!entry) return;
    const index = Number(entry.dataset.reviewTurn);
    local.reviewTurn = local.reviewTurn === index ? null : index;
    draw();
  });
  commandForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = commandBox.value.trim();
    if (!text) return;
    skipAnimation(); // a typed command is about the board as it is now: show it first
    send("command", { text });
    commandBox.value = "";
  });
  buttons.fullscreen.addEventListener("click", () => {
    if (isFullScreen(root)) document.exitFullscreen();
    else root.requestFullscreen?.().catch(() => {});
  });
  const onFullscreen = () => {
    buttons.fullscreen.setAttribute("aria-pressed", String(isFullScreen(root)));
    draw();
  };
  document.addEventListener("fullscreenchange", onFullscreen);
  buttons.save.addEventListener("click", () => send("save"));
  buttons.ready.addEventListener("click", () => send("ready"));
  // a step each, from the kernel's zoom: two quick clicks are two steps on a slow kernel too
  for (const [name, steps] of [["zoom-in", 1], ["zoom-out", -1]]) {
    buttons[name].addEventListener("click", () => {
      if (buttons[name].getAttribute("aria-disabled") !== "true") send("zoom", { steps });
    });
  }
  history.addEventListener("click", (event) => {
    const entry = event.target.closest("[data-turn]");
    if (entry) send("select", { turn: Number(entry.dataset.turn) });
    else return;
    local.historyFocus = Number(entry.dataset.turn);
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
        local.skipped = [];
        localError = "";
        offGreyTile();
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

  // -- the computers' moves, tile by tile (only what is on the board anyway) --------------
  // every computer move since the person's last turn, in order; while one is laid, the
  // tiles and grey caps of it and of the moves after it are hidden
  function animateComputer(seenTurns) {
    const turns = get("history") || [];
    const players = get("players") || [];
    // a move that comes while one is being laid is laid after it; the laid tiles stay
    const running = local.anim;
    const from = running ? running.turn : seenTurns;
    const laid = running ? running.order.filter((c) => !running.hidden.has(c)) : [];
    const moves = (get("computer_moves") || []).filter((m) => m.turn >= from
      && (m.placed || []).length && players[turns[m.turn]?.player]?.computer);
    if (!moves.length) return;
    stopAnimation();
    const reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const step = ARRIVE_MS[get("speed")] ?? ARRIVE_MS.normal;
    if (reduce || !step) return;
    const anim = {
      moves, at: 0, hidden: new Set(moves.flatMap((m) => m.placed)),
      caps: new Set(moves.flatMap((m) => m.caps || [])), fresh: null, timer: null,
    };
    const begin = (move) => Object.assign(anim, {
      order: [...move.placed], turn: move.turn, player: turns[move.turn].player, before: move.before || null,
    });
    begin(moves[0]);
    for (const cell of laid) anim.hidden.delete(cell);
    local.anim = anim;
    root.dataset.animating = "true";
    const next = () => {
      if (local.anim !== anim) return;
      let cell = anim.order.find((c) => anim.hidden.has(c));
      if (cell === undefined && anim.at + 1 < moves.length) {
        for (const cap of moves[anim.at].caps || []) anim.caps.delete(cap); // that move is laid
        begin(moves[++anim.at]);
        cell = anim.order[0];
      }
      if (cell === undefined) {
        stopAnimation();
      } else {
        anim.fresh = cell;
        anim.hidden.delete(cell);
        anim.timer = setTimeout(next, step);
      }
      draw();
    };
    anim.timer = setTimeout(next, step);
  }
  function stopAnimation() {
    if (local.anim) clearTimeout(local.anim.timer);
    if (local.anim && localError === whyWait()) localError = ""; // the wait is over
    local.anim = null;
    delete root.dataset.animating;
  }

  function drawBoard() {
    const reviewed = reviewTurn();
    const rows = reviewed ? reviewed.board : get("board") || [];
    const win = playWindow();
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
    const current = prev.placements && JSON.stringify(prev.placements) === pendingKey();
    return {
      anim, reviewed,
      lastCells: new Set(anim ? [] : last.cells || []),
      lastPlaced: new Set(anim ? [] : last.placed || []),
      hintCell: (get("hint") || {}).cell,
      bad: new Set(current && !prev.legal ? prev.cells || [] : []),
      rackTiles: get("rack") || [],
      cursor: cellName(...local.cursor),
    };
  }

  // a cell's classes, symbol and spoken name ("M13, equals sign, centre")
  function cellLook(name, symbol, marks, shownColumn) {
    const { anim, reviewed } = marks;
    const classes = ["summy-cell"];
    let text = "";
    let label;
    if (local.pending.has(name)) {
      const s = marks.rackTiles[local.pending.get(name)];
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
    if (marks.lastCells.has(name)) classes.push("summy-last");
    if (marks.lastPlaced.has(name)) {
      classes.push("summy-last-placed");
      label += `, ${t("summy.label.last")}`;
    }
    if (anim && anim.fresh === name) classes.push("summy-arrive");
    else if (anim && anim.order.includes(name) && !anim.hidden.has(name)) {
      classes.push("summy-arrived");
    }
    if (name === marks.hintCell && !local.pending.size) classes.push("summy-hint-cell");
    if (marks.bad.has(name)) classes.push("summy-bad");
    if (!shownColumn) classes.push("summy-col-off");
    if (reviewed && reviewed.played_cells[name] !== undefined) {
      classes.push("summy-tile", `summy-${kindOf(reviewed.played_cells[name])}`, "summy-review-played");
      text = shown(reviewed.played_cells[name]);
      label = `${name}, ${say(reviewed.played_cells[name])}, ${t("summy.label.played")}`;
    }
    if (reviewed && reviewed.best_cells[name] !== undefined && !reviewed.played_cells[name]) {
      classes.push("summy-review-best");
      text = shown(reviewed.best_cells[name]);
      label = `${name}, ${say(reviewed.best_cells[name])}, ${t("summy.label.best")}`;
    }
    if (name === marks.cursor) classes.push("summy-cursor");
    return { classes, text, label };
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

  // why no tiles are shown: the game is over, the next person is not ready yet (in hot seat
  // also while the computers play: the person who played has handed over), or only computers play
  const hiddenRackKey = (phase, humans) => (phase === "over" ? "summy.label.rack-over"
    : phase === "pass" || humans > 1 ? "summy.label.rack-hidden" : "summy.label.rack-computers");

  function drawRack() {
    const rackTiles = get("rack") || [];
    const owner = get("rack_owner");
    const players = get("players") || [];
    const used = usedIndices();
    // the game ended with the computer's move: not said before the move is laid
    if (owner < 0 && local.anim && get("phase") === "over") setText(rackTitle, t("summy.label.rack"));
    else if (owner < 0) setText(rackTitle, t(hiddenRackKey(get("phase"), players.filter((p) => !p.computer).length)));
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
      node.setAttribute("aria-label", say(s));
    });
    for (const b of [buttons.shuffle, buttons.submit, buttons.recall]) b.hidden = owner < 0;
    // the exchange dialog: the same tiles as toggles
    setText(exchangeTitle, t("summy.action.exchange"));
    setText(exchangeText, t("summy.exchange.help"));
    const toggles = [...exchangeTiles.children];
    while (toggles.length > rackTiles.length) toggles.pop().remove();
    rackTiles.forEach((s, i) => {
      let node = toggles[i];
      if (!node) {
        node = h("button", { type: "button" });
        exchangeTiles.append(node);
      }
      node.dataset.exchangeIndex = String(i);
      node.dataset.symbol = s;
      setClass(node, `summy-tile summy-rack-tile summy-${kindOf(s)}${local.marked.has(i) ? " summy-marked" : ""}`);
      setText(node, shown(s));
      node.setAttribute("aria-pressed", String(local.marked.has(i)));
      node.setAttribute("aria-label", say(s));
    });
    buttons["exchange-confirm"].disabled = local.marked.size === 0;
    if (!local.exchange) closeDialog(exchangeDialog);
  }

  function reviewTurn() {
    const r = get("game_review") || {};
    if (get("phase") !== "over" || local.reviewTurn === null || local.reviewTurn === undefined) return null;
    return (r.turns || []).find((t) => t.index === local.reviewTurn) || null;
  }
  function drawReview() {
    const r = get("game_review") || {};
    const turns = get("phase") === "over" ? r.turns || [] : [];
    buttons.review.hidden = get("phase") !== "over" || !!local.anim || turns.length > 0;
    reviewBox.hidden = turns.length === 0;
    reviewKey.hidden = turns.length === 0;
    reviewKey.replaceChildren(...(turns.length ? ["played", "best"].map((kind) => h("span",
      { class: "summy-key-item" },
      h("span", { class: `summy-key-mark summy-key-${kind}`, "aria-hidden": "true" }),
      t(`summy.label.${kind}`))) : []));
    const key = `${JSON.stringify(turns.map((t) => t.index))}|${local.reviewTurn}`;
    if (reviewBox.dataset.key === key) return;
    reviewBox.dataset.key = key;
    reviewBox.replaceChildren(...turns.map((turn) => h("li", {},
      h("button", {
        type: "button", class: "summy-history-entry", "data-review-turn": String(turn.index),
        "data-grade": turn.grade, "aria-pressed": String(turn.index === local.reviewTurn),
      },
      h("span", { class: "summy-history-text", text: t("summy.review.turn", {
        index: turn.index + 1, player: turn.name, played: turn.played, score: turn.score,
        grade: turn.grade_text }) })),
      turn.index === local.reviewTurn && (turn.why || turn.best) ? h("div", { class: "summy-help",
        text: [turn.best && turn.lost ? t("summy.review.best", { best: turn.best, score: turn.best_score }) : "",
          turn.why || ""].filter(Boolean).join(" ") }) : null,
    )));
  }

  function drawSpeed() {
    const players = get("players") || [];
    speedRow.hidden = !players.some((p) => p.computer);
    setText(speedLabel, t("summy.speed"));
    [...speedBox.options].forEach((option) => setText(option, t(`summy.speed.${option.value}`)));
    if (speedBox.value !== get("speed")) speedBox.value = get("speed") || "normal";
  }

  /** What the computers did since the person's last turn, each by name, in order, and whose
   * turn it is now (`yourTurn`: "Ann, your turn." in hot seat). */
  // the computers' moves since the last person's turn: in notation for the eye, in words for
  // the live region (`words`: "61 − 37 = 24 down from M8", not "M8v 61-37(=)24")
  function computerTurnsText(turns, players, yourTurn, words = false) {
    const since = [];
    for (let i = turns.length - 1; i >= 0 && players[turns[i].player]?.computer; i--) since.unshift(turns[i]);
    const said = since.map((turn) => (turn.kind === "exchange"
      ? tn("summy.computer.exchanged-by", turn.count, { player: players[turn.player].name })
      : tn("summy.computer.played-by", turn.score, { player: players[turn.player].name,
        move: (words && turn.said) || turn.text, score: turn.score })));
    return [...said, yourTurn || t("summy.computer.your-turn")].join(" ");
  }

  /** The preview's state in a few words: "Not legal yet.", "Legal: 7+5=12 scores 24 points." */
  function spoken(state, prev) {
    if (state === "legal") return tn("summy.said.legal", prev.score, { move: prev.said || prev.move, score: prev.score });
    if (state !== "illegal") return "";
    return t(prev.code === "not-a-sum" ? "summy.said.not-a-sum" : "summy.said.illegal");
  }

  // -- the side panel: one function per part, drawn in this order (the announcements too) -------
  function drawSide() {
    const s = sideState();
    drawScores(s);
    drawGameOver(s);
    const words = previewWords(s);
    drawPreview(s, words);
    drawWaitAndHint(s);
    drawPuzzle(s);
    drawError(words.state, s.prev, s.puzzle);
    drawButtons(s, words.state);
    drawHistory(s);
    drawPassScreen(s);
    if (s.phase === "over") announce((get("result") || {}).said || gameOver.textContent);
    setText(newTitle, t("summy.dialog.new-game-title"));
    setText(newText, t("summy.dialog.new-game-text"));
    buttons.restore.hidden = !get("can_restore");
    root.dataset.phase = get("phase");
    root.dataset.turns = String((get("history") || []).length);
  }

  // what the side shows; while the computer's move is laid tile by tile, the game before it
  function sideState() {
    const anim = local.anim;
    const before = anim && anim.before;
    const players = (get("players") || []).map((p, i) => (before
      ? { ...p, score: before.scores[i] ?? p.score, tiles: before.tiles[i] ?? p.tiles } : p));
    const phase = anim && get("phase") === "over" ? "computer" : get("phase");
    const humans = players.filter((p) => !p.computer).length;
    const turns = (get("history") || []).filter((turn) => !anim || turn.turn < anim.turn);
    return {
      anim, before, players, phase, humans, turns,
      current: anim ? anim.player : get("current"),
      winners: new Set(phase === "over" ? get("winners") || [] : []),
      computers: players.filter((p) => p.computer).length,
      // hot seat: the pass screen names the person who plays next; it comes once the computers'
      // tiles are laid (they are public: everyone sees them laid, the next rack is not sent yet)
      passing: get("phase") === "pass" && !anim,
      wasPassing: !passScreen.hidden,
      yourTurn: humans > 1 ? t("summy.pass.your-turn", { player: players[get("current")]?.name ?? "" }) : "",
      prev: get("preview") || {},
      hint: get("hint") || {},
      puzzle: get("mode") === "puzzle",
    };
  }

  // one row a player: the marker (▶ to move, ★ winner), the name with its counts on a second
  // line ("8 tiles · 1 hint", each pair kept whole) and the points; "to move" is said, not shown
  function drawScores({ players, current, phase, winners, before }) {
    scores.replaceChildren(...players.map((p, i) => {
      const toMove = i === current && phase !== "over";
      const counts = [h("span", { class: "summy-count", text: tn("summy.label.tiles", p.tiles) })];
      if (p.hints) counts.push(h("span", { class: "summy-hints", "data-hints": String(p.hints),
        text: tn("summy.label.hints", p.hints) }));
      else counts.push(h("span", { class: "summy-hints", "data-hints": "0", hidden: true }));
      return h("tr", {
        "data-player": String(i), class: toMove ? "summy-to-move" : "",
        "aria-current": toMove ? "true" : null,
      },
      h("td", { class: "summy-marker" },
        h("span", { "aria-hidden": "true", text: toMove ? "▶" : (winners.has(i) ? "★" : "") }),
        toMove ? h("span", { class: "sw-sr-only summy-status", text: t("summy.label.to-move") }) : null),
      h("td", { class: "summy-who" },
        h("div", {
          class: "summy-name",
          // "(computer)" only where the name does not say so already ("Computer 2" does)
          text: p.name + (p.computer && !p.name.toLowerCase().includes(t("summy.label.computer").toLowerCase())
            ? ` (${t("summy.label.computer")})` : ""),
        }),
        h("div", { class: "summy-counts" }, ...counts)),
      h("td", { class: "summy-score", text: tn("summy.label.points", p.score, { score: p.score }) }));
    }));
    setText(bag, tn("summy.label.bag", before ? before.bag_count : get("bag_count")));
  }

  // who won ("Ann and Ben share the win!"), the points in seat order (a ★ for each winner)
  // and, with three or four players, the places (in Python's words)
  function drawGameOver({ phase, players, winners }) {
    gameOver.hidden = phase !== "over";
    if (phase !== "over") return;
    const names = [...winners].map((i) => players[i]?.name ?? "");
    const listed = names.length < 2 ? names.join("")
      : names.slice(0, -1).join(", ") + t("summy.list.and") + names[names.length - 1];
    const places = (get("result") || {}).places || [];
    gameOver.replaceChildren(
      h("div", { class: "summy-over-title", text: t("summy.over.title") }),
      // "You won!", not "You wins!": the player called You gets a sentence of their own
      h("div", { class: "summy-over-winner", text: names.length === 1 && listed === t("summy.player.you")
        ? t("summy.over.winner-you")
        : t(names.length > 1 ? "summy.over.tie" : "summy.over.winner", { players: listed }) }),
      h("div", { class: "summy-over-scores" }, ...players.flatMap((p, i) => [i ? " · " : "",
        h("span", { class: "summy-over-score", text: `${winners.has(i) ? "★ " : ""}${p.name}: ${p.score}` })])),
      // no list at all without places (replaceChildren would write null as text)
      ...(places.length ? [h("ul", { class: "summy-over-places", "data-role": "places" },
        ...places.map((text) => h("li", { text })))] : []),
    );
  }

  // the preview's words and state: the computer at work, its move, "no sum fits", or what the
  // tiles put down make (legal or not, checked by Python); `spoken` where the ears need more
  function previewWords({ anim, phase, players, turns, computers, humans, yourTurn, prev }) {
    const lastTurn = turns[turns.length - 1];
    if (anim) {
      return { state: "empty", text: computers > 1
        ? t("summy.computer.playing-by", { player: players[anim.player]?.name ?? "" })
        : t("summy.computer.playing") };
    }
    if (phase === "computer") return { state: "empty", text: t("summy.computer.thinking") };
    if (local.pending.size === 0) {
      let words = { state: "empty", text: t("summy.preview.empty"), spoken: null };
      if (phase === "play" && lastTurn && players[lastTurn.player]?.computer) {
        const played = (said) => (computers > 1 || humans > 1
          ? computerTurnsText(turns, players, yourTurn, said)
          : lastTurn.kind === "exchange" ? tn("summy.computer.exchanged", lastTurn.count)
            : tn("summy.computer.played", lastTurn.score, { move: (said && lastTurn.said) || lastTurn.text,
              score: lastTurn.score }));
        words = { state: "computer", text: played(false), spoken: played(true) };
      }
      if (phase === "play" && get("can_place") === false) { // no sum fits: say so, once a turn
        const after = (said) => `${words.state === "computer" ? `${said} ` : ""}${t("summy.preview.stuck")}`;
        words = { state: "stuck", text: after(words.text), spoken: after(words.spoken) };
      }
      return words;
    }
    if (prev.placements && JSON.stringify(prev.placements) === pendingKey()) {
      return { state: prev.legal ? "legal" : "illegal",
        text: prev.legal ? prev.reason : t("summy.preview.illegal", { reason: prev.reason }) };
    }
    return { state: "checking", text: t("summy.preview.checking") };
  }

  function drawPreview({ phase, passing, wasPassing, yourTurn, turns, prev }, { text, spoken: said, state }) {
    setText(preview, text);
    preview.dataset.state = state;
    preview.hidden = phase === "over"; // the game-over box says it all
    // Ready pressed: "Ann, your turn." (unless the computers' moves just said it)
    if (wasPassing && !passing && get("phase") === "play" && yourTurn && !text.includes(yourTurn)) {
      announce(yourTurn, true);
    }
    // the computers' moves and "no sum fits" are read once a turn (not again after an answer of
    // the command line); a tile laid or taken back is said short, with the preview's state once
    // Python has answered ("7 on L13. Not legal yet."); "?" on the board reads the whole reason
    if (state === "computer" || state === "stuck") {
      const key = `${turns.length}|${text}`;
      if (key !== local.previewSaid) announce(said || text);
      local.previewSaid = key;
    }
    const done = local.did;
    if (done && done.count !== local.didSaid && state !== "checking") {
      local.didSaid = done.count;
      announce([done.text, spoken(state, prev)].filter(Boolean).join(". "), true);
    }
    setText(submitWords, state === "legal" ? spoken(state, prev) : "");
    if (prev.legal && state === "legal") preview.dataset.score = String(prev.score);
    else delete preview.dataset.score;
  }

  // the computer's tiles are being laid: what needs the new board waits (or Skip shows it now)
  function drawWaitAndHint({ anim, hint }) {
    waitBox.hidden = !anim;
    setText(waitText, anim ? t("summy.computer.wait") : "");
    hintBox.hidden = !hint.text || !!anim;
    if (hint.text) {
      const head = hint.step
        ? `${t("summy.hint.step", { step: hint.step, steps: hint.steps || 4 })}: ` : "";
      setText(hintBox, head + hint.text);
      hintBox.dataset.step = String(hint.step || "");
    }
  }

  function drawPuzzle({ puzzle, players }) {
    root.classList.toggle("summy-puzzle", puzzle);
    root.classList.toggle("summy-projector", !!get("projector"));
    puzzleBox.hidden = !puzzle;
    bag.hidden = puzzle;
    scores.hidden = puzzle; // "▶ You ... to move" says nothing in a puzzle: its box says the rest
    if (!puzzle) return;
    const info = get("puzzle_info") || {};
    const answer = info.answer || {};
    const parts = [h("div", { class: "summy-puzzle-title",
      text: t("summy.puzzle.title", { seed: info.seed,
        difficulty: t(`summy.puzzle.difficulty.${info.difficulty}`) }) })];
    if (answer.text) {
      parts.push(h("div", {
        class: "summy-puzzle-answer", "data-state": answer.is_best ? "best" : "better",
        text: answer.text,
      }));
    }
    if (info.best && info.best.text) {
      parts.push(h("div", { class: "summy-puzzle-best", text: info.best.text }));
    }
    // in place of the score table (one player, no turns): the best answer so far, the
    // answers given and the hints asked for
    const you = players[0] || {};
    const status = [info.attempts ? tn("summy.puzzle.best-so-far", you.score ?? 0, { score: you.score ?? 0 })
      : t("summy.puzzle.no-answer")];
    if (info.attempts) status.push(t("summy.puzzle.attempts", { count: info.attempts }));
    if (you.hints) status.push(tn("summy.label.hints", you.hints));
    parts.push(h("div", { class: "summy-puzzle-status", "data-role": "puzzle-status",
      text: status.join(" · ") }));
    puzzleBox.replaceChildren(...parts);
    puzzleBox.dataset.state = answer.text ? (answer.is_best ? "best" : "better") : "open";
  }

  // an error belongs to the tiles it was about: once they change, it goes
  function drawError(state, prev, puzzle) {
    const said = get("error") || "";
    if (said !== local.errorText) {
      local.errorText = said;
      local.errorTiles = pendingKey();
      if (said) announce(said, true);
    }
    const stale = said && local.errorTiles !== pendingKey();
    const message = (stale ? "" : said) || localError;
    setText(error, message);
    // the illegal move's reason is shown once: in the preview when it already says it
    const repeated = state === "illegal" && !!prev.reason && message.includes(prev.reason);
    error.hidden = !message || repeated;
    // the side panel below the board (a narrow column, a phone): the rack repeats the error or
    // the preview, so a pupil laying tiles sees it (for the eyes: a screen reader hears both)
    const showError = !error.hidden;
    // (no sum fits: short words that point to the button below, so three lines hold them; a
    // sum that is not correct: the sum and why, without the words around them, so its three
    // lines keep the end of the reason, where it names the mistake)
    // a puzzle's answer about the tiles down now (a pupil on a tablet sees it beside them)
    const answer = puzzle ? puzzleAnswer(prev) : null;
    const shown = answer ? answer.text
      : preview.dataset.state === "stuck" ? t("summy.rack-status.stuck")
      : preview.dataset.state === "illegal" && prev.short ? prev.short : preview.textContent;
    setText(rackStatus, showError ? message : preview.hidden && !answer ? "" : shown);
    rackStatus.dataset.state = showError ? "error"
      : answer ? (answer.is_best ? "best" : "better") : preview.dataset.state;
  }
  /** The puzzle's verdict on the move whose tiles are down now (null: none given for it). */
  function puzzleAnswer(prev) {
    const answer = (get("puzzle_info") || {}).answer || {};
    return answer.text && answer.move && answer.move === prev.move ? answer : null;
  }

  function drawButtons({ anim, phase, puzzle, prev }, state) {
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
    buttons.exchange.disabled = !(phase === "play" && get("rack_owner") >= 0) || !!anim;
    buttons.exchange.hidden = puzzle;
    buttons.exchange.dataset.stuck = String(!anim && phase === "play" && get("can_place") === false);
    buttons["show-best"].hidden = !puzzle;
    buttons.hint.disabled = !playing;
    drawHintAllowance();
    for (const b of [buttons.hint, buttons.exchange, buttons.submit]) {
      // Submit is described by the preview: its full words (why not legal, the sums and scores)
      const words = b === buttons.submit && state === "legal" && prev.said;
      const about = anim ? waitText.id : words ? submitWords.id
        : b === buttons.submit && !preview.hidden ? preview.id : null;
      if (about) b.setAttribute("aria-describedby", about);
      else b.removeAttribute("aria-describedby");
    }
    buttons.undo.hidden = !get("practice");
    buttons.save.hidden = puzzle;
    const saved = get("saved") || "";
    savedNote.hidden = !saved || puzzle;
    setText(savedNote, saved ? t("summy.label.saved", { file: saved }) : "");
    buttons.undo.disabled = (get("history") || []).length === 0;
  }

  /** A teacher's limit on hints: the Hint button says how many are left ("Hint (2 left)"),
   * and is gone when hints are off. */
  function drawHintAllowance() {
    const words = hintLabel(t("summy.action.hint"), get("hint_allowance"), t);
    buttons.hint.hidden = words === null;
    if (words) setText(buttons.hint, words);
  }

  // the moves so far (each a button that shows its explanation), the explanation, the help
  function drawHistory({ anim, puzzle, turns, players }) {
    historyTitle.hidden = puzzle;
    history.hidden = puzzle;
    explanation.hidden = puzzle;
    setText(historyTitle, t("summy.label.history"));
    if (turns.length === 0) {
      history.replaceChildren(h("li", { class: "summy-history-empty", text: t("summy.label.history-empty") }));
    } else {
      drawTurns(turns, players);
    }
    const html = anim && get("selected_turn") >= anim.turn ? "" : get("explanation") || "";
    if (explanation.dataset.html !== html) {
      explanation.innerHTML = html || "";
      explanation.dataset.html = html;
    }
    if (!html) setText(explanation, t("summy.label.explanation"));
    setText(keyboardHelp, t("summy.label.keyboard"));
    setText(commandLabel, t("summy.cmd.label"));
    const hintsOff = (get("hint_allowance") || {}).limit === 0;
    setText(commandHelp, t(hintsOff ? "summy.cmd.help-no-hints" : "summy.cmd.help"));
  }

  function drawTurns(turns, players) {
    const selected = get("selected_turn");
    const focused = history.contains(focusedIn(root));
    history.replaceChildren(...turns.map((turn) => h(
      "li", { class: turn.turn === selected ? "summy-chosen" : "" },
      h("button", {
        type: "button", class: "summy-history-entry", "data-turn": String(turn.turn),
        "aria-pressed": String(turn.turn === selected),
      },
      h("span", { class: "summy-history-player", text: players[turn.player]?.name ?? "" }),
      // an exchange of one tile in the singular ("exchanged 1 tile")
      h("span", { class: "summy-history-text",
        text: turn.kind === "exchange" ? tn("summy.log.exchanged", turn.count) : turn.text }),
      h("span", { class: "summy-history-score", text: `+${turn.score}` })),
    )));
    if (focused && local.historyFocus !== undefined) {
      history.querySelector(`[data-turn="${local.historyFocus}"]`)?.focus({ preventScroll: true });
    }
    if (turns.length !== local.historyShown) {  // the newest move in view
      local.historyShown = turns.length;
      history.scrollTop = history.scrollHeight;
    }
  }

  // hot seat: the pass screen is modal (nothing behind it can be reached) and has the focus when
  // it comes (also after Skip, or when the focused button went with the rack handed over)
  function drawPassScreen({ passing, wasPassing, players }) {
    passScreen.hidden = !passing;
    main.inert = passing;
    if (passing) {
      const name = players[get("current")]?.name ?? "";
      setText(passTitle, t("summy.pass.title", { player: name }));
      setText(passText, t("summy.pass.text", { player: name }));
      announce(t("summy.pass.title", { player: name }));
      if (!wasPassing && ownsFocus()) buttons.ready.focus();
    } else if (wasPassing && ownsFocus()) {
      // Ready: the tiles now shown get the focus, as at the start of a turn
      (rack.querySelector("[data-rack-index]") || board).focus({ preventScroll: true });
    }
  }

  /** After a move the keyboard's cursor may rest on the grey tile that now closes the sum it
   * typed: it steps back onto the sum's last tile, where typing that tile goes on through it
   * (a new sum across the old one) instead of being refused. */
  function offGreyTile() {
    const [r, c] = local.cursor;
    if (boardSymbol(cellName(r, c)) !== "#") return;
    const [dr, dc] = local.direction === "across" ? [0, -1] : [-1, 0];
    const back = [r + dr, c + dc];
    if (back.every((i) => i >= 0 && i < SIZE) && !"#.".includes(boardSymbol(cellName(...back)))) {
      local.cursor = back;
    }
  }

  function applyDraft() {
    // tiles put down by the command line show as tiles not yet submitted
    const draft = get("draft") || {};
    const key = JSON.stringify(draft);
    if (key === local.draftShown) return;
    local.draftShown = key;
    if (!Object.keys(draft).length && !local.fromDraft) return;
    local.fromDraft = Object.keys(draft).length > 0;
    const rackTiles = get("rack") || [];
    local.pending.clear();
    const taken = new Set();
    for (const [cell, symbol] of Object.entries(draft)) {
      const index = rackTiles.findIndex((s, i) => s === symbol && !taken.has(i));
      if (index < 0) continue;
      taken.add(index);
      local.pending.set(cell, index);
    }
  }
  function applyAnswer() {
    const answer = get("answer") || {};
    if (answer.count && answer.count !== local.answerCount) {
      local.answerCount = answer.count;
      announce(answer.text, true);
    }
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
    followTiles();
    requestPreview();
  }

  let scheduled = false;
  // the focus is the widget's to move: it is inside, or nowhere (the focused node went away)
  // after the widget had it; not before, as when marimo's page loads with the focus on <body>
  // (a focus taken then would be drawn as if the keyboard had moved it: the cursor on M13)
  let hadFocus = false;
  root.addEventListener("focusin", () => { hadFocus = true; });
  root.addEventListener("focusout", (event) => {
    if (event.relatedTarget && !root.contains(event.relatedTarget)) hadFocus = false;
  });
  const ownsFocus = () => {
    const a = focusedIn(root);
    if (root.contains(a)) return true;
    const page = document.activeElement;
    return hadFocus && (!a || a === document.body) && (!page || page === document.body);
  };

  function draw() {
    if (syncWithModel()) requestPreview();
    root.setAttribute("lang", get("lang") || "en"); // a screen reader speaks the game's language
    drawBoard();
    drawRack();
    drawSide();
    drawReview();
    drawSpeed();
    local.symbols = new Map([...local.pending].map(([cell, i]) => [cell, (get("rack") || [])[i]]));
    root.dataset.drawnAt = String(performance.now());
    fit();
  }
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      applyHint();
      applyDraft();
      draw();
      applyAnswer();
    });
  }
  const traits = [
    "board", "last_move", "computer_moves", "rack", "rack_owner", "players", "current", "bag_count", "phase",
    "history", "preview", "hint", "selected_turn", "explanation", "winners", "practice",
    "zoom", "version", "error", "messages", "hints_used", "mode", "puzzle_info", "projector",
    "saved", "can_restore", "draft", "answer", "game_review", "speed", "can_place", "result",
    "hint_allowance",
  ];
  for (const name of traits) model.on(`change:${name}`, schedule);
  draw();
  fit();
  return () => {
    unguard();
    unfollow();
    observer.disconnect();
    window.removeEventListener("resize", fit);
    document.removeEventListener("fullscreenchange", fit);
    document.removeEventListener("fullscreenchange", onFullscreen);
    coarse?.removeEventListener?.("change", fit);
    stopAnimation();
    for (const name of traits) model.off(`change:${name}`, schedule);
    link.stop();
    unclick();
  };
}

export default { render };
