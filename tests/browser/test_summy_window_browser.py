"""Summy's part in play stays put while tiles are put down and taken back.

On a touch screen at 1280x800 (and in projector mode) the board shows the part in play: the
tiles on the board before this turn and every cell a move may reach from them. Tiles put down
but not submitted do not change it, so the cell a pupil aims at next never moves: every drawn
cell keeps its place (its bounding box) when a tile goes down at the edge of the part and
when it is taken back. When the board scrolls to a new part (after a move), it scrolls by
whole cells: no letter or number is cut under the sticky corner.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
NOTEBOOK = "tests/browser/notebooks/summy_play.ipynb"
SETUP = """
from summy_widget import summy
w.speed = 'off'
w.session = summy.Session(['You', 'computer:greedy'], seed=4)
w._refresh()
print(w.phase)
"""
# the person's best move (hint step 4) and the computer's answer, from Python
MOVE = """
s = w.session
s.submit([s.hint_step() for _ in range(4)][-1]['placements'], computers=False)
w._after_turn()
print(len(w.history))
"""
# where each drawn cell is
CELLS = """(root) => Object.fromEntries([...document.querySelectorAll(root + ' [data-cell]')]
  .filter((c) => c.getClientRects().length).map((c) => { const r = c.getBoundingClientRect();
    return [c.dataset.cell, [Math.round(r.x), Math.round(r.y), Math.round(r.width)]]; }))"""
# the empty cells of a row fully in sight (not under the sticky numbers), leftmost first
IN_SIGHT = """([root, row]) => {
  const w = document.querySelector(root);
  const corner = w.querySelector('.summy-corner').getBoundingClientRect();
  const frame = w.querySelector('.summy-board-wrap').getBoundingClientRect();
  return [...w.querySelectorAll('[data-cell].summy-empty')]
    .filter((c) => c.dataset.cell.slice(1) === String(row) && c.getClientRects().length)
    .map((c) => [c.dataset.cell, c.getBoundingClientRect()])
    .filter(([, r]) => r.left >= corner.right && r.right <= frame.right - 15)
    .sort((a, b) => a[1].left - b[1].left).map(([name]) => name);
}"""
# letters and numbers cut by the sticky corner (partly under it)
CUT = """(root) => {
  const w = document.querySelector(root);
  const corner = w.querySelector('.summy-corner').getBoundingClientRect();
  const coords = [...w.querySelectorAll('.summy-coord')].filter((c) => c.getClientRects().length);
  const cut = (a, b, edge) => a < edge - 1 && b > edge + 1;
  return coords.filter((c) => { const r = c.getBoundingClientRect();
    return c.getAttribute('role') === 'columnheader' ? cut(r.left, r.right, corner.right)
      : cut(r.top, r.bottom, corner.bottom); }).map((c) => c.textContent);
}"""


def settle(page) -> None:
    """Wait until Python has answered the tiles down and the widget has drawn it: the cells
    read the same twice, 150 ms apart (the board is fitted again after a change of size)."""
    page.wait_for_selector(f"{W} [data-role='preview']:not([data-state='checking'])")
    last = None
    for _ in range(60):
        page.wait_for_timeout(150)
        now = page.evaluate(CELLS, W)
        if now == last:
            return
        last = now


def stays_put(page, where: str) -> None:
    """A tile put down at each end of row 13 in sight, then taken back: no other cell moves."""
    before = page.evaluate(CELLS, W)
    ends = page.evaluate(IN_SIGHT, [W, 13])
    assert len(ends) >= 2, (where, ends)
    for cell in (ends[0], ends[-1]):
        page.tap(f"{W} [data-rack-index='0']")
        page.tap(f"{W} [data-cell='{cell}']")
        page.wait_for_selector(f"{W} [data-cell='{cell}'].summy-pending")
        settle(page)
        now = page.evaluate(CELLS, W)  # (the tile itself may stand out by a pixel)
        assert {**now, cell: before[cell]} == before, (where, "put", cell)
        page.tap(f"{W} [data-cell='{cell}']")  # taken back
        page.wait_for_selector(f"{W} [data-cell='{cell}'].summy-empty")
        settle(page)
        assert page.evaluate(CELLS, W) == before, (where, "back", cell)
    assert page.evaluate(CUT, W) == [], where


def test_the_part_in_play_stays_put_while_tiles_come_and_go(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-cell='M13']",
                         has_touch=True, viewport=(1280, 800))
    page = nb.page
    assert nb.run(SETUP).strip() == "play"
    page.wait_for_selector(f"{W}.summy-windowed.summy-fingers [data-rack-index='0']")
    kit.to_top(page, W)
    stays_put(page, "touch, first turn")
    kit.shot(page, "summy-window-touch-1280x800")

    assert nb.run(MOVE).strip() == "2"  # a new part, scrolled to its middle by whole cells
    page.wait_for_selector(f"{W}[data-turns='2'] [data-rack-index='0']")
    settle(page)
    stays_put(page, "touch, after a move")
    kit.shot(page, "summy-window-touch-after-move-1280x800")

    nb.run("w.projector = True")
    page.wait_for_selector(f"{W}.summy-projector.summy-windowed")
    kit.to_top(page, W)
    settle(page)
    stays_put(page, "projector")
    kit.shot(page, "summy-window-projector-1280x800")
