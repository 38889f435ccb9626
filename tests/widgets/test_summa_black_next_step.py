"""Four allowed black cells: the words name the next step, in the way the pupil chose them.

The set-up said only "These 4 cells are allowed", and a pupil looked for what to do next. Now
it names it, as the words after the fourth die of a round do: the button for a mouse or a
finger, Enter or the button for the keyboard (Enter and Space on the sheet), the command
``done`` for the command line."""

from __future__ import annotations

import pytest

from summy_widget import SummaWidget

CELLS = ("A1", "C2", "E3", "B6")
NEXT = {
    "en": ("These 4 cells are allowed: press the Blacken these 4 button",
           "These 4 cells are allowed: press Enter on the sheet or the Blacken these 4 button",
           "These 4 cells are allowed: type done"),
    "de": ("Diese 4 Kästchen sind erlaubt: drücke „Diese 4 schwärzen“",
           "Diese 4 Kästchen sind erlaubt: drücke Enter auf dem Blatt oder „Diese 4 schwärzen“",
           "Diese 4 Kästchen sind erlaubt: tippe fertig"),
    "nl": ("Deze 4 vakjes mogen: druk op ‘Deze 4 zwart maken’",
           "Deze 4 vakjes mogen: druk op Enter op het blad of op ‘Deze 4 zwart maken’",
           "Deze 4 vakjes mogen: typ klaar"),
}


def _widget(lang: str) -> SummaWidget:
    return SummaWidget(players=["Ann"], seed=2, seconds=None, lang=lang)


@pytest.mark.parametrize("lang", sorted(NEXT))
def test_four_allowed_cells_name_the_next_step_by_mouse_keys_and_command(lang):
    mouse, keys, command = NEXT[lang]
    w = _widget(lang)
    for cell in CELLS:
        assert w.handle({"action": "toggle_black", "cell": cell})
    assert w.preview == {"ok": True, "text": mouse}
    assert w.handle({"action": "random_black"}) and w.preview["text"] == mouse

    w = _widget(lang)
    for cell in CELLS[:3]:
        assert w.handle({"action": "choose_black", "cell": cell})  # Enter on the sheet
    assert w.handle({"action": "toggle_black", "cell": CELLS[3], "keys": True})  # Space
    assert w.preview == {"ok": True, "text": keys}
    assert w.handle({"action": "toggle_black", "cell": CELLS[3], "keys": True})
    assert w.handle({"action": "choose_black", "cell": CELLS[3]})
    assert w.preview["text"] == keys
    # and the step named is the one that goes on
    assert w.handle({"action": "confirm_black"}) and w.stage == "place"



@pytest.mark.parametrize("lang", sorted(NEXT))
def test_the_command_line_names_its_own_command(lang):
    w = _widget(lang)
    black = w.session.t("summa.cmd.black").split("|")[0]
    for cell in CELLS:
        assert w.handle({"action": "command", "text": f"{black} {cell}"})
    assert w.said["text"].endswith(". " + NEXT[lang][2]), w.said
    done = w.session.t("summa.cmd.done").split("|")[0]
    assert NEXT[lang][2].endswith(f" {done}")
    assert w.handle({"action": "command", "text": done}) and w.stage == "place"


def test_a_keys_field_that_is_not_true_or_false_is_refused_and_changes_nothing():
    w = _widget("en")
    for cell in CELLS[:3]:
        assert w.handle({"action": "toggle_black", "cell": cell})
    before = (list(w.pending), dict(w.preview))
    assert not w.handle({"action": "toggle_black", "cell": CELLS[3], "keys": "yes"})
    assert "keys" in w.error and "true or false" in w.error, w.error
    assert (list(w.pending), dict(w.preview)) == before
