"""What the lessons' feedback claims is true, it names the cell's own variable, and it
counts tries the way a pupil makes them (a right answer starts the count again)."""

import random
import re
from fractions import Fraction

import pytest

from summy_widget.arithmetic import format_value
from summy_widget.lessons import Exercise, WorkedExample, step_part

#: The worked examples of lesson 02 (tests/notebooks checks that the lesson uses these).
LESSON_EXAMPLES = [("70+118:2=?", 0), ("6+12:3=?", 1), ("30-12:4x2=?", 2)]

_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
        "x": lambda a, b: a * b, ":": lambda a, b: a / b}
_CLAIM = re.compile(r"^step (\d+) is (\S+) (\S) (\S+): that is not (\S+)\.")


def random_examples(count: int, seed: int = 2) -> list[tuple[str, int]]:
    """Sums of 2 to 4 steps (3 to 5 numbers), each with every possible number of blanks."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        size = rng.randint(3, 5)
        text = str(rng.randint(1, 30))
        for _ in range(size - 1):
            text += rng.choice("+-x:") + str(rng.randint(1, 12))
        question = text + "=?"
        try:
            steps = len(WorkedExample(question).steps)
        except ValueError:
            continue
        found += [(question, blanks) for blanks in range(1, steps + 1)]
    return found


def wrong_tries(example: WorkedExample) -> list[tuple[object, ...]]:
    """Answers with one open step wrong: off by one, the whole sum's value, a slip's value."""
    right = [s.result for s in example.steps[example.first_blank:]]
    tries = []
    for j in range(len(right)):
        for wrong in {right[j] + 1, example.value, right[j] * 2 + 3, Fraction(0)}:
            if wrong != right[j]:
                values = list(right)
                values[j] = wrong
                tries.append(tuple(values))
    return tries


def check_claim(example: WorkedExample, message: str) -> None:
    """A message that says "step n is a op b: that is not v" must be true on every count."""
    claim = _CLAIM.match(message)
    if claim is None:
        assert message.startswith("step ") and " is not right. " in message, message
        return
    n, a, op, b, said = claim.groups()
    step = example.steps[int(n) - 1]
    assert int(n) > example.first_blank, "only an open step is named"
    assert step_part(step) == f"{a} {op} {b}"
    value = _OPS[op](Fraction(a), Fraction(b))
    assert value == step.result, f"{a} {op} {b} is not the step's own result: {message}"
    assert value != Fraction(said), f"false claim: {message}"


@pytest.mark.parametrize(("question", "blanks"),
                         [e for e in LESSON_EXAMPLES if e[1]] + random_examples(40))
def test_a_wrong_step_message_says_only_what_is_true(question, blanks):
    for values in wrong_tries(WorkedExample(question, blanks=blanks)):
        example = WorkedExample(question, blanks=blanks)
        feedback = example.check(*values)
        assert not feedback.correct
        check_claim(example, feedback.message)


def test_the_lesson_example_names_the_step_the_blank_stands_for():
    feedback = WorkedExample("30-12:4x2=?", blanks=2).check(24, 24)
    assert feedback.message == "step 2 is 3 x 2: that is not 24. Try again."
    assert "30 - 3 x 2" not in feedback.message


def test_a_second_wrong_try_shows_the_working_without_try_again():
    example = WorkedExample("6+12:3=?", blanks=1)
    example.check(7)
    second = example.check(7)
    assert second.message == ("step 2 is 6 + 4: that is not 7. "
                              "Here is the whole working of 6+12:3=10:")
    assert "Try again" not in second.message and second.explanation is not None


def test_a_right_answer_starts_the_count_again():
    exercise = Exercise("6+4x2=?")
    exercise.check(20)
    assert exercise.check(14).correct
    after = exercise.check(15)
    assert "either" not in after.message and after.explanation is None
    assert exercise.wrong == 2 and exercise.wrong_in_a_row == 1
    example = WorkedExample("6+12:3=?", blanks=1)
    example.check(7)
    assert example.check(10).correct
    assert "Try again." in example.check(7).message


@pytest.mark.parametrize("words", ["fourteen", "Fourteen ", "vierzehn", "14 tiles"])
def test_a_number_in_words_asks_for_digits_and_is_no_wrong_try(words):
    exercise = Exercise("6+4x2=?")
    feedback = exercise.check(words)
    assert feedback.message == (f"'{words.strip()}' is not a number written with digits: "
                                "type the number with digits, like 305")
    assert exercise.wrong == 0 and "14" not in feedback.message.replace(words.strip(), "")
    assert "not a tile" not in feedback.message


def test_messages_name_the_variable_of_the_cell():
    exercise = Exercise("6+4x2=?", variable="answer_1")
    assert exercise.check(None).message == (
        "type your answer for 6+4x2=? after 'answer_1 =' in place of None, "
        "then run the cell again")
    assert "'answer ='" not in Exercise("6+4x2=?").check(None).message
    example = WorkedExample("30-12:4x2=?", blanks=2, variable="predictions_3")
    assert "after 'predictions_3 ='" in example.check(None, None).message
    assert "example.check" not in example.check(None, None).message
    count = example.check(6).message
    assert count.endswith("like predictions_3 = (number for step 2, number for step 3)")
    assert "predictions_3 =" in example._repr_html_()
    single = WorkedExample("6+12:3=?", blanks=1, variable="prediction_2")
    assert single.check(1, 2).message.endswith("like prediction_2 = number for step 2")


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_new_messages_speak_german_and_dutch(lang):
    example = WorkedExample("30-12:4x2=?", blanks=2, lang=lang, variable="predictions_3")
    message = example.check(24, 24).message
    assert "3 x 2" in message and "30 - 3" not in message
    assert message != WorkedExample("30-12:4x2=?", blanks=2).check(24, 24).message
    assert "predictions_3 =" in example.check(None, None).message
    assert "305" in Exercise("6+4x2=?", lang=lang).check("fourteen").message


def test_format_value_of_a_fraction_in_a_claim():
    # a step whose result is a fraction is named with its own numbers
    feedback = WorkedExample("7:2x2=?", blanks=2).check(5, 7)
    assert feedback.message.startswith("step 1 is 7 : 2: that is not 5."), feedback.message
    assert format_value(Fraction(7, 2)) == "7/2"
