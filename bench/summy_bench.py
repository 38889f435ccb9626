"""Summy benchmark: move generation, computer players and hints.

Run from the repository root:

    python bench/summy_bench.py            # full run (several minutes)
    python bench/summy_bench.py --quick    # a short run

It prints, for positions built by seeded self-play (early, middle and late game,
full racks): the number of legal moves and the median time of ``legal_moves``;
the same positions with 5-tile racks against the brute-force reference of
``tests/engine/test_movegen.py`` (median times and their ratio); the median time
of a ``greedy`` move, a ``strong`` move and a hint; and a tournament of
``strong`` against ``greedy`` with the seats alternated.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from summy_widget.summy import Game, computer_move, hint, legal_moves  # noqa: E402

STAGES = {"early": (0, 3), "middle": (6, 10), "late": (12, 30)}


def brute_force():
    """The reference generator of the tests (plain and slow)."""
    path = ROOT / "tests" / "engine" / "test_movegen.py"
    spec = importlib.util.spec_from_file_location("summy_movegen_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.brute_force_moves


def timed(fn, *args, repeat: int = 1) -> tuple[float, object]:
    times = []
    result = None
    for _ in range(repeat):
        t = time.perf_counter()
        result = fn(*args)
        times.append(time.perf_counter() - t)
    return statistics.median(times), result


def positions(per_stage: int) -> list[tuple[str, int, Game]]:
    """Games by seeded greedy self-play, stopped at the turns of each stage."""
    out: list[tuple[str, int, Game]] = []
    seed = 0
    while min(sum(1 for s, _, _ in out if s == st) for st in STAGES) < per_stage:
        seed += 1
        game = Game(seed=seed)
        taken = set()
        while not game.over:
            turn = len(game.history)
            for stage, (lo, hi) in STAGES.items():
                n_stage = sum(1 for s, _, _ in out if s == stage)
                if (
                    lo <= turn <= hi
                    and stage not in taken
                    and n_stage < per_stage
                    and len(game.rack()) == 8
                    and game.bag_count > 0
                ):
                    out.append((stage, seed, game.copy()))
                    taken.add(stage)
            game.apply(computer_move(game, "greedy"))
    return sorted(out, key=lambda x: list(STAGES).index(x[0]))


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    parser.add_argument("--games", type=int, default=None, help="tournament games")
    args = parser.parse_args()
    per_stage = 3 if args.quick else 10
    brute_per_stage = 1 if args.quick else 4
    games = args.games if args.games is not None else (10 if args.quick else 200)

    print("Summy benchmark" + (" (quick)" if args.quick else ""))
    print(f"Python {sys.version.split()[0]}\n")
    pos = positions(per_stage)

    print("legal_moves with full 8-tile racks (median of 3 runs per position)")
    print(f"{'stage':7} {'seed':>4} {'turn':>4} {'rack':9} {'moves':>6} {'time':>11}")
    gen_times = []
    for stage, seed, game in pos:
        rack = "".join(game.rack())
        t, moves = timed(legal_moves, game.board, rack, game.rules, repeat=3)
        gen_times.append(t)
        print(f"{stage:7} {seed:4} {len(game.history):4} {rack:9} {len(moves):6} {ms(t)}")
    print(f"median {ms(statistics.median(gen_times))}   max {ms(max(gen_times))}   "
          f"({len(gen_times)} positions)\n")

    print("legal_moves against the brute force, 5-tile racks (same move sets checked)")
    reference = brute_force()
    fast_t, slow_t = [], []
    chosen = [p for i, p in enumerate(pos) if i % per_stage < brute_per_stage]
    for stage, seed, game in chosen:
        rack = "".join(game.rack()[:5])
        tf, moves = timed(legal_moves, game.board, rack, game.rules, repeat=3)
        ts, ref = timed(reference, game.board, rack, game.rules)
        same = {m.text: m.score for m in moves} == ref
        fast_t.append(tf)
        slow_t.append(ts)
        print(f"{stage:7} seed {seed:3} rack {rack:6} moves {len(moves):4}  fast {ms(tf)}  "
              f"brute {ts:7.2f} s  ratio {ts / tf:8.0f}  same: {same}")
    print(f"median fast {ms(statistics.median(fast_t))}  median brute "
          f"{statistics.median(slow_t):.2f} s  ratio of medians "
          f"{statistics.median(slow_t) / statistics.median(fast_t):.0f}\n")

    print("computer moves and hints on the same positions")
    for label, fn in (
        ("greedy move", lambda g: computer_move(g, "greedy")),
        ("strong move", lambda g: computer_move(g, "strong")),
        ("beginner move", lambda g: computer_move(g, "beginner")),
        ("hint (step 4)", lambda g: hint(g, 4)),
    ):
        times = [timed(fn, game)[0] for _, _, game in pos]
        print(f"{label:14} median {ms(statistics.median(times))}   max {ms(max(times))}")
    print()

    print(f"tournament: strong against greedy, {games} games, seats alternated")
    wins = 0.0
    totals = {"strong": 0, "greedy": 0}
    move_time = {"strong": [], "greedy": []}
    t0 = time.perf_counter()
    for i in range(games):
        seats = ("strong", "greedy") if i % 2 == 0 else ("greedy", "strong")
        game = Game(seed=10_000 + i)
        while not game.over:
            level = seats[game.current]
            t = time.perf_counter()
            text = computer_move(game, level)
            move_time[level].append(time.perf_counter() - t)
            game.apply(text)
        s = game.scores[seats.index("strong")]
        g = game.scores[seats.index("greedy")]
        wins += 1.0 if s > g else 0.5 if s == g else 0.0
        totals["strong"] += s
        totals["greedy"] += g
    print(f"strong win rate {wins / games:.1%} ({wins:g} of {games}, a draw counts 1/2)")
    for level in ("strong", "greedy"):
        mt = move_time[level]
        print(f"{level:7} mean score {totals[level] / games:6.1f}   mean {sum(mt) / len(mt):.3f} s "
              f"per move   median {statistics.median(mt):.3f} s")
    print(f"tournament time {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
