"""The 25x25 Summy board: cells, board text, runs of tiles.

Columns ``A``-``Y`` run left to right, rows ``1``-``25`` top to bottom; ``M13``
is the centre. Inside the engine a cell is ``(row, col)``, both from 0.

>>> parse_cell("M13"), cell_name(12, 12)
((12, 12), 'M13')
>>> b = Board.start()
>>> b["M13"], b[(0, 0)]
('=', '.')
>>> b.place({"L13": "3"})["L13"]
'3'
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator, Mapping

from ..errors import expect_type, type_error
from ..pictures import AS_DRAWN

SIZE = 25
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXY"
CENTRE = (12, 12)
EMPTY = "."
GREY = "#"
TILE_SYMBOLS = "0123456789+-x:="
ACROSS = "across"
DOWN = "down"
STEP = {ACROSS: (0, 1), DOWN: (1, 0)}

Cell = tuple[int, int]
CellLike = Cell | str

__all__ = [
    "ACROSS",
    "Board",
    "CENTRE",
    "COLUMNS",
    "DOWN",
    "EMPTY",
    "GREY",
    "SIZE",
    "cell_name",
    "parse_cell",
]


def parse_cell(name: CellLike) -> Cell:
    """``"M13"`` -> ``(12, 12)``; a ``(row, col)`` pair is checked and passed through.

    >>> parse_cell("a1")
    (0, 0)
    >>> parse_cell("Z3")
    Traceback (most recent call last):
    ...
    ValueError: 'Z3' is not a cell: write a column A-Y and a row 1-25, like M13
    """
    if isinstance(name, tuple):
        if (
            len(name) == 2
            and all(isinstance(v, int) for v in name)
            and 0 <= name[0] < SIZE
            and 0 <= name[1] < SIZE
        ):
            return name
        raise ValueError(f"{name!r} is not a cell on the 25x25 board")
    if isinstance(name, str):
        text = name.strip().upper()
        if len(text) >= 2 and text[0] in COLUMNS and text[1:].isdigit() and text[1] != "0":
            row = int(text[1:]) - 1
            if 0 <= row < SIZE:
                return (row, COLUMNS.index(text[0]))
    raise ValueError(f"{name!r} is not a cell: write a column A-Y and a row 1-25, like M13")


def cell_name(row: int, col: int) -> str:
    """``(12, 12)`` -> ``"M13"``.

    >>> cell_name(12, 25)
    Traceback (most recent call last):
    ...
    ValueError: (12, 25) is not a cell on the 25x25 board: row and column go from 0 to 24
    """
    expect_type("row", row, int, "a row number from 0 to 24 (0 is row 1)")
    expect_type("col", col, int, "a column number from 0 to 24 (0 is column A)")
    if not on_board(row, col):
        raise ValueError(f"{(row, col)!r} is not a cell on the {SIZE}x{SIZE} board: "
                         f"row and column go from 0 to {SIZE - 1}")
    return f"{COLUMNS[col]}{row + 1}"


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


class Board:
    """An immutable 25x25 board. Each cell holds ``.`` (empty), ``#`` (grey) or a tile.

    >>> Board.from_text(Board.start().to_text()) == Board.start()
    True
    """

    __slots__ = ("_cells",)

    def __init__(self, cells: str | None = None) -> None:
        if cells is None:
            cells = EMPTY * (SIZE * SIZE)
        expect_type("cells", cells, str, f"the {SIZE * SIZE} cells as one text (or use "
                    "Board.start() or Board.from_text(...))")
        if len(cells) != SIZE * SIZE:
            raise ValueError(f"a board has {SIZE * SIZE} cells, not {len(cells)}")
        bad = set(cells) - set(TILE_SYMBOLS + EMPTY + GREY)
        if bad:
            raise ValueError(f"a board cell cannot hold {sorted(bad)[0]!r}")
        self._cells = cells

    # -- construction -------------------------------------------------------
    @classmethod
    def empty(cls) -> Board:
        return cls()

    @classmethod
    def start(cls) -> Board:
        """The board at the start of a game: one ``=`` on the centre M13."""
        return cls().place({CENTRE: "="})

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Read board text: 25 lines of 25 characters, row 1 first.

        ``.`` is empty, ``#`` grey, otherwise a tile; aliases such as ``*`` or
        ``/`` are accepted. Blank lines around the text are ignored.
        """
        from ..arithmetic import ALIASES

        expect_type("text", text, str, f"board text, {SIZE} lines of {SIZE} characters")
        lines = [line.strip() for line in text.strip().splitlines()]
        if len(lines) != SIZE:
            raise ValueError(f"board text needs {SIZE} lines, but has {len(lines)}")
        cells = []
        for r, line in enumerate(lines):
            if len(line) != SIZE:
                raise ValueError(
                    f"line {r + 1} of the board text has {len(line)} characters instead of {SIZE}"
                )
            for c, ch in enumerate(line):
                ch = ALIASES.get(ch, ch)
                if ch not in TILE_SYMBOLS + EMPTY + GREY:
                    raise ValueError(
                        f"{cell_name(r, c)} holds {ch!r}: a cell is '.', '#' or one of "
                        f"{TILE_SYMBOLS}"
                    )
                cells.append(ch)
        return cls("".join(cells))

    def to_text(self) -> str:
        """Board text, 25 lines of 25 characters."""
        return "\n".join(self._cells[r * SIZE : (r + 1) * SIZE] for r in range(SIZE))

    def place(self, placements: Mapping[CellLike, str]) -> Board:
        """A new board with the given cells set (tiles or ``#``).

        >>> Board.start().place("L13 3")
        Traceback (most recent call last):
        ...
        TypeError: placements must be a dict of cells and tiles, such as {'L13': '3'}, not str \
'L13 3'
        """
        expect_type("placements", placements, Mapping,
                    "a dict of cells and tiles, such as {'L13': '3'}")
        cells = list(self._cells)
        for cell, symbol in placements.items():
            r, c = parse_cell(cell)
            if not isinstance(symbol, str) or symbol not in TILE_SYMBOLS + GREY + EMPTY \
                    or len(symbol) != 1:
                raise ValueError(f"{symbol!r} is not a tile")
            cells[r * SIZE + c] = symbol
        return Board("".join(cells))

    def write(self, *runs: str) -> Board:
        """A new board with each run of tiles written in, read like move text.

        ``"J13> 99+"`` writes 9, 9 and + across from J13; ``"T15v ="`` writes
        = on T15 (``v`` is down). The tiles need not make a sum: this sets up
        a board to look at, it is not a move. A run may cross a tile that is
        already there only with the same tile.

        >>> b = Board.empty().write("J13> 99+", "L12v 1+")
        >>> b["J13"], b["L13"], b["L12"]
        ('9', '+', '1')
        >>> Board.empty().write("X13> 123")
        Traceback (most recent call last):
        ValueError: 'X13> 123' runs off the board: 3 tiles from X13 across do not fit
        """
        board = self
        for run in runs:
            board = board.place(_run_placements(board, run))
        return board

    # -- reading ------------------------------------------------------------
    def __getitem__(self, cell: CellLike) -> str:
        if isinstance(cell, tuple) and len(cell) == 2:
            r, c = cell
            if 0 <= r < SIZE and 0 <= c < SIZE:
                return self._cells[r * SIZE + c]
        r, c = parse_cell(cell)
        return self._cells[r * SIZE + c]

    def get(self, row: int, col: int) -> str | None:
        """The symbol on ``(row, col)``, or ``None`` off the board."""
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return self._cells[row * SIZE + col]
        return None

    def is_tile(self, row: int, col: int) -> bool:
        """Is there a tile (not empty, not grey, on the board) on ``(row, col)``?"""
        s = self.get(row, col)
        return s is not None and s not in (EMPTY, GREY)

    def tiles(self) -> Iterator[tuple[Cell, str]]:
        """Every tile on the board, as ``((row, col), symbol)``, in reading order."""
        for i, s in enumerate(self._cells):
            if s not in (EMPTY, GREY):
                yield (divmod(i, SIZE), s)

    def greys(self) -> Iterator[Cell]:
        for i, s in enumerate(self._cells):
            if s == GREY:
                yield divmod(i, SIZE)

    def count(self, symbol: str) -> int:
        """How many cells hold ``symbol`` (a tile's symbol, or ``#`` for a grey tile).

        >>> Board.start().count("="), Board().count("=")
        (1, 0)
        >>> Board().count(None)
        Traceback (most recent call last):
        ...
        TypeError: symbol must be one symbol of 0123456789+-x:=#, not NoneType None
        """
        if not (isinstance(symbol, str) and len(symbol) == 1 and symbol in TILE_SYMBOLS + GREY):
            raise type_error("symbol", symbol, f"one symbol of {TILE_SYMBOLS}{GREY}")
        return self._cells.count(symbol)

    @property
    def cells(self) -> str:
        """All 625 cells as one string, row 1 first."""
        return self._cells

    def run(self, row: int, col: int, direction: str) -> tuple[Cell, str]:
        """The longest unbroken line of tiles through ``(row, col)`` in ``direction``.

        Returns its first cell and its text ('' when the cell holds no tile).

        >>> Board.start().place({"L13": "5"}).run(12, 12, ACROSS)
        ((12, 11), '5=')
        """
        if not self.is_tile(row, col):
            return ((row, col), "")
        dr, dc = STEP[direction]
        r, c = row, col
        while self.is_tile(r - dr, c - dc):
            r, c = r - dr, c - dc
        start = (r, c)
        symbols = []
        while self.is_tile(r, c):
            symbols.append(self._cells[r * SIZE + c])
            r, c = r + dr, c + dc
        return start, "".join(symbols)

    # -- values -------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and other._cells == self._cells

    def __hash__(self) -> int:
        return hash(self._cells)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        n = sum(1 for _ in self.tiles())
        return f"<Board {n} tiles>"

    def _repr_html_(self) -> str:
        return board_html(self)


#: the tiles as the widget draws them (js/summy.css), so a lesson's board reads like the game's:
#: digits light squares with a black frame, signs dark blue discs, ``=`` black with a yellow
#: double frame, grey caps striped
_TILE_STYLE = {
    "digit": "background:#fff6d5;color:#000;font-weight:800;box-shadow:inset 0 0 0 2px #000;"
             "border-radius:3px",
    "op": "background:#0b3c8c;color:#fff;font-weight:900;border-radius:50%",
    "=": "background:#111;color:#ffd21f;font-weight:900;border:3px double #ffd21f",
}
_GREY_STYLE = "background:repeating-linear-gradient(45deg,#5c5c5c 0 4px,#8c8c8c 4px 8px);"


def _run_placements(board: Board, run: str) -> dict[Cell, str]:
    """The cells and tiles of one run text such as ``"J13> 99+"``, checked against ``board``."""
    from ..arithmetic import ALIASES

    expect_type("a run of tiles", run, str, "text such as 'J13> 99+'")
    m = re.fullmatch(r"\s*([A-Za-z]\d{1,3})\s*([>vV])\s*(\S+)\s*", run)
    if not m:
        raise ValueError(
            f"{run!r} is not a run of tiles: write the first cell, > (across) or v (down), "
            "a space and the tiles, like 'J13> 99+'"
        )
    start, arrow, tiles = m.groups()
    r, c = parse_cell(start)
    direction = ACROSS if arrow == ">" else DOWN
    dr, dc = STEP[direction]
    if not on_board(r + dr * (len(tiles) - 1), c + dc * (len(tiles) - 1)):
        raise ValueError(
            f"{run!r} runs off the board: {len(tiles)} tiles from {cell_name(r, c)} "
            f"{direction} do not fit"
        )
    placements = {}
    for i, ch in enumerate(tiles):
        cell = (r + dr * i, c + dc * i)
        symbol = ALIASES.get(ch, ch)
        if symbol not in TILE_SYMBOLS + GREY:
            raise ValueError(f"{ch!r} in {run!r} is not a tile: use 0-9, + - x : = or # (grey)")
        if board[cell] not in (EMPTY, symbol):
            raise ValueError(
                f"{run!r} writes {symbol} on {cell_name(*cell)}, which already holds "
                f"{board[cell]}: start the run elsewhere or leave that tile out"
            )
        placements[cell] = symbol
    return placements


def board_html(board: Board, highlight: tuple[Cell, ...] = (), crop: bool = True) -> str:
    """A self-styled HTML table of the board, for notebooks shown without JavaScript.

    With ``crop`` only the rows and columns around the tiles are shown (plus a
    margin of one), so small positions stay small.
    """
    rows = range(SIZE)
    cols = range(SIZE)
    if crop:
        used = [cell for cell, _ in board.tiles()] + list(board.greys())
        if used:
            r0 = max(min(r for r, _ in used) - 1, 0)
            r1 = min(max(r for r, _ in used) + 1, SIZE - 1)
            c0 = max(min(c for _, c in used) - 1, 0)
            c1 = min(max(c for _, c in used) + 1, SIZE - 1)
            rows, cols = range(r0, r1 + 1), range(c0, c1 + 1)
    marked = set(highlight)
    # every cell and header has a background of its own: a notebook's table styles (striped
    # rows, dark in a dark theme) would show through the table's
    cell_css = (
        "width:1.7em;height:1.7em;text-align:center;vertical-align:middle;padding:0;"
        "border:1px solid #c8c8c8;font-family:monospace;font-size:1.05em;background:#fff;"
    )
    head_css = "font-size:0.75em;color:#555;background:#fff;"
    # a picture of the board: a contrast theme (forced colours) keeps its colours, as it keeps
    # an image's, and so does a printer saving ink, so the grey tiles and the tiles' frames and
    # discs stay seen
    out = [
        f'<table class="summy-board" style="border-collapse:collapse;margin:4px 0;'
        f'background:#fff;color:#111;{AS_DRAWN}">',
        '<tr><td style="padding:0 4px;background:#fff"></td>',
    ]
    out += [f'<th style="{head_css}padding:0">{COLUMNS[c]}</th>' for c in cols]
    out.append("</tr>")
    for r in rows:
        out.append(f'<tr><th style="{head_css}padding:0 4px">{r + 1}</th>')
        for c in cols:
            s = board.get(r, c)
            style = cell_css
            text = ""
            if s == GREY:
                style += _GREY_STYLE
            elif s != EMPTY:
                kind = "digit" if s.isdigit() else ("=" if s == "=" else "op")
                style += _TILE_STYLE[kind] + ";"
                text = {"x": "×", "-": "−"}.get(s, s)
            elif (r, c) == CENTRE:
                style += "color:#595959;"
                text = "★"
            if (r, c) in marked:
                style += "outline:3px solid #e66100;outline-offset:-3px;"
            out.append(f'<td title="{cell_name(r, c)}" style="{style}">{html.escape(text)}</td>')
        out.append("</tr>")
    out.append("</table>")
    return "".join(out)
