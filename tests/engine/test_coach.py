"""The ``coach`` level: legal, seeded, stronger when behind, and blind to hidden tiles."""

from __future__ import annotations

from collections import Counter

import pytest

from summy_widget.summy import (
    LEVELS,
    Board,
    Exchange,
    Game,
    Move,
    Session,
    computer_move,
    get_player,
    legal_moves,
)
from summy_widget.summy import coach as coach_module
from summy_widget.summy.coach import (
    Coach,
    aim,
    hold_back_exchange,
    recent_scores,
    stuck_exchange,
)
from summy_widget.summy.leaves import kept_tiles, leave_value
from summy_widget.summy.players import LEAVE_WEIGHT


def position(seed: int, turns: int, levels: tuple[str, str] = ("greedy", "beginner")) -> Game:
    """A game after ``turns`` turns of seeded play between two other levels."""
    game = Game(seed=seed)
    for _ in range(turns):
        if game.over:
            break
        game.play(computer_move(game, levels[game.current]))
    return game


STAGES = (0, 4, 12)  # turns played: the opening, early and late in the game


def positions() -> list[Game]:
    """Seeded positions at each of ``STAGES`` (built once; callers copy before changing)."""
    if not _POSITIONS:
        for seed in (3, 8, 21, 40):
            game = Game(seed=seed)
            for turns in range(max(STAGES) + 1):
                if turns in STAGES and not game.over:
                    _POSITIONS.append(game.copy())
                if not game.over:
                    game.play(computer_move(game, ("greedy", "beginner")[game.current]))
    return _POSITIONS


_POSITIONS: list[Game] = []


def with_margin(game: Game, lead: int) -> Game:
    """The same position with the player to move ``lead`` points ahead (behind if < 0)."""
    me = game.current
    copy = game.copy()
    copy.scores = list(game.scores)
    copy.scores[1 - me] = max(game.scores[me] - lead, 0)
    copy.scores[me] = copy.scores[1 - me] + lead
    return copy


def chosen_score(game: Game) -> int:
    """The points of the coach's move in ``game`` (0 for an exchange)."""
    text = computer_move(game, "coach")
    return 0 if text.startswith("swap") else game.preview(text).score


def chosen_worth(game: Game) -> float:
    """What the coach's move in ``game`` is worth to the ``strong`` level: its points (0
    for an exchange) plus ``LEAVE_WEIGHT`` times the leave value of the tiles it keeps."""
    text = computer_move(game, "coach")
    if text.startswith("swap"):
        points, used = 0, Exchange.from_text(text).tiles
    else:
        points, used = game.preview(text).score, Move.from_text(text).tiles
    return points + LEAVE_WEIGHT * leave_value(kept_tiles(game.rack(), used))


def test_coach_is_a_level_the_sessions_accept() -> None:
    assert "coach" in LEVELS
    player = get_player("coach")
    assert isinstance(player, Coach) and player.level == "coach"
    session = Session.from_options(seed=5, opponent="computer", level="coach")
    assert session.seats[1].level == "coach"
    session.act(computer_move(session.game, "greedy"), seat=0)
    assert session.game.current == 0 and len(session.game.history) == 2  # coach answered


def holds_back_by_exchanging(game: Game) -> bool:
    """Whether even the lowest move of the player to move scores more than
    ``EXCHANGE_GAP`` points above its aim, while it is ahead and the bag holds tiles."""
    moves = legal_moves(game.board, game.rack(), game.rules)
    me = game.current
    ahead = coach_module.margin(game, me) > coach_module.lead(game)
    low = min((m.score for m in moves), default=0)
    return bool(moves and game.bag_count and ahead
                and low - aim(game, me) > coach_module.EXCHANGE_GAP)


@pytest.mark.parametrize("lead", [-15, 0, 60])
def test_coach_plays_legal_moves_and_exchanges_a_playable_rack_only_to_hold_back(
        lead: int) -> None:
    for start in positions():
        game = with_margin(start, lead)
        rack = game.rack()
        text = get_player("coach").choose(game, game.current)
        moves = legal_moves(game.board, rack, game.rules)
        if text.startswith("swap"):
            tiles = Exchange.from_text(text).tiles
            assert tiles and not Counter(tiles) - Counter(rack)
            # with a move on the board: a hopeless rack (strong exchanges it too), or
            # one tile when the coach is so far ahead that even its lowest move is too much
            assert (not moves or computer_move(game, "strong").startswith("swap")
                    or (holds_back_by_exchanging(game)
                        and text == f"swap {hold_back_exchange(rack)}"))
        else:
            assert text in {m.text for m in moves}
        game.play(text)  # legal for the game too


def test_coach_exchanges_when_stuck_and_keeps_room_for_an_equals_sign() -> None:
    board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    game = Game(seed=1)
    game.board = board
    game._racks[0] = list("79775590")
    assert legal_moves(board, game.rack()) == []
    text = computer_move(game, "coach")
    assert text == "swap " + stuck_exchange("79775590")
    kept = Counter(game.rack()) - Counter(Exchange.from_text(text).tiles)
    assert sum(kept.values()) <= 3  # no = and no operator: most digits go
    game.play(text)


def test_far_ahead_coach_exchanges_one_tile_when_even_its_lowest_move_is_too_much() -> None:
    exchanged = 0
    for start in positions():
        game = with_margin(start, 150)
        if not holds_back_by_exchanging(game):
            continue
        if computer_move(game, "strong").startswith("swap"):
            continue  # a hopeless rack: exchanged as strong exchanges it
        rack = game.rack()
        assert computer_move(game, "coach") == f"swap {hold_back_exchange(rack)}"
        assert computer_move(with_margin(start, 0), "coach") in {
            m.text for m in legal_moves(game.board, rack, game.rules)}  # level: it plays
        empty = with_margin(start, 150)
        empty._bag = []  # an exchange would only throw a tile away: it plays its lowest
        assert not computer_move(empty, "coach").startswith("swap")
        exchanged += 1
    assert exchanged >= 2


def test_the_coach_gives_up_the_tile_it_wants_least() -> None:
    assert hold_back_exchange("====xx:7") == "="  # a fourth = is the worst tile to keep
    assert hold_back_exchange("=+-x:x88") == "x"  # a second x, beside + - and :
    assert hold_back_exchange("12345678") == "1"


def test_a_coach_game_replays_exactly() -> None:
    def play(seed: int) -> Game:
        return position(seed, 12, ("coach", "greedy"))

    first, second = play(12), play(12)
    assert first.to_json() == second.to_json()
    assert computer_move(first, "coach") == computer_move(Game.from_json(first.to_json()),
                                                          "coach")


def test_coach_plays_stronger_when_behind_than_when_ahead() -> None:
    # stronger as the strong level counts it: points plus the worth of the tiles kept
    higher = 0
    for game in positions():
        behind, ahead = chosen_worth(with_margin(game, -15)), chosen_worth(with_margin(game, 80))
        assert behind >= ahead - 1e-9, (game, behind, ahead)
        higher += behind > ahead
    assert higher >= len(positions()) // 2


def test_far_behind_coach_plays_its_very_best_level(monkeypatch: pytest.MonkeyPatch) -> None:
    # the far-behind level is "expert"; a quicker level stands in for it here
    assert coach_module.FAR_BEHIND_LEVEL == "expert"
    monkeypatch.setattr(coach_module, "FAR_BEHIND_LEVEL", "greedy")
    differs = 0
    for start in positions()[1::2]:
        far, near = with_margin(start, -coach_module.FAR_BEHIND - 1), with_margin(start, -5)
        assert computer_move(far, "coach") == computer_move(far, "greedy")
        assert computer_move(near, "coach") == computer_move(near, "strong")
        differs += computer_move(far, "greedy") != computer_move(far, "strong")
    assert differs  # the two levels do differ on some of these positions


def test_aim_follows_the_other_players_recent_turns_and_the_margin() -> None:
    game = positions()[-1]
    me = game.current
    others = [t.score for t in game.history if t.player != me][-coach_module.RECENT_TURNS:]
    assert len(others) == coach_module.RECENT_TURNS
    assert recent_scores(game, me) == others
    even = with_margin(game, coach_module.LEAD)  # the lead it aims at: no change
    assert aim(even, me) == pytest.approx(sum(others) / len(others) + coach_module.AIM_BONUS)
    assert aim(with_margin(game, -30), me) > aim(even, me) > aim(with_margin(game, 50), me)


def test_without_the_leave_coach_plays_the_move_nearest_its_aim(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach_module, "LEAVE_SHARE", 0.0)
    checked = 0
    for start in positions():
        game = with_margin(start, 40)  # ahead: the coach aims, rather than plays its best
        moves = legal_moves(game.board, game.rack(), game.rules)
        target = aim(game, game.current)
        if not moves or target >= max(m.score for m in moves):
            continue
        if game.bag_count >= 8 and computer_move(game, "strong").startswith("swap"):
            continue  # a hopeless rack, exchanged
        if holds_back_by_exchanging(game):
            continue  # even the nearest move is too much: it exchanges one tile
        nearest = min(abs(m.score - target) for m in moves)
        assert abs(chosen_score(game) - target) <= nearest + coach_module.SLACK
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("lead", [-15, 0, 40])
def test_coach_sees_neither_the_bag_nor_the_other_rack(lead: int) -> None:
    for start in positions()[::2]:
        game = with_margin(start, lead)
        text = computer_move(game, "coach")
        other = with_margin(start, lead)
        # change what the player cannot see: the bag's order and the other rack
        seat = 1 - other.current
        hidden = other._bag + other._racks[seat]
        hidden.reverse()
        size = len(other._racks[seat])
        other._racks[seat], other._bag = hidden[:size], hidden[size:]
        assert other.rack(seat) != game.rack(seat)
        assert computer_move(other, "coach") == text


def test_player_takes_only_the_plain_levels() -> None:
    """``Player`` plays beginner, greedy and strong; ``get_player`` gives every level."""
    from summy_widget.summy.players import Player

    with pytest.raises(ValueError, match="get_player gives every level"):
        Player("coach")
    assert isinstance(get_player("coach"), Coach)
