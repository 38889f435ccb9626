"""10,000 random and malformed messages to the =Pari= widget: the game changes only when a
message was a legal action (and ``handle`` said so), and no secret reaches the view."""

from __future__ import annotations

import json
import random

from summy_widget import PariWidget
from summy_widget.pari import Rules

ACTIONS = ["place", "unplace", "recall", "submit", "lay", "draw_card", "draw_done", "draw_undo",
           "pass_card", "ready", "hint", "undo", "time", "tick", "save", "cheat",
           "__init__", "_refresh", "handle", "place ", "", "draw-card", "command",
           "restore_game"]
JUNK = [None, True, False, -1, 0, 1, 2, 3, 7, 10**30, -(10**30), 1.5, float("nan"), "0", "",
        "digit", "operator", "left", "right", "x", [], [0], {}, {"a": [1, {"b": None}]},
        [[[[[]]]]], "#1 3+1=4", "pass 12", "\x00", "é" * 50, "put 5 1 1", "take all",
        "draw digit", "lay operator left", "read 99", "move 1 1 to 1 2", "cover 1 2 with 3"]
COMMANDS = ["hand", "read", "read 2", "put {c} {e} {p}", "take {p}", "take all", "play",
            "draw digit", "draw operator", "lay digit left", "lay operator right", "pass {c}",
            "score", "last", "hint", "help", "move 1 {p} to 1 {e}", "cover {e} {p} with {c}",
            "spiele", "put", "put x x x", "draw"]


def plausible(rng, w):
    """A message that may well be legal now, built from what the view shows."""
    v = w.view
    rows, hand = v.get("rows", []), v.get("hand", [])
    kind = rng.choice(["place", "place", "place", "submit", "lay", "draw_card", "draw_done",
                       "unplace", "recall", "pass_card", "ready", "time", "tick", "command",
                       "command"])
    if kind == "command":
        card = rng.choice([c["card"] for c in hand] or ["7"])
        text = rng.choice(COMMANDS).format(c=card, e=rng.randint(1, 3), p=rng.randint(1, 5))
        return {"action": "command", "text": text}
    if kind == "place" and rows:
        eq = rng.randrange(len(rows))
        return {"action": "place", "equation": eq, "gap": rng.randint(0, len(rows[eq])),
                "hand_index": rng.randrange(max(1, len(hand)))}
    if kind == "lay":
        return {"action": "lay", "pile": rng.choice(["digit", "operator"]),
                "side": rng.choice(["left", "right"])}
    if kind == "draw_card":
        return {"action": "draw_card", "pile": rng.choice(["digit", "operator"])}
    if kind == "unplace":
        return {"action": "unplace", "position": rng.randint(0, 6)}
    if kind == "pass_card":
        return {"action": "pass_card", "hand_index": rng.randrange(max(1, len(hand)))}
    return {"action": kind}


def malformed(rng):
    """Wrong types, unknown actions, extra or missing fields, nested junk."""
    shape = rng.randrange(5)
    if shape == 0:
        return rng.choice(JUNK + ["submit", 42, b"x"])
    msg = {"action": rng.choice(ACTIONS + JUNK[:6])}
    for name in rng.sample(["equation", "gap", "hand_index", "pile", "side", "position",
                            "extra", "action2", "seat", "folder", "text", "options"],
                           rng.randint(0, 4)):
        msg[name] = rng.choice(JUNK)
    return msg


def secrets(w):
    g = w.game
    out = [json.dumps(p) for p in g.piles.values() if len(p) >= 4]
    viewer = w.viewer
    for i, hand in enumerate(g.hands):
        if i != viewer and len(hand) >= 4:
            out.append(json.dumps([{"card": c, "index": k, "used": False}
                                   for k, c in enumerate(hand)])[:-1])
    return out


def test_ten_thousand_messages_change_the_game_only_when_legal(tmp_path):
    rng = random.Random(2026)
    widgets = [
        PariWidget(players=["Ann", "computer:beginner"], seed=11, rules=Rules(pass_card=True),
                   practice=True, save_folder=str(tmp_path)),
        PariWidget(players=["Ann", "Ben"], seed=12, save_folder=str(tmp_path),
                   rules=Rules(paid_moves=True, think_seconds=30, incorrect_limit=6)),
    ]
    changed = refused = 0
    for i in range(10_000):
        w = widgets[i % 2]
        msg = plausible(rng, w) if rng.random() < 0.5 else malformed(rng)
        before = w.game.to_json()
        ok = w.handle(msg)
        after = w.game.to_json()
        if after != before:
            assert ok, (msg, w.error)
            changed += 1
        if not ok:
            refused += 1
            assert w.error
        if i % 97 == 0:
            sent = json.dumps(w.get_state(), default=str)
            assert all(s not in sent for s in secrets(w)), msg
            assert '"seed"' not in json.dumps(w.view)
    assert changed > 100 and refused > 3000
