"""Summy as a class meets it on a tablet (lesson 01 in JupyterLab) and in a puzzle.

On a tablet (a touch context: Chromium's ``pointer: coarse``) at 1280x800 the whole board
would have cells of 18 px: the widget shows the part in play in cells of at least 28 px
(32 px at zoom 1), every button and field is at least 44 px each way, a move is played by
tapping, and a screen reader hears each tile laid or taken back in a few words ("7 on L13.
Not legal yet.") while the full preview stays Submit's description and is read on "?".
Without a touch screen the whole board is back. In a puzzle the score table ("▶ You ... to
move") gives way to the puzzle's own line: the best answer so far and the answers given.
Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import WATCH_SAID, best_move, kernel_json

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page but a touch screen switched off, which keeps the page
#: from being used again (frontend_kit.reopen); a passed test's page is kept (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
LIVE = f"{W} [data-role='live']"
SPOKEN = {"x": "times", ":": "divided by", "+": "plus", "-": "minus", "=": "equals sign"}
SHORT_ILLEGAL = ("Not legal yet.", "Not legal yet: this is not a correct sum.")
# the cells drawn and the size of one
DRAWN = """(root) => {
  const cells = [...document.querySelectorAll(root + ' [data-cell]')]
    .filter((c) => c.getClientRects().length);
  return {count: cells.length, size: document.querySelector(root + ' [data-cell=M13]')
    .getBoundingClientRect().width};
}"""


def said_after(page, count: int) -> str:
    """The next message of the live region after the first ``count`` (waits for it)."""
    page.wait_for_function("(n) => window.__said.length > n", arg=count, timeout=15_000)
    return page.evaluate("(n) => window.__said[n]", count)


def settled(page) -> str:
    """The preview's words once Python has answered the tiles down."""
    page.wait_for_selector(f"{W} [data-role='preview']:not([data-state='checking'])")
    return page.eval_on_selector(f"{W} [data-role='preview']", "e => e.textContent")


# an empty cell drawn in the part in play with no tile beside it
LONELY = """(root) => {
  const w = document.querySelector(root);
  const empty = (name) => { const c = w.querySelector(`[data-cell="${name}"]`);
    return !c || c.classList.contains('summy-empty'); };
  const cols = 'ABCDEFGHIJKLMNOPQRSTUVWXY';
  return [...w.querySelectorAll('[data-cell].summy-empty')].filter((c) => c.getClientRects().length)
    .map((c) => c.dataset.cell).find((name) => { const col = cols.indexOf(name[0]);
      const row = Number(name.slice(1));
      const near = [[0, -1], [0, 1], [-1, 0], [1, 0]];
      return near.every(([dr, dc]) => empty(`${cols[col + dc] ?? 'Z'}${row + dr}`))
        && row > 3 && row < 23 && col > 2 && col < 22; });
}"""


def test_a_tablet_plays_the_part_in_play_by_tapping_and_hears_short_words(
        frontend_notebook):
    nb = kit.open_widget(frontend_notebook, "notebooks/01-play-summy.ipynb", W,
                         "[data-rack-index='0']", has_touch=True, viewport=(1280, 800))
    page = nb.page
    # the lesson's game has no seed: one whose rack can play; the computer's move at once
    nb.run("game.new_game(seed=4)\ngame.speed = 'off'")
    page.wait_for_selector(f"{W}[data-turns='0'] [data-role='preview'][data-state='empty']")
    kit.to_top(page, W)
    assert page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    # the part in play, in cells a finger hits, the centre in sight and the frame inside the page
    page.wait_for_selector(f"{W}.summy-windowed.summy-fingers")
    drawn = page.evaluate(DRAWN, W)
    assert drawn["size"] >= 28 and 49 <= drawn["count"] < 625, drawn
    frame = kit.boxes(page, f"{W} .summy-board-wrap")[0]
    centre = kit.boxes(page, f"{W} [data-cell='M13']")[0]
    assert frame["x"] <= centre["x"] and centre["right"] <= frame["right"], (frame, centre)
    assert frame["y"] <= centre["y"] and centre["bottom"] <= frame["bottom"], (frame, centre)
    assert kit.inside_window(kit.boxes(page, f"{W} [data-action='submit']")[0])
    kit.shot(page, "summy-light-tablet-1280x800")

    page.evaluate(WATCH_SAID, LIVE)
    # one tile by tapping: a few words, not the long reason; tapped again, it goes back
    first = page.get_attribute(f"{W} [data-rack-index='0']", "data-symbol")
    page.tap(f"{W} [data-rack-index='0']")
    page.tap(f"{W} [data-cell='L13']")
    reason = settled(page)
    assert kit.small_controls(page, W) == []  # Submit, Take back and the rest: 44 px or more
    said = said_after(page, 0)
    words = SPOKEN.get(first, first)
    assert said in [f"{words} on L13. {short}" for short in SHORT_ILLEGAL], (said, reason)
    assert len(said) < len(reason) and reason.startswith("Not legal yet: "), reason
    # Submit is described by the whole preview, and "?" on the board reads it
    about = page.get_attribute(f"{W} [data-action='submit']", "aria-describedby")
    assert page.evaluate("(id) => document.getElementById(id).textContent", about) == reason
    assert page.get_attribute(f"{W} [data-role='preview']", "aria-live") is None
    page.focus(f"{W} [data-role='board']")
    page.keyboard.press("?")
    assert said_after(page, 1) == reason
    page.wait_for_timeout(600)  # a second tap on L13 at once would be a double tap (one tap)
    page.tap(f"{W} [data-cell='L13']")
    assert said_after(page, 2) == f"{words} taken back from L13"

    # the best move tile by tile: each tile said with the state it leaves; then Submit
    best = best_move(nb, "game")
    for tile in best["tiles"]:
        count = page.evaluate("() => window.__said.length")
        page.tap(f"{W} [data-rack-index='{tile['index']}']")
        page.tap(f"{W} [data-cell='{tile['cell']}']")
        said = said_after(page, count)
        put = f"{SPOKEN.get(tile['symbol'], tile['symbol'])} on {tile['cell']}. "
        assert said.startswith(put) and len(said) < len(put) + 60, said
    # the sum in words, not in notation: "Legal: 61 − 37 = 24 down from M8, 23 points."
    assert said.startswith(f"{put}Legal: ") and said.endswith(f", {best['score']} points."), said
    assert best["move"] not in said and "(=)" not in said, said
    assert settled(page).startswith(f"{best['move']} is legal and scores")  # the preview as it was
    kit.shot(page, "summy-light-tablet-legal-1280x800")
    page.tap(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']", timeout=60_000)
    history = kernel_json(nb, "import json; print(json.dumps([t.text for t in game.game.history]))")
    assert history[0] == best["move"]

    # in Dutch the same short words
    nb.run("game.lang = 'nl'")
    page.wait_for_function(f"() => document.querySelector(\"{W} [data-action='submit']\")"
                           ".textContent === 'Zet indienen'")
    page.wait_for_selector(f"{W}:not([data-animating])")
    lonely = page.evaluate(LONELY, W)  # beside no tile: never legal
    count = page.evaluate("() => window.__said.length")
    page.tap(f"{W} [data-rack-index='0']")
    page.tap(f"{W} [data-cell='{lonely}']")
    said = said_after(page, count)
    assert said.endswith((f" op {lonely}. Mag nog niet.",
                          f" op {lonely}. Mag nog niet: geen goede som.")), said

    # the same page without its touch screen (the pointer not coarse): the whole board again
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
    page.wait_for_selector(f"{W}:not(.summy-windowed):not(.summy-fingers)")
    drawn = page.evaluate(DRAWN, W)
    assert drawn["count"] == 625 and drawn["size"] < 28, drawn
    cdp.detach()


# the board of the notebook shows a puzzle, as SummyWidget.puzzle(seed=5, difficulty="easy")
# (lesson 04's first puzzle; that notebook makes several more puzzles, slow to run)
SHOW_PUZZLE = """
from summy_widget import summy
puzzle = summy.puzzles.generate(seed=5, difficulty="easy")
w.session = summy.Session.from_options(puzzle=puzzle)
w._refresh()
"""
WEAKER = """
import json
_m = next(m for m in sorted(puzzle.moves, key=lambda m: (m.score, m.text))
          if m.score < puzzle.best_score)
_free = list(enumerate(puzzle.rack))
_tiles = []
for _cell, _symbol in sorted(_m.move.placements):
    _i = next(i for i, s in _free if s == _symbol)
    _free = [(i, s) for i, s in _free if i != _i]
    _tiles.append({'cell': summy.cell_name(*_cell), 'index': _i})
print(json.dumps({'score': _m.score, 'best': puzzle.best_score, 'tiles': _tiles}))
"""


def answer_weaker(nb) -> dict:
    """Lay a legal answer that is not the best by clicking tile and cell, and submit it."""
    weaker = kernel_json(nb, WEAKER)
    for tile in weaker["tiles"]:
        nb.page.click(f"{W} [data-rack-index='{tile['index']}']")
        nb.page.click(f"{W} [data-cell='{tile['cell']}']")
    nb.page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']")
    nb.page.click(f"{W} [data-action='submit']")
    return weaker


def test_a_puzzle_says_the_best_answer_so_far_instead_of_the_score_table(
        frontend_notebook):
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", W,
                         "[data-rack-index='0']", theme="dark", viewport=(1400, 1000))
    page = nb.page
    nb.run(SHOW_PUZZLE)
    box = f"{W} [data-role='puzzle']"
    status = f"{W} [data-role='puzzle-status']"
    page.wait_for_selector(f"{box}[data-state='open']")
    kit.to_top(page, W)
    assert page.is_hidden(f"{W} [data-role='scores']")
    assert page.inner_text(status) == "No answer given yet"
    # a weaker answer: the best so far is its score
    weaker = answer_weaker(nb)
    page.wait_for_selector(f"{box}[data-state='better']")
    assert page.inner_text(status) == (f"Your best so far: {weaker['score']} points · "
                                       "Answers given: 1")
    # a hint, then the best move shown and submitted: the line says both, and the pupil's own
    # best stays the weaker answer (a teacher reading the screen sees what was the pupil's)
    page.click(f"{W} [data-action='recall']")
    page.click(f"{W} [data-action='hint']")
    page.wait_for_selector(f"{W} [data-role='hint']:not([hidden])")
    page.click(f"{W} [data-action='show-best']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']")
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{box}[data-state='best']")
    assert page.inner_text(status) == (f"Your best so far: {weaker['score']} points · "
                                       "Answers given: 2 · 1 hint · Best move shown")
    assert page.is_hidden(f"{W} [data-role='scores']") and page.is_visible(box)
    kit.axe_clean(page, W, "puzzle solved")
    assert kit.low_contrast(page, W) == []
    kit.shot(page, "summy-dark-puzzle-1400x1000")
    # the puzzle's difficulty in the pupil's language, not the Python word "easy"
    nb.run("w.lang = 'nl'")
    page.wait_for_selector(f"{W}[lang='nl']")
    title = page.inner_text(f"{box} .summy-puzzle-title")
    assert title.startswith("Puzzel 5 (makkelijk)") and "easy" not in title, title


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_puzzles_answer_is_said_beside_the_tiles_in_a_narrow_column(frontend_notebook, theme):
    """With the side panel under the board, the line under the rack says the puzzle's answer
    about the tiles down ("... but the best move scores 41. Try again!"), not only the
    preview: the pupil sees it without scrolling to the puzzle's box."""
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", W,
                         "[data-rack-index='0']", theme=theme, viewport=(1280, 800))
    page = nb.page
    width, height = kit.VIEWPORTS["700"]
    page.set_viewport_size({"width": width, "height": height})
    nb.run(SHOW_PUZZLE)
    page.wait_for_selector(f"{W}.summy-stacked [data-role='puzzle'][data-state='open']")
    line = f"{W} [data-role='rack-status']"
    weaker = answer_weaker(nb)
    page.wait_for_selector(f"{line}[data-state='better']")
    text = page.inner_text(line)
    assert f"but the best move scores {weaker['best']}. Try again!" in text, text
    assert kit.inside_window(kit.boxes(page, line)[0])
    assert page.evaluate("(s) => getComputedStyle(document.querySelector(s)).fontWeight",
                         line) == "700"
    assert kit.low_contrast(page, W) == []
    kit.shot(page, f"summy-puzzle-answer-by-the-rack-{theme}-700")
    page.click(f"{W} [data-cell='{weaker['tiles'][0]['cell']}']")  # a tile taken back
    page.wait_for_selector(f"{line}:not([data-state='better'])")  # the answer was about those
    page.click(f"{W} [data-action='recall']")
    page.click(f"{W} [data-action='show-best']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']")
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{line}[data-state='best']")
    assert "that is the best possible" in page.inner_text(line)
    kit.axe_clean(page, W, f"a puzzle's best answer by the rack, {theme}")
    assert kit.low_contrast(page, W) == []
    kit.shot(page, f"summy-puzzle-best-by-the-rack-{theme}-700")


# the cells' size on the board and where the side panel's - and + are
ZOOM_SCENE = """(root) => {
  const w = document.querySelector(root);
  const box = (s) => { const r = w.querySelector(s).getBoundingClientRect();
    return {x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width,
      window: [innerWidth, innerHeight]}; };
  return {cell: w.querySelector('[data-cell=M13]').getBoundingClientRect().width,
    stacked: w.classList.contains('summy-stacked'), frame: box('.summy-board-wrap'),
    side: box('.summy-side'), minus: box('[data-action=zoom-out]'),
    plus: box('[data-action=zoom-in]'), centre: box('[data-cell=M13]')};
}"""


def zoom_to(page, button: str, cell: float, tap: bool) -> dict:
    """Tap (or click) the zoom's ``button`` and wait for the board's cells of ``cell`` px."""
    (page.tap if tap else page.click)(f"{W} [data-action='{button}']")
    page.wait_for_function("([root, size]) => Math.abs(document.querySelector(root + "
                           "' [data-cell=M13]').getBoundingClientRect().width - size) < 1.5",
                           arg=[W, cell], timeout=15_000)
    page.wait_for_timeout(200)  # the frame scrolls to the tiles
    return page.evaluate(ZOOM_SCENE, W)


def assert_zoom_stays_put(before: dict, after: dict) -> None:
    """- and + where they were, inside the window, the side panel beside the board, and the
    centre of the tiles in the board's frame."""
    for button in ("minus", "plus"):
        assert after[button] == before[button], (button, before[button], after[button])
        assert kit.inside_window(after[button]), after[button]
    assert not after["stacked"] and after["side"]["x"] >= after["frame"]["right"], after
    frame, centre = after["frame"], after["centre"]
    assert frame["x"] <= centre["x"] and centre["right"] <= frame["right"], after
    assert frame["y"] <= centre["y"] and centre["bottom"] <= frame["bottom"], after


def assert_zoom_end(nb, button: str, zoom: str) -> None:
    """``button`` (- or +) is unavailable at ``zoom`` and the other one is not; pressed by the
    keyboard it changes nothing and keeps the focus (else the next keys go to the notebook)."""
    page, other = nb.page, {"zoom-in": "zoom-out", "zoom-out": "zoom-in"}[button]
    page.wait_for_selector(f"{W} [data-action='{button}'][aria-disabled='true']")
    assert page.get_attribute(f"{W} [data-action='{other}']", "aria-disabled") == "false"
    page.focus(f"{W} [data-action='{button}']")
    page.keyboard.press("Enter")
    page.wait_for_timeout(300)
    assert nb.run("print(w.zoom)").strip() == zoom
    assert page.evaluate("() => document.activeElement.dataset.action") == button


def test_zooming_in_keeps_minus_and_plus_under_the_finger(frontend_notebook):
    # a tablet at 1280x800, the file browser open: the part in play beside the side panel
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", W,
                         "[data-rack-index='0']", viewport=kit.VIEWPORTS["1280x800"],
                         theme="dark", has_touch=True)
    page = nb.page
    kit.to_top(page, W)
    page.wait_for_selector(f"{W}.summy-windowed.summy-fingers")
    start = page.evaluate(ZOOM_SCENE, W)
    assert start["cell"] == 32 and not start["stacked"], start
    # + twice as a pupil taps it: the second tap finds + where the first one was
    for cell in (40, 50):
        assert_zoom_stays_put(start, zoom_to(page, "zoom-in", cell, tap=True))
    assert nb.run("print(w.zoom)").strip() == "1.5625"
    kit.shot(page, "summy-dark-tablet-zoomed-1280x800")
    kit.axe_clean(page, W, "tablet zoomed in")
    for cell in (40, 32):
        assert_zoom_stays_put(start, zoom_to(page, "zoom-out", cell, tap=True))
    assert nb.run("print(w.zoom)").strip() == "1.0"
    # a finger's smallest cells (28 px): - says it can do no more, and keeps the focus
    assert_zoom_stays_put(start, zoom_to(page, "zoom-out", 28, tap=True))
    assert_zoom_end(nb, "zoom-out", "0.8")

    # the projector in the same column, by mouse: zooming in past its 40 px cells scrolls
    # the board, the side panel stays beside it
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
    page.wait_for_selector(f"{W}:not(.summy-fingers)")
    cdp.detach()
    nb.run("w.projector = True\nw.zoom = 1.25")
    page.wait_for_function("(root) => document.querySelector(root + ' [data-cell=M13]')"
                           ".getBoundingClientRect().width === 40", arg=W)
    page.wait_for_timeout(200)
    start = page.evaluate(ZOOM_SCENE, W)
    assert not start["stacked"], start
    for cell in (50, 62):
        assert_zoom_stays_put(start, zoom_to(page, "zoom-in", cell, tap=False))
    kit.shot(page, "summy-dark-projector-zoomed-1280x800")


def test_a_phone_column_keeps_every_tile_of_the_rack_inside_the_widget(
        frontend_notebook):
    # a column of 330 px on a touch screen (a phone; here JupyterLab at 700 px beside its
    # file browser): a finger's tiles are 44 px, eight of them do not fit in one row
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", W,
                         "[data-rack-index='0']", viewport=kit.VIEWPORTS["1400x1000"],
                         theme="dark", has_touch=True)
    page = nb.page
    page.set_viewport_size({"width": 700, "height": 900})
    page.wait_for_selector(f"{W}.summy-windowed.summy-stacked")
    kit.to_top(page, W)
    widget = kit.boxes(page, W)[0]
    assert widget["width"] < 8 * 44 + 7 * 6 + 20, widget
    bar = kit.boxes(page, f"{W} .summy-rackbar")[0]
    tiles = kit.boxes(page, f"{W} [data-rack-index]")
    assert len(tiles) == 8 and all(t["width"] >= 44 and t["height"] >= 44 for t in tiles), tiles
    for tile in tiles:
        assert bar["x"] <= tile["x"] and tile["right"] <= bar["right"] <= widget["right"], (
            tile, bar, widget)
    assert len({round(t["y"]) for t in tiles}) == 2, tiles  # a second row, not a cut-off one
    # the last tile by tapping: the page does not scroll sideways to reach it
    page.tap(f"{W} [data-rack-index='7']")
    page.wait_for_selector(f"{W} [data-rack-index='7'].summy-selected")
    assert kit.boxes(page, W)[0]["x"] == widget["x"]
    kit.shot(page, "summy-dark-phone-rack-700")
    kit.axe_clean(page, W, "a phone's column")
