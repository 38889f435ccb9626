"""``w.load(path)`` said to a widget already on the page: that board continues the saved game,
in its own language, with its hints and practice; ``SummyWidget.load(path)`` said to the class
still makes a new widget.

Before, ``load`` was a class method only: ``w.load(path)`` made a second widget that spoke
English and showed nowhere unless it was the cell's last line, while the board on the page
went on with the old game.
"""

from __future__ import annotations

import json

import pytest

import summy_widget as sw
from summy_widget import PariWidget, RecordError, SummaWidget, SummyWidget


def summy_played(folder):
    """Summy against the computer after an exchange and the computer's answer."""
    w = SummyWidget(seed=4, opponent="computer", level="greedy", save_folder=str(folder))
    assert w.handle({"action": "exchange", "tiles": w.rack[:2]}), w.error
    return w


def summa_played(folder):
    """Summa with Ann and the computer after the black cells and one round."""
    w = SummaWidget(players=["You", "computer"], seed=11, seconds=None, save_folder=str(folder))
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        assert w.handle({"action": "place", "die": die, "cell": free[die]}), w.error
    assert w.handle({"action": "done"}), w.error
    return w


def pari_played(folder):
    """=Pari= against the computer after a few steps played like the computer would."""
    w = PariWidget(players=["You", "computer:greedy"], seed=30, save_folder=str(folder))
    bot = sw.pari.get_player("greedy")
    for _ in range(6):
        w.session.act(bot.choose(w.game, 0))
    return w


GAMES = {
    "summy": (summy_played, lambda lang, **kw: SummyWidget(
        seed=9, opponent="computer", level="strong", lang=lang, **kw),
        lambda w: (w.board, w.rack, w.players, w.history)),
    "summa": (summa_played, lambda lang, **kw: SummaWidget(
        players=["You", "computer"], seed=3, seconds=None, lang=lang, **kw),
        lambda w: (w.sheet, w.dice, w.round, w.players, w.log)),
    "pari": (pari_played, lambda lang, **kw: PariWidget(
        players=["You", "computer:greedy"], seed=5, lang=lang, **kw),
        lambda w: {k: v for k, v in w.view.items() if k != "said"}),
}


WIDGETS = {"summy": SummyWidget, "summa": SummaWidget, "pari": PariWidget}


@pytest.mark.parametrize("name", GAMES)
def test_the_board_on_the_page_continues_the_saved_game_in_its_language(tmp_path, name):
    play, fresh, shown = GAMES[name]
    saved = play(tmp_path)
    path = saved.save()
    board = fresh("de")
    assert board.game != saved.game  # another game until the load
    assert board.load(path) is None  # the widget itself takes the game; no second widget
    assert board.lang == "de" and board.messages == sw.i18n.table("de")
    assert board.game.names[0] == "Du"  # the default name said in the widget's language
    assert shown(board) == shown(WIDGETS[name].load(path, lang="de"))  # what the page shows
    board.lang = "en"
    assert board.game == saved.game
    assert json.loads(board.game.to_json()) == json.loads(saved.game.to_json())


@pytest.mark.parametrize("name", GAMES)
def test_the_board_keeps_its_hints_and_practice(tmp_path, name):
    play, fresh, _shown = GAMES[name]
    saved = play(tmp_path)
    board = fresh("en", hints=2, practice=True)
    board.load(saved.save())
    assert board.game == saved.game
    assert board.session.hint_limit == 2 and board.session.practice and board.practice


@pytest.mark.parametrize("name", GAMES)
def test_a_file_that_is_not_a_saved_game_changes_nothing_and_is_said_in_the_language(
        tmp_path, name):
    play, fresh, shown = GAMES[name]
    board = fresh("nl")
    before, session = shown(board), board.session
    (tmp_path / "notes.json").write_text('{"hello": 1}', encoding="utf-8")
    for path, words in ((tmp_path / "no-such-game.json", "Er is geen bestand"),
                        (tmp_path / "notes.json", "geen spelverslag")):
        with pytest.raises(RecordError, match=words) as caught:
            board.load(path)
        assert caught.value.text("nl") == str(caught.value)
        assert board.session is session and shown(board) == before


@pytest.mark.parametrize("name", GAMES)
def test_said_to_the_class_load_still_makes_a_new_widget(tmp_path, name):
    play, _fresh, _shown = GAMES[name]
    saved = play(tmp_path)
    loaded = WIDGETS[name].load(saved.save())
    assert isinstance(loaded, WIDGETS[name]) and loaded is not saved
    assert loaded.game == saved.game


def test_a_puzzle_board_that_loads_a_game_plays_it_against_its_computer(tmp_path):
    path = summy_played(tmp_path).save()
    board = SummyWidget.puzzle(seed=2, difficulty="easy")
    assert board.mode == "puzzle"
    board.load(path)
    assert board.mode == "game" and board.opponent == "computer" and board.level == "greedy"
    assert board.handle({"action": "exchange", "tiles": board.rack[:1]}), board.error
    assert board.game.current == 0  # the computer answered


def test_options_said_to_a_board_name_the_way_that_takes_them(tmp_path):
    path = summy_played(tmp_path).save()
    board = SummyWidget(seed=9)
    with pytest.raises(TypeError, match=r"SummyWidget\.load\(path, lang='de'\)"):
        board.load(path, lang="de")
    assert board.game.seed == 9


def test_summy_tells_the_page_each_time_it_shows_another_game(tmp_path):
    """``games`` grows with each game or puzzle shown (the page then takes the tiles down away,
    even when the turns are as many as before); a move or a redraw leaves it."""
    w = summy_played(tmp_path)
    path = w.save()
    assert w.games == 1
    w._refresh()
    w.new_game(seed=4)
    assert w.games == 2
    w.load(path)
    assert w.games == 3
    assert w.handle({"action": "new_game"}) and w.handle({"action": "restore_game"}), w.error
    assert w.games == 5
    puzzle = SummyWidget.puzzle(seed=1)
    assert puzzle.handle({"action": "new_game"}), puzzle.error
    assert puzzle.games == 2
