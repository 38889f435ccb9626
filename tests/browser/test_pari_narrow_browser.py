"""=Pari= in a narrow column (700 px with the file browser open), by touch, and in two columns
under 800 px.

"Your cards:" stands over the hand, so a hand of six or seven cards keeps one row inside the
widget (before, the label took the row's room and the last card went alone to a second row);
a tap on a card and a tap on an equation lay it there, and Play plays it.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".pari-widget"
NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30: equation 2 is "x="


def open_at(frontend_notebook, size: tuple[int, int], narrower_than: int, **options):
    """The game opened at 1400x1000, the window then made ``size`` (JupyterLab beside its file
    browser), once the widget is narrower than ``narrower_than`` px; scrolled to its top."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"], **options)
    nb.page.set_viewport_size({"width": size[0], "height": size[1]})
    nb.page.wait_for_function(f"() => document.querySelector('{W}').getBoundingClientRect()"
                              f".width < {narrower_than}")
    nb.page.wait_for_timeout(300)
    kit.to_top(nb.page, W)
    return nb


def test_a_narrow_column_keeps_the_hand_in_one_row_and_plays_by_tap(frontend_notebook):
    nb = open_at(frontend_notebook, (700, 900), 400, theme="dark", has_touch=True)
    page = nb.page
    widget = kit.boxes(page, W)[0]
    label = kit.boxes(page, f"{W} .pari-hand > strong")[0]
    cards = kit.boxes(page, f"{W} .pari-hand .pari-card")
    assert 6 <= len(cards) <= 7, len(cards)
    assert max(c["y"] for c in cards) - min(c["y"] for c in cards) < 1, cards  # one row
    assert label["bottom"] <= min(c["y"] for c in cards), (label, cards[0])
    assert widget["x"] <= min(c["x"] for c in cards) and max(c["right"] for c in cards) \
        <= widget["right"], (widget, cards[-1])
    kit.shot(page, "pari-dark-narrow-touch-hand-700")
    kit.assert_accessible(page, W, "a narrow column, the hand in one row")
    # a tap on the first card, a tap on equation 2 (right of its "="), and Play
    page.tap(f"{W} .pari-hand [data-hand-index='0']")
    page.wait_for_selector(f"{W} .pari-hand .pari-selected")
    equals = kit.boxes(page, f"{W} .pari-equation[data-equation='1'] .pari-card[data-card='=']")[0]
    page.touchscreen.tap(equals["right"] - 4, equals["y"] + equals["height"] / 2)
    page.wait_for_selector(f"{W} .pari-equation[data-equation='1'] .pari-new")
    kit.shot(page, "pari-dark-narrow-touch-laid-700")
    page.tap(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-phase='draw']")
    assert nb.run("print(w.game.moves)").strip() == "['#2 x=5']"


def test_two_columns_under_800_px_keep_the_hand_in_one_row(frontend_notebook):
    """A widget of 668 px (1100x800 beside the file browser; a tablet across): the side panel
    beside, and "Your cards:" over the hand there too, so its six cards keep one row in the
    left column (before, the sixth went alone to a second row)."""
    nb = open_at(frontend_notebook, (1100, 800), 700, theme="light")
    page = nb.page
    hand, side = (kit.boxes(page, f"{W} {part}")[0] for part in (".pari-hand", ".pari-side"))
    label = kit.boxes(page, f"{W} .pari-hand > strong")[0]
    cards = kit.boxes(page, f"{W} .pari-hand .pari-card")
    assert hand["right"] <= side["x"] and kit.boxes(page, W)[0]["width"] > 640, (hand, side)
    assert len(cards) == 6 and max(c["y"] for c in cards) - min(c["y"] for c in cards) < 1, cards
    assert label["bottom"] <= min(c["y"] for c in cards), (label, cards[0])
    assert max(c["right"] for c in cards) <= hand["right"], (hand, cards[-1])
    kit.shot(page, "pari-light-two-columns-hand-1100x800")


# four players, as in lesson 07; the first card of the hand laid before the first equation
FOUR = ("import summy_widget as sw; w.session = sw.pari.Session(['You', 'computer:beginner', "
        "'computer:greedy', 'computer:strong'], seed=7); w.speed = 'off'; w._refresh()")
PLAY = f"{W} [data-action='submit']"


PARTS = {"hand": ".pari-hand", "title": ".pari-status", "preview": ".pari-preview",
         "play": "[data-action='submit']", "help": ".pari-help", "scores": ".pari-scores"}


def where(page) -> tuple[dict, dict]:
    """The notebook's scrolled part (its window) and the boxes of the parts of the game."""
    window = kit.boxes(page, ".jp-WindowedPanel-outer")[0]
    return window, {name: kit.boxes(page, f"{W} {sel}")[0] for name, sel in PARTS.items()}


@pytest.mark.parametrize(("projector", "height"), [(False, 680), (True, 768)])
def test_in_one_column_play_follows_the_hand(frontend_notebook, projector, height):
    """A 1024x768 screen with the file browser open: the side goes under the hand. What the
    step needs comes first: the step's title, the preview and Play, then the help and the
    scores of the four players, so a card is chosen, laid and played without scrolling
    (before, the scores and the help stood between the preview and Play, and Play was under
    the window's edge). A laptop's browser shows 1024x680 of it under its tab and address bars;
    a projector, with the browser full screen (F11), the whole 1024x768: its large cards need a
    scroll to the hand, then the hand, the preview and Play are in view together."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                         viewport=(1024, height))
    page = nb.page
    nb.run(FOUR + (f"; w.projector = {projector}"))
    page.wait_for_selector(f"{W}[data-phase='play'][data-current='0'] .pari-scores tr:nth-child(4)")
    kit.to_top(page, W, 300)
    assert kit.boxes(page, W)[0]["width"] < 640  # one column
    page.click(f"{W} .pari-hand [data-hand-index='0']")
    page.click(f"{W} button[data-equation='0'][data-gap='0']")
    page.wait_for_selector(f"{W} .pari-preview:is([data-valid='true'], [data-valid='false'])")
    window, parts = where(page)
    order = ["hand", "title", "preview", "play", "help", "scores"]
    for upper, lower in zip(order, order[1:]):
        assert parts[upper]["bottom"] <= parts[lower]["y"] + 0.5, (upper, lower, parts)
    if projector:  # the projector's cards are large: the hand and Play fit one window
        page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'start'})",
                      f"{W} .pari-hand")
        page.wait_for_timeout(200)
        window, parts = where(page)
    for name in ("hand", "preview", "play"):
        assert window["y"] - 0.5 <= parts[name]["y"] and \
            parts[name]["bottom"] <= window["bottom"] + 0.5, (name, parts[name], window)
    label = "projector" if projector else "plain"
    kit.shot(page, f"pari-light-one-column-{label}-1024x{height}")
    kit.assert_accessible(page, W, f"one column, {label}")
    page.click(PLAY)
    page.wait_for_selector(f"{W}[data-phase='draw']")
    assert nb.run("print(w.game.moves[-1].split()[0])").strip() == "#1"  # into equation 1
