"""Summy and =Pari= on a tablet: tiles and cards dragged by finger land where it lifts.

A browser's own drag and drop answers a mouse; on a tablet the finger would scroll the page
instead. Tiles and cards follow the finger (``js/lib/touchdrag.js``): in Summy rack to cell,
one cell to another and back to the rack; in =Pari= a card into the gap nearest the finger.
A tap still selects. Chromium's touch input, 1280x800.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest
from frontend_kit import boxes, shot
from test_pari_frontend import NOTEBOOK as PARI_NOTEBOOK
from test_pari_frontend import ROOT as PARI
from test_pari_frontend import open_pari
from test_summy_frontend import NOTEBOOK, ROOT, best_move

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True


def pending(page) -> dict:
    return page.evaluate(f"""() => Object.fromEntries([...document.querySelectorAll(
        '{ROOT} .summy-cell.summy-pending')].map((e) => [e.dataset.cell, e.dataset.symbol]))""")


# a cell far from the first move, near the top of the board's frame: on a touch screen the board
# shows the part in play (the centre and 8 cells around it), scrolled to its middle
FAR = "H7"


def test_a_summy_move_dragged_by_finger(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, "[data-rack-index='0']",
                         has_touch=True, viewport=(1280, 800))
    page = nb.page
    kit.to_top(page, ROOT)
    style = page.evaluate(f"""() => getComputedStyle(
        document.querySelector('{ROOT} [data-rack-index="0"]')).touchAction""")
    assert style == "none"  # the finger drags the tile, it does not scroll the page
    best = best_move(nb)
    first, *rest = best["tiles"]
    # the first tile to a wrong cell, then on to its own cell, then back to the rack; on the
    # way a copy of the tile is under the finger and the tile itself is faded
    seen = {}

    def under_the_finger(x: float, y: float) -> None:
        page.wait_for_timeout(150)  # the last move reaches the page with the next frame
        ghost = boxes(page, ".sw-drag-ghost")  # on the page: a notebook cell would clip it
        marked = page.evaluate(f"""() => [...document.querySelectorAll(
            '{ROOT} .sw-drop-target')].map((e) => e.dataset.cell)""")
        cell = boxes(page, f"{ROOT} [data-cell='{FAR}']")[0]
        look = "(s) => { const c = getComputedStyle(document.querySelector(s));" \
               " return [c.backgroundColor, c.color, c.borderTopColor, c.fontSize]; }"
        seen.update(look=page.evaluate(look, ".sw-drag-ghost"),
                    tile_look=page.evaluate(look, f"{ROOT} [data-rack-index='{first['index']}']"))
        seen.update(ghost=ghost, x=x, y=y, marked=marked, cell=cell, faded=page.evaluate(
            f"() => getComputedStyle(document.querySelector('{ROOT} .sw-dragging')).opacity"))
        shot(page, "summy-light-touch-dragging-1280x800")

    kit.touch_drag(page, f"{ROOT} [data-rack-index='{first['index']}']",
                   f"{ROOT} [data-cell='{FAR}']", before_lifting=under_the_finger)
    (ghost,) = seen["ghost"]  # just above the finger, the cell under it marked and in sight
    assert abs(ghost["x"] + ghost["width"] / 2 - seen["x"]) < 2, seen
    assert seen["y"] - ghost["height"] < ghost["bottom"] < seen["y"] - 4, seen
    assert ghost["y"] >= 0 and seen["look"] == seen["tile_look"], seen  # whole, and the tile's look
    assert seen["marked"] == [FAR] and seen["cell"]["y"] > ghost["bottom"] - 1, seen
    assert float(seen["faded"]) < 0.5
    assert list(pending(page)) == [FAR]
    kit.touch_drag(page, f"{ROOT} [data-cell='{FAR}']", f"{ROOT} [data-cell='{first['cell']}']")
    assert list(pending(page)) == [first["cell"]]
    kit.touch_drag(page, f"{ROOT} [data-cell='{first['cell']}']", f"{ROOT} [data-role='rack']")
    assert pending(page) == {}
    assert page.locator(f".sw-drag-ghost, {ROOT} .sw-drop-target").count() == 0
    for tile in best["tiles"]:
        kit.touch_drag(page, f"{ROOT} [data-rack-index='{tile['index']}']",
                       f"{ROOT} [data-cell='{tile['cell']}']")
    assert sorted(pending(page)) == sorted(t["cell"] for t in [first, *rest])
    page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='legal']")
    shot(page, "summy-light-touch-drag-1280x800")
    page.tap(f"{ROOT} [data-action='submit']")  # the tap right after the drags still works
    page.wait_for_selector(f"{ROOT}[data-turns='2']", timeout=60_000)
    history = json.loads(nb.run("import json; print(json.dumps([t.text for t in w.game.history]))"))
    assert history[0] == best["move"]


def test_a_pari_card_dragged_by_finger_goes_to_the_nearest_gap(frontend_notebook):
    nb = open_pari(frontend_notebook, has_touch=True, viewport=(1280, 800))
    page = nb.page
    assert PARI_NOTEBOOK.endswith("pari_play.ipynb")  # seed 30: equation 2 is "x="
    kit.to_top(page, PARI)
    card = f"{PARI} .pari-hand [data-hand-index='0']"
    assert page.evaluate(f"() => getComputedStyle(document.querySelector(\"{card}\")).touchAction"
                         ) == "none"
    # the finger lifts over the right edge of equation 2's "=": the gap after it is meant
    equals = boxes(page, f"{PARI} .pari-equation[data-equation='1'] .pari-card[data-card='=']")[0]
    point = (equals["right"] - 4, equals["y"] + equals["height"] / 2)
    marked = []
    kit.touch_drag(page, card, point, before_lifting=lambda x, y: marked.extend(page.evaluate(
        f"""() => [...document.querySelectorAll('{PARI} .sw-drop-target')]
            .map((e) => [e.dataset.equation, e.dataset.gap])""")))
    assert marked == [["1", "2"]]
    page.wait_for_selector(f"{PARI} .pari-preview[data-valid='false']")
    shot(page, "pari-touch-drag-1280x800")
    page.tap(f"{PARI} [data-action='submit']")
    page.wait_for_selector(f"{PARI}[data-phase='draw']")
    assert nb.run("print(w.game.moves)").strip() == "['#2 x=5']"


def test_a_summy_tile_dragged_by_finger_in_marimo(marimo_app, browser):
    # marimo shows the widget in a shadow root: the place under the finger is found there
    context = browser.new_context(viewport={"width": 1280, "height": 900}, has_touch=True)
    page = context.new_page()
    try:
        page.goto(marimo_app.url + "/", timeout=90_000)
        page.wait_for_selector(f"{ROOT} [data-rack-index='0']", timeout=90_000)
        page.locator(f"{ROOT} [data-rack-index='0']").scroll_into_view_if_needed()
        for part in ("[data-rack-index='0']", "[data-cell='L13']"):  # both in the window
            box = page.locator(f"{ROOT} {part}").bounding_box()
            assert 0 <= box["y"] and box["y"] + box["height"] <= 900, (part, box)
        kit.touch_drag(page, f"{ROOT} [data-rack-index='0']", f"{ROOT} [data-cell='L13']")
        page.wait_for_selector(f"{ROOT} [data-cell='L13'].summy-pending", timeout=15_000)
        page.wait_for_selector(f"{ROOT} [data-role='preview'][data-state='illegal']",
                               timeout=15_000)
        assert page.locator(".sw-drag-ghost").count() == 0
        shot(page, "marimo-summy-touch-drag")
    finally:
        context.close()
