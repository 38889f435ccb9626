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


def test_the_last_move_says_the_public_numbers_from_before_it():
    """The front end lays the computer's move tile by tile and meanwhile shows the scores,
    the tile counts and the bag as they were before it: ``last_move["before"]``."""
    w = SummyWidget(seed=4, opponent="computer", speed="slow")
    for _ in range(4):
        assert w.handle({"action": "hint"})
    assert w.handle({"action": "submit", "placements": w.hint["placements"]})
    me, computer = w.game.history
    before = w.last_move["before"]
    assert w.last_move["turn"] == 1 and computer.player == 1 and computer.score > 0
    assert before["scores"] == [me.score, 0]
    assert [p["score"] for p in w.players] == [me.score, computer.score]
    assert before["tiles"] == [8, 8] and before["bag_count"] == w.bag_count + computer.drawn
    assert set(before) == {"scores", "tiles", "bag_count"}  # numbers only: no tile of a rack


def test_every_computer_move_since_your_turn_is_given_in_order_with_its_numbers():
    """With two computers after you, the front end lays both moves, one after the other:
    ``computer_moves`` holds each placing turn since your last, with the numbers before it."""
    w = SummyWidget(seed=4, players=["You", "computer:greedy", "computer:strong"], speed="slow")
    assert w.computer_moves == []
    for _ in range(4):
        assert w.handle({"action": "hint"})
    assert w.handle({"action": "submit", "placements": w.hint["placements"]})
    me, first, second = w.game.history
    assert first.result and second.result  # both computers placed tiles
    moves = w.computer_moves
    assert [m["turn"] for m in moves] == [1, 2]
    assert moves[-1] == w.last_move
    assert moves[0]["before"]["scores"] == [me.score, 0, 0]
    assert moves[1]["before"]["scores"] == [me.score, first.score, 0]
    assert moves[0]["before"]["bag_count"] == w.bag_count + first.drawn + second.drawn
    assert sorted(moves[0]["placed"]) == sorted(f"{c}" for c in moves[0]["placed"])
    assert not set(moves[0]["placed"]) & set(moves[1]["placed"])
    # your own move is never among them
    assert all(m["turn"] > 0 for m in moves)
