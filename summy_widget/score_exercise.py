"""What does a move score? An exercise of lesson 03: the student says the score of a Summy
move; a wrong answer is named by the slip it comes from, and a second one gets the working.

Every sum a move completes scores the sum of all its digits (RULES.md 1.3 and 1.4): the digits
laid this turn and those already on the board, in every sum, so a digit in two sums counts
twice. The slips tried, in this order (:data:`SCORE_SLIPS`): the numbers added instead of the
digits, only the main sum counted, only the digits laid this turn counted, a digit that stands
in two sums counted once.

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
from typing import Any

from . import i18n
from .lessons import AnswerRefused, Feedback, _words, answer_text
from .summy.board import Board, Cell, board_html, cell_name
from .summy.evaluate import MoveResult, ScoredSum, evaluate_move
from .summy.move import Move

__all__ = ["SCORE_SLIPS", "ScoreExercise", "slip_scores"]

#: The well-known wrong ways of scoring a move, in the order they are tried.
SCORE_SLIPS = ("numbers-not-digits", "main-sum-only", "new-digits-only", "shared-digit-once")
#: The words for an answer that cannot be a score (the exercises' own words speak of sums).
_REFUSALS = {"lesson.not-whole": "score.not-whole", "lesson.negative": "score.negative",
             "lesson.not-a-number": "score.not-a-number"}


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


class ScoreExercise:
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
        self.lang = lang
        self.variable = variable
        self.wrong = 0
        self.wrong_in_a_row = 0

    @property
    def score(self) -> int:
        """The move's score."""
        return self.result.score

    @property
    def move(self) -> str:
        """The move text."""
        return str(self.result.move)

    def _t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

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

    def check(self, answer: object) -> Feedback:
        """Say whether ``answer`` is the move's score, and, when it is not, why."""
        if answer is None or (isinstance(answer, str) and answer.strip() == ""):
            key = "score.no-answer-named" if self.variable else "score.no-answer"
            return Feedback(self.move, "", False, None,
                            self._t(key, move=self.move, variable=self.variable))
        if isinstance(answer, str) and _words(answer):
            return Feedback(self.move, answer.strip(), False, None,
                            self._t("lesson.digits", answer=answer.strip(), example="305"))
        try:
            text = answer_text(answer)
        except AnswerRefused as refused:
            message = self._t(_REFUSALS[refused.key], answer=refused.answer, **refused.params)
            return Feedback(self.move, refused.answer, False, None, message)
        if not text.isdigit():  # text that is no number at all, such as "x"
            return Feedback(self.move, text, False, None,
                            self._t("score.not-a-number", kind=repr(text)))
        if int(text) == self.score:
            self.wrong_in_a_row = 0
            return Feedback(self.move, text, True, None,
                            self._t("score.right", answer=text, working=self.working()))
        return self._wrong(text)

    def _wrong(self, text: str) -> Feedback:
        self.wrong += 1
        self.wrong_in_a_row += 1
        slip = next((code for code, value in slip_scores(self.result).items()
                     if value == int(text) and value != self.score), None)
        if self.wrong_in_a_row >= 2:
            message = self._t("score.wrong-again", answer=text, working=self.working())
        elif slip is not None:
            message = self._t(f"score.slip.{slip}", answer=text, **self._slip_words())
        else:
            message = self._t("score.wrong", answer=text, move=self.move)
        return Feedback(self.move, text, False, None, message, slip)

    def _slip_words(self) -> dict[str, str]:
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
        question = html.escape(self._t("score.question", move=self.move))
        return (
            '<div class="summy-score-exercise" style="font-family:system-ui,sans-serif;'
            'border-left:4px solid #1f4e8c;background:#f4f7fb;color:#111;padding:4px 8px;'
            f'margin:4px 0;max-width:44em"><div style="font-weight:bold;margin-bottom:4px">'
            f"{question}</div>"
            f"{board_html(self.result.board, highlight=tuple(sorted(_new_cells(self.result))))}"
            "</div>"
        )
