"""What does a play score? An exercise of lesson 07: the student says the points of a correct
=Pari= equation; a wrong answer is named by the slip it comes from, and a second one gets the
working.

A correct equation scores its cards, the ``=`` included, minus 3, never below 0; when the play
uses the last cards of the hand, nothing is taken off (RULES.md 3.3). The slips tried, in this
order (:data:`PARI_SCORE_SLIPS`): the equation's value taken for its points, a number of
several digits counted as one card, the 3 not taken off, the ``=`` not counted, the 3 taken off
although the hand is empty.

>>> exercise = PariScoreExercise("12+34=46")
>>> exercise.score
5
>>> exercise.check(2).misconception
'numbers-not-cards'
>>> print(exercise.check(5))
5 is right: 12+34=46 is 8 cards: 1, 2, +, 3, 4, =, 4, 6; 8 minus 3 = 5
"""

from __future__ import annotations

import html
import re
from typing import Any

from .pari import IllegalPlayError, Rules, card_score, check
from .score_exercise import ScoreQuestion

__all__ = ["PARI_SCORE_SLIPS", "PariScoreExercise", "pari_slip_scores"]

#: The well-known wrong ways of scoring a =Pari= play, in the order they are tried.
PARI_SCORE_SLIPS = ("value-not-cards", "numbers-not-cards", "no-deduction", "equals-not-counted",
                    "deducted-with-empty-hand")
#: How a card's symbol is printed on it, as the game's widget shows it.
_FACES = {"x": "×", "-": "−"}


def _cards(row: str, rules: Rules) -> int:
    """How many cards of ``row`` count (the ``=`` only when the rules count it)."""
    return len(row) - (0 if rules.count_equals else row.count("="))


def pari_slip_scores(row: str, rules: Rules | None = None,
                     empty_hand: bool = False) -> dict[str, int]:
    """What each way of :data:`PARI_SCORE_SLIPS` that can happen on the correct ``row`` gives.

    >>> pari_slip_scores("12+34=46")
    {'value-not-cards': 46, 'numbers-not-cards': 2, 'no-deduction': 8, 'equals-not-counted': 4}
    >>> pari_slip_scores("4x2=1+7", empty_hand=True)
    {'value-not-cards': 8, 'equals-not-counted': 6, 'deducted-with-empty-hand': 4}
    """
    rules = rules or Rules()
    value = check(row, rules).value
    cards = _cards(row, rules)
    taken = (lambda n: n) if empty_hand else (lambda n: max(0, n - rules.deduct))
    found: dict[str, int] = {}
    if value is not None and value.denominator == 1 and value >= 0:
        found["value-not-cards"] = int(value)
    if re.search(r"\d\d", row):
        found["numbers-not-cards"] = taken(cards - sum(len(n) - 1
                                                       for n in re.findall(r"\d+", row)))
    if not empty_hand:
        found["no-deduction"] = cards
    if rules.count_equals:
        found["equals-not-counted"] = taken(cards - 1)
    if empty_hand:
        found["deducted-with-empty-hand"] = max(0, cards - rules.deduct)
    return found


class PariScoreExercise(ScoreQuestion):
    """The points of the correct equation ``row`` for the student to say; ``empty_hand``: the
    play uses the last cards of the hand.

    ``check(answer)`` compares the answer with the points. The first wrong answer gets the
    slip named (:data:`PARI_SCORE_SLIPS`) or a nudge, a second wrong answer in a row the
    working, card by card. ``variable`` is the name the lesson's cell gives the answer.
    An equation that is not correct raises :class:`~summy_widget.pari.IllegalPlayError`.

    >>> try:
    ...     PariScoreExercise("2+2=5")
    ... except IllegalPlayError as err:
    ...     print(err.code)
    not-correct
    """

    SLIP = "score.pari.slip."

    def __init__(self, row: str, empty_hand: bool = False, rules: Rules | None = None,
                 lang: str = "en", variable: str | None = None) -> None:
        self.rules = rules or Rules()
        verdict = check(row, self.rules)
        if not verdict.valid:
            raise IllegalPlayError("not-correct", row=row, reason=verdict)
        self.row = verdict.text
        self.empty_hand = bool(empty_hand)
        super().__init__(lang, variable)

    @property
    def score(self) -> int:
        """The equation's points."""
        return card_score(self.row, self.rules, self.empty_hand)

    @property
    def subject(self) -> str:
        """The equation."""
        return self.row

    @property
    def WRONG(self) -> str:  # noqa: N802 - the name the shared exercise reads
        """The nudge for a wrong score that is no known slip, as the rules count the cards."""
        return "score.pari.wrong" if self.rules.count_equals else "score.pari.wrong-no-equals"

    def working(self) -> str:
        """The points worked out, card by card.

        >>> PariScoreExercise("7=7").working()
        '7=7 is 3 cards: 7, =, 7; 3 minus 3 = 0'
        >>> PariScoreExercise("5=5", empty_hand=True, lang="de").working()
        '5=5 sind 3 Karten: 5, =, 5; die Hand ist danach leer, also wird nichts abgezogen: 3'
        """
        cards = _cards(self.row, self.rules)
        shown = ", ".join(c for c in self.row if self.rules.count_equals or c != "=")
        key = "score.pari.working-cards" if self.rules.count_equals else (
            "score.pari.working-cards-no-equals")
        parts = [self._t(key, row=self.row, cards=cards, list=shown)]
        if self.empty_hand:
            parts.append(self._t("score.pari.working-empty", score=self.score))
        elif cards < self.rules.deduct:
            parts.append(self._t("score.pari.working-floor", cards=cards,
                                 deduct=self.rules.deduct))
        else:
            parts.append(self._t("score.pari.working-minus", cards=cards,
                                 deduct=self.rules.deduct, score=self.score))
        return "; ".join(parts)

    def slips(self) -> dict[str, int]:
        """What each way of :data:`PARI_SCORE_SLIPS` that can happen on this play gives."""
        return pari_slip_scores(self.row, self.rules, self.empty_hand)

    def _slip_words(self, answer: int) -> dict[str, Any]:
        """The student's own numbers for the slip sentences."""
        number = max(re.findall(r"\d+", self.row), key=len)
        return {"row": self.row, "number": number, "n": len(number),
                "cards": _cards(self.row, self.rules), "deduct": self.rules.deduct}

    def __repr__(self) -> str:
        return f"PariScoreExercise({self.row!r}, empty_hand={self.empty_hand})"

    def _repr_html_(self) -> str:
        """The question above the equation's cards and whether the hand is empty after it."""
        hand = html.escape(self._t("score.pari.hand-empty" if self.empty_hand
                                   else "score.pari.hand-left"))
        cards = "".join(
            '<span style="display:inline-block;min-width:1.4em;text-align:center;'
            'border:2px solid #1f4e8c;border-radius:4px;background:#fff;color:#111;'
            f'padding:2px 4px;margin:0 2px;font-size:1.3em;font-weight:bold">'
            f"{_FACES.get(c, c)}</span>"
            for c in self.row)
        body = f'<div aria-hidden="true" style="margin:6px 0">{cards}</div><div>{hand}</div>'
        return self._box("pari-score-exercise", "score.question", body)
