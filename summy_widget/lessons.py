"""Small exercises for the lessons: a question, the student's answer, and why it is right or wrong.

>>> ex = Exercise("70+118:2=?")
>>> ex.check(129.0).correct
True

A wrong answer first gets the slip named and a nudge, not the working:

>>> print(ex.check(94))
94 is not right. You added first: 70+118=188, then 188:2=94. But : comes before +. Try again: \
which sign comes first?

A second wrong answer in a row (or ``ex.show_working()``) shows the whole working:

>>> print(ex.check(188).message.split(":")[0])
188 is not right either
>>> print(ex.check("fourteen"))
'fourteen' is not a number written with digits: type the number with digits, like 305
>>> Exercise("3+?x2=11").check("4").correct
True

Worked examples fade (Atkinson & Renkl): the first is worked out completely, the next
leaves the last step to the student, then the last two steps, then none.

>>> example = WorkedExample("6+4x2=?", blanks=2)
>>> print(example)
Worked example: 6+4x2=?
  step 1: 6 + 4 x 2  ->  ?
  step 2: ?
>>> print(example.check(10, 20))
step 1 is not right. You added first: 6+4=10. But x comes before +. Try again.
>>> example.check(8, 14).correct
True

A wrong step names the step the blank stands for, and what it is not:

>>> print(WorkedExample("30-12:4x2=?", blanks=2).check(24, 24))
step 2 is 3 x 2: that is not 24. Try again.
"""

from __future__ import annotations

import html
import math
import numbers
import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any

from . import i18n
from .arithmetic import (
    MISCONCEPTIONS,
    OPERATOR_SLIPS,
    Slip,
    Step,
    Verdict,
    check_sum,
    evaluate_way,
    format_value,
)
from .explain import Explanation, render_terms

__all__ = ["Exercise", "Feedback", "WorkedExample", "as_value", "answer_text"]

BLANK = "?"
#: How far :attr:`Exercise.solution` looks for a blank that is not the right side.
SEARCH_LIMIT = 10_000
_NUMBER = re.compile(r"^-?\d+([.,]\d+)?$|^-?\d+/\d+$")
#: The number the "type it with digits" message shows (no answer of the lessons).
DIGITS_EXAMPLE = "305"


def _words(text: str) -> bool:
    """Is ``text`` a number written in words (letters other than the times sign ``x``)?

    >>> _words("fourteen"), _words("4x2"), _words("14")
    (True, False, False)
    """
    return any(ch.isalpha() and ch not in "xX" for ch in text)


class AnswerRefused(ValueError):
    """An answer that is no whole number of tiles; ``key`` names the kind message."""

    def __init__(self, key: str, answer: str, **params: object) -> None:
        super().__init__(f"{key}: {answer}")
        self.key = key
        self.answer = answer
        self.params = params

    def text(self, lang: str = "en") -> str:
        return i18n.t(self.key, lang, answer=self.answer, **self.params)


def as_value(answer: object) -> Fraction:
    """The exact number an answer stands for, however Python gives it.

    >>> as_value(129.0), as_value("129"), as_value(Fraction(7, 2)), as_value("7/2")
    (Fraction(129, 1), Fraction(129, 1), Fraction(7, 2), Fraction(7, 2))
    >>> as_value("3,5")
    Fraction(7, 2)
    >>> as_value([1])
    Traceback (most recent call last):
    ...
    summy_widget.lessons.AnswerRefused: lesson.not-a-number: [1]
    """
    if isinstance(answer, bool) or not isinstance(answer, (numbers.Real, Decimal, str)):
        raise AnswerRefused("lesson.not-a-number", str(answer), kind=repr(answer))
    if isinstance(answer, str):
        text = answer.strip()
        if not _NUMBER.match(text):
            raise AnswerRefused("lesson.not-a-number", text, kind=repr(text))
        return Fraction(text.replace(",", "."))
    if not math.isfinite(answer):
        raise AnswerRefused("lesson.not-whole", str(answer))
    return Fraction(answer)


def answer_text(answer: object) -> str:
    """What goes into the blank: a whole number from any number Python gives, else the text.

    Text that is no number is passed on as it is, so the engine names what is wrong.

    >>> answer_text(129.0), answer_text(Fraction(129)), answer_text(" 129 "), answer_text(129)
    ('129', '129', '129', '129')
    >>> answer_text("12a")
    '12a'
    >>> answer_text(129.5)
    Traceback (most recent call last):
    ...
    summy_widget.lessons.AnswerRefused: lesson.not-whole: 129.5
    """
    if isinstance(answer, str) and not _NUMBER.match(answer.strip()):
        return answer.strip()
    value = as_value(answer)
    shown = answer.strip() if isinstance(answer, str) else str(answer)
    if value.denominator != 1:
        raise AnswerRefused("lesson.not-whole", shown)
    if value < 0:
        raise AnswerRefused("lesson.negative", shown)
    return str(value.numerator)


@dataclass(frozen=True)
class Feedback:
    """The answer to one attempt: right or wrong, why, and (when earned) the working."""

    question: str
    answer: str
    correct: bool
    explanation: Explanation | None
    message: str
    misconception: str | None = None

    def __str__(self) -> str:
        return self.message

    @property
    def answered(self) -> bool:
        """Was there an answer to judge? When not, the message says how to give one.

        >>> Exercise("6+4x2=?").check(None).answered, Exercise("6+4x2=?").check(14).answered
        (False, True)
        """
        return self.answer != ""

    def _repr_html_(self) -> str:
        """The message in a box of its own colours, readable on a light or a dark page; a
        sign says right, wrong or "your turn" besides the colour."""
        kind = "right" if self.correct else "wrong" if self.answered else "waiting"
        sign, ink, paper = _FEEDBACK_LOOK[kind]
        head = (
            f'<div class="summy-feedback" data-correct="{str(self.correct).lower()}" '
            f'data-kind="{kind}" style="font-family:system-ui,sans-serif;font-size:1.1em;'
            f"color:{ink};background:{paper};border-left:4px solid {ink};border-radius:4px;"
            f'padding:4px 10px;font-weight:bold;margin:4px 0;max-width:44em">'
            f'<span aria-hidden="true">{sign} </span>{_unbroken(html.escape(self.message))}'
            "</div>"
        )
        return head + (self.explanation._repr_html_() if self.explanation else "")


#: A calculation written without spaces, such as ``9-2=7`` or ``7:2=7/2``.
_UNSPACED = r"-?\d[\d+\-x:=/]*[+\-x:=/][\d+\-x:=/]*\d"
#: A part of a spaced calculation: one of those, a number, a Roman numeral or a difference in
#: brackets (``(50 − 10)``).
_TERM = rf"(?:{_UNSPACED}|\d+|[IVXLCDM]+|\(\d+ − \d+\))"
#: A Summy move's text, such as ``J13> 4+3(=)7`` (its ``>`` escaped for HTML or not).
_MOVE = r"[A-Y]\d{1,2}(?:&gt;|>|v) [\d+\-x:=()]*[\d)]"
#: A calculation in a message: a move's text, parts joined by spaced signs or words
#: (``XIX + IV = 19 + 4 = 23``, ``4+3+7 = 14``, ``X + IV = 10 + (5 − 1) = 14``, ``8 minus 3 = 5``),
#: or one written without spaces.
_CALCULATION = re.compile(rf"{_MOVE}|{_TERM}(?: (?:[+=−]|minus|min) {_TERM})+|{_UNSPACED}")


def _unbroken(text: str) -> str:
    """``text`` (HTML) with each calculation kept whole: a browser may break a line after a
    ``-``, which would split ``9-2=7`` in two, or at any space of ``VI + II = 6 + 2 = 8``.
    A long calculation may still break after an ``=``, as a calculation on paper does.

    >>> _unbroken("it completes 9-2=7 too")
    'it completes <span style="white-space:nowrap">9-2=7</span> too'
    >>> _unbroken("taken away: IX = 10 − 1 = 9.")  # doctest: +NORMALIZE_WHITESPACE
    'taken away: <span style="white-space:nowrap">IX =</span>
     <span style="white-space:nowrap">10 − 1 =</span> <span style="white-space:nowrap">9</span>.'
    >>> re.findall('nowrap">([^<]*)', _unbroken("J13&gt; 4+3(=)7: 4+3=7 scores 4+3+7 = 14"))
    ['J13&gt; 4+3(=)7', '4+3=7', '4+3+7 =', '14']
    """
    return _CALCULATION.sub(lambda m: " ".join(_nowrap(part) for part in _sides(m.group())),
                            text)


#: the longest side of a calculation kept on one line; a longer one may break after a ``+``
_LONGEST_SIDE = 30


def _sides(calculation: str) -> list[str]:
    """A calculation cut after each spaced ``=``, and a long side (a whole sheet's row
    groups) after each ``+`` too.

    >>> _sides("XL + IX = (50 − 10) + (10 − 1) = 49")
    ['XL + IX =', '(50 − 10) + (10 − 1) =', '49']
    >>> _sides("65 + 61 + 15 + 21 + 11 + 6 + 6 + 4 = 189")
    ['65 +', '61 +', '15 +', '21 +', '11 +', '6 +', '6 +', '4 =', '189']
    """
    sides = calculation.split(" = ")
    cut = [side + " =" for side in sides[:-1]] + sides[-1:]
    return [piece for side in cut for piece in
            (_terms(side) if len(side) > _LONGEST_SIDE else [side])]


def _terms(side: str) -> list[str]:
    terms = side.split(" + ")
    return [term + " +" for term in terms[:-1]] + terms[-1:]


def _nowrap(text: str) -> str:
    return f'<span style="white-space:nowrap">{text}</span>'


#: How a feedback looks: its sign, ink and paper (each pair well above 4.5:1).
_FEEDBACK_LOOK = {
    "right": ("✔", "#0b6e2e", "#e9f6ee"),
    "wrong": ("✘", "#a4001d", "#fdecee"),
    "waiting": ("✎", "#1f4e8c", "#eef3fa"),
}


def _question(question: object) -> str:
    if not isinstance(question, str):
        raise TypeError(f"question must be a sum with one blank like '6+4x2=?', "
                        f"not {type(question).__name__}")
    if question.count(BLANK) != 1:
        raise ValueError(f"an exercise has exactly one blank '?', not {question.count(BLANK)}")
    return question


class Exercise:
    """A sum with one blank ``?`` for the student to fill in.

    ``check(answer)`` puts the answer into the blank and checks the sum with the
    engine. The first wrong answer gets the diagnosis (the slip named, when it is a
    well-known one) and a nudge; a second wrong answer, or ``show_working()``, the
    whole working of the correct sum. Each exercise counts its own attempts:
    ``wrong`` counts every wrong try, ``wrong_in_a_row`` those since the last right
    answer (only a second wrong try in a row shows the working). ``variable`` is
    the name the lesson's cell gives the answer (e.g. ``"answer_1"``): the message
    for a missing answer names it.
    """

    def __init__(self, question: str, rules: Any = None, lang: str = "en",
                 variable: str | None = None) -> None:
        self.question = _question(question)
        self.rules = rules
        self.lang = lang
        self.variable = variable
        self.wrong = 0
        self.wrong_in_a_row = 0
        self._solution: str | None = None

    @property
    def solution(self) -> str | None:
        """The sum with the blank filled in correctly (``None`` if no number fills it).

        >>> Exercise("20-12:4=?").solution, Exercise("3+?x2=11").solution
        ('20-12:4=17', '3+4x2=11')
        """
        if self._solution is None:
            self._solution = self._solve()
        return self._solution

    def _solve(self) -> str | None:
        left, _, right = self.question.partition("=")
        if right.strip() == BLANK and BLANK not in left:
            value = check_sum(f"{left}=0", self.rules).value
            if value is not None and value.denominator == 1 and value >= 0:
                return self._fill(str(value.numerator))
            return None
        for n in range(SEARCH_LIMIT):
            if check_sum(self._fill(str(n)), self.rules).valid:
                return self._fill(str(n))
        return None

    def _fill(self, text: str) -> str:
        return check_sum(self.question.replace(BLANK, text)).text

    def show_working(self) -> Explanation | None:
        """The whole working of the correct sum (``None`` when no number fills the blank)."""
        if self.solution is None:
            return None
        return Explanation(check_sum(self.solution, self.rules, self.lang), self.lang)

    def _t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    def check(self, answer: object) -> Feedback:
        """Fill the blank with ``answer`` and say whether the sum is then correct."""
        if answer is None or (isinstance(answer, str) and answer.strip() == ""):
            return Feedback(self.question, "", False, None, self._no_answer())
        if isinstance(answer, str) and _words(answer):
            message = self._t("lesson.digits", answer=answer.strip(), example=DIGITS_EXAMPLE)
            return Feedback(self.question, answer.strip(), False, None, message)
        try:
            text = answer_text(answer)
        except AnswerRefused as refused:
            return Feedback(self.question, refused.answer, False, None, refused.text(self.lang))
        filled = self.question.replace(BLANK, text)
        verdict = check_sum(filled, self.rules, self.lang)
        if verdict.valid:
            self.wrong_in_a_row = 0
            message = self._t("lesson.right", answer=text, sum=verdict.text)
            return Feedback(self.question, text, True, Explanation(verdict, self.lang), message)
        self.wrong += 1
        self.wrong_in_a_row += 1
        if self.wrong_in_a_row >= 2:
            message = self._t("lesson.wrong-again", answer=text, sum=verdict.text,
                              reason=_sentence(verdict.reason), solution=self.solution or "")
            return Feedback(self.question, text, False, self.show_working(), message,
                            verdict.misconception)
        return Feedback(self.question, text, False, None, self._diagnosis(text, verdict),
                        verdict.misconception)

    def _no_answer(self) -> str:
        """The message for a cell run without an answer: it names the cell's variable."""
        if self.variable:
            return self._t("lesson.no-answer-named", question=self.question,
                           variable=self.variable)
        return self._t("lesson.no-answer", question=self.question)

    def _diagnosis(self, text: str, verdict: Verdict) -> str:
        """The first wrong answer: the slip (without the right working) and a nudge."""
        if verdict.slip is not None:
            nudge = f"lesson.wrong-slip.{verdict.slip.code}" if verdict.slip.code in \
                OPERATOR_SLIPS else "lesson.wrong-slip"  # the others are slips of order
            return self._t(nudge, answer=text, slip=verdict.slip.text(self.lang, working=False))
        if verdict.code == "not-equal":
            return self._t("lesson.wrong-value", answer=text, sum=verdict.text)
        return self._t("lesson.wrong", answer=text, sum=verdict.text, reason=verdict.reason)

    def __repr__(self) -> str:
        return f"Exercise({self.question!r})"

    def _repr_html_(self) -> str:
        return (
            '<div style="font-family:monospace;font-size:1.4em;padding:4px 8px;'
            'border-left:4px solid #1f4e8c;background:#f4f7fb;color:#111">'
            f"{html.escape(self.question)}</div>"
        )


def _sentence(text: str) -> str:
    """End a reason with a full stop, so another sentence may follow."""
    return text if text.endswith(".") else text + "."


def step_part(step: Step) -> str:
    """The operation a step does, on its own: ``3 x 2`` (not the expression around it).

    >>> step_part(check_sum("30-12:4x2=0").steps[1])
    '3 x 2'
    """
    return render_terms(step.terms[step.index - 1:step.index + 2])


def _slip_at(step: Step, value: Fraction) -> Slip | None:
    """The well-known wrong way whose first step, from where ``step`` starts, gives ``value``."""
    for way in MISCONCEPTIONS:
        done = evaluate_way(step.terms, way)
        if done is None or not done[1]:
            continue
        first = done[1][0]
        if first.result == value and (first.terms, first.index, first.result) != (
                step.terms, step.index, step.result):
            return Slip(way, (first,), (step,))
    return None


class WorkedExample:
    """A sum worked out step by step, its last ``blanks`` steps left for the student.

    ``blanks=0`` is a fully worked example; each later example in a lesson leaves one
    more step open (backward fading). ``check(*values)`` takes the student's result of
    each open step, in order; a wrong one is named (with the slip, when it is a
    well-known one), and the whole working comes on the second wrong try in a row or
    from ``show_working()``. ``variable`` is the name the lesson's cell gives the
    numbers (e.g. ``"prediction_2"``): the messages name it.
    """

    def __init__(self, question: str, blanks: int = 0, rules: Any = None,
                 lang: str = "en", variable: str | None = None) -> None:
        if not isinstance(question, str):
            raise TypeError(f"question must be a calculation like '6+4x2=?', "
                            f"not {type(question).__name__}")
        left = question.split("=")[0]
        verdict = check_sum(f"{left}=0", rules)
        if verdict.value is None or verdict.code not in ("ok", "not-equal"):
            raise ValueError(f"{question!r} cannot be worked out: {verdict.reason}")
        if isinstance(blanks, bool) or not isinstance(blanks, int):
            raise TypeError(f"blanks must be a whole number of steps, not {blanks!r}")
        if not 0 <= blanks <= len(verdict.steps):
            raise ValueError(f"blanks must be between 0 and {len(verdict.steps)} for {question!r},"
                             f" not {blanks}")
        self.question = f"{left}={BLANK}"
        self.left = left
        self.steps: tuple[Step, ...] = verdict.steps
        self.value: Fraction = verdict.value
        self.blanks = blanks
        self.rules = rules
        self.lang = lang
        self.variable = variable
        self.wrong = 0
        self.wrong_in_a_row = 0

    @property
    def first_blank(self) -> int:
        """The index of the first step left for the student."""
        return len(self.steps) - self.blanks

    def _t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    def _step_line(self, i: int, step: Step) -> str:
        label = self._t("example.step", n=i + 1)
        if i < self.first_blank:
            if len(step.terms) == 3:
                return f"{label}: {step}"
            return f"{label}: {render_terms(step.terms)}  ->  {step}"
        if i == self.first_blank and len(step.terms) > 3:
            return f"{label}: {render_terms(step.terms)}  ->  {BLANK}"
        if i == self.first_blank:
            return f"{label}: {render_terms(step.terms)} = {BLANK}"
        return f"{label}: {BLANK}"

    @property
    def lines(self) -> list[str]:
        """The example as plain text lines: the worked steps, then a ``?`` for each open one."""
        lines = [f"{self._t('example.title')}: {self.question if self.blanks else self.solution}"]
        lines += ["  " + self._step_line(i, s) for i, s in enumerate(self.steps)]
        return lines

    @property
    def solution(self) -> str:
        """The worked sum, e.g. ``70+118:2=129``."""
        return f"{self.left}={format_value(self.value)}"

    def show_working(self) -> Explanation:
        """The whole working of the example."""
        return Explanation(check_sum(self.solution, self.rules, self.lang), self.lang)

    def check(self, *values: object) -> Feedback:
        """Check the student's result of each open step, in order."""
        open_steps = self.steps[self.first_blank:]
        if not open_steps:
            return Feedback(self.question, "", True, self.show_working(),
                            self._t("example.right", steps=self._short(self.steps)))
        if any(v is None or (isinstance(v, str) and not v.strip()) for v in values):
            return Feedback(self.question, "", False, None, self._no_answer())
        if len(values) != len(open_steps):
            count = len(open_steps)
            message = self._t("example.count-one" if count == 1 else "example.count",
                              count=count, example=self._count_example())
            return Feedback(self.question, "", False, None, message)
        shown = ", ".join(str(v) for v in values)
        for j, (step, raw) in enumerate(zip(open_steps, values)):
            try:
                value = as_value(raw)
            except AnswerRefused as refused:
                return Feedback(self.question, shown, False, None, refused.text(self.lang))
            if value != step.result:
                return self._wrong(self.first_blank + j + 1, step, value, shown)
        self.wrong_in_a_row = 0
        return Feedback(self.question, shown, True, self.show_working(),
                        self._t("example.right", steps=self._short(open_steps)))

    def _no_answer(self) -> str:
        """The message for a cell run without numbers: it names the cell's variable."""
        if self.variable:
            return self._t("example.no-answer-named", variable=self.variable)
        return self._t("example.no-answer")

    def _count_example(self) -> str:
        """How the numbers are written, one placeholder for each open step (no answer in it).

        >>> WorkedExample("6+4x2=?", blanks=2, variable="predictions")._count_example()
        'predictions = (number for step 1, number for step 2)'
        """
        numbers = ", ".join(self._t("example.number-for", n=n + 1)
                            for n in range(self.first_blank, len(self.steps)))
        if self.variable:
            return f"{self.variable} = ({numbers})" if self.blanks > 1 else \
                f"{self.variable} = {numbers}"
        return f"example.check({numbers})"

    def _short(self, steps: tuple[Step, ...]) -> str:
        return self._t("slip.then").join(s.compact() for s in steps)

    def _wrong(self, n: int, step: Step, value: Fraction, shown: str) -> Feedback:
        """Step ``n`` (counted from 1) is not ``value``: the slip, or the step's own
        operation named (``3 x 2``, never the whole expression it stands in)."""
        self.wrong += 1
        self.wrong_in_a_row += 1
        again = self.wrong_in_a_row >= 2
        slip = _slip_at(step, value)
        if slip is not None:
            message = self._t("example.wrong-slip", n=n, slip=slip.text(self.lang, working=again))
        else:
            message = self._t("example.wrong-step", n=n, part=step_part(step),
                              value=format_value(value))
        code = slip.code if slip else None
        if again:
            message += " " + self._t("lesson.working", solution=self.solution)
            return Feedback(self.question, shown, False, self.show_working(), message, code)
        message += " " + self._t("example.try-again")
        return Feedback(self.question, shown, False, None, message, code)

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def __repr__(self) -> str:
        return f"WorkedExample({self.question!r}, blanks={self.blanks})"

    def _repr_html_(self) -> str:
        items = []
        for i, step in enumerate(self.steps):
            line = html.escape(self._step_line(i, step))
            style = "" if i < self.first_blank else (
                "border:1px dashed #1f4e8c;border-radius:4px;padding:0 4px;background:#f4f7fb")
            items.append(f'<li style="font-family:monospace;margin:2px 0;{style}">{line}</li>')
        title = self.question if self.blanks else self.solution
        turn = html.escape(self._t("example.your-turn-named", variable=self.variable)
                           if self.variable else self._t("example.your-turn"))
        foot = f'<div style="font-size:0.9em;color:#333">{turn}</div>' if self.blanks else ""
        return (
            '<div class="summy-example" style="font-family:system-ui,sans-serif;'
            'border-left:4px solid #1f4e8c;background:#fff;color:#111;padding:4px 10px;'
            'margin:4px 0;max-width:44em">'
            f'<div style="font-weight:bold">{html.escape(self._t("example.title"))}: '
            f'<span style="font-family:monospace">{html.escape(title)}</span></div>'
            f'<ol style="list-style:none;margin:4px 0;padding:0">{"".join(items)}</ol>{foot}</div>'
        )
