"""Summy (Kruissom): the rules engine. Pure Python, standard library only.

>>> from summy_widget import summy
>>> board = summy.Board.start()
>>> move = summy.Move.from_text("J13> 4+3(=)7")
>>> summy.evaluate_move(board, move).score
14
"""

from .board import ACROSS, CENTRE, DOWN, SIZE, Board, cell_name, parse_cell
from .errors import IllegalMoveError, RecordError
from .evaluate import MoveResult, ScoredSum, evaluate_move
from .game import Game, Turn
from .move import Exchange, Move
from .movegen import LegalMove, legal_moves
from .rules import TILE_SETS, Rules

__all__ = [
    "ACROSS",
    "CENTRE",
    "DOWN",
    "SIZE",
    "TILE_SETS",
    "Board",
    "Exchange",
    "Game",
    "IllegalMoveError",
    "LegalMove",
    "Move",
    "MoveResult",
    "RecordError",
    "Rules",
    "ScoredSum",
    "Turn",
    "cell_name",
    "evaluate_move",
    "legal_moves",
    "parse_cell",
]
