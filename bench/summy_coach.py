"""Summy ``coach`` level: how close its games against each other level end.

Run from the repository root:

    python bench/summy_coach.py                 # 100 games against each level
    python bench/summy_coach.py --games 10      # a short run
    python bench/summy_coach.py --levels greedy strong

For each other level (all of ``summy.LEVELS`` but ``coach`` by default) it plays
``--games`` seeded games against ``coach`` in this one process, the seats alternated
(``coach`` moves first in the even games), and prints per level: the median final
margin (coach minus the other player) and the median of its absolute value, the share of
games ``coach`` won (a tie counts half) with a 95 % Wilson interval, the mean points per
turn of both players, and the mean and median CPU time per ``coach`` move
(``time.process_time``, so other work on the machine counts less). Games use the
seeds ``--seed``, ``--seed + 1``, ... (the same seeds for every level).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SUMMY_BENCH_ROOT", str(ROOT)))

from summy_widget.summy import LEVELS, Game, get_player  # noqa: E402


@dataclass
class Match:
    """What the games of ``coach`` against one level gave."""

    level: str
    margins: list[int] = field(default_factory=list)
    points: dict[str, list[int]] = field(default_factory=lambda: {"coach": [], "other": []})
    seconds: list[float] = field(default_factory=list)


def play(seed: int, coach_seat: int, level: str, match: Match) -> None:
    """One game; its margin, turn scores and the coach's move times go into ``match``."""
    game = Game(seed=seed)
    players = {coach_seat: get_player("coach"), 1 - coach_seat: get_player(level)}
    while not game.over:
        seat = game.current
        started = time.process_time()
        text = players[seat].choose(game, seat)
        if seat == coach_seat:
            match.seconds.append(time.process_time() - started)
        turn = game.play(text, seat=seat)
        match.points["coach" if seat == coach_seat else "other"].append(turn.score)
    match.margins.append(game.scores[coach_seat] - game.scores[1 - coach_seat])


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share of ``wins`` in ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def report(match: Match) -> str:
    """One row of the table for ``match``."""
    n = len(match.margins)
    wins = sum(1.0 if m > 0 else 0.5 if m == 0 else 0.0 for m in match.margins)
    low, high = wilson(wins, n)
    coach, other = match.points["coach"], match.points["other"]
    return (
        f"| {match.level} | {n} | {statistics.median(match.margins):+g} "
        f"| {statistics.median(abs(m) for m in match.margins):g} "
        f"| {100 * wins / n:.0f} % ({100 * low:.0f}-{100 * high:.0f} %) "
        f"| {statistics.fmean(coach):.1f} / {statistics.fmean(other):.1f} "
        f"| {statistics.fmean(match.seconds) * 1000:.0f} / "
        f"{statistics.median(match.seconds) * 1000:.0f} ms |"
    )


HEADER = (
    "| against | games | median margin (coach - other) | median abs. margin "
    "| coach wins (95 % interval) | points per turn, coach / other "
    "| coach's CPU time per move, mean / median |\n|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games against each level")
    parser.add_argument("--seed", type=int, default=20000, help="the first game's seed")
    parser.add_argument("--levels", nargs="*", default=[lv for lv in LEVELS if lv != "coach"])
    args = parser.parse_args(argv)
    print(f"coach against {', '.join(args.levels)}: {args.games} games each, seeds "
          f"{args.seed}-{args.seed + args.games - 1}, seats alternated, one process\n")
    print(HEADER, flush=True)
    started = time.perf_counter()
    matches = []
    for level in args.levels:
        match = Match(level)
        for i in range(args.games):
            play(args.seed + i, i % 2, level, match)
        print(report(match), flush=True)
        matches.append(match)
    print()
    for match in matches:
        print(f"final margins against {match.level}: {sorted(match.margins)}")
    print(f"\n{time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
