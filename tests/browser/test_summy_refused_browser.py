"""Summy: a tile that cannot go down says why, however it came.

Dragged by mouse or finger onto a cell that is not empty, a tile used to land nowhere and
say nothing; typed or clicked while the computer's tiles were still being laid, it was
silently lost. Now the message names the cell and what lies there and says what to do
("drag the tile to an empty cell", "wait a moment"), and nothing changes on the board.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_summy_computer_browser import play_best_move_by_clicking
from test_summy_typing_browser import BOARD, ERROR, LIVE, NOTEBOOK, PENDING, W, said

#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

DRAG_HOW = "drag the tile to an empty cell"


def drag(page, source: str, target: str) -> None:
    """A mouse drag (the browser's own drag and drop) from ``source`` to ``target``."""
    page.locator(source).drag_to(page.locator(target))
    page.wait_for_timeout(150)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_tile_dragged_by_mouse_onto_a_tile_says_why(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    kit.to_top(page, W)
    cells = kit.notebook_cells_snapshot(page)
    rack = nb.run("print(''.join(w.rack))").strip()

    # a rack tile onto the centre's =: refused, and said with the cell, the tile, what to do
    drag(page, f"{W} [data-rack-index='0']", f"{W} [data-cell='M13']")
    text = said(page, "M13")
    assert "'='" in text and DRAG_HOW in text, text
    assert "arrow keys" not in text and "click" not in text, text
    assert text in kit.live_text(page, LIVE)
    assert page.evaluate(PENDING) == []
    kit.shot(page, f"summy-{theme}-dragged-onto-the-centre-1280x800")
    kit.assert_accessible(page, W, "a tile dragged onto the centre's =")

    # onto an empty cell it lands, and the message goes
    drag(page, f"{W} [data-rack-index='0']", f"{W} [data-cell='L13']")
    page.wait_for_function(f"({PENDING})().length === 1")
    assert page.evaluate(PENDING) == ["L13"] and page.is_hidden(ERROR)

    # a second tile onto the first: the tile of this turn is named, and both stay where they are
    drag(page, f"{W} [data-rack-index='1']", f"{W} [data-cell='L13']")
    text = said(page, "L13")
    assert f"'{rack[0]}'" in text and "this turn" in text and DRAG_HOW in text, text
    # in words true also of a tile the hint laid (not "you have already put ...")
    assert f"L13 already holds your '{rack[0]}' of this turn" in text, text
    assert "Backspace" not in text, text
    assert page.evaluate(PENDING) == ["L13"]

    # the tile of this turn dragged onto the centre's =: refused, it stays on L13
    drag(page, f"{W} [data-cell='L13']", f"{W} [data-cell='M13']")
    said(page, "M13 already holds")
    assert page.evaluate(PENDING) == ["L13"]
    kit.assert_accessible(page, W, "a tile of this turn dragged onto the centre's =")
    assert kit.notebook_cells_snapshot(page) == cells


def test_a_tile_dragged_by_finger_onto_a_tile_says_why(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], has_touch=True)
    page = nb.page
    kit.to_top(page, W)
    kit.touch_drag(page, f"{W} [data-rack-index='0']", f"{W} [data-cell='M13']")
    text = said(page, "M13")
    assert "'='" in text and DRAG_HOW in text, text
    assert page.evaluate(PENDING) == []
    kit.shot(page, "summy-light-touch-dragged-onto-the-centre-1280x800")
    # then onto an empty cell: it lands, the message goes
    kit.touch_drag(page, f"{W} [data-rack-index='0']", f"{W} [data-cell='L13']")
    page.wait_for_function(f"({PENDING})().length === 1")
    assert page.evaluate(PENDING) == ["L13"] and page.is_hidden(ERROR)
    kit.assert_accessible(page, W, "a tile dragged by finger onto the centre's =")


def test_a_tile_typed_while_the_computers_tiles_are_laid_says_wait(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"], theme="dark")
    page = nb.page
    kit.to_top(page, W)
    play_best_move_by_clicking(nb)
    kit.hold_steps(page, "layNext", after=1)  # the first tile is laid, the others wait
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W} .summy-arrive", timeout=30_000)
    rack = nb.run("print(''.join(w.rack))").strip()
    page.focus(BOARD)
    page.keyboard.press(next(s for s in rack if s.isdigit()))
    text = said(page, "wait a moment")
    assert "still being laid" in text, text
    assert page.evaluate(PENDING) == []
    kit.shot(page, "summy-dark-typed-while-the-computer-lays-1400x1000")
    kit.assert_accessible(page, W, "a tile typed while the computer's tiles are laid")
    kit.release_steps(page)
    page.wait_for_selector(f"{W}:not([data-animating])", timeout=30_000)
    assert page.is_hidden(ERROR)  # the wait is over, and so is its message
    # the tiles are laid: typing works again (here onto the centre's =, which is said as such)
    page.focus(BOARD)
    page.keyboard.press("Home")
    page.keyboard.press("Control+Home")
    assert page.evaluate(f"() => document.querySelector('{W} .summy-cursor').dataset.cell") == "A1"
    page.keyboard.press(next(s for s in rack if s.isdigit()))
    page.wait_for_function(f"({PENDING})().length === 1")
    assert page.evaluate(PENDING) == ["A1"]
