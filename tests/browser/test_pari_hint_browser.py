"""=Pari='s Hint as a pupil meets it: each press tells a little more (the points, the equation,
marked on the table in words as well, the cards, then the play laid as the draft, ready for
Play), in light and dark, at 1280x800, 1400x1000 and in a narrow column; and the list of moves
keeps each line's number when the first lines drop off.

Before, the first press showed the whole play ("Hint: #1 5=2+3"), nothing on the table said
where, and the list of moves numbered its last 12 lines from 1 again after every turn.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import VIEWPORTS, boxes, inside_window, shot

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30: You against one computer
ROOT = ".pari-widget"
LIVE = f"{ROOT} .pari-live"
HINT = f"{ROOT} [data-action='hint']"
STEPS = ["Hint 1 of 4: There is a correct equation worth 2 points.",
         "Hint 2 of 4: Look at equation 1, the one that shows =2 now.",
         "Hint 3 of 4: Lay 5, 3, + from your cards into equation 1.",
         "Hint 4 of 4: Play 5=2+3 in equation 1: 2 points. "
         "The cards are laid for you: press Play, or Take back."]
OUTLINE_JS = "(e) => getComputedStyle(e).outlineStyle"


def _open(frontend_notebook, theme: str, touch: bool = False):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, ".pari-hand [data-hand-index='0']",
                         theme=theme, viewport=VIEWPORTS["1400x1000"], has_touch=touch)
    nb.run("w.speed = 'off'")
    nb.page.wait_for_function(f"() => document.querySelector('{ROOT} .pari-speed').value === 'off'")
    return nb


def _press_hint(page, step: int, how: str) -> str:
    if how == "keyboard":
        page.locator(HINT).focus()
        page.keyboard.press("Enter")
    elif how == "tap":
        page.locator(HINT).tap()
    else:
        page.locator(HINT).click()
    box = page.locator(f"{ROOT} .pari-hint[data-step='{step}']")
    box.wait_for()
    return " ".join(box.inner_text().split())


def _inside(inner: dict, outer: dict) -> bool:
    return (inner["x"] >= outer["x"] - 1 and inner["y"] >= outer["y"] - 1
            and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 1
            and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + 1)


@pytest.mark.parametrize(("theme", "size"), [("light", "1280x800"), ("dark", "1400x1000"),
                                             ("dark", "700")])
def test_each_press_of_hint_tells_a_little_more(frontend_notebook, theme, size):
    """Mouse and keyboard on the wide screens; by finger in the narrow column (a phone)."""
    phone = size == "700"
    nb = _open(frontend_notebook, theme, touch=phone)
    page = nb.page
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[size], strict=True)))
    kit.to_top(page, ROOT)
    page.evaluate(kit.WATCH_SAID, LIVE)

    assert _press_hint(page, 1, "tap" if phone else "mouse") == STEPS[0]
    assert page.locator(f"{ROOT} .pari-hinted").count() == 0  # no place given away yet
    assert page.locator(f"{ROOT} .pari-preview[data-valid='']").count() == 1  # nothing laid

    assert _press_hint(page, 2, "tap" if phone else "keyboard") == STEPS[1]
    marked = page.locator(f"{ROOT} .pari-equation.pari-hinted")
    assert marked.count() == 1 and marked.get_attribute("data-equation") == "0"
    assert marked.evaluate(OUTLINE_JS) == "dotted"
    # the mark is in words too: on the table and in the equation's name
    note = page.locator(f"{ROOT} .pari-hinted .pari-hint-note")
    # in the narrow column only "hint", so that it keeps to the line of the cards
    assert note.inner_text() == ("hint" if phone else "hint: this equation")
    assert _inside(boxes(page, f"{ROOT} .pari-hinted .pari-hint-note")[0],
                   boxes(page, f"{ROOT} .pari-hinted")[0])
    last = boxes(page, f"{ROOT} .pari-hinted .pari-card")[-1]
    shown_note = boxes(page, f"{ROOT} .pari-hinted .pari-hint-note")[0]
    assert shown_note["x"] >= last["right"] and shown_note["y"] < last["bottom"], (shown_note, last)
    assert marked.get_attribute("aria-label").endswith(". hint: this equation")
    assert kit.low_contrast(page, ROOT) == []
    shot(page, f"pari-hint-2-{theme}-{size}")

    assert _press_hint(page, 3, "tap" if phone else "keyboard") == STEPS[2]
    assert _press_hint(page, 4, "tap" if phone else "mouse") == STEPS[3]
    # the play is laid: the preview says it is correct, three hand cards are used, Play is on
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='true']")
    row = page.locator(f"{ROOT} .pari-equation[data-equation='0'] .pari-card")
    assert "".join(row.all_inner_texts()).replace("★", "").strip() == "5=2+3"
    play = page.locator(f"{ROOT} [data-action='submit']")
    assert play.is_enabled()
    for part in ("[data-action='submit']", ".pari-hint", ".pari-preview"):
        outside = [b for b in boxes(page, f"{ROOT} {part}") if not inside_window(b)]
        assert outside == [], f"{theme} {size}: {part} outside the window: {outside}"
    # the count beside the player, as Summy shows it: each step asked once
    count = page.locator(f"{ROOT} .pari-scores tr[data-player='0'] .pari-hints")
    assert count.inner_text().strip() == "· 4 hints" and count.get_attribute("data-hints") == "4"
    assert inside_window(boxes(page, f"{ROOT} .pari-scores tr[data-player='0'] .pari-hints")[0])
    said = page.evaluate("() => window.__said")
    assert "Hint 4 of 4: Play 5 equals 2 plus 3 in equation 1: 2 points." in " ".join(said)
    assert kit.low_contrast(page, ROOT) == []
    kit.axe_clean(page, ROOT, f"the hint's play laid, {theme} {size}")
    shot(page, f"pari-hint-4-{theme}-{size}")

    if phone:
        play.tap()
    else:
        play.click()
    page.wait_for_selector(f"{ROOT}[data-phase='lay']")
    assert page.locator(f"{ROOT} .pari-hint").count() == 0  # the hint ends with the play
    assert nb.run("print(w.game.scores[0], w.game.moves)").strip() == "2 ['#1 5=2+3']"
    kit.assert_accessible(page, ROOT, f"after the hint's play, {theme} {size}")


def test_the_moves_keep_their_numbers(frontend_notebook):
    nb = _open(frontend_notebook, "light")
    page = nb.page
    # both seats play on (the person's steps chosen by a computer player) past 12 lines
    nb.run("from summy_widget.pari import get_player\n"
           "p = get_player('greedy')\n"
           "while len(w.session.log) < 16 and not w.game.over:\n"
           "    w.session.act(p.choose(w.game))\n"
           "w._refresh()")
    first = int(nb.run("print(len(w.session.log) - 11)"))
    assert first > 1
    log = page.locator(f"{ROOT} ol.pari-log")
    page.wait_for_function(f"() => document.querySelector('{ROOT} ol.pari-log')"
                           f".getAttribute('start') === '{first}'")
    lines = log.locator("li").all_inner_texts()
    expected = nb.run("for e in w.session.log[-12:]: print(w.session._log_line(e))")
    assert lines == expected.strip().split("\n")
    # the list shows its numbers from there: the browser counts on from ``start``
    assert log.evaluate("(e) => e.start") == first
    kit.axe_clean(page, ROOT, "a long list of moves")


def test_the_count_of_hints_fits_the_projectors_large_type(frontend_notebook):
    """On the projector (large type) in a notebook beside the file browser, "6 cards · 2 hints"
    used to run out of the widget ("· 2 hin"); now the count goes to a line of its own."""
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/pari_projector.ipynb", ROOT,
                         ".pari-hand [data-hand-index='0']", viewport=VIEWPORTS["1280x800"],
                         theme="dark")
    page = nb.page
    kit.to_top(page, ROOT)
    for step in (1, 2):
        assert _press_hint(page, step, "mouse").startswith(f"Hint {step} of 4")
    count = boxes(page, f"{ROOT} .pari-scores tr[data-player='0'] .pari-hints")[0]
    widget = boxes(page, ROOT)[0]
    assert count["right"] <= widget["right"] and inside_window(count), (count, widget)
    assert page.locator(f"{ROOT} .pari-hints").inner_text().strip() == "· 2 hints"
    # the "·" stays on the line of the count: no line of the cell ends in it
    count, dot = page.locator(f"{ROOT} .pari-scores tr[data-player='0'] td.pari-cards").evaluate(
        _COUNT_AND_DOT)
    assert abs(dot["top"] - count["top"]) < 1 and dot["left"] < count["left"] + 1, (count, dot)
    assert kit.low_contrast(page, ROOT) == []
    shot(page, "pari-hint-projector-dark-1280x800")


#: the box of the count's words ("2 hints", the last text of the cell) and of its "·"
_COUNT_AND_DOT = """(cell) => {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  while (walker.nextNode()) {
    const text = walker.currentNode, at = text.data.indexOf("\u00b7");
    if (at >= 0) { range.setStart(text, at); range.setEnd(text, at + 1); }
  }
  const words = document.createRange(), last = cell.lastElementChild.lastChild;
  words.selectNodeContents(last.nodeType === Node.TEXT_NODE ? last : last.lastChild);
  const box = (r) => ({ top: r.top, left: r.left, right: r.right });
  return [box(words.getClientRects()[words.getClientRects().length - 1]),
    box(range.getBoundingClientRect())];
}"""


@pytest.mark.parametrize(("theme", "size"), [("light", "1280x800"), ("dark", "700")])
def test_hint_pressed_again_on_the_same_spot_tells_more(frontend_notebook, theme, size):
    """The buttons come right under the preview and the hint below them: Hint pressed three
    times where it first was (by mouse; by finger in the narrow column) gives the first three
    steps, and Play, Take back and Hint do not move (in the narrow column the table is above
    them; the second step's note on it says only "hint" there, on the line of the cards: in
    full it took a line of its own and moved the buttons down by 15 px). Before, each hint
    pushed the buttons down by its own height, and the scores table grew by a line or two at
    the first, so the second press hit the hint's text."""
    phone = size == "700"
    nb = _open(frontend_notebook, theme, touch=phone)
    page = nb.page
    page.set_viewport_size(dict(zip(("width", "height"), VIEWPORTS[size], strict=True)))
    kit.to_top(page, ROOT)
    page.locator(HINT).scroll_into_view_if_needed()
    spot = boxes(page, HINT)[0]
    x, y = spot["x"] + spot["width"] / 2, spot["y"] + spot["height"] / 2
    row = boxes(page, f"{ROOT} .pari-side > .pari-buttons")[0]
    for step in (1, 2, 3):
        if phone:
            page.touchscreen.tap(x, y)
        else:
            page.mouse.click(x, y)
        hint = page.locator(f"{ROOT} .pari-hint[data-step='{step}']")
        hint.wait_for()
        assert " ".join(hint.inner_text().split()) == STEPS[step - 1]
        now = boxes(page, HINT)[0]
        assert now["x"] < x < now["right"] and now["y"] < y < now["bottom"], (step, now, x, y)
        assert boxes(page, f"{ROOT} .pari-side > .pari-buttons")[0] == row, step
        shown = boxes(page, f"{ROOT} .pari-hint")[0]
        assert shown["y"] >= row["bottom"] and inside_window(shown), (shown, row)
    shot(page, f"pari-hint-3-same-spot-{theme}-{size}")
    kit.assert_accessible(page, ROOT, "the third hint under the buttons")
