"""Lesson exercises and faded worked examples: each checks its own answer, names the slip first
and shows the whole working only on a second wrong try or on request."""

from decimal import Decimal
from fractions import Fraction

import pytest

from summy_widget import summy
from summy_widget.lessons import Exercise, WorkedExample, answer_text


@pytest.mark.parametrize("answer", [129, 129.0, Fraction(129), "129", " 129 ", "129.0",
                                    Decimal("129"), Fraction(258, 2)])
def test_numbers_are_accepted_however_python_gives_them(answer):
    feedback = Exercise("70+118:2=?").check(answer)
    assert feedback.correct, feedback.message
    assert feedback.message == "129 is right: 70+118:2=129 is correct"


def test_python_division_gives_a_float_and_that_is_fine():
    answer = 70 + 118 / 2
    assert answer == 129.0 and isinstance(answer, float)
    assert Exercise("70+118:2=?").check(answer).correct


@pytest.mark.parametrize(("answer", "shown"), [(129.5, "129.5"), (Fraction(7, 2), "7/2"),
                                               ("7/2", "7/2"), ("3,5", "3,5"),
                                               (float("nan"), "nan")])
def test_a_number_that_is_not_whole_gets_a_kind_message(answer, shown):
    exercise = Exercise("70+118:2=?")
    feedback = exercise.check(answer)
    assert not feedback.correct
    assert feedback.message.startswith(f"{shown} is not a whole number")
    assert "Try again" in feedback.message
    assert exercise.wrong == 0  # not counted: the working is not given away for it


def test_negative_numbers_and_non_numbers_get_their_own_message():
    exercise = Exercise("6+4x2=?")
    assert exercise.check(-14).message.startswith("-14 is below zero")
    assert "not True" in exercise.check(True).message
    assert "'a' is not a number written with digits" in exercise.check("a").message
    assert "'#' is not a tile" in exercise.check("4#").message
    assert "in place of None" in exercise.check(None).message
    assert "in place of None" in exercise.check("  ").message


def test_first_wrong_answer_names_the_slip_without_the_working():
    exercise = Exercise("6+4x2=?")
    feedback = exercise.check(20)
    assert not feedback.correct and feedback.misconception == "left-to-right"
    assert feedback.message == (
        "20 is not right. You added first: 6+4=10, then 10x2=20. But x comes before +. "
        "Try again: which sign comes first?")
    assert "14" not in feedback.message
    assert feedback.explanation is None
    assert "14" not in feedback._repr_html_()


def test_second_wrong_answer_shows_the_whole_working():
    exercise = Exercise("6+4x2=?")
    exercise.check(20)
    feedback = exercise.check(20)
    assert feedback.message.startswith("20 is not right either: 6+4x2=20 is not correct: "
                                       "You added first")
    assert feedback.message.endswith("Here is the whole working of 6+4x2=14:")
    assert feedback.explanation is not None
    assert "6 + 8 = 14" in str(feedback.explanation)
    assert "left side 14 = right side 14" in feedback._repr_html_()


def test_a_wrong_value_without_a_known_slip_gets_a_nudge_not_the_answer():
    feedback = Exercise("6+4x2=?").check(15)
    assert feedback.misconception is None
    assert "14" not in feedback.message
    assert "step by step" in feedback.message


def test_show_working_on_request():
    exercise = Exercise("3+?x2=11")
    assert exercise.solution == "3+4x2=11"
    working = str(exercise.show_working())
    assert "4 x 2 = 8" in working and "3 + 8 = 11" in working
    assert Exercise("5:?=2").solution is None  # 5:x is never 2 with whole x... 5:2.5
    assert Exercise("5:?=2").show_working() is None


def test_each_exercise_counts_its_own_attempts():
    first, second = Exercise("6+4x2=?"), Exercise("20-12:4=?")
    first.check(20)
    feedback = second.check(2)  # (20-12):4 = 2: left to right
    assert feedback.misconception == "left-to-right"
    assert feedback.explanation is None  # a first wrong try for this exercise
    assert second.check(17).correct
    assert first.wrong == 1 and second.wrong == 1


def test_exercises_follow_the_rules_and_the_language():
    exact = summy.Rules(exact_division=True)
    assert Exercise("7:2x2=?", rules=exact).solution is None
    german = Exercise("6+4x2=?", lang="de").check(20)
    assert "Punkt vor Strich" in german.message and "Versuch es noch einmal" in german.message
    dutch = Exercise("6+4x2=?", lang="nl").check(20)
    assert "Meneer Van Dale" in dutch.message and "Probeer het nog eens" in dutch.message


def test_a_bad_question_is_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="exactly one blank"):
        Exercise("6+4x2=14")
    with pytest.raises(TypeError, match="question"):
        Exercise(None)


def test_answer_text():
    assert answer_text(Fraction(14)) == "14"
    assert answer_text("6+8") == "6+8"


# -- faded worked examples -------------------------------------------------------------


def test_the_first_example_is_fully_worked():
    example = WorkedExample("70+118:2=?")
    assert example.blanks == 0
    assert str(example).splitlines() == [
        "Worked example: 70+118:2=129",
        "  step 1: 70 + 118 : 2  ->  118 : 2 = 59",
        "  step 2: 70 + 59 = 129",
    ]
    assert "?" not in example._repr_html_()
    assert example.check().correct


def test_the_next_example_leaves_the_last_step_to_predict():
    example = WorkedExample("20-12:4=?", blanks=1)
    lines = str(example).splitlines()
    assert lines[1] == "  step 1: 20 - 12 : 4  ->  12 : 4 = 3"
    assert lines[2] == "  step 2: 20 - 3 = ?"
    assert "17" not in str(example) and "17" not in example._repr_html_()
    assert example.check(17).correct
    assert example.check("17").correct


def test_then_two_steps_then_the_slip_is_named():
    example = WorkedExample("3+4x5-6=?", blanks=2)
    lines = str(example).splitlines()
    assert lines[1] == "  step 1: 3 + 4 x 5 - 6  ->  4 x 5 = 20"
    assert lines[2] == "  step 2: 3 + 20 - 6  ->  ?"
    assert lines[3] == "  step 3: ?"
    feedback = example.check(23, 17)
    assert feedback.correct and feedback.message == "right: 3+20=23, then 23-6=17"


@pytest.mark.parametrize(
    ("question", "blanks", "values", "code", "said"),
    [
        ("6+4x2=?", 2, (10, 20), "left-to-right", "You added first: 6+4=10. But x comes before +."),
        ("24:4x2=?", 2, (8, 3), "multiply-before-divide", "You multiplied first: 4x2=8."),
        ("10-2+3=?", 2, (5, 5), "add-before-subtract", "You added first: 2+3=5."),
        ("20-5-3=?", 2, (2, 18), "right-to-left", "You worked from right to left: 5-3=2."),
        ("7:2x2=?", 2, (3, 6), "drop-remainder", "You dropped the remainder: 7:2=3. But 7:2 "
                                                 "does not come out even"),
        ("3-5+4=?", 2, (2, 6), "smaller-from-larger", "You took the smaller number from the "
                                                      "larger: 3-5=2. But 3-5 goes below zero."),
        ("6+2x0=?", 2, (2, 8), "times-zero", "You multiplied by 0 as if nothing changed: 2x0=2."),
    ],
)
def test_a_wrong_prediction_names_the_slip(question, blanks, values, code, said):
    feedback = WorkedExample(question, blanks=blanks).check(*values)
    assert not feedback.correct and feedback.misconception == code
    assert said in feedback.message
    assert feedback.message.startswith("step 1 is not right.")
    assert feedback.explanation is None


def test_a_wrong_step_without_a_known_slip_and_then_the_working():
    example = WorkedExample("20-12:4=?", blanks=1)
    first = example.check(16)
    assert first.message == "step 2 is 20 - 3: that is not 16. Try again."
    assert first.misconception is None and first.explanation is None
    second = example.check(16)
    assert second.message == ("step 2 is 20 - 3: that is not 16. "
                              "Here is the whole working of 20-12:4=17:")
    assert "20 - 3 = 17" in str(second.explanation)
    assert "20 - 3 = 17" in str(example.show_working())


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 step for you: give 1 number,", "2 steps for you: give 2 numbers,"),
    ("de", "ist 1 Schritt für dich: gib 1 Zahl ein", "sind 2 Schritte für dich: gib 2 Zahlen"),
    ("nl", "is er 1 stap voor jou: geef 1 getal,", "zijn er 2 stappen voor jou: geef 2 getallen")])
def test_the_count_of_open_steps_is_said_without_made_up_plurals(lang, one, two):
    single = WorkedExample("20-12:4=?", blanks=1, lang=lang).check(1, 2).message
    double = WorkedExample("6+4x2=?", blanks=2, lang=lang).check(8).message
    assert one in single and two in double
    assert not any("(" in text.split(":")[0] for text in (single, double))


def test_the_example_asks_for_as_many_numbers_as_open_steps():
    example = WorkedExample("6+4x2=?", blanks=2)
    feedback = example.check(8)
    assert not feedback.correct
    assert "2 steps for you: give 2 numbers" in feedback.message
    assert "put your number" in example.check(None, None).message
    assert example.wrong == 0


def test_fractions_along_the_way_are_predictions_too():
    example = WorkedExample("7:2x2=?", blanks=2)
    assert example.check("7/2", 7).correct
    assert example.check(3.5, 7.0).correct
    assert example.check(Fraction(7, 2), 7).correct


def test_bad_examples_are_refused_clearly():
    with pytest.raises(ValueError, match="between 0 and 2"):
        WorkedExample("6+4x2=?", blanks=3)
    with pytest.raises(TypeError, match="blanks"):
        WorkedExample("6+4x2=?", blanks="1")
    with pytest.raises(ValueError, match="cannot be worked out"):
        WorkedExample("6+a=?")
    with pytest.raises(TypeError, match="question"):
        WorkedExample(12)


def test_examples_speak_german_and_dutch():
    german = WorkedExample("6+4x2=?", blanks=2, lang="de")
    assert str(german).startswith("Vorgerechnetes Beispiel: 6+4x2=?\n  Schritt 1:")
    assert "Punkt vor Strich" in german.check(10, 20).message
    dutch = WorkedExample("6+4x2=?", blanks=2, lang="nl")
    assert "Meneer Van Dale" in dutch.check(10, 20).message


def test_an_operator_slip_gets_its_own_nudge():
    """The nudge after a slip of one operator asks about that operator, not about the order."""
    feedback = Exercise("9:2x2=?").check(8)
    assert feedback.misconception == "drop-remainder"
    assert feedback.message == ("8 is not right. You dropped the remainder: 9:2=4, then 4x2=8. "
                                "But 9:2 does not come out even, and the part left over counts "
                                "too. Try again, and keep the remainder.")
    assert "which sign comes first" in Exercise("6+4x2=?").check(20).message
    assert Exercise("3-5+4=?").check(6).message.endswith(
        "Try again, and take the numbers in the order they stand.")
    assert Exercise("65+2x0=?").check(67).message.endswith("Try again: what is a number times 0?")
    assert "den Rest nicht weg" in Exercise("9:2x2=?", lang="de").check(8).message
    assert "de rest niet weg" in Exercise("9:2x2=?", lang="nl").check(8).message
