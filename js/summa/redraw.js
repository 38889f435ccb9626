// Summa Summarum redrawn: each area by its own function, only the areas a message from Python
// touched, once per message, the focus kept where it was.
import { h, isFullScreen } from "../lib/dom.js";
import { focusedIn } from "../lib/keys.js";
import { put } from "./sheet.js";

// which areas each synced trait feeds
export const AREAS = {
  sheet: ["grid"], pending: ["grid", "actions"], marks: ["grid"], line_scores: ["grid", "status"],
  best: ["grid", "actions", "best"], dice: ["dice", "actions"], stage: ["all"], round: ["title"],
  rounds: ["title"], current: ["players"], players: ["players"], results: ["players"],
  preview: ["status", "actions"], error: ["status"], note: ["status"], timer: ["timer"], log: ["log"],
  explanation: ["best"], saved: ["status"], pass_screen: ["all"], can_undo: ["actions"],
  can_restore: ["actions"],
  practice: ["actions"], messages: ["all"], lang: ["all"], filled: ["grid", "status"],
  said: ["said"], sheets: ["grid"], game_review: ["review", "grid", "actions"],
  sheet_shown: ["grid", "review", "best"], projector: ["view"], written: ["grid"], hint: ["grid", "dice"],
  hint_allowance: ["actions"],
};

/** `redraw(names)` draws the areas named (or "all"); `schedule(trait)` redraws what a changed
 * trait feeds, once for all the traits of one message. Comes after the parts that draw. */
export function redrawPart(ui) {
  const { get, msg, local, areas, root, fullscreen } = ui;

  // the large layout: in full screen, or in the notebook with the projector trait
  function renderView() {
    const full = isFullScreen(root);
    fullscreen.textContent = msg("summa.ui.button.fullscreen");
    fullscreen.setAttribute("aria-pressed", String(full));
    fullscreen.hidden = !(document.fullscreenEnabled && root.requestFullscreen);
    root.classList.toggle("summa-projector", full || Boolean(get("projector")));
  }
  const RENDER = {
    title: ui.renderTitle, pass: ui.renderPass, grid: ui.renderGrid, dice: ui.renderDice,
    actions: ui.renderActions, status: ui.renderStatus, timer: ui.renderTimer,
    players: ui.renderPlayers, best: ui.renderBest, log: ui.renderLog, review: ui.renderReview,
    keys: () => put(areas.keys, h("div", { class: "summa-keys", text: msg("summa.ui.keys") })),
    said: ui.renderSaid, cli: ui.renderCli, view: renderView,
  };

  function redraw(names) {
    const all = names.includes("all") ? Object.keys(RENDER) : names;
    const before = focusBefore();
    root.setAttribute("data-stage", ui.stage());
    root.setAttribute("lang", get("lang"));
    ui.startTimer(); // first: a new turn clears the chosen die and the group's first cell
    for (const name of all) RENDER[name]();
    if (before && !root.contains(focusedIn(root))) focusAgain(before);
  }

  // where the focus was inside the widget before a redraw (null: outside it)
  function focusBefore() {
    const active = focusedIn(root);
    if (!root.contains(active)) return null;
    // a review entry or a sheet's button keeps the focus when its area is drawn again
    const kept = ["data-review-turn", "data-sheet"].find((a) => active.hasAttribute(a));
    return { onCell: active.matches("[data-cell]"), action: active.getAttribute("data-action"),
      kept, keptValue: kept && active.getAttribute(kept) };
  }

  // the focus back on the same control drawn anew, else on the cursor, else on the widget
  function focusAgain({ onCell, action, kept, keptValue }) {
    const again = onCell ? root.querySelector(`[data-cell='${local.cursor[0]},${local.cursor[1]}']`)
      : action ? root.querySelector(`[data-action='${action}']:not([disabled])`)
        : kept ? root.querySelector(`[${kept}='${keptValue}']`) : null;
    if (again && !again.closest("[inert]")) again.focus({ preventScroll: true });
    else if (onCell || action) ui.focusCursor();
    if (!root.contains(focusedIn(root))) root.focus({ preventScroll: true });
  }

  // one redraw per message from Python, however many traits it changed
  let changed = new Set();
  function schedule(name) {
    if (!changed.size) {
      queueMicrotask(() => {
        const names = [...new Set([...changed].flatMap((n) => AREAS[n]))];
        changed = new Set();
        redraw(names);
        ui.announce();
      });
    }
    changed.add(name);
  }

  return { redraw, schedule };
}
