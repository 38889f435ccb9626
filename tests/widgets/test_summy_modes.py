"""SummyWidget against the computer, hints in steps, and puzzle mode (no browser)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from summy_widget import GameError, SummyWidget, i18n, summy
from summy_widget.summy.movegen import legal_moves
from summy_widget.summy.words import said_move


def best_placements(w: SummyWidget) -> dict[str, str] | None:
    """The best legal move for the viewer's rack as front-end placements (None: no move)."""
    moves = legal_moves(w.game.board, "".join(w.game.rack()), w.game.rules)
    if not moves:
        return None
    m = max(moves, key=lambda m: (m.score, str(m.move)))
    return {summy.cell_name(*c): s for c, s in m.move.placements}


def play_a_turn(w: SummyWidget) -> None:
    """The human plays the best move, or exchanges two tiles when nothing fits."""
    placements = best_placements(w)
    if placements:
        assert w.handle({"action": "submit", "placements": placements}), w.error
    else:
        assert w.handle({"action": "exchange", "tiles": "".join(w.rack[:2])}), w.error


# -- against the computer ------------------------------------------------------------------


@pytest.mark.parametrize("level", summy.LEVELS)
def test_every_level_answers_with_a_legal_turn(level):
    w = SummyWidget(seed=7, opponent="computer", level=level)
    assert w.phase == "play" and w.rack_owner == 0
    play_a_turn(w)
    assert [t["player"] for t in w.history] == [0, 1]
    assert w.current == 0 and w.phase == "play"
    # the computer's turn replays in a plain game: it was a legal turn
    replay = summy.Game(seed=7, players=w.game.players)
    for turn in w.game.history:
        replay.apply(turn.text)
    assert replay.scores == w.game.scores == [p["score"] for p in w.players]


def test_the_computer_is_the_engine_player_of_that_level():
    w = SummyWidget(seed=3, opponent="computer", level="greedy")
    play_a_turn(w)
    before = summy.Game(seed=3, players=w.game.players)
    before.apply(w.game.history[0].text)
    assert w.game.history[1].text == summy.computer_move(before, "greedy")


@pytest.mark.parametrize("level", ["genius", "Greedy", 3])
def test_an_unknown_level_is_a_clear_error(level):
    with pytest.raises(ValueError, match="level must be one of 'beginner', 'greedy', 'strong'"):
        SummyWidget(opponent="computer", level=level)


def test_a_level_for_a_game_without_a_computer_is_a_slip_named_with_its_fix():
    """``SummyWidget(level="expert")`` used to make a game of two people, the level
    forgotten; a level is for a computer, given as the opponent or as a seat."""
    with pytest.raises(ValueError, match=r"no computer: add opponent='computer', as in "
                       r"SummyWidget\(opponent='computer', level='expert'\)"):
        SummyWidget(level="expert")
    assert SummyWidget(opponent="computer").level == "greedy"  # no level: the default
    w = SummyWidget(players=["Ann", "computer"], level="strong")  # a computer seat takes it
    assert [p["computer"] for p in w.players] == [False, True] and w.level == "strong"


def test_setting_the_level_in_play_is_refused_with_the_way_to_a_new_level():
    """``w.level = "beginner"`` (or ``w.opponent``) in a later cell was taken without a word,
    and the game went on as before: now it says how to get that game, and changes nothing."""
    w = SummyWidget(opponent="computer", level="strong", seed=3)
    before = w.get_state()
    with pytest.raises(AttributeError, match=r"start a new game with "
                       r"SummyWidget\(opponent='computer', level='beginner'\)"):
        w.level = "beginner"
    assert w.level == "strong" and w.get_state() == before
    assert [p["level"] for p in w.players] == [None, "strong"]
    two = SummyWidget(seed=3)
    before = two.get_state()
    with pytest.raises(AttributeError, match=r"SummyWidget\(opponent='computer'\)"):
        two.opponent = "computer"
    assert two.opponent is None and two.get_state() == before


def test_no_configuration_needed_and_the_names_follow_the_language():
    w = SummyWidget(opponent="computer")
    assert [p["name"] for p in w.players] == ["You", "Computer"]
    assert w.level == "greedy" and w.phase == "play" and len(w.rack) == 8
    w = SummyWidget(opponent="computer", lang="de")
    assert [p["name"] for p in w.players] == ["Du", "Computer"]


def test_actions_in_the_computers_place_are_refused():
    """The session refuses a person's action while the computer is to move; the widget
    first lets the computer move (a move left unmade, as after an interrupt), so a click
    acts on the person's own turn."""
    w = SummyWidget(seed=5, opponent="computer")
    w.game.apply(summy.computer_move(w.game))  # a human turn played outside the widget
    w._refresh()
    assert w.phase == "computer"
    with pytest.raises(GameError, match="computer"):
        w.session.hint_step()
    expected = summy.computer_move(w.game)
    assert w.handle({"action": "hint"}) and w.phase == "play"
    assert w.game.history[-1].text == expected and w.hint


def _secrets_now(w: SummyWidget) -> tuple[list[tuple[str, ...]], str]:
    g = w.game
    racks = [g.rack(p) for p in w.computers if g.rack(p)]
    return racks, "".join(g._bag)


def _assert_no_secret(payload: Any, racks: list[tuple[str, ...]], bags: list[str]) -> None:
    """No computer rack (as a list or a string of its tiles) and no bag order in ``payload``."""
    text = json.dumps(payload, ensure_ascii=False, default=str)

    def walk(value: Any):
        yield value
        if isinstance(value, dict):
            for v in value.values():
                yield from walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                yield from walk(v)

    for value in walk(payload):
        if isinstance(value, (list, tuple)) and len(value) >= 3 and all(
            isinstance(v, str) and len(v) == 1 for v in value
        ):
            for rack in racks:
                assert Counter(value) != Counter(rack), f"a rack of the computer was sent: {value}"
    for rack in racks:
        if len(rack) >= 5:
            assert "".join(rack) not in text, f"a rack of the computer was sent: {rack}"
    for bag in bags:
        assert bag[-8:] not in text, "the next tiles of the bag were sent"


def test_the_computers_rack_and_the_bag_never_leave_python(monkeypatch):
    w = SummyWidget(seed=4, opponent="computer", practice=True)
    sent: list[Any] = []
    racks: list[tuple[str, ...]] = []
    bags: list[str] = []

    def remember() -> None:
        rack, bag = _secrets_now(w)
        racks.extend(r for r in rack if r not in racks)
        bags.append(bag)

    def capture(msg: Any, buffers: Any = None) -> None:
        remember()  # what was secret at the moment of sending
        sent.append(msg)

    monkeypatch.setattr(w, "_send", capture)
    original_send = w.send
    monkeypatch.setattr(w, "send", lambda content, buffers=None: (
        capture(content), original_send(content, buffers)))
    computer_turn = w._computer_turn

    def watched_turn() -> None:
        remember()
        computer_turn()
        remember()

    monkeypatch.setattr(w, "_computer_turn", watched_turn)
    remember()
    for _ in range(6):
        w.handle({"action": "hint"})
        w.handle({"action": "shuffle"})
        w.handle({"action": "preview", "placements": {"L13": w.rack[0]}})
        play_a_turn(w)
        _assert_no_secret(w.get_state(), racks, bags)
    assert len(w.history) == 12 and len(racks) >= 6
    assert w.handle({"action": "undo"})
    remember()
    _assert_no_secret(w.get_state(), racks, bags)
    assert sent, "the widget sent nothing: the check would prove nothing"
    for msg in sent:
        _assert_no_secret(msg, racks, bags)
    assert set(w.get_state()) == set(w.keys)


def test_the_secret_check_finds_a_leak():
    w = SummyWidget(seed=4, opponent="computer")
    racks, bag = _secrets_now(w)
    with pytest.raises(AssertionError, match="rack of the computer"):
        _assert_no_secret({"x": list(reversed(racks[0]))}, racks, [bag])
    with pytest.raises(AssertionError, match="rack of the computer"):
        _assert_no_secret({"x": "".join(racks[0])}, racks, [bag])
    with pytest.raises(AssertionError, match="bag"):
        _assert_no_secret({"x": bag[-8:]}, racks, [bag])


# -- hints in steps -----------------------------------------------------------------------


def test_hint_steps_follow_the_engine_hint_in_the_widgets_language():
    w = SummyWidget(seed=4, opponent="computer", lang="de")
    position = (w.game.board, w.game.rack(0))
    for step in range(1, summy.HINT_STEPS + 1):
        assert w.handle({"action": "hint", "player": 0, "turn": 0}), w.error
        expected = summy.hint(position, step=step, rules=w.game.rules, lang="de")
        assert w.hint["step"] == step and w.hint["score"] == expected.score
        assert w.hint["move"] == expected.move
        if step < summy.HINT_STEPS:
            assert w.hint["text"] == expected.text
    assert w.hint["cell"] and w.hint["sum"] and w.hint["move"]
    # the last step in the screen's words: the sum as it reads, and the buttons to press
    assert w.hint["text"] == i18n.t(
        "summy.hint.laid", "de", move=said_move(w.hint["move"], "de"), points=w.hint["score"],
        submit="Zug abschicken", recall="Zurücknehmen", exchange="Steine tauschen")
    assert w.hint["text"].startswith("Lege ") and "Zug abschicken" in w.hint["text"]


def test_hint_steps_give_more_step_by_step():
    w = SummyWidget(seed=4, opponent="computer")
    w.handle({"action": "hint"})
    assert w.hint["step"] == 1 and "points" in w.hint["text"]
    assert w.hint["cell"] is None and w.hint["placements"] == {}
    w.handle({"action": "hint"})
    cell = w.hint["cell"]
    assert w.hint["step"] == 2 and cell in w.hint["text"] and w.hint["sum"] is None
    w.handle({"action": "hint"})
    assert w.hint["step"] == 3 and w.hint["sum"] in w.hint["text"]
    assert w.hint["placements"] == {}
    w.handle({"action": "hint"})
    assert w.hint["step"] == 4 and cell in w.hint["placements"]
    # step 4 lays down a legal move worth the points promised in step 1
    assert w.handle({"action": "preview", "placements": w.hint["placements"]})
    assert w.preview["legal"] and w.preview["score"] == w.hint["score"]
    assert w.preview["move"] == w.hint["move"]
    press = w.hint["press"]
    w.handle({"action": "hint"})  # again: the same move is laid down again, no new step
    assert w.hint["step"] == 4 and w.hint["press"] > press and w.hints_used == [4, 0]


def test_hints_are_counted_per_player_and_the_step_starts_again_each_turn():
    w = SummyWidget(seed=4, opponent="computer")
    w.handle({"action": "hint"})
    w.handle({"action": "hint"})
    assert w.hints_used == [2, 0] and w.players[0]["hints"] == 2
    play_a_turn(w)
    assert w.hint == {} and w.hints_used == [2, 0]
    w.handle({"action": "hint"})
    assert w.hint["step"] == 1 and w.hints_used == [3, 0] and w.players[0]["hints"] == 3
    # hot seat: each player has a count of their own
    h = SummyWidget(seed=4)
    h.handle({"action": "ready"})
    h.handle({"action": "hint"})
    play_a_turn(h)
    h.handle({"action": "ready"})
    h.handle({"action": "hint"})
    h.handle({"action": "hint"})
    assert h.hints_used == [1, 2] and [p["hints"] for p in h.players] == [1, 2]


def test_hints_are_not_in_the_game_record_and_reset_with_a_new_game():
    w = SummyWidget(seed=4, opponent="computer")
    plain = summy.Game(seed=4, players=w.game.players).to_json()
    for _ in range(3):
        w.handle({"action": "hint"})
    assert w.game.to_json() == plain
    w.new_game(seed=9)
    assert w.hints_used == [0, 0] and w.hint == {}
    w.handle({"action": "hint"})
    assert w.hint["step"] == 1


def test_a_hint_follows_a_change_of_language():
    w = SummyWidget(seed=4, opponent="computer")
    w.handle({"action": "hint"})
    w.handle({"action": "hint"})
    w.lang = "nl"
    expected = summy.hint((w.game.board, w.game.rack(0)), step=2, rules=w.game.rules, lang="nl")
    assert w.hint["step"] == 2 and w.hint["text"] == expected.text
    assert w.hints_used == [2, 0]


def test_with_no_move_the_hint_names_tiles_to_exchange():
    rules = summy.Rules()
    board = summy.Board.start()
    position = (board, ("x", "x", ":", ":", "+", "+", "-", "-"))
    h = summy.hint(position, step=1, rules=rules)
    assert h.score is None and h.exchange
    w = SummyWidget(seed=4, opponent="computer")
    w.game._racks[0] = list(position[1])
    w._refresh()
    w.handle({"action": "hint"})
    w.handle({"action": "hint"})
    # the steps go on: which tiles to keep, which to exchange, then the exchange itself
    expected = summy.hint(position, step=2, rules=rules)
    assert w.hint["step"] == 2 and w.hint["text"] == expected.text and w.hints_used == [2, 0]
    assert w.hint["exchange"] and w.hint["placements"] == {}


def test_when_no_tile_is_worth_keeping_the_last_hint_marks_them_all():
    w = SummyWidget(seed=4, opponent="computer")
    w.game._racks[0] = list("xxxx::::")  # no digit: no sum, and no tile worth keeping
    w._refresh()
    for _ in range(4):
        w.handle({"action": "hint"})
    assert w.hint["step"] == 4 and w.hint["exchange"] == "xxxx::::"
    assert w.hint["text"] == ("No move is possible: exchange all your tiles (×, ×, ×, ×, :, :, "
                              ":, :). The tiles are marked for you: press Exchange tiles.")
    assert "keep -" not in w.hint["text"]


def test_a_rack_that_makes_no_sum_is_told_at_once_without_a_hint():
    # seed 0: the person's first rack =6x=6048 makes no sum through the centre's =
    w = SummyWidget(seed=0, opponent="computer")
    assert not legal_moves(w.game.board, "".join(w.game.rack(0)), w.game.rules)
    assert w.can_place is False and w.session.view()["can_place"] is False
    assert w.hints_used == [0, 0]  # it is not a hint: nothing is counted
    assert w.handle({"action": "exchange", "tiles": "==x"}), w.error
    # the computer has answered; the new rack is asked again (True or False, never stale)
    rack = "".join(w.game.rack(0))
    assert w.current == 0 and w.can_place is bool(legal_moves(w.game.board, rack, w.game.rules))
    # seed 4: a rack that can play
    assert SummyWidget(seed=4, opponent="computer").can_place is True


def test_can_place_is_none_when_no_person_is_to_play(puzzle):
    hot_seat = SummyWidget(seed=0)  # two people: the pass screen hides the rack first
    assert hot_seat.phase == "pass" and hot_seat.can_place is None
    hot_seat.handle({"action": "ready"})
    assert hot_seat.phase == "play" and hot_seat.can_place is False
    assert SummyWidget(puzzle=puzzle).can_place is None


# -- puzzle mode --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def puzzle() -> summy.puzzles.Puzzle:
    return summy.puzzles.generate(seed=1, difficulty="easy")


def test_puzzles_are_exported_from_summy():
    assert summy.puzzles.generate is summy.puzzles.generate
    assert "puzzles" in summy.__all__


def test_puzzle_mode_shows_the_board_and_rack_with_no_bag_or_opponent(puzzle):
    w = SummyWidget(puzzle=puzzle)
    assert w.mode == "puzzle" and w.puzzle is puzzle
    rows = puzzle.board.to_text().splitlines()
    assert w.board == rows
    assert Counter(w.rack) == Counter(puzzle.rack) and w.rack_owner == 0
    assert w.bag_count == 0 and len(w.players) == 1 and w.phase == "play"
    assert w.puzzle_info["seed"] == 1 and w.puzzle_info["difficulty"] == "easy"
    assert w.puzzle_info["answer"] == {} and w.puzzle_info["best"] == {}
    same = SummyWidget.puzzle(seed=1, difficulty="easy")
    assert same.board == w.board and same.puzzle == puzzle


def test_puzzle_preview_and_a_best_answer(puzzle):
    w = SummyWidget(puzzle=puzzle)
    best = puzzle.best[0]
    placements = {summy.cell_name(*c): s for c, s in best.move.placements}
    assert w.handle({"action": "preview", "placements": placements})
    assert w.preview["legal"] and w.preview["score"] == puzzle.best_score
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
    answer = w.puzzle_info["answer"]
    assert answer["is_best"] and answer["score"] == puzzle.best_score
    assert "best possible" in answer["text"] and best.text in answer["text"]
    assert w.board == puzzle.board.to_text().splitlines()  # the board stays for more tries
    assert w.players[0]["score"] == puzzle.best_score and w.puzzle_info["attempts"] == 1


def test_puzzle_a_weaker_answer_is_told_the_best_score(puzzle):
    w = SummyWidget(puzzle=puzzle)
    weaker = min(puzzle.moves, key=lambda m: m.score)
    assert weaker.score < puzzle.best_score
    placements = {summy.cell_name(*c): s for c, s in weaker.move.placements}
    assert w.handle({"action": "submit", "placements": placements})
    answer = w.puzzle_info["answer"]
    assert answer["legal"] and not answer["is_best"]
    assert answer["score"] == weaker.score and answer["best_score"] == puzzle.best_score
    assert answer["text"] == i18n.t("summy.puzzle.better", "en", move=weaker.text,
                                    score=weaker.score, best=puzzle.best_score)
    assert puzzle.check(weaker.text).score == weaker.score


def test_puzzle_an_illegal_answer_is_refused_with_its_reason(puzzle):
    w = SummyWidget(puzzle=puzzle, lang="nl")
    assert not w.handle({"action": "submit", "placements": {"A1": puzzle.rack[0]}})
    assert w.error == i18n.t("summy.illegal.no-old-tile", "nl")
    assert w.puzzle_info["answer"] == {} and w.puzzle_info["attempts"] == 0


def test_puzzle_show_the_best_move_and_nothing_before(puzzle):
    w = SummyWidget(puzzle=puzzle)
    state = json.dumps(w.get_state(), default=str)
    for m in puzzle.best:
        assert m.text not in state  # the answer is not in the page before it is asked for
    assert w.handle({"action": "show_best"})
    best = puzzle.best[0]
    assert w.puzzle_info["best"]["move"] == best.text
    assert w.hint["placements"] == {summy.cell_name(*c): s for c, s in best.move.placements}
    assert w.handle({"action": "preview", "placements": w.hint["placements"]})
    assert w.preview["legal"] and w.preview["score"] == puzzle.best_score


def test_puzzle_a_shown_best_move_submitted_is_not_the_pupils_own(puzzle):
    """"Your best so far" is the best of the answers given before the best move was shown:
    submitting the move shown counts as an answer, not as the pupil's score."""
    w = SummyWidget(puzzle=puzzle)
    weaker = min(puzzle.moves, key=lambda m: m.score)
    assert w.handle({"action": "submit", "placements":
                     {summy.cell_name(*c): s for c, s in weaker.move.placements}})
    assert w.handle({"action": "show_best"})
    assert w.handle({"action": "submit", "placements": w.hint["placements"]})
    info = w.puzzle_info
    assert info["answer"]["is_best"] and info["attempts"] == 2 and info["own"] == 1
    assert w.players[0]["score"] == weaker.score < puzzle.best_score
    assert w.handle({"action": "command", "text": "score"})
    assert w.answer["text"] == w.puzzle_info["status"] == (
        f"Your best so far: {weaker.score} points · Answers given: 2 · Best move shown")
    fresh = SummyWidget(puzzle=puzzle)
    assert fresh.handle({"action": "show_best"})
    assert fresh.handle({"action": "submit", "placements": fresh.hint["placements"]})
    assert fresh.puzzle_info["own"] == 0 and fresh.players[0]["score"] == 0


def test_puzzle_has_no_exchange_and_games_have_no_show_best(puzzle):
    w = SummyWidget(puzzle=puzzle)
    assert not w.handle({"action": "exchange", "tiles": puzzle.rack[0]})
    assert "no bag" in w.error
    g = SummyWidget(seed=1, opponent="computer")
    assert not g.handle({"action": "show_best"})
    assert "puzzles only" in g.error


def test_puzzle_hints_use_the_puzzles_rack(puzzle):
    w = SummyWidget(puzzle=puzzle)
    for _ in range(4):
        assert w.handle({"action": "hint"})
    assert w.hint["score"] == puzzle.best_score
    assert puzzle.check(w.hint["move"]).is_best


def test_puzzle_new_game_is_the_next_puzzle(puzzle):
    w = SummyWidget(puzzle=puzzle)
    w.handle({"action": "show_best"})
    assert w.handle({"action": "new_game"})
    assert w.puzzle.seed == 2 and w.puzzle.difficulty == "easy"
    assert w.puzzle_info["best"] == {} and w.hint == {}
    assert Counter(w.rack) == Counter(w.puzzle.rack)


def test_puzzle_argument_checks(puzzle):
    with pytest.raises(ValueError, match="summy.puzzles.Puzzle"):
        SummyWidget(puzzle="seed 1")
    with pytest.raises(ValueError, match="no opponent"):
        SummyWidget(puzzle=puzzle, opponent="computer")


# -- projector --------------------------------------------------------------------------------


def test_projector_mode_is_larger():
    w = SummyWidget(seed=1, projector=True)
    assert w.projector and w.zoom == 1.25
    assert SummyWidget(seed=1, projector=True, zoom=2.0).zoom == 2.0
    assert not SummyWidget(seed=1).projector


def test_the_docstring_examples_of_the_widget_run():
    import doctest

    from summy_widget.widgets import summy as module

    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10 and result.failed == 0


def test_a_best_answer_says_how_the_other_best_moves_differ_as_the_answer_key_does():
    puzzle = summy.puzzles.generate(seed=4, difficulty="medium")  # 4 best moves: one sum reordered
    w = SummyWidget(puzzle=puzzle, lang="en")
    best = puzzle.best[0]
    placements = {summy.cell_name(*c): s for c, s in best.move.placements}
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
    text = w.puzzle_info["answer"]["text"]
    assert text.endswith("the best possible! (4 moves reach it: the same tiles in another order.)")
    assert puzzle.shared() in text and puzzle.shared() in puzzle.answer()


def test_each_computers_level_is_in_the_view_and_has_words_in_every_language():
    """The score table shows a computer's level under its name (``players[i]["level"]``);
    a person has none."""
    w = SummyWidget(players=["You", "computer:expert", "computer:beginner"], seed=2, lang="de")
    assert [p["level"] for p in w.players] == [None, "expert", "beginner"]
    assert [w.messages[f"summy.level.{p['level']}"] for p in w.players[1:]] == [
        "Experte", "Anfänger"]
    for lang in ("en", "de", "nl"):
        assert all(f"summy.level.{level}" in i18n.table(lang) for level in summy.LEVELS)
