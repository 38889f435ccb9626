"""=Pari= (Hilko Drude, 2008): build correct equations around the ``=`` cards.

>>> from summy_widget import pari
>>> pari.check("2x3=1+5").valid
True
>>> g = pari.Game(players=["Ann", "Ben", "Cem"], seed=1)
>>> len(g.rows), g.phase, g.to_act == [g.current]
(2, 'play', True)

The errors are the shared family of :mod:`summy_widget.errors`:
``IllegalPlayError`` (also named ``IllegalMoveError``) and ``NotationError``
for refused actions, ``RecordError`` for records that cannot be loaded.
"""

from ..errors import GameError, RecordError
from .equation import card_score, check, is_subsequence
from .explain import explain
from .game import Game, Preview, Turn, pile_of
from .hints import Hint, hint
from .moves import IllegalPlayError, NotationError, parse
from .players import ComputerPlayer, get_player
from .review import review
from .rules import Rules, column_size
from .session import Session

#: the shared name of refused actions (pari's own subclass)
IllegalMoveError = IllegalPlayError

__all__ = [
    "ComputerPlayer",
    "Game",
    "GameError",
    "Hint",
    "IllegalMoveError",
    "IllegalPlayError",
    "NotationError",
    "Session",
    "get_player",
    "Preview",
    "RecordError",
    "Rules",
    "Turn",
    "card_score",
    "check",
    "column_size",
    "explain",
    "hint",
    "is_subsequence",
    "parse",
    "pile_of",
    "review",
]
