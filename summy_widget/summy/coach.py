"""The ``coach`` level: a computer player that keeps the game close.

It reads only what is public: the other players' recent turn scores and the score margin
(``game.history``, ``game.scores``), the board, its own rack and the bag's size; never
another rack or the bag's order. While it is behind, level, or ahead by at most
:data:`LEAD` points, it plays its best (``strong``'s move). With a bigger lead it holds
back: it aims each move's points at what the other player has scored lately, lowered by
the lead beyond :data:`LEAD` spread over the turns the bag still holds, and plays the
legal move whose points come nearest that aim, the tiles it keeps counting a little
(:func:`~.players.leave_value`). When even its lowest move would score more than
:data:`EXCHANGE_GAP` points above the aim (far ahead, late in the game, against a player
who scores little), it exchanges one tile instead, for no points: the tile it wants least
(:func:`hold_back_exchange`). It never plays a silly move: otherwise, while a move exists,
it exchanges only a rack ``strong`` would exchange too (a hopeless one), and with no move
it exchanges what unbalances its rack (:func:`stuck_exchange`). Near ties are broken by a
``random.Random`` seeded from the game's seed and turn, so a game replays exactly.

>>> from summy_widget.summy import Game, get_player
>>> game = Game(seed=3)
>>> text = get_player("coach").choose(game, 0)
>>> text == get_player("coach").choose(game, 0)
True
>>> _ = game.play(text)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .expert import ExpertPlayer
from .game import Game
from .leaves import kept_tiles
from .movegen import LegalMove, legal_moves
from .players import (
    EXCHANGE_MIN_BAG,
    LEAVE_WEIGHT,
    Player,
    _rng,
    choose_exchange,
    leave_value,
)

__all__ = ["EXCHANGE_GAP", "Coach", "LEAD", "OPENING_AIM", "RECENT_TURNS", "aim",
           "hold_back_exchange", "lead", "margin", "recent_scores", "stuck_exchange"]

#: How many of the other players' latest turns the aim averages.
RECENT_TURNS = 4
#: The aim before the other players have played a turn (about a turn's points between
#: ``greedy`` players).
OPENING_AIM = 20
#: Tiles the bag loses in a round of two players (each plays about five); the margin is
#: spread over the turns the bag still holds, at most ``MAX_TURNS_LEFT``.
TILES_PER_ROUND = 10
MAX_TURNS_LEFT = 8
#: How much the tiles a move keeps count, as a share of ``strong``'s ``LEAVE_WEIGHT``.
LEAVE_SHARE = 0.5
#: Points added to the aim (none: with its best played until it leads by :data:`LEAD`,
#: the coach needs no extra to keep up).
AIM_BONUS = 0
#: Until it leads by more than this many points, the coach plays its best
#: (:data:`BEST_LEVEL`); with a bigger lead it aims at the lead coming down to this.
#: Once the bag holds fewer than :data:`END_BAG` tiles it aims at no lead at all.
LEAD = 10
END_BAG = 20
#: Behind by more than this many points, the coach plays :data:`FAR_BEHIND_LEVEL`.
FAR_BEHIND = 20
FAR_BEHIND_LEVEL = "expert"
#: The level whose move the coach plays when behind or when its aim is above every move.
BEST_LEVEL = "strong"
#: Moves whose cost is within this many points of the best are chosen at random.
SLACK = 2.0
#: Holding back, when even the lowest move scores more than this many points above the
#: aim, the coach exchanges one tile (no points) while the bag still holds tiles.
EXCHANGE_GAP = 8


def recent_scores(game: Game, seat: int) -> list[int]:
    """The points of the other players' latest turns (at most :data:`RECENT_TURNS`).

    >>> game = Game(seed=1)
    >>> _ = game.play("swap 29")
    >>> recent_scores(game, 1)
    [0]
    """
    others = [t.score for t in game.history if t.player != seat]
    return others[-RECENT_TURNS:]


def margin(game: Game, seat: int) -> int:
    """``seat``'s score minus the best other score (negative when behind).

    >>> game = Game(seed=1)
    >>> game.scores = [30, 42]
    >>> margin(game, 0), margin(game, 1)
    (-12, 12)
    """
    return game.scores[seat] - max(s for i, s in enumerate(game.scores) if i != seat)


def aim(game: Game, seat: int) -> float:
    """The points ``seat`` aims at this turn: the other players' recent average (plus
    :data:`AIM_BONUS`), minus the lead beyond :data:`LEAD` spread over the turns the bag
    still holds (at most :data:`MAX_TURNS_LEFT`): lower the further ahead it is.

    >>> game = Game(seed=1)
    >>> game.scores = [LEAD, 0]
    >>> aim(game, 0)
    20.0
    >>> game.scores = [LEAD + 40, 0]
    >>> aim(game, 0)
    15.0
    """
    recent = recent_scores(game, seat)
    average = sum(recent) / len(recent) if recent else float(OPENING_AIM)
    turns_left = min(MAX_TURNS_LEFT, 1 + game.bag_count // TILES_PER_ROUND)
    return max(0.0, average + AIM_BONUS - (margin(game, seat) - lead(game)) / turns_left)


def lead(game: Game) -> int:
    """The lead the coach allows itself: :data:`LEAD`, or none near the end.

    >>> lead(Game(seed=1)) == LEAD
    True
    """
    return LEAD if game.bag_count >= END_BAG else 0


def stuck_exchange(rack: Sequence[str]) -> str:
    """The tiles to give up when no move is possible: those :func:`~.players.choose_exchange`
    gives, and when the tiles kept lack an ``=`` or an operator, digits too, so that at
    most three digits are kept (room to draw what is missing).

    >>> stuck_exchange("79775590")
    '79750'
    >>> stuck_exchange("====xx:1")
    '===x:'
    """
    give = Counter(choose_exchange(rack))
    kept = Counter(rack) - give
    if not kept["="] or not any(kept[o] for o in "+-x:"):
        digits = sorted((s for s in kept.elements() if s.isdigit()), key="9875643210".index)
        give.update(digits[3:])
    out = []
    for s in rack:
        if give[s] > 0:
            out.append(s)
            give[s] -= 1
    return "".join(out)


def hold_back_exchange(rack: Sequence[str]) -> str:
    """The one tile the coach gives up when it holds back by exchanging: the tile whose
    going leaves the most valuable rest (:func:`~.players.leave_value`; on a tie, the
    first in sorted order).

    >>> hold_back_exchange("====xx:7")
    '='
    >>> hold_back_exchange("=+345789")
    '3'
    """
    return max(sorted(set(rack)), key=lambda symbol: leave_value(kept_tiles(rack, symbol)))


def _level_move(level: str, game: Game) -> str:
    """The move of ``level`` (``expert`` or one of :data:`.players.LEVELS`)."""
    return (ExpertPlayer() if level == "expert" else Player(level)).move(game)


@dataclass(frozen=True)
class Coach(Player):
    """The ``coach`` level (see the module's docstring).

    >>> Coach().level
    'coach'
    """

    level: str = "coach"

    def __post_init__(self) -> None:
        """Nothing to check: the level is always ``coach``."""

    def move(self, game: Game) -> str:
        """The move text or exchange text (``swap ...``) for the player to move."""
        if game.over:
            return super().move(game)  # raises: the game is over
        seat = game.current
        rack = game.rack(seat)
        moves = legal_moves(game.board, rack, game.rules)
        if not moves:
            return f"swap {stuck_exchange(rack)}"
        target = aim(game, seat)
        top = max(m.score for m in moves)
        strong = None
        if game.bag_count >= EXCHANGE_MIN_BAG:
            strong = Player("strong").move(game)
            if strong.startswith("swap"):
                return strong  # a hopeless rack: strong exchanges it rather than play
        ahead = margin(game, seat)
        if ahead < -FAR_BEHIND:
            return _level_move(FAR_BEHIND_LEVEL, game)  # far behind: its very best
        if ahead <= lead(game) or target >= top:  # behind or level: its best
            if strong is not None and BEST_LEVEL == "strong":
                return strong
            return _level_move(BEST_LEVEL, game)
        if game.bag_count and min(m.score for m in moves) - target > EXCHANGE_GAP:
            return f"swap {hold_back_exchange(rack)}"  # far ahead: even a short sum is too much
        return self._nearest(moves, rack, target, game.bag_count, _rng(game, self.level))

    @staticmethod
    def _nearest(moves: list[LegalMove], rack: Sequence[str], target: float, bag: int,
                 rng: random.Random) -> str:
        """A move whose points come nearest ``target``, its kept tiles counting a little;
        one of those within :data:`SLACK` of the best, chosen by ``rng``."""
        weight = LEAVE_SHARE * LEAVE_WEIGHT if bag else 0.0

        def cost(m: LegalMove) -> float:
            kept = kept_tiles(rack, m.tiles)
            return abs(m.score - target) - weight * leave_value(kept)

        costs = [cost(m) for m in moves]
        best = min(costs)
        near = [m for m, c in zip(moves, costs) if c <= best + SLACK]
        return rng.choice(near).text
