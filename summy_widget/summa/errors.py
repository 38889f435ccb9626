"""The errors of Summa Summarum: members of the shared family, with words in three languages.

Every error is a :class:`summy_widget.errors.GameError` (so a ``ValueError``)
with a stable ``code``, a message key and its parameters, so the widget shows
the same message in German or Dutch:

>>> err = SetupError("summa.error.setup-count", count=3)
>>> str(err), err.code
('blacken exactly 4 cells, not 3', 'setup-count')
>>> err.text("de")
'Schwärze genau 4 Kästchen, nicht 3'
>>> from summy_widget import errors
>>> isinstance(err, errors.IllegalMoveError), issubclass(RecordError, errors.RecordError)
(True, True)

The shared form ``Error(code, message, key=..., **params)`` works as well:

>>> IllegalMoveError("out-of-turn", "not now", name="Ben", mover="Ann").text("nl")
'Ben is niet aan de beurt: Ann is aan de beurt'
"""

from __future__ import annotations

from typing import Any

from .. import errors as _shared
from .. import i18n

__all__ = [
    "GridError",
    "IllegalMoveError",
    "NotationError",
    "RecordError",
    "ScoringError",
    "SetupError",
    "SummaError",
]

_PREFIX = "summa."


class SummaError(_shared.GameError):
    """Base of every Summa Summarum error.

    The first argument is either a message key (``"summa.error.die"``, whose
    last part becomes the ``code``) or a shared error code (``"out-of-turn"``).
    """

    def __init__(self, key_or_code: str, message: str = "", /, *, key: str | None = None,
                 **params: Any) -> None:
        code = str(key_or_code)
        if key is None and code.startswith(_PREFIX):
            key, code = code, code.rsplit(".", 1)[1]
        super().__init__(code, message, key=key, **params)


class IllegalMoveError(SummaError, _shared.IllegalMoveError):
    """A symbol placed where or when it may not be, or an action out of turn."""


class NotationError(SummaError, _shared.NotationError):
    """An action text that cannot be read."""


class GridError(NotationError):
    """A grid text or a cell name that cannot be read."""


class SetupError(IllegalMoveError):
    """The 4 black cells of the set-up break a rule."""


class ScoringError(IllegalMoveError):
    """A chosen group that is not allowed (not a numeral, too short, overlapping, ...)."""


class RecordError(SummaError, _shared.RecordError):
    """A game record that is malformed, changed after saving, or does not replay."""


def die_error(die: Any) -> IllegalMoveError:
    """The error for ``die``, which is no die: the dice are named 1-4 as on the screen.

    >>> die_error(9).text("de")
    'einen Würfel 10 gibt es nicht: die Würfel heißen Würfel 1 bis Würfel 4'
    >>> die_error("a").code, die_error("a").text()
    ('die', "'a' is not a die: the dice are die 1 to die 4")
    """
    if isinstance(die, int) and not isinstance(die, bool):
        return IllegalMoveError("die", key="summa.error.die-number", die=die + 1)
    return IllegalMoveError("summa.error.die", die=repr(die))


def player_error(key: str, name: str) -> IllegalMoveError:
    """The error ``key`` about the player ``name``; the player called "You" ("Du", "Jij")
    has sentences of their own, where the verb differs ("you have", not "You has").

    >>> player_error("summa.error.rows-done", "Du").text("de")
    'du hast die Zeilen schon gewertet'
    >>> err = player_error("summa.error.rows-done", "Ann")
    >>> err.text("de"), err.code
    ('Ann hat die Zeilen schon gewertet', 'rows-done')
    """
    code = key.rsplit(".", 1)[1]
    if name in {i18n.t("summa.ui.you", lang) for lang in i18n.LANGUAGES}:
        return IllegalMoveError(code, key=f"{key}-you", player=name)
    return IllegalMoveError(code, key=key, player=name)
