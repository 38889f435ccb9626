// Summa Summarum's scores: the players' table (a score still being found is hidden) and the
// best scoring of the sheet with its explanation.
import { h } from "../lib/dom.js";
import { put } from "./sheet.js";

/** `renderPlayers()` and `renderBest()`. */
export function scoresPart(ui) {
  const { msg, get, areas } = ui;

  // a header whose word may break (a soft hyphen: "hori\u00adzontal") is named without it,
  // so a screen reader says the word
  function header(text) {
    const plain = text.replace(/\u00ad/g, "");
    return h("th", { text, "aria-label": plain === text ? null : plain });
  }

  function renderPlayers() {
    put(areas.players, playersTable());
  }

  function playersTable() {
    const results = get("results") || [];
    const rows = results.length ? results : (get("players") || []).map((p, i) => ({ ...p, index: i }));
    const current = get("current");
    const heads = ["player", "across", "down", "total", "black"].concat(results.length ? ["rank"] : []);
    return h("table", { class: "summa-players" }, levelsLine(get("players") || []),
      h("tr", {}, ...heads.map((k) => header(msg(`summa.ui.table.${k}`)))),
      ...rows.map((p) => h("tr", {
        "data-player": p.name, "data-active": !results.length && p.index === current,
        "data-winner": Boolean(p.winner),
      },
        h("td", {}, p.name + (p.winner ? " \u2605" : ""), p.hints ? h("span", { class: "summa-hints",
          "data-hints": String(p.hints), text: ` \u00b7 ${msg(p.hints === 1 ? "summa.ui.hints-one" : "summa.ui.hints-many", { n: p.hints })}` }) : null),
        ...["across", "down", "total", "black"].concat(results.length ? ["rank"] : [])
          .map((k) => (p.hidden ? hiddenScore(k) : h("td", { text: String(p[k]) }))))));
  }

  // how strong the computers are, in the table's caption under it (a line in each computer's row
  // would not fit eight players on a projector): "Computer: greedy", or "Computer 1: strong ·
  // Computer 2: beginner"
  function levelsLine(players) {
    const computers = players.filter((p) => p.level);
    if (!computers.length) return null;
    const same = computers.every((p) => p.level === computers[0].level);
    const says = same ? [[msg("summa.ui.computer"), computers[0].level]]
      : computers.map((p) => [p.name, p.level]);
    return h("caption", { class: "summa-levels" }, ...says.map(([who, level], i) => h("span", {
      "data-level": level, text: `${i ? " \u00b7 " : ""}${who}: ${msg(`summa.level.${level}`)}` })));
  }

  // a score the person at the screen may not know yet (they still score their own sheet)
  function hiddenScore(k) {
    return h("td", { "data-hidden": k },
      h("span", { "aria-hidden": "true" }, "\u2026"),
      h("span", { class: "sw-sr-only" }, msg("summa.ui.still-scoring")));
  }

  function renderBest() {
    const best = get("best") || {};
    const lines = get("explanation") || [];
    put(areas.best, 
      best.text ? h("div", { class: "summa-best", "data-best-total": best.total ?? "" },
        best.total !== undefined
          ? h("h2", { text: msg("summa.ui.best.title", { total: best.total, across: best.across, down: best.down }) })
          : null,
        h("ul", { class: "summa-lines" }, ...(best.why || []).map((line) => h("li", { text: line }))),
        h("ul", { class: "summa-lines" }, ...best.text.map((line) => h("li", { text: line })))) : null,
      lines.length && ui.stage() === "over" && (get("players") || []).length > 1
        ? h("h2", { class: "summa-explanation-of", text: ui.ownText("summa.ui.sheet-of",
          ((get("players") || [])[get("sheet_shown")] || {}).name || "") }) : null,
      lines.length ? h("ul", { class: "summa-lines summa-explanation" }, ...lines.map((l) => h("li", { text: l }))) : null);
  }
  return { renderPlayers, renderBest };
}
