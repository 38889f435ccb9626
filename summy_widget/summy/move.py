"""Moves and exchanges, and their notation (RULES.md 1.6).

A move text names the first cell of the main run, ``>`` (across) or ``v``
(down), a space, then every symbol of the main run as it reads after the move;
symbols that were on the board before stand in parentheses, one pair per
unbroken stretch.

>>> m = Move.from_text("J13> 4+3(=)7")
>>> m.start, m.direction, m.symbols
((12, 9), 'across', '4+3=7')
>>> [(cell_name(*cell), s) for cell, s in m.placements]
[('J13', '4'), ('K13', '+'), ('L13', '3'), ('N13', '7')]
>>> str(m)
'J13> 4+3(=)7'
>>> str(Exchange.from_text("swap 77="))
'swap 77='
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..arithmetic import ALIASES
from ..errors import expect_type, type_error
from .board import ACROSS, DOWN, EMPTY, GREY, SIZE, STEP, Board, Cell, CellLike, cell_name
from .board import parse_cell as _parse_cell
from .errors import IllegalMoveError, NotationError

__all__ = ["Exchange", "Move"]

_ARROWS = {">": ACROSS, "v": DOWN}
_ARROW_OF = {ACROSS: ">", DOWN: "v"}
# any letter and up to three digits: a cell off the board (Z13, A100) is named as such below
_HEAD = re.compile(r"^\s*([A-Za-z])(\d{1,3})\s*([>vV])\s*(.+?)\s*$")
_TILES = "0123456789+-x:="
_TILE_SET = frozenset(_TILES)


def _plain(start: object, old: object) -> bool:
    """Whether ``start`` is a pair of ints and ``old`` a tuple of bools (the quick check)."""
    return (type(start) is tuple and len(start) == 2 and type(start[0]) is int
            and type(start[1]) is int and type(old) is tuple
            and all(mark is True or mark is False for mark in old))


def _start(start: object) -> Cell:
    """A move's first cell from a name (``"J13"``) or a ``(row, column)`` pair of numbers.

    >>> _start("j13"), _start([12, 9])
    ((12, 9), (12, 9))
    """
    if isinstance(start, str):
        try:
            return _parse_cell(start)
        except ValueError as exc:
            raise NotationError("off-board", str(exc), text=repr(start)) from None
    if isinstance(start, (tuple, list)) and len(start) == 2:
        for name, value in zip(("row", "column"), start):
            expect_type(f"the start's {name}", value, int, "a whole number from 0 to 24")
        return (start[0], start[1])
    raise type_error("start", start, "a cell like 'J13' or a pair (row, column) like (12, 9)")


def _marks(old: object) -> tuple[bool, ...]:
    """A move's old/new marks: one ``True`` or ``False`` per symbol (a list is made a tuple)."""
    what = "one True (on the board before) or False (laid now) per symbol"
    if not isinstance(old, (tuple, list)):
        raise type_error("old", old, what)
    for mark in old:
        expect_type("old", mark, bool, what)
    return tuple(old)


def _read_symbols(body: str, text: str) -> tuple[str, tuple[bool, ...]]:
    """The symbols of a move text's ``body`` and, for each, whether it is in brackets (a tile
    already on the board); ``text`` is the whole move text, for the error's words.

    >>> _read_symbols("4+3(=)7", "J13> 4+3(=)7")
    ('4+3=7', (False, False, False, True, False))
    >>> _read_symbols("(1)(2)=3", "A1> (1)(2)=3")
    Traceback (most recent call last):
    summy_widget.summy.errors.NotationError: 'A1> (1)(2)=3': write one pair of parentheses \
for each unbroken stretch of old tiles, e.g. (12) not (1)(2)
    """
    symbols: list[str] = []
    old: list[bool] = []
    inside = False
    stretch = 0
    last_closed_at = -1
    for ch in body:
        if ch.isspace():
            continue
        if ch == "(":
            if inside:
                raise NotationError("bad-text", f"{text!r}: a '(' inside parentheses",
                                    text=repr(text))
            if last_closed_at == len(symbols):
                raise NotationError(
                    "bad-text",
                    f"{text!r}: write one pair of parentheses for each unbroken stretch of "
                    "old tiles, e.g. (12) not (1)(2)",
                    text=repr(text),
                )
            inside, stretch = True, 0
        elif ch == ")":
            if not inside:
                raise NotationError("bad-text", f"{text!r}: a ')' without '('", text=repr(text))
            if stretch == 0:
                raise NotationError("bad-text", f"{text!r}: empty parentheses", text=repr(text))
            inside = False
            last_closed_at = len(symbols)
        else:
            symbols.append(_canonical_symbol(ch, repr(text)))
            old.append(inside)
            stretch += 1
    if inside:
        raise NotationError("bad-text", f"{text!r}: a '(' is never closed", text=repr(text))
    if not symbols:
        raise NotationError("bad-text", f"{text!r} has no symbols", text=repr(text))
    return "".join(symbols), tuple(old)


def _canonical_symbol(ch: str, where: str) -> str:
    ch = ALIASES.get(ch, ch)
    if ch not in _TILES:
        raise NotationError(
            "bad-symbol",
            f"{ch!r} in {where} is not a tile: use the digits 0-9, + - x : and =",
            key="summy.illegal.bad-symbol-in", symbol=ch, named=repr(ch), where=where,
        )
    return ch


@dataclass(frozen=True)
class Move:
    """A placement: the whole main run after the move, and which of its tiles were there before.

    Build one from move text (:meth:`from_text`) or from tiles put on the board
    (:meth:`from_placements`). ``str(move)`` gives the move text back.
    """

    start: Cell
    direction: str
    symbols: str
    old: tuple[bool, ...]

    def __post_init__(self) -> None:
        if not _plain(self.start, self.old):  # a name, a list, a float, ...: checked and made plain
            object.__setattr__(self, "start", _start(self.start))
            object.__setattr__(self, "old", _marks(self.old))
        if type(self.symbols) is not str:
            expect_type("symbols", self.symbols, str, "the whole run as text, like '4+3=7'")
        if not _TILE_SET.issuperset(self.symbols):
            ch = next(ch for ch in self.symbols if ch not in _TILE_SET)
            raise IllegalMoveError(
                "bad-symbol", f"{ch!r} is not a tile: use the digits 0-9, + - x : and =",
                key="summy.illegal.bad-symbol-named", named=repr(ch))
        if self.direction not in STEP:
            raise IllegalMoveError(
                "bad-text", f"direction must be 'across' or 'down', not {self.direction!r}"
            )
        if len(self.old) != len(self.symbols) or not self.symbols:
            raise IllegalMoveError("bad-text", "a move needs one old/new mark for each symbol")
        if all(self.old):
            raise IllegalMoveError("no-tiles", "a move must place at least one tile")
        r, c = self.start
        dr, dc = STEP[self.direction]
        end = (r + dr * (len(self.symbols) - 1), c + dc * (len(self.symbols) - 1))
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            raise IllegalMoveError("off-board", f"{self.start} is not on the board",
                                   text=repr(self.start))
        if not (0 <= end[0] < SIZE and 0 <= end[1] < SIZE):
            raise IllegalMoveError(
                "off-board",
                f"the move runs off the board: {len(self.symbols)} symbols from "
                f"{cell_name(r, c)} {self.direction} do not fit on the 25x25 board",
                cells=(cell_name(r, c),), text=cell_name(r, c), cell=cell_name(r, c),
                count=len(self.symbols), key=f"summy.illegal.off-board-{self.direction}",
            )

    @classmethod
    def _made(cls, start: Cell, direction: str, symbols: str, old: tuple[bool, ...]) -> Move:
        """A move the move generator has made and checked itself, built without the checks.

        >>> Move._made((12, 9), "across", "4+3=7", (False,) * 3 + (True, False)).text()
        'J13> 4+3(=)7'
        """
        move = object.__new__(cls)
        move.__dict__.update(start=start, direction=direction, symbols=symbols, old=old)
        return move

    # -- notation -----------------------------------------------------------
    @classmethod
    def from_text(cls, text: str) -> Move:
        """Parse move text such as ``"J13> 4+3(=)7"``; no board is needed."""
        expect_type("text", text, str, "a move text such as 'J13> 4+3(=)7'")
        m = _HEAD.match(text)
        if not m:
            raise NotationError(
                "bad-text",
                f"{text!r} is not a move text: write the first cell, > or v, a space and the "
                "symbols, like 'J13> 4+3(=)7'",
                text=repr(text),
            )
        col, row, arrow, body = m.groups()
        try:
            start = _parse_cell(f"{col}{row}")
        except ValueError as exc:
            raise NotationError("off-board", f"{text!r}: {exc}", text=repr(text)) from None
        symbols, old = _read_symbols(body, text)
        return cls(start, _ARROWS[arrow.lower()], symbols, old)

    def __str__(self) -> str:
        out = [f"{cell_name(*self.start)}{_ARROW_OF[self.direction]} "]
        prev = False
        for s, o in zip(self.symbols, self.old):
            if o and not prev:
                out.append("(")
            if not o and prev:
                out.append(")")
            out.append(s)
            prev = o
        if prev:
            out.append(")")
        return "".join(out)

    def text(self) -> str:
        """The move text (the same as ``str(move)``)."""
        return str(self)

    # -- geometry -----------------------------------------------------------
    @property
    def cells(self) -> tuple[Cell, ...]:
        """Every cell of the main run, in reading order."""
        r, c = self.start
        dr, dc = STEP[self.direction]
        return tuple((r + dr * i, c + dc * i) for i in range(len(self.symbols)))

    @property
    def end(self) -> Cell:
        return self.cells[-1]

    @property
    def placements(self) -> tuple[tuple[Cell, str], ...]:
        """The tiles this move puts on the board, as ``((row, col), symbol)``."""
        return tuple(
            (cell, s) for cell, s, o in zip(self.cells, self.symbols, self.old) if not o
        )

    @property
    def tiles(self) -> str:
        """The symbols taken from the rack, in board order."""
        return "".join(s for s, o in zip(self.symbols, self.old) if not o)

    # -- from tiles on the board -------------------------------------------
    @classmethod
    def from_placements(
        cls, board: Board, placements: Mapping[CellLike, str], rules: object = None
    ) -> Move:
        """The move that puts ``placements`` on ``board`` (RULES.md 1.4 rules 1-3 and 5).

        The main run is the longest unbroken line through the placed tiles. A
        single tile is written in the direction of the sum it completes, across
        when both (or neither) of its runs are sums; ``rules`` (a ``Rules``) decides
        what a sum is when the options ``exact_division``/``negative_intermediates`` are set.

        >>> b = Board.start()
        >>> str(Move.from_placements(b, {"J13": "4", "K13": "+", "L13": "3", "N13": "7"}))
        'J13> 4+3(=)7'
        """
        if not placements:
            raise IllegalMoveError("no-tiles", "place at least one tile")
        cells = _placed_cells(board, placements)
        after = board.place(cells)
        direction = _direction(after, cells, rules)
        first, last = min(cells), max(cells)
        _check_joined(after, first, last, direction)
        start, text = after.run(*first, direction)
        dr, dc = STEP[direction]
        old = tuple(
            (start[0] + dr * i, start[1] + dc * i) not in cells for i in range(len(text))
        )
        return cls(start, direction, text, old)


def _placed_cells(board: Board, placements: Mapping[CellLike, str]) -> dict[Cell, str]:
    """The placements by cell, each a tile (``*`` and ``/`` written ``x`` and ``:``) on an
    empty cell.

    >>> _placed_cells(Board.start(), {"J13": "*"})
    {(12, 9): 'x'}
    """
    cells: dict[Cell, str] = {}
    for name, symbol in placements.items():
        cell = _parse_cell(name)
        if not isinstance(symbol, str) or len(symbol) != 1:
            raise IllegalMoveError(
                "bad-symbol", f"{symbol!r} in {name} is not a tile: use the digits 0-9, "
                "+ - x : and =", key="summy.illegal.bad-symbol-in", named=repr(symbol),
                where=name)
        symbol = _canonical_symbol(symbol, cell_name(*cell))
        here = board.get(*cell)
        if here != EMPTY:
            grey = here == GREY
            what = "a grey tile" if grey else f"the tile {here}"
            raise IllegalMoveError(
                "occupied",
                f"{cell_name(*cell)} already holds {what}: tiles go on empty cells only",
                cells=(cell_name(*cell),), symbol=here,
                key=f"summy.illegal.occupied-{'grey' if grey else 'tile'}",
            )
        cells[cell] = symbol
    return cells


def _direction(after: Board, cells: dict[Cell, str], rules: object) -> str:
    """The line of the placed tiles (on the board ``after`` them): their row or their column,
    and for a single tile the direction of the sum it completes (across when both are)."""
    if len(cells) == 1:
        (cell,) = cells
        return _single_tile_direction(after, cell, rules)
    if len({r for r, _ in cells}) == 1:
        return ACROSS
    if len({c for _, c in cells}) == 1:
        return DOWN
    names = tuple(cell_name(*c) for c in sorted(cells))
    raise IllegalMoveError(
        "not-in-line",
        f"the tiles {', '.join(names)} are not in one row or one column: a move lays its tiles "
        "in one line",
        cells=names,
    )


def _single_tile_direction(after: Board, cell: Cell, rules: object) -> str:
    """Down when only the column through ``cell`` is a sum, or only it is two tiles long;
    else across.

    >>> board = Board.empty().write("M12v 4", "M14v 4")
    >>> _single_tile_direction(board.place({(12, 12): "="}), (12, 12), None)
    'down'
    """
    from ..arithmetic import check_sum

    across, down = after.run(*cell, ACROSS)[1], after.run(*cell, DOWN)[1]
    down_sum = len(down) >= 2 and check_sum(down, rules).valid
    across_sum = len(across) >= 2 and check_sum(across, rules).valid
    if (down_sum and not across_sum) or (len(across) < 2 and len(down) >= 2):
        return DOWN
    return ACROSS


def _check_joined(after: Board, first: Cell, last: Cell, direction: str) -> None:
    """The cells from ``first`` to ``last`` all hold tiles: no empty or grey cell between."""
    dr, dc = STEP[direction]
    r, c = first
    while (r, c) != last:
        r, c = r + dr, c + dc
        here = after.get(r, c)
        if here == EMPTY or here == GREY:
            code = "gap" if here == EMPTY else "grey-between"
            what = "empty" if here == EMPTY else "grey"
            raise IllegalMoveError(
                code,
                f"{cell_name(r, c)} is {what}, between {cell_name(*first)} and "
                f"{cell_name(*last)}: the tiles of a move must join up without a gap",
                cells=(cell_name(r, c),), first=cell_name(*first), last=cell_name(*last),
            )


@dataclass(frozen=True)
class Exchange:
    """An exchange of tiles: ``swap`` and the symbols given up.

    >>> Exchange.from_text("swap 7 7 =").tiles
    '77='
    """

    tiles: str

    def __post_init__(self) -> None:
        expect_type("tiles", self.tiles, str, "the tiles to exchange as text, such as '77='")
        if not self.tiles:
            raise IllegalMoveError(
                "no-tiles", "exchanging 0 tiles is not a move: name at least one tile to exchange"
            )
        for ch in self.tiles:
            if ch not in _TILES:
                raise IllegalMoveError(
                    "bad-symbol", f"{ch!r} is not a tile: use the digits 0-9, + - x : and =",
                    key="summy.illegal.bad-symbol-named", named=repr(ch))

    @classmethod
    def parse(cls, tiles: str | list[str] | tuple[str, ...] | Exchange) -> Exchange:
        """An exchange from text (``"swap 77="``, ``"77="``), single tiles or an Exchange.

        Each item of a list must be one tile:

        >>> Exchange.parse(["7", "7", "="]).tiles
        '77='
        >>> Exchange.parse(["12"])
        Traceback (most recent call last):
        ...
        summy_widget.summy.errors.NotationError: each tile to exchange is one symbol, not '12'
        """
        if isinstance(tiles, Exchange):
            return tiles
        if isinstance(tiles, (list, tuple)):
            for item in tiles:
                expect_type("tiles", item, str, "a list of single tiles such as ['7', '=']")
                if len(item) != 1:
                    raise NotationError(
                        "exchange-item", f"each tile to exchange is one symbol, not {item!r}",
                        item=repr(item))
            tiles = "".join(tiles)
        expect_type("tiles", tiles, str, "exchange text such as 'swap 77=' or a list of tiles")
        return cls.from_text(tiles)

    @classmethod
    def from_text(cls, text: str) -> Exchange:
        """Parse ``"swap 77="`` (the word ``swap`` may be left out)."""
        expect_type("text", text, str, "exchange text such as 'swap 77='")
        body = text.strip()
        if body.lower().startswith("swap"):
            body = body[4:]
        tiles = "".join(_canonical_symbol(ch, repr(text)) for ch in body if not ch.isspace())
        return cls(tiles)

    def __str__(self) -> str:
        return f"swap {self.tiles}"
