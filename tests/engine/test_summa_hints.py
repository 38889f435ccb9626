"""Summa Summarum's hint: its first step starts with the die of the computer's round that
adds most to the sheet as it is, and its second step is that round with this die first."""

from __future__ import annotations

import random

from summy_widget.summa import Game
from summy_widget.summa.grid import cell_name
from summy_widget.summa.hints import hint
from summy_widget.summa.players import ComputerPlayer, expected_line


def _gain(rows: tuple[str, ...], cell: tuple[int, int], symbol: str) -> float:
    """Written out again from the rules of the estimate: what the row and column gain."""
    r, c = cell
    row, column = rows[r], "".join(line[c] for line in rows)
    return (expected_line(row[:c] + symbol + row[c + 1:]) - expected_line(row)
            + expected_line(column[:r] + symbol + column[r + 1:]) - expected_line(column))


def _games(n: int):
    """Games in the placing phase after a few rounds written by the computer."""
    for seed in range(n):
        g = Game(players=["Ann"], seed=seed)
        g.play(ComputerPlayer(seed=seed).choose(g, 0))
        for _ in range(random.Random(seed).randrange(4)):
            g.play(ComputerPlayer(seed=seed).choose(g, 0))
        yield g


def test_the_first_step_starts_with_the_die_that_adds_most():
    moved = 0
    for g in _games(30):
        plan = ComputerPlayer(seed=0).choose_cells(g, 0)
        rows = g.grids[0].rows
        gains = {(g.dice[d], cell_name(c)): _gain(rows, c, g.dice[d]) for d, c in plan}
        first = hint(g, 0, step=1).plan[0]
        assert gains[first] >= max(gains.values()) - 1e-9, (g.seed, first, gains)
        moved += first != (g.dice[plan[0][0]], cell_name(plan[0][1]))
    # the order the computer placed its dice in is not always the order of their worth
    assert moved >= 1


def test_the_second_step_is_the_computers_round_with_that_die_first():
    for g in _games(10):
        plan = ComputerPlayer(seed=0).choose_cells(g, 0)
        whole, start = hint(g, 0, step=2), hint(g, 0, step=1)
        assert whole.plan[0] == start.plan[0]
        assert sorted(zip(whole.dice, whole.cells)) == sorted(plan)
        assert len(set(whole.dice)) == len(g.unplaced(0)) == 4
