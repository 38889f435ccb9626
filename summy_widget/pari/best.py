"""The most points one equation gives, without writing out every correct row.

The computer players often need only the best score an equation offers a hand
(what an opponent could score next, what a hand may score later), not the rows
themselves. :func:`best_points` answers that faster than taking the maximum of
:func:`.search.correct_rows`:

- the points of a row only grow with the number of hand cards it uses, so the
  search asks for the most cards, and a bound from the syntax alone (every side
  needs one number more than it has operators) stops it before any side is
  written when even that many cards cannot beat ``beat``;
- both sides are listed once per table cards and hand (the listings are kept and
  shared by every equation with the same side, e.g. the empty one), and they are
  paired by value from their largest card counts down: the first pair of a count
  that fits the hand ends the search of that count, and a pair that cannot beat
  the best so far is not looked at.

>>> from collections import Counter
>>> best_points("8=", Counter("71+2"), Rules())
2
>>> best_points("8=", Counter("71+2"), Rules(), beat=2) is None
True
>>> best_points("7=", Counter("8x56"), Rules())  # 7x8=56 empties the hand
6
"""

from __future__ import annotations

from collections import Counter

from .rules import Rules
from .search import _SMALL_HAND, _rows, listing
from .search_sides import DIGITS, Side, fits, vector

__all__ = ["best_points", "most_cards"]


def best_points(row: str, hand: Counter | dict[str, int], rules: Rules,
                max_insert: int | None = None, hand_size: int | None = None,
                beat: int | None = None) -> int | None:
    """The most points a correct row from ``row`` and 1 to ``max_insert`` cards of
    ``hand`` brings, or None when there is none (or none with more than ``beat``).

    ``hand_size`` (default: the size of ``hand``) decides the empty-hand bonus.

    >>> best_points("=", Counter("12+3"), Rules()), best_points("=", Counter("12"), Rules())
    (5, None)
    """
    total = sum(hand.values())
    hand_size = total if hand_size is None else hand_size
    limit = total if max_insert is None else min(total, max_insert)
    cards = tuple(sorted((c, k) for c, k in hand.items() if k > 0))
    floor = -1
    if beat is not None:
        # the fewest cards that score more than ``beat``
        floor = next((n for n in range(limit + 1)
                      if _points(row, n, hand_size, rules) > beat), limit + 1) - 1
    n = most_cards(row, cards, rules, limit, floor)
    return None if n is None else _points(row, n, hand_size, rules)


def most_cards(row: str, cards: tuple[tuple[str, int], ...], rules: Rules, limit: int,
               floor: int = -1) -> int | None:
    """The most hand cards (at most ``limit``, more than ``floor``) a correct row
    from ``row`` uses, or None.

    >>> most_cards("=3", (("+", 1), ("1", 1), ("2", 1), ("3", 1)), Rules(), 4)
    3
    """
    top = min(limit, _syntax_bound(row, cards))
    if top <= max(floor, 0):
        return None
    if limit > _SMALL_HAND:
        found = [n for _text, n in _rows(row, cards, rules, limit) if n > floor]
        return max(found, default=None)
    hand = dict(cards)
    left, right = row.split("=")
    need = Side(left, hand, rules).need, Side(right, hand, rules).need
    lefts = listing(left, cards, rules, limit - need[1])
    rights = listing(right, cards, rules, limit - need[0])
    best = _pair(lefts, rights, vector(hand), top, max(floor, 0))
    return best if best > max(floor, 0) else None


def _pair(lefts: dict, rights: dict, hand_vec: int, top: int, best: int) -> int:
    """The most cards of a left and a right side of equal value that fit the hand
    together (at most ``top``), or ``best`` when no pair uses more; the sides are
    listings of :func:`.search.listing`."""
    if len(lefts) > len(rights):
        lefts, rights = rights, lefts
    for value, entries in lefts.items():
        other_entries = rights.get(value)
        if other_entries is None:
            continue
        # most cards first on both sides (only values both sides reach are sorted)
        some = sorted(((n, used) for used, n, _text in entries), reverse=True)
        other = sorted(((n, used) for used, n, _text in other_entries), reverse=True)
        if some[0][0] + other[0][0] <= best:
            continue
        for n, used in some:
            if n + other[0][0] <= best:
                break
            for m, other_used in other:
                if n + m <= best:
                    break
                if n + m <= top and fits(used + other_used, hand_vec):
                    best = n + m
                    break
            if best == top:
                return best
    return best


def _syntax_bound(row: str, cards: tuple[tuple[str, int], ...]) -> int:
    """The most hand cards a correct row can use by its syntax alone: each side has
    one number more than operators, and each number at least one digit.

    >>> _syntax_bound("=", (("1", 2), ("+", 3))), _syntax_bound("x=", (("1", 2),))
    (2, 0)
    >>> _syntax_bound("4=", (("1", 2), ("+", 3)))  # 4=1+1 is not correct, but fits
    3
    """
    table_digits = sum(c in DIGITS for c in row)
    table_ops = len(row) - 1 - table_digits
    digits = sum(k for c, k in cards if c in DIGITS)
    ops = sum(k for c, k in cards) - digits
    spare = digits + table_digits - 2 - table_ops  # operators the numbers leave room for
    return 0 if spare < 0 else digits + min(ops, spare)


def _points(row: str, n: int, hand_size: int, rules: Rules) -> int:
    """The points of a correct row made from ``row`` and ``n`` hand cards."""
    cards = len(row) + n - (0 if rules.count_equals else 1)
    return cards if n == hand_size else max(0, cards - rules.deduct)
