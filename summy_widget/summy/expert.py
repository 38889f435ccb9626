"""The ``expert`` level: static equity to pick candidates, then a look ahead at each.

1. Every legal move (and, with a full enough bag, the best exchange) gets its *static
   equity*: its points plus what the tiles it keeps are worth
   (:func:`~.leaves.leave_value`). The best :data:`CANDIDATES` go on, those within
   :data:`MARGIN` points of the best (a clear best move is played at once).
2. While the bag holds tiles, each candidate is played out on sampled racks: the other
   player's rack is drawn at random from the tiles this player cannot see
   (:func:`~.sight.unseen_tiles`; never the bag or another rack) and it plays its
   highest-scoring reply. By default (:data:`PLIES` = 1) a candidate is worth its
   static equity minus that reply; with ``plies=2`` this player then draws from the
   rest and plays its own best next move, and a candidate is worth its points, minus
   the reply, plus that next move. Values are averaged over the samples (every
   candidate sees the same samples). A candidate that cannot catch the leader (its mean
   difference plus :data:`PRUNE_Z` standard errors stays below zero) is stopped early,
   and its share of the budget goes to the others.
3. With the bag empty the unseen tiles *are* the other player's rack, so the search
   needs no samples: for each of the best-scoring moves, the other player's strongest replies
   (and the replies that end the game), then this player's best answer. A move that
   ends the game (4 tiles or fewer left, RULES.md 1.5) is scored by the final margin
   after the other player's last turn, a won ending above any open position.

The budget is counted in work, not time: ``work`` calls of ``legal_moves`` per move
(:data:`WORK`; :data:`PYODIDE_WORK` under Pyodide, which is 3-5 times slower), so a game
replays exactly on any machine. ``seconds`` is only a safety cap on a very slow
machine (it stops the look ahead and keeps the rounds done so far; only then can the
choice depend on the machine's speed). The samples come from a ``random.Random``
seeded by the game's seed and the turn number.

>>> from summy_widget.summy import Game
>>> game = Game(seed=3)
>>> player = ExpertPlayer(work=8)
>>> text = player.choose(game, 0)
>>> text == ExpertPlayer(work=8).choose(game.copy(), 0)
True
>>> _ = game.play(text)
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from statistics import fmean, stdev

from ..errors import expect_type
from .board import Board
from .errors import IllegalMoveError
from .game import Game
from .leaves import best_leave, choose_exchange, kept_tiles, leave_value
from .movegen import LegalMove, legal_moves
from .rules import Rules
from .sight import turn_rng, unseen_tiles

__all__ = ["CANDIDATES", "WORK", "ExpertPlayer"]

#: Is this Pyodide (the browser), where Python runs 3-5 times slower?
PYODIDE = sys.platform == "emscripten"
#: ``legal_moves`` calls per move for the look ahead: in CPython, and under Pyodide.
WORK = 12
PYODIDE_WORK = 8
#: A safety cap in seconds on the look ahead (reached only on a very slow machine).
SECONDS = 2.0
#: How many moves of the best static equity are looked at, at most, and how far below
#: the best static equity a move may be (a move further behind is seldom caught up).
CANDIDATES = 4
MARGIN = 10.0
#: Plies played out per sample: 1 (the other player's reply, then the static value of
#: the tiles kept) or 2 (and this player's best next move from a sampled draw).
PLIES = 1  # 2 plies cost twice the work per sample: fewer samples within the budget
#: How much the leave weighs against the points in the static equity.
LEAVE_WEIGHT = 1.3
#: The best exchange is a candidate while the bag holds at least this many tiles.
EXCHANGE_MIN_BAG = 8
#: Samples before a candidate may be stopped, and the standard errors it must be behind.
MIN_SAMPLES = 3
PRUNE_Z = 2.0
#: With the bag empty: moves looked at, and the other player's replies to each.
END_CANDIDATES = 8
END_REPLIES = 3
#: What a won (lost) ending is worth above (below) any open position.
WIN = 1000


@dataclass(frozen=True)
class Candidate:
    """A move or exchange to look at: its text, points, the tiles kept and the board after."""

    text: str
    score: int
    kept: tuple[str, ...]
    board: Board
    equity: float


class Budget:
    """The work left (``legal_moves`` calls) and the safety deadline.

    >>> budget = Budget(1, 60.0)
    >>> budget.moves(Board.start(), "4+37", Rules()) is not None
    True
    >>> budget.moves(Board.start(), "4+37", Rules()) is None
    True
    """

    def __init__(self, work: int, seconds: float) -> None:
        self.left = work
        self.deadline = time.perf_counter() + seconds

    def can(self, calls: int = 1) -> bool:
        """Is there work (and time) left for ``calls`` more calls?"""
        return self.left >= calls and time.perf_counter() < self.deadline

    def moves(self, board: Board, rack: Sequence[str], rules: Rules) -> list[LegalMove] | None:
        """``legal_moves`` counted against the budget; None when it is spent."""
        if not self.can():
            return None
        self.left -= 1
        return legal_moves(board, rack, rules)


def _kept(rack: Sequence[str], used: str) -> tuple[str, ...]:
    return tuple(kept_tiles(rack, used))


def _top_score(moves: Sequence[LegalMove]) -> int:
    return max((m.score for m in moves), default=0)


def _best(moves: Sequence[LegalMove]) -> LegalMove | None:
    """The highest-scoring move (fewer tiles on a tie, then the first), or None."""
    return max(moves, key=lambda m: (m.score, -len(m.tiles)), default=None)


def candidates(game: Game, rack: Sequence[str], moves: Sequence[LegalMove]) -> list[Candidate]:
    """The moves (and the best exchange) of the highest static equity, best first.

    >>> game = Game(seed=9)
    >>> rack = game.rack()
    >>> top = candidates(game, rack, legal_moves(game.board, rack))
    >>> 1 <= len(top) <= CANDIDATES and top[0].equity >= top[-1].equity
    True
    """
    weight = LEAVE_WEIGHT if game.bag_count else 0.0
    leaves: dict[tuple[str, ...], float] = {}
    ranked = []
    for n, m in enumerate(moves):
        kept = _kept(rack, m.tiles)
        if kept not in leaves:
            leaves[kept] = leave_value(kept)
        ranked.append((m.score + weight * leaves[kept], -len(m.tiles), -n, m, kept))
    ranked.sort(key=lambda e: e[:3], reverse=True)
    top = [Candidate(m.text, m.score, kept, m.evaluate(game.board, game.rules).board, value)
           for value, _, _, m, kept in ranked[:CANDIDATES] if value >= ranked[0][0] - MARGIN]
    if top and game.bag_count >= EXCHANGE_MIN_BAG:
        value, give = best_leave(rack)
        swap = Candidate(f"swap {give}", 0, _kept(rack, give), game.board, weight * value)
        full = len(top) >= CANDIDATES
        if swap.equity >= top[0].equity - MARGIN and not (full and swap.equity <= top[-1].equity):
            top = sorted([*(top[:-1] if full else top), swap], key=lambda c: c.equity, reverse=True)
            top = [c for c in top if c.equity >= top[0].equity - MARGIN]
    return top


def _playout(c: Candidate, opp: Sequence[str], bag: Sequence[str], rules: Rules,
             budget: Budget, plies: int) -> float | None:
    """Points of ``c``, minus the other player's best reply with ``opp``, plus (with
    ``plies=2``) this player's best next move after drawing from ``bag``, or (with
    ``plies=1``) the static value of the tiles ``c`` keeps; None when the budget is spent.
    """
    replies = budget.moves(c.board, opp, rules)
    if replies is None:
        return None
    reply = _best(replies)
    if plies < 2:
        return c.equity - (reply.score if reply else 0)
    board = c.board if reply is None else reply.evaluate(c.board, rules).board
    rack = c.kept + tuple(bag[: rules.rack_size - len(c.kept)])
    mine = budget.moves(board, rack, rules)
    if mine is None:
        return None
    return c.score - (reply.score if reply else 0) + _top_score(mine)


def _behind(values: list[float], leader: list[float]) -> bool:
    """Can the candidate with these sample values no longer catch the leader?"""
    n = len(values)
    if n < max(MIN_SAMPLES, 2):
        return False
    diffs = [a - b for a, b in zip(values, leader)]
    return fmean(diffs) + PRUNE_Z * stdev(diffs) / n**0.5 < 0


def simulate(game: Game, rack: Sequence[str], cands: list[Candidate], budget: Budget,
             rng: random.Random, plies: int = 1) -> Candidate:
    """The candidate with the best mean over sampled play-outs (see the module).

    >>> game = Game(seed=9)
    >>> rack = game.rack()
    >>> cands = candidates(game, rack, legal_moves(game.board, rack))
    >>> simulate(game, rack, cands, Budget(0, 1.0), random.Random(1)) == cands[0]
    True
    """
    pool = sorted(unseen_tiles(game, rack).elements())
    n_opp = min(game.rules.rack_size, len(pool))
    values: list[list[float]] = [[] for _ in cands]
    alive = list(range(len(cands)))
    while len(alive) > 1 and budget.can(plies * len(alive)):
        rng.shuffle(pool)
        opp, bag = pool[:n_opp], pool[n_opp:]
        done = [(i, _playout(cands[i], opp, bag, game.rules, budget, plies)) for i in alive]
        if any(v is None for _, v in done):
            break  # the safety cap: keep only whole rounds
        for i, v in done:
            values[i].append(v)
        lead = max(alive, key=lambda i: (fmean(values[i]), -i))
        alive = [i for i in alive if i == lead or not _behind(values[i], values[lead])]
    if not values[alive[0]]:
        return cands[0]
    rounds = min(len(values[i]) for i in alive)
    return cands[max(alive, key=lambda i: (fmean(values[i][:rounds]), -i))]


def _terminal(margin: float) -> float:
    """A finished game's margin, a win above and a loss below every open position."""
    return margin + (WIN if margin > 0 else -WIN if margin < 0 else 0)


def _end_replies(replies: list[LegalMove], held: int) -> list[LegalMove]:
    """The other player's replies worth looking at: the best scores and the best ends."""
    ranked = sorted(replies, key=lambda r: (-r.score, len(r.tiles)))
    ends = [r for r in ranked if held - len(r.tiles) <= 4][:2]
    return ranked[:END_REPLIES] + [r for r in ends if r not in ranked[:END_REPLIES]]


def _end_value(game: Game, rack: Sequence[str], opp: tuple[str, ...], m: LegalMove,
               margin: int, budget: Budget) -> float | None:
    """Exact value of ``m`` with the bag empty (see the module); None when out of budget."""
    rules = game.rules
    kept = _kept(rack, m.tiles)
    after = m.evaluate(game.board, rules).board
    replies = budget.moves(after, opp, rules)
    if replies is None:
        return None
    base = margin + m.score
    if len(kept) <= 4:  # this turn begins the end: the other player has one last turn
        return _terminal(base - _top_score(replies))
    worst = None
    for r in _end_replies(replies, len(opp)) or [None]:
        board = after if r is None else r.evaluate(after, rules).board
        answer = budget.moves(board, kept, rules)
        if answer is None:
            return worst
        value = base - (r.score if r else 0) + _top_score(answer)
        if r is not None and len(opp) - len(r.tiles) <= 4:
            value = _terminal(value)  # its reply ended the game: ours was the last turn
        worst = value if worst is None else min(worst, value)
    return worst


def end_search(game: Game, rack: Sequence[str], moves: list[LegalMove],
               budget: Budget) -> LegalMove:
    """With the bag empty: the move whose worst outcome against the other player's
    replies is best (the other player's rack is known: the unseen tiles).

    >>> game = Game(seed=9)
    >>> game._bag = []
    >>> moves = legal_moves(game.board, game.rack())
    >>> end_search(game, game.rack(), moves, Budget(20, 5.0)) in moves
    True
    """
    ranked = sorted(moves, key=lambda m: (-m.score, len(m.tiles)))
    if game.last_round:  # this is the last turn: only the points count
        return ranked[0]
    # A real game's unseen tiles are the other rack (at most a rack of them); the cut
    # only guards a position set up by hand.
    opp = tuple(sorted(unseen_tiles(game, rack).elements()))[: game.rules.rack_size]
    me = game.current
    margin = game.scores[me] - max(s for i, s in enumerate(game.scores) if i != me)
    ends = [m for m in ranked if len(rack) - len(m.tiles) <= 4][:3]
    looked = ranked[:END_CANDIDATES] + [m for m in ends if m not in ranked[:END_CANDIDATES]]
    best, best_value = ranked[0], None
    for m in looked:
        value = _end_value(game, rack, opp, m, margin, budget)
        if value is None:
            break
        if best_value is None or value > best_value:
            best, best_value = m, value
    return best


def stuck(game: Game, rack: Sequence[str]) -> str:
    """The exchange when no placement is possible. With the bag empty the tiles are
    simply discarded: ahead, down to 4 so that the game ends; else one tile at a time.

    >>> game = Game(seed=1)
    >>> stuck(game, "====xx:1")
    'swap ====xx:1'
    >>> game._bag, game.scores = [], [10, 0]
    >>> stuck(game, "====xx:1"), stuck(game, "=+7")
    ('swap ===x', 'swap 7')
    """
    if game.bag_count:
        return f"swap {best_leave(rack)[1]}"
    give = choose_exchange(rack)
    me = game.current
    ahead = game.scores[me] > max(s for i, s in enumerate(game.scores) if i != me)
    if ahead and len(rack) > 4:
        extra = list(_kept(rack, give))
        give = (give + "".join(extra))[: len(rack) - 4]
    return f"swap {give if ahead else give[0]}"


@dataclass(frozen=True)
class ExpertPlayer:
    """The ``expert`` computer player; ``work`` is its budget in ``legal_moves`` calls per
    move (by default :data:`WORK`, :data:`PYODIDE_WORK` under Pyodide) and ``seconds`` a
    safety cap.

    >>> ExpertPlayer().level, ExpertPlayer(work=10).work
    ('expert', 10)
    >>> ExpertPlayer(work=-1)
    Traceback (most recent call last):
    ...
    ValueError: work must be 0 (no look ahead) or more, not -1
    """

    work: int | None = None
    seconds: float = SECONDS
    plies: int = PLIES
    level: str = field(default="expert", init=False)

    def __post_init__(self) -> None:
        if self.work is not None:
            expect_type("work", self.work, int, "a whole number of legal_moves calls")
        expect_type("seconds", self.seconds, (int, float), "a number of seconds")
        expect_type("plies", self.plies, int, "1 or 2")
        if self.work is not None and self.work < 0:
            raise ValueError(f"work must be 0 (no look ahead) or more, not {self.work}")
        if not self.seconds > 0:
            raise ValueError(f"seconds must be above 0, not {self.seconds}")
        if self.plies not in (1, 2):
            raise ValueError(f"plies must be 1 or 2, not {self.plies}")

    def budget(self) -> Budget:
        """A fresh budget for one move."""
        work = self.work if self.work is not None else PYODIDE_WORK if PYODIDE else WORK
        return Budget(work, self.seconds)

    def choose(self, game: Game, seat: int | None = None) -> str:
        """The action text (a move text or ``swap ...``) for ``seat``; never changes ``game``."""
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
        if not moves:
            return stuck(game, rack)
        if len(game.players) == 2 and game.bag_count == 0:
            return end_search(game, rack, moves, self.budget()).text
        cands = candidates(game, rack, moves)
        if len(game.players) != 2 or len(cands) == 1:
            return cands[0].text
        rng = turn_rng(game, self.level)
        return simulate(game, rack, cands, self.budget(), rng, self.plies).text
