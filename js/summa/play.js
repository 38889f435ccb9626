// What a Summa Summarum player does on the sheet: choose black cells, write a die's numeral
// into a cell (by a click or by typing it), mark the groups that score, take a choice back;
// Python checks each one.
import { COLS } from "./sheet.js";

/** The player's actions: `clickCell(r, c)`, `typeSymbol("V")`, `pressEnter`, `takeBack`. */
export function playPart(ui) {
  const { msg, get, local } = ui;


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
      ui.redraw(["status"]);
    }
    const now = stage();
    if (now === "black") ui.send({ action: "toggle_black", cell: [r, c], ...(keys ? { keys } : {}) });
    else if (now === "place") placeDie(r, c, keys);
    else if (now === "across" || now === "down") markCell(r, c);
  }

  /** The chosen die (else the first free one) into the cell; a die of this round already
   * there is taken back. */
  function placeDie(r, c, keys) {
    if ((get("pending") || []).some(([pr, pc]) => pr === r && pc === c)) {
      ui.send({ action: "unplace", cell: [r, c] });
      return;
    }
    const dice = get("dice") || [];
    let die = local.die;
    if (die === null || !dice[die] || dice[die].used) die = firstFreeDie();
    if (die === null) return;
    local.die = null;
    ui.send(keys ? { action: "place", die, cell: [r, c], keys } : { action: "place", die, cell: [r, c] });
  }

  /** While scoring: a marked group's cell takes the group back; else the cell is a group's
   * first cell, or (after one) its last. */
  function markCell(r, c) {
    if (local.start === null) {
      const mark = markAt(r, c);
      if (mark) {
        ui.send({ action: "unmark", name: mark.name });
        return;
      }
      if ((get("sheet") || [])[r]?.[c] === "#") { // black, or cancelled with the rows
        refuseStart(r, c);
        return;
      }
      local.start = [r, c];
      ui.say(msg("summa.ui.live.group-first", { cell: `${COLS[c]}${r + 1}` }));
    } else {
      const first = local.start;
      local.start = null;
      ui.send({ action: "mark", first, last: [r, c] });
    }
    ui.redraw(["grid"]);
  }

  // Python puts a die showing the symbol into the cell, or says that no die shows it
  function typeSymbol(symbol) {
    if (stage() !== "place") return;
    const free = (get("dice") || []).filter((d) => !d.used);
    const refused = free.length
      ? msg("summa.ui.error.no-die", { symbol, dice: free.map((d) => d.symbol).join(", ") })
      : msg("summa.ui.error.no-dice-left", { symbol });
    // the same refusal again does not change the error: the live region is told again here
    if (!free.some((d) => d.symbol === symbol) && get("error") === refused) ui.say(refused);
    ui.send({ action: "place_symbol", symbol, cell: local.cursor });
  }

  // Enter chooses, and never takes a choice back (Space, Backspace or Delete do): once
  // everything is chosen, the next Enter goes on, as the button does; on a chosen group while
  // scoring it asks first, and Enter again scores
  function pressEnter(r, c, asked) {
    const now = stage();
    const pending = get("pending") || [];
    const held = pending.some(([pr, pc]) => pr === r && pc === c);
    const kept = () => ui.say(msg("summa.ui.live.kept", { cell: `${COLS[c]}${r + 1}` }));
    if (now === "black" && pending.length === 4 && (get("preview") || {}).ok) {
      ui.send({ action: "confirm_black" });
    } else if (now === "place" && pending.length && !(get("dice") || []).some((d) => !d.used)) {
      ui.send({ action: "done" });
    } else if ((now === "black" || now === "place") && held) {
      kept();
    } else if ((now === "across" || now === "down") && local.start === null && markAt(r, c)) {
      const key = `${now}:${(get("marks") || []).map((m) => m.name).join(" ")}`;
      if (asked === key) {
        ui.send({ action: "confirm" });
        return;
      }
      local.ask = key;
      local.askText = msg(`summa.ui.live.enter-score.${now}`,
        { group: markAt(r, c).name, total: (get("line_scores") || {}).total || 0 });
      ui.redraw(["status"]);
      ui.say(local.askText);
    } else if (now === "black") { // chooses, never takes back (a second Enter before the answer)
      local.cursor = [r, c];
      clearAsk();
      ui.send({ action: "choose_black", cell: [r, c] });
    } else {
      clickCell(r, c, true);
    }
  }

  // Backspace or Delete on a cell: take back what is there (true when the key did something)
  function takeBack(r, c) {
    const now = stage();
    const held = (get("pending") || []).some(([pr, pc]) => pr === r && pc === c);
    if (now === "place") ui.send({ action: "unplace", cell: [r, c] });
    else if (now === "black" && held) ui.send({ action: "toggle_black", cell: [r, c] });
    else if ((now === "across" || now === "down") && markAt(r, c)) {
      ui.send({ action: "unmark", name: markAt(r, c).name });
    } else return false;
    return true;
  }

  /** A black cell chosen as the first cell of a group: said at once, not after its last cell. */
  function refuseStart(r, c) {
    local.refused = msg("summa.ui.error.start-black", { cell: `${COLS[c]}${r + 1}` });
    ui.say(local.refused);
    ui.redraw(["status"]);
  }

  function clearAsk() {
    const asked = local.ask;
    if (asked) {
      local.ask = null;
      local.askText = "";
      ui.redraw(["status"]);
    }
    return asked;
  }
  return { stage, firstFreeDie, clickCell, typeSymbol, pressEnter, takeBack, clearAsk };
}
