"""Summy by keyboard and mouse: a tile typed or clicked onto a cell that is not empty is said,
with the cell, what lies there and what to do, in the pupil's language, and nothing changes.

The keyboard's cursor starts on M13, which holds the centre's =: before, a pupil's first
keystroke there did nothing and said nothing. A symbol that is already on the cell is typed
through (the cursor goes on), and so is a tile the cursor has just stepped over, so a sum can
be typed as it reads: 4+3=7 from L13 over the centre's =.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_summy_computer_browser import play_best_move_by_clicking

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
BOARD = f"{W} .summy-board"
ERROR = f"{W} [data-role='error']"
LIVE = f"{W} [data-role='live']"
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"
CURSOR = f"() => document.querySelector('{W} .summy-cursor').dataset.cell"
PENDING = f"() => [...document.querySelectorAll('{W} .summy-pending')].map((c) => c.dataset.cell)"


def said(page, words: str) -> str:
    """Wait until the error box shows ``words`` (visible, inside the window); its text."""
    page.wait_for_function("([s, w]) => { const e = document.querySelector(s);"
                           " return !e.hidden && e.textContent.includes(w); }", arg=[ERROR, words])
    box = kit.boxes(page, ERROR)[0]
    assert box["height"] > 10 and kit.inside_window(box), box
    return page.inner_text(ERROR)


def type_keys(page, *keys: str) -> None:
    for key in keys:
        page.keyboard.press(key)
    page.wait_for_timeout(150)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_tile_typed_on_a_cell_that_is_not_empty_is_said(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    kit.to_top(page, W)
    cells = kit.notebook_cells_snapshot(page)
    rack = nb.run("print(''.join(w.rack))").strip()
    digit = next(s for s in rack if s.isdigit())
    page.focus(BOARD)
    assert page.evaluate(CURSOR) == "M13"

    # the first keystroke on the centre's =: said, with the cell, its tile and what to do
    type_keys(page, digit)
    text = said(page, "M13")
    assert "'='" in text and "empty cell" in text and "arrow keys" in text, text
    assert text in kit.live_text(page, LIVE)
    assert page.evaluate(PENDING) == [] and page.evaluate(CURSOR) == "M13"
    kit.shot(page, f"summy-{theme}-typed-on-the-centre-1280x800")
    kit.assert_accessible(page, W, "a tile typed on the centre's =")

    # the = that is there typed through: the cursor goes on, the message goes; then the digit
    type_keys(page, "=")
    assert page.evaluate(CURSOR) == "N13"
    assert "equals sign is already on M13" in kit.live_text(page, LIVE)
    assert page.is_hidden(ERROR)
    type_keys(page, digit)
    assert page.evaluate(PENDING) == ["N13"] and page.evaluate(CURSOR) == "O13"

    # back on the tile of this turn: Backspace is named; an arrow key clears the message
    type_keys(page, "ArrowLeft", digit)
    text = said(page, "N13")
    assert f"'{digit}'" in text and "this turn" in text and "Backspace" in text, text
    assert page.evaluate(PENDING) == ["N13"]
    type_keys(page, "ArrowRight")
    assert page.is_hidden(ERROR)
    type_keys(page, "ArrowLeft", "Backspace")
    assert page.evaluate(PENDING) == []

    # a sum typed as it reads: the digit on L13, the cursor steps over the centre's =, and the
    # = typed next is that one (nothing put down on N13), then the next digit goes on N13
    other = next(s for s in rack.replace(digit, "", 1) if s.isdigit())
    type_keys(page, "ArrowLeft", "ArrowLeft", digit)
    assert page.evaluate(PENDING) == ["L13"] and page.evaluate(CURSOR) == "N13"
    type_keys(page, "=")
    assert page.evaluate(PENDING) == ["L13"] and page.evaluate(CURSOR) == "N13"
    assert kit.live_text(page, LIVE).endswith("equals sign is already on M13")
    type_keys(page, other)
    assert page.evaluate(PENDING) == ["L13", "N13"] and page.evaluate(CURSOR) == "O13"
    type_keys(page, "Escape", "ArrowLeft", "ArrowLeft")
    assert page.evaluate(PENDING) == [] and page.evaluate(CURSOR) == "M13"

    # the pupil's language
    nb.run("w.lang = 'de'")
    page.wait_for_selector(f"{W}[lang='de']")
    page.focus(BOARD)
    type_keys(page, digit)
    text = said(page, "M13")
    assert "liegt schon der Stein '='" in text and "Pfeiltasten" in text, text
    assert page.evaluate(PENDING) == []
    assert kit.notebook_cells_snapshot(page) == cells


def test_a_tile_clicked_onto_a_grey_tile_is_said(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    kit.to_top(page, W)
    play_best_move_by_clicking(nb)
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']:not([data-animating])", timeout=60_000)
    grey = page.evaluate(f"() => document.querySelector('{W} [data-cell].summy-grey').dataset.cell")
    page.click(f"{W} [data-rack-index='0']")
    page.click(f"{W} [data-cell='{grey}']")
    text = said(page, grey)
    assert "grey tile" in text and "click an empty cell" in text, text
    assert "arrow keys" not in text and "tap" not in text, text  # the way the pupil chose
    assert page.evaluate(PENDING) == []
    # the rack's tile stays chosen: a click on an empty cell lays it
    empty = page.evaluate(f"""() => [...document.querySelectorAll('{W} [data-cell]')]
        .find((c) => c.dataset.cell !== 'M13' && c.textContent.trim() === ''
                     && !c.classList.contains('summy-grey')).dataset.cell""")
    page.click(f"{W} [data-cell='{empty}']")
    page.wait_for_function(f"({PENDING})().length === 1")
    assert page.evaluate(PENDING) == [empty]
    kit.assert_accessible(page, W, "a tile clicked onto a grey tile")


def test_after_a_typed_move_the_cursor_rests_on_its_last_tile(frontend_notebook):
    """4-1=3 typed from J13 over the centre's = (seed 4) and sent with Enter: the grey tile
    that closes the sum lies on O13, where the cursor stopped; after the computer's reply the
    cursor is on the sum's 3 (N13), where typing goes on instead of being refused."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    kit.to_top(page, W)
    assert nb.run("print(''.join(sorted(w.rack)))").strip() == "-1123467"
    page.focus(BOARD)
    type_keys(page, "ArrowLeft", "ArrowLeft", "ArrowLeft", "4", "-", "1", "=", "3")
    assert page.evaluate(PENDING) == ["J13", "K13", "L13", "N13"]
    assert page.evaluate(CURSOR) == "O13"
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    type_keys(page, "Enter")
    page.wait_for_selector(f"{W}[data-turns='2']:not([data-animating])", timeout=60_000)
    assert page.locator(f"{W} [data-cell='O13']").get_attribute("class").count("summy-grey") == 1
    page.focus(BOARD)
    assert page.evaluate(CURSOR) == "N13"
    ring = kit.boxes(page, f"{W} .summy-cursor")[0]
    assert kit.inside_window(ring), ring
    kit.shot(page, "summy-light-cursor-after-a-typed-move-1400x1000")
    type_keys(page, "3")
    assert page.is_hidden(ERROR)
    assert kit.live_text(page, LIVE).endswith("3 is already on N13"), kit.live_text(page, LIVE)
    kit.assert_accessible(page, W, "the cursor after a typed move")


# the cursor's cell: its blink as the browser runs it, and the ring it shows
BLINK_JS = f"""() => {{
  const cell = document.querySelector('{W} .summy-cursor');
  const style = getComputedStyle(cell);
  return {{cell: cell.dataset.cell, name: style.animationName,
          count: style.animationIterationCount, seconds: parseFloat(style.animationDuration),
          running: cell.getAnimations().filter((a) => a.animationName === 'summy-blink').length,
          ring: [style.outlineStyle, style.outlineWidth]}};
}}"""


def test_the_cursor_blinks_four_times_where_it_comes_then_stays(frontend_notebook):
    """A blink that never stops would redraw the board twice a second for as long as the page
    is open (measured: 7.5 % of a core per page) and asks for a stop after five seconds (WCAG
    2.2.2): the cursor blinks four times where it comes, then its ring stays (also in forced
    colours); with reduced motion it does not blink."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    kit.to_top(page, W)
    page.focus(BOARD)
    blink = page.evaluate(BLINK_JS)
    assert blink["cell"] == "M13" and blink["name"] == "summy-blink", blink
    assert blink["count"] == "4" and 4 * blink["seconds"] < 5, blink
    assert blink["running"] == 1 and blink["ring"] == ["solid", "3px"], blink
    page.wait_for_function(f"() => !document.querySelector('{W} .summy-cursor').getAnimations()"
                           ".some((a) => a.animationName === 'summy-blink')", timeout=15_000)
    assert page.evaluate(BLINK_JS)["ring"] == ["solid", "3px"]
    kit.shot(page, "summy-cursor-after-its-blink-1280x800", W)

    type_keys(page, "ArrowRight")  # a new cell: the blink starts again there
    blink = page.evaluate(BLINK_JS)
    assert blink["cell"] == "N13" and blink["running"] == 1, blink

    page.emulate_media(forced_colors="active")  # Windows' high contrast: its own colours
    type_keys(page, "ArrowRight")
    forced = page.evaluate(BLINK_JS)
    page.emulate_media(forced_colors="none", reduced_motion="reduce")
    type_keys(page, "ArrowRight")
    blink = page.evaluate(BLINK_JS)
    page.emulate_media(reduced_motion="no-preference")
    assert forced["name"] == "summy-blink-forced" and forced["count"] == "4", forced
    assert blink["cell"] == "P13" and blink["name"] == "none" and blink["running"] == 0, blink
    assert blink["ring"] == ["solid", "3px"], blink


@pytest.mark.parametrize("way", ["click", "tap"])
def test_a_tile_clicked_down_then_the_rest_typed(frontend_notebook, way):
    """The first tile by mouse or finger (the rack's 4, then J13), the rest typed: the keys go
    on after the tile just laid, as after a typed one (seed 4: 4-1=3 over the centre's =).
    Before, the cursor stayed on J13 and each key was refused ("J13 already holds your '4'")."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], has_touch=way == "tap")
    page = nb.page
    kit.to_top(page, W)
    rack = nb.run("print(''.join(w.rack))").strip()
    cells = kit.notebook_cells_snapshot(page)
    press = page.tap if way == "tap" else page.click
    press(f"{W} [data-rack-index='{rack.index('4')}']")
    press(f"{W} [data-cell='J13']")
    page.wait_for_function(f"({PENDING})().length === 1")
    type_keys(page, "-", "1", "=", "3")
    assert page.evaluate(PENDING) == ["J13", "K13", "L13", "N13"]
    assert page.is_hidden(ERROR) and page.evaluate(CURSOR) == "O13"
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    kit.shot(page, f"summy-light-clicked-then-typed-{way}-1280x800")
    kit.assert_accessible(page, W, f"a tile laid by {way}, the rest typed")
    # an arrow key back onto a tile of this turn: typing there is refused and said, as before
    type_keys(page, "ArrowLeft", "7")
    text = said(page, "N13")
    assert "this turn" in text and "Backspace" in text, text
    assert page.evaluate(PENDING) == ["J13", "K13", "L13", "N13"]
    assert kit.notebook_cells_snapshot(page) == cells
