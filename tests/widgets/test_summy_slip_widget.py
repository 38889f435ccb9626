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


def test_the_preview_names_a_dropped_remainder():
    """5:2x4=8 (seed 17: the rack holds 8 6 : 4 5 4 2 x): 5:2 kept as 2, then 2x4=8; the
    right way is 5:2=5/2, then 5/2x4=10."""
    w = SummyWidget(seed=17, opponent="computer")
    laid = {"H13": "5", "I13": ":", "J13": "2", "K13": "x", "L13": "4", "N13": "8"}
    assert w.handle({"action": "preview", "placements": laid})
    assert w.preview["legal"] is False
    assert "is not a correct sum: You dropped the remainder: 5:2=2, then 2x4=8." in w.preview[
        "reason"]
    assert "5:2=5/2, then 5/2x4=10" in w.preview["reason"]
    w.lang = "de"
    assert "Du hast den Rest weggelassen: 5:2=2, dann 2x4=8" in w.preview["reason"]
    assert w.game.history == []
