"""Summa Summarum: a Roman-numeral dice game on a 6 x 6 sheet (Fred Horn, 2015).

>>> from summy_widget import summa
>>> summa.roman_value("XIV"), summa.roman_value("IIII")
(14, None)
>>> grid = summa.Grid.from_text("LXVLXI\\nXV#XXI\\nXIVIVI\\n#IIVXI\\nXII#VI\\nIXXXI#")
>>> summa.best_score(grid).total, summa.best_score(grid, min_length=3).total
(479, 204)
"""

from __future__ import annotations

from .dice import FACES, roll_dice
from .errors import (
    GridError,
    IllegalMoveError,
    RecordError,
    ScoringError,
    SetupError,
    SummaError,
)
from .game import ROUNDS, Game, Result, Rules
from .grid import Grid, cell_name, check_setup, parse_cell
from .players import ComputerPlayer, Player, RandomPlayer, ReadingOrderPlayer, valid_setups
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

__all__ = [
    "FACES",
    "ROUNDS",
    "ComputerPlayer",
    "Game",
    "Grid",
    "GridError",
    "Group",
    "IllegalMoveError",
    "Player",
    "RandomPlayer",
    "ReadingOrderPlayer",
    "RecordError",
    "Result",
    "Rules",
    "Scoring",
    "ScoringError",
    "ScoringExplanation",
    "SetupError",
    "SummaError",
    "best_rows_first",
    "best_score",
    "cell_name",
    "check_groups",
    "check_setup",
    "numerals",
    "parse_cell",
    "roll_dice",
    "roman_value",
    "score_sheet",
    "to_roman",
    "valid_setups",
]
