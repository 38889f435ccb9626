"""Summy by keyboard: the way typing goes is shown and can be turned.

Before, typing always went across unless the pupil had last pressed ArrowDown, and nothing on
the board said so: a pupil who clicked a cell to type a sum down saw it run across. Now the
cursor on an empty cell carries an arrow on its far side (-> across, down arrow down; none on a
tile, where it would hide the symbol), a second click on the same empty cell turns the way (as
in a crossword), the arrow keys set it as before, and once two tiles of this turn lie in one
column typing goes down that column. A cell clicked before a tile takes the tile, and the next
tile clicked goes to the next cell, that way. Every change made by a key is said in the pupil's
language.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_contrast_theme_browser import contrast
from test_summy_typing_browser import BOARD, CURSOR, LIVE, NOTEBOOK, PENDING, W

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

WAY = f"{W} .summy-cursor > .summy-way"
LOOK_JS = """(s) => { const way = document.querySelector(s);
  if (!way || getComputedStyle(way).display === 'none') return null;
  const box = (e) => { const r = e.getBoundingClientRect();
    return {x: r.x, y: r.y, width: r.width, height: r.height}; };
  const style = getComputedStyle(way);
  return {way: box(way), cell: box(way.parentElement),
          arrow: getComputedStyle(way, '::before').content,
          end: way.classList.contains('summy-way-end'),
          ink: style.color, disc: style.backgroundColor}; }"""


# the last cell shown in row 5 (a narrow column shows only the part of the board in play)
LAST_SHOWN_JS = """(w) => [...document.querySelectorAll(`${w} [data-cell$='5']`)]
  .filter((c) => c.dataset.cell.slice(1) === '5' && c.offsetParent !== null).pop().dataset.cell"""
# does the board's box scroll, across and down, more than its content needs
SCROLLS_JS = """(w) => { const wrap = document.querySelector(`${w} .summy-board-wrap`);
  const board = document.querySelector(`${w} .summy-board`);
  return [wrap.scrollWidth > Math.max(wrap.clientWidth, board.offsetWidth) + 1,
          wrap.scrollHeight > Math.max(wrap.clientHeight, board.offsetHeight) + 1]; }"""


def look(page) -> dict | None:
    """The arrow beside the cursor: its box, its cell's, the arrow, its colours (None: hidden)."""
    return page.evaluate(LOOK_JS, WAY)


def assert_way(page, way: str, cell: str) -> dict:
    """The cursor is on ``cell`` and its arrow points ``way``, centred on the cell's far edge."""
    assert page.evaluate(CURSOR) == cell
    seen = look(page)
    assert seen is not None, f"no arrow beside the cursor on {cell}"
    box, at = seen["way"], seen["cell"]
    middle = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    # on the far edge; on the last row or column shown, just inside it
    inside = box["width"] / 2 if seen["end"] else 0
    if way == "across":
        assert seen["arrow"] == '"\u2192"', seen
        assert abs(middle[0] + inside - (at["x"] + at["width"])) <= 1.5, seen
        assert abs(middle[1] - (at["y"] + at["height"] / 2)) <= 1.5, seen
    else:
        assert seen["arrow"] == '"\u2193"', seen
        assert abs(middle[0] - (at["x"] + at["width"] / 2)) <= 1.5, seen
        assert abs(middle[1] + inside - (at["y"] + at["height"])) <= 1.5, seen
    assert box["width"] >= 14 and box["height"] >= 14, seen
    assert contrast(seen["ink"], seen["disc"]) >= 4.5, seen
    return seen


def said_count(page, words: str) -> int:
    """How often the live region has said ``words`` since the test began to listen."""
    return page.evaluate("(w) => window.__said.filter((s) => s === w).length", words)


def click(page, cell: str) -> None:
    page.click(f"{W} [data-cell='{cell}']")
    page.wait_for_timeout(100)


@pytest.mark.parametrize(("theme", "size"),
                         [("light", "1280x800"), ("dark", "1400x1000"), ("dark", "700")])
def test_the_way_typing_goes_is_shown_and_turned(frontend_notebook, theme, size):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"], theme=theme)
    page = nb.page
    width, height = kit.VIEWPORTS[size]
    page.set_viewport_size({"width": width, "height": height})  # JupyterLab opens wide
    page.wait_for_timeout(400)
    kit.to_top(page, W)
    page.evaluate(kit.WATCH_SAID, LIVE)
    cells = kit.notebook_cells_snapshot(page)
    rack = nb.run("print(''.join(w.rack))").strip()
    digits = [s for s in rack if s.isdigit()]
    assert len(digits) >= 2, rack

    # a click on an empty cell with no tile chosen: the cursor is there, typing goes across
    assert look(page) is None
    click(page, "F20")
    assert_way(page, "across", "F20")
    assert size == "700" or not look(page)["end"]  # the whole board: F20 is no edge
    kit.shot(page, f"summy-{theme}-typing-across-{size}")

    # a second click on it turns the way, and says so; typing then goes down
    click(page, "F20")
    assert_way(page, "down", "F20")
    assert said_count(page, "Typing goes down") == 1
    kit.shot(page, f"summy-{theme}-typing-down-{size}")
    kit.assert_accessible(page, W, "the way typing goes shown beside the cursor")
    page.keyboard.press(digits[0])
    page.wait_for_timeout(150)
    assert page.evaluate(PENDING) == ["F20"]
    assert_way(page, "down", "F21")
    # the tile is said once Python has checked it ("3 on F20. Not legal yet."): a busy kernel
    # may answer after the next key, so wait for it, to read the next key's words last
    page.wait_for_function("(d) => window.__said.some((s) => s.startsWith(`${d} on F20`))",
                           arg=digits[0])

    # an arrow key sets the way, as before, and says so
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(150)
    assert_way(page, "across", "G21")
    assert page.evaluate("() => window.__said")[-1] == "Typing goes across"

    # two tiles of this turn in one column, the second laid by mouse (its cell clicked, then
    # the tile): typing goes down it, unsaid (a pupil who taps or clicks tiles down is not
    # told about typing), and the cursor goes on down
    downs = said_count(page, "Typing goes down")
    page.keyboard.press("Escape")
    click(page, "F20")
    page.keyboard.press(digits[0])
    click(page, "F21")
    page.click(f"{W} [data-rack-index]:not(.summy-used) >> nth=0")
    page.wait_for_function(f"({PENDING})().length === 2")
    assert page.evaluate(PENDING) == ["F20", "F21"]
    assert_way(page, "down", "F22")
    assert said_count(page, "Typing goes down") == downs
    page.keyboard.press("Escape")
    page.wait_for_function(f"({PENDING})().length === 0")

    # the same by keyboard: the second tile typed below the first (the cursor come there
    # across) turns the way, says so, and the cursor goes on down
    click(page, "F20")
    for key in ("ArrowRight", "ArrowLeft", digits[0], "ArrowDown", "ArrowLeft", digits[1]):
        page.keyboard.press(key)
    page.wait_for_function(f"({PENDING})().length === 2")
    assert page.evaluate(PENDING) == ["F20", "F21"]
    assert_way(page, "down", "F22")
    assert said_count(page, "Typing goes down") == downs + 2  # by ArrowDown, then by the tile
    page.keyboard.press("Escape")
    page.wait_for_function(f"({PENDING})().length === 0")

    # on the last column shown (Y, or the last of a narrow column's part of the board) the
    # arrow stays inside the cell: nothing sticks out of the board to scroll it; on an occupied
    # cell a click does not turn the way
    last = page.evaluate(LAST_SHOWN_JS, W)
    click(page, last)
    click(page, last)
    seen = look(page)
    assert seen is not None and page.get_attribute(BOARD, "data-way") == "across", seen
    way, cell = seen["way"], seen["cell"]
    assert way["x"] + way["width"] <= cell["x"] + cell["width"] + 0.5, seen
    assert page.evaluate(SCROLLS_JS, W) == [False, False]
    kit.shot(page, f"summy-{theme}-typing-edge-{size}")
    click(page, "M13")
    click(page, "M13")
    assert page.get_attribute(BOARD, "data-way") == "across"
    assert look(page) is None  # on a tile no arrow hides its symbol

    # the hint's last step lays its move down (across on this board): typing goes that way
    click(page, "F20")
    click(page, "F20")
    assert page.get_attribute(BOARD, "data-way") == "down"
    for step in range(1, 5):
        page.click(f"{W} [data-action='hint']")
        page.wait_for_selector(f"{W} [data-role='hint']:has-text('Hint {step} of 4')")
    page.wait_for_function(f"({PENDING})().length > 1")
    rows = {cell[1:] for cell in page.evaluate(PENDING)}
    assert len(rows) == 1 and page.get_attribute(BOARD, "data-way") == "across", rows
    page.click(f"{W} [data-action='recall']")
    page.wait_for_function(f"({PENDING})().length === 0")

    # a cell first, then tiles: each tile clicked goes to the cursor, which moves on the way
    # typing goes (here across), so a sum is laid tile after tile
    click(page, "H18")
    for _ in range(2):
        page.click(f"{W} [data-rack-index]:not(.summy-used) >> nth=0")
    page.wait_for_function(f"({PENDING})().length === 2")
    assert page.evaluate(PENDING) == ["H18", "I18"]
    assert_way(page, "across", "J18")
    kit.shot(page, f"summy-{theme}-cell-then-tiles-{size}")
    page.click(f"{W} [data-action='recall']")
    page.wait_for_function(f"({PENDING})().length === 0")

    # the pupil's language
    nb.run("w.lang = 'de'")
    page.wait_for_selector(f"{W}[lang='de']")
    click(page, "F20")
    click(page, "F20")
    kit.wait_live(page, LIVE, "Getippt wird nach unten")
    assert kit.notebook_cells_snapshot(page) == cells
