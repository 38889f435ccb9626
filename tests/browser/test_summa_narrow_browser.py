"""Summa Summarum in a narrow column (700 px with the file browser open), by touch.

The sheet takes the widget's width (cells a finger can hit, the column of sums still inside),
and the score table's headers, packed tight in every language, stay apart: a gap and a rule
between each two, so "across down total" never reads as one word. A black cell chosen by a
tap is a next step, said as one; a rule break is said as a mistake.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_summa_projector_browser import EIGHT_GERMAN, TO_THE_END

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"

# each header's text and the rule on its left edge; the text's own box (a Range), not the cell's
HEADERS = """(root) => [...document.querySelectorAll(root + ' table.summa-players th')]
.map((th) => {
  const range = document.createRange();
  range.selectNodeContents(th);
  const text = range.getBoundingClientRect();
  const style = getComputedStyle(th);
  return {text: th.textContent, left: text.left, right: text.right,
          cell: th.getBoundingClientRect().left, rule: parseFloat(style.borderLeftWidth),
          ruleStyle: style.borderLeftStyle};
})"""


NAMES_JS = "(ths) => ths.map((th) => th.getAttribute('aria-label') || th.textContent)"


def assert_headers_apart(page, lang: str) -> None:
    """Between each two headers: at least 3 px of space and a solid rule in it."""
    heads = page.evaluate(HEADERS, W)
    for before, after in zip(heads, heads[1:]):
        assert after["left"] - before["right"] >= 3, (lang, before, after)
        assert after["rule"] >= 1 and after["ruleStyle"] == "solid", (lang, after)
        assert before["right"] <= after["cell"] <= after["left"], (lang, before, after)


def test_a_narrow_column_shows_a_large_sheet_and_a_table_that_reads(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".summa-cell",
                         viewport=kit.VIEWPORTS["1400x1000"], theme="dark", has_touch=True)
    page = nb.page
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_function(f"""() => document.querySelector('{W} .summa-side')
        .getBoundingClientRect().width < 340""")
    page.wait_for_timeout(300)
    kit.to_top(page, W)
    widget = kit.boxes(page, W)[0]
    cells = kit.boxes(page, f"{W} button.summa-cell")
    assert len(cells) == 36 and min(c["width"] for c in cells) >= 40, cells[0]
    sums = kit.boxes(page, f"{W} td.summa-line")
    assert max(b["right"] for b in cells + sums) <= widget["right"] + 0.5, (widget, sums[-1])
    for lang in ("en", "de", "nl"):
        nb.run(f"w.lang = '{lang}'")
        page.wait_for_selector(f"{W}[lang='{lang}']")
        page.wait_for_timeout(300)
        side = kit.boxes(page, f"{W} .summa-side")[0]
        for cell in kit.boxes(page, f"{W} table.summa-players th, {W} table.summa-players td"):
            assert cell["right"] <= side["right"] + 0.5, (lang, cell, side)
        assert_headers_apart(page, lang)
        kit.to_top(page, W)
        kit.shot(page, f"summa-dark-narrow-touch-{lang}-700", W)
    # a tap on A1 chooses it, as a click does; one cell of four is a next step, not a mistake
    page.tap(f"{W} [data-cell='0,0']")
    page.wait_for_selector(f"{W} [data-cell='0,0'][data-pending]")
    assert nb.run("print(w.pending)").strip() == "[[0, 0, -1]]"
    assert_preview(page, "open", "\u2192", "Kies nog 3 vakjes om zwart te maken", "--sw-ink")
    kit.assert_accessible(page, W, "a narrow column, the sheet as wide as the widget")
    kit.shot(page, "summa-dark-narrow-touch-a1-700", W)
    # B2 touches A1 at a corner: that is a mistake, and looks like one
    page.tap(f"{W} [data-cell='1,1']")
    page.wait_for_selector(f"{W} [data-cell='1,1'][data-pending]")
    assert_preview(page, "false", "\u2716", "hoek", "--sw-error")


def test_after_a_game_of_eight_the_scores_fit_a_narrow_column(frontend_notebook):
    """Eight players, after the game: the table has a sixth column (the places). Before, in
    German at 700 px it ran 34 px past the panel and the cell ("Pl" of "Platz" was all that
    showed); the long headers now break where a word may ("hori-zontal"), so every column
    stays inside, in the three languages, the headers apart."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".summa-cell",
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    nb.run(EIGHT_GERMAN)
    assert nb.run(TO_THE_END).strip().splitlines()[-1] == "over"
    page.wait_for_selector(f"{W}[data-stage='over'] table.summa-players th:nth-child(6)",
                           timeout=30_000)
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_function(f"""() => document.querySelector('{W} .summa-side')
        .getBoundingClientRect().width < 340""")
    for lang in ("de", "nl", "en"):
        nb.run(f"w.lang = '{lang}'")
        page.wait_for_selector(f"{W}[lang='{lang}']")
        page.wait_for_timeout(300)
        side = kit.boxes(page, f"{W} .summa-side")[0]
        cells = kit.boxes(page, f"{W} table.summa-players th, {W} table.summa-players td")
        assert len(cells) == 6 * 9
        for cell in cells:
            assert cell["right"] <= side["right"] + 0.5, (lang, cell, side)
        assert_headers_apart(page, lang)
        # a screen reader is given the whole word, without the place it may break
        names = page.eval_on_selector_all(f"{W} table.summa-players th", NAMES_JS)
        assert not any("\u00ad" in name for name in names), (lang, names)
        assert names[1] == {"de": "horizontal", "nl": "horizontaal", "en": "across"}[lang]
        page.locator(f"{W} table.summa-players").scroll_into_view_if_needed()
        kit.shot(page, f"summa-narrow-eight-players-over-{lang}-700")
    kit.assert_accessible(page, W, "a narrow column, eight players, after the game")


def assert_preview(page, state: str, sign: str, words: str, colour: str) -> None:
    """The preview in ``state``, with its ``sign``, saying ``words``, in the theme's ``colour``."""
    preview = f"{W} .summa-preview[data-ok='{state}']"
    page.wait_for_selector(preview)
    assert page.inner_text(f"{preview} .summa-sign").strip() == sign
    assert words in page.inner_text(preview)
    assert page.eval_on_selector(preview, """(e, name) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${name})`;
        e.append(probe);
        const same = getComputedStyle(probe).color === getComputedStyle(e).color;
        probe.remove();
        return same; }""", colour), colour
