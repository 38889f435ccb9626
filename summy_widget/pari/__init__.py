"""=Pari= (Hilko Drude, 2008): build correct equations around the ``=`` cards.

>>> from summy_widget import pari
>>> pari.check("2x3=1+5").valid
True
>>> g = pari.Game(players=3, seed=1)
>>> len(g.rows), g.phase
(2, 'play')
"""

from .equation import card_score, check, is_subsequence
from .explain import explain
from .game import Game, Preview, RecordError, Turn, pile_of
from .moves import IllegalPlayError, parse
from .rules import Rules, column_size

__all__ = [
    "Game",
    "IllegalPlayError",
    "Preview",
    "RecordError",
    "Rules",
    "Turn",
    "card_score",
    "check",
    "column_size",
    "explain",
    "is_subsequence",
    "parse",
    "pile_of",
]
