"""=Pari= on a touch screen: with a card chosen, a tap beside a gap lays the card there.

A gap is a narrow button (14 px) and a finger is about 40 px wide: a tap on the equation's
row, on a card of the table or beside the last one, lays the chosen card into the gap nearest
the tap, as a dragged card does (12 px beside a gap here: farther than Chromium's own touch
adjustment moves a tap). The gaps stay buttons with their labels for the keyboard and
screen readers; a card laid this turn is still taken back by a tap on it. Chromium's touch
input, 1280x800, seed 30 (equation 2 is "x=", the first card of the hand is a 5).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import boxes
from test_pari_frontend import ROOT, open_pari

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

ROW = f"{ROOT} .pari-equation[data-equation='1']"
CARD = f"{ROOT} .pari-hand [data-hand-index='0']"
NEW = f"{ROW} .pari-new"  # a card laid this turn


def draft(page) -> str:
    """The cards of equation 2 as the table shows them, a card laid this turn in brackets."""
    return page.evaluate(f"""() => [...document.querySelectorAll("{ROW} .pari-card")]
        .map((e) => e.classList.contains('pari-new') ? '[' + e.dataset.card + ']' : e.dataset.card)
        .join('')""")


def beside(page, gap: int, dx: float) -> tuple[float, float]:
    """The point `dx` px beside the gap's edge (left of it when `dx` < 0), at its middle height.
    Chromium moves a tap to a button near it (touch adjustment), up to about 9 px from the
    edge of a gap; a tap 12 px away is not moved, other browsers move none."""
    (box,) = boxes(page, f"{ROW} button.pari-gap[data-gap='{gap}']")
    x = box["x"] + dx if dx < 0 else box["right"] + dx
    return x, box["y"] + box["height"] / 2


def test_a_tap_beside_a_gap_lays_the_chosen_card_there(frontend_notebook):
    nb = open_pari(frontend_notebook, has_touch=True, viewport=(1280, 800))
    page = nb.page
    kit.to_top(page, ROOT)
    assert draft(page) == "x="
    (gap_box,) = boxes(page, f"{ROW} button.pari-gap[data-gap='2']")
    assert gap_box["width"] < 24  # the gaps keep their place and size: the tap is what helps
    labels = page.evaluate(f"""() => [...document.querySelectorAll("{ROW} button.pari-gap")]
        .map((e) => e.getAttribute('aria-label'))""")
    assert labels[2].startswith("Put here: equation 2, ")

    # no card chosen: a tap on the row lays nothing
    page.touchscreen.tap(*beside(page, 2, -12))
    page.wait_for_timeout(300)
    assert draft(page) == "x="

    # 12 px left of the gap after "=": on the "=" card, the chosen card goes after it
    page.tap(CARD)
    page.wait_for_selector(f"{CARD}[aria-pressed='true']")
    page.touchscreen.tap(*beside(page, 2, -12))
    page.wait_for_function("(s) => document.querySelectorAll(s).length === 1", arg=NEW)
    assert draft(page) == "x=[5]"
    kit.shot(page, "pari-light-tap-gap-1280x800")

    # a tap on the card laid this turn takes it back, as before
    page.tap(NEW)
    page.wait_for_function("(s) => !document.querySelector(s)", arg=NEW)
    assert draft(page) == "x="

    # 12 px right of the gap between "x" and "=": on the "=" card, the chosen card goes before it
    page.tap(CARD)
    page.wait_for_selector(f"{CARD}[aria-pressed='true']")
    page.touchscreen.tap(*beside(page, 1, 12))
    page.wait_for_function("(s) => document.querySelectorAll(s).length === 1", arg=NEW)
    assert draft(page) == "x[5]="
    assert nb.run("print(w.session.draft_equation)").strip() == "1"
