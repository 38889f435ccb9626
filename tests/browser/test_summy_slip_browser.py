"""Summy in JupyterLab: a sum worked left to right is named in the preview, in the student's
own numbers, in English, German and Dutch (issue 15's last acceptance line).

The notebook starts ``SummyWidget(seed=14, opponent="computer")``; its rack holds
``1 9 - x + 8 3 4``, so ``4-1x3=9`` can be laid through the centre's ``=`` by clicking a tile,
then a cell. 4-1=3, then 3x3=9 is the slip; the right way is 1x3=3, then 4-3=1. A second
notebook (seed 6) lays ``9:4=7``: a left side that is not a whole number is named so; a third
(seed 108) lays ``1-6=-2``: an answer below zero is refused with why.
"""

from __future__ import annotations

import json

import pytest
from frontend_kit import VIEWPORTS, boxes, contrast_report, inside_window, run_axe, shot

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/summy_slip.ipynb"
W = ".summy-widget"
PREVIEW = f"{W} [data-role='preview']"
# the sum, tile by tile: cell and symbol (M13 holds the centre's '=')
SUM = [("H13", "4"), ("I13", "-"), ("J13", "1"), ("K13", "x"), ("L13", "3"), ("N13", "9")]
WORDS = {
    "en": ["You subtracted first: 4-1=3, then 3x3=9", "x comes before -: 1x3=3, then 4-3=1"],
    "de": ["Du hast zuerst subtrahiert: 4-1=3, dann 3x3=9", "Punkt vor Strich",
           "1x3=3, dann 4-3=1"],
    "nl": ["Je hebt eerst afgetrokken: 4-1=3, daarna 3x3=9", "Meneer Van Dale",
           "1x3=3, daarna 4-3=1"],
}

# whether the preview's text is cut off: wider or taller than its box, or past the window
CUT_JS = f"""() => {{
  const el = document.querySelector("{PREVIEW}");
  const r = el.getBoundingClientRect();
  return {{scrollW: el.scrollWidth, clientW: el.clientWidth, scrollH: el.scrollHeight,
    clientH: el.clientHeight, left: r.left, right: r.right, width: innerWidth,
    overflow: getComputedStyle(el).overflow, whiteSpace: getComputedStyle(el).whiteSpace}};
}}"""


def lay_the_sum(page, tiles: list[tuple[str, str]] = SUM) -> None:
    """Click each rack tile, then its cell, as a student would."""
    for cell, symbol in tiles:
        page.click(f"{W} [data-rack-index][data-symbol='{symbol}']:not(.summy-used)")
        page.click(f"{W} [data-cell='{cell}']")
        page.wait_for_selector(f"{W} [data-cell='{cell}'].summy-pending")


def lay_a_wrong_sum(open_notebook, notebook: str, rack: str,
                    tiles: list[tuple[str, str]] = SUM, **opened):
    """Open ``notebook``, check that the rack holds ``rack``, lay ``tiles`` by clicks and wait
    for the preview to say the move is not legal; the notebook."""
    nb = open_notebook(notebook, **opened)
    page = nb.page
    page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=60_000)
    held = json.loads(nb.run("import json; print(json.dumps(w.rack))").strip())
    assert sorted(held) == sorted(rack)
    page.eval_on_selector(W, "e => e.scrollIntoView({block: 'start'})")
    lay_the_sum(page, tiles)
    page.wait_for_selector(f"{PREVIEW}[data-state='illegal']", timeout=30_000)
    return nb


def preview_says(page, words: list[str], timeout: int = 30_000) -> str:
    page.wait_for_function(
        "([s, words]) => { const t = document.querySelector(s).innerText;"
        " return words.every((w) => t.includes(w)); }",
        arg=[PREVIEW, words], timeout=timeout)
    return page.inner_text(PREVIEW)


def readable_at(page, sizes: tuple[str, ...], label: str, name: str) -> None:
    """At each of ``sizes`` (keys of VIEWPORTS): the preview :func:`readable`, and a screenshot
    ``name-size``."""
    for size in sizes:
        page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[size])))
        page.wait_for_timeout(400)
        readable(page, f"{label} {size}")
        shot(page, f"{name}-{size}")


def readable(page, label: str) -> None:
    """The preview lies inside the window, none of its text is cut off, and the scores
    table beside it stays inside the panel."""
    side = boxes(page, f"{W} .summy-side")[0]
    table = boxes(page, f"{W} .summy-scores")[0]
    assert table["right"] <= side["right"] + 0.5, (label, table, side)
    page.eval_on_selector(PREVIEW, "e => e.scrollIntoView({block: 'center'})")
    page.wait_for_timeout(200)
    box = boxes(page, PREVIEW)[0]
    assert inside_window(box), (label, box)
    cut = page.evaluate(CUT_JS)
    assert cut["scrollW"] <= cut["clientW"] + 1, (label, cut)
    assert cut["scrollH"] <= cut["clientH"] + 1, (label, cut)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_preview_names_the_slip_in_three_languages(frontend_notebook, theme):
    nb = lay_a_wrong_sum(frontend_notebook, NOTEBOOK, "19-x+834", theme=theme,
                         viewport=VIEWPORTS["1280x800"])
    page = nb.page
    text = preview_says(page, WORDS["en"])
    reason = json.loads(nb.run("print(json.dumps(w.preview['reason']))").strip())
    assert reason in text  # the page shows Python's words, not its own
    assert json.loads(nb.run("print(json.dumps(w.preview['code']))").strip()) == "not-a-sum"
    assert page.locator(f"{W} .summy-pending").count() == len(SUM)
    readable_at(page, ("1280x800", "700"), f"{theme} en", f"summy-slip-{theme}-en")
    violations = run_axe(page, W)
    assert violations == [], json.dumps(violations, indent=1)[:3000]
    low = [e for e in contrast_report(page, W) if not e["ok"]]
    assert low == [], low

    # the widget's language changes: the tiles stay down, the slip is said again in its words
    for lang in ("de", "nl"):
        nb.run(f"w.lang = {lang!r}")
        text = preview_says(page, WORDS[lang])
        assert "You subtracted" not in text
        assert page.locator(f"{W} .summy-pending").count() == len(SUM)
        reason = json.loads(nb.run("print(json.dumps(w.preview['reason']))").strip())
        assert reason in text
        readable_at(page, ("1280x800", "700"), f"{theme} {lang}", f"summy-slip-{theme}-{lang}")
    assert run_axe(page, W) == []


FRACTION = "tests/browser/notebooks/summy_fraction.ipynb"
FRACTION_SUM = [("J13", "9"), ("K13", ":"), ("L13", "4"), ("N13", "7")]
FRACTION_WORDS = {
    "en": "the left side is 9/4, not a whole number (between 2 and 3), but the right side says 7",
    "de": "die linke Seite ergibt 9/4, keine ganze Zahl (zwischen 2 und 3), aber rechts steht 7",
    "nl": "de linkerkant is 9/4, geen heel getal (tussen 2 en 3), maar de rechterkant zegt 7",
}


def test_the_preview_says_when_the_left_side_is_not_whole(frontend_notebook):
    """9:4=7 (seed 6: the rack holds : 9 : 1 7 x 4 0) laid by clicks through the centre's '=':
    the preview says that 9/4 is not a whole number and between which two it lies, readable in
    the notebook's width and in a narrow column, in each language."""
    nb = lay_a_wrong_sum(frontend_notebook, FRACTION, "9:17x40:", FRACTION_SUM,
                         viewport=VIEWPORTS["1400x1000"])
    page = nb.page
    for lang, words in FRACTION_WORDS.items():
        nb.run(f"w.lang = {lang!r}")
        text = preview_says(page, [words])
        reason = json.loads(nb.run("print(json.dumps(w.preview['reason']))").strip())
        assert reason.endswith(words) and reason in text  # Python's words, whole
        readable_at(page, ("1400x1000", "700"), lang, f"summy-fraction-{lang}")
    assert run_axe(page, W) == []


REMAINDER = "tests/browser/notebooks/summy_remainder.ipynb"
REMAINDER_SUM = [("H13", "5"), ("I13", ":"), ("J13", "2"), ("K13", "x"), ("L13", "4"),
                 ("N13", "8")]
REMAINDER_WORDS = {
    "en": ["You dropped the remainder: 5:2=2, then 2x4=8", "5:2=5/2, then 5/2x4=10"],
    "de": ["Du hast den Rest weggelassen: 5:2=2, dann 2x4=8", "5:2=5/2, dann 5/2x4=10"],
    "nl": ["Je hebt de rest weggelaten: 5:2=2, daarna 2x4=8", "5:2=5/2, daarna 5/2x4=10"],
}


def test_the_preview_names_a_dropped_remainder(frontend_notebook):
    """5:2x4=8 (seed 17: the rack holds 8 6 : 4 5 4 2 x) laid by clicks through the centre's
    '=': the preview says the remainder of 5:2 was dropped and shows the right way (5/2, then
    10), readable in the notebook's width and in a narrow column, in each language (dark)."""
    nb = lay_a_wrong_sum(frontend_notebook, REMAINDER, "86:4542x", REMAINDER_SUM, theme="dark",
                         viewport=VIEWPORTS["1280x800"])
    page = nb.page
    for lang, words in REMAINDER_WORDS.items():
        nb.run(f"w.lang = {lang!r}")
        text = preview_says(page, words)
        reason = json.loads(nb.run("print(json.dumps(w.preview['reason']))").strip())
        assert reason in text
        readable_at(page, ("1280x800", "700"), f"remainder {lang}", f"summy-remainder-{lang}")
    assert page.locator(f"{W} .summy-pending").count() == len(REMAINDER_SUM)
    assert run_axe(page, W) == []


BELOW_ZERO = "tests/browser/notebooks/summy_below_zero.ipynb"
BELOW_ZERO_SUM = [("J13", "1"), ("K13", "-"), ("L13", "6"), ("N13", "-"), ("O13", "2")]
BELOW_ZERO_WORDS = {
    "en": ["after = there is -2, but numbers are digits only",
           "so an answer below zero is never correct"],
    "de": ["hinter = steht -2, aber Zahlen bestehen nur aus Ziffern",
           "also ist ein Ergebnis unter null nie richtig"],
    "nl": ["na = staat -2, maar getallen bestaan alleen uit cijfers",
           "dus een uitkomst onder nul is nooit goed"],
}


# the line of three under the rack (a narrow column): its words, and whether all of them show
STATUS_JS = f"""() => {{
  const el = document.querySelector("{W} .summy-rack-status");
  return {{text: el.innerText, shown: getComputedStyle(el).display !== "none",
    scrollH: el.scrollHeight, clientH: el.clientHeight}};
}}"""


def test_the_preview_says_why_an_answer_below_zero_is_wrong(frontend_notebook):
    """1-6=-2 (seed 108: the rack holds 2 - : 1 = + 6 -) laid by clicks through the centre's
    '=': the preview names -2 after = and says why it cannot stand there: numbers are
    digits only, so an answer below zero is never correct; readable in the notebook's width
    and in a narrow column, where the three lines under the rack hold all of it, in each
    language (dark)."""
    nb = lay_a_wrong_sum(frontend_notebook, BELOW_ZERO, "2-:1=+6-", BELOW_ZERO_SUM,
                         theme="dark", viewport=VIEWPORTS["1400x1000"])
    page = nb.page
    for lang, words in BELOW_ZERO_WORDS.items():
        nb.run(f"w.lang = {lang!r}")
        text = preview_says(page, words)
        reason = json.loads(nb.run("print(json.dumps(w.preview['reason']))").strip())
        assert reason in text and "1-6=-2" in reason, reason
        readable_at(page, ("1400x1000", "700"), f"below zero {lang}", f"summy-below-zero-{lang}")
        # the 700 px column: the three lines under the rack hold the sum and all of why
        status = page.evaluate(STATUS_JS)
        assert words[-1] in status["text"] and "1-6=-2" in status["text"], status
        assert status["shown"] and status["scrollH"] <= status["clientH"] + 1, (lang, status)
    assert page.locator(f"{W} .summy-pending").count() == len(BELOW_ZERO_SUM)
    assert run_axe(page, W) == []
