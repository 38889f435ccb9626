"""Summa Summarum's Hint while a round's dice are written, as a pupil meets it: the first press
marks the cell to start with (dashed, and said with the cell's name), the second writes the
whole round as the computer would, ready for Done; in light and dark, at 1280x800, 1400x1000
and in a narrow column by finger.

Before, nothing during the rounds helped a pupil choose where the dice go.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest
from frontend_kit import VIEWPORTS, boxes, inside_window, shot

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"  # seed 7, no timer
HINT = f"{W} [data-action='hint-step']"
PREVIEW = f"{W} .summa-preview"
#: the computer's round, the die to start with first (tests/engine/test_summa_hints.py)
PLAN = ("from summy_widget.summa.hints import hint\nimport json\nh = hint(w.game, 0, step=2)\n"
        "print(json.dumps([[w.game.dice[d], list(c)] for d, c in zip(h.dice, h.cells)]))")
COLS = "ABCDEF"


def _press(page, how: str, target: str) -> None:
    if how == "tap":
        page.locator(target).tap()
    elif how == "keyboard":
        page.locator(target).focus()
        page.keyboard.press("Enter")
    else:
        page.locator(target).click()


def _preview(page, starts: str) -> str:
    page.wait_for_function("([s, t]) => (document.querySelector(s) || {}).textContent"
                           "?.includes(t)", arg=[PREVIEW, starts], timeout=20_000)
    return " ".join(page.locator(PREVIEW).inner_text().split())


@pytest.mark.parametrize(("theme", "size"), [("light", "1280x800"), ("dark", "1400x1000"),
                                             ("dark", "700")])
def test_hint_marks_where_to_start_then_writes_the_round(frontend_notebook, theme, size):
    phone = size == "700"
    how = "tap" if phone else "mouse"
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-cell='0,0']", theme=theme,
                         viewport=VIEWPORTS["1400x1000"], has_touch=phone)
    page = nb.page
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[size], strict=True)))
    kit.to_top(page, W)
    _press(page, how, f"{W} [data-action='random-black']")
    page.wait_for_selector(f"{W} [data-action='confirm-black']:not([disabled])")
    _press(page, how, f"{W} [data-action='confirm-black']")
    page.wait_for_selector(HINT)
    plan = json.loads(nb.run(PLAN))
    (symbol, (r, c)), cell = plan[0], f"{COLS[plan[0][1][1]]}{plan[0][1][0] + 1}"

    _press(page, how, HINT)
    text = _preview(page, "Hint 1 of 2")
    assert text.endswith(f"Hint 1 of 2: Start with {symbol} on {cell}: there it adds most to "
                         f"what row {r + 1} and column {cell[0]} can still score."), text
    marked = page.locator(f"{W} [data-hint]")
    assert marked.count() == 1 and marked.get_attribute("data-cell") == f"{r},{c}"
    assert marked.evaluate("(e) => getComputedStyle(e).outlineStyle") == "dashed"
    assert marked.get_attribute("aria-label") == f"{cell}, empty, hint: start here"
    assert inside_window(boxes(page, f"{W} [data-hint]")[0])
    assert page.locator(f"{W} [data-pending]").count() == 0  # nothing written yet
    # the named die is picked up: a click on the marked cell writes it there
    picked = page.locator(f"{W} .summa-die[aria-pressed='true']")
    assert picked.count() == 1 and picked.get_attribute("data-symbol") == symbol
    assert kit.low_contrast(page, W) == []
    shot(page, f"summa-hint-1-{theme}-{size}")
    if how == "mouse":
        marked.click()
        page.wait_for_selector(f"{W} [data-cell='{r},{c}'][data-pending]")
        assert page.locator(f"{W} [data-cell='{r},{c}']").inner_text().strip() == symbol

    _press(page, "tap" if phone else "keyboard", HINT)
    text = _preview(page, "Hint 2 of 2")
    words = ", ".join(f"{s} on {COLS[cc]}{rr + 1}" for s, (rr, cc) in plan)
    assert text.endswith(f"Hint 2 of 2: The computer would write: {words}. They are written "
                         f"in for you: press Done, or take them back."), text
    pending = page.locator(f"{W} [data-pending]")
    assert sorted(pending.evaluate_all("(es) => es.map((e) => e.dataset.cell)")) == \
        sorted(f"{rr},{cc}" for _, (rr, cc) in plan)
    for s, (rr, cc) in plan:
        assert page.locator(f"{W} [data-cell='{rr},{cc}']").inner_text().strip() == s
    assert page.locator(f"{W} [data-hint]").count() == 0
    # the count beside the player, as Summy and =Pari= show it: each step asked once
    count = page.locator(f"{W} tr[data-player='Ann'] .summa-hints")
    assert count.inner_text().strip() == "· 2 hints" and count.get_attribute("data-hints") == "2"
    done = page.locator(f"{W} [data-action='done']")
    assert done.is_enabled() and inside_window(boxes(page, f"{W} [data-action='done']")[0])
    kit.axe_clean(page, W, f"the hint's round written, {theme} {size}")
    assert kit.low_contrast(page, W) == []
    shot(page, f"summa-hint-2-{theme}-{size}")

    _press(page, how, f"{W} [data-action='done']")
    page.wait_for_function(f"() => !document.querySelector('{W} [data-pending]')")
    rows = json.loads(nb.run("import json; print(json.dumps(w.game.grids[0].rows))"))
    assert [rows[rr][cc] for _, (rr, cc) in plan] == [s for s, _ in plan]
    assert page.locator(PREVIEW).count() == 0 or "Hint" not in page.locator(PREVIEW).inner_text()


def test_the_count_of_hints_fits_the_projectors_large_type(frontend_notebook):
    """On the projector (large type) beside the file browser, "Ann · 2 hints" stays inside."""
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summa_projector.ipynb", W,
                         "[data-cell='0,0']", viewport=VIEWPORTS["1280x800"], theme="light")
    page = nb.page
    kit.to_top(page, W)
    _press(page, "mouse", f"{W} [data-action='random-black']")
    page.wait_for_selector(f"{W} [data-action='confirm-black']:not([disabled])")
    _press(page, "mouse", f"{W} [data-action='confirm-black']")
    for step in (1, 2):
        _press(page, "mouse", HINT)
        _preview(page, f"Hint {step} of 2")
    page.locator(f"{W} tr[data-player='Ann'] .summa-hints").scroll_into_view_if_needed()
    count = boxes(page, f"{W} tr[data-player='Ann'] .summa-hints")[0]
    widget = boxes(page, W)[0]
    assert count["right"] <= widget["right"] and inside_window(count), (count, widget)
    assert kit.low_contrast(page, W) == []
    shot(page, "summa-hint-projector-light-1280x800")
