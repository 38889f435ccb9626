"""Finding correct equations: every way to insert hand cards into one equation.

Each side of the ``=`` is built card by card: either the next card already on
the table or a hand card is put down. A card equal to the next table card is
always taken as that table card, so each distinct row is made once (the same
leftmost matching the game uses). Syntax is checked on the way (a number after
an operator, no leading zero), and the value is evaluated on the way with the
same exact arithmetic as :func:`summy_widget.arithmetic.evaluate`, so a side that
breaks a rule is dropped as soon as it does. The two sides then meet by value.

>>> from collections import Counter
>>> [(f.row, f.points) for f in correct_rows("8=", Counter("71+2"), Rules())]
[('8=1+7', 2)]
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from .equation import card_score
from .rules import Rules

__all__ = ["Found", "correct_rows", "side_values"]

SYMBOLS = "0123456789+-x:"
_SHIFT = {s: 5 * i for i, s in enumerate(SYMBOLS)}
_GUARD = sum(16 << _SHIFT[s] for s in SYMBOLS)


def vector(cards: Counter | dict[str, int]) -> int:
    """Card counts packed into one integer, 5 bits a symbol."""
    return sum(n << _SHIFT[c] for c, n in cards.items() if n)


def fits(used: int, hand: int) -> bool:
    """Are the packed counts ``used`` all within ``hand``?"""
    return ((hand | _GUARD) - used) & _GUARD == _GUARD


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


def _finish(total, add_op, term, mul_op, num, exact, neg_ok):
    """Close the current number: the running total (or term) after it, None if a rule breaks."""
    if term is None:
        term = num
    elif mul_op == "x":
        term = term * num
    else:
        if num == 0:
            return None
        if isinstance(term, int) and term % num == 0:
            term = term // num
        else:
            if exact:
                return None
            term = Fraction(term, num)
    if total is None:
        return term
    total = total + term if add_op == "+" else total - term
    if total < 0 and not neg_ok:
        return None
    return total


def side_values(old: str, hand: Counter, rules: Rules, max_insert: int,
                budget: int = 40_000, max_digits: int = 2) -> dict[tuple[Fraction | int, int], str]:
    """Correct sides made from ``old`` plus hand cards: (value, used cards) -> the side.

    Depth first, by rising numbers of inserted cards, until ``budget`` nodes are
    spent: every side with few hand cards is found, long ones while time allows.
    A number made of hand cards has at most ``max_digits`` digits (one more than
    the longest number on the table).
    """
    exact = rules.exact_division
    neg_ok = rules.negative_intermediates
    lead_ok = rules.leading_zeros
    n_old = len(old)
    longest = max((len(run) for run in _runs(old)), default=0)
    digits_cap = max(max_digits, longest + 1)
    counts = dict(hand)
    kinds = [c for c in SYMBOLS if counts.get(c)]
    out: dict[tuple[Fraction | int, int], str] = {}
    built: list[str] = []
    nodes = [budget]

    def rec(i, used, n_ins, limit, total, add_op, term, mul_op, num, nlen):
        nodes[0] -= 1
        if nodes[0] < 0:
            return
        if i == n_old and num is not None:
            value = _finish(total, add_op, term, mul_op, num, exact, neg_ok)
            if value is not None:
                if isinstance(value, Fraction) and value.denominator == 1:
                    value = value.numerator
                key = (value, used)
                if key not in out:
                    out[key] = "".join(built)
        nxt = old[i] if i < n_old else None
        if nxt is None and n_ins == limit:
            return
        options = [(nxt, False)] if nxt is not None else []
        if n_ins < limit:
            options += [(c, True) for c in kinds if counts[c] and c != nxt]
        for c, from_hand in options:
            if c in "0123456789":
                d = ord(c) - 48
                if num is None:
                    new = (total, add_op, term, mul_op, d, 1)
                else:
                    if (num == 0 and nlen == 1 and not lead_ok) or (
                            from_hand and nlen >= digits_cap):
                        continue
                    new = (total, add_op, term, mul_op, num * 10 + d, nlen + 1)
            else:
                if num is None:
                    continue
                if c in "x:":
                    t = _finish(None, None, term, mul_op, num, exact, neg_ok)
                    if t is None:
                        continue
                    new = (total, add_op, t, c, None, 0)
                else:
                    t = _finish(total, add_op, term, mul_op, num, exact, neg_ok)
                    if t is None:
                        continue
                    new = (t, c, None, None, None, 0)
            built.append(c)
            if from_hand:
                counts[c] -= 1
                rec(i, used + (1 << _SHIFT[c]), n_ins + 1, limit, *new)
                counts[c] += 1
            else:
                rec(i + 1, used, n_ins, limit, *new)
            built.pop()

    for limit in range(0, max_insert + 1):
        rec(0, 0, 0, limit, None, None, None, None, None, 0)
        if nodes[0] < 0:
            break
    return out


def _runs(text: str) -> list[str]:
    runs, cur = [], ""
    for ch in text:
        if ch.isdigit():
            cur += ch
        else:
            if cur:
                runs.append(cur)
            cur = ""
    if cur:
        runs.append(cur)
    return runs


def correct_rows(row: str, hand: Counter, rules: Rules, equation: int = 0,
                 max_insert: int | None = None, budget: int = 40_000,
                 hand_size: int | None = None) -> list[Found]:
    """Every correct row that inserting at least one hand card into ``row`` makes.

    ``hand_size`` (default: the size of ``hand``) decides the empty-hand bonus.
    """
    left, right = row.split("=")
    total = sum(hand.values())
    hand_size = total if hand_size is None else hand_size
    limit = total if max_insert is None else min(total, max_insert)
    lefts = side_values(left, hand, rules, limit, budget)
    rights = side_values(right, hand, rules, limit, budget)
    hand_vec = vector(hand)
    by_value: dict[Fraction | int, list[tuple[int, str]]] = {}
    for (value, used), text in rights.items():
        by_value.setdefault(value, []).append((used, text))
    found = []
    for (value, lu), ltext in lefts.items():
        rs = by_value.get(value)
        if not rs:
            continue
        for ru, rtext in rs:
            if not fits(lu + ru, hand_vec):
                continue
            n = _count(lu + ru)
            if n == 0 or n > limit:
                continue
            new = f"{ltext}={rtext}"
            found.append(Found(equation, new, _difference(new, row),
                               card_score(new, rules, empty_hand=n == hand_size)))
    return found


def _count(used: int) -> int:
    n = 0
    while used:
        n += used & 31
        used >>= 5
    return n


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
