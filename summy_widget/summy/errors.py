"""The errors of the Summy engine: the shared family of :mod:`summy_widget.errors`.

:class:`IllegalMoveError` (a move or an exchange the rules do not allow) keeps its
``code`` (which rule, a stable string such as ``"gap"``) and ``cells`` (the cells
concerned). Its words in German and Dutch come from the i18n tables under
``summy.illegal.<code>``; in English it keeps the engine's own, more detailed
message. :class:`NotationError` is a move or exchange text that cannot be read (it
is also a summy ``IllegalMoveError``, so older code that catches that still works).
:class:`RecordError` is the shared one (``entry``: the index of the first turn that
does not replay, ``None`` when the head is wrong).

>>> err = IllegalMoveError("gap", "K13 is empty", cells=("K13",), first="J13", last="L13")
>>> err.code, err.cells, str(err)
('gap', ('K13',), 'K13 is empty')
>>> err.text("de")
'K13 ist leer, zwischen J13 und L13: die Steine eines Zuges müssen ohne Lücke zusammenhängen'
>>> from summy_widget import errors
>>> isinstance(err, errors.IllegalMoveError), isinstance(err, ValueError)
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .. import errors as _shared
from .. import i18n
from ..errors import GameError, said_in

__all__ = ["GameError", "IllegalMoveError", "NotationError", "RecordError", "refused"]


class IllegalMoveError(_shared.IllegalMoveError):
    """A move or an exchange that the rules do not allow; nothing was changed.

    ``IllegalMoveError(code, message, cells=(...), **params)``: ``code`` says which
    rule, ``cells`` names the cells concerned (e.g. ``("J13",)``), ``params`` are the
    values the translated message names (a sum verdict is worded in each language).
    """

    def __init__(self, code: str, message: str = "", /, cells: Iterable[str] | str = (), *,
                 key: str | None = None, **params: Any) -> None:
        if isinstance(cells, str):  # rebuilt from params (pickling): "K13, L13"
            cells = [c for c in cells.split(", ") if c and c != "-"]
        self.cells: tuple[str, ...] = tuple(str(c) for c in cells)
        params["cells"] = ", ".join(self.cells) or "-"
        super().__init__(code, message, key=key or f"summy.illegal.{code}", **params)

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``; in English the engine's own detailed words."""
        if lang == "en" and self._message:
            return self._message
        template = i18n.table(lang).get(self.key) or i18n.table("en").get(self.key)
        if template is None:
            return self._message or self.code
        params = said_in(self.params, lang)
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template

    def short_text(self, lang: str = "en") -> str:
        """The message in fewer words, for a line of three by the rack: a sum that is not
        correct is named by its tiles and why (a slip without the right working out).

        >>> from summy_widget.arithmetic import check_sum
        >>> error = IllegalMoveError("not-a-sum", sum="9:4=7", reason=check_sum("9:4=7"))
        >>> error.short_text("nl")
        '9:4=7: de linkerkant is 9/4, geen heel getal (tussen 2 en 3), maar de rechterkant zegt 7'
        >>> IllegalMoveError("not-a-sum", sum="2+3x4=20", reason=check_sum("2+3x4=20")).short_text()
        '2+3x4=20: You added first: 2+3=5, then 5x4=20. But x comes before +.'
        """
        verdict = self.params.get("reason")
        if self.code != "not-a-sum" or not hasattr(verdict, "reason_in"):
            return self.text(lang)
        slip = getattr(verdict, "slip", None)
        why = verdict.reason_in(lang) if slip is None else slip.text(lang, working=False)
        return f"{self.params.get('sum')}: {why}"


class NotationError(IllegalMoveError, _shared.NotationError):
    """A move or exchange text (or a cell or tile name) that cannot be read."""


class RecordError(_shared.RecordError):
    """A Summy game record that is malformed, tampered with, or does not replay.

    >>> err = RecordError("record-entry", "", entry=3, index=2, reason="no such tile")
    >>> err.entry, str(err)
    (2, 'turn 3 of the record cannot be replayed: no such tile')
    """

    @property
    def entry(self) -> int | None:
        """The index of the first bad turn of the record (``None``: the head is wrong)."""
        return self.params.get("index")


def refused(code: str, **params: Any) -> IllegalMoveError:
    """An action a game's screen refuses (out of turn, a tile not held, ...), worded by
    ``summy.error.<code>`` in the i18n tables.

    >>> refused("take-empty", cell="J13").text("nl")[:40]
    'op J13 ligt geen fiche van deze beurt: j'
    """
    return IllegalMoveError(code, key=f"summy.error.{code}", **params)
