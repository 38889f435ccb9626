"""The texts of =Pari= actions: plays (RULES.md 3.6) and the steps that follow them.

Every action of a turn has one text, and a game record is the list of these texts:

- ``#N <row>``: insert hand cards into equation N (1 = top); ``<row>`` is the whole
  row after the play, e.g. ``#1 3+1=4``.
- ``lay #N digit left``: lay the top card of a draw pile beside the ``=`` of
  equation N (after a score or after clearing a long incorrect equation).
- ``draw digit operator``: draw one card from each named pile, in that order
  (``draw`` alone draws nothing, when the hand already holds 5 or more).
- ``pass 7``: give a hand card to the previous player, who moved before (variant).
- ``move #1:2 #1:4``, ``move #1:2 #2:1``, ``cover #1:3 7``: paid moves (variant):
  card 2 of equation 1 goes to position 4 of equation 1, or to position 1 of
  equation 2; card 3 of equation 1 is covered by a hand card 7.
- ``time``: pay 1 point for another turn of the think timer (variant).
- ``time up``: the think timer ran out without a play; the turn goes on with the
  draw step (variant).

>>> parse("#1 3+1=4")
Play(equation=0, row='3+1=4')
>>> str(parse("lay #2 digit left"))
'lay #2 digit left'
>>> parse("draw d o").piles
('digit', 'operator')
>>> str(parse("move #1:2 #2:1"))
'move #1:2 #2:1'
>>> parse("#0 1=1")
Traceback (most recent call last):
...
summy_widget.pari.moves.NotationError: equation numbers start at 1, not 0: write '#1 <row>'

Each card is one symbol, so ``pass 12`` is refused rather than read as two cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..arithmetic import canonical
from ..errors import IllegalMoveError, expect_type, type_error
from ..errors import NotationError as SharedNotationError

__all__ = [
    "Action",
    "Cover",
    "Draw",
    "IllegalPlayError",
    "Lay",
    "NotationError",
    "Pass",
    "Play",
    "Shift",
    "Time",
    "TimeUp",
    "parse",
    "PILES",
    "SIDES",
]

PILES = ("digit", "operator")
SIDES = ("left", "right")
_PILE_ALIASES = {"d": "digit", "digit": "digit", "digits": "digit",
                 "o": "operator", "operator": "operator", "operators": "operator"}


class IllegalPlayError(IllegalMoveError):
    """A play or a step of a turn that the rules do not allow; nothing was changed.

    The message is ``pari.error.<code>`` in the i18n tables (English, German, Dutch):

    >>> err = IllegalPlayError("no-equation", n=3, last=2)
    >>> str(err), err.code
    ('there is no equation #3: the column has #1 to #2', 'no-equation')
    >>> err.text("de")
    'es gibt keine Gleichung #3: die Spalte hat #1 bis #2'
    """

    def __init__(self, code: str, message: str = "", /, *, key: str | None = None,
                 **params: Any) -> None:
        super().__init__(code, message, key=key or f"pari.error.{code}", **params)


class NotationError(SharedNotationError, IllegalPlayError):
    """An action text that cannot be read (also an :class:`IllegalPlayError`, as before)."""


def _index(name: str, value: object) -> None:
    """Check a place counted from 0 (the text counts from 1: equation 0 is ``#1``)."""
    expect_type(name, value, int, "a whole number from 0 (0 is the first)")
    if value < 0:
        raise ValueError(f"{name} must be a whole number from 0 (0 is the first), not {value}")


@dataclass(frozen=True)
class Play:
    """Insert hand cards into one equation; ``row`` is the whole row after the play."""

    equation: int
    row: str

    def __post_init__(self) -> None:
        _index("equation", self.equation)
        expect_type("row", self.row, str, "the whole row after the play, like '3+1=4'")
        row = canonical(self.row)
        if not row:
            raise NotationError("cannot-read", text=str(self))
        object.__setattr__(self, "row", row)

    def __str__(self) -> str:
        return f"#{self.equation + 1} {self.row}"


@dataclass(frozen=True)
class Lay:
    """Lay the top card of ``pile`` on ``side`` of the ``=`` of ``equation``."""

    equation: int
    pile: str
    side: str

    def __post_init__(self) -> None:
        _index("equation", self.equation)
        if self.pile not in PILES:
            raise NotationError("not-a-pile", pile=str(self.pile)[:20])
        if self.side not in SIDES:
            raise NotationError("not-a-side", side=str(self.side)[:20])

    def __str__(self) -> str:
        return f"lay #{self.equation + 1} {self.pile} {self.side}"


@dataclass(frozen=True)
class Draw:
    """Draw one card from each pile named, in order."""

    piles: tuple[str, ...]

    def __post_init__(self) -> None:
        what = "the piles named, like ('digit', 'operator')"
        if not isinstance(self.piles, (tuple, list)):
            raise type_error("piles", self.piles, what)
        for pile in self.piles:
            if pile not in PILES:
                raise NotationError("not-a-pile", pile=str(pile)[:20])
        object.__setattr__(self, "piles", tuple(self.piles))

    def __str__(self) -> str:
        return " ".join(("draw",) + self.piles)


@dataclass(frozen=True)
class Pass:
    """Give ``card`` from the hand to the previous player (who moved before)."""

    card: str

    def __post_init__(self) -> None:
        expect_type("card", self.card, str, "one card, like '7'")
        object.__setattr__(self, "card", _card(self.card))

    def __str__(self) -> str:
        return f"pass {self.card}"


@dataclass(frozen=True)
class Shift:
    """Paid move: the card at ``position`` of ``equation`` goes to ``to_position`` of
    ``to_equation`` (positions count the visible cards from 0, ``=`` included)."""

    equation: int
    position: int
    to_equation: int
    to_position: int

    def __post_init__(self) -> None:
        for name in ("equation", "position", "to_equation", "to_position"):
            _index(name, getattr(self, name))

    def __str__(self) -> str:
        return (f"move #{self.equation + 1}:{self.position + 1}"
                f" #{self.to_equation + 1}:{self.to_position + 1}")


@dataclass(frozen=True)
class Cover:
    """Paid move: cover the card at ``position`` of ``equation`` with hand card ``card``."""

    equation: int
    position: int
    card: str

    def __post_init__(self) -> None:
        _index("equation", self.equation)
        _index("position", self.position)
        expect_type("card", self.card, str, "one card, like '7'")
        object.__setattr__(self, "card", _card(self.card))

    def __str__(self) -> str:
        return f"cover #{self.equation + 1}:{self.position + 1} {self.card}"


@dataclass(frozen=True)
class Time:
    """Pay 1 point for another turn of the think timer."""

    def __str__(self) -> str:
        return "time"


@dataclass(frozen=True)
class TimeUp:
    """The think timer ran out without a play: the turn goes on with the draw step."""

    def __str__(self) -> str:
        return "time up"


Action = Play | Lay | Draw | Pass | Shift | Cover | Time | TimeUp

_NUMBER = r"#(\d+)"
_PLACE = r"#(\d+):(\d+)"


def _equation(text: str) -> int:
    n = _number(text)
    if n < 1:
        raise NotationError("equation-number", n=n)
    return n - 1


def _number(text: str) -> int:
    if len(text) > 4:
        raise NotationError("too-big", number=text[:12])
    return int(text)


def _position(text: str) -> int:
    n = _number(text)
    if n < 1:
        raise NotationError("position-number", n=n)
    return n - 1


def _card(text: str) -> str:
    card = canonical(text)
    if len(card) > 1 and all(c in "0123456789+-x:" for c in card):
        raise NotationError("one-symbol", text=text)
    if len(card) != 1 or card not in "0123456789+-x:":
        raise NotationError("not-a-card", text=text)
    return card


def parse(text: str) -> Action:
    """Read one action text (see the module docstring); :class:`NotationError` if malformed.

    >>> parse("pass 12")
    Traceback (most recent call last):
    ...
    summy_widget.pari.moves.NotationError: '12' is not one card: each card is one symbol \
(a digit 0-9 or one of + - x :)
    """
    if not isinstance(text, str):
        raise TypeError(f"text must be an action text like '#1 3+1=4', "
                        f"not {type(text).__name__} {text!r}"[:200])
    t = " ".join(text.split())
    m = re.fullmatch(_NUMBER + r" (.+)", t)
    if m:
        return Play(_equation(m.group(1)), canonical(m.group(2)))
    m = re.fullmatch(r"lay " + _NUMBER + r" (\w+) (\w+)", t)
    if m:
        pile = _PILE_ALIASES.get(m.group(2))
        if pile is None:
            raise NotationError("not-a-pile", pile=m.group(2))
        if m.group(3) not in SIDES:
            raise NotationError("not-a-side", side=m.group(3))
        return Lay(_equation(m.group(1)), pile, m.group(3))
    if t == "draw" or t.startswith("draw "):
        names = t.split()[1:]
        piles = []
        for name in names:
            pile = _PILE_ALIASES.get(name)
            if pile is None:
                raise NotationError("not-a-pile", pile=name)
            piles.append(pile)
        return Draw(tuple(piles))
    m = re.fullmatch(r"pass (\S+)", t)
    if m:
        return Pass(_card(m.group(1)))
    m = re.fullmatch(r"move " + _PLACE + " " + _PLACE, t)
    if m:
        return Shift(_equation(m.group(1)), _position(m.group(2)),
                     _equation(m.group(3)), _position(m.group(4)))
    m = re.fullmatch(r"cover " + _PLACE + r" (\S+)", t)
    if m:
        return Cover(_equation(m.group(1)), _position(m.group(2)), _card(m.group(3)))
    if t == "time":
        return Time()
    if t == "time up":
        return TimeUp()
    raise NotationError("cannot-read", text=text[:40])
