"""Computer players for Summy, at levels a teacher can pick.

* ``beginner``: a random legal move, short sums much more likely than long ones.
* ``greedy``: the move that scores most now.
* ``strong``: score now plus the worth of the tiles it keeps (an ``=``, one or two
  operators, four or five digits make the next sum easy), a little less for a move
  that leaves a long open line the opponent can use, and it plays out its tiles
  when the end is near.

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

from .board import Board
from .game import Game
from .movegen import LegalMove, legal_moves
from .rules import Rules

__all__ = ["LEVELS", "Player", "choose_exchange", "computer_move", "get_player"]

LEVELS = ("beginner", "greedy", "strong")

_OPS = "+-x:"


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
        end_near = game.bag_count <= 6 or game.last_round
        best = None
        best_value = float("-inf")
        for m in moves:
            value = float(m.score)
            kept = list(rack)
            for s in m.tiles:
                kept.remove(s)
            if end_near:
                # Near the end points now count most, and emptying the rack ends the game.
                value += 0.5 * len(m.tiles)
            else:
                value += leave_value(kept) + _openness(game.board, m, game.rules)
            if value > best_value or (value == best_value and rng.random() < 0.5):
                best, best_value = m, value
        assert best is not None
        return best.text


def _openness(board: Board, m: LegalMove, rules: Rules) -> float:
    """A small penalty for the long open lines a move hands to the other player."""
    r, c = m.move.start
    if m.move.direction == "across":
        before, after = (r, c - 2), (r, c + len(m.move.symbols) + 1)
    else:
        before, after = (r - 2, c), (r + len(m.move.symbols) + 1, c)
    penalty = 0.0
    for cell in (before, after):
        if board.get(*cell) == ".":
            penalty += 0.3
    return -penalty


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
