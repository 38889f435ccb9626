"""Pages kept open between the tests of a module, so that a test need not load JupyterLab again.

Opening a notebook page costs 6-7 s of the browser's time, most of the time of a short test. A
test module that sets ``REUSE_PAGES = True`` promises that its tests leave nothing behind in the
page that a later test could trip over (no replaced ``Date.now``, no init scripts, routes or
listeners of its own, no touch emulation switched off). After a test of such a module passes,
``frontend_notebook`` keeps its pages here instead of closing them; the module's next request
for the same notebook on the same server (and touch setting) gets the kept page back through
:func:`freshen`, which makes it look as newly opened: the mouse out of the way, nothing focused,
no full screen, no widget's dialog open, the asked viewport and media, the kernel restarted
with every output cleared (Kernel > Restart Kernel and Clear Outputs of All Cells); then
``frontend_notebook`` runs every cell again, as for a new page.

A failed test's pages are never kept, nor a page that shows a JupyterLab dialog; a kept page whose
code cells a test changed is closed instead of used; kept pages of another module are closed
when a test of the next module asks for a page.

>>> key = PageKey("tests.browser.test_x", "tests/browser/notebooks/a.ipynb", "light", False)
>>> key.module
'tests.browser.test_x'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

#: the pages a module may keep at once (one per notebook, server and touch setting)
MOST_KEPT = 3

# Out of full screen, no dialog open, nothing focused, the notebook scrolled to its top.
_SETTLE_JS = """
async () => {
  if (document.fullscreenElement) await document.exitFullscreen();
  for (const dialog of document.querySelectorAll('dialog[open]')) dialog.close();
  if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
  for (const panel of document.querySelectorAll('.jp-WindowedPanel-outer')) panel.scrollTop = 0;
}
"""


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
    """What a kept page can be used for again: the same module, notebook, theme and touch."""

    module: str
    path: str
    theme: str
    has_touch: bool


_KEPT: dict[PageKey, Any] = {}


def take(key: PageKey) -> Any | None:
    """The kept notebook for ``key`` (taken out of the store), or None."""
    return _KEPT.pop(key, None)


def keep(key: PageKey, nb: Any, close: Callable[[Any], None]) -> None:
    """Keep ``nb`` for ``key``; ``close(nb)`` what cannot be kept (a page with a dialog open,
    a second page for the same key, more than :data:`MOST_KEPT`)."""
    if key in _KEPT or len(_KEPT) >= MOST_KEPT or nb.page.is_closed() or _dialog_open(nb.page):
        close(nb)
        return
    _KEPT[key] = nb


def close_other_modules(module: str | None, close: Callable[[Any], None]) -> None:
    """Close the kept pages of every module but ``module`` (of all modules when None)."""
    for key in [k for k in _KEPT if k.module != module]:
        close(_KEPT.pop(key))


def freshen(nb: Any, code: list[str], viewport: tuple[int, int], color_scheme: str,
            forced_colors: str) -> bool:
    """Make a kept page look newly opened, its kernel restarted and its outputs cleared (see the
    module docstring); the caller runs the cells again.

    Returns False, leaving the page as it is, when it cannot be used again: it is closed, shows
    a JupyterLab dialog, or its notebook is no longer ``code`` (the source of every code cell,
    without white space, as :func:`code_cells` reads a notebook file): a test changed a cell.
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
    _menu(page, "Kernel", "kernelmenu:restart-and-clear")
    page.locator(".jp-Dialog button.jp-mod-accept").click(timeout=30_000)
    page.locator(".jp-Dialog").wait_for(state="detached", timeout=30_000)
    return True


def _menu(page: Any, menu: str, command: str) -> None:
    """Choose ``command`` in the main menu ``menu`` (as a person does, with the mouse)."""
    page.locator(".lm-MenuBar-item", has_text=menu).first.click()
    item = page.locator(f'li[data-command="{command}"]')
    item.wait_for(state="visible", timeout=10_000)
    item.click()


def _dialog_open(page: Any) -> bool:
    return page.locator(".jp-Dialog").count() > 0
