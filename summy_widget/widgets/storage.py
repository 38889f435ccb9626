"""Whether the files a game saves outlast a reload of the page.

On a computer (JupyterLab, Notebook, a script) a saved file stays on the disk. In
the classroom site (JupyterLite) Python runs in the browser (Pyodide, where
``sys.platform`` is ``"emscripten"``) and a file is kept only when JupyterLite's
DriveFS holds it: the kernel mounts DriveFS at ``/drive`` (and starts in the
notebook's folder there) only when the page runs JupyterLite's service worker or
is cross-origin isolated, and a browser allows either only in a secure context
(``https://``, or ``http://localhost`` on the same computer). Served over plain
``http://`` from another computer, the kernel writes into memory instead, and the
file is gone after a reload.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

#: where JupyterLite's Pyodide kernel mounts the browser's file storage (DriveFS)
DRIVE = Path("/drive")


def _browser() -> ModuleType | None:
    """Pyodide's ``js`` module (the worker's global scope), or None outside a browser."""
    if sys.platform != "emscripten":
        return None
    try:
        import js
    except ImportError:
        return None
    return js


def kept_after_reload(folder: str | Path) -> bool:
    """False only in a browser whose storage does not keep files written to ``folder``.

    >>> kept_after_reload(".")  # not in a browser: files stay on the disk
    True
    """
    js = _browser()
    if js is None:
        return True
    if not bool(getattr(js, "isSecureContext", False)):
        return False
    resolved = Path(folder).resolve()
    return resolved == DRIVE or DRIVE in resolved.parents
