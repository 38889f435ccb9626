"""Lesson 07's game lasts long enough to learn from.

By the rules (3.4) =Pari= ends when someone has 15 points and the round is over; with three
computers at the table that is after only two to four of the pupil's turns. The lesson plays
to a higher target; this plays the lesson's own table (the pupil's seat taken by ``greedy``)
on seeded games and counts the pupil's turns.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import statistics
from pathlib import Path
from types import SimpleNamespace

from summy_widget import pari
from summy_widget.pari.players import ComputerPlayer

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "07-pari.ipynb"


def _lesson_table() -> tuple[list[str], pari.Rules]:
    """The players and rules the lesson's game cell passes to ``PariWidget``."""
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    (cell,) = [c for c in code if "sw.PariWidget(players=" in c]
    seen: dict = {}
    widget = SimpleNamespace(PariWidget=lambda players, rules=None: seen.update(
        players=players, rules=rules or pari.Rules()))
    exec(cell, {"sw": widget, "pari": pari})
    return seen["players"], seen["rules"]


def _pupil_turns(levels: list[str], rules: pari.Rules, seed: int) -> int:
    game = pari.Game(players=[f"p{i}" for i in range(len(levels))], seed=seed, rules=rules)
    bots = [ComputerPlayer(level, seed=seed * 10 + i) for i, level in enumerate(levels)]
    turns = 0
    while not game.over:
        seat = game.current
        bots[seat].take_turn(game)
        turns += seat == 0 and game.current != 0
    return turns


def test_the_lessons_game_gives_the_pupil_about_seven_turns():
    players, rules = _lesson_table()
    assert players[0] == "You"
    levels = ["greedy"] + [p.split(":", 1)[1] for p in players[1:]]
    turns = [_pupil_turns(levels, rules, seed) for seed in range(1, 9)]
    assert 5 <= statistics.median(turns) <= 10, turns
    assert min(turns) >= 4, turns


def test_the_turn_without_the_widget_is_a_correct_play_as_the_text_tells():
    """The lesson's example of the texts of a turn scores (an incorrect play was the example
    once, which a pupil could take for a correct one), with the hand and row the text names."""
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    text, code = ("".join(c["source"]) for c in cells[-2:])
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(code, {"pari": pari})
    first, lay, draw = printed.getvalue().splitlines()
    assert re.fullmatch(r"Ann: #1 6=3x2 +2 points; next: lay", first)
    assert lay.endswith("0 points; next: draw") and draw.endswith("0 points; next: play")
    hand, row = re.search(r"Ann holds ([^\n]+?)\s+and\s+equation 1 is `(.+?)`", text).groups()
    game = pari.Game(players=["Ann", "Ben"], seed=30)
    assert sorted(hand.split()) == sorted(game.view(0)["hand"]) and game.rows[0] == row
    assert pari.check("6=3x2").valid and "`#1 6=3x2`" in text


def test_the_points_section_shows_the_last_cards_of_a_hand_scored_in_full():
    """The rule "if you play all of your hand cards, nothing is deducted" is shown worked out."""
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    (points,) = ["".join(c["source"]) for c in cells if c.get("id") == "b6c06645"]
    *body, last = points.splitlines()
    with contextlib.redirect_stdout(io.StringIO()):
        namespace = {"pari": pari}
        exec("\n".join(body), namespace)
    shown = eval(last, namespace)  # the cell's last line is what the notebook shows
    assert str(shown).splitlines()[-1] == "  points: 5 cards = 5 (hand empty: no minus 3)"
