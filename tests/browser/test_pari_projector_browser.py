"""=Pari= on a projector: ``PariWidget(projector=True)`` inside the notebook.

JupyterLab Light and Dark, the file browser open, at 1400x1000 and 1280x800: the side (scores,
status, preview, buttons) beside the table, every card, the equations, the preview and the Play
button inside the notebook's output area and the window, a card at least 1.4 times as wide and
as high as the same card without ``projector`` (both measured at that size), no text under
18 px, no axe-core violation, no low contrast. At 700x900 (a notebook column about 330 px
wide): everything under each other and inside the width, still no text under 18 px. A correct
equation is then built and played by clicking: the game goes on, still large. Full screen
from the projector layout is large too, and leaving it brings the projector layout back.
"""

from __future__ import annotations

import pytest
from frontend_kit import (  # noqa: F401  (fixtures are found by name)
    assert_accessible,
    boxes,
    dark_lab,
    frontend_notebook,
    inside_window,
    open_widget,
    shot,
    size_of,
    small_texts,
    themed_lab,
    to_top,
)

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/notebooks/pari_projector.ipynb"  # seed 30, You against one computer
W = ".pari-widget"
FRAME = ".pari-frame"
OUTPUT = ".jp-OutputArea-output:has(.pari-widget)"
HAND_CARD = f"{W} .pari-hand [data-hand-index='1']"  # the 8: stays in the hand all along
PLAY = f"{W} [data-action='submit']"
SIZES = ((1400, 1000), (1280, 800), (700, 900))


# every visible part of the widget outside [left, right]: [where, its left and right edges]
OUTSIDE_JS = """([s, left, right]) => [...document.querySelectorAll(s + ' *')]
  .filter((el) => el.getClientRects().length && !el.closest('.sw-sr-only, dialog'))
  .map((el) => {
    const r = el.getBoundingClientRect();
    return [el.className || el.tagName, r.left, r.right];
  })
  .filter(([, l, r]) => l < left - 0.5 || r > right + 0.5)"""


def place(page, hand_index: int, equation: int, gap: int) -> None:
    """Choose a hand card, then a gap, by clicking."""
    page.locator(f"{W} .pari-hand [data-hand-index='{hand_index}']").click()
    page.locator(f"{W} button[data-equation='{equation}'][data-gap='{gap}']").click()
    page.wait_for_selector(f"{W} .pari-hand [data-hand-index='{hand_index}'].pari-used")


def assert_clean(page, state: str) -> None:
    assert_accessible(page, W, state)


def assert_inside_the_output(page, state: str,
                             parts: tuple[str, ...] = (PLAY, f"{W} .pari-preview")) -> None:
    output = boxes(page, OUTPUT)[0]
    for part in (W, f"{W} .pari-card", f"{W} .pari-equation", f"{W} .pari-scores", *parts):
        found = boxes(page, part)
        assert found, (state, part)
        for box in found:
            assert box["x"] >= output["x"] - 0.5 and box["right"] <= output["right"] + 0.5, \
                (state, part, box, output)
    outside = page.evaluate(OUTSIDE_JS, [W, output["x"], output["right"]])
    assert outside == [], f"{state}: parts outside the output area: {outside[:5]}"


def set_projector(nb, on: bool) -> None:
    """Switch the trait from Python and wait until the front end shows it."""
    nb.run(f"w.projector = {on}")
    wanted = ".pari-projector" if on else ":not(.pari-projector)"
    nb.page.wait_for_selector(f"{FRAME}{wanted}", state="attached")
    nb.page.wait_for_timeout(250)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_pari_projector_trait_in_the_notebook(frontend_notebook, theme):  # noqa: F811
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     theme=theme, viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{FRAME}.pari-projector")
    assert page.evaluate("() => document.fullscreenElement") is None  # the notebook itself
    assert page.get_attribute(f"{W} [data-action='fullscreen']", "aria-pressed") == "false"
    place(page, 0, 0, 0)  # "5=2": a card on the table, a preview, Play enabled
    page.wait_for_selector(f"{W} .pari-preview[data-valid='false']")
    measured = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        to_top(page, W, 300)
        label = f"{theme} projector {width}x{height}"
        shot(page, f"pari-{theme}-projector-{width}x{height}")
        assert_inside_the_output(page, label)
        small = small_texts(page, W, 18)
        assert small == [], f"{label}: text under 18 px: {small}"
        table, hand = boxes(page, f"{W} .pari-table")[0], boxes(page, f"{W} .pari-hand")[0]
        side = boxes(page, f"{W} .pari-side")[0]
        if width == 700:  # a narrow column: the side under the hand
            assert side["y"] >= hand["bottom"] - 1, (label, hand, side)
            continue
        assert side["x"] >= table["right"] - 1, (label, table, side)  # beside the table
        for part in (f"{W} .pari-card", PLAY, f"{W} .pari-preview"):
            found = boxes(page, part)
            assert all(inside_window(b) for b in found), (label, part, found)
        assert_clean(page, label)
        big = {"hand": size_of(page, HAND_CARD),
               "table": size_of(page, f"{W} .pari-table .pari-card")}
        set_projector(nb, False)
        to_top(page, W)
        plain = {"hand": size_of(page, HAND_CARD),
                 "table": size_of(page, f"{W} .pari-table .pari-card")}
        for part in ("hand", "table"):
            for side_ in ("width", "height"):
                assert big[part][side_] >= 1.4 * plain[part][side_], (label, part, big, plain)
        measured[f"{width}x{height}"] = {"projector": big["hand"], "plain": plain["hand"]}
        set_projector(nb, True)
    print(theme, "hand card sizes:", measured)

    # the rest of "5=2+3" by clicking, then Play: the game goes on, still large
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(400)
    to_top(page, W, 300)
    place(page, 4, 0, 3)
    place(page, 2, 0, 4)
    page.wait_for_selector(f"{W} .pari-preview[data-valid='true']")
    page.locator(PLAY).click()
    page.wait_for_function(
        "(s) => document.querySelector(s).textContent.includes("
        "'You made equation 1 correct: 5=2+3, 2 points')", arg=f"{W} .pari-log")
    page.wait_for_selector(f"{W}[data-phase='lay'] [data-action='lay']")
    assert page.evaluate("(s) => document.querySelector(s).classList.contains('pari-projector')",
                         FRAME)
    assert nb.run("print(w.view['scores'], w.view['phase'])").strip() == "[2, 0] lay"
    to_top(page, W, 300)
    shot(page, f"pari-{theme}-projector-after-play-1280x800")
    assert_inside_the_output(page, f"{theme} projector after Play", (f"{W} [data-action='lay']",))
    assert small_texts(page, W, 18) == []
    assert_clean(page, f"{theme} projector after Play")


def test_full_screen_and_back_keeps_the_projector_layout(frontend_notebook):  # noqa: F811
    """Full screen from the projector layout: large there too (no text under 18 px, everything
    inside the window); leaving it brings the projector layout back, not the small one."""
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1280, 800))
    page = nb.page
    button = f"{W} [data-action='fullscreen']"
    to_top(page, W, 300)
    before = size_of(page, HAND_CARD)
    page.locator(button).click()
    page.wait_for_function("() => document.fullscreenElement?.classList.contains('pari-frame')")
    page.wait_for_selector(f"{button}[aria-pressed='true']")
    page.wait_for_timeout(300)
    shot(page, "pari-light-projector-fullscreen-1280x800")
    for part in (f"{W} .pari-card", PLAY, f"{W} .pari-scores"):
        found = boxes(page, part)
        assert found and all(inside_window(b) for b in found), part
    assert small_texts(page, W, 18) == []
    assert page.evaluate("() => document.activeElement.dataset.action") == "fullscreen"
    page.keyboard.press("Enter")  # the same button leaves full screen
    page.wait_for_function("() => document.fullscreenElement === null")
    page.wait_for_selector(f"{button}[aria-pressed='false']")
    page.wait_for_timeout(300)
    assert page.evaluate("(s) => document.querySelector(s).classList.contains('pari-projector')",
                         FRAME)
    to_top(page, W, 300)
    assert size_of(page, HAND_CARD) == pytest.approx(before, abs=1)
    assert_inside_the_output(page, "projector after full screen")
