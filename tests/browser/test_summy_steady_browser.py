"""Summy: the buttons stay where the pupil's hand goes, and the layout does not depend on its past.

- The preview keeps two lines' room and the side panel's buttons come right under it: what a
  press brings (a hint, an error, the computer's wait) appears below them. Before, the first
  hint pushed the buttons down by its own height, so a second click on Hint, where the button
  had been, hit nothing; and each preview that took two lines instead of one moved them too.
- Whether the side panel is beside the board is decided on the width alone: a short window
  makes the cells small either way. Before, at 1280x800 both layouts held once reached (a
  window made shorter for a moment left the board small for good), and in a short window (a
  laptop's 1366x768) the widget called itself stacked with the side panel beside the board:
  the preview was said twice, and the frame's scroll bar hid the last column.
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
HINT = f"{W} [data-action='hint']"
PREVIEW = f"{W} [data-role='preview']"


def buttons_at(page) -> dict[str, float]:
    """The top of the side panel's buttons and of the zoom row."""
    return {name: round(kit.boxes(page, selector)[0]["y"], 1)
            for name, selector in (("exchange", f"{W} [data-action='exchange']"),
                                   ("hint", HINT), ("save", f"{W} [data-action='save']"),
                                   ("zoom", f"{W} [data-action='zoom-out']"))}


def layout(page) -> dict:
    """The board's cell size, the side panel's box and whether the widget thinks it stacked."""
    return page.evaluate("""(w) => { const root = document.querySelector(w);
        const side = root.querySelector('.summy-side').getBoundingClientRect();
        return { cell: root.style.getPropertyValue('--summy-fit'),
                 stacked: root.classList.contains('summy-stacked'),
                 side: [Math.round(side.x), Math.round(side.width)] }; }""", W)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_hint_twice_on_the_same_spot_and_the_buttons_stay_put(frontend_notebook, theme):
    """By mouse at 1280x800: a tile laid (one line of preview), the whole move (two lines), then
    Hint clicked twice at the place the button had before the first hint: the second hint
    comes, and no button of the panel has moved."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    kit.to_top(page, W)
    before = buttons_at(page)
    room = kit.boxes(page, PREVIEW)[0]
    line = page.evaluate(
        "(s) => parseFloat(getComputedStyle(document.querySelector(s)).lineHeight)", PREVIEW)
    assert room["height"] >= 2 * line + 20 - 0.5, (room, line)  # two lines, padding, border
    best = best_move(nb)
    first, *rest = best["tiles"]
    page.click(f"{W} [data-rack-index='{first['index']}']")
    page.click(f"{W} [data-cell='{first['cell']}']")
    page.wait_for_selector(f"{PREVIEW}[data-state='illegal']")
    assert buttons_at(page) == before
    for tile in rest:
        page.click(f"{W} [data-rack-index='{tile['index']}']")
        page.click(f"{W} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{PREVIEW}[data-state='legal']")
    assert buttons_at(page) == before
    page.click(f"{W} [data-action='recall']")
    page.wait_for_selector(f"{PREVIEW}[data-state='empty']")
    hint = kit.boxes(page, HINT)[0]
    spot = (hint["x"] + hint["width"] / 2, hint["y"] + hint["height"] / 2)
    page.mouse.click(*spot)
    page.wait_for_function("(s) => /1\\D+4/.test(document.querySelector(s).textContent)",
                           arg=f"{W} [data-role='hint']")
    assert buttons_at(page) == before
    page.mouse.click(*spot)  # where the pupil's hand still is
    page.wait_for_function("(s) => /2\\D+4/.test(document.querySelector(s).textContent)",
                           arg=f"{W} [data-role='hint']")
    assert buttons_at(page) == before
    hint_box = kit.boxes(page, f"{W} [data-role='hint']")[0]
    assert hint_box["y"] >= kit.boxes(page, HINT)[0]["bottom"], hint_box  # below the buttons
    assert kit.inside_window(hint_box), hint_box
    kit.shot(page, f"summy-{theme}-second-hint-1280x800")
    kit.assert_accessible(page, W, "the second hint shown under the buttons")


def short_window(page) -> dict:
    """What a pupil sees of the board in a short window: the frame's scroll sizes, the right
    edges of its visible part and of the last column, and where the side panel begins."""
    return page.evaluate("""(w) => { const root = document.querySelector(w);
        const frame = root.querySelector('.summy-board-wrap');
        const box = frame.getBoundingClientRect();
        return { scrollWidth: frame.scrollWidth, clientWidth: frame.clientWidth,
                 scrollHeight: frame.scrollHeight, clientHeight: frame.clientHeight,
                 seen: box.left + frame.clientLeft + frame.clientWidth, right: box.right,
                 last: root.querySelector('[data-cell="Y13"]').getBoundingClientRect().right,
                 side: root.querySelector('.summy-side').getBoundingClientRect().x,
                 status: root.querySelector("[data-role='rack-status']").offsetHeight }; }""", W)


def test_a_window_made_shorter_for_a_moment_leaves_the_layout_as_it_was(frontend_notebook):
    """At 1280x800 the board is beside the side panel. At 1280x700 (a laptop's 1366x768 screen
    less the browser's bars) the cells are smaller and the board scrolls up and down in its
    frame, with the side panel still beside it (below, it would not make the cells larger): so
    the preview is not repeated under the rack, and every column shows, the frame's scroll bar
    having room of its own (nothing scrolls sideways). Back at 1280x800 the board is as it was."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    kit.to_top(page, W)
    page.wait_for_timeout(300)
    start = layout(page)
    assert not start["stacked"], start
    page.set_viewport_size({"width": 1280, "height": 700})
    page.wait_for_function("([w, cell]) => document.querySelector(w).style"
                           ".getPropertyValue('--summy-fit') !== cell", arg=[W, start["cell"]])
    page.wait_for_timeout(300)
    short = layout(page)
    seen = short_window(page)
    assert not short["stacked"] and short["cell"] == "16px", short
    assert seen["scrollHeight"] > seen["clientHeight"], seen  # the board scrolls up and down
    # and not sideways: column Y shows whole (where scroll bars take room, as on a desktop, the
    # frame is widened by one; the suite's headless browser hides them)
    assert seen["scrollWidth"] <= seen["clientWidth"], seen
    assert seen["last"] <= seen["seen"] + 0.5, seen
    assert seen["side"] >= seen["right"] and seen["status"] == 0, seen
    kit.to_top(page, W)
    kit.shot(page, "summy-light-short-window-1280x700")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_function("([w, cell]) => document.querySelector(w).style"
                           ".getPropertyValue('--summy-fit') === cell", arg=[W, start["cell"]])
    page.wait_for_timeout(300)
    assert layout(page) == start
    kit.to_top(page, W)
    rack = kit.boxes(page, f"{W} .summy-rackbar")[0]
    assert kit.inside_window(rack), rack
    kit.shot(page, "summy-light-after-a-shorter-window-1280x800")
