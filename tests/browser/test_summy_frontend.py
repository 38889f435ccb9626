"""Summy's front end as people meet it: keys kept in the widget, the layout, themes, the grid.

One notebook per test (a fresh kernel), one JupyterLab server per theme for the whole session
(the front-end kit's ``themed_lab``), one browser. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest
from frontend_kit import (
    VIEWPORTS,
    best_move,
    boxes,
    contrast_report,
    inside_window,
    key_scene,
    run_axe,
    shot,
)

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"  # seed 4: You against the computer
ROOT = ".summy-widget"
BOARD = f"{ROOT} .summy-board"


def open_summy(frontend_notebook, **kw):
    nb = frontend_notebook(NOTEBOOK, **kw)
    nb.page.wait_for_selector(f"{ROOT} [data-rack-index='0']")
    return nb


def to_top(page) -> None:
    kit.to_top(page, ROOT)


def lay_best_by_clicks(nb) -> dict:
    """Put the best move down by clicking each tile and its cell (not submitted): the move
    (:func:`frontend_kit.best_move`), once its preview says legal."""
    best = best_move(nb)
    for tile in best["tiles"]:
        nb.page.click(f"{ROOT} [data-rack-index='{tile['index']}']")
        nb.page.click(f"{ROOT} [data-cell='{tile['cell']}']")
    nb.page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='legal']")
    return best


def rack_symbols(page) -> list[str]:
    return page.evaluate(
        f"() => [...document.querySelectorAll('{ROOT} [data-rack-index]')]"
        ".map(e => e.dataset.symbol)")


# -- keys stay in the widget -------------------------------------------------------------------
KEY_TARGETS = {
    "board": BOARD,
    "tile": f"{ROOT} [data-rack-index='1']",
    "button": f"{ROOT} button[data-action='hint']",
}
KEY_PRESSES = [["m"], ["d", "d"], ["x"], ["a"], ["b"], ["z"], ["c"], ["v"], ["Escape", "m"],
               ["Escape", "d", "d"]]


def test_notebook_shortcuts_do_not_act_inside(frontend_notebook):
    nb = open_summy(frontend_notebook)
    page = nb.page
    cells = kit.notebook_cells_snapshot(page)
    assert ("code", True) in [c[:2] for c in cells]
    for where, selector in KEY_TARGETS.items():
        for keys in KEY_PRESSES:
            scene = key_scene(page, selector, keys, settle_ms=120)
            assert not scene["changed"], (where, keys, scene)
            assert scene["focus_inside"], (where, keys)
    assert kit.notebook_cells_snapshot(page) == cells
    # Escape recalls the tiles put down; focus stays on the board and the next key stays too
    page.evaluate(f"() => document.querySelector('{BOARD}').focus()")
    symbol = rack_symbols(page)[0]
    page.keyboard.press("ArrowLeft")  # from M13 (the '=') to L13
    page.keyboard.press(symbol if symbol not in "x:" else {"x": "*", ":": "/"}[symbol])
    page.wait_for_selector(f"{ROOT} .summy-pending")
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{ROOT} .summy-pending", state="detached")
    assert page.evaluate(f"() => document.activeElement === document.querySelector('{BOARD}')")
    page.keyboard.press("m")
    page.wait_for_timeout(200)
    assert kit.notebook_cells_snapshot(page) == cells


# -- layout and contrast at three sizes, Light and Dark ------------------------------------------
CELL_BOX_JS = f"""() => {{
  const cells = [...document.querySelectorAll('{ROOT} [data-cell]')];
  const r = cells.map(c => c.getBoundingClientRect());
  return {{count: cells.length,
    left: Math.min(...r.map(b => b.left)), top: Math.min(...r.map(b => b.top)),
    right: Math.max(...r.map(b => b.right)), bottom: Math.max(...r.map(b => b.bottom)),
    smallest: Math.min(...r.map(b => b.height)),
    window: [innerWidth, innerHeight]}};
}}"""


# the text of each score cell and how many lines it makes (the distinct tops of its line boxes)
POINT_LINES_JS = f"""() => [...document.querySelectorAll('{ROOT} .summy-scores .summy-score')]
  .map(td => {{ const range = document.createRange(); range.selectNodeContents(td);
    const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
    return [td.textContent, tops.size]; }})"""


def board_inside(page) -> dict:
    """The bounding box of all 625 cells; asserts it lies in the window."""
    box = page.evaluate(CELL_BOX_JS)
    width, height = box["window"]
    assert box["count"] == 625
    assert box["left"] >= -0.5 and box["top"] >= -0.5, box
    assert box["right"] <= width + 0.5 and box["bottom"] <= height + 0.5, box
    return box


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_layout_and_contrast(frontend_notebook, theme):
    nb = open_summy(frontend_notebook, theme=theme)
    page = nb.page
    for size, (width, height) in VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        to_top(page)
        shot(page, f"summy-{theme}-{size}")
        wrap = boxes(page, f"{ROOT} .summy-board-wrap")[0]
        if size == "700":
            # a narrow column: the part in play, in cells large enough to read and touch, its
            # frame scrolling inside the column; the rack in one row and Submit in the window
            assert page.locator(f"{ROOT}.summy-windowed").count() == 1
            shown = [b for b in boxes(page, f"{ROOT} [data-cell]") if b["width"] > 0]
            assert 0 < len(shown) < 625 and min(b["height"] for b in shown) >= 24, len(shown)
            assert wrap["right"] <= boxes(page, ROOT)[0]["right"] + 0.5
            tiles = boxes(page, f"{ROOT} [data-rack-index]")
            assert len({round(b["y"]) for b in tiles}) == 1, tiles  # one row
            found = boxes(page, f"{ROOT} [data-action='submit']")
            assert found and all(inside_window(b) for b in found + tiles), (theme, found, tiles)
            box = wrap
        else:
            box = board_inside(page)
            assert box["smallest"] >= 8, box
            # nothing clipped by the wrap
            assert box["right"] <= wrap["right"] + 0.5 and box["bottom"] <= wrap["bottom"] + 0.5
            # the rack and Submit on the same screen as the whole board
            for part in ("[data-rack-index]", "[data-action='submit']"):
                found = boxes(page, f"{ROOT} {part}")
                assert found and all(inside_window(b) for b in found), (theme, size, part, found)
        left, side = boxes(page, f"{ROOT} .summy-left")[0], boxes(page, f"{ROOT} .summy-side")[0]
        rack = boxes(page, f"{ROOT} .summy-rackbar")[0]
        assert rack["y"] >= box["bottom"] - 1 and rack["y"] - box["bottom"] < 40  # right under
        if size == "700":
            assert side["y"] >= left["bottom"] - 1, (side, left)  # the side panel below
        else:
            assert side["x"] >= left["right"] - 1, (side, left)  # the side panel beside
        # each player's points on one line ("0 points", not "0" over "points")
        lines = page.evaluate(POINT_LINES_JS)
        assert lines and all(n == 1 for _, n in lines), (theme, size, lines)
        report = contrast_report(page, ROOT)
        low = [e for e in report if not e["ok"]]
        assert low == [], f"{theme} {size}: {json.dumps(low)[:2000]}"
        assert len(report) > 40
    # Summy follows the theme: the widget's background is the notebook's
    colours = page.evaluate(f"""() => [
        getComputedStyle(document.querySelector('{ROOT}')).backgroundColor,
        getComputedStyle(document.body).getPropertyValue('--jp-layout-color0')]""")
    light = colours[0] in ("rgb(255, 255, 255)",)
    assert light == (theme == "light"), colours
    # tiles keep their shapes: digits framed squares, operators discs, '=' a double frame
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.wait_for_timeout(300)
    shapes = page.evaluate(f"""() => [...document.querySelectorAll('{ROOT} [data-rack-index]')]
        .map(t => {{ const s = getComputedStyle(t);
          return [t.dataset.symbol, s.borderTopLeftRadius, s.borderTopStyle,
                  parseFloat(s.borderTopWidth)]; }})""")
    for symbol, radius, style, border in shapes:
        if symbol in "x:+-":
            assert radius == "50%", shapes
        elif symbol == "=":
            assert style == "double", shapes
        else:
            assert border >= 2, shapes


# -- accessibility: axe-core in every state, the live region, dialogs -----------------------------
LIVE = f"() => document.querySelector('{ROOT} [data-role=live]').textContent"
TYPED = {"x": "*", ":": "/"}


def wait_live(page, words: str, timeout: float = 30_000) -> str:
    page.wait_for_function(f"() => ({LIVE})().includes({json.dumps(words)})", timeout=timeout)
    return page.evaluate(LIVE)


def axe_clean(page, state: str, selector: str = ROOT) -> None:
    violations = run_axe(page, selector)
    assert violations == [], f"{state}: {json.dumps(violations, indent=1)[:3000]}"


def test_axe_finds_nothing_in_any_state(frontend_notebook):
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    axe_clean(page, "start")
    # the grid: rows with headers, one tab stop, the cursor cell named in words
    grid = page.evaluate(f"""() => {{ const b = document.querySelector('{BOARD}');
        const n = (s) => b.querySelectorAll(s).length;
        const active = document.getElementById(b.getAttribute('aria-activedescendant'));
        return [n('[role=row]'), n('[role=gridcell]'), n('[role=columnheader]'),
          n('[role=rowheader]'), n('[tabindex]'), active.getAttribute('aria-label')]; }}""")
    assert grid == [26, 625, 26, 25, 0, "M13, equals sign, centre"]
    # mid-game: a tile put down, an illegal preview
    page.click(f"{ROOT} [data-rack-index='0']")
    page.click(f"{ROOT} [data-cell='L13']")
    page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='illegal']")
    wait_live(page, "is not a correct sum")
    label = page.get_attribute(f"{ROOT} [data-cell='L13']", "aria-label")
    assert label.startswith("L13, ") and label.endswith(", not submitted yet")
    axe_clean(page, "tiles pending, illegal preview")
    # a hint
    page.click(f"{ROOT} [data-action='recall']")
    page.click(f"{ROOT} [data-action='hint']")
    page.wait_for_selector(f"{ROOT} [data-role='hint']:not([hidden])")
    axe_clean(page, "hint shown")
    # the exchange dialog: modal, named, focus moves in and comes back
    page.focus(f"{ROOT} [data-action='exchange']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT} dialog[data-role='exchange-dialog'][open]")
    inside = page.evaluate(f"""() => document.querySelector('{ROOT} dialog[open]')
        .contains(document.activeElement)""")
    assert inside
    axe_clean(page, "exchange dialog")
    shot(page, "summy-light-exchange-dialog")
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{ROOT} dialog[data-role='exchange-dialog']:not([open])",
                           state="attached")
    assert page.evaluate(f"""() => document.activeElement ===
        document.querySelector('{ROOT} [data-action=exchange]')""")
    # the hot-seat pass screen
    nb.run("from summy_widget import summy\n"
           "w.session = summy.Session.from_options(seed=4, players=['Ann', 'Ben'])\n"
           "w._refresh()")
    page.wait_for_selector(f"{ROOT} [data-role='pass-screen']:not([hidden])")
    wait_live(page, "Ann")
    axe_clean(page, "pass screen")
    assert rack_says(page) == ("The tiles are hidden until the next player is ready.", [])
    page.click(f"{ROOT} [data-action='ready']")
    page.wait_for_selector(f"{ROOT} [data-role='pass-screen'][hidden]", state="attached")
    # the end of a game, at once (at the normal speed the page would first lay the 18 moves
    # tile by tile, about 29 s, as long as the wait below)
    nb.run("s = summy.Session(['computer:greedy', 'computer:greedy'], seed=4)\n"
           "s.run_computers()\nw.speed = 'off'\nw.session = s\nw._refresh()")
    page.wait_for_selector(f"{ROOT} [data-role='game-over']:not([hidden])")
    wait_live(page, "Game over")
    axe_clean(page, "game over")
    # the rack says why it is empty; Submit and Recall are gone with the tiles
    assert rack_says(page) == ("The game is over: no more tiles to play.", [])
    names = page.eval_on_selector_all(f"{ROOT} .summy-name", "ns => ns.map(n => n.textContent)")
    assert names == ["Computer 1", "Computer 2"], "a name that says computer needs no (computer)"
    shot(page, "summy-light-game-over")
    # the explanation sw.explain(...) shows, inside this notebook's output (its theme)
    html = nb.run("import summy_widget as sw\nprint(sw.explain('2x3=6')._repr_html_())")
    page.evaluate("""(html) => { const out = document.querySelector('.jp-OutputArea-output');
        const box = document.createElement('div'); box.id = 'explain-under-test';
        box.innerHTML = html; out.append(box); }""", html)
    axe_clean(page, "sw.explain", "#explain-under-test")


def rack_says(page) -> tuple[str, list[str]]:
    """The rack's title and the labels of the rack's buttons that show."""
    title = page.inner_text(f"{ROOT} .summy-rack-title")
    shown = page.eval_on_selector(f"{ROOT} .summy-rackbar", """bar => [...bar
        .querySelectorAll('button')].filter(b => b.offsetParent !== null)
        .map(b => b.textContent)""")
    return title, shown


def test_new_game_asks_first_and_the_game_comes_back(frontend_notebook):
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    lay_best_by_clicks(nb)
    page.click(f"{ROOT} [data-action='submit']")
    page.wait_for_selector(f"{ROOT}[data-turns='2']", timeout=60_000)
    # the computer's move and points are read out
    said = wait_live(page, "The computer played")
    assert "points" in said
    # New game: a modal dialog first; "Keep playing" keeps everything
    page.click(f"{ROOT} [data-action='new-game']")
    page.wait_for_selector(f"{ROOT} dialog[data-role='new-game-dialog'][open]")
    axe_clean(page, "new game dialog")
    page.click(f"{ROOT} [data-action='new-cancel']")
    page.wait_for_selector(f"{ROOT} dialog[data-role='new-game-dialog']:not([open])",
                           state="attached")
    assert page.get_attribute(ROOT, "data-turns") == "2"
    # ... and confirmed, the old game can still be brought back
    page.click(f"{ROOT} [data-action='new-game']")
    page.click(f"{ROOT} [data-action='new-confirm']")
    page.wait_for_selector(f"{ROOT}[data-turns='0']")
    page.click(f"{ROOT} [data-action='restore-game']")
    page.wait_for_selector(f"{ROOT}[data-turns='2']")
    assert page.locator(f"{ROOT} [data-action='restore-game']").is_hidden()
    # the Moves list shows its newest entry
    newest = boxes(page, f"{ROOT} [data-role='history'] li:last-child")[0]
    listing = boxes(page, f"{ROOT} [data-role='history']")[0]
    assert listing["y"] - 1 <= newest["y"] and newest["bottom"] <= listing["bottom"] + 1


def test_another_deal_takes_the_tiles_down_away(frontend_notebook):
    """Tiles put down and not submitted belong to the game they were put down in. A new game
    dealt from a cell (the same deal again, so each tile would still fit its rack), and New
    game before the first move, show a board with none of them and the whole rack."""
    nb = open_summy(frontend_notebook, viewport=VIEWPORTS["1280x800"])
    page = nb.page
    to_top(page)
    pending, used = f"{ROOT} .summy-pending", f"{ROOT} .summy-rack-tile.summy-used"
    best = lay_best_by_clicks(nb)
    assert page.locator(pending).count() == page.locator(used).count() == len(best["tiles"])
    nb.run("w.new_game(seed=4)")
    page.wait_for_selector(pending, state="detached")
    assert page.locator(used).count() == 0
    assert page.locator(f"{ROOT} [data-role='preview'][data-state='legal']").count() == 0
    lay_best_by_clicks(nb)
    page.click(f"{ROOT} [data-action='new-game']")  # nothing played yet: no question asked
    page.wait_for_selector(pending, state="detached")
    assert page.locator(used).count() == 0
    assert page.get_attribute(ROOT, "data-turns") == "0"
    shot(page, "summy-light-another-deal-1280x800")


def test_a_move_with_the_keyboard_alone_reading_the_live_region(frontend_notebook):
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    best = best_move(nb)
    keys = page.keyboard
    page.focus(f"{ROOT} [data-action='hint']")  # Tab order: from a button into the board
    keys.press("Shift+Tab")
    while not page.evaluate(f"() => document.activeElement === document.querySelector('{BOARD}')"):
        keys.press("Shift+Tab")
    # the cursor is drawn now (keyboard focus), and only now
    outline = page.evaluate(f"""() => getComputedStyle(
        document.querySelector('{ROOT} [data-cell=M13]')).outlineStyle""")
    assert outline == "solid"
    keys.press("Control+Home")
    assert page.evaluate(f"() => document.querySelector('{BOARD}')"
                         ".getAttribute('aria-activedescendant').endsWith('-A1')")
    keys.press("End")
    keys.press("PageDown")
    assert page.evaluate(f"() => document.querySelector('{BOARD}')"
                         ".getAttribute('aria-activedescendant').endsWith('-Y6')")
    keys.press("Control+Home")
    first = best["tiles"][0]["cell"]
    row, col = int(first[1:]) - 1, "ABCDEFGHIJKLMNOPQRSTUVWXY".index(first[0])
    for _ in range(row):
        keys.press("ArrowDown")
    for _ in range(col):
        keys.press("ArrowRight")
    if best["direction"] == "down":  # an arrow there and back sets the typing direction
        keys.press("ArrowDown" if row < 24 else "ArrowUp")
        keys.press("ArrowUp" if row < 24 else "ArrowDown")
    for tile in best["tiles"]:
        keys.type(TYPED.get(tile["symbol"], tile["symbol"]))
    said = wait_live(page, f", {best['score']} points.")
    assert best["move"] not in said and "Legal: " in said  # the sum in words
    keys.press("Enter")
    said = wait_live(page, "The computer played")
    assert page.get_attribute(ROOT, "data-turns") == "2"
    assert page.evaluate(f"() => document.querySelector('{ROOT}').contains(document.activeElement)")


def test_a_move_of_one_point_is_said_and_counted_in_the_singular(frontend_notebook):
    """0x1=0 scores 0+1+0 = 1: "1 point", never "1 points" (the rack set to 0 x 1 0)."""
    nb = open_summy(frontend_notebook)
    page = nb.page
    nb.run("w.game._racks[0] = ['0', 'x', '1', '0']; w._refresh()")
    page.wait_for_function(f"() => document.querySelectorAll('{ROOT} [data-rack-index]').length"
                           " === 4")
    to_top(page)
    page.locator(f"{ROOT} [data-cell=J13]").click()
    page.keyboard.type("0*10")  # the cursor passes over the = on M13
    said = wait_live(page, "1 point.")
    assert "1 points" not in said, said
    page.keyboard.press("Enter")
    wait_live(page, "The computer played")
    assert page.inner_text(f"{ROOT} [data-player='0'] .summy-score") == "1 point"


def test_a_move_by_tapping(frontend_notebook):
    nb = open_summy(frontend_notebook, has_touch=True, viewport=(1280, 800))
    page = nb.page
    to_top(page)
    best = best_move(nb)
    for tile in best["tiles"]:
        page.tap(f"{ROOT} [data-rack-index='{tile['index']}']")
        page.tap(f"{ROOT} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='legal']")
    page.tap(f"{ROOT} [data-action='submit']")
    page.wait_for_selector(f"{ROOT}[data-turns='2']", timeout=60_000)
    history = json.loads(nb.run("import json; print(json.dumps([t.text for t in w.game.history]))"))
    assert history[0] == best["move"]
    shot(page, "summy-light-touch-1280x800")


def test_full_screen_on_a_projector_shows_the_play_large(frontend_notebook):
    nb = open_summy(frontend_notebook, viewport=(1280, 800))
    page = nb.page
    to_top(page)
    page.click(f"{ROOT} [data-action='fullscreen']")
    page.wait_for_function(f"() => document.fullscreenElement === document.querySelector('{ROOT}')")
    page.wait_for_timeout(400)
    look = page.evaluate(f"""() => {{  // the pressed toggle: a check mark and an outline
        const b = document.querySelector("{ROOT} [data-action='fullscreen']");
        const probe = document.createElement('span');  // a primary button's accent fill
        probe.style.background = 'var(--sw-accent-bg)'; b.parentElement.append(probe);
        const fill = getComputedStyle(probe).backgroundColor; probe.remove();
        return [b.getAttribute('aria-pressed'), getComputedStyle(b, '::before').content,
                getComputedStyle(b).boxShadow, getComputedStyle(b).backgroundColor, fill];
    }}""")
    assert look[0] == "true" and "\u2713" in look[1] and "inset" in look[2], look
    assert look[3] != look[4], look  # not filled with the accent colour
    shot(page, "summy-light-fullscreen-1280x800")
    shown = page.evaluate(f"""() => [...document.querySelectorAll('{ROOT} [data-cell]')]
        .filter(c => c.getClientRects().length).map(c => c.dataset.cell)""")
    assert "M13" in shown and 49 <= len(shown) < 625  # the centre and a margin around it
    size = page.evaluate(f"""() => parseFloat(getComputedStyle(
        document.querySelector('{ROOT} [data-cell=M13]')).fontSize)""")
    assert size >= 28
    for part in ("[data-cell='M13']", "[data-rack-index]", "[data-action='submit']",
                 ".summy-scores"):
        found = boxes(page, f"{ROOT} {part}")
        assert found and all(inside_window(b) for b in found), (part, found)
    # the part shown holds every cell a move may reach: a tile put down at its edge does not
    # change it (the part grows with the tiles played, not with those put down)
    page.click(f"{ROOT} [data-rack-index='0']")
    edge = sorted(shown)[0]
    page.click(f"{ROOT} [data-cell='{edge}']")
    page.wait_for_selector(f"{ROOT} [data-cell='{edge}'].summy-pending")
    page.wait_for_timeout(300)
    after = page.evaluate(f"""() => [...document.querySelectorAll('{ROOT} [data-cell]')]
        .filter(c => c.getClientRects().length).length""")
    assert after == len(shown)
    assert [e for e in contrast_report(page, ROOT) if not e["ok"]] == []
    page.keyboard.press("Escape")  # leaves full screen (the browser's own key)


def test_a_move_with_the_command_line_alone(frontend_notebook):
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    best = best_move(nb)
    box = f"{ROOT} [data-role='command']"
    page.focus(box)

    answer = f"{ROOT} [data-role='command-answer']"

    def say(text: str, expect: str) -> str:
        page.keyboard.type(text)
        page.keyboard.press("Enter")
        said = wait_live(page, expect)
        # and shown where it was typed, for a pupil who reads rather than listens
        page.wait_for_function(f"() => document.querySelector(\"{answer}\").textContent"
                               f".includes({json.dumps(expect)})")
        return said

    assert "M13 equals sign, centre" in say("read row 13", "Row 13:")
    say("read column M", "Column M:")
    say("rack", "Your tiles:")
    # typed one after another without waiting for the answers, as a quick typist does: each
    # command keeps the tiles the ones before it put down, drawn on the board or not yet
    for tile in best["tiles"]:
        page.keyboard.type(f"put {tile['symbol']} {tile['cell']}")
        page.keyboard.press("Enter")
    said = wait_live(page, f"scores {best['score']} points")  # the last put's answer
    assert f"{best['tiles'][-1]['cell']}: " in said, said
    page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='legal']")
    assert page.locator(f"{ROOT} .summy-pending").count() == len(best["tiles"])
    say("submit", f"You played {best['move']}")
    wait_live(page, "The computer played")
    assert page.get_attribute(ROOT, "data-turns") == "2"
    say("last", "Computer:")
    # typed at the window's bottom edge: the answer under the box comes into sight
    with kit.at_bottom_edge(page, box):
        say("score", f"You {best['score']} points")
        assert kit.in_sight(page, answer)
    shown = kit.command_answer_look(page, box, answer)
    assert shown["state"] == "said" and shown["border"] == "solid", shown
    # a refused one: the error's line above the box comes too, and pushes the box down
    with kit.at_bottom_edge(page, box):
        assert read_once(page, "dance") == "I do not understand dance"
        assert kit.in_sight(page, answer)
        assert kit.in_sight(page, box)
    refused = kit.command_answer_look(page, box, answer)
    assert refused["state"] == "refused" and "\u2718" in refused["mark"], refused
    assert refused["colour"] == page.eval_on_selector(f"{ROOT} [data-role='error']",
                                                      "e => getComputedStyle(e).color")
    assert refused["text"] == page.inner_text(f"{ROOT} [data-role='error']")
    # the same refusal again (the error unchanged) is read out again, once
    assert read_once(page, "dance") == "I do not understand dance"
    assert page.evaluate(f"() => document.activeElement === document.querySelector(\"{box}\")")
    axe_clean(page, "command line used")


def test_the_hint_command_lays_its_move_on_the_board_to_submit(frontend_notebook):
    """``hint`` typed four times: the last step says the tiles are laid for you, and they are,
    on the board as in the kernel; ``submit`` typed then plays them."""
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    page.focus(f"{ROOT} [data-role='command']")
    for step in range(1, 5):
        page.keyboard.type("hint")
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => document.querySelector(\"{ROOT} [data-role='hint']\")"
                               f"?.textContent.includes('Hint {step} of 4')")
    said = wait_live(page, "The tiles are laid for you")
    page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='legal']")
    laid = page.locator(f"{ROOT} .summy-pending").count()
    assert laid >= 2, said
    page.wait_for_timeout(500)  # a later drawing would take them back: none does
    assert page.locator(f"{ROOT} .summy-pending").count() == laid
    page.keyboard.type("submit")
    page.keyboard.press("Enter")
    wait_live(page, "You played")
    page.wait_for_function(f"() => document.querySelector('{ROOT}').dataset.turns === '2'")
    assert page.locator(f"{ROOT} .summy-pending").count() == 0


COMMAND_ANSWER = f"{ROOT} [data-role='command-answer']"


def typed(page, text: str, words: str) -> str:
    """Type ``text`` into the command box with Enter; the answer shown under it, once it holds
    ``words``."""
    box = f"{ROOT} [data-role='command']"
    page.fill(box, text)
    page.press(box, "Enter")
    page.wait_for_function("([a, w]) => document.querySelector(a).textContent.includes(w)",
                           arg=[COMMAND_ANSWER, words])
    return page.inner_text(COMMAND_ANSWER)


def test_a_whole_move_typed_in_the_games_notation(frontend_notebook):
    """The move as hints and lesson 04 write it (``H13> 43-16(=)27``), typed into the command
    box: its tiles lie on the board as tiles of this turn, the preview says it is legal, and
    ``submit`` plays it; a move over a tile that is not there is refused and lays nothing."""
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    best = best_move(nb)

    def say(text: str, words: str) -> str:
        return typed(page, text, words)

    said = say(best["move"], "laid, not submitted yet")
    assert f"scores {best['score']} points" in said, said
    page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='legal']")
    pending = page.eval_on_selector_all(
        f"{ROOT} .summy-pending", "cells => cells.map(c => [c.dataset.cell, c.textContent])")
    shown = {"x": "\u00d7", "-": "\u2212"}  # as a tile shows them (js/summy/cells.js)
    assert sorted(pending) == sorted([t["cell"], shown.get(t["symbol"], t["symbol"])]
                                     for t in best["tiles"]), pending
    shot(page, "summy-light-move-typed", ROOT)
    wrong = "M13> 5"
    assert "M13 already holds equals sign, not 5" in say(wrong, "already holds")
    assert page.locator(f"{ROOT} .summy-pending").count() == len(best["tiles"])
    say("submit", f"You played {best['move']}")
    page.wait_for_selector(f"{ROOT}[data-turns='2']")
    axe_clean(page, "a whole move typed")


def test_the_command_line_acts_on_the_tiles_put_down_by_mouse(frontend_notebook):
    """Tiles put down by clicking are the ones a typed command reads, takes back or submits
    (``submit`` used to answer "put at least one tile on the board" with them in sight); the
    answer to ``submit`` stays in sight after the computer's reply."""
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    best = lay_best_by_clicks(nb)
    answer = COMMAND_ANSWER

    def say(text: str, words: str) -> None:
        typed(page, text, words)

    last = best["tiles"][-1]
    row = int(last["cell"][1:])
    say(f"read row {row}", f"Row {row}: ")
    said = page.inner_text(answer)  # the tiles of this turn told from the tiles played
    assert f"{last['cell']} " in said and said.count("not submitted yet") == sum(
        int(t["cell"][1:]) == row for t in best["tiles"]), said
    say(f"take {last['cell']}", f"{last['cell']} is empty again")
    page.wait_for_function("(n) => document.querySelectorAll('.summy-widget .summy-pending')"
                           ".length === n", arg=len(best["tiles"]) - 1)
    page.click(f"{ROOT} [data-rack-index='{last['index']}']")  # and down again, by mouse
    page.click(f"{ROOT} [data-cell='{last['cell']}']")
    page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='legal']")
    say("submit", f"You played {best['move']}")
    assert json.loads(nb.run("import json; print(json.dumps([len(w.history), w.players[0]"
                             "['score']]))"))[1] == best["score"]
    # the computer's reply does not take the answer away: "You played ...: 23 points" stays
    # in sight under the box (it used to go with the reply, before a pupil could read it)
    page.wait_for_selector(f"{ROOT}[data-turns='2']")
    page.wait_for_timeout(300)
    shown = page.locator(answer)
    assert shown.is_visible() and shown.bounding_box()["height"] > 10, shown.bounding_box()
    assert page.inner_text(answer).startswith(f"You played {best['move']}")
    page.click(f"{ROOT} [data-action='exchange']")  # the pupil's next turn, by mouse: an
    page.click(f"{ROOT} [data-exchange-index='0']")  # exchange (no sum fits this rack);
    page.click(f"{ROOT} [data-action='exchange-confirm']")  # now the answer is old
    page.wait_for_selector(f"{ROOT}[data-turns='4']")
    assert not page.locator(answer).is_visible()


def read_once(page, text: str) -> str:
    """Type the command ``text`` into the focused command box; what the live region reads
    then, which must be one message (the words before "." of it)."""
    if page.evaluate("() => Array.isArray(window.__said)"):  # watched already: start anew
        page.evaluate("() => { window.__said = []; }")
    else:
        page.evaluate(kit.WATCH_SAID, f"{ROOT} [data-role=live]")
    page.keyboard.type(text)
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__said.length > 0")
    page.wait_for_timeout(500)  # anything read after it
    said = page.evaluate("() => window.__said")
    assert len(said) == 1, said
    return said[0].split(".")[0]


def test_the_review_after_the_game_shows_played_and_best_on_the_board(frontend_notebook):
    nb = open_summy(frontend_notebook)
    page = nb.page
    to_top(page)
    # the finished game at once: at the normal speed the page would first lay the 18 moves tile
    # by tile (about 29 s, as long as a click waits)
    nb.run("from summy_widget import summy\n"
           "s = summy.Session(['computer:greedy', 'computer:greedy'], seed=4)\n"
           "s.run_computers()\nw.speed = 'off'\nw.session = s\nw._refresh()")
    page.click(f"{ROOT} [data-action='review']")
    page.wait_for_selector(f"{ROOT} [data-review-turn='0']")
    grades = page.evaluate(f"""() => [...document.querySelectorAll('{ROOT} [data-review-turn]')]
        .map(b => b.dataset.grade)""")
    assert len(grades) > 5 and set(grades) <= {"best", "good", "inaccuracy", "mistake", "blunder"}
    page.click(f"{ROOT} [data-review-turn='1']")
    page.wait_for_selector(f"{ROOT} .summy-review-played")
    played = page.locator(f"{ROOT} .summy-review-played").count()
    assert played >= 1
    axe_clean(page, "review")
    assert [e for e in contrast_report(page, ROOT) if not e["ok"]] == []
    shot(page, "summy-light-review")
