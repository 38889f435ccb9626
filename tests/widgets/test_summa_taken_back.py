"""A choice taken back is said (the preview and so the live region): a black cell chosen in
the set-up, a group marked while scoring. No choice is lost without a word."""

from __future__ import annotations

import pytest

from summy_widget import SummaWidget
from summy_widget.summa.scoring import best_score


def test_a_black_cell_taken_back_is_named():
    w = SummaWidget(players=["Ann"], seed=2, seconds=None)
    for cell in ("A1", "C2", "E3", "B6"):
        assert w.handle({"action": "toggle_black", "cell": cell})
    assert w.preview == {"ok": True,
                         "text": "These 4 cells are allowed: press the Blacken these 4 button"}
    assert w.handle({"action": "toggle_black", "cell": "E3"})
    assert w.preview == {"ok": False, "open": True,
                         "text": "E3 taken back. Choose 1 more cell to blacken"}
    assert [p[:2] for p in w.pending] == [[0, 0], [1, 2], [5, 1]]


def test_a_group_taken_back_is_named_in_every_language():
    for lang, said in [("en", "taken back"), ("de", "zurückgenommen"), ("nl", "teruggenomen")]:
        w = SummaWidget(players=["Ann"], seed=2, seconds=None, lang=lang)
        assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
        while w.stage == "place":
            free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
            for die in range(4):
                assert w.handle({"action": "place", "die": die, "cell": list(free[die])})
            assert w.handle({"action": "done"})
        group = best_score(w.game.grids[0]).across_groups[0]
        assert w.handle({"action": "mark", "first": group.cells[0], "last": group.cells[-1]})
        assert w.handle({"action": "unmark", "name": group.name})
        assert w.marks == [] and w.preview["text"] == f"{group.name} {said}"


@pytest.mark.parametrize("lang, first, back, four", [
    ("en", "Choose 3 more cells to blacken", "E3 taken back. Choose 1 more cell to blacken",
     "These 4 cells are allowed: press the Blacken these 4 button"),
    ("de", "Wähle noch 3 Kästchen zum Schwärzen",
     "E3 zurückgenommen. Wähle noch 1 Kästchen zum Schwärzen",
     "Diese 4 Kästchen sind erlaubt: drücke „Diese 4 schwärzen“"),
    ("nl", "Kies nog 3 vakjes om zwart te maken",
     "E3 teruggenomen. Kies nog 1 vakje om zwart te maken",
     "Deze 4 vakjes mogen: druk op ‘Deze 4 zwart maken’"),
])
def test_the_set_up_preview_starts_each_sentence_with_a_capital(lang, first, back, four):
    """The preview box and the live region read it as sentences, like every other preview (it
    was "choose 3 more cells to blacken" and "E3 taken back. choose 1 more …")."""
    w = SummaWidget(players=["Ann"], seed=2, seconds=None, lang=lang)
    assert w.handle({"action": "toggle_black", "cell": "A1"})
    assert w.preview["text"] == first
    for cell in ("C2", "E3", "B6"):
        assert w.handle({"action": "toggle_black", "cell": cell})
    assert w.preview["text"] == four
    assert w.handle({"action": "toggle_black", "cell": "E3"})
    assert w.preview["text"] == back
