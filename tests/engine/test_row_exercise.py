"""What is the most a Summa Summarum row can score? RowExercise names the well-known ways of
getting it wrong (the longest numeral taken first, a cancelled symbol counted), in three
languages, follows the Profi rule and the black cells, and shows the best groups on a second
try."""

import pytest

from summy_widget import i18n
from summy_widget.summa import NotationError, ScoringError
from summy_widget.summa.lines import line_choices
from summy_widget.summa_exercise import ROW_SLIPS, RowExercise, longest_first


@pytest.mark.parametrize(("row", "answer", "slip"), [
    ("XLXIXI", 59, "longest-first"),  # XL + XIX; LXI + XI gives 72
    ("XLXIXI", 82, "cancelled-counted"),  # 72 and the first X
    ("IVIIIX", 7, "longest-first"),  # IV + III, the X cancelled
    ("#IIVXI", 13, "longest-first"),  # II + XI; IV + XI gives 15
    ("#IIVXI", 16, "cancelled-counted"),
    ("XLXIXI", 71, None),
    ("XV#XXI", 51, None),
])
def test_a_wrong_score_names_its_slip(row, answer, slip):
    feedback = RowExercise(row).check(answer)
    assert not feedback.correct and feedback.misconception == slip
    assert "working" not in str(feedback)


@pytest.mark.parametrize("row", ["XLXIXI", "IVIIIX", "#IIVXI", "XIVIVI", "IXXXI#", "LXVLXI",
                                 "IIII", "V#V#V", "LLL"])
@pytest.mark.parametrize("min_length", [2, 3])
def test_the_score_is_the_best_of_every_choice_of_groups(row, min_length):
    best = max(score for score, _, _ in line_choices(row, min_length))
    exercise = RowExercise(row, min_length=min_length)
    assert exercise.score == best and exercise.check(best).correct
    assert exercise.slip_of(best) is None


def test_the_words_name_the_pupils_groups_and_the_cancelled_symbol():
    assert str(RowExercise("XLXIXI").check(59)) == (
        "59 is not right. You went from the left and took the longest numeral at each place: "
        "XL + XIX = 40 + 19 = 59. But "
        "other groups give more. Try again.")
    assert "You counted X too, but it is in no group" in str(RowExercise("XLXIXI").check(82))
    assert "an jeder Stelle die längste Zahl genommen: II + XI = 2 + 11 = 13" in str(
        RowExercise("#IIVXI", lang="de").check(13))
    assert "at least 3 symbols" in str(RowExercise("XLXIXI", min_length=3).check(1))


def test_a_second_wrong_try_gets_the_best_groups_and_what_they_cancel():
    exercise = RowExercise("XLXIXI")
    exercise.check(59)
    assert str(exercise.check(60)) == ("60 is not right either. Here is the working: "
                                       "LXI + XI = 61 + 11 = 72; cancelled: X")
    assert RowExercise("IIII").working() == "II + II = 2 + 2 = 4"
    assert RowExercise("V#V#V").working() == "no run of symbols is a numeral that counts: 0"
    assert longest_first("IIII") == ((0, 3),)  # III, then a lone I: 3, not 4


def test_a_row_that_is_no_row_is_refused_at_once():
    for row in ("ABC", "", "XIVIVIXXX", "XIV VI"):
        with pytest.raises(NotationError, match="is not a row of a sheet"):
            RowExercise(row)
    with pytest.raises(TypeError, match="row must be a row of a sheet"):
        RowExercise(["X", "I"])
    with pytest.raises(ScoringError):
        RowExercise("XIV", min_length=0)


def test_the_row_is_drawn_with_its_black_cells_and_the_question_in_words():
    page = RowExercise("#IIVXI", lang="nl")._repr_html_()
    assert "Hoeveel punten kan de rij #IIVXI hoogstens opleveren?" in page
    assert page.count("<td") == 6 and page.count("background:#111") == 1


def test_every_language_has_every_word():
    keys = {lang: {k for k in i18n.table(lang) if k.startswith("score.row.")}
            for lang in ("en", "de", "nl")}
    assert keys["en"] == keys["de"] == keys["nl"]
    assert {f"score.row.slip.{code}" for code in ROW_SLIPS} <= keys["en"]
