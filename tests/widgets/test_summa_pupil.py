"""What a pupil met in the Summa widget: an empty choice asks first, cancelled symbols stay
readable, the table's black cells stay true, a typed symbol no die shows is named, a rule
break of the black cells is named at once, and "You" gets its own sentences."""

from __future__ import annotations

import pytest
from summa_moves import to_scoring

from summy_widget import SummaWidget, i18n
from summy_widget.summa import Session
from summy_widget.summa.commands import Commands
from summy_widget.summa.scoring import best_score


@pytest.fixture
def scoring() -> SummaWidget:
    w = SummaWidget(players=["You", "computer"], seed=4, seconds=None)
    to_scoring(w)
    return w


# -- 1. one click does not wipe the sheet -------------------------------------------------------
def test_scoring_nothing_in_the_rows_asks_first_then_scores(scoring):
    w = scoring
    sheet = list(w.sheet)
    best = best_score(w.game.grids[0]).across
    assert best > 0
    total = best_score(w.game.grids[0]).total
    assert w.handle({"action": "confirm"}) is False
    assert w.stage == "across" and w.sheet == sheet and w.game.scorings[0] is None
    text = w.error
    assert text.startswith("You have marked nothing: this scores 0 points and blackens every")
    assert f"The best choice scores {best} in the rows ({total} with the columns)." in text
    assert "Press again" in text
    assert w.preview == {"ok": False, "text": text, "ask": "empty"}
    # the second press scores nothing
    assert w.handle({"action": "confirm"}), w.error
    assert w.stage == "down" and w.game.scorings[0].across == 0


def test_marking_after_the_question_asks_again(scoring):
    w = scoring
    assert not w.handle({"action": "confirm"})
    group = best_score(w.game.grids[0]).across_groups[0]
    assert w.handle({"action": "mark", "first": group.cells[0], "last": group.cells[-1]})
    assert w.handle({"action": "unmark", "name": group.name})
    assert not w.handle({"action": "confirm"}) and w.stage == "across"
    assert "marked nothing" in w.error


def test_confirm_field_scores_nothing_at_once_and_is_checked(scoring):
    w = scoring
    assert not w.handle({"action": "confirm", "confirm": "yes"})
    assert "confirm" in w.error and w.stage == "across"
    assert w.handle({"action": "confirm", "confirm": True}), w.error
    assert w.stage == "down"


def test_scoring_nothing_in_the_columns_asks_first(scoring):
    w = scoring
    assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"})
    assert w.stage == "down"
    assert not w.handle({"action": "confirm"})
    assert w.stage == "down" and not w.game.over
    assert "0 points for the columns and ends your game" in w.error
    best = sum(g.value for g in w.session._best_groups(0))
    assert f"The best choice scores {best}." in w.error
    assert w.handle({"action": "confirm"}) and w.stage == "over"


def test_nothing_to_score_needs_no_question(scoring):
    """After blackening every cell in the rows, the columns can score nothing: no question."""
    w = scoring
    assert not w.handle({"action": "confirm"}) and w.handle({"action": "confirm"})
    assert w.handle({"action": "confirm"}), w.error
    assert w.stage == "over"


def test_the_command_line_done_asks_too_in_german():
    s = Session(["Du", "computer"], seed=4, rules={"seconds": None}, lang="de")
    c = Commands(s)
    s.random_black()
    s.confirm_black()
    while s.stage == "place":
        s.act("time-up")
        s._sync_turn()
    assert s.stage == "across"
    answer = c.run("fertig")
    assert answer.startswith("Du hast nichts markiert") and s.stage == "across"
    assert "Drücke noch einmal" in answer
    c.run("fertig")
    assert s.stage == "down"


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_question_is_translated(lang):
    w = SummaWidget(players=["Ann"], seed=4, seconds=None, lang=lang)
    to_scoring(w)
    assert not w.handle({"action": "confirm"})
    best = best_score(w.game.grids[0])
    assert w.error == i18n.t("summa.ui.ask-empty.across", lang, best=best.across,
                             total=best.total)
    assert "marked" not in w.error and f"{best.across} " in w.error


# -- 2. and 3. after the game: cancelled symbols and the count of black cells -------------------
def test_cancelled_cells_keep_their_symbols_and_the_table_counts_them(scoring):
    w = scoring
    grid = w.game.grids[0]
    assert w.written == []  # nothing cancelled before the rows are scored
    assert not w.handle({"action": "confirm"}) and w.handle({"action": "confirm"})
    assert all(line == "######" for line in w.sheet)
    assert w.written == list(grid.rows)
    assert w.players[0]["black"] == 36  # not the 4 of the set-up
    assert w.handle({"action": "confirm"})
    assert w.stage == "over" and w.written == list(grid.rows)
    assert w.players[0]["black"] == 36 and w.results[-1]["black"] == 36


def test_the_black_count_after_the_rows_counts_what_they_cancelled(scoring):
    w = scoring
    best = best_score(w.game.grids[0])
    assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"})
    assert w.players[0]["black"] == 4 + len(best.cancelled_across)


# -- 4. a typed symbol no die shows -------------------------------------------------------------
def placing() -> SummaWidget:
    w = SummaWidget(players=["Ann"], seed=1, seconds=None)
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    return w


def test_a_typed_symbol_goes_into_the_cell():
    w = placing()
    cell = w.session.game.grids[0].empty_cells()[0]
    symbol = w.dice[1]["symbol"]
    assert w.handle({"action": "place_symbol", "symbol": symbol.lower(), "cell": list(cell)})
    assert w.sheet[cell[0]][cell[1]] == symbol


def test_a_typed_symbol_no_die_shows_is_named():
    w = placing()
    shown = [d["symbol"] for d in w.dice]
    missing = next(s for s in "IVXL" if s not in shown)
    sheet = list(w.sheet)
    assert not w.handle({"action": "place_symbol", "symbol": missing, "cell": [0, 1]})
    assert w.error == f"no die shows {missing} now; the dice left: {', '.join(shown)}"
    assert w.sheet == sheet
    w.lang = "de"
    assert not w.handle({"action": "place_symbol", "symbol": missing, "cell": [0, 1]})
    assert w.error.startswith(f"kein Würfel zeigt jetzt {missing}")
    w.lang = "nl"
    assert not w.handle({"action": "place_symbol", "symbol": "Q", "cell": [0, 1]})
    assert "staat niet op de dobbelstenen" in w.error


# -- 5. a rule break of the black cells is named as soon as two cells make it --------------------
@pytest.mark.parametrize("cells, words", [
    (["A1", "D1"], "A1 and D1 are both in row 1: black cells must be in different rows"),
    (["A1", "B2"], "A1 and B2 touch at a corner"),
    (["B1", "B5"], "B1 and B5 are both in column B"),
])
def test_a_rule_break_is_named_with_two_cells(cells, words):
    w = SummaWidget(players=["Ann"], seed=1, seconds=None)
    for cell in cells:
        assert w.handle({"action": "toggle_black", "cell": cell})
    assert w.preview["ok"] is False
    assert words in w.preview["text"]
    assert "choose 2 more cells" in w.preview["text"]


def test_an_allowed_start_only_counts():
    w = SummaWidget(players=["Ann"], seed=1, seconds=None, lang="nl")
    assert w.handle({"action": "toggle_black", "cell": "A1"})
    assert w.handle({"action": "toggle_black", "cell": "C2"})
    assert w.preview["text"] == "Kies nog 2 vakjes om zwart te maken"


# -- 6. the command line's words are the parser's words ------------------------------------------
@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_command_hint_is_translated_and_its_words_are_understood(lang):
    words = Commands(Session(["Ann"], seed=1, lang=lang)).words()
    assert i18n.t("summa.ui.command", lang) != i18n.t("summa.ui.command", "en")
    hint = i18n.t("summa.ui.command.hint", lang)
    assert hint != i18n.t("summa.ui.command.hint", "en")
    examples = [part.split()[0] for part in hint.split(":", 1)[1].split(",")]
    assert len(examples) == 7
    assert all(w.casefold() in words for w in examples), examples


# -- 7. "You score", not "You scores" ----------------------------------------------------------
@pytest.mark.parametrize("lang, said", [("en", "You score"), ("de", "Du erzielst"),
                                        ("nl", "Jij haalt")])
def test_the_player_called_you_has_its_own_sentence(scoring, lang, said):
    w = scoring
    assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"})
    assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"})
    w.lang = lang
    total = w.game.scores[0]
    assert f"{said} {total} " in w.log[-1]
    assert not any("You scores" in line or "Du erzielt " in line for line in w.log)
    computer = i18n.t("summa.ui.computer", lang)
    assert any(line.startswith(computer) for line in w.log)  # a computer keeps the plain one


def test_the_winner_note_says_you_win():
    s = Session(["You"], seed=4, rules={"seconds": None})
    s.random_black()
    s.confirm_black()
    while s.stage == "place":
        s.act("time-up")
        s._sync_turn()
    s.use_best()
    s.confirm()
    s.use_best()
    s.confirm()
    assert s.view()["note"] == f"You win with {s.game.scores[0]} points"


def test_enter_chooses_a_black_cell_and_never_takes_it_back():
    """Two quick Enters on a cell (the page not yet showing the first) leave it chosen;
    a fourth cell chosen twice does not undo the group."""
    w = SummaWidget(players=["Ann"], seed=4, seconds=None)
    for _ in range(2):
        assert w.handle({"action": "choose_black", "cell": [0, 0]}), w.error
    assert [p[:2] for p in w.pending] == [[0, 0]]
    for cell in ([1, 2], [2, 4], [5, 1], [5, 1]):
        assert w.handle({"action": "choose_black", "cell": cell}), w.error
    assert len(w.pending) == 4 and w.preview["ok"]
    assert w.handle({"action": "toggle_black", "cell": [5, 1]})  # Space still takes back
    assert len(w.pending) == 3


# -- the words after the last die name the way the pupil placed them ---------------------------
def _placing(lang: str = "en") -> SummaWidget:
    w = SummaWidget(players=["You"], seed=4, seconds=None, lang=lang)
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    assert w.stage == "place"
    return w


def _empties(w: SummaWidget) -> list[list[int]]:
    return [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]


def test_the_last_die_by_mouse_or_finger_names_the_done_button_only():
    w = _placing()
    for die, cell in enumerate(_empties(w)[:4]):
        assert w.handle({"action": "place", "die": die, "cell": cell}), w.error
    assert w.preview["text"].endswith(". All 4 symbols are placed: Done writes them")
    assert "Enter" not in w.preview["text"]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_last_die_by_keyboard_names_enter_too(lang):
    w = _placing(lang)
    cells = _empties(w)[:4]
    # Enter or Space on a cell (the front end says keys), then a typed symbol
    for die, cell in enumerate(cells[:3]):
        assert w.handle({"action": "place", "die": die, "cell": cell, "keys": True}), w.error
    assert w.handle({"action": "place_symbol", "symbol": w.game.dice[3], "cell": cells[3]})
    enter = i18n.t("summa.ui.placed-all-keys", lang)
    assert "Enter" in enter and w.preview["text"].endswith(enter)


def test_keys_must_be_true_or_false_and_a_bad_value_changes_nothing():
    w = _placing()
    before = (list(w.pending), list(w.sheet))
    assert not w.handle({"action": "place", "die": 0, "cell": _empties(w)[0], "keys": "yes"})
    assert "keys must be true or false" in w.error
    assert (list(w.pending), list(w.sheet)) == before
