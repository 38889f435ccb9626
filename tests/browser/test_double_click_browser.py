"""A double click on the button that ends a step is one click, in all three games.

Pupils double-click buttons. Before, the second click of a double click on Submit (Summy),
Play (=Pari=) or "Blacken these" (Summa) reached Python after the first had already moved
the game on, and a good move was answered with an error: "this was already sent, or the
board has changed since", "first draw your cards", "not now: that belongs to the step
blackening 4 cells". Now such a message, sent again unchanged within a second, is sent once
(js/lib/link.js).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import dark_lab, frontend_notebook, themed_lab  # noqa: F401  (fixtures)
from test_summy_computer_browser import play_best_move_by_clicking

pytestmark = pytest.mark.browser


def settled(nb, check: str) -> str:
    """After the kernel has had time for a second message: the widget's error and ``check``."""
    nb.page.wait_for_timeout(2500)
    return nb.run(f"print(repr(w.error), {check})").strip()


def test_summy_submit_double_clicked_plays_one_move_and_says_no_error(frontend_notebook):  # noqa: F811
    root = ".summy-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", root,
                         "[data-rack-index='0']", viewport=kit.VIEWPORTS["1280x800"])
    kit.to_top(nb.page, root)
    play_best_move_by_clicking(nb)
    nb.page.dblclick(f"{root} [data-action='submit']")
    assert settled(nb, "len(w.history)") == "'' 2"  # the move and the computer's answer
    assert nb.page.is_hidden(f"{root} [data-role='error']")
    kit.assert_accessible(nb.page, root, "after a double click on Submit")


def test_pari_play_double_clicked_plays_once_and_says_no_error(frontend_notebook):  # noqa: F811
    root = ".pari-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/pari_play.ipynb", root,
                         ".pari-hand [data-hand-index='0']", viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    page.click(f"{root} .pari-hand [data-hand-index='0']")
    page.click(f"{root} button[data-equation='1'][data-gap='2']")
    page.wait_for_selector(f"{root} .pari-preview[data-valid='false']", timeout=30_000)
    page.dblclick(f"{root} [data-action='submit']")
    assert settled(nb, "w.view['phase']") == "'' draw"
    assert page.inner_text(f"{root} .pari-error").strip() == ""
    kit.assert_accessible(page, root, "after a double click on Play")


def test_summa_step_double_clicked_goes_on_once_and_says_no_error(frontend_notebook):  # noqa: F811
    root = ".summa-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb", root,
                         "[data-cell='0,0']", viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    for cell in ("0,0", "1,2", "2,4", "5,1"):
        page.click(f"{root}[data-stage='black'] [data-cell='{cell}']")
    page.dblclick(f"{root} [data-action='confirm-black']:not([disabled])")
    assert settled(nb, "w.stage") == "'' place"
    kit.assert_accessible(page, root, "after a double click on Blacken these")
