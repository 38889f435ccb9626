"""Summa Summarum: the score table says how strong each computer is.

A teacher who sets ``"computer:beginner"`` for one group and ``"computer:strong"`` for another
sees it in the table, on its own line under the computer's name, in the widget's language; a
screen reader says it after the name ("Computer 1, strong"). At 1280x800, 1400x1000 and in a
700 px column, light and dark: the level's line lies inside the name's cell, below the name, the
table inside the side panel, the text readable (contrast, axe).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_summa_projector_browser import START_ROUND

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"
THREE = ("from summy_widget.summa import Session\n"
         "from summy_widget.session import Seat\n"
         "w.session = Session(seats=[Seat('Ann'), Seat('Computer 1', 'strong'), "
         "Seat('Computer 2', 'reading')], seed=7, rules={'seconds': None}, lang='en')\n"
         "w.lang = 'en'\n" + START_ROUND)
SAID = {"en": "Computer 1: strong \u00b7 Computer 2: in reading order",
        "de": "Computer 1: stark \u00b7 Computer 2: in Lesereihenfolge",
        "nl": "Computer 1: sterk \u00b7 Computer 2: in leesvolgorde"}
LINE = f"{W} .summa-levels"
# the font size and colour of the levels' line and of a score
LOOK_JS = """(root) => Object.fromEntries([['line', '.summa-levels'], ['score', 'td + td']]
  .map(([k, s]) => { const style = getComputedStyle(document.querySelector(
    `${root} table.summa-players ${s}`)); return [k, [style.fontSize, style.color]]; }))"""


@pytest.mark.parametrize(("theme", "size"), [("light", "1280x800"), ("dark", "1400x1000"),
                                             ("light", "700")])
def test_the_computers_levels_are_said_under_the_table(frontend_notebook, theme, size):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-cell='0,0']", theme=theme,
                         viewport=kit.VIEWPORTS[size])
    page = nb.page
    assert page.inner_text(LINE) == "Computer: greedy"  # one computer: its level
    nb.run(THREE)
    page.wait_for_selector(f"{LINE} [data-level='reading']")
    for lang in ("en", "de", "nl"):
        nb.run(f"w.lang = '{lang}'")
        page.wait_for_selector(f"{W}[lang='{lang}']")
        kit.frames(page)
        assert page.inner_text(LINE) == SAID[lang]
        rows, line = kit.boxes(page, f"{W} table.summa-players tr"), kit.boxes(page, LINE)[0]
        side = kit.boxes(page, f"{W} .summa-side")[0]
        assert rows[-1]["bottom"] - 0.5 <= line["y"] <= rows[-1]["bottom"] + 8, (lang, line)
        assert side["x"] - 0.5 <= line["x"] and line["right"] <= side["right"] + 0.5, (lang, line)
        look = page.evaluate(LOOK_JS, W)  # as large as the scores, muted beside them
        assert look["line"][0] == look["score"][0] and look["line"][1] != look["score"][1], look
        page.locator(LINE).scroll_into_view_if_needed()
        kit.shot(page, f"summa-{theme}-levels-{lang}-{size}")
    kit.assert_accessible(page, W, f"the levels under the table ({theme}, {size})")
    nb.run("w.session = Session(seats=['Ann', 'Ben'], seed=7, rules={'seconds': None})\n"
           + START_ROUND)
    page.wait_for_selector(f"{W} table.summa-players tr[data-player='Ben']", state="attached")
    assert page.locator(LINE).count() == 0  # people only: no line
