"""A lesson's board (``Board._repr_html_``) draws tiles as the widget does: the colours of
js/summy.css, signs as discs, ``=`` with its double frame, grey caps striped."""

from __future__ import annotations

import re
from pathlib import Path

from summy_widget import summy

CSS = (Path(__file__).resolve().parents[2] / "js" / "summy.css").read_text()


def css_colour(name: str) -> str:
    return re.search(rf"--summy-{name}:\s*(#[0-9a-fA-F]+)", CSS).group(1).lower()


def cell_styles(html: str) -> dict[str, str]:
    return dict(re.findall(r'<td title="([A-Y]\d+)" style="([^"]*)"', html))


def test_tiles_and_caps_look_as_in_the_widget():
    board = summy.evaluate_move(summy.Board.start(), "J13> 4+3(=)7").board
    styles = cell_styles(board._repr_html_())
    assert f"background:{css_colour('digit')}" in styles["J13"]
    assert "box-shadow:inset 0 0 0 2px #000" in styles["J13"]
    assert f"background:{css_colour('op')}" in styles["K13"]
    assert "border-radius:50%" in styles["K13"]
    assert f"background:{css_colour('eq')}" in styles["M13"]
    assert f"color:{css_colour('eq-ink')}" in styles["M13"] and "double" in styles["M13"]
    assert all("repeating-linear-gradient" in styles[cap] for cap in ("I13", "O13"))
