"""The browser tests' JupyterLab servers show a lesson as ``make lab`` does: the mouse wheel
stops at a notebook's last cell ("Scroll past last cell" off), so a game in a lesson's last
cell is tried where a pupil can scroll it, not further."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

MAKEFILE = Path(__file__).resolve().parents[2] / "Makefile"
TRACKER = "/lab/api/settings/@jupyterlab/notebook-extension:tracker"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_scroll_past_the_last_cell_is_off_as_in_make_lab(themed_lab: Any, theme: str) -> None:
    settings = themed_lab(theme).api("GET", TRACKER)
    assert settings["settings"]["scrollPastEnd"] is False, settings["raw"]
    # what make lab writes into the defaults of its JupyterLab
    assert '"scrollPastEnd": false' in MAKEFILE.read_text(encoding="utf-8")
