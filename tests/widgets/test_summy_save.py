"""Save a game of Summy next to the notebook and continue it later, exactly."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from summy_widget import SummyWidget, errors, summa, summy


def played(tmp_path: Path, turns: int = 3, **kwargs) -> SummyWidget:
    """A widget against the computer after a few turns of each side."""
    w = SummyWidget(seed=4, opponent="computer", level="greedy", **kwargs)
    w.save_folder = str(tmp_path)
    for _ in range(turns):
        text = summy.get_player("greedy").choose(w.game, 0)
        if text.startswith("swap"):
            tiles = summy.Exchange.from_text(text).tiles
            assert w.handle({"action": "exchange", "tiles": tiles}), w.error
        else:
            move = summy.Move.from_text(text)
            placements = {summy.cell_name(*c): s for c, s in move.placements}
            assert w.handle({"action": "submit", "placements": placements}), w.error
    return w


def test_the_save_button_writes_the_record_next_to_the_notebook(tmp_path):
    w = played(tmp_path)
    assert w.saved == ""
    assert w.handle({"action": "save"}), w.error
    assert re.fullmatch(r"summy-\d{4}-\d\d-\d\d-\d{4}(-\d+)?\.json", w.saved)
    path = tmp_path / w.saved
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["game"] == "summy" and record["seats"] == [None, "greedy"]
    assert w.handle({"action": "save"})  # a second save of the same game: the same file
    assert len(list(tmp_path.glob("summy-*.json"))) == 1 and w.saved.startswith(path.name)


def test_load_continues_the_game_exactly(tmp_path):
    w = played(tmp_path, practice=True)
    path = w.save()
    again = SummyWidget.load(path)
    assert again.game == w.game
    assert [again.game.rack(i) for i in range(2)] == [w.game.rack(i) for i in range(2)]
    assert again.game._bag == w.game._bag
    assert again.game.scores == w.game.scores and again.history == w.history
    assert again.computers == {1} and again.level == "greedy" and again.phase == "play"
    assert again.rack_owner == 0 and sorted(again.rack) == sorted(w.game.rack(0))
    # and it plays on: the computer answers in the loaded widget too
    assert again.handle({"action": "exchange", "tiles": again.rack[0]}), again.error
    assert len(again.game.history) == len(w.game.history) + 2
    loaded = SummyWidget.load(path, lang="de", practice=True)
    assert loaded.lang == "de" and loaded.practice
    assert loaded.game.names == ["Du", "Computer"]  # the default name in the widget's language
    loaded.lang = "en"
    assert loaded.game == w.game


def test_load_in_a_fresh_python_process(tmp_path):
    w = played(tmp_path)
    path = w.save()
    code = ("import json, sys; from summy_widget import SummyWidget;"
            "w = SummyWidget.load(sys.argv[1]);"
            "print(json.dumps({'record': w.game.to_json(),"
            " 'racks': [list(w.game.rack(i)) for i in range(2)],"
            " 'bag': w.game.bag_count, 'computers': sorted(w.computers)}))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True, timeout=120)
    data = json.loads(out.stdout)
    assert summy.Game.from_json(data["record"]) == w.game
    assert data["racks"] == [list(w.game.rack(i)) for i in range(2)]
    assert data["bag"] == w.game.bag_count and data["computers"] == [1]


def _refused(path: Path) -> errors.RecordError:
    with pytest.raises(errors.RecordError) as info:
        SummyWidget.load(path)
    return info.value


def test_a_file_that_is_not_a_record_is_refused(tmp_path):
    path = tmp_path / "notes.json"
    path.write_text("my shopping list", encoding="utf-8")
    err = _refused(path)
    assert err.code == "record-json" and "not a game record" in str(err)
    path.write_bytes(b"\xff\xfe\x00 not text")
    assert _refused(path).code == "record-json"


def test_a_record_of_another_game_is_refused(tmp_path):
    path = tmp_path / "summa-2026-11-23-1512.json"
    path.write_text(summa.Game(players=["A", "B"], seed=1).to_json(), encoding="utf-8")
    err = _refused(path)
    assert err.code == "record-game" and "Summa Summarum" in str(err) and "Summy" in str(err)
    assert "Aufzeichnung" in err.text("de")


def _bump_first_score(record: dict) -> None:
    record["turn_scores"][0] += 1


@pytest.mark.parametrize(
    ("change", "words"),
    [(lambda r: r.update(scores=[500, 0]), "final scores"),
     (lambda r: r.update(players=["Eve", "Computer"]), "changed"),
     (lambda r: r.update(seed=5), "racks"),
     (_bump_first_score, "turn 1"),
     (lambda r: r.update(moves=["A1> 1+1=2"] + r["moves"][1:]), "turn 1")],
)
def test_a_tampered_record_is_refused(tmp_path, change, words):
    w = played(tmp_path)
    path = w.save()
    record = json.loads(path.read_text(encoding="utf-8"))
    change(record)
    path.write_text(json.dumps(record), encoding="utf-8")
    err = _refused(path)
    assert err.code in {"record-tampered", "record-entry"}
    assert words in str(err)


def test_a_puzzle_is_not_saved(tmp_path):
    p = SummyWidget.puzzle(seed=1, difficulty="easy")
    p.save_folder = str(tmp_path)
    assert not p.handle({"action": "save"})
    assert "seed" in p.error and list(tmp_path.iterdir()) == []


def test_the_session_saves_and_loads_without_a_widget(tmp_path):
    s = summy.Session(seats=["Ann", "computer:strong"], seed=9)
    s.exchange(s.game.rack(0)[:2])
    path = s.save(tmp_path)
    loaded = summy.Session.load(path)
    assert loaded.game == s.game and loaded.seats[1].level == "strong"
    assert [e["text"] for e in s.log][0] == "exchanged 2 tiles"
    assert [e["text"] for e in loaded.log] == [e["text"] for e in s.log]
    assert "swap" not in json.dumps(s.view()["log"])


def _continue_cell() -> str:
    path = Path(__file__).resolve().parents[2] / "notebooks" / "01-play-summy.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "".join(next(c["source"] for c in cells if c.get("id") == "continue-saved-code"))


def test_the_lessons_continue_cell_loads_the_newest_saved_game(tmp_path, monkeypatch, capsys):
    import summy_widget as sw

    monkeypatch.chdir(tmp_path)
    scope: dict = {"sw": sw}
    exec(_continue_cell(), scope)
    assert "no saved game yet" in capsys.readouterr().out and "saved_game" not in scope
    w = played(tmp_path)
    path = w.save()
    exec(_continue_cell(), scope)
    assert path.name in capsys.readouterr().out
    assert scope["saved_game"].game == w.game
