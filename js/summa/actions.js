// Summa Summarum's dice and buttons: the dice of the round (one is chosen for the next cell)
// and the buttons of the stage the game is at.
import { h, hintLabel } from "../lib/dom.js";
import { put } from "./sheet.js";

/** `renderDice()` and `renderActions()`. */
export function actionsPart(ui) {
  const { msg, get, local, areas } = ui;

  function renderDice() {
    const dice = get("dice") || [];
    if (!dice.length || ui.stage() !== "place") {
      put(areas.dice, );
      return;
    }
    let selected = local.die;
    if (selected === null || !dice[selected] || dice[selected].used) selected = ui.firstFreeDie();
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
  const step = () => `${get("round")}:${ui.stage()}:${get("current")}`; // where the game stands
  function button(action, label, enabled = true, params = {}, onclick = null) {
    return h("button", {
      "data-action": action, disabled: !enabled,
      onclick: onclick || (() => ui.send({ action: action.replace(/-/g, "_") },
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
    const now = ui.stage();
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
      true, {}, () => ui.send(asked ? { action: "confirm", confirm: true } : { action: "confirm" }, step()));
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
      if (ui.stage() === "over") ui.send({ action: "new_game" });
      else { local.confirming = true; ui.redraw(["pass"]); }
    }));
    if (get("can_restore")) list.push(button("restore-game", "summa.ui.button.restore-game"));
    put(areas.actions, h("div", { class: "summa-actions" }, ...list));
  }
  return { renderDice, renderActions };
}
