"""A page kept for the next test (``kept_pages.py``) looks to it as newly opened.

A test leaves a page as untidy as the browser tests do: the kernel holds a name of its own, the
widget is in full screen with its dialog open, the window is narrow, motion reduced, the
computer's steps held. :func:`frontend_kit.reopen` and
:func:`frontend_kit.run_cells`, what ``frontend_notebook`` does with a kept page, must undo all
of it in the same page. A page whose notebook a test changed, or that shows a JupyterLab
dialog, is not used again.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import kept_pages
import pytest
from frontend_kit import kernel_json

NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"
W = ".summy-widget"
READY = "[data-rack-index='0']"

STATE_JS = """(root) => ({
  kept: window.__keptMark === true,
  fullscreen: document.fullscreenElement !== null,
  dialogs: document.querySelectorAll('dialog[open]').length,
  widgets: document.querySelectorAll(root).length,
  cells: document.querySelectorAll('.jp-Notebook .jp-Cell').length,
  width: window.innerWidth,
  reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
  held: window.__heldSteps !== undefined,
})"""


def _cells_in_file() -> int:
    return len(json.loads((kit.ROOT / NOTEBOOK).read_text(encoding="utf-8"))["cells"])


def _untidy(nb) -> None:
    page = nb.page
    nb.run("left_behind = 1")
    page.evaluate("() => { window.__keptMark = true; }")
    page.click(f"{W} [data-action='fullscreen']")
    page.wait_for_function("() => document.fullscreenElement !== null")
    page.click(f"{W} [data-action='exchange']")
    page.wait_for_selector(f"{W} dialog[open]")
    page.set_viewport_size({"width": 700, "height": 900})
    page.emulate_media(reduced_motion="reduce")
    kit.hold_steps(page, "layNext")
    state = page.evaluate(STATE_JS, W)
    assert state["fullscreen"] and state["dialogs"] == 1 and state["reduced"] and state["held"]


def test_a_kept_page_comes_back_as_newly_opened(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, READY)
    _untidy(nb)
    assert kit.reopen(nb, NOTEBOOK, (1280, 800))
    kit.run_cells(nb)
    page = nb.page
    page.wait_for_selector(f"{W} {READY}")
    state = page.evaluate(STATE_JS, W)
    assert state == {"kept": True, "fullscreen": False, "dialogs": 0, "widgets": 1,
                     "cells": _cells_in_file(), "width": 1280, "reduced": False,
                     "held": False}, state
    assert kernel_json(nb, "import json; print(json.dumps('left_behind' in dir()))") is False
    # the widget is the notebook's new one, and it plays: its first rack tile can be picked
    page.click(f"{W} {READY}")
    page.wait_for_selector(f"{W} {READY}[aria-pressed='true']", timeout=30_000)


def test_a_page_whose_notebook_has_a_cell_more_is_not_used_again(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, READY)
    nb.page.locator("[data-command='notebook:insert-cell-below']").first.click()
    nb.page.wait_for_function("(n) => document.querySelectorAll('.jp-Notebook .jp-Cell')"
                              ".length === n", arg=_cells_in_file() + 1)
    assert kit.reopen(nb, NOTEBOOK, (1400, 1000)) is False


def test_a_page_with_a_jupyterlab_dialog_is_not_used_again(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, READY)
    page = nb.page
    page.locator(".lm-MenuBar-item", has_text="Kernel").first.click()
    page.locator('li[data-command="kernelmenu:restart"]').click()
    page.wait_for_selector(".jp-Dialog")
    assert kit.reopen(nb, NOTEBOOK, (1400, 1000)) is False


def test_a_page_whose_touch_screen_was_switched_off_is_not_used_again(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, READY, has_touch=True)
    page = nb.page
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
    page.wait_for_function("() => !matchMedia('(pointer: coarse)').matches")
    assert kit.reopen(nb, NOTEBOOK, (1400, 1000), has_touch=True) is False
    cdp.detach()


def test_a_page_whose_menu_bar_is_hidden_is_not_used_again(frontend_notebook, monkeypatch):
    """Its kernel cannot be restarted through the Kernel menu: a new page instead, not an error
    that fails the next test."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, READY)
    nb.page.evaluate("() => { document.querySelector('.lm-MenuBar').style.display = 'none'; }")
    monkeypatch.setattr(kept_pages, "MENU_TIMEOUT_MS", 1_000)
    with pytest.warns(UserWarning, match="could not be restarted, so a new page is opened"):
        assert kit.reopen(nb, NOTEBOOK, (1400, 1000)) is False


class _Page:
    """As much of a Playwright page as the store asks of a kept one: open, no dialog."""

    def is_closed(self) -> bool:
        return False

    def locator(self, selector: str):
        return self

    def count(self) -> int:
        return 0


class _Notebook:
    def __init__(self, name: str) -> None:
        self.name, self.page = name, _Page()


def test_the_store_keeps_one_page_per_notebook_and_the_newest_ones(monkeypatch):
    """Any module that reuses pages takes what another kept (the key has no module); a second
    page for the same key replaces the first; beyond MOST_KEPT the one kept longest ago goes."""
    monkeypatch.setattr(kept_pages, "_KEPT", {})  # the pages this worker keeps stay as they are
    closed: list[str] = []

    def close(nb: _Notebook) -> None:
        closed.append(nb.name)

    keys = [kept_pages.PageKey(f"n{i}.ipynb", "light", False)
            for i in range(kept_pages.MOST_KEPT + 1)]
    kept_pages.keep(keys[0], _Notebook("first"), close)
    kept_pages.keep(keys[0], _Notebook("again"), close)
    assert closed == ["first"]
    for i, key in enumerate(keys[1:], start=1):
        kept_pages.keep(key, _Notebook(f"page {i}"), close)
    assert closed == ["first", "again"]  # the oldest, once one more was kept
    assert kept_pages.take(keys[0]) is None
    assert kept_pages.take(keys[1]).name == "page 1"
    assert kept_pages.take(keys[1]) is None  # taken out
    kept_pages.close_all(close)
    assert sorted(closed[2:]) == [f"page {i}" for i in range(2, len(keys))]
