"""Computer players for Summy, at levels a teacher can pick.

* ``beginner``: a random legal move, short sums much more likely than long ones.
* ``greedy``: the move that scores most now.
* ``strong``: of the few highest-scoring moves, the one with the best score now
  minus the other player's likely best reply (tried with racks drawn from the tiles
  it cannot see).

A player sees only what its own seat may see: the board, its own rack, the bag's
size and the history; never the bag's order or another rack. Its random choices
come from a ``random.Random`` seeded by the game's seed and the turn number, so a
game between computers replays exactly. When no placement is possible it
exchanges the tiles that unbalance its rack.

>>> from summy_widget.summy import Game
>>> game = Game(seed=3)
>>> text = computer_move(game, "greedy")
>>> text == computer_move(game, "greedy")
True
>>> _ = game.apply(text)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .game import Game
from .movegen import LegalMove, legal_moves

__all__ = ["LEVELS", "Player", "choose_exchange", "computer_move", "get_player"]

LEVELS = ("beginner", "greedy", "strong")

_OPS = "+-x:"
#: How many of the highest-scoring moves ``strong`` looks at, and how many racks it
#: tries for the other player's reply to each.
STRONG_CANDIDATES = 4
STRONG_SAMPLES = 2


def _rng(game: Game, level: str) -> random.Random:
    """The player's own random source for this turn (the same on every replay)."""
    return random.Random(f"summy:{game.seed}:{len(game.history)}:{game.current}:{level}")


def leave_value(tiles: Sequence[str]) -> float:
    """How useful the tiles kept on the rack are for the next sums (higher is better).

    >>> leave_value("=+3457") > leave_value("====xx")
    True
    """
    count = Counter(tiles)
    eq = count["="]
    ops = sum(count[o] for o in _OPS)
    digits = sum(count[d] for d in "0123456789")
    value = 0.0
    value += 7.0 if eq else 0.0
    value -= 4.0 * max(eq - 1, 0)
    value += 2.5 * min(ops, 2) - 4.0 * max(ops - 2, 0)
    value -= 1.5 * max(count["x"] + count[":"] - 1, 0)
    value += 1.2 * min(digits, 5) - 1.5 * max(digits - 5, 0)
    value -= 1.0 * sum(n - 1 for d, n in count.items() if d.isdigit() and n > 1)
    return value


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

    def move(self, game: Game) -> str:
        """The move text or exchange text (``swap ...``) for the player to move."""
        if game.over:
            raise ValueError("the game is over: there is no move to choose")
        rack = game.rack(game.current)
        moves = legal_moves(game.board, rack, game.rules)
        rng = _rng(game, self.level)
        if not moves:
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
        """Score now minus the other player's likely best reply, over the best few moves.

        The reply is tried with racks drawn from the tiles this player cannot see
        (the tile set minus the board, its own rack and the exchanged tiles, which were
        named aloud), the same racks for every candidate so they are compared fairly.
        """
        ranked = sorted(moves, key=lambda m: (-m.score, len(m.tiles)))
        candidates = ranked[:STRONG_CANDIDATES]
        if len(candidates) == 1:
            return candidates[0].text
        unseen = Counter(game.rules.tiles)
        unseen.subtract(s for _, s in game.board.tiles())
        unseen.subtract(rack)
        for turn in game.history:
            if turn.kind == "exchange":
                unseen.subtract(turn.text[5:])
        pool = sorted(unseen.elements())
        size = min(game.rules.rack_size, len(pool))
        samples = [rng.sample(pool, size) for _ in range(STRONG_SAMPLES)] if size else []
        best = candidates[0]
        best_value = float("-inf")
        for m in candidates:
            after = m.evaluate(game.board, game.rules).board
            replies = [
                max((r.score for r in legal_moves(after, sample, game.rules)), default=0)
                for sample in samples
            ]
            value = m.score - (sum(replies) / len(replies) if replies else 0.0)
            if value > best_value:
                best, best_value = m, value
        return best.text


def best_move(moves: Sequence[LegalMove]) -> LegalMove:
    """The highest-scoring move; on a tie the one with fewer tiles, then the first."""
    return max(moves, key=lambda m: (m.score, -len(m.tiles)))


def get_player(level: str = "greedy") -> Player:
    """The computer player of ``level``: ``"beginner"``, ``"greedy"`` or ``"strong"``."""
    return Player(level)


def computer_move(game: Game, level: str = "greedy") -> str:
    """The move text or exchange text the computer plays for the player to move.

    Play it with ``game.apply(text)``. It depends only on the board, the player's own
    rack, the bag's size, the history, the game's seed and the turn number.
    """
    return get_player(level).move(game)
