"""Computer players for Summy, at levels a teacher can pick.

* ``beginner``: a random legal move, short sums much more likely than long ones.
* ``greedy``: the move that scores most now.
* ``strong``: the move worth most: its points plus what the tiles it keeps are worth
  for the next turn (:func:`leave_value`: one ``=``, an operator and high digits are
  worth keeping, a second ``=``, ``x``, ``:`` and low digits are not); it exchanges
  when keeping its best tiles and drawing is worth more than every move. With the bag
  empty it weighs the other player's best reply and plays to end a game it wins.

A player sees only what its own seat may see: the board, its own rack, the bag's
size and the history; never the bag's order or another rack. Its random choices
come from a ``random.Random`` seeded by the game's seed and the turn number, so a
game between computers replays exactly. When no placement is possible it
exchanges the tiles that unbalance its rack.

>>> from summy_widget.summy import Game
>>> game = Game(seed=3)
>>> text = get_player("greedy").choose(game, 0)
>>> text == computer_move(game, "greedy")
True
>>> _ = game.play(text)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .errors import IllegalMoveError
from .game import Game
from .move import Exchange
from .movegen import LegalMove, legal_moves

__all__ = [
    "LEVELS",
    "Player",
    "best_leave",
    "choose_exchange",
    "computer_move",
    "get_player",
    "leave_value",
]

LEVELS = ("beginner", "greedy", "strong")

_OPS = "+-x:"

#: What keeping one tile on the rack is worth, in points of the next turn, against
#: drawing a fresh tile in its place. Estimated by fitting the next turn's score to the
#: tiles kept, over about 2,300 turns of seeded greedy self-play, then rounded: high
#: digits (5, 7, 9) are worth keeping, low digits and 0 less, operators (above all x and
#: :) and a second = are better played or exchanged.
LEAVE_TILE = {
    "0": -2.5, "1": -1.5, "2": -2.0, "3": -1.1, "4": -1.1,
    "5": 1.0, "6": -0.1, "7": 2.5, "8": -0.5, "9": 2.5,
    "+": -3.8, "-": -3.0, "x": -4.3, ":": -5.7, "=": -1.9,
}
#: Kept tiles together: one = is worth keeping, more are not; no operator at all hurts.
LEAVE_HAS_EQ = 2.2
LEAVE_EXTRA_EQ = -4.1
LEAVE_NO_OP = -3.8

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
    return random.Random(f"summy:{game.seed}:{len(game.history)}:{game.current}:{level}")


def leave_value(tiles: Sequence[str]) -> float:
    """What the tiles kept on the rack are worth for the next turn, in points (higher is
    better), against drawing fresh tiles in their place.

    >>> leave_value("=+3457") > leave_value("====xx")
    True
    >>> round(leave_value(""), 1), round(leave_value("="), 1)
    (-3.8, -3.5)
    """
    count = Counter(tiles)
    value = sum(LEAVE_TILE[s] * n for s, n in count.items())
    eq = count["="]
    if eq:
        value += LEAVE_HAS_EQ + LEAVE_EXTRA_EQ * (eq - 1)
    if not any(count[o] for o in _OPS):
        value += LEAVE_NO_OP
    return value


def best_leave(rack: Sequence[str]) -> tuple[float, str]:
    """The best exchange: the value of the tiles kept and the tiles to give (at least one).

    Every choice of tiles to keep is tried (at most 255 for a rack of 8).

    >>> best_leave("====xx:7")
    (-1.0, '===xx:')
    """
    rack = list(rack)
    best_value, best_kept = float("-inf"), ""
    seen: set[str] = set()
    for mask in range((1 << len(rack)) - 1):
        kept = "".join(sorted(rack[i] for i in range(len(rack)) if mask >> i & 1))
        if kept not in seen:
            seen.add(kept)
            value = leave_value(kept)
            if value > best_value:
                best_value, best_kept = value, kept
    give = list(rack)
    for s in best_kept:
        give.remove(s)
    return round(best_value, 6), "".join(give)


def choose_exchange(rack: Sequence[str]) -> str:
    """The tiles to give up when no placement is possible: what unbalances the rack.

    Keeps one ``=``, up to two operators (``+`` and ``-`` first) and up to five
    different digits; gives up the rest, and at least one tile.

    >>> choose_exchange("====xx:1")
    '===x:'
    >>> choose_exchange("=+3457")
    '34'
    """
    keep: list[str] = []
    give: list[str] = []
    seen_digits: set[str] = set()
    ops = 0
    eq = False
    order = sorted(range(len(rack)), key=lambda i: ("=+-x:".find(rack[i]) % 9, i))
    for i in order:
        s = rack[i]
        if s == "=":
            (give if eq else keep).append(s)
            eq = True
        elif s in _OPS:
            if ops < 2 and not (s in "x:" and any(k in "x:" for k in keep)):
                keep.append(s)
                ops += 1
            else:
                give.append(s)
        elif s in seen_digits or len(seen_digits) >= 5:
            give.append(s)
        else:
            seen_digits.add(s)
            keep.append(s)
    if not give:
        # A balanced rack with no move: change the digits, which decide the sums.
        digits = [s for s in rack if s.isdigit()]
        give = digits[:2] if digits else list(rack[:1])
    return "".join(give)


@dataclass(frozen=True)
class Player:
    """A computer player of one ``level`` (see :data:`LEVELS`).

    >>> get_player("greedy").level
    'greedy'
    """

    level: str = "greedy"

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r}: use one of {', '.join(LEVELS)}")

    def choose(self, game: Game, seat: int | None = None) -> str:
        """The action text (a move text or ``swap ...``) for ``seat``; never changes ``game``.

        ``seat`` (by default the seat to move) must be the seat to move.
        """
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
        have = Counter(rack)
        leaves: dict[str, float] = {}

        def equity(m: LegalMove) -> float:
            kept = "".join(sorted((have - Counter(m.tiles)).elements()))
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


def unseen_tiles(game: Game, rack: Sequence[str]) -> Counter[str]:
    """The tiles the player holding ``rack`` cannot see: in the bag or on other racks.

    That is the tile set minus the board, its own rack and the exchanged tiles (named
    aloud when exchanged); it reads neither the bag nor another rack.

    >>> game = Game(seed=1)
    >>> sum(unseen_tiles(game, game.rack()).values()) == game.bag_count + 8
    True
    """
    unseen = Counter(game.rules.tiles)
    unseen.subtract(s for _, s in game.board.tiles())
    unseen.subtract(rack)
    for turn in game.history:
        if isinstance(turn.action, Exchange):
            unseen.subtract(turn.action.tiles)
    return +unseen


def best_move(moves: Sequence[LegalMove]) -> LegalMove:
    """The highest-scoring move; on a tie the one with fewer tiles, then the first."""
    return max(moves, key=lambda m: (m.score, -len(m.tiles)))


def get_player(level: str = "greedy") -> Player:
    """The computer player of ``level``: ``"beginner"``, ``"greedy"`` or ``"strong"``."""
    return Player(level)


def computer_move(game: Game, level: str = "greedy") -> str:
    """The move text or exchange text the computer plays for the player to move.

    Play it with ``game.play(text)``. It depends only on the board, the player's own
    rack, the bag's size, the history, the game's seed and the turn number.
    """
    return get_player(level).move(game)
