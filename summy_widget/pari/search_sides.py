"""One side of a =Pari= equation: its table cards with hand cards put in between.

A side is written card by card from left to right: either the next card already
on the table or a hand card. A hand card equal to the next table card is always
taken as that table card (the leftmost matching the game uses), so each distinct
side is written once. Syntax (a number after an operator, no leading zero) and
the exact value (the arithmetic of :func:`summy_widget.arithmetic.evaluate`:
``x`` and ``:`` first, then ``+`` and ``-``, left to right) are kept on the way,
so a side that breaks a rule is dropped as soon as it does.

:meth:`Side.every` lists every side with at most a given number of hand cards;
:meth:`Side.matching` lists only the sides whose value is one of given target
values (the values of the other side), without writing the others out:

- its last number is not enumerated digit by digit but solved from each target
  value within reach (``8x? = 56`` needs ``7``), when that is cheaper;
- before and after every operator, a side whose value can no longer reach any
  target is dropped: whatever the remaining cards spell, a side with ``r`` more
  digits moves its value by less than ``10**r`` (times the open product).

>>> from collections import Counter
>>> side = Side("3", Counter("1+2x"), Rules())
>>> sorted(side.every(2))
[3, 4, 5, 6, 13, 23, 31, 32, 123, 132, 213, 231, 312, 321]
>>> sorted((v, t) for v, _used, _n, t in side.matching({6: [], 32: []}, 4))
[(6, '2x3'), (6, '3x2'), (32, '1x32'), (32, '32'), (32, '32x1')]
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable
from fractions import Fraction

from .rules import Rules

__all__ = ["Side", "Value", "SHIFT", "close", "fits", "vector"]

Value = int | Fraction
#: a complete side: its value, the hand cards it uses (packed), how many, its text
Entry = tuple[Value, int, int, str]

DIGITS = "0123456789"
SYMBOLS = "0123456789+-x:"
SHIFT = {s: 5 * i for i, s in enumerate(SYMBOLS)}
_GUARD = sum(16 << SHIFT[s] for s in SYMBOLS)


def vector(cards: Counter | dict[str, int]) -> int:
    """Card counts packed into one integer, 5 bits a symbol.

    >>> vector({"1": 2}) == 2 << SHIFT["1"]
    True
    """
    return sum(n << SHIFT[c] for c, n in cards.items() if n)


def fits(used: int, hand: int) -> bool:
    """Are the packed counts ``used`` all within ``hand`` (each at most 15)?

    >>> fits(vector({"1": 1}), vector({"1": 2})), fits(vector({"1": 3}), vector({"1": 2}))
    (True, False)
    """
    return ((hand | _GUARD) - used) & _GUARD == _GUARD


def close(total: Value | None, add_op: str | None, term: Value | None, mul_op: str | None,
          num: int, exact: bool, neg_ok: bool) -> Value | None:
    """The value after the number ``num`` ends, or None when a rule breaks.

    ``total`` is the sum so far and ``add_op`` the ``+``/``-`` before the open term
    (None: the first term); ``term`` is the open product and ``mul_op`` the ``x``/``:``
    before ``num`` (None: ``num`` starts the term).

    >>> close(10, "-", 7, ":", 2, False, True)
    Fraction(13, 2)
    >>> close(10, "-", 7, ":", 2, True, True) is None
    True
    >>> close(3, "-", None, None, 5, False, False) is None
    True
    """
    if mul_op is None:
        term = num
    elif mul_op == "x":
        term = term * num
    elif num == 0:
        return None
    elif type(term) is int and term % num == 0:
        term = term // num
    elif exact:
        return None
    else:
        term = Fraction(term, num)
    if add_op is None:
        return term
    result = total + term if add_op == "+" else total - term
    if result < 0 and not neg_ok:
        return None
    return result


def _floor(value: Value) -> int:
    """The whole part of ``value``, rounded down (ints stay as they are)."""
    return value if type(value) is int else value.numerator // value.denominator


def _plain(value: Value) -> Value:
    """A whole Fraction as an int."""
    if type(value) is not int and value.denominator == 1:
        return value.numerator
    return value


class Side:
    """The sides that can be made from the table cards ``old`` and the hand ``hand``."""

    def __init__(self, old: str, hand: Counter | dict[str, int], rules: Rules) -> None:
        self.old = old
        self.kinds = [c for c in SYMBOLS if hand.get(c, 0) > 0]
        self.counts = [hand[c] for c in self.kinds]
        self.digit_kinds = [k for k, c in enumerate(self.kinds) if c in DIGITS]
        self.exact = rules.exact_division
        self.neg_ok = rules.negative_intermediates
        self.lead_ok = rules.leading_zeros
        n = len(old)
        # digits among old[i:], and whether old[i:] has an operator
        self.old_digits = [sum(ch in DIGITS for ch in old[i:]) for i in range(n + 1)]
        self.old_ops = [self.old_digits[i] < n - i for i in range(n + 1)]
        self.rest_in, self.rest_start = _rest_needs(old)
        #: the steps (partial sides written) of every listing so far (:meth:`every`)
        self.steps = 0

    @property
    def need(self) -> int:
        """The fewest hand cards that can make this side correct: a digit before a
        leading operator, between two operators and after a trailing one.

        >>> Side("++", {}, Rules()).need, Side("6x4", {}, Rules()).need, Side("", {}, Rules()).need
        (3, 0, 1)
        """
        old = self.old
        if not old:
            return 1
        ops = [ch not in DIGITS for ch in old]
        return ops[0] + ops[-1] + sum(a and b for a, b in zip(ops, ops[1:]))

    # ------------------------------------------------------------ every side
    def every(self, max_cards: int) -> dict[Value, list[tuple[int, int, str]]]:
        """Every correct side with at most ``max_cards`` hand cards, by value:
        value -> [(packed hand cards used, how many, text)]."""
        found: list[tuple[Value, int, int, str]] = []
        walk = _EveryWalk(self, max_cards, found)
        walk.start(0, 0, 0, "", None, None, None, None)
        self.steps += walk.steps
        out: dict[Value, list[tuple[int, int, str]]] = {}
        for value, used, n, text in found:
            out.setdefault(_plain(value), []).append((used, n, text))
        return out

    # ---------------------------------------------------- sides hitting targets
    def matching(self, targets: dict[Value, object], max_cards: int) -> list[Entry]:
        """Every correct side with at most ``max_cards`` hand cards whose value is a
        key of ``targets``: [(value, packed hand cards used, how many, text)]."""
        if not targets:
            return []
        keys = sorted(targets)
        floors = [_floor(v) for v in keys]
        out: list[Entry] = []
        finisher = _Finisher(self, targets, keys, floors, max_cards, out)
        self._walk(max_cards, None, finisher)
        return out

    # ------------------------------------------------------------- the walk
    def _walk(self, max_cards: int, record: Callable | None, finisher: _Finisher | None) -> None:
        """Write every side card by card; ``record`` gets each complete side, or
        ``finisher`` ends each side with a last number (and prunes by value)."""
        old, n_old = self.old, len(self.old)
        kinds, counts = self.kinds, self.counts
        left = list(counts)
        exact, neg_ok, lead_ok = self.exact, self.neg_ok, self.lead_ok
        built: list[str] = []
        shifts = [1 << SHIFT[c] for c in kinds]
        is_digit = [c in DIGITS for c in kinds]
        digits_left = [sum(counts[k] for k in self.digit_kinds)]
        ops_left = [sum(counts) - digits_left[0]]
        finish = finisher.finish if finisher else None
        reach = finisher.reach if finisher else None

        rest_in, rest_start = self.rest_in, self.rest_start

        def rec(i, used, n, total, add_op, term, mul_op, num, zero):
            if n + (rest_start[i] if num is None else rest_in[i]) > max_cards:
                return  # the rest of the table cards need more hand cards than are left
            if num is None:
                if finish is not None:
                    finish(i, used, n, total, add_op, term, mul_op, left, "".join(built))
                    if not (self.old_ops[i] or (ops_left[0] and n < max_cards)):
                        return  # nothing could follow this number: it was the last
            elif i == n_old and record is not None:
                value = close(total, add_op, term, mul_op, num, exact, neg_ok)
                if value is not None:
                    record(i, used, n, _plain(value), "".join(built))
            nxt = old[i] if i < n_old else None
            if nxt is not None:
                step(i + 1, used, n, nxt, total, add_op, term, mul_op, num, zero, -1)
            if n < max_cards:
                for k, c in enumerate(kinds):
                    if left[k] and c != nxt:
                        step(i, used + shifts[k], n + 1, c, total, add_op, term, mul_op,
                             num, zero, k)

        def step(i, used, n, c, total, add_op, term, mul_op, num, zero, k):
            if c in DIGITS:
                if num is None:
                    state = (total, add_op, term, mul_op, ord(c) - 48, c == "0")
                elif zero and not lead_ok:
                    return
                else:
                    state = (total, add_op, term, mul_op, num * 10 + ord(c) - 48, False)
            elif num is None:
                return
            elif c in "x:":
                t = num if mul_op is None else close(None, None, term, mul_op, num, exact, neg_ok)
                if t is None:
                    return
                state = (total, add_op, t, c, None, False)
            else:
                t = close(total, add_op, term, mul_op, num, exact, neg_ok)
                if t is None:
                    return
                state = (t, c, None, None, None, False)
            if k >= 0:
                left[k] -= 1
                if is_digit[k]:
                    digits_left[0] -= 1
                else:
                    ops_left[0] -= 1
            built.append(c)
            if state[4] is not None or reach is None or reach(i, n, *state[:4],
                                                              digits_left[0]):
                rec(i, used, n, *state)
            built.pop()
            if k >= 0:
                left[k] += 1
                if is_digit[k]:
                    digits_left[0] += 1
                else:
                    ops_left[0] += 1

        rec(0, 0, 0, None, None, None, None, None, False)


class _EveryWalk:
    """The plain walk of :meth:`Side.every`: a number start, or inside a number."""

    def __init__(self, side: Side, max_cards: int, found: list) -> None:
        self.old = side.old
        self.max_cards = max_cards
        self.found = found
        self.rest_in, self.rest_start = side.rest_in, side.rest_start
        self.rules = (side.exact, side.neg_ok, side.lead_ok)
        self.cards = [(k, c, 1 << SHIFT[c], ord(c) - 48 if c in DIGITS else -1)
                      for k, c in enumerate(side.kinds)]
        self.left = list(side.counts)
        self.steps = 0  # partial sides written (each once)

    def _options(self, i: int, n: int):
        """The next cards: the table's next one, then each other hand card (card,
        digit value or -1, next table index, packed card or 0)."""
        old = self.old
        nxt = old[i] if i < len(old) else None
        if nxt is not None:
            yield nxt, ord(nxt) - 48 if nxt in DIGITS else -1, i + 1, 0, -1
        if n < self.max_cards:
            left = self.left
            for k, c, bit, digit in self.cards:
                if left[k] and c != nxt:
                    yield c, digit, i, bit, k

    def start(self, i, used, n, text, total, add_op, term, mul_op) -> None:
        """At the start of a number: only a digit may come."""
        self.steps += 1
        if n + self.rest_start[i] > self.max_cards:
            return  # the rest of the table cards need more hand cards than are left
        left = self.left
        for c, digit, j, bit, k in self._options(i, n):
            if digit < 0:
                continue
            if k >= 0:
                left[k] -= 1
                self.number(j, used + bit, n + 1, text + c, total, add_op, term, mul_op,
                            digit, digit == 0)
                left[k] += 1
            else:
                self.number(j, used, n, text + c, total, add_op, term, mul_op, digit, digit == 0)

    def number(self, i, used, n, text, total, add_op, term, mul_op, num, zero) -> None:
        """Inside a number: it may end here, go on with a digit, or meet an operator."""
        self.steps += 1
        if n + self.rest_in[i] > self.max_cards:
            return
        exact, neg_ok, lead_ok = self.rules
        if i == len(self.old):
            value = close(total, add_op, term, mul_op, num, exact, neg_ok)
            if value is not None:
                self.found.append((value, used, n, text))
        left = self.left
        for c, digit, j, bit, k in self._options(i, n):
            if digit >= 0:
                if zero and not lead_ok:
                    continue
                state = (total, add_op, term, mul_op, num * 10 + digit, False)
                go = self.number
            elif c in "x:":
                t = num if mul_op is None else close(None, None, term, mul_op, num, exact,
                                                     neg_ok)
                if t is None:
                    continue
                state, go = (total, add_op, t, c), self.start
            else:
                t = close(total, add_op, term, mul_op, num, exact, neg_ok)
                if t is None:
                    continue
                state, go = (t, c, None, None), self.start
            if k >= 0:
                left[k] -= 1
                go(j, used + bit, n + 1, text + c, *state)
                left[k] += 1
            else:
                go(j, used, n, text + c, *state)


class _Finisher:
    """Ends a side with its last number so that its value is one of the targets."""

    def __init__(self, side: Side, targets: dict[Value, object], keys: list[Value],
                 floors: list[int], max_cards: int, out: list[Entry]) -> None:
        self.side = side
        self.targets = targets
        self.keys = keys
        self.floors = floors
        self.max_cards = max_cards
        self.out = out

    def _spare(self, i: int, n: int, digits_left: int) -> int:
        """How many digits the rest of the side can still hold."""
        return self.side.old_digits[i] + min(digits_left, self.max_cards - n)

    def _count(self, lo: Value, hi: Value) -> tuple[int, int]:
        """The slice of the sorted targets that may lie from ``lo`` to ``hi``
        (compared by whole parts, so it may hold a few more)."""
        floors = self.floors
        return bisect_left(floors, _floor(lo)), bisect_right(floors, _floor(hi))

    def reach(self, i: int, n: int, total: Value | None, add_op: str | None,
              term: Value | None, mul_op: str | None, digits_left: int) -> bool:
        """After an operator: can the side still end on a target value?"""
        bound = 10 ** self._spare(i, n, digits_left)
        if mul_op is not None:
            bound = (term + 1) * bound
        centre = 0 if add_op is None else total
        lo, hi = self._count(centre - bound, centre + bound)
        return lo < hi

    def finish(self, i: int, used: int, n: int, total: Value | None, add_op: str | None,
               term: Value | None, mul_op: str | None, left: list[int], text: str) -> None:
        """Every last number from ``old[i:]`` and hand digits that hits a target."""
        side = self.side
        if side.old_ops[i]:
            return
        spare = min(sum(left[k] for k in side.digit_kinds), self.max_cards - n)
        if side.old_digits[i] + spare == 0:
            return
        biggest = 10 ** (side.old_digits[i] + spare) - 1
        if mul_op is None:
            low, high = 0, biggest
        elif mul_op == "x":
            low, high = 0, term * biggest
        else:
            low, high = 0, term
        if add_op == "+":
            low, high = total + low, total + high
        elif add_op == "-":
            low, high = total - high, total - low
        lo, hi = self._count(low, high)
        if lo >= hi:
            return
        state = (total, add_op, term, mul_op)
        if mul_op is not None and term == 0 or hi - lo > _numbers(spare):
            self._spell(i, used, n, state, left, text)
        else:
            for value in self.keys[lo:hi]:
                self._solve(i, used, n, state, left, text, value)

    def _spell(self, i: int, used: int, n: int, state: tuple, left: list[int],
               text: str) -> None:
        """Try every last number the cards can spell."""
        side, old = self.side, self.side.old
        n_old = len(old)
        exact, neg_ok, lead_ok = side.exact, side.neg_ok, side.lead_ok
        targets, out, limit = self.targets, self.out, self.max_cards
        kinds = side.kinds
        built = []

        def rec(j, used, n, num):
            if j == n_old and num is not None:
                value = close(*state, num, exact, neg_ok)
                if value is not None and value in targets:
                    out.append((_plain(value), used, n, text + "".join(built)))
            if num == 0 and not lead_ok:
                return
            nxt = old[j] if j < n_old else None
            if nxt is not None:
                built.append(nxt)
                rec(j + 1, used, n, (num or 0) * 10 + ord(nxt) - 48)
                built.pop()
            if n < limit:
                for k in side.digit_kinds:
                    c = kinds[k]
                    if left[k] and c != nxt:
                        left[k] -= 1
                        built.append(c)
                        rec(j, used + (1 << SHIFT[c]), n + 1, (num or 0) * 10 + ord(c) - 48)
                        built.pop()
                        left[k] += 1

        rec(i, used, n, None)

    def _solve(self, i: int, used: int, n: int, state: tuple, left: list[int], text: str,
               value: Value) -> None:
        """The last number that gives ``value``, if the cards can spell it."""
        num = _last_number(state, value)
        if num is None:
            return
        side = self.side
        for spelling in _spellings(num, side.lead_ok, left, side.kinds):
            extra = _insert(side.old[i:], spelling)
            if extra is None or n + len(extra) > self.max_cards:
                continue
            need = Counter(extra)
            if any(left[side.kinds.index(c)] < m if c in side.kinds else True
                   for c, m in need.items()):
                continue
            got = close(*state, num, side.exact, side.neg_ok)
            if got is not None and got == value:
                self.out.append((value, used + vector(need), n + len(extra), text + spelling))


def _rest_needs(old: str) -> tuple[list[int], list[int]]:
    """The fewest hand cards that make ``old[i:]`` end a correct side, for each ``i``:
    when a number is open (a digit between two operators and after a trailing one),
    and when a number must start (also one before a leading operator, or one at all).

    >>> _rest_needs("x3:-")
    ([2, 2, 2, 1, 0], [3, 2, 3, 2, 1])
    """
    n = len(old)
    rest_in = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        op = old[i] not in DIGITS
        nxt = old[i + 1] not in DIGITS if i + 1 < n else True  # the end needs a number too
        rest_in[i] = rest_in[i + 1] + (op and nxt)
    rest_start = [rest_in[i] + (i == n or old[i] not in DIGITS) for i in range(n + 1)]
    return rest_in, rest_start


def _numbers(digits: int) -> int:
    """How many numbers at most can be spelled from ``digits`` distinct digits.

    >>> _numbers(3)
    16
    """
    total, run = 1, 1
    for k in range(digits):
        run *= digits - k
        total += run
    return total


def _last_number(state: tuple, value: Value) -> int | None:
    """The number that, put last, makes the side ``value`` (None when none does).

    >>> _last_number((5, "+", 3, "x"), 17), _last_number((None, None, 12, ":"), 4)
    (4, 3)
    """
    total, add_op, term, mul_op = state
    if add_op is None:
        need = value
    elif add_op == "+":
        need = value - total
    else:
        need = total - value
    if mul_op == "x":
        need = Fraction(need) / term if term else None
    elif mul_op == ":":
        need = Fraction(term) / need if need else None
    if need is None or need < 0 or Fraction(need).denominator != 1:
        return None
    return int(need)


def _spellings(num: int, lead_ok: bool, left: list[int], kinds: list[str]) -> list[str]:
    """``num`` as a run of digit cards (with leading zeros too when allowed)."""
    plain = str(num)
    if not lead_ok:
        return [plain]
    zeros = left[kinds.index("0")] if "0" in kinds else 0
    return [f"{'0' * z}{plain}" for z in range(zeros + 1)]


def _insert(old: str, new: str) -> str | None:
    """The cards of ``new`` not matched (leftmost) by ``old``, or None if ``old``
    is not a subsequence of ``new``.

    >>> _insert("3", "135"), _insert("7", "135")
    ('15', None)
    """
    extra = []
    j = 0
    for ch in new:
        if j < len(old) and old[j] == ch:
            j += 1
        else:
            extra.append(ch)
    return "".join(extra) if j == len(old) else None
