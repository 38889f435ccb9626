"""What does a move score? ScoreExercise names the well-known ways of scoring a move wrongly,
in three languages, refuses what cannot be a score, and shows the working on a second try.
What cannot be a score is refused the same way by the other games' exercises."""

import pytest

from summy_widget import i18n
from summy_widget.pari_exercise import PariScoreExercise
from summy_widget.score_exercise import SCORE_SLIPS, ScoreExercise, slip_scores
from summy_widget.sheet_exercise import SheetExercise
from summy_widget.summa_exercise import NumeralExercise, RowExercise
from summy_widget.summy import Board, IllegalMoveError

OLD = (Board.empty().write("J13> 99+"), "J13> (99+)1=100")  # 20: old digits count too
CROSS = (Board.empty().write("P16> 8-5=", "T15v ="), "T12v 1+2(=)3")  # 6 + 16 = 22
TWICE = (Board.empty().write("K13> 2+4=", "O9v 2x3="), "K13> (2+4=)6")  # 12 + 11 = 23


@pytest.mark.parametrize(("position", "answer", "slip"), [
    (OLD, 200, "numbers-not-digits"),
    (OLD, 2, "new-digits-only"),
    (CROSS, 6, "main-sum-only"),
    (CROSS, 9, "new-digits-only"),
    (CROSS, 19, "shared-digit-once"),
    (TWICE, 12, "main-sum-only"),  # (also the new digits only: the first way names it)
    (TWICE, 17, "shared-digit-once"),
    (OLD, 21, None),
    (CROSS, 16, None),
])
def test_a_wrong_score_names_its_slip(position, answer, slip):
    feedback = ScoreExercise(*position).check(answer)
    assert not feedback.correct and feedback.misconception == slip
    assert feedback.explanation is None and "working" not in str(feedback)  # not yet


def test_a_slip_that_gives_the_right_score_is_not_named():
    # 1+2=3 and 8-5=3: adding the numbers gives 22, the right score, by coincidence
    assert slip_scores(ScoreExercise(*CROSS).result)["numbers-not-digits"] == 22
    assert ScoreExercise(*CROSS).check(22).correct
    assert set(slip_scores(ScoreExercise(*TWICE).result)) == set(SCORE_SLIPS)


def test_the_words_of_each_slip_use_the_students_numbers():
    assert str(ScoreExercise(*OLD).check(200)) == (
        "200 is not right. You added the numbers: 99+1+100=200. But a sum scores its digits, "
        "one by one. Try again.")
    assert "You counted only 1+2=3. But the move also completes 8-5=3" in str(
        ScoreExercise(*CROSS).check(6))
    assert "You counted the 3 on T16 once. But it stands in two sums" in str(
        ScoreExercise(*CROSS).check(19))
    assert "Du hast die Zahlen addiert: 99+1+100=200" in str(
        ScoreExercise(*OLD, lang="de").check(200))
    assert "Je hebt de 3 op T16 maar één keer geteld" in str(
        ScoreExercise(*CROSS, lang="nl").check(19))


def test_a_second_wrong_try_in_a_row_gets_the_working_and_a_right_one_starts_again():
    exercise = ScoreExercise(*TWICE)
    assert "working" not in str(exercise.check(40))
    second = exercise.check(12)
    assert str(second) == ("12 is not right either. Here is the working: 2+4=6 scores 2+4+6 = "
                           "12; 2x3=6 scores 2+3+6 = 11; together 23")
    assert second.misconception == "main-sum-only"
    assert exercise.check(23).correct and exercise.wrong == 2 and exercise.wrong_in_a_row == 0
    assert "working" not in str(exercise.check(40))


#: each game's exercise, named by its cell's variable, and its right answer
EXERCISES = {
    "summy": (lambda: ScoreExercise(*OLD, variable="score_1"), 20),
    "pari": (lambda: PariScoreExercise("12+34=46", variable="points_1"), 5),
    "summa": (lambda: NumeralExercise("XIV", variable="value_1"), 14),
    "row": (lambda: RowExercise("XLXIXI", variable="best_1"), 72),
    "sheet": (lambda: SheetExercise("VIV/#II", variable="sheet_1"), 14),
}


@pytest.mark.parametrize(("game", "answer", "words"), [
    ("summy", None, "type the score of J13> (99+)1=100 after 'score_1 =' in place of None"),
    ("summy", "", "type the score of J13> (99+)1=100 after 'score_1 ='"),
    ("summy", 20.5, "20.5 is not a whole number, but a score always is"),
    ("summy", -20, "-20 is below zero, but a score never is"),
    ("summy", "x", "the score should be a number written with digits, like 305, not 'x'"),
    ("summy", [20], "the score should be a number written with digits, like 305, not [20]"),
    ("summy", "twenty", "'twenty' is not a number written with digits"),
    ("pari", None, "type the score of 12+34=46 after 'points_1 =' in place of None"),
    ("pari", 5.5, "5.5 is not a whole number, but a score always is"),
    ("pari", -5, "-5 is below zero, but a score never is"),
    ("pari", "five", "'five' is not a number written with digits"),
    ("summa", None, "type the value of XIV after 'value_1 =' in place of None"),
    ("summa", 14.5, "14.5 is not a whole number, but a numeral's value always is"),
    ("summa", -14, "-14 is below zero, but a numeral's value never is"),
    ("summa", "x", "the value should be a number written with digits, like 65, not 'x'"),
    ("summa", "fourteen", "'fourteen' is not a number written with digits"),
    ("row", None, "type the most XLXIXI can score after 'best_1 =' in place of None"),
    ("row", 72.5, "72.5 is not a whole number, but a score always is"),
    ("row", "x", "the score should be a number written with digits, like 65, not 'x'"),
    ("sheet", None, "type the most this sheet can score after 'sheet_1 =' in place of None"),
    ("sheet", 14.5, "14.5 is not a whole number, but a score always is"),
    ("sheet", -14, "-14 is below zero, but a score never is"),
    ("sheet", "fourteen", "'fourteen' is not a number written with digits"),
])
def test_what_cannot_be_a_score_is_refused_and_counts_no_try(game, answer, words):
    make, right = EXERCISES[game]
    exercise = make()
    feedback = exercise.check(answer)
    assert not feedback.correct and words in str(feedback)
    assert exercise.wrong == 0
    assert exercise.check(f" {right} ").correct and exercise.check(float(right)).correct


def test_an_illegal_move_is_refused_at_once():
    with pytest.raises(IllegalMoveError, match="J13"):
        ScoreExercise(Board.start(), "J13> 4+3=7")


def test_the_board_is_shown_with_the_new_tiles_marked_and_the_question_in_words():
    page = ScoreExercise(*OLD, lang="nl")._repr_html_()
    assert "Hoeveel punten levert J13&gt; (99+)1=100 op?" in page
    assert page.count("outline:3px solid #e66100") == 5  # 1=100: the five tiles laid


def test_every_language_has_every_word():
    keys = {lang: {k for k in i18n.table(lang) if k.startswith("score.")}
            for lang in ("en", "de", "nl")}
    assert keys["en"] == keys["de"] == keys["nl"]
    assert {f"score.slip.{code}" for code in SCORE_SLIPS} <= keys["en"]


def test_a_calculation_in_the_feedback_is_kept_on_one_line():
    page = ScoreExercise(*CROSS).check(6)._repr_html_()
    assert '<span style="white-space:nowrap">8-5=3</span>' in page
    assert '<span style="white-space:nowrap">1+2=3</span>' in page


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("make", [lambda lang: ScoreExercise(*CROSS, lang=lang),
                                  lambda lang: PariScoreExercise("7=7", lang=lang)],
                         ids=["summy", "pari"])
def test_a_wrong_score_of_1_is_said_in_good_german_and_dutch(make, lang):
    """A wrong answer of 1 that is no known slip: the sentence starts with the answer and
    never says "1 Punkte" or "geen 1 punten" (before, the answer went before the plural)."""
    said = str(make(lang).check(1))
    start = {"de": "1 ist nicht richtig: So viele Punkte bringt", "nl": "1 is niet goed: zoveel "
             "punten levert"}[lang]
    assert said.startswith(start), said
    assert "1 Punkte" not in said and "1 punten" not in said
