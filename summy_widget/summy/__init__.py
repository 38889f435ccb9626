"""Summy (Kruissom): the rules engine. Pure Python, standard library only.

>>> from summy_widget import summy
>>> board = summy.Board.start()
>>> move = summy.Move.from_text("J13> 4+3(=)7")
>>> summy.evaluate_move(board, move).score
14

The shape shared by the three games:

>>> g = summy.Game(players=["Ann", "Ben"], seed=7, rules=None)
>>> text = summy.get_player("greedy").choose(g, 0)
>>> turn = g.play(text, seat=0)
>>> turn.player, turn.text == text, g.to_act
(0, True, [1])
"""

import sys as _sys

from . import puzzles
from .board import ACROSS, CENTRE, DOWN, SIZE, Board, cell_name, parse_cell
from .errors import GameError, IllegalMoveError, NotationError, RecordError
from .evaluate import MoveResult, ScoredSum, evaluate_move
from .expert import ExpertPlayer
from .game import Game, Turn
from .hints import HINT_STEPS, Hint, hint
from .levels import LEVELS, computer_move, get_player
from .move import Exchange, Move
from .movegen import LegalMove, legal_moves
from .players import Player
from .review import review
from .rules import TILE_SETS, Rules
from .session import Session

Session.game_module = _sys.modules[__name__]

__all__ = [
    "ACROSS",
    "CENTRE",
    "DOWN",
    "SIZE",
    "TILE_SETS",
    "Board",
    "Exchange",
    "ExpertPlayer",
    "HINT_STEPS",
    "Hint",
    "Game",
    "GameError",
    "IllegalMoveError",
    "NotationError",
    "Session",
    "LEVELS",
    "LegalMove",
    "Move",
    "MoveResult",
    "Player",
    "RecordError",
    "Rules",
    "ScoredSum",
    "Turn",
    "cell_name",
    "computer_move",
    "evaluate_move",
    "get_player",
    "hint",
    "legal_moves",
    "parse_cell",
    "puzzles",
    "review",
]
