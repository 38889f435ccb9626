"""Pages kept open between browser tests, so that a test need not load JupyterLab again.

Opening a notebook page costs 6-7 s of the browser's time, most of the time of a short test. A
test module that sets ``REUSE_PAGES = True`` promises that its tests leave nothing behind in the
page that a later test could trip over (no replaced ``Date.now``, no init scripts, routes or
listeners of its own, no touch emulation switched off). After a test of such a module passes,
``frontend_notebook`` keeps its pages here instead of closing them; the next request of such a
module (the same or another) for the same notebook on the same server (and touch setting) gets
the kept page back through :func:`freshen`, which makes it look as newly opened: the mouse out
of the way, nothing focused, no full screen, no widget's dialog open, the asked viewport and
media, the kernel restarted with every output cleared (Kernel > Restart Kernel and Clear Outputs
of All Cells); then ``frontend_notebook`` runs every cell again, as for a new page.

A failed test's pages are never kept, nor a page that shows a JupyterLab dialog; a kept page whose
code cells a test changed, or whose kernel its Kernel menu cannot restart, is closed instead of
used; beyond :data:`MOST_KEPT` pages, the one kept longest ago is closed.

>>> key = PageKey("tests/browser/notebooks/a.ipynb", "light", False)
>>> key.theme
'light'
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from restart_races import RESTARTS

#: how long a kept page's menu may take to answer a click before a new page is opened instead
MENU_TIMEOUT_MS = 10_000

#: the pages kept at once (one per notebook, server and touch setting)
MOST_KEPT = 4

# Out of full screen, no dialog open, nothing focused, the notebook scrolled to its top.
_SETTLE_JS = """
async () => {
  if (document.fullscreenElement) await document.exitFullscreen();
  for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
  if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
  for (const panel of document.querySelectorAll('.jp-WindowedPanel-outer')) panel.scrollTop = 0;
}
"""


# What the page looked like when its menu did not answer (said in the warning).
_LOOK_JS = """() => {
  const bar = document.querySelector('.lm-MenuBar');
  const style = bar && getComputedStyle(bar);
  return {window: [innerWidth, innerHeight], shown: document.visibilityState,
          fullscreen: !!document.fullscreenElement, dialogs: document.querySelectorAll(
            '.jp-Dialog, dialog[open]').length, menuBar: bar && {box: bar.getBoundingClientRect()
            .toJSON(), display: style.display, visibility: style.visibility}};
}"""


# The source of every code cell in the page, without white space.
_CODE_JS = """() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')].map((cell) =>
  ((cell.querySelector('.jp-InputArea-editor') || {}).textContent || '').replace(/\\s/g, ''))"""


def code_cells(notebook: Path) -> list[str]:
    """The source of every code cell of the notebook file, without white space.

    >>> import json, tempfile
    >>> cells = [{"cell_type": "code", "source": ["w = 1\\n", "w"]}, {"cell_type": "markdown"}]
    >>> path = Path(tempfile.mkdtemp()) / "n.ipynb"
    >>> _ = path.write_text(json.dumps({"cells": cells}))
    >>> code_cells(path)
    ['w=1w']
    """
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return ["".join("".join(c["source"]).split()) for c in cells if c["cell_type"] == "code"]


class PageKey(NamedTuple):
    """What a kept page can be used for again: the same notebook, theme and touch setting."""

    path: str
    theme: str
    has_touch: bool


#: the kept pages, the one kept longest ago first
_KEPT: dict[PageKey, Any] = {}


def take(key: PageKey) -> Any | None:
    """The kept notebook for ``key`` (taken out of the store), or None."""
    return _KEPT.pop(key, None)


def keep(key: PageKey, nb: Any, close: Callable[[Any], None]) -> None:
    """Keep ``nb`` for ``key``; ``close(nb)`` when it cannot be kept (closed, a dialog open), and
    close the page kept before it for the same key and the oldest beyond :data:`MOST_KEPT`."""
    if nb.page.is_closed() or _dialog_open(nb.page):
        close(nb)
        return
    if key in _KEPT:
        close(_KEPT.pop(key))
    _KEPT[key] = nb
    while len(_KEPT) > MOST_KEPT:
        close(_KEPT.pop(next(iter(_KEPT))))


def close_all(close: Callable[[Any], None]) -> None:
    """``close`` every kept page (at the end of the run)."""
    while _KEPT:
        close(_KEPT.popitem()[1])


def freshen(nb: Any, code: list[str], viewport: tuple[int, int], color_scheme: str,
            forced_colors: str) -> bool:
    """Make a kept page look newly opened, its kernel restarted and its outputs cleared (see the
    module docstring); the caller runs the cells again.

    Returns False, leaving the page as it is, when it cannot be used again: it is closed, shows
    a JupyterLab dialog, or its notebook is no longer ``code`` (the source of every code cell,
    without white space, as :func:`code_cells` reads a notebook file): a test changed a cell;
    and (with a warning, the page's viewport and media set by then) when its kernel cannot be
    restarted through the Kernel menu: the menu bar hidden, or not answering a click within
    :data:`MENU_TIMEOUT_MS`.
    """
    page = nb.page
    if page.is_closed() or _dialog_open(page) or page.evaluate(_CODE_JS) != code:
        return False
    page.mouse.move(0, 0)
    page.evaluate(_SETTLE_JS)
    width, height = viewport
    page.set_viewport_size({"width": width, "height": height})
    page.emulate_media(color_scheme=color_scheme, forced_colors=forced_colors,
                       reduced_motion="no-preference")
    nb.forget_kernel()
    RESTARTS.asked()
    try:
        _menu(page, "Kernel", "kernelmenu:restart-and-clear")
        page.locator(".jp-Dialog button.jp-mod-accept").click(timeout=30_000)
        page.locator(".jp-Dialog").wait_for(state="detached", timeout=30_000)
    except PlaywrightTimeout as error:  # e.g. no menu bar to click: a new page instead
        warnings.warn(f"a kept page of {nb.path} could not be restarted, so a new page is "
                      f"opened: {str(error).splitlines()[0]}; the page: "
                      f"{page.evaluate(_LOOK_JS)}", stacklevel=2)
        return False
    return True


def _menu(page: Any, menu: str, command: str) -> None:
    """Choose ``command`` in the main menu ``menu`` (as a person does, with the mouse)."""
    page.locator(".lm-MenuBar-item", has_text=menu).first.click(timeout=MENU_TIMEOUT_MS)
    item = page.locator(f'li[data-command="{command}"]')
    item.wait_for(state="visible", timeout=MENU_TIMEOUT_MS)
    item.click(timeout=MENU_TIMEOUT_MS)


def _dialog_open(page: Any) -> bool:
    return page.locator(".jp-Dialog").count() > 0
