"""Hints for writing a round's dice into the sheet, in two steps: where to start, then all.

Step 1 names the die to write first and its cell, and why: of the computer's round, it is
the die that adds most to what its row and column can still score on the sheet as it is.
Step 2 gives the whole round as the computer would write it
(:class:`~summy_widget.summa.players.ComputerPlayer`, which places each die where the
expected best score of the sheet grows most), that die first; a widget writes it into the
draft.

>>> from summy_widget.summa import Game
>>> g = Game(players=["Ann"], seed=1)
>>> g.play("1 black A1 B3 C5 F2").player
0
>>> g.dice
('I', 'X', 'I', 'V')
>>> print(hint(g, 0, step=1))
Start with X on B5: there it adds most to what row 5 and column B can still score.
>>> h = hint(g, 0, step=2, lang="de")
>>> h.text
'Der Computer würde schreiben: X auf B5, I auf F1, V auf F6, I auf A3.'
>>> h.plan
(('X', 'B5'), ('I', 'F1'), ('V', 'F6'), ('I', 'A3'))
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import i18n
from ..errors import expect_type
from .errors import IllegalMoveError
from .game import Game
from .grid import Cell, cell_name
from .players import ComputerPlayer, placement_gain

__all__ = ["HINT_STEPS", "Hint", "hint"]

#: Step 1 names where to start; step 2 the whole round.
HINT_STEPS = 2


@dataclass(frozen=True)
class Hint:
    """One hint: its ``step`` and ``text``; ``plan`` holds (symbol, cell) for each die of the
    round (the die to start with first), the first pair only at step 1.

    ``dice`` gives the die (its place in ``Game.dice``) of each pair, for a widget that
    writes the plan into its draft.
    """

    step: int
    text: str
    plan: tuple[tuple[str, str], ...]
    dice: tuple[int, ...]
    cells: tuple[tuple[int, int], ...]

    def __str__(self) -> str:
        return self.text


def hint(game: Game, seat: int, step: int = 1, lang: str = "en") -> Hint:
    """A hint of ``step`` (1 or 2) for ``seat``, which must still write this round's dice.

    >>> hint(Game(players=["Ann", "Ben"], seed=7), "0")
    Traceback (most recent call last):
    ...
    TypeError: seat must be a seat number (0, 1, ...), not str '0'
    """
    expect_type("game", game, Game, "a summa.Game, such as Game(players=['Ann', 'Ben'])")
    expect_type("seat", seat, int, "a seat number (0, 1, ...)")
    expect_type("step", step, int, "1 or 2")
    if not 1 <= step <= HINT_STEPS:
        raise ValueError(f"step must be 1 or 2, not {step!r}")
    lang = i18n.language(lang)  # a clear error now, not after the search
    if not 0 <= seat < game.players:
        raise IllegalMoveError("bad-seat", "there is no such seat", seat=seat,
                               last=game.players - 1)
    if game.phase != "placing" or seat not in game.to_act:
        raise ValueError("a hint is about writing dice: this seat has none to write now")
    chosen = _starting_first(game, seat, ComputerPlayer(seed=0).choose_cells(game, seat))
    if step == 1:
        chosen = chosen[:1]
    plan = tuple((game.dice[die], cell_name(cell)) for die, cell in chosen)
    if step == 1:
        (symbol, name), = plan
        row, column = chosen[0][1][0] + 1, name[0]
        text = i18n.t("summa.hint.start", lang, symbol=symbol, cell=name, row=row,
                      column=column)
    else:
        where = ", ".join(i18n.t("summa.hint.item", lang, symbol=s, cell=c) for s, c in plan)
        text = i18n.t("summa.hint.all", lang, plan=where)
    return Hint(step, text, plan, tuple(d for d, _ in chosen), tuple(c for _, c in chosen))


def _starting_first(game: Game, seat: int, chosen: list[tuple[int, Cell]]
                    ) -> list[tuple[int, Cell]]:
    """The computer's (die, cell) pairs, the one that adds most to the sheet as it is now
    first (:func:`~summy_widget.summa.players.placement_gain`), the rest in its order."""
    rows = game.grids[seat].rows
    m = game.rules.min_length
    first = max(chosen, key=lambda pair: placement_gain(rows, pair[1], game.dice[pair[0]], m))
    return [first] + [pair for pair in chosen if pair != first]
