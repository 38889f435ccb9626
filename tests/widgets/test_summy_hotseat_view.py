"""Summy in hot seat with computers: what the widget sends while the computers play.

Ann and Ben share the screen with two computers after them. Once Ben has played, the next
person (Ann) is already looking at the screen while the computers think and lay their moves:
no rack is sent then, neither Ben's nor anybody else's. A rack is only ever sent on the turn
of the person it belongs to, after their Ready.
"""

from __future__ import annotations

import pytest
from test_summy_widget import best_move

from summy_widget import SummyWidget, summy
from summy_widget.summy.commands import COMMAND_WORDS

SEATS = ["Ann", "Ben", "computer:greedy", "computer:strong"]


def states_of_a_round(rounds: int = 2) -> list[dict]:
    """Every state the widget publishes while the people play ``rounds`` rounds."""
    w = SummyWidget(speed="off")
    w.session = summy.Session(SEATS, seed=5)
    w._refresh()
    seen: list[dict] = []
    w.observe(lambda _: seen.append({"phase": w.phase, "rack": list(w.rack),
                                     "owner": w.rack_owner, "current": w.current}), "version")
    for _ in range(rounds * 2):
        if w.phase == "pass":
            assert w.handle({"action": "ready"}), w.error
        placements, _, _ = best_move(w)
        assert w.handle({"action": "submit", "placements": placements}), w.error
    return seen


def test_no_rack_is_sent_while_the_computers_play():
    seen = states_of_a_round()
    computers = [s for s in seen if s["phase"] == "computer"]
    assert len(computers) >= 4, seen  # each round: two computer turns (thought in Python)
    assert all(s["rack"] == [] and s["owner"] == -1 for s in computers), computers
    assert all(s["rack"] == [] for s in seen if s["phase"] == "pass"), seen


def test_a_rack_is_only_sent_to_its_owner_on_their_turn():
    seen = states_of_a_round()
    shown = [s for s in seen if s["rack"]]
    assert {s["owner"] for s in shown} == {0, 1}, seen  # Ann's and Ben's, never a computer's
    assert all(s["phase"] == "play" and s["owner"] == s["current"] for s in shown), shown


def test_one_person_against_the_computers_keeps_their_tiles_in_sight():
    """Not hot seat: nobody else looks at the screen, the tiles stay while the computer plays."""
    session = summy.Session(["Ann", "computer:greedy", "computer:greedy"], seed=5)
    session.submit([session.hint_step() for _ in range(4)][-1]["placements"], computers=False)
    assert session.phase == "computer" and session.rack_owner == 0
    assert session.view()["rack"] == list(session.display_rack(0))


@pytest.mark.parametrize(("lang", "words"), [("en", "first Ann has to press Ready"),
                                             ("de", "Ann"), ("nl", "Ann")])
def test_the_rack_command_on_the_pass_screen_says_who_must_press_ready(lang, words):
    w = SummyWidget(players=["Ann", "Ben"], seed=5, lang=lang)
    assert w.phase == "pass"
    assert not w.handle({"action": "command", "text": COMMAND_WORDS[lang]["rack"]})
    assert words in w.error and "-1" not in w.error, w.error
    assert w.handle({"action": "ready"})
    assert w.handle({"action": "command", "text": COMMAND_WORDS[lang]["rack"]}), w.error
