"""=Pari=: how long a pupil waits while the computers' steps are shown after each turn.

    python bench/pari_replay.py              # 6 games: You and three computers
    python bench/pari_replay.py --games 12
    python bench/pari_replay.py --quick      # 2 games

The widget's front end (``js/pari.js``) shows the computers' steps one at a time,
each for ``SPEED * pace`` milliseconds (``normal`` speed: 1200 ms). This script
plays games of ``You`` (played here by ``greedy``) against the computers of lesson
07 (``beginner``, ``greedy``, ``strong``), once with the standard rules and once
with pass-a-card, reads the view the widget sends after each of You's actions as
the front end does (the steps of computers newer than the last one seen), and adds
up how long they are shown. A *round* is one such wait: from You's last action of
a turn to You's next turn (the last round of a game included).

Two figures per rule set: ``per event``, each event its own step with the paces the
front end had before the steps were grouped (play 1, lay 0.6, draw, pass 0.4; the
events of the view's last 12 only, as it read them); ``per step``, the steps the
widget sends now (``view["steps"]``, each with its ``pace``), when there are any.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from summy_widget.pari import Rules, Session  # noqa: E402
from summy_widget.pari.players import ComputerPlayer  # noqa: E402

#: the front end's ``normal`` speed (``SPEEDS`` in js/pari/steps.js), milliseconds
NORMAL_MS = 1200
#: the paces of the front end before the steps were grouped (one event, one step)
OLD_PACE = {"lay": 0.6, "draw": 0.4, "pass": 0.4, "time": 0.4, "time-up": 0.4}
SEATS = ["You", "computer:beginner", "computer:greedy", "computer:strong"]


class Reader:
    """Reads the views one after the other as the front end does (``takeEvents``)."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.seen_event = _newest(view.get("events", []))
        self.seen_step = _newest(view.get("steps", []))
        self.lost = 0  # events the view's last 12 no longer held when it was read

    def wait(self, view: dict[str, Any]) -> tuple[float, float | None, Counter]:
        """Milliseconds of the new computer steps in ``view``: per event, per step."""
        events = [e for e in view.get("events", []) if e["n"] > self.seen_event and e["computer"]]
        first = view["events"][0]["n"] if view.get("events") else 0
        self.lost += max(0, first - self.seen_event - 1)
        old = sum(NORMAL_MS * OLD_PACE.get(e["kind"], 1) for e in events)
        self.seen_event = max(self.seen_event, _newest(view.get("events", [])))
        if "steps" not in view:
            return old, None, Counter()
        steps = [s for s in view["steps"] if s["n"] > self.seen_step and s["computer"]]
        new = sum(NORMAL_MS * s["pace"] for s in steps)
        self.seen_step = max(self.seen_step, _newest(view["steps"]))
        return old, new, Counter("+".join(s["kinds"]) for s in steps)


def _newest(items: list[dict[str, Any]]) -> int:
    return items[-1]["n"] if items else 0


def play_game(seed: int, rules: Rules) -> tuple[list[float], list[float], Counter]:
    """One game; the wait of each round, per event and per step, and the steps' kinds (with
    ``lost``: the events that came too many at once for the view's last 12)."""
    session = Session(SEATS, seed=seed, rules=rules)
    session.run_computers()
    you = ComputerPlayer("greedy", seed=seed)
    reader = Reader(session.view())
    old_waits: list[float] = []
    new_waits: list[float] = []
    kinds: Counter = Counter()
    while not session.game.over:
        session.act(you.choose(session.game, 0))
        view = session.view()
        if session.game.over or view["my_turn"] and view["phase"] == "play":
            old, new, step_kinds = reader.wait(view)
            old_waits.append(old)
            if new is not None:
                new_waits.append(new)
            kinds += step_kinds
        else:
            reader.wait(view)  # You's own steps (nothing of a computer)
    kinds["lost events"] += reader.lost
    return old_waits, new_waits, kinds


def report(name: str, rules: Rules, seeds: list[int]) -> None:
    old: list[float] = []
    new: list[float] = []
    kinds: Counter = Counter()
    for seed in seeds:
        o, n, k = play_game(seed, rules)
        old += o
        new += n
        kinds += k
    print(f"{name}: {len(seeds)} games, {len(old)} rounds")
    for label, waits in (("per event (before)", old), ("per step (now)", new)):
        if waits:
            print(f"  {label}: mean {statistics.mean(waits) / 1000:.2f} s a round, "
                  f"median {statistics.median(waits) / 1000:.2f} s, "
                  f"worst {max(waits) / 1000:.2f} s")
    lost = kinds.pop("lost events", 0)
    print(f"  events too many for the view's last 12 (never shown): {lost}")
    if kinds:
        print("  steps shown:", ", ".join(f"{k} {n}" for k, n in kinds.most_common()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--first-seed", type=int, default=500)
    parser.add_argument("--quick", action="store_true", help="2 games")
    args = parser.parse_args()
    games = 2 if args.quick else args.games
    seeds = list(range(args.first_seed, args.first_seed + games))
    report("standard rules", Rules(), seeds)
    report("pass a card", Rules(pass_card=True), seeds)


if __name__ == "__main__":
    main()
