"""The end of a Summy game of three or four: who won in a list ("Ann and Computer 1 share the
win!"), the points in seat order with a ★ for each winner, and the places (shared places for
equal scores), in English, German and Dutch; the widget syncs them as ``result``."""

from __future__ import annotations

import pytest

from summy_widget import SummyWidget
from summy_widget.summy.session import Session
from summy_widget.summy.words import and_list, places

SEATS = ["Ann", "Ben", "computer:greedy", "computer:strong"]


def ended(scores: list[int], lang: str = "en", seats: list[str] = SEATS) -> SummyWidget:
    """A widget whose game has just ended with ``scores``."""
    w = SummyWidget(players=seats, seed=5, lang=lang)
    w.game.over = True
    w.game.scores[:] = scores
    w._refresh()
    return w


@pytest.mark.parametrize(("lang", "two", "three"), [
    ("en", "Ann and Computer 1 share the win!", "Ann, Ben and Computer 2 share the win!"),
    ("de", "Ann und Computer 1 gewinnen gemeinsam!", "Ann, Ben und Computer 2 gewinnen gemeinsam!"),
    ("nl", "Ann en Computer 1 winnen samen!", "Ann, Ben en Computer 2 winnen samen!"),
])
def test_a_shared_win_lists_the_winners_with_and(lang, two, three):
    w = ended([40, 12, 40, 5], lang)
    assert w.phase == "over" and w.winners == [0, 2]
    assert w.result["winner"] == two
    assert ended([40, 40, 12, 40], lang).result["winner"] == three


def test_the_scores_keep_seat_order_and_only_a_star_marks_the_winners():
    result = ended([40, 12, 40, 5]).result
    assert result["scores"] == ["★ Ann: 40", "Ben: 12", "★ Computer 1: 40", "Computer 2: 5"]
    assert result["winners"] == [0, 2]


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["1st place: Ann and Computer 1, 40 points", "3rd place: Ben, 12 points",
            "4th place: Computer 2, 5 points"]),
    ("de", ["1. Platz: Ann und Computer 1, 40 Punkte", "3. Platz: Ben, 12 Punkte",
            "4. Platz: Computer 2, 5 Punkte"]),
    ("nl", ["1e plaats: Ann en Computer 1, 40 punten", "3e plaats: Ben, 12 punten",
            "4e plaats: Computer 2, 5 punten"]),
])
def test_three_or_four_players_get_places_shared_on_equal_scores(lang, expected):
    assert ended([40, 12, 40, 5], lang).result["places"] == expected


def test_places_in_order_and_two_players_need_none():
    w = ended([7, 30, 19, 19])
    assert w.result["places"] == ["1st place: Ben, 30 points", "2nd place: Computer 1 and "
                                  "Computer 2, 19 points", "4th place: Ann, 7 points"]
    assert w.result["winner"] == "Ben wins!"
    two = ended([7, 30], seats=["Ann", "computer:greedy"])
    assert two.result["places"] == [] and two.result["scores"] == ["Ann: 7", "★ Computer: 30"]


def test_the_screen_reader_hears_it_in_sentences():
    said = ended([40, 12, 40, 5]).result["said"]
    assert said == ("Game over. Ann and Computer 1 share the win! 1st place: Ann and "
                    "Computer 1, 40 points. 3rd place: Ben, 12 points. 4th place: Computer 2, "
                    "5 points.")
    assert "★" not in said and "!." not in said


def test_you_win_and_no_result_while_playing():
    assert ended([30, 7], seats=["You", "Ann"]).result["winner"] == "You won!"
    assert SummyWidget(players=SEATS, seed=5).result == {}
    assert Session(["Ann", "Ben"], seed=5).result() == {}


def test_lists_and_places_helpers():
    assert and_list([], "en") == "" and and_list(["Ann"], "nl") == "Ann"
    assert and_list(["A", "B", "C", "D"], "de") == "A, B, C und D"
    assert places(["A", "B", "C"], [5, 5, 5], "en") == ["1st place: A, B and C, 5 points"]
