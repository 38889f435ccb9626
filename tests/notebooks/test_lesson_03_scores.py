"""Lesson 03's exercises "what does a move score?", run in order in this process as a pupil
fills them in: a right score is confirmed with the working, a wrong one names what was missed,
and a cell run without an answer asks for one by the cell's own name."""

from pathlib import Path

import nbformat
from test_lessons_notebook import run_cells

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "03-scoring.ipynb"
MOVES = ("H13> (47+)8=55", "T12v 3+4(=)7", "K13> (3+5=)8")


def feedback(values: list[object]) -> dict[str, object]:
    """The feedback of each exercise, by its move."""
    return {v.question: v for v in values if hasattr(v, "correct")}


def test_each_exercise_has_its_own_names():
    code = "\n".join(c.source for c in nbformat.read(LESSON, as_version=4).cells
                     if c.cell_type == "code")
    for n in (1, 2, 3):
        assert f"exercise_{n}.check(score_{n})" in code and f'variable="score_{n}"' in code


def test_right_scores_are_confirmed_with_the_working():
    said = feedback(run_cells({"score_1": "29", "score_2": "32", "score_3": "30"}, LESSON))
    assert all(said[m].correct for m in MOVES), said
    assert str(said["T12v 3+4(=)7"]) == ("32 is right: 3+4=7 scores 3+4+7 = 14; 9-2=7 scores "
                                         "9+2+7 = 18; together 32")


def test_wrong_scores_name_what_was_missed():
    said = feedback(run_cells({"score_1": "110", "score_2": "14", "score_3": "22"}, LESSON))
    assert [said[m].misconception for m in MOVES] == [
        "numbers-not-digits", "main-sum-only", "shared-digit-once"]
    assert "You added the numbers: 47+8+55=110" in str(said[MOVES[0]])
    assert "the move also completes 9-2=7" in str(said[MOVES[1]])
    assert "You counted the 8 on O13 once" in str(said[MOVES[2]])


def test_unanswered_cells_ask_for_the_score_by_the_cells_own_name():
    said = feedback(run_cells({}, LESSON))
    for n, move in enumerate(MOVES, start=1):
        assert not said[move].answered
        assert f"after 'score_{n} ='" in str(said[move])
