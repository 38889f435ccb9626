"""A move or an action built by hand in Python is checked as it is built.

A field of the wrong kind is named (a ``TypeError``, or a game error for a symbol that is
no tile or card); a cell name stands for its cell and a list for a tuple; and whatever is
built reads back from its own text, so the notation round-trips.
"""

from __future__ import annotations

import random

import pytest

from summy_widget.errors import GameError
from summy_widget.pari import moves as pari_moves
from summy_widget.pari.moves import Cover, Draw, Lay, Pass, Play, Shift
from summy_widget.summy import Move

RUN = "4+3=7"
MARKS = (False, False, False, True, False)


@pytest.mark.parametrize(("build", "kind", "words"), [
    (lambda: Move((12, 9), "across", 437, MARKS), TypeError,
     "symbols must be the whole run as text, like '4+3=7', not int 437"),
    (lambda: Move((12, 9), "across", "4+3?7", MARKS), GameError, "'?' is not a tile"),
    (lambda: Move((12.0, 9), "across", RUN, MARKS), TypeError,
     "the start's row must be a whole number from 0 to 24, not float 12.0"),
    (lambda: Move((12, True), "across", RUN, MARKS), TypeError,
     "the start's column must be a whole number from 0 to 24, not bool True"),
    (lambda: Move(12, "across", RUN, MARKS), TypeError,
     "start must be a cell like 'J13' or a pair (row, column) like (12, 9), not int 12"),
    (lambda: Move((12, 9, 0), "across", RUN, MARKS), TypeError, "not tuple (12, 9, 0)"),
    (lambda: Move("Z13", "across", RUN, MARKS), GameError,
     "'Z13' is not a cell: write a column A-Y and a row 1-25, like M13"),
    (lambda: Move((12, 9), "across", RUN, (0, 0, 0, 1, 0)), TypeError,
     "old must be one True (on the board before) or False (laid now) per symbol, not int 0"),
    (lambda: Move((12, 9), "across", RUN, "FFFTF"), TypeError, "not str 'FFFTF'"),
])
def test_a_summy_move_of_the_wrong_kind_is_named(build, kind, words):
    with pytest.raises(kind) as caught:
        build()
    assert words in str(caught.value)


def test_a_summy_move_takes_a_cell_name_and_lists():
    move = Move("j13", "across", RUN, list(MARKS))
    assert move == Move((12, 9), "across", RUN, MARKS) == Move.from_text("J13> 4+3(=)7")
    assert move.start == (12, 9) and move.old == MARKS and hash(move) == hash(Move.from_text(
        "J13> 4+3(=)7"))
    assert Move([12, 9], "down", "7", [False]).text() == "J13v 7"


def test_every_summy_move_that_can_be_built_reads_back_from_its_text():
    rng = random.Random(16)
    built = 0
    for _ in range(2000):
        length = rng.randint(1, 8)
        start = (rng.randint(-1, 25), rng.randint(-1, 25))
        symbols = "".join(rng.choice("0123456789+-x:=?") for _ in range(length))
        old = tuple(rng.random() < 0.3 for _ in range(length))
        try:
            move = Move(start, rng.choice(("across", "down")), symbols, old)
        except GameError:
            continue
        built += 1
        assert Move.from_text(str(move)) == move, move
    assert built > 300


@pytest.mark.parametrize(("build", "kind", "words"), [
    (lambda: Play(0, 5), TypeError, "row must be the whole row after the play, like '3+1=4'"),
    (lambda: Play("1", "5=5"), TypeError,
     "equation must be a whole number from 0 (0 is the first), not str '1'"),
    (lambda: Play(-1, "5=5"), ValueError, "equation must be a whole number from 0"),
    (lambda: Play(0, " "), GameError, "a play is written like '#1 3+1=4'"),
    (lambda: Lay(0, "digit", "up"), GameError, "'up' is not a side: use left or right"),
    (lambda: Lay(True, "digit", "left"), TypeError, "not bool True"),
    (lambda: Draw("digit"), TypeError, "piles must be the piles named, like ('digit', "
     "'operator'), not str 'digit'"),
    (lambda: Draw(["digit", "d"]), GameError, "'d' is not a draw pile: use digit or operator"),
    (lambda: Pass("12"), GameError, "'12' is not one card"),
    (lambda: Pass(7), TypeError, "card must be one card, like '7', not int 7"),
    (lambda: Shift(0, 1, 0, -1), ValueError, "to_position must be a whole number from 0"),
    (lambda: Cover(0, 1.0, "7"), TypeError, "position must be a whole number"),
    (lambda: Cover(0, 1, "="), GameError, "'=' is not a card"),
])
def test_a_pari_action_of_the_wrong_kind_is_named(build, kind, words):
    with pytest.raises(kind) as caught:
        build()
    assert words in str(caught.value)


def test_a_pari_action_takes_the_signs_printed_on_the_cards_and_lists():
    assert Play(0, "3 × 1 = 3") == pari_moves.parse("#1 3x1=3")
    assert Draw(["digit", "operator"]).piles == ("digit", "operator")
    assert Pass("×") == Pass("x") and Cover(0, 2, "−").card == "-"


def test_every_pari_action_that_can_be_built_reads_back_from_its_text():
    rng = random.Random(16)
    kinds = [
        lambda: Play(rng.randint(-1, 5), "".join(rng.choice("0123456789+-x:=×? ")
                                                 for _ in range(rng.randint(0, 7)))),
        lambda: Lay(rng.randint(0, 5), rng.choice(("digit", "operator", "up")),
                    rng.choice(("left", "right", "down"))),
        lambda: Draw(tuple(rng.choice(("digit", "operator", "o"))
                           for _ in range(rng.randint(0, 3)))),
        lambda: Pass(rng.choice(("7", "x", "=", "12", "−"))),
        lambda: Shift(*(rng.randint(-1, 5) for _ in range(4))),
        lambda: Cover(rng.randint(0, 5), rng.randint(-1, 5), rng.choice(("7", "+", "=", "77"))),
    ]
    built = 0
    for _ in range(2000):
        try:
            action = rng.choice(kinds)()
        except (GameError, ValueError):
            continue
        built += 1
        assert pari_moves.parse(str(action)) == action, action
    assert built > 500
