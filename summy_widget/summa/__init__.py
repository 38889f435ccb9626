"""Summa Summarum: a Roman-numeral dice game on a 6 x 6 sheet (Fred Horn, 2015).

>>> from summy_widget import summa
>>> summa.roman_value("XIV"), summa.roman_value("IIII")
(14, None)
>>> grid = summa.Grid.from_text("LXVLXI\\nXV#XXI\\nXIVIVI\\n#IIVXI\\nXII#VI\\nIXXXI#")
>>> summa.best_score(grid).total, summa.best_score(grid, min_length=3).total
(479, 204)

The game has the shape of the other two (see :mod:`summy_widget.protocol`):

>>> g = summa.Game(players=["Ann", "Ben"], seed=7)
>>> g.to_act, g.scores, g.over, g.winners
([0, 1], [0, 0], False, [])
>>> turn = g.play(summa.get_player("greedy").choose(g, 0), seat=0)
>>> turn.player, type(turn.action).__name__
(0, 'Blacken')
"""

from __future__ import annotations

import sys as _sys

from ..errors import GameError
from .dice import FACES, roll_dice
from .errors import (
    GridError,
    IllegalMoveError,
    NotationError,
    RecordError,
    ScoringError,
    SetupError,
    SummaError,
)
from .game import ROUNDS, Blacken, Game, Place, Result, Rules, Score, Turn
from .grid import Grid, cell_name, check_setup, parse_cell
from .hints import Hint, hint
from .players import (
    BeginnerPlayer,
    ComputerPlayer,
    Player,
    RandomPlayer,
    ReadingOrderPlayer,
    get_player,
    valid_setups,
)
from .review import review
from .roman import numerals, roman_value, to_roman
from .scoring import (
    Group,
    Scoring,
    ScoringExplanation,
    best_rows_first,
    best_score,
    check_groups,
    score_sheet,
)
from .session import Session

Session.game_module = _sys.modules[__name__]

__all__ = [
    "FACES",
    "ROUNDS",
    "BeginnerPlayer",
    "Blacken",
    "ComputerPlayer",
    "Game",
    "GameError",
    "Grid",
    "GridError",
    "Group",
    "Hint",
    "IllegalMoveError",
    "NotationError",
    "Place",
    "Player",
    "RandomPlayer",
    "ReadingOrderPlayer",
    "RecordError",
    "Result",
    "Rules",
    "Score",
    "Scoring",
    "ScoringError",
    "ScoringExplanation",
    "Session",
    "SetupError",
    "SummaError",
    "Turn",
    "best_rows_first",
    "best_score",
    "cell_name",
    "check_groups",
    "check_setup",
    "get_player",
    "hint",
    "numerals",
    "parse_cell",
    "review",
    "roll_dice",
    "roman_value",
    "score_sheet",
    "to_roman",
    "valid_setups",
]
