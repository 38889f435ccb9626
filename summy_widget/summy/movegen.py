"""Every legal placement of a rack on a board (RULES.md 1.4), each exactly once, with its score.

The generator walks each row and column that holds a tile, in named stages:

1. :class:`~.movegen_line.LinePlan` (once per line and kind of rack, kept between
   calls): for every cell and parser state the exact least number of rack tiles,
   of rack digits, and of rack digits and operators together still needed to
   finish a correct sum, and how many digits the cells a given number of tiles can
   reach may still hold.
2. :meth:`_Generator.walk_stretches`: every cell where a main run may begin and
   where the plan says the rack has tiles enough; the sums found from a start are
   kept by the stretch of cells they can reach, so an equal stretch (on another
   line, say) reuses them, and stretches that differ only in the values of their
   old digits (lone tiles in open space) are walked together
   (:meth:`_LineWalk.walk_variants`): the walk is shared up to such a digit and goes
   on once for each of its values there. The sums of a stretch are kept between
   calls for the same rack and rules (:func:`_stretch_sums`): a look ahead that asks
   for one rack's moves on boards that differ in a few lines walks only what changed.
3. :meth:`_LineWalk.make_walk`: the left side, read cell by cell (old tiles as they are,
   rack tiles on empty cells) with its parse and its exact value kept as it grows
   (ints and integer pairs, never ``Fraction``). A prefix is dropped as soon as it
   cannot become a correct sum: a wrong symbol for the parser, a leading zero, a
   division by zero, an inexact division or a negative step when the rules forbid
   them, more tiles needed than are left, or a value larger than any number the
   digits still left can spell. What the plan allows on a cell (``head``: the same
   for every value) is worked out once per cell, tiles used and parser state.
4. :meth:`_LineWalk.right_side`: once the ``=`` is placed the right side is forced:
   ``str(value)`` is matched against the line and the rack (its length and first
   digit are tested first, in the walk; a digit that only an ``=`` can follow goes
   straight to that test).
5. :meth:`_LineWalk.emit`: the move with its score; a sum's digits are added up once
   (:func:`_run`), cross runs are looked up in a per-cell, per-symbol table made
   once per call.

The moves come out in a fixed order (rows, then columns; start cells left to right;
the sums of a start in the order of a plain walk that tries the symbols in the rack's
sorted order, see :func:`_walk_order`), the same order as before these stages, so
seeded computer players that pick among equal moves replay as they did.

>>> from summy_widget.summy import Board
>>> legal_moves(Board.start(), "4+3")   # no digit left for the right side
[]
>>> sorted((m.text, m.score) for m in legal_moves(Board.start(), "4+37"))
[('J13> 3+4(=)7', 14), ('J13> 4+3(=)7', 14), ('M10v 3+4(=)7', 14), ('M10v 4+3(=)7', 14)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from math import gcd

from ..arithmetic import ALIASES, check_sum
from ..errors import expect_type
from .board import ACROSS, DOWN, EMPTY, GREY, SIZE, Board
from .errors import NotationError
from .evaluate import MoveResult, evaluate_move
from .move import Move
from .movegen_line import EQ, NUM, NUM1, OP, ROOM_STRIDE, START, LinePlan
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

    ``rack`` is a string of tile symbols or a sequence of single symbols (spaces are
    ignored). Anything else is a ``TypeError`` naming the rack; a symbol that is no
    tile (or not one of the tile set) is a :class:`NotationError` (a ``ValueError``).

    >>> rack_symbols("3*4 =")
    ['3', 'x', '4', '=']
    >>> rack_symbols(("7", "+"))
    ['7', '+']
    >>> rack_symbols(12)
    Traceback (most recent call last):
    ...
    TypeError: rack must be a sequence of tile symbols such as '3+7=', not int 12
    >>> rack_symbols(["3", 4])
    Traceback (most recent call last):
    ...
    TypeError: each tile of the rack must be a symbol such as '7' or '+', not int 4
    >>> rack_symbols(["12"])
    Traceback (most recent call last):
    ...
    summy_widget.summy.errors.NotationError: '12' is not a tile: a rack holds single symbols ...
    >>> rack_symbols("3x", Rules(tile_set="beginner"))
    Traceback (most recent call last):
    ...
    summy_widget.summy.errors.NotationError: the rack holds 'x', which is not a tile of the ...
    """
    rules = _check_rules(rules)
    if isinstance(rack, (bytes, bytearray, Mapping)) or not isinstance(rack, (str, Iterable)):
        raise TypeError(
            "rack must be a sequence of tile symbols such as '3+7=', "
            f"not {type(rack).__name__} {rack!r}"
        )
    allowed = rules.symbols
    out = []
    for ch in rack:
        expect_type("each tile of the rack", ch, str, "a symbol such as '7' or '+'")
        if ch.isspace():
            continue
        if len(ch) != 1:
            raise NotationError(
                "bad-symbol", f"{ch!r} is not a tile: a rack holds single symbols like '7' or '+'",
                symbol=ch, named=repr(ch), key="summy.illegal.bad-symbol-single")
        ch = ALIASES.get(ch, ch)
        if ch not in _TILES:
            raise NotationError(
                "bad-symbol", f"{ch!r} is not a tile: use the digits 0-9, + - x : and =",
                symbol=ch, named=repr(ch), key="summy.illegal.bad-symbol-named")
        if ch not in allowed:
            raise NotationError(
                "bad-symbol",
                f"the rack holds {ch!r}, which is not a tile of the {rules.tile_set} tile set",
                symbol=ch, named=repr(ch), tile_set=rules.tile_set,
                key="summy.illegal.bad-symbol-set")
        out.append(ch)
    return out


def _check_rules(rules: Rules | None) -> Rules:
    """``rules``, or the default rules for ``None``; anything else is a ``TypeError``."""
    if rules is None:
        return _DEFAULT_RULES
    return expect_type("rules", rules, Rules, "a summy Rules object or None")


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

    >>> legal_moves(Board.start(), 12)
    Traceback (most recent call last):
    ...
    TypeError: rack must be a sequence of tile symbols such as '3+7=', not int 12
    >>> legal_moves("M13", "4+37")
    Traceback (most recent call last):
    ...
    TypeError: board must be a Board such as Board.start() or game.board, not str 'M13'
    """
    expect_type("board", board, Board, "a Board such as Board.start() or game.board")
    rules = _check_rules(rules)
    return _Generator(board, rack_symbols(rack, rules), rules).run()


def _unpruned_moves(
    board: Board, rack: str | Iterable[str], rules: Rules | None = None
) -> list[LegalMove]:
    """:func:`legal_moves` without the bounds on the value (slow): a check of the bounds.

    The walk still needs its tiles and its '=', but never drops a prefix because of its
    value, so every move the bounds would wrongly drop is found here. It also walks
    every stretch on its own (no stretches walked together, see
    :meth:`_Generator.walk_stretches`), so it checks that sharing too.
    """
    rules = _check_rules(rules)
    return _Generator(board, rack_symbols(rack, rules), rules, prune=False).run()


#: The sums of each stretch, kept between calls per rack (:func:`_stretch_sums`).
_RUNS_CACHE: dict[tuple[object, ...], dict[str, list[Run]]] = {}
#: How many racks the cache keeps (0: none) and how many stretches per rack.
RUNS_CACHE_RACKS = 32
RUNS_CACHE_STRETCHES = 20_000


def _stretch_sums(counts: tuple[int, ...], limit: int, rules: Rules,
                  prune: bool) -> dict[str, list[Run]]:
    """The table stretch -> its sums for one rack (as counts), kept between calls.

    The sums of a stretch depend only on the stretch, the rack, its limit and the
    rules (cross runs only add to the score when a move is emitted), so a look ahead
    that asks for one rack's moves on many boards differing in a few lines walks each
    unchanged stretch once.

    >>> table = _stretch_sums((1,) * 15, 8, Rules(), True)
    >>> table is _stretch_sums((1,) * 15, 8, Rules(), True)
    True
    """
    if not RUNS_CACHE_RACKS:
        return {}
    key = (counts, limit, rules, prune)
    table = _RUNS_CACHE.get(key)
    if table is None or len(table) > RUNS_CACHE_STRETCHES:
        if len(_RUNS_CACHE) >= RUNS_CACHE_RACKS:
            _RUNS_CACHE.clear()
        table = _RUNS_CACHE[key] = {}
    return table


class _Generator:
    """One call of :func:`legal_moves`: the board, the rack as counts, and the results."""

    def __init__(self, board: Board, rack: list[str], rules: Rules, prune: bool = True) -> None:
        self.prune = prune
        self.board = board
        self.cells = board.cells
        self.rules = rules
        self.limit = min(len(rack), rules.rack_size)
        self.counts = dict.fromkeys(_TILES, 0)  # every symbol, so lookups never miss
        for symbol in rack:
            self.counts[symbol] += 1
        self.out: list[LegalMove] = []
        self.runs = _stretch_sums(tuple(self.counts.values()), self.limit, rules, prune)
        self._cross: dict[tuple[int, str], int] = {}  # (cell index, symbol) -> score or -1
        self._cross_parts: dict[int, tuple[str, str] | None] = {}

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
        """Every line that holds a tile, rows first (top to bottom), then columns."""
        if self.limit == 0:
            return self.out
        cells = self.cells
        counts = self.counts
        jobs: list[tuple[_LineWalk, int, str]] = []
        kinds = (
            any(counts[d] for d in _DIGITS) or not self.prune,
            any(counts[o] for o in "+-x:") or not self.prune,
            counts["="] > 0,
        )
        for direction in (ACROSS, DOWN):
            for k in range(SIZE):
                if direction == ACROSS:
                    line = cells[k * SIZE : (k + 1) * SIZE]
                else:
                    line = cells[k::SIZE]
                if line.count(EMPTY) + line.count(GREY) == SIZE:
                    continue
                plan = LinePlan.of(line, *kinds)
                starts = plan.starts(self.limit)
                if starts:
                    walk = _LineWalk(self, direction, k, plan)
                    jobs += [(walk, a, line[a : plan.reach(a, self.limit)]) for a in starts]
        self.walk_stretches(jobs)
        for walk, a, stretch in jobs:
            for run in self.runs[stretch]:
                walk.emit(a, run)
        return self.out

    def walk_stretches(self, jobs: list[tuple[_LineWalk, int, str]]) -> None:
        """The sums of every stretch of ``jobs`` (a line's walk, a start, its stretch).

        The sums that begin on a cell depend only on the stretch of cells a run from
        there can reach (the plan's :meth:`~.LinePlan.reach`), so each stretch is
        walked once (a lone old tile in open space is common). Stretches that differ
        only in the values of their old digits are walked together: up to the first
        such digit the walk is the same, and there it goes on once for each value.
        """
        shapes: dict[str, list[tuple[_LineWalk, int, str]]] = {}
        for job in jobs:
            stretch = job[2]
            if stretch not in self.runs:
                self.runs[stretch] = []
                shape = stretch.translate(_DIGIT_SHAPE) if self.prune else stretch
                shapes.setdefault(shape, []).append(job)
        try:
            for group in shapes.values():
                walk, a, _ = group[0]
                walk.walk_variants(a, [stretch for _, _, stretch in group])
        except BaseException:  # e.g. a KeyboardInterrupt: keep no half-walked stretch
            for group in shapes.values():
                for _, _, stretch in group:
                    self.runs.pop(stretch, None)
            raise


class _LineWalk:
    """The main runs of one line: the walk of the left side, the forced right side, the moves.

    The parse state of the left side is passed along the walk: ``s`` (a parser state
    of :mod:`.movegen_line`), ``zero`` (the current number is a lone 0), ``total`` (the
    value of the finished additive terms), ``sign`` (+1/-1 of the current term),
    ``term`` (the value of the current term's finished factors, None before its first),
    ``mop`` (the ``x`` or ``:`` waiting for the current number) and ``num`` (the
    current number, None right after an operator). Values are ints or pairs ``(p, q)``.
    """

    def __init__(self, gen: _Generator, direction: str, k: int, plan: LinePlan) -> None:
        self.gen = gen
        self.direction = direction
        self.k = k
        self.plan = plan
        self.line = plan.line
        n = len(self.line)
        self.idx = [k * SIZE + j for j in range(n)] if direction == ACROSS else [
            j * SIZE + k for j in range(n)]
        self.placed = [""] * n  # the symbol on each cell of the current run
        self.is_new = [False] * n
        self.start = 0
        self.found: list[tuple[str, tuple[bool, ...]]] = []  # the sums of the current start
        # Old operators and zeros further on (can the value still shrink?).
        self.x_ahead = [False] * (n + 1)
        self.div_ahead = [False] * (n + 1)
        self.plus_ahead = [False] * (n + 1)
        self.zero_ahead = [False] * (n + 1)
        for i in range(n - 1, -1, -1):
            s = self.line[i]
            if s == GREY:
                continue
            self.x_ahead[i] = s == "x" or self.x_ahead[i + 1]
            self.div_ahead[i] = s == ":" or self.div_ahead[i + 1]
            self.plus_ahead[i] = s == "+" or self.plus_ahead[i + 1]
            self.zero_ahead[i] = s == "0" or self.zero_ahead[i + 1]
        self._zero_ahead = list(self.zero_ahead)
        self.wline = list(self.line)  # the line the walk reads: marked cells are MARK
        self.options: dict[int, list[tuple[str, int]]] = {}  # marked cell -> (value, bits)
        self.alive = [1]  # the bits of the stretches the current run still fits
        self.walk = None

    def walk_variants(self, a: int, stretches: list[str]) -> None:
        """Walk from cell ``a`` once for ``stretches`` (the first is this line's from ``a``).

        They differ only in the values of their old digits: where they do, the cell is
        marked and the walk goes on once for each value (the :attr:`alive` bits say
        which stretches the current run still fits). Each stretch gets its sums in
        :attr:`Generator.runs`, in the order of a plain walk.
        """
        if self.walk is None:
            self.walk = self.make_walk()
        marks = self.mark(a, stretches)
        self.found = []
        self.start = a
        self.alive[0] = (1 << len(stretches)) - 1
        self.walk(a, 0, 0, 0, START, False, 0, 1, None, None, None)
        self.unmark(marks)
        runs = self.gen.runs
        for v, stretch in enumerate(stretches):
            bit = 1 << v
            runs[stretch] = sorted((_run(sy, nw) for sy, nw, alive in self.found if alive & bit),
                                   key=_walk_order)

    def mark(self, a: int, stretches: list[str]) -> list[int]:
        """Mark the cells from ``a`` where ``stretches`` hold different old digits.

        Each marked cell gets its values with the bits of the stretches that hold them
        (:attr:`options`); a marked cell counts as a possible old 0 for the value bound.
        """
        marks = []
        for o in range(len(stretches[0])):
            values = {stretch[o] for stretch in stretches}
            if len(values) == 1:
                continue
            i = a + o
            self.options[i] = [
                (d, sum(1 << v for v, stretch in enumerate(stretches) if stretch[o] == d))
                for d in sorted(values)]
            self.wline[i] = MARK
            marks.append(i)
        for i in marks:
            if any(d == "0" for d, _ in self.options[i]):
                self.zero_ahead[: i + 1] = [True] * (i + 1)
        return marks

    def unmark(self, marks: list[int]) -> None:
        """Undo :meth:`mark`."""
        for i in marks:
            self.wline[i] = self.line[i]
        if marks:
            self.zero_ahead[:] = self._zero_ahead

    def record(self, b: int) -> None:
        """The run from the start cell to cell ``b`` is a correct sum: keep it."""
        a = self.start
        self.found.append(("".join(self.placed[a : b + 1]), tuple(self.is_new[a : b + 1]),
                           self.alive[0]))

    def emit(self, a: int, run: Run) -> None:
        """Add the move of the sum ``run`` (see :func:`_run`) from cell ``a``."""
        symbols, new_at, old, score = run
        gen = self.gen
        idx = self.idx
        cross_dir = DOWN if self.direction == ACROSS else ACROSS
        single_down = self.direction == DOWN and len(new_at) == 1
        for i in new_at:
            cs = gen.cross_score(idx[a + i], symbols[i], cross_dir)
            if cs >= 0:
                if single_down:
                    return  # a single tile is written across when its row makes a sum
                score += cs
        start = (self.k, a) if self.direction == ACROSS else (a, self.k)
        gen.out.append(LegalMove(Move._made(start, self.direction, symbols, old), score))

    def right_side(self, e: int, value: int, n_new: int, has_old: int) -> None:
        """The '=' is on cell ``e``: the right side must spell ``value``, then end."""
        line, cnt, placed, is_new = self.wline, self.gen.counts, self.placed, self.is_new
        alive = self.alive
        keep = alive[0]
        text = str(value)
        end = e + len(text)
        n = len(line)
        if end >= n or (end + 1 < n and line[end + 1] not in ".#"):
            return
        limit = self.gen.limit
        taken = []
        for j, ch in enumerate(text, e + 1):
            s = line[j]
            if s == EMPTY:
                if not cnt[ch] or n_new >= limit:
                    break
                cnt[ch] -= 1
                taken.append(ch)
                n_new += 1
                is_new[j] = True
            elif s == ch:
                has_old = 1
                is_new[j] = False
            elif s == MARK and alive[0] & self.value_bits(j, ch):
                alive[0] &= self.value_bits(j, ch)
                has_old = 1
                is_new[j] = False
            else:
                break
            placed[j] = ch
        else:
            if has_old and n_new:
                self.record(end)
        for ch in taken:
            cnt[ch] += 1
        alive[0] = keep

    def value_bits(self, i: int, value: str) -> int:
        """The bits of the stretches that hold ``value`` on the marked cell ``i``."""
        for d, bits in self.options[i]:
            if d == value:
                return bits
        return 0

    def make_walk(self):  # noqa: ANN201 - returns the recursive walk
        """The walk of the left side, a closure over this line's tables (the hot loop).

        ``walk(i, used, nd, old, s, zero, total, sign, term, mop, num)`` reads cell ``i``
        after ``used`` rack tiles (``nd`` of them digits) and with ``old`` = 1 once an
        old tile was read. It is called only where the plan says the rack still has
        tiles enough; it puts each fitting symbol on the cell and goes on with the
        next cell, or, on ``=``, hands the value to :meth:`right_side`. What is the
        same for every digit (or every operator) on a cell is worked out once: whether
        the plan lets the sum go on, and the largest number the value bound allows.
        """
        gen = self.gen
        line = self.wline
        cnt = gen.counts
        limit = gen.limit
        prune = gen.prune
        exact = gen.rules.exact_division
        neg_ok = gen.rules.negative_intermediates
        plan = self.plan
        rows, digit_rows, dop_rows = plan.rows, plan.digit_rows, plan.dop_rows
        whole_rack = limit == sum(cnt.values())  # every tile may be placed
        room_cells, room_old = plan.room_cells, plan.room_old
        rack_digits = sum(cnt[d] for d in _DIGITS)
        rack_ops = sum(cnt[o] for o in "+-x:")
        rack_syms = sorted(s for s in cnt if cnt[s])
        digit_syms = [s for s in rack_syms if s in _DIGITS]
        op_syms = [s for s in rack_syms if s in "+-x:"]
        zero_syms = [*op_syms, "="] if cnt["="] else op_syms
        closer_syms = [s for s in rack_syms if s not in _DIGITS]
        placed, is_new = self.placed, self.is_new
        x_ahead, div_ahead, plus_ahead, zero_ahead = (
            self.x_ahead, self.div_ahead, self.plus_ahead, self.zero_ahead)
        right_side = self.right_side
        options, alive = self.options, self.alive
        pow10 = _POW10
        n = len(line)
        # end_ok[b]: a run may end on cell b (the next cell is empty, grey or off the board)
        end_ok = [b + 1 >= n or line[b + 1] in ".#" for b in range(n)] + [False] * 64

        def digit_cap(j, pool, total, sign, term, mop):  # noqa: ANN001, ANN202
            """The numbers the current number may reach before ``j``: all below this cap.

            Past it the value is larger than any number of ``pool`` digits (or, with
            only subtractions to come, below 0), whatever follows.
            """
            grows = mop != ":" and not ((cnt["x"] or x_ahead[j]) and (cnt["0"] or zero_ahead[j]))
            can_divide = cnt[":"] or div_ahead[j]
            if sign > 0:
                if not grows or (can_divide and not _ge(total, 0)):
                    return 0 if _ge(total, pow10[pool]) else _NO_CAP
                if type(total) is int and (term is None or type(term) is int and term > 0):
                    room = pow10[pool] - total  # the least n with term * n >= room
                    return (room if term is None else -(-room // term)) if room > 0 else 0
                return _below(_add(pow10[pool], _neg(total)), term)
            if grows and not can_divide and not (cnt["+"] or plus_ahead[j]):
                return _at_most(total, term) + 1
            return _NO_CAP

        def next_mode(j, used, nd, old, s):  # noqa: ANN001, ANN202
            """What cell ``j`` allows after a digit (``s``: the state then), as the walk would.

            ``_EQ_ONLY`` when only an ``=`` fits there (the plan leaves no room for a digit
            or an operator), ``_NOTHING`` when nothing fits, else ``_WALK``.
            """
            if s != NUM:
                return _WALK
            c = line[j]
            if c == "=":
                return _EQ_ONLY if rows[1][EQ][j + 1] <= limit - used else _NOTHING
            if c != EMPTY:
                return _WALK
            used += 1
            rem = limit - used
            jj = j + 1
            dleft = rack_digits - nd
            both = dleft + rack_ops - used + 1 + nd - 1
            drow, dorow, row = digit_rows[old], dop_rows[old], rows[old]
            if (drow[NUM][jj] <= dleft - 1 and dorow[NUM][jj] <= both
                    and (whole_rack or row[NUM][jj] <= rem)):
                return _WALK
            if (drow[OP][jj] <= dleft and dorow[OP][jj] <= both and rack_ops - used + 1 + nd > 0
                    and (whole_rack or row[OP][jj] <= rem)):
                return _WALK
            return _EQ_ONLY if cnt["="] and row[EQ][jj] <= rem else _NOTHING

        def place_eq(e, value, used, old):  # noqa: ANN001, ANN202
            """An ``=`` on cell ``e`` after a left side worth ``value`` (``used`` rack tiles
            before it, ``old`` = 1 once an old tile was read): the right side, when it can fit.

            First the cheap tests: the run ends after the number, and its first digit is on
            the next cell or in the rack.
            """
            if type(value) is not int or value < 0:
                return
            text = str(value)
            first = line[e + 1]
            if not end_ok[e + len(text)] or (
                    cnt[text[0]] == 0 if first == EMPTY else first != text[0] and first != MARK):
                return
            placed[e] = "="
            if line[e] == EMPTY:
                is_new[e] = 1
                cnt["="] -= 1
                right_side(e, value, used + 1, old)
                cnt["="] += 1
            else:
                is_new[e] = 0
                right_side(e, value, used, 1)

        heads: dict[int, tuple | bool] = {}

        def head(i, used, nd, old, s, new):  # noqa: ANN001, ANN202
            """What the plan allows on cell ``i`` (the same for every value: kept per call).

            ``(new, used, old, j, s_digit, dig_ok, pool_d, op_ok, eq_ok, op_pool, after)``:
            whether the cell is empty, the tiles used and the old flag with it, the next
            cell, the state after a digit, whether a digit may go here and how many digits
            the rest may then hold (None: no bound), whether an operator or '=' may go here,
            the digits the right side may hold after an operator, and what the next cell
            allows after a digit (:func:`next_mode`); False when nothing fits.
            """
            if new:
                used += 1
            else:
                old = 1
            rem = limit - used
            j = i + 1
            dleft = rack_digits - nd  # digits of the rack not yet placed
            oleft = rack_ops - used + new + nd  # operators of the rack not yet placed
            both = dleft + oleft - new
            s_digit = NUM1 if s < OP else NUM
            # (With every tile of the rack placeable, the digits and operators needed bound
            # the tiles needed too: at most one '=' is added to them.)
            drow, dorow = digit_rows[old], dop_rows[old]
            dig_ok = (drow[s_digit][j] <= dleft - new and dorow[s_digit][j] <= both
                      and (whole_rack or rows[old][s_digit][j] <= rem))
            pool_d = pool = None
            if prune and (dig_ok or s == NUM1 or s == NUM):
                at = j * ROOM_STRIDE + rem
                cells = room_cells[at]
                supply = dleft + room_old[at]  # the digits the rest may hold, after an operator
                pool = supply if supply < cells else cells
                if dig_ok:  # after a digit here
                    pool_d = pool if not new or supply - 1 >= cells else supply - 1
            if s == NUM1 or s == NUM:
                op_ok = (drow[OP][j] <= dleft and dorow[OP][j] <= both and (oleft > 0 or not new)
                         and (whole_rack or rows[old][OP][j] <= rem))
                eq_ok = s == NUM and rows[old][EQ][j] <= rem
                op_pool = pool - 1 if op_ok and prune else 99
                if op_pool < 1:
                    op_ok = False
            elif not dig_ok:
                return False
            else:
                op_ok = eq_ok = False
                op_pool = 99
            after = next_mode(j, used, nd + new, old, s_digit) if dig_ok else _WALK
            return (new, used, old, j, s_digit, dig_ok, pool_d, op_ok, eq_ok, op_pool, after)

        def walk(i, used, nd, old, s, zero, total, sign, term, mop, num):  # noqa: ANN001, ANN202
            c = line[i]
            if c != EMPTY:
                if c == MARK:  # an old digit that differs between the stretches walked
                    keep = alive[0]
                    for d, bits in options[i]:
                        if keep & bits:
                            alive[0] = keep & bits
                            line[i] = d
                            walk(i, used, nd, old, s, zero, total, sign, term, mop, num)
                    line[i] = MARK
                    alive[0] = keep
                    return
                if zero and c in _DIGITS:
                    return
            key = (((i << 4) + used << 4) + nd << 1) + old << 3 | s
            h = heads.get(key)
            if h is None:
                h = heads[key] = head(i, used, nd, old, s, c == EMPTY)
            if h is False:
                return
            new, used, old, j, s_digit, dig_ok, pool_d, op_ok, eq_ok, op_pool, after = h
            if pool_d is None:
                cap = _NO_CAP
            elif pool_d < 1:
                cap = 0
            elif term is None and type(total) is int and not (
                    (cnt["x"] or x_ahead[j]) and (cnt["0"] or zero_ahead[j])):
                # The common cases of digit_cap (a plain sum so far), inline.
                if sign < 0:
                    cap = (_NO_CAP if cnt[":"] or div_ahead[j] or cnt["+"] or plus_ahead[j]
                           else total + 1 if total >= 0 else 0)
                elif total >= 0:
                    cap = pow10[pool_d] - total
                else:
                    cap = digit_cap(j, pool_d, total, sign, term, mop)
            else:
                cap = digit_cap(j, pool_d, total, sign, term, mop)
            if new:  # the symbols worth trying here, in the rack's order
                if s == START or s == OP:
                    choices = digit_syms
                elif zero:
                    choices = zero_syms
                elif op_ok or eq_ok:
                    choices = rack_syms if dig_ok and cap > 0 else closer_syms
                elif dig_ok and cap > 0:
                    choices = digit_syms
                else:
                    return
            else:
                choices = c
            closed = _UNSET
            for ch in choices:
                if new and not cnt[ch]:
                    continue
                if ch in _DIGITS:
                    if not dig_ok:
                        continue
                    d = ord(ch) - 48
                    n2 = d if num is None else num * 10 + d
                    if n2 >= cap:
                        continue
                    placed[i] = ch
                    is_new[i] = new
                    if after == _WALK:
                        if new:
                            cnt[ch] -= 1
                            walk(j, used, nd + 1, old, s_digit, num is None and d == 0, total,
                                 sign, term, mop, n2)
                            cnt[ch] += 1
                        else:
                            walk(j, used, nd, old, s_digit, num is None and d == 0, total, sign,
                                 term, mop, n2)
                    elif after == _EQ_ONLY:  # the next cell can only be the '=': no walk
                        closed2 = n2 if term is None else _close_factor(term, mop, n2, exact)
                        if type(total) is int and type(closed2) is int:
                            value = total + closed2 if sign > 0 else total - closed2
                            if value < 0:
                                continue
                            # The cheap tests of place_eq first, without a call.
                            text = str(value)
                            first = line[j + 1]
                            if not end_ok[j + len(text)] or (
                                    cnt[text[0]] - (new and text[0] == ch) <= 0
                                    if first == EMPTY else
                                    first != text[0] and first != MARK):
                                continue
                        elif closed2 is None:
                            continue
                        else:
                            value = _signed_add(total, sign, closed2)
                        if new:
                            cnt[ch] -= 1
                        place_eq(j, value, used, old)
                        if new:
                            cnt[ch] += 1
                    continue
                if ch == "=" and not eq_ok or ch != "=" and not op_ok:
                    continue
                if closed is _UNSET:
                    closed = _close_factor(term, mop, num, exact)
                if closed is None:
                    continue
                if ch == "x" or ch == ":":
                    if prune and sign > 0 and _ge(total, pow10[op_pool]):
                        continue
                    value, sign2, term2, mop2 = total, sign, closed, ch
                else:
                    if type(total) is int and type(closed) is int:
                        value = total + closed if sign > 0 else total - closed
                    else:
                        value = _add(total, closed if sign > 0 else _neg(closed))
                    if ch == "=":
                        if type(value) is int and value >= 0:
                            text = str(value)  # the cheap tests of place_eq first
                            first = line[j]
                            if end_ok[i + len(text)] and (
                                    cnt[text[0]] if first == EMPTY else
                                    first == text[0] or first == MARK):
                                place_eq(i, value, used - new, old)
                        continue
                    if not neg_ok and not _ge(value, 0):
                        continue
                    if prune and ch == "+" and _ge(value, pow10[op_pool]):
                        continue
                    sign2, term2, mop2 = (1 if ch == "+" else -1), None, None
                placed[i] = ch
                is_new[i] = new
                if new:
                    cnt[ch] -= 1
                walk(j, used, nd, old, OP, False, value, sign2, term2, mop2, None)
                if new:
                    cnt[ch] += 1

        return walk


_UNSET = object()
MARK = "?"  #: a cell whose old digit differs between the stretches walked together
_DIGIT_SHAPE = str.maketrans(_DIGITS, "0" * 10)


#: A sum found from a start: its symbols, the places of its new tiles, which symbols
#: are old tiles, and the sum of its digits (its score before cross sums).
Run = tuple[str, tuple[int, ...], tuple[bool, ...], int]


def _run(symbols: str, new: tuple[int, ...]) -> Run:
    """The :data:`Run` of the sum ``symbols`` (``new``: 1 for each new tile).

    >>> _run("3+4=7", (1, 1, 0, 1, 1))
    ('3+4=7', (0, 1, 3, 4), (False, False, True, False, False), 14)
    """
    return (symbols, tuple(i for i, x in enumerate(new) if x), tuple(not x for x in new),
            sum(ord(ch) - 48 for ch in symbols if ch in _DIGITS))


def _walk_order(run: Run) -> str:
    """The sort key that puts the sums of one start in the order of a plain walk.

    The walk tries the symbols of a cell in the rack's sorted order (the ASCII order),
    except that after a lone ``0`` it tries the operators before the ``=``.

    >>> sorted(["1+0x2=0", "1+0=1", "1+0-1=0"], key=lambda s: _walk_order((s, ())))
    ['1+0-1=0', '1+0x2=0', '1+0=1']
    """
    text = run[0]
    e = text.index("=")
    if text[e - 1] == "0" and text[e - 2] in "+-x:":
        return text[:e] + "\x7f" + text[e + 1:]
    return text
_WALK, _EQ_ONLY, _NOTHING = range(3)  #: what the next cell allows (see ``next_mode``)


def _signed_add(total, sign, x):  # noqa: ANN001, ANN202
    """``total + x`` (``sign`` > 0) or ``total - x``, for ints and pairs.

    >>> _signed_add(5, -1, 2), _signed_add(1, 1, (1, 2))
    (3, (3, 2))
    """
    if type(total) is int and type(x) is int:
        return total + x if sign > 0 else total - x
    return _add(total, x if sign > 0 else _neg(x))
_NO_CAP = 1 << 200  #: a cap no number on the board reaches


def _below(room: int | tuple[int, int], term: int | tuple[int, int] | None) -> int:
    """The least ``n >= 0`` with ``term * n >= room`` (``term`` None: 1), or ``_NO_CAP``.

    >>> _below(100, None), _below(100, 7), _below((201, 2), (1, 2)), _below(0, 3)
    (100, 15, 201, 0)
    """
    p, q = (room, 1) if type(room) is int else room
    if p <= 0:
        return 0
    a, b = (1, 1) if term is None else (term, 1) if type(term) is int else term
    if a <= 0:
        return _NO_CAP
    return -((-p * b) // (q * a))


def _at_most(total: int | tuple[int, int], term: int | tuple[int, int] | None) -> int:
    """The largest ``n`` with ``term * n <= total`` (``term`` None: 1); -1 when none.

    >>> _at_most(10, None), _at_most(10, 3), _at_most(-1, 3), _at_most((7, 2), (1, 2))
    (10, 3, -1, 7)
    """
    if term is None:
        term = 1
    p, q = (total, 1) if type(total) is int else total
    a, b = (term, 1) if type(term) is int else term
    if a <= 0:
        return _NO_CAP - 1 if p >= 0 else -1
    if p < 0:
        return -1
    return (p * b) // (q * a)
_POW10 = [10**j for j in range(64)]


def _close_factor(term, mop, num, exact):  # noqa: ANN001, ANN202
    """The current term after its last number ``num``; None when the rules forbid it.

    >>> _close_factor(None, None, 7, False), _close_factor(7, ":", 2, False)
    (7, (7, 2))
    >>> _close_factor(7, ":", 2, True) is None, _close_factor(7, ":", 0, False) is None
    (True, True)
    """
    if term is None:
        return num
    if mop == "x":
        return term * num if type(term) is int else _ratio(term[0] * num, term[1])
    if num == 0:
        return None
    if type(term) is int:
        if term % num == 0:
            return term // num
        return None if exact else _ratio(term, num)
    return None if exact else _ratio(term[0], term[1] * num)
