"""The 6 x 6 score sheet of one player, and the rules of its 4 black set-up cells.

Cells are named like a chess board: column letter ``A``-``F`` (left to right),
then row number ``1``-``6`` (top to bottom). ``C2`` is row 2, column 3.

>>> g = Grid.from_text("LXVLXI\\nXV#XXI\\nXIVIVI\\n#IIVXI\\nXII#VI\\nIXXXI#")
>>> g["C2"], g[0, 0], g.row(0), g.column(0)
('#', 'L', 'LXVLXI', 'LXX#XI')
>>> g.black_cells()
[(1, 2), (3, 0), (4, 3), (5, 5)]
>>> check_setup(g.black_cells())
>>> print(Grid.empty().with_black(["A1", "C2", "E3", "B6"]).to_text())
#.....
..#...
....#.
......
......
.#....
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from ..errors import expect_type, type_error
from ..pictures import AS_DRAWN
from .errors import GridError, IllegalMoveError, SetupError
from .roman import SYMBOLS

__all__ = [
    "BLACK",
    "EMPTY",
    "SIZE",
    "Cell",
    "Grid",
    "cell_name",
    "cell_taken",
    "check_pairs",
    "check_setup",
    "parse_cell",
]

SIZE = 6
BLACK = "#"
EMPTY = "."
Cell = tuple[int, int]
CellLike = Cell | Sequence[int] | str
_COLUMNS = "ABCDEF"
#: what :meth:`Grid.from_text` reads, as its errors name it
SHEET_TEXT = "a sheet as text, 6 lines of 6 symbols ('.' empty, '#' black)"


def cell_name(cell: Cell) -> str:
    """The name of a cell given as (row, column), both counted from 0.

    >>> cell_name((1, 2))
    'C2'
    >>> cell_name("C2")
    Traceback (most recent call last):
    ...
    TypeError: cell must be a pair (row, column), both from 0, like (1, 2), not str 'C2'
    """
    if not (isinstance(cell, (tuple, list)) and len(cell) == 2):
        raise type_error("cell", cell, "a pair (row, column), both from 0, like (1, 2)")
    row, col = cell
    if not (type(row) is int and type(col) is int and 0 <= row < SIZE and 0 <= col < SIZE):
        row, col = parse_cell(cell)  # its error names what is wrong with the pair
    return f"{_COLUMNS[col]}{row + 1}"


def parse_cell(cell: CellLike) -> Cell:
    """A cell as (row, column) from a name like ``"C2"`` or a pair of numbers.

    >>> parse_cell("C2"), parse_cell("c2"), parse_cell((1, 2))
    ((1, 2), (1, 2), (1, 2))
    >>> try:
    ...     parse_cell("G7")
    ... except GridError as exc:
    ...     print(exc)
    G7 is not a cell: use a letter A-F and a number 1-6, like C2
    """
    if isinstance(cell, str):
        name = cell.strip().upper()
        if (
            len(name) == 2
            and name[0] in _COLUMNS
            and name[1] in "123456"
        ):
            return int(name[1]) - 1, _COLUMNS.index(name[0])
        raise GridError("summa.error.cell-name", cell=cell)
    if (
        isinstance(cell, (tuple, list))
        and len(cell) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in cell)
        and all(0 <= x < SIZE for x in cell)
    ):
        return int(cell[0]), int(cell[1])
    if (
        isinstance(cell, (tuple, list))
        and len(cell) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in cell)
    ):
        row, column = cell
        letter = chr(ord("A") + column) if 0 <= column < 26 else str(column + 1)
        raise GridError("cell-name", key="summa.error.cell-off", row=row + 1, column=letter)
    raise GridError("summa.error.cell-name", cell=repr(cell))


def _names(cells: Iterable[Cell]) -> str:
    return ", ".join(cell_name(c) for c in cells)


def check_setup(cells: Iterable[CellLike]) -> None:
    """Raise :class:`SetupError` unless ``cells`` are 4 allowed black cells.

    Exactly 4 cells; no two in the same row or column; no two touching at a corner.

    >>> check_setup(["A1", "C2", "E3", "B6"])
    >>> try:
    ...     check_setup(["A1", "B2", "E3", "C6"])
    ... except SetupError as exc:
    ...     print(exc)
    A1 and B2 touch at a corner: black cells may not touch, not even at a corner
    """
    if isinstance(cells, str) or not isinstance(cells, Iterable):
        raise type_error("cells", cells, "a list of 4 cells, like ['A1', 'C2', 'E3', 'B6']")
    parsed = [parse_cell(c) for c in cells]
    if len(set(parsed)) != len(parsed):
        twice = sorted({c for c in parsed if parsed.count(c) > 1})
        raise SetupError("summa.error.setup-twice", cells=_names(twice))
    if len(parsed) != 4:
        raise SetupError("summa.error.setup-count", count=len(parsed))
    check_pairs(parsed)


def check_pairs(cells: Iterable[CellLike]) -> None:
    """Raise :class:`SetupError` if two of ``cells`` (any number of them) share a row or a
    column or touch at a corner: the rule breaks of black cells that need no 4th cell.

    >>> check_pairs(["A1", "C2"])
    >>> try:
    ...     check_pairs(["A1", "D1"])
    ... except SetupError as exc:
    ...     print(exc)
    A1 and D1 are both in row 1: black cells must be in different rows
    """
    ordered = sorted(parse_cell(c) for c in cells)
    for i, a in enumerate(ordered):
        for b in ordered[i + 1:]:
            pair = {"first": cell_name(a), "second": cell_name(b)}
            if a[0] == b[0]:
                raise SetupError("summa.error.setup-row", row=a[0] + 1, **pair)
            if a[1] == b[1]:
                raise SetupError("summa.error.setup-column", column=_COLUMNS[a[1]], **pair)
            if abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1:
                raise SetupError("summa.error.setup-corner", **pair)


class Grid:
    """One player's 6 x 6 sheet. Immutable: changes return a new grid.

    Each cell is ``'.'`` (empty), ``'#'`` (black) or a symbol ``I V X L``.
    """

    __slots__ = ("_rows",)

    def __init__(self, rows: Sequence[str]) -> None:
        if isinstance(rows, str) or not isinstance(rows, Iterable):
            raise type_error("rows", rows, "a list of 6 rows of 6 symbols, like "
                             "['LXVLXI', 'XV#XXI', ...] (for one text: Grid.from_text)")
        rows = tuple(rows)
        if len(rows) != SIZE:
            raise GridError("summa.error.grid-rows", count=len(rows))
        for r, line in enumerate(rows):
            if not isinstance(line, str) or len(line) != SIZE:
                raise GridError("summa.error.grid-length", row=r + 1, text=str(line))
            for ch in line:
                if ch not in SYMBOLS and ch not in (BLACK, EMPTY):
                    raise GridError("summa.error.grid-symbol", row=r + 1, symbol=ch)
        self._rows = rows

    # -- making grids -------------------------------------------------------
    @classmethod
    def empty(cls) -> Grid:
        """A sheet with nothing on it."""
        return cls([EMPTY * SIZE] * SIZE)

    @classmethod
    def from_text(cls, text: str) -> Grid:
        """Read 6 lines of 6 characters; blank lines and spaces around lines are ignored.

        >>> Grid.from_text(6)
        Traceback (most recent call last):
        ...
        TypeError: text must be a sheet as text, 6 lines of 6 symbols (...), not int 6
        """
        expect_type("text", text, str, SHEET_TEXT)
        return cls([line.strip().upper() for line in text.splitlines() if line.strip()])

    @classmethod
    def of(cls, grid: Grid | str) -> Grid:
        """``grid`` itself, or the sheet its text describes (see :meth:`from_text`).

        >>> Grid.of(Grid.empty()) == Grid.of("......\\n" * 6)
        True
        >>> Grid.of(None)
        Traceback (most recent call last):
        ...
        TypeError: grid must be a Grid or a sheet as text, 6 lines ... not NoneType None
        """
        if isinstance(grid, str):
            return cls.from_text(grid)
        return expect_type("grid", grid, cls, f"a Grid or {SHEET_TEXT}")

    def to_text(self) -> str:
        """The sheet as 6 lines of 6 characters (the form :meth:`from_text` reads)."""
        return "\n".join(self._rows)

    def with_black(self, cells: Iterable[CellLike]) -> Grid:
        """This empty sheet with the 4 set-up cells blackened (checked by :func:`check_setup`)."""
        cells = [parse_cell(c) for c in cells]
        check_setup(cells)
        for cell in cells:
            if self[cell] != EMPTY:
                raise SetupError("summa.error.setup-not-empty", cell=cell_name(cell))
        return self._set(cells, BLACK)

    def place(self, cell: CellLike, symbol: str) -> Grid:
        """This sheet with ``symbol`` written into an empty cell."""
        r, c = parse_cell(cell)
        if symbol not in SYMBOLS or len(symbol) != 1:
            raise IllegalMoveError("summa.error.not-a-symbol", symbol=str(symbol))
        if self._rows[r][c] != EMPTY:
            raise cell_taken((r, c), self._rows[r][c])
        return self._set([(r, c)], symbol)

    def blacken(self, cells: Iterable[CellLike]) -> Grid:
        """This sheet with ``cells`` black (used when symbols are cancelled).

        >>> print(Grid.empty().blacken(["A1", (1, 2)]).to_text())
        #.....
        ..#...
        ......
        ......
        ......
        ......
        >>> Grid.empty().blacken("A1")
        Traceback (most recent call last):
        ...
        TypeError: cells must be a list of cells, like ['A1', 'C2'], not str 'A1'
        """
        if isinstance(cells, str) or not isinstance(cells, Iterable):
            raise type_error("cells", cells, "a list of cells, like ['A1', 'C2']")
        return self._set([parse_cell(c) for c in cells], BLACK)

    def _set(self, cells: Iterable[Cell], value: str) -> Grid:
        rows = [list(line) for line in self._rows]
        for r, c in cells:
            rows[r][c] = value
        return Grid(["".join(line) for line in rows])

    # -- reading ------------------------------------------------------------
    def __getitem__(self, cell: CellLike) -> str:
        r, c = parse_cell(cell)
        return self._rows[r][c]

    @property
    def rows(self) -> tuple[str, ...]:
        """The 6 rows as strings, top first."""
        return self._rows

    def row(self, r: int) -> str:
        """Row ``r`` (from 0) read left to right."""
        return self._rows[r]

    def column(self, c: int) -> str:
        """Column ``c`` (from 0) read top to bottom."""
        return "".join(line[c] for line in self._rows)

    @property
    def columns(self) -> tuple[str, ...]:
        """The 6 columns as strings, left first."""
        return tuple(self.column(c) for c in range(SIZE))

    def cells_with(self, value: str) -> list[Cell]:
        """Every cell holding ``value``, in reading order."""
        return [(r, c) for r in range(SIZE) for c in range(SIZE) if self._rows[r][c] == value]

    def empty_cells(self) -> list[Cell]:
        """The empty cells in reading order (left to right, top row first)."""
        return self.cells_with(EMPTY)

    def black_cells(self) -> list[Cell]:
        """The black cells in reading order."""
        return self.cells_with(BLACK)

    @property
    def is_full(self) -> bool:
        """True when no cell is empty."""
        return not any(EMPTY in line for line in self._rows)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Grid) and other._rows == self._rows

    def __hash__(self) -> int:
        return hash(self._rows)

    def __repr__(self) -> str:
        return f"Grid.from_text({self.to_text()!r})"

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        return grid_html(self)


def grid_html(grid: Grid, marks: dict[Cell, str] | None = None, title: str = "") -> str:
    """A self-styled HTML table of ``grid`` (readable in a notebook saved without JavaScript).

    ``marks`` maps cells to a CSS colour used as the cell's frame.
    """
    marks = marks or {}
    cell_style = (
        "width:2.2em;height:2.2em;text-align:center;vertical-align:middle;"
        "font:bold 1.4em/1 Georgia,serif;border:1px solid #333;"
    )
    # its own colours, in every cell and header: a dark notebook theme's table styles
    # (striped rows) would otherwise show through
    head_css = "font:0.9em sans-serif;color:#555;background:#fff;padding:0 .3em"
    head = "".join(f'<th style="{head_css}">{ch}</th>' for ch in _COLUMNS)
    body = []
    for r in range(SIZE):
        tds = []
        for c in range(SIZE):
            ch = grid.rows[r][c]
            extra = ""
            if ch == BLACK:
                extra = "background:#111;color:#111;"
            elif ch == EMPTY:
                extra = "background:#fff;color:#bbb;"
            else:
                extra = "background:#fffdf3;color:#111;"
            if (r, c) in marks:
                extra += f"box-shadow:inset 0 0 0 3px {marks[(r, c)]};"
            shown = "" if ch in (BLACK, EMPTY) else ch
            tds.append(f'<td style="{cell_style}{extra}">{html.escape(shown)}</td>')
        body.append(
            f'<tr><th style="{head_css}">{r + 1}</th>'
            + "".join(tds)
            + "</tr>"
        )
    caption = f"<caption>{html.escape(title)}</caption>" if title else ""
    # a picture of the sheet: a contrast theme (forced colours) keeps its colours, as it keeps
    # an image's, and so does a printer saving ink, so the black cells and the groups' frames
    # stay seen
    return (
        '<table style="border-collapse:collapse;margin:.3em 0;background:#fff;color:#111;'
        f'{AS_DRAWN}">'
        f'{caption}<tr><td style="background:#fff"></td>{head}</tr>{"".join(body)}</table>'
    )


def cell_taken(cell: Cell, content: str) -> IllegalMoveError:
    """The error for writing into a cell that is not empty: a black cell is named as such.

    >>> cell_taken((0, 0), "#").text("en")
    'A1 is a black cell: nothing is written there; choose an empty cell'
    >>> cell_taken((1, 2), "X").text("en")
    'C2 is not empty (it holds X): choose an empty cell'
    """
    if content == BLACK:
        return IllegalMoveError("summa.error.cell-black", cell=cell_name(cell))
    return IllegalMoveError("summa.error.cell-taken", cell=cell_name(cell), content=content)
