"""Summy in the shape shared by the three games: play any action, typed turns, views,
wrong types and loose input refused with clear words, errors in three languages, sessions."""

from __future__ import annotations

import json
import pickle

import pytest

import summy_widget as sw
from summy_widget import summy
from summy_widget.summy import Exchange, Game, Move


def test_same_keywords_and_older_call_forms():
    g = Game(players=["Ann", "Ben"], seed=7, rules=None)
    assert g.names == ["Ann", "Ben"] and g.players == ["Ann", "Ben"]
    assert Game(7).rack(0) == g.rack(0)  # Game(seed, rules, players) as before
    assert Game(seed=7, rules={"exact_division": True}).rules.exact_division
    assert g.to_act == [0] and g.current == 0 and g.over is False and g.winners == []


def test_play_takes_any_action_and_returns_a_typed_turn():
    g = Game(players=["Ann", "Ben"], seed=1)
    turn = g.play("swap 29", seat=0)
    assert turn.action == Exchange("29") and turn.kind == "exchange" and turn.count == 2
    assert turn.player == 0 and turn.score == 0 and turn.text == "swap 29"
    text = summy.get_player("greedy").choose(g, 1)
    turn = g.play(text)
    assert isinstance(turn.action, (Move, Exchange)) and turn.text == text
    again = Game(players=["Ann", "Ben"], seed=1)
    for t in g.history:
        again.play(t.text)  # play(turn.text) repeats the turn
    assert again == g
    assert again.apply is not None and Game(seed=1).apply("swap 29").text == "swap 29"


def test_out_of_turn_and_bad_seats_are_refused_and_change_nothing():
    g = Game(seed=1)
    before = g.to_json()
    with pytest.raises(sw.IllegalMoveError) as err:
        g.play("swap 29", seat=1)
    assert err.value.code == "out-of-turn" and "Player 1" in str(err.value)
    with pytest.raises(sw.GameError) as err:
        g.play("swap 29", seat=5)
    assert err.value.code == "bad-seat"
    with pytest.raises(TypeError, match="seat"):
        g.play("swap 29", seat=True)
    assert g.to_json() == before


@pytest.mark.parametrize("bad", [42, None, ["swap 2"], b"swap 2", 1.5])
def test_play_with_a_wrong_type_names_the_argument(bad):
    g = Game(seed=1)
    before = g.to_json()
    with pytest.raises(TypeError, match="text must be a move text"):
        g.play(bad)
    assert g.to_json() == before


def test_evaluate_move_with_wrong_types():
    with pytest.raises(TypeError, match="move must be a Move or a move text"):
        summy.evaluate_move(summy.Board.start(), None)
    with pytest.raises(TypeError, match="board must be a summy.Board"):
        summy.evaluate_move(None, "J13> 4+3(=)7")
    with pytest.raises(TypeError, match="text must be"):
        Move.from_text(13)


@pytest.mark.parametrize("seat", [7, -1, 2])
def test_a_rack_that_does_not_exist_is_refused(seat):
    g = Game(seed=1)
    with pytest.raises(sw.GameError) as err:
        g.rack(seat)
    assert err.value.code == "bad-seat" and "seats are 0 to 1" in str(err.value)
    with pytest.raises(TypeError, match="player must be a seat number"):
        g.rack("0")


def test_exchange_items_must_be_single_tiles():
    g = Game(seed=1)
    before = g.to_json()
    with pytest.raises(sw.NotationError) as err:
        g.exchange(["12"])
    assert err.value.code == "exchange-item" and "'12'" in str(err.value)
    assert "ein Zeichen" in err.value.text("de")
    with pytest.raises(TypeError, match="tiles must be"):
        g.exchange([2, 9])
    with pytest.raises(TypeError, match="tiles must be"):
        g.exchange(29)
    assert g.to_json() == before
    assert g.exchange(["2", "9"]).text == "swap 29"


def test_the_rack_holds_test_is_one_function():
    summy.game.check_holds("77=", "7=")
    with pytest.raises(summy.IllegalMoveError) as err:
        summy.game.check_holds("7=", "77", "Ann")
    assert err.value.code == "not-in-rack" and "'7'" in str(err.value)
    assert err.value.text("nl") == ("je hebt 2 fiches '7' nodig, maar je hebt er maar 1 "
                                    "(je fiches: 7 =)")


def test_engine_errors_speak_german_and_dutch():
    board = summy.Board.start()
    with pytest.raises(summy.IllegalMoveError) as err:
        summy.evaluate_move(board, "J13> 4+3(=)8")
    assert err.value.code == "not-a-sum"
    assert "keine richtige Summe" in err.value.text("de")
    assert "geen goede som" in err.value.text("nl")
    with pytest.raises(summy.IllegalMoveError) as err:
        Move.from_placements(board, {"K13": "4", "L13": "+", "N13": "4", "P13": "1"})
    assert err.value.text("de").startswith("O13 ist leer")
    with pytest.raises(summy.NotationError) as err:
        Move.from_text("hello")
    assert isinstance(err.value, sw.NotationError) and "Zugtext" in err.value.text("de")


def test_the_old_error_constructor_and_pickling():
    err = summy.IllegalMoveError("gap", "K13 is empty", cells=("K13",))
    assert err.code == "gap" and err.cells == ("K13",) and str(err) == "K13 is empty"
    assert isinstance(err, sw.IllegalMoveError) and issubclass(summy.RecordError, sw.RecordError)
    copy = pickle.loads(pickle.dumps(err))
    assert copy.cells == ("K13",) and copy.code == "gap" and str(copy) == str(err)


def test_views_show_a_seat_its_own_tiles_and_nothing_more():
    g = Game(players=["Ann", "Ben"], seed=1)
    g.play("swap 29")
    mine, yours, nobody = g.view(0), g.view(1), g.view(None)
    json.dumps(mine)
    assert mine["rack"] == list(g.rack(0)) and yours["rack"] == list(g.rack(1))
    assert nobody["rack"] == [] and nobody["tiles"] == [8, 8]
    assert mine["history"][0]["text"] == "swap 29"  # Ann knows what she exchanged
    assert "text" not in yours["history"][0] and yours["history"][0]["count"] == 2
    text = json.dumps(yours)
    assert json.dumps(list(g.rack(0))) not in text and '"seed"' not in text
    with pytest.raises(sw.GameError):
        g.view(3)


# -- the session ---------------------------------------------------------------------------


def test_session_hot_seat_pass_screen_and_names():
    s = summy.Session.from_options(seed=4, lang="nl")
    assert [seat.name for seat in s.seats] == ["Speler 1", "Speler 2"]
    assert s.phase == "pass" and s.rack_owner == -1 and s.view()["rack"] == []
    with pytest.raises(sw.GameError) as err:
        s.exchange(s.game.rack(0)[0])
    assert "Ready" in err.value.text("en") or err.value.code == "pass-screen"
    s.ready()
    assert s.phase == "play" and s.view()["rack"]
    s.exchange(s.game.rack(0)[:3])
    assert s.phase == "pass" and s.log[-1]["text"] == "3 fiches gewisseld"


def test_session_undo_in_practice_takes_back_the_computers_answer_too():
    s = summy.Session(seats=["You", "computer:greedy"], seed=4, practice=True)
    start = s.game.to_json()
    s.exchange(s.game.rack(0)[:2])
    assert len(s.game.history) == 2 and s.view()["can_undo"]
    s.undo()
    assert s.game.to_json() == start and s.log == [] and s.phase == "play"
    with pytest.raises(sw.GameError) as err:
        s.undo()
    assert err.value.code == "nothing-to-undo"


def test_session_puzzle_mode_is_checked_by_the_engine():
    puzzle = summy.puzzles.generate(seed=1, difficulty="easy")
    s = summy.Session(seats=["Ann"], puzzle=puzzle)
    best = puzzle.best[0]
    placements = {summy.cell_name(*c): sym for c, sym in best.move.placements}
    assert s.show_preview(placements)["score"] == puzzle.best_score
    assert s.submit(placements) is None and s.puzzle_info["answer"]["is_best"]
    assert s.view()["players"][0]["score"] == puzzle.best_score
    with pytest.raises(sw.GameError):
        s.exchange(puzzle.rack[0])
    with pytest.raises(ValueError, match="no opponent"):
        summy.Session.from_options(puzzle=puzzle, opponent="computer")
