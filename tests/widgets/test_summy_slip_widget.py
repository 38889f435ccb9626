"""The Summy widget's preview names a precedence slip, and says it again when the language
changes while the tiles stay down."""

from __future__ import annotations

from summy_widget import SummyWidget

# 4-1x3=9 through the centre's '=' (seed 14: the rack holds 1 9 - x + 8 3 4)
SUM = {"H13": "4", "I13": "-", "J13": "1", "K13": "x", "L13": "3", "N13": "9"}


def test_the_preview_is_reworded_when_the_language_changes():
    w = SummyWidget(seed=14, opponent="computer")
    assert w.handle({"action": "preview", "placements": SUM})
    assert "You subtracted first: 4-1=3, then 3x3=9" in w.preview["reason"]
    placements = dict(w.preview["placements"])
    w.lang = "de"
    assert "Du hast zuerst subtrahiert: 4-1=3, dann 3x3=9" in w.preview["reason"]
    assert "Punkt vor Strich" in w.preview["reason"]
    w.lang = "nl"
    assert "Je hebt eerst afgetrokken: 4-1=3, daarna 3x3=9" in w.preview["reason"]
    assert w.preview["placements"] == placements and w.preview["legal"] is False
    assert w.game.history == []  # nothing was played


def test_a_language_change_without_tiles_down_leaves_the_preview_empty():
    w = SummyWidget(seed=14, opponent="computer")
    w.lang = "de"
    assert w.preview == {}
