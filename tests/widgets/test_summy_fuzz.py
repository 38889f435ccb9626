"""10,000 random and malformed messages to SummyWidget: the game changes only by legal actions."""

from __future__ import annotations

import random
from typing import Any

from summy_widget import SummyWidget, summy

#: actions that may change the game when they are legal
CHANGING = {"submit", "exchange", "undo", "new_game"}
ACTIONS = ["preview", "submit", "exchange", "hint", "select", "ready", "shuffle", "undo",
           "show_best", "new_game", "zoom", "save", "fly", "", "__init__", "_refresh",
           "handle", "new-game", "show-best"]
FIELDS = ["placements", "player", "turn", "tiles", "factor", "steps", "seed", "rules", "colour", ""]


def junk(rng: random.Random, w: SummyWidget, depth: int = 0) -> Any:
    """A value of any type: numbers huge and negative, texts, tiles held and not, nested."""
    rack = list(w.rack) or ["7"]
    choices = [
        None, True, False, 0, 1, -1, 7, 10**100, -(10**30), 1.5, float("inf"), "", "x" * 2000,
        "M13", "L13", "Z99", "A1", "swap 77=", "J13> 4+3(=)7", rng.choice(rack),
        "".join(rack[:2]), "?", "12", ["12"], list(rack[:3]), [1, 2], {}, {"L13": "1"},
        {"L13": rng.choice(rack)}, {f"{rng.choice('ABKLNY')}{rng.randint(0, 30)}":
                                    rng.choice(rack + ["0", "=", "10"])},
        [{"cell": "L13", "symbol": rng.choice(rack)}], [{"cell": 5}],
        {"players": 9}, {"tile_set": "beginner"}, {"exact_division": True},
    ]
    if depth < 2 and rng.random() < 0.1:
        return {rng.choice(FIELDS): junk(rng, w, depth + 1)} if rng.random() < 0.5 else [
            junk(rng, w, depth + 1) for _ in range(rng.randint(0, 3))]
    return rng.choice(choices)


def legal_message(rng: random.Random, w: SummyWidget) -> dict[str, Any]:
    """A correct message for the person to move (a real exchange or the best move)."""
    fields = {"player": w.rack_owner, "turn": len(w.history)}
    if rng.random() < 0.5 and w.rack:
        return {"action": "exchange", "tiles": "".join(w.rack[:2]), **fields}
    text = summy.get_player("greedy").choose(w.game, w.game.current)
    if text.startswith("swap"):
        return {"action": "exchange", "tiles": summy.Exchange.from_text(text).tiles, **fields}
    placements = {summy.cell_name(*c): s for c, s in summy.Move.from_text(text).placements}
    return {"action": "submit", "placements": placements, **fields}


def message(rng: random.Random, w: SummyWidget) -> Any:
    roll = rng.random()
    if roll < 0.002 and w.phase == "play" and w.game is not None:
        return legal_message(rng, w)
    if roll < 0.004:
        return {"action": rng.choice(["undo", "new_game"])}
    if roll < 0.02:
        return junk(rng, w)  # not even a dict with an action
    out: dict[Any, Any] = {"action": rng.choice(ACTIONS) if rng.random() < 0.95 else junk(rng, w)}
    for _ in range(rng.randint(0, 3)):
        out[rng.choice(FIELDS) if rng.random() < 0.97 else rng.choice([1, None])] = junk(rng, w)
    if out["action"] in ("new_game", "undo") and rng.random() < 0.9:
        out["action"] = "preview"  # keep the games long enough to fuzz their middle
    return out


def test_ten_thousand_messages_change_the_game_only_by_legal_actions(tmp_path):
    rng = random.Random(2026)
    widgets = [SummyWidget(seed=4, opponent="computer", practice=True),
               SummyWidget(seed=5, practice=True),
               SummyWidget.puzzle(seed=1, difficulty="easy")]
    for w in widgets:
        w.save_folder = str(tmp_path)
    changed = accepted = 0
    for i in range(10_000):
        w = widgets[i % 3]
        if w.game is not None and w.game.over:
            w.new_game(seed=i)
        before = w.game.to_json() if w.game is not None else repr(w.puzzle)
        msg = message(rng, w)
        ok = w.handle(msg)
        after = w.game.to_json() if w.game is not None else repr(w.puzzle)
        accepted += ok
        if not ok:
            assert w.error, msg
        if after != before:
            changed += 1
            assert ok and isinstance(msg, dict), msg
            assert str(msg.get("action")).replace("-", "_") in CHANGING, msg
    assert changed >= 5 and accepted >= 500, (changed, accepted)
