"""Summa Summarum at one screen: the pass screen, the round timer and the round's words.

One notebook: a timer of 14 seconds shows "14 s left" in the normal colour, then its last
10 seconds in the warning colour with a word, said once in the live region; the round's note
says "choose a die" (a word for mouse and finger). Then eight seats, four of them pupils: the
pass screen covers the whole widget and the page holds no black cell nor symbol of anyone's
sheet until the pupil named says "I am ...", in set-up and while placing, in the normal
layout and on a projector.
"""

from __future__ import annotations

import re

import pytest
from frontend_kit import assert_accessible, boxes, inside_window, shot, theme_colour

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"

TIMER = """
from summy_widget.summa import Session
w.session = Session(["Ann", "computer"], seed=3, rules={"seconds": 14})
w.session.random_black(); w.session.confirm_black(); w._refresh()
"""

HOT_SEAT = """
w.session = Session(["Ann", "computer", "Ben", "Cem", "computer", "Dana", "computer", "computer"],
                    seed=7, rules={"seconds": None})
w.session.random_black(); w.session.confirm_black(); w._refresh()
"""

# every person still in the set-up chooses: the screen passes to Ann for round 1
SETUP_ALL = """
s = w.session
while s.stage in ("pass", "black"):
    if s.stage == "pass":
        s.ready()
    else:
        s.random_black(); s.confirm_black()
w._refresh()
print(s.stage, s.game.phase, s.viewer)
"""

# what of a sheet is in the page: black cells, written symbols, cells that are visible
PAGE_SHEET_JS = """(s) => {
  const root = document.querySelector(s);
  const cells = [...root.querySelectorAll('[data-cell]')];
  return {black: cells.filter((c) => c.dataset.content === '#').length,
          symbols: cells.map((c) => c.textContent.trim()).join(''),
          labels: cells.filter((c) => !/, empty$/.test(c.getAttribute('aria-label'))).length,
          visible: cells.filter((c) => getComputedStyle(c).visibility === 'visible').length,
          cover: getComputedStyle(root.querySelector('.summa-area-pass')).backgroundColor};
}"""


def colour_of(page, selector: str) -> str:
    return page.eval_on_selector(selector, "e => getComputedStyle(e).color")


def assert_pass_screen(page, name: str, label: str) -> None:
    """The pass screen names ``name``, covers the widget, and no sheet is in the page."""
    page.wait_for_selector(f"{W}[data-stage='pass'] .summa-pass-screen [data-action='ready']:focus")
    assert name in page.inner_text(f"{W} .summa-pass-screen")
    sheet = page.evaluate(PAGE_SHEET_JS, W)
    assert sheet["black"] == 0 and sheet["symbols"] == "" and sheet["labels"] == 0, (label, sheet)
    assert sheet["visible"] == 0, (label, sheet)  # the widget behind is covered, not veiled
    assert sheet["cover"] != "rgba(0, 0, 0, 0)", label
    widget = boxes(page, W)[0]
    box = boxes(page, f"{W} .summa-pass-screen")[0]
    assert inside_window(box), (label, box)
    cover = boxes(page, f"{W} .summa-area-pass")[0]
    assert (cover["width"], cover["height"]) == (widget["width"], widget["height"]), label
    assert_accessible(page, W, label)


def test_summa_pass_screen_timer_and_words(frontend_notebook):
    nb = frontend_notebook(NOTEBOOK, viewport=(1280, 800), file_browser=False)
    page = nb.page
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']", timeout=60_000)

    # -- the timer: the normal colour first, the warning colour and a word in the last 10 s ------
    nb.run(TIMER)
    timer = f"{W} .summa-timer"
    page.wait_for_selector(f"{W}[data-stage='place'] .summa-timer")
    # (14 s: the normal colour lasts 4 s, so a slow page still reads it before the warning)
    assert page.inner_text(timer) in ("14 s left", "13 s left", "12 s left", "11 s left")
    assert colour_of(page, timer) == theme_colour(page, W, "--sw-ink")
    assert page.get_attribute(timer, "role") == "timer"  # not read out every second
    note = page.inner_text(f"{W} .summa-note")
    assert "choose a die, then a cell" in note and "click" not in note
    page.wait_for_selector(f"{timer}[data-short]", timeout=8_000)
    assert page.inner_text(timer).startswith("Almost over: ")
    assert colour_of(page, timer) == theme_colour(page, W, "--sw-error")
    page.wait_for_function(
        "(s) => document.querySelector(s).textContent.includes('seconds left')",
        arg=f"{W} .summa-live", timeout=3_000)
    said = page.inner_text(f"{W} .summa-live").strip()
    assert re.match(r"(10|[1-9]) seconds? left", said), said  # 10, or less on a slow page
    shot(page, "summa-pass-timer-short")

    # -- eight seats: the pass screen in set-up and in round 1 ----------------------------------
    nb.run(HOT_SEAT)
    assert_pass_screen(page, "Ben", "set-up, to Ben")
    shot(page, "summa-pass-setup-1280")
    nb.run(SETUP_ALL)
    page.wait_for_function("(s) => document.querySelector(s).dataset.stage === 'place'", arg=W)
    assert page.evaluate(PAGE_SHEET_JS, W)["black"] == 4  # Ann's own sheet, her black cells
    nb.run("import json\n"
           "free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == '.']\n"
           "for die in range(4):\n"
           "    w.handle({'action': 'place', 'die': die, 'cell': list(free[die])})\n")
    page.click(f"{W} [data-action='done']")
    # Ben's sheet has 4 black cells and Ann's now 4 symbols: neither is in the page
    assert_pass_screen(page, "Ben", "round 1, to Ben")
    shot(page, "summa-pass-round1-1280")
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_timeout(300)
    page.eval_on_selector(f"{W} [data-action='ready']", "e => e.scrollIntoView({block: 'center'})")
    assert inside_window(boxes(page, f"{W} .summa-pass-screen")[0])
    shot(page, "summa-pass-round1-700")
    page.set_viewport_size({"width": 1280, "height": 800})
    nb.run("w.projector = True")
    page.wait_for_selector(f"{W}.summa-projector .summa-pass-screen")
    page.wait_for_timeout(200)
    assert_pass_screen(page, "Ben", "projector, to Ben")
    assert float(page.eval_on_selector(f"{W} [data-action='ready']",
                                       "e => parseFloat(getComputedStyle(e).fontSize)")) >= 24
    shot(page, "summa-pass-projector-1280")
    page.click(f"{W} [data-action='ready']")
    page.wait_for_selector(f"{W}[data-stage='place']")
    sheet = page.evaluate(PAGE_SHEET_JS, W)
    assert sheet["black"] == 4 and sheet["visible"] == 36  # Ben's sheet, once he is there
