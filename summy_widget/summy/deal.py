"""A deal whose first player can lay tiles on the first turn.

About four random deals in ten give the first player a rack that cannot make a
sum through the centre's ``=``, so the game's first turn must be an exchange. A
game for people starts with a deal that can: the seed is still drawn at random
and kept in the record, so the game replays exactly.

>>> import random
>>> game = playable_game(["You", "Computer"], rng=random.Random(3))
>>> bool(legal_moves(game.board, game.rack(0), game.rules))
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .game import Game
from .movegen import legal_moves
from .rules import Rules

#: how many random deals are tried before one is taken as it is (4 in 10 fail, so
#: 64 in a row fail about once in 10**25 games)
TRIES = 64


def playable_game(players: Sequence[str], rules: Rules | None = None,
                  rng: random.Random | None = None) -> Game:
    """A new :class:`Game` whose first player to act can lay tiles at once.

    >>> game = playable_game(["Ann", "Ben"], rng=random.Random(0))
    >>> game.history, game.to_act
    ([], [0])
    """
    rng = rng or random.SystemRandom()
    for _ in range(TRIES):
        game = Game(seed=rng.randrange(2**31), rules=rules, players=list(players))
        if legal_moves(game.board, game.rack(game.to_act[0]), game.rules):
            break
    return game
