// Summy's page: the board (a WAI-ARIA grid), the rack, the side panel, the pass screen and the
// dialogs, built once; drawing fills them in and never adds or removes a part.
import { h } from "../lib/dom.js";
import { COLS, SPEED_NAMES, cellName } from "./cells.js";
import { SIZE } from "./layout.js";

const BUTTONS = [
  "submit", "recall", "exchange", "hint", "show-best", "undo", "new-game", "save", "zoom-in",
  "zoom-out", "shuffle", "exchange-confirm", "exchange-cancel", "ready", "fullscreen", "review",
  "new-confirm", "new-cancel", "restore-game", "skip",
];
const BUTTON_CLASS = { "zoom-in": "summy-zoom", "zoom-out": "summy-zoom", ready: "summy-ready",
  skip: "summy-skip" };

/** Build the widget's nodes; each is returned by name (`board`, `rack`, `buttons.submit`...).
 * The grid's cells are `cells.get("M13")`; `root` holds it all. */
export function summyView() {
  const uid = `summy${Math.random().toString(36).slice(2, 9)}`;
  const buttons = Object.fromEntries(BUTTONS.map((action) => [action, h("button", {
    type: "button", "data-action": action,
    class: `summy-button${BUTTON_CLASS[action] ? ` ${BUTTON_CLASS[action]}` : ""}`,
  })]));
  const grid = boardGrid(uid);
  const parts = { ...sideParts(uid, buttons), ...rackParts(buttons), ...passParts(uid, buttons),
    ...dialogParts(uid, buttons) };
  const root = h("div", { class: "summy-widget sw-theme", "data-sw-root": "summy" });
  // the live region: polite, and repeat-safe (emptied first, so the same words are read again)
  const live = h("div", {
    class: "sw-sr-only summy-live", "data-role": "live", "aria-live": "polite", role: "status",
  });
  const left = h("div", { class: "summy-left" }, grid.boardWrap, parts.rackBar);
  const main = h("div", { class: "summy-main" }, left, parts.side);
  root.append(main, parts.passScreen, parts.newDialog, parts.exchangeDialog, live, parts.submitWords);
  return { root, uid, buttons, live, main, ...grid, ...parts };
}

/** The WAI-ARIA grid: one tab stop (the board), the cursor cell is its active descendant;
 * letters above, numbers beside, `cells` by name. */
function boardGrid(uid) {
  const board = h("div", {
    class: "summy-board", role: "grid", tabindex: "0", "data-role": "board",
    "aria-rowcount": String(SIZE + 1), "aria-colcount": String(SIZE + 1),
  });
  const cells = new Map();
  const wayMark = h("span", { class: "summy-way", "aria-hidden": "true" }); // see board.js drawWay
  const cornerText = h("span", { class: "sw-sr-only" });
  const head = h("div", { class: "summy-row", role: "row", "aria-rowindex": "1" },
    h("div", { class: "summy-corner", role: "columnheader" }, cornerText),
    ...[...COLS].map((letter) => h("div", { class: "summy-coord", role: "columnheader", text: letter })));
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
  return { board, cells, wayMark, cornerText, head, boardWrap };
}

/** The side panel: scores, the preview and the buttons under it, what a press brings, the
 * moves so far, the command line. */
function sideParts(uid, buttons) {
  const boxes = sideBoxes(uid, buttons);
  const { commandLabel, commandBox, commandHelp, speedLabel, speedBox } = boxes;
  // the buttons right under the preview, whose room is kept: what a press brings (a hint, an
  // error, the computer's wait) comes below them, so a button pressed twice stays in place.
  // Exchange tiles and Hint go to the rack's row where the side panel is below (fit.js)
  const sideButtons = h("div", { class: "summy-buttons summy-side-buttons" },
    buttons.exchange, buttons.hint, buttons["show-best"],
    buttons.undo, buttons["new-game"], buttons["restore-game"], buttons.save);
  const speedRow = h("div", { class: "summy-speed-row" }, speedLabel, speedBox);
  commandBox.setAttribute("aria-describedby", commandHelp.id);
  const commandForm = h("form", { class: "summy-command-line" },
    commandLabel, commandBox, boxes.commandAnswer, commandHelp);
  const side = h(
    "div", { class: "summy-side" },
    boxes.puzzleBox, boxes.scores, boxes.bag, boxes.gameOver, buttons.review, boxes.reviewKey,
    boxes.reviewBox, boxes.preview, sideButtons,
    h("div", { class: "summy-buttons" }, buttons["zoom-out"], buttons["zoom-in"], buttons.fullscreen),
    boxes.waitBox, boxes.hintBox, boxes.error, boxes.savedNote,
    speedRow,
    boxes.historyTitle, boxes.history, boxes.explanation, commandForm, boxes.keyboardHelp,
  );
  return { ...boxes, sideButtons, speedRow, commandForm, side };
}

/** The side panel's boxes, each filled in by drawing. */
function sideBoxes(uid, buttons) {
  // not a live region: a screen reader hears a short line for each tile (see preview.js
  // `spoken`); the full preview is Submit's description, and "?" on the board reads it
  const preview = h("div", { class: "summy-preview", "data-role": "preview", id: `${uid}-preview` });
  // a legal move as Submit's description in words ("61 − 37 = 24 down from M8, 23 points"),
  // not in the preview's notation
  const submitWords = h("span", { "data-role": "submit-words", id: `${uid}-submit-words` });
  submitWords.hidden = true;
  // while the computer's tiles are laid: what waits for them, and a way not to wait
  const waitText = h("span", { class: "summy-wait-text", id: `${uid}-wait` });
  const waitBox = h("div", { class: "summy-wait", "data-role": "wait" }, waitText, buttons.skip);
  return {
    preview, submitWords, waitText, waitBox,
    scores: h("table", { class: "summy-scores", "data-role": "scores" }),
    bag: h("div", { class: "summy-bag", "data-role": "bag" }),
    // the review board's marks, explained: a double blue frame = played, a pink dashed one = best
    reviewKey: h("div", { class: "summy-review-key", "data-role": "review-key" }),
    hintBox: h("div", { class: "summy-hint", "data-role": "hint", "aria-live": "polite" }),
    puzzleBox: h("div", { class: "summy-puzzle-box", "data-role": "puzzle", "aria-live": "polite" }),
    // (read out once, by the live region, as in the other two games: not an alert as well)
    error: h("div", { class: "summy-error", "data-role": "error" }),
    savedNote: h("div", { class: "summy-help summy-saved", "data-role": "saved", "aria-live": "polite" }),
    gameOver: h("div", { class: "summy-over", "data-role": "game-over" }),
    reviewBox: h("ol", { class: "summy-history summy-review", "data-role": "review" }),
    historyTitle: h("h2", { class: "summy-h" }),
    history: h("ol", { class: "summy-history", "data-role": "history" }),
    explanation: h("div", { class: "summy-explanation", "data-role": "explanation" }),
    keyboardHelp: h("div", { class: "summy-help" }),
    // the command line: short typed commands, each answered under it
    commandLabel: h("label", { class: "summy-command-label", for: `${uid}-command` }),
    commandBox: h("input", {
      type: "text", class: "summy-command", id: `${uid}-command`, "data-role": "command",
      autocomplete: "off", spellcheck: "false",
    }),
    // the last command's answer, shown where it was typed (read out by the live region, or
    // by the error's alert when the command was refused)
    commandAnswer: h("div", { class: "summy-command-answer", "data-role": "command-answer", hidden: true }),
    commandHelp: h("div", { class: "summy-help", id: `${uid}-command-help` }),
    // how the computer's move is shown: tile by tile slowly, normally, quickly, or at once
    speedLabel: h("label", { class: "summy-speed-label", for: `${uid}-speed` }),
    speedBox: h("select", { class: "summy-speed", id: `${uid}-speed`, "data-role": "speed" },
      ...SPEED_NAMES.map((name) => h("option", { value: name }))),
  };
}

/** The rack bar under the board: its title, the tiles, Submit, Recall and Shuffle; where the
 * side panel is below the board, also the points, Exchange tiles and Hint, and the line that
 * repeats the preview. */
function rackParts(buttons) {
  const rackTitle = h("div", { class: "summy-rack-title" });
  // where the side panel (its table of scores) is below the board: the points in one line
  // beside the title, for the eye ("You 14 · Computer 26"; a screen reader has the table)
  const rackScores = h("div", { class: "summy-rack-scores", "data-role": "rack-scores",
    "aria-hidden": "true" });
  const rack = h("div", { class: "summy-rack", "data-role": "rack" });
  const rackStatus = h("div", { class: "summy-rack-status", "data-role": "rack-status",
    "aria-hidden": "true" });
  const rackButtons = h("div", { class: "summy-buttons summy-rack-buttons" },
    buttons.submit, buttons.recall, buttons.shuffle);
  const rackHead = h("div", { class: "summy-rack-head" }, rackTitle, rackScores);
  const rackBar = h("div", { class: "summy-rackbar" }, rackHead, rack, rackButtons, rackStatus);
  return { rackTitle, rackScores, rack, rackButtons, rackStatus, rackBar };
}

/** Hot seat's pass screen: the next player's name and Ready, over the whole widget. */
function passParts(uid, buttons) {
  const passTitle = h("div", { class: "summy-pass-title", id: `${uid}-pass-title` });
  const passText = h("div", { class: "summy-pass-text" });
  const passScreen = h(
    "div", {
      class: "summy-pass", "data-role": "pass-screen", role: "dialog", "aria-modal": "true",
      "aria-labelledby": passTitle.id,
    },
    h("div", { class: "summy-pass-box" }, passTitle, passText, buttons.ready),
  );
  return { passTitle, passText, passScreen };
}

/** The new-game and exchange dialogs (real modal ones: dialogs.js opens and closes them). */
function dialogParts(uid, buttons) {
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
  return { newText, newDialog, newTitle, exchangeTiles, exchangeText, exchangeDialog, exchangeTitle };
}
