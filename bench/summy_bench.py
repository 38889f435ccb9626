"""Summy benchmark: move generation, computer players and hints.

Run from the repository root:

    python bench/summy_bench.py            # full run (about 10 minutes on 2 cores)
    python bench/summy_bench.py --quick    # a short run (about a minute)

It prints, for 60 positions built by seeded self-play (20 early, 20 middle and 20
late in the game, full 8-tile racks; 3 of each with ``--quick``): the number of legal
moves and the CPU time of ``legal_moves`` (median of 3 runs and the first run after
its caches were emptied; median and worst, per stage and over all);
with ``--before PATH`` also the same times for the ``summy_widget`` of another checkout
(for instance a copy from before a change), measured in a process of its own, side by
side with this one's and checked for the same moves; the same positions with 5-tile racks
against the brute-force reference of ``tests/engine/test_movegen.py`` (median times
and their ratio; a brute-force run that takes over a minute is stopped and left out);
the median time of a ``greedy``, ``strong`` and ``beginner`` move and of a hint; and
a tournament of ``strong`` against ``greedy`` with the seats alternated (win rate,
mean scores, seconds per move), played in two processes.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SUMMY_BENCH_ROOT", str(ROOT)))

from summy_widget.summy import Board, Game, Rules, computer_move, hint, legal_moves  # noqa: E402

STAGES = {"early": (0, 3), "middle": (6, 10), "late": (12, 30)}


def brute_force():
    """The reference generator of the tests (plain and slow)."""
    path = ROOT / "tests" / "engine" / "test_movegen.py"
    spec = importlib.util.spec_from_file_location("summy_movegen_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.brute_force_moves


def _brute_worker(cells: str, rack: str) -> tuple[float, dict[str, int]]:
    from summy_widget.summy import Board

    reference = brute_force()
    t = time.perf_counter()
    found = reference(Board(cells), rack)
    return time.perf_counter() - t, found


def brute_with_limit(game: Game, rack: str, limit: float) -> tuple[float, dict] | None:
    """The brute force on one position in a process of its own; None after ``limit`` s."""
    with multiprocessing.Pool(1) as pool:
        job = pool.apply_async(_brute_worker, (game.board.cells, rack))
        try:
            return job.get(timeout=limit)
        except multiprocessing.TimeoutError:
            pool.terminate()
            return None


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
            game.play(computer_move(game, "greedy"))
    return sorted(out, key=lambda x: list(STAGES).index(x[0]))


def clear_caches() -> None:
    """Empty the move generator's caches (line plans, cross runs), where it has them."""
    for name in ("summy_widget.summy.movegen", "summy_widget.summy.movegen_line"):
        module = sys.modules.get(name)
        for attr in ("_CACHE", "_CROSS_CACHE"):
            cache = getattr(module, attr, None)
            if cache is not None:
                cache.clear()


def stretch_cache(on: bool) -> None:
    """Keep (or not) the sums of each stretch between calls of ``legal_moves`` for the
    same rack (``movegen.RUNS_CACHE_RACKS``; a checkout without it is left as it is).

    Off for the timings of ``legal_moves``, moves and hints, so that a repeated call on
    the same position is timed as a first one and the figures compare with earlier runs.
    """
    module = sys.modules.get("summy_widget.summy.movegen")
    if module is not None and hasattr(module, "RUNS_CACHE_RACKS"):
        module.RUNS_CACHE_RACKS = 32 if on else 0
        module._RUNS_CACHE.clear()


def time_expert(pos: list[tuple[str, int, Game]]) -> None:
    """``expert``'s move on every position, with and without the stretch cache: CPU time
    and whether both chose the same move."""
    from summy_widget.summy import get_player

    player = get_player("expert", seconds=60.0)  # no safety cap: the same work both ways
    times: dict[bool, list[float]] = {False: [], True: []}
    same = 0
    for _, _, game in pos:
        chosen = set()
        for on in (False, True):
            stretch_cache(on)
            t, text = cpu_timed(player.choose, game.copy())
            times[on].append(t)
            chosen.add(text)
        same += len(chosen) == 1
    stretch_cache(False)
    off, on = (statistics.median(times[k]) for k in (False, True))
    print(f"expert move, stretch cache off: median {ms(off)}   max {ms(max(times[False]))}")
    print(f"expert move, stretch cache on:  median {ms(on)}   max {ms(max(times[True]))}"
          f"   ratio of medians {off / on:.2f}   same move: {same} of {len(pos)}")
    print()


def cpu_timed(fn, *args, repeat: int = 1) -> tuple[float, object]:
    """Median CPU seconds of this process over ``repeat`` calls (other work does not count)."""
    times = []
    result = None
    for _ in range(repeat):
        t = time.process_time()
        result = fn(*args)
        times.append(time.process_time() - t)
    return statistics.median(times), result


def time_positions(items: list[tuple[str, str, dict]], repeat: int = 3) -> list[list]:
    """``[seconds, moves, first]`` of ``legal_moves`` per position, in CPU time.

    ``seconds`` is the median of ``repeat`` runs, ``first`` the first run after the
    generator's caches were emptied. ``items`` are ``(board cells, rack, rules as a
    dict)``; ``moves`` are the move texts with their scores, in the generator's order.
    """
    out = []
    for cells, rack, rules in items:
        board, rules = Board(cells), Rules(**rules)
        clear_caches()
        first, _ = cpu_timed(legal_moves, board, rack, rules)
        t, moves = cpu_timed(legal_moves, board, rack, rules, repeat=repeat)
        out.append([t, [[m.text, m.score] for m in moves], first])
    return out


def time_elsewhere(root: str, items: list[tuple[str, str, dict]]) -> list[list]:
    """:func:`time_positions` with the ``summy_widget`` found in ``root``, in a new process."""
    env = {**os.environ, "SUMMY_BENCH_ROOT": str(Path(root).resolve())}
    done = subprocess.run(
        [sys.executable, __file__, "--time-only"], input=json.dumps(items), env=env,
        capture_output=True, text=True, check=True,
    )
    return json.loads(done.stdout)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def tournament_game(i: int) -> tuple[int, int, list[float], list[float]]:
    """Game ``i`` of the tournament: seed 10000 + i, ``strong`` first on even ``i``.

    Returns the scores of strong and greedy and the seconds of each of their moves.
    """
    seats = ("strong", "greedy") if i % 2 == 0 else ("greedy", "strong")
    game = Game(seed=10_000 + i)
    times: dict[str, list[float]] = {"strong": [], "greedy": []}
    while not game.over:
        level = seats[game.current]
        t = time.perf_counter()
        text = computer_move(game, level)
        times[level].append(time.perf_counter() - t)
        game.play(text)
    return (game.scores[seats.index("strong")], game.scores[seats.index("greedy")],
            times["strong"], times["greedy"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    parser.add_argument("--games", type=int, default=None, help="tournament games")
    parser.add_argument("--processes", type=int, default=2, help="tournament processes")
    parser.add_argument("--before", metavar="PATH", default=None,
                        help="a checkout whose legal_moves is timed too, for comparison")
    parser.add_argument("--positions-only", action="store_true",
                        help="stop after legal_moves and the brute force")
    parser.add_argument("--time-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    stretch_cache(False)
    if args.time_only:  # the other side of --before: positions in, times out
        print(json.dumps(time_positions(json.load(sys.stdin))))
        return
    per_stage = 3 if args.quick else 20
    brute_per_stage = 1 if args.quick else 4
    games = args.games if args.games is not None else (10 if args.quick else 200)

    print("Summy benchmark" + (" (quick)" if args.quick else ""))
    print(f"Python {sys.version.split()[0]} ({sys.implementation.name})\n")
    pos = positions(per_stage)

    items = [(game.board.cells, "".join(game.rack()), game.rules.to_dict())
             for _, _, game in pos]
    results = time_positions(items)
    before = time_elsewhere(args.before, items) if args.before else None
    print("legal_moves with full 8-tile racks: CPU time of this process (so other work on the")
    print("machine does not count), median of 3 runs, and the first run with emptied caches")
    head = (f"{'stage':7} {'seed':>4} {'turn':>4} {'rack':9} {'moves':>6} {'time':>11}"
            f" {'first':>11}")
    print(head + (f" {'before':>11} {'ratio':>6} same" if before else ""))
    gen_times: dict[str, list[float]] = {stage: [] for stage in STAGES}
    cold_times: dict[str, list[float]] = {stage: [] for stage in STAGES}
    old_times: dict[str, list[float]] = {stage: [] for stage in STAGES}
    counts: dict[str, list[int]] = {stage: [] for stage in STAGES}
    for k, (stage, seed, game) in enumerate(pos):
        t, moves, first = results[k]
        gen_times[stage].append(t)
        cold_times[stage].append(first)
        counts[stage].append(len(moves))
        line = (f"{stage:7} {seed:4} {len(game.history):4} {items[k][1]:9} {len(moves):6} "
                f"{ms(t)} {ms(first)}")
        if before:
            t_old, old_moves, _ = before[k]
            old_times[stage].append(t_old)
            same = "yes" if old_moves == moves else "NO"
            line += f" {ms(t_old)} {t_old / max(t, 1e-9):6.1f} {same}"
        print(line)
    print()

    def summary(label: str, ts: list[float], cold: list[float], old: list[float]) -> str:
        text = (f"{label:7} {len(ts):2} positions  time median {ms(statistics.median(ts))}"
                f"   worst {ms(max(ts))}   first run: median {ms(statistics.median(cold))}"
                f"   worst {ms(max(cold))}")
        if old:
            text += (f"   before: median {ms(statistics.median(old))}   worst {ms(max(old))}"
                     f"   (median {statistics.median(old) / statistics.median(ts):.1f} times"
                     " faster)")
        return text

    for stage in STAGES:
        n_moves = counts[stage]
        print(f"{stage:7} moves median {statistics.median(n_moves):6.0f} max {max(n_moves):5}")
    for stage in STAGES:
        print(summary(stage, gen_times[stage], cold_times[stage], old_times[stage]))
    every = [t for ts in gen_times.values() for t in ts]
    cold = [t for ts in cold_times.values() for t in ts]
    old = [t for ts in old_times.values() for t in ts]
    print(summary("all", every, cold, old))
    if before:
        same = sum(b[1] == r[1] for b, r in zip(before, results))
        print(f"same moves in the same order as before: {same} of {len(items)}")
    print()

    print("legal_moves against the brute force, 5-tile racks (same move sets checked;")
    print("a brute-force run is stopped after 60 s and left out)")
    fast_t, slow_t = [], []
    chosen = [p for i, p in enumerate(pos) if i % per_stage < brute_per_stage]
    for stage, seed, game in chosen:
        rack = "".join(game.rack()[:5])
        tf, moves = timed(legal_moves, game.board, rack, game.rules, repeat=3)
        got = brute_with_limit(game, rack, 60.0)
        if got is None:
            print(f"{stage:7} seed {seed:3} rack {rack:6} moves {len(moves):4}  fast {ms(tf)}  "
                  "brute over 60 s: left out")
            continue
        ts, ref = got
        same = {m.text: m.score for m in moves} == ref
        fast_t.append(tf)
        slow_t.append(ts)
        print(f"{stage:7} seed {seed:3} rack {rack:6} moves {len(moves):4}  fast {ms(tf)}  "
              f"brute {ts:7.2f} s  ratio {ts / tf:8.0f}  same: {same}")
    if fast_t:
        print(f"median fast {ms(statistics.median(fast_t))}  median brute "
              f"{statistics.median(slow_t):.2f} s  ratio of medians "
              f"{statistics.median(slow_t) / statistics.median(fast_t):.0f}  "
              f"({len(fast_t)} positions)\n")

    if args.positions_only:
        return
    print("computer moves and hints on the same positions (8-tile racks)")
    for label, fn in (
        ("greedy move", lambda g: computer_move(g, "greedy")),
        ("strong move", lambda g: computer_move(g, "strong")),
        ("beginner move", lambda g: computer_move(g, "beginner")),
        ("hint (step 4)", lambda g: hint(g, 4)),
    ):
        times = [timed(fn, game)[0] for _, _, game in pos]
        print(f"{label:14} median {ms(statistics.median(times))}   max {ms(max(times))}")
    print()
    time_expert(pos)

    if games < 1:
        return
    stretch_cache(True)  # the tournament plays as the game does
    print(f"tournament: strong against greedy, {games} games (seeds 10000-{10_000 + games - 1}),"
          f" seats alternated, {args.processes} processes")
    t0 = time.perf_counter()
    with multiprocessing.Pool(args.processes) as pool:
        results = pool.map(tournament_game, range(games), chunksize=1)
    wins = sum(1.0 if s > g else 0.5 if s == g else 0.0 for s, g, _, _ in results)
    print(f"strong win rate {wins / games:.1%} ({wins:g} of {games}, a draw counts 1/2)")
    for k, level in enumerate(("strong", "greedy")):
        mean_score = sum(r[k] for r in results) / games
        mt = [t for r in results for t in r[2 + k]]
        print(f"{level:7} mean score {mean_score:6.1f}   {len(mt)} moves: mean "
              f"{sum(mt) / len(mt):.3f} s, median {statistics.median(mt):.3f} s, "
              f"max {max(mt):.2f} s")
    print(f"tournament time {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
