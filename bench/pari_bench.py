"""=Pari=: the search for correct equations, and ``strong`` against ``greedy``.

    python bench/pari_bench.py              # 240 positions, 400 three-player games
    python bench/pari_bench.py --games 60   # fewer games
    python bench/pari_bench.py --quick      # a short run
    python bench/pari_bench.py --match-only --games 200 --first-seed 20000
    python bench/pari_bench.py --match-only --match beginner-greedy   # two other levels

1. The search (``pari.search.correct_rows`` over every equation, the whole hand):
   median and worst time per position on 120 fresh deals (2 to 6 players) and
   120 positions of greedy self-play at 3 players, with its answers not kept
   between positions.
2. The same positions, hands cut to their first 6 cards, against the plain brute
   force of ``tests/engine/test_pari_search.py``: how many give the same rows
   with the same points, and how many the same best points.
3. ``pari.best.best_points`` over every equation of the same positions (the
   best score only), and whether it equals the best of the complete search.
4. ``strong`` against ``greedy`` at 3 players: in game ``i`` seat ``s`` is
   ``strong`` when ``s + i`` is even, so ``strong`` holds 2 seats in even games
   (seats 1 and 3, and moves first) and 1 in odd ones (seat 2). A shared win
   counts in parts. The fair share: if both levels played alike, each seat would
   win a third of the games whatever its number (seats alternate, so a first-move
   edge falls on both levels alike), so ``strong`` would win 2/3 of the even games
   and 1/3 of the odd ones, 50% in all; over the match each level holds the same
   number of seats, so the share of wins is also the share of wins per seat held.
   The share is given with its 95% (Wilson) interval, and for the even and odd
   games apart (fair: 66.7% and 33.3%). ``--match beginner-greedy`` plays the same
   match between two other levels.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from test_pari_search import brute_force  # noqa: E402

from summy_widget.pari import Game  # noqa: E402
from summy_widget.pari import search as pari_search  # noqa: E402
from summy_widget.pari.best import best_points  # noqa: E402
from summy_widget.pari.bounded import bounded_rows, insert_bound  # noqa: E402
from summy_widget.pari.players import ComputerPlayer, get_player  # noqa: E402

Position = tuple[tuple[str, ...], str, object]


def dealt(count: int) -> list[Position]:
    """Fresh deals of 2 to 6 players: the rows and the first player's hand."""
    out = []
    for seed in range(count):
        game = Game(players=2 + seed % 5, seed=20_000 + seed)
        out.append((game.rows, "".join(game.hands[game.current]), game.rules))
    return out


def played(count: int) -> list[Position]:
    """Positions of greedy self-play at 3 players, whole hands."""
    out: list[Position] = []
    seed = 0
    while len(out) < count:
        game = Game(players=3, seed=30_000 + seed)
        bot = get_player("greedy", seed=seed)
        seed += 1
        while not game.over and len(out) < count:
            if game.phase == "play":
                out.append((game.rows, "".join(game.hands[game.current]), game.rules))
            game.play(bot.choose(game))
    return out


def search_all(rows, hand: str, rules) -> dict[str, int]:
    """Every correct row of every equation: '#N row' -> points."""
    found = {}
    for eq, row in enumerate(rows):
        for f in pari_search.correct_rows(row, Counter(hand), rules, equation=eq):
            found[f.text] = f.points
    return found


def best_all(rows, hand: str, rules) -> int | None:
    """The best points of every equation."""
    best = None
    for row in rows:
        points = best_points(row, Counter(hand), rules, beat=best)
        best = best if points is None else points
    return best


def clear_caches() -> None:
    pari_search._rows.cache_clear()
    pari_search.listing.cache_clear()


def time_search(positions: list[Position], best_only: bool = False) -> list[float]:
    times = []
    for rows, hand, rules in positions:
        clear_caches()
        start = time.perf_counter()
        if best_only:
            best_all(rows, hand, rules)
        else:
            search_all(rows, hand, rules)
        times.append(time.perf_counter() - start)
    return times


def best_agrees(positions: list[Position]) -> int:
    """How many positions ``best_points`` gives the best points of the complete search."""
    return sum(best_all(rows, hand, rules) == max(search_all(rows, hand, rules).values(),
                                                   default=None)
               for rows, hand, rules in positions)


def against_brute_force(positions: list[Position], cards: int = 6) -> tuple[int, int, float]:
    """(positions with the same rows and points, with the same best points, brute seconds)."""
    same = same_best = 0
    start = time.perf_counter()
    for rows, hand, rules in positions:
        hand = hand[:cards]
        fast = search_all(rows, hand, rules)
        slow = {f"#{eq + 1} {r}": p for eq, row in enumerate(rows)
                for r, p in brute_force(row, hand, rules).items()}
        same += fast == slow
        same_best += max(fast.values(), default=-1) == max(slow.values(), default=-1)
    return same, same_best, time.perf_counter() - start


def match(level_a: str, level_b: str, games: int, players: int = 3,
          first_seed: int = 10_000) -> dict:
    wins = {level_a: 0.0, level_b: 0.0}
    by_parity = [0.0, 0.0]  # wins of ``level_a`` in even and in odd games
    scores: dict[str, list[int]] = {level_a: [], level_b: []}
    times: dict[str, list[float]] = {level_a: [], level_b: []}
    turns = []
    slowest: list[tuple[float, str, tuple[str, ...], str]] = []
    for i in range(games):
        seats = [level_a if (s + i) % 2 == 0 else level_b for s in range(players)]
        game = Game(players=players, seed=first_seed + i, first=0)
        bots = [ComputerPlayer(level, seed=100 * i + s) for s, level in enumerate(seats)]
        while not game.over:
            seat = game.current
            rows, hand = game.rows, "".join(game.hands[seat])
            start = time.perf_counter()
            bots[seat].take_turn(game)
            seconds = time.perf_counter() - start
            times[seats[seat]].append(seconds)
            slowest = sorted(slowest + [(seconds, seats[seat], rows, hand)], reverse=True)[:5]
        turns.append(len(game.history))
        for s, level in enumerate(seats):
            scores[level].append(game.scores[s])
        winners = game.winners
        for w in winners:
            wins[seats[w]] += 1 / len(winners)
            if seats[w] == level_a:
                by_parity[i % 2] += 1 / len(winners)
    return {"wins": wins, "scores": scores, "times": times, "turns": turns,
            "by_parity": by_parity, "slowest": slowest}


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a share measured over ``n`` games.

    >>> [round(x, 3) for x in wilson(0.5, 100)]
    [0.404, 0.596]
    """
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def report_search(positions: list[Position], label: str, best_only: bool = False) -> None:
    times = time_search(positions, best_only)
    hands = Counter(len(hand) for _rows, hand, _rules in positions)
    print(f"  {label}: {len(positions)} positions (hand sizes {dict(sorted(hands.items()))}): "
          f"median {ms(statistics.median(times))}, worst {ms(max(times))}")


def report_match(result: dict, games: int, seconds: float, first: str = "strong",
                 second: str = "greedy") -> None:
    print(f"\n{first} vs {second}, 3 players: {games} games in {seconds:.0f} s, "
          f"{statistics.mean(result['turns']):.1f} turns a game")
    share = result["wins"][first] / games
    lo, hi = wilson(share, games)
    print(f"  {first} wins {result['wins'][first]:.1f} of {games} ({100 * share:.1f}%, "
          f"95% interval {100 * lo:.1f}-{100 * hi:.1f}%; fair share 50%)")
    for parity, label, fair in ((0, f"even games (2 {first} seats)", 2 / 3),
                                (1, f"odd games (1 {first} seat)", 1 / 3)):
        n = len(range(parity, games, 2))
        if n:
            won = result["by_parity"][parity]
            lo, hi = wilson(won / n, n)
            print(f"  {label}: {won:.1f} of {n} ({100 * won / n:.1f}%, 95% interval "
                  f"{100 * lo:.1f}-{100 * hi:.1f}%; fair share {100 * fair:.1f}%)")
    for level, t in result["times"].items():
        print(f"  {level:8s} mean score {statistics.mean(result['scores'][level]):5.2f}  "
              f"s/turn median {statistics.median(t):.3f} max {max(t):.2f}")
    print("  slowest turns:")
    for seconds, level, rows, hand in result["slowest"]:
        print(f"    {seconds:7.2f} s {level:6s} hand {hand} ({len(hand)} cards), "
              f"equations {' '.join(rows)}")


def big_hand(cards: int, seed: int) -> Position:
    """A fresh 3-player deal whose player to act holds ``cards`` cards (drawn on from
    the unseen cards, seeded)."""
    game = Game(players=3, seed=40_000 + seed)
    pool = Counter(game.rules.digit_deck() + game.rules.operator_deck())
    for row in game.rows:
        pool.subtract(c for c in row if c != "=")
    hand = game.hands[game.current]
    pool.subtract(hand)
    extra = random.Random(seed).sample(sorted(pool.elements()), cards - len(hand))
    return game.rows, "".join(hand) + "".join(extra), game.rules


def report_big_hands(sizes: tuple[int, ...], deals: int, complete_up_to: int) -> None:
    print(f"big hands, fresh 3-player deals, {deals} a size, every equation:")
    for cards in sizes:
        positions = [big_hand(cards, seed) for seed in range(deals)]
        line = [f"  {cards:2d} cards:"]
        if cards <= complete_up_to:
            times = time_search(positions)
            best = [max(search_all(*p).values(), default=0) for p in positions]
            line.append(f"complete median {ms(statistics.median(times))} worst "
                        f"{ms(max(times))} best points {best};")
        else:
            line.append("complete not run (minutes);")
        times, best, limits = [], [], []
        for rows, hand, rules in positions:
            clear_caches()
            start = time.perf_counter()
            found = bounded_rows(rows, Counter(hand), rules)
            times.append(time.perf_counter() - start)
            best.append(found[0].points if found else 0)
            limits.append(insert_bound(rows, Counter(hand), rules) or cards)
        line.append(f"bounded median {ms(statistics.median(times))} worst {ms(max(times))} "
                    f"(at most {limits} cards a row) best points {best}")
        print(" ".join(line), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a short run")
    parser.add_argument("--games", type=int, default=None, help="three-player games (400)")
    parser.add_argument("--no-brute", action="store_true", help="leave out the brute force")
    parser.add_argument("--complete-up-to", type=int, default=None,
                        help="the largest big hand searched completely (10; --quick: 8)")
    parser.add_argument("--big-only", action="store_true", help="only the big hands")
    parser.add_argument("--match-only", action="store_true",
                        help="only the match of two levels")
    parser.add_argument("--match", default="strong-greedy",
                        help="the two levels of the match (strong-greedy; also beginner-greedy)")
    parser.add_argument("--first-seed", type=int, default=10_000,
                        help="the seed of the match's first game (10000)")
    args = parser.parse_args()
    if args.match_only:
        games = args.games if args.games is not None else 400
        first, second = args.match.split("-")
        start = time.perf_counter()
        result = match(first, second, games, first_seed=args.first_seed)
        report_match(result, games, time.perf_counter() - start, first, second)
        return
    deals = 2 if args.quick else 5
    sizes = (8, 10) if args.quick else (8, 10, 12, 14)
    complete = args.complete_up_to
    report_big_hands(sizes, deals, complete if complete is not None else 8 if args.quick else 10)
    if args.big_only:
        return
    count = 10 if args.quick else 120
    games = args.games if args.games is not None else (4 if args.quick else 400)
    positions = dealt(count) + played(count)
    print("search over every equation, whole hand:")
    report_search(positions[:count], "fresh deals")
    report_search(positions[count:], "greedy self-play")
    report_search(positions, "all")
    print("best points only (pari.best.best_points), every equation, whole hand:")
    report_search(positions, "all", best_only=True)
    print(f"  the same best points as the complete search in {best_agrees(positions)}/"
          f"{len(positions)}")
    if not args.no_brute:
        same, best, seconds = against_brute_force(positions)
        print(f"against the brute force (hands cut to 6 cards, {seconds:.0f} s): same rows and "
              f"points in {same}/{len(positions)}, same best points in {best}/{len(positions)}")
    if games:
        start = time.perf_counter()
        result = match("strong", "greedy", games)
        report_match(result, games, time.perf_counter() - start)


if __name__ == "__main__":
    main()
