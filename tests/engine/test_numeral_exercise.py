"""What is a Roman numeral worth? NumeralExercise names the well-known ways of reading one
wrongly (a smaller symbol before a larger one added, a symbol of a run miscounted), in three
languages, refuses what cannot be a value or a numeral that does not count, and shows the
working on a second try."""

import pytest

from summy_widget import i18n
from summy_widget.summa import NotationError, numerals
from summy_widget.summa_exercise import NUMERAL_SLIPS, NumeralExercise, parts


@pytest.mark.parametrize(("numeral", "answer", "slip"), [
    ("XIV", 16, "added-smaller-first"),
    ("XLIX", 71, "added-smaller-first"),  # both pairs added
    ("XLIX", 69, "added-smaller-first"),  # only XL
    ("XLIX", 51, "added-smaller-first"),  # only IX
    ("LXXXVIII", 78, "miscounted-run"),  # an X left out
    ("LXXXVIII", 98, "miscounted-run"),  # an X counted twice
    ("LXXXVIII", 87, "miscounted-run"),
    ("XIV", 15, None),
    ("LXV", 75, None),  # no run of X: not a miscount
    ("LXXXVIII", 90, None),
])
def test_a_wrong_value_names_its_slip(numeral, answer, slip):
    feedback = NumeralExercise(numeral).check(answer)
    assert not feedback.correct and feedback.misconception == slip
    assert "working" not in str(feedback)  # not yet


def test_every_numeral_of_the_dice_is_cut_into_parts_that_give_its_value():
    for numeral, value in numerals().items():
        cut = parts(numeral)
        assert "".join(cut) == numeral
        exercise = NumeralExercise(numeral)
        assert exercise.score == value and exercise.working().endswith(f"= {value}")
        assert exercise.check(value).correct
        assert exercise.slip_of(value) is None
        assert all(v != value for v in exercise.slips().values()), numeral


def test_the_words_of_each_slip_name_the_pairs_and_the_run():
    assert str(NumeralExercise("XLIX").check(71)) == (
        "71 is not right. You added the X before L and the I before X. But a smaller symbol "
        "before a larger one is taken away: XL = 50 − 10 = 40, IX = 10 − 1 = 9. Try again.")
    assert "You added the I before X. But" in str(NumeralExercise("XLIX").check(51))
    assert str(NumeralExercise("LXXXVIII").check(78)) == (
        "78 is not right. Count the X's again: LXXXVIII has 3 of them in a row. Try again.")
    assert "Du hast das I vor dem V addiert" in str(NumeralExercise("XIV", lang="de").check(16))
    assert "Tel de X's nog eens: LXXXVIII heeft er 3" in str(
        NumeralExercise("LXXXVIII", lang="nl").check(98))
    assert str(NumeralExercise("XIV").check(15)) == (
        "15 is not what XIV is worth. Add the symbols from left to right, and take away a "
        "smaller one that stands before a larger one. Try again.")


def test_a_second_wrong_try_in_a_row_gets_the_working_and_a_right_one_starts_again():
    exercise = NumeralExercise("XLIX")
    assert "working" not in str(exercise.check(48))
    second = exercise.check(71)
    assert str(second) == ("71 is not right either. Here is the working: XL + IX = (50 − 10) + "
                           "(10 − 1) = 40 + 9 = 49")
    assert second.misconception == "added-smaller-first"
    assert exercise.check(49).correct and exercise.wrong == 2 and exercise.wrong_in_a_row == 0
    assert NumeralExercise("IX").working() == "IX = 10 − 1 = 9"
    assert NumeralExercise("V").working() == "V = 5"


def test_a_numeral_that_does_not_count_is_refused_at_once_in_the_users_language():
    with pytest.raises(NotationError) as refused:
        NumeralExercise("IIII")
    assert str(refused.value) == ("IIII is not a standard Roman numeral (that value is written "
                                  "IV): an exercise needs one that scores")
    assert refused.value.text("de").startswith("IIII ist keine übliche römische Zahl")
    with pytest.raises(NotationError, match="ABC is not a Roman numeral"):
        NumeralExercise("ABC")
    with pytest.raises(TypeError, match="numeral must be a Roman numeral like 'XIV', not int"):
        NumeralExercise(14)


def test_the_numeral_is_shown_large_with_the_question_in_words():
    page = NumeralExercise("XLIX", lang="nl")._repr_html_()
    assert "Hoeveel is XLIX waard?" in page and ">XLIX</div>" in page


def test_every_language_has_every_word():
    keys = {lang: {k for k in i18n.table(lang) if k.startswith("score.numeral.")}
            for lang in ("en", "de", "nl")}
    assert keys["en"] == keys["de"] == keys["nl"]
    assert {f"score.numeral.slip.{code}" for code in NUMERAL_SLIPS} <= keys["en"]
    errors = {lang: {k for k in i18n.table(lang) if k.startswith("summa.error.not-a-numeral")}
              for lang in ("en", "de", "nl")}
    assert errors["en"] == errors["de"] == errors["nl"] and len(errors["en"]) == 2
