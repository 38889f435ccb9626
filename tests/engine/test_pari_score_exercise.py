"""What does a =Pari= play score? PariScoreExercise names the well-known ways of counting a
play's points wrongly, in three languages, refuses what cannot be a score or an equation that
scores nothing, and shows the working on a second try."""

import pytest

from summy_widget import i18n
from summy_widget.pari import IllegalPlayError, Rules
from summy_widget.pari_exercise import PARI_SCORE_SLIPS, PariScoreExercise, pari_slip_scores

LONG = ("12+34=46",)  # 8 cards minus 3: 5
LAST = ("4x2=1+7", True)  # the last cards of the hand: 7, nothing taken off
SHORT = ("7=7",)  # 3 cards minus 3: 0


@pytest.mark.parametrize(("play", "answer", "slip"), [
    (LONG, 46, "value-not-cards"),
    (LONG, 2, "numbers-not-cards"),
    (LONG, 8, "no-deduction"),
    (LONG, 4, "equals-not-counted"),
    (LAST, 8, "value-not-cards"),
    (LAST, 6, "equals-not-counted"),
    (LAST, 4, "deducted-with-empty-hand"),
    (SHORT, 3, "no-deduction"),
    (SHORT, 7, "value-not-cards"),
    (LONG, 3, None),
    (LAST, 5, None),
    (SHORT, 1, None),
])
def test_a_wrong_score_names_its_slip(play, answer, slip):
    feedback = PariScoreExercise(*play).check(answer)
    assert not feedback.correct and feedback.misconception == slip
    assert "working" not in str(feedback)  # not yet


def test_the_right_scores_follow_the_rules_and_their_options():
    assert [PariScoreExercise(*p).score for p in (LONG, LAST, SHORT)] == [5, 7, 0]
    assert PariScoreExercise("12+34=46", rules=Rules(deduct=4)).score == 4
    assert PariScoreExercise("12+34=46", rules=Rules(count_equals=False)).score == 4
    # without the = counted, leaving it out is no slip; the 4 off is named with its 4
    assert "equals-not-counted" not in pari_slip_scores("12+34=46", Rules(count_equals=False))
    assert "But 4 are taken off" in str(
        PariScoreExercise("12+34=46", rules=Rules(deduct=4)).check(8))
    # a wrong score that is no known slip: the nudge counts as the rules do
    assert "the = included, and take 4 off" in str(
        PariScoreExercise("12+34=46", rules=Rules(deduct=4)).check(6))
    assert "without the =, and take 3 off" in str(
        PariScoreExercise("12+34=46", rules=Rules(count_equals=False)).check(3))


def test_a_slip_that_gives_the_right_score_is_not_named():
    # 7=7 without its = is 2 cards, below 3: 0, the right score
    assert pari_slip_scores("7=7")["equals-not-counted"] == 0
    assert PariScoreExercise("7=7").check(0).correct
    assert set(pari_slip_scores("12+34=46")) | set(pari_slip_scores("3+1=4", empty_hand=True)) \
        == set(PARI_SCORE_SLIPS)


def test_a_value_that_is_no_whole_number_is_no_slip():
    assert "value-not-cards" not in pari_slip_scores("7:2=7:2")
    assert "value-not-cards" not in pari_slip_scores("1-3=0-2")


def test_the_words_of_each_slip_use_the_students_numbers():
    assert str(PariScoreExercise(*LONG).check(2)) == (
        "2 is not right. You counted 12 as one card. But each digit is a card of its own: "
        "12 is 2 cards. Try again.")
    assert "You counted the cards, 8. But 3 are taken off" in str(
        PariScoreExercise(*LONG).check(8))
    assert "Each side comes to 46, but a play scores for its cards" in str(
        PariScoreExercise(*LONG).check(46))
    assert "You took 3 off. But this play uses the last cards of the hand" in str(
        PariScoreExercise(*LAST).check(4))
    assert "Du hast 12 als eine Karte gezählt" in str(PariScoreExercise(*LONG, lang="de").check(2))
    assert "Je hebt de =-kaart weggelaten" in str(PariScoreExercise(*LONG, lang="nl").check(4))


def test_a_second_wrong_try_in_a_row_gets_the_working_and_a_right_one_starts_again():
    exercise = PariScoreExercise(*LONG)
    assert "working" not in str(exercise.check(3))
    second = exercise.check(2)
    assert str(second) == ("2 is not right either. Here is the working: 12+34=46 is 8 cards: "
                           "1, 2, +, 3, 4, =, 4, 6; 8 minus 3 = 5")
    assert second.misconception == "numbers-not-cards"
    assert exercise.check(5).correct and exercise.wrong == 2 and exercise.wrong_in_a_row == 0
    assert str(PariScoreExercise(*SHORT).check(0)).endswith(
        "7=7 is 3 cards: 7, =, 7; 3 minus 3 = 0")
    assert str(PariScoreExercise(*LAST).check(7)).endswith(
        "4x2=1+7 is 7 cards: 4, x, 2, =, 1, +, 7; the hand is empty after the play, so nothing is "
        "taken off: 7")
    assert str(PariScoreExercise("5=5", rules=Rules(deduct=4)).check(0)).endswith(
        "3 minus 4 is below 0, and a play never scores less than 0: 0")


def test_an_equation_that_is_not_correct_is_refused_at_once_in_the_users_language():
    with pytest.raises(IllegalPlayError) as refused:
        PariScoreExercise("2+2=5")
    assert refused.value.code == "not-correct"
    assert str(refused.value) == ("2+2=5 is not a correct equation (the left side is 4, but the "
                                  "right side is 5): an exercise needs one that scores")
    assert refused.value.text("de").startswith("2+2=5 ist keine richtige Gleichung (die linke")


def test_the_cards_are_shown_with_the_question_and_the_hand_in_words():
    page = PariScoreExercise(*LAST, lang="de")._repr_html_()
    assert "Wie viele Punkte bringt 4x2=1+7?" in page
    assert "Das sind die letzten Karten der Hand" in page
    assert page.count("border:2px solid #1f4e8c") == 7 and ">×</span>" in page
    assert "Nach dem Zug sind noch Karten" in PariScoreExercise(*LONG, lang="de")._repr_html_()


def test_every_language_has_every_word():
    keys = {lang: {k for k in i18n.table(lang) if k.startswith("score.pari.")}
            for lang in ("en", "de", "nl")}
    assert keys["en"] == keys["de"] == keys["nl"]
    assert {f"score.pari.slip.{code}" for code in PARI_SCORE_SLIPS} <= keys["en"]
