"""Save in the classroom site: the note says when the browser cannot keep the file.

Pyodide is imitated: ``sys.platform`` is ``"emscripten"`` and a fake ``js`` module
stands for the kernel worker's global scope (``isSecureContext``); the folder
JupyterLite's DriveFS is mounted at is a temporary folder.
"""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget
from summy_widget.widgets import storage

NAME = r"(summy|summa|pari)-\d{4}-\d\d-\d\d-\d{4}(-\d+)?\.json"
NOTES = {
    "en": "for this visit only: this site cannot keep files after a reload",
    "de": "nur für diesen Besuch",
    "nl": "alleen voor dit bezoek",
}
GAMES = [
    lambda lang: SummyWidget(seed=4, opponent="computer", lang=lang),
    lambda lang: SummaWidget(players=["You", "computer"], seed=4, lang=lang),
    lambda lang: PariWidget(players=["You", "computer"], seed=4, lang=lang),
]


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    """``browser(secure)``: Python as in the site's kernel; returns the drive's folder."""

    def enter(secure: bool) -> Path:
        drive = tmp_path / "drive"
        drive.mkdir(exist_ok=True)
        fake = types.ModuleType("js")
        fake.isSecureContext = secure
        monkeypatch.setitem(sys.modules, "js", fake)
        monkeypatch.setattr(sys, "platform", "emscripten")
        monkeypatch.setattr(storage, "DRIVE", drive)
        return drive

    return enter


@pytest.mark.parametrize("make", GAMES)
@pytest.mark.parametrize("lang", sorted(NOTES))
def test_an_insecure_page_saves_for_this_visit_only_and_says_so(browser, tmp_path, make, lang):
    drive = browser(secure=False)
    w = make(lang)
    w.save_folder = str(drive)
    assert w.handle({"action": "save"}), w.error
    name = re.match(NAME, w.saved)
    assert name, w.saved
    assert (drive / name.group(0)).is_file()  # written all the same, for this visit
    assert NOTES[lang] in w.saved
    assert w.saved == w.t("widget.saved-for-this-visit", file=name.group(0))


@pytest.mark.parametrize("make", GAMES)
def test_a_secure_page_with_its_drive_names_only_the_file(browser, make):
    drive = browser(secure=True)
    w = make("en")
    w.save_folder = str(drive)
    assert w.handle({"action": "save"}), w.error
    assert re.fullmatch(NAME, w.saved), w.saved


def test_a_folder_outside_the_drive_is_not_kept_even_on_a_secure_page(browser, tmp_path):
    browser(secure=True)  # the drive was not mounted: the kernel writes into memory
    memory = tmp_path / "home"
    memory.mkdir()
    w = SummyWidget(seed=4, opponent="computer")
    w.save_folder = str(memory)
    assert w.handle({"action": "save"}), w.error
    assert NOTES["en"] in w.saved
    assert storage.kept_after_reload(memory) is False


def test_outside_a_browser_files_are_kept(tmp_path):
    assert storage.kept_after_reload(tmp_path) is True
    w = SummyWidget(seed=4, opponent="computer")
    w.save_folder = str(tmp_path)
    assert w.handle({"action": "save"}), w.error
    assert re.fullmatch(NAME, w.saved)
