"""Explanations of =Pari= equations: the steps of each side, then the points in cards.

>>> print(explain("2x3=1+5"))
2x3=1+5
  2 x 3 = 6
  1 + 5 = 6
  left side 6 = right side 6: correct
  points: 7 cards minus 3 = 4
"""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..arithmetic import Verdict
from ..explain import Explanation
from .equation import card_score, check
from .rules import Rules

__all__ = ["PariExplanation", "explain"]


class PariExplanation(Explanation):
    """Like :class:`summy_widget.explain.Explanation`, with =Pari= points (cards, not digits)."""

    def __init__(self, verdict: Verdict, rules: Rules, lang: str = "en") -> None:
        super().__init__(verdict, lang)
        self.rules = rules

    def _t(self, key: str, **params: Any) -> str:
        if key == "explain.score":
            text = self.verdict.text
            cards = len(text) - (0 if self.rules.count_equals else text.count("="))
            return i18n.t("pari.explain.score", self.lang, cards=cards,
                          deduct=self.rules.deduct, score=card_score(text, self.rules))
        return super()._t(key, **params)


def explain(text: str | Verdict, rules: Rules | None = None, lang: str = "en") -> PariExplanation:
    """Explain a =Pari= equation step by step, in ``en``, ``de`` or ``nl``."""
    rules = rules if rules is not None else Rules()
    verdict = text if isinstance(text, Verdict) else check(text, rules, lang)
    return PariExplanation(verdict, rules, lang)
