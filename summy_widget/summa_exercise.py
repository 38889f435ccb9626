"""What is a numeral worth, and what is the most a row can score? Exercises of lesson 06: the
student says the value of a Roman numeral (in Summa Summarum a numeral scores its value) or
the best score of a row (:class:`RowExercise`); a wrong answer is named by the slip it comes
from, and a second one gets the working.

The symbols are added from left to right, and a smaller symbol before a larger one is taken
away (``IV`` = 5 − 1). The slips tried, in this order (:data:`NUMERAL_SLIPS`): a smaller symbol
before a larger one added (one pair or more), one symbol of a run (``XXX``) left out or counted
twice.

>>> exercise = NumeralExercise("XLIV")
>>> exercise.score
44
>>> exercise.check(66).misconception
'added-smaller-first'
>>> print(exercise.check(44))
44 is right: XL + IV = (50 − 10) + (5 − 1) = 40 + 4 = 44
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from itertools import combinations
from typing import Any

from .errors import expect_type
from .pictures import AS_DRAWN
from .score_exercise import ScoreQuestion
from .summa import NotationError, ScoringError, roman_value
from .summa.lines import best_line
from .summa.roman import VALUES, why_not

__all__ = ["NUMERAL_SLIPS", "ROW_SLIPS", "NumeralExercise", "RowExercise", "longest_first", "parts"]

#: The well-known wrong ways of reading a numeral, in the order they are tried.
NUMERAL_SLIPS = ("added-smaller-first", "miscounted-run")


def parts(numeral: str) -> list[str]:
    """The numeral cut into what is added: single symbols, and pairs whose first symbol is
    taken away from the second.

    >>> parts("LXXXIX"), parts("XLIV")
    (['L', 'X', 'X', 'X', 'IX'], ['XL', 'IV'])
    """
    out: list[str] = []
    i = 0
    while i < len(numeral):
        pair = i + 1 < len(numeral) and VALUES[numeral[i]] < VALUES[numeral[i + 1]]
        out.append(numeral[i:i + 2] if pair else numeral[i])
        i += 2 if pair else 1
    return out


def _value(part: str) -> int:
    return VALUES[part[-1]] - (VALUES[part[0]] if len(part) == 2 else 0)


def _runs(numeral: str) -> Iterator[tuple[str, int]]:
    """Each run of two or more of the same symbol: the symbol and how many."""
    i = 0
    while i < len(numeral):
        j = i
        while j < len(numeral) and numeral[j] == numeral[i]:
            j += 1
        if j - i >= 2:
            yield numeral[i], j - i
        i = j


class NumeralExercise(ScoreQuestion):
    """The value of the standard Roman numeral ``numeral`` for the student to say.

    ``check(answer)`` compares the answer with the value. The first wrong answer gets the slip
    named (:data:`NUMERAL_SLIPS`) or a nudge, a second wrong answer in a row the working.
    ``variable`` is the name the lesson's cell gives the answer. A text that is no standard
    numeral raises :class:`~summy_widget.summa.NotationError`.

    >>> try:
    ...     NumeralExercise("IIII")
    ... except NotationError as err:
    ...     print(err.code, err.params["standard"])
    not-a-numeral-standard IV
    """

    WRONG = "score.numeral.wrong"
    SLIP = "score.numeral.slip."
    WORDS = "score.numeral."

    def __init__(self, numeral: str, lang: str = "en", variable: str | None = None) -> None:
        expect_type("numeral", numeral, str, "a Roman numeral like 'XIV'")
        if roman_value(numeral) is None:
            standard = why_not(numeral)
            key = "summa.error.not-a-numeral" + ("-standard" if standard else "")
            raise NotationError(key, numeral=numeral, standard=standard)
        self.numeral = numeral
        super().__init__(lang, variable)

    @property
    def score(self) -> int:
        """The numeral's value."""
        return roman_value(self.numeral)

    @property
    def subject(self) -> str:
        """The numeral."""
        return self.numeral

    def working(self) -> str:
        """The value worked out, part by part.

        >>> NumeralExercise("LXV").working()
        'L + X + V = 50 + 10 + 5 = 65'
        >>> NumeralExercise("IX").working(), NumeralExercise("XIV").working()
        ('IX = 10 − 1 = 9', 'X + IV = 10 + (5 − 1) = 10 + 4 = 14')
        """
        cut = parts(self.numeral)
        sums = [" + ".join(cut)]
        if any(len(p) == 2 for p in cut):
            if len(cut) == 1:
                sums.append(f"{VALUES[cut[0][1]]} − {VALUES[cut[0][0]]}")
            else:
                sums.append(" + ".join(f"({VALUES[p[1]]} − {VALUES[p[0]]})" if len(p) == 2
                                       else str(VALUES[p]) for p in cut))
        if len(cut) > 1:
            sums.append(" + ".join(str(_value(p)) for p in cut))
        return " = ".join([*sums, str(self.score)])

    def _added(self, answer: int) -> tuple[str, ...] | None:
        """The pairs (``IV``) whose smaller symbol was added to give ``answer``, if any."""
        pairs = [p for p in parts(self.numeral) if len(p) == 2]
        for n in range(len(pairs), 0, -1):
            for added in combinations(pairs, n):
                if self.score + 2 * sum(VALUES[p[0]] for p in added) == answer:
                    return added
        return None

    def _miscounted(self, answer: int) -> tuple[str, int] | None:
        """The run (symbol, how many) in which one symbol was left out or counted twice."""
        return next(((symbol, n) for symbol, n in _runs(self.numeral)
                     if abs(answer - self.score) == VALUES[symbol]), None)

    def slips(self) -> dict[str, int]:
        """What reading every smaller-before-larger pair as added gives, and (for each run)
        one symbol left out: the first value of each way of :data:`NUMERAL_SLIPS`.

        >>> NumeralExercise("LXXXIX").slips()
        {'added-smaller-first': 91, 'miscounted-run': 79}
        """
        found = {}
        pairs = [p for p in parts(self.numeral) if len(p) == 2]
        if pairs:
            found["added-smaller-first"] = self.score + 2 * sum(VALUES[p[0]] for p in pairs)
        runs = list(_runs(self.numeral))
        if runs:
            found["miscounted-run"] = self.score - VALUES[runs[0][0]]
        return found

    def slip_of(self, answer: int) -> str | None:
        """The slip that gives the wrong ``answer``: any choice of pairs added, or one symbol
        of a run left out or counted twice.

        >>> exercise = NumeralExercise("XLIX")
        >>> exercise.slip_of(69), exercise.slip_of(51), exercise.slip_of(71), exercise.slip_of(48)
        ('added-smaller-first', 'added-smaller-first', 'added-smaller-first', None)
        """
        if answer == self.score:
            return None
        if self._added(answer):
            return "added-smaller-first"
        if self._miscounted(answer):
            return "miscounted-run"
        return None

    def _slip_words(self, answer: int) -> dict[str, Any]:
        """The pairs added or the run miscounted, for the slip sentences."""
        added = self._added(answer) or ()
        symbol, n = self._miscounted(answer) or ("", 0)
        and_ = self._t("score.numeral.and")
        return {
            "pairs": f" {and_} ".join(self._t("score.numeral.pair", small=p[0], large=p[1])
                                      for p in added),
            "rule": ", ".join(f"{p} = {VALUES[p[1]]} − {VALUES[p[0]]} = {_value(p)}"
                              for p in added),
            "symbol": symbol, "n": n, "numeral": self.numeral,
        }

    def __repr__(self) -> str:
        return f"NumeralExercise({self.numeral!r})"

    def _repr_html_(self) -> str:
        """The question above the numeral, written large as on a Summa sheet."""
        body = ('<div aria-hidden="true" style="font-family:Georgia,serif;font-size:2em;'
                'letter-spacing:0.15em;background:#fffdf3;color:#111;display:inline-block;'
                f'padding:0 8px;border:1px solid #555;margin:4px 0">{html.escape(self.numeral)}'
                "</div>")
        return self._box("summa-numeral-exercise", "score.numeral.question", body)


#: The well-known wrong ways of finding the most a row can score, in the order they are tried.
ROW_SLIPS = ("longest-first", "cancelled-counted")


def longest_first(row: str, min_length: int = 2) -> tuple[tuple[int, int], ...]:
    """The groups a pupil gets by taking, from the left, the longest numeral that starts at
    each cell (a cell where none starts is cancelled).

    >>> longest_first("XIVIVI")
    ((0, 3), (3, 5))
    """
    groups: list[tuple[int, int]] = []
    i = 0
    while i < len(row):
        stop = next((j for j in range(min(len(row), i + 8), i + min_length - 1, -1)
                     if roman_value(row[i:j]) is not None), None)
        if stop is None:
            i += 1
        else:
            groups.append((i, stop))
            i = stop
    return tuple(groups)


class RowExercise(ScoreQuestion):
    """The most the Summa Summarum row ``row`` can score, for the student to say.

    ``row`` is written with ``I V X L`` and ``#`` for a black cell. A group is a run of
    neighbouring symbols that is a valid numeral of at least ``min_length`` symbols (2; 3 is
    the Profi rule); a symbol in no group is cancelled and scores nothing (RULES.md 2.3).
    ``check(answer)`` names a wrong answer by :data:`ROW_SLIPS`; a second wrong answer in a row
    gets the best groups.

    >>> exercise = RowExercise("XIVIVI")
    >>> exercise.score, exercise.check(18).misconception
    (23, 'longest-first')
    >>> print(exercise.check(23))
    23 is right: XI + VI + VI = 11 + 6 + 6 = 23
    """

    WRONG = "score.row.wrong"
    SLIP = "score.row.slip."
    WORDS = "score.row."

    def __init__(self, row: str, min_length: int = 2, lang: str = "en",
                 variable: str | None = None) -> None:
        expect_type("row", row, str, "a row of a sheet like 'XIV#VI'")
        if not row or len(row) > 8 or set(row) - set("IVXL#"):
            raise NotationError("summa.error.not-a-row", row=row)
        if not isinstance(min_length, int) or isinstance(min_length, bool) or not (
                1 <= min_length <= 8):
            raise ScoringError("summa.error.min-length", value=repr(min_length))
        self.row = row
        self.min_length = min_length
        self.best, self.groups = best_line(row, min_length)
        super().__init__(lang, variable)

    @property
    def score(self) -> int:
        """The most the row can score."""
        return self.best

    @property
    def subject(self) -> str:
        """The row."""
        return self.row

    def _sum(self, groups: tuple[tuple[int, int], ...]) -> str:
        """``groups`` and their values added: 'XI + VI + VI = 11 + 6 + 6 = 23'."""
        texts = [self.row[a:b] for a, b in groups]
        values = [roman_value(t) for t in texts]
        if len(texts) == 1:
            return f"{texts[0]} = {values[0]}"
        return (f"{' + '.join(texts)} = {' + '.join(map(str, values))} = {sum(values)}")

    def _cancelled(self, groups: tuple[tuple[int, int], ...]) -> list[str]:
        """The symbols in no group."""
        kept = {i for a, b in groups for i in range(a, b)}
        return [c for i, c in enumerate(self.row) if c != "#" and i not in kept]

    def working(self) -> str:
        """The best groups added, and the symbols they leave cancelled.

        >>> RowExercise("IXXXI#").working()
        'XXXI = 31; cancelled: I'
        """
        if not self.groups:
            return self._t("score.row.working-none")
        cancelled = self._cancelled(self.groups)
        if not cancelled:
            return self._sum(self.groups)
        return self._t("score.row.working-cancelled", sum=self._sum(self.groups),
                       cancelled=", ".join(cancelled))

    def slips(self) -> dict[str, int]:
        """What taking the longest numeral first gives, and the best groups with the
        cancelled symbols counted too.

        >>> RowExercise("IXXXI#").slips()
        {'longest-first': 30, 'cancelled-counted': 32}
        """
        greedy = longest_first(self.row, self.min_length)
        found = {"longest-first": sum(roman_value(self.row[a:b]) for a, b in greedy)}
        cancelled = self._cancelled(self.groups)
        if cancelled and self.groups:
            found["cancelled-counted"] = self.best + sum(VALUES[c] for c in cancelled)
        return found

    def _slip_words(self, answer: int) -> dict[str, Any]:
        """The pupil's groups or the cancelled symbols, for the slip sentences."""
        greedy = longest_first(self.row, self.min_length)
        return {"greedy": self._sum(greedy) if greedy else "0",
                "cancelled": ", ".join(self._cancelled(self.groups)),
                "length": self.min_length}

    def __repr__(self) -> str:
        return f"RowExercise({self.row!r})"

    def _repr_html_(self) -> str:
        """The question above the row, drawn as on a Summa sheet (black cells black)."""
        cells = "".join(
            '<td style="width:1.8em;height:1.8em;text-align:center;border:1px solid #555;'
            + ('background:#111;color:#111">&nbsp;</td>' if c == "#" else
               f'background:#fffdf3;color:#111;font-family:Georgia,serif;font-size:1.4em">{c}</td>')
            for c in self.row)
        body = ('<table aria-hidden="true" style="border-collapse:collapse;margin:4px 0;'
                f'{AS_DRAWN}"><tr>{cells}</tr></table>')
        return self._box("summa-row-exercise", "score.row.question", body)
