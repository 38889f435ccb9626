"""Scoring a full sheet: the groups a player chooses, and the best choice there is.

Rows are scored first; symbols in no chosen row group are cancelled (turn
black). Then the columns, cut by every black cell. The seed's example sheet:

>>> grid = Grid.from_text("LXVLXI\\nXV#XXI\\nXIVIVI\\n#IIVXI\\nXII#VI\\nIXXXI#")
>>> across = ["A1-C1", "D1-F1", "A2-B2", "D2-F2", "A3-B3", "C3-D3", "E3-F3",
...           "C4-D4", "E4-F4", "A5-C5", "E5-F5", "A6-B6", "C6-E6"]
>>> down = ["A1-A3", "A5-A6", "B1-B3", "B5-B6", "C3-C4", "C5-C6", "D1-D4",
...         "E1-E3", "E4-E6", "F1-F3", "F4-F5"]
>>> s = score_sheet(grid, across, down)
>>> s.across, s.down, s.total
(248, 231, 479)
>>> best = best_score(grid)
>>> best.total, best_score(grid, min_length=3).total
(479, 204)
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Union

from .. import i18n
from ..errors import expect_type, type_error
from .errors import GridError, ScoringError
from .grid import BLACK, EMPTY, SIZE, Grid, cell_name, grid_html, parse_cell
from .lines import NUMERALS, POINT, best_line, best_line_key, line_choices
from .roman import SYMBOLS, why_not

__all__ = [
    "Group",
    "Scoring",
    "best_choice",
    "best_score",
    "check_groups",
    "score_sheet",
]

Direction = Literal["across", "down"]
GroupLike = Union["Group", str, Sequence[Any]]


@dataclass(frozen=True, order=True)
class Group:
    """A chosen group: ``line`` is the row (across) or column (down), ``start``..``stop-1`` cells.

    >>> g = Group("across", 0, 0, 3, "LXV")
    >>> g.name, g.value, g.cells
    ('A1-C1', 65, ((0, 0), (0, 1), (0, 2)))
    """

    direction: Direction
    line: int
    start: int
    stop: int
    text: str = field(compare=False)

    @property
    def value(self) -> int:
        """The value of the numeral (0 when it is not one)."""
        return NUMERALS.get(self.text, 0)

    @property
    def cells(self) -> tuple[tuple[int, int], ...]:
        """The cells of the group as (row, column)."""
        if self.direction == "across":
            return tuple((self.line, i) for i in range(self.start, self.stop))
        return tuple((i, self.line) for i in range(self.start, self.stop))

    @property
    def name(self) -> str:
        """The group written as first and last cell, like ``A1-C1``."""
        return f"{cell_name(self.cells[0])}-{cell_name(self.cells[-1])}"

    def __str__(self) -> str:
        return f"{self.text} = {self.value}"


def _locate(spec: GroupLike, direction: Direction) -> tuple[int, int, int]:
    """Turn a group given by name or by cells into (line, start, stop)."""
    if isinstance(spec, Group):
        if spec.direction != direction:
            raise ScoringError(f"summa.error.group-not-{direction}", group=spec.name)
        return spec.line, spec.start, spec.stop
    if isinstance(spec, str):
        parts = spec.replace("–", "-").split("-")
        if len(parts) == 1:
            parts = parts * 2
        if len(parts) != 2:
            raise ScoringError("summa.error.group-name", group=spec)
        try:
            first, last = parse_cell(parts[0]), parse_cell(parts[1])
        except GridError as exc:
            raise ScoringError("summa.error.group-name", group=spec) from exc
    elif isinstance(spec, (tuple, list)) and len(spec) == 2:
        try:
            first, last = parse_cell(spec[0]), parse_cell(spec[1])
        except GridError as exc:
            raise ScoringError("summa.error.group-name", group=repr(spec)) from exc
    else:
        raise ScoringError("summa.error.group-name", group=repr(spec))
    first, last = min(first, last), max(first, last)
    name = f"{cell_name(first)}-{cell_name(last)}"
    if direction == "across":
        if first[0] != last[0]:
            raise ScoringError("summa.error.group-not-across", group=name)
        return first[0], first[1], last[1] + 1
    if first[1] != last[1]:
        raise ScoringError("summa.error.group-not-down", group=name)
    return first[1], first[0], last[0] + 1


def _line(grid: Grid, direction: Direction, index: int) -> str:
    return grid.row(index) if direction == "across" else grid.column(index)


def check_group(grid: Grid, spec: GroupLike, direction: Direction, min_length: int = 2) -> Group:
    """One group checked against ``grid``: inside one stretch, long enough, a valid numeral.

    >>> grid = Grid.from_text("XIIII#\\n" + "......\\n" * 5)
    >>> check_group(grid, "A1-C1", "across").value
    12
    >>> try:
    ...     check_group(grid, "B1-E1", "across")
    ... except ScoringError as exc:
    ...     print(exc)
    IIII (B1-E1) is not a valid Roman numeral: 4 is written IV
    """
    line_no, start, stop = _locate(spec, direction)
    line = _line(grid, direction, line_no)
    text = line[start:stop]
    group = Group(direction, line_no, start, stop, text)
    for i, ch in enumerate(text):
        if ch == BLACK:
            cell = group.cells[i]
            raise ScoringError("summa.error.group-black", group=group.name, cell=cell_name(cell))
        if ch == EMPTY:
            cell = group.cells[i]
            raise ScoringError("summa.error.group-empty", group=group.name, cell=cell_name(cell))
    if len(text) < min_length:
        raise ScoringError(
            "group-short", key="summa.error.group-short" + ("-one" if len(text) == 1 else ""),
            group=group.name, text=text, length=len(text), min_length=min_length,
        )
    if text not in NUMERALS:
        better = why_not(text)
        if better is not None:
            value = NUMERALS.get(better) or _value_of(better)
            raise ScoringError(
                "summa.error.group-not-numeral", group=group.name, text=text, value=value,
                better=better,
            )
        raise ScoringError("summa.error.group-nonsense", group=group.name, text=text)
    return group


def _value_of(numeral: str) -> int:
    from .roman import roman_value

    return roman_value(numeral) or 0


def check_groups(
    grid: Grid, specs: Iterable[GroupLike], direction: Direction, min_length: int = 2
) -> tuple[Group, ...]:
    """All chosen groups of one direction, checked, sorted, and free of overlaps.

    >>> check_groups(Grid.from_text("XIIII#\\n" + "......\\n" * 5), "A1-C1", "row")
    Traceback (most recent call last):
    ...
    ValueError: direction must be 'across' (rows) or 'down' (columns), not 'row'
    """
    grid = Grid.of(grid)
    if direction not in ("across", "down"):
        expect_type("direction", direction, str, "'across' (rows) or 'down' (columns)")
        raise ValueError(f"direction must be 'across' (rows) or 'down' (columns), "
                         f"not {direction!r}")
    _check_min_length(min_length)
    specs = _group_list("specs", specs)
    groups = sorted(check_group(grid, s, direction, min_length) for s in specs)
    for a, b in zip(groups, groups[1:]):
        if a.line == b.line and b.start < a.stop:
            shared = sorted(set(a.cells) & set(b.cells))
            raise ScoringError(
                "summa.error.group-overlap", first=a.name, second=b.name,
                cell=cell_name(shared[0]),
            )
    return tuple(groups)


def _group_list(name: str, specs: Any) -> Iterable[GroupLike]:
    """``specs`` as groups to check: one group alone (a name or a :class:`Group`) is a list of
    one; anything that is not a list of groups is a ``TypeError`` naming ``name``.

    >>> _group_list("across", "A1-C1")
    ['A1-C1']
    >>> _group_list("down", None)
    Traceback (most recent call last):
    ...
    TypeError: down must be a list of groups, like ['A1-C1', 'D1-F1'], not NoneType None
    """
    if isinstance(specs, (str, Group)):
        return [specs]
    if not isinstance(specs, Iterable):
        raise type_error(name, specs, "a list of groups, like ['A1-C1', 'D1-F1']")
    return specs


def _cancel(grid: Grid, groups: Sequence[Group]) -> tuple[Grid, tuple[tuple[int, int], ...]]:
    used = {cell for g in groups for cell in g.cells}
    cancelled = tuple(
        (r, c) for r in range(SIZE) for c in range(SIZE)
        if grid.rows[r][c] in SYMBOLS and (r, c) not in used
    )
    return grid.blacken(cancelled), cancelled


@dataclass(frozen=True)
class Scoring:
    """A scored sheet: the groups chosen across and down, the points and the black cells.

    ``down_groups`` is ``None`` while only the rows are scored.
    """

    grid: Grid
    min_length: int
    across_groups: tuple[Group, ...]
    down_groups: tuple[Group, ...] | None = None

    @property
    def rows(self) -> tuple[tuple[Group, ...], ...]:
        """The chosen groups of each row, top row first."""
        return tuple(tuple(g for g in self.across_groups if g.line == r) for r in range(SIZE))

    @property
    def columns(self) -> tuple[tuple[Group, ...], ...]:
        """The chosen groups of each column, left column first."""
        down = self.down_groups or ()
        return tuple(tuple(g for g in down if g.line == c) for c in range(SIZE))

    @property
    def row_scores(self) -> tuple[int, ...]:
        return tuple(sum(g.value for g in row) for row in self.rows)

    @property
    def column_scores(self) -> tuple[int, ...]:
        return tuple(sum(g.value for g in col) for col in self.columns)

    @property
    def across(self) -> int:
        """Total of the rows."""
        return sum(self.row_scores)

    @property
    def down(self) -> int:
        """Total of the columns."""
        return sum(self.column_scores)

    @property
    def total(self) -> int:
        return self.across + self.down

    @property
    def done(self) -> bool:
        """True when the columns are scored too."""
        return self.down_groups is not None

    @property
    def after_rows(self) -> Grid:
        """The sheet once the symbols in no row group are cancelled."""
        return _cancel(self.grid, self.across_groups)[0]

    @property
    def cancelled_across(self) -> tuple[tuple[int, int], ...]:
        return _cancel(self.grid, self.across_groups)[1]

    @property
    def cancelled_down(self) -> tuple[tuple[int, int], ...]:
        if self.down_groups is None:
            return ()
        return _cancel(self.after_rows, self.down_groups)[1]

    @property
    def final(self) -> Grid:
        """The sheet at the end: every cancelled symbol black."""
        grid = self.after_rows
        if self.down_groups is not None:
            grid = _cancel(grid, self.down_groups)[0]
        return grid

    @property
    def black_count(self) -> int:
        """Black cells at the end (set-up plus cancelled): the tie-break, fewer is better."""
        return len(self.final.black_cells())

    def explain(self, lang: str = "en") -> ScoringExplanation:
        """The scoring in words, row by row and column by column."""
        return ScoringExplanation(self, lang)

    def _repr_html_(self) -> str:
        return self.explain()._repr_html_()


def score_sheet(
    grid: Grid | str,
    across: Iterable[GroupLike],
    down: Iterable[GroupLike] | None = None,
    min_length: int = 2,
) -> Scoring:
    """Score ``grid`` with the chosen row groups (and column groups, if given).

    Raises :class:`ScoringError` naming the first group that is not allowed.
    """
    grid = Grid.of(grid)
    _check_min_length(min_length)
    across_groups = check_groups(grid, _group_list("across", across), "across", min_length)
    scoring = Scoring(grid, min_length, across_groups)
    if down is None:
        return scoring
    down_groups = check_groups(scoring.after_rows, _group_list("down", down), "down", min_length)
    return Scoring(grid, min_length, across_groups, down_groups)


def _check_min_length(min_length: int) -> None:
    if not isinstance(min_length, int) or isinstance(min_length, bool) or not 1 <= min_length <= 8:
        raise ScoringError("summa.error.min-length", value=repr(min_length))


# -- the best choice --------------------------------------------------------------------------


def _pareto(line: str, min_length: int) -> list[tuple[int, int, tuple]]:
    """For each cell mask the best row score; then drop masks another mask beats.

    A mask is beaten by one that keeps every cell it keeps (and more) with at
    least its score: cancelling cells never helps a column.
    """
    best: dict[int, tuple[int, tuple]] = {}
    for score, mask, groups in line_choices(line, min_length):
        old = best.get(mask)
        if old is None or score > old[0]:
            best[mask] = (score, groups)
    items = sorted(best.items(), key=lambda kv: (-kv[1][0], -bin(kv[0]).count("1")))
    kept: list[tuple[int, int, tuple]] = []
    for mask, (score, groups) in items:
        if not any((m & mask) == mask and s >= score for s, m, _ in kept):
            kept.append((score, mask, groups))
    return kept


def best_choice(
    rows: Sequence[str], min_length: int = 2
) -> tuple[int, tuple[tuple[tuple[int, int], ...], ...]]:
    """The best total of a sheet given as rows (any size), and the row groups that reach it.

    Exact: a search over rows whose state is, for each column, the row where its
    open stretch began. The columns are then scored at their best. Among equal
    totals the choice that leaves the fewest black cells wins.

    >>> best_choice(["XIV", "IX#", "VI."])
    (54, (((0, 3),), ((0, 2),), ((0, 2),)))
    """
    rows = tuple(rows)
    n = len(rows)
    width = len(rows[0]) if rows else 0
    columns = ["".join(row[c] for row in rows) for c in range(width)]
    # close[c][a][b]: combined key of column c, rows a..b-1 kept whole
    close = [
        [[best_line_key(col[a:b], min_length) if b > a else 0 for b in range(n + 1)]
         for a in range(n + 1)]
        for col in columns
    ]
    layers: list[dict[tuple[int, ...], tuple[tuple[int, ...], int, tuple]]] = []
    states: dict[tuple[int, ...], int] = {(0,) * width: 0}
    for r, line in enumerate(rows):
        options = _pareto(line, min_length)
        new_states: dict[tuple[int, ...], int] = {}
        back: dict[tuple[int, ...], tuple[tuple[int, ...], int, tuple]] = {}
        bits = [[(mask >> c) & 1 for c in range(width)] for _, mask, _ in options]
        for state, key in states.items():
            shut = [close[c][state[c]][r] for c in range(width)]
            for (score, _mask, groups), keep in zip(options, bits):
                value = key + POINT * score
                new = list(state)
                for c in range(width):
                    if not keep[c]:
                        value += shut[c]
                        new[c] = r + 1
                t = tuple(new)
                old = new_states.get(t)
                if old is None or value > old:
                    new_states[t] = value
                    back[t] = (state, score, groups)
        layers.append(back)
        states = new_states
    best_state, best_key = None, -1
    for state, key in states.items():
        final = key + sum(close[c][state[c]][n] for c in range(width))
        if final > best_key:
            best_state, best_key = state, final
    chosen: list[tuple] = []
    state = best_state
    for back in reversed(layers):
        state, _score, groups = back[state]
        chosen.append(groups)
    chosen.reverse()
    return best_key // POINT, tuple(chosen)


def best_score(grid: Grid | str, min_length: int = 2) -> Scoring:
    """The highest total ``grid`` allows, with the choices that reach it.

    Includes choosing less in a row to gain in the columns. Among equal totals,
    the choice with the fewest black cells is returned.
    """
    grid = Grid.of(grid)
    _check_min_length(min_length)
    _total, row_groups = best_choice(grid.rows, min_length)
    across = tuple(
        Group("across", r, a, b, grid.rows[r][a:b])
        for r, groups in enumerate(row_groups) for a, b in groups
    )
    after = _cancel(grid, across)[0]
    down = tuple(
        Group("down", c, a, b, after.column(c)[a:b])
        for c in range(SIZE) for a, b in best_line(after.column(c), min_length)[1]
    )
    return Scoring(grid, min_length, across, down)


def best_rows_first(grid: Grid | str, min_length: int = 2) -> Scoring:
    """The plain way: the best score in every row, then the best columns that leaves.

    Used to explain why the best choice sometimes takes less in a row.
    """
    grid = Grid.of(grid)
    _check_min_length(min_length)
    across = tuple(
        Group("across", r, a, b, grid.rows[r][a:b])
        for r in range(SIZE) for a, b in best_line(grid.rows[r], min_length)[1]
    )
    after = _cancel(grid, across)[0]
    down = tuple(
        Group("down", c, a, b, after.column(c)[a:b])
        for c in range(SIZE) for a, b in best_line(after.column(c), min_length)[1]
    )
    return Scoring(grid, min_length, across, down)


# -- in words ---------------------------------------------------------------------------------


class ScoringExplanation:
    """A scoring in words (``str``) and as a small HTML sheet (``_repr_html_``).

    >>> grid = Grid.from_text("LXVLXI\\nXV#XXI\\nXIVIVI\\n#IIVXI\\nXII#VI\\nIXXXI#")
    >>> print(str(best_score(grid).explain()).splitlines()[1])
    row 1: LXV = 65, LXI = 61, together 126
    """

    def __init__(self, scoring: Scoring, lang: str = "en") -> None:
        i18n.table(lang)
        self.scoring = scoring
        self.lang = lang

    def _t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    def _line_text(self, kind: str, number: str, groups: tuple[Group, ...]) -> str:
        if not groups:
            return self._t("summa.explain.line-none", line=self._t(f"summa.word.{kind}"),
                           number=number)
        parts = ", ".join(str(g) for g in groups)
        total = sum(g.value for g in groups)
        key = "summa.explain.line-one" if len(groups) == 1 else "summa.explain.line-many"
        return self._t(key, line=self._t(f"summa.word.{kind}"), number=number, groups=parts,
                       total=total)

    def _cancelled(self, lines: str, cells: tuple[tuple[int, int], ...]) -> list[str]:
        """The line naming the cells the ``lines`` ("rows" or "columns") cancelled, if any: they
        count among the black cells of the total."""
        if not cells:
            return []
        return [self._t(f"summa.explain.cancelled-{lines}",
                        cells=", ".join(cell_name(c) for c in cells), count=len(cells))]

    @property
    def lines(self) -> list[str]:
        s = self.scoring
        out = [self._t("summa.explain.rows-first")]
        for r, groups in enumerate(s.rows):
            out.append(self._line_text("row", str(r + 1), groups))
        out.extend(self._cancelled("rows", s.cancelled_across))
        out.append(self._t("summa.explain.across-total", across=s.across))
        if s.done:
            out.append(self._t("summa.explain.columns-next"))
            for c, groups in enumerate(s.columns):
                out.append(self._line_text("column", "ABCDEF"[c], groups))
            out.extend(self._cancelled("columns", s.cancelled_down))
            out.append(self._t("summa.explain.down-total", down=s.down))
            out.append(self._t("summa.explain.total", across=s.across, down=s.down,
                               total=s.total, black=s.black_count))
        return out

    def why_best(self) -> list[str]:
        """Why this choice beats simply taking the most in every row (for a best scoring)."""
        s = self.scoring
        plain = best_rows_first(s.grid, s.min_length)
        if plain.total >= s.total:
            return [self._t("summa.explain.rows-greedy-best", total=s.total)]
        out = [self._t("summa.explain.rows-greedy", total=plain.total, across=plain.across,
                       down=plain.down)]
        for r in range(SIZE):
            mine, theirs = s.rows[r], plain.rows[r]
            if mine != theirs:
                kept = sorted({c for g in mine for c in g.cells}
                              - {c for g in theirs for c in g.cells})
                out.append(self._t(
                    "summa.explain.row-sacrifice" if kept else "summa.explain.row-other",
                    number=r + 1,
                    chosen=", ".join(str(g) for g in mine) or "-",
                    greedy=", ".join(str(g) for g in theirs) or "-",
                    lost=sum(g.value for g in theirs) - sum(g.value for g in mine),
                    cells=", ".join(cell_name(c) for c in kept),
                ))
        gain = s.total - plain.total
        out.append(self._t("summa.explain.gain-one" if gain == 1 else "summa.explain.gain",
                           gain=gain, down=s.down, plain_down=plain.down))
        return out

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def _repr_html_(self) -> str:
        s = self.scoring
        colours = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00")
        marks = {}
        for i, g in enumerate(s.across_groups):
            for cell in g.cells:
                marks[cell] = colours[i % len(colours)]
        sheet = grid_html(s.grid, marks)
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines)
        return (
            '<div style="display:flex;gap:1.5em;align-items:flex-start;font-family:sans-serif">'
            f'{sheet}<ul style="list-style:none;padding:0;margin:0">{items}</ul></div>'
        )
