"""Small exercises for the lessons: a question, the student's answer, and why it is right or wrong.

>>> ex = Exercise("70+118:2=?")
>>> ex.check(129).correct
True
>>> print(ex.check(94))
94 is not right: 70+118:2=94 is not correct: the left side is 129, but the right side says 94
>>> Exercise("3+?x2=11").check(4).correct
True
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from . import i18n
from .arithmetic import check_sum
from .explain import Explanation

__all__ = ["Exercise", "Feedback"]

BLANK = "?"


@dataclass(frozen=True)
class Feedback:
    """The answer to one attempt: right or wrong, and the explanation of the completed sum."""

    question: str
    answer: str
    correct: bool
    explanation: Explanation | None
    message: str

    def __str__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        colour = "#0b6e2e" if self.correct else "#a4001d"
        head = (
            f'<div style="font-family:system-ui,sans-serif;font-size:1.1em;'
            f'color:{colour};font-weight:bold;margin:4px 0">{html.escape(self.message)}</div>'
        )
        return head + (self.explanation._repr_html_() if self.explanation else "")


class Exercise:
    """A sum with one blank ``?`` for the student to fill in.

    ``check(answer)`` puts the answer into the blank and checks the sum with the
    engine, so every kind of mistake is explained in the engine's own words.
    """

    def __init__(self, question: str, rules: Any = None, lang: str = "en") -> None:
        if question.count(BLANK) != 1:
            raise ValueError(f"an exercise has exactly one blank '?', not {question.count(BLANK)}")
        self.question = question
        self.rules = rules
        self.lang = lang

    def check(self, answer: object) -> Feedback:
        """Fill the blank with ``answer`` and say whether the sum is then correct."""
        if answer is None or str(answer).strip() == "":
            message = i18n.t("lesson.no-answer", self.lang, question=self.question)
            return Feedback(self.question, "", False, None, message)
        text = str(answer).strip()
        filled = self.question.replace(BLANK, text)
        verdict = check_sum(filled, self.rules, self.lang)
        if verdict.valid:
            message = i18n.t("lesson.right", self.lang, answer=text, sum=filled)
        else:
            message = i18n.t(
                "lesson.wrong", self.lang, answer=text, sum=filled, reason=verdict.reason
            )
        return Feedback(self.question, text, verdict.valid, Explanation(verdict, self.lang),
                        message)

    def __repr__(self) -> str:
        return f"Exercise({self.question!r})"

    def _repr_html_(self) -> str:
        return (
            '<div style="font-family:monospace;font-size:1.4em;padding:4px 8px;'
            'border-left:4px solid #1f4e8c;background:#f4f7fb;color:#111">'
            f"{html.escape(self.question)}</div>"
        )
