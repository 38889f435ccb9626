"""Hints for a student, one step at a time, from a gentle nudge to the move itself.

Step 1 says how many points the best move is worth, step 2 which cell to look
near, step 3 the sum to make, step 4 the whole move. When no tile can be
placed, every step says so and suggests which tiles to exchange.

>>> from summy_widget.summy import Board
>>> h = hint((Board.start(), "4+37"), step=4)
>>> h.score, h.cell, h.sum, h.move
(14, 'J13', '3+4=7', 'J13> 3+4(=)7')
>>> str(hint((Board.start(), "4+37"), step=1))
'There is a move worth 14 points.'
>>> str(hint((Board.start(), "4+37"), step=2, lang="de"))
'Schau dir das Feld J13 an.'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .. import i18n
from .board import Board, cell_name
from .game import Game
from .movegen import legal_moves
from .players import best_move, choose_exchange
from .rules import Rules

__all__ = ["HINT_STEPS", "Hint", "hint"]

#: The number of hint steps; step 4 gives the move away.
HINT_STEPS = 4


@dataclass(frozen=True)
class Hint:
    """One hint: its ``step`` (1-4) and ``text``, plus what it is about.

    ``score`` (points of the best move), ``cell`` (the first cell it places a tile on),
    ``sum`` (the main sum as it reads after the move) and ``move`` (the move text) are
    filled in only up to the step asked for, so a widget may show all fields of a hint.
    With no legal placement, ``exchange`` names the tiles worth exchanging.
    """

    step: int
    text: str
    score: int | None = None
    cell: str | None = None
    sum: str | None = None
    move: str | None = None
    exchange: str | None = None

    def __str__(self) -> str:
        return self.text


def hint(
    position: Game | tuple[Board, str | Iterable[str]],
    step: int = 1,
    rules: Rules | None = None,
    lang: str = "en",
) -> Hint:
    """A hint of ``step`` (1-4) for the player to move in ``position``.

    ``position`` is a :class:`Game` (the hint is for the player to move, from that
    player's own rack) or a pair ``(board, rack)``. The hint is about the move that
    scores most (ties: fewer tiles, then the first in :func:`legal_moves` order).
    """
    if not isinstance(step, int) or isinstance(step, bool) or not 1 <= step <= HINT_STEPS:
        raise ValueError(f"step must be a whole number from 1 to {HINT_STEPS}, not {step!r}")
    if isinstance(position, Game):
        if position.over:
            raise ValueError("the game is over: there is nothing to hint at")
        board, rack = position.board, position.rack(position.current)
        rules = rules or position.rules
    else:
        try:
            board, rack = position
        except (TypeError, ValueError):
            raise ValueError("give a Game or a pair (board, rack) to hint at") from None
        if not isinstance(board, Board):
            raise ValueError("give a Game or a pair (board, rack) to hint at")
    moves = legal_moves(board, rack, rules)
    if not moves:
        tiles = choose_exchange(list(rack)) if list(rack) else ""
        return Hint(step, i18n.t("hint.none", lang, tiles=tiles), exchange=tiles)
    best = best_move(moves)
    move = best.move
    first = move.placements[0][0]
    cell = cell_name(*first)
    sum_text = move.symbols
    texts = [
        i18n.t("hint.worth", lang, points=best.score),
        i18n.t("hint.near", lang, cell=cell),
        i18n.t("hint.sum", lang, sum=sum_text, tiles=move.tiles),
        i18n.t("hint.move", lang, move=str(move), points=best.score),
    ]
    return Hint(
        step,
        texts[step - 1],
        score=best.score,
        cell=cell if step >= 2 else None,
        sum=sum_text if step >= 3 else None,
        move=str(move) if step >= 4 else None,
    )
