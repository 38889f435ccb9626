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


def scoring(rules: Rules, empty_hand: bool = False) -> Scoring:
    """=Pari='s score line under ``rules``: cards minus 3 (or 4), as :func:`card_score` counts;
    ``empty_hand``: the play empties the player's hand, so nothing is taken off.

    >>> scoring(Rules(count_equals=False))(check("2x3=1+5"), "en")
    'points: 6 cards minus 3 = 3'
    >>> scoring(Rules(), empty_hand=True)(check("2x3=1+5"), "en")
    'points: 7 cards = 7 (hand empty: no minus 3)'
    """

    def line(verdict: Verdict, lang: str = "en") -> str:
        text = verdict.text
        cards = len(text) - (0 if rules.count_equals else text.count("="))
        key = "pari.explain.score-empty-hand" if empty_hand else "pari.explain.score"
        return i18n.t(key, lang, cards=cards, deduct=rules.deduct,
                      score=card_score(text, rules, empty_hand))

    return line


class PariExplanation(Explanation):
    """Like :class:`summy_widget.explain.Explanation`, with =Pari= points (cards, not digits)."""

    def __init__(self, verdict: Verdict, rules: Rules, lang: str = "en",
                 empty_hand: bool = False) -> None:
        super().__init__(verdict, lang, scoring(rules, empty_hand))
        self.rules = rules


def explain(text: str | Verdict, rules: Rules | None = None, lang: str = "en",
            empty_hand: bool = False) -> PariExplanation:
    """Explain a =Pari= equation step by step, in ``en``, ``de`` or ``nl``; ``empty_hand``:
    the play leaves the player's hand empty, so its points are all its cards.

    >>> str(explain("5=5", empty_hand=True)).splitlines()[-1]
    '  points: 3 cards = 3 (hand empty: no minus 3)'
    """
    rules = rules if rules is not None else Rules()
    verdict = text if isinstance(text, Verdict) else check(text, rules, lang)
    return PariExplanation(verdict, rules, lang, empty_hand)
