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
"""

from __future__ import annotations

from dataclasses import dataclass, field
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
    "canonical",
    "check_equation",
    "check_sum",
    "digit_sum",
    "evaluate",
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

    def __str__(self) -> str:
        return (
            f"{format_value(self.left)} {self.op} {format_value(self.right)}"
            f" = {format_value(self.result)}"
        )


@dataclass(frozen=True)
class Verdict:
    """Whether a sum (or an equation) is correct, and why.

    ``code`` is ``"ok"`` for a correct text, otherwise one of :data:`CODES`.
    ``value`` is the left side's exact value when it could be evaluated,
    ``right_value`` the right side's. ``score`` is the digit sum of a correct
    Summy sum (0 when it is not correct). ``where`` is the offending part.
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

    def __bool__(self) -> bool:
        return self.valid

    def reason_in(self, lang: str) -> str:
        """The reason in another language (``en``, ``de`` or ``nl``).

        >>> check_sum("2x3=7").reason_in("de")
        'die linke Seite ergibt 6, aber rechts steht 7'
        """
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
    """Split one side into numbers and operators, or fail with ``which``-side."""
    code = f"{which}-side"
    if not side:
        raise _Fail(code, "empty")
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
    terms: list[Fraction | str] = [Fraction(int(numbers[0]))]
    for op, num in zip(ops, numbers[1:]):
        terms += [op, Fraction(int(num))]
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
          right_value: Fraction | None = None, lang: str = "en", **params: object) -> Verdict:
    params = dict(params, detail=detail)
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
    )


def _check(text: str, rules: ArithmeticRules | None, lang: str, min_left: int,
           min_right: int, right_is_number: bool) -> Verdict:
    rules = rules if rules is not None else DEFAULT_RULES
    leading_ok = bool(getattr(rules, "leading_zeros", False))
    s = canonical(text)
    try:
        bad = [ch for ch in s if ch not in SYMBOLS]
        if bad:
            raise _Fail("bad-symbol", where=bad[0], symbol=bad[0])
        count = s.count(EQUALS)
        if count != 1:
            detail = "none" if count == 0 else "many"
            raise _Fail("equals-count", detail if right_is_number else f"{detail}-equation",
                        count=count)
        left, right = s.split(EQUALS)
        if right_is_number:
            if not right:
                raise _Fail("right-side", "empty")
            if not right.isdigit():
                raise _Fail("right-side", "not-a-number", where=right, part=right)
            r_numbers, r_ops = [right], []
        else:
            r_numbers, r_ops = _split_side(right, "right", min_right)
        l_numbers, l_ops = _split_side(left, "left", min_left)
        if not leading_ok:
            zero = _leading_zero(l_numbers + r_numbers)
            if zero is not None:
                raise _Fail("leading-zero", where=zero, number=zero)
        value, steps = evaluate(l_numbers, l_ops, rules, "left")
        right_value, r_steps = evaluate(r_numbers, r_ops, rules, "right")
        steps = steps + r_steps
        if value != right_value:
            raise _Fail(
                "not-equal",
                "main" if right_is_number else "sides",
                where=s,
                left=format_value(value),
                right=format_value(right_value),
                value=value,
                right_value=right_value,
                steps=steps,
            )
    except _Fail as fail:
        extra = dict(fail.params)
        value = extra.pop("value", None)
        right_value = extra.pop("right_value", None)
        steps = extra.pop("steps", ())
        return _make(s, fail.code, fail.detail, fail.where, steps=steps, value=value,
                     right_value=right_value, lang=lang, **extra)
    return _make(s, "ok", "main" if right_is_number else "sides", s, score=digit_sum(s),
                 steps=steps, value=value, right_value=right_value, lang=lang,
                 left=format_value(value), right=format_value(right_value))


def check_sum(text: str, rules: ArithmeticRules | None = None, lang: str = "en") -> Verdict:
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


def check_equation(text: str, rules: ArithmeticRules | None = None, lang: str = "en") -> Verdict:
    """Is ``text`` a correct =Pari= equation: an expression on each side of ``=``?

    >>> check_equation("2x3=1+5").valid
    True
    >>> check_equation("7=7").valid
    True
    >>> check_equation("2+2=5").reason
    'the left side is 4, but the right side is 5'
    """
    return _check(text, rules, lang, min_left=1, min_right=1, right_is_number=False)
