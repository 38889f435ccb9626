"""Summy against the computer in JupyterLab: the speed of the computer's move on the board.

"off" lays the computer's move at once (the widget never animates); "slow" lays it tile by
tile in the order of its move. The setting is a labelled list in the side panel; choosing
in it sets the widget's ``speed`` in Python, and setting it in Python shows in the list.
No timing is asserted: only whether the move was shown tile by tile.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import kernel_json
from test_summy_computer_browser import WATCH_ANIMATION, play_best_move_by_clicking

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"  # seed 4 against the computer
W = ".summy-widget"
SPEED = f"{W} [data-role='speed']"

LAST = ("print(json.dumps({'kinds': [t.kind for t in w.game.history],"
        " 'placed': w.last_move.get('placed', [])}))")


def answer_of_the_computer(nb, turns: int) -> dict:
    """Play the best move by clicking, submit, wait for the computer's answer to settle."""
    page = nb.page
    play_best_move_by_clicking(nb)
    page.evaluate(WATCH_ANIMATION)
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='{turns}']", timeout=30_000)
    page.wait_for_selector(f"{W}:not([data-animating])", timeout=30_000)
    state = kernel_json(nb, "import json; " + LAST)
    state["animating"] = page.evaluate("() => window.__summyAnimating")
    state["arrived"] = page.evaluate("() => window.__summyArrived")
    return state


def test_the_speed_of_the_computer_move(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=(1280, 800))
    page = nb.page
    label = page.locator(f"{W} label[for='{page.get_attribute(SPEED, 'id')}']")
    assert label.inner_text() == "Show the computer's move"
    assert page.eval_on_selector(SPEED, "e => [...e.options].map(o => o.textContent)") == [
        "slowly", "normally", "quickly", "at once"]
    assert page.input_value(SPEED) == "normal"

    # "off": chosen in the list, it reaches Python; the answer is laid at once
    page.select_option(SPEED, "off")
    for _ in range(100):
        if nb.run("print(w.speed)").strip() == "off":
            break
        page.wait_for_timeout(100)
    assert nb.run("print(w.speed)").strip() == "off"
    state = answer_of_the_computer(nb, 2)
    assert state["kinds"][:2] == ["place", "place"], state
    assert state["placed"] and not state["animating"] and state["arrived"] == [], state
    assert all("summy-last-placed" in page.get_attribute(f"{W} [data-cell='{c}']", "class")
               for c in state["placed"])

    # "slow", set in Python: the list shows it; the same game again, the answer now comes
    # tile by tile in the order of its move
    nb.run("w.speed = 'slow'; w.new_game(seed=4)")
    page.wait_for_function(f"() => document.querySelector(\"{SPEED}\").value === 'slow'")
    page.wait_for_selector(f"{W}[data-turns='0']", timeout=30_000)
    state = answer_of_the_computer(nb, 2)
    assert state["kinds"][:2] == ["place", "place"], state
    assert state["animating"] and state["arrived"] == state["placed"], state
    kit.axe_clean(page, W, "the computer's move laid slowly")
    assert kit.low_contrast(page, W) == []
    page.eval_on_selector(SPEED, "e => e.scrollIntoView({block: 'center'})")
    kit.shot(page, "summy-speed-1280x800")
