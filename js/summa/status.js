// Summa Summarum's words: the title with the round, the note, the answer to the last choice
// or its error, what the command line said, the log and the command line itself.
import { h } from "../lib/dom.js";
import { focusedIn } from "../lib/keys.js";
import { put } from "./sheet.js";

// the preview's sign by its state: right, wrong, or a next step still to take
const PREVIEW_SIGNS = { true: "\u2714 ", false: "\u2716 ", open: "\u2192 " };

/** `renderTitle()`, `renderStatus()`, `renderSaid()`, `renderLog()` and `renderCli()`. */
export function statusPart(ui) {
  const { msg, get, local, areas, uid } = ui;

  function renderTitle() {
    const round = get("round");
    // the round stays in one piece when the title wraps ("Runde 1 von 8", never a lone "8")
    put(areas.title, h("h2", {}, msg("summa.ui.title"), round && ui.stage() === "place"
      ? h("span", {}, " \u2013 ", h("span", { class: "summa-nowrap" },
        msg("summa.ui.round", { round, rounds: get("rounds") }))) : ""));
  }

  /** "true", "false", or "open": a choice not done yet that breaks no rule (a next step). */
  function previewState(preview) {
    return preview.open ? "open" : String(Boolean(preview.ok));
  }

  function renderStatus() {
    const now = ui.stage();
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

  function renderLog() {
    put(areas.log, h("div", { class: "summa-log" }, ...(get("log") || []).map((l) => h("div", { text: l }))));
  }

  /** The command line's answer under it till the turn changes; a refused command's error in
   * the error's colour, marked ✘ (read once: by the live region, see live.js). */
  function renderSaid() {
    const said = get("said") || {};
    put(areas.said, said.text ? h("div", { class: "summa-said", "data-role": "command-answer",
      "data-state": said.refused ? "refused" : "said", text: said.text }) : null);
    // typed at the window's bottom edge: the answer just under the command line into sight
    if (said.text && areas.cli.contains(focusedIn(areas.cli))) {
      requestAnimationFrame(() => areas.said.scrollIntoView({ block: "nearest" }));
    }
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
      ui.send({ action: "command", text });
      input.value = "";
    } },
    h("label", { for: id, text: msg("summa.ui.command") }), input,
    h("span", { id: `${id}-hint`, class: "summa-cli-hint", text: msg("summa.ui.command.hint") }));
    put(areas.cli, form);
  }
  return { renderTitle, renderStatus, renderLog, renderSaid, renderCli };
}
