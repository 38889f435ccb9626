"""Summy in a narrow column or on a phone, where the side panel goes below the board: the rack
says what the preview or the error says, so a pupil who lays tiles sees whether the move is
legal, what it scores or what went wrong without scrolling (before, all of it was below the
window). The line has a fixed height: neither the board nor the tiles move when it changes.

And a board scrolled in its frame keeps its row numbers and column letters above the tiles
put down (before, a tile put down covered the number of its row).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import best_move

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
STATUS = f"{W} [data-role='rack-status']"
SCORES = f"{W} [data-role='rack-scores']"
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"


def scene(page) -> dict:
    """Where the rack (a chosen tile is drawn lifted, so the rack's box, not its tiles'), the
    centre and the status line are."""
    return {"tiles": kit.boxes(page, f"{W} .summy-rack")[0],
            "centre": kit.boxes(page, f"{W} [data-cell='M13']")[0],
            "status": kit.boxes(page, STATUS)[0]}


def assert_nothing_moved(before: dict, after: dict) -> None:
    for key in ("tiles", "centre"):
        assert after[key] == before[key], (key, before[key], after[key])
    assert after["status"]["height"] == before["status"]["height"], (before, after)
    assert kit.inside_window(after["status"]), after["status"]


def open_on_a_phone(frontend_notebook, theme: str = "light"):
    """The game in a column of 330 px on a touch screen (JupyterLab at 700x900 beside its file
    browser), scrolled to the widget's top."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"], theme=theme, has_touch=True)
    nb.page.set_viewport_size({"width": 700, "height": 900})
    nb.page.wait_for_selector(f"{W}.summy-windowed.summy-stacked")
    kit.to_top(nb.page, W, settle_ms=300)
    return nb


def lay_best_move_by_tapping(nb) -> dict:
    page = nb.page
    best = best_move(nb)
    for tile in best["tiles"]:
        page.tap(f"{W} [data-rack-index='{tile['index']}']")
        page.tap(f"{W} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    return best


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_phone_sees_the_preview_and_the_error_by_the_rack(frontend_notebook, theme):
    nb = open_on_a_phone(frontend_notebook, theme)
    page = nb.page
    start = scene(page)
    assert kit.inside_window(start["status"]) and start["status"]["height"] > 40, start
    assert page.inner_text(STATUS) == page.inner_text(f"{W} [data-role='preview']")
    # the side panel (with the preview) is below the window: only the rack's line shows it
    assert kit.boxes(page, f"{W} [data-role='preview']")[0]["y"] > 900

    # a tile tapped onto the centre's =: the error, by the rack
    page.tap(f"{W} [data-rack-index='0']")
    page.tap(f"{W} [data-cell='M13']")
    page.wait_for_selector(f"{STATUS}[data-state='error']")
    assert "M13 already holds the tile '=': tap an empty cell" in page.inner_text(STATUS)
    assert_nothing_moved(start, scene(page))
    kit.shot(page, f"summy-{theme}-phone-status-error-700")

    # a legal move laid by tapping: its points, by the rack
    page.tap(f"{W} [data-rack-index='0']")  # (let go of the chosen tile)
    best = lay_best_move_by_tapping(nb)
    page.wait_for_selector(f"{STATUS}[data-state='legal']")
    assert f"is legal and scores {best['score']} points" in page.inner_text(STATUS)
    assert_nothing_moved(start, scene(page))
    kit.shot(page, f"summy-{theme}-phone-status-legal-700")
    kit.assert_accessible(page, W, "a phone: the rack's status line")

    # beside the board (a wide window) the side panel says it: no line by the rack
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.wait_for_selector(f"{W}:not(.summy-stacked)")
    assert page.is_hidden(STATUS)


# ``cell`` scrolled under the number of its row, as a frame scrolled to the right shows it; then
# what is drawn on top where the two overlap
UNDER_THE_NUMBER = """([root, cell]) => {
  const node = document.querySelector(`${root} [data-cell='${cell}']`);
  const number = node.parentElement.querySelector("[role='rowheader']");
  const wrap = document.querySelector(`${root} .summy-board-wrap`);
  wrap.scrollLeft += node.getBoundingClientRect().left - number.getBoundingClientRect().left;
  const box = number.getBoundingClientRect();
  const cellBox = node.getBoundingClientRect();
  // the middle of where the two overlap (the frame may not scroll far enough to cover all)
  const [left, right] = [Math.max(box.left, cellBox.left), Math.min(box.right, cellBox.right)];
  const top = document.elementFromPoint((left + right) / 2, box.top + box.height / 2);
  return {under: right - left >= 4, shown: !!top && top.closest("[role='rowheader']") === number};
}"""


def test_tiles_put_down_pass_under_the_row_numbers(frontend_notebook):
    nb = open_on_a_phone(frontend_notebook)
    page = nb.page
    best = lay_best_move_by_tapping(nb)
    cell = best["tiles"][0]["cell"]
    seen = page.evaluate(UNDER_THE_NUMBER, [W, cell])
    assert seen["under"] and seen["shown"], (cell, seen)
    kit.shot(page, "summy-light-phone-tile-under-the-number-700")
    kit.axe_clean(page, W, "a tile put down under the row numbers")


# the status line's words, and whether its three lines hold them all (nothing cut off)
STATUS_WORDS = """(s) => { const e = document.querySelector(s);
  return {text: e.textContent, whole: e.scrollHeight <= e.clientHeight + 1}; }"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_phone_with_no_sum_to_make_is_told_to_exchange_by_the_rack(frontend_notebook, lang):
    """No sum fits the tiles (seed 3, the first turn): the rack's line says what to do in words
    its three lines hold, also in German (before, it repeated the long words of the preview, and
    "press Exchange tiles" was cut off at a phone's width; after a move of the computer, always)."""
    nb = open_on_a_phone(frontend_notebook)
    page = nb.page
    nb.run(f"w.lang = {lang!r}; w.new_game(seed=3)")
    page.wait_for_selector(f"{STATUS}[data-state='stuck']")
    button = page.inner_text(f"{W} button[data-action='exchange']")
    seen = page.evaluate(STATUS_WORDS, STATUS)
    assert seen["whole"] and button in seen["text"], (seen, button)
    preview = page.inner_text(f"{W} [data-role='preview']")  # the side panel keeps it all
    assert button in preview and len(preview) > len(seen["text"]) + 40, preview
    assert kit.inside_window(kit.boxes(page, STATUS)[0])
    # the button it names is in sight, by the rack (before, below the board's side panel)
    exchange = kit.boxes(page, f"{W} .summy-rackbar [data-action='exchange']")[0]
    assert kit.inside_window(exchange) and exchange["height"] >= 44, exchange
    kit.shot(page, f"summy-light-phone-status-stuck-{lang}-700")
    kit.axe_clean(page, W, f"no sum to make, on a phone ({lang})")
    page.tap(f"{W} [data-action='exchange']")
    page.wait_for_selector(f"{W} [data-role='exchange-dialog'][open]")
    page.tap(f"{W} [data-action='exchange-cancel']")
    page.wait_for_selector(f"{W} [data-role='exchange-dialog']:not([open])", state="attached")


# where each of the buttons shown is, and which of the widget's rows of buttons holds it
BUTTONS_JS = """(root) => Object.fromEntries([...document.querySelectorAll(
    `${root} .summy-rack-buttons .summy-button, ${root} .summy-side-buttons .summy-button`)]
  .filter((b) => b.getClientRects().length).map((b) => { const r = b.getBoundingClientRect();
    const rack = b.parentElement.classList.contains('summy-rack-buttons');
    return [b.dataset.action, {row: rack ? 'rack' : 'side', x: r.x, y: r.y, right: r.right,
      bottom: r.bottom, width: r.width, height: r.height, window: [innerWidth, innerHeight]}];
  }))"""
#: the buttons of the rack's row and of the side panel's first row, side panel below and beside
FIVE, BELOW = ["submit", "recall", "shuffle", "exchange", "hint"], ["new-game", "save"]
THREE, BESIDE = FIVE[:3], ["exchange", "hint", *BELOW]


def assert_rows(page, rack: list[str], side: list[str]) -> dict:
    """The rack's row holds the buttons ``rack`` in that order, left to right (wrapped where the
    column is narrow: then top to bottom), no two overlapping; the side panel's row ``side``."""
    seen = page.evaluate(BUTTONS_JS, W)
    for row, names in (("rack", rack), ("side", side)):
        assert [n for n in seen if seen[n]["row"] == row] == names, (row, seen)
    for a, b in zip(rack, rack[1:]):
        assert seen[a]["right"] <= seen[b]["x"] or seen[a]["bottom"] <= seen[b]["y"], seen
    return seen


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_exchange_and_hint_stand_by_the_rack_where_the_side_panel_is_below(frontend_notebook,
                                                                           theme):
    """A tablet upright or a phone shows the side panel below the board, out of sight: Exchange
    tiles and Hint join Submit, Recall and Shuffle in the rack's row, what Hint brings is said
    in the rack's line, and the points stand beside the rack's title (before, a pupil scrolled
    past the board to find the buttons, to read the hint and to see who leads). Beside the
    board the buttons head the side panel's again; a button moved keeps the keyboard's focus."""
    nb = open_on_a_phone(frontend_notebook, theme)
    page = nb.page
    seen = assert_rows(page, FIVE, BELOW)
    for name in ("exchange", "hint"):
        assert kit.inside_window(seen[name]) and seen[name]["height"] >= 44, seen
        assert seen[name]["bottom"] <= kit.boxes(page, STATUS)[0]["y"], seen
    assert kit.small_controls(page, f"{W} .summy-rackbar") == []
    # the points too, in one line beside the rack's title (the table of scores is below)
    points, title = (kit.boxes(page, s)[0] for s in (SCORES, f"{W} .summy-rack-title"))
    assert page.inner_text(SCORES) == "You 0 · Computer 0", page.inner_text(SCORES)
    assert kit.inside_window(points) and points["height"] <= title["height"] + 1, (points, title)
    assert points["x"] >= title["right"] and abs(points["bottom"] - title["bottom"]) < 4
    start = scene(page)

    # Hint, tapped by the rack: its words there, whole, and nothing moves
    page.tap(f"{W} [data-action='hint']")
    page.wait_for_selector(f"{STATUS}[data-state='hint']")
    hint = page.inner_text(f"{W} [data-role='hint']")
    seen = page.evaluate(STATUS_WORDS, STATUS)
    assert hint.startswith("Hint 1 of 4: ") and seen["text"] == hint and seen["whole"], (hint, seen)
    assert_nothing_moved(start, scene(page))
    assert kit.low_contrast(page, W) == []
    kit.shot(page, f"summy-{theme}-phone-hint-by-the-rack-700")
    # a tile put down: the line says what the tiles do again
    page.tap(f"{W} [data-rack-index='0']")
    page.tap(f"{W} [data-cell='M12']")
    page.wait_for_selector(f"{STATUS}[data-state='illegal']")
    page.tap(f"{W} [data-action='recall']")

    # a column of 590 px (a tablet across with JupyterLab's file browser open, or upright
    # without it): the five in one row under the tiles
    page.set_viewport_size({"width": 1024, "height": 768})
    page.wait_for_function(f"() => document.querySelector('{W}').offsetWidth > 500")
    seen = assert_rows(page, FIVE, BELOW)
    assert len({round(b["y"]) for n, b in seen.items() if b["row"] == "rack"}) == 1, seen
    assert kit.inside_window(seen["hint"]), seen
    kit.shot(page, f"summy-{theme}-five-by-the-rack-1024x768")
    if theme == "light":  # the README's picture: the board and the rack
        kit.publish(kit.shot(page, "summy-tablet", selector=f"{W} .summy-left"), "summy-tablet.png")

    # the keyboard on Hint, the window widened: Hint beside the board, and still focused
    page.focus(f"{W} [data-action='hint']")
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.wait_for_selector(f"{W}:not(.summy-stacked)")
    assert_rows(page, THREE, BESIDE)
    assert page.evaluate("() => document.activeElement.dataset.action") == "hint"
    assert page.is_hidden(STATUS) and page.is_hidden(SCORES)
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_selector(f"{W}.summy-stacked .summy-rack-buttons [data-action='hint']")
    assert page.evaluate("() => document.activeElement.dataset.action") == "hint"
    kit.assert_accessible(page, W, f"Exchange tiles and Hint by the rack, {theme}")


FRACTION = "tests/browser/notebooks/summy_fraction.ipynb"
FRACTION_SUM = [("J13", "9"), ("K13", ":"), ("L13", "4"), ("N13", "7")]
FRACTION_WHY = {
    "en": "9:4=7: the left side is 9/4, not a whole number (between 2 and 3), but the right "
          "side says 7",
    "de": "9:4=7: die linke Seite ergibt 9/4, keine ganze Zahl (zwischen 2 und 3), aber rechts "
          "steht 7",
    "nl": "9:4=7: de linkerkant is 9/4, geen heel getal (tussen 2 en 3), maar de rechterkant "
          "zegt 7",
}


def test_a_phone_sees_the_whole_reason_why_a_sum_is_wrong_by_the_rack(frontend_notebook):
    """9:4=7 tapped through the centre's '=' (seed 6): the rack's three lines hold the sum and
    the whole reason, up to "but the right side says 7", in each language (before, they
    repeated the preview's longer words and were cut off before the end in English and German:
    "…, but the…"). The preview in the side panel keeps its whole sentence."""
    nb = kit.open_widget(frontend_notebook, FRACTION, W, "[data-rack-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"], has_touch=True)
    page = nb.page
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_selector(f"{W}.summy-windowed.summy-stacked")
    kit.to_top(page, W, settle_ms=300)
    start = scene(page)
    for cell, symbol in FRACTION_SUM:
        page.tap(f"{W} [data-rack-index][data-symbol='{symbol}']:not(.summy-used)")
        page.tap(f"{W} [data-cell='{cell}']")
        page.wait_for_selector(f"{W} [data-cell='{cell}'].summy-pending")
    page.wait_for_selector(f"{STATUS}[data-state='illegal']")
    for lang, why in FRACTION_WHY.items():
        nb.run(f"w.lang = {lang!r}")
        page.wait_for_function("([s, t]) => document.querySelector(s).textContent === t",
                               arg=[STATUS, why], timeout=30_000)
        assert page.evaluate(STATUS_WORDS, STATUS)["whole"], lang
        if lang == "en":  # (German's longer button words take more room: not compared)
            assert_nothing_moved(start, scene(page))
        status = kit.boxes(page, STATUS)[0]
        assert kit.inside_window(status) and status["height"] == start["status"]["height"]
        preview = page.inner_text(f"{W} [data-role='preview']")
        assert why.split(": ", 1)[1] in preview and len(preview) > len(why) + 20, preview
        kit.shot(page, f"summy-light-phone-status-fraction-{lang}-700")
    kit.assert_accessible(page, W, "a phone: why 9:4=7 is wrong, by the rack")


# the game of the notebook played to its end at once: You (and the computer) play greedy's moves
PLAY_TO_THE_END = """from summy_widget import summy
w.speed = 'off'
while w.session.phase != 'over':
    w.session.act(summy.computer_move(w.session.game))
w._refresh()"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_phone_sees_who_won_and_new_game_by_the_rack(frontend_notebook, theme):
    """At the game's end with the side panel below (a tablet upright, a phone), the rack's line
    says who won and the points, as the game-over box below does, and New game stands in the
    rack's row (before, the rack was an empty box whose title was cut, and a pupil scrolled past
    the board to learn who won and to start again). Beside the board, New game stays in the side
    panel. Pressed by the rack, New game hands the keyboard to the new tiles."""
    nb = open_on_a_phone(frontend_notebook, theme)
    page = nb.page
    nb.run(PLAY_TO_THE_END)
    page.wait_for_selector(f"{STATUS}[data-state='over']")
    kit.to_top(page, W, settle_ms=300)
    winner, scores = (page.inner_text(f"{W} .summy-over-{part}") for part in ("winner", "scores"))
    assert page.inner_text(STATUS) == f"{winner} {scores}", page.inner_text(STATUS)
    assert "You: " in scores and "Computer: " in scores and "★" in scores, scores
    seen = assert_rows(page, ["new-game"], ["save"])
    status = kit.boxes(page, STATUS)[0]
    assert kit.inside_window(seen["new-game"]) and seen["new-game"]["height"] >= 44, seen
    assert kit.inside_window(status) and seen["new-game"]["bottom"] <= status["y"], status
    assert page.evaluate(STATUS_WORDS, STATUS)["whole"]
    assert page.is_hidden(SCORES)  # the line says the points
    # the title says why the rack is empty in one line, cut short with "…" inside the rack
    bar, title = (kit.boxes(page, s)[0] for s in (f"{W} .summy-rackbar", f"{W} .summy-rack-title"))
    look = page.eval_on_selector(f"{W} .summy-rack-title", """t => ({cut: t.scrollWidth >
        t.clientWidth, overflow: getComputedStyle(t).textOverflow})""")
    assert title["right"] <= bar["right"] and look == {"cut": True, "overflow": "ellipsis"}, look
    assert title["height"] < 30, title
    assert kit.low_contrast(page, W) == []
    kit.shot(page, f"summy-{theme}-phone-game-over-700")
    kit.assert_accessible(page, W, f"the game's end by the rack, {theme}")

    # beside the board (1400x1000): New game is the side panel's again, the rack's line not shown
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.wait_for_selector(f"{W}:not(.summy-stacked)")
    assert_rows(page, [], BESIDE)
    assert page.is_hidden(STATUS)
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_selector(f"{W}.summy-stacked .summy-rack-buttons [data-action='new-game']")

    # New game by the keyboard: a new game, its tiles focused, New game back in the side panel
    page.focus(f"{W} .summy-rack-buttons [data-action='new-game']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W}[data-turns='0'] .summy-rack-tile", timeout=30_000)
    page.wait_for_selector(f"{W} .summy-side-buttons [data-action='new-game']")
    assert page.evaluate("() => document.activeElement.dataset.rackIndex") == "0"
    assert_rows(page, FIVE, BELOW)
    assert page.get_attribute(STATUS, "data-state") != "over"
