"""Summa Summarum in JupyterLab: the review of the scoring after the game.

A game against the computer is written by the kernel (the dice into the first empty cells),
the rows are scored by the best choice with one group taken back by a click (a poor choice),
the columns by the best choice; then the review is on the page by itself: one entry per
choice with its grade, a list of buttons reached by Tab, each opening its detail and showing
it on the sheet (the groups chosen with brackets, the best groups with a band), read out by
the live region.
"""

from __future__ import annotations

import json

import pytest
from frontend_kit import VIEWPORTS, assert_accessible, boxes, shot
from test_summa_frontend import brackets_and_best_both_show

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"
ENTRY = f"{W} [data-review-turn]"

# the kernel writes the dice into the first empty cells, round after round, up to the scoring
WRITE_ALL = """
import json
from summy_widget.summa import best_score
while w.stage == "place":
    free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        w.handle({"action": "place", "die": die, "cell": list(free[die])})
    w.handle({"action": "done"})
first = best_score(w.game.grids[0], 2).across_groups[0]
print(json.dumps({"stage": w.stage, "first": [list(c) for c in first.cells]}))
"""
TO_SCORING = """
for cell in ("A1", "C2", "E3", "B6"):
    w.handle({"action": "toggle_black", "cell": cell})
w.handle({"action": "confirm_black"})
""" + WRITE_ALL


def score_rows_poorly(page, first: list) -> None:
    """Score the rows by the best choice with the group of ``first`` taken back by a click (a
    poor choice), the columns by the best choice after them: the game is over."""
    page.wait_for_selector(f"{W}[data-stage='across']", timeout=30_000)
    page.click(f"{W} [data-action='use-best']")
    page.wait_for_selector(f"{W} [data-group='2']", timeout=30_000)
    r0, c0 = first[0]
    page.click(f"{W} [data-cell='{r0},{c0}']")
    page.wait_for_selector(f"{W} [data-cell='{r0},{c0}']:not([data-mark])", timeout=30_000)
    page.click(f"{W} [data-action='confirm']")
    page.wait_for_selector(f"{W}[data-stage='down']", timeout=30_000)
    page.click(f"{W} [data-action='use-best']")
    page.wait_for_selector(f"{W} [data-group='1']", timeout=30_000)
    page.click(f"{W} [data-action='confirm']")
    page.wait_for_selector(f"{W}[data-stage='over']", timeout=30_000)


# what the sheet's Σ cells say: each row's, each column's, and the corner's
SUMS_JS = """(s) => {
  const texts = (q) => [...document.querySelectorAll(s + ' ' + q)].map((e) => e.textContent);
  return {rows: texts('[data-row-score]'), columns: texts('[data-column-score]'),
          total: texts('[data-total]')[0]};
}"""


def live(page) -> str:
    return page.inner_text(f"{W} .summa-live").replace("\u00a0", "").strip()


def clean(page, state: str) -> None:
    assert_accessible(page, W, state)


def review_fits(page, name: str) -> None:
    """At each size the review's entries lie inside the window, text not cut off."""
    for label, (width, height) in VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        page.eval_on_selector(f"{W} .summa-review", "e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(200)
        for box in boxes(page, ENTRY):
            assert box["x"] >= 0 and box["right"] <= width + 0.5, (name, label, box)
        cut = page.evaluate(
            f"() => [...document.querySelectorAll('{ENTRY}')]"
            ".filter(e => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)"
            ".map(e => e.textContent)")
        assert cut == [], (name, label, cut)
        shot(page, f"summa-review-{name}-{label}")
        page.eval_on_selector(f"{W} table.summa-grid", "e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(200)
        for part in (f"{W} [data-sheet]", f"{W} table.summa-players"):
            for box in boxes(page, part):  # the sheets' buttons and the scores: nothing cut
                assert box["x"] >= 0 and box["right"] <= width + 0.5, (name, label, part, box)
        side = boxes(page, f"{W} .summa-side")[0]
        assert boxes(page, f"{W} table.summa-players")[0]["right"] <= side["right"] + 0.5
        shot(page, f"summa-review-{name}-{label}-sheet")
    page.set_viewport_size({"width": 1400, "height": 1000})


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_review_after_the_game(frontend_notebook, theme):
    nb = frontend_notebook(NOTEBOOK, theme=theme, viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']", timeout=60_000)
    assert page.locator(ENTRY).count() == 0
    assert page.locator(f"{W} [data-action='show-review']").count() == 0
    state = json.loads(nb.run(TO_SCORING).strip().splitlines()[-1])
    assert state["stage"] == "across"
    page.wait_for_selector(f"{W}[data-stage='across']", timeout=30_000)
    assert page.locator(ENTRY).count() == 0  # nothing to review while scoring
    score_rows_poorly(page, state["first"])
    r0, c0 = state["first"][0]  # the cell of the group taken back

    # the review is there by itself: four entries (two per player), graded in words and signs
    page.wait_for_selector(ENTRY, timeout=30_000)
    entries = page.locator(ENTRY)
    assert entries.count() == 4
    review = json.loads(nb.run("print(json.dumps(w.game_review))").strip())
    turns = review["turns"]
    ann = next(i for i, t in enumerate(turns) if t["name"] == "Ann" and t["direction"] == "across")
    rows = turns[ann]
    assert rows["grade"] != "best" and rows["lost"] > 0
    heading = page.locator(f"{W} .summa-review h2")
    assert heading.inner_text() == "Summa Summarum: review of the scoring"
    assert page.get_attribute(f"{W} .summa-review", "aria-labelledby") == \
        heading.get_attribute("id")
    text = entries.nth(ann).inner_text()
    assert f"Ann, rows: {rows['points']} points" in text
    assert f"the best with these rolls: {rows['best_score']}" in text
    assert f"Grade: {rows['grade']}" in text
    assert entries.nth(ann).get_attribute("data-grade") == rows["grade"]
    assert all(entries.nth(i).get_attribute("aria-pressed") == "false" for i in range(4))
    clean(page, f"{theme}: review shown")

    # by keyboard: Tab from the first entry to Ann's rows, Enter opens the detail
    page.eval_on_selector(f"{ENTRY}:first-of-type", "e => e.focus()")
    page.evaluate(f"() => document.querySelector('{ENTRY}').focus()")
    for _ in range(ann):
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.reviewTurn") == str(rows["index"])
    page.keyboard.press("Enter")
    chosen = f"{W} [data-review-turn='{rows['index']}'][aria-pressed='true']"
    page.wait_for_selector(chosen)
    assert page.evaluate("document.activeElement.dataset.reviewTurn") == str(rows["index"])
    detail = page.inner_text(f"{W} .summa-review-detail")
    taken_back = next(g["name"] for g in rows["best_groups"]
                      if [r0, c0] in g["cells"])
    assert rows["missing"] == [taken_back]
    assert f"The best choice also takes {taken_back}." in detail
    assert f"{rows['lost']} points lost." in detail
    assert rows["why"] in detail
    assert page.get_attribute(chosen, "aria-describedby") == \
        page.get_attribute(f"{W} .summa-review-detail", "id")
    page.wait_for_function(
        "(s) => document.querySelector(s).textContent.includes('points lost')",
        arg=f"{W} .summa-live", timeout=30_000)
    assert f"Ann, rows: {rows['points']} points" in live(page)
    # the sheet shows that choice: Ann's sheet, her group bracketed, the best groups banded
    page.wait_for_selector(f"{W} table.summa-grid[data-review='{rows['index']}']")
    assert page.inner_text(f"{W} .summa-sheet-of") == "Sheet of Ann"
    marked = page.eval_on_selector_all(f"{W} [data-mark]", "els => els.map(e => e.dataset.cell)")
    assert sorted(marked) == sorted(f"{r},{c}" for g in rows["groups"] for r, c in g["cells"])
    assert f"{r0},{c0}" not in marked  # the group taken back
    best = page.eval_on_selector_all(f"{W} [data-best]", "els => els.map(e => e.dataset.cell)")
    assert sorted(best) == sorted(f"{r},{c}" for g in rows["best_groups"] for r, c in g["cells"])
    brackets_and_best_both_show(page, f"{theme}: review of Ann's rows")
    # ... and the points of each row of that choice in the Σ column, 0 included, its total in
    # the corner; the columns' Σ row stays empty (not this choice's)
    sums = page.evaluate(SUMS_JS, W)
    assert sums["rows"] == [str(v) for v in rows["line_points"]], sums
    assert sum(rows["line_points"]) == rows["points"] and sums["total"] == str(rows["points"])
    assert sums["columns"] == [""] * 6, sums
    clean(page, f"{theme}: a review entry open")
    shot(page, f"summa-review-{theme}-grid", selector=f"{W} table.summa-grid")
    review_fits(page, theme)

    # Enter again closes it; the computer's entry shows the computer's sheet and explanation
    page.evaluate(f"() => document.querySelector(\"{chosen}\").focus()")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} .summa-review-detail", state="detached")
    page.wait_for_selector(f"{W} table.summa-grid:not([data-review])")
    computer = next(i for i, t in enumerate(turns) if t["name"] == "Computer")
    page.click(f"{ENTRY} >> nth={computer}")
    page.wait_for_function(
        "(s) => (document.querySelector(s) || {}).textContent === 'Sheet of Computer'",
        arg=f"{W} .summa-explanation-of", timeout=30_000)
    lines = json.loads(nb.run(
        "print(json.dumps(w.game.scorings[1].explain('en').lines))").strip())
    assert page.inner_text(f"{W} .summa-explanation").splitlines()[:2] == lines[:2]

    # the review can be hidden and asked for again
    page.click(f"{W} [data-action='show-review']")
    page.wait_for_selector(ENTRY, state="detached")
    assert page.inner_text(f"{W} [data-action='show-review']") == "Review"
    page.click(f"{W} [data-action='show-review']")
    page.wait_for_selector(ENTRY)
    assert page.inner_text(f"{W} [data-action='show-review']") == "Hide the review"
