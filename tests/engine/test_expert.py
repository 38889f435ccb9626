"""The expert level: legal, within its work budget, blind to hidden tiles, replayable,
and aware of the end of the game (every level on many positions: ``tests/levels``)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from summy_actions import assert_legal

from summy_widget.summy import (
    LEVELS,
    Board,
    Exchange,
    Game,
    IllegalMoveError,
    computer_move,
    get_player,
    legal_moves,
)
from summy_widget.summy import expert as expert_module
from summy_widget.summy.expert import ExpertPlayer
from summy_widget.summy.sight import unseen_tiles


def after_turns(seed: int, turns: int) -> Game:
    game = Game(seed=seed)
    for _ in range(turns):
        game.play(get_player("greedy").choose(game))
    return game


def test_get_player_takes_a_work_budget() -> None:
    player = get_player("expert", work=5)
    assert isinstance(player, ExpertPlayer) and player.work == 5 and player.level == "expert"
    assert "expert" in LEVELS


def test_expert_stays_within_its_work_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def counting(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        calls.append(1)
        return legal_moves(*args, **kwargs)

    monkeypatch.setattr(expert_module, "legal_moves", counting)
    game = after_turns(9, 2)
    for work in (0, 3, 7):
        calls.clear()
        text = ExpertPlayer(work=work).choose(game)
        assert_legal(game, text)
        assert len(calls) <= 1 + work  # its own moves, then the look ahead
    calls.clear()
    ExpertPlayer(work=7).choose(game)
    assert len(calls) > 3  # the look ahead did run
    calls.clear()
    assert_legal(game, ExpertPlayer(work=9, plies=2).choose(game))
    assert 3 < len(calls) <= 1 + 9


def test_expert_lowers_its_budget_under_pyodide(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert_module, "PYODIDE", False)
    desktop = ExpertPlayer().budget().left
    monkeypatch.setattr(expert_module, "PYODIDE", True)
    assert ExpertPlayer().budget().left < desktop
    assert ExpertPlayer(work=30).budget().left == 30  # a budget given is kept


def test_expert_never_reads_the_bag_or_the_other_rack() -> None:
    game = after_turns(9, 2)
    text = ExpertPlayer(work=8).choose(game)
    other = after_turns(9, 2)
    other._bag.reverse()
    seat = 1 - other.current
    other._racks[seat] = list(reversed(other._racks[seat]))[:5] + ["=", "=", "="]
    assert other.rack() == game.rack() and other._bag != game._bag
    assert ExpertPlayer(work=8).choose(other) == text


def test_expert_replays_exactly() -> None:
    def play(seed: int) -> list[str]:
        game = Game(seed=seed)
        for _ in range(4):
            game.play(ExpertPlayer(work=3).choose(game))
        return [t.text for t in game.history]

    assert play(9) == play(9)


def test_expert_exchanges_when_no_move_is_possible() -> None:
    game = Game(seed=1)
    assert legal_moves(game.board, game.rack(), game.rules) == []
    text = ExpertPlayer(work=4).choose(game, 0)
    assert text.startswith("swap ")
    assert_legal(game, text)
    game.play(text)


def test_stuck_with_an_empty_bag_discards_to_end_a_won_game() -> None:
    game = Game(seed=1)
    game.board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    game._bag = []
    game.scores = [30, 10]
    text = ExpertPlayer().choose(game, 0)
    assert len(Exchange.from_text(text).tiles) == 4  # 8 - 4: the game ends
    game.scores = [10, 30]
    assert len(Exchange.from_text(ExpertPlayer().choose(game, 0)).tiles) == 1


@pytest.fixture(scope="module")
def end_game() -> list[Game]:
    """Positions of one greedy game from the turn its bag ran out to its end."""
    game = Game(seed=6)
    positions = []
    while not game.over:
        if game.bag_count == 0:
            positions.append(game.copy())
        game.play(get_player("greedy").choose(game))
    return positions


def test_expert_plays_the_end_game_with_the_unseen_tiles(end_game: list[Game]) -> None:
    assert end_game
    for game in end_game:
        me = game.current
        assert unseen_tiles(game, game.rack(me)) == Counter(game.rack(1 - me))
        assert_legal(game, ExpertPlayer(work=6).choose(game))


def test_expert_takes_the_most_points_on_its_last_turn(end_game: list[Game]) -> None:
    last = [g for g in end_game if g.last_round]
    assert last
    for game in last:
        moves = legal_moves(game.board, game.rack(), game.rules)
        if moves:
            text = ExpertPlayer(work=6).choose(game)
            assert game.preview(text).score == max(m.score for m in moves)


def test_expert_on_a_finished_game_is_an_error(end_game: list[Game]) -> None:
    game = end_game[-1].copy()
    game.play(get_player("greedy").choose(game))
    assert game.over
    with pytest.raises(IllegalMoveError, match="over"):
        ExpertPlayer().choose(game)


@pytest.mark.parametrize(
    "options, error, words",
    [({"work": "12"}, TypeError, "work must be a whole number of legal_moves calls, not str"),
     ({"work": True}, TypeError, "not bool True"),
     ({"work": -1}, ValueError, "work must be 0 (no look ahead) or more"),
     ({"seconds": "2"}, TypeError, "seconds must be a number of seconds"),
     ({"seconds": 0}, ValueError, "seconds must be above 0"),
     ({"plies": 3}, ValueError, "plies must be 1 or 2")],
)
def test_a_budget_that_cannot_be_is_named(options, error, words) -> None:
    with pytest.raises(error, match=re.escape(words)):
        get_player("expert", **options)


@pytest.mark.parametrize("level", ["beginner", "greedy", "strong", "coach"])
def test_only_the_expert_takes_a_budget(level) -> None:
    with pytest.raises(TypeError, match=f"only the expert level takes a budget .*; {level} "
                                        "takes none, not work"):
        get_player(level, work=12)


@pytest.mark.parametrize("level", LEVELS)
def test_a_move_for_something_not_a_game_says_what_to_give(level) -> None:
    with pytest.raises(TypeError, match=r"game must be a summy.Game \(e.g. Game\(seed=1\)\), not "
                                        "Board"):
        computer_move(Board.start(), level)
