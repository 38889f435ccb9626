"""=Pari=, hot seat from the first turn: the pass screen is in view at once, over the game only.

Ann, Ben and a computer share the screen in German. The first view already hides the
hands, so the pass screen is asked for before the widget is in the page; it waits until it
is, then covers the game (not the page: a modal dialog made all of JupyterLab inert, its
menus and tabs too, and unseen when the game's notebook was in a background tab) with its
box at the game's top, in the window, the focus on its button. Checked by bounding boxes at
four window sizes, and by JupyterLab's File menu, which still opens; then Ann's button shows
her hand.
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
STATE = """(s) => { const d = document.querySelector(s);
  const r = d.querySelector('.pari-pass-box').getBoundingClientRect();
  const cover = d.getBoundingClientRect();
  const game = d.closest('.pari-widget').getBoundingClientRect();
  return {open: d.open, modal: d.matches(':modal'), top: r.top, bottom: r.bottom, left: r.left,
          right: r.right, focus: d.contains(document.activeElement),
          behind: d.closest('.pari-widget').querySelector('.pari-areas').inert,
          covers: ['top', 'bottom', 'left', 'right'].every((k) =>
            Math.abs(cover[k] - game[k]) <= 4),
          window: [innerWidth, innerHeight]}; }"""


def test_the_first_pass_screen_is_in_view(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, ".pari-table", viewport=(1400, 1000),
                         file_browser=False)
    page = nb.page
    page.wait_for_selector(f"{DIALOG}[open]")
    assert page.inner_text(DIALOG).strip().splitlines() == [
        "Gib den Bildschirm an Ann weiter. Niemand sonst darf hinsehen!",
        "Ich bin Ann: zeige meine Karten"]
    for width, height in ((1400, 1000), (1280, 800), (700, 900), (420, 800)):
        page.set_viewport_size({"width": width, "height": height})
        kit.to_top(page, ROOT, settle_ms=100)
        state = page.evaluate(STATE, DIALOG)
        assert state["window"] == [width, height]
        assert state["open"] and state["focus"] and state["covers"] and state["behind"], state
        assert not state["modal"], state  # the page around the game stays usable
        assert 0 <= state["top"] < state["bottom"] <= height, state
        assert 0 <= state["left"] < state["right"] <= width, state
        kit.shot(page, f"pari-pass-in-view-{width}")
    page.set_viewport_size({"width": 1400, "height": 1000})
    # JupyterLab's own menus still answer while the pass screen waits for Ann
    page.click(".lm-MenuBar-item:has-text('Datei'), .lm-MenuBar-item:has-text('File')")
    page.wait_for_selector(".lm-Menu", state="visible")
    page.keyboard.press("Escape")
    page.wait_for_selector(".lm-Menu", state="detached")
    page.click(f"{DIALOG} button")
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']")
    assert not page.evaluate("(s) => document.querySelector(s).open", DIALOG)
    assert not page.evaluate("(s) => document.querySelector(s).inert", f"{ROOT} .pari-areas")
