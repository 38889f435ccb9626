"""Explanations of =Pari= equations: the steps of each side, then the points in cards.

>>> print(explain("2x3=1+5"))
2x3=1+5
  2 x 3 = 6
  1 + 5 = 6
  left side 6 = right side 6: correct
  points: 7 cards minus 3 = 4

The shared explanation (:mod:`summy_widget.explain`) takes the scoring as a
parameter; this module passes =Pari='s own (:func:`card_score`), so the shared
module never imports this game.
"""

from __future__ import annotations

from .. import i18n
from ..arithmetic import Verdict
from ..explain import Explanation, Scoring
from .equation import card_score, check
from .rules import Rules

__all__ = ["PariExplanation", "explain", "scoring"]


def scoring(rules: Rules) -> Scoring:
    """=Pari='s score line under ``rules``: cards minus 3 (or 4), as :func:`card_score` counts.

    >>> scoring(Rules(count_equals=False))(check("2x3=1+5"), "en")
    'points: 6 cards minus 3 = 3'
    """

    def line(verdict: Verdict, lang: str = "en") -> str:
        text = verdict.text
        cards = len(text) - (0 if rules.count_equals else text.count("="))
        return i18n.t("pari.explain.score", lang, cards=cards, deduct=rules.deduct,
                      score=card_score(text, rules))

    return line


class PariExplanation(Explanation):
    """Like :class:`summy_widget.explain.Explanation`, with =Pari= points (cards, not digits)."""

    def __init__(self, verdict: Verdict, rules: Rules, lang: str = "en") -> None:
        super().__init__(verdict, lang, scoring(rules))
        self.rules = rules


def explain(text: str | Verdict, rules: Rules | None = None, lang: str = "en") -> PariExplanation:
    """Explain a =Pari= equation step by step, in ``en``, ``de`` or ``nl``."""
    rules = rules if rules is not None else Rules()
    verdict = text if isinstance(text, Verdict) else check(text, rules, lang)
    return PariExplanation(verdict, rules, lang)
