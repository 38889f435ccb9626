"""Printed from JupyterLab (a worksheet, a handout), with the browser's usual setting that leaves
backgrounds out to save ink: the games' boards, racks, sheets and cards, and the pictures of a
board or a sheet in a lesson, print as they are drawn.

Before, the paper lost what is drawn as a background: Summy's signs printed without their discs
(grey text), its digits without their colour, its grey tiles as empty cells; Summa's written
cells and =Pari='s operator cards lost their faces. The test prints the page to PDF (Chromium,
``print_background=False`` as in the print dialog's default) and reads the colours the PDF fills
with.
"""

from __future__ import annotations

import re
import time
import zlib

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

DIGIT = (255, 246, 213)  # a Summy digit tile's face (#fff6d5)
DISC = (11, 60, 140)  # a Summy sign's disc (#0b3c8c)
WRITTEN = (255, 253, 243)  # a written cell of a Summa sheet in a lesson (#fffdf3)
PENDING = (255, 241, 204)  # a Summa cell written this round, not yet done (#fff1cc)
OPERATOR = (255, 245, 230)  # the face of an =Pari= operator card (#fff5e6)


def printed_colours(page) -> set[tuple[int, ...]]:
    """The colours the page fills with when printed (as RGB 0-255), read from the PDF's
    content streams (``r g b rg``)."""
    pdf = page.pdf(print_background=False)
    found = set()
    for stream in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", pdf, re.S):
        try:
            data = zlib.decompress(stream.group(1))
        except zlib.error:  # an image or a font, not drawing
            continue
        for rgb in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) rg\b", data):
            found.add(tuple(round(float(v) * 255) for v in rgb))
    return found


def printed_in_time(page, wanted: set, seconds: float = 20.0) -> set[tuple[int, ...]]:
    """The colours of the printed page once they include ``wanted``, or after ``seconds``.

    JupyterLab draws a cell scrolled into view a moment later (on a busy machine more than
    half a second), and a cell not drawn yet prints as nothing."""
    deadline = time.monotonic() + seconds
    colours = printed_colours(page)
    while not wanted <= colours and time.monotonic() < deadline:
        page.wait_for_timeout(300)
        colours = printed_colours(page)
    return colours


def test_a_printed_lesson_keeps_its_pictures(frontend_notebook):
    nb = frontend_notebook("tests/browser/notebooks/outputs.ipynb",
                           viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    page.wait_for_function("() => document.querySelectorAll('table.summy-board').length >= 3",
                           timeout=60_000)
    # JupyterLab draws only the cells near the view: each picture in view when printed
    page.locator("table.summy-board").nth(1).evaluate("(e) => e.scrollIntoView()")  # a game's
    colours = printed_in_time(page, {DIGIT, DISC})
    assert DIGIT in colours and DISC in colours, sorted(colours)
    sheet = page.locator(".jp-OutputArea-output table", has_text="F").last  # a Summa sheet
    sheet.evaluate("(e) => e.scrollIntoView()")
    colours = printed_in_time(page, {WRITTEN})
    assert WRITTEN in colours, sorted(colours)


@pytest.mark.parametrize("path, root, ready, setup, colours", [
    ("tests/browser/notebooks/summy_computer.ipynb", ".summy-widget", "[data-rack-index='0']",
     "", {DIGIT, DISC}),
    ("tests/browser/notebooks/summa_play.ipynb", ".summa-widget", "[data-cell='0,0']",
     "w.handle({'action': 'random_black'}); w.handle({'action': 'confirm_black'}); "
     "w.handle({'action': 'place', 'die': 0, 'cell': [3, w.sheet[3].index('.')]})", {PENDING}),
    ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget", ".pari-hand [data-hand-index='0']",
     "", {OPERATOR}),
], ids=["summy", "summa", "pari"])
def test_a_printed_game_keeps_its_pieces(frontend_notebook, path, root, ready, setup,
                                         colours):
    nb = kit.open_widget(frontend_notebook, path, root, ready,
                         viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    if setup:
        nb.run(setup)
        page.wait_for_selector(f"{root} [data-pending]", timeout=30_000)
    kit.to_top(page, root)
    printed = printed_in_time(page, colours)
    assert colours <= printed, (colours - printed, sorted(printed))
