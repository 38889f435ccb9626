"""=Pari= on a projector: the ``projector`` trait (off unless asked for, synced, switchable).

The large layout itself (cards, equations, hand and text sizes, inside the notebook's width) is
drawn by ``js/pari.js`` and checked in a real browser by
``tests/browser/test_pari_projector_browser.py``.
"""

from __future__ import annotations

import json

import pytest
import traitlets

from summy_widget import PariWidget


def fresh(**kw) -> PariWidget:
    return PariWidget(players=["Ann", "computer:greedy"], seed=30, **kw)


def play_a_turn(w: PariWidget) -> None:
    """Seed 30: Ann lays her 5 after the = of equation 2, plays, and draws nothing."""
    assert w.handle({"action": "place", "equation": 1, "gap": 2, "hand_index": 0}), w.error
    assert w.handle({"action": "submit"}), w.error
    assert w.handle({"action": "draw_done"}), w.error


def test_projector_is_off_unless_asked_for():
    assert fresh().projector is False
    assert fresh(projector=True).projector is True


def test_projector_is_synced_to_the_front_end_and_can_be_switched_later():
    w = fresh(projector=True)
    assert w.get_state()["projector"] is True
    w.projector = False
    assert w.get_state()["projector"] is False
    w.projector = True
    assert w.get_state(["projector"]) == {"projector": True}


def test_projector_changes_only_the_look_not_the_game():
    big, small = fresh(projector=True), fresh()
    assert big.view == small.view
    for w in (big, small):
        play_a_turn(w)
    assert big.view == small.view
    assert big.view["log"][0].startswith("Ann laid 1 card into equation 2")
    assert json.dumps(big.game.to_json()) == json.dumps(small.game.to_json())
    assert big.game.hands == small.game.hands


def test_switching_the_projector_mid_turn_keeps_the_cards_laid():
    w = fresh()
    assert w.handle({"action": "place", "equation": 1, "gap": 2, "hand_index": 0}), w.error
    before = w.view
    w.projector = True
    assert w.view == before and w.view["preview"]["row"]
    assert w.handle({"action": "submit"}), w.error


def test_a_loaded_game_can_be_shown_on_a_projector(tmp_path):
    w = fresh(save_folder=str(tmp_path))
    play_a_turn(w)
    again = PariWidget.load(w.save(), projector=True)
    assert again.projector is True
    assert again.game.hands == w.game.hands and again.view["rows"] == w.view["rows"]
    assert PariWidget.load(w.save()).projector is False


def test_projector_must_be_a_bool():
    with pytest.raises(traitlets.TraitError, match="projector"):
        fresh(projector="yes")
