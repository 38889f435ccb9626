"""What the move generator knows about one row or column before it walks it.

A main run is read left to right (or top to bottom) by a small parser whose states
are :data:`START` (the first number's first digit is next), :data:`NUM1` (inside the
first number), :data:`OP` (an operator was just read), :data:`NUM` (inside a later
number: ``=`` may come), :data:`EQ` (the ``=`` was just read) and :data:`RNUM`
(inside the right side). :class:`LinePlan` holds, for one line and the kinds of tile
the rack has, the exact least number of rack tiles that still have to be placed to
finish a correct sum from each cell in each state, with or without an old tile read
so far (computed once, right to left), and how far a given number of tiles can reach.
Every bound here only ever says "impossible" when it is, so the generator may drop
such a start cell or prefix at once.

>>> plan = LinePlan.of("." * 12 + "=" + "." * 12, digits=True, ops=True, eq=False)
>>> plan.need(START, 9, False)     # 4 + 3 on J, K, L, then the old '=' and a digit
4
>>> plan.need(START, 8, False)     # one cell further away: a two-digit number first
5
>>> plan.need(START, 13, False)    # after the '=' no sum can reach an old tile
99
>>> plan.starts(8)                 # up to 8 tiles: from F13 at the farthest
[5, 6, 7, 8, 9]
>>> LinePlan.of("." * 12 + "=" + "." * 12, digits=True, ops=False, eq=False).starts(8)
[]
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["EQ", "INF", "LinePlan", "NUM", "NUM1", "OP", "RNUM", "ROOM_STRIDE", "START"]

START, NUM1, OP, NUM, EQ, RNUM = range(6)
INF = 99
ROOM_STRIDE = 13  #: tiles 0-12 (the largest rack) in the room tables
_DIGITS = "0123456789"
_OPS = "+-x:"
_CACHE: dict[tuple[str, bool, bool, bool], LinePlan] = {}


def _need_rows(line: str, digits: bool, ops: bool, eq: bool,
               costs: tuple[int, int, int] = (1, 1, 1)) -> list[list[list[int]]]:
    """``rows[h][state][i]``: least rack tiles to finish a sum from cell ``i`` (INF or more: never).

    ``costs`` is what a rack digit, operator and ``=`` count: ``(1, 1, 1)`` counts
    tiles, ``(1, 0, 0)`` counts the digits the rack must still give.

    ``h`` is 1 when the run already holds an old tile. A new cell may take a digit,
    an operator or ``=`` only when the rack has one (``digits``, ``ops``, ``eq``); an
    old tile must fit the state; the run may end only before an empty or grey cell or
    the edge, in the right side, after an old tile.
    """
    n = len(line)
    rows = [[[INF] * (n + 1) for _ in range(6)] for _ in (0, 1)]
    rows[1][RNUM][n] = 0
    for i in range(n - 1, -1, -1):
        c = line[i]
        j = i + 1
        for h in (1, 0):
            row = rows[h]
            if c == "#":
                if h:
                    row[RNUM][i] = 0
                continue
            if c == ".":
                nxt, dig, op, is_eq = row, digits, ops, eq
                c_dig, c_op, c_eq = costs
            else:
                nxt, c_dig, c_op, c_eq = rows[1], 0, 0, 0
                dig, op, is_eq = c in _DIGITS, c in _OPS, c == "="
            num1 = num = rnum = INF
            if dig:
                num1, num, rnum = nxt[NUM1][j] + c_dig, nxt[NUM][j] + c_dig, nxt[RNUM][j] + c_dig
            after_op = nxt[OP][j] + c_op if op else INF
            to_eq = nxt[EQ][j] + c_eq if is_eq else INF
            row[START][i] = num1
            row[NUM1][i] = num1 if num1 < after_op else after_op
            row[OP][i] = num
            if after_op < num:
                num = after_op
            row[NUM][i] = num if num < to_eq else to_eq
            row[EQ][i] = rnum
            row[RNUM][i] = 0 if c == "." and h else rnum  # the run may end before an empty cell
    return rows


@dataclass(frozen=True)
class LinePlan:
    """The bounds of one line for one kind of rack (see the module text)."""

    line: str
    rows: list[list[list[int]]]
    digit_rows: list[list[list[int]]]  # the same for the digits the rack must still give
    dop_rows: list[list[list[int]]]  # and for digits and operators together
    empties: tuple[int, ...]  # the empty cells, left to right
    first_empty: tuple[int, ...]  # per cell: index in ``empties`` of the first at or after it
    next_grey: tuple[int, ...]  # per cell: the first grey cell at or after it (or the edge)
    old_digits: tuple[int, ...]  # per cell: old digit tiles before it
    room_cells: tuple[int, ...]  # per cell i and tiles t (at i * ROOM_STRIDE + t): reach - i - 1
    room_old: tuple[int, ...]  # per cell i and tiles t: old digits from i up to the reach

    @classmethod
    def of(cls, line: str, digits: bool, ops: bool, eq: bool) -> LinePlan:
        """The plan of ``line`` (a string of ``.``, ``#`` and tiles), made once and kept."""
        key = (line, digits, ops, eq)
        plan = _CACHE.get(key)
        if plan is None:
            plan = cls._make(line, digits, ops, eq)
            if len(_CACHE) > 512:  # about 15 kB each
                _CACHE.clear()
            _CACHE[key] = plan
        return plan

    @classmethod
    def _make(cls, line: str, digits: bool, ops: bool, eq: bool) -> LinePlan:
        n = len(line)
        empties = tuple(i for i, c in enumerate(line) if c == ".")
        first_empty, next_grey, old_digits = [0] * (n + 1), [n] * (n + 1), [0] * (n + 1)
        k = len(empties)
        for i in range(n - 1, -1, -1):
            if line[i] == ".":
                k -= 1
            first_empty[i] = k
            next_grey[i] = i if line[i] == "#" else next_grey[i + 1]
        first_empty[n] = len(empties)
        for i, c in enumerate(line):
            old_digits[i + 1] = old_digits[i] + (c in _DIGITS)
        room_cells: list[int] = []
        room_old: list[int] = []
        padded = [*empties, *[n] * ROOM_STRIDE]
        for i in range(n + 1):
            grey, od = next_grey[i], old_digits[i]
            ends = [e if e < grey else grey for e in padded[first_empty[i]:][:ROOM_STRIDE]]
            room_cells += [e - i - 1 for e in ends]
            room_old += [old_digits[e] - od for e in ends]
        return cls(line, _need_rows(line, digits, ops, eq),
                   _need_rows(line, digits, ops, eq, (1, 0, 0)),
                   _need_rows(line, digits, ops, eq, (1, 1, 0)), empties, tuple(first_empty),
                   tuple(next_grey), tuple(old_digits), tuple(room_cells), tuple(room_old))

    def need(self, state: int, i: int, has_old: bool) -> int:
        """Least rack tiles to finish a sum from cell ``i`` in ``state`` (INF: impossible)."""
        return min(self.rows[1 if has_old else 0][state][i], INF)

    def starts(self, limit: int) -> list[int]:
        """Cells where a main run of at most ``limit`` new tiles may begin."""
        line = self.line
        row = self.rows[0][START]
        return [a for a in range(len(line))
                if row[a] <= limit and (a == 0 or line[a - 1] in ".#")]

    def reach(self, i: int, tiles: int) -> int:
        """The first cell from ``i`` on that a run with ``tiles`` more tiles cannot reach.

        >>> LinePlan.of("..3..#...", True, True, True).reach(0, 3)
        4
        >>> LinePlan.of("..3..#...", True, True, True).reach(0, 4)
        5
        """
        k = self.first_empty[i] + tiles
        empties = self.empties
        end = empties[k] if k < len(empties) else len(self.line)
        grey = self.next_grey[i]
        return grey if grey < end else end

    def digit_room(self, i: int, tiles: int, rack_digits: int) -> int:
        """At most how many digits the cells from ``i`` on can still hold in one sum.

        They lie before :meth:`reach`, one of those cells is the ``=``, and each is an
        old digit or a digit from the rack (``rack_digits`` are left).

        >>> LinePlan.of("..3..#...", True, True, True).digit_room(0, 3, 1)
        2
        """
        at = i * ROOM_STRIDE + tiles
        supply = rack_digits + self.room_old[at]
        cells = self.room_cells[at]
        return supply if supply < cells else cells
