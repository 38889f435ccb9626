"""What does a move score? An exercise of lesson 03: the student says the score of a Summy
move; a wrong answer is named by the slip it comes from, and a second one gets the working.

Every sum a move completes scores the sum of all its digits (RULES.md 1.3 and 1.4): the digits
laid this turn and those already on the board, in every sum, so a digit in two sums counts
twice. The slips tried, in this order (:data:`SCORE_SLIPS`): the numbers added instead of the
digits, only the main sum counted, only the digits laid this turn counted, a digit that stands
in two sums counted once.

:class:`ScoreQuestion` is the part the three games' exercises share (the answer read and
judged, the slip named, the working after a second wrong try); =Pari='s is
:mod:`summy_widget.pari_exercise`, Summa Summarum's :mod:`summy_widget.summa_exercise` (a
numeral, a row) and :mod:`summy_widget.sheet_exercise` (a corner of a sheet).

>>> from summy_widget.summy import Board
>>> exercise = ScoreExercise(Board.empty().write("J13> 99+"), "J13> (99+)1=100")
>>> exercise.score
20
>>> exercise.check(200).misconception
'numbers-not-digits'
>>> exercise.check(2).misconception
'new-digits-only'
>>> print(exercise.check(20))
20 is right: 99+1=100 scores 9+9+1+1+0+0 = 20
"""

from __future__ import annotations

import html
import re
from abc import ABC, abstractmethod
from typing import Any

from . import i18n
from .lessons import AnswerRefused, Feedback, _words, answer_text
from .summy.board import Board, Cell, board_html, cell_name
from .summy.evaluate import MoveResult, ScoredSum, evaluate_move
from .summy.move import Move

__all__ = ["SCORE_SLIPS", "ScoreExercise", "ScoreQuestion", "slip_scores"]

#: The well-known wrong ways of scoring a move, in the order they are tried.
SCORE_SLIPS = ("numbers-not-digits", "main-sum-only", "new-digits-only", "shared-digit-once")
#: The words for an answer that cannot be a score (the exercises' own words speak of sums),
#: after the exercise's :attr:`ScoreQuestion.WORDS`.
_REFUSALS = {"lesson.not-whole": "not-whole", "lesson.negative": "negative",
             "lesson.not-a-number": "not-a-number"}


def _new_cells(result: MoveResult) -> set[Cell]:
    return {cell for cell, _ in result.move.placements}


def _digits(s: ScoredSum, cells: set[Cell] | None = None) -> list[int]:
    """The digits of the sum ``s`` (only those on ``cells``, when given)."""
    return [int(ch) for cell, ch in zip(s.cells, s.text)
            if ch.isdigit() and (cells is None or cell in cells)]


def _shared(result: MoveResult) -> dict[Cell, str]:
    """The digits that stand in two of the sums the move completes, by cell."""
    seen: dict[Cell, int] = {}
    for s in result.sums:
        for cell, ch in zip(s.cells, s.text):
            if ch.isdigit():
                seen[cell] = seen.get(cell, 0) + 1
    return {cell: result.board.get(*cell) for cell, n in seen.items() if n > 1}


def slip_scores(result: MoveResult) -> dict[str, int]:
    """What each way of :data:`SCORE_SLIPS` that can happen on this move gives.

    >>> from summy_widget.summy import Board
    >>> slip_scores(evaluate_move(Board.start(), "J13> 4+3(=)7"))
    {'numbers-not-digits': 14}
    """
    sums = result.sums
    found = {"numbers-not-digits": sum(int(n) for s in sums for n in re.findall(r"\d+", s.text))}
    if len(sums) > 1:
        found["main-sum-only"] = next(s.score for s in sums if s.main)
    new = _new_cells(result)
    if any(len(_digits(s, new)) < len(_digits(s)) for s in sums):
        found["new-digits-only"] = sum(sum(_digits(s, new)) for s in sums)
    shared = _shared(result)
    if shared:
        found["shared-digit-once"] = result.score - sum(int(d) for d in shared.values())
    return found


class ScoreQuestion(ABC):
    """What a move, a play or a numeral is worth, for the student to say: the part the games'
    exercises share. A game's exercise gives :attr:`score`, :attr:`subject` (the move, the
    equation or the numeral the messages name), :meth:`working`, :meth:`slips` and
    :meth:`_slip_words`.

    ``check(answer)`` compares the answer with the score. The first wrong answer gets the slip
    named or a nudge (:attr:`WRONG`), a second wrong answer in a row the working. ``variable``
    is the name the lesson's cell gives the answer.
    """

    #: the i18n key of a wrong answer that is no known slip; its ``{move}`` is :attr:`subject`
    WRONG = "score.wrong"
    #: the prefix of the i18n keys of the slips
    SLIP = "score.slip."
    #: the prefix of the words that ask for an answer or refuse one that cannot be a score
    WORDS = "score."

    def __init__(self, lang: str = "en", variable: str | None = None) -> None:
        self.lang = lang
        self.variable = variable
        self.wrong = 0
        self.wrong_in_a_row = 0

    @property
    @abstractmethod
    def score(self) -> int:
        """The right answer."""

    @property
    @abstractmethod
    def subject(self) -> str:
        """The move, the equation or the numeral asked about."""

    @abstractmethod
    def working(self) -> str:
        """The score worked out, in words."""

    @abstractmethod
    def slips(self) -> dict[str, int]:
        """What each well-known wrong way of scoring that can happen here gives."""

    def slip_of(self, answer: int) -> str | None:
        """The slip that gives the wrong ``answer``, if one does."""
        return next((code for code, value in self.slips().items()
                     if value == answer and value != self.score), None)

    @abstractmethod
    def _slip_words(self, answer: int) -> dict[str, Any]:
        """The student's own numbers for the slip sentences."""

    def _t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    def _box(self, kind: str, question: str, body: str) -> str:
        """The exercise as HTML: the ``question`` key's words in bold above ``body``, in a
        light box of its own colours (readable in a light and a dark notebook)."""
        words = html.escape(self._t(question, move=self.subject))
        return (
            f'<div class="{kind}" style="font-family:system-ui,sans-serif;'
            'border-left:4px solid #1f4e8c;background:#f4f7fb;color:#111;padding:4px 8px;'
            f'margin:4px 0;max-width:44em"><div style="font-weight:bold;margin-bottom:4px">'
            f"{words}</div>{body}</div>"
        )

    def check(self, answer: object) -> Feedback:
        """Say whether ``answer`` is the score, and, when it is not, why."""
        subject = self.subject
        if answer is None or (isinstance(answer, str) and answer.strip() == ""):
            key = self.WORDS + ("no-answer-named" if self.variable else "no-answer")
            return Feedback(subject, "", False, None,
                            self._t(key, move=subject, variable=self.variable))
        if isinstance(answer, str) and _words(answer):
            return Feedback(subject, answer.strip(), False, None,
                            self._t("lesson.digits", answer=answer.strip(), example="305"))
        try:
            text = answer_text(answer)
        except AnswerRefused as refused:
            message = self._t(self.WORDS + _REFUSALS[refused.key], answer=refused.answer,
                              **refused.params)
            return Feedback(subject, refused.answer, False, None, message)
        if not text.isdigit():  # text that is no number at all, such as "x"
            return Feedback(subject, text, False, None,
                            self._t(self.WORDS + "not-a-number", kind=repr(text)))
        if int(text) == self.score:
            self.wrong_in_a_row = 0
            return Feedback(subject, text, True, None,
                            self._t("score.right", answer=text, working=self.working()))
        return self._wrong(text)

    def _wrong(self, text: str) -> Feedback:
        self.wrong += 1
        self.wrong_in_a_row += 1
        slip = self.slip_of(int(text))
        if self.wrong_in_a_row >= 2:
            message = self._t("score.wrong-again", answer=text, working=self.working())
        elif slip is not None:
            message = self._t(self.SLIP + slip, answer=text, **self._slip_words(int(text)))
        else:
            message = self._t(self.WRONG, answer=text, move=self.subject,
                              **self._slip_words(int(text)))
        return Feedback(self.subject, text, False, None, message, slip)


class ScoreExercise(ScoreQuestion):
    """The score of ``move`` on ``board`` for the student to say.

    ``check(answer)`` compares the answer with the move's score. The first wrong answer gets
    the slip named (:data:`SCORE_SLIPS`) or a nudge, a second wrong answer in a row the
    working, sum by sum. ``variable`` is the name the lesson's cell gives the answer.
    An illegal move raises :class:`~summy_widget.summy.IllegalMoveError` at once.
    """

    def __init__(self, board: Board, move: Move | str, rules: Any = None, lang: str = "en",
                 variable: str | None = None) -> None:
        self.result = evaluate_move(board, move, rules)
        self.board = board
        super().__init__(lang, variable)

    @property
    def score(self) -> int:
        """The move's score."""
        return self.result.score

    @property
    def move(self) -> str:
        """The move text."""
        return str(self.result.move)

    subject = move

    def working(self) -> str:
        """The score worked out sum by sum, in words.

        >>> from summy_widget.summy import Board
        >>> ScoreExercise(Board.start(), "J13> 4+3(=)7").working()
        '4+3=7 scores 4+3+7 = 14'
        """
        parts = [self._t("score.working-sum", sum=s.text, score=s.score,
                         digits="+".join(str(d) for d in _digits(s))) for s in self.result.sums]
        if len(parts) > 1:
            parts.append(self._t("score.working-total", total=self.score))
        return "; ".join(parts)

    def slips(self) -> dict[str, int]:
        """What each way of :data:`SCORE_SLIPS` that can happen on this move gives."""
        return slip_scores(self.result)

    def _slip_words(self, answer: int) -> dict[str, Any]:
        """The student's own numbers for the slip sentences."""
        sums = self.result.sums
        numbers = [n for s in sums for n in re.findall(r"\d+", s.text)]
        shared = _shared(self.result)
        cell, digit = next(iter(shared.items()), ((0, 0), ""))
        return {
            "numbers": "+".join(numbers) + f"={sum(int(n) for n in numbers)}",
            "main": next(s.text for s in sums if s.main),
            "others": ", ".join(s.text for s in sums if not s.main),
            "cell": cell_name(*cell),
            "digit": digit,
        }

    def __repr__(self) -> str:
        return f"ScoreExercise({self.move!r})"

    def _repr_html_(self) -> str:
        """The question above the board after the move, the tiles laid this turn marked."""
        board = board_html(self.result.board, highlight=tuple(sorted(_new_cells(self.result))))
        return self._box("summy-score-exercise", "score.question", board)
