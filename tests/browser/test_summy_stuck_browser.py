"""A rack that makes no sum: the screen says so at once, and the exchange is one key away.

About four Summy games in ten begin with a first rack that cannot lay a sum through the
centre's ``=``. The preview says it in words (and the live region reads it), the Exchange
button takes Submit's look, and the exchange is played by keyboard alone.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest
from frontend_kit import VIEWPORTS, boxes, inside_window, shot, wait_live

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/summy_stuck.ipynb"  # seed 0: the rack =6x=6048
ROOT = ".summy-widget"
PREVIEW = f"{ROOT} [data-role='preview']"
EXCHANGE = f"{ROOT} [data-action='exchange']"
LIVE = f"{ROOT} [data-role='live']"
STUCK = "No sum can be made with your tiles"

LOOK_JS = """(root) => Object.fromEntries(['exchange', 'submit', 'hint'].map((a) => {
  const s = getComputedStyle(document.querySelector(`${root} [data-action=${a}]`));
  return [a, [s.backgroundColor, s.color]];
}))"""
# the tile with the focus: marked or not, and how its border and outline are drawn
FOCUSED_JS = """() => { const e = document.activeElement, s = getComputedStyle(e);
  return {visible: e.matches(':focus-visible'), pressed: e.getAttribute('aria-pressed'),
          border: s.borderTopStyle, outline: s.outlineStyle}; }"""

BORDER_JS = """() => { const c = getComputedStyle(document.activeElement);
  return [c.borderTopWidth, c.borderTopColor]; }"""
FOCUS_COLOUR_JS = "() => getComputedStyle(document.activeElement).outlineColor"


def kernel(nb, code: str):
    return json.loads(nb.run(f"import json; print(json.dumps({code}))").strip())


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_rack_that_makes_no_sum_is_told_and_the_exchange_stands_out(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, "[data-rack-index='0']",
                         theme=theme)
    page = nb.page
    page.wait_for_selector(f"{PREVIEW}[data-state='stuck']")
    assert STUCK in page.inner_text(PREVIEW) and "Exchange tiles" in page.inner_text(PREVIEW)
    wait_live(page, LIVE, STUCK)
    look = page.evaluate(LOOK_JS, ROOT)
    assert look["exchange"] == look["submit"] and look["exchange"] != look["hint"], look
    assert page.is_disabled(f"{ROOT} [data-action='submit']")
    assert kernel(nb, "[w.can_place, w.hints_used]") == [False, [0, 0]]
    for size, (width, height) in VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        kit.to_top(page, ROOT)
        if size == "700":  # the side panel goes under the board: the words are a scroll away
            page.locator(PREVIEW).scroll_into_view_if_needed()
        for where in (PREVIEW, EXCHANGE):
            assert inside_window(boxes(page, where)[0]), (size, where, boxes(page, where)[0])
        shot(page, f"summy-stuck-{theme}-{size}")
    kit.assert_accessible(page, ROOT, f"a stuck rack, {theme}")


def test_the_exchange_by_keyboard_alone_then_the_new_rack_is_asked_again(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, "[data-rack-index='0']",
                         viewport=VIEWPORTS["1280x800"])
    page = nb.page
    page.wait_for_selector(f"{PREVIEW}[data-state='stuck']")
    for keys in (["m"], ["d", "d"], ["x"]):  # the notebook's own keys do nothing here
        scene = kit.key_scene(page, EXCHANGE, keys)
        assert not scene["changed"] and scene["focus_inside"], (keys, scene)
    # a rack tile chosen by keyboard looks chosen with the focus on it (its border framed),
    # and plain again when Space lets it go
    page.focus(f"{ROOT} [data-rack-index='1']")
    page.keyboard.press("Space")
    assert page.evaluate(FOCUSED_JS) == {"visible": True, "pressed": "true",
                                         "border": "solid", "outline": "solid"}
    assert page.evaluate(BORDER_JS) == ["3px", page.evaluate(FOCUS_COLOUR_JS)]
    page.keyboard.press("Space")
    assert page.evaluate(FOCUSED_JS)["pressed"] == "false"
    assert page.evaluate(BORDER_JS)[1] == "rgb(0, 0, 0)"  # a digit's own black border
    page.focus(EXCHANGE)
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT} dialog[data-role='exchange-dialog'][open]")
    # mark both = and the x with Space, then confirm with Enter; the tile with the focus shows
    # its mark too (a dashed border inside the focus ring), and loses it when unmarked
    for index in (0, 2, 3):
        page.focus(f"{ROOT} [data-exchange-index='{index}']")
        page.keyboard.press("Space")
        assert page.evaluate(FOCUSED_JS) == {"visible": True, "pressed": "true",
                                             "border": "dashed", "outline": "solid"}
    page.keyboard.press("Space")
    assert page.evaluate(FOCUSED_JS) == {"visible": True, "pressed": "false",
                                         "border": "double", "outline": "solid"}  # the =
    page.keyboard.press("Space")
    marked = page.evaluate(f"""() => [...document.querySelectorAll(
        '{ROOT} [data-exchange-index][aria-pressed=true]')].map((e) => e.dataset.symbol)""")
    assert sorted(marked) == ["=", "=", "x"]
    page.focus(f"{ROOT} [data-action='exchange-confirm']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT}[data-turns='2']", timeout=20_000)
    page.wait_for_selector(f"{ROOT}:not([data-animating])", timeout=30_000)
    turns, can_place = kernel(
        nb, "[[[t.player, t.kind, t.count] for t in w.game.history], w.can_place]")
    assert turns[0] == [0, "exchange", 3] and turns[1][0] == 1
    # the new rack is asked again: the preview follows what Python says of it
    state = page.get_attribute(PREVIEW, "data-state")
    assert (state == "stuck") is (can_place is False), (state, can_place)
    assert page.get_attribute(EXCHANGE, "data-stuck") == str(can_place is False).lower()
    shot(page, "summy-stuck-after-the-exchange")


def test_the_last_hint_marks_the_tiles_to_exchange(frontend_notebook):
    """Step 4 of the hint names the exchange with the tiles as the rack shows them, and the
    exchange dialog then opens with exactly those tiles marked (as a move's last step lays
    the move down); confirming it plays that exchange."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, "[data-rack-index='0']",
                         viewport=VIEWPORTS["1280x800"])
    page = nb.page
    page.wait_for_selector(f"{PREVIEW}[data-state='stuck']")
    dialog = f'{ROOT} dialog[data-role="exchange-dialog"]'
    marked_js = f"""() => [...document.querySelectorAll(
        '{dialog} [data-exchange-index][aria-pressed=true]')].map((e) => e.dataset.symbol)"""
    for step in range(1, 5):
        page.click(f"{ROOT} [data-action='hint']")
        page.wait_for_selector(f"{ROOT} [data-role='hint'][data-step='{step}']")
        if step == 3:  # named, not yet marked: the dialog opens with nothing marked
            page.click(EXCHANGE)
            page.wait_for_selector(f"{dialog}[open]")
            assert page.evaluate(marked_js) == []
            page.click(f"{ROOT} [data-action='exchange-cancel']")
            page.wait_for_selector(f"{dialog}:not([open])", state="attached")
    give, keep = kernel(nb, "[w.hint['exchange'], w.game.rack(0)]")
    text = page.inner_text(f"{ROOT} [data-role='hint']")
    shown = ", ".join({"x": "×", "-": "−"}.get(s, s) for s in give)
    assert f"exchange {shown} and keep" in text, text
    assert "The tiles are marked for you: press Exchange tiles." in text and "swap" not in text
    shot(page, "summy-stuck-hint-4")
    page.click(EXCHANGE)
    page.wait_for_selector(f"{dialog}[open]")
    assert sorted(page.evaluate(marked_js)) == sorted(give), (give, keep)
    assert page.is_enabled(f"{ROOT} [data-action='exchange-confirm']")
    kit.axe_clean(page, ROOT, "the exchange dialog with the hint's tiles marked")
    shot(page, "summy-stuck-hint-marked", ROOT)
    page.click(f"{ROOT} [data-action='exchange-confirm']")
    page.wait_for_selector(f"{ROOT}[data-turns='2']", timeout=20_000)
    played = kernel(nb, "w.game.history[0].text")
    assert played.startswith("swap ") and sorted(played[5:]) == sorted(give), (played, give)
