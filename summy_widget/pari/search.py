"""Finding correct equations: every way to insert hand cards into one equation.

The two sides of the ``=`` are built by :mod:`.search_sides` and meet by value.
Of the hand cards a row uses, one side holds at most half: that side (the
*small* one) is listed completely, which is quick, and gives the values the
other side must reach. The other side is then written only as far as it can
still reach one of them, and its last number is solved from the value rather
than tried digit by digit. Each row is made once: rows whose left side holds at
most as many hand cards as the right take the left as the small side, the
others the right. Nothing is capped: numbers may be as long as the hand allows,
and every correct row is found.

>>> from collections import Counter
>>> [(f.row, f.points) for f in correct_rows("8=", Counter("71+2"), Rules())]
[('8=1+7', 2), ('8=7+1', 2)]
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .equation import card_score
from .rules import Rules
from .search_sides import Side, fits, vector

__all__ = ["Found", "correct_rows", "listing", "side_values"]

#: up to this many hand cards, both sides are listed completely and paired by value
_SMALL_HAND = 7


@dataclass(frozen=True)
class Found:
    """A correct row, the hand cards it uses and the points it brings."""

    equation: int
    row: str
    cards: tuple[str, ...]
    points: int

    @property
    def text(self) -> str:
        return f"#{self.equation + 1} {self.row}"


def side_values(old: str, hand: Counter, rules: Rules, max_insert: int,
                budget: int | None = None,
                max_digits: int | None = None) -> dict[tuple[Fraction | int, int], str]:
    """Every correct side made from ``old`` plus at most ``max_insert`` hand cards:
    (value, packed hand cards used) -> one side with them.

    ``budget`` and ``max_digits`` are accepted for older callers and ignored: the
    search has no step limit and numbers as long as the hand allows.

    >>> sorted(v for v, _used in side_values("4", Counter("2x"), Rules(), 2))
    [4, 8, 24, 42]
    """
    out: dict[tuple[Fraction | int, int], str] = {}
    for value, entries in Side(old, hand, rules).every(max_insert).items():
        for used, _n, text in entries:
            out.setdefault((value, used), text)
    return out


def correct_rows(row: str, hand: Counter, rules: Rules, equation: int = 0,
                 max_insert: int | None = None, budget: int | None = None,
                 hand_size: int | None = None) -> list[Found]:
    """Every correct row that inserting at least one and at most ``max_insert``
    hand cards into ``row`` makes, in text order.

    ``hand_size`` (default: the size of ``hand``) decides the empty-hand bonus;
    ``budget`` is accepted for older callers and ignored (there is no step limit).

    >>> [f.row for f in correct_rows("=3", Counter("12+3x"), Rules())]
    ['1+2=3', '1x3=3', '2+1=3', '3=1x3', '3=3', '3=3x1', '3x1=3']
    >>> [f.row for f in correct_rows("=3", Counter("12+3x"), Rules(), max_insert=1)]
    ['3=3']
    """
    total = sum(hand.values())
    hand_size = total if hand_size is None else hand_size
    limit = total if max_insert is None else min(total, max_insert)
    cards = tuple(sorted((c, k) for c, k in hand.items() if k > 0))
    rows = _rows(row, cards, rules, limit)
    return [Found(equation, new, _difference(new, row),
                  card_score(new, rules, empty_hand=n == hand_size))
            for new, n in rows]


@lru_cache(maxsize=4096)
def _rows(row: str, cards: tuple[tuple[str, int], ...], rules: Rules,
          limit: int) -> tuple[tuple[str, int], ...]:
    """Every correct row with 1 to ``limit`` of the hand ``cards`` ((card, count)
    pairs), in text order: (row, how many hand cards it uses).

    The same row and hand come back often (a player weighing its candidates asks
    about the unchanged equations again), so the answers are kept.
    """
    if limit < 1:
        return ()
    hand = dict(cards)
    left, right = row.split("=")
    sides = Side(left, hand, rules), Side(right, hand, rules)
    if limit > _SMALL_HAND:
        return tuple(sorted(_split(sides, vector(hand), limit).items()))
    # each side leaves the other at least the cards it needs
    lefts = listing(left, cards, rules, limit - sides[1].need)
    rights = listing(right, cards, rules, limit - sides[0].need)
    return tuple(sorted(_meet(lefts, rights, vector(hand), limit).items()))


@lru_cache(maxsize=256)
def listing(old: str, cards: tuple[tuple[str, int], ...], rules: Rules,
            max_cards: int) -> dict:
    """Every correct side from the table cards ``old`` and at most ``max_cards`` of
    the hand ``cards``, by value: value -> [(packed cards used, how many, text)].

    Many equations share a side (the empty one above all), so the listings are
    kept; they must not be changed.

    >>> sorted(text for _used, _n, text in listing("3", (("1", 1), ("x", 1)), Rules(), 2)[3])
    ['1x3', '3', '3x1']
    """
    return Side(old, dict(cards), rules).every(max_cards)


def _meet(lefts: dict, rights: dict, hand_vec: int, limit: int) -> dict[str, int]:
    """Few hand cards: both sides listed completely, paired by value. The left sides
    of a value are taken fewest cards first, so each right side meets only those
    that leave it room (on a big hand most pairs would use too many cards).

    >>> _meet({3: [(0, 0, "3")]}, {3: [(0, 0, "3"), (1, 1, "x3")]}, 1, 1)
    {'3=x3': 1}
    """
    found: dict[str, int] = {}
    for value, entries in lefts.items():
        others = rights.get(value)
        if not others:
            continue
        entries = sorted(entries, key=_cards_used)
        counts = [n for _used, n, _text in entries]
        for r_used, r_n, r_text in others:
            for k in range(bisect_right(counts, limit - r_n)):
                l_used, l_n, l_text = entries[k]
                if l_n + r_n and fits(l_used + r_used, hand_vec):
                    found[f"{l_text}={r_text}"] = l_n + r_n
    return found


def _cards_used(entry: tuple[int, int, str]) -> int:
    return entry[1]


def _split(sides: tuple[Side, Side], hand_vec: int, limit: int) -> dict[str, int]:
    """More hand cards: list the small side, write the other towards its values."""
    found: dict[str, int] = {}
    # the left side holds at most as many hand cards as the right, or fewer than it
    for small, tie in ((0, True), (1, False)):
        half = limit // 2 if tie else (limit - 1) // 2
        table = sides[small].every(min(half, limit - sides[1 - small].need))
        for value, used, n, text in sides[1 - small].matching(
                table, limit - sides[small].need):
            for s_used, s_n, s_text in table[value]:
                if (s_n < n or tie and s_n == n) and s_n + n <= limit and fits(
                        s_used + used, hand_vec):
                    found[f"{s_text}={text}" if small == 0 else f"{text}={s_text}"] = s_n + n
    return found


def _difference(new: str, old: str) -> tuple[str, ...]:
    """The cards of ``new`` that are not matched (leftmost) by ``old``."""
    extra = []
    j = 0
    for ch in new:
        if j < len(old) and old[j] == ch:
            j += 1
        else:
            extra.append(ch)
    return tuple(extra)
