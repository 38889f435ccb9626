"""The Summa widget's command line (play without sight or mouse) and the timer's note."""

from __future__ import annotations

import json

import pytest

from summy_widget import SummaWidget


def _widget(lang: str = "en", **kwargs) -> SummaWidget:
    return SummaWidget(players=["Ann"], seed=1, seconds=None, lang=lang, **kwargs)


def _placing(lang: str) -> SummaWidget:
    """A game of Ann's at its first round of dice, reached by commands in ``lang``."""
    w = _widget(lang)
    _say(w, {"en": "random", "de": "zufall", "nl": "willekeurig"}[lang])
    _say(w, {"en": "done", "de": "fertig", "nl": "klaar"}[lang])
    assert w.stage == "place"
    return w


def _say(w: SummaWidget, text: str) -> str:
    n = w.said.get("n", 0)
    assert w.handle({"action": "command", "text": text})
    assert w.said["n"] == n + 1
    return w.said["text"]


def test_a_round_by_commands_alone():
    w = _widget()
    for cell in ("A1", "C2", "E3"):
        assert _say(w, f"black {cell}").startswith(f"{cell}, chosen to blacken")
    assert _say(w, "black B6").endswith(". These 4 cells are allowed: type done")
    assert _say(w, "done").startswith("Ann: round 1 of 8")
    assert w.stage == "place"
    dice = [d["symbol"] for d in w.dice]
    assert _say(w, "dice") == "Dice: " + "; ".join(
        {"I": "I, one", "V": "V, five", "X": "X, ten", "L": "L, fifty"}[s] for s in dice)
    for symbol, cell in zip(dice, ("B1", "C1", "D1", "E1")):
        assert _say(w, f"put {symbol} {cell}") == f"{symbol} in {cell}"
    assert "placed this round" in _say(w, "read B1")
    assert _say(w, "take B1") == "B1 taken back"
    assert _say(w, f"put {dice[0]} B1") == f"{dice[0]} in B1"
    assert _say(w, "read row 1").startswith("Row 1: A1, black, B1, ")
    assert _say(w, "done").startswith("Ann: round 2 of 8")
    assert w.game.grids[0].row(0)[1:5] == "".join(dice)
    assert _say(w, "score") == "Scores: Ann 0 points"


def test_the_same_answer_twice_is_a_new_message():
    w = _widget()
    first = _say(w, "help")
    assert _say(w, "help") == first  # "n" grew: the live region reads it again


def test_refused_commands_say_why_and_change_nothing():
    w = _widget()
    before = w.game.to_json()
    assert _say(w, "fly away").startswith("'fly away' is not a command")
    assert _say(w, "put X B1").startswith("B1, chosen to blacken")  # set-up: put blackens
    assert _say(w, "done").startswith("blacken exactly 4") or w.stage == "black"
    w2 = _widget()
    assert "not a cell" in _say(w2, "black Z9")
    assert w2.game.to_json() == before
    assert not w2.handle({"action": "command", "text": 42})
    assert "text" in w2.error


@pytest.mark.parametrize(("lang", "command", "said"), [
    ("en", "black", "black: write it like this: black B3"),
    ("en", "read row", "read row: write it like this: read row 3, read column B, read B3"),
    ("en", "read row 9", "read row 9: write it like this: read row 3, read column B, read B3"),
    ("en", "take", "take: write it like this: take B3"),
    ("de", "markiere", "markiere: schreibe es so: markiere A1 C1"),
    ("nl", "lees", "lees: schrijf het zo: lees rij 3, lees kolom B, lees B3"),
    # a line to read without "read" (this used to fail with an AttributeError)
    ("en", "row 3", "row 3: write it like this: read row 3"),
    ("en", "column B", "column B: write it like this: read column B"),
    ("de", "spalte B", "spalte B: schreibe es so: lies spalte B"),
    ("nl", "rij 3", "rij 3: schrijf het zo: lees rij 3"),
])
def test_a_command_with_its_words_missing_gets_its_own_example(lang, command, said):
    """Before, "black" alone answered with the list of every command, and "read row" said
    "row is not a cell"."""
    w = _widget(lang)
    before = w.game.to_json()
    assert _say(w, command) == said and w.said["refused"] is True
    assert w.game.to_json() == before


@pytest.mark.parametrize(("lang", "command", "said"), [
    ("en", "put X", "put X: write it like this: put X B3"),
    ("en", "put b3 x", "put b3 x: write it like this: put X B3"),  # the symbol comes first
    ("de", "setze B3 X", "setze B3 X: schreibe es so: setze X B3"),
    ("en", "X B3", "X B3: write it like this: put X B3"),  # no put at all
    ("de", "b3 v", "b3 v: schreibe es so: setze V B3"),
])
def test_a_symbol_put_in_the_wrong_words_is_shown_the_right_ones(lang, command, said):
    w = _placing(lang)
    assert _say(w, command) == said and w.pending == []


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_each_short_form_means_what_the_pupils_language_says(lang):
    """German ``s`` is ``setze`` and ``p`` is ``punkte``, Dutch ``h`` is ``haal``, as their
    tables say; before, English came first, so ``s I A2`` in a German game answered with the
    scores and ``p`` asked how to write ``setze``."""
    from summy_widget import i18n
    from summy_widget.summa.commands import _COMMANDS, Commands

    words = Commands(_widget(lang).session).words()
    for name in _COMMANDS:
        for word in i18n.t(f"summa.cmd.{name}", lang).split("|"):
            assert words[word.casefold()] == name, (word, name)


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("de", "s {symbol} {cell}", "{symbol} in {cell}"),
    ("nl", "z {symbol} {cell}", "{symbol} in {cell}"),
    ("de", "L {cell}", "L {cell}: schreibe es so: setze L {cell}"),  # not "lies {cell}"
    ("nl", "l {cell}", "l {cell}: schrijf het zo: zet L {cell}"),
])
def test_a_short_put_in_german_and_dutch(lang, typed, said):
    w = _placing(lang)
    symbol = w.dice[0]["symbol"]
    row = next(r for r in range(6) if w.sheet[r][0] == ".")
    cell = f"A{row + 1}"
    assert _say(w, typed.format(symbol=symbol, cell=cell)) == said.format(symbol=symbol, cell=cell)


def test_commands_in_german_and_dutch():
    w = _widget("de")
    assert _say(w, "schwarz A1").startswith("A1, zum Schwärzen gewählt")
    assert _say(w, "lies zeile 1").startswith("Zeile 1: A1, zum Schwärzen gewählt, B1, leer")
    n = _widget("nl")
    assert _say(n, "zwart A1").startswith("A1, gekozen om zwart te maken")
    assert _say(n, "lees kolom A").startswith("Kolom A: A1, gekozen")


@pytest.mark.parametrize(("lang", "command", "said"), [
    ("en", "black A1", "A1, chosen to blacken. Choose 3 more cells to blacken"),
    ("de", "schwarz A1", "A1, zum Schwärzen gewählt. Wähle noch 3 Kästchen zum Schwärzen"),
    ("nl", "zwart A1", "A1, gekozen om zwart te maken. Kies nog 3 vakjes om zwart te maken"),
])
def test_what_is_still_to_do_after_a_command_is_a_sentence_of_its_own(lang, command, said):
    """The answer to a command and the preview after it are two sentences: the second starts
    with a capital (it was "… chosen to blacken. choose 3 more …")."""
    assert _say(_widget(lang), command) == said


def test_the_timer_says_where_it_wrote_the_leftover_dice():
    now = [0.0]
    w = SummaWidget(players=["Ann"], seed=1, seconds=30, clock=lambda: now[0])
    w.handle({"action": "random_black"})
    w.handle({"action": "confirm_black"})
    free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    w.handle({"action": "place", "die": 0, "cell": list(free[5])})
    now[0] = 31.0
    assert w.handle({"action": "time_up"})
    assert w.round == 2
    # shown in the next round, where the person looks: the 3 dice the draft did not hold
    cells = w.filled["cells"]
    assert len(cells) == 3 and list(free[5]) not in cells
    assert all(w.sheet[r][c] in "IVXL" for r, c in cells)
    names = ", ".join("ABCDEF"[c] + str(r + 1) for r, c in cells)
    assert w.filled["text"] == (
        f"Time was up: the leftover dice were written into {names} (outlined)")
    assert "Time is up for Ann" in w.log[-1]
    free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        w.handle({"action": "place", "die": die, "cell": list(free[die])})
    assert w.handle({"action": "done"})
    assert w.filled == {}  # a round written by hand: the note is gone


def test_a_badly_spelled_group_gets_a_clear_reason_once():
    from summy_widget.summa import Grid, Session

    session = Session(seats=["Ann"], seed=1, rules={"seconds": None})
    session.game.grids[0] = Grid.from_text("IIL#..\n" + "IIIIII\n" * 5)
    session.game.phase = "scoring"  # a full sheet is not needed to check one group's spelling
    session.pending, session.marks = [], []
    try:
        session.mark("A1", "C1")
    except Exception as exc:  # noqa: BLE001 - the reason is what this test reads
        reason = str(exc.text("en"))
        assert exc.code == "group-not-numeral"
    else:
        raise AssertionError("IIL was accepted")
    assert reason == session.preview["text"]
    assert reason.startswith("IIL (A1-C1) is not a valid Roman numeral. Read symbol by symbol")
    assert "50 is written L. Choose a group that is spelled correctly." in reason


def test_a_refused_command_is_marked_as_refused_and_changes_nothing():
    """The front end shows a refused command's answer in the error's colour (``refused``)."""
    w = _widget()
    before = w.game.to_json()
    for text, words in (("fly away", "'fly away' is not a command"), ("black Z9", "not a cell"),
                        ("black", "write it like this: black B3")):
        assert words in _say(w, text)
        assert w.said["refused"] is True, text
        assert w.game.to_json() == before and w.pending == []
    assert _say(w, "black A1").startswith("A1, chosen")
    assert w.said["refused"] is False
    assert _say(w, "best").startswith("not now: ") and w.said["refused"]
    for text in ("random", "done"):
        _say(w, text)
    before = w.game.to_json()
    assert _say(w, "put Q B2").startswith("no die shows Q now") and w.said["refused"]
    assert w.game.to_json() == before and w.pending == []


def test_the_answer_stays_till_the_turn_changes():
    """A "read row 1" answer is about the sheet as it was: it goes when the round moves on
    (without being read again); an answer to the command that moved it stays."""
    w = _widget()
    assert _say(w, "random").endswith("These 4 cells are allowed: type done")
    n = w.said["n"]
    assert w.handle({"action": "confirm_black"})
    assert w.stage == "place" and w.said == {"n": n}
    assert _say(w, "read row 1").startswith("Row 1:")
    free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        assert w.handle({"action": "place", "die": die, "cell": free[die]}), w.error
    assert len(w.pending) == 4 and w.said["text"].startswith("Row 1:")  # still this round
    assert _say(w, "done").startswith("Ann: round 2 of 8")
    assert w.said["text"].startswith("Ann: round 2 of 8")
    assert _say(w, "read row 1").startswith("Row 1:")
    n = w.said["n"]
    free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        assert w.handle({"action": "place", "die": die, "cell": free[die]}), w.error
    assert w.handle({"action": "done"}) and w.round == 3
    assert w.said == {"n": n}  # a round done by a click: the answer about round 2 goes


def test_in_a_hot_seat_the_next_player_never_sees_the_answer_before():
    """Ann's "read row 1" names where she wrote this round's dice: it is gone from the page's
    state when the screen is passed to Ben (it stayed before, a look at her choices)."""
    w = SummaWidget(players=["Ann", "Ben"], seed=1, seconds=None)
    for _ in range(2):  # each blackens, the screen passed on
        assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
        assert w.pass_screen and w.handle({"action": "ready"})
    assert w.stage == "place" and w.current == 0
    free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        assert w.handle({"action": "place", "die": die, "cell": free[die]}), w.error
    said = _say(w, f"read row {free[0][0] + 1}")
    assert "placed this round" in said
    assert w.handle({"action": "done"}) and w.pass_screen and w.current == 1
    assert "text" not in w.said and said not in json.dumps(w.get_state(), default=str)
