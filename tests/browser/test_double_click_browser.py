"""A double click is one click, in all three games: on the button that ends a step, and on a
game's piece.

Pupils double-click buttons. Before, the second click of a double click on Submit (Summy),
Play (=Pari=) or "Blacken these" (Summa) reached Python after the first had already moved
the game on, and a good move was answered with an error: "this was already sent, or the
board has changed since", "first draw your cards", "not now: that belongs to the step
blackening 4 cells". Now such a message, sent again unchanged within a second, is sent once
(js/lib/link.js).

On a piece the second click undid the first: a tile double-clicked onto a cell was put down
and taken back, a card or a die double-clicked was chosen and let go, a cell to blacken was
marked and unmarked. Now the second click of a quick series on a piece is stopped
(js/lib/clicks.js); buttons keep theirs (two quick clicks on zoom are two steps). Nor does
the second click reach another control that the first one's redraw put under the pointer,
nor does its press move the focus there (into =Pari='s Command box, after Full screen).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_summy_computer_browser import play_best_move_by_clicking

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

QUICK_MS = 600  # longer than a double click's two clicks may be apart (js/lib/clicks.js)


def settled(nb, check: str) -> str:
    """After the kernel has had time for a second message: the widget's error and ``check``."""
    nb.page.wait_for_timeout(2500)
    return nb.run(f"print(repr(w.error), {check})").strip()


def test_summy_submit_double_clicked_plays_one_move_and_says_no_error(frontend_notebook):
    root = ".summy-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", root,
                         "[data-rack-index='0']", viewport=kit.VIEWPORTS["1280x800"])
    kit.to_top(nb.page, root)
    play_best_move_by_clicking(nb)
    nb.page.dblclick(f"{root} [data-action='submit']")
    assert settled(nb, "len(w.history)") == "'' 2"  # the move and the computer's answer
    assert nb.page.is_hidden(f"{root} [data-role='error']")
    kit.assert_accessible(nb.page, root, "after a double click on Submit")


def pari_card_laid(frontend_notebook):
    """=Pari= at 1280x800 with the first card of the hand laid into equation 1 (Play ready)."""
    root = ".pari-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/pari_play.ipynb", root,
                         ".pari-hand [data-hand-index='0']", viewport=kit.VIEWPORTS["1280x800"])
    nb.page.click(f"{root} .pari-hand [data-hand-index='0']")
    nb.page.click(f"{root} button[data-equation='1'][data-gap='2']")
    nb.page.wait_for_selector(f"{root} .pari-preview[data-valid='false']", timeout=30_000)
    return nb


def test_pari_play_double_clicked_plays_once_and_says_no_error(frontend_notebook):
    root = ".pari-widget"
    nb = pari_card_laid(frontend_notebook)
    page = nb.page
    page.dblclick(f"{root} [data-action='submit']")
    assert settled(nb, "w.view['phase']") == "'' draw"
    assert page.inner_text(f"{root} .pari-error").strip() == ""
    kit.assert_accessible(page, root, "after a double click on Play")


# the page's clock stands still from a first click to the second: the kernel's answer to the
# first may take longer here than between the two clicks of a pupil's double click
FREEZE = ("() => { const real = Date.now, at = real(); window.__realNow = real;"
          " Date.now = () => at; }")
THAW = "() => { Date.now = window.__realNow; }"


def test_the_second_click_of_a_double_click_on_play_does_not_reach_the_draw(frontend_notebook):
    """After Play, a draw button stands where Play was (1280x800; before the buttons came under
    the preview it was "New game…"): the second click of a double click on Play would choose a
    pile before the pupil had seen the draw step (or ask to end the game). Now it goes
    nowhere."""
    root = ".pari-widget"
    nb = pari_card_laid(frontend_notebook)
    page = nb.page
    box = page.locator(f"{root} [data-action='submit']").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.evaluate(FREEZE)
    page.mouse.click(x, y)
    page.wait_for_selector(f"{root} [data-action='submit']", state="detached", timeout=30_000)
    under = "([x, y]) => document.elementFromPoint(x, y).closest('button').dataset.action"
    assert page.evaluate(under, [x, y]) == "draw-card"  # what the second click meets
    pile = page.evaluate("([x, y]) => document.elementFromPoint(x, y).closest('button')"
                         ".dataset.pile", [x, y])
    page.mouse.down(click_count=2)
    page.mouse.up(click_count=2)
    page.evaluate(THAW)
    page.wait_for_timeout(500)
    assert page.locator(f"{root} dialog[open]").count() == 0
    assert page.locator(f"{root} .pari-warning").count() == 0
    assert settled(nb, "w.view['phase'], w.view['draw_piles']") == "'' draw []"
    page.mouse.click(x, y)  # a click of its own, later, still chooses the pile
    page.wait_for_selector(f"{root} .pari-chosen")
    assert settled(nb, "w.view['draw_piles']") == f"'' [{pile!r}]"
    kit.assert_accessible(page, root, "a pile chosen after a turn")


FOCUSED = "() => { const e = document.activeElement; return e.dataset.action || e.dataset.key; }"


def test_a_double_click_on_full_screen_leaves_the_focus_on_it(frontend_notebook):
    """In =Pari='s full screen (1366x768, a common laptop screen) the Command box stands where
    Full screen was: the second press of a double click on Full screen put the cursor in it (a
    field takes the focus on the press, before any click), and the next key typed went there.
    Now the focus stays on Full screen; a press of its own, later, still reaches the box."""
    root = ".pari-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/pari_play.ipynb", root,
                         ".pari-hand [data-hand-index='0']", viewport=(1366, 768))
    page = nb.page
    box = page.locator(f"{root} [data-action='fullscreen']").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.evaluate(FREEZE)
    page.mouse.click(x, y)
    page.wait_for_function("() => document.fullscreenElement !== null")
    under = "([x, y]) => document.elementFromPoint(x, y).dataset.key"
    page.wait_for_function(f"(p) => ({under})(p) === 'command'", arg=[x, y])  # redrawn
    page.mouse.down(click_count=2)
    page.mouse.up(click_count=2)
    page.evaluate(THAW)
    assert page.evaluate(FOCUSED) == "fullscreen"
    assert page.evaluate("() => document.fullscreenElement !== null")
    page.wait_for_timeout(QUICK_MS)
    page.mouse.click(x, y)  # later, a click of its own
    assert page.evaluate(FOCUSED) == "command"
    page.evaluate("() => document.exitFullscreen()")
    kit.assert_accessible(page, root, "after a double click on Full screen")


def test_summa_step_double_clicked_goes_on_once_and_says_no_error(frontend_notebook):
    root = ".summa-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb", root,
                         "[data-cell='0,0']", viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    for cell in ("0,0", "1,2", "2,4", "5,1"):
        page.click(f"{root}[data-stage='black'] [data-cell='{cell}']")
    page.dblclick(f"{root} [data-action='confirm-black']:not([disabled])")
    assert settled(nb, "w.stage") == "'' place"
    kit.assert_accessible(page, root, "after a double click on Blacken these")


PENDING = ("() => [...document.querySelectorAll('.summy-widget .summy-pending')]"
           ".map((c) => c.dataset.cell)")


def test_summy_pieces_double_clicked_act_once(frontend_notebook):
    root = ".summy-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", root,
                         "[data-rack-index='0']", viewport=kit.VIEWPORTS["1280x800"], theme="dark")
    page = nb.page
    kit.to_top(page, root)
    page.dblclick(f"{root} [data-rack-index='0']")  # chosen, not chosen and let go
    assert "summy-selected" in page.get_attribute(f"{root} [data-rack-index='0']", "class")
    page.dblclick(f"{root} [data-cell='L13']")  # put down, not put down and taken back
    page.wait_for_function(f"({PENDING})().length === 1")
    page.wait_for_timeout(400)
    assert page.evaluate(PENDING) == ["L13"]
    page.click(f"{root} [data-cell='L13']")  # one click later still takes it back
    page.wait_for_function(f"({PENDING})().length === 0")
    kit.assert_accessible(page, root, "after double clicks on a tile and a cell")


def test_pari_pieces_double_clicked_act_once(frontend_notebook):
    root = ".pari-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/pari_play.ipynb", root,
                         ".pari-hand [data-hand-index='0']", viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    page.dblclick(f"{root} .pari-hand [data-hand-index='0']")
    page.wait_for_selector(f"{root} .pari-hand .pari-selected")
    page.dblclick(f"{root} button[data-equation='1'][data-gap='2']")
    page.wait_for_selector(f"{root} .pari-preview[data-valid='false']", timeout=30_000)
    page.wait_for_timeout(800)
    assert page.locator(f"{root} .pari-new").count() == 1  # laid, and not taken back
    kit.assert_accessible(page, root, "after double clicks on a card and a gap")


def test_summa_pieces_double_clicked_act_once(frontend_notebook):
    root = ".summa-widget"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb", root,
                         "[data-cell='0,0']", viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    page.dblclick(f"{root}[data-stage='black'] [data-cell='0,0']")
    page.wait_for_timeout(1500)
    # marked once, not marked and unmarked
    assert nb.run("print([cell[:2] for cell in w.pending])").strip() == "[[0, 0]]"
    kit.assert_accessible(page, root, "after a double click on a cell to blacken")
