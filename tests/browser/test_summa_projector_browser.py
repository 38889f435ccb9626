"""Summa Summarum on a projector: the full-screen button and the ``projector`` trait.

Full screen (JupyterLab Light and Dark, 1280x800): the button is pressed by mouse (Light) or
reached by Tab and pressed by Enter (Dark), and left by keyboard (Enter in Light, Space in
Dark); it says its state with ``aria-pressed`` and keeps the focus. In full screen the 36
cells, the dice and the main button are all inside the window, a cell is at least 1.5 times
its size in the notebook and every text at least 18 px, with no axe-core violation and no
low contrast; afterwards the notebook layout is back.
The ``projector=True`` widget (1400x1000 and 1280x800): the dice and the buttons beside the
sheet, all inside the window and the notebook's width, cells at least 1.5 times as large as
without it, no text under 18 px; at 700 px everything goes under the sheet and fits the width.
"""

from __future__ import annotations

import pytest
from frontend_kit import (
    assert_accessible,
    boxes,
    inside_window,
    open_widget,
    shot,
    size_of,
    small_texts,
    to_top,
)

#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
BUTTON = f"{W} [data-action='fullscreen']"
# an allowed set-up (A1 C2 E3 B6), then round 1's dice are shown
START_ROUND = ("for cell in ([0, 0], [1, 2], [2, 4], [5, 1]):\n"
               "    w.handle({'action': 'toggle_black', 'cell': cell})\n"
               "w.handle({'action': 'confirm_black'})\n")
FULL_JS = "(s) => document.fullscreenElement === document.querySelector(s)"
# the pressed Full screen toggle's look, and the accent fill of a primary button beside it
PRESSED_JS = """(s) => { const button = document.querySelector(s);
    const probe = document.createElement('span'); probe.style.background = 'var(--sw-accent-bg)';
    button.parentElement.append(probe); const fill = getComputedStyle(probe).backgroundColor;
    probe.remove(); const style = getComputedStyle(button);
    return {mark: getComputedStyle(button, '::before').content, shadow: style.boxShadow,
            background: style.backgroundColor, fill}; }"""



# every visible part of the widget whose right edge passes `right` px: [where, its right edge]
WIDER_JS = """([s, right]) => [...document.querySelectorAll(s + ' *')]
  .filter((el) => el.getClientRects().length && !el.closest('.sw-sr-only'))
  .map((el) => [el.className || el.tagName, el.getBoundingClientRect().right])
  .filter(([, r]) => r > right + 0.5)"""


def assert_clean(page, state: str) -> None:
    assert_accessible(page, W, state)


# the space between two rows of the sheet and between two columns (the cells' borders touch)
GAPS_JS = """(s) => { const box = (c) => document.querySelector(`${s} [data-cell='${c}']`)
  .getBoundingClientRect(); const a = box('2,2'), below = box('3,2'), right = box('2,3');
  return [below.top - a.bottom, right.left - a.right]; }"""


def assert_even_lines(page, state: str) -> None:
    """The sheet's lines are alike across and down: no gap between rows (there was one of
    2 px, the cells sat on the text's baseline) and none between columns."""
    down, across = page.evaluate(GAPS_JS, W)
    assert down == pytest.approx(0, abs=0.5) and across == pytest.approx(0, abs=0.5), \
        (state, down, across)


def assert_large(page, state: str) -> None:
    """The sheet, the dice and the main button inside the window; no text under 18 px; the
    sheet's lines even."""
    assert_even_lines(page, state)
    cells = boxes(page, f"{W} [data-cell]")
    assert len(cells) == 36, state
    outside = [b for b in cells if not inside_window(b)]
    assert not outside, f"{state}: {len(outside)} cells outside the window"
    for part in ("[data-die]", "[data-action='done']"):
        found = boxes(page, f"{W} {part}")
        assert found and all(inside_window(b) for b in found), (state, part, found)
    wider = page.evaluate(WIDER_JS, [W, page.evaluate("innerWidth")])
    assert wider == [], f"{state}: parts wider than the window: {wider[:5]}"
    small = small_texts(page, W, 18)
    assert small == [], f"{state}: text under 18 px: {small}"


@pytest.mark.parametrize(("theme", "enter_key", "leave_key"),
                         [("light", None, "Enter"), ("dark", "Enter", "Space")])
def test_summa_full_screen_shows_the_game_large(frontend_notebook, theme, enter_key,
                                                leave_key):
    nb = open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb", W,
                     "[data-cell='0,0']", theme=theme, viewport=(1280, 800))
    page = nb.page
    nb.run(START_ROUND)
    page.wait_for_selector(f"{W}[data-stage='place'] [data-die]")
    to_top(page, W)
    assert_even_lines(page, f"{theme} notebook")
    before = {"cell": size_of(page, f"{W} [data-cell='0,0']"),
              "die": size_of(page, f"{W} [data-die]"),
              "widget": size_of(page, W)}
    assert page.get_attribute(BUTTON, "aria-pressed") == "false"
    assert page.inner_text(BUTTON) == "Full screen"
    assert page.evaluate(f"() => document.querySelector(\"{BUTTON}\").tabIndex") == 0

    if enter_key is None:
        page.click(BUTTON)
    else:  # reached by Tab from the button before it, pressed by keyboard
        page.focus(f"{W} [data-action='new-game']")
        page.keyboard.press("Tab")
        assert page.evaluate("() => document.activeElement.dataset.action") == "fullscreen"
        page.keyboard.press(enter_key)
    page.wait_for_function(FULL_JS, arg=W)
    page.wait_for_selector(f"{BUTTON}[aria-pressed='true']")
    page.wait_for_timeout(300)
    assert page.evaluate("() => document.activeElement.dataset.action") == "fullscreen"
    look = page.evaluate(PRESSED_JS, BUTTON)  # a check mark and an outline, not a fill
    assert "\u2713" in look["mark"] and "inset" in look["shadow"], look
    assert look["background"] != look["fill"] and page.inner_text(BUTTON).endswith("Full screen")
    shot(page, f"summa-{theme}-fullscreen-1280x800")
    assert_large(page, f"{theme} full screen")
    cell = size_of(page, f"{W} [data-cell='0,0']")
    assert cell["width"] >= 1.5 * before["cell"]["width"], (cell, before)
    assert cell["height"] >= 1.5 * before["cell"]["height"], (cell, before)
    die = size_of(page, f"{W} [data-die]")
    assert die["width"] >= 1.5 * before["die"]["width"], (die, before)
    symbol = page.evaluate(f"() => parseFloat(getComputedStyle("
                           f"document.querySelector(\"{W} [data-cell='0,0']\")).fontSize)")
    assert symbol >= 36
    assert_clean(page, f"{theme} full screen")

    # a die and a cell chosen by mouse in full screen: the game goes on as usual
    page.click(f"{W} [data-die='0']")
    page.click(f"{W} [data-cell='0,1']")
    page.wait_for_selector(f"{W} [data-cell='0,1'][data-pending]")
    assert page.evaluate(FULL_JS, W)

    page.focus(BUTTON)
    page.keyboard.press(leave_key)
    page.wait_for_function(f"() => !({FULL_JS})('{W}')")
    page.wait_for_selector(f"{BUTTON}[aria-pressed='false']")
    page.wait_for_timeout(300)
    assert page.evaluate("() => document.activeElement.dataset.action") == "fullscreen"
    assert not page.evaluate(f"() => document.querySelector('{W}').classList"
                             f".contains('summa-projector')")
    to_top(page, W)
    after = {"cell": size_of(page, f"{W} [data-cell='0,0']"),
             "die": size_of(page, f"{W} [data-die]"),
             "widget": size_of(page, W)}
    for part in ("cell", "die"):
        assert after[part] == pytest.approx(before[part], abs=1), (part, after, before)
    assert after["widget"]["width"] == pytest.approx(before["widget"]["width"], abs=1)
    shot(page, f"summa-{theme}-after-fullscreen-1280x800")


def test_projector_in_a_narrow_column_shows_the_sheet_and_the_dice_together(
        frontend_notebook):
    """A 1024x768 projector with the file browser open: the notebook's column is under 700 px,
    so everything goes under the sheet. The dice come first, and the sheet leaves them room in
    the window's height: every cell and every die of the round are in view at once (before,
    the dice were under the window's edge, and each symbol meant scrolling down to a die and
    up to a cell), with cells still larger than without the projector. Played by mouse."""
    nb = open_widget(frontend_notebook, "tests/browser/notebooks/summa_projector.ipynb", W,
                     "[data-cell='0,0']", viewport=(1024, 768))
    page = nb.page
    nb.run(START_ROUND)
    page.wait_for_selector(f"{W}.summa-projector[data-stage='place'] [data-die='3']")
    to_top(page, W, 300)
    assert boxes(page, W)[0]["width"] < 700  # the narrow layout
    window = boxes(page, ".jp-WindowedPanel-outer")[0]  # the notebook's scrolled part
    grid, dice, status = (boxes(page, f"{W} {part}")[0]
                          for part in (".summa-grid", ".summa-area-dice", ".summa-area-status"))
    assert grid["bottom"] <= dice["y"] + 0.5 and dice["bottom"] <= status["y"] + 0.5, \
        (grid, dice, status)
    for box in boxes(page, f"{W} [data-cell]") + boxes(page, f"{W} [data-die]"):
        assert window["y"] - 0.5 <= box["y"] and box["bottom"] <= window["bottom"] + 0.5, \
            (box, window)
    assert size_of(page, f"{W} [data-cell='0,0']")["width"] >= 64  # 57.6 px without it
    shot(page, "summa-light-projector-narrow-1024x768")
    for die, cell in enumerate(("3,0", "3,1", "3,2", "3,3")):
        page.click(f"{W} [data-die='{die}']")
        page.click(f"{W} [data-cell='{cell}']")
        page.wait_for_selector(f"{W} [data-cell='{cell}'][data-pending]")
    assert nb.run("print(w.pending)").strip() == "[[3, 0, 0], [3, 1, 1], [3, 2, 2], [3, 3, 3]]"
    assert_accessible(page, W, "projector, narrow column, 1024x768")


def test_summa_projector_trait_in_the_notebook(frontend_notebook):
    nb = open_widget(frontend_notebook, "tests/browser/notebooks/summa_projector.ipynb", W,
                     "[data-cell='0,0']", viewport=(1400, 1000))
    page = nb.page
    nb.run(START_ROUND)
    page.wait_for_selector(f"{W}.summa-projector[data-stage='place'] [data-die]")
    assert page.get_attribute(BUTTON, "aria-pressed") == "false"  # the notebook, not full screen
    # 700: a narrow notebook (the file browser open): only the width is checked there
    for width, height in ((1400, 1000), (1280, 800), (700, 900)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        to_top(page, W, 300)
        label = f"projector {width}x{height}"
        shot(page, f"summa-light-projector-{width}x{height}")
        grid = boxes(page, f"{W} .summa-grid")[0]
        dice = boxes(page, f"{W} .summa-area-dice")[0]
        if width == 700:
            assert dice["y"] >= grid["bottom"] - 1, (label, grid, dice)  # under the sheet
            # the four dice in one row, not much larger than a cell of the sheet
            each = boxes(page, f"{W} [data-die]")
            assert len({round(d["y"]) for d in each}) == 1, (label, each)
            cell = size_of(page, f"{W} [data-cell='0,0']")
            assert each[0]["height"] <= 1.4 * cell["height"], (label, each[0], cell)
        else:
            assert dice["x"] >= grid["right"] - 1, (label, grid, dice)  # beside the sheet
            assert_large(page, label)
        output = boxes(page, ".jp-OutputArea-output:has(.summa-widget)")[0]
        for part in (W, f"{W} .summa-grid", f"{W} .summa-area-dice", f"{W} .summa-players"):
            box = boxes(page, part)[0]
            assert box["x"] >= output["x"] - 0.5 and box["right"] <= output["right"] + 0.5, \
                (label, part, box, output)
        wider = page.evaluate(WIDER_JS, [W, output["right"]])
        assert wider == [], f"{label}: parts wider than the output area: {wider[:5]}"
        if width == 700:
            continue
        big = size_of(page, f"{W} [data-cell='0,0']")
        nb.run("w.projector = False")
        page.wait_for_selector(f"{W}:not(.summa-projector)")
        page.wait_for_timeout(200)
        small = size_of(page, f"{W} [data-cell='0,0']")
        assert big["width"] >= 1.5 * small["width"], (label, big, small)
        nb.run("w.projector = True")
        page.wait_for_selector(f"{W}.summa-projector")
        page.wait_for_timeout(200)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(400)
    assert_clean(page, "projector 1280x800")


EIGHT_GERMAN = ("from summy_widget.summa import Session\n"
                "w.session = Session(seats=['Ann'] + ['computer'] * 7, seed=7, "
                "rules={'seconds': None}, lang='de'); w.lang = 'de'\n" + START_ROUND)
TO_THE_END = ("while w.stage in ('place', 'across', 'down'):\n"
              "    if w.stage == 'place':\n"
              "        free = [(r, c) for r in range(6) for c in range(6)\n"
              "                if w.sheet[r][c] == '.']\n"
              "        for die in range(4):\n"
              "            w.handle({'action': 'place', 'die': die, 'cell': list(free[die])})\n"
              "        w.handle({'action': 'done'})\n"
              "    else:\n"
              "        w.handle({'action': 'use_best'}); w.handle({'action': 'confirm'})\n"
              "print(w.stage)")


def scores_fit(page, state: str) -> None:
    """The scores table inside the side and the window, each player's row on one line, no
    text under the projector's 18 px."""
    table, side = boxes(page, f"{W} table.summa-players")[0], boxes(page, f"{W} .summa-side")[0]
    assert table["right"] <= side["right"] + 0.5 <= page.evaluate("innerWidth"), (state, table)
    rows = [b["height"] for b in boxes(page, f"{W} table.summa-players tr:has(td)")]
    assert len(rows) == 8 and max(rows) - min(rows) < 2, (state, rows)  # no name on two lines
    wider = page.evaluate(WIDER_JS, [W, page.evaluate("innerWidth")])
    assert wider == [], f"{state}: parts wider than the window: {wider[:5]}"
    assert small_texts(page, W, 18) == [], state


# the scores' headers and how many lines each takes (the text's line boxes)
HEADER_LINES_JS = """(s) => [...document.querySelectorAll(s + ' table.summa-players th')]
 .map((th) => {
  const range = document.createRange(); range.selectNodeContents(th);
  const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
  return [th.textContent.replace(/\u00ad/g, ''), tops.size]; })"""


def figures_whole(page, state: str) -> None:
    """The headers over the figures ("horizontal", "vertikal", "gesamt", "Platz") on one line,
    without a hyphen; "schwarze Kästchen" may take two."""
    lines = dict(page.evaluate(HEADER_LINES_JS, W))
    broken = {h: n for h, n in lines.items() if n > 1 and h not in ("schwarze Kästchen",)}
    assert broken == {}, (state, lines)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800), (1920, 1080)],
                         ids=["1024x768", "1280x800", "1920x1080"])
def test_full_screen_with_eight_players_in_german_keeps_the_scores_inside(
        frontend_notebook, size):
    """Eight players (the most) in German, full screen on a 1280x800 projector. Before, the
    scores' last column ("schwarze Kästchen") ran past the screen's edge and the names took two
    lines (also at 1920x1080); now the table fits beside the sheet at 18 px at least, with the
    places after the game too, each name on one line; from 1280 px on, the headers over the
    figures are whole words (before, "hori-zontal", "verti-kal" and "ge-samt" broke at 1280)."""
    nb = open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb", W,
                     "[data-cell='0,0']", viewport=size)
    page = nb.page
    nb.run(EIGHT_GERMAN)
    page.wait_for_selector(f"{W}[data-stage='place'] [data-die]")
    page.click(BUTTON)
    page.wait_for_function(FULL_JS, arg=W)
    page.wait_for_timeout(300)
    shot(page, f"summa-fullscreen-eight-players-de-{size[0]}x{size[1]}")
    scores_fit(page, "round 1")
    if size[0] >= 1280:  # (at 1024 px the headers break where the words allow)
        figures_whole(page, "round 1")
    assert nb.run(TO_THE_END).strip().splitlines()[-1] == "over"
    page.wait_for_selector(f"{W}[data-stage='over']", timeout=30_000)
    page.wait_for_timeout(300)
    shot(page, f"summa-fullscreen-eight-players-de-{size[0]}x{size[1]}-over")
    scores_fit(page, "after the game")
    if size[0] >= 1280:
        figures_whole(page, "after the game")
    assert_accessible(page, W, "full screen, eight players, German, after the game")


def test_full_screen_on_a_small_projector_gives_the_sheet_the_room(frontend_notebook):
    """A 1024x768 projector, still common in classrooms. Before, the sheet's cells were 56 px
    (the least) while the dice were 96 px and the fourth die wrapped under the others, with
    the lower third of the screen empty beside the side: the sheet was the smallest thing on
    the screen. Now the cells are 70 px or more, the four dice stand in one row and the round
    in the title stays in one piece when the title wraps."""
    nb = open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb", W,
                     "[data-cell='0,0']", theme="dark", viewport=(1280, 800))
    page = nb.page
    nb.run("from summy_widget.summa import Session\n"
           "w.session = Session(seats=['Ann', 'computer'], seed=3, lang='de'); w.lang = 'de'\n"
           + START_ROUND)
    page.wait_for_selector(f"{W}[data-stage='place'] [data-die]")
    page.set_viewport_size({"width": 1024, "height": 768})
    page.click(BUTTON)
    page.wait_for_function(FULL_JS, arg=W)
    page.wait_for_timeout(300)
    shot(page, "summa-dark-fullscreen-de-1024x768")
    assert_large(page, "1024x768")
    cell = size_of(page, f"{W} [data-cell='0,0']")
    assert cell["width"] >= 70 and cell["height"] >= 70, cell
    dice = boxes(page, f"{W} [data-die]")
    assert len(dice) == 4 and max(d["y"] for d in dice) - min(d["y"] for d in dice) < 1, dice
    assert max(d["width"] for d in dice) <= 1.2 * cell["width"], (dice, cell)  # not the sheet
    title = page.evaluate(f"() => [...document.querySelectorAll('{W} h2 .summa-nowrap')]"
                          ".map((e) => [e.textContent, e.getClientRects().length])")
    assert title == [["Runde 1 von 8", 1]], title
    sheet, side = boxes(page, f"{W} .summa-grid")[0], boxes(page, f"{W} .summa-side")[0]
    assert sheet["right"] <= side["x"], (sheet, side)
    assert_clean(page, "full screen, 1024x768, German")
