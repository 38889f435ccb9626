"""The errors of Summa Summarum. Each says what was wrong and how to fix it.

Every error is a ``ValueError`` with a message key and its parameters, so the
widget can show the same message in German or Dutch:

>>> err = SetupError("summa.error.setup-count", count=3)
>>> str(err)
'blacken exactly 4 cells, not 3'
>>> err.text("de")
'Schwärze genau 4 Kästchen, nicht 3'
"""

from __future__ import annotations

from typing import Any

from .. import i18n

__all__ = [
    "GridError",
    "IllegalMoveError",
    "RecordError",
    "ScoringError",
    "SetupError",
    "SummaError",
]


class SummaError(ValueError):
    """Base of every Summa Summarum error: a message key, its parameters, and words."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (en, de or nl)."""
        params = {
            k: (v.text(lang) if isinstance(v, SummaError) else v) for k, v in self.params.items()
        }
        return i18n.t(self.key, lang, **params)


class GridError(SummaError):
    """A grid text or a cell name that cannot be read."""


class SetupError(SummaError):
    """The 4 black cells of the set-up break a rule."""


class IllegalMoveError(SummaError):
    """A symbol placed where or when it may not be."""


class ScoringError(SummaError):
    """A chosen group that is not allowed (not a numeral, too short, overlapping, ...)."""


class RecordError(SummaError):
    """A game record that is malformed or does not replay."""
