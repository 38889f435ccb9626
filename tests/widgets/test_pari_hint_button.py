"""=Pari='s Hint, one step at a time: the points, the equation, the cards, then the play laid
as the draft (as Summy's hint goes from a nudge to the move). Without a correct equation in
reach: that it is so, then the one card to lay to pass the turn."""

from __future__ import annotations

import json

import pytest

from summy_widget import PariWidget
from summy_widget.pari.hints import HINT_STEPS
from summy_widget.pari.players import best_plays


def _widget(seed: int = 30, lang: str = "en") -> PariWidget:
    return PariWidget(players=["Ann", "computer:greedy"], seed=seed, lang=lang)


def test_each_press_tells_more_and_only_the_last_lays_the_cards():
    w = _widget()
    best = best_plays(w.game)[0]
    seen = []
    for step in range(1, HINT_STEPS + 1):
        assert w.handle({"action": "hint"}), w.error
        h = w.view["hint"]
        seen.append(h["text"])
        assert (h["step"], h["steps"]) == (step, HINT_STEPS)
        assert (h["equation"] is None) == (step == 1)
        assert (h["play"] is None) == (step < HINT_STEPS)
        # nothing is laid before the last step
        assert (w.view["draft_equation"] is None) == (step < HINT_STEPS)
    assert seen == ["There is a correct equation worth 2 points.",
                    "Look at equation 1, the one that shows =2 now.",
                    "Lay 5, 3, + from your cards into equation 1.",
                    "Play 5=2+3 in equation 1: 2 points."]
    assert w.view["hint"]["play"] == best.text == "#1 5=2+3"
    # the draft is the play: the preview agrees, and Play scores it
    assert w.view["preview"]["valid"] and w.view["preview"]["points"] == best.points
    assert [c["card"] for c in w.view["rows"][0]] == list("5=2+3")
    assert [c["new"] for c in w.view["rows"][0]] == [True, False, False, True, True]
    assert sum(c["used"] for c in w.view["hand"]) == 3
    assert w.handle({"action": "submit"}) and w.game.scores[0] == best.points


def test_the_hint_is_said_in_words_and_stays_at_its_last_step():
    w = _widget()
    w.handle({"action": "hint"})
    assert w.view["said"]["text"] == "Hint 1 of 4: There is a correct equation worth 2 points."
    for _ in range(3):
        w.handle({"action": "hint"})
    said = w.view["said"]["text"]
    assert said.startswith("Hint 4 of 4: Play 5 equals 2 plus 3 in equation 1: 2 points.")
    assert said.endswith("The cards are laid for you: press Play, or Take back.")
    # taken back, a fifth press lays them again (the last step once more)
    assert w.handle({"action": "recall"}) and w.view["draft_equation"] is None
    assert w.handle({"action": "hint"}) and w.view["hint"]["step"] == HINT_STEPS
    assert w.view["draft_equation"] == 0 and w.view["preview"]["valid"]


def test_no_correct_equation_in_reach_names_the_card_to_pass_with():
    w = _widget(seed=1)
    assert not best_plays(w.game)
    w.handle({"action": "hint"})
    h = w.view["hint"]
    assert (h["step"], h["steps"], h["play"]) == (1, 2, None)
    assert h["text"].startswith("No correct equation is in reach with your cards.")
    w.handle({"action": "hint"})
    h = w.view["hint"]
    assert (h["step"], h["steps"]) == (2, 2) and h["play"] == "#1 5:="
    assert h["text"] == "Lay : into equation 1, making 5:=: that helps the next players least."
    # one card laid; Play passes the turn with no points
    assert sum(c["new"] for c in w.view["rows"][0]) == 1 and not w.view["preview"]["valid"]
    assert w.handle({"action": "submit"}) and w.game.scores[0] == 0


def test_the_hint_speaks_the_players_language_and_is_reworded():
    w = _widget(lang="de")
    w.handle({"action": "hint"})
    w.handle({"action": "hint"})
    assert w.view["hint"]["text"] == "Schau dir Gleichung 1 an, die jetzt =2 zeigt."
    w.lang = "nl"
    assert w.view["hint"]["text"] == "Kijk eens naar vergelijking 1, die nu =2 laat zien."
    assert w.view["hint"]["step"] == 2


def test_the_command_line_hint_is_graded_too():
    w = _widget()
    w.handle({"action": "command", "text": "hint"})
    assert w.view["hint"]["step"] == 1
    w.handle({"action": "command", "text": "hint"})
    assert w.view["hint"]["step"] == 2 and "equation 1" in w.view["said"]["text"]


def test_the_hint_ends_with_the_turn():
    w = _widget()
    for _ in range(HINT_STEPS):
        w.handle({"action": "hint"})
    w.handle({"action": "submit"})
    assert w.view["hint"] is None
    # a hint asked out of the play step is refused (and said) and changes nothing else
    def shown():
        return json.dumps({k: v for k, v in w.view.items() if k != "said"}, sort_keys=True)

    before, game = shown(), w.game.to_json()
    assert not w.handle({"action": "hint"})
    assert w.error == "first lay a new card beside the cleared ="
    assert shown() == before and w.game.to_json() == game


@pytest.mark.parametrize("seed", range(40))
def test_the_last_step_always_lays_a_play_the_game_takes(seed):
    w = _widget(seed=seed)
    if not w.view["my_turn"]:
        return
    found = best_plays(w.game)
    for _ in range(HINT_STEPS):
        assert w.handle({"action": "hint"}), w.error
    assert w.view["preview"]["valid"] == bool(found)
    if found:
        assert w.view["preview"]["points"] == found[0].points
    score = w.game.scores[0]
    assert w.handle({"action": "submit"}), w.error
    assert w.game.scores[0] == score + (found[0].points if found else 0)


def test_each_new_step_counts_once_in_the_hints_used():
    w = _widget()
    assert w.view["hints_used"] == [0, 0]
    for _ in range(HINT_STEPS + 2):  # the last step asked again counts no more
        w.handle({"action": "hint"})
    assert w.view["hints_used"] == [HINT_STEPS, 0]
    # a new game starts at none; the game brought back keeps its count
    assert w.handle({"action": "new_game"}) and w.view["hints_used"] == [0, 0]
    assert w.handle({"action": "restore_game"}) and w.view["hints_used"] == [HINT_STEPS, 0]
