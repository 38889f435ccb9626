"""Every legal placement of a rack on a board (RULES.md 1.4), each exactly once, with its score.

The generator walks each row and column that holds a tile. From every cell where a
main run may begin it reads the line left to right (or top to bottom), taking the
tiles already there and putting rack tiles on the empty cells, and parses the sum
as it grows: ``NUMBER (OP NUMBER)+ = NUMBER``. A prefix that can no longer become a
correct sum is dropped at once (an operator first, two operators in a row, a
leading zero, a division by zero, an inexact division or a negative step when the
rules forbid them, no ``=`` left to place). Once the ``=`` is reached the left side
has a value, so the right side is no longer a choice: it must spell that value,
and only has to be checked against the board and the rack.

>>> from summy_widget.summy import Board
>>> legal_moves(Board.start(), "4+3")   # no digit left for the right side
[]
>>> sorted((m.text, m.score) for m in legal_moves(Board.start(), "4+37"))
[('J13> 3+4(=)7', 14), ('J13> 4+3(=)7', 14), ('M10v 3+4(=)7', 14), ('M10v 4+3(=)7', 14)]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from math import gcd

from ..arithmetic import ALIASES, check_sum
from .board import ACROSS, DOWN, EMPTY, GREY, SIZE, Board
from .evaluate import MoveResult, evaluate_move
from .move import Move
from .rules import Rules

__all__ = ["LegalMove", "legal_moves", "rack_symbols"]

_TILES = "0123456789+-x:="
_DIGITS = "0123456789"
_DEFAULT_RULES = Rules()


@dataclass(frozen=True)
class LegalMove:
    """One legal placement: the :class:`Move` (in its canonical text) and its score.

    >>> from summy_widget.summy import Board
    >>> m = legal_moves(Board.start(), "4+37")[0]
    >>> m.move.direction in ("across", "down"), m.score == m.evaluate(Board.start()).score
    (True, True)
    """

    move: Move
    score: int

    @property
    def text(self) -> str:
        """The move text, e.g. ``"J13> 4+3(=)7"``."""
        return str(self.move)

    @property
    def tiles(self) -> str:
        """The rack tiles the move uses, in board order."""
        return self.move.tiles

    def evaluate(self, board: Board, rules: Rules | None = None) -> MoveResult:
        """The full :class:`MoveResult` (sums, caps, new board) of this move on ``board``."""
        return evaluate_move(board, self.move, rules)

    def __str__(self) -> str:
        return str(self.move)


def rack_symbols(rack: str | Iterable[str], rules: Rules | None = None) -> list[str]:
    """The rack as a list of canonical symbols; aliases such as ``*`` are accepted.

    >>> rack_symbols("3*4 =")
    ['3', 'x', '4', '=']
    >>> rack_symbols("3x", Rules(tile_set="beginner"))
    Traceback (most recent call last):
    ...
    ValueError: the rack holds 'x', which is not a tile of the beginner tile set
    """
    rules = rules or _DEFAULT_RULES
    allowed = rules.symbols
    out = []
    for ch in rack:
        if isinstance(ch, str) and ch.isspace():
            continue
        if not isinstance(ch, str) or len(ch) != 1:
            raise ValueError(f"{ch!r} is not a tile: a rack holds single symbols like '7' or '+'")
        ch = ALIASES.get(ch, ch)
        if ch not in _TILES:
            raise ValueError(f"{ch!r} is not a tile: use the digits 0-9, + - x : and =")
        if ch not in allowed:
            raise ValueError(
                f"the rack holds {ch!r}, which is not a tile of the {rules.tile_set} tile set"
            )
        out.append(ch)
    return out


# -- cross runs ----------------------------------------------------------------

_CROSS_CACHE: dict[tuple[str, bool, bool], int] = {}


def _sum_score(text: str, rules: Rules) -> int:
    """The score of ``text`` as a sum, or -1 when it is not a correct sum (cached)."""
    if len(text) < 5 or text.count("=") != 1:
        return -1
    key = (text, rules.exact_division, rules.negative_intermediates)
    score = _CROSS_CACHE.get(key)
    if score is None:
        verdict = check_sum(text, rules)
        score = verdict.score if verdict.valid else -1
        if len(_CROSS_CACHE) > 200_000:
            _CROSS_CACHE.clear()
        _CROSS_CACHE[key] = score
    return score


def _cross_parts(cells: str, r: int, c: int, direction: str) -> tuple[str, str]:
    """The tiles just before and just after the empty cell ``(r, c)`` in ``direction``."""
    step = 1 if direction == ACROSS else SIZE
    i = r * SIZE + c
    pos = c if direction == ACROSS else r
    before = []
    j, p = i - step, pos - 1
    while p >= 0 and cells[j] not in ".#":
        before.append(cells[j])
        j -= step
        p -= 1
    after = []
    j, p = i + step, pos + 1
    while p < SIZE and cells[j] not in ".#":
        after.append(cells[j])
        j += step
        p += 1
    return "".join(reversed(before)), "".join(after)


# -- exact fractions, light ------------------------------------------------------
# A value in the walk is an int, or a pair (p, q) for p/q in lowest terms with q > 1:
# much cheaper than Fraction in the inner loop, and just as exact.


def _ratio(p: int, q: int) -> int | tuple[int, int]:
    """p/q (q > 0) as an int or a pair in lowest terms.

    >>> _ratio(6, 3), _ratio(6, 4)
    (2, (3, 2))
    """
    g = gcd(p, q)
    if g != 1:
        p //= g
        q //= g
    return p if q == 1 else (p, q)


def _add(x: int | tuple[int, int], y: int | tuple[int, int]) -> int | tuple[int, int]:
    """x + y.

    >>> _add((1, 2), (1, 2)), _add(1, (1, 3))
    (1, (4, 3))
    """
    if type(x) is int:
        if type(y) is int:
            return x + y
        return (x * y[1] + y[0], y[1])  # already in lowest terms
    if type(y) is int:
        return (x[0] + y * x[1], x[1])
    return _ratio(x[0] * y[1] + y[0] * x[1], x[1] * y[1])


def _neg(x: int | tuple[int, int]) -> int | tuple[int, int]:
    return -x if type(x) is int else (-x[0], x[1])


def _mul(x: int | tuple[int, int], n: int) -> int | tuple[int, int]:
    return x * n if type(x) is int else _ratio(x[0] * n, x[1])


def _ge(x: int | tuple[int, int], y: int | tuple[int, int]) -> bool:
    """x >= y."""
    if type(x) is int:
        if type(y) is int:
            return x >= y
        return x * y[1] >= y[0]
    if type(y) is int:
        return x[0] >= y * x[1]
    return x[0] * y[1] >= y[0] * x[1]


# -- the generator ---------------------------------------------------------------


def legal_moves(
    board: Board, rack: str | Iterable[str], rules: Rules | None = None
) -> list[LegalMove]:
    """Every legal placement of tiles from ``rack`` on ``board``, each once, with its score.

    ``rack`` is a string such as ``"35+x=72"`` or a sequence of symbols. Each
    move is in the canonical form :meth:`Move.from_placements` gives (a single
    tile is written across when its row makes a sum, else down), and
    ``evaluate_move(board, m.move, rules).score == m.score`` for every ``m``.
    The order is fixed (rows top to bottom, then columns left to right), so a
    seeded player that picks from the list replays exactly.
    """
    rules = rules or _DEFAULT_RULES
    symbols = rack_symbols(rack, rules)
    return _Generator(board, symbols, rules).run()


def _unpruned_moves(
    board: Board, rack: str | Iterable[str], rules: Rules | None = None
) -> list[LegalMove]:
    """:func:`legal_moves` without the bounds on the value (slow): a check of the bounds.

    The walk still needs its tiles and its '=', but never drops a prefix because of its
    value, so every move the bounds would wrongly drop is found here.
    """
    rules = rules or _DEFAULT_RULES
    return _Generator(board, rack_symbols(rack, rules), rules, prune=False).run()


class _Generator:
    """One call of :func:`legal_moves`: the board, the rack as counts, and the results."""

    def __init__(self, board: Board, rack: list[str], rules: Rules, prune: bool = True) -> None:
        self.prune = prune
        self.board = board
        self.cells = board.cells
        self.rules = rules
        self.exact = rules.exact_division
        self.neg_ok = rules.negative_intermediates
        self.limit = min(len(rack), rules.rack_size)
        self.counts = Counter(rack)
        self.out: list[LegalMove] = []
        self._cross: dict[tuple[int, str], int] = {}  # (cell index, symbol) -> score or -1
        self._cross_parts: dict[int, tuple[str, str] | None] = {}

    # -- cross runs of the placed tiles --
    def cross_score(self, index: int, symbol: str, cross: str) -> int:
        """Score of the cross run through empty cell ``index`` holding ``symbol`` (-1: none)."""
        key = (index, symbol)
        got = self._cross.get(key)
        if got is not None:
            return got
        parts = self._cross_parts.get(index, False)
        if parts is False:
            before, after = _cross_parts(self.cells, index // SIZE, index % SIZE, cross)
            parts = (before, after) if (before or after) else None
            self._cross_parts[index] = parts
        score = -1 if parts is None else _sum_score(parts[0] + symbol + parts[1], self.rules)
        self._cross[key] = score
        return score

    def run(self) -> list[LegalMove]:
        if self.limit == 0:
            return self.out
        cells = self.cells
        for direction in (ACROSS, DOWN):
            for k in range(SIZE):
                if direction == ACROSS:
                    idx = [k * SIZE + j for j in range(SIZE)]
                else:
                    idx = [j * SIZE + k for j in range(SIZE)]
                line = [cells[i] for i in idx]
                if all(s in ".#" for s in line):
                    continue
                self.line(direction, k, idx, line)
        return self.out

    def line(self, direction: str, k: int, idx: list[int], line: list[str]) -> None:
        """All main runs in one row (``ACROSS``) or column (``DOWN``)."""
        limit = self.limit
        prune = self.prune
        counts = self.counts
        exact = self.exact
        neg_ok = self.neg_ok
        cross_dir = DOWN if direction == ACROSS else ACROSS
        cross_score = self.cross_score
        out = self.out
        n = SIZE
        # What lies further on along the line, before the next grey tile: an old '='?
        # the next old tile? old digits, and which old operators (they can serve the sum)?
        eq_ahead = [False] * (n + 1)
        next_old = [n + 99] * (n + 1)
        digits_ahead = [0] * (n + 1)
        ops_ahead: list[frozenset[str]] = [frozenset()] * (n + 1)
        zero_ahead = [False] * (n + 1)
        free_run = [0] * (n + 1)  # empty cells in a row from here
        for i in range(n - 1, -1, -1):
            s = line[i]
            if s == GREY:
                next_old[i] = n + 99
                continue
            eq_ahead[i] = s == "=" or eq_ahead[i + 1]
            next_old[i] = i if s != EMPTY else next_old[i + 1]
            digits_ahead[i] = digits_ahead[i + 1] + (s in _DIGITS)
            ops_ahead[i] = ops_ahead[i + 1] | {s} if s in "+-x:" else ops_ahead[i + 1]
            zero_ahead[i] = s == "0" or zero_ahead[i + 1]
            free_run[i] = free_run[i + 1] + 1 if s == EMPTY else 0
        # The rack as distinct symbols and their counts.
        rack_syms = sorted(counts)
        cnt = {s: counts[s] for s in _TILES}
        digit_syms = [s for s in rack_syms if s in _DIGITS]
        op_syms = [s for s in rack_syms if s in "+-x:"]
        rack_digits = sum(counts[d] for d in _DIGITS)
        pow10 = [10**j for j in range(2 * n + 2)]
        placed_syms: list[str] = [""] * n  # what is on each cell of the current run
        is_new = [False] * n
        single_down = direction == DOWN

        def emit(a: int, b: int, n_new: int) -> None:
            symbols = "".join(placed_syms[a : b + 1])
            old = tuple(not is_new[i] for i in range(a, b + 1))
            score = 0
            for ch in symbols:
                if ch in _DIGITS:
                    score += ord(ch) - 48
            for i in range(a, b + 1):
                if is_new[i]:
                    cs = cross_score(idx[i], placed_syms[i], cross_dir)
                    if cs >= 0:
                        score += cs
            if single_down and n_new == 1:
                # A single tile is written across when its row makes a sum.
                for i in range(a, b + 1):
                    if is_new[i] and cross_score(idx[i], placed_syms[i], cross_dir) >= 0:
                        return
            start = (k, a) if direction == ACROSS else (a, k)
            out.append(LegalMove(Move(start, direction, symbols, old), score))

        def right_side(a: int, e: int, value: int, n_new: int, has_old: bool) -> None:
            """The '=' is on cell ``e``: the right side must spell ``value``."""
            text = str(value)
            end = e + len(text)
            if end >= n:
                return
            taken: list[str] = []
            ok = True
            for j, ch in enumerate(text):
                i = e + 1 + j
                s = line[i]
                if s == EMPTY:
                    if cnt[ch] == 0 or n_new >= limit:
                        ok = False
                        break
                    cnt[ch] -= 1
                    taken.append(ch)
                    n_new += 1
                    placed_syms[i] = ch
                    is_new[i] = True
                elif s == ch:
                    has_old = True
                    placed_syms[i] = ch
                    is_new[i] = False
                else:
                    ok = False
                    break
            if ok and has_old and n_new > 0:
                after = end + 1
                if after >= n or line[after] in ".#":
                    emit(a, end, n_new)
            for ch in taken:
                cnt[ch] += 1

        # The parse state of the left side, passed along the walk:
        #   total: value of the finished additive terms; sign: +1/-1 of the current term;
        #   term: value of the current term's finished factors (None: no factor yet);
        #   mop: the x or : waiting for the current number; num: the current number
        #   (None right after an operator); zero: the current number is a lone 0;
        #   nums: how many numbers the left side has started.

        def close_factor(term, mop, num):  # noqa: ANN001, ANN202
            """The current term after its last number; None when the rules forbid it."""
            if term is None:
                return num
            if mop == "x":
                return term * num if type(term) is int else _ratio(term[0] * num, term[1])
            if num == 0:
                return None
            if type(term) is int:
                if term % num == 0:
                    return term // num
                if exact:
                    return None
                return _ratio(term, num)
            if exact:
                return None
            return _ratio(term[0], term[1] * num)

        def walk(a, i, n_new, nd, has_old, total, sign, term, mop, num, zero, nums):  # noqa: ANN001, ANN202
            """Read cell ``i`` of the left side (its symbols so far end at ``i - 1``).

            ``n_new`` tiles have been placed so far, ``nd`` of them digits.
            """
            if i >= n:
                return
            s = line[i]
            if s == GREY:
                return
            if not eq_ahead[i] and not cnt["="]:
                return
            rem = limit - n_new
            if not has_old and next_old[i] - i > rem:
                return
            # Enough tiles left for the shortest completion: [digit] [op digit] = digit.
            if num is None:
                need = 5 if nums == 0 else 3
            else:
                need = 4 if nums < 2 else 2
            fr = free_run[i]
            if (need if need < fr else fr) > rem:
                return
            # Bounds on the value: it must be 0 or more and fit the digits left for the
            # right side (the value only grows while no '-' can come, and a subtraction
            # uses up digits: the right side never has more than `pool` digits).
            ahead = ops_ahead[i]
            pool = rack_digits - nd + digits_ahead[i] - (1 if num is None else 0)
            if pool < 1 and prune:
                return
            # The current term so far: later factors (never x 0 here) do not shrink it;
            # a later division by a q-digit number divides it by less than 10**q.
            cur = None
            if (
                num is not None
                and mop != ":"
                and not ((cnt["x"] or "x" in ahead) and (cnt["0"] or zero_ahead[i]))
            ):
                cur = num if term is None else _mul(term, num)
            can_divide = cnt[":"] or ":" in ahead
            if not prune:
                pass
            elif sign > 0:
                # A later subtraction or division using q digits (worth < 10**q) leaves
                # pool - q digits for the rest; the value stays at least 10**(pool - q).
                if type(total) is int and type(cur) is int:
                    if total + cur >= pow10[pool] and (total >= 0 or not can_divide):
                        return
                    if total >= pow10[pool]:
                        return
                elif cur is not None and (_ge(total, 0) or not can_divide):
                    if _ge(_add(total, cur), pow10[pool]):
                        return
                elif _ge(total, pow10[pool]):
                    return
            elif (
                cur is not None
                and not can_divide
                and not cnt["+"]
                and "+" not in ahead
                and not _ge(total, cur)
            ):
                return
            if s != EMPTY:
                choices = (s,)
                new = False
                has_old = True
            else:
                if n_new >= limit:
                    return
                if num is None:
                    choices = digit_syms
                elif zero:
                    choices = op_syms
                    if cnt["="]:
                        choices = [*op_syms, "="]
                else:
                    choices = rack_syms
                new = True
            # After an operator the next cell needs a digit, and the value so far must
            # fit the digits left (the checks the next cell would make first).
            op_pool = rack_digits - nd + digits_ahead[i + 1] - 1
            op_cap = pow10[op_pool] if op_pool >= 1 else 0
            if not prune:
                op_pool, op_cap = 1, pow10[-1]
            for ch in choices:
                if new:
                    if cnt[ch] == 0:
                        continue
                    cnt[ch] -= 1
                    is_new[i] = True
                    n_new2 = n_new + 1
                    nd2 = nd + 1 if ch in _DIGITS else nd
                else:
                    is_new[i] = False
                    n_new2 = n_new
                    nd2 = nd
                placed_syms[i] = ch
                if ch in _DIGITS:
                    if zero and num is not None:
                        if new:
                            cnt[ch] += 1
                        continue
                    d = ord(ch) - 48
                    n2 = d if num is None else num * 10 + d
                    # The checks the next cell would make first, made here to save a call:
                    # digits left for the right side, and the bound on the value.
                    j = i + 1
                    pool2 = rack_digits - nd2 + digits_ahead[j]
                    dead = pool2 < 1 and prune
                    if (
                        prune
                        and not dead
                        and sign > 0
                        and mop != ":"
                        and not ((cnt["x"] or "x" in ops_ahead[j]) and (cnt["0"] or zero_ahead[j]))
                        and ((total >= 0 if type(total) is int else total[0] >= 0)
                             or not (cnt[":"] or ":" in ops_ahead[j]))
                    ):
                        cur2 = n2 if term is None else _mul(term, n2)
                        if type(total) is int and type(cur2) is int:
                            dead = total + cur2 >= pow10[pool2]
                        else:
                            dead = _ge(_add(total, cur2), pow10[pool2])
                    if not dead:
                        if num is None:
                            walk(a, j, n_new2, nd2, has_old, total, sign, term, mop, d, d == 0,
                                 nums + 1)
                        else:
                            walk(a, j, n_new2, nd2, has_old, total, sign, term, mop, n2, False,
                                 nums)
                elif ch == "=":
                    if num is not None and nums >= 2:
                        t = close_factor(term, mop, num)
                        if t is not None:
                            value = _add(total, t if sign > 0 else _neg(t))
                            if type(value) is int and value >= 0:
                                right_side(a, i, value, n_new2, has_old)
                elif num is not None and op_pool >= 1:
                    t = close_factor(term, mop, num)
                    if t is not None:
                        if ch == "x" or ch == ":":
                            if sign < 0 or (total < op_cap if type(total) is int
                                            else not _ge(total, op_cap)):
                                walk(a, i + 1, n_new2, nd2, has_old, total, sign, t, ch, None,
                                     False, nums)
                        else:
                            if type(total) is int and type(t) is int:
                                value = total + t if sign > 0 else total - t
                                ok = (neg_ok or value >= 0) and (ch == "-" or value < op_cap)
                            else:
                                value = _add(total, t if sign > 0 else _neg(t))
                                ok = (neg_ok or _ge(value, 0)) and (
                                    ch == "-" or not _ge(value, op_cap))
                            if ok:
                                walk(a, i + 1, n_new2, nd2, has_old, value, 1 if ch == "+" else -1,
                                     None, None, None, False, nums)
                if new:
                    cnt[ch] += 1

        has_eq_in_rack = cnt["="] > 0
        for a in range(n):
            s = line[a]
            if s == GREY or (a > 0 and line[a - 1] not in ".#"):
                continue
            if next_old[a] - a > limit:
                continue
            if not has_eq_in_rack and not eq_ahead[a]:
                continue
            walk(a, a, 0, 0, False, 0, 1, None, None, None, False, 0)
