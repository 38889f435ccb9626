"""Summa hot seat: behind the pass screen the browser gets nobody's sheet (issue: the next
pupil's black cells and symbols could be read behind the dialog)."""

from __future__ import annotations

import json

from summy_widget import SummaWidget

PLAYERS = ["Ann", "computer", "Ben", "Cem", "computer", "Dana", "computer", "computer"]


def assert_no_sheet(w, seen):
    """The state synced to the browser holds no black cell, symbol or group of any sheet."""
    state = w.get_state()
    assert state["stage"] == "pass" and state["pass_screen"]
    cells = "".join(state["sheet"]) + "".join("".join(rows) for rows in state["sheets"])
    assert set(cells) == {"."}, (state["sheet"], state["sheets"])
    assert state["written"] == [] and state["pending"] == [] and state["marks"] == []
    assert state["filled"] == {} and state["best"] == {} and state["explanation"] == []
    assert state["dice"] == [] and state["game_review"] == {}
    # the command line reads the same empty sheet
    assert w.handle({"action": "command", "text": "read row 1"})
    assert "black" not in w.said["text"] and w.said["text"].count("empty") == 6
    seen.add((w.phase, w.current))


def play_to_the_end(w, seen):
    """Every person plays (random black cells, the first free cells, the best groups); each
    time the screen passes, the view is checked before the next person says they are ready."""
    for _ in range(400):
        if w.stage == "over":
            return
        if w.stage == "pass":
            assert_no_sheet(w, seen)
            assert w.handle({"action": "ready"}), w.error
            # now the sheet of this person is shown again
            continue
        if w.stage == "black":
            assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
        elif w.stage == "place":
            free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
            for die in range(4):
                assert w.handle({"action": "place", "die": die, "cell": list(free[die])})
            assert w.handle({"action": "done"}), w.error
        else:
            assert w.handle({"action": "use_best"}), w.error
            if not w.handle({"action": "confirm"}):
                assert w.handle({"action": "confirm", "confirm": True}), w.error
    raise AssertionError("the game did not end")


def test_the_pass_screen_sends_no_sheet_in_set_up_placing_and_scoring():
    w = SummaWidget(players=PLAYERS, seed=7, seconds=None)
    seen: set[tuple[str, int]] = set()
    play_to_the_end(w, seen)
    assert {phase for phase, _ in seen} == {"setup", "placing", "scoring"}
    assert {seat for _, seat in seen} == {0, 2, 3, 5}
    # after the game every sheet is shown again
    assert any(ch == "#" for ch in "".join(w.sheet))


def test_after_ready_the_sheet_with_its_black_cells_comes_back():
    w = SummaWidget(players=["Ann", "Ben"], seed=3, seconds=None)
    for _ in range(2):
        assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
        assert w.stage == "pass"
        assert_no_sheet(w, set())
        assert w.handle({"action": "ready"})
    assert w.stage == "place" and "".join(w.sheet).count("#") == 4
    ben_sheet = json.dumps(w.sheets[1])
    assert ben_sheet.count("#") == 4  # the others' black cells, as a public sheet


def test_the_words_fit_mouse_and_finger_in_every_language():
    """"choose a die, then a cell": on a touch screen nobody clicks (status and live region)."""
    from summy_widget import i18n

    for lang, word in [("en", "choose a die, then a cell"), ("de", "wähle einen Würfel"),
                       ("nl", "kies een dobbelsteen")]:
        w = SummaWidget(players=["Ann", "computer"], seed=3, seconds=None, lang=lang)
        assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
        assert word in w.note
        said = [text for key, text in i18n.table(lang).items() if key.startswith("summa.")]
        assert not [t for t in said if "click" in t.lower() or "klick" in t.lower()
                    or "klik" in t.lower()], lang
