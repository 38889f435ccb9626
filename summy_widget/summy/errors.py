"""The exceptions of the Summy engine. Both are ``ValueError`` subclasses."""

from __future__ import annotations


class IllegalMoveError(ValueError):
    """A move or an exchange that the rules do not allow.

    ``code`` says which rule (a stable string such as ``"gap"`` or
    ``"not-a-sum"``), ``cells`` names the cells concerned (e.g. ``("J13",)``).

    >>> err = IllegalMoveError("gap", "K13 is empty", cells=("K13",))
    >>> err.code, err.cells, str(err)
    ('gap', ('K13',), 'K13 is empty')
    """

    def __init__(self, code: str, message: str, cells: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.code = code
        self.cells = tuple(cells)


class RecordError(ValueError):
    """A game record that is malformed or does not replay.

    ``entry`` is the index of the first bad move entry, or ``None`` when the
    problem is in the record's head (format, version, rules, seed, players).
    """

    def __init__(self, message: str, entry: int | None = None) -> None:
        super().__init__(message)
        self.entry = entry
