"""Practice mode switched on or off in a later cell, in a game in play.

Before, ``w.practice = True`` on a game made without it showed nothing new and every undo was
refused ("only possible in practice mode"); on =Pari= it changed nothing at all. Now the game
takes it: the turns played from then on can be taken back, one at a time, and none before;
``w.practice = False`` ends it and lets the kept turns go.
"""

from __future__ import annotations

import pytest
from test_save_again import GAMES

from summy_widget import PariWidget


def can_undo(w) -> bool:
    """What the page is told: the Undo button is there and can be pressed."""
    view = w.view if isinstance(w, PariWidget) else w.get_state()
    return bool(view["can_undo"]) and bool(view["practice"])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_practice_switched_on_in_play_takes_back_only_the_turns_from_then_on(name):
    make, turn = GAMES[name]
    w = make()
    turn(w)
    assert not w.practice and not w.handle({"action": "undo"})
    w.practice = True
    assert w.practice and not can_undo(w)  # nothing played since
    assert not w.handle({"action": "undo"})  # the turn before stays
    before = w.session.game.to_json()
    turn(w)
    for _ in range(5):  # =Pari='s steps are taken back one by one
        assert can_undo(w)
        assert w.handle({"action": "undo"}), w.error
        if w.session.game.to_json() == before:
            break
    assert w.session.game.to_json() == before and not can_undo(w)
    turn(w)
    w.practice = False
    assert not w.practice and not can_undo(w)
    assert not w.handle({"action": "undo"})
    w.practice = True
    assert not can_undo(w)  # the turns kept before were let go


def test_a_practice_that_is_not_true_or_false_is_refused():
    w = GAMES["pari"][0]()
    with pytest.raises(TypeError, match="practice must be True or False"):
        w.practice = "yes"
    assert w.practice is False
