"""Summy for three or four at one screen from the rules alone, as lesson 05's table of rule
options shows it (``players=3``): before, ``SummyWidget(rules=summy.Rules(players=3))`` and
``rules={"players": 3}`` were refused with "2 player names given, but the rules say 3
players", because the widget's default names were always two."""

from __future__ import annotations

import pytest

from summy_widget import GameError, SummyWidget, summy


@pytest.mark.parametrize("rules", [summy.Rules(players=3), {"players": 3}])
def test_three_players_from_the_rules_alone(rules):
    w = SummyWidget(rules=rules, lang="de")
    assert [s.name for s in w.session.seats] == ["Spieler 1", "Spieler 2", "Spieler 3"]
    assert w.session.game.rules.players == 3 and len(w.session.game.scores) == 3


def test_names_given_still_count():
    w = SummyWidget(players=["Ann", "Ben", "Cleo", "Dan"])
    assert [s.name for s in w.session.seats] == ["Ann", "Ben", "Cleo", "Dan"]
    with pytest.raises(ValueError, match="2 player names given, but the rules say 3 players"):
        SummyWidget(players=["Ann", "Ben"], rules={"players": 3})


@pytest.mark.parametrize("count", [1, 5, "3"])
def test_a_count_the_rules_do_not_take_is_refused_clearly(count):
    with pytest.raises(GameError, match="players must be a whole number from 2 to 4"):
        SummyWidget(rules={"players": count})
