"""=Pari= in a narrow column (700 px with the file browser open), by touch.

"Your cards:" stands over the hand, so a hand of six or seven cards keeps one row inside the
widget (before, the label took the row's room and the last card went alone to a second row);
a tap on a card and a tap on an equation lay it there, and Play plays it.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import dark_lab, frontend_notebook, themed_lab  # noqa: F401

pytestmark = pytest.mark.browser

W = ".pari-widget"
NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30: equation 2 is "x="


def test_a_narrow_column_keeps_the_hand_in_one_row_and_plays_by_tap(frontend_notebook):  # noqa: F811
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"], theme="dark", has_touch=True)
    page = nb.page
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_function(f"() => document.querySelector('{W}').getBoundingClientRect()"
                           ".width < 400")
    page.wait_for_timeout(300)
    kit.to_top(page, W)
    widget = kit.boxes(page, W)[0]
    label = kit.boxes(page, f"{W} .pari-hand > strong")[0]
    cards = kit.boxes(page, f"{W} .pari-hand .pari-card")
    assert 6 <= len(cards) <= 7, len(cards)
    assert max(c["y"] for c in cards) - min(c["y"] for c in cards) < 1, cards  # one row
    assert label["bottom"] <= min(c["y"] for c in cards), (label, cards[0])
    assert widget["x"] <= min(c["x"] for c in cards) and max(c["right"] for c in cards) \
        <= widget["right"], (widget, cards[-1])
    kit.shot(page, "pari-dark-narrow-touch-hand-700")
    kit.assert_accessible(page, W, "a narrow column, the hand in one row")
    # a tap on the first card, a tap on equation 2 (right of its "="), and Play
    page.tap(f"{W} .pari-hand [data-hand-index='0']")
    page.wait_for_selector(f"{W} .pari-hand .pari-selected")
    equals = kit.boxes(page, f"{W} .pari-equation[data-equation='1'] .pari-card[data-card='=']")[0]
    page.touchscreen.tap(equals["right"] - 4, equals["y"] + equals["height"] / 2)
    page.wait_for_selector(f"{W} .pari-equation[data-equation='1'] .pari-new")
    kit.shot(page, "pari-dark-narrow-touch-laid-700")
    page.tap(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-phase='draw']")
    assert nb.run("print(w.game.moves)").strip() == "['#2 x=5']"
