"""One line of a sheet (a row or a column): its stretches and every way to choose groups.

A line is a string of symbols ``I V X L`` with ``#`` (black) or ``.`` (empty)
between them. A *group* is a run of neighbouring symbols, written as the pair
``(start, stop)`` of its first cell and one past its last cell.

>>> best_line("XIVIVI")
(23, ((0, 2), (2, 4), (4, 6)))
>>> best_line("XIVIVI", min_length=3)
(14, ((0, 3),))
>>> sorted(line_choices("XIV#"))
[(0, 0, ()), (4, 6, ((1, 3),)), (11, 3, ((0, 2),)), (14, 7, ((0, 3),))]
"""

from __future__ import annotations

from functools import cache

from .roman import numerals

__all__ = ["NUMERALS", "best_line", "best_line_key", "line_choices", "mask_of"]

#: every valid numeral the dice can write, with its value
NUMERALS: dict[str, int] = numerals("IVXL")
#: the weight of one point against one cell in a combined key (more than any cell count)
POINT = 64


def mask_of(groups: tuple[tuple[int, int], ...]) -> int:
    """The bit mask of the cells covered by ``groups`` (bit i = cell i).

    >>> bin(mask_of(((0, 2), (3, 4))))
    '0b1011'
    """
    mask = 0
    for start, stop in groups:
        mask |= ((1 << (stop - start)) - 1) << start
    return mask


@cache
def line_choices(line: str, min_length: int = 2) -> list[tuple[int, int, tuple]]:
    """Every choice of groups in ``line``: a list of ``(score, mask, groups)``.

    The empty choice (everything cancelled) is included.
    """
    n = len(line)
    out: list[tuple[int, int, tuple]] = []

    def walk(i: int, groups: tuple, score: int) -> None:
        if i >= n:
            out.append((score, mask_of(groups), groups))
            return
        walk(i + 1, groups, score)
        for j in range(i + min_length, min(n, i + 8) + 1):
            value = NUMERALS.get(line[i:j])
            if value is not None:
                walk(j, groups + ((i, j),), score + value)

    walk(0, (), 0)
    return out


@cache
def best_line(line: str, min_length: int = 2) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The highest score of ``line`` and the groups that reach it.

    On equal scores the choice covering more cells (fewer cancelled) wins.
    """
    key, groups = _best(line, min_length)
    return key // POINT, groups


@cache
def best_line_key(line: str, min_length: int = 2) -> int:
    """``POINT * best score + cells covered`` of ``line`` (for ranking choices)."""
    return _best(line, min_length)[0]


def _best(line: str, min_length: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    n = len(line)
    best: list[tuple[int, tuple]] = [(0, ())] * (n + 1)
    for i in range(1, n + 1):
        cand = best[i - 1]
        for j in range(max(0, i - 8), i - min_length + 1):
            value = NUMERALS.get(line[j:i])
            if value is not None:
                key = best[j][0] + POINT * value + (i - j)
                if key > cand[0]:
                    cand = (key, best[j][1] + ((j, i),))
        best[i] = cand
    return best[n]
