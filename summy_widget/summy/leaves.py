"""What the tiles a player keeps are worth for its next turn: the leave table.

The numbers are fitted from data, not set by hand: ``tools/fit_leaves.py`` plays seeded
self-play games and fits, by least squares, the points of each player's next turn to
the tiles it kept. The model has two parts:

- the *shape* of the kept tiles: how many ``=`` (counted up to 3), operators (up to 3)
  and digits (up to 6) they hold, one value for each shape (:data:`LEAVE_SHAPE`), since
  what a rack can play depends on these three together (three ``=`` and no operator
  seldom make a sum; one ``=``, two operators and three digits often do);
- each symbol kept: its first tile (:data:`LEAVE_FIRST`) and each further copy of it
  (:data:`LEAVE_MORE`), since a second ``9`` helps less than the first.

To regenerate the table, run from the repository root::

    python tools/fit_leaves.py --games 1500 --seed 100000 --write

which rewrites the block between the ``FITTED`` markers below (and prints the fit).
A value is in points of the next turn, against keeping nothing (drawing a whole fresh
rack), so ``leave_value("")`` is 0.

>>> leave_value("")
0.0
>>> leave_value("=+3457") > leave_value("====xx")
True
>>> best_leave("====xx:7")[1].count("=") >= 2
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..arithmetic import DIGITS, OPERATORS

__all__ = [
    "LEAVE_FIRST",
    "LEAVE_MORE",
    "LEAVE_SHAPE",
    "best_leave",
    "choose_exchange",
    "kept_tiles",
    "leave_shape",
    "leave_value",
]

#: The largest count of ``=``, of operators and of digits the shape tells apart.
SHAPE_LIMITS = (3, 3, 6)

# FITTED: written by tools/fit_leaves.py; do not edit by hand.
#: What the shape of the kept tiles is worth: LEAVE_SHAPE[= kept][operators][digits].
LEAVE_SHAPE = (
    (  # 0 '=' kept
        (0.0, 2.2, 4.7, 6.5, 6.5, 8.4, 6.1),  # 0 operators
        (2.8, 5.6, 8.3, 10.2, 14.7, 9.3, 4.3),  # 1 operator
        (3.3, 6.6, 10.6, 12.1, 12.4, 8.6, 4.3),  # 2 operators
        (3.5, 6.0, 9.1, 13.5, 4.3, 4.3, 4.3),  # 3 operators
    ),
    (  # 1 '=' kept
        (-0.7, 2.4, 4.1, 6.3, 9.9, 7.0, 4.3),  # 0 operators
        (2.2, 6.3, 9.1, 11.2, 10.4, 9.5, 4.3),  # 1 operator
        (4.7, 8.6, 11.4, 9.4, 11.3, 4.3, 4.3),  # 2 operators
        (5.2, 10.7, 10.0, 4.3, 4.3, 4.3, 4.3),  # 3 operators
    ),
    (  # 2 '=' kept
        (-6.3, -3.0, -0.1, 3.8, 0.4, 4.3, 4.3),  # 0 operators
        (-2.5, 0.5, 7.0, 4.3, 4.3, 4.3, 4.3),  # 1 operator
        (-0.5, 5.0, 11.7, 4.3, 4.3, 4.3, 4.3),  # 2 operators
        (1.1, -0.1, 4.3, 4.3, 4.3, 4.3, 4.3),  # 3 operators
    ),
    (  # 3 '=' kept
        (-12.7, -8.5, -5.4, -4.6, 4.3, 4.3, 4.3),  # 0 operators
        (-7.6, -3.5, 4.3, 4.3, 4.3, 4.3, 4.3),  # 1 operator
        (-7.5, -6.4, 4.3, 4.3, 4.3, 4.3, 4.3),  # 2 operators
        (-4.3, 4.3, 4.3, 4.3, 4.3, 4.3, 4.3),  # 3 operators
    ),
)
#: What keeping the first tile of a symbol, and each further copy of it, is worth.
LEAVE_FIRST = {
    "0": -4.8, "1": -4.1, "2": -3.7, "3": -3.0, "4": -2.7, "5": -2.8, "6": -1.6,
    "7": -1.4, "8": 0.0, "9": 0.4, "+": -4.0, "-": -3.6, "x": -4.6, ":": -5.0,
}
LEAVE_MORE = {
    "0": -5.4, "1": -6.9, "2": -4.4, "3": -3.7, "4": -5.0, "5": -3.6, "6": -2.3,
    "7": -6.1, "8": -1.9, "9": -5.3, "+": -5.4, "-": -5.5, "x": -6.4, ":": -5.8,
}
#: How the table was made.
FIT_NOTE = "tools/fit_leaves.py --games 1500 --seed 100000 --levels greedy,strong: 51517 turns"
# END FITTED


def kept_tiles(rack: Sequence[str], used: Sequence[str]) -> str:
    """The tiles left on ``rack`` after ``used`` are taken from it, sorted: the leave.

    >>> kept_tiles("=+3457x7", "7x")
    '+3457='
    """
    return "".join(sorted((Counter(rack) - Counter(used)).elements()))


def leave_shape(tiles: Sequence[str]) -> tuple[int, int, int]:
    """How many ``=``, operators and digits ``tiles`` hold, each up to its limit
    (:data:`SHAPE_LIMITS`): the index into :data:`LEAVE_SHAPE`.

    >>> leave_shape("=+3457")
    (1, 1, 4)
    >>> leave_shape("====xx")
    (3, 2, 0)
    """
    count = Counter(tiles)
    eq = count["="]
    ops = sum(count[o] for o in OPERATORS)
    digits = sum(count[d] for d in DIGITS)
    return tuple(min(n, limit) for n, limit in zip((eq, ops, digits), SHAPE_LIMITS))


def leave_value(tiles: Sequence[str]) -> float:
    """What the tiles kept on the rack are worth for the next turn, in points (higher is
    better), against drawing fresh tiles in their place: the value of their shape plus
    that of each symbol kept (its first tile, then each further copy).

    >>> leave_value("=+3457") > leave_value("3457812")
    True
    >>> leave_value("99") < 2 * leave_value("9")
    True
    """
    eq, ops, digits = leave_shape(tiles)
    value = LEAVE_SHAPE[eq][ops][digits]
    for symbol, n in Counter(tiles).items():
        if symbol != "=":
            value += LEAVE_FIRST[symbol] + LEAVE_MORE[symbol] * (n - 1)
    return value


def best_leave(rack: Sequence[str]) -> tuple[float, str]:
    """The best exchange: the value of the tiles kept and the tiles to give (at least one).

    Every choice of tiles to keep is tried (at most 255 for a rack of 8).

    >>> value, give = best_leave("====xx:7")
    >>> value == round(leave_value("".join(sorted(Counter("====xx:7") - Counter(give)))), 6)
    True
    """
    rack = list(rack)
    best_value, best_kept = float("-inf"), ""
    seen: set[str] = set()
    for mask in range((1 << len(rack)) - 1):
        kept = "".join(sorted(rack[i] for i in range(len(rack)) if mask >> i & 1))
        if kept not in seen:
            seen.add(kept)
            value = leave_value(kept)
            if value > best_value:
                best_value, best_kept = value, kept
    give = list(rack)
    for s in best_kept:
        give.remove(s)
    return round(best_value, 6), "".join(give)


def choose_exchange(rack: Sequence[str]) -> str:
    """The tiles to give up when no placement is possible: what unbalances the rack.

    Keeps one ``=``, up to two operators (``+`` and ``-`` first) and up to five
    different digits; gives up the rest, and at least one tile.

    >>> choose_exchange("====xx:1")
    '===x:'
    >>> choose_exchange("=+3457")
    '34'
    """
    keep: list[str] = []
    give: list[str] = []
    seen_digits: set[str] = set()
    ops = 0
    eq = False
    order = sorted(range(len(rack)), key=lambda i: ("=+-x:".find(rack[i]) % 9, i))
    for i in order:
        s = rack[i]
        if s == "=":
            (give if eq else keep).append(s)
            eq = True
        elif s in OPERATORS:
            if ops < 2 and not (s in "x:" and any(k in "x:" for k in keep)):
                keep.append(s)
                ops += 1
            else:
                give.append(s)
        elif s in seen_digits or len(seen_digits) >= 5:
            give.append(s)
        else:
            seen_digits.add(s)
            keep.append(s)
    if not give:
        # A balanced rack with no move: change the digits, which decide the sums.
        digits = [s for s in rack if s.isdigit()]
        give = digits[:2] if digits else list(rack[:1])
    return "".join(give)
