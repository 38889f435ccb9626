"""The automatic players: legal, seeded, and the computer plays better than chance."""

from __future__ import annotations

import itertools
import statistics

import pytest

from summy_widget.summa import (
    ComputerPlayer,
    Game,
    RandomPlayer,
    ReadingOrderPlayer,
    Rules,
    check_setup,
)
from summy_widget.summa.lines import best_line
from summy_widget.summa.players import expected_line

CHANCE = {"I": 2 / 6, "V": 1 / 6, "X": 2 / 6, "L": 1 / 6}


def solo(cls, seed):
    game = Game(players=1, seed=seed, rules=Rules(seconds=None))
    bot = cls(seed=seed)
    while not game.over:
        bot.act(game, 0)
    return game


@pytest.mark.parametrize("line", ["LXV.X.", "......"[:4], "X..#.I", "IIII", "#.#.#."])
def test_expected_line_is_the_average_over_every_filling(line):
    holes = [i for i, ch in enumerate(line) if ch == "."]
    total = 0.0
    for faces in itertools.product("IVXL", repeat=len(holes)):
        chars = list(line)
        chance = 1.0
        for i, s in zip(holes, faces):
            chars[i] = s
            chance *= CHANCE[s]
        total += chance * best_line("".join(chars))[0]
    assert expected_line(line) == pytest.approx(total)


@pytest.mark.parametrize("cls", [ComputerPlayer, RandomPlayer, ReadingOrderPlayer])
def test_players_play_legal_whole_games_and_are_seeded(cls):
    a, b = solo(cls, 4), solo(cls, 4)
    assert a.over and a.to_json() == b.to_json()
    check_setup(a.grids[0].black_cells())
    again = Game.from_json(a.to_json())
    assert again.results() == a.results()


def test_reading_order_player_fills_like_the_timer():
    game = solo(ReadingOrderPlayer, 6)
    flat = "".join(game.grids[0].rows).replace("#", "")
    assert flat == "".join("".join(r) for r in game.rolls)


def test_computer_beats_random_and_reading_order_on_the_same_dice():
    seeds = range(12)
    comp = [solo(ComputerPlayer, s).scorings[0].total for s in seeds]
    rand = [solo(RandomPlayer, s).scorings[0].total for s in seeds]
    read = [solo(ReadingOrderPlayer, s).scorings[0].total for s in seeds]
    assert statistics.mean(comp) > statistics.mean(rand)
    assert statistics.mean(comp) > statistics.mean(read)
    assert sum(c > r for c, r in zip(comp, rand)) >= 9


def test_computer_acts_only_when_waited_for():
    game = Game(players=2, seed=1)
    bot = ComputerPlayer(seed=0)
    bot.act(game, 0)
    assert game.waiting_for() == [1]
    moves = list(game.moves)
    bot.act(game, 0)  # nothing to do until player 2 has chosen
    assert game.moves == moves
