"""Summy puzzles: how long a class's puzzles take to make, and what asking again costs.

    python bench/summy_puzzles.py              # 30 seeds per difficulty (a class of 30)
    python bench/summy_puzzles.py --quick      # 6 seeds per difficulty

For each difficulty, seeds ``--seed`` onwards, as lesson 04 hands them out (one per
student): the CPU time of ``summy.puzzles.generate`` (median, worst, total), the
``legal_moves`` calls one puzzle takes, and the share of the time they take. Then the
lesson's pattern, every puzzle asked for twice (the whole class's shown, then each used
again to check answers): the kept puzzles (``generate``) against the simple reference
that makes each one anew every time (the same search without the kept puzzles), on the
same seeds, after one untimed pass that warms the move generator's own tables for both.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from summy_widget.summy import Rules, puzzles  # noqa: E402

DIFFICULTIES = ("easy", "medium", "hard")


class CountedMoves:
    """``puzzles.legal_moves`` replaced by a wrapper that counts its calls and CPU time."""

    def __init__(self) -> None:
        self.calls = 0
        self.seconds = 0.0
        self.inner = puzzles.legal_moves

    def __enter__(self) -> CountedMoves:
        def counted(*args, **kwargs):
            start = time.process_time()
            try:
                return self.inner(*args, **kwargs)
            finally:
                self.calls += 1
                self.seconds += time.process_time() - start

        puzzles.legal_moves = counted
        return self

    def __exit__(self, *exc: object) -> None:
        puzzles.legal_moves = self.inner


def made_anew(seed: int, difficulty: str) -> puzzles.Puzzle:
    """The reference: the same search as ``generate``, never a kept puzzle."""
    return puzzles._generate.__wrapped__(seed, difficulty, Rules())


def kept_puzzle(seed: int, difficulty: str) -> puzzles.Puzzle:
    """What a lesson calls: ``generate``, which hands out a kept puzzle again."""
    return puzzles.generate(seed=seed, difficulty=difficulty)


def timed(make, seeds: range, difficulty: str) -> list[float]:
    """The CPU seconds of ``make(seed, difficulty)`` for each seed."""
    spent = []
    for seed in seeds:
        start = time.process_time()
        make(seed, difficulty)
        spent.append(time.process_time() - start)
    return spent


def first_times(seeds: range) -> None:
    print(f"{'difficulty':<10} {'median s':>9} {'worst s':>8} {'total s':>8} "
          f"{'calls/puzzle':>13} {'in legal_moves':>15}")
    for difficulty in DIFFICULTIES:
        puzzles._generate.cache_clear()
        with CountedMoves() as counted:
            spent = timed(kept_puzzle, seeds, difficulty)
        share = counted.seconds / sum(spent)
        print(f"{difficulty:<10} {statistics.median(spent):9.3f} {max(spent):8.3f} "
              f"{sum(spent):8.1f} {counted.calls / len(seeds):13.1f} {share:15.0%}")


def asked_twice(seeds: range) -> None:
    print(f"\nthe class's puzzles asked for, then again ({len(seeds)} seeds, medium):")
    timed(made_anew, seeds, "medium")  # warm the move generator's own tables for both
    puzzles._generate.cache_clear()
    kept = sum(timed(kept_puzzle, seeds, "medium") + timed(kept_puzzle, seeds, "medium"))
    anew = sum(timed(made_anew, seeds, "medium") + timed(made_anew, seeds, "medium"))
    print(f"  kept puzzles {kept:.1f} s, made anew each time (reference) {anew:.1f} s, "
          f"ratio {kept / anew:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=100, help="the first seed (100)")
    parser.add_argument("--quick", action="store_true", help="6 seeds per difficulty")
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + (6 if args.quick else 30))
    print(f"Summy puzzles, seeds {seeds.start}-{seeds.stop - 1}, CPU seconds "
          f"(time.process_time), one process\n")
    first_times(seeds)
    asked_twice(seeds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
