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

import doctest
import re
import sys
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


# a stream object: its dictionary (which names the stream's length), then the stream's bytes
_STREAM = re.compile(rb"\d+ \d+ obj\s*<<(.*?)>>\s*stream\r?\n", re.S)
_FILL = re.compile(rb"([\d.]+) ([\d.]+) ([\d.]+) rg\b")


def drawings(pdf: bytes) -> list[bytes]:
    r"""The PDF's drawing streams (content and forms), decompressed; images and fonts left out.

    A stream is read by the length its dictionary gives: compressed bytes may end in a carriage
    return, which a search for the ``endstream`` line would take for the line's end.

    >>> body = zlib.compress(b"1 0 0 rg")
    >>> pdf = b"4 0 obj\n<</Filter /FlateDecode\n/Length %d>> stream\n%s\nendstream" % (
    ...     len(body), body)
    >>> drawings(pdf)
    [b'1 0 0 rg']
    """
    found = []
    for stream in _STREAM.finditer(pdf):
        head = stream.group(1)
        if b"/Subtype /Image" in head or b"/Length1" in head:  # a picture or a font
            continue
        length = int(re.search(rb"/Length (\d+)", head).group(1))
        data = pdf[stream.end():stream.end() + length]
        found.append(zlib.decompress(data) if b"/FlateDecode" in head else data)
    return found


def printed_colours(page) -> set[tuple[int, ...]]:
    """The colours the page fills with when printed (as RGB 0-255), read from the PDF's
    drawing streams (``r g b rg``)."""
    pdf = page.pdf(print_background=False)
    return {tuple(round(float(v) * 255) for v in rgb)
            for data in drawings(pdf) for rgb in _FILL.findall(data)}


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


def test_the_pdf_is_read_whole_also_where_a_stream_ends_in_a_carriage_return():
    """Before, a drawing whose compressed bytes ended in a carriage return (one page in some
    hundreds) lost its last byte, and the page seemed to print no colour at all."""
    assert doctest.testmod(sys.modules[__name__]).failed == 0
    drawing = next(d for n in range(100_000)
                   if zlib.compress(d := b"0.%d 0 0 rg" % n).endswith(b"\r"))
    body = zlib.compress(drawing)  # written as Chromium writes it
    pdf = b"3 0 obj\n<</Filter /FlateDecode\n/Length %d>>\nstream\n%s\nendstream\nendobj" % (
        len(body), body)
    assert drawings(pdf) == [drawing]


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
