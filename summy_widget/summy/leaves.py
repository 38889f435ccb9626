"""What the tiles a player keeps are worth for its next turn: the leave table.

The numbers are fitted from data, not set by hand: ``tools/fit_leaves.py`` plays seeded
self-play games and fits, by least squares, the points of each player's next turn to
the tiles it kept (one weight per tile, and terms for the ``=`` and for keeping no
operator). To regenerate the table, run from the repository root::

    python tools/fit_leaves.py --games 150 --seed 1 --write

which rewrites the block between the ``FITTED`` markers below (and prints the fit).
A weight is in points of the next turn, against drawing a fresh tile in its place.

>>> leave_value("=+3457") > leave_value("====xx")
True
>>> best_leave("====xx:7")[1].count("=") >= 3
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

__all__ = [
    "LEAVE_EXTRA_EQ",
    "LEAVE_HAS_EQ",
    "LEAVE_NO_OP",
    "LEAVE_TILE",
    "best_leave",
    "choose_exchange",
    "kept_tiles",
    "leave_value",
]

OPS = "+-x:"

# FITTED: written by tools/fit_leaves.py; do not edit by hand.
#: What keeping one tile is worth, in points of the next turn.
LEAVE_TILE = {
    "0": -2.4, "1": -5.3, "2": -1.7, "3": -1.7, "4": -1.0,
    "5": 0.5, "6": -0.3, "7": 0.3, "8": 3.2, "9": 1.7,
    "+": -3.6, "-": -3.3, "x": -4.8, ":": -4.7, "=": 0.0,
}
#: Kept tiles together: at least one ``=``, each ``=`` after the first, no operator.
LEAVE_HAS_EQ = 0.4
LEAVE_EXTRA_EQ = -5.2
LEAVE_NO_OP = -3.1
#: How the table was made.
FIT_NOTE = "python tools/fit_leaves.py --games 150 --seed 1 --level greedy: 2704 turns"
# END FITTED


def kept_tiles(rack: Sequence[str], used: Sequence[str]) -> str:
    """The tiles left on ``rack`` after ``used`` are taken from it, sorted: the leave.

    >>> kept_tiles("=+3457x7", "7x")
    '+3457='
    """
    return "".join(sorted((Counter(rack) - Counter(used)).elements()))


def leave_value(tiles: Sequence[str]) -> float:
    """What the tiles kept on the rack are worth for the next turn, in points (higher is
    better), against drawing fresh tiles in their place.

    >>> leave_value("=+3457") > leave_value("3457812")
    True
    >>> leave_value("") == LEAVE_NO_OP
    True
    """
    count = Counter(tiles)
    value = sum(LEAVE_TILE[s] * n for s, n in count.items())
    eq = count["="]
    if eq:
        value += LEAVE_HAS_EQ + LEAVE_EXTRA_EQ * (eq - 1)
    if not any(count[o] for o in OPS):
        value += LEAVE_NO_OP
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
        elif s in OPS:
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
