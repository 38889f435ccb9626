"""A computer's turn cut short (a ``KeyboardInterrupt`` while it thought, where the kernel
delivers one into the widget's message: not in JupyterLab, whose stop button leaves a
widget's message to finish) is made at the next message from the page: the game never waits
for ever for a computer that is not thinking. Before, =Pari= and Summa Summarum refused every
click ("wait: it is Computer's turn") till a new game, and Summy every click but a typed
command."""

from __future__ import annotations

import pytest
from test_summy_widget import best_move

from summy_widget import PariWidget, SummaWidget, SummyWidget, pari, summa


class Interrupt:
    """A computer player whose next choice is cut short, as the stop button does."""

    def choose(self, *args, **kwargs):
        raise KeyboardInterrupt


def test_summy_makes_the_computers_move_at_the_next_click():
    w = SummyWidget(seed=4, opponent="computer")
    placements, move, _ = best_move(w)
    thinking = w.session.computer_turn
    w.session.computer_turn = Interrupt().choose
    with pytest.raises(KeyboardInterrupt):
        w.handle({"action": "submit", "placements": placements})
    w.session.computer_turn = thinking
    assert w.phase == "computer" and len(w.history) == 1  # your move made, the computer's not
    assert w.handle({"action": "hint"}), w.error  # a click: the computer moves, then the hint
    assert w.phase == "play" and len(w.history) == 2 and w.history[0]["text"] == move
    assert w.hint and w.error == ""


@pytest.mark.parametrize("action", [{"action": "hint"}, {"action": "command", "text": "hand"}])
def test_pari_makes_the_computers_turn_at_the_next_click(action):
    w = PariWidget(players=["You", "computer"], seed=4)
    session, me = w.session, pari.get_player("greedy")
    thinking = session.player
    session.player = lambda seat: Interrupt()
    with pytest.raises(KeyboardInterrupt):
        while True:
            session.act(me.choose(session.game, 0))
    session.player = thinking
    w._refresh()
    assert session.game.to_act == [1] and not w.view["my_turn"]
    assert w.handle(action), w.error
    assert session.game.to_act == [0] and w.view["my_turn"] and w.view["phase"] == "play"
    assert any(e["seat"] == 1 for e in session.log)  # the computer's turn is in the log


def test_summa_makes_the_computers_round_at_the_next_click():
    w = SummaWidget(players=["You", "computer"], seed=2, seconds=None)
    session, me = w.session, summa.get_player("greedy")
    thinking = session.player
    session.player = lambda seat: Interrupt()
    with pytest.raises(KeyboardInterrupt):
        session.act(me.choose(session.game, 0))  # your set-up; the computer's is cut short
    session.player = thinking
    w._refresh()
    assert session.game.phase == "placing" and session.game.to_act == [0, 1]  # round 1
    assert w.handle({"action": "command", "text": "dice"}), w.error
    assert session.game.to_act == [0] and session.game.unplaced(1) == []  # written
