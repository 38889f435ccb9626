"""Summy on a projector: the mouse wheel over the board's frame scrolls the notebook on once
the frame has no further to go, as in any scrolling box of a web page.

Before, the frame kept every wheel turn to itself (`overscroll-behavior: contain`): a teacher
scrolling through lesson 05 stopped dead as soon as the board came under the mouse, and had
to move the mouse off the board, which on a projector fills most of the column.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
FRAME = f"{W} .summy-board-wrap"
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"
SCROLLER = "() => document.querySelector('.jp-WindowedPanel-outer')"


def test_the_wheel_over_the_boards_frame_scrolls_the_notebook_at_its_end(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    nb.run("w.zoom = 1.25\nw.projector = True")
    page.wait_for_selector(f"{W}.summy-projector")
    page.wait_for_timeout(400)
    kit.to_top(page, W)
    frame = page.evaluate("(s) => { const f = document.querySelector(s); f.scrollTop = 0;"
                          " return [f.scrollHeight, f.clientHeight]; }", FRAME)
    assert frame[0] > frame[1], frame  # the frame scrolls: the part in play is taller
    top = page.evaluate(f"({SCROLLER})().scrollTop")
    assert top > 100, top  # the notebook has room to scroll up, to the cells above
    box = kit.boxes(page, FRAME)[0]
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(3):  # turns of the wheel, apart as a hand makes them
        page.mouse.wheel(0, -120)
        page.wait_for_timeout(400)
    page.wait_for_timeout(300)
    assert page.evaluate("(s) => document.querySelector(s).scrollTop", FRAME) == 0
    after = page.evaluate(f"({SCROLLER})().scrollTop")
    assert after < top - 100, (top, after)  # the notebook scrolled on, up to the cells above
    kit.shot(page, "summy-light-projector-wheel-up-1400x1000")
