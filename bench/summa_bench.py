"""Summa Summarum figures: best_score speed, and how well the automatic players play.

    python bench/summa_bench.py            # 1,000 sheets, 500 games per player
    python bench/summa_bench.py --quick    # a short run

Prints the median and maximum time of ``best_score`` on random full sheets,
the same against a plain exhaustive search on a few of them (and that both
agree), then the mean final score of the computer, beginner, random and reading-order
players over the same seeded games (one player per game, so each strategy
sees the same dice), and the time per decision.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from summy_widget.summa import (  # noqa: E402
    BeginnerPlayer,
    ComputerPlayer,
    Game,
    Grid,
    RandomPlayer,
    ReadingOrderPlayer,
    Rules,
    best_score,
    valid_setups,
)
from summy_widget.summa.dice import FACES  # noqa: E402
from summy_widget.summa.lines import best_line, line_choices  # noqa: E402


def random_sheet(rng: random.Random) -> Grid:
    """A full sheet: an allowed set-up and a random die face in every other cell."""
    grid = Grid.empty().with_black(rng.choice(valid_setups()))
    for cell in grid.empty_cells():
        grid = grid.place(cell, rng.choice(FACES))
    return grid


def plain_best(grid: Grid, min_length: int = 2) -> int:
    """The simple reference: every combination of row masks, columns scored at their best."""
    per_row = []
    for line in grid.rows:
        best: dict[int, int] = {}
        for score, mask, _ in line_choices(line, min_length):
            best[mask] = max(score, best.get(mask, -1))
        per_row.append(list(best.items()))
    top = 0
    for combo in itertools.product(*per_row):
        total = sum(score for _, score in combo)
        for c in range(6):
            col = "".join(
                grid.rows[r][c] if (combo[r][0] >> c) & 1 else "#" for r in range(6)
            )
            total += best_line(col, min_length)[0]
        top = max(top, total)
    return top


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def bench_best_score(count: int, reference: int) -> None:
    rng = random.Random(2015)
    sheets = [random_sheet(rng) for _ in range(count)]
    times = []
    for grid in sheets:
        start = time.perf_counter()
        best_score(grid)
        times.append(time.perf_counter() - start)
    print(f"best_score over {count} random full sheets (min_length 2):")
    print(f"  median {ms(statistics.median(times))}, max {ms(max(times))}, "
          f"mean {ms(statistics.mean(times))} (the first call, with empty caches: "
          f"{ms(times[0])})")
    times3 = []
    for grid in sheets:
        start = time.perf_counter()
        best_score(grid, min_length=3)
        times3.append(time.perf_counter() - start)
    print(f"  min_length 3: median {ms(statistics.median(times3))}, max {ms(max(times3))}")
    # the plain search is slow: a random sample of the same sheets
    rng2 = random.Random(7)
    sample = rng2.sample(sheets, reference)
    fast, slow, agree = [], [], 0
    for grid in sample:
        start = time.perf_counter()
        a = best_score(grid).total
        fast.append(time.perf_counter() - start)
        start = time.perf_counter()
        b = plain_best(grid)
        slow.append(time.perf_counter() - start)
        agree += a == b
    print(f"  plain exhaustive search on {reference} of them: median {ms(statistics.median(slow))}"
          f", max {ms(max(slow))}; best_score agrees on {agree}/{reference}; "
          f"median ratio {statistics.median(s / f for s, f in zip(slow, fast)):.0f}x")


def bench_players(games: int) -> None:
    players = {
        "computer": ComputerPlayer,
        "beginner": BeginnerPlayer,
        "random": RandomPlayer,
        "reading order": ReadingOrderPlayer,
    }
    print(f"\nplayers over {games} seeded games (the same dice for each player):")
    results = {}
    for label, cls in players.items():
        totals, decisions = [], []
        for seed in range(games):
            game = Game(players=1, seed=seed, rules=Rules(seconds=None))
            bot = cls(seed=seed)
            while not game.over:
                phase = game.phase
                start = time.perf_counter()
                bot.act(game, 0)
                if phase == "placing":
                    decisions.append(time.perf_counter() - start)
            totals.append(game.scorings[0].total)
        results[label] = totals
        print(f"  {label:14s} mean {statistics.mean(totals):6.1f}  median "
              f"{statistics.median(totals):5.0f}  min {min(totals):4d}  max {max(totals):4d}"
              f"   per decision: median {ms(statistics.median(decisions))}, "
              f"max {ms(max(decisions))}")
    for better, other in [("computer", "beginner"), ("computer", "random"),
                          ("computer", "reading order"), ("beginner", "random")]:
        wins = sum(a > b for a, b in zip(results[better], results[other]))
        print(f"  {better} beats {other} in {wins}/{games} games")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    args = parser.parse_args()
    if args.quick:
        bench_best_score(count=100, reference=3)
        bench_players(games=30)
    else:
        bench_best_score(count=1000, reference=20)
        bench_players(games=500)


if __name__ == "__main__":
    main()
