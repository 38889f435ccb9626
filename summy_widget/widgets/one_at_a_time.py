"""One change at a time in a game widget: clicks and cells never interleave.

In JupyterLab a widget's messages are carried out on a kernel subshell, a thread of its own,
while cells run on the main shell; the messages sent before that subshell has started go to
the main shell too. Two of them carried out at once could lose a click (four black cells
chosen quickly and only three kept) or break ipywidgets' sending of the state ("Set changed
size during iteration"). So the ways into a game widget that change it wait until the one
before has finished: each message of the page (``_handle_message`` and ``handle``), a trait set
in a cell (``notify_change``, which every synced trait and its observers go through),
``practice`` set in a cell, ``publish``, ``save``, ``w.load(path)`` and Summy's ``new_game``
are decorated with :func:`one_at_a_time`.

>>> class Sheet:
...     def __init__(self):
...         self.cells = []
...     @one_at_a_time
...     def blacken(self, cell):
...         self.cells.append(cell)
>>> sheet = Sheet()
>>> sheet.blacken("A1")
>>> sheet.cells
['A1']
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any, TypeVar

Method = TypeVar("Method", bound=Callable[..., Any])


def lock_of(widget: Any) -> threading.RLock:
    """The widget's own lock, made at first use (``dict.setdefault`` makes exactly one even
    when two threads ask at once); the same thread may take it again (a message that saves).

    >>> class Widget: ...
    >>> w = Widget()
    >>> lock_of(w) is lock_of(w)
    True
    """
    return vars(widget).setdefault("_one_at_a_time", threading.RLock())


def one_at_a_time(method: Method) -> Method:
    """``method`` carried out holding the widget's lock (:func:`lock_of`)."""

    @functools.wraps(method)
    def alone(widget: Any, *args: Any, **kwargs: Any) -> Any:
        with lock_of(widget):
            return method(widget, *args, **kwargs)

    return alone  # type: ignore[return-value]
