"""summa.Session without Jupyter: seats, drafts, the timer, the pass screen, undo and the log."""

from __future__ import annotations

import json

import pytest

import summy_widget as sw
from summy_widget import summa

SETUP = ["A1", "C2", "E3", "B6"]


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def blacken(s):
    for cell in SETUP:
        s.toggle_black(cell)
    s.confirm_black()


def test_the_engine_session_needs_no_jupyter_and_hides_the_seed():
    s = summa.Session(seats=["Ann", "computer:random"], seed=424242, rules={"seconds": None})
    blacken(s)
    view = s.view()
    text = json.dumps(view)
    assert "424242" not in text
    assert view["stage"] == "place" and view["players"][1]["computer"]
    assert view["game"]["dice"] == list(s.game.dice)
    assert s.seats[1] == sw.session.Seat("Computer", "random")


def test_timer_runs_once_per_round_and_time_up_is_checked_in_python():
    clock = Clock()
    s = summa.Session(seats=["Ann", "computer"], seed=3, clock=clock)
    blacken(s)
    turn = s.view()["timer"]["turn"]
    assert s.view()["timer"] == {"seconds": 60, "turn": turn, "left": 60}
    s.place(0, "F6")
    clock.now += 45
    assert s.view()["timer"]["left"] == 15 and s.view()["timer"]["turn"] == turn
    with pytest.raises(sw.GameError) as info:
        s.time_up()
    assert info.value.code == "not-yet" and s.game.round == 1
    clock.now += 15
    s.time_up()
    assert s.game.round == 2 and s.view()["timer"] == {"seconds": 60, "turn": turn + 1,
                                                     "left": 60}
    assert s.game.grids[0]["F6"] == s.game.rolls[0][0]
    assert "Time is up for Ann" in s.view()["log"][-2]


def test_hot_seat_pass_screen_hides_the_sheet_and_starts_the_next_persons_timer():
    clock = Clock()
    s = summa.Session(seats=["Ann", "Ben"], seed=3, clock=clock)
    blacken(s)
    assert s.pass_screen and s.view()["stage"] == "pass" and s.viewer == 1
    assert s.view()["sheet"] == ["......"] * 6 and s.view()["pending"] == []
    with pytest.raises(sw.GameError):
        s.toggle_black("A1")
    s.ready()
    blacken(s)
    s.ready()
    for die, cell in enumerate(["B1", "C1", "D1", "E1"]):
        s.place(die, cell)
    clock.now += 50
    s.done()
    assert s.view()["stage"] == "pass" and s.view()["dice"] == []
    # behind the pass screen nobody's sheet: no black cell, no symbol (Ann's nor Ben's)
    assert s.view()["sheet"] == ["......"] * 6
    assert s.view()["sheets"] == [["......"] * 6] * 2 == s.view()["game"]["sheets"]
    assert s.command("read B1") == "B1, empty"
    clock.now += 30  # the pass screen: Ben's minute has not started yet
    s.ready()
    assert s.view()["timer"]["left"] == 60
    assert s.view()["sheets"][0][0] == "#....."  # Ann's symbols of this round are hidden


def test_practice_undo_takes_back_the_last_action():
    s = summa.Session(seats=["Ann", "computer"], seed=5, practice=True, rules={"seconds": None})
    with pytest.raises(sw.GameError):
        s.undo()
    blacken(s)
    assert s.view()["can_undo"] and s.game.round == 1
    s.undo()
    assert s.game.phase == "setup" and s.view()["stage"] == "black"
    assert s.game.grids[0].black_cells() == [] and s.game.to_act == [0]


def test_the_log_tells_what_happened_but_not_where_others_wrote():
    s = summa.Session(seats=["Ann", "computer"], seed=5, rules={"seconds": None})
    blacken(s)
    free = s.game.grids[0].empty_cells()
    for die in range(4):
        s.place(die, free[die])
    s.done()
    assert any("has written its 4 symbols" in line for line in s.view()["log"])
    assert all(entry["text"].split()[1] in ("black", "placed") for entry in s.log)


def test_session_save_and_load(tmp_path):
    s = summa.Session(seats=["Ann", "computer:reading"], seed=9, rules={"seconds": None})
    blacken(s)
    path = s.save(tmp_path)
    again = summa.Session.load(path)
    assert again.game == s.game and again.seats == s.seats
    assert again.view()["sheet"] == s.view()["sheet"]


def test_bad_input_names_what_is_wrong():
    with pytest.raises(TypeError, match="seed must be a whole number"):
        summa.Session(seats=["Ann", "computer"], seed="x")
    with pytest.raises(TypeError, match="seat must be"):
        summa.Session(seats=["Ann", 3])
    with pytest.raises(sw.GameError, match="not a computer level"):
        summa.Session(seats=["Ann", "computer:perfect"])
    s = summa.Session(seats=["Ann"], seed=1, rules={"seconds": None})
    with pytest.raises(sw.NotationError, match="row 10, column J is not on the sheet"):
        s.toggle_black([9, 9])
    with pytest.raises(sw.GameError, match="not now"):
        s.place(0, "A1")



@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_line_of_the_log_starts_as_a_sentence(lang):
    """The log shows one line per event, read out on its own: each starts with a capital, the
    time running out ("Time is up for you") and a computer's round ("Round 1: ...") too."""
    clock = Clock()
    you = sw.i18n.t("summa.ui.you", lang)
    s = summa.Session(seats=[you, "computer"], seed=3, clock=clock, lang=lang)
    blacken(s)
    seen: list[str] = []
    while s.stage != "over":
        if s.stage == "place":
            clock.now += 60
            s.time_up()
        else:
            s.use_best()
            s.confirm(True)
        seen += [line for line in s.view()["log"] if line not in seen]
    said = {key: s._said(f"summa.ui.log.{key}", **params) for key, params in (
        ("time-up-you", {"cells": "A1"}), ("computer-placed", {"name": "Computer", "round": 1}))}
    assert [k for k, line in said.items() if not line[0].isupper()] == [], said
    assert len(seen) >= 17, seen  # 8 times up, 8 rounds of the computer, the scores
    assert [line for line in seen if not line[0].isupper()] == [], seen


def test_choose_for_me_follows_the_seed():
    """The same seed and the same presses give the same game, "Choose for me" included: in a
    class every pupil who plays seed 11 and lets the game choose gets the same black cells."""

    def chosen(seed):
        s = summa.Session(seats=["Ann", "Ben", "Cem"], seed=seed, rules={"seconds": None})
        while s.stage in ("pass", "black"):
            if s.stage == "pass":
                s.ready()
            else:
                s.random_black()
                s.confirm_black()
        return [s.game.grids[seat].black_cells() for seat in range(3)]

    first = chosen(11)
    assert all(len(cells) == 4 for cells in first)
    assert chosen(11) == first
    assert len({tuple(cells) for seed in range(12, 17) for cells in chosen(seed)}) > 1
