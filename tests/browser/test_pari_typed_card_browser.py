"""=Pari= by keyboard: a card typed that the hand does not hold is said on the screen too, not
only to a screen reader (before, a sighted pupil at the keyboard saw nothing happen), and the
message goes once a card of the hand is chosen. A card typed that is already laid this turn is
named as laid, with how to take it back, not as missing.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".pari-widget"
ERROR = f"{W} .pari-error"
NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_card_typed_that_the_hand_does_not_hold_is_shown(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    kit.to_top(page, W)
    cells = kit.notebook_cells_snapshot(page)
    hand = page.eval_on_selector_all(f"{W} .pari-hand [data-hand-index]",
                                     "els => els.map((e) => e.dataset.card)")
    missing = next(d for d in "0123456789" if d not in hand)
    held = next(c for c in hand if c.isdigit() and hand.count(c) == 1)
    page.focus(f"{W} .pari-table [tabindex='0']")
    page.keyboard.press(missing)
    page.wait_for_selector(f"{ERROR}[data-error]")
    text = page.inner_text(ERROR)
    assert f"you have no {missing} card in your hand" in text, text
    box = kit.boxes(page, ERROR)[0]
    assert box["height"] > 10 and kit.inside_window(box), box
    assert page.evaluate("() => document.activeElement.classList.contains('pari-gap')")
    kit.shot(page, f"pari-{theme}-typed-a-card-not-held-1280x800")
    kit.assert_accessible(page, W, "a card typed that the hand does not hold")
    # a card of the hand typed: chosen, and the message is gone
    page.keyboard.press(held)
    page.wait_for_selector(f"{W} .pari-hand .pari-selected")
    page.wait_for_selector(f"{ERROR}:not([data-error])", state="attached")
    assert page.inner_text(ERROR).strip() == ""
    # laid into the gap that has the focus (Enter), then typed again: named as laid
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} .pari-table .pari-new")
    page.focus(f"{W} .pari-table .pari-gap")
    page.keyboard.press(held)
    page.wait_for_selector(f"{ERROR}[data-error]")
    text = page.inner_text(ERROR)
    assert f"you have already laid your {held} card this turn" in text, text
    assert kit.inside_window(kit.boxes(page, ERROR)[0])
    kit.shot(page, f"pari-{theme}-typed-a-card-already-laid-1280x800")
    kit.assert_accessible(page, W, "a card typed that is already laid")
    assert kit.notebook_cells_snapshot(page) == cells
