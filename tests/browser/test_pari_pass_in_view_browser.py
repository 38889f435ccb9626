"""=Pari=, hot seat from the first turn: the pass screen is in view at once.

Ann, Ben and a computer share the screen in German. The first view already hides the
hands, so the pass screen is asked for before the widget is in the page; it waits until it
is and then opens as a modal dialog in the middle of the window (not below the widget,
where only its top border showed until someone scrolled). Checked by its bounding box at
three window sizes; then Ann's button shows her hand.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

ROOT = ".pari-widget"
DIALOG = f"{ROOT} .pari-pass-screen"
NOTEBOOK = "tests/browser/notebooks/pari_hotseat_de.ipynb"
STATE = """(s) => { const d = document.querySelector(s); const r = d.getBoundingClientRect();
  return {open: d.open, modal: d.matches(':modal'), top: r.top, bottom: r.bottom, left: r.left,
          right: r.right, focus: d.contains(document.activeElement),
          window: [innerWidth, innerHeight]}; }"""


def test_the_first_pass_screen_is_in_view(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, ".pari-table", viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{DIALOG}[open]")
    assert page.inner_text(DIALOG).strip().splitlines() == [
        "Gib den Bildschirm an Ann weiter. Niemand sonst darf hinsehen!",
        "Ich bin Ann: zeige meine Karten"]
    for width, height in ((1400, 1000), (1280, 800), (700, 900)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(100)
        state = page.evaluate(STATE, DIALOG)
        assert state["window"] == [width, height]
        assert state["open"] and state["modal"] and state["focus"], state
        assert 0 <= state["top"] < state["bottom"] <= height, state
        assert 0 <= state["left"] < state["right"] <= width, state
        kit.shot(page, f"pari-pass-in-view-{width}")
    page.click(f"{DIALOG} button")
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']")
    assert not page.evaluate("(s) => document.querySelector(s).open", DIALOG)
