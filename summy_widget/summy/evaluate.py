"""Is a move legal, and what does it score? (RULES.md 1.4)

>>> board = Board.start()
>>> result = evaluate_move(board, Move.from_text("J13> 4+3(=)7"))
>>> result.score, [s.text for s in result.sums]
(14, ['4+3=7'])
>>> [cell_name(*c) for c in result.caps]
['I13', 'O13']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..arithmetic import Verdict, check_sum
from ..errors import expect_type
from .board import ACROSS, DOWN, EMPTY, GREY, STEP, Board, Cell, cell_name
from .errors import IllegalMoveError
from .move import Move
from .rules import Rules

__all__ = ["MoveResult", "ScoredSum", "evaluate_move"]

_OTHER = {ACROSS: DOWN, DOWN: ACROSS}
DEFAULT_RULES = Rules()


@dataclass(frozen=True)
class ScoredSum:
    """One correct sum that a move completes, with its score."""

    text: str
    start: Cell
    direction: str
    verdict: Verdict
    main: bool

    @property
    def score(self) -> int:
        return self.verdict.score

    @property
    def cells(self) -> tuple[Cell, ...]:
        dr, dc = STEP[self.direction]
        r, c = self.start
        return tuple((r + dr * i, c + dc * i) for i in range(len(self.text)))

    @property
    def caps(self) -> tuple[Cell, Cell]:
        """The cells just before and just after the sum (they may be off the board)."""
        dr, dc = STEP[self.direction]
        r, c = self.start
        n = len(self.text)
        return ((r - dr, c - dc), (r + dr * n, c + dc * n))

    def __str__(self) -> str:
        return f"{cell_name(*self.start)}{'>' if self.direction == ACROSS else 'v'} {self.text}"


@dataclass(frozen=True)
class MoveResult:
    """What a legal move does: the sums it completes, its score, the grey caps, the new board."""

    move: Move
    sums: tuple[ScoredSum, ...]
    caps: tuple[Cell, ...]
    board: Board

    @property
    def score(self) -> int:
        return sum(s.score for s in self.sums)

    @property
    def breakdown(self) -> str:
        """The score in words: each sum and its points.

        >>> evaluate_move(Board.start(), Move.from_text("J13> 4+3(=)7")).breakdown
        '4+3=7 (14) = 14'
        """
        return " + ".join(f"{s.text} ({s.score})" for s in self.sums) + f" = {self.score}"


def _names(cells: list[Cell] | tuple[Cell, ...]) -> tuple[str, ...]:
    return tuple(cell_name(*c) for c in cells)


def _first_move(board: Board) -> bool:
    """Is this the first move: does the board hold nothing but the one starting tile?

    >>> _first_move(Board.start()), _first_move(Board.start().place({"N13": "4"}))
    (True, False)
    """
    return sum(1 for _ in board.tiles()) == 1 and not any(True for _ in board.greys())


def _occupied(board: Board, move: Move, name: str, here: str) -> IllegalMoveError:
    """The error of a new tile written on a full cell; when the board already shows the
    same tiles there, it says to write them in brackets and gives the move text that does.

    >>> print(_occupied(Board.start(), Move.from_text("J13> 4+3=7"), "M13", "="))
    M13 already holds the tile =: write a tile that is already on the board in brackets: \
J13> 4+3(=)7
    """
    if here == GREY:
        return IllegalMoveError("occupied", f"{name} already holds a grey tile: tiles go on "
                                "empty cells only", cells=(name,),
                                key="summy.illegal.occupied-grey")
    held = [board.get(*cell) == symbol and board.get(*cell) not in (EMPTY, GREY)
            for cell, symbol in zip(move.cells, move.symbols)]
    full = [board.get(*cell) != EMPTY for cell in move.cells]
    if held == full and not all(held):
        fixed = Move(move.start, move.direction, move.symbols, tuple(held))
        return IllegalMoveError(
            "occupied",
            f"{name} already holds the tile {here}: write a tile that is already on the board "
            f"in brackets: {fixed}",
            cells=(name,), key="summy.illegal.occupied-bracket", symbol=here, move=str(fixed),
        )
    return IllegalMoveError("occupied", f"{name} already holds the tile {here}: tiles go on "
                            "empty cells only", cells=(name,),
                            key="summy.illegal.occupied-tile", symbol=here)


def _mismatch(name: str, symbol: str, here: str) -> IllegalMoveError:
    """The error of a tile the move text writes in brackets (already on the board) on a cell
    that holds another tile, a grey tile or none; it says what to write instead.

    >>> print(_mismatch("M13", "=", EMPTY).text("de"))
    der Zugtext sagt, (=) liege schon auf M13, aber M13 ist leer: schreib einen Stein, den du \
legst, ohne Klammern
    """
    said = f"the move text says ({symbol}) is already on {name}, but {name}"
    if here == EMPTY:
        return IllegalMoveError("mismatch", f"{said} is empty: write a tile you lay without "
                                "brackets", cells=(name,), key="summy.illegal.mismatch-empty",
                                symbol=symbol)
    if here == GREY:
        return IllegalMoveError("mismatch", f"{said} holds a grey tile: a sum cannot run "
                                "through a grey tile", cells=(name,),
                                key="summy.illegal.mismatch-grey", symbol=symbol)
    return IllegalMoveError("mismatch", f"{said} holds {here}: write the tile that lies there, "
                            f"({here})", cells=(name,), key="summy.illegal.mismatch-tile",
                            symbol=symbol, here=here)


def evaluate_move(board: Board, move: Move | str, rules: Rules | None = None) -> MoveResult:
    """Check ``move`` on ``board`` and score it, or raise :class:`IllegalMoveError`.

    The error's ``code`` names the rule (``too-many-tiles``, ``mismatch``,
    ``occupied``, ``not-whole-run``, ``no-old-tile``, ``not-a-sum``,
    ``direction``) and its message names the cells. The rules are checked in this order,
    each by a step of its own.
    """
    expect_type("board", board, Board, "a summy.Board (e.g. Board.start())")
    if not isinstance(move, Move):
        expect_type("move", move, str, "a Move or a move text such as 'J13> 4+3(=)7'")
    if rules is None:
        rules = DEFAULT_RULES
    expect_type("rules", rules, Rules, "a summy.Rules, such as Rules(exact_division=True), or None")
    if isinstance(move, str):
        move = Move.from_text(move)
    _check_tile_count(move, rules)
    _check_cells(board, move)
    _check_whole_run(board, move)
    after = board.place(dict(move.placements))
    main = check_sum(move.symbols, rules)
    _check_single_tile_direction(board, after, move, main, rules)
    _check_builds_on_board(board, move)
    _check_main_sum(move, main)
    sums = (ScoredSum(move.symbols, move.start, move.direction, main, True),
            *_cross_sums(after, move, rules))
    caps = _caps(after, sums)
    final = after.place({cap: GREY for cap in caps}) if caps else after
    return MoveResult(move, sums, caps, final)


def _check_tile_count(move: Move, rules: Rules) -> None:
    """A move places at most a rack's worth of tiles.

    >>> _check_tile_count(Move.from_text("A1> 1+1=2"), Rules(rack_size=4))
    Traceback (most recent call last):
    summy_widget.summy.errors.IllegalMoveError: the move places 5 tiles, but a move places at most 4
    """
    placed = len(move.placements)
    if placed > rules.rack_size:
        raise IllegalMoveError(
            "too-many-tiles",
            f"the move places {placed} tiles, but a move places at most {rules.rack_size}",
            key="summy.illegal.too-many-placed", most=rules.rack_size, count=placed,
        )


def _check_cells(board: Board, move: Move) -> None:
    """Each tile in brackets is the one on its cell, and each new tile goes on an empty cell."""
    for cell, symbol, old in zip(move.cells, move.symbols, move.old):
        here = board.get(*cell)
        name = cell_name(*cell)
        if old and here != symbol:
            raise _mismatch(name, symbol, here)
        if not old and here != EMPTY:
            raise _occupied(board, move, name, here)


def _check_whole_run(board: Board, move: Move) -> None:
    """The move text writes the whole line of tiles: no tile just before it or just after it.

    >>> _check_whole_run(Board.start(), Move.from_text("J13> 4+3"))
    Traceback (most recent call last):
    summy_widget.summy.errors.IllegalMoveError: M13 holds =, which joins the run: the move \
text must write the whole line of tiles, from end to end
    """
    dr, dc = STEP[move.direction]
    (r0, c0), (r1, c1) = move.start, move.end
    for r, c in ((r0 - dr, c0 - dc), (r1 + dr, c1 + dc)):
        if board.is_tile(r, c):
            raise IllegalMoveError(
                "not-whole-run",
                f"{cell_name(r, c)} holds {board.get(r, c)}, which joins the run: the move text "
                "must write the whole line of tiles, from end to end",
                cells=(cell_name(r, c),), key="summy.illegal.not-whole-run-tile",
                symbol=board.get(r, c),
            )


def _check_single_tile_direction(board: Board, after: Board, move: Move, main: Verdict,
                                 rules: Rules) -> None:
    """A single tile is written in the direction of the sum it completes, across when both
    lines are sums (so that one move has one text)."""
    if len(move.placements) != 1:
        return
    (cell, symbol), = move.placements
    _, other = after.run(*cell, _OTHER[move.direction])
    if not (len(other) >= 2 and check_sum(other, rules).valid):
        return
    if not main.valid or move.direction == DOWN:
        proper = Move.from_placements(board, {cell: symbol}, rules)
        raise IllegalMoveError(
            "direction",
            "a single tile is written in the direction of the sum it completes (across "
            f"when both runs are sums): write {proper}",
            cells=(cell_name(*cell),), key="summy.illegal.direction-write", move=str(proper),
        )


def _check_builds_on_board(board: Board, move: Move) -> None:
    """The sum uses a tile that was on the board: the first one the centre's ``=``."""
    if any(move.old):
        return
    if _first_move(board):
        (centre, _), = board.tiles()
        raise IllegalMoveError(
            "no-old-tile",
            f"the first sum must use the = on {cell_name(*centre)}",
            cells=_names(move.cells), key="summy.illegal.first-move",
            centre=cell_name(*centre),
        )
    raise IllegalMoveError(
        "no-old-tile",
        f"the sum {move.symbols} uses no tile that was on the board before: a move must "
        "build on a tile already there",
        cells=_names(move.cells),
    )


def _check_main_sum(move: Move, main: Verdict) -> None:
    """The line the move writes is a correct sum."""
    if not main.valid:
        raise IllegalMoveError(
            "not-a-sum",
            f"{move.symbols} (from {cell_name(*move.start)} {move.direction}) is not a correct "
            f"sum: {main.reason}",
            cells=_names(move.cells), sum=move.symbols, reason=main,
            key=f"summy.illegal.not-a-sum-{move.direction}", cell=cell_name(*move.start),
        )


def _cross_sums(after: Board, move: Move, rules: Rules) -> list[ScoredSum]:
    """The correct sums the new tiles complete across the move's line (they score too; a
    cross line that is no correct sum is simply not scored).

    >>> study = Board.empty().write("P16> 8-5=", "T15v =")
    >>> move = Move.from_text("T12v 1+2(=)3")
    >>> [str(s) for s in _cross_sums(study.place(dict(move.placements)), move, Rules())]
    ['P16> 8-5=3']
    """
    cross = _OTHER[move.direction]
    sums = []
    for cell, _ in move.placements:
        start, text = after.run(*cell, cross)
        if len(text) >= 2 and (verdict := check_sum(text, rules)).valid:
            sums.append(ScoredSum(text, start, cross, verdict, False))
    return sums


def _caps(after: Board, sums: tuple[ScoredSum, ...]) -> tuple[Cell, ...]:
    """The empty cells just before and just after each completed sum, once each: they get a
    grey tile.

    >>> move = Move.from_text("J13> 4+3(=)7")
    >>> after = Board.start().place(dict(move.placements))
    >>> sums = (ScoredSum("4+3=7", (12, 9), ACROSS, check_sum("4+3=7"), True),)
    >>> [cell_name(*c) for c in _caps(after, sums)]
    ['I13', 'O13']
    """
    caps: list[Cell] = []
    for s in sums:
        for r, c in s.caps:
            if after.get(r, c) == EMPTY and (r, c) not in caps:
                caps.append((r, c))
    return tuple(caps)
