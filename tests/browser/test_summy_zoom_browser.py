"""Summy in a browser zoomed to 200 % (a pupil who needs large print): on a 1280x800 screen the
page is 640x400 CSS px, and beside JupyterLab's file browser the game has a column of about
270 px. The eight tiles of the rack stay in one row inside the game, square and at least
24 px, and each one can be clicked where it is drawn (before, they kept the 30 px of a wider
column and the last one ran out of the game, cut off by the cell's edge). Nothing else runs
past the game's edge either, also in a projector's large print (the side panel kept a minimum of
260 px, and the command line the width of 20 letters).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import best_move

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"

# for each tile of the rack: whether the tile itself is what a click at its centre reaches
# (not the cell's edge, another tile or nothing)
REACHED_JS = """(w) => [...w.querySelectorAll('[data-rack-index]')].map((t) => {
  const b = t.getBoundingClientRect();
  const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return !!hit && t.contains(hit);
})"""


# the parts of the game that reach past its content's right edge (into its padding or out of
# it), outside any scrolling frame
WIDER_JS = """(s) => {
  const root = document.querySelector(s);
  const pad = parseFloat(getComputedStyle(root).paddingRight);
  const edge = root.getBoundingClientRect().right - pad + 0.5;
  const framed = (e) => { for (let a = e.parentElement; a && a !== root; a = a.parentElement)
    if (getComputedStyle(a).overflowX !== 'visible') return true; return false; };
  return [...root.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > edge
    && !framed(e)).map((e) => e.className.toString() || e.tagName);
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_zoomed_to_200_percent_the_rack_stays_in_the_game(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    page.set_viewport_size({"width": 640, "height": 400})  # the zoom: CSS px halved
    if not page.locator(".jp-FileBrowser").first.is_visible():  # the file browser beside
        page.locator(".jp-SideBar [data-id='filebrowser']").first.click()
    page.wait_for_function("(s) => document.querySelector(s).getBoundingClientRect().width < 300",
                           arg=W, timeout=30_000)
    page.locator(f"{W} [data-role='rack']").scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    root = kit.boxes(page, W)[0]
    tiles = kit.boxes(page, f"{W} [data-rack-index]")
    kit.shot(page, f"summy-{theme}-zoom-200")
    assert len(tiles) == 8
    assert len({round(t["y"]) for t in tiles}) == 1, tiles  # one row
    for t in tiles:
        assert root["x"] <= t["x"] and t["right"] <= root["right"], (root, t)
        assert kit.inside_window(t), t
        assert t["width"] == t["height"] >= 24, t
    assert page.locator(W).first.evaluate(REACHED_JS) == [True] * 8
    # nothing of the game is wider than the game (the side panel was 4 px wider)
    wider = page.evaluate(WIDER_JS, W)
    assert wider == [], wider

    # the same for the large print of a projector (lesson 05 shows one in a notebook)
    nb.run("w.projector = True")
    page.wait_for_selector(f"{W}.summy-projector")
    page.wait_for_timeout(300)
    kit.shot(page, f"summy-{theme}-zoom-200-projector")
    wider = page.evaluate(WIDER_JS, W)
    assert wider == [], wider
    nb.run("w.projector = False")
    page.wait_for_selector(f"{W}:not(.summy-projector)")

    # and a move can be laid by mouse, the last tile of the rack included
    best = best_move(nb)
    for tile in best["tiles"]:
        page.locator(f"{W} [data-rack-index='{tile['index']}']").click()
        cell = page.locator(f"{W} [data-cell='{tile['cell']}']")
        cell.scroll_into_view_if_needed()
        cell.click()
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    page.locator(f"{W} [data-rack-index='7']").click()
    assert "summy-selected" in page.locator(f"{W} [data-rack-index='7']").get_attribute("class")
    kit.assert_accessible(page, W, f"zoomed to 200 %, {theme}")


# each letter and number of the board's edge: its font size, and whether its text fits its box
COORDS_JS = """(s) => [...document.querySelectorAll(s + ' .summy-coord')].map((e) => {
  const range = document.createRange(); range.selectNodeContents(e);
  const text = range.getBoundingClientRect(), box = e.getBoundingClientRect();
  return {text: e.textContent, size: parseFloat(getComputedStyle(e).fontSize),
          fits: text.width <= box.width + 0.5 && text.height <= box.height + 0.5};
})"""


def test_the_boards_letters_and_numbers_are_readable_on_a_laptop(frontend_notebook):
    """The most common school laptop (1366x768: a browser window of 1366x657) with the file
    browser open: the whole board has cells of 16-18 px. Its letters and numbers are 9 px
    (before, 0.4 of a cell: under 7 px), each inside its box; zoomed out to the smallest cells
    they shrink with them and "25" still fits its column."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=(1366, 657))
    page = nb.page
    kit.to_top(page, W, 300)
    cell = kit.size_of(page, f"{W} [data-cell='M13']")
    assert cell["width"] < 20, cell  # the whole board, in small cells
    coords = page.evaluate(COORDS_JS, W)
    assert len(coords) == 50, coords
    assert all(c["size"] >= 9 and c["fits"] for c in coords), coords
    kit.shot(page, "summy-light-laptop-1366x657")
    for _ in range(8):  # - to the zoom's end
        if page.get_attribute(f"{W} [data-action='zoom-out']", "aria-disabled") == "true":
            break
        page.click(f"{W} [data-action='zoom-out']")
        page.wait_for_timeout(300)
    assert kit.size_of(page, f"{W} [data-cell='M13']")["width"] < cell["width"]
    coords = page.evaluate(COORDS_JS, W)
    assert all(c["fits"] for c in coords), [c for c in coords if not c["fits"]]
