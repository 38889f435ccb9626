"""Summy as a class meets it in JupyterLab: a projector at a usual size, the score table in
every language and size, the words at the end, the review's marks, the live region, and
the computer's move being laid (Hint waits, Skip shows it at once).

The notebook starts ``w = SummyWidget(seed=4, opponent="computer")``; the tests change the
widget from the kernel (``nb.run``). Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import dark_lab, frontend_notebook, themed_lab  # noqa: F401  (fixtures)
from test_summy_computer_browser import kernel_json, play_best_move_by_clicking

pytestmark = pytest.mark.browser

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


def open_summy(frontend_notebook, **options):  # noqa: F811
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
                                                            theme):  # noqa: F811
    nb = open_summy(frontend_notebook, viewport=kit.VIEWPORTS[size], file_browser=file_browser,
                    theme=theme)
    page = nb.page
    nb.run("w.projector = True\nw.zoom = 1.25")  # as SummyWidget(..., projector=True)
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
    # zoom - shows more of the board, + less
    page.click(f"{W} [data-action='zoom-out']")
    page.wait_for_timeout(400)
    smaller = page.evaluate(CELLS_SEEN, W)
    assert len(smaller["seen"]) > len(seen["seen"]) and smaller["cell"] >= 32, (smaller, seen)
    assert "M13" in smaller["seen"]
    kit.shot(page, name + "-zoom-out")
    page.click(f"{W} [data-action='zoom-in']")
    page.click(f"{W} [data-action='zoom-in']")
    page.wait_for_timeout(400)
    larger = page.evaluate(CELLS_SEEN, W)
    assert len(larger["seen"]) < len(seen["seen"]) and larger["cell"] > seen["cell"], larger
    nb.run("w.zoom = 1.25")
    page.wait_for_timeout(300)
    # the best first move, by clicking: its cells can be reached
    best = play_best_move_by_clicking(nb)
    assert best["tiles"][0]["cell"] == "M8", best  # outside the 7x7 around M13 shown before
    kit.shot(page, name + "-move")
