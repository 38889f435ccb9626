"""The computer levels of Summy, at levels a teacher can pick (lesson 05 says whom each suits).

* ``beginner``, ``greedy`` and ``strong`` (:class:`.players.Player`): a random short sum,
  the move that scores most now, and the move worth most with the tiles it keeps.
* ``expert`` (:class:`.expert.ExpertPlayer`): ``strong``'s best few moves, each played out
  against sampled racks of the other player within a budget of work; with the bag empty,
  a search of the replies and the end of the game.
* ``coach`` (:class:`.coach.Coach`): keeps the game close, aiming at the other player's
  recent points when ahead (and exchanging a tile when even its lowest move is too much).

Every level sees only what its own seat may see, and a game between computers replays
exactly.

>>> from summy_widget.summy import Game
>>> game = Game(seed=3)
>>> text = get_player("greedy").choose(game, 0)
>>> text == computer_move(game, "greedy")
True
"""

from __future__ import annotations

from typing import Any

from ..errors import expect_type, unknown_level
from .coach import Coach
from .expert import ExpertPlayer
from .game import Game
from .players import LEVELS as PLAIN_LEVELS
from .players import Player

__all__ = ["LEVELS", "computer_move", "get_player"]

LEVELS = (*PLAIN_LEVELS, "expert", "coach")


def get_player(level: str = "greedy", seed: int | None = None,
               **budget: Any) -> Player | ExpertPlayer | Coach:
    """The computer player of ``level``: ``"beginner"``, ``"greedy"``, ``"strong"``,
    ``"expert"`` (:class:`~.expert.ExpertPlayer`, which takes ``work=``, ``seconds=``
    and ``plies=``, its budget) or ``"coach"`` (:class:`~.coach.Coach`, which keeps the
    game close).

    ``seed`` is there for the protocol the three games share; Summy's levels take their
    chance from the game's own seed, so the same game gets the same moves.

    >>> get_player("coach").choose(Game(seed=1)) == computer_move(Game(seed=1), "coach")
    True
    >>> get_player("greedy", work=12)
    Traceback (most recent call last):
    ...
    TypeError: only the expert level takes a budget (...); greedy takes none, not work
    """
    expect_type("level", level, str, "a computer level like 'greedy'")
    if level not in LEVELS:
        raise unknown_level(level, LEVELS)
    if seed is not None:
        expect_type("seed", seed, int, "a whole number")
    if budget and level != "expert":
        raise TypeError("only the expert level takes a budget (work=, seconds=, plies=); "
                        f"{level} takes none, not {', '.join(budget)}")
    if level == "expert":
        return ExpertPlayer(**budget)
    if level == "coach":
        return Coach()
    return Player(level)


def computer_move(game: Game, level: str = "greedy") -> str:
    """The move text or exchange text the computer plays for the player to move.

    Play it with ``game.play(text)``. It depends only on the board, the player's own
    rack, the bag's size, the history, the game's seed and the turn number.

    >>> computer_move("J13> 4+3(=)7")
    Traceback (most recent call last):
    ...
    TypeError: game must be a summy.Game (e.g. Game(seed=1)), not str 'J13> 4+3(=)7'
    """
    expect_type("game", game, Game, "a summy.Game (e.g. Game(seed=1))")
    return get_player(level).move(game)
