"""A search for correct rows whose work is bounded, for the players and the review.

The complete search (:func:`.search.correct_rows`) is exponential in the hand:
a 9-card hand takes seconds per equation, a 12-card hand far more. The players
and the review search instead with at most ``k`` hand cards a row, ``k`` the
largest whose work fits :data:`WORK`. The work is counted before the search,
from the cards alone (never from a clock, so a game replays exactly): a side
with ``n`` table cards and at most ``k`` of the hand writes at most
``sum(P(j) * C(n + j + 1, j + 1) for j <= k)`` partial sides, ``P(j)`` the
distinct sequences of ``j`` hand cards. Points grow with the cards a row uses,
so the largest ``k`` that fits finds the best play within ``k`` cards. Hands of
up to 6 cards are searched completely, most of 7 cards, about a quarter of
8-card hands (on short equations; a computer turn then takes at most about
1.6 s in CPython).

>>> from collections import Counter
>>> insert_bound(("=5", "3="), Counter("12+x"), Rules()) is None  # the whole hand fits
True
>>> insert_bound(("=5", "3="), Counter("1234567890+-x:"), Rules())
4
"""

from __future__ import annotations

from collections import Counter
from math import comb

from .rules import Rules
from .search import Found, correct_rows
from .search_sides import Side

__all__ = ["WORK", "bounded_rows", "insert_bound", "sequences", "side_work"]

#: the most partial sides the bounded search writes over every equation of a position
WORK = 600_000


def sequences(hand: Counter | dict[str, int], most: int) -> list[int]:
    """How many distinct sequences of 0, 1, ..., ``most`` cards the hand spells.

    >>> sequences({"1": 2, "+": 1}, 3)  # '', 1 +, 11 1+ +1, 11+ 1+1 +11
    [1, 2, 3, 3]
    """
    counts = [0] * (most + 1)
    counts[0] = 1
    for copies in hand.values():
        new = [0] * (most + 1)
        for j, ways in enumerate(counts):
            if ways:
                for m in range(min(copies, most - j) + 1):
                    new[j + m] += ways * comb(j + m, m)
        counts = new
    return counts


def side_work(old: str, hand: Counter | dict[str, int], max_cards: int) -> int:
    """The most partial sides a listing of the side ``old`` with at most
    ``max_cards`` hand cards writes (:meth:`.search_sides.Side.every` counts them).

    >>> side_work("", {"1": 1, "2": 1}, 2)  # '', 1, 2, 12, 21
    5
    """
    if max_cards < 0:
        return 0
    n = len(old)
    return sum(p * comb(n + j + 1, j + 1) for j, p in enumerate(sequences(hand, max_cards)))


def row_work(row: str, hand: Counter | dict[str, int], rules: Rules, limit: int) -> int:
    """The most partial sides the search of ``row`` with at most ``limit`` hand cards
    writes: each side is listed with the cards the other leaves it.

    >>> row_work("=", {"1": 1, "2": 1}, Rules(), 2)
    6
    """
    left, right = row.split("=")
    need_left, need_right = Side(left, {}, rules).need, Side(right, {}, rules).need
    return (side_work(left, hand, limit - need_right)
            + side_work(right, hand, limit - need_left))


def insert_bound(rows: tuple[str, ...] | list[str], hand: Counter | dict[str, int],
                 rules: Rules, work: int = WORK) -> int | None:
    """The most hand cards a row may use so that the search of every row in ``rows``
    writes at most ``work`` partial sides (at least 1); None: the whole hand fits.

    >>> insert_bound(["="], Counter("123456789+-x:"), Rules(), work=100)
    2
    """
    total = sum(hand.values())
    best = 1
    for k in range(1, total + 1):
        if sum(row_work(row, hand, rules, k) for row in rows) > work:
            return best
        best = k
    return None


def bounded_rows(rows: tuple[str, ...] | list[str], hand: Counter, rules: Rules,
                 hand_size: int | None = None, work: int = WORK) -> list[Found]:
    """Every correct row of every equation within :func:`insert_bound` hand cards
    (all of them when the whole hand fits ``work``), best points first (then more
    cards, the first equation, the row's text).

    >>> [f.text for f in bounded_rows(["8="], Counter("71+2"), Rules())]
    ['#1 8=1+7', '#1 8=7+1']
    """
    limit = insert_bound(rows, hand, rules, work)
    found: list[Found] = []
    for i, row in enumerate(rows):
        found += correct_rows(row, hand, rules, equation=i, max_insert=limit,
                              hand_size=hand_size)
    found.sort(key=lambda f: (-f.points, -len(f.cards), f.equation, f.row))
    return found
