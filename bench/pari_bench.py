"""=Pari= computer players: win rates, mean scores and seconds per move.

    python bench/pari_bench.py           # 200 two-player games strong vs greedy, and more
    python bench/pari_bench.py --quick   # a short run

Seats alternate: in game ``i`` the first level sits at seat ``i % 2``, and the
starting player is seat 0, so each level starts half of the games. A shared
win (equal highest scores) counts half to each. The search of ``greedy`` is
also compared with a plain brute force (every hand-card subset in every order
at every gap, checked with ``pari.check``) on the same positions.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from summy_widget.pari import Game, check  # noqa: E402
from summy_widget.pari.players import ComputerPlayer, best_plays  # noqa: E402


def match(level_a: str, level_b: str, games: int, players: int = 2) -> dict:
    wins = {level_a: 0.0, level_b: 0.0}
    scores: dict[str, list[int]] = {level_a: [], level_b: []}
    times: dict[str, list[float]] = {level_a: [], level_b: []}
    turns = []
    for i in range(games):
        seats = [level_a if (s + i) % 2 == 0 else level_b for s in range(players)]
        game = Game(players=players, seed=10_000 + i, first=0)
        bots = [ComputerPlayer(level, seed=100 * i + s) for s, level in enumerate(seats)]
        while not game.over:
            seat = game.current
            start = time.perf_counter()
            bots[seat].take_turn(game)
            times[seats[seat]].append(time.perf_counter() - start)
        turns.append(len(game.history))
        for s, level in enumerate(seats):
            scores[level].append(game.scores[s])
        winners = game.winners
        for w in winners:
            wins[seats[w]] += 1 / len(winners) * (1 if players == 2 else 1)
    return {"wins": wins, "scores": scores, "times": times, "turns": turns}


def brute_force(game: Game) -> set[str]:
    """Every correct row by trying every ordered choice of hand cards at every gap."""
    hand = game.hands[game.current]
    rows: set[str] = set()
    for eq, row in enumerate(game.rows):
        for k in range(1, len(hand) + 1):
            for cards in set(itertools.permutations(hand, k)):
                for gaps in itertools.combinations_with_replacement(range(len(row) + 1), k):
                    text = game.row_with(eq, list(zip(gaps, cards)))
                    new = text.split(" ", 1)[1]
                    if check(new, game.rules).valid:
                        rows.add(f"#{eq + 1} {new}")
    return rows


def report(name: str, result: dict, games: int) -> None:
    print(f"\n{name}: {games} games, {statistics.mean(result['turns']):.1f} turns a game")
    for level, w in result["wins"].items():
        t = result["times"][level]
        print(f"  {level:8s} wins {w:6.1f} ({100 * w / games:5.1f}%)  mean score "
              f"{statistics.mean(result['scores'][level]):5.2f}  s/turn median "
              f"{statistics.median(t):.4f} max {max(t):.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    args = parser.parse_args()
    games = 20 if args.quick else 200
    report("strong vs greedy", match("strong", "greedy", games), games)
    small = 10 if args.quick else 50
    report("greedy vs beginner", match("greedy", "beginner", small), small)
    report("strong vs greedy, 4 players (2 of each)", match("strong", "greedy", small, 4), small)

    # search against brute force on small hands (brute force is exponential)
    n = 5 if args.quick else 20
    same = 0
    fast, slow = [], []
    for i in range(n):
        game = Game(players=2, seed=500 + i)
        game.hands[game.current] = game.hands[game.current][:5]
        t0 = time.perf_counter()
        found = {f.text for f in best_plays(game)}
        t1 = time.perf_counter()
        brute = brute_force(game)
        t2 = time.perf_counter()
        fast.append(t1 - t0)
        slow.append(t2 - t1)
        # the search keeps one row per value and cards used, and numbers of at most two
        # hand digits: compare the best points instead of the row sets
        best_fast = max((check(t.split(" ", 1)[1], game.rules).score for t in found), default=-1)
        best_slow = max((check(t.split(" ", 1)[1], game.rules).score for t in brute), default=-1)
        same += best_fast == best_slow
    ratio = statistics.median(slow) / max(1e-9, statistics.median(fast))
    print(f"\nsearch vs brute force on {n} positions with 5 hand cards: same best points in "
          f"{same}/{n}; median {statistics.median(fast) * 1000:.1f} ms vs "
          f"{statistics.median(slow) * 1000:.1f} ms (x{ratio:.0f})")


if __name__ == "__main__":
    main()
