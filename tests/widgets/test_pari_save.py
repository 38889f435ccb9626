"""Save and load a =Pari= game: the Save button's message, PariWidget.load, refused files."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

import summy_widget as sw
from summy_widget import PariWidget
from summy_widget.pari import Rules

STATE = ("import json, sys; from summy_widget import PariWidget; "
         "w = PariWidget.load(sys.argv[1]); g = w.game; "
         "print(json.dumps([g.to_json(), g.hands, g.piles, g.discards, g.slots, g.current, "
         "g.phase, g.rng.getstate(), [s.level for s in w.session.seats]]))")


def state(w):
    g = w.game
    return json.loads(json.dumps([g.to_json(), g.hands, g.piles, g.discards, g.slots, g.current,
                                  g.phase, g.rng.getstate(), [s.level for s in w.session.seats]]))


def midgame(tmp_path, **kw):
    w = PariWidget(players=["Ann", "computer:greedy"], seed=30, save_folder=str(tmp_path), **kw)
    bot = sw.pari.get_player("greedy")
    for _ in range(9):  # Ann plays a few steps like the computer would
        w.session.act(bot.choose(w.game, 0))
    assert len(w.game.history) >= 4 and not w.game.over
    return w


def test_save_button_writes_the_record_next_to_the_notebook(tmp_path):
    w = midgame(tmp_path)
    assert w.handle({"action": "save"}), w.error
    assert re.fullmatch(r"pari-\d{4}-\d\d-\d\d-\d{4}\.json", w.saved)
    path = tmp_path / w.saved
    record = json.loads(path.read_text())
    assert record["game"] == "pari" and record["version"] == 2
    assert record["seats"] == [None, "greedy"]
    assert not w.handle({"action": "save", "folder": "/"})  # the folder is not the browser's
    assert w.messages["pari.save"] == "Save game"
    assert [sw.i18n.t("pari.save", lang) for lang in ("de", "nl")] == ["Spiel speichern",
                                                                        "Spel opslaan"]


def test_load_continues_the_same_game(tmp_path):
    w = midgame(tmp_path, rules=Rules(pass_card=True))
    loaded = PariWidget.load(w.save())
    assert loaded.game == w.game and state(loaded) == state(w)
    w._refresh()
    def seen(view):  # the live region's last message is not part of the game
        return {k: v for k, v in view.items() if k != "said"}

    assert seen(loaded.view) == seen(w.view) and loaded.session.log == w.session.log
    # both continue alike: the same step gives the same table and computer replies
    bot = sw.pari.get_player("greedy")
    text = bot.choose(w.game, 0)
    w.session.act(text)
    loaded.session.act(text)
    assert loaded.game == w.game


def test_load_in_a_fresh_python_process(tmp_path):
    w = midgame(tmp_path)
    path = w.save()
    out = subprocess.run([sys.executable, "-c", STATE, str(path)], capture_output=True,
                         text=True, check=True).stdout
    assert json.loads(out) == state(w)


@pytest.mark.parametrize(
    ("content", "code", "words"),
    [
        (b"this is not a record", "record-json", "not a game record"),
        (b"\xff\xfe\x00garbage", "record-json", "not a game record"),
        (json.dumps({"game": "summa", "version": 1}).encode(), "record-game",
         "record of Summa Summarum, not of =Pari="),
        (json.dumps({"game": "pari", "version": 9}).encode(), "record-version", "version 9"),
    ],
)
def test_files_that_are_not_a_pari_record_are_refused(tmp_path, content, code, words):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(sw.RecordError) as info:
        PariWidget.load(path)
    assert info.value.code == code and words in str(info.value)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["scores"].__setitem__(0, 99), "changed after it was saved"),
        (lambda d: d.update(players=["Ann", "Eve"]), "check sum does not match"),
        (lambda d: d["moves"].__setitem__(0, "#1 9=9"), "entry 1"),
        (lambda d: d.pop("moves"), "lacks 'moves'"),
    ],
)
def test_a_tampered_record_is_refused(tmp_path, change, words):
    path = midgame(tmp_path).save()
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    with pytest.raises(sw.RecordError) as info:
        PariWidget.load(path)
    assert words in str(info.value) and info.value.text("de") != str(info.value)
