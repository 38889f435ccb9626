"""Roman numerals: their values, and which spellings are the standard ones.

Only the standard (subtractive) spelling of a value is a valid numeral:
``IV`` and ``XIV`` are, ``IIII`` and ``VX`` are not.

>>> roman_value("XIV")
14
>>> roman_value("IIII") is None
True
>>> to_roman(89)
'LXXXIX'
"""

from __future__ import annotations

from functools import cache

from ..errors import expect_type

__all__ = ["SYMBOLS", "VALUES", "numerals", "roman_value", "to_roman", "why_not"]

#: the value of each Roman symbol
VALUES: dict[str, int] = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
#: the symbols on the dice of Summa Summarum
SYMBOLS = "IVXL"

_PARTS = (
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)


def to_roman(value: int) -> str:
    """The standard spelling of ``value`` (1 to 3999).

    >>> to_roman(4), to_roman(14), to_roman(88)
    ('IV', 'XIV', 'LXXXVIII')
    """
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 3999:
        raise ValueError(f"{value!r} has no Roman numeral: use a whole number from 1 to 3999")
    out = []
    for amount, part in _PARTS:
        while value >= amount:
            out.append(part)
            value -= amount
    return "".join(out)


@cache
def _table() -> dict[str, int]:
    return {to_roman(n): n for n in range(1, 4000)}


def roman_value(text: str) -> int | None:
    """The value of ``text`` when it is a standard Roman numeral, else ``None``.

    >>> roman_value("LXV"), roman_value("IX"), roman_value("XL")
    (65, 9, 40)
    >>> [roman_value(s) for s in ("VV", "IL", "VX", "XXXX", "", "ix")]
    [None, None, None, None, None, None]

    A number is not a numeral: the numeral is text in quotes.

    >>> roman_value(14)
    Traceback (most recent call last):
    ...
    TypeError: text must be a Roman numeral in quotes, like "XIV", not int 14
    """
    expect_type("text", text, str, 'a Roman numeral in quotes, like "XIV"')
    return _table().get(text)


def numerals(symbols: str = SYMBOLS) -> dict[str, int]:
    """Every valid numeral written with ``symbols`` only, with its value.

    >>> table = numerals()
    >>> len(table), max(table.values()), max(table, key=len)
    (89, 89, 'LXXXVIII')
    """
    expect_type("symbols", symbols, str, "the symbols to write with, like 'IVXL'")
    allowed = set(symbols)
    return {s: v for s, v in _table().items() if set(s) <= allowed}


def why_not(text: str) -> str | None:
    """Why ``text`` is not a valid numeral: the standard spelling of its value, if any.

    Returns ``None`` when ``text`` is valid or when its symbols add up to no
    sensible value.  The value is read the usual way: a smaller symbol before a
    larger one is subtracted.

    >>> why_not("IIII")
    'IV'
    >>> why_not("IL"), why_not("XIV") is None
    ('XLIX', True)
    """
    if not text or any(ch not in VALUES for ch in text) or roman_value(text) is not None:
        return None
    total = 0
    for i, ch in enumerate(text):
        v = VALUES[ch]
        if i + 1 < len(text) and VALUES[text[i + 1]] > v:
            total -= v
        else:
            total += v
    if 1 <= total <= 3999:
        return to_roman(total)
    return None
