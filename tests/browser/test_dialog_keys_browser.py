"""The games' modal dialogs keep the notebook's shortcuts out, as the games do.

Summy's "Exchange tiles" and "New game" and =Pari='s "New game" are modal dialogs inside the
widget. A pupil who types while one is open (m, d d, x, a, b, z, c, v: JupyterLab's
command-mode shortcuts) must not turn the game's cell into Markdown, delete it or cut it;
the dialog stays open with the focus in it. Escape closes it, the focus comes back into the
game, and a key pressed then still stays in the game.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser

KEY_PRESSES = [["m"], ["d", "d"], ["x"], ["a"], ["b"], ["z"], ["c"], ["v"]]

SUMMY = ("tests/browser/notebooks/summy_computer.ipynb", ".summy-widget",
         "[data-rack-index='0']")
PARI = ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget",
        ".pari-hand [data-hand-index='0']")

# a turn played as the computer would for the person at the screen (seat 0), so that "New
# game" has a game in progress to warn about
ONE_TURN = """
_game = w.session.game
w.session.act(w.session.game_module.get_player('greedy').choose(_game, 0), 0)
w._refresh()
print(len(w.session.game_history()))
"""

STATE_JS = """([root, dialog]) => {
  const box = document.querySelector(root + ' ' + dialog);
  const here = document.querySelector(root);
  return {open: Boolean(box && box.open), modal: Boolean(box && box.matches(':modal')),
          in_dialog: Boolean(box && box.contains(document.activeElement)),
          in_game: here.contains(document.activeElement)};
}"""


def open_game(frontend_notebook, which):
    path, root, ready = which
    nb = frontend_notebook(path)
    nb.page.wait_for_selector(f"{root} {ready}")
    return nb


def keys_stay_out(nb, root: str, dialog: str) -> None:
    """With ``dialog`` open: the shortcuts change no cell and leave it open with the focus;
    Escape closes it, the focus is back in the game, and ``m`` still changes nothing."""
    page = nb.page
    cells = kit.notebook_cells_snapshot(page)
    assert ("code", True) in [c[:2] for c in cells], cells
    state = page.evaluate(STATE_JS, [root, dialog])
    assert state["open"] and state["modal"] and state["in_dialog"], state
    for keys in KEY_PRESSES:
        for key in keys:
            page.keyboard.press(key)
            page.wait_for_timeout(60)
        page.wait_for_timeout(150)
        assert kit.notebook_cells_snapshot(page) == cells, keys
        state = page.evaluate(STATE_JS, [root, dialog])
        assert state["open"] and state["in_dialog"], (keys, state)
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{root} {dialog}:not([open])", state="attached")
    state = page.evaluate(STATE_JS, [root, dialog])
    assert state["in_game"], state
    page.keyboard.press("m")
    page.wait_for_timeout(200)
    assert kit.notebook_cells_snapshot(page) == cells


def test_summy_exchange_dialog_keeps_keys_in(frontend_notebook):
    nb = open_game(frontend_notebook, SUMMY)
    root = SUMMY[1]
    nb.page.focus(f"{root} [data-action='exchange']")
    nb.page.keyboard.press("Enter")
    nb.page.wait_for_selector(f"{root} dialog[data-role='exchange-dialog'][open]")
    keys_stay_out(nb, root, "dialog[data-role='exchange-dialog']")
    # nothing was exchanged: the same turn, the same rack
    assert nb.run("print(len(w.session.game_history()), w.error)").split()[0] == "0"


NEW_GAME = {  # the game, its New game button, its dialog, and the widget once the turn is in it
    # Summy asks first only once its page knows of a turn: before, Enter pressed before the
    # turn reached the page (a loaded machine) started a new game at once, without the dialog
    "summy": (SUMMY, "[data-action='new-game']", "dialog[data-role='new-game-dialog']",
              ":not([data-turns='0'])"),
    # =Pari='s New game… always opens its dialog (the new game's options)
    "pari": (PARI, "button[data-action='new-game']", "dialog.pari-new-dialog", ""),
}


@pytest.mark.parametrize("game", sorted(NEW_GAME))
def test_a_new_game_dialog_keeps_keys_in(frontend_notebook, game):
    which, button, dialog, played = NEW_GAME[game]
    nb = open_game(frontend_notebook, which)
    root = which[1]
    assert int(nb.run(ONE_TURN).strip()) >= 1  # a game in progress: the dialog asks first
    nb.page.wait_for_selector(f"{root}{played}")
    nb.page.wait_for_selector(f"{root} {button}:not([disabled])")
    nb.page.focus(f"{root} {button}")
    nb.page.keyboard.press("Enter")
    nb.page.wait_for_selector(f"{root} {dialog}[open]")
    keys_stay_out(nb, root, dialog)
    # the game in progress is still there
    assert int(nb.run("print(len(w.session.game_history()))").strip()) >= 1
