"""Save where the game cannot be written: the three widgets say why in the pupil's language
(not "[Errno 2] No such file or directory: ..."), write nothing and keep the game; a folder
that is not there yet is made."""

import errno
import os
from pathlib import Path

import pytest

from summy_widget import GameError, PariWidget, SummaWidget, SummyWidget

WIDGETS = {"summy": SummyWidget, "summa": SummaWidget, "pari": PariWidget}
WORDS = {
    "en": ("the game could not be saved in the folder", "is a file, not a folder"),
    "de": ("Das Spiel konnte nicht im Ordner", "ist eine Datei, kein Ordner"),
    "nl": ("Het spel kon niet worden opgeslagen in de map", "is een bestand, geen map"),
}


def press_save(widget, folder):
    record = widget.session.to_json()
    widget.save_folder = str(folder)
    widget.handle({"action": "save"})
    assert widget.session.to_json() == record  # the game is as it was
    return widget.error


@pytest.mark.parametrize("lang", sorted(WORDS))
@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_file_in_the_way_is_named_in_the_language(tmp_path, game, lang):
    (tmp_path / "games").write_text("not a folder", encoding="utf-8")
    error = press_save(WIDGETS[game](lang=lang), tmp_path / "games" / "week-1")
    start, why = WORDS[lang]
    assert error.startswith(start) and why in error, error
    assert f"{tmp_path / 'games'} {why.split()[0]}" in error  # the file itself is named
    assert "Errno" not in error
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games"]


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_folder_not_there_yet_is_made(tmp_path, game):
    widget = WIDGETS[game](lang="nl")
    assert press_save(widget, tmp_path / "spellen" / "groep-7") == ""
    saved = list((tmp_path / "spellen" / "groep-7").iterdir())
    assert [p.name for p in saved] == [widget.saved] and saved[0].name.startswith(game)


DENIED = "this notebook may not write there; ask for a folder it may write in"
READ_ONLY = "that folder is read-only; ask for a folder this notebook may write in"


@pytest.mark.parametrize(("number", "why"), [
    (errno.EACCES, DENIED), (errno.EPERM, DENIED), (errno.EROFS, READ_ONLY),
    (errno.ENOSPC, "the disk is full"),
    (errno.EIO, "the computer refused (Input/output error, EIO)"),
])
@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_refusal_of_the_file_system_is_said_in_words(tmp_path, monkeypatch, game, number, why):
    def refuse(*_args, **_kwargs):
        raise OSError(number, os.strerror(number))

    widget = WIDGETS[game]()
    monkeypatch.setattr(Path, "write_text", refuse)
    error = press_save(widget, tmp_path)
    assert error == f"the game could not be saved in the folder {tmp_path}: {why}"
    assert widget.saved == ""


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_save_called_in_python_raises_in_the_language(tmp_path, game):
    (tmp_path / "x").write_text("", encoding="utf-8")
    with pytest.raises(GameError) as err:
        WIDGETS[game](lang="de").save(tmp_path / "x")
    assert err.value.code == "save-failed"
    assert str(err.value).startswith(WORDS["de"][0]) and WORDS["de"][1] in str(err.value)
    assert err.value.text("en").startswith(WORDS["en"][0])


@pytest.mark.parametrize(("lang", "why"), [
    ("de", "der Computer hat es abgelehnt (Fehler EIO)"), ("nl", "de computer weigerde (fout EIO)"),
])
@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_an_unusual_refusal_is_said_without_english(tmp_path, monkeypatch, game, lang, why):
    """An error of the file system without words of ours names its code (a teacher can look
    it up), not Python's English reason ("Input/output error")."""
    def refuse(*_args, **_kwargs):
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    widget = WIDGETS[game](lang=lang)
    monkeypatch.setattr(Path, "write_text", refuse)
    error = press_save(widget, tmp_path)
    assert error.startswith(WORDS[lang][0]) and error.endswith(f": {why}"), error
    assert os.strerror(errno.EIO) not in error
