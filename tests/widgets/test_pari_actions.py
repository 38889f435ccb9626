"""The =Pari= widget's newer messages: hint, undo (practice), the think timer; no seed shown."""

from __future__ import annotations

import json

from summy_widget import PariWidget
from summy_widget.pari import Rules, Session


def test_hint_and_undo_messages():
    w = PariWidget(players=["Ann", "computer:greedy"], seed=30, practice=True)
    assert w.view["hint"] is None and not w.view["can_undo"]
    for _ in range(4):  # the fourth step lays the play as the draft
        assert w.handle({"action": "hint"})
    assert w.view["hint"]["play"].startswith("#")
    start = w.game.to_json()
    assert w.handle({"action": "submit"})
    assert w.view["can_undo"] and w.game.to_json() != start
    assert w.handle({"action": "undo"}) and w.game.to_json() == start
    assert not w.handle({"action": "undo"}) and w.error


def test_think_timer_messages():
    now = [0]
    session = Session(["Ann", "computer:greedy"], seed=30, rules=Rules(think_seconds=20),
                      clock=lambda: now[0])
    w = PariWidget(session=session)
    assert w.view["timer"] == {"seconds": 20, "left_ms": 20_000, "runs": 1}
    assert not w.handle({"action": "time"}) and "costs 1 point" in w.error  # no points yet
    assert w.handle({"action": "tick"}) and w.game.phase == "play"  # not yet up
    now[0] = 20_000
    assert w.handle({"action": "tick"}) and w.game.phase == "draw"
    assert w.view["timer"]["left_ms"] is None


def test_the_view_never_holds_the_seed():
    w = PariWidget(players=["Ann", "Ben"], seed=30)
    for msg in ({"action": "ready"}, {"action": "hint"}):
        w.handle(msg)
        assert "seed" not in w.view and "30" not in json.dumps(w.view.get("timer"))
