"""Summy: where one level's games against another are won, by who leads when the bag runs low.

Run from the repository root:

    python bench/summy_leads.py                           # expert against greedy, 200 games
    python bench/summy_leads.py --levels strong-greedy --games 100 --seed 40000

The games, seeds and seats are those of ``bench/summy_levels.py`` (game ``k`` on seed
``--seed + k``; the first level in seat 0 in even games). For each game it notes the first
level's margin (its score minus the other's) at its first turn with at most ``B`` tiles in
the bag, for ``B`` in 30, 15, 8, 4 and 0, and how the game ended. It prints, for each ``B``:
the games the first level led and how many of those it lost, the games it did not lead and
how many of those it won. A level that converts its leads and rarely comes back from behind
gains little from a better end game. It also prints each level's exchanges per game, split
into forced ones (no placement was possible) and chosen ones.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

from summy_levels import wilson

from summy_widget.summy import Game, get_player, legal_moves

BAGS = (30, 15, 8, 4, 0)


@dataclass
class Record:
    """One game seen from the first level's seat: its margin when the bag first held at most
    ``B`` tiles at its turn (by ``B``), its result (1, 0.5 or 0) and the exchanges."""

    margins: dict[int, int] = field(default_factory=dict)
    result: float = 0.0
    forced: list[int] = field(default_factory=lambda: [0, 0])
    chosen: list[int] = field(default_factory=lambda: [0, 0])


def play(seed: int, first: int, levels: tuple[str, str]) -> Record:
    """One game; ``levels[0]`` sits in seat ``first``, ``levels[1]`` in the other seat."""
    game = Game(seed=seed)
    seats = {first: 0, 1 - first: 1}
    players = {seat: get_player(levels[i]) for seat, i in seats.items()}
    record = Record()
    while not game.over:
        seat = game.current
        if seats[seat] == 0:
            margin = game.scores[seat] - game.scores[1 - seat]
            for bag in BAGS:
                if game.bag_count <= bag and bag not in record.margins:
                    record.margins[bag] = margin
        text = players[seat].choose(game, seat)
        if text.startswith("swap"):
            stuck = not legal_moves(game.board, game.rack(seat), game.rules)
            (record.forced if stuck else record.chosen)[seats[seat]] += 1
        game.play(text, seat=seat)
    winners = game.winners
    record.result = 1 / len(winners) if first in winners else 0.0
    return record


def report(levels: tuple[str, str], records: list[Record]) -> str:
    """The tables of the module's docstring, in Markdown."""
    a, b = levels
    n = len(records)
    wins = sum(r.result for r in records)
    low, high = wilson(wins, n)
    lines = [f"{a} against {b}: {wins:g} wins of {n}, {100 * wins / n:.1f} % "
             f"({100 * low:.1f}-{100 * high:.1f} %)", "",
             f"| {a}'s first turn with the bag at most | {a} leads | of those lost | "
             f"{a} does not lead | of those won |", "|---|---|---|---|---|"]
    for bag in BAGS:
        seen = [r for r in records if bag in r.margins]
        led = [r for r in seen if r.margins[bag] > 0]
        rest = [r for r in seen if r.margins[bag] <= 0]
        lines.append(f"| {bag} | {len(led)} | {sum(1 - r.result for r in led):g} | "
                     f"{len(rest)} | {sum(r.result for r in rest):g} |")
    lines += ["", "| level | forced exchanges per game | chosen exchanges per game |",
              "|---|---|---|"]
    for i, level in enumerate(levels):
        forced = sum(r.forced[i] for r in records) / n
        chosen = sum(r.chosen[i] for r in records) / n
        lines.append(f"| {level} | {forced:.2f} | {chosen:.2f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default="expert-greedy", help="two levels: strong-greedy")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=40000, help="seed of the first game")
    args = parser.parse_args()
    a, b = args.levels.split("-")
    records = []
    for k in range(args.games):
        records.append(play(args.seed + k, k % 2, (a, b)))
        if (k + 1) % 20 == 0:
            print(f"  {k + 1} games", flush=True)
    print(report((a, b), records))


if __name__ == "__main__":
    main()
