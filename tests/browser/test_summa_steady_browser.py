"""Summa Summarum: the dice and buttons stay where the pupil's hand goes.

While the sheet is blackened, filled or scored, the answer to each choice ("✔ X in A4",
"All 4 symbols are placed: Done writes them") appears above the dice and the buttons. It
keeps two lines' room (three where the panel is as narrow as a phone's), so a die or a button
does not jump away between two clicks. Played by mouse at 1280x800 (file browser open),
light and dark, and in a 700 px column; the boxes are measured, not only looked at.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"
FEEDBACK = f"{W} .summa-feedback"


def where(page) -> dict[str, float]:
    """The top of the dice, of the Done button and of the first die."""
    return {name: round(kit.boxes(page, selector)[0]["y"], 1)
            for name, selector in (("dice", f"{W} .summa-area-dice"),
                                   ("done", f"{W} [data-action='done']"),
                                   ("die", f"{W} [data-die='0']"))}


def lines_of(page, selector: str) -> int:
    """How many lines of text the first element matching ``selector`` takes."""
    return page.evaluate("""(s) => { const range = document.createRange();
        range.selectNodeContents(document.querySelector(s));
        return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size; }""",
                         selector)


def choose_black(page, cells: list[tuple[int, int]]) -> None:
    """Click each cell once the sheet stands still, and see it chosen before the next click;
    a click that chose nothing (or another cell) fails with what was chosen and who scrolled."""
    kit.watch_scrolls(page)
    kit.stand_still(page, f"{W} .summa-grid")
    for r, c in cells:
        page.click(f"{W} [data-cell='{r},{c}']")
        try:
            page.wait_for_selector(f"{W} [data-cell='{r},{c}'][data-pending]", timeout=15_000)
        except PlaywrightTimeout as error:
            chosen = page.eval_on_selector_all(f"{W} [data-pending]",
                                               "(cells) => cells.map((e) => e.dataset.cell)")
            raise AssertionError(f"the click on {r},{c} did not choose it: chosen {chosen}, "
                                 f"scrolls {kit.scrolls(page)}") from error


@pytest.mark.parametrize(("theme", "size"), [("light", "1280x800"), ("dark", "1280x800"),
                                             ("light", "700x900")])
def test_the_dice_and_buttons_stay_put_while_answers_come_and_go(frontend_notebook, theme, size):
    """At 1280x800 the answers take one or two lines, in the 700 px column (the sheet above the
    panel, as narrow as a phone's) up to three: the room is kept for the longest."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-cell='0,0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    width, height = (int(n) for n in size.split("x"))
    page.set_viewport_size({"width": width, "height": height})
    longest = 2 if width > 1000 else 3
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']")
    choose_black(page, [(0, 0), (1, 2), (2, 4), (5, 1)])
    page.click(f"{W} [data-action='confirm-black']")
    page.wait_for_selector(f"{W}[data-stage='place'] [data-die='3']")
    page.locator(f"{W} [data-die='3']").scroll_into_view_if_needed()
    before = where(page)
    room = kit.boxes(page, FEEDBACK)[0]
    assert page.inner_text(FEEDBACK).strip() == ""
    assert room["height"] >= longest * 16, room  # two (three) lines' room, empty

    # one die written: a one-line answer
    page.click(f"{W} [data-die='0']")
    page.click(f"{W} [data-cell='3,0']")
    page.wait_for_selector(f"{W} .summa-preview[data-ok='true']")
    assert lines_of(page, f"{W} .summa-preview") == 1
    assert where(page) == before
    kit.shot(page, f"summa-{theme}-one-die-written-{size}")

    # all four, by mouse: a longer answer ("... All 4 symbols are placed: Done writes them"),
    # within the room kept (placed by keys it names Enter too, and takes the whole room)
    for die, c in ((1, 1), (2, 2), (3, 3)):
        page.click(f"{W} [data-die='{die}']")
        page.click(f"{W} [data-cell='3,{c}']")
        page.wait_for_selector(f"{W} [data-cell='3,{c}'][data-pending]")
    assert "All 4 symbols are placed: Done writes them" in page.inner_text(f"{W} .summa-preview")
    assert 1 <= lines_of(page, f"{W} .summa-preview") <= longest
    assert where(page) == before
    kit.shot(page, f"summa-{theme}-four-dice-placed-{size}")
    kit.assert_accessible(page, W, f"four dice placed ({theme})")

    # a die taken back and written onto a black cell: refused and said in place of the
    # answer before it ("D4 taken back"), in the same room; the next good choice clears it
    page.click(f"{W} [data-cell='3,3']")
    page.wait_for_selector(f"{W} .summa-preview:has-text('D4 taken back')")
    page.click(f"{W} [data-die='3']")
    page.click(f"{W} [data-cell='0,0']")
    page.wait_for_selector(f"{W} .summa-error")
    assert page.inner_text(FEEDBACK).strip() == page.inner_text(f"{W} .summa-error").strip()
    assert "A1 is a black cell" in page.inner_text(FEEDBACK)
    assert page.locator(f"{W} .summa-preview").count() == 0
    assert lines_of(page, f"{W} .summa-error") in (2, longest)
    assert where(page) == before
    kit.shot(page, f"summa-{theme}-die-on-a-black-cell-{size}")
    kit.assert_accessible(page, W, f"a die refused on a black cell ({theme})")
    page.click(f"{W} [data-cell='3,3']")
    page.wait_for_selector(f"{W} [data-cell='3,3'][data-pending]")
    # the cell and the answer in place of the error may be drawn a moment apart (a busy machine)
    page.wait_for_selector(f"{W} .summa-error", state="detached", timeout=30_000)
    assert "D4" in page.inner_text(f"{W} .summa-preview")
    assert where(page) == before
