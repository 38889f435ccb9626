// Summa Summarum's modal boxes: the hot-seat pass screen and "start a new game?".
import { h } from "../lib/dom.js";
import { focusedIn } from "../lib/keys.js";
import { bringIntoSight } from "../lib/inview.js";
import { put } from "./sheet.js";

/** `renderPass()` draws the box asked for now, or none. */
export function dialogsPart(ui) {
  const { msg, get, local, areas, play, side, root, uid } = ui;

  function dialog(id, title, text, buttons) {
    return h("div", { class: "summa-dialog", role: "dialog", "aria-modal": "true",
      "aria-labelledby": `${uid}-${id}-title`, "aria-describedby": `${uid}-${id}-text` },
    h("h2", { id: `${uid}-${id}-title`, text: title }),
    h("p", { id: `${uid}-${id}-text`, text }),
    h("div", { class: "summa-actions" }, ...buttons));
  }

  function renderPass() {
    const now = ui.stage();
    let box = null;
    if (now === "pass") {
      const name = ((get("players") || [])[get("current")] || {}).name || "";
      box = dialog("pass", msg("summa.ui.pass.title"), msg("summa.ui.pass", { name }), [
        h("button", { "data-action": "ready", onclick: () => ui.send({ action: "ready" }) },
          msg("summa.ui.button.ready", { name }))]);
      box.classList.add("summa-pass-screen");
    } else if (local.confirming) {
      const close = () => {
        local.confirming = false;
        ui.redraw(["pass"]);
        const back = root.querySelector("[data-action='new-game']");
        if (back) back.focus();
      };
      box = dialog("new", msg("summa.ui.confirm-new.title"), msg("summa.ui.confirm-new"), [
        h("button", { "data-action": "confirm-new", onclick: () => {
          local.confirming = false;
          ui.send({ action: "new_game" });
          ui.redraw(["pass"]);
        } }, msg("summa.ui.button.confirm-new")),
        h("button", { "data-action": "cancel-new", onclick: close }, msg("summa.ui.button.cancel"))]);
    }
    const open = Boolean(box);
    const wasOpen = areas.pass.childElementCount > 0;
    const wasPass = Boolean(areas.pass.querySelector(".summa-pass-screen"));
    put(areas.pass, ...(box ? [box] : []));
    play.inert = open;
    side.inert = open;
    if (open) {
      const first = box.querySelector("button");
      queueMicrotask(() => first && first.focus());
    } else if (wasOpen) {
      queueMicrotask(() => {
        const now = focusedIn(root);
        if (!root.contains(now) || now === root) ui.focusCursor();
      });
      // Ready: the sheet and its buttons in sight (the pass screen may have followed the page)
      if (wasPass) bringIntoSight(areas.grid, areas.actions);
    }
  }
  return { renderPass };
}
