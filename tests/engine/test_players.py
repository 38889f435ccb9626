"""Computer players: legal, seeded, honest about hidden information, and games end by the rules."""

from __future__ import annotations

from collections import Counter

import pytest

from summy_widget.summy import (
    LEVELS,
    Board,
    Exchange,
    Game,
    LegalMove,
    Move,
    Player,
    computer_move,
    evaluate_move,
    get_player,
    legal_moves,
)
from summy_widget.summy.players import (
    LEAVE_WEIGHT,
    best_leave,
    choose_exchange,
    leave_value,
    unseen_tiles,
)


def play_out(seed: int, levels: tuple[str, str]) -> Game:
    game = Game(seed=seed)
    while not game.over:
        game.apply(computer_move(game, levels[game.current]))
    return game


def test_full_game_ends_by_the_end_rule() -> None:
    game = play_out(11, ("greedy", "beginner"))
    assert game.over and game.bag_count == 0
    history = game.history
    # The turn that began the end: the bag was empty after it and its player held <= 4.
    replay = Game(seed=game.seed)
    trigger = None
    for n, turn in enumerate(history):
        replay.apply(turn.text)
        if replay.bag_count == 0 and len(replay.rack(turn.player)) <= 4:
            trigger = n
            break
    assert trigger is not None
    # Every other player had exactly one more turn, and then the game was over.
    assert len(history) == trigger + 1 + (len(game.players) - 1)
    assert history[trigger + 1].player != history[trigger].player
    assert game.winners == [i for i, s in enumerate(game.scores) if s == max(game.scores)]


def test_seeded_replay_gives_the_same_record() -> None:
    first = play_out(5, ("strong", "greedy"))
    second = play_out(5, ("strong", "greedy"))
    assert first.to_json() == second.to_json()
    assert Game.from_json(first.to_json()) == first


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves(level: str) -> None:
    game = Game(seed=9)
    for _ in range(6):
        if game.over:
            break
        text = computer_move(game, level)
        if not text.startswith("swap"):
            move = Move.from_text(text)
            result = evaluate_move(game.board, move, game.rules)
            assert result.score >= 0
            assert not Counter(move.tiles) - Counter(game.rack())  # tiles from its own rack
        game.apply(text)


def test_greedy_plays_the_highest_score() -> None:
    game = Game(seed=9)
    best = max(m.score for m in legal_moves(game.board, game.rack(), game.rules))
    assert game.preview(computer_move(game, "greedy")).score == best


def test_beginner_prefers_short_sums() -> None:
    game = Game(seed=4)
    moves = legal_moves(game.board, game.rack(), game.rules)
    assert moves
    lengths = []
    for seed in range(30):
        g = Game(seed=4)
        g.seed = 1000 + seed  # a different turn seed, same position
        lengths.append(len(Move.from_text(computer_move(g, "beginner")).symbols))
    mean_all = sum(len(m.move.symbols) for m in moves) / len(moves)
    assert sum(lengths) / len(lengths) < mean_all


def test_player_sees_only_its_own_rack_and_not_the_bag_order() -> None:
    game = Game(seed=8)
    text = computer_move(game, "strong")
    other = Game(seed=8)
    # Shuffle what the player cannot see: the bag and the other rack.
    other._bag.reverse()
    other._racks[1] = list(reversed(other._racks[1]))[:5] + ["=", "=", "="]
    assert computer_move(other, "strong") == text


def test_stuck_player_exchanges_sensibly() -> None:
    board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    assert legal_moves(board, "====xx:1") == []
    assert choose_exchange("====xx:1") == "===x:"
    game = Game(seed=1)
    game.board = board
    text = computer_move(game, "greedy")
    assert text.startswith("swap ")
    assert set(Exchange.from_text(text).tiles) <= set(game.rack())


def test_leave_value_likes_a_balanced_rack() -> None:
    assert leave_value("=+3457") > leave_value("=====+")
    assert leave_value("=+3457") > leave_value("3457812")


def test_unknown_level_and_finished_game_are_errors() -> None:
    with pytest.raises(ValueError, match="is not a computer level"):
        get_player("grandmaster")
    game = play_out(3, ("greedy", "greedy"))
    with pytest.raises(ValueError, match="over"):
        Player("greedy").move(game)


def worth(move: LegalMove, rack: tuple[str, ...]) -> float:
    """Points now plus what the tiles the move keeps are worth."""
    kept = Counter(rack) - Counter(move.tiles)
    return move.score + LEAVE_WEIGHT * leave_value("".join(kept.elements()))


def test_strong_plays_the_move_worth_most_with_its_leave() -> None:
    # Worth = points now + what the tiles it keeps are worth (leave_value, weighed by
    # LEAVE_WEIGHT); an exchange
    # only when keeping the best tiles is worth more than every move.
    checked = 0
    for seed in (2, 9, 14, 21):
        game = Game(seed=seed)
        for _ in range(4):
            game.apply(computer_move(game, "greedy"))
        rack = game.rack()
        moves = legal_moves(game.board, rack, game.rules)
        if not moves:
            continue
        top = max(worth(m, rack) for m in moves)
        text = computer_move(game, "strong")
        if text.startswith("swap"):
            kept = Counter(rack) - Counter(Exchange.from_text(text).tiles)
            assert LEAVE_WEIGHT * leave_value("".join(kept.elements())) > top
        else:
            chosen = next(m for m in moves if m.text == text)
            assert abs(worth(chosen, rack) - top) < 1e-9
        checked += 1
    assert checked >= 3


def test_strong_exchanges_a_bad_rack_and_keeps_at_most_one_equals() -> None:
    game = Game(seed=1)
    game._racks[0] = list("====xx::")
    text = computer_move(game, "strong")
    assert text == f"swap {best_leave('====xx::')[1]}"  # the tiles worth most are kept
    kept = Counter(game.rack()) - Counter(Exchange.from_text(text).tiles)
    assert kept["="] <= 1
    game.apply(text)  # a legal exchange


def test_strong_does_not_exchange_when_the_bag_is_nearly_empty() -> None:
    game = Game(seed=1)
    game._racks[0] = list("====xx::")
    game._bag = game._bag[:3]
    assert not computer_move(game, "strong").startswith("swap") or not legal_moves(
        game.board, game.rack(), game.rules)


def test_best_leave_gives_at_least_one_tile_from_the_rack() -> None:
    for rack in ("====xx:7", "12=+5790", "7", "=+3457"):
        value, give = best_leave(rack)
        assert give and not Counter(give) - Counter(rack)
        kept = Counter(rack) - Counter(give)
        assert value == round(leave_value("".join(kept.elements())), 6)


def test_end_game_counts_the_tiles_it_cannot_see() -> None:
    # With the bag empty, the tiles a player cannot see (counted from the tile set, the
    # board, its rack and the exchanges) are exactly the other player's rack; strong's
    # end-game move is legal and from its own rack.
    game = Game(seed=6)
    while game.bag_count and not game.over:
        game.apply(computer_move(game, "greedy"))
    assert not game.over and game.bag_count == 0
    me, other = game.current, 1 - game.current
    assert unseen_tiles(game, game.rack(me)) == Counter(game.rack(other))
    text = computer_move(game, "strong")
    if not text.startswith("swap"):
        move = Move.from_text(text)
        assert game.preview(move).score >= 0
        assert not Counter(move.tiles) - Counter(game.rack(me))
    while not game.over:
        game.apply(computer_move(game, "strong"))
    assert game.winners
