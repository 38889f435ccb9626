"""Summa Summarum as a pupil plays it: what the page shows and says.

A rule break of the black cells is named at two cells; a typed symbol no die shows is said;
"Score the rows" with nothing marked asks first (by keyboard, the question in the status and
the live region, the button in the same place says what a second press does); the black sheet
after the game still shows every symbol written (struck through, with enough contrast) and
the table counts its black cells; the command line's words follow the language.
Light and dark, at 1400x1000, 1280x800 and 700x900.
"""

from __future__ import annotations

import json

import pytest
from frontend_kit import assert_accessible, boxes, low_contrast, shot
from test_summa_frontend import check_fit

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"

SETUP = """
import json
for r, c, _ in list(w.pending):  # the cells chosen by clicking are taken back
    w.handle({"action": "toggle_black", "cell": [r, c]})
for cell in ("A1", "C2", "E3", "B6"):
    w.handle({"action": "toggle_black", "cell": cell})
w.handle({"action": "confirm_black"})
# every die showing the first die's symbol is written: that symbol is shown by no die left
symbol = w.dice[0]["symbol"]
free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
for i, d in enumerate(w.dice):
    if d["symbol"] == symbol:
        w.handle({"action": "place", "die": i, "cell": list(free.pop(0))})
print(json.dumps({"symbol": symbol, "free": free[0],
                  "left": [d["symbol"] for d in w.dice if not d["used"]]}))
"""

TO_SCORING = """
while w.stage == "place":
    for i, d in enumerate(w.dice):
        if not d["used"]:
            free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
            w.handle({"action": "place", "die": i, "cell": list(free[0])})
    w.handle({"action": "done"})
print(w.stage)
"""


def live(page) -> str:
    return page.inner_text(f"{W} .summa-live").replace("\u00a0", "").strip()


def raw_live(page) -> str:
    return page.eval_on_selector(f"{W} .summa-live", "e => e.textContent")


def wait_live_change(page, before: str) -> str:
    page.wait_for_function("([s, b]) => document.querySelector(s).textContent !== b",
                           arg=[f"{W} .summa-live", before], timeout=30_000)
    return live(page)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_pupil_game_asks_names_and_shows(frontend_notebook, theme):
    nb = frontend_notebook(NOTEBOOK, theme=theme, viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']", timeout=60_000)

    # -- the black cells: a rule break is named as soon as two cells make it
    page.click(f"{W} [data-cell='0,0']")
    page.wait_for_selector(f"{W} [data-cell='0,0'][data-pending]")
    before = raw_live(page)
    page.click(f"{W} [data-cell='0,3']")
    said = wait_live_change(page, before)
    preview = page.inner_text(f"{W} .summa-preview")
    for text in (preview, said):
        assert "A1 and D1 are both in row 1: black cells must be in different rows" in text
        assert "choose 2 more cells" in text
    page.click(f"{W} [data-cell='0,3']")
    page.wait_for_selector(f"{W} [data-cell='0,3']:not([data-pending])")
    page.click(f"{W} [data-cell='1,1']")
    page.wait_for_selector(f"{W} .summa-preview:has-text('touch at a corner')")
    assert "choose 2 more cells" in page.inner_text(f"{W} .summa-preview")
    shot(page, f"summa-pupil-{theme}-corner")

    # -- the dice: a typed symbol no die shows is said, also a second time
    state = json.loads(nb.run(SETUP).strip().splitlines()[-1])
    page.wait_for_selector(f"{W}[data-stage='place']")
    # the page has the kernel's dice: every die showing the symbol is used
    page.wait_for_function(
        "([w, s]) => document.querySelectorAll(`${w} .summa-die`).length > 0 && "
        "!document.querySelector(`${w} .summa-die[data-symbol='${s}']:not([disabled])`)",
        arg=[W, state["symbol"]], timeout=30_000)
    r, c = state["free"]
    cell = f"{W} [data-cell='{r},{c}']"
    page.eval_on_selector(cell, "e => e.focus()")
    before = raw_live(page)
    page.keyboard.press(state["symbol"])
    said = wait_live_change(page, before)
    expected = f"no die shows {state['symbol']} now; the dice left: {', '.join(state['left'])}"
    assert expected in said
    assert expected in page.inner_text(f"{W} .summa-error")
    assert page.get_attribute(cell, "data-content") == "."
    before = raw_live(page)
    page.keyboard.press(state["symbol"].lower())
    assert expected in wait_live_change(page, before)
    left = state["left"][0]
    page.keyboard.press(left)  # a die that is there goes in
    page.wait_for_selector(f"{cell}[data-pending][data-content='{left}']")

    # -- the rows with nothing marked: the first Enter on the button asks, the second scores
    assert nb.run(TO_SCORING).strip().splitlines()[-1] == "across"
    page.wait_for_selector(f"{W}[data-stage='across']")
    best, total = json.loads(nb.run("from summy_widget.summa import best_score\n"
                                    "b = best_score(w.game.grids[0])\n"
                                    "print(json.dumps([b.across, b.total]))").strip())
    button = f"{W} [data-action='confirm']"
    assert page.inner_text(button) == "Score the rows"
    where = boxes(page, button)[0]
    page.eval_on_selector(button, "e => e.focus()")
    before = raw_live(page)
    page.keyboard.press("Enter")
    said = wait_live_change(page, before)
    question = ("You have marked nothing: this scores 0 points and blackens every cell. "
                f"The best choice scores {best} in the rows ({total} with the columns). "
                "Press again to score nothing, "
                "or mark numerals first.")
    assert question in said
    page.wait_for_selector(f"{button}[data-ask='empty']")
    assert question in page.inner_text(f"{W} .summa-preview")
    assert page.inner_text(button) == "Yes, score nothing"
    assert page.get_attribute(W, "data-stage") == "across"
    assert nb.run("print(w.game.scorings[0])").strip() == "None"
    now = boxes(page, button)[0]
    assert (abs(now["x"] - where["x"]), abs(now["y"] - where["y"])) < (1, 1)  # same place
    assert page.evaluate("(s) => document.activeElement.matches(s)", button)
    assert_accessible(page, W, f"{theme} asked")
    check_fit(page, f"pupil-{theme}-asked", button, narrow=False)
    page.eval_on_selector(button, "e => e.focus()")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W}[data-stage='down']")

    # the whole sheet is black now: every symbol written still shows, struck through
    written = json.loads(nb.run("print(json.dumps(w.written))").strip())
    assert len(written) == 6
    cancelled = page.locator(f"{W} [data-cancelled]")
    assert cancelled.count() == 32
    for rr in range(6):
        for cc in range(6):
            target = f"{W} [data-cell='{rr},{cc}']"
            assert page.get_attribute(target, "data-content") == "#"
            if written[rr][cc] in "IVXL":
                assert page.inner_text(target) == written[rr][cc]
    label = page.get_attribute(f"{W} [data-cell='{r},{c}']", "aria-label")
    assert label.startswith(f"{'ABCDEF'[c]}{r + 1}, {left}, ") and "cancelled, black" in label
    style = page.eval_on_selector(f"{W} [data-cancelled] .summa-symbol",
                                  "e => getComputedStyle(e).textDecorationLine")
    assert "line-through" in style
    ann = page.locator(f"{W} tr[data-player='Ann'] td").nth(4)
    assert ann.inner_text() == "36"  # the table counts the cells the rows blackened

    # nothing can be scored in the columns now: no question, the game ends
    page.click(button)
    page.wait_for_selector(f"{W}[data-stage='over']")
    assert page.locator(f"{W} [data-cancelled]").count() == 32
    assert low_contrast(page, W) == []
    assert_accessible(page, W, f"{theme} black sheet")
    assert page.locator(f"{W} tr[data-player='Ann'] td").nth(4).inner_text() == "36"
    check_fit(page, f"pupil-{theme}-black-sheet", f"{W} table.summa-players", narrow=False)


def test_the_command_line_speaks_the_language(frontend_notebook):
    nb = frontend_notebook(NOTEBOOK, theme="light", viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']", timeout=60_000)
    page.fill(f"{W} .summa-cli-input", "hal")  # what is being typed stays
    for lang, label, hint in [("de", "Befehl", "Tippe einen Befehl, z. B.: lies zeile 3"),
                              ("nl", "Opdracht", "Typ een opdracht, bijvoorbeeld: lees rij 3"),
                              ("en", "Command", "Type a command, like: read row 3")]:
        nb.run(f"w.lang = '{lang}'")
        page.wait_for_selector(f"{W}[lang='{lang}']")
        page.wait_for_selector(f"{W} .summa-cli label:text-is('{label}')")
        assert page.inner_text(f"{W} .summa-cli-hint").startswith(hint)
        assert page.input_value(f"{W} .summa-cli-input") == "hal"
    nb.run("w.lang = 'nl'")
    page.wait_for_selector(f"{W} .summa-cli label:text-is('Opdracht')")
    page.fill(f"{W} .summa-cli-input", "lees rij 1")
    page.press(f"{W} .summa-cli-input", "Enter")
    page.wait_for_selector(f"{W} .summa-said:has-text('Rij 1')")
    shot(page, "summa-pupil-command-nl", W)
    # in a 700 px column with the file browser open, the German table's headers fit the panel
    # ("horizontal", "schwarze Kästchen": the widest of the three languages)
    nb.run("w.lang = 'de'")
    page.wait_for_selector(f"{W}[lang='de']")
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_function(f"""() => document.querySelector('{W} .summa-side')
        .getBoundingClientRect().width < 340""")
    page.wait_for_timeout(300)
    side = boxes(page, f"{W} .summa-side")[0]
    for cell in boxes(page, f"{W} table.summa-players th, {W} table.summa-players td"):
        assert cell["right"] <= side["right"] + 0.5, (cell, side)
    shot(page, "summa-pupil-table-de-700", W)
