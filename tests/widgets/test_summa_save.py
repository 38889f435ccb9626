"""Save a Summa Summarum game next to the notebook and continue it after a restart."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import summy_widget as sw
from summy_widget import SummaWidget, summa


def half_played(tmp_path, **kw):
    w = SummaWidget(players=["Ann", "computer"], seed=11, seconds=None, **kw)
    w.save_folder = str(tmp_path)
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    for _ in range(3):
        free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
        for die in range(4):
            assert w.handle({"action": "place", "die": die, "cell": free[die]}), w.error
        assert w.handle({"action": "done"}), w.error
    assert w.round == 4
    return w


def test_save_button_writes_the_record_next_to_the_notebook(tmp_path):
    w = half_played(tmp_path)
    assert w.saved == ""
    assert w.handle({"action": "save"}), w.error
    path = tmp_path / w.saved
    assert path.is_file() and w.saved.startswith("summa-") and w.saved.endswith(".json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["game"], data["version"], data["seats"]) == ("summa", 2, [None, "greedy"])
    assert "saved" in w.get_state()


def test_load_continues_the_same_game(tmp_path):
    w = half_played(tmp_path)
    path = w.save()
    again = SummaWidget.load(path)
    assert again.game == w.game
    assert again.game.grids == w.game.grids and again.game.dice == w.game.dice
    assert again.game.rolls == w.game.rolls and again.game.moves == w.game.moves
    assert [p["computer"] for p in again.players] == [False, True]
    for name in ("sheet", "dice", "round", "stage", "players", "sheets"):
        assert getattr(again, name) == getattr(w, name), name
    # both go on the same way: the same dice come next
    free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for widget in (w, again):
        for die in range(4):
            assert widget.handle({"action": "place", "die": die, "cell": free[die]})
        assert widget.handle({"action": "done"})
    assert again.game == w.game and again.round == 5


def test_load_in_a_fresh_python_process(tmp_path):
    w = half_played(tmp_path)
    path = w.save()
    code = ("import sys; from summy_widget import SummaWidget;"
            "print(SummaWidget.load(sys.argv[1]).game.to_json())")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True).stdout
    assert summa.Game.from_json(out) == w.game


@pytest.mark.parametrize("content, code, words", [
    (b"this is not json", "record-json", "not a game record"),
    (b"\xff\xfe\x00garbage", "record-json", "not a game record"),
    (json.dumps({"game": "pari", "version": 1}).encode(), "record-game", "record of =Pari="),
    (json.dumps([1, 2]).encode(), "record-json", "not JSON in the form of a saved game"),
])
def test_a_file_that_is_no_summa_record_is_refused(tmp_path, content, code, words):
    path = tmp_path / "summa-broken.json"
    path.write_bytes(content)
    with pytest.raises(sw.RecordError) as info:
        SummaWidget.load(path)
    assert info.value.code == code and words in str(info.value)


@pytest.mark.parametrize("field, value", [("seed", 12), ("players", ["Eve", "Computer"]),
                                          ("rolls", ["IIII"])])
def test_a_tampered_record_is_refused(tmp_path, field, value):
    w = half_played(tmp_path)
    path = w.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data[field] = value if field != "rolls" else value + data["rolls"][1:]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(summa.RecordError) as info:
        SummaWidget.load(path)
    assert info.value.code == "record-tampered"
    assert "changed after it was saved" in str(info.value)
    assert "verändert" in info.value.text("de")


def test_a_record_with_a_broken_move_names_it(tmp_path):
    w = half_played(tmp_path)
    path = w.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["moves"][0] = "1 black A1 B2 E3 C6"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(sw.RecordError) as info:
        SummaWidget.load(path)
    assert "move 1" in str(info.value) and "corner" in str(info.value)
