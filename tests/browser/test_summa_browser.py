"""Summa Summarum in a real JupyterLab: one round and one row scored by clicking."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

ROOT = ".summa-widget"


def click_cell(page, r, c):
    page.click(f"{ROOT} [data-cell='{r},{c}']")


def wait_state(nb, expression, expected, tries=40):
    """Poll the kernel until ``expression`` prints ``expected``."""
    value = None
    for _ in range(tries):
        value = nb.run(f"print({expression})").strip()
        if value == expected:
            return value
        nb.page.wait_for_timeout(250)
    raise AssertionError(f"{expression} is {value!r}, expected {expected!r}")


def test_one_round_and_one_row_by_clicking(notebook):
    nb = notebook("tests/browser/notebooks/summa_play.ipynb")
    page = nb.page
    page.wait_for_selector(f"{ROOT}[data-stage='black'] [data-cell='0,0']", timeout=60_000)

    # set-up: blacken A1 C2 E3 B6 by clicking, then confirm
    for r, c in [(0, 0), (1, 2), (2, 4), (5, 1)]:
        click_cell(page, r, c)
    page.wait_for_selector(f"{ROOT} [data-action='confirm-black']:not([disabled])")
    page.click(f"{ROOT} [data-action='confirm-black']")
    page.wait_for_selector(f"{ROOT}[data-stage='place'] [data-die='3']")
    wait_state(nb, "w.game.grids[0].black_cells()", "[(0, 0), (1, 2), (2, 4), (5, 1)]")

    # round 1: click each die, then a cell of the second row
    dice = json.loads(nb.run("import json; print(json.dumps(list(w.game.dice)))"))
    assert [page.inner_text(f"{ROOT} [data-die='{i}']") for i in range(4)] == dice
    targets = [(3, 0), (3, 1), (3, 2), (3, 3)]
    for die, (r, c) in enumerate(targets):
        page.click(f"{ROOT} [data-die='{die}']")
        click_cell(page, r, c)
        page.wait_for_selector(f"{ROOT} [data-cell='{r},{c}'][data-pending]")
    assert nb.run("print(w.pending)").strip() == "[[3, 0, 0], [3, 1, 1], [3, 2, 2], [3, 3, 3]]"
    # placed by the mouse: the words name the button (Enter is for the keyboard's hand)
    preview = page.inner_text(f"{ROOT} .summa-preview")
    assert preview.endswith("All 4 symbols are placed: Done writes them"), preview
    page.click(f"{ROOT} [data-action='done']")
    wait_state(nb, "w.round", "2")
    assert nb.run("print(w.game.grids[0].row(3))").strip() == "".join(dice) + ".."
    ann = "[m for m in w.game.moves if m.split()[:1] == ['1'] and m.split()[1] in 'IVXL']"
    # "Done" writes the round's 4 symbols as one action (one turn, all or nothing)
    assert nb.run(f"print({ann})").strip() == str(
        ["1 " + " ".join(f"{s} {'ABCD'[i]}4" for i, s in enumerate(dice))]
    )
    assert page.inner_text(f"{ROOT} [data-cell='3,0']") == dice[0]
    nb.screenshot("summa-round-1")

    # the other seven rounds quickly from Python, then score one row by clicking
    nb.run(
        "while w.stage == 'place':\n"
        "    free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == '.']\n"
        "    for die in range(4):\n"
        "        w.handle({'action': 'place', 'die': die, 'cell': list(free[die])})\n"
        "    w.handle({'action': 'done'})\n"
    )
    page.wait_for_selector(f"{ROOT}[data-stage='across']")
    group = json.loads(nb.run(
        "from summy_widget.summa import roman_value\n"
        "g = w.game.grids[0]\n"
        "print(json.dumps(next([r, c] for r in range(6) for c in range(5)\n"
        "      if '#' not in g.row(r)[c:c + 2] and roman_value(g.row(r)[c:c + 2]))))"
    ))
    r, c = group
    # a black cell cannot start a group: said at once, and nothing is chosen
    click_cell(page, 0, 0)  # A1, blackened above
    error = page.wait_for_selector(f"{ROOT} .summa-error")
    assert "A1 is black: a number cannot start there" in error.inner_text()
    assert page.locator(f"{ROOT} [data-start]").count() == 0
    click_cell(page, r, c)
    page.wait_for_selector(f"{ROOT} [data-cell='{r},{c}'][data-start]")
    assert page.locator(f"{ROOT} .summa-error").count() == 0  # the next choice clears it
    click_cell(page, r, c + 1)
    page.wait_for_selector(f"{ROOT} [data-cell='{r},{c + 1}'][data-mark]")
    value = nb.run(f"print(roman_value(g.row({r})[{c}:{c + 2}]))").strip()
    assert page.inner_text(f"{ROOT} [data-row-score='{r}']") == value
    assert page.get_attribute(f"{ROOT} .summa-preview", "data-ok") == "true"
    assert nb.run("print([m['name'] for m in w.marks])").strip() == str(
        [f"{'ABCDEF'[c]}{r + 1}-{'ABCDEF'[c + 1]}{r + 1}"]
    )
    page.click(f"{ROOT} [data-action='confirm']")
    page.wait_for_selector(f"{ROOT}[data-stage='down']")
    assert nb.run("print(w.game.scorings[0].across)").strip() == value
    # the row keeps its points beside the sheet while the columns are marked
    assert page.inner_text(f"{ROOT} [data-row-score='{r}']") == value
    nb.screenshot("summa-scoring-row")


def test_save_button_saves_and_the_game_loads_again(notebook):
    nb = notebook("tests/browser/notebooks/summa_play.ipynb")
    page = nb.page
    page.wait_for_selector(f"{ROOT}[data-stage='black'] [data-cell='0,0']", timeout=60_000)
    page.click(f"{ROOT} [data-action='random-black']")
    page.wait_for_selector(f"{ROOT} [data-action='confirm-black']:not([disabled])")
    page.click(f"{ROOT} [data-action='confirm-black']")
    page.wait_for_selector(f"{ROOT}[data-stage='place'] [data-die='3']")
    nb.run("import tempfile; w.save_folder = tempfile.mkdtemp()")
    assert page.inner_text(f"{ROOT} [data-action='save']") == "Save game"
    page.click(f"{ROOT} [data-action='save']")
    page.wait_for_selector(f"{ROOT} .summa-saved")
    name = nb.run("print(w.saved)").strip()
    assert name.startswith("summa-") and name.endswith(".json")
    assert page.inner_text(f"{ROOT} .summa-saved") == f"Saved as {name}"
    assert nb.run(
        "import pathlib; from summy_widget import SummaWidget\n"
        "print(SummaWidget.load(pathlib.Path(w.save_folder) / w.saved).game == w.game)"
    ).strip() == "True"
    nb.screenshot("summa-saved")
