"""A game for people starts with a deal whose first player can make a sum.

Four random deals in ten give the first player a rack with no sum through the
centre's ``=``: lesson 01's "you play first" would then begin with an exchange.
"""

import random

import pytest

from summy_widget import SummyWidget, summy
from summy_widget.summy.deal import playable_game

UNPLAYABLE_SEED = 0  # the first rack of seed 0 cannot lay a tile


def first_can_place(game: summy.Game) -> bool:
    return bool(summy.legal_moves(game.board, game.rack(game.to_act[0]), game.rules))


def dealt(game: summy.Game) -> summy.Game:
    """The same game at its start, before any turn."""
    return summy.Game(seed=game.seed, rules=game.rules, players=game.players)


def test_random_deals_often_leave_the_first_player_stuck():
    stuck = sum(not first_can_place(summy.Game(seed=s)) for s in range(200))
    assert 50 < stuck < 110  # about 4 in 10: the reason for the playable start
    assert not first_can_place(summy.Game(seed=UNPLAYABLE_SEED))


def test_a_widget_without_seed_lets_the_first_player_make_a_sum():
    games = [SummyWidget(opponent="computer") for _ in range(25)]
    assert all(w.can_place for w in games)
    assert all(first_can_place(w.game) and not w.game.history for w in games)
    assert len({w.game.seed for w in games}) == 25  # still random deals


def test_new_game_without_seed_is_playable_too():
    widget = SummyWidget(opponent="computer", seed=UNPLAYABLE_SEED)
    assert widget.can_place is False  # a seed given is kept as it is
    for _ in range(10):
        widget.new_game()
        assert widget.can_place is True


@pytest.mark.parametrize("seats", [["Ann", "Ben"], ["computer:greedy", "Ann"],
                                   ["Ann", "Ben", "computer", "computer"]])
def test_the_first_seat_to_act_is_the_one_that_can_play(seats):
    for _ in range(8):
        session = summy.Session(seats)
        assert [t.player for t in session.game.history[:1]] in ([], [0])
        assert first_can_place(dealt(session.game))


def test_the_switch_gives_any_deal():
    stuck = sum(not first_can_place(summy.Session(["Ann", "Ben"], playable_start=False).game)
                for _ in range(60))
    assert stuck >= 8  # 60 random deals, about 24 stuck; never 0 in practice
    assert SummyWidget(playable_start=False).session.playable_start is False


def test_the_deal_replays_from_its_record():
    game = playable_game(["You", "Computer"], rng=random.Random(11))
    again = summy.Game.from_record(game.to_record())
    assert again.seed == game.seed and again.rack(0) == game.rack(0)
