"""=Pari='s list of moves holds the last 12 lines of the game's log; each keeps the number it
has in the whole game, so a line read as "5." is still "5." a turn later (it became "1.")."""

from __future__ import annotations

from summy_widget import PariWidget


def test_the_moves_keep_their_numbers_when_the_first_ones_drop_off():
    w = PariWidget(players=["computer:greedy", "computer:greedy", "computer:strong"], seed=3)
    w.session.run_computers(limit=9)
    whole = [w.session._log_line(e) for e in w.session.log]
    assert len(whole) > 12
    view = w.view
    assert len(view["log"]) == 12 and view["log_start"] == len(whole) - 11
    for k, line in enumerate(view["log"], start=view["log_start"]):
        assert line == whole[k - 1]


def test_a_short_log_starts_at_one():
    w = PariWidget(players=["You", "computer:greedy"], seed=30)
    assert w.view["log_start"] == 1 and len(w.view["log"]) == len(w.session.log) <= 12
