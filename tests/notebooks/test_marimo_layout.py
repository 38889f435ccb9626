"""The three marimo apps are stored exactly as marimo writes them.

``marimo edit`` saves a whole app in its own layout as soon as anything is changed: a teacher
who fixed one word of an app would otherwise see every cell of it changed (``git diff``),
and the word lost among them.
"""

from pathlib import Path

import pytest
from marimo._convert.converters import MarimoConvert

APPS = sorted((Path(__file__).resolve().parents[2] / "notebooks" / "marimo").glob("*.py"))


def test_there_are_three_apps():
    assert [p.name for p in APPS] == ["play_pari.py", "play_summa.py", "play_summy.py"]


@pytest.mark.parametrize("path", APPS, ids=[p.name for p in APPS])
def test_an_app_is_stored_as_marimo_saves_it(path: Path):
    stored = path.read_text(encoding="utf-8")
    saved = MarimoConvert.from_py(stored).to_py()
    changed = [n for n, (a, b) in enumerate(zip(stored.splitlines(), saved.splitlines()), 1)
               if a != b]
    assert saved == stored, (
        f"marimo would rewrite {path.name} (first changed line: "
        f"{changed[0] if changed else 'at the end'}); write it in marimo's layout with "
        "MarimoConvert.from_py(text).to_py()"
    )
