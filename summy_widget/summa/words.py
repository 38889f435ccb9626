"""Summa Summarum in plain words: sentences joined as the screen reader and the preview say them.

>>> then("A1, chosen to blacken", "choose 3 more cells to blacken")
'A1, chosen to blacken. Choose 3 more cells to blacken'
"""

from __future__ import annotations

__all__ = ["capital", "then"]


def capital(text: str) -> str:
    """``text`` with a capital first letter, as a sentence of its own starts.

    >>> capital("choose 3 more cells to blacken")
    'Choose 3 more cells to blacken'
    """
    return text[:1].upper() + text[1:]


def then(first: str, second: str) -> str:
    """Two sentences in a row, the second with a capital first letter; ``first`` alone when
    there is no second.

    >>> then("E3 taken back", "choose 2 more cells to blacken")
    'E3 taken back. Choose 2 more cells to blacken'
    >>> then("A1", "")
    'A1'
    """
    return f"{first}. {capital(second)}" if second else first
