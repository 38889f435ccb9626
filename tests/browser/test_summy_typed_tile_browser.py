"""Summy by keyboard: a tile typed that the rack does not hold is named with the tiles still in
the rack; a tile typed after its last copy went onto the board this turn is named as laid,
with how to take it back, not as missing. Before, both said "you have no '3' tile left" and
listed the whole rack, the 3s already on the board included, so a pupil read "no 3" beside
"3 3". The error is read out once and shown with a sign.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
ERROR = f"{W} [data-role='error']"
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"  # seed 4: You against the computer
KEYS = {"x": "*", ":": "/"}  # the keys that type these signs


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_tile_typed_that_the_rack_does_not_hold_is_named(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    kit.to_top(page, W)
    cells = kit.notebook_cells_snapshot(page)
    rack = page.eval_on_selector_all(f"{W} [data-rack-index]",
                                     "els => els.map(e => e.dataset.symbol)")
    missing = next(d for d in "0123456789" if d not in rack)
    once = next(s for s in rack if rack.count(s) == 1)
    page.focus(f"{W} .summy-board")
    page.keyboard.press("ArrowLeft")  # from the centre's = (M13) to L13
    page.keyboard.press(missing)
    page.wait_for_function(f"() => document.querySelector(\"{ERROR}\").innerText.trim() !== ''")
    text = page.inner_text(ERROR)
    assert text == f"you have no '{missing}' tile (your tiles: {' '.join(rack)})", text
    # read out once (the live region; the error's line is no alert as well), and marked with
    # a sign, not by its colour alone
    kit.wait_live(page, f"{W} [data-role=live]", text)
    assert kit.readers_of(page, W, text) == ["live"]
    assert page.eval_on_selector(
        ERROR, "e => getComputedStyle(e, '::before').content") == '"✘ "'
    # the tile held once, typed left of the centre's =, then typed again below
    page.keyboard.press(KEYS.get(once, once))
    page.wait_for_selector(f"{W} .summy-pending")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press(KEYS.get(once, once))
    page.wait_for_function(
        f"() => /already laid/.test(document.querySelector(\"{ERROR}\").innerText)")
    text = page.inner_text(ERROR)
    left = list(rack)
    left.remove(once)
    assert text == (f"you have already laid all your '{once}' tiles this turn: click one on the "
                    f"board to take it back (left in your rack: {' '.join(left)})"), text
    assert page.locator(f"{W} .summy-pending").count() == 1  # nothing more was put down
    box = kit.boxes(page, ERROR)[0]
    assert box["height"] > 10 and kit.inside_window(box), box
    kit.shot(page, f"summy-{theme}-typed-a-tile-already-laid-1280x800")
    kit.assert_accessible(page, W, "a tile typed that is already laid")
    assert kit.notebook_cells_snapshot(page) == cells
