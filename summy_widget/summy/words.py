"""Summy in plain words: a tile, a move and a sum said as a screen reader reads them well,
lists of names, places and counted things, in English, German and Dutch.

>>> say("x", "de"), said_move("J13> 4+3(=)7", "nl")
('mal', '4 + 3 = 7 horizontaal vanaf J13')
>>> counted("summy.label.bag", "en", 1), and_list(["Ann", "Ben"], "de")
('Bag: 1 tile', 'Ann und Ben')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .. import i18n
from ..explain import SIGNS

__all__ = ["and_list", "counted", "places", "said_move", "said_sum", "say"]

_SPOKEN = {"x": "times", ":": "divided-by", "+": "plus", "-": "minus", "=": "equals"}


def say(symbol: str, lang: str = "en") -> str:
    """A tile's spoken name: ``say("x", "de") == "mal"``, ``say("#") == "grey tile"``.

    >>> say("x", "nl"), say(":", "de"), say("7")
    ('keer', 'geteilt durch', '7')
    """
    if symbol == "#":
        return i18n.t("summy.label.grey", lang)
    return i18n.t(f"summy.say.{_SPOKEN[symbol]}", lang) if symbol in _SPOKEN else symbol


def said_move(text: str, lang: str = "en") -> str:
    """A move's text in words a screen reader reads well: the sum with its signs (no
    brackets around the tiles already down), then the first cell and the direction.

    >>> said_move("M8v 61-37(=)24")
    '61 − 37 = 24 down from M8'
    >>> said_move("J13> 4x(3)=12", "de"), said_move("A1> 8:2=4", "nl")
    ('4 × 3 = 12 horizontal ab J13', '8 : 2 = 4 horizontaal vanaf A1')
    >>> said_move("J8v 87+3=(9)0")  # a number written on both sides of a tile already down
    '87 + 3 = 90 down from J8'
    """
    head, _, symbols = text.partition(" ")
    key = "summy.said.down" if head.endswith("v") else "summy.said.across"
    return i18n.t(key, lang, sum=said_sum(symbols), cell=head[:-1])


def said_sum(symbols: str) -> str:
    """A sum's symbols spaced, with the signs the tiles show and no brackets.

    >>> said_sum("61-37(=)24"), said_sum("4x3=12")
    ('61 − 37 = 24', '4 × 3 = 12')
    """
    tokens = re.findall(r"\d+|\S", symbols.replace("(", "").replace(")", ""))
    return " ".join(SIGNS.get(token, token) for token in tokens)


def and_list(names: Sequence[str], lang: str) -> str:
    """``names`` as a sentence lists them, with "and" before the last.

    >>> and_list(["Ann", "Ben", "Computer 2"], "en"), and_list(["Ann", "Ben"], "nl")
    ('Ann, Ben and Computer 2', 'Ann en Ben')
    >>> and_list(["Ann"], "de")
    'Ann'
    """
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + i18n.t("summy.list.and", lang) + names[-1]


def places(names: Sequence[str], scores: Sequence[int], lang: str) -> list[str]:
    """The places of the players by score, best first; equal scores share a place and the
    next place comes after all of them (1st, 1st, 3rd).

    >>> places(["Ann", "Ben", "Cem", "Dan"], [10, 30, 10, 5], "de")
    ['1. Platz: Ben, 30 Punkte', '2. Platz: Ann und Cem, 10 Punkte', '4. Platz: Dan, 5 Punkte']
    """
    out, place = [], 1
    for score in sorted(set(scores), reverse=True):
        who = [n for n, s in zip(names, scores) if s == score]
        out.append(counted(f"summy.over.place-{place}", lang, score,
                           players=and_list(who, lang), score=score))
        place += len(who)
    return out


def counted(key: str, lang: str, count: int, **values: Any) -> str:
    """The text of ``key`` for ``count`` things: its ``-one`` form for exactly one.

    >>> counted("summy.label.bag", "en", 1), counted("summy.label.bag", "en", 12)
    ('Bag: 1 tile', 'Bag: 12 tiles')
    """
    return i18n.t(key + ("-one" if count == 1 else ""), lang, count=count, **values)
