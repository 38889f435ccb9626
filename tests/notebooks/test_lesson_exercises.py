"""The lessons' exercises that ask for a number ("what does this move score?" in 03, "what
is this numeral worth?", "what is the most this row can score?" and "what is the most this
sheet can score?" in 06, "what does this play score?" in 07), run in order in this process
as a pupil fills them in: a right answer is confirmed with the working, a wrong one names what
went wrong, and a cell run without an answer asks for one by the cell's own name."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest
from test_lessons_notebook import run_cells

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@dataclass(frozen=True)
class Lesson:
    notebook: str
    name: str  # the answer's name in the cells: score_1, value_1, points_1
    questions: tuple[str, ...]
    right: tuple[str, ...]
    wrong: tuple[str, ...]
    slips: tuple[str, ...]
    said_wrong: tuple[str, ...]  # words of each wrong answer's feedback
    said_right: str  # the second exercise's whole feedback when right


LESSONS = {
    "03": Lesson(
        "03-scoring.ipynb", "score", ("H13> (47+)8=55", "T12v 3+4(=)7", "K13> (3+5=)8"),
        ("29", "32", "30"), ("110", "14", "22"),
        ("numbers-not-digits", "main-sum-only", "shared-digit-once"),
        ("You added the numbers: 47+8+55=110", "the move also completes 9-2=7",
         "You counted the 8 on O13 once"),
        "32 is right: 3+4=7 scores 3+4+7 = 14; 9-2=7 scores 9+2+7 = 18; together 32"),
    "06": Lesson(
        "06-summa-summarum.ipynb", "value", ("XIV", "XLIX", "LXXXVIII"),
        ("14", "49", "88"), ("16", "69", "78"),
        ("added-smaller-first", "added-smaller-first", "miscounted-run"),
        ("You added the I before V", "You added the X before L. But",
         "Count the X's again: LXXXVIII has 3 of them"),
        "49 is right: XL + IX = (50 − 10) + (10 − 1) = 40 + 9 = 49"),
    "06-rows": Lesson(
        "06-summa-summarum.ipynb", "best", ("XLXIXI", "IVIIIX", "IXX#VI"),
        ("72", "16", "26"), ("59", "17", "15"),
        ("longest-first", "cancelled-counted", "longest-first"),
        ("took the longest numeral at each place: XL + XIX = 40 + 19 = 59",
         "You counted I too, but it is in no group", "IX + VI = 9 + 6 = 15"),
        "16 is right: VII + IX = 7 + 9 = 16; cancelled: I"),
    "06-sheets": Lesson(
        "06-summa-summarum.ipynb", "sheet", ("VIV / #II", "XIX / IVI / XIV"),
        ("14", "62"), ("10", "39"), ("rows-first", "rows-only"),
        ("You took the most in every row first (VI + II = 6 + 2 = 8)",
         "39 is what the rows score. The columns score too"),
        "62 is right: across XIX + IV + XIV = 19 + 4 + 14 = 37; down XIX + VI = 19 + 6 = 25; "
        "37 + 25 = 62"),
    "07": Lesson(
        "07-pari.ipynb", "points", ("12+34=46", "4x2=1+7", "7=7"),
        ("5", "7", "0"), ("2", "4", "3"),
        ("numbers-not-cards", "deducted-with-empty-hand", "no-deduction"),
        ("You counted 12 as one card", "uses the last cards of the hand",
         "You counted the cards, 3. But 3 are taken off"),
        "7 is right: 4x2=1+7 is 7 cards: 4, x, 2, =, 1, +, 7; the hand is empty after the play, so "
        "nothing is taken off: 7"),
}


def feedback(lesson: Lesson, answers: tuple[str, ...] = ()) -> list[object]:
    """The feedback of each exercise of ``lesson``, in order, after the pupil's ``answers``."""
    values = run_cells({f"{lesson.name}_{n}": a for n, a in enumerate(answers, start=1)},
                       NOTEBOOKS / lesson.notebook)
    said = {v.question: v for v in values if hasattr(v, "correct")}
    return [said[q] for q in lesson.questions]


@pytest.mark.parametrize("lesson", LESSONS.values(), ids=LESSONS.keys())
def test_each_exercise_has_its_own_names(lesson):
    code = "\n".join(c.source for c in nbformat.read(NOTEBOOKS / lesson.notebook, as_version=4)
                     .cells if c.cell_type == "code")
    for n in range(1, len(lesson.questions) + 1):
        assert f"exercise_{n}.check({lesson.name}_{n})" in code
        assert f'variable="{lesson.name}_{n}"' in code


@pytest.mark.parametrize("lesson", LESSONS.values(), ids=LESSONS.keys())
def test_right_answers_are_confirmed_with_the_working(lesson):
    said = feedback(lesson, lesson.right)
    assert all(s.correct for s in said), said
    assert str(said[1]) == lesson.said_right


@pytest.mark.parametrize("lesson", LESSONS.values(), ids=LESSONS.keys())
def test_wrong_answers_name_what_went_wrong(lesson):
    said = feedback(lesson, lesson.wrong)
    assert tuple(s.misconception for s in said) == lesson.slips
    for words, s in zip(lesson.said_wrong, said):
        assert words in str(s), str(s)


@pytest.mark.parametrize("lesson", LESSONS.values(), ids=LESSONS.keys())
def test_unanswered_cells_ask_for_an_answer_by_the_cells_own_name(lesson):
    for n, s in enumerate(feedback(lesson), start=1):
        assert not s.answered
        assert f"after '{lesson.name}_{n} ='" in str(s)
