"""Summa Summarum on a projector: the ``projector`` trait and the full-screen button's words.

The large layout itself (cells, dice and text sizes, full screen) is drawn by ``js/summa.js``
and checked in a real browser by ``tests/browser/test_summa_frontend.py``.
"""

from __future__ import annotations

import pytest

from summy_widget import SummaWidget, i18n


def set_up(w: SummaWidget) -> None:
    for cell in ([0, 0], [1, 2], [2, 4], [5, 1]):  # A1 C2 E3 B6, an allowed set-up
        assert w.handle({"action": "toggle_black", "cell": cell}), w.error
    assert w.handle({"action": "confirm_black"}), w.error


def play_a_round(w: SummaWidget) -> None:
    set_up(w)
    free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        assert w.handle({"action": "place", "die": die, "cell": free[die]}), w.error
    assert w.handle({"action": "done"}), w.error


def test_projector_is_off_unless_asked_for():
    assert SummaWidget(players=["Ann"], seed=1, seconds=None).projector is False
    w = SummaWidget(players=["Ann"], seed=1, seconds=None, projector=True)
    assert w.projector is True


def test_projector_is_synced_to_the_front_end_and_can_be_switched_later():
    w = SummaWidget(players=["Ann", "computer"], seed=1, seconds=None, projector=True)
    assert w.get_state()["projector"] is True
    w.projector = False
    assert w.get_state()["projector"] is False
    w.projector = True
    assert w.get_state(["projector"]) == {"projector": True}


def test_projector_changes_only_the_look_not_the_game():
    big = SummaWidget(players=["Ann", "computer"], seed=5, seconds=None, projector=True)
    small = SummaWidget(players=["Ann", "computer"], seed=5, seconds=None)
    for w in (big, small):
        play_a_round(w)
    shown = ("sheet", "dice", "players", "stage", "round", "log")
    assert {k: getattr(big, k) for k in shown} == {k: getattr(small, k) for k in shown}
    assert big.round == 2


def test_the_class_on_the_projector_and_a_pupil_see_the_same_dice_each_round():
    """Lesson 05's class game: one seed, the class's sheet on the projector and a pupil's own
    game (with a computer player beside): the dice the page shows are the same each round,
    though the two sheets are written differently."""
    shown = {}
    for who, players, projector in (("class", ["Class"], True),
                                    ("pupil", ["Ann", "computer"], False)):
        w = SummaWidget(players=players, seed=2026, seconds=None, projector=projector)
        set_up(w)
        rolls = []
        for _ in range(3):
            rolls.append([d["symbol"] for d in w.dice])
            free = [[r, c] for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
            cells = free[:4] if who == "class" else free[-4:]
            for die, cell in enumerate(cells):
                assert w.handle({"action": "place", "die": die, "cell": cell}), w.error
            assert w.handle({"action": "done"}), w.error
        shown[who] = (rolls, w.sheet)
    assert shown["class"][0] == shown["pupil"][0]
    assert [len(roll) for roll in shown["class"][0]] == [4, 4, 4]
    assert shown["class"][1] != shown["pupil"][1]


def test_a_loaded_game_can_be_shown_on_a_projector(tmp_path):
    w = SummaWidget(players=["Ann", "computer"], seed=9, seconds=None)
    play_a_round(w)
    path = w.save(tmp_path)
    again = SummaWidget.load(path, projector=True)
    assert again.projector is True and again.sheet == w.sheet and again.round == w.round


def test_projector_must_be_a_bool():
    with pytest.raises(Exception, match="projector"):
        SummaWidget(players=["Ann"], seed=1, projector="yes")


@pytest.mark.parametrize(("lang", "words"), [("en", "Full screen"), ("de", "Vollbild"),
                                             ("nl", "Volledig scherm")])
def test_the_full_screen_button_is_named_in_each_language(lang, words):
    assert i18n.table(lang)["summa.ui.button.fullscreen"] == words
    w = SummaWidget(players=["Ann"], seed=1, seconds=None, lang=lang)
    assert w.messages["summa.ui.button.fullscreen"] == words
