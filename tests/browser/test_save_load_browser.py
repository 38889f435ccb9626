"""A Summy game survives a kernel restart in JupyterLab: Save, restart, load, same game.

The notebook's first cell starts ``w = SummyWidget(seed=4, opponent="computer")``; its
second cell loads the newest ``summy-*.json`` beside the notebook, if there is one. The
test plays a move by clicking, lets the computer answer, clicks the Save button, restarts
the kernel through the Kernel menu and runs every cell again: the loaded widget must show
the board and scores of the saved game, and be ``==`` to the game re-read from the file.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import nbformat
import pytest
from frontend_kit import best_move
from restart_races import RESTARTS

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "test-artifacts" / "save-load-source" / "summy_save_load.ipynb"
W = ".summy-widget"

START = 'from summy_widget import SummyWidget\n\nw = SummyWidget(seed=4, opponent="computer")\nw'
LOAD = """import glob, json
from summy_widget import SummyWidget, summy

saved = sorted(glob.glob("summy-*.json"))
if saved:
    loaded = SummyWidget.load(saved[-1])
    again = summy.Game.from_json(open(saved[-1], encoding="utf-8").read())
    print("equal:", loaded.session.game == again, "scores:", json.dumps(loaded.game.scores))
    display(loaded)
else:
    print("no saved game yet")"""


# what a widget's board shows: every tile and grey cap, as "M13:=" / "L13:#"
BOARD_JS = """
(w) => [...w.querySelectorAll('.summy-board [data-cell]')]
  .filter((e) => e.classList.contains('summy-tile') || e.classList.contains('summy-grey'))
  .map((e) => e.dataset.cell + ':' + (e.classList.contains('summy-grey') ? '#' : e.textContent))
  .sort()
"""


def _write_source() -> str:
    SOURCE.parent.mkdir(parents=True, exist_ok=True)
    document = nbformat.v4.new_notebook()
    document.cells = [nbformat.v4.new_code_cell(START), nbformat.v4.new_code_cell(LOAD)]
    nbformat.write(document, SOURCE)
    return SOURCE.relative_to(ROOT).as_posix()


def _restart_kernel(nb) -> None:
    """Kernel > Restart Kernel..., confirmed in the dialog; then wait for the new kernel
    (the page may say "idle" again before the old kernel has gone: its process id tells)."""
    page = nb.page
    old_pid = nb.run("import os; print(os.getpid())").strip()
    page.locator(".lm-MenuBar-item", has_text="Kernel").first.click()
    item = page.locator('li[data-command="kernelmenu:restart"]')
    item.wait_for(state="visible", timeout=30_000)
    item.click()
    RESTARTS.asked()
    page.locator(".jp-Dialog button.jp-mod-accept").click(timeout=30_000)
    if nb._client is not None:  # a fresh connection to the restarted kernel
        nb._client.stop_channels()
        nb._client = None
    page.wait_for_function(
        "() => !document.querySelector('.jp-Dialog')", timeout=30_000, polling=100
    )
    deadline = time.monotonic() + 120
    while True:
        try:
            pid = nb.run("import os; print(os.getpid())", timeout=10).strip()
            if pid.isdigit() and pid != old_pid:
                break
        except Exception:  # noqa: BLE001 (the kernel is going away or not up yet)
            if nb._client is not None:
                nb._client.stop_channels()
                nb._client = None
        assert time.monotonic() < deadline, "the kernel did not restart"
        time.sleep(0.5)
    nb.wait_idle()


def test_save_restart_load_gives_the_same_game_in_jupyterlab(notebook):
    nb = notebook(_write_source())
    page = nb.page
    assert "no saved game yet" in page.inner_text(".jp-Notebook")
    page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=30_000)

    best = best_move(nb)
    for tile in best["tiles"]:
        page.click(f"{W} [data-rack-index='{tile['index']}']")
        page.click(f"{W} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']:not([data-animating])", timeout=30_000)

    page.click(f"{W} button[data-action='save']")
    page.wait_for_function(
        "() => /summy-.*\\.json/.test(document.querySelector("
        "'.summy-widget [data-role=saved]').textContent)", timeout=30_000, polling=100,
    )
    saved = nb.run("print(w.saved)").strip()
    # Save pressed again (as pupils do): the same file, and the words say so with the time
    page.wait_for_timeout(600)  # a second press, not a double click
    page.click(f"{W} button[data-action='save']")
    note = page.locator(f"{W} [data-role=saved]")
    page.wait_for_function("(n) => / again at \\d\\d:\\d\\d:\\d\\d$/.test(n.textContent)",
                           arg=note.element_handle(), timeout=30_000, polling=100)
    assert note.inner_text() == f"Saved as {saved}, again at " + note.inner_text()[-8:]
    assert note.get_attribute("aria-live") == "polite" and note.is_visible()
    folder = (ROOT / nb.path).parent
    assert sorted(p.name for p in folder.glob("summy-*.json")) == [saved]
    record = nb.run("print(w.game.to_json())").strip()
    scores = json.loads(nb.run("print(json.dumps(w.game.scores))").strip())
    assert (ROOT / nb.path).parent.joinpath(saved).is_file()
    first = page.locator(W).first
    board = first.evaluate(BOARD_JS)
    score_text = first.locator("[data-role='scores']").inner_text()
    assert any(cell.startswith(best["tiles"][0]["cell"] + ":") for cell in board)

    _restart_kernel(nb)
    assert nb.run("print('w' in globals())").strip() == "False"  # the old game is gone

    # run every cell again: a new game in the first cell, the saved one loaded in the second
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator('li[data-command="runmenu:run-all"]').click(timeout=30_000)
    page.wait_for_function(
        f"() => document.querySelectorAll('{W}').length === 2", timeout=60_000, polling=100
    )
    nb.wait_idle()
    output = page.locator(".jp-Notebook .jp-CodeCell").nth(1).inner_text()
    assert f"equal: True scores: {json.dumps(scores)}" in output
    assert nb.run("print(loaded.game.to_json() == " + repr(record) + ")").strip() == "True"

    again = page.locator(W).nth(1)
    again.locator("[data-cell='M13']").wait_for(timeout=30_000)
    assert again.evaluate(BOARD_JS) == board
    assert again.locator("[data-role='scores']").inner_text() == score_text
    assert again.get_attribute("data-turns") == "2"

    # said to the board already on the page, load continues the saved game there, and the
    # tile the pupil had put down on the new game goes
    first = page.locator(W).first
    assert first.get_attribute("data-turns") == "0"
    tile = best_move(nb)["tiles"][0]
    first.locator(f"[data-rack-index='{tile['index']}']").click()
    first.locator(f"[data-cell='{tile['cell']}']").click()
    first.locator(".summy-pending").wait_for(timeout=30_000)
    assert nb.run(f"print(w.load({saved!r}))").strip() == "None"
    page.wait_for_function("(w) => w.dataset.turns === '2' && !w.dataset.animating",
                           arg=first.element_handle(), timeout=30_000, polling=100)
    assert first.locator(".summy-pending").count() == 0
    assert first.evaluate(BOARD_JS) == board
    assert first.locator("[data-role='scores']").inner_text() == score_text
    assert page.locator(W).count() == 2  # no third board
    first.scroll_into_view_if_needed()
    nb.screenshot("summy-save-load-into-the-board", selector=".jp-Notebook .jp-CodeCell")
