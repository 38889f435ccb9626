"""Summa Summarum's Hint while the dice are written: first where to start (the cell marked),
then the whole round as the computer would write it, in the draft for Done."""

from __future__ import annotations

import pytest

from summy_widget import SummaWidget
from summy_widget.errors import GameError
from summy_widget.summa import Game
from summy_widget.summa.hints import hint
from summy_widget.summa.players import ComputerPlayer
from summy_widget.summa.session import Session


def _placing(seed: int = 1, lang: str = "en") -> Session:
    s = Session(seats=["You", "computer"], seed=seed, rules={"seconds": None}, lang=lang)
    s.random_black()
    s.confirm_black()
    assert s.stage == "place"
    return s


def test_the_first_step_names_a_cell_and_writes_nothing():
    s = _placing()
    start = hint(s.game, 0, step=2)
    symbol, (r, c) = s.game.dice[start.dice[0]], start.cells[0]
    s.hint_step()
    view = s.view()
    assert view["hint"] == {"step": 1, "steps": 2, "cell": [r, c], "die": start.dice[0]}
    assert view["pending"] == []
    cell = "ABCDEF"[c] + str(r + 1)
    assert view["preview"]["text"] == (
        f"Hint 1 of 2: Start with {symbol} on {cell}: there it adds most to what row {r + 1} "
        f"and column {'ABCDEF'[c]} can still score.")


def test_the_second_step_writes_the_computers_round_for_done():
    s = _placing()
    s.place(0, next(iter(s.game.grids[0].empty_cells())))  # a die of the pupil's own first
    plan = ComputerPlayer(seed=0).choose_cells(s.game, 0)
    s.hint_step()
    s.hint_step()
    view = s.view()
    assert view["hint"]["step"] == 2 and view["hint"]["cell"] is None
    assert sorted(view["pending"]) == sorted([r, c, d] for d, (r, c) in plan)
    text = view["preview"]["text"]
    assert text.startswith("Hint 2 of 2: The computer would write: ")
    assert text.endswith("They are written in for you: press Done, or take them back.")
    dice = s.game.dice
    s.done()
    # Done wrote the computer's round: each die's symbol in its cell
    written = s.game.grids[0].rows
    assert [written[r][c] for _, (r, c) in plan] == [dice[d] for d, _ in plan]


def test_the_hint_is_in_the_players_language_and_on_the_command_line():
    s = _placing(lang="de")
    answer = s.command("tipp")
    assert answer.startswith("Tipp 1 von 2: Fang mit ") and s.view()["hint"]["step"] == 1
    assert s.command("tipp").startswith("Tipp 2 von 2: Der Computer würde schreiben: ")
    assert "tipp" in s.t("summa.say.help")


def test_a_hint_is_refused_when_no_dice_are_to_be_written():
    s = Session(seats=["You", "computer"], seed=1, rules={"seconds": None})
    assert s.stage == "black"
    with pytest.raises(GameError, match="writing the dice"):
        s.hint_step()
    assert s.view()["hint"] == {} and s.view()["pending"] == []
    with pytest.raises(ValueError, match="step must be 1 or 2"):
        hint(Game(players=["Ann"], seed=1), 0, step=3)
    with pytest.raises(ValueError, match="this seat has none to write now"):
        hint(Game(players=["Ann"], seed=1), 0)


def test_the_widget_forwards_the_hint_and_a_new_round_forgets_it():
    w = SummaWidget(players=["You", "computer"], seed=1, seconds=None)
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    assert w.handle({"action": "hint_step"}) and w.handle({"action": "hint_step"})
    assert len(w.session.view()["pending"]) == 4
    assert w.handle({"action": "done"})
    view = w.session.view()
    assert view["round"] == 2 and view["hint"] == {} and view["pending"] == []


def test_each_new_step_counts_once_beside_the_player():
    s = _placing()
    for _ in range(3):  # the second step asked again counts no more
        s.hint_step()
    assert s.hints_used == [2, 0]
    assert [p["hints"] for p in s.view()["players"]] == [2, 0]
    s.done()
    s.hint_step()  # the next round's first step
    assert s.hints_used == [3, 0]
    s.new_game()
    assert s.hints_used == [0, 0] and s.view()["players"][0]["hints"] == 0
