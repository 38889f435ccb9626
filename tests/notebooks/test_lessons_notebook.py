"""Lesson 02's own cells, run in order in this process with answers filled in: each exercise
checks its own answer (no name is shared between exercises), and a wrong answer names the slip."""

import ast
import contextlib
import io
import re
from pathlib import Path

import nbformat
import pytest

from summy_widget.arithmetic import MISCONCEPTIONS

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "02-operator-precedence.ipynb"


def run_cells(answers: dict[str, str], lesson: Path = LESSON) -> list[object]:
    """Run every code cell of ``lesson`` (with ``name = None`` lines replaced from
    ``answers``); return the value of each cell's last expression, in order."""
    nb = nbformat.read(lesson, as_version=4)
    namespace: dict[str, object] = {}
    values = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        source = cell.source
        for name, value in answers.items():
            source, count = re.subn(rf"^{name} = .*$", f"{name} = {value}", source, flags=re.M)
            assert count <= 1
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, str(lesson), "exec"), namespace)  # noqa: S102 - our own lesson
        values.append(eval(compile(ast.Expression(last.value), str(lesson), "eval"), namespace)
                      if last else None)
    return values


def feedback_of(values: list[object], question: str) -> list[object]:
    return [v for v in values if getattr(v, "question", None) == question
            and hasattr(v, "correct")]


def test_exercises_have_their_own_names_and_answers():
    nb = nbformat.read(LESSON, as_version=4)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert "exercise =" not in code and "answer =" not in code
    for n in (1, 2, 3):
        assert f"exercise_{n}.check(answer_{n})" in code
    text = "\n".join(c.source for c in nb.cells)
    assert "in the cell above" not in text


def test_each_exercise_checks_its_own_answer_after_run_all():
    values = run_cells({"answer_1": "14", "answer_2": "70 + 118 / 2", "answer_3": "4",
                        "prediction_2": "10", "predictions_3": "(6, 24)"})
    for question in ("6+4x2=?", "70+118:2=?", "3+?x2=11", "6+12:3=?", "30-12:4x2=?"):
        checked = feedback_of(values, question)
        assert checked and all(f.correct for f in checked), (question, checked)


def test_a_left_to_right_answer_names_the_slip():
    values = run_cells({"answer_1": "20", "prediction_2": "2", "predictions_3": "(27, 54)"})
    (first,) = feedback_of(values, "6+4x2=?")
    assert first.misconception == "left-to-right"
    assert "You added first: 6+4=10, then 10x2=20" in first.message
    (example,) = feedback_of(values, "30-12:4x2=?")
    assert example.misconception == "left-to-right"
    assert "You subtracted first: 30-3=27. But x comes before -." in example.message


def test_unanswered_cells_ask_for_an_answer_by_the_cells_own_name():
    values = run_cells({})
    for question, name in [("6+4x2=?", "answer_1"), ("70+118:2=?", "answer_2"),
                           ("3+?x2=11", "answer_3"), ("6+12:3=?", "prediction_2"),
                           ("30-12:4x2=?", "predictions_3")]:
        (first,) = feedback_of(values, question)
        assert not first.correct and f"after '{name} ='" in first.message, first.message
        assert "'answer ='" not in first.message and "example.check" not in first.message


_CLAIM = re.compile(r"^step (\d+) is (\S+) (\S) (\S+): that is not (\S+)\.")
_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
        "x": lambda a, b: a * b, ":": lambda a, b: a / b}


def test_every_worked_example_of_the_lesson_says_only_what_is_true():
    from fractions import Fraction

    from summy_widget.lessons import WorkedExample

    run_cells({})
    nb = nbformat.read(LESSON, as_version=4)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    examples = re.findall(r'WorkedExample\("([^"]+)"(?:, blanks=(\d))?', code)
    assert len(examples) == 3
    claims = 0
    for question, blanks in examples:
        if not blanks:
            continue
        model = WorkedExample(question, blanks=int(blanks))
        right = [s.result for s in model.steps[model.first_blank:]]
        for j in range(len(right)):
            for wrong in (model.value, right[j] + 1):
                if wrong == right[j]:
                    continue
                values = right[:j] + [wrong] + right[j + 1:]
                message = WorkedExample(question, blanks=int(blanks)).check(*values).message
                claim = _CLAIM.match(message)
                if claim is None:
                    assert " is not right. You " in message, message  # a named slip
                    continue
                n, a, op, b, said = claim.groups()
                value = _OPS[op](Fraction(a), Fraction(b))
                assert value == model.steps[int(n) - 1].result and value != Fraction(said)
                claims += 1
    assert claims >= 3


def test_a_right_answer_and_a_number_in_words_in_the_lesson():
    values = run_cells({"answer_1": "'fourteen'"})
    (first,) = feedback_of(values, "6+4x2=?")
    assert "type the number with digits" in first.message and "not a tile" not in first.message


@pytest.mark.parametrize("name", ["02-operator-precedence.ipynb", "02-punkt-vor-strich.ipynb",
                                  "02-volgorde-van-bewerkingen.ipynb"])
def test_the_check_cell_shows_a_sum_for_every_named_slip(name):
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        run_cells({}, LESSON.with_name(name))
    shown = {line.split()[-1] for line in printed.getvalue().splitlines() if line.strip()}
    assert set(MISCONCEPTIONS) <= shown, set(MISCONCEPTIONS) - shown


@pytest.mark.parametrize(("name", "words"), [
    ("02-operator-precedence.ipynb", "so an answer below zero is never correct"),
    ("02-punkt-vor-strich.ipynb", "also ist ein Ergebnis unter null nie richtig"),
    ("02-volgorde-van-bewerkingen.ipynb", "dus een uitkomst onder nul is nooit goed"),
])
def test_the_lesson_shows_why_an_answer_is_never_below_zero(name, words):
    """Right after "below zero along the way is allowed", the lesson shows 6-8=-2 refused and
    why, in its own language."""
    values = run_cells({}, LESSON.with_name(name))
    shown = [str(v) for v in values if v is not None and str(v).startswith("6-8=-2")]
    assert len(shown) == 1 and words in shown[0], shown
