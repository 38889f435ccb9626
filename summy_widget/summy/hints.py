"""Hints for a student, one step at a time, from a gentle nudge to the move itself.

Step 1 says how many points the best move is worth, step 2 which cell to look
near, step 3 the sum to make, step 4 the whole move. When no tile can be
placed (about 80 of 200 opening racks), step 1 says so, step 2 which tiles to
keep, step 3 which to exchange and what the kept tiles are worth, step 4 the
exchange to play: the choice of the strong computer player (the tiles kept are
those with the best leave value, :func:`~summy_widget.summy.players.best_leave`;
with the bag empty, :func:`~summy_widget.summy.players.choose_exchange`).

>>> from summy_widget.summy import Board
>>> h = hint((Board.start(), "4+37"), step=4)
>>> h.score, h.cell, h.sum, h.move
(14, 'J13', '3+4=7', 'J13> 3+4(=)7')
>>> str(hint((Board.start(), "4+37"), step=1))
'There is a move worth 14 points.'
>>> str(hint((Board.start(), "4+37"), step=2, lang="de"))
'Schau dir das Feld J13 an.'
>>> closed = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
>>> h = hint((closed, "====xx:9"), step=3)
>>> h.score, h.exchange, h.keep
(None, '===xx:', '=9')
>>> print(h)  # doctest: +NORMALIZE_WHITESPACE
No move is possible. Exchange =, =, =, ×, ×, : and keep =, 9: of all the tiles you could
keep, they are worth most for the next turn (about 2.8 points more than exchanging every
tile).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .. import i18n
from ..errors import expect_type, type_error
from ..explain import SIGNS
from .board import Board, cell_name
from .game import Game
from .movegen import legal_moves
from .players import best_leave, best_move, choose_exchange, leave_value
from .rules import Rules

__all__ = ["HINT_STEPS", "Hint", "hint", "shown_tiles"]

#: The number of hint steps; step 4 gives the move away.
HINT_STEPS = 4


def shown_tiles(tiles: str) -> str:
    """Tiles as the rack shows them, one by one (the signs × and −), so that they do not
    read as a sum.

    >>> shown_tiles("-x2x2++"), shown_tiles("=")
    ('−, ×, 2, ×, 2, +, +', '=')
    """
    return ", ".join(SIGNS.get(tile, tile) for tile in tiles)


@dataclass(frozen=True)
class Hint:
    """One hint: its ``step`` (1-4) and ``text``, plus what it is about.

    ``score`` (points of the best move), ``cell`` (the first cell it places a tile on),
    ``sum`` (the main sum as it reads after the move) and ``move`` (the move text) are
    filled in only up to the step asked for, so a widget may show all fields of a hint.
    With no legal placement, ``score`` is ``None``, ``exchange`` names the tiles to
    exchange and ``keep`` the tiles to keep (both at every step, for a widget that shows
    them on the rack); the ``text`` tells more at each step.
    """

    step: int
    text: str
    score: int | None = None
    cell: str | None = None
    sum: str | None = None
    move: str | None = None
    exchange: str | None = None
    keep: str | None = None

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

    >>> hint("M13")
    Traceback (most recent call last):
    ...
    TypeError: position must be a summy.Game or a pair (board, rack) such as \
(Board.start(), '4+37'), not str 'M13'
    """
    _check_step(step)
    lang = i18n.language(lang)  # a clear error now, not after the search
    bag = None
    if isinstance(position, Game):
        if position.over:
            raise ValueError("the game is over: there is nothing to hint at")
        board, rack = position.board, position.rack(position.current)
        bag = position.bag_count
        rules = rules or position.rules
    elif isinstance(position, (tuple, list)) and len(position) == 2 \
            and isinstance(position[0], Board):
        board, rack = position
    else:
        raise type_error("position", position, "a summy.Game or a pair (board, rack) such as "
                         "(Board.start(), '4+37')")
    moves = legal_moves(board, rack, rules)
    if not moves:
        return _exchange_hint(list(rack), step, lang, bag)
    best = best_move(moves)
    move = best.move
    first = move.placements[0][0]
    cell = cell_name(*first)
    sum_text = move.symbols
    one = "-one" if best.score == 1 else ""  # "1 point"
    texts = [
        i18n.t("hint.worth" + one, lang, points=best.score),
        i18n.t("hint.near", lang, cell=cell),
        i18n.t("hint.sum", lang, sum=sum_text, tiles=shown_tiles(move.tiles)),
        i18n.t("hint.move" + one, lang, move=str(move), points=best.score),
    ]
    return Hint(
        step,
        texts[step - 1],
        score=best.score,
        cell=cell if step >= 2 else None,
        sum=sum_text if step >= 3 else None,
        move=str(move) if step >= 4 else None,
    )


def _check_step(step: int) -> None:
    """``step`` must be a whole number from 1 to :data:`HINT_STEPS`: a ``TypeError`` for
    another kind, a ``ValueError`` for another number.

    >>> _check_step("2")
    Traceback (most recent call last):
    ...
    TypeError: step must be a whole number from 1 to 4, not str '2'
    """
    expect_type("step", step, int, f"a whole number from 1 to {HINT_STEPS}")
    if not 1 <= step <= HINT_STEPS:
        raise ValueError(f"step must be a whole number from 1 to {HINT_STEPS}, not {step!r}")


def _exchange_hint(rack: list[str], step: int, lang: str, bag: int | None) -> Hint:
    """The hint when no tile can be placed: the exchange the strong player would make.

    ``bag`` is the number of tiles in the bag (``None``: unknown, taken as not empty).

    The worth of the tiles kept is said against exchanging every tile (the leave table's
    values, :func:`~summy_widget.summy.leaves.leave_value`); with the bag empty nothing
    comes back, so the hint says what a sum needs instead; when no tile is worth keeping,
    it says to exchange them all.

    >>> _exchange_hint(list("=+3457"), 4, "en", 0).text
    'No move is possible: exchange 3, 4 and keep =, +, 5, 7.'
    >>> _exchange_hint(list("1111::::"), 3, "en", 50).text
    'No move is possible. Exchange all your tiles (1, 1, 1, 1, :, :, :, :): none of them is \
worth keeping for the next turn.'
    """
    if not rack:
        return Hint(step, i18n.t("hint.none", lang), exchange="", keep="")
    empty_bag = bag is not None and bag < 1
    give = choose_exchange(rack) if empty_bag else best_leave(rack)[1]
    kept = list(rack)
    for symbol in give:
        kept.remove(symbol)
    keep = "".join(kept)
    one = "-one" if len(keep) == 1 else ""
    keys = ("hint.none", f"hint.none-keep{one}", f"hint.none-give{one}", "hint.none-move")
    if not keep:
        keys = ("hint.none", "hint.none-keep-nothing", "hint.none-give-all", "hint.none-move-all")
    elif empty_bag:
        keys = (*keys[:2], "hint.none-give-empty-bag", keys[3])
    text = i18n.t(keys[step - 1], lang, tiles=shown_tiles(give), kept=shown_tiles(keep),
                  gain=i18n.decimal(leave_value(keep) - leave_value(""), lang))
    return Hint(step, text, exchange=give, keep=keep)
