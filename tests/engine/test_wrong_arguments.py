"""An engine function given an argument of the wrong kind says which argument, what it
should be and what it got (a ``TypeError``; a ``ValueError`` for a value out of range), and
changes nothing: the hints, the dice, a =Pari= score, a misspelt rule option, and the public
functions a notebook calls by hand."""

from __future__ import annotations

import copy
import inspect
import pickle
import random
from dataclasses import replace

import pytest

from summy_widget import pari, summa, summy
from summy_widget.summa.game import Game as SummaGame

SHEET = "LXVLXI\nXV#XXI\nXIVIVI\n#IIVXI\nXII#VI\nIXXXI#"


def raised(kind: type[Exception], call, *args, **kwargs) -> str:
    """The message of the ``kind`` error that ``call`` raises."""
    with pytest.raises(kind) as caught:
        call(*args, **kwargs)
    return str(caught.value)


def summa_writing() -> SummaGame:
    """A Summa Summarum game whose two players have blackened their cells: both write now."""
    game = summa.Game(players=["Ann", "Ben"], seed=7)
    for seat in (0, 1):
        game.play(summa.get_player("greedy").choose(game, seat), seat=seat)
    return game


HINTS = {
    "summy": lambda *a, **k: summy.hint(summy.Game(seed=1), *a, **k),
    "summa": lambda *a, **k: summa.hint(summa_writing(), 0, *a, **k),
    "pari": lambda *a, **k: pari.hint(pari.Game(players=["Ann", "Ben"], seed=30), *a, **k),
}


# -- the hints ----------------------------------------------------------------------------------


@pytest.mark.parametrize("wrong", ["game", 5, None, ("M13", "4+37")])
@pytest.mark.parametrize(("call", "words"), [
    (summy.hint, "position must be a summy.Game or a pair (board, rack) such as "
                 "(Board.start(), '4+37'), not "),
    (lambda g: summa.hint(g, 0), "game must be a summa.Game, such as Game(players="),
    (pari.hint, "game must be a pari.Game, such as Game(players="),
])
def test_a_hint_for_something_that_is_not_a_game_names_the_game(call, words, wrong):
    message = raised(TypeError, call, wrong)
    assert words in message and message.endswith(repr(wrong))


@pytest.mark.parametrize("game", sorted(HINTS))
@pytest.mark.parametrize("step", ["1", None, 1.0, True])
def test_a_step_that_is_not_a_whole_number_is_a_type_error(game, step):
    message = raised(TypeError, HINTS[game], step)
    assert message.startswith("step must be ")
    assert message.endswith(f"not {type(step).__name__} {step!r}")


@pytest.mark.parametrize("game", sorted(HINTS))
def test_a_step_out_of_range_is_a_value_error(game):
    assert "step must be" in raised(ValueError, HINTS[game], 9)


@pytest.mark.parametrize("game", sorted(HINTS))
@pytest.mark.parametrize(("lang", "kind", "words"), [
    ("fr", ValueError, "unknown language 'fr': use one of en, de, nl"),
    (None, TypeError, "lang must be a language code such as 'nl'"),
])
def test_a_hint_in_an_unknown_language_says_which_there_are(game, lang, kind, words):
    assert words in raised(kind, HINTS[game], lang=lang)


def test_the_language_is_checked_before_the_seat_has_to_write():
    setting_up = summa.Game(players=["Ann", "Ben"], seed=7)
    assert "unknown language 'fr'" in raised(ValueError, summa.hint, setting_up, 0, lang="fr")


@pytest.mark.parametrize("seat", ["0", None, 0.0, False])
def test_a_summa_hint_names_a_seat_of_the_wrong_kind(seat):
    game = summa_writing()
    message = raised(TypeError, summa.hint, game, seat)
    assert message == f"seat must be a seat number (0, 1, ...), not {type(seat).__name__} {seat!r}"


def test_a_summa_hint_for_a_seat_that_is_not_there_names_the_seats():
    game = summa_writing()
    before = game.to_json()
    assert raised(summa.IllegalMoveError, summa.hint, game, 5) == (
        "there is no seat 5: seats are 0 to 1")
    assert game.to_json() == before


# -- the dice -----------------------------------------------------------------------------------


@pytest.mark.parametrize("rng", [5, None, "x", 7.0])
def test_the_dice_need_a_random_generator(rng):
    message = raised(TypeError, summa.roll_dice, rng)
    assert message == ("rng must be a random.Random, such as random.Random(7), "
                       f"not {type(rng).__name__} {rng!r}")


@pytest.mark.parametrize(("count", "kind", "words"), [
    ("4", TypeError, "count must be a whole number of dice, such as 4, not str '4'"),
    (None, TypeError, "count must be a whole number of dice, such as 4, not NoneType None"),
    (2.0, TypeError, "not float 2.0"),
    (True, TypeError, "not bool True"),
    (-1, ValueError, "count must be a whole number of dice, 0 or more, not -1"),
])
def test_the_number_of_dice_is_checked_before_a_roll(count, kind, words):
    rng = random.Random(7)
    state = rng.getstate()
    assert words in raised(kind, summa.roll_dice, rng, count)
    assert rng.getstate() == state
    assert summa.roll_dice(rng, 0) == ()


# -- a =Pari= score -----------------------------------------------------------------------------


@pytest.mark.parametrize("row", [None, 7, b"3+4=7", ["3", "+", "4", "=", "7"]])
def test_card_score_needs_the_row_as_text(row):
    message = raised(TypeError, pari.card_score, row)
    assert message == ('row must be an equation text in quotes, like "3+4=7", '
                       f"not {type(row).__name__} {row!r}")


@pytest.mark.parametrize("rules", [5, "x", {"deduct": 4}, summy.Rules()])
def test_card_score_needs_pari_rules(rules):
    message = raised(TypeError, pari.card_score, "3+4=7", rules)
    assert message.startswith("rules must be a pari.Rules, such as Rules(deduct=4), or None, not ")
    assert pari.card_score("3+4=7", None) == 2 and pari.card_score("3+4=7", pari.Rules()) == 2


# -- a misspelt rule option ---------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "wrong", "meant"), [
    (summy.Rules, "exact_divison", "exact_division"),
    (summa.Rules, "min_lenght", "min_length"),
    (pari.Rules, "count_equal", "count_equals"),
])
def test_a_misspelt_option_names_the_one_that_was_meant(rules, wrong, meant):
    message = raised(TypeError, rules, **{wrong: 3})
    game = rules.__module__.split(".")[1]
    options = ", ".join(inspect.signature(rules).parameters)
    assert message == (f"{game}.Rules has no option {wrong!r} (did you mean {meant!r}?); "
                       f"its options are {options}")


def test_an_option_like_none_of_them_lists_them_all():
    message = raised(TypeError, pari.Rules, colour="red")
    assert message.startswith("pari.Rules has no option 'colour'; its options are equals_cards, ")
    assert "did you mean" not in message


@pytest.mark.parametrize(("rules", "options"), [
    (summy.Rules, {"players": 3, "exact_division": True}),
    (summa.Rules, {"seconds": None, "min_length": 3}),
    (pari.Rules, {"deduct": 4, "target": 20}),
])
def test_the_rules_stay_plain_frozen_dataclasses(rules, options):
    made = rules(**options)
    assert made == rules(**options) and rules() == rules() and made != rules()
    assert rules.from_dict(made.to_dict()) == made
    assert pickle.loads(pickle.dumps(made)) == made and copy.deepcopy(made) == made
    assert replace(rules(), **options) == made
    assert repr(made).startswith("Rules(") and eval(repr(made), {"Rules": rules}) == made
    assert list(inspect.signature(rules).parameters) == list(made.to_dict())
    with pytest.raises(AttributeError):
        made.seconds = 1  # type: ignore[misc]


@pytest.mark.parametrize("rules", [summy.Rules, pari.Rules], ids=["summy", "pari"])
@pytest.mark.parametrize(("lang", "words"), [
    ("en", "'exact_divison' is not a rule option (did you mean 'exact_division'?): the options "
           "are "),
    ("de", "'exact_divison' ist keine Regeloption (meintest du 'exact_division'?): die Optionen "
           "sind "),
    ("nl", "'exact_divison' is geen regeloptie (bedoel je 'exact_division'?): de opties zijn "),
])
def test_a_misspelt_name_in_a_saved_rules_dict_names_the_one_that_was_meant(rules, lang, words):
    with pytest.raises(ValueError) as caught:
        rules.from_dict({"exact_divison": True})
    assert caught.value.text(lang).startswith(words)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "the rules know only 'seconds' and 'min_length', not 'min_lenght' "
           "(did you mean 'min_length'?)"),
    ("de", "nicht 'min_lenght' (meintest du 'min_length'?)"),
    ("nl", "niet 'min_lenght' (bedoel je 'min_length'?)"),
])
def test_a_misspelt_summa_rule_option_names_the_one_that_was_meant(lang, words):
    with pytest.raises(summa.IllegalMoveError) as caught:
        summa.Rules.from_dict({"seconds": 60, "min_lenght": 3})
    assert words in caught.value.text(lang)
    unlike = raised(summa.IllegalMoveError, summa.Rules.from_dict, {"colour": "red"})
    assert unlike == "the rules know only 'seconds' and 'min_length', not 'colour'"


def test_a_summy_switch_says_what_it_got():
    assert raised(ValueError, summy.Rules, exact_division="yes") == (
        "exact_division must be True or False, not 'yes'")


# -- the public functions, called by hand -------------------------------------------------------


GRID = summa.Grid.from_text(SHEET)

WRONG_KIND = [
    # summy
    (lambda: summy.Board(5), "cells must be the 625 cells as one text (or use Board.start() "),
    (lambda: summy.Board.from_text(None), "text must be board text, 25 lines of 25 characters"),
    (lambda: summy.Exchange(77), "tiles must be the tiles to exchange as text, such as '77='"),
    (lambda: summy.cell_name(None, 1), "row must be a row number from 0 to 24 (0 is row 1)"),
    (lambda: summy.cell_name(0, "A"), "col must be a column number from 0 to 24 (0 is column A)"),
    (lambda: summy.Board.start().place("L13 3"),
     "placements must be a dict of cells and tiles, such as {'L13': '3'}, not str 'L13 3'"),
    (lambda: summy.evaluate_move(summy.Board.start(), "J13> 4+3(=)7", "exact"),
     "rules must be a summy.Rules, such as Rules(exact_division=True), or None, not str"),
    # summa
    (lambda: summa.Grid(5), "rows must be a list of 6 rows of 6 symbols, like ['LXVLXI', "),
    (lambda: summa.Grid(SHEET), "(for one text: Grid.from_text), not str"),
    (lambda: summa.Session(None), "players must be a list of names or 'computer:LEVEL' texts"),
    (lambda: summa.Game(players=2).public_grid("1"), "player must be a seat number (0, 1, ...)"),
    (lambda: summa.cell_name("C2"), "cell must be a pair (row, column), both from 0, like (1, 2)"),
    (lambda: summa.check_setup("A1 C2 E3 B6"), "cells must be a list of 4 cells, like ['A1', "),
    (lambda: summa.check_setup(None), "cells must be a list of 4 cells"),
    (lambda: summa.numerals(5), "symbols must be the symbols to write with, like 'IVXL'"),
    (lambda: summa.check_groups(5, ["A1-C1"], "across"), "grid must be a Grid or a sheet as text"),
    (lambda: summa.check_groups(GRID, None, "across"), "specs must be a list of groups, like "),
    (lambda: summa.check_groups(GRID, ["A1-C1"], None), "direction must be 'across' (rows) or "),
    (lambda: summa.score_sheet(GRID, 5), "across must be a list of groups, like ['A1-C1', "),
    (lambda: summa.score_sheet(GRID, ["A1-C1"], 5), "down must be a list of groups"),
    # pari
    (lambda: pari.column_size("4"), "players must be a number of players from 2 to 6, not str"),
    (lambda: pari.is_subsequence(None, "3+1=4"), "old must be a row of cards like '3=4'"),
    (lambda: pari.is_subsequence("3=4", 314), "new must be a row of cards like '3+1=4'"),
    (lambda: pari.pile_of(7), "card must be one card, like '7' or '+', not int 7"),
    # methods a notebook calls by hand
    (lambda: summy.Board.start().count(None), "symbol must be one symbol of 0123456789+-x:=#"),
    (lambda: summy.Board.start().count("=="), "not str '=='"),
    (lambda: GRID.blacken("A1"), "cells must be a list of cells, like ['A1', 'C2'], not str"),
    (lambda: GRID.blacken(5), "cells must be a list of cells"),
    (lambda: pari.Game(["Ann", "Ben"], seed=3).covered("0"), "equation must be an equation's "),
    (lambda: summy.Session(["Ann", "computer"], seed=1).player("1"),
     "seat must be a seat number (0, 1, ...), not str '1'"),
]


@pytest.mark.parametrize(("call", "words"), WRONG_KIND)
def test_an_argument_of_the_wrong_kind_is_named(call, words):
    assert words in raised(TypeError, call)


WRONG_VALUE = [
    (lambda: summy.cell_name(0, 25), ValueError,
     "(0, 25) is not a cell on the 25x25 board: row and column go from 0 to 24"),
    (lambda: summy.cell_name(25, 0), ValueError, "(25, 0) is not a cell on the 25x25 board"),
    (lambda: summy.cell_name(0, -1), ValueError, "(0, -1) is not a cell"),
    (lambda: summy.Board.start().place({"L13": 3}), ValueError, "3 is not a tile"),
    (lambda: summa.cell_name((0, 6)), summa.GridError, "is not on the sheet"),
    (lambda: summa.Game(players=2).public_grid(2), summa.IllegalMoveError,
     "2 is not a player of this game: the players are numbered 0 to 1"),
    (lambda: summa.best_rows_first(GRID, None), summa.ScoringError,
     "the minimum length must be a whole number from 1 to 8, not None"),
    (lambda: summa.check_groups(GRID, ["A1-C1"], "row"), ValueError,
     "direction must be 'across' (rows) or 'down' (columns), not 'row'"),
    (lambda: summa.check_groups(GRID, ["A1-C1"], "across", "2"), summa.ScoringError,
     "the minimum length must be a whole number from 1 to 8, not '2'"),
    (lambda: pari.pile_of("="), ValueError,
     "card must be one digit or operator card, like '7' or '+', not '='"),
    (lambda: pari.Game(["Ann", "Ben"], seed=3).available(5), ValueError,
     "pile must be 'digit' or 'operator', not 5"),
    (lambda: pari.Game(["Ann", "Ben"], seed=3).covered(5), ValueError,
     "equation must be 0 to 1 (the game has 2 equations, counted from 0), not 5"),
    (lambda: pari.Session(["Ann", "computer"], seed=1).player(5), ValueError,
     "seat must be 0 to 1, not 5"),
    (lambda: summa.Session(["Ann", "computer"], seed=1).player(0), ValueError,
     "seat 0 is Ann, a person; the computer plays seat 1"),
    (lambda: summy.Session(["Ann", "Ben"], seed=1).player(1), ValueError,
     "seat 1 is Ben, a person; no seat of this game is the computer's"),
]


@pytest.mark.parametrize(("call", "kind", "words"), WRONG_VALUE)
def test_a_value_out_of_range_is_named(call, kind, words):
    assert words in raised(kind, call)


def test_the_right_arguments_still_work():
    assert summy.cell_name(12, 12) == "M13" and summa.cell_name([1, 2]) == "C2"
    assert summa.check_groups(GRID, "A1-C1", "across")[0].value == 65
    assert summa.check_groups(SHEET, ("A1-C1",), "across")[0].value == 65
    assert summa.score_sheet(SHEET, ["A1-C1"], ()).total == 65
    assert summa.best_rows_first(GRID).total <= summa.best_score(GRID).total
    assert summa.Grid(SHEET.splitlines()) == GRID
    assert summa.check_setup(("A1", "C2", "E3", "B6")) is None
    assert pari.pile_of("x") == "operator" and pari.column_size(4) == 3
    assert summy.Exchange("77=").tiles == "77="
    assert summy.Board.start().count("=") == 1 and summy.Board.start().count("#") == 0
    assert GRID.blacken(["A1", (5, 5)]).black_cells() == [(0, 0), (1, 2), (3, 0), (4, 3),
                                                           (5, 5)]
    assert pari.Game(["Ann", "Ben"], seed=3).covered(1) == ("", "")
    assert pari.Game(["Ann", "Ben"], seed=3).available("operator") > 0
    for game in (summy, summa, pari):
        assert game.Session(["Ann", "computer"], seed=1).player(1) is not None


@pytest.mark.parametrize("game", [summy, summa, pari], ids=lambda g: g.__name__.split(".")[-1])
def test_every_game_takes_its_rules_as_a_dict_of_options(game):
    """One shape for the three games: ``rules`` may be the game's ``Rules`` or a dict of its
    options, and a misspelt option in the dict is named."""
    options = {"summy": {"exact_division": True}, "summa": {"min_length": 3},
               "pari": {"think_seconds": 30}}[game.__name__.split(".")[-1]]
    made = game.Game(players=["Ann", "Ben"], seed=7, rules=options)
    assert made.rules == game.Game(players=["Ann", "Ben"], seed=7,
                                   rules=game.Rules(**options)).rules
    wrong = {name[:-1]: value for name, value in options.items()}  # a letter lost
    with pytest.raises(ValueError) as caught:
        game.Game(players=["Ann", "Ben"], seed=7, rules=wrong)
    assert repr(next(iter(options))) in str(caught.value)  # the option meant, by its name
