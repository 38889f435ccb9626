"""The Summy widget's ``speed``: how the computer's move is shown on the board (a front-end
setting; the game is the same at every speed)."""

from __future__ import annotations

import pytest
import traitlets

from summy_widget import SummyWidget


def test_speed_is_a_synced_choice_of_four():
    w = SummyWidget(seed=4, opponent="computer")
    assert w.speed == "normal" and "speed" in w.keys
    for speed in ("slow", "fast", "off", "normal"):
        w.speed = speed  # what the front end's list sends
        assert w.get_state()["speed"] == speed
    with pytest.raises(traitlets.TraitError):
        w.speed = "warp"
    assert SummyWidget(seed=4, opponent="computer", speed="off").speed == "off"


def test_the_game_is_the_same_at_every_speed():
    records = []
    for speed in ("slow", "off"):
        w = SummyWidget(seed=4, opponent="computer", speed=speed)
        assert w.handle({"action": "hint"}) and w.handle({"action": "hint"})
        assert w.handle({"action": "hint"}) and w.handle({"action": "hint"})
        placements = w.hint["placements"]
        assert w.handle({"action": "submit", "placements": placements})
        records.append([t.text for t in w.game.history])
    assert records[0] == records[1] and len(records[0]) == 2
