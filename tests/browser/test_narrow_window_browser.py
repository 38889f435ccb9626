"""A pupil's browser window half a screen wide (700x900), with JupyterLab opened in it as it
starts (the file browser open): the first lesson runs, the game fits the notebook's column
and a move is played by clicking, in the light and the dark theme.

Opened at this size, not opened wide and then narrowed as the other narrow tests do: a
JupyterLab window under about 750 px hides the kernel's indicator in its status bar, so a
page opened this way must not wait to *see* it (the harness did, and timed out).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_summy_computer_browser import W, play_best_move_by_clicking

pytestmark = pytest.mark.browser

LESSON = "notebooks/01-play-summy.ipynb"
WINDOW = kit.VIEWPORTS["700"]
# how far the page and the game's output scroll sideways (0: nothing hidden to the right)
SIDEWAYS_JS = """(s) => { const out = document.querySelector(s).closest('.jp-OutputArea-output');
  const page = document.scrollingElement;
  return {page: page.scrollWidth - page.clientWidth,
          output: out.scrollWidth - out.clientWidth}; }"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_lesson_opened_in_a_half_screen_window_plays(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, LESSON, W, "[data-rack-index='0']",
                         viewport=WINDOW, theme=theme)
    page = nb.page
    assert page.locator(".jp-Notebook-ExecutionIndicator").is_hidden()  # why the wait changed
    assert page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count() == 1
    kit.deal_playable(nb, var="game", root=W)  # the lesson's rack may make no sum: deal again

    # the side panel goes under the board, and nothing of the game lies right of the window
    assert "summy-stacked" in page.get_attribute(W, "class")
    assert page.evaluate(SIDEWAYS_JS, W) == {"page": 0, "output": 0}
    game = kit.boxes(page, W)[0]
    assert game["right"] <= WINDOW[0] and game["width"] >= 280, game
    page.locator(f"{W} [data-action='submit']").scroll_into_view_if_needed()
    for part in (f"{W} [data-rack-index]", f"{W} [data-action='submit']"):
        for box in kit.boxes(page, part):
            assert kit.inside_window(box), (part, box)
    kit.shot(page, f"narrow-window-{theme}-700x900")

    best = play_best_move_by_clicking(nb, var="game")
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']", timeout=20_000)
    page.wait_for_selector(f"{W}:not([data-animating])", timeout=30_000)
    assert str(best["score"]) in page.inner_text(f"{W} [data-role='scores']")
    page.locator(f"{W} [data-action='submit']").scroll_into_view_if_needed()
    kit.shot(page, f"narrow-window-{theme}-700x900-after-a-move")
    kit.assert_accessible(page, W, f"a lesson in a 700x900 window, {theme} theme")
