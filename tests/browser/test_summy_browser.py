"""The Summy widget in a real JupyterLab: mouse, keyboard, preview, submit, explanation.

The notebook starts ``w = SummyWidget(seed=4)``; the tests ask the kernel for the
rack and a legal move (``nb.run``) instead of hard-coding one. The screenshot is copied to
``docs/images/`` only when ``SUMMY_UPDATE_DOCS=1`` is set.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from frontend_kit import best_move, kernel_json, publish

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/summy_play.ipynb"
ROOT = Path(__file__).resolve().parents[2]
W = ".summy-widget"



def open_board(notebook):
    nb = notebook(NOTEBOOK)
    page = nb.page
    page.wait_for_selector(f"{W} [data-cell='M13']", timeout=30_000)
    page.wait_for_selector(f"{W} [data-role='pass-screen']", state="visible")
    page.click(f"{W} [data-role='pass-screen'] [data-action='ready']")
    page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=30_000)
    page.locator(W).scroll_into_view_if_needed()
    return nb


def test_play_by_mouse_with_preview_illegal_move_and_explanation(notebook):
    nb = open_board(notebook)
    page = nb.page
    assert kernel_json(nb, "import json; print(json.dumps(len(w.game.history)))") == 0

    # an illegal move first: one tile beside the centre is never a sum
    first = page.locator(f"{W} [data-rack-index='0']")
    symbol = first.get_attribute("data-symbol")
    first.click()
    page.click(f"{W} [data-cell='L13']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=30_000)
    reason = kernel_json(nb, "print(json.dumps(w.preview['reason']))")
    assert "is not a correct sum" in reason and f"{symbol}=" in reason
    assert reason in page.inner_text(f"{W} [data-role='preview']")
    before = nb.run("print(w.game.to_json())")
    page.click(f"{W} [data-action='submit']")
    # the refusal is said once: the preview already shows the reason, the live region reads it
    page.wait_for_function(
        f"() => document.querySelector('{W} [data-role=live]').textContent.includes({reason!r})",
        timeout=30_000)
    assert page.locator(f"{W} [data-role='error']").is_hidden()
    assert page.inner_text(f"{W} [data-role='preview']").count(reason) == 1
    assert nb.run("print(w.game.to_json())") == before
    page.click(f"{W} [data-action='recall']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='empty']")

    # drag and drop: a rack tile onto a cell, and the pending tile back to the rack
    page.locator(f"{W} [data-rack-index='0']").drag_to(page.locator(f"{W} [data-cell='L13']"))
    page.wait_for_selector(f"{W} [data-cell='L13'].summy-pending", timeout=30_000)
    page.locator(f"{W} [data-cell='L13']").drag_to(page.locator(f"{W} [data-role='rack']"))
    page.wait_for_selector(f"{W} [data-cell='L13'].summy-empty", timeout=30_000)

    # zoom in and out: the board fits its space, zooming in makes the cells larger than that
    size = "() => document.querySelector('.summy-widget [data-cell=M13]')" \
        ".getBoundingClientRect().height"
    fitted = page.evaluate(size)
    assert 16 <= fitted <= 32
    page.click(f"{W} [data-action='zoom-in']")
    page.wait_for_function(f"() => ({size})() >= 40")
    page.click(f"{W} [data-action='zoom-out']")
    page.wait_for_function(f"() => Math.abs(({size})() - {fitted}) < 0.5")

    # a legal move by clicks: rack tile, then cell
    best = best_move(nb)
    for tile in best["tiles"]:
        page.click(f"{W} [data-rack-index='{tile['index']}']")
        page.click(f"{W} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    text = page.inner_text(f"{W} [data-role='preview']")
    assert best["move"] in text and str(best["score"]) in text
    nb.screenshot("summy-widget-preview", selector=W)

    # submit, and time the redraw inside the page
    page.evaluate(
        """() => document.querySelector('.summy-widget [data-action="submit"]')
              .addEventListener('click', () => { window.__summySubmitAt = performance.now(); },
                                { capture: true, once: true })"""
    )
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='1']", timeout=30_000)
    elapsed = page.evaluate(
        "() => Number(document.querySelector('.summy-widget').dataset.drawnAt)"
        " - window.__summySubmitAt"
    )
    print(f"\nsubmit click to redrawn board: {elapsed:.0f} ms")

    state = kernel_json(
        nb,
        "print(json.dumps({'history': [t.text for t in w.game.history], "
        "'scores': w.game.scores, 'current': w.game.current}))",
    )
    assert state == {"history": [best["move"]], "scores": [best["score"], 0], "current": 1}
    for tile in best["tiles"]:
        cell = page.locator(f"{W} [data-cell='{tile['cell']}']")
        assert "summy-last-placed" in cell.get_attribute("class")
        assert "summy-pending" not in cell.get_attribute("class")

    # the next player takes the screen; the history entry explains the move
    page.wait_for_selector(f"{W} [data-role='pass-screen']", state="visible")
    page.click(f"{W} [data-role='pass-screen'] [data-action='ready']")
    page.click(f"{W} [data-role='history'] [data-turn='0']")
    page.wait_for_selector(f"{W} [data-role='explanation'] .summy-explain-head", timeout=30_000)
    explanation = page.inner_text(f"{W} [data-role='explanation']")
    assert best["move"] in explanation
    publish(nb.screenshot("summy-widget", selector=W), "summy-widget.png")


def test_play_by_keyboard_alone(notebook):
    nb = open_board(notebook)
    page = nb.page
    best = best_move(nb)
    page.focus(f"{W} [data-role='board']")
    keys = page.keyboard

    # the cursor starts on the centre M13; walk to the first placed tile
    first = best["tiles"][0]["cell"]
    row, col = int(first[1:]) - 1, "ABCDEFGHIJKLMNOPQRSTUVWXY".index(first[0])
    for _ in range(abs(row - 12)):
        keys.press("ArrowUp" if row < 12 else "ArrowDown")
    for _ in range(abs(col - 12)):
        keys.press("ArrowLeft" if col < 12 else "ArrowRight")
    # an arrow there and back sets the typing direction
    if best["direction"] == "across":
        keys.press("ArrowRight" if col < 24 else "ArrowLeft")
        keys.press("ArrowLeft" if col < 24 else "ArrowRight")
    else:
        keys.press("ArrowDown" if row < 24 else "ArrowUp")
        keys.press("ArrowUp" if row < 24 else "ArrowDown")
    assert "summy-cursor" in page.get_attribute(f"{W} [data-cell='{first}']", "class")

    # type the tiles; the cursor jumps over tiles already on the board
    keys.type(best["tiles"][0]["symbol"])
    keys.press("Backspace")  # take it back again ...
    page.wait_for_function(
        f"() => !document.querySelector(\"{W} [data-cell='{first}']\")"
        ".classList.contains('summy-pending')"
    )
    for tile in best["tiles"]:  # ... and type the whole move
        keys.type(tile["symbol"])
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    assert best["move"] in page.inner_text(f"{W} [data-role='preview']")
    keys.press("Enter")
    page.wait_for_selector(f"{W}[data-turns='1']", timeout=30_000)
    history = kernel_json(nb, "print(json.dumps([t.text for t in w.game.history]))")
    assert history == [best["move"]]
    # the notebook's cells were not touched by the keys (no cell cut, added or changed)
    assert page.locator(".jp-Notebook .jp-Cell").count() == 2


def test_save_button_writes_the_game_and_load_continues_it(notebook):
    nb = open_board(notebook)
    page = nb.page
    nb.run("import tempfile; w.save_folder = tempfile.mkdtemp()")
    button = page.locator(f"{W} button[data-action='save']")
    assert button.is_visible() and button.inner_text() == "Save game"
    button.click()
    page.wait_for_selector(f"{W} [data-role='saved']:not([hidden])", timeout=30_000)
    name = kernel_json(nb, "import json; print(json.dumps(w.saved))")
    assert name.startswith("summy-") and name.endswith(".json")
    assert name in page.inner_text(f"{W} [data-role='saved']")
    same = kernel_json(nb, "import os; from summy_widget import SummyWidget; "
                           "print(json.dumps(SummyWidget.load(os.path.join(w.save_folder, "
                           "w.saved)).game == w.game))")
    assert same is True
