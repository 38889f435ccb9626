"""The arithmetic core shared by Summy and =Pari=.

A *sum* (Summy) is ``NUMBER (OP NUMBER)+ = NUMBER``; an *equation* (=Pari=) is
``NUMBER (OP NUMBER)* = NUMBER (OP NUMBER)*``. Both are read left to right,
evaluated exactly with :class:`fractions.Fraction`, multiplication and division
before addition and subtraction, operators of equal rank left to right.

Every check returns a :class:`Verdict`: whether the text is correct, a stable
``code`` that says which rule failed, a plain ``reason`` and the evaluation
``steps`` in the order precedence applies them.

>>> v = check_sum("70+118:2=129")
>>> v.valid, v.code, v.score, v.value
(True, 'ok', 31, Fraction(129, 1))
>>> [str(s) for s in v.steps]
['118 : 2 = 59', '70 + 59 = 129']
>>> check_sum("15+12=027").code
'leading-zero'

A sum that is wrong in one of the well-known ways names the slip
(:data:`MISCONCEPTIONS`), with the student's own numbers:

>>> v = check_sum("6+4x2=20")
>>> v.misconception
'left-to-right'
>>> print(v.reason)
You added first: 6+4=10, then 10x2=20. But x comes before +: 4x2=8, then 6+8=14.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Protocol

from . import i18n

__all__ = [
    "ALIASES",
    "CODES",
    "DIGITS",
    "OPERATORS",
    "SumRules",
    "Step",
    "Verdict",
    "MISCONCEPTIONS",
    "OPERATOR_SLIPS",
    "Slip",
    "canonical",
    "check_equation",
    "check_sum",
    "digit_sum",
    "evaluate",
    "evaluate_way",
    "find_slip",
    "format_value",
]

DIGITS = "0123456789"
OPERATORS = "+-x:"
EQUALS = "="
SYMBOLS = DIGITS + OPERATORS + EQUALS

#: Other ways of writing an operator that parsers accept (RULES.md 1.1).
ALIASES: dict[str, str] = {
    "*": "x",
    "×": "x",
    "·": "x",
    "X": "x",
    "/": ":",
    "÷": ":",
    "−": "-",
}

#: Every verdict code, in the order the rules are checked.
CODES = (
    "ok",
    "bad-symbol",
    "equals-count",
    "right-side",
    "left-side",
    "leading-zero",
    "division-by-zero",
    "inexact-division",
    "negative-intermediate",
    "not-equal",
)

#: The well-known wrong ways of evaluating a side, in the order they are tried
#: (docs/misconceptions.md). The first that gives exactly the other side's number names the slip.
MISCONCEPTIONS = (
    "left-to-right",
    "multiply-before-divide",
    "add-before-subtract",
    "right-to-left",
    "drop-remainder",
    "smaller-from-larger",
    "times-zero",
    "add-before-multiply",
)

#: Each way of evaluating as passes: (the operators of the pass, whether it works from the right).
WAYS: dict[str, tuple[tuple[str, bool], ...]] = {
    "correct": (("x:", False), ("+-", False)),
    "left-to-right": (("x:+-", False),),
    "multiply-before-divide": (("x", False), (":", False), ("+-", False)),
    "add-before-subtract": (("x:", False), ("+", False), ("-", False)),
    "right-to-left": (("x:", True), ("+-", True)),
    "drop-remainder": (("x:", False), ("+-", False)),
    "smaller-from-larger": (("x:", False), ("+-", False)),
    "times-zero": (("x:", False), ("+-", False)),
    "add-before-multiply": (("+-", False), ("x:", False)),
}
#: The ways that keep the right order but work one operator out wrongly, and that operator:
#: a division keeps only its whole part (``7:2`` is 3), a subtraction takes the smaller
#: number from the larger (``3-5`` is 2), a product with 0 keeps the other number (``2x0`` is 2).
OPERATOR_SLIPS = {"drop-remainder": ":", "smaller-from-larger": "-", "times-zero": "x"}

#: How an operator is written in explanations.
OPERATOR_WORDS = {"+": "+", "-": "-", "x": "x", ":": ":"}


class ArithmeticRules(Protocol):
    """Anything with the arithmetic switches (``summy.Rules`` and ``pari.Rules`` have them)."""

    exact_division: bool
    negative_intermediates: bool


@dataclass(frozen=True)
class SumRules:
    """The arithmetic options of RULES.md 1.2.

    >>> SumRules().exact_division, SumRules().negative_intermediates
    (False, True)
    """

    exact_division: bool = False
    negative_intermediates: bool = True
    leading_zeros: bool = False


DEFAULT_RULES = SumRules()


def format_value(value: Fraction | int) -> str:
    """Write an exact value the way a student reads it.

    >>> format_value(Fraction(59))
    '59'
    >>> format_value(Fraction(7, 2))
    '7/2'
    >>> format_value(Fraction(-3, 4))
    '-3/4'
    """
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"


def canonical(text: str) -> str:
    """Return ``text`` with aliases replaced and spaces removed.

    Characters that are not symbols are kept, so the caller can report them.

    >>> canonical("70 + 118 / 2 = 129")
    '70+118:2=129'
    >>> canonical("3*4−2=10")
    '3x4-2=10'
    """
    return "".join(ALIASES.get(ch, ch) for ch in text if not ch.isspace())


def digit_sum(text: str) -> int:
    """The score of a sum: the sum of its digits, operators ignored.

    >>> digit_sum("70+118:2=129")
    31
    """
    return sum(int(ch) for ch in text if ch in DIGITS)


@dataclass(frozen=True)
class Step:
    """One operation, in the order precedence applies it.

    ``terms`` is the expression just before the step, alternating values and
    operators; ``index`` points at the operator being applied.

    >>> s = Step(terms=(Fraction(70), "+", Fraction(118), ":", Fraction(2)), index=3,
    ...          result=Fraction(59), side="left")
    >>> str(s), s.op, s.left, s.right
    ('118 : 2 = 59', ':', Fraction(118, 1), Fraction(2, 1))
    """

    terms: tuple[Fraction | str, ...]
    index: int
    result: Fraction
    side: str = "left"

    @property
    def op(self) -> str:
        return str(self.terms[self.index])

    @property
    def left(self) -> Fraction:
        return Fraction(self.terms[self.index - 1])

    @property
    def right(self) -> Fraction:
        return Fraction(self.terms[self.index + 1])

    @property
    def after(self) -> tuple[Fraction | str, ...]:
        """The expression once this step is done."""
        i = self.index
        return self.terms[: i - 1] + (self.result,) + self.terms[i + 2 :]

    def compact(self) -> str:
        """The step the way a student writes it, without spaces.

        >>> evaluate(["6", "4"], ["+"])[1][0].compact()
        '6+4=10'
        """
        return (f"{format_value(self.left)}{self.op}{format_value(self.right)}"
                f"={format_value(self.result)}")

    def __str__(self) -> str:
        return (
            f"{format_value(self.left)} {self.op} {format_value(self.right)}"
            f" = {format_value(self.result)}"
        )


#: The i18n word for doing an operator first ("slip.first.add": "You added first"), or too
#: early when the steps before it were right ("slip.early.add": "You added too early").
_VERBS = {"+": "add", "-": "subtract", "x": "multiply", ":": "divide"}


@dataclass(frozen=True)
class Slip:
    """A well-known wrong way of working out one side: the student's path and the right one.

    ``code`` is one of :data:`MISCONCEPTIONS`; ``wrong`` holds the steps done that way,
    ``right`` the steps in the right order; ``side`` is ``"left"`` or ``"right"`` (of ``=``).

    >>> slip = find_slip("70+118:2", 94)
    >>> slip.code, slip.value
    ('left-to-right', Fraction(94, 1))
    >>> print(slip.text("de", working=False))
    Du hast zuerst addiert: 70+118=188, dann 188:2=94. Aber Punkt vor Strich, also kommt : vor +.
    """

    code: str
    wrong: tuple[Step, ...]
    right: tuple[Step, ...]
    side: str = "left"

    @property
    def value(self) -> Fraction:
        """What the student's way gives."""
        return self.wrong[-1].result

    @property
    def diverges(self) -> int:
        """The index of the first step where the student's way leaves the right one."""
        for k, (w, r) in enumerate(zip(self.wrong, self.right)):
            if (w.terms, w.index, w.result) != (r.terms, r.index, r.result):
                return k
        return 0

    def params(self, lang: str = "en") -> dict[str, str]:
        """The words a slip's sentence is made of, in ``lang``.

        ``first`` names the student's first step off the right path: "You added first"
        when it is their first step, "You added too early" after steps that were right.

        >>> find_slip("2x3+4x5", 50).params()["first"]
        'You added too early'
        """
        k = self.diverges
        then = i18n.t("slip.then", lang)
        return {
            "first": i18n.t(f"slip.{'early' if k else 'first'}.{_VERBS[self.wrong[k].op]}", lang),
            "wrong": then.join(s.compact() for s in self.wrong),
            "right": then.join(s.compact() for s in self.right),
            "op": self.right[k].op,
            "other": self.wrong[k].op,
            "part": f"{format_value(self.right[k].left)}{self.right[k].op}"
                    f"{format_value(self.right[k].right)}",
        }

    def text(self, lang: str = "en", working: bool = True) -> str:
        """The slip named in ``lang``; ``working=False`` leaves the right working out.

        >>> print(find_slip("12:2x3", 2).text())
        You multiplied first: 2x3=6, then 12:6=2. But x and : have the same rank, so the \
left one goes first: 12:2=6, then 6x3=18.
        """
        key = f"slip.{self.code}" + ("" if working else ".short")
        sentence = i18n.t(key, lang, **self.params(lang))
        if self.side == "right":
            sentence = i18n.t("slip.on-right", lang, slip=sentence)
        return sentence


def _terms(numbers: list[str] | list[Fraction], ops: list[str]) -> tuple[Fraction | str, ...]:
    terms: list[Fraction | str] = [Fraction(int(numbers[0]))]
    for op, num in zip(ops, numbers[1:]):
        terms += [op, Fraction(int(num))]
    return tuple(terms)


def _apply(op: str, a: Fraction, b: Fraction, way: str = "correct") -> Fraction:
    """``a op b``, worked out right, or wrongly as the way of :data:`OPERATOR_SLIPS` does.

    >>> _apply(":", Fraction(7), Fraction(2), "drop-remainder")
    Fraction(3, 1)
    >>> _apply("-", Fraction(3), Fraction(5), "smaller-from-larger")
    Fraction(2, 1)
    >>> _apply("x", Fraction(2), Fraction(0), "times-zero")
    Fraction(2, 1)
    """
    slip = OPERATOR_SLIPS.get(way) == op
    if op == "x":
        return a + b if slip and 0 in (a, b) else a * b  # (with a 0, a + b is the other)
    if op == ":":
        if slip and a.denominator == b.denominator == 1 and a >= 0 and b > 0:
            return Fraction(a.numerator // b.numerator)
        return a / b
    if op == "-":
        return abs(a - b) if slip else a - b
    return a + b


def evaluate_way(
    terms: tuple[Fraction | str, ...], way: str = "correct", exact_division: bool = False
) -> tuple[Fraction, tuple[Step, ...]] | None:
    """Evaluate ``terms`` (values and operators, alternating) the way named ``way``.

    ``way`` is ``"correct"`` or one of :data:`MISCONCEPTIONS`. Arithmetic is exact;
    the rule options are not applied, except that a division by zero, or (with
    ``exact_division``) a division that leaves a remainder, gives ``None``: nobody
    works a sum out that way.

    >>> value, steps = evaluate_way(_terms(["6", "4", "2"], ["+", "x"]), "left-to-right")
    >>> value, [str(s) for s in steps]
    (Fraction(20, 1), ['6 + 4 = 10', '10 x 2 = 20'])
    >>> evaluate_way(_terms(["6", "3", "0"], [":", "x"]), "multiply-before-divide") is None
    True
    >>> evaluate_way(_terms(["7", "2", "2"], [":", "x"]), "drop-remainder")[0]
    Fraction(6, 1)
    """
    current = list(terms)
    steps: list[Step] = []
    for ops, from_right in WAYS[way]:
        while True:
            found = [i for i in range(1, len(current), 2) if current[i] in ops]
            if not found:
                break
            i = found[-1] if from_right else found[0]
            op, a, b = str(current[i]), Fraction(current[i - 1]), Fraction(current[i + 1])
            if op == ":" and (b == 0 or (exact_division and (a / b).denominator != 1)):
                return None
            result = _apply(op, a, b, way)
            steps.append(Step(tuple(current), i, result))
            current[i - 1 : i + 2] = [result]
    return Fraction(current[0]), tuple(steps)


def _diagnose(sides: list[tuple[tuple[Fraction | str, ...], Fraction, str]],
              rules: ArithmeticRules) -> Slip | None:
    """The first way (in :data:`MISCONCEPTIONS` order, left side before right) that
    turns a side into exactly the other side's value. A dropped remainder is named only
    when the side, worked out right, is a whole number (``7:2x2=6``); a side that is not
    (``12:5=2``) is named as not whole instead, since no number after ``=`` can match it."""
    exact = bool(getattr(rules, "exact_division", False))
    for way in MISCONCEPTIONS:
        for terms, target, side in sides:
            if len(terms) < 3:
                continue
            done = evaluate_way(terms, way, exact)
            if done is not None and done[0] == target:
                right = evaluate_way(terms, "correct")
                if right is not None and right[0] != target and (
                        way != "drop-remainder" or right[0].denominator == 1):
                    steps = tuple(
                        Step(s.terms, s.index, s.result, side) for s in done[1]
                    )
                    good = tuple(Step(s.terms, s.index, s.result, side) for s in right[1])
                    return Slip(way, steps, good, side)
    return None


def find_slip(expression: str, target: Fraction | int, rules: ArithmeticRules | None = None,
              side: str = "left") -> Slip | None:
    """Which well-known wrong way of working out ``expression`` gives exactly ``target``?

    For callers that judge one side of an equation themselves (``check_equation``
    already does this for both sides). ``None`` when the expression is not well
    formed, when it is right, or when no way of :data:`MISCONCEPTIONS` gives ``target``.

    >>> find_slip("10-2+3", 5).code
    'add-before-subtract'
    >>> find_slip("20-5-3", 18).code
    'right-to-left'
    >>> find_slip("7:2x2", 6).code
    'drop-remainder'
    >>> find_slip("2+3+4", 10) is None, find_slip("6+4x2", 14) is None
    (True, True)
    """
    if not isinstance(expression, str):
        raise TypeError(f"expression must be a text like '6+4x2', not {type(expression).__name__}")
    text = canonical(expression)
    if any(ch not in DIGITS + OPERATORS for ch in text):
        return None
    try:
        numbers, ops = _split_side(text, "left", 1)
    except _Fail:
        return None
    return _diagnose([(_terms(numbers, ops), Fraction(target), side)],
                     rules if rules is not None else DEFAULT_RULES)


@dataclass(frozen=True)
class Verdict:
    """Whether a sum (or an equation) is correct, and why.

    ``code`` is ``"ok"`` for a correct text, otherwise one of :data:`CODES`.
    ``value`` is the left side's exact value when it could be evaluated,
    ``right_value`` the right side's. ``score`` is the digit sum of a correct
    Summy sum (0 when it is not correct). ``where`` is the offending part.
    ``misconception`` is ``None`` or one of :data:`MISCONCEPTIONS` (only for
    the code ``not-equal``), and ``slip`` then holds both paths.
    """

    text: str
    valid: bool
    code: str
    reason: str
    score: int = 0
    steps: tuple[Step, ...] = ()
    value: Fraction | None = None
    right_value: Fraction | None = None
    where: str = ""
    params: dict = field(default_factory=dict, compare=False, repr=False)
    misconception: str | None = None
    slip: Slip | None = field(default=None, compare=False, repr=False)

    def __bool__(self) -> bool:
        return self.valid

    def reason_in(self, lang: str) -> str:
        """The reason in another language (``en``, ``de`` or ``nl``).

        >>> check_sum("2x3=7").reason_in("de")
        'die linke Seite ergibt 6, aber rechts steht 7'
        >>> check_sum("20-5-3=18").reason_in("de")[:44]
        'Du hast von rechts nach links gerechnet: 5-3'
        """
        if self.slip is not None:
            return self.slip.text(lang)
        return i18n.t(f"verdict.{self.code}.{self.params.get('detail', 'main')}", lang,
                      **self.params)


# --------------------------------------------------------------------------
# Parsing


class _Fail(Exception):
    def __init__(self, code: str, detail: str = "main", where: str = "", **params: object):
        super().__init__(code)
        self.code = code
        self.detail = detail
        self.where = where
        self.params = params


def _split_side(side: str, which: str, min_numbers: int) -> tuple[list[str], list[str]]:
    """Split one side into numbers and operators, or fail with ``which``-side. An empty
    side is said as what it lacks: a calculation (Summy's left side) or, where one number
    will do (=Pari=), a number or a calculation.

    >>> check_sum("=7").reason
    'before = there must be a calculation, but there is nothing'
    >>> check_equation("=2").reason
    'before = there must be a number or a calculation, but there is nothing'
    """
    code = f"{which}-side"
    if not side:
        raise _Fail(code, "empty" if min_numbers > 1 else "empty-one")
    numbers: list[str] = []
    ops: list[str] = []
    current = ""
    for i, ch in enumerate(side):
        if ch in DIGITS:
            current += ch
            continue
        # ch is an operator
        if not current:
            if i == 0:
                raise _Fail(code, "starts-with-operator", where=ch, op=ch)
            raise _Fail(code, "two-operators", where=side[i - 1 : i + 1], part=side[i - 1 : i + 1])
        numbers.append(current)
        ops.append(ch)
        current = ""
    if not current:
        raise _Fail(code, "ends-with-operator", where=side[-1], op=side[-1])
    numbers.append(current)
    if len(numbers) < min_numbers:
        raise _Fail(code, "one-number", where=side, part=side)
    return numbers, ops


def evaluate(
    numbers: list[str] | list[Fraction],
    ops: list[str],
    rules: ArithmeticRules = DEFAULT_RULES,
    side: str = "left",
) -> tuple[Fraction, tuple[Step, ...]]:
    """Evaluate ``numbers`` joined by ``ops`` exactly, recording every step.

    Multiplication and division first, left to right, then addition and
    subtraction, left to right. Raises ``ValueError`` subclasses internally
    turned into verdicts by :func:`check_sum`.

    >>> value, steps = evaluate(["7", "2", "2"], [":", "x"])
    >>> value, [str(s) for s in steps]
    (Fraction(7, 1), ['7 : 2 = 7/2', '7/2 x 2 = 7'])
    """
    terms = list(_terms(numbers, ops))
    # Division by zero is a rule of its own, checked before the others
    # (in a chain the divisor is always the number written right after ':').
    for i in range(1, len(terms), 2):
        if terms[i] == ":" and terms[i + 1] == 0:
            raise _Fail(
                "division-by-zero",
                where=f"{format_value(terms[i - 1])}:0",
                part=f"{format_value(terms[i - 1])}:0",
            )
    steps: list[Step] = []
    for rank in ("x:", "+-"):
        i = 1
        while i < len(terms):
            op = terms[i]
            if op not in rank:
                i += 2
                continue
            a, b = Fraction(terms[i - 1]), Fraction(terms[i + 1])
            if op == "x":
                result = a * b
            elif op == ":":
                result = a / b
                if rules.exact_division and result.denominator != 1:
                    step = Step(tuple(terms), i, result, side)
                    raise _Fail(
                        "inexact-division",
                        where=str(step),
                        a=format_value(a),
                        b=format_value(b),
                    )
            elif op == "+":
                result = a + b
            else:
                result = a - b
            step = Step(tuple(terms), i, result, side)
            if result < 0 and not rules.negative_intermediates:
                raise _Fail(
                    "negative-intermediate",
                    where=str(step),
                    step=str(step),
                    value=format_value(result),
                )
            steps.append(step)
            terms[i - 1 : i + 2] = [result]
    return Fraction(terms[0]), tuple(steps)


def _leading_zero(numbers: list[str]) -> str | None:
    for n in numbers:
        if len(n) > 1 and n[0] == "0":
            return n
    return None


def _make(text: str, code: str, detail: str = "main", where: str = "", score: int = 0,
          steps: tuple[Step, ...] = (), value: Fraction | None = None,
          right_value: Fraction | None = None, lang: str = "en", slip: Slip | None = None,
          **params: object) -> Verdict:
    params = dict(params, detail=detail)
    if slip is not None:
        reason = slip.text(lang)
    else:
        reason = i18n.t(f"verdict.{code}.{detail}", lang, **params)
    return Verdict(
        text=text,
        valid=code == "ok",
        code=code,
        reason=reason,
        score=score,
        steps=steps,
        value=value,
        right_value=right_value,
        where=where,
        params=params,
        misconception=slip.code if slip is not None else None,
        slip=slip,
    )


def _check(text: str, rules: ArithmeticRules | dict | None, lang: str, min_left: int,
           min_right: int, right_is_number: bool) -> Verdict:
    _expect_text(text, lang)
    rules = _expect_rules(rules, lang)
    s = canonical(text)
    try:
        l_numbers, l_ops, r_numbers, r_ops = _sides(s, min_left, min_right, right_is_number)
        if not getattr(rules, "leading_zeros", False):
            zero = _leading_zero(l_numbers + r_numbers)
            if zero is not None:
                raise _Fail("leading-zero", where=zero, number=zero)
        value, steps = evaluate(l_numbers, l_ops, rules, "left")
        right_value, r_steps = evaluate(r_numbers, r_ops, rules, "right")
        steps = steps + r_steps
        if value != right_value:
            sides = [(_terms(l_numbers, l_ops), right_value, "left")]
            if not right_is_number:
                sides.append((_terms(r_numbers, r_ops), value, "right"))
            raise _not_equal(s, value, right_value, right_is_number, steps,
                             _diagnose(sides, rules))
    except _Fail as fail:
        extra = dict(fail.params)
        value = extra.pop("value", None)
        right_value = extra.pop("right_value", None)
        steps = extra.pop("steps", ())
        slip = extra.pop("slip", None)
        return _make(s, fail.code, fail.detail, fail.where, steps=steps, value=value,
                     right_value=right_value, lang=lang, slip=slip, **extra)
    return _make(s, "ok", "main" if right_is_number else "sides", s, score=digit_sum(s),
                 steps=steps, value=value, right_value=right_value, lang=lang,
                 left=format_value(value), right=format_value(right_value))


def _sides(s: str, min_left: int, min_right: int, right_is_number: bool,
           ) -> tuple[list[str], list[str], list[str], list[str]]:
    """The numbers and signs of each side of the canonical ``s``, or :class:`_Fail` when
    ``s`` holds a sign that is no tile, not one ``=``, or a side of the wrong shape.

    >>> _sides("70+118:2=129", 2, 1, True)
    (['70', '118', '2'], ['+', ':'], ['129'], [])
    """
    bad = [ch for ch in s if ch not in SYMBOLS]
    if bad:
        raise _Fail("bad-symbol", where=bad[0], symbol=bad[0])
    count = s.count(EQUALS)
    if count != 1:
        detail = "none" if count == 0 else "many"
        raise _Fail("equals-count", detail if right_is_number else f"{detail}-equation",
                    count=count)
    left, right = s.split(EQUALS)
    if not right_is_number:  # the right side is read first
        right_numbers, right_ops = _split_side(right, "right", min_right)
        return (*_split_side(left, "left", min_left), right_numbers, right_ops)
    if not right:
        raise _Fail("right-side", "empty")
    if not right.isdigit():
        raise _Fail("right-side", _right_detail(right), where=right, part=right)
    return (*_split_side(left, "left", min_left), [right], [])


def _right_detail(right: str) -> str:
    """Which words say that ``right`` (after ``=``) is not one number: ``below-zero`` for a
    number with ``-`` in front, as a pupil writes an answer below zero (the words say why no
    such sum can be correct), else ``not-a-number``.

    >>> _right_detail("-2"), _right_detail("5+2"), _right_detail("-")
    ('below-zero', 'not-a-number', 'not-a-number')
    >>> check_sum("6-8=-2").reason
    'after = there is -2, but numbers are digits only, so an answer below zero is never correct'
    """
    return "below-zero" if right[:1] == "-" and right[1:].isdigit() else "not-a-number"


def _not_equal(s: str, value: Fraction, right_value: Fraction, right_is_number: bool,
               steps: tuple[Step, ...], slip: object) -> _Fail:
    """The failure of a sum whose sides differ, with what its words name: both values, the
    whole numbers a fraction lies between, the working and the slip it may come from."""
    return _Fail(
        "not-equal",
        _not_equal_detail(value, right_value, right_is_number),
        where=s,
        left=format_value(value),
        right=format_value(right_value),
        low=value.numerator // value.denominator,
        high=value.numerator // value.denominator + 1,
        rlow=right_value.numerator // right_value.denominator,
        rhigh=right_value.numerator // right_value.denominator + 1,
        value=value,
        right_value=right_value,
        steps=steps,
        slip=slip,
    )


def _not_equal_detail(value: Fraction, right_value: Fraction, right_is_number: bool) -> str:
    """Which words say that the sides differ: ``fraction`` when the left side is not a whole
    number (no number after ``=`` can match it: the words say between which two it lies);
    with a calculation on both sides (=Pari=), the one side that is not whole is named so.

    >>> _not_equal_detail(Fraction(12, 5), Fraction(2), True), _not_equal_detail(Fraction(3),
    ...     Fraction(2), True)
    ('fraction', 'main')
    >>> check_sum("12:5=2").reason
    'the left side is 12/5, not a whole number (between 2 and 3), but the right side says 2'
    >>> check_equation("3=10:3").reason
    'the left side is 3, but the right side is 10/3, not a whole number (between 3 and 4)'
    """
    if right_is_number:
        return "main" if value.denominator == 1 else "fraction"
    whole = (value.denominator == 1, right_value.denominator == 1)
    return {(False, True): "sides-left-fraction",
            (True, False): "sides-right-fraction"}.get(whole, "sides")


def _expect_text(text: object, lang: str) -> None:
    """A sum comes as text; a number means the quotes were forgotten (Python then works the
    numbers out itself, with / as a float): say so, in the pupil's language.

    >>> _expect_text(70 + 118 / 2, "en")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    TypeError: the sum must be text in quotes, like "70+118:2=129", not float 129.0 (...)
    """
    if not isinstance(text, str):
        error = TypeError(i18n.t("verdict.not-text", lang, kind=type(text).__name__,
                                 value=repr(text)))
        error.argument = "text"
        raise error


def _expect_rules(rules: object, lang: str) -> ArithmeticRules:
    """The arithmetic switches of ``rules``: a rules object (``summy.Rules``, ``pari.Rules``,
    :class:`SumRules`), a dict of the switches, or ``None`` for the published rules. Anything
    else is a ``TypeError`` that says what to give, in the pupil's language; a dict with
    another key is a ``ValueError`` that names the switches.

    >>> _expect_rules({"exact_division": True}, "en").exact_division
    True
    >>> _expect_rules("exact", "en")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    TypeError: rules must be a rules object such as summy.Rules(exact_division=True), ...
    """
    if rules is None:
        return DEFAULT_RULES
    if isinstance(rules, dict):
        known = [f.name for f in fields(SumRules)]
        unknown = sorted(str(k) for k in rules if k not in known)
        if unknown:
            raise ValueError(i18n.t("verdict.rules-keys", lang, unknown=", ".join(unknown),
                                    known=", ".join(known)))
        for name, value in rules.items():
            if not isinstance(value, bool):
                raise ValueError(i18n.t("verdict.rules-switch", lang, name=name,
                                        value=repr(value)))
        return SumRules(**rules)
    if all(hasattr(rules, name) for name in ("exact_division", "negative_intermediates")):
        return rules  # type: ignore[return-value]
    error = TypeError(i18n.t("verdict.rules-type", lang, kind=type(rules).__name__,
                             value=repr(rules)))
    error.argument = "rules"
    raise error


def check_sum(text: str, rules: ArithmeticRules | dict | None = None,
              lang: str = "en") -> Verdict:
    """Is ``text`` a correct Summy sum (RULES.md 1.2)?

    The first rule that fails gives the code and the reason.

    >>> check_sum("2x3=7").reason
    'the left side is 6, but the right side says 7'
    >>> check_sum("7:2x2=7", SumRules(exact_division=True)).code
    'inexact-division'
    >>> check_sum("3-5+4=2", SumRules(negative_intermediates=False)).code
    'negative-intermediate'
    """
    return _check(text, rules, lang, min_left=2, min_right=1, right_is_number=True)


def check_equation(text: str, rules: ArithmeticRules | dict | None = None,
                   lang: str = "en") -> Verdict:
    """Is ``text`` a correct =Pari= equation: an expression on each side of ``=``?

    >>> check_equation("2x3=1+5").valid
    True
    >>> check_equation("7=7").valid
    True
    >>> check_equation("2+2=5").reason
    'the left side is 4, but the right side is 5'
    """
    return _check(text, rules, lang, min_left=1, min_right=1, right_is_number=False)
