"""Summy against the computer in a real JupyterLab: a move, the answer, hints in steps.

The notebook starts ``w = SummyWidget(seed=4, opponent="computer")``; the tests ask
the kernel for a legal move (``nb.run``) instead of hard-coding one.
"""

from __future__ import annotations

from collections import Counter

import pytest
from frontend_kit import best_move, kernel_json

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"
W = ".summy-widget"


# watches the page for the computer's move being laid tile by tile
WATCH_ANIMATION = """
() => {
  const root = document.querySelector('.summy-widget');
  window.__summyArrived = [];
  window.__summyAnimating = false;
  new MutationObserver((records) => {
    for (const r of records) {
      const node = r.target;
      if (node === root && root.dataset.animating) window.__summyAnimating = true;
      if (node.classList && node.classList.contains('summy-arrive')
          && !window.__summyArrived.includes(node.dataset.cell)) {
        window.__summyArrived.push(node.dataset.cell);
      }
    }
  }).observe(root, { attributes: true, subtree: true,
                     attributeFilter: ['class', 'data-animating'] });
}
"""


def play_best_move_by_clicking(nb, var: str = "w") -> dict:
    """Click the tiles of the best legal move onto the board; wait for the legal preview."""
    page = nb.page
    best = best_move(nb, var)
    for tile in best["tiles"]:
        page.click(f"{W} [data-rack-index='{tile['index']}']")
        page.click(f"{W} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    assert best["move"] in page.inner_text(f"{W} [data-role='preview']")
    return best


def open_game(notebook):
    nb = notebook(NOTEBOOK)
    nb.page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=30_000)
    nb.page.locator(W).scroll_into_view_if_needed()
    # against the computer there is no "pass the screen" cover
    assert not nb.page.locator(f"{W} [data-role='pass-screen']").is_visible()
    return nb


def test_a_move_against_the_computer(notebook):
    nb = open_game(notebook)
    page = nb.page
    best = play_best_move_by_clicking(nb)
    page.evaluate(WATCH_ANIMATION)
    page.evaluate(
        """() => document.querySelector('.summy-widget [data-action="submit"]')
              .addEventListener('click', () => { window.__summySubmitAt = performance.now(); },
                                { capture: true, once: true })"""
    )
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']", timeout=20_000)
    answered = page.evaluate(
        "() => Number(document.querySelector('.summy-widget').dataset.drawnAt)"
        " - window.__summySubmitAt"
    )
    page.wait_for_selector(f"{W}:not([data-animating])", timeout=30_000)
    settled = page.evaluate("() => performance.now() - window.__summySubmitAt")

    state = kernel_json(
        nb,
        "print(json.dumps({'history': [[t.player, t.kind, t.text] for t in w.game.history],"
        " 'computer': list(w.game.rack(1)), 'mine': list(w.game.rack(0)),"
        " 'last': w.last_move, 'current': w.game.current}))",
    )
    history = state["history"]
    assert [h[0] for h in history] == [0, 1] and history[0][2] == best["move"]
    assert state["current"] == 0
    if history[1][1] == "place":
        # the computer's new tiles appeared one by one, in the order of its move
        arrived = page.evaluate("() => window.__summyArrived")
        assert page.evaluate("() => window.__summyAnimating")
        assert arrived == state["last"]["placed"]
        for cell in state["last"]["placed"]:
            assert "summy-last-placed" in page.get_attribute(f"{W} [data-cell='{cell}']", "class")
        assert history[1][2] in page.inner_text(f"{W} [data-role='preview']")
    # the page shows the student's own tiles, never the computer's
    shown = page.eval_on_selector_all(
        f"{W} [data-rack-index]", "tiles => tiles.map(t => t.dataset.symbol)"
    )
    assert Counter(shown) == Counter(state["mine"])
    assert Counter(shown) != Counter(state["computer"])
    html = page.inner_html(W)
    assert "".join(state["computer"]) not in html
    assert "".join(sorted(state["computer"])) not in html
    history_text = page.inner_text(f"{W} [data-role='history']")
    assert best["move"] in history_text and history[1][2] in history_text
    nb.screenshot("summy-computer-answered", selector=W)
    print(f"\nsubmit click to the computer's answer drawn: {answered:.0f} ms;"
          f" its tiles all down after {settled:.0f} ms")


def test_hints_in_steps(notebook):
    nb = open_game(notebook)
    page = nb.page
    hint_box = f"{W} [data-role='hint']"
    assert not page.locator(hint_box).is_visible()
    page.click(f"{W} [data-action='hint']")
    page.wait_for_selector(f"{hint_box}[data-step='1']", timeout=30_000)
    first = kernel_json(nb, "import json; print(json.dumps(w.hint))")
    assert first["step"] == 1 and first["text"] in page.inner_text(hint_box)
    assert "points" in first["text"]
    page.click(f"{W} [data-action='hint']")
    page.wait_for_selector(f"{hint_box}[data-step='2']", timeout=30_000)
    second = kernel_json(nb, "print(json.dumps({'hint': w.hint, 'used': w.hints_used}))")
    assert second["hint"]["text"] in page.inner_text(hint_box)
    cell = second["hint"]["cell"]
    assert cell in second["hint"]["text"]
    assert "summy-hint-cell" in page.get_attribute(f"{W} [data-cell='{cell}']", "class")
    assert second["used"] == [2, 0]
    assert page.get_attribute(f"{W} [data-player='0'] .summy-hints", "data-hints") == "2"
    nb.screenshot("summy-hint-step-2", selector=W)
    # steps 3 and 4: the sum, then the move laid down as tiles to submit
    page.click(f"{W} [data-action='hint']")
    page.wait_for_selector(f"{hint_box}[data-step='3']", timeout=30_000)
    page.click(f"{W} [data-action='hint']")
    page.wait_for_selector(f"{hint_box}[data-step='4']", timeout=30_000)
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    fourth = kernel_json(nb, "print(json.dumps(w.hint))")
    for placed in fourth["placements"]:
        assert "summy-pending" in page.get_attribute(f"{W} [data-cell='{placed}']", "class")
    assert fourth["move"] in page.inner_text(f"{W} [data-role='preview']")


def test_the_last_hint_lays_its_move_over_a_tile_already_put_down(notebook):
    """A pupil's tile put down where the hinted move needs another tile: the last hint step
    lays the whole move, legal as it lies. Before, the pupil's old tile was still looked for on
    that cell when the board was drawn, so the cell came out empty and Submit said "L13 is
    empty, ...: the tiles of a move must join up without a gap"."""
    nb = open_game(notebook)
    page = nb.page
    coming = kernel_json(nb, HINTED_TILES)
    rack = kernel_json(nb, "import json; print(json.dumps(w.rack))")
    cell, wanted = coming["tiles"][len(coming["tiles"]) // 2]
    other = next(i for i, symbol in enumerate(rack) if symbol != wanted)
    page.click(f"{W} [data-rack-index='{other}']")
    page.click(f"{W} [data-cell='{cell}']")
    page.wait_for_function(f"() => document.querySelector(\"{W} [data-cell='{cell}']\")"
                           ".classList.contains('summy-pending')")
    for step in (1, 2, 3, 4):
        page.click(f"{W} [data-action='hint']")
        page.wait_for_selector(f"{W} [data-role='hint'][data-step='{step}']", timeout=30_000)
    fourth = kernel_json(nb, "import json; print(json.dumps(w.hint))")
    assert fourth["move"] == coming["move"], fourth
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    pending = sorted(page.evaluate(PENDING_TILES))
    shown = {"-": "\u2212", "x": "\u00d7"}  # a tile shows - and x as its sign: - and x
    assert pending == sorted([c, shown.get(s, s)] for c, s in coming["tiles"]), pending
    assert fourth["move"] in page.inner_text(f"{W} [data-role='preview']")


def test_the_hints_cell_stays_marked_over_tiles_put_down_until_they_change(notebook):
    """A pupil with a tile already down asks for hints: the cell the second step names is
    marked on the board, and its name says so to a screen reader, until the tiles down change;
    recalled, the mark comes back. The move the last step lays is not marked over. Before, any
    tile down hid the mark, so "Look at cell J13" pointed at a board with nothing marked."""
    nb = open_game(notebook)
    page = nb.page
    page.click(f"{W} [data-rack-index='0']")
    page.click(f"{W} [data-cell='A1']")
    page.wait_for_selector(f"{W} [data-cell='A1'].summy-pending")
    for step in (1, 2):
        page.click(f"{W} [data-action='hint']")
        page.wait_for_selector(f"{W} [data-role='hint'][data-step='{step}']", timeout=30_000)
    cell = kernel_json(nb, "import json; print(json.dumps(w.hint))")["cell"]
    assert cell and cell != "A1"
    marked = f"{W} [data-cell='{cell}'].summy-hint-cell"
    page.wait_for_selector(marked)
    look = page.eval_on_selector(marked, "c => [getComputedStyle(c).outlineStyle,"
                                         " c.getAttribute('aria-label')]")
    assert look[0] == "double" and look[1].endswith(", named by the hint"), look
    assert page.locator(f"{W} .summy-hint-cell").count() == 1
    page.click(f"{W} [data-rack-index='1']")  # the tiles down change: the hint is old news
    page.click(f"{W} [data-cell='A3']")
    page.wait_for_selector(f"{W} [data-cell='A3'].summy-pending")
    page.wait_for_selector(marked, state="detached")
    assert "named by the hint" not in page.get_attribute(f"{W} [data-cell='{cell}']", "aria-label")
    page.click(f"{W} [data-action='recall']")  # nothing down: the hint's cell again
    page.wait_for_selector(marked)
    assert page.locator(f"{W} .summy-pending").count() == 0
    for step in (3, 4):  # the last step lays the move: its tiles are not marked over
        page.click(f"{W} [data-action='hint']")
        page.wait_for_selector(f"{W} [data-role='hint'][data-step='{step}']", timeout=30_000)
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    assert page.locator(f"{W} .summy-hint-cell").count() == 0


# the move the last hint step lays for the player to move in ``w``, and its tiles by cell
HINTED_TILES = """
import json
from summy_widget import summy
move = summy.hint(w.game, step=4).move
tiles = [[summy.cell_name(r, c), s] for (r, c), s in summy.Move.from_text(move).placements]
print(json.dumps({"move": move, "tiles": tiles}))
"""


@pytest.mark.parametrize("how", ["Cancel", "Escape"])
def test_the_tiles_put_down_come_back_when_no_exchange_is_made(notebook, how):
    """Exchange tiles takes the tiles of this turn back to the rack, to be marked; the dialog
    closed without an exchange (Cancel, or Escape) puts them back where they were, and the
    preview says of them what it said before. Before, they stayed in the rack."""
    nb = open_game(notebook)
    page = nb.page
    for index, cell in ((0, "L13"), (1, "K13")):
        page.click(f"{W} [data-rack-index='{index}']")
        page.click(f"{W} [data-cell='{cell}']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=30_000)
    before = page.evaluate(PENDING_TILES)
    said = page.inner_text(f"{W} [data-role='preview']")
    assert [cell for cell, _ in before] == ["K13", "L13"], before
    page.click(f"{W} [data-action='exchange']")
    dialog = f"{W} dialog[data-role='exchange-dialog']"
    page.wait_for_selector(f"{dialog}[open]")
    assert page.evaluate(PENDING_TILES) == []
    if how == "Cancel":
        page.click(f"{W} [data-action='exchange-cancel']")
    else:
        page.keyboard.press("Escape")
    page.wait_for_selector(f"{dialog}:not([open])", state="attached")
    page.wait_for_function(f"() => document.querySelectorAll('{W} .summy-pending').length === 2")
    assert page.evaluate(PENDING_TILES) == before
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=30_000)
    assert page.inner_text(f"{W} [data-role='preview']") == said
    assert kernel_json(nb, "import json; print(json.dumps(len(w.game.history)))") == 0


# the tiles of this turn on the board, by cell: [cell, what the tile shows]
PENDING_TILES = (f"() => [...document.querySelectorAll('{W} .summy-pending')]"
                 ".map((c) => [c.dataset.cell, c.textContent]).sort()")


def test_practice_switched_on_later_gives_an_undo_for_the_turns_from_then_on(notebook):
    """``w.practice = True`` in a later cell: Undo appears, pressable once a turn is played
    (not for the turns before); it takes that turn back; ``w.practice = False`` hides it."""
    nb = open_game(notebook)
    page = nb.page
    undo = page.locator(f"{W} [data-action='undo']")
    assert not undo.is_visible()
    nb.run("w.practice = True")
    page.wait_for_selector(f"{W} [data-action='undo']:visible:disabled", timeout=10_000)
    play_best_move_by_clicking(nb)
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']", timeout=20_000)
    page.wait_for_selector(f"{W} [data-action='undo']:visible:enabled", timeout=10_000)
    box = undo.bounding_box()
    assert box and box["width"] >= 24 and box["height"] >= 24, box
    undo.click()
    page.wait_for_selector(f"{W}[data-turns='0']", timeout=10_000)
    assert undo.is_visible() and undo.is_disabled()  # nothing more to take back
    assert kernel_json(nb, "print(json.dumps(len(w.game.history)))") == 0
    nb.run("w.practice = False")
    page.wait_for_selector(f"{W} [data-action='undo']", state="hidden", timeout=10_000)
