"""=Pari= counts in words that fit the number: "1 point", never "1 points"."""

from __future__ import annotations

from test_pari_review import practice_after_one_turn

from summy_widget.pari import Rules
from summy_widget.widgets.pari import PariWidget


def one_point_play(lang: str = "en") -> PariWidget:
    """Seed 1 (You first), deducting 4: 3+1=4 is 5 cards minus 4, 1 point, put down."""
    w = PariWidget(players=["You", "computer"], seed=1, rules=Rules(deduct=4), lang=lang)
    game = w.session.game
    game.slots = [list("3=4"), list("=5")]
    game.hands[0] = ["+", "1", "9"]
    w.session.place(0, 1, 0)
    w.session.place(0, 2, 1)
    w._refresh()
    return w


def test_a_one_point_play_is_previewed_and_scored_in_the_singular():
    w = one_point_play()
    assert w.view["preview"]["points"] == 1
    said = w.session.preview_words()
    assert said.endswith(". Correct: 1 point.") and "points" not in said, said
    w.session.submit()
    assert w.handle({"action": "command", "text": "score"}), w.error
    assert w.view["said"]["text"].startswith("You 1 point, Computer 0 points."), w.view["said"]


def test_the_singular_in_german_and_dutch():
    assert one_point_play("de").session.preview_words().endswith(". Richtig: 1 Punkt.")
    assert one_point_play("nl").session.preview_words().endswith(". Goed: 1 punt.")


def test_the_review_of_one_turn_says_one_turn():
    """Practice, seed 30: Ann lays 5 after "x=" (not correct) and draws; her review has one
    turn."""
    w = practice_after_one_turn()
    assert w.handle({"action": "review"}), w.error
    assert len(w.view["review"]["turns"]) == 1
    said = w.view["said"]["text"]
    assert said.startswith("Review: 1 turn, ") and " lost in all." in said, said
    assert " 1 turns" not in said and " 1 points" not in said
