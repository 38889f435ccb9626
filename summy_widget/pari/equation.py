"""Checking a =Pari= equation and scoring it (RULES.md 3.3).

>>> check("2x3=1+5").valid
True
>>> check("12=3x4").valid, check("7=7").valid
(True, True)
>>> check("2+2=5").code
'not-equal'
>>> check("07=7").code
'leading-zero'
>>> check("07=7", Rules(leading_zeros=True)).valid
True
>>> card_score("3+1=4"), card_score("3+1=4", empty_hand=True)
(2, 5)
>>> card_score("7=7", Rules(count_equals=False))
0
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..arithmetic import Verdict, canonical, check_equation
from ..errors import expect_type
from .rules import Rules

__all__ = ["card_score", "check", "is_subsequence"]

DEFAULT = Rules()


def card_score(row: str, rules: Rules | None = None, empty_hand: bool = False) -> int:
    """Points for the correct equation ``row``: its cards (``=`` included unless
    ``count_equals`` is off) minus 3 (or 4), never below 0; nothing is deducted
    when the player's hand is empty after the play.

    >>> card_score(None)
    Traceback (most recent call last):
    ...
    TypeError: row must be an equation text in quotes, like "3+4=7", not NoneType None
    """
    expect_type("row", row, str, 'an equation text in quotes, like "3+4=7"')
    if rules is None:
        rules = DEFAULT
    expect_type("rules", rules, Rules, "a pari.Rules, such as Rules(deduct=4), or None")
    cards = len(row) - (0 if rules.count_equals else row.count("="))
    if empty_hand:
        return cards
    return max(0, cards - rules.deduct)


def check(text: str, rules: Rules | Any = None, lang: str = "en") -> Verdict:
    """Is ``text`` a correct =Pari= equation? The verdict of :func:`summy_widget.check`,
    with ``score`` the points it brings (:func:`card_score`, hand not empty) when correct.

    >>> v = check("5+4:2=7")
    >>> v.valid, v.score, v.reason
    (True, 4, 'both sides are 7, so the equation is correct')
    >>> check(None)
    Traceback (most recent call last):
    ...
    TypeError: text must be an equation text like '2x3=1+5', not NoneType None
    """
    expect_type("text", text, str, "an equation text like '2x3=1+5'")
    rules = rules if rules is not None else DEFAULT
    verdict = check_equation(text, rules, lang)
    score = card_score(verdict.text, rules) if verdict.valid and isinstance(rules, Rules) else (
        card_score(verdict.text) if verdict.valid else 0)
    return replace(verdict, score=score)


def is_subsequence(old: str, new: str) -> list[int] | None:
    """Where the cards of ``old`` stand in ``new`` (leftmost match), or None.

    >>> is_subsequence("3=4", "3+1=4")
    [0, 3, 4]
    >>> is_subsequence("1+=", "51=+") is None
    True
    """
    expect_type("old", old, str, "a row of cards like '3=4'")
    expect_type("new", new, str, "a row of cards like '3+1=4'")
    where: list[int] = []
    j = 0
    for ch in canonical(old):
        while j < len(new) and new[j] != ch:
            j += 1
        if j == len(new):
            return None
        where.append(j)
        j += 1
    return where
