"""Every computer level of Summy plays a legal action on hundreds of positions.

It lives outside ``tests/engine`` because it takes minutes: the classroom site runs
``tests/engine`` inside the browser, where it would be several times slower.
"""

from __future__ import annotations

import pytest
from summy_actions import assert_legal

from summy_widget.summy import LEVELS, Game, get_player


@pytest.fixture(scope="module")
def many_positions() -> list[Game]:
    """Every position of ten seeded greedy games (early, middle, late and the bag empty)."""
    found = []
    for seed in range(40, 50):
        game = Game(seed=seed)
        while not game.over:
            found.append(game.copy())
            game.play(get_player("greedy").choose(game))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_is_legal_on_hundreds_of_positions(
        level: str, many_positions: list[Game]) -> None:
    player = get_player(level, work=2) if level == "expert" else get_player(level)
    assert len(many_positions) >= 200
    for game in many_positions:
        assert_legal(game, player.choose(game))
