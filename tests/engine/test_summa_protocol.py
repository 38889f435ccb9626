"""Summa Summarum in the shape of the three games: play(text, seat), typed turns, views, records."""

from __future__ import annotations

import json

import pytest

import summy_widget as sw
from summy_widget import summa
from summy_widget.summa import Blacken, Game, Place, Rules, Score

SETUP_A = "A1 C2 E3 B6"
SETUP_B = "F1 D2 B3 E6"


def started(seed=5, players=("Ann", "Ben")):
    g = Game(players=list(players), seed=seed)
    for seat, cells in enumerate([SETUP_A, SETUP_B, SETUP_A][: len(players)]):
        g.play(f"black {cells}", seat=seat)
    return g


def finished(seed=7):
    g = Game(players=["Ann", "Ben"], seed=seed, rules=Rules(seconds=None))
    bot = summa.get_player("greedy")
    while not g.over:
        g.play(bot.choose(g, g.to_act[0]), seat=g.to_act[0])
    return g


def test_turns_carry_typed_actions_and_texts_that_repeat():
    g = Game(players=["Ann", "Ben"], seed=5)
    turn = g.play("black E3 A1 C2 B6", seat=0)
    assert turn.action == Blacken(((0, 0), (1, 2), (2, 4), (5, 1)))
    assert turn.text == "1 black A1 C2 E3 B6" and turn.score == 0
    g.play("2 black " + SETUP_B)
    d = g.dice
    turn = g.play(f"1 {d[0]} B1 {d[1]} C1")
    assert isinstance(turn.action, Place) and not turn.action.time_up
    assert turn.action.placements == ((d[0], (0, 1)), (d[1], (0, 2)))
    assert g.unplaced(0) == [2, 3]
    again = Game(players=["Ann", "Ben"], seed=5)
    for t in g.history:
        assert again.play(t.text).text == t.text
    assert again == g
    turn = g.play("time-up", seat=0)
    assert turn.action.time_up and [c for _, c in turn.action.placements] == [(0, 3), (0, 4)]


def test_scoring_turns_score_their_points():
    g = finished()
    scores = [t for t in g.history if isinstance(t.action, Score)]
    assert len(scores) == 4
    for seat in (0, 1):
        mine = [t.score for t in scores if t.player == seat]
        assert sum(mine) == g.scores[seat] == g.scorings[seat].total
    assert g.winners == [r.player for r in g.results() if r.winner]


def test_everyone_acts_at_once_and_current_is_none_then():
    g = started()
    assert g.to_act == [0, 1] and g.current is None
    g.play("time-up", seat=0)
    assert g.to_act == [1] and g.current == 1


@pytest.mark.parametrize("seat, code", [(0, "out-of-turn"), (5, "bad-seat"), (-1, "bad-seat")])
def test_seat_that_may_not_act_is_refused(seat, code):
    g = started()
    g.play("time-up", seat=0)
    before = g.to_json()
    with pytest.raises(sw.IllegalMoveError) as info:
        g.play("time-up", seat=seat)
    assert info.value.code == code and g.to_json() == before


def test_text_for_another_seat_is_out_of_turn():
    g = started()
    with pytest.raises(summa.IllegalMoveError) as info:
        g.play("2 time-up", seat=0)
    assert info.value.code == "out-of-turn" and "Ann" in str(info.value)


@pytest.mark.parametrize("call, name", [
    (lambda g: g.play(42), "text"),
    (lambda g: g.play(None), "text"),
    (lambda g: g.play("time-up", seat="0"), "seat"),
    (lambda g: g.play("time-up", seat=True), "seat"),
    (lambda g: g.blacken(0, None), "cells"),
    (lambda g: g.blacken(0, 12), "cells"),
    (lambda g: g.blacken("0", ["A1"]), "player"),
    (lambda g: g.score_across(0, None), "groups"),
    (lambda g: g.score_down(0, 7), "groups"),
    (lambda g: g.place_symbols(0, "X B1"), "pairs"),
    (lambda g: g.place_symbols(0, [("X", "B1", "C1")]), "pairs"),
    (lambda g: Game(players=2, seed="7"), "seed"),
    (lambda g: Game(players=2, rules="fast"), "rules"),
    (lambda g: Game.from_json(42), "text"),
    (lambda g: summa.get_player(3), "level"),
])
def test_wrong_types_name_the_argument_and_change_nothing(call, name):
    g = started()
    before = g.to_json()
    with pytest.raises(TypeError, match=f"^{name} must be"):
        call(g)
    assert g.to_json() == before


@pytest.mark.parametrize("text", ["", "1", "1 fly", "1 X", "1 X B1 I", "0 time-up", "9 time-up",
                                  "1 time-up now", "x time-up", "1 black", "1 Q B1",
                                  "1 X Z9", "1 across A1-C1"])
def test_loose_texts_are_refused_and_change_nothing(text):
    g = started()
    before = g.to_json()
    with pytest.raises(sw.GameError):
        g.play(text)
    assert g.to_json() == before


def test_several_symbols_are_written_all_or_nothing():
    g = started()
    d = g.dice
    before = g.to_json()
    with pytest.raises(summa.IllegalMoveError, match="A1 is a black cell"):
        g.play(f"1 {d[0]} B1 {d[1]} A1")
    with pytest.raises(summa.IllegalMoveError, match="B1 is not empty"):
        g.play(f"1 {d[0]} B1 {d[1]} B1")
    assert g.to_json() == before and g.unplaced(0) == [0, 1, 2, 3]


def test_after_the_end_every_action_is_refused():
    g = finished()
    with pytest.raises(sw.IllegalMoveError) as info:
        g.play("1 down")
    assert info.value.code == "game-over"


def test_errors_are_the_shared_family_and_speak_three_languages():
    assert issubclass(summa.SummaError, sw.GameError)
    assert issubclass(summa.IllegalMoveError, sw.IllegalMoveError)
    assert issubclass(summa.NotationError, sw.NotationError)
    assert issubclass(summa.GridError, sw.NotationError)
    assert issubclass(summa.SetupError, sw.IllegalMoveError)
    assert issubclass(summa.ScoringError, sw.IllegalMoveError)
    assert issubclass(summa.RecordError, sw.RecordError)
    assert summa.GameError is sw.GameError
    g = started()
    with pytest.raises(summa.IllegalMoveError) as info:
        g.play(f"1 {g.dice[0]} A1")
    err = info.value
    assert "A1" in err.text("de") and "A1" in err.text("nl")
    assert err.text("de") != err.text("en") != err.text("nl")
    with pytest.raises(sw.GameError) as info:
        summa.get_player("perfect")
    assert "greedy" in str(info.value) and "Spielstärke" in info.value.text("de")


# -- views ----------------------------------------------------------------------------------------

def test_views_hide_the_others_choices_of_this_round():
    g = Game(players=["Ann", "Ben"], seed=5)
    g.play("black " + SETUP_A, seat=0)
    assert g.view(1)["sheets"][0] == ["......"] * 6  # Ann's set-up, hidden until Ben chose
    assert g.view(0)["sheets"][0][0] == "#....."
    g.play("black " + SETUP_B, seat=1)
    assert g.view(1)["sheets"][0][0] == "#....."
    d = g.dice
    g.play(f"{d[0]} B1", seat=0)
    assert g.view(0)["sheets"][0][0][1] == d[0]
    assert g.view(1)["sheets"][0][0][1] == "."
    assert g.view(None)["sheets"][0][0][1] == "."
    assert g.view(0)["unplaced"] == [1, 2, 3] and g.view(1)["unplaced"] == [0, 1, 2, 3]
    g.play("time-up", seat=0)
    g.play("time-up", seat=1)  # the round is over: now everyone sees it
    assert g.view(1)["sheets"][0][0][1] == d[0]


def test_views_hold_no_seed_no_future_dice():
    g = started(seed=123456789)
    for seat in (None, 0, 1):
        text = json.dumps(g.view(seat))
        assert "123456789" not in text
        assert set(g.view(seat)) >= {"names", "to_act", "scores", "dice", "sheets"}
    assert g.view(0)["dice"] == list(g.dice)
    with pytest.raises(sw.IllegalMoveError):
        g.view(7)


def test_choose_never_changes_the_game_and_refuses_a_seat_that_waits():
    g = started()
    g.play("time-up", seat=0)
    before = g.to_json()
    for level in summa.players.LEVELS:
        text = summa.get_player(level).choose(g, 1)
        assert text.startswith("2 ") and g.to_json() == before
    with pytest.raises(sw.IllegalMoveError):
        summa.get_player("greedy").choose(g, 0)


# -- records --------------------------------------------------------------------------------------

def test_record_head_rolls_and_check():
    g = finished()
    data = json.loads(g.to_json())
    assert (data["game"], data["version"]) == ("summa", 2)
    assert data["rolls"] == ["".join(r) for r in g.rolls] and len(data["rolls"]) == 8
    assert isinstance(data["check"], str)
    data["seats"] = [None, "greedy"]  # a session's save adds this; the game ignores it
    assert Game.from_json(json.dumps(data)) == g


def _v1(game):
    data = json.loads(game.to_json())
    for key in ("rolls", "check"):
        del data[key]
    data["game"], data["version"] = "summa-summarum", 1
    data["moves"] = [m for m in data["moves"]]
    return data


def test_version_1_records_still_load():
    old = Game(players=["Ann", "Ben"], seed=3)
    old.blacken(0, SETUP_A.split())
    old.blacken(1, SETUP_B.split())
    for die in range(4):
        old.place(0, die, old.grids[0].empty_cells()[0])  # one move per die, as in version 1
    data = _v1(old)
    assert Game.from_json(json.dumps(data)) == old
    data["seats"] = [None, None]
    assert Game.from_json(json.dumps(data)).grids == old.grids


@pytest.mark.parametrize("change, code", [
    (lambda d: d.update(seed=d["seed"] + 1), "record-tampered"),
    (lambda d: d["rolls"].__setitem__(2, "LLLL"), "record-tampered"),
    (lambda d: d["players"].__setitem__(0, "Eve"), "record-tampered"),
    (lambda d: d.update(check="0" * 16), "record-tampered"),
    (lambda d: d["rolls"].pop(), "record-tampered"),
    (lambda d: d["moves"].pop(), "record-tampered"),
])
def test_changed_records_are_refused_as_tampered(change, code):
    g = finished()
    data = json.loads(g.to_json())
    change(data)
    with pytest.raises(summa.RecordError) as info:
        Game.from_json(json.dumps(data))
    assert info.value.code == code
    assert "changed after it was saved" in str(info.value)
    assert "verändert" in info.value.text("de") and "veranderd" in info.value.text("nl")


def test_a_changed_seed_is_caught_even_in_the_set_up():
    g = Game(players=["Ann", "Ben"], seed=3)
    g.play("black " + SETUP_A, seat=0)
    data = json.loads(g.to_json())
    data["seed"] = 4
    with pytest.raises(sw.RecordError) as info:
        Game.from_json(json.dumps(data))
    assert info.value.code == "record-tampered"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "this action is for Ann (it starts with 1), but it was played for Ben: leave out the "
           "number, or write Ben's, 2"),
    ("de", "Diese Aktion ist für Ann (sie beginnt mit 1), wurde aber für Ben gespielt: lass die "
           "Zahl weg oder schreib die von Ben, 2"),
    ("nl", "Deze actie is voor Ann (ze begint met 1), maar is voor Ben gespeeld: laat het getal "
           "weg of schrijf dat van Ben, 2"),
])
def test_an_action_of_another_player_sent_for_a_seat_that_may_act_says_whose_it_is(lang, words):
    """Both players write at once, so Ben may act: the action names Ann, and that is the
    mistake (it said "it is not Ben's turn: wait until it is")."""
    g = summa.Game(players=["Ann", "Ben"], seed=3)
    before = g.to_json()
    assert g.to_act == [0, 1]
    with pytest.raises(summa.IllegalMoveError) as caught:
        g.play("1 black A1 C2 E3 B6", seat=1)
    assert caught.value.code == "out-of-turn" and caught.value.text(lang) == words
    assert g.to_json() == before
    assert g.play("2 black A1 C2 E3 B6", seat=1).player == 1
