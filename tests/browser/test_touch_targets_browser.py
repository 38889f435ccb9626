"""On a tablet every control of Summa Summarum and =Pari= is at least 44 px each way.

A touch context (Chromium's ``pointer: coarse``) at 1280x800 and in a 700 px column: the
buttons, the command line's field and the speed menu reach 44 px (36 px or less with a
mouse), the widget stays inside the notebook's output area, and axe-core finds nothing.
The games' pieces keep their own sizes. Summy's controls are checked in
``test_summy_tablet_browser.py``. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import pytest
from frontend_kit import assert_accessible, boxes, open_widget, shot, small_controls, to_top

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

GAMES = {
    "summa": ("tests/browser/notebooks/summa_play.ipynb", ".summa-widget", "[data-cell]"),
    "pari": ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget",
             ".pari-hand [data-hand-index='0']"),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_control_is_large_enough_for_a_finger(frontend_notebook, game):
    path, root, ready = GAMES[game]
    nb = open_widget(frontend_notebook, path, root, ready, viewport=(1280, 800), has_touch=True)
    page = nb.page
    assert page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    for width, height in ((1280, 800), (700, 900)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        to_top(page, root, 300)
        state = f"{game} on a tablet at {width}x{height}"
        shot(page, f"{game}-tablet-controls-{width}x{height}")
        assert small_controls(page, root) == [], state
        output = boxes(page, f".jp-OutputArea-output:has({root})")[0]
        widget = boxes(page, root)[0]
        assert output["x"] - 0.5 <= widget["x"] and widget["right"] <= output["right"] + 0.5, \
            (state, widget, output)
        assert_accessible(page, root, state)
