"""The classroom site: a game saved with the Save button survives a kernel restart.

In the site the kernel is Pyodide in the page, and the files it writes beside the
notebook live in the browser's storage (JupyterLite's contents, kept in IndexedDB). The
test opens lesson 01, plays one move by clicking (the move found on this side by the
engine from what the page shows), presses **Save game**, restarts the kernel through the
Kernel menu and runs the lesson again: its "Continue a saved game" cell must find the file
and show the same board, rack, scores and moves.
"""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LESSON = "01-play-summy.ipynb"
W = ".summy-widget"
SHOWN = {"×": "x", "−": "-", "÷": ":"}
NEW_GAMES = 25  # new games tried until the first rack has a legal move

# what one widget shows: board (engine's text), rack, scores, moves, turns
STATE_JS = """
(w) => {
  const cells = [...w.querySelectorAll('.summy-board [data-cell]')].map((c) =>
    [c.dataset.cell, c.classList.contains('summy-grey') ? '#' : (c.textContent || '').trim()]);
  const text = (role) => (w.querySelector(`[data-role="${role}"]`) || {}).innerText || '';
  return { cells, rack: [...w.querySelectorAll('[data-rack-index]')].map((t) => t.dataset.symbol),
           scores: text('scores'), history: text('history'), turns: w.dataset.turns };
}
"""


def _board(cells: list[list[str]]) -> Any:
    from summy_widget import summy

    grid = [["."] * summy.SIZE for _ in range(summy.SIZE)]
    for name, text in cells:
        if text:
            r, c = summy.parse_cell(name)
            grid[r][c] = SHOWN.get(text, text)
    return summy.Board.from_text("\n".join("".join(row) for row in grid))


def _play_a_move(page: Any) -> None:
    """A legal move for what the page shows, clicked in; a new game when there is none."""
    from summy_widget import summy

    widget = page.locator(W).first
    for _ in range(NEW_GAMES):
        shown = widget.evaluate(STATE_JS)
        moves = summy.legal_moves(_board(shown["cells"]), "".join(shown["rack"]))
        if moves:
            break
        page.click(f'{W} [data-action="new-game"]')
        page.wait_for_function(
            """old => [...document.querySelector('.summy-widget')
                         .querySelectorAll('[data-rack-index]')]
                      .map(t => t.dataset.symbol).join('') !== old""",
            arg="".join(shown["rack"]), timeout=30_000,
        )
    assert moves, f"no legal move in {NEW_GAMES} new games"
    move = max(moves, key=lambda m: (m.score, m.text))
    used: set[int] = set()
    for (r, c), symbol in move.move.placements:
        index = next(i for i, s in enumerate(shown["rack"]) if s == symbol and i not in used)
        used.add(index)
        widget.locator(f'[data-rack-index="{index}"]').click()
        widget.locator(f'[data-cell="{summy.cell_name(r, c)}"]').click()
    widget.locator('[data-role="preview"][data-state="legal"]').wait_for(timeout=30_000)
    widget.locator('[data-action="submit"]').click()
    page.wait_for_function(
        "() => { const w = document.querySelector('.summy-widget');"
        " return Number(w.dataset.turns) >= 2 && !w.dataset.animating; }",
        timeout=60_000, polling=200,
    )


# the kernel's state the page shows now, added to window.__siteKernelStates when it is new
_KERNEL_STATE_JS = """() => { const e = document.querySelector('.jp-Notebook-ExecutionIndicator');
  const seen = window.__siteKernelStates; const s = e && e.dataset.status;
  if (s && seen[seen.length - 1] !== s) seen.push(s);
  return s; }"""


def _restart_kernel(lite_page: Any) -> None:
    page = lite_page.page
    page.locator(".lm-MenuBar-item", has_text="Kernel").first.click()
    item = page.locator('li[data-command="kernelmenu:restart"]')
    item.wait_for(state="visible", timeout=30_000)
    item.click()
    # the states the kernel's indicator shows are recorded from before the restart on: a short
    # "restarting" is seen even when the page is slow to look
    page.evaluate(f"""() => {{ window.__siteKernelStates = [];
        new MutationObserver({_KERNEL_STATE_JS}).observe(document.body, {{subtree: true,
          childList: true, attributes: true, attributeFilter: ['data-status']}}); }}""")
    page.locator(".jp-Dialog button.jp-mod-accept").click(timeout=30_000)
    page.wait_for_function("() => !document.querySelector('.jp-Dialog')", timeout=30_000)
    page.wait_for_function(  # the new kernel has started and is idle again
        f"""() => {{ const s = ({_KERNEL_STATE_JS})();
            return s === 'idle' && window.__siteKernelStates.some((x) => x !== 'idle'); }}""",
        timeout=180_000, polling=100,
    )


def test_saved_game_survives_a_kernel_restart_in_the_site(lite: Any, record: Any) -> None:
    lite_page = lite.open(f"notebooks/index.html?path={LESSON}")
    page = lite_page.page
    lite_page.wait_notebook()
    lite_page.run_all()
    assert "There is no saved game yet" in "\n".join(lite_page.outputs())
    page.locator(f"{W} [data-rack-index]").first.wait_for(timeout=60_000)
    _play_a_move(page)

    page.click(f'{W} [data-action="save"]')
    page.wait_for_function(
        "() => /summy-.*\\.json/.test(document.querySelector("
        "'.summy-widget [data-role=saved]').textContent)", timeout=30_000, polling=100,
    )
    before = page.locator(W).first.evaluate(STATE_JS)
    lite_page.mark("saved_s")

    _restart_kernel(lite_page)
    lite_page.mark("restarted_s")
    lite_page.run_all()
    page.wait_for_function(
        "() => document.querySelectorAll('.summy-widget').length === 2", timeout=60_000
    )
    outputs = "\n".join(lite_page.outputs())
    assert "Continuing the game saved in summy-" in outputs, outputs[-2000:]
    after = page.locator(W).nth(1).evaluate(STATE_JS)
    # the same tiles; the order in which the widget shows them is not part of the game
    assert sorted(after.pop("rack")) == sorted(before.pop("rack"))
    assert after == before
    assert sum(1 for _, text in after["cells"] if text and text != "#") > 1  # a move is there
    lite_page.mark("loaded_s")
    lite_page.screenshot("site-save-load")
    lite_page.assert_stayed_local()
    record("save_restart_load", dict(lite_page.timings))
