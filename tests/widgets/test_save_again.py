"""Save pressed again: the same game goes on in the same file, in all three games.

A pupil presses Save game many times in a lesson. Each press after the first overwrites the
file of that game (its record holds every move, so nothing is lost) and the words under the
button change ("…, again at 11:14:05"). A new file is written when the file would lose a move
or someone else's change: after an undo, for a new game, or when the file was changed.
"""

from __future__ import annotations

import json
import re

import pytest

import summy_widget as sw
from summy_widget import PariWidget, SummaWidget, SummyWidget, summy

AGAIN = r", again at \d\d:\d\d:\d\d"


def summy_turn(w: SummyWidget) -> None:
    """The person plays what the greedy computer would (the computer then answers)."""
    text = summy.get_player("greedy").choose(w.game, 0)
    if text.startswith("swap"):
        assert w.handle({"action": "exchange", "tiles": summy.Exchange.from_text(text).tiles})
        return
    move = summy.Move.from_text(text)
    placements = {summy.cell_name(*c): s for c, s in move.placements}
    assert w.handle({"action": "submit", "placements": placements}), w.error


def summa_round(w: SummaWidget) -> None:
    """Black cells first (round 0), else four dice on the first free cells."""
    if w.round == 0:
        assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
        return
    free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        assert w.handle({"action": "place", "die": die, "cell": free[die]}), w.error
    assert w.handle({"action": "done"}), w.error


def pari_steps(w: PariWidget) -> None:
    """A few steps of the person, as the greedy computer would take them."""
    bot = sw.pari.get_player("greedy")
    for _ in range(3):
        w.session.act(bot.choose(w.game, 0))
    w._refresh()


GAMES = {
    "summy": (lambda: SummyWidget(seed=4, opponent="computer", level="greedy"), summy_turn),
    "summa": (lambda: SummaWidget(players=["Ann", "computer"], seed=11, seconds=None),
              summa_round),
    "pari": (lambda: PariWidget(players=["Ann", "computer:greedy"], seed=30), pari_steps),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_saving_again_keeps_one_file_per_game_and_says_when(tmp_path, name):
    make, play_on = GAMES[name]
    w = make()
    w.save_folder = str(tmp_path)
    play_on(w)
    assert w.handle({"action": "save"}), w.error
    first = w.saved
    assert re.fullmatch(rf"{name}-\d{{4}}-\d\d-\d\d-\d{{4}}\.json", first)
    play_on(w)
    assert w.handle({"action": "save"}), w.error
    assert re.fullmatch(re.escape(first) + AGAIN, w.saved), w.saved
    assert [p.name for p in tmp_path.iterdir()] == [first]  # one file, the game as it is now
    assert (tmp_path / first).read_text(encoding="utf-8") == w.session.to_json()
    assert json.loads(w.session.to_json())["game"] == name


def test_an_undo_keeps_the_file_with_the_move_and_writes_a_new_one(tmp_path):
    w = SummyWidget(seed=4, opponent="computer", level="greedy", practice=True)
    w.save_folder = str(tmp_path)
    summy_turn(w)
    summy_turn(w)
    assert w.handle({"action": "save"})
    first = tmp_path / w.saved
    kept = first.read_text(encoding="utf-8")
    assert w.handle({"action": "undo"}), w.error
    assert w.handle({"action": "save"})
    assert first.read_text(encoding="utf-8") == kept  # the undone move is still in its file
    assert w.saved != first.name and "again" not in w.saved
    assert len(list(tmp_path.glob("summy-*.json"))) == 2
    assert w.handle({"action": "save"}) and w.saved.endswith(tuple("0123456789"))
    assert "again" in w.saved and len(list(tmp_path.glob("summy-*.json"))) == 2


def test_a_new_game_or_a_file_changed_by_hand_gets_a_file_of_its_own(tmp_path):
    w = SummyWidget(seed=4, opponent="computer", level="greedy")
    w.save_folder = str(tmp_path)
    assert w.handle({"action": "save"})
    first = tmp_path / w.saved
    first.write_text(first.read_text(encoding="utf-8") + " ", encoding="utf-8")  # by hand
    assert w.handle({"action": "save"}) and "again" not in w.saved
    assert first.read_text(encoding="utf-8").endswith(" ")  # left as it was changed
    second = w.saved
    w.new_game(seed=5)
    assert w.handle({"action": "save"}) and "again" not in w.saved
    assert len({first.name, second, w.saved}) == 3
    assert len(list(tmp_path.glob("summy-*.json"))) == 3


def test_saved_elsewhere_or_loaded_is_a_new_file(tmp_path):
    w = SummyWidget(seed=4, opponent="computer", level="greedy")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    one = w.save(tmp_path / "a")
    assert w.save(tmp_path / "b").parent == tmp_path / "b"  # another folder, another file
    assert w.save(tmp_path / "b").parent == tmp_path / "b" and "again" in w.saved
    loaded = SummyWidget.load(one)
    loaded.save_folder = str(tmp_path / "a")
    assert loaded.handle({"action": "save"}) and "again" not in loaded.saved
    assert len(list((tmp_path / "a").iterdir())) == 2  # yesterday's file stays as it was


@pytest.mark.parametrize(("lang", "words"), [("de", ", erneut um "), ("nl", ", opnieuw om ")])
def test_the_words_in_german_and_dutch(tmp_path, lang, words):
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    w.save_folder = str(tmp_path)
    assert w.handle({"action": "save"}) and w.handle({"action": "save"})
    assert words in w.saved
