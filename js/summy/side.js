// Summy's side panel drawn: the scores, the game's end, the preview, the buttons, the hint, a
// puzzle's box, the moves so far with their explanation, the command line and the pass screen.
import { h, hintLabel, setText } from "../lib/dom.js";
import { focusedIn } from "../lib/keys.js";
import { bringIntoSight } from "../lib/inview.js";

/** The side panel's drawing: `drawSide()` and `drawSpeed()`. */
export function sidePanel(ui) {
  const { get, t, tn, local, root, board, buttons, scores, bag, preview, submitWords, waitText,
    waitBox, hintBox, puzzleBox, savedNote, gameOver, historyTitle, history, explanation,
    keyboardHelp, commandLabel, commandHelp, speedLabel, speedBox, speedRow, rack, passTitle,
    passText, passScreen, newText, newTitle, main, rackScores,
  } = ui;
  function drawSpeed() {
    const players = get("players") || [];
    speedRow.hidden = !players.some((p) => p.computer);
    setText(speedLabel, t("summy.speed"));
    [...speedBox.options].forEach((option) => setText(option, t(`summy.speed.${option.value}`)));
    if (speedBox.value !== get("speed")) speedBox.value = get("speed") || "normal";
  }

  // one function per part, drawn in this order (the announcements too)
  function drawSide() {
    const s = sideState();
    drawScores(s);
    drawGameOver(s);
    const words = ui.previewWords(s);
    ui.drawPreview(s, words);
    drawWaitAndHint(s);
    drawPuzzle(s);
    ui.drawError(words.state, s.prev, s.puzzle);
    drawButtons(s, words.state);
    drawHistory(s);
    drawPassScreen(s);
    if (s.phase === "over") ui.announce((get("result") || {}).said || gameOver.textContent);
    setText(newTitle, t("summy.dialog.new-game-title"));
    setText(newText, t("summy.dialog.new-game-text"));
    buttons["restore-game"].hidden = !get("can_restore");
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
  // line ("8 tiles · 1 hint", "8 tiles · strong", each pair kept whole) and the points; "to
  // move" is said, not shown
  function drawScores({ players, current, phase, winners, before }) {
    scores.replaceChildren(...players.map((p, i) => {
      const toMove = i === current && phase !== "over";
      const counts = [h("span", { class: "summy-count", text: tn("summy.label.tiles", p.tiles) })];
      if (p.hints) counts.push(h("span", { class: "summy-hints", "data-hints": String(p.hints),
        text: tn("summy.label.hints", p.hints) }));
      else counts.push(h("span", { class: "summy-hints", "data-hints": "0", hidden: true }));
      // a computer's level on the same line: "8 tiles · strong"
      if (p.level) counts.push(h("span", { class: "summy-level", text: t(`summy.level.${p.level}`) }));
      return h("tr", {
        "data-player": String(i), class: toMove ? "summy-to-move" : "",
        "aria-current": toMove ? "true" : null,
      },
      h("td", { class: "summy-marker" },
        h("span", { "aria-hidden": "true", text: toMove ? "▶" : (winners.has(i) ? "★" : "") }),
        toMove ? h("span", { class: "sw-sr-only summy-status", text: t("summy.label.to-move") }) : null),
      h("td", { class: "summy-who" },
        h("div", { class: "summy-name", text: p.name + computerNote(p) }),
        h("div", { class: "summy-counts" }, ...counts)),
      h("td", { class: "summy-score", text: tn("summy.label.points", p.score, { score: p.score }) }));
    }));
    setText(bag, tn("summy.label.bag", before ? before.bag_count : get("bag_count")));
    setText(rackScores, players.map((p) => `${p.name} ${p.score}`).join(" · "));
  }

  // "(computer)" only where the name does not say so already ("Computer 2" does)
  function computerNote(p) {
    const word = t("summy.label.computer");
    return p.computer && !p.name.toLowerCase().includes(word.toLowerCase()) ? ` (${word})` : "";
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

  // the computer's tiles are being laid: what needs the new board waits (or Skip shows it now)
  function drawWaitAndHint({ anim, hint }) {
    waitBox.hidden = !anim;
    setText(waitText, anim ? t("summy.computer.wait") : "");
    hintBox.hidden = !hint.text || !!anim;
    if (hint.text) {
      setText(hintBox, ui.hintText(hint));
      hintBox.dataset.step = String(hint.step || "");
    }
  }

  function drawPuzzle({ puzzle }) {
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
    // in place of the score table (one player, no turns): the best of the pupil's own
    // answers (given before the best move was shown), the answers given, the hints asked for
    parts.push(h("div", { class: "summy-puzzle-status", "data-role": "puzzle-status",
      text: info.status || "" }));
    puzzleBox.replaceChildren(...parts);
    puzzleBox.dataset.state = answer.text ? (answer.is_best ? "best" : "better") : "open";
  }

  function drawButtons({ anim, phase, puzzle, prev }, state) {
    for (const [action, node] of Object.entries(buttons)) {
      setText(node, t(`summy.action.${action}`));
      node.setAttribute("title", t(`summy.action.${action}`));
    }
    if (puzzle) setText(buttons["new-game"], t("summy.action.next-puzzle"));
    setText(buttons["zoom-in"], "+");
    setText(buttons["zoom-out"], "−");
    const playing = ui.canPlay();
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
    buttons.undo.disabled = !get("can_undo"); // practice mode begun later keeps earlier turns
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
      ui.announce(t("summy.pass.title", { player: name }));
      if (!wasPassing && ui.ownsFocus()) buttons.ready.focus();
    } else if (wasPassing && ui.ownsFocus()) {
      // Ready: the tiles now shown get the focus, as at the start of a turn, and come into
      // sight with the board (the pass screen may have followed the page far below them)
      (rack.querySelector("[data-rack-index]") || board).focus({ preventScroll: true });
      bringIntoSight(ui.boardWrap, ui.rackBar);
    }
  }

  return { drawSide, drawSpeed };
}
