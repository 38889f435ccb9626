"""10,000 random and malformed messages: the game changes only when a legal action went through."""

from __future__ import annotations

import json
import random

from summy_widget import SummaWidget

#: the actions that may change the game (the others only change the draft or the view)
GAME_ACTIONS = {"confirm_black", "done", "time_up", "confirm", "new_game", "restore_game",
                "undo"}
ACTIONS = ["toggle_black", "random_black", "confirm_black", "place", "unplace", "done",
           "time_up", "mark", "unmark", "confirm", "show_best", "use_best", "new_game",
           "restore_game", "ready", "undo", "save"]
JUNK = [None, True, -1, 10**100, -(10**40), 2.5, float("nan"), "", "Z9", "A1", "a1 ", "é",
        [], [1], [1, 2, 3], [-1, 0], [0, 10**30], ["A", 1], [True, False], {}, {"r": 1},
        [[[[{}]]]], "x" * 10_000, "1 X B3", "A1-C1", "IVXL"]


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def cell(rng):
    return [rng.randrange(6), rng.randrange(6)] if rng.random() < 0.8 else rng.choice(JUNK)


def plausible(rng, w):
    """A message the front end could send now, often legal."""
    stage = w.stage
    if stage == "black":
        return rng.choice([{"action": "random_black"}, {"action": "confirm_black"},
                           {"action": "toggle_black", "cell": cell(rng)}])
    if stage == "place":
        free = [d for d, x in enumerate(w.dice) if not x["used"]]
        if not free:
            return {"action": "done"}
        empty = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
        return rng.choice([{"action": "place", "die": rng.choice(free), "cell": rng.choice(empty)},
                           {"action": "unplace", "cell": cell(rng)}, {"action": "time_up"}])
    if stage in ("across", "down"):
        return rng.choice([{"action": "use_best"}, {"action": "confirm"},
                           {"action": "mark", "first": cell(rng), "last": cell(rng)},
                           {"action": "show_best"}])
    if stage == "pass":
        return {"action": "ready"}
    if rng.random() < 0.2:
        return {"action": "restore_game"}
    return {"action": "new_game"} if rng.random() < 0.3 else {"action": "show_best"}


def junk(rng):
    """A malformed message: wrong types, unknown actions, extra or missing fields, nonsense."""
    kind = rng.randrange(6)
    if kind == 0:
        return rng.choice(JUNK + ["place", b"bytes", 7])
    if kind == 1:
        return {"action": rng.choice(JUNK + ["fly", "_refresh", "__init__", "handle"])}
    fields = {name: rng.choice(JUNK) for name in rng.sample(
        ["die", "cell", "first", "last", "name", "extra", "action2"], rng.randrange(4))}
    return {"action": rng.choice(ACTIONS), **fields}


def check(w, rng, count):
    """Send ``count`` messages; return how many of them changed the game."""
    secret, changed = str(w.game.seed), 0
    for _ in range(count):
        message = plausible(rng, w) if rng.random() < 0.5 else junk(rng)
        if rng.random() < 0.05:
            w.session.clock.now += rng.choice([1, 30, 61, 10**6])
        before = w.game.to_json()
        ok = w.handle(message)
        after = w.game.to_json()
        if after != before:
            assert ok and message["action"] in GAME_ACTIONS, message
            changed += 1
        assert ok or w.error, message
        if message in ({"action": "new_game"}, {"action": "restore_game"}) and ok:
            secret = str(w.game.seed)
    state = json.dumps(w.get_state(), default=str)
    assert secret not in state or len(secret) < 4
    return changed


def test_ten_thousand_messages_change_the_game_only_by_legal_actions(tmp_path):
    rng = random.Random(2015)
    widgets = [
        SummaWidget(players=["Ann", "computer"], seed=1, clock=Clock(), seconds=60),
        SummaWidget(players=["Ann", "Ben"], seed=2, clock=Clock(), seconds=60, practice=True),
        SummaWidget(players=["Ann", "computer:random", "Cy"], seed=3, clock=Clock(),
                    seconds=None, lang="de", min_length=3),
    ]
    for w in widgets:
        w.save_folder = str(tmp_path)
    changed = sum(check(widgets[part % 3], rng, 1000) for part in range(10))
    assert changed > 50  # the legal messages moved the games on
    assert any(w.game.phase != "setup" for w in widgets)
