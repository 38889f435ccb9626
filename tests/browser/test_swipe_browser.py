"""A finger swiped sideways across a game on a touch screen stays in the game.

Chrome takes a sideways swipe that scrolls nothing as its "back" gesture: on a touch screen,
a pupil who swiped across =Pari='s New game dialog sent JupyterLab back to the folder, and one
more swipe left JupyterLab. The games now take a sideways swipe as theirs (CSS ``touch-action:
pan-y pinch-zoom``: a finger still scrolls the notebook up and down, pinches to zoom, and pans
Summy's zoomed board both ways).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page but the history watch below, which only takes notes:
#: a passed test's page is kept for a later one (kept_pages.py)
REUSE_PAGES = True

# every change of the page's address (JupyterLab's own, by the browser's history) is noted
WATCH_HISTORY = """() => { window.__moved = [];
  addEventListener('popstate', () => window.__moved.push(location.href));
  addEventListener('pagehide', () => window.__moved.push('left')); }"""

GAMES = {
    "pari": ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget",
             ".pari-hand [data-hand-index='0']"),
    "summy": ("tests/browser/notebooks/summy_computer.ipynb", ".summy-widget",
              "[data-rack-index='0']"),
    "summa": ("tests/browser/notebooks/summa_play.ipynb", ".summa-widget", "[data-cell='0,0']"),
}
# where the finger swipes: the New game dialog, and the side beside each board
PLACES = [("pari", "[data-action='new-game']", ".pari-new-dialog"),
          ("pari", None, ".pari-side"), ("summy", None, ".summy-side"),
          ("summa", None, ".summa-side")]


@pytest.mark.parametrize(("game", "opener", "place"), PLACES,
                         ids=["pari-dialog", "pari-side", "summy-side", "summa-side"])
def test_a_sideways_swipe_stays_in_the_game(frontend_notebook, game, opener, place):
    path, root, ready = GAMES[game]
    nb = kit.open_widget(frontend_notebook, path, root, ready, has_touch=True,
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    kit.to_top(page, root)
    if opener:
        page.tap(f"{root} {opener}")
    box = kit.boxes(page, f"{root} {place}")[0]
    address = page.url
    page.evaluate(WATCH_HISTORY)
    y = box["y"] + min(box["height"], 300) / 2
    for start, end in ((0.2, 0.9), (0.9, 0.2), (0.2, 0.9)):  # right, left, right again
        kit.touch_drag(page, (box["x"] + box["width"] * start, y),
                       (box["x"] + box["width"] * end, y + 10))
        page.wait_for_timeout(500)
    assert page.url == address and page.evaluate("() => window.__moved") == []
    assert page.locator(f"{root} {ready}").count() == 1


def test_a_finger_still_pans_a_zoomed_board_and_scrolls_the_notebook(frontend_notebook):
    """What a finger should still do over a game: pan Summy's zoomed board sideways and up and
    down (its frame scrolls), and scroll the notebook up and down from the side."""
    path, root, ready = GAMES["summy"]
    nb = kit.open_widget(frontend_notebook, path, root, ready, has_touch=True,
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    kit.to_top(page, root)
    for _ in range(3):
        page.tap(f"{root} [data-action='zoom-in']")
        page.wait_for_timeout(300)
    kit.to_top(page, root)
    frame = f"{root} .summy-board-wrap"
    scrolled = ("(s) => { const e = document.querySelector(s);"
                " return [e.scrollLeft, e.scrollTop]; }")
    box = kit.boxes(page, frame)[0]
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    left, top = page.evaluate(scrolled, frame)
    kit.touch_drag(page, (x, y), (x - 200, y), steps=12)
    page.wait_for_timeout(500)
    assert page.evaluate(scrolled, frame)[0] > left + 100  # panned sideways
    kit.touch_drag(page, (x, y), (x, y - 150), steps=12)
    page.wait_for_timeout(500)
    assert page.evaluate(scrolled, frame)[1] > top + 60  # and down
    notebook = ".jp-WindowedPanel-outer"
    before = page.evaluate(f"() => document.querySelector('{notebook}').scrollTop")
    side = kit.boxes(page, f"{root} .summy-scores")[0]
    sx, sy = side["x"] + side["width"] / 2, side["y"] + side["height"] / 2 + 200
    kit.touch_drag(page, (sx, sy), (sx, sy - 200), steps=12)
    page.wait_for_timeout(500)
    assert page.evaluate(f"() => document.querySelector('{notebook}').scrollTop") > before + 50
