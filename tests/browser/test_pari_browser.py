"""=Pari= in a real JupyterLab: play a card by clicking, check the Python side."""

from __future__ import annotations

import json
import shutil

import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

ROOT = ".pari-widget"


def test_play_a_card_by_clicking(notebook):
    nb = notebook("tests/browser/notebooks/pari_play.ipynb")
    page = nb.page
    page.wait_for_selector(f"{ROOT} [data-equation='1'][data-gap='2']")
    # seed 30: equation 2 is "x=", the hand is 5 8 3 6 + x; put the 5 after the =
    five = page.locator(f"{ROOT} .pari-hand [data-hand-index='0']")
    assert five.inner_text().strip() == "5"
    five.click()
    page.locator(f"{ROOT} button[data-equation='1'][data-gap='2']").click()
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='false']")
    assert "x=5" == nb.run("print(w.view['preview']['row'])").strip()
    page.locator(f"{ROOT} [data-action='submit']").click()
    page.wait_for_selector(f"{ROOT} [data-action='draw-card'][data-pile='digit']")
    state = json.loads(nb.run("import json; print(json.dumps([w.game.rows, w.game.phase, "
                              "w.game.current, w.error]))"))
    assert state == [["=2", "x=5"], "draw", 0, ""]
    nb.screenshot("pari-after-play", selector=ROOT)
    # draw two digits by clicking the pile twice: the computer then moves
    page.locator(f"{ROOT} [data-action='draw-card'][data-pile='digit']").click()
    page.wait_for_function(
        "() => document.querySelector('.pari-widget').textContent.includes('digit')")
    page.locator(f"{ROOT} [data-action='draw-card'][data-pile='digit']").click()
    page.wait_for_selector(f"{ROOT}[data-phase='play'][data-current='0']")
    assert nb.run("print(len(w.game.history))").strip() == "2"
    assert nb.run("print(w.error == '')").strip() == "True"
    nb.screenshot("pari-computer-moved", selector=ROOT)
    # save the game with the Save button; Python loads the file into an equal game
    folder = nb.run("import tempfile; w.save_folder = tempfile.mkdtemp(); "
                    "print(w.save_folder)").strip()
    try:
        page.locator(f"{ROOT} button[data-action='save']").click()
        page.wait_for_selector(f"{ROOT} .pari-saved")
        name = page.locator(f"{ROOT} .pari-saved").get_attribute("data-saved")
        assert name.startswith("pari-") and name.endswith(".json")
        out = nb.run("import os; w2 = sw.PariWidget.load(os.path.join(w.save_folder, w.saved)); "
                     "print(w2.game == w.game, w.saved)")
        assert out.split() == ["True", name]
    finally:
        shutil.rmtree(folder, ignore_errors=True)
