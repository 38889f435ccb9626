"""What a computer player may know: the tiles it cannot see, and its own random source.

A player sees only what its own seat may see: the board, its own rack, the bag's size
and the history; never the bag's order or another rack.

>>> from summy_widget.summy import Game
>>> game = Game(seed=1)
>>> sum(unseen_tiles(game, game.rack()).values()) == game.bag_count + 8
True
>>> turn_rng(game, "greedy").random() == turn_rng(Game(seed=1), "greedy").random()
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from .game import Game
from .move import Exchange

__all__ = ["turn_rng", "unseen_tiles"]


def turn_rng(game: Game, level: str) -> random.Random:
    """The player's own random source for this turn (the same on every replay): seeded
    by the game's seed, the turn number, the seat and the level."""
    return random.Random(f"summy:{game.seed}:{len(game.history)}:{game.current}:{level}")


def unseen_tiles(game: Game, rack: Sequence[str]) -> Counter[str]:
    """The tiles the player holding ``rack`` cannot see: in the bag or on other racks.

    That is the tile set minus the board, its own rack and the exchanged tiles (named
    aloud when exchanged); it reads neither the bag nor another rack.

    >>> game = Game(seed=1)
    >>> unseen_tiles(game, game.rack())["="] <= 19
    True
    """
    unseen = Counter(game.rules.tiles)
    unseen.subtract(s for _, s in game.board.tiles())
    unseen.subtract(rack)
    for turn in game.history:
        if isinstance(turn.action, Exchange):
            unseen.subtract(turn.action.tiles)
    return +unseen
