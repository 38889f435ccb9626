"""Summy levels against each other: every pair of computer levels, seats alternated.

Run from the repository root:

    python bench/summy_levels.py                        # every pair, 100 games each
    python bench/summy_levels.py --quick                # every pair, 10 games each
    python bench/summy_levels.py --pairs expert-greedy --games 400
    python bench/summy_levels.py --pairs expert-greedy,expert-strong --games 100
    python bench/summy_levels.py --pairs expert-greedy,expert-strong --interleave

The levels are ``beginner``, ``greedy``, ``strong``, ``expert`` and every other level
in ``summy_widget.summy.LEVELS`` (``coach`` when it is there). Game ``k`` of a pair uses
seed ``--seed + k``; the first level sits in seat 0 in even games and in seat 1 in odd
games. For each pair it prints, per level: wins (a shared win counts one half), the win
share with its 95 % interval (Wilson), mean points per turn and mean final score, and
the CPU seconds per move (mean, median, worst; ``time.process_time``, so other work on
the machine counts less), and the exchanges per game (mostly forced: no placement was
possible). ``--expert-work N`` and ``--expert-plies P`` set the ``expert`` level's budget
and look ahead. One process; seeded, so a run replays exactly (unless ``expert``'s safety
cap in seconds is reached on a busy machine).
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SUMMY_BENCH_ROOT", str(ROOT)))

from summy_widget.summy import LEVELS, Game, get_player  # noqa: E402

ORDER = ("beginner", "greedy", "strong", "expert")
#: Options for a level's player, e.g. ``{"expert": {"work": 48}}`` (set from the command line).
OPTIONS: dict[str, dict[str, int]] = {}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % interval of a share of ``wins`` in ``n`` games (Wilson score interval)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class Tally:
    """What one level did in one pairing."""

    def __init__(self) -> None:
        self.wins = 0.0
        self.points = 0
        self.turns = 0
        self.final: list[int] = []
        self.seconds: list[float] = []
        self.exchanges = 0


def play(seed: int, levels: tuple[str, str], tallies: dict[str, Tally]) -> None:
    """One game; ``levels[i]`` sits in seat ``i``."""
    game = Game(seed=seed)
    players = [get_player(level, **OPTIONS.get(level, {})) for level in levels]
    while not game.over:
        seat = game.current
        t = time.process_time()
        text = players[seat].choose(game, seat)
        tallies[levels[seat]].seconds.append(time.process_time() - t)
        turn = game.play(text, seat=seat)
        tallies[levels[seat]].points += turn.score
        tallies[levels[seat]].turns += 1
        tallies[levels[seat]].exchanges += text.startswith("swap")
    winners = game.winners
    for seat, level in enumerate(levels):
        tallies[level].final.append(game.scores[seat])
        if seat in winners:
            tallies[level].wins += 1 / len(winners)


def play_game(k: int, seed: int, a: str, b: str, tallies: dict[str, Tally]) -> None:
    """Game ``k`` of the pair: ``a`` sits in seat 0 in even games, in seat 1 in odd ones."""
    play(seed + k, (a, b) if k % 2 == 0 else (b, a), tallies)


def pairing(a: str, b: str, games: int, seed: int) -> dict[str, Tally]:
    tallies = {a: Tally(), b: Tally()}
    for k in range(games):
        play_game(k, seed, a, b, tallies)
        if (k + 1) % 20 == 0 and k + 1 < games:
            print(f"  {a}-{b}: {k + 1} games, {a} {tallies[a].wins:g} wins", flush=True)
    return tallies


def interleaved(pairs: list[tuple[str, str]], games: int, seed: int) -> list[str]:
    """Game 1 of every pair, then game 2 of every pair, ...: a run stopped early still
    has figures for every pair (printed every 20 rounds)."""
    tallies = [{a: Tally(), b: Tally()} for a, b in pairs]
    for k in range(games):
        for (a, b), t in zip(pairs, tallies):
            play_game(k, seed, a, b, t)
        if (k + 1) % 20 == 0 or k + 1 == games:
            rows = [report(a, b, k + 1, t) for (a, b), t in zip(pairs, tallies)]
            print(f"after {k + 1} games per pair:\n{HEADER}\n" + "\n".join(rows), flush=True)
    return [report(a, b, games, t) for (a, b), t in zip(pairs, tallies)]


def report(a: str, b: str, games: int, tallies: dict[str, Tally]) -> str:
    lines = []
    for level in (a, b):
        t = tallies[level]
        low, high = wilson(t.wins, games)
        s = t.seconds
        lines.append(
            f"| {level} | {'against ' + (b if level == a else a)} | {t.wins:g} / {games} | "
            f"{100 * t.wins / games:.1f} % ({100 * low:.1f}-{100 * high:.1f} %) | "
            f"{t.points / max(t.turns, 1):.2f} | {statistics.fmean(t.final):.1f} | "
            f"{statistics.fmean(s):.3f} / {statistics.median(s):.3f} / {max(s):.3f} | "
            f"{t.exchanges / games:.2f} |")
    return "\n".join(lines)


HEADER = ("| level | opponent | wins | win share (95 % interval) | points per turn | "
          "mean final score | CPU s per move (mean / median / worst) | exchanges per game |\n"
          "|---|---|---|---|---|---|---|---|")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per pair")
    parser.add_argument("--pairs", default="", help="pairs such as expert-greedy,strong-greedy")
    parser.add_argument("--quick", action="store_true", help="10 games per pair")
    parser.add_argument("--seed", type=int, default=20000, help="seed of the first game")
    parser.add_argument("--interleave", action="store_true",
                        help="play the pairs side by side, one game of each in turn")
    parser.add_argument("--expert-work", type=int, default=None,
                        help="the expert level's budget in legal_moves calls per move")
    parser.add_argument("--expert-plies", type=int, default=None,
                        help="the expert level's look ahead: 1 or 2 plies")
    args = parser.parse_args()
    expert = {"work": args.expert_work, "plies": args.expert_plies}
    OPTIONS["expert"] = {k: v for k, v in expert.items() if v is not None}
    games = 10 if args.quick else args.games
    levels = [lv for lv in ORDER if lv in LEVELS] + [lv for lv in LEVELS if lv not in ORDER]
    if args.pairs:
        pairs = [tuple(p.split("-")) for p in args.pairs.split(",")]
    else:
        pairs = list(itertools.combinations(levels, 2))
    print(f"{games} games per pair, seeds {args.seed}-{args.seed + games - 1}, "
          f"Python {sys.version.split()[0]}", flush=True)
    if args.interleave:
        rows = interleaved(pairs, games, args.seed)
        pairs = []
    else:
        rows = []
    for a, b in pairs:
        start = time.perf_counter()
        tallies = pairing(a, b, games, args.seed)
        rows.append(report(a, b, games, tallies))
        print(f"{a}-{b} done in {time.perf_counter() - start:.0f} s", flush=True)
        print(HEADER + "\n" + rows[-1], flush=True)
    print("\nAll pairs:\n" + HEADER + "\n" + "\n".join(rows))


if __name__ == "__main__":
    main()
