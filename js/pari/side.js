// =Pari='s side: the scores, whose turn it is, the step's prompt and buttons, the error, the
// command line, the log in words and the replay speed.
import { hintLabel, isFullScreen } from "../lib/dom.js";
import { el } from "./cards.js";

/** The side's drawing: `renderSide(v)`. */
export function sidePart(ui) {
  const { model, t, pointsWords, count, local, frame, uid } = ui;

  function renderSide(v) {
    const side = el("div", { class: "pari-side" });
    side.append(renderScores(v), renderStatus(v));
    const buttons = el("div", { class: "pari-buttons" });
    const button = (label, action, extra = {}, primary = false) =>
      el("button", { class: "pari-button" + (primary ? " pari-primary" : ""), "data-action": action,
        "data-key": "b-" + action + (extra["data-pile"] || "") + (extra["data-side"] || ""), text: label, ...extra });
    renderStep(v, side, buttons, button);
    if (!buttons.parentNode) side.append(buttons); // the play step puts them under its preview
    const review = ui.renderReview(v, button);
    if (review) side.append(review);
    side.append(moreButtons(v, button));
    const saved = model.get("saved");
    if (saved) side.append(el("div", { class: "pari-saved", "data-saved": saved, text: t("pari.saved", { file: saved }) }));
    // an error answers the action before it: gone once that turn is over (also while the
    // computers' steps after it are shown); an action during those steps has its own answer
    const error = (local.errorDone ? "" : model.get("error") || "") || local.typedWrong;
    side.append(el("div", { class: "pari-error", "data-error": error ? "" : null, text: error ? "⚠ " + error : "" }));
    side.append(renderCommandLine(v), renderLog(v), renderSpeed(v));
    return side;
  }

  /** The step the viewer's turn is at (play, lay a new card, draw, pass a card), or whose
   * steps are being shown: its prompt into `side`, its buttons into `buttons`. */
  function renderStep(v, side, buttons, button) {
    if (v.my_turn && v.phase === "play") ui.renderPlayStep(v, side, buttons, button);
    else if (v.my_turn && v.phase === "lay") {
      side.append(el("p", { class: "pari-prompt", text: t("pari.lay-prompt", { n: v.pending_lay + 1 }) }));
      for (const pile of ["digit", "operator"]) for (const s of ["left", "right"]) {
        buttons.append(button(t("pari.lay-button", { pile: t("pari." + pile), side: t("pari." + s) }), "lay", {
          "data-pile": pile, "data-side": s, onclick: () => ui.send({ action: "lay", pile, side: s }),
        }));
      }
    } else if (v.my_turn && v.phase === "draw") ui.renderDrawStep(v, side, buttons, button);
    else if (v.my_turn && v.phase === "pass") {
      side.append(el("p", { class: "pari-prompt", text: t("pari.pass-prompt", { name: v.pass_to }) }));
    } else if (local.showing) {
      side.append(el("div", { class: "pari-preview pari-replay-note", "data-replay": String(local.showing.seat),
        text: (v.you || []).includes(local.showing.seat) ? t("pari.replay-note-you")
          : t("pari.replay-note", { name: v.names[local.showing.seat] }) }));
    }
  }

  /** Undo (practice), Save, Full screen, New game and Restore. */
  function moreButtons(v, button) {
    const more = el("div", { class: "pari-buttons pari-more" });
    if (v.can_undo) more.append(button(t("pari.undo"), "undo", { onclick: () => ui.send({ action: "undo" }) }));
    more.append(button(t("pari.save"), "save", { onclick: () => ui.send({ action: "save" }) }));
    if (frame.requestFullscreen) {
      const full = isFullScreen(frame);
      more.append(button(t("pari.fullscreen"), "fullscreen", {  // a toggle: the label stays
        "aria-pressed": String(full),
        onclick: () => (full ? document.exitFullscreen() : frame.requestFullscreen()).catch(() => {}),
      }));
    }
    more.append(button(t("pari.new-game") + "…", "new-game", { "aria-haspopup": "dialog", onclick: (e) => ui.openNewGame(v, e.currentTarget) }, v.over));
    if (v.can_restore) more.append(button(t("pari.restore"), "restore-game", { onclick: () => ui.send({ action: "restore_game" }) }));
    return more;
  }

  function renderScores(v) {
    const scores = el("table", { class: "pari-scores" }, [
      el("caption", { class: "sw-sr-only", text: t("pari.scores") }),
    ]);
    v.names.forEach((name, i) => {
      const now = i === v.current && !v.over;
      const level = v.levels && v.levels[i] ? ` (${t("pari.level." + v.levels[i])})` : "";
      scores.append(el("tr", { class: now ? "pari-current" : "", "data-player": i, "aria-current": now ? "true" : null }, [
        el("th", { scope: "row" }, [now ? el("span", { "aria-hidden": "true", text: "▶ " }) : null, name,
          el("span", { class: "pari-level", text: level })]),
        el("td", { text: pointsWords(v.scores[i]) }),
        el("td", { class: "pari-cards" }, [el("span", { text: v.hand_sizes[i] === 1 ? t("pari.card-one")
          : t("pari.cards-in-hand", { n: v.hand_sizes[i] }) }),
          hintsUsed(v, i)]),
      ]));
    });
    return scores;
  }

  // "· 2 hints" after a player's cards, once they have asked for one (as Summy shows it). Before
  // the first, a person who may ask has the count's room kept, unseen: the table does not grow
  // at the first press of Hint and push Hint away from under the pupil's hand
  function hintsUsed(v, i) {
    const n = (v.hints_used || [])[i] || 0;
    const mayAsk = !(v.levels && v.levels[i]) && hintLabel("", v.hint_allowance, t) !== null;
    if (!n && !mayAsk) return null;
    // the count may go to a line of its own (a narrow side, the projector's large type), the
    // "·" with it, so no line ends in a dot
    return el("span", { class: "pari-hints" + (n ? "" : " pari-hints-room"), "data-hints": String(n),
      "aria-hidden": n ? null : "true" }, [" ",
      el("span", { text: `· ${t(n === 1 ? "pari.hints-one" : "pari.hints-many", { n: n || 2 })}` })]);
  }

  function renderStatus(v) {
    const box = el("div", { class: "pari-status-box" });
    if (v.over) {
      box.append(el("div", { class: "pari-over", "data-over": "" }, [
        el("div", { text: t("pari.over") }),
        el("div", { text: v.winner_text }),
      ]));
    } else {
      box.append(el("div", { class: "pari-status", text: v.step }));
    }
    // how the game ends, while it lasts (after it, "Last round: ..." would be stale)
    const ends = v.over ? null : t(v.ending ? "pari.round-ends" : "pari.target", { target: v.target });
    box.append(el("div", { class: "pari-piles", text: [
      `${t("pari.draw-pile")}: ${count(v.piles.digit, "digit")}, ${count(v.piles.operator, "operator")}`,
      `${t("pari.discard-pile")}: ${v.discards.digit + v.discards.operator}`, ends,
    ].filter(Boolean).join(" · ") }));
    return box;
  }

  function renderCommandLine(v) {
    const id = `pari-cmd-${uid}`;
    // the examples stay under the box while one types (a placeholder would go, and was cut)
    const input = el("input", { id, class: "pari-command", type: "text", "data-key": "command",
      autocomplete: "off", spellcheck: "false", "aria-describedby": `${id}-help`, value: local.commandText });
    input.value = local.commandText;
    input.addEventListener("input", () => { local.commandText = input.value; });
    // no name of its own (its label names the box): a named form is a landmark, and two games
    // on one page would have two landmarks of the same name
    const form = el("form", { class: "pari-command-line",
      onsubmit: (e) => {
        e.preventDefault();
        const text = input.value.trim();
        if (!text) return;
        local.commandText = "";
        local.focusKey = "command";
        ui.send({ action: "command", text });
      },
    }, [el("label", { for: id, text: t("pari.cmd.label") }), input,
      el("button", { class: "pari-button pari-small", type: "submit", "data-key": "command-go", text: t("pari.cmd.go") }),
      commandAnswer(v.answer || {}),
      el("p", { class: "pari-cmd-help", id: `${id}-help`, text: t("pari.cmd.examples") })]);
    return form;
  }
  /** The last command's answer, where it was typed, till the turn changes (read out already:
   * the live region says it, or the error when the command was refused). */
  function commandAnswer(answer) {
    return el("p", { class: "pari-command-answer", "data-role": "command-answer",
      "data-state": answer.refused ? "refused" : "said", text: answer.text || "", hidden: !answer.text });
  }

  function renderLog(v) {
    const id = `pari-log-${uid}`;
    // the view holds the last lines only: they keep the numbers they had in the whole game
    const start = v.log_start || 1;
    const list = el("ol", { class: "pari-log", "aria-labelledby": id, tabindex: "0", "data-key": "log", start });
    for (const line of v.log) list.append(el("li", { text: line }));
    if (!v.log.length) list.append(el("li", { class: "pari-log-empty", text: start > 1 ? "…" : t("pari.log-empty") }));
    queueMicrotask(() => { list.scrollTop = list.scrollHeight; });
    return el("div", { class: "pari-log-box" }, [el("div", { id, class: "pari-log-title", text: t("pari.log") }), list]);
  }

  /** How the computers' steps are shown; the label says "the computer's" when only one plays. */
  function renderSpeed(v) {
    const one = (v.kinds || []).filter((k) => k !== "human").length === 1;
    const id = `pari-speed-${uid}`;
    const select = el("select", { id, "data-key": "speed", class: "pari-speed",
      onchange: () => { model.set("speed", select.value); model.save_changes(); } });
    for (const s of ["slow", "normal", "fast", "off"]) {
      select.append(el("option", { value: s, text: t("pari.speed." + s), selected: model.get("speed") === s }));
    }
    return el("div", { class: "pari-speed-box" }, [el("label", { for: id, text: t(one ? "pari.speed-one" : "pari.speed") }), select]);
  }
  return { renderSide };
}
