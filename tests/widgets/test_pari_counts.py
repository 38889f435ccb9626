"""=Pari= counts in words that fit the number: "1 point", never "1 points"."""

from __future__ import annotations

from test_pari_review import practice_after_one_turn

from summy_widget.errors import GameError
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


def test_drawing_past_the_last_card_says_one_card():
    """The piles hold one card (seed 30, practice): with one pile already chosen, one more
    choice is refused in the singular, and nothing is drawn."""
    w = PariWidget(players=["Ann", "computer:greedy"], seed=30, practice=True)
    game = w.session.game
    game.discards = {pile: [] for pile in game.discards}
    game.piles = {"digit": game.piles["digit"][:1], "operator": []}
    w.session.place(1, 2, 0)
    w.session.submit()
    assert game.draw_options() == (0, 1)
    w.session.draw_piles = ["digit"]  # chosen, not yet drawn
    hand = list(game.hands[0])
    try:
        w.session.draw_card("digit")
    except GameError as error:
        said = {lang: error.text(lang) for lang in ("en", "de", "nl")}
    assert said == {"en": "you may draw at most 1 card now",
                    "de": "du darfst jetzt höchstens 1 Karte ziehen",
                    "nl": "je mag nu hoogstens 1 kaart trekken"}
    assert game.hands[0] == hand and len(game.piles["digit"]) == 1


def test_each_pile_chosen_for_the_draw_is_said():
    """Choosing the piles one by one: a choice that does not draw yet is said aloud ("chosen:
    digit"), in the pupil's language, as the screen shows it (before, nothing was heard)."""
    for lang, pile, words in (("en", "digit", "chosen: digit"),
                              ("de", "operator", "gewählt: Rechenzeichen"),
                              ("nl", "digit", "gekozen: cijfer")):
        w = PariWidget(players=["Ann", "computer:greedy"], seed=30, practice=True, lang=lang)
        w.session.place(1, 2, 0)
        w.session.submit()
        assert w.session.game.draw_options() == (0, 2)
        before = w.session.said["n"]
        assert w.handle({"action": "draw_card", "pile": pile}), w.error
        assert w.view["said"] == {"n": before + 1, "text": words}
        assert w.view["draw_piles"] == [pile]
