"""Summy by keyboard: the focus stays in the game when Recall or Submit is pressed (both are
disabled once the tiles are gone, and a disabled button would drop the focus to the page,
where the next key reaches the notebook), and "?" reads a legal move in words, not notation.
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
LIVE = f"{W} [data-role='live']"
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"
ON_BOARD = "(s) => document.activeElement === document.querySelector(s)"


def press_on(page, selector: str, key: str) -> None:
    page.eval_on_selector(selector, "e => e.focus()")
    page.keyboard.press(key)


def test_recall_and_submit_by_keyboard_keep_the_focus_on_the_board(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=(1400, 1000))
    page = nb.page
    cells = kit.notebook_cells_snapshot(page)
    best = play_best_move_by_clicking(nb)

    # "?" on the board: the legal move in words
    before = kit.live_text(page, LIVE)
    press_on(page, BOARD, "?")
    page.wait_for_function("([s, b]) => document.querySelector(s).textContent !== b",
                           arg=[LIVE, before])
    said = kit.live_text(page, LIVE)
    assert f"is legal and scores {best['score']} points" in said, said
    assert best["move"] not in said and "(=)" not in said, said
    assert " across from " in said or " down from " in said, said

    # Recall by keyboard: the tiles go back, the focus goes to the board
    press_on(page, f"{W} [data-action='recall']", "Enter")
    page.wait_for_selector(f"{W} .summy-pending", state="detached")
    page.wait_for_function(ON_BOARD, arg=BOARD)

    # Submit by keyboard: the move is played, the computer answers, the focus is on the board
    play_best_move_by_clicking(nb)
    press_on(page, f"{W} [data-action='submit']", "Enter")
    page.wait_for_selector(f"{W}[data-turns='2']:not([data-animating])", timeout=60_000)
    assert page.evaluate(ON_BOARD, BOARD)
    page.keyboard.press("m")  # a key now still stays in the game
    page.wait_for_timeout(150)
    assert kit.notebook_cells_snapshot(page) == cells
    kit.shot(page, "summy-focus-after-submit-1400x1000", W)
