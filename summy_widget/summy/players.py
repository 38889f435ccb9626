"""The plain computer players of Summy: ``beginner``, ``greedy`` and ``strong``
(:func:`.levels.get_player` gives every level, also ``expert`` and ``coach``).

* ``beginner``: a random legal move, short sums much more likely than long ones.
* ``greedy``: the move that scores most now.
* ``strong``: the move worth most: its points plus what the tiles it keeps are worth
  for the next turn (:func:`leave_value`, a table fitted from self-play in
  :mod:`.leaves`); it exchanges when keeping its best tiles and drawing is worth more
  than every move. With the bag empty it weighs the other player's best reply and
  plays to end a game it wins.

A player sees only what its own seat may see: the board, its own rack, the bag's
size and the history; never the bag's order or another rack. Its random choices
come from a ``random.Random`` seeded by the game's seed and the turn number, so a
game between computers replays exactly. When no placement is possible it
exchanges the tiles that unbalance its rack.

>>> from summy_widget.summy import Game
>>> game = Game(seed=3)
>>> text = Player("greedy").choose(game, 0)
>>> text == Player("greedy").choose(game)
True
>>> _ = game.play(text)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import expect_type
from .errors import IllegalMoveError
from .game import Game
from .leaves import (
    LEAVE_FIRST,
    LEAVE_MORE,
    LEAVE_SHAPE,
    best_leave,
    choose_exchange,
    kept_tiles,
    leave_value,
)
from .movegen import LegalMove, legal_moves
from .sight import turn_rng, unseen_tiles

__all__ = [
    "LEAVE_FIRST",
    "LEAVE_MORE",
    "LEAVE_SHAPE",
    "Player",
    "best_leave",
    "choose_exchange",
    "leave_value",
    "unseen_tiles",
]

#: The levels :class:`Player` plays itself.
LEVELS = ("beginner", "greedy", "strong")

#: How much ``strong`` weighs the leave against the points of the move.
LEAVE_WEIGHT = 1.3
#: ``strong`` exchanges when that is worth more than its best move by this margin
#: (only while the bag holds at least ``EXCHANGE_MIN_BAG`` tiles).
EXCHANGE_MARGIN = 0.0
EXCHANGE_MIN_BAG = 8
#: With the bag empty, ``strong`` looks at the other player's best reply to this many of
#: its highest-scoring moves, and plays to end the game when that wins it.
END_GAME = True
END_GAME_CANDIDATES = 6


def _rng(game: Game, level: str) -> random.Random:
    """The player's own random source for this turn (the same on every replay)."""
    return turn_rng(game, level)


@dataclass(frozen=True)
class Player:
    """A computer player of one ``level`` (see :data:`LEVELS`).

    >>> Player("greedy").level
    'greedy'
    """

    level: str = "greedy"

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r}: use one of {', '.join(LEVELS)}"
                             " (get_player gives every level)")

    def choose(self, game: Game, seat: int | None = None) -> str:
        """The action text (a move text or ``swap ...``) for ``seat``; never changes ``game``.

        ``seat`` (by default the seat to move) must be the seat to move.
        """
        expect_type("game", game, Game, "a summy.Game")
        if seat is not None:
            game._check_seat(seat)
        return self.move(game)

    def move(self, game: Game) -> str:
        """The move text or exchange text (``swap ...``) for the player to move."""
        if game.over:
            raise IllegalMoveError("game-over", "the game is over: there is no move to choose")
        rack = game.rack(game.current)
        moves = legal_moves(game.board, rack, game.rules)
        rng = _rng(game, self.level)
        if not moves:
            if self.level == "strong" and game.bag_count:
                return f"swap {best_leave(rack)[1]}"
            return f"swap {choose_exchange(rack)}"
        if self.level == "beginner":
            weights = [1.0 / len(m.move.symbols) ** 3 for m in moves]
            return rng.choices(moves, weights)[0].text
        if self.level == "greedy":
            return best_move(moves).text
        return self._strong(game, rack, moves, rng)

    def _strong(
        self, game: Game, rack: Sequence[str], moves: list[LegalMove], rng: random.Random
    ) -> str:
        """The move worth most: its points plus what the tiles it keeps are worth
        (:func:`leave_value`), or an exchange when keeping the best tiles and drawing is
        worth more; with the bag empty, see :meth:`_end_game`.
        """
        bag = game.bag_count
        weight = LEAVE_WEIGHT if bag > 0 else 0.0  # with an empty bag nothing is drawn
        leaves: dict[str, float] = {}

        def equity(m: LegalMove) -> float:
            kept = kept_tiles(rack, m.tiles)
            value = leaves.get(kept)
            if value is None:
                value = leaves[kept] = leave_value(kept)
            return m.score + weight * value

        scored = sorted(((equity(m), -len(m.tiles), -n, m) for n, m in enumerate(moves)),
                        key=lambda e: e[:3], reverse=True)
        best_value, best = scored[0][0], scored[0][3]
        if bag >= EXCHANGE_MIN_BAG:
            kept_value, give = best_leave(rack)
            if weight * kept_value > best_value + EXCHANGE_MARGIN:
                return f"swap {give}"
        if bag == 0 and END_GAME and len(game.players) == 2 and len(scored) > 1:
            return self._end_game(game, rack, [m for *_, m in scored]).text
        return best.text

    def _end_game(self, game: Game, rack: Sequence[str], moves: list[LegalMove]) -> LegalMove:
        """With the bag empty, the tiles this player cannot see are the other player's
        rack. Of the highest-scoring moves, the one that leaves it furthest ahead after
        the other player's best reply; a move that ends the game (RULES.md 1.5: 4 tiles
        or fewer left) counts as won or lost by the margin after that last reply.
        """
        other = "".join(unseen_tiles(game, rack).elements())
        me = game.current
        margin = game.scores[me] - max(s for i, s in enumerate(game.scores) if i != me)
        ranked = sorted(moves, key=lambda m: (-m.score, len(m.tiles)))[:END_GAME_CANDIDATES]
        best, best_value = ranked[0], float("-inf")
        for m in ranked:
            after = m.evaluate(game.board, game.rules).board
            reply = max((r.score for r in legal_moves(after, other, game.rules)), default=0)
            value = margin + m.score - reply
            if len(rack) - len(m.tiles) <= 4:
                value += 1000 if value > 0 else -1000 if value < 0 else 0
            if value > best_value:
                best, best_value = m, value
        return best


def best_move(moves: Sequence[LegalMove]) -> LegalMove:
    """The highest-scoring move; on a tie the one with fewer tiles, then the first."""
    return max(moves, key=lambda m: (m.score, -len(m.tiles)))

