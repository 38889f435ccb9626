"""Keys typed inside a game stay in the game in Notebook 7 too.

Notebook 7 handles its command-mode shortcuts (m, d d, x, a, b, z, c, v, Escape ...) in a
keydown listener on ``document`` in the capture phase, before the widget sees the key; a
widget that only stops the key from bubbling loses its cell to one ``m``. For each game, the
lesson's notebook is run, the focus put on the board, a tile or card, and a button, and the
keys pressed: the notebook's cells stay as they were and the focus stays in the game; Ctrl+S
still saves the notebook.
"""

from __future__ import annotations

import time

import pytest
from frontend_kit import key_scene, notebook_cells_snapshot, shot
from test_notebook7 import ROOT, _opened

pytestmark = pytest.mark.browser

KEYS = [["m"], ["d", "d"], ["x"], ["a"], ["b"], ["z"], ["c"], ["v"], ["Escape", "m"],
        ["Escape", "d", "d"]]
# game: (its notebook, the widget, what shows it is ready, the places to put the focus)
GAMES = {
    "summy": ("tests/browser/notebooks/summy_computer.ipynb", ".summy-widget",
              "[data-rack-index='0']",
              ["[role='grid']", "[data-rack-index='1']", "button[data-action='hint']"]),
    "summa": ("tests/browser/notebooks/summa_play.ipynb", ".summa-widget",
              "[data-cell='0,0']", ["[data-cell='1,1']", "button[data-action='random-black']"]),
    "pari": ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget",
             ".pari-hand [data-hand-index='0']",
             [".pari-hand [data-hand-index='0']", "button[data-action='hint']"]),
}

# Ctrl down, then S down in the same task, as a fast typist's keys may come: no timer runs
# between them. Whether the S still carries a mark that hides it from the notebook, and
# whether the notebook took it (its shortcut handler calls preventDefault).
CONTROL_THEN_S = """(s) => {
  const el = document.querySelector(s); el.focus();
  const down = (key, code, keyCode) => {
    const event = new KeyboardEvent('keydown',
      {key, code, ctrlKey: true, bubbles: true, cancelable: true, composed: true});
    Object.defineProperty(event, 'keyCode', {get: () => keyCode});  // what Lumino reads
    return el.dispatchEvent(event);
  };
  down('Control', 'ControlLeft', 17);
  const marked = el.hasAttribute('data-lm-suppress-shortcuts');
  return {marked, taken: !down('s', 'KeyS', 83)};
}"""


@pytest.mark.parametrize("game", sorted(GAMES))
def test_notebook7_shortcuts_do_not_act_inside_a_game(game, notebook7, browser, jupyter_pages):
    source, root, ready, targets = GAMES[game]
    with _opened(notebook7, browser, jupyter_pages, source, 1280, 800) as (page, _, path):
        page.wait_for_selector(f"{root} {ready}", timeout=30_000)
        cells = notebook_cells_snapshot(page)
        assert ("code", True) in [c[:2] for c in cells], cells
        for target in targets:
            selector = f"{root} {target}"
            assert page.locator(selector).count(), f"{game}: nothing matches {selector}"
            for keys in KEYS:
                scene = key_scene(page, selector, keys, settle_ms=100)
                if scene["changed"]:
                    shot(page, f"notebook7-keys-{game}")
                assert not scene["changed"], (game, target, keys, scene)
                assert scene["focus_inside"], (game, target, keys)
        assert notebook_cells_snapshot(page) == cells
        # Ctrl+S still saves the notebook (as in JupyterLab), also after keys on the frame
        key_scene(page, root, ["x", "Escape"], settle_ms=50)
        page.evaluate("(s) => document.querySelector(s).focus()", f"{root} {targets[-1]}")
        notebook = ROOT / path
        before = notebook.stat().st_mtime_ns
        page.keyboard.press("Control+s")
        _wait_saved(page, notebook, before)
        assert notebook.stat().st_mtime_ns != before, f"{game}: Ctrl+S did not save the notebook"
        # Ctrl and S with no time between them (the mark of a lone Ctrl used to stop the S)
        taken = page.evaluate(CONTROL_THEN_S, f"{root} {targets[-1]}")
        assert taken == {"marked": False, "taken": True}, (game, taken)


def _wait_saved(page, notebook, before: int, seconds: float = 15) -> None:
    deadline = time.monotonic() + seconds
    while notebook.stat().st_mtime_ns == before and time.monotonic() < deadline:
        page.wait_for_timeout(200)
