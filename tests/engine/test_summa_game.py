"""A whole game of Summa Summarum: phases, the timer rule, scoring, the winners and records."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from summy_widget.summa import (
    ROUNDS,
    ComputerPlayer,
    Game,
    IllegalMoveError,
    RandomPlayer,
    ReadingOrderPlayer,
    RecordError,
    Rules,
    ScoringError,
    SetupError,
    best_score,
)

SETUP_A = ["A1", "C2", "E3", "B6"]
SETUP_B = ["F1", "D2", "B3", "E6"]


def snapshot(game):
    return (game.to_json(), tuple(game.grids), game.phase, game.round, game.dice,
            [game.placed(p) for p in range(game.players)], list(game.scorings))


def play_out(game, bots):
    while not game.over:
        for p in game.to_act:
            bots[p].act(game, p)


def test_rules_defaults_and_options():
    assert Rules() == Rules(seconds=60, min_length=2)
    assert Rules(seconds=None).seconds is None
    assert Rules(min_length=3).min_length == 3
    for bad in ({"seconds": 0}, {"seconds": "60"}, {"min_length": 0}, {"min_length": 2.5}):
        with pytest.raises(ValueError):
            Rules(**bad)


@pytest.mark.parametrize("players", [0, 9, [], ["A", ""]])
def test_player_count_and_names_are_checked(players):
    with pytest.raises(IllegalMoveError):
        Game(players=players, seed=1)


@pytest.mark.parametrize("players", ["AB", True, None, ["Ann", 3], 2.0])
def test_players_of_a_wrong_type_are_a_type_error(players):
    with pytest.raises(TypeError, match="players must be"):
        Game(players=players, seed=1)


def test_setup_then_eight_rounds_then_scoring():
    game = Game(players=["Ann", "Ben"], seed=5)
    assert game.phase == "setup" and game.dice == ()
    game.blacken(0, SETUP_A)
    assert game.phase == "setup"  # Ben has not chosen yet
    game.blacken(1, SETUP_B)
    for rnd in range(1, ROUNDS + 1):
        assert game.phase == "placing" and game.round == rnd
        assert len(game.dice) == 4 and set(game.dice) <= set("IVXL")
        for p in (0, 1):
            for die in range(4):
                game.place(p, die, game.grids[p].empty_cells()[0])
    assert game.phase == "scoring"
    assert all(g.is_full for g in game.grids)
    assert all(len(g.black_cells()) == 4 for g in game.grids)
    assert len(game.rolls) == ROUNDS


def test_the_same_seed_rolls_the_same_dice_and_another_seed_differs():
    def rolls(seed):
        game = Game(players=1, seed=seed)
        game.blacken(0, SETUP_A)
        for _ in range(ROUNDS):
            game.auto_fill(0)
        return game.rolls

    assert rolls(7) == rolls(7)
    assert rolls(7) != rolls(8)


def test_a_whole_class_on_one_seed_gets_the_same_dice_whoever_plays_and_wherever_they_write():
    """Lesson 05's class game: the projector's sheet and every pupil's game with the same seed
    roll the same dice in the same order, whatever the number of sheets, the set-ups, the
    cells written (by hand, by a computer player, or in reading order when time is up)."""
    projector = Game(players=["Class"], seed=2026)
    projector.blacken(0, SETUP_A)
    for _ in range(ROUNDS):
        projector.auto_fill(0)  # the minute ran out each time
    pupils = Game(players=["Ann", "Ben", "Cem"], seed=2026)
    bots = {0: RandomPlayer(seed=1), 1: ComputerPlayer(), 2: ReadingOrderPlayer()}
    play_out(pupils, bots)
    assert pupils.rolls == projector.rolls and len(set(pupils.rolls)) > 1
    assert pupils.grids[0] != pupils.grids[1] != projector.grids[0]  # written differently


def test_auto_fill_puts_the_rest_in_reading_order():
    game = Game(players=1, seed=2)
    game.blacken(0, SETUP_A)  # A1 is black, so reading order starts at B1
    dice = game.dice
    game.place(0, 2, "F6")
    filled = game.auto_fill(0)
    assert filled == [(0, "B1"), (1, "C1"), (3, "D1")]
    grid = game.grids[0]
    assert (grid["B1"], grid["C1"], grid["D1"], grid["F6"]) == (dice[0], dice[1], dice[3], dice[2])
    assert game.round == 2


def test_illegal_placements_change_nothing():
    game = Game(players=["Ann", "Ben"], seed=4)
    with pytest.raises(IllegalMoveError):
        game.place(0, 0, "B1")  # still in set-up
    game.blacken(0, SETUP_A)
    with pytest.raises(IllegalMoveError, match="already blackened"):
        game.blacken(0, SETUP_A)
    with pytest.raises(SetupError, match="touch at a corner"):
        game.blacken(1, ["A1", "B2", "E3", "C6"])
    game.blacken(1, SETUP_B)
    game.place(0, 0, "B1")
    before = snapshot(game)
    cases = [
        (lambda: game.place(0, 0, "C1"), "already written in B1"),
        (lambda: game.place(0, 1, "A1"), "A1 is a black cell"),
        (lambda: game.place(0, 1, "B1"), "B1 is not empty"),
        (lambda: game.place(0, 4, "C1"), "there is no die 5: the dice are die 1 to die 4"),
        (lambda: game.place(0, "1", "C1"), "not a die"),
        (lambda: game.place(2, 1, "C1"), "not a player"),
        (lambda: game.place(0, 1, "Z9"), "Z9 is not a cell"),
        (lambda: game.score_across(0, []), "after round 8"),
        (lambda: game.blacken(1, SETUP_B), "first roll"),
        (lambda: game.place_symbol(0, "C", "C1"), "not among the symbols"),
    ]
    for action, fragment in cases:
        with pytest.raises(ValueError) as info:
            action()
        assert fragment in str(info.value)
        assert snapshot(game) == before


def test_a_player_who_is_done_waits_for_the_others():
    game = Game(players=["Ann", "Ben"], seed=4)
    game.blacken(0, SETUP_A)
    game.blacken(1, SETUP_B)
    game.auto_fill(0)
    assert game.waiting_for() == [1] and game.round == 1
    with pytest.raises(IllegalMoveError, match="wait for the next roll"):
        game.auto_fill(0)
    with pytest.raises(IllegalMoveError, match="already written"):
        game.place(0, 0, "F5")


def full_game(seed=3, rules=None):
    game = Game(players=["Ann", "Ben"], seed=seed, rules=rules or Rules())
    game.blacken(0, SETUP_A)
    game.blacken(1, SETUP_B)
    for _ in range(ROUNDS):
        game.auto_fill(0)
        game.auto_fill(1)
    return game


def test_scoring_rows_then_columns_and_the_table():
    game = full_game()
    best0 = best_score(game.grids[0])
    with pytest.raises(IllegalMoveError, match="rows first"):
        game.score_down(0, [])
    game.score_across(0, [g.name for g in best0.across_groups])
    with pytest.raises(IllegalMoveError, match="already scored the rows"):
        game.score_across(0, [])
    game.score_down(0, [g.name for g in best0.down_groups])
    assert game.phase == "scoring" and game.waiting_for() == [1]
    # Ben scores nothing at all: every symbol is cancelled
    game.score_across(1, [])
    game.score_down(1, [])
    assert game.over and game.is_over
    table = game.results()
    assert [r.name for r in table] == ["Ann", "Ben"]
    assert table[0].total == best0.total and table[0].winner
    assert table[1].total == 0 and table[1].black == 36 and not table[1].winner
    assert game.winners == [0]


def test_bad_scoring_choice_changes_nothing():
    game = full_game()
    before = snapshot(game)
    row = game.grids[0].row(0)
    with pytest.raises(ScoringError):
        game.score_across(0, ["A1-F1"])  # A1 is black
    with pytest.raises(ScoringError):
        game.score_across(0, ["B1-B2"])
    assert snapshot(game) == before
    assert row == game.grids[0].row(0)


def _sheet(seed):
    import random

    from summy_widget.summa import Grid, valid_setups
    from summy_widget.summa.dice import FACES

    rng = random.Random(seed)
    grid = Grid.empty().with_black(rng.choice(valid_setups()))
    for cell in grid.empty_cells():
        grid = grid.place(cell, rng.choice(FACES))
    return grid


def _score_best(game, player):
    best = best_score(game.grids[player], game.rules.min_length)
    game.score_across(player, [g.name for g in best.across_groups])
    game.score_down(player, [g.name for g in best.down_groups])
    return best


def test_tie_on_points_is_broken_by_fewer_black_cells():
    # two sheets with the same best total but a different number of black cells
    seen, pair = {}, None
    for seed in range(400):
        best = best_score(_sheet(seed))
        other = seen.get(best.total)
        if other is not None and other[1] != best.black_count:
            pair = (other[0], seed)
            break
        seen.setdefault(best.total, (seed, best.black_count))
    assert pair is not None
    game = full_game()
    game.grids = [_sheet(pair[0]), _sheet(pair[1])]  # the sheets under test
    a, b = _score_best(game, 0), _score_best(game, 1)
    assert a.total == b.total and a.black_count != b.black_count
    table = game.results()
    fewer = 0 if a.black_count < b.black_count else 1
    assert table[0].player == fewer and table[0].winner
    assert table[1].rank == 2 and not table[1].winner
    assert game.winners == [fewer]


def test_equal_points_and_black_cells_share_the_win():
    game = Game(players=["Ann", "Ben", "Cy"], seed=9)
    for p in range(3):
        game.blacken(p, SETUP_A)
    for _ in range(ROUNDS):
        for p in range(3):
            game.auto_fill(p)
    assert game.grids[0] == game.grids[1] == game.grids[2]
    best = _score_best(game, 0)
    _score_best(game, 2)
    # Ben leaves out one column group and loses its points
    game.score_across(1, [g.name for g in best.across_groups])
    game.score_down(1, [g.name for g in best.down_groups[1:]])
    table = game.results()
    assert [r.rank for r in table] == [1, 1, 3]
    assert {r.name for r in table if r.winner} == {"Ann", "Cy"}
    assert game.winners == [0, 2]


def test_profi_rule_min_length_three():
    game = full_game(rules=Rules(min_length=3))
    grid = game.grids[0]
    two = next(
        (f"{'ABCDEF'[c]}{r + 1}-{'ABCDEF'[c + 1]}{r + 1}"
         for r in range(6) for c in range(5)
         if grid.row(r)[c:c + 2] in ("II", "IV", "IX", "XV", "XX", "LX", "XI", "VI")),
        None,
    )
    assert two is not None
    with pytest.raises(ScoringError, match="at least 3"):
        game.score_across(0, [two])


# -- records -----------------------------------------------------------------------------------

def played_game(seed=12):
    game = Game(players=["Ann", "Computer", "Random"], seed=seed, rules=Rules(seconds=None))
    play_out(game, [ReadingOrderPlayer(seed=1), ComputerPlayer(seed=2), RandomPlayer(seed=3)])
    return game


def test_record_replays_identically():
    game = played_game()
    text = game.to_json()
    again = Game.from_json(text)
    assert again.to_json() == text
    assert again.grids == game.grids
    assert again.rolls == game.rolls
    assert [r for r in again.results()] == [r for r in game.results()]
    data = json.loads(text)
    assert (data["game"], data["version"]) == ("summa", 2) and data["seed"] == 12
    assert data["rolls"] == ["".join(r) for r in game.rolls]
    assert data["rules"] == {"seconds": None, "min_length": 2}


def test_record_of_an_unfinished_game_replays_and_goes_on():
    game = Game(players=2, seed=3)
    game.blacken(0, SETUP_A)
    game.blacken(1, SETUP_B)
    game.place(0, 1, "D4")
    again = Game.from_json(game.to_json())
    assert again.dice == game.dice and again.placed(0) == game.placed(0)
    again.auto_fill(0)
    game.auto_fill(0)
    assert again.to_json() == game.to_json()


def _tamper(text, index, new):
    data = json.loads(text)
    data["moves"][index] = new
    return json.dumps(data)


def test_tampered_records_name_the_first_bad_move():
    game = played_game()
    text = game.to_json()
    moves = json.loads(text)["moves"]
    place_index = next(i for i, m in enumerate(moves) if m.split()[1] in "IVXL")
    player, symbol, cell = moves[place_index].split()[:3]  # a round may be one move
    other = next(s for s in "IVXL" if s not in game.rolls[0])
    cases = [
        (_tamper(text, 0, "1 black A1 B2 E3 C6"), "move 1", "corner"),
        (_tamper(text, place_index, f"{player} {other} {cell}"), f"move {place_index + 1}",
         "not among"),
        (_tamper(text, place_index, f"{player} {symbol} A1"), f"move {place_index + 1}",
         "A1"),
        (_tamper(text, 5, "hello"), "move 6", "not a move"),
        (_tamper(text, 5, 17), "move 6", "not a move"),
        (_tamper(text, len(moves) - 1, "3 down A1-F1"), f"move {len(moves)}", "one column"),
    ]
    for bad, where, why in cases:
        with pytest.raises(RecordError) as info:
            Game.from_json(bad)
        assert where in str(info.value) and why in str(info.value), str(info.value)


@pytest.mark.parametrize(
    "mutate, fragment",
    [
        (lambda d: "not json", "this file is not a game record: it is not JSON"),
        (lambda d: [], "it is not JSON in the form of a saved game"),
        (lambda d: {**d, "game": "summy"}, "this is a record of Summy, not of Summa Summarum"),
        (lambda d: {**d, "version": 3}, "version 3 is not known"),
        (lambda d: {**d, "rolls": "IVXL"}, "rolls must be a list"),
        (lambda d: {k: v for k, v in d.items() if k != "seed"}, "seed"),
        (lambda d: {**d, "extra": 1}, "extra"),
        (lambda d: {**d, "seed": "x"}, "seed"),
        (lambda d: {**d, "rules": {"seconds": -1, "min_length": 2}}, "timer"),
        (lambda d: {**d, "rules": {"speed": 1}}, "rules"),
        (lambda d: {**d, "players": []}, "1 to 8 players"),
        (lambda d: {**d, "moves": "1 X A1"}, "list of move texts"),
    ],
)
def test_malformed_records_are_refused(mutate, fragment):
    data = json.loads(played_game().to_json())
    bad = mutate(data)
    text = bad if isinstance(bad, str) else json.dumps(bad)
    with pytest.raises(RecordError) as info:
        Game.from_json(text)
    assert fragment in str(info.value)


def test_record_error_in_german():
    with pytest.raises(RecordError) as info:
        Game.from_json(_tamper(played_game().to_json(), 0, "1 black A1 B2 E3 C6"))
    assert "Zug 1" in info.value.text("de") and "über Eck" in info.value.text("de")


@settings(max_examples=25, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.integers(min_value=1, max_value=4))
def test_random_games_replay_and_fill_every_cell(seed, players):
    game = Game(players=players, seed=seed)
    play_out(game, [RandomPlayer(seed=seed + p) for p in range(players)])
    assert all(g.is_full for g in game.grids)
    again = Game.from_json(game.to_json())
    assert again.to_json() == game.to_json()
    for p, s in enumerate(game.scorings):
        assert s.total == best_score(game.grids[p]).total
