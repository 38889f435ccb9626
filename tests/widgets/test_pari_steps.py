"""The steps the =Pari= widget sends for the computers' turns after a person's turn.

You and three computers, a card passed at the end of each turn (seed 27): after You's first
turn the three computers play; the front end shows ``view["steps"]`` one at a time. A play
is a step of its own; a computer's draw and its passed card are one step with one sentence,
joined to the card it laid before them.
"""

from __future__ import annotations

import pytest

from summy_widget.pari import Rules, get_player
from summy_widget.widgets.pari import PariWidget

SEATS = ["You", "computer:beginner", "computer:greedy", "computer:strong"]


def after_your_turn(seed: int = 27, lang: str = "en", pass_card: bool = True) -> tuple:
    """A widget after You's first whole turn (played by greedy), and the log's size before."""
    w = PariWidget(players=SEATS, seed=seed, rules=Rules(pass_card=pass_card), lang=lang)
    me = get_player("greedy")
    while True:
        size = len(w.session.log)
        w.session.act(me.choose(w.session.game, 0))
        w._refresh()
        if w.view["my_turn"] and w.view["phase"] == "play":
            return w, size


@pytest.fixture(scope="module")
def round_en():
    return after_your_turn()


def test_every_computer_event_of_the_round_is_in_one_step_in_order(round_en):
    w, size = round_en
    log = w.session.log
    computers = [e for e in log[size:] if e["seat"] != 0]
    steps = w.view["steps"]
    assert len(computers) == 11
    spans = [list(range(s["n"], s["last"] + 1)) for s in steps]
    assert [n for span in spans for n in span] == [e["n"] for e in computers]
    assert [k for s in steps for k in s["kinds"]] == [e["kind"] for e in computers]
    assert all(s["computer"] and s["seat"] != 0 for s in steps)
    assert {s["seat"] for s in steps} == {1, 2, 3}


def test_a_play_is_its_own_step_and_the_draw_joins_the_pass_and_the_laid_card(round_en):
    w, _ = round_en
    kinds = [s["kinds"] for s in w.view["steps"]]
    assert kinds == [["play"], ["draw", "pass"], ["play"], ["lay", "draw", "pass"],
                     ["play"], ["lay", "draw", "pass"]]
    plays = [s for s in w.view["steps"] if s["kind"] == "play"]
    joined = [s for s in w.view["steps"] if len(s["kinds"]) > 1]
    # a play is shown longest, a step of several events shorter than they were one by one
    assert all(s["pace"] == 1.0 for s in plays)
    assert all(s["pace"] < 1.0 for s in joined)
    assert joined[0]["pace"] < 0.4 + 0.4 and joined[1]["pace"] < 0.6 + 0.4 + 0.4


def test_a_joined_step_is_one_sentence_said_once(round_en):
    w, size = round_en
    steps = w.view["steps"]
    first = steps[1]  # Computer 1 (beginner): its draw and its card passed to You
    assert first["text"].startswith("Computer 1 drew ") and first["text"].endswith(
        " and gave you a card")
    assert first["said"].count(".") == 1 and first["said"].endswith("gave you a card.")
    laid = steps[3]
    assert laid["text"].startswith("Computer 2 laid a new card ")
    assert ", drew " in laid["text"] and laid["text"].endswith(" and gave a card to Computer 1")
    # what the live region is given: each step's sentence once, in order, then whose turn
    said = w.view["said"]["text"]
    at = [said.index(s["said"]) for s in steps]
    assert at == sorted(at) and all(said.count(s["said"]) == 1 for s in steps)
    assert said.endswith(". Your turn: lay cards into one equation.")
    # the log still has a line for each event
    log_lines = w.view["log"]
    assert any(line.startswith("Computer 1 drew ") for line in log_lines)
    assert "Computer 1 gave you a card" in log_lines


def test_a_step_shows_the_table_after_its_first_event_and_the_numbers_before_the_turn(round_en):
    w, _ = round_en
    by_n = {e["n"]: e for e in w.session.log}
    for step in w.view["steps"]:
        first, turn = by_n[step["n"]], by_n[step["turn"]]
        assert turn["seat"] == step["seat"] and turn["n"] <= step["n"]
        assert by_n[turn["n"] - 1]["seat"] != step["seat"]  # the first event of the turn
        assert step["before"] == turn["before"]
        assert (step["rows"], step["new"], step["equation"]) == (
            first["rows"], first["new"], first.get("equation"))


def test_standard_rules_join_the_draw_to_the_laid_card_in_other_languages():
    w, _ = after_your_turn(seed=27, lang="de", pass_card=False)
    steps = w.view["steps"]
    assert any(s["kinds"] == ["lay", "draw"] for s in steps), [s["kinds"] for s in steps]
    assert all("pass" not in s["kinds"] for s in steps)
    laid = next(s for s in steps if s["kinds"] == ["lay", "draw"])
    assert " hat eine neue Karte " in laid["text"] and " gelegt und " in laid["text"]
    assert laid["text"].endswith(")") and " gezogen (" in laid["text"]


def test_no_steps_while_a_person_acted_last():
    w = PariWidget(players=SEATS, seed=1, rules=Rules(pass_card=True))
    assert w.view["steps"] == [] or all(s["seat"] != 0 for s in w.view["steps"])
    w.session.act(get_player("greedy").choose(w.session.game, 0))  # You's play: no computer yet
    w._refresh()
    assert w.view["steps"] == []
