"""Keep a game's messages reaching Python after a kernel restart the page did not make.

JupyterLab sends a widget's messages on a kernel "subshell" made for widgets. When the
kernel restarts without the page asking (from another tab, through the server, after a
crash), the page keeps the old kernel's subshell id, which the new kernel does not know.
ipykernel (7.4) sends a message to the subshell that Python's last reply on that widget went
to, so the first message of a game run again gets through, Python's reply takes the old id
over, and every later message is dropped: the game answers one click, then none.

After each message, :func:`reply_to_a_known_subshell` sends the widget's next messages to
the kernel's main shell when the subshell of the last reply is not one the kernel has. Where
a kernel has no subshells (Pyodide in the classroom site, an older ipykernel) it does
nothing.

>>> class Comm:  # a widget's comm whose last reply went to an unknown subshell
...     _reply_subshell_id = "a1"
>>> comm = Comm()
>>> reply_to_a_known_subshell(comm, known=["b2"])
>>> print(comm._reply_subshell_id)
None
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import nullcontext
from typing import Any


def known_subshells(comm: Any) -> Iterable[str] | None:
    """The ids of the subshells the comm's kernel has (``None``: it cannot say)."""
    kernel = getattr(comm, "kernel", None)
    manager = getattr(getattr(kernel, "shell_channel_thread", None), "manager", None)
    listing = getattr(manager, "list_subshell", None)
    return listing() if callable(listing) else None


def reply_to_a_known_subshell(comm: Any, known: Iterable[str] | None = None) -> None:
    """Send the comm's next messages to the main shell when the subshell they would go to
    is not one the kernel has (``known``: the kernel's subshells, asked when not given)."""
    subshell = getattr(comm, "_reply_subshell_id", None)
    if subshell is None:
        return
    known = known_subshells(comm) if known is None else known
    if known is None or subshell in known:
        return
    with getattr(comm, "_reply_subshell_lock", None) or nullcontext():
        comm._reply_subshell_id = None
