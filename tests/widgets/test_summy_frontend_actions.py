"""Summy widget actions behind the front end's dialogs: a new game can be taken back."""

from __future__ import annotations

import json

import pytest
from test_summy_widget import best_move

from summy_widget import SummyWidget, i18n


def played_once() -> SummyWidget:
    w = SummyWidget(seed=4, opponent="computer")
    placements, _, _ = best_move(w)
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0}), w.error
    assert len(w.game.history) == 2  # the move and the computer's answer
    return w


def test_new_game_during_a_game_can_be_brought_back():
    w = played_once()
    before = w.game.to_json()
    assert not w.can_restore
    assert w.handle({"action": "new_game"}), w.error
    assert w.game.history == [] and w.can_restore
    assert w.handle({"action": "restore_game"}), w.error
    assert w.game.to_json() == before
    assert not w.can_restore and w.history[-1]["turn"] == 1


def test_restore_without_an_earlier_game_is_refused_in_words():
    w = SummyWidget(seed=4, opponent="computer", lang="de")
    before = w.game.to_json()
    assert not w.handle({"action": "restore_game"})
    assert w.error == i18n.t("summy.error.no-previous", "de")
    assert w.game.to_json() == before


def test_a_new_game_before_any_move_leaves_nothing_to_bring_back():
    w = SummyWidget(seed=4, opponent="computer")
    assert w.handle({"action": "new_game"}), w.error
    assert not w.can_restore
    assert json.loads(w.session.to_json())["game"] == "summy"


def test_spoken_symbol_names_in_three_languages():
    words = {"en": ("times", "divided by", "equals sign"),
             "de": ("mal", "geteilt durch", "Gleichheitszeichen"),
             "nl": ("keer", "gedeeld door", "isgelijkteken")}
    for lang, (times, divided, equals) in words.items():
        assert i18n.t("summy.say.times", lang) == times
        assert i18n.t("summy.say.divided-by", lang) == divided
        assert i18n.t("summy.say.equals", lang) == equals


def test_german_and_dutch_sentences_about_you_agree_with_you():
    for lang, says, never in (("de", "Du hast ", "Du hat "), ("nl", "Jij legde ", "Jij heeft ")):
        w = SummyWidget(seed=4, opponent="computer", lang=lang)
        placements, _, _ = best_move(w)
        assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
        assert w.handle({"action": "select", "turn": 0}), w.error
        assert says in w.explanation and never not in w.explanation
        w.session.select(1)
        assert w.session.explanation().count("Computer") >= 1


# -- the command line ------------------------------------------------------------------------
def command(w: SummyWidget, text: str) -> str:
    assert w.handle({"action": "command", "text": text}), w.error
    return w.answer["text"]


def test_a_whole_move_by_the_command_line():
    w = SummyWidget(seed=4, opponent="computer")
    placements, move, score = best_move(w)
    assert command(w, "read row 13") == "Row 13: M13 equals sign, centre"
    assert command(w, "rack").startswith("Your tiles: ")
    for cell, symbol in placements.items():
        said = command(w, f"put {symbol} {cell}")
        assert said.startswith(f"{cell}: ")
    assert said.endswith(w.preview["reason"]) and w.preview["legal"]
    assert w.draft == placements
    assert command(w, "submit") == f"You played {move}: {score} points"
    assert [t.text for t in w.game.history][0] == move and len(w.game.history) == 2
    assert w.draft == {}
    assert command(w, "last").startswith("Computer: ")
    assert command(w, "score").startswith(f"You {score} points, Computer ")


def test_a_move_typed_in_the_games_notation_is_laid_then_submitted():
    """``H13> 43-16(=)27`` lays the move's tiles (not played yet) and says the preview's
    verdict; ``submit`` plays it. The brackets may be left out."""
    w = SummyWidget(seed=4, opponent="computer")
    placements, move, score = best_move(w)
    said = command(w, move.replace("(", "").replace(")", ""))
    assert said.startswith(f"{move.replace('(', '').replace(')', '')}: laid, not submitted "
                           "yet. ") and said.endswith(w.preview["reason"]), said
    assert w.preview["legal"] and w.preview["move"] == move and w.draft == placements
    assert command(w, "submit") == f"You played {move}: {score} points"
    assert [t.text for t in w.game.history][0] == move


def test_a_move_typed_replaces_the_tiles_down_before():
    w = SummyWidget(seed=4, opponent="computer")
    placements, move, _ = best_move(w)
    command(w, f"put {w.game.rack()[0]} A1")
    command(w, move)
    assert w.draft == placements and "A1" not in w.draft


@pytest.mark.parametrize(("lang", "text", "says"), [
    ("en", "M13> 5", "M13 already holds equals sign, not 5: write the tiles on the board as "
                     "they lie, in brackets, like J13> 4+3(=)7"),
    ("de", "M13> 5", "auf M13 liegt schon Gleichheitszeichen, nicht 5"),
    ("nl", "M13v 5", "op M13 ligt al isgelijkteken, niet 5"),
    ("en", "M13> =", "every cell of M13> = already holds its tile"),
    ("en", "A1> 9999999999", "a move places at most 8 tiles"),
    ("en", "A1> 9+9=18", "you need one '+' tile but have none"),
    ("en", "Z9> 1", "'Z9' is not a cell"),
])
def test_a_move_typed_that_cannot_be_laid_says_why_and_changes_nothing(lang, text, says):
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    symbol = w.game.rack()[0]
    command(w, f"put {symbol} L13")
    before = (dict(w.draft), list(w.rack), dict(w.preview))
    assert not w.handle({"action": "command", "text": text})
    assert says in w.error and w.answer["refused"], w.error
    assert (w.draft, w.rack, w.preview) == before


def test_a_puzzles_answer_typed_as_a_move():
    """Lesson 04 gives moves as text (``puzzle.answer()``): the same text typed into the
    command line answers the puzzle."""
    w = SummyWidget.puzzle(seed=5, difficulty="easy")
    best = w.session.puzzle.best[0].text
    assert command(w, best).endswith(w.preview["reason"]) and w.preview["legal"]
    assert "best" in command(w, "submit").lower()
    assert w.session.puzzle_info["answer"]["text"] == w.answer["text"]


@pytest.mark.parametrize(("lang", "says"), [
    ("en", "you need one '+' tile but have none (your tiles: "),
    ("de", "du brauchst einen Stein '+', hast aber keinen (deine Steine: "),
    ("nl", "je hebt één fiche '+' nodig, maar je hebt er geen (je fiches: ")])
def test_a_puzzle_speaks_to_the_pupil_of_tiles_not_held(lang, says):
    """The puzzle's seat has no name the pupil chose ("Player 1"): a tile not held is "yours"
    as the puzzle's own line says, typed, put down or laid as a move."""
    w = SummyWidget.puzzle(seed=5, difficulty="easy", lang=lang)
    for action in ({"action": "command", "text": "A1> 1+1=2"},
                   {"action": "command", "text": "put + A1"},
                   {"action": "preview", "placements": {"A1": "+"}}):
        assert not w.handle(action)
        assert w.error.startswith(says), (action, w.error)


@pytest.mark.parametrize(("lang", "put", "verb", "played"), [
    ("de", "lege", "abschicken", "Du hast"), ("nl", "leg", "indienen", "Jij legde")])
def test_the_submit_buttons_verb_plays_the_move_too(lang, put, verb, played):
    """The button says "Zug abschicken" / "Zet indienen": its verb works beside the command's
    own "senden" / "verstuur"."""
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    placements, move, _ = best_move(w)
    for cell, symbol in placements.items():
        command(w, f"{put} {symbol} {cell}")
    assert i18n.t("summy.action.submit", lang).lower().endswith(verb)
    assert command(w, verb).startswith(f"{played} {move}")
    assert [t.text for t in w.game.history][0] == move


@pytest.mark.parametrize(("lang", "put", "reason"), [
    ("en", "put", "The first sum must use the = on M13"),
    ("de", "lege", "Die erste Summe muss das = auf M13 benutzen")])
def test_a_tile_put_down_is_answered_in_two_sentences(lang, put, reason):
    """"Q3: 4. The first sum ...": the preview's reason starts a sentence of its own."""
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    said = command(w, f"{put} 4 Q3")
    assert said.startswith("Q3: 4. ") and said.endswith(f". {reason}"), said


def test_take_back_and_the_same_answer_twice_is_told_twice():
    w = SummyWidget(seed=4, opponent="computer")
    symbol = w.game.rack()[0]
    command(w, f"put {symbol} L13")
    first = w.answer["count"]
    assert command(w, "take L13") == "L13 is empty again" and w.draft == {}
    command(w, "rack")
    command(w, "rack")
    assert w.answer["count"] == first + 3  # a new count each time: read again


@pytest.mark.parametrize(("text", "says"), [
    ("put q L13", "'q' is not a tile"), ("dance", "I do not understand dance"),
    ("take A1", "A1 has no tile of yours"), ("swap 7 7 7 7 7 7 7 7 7", "you need"),
    ("put 4 Z99", "Z99 is not a cell: use a column A-Y and a row 1-25, like M13"),
    ("take Z99", "Z99 is not a cell"), ("put L13 4", "I do not understand l13 4. Try: "),
    ("put 4 L13", "L13 already holds your '3' of this turn: type take L13 first"),
    # nearly a command: what is missing, not the whole list
    ("J13 4+3=7", "J13 4+3=7: after the cell comes the way, > across or v down, like J13> 4+3=7"),
    ("4 + 3 = 7", "4+3=7 is a sum, but where does it go? Write its first cell and the way first, "
                  "like J13> 4+3=7"),
    ("swap", "swap: write it like this: swap 7 ="),
    ("put 4", "put 4: write it like this: put 4 J13"),
    ("read row", "read row: write it like this: read row 13, read column M"),
    ("row 13", "row 13: write it like this: read row 13"),
    ("column M", "column M: write it like this: read column M")])
def test_a_refused_command_answers_under_the_command_line_and_changes_nothing(text, says):
    """The answer is marked refused (read out once, as the new error, not as an answer too)
    and is the widget's error; the draft, the rack and the answer before stay."""
    w = SummyWidget(seed=4, opponent="computer")
    symbol = w.game.rack()[0]
    command(w, f"put {symbol} L13")
    before = (dict(w.draft), list(w.rack), w.answer["count"])
    assert not w.handle({"action": "command", "text": text})
    assert w.answer == {"text": w.error, "count": before[2] + 1, "refused": True,
                        "turns": 0}
    assert says in w.error
    assert (w.draft, w.rack) == before[:2]
    assert command(w, "rack").startswith("Your tiles: ") and w.answer["refused"] is False


def test_a_refused_commands_answer_and_error_reach_the_page_in_one_message(monkeypatch):
    """The error's line above the command box and the answer under it are laid out at once:
    the page brings the answer into sight after the line above has pushed it down."""
    w = SummyWidget(seed=4, opponent="computer")
    sent: list[dict] = []
    monkeypatch.setattr(w, "_send", lambda msg, buffers=None: sent.append(msg))
    assert not w.handle({"action": "command", "text": "dance"})
    updates = [m["state"] for m in sent if m.get("method") == "update"]
    with_answer = [u for u in updates if "answer" in u]
    assert len(with_answer) == 1 and with_answer[0]["error"] == w.error, updates
    assert not [u for u in updates if "error" in u and "answer" not in u], updates


def test_a_command_acts_on_the_tiles_the_page_shows_down():
    """The page sends the tiles put down by mouse, keys or a hint with each command: ``submit``
    plays them, ``take`` takes one of them back; tiles not held are refused, nothing changes."""
    w = SummyWidget(seed=4, opponent="computer")
    placements, move, score = best_move(w)
    first, *rest = placements
    assert w.handle({"action": "command", "text": f"take {first}", "placements": placements})
    assert w.draft == {c: placements[c] for c in rest}
    before = (dict(w.draft), list(w.rack), w.game.to_json())
    held = "".join(w.rack)
    stranger = next(s for s in "0123456789+-x:=" if held.count(s) == 0)
    assert not w.handle({"action": "command", "text": "submit",
                         "placements": {**placements, "A1": stranger}})
    assert w.answer["refused"] and f"you need one '{stranger}' tile" in w.error, w.error
    assert (dict(w.draft), list(w.rack), w.game.to_json()) == before
    assert w.handle({"action": "command", "text": "submit", "placements": placements})
    assert w.history[0]["text"] == move and w.players[0]["score"] == score
    assert w.answer["text"].startswith(f"You played {move}")
    assert w.answer["turns"] == 1 and len(w.history) == 2  # given before the reply: kept


def test_a_commands_answer_goes_when_the_screen_is_passed_on():
    """Two at one screen: Ann asks "rack"; once she has played by clicking, her tiles' answer
    is gone from the widget's state before Ben sees the board (the front end hides the line
    when the answer has no text). Against the computer it stays (the page hides the line at
    the next turn)."""
    w = SummyWidget(players=["Ann", "Ben"], seed=4)
    w.handle({"action": "ready"})
    said = command(w, "rack")
    assert said.startswith("Your tiles: ")
    count = w.answer["count"]
    placements, _, _ = best_move(w)
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
    assert w.answer == {"count": count}
    assert said not in json.dumps(w.get_state(), default=str)
    w.handle({"action": "ready"})
    assert command(w, "rack") != said and w.answer["refused"] is False  # Ben's own tiles
    assert command(w, "score").startswith("Ann ")  # and it stands while his tiles are shown


def test_the_rack_command_says_when_no_sum_can_be_made():
    w = SummyWidget(seed=0, opponent="computer", lang="de")  # the rack =6x=6048: no sum
    said = command(w, "steine")
    assert said.startswith("Deine Steine") and said.endswith(i18n.t("summy.preview.stuck", "de"))
    assert "keine Summe" not in command(SummyWidget(seed=4, opponent="computer", lang="de"),
                                        "steine")


def test_commands_in_german_and_dutch():
    for lang, read, rack in (("de", "lies zeile 13", "steine"), ("nl", "lees rij 13", "fiches")):
        w = SummyWidget(seed=4, opponent="computer", lang=lang)
        said = command(w, read)
        assert said.startswith(("Zeile 13", "Rij 13"))
        assert ("Gleichheitszeichen" if lang == "de" else "isgelijkteken") in said
        assert command(w, rack).startswith(("Deine Steine", "Jouw fiches"))
        assert command(w, "read row 13") == said  # the English words work too


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_hint_command_is_the_hint_buttons_name(lang):
    """A pupil who sees the button "Tip" types "tip" (the English "hint" works too)."""
    word = i18n.t("summy.action.hint", lang).lower()
    assert word in i18n.t("summy.cmd.help", lang)
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    first = command(w, word)
    assert first == w.hint["text"] and w.hint["step"] == 1
    assert command(w, "hint") == w.hint["text"] and w.hint["step"] == 2


@pytest.mark.parametrize(("lang", "word", "start"), [
    ("en", "help", "Commands: read row 13"), ("de", "hilfe", "Befehle: lies zeile 13"),
    ("nl", "help", "Opdrachten: lees rij 13")])
def test_help_lists_the_commands_in_the_language(lang, word, start):
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    assert command(w, word).startswith(start)
    assert command(w, "help").startswith(start)  # the English word works too


def test_a_command_not_understood_says_what_works_and_changes_nothing():
    w = SummyWidget(seed=4, opponent="computer")
    before = (w.game.to_json(), dict(w.draft))
    for text in ("dance", "put 4", "put 4 Z99", "take M13", "read row 40", "", 7):
        assert not w.handle({"action": "command", "text": text})
        assert w.error
    assert "read row 13" in w.error or "text" in w.error
    assert (w.game.to_json(), dict(w.draft)) == before


def test_the_review_after_the_game_has_grades_and_no_racks():
    from summy_widget import summy
    s = summy.Session(["computer:greedy", "computer:greedy"], seed=4)
    s.run_computers()
    w = SummyWidget(session=s)
    assert w.handle({"action": "review"}), w.error
    turns = w.game_review["turns"]
    assert len(turns) == len(w.game.history)
    assert all("rack" not in t and t["grade_text"] for t in turns)
    assert all(set(t["played_cells"]) or "exchanged" in t["played"] for t in turns)
    assert not any(t["played"].startswith("swap") for t in turns)


def test_no_review_while_the_game_goes_on():
    w = SummyWidget(seed=4, opponent="computer")
    assert not w.handle({"action": "review"})
    assert w.error == i18n.t("summy.error.review-over", "en") and w.game_review == {}


def test_a_commands_answer_reaches_the_page_with_the_tiles_it_left_down(monkeypatch):
    """The page reads the answer and draws the tiles from one message: a next command typed
    as soon as the answer is heard carries the board with the tile just put."""
    w = SummyWidget(seed=4, opponent="computer")
    placements, _, _ = best_move(w)
    cell, symbol = next(iter(placements.items()))
    sent: list[dict] = []
    monkeypatch.setattr(w, "_send", lambda msg, buffers=None: sent.append(msg))
    assert w.handle({"action": "command", "text": f"put {symbol} {cell}", "placements": {}})
    updates = [m["state"] for m in sent if m.get("method") == "update"]
    with_answer = [u for u in updates if "answer" in u]
    assert len(with_answer) == 1 and with_answer[0]["draft"] == {cell: symbol}, updates


def test_a_command_typed_before_the_last_answer_was_drawn_keeps_its_tiles():
    """Two puts typed quickly: the second comes from a page that has not drawn the first's
    tile yet (``drawn``: the command line's tiles it had drawn); both tiles stay down. A
    tile the page took back or moved since it drew is taken back or moved."""
    w = SummyWidget(seed=4, opponent="computer")
    placements, move, score = best_move(w)
    (a, sa), (b, sb), *rest = placements.items()
    assert w.handle({"action": "command", "text": f"put {sa} {a}", "placements": {}})
    assert w.handle({"action": "command", "text": f"put {sb} {b}", "placements": {},
                     "drawn": {}})
    assert w.draft == {a: sa, b: sb}
    # drawn both; the page took the first back by mouse: a command leaves it off
    assert w.handle({"action": "command", "text": "read row 13", "placements": {b: sb},
                     "drawn": {a: sa, b: sb}})
    assert w.draft == {b: sb}
    # every other tile put by quick commands on a page that drew only the first: all down
    for cell, symbol in [(a, sa), *rest]:
        assert w.handle({"action": "command", "text": f"put {symbol} {cell}",
                         "placements": {b: sb}, "drawn": {b: sb}})
    assert w.draft == placements
    assert w.handle({"action": "command", "text": "submit", "placements": {b: sb},
                     "drawn": {b: sb}}), w.error
    assert w.history[0]["text"] == move and w.players[0]["score"] == score


def test_a_malformed_drawn_field_is_refused_and_changes_nothing():
    w = SummyWidget(seed=4, opponent="computer")
    before = (dict(w.draft), list(w.rack))
    assert not w.handle({"action": "command", "text": "rack", "placements": {},
                         "drawn": "J13"})
    assert "the tiles on the board came in a form the widget does not understand" in w.error
    assert (dict(w.draft), list(w.rack)) == before


@pytest.mark.parametrize(("lang", "hint", "submit"), [
    ("en", "hint", "submit"), ("de", "tipp", "senden"), ("nl", "tip", "verstuur")])
def test_the_hint_commands_last_step_leaves_its_move_down_to_submit(lang, hint, submit):
    """"The tiles are laid for you: press Submit": after the last hint step typed, the move is
    the command line's draft (the page draws it) and ``submit`` plays it."""
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    for _ in range(4):
        said = command(w, hint)
    assert w.hint["step"] == 4 and w.draft == w.hint["placements"] != {}, said
    assert w.handle({"action": "command", "text": submit, "placements": w.draft,
                     "drawn": w.draft}), w.error
    assert w.history[0]["player"] == 0 and len(w.history) == 2


@pytest.mark.parametrize(("lang", "text", "says"), [
    ("de", "J13 4+3=7", "J13 4+3=7: nach dem Feld kommt die Richtung, > nach rechts oder v nach "
                        "unten, wie J13> 4+3=7"),
    ("de", "lege 4", "lege 4: schreibe es so: lege 4 J13"),
    ("nl", "4+3=7", "4+3=7 is een som, maar waar komt hij? Schrijf eerst zijn eerste vakje en de "
                    "richting, zoals J13> 4+3=7"),
    ("nl", "wissel", "wissel: schrijf het zo: wissel 7 ="),
    ("nl", "dans", "dat begrijp ik niet: dans. Probeer: lees rij 13"),
])
def test_a_command_nearly_right_says_what_is_missing_in_the_pupils_language(lang, text, says):
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    assert not w.handle({"action": "command", "text": text})
    assert w.error.startswith(says) and w.answer["refused"] is True
    assert w.draft == {}

