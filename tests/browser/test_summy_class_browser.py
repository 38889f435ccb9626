"""Summy as a class meets it in JupyterLab: a projector at a usual size, the score table in
every language and size, the words at the end, the review's marks, the live region, and
the computer's move being laid (Hint waits, Skip shows it at once).

The notebook starts ``w = SummyWidget(seed=4, opponent="computer")``; the tests change the
widget from the kernel (``nb.run``). Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import kernel_json
from test_summy_computer_browser import play_best_move_by_clicking
from test_summy_tablet_browser import ZOOM_SCENE, assert_zoom_end, assert_zoom_stays_put, zoom_to

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"  # seed 4 against the computer
W = ".summy-widget"
WRAP = f"{W} .summy-board-wrap"
LIVE = f"{W} [data-role='live']"

# the cells drawn (in the part in play) and those the board's frame shows now
CELLS_SEEN = """(root) => {
  const w = document.querySelector(root);
  const frame = w.querySelector('.summy-board-wrap').getBoundingClientRect();
  const drawn = [...w.querySelectorAll('[data-cell]')].filter((c) => c.getClientRects().length);
  const seen = drawn.filter((c) => { const b = c.getBoundingClientRect();
    return b.left >= frame.left - 1 && b.right <= frame.right + 1 && b.top >= frame.top - 1
      && b.bottom <= frame.bottom + 1; });
  return {drawn: drawn.map((c) => c.dataset.cell), seen: seen.map((c) => c.dataset.cell),
          cell: seen.length ? seen[0].getBoundingClientRect().width : 0};
}"""


# how many cells a cell lies from the middle of the board's frame, across or down
OFF_MIDDLE = """([root, name]) => {
  const w = document.querySelector(root);
  const frame = w.querySelector('.summy-board-wrap').getBoundingClientRect();
  const at = w.querySelector(`[data-cell='${name}']`).getBoundingClientRect();
  const dx = (at.left + at.right - frame.left - frame.right) / 2;
  const dy = (at.top + at.bottom - frame.top - frame.bottom) / 2;
  return Math.max(Math.abs(dx), Math.abs(dy)) / at.width;
}"""


# the room between the cursor's ring (3 px wide, 1 px from its cell: its gap and the inner 1 px
# of its line, for at the board's far edges the frame scrolls no further than the board's 2 px
# border) and the edges of what the board's frame shows: clear of the sticky letters and numbers
RING_ROOM = """(root) => {
  const w = document.querySelector(root), wrap = w.querySelector('.summy-board-wrap');
  const frame = wrap.getBoundingClientRect(), corner = w.querySelector('.summy-corner');
  const at = w.querySelector('.summy-cursor').getBoundingClientRect(), ring = 2;
  const left = frame.left + wrap.clientLeft, top = frame.top + wrap.clientTop;
  return {left: at.left - ring - (left + corner.getBoundingClientRect().width),
          top: at.top - ring - (top + corner.getBoundingClientRect().height),
          right: left + wrap.clientWidth - (at.right + ring),
          bottom: top + wrap.clientHeight - (at.bottom + ring)};
}"""


def cells_after_zoom(page, action: str, clicks: int, until) -> dict:
    """Press a zoom button, then read the board's cells once ``until(cells)`` holds and two
    readings 150 ms apart agree (a fixed wait is too short on a busy machine); after 9 s, the
    last reading, for the test's assertion to show."""
    for _ in range(clicks):
        page.click(f"{W} [data-action='{action}']")
    last = None
    for _ in range(60):
        page.wait_for_timeout(150)
        now = page.evaluate(CELLS_SEEN, W)
        if until(now) and now == last:
            return now
        last = now
    return last


def open_summy(frontend_notebook, **options):
    return kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-rack-index='0']", **options)


def box(page, selector: str) -> dict:
    found = kit.boxes(page, selector)
    assert found, selector
    return found[0]


# -- 1. a projector at 1280x800 and 1400x1000 --------------------------------------------------
@pytest.mark.parametrize(("size", "file_browser", "theme"), [
    ("1280x800", True, "light"), ("1280x800", False, "dark"),
    ("1400x1000", True, "dark"), ("1400x1000", False, "light"),
])
def test_the_projector_at_a_usual_size_shows_a_useful_board(frontend_notebook, size, file_browser,
                                                            theme):
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS[size], file_browser=file_browser,
                    theme=theme)
    page = nb.page
    # as SummyWidget(..., projector=True); the zoom first: each trait is a message of its own,
    # so once the page shows the projector it has the zoom too
    nb.run("w.zoom = 1.25\nw.projector = True")
    page.wait_for_selector(f"{W}.summy-projector")
    page.wait_for_timeout(400)
    kit.to_top(page, W)
    name = f"summy-{theme}-projector-{size}-{'files' if file_browser else 'nofiles'}"
    kit.shot(page, name)
    seen = page.evaluate(CELLS_SEEN, W)
    # cells large enough to read from the back of the room
    assert seen["cell"] >= 32, seen
    # every cell a first move may need is drawn (the centre and a rack's length around it):
    # the best first move starts at M8
    for cell in ("E13", "U13", "M5", "M21", "M8", "I9"):
        assert cell in seen["drawn"], (cell, len(seen["drawn"]))
    assert "M13" in seen["seen"] and "M8" in seen["seen"], seen["seen"]
    # the rack in one row, Submit in the window without scrolling the notebook
    tiles = kit.boxes(page, f"{W} [data-rack-index]")
    assert len(tiles) == 8 and len({round(t["y"]) for t in tiles}) == 1, tiles
    assert all(t["width"] >= 36 for t in tiles), tiles
    submit = box(page, f"{W} [data-action='submit']")
    assert kit.inside_window(submit), submit
    # the score table lies inside the side panel
    side = box(page, f"{W} .summy-side")
    for cell in kit.boxes(page, f"{W} .summy-scores td"):
        assert cell["right"] <= side["right"] + 0.5 and cell["x"] >= side["x"] - 0.5, (cell, side)
    # zoom - shows more of the board, + less; - and + stay where they are
    buttons = kit.boxes(page, f"{W} [data-action^='zoom-']")
    smaller = cells_after_zoom(page, "zoom-out", 1, lambda c: c["cell"] < seen["cell"])
    assert len(smaller["seen"]) > len(seen["seen"]) and smaller["cell"] >= 32, (smaller, seen)
    assert "M13" in smaller["seen"]
    kit.shot(page, name + "-zoom-out")
    # each click counts, also once all of the part in play is in sight
    smallest = cells_after_zoom(page, "zoom-out", 1, lambda c: c["cell"] < smaller["cell"])
    assert smallest["cell"] < smaller["cell"], (smallest, smaller)
    larger = cells_after_zoom(page, "zoom-in", 3, lambda c: c["cell"] > seen["cell"])
    assert len(larger["seen"]) < len(seen["seen"]) and larger["cell"] > seen["cell"], larger
    assert kit.boxes(page, f"{W} [data-action^='zoom-']") == buttons
    nb.run("w.zoom = 1.25")
    page.wait_for_function(f"([root, cell]) => Math.abs(({CELLS_SEEN})(root).cell - cell) < 0.5",
                           arg=[W, seen["cell"]])  # the board drawn at that zoom again
    # the best first move, by clicking: its cells can be reached
    best = play_best_move_by_clicking(nb)
    assert best["tiles"][0]["cell"] == "M8", best  # outside the 7x7 around M13 shown before
    kit.shot(page, name + "-move")


def test_the_projector_with_the_side_panel_below_keeps_it_there_at_every_zoom(frontend_notebook):
    """The projector in a column a little too narrow for the side panel beside the board (1265
    px with the file browser: at 1280 px, a desktop browser's scroll bar takes as much): the
    side panel is below the board, and - and + keep it there. Before, - made the cells small
    enough for it to jump beside the board, and - with it, out from under the pointer."""
    nb = open_summy(frontend_notebook, viewport=(1265, 800), file_browser=True)
    page = nb.page
    nb.run("w.zoom = 1.25\nw.projector = True")
    page.wait_for_selector(f"{W}.summy-projector.summy-stacked")
    page.wait_for_timeout(400)
    seen = page.evaluate(CELLS_SEEN, W)
    smaller = cells_after_zoom(page, "zoom-out", 1, lambda c: c["cell"] < seen["cell"])
    assert smaller["cell"] < seen["cell"], (smaller, seen)
    buttons = kit.boxes(page, f"{W} [data-action^='zoom-']")
    cell = smaller["cell"]
    for action in ("zoom-out", "zoom-in", "zoom-in", "zoom-in"):
        grows = action == "zoom-in"
        now = cells_after_zoom(page, action, 1,
                               lambda c, cell=cell, grows=grows: (c["cell"] > cell) == grows
                               and c["cell"] != cell)
        assert (now["cell"] > cell) == grows and now["cell"] != cell, (action, now, cell)
        cell = now["cell"]
        assert "summy-stacked" in page.get_attribute(W, "class"), action
        assert kit.boxes(page, f"{W} [data-action^='zoom-']") == buttons, action
    kit.shot(page, "summy-light-projector-side-below-1265x800-zoomed")


def test_minus_and_plus_change_the_cells_and_nothing_else_on_the_whole_board(
        frontend_notebook):
    """A notebook at 1400x1000, by mouse: + makes the cells larger (the board scrolls in its
    frame) and - smaller, every click; the frame, the rack with Submit and the side panel with
    - and + stay where they are, so the next click finds its button."""
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    kit.to_top(page, W)
    start = page.evaluate(ZOOM_SCENE, W)
    steady = {"frame": start["frame"], "submit": box(page, f"{W} [data-action='submit']")}
    fitted = start["cell"]
    assert 16 <= fitted < 32 and not start["stacked"], start
    for button, cell in (("zoom-in", 40), ("zoom-in", 50), ("zoom-out", 40), ("zoom-out", fitted),
                         ("zoom-out", int(fitted * 0.8))):
        after = zoom_to(page, button, cell, tap=False)
        assert_zoom_stays_put(start, after)
        assert {"frame": after["frame"], "submit": box(page, f"{W} [data-action='submit']")} \
            == steady, (button, cell)
        if cell == 50:
            kit.shot(page, "summy-light-zoom-in-whole-board-1400x1000")
    assert nb.run("print(w.zoom)").strip() == "0.8"
    kit.shot(page, "summy-light-zoom-out-whole-board-1400x1000")
    # at the zoom's ends the button that can do no more says so (and stays in the keyboard's way)
    nb.run("w.zoom = 0.5")
    assert_zoom_end(nb, "zoom-out", "0.5")
    kit.assert_accessible(page, W, "zoomed out to the end, the board in the middle of its frame")
    nb.run("w.zoom = 3.0")
    assert_zoom_end(nb, "zoom-in", "3.0")


def test_two_quick_clicks_on_zoom_are_two_steps_on_a_busy_kernel(frontend_notebook):
    """A teacher clicks + twice while the kernel is still busy (a class of laptops on one
    server): both clicks count, as they would on a quiet kernel. The board, now larger than
    its frame, shows the tiles in the middle, keeps the row numbers and column letters at its
    edges, and follows the keyboard's cursor."""
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    before = page.evaluate(CELLS_SEEN, W)["cell"]
    busy = nb._kernel().execute("import time; time.sleep(2.5)", store_history=False)
    page.wait_for_timeout(300)  # the kernel is in the cell: the clicks wait behind it
    page.click(f"{W} [data-action='zoom-in']")
    page.click(f"{W} [data-action='zoom-in']")
    nb._kernel().get_shell_msg(timeout=30)  # the busy cell's reply
    assert nb.run("print(w.zoom)").strip() == "1.5625", busy
    page.wait_for_function(f"([root, cell]) => ({CELLS_SEEN})(root).cell >= cell",
                           arg=[W, before * 1.5])
    page.wait_for_timeout(200)
    larger = page.evaluate(CELLS_SEEN, W)["cell"]
    # the board scrolls in its frame now: the tiles (the = on M13) in the middle of the view,
    # not the board's top left corner
    kit.to_top(page, W)
    kit.shot(page, "summy-light-zoom-two-steps-1400x1000")
    assert page.evaluate(OFF_MIDDLE, [W, "M13"]) <= 1, page.evaluate(OFF_MIDDLE, [W, "M13"])
    # and the numbers of the rows stay at its left edge, as the letters stay at its top
    frame = box(page, WRAP)
    number = box(page, f"{W} [role='rowheader']")
    assert abs(number["x"] - frame["x"]) < 4 and number["width"] > 20, (number, frame)
    letter = page.evaluate(f"""() => [...document.querySelectorAll("{W} [role='columnheader']")]
        .map((c) => c.getBoundingClientRect()).find((b) => b.left > {frame["x"] + 60})""")
    assert abs(letter["top"] - frame["y"]) < 4, (letter, frame)
    # the keyboard's cursor to A1 and then to Y25: the frame follows it, clear of the letters and
    # numbers that stay at its edges
    page.focus(f"{W} .summy-board")
    for keys, cell in ((["ArrowLeft", "ArrowUp"], "A1"), (["ArrowRight", "ArrowDown"], "Y25")):
        for _ in range(24):  # (the cursor stops at the board's edge)
            for key in keys:
                page.keyboard.press(key)
        page.wait_for_selector(f"{W} [data-cell='{cell}'].summy-cursor")
        page.wait_for_timeout(150)
        room = page.evaluate(RING_ROOM, W)
        assert all(gap >= -1 for gap in room.values()), (cell, room)
    kit.shot(page, "summy-light-zoom-cursor-Y25-1400x1000")
    kit.assert_accessible(page, W, "zoomed in past the frame, the cursor on Y25")
    page.click(f"{W} [data-action='zoom-out']")
    # the click's message and the test's own cell reach the kernel by different ways: the
    # cells shrink only once the kernel has taken the click, so wait for them first
    page.wait_for_function(f"([root, cell]) => ({CELLS_SEEN})(root).cell < cell",
                           arg=[W, larger])
    assert nb.run("print(w.zoom)").strip() == "1.25"
    page.wait_for_timeout(200)
    assert page.evaluate(OFF_MIDDLE, [W, "M13"]) <= 1


# -- 2. the score table fits and reads well at every size, in every language ---------------------
# what does not fit: a cell of the table out of the side panel (or cut off inside it), and a
# count and its word ("8 tiles", "4 hints", "0 points") broken over two lines
TABLE_FAULTS = """(root) => {
  const w = document.querySelector(root);
  const side = w.querySelector('.summy-side').getBoundingClientRect();
  const faults = [];
  for (const td of w.querySelectorAll('.summy-scores td, .summy-scores tr')) {
    const b = td.getBoundingClientRect();
    if (b.right > side.right + 0.5 || b.left < side.left - 0.5) {
      faults.push(['out', td.className, td.textContent, b.left, b.right, side.left, side.right]);
    }
    if (td.tagName === 'TD' && td.scrollWidth > td.clientWidth + 1) {
      faults.push(['cut', td.className, td.textContent]);
    }
  }
  const pairs = w.querySelectorAll('.summy-scores .summy-count, .summy-scores .summy-score,'
    + ' .summy-scores .summy-hints:not([hidden])');
  for (const node of pairs) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    if (lines.size > 1) faults.push(['broken', node.textContent]);
  }
  return faults;
}"""
TO_MOVE = {"en": "to move", "de": "ist am Zug", "nl": "is aan de beurt"}
HINTS = {"en": "4 hints", "de": "4 Tipps", "nl": "4 tips"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_score_table_fits_at_every_size(frontend_notebook, lang):
    theme = "dark" if lang == "nl" else "light"
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS["1400x1000"], theme=theme)
    page = nb.page
    nb.run(f"w.lang = {lang!r}\nw.speed = 'slow'\n"
           "w.players = [dict(p, hints=4 if i == 0 else 1) for i, p in enumerate(w.players)]")
    page.wait_for_selector(f"{W} [data-player='0'] .summy-hints[data-hints='4']")
    table = f"{W} [data-role='scores']"
    row = page.inner_text(f"{table} [data-player='0']")
    assert HINTS[lang] in row and "8 " in row, row
    # "to move": the marker ▶ on the row (aria-current) and the words for screen readers
    status = page.locator(f"{table} tr[aria-current='true'] .summy-status")
    assert status.count() == 1 and status.inner_text() == TO_MOVE[lang]
    assert page.evaluate(f"""() => getComputedStyle(document.querySelector(
        "{table} .summy-status")).position""") == "absolute"  # sr-only: not in the layout
    hints1 = page.inner_text(f"{table} [data-player='1'] .summy-hints")
    assert hints1 == {"en": "1 hint", "de": "1 Tipp", "nl": "1 tip"}[lang]
    for size in ("1400x1000", "1280x800", "700"):  # the file browser open
        width, height = kit.VIEWPORTS[size]
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        assert page.evaluate(TABLE_FAULTS, W) == [], (size, lang)
    kit.to_top(page, W)
    kit.shot(page, f"summy-{theme}-scores-{lang}-700")
    # full screen at 700x900
    page.click(f"{W} [data-action='fullscreen']")
    page.wait_for_function(f"() => document.fullscreenElement === document.querySelector('{W}')")
    page.wait_for_timeout(400)
    assert page.evaluate(TABLE_FAULTS, W) == [], ("full screen 700", lang)
    kit.shot(page, f"summy-{theme}-scores-{lang}-fullscreen-700")
    page.click(f"{W} [data-action='fullscreen']")  # leaves full screen
    page.wait_for_function("() => !document.fullscreenElement")
    # the computer's turn at 1400x1000 (the file browser open): its row fits too
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.wait_for_timeout(300)
    play_best_move_by_clicking(nb)
    kit.hold_steps(page, "layNext", after=1)  # the computer's turn stays shown while it is read
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-animating]", timeout=20_000)
    assert page.locator(f"{table} tr[data-player='1'][aria-current='true']").count() == 1
    assert page.evaluate(TABLE_FAULTS, W) == [], ("computer's turn", lang)
    kit.to_top(page, W)
    kit.shot(page, f"summy-{theme}-scores-{lang}-computer-1400x1000")


# the height of each name in the score table, in lines of its own font
NAME_LINES_JS = """(s) => [...document.querySelectorAll(s + ' .summy-scores .summy-name')]
  .map((e) => { const style = getComputedStyle(e);
    const line = style.lineHeight === 'normal' ? 1.2 * parseFloat(style.fontSize)
      : parseFloat(style.lineHeight);
    return e.getBoundingClientRect().height / line; })"""


@pytest.mark.parametrize("size", [(1024, 768), (1280, 800)])
def test_four_players_in_full_screen_keep_the_turns_buttons_on_the_screen(
        frontend_notebook, size):
    """Full screen on a 1024x768 or 1280x800 projector, four players, the person's turn after
    two rounds with no sum to make: each name keeps one line
    in the score table ("Computer 1", not "Computer / 1": the narrow panel's smaller padding
    was outweighed by a later rule; its level goes on the line below, beside its tiles), so
    the message that the person must exchange and the
    Exchange tiles button it names are on the screen together, without a scroll."""
    nb = open_summy(frontend_notebook, viewport=size)
    page = nb.page
    # four players (three computers) after two rounds: the person has no legal move
    seats = ["You", "computer:greedy", "computer:strong", "computer:beginner"]
    assert kit.summy_rounds(nb, seats, 91, 2) == (8, 0)
    page.wait_for_selector(f"{W}[data-turns='8']")
    page.click(f"{W} [data-action='fullscreen']")
    page.wait_for_function(f"() => document.fullscreenElement === document.querySelector('{W}')")
    page.wait_for_timeout(500)
    lines = page.evaluate(NAME_LINES_JS, W)
    assert len(lines) == 4 and all(n < 1.5 for n in lines), lines
    assert page.evaluate(TABLE_FAULTS, W) == []
    # each computer's level under its name, beside its tiles (a person's row has none)
    levels = page.locator(f"{W} .summy-scores tr").evaluate_all(
        "rows => rows.map((r) => r.querySelector('.summy-level')?.textContent ?? null)")
    assert levels == [None, "greedy", "strong", "beginner"], levels
    preview = page.inner_text(f"{W} [data-role='preview']")
    assert "Exchange tiles" in preview, preview
    for part in ("[data-role='preview']", "[data-action='exchange']", "[data-action='hint']"):
        box = kit.boxes(page, f"{W} {part}")[0]
        assert kit.inside_window(box), (size, part, box)
    kit.shot(page, f"summy-light-fullscreen-four-players-{size[0]}x{size[1]}")
    page.click(f"{W} [data-action='exchange']")  # the dialog to choose the tiles opens
    page.wait_for_selector(f"{W} dialog[data-role='exchange-dialog'][open]")


# -- 3., 4. the words at the end: "You won!", "1 tile" -------------------------------------------
END = """
w.lang = {lang!r}
w.history = [dict(turn=0, player=1, kind='exchange', text='', score=0, count=1)]
w.players = [dict(w.players[0], score=30, tiles=1), dict(w.players[1], score=20, tiles=8)]
w.bag_count = 1
"""
OVER = "w.players = [dict(w.players[0], tiles=1), dict(w.players[1], tiles=0)]\n" \
       "w.winners = [0]\nw.phase = 'over'"
WORDS = {
    "en": ("The computer exchanged 1 tile.", "Bag: 1 tile", "1 tile", "You won!"),
    "de": ("Der Computer hat 1 Stein getauscht.", "Vorrat: 1 Stein", "1 Stein",
           "Du hast gewonnen!"),
    "nl": ("De computer wisselde 1 fiche.", "Voorraad: 1 fiche", "1 fiche", "Jij hebt gewonnen!"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_one_tile_and_you_win_in_every_language(frontend_notebook, lang):
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    exchanged, bag, tile, win = WORDS[lang]
    nb.run(END.format(lang=lang))
    # each trait set is a message of its own: the bag is the last one
    page.wait_for_function("([s, t]) => document.querySelector(s).innerText === t",
                           arg=[f"{W} [data-role='bag']", bag])
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='computer']")
    assert exchanged in page.inner_text(f"{W} [data-role='preview']")
    assert page.inner_text(f"{W} [data-role='bag']") == bag
    assert page.inner_text(f"{W} [data-player='0'] .summy-count") == tile
    logged = {"en": "exchanged 1 tile", "de": "1 Stein getauscht", "nl": "1 fiche gewisseld"}
    assert page.inner_text(f"{W} [data-role='history'] .summy-history-text") == logged[lang]
    nb.run(OVER)
    page.wait_for_selector(f"{W} [data-role='game-over']:not([hidden])")
    over = page.inner_text(f"{W} [data-role='game-over']")
    assert win in over and "wins" not in over and "gewinnt" not in over, over
    assert " wint" not in over, over
    assert "null" not in over, over  # two players: no list of places, and no word for it
    assert page.inner_text(f"{W} [data-player='0'] .summy-count") == tile
    kit.wait_live(page, LIVE, win)
    kit.to_top(page, W)
    kit.shot(page, f"summy-light-you-win-{lang}-1280x800")
    # another winner keeps the sentence about a name
    nb.run("w.winners = [1]")
    other = {"en": "Computer wins!", "de": "Computer gewinnt!", "nl": "Computer wint!"}[lang]
    page.wait_for_function("([s, t]) => document.querySelector(s).textContent.includes(t)",
                           arg=[f"{W} [data-role='game-over']", other])


# -- 5. the review: the tiles drawn are read as tiles, and the marks have a key ------------------
REVIEW = ("from summy_widget import summy\nw.speed = 'off'\n"
          "s = summy.Session(['computer:beginner', 'computer:greedy'], seed=4)\n"
          "s.run_computers()\nw.session = s\nw._refresh()")


def outline(page, selector: str) -> list[str]:
    return page.evaluate("""(s) => { const c = getComputedStyle(document.querySelector(s));
        return [c.outlineStyle, c.outlineColor]; }""", selector)


def test_the_review_reads_its_tiles_and_shows_a_key(frontend_notebook):
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS["1400x1000"], theme="dark")
    page = nb.page
    nb.run(REVIEW)
    page.click(f"{W} [data-action='review']")
    page.wait_for_selector(f"{W} [data-review-turn='0']")
    grades = page.evaluate(f"""() => [...document.querySelectorAll('{W} [data-review-turn]')]
        .map(b => [b.dataset.reviewTurn, b.dataset.grade])""")
    turn = next(i for i, g in grades if g in ("mistake", "blunder", "inaccuracy"))
    page.click(f"{W} [data-review-turn='{turn}']")
    page.wait_for_selector(f"{W} .summy-review-best")
    labels = page.evaluate(f"""() => ['played', 'best'].map((k) => [...document.querySelectorAll(
        '{W} .summy-review-' + k)].map((c) => [c.dataset.cell, c.textContent,
        c.getAttribute('aria-label')]))""")
    played, best = labels
    assert played and best, labels
    spoken = {"+": "plus", "−": "minus", "×": "times", ":": "divided by", "=": "equals sign"}
    for cells, word in ((played, "played"), (best, "best move")):
        for cell, text, label in cells:
            assert "empty" not in label and label.startswith(f"{cell}, ")
            assert label.endswith(f", {word}"), label
            assert text in label or spoken.get(text, "?") in label, (text, label)
    # the key: the same marks as the board's, with words
    key = f"{W} [data-role='review-key']"
    assert page.is_visible(key)
    assert page.inner_text(key).split() == ["played", "best", "move"]
    assert outline(page, f"{key} .summy-key-played") == outline(
        page, f"{W} .summy-review-played")
    assert outline(page, f"{key} .summy-key-best") == outline(page, f"{W} .summy-review-best")
    assert outline(page, f"{key} .summy-key-played")[0] == "double"
    assert outline(page, f"{key} .summy-key-best")[0] == "dashed"
    assert kit.run_axe(page, W) == [] and kit.low_contrast(page, W) == []
    kit.to_top(page, W)
    kit.shot(page, "summy-dark-review-key-1400x1000")


# -- 6. the live region says the command line's answer only ---------------------------------------
WATCH_SAID = """(live) => {
  window.__added = [];
  new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
    window.__added.push(n.textContent); }).observe(document.querySelector(live), {childList: true});
}"""


def test_the_live_region_says_the_answer_only(frontend_notebook):
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    page.click(f"{W} [data-rack-index='0']")
    page.click(f"{W} [data-cell='L13']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']")
    preview = page.inner_text(f"{W} [data-role='preview']")
    kit.wait_live(page, LIVE, " on L13. Not legal yet")  # the tile in a few words
    page.evaluate(WATCH_SAID, LIVE)
    box = f"{W} [data-role='command']"
    for command, answer in (("rack", "Your tiles:"), ("score", "You 0 points"),
                            ("last", ""), ("rack", "Your tiles:")):
        count = page.evaluate("() => window.__added.length")
        page.fill(box, command)
        page.press(box, "Enter")
        page.wait_for_function("(n) => window.__added.length > n", arg=count)
        page.wait_for_timeout(300)  # a preview read again would come right after the answer
        added = page.evaluate("(n) => window.__added.slice(n)", count)
        assert len(added) == 1 and answer in added[0], (command, added)
        assert preview not in added[0], (command, added)
    # a tile laid is said again, in a few words with the state it leaves
    page.click(f"{W} [data-rack-index='1']")
    page.click(f"{W} [data-cell='N13']")
    page.wait_for_function("() => window.__added.some((t) => t.includes(' on N13. ')"
                           " && /legal/i.test(t))")


# -- 7. while the computer's tiles are laid, Hint waits; Skip shows them at once -----------------
def test_hint_waits_for_the_computers_tiles_and_skip_shows_them(frontend_notebook):
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    nb.run("w.speed = 'slow'")
    page.wait_for_function(f"() => document.querySelector(\"{W} [data-role='speed']\")"
                           ".value === 'slow'")
    play_best_move_by_clicking(nb)
    kit.hold_steps(page, "layNext", after=1)  # the first tile is laid, the others wait
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W} .summy-arrive", timeout=20_000)
    hint = f"{W} [data-action='hint']"
    assert page.is_disabled(hint) and page.is_disabled(f"{W} [data-action='exchange']")
    reason = page.evaluate(f"""() => document.getElementById(document.querySelector(
        "{hint}").getAttribute('aria-describedby')).textContent""")
    assert reason.startswith("Wait until the computer's tiles are laid"), reason
    page.evaluate(f"() => document.querySelector(\"{hint}\").click()")  # a click on it: nothing
    assert kit.low_contrast(page, f"{W} .summy-side") == [] and kit.run_axe(page, W) == []
    kit.to_top(page, W)
    kit.shot(page, "summy-light-replay-wait-1280x800")
    placed = kernel_json(nb, "import json; print(json.dumps(w.last_move['placed']))")
    shown = page.evaluate(f"""(cells) => cells.filter((c) =>
        document.querySelector("{W} [data-cell='" + c + "']").textContent.trim())""", placed)
    assert len(shown) < len(placed), (shown, placed)  # the move is not all laid yet
    # Skip: the whole move at once, the focus on the board
    page.focus(f"{W} [data-action='skip']")
    page.keyboard.press("Enter")
    kit.release_steps(page, run=False)  # Skip has shown the rest
    assert page.get_attribute(W, "data-animating") is None
    shown = page.evaluate(f"""(cells) => cells.filter((c) =>
        document.querySelector("{W} [data-cell='" + c + "']").textContent.trim())""", placed)
    assert shown == placed
    assert page.evaluate(f"() => document.activeElement === document.querySelector('{W} "
                         ".summy-board')")
    assert not page.is_visible(f"{W} [data-role='wait']")
    assert kernel_json(nb, "import json; print(json.dumps(w.hints_used))") == [0, 0]
    page.click(hint)
    page.wait_for_selector(f"{W} [data-role='hint']:not([hidden])")
    assert kernel_json(nb, "import json; print(json.dumps(w.hints_used))") == [1, 0]
