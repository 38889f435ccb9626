"""Players who need no mouse: the computer, a beginner, a random player and a reading-order
player.

Each is seeded, so the same seed plays the same game. :meth:`Player.act` does
whatever the game waits for from that player: blacken 4 cells, write the
rolled symbols, or score the sheet.

>>> from summy_widget.summa import Rules
>>> game = Game(players=["Computer", "Random"], seed=11, rules=Rules(seconds=None))
>>> bots = [ComputerPlayer(seed=1), RandomPlayer(seed=2)]
>>> while not game.is_over:
...     for p in game.waiting_for():
...         bots[p].act(game, p)
>>> [r.name for r in game.results()][0]
'Computer'
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from functools import cache

from ..errors import expect_type, out_of_turn, unknown_level
from .dice import FACES
from .errors import IllegalMoveError, SetupError
from .game import Game
from .grid import EMPTY, SIZE, Cell, Grid, cell_name, check_setup
from .lines import best_line
from .scoring import best_score

__all__ = [
    "BeginnerPlayer",
    "ComputerPlayer",
    "Player",
    "RandomPlayer",
    "ReadingOrderPlayer",
    "expected_line",
    "get_player",
    "placement_gain",
    "sheet_value",
    "valid_setups",
]

_CHANCE = {s: FACES.count(s) / len(FACES) for s in "IVXL"}


@cache
def expected_line(line: str, min_length: int = 2) -> float:
    """The expected best score of ``line`` when each empty cell gets a random die face.

    An estimate used to compare placements (not a game value).

    >>> expected_line("LXVLXI")
    126.0
    >>> round(expected_line("LXVLX."), 2)
    129.5
    """
    i = line.find(EMPTY)
    if i < 0:
        return float(best_line(line, min_length)[0])
    return sum(
        chance * expected_line(line[:i] + s + line[i + 1:], min_length)
        for s, chance in _CHANCE.items()
    )


def placement_gain(rows: Sequence[Sequence[str]], cell: Cell, symbol: str,
                   min_length: int = 2) -> float:
    """How much writing ``symbol`` into the empty ``cell`` raises the :func:`expected_line`
    of its row and its column (``rows``: the sheet's rows, strings or lists of symbols).

    >>> rows = ["LXVLX."] + ["......"] * 5
    >>> placement_gain(rows, (0, 5), "L") > placement_gain(rows, (0, 5), "I")
    True
    """
    r, c = cell
    row_old = "".join(rows[r])
    col_old = "".join(rows[k][c] for k in range(SIZE))
    row_new = row_old[:c] + symbol + row_old[c + 1:]
    col_new = col_old[:r] + symbol + col_old[r + 1:]
    return (expected_line(row_new, min_length) - expected_line(row_old, min_length)
            + expected_line(col_new, min_length) - expected_line(col_old, min_length))


def sheet_value(grid: Grid, min_length: int = 2) -> float:
    """Estimated worth of a sheet: expected best of every row plus every column.

    It ignores that cancelling in rows hurts the columns, so it is an optimistic guide.
    """
    return sum(expected_line(r, min_length) for r in grid.rows) + sum(
        expected_line(c, min_length) for c in grid.columns
    )


@cache
def valid_setups() -> tuple[tuple[Cell, ...], ...]:
    """Every allowed set of 4 black cells.

    >>> len(valid_setups())
    2358
    """
    out = []
    for rows in itertools.combinations(range(SIZE), 4):
        for cols in itertools.permutations(range(SIZE), 4):
            cells = tuple(zip(rows, cols))
            try:
                check_setup(cells)
            except SetupError:
                continue
            out.append(cells)
    return tuple(out)


@cache
def _setup_values(min_length: int) -> tuple[tuple[float, tuple[Cell, ...]], ...]:
    return tuple(
        (sheet_value(Grid.empty().with_black(cells), min_length), cells)
        for cells in valid_setups()
    )


class Player:
    """Base of the automatic players: a seeded ``random.Random``, :meth:`choose` and :meth:`act`."""

    #: the level name :func:`get_player` knows this player by
    level = "random"

    def __init__(self, seed: int | None = 0) -> None:
        if seed is not None:
            expect_type("seed", seed, int, "a whole number")
        self.seed = seed
        self.rng = random.Random(seed)

    def choose_black(self, game: Game, player: int) -> list[Cell]:
        """The 4 set-up cells (default: an allowed set chosen at random)."""
        return list(self.rng.choice(valid_setups()))

    def choose_cells(self, game: Game, player: int) -> list[tuple[int, Cell]]:
        """Where to write each unplaced die of this round: (die, cell) pairs."""
        raise NotImplementedError

    def choose(self, game: Game, seat: int | None = None) -> str:
        """The action text for what ``game`` waits for from ``seat``; ``game`` is not changed.

        >>> g = Game(players=1, seed=2)
        >>> text = ReadingOrderPlayer().choose(g, 0)
        >>> text.split()[1], g.moves
        ('black', [])
        """
        expect_type("game", game, Game, "a summa.Game")
        waiting = game.to_act
        seat = (waiting[0] if waiting else 0) if seat is None else game._seat(seat)
        if seat not in waiting:
            raise out_of_turn(IllegalMoveError, game.names[seat],
                              [game.names[p] for p in waiting])
        if game.phase == "setup":
            cells = " ".join(cell_name(c) for c in self.choose_black(game, seat))
            return f"{seat + 1} black {cells}"
        if game.phase == "placing":
            pairs = [f"{game.dice[d]} {cell_name(c)}" for d, c in self.choose_cells(game, seat)]
            return f"{seat + 1} " + " ".join(pairs)
        best = best_score(game.grids[seat], game.rules.min_length)
        if game.scorings[seat] is None:
            return " ".join([f"{seat + 1} across"] + [g.name for g in best.across_groups])
        return " ".join([f"{seat + 1} down"] + [g.name for g in best.down_groups])

    def act(self, game: Game, player: int) -> None:
        """Do what ``game`` waits for from ``player`` now (in scoring: rows and columns)."""
        for _ in range(2):
            if player not in game.waiting_for():
                return
            scoring = game.phase == "scoring"
            game.play(self.choose(game, player), seat=player)
            if not scoring:
                return


class RandomPlayer(Player):
    """Writes every symbol into a random empty cell."""

    level = "random"

    def choose_cells(self, game: Game, player: int) -> list[tuple[int, Cell]]:
        dice = game.unplaced(player)
        cells = self.rng.sample(game.grids[player].empty_cells(), len(dice))
        return list(zip(dice, cells))


class ReadingOrderPlayer(Player):
    """Writes the symbols in the order rolled into the next empty cells (as when time runs out)."""

    level = "reading"

    def choose_cells(self, game: Game, player: int) -> list[tuple[int, Cell]]:
        dice = game.unplaced(player)
        return list(zip(dice, game.grids[player].empty_cells()))


class BeginnerPlayer(Player):
    """Writes the dice in the order rolled, each into one of the :attr:`choices` cells where
    it adds most just now (:func:`placement_gain`), picked at random: sensible, but with no
    plan for the round, as a pupil in a first few games writes (about midway between
    ``random`` and ``greedy`` in points, ``bench/summa_bench.py``).

    >>> g = Game(players=1, seed=3)
    >>> g.play(BeginnerPlayer(seed=1).choose(g, 0)).text  # the set-up: 4 black cells
    '1 black A1 C2 D4 E6'
    >>> BeginnerPlayer(seed=1).choose(g, 0)  # round 1: each die near where it adds most
    '1 I C1 X F5 X B6 I F6'
    """

    level = "beginner"
    #: how many of the best cells for a die it picks from
    choices = 8

    def choose_cells(self, game: Game, player: int) -> list[tuple[int, Cell]]:
        rows = [list(row) for row in game.grids[player].rows]
        free = game.grids[player].empty_cells()
        plan = []
        for die in game.unplaced(player):
            symbol = game.dice[die]
            ranked = sorted(free, key=lambda cell: -placement_gain(rows, cell, symbol,
                                                                   game.rules.min_length))
            r, c = cell = self.rng.choice(ranked[:self.choices])
            rows[r][c] = symbol
            free.remove(cell)
            plan.append((die, cell))
        return plan


class ComputerPlayer(Player):
    """Places each roll to raise the expected final score as much as it can.

    The worth of a sheet is :func:`sheet_value`: the expected best score of
    each row and column when the empty cells get random die faces. For every
    order of the dice it places them one by one where the worth grows most, and
    keeps the best of these. The scoring at the end is :func:`best_score`.
    """

    level = "greedy"

    def choose_black(self, game: Game, player: int) -> list[Cell]:
        values = _setup_values(game.rules.min_length)
        top = max(v for v, _ in values)
        return list(self.rng.choice([cells for v, cells in values if v >= top - 1e-9]))

    def choose_cells(self, game: Game, player: int) -> list[tuple[int, Cell]]:
        dice = game.unplaced(player)
        symbols = [game.dice[d] for d in dice]
        grid = game.grids[player]
        m = game.rules.min_length
        rows = [list(r) for r in grid.rows]
        empties = grid.empty_cells()
        best_value, best_plan = None, None
        seen = set()
        for order in itertools.permutations(range(len(dice))):
            key = tuple(symbols[i] for i in order)
            if key in seen:
                continue
            seen.add(key)
            plan, value, work = [], 0.0, [row[:] for row in rows]
            free = list(empties)
            for i in order:
                s = symbols[i]
                choice, gain = None, None
                for r, c in free:
                    g = placement_gain(work, (r, c), s, m)
                    if gain is None or g > gain + 1e-12:
                        choice, gain = (r, c), g
                r, c = choice
                work[r][c] = s
                free.remove(choice)
                plan.append((dice[i], choice))
                value += gain
            if best_value is None or value > best_value + 1e-12:
                best_value, best_plan = value, plan
        return best_plan



#: the computer levels :func:`get_player` knows
LEVELS = {"beginner": BeginnerPlayer, "greedy": ComputerPlayer, "strong": ComputerPlayer,
          "random": RandomPlayer, "reading": ReadingOrderPlayer}


def get_player(level: str = "greedy", seed: int | None = 0) -> Player:
    """A computer player: ``"beginner"``, ``"greedy"`` (= ``"strong"``), ``"random"`` or
    ``"reading"``.

    >>> g = Game(players=["Ann", "Ben"], seed=1)
    >>> get_player("greedy").choose(g, 1).split()[:2]
    ['2', 'black']
    >>> get_player("perfect")
    Traceback (most recent call last):
    ...
    summy_widget.errors.GameError: 'perfect' is not a computer level: use one of ...
    """
    expect_type("level", level, str, "a computer level like 'greedy'")
    if level not in LEVELS:
        raise unknown_level(level, LEVELS)
    return LEVELS[level](seed=seed)
