"""The sums of a stretch are kept between calls of ``legal_moves`` for the same rack:
the moves must be exactly those of a cold call, in the same order."""

from __future__ import annotations

from dataclasses import replace

import pytest

from summy_widget.summy import Game, legal_moves, movegen
from summy_widget.summy.players import Player


def _cold(board, rack, rules):
    movegen._RUNS_CACHE.clear()
    return legal_moves(board, rack, rules)


def _positions(seed: int, turns: int):
    """Boards of a greedy game and, for each, the racks of both players."""
    game, greedy = Game(seed=seed), Player("greedy")
    for _ in range(turns):
        if game.over:
            return
        yield game, game.rack(0), game.rack(1)
        game.play(greedy.choose(game))


@pytest.mark.parametrize("seed", [3, 41])
def test_a_look_ahead_gets_the_moves_of_a_cold_call(seed):
    """One rack asked on the boards after several moves (what ``expert`` does)."""
    looked = 0
    for game, mine, other in _positions(seed, 9):
        moves = legal_moves(game.board, mine, game.rules)
        boards = [m.evaluate(game.board, game.rules).board for m in moves[:4]]
        warm = [legal_moves(board, other, game.rules) for board in boards]
        cold = [_cold(board, other, game.rules) for board in boards]
        assert warm == cold
        looked += len(boards)
    assert looked >= 8


def test_other_rules_and_racks_get_their_own_sums():
    for game, mine, other in _positions(5, 6):
        for rules in (game.rules, replace(game.rules, exact_division=True),
                      replace(game.rules, negative_intermediates=False)):
            for rack in (mine, other, mine[:3]):
                warm = legal_moves(game.board, rack, rules)
                assert warm == _cold(game.board, rack, rules)


def test_an_interrupted_call_keeps_no_half_walked_stretch(monkeypatch):
    game = Game(seed=7)
    greedy = Player("greedy")
    for _ in range(4):
        game.play(greedy.choose(game))
    rack = game.rack(game.current)
    expected = _cold(game.board, rack, game.rules)
    movegen._RUNS_CACHE.clear()
    real = movegen._LineWalk.walk_variants
    calls = []

    def interrupted(self, a, stretches):
        calls.append(a)
        if len(calls) == 2:
            raise KeyboardInterrupt
        real(self, a, stretches)

    monkeypatch.setattr(movegen._LineWalk, "walk_variants", interrupted)
    with pytest.raises(KeyboardInterrupt):
        legal_moves(game.board, rack, game.rules)
    monkeypatch.setattr(movegen._LineWalk, "walk_variants", real)
    assert len(calls) == 2
    assert legal_moves(game.board, rack, game.rules) == expected
