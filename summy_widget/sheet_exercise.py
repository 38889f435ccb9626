"""What is the most a corner of a Summa Summarum sheet can score, across and down? An exercise
of lesson 06: the student says the best total of a small sheet; a wrong answer is named by the
slip it comes from, and a second one gets the working.

Rows are scored first; a symbol in no group of its row is cancelled and turns black, and the
black cells cut the columns (RULES.md 2.3). So the best total may take less in a row, to keep a
symbol its column needs. The slips tried, in this order (:data:`SHEET_SLIPS`): the most in every
row first, then the columns; the rows only; the columns scored as if nothing had been
cancelled.

>>> exercise = SheetExercise("VIV/#II")
>>> exercise.score
14
>>> exercise.check(10).misconception
'rows-first'
>>> print(exercise.check(14))
14 is right: across IV + II = 4 + 2 = 6; down II + VI = 2 + 6 = 8; 6 + 8 = 14
"""

from __future__ import annotations

from typing import Any

from .errors import expect_type
from .pictures import AS_DRAWN
from .score_exercise import ScoreQuestion
from .summa import Grid, NotationError, ScoringError, best_score
from .summa.grid import SIZE
from .summa.lines import best_line
from .summa.scoring import Group, Scoring, best_rows_first

__all__ = ["SHEET_SLIPS", "SheetExercise"]

#: The well-known wrong ways of finding a sheet's best total, in the order they are tried.
SHEET_SLIPS = ("rows-first", "rows-only", "cancelled-in-column")


def _rows(sheet: str) -> tuple[str, ...]:
    """The rows of ``sheet`` ("VIV/#II"), or :class:`NotationError` when it is no corner of a
    sheet: 1-6 rows of the same length 1-6, written with ``I V X L`` and ``#``."""
    rows = tuple(sheet.split("/"))
    widths = {len(row) for row in rows}
    if (len(rows) > SIZE or len(widths) != 1 or not 1 <= widths.pop() <= SIZE
            or set("".join(rows)) - set("IVXL#")):
        raise NotationError("summa.error.not-a-sheet", sheet=sheet)
    return rows


def _added(groups: tuple[Group, ...]) -> str:
    """Groups and their values added: 'IV + II = 4 + 2 = 6' ('0' for none)."""
    if not groups:
        return "0"
    if len(groups) == 1:
        return f"{groups[0].text} = {groups[0].value}"
    values = [g.value for g in groups]
    return (f"{' + '.join(g.text for g in groups)} = {' + '.join(map(str, values))}"
            f" = {sum(values)}")


class SheetExercise(ScoreQuestion):
    """The best total of the corner ``sheet`` of a Summa Summarum sheet, for the student to say.

    ``sheet`` gives the rows from the top, separated by ``/`` (``"XIX/IVI/XIV"``), with ``#``
    for a black cell; the rest of the 6 x 6 sheet is black. ``check(answer)`` names a wrong
    answer by :data:`SHEET_SLIPS`; a second wrong answer in a row gets the best groups.

    >>> exercise = SheetExercise("XIX/IVI/XIV")
    >>> exercise.score, exercise.slips()
    (62, {'rows-first': 59, 'rows-only': 39, 'cancelled-in-column': 78})
    """

    WRONG = "score.sheet.wrong"
    SLIP = "score.sheet.slip."
    WORDS = "score.sheet."

    def __init__(self, sheet: str, min_length: int = 2, lang: str = "en",
                 variable: str | None = None) -> None:
        expect_type("sheet", sheet, str, "rows of a sheet like 'XIX/IVI/XIV'")
        self.rows = _rows(sheet)
        if not isinstance(min_length, int) or isinstance(min_length, bool) or not (
                1 <= min_length <= SIZE):
            raise ScoringError("summa.error.min-length", value=repr(min_length))
        self.min_length = min_length
        self.grid = Grid.from_text("\n".join(
            [row.ljust(SIZE, "#") for row in self.rows] + ["#" * SIZE] * (SIZE - len(self.rows))))
        self.best: Scoring = best_score(self.grid, min_length)
        self.plain: Scoring = best_rows_first(self.grid, min_length)
        super().__init__(lang, variable)

    @property
    def score(self) -> int:
        """The best total, across and down."""
        return self.best.total

    @property
    def subject(self) -> str:
        """The rows, from the top: 'XIX / IVI / XIV'."""
        return " / ".join(self.rows)

    def _working(self, scoring: Scoring) -> dict[str, Any]:
        return {"across": _added(scoring.across_groups), "down": _added(scoring.down_groups or ()),
                "across_total": scoring.across, "down_total": scoring.down,
                "total": scoring.total}

    def working(self) -> str:
        """The best groups across and down, added.

        >>> SheetExercise("XIX/IVI/XIV").working()
        'across XIX + IV + XIV = 19 + 4 + 14 = 37; down XIX + VI = 19 + 6 = 25; 37 + 25 = 62'
        """
        return self._t("score.sheet.working", **self._working(self.best))

    def slips(self) -> dict[str, int]:
        """What the most in every row first gives, the rows alone, and the columns scored as
        if the rows had cancelled nothing."""
        uncut = sum(best_line(self.grid.column(c), self.min_length)[0] for c in range(SIZE))
        return {"rows-first": self.plain.total, "rows-only": self.plain.across,
                "cancelled-in-column": self.plain.across + uncut}

    def _slip_words(self, answer: int) -> dict[str, Any]:
        """The most in every row first, worked out, for the slip sentences."""
        return {**self._working(self.plain), "length": self.min_length}

    def __repr__(self) -> str:
        return f"SheetExercise({'/'.join(self.rows)!r})"

    def _repr_html_(self) -> str:
        """The question above the corner of the sheet, drawn as on paper (black cells black,
        columns lettered and rows numbered as on the sheet)."""
        head = "".join(f"<th{_LABEL}>{chr(65 + c)}</th>" for c in range(len(self.rows[0])))
        lines = "".join(f"<tr><th{_LABEL}>{r + 1}</th>{''.join(map(_cell, row))}</tr>"
                        for r, row in enumerate(self.rows))
        body = ('<table aria-hidden="true" style="border-collapse:collapse;margin:4px 0;'
                f'{AS_DRAWN}"><tr><th{_LABEL}></th>{head}</tr>{lines}</table>')
        return self._box("summa-sheet-exercise", "score.sheet.question", body)


#: the look of a column's letter and a row's number beside the sheet: the box's own paper
#: (a notebook's dark theme would give a header cell its own dark one)
_LABEL = (' style="font-weight:normal;color:#333;background:#f4f7fb;border:0;padding:0 4px;'
          'text-align:center"')


def _cell(symbol: str) -> str:
    """One cell of the sheet: a symbol as written on paper, or black."""
    box = "width:1.8em;height:1.8em;text-align:center;border:1px solid #555;"
    if symbol == "#":
        return f'<td style="{box}background:#111;color:#111">&nbsp;</td>'
    return (f'<td style="{box}background:#fffdf3;color:#111;font-family:Georgia,serif;'
            f'font-size:1.4em">{symbol}</td>')
