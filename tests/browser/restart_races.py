"""JupyterLab's own race at a kernel restart, told apart from a real error in a page.

JupyterLab 4.6 gives each comm target a kernel subshell: a comm opened (by the widget manager
as soon as a restarted kernel's connection is back, or by a widget made in a cell) sends a
``create_subshell_request``. When the kernel connection clears its state for a restart while
such a request is out, the request's future is cancelled and nothing in JupyterLab catches it:
the page reports "Canceled future for create_subshell_request message before replies were
done". It comes only with a restart, and neither the widgets nor a test can catch it. So a page
error of that text is let through once for each kernel restart the test asked for
(:meth:`RestartRaces.asked`), and stays an error otherwise.

>>> races = RestartRaces()
>>> canceled = "page error: Error: " + CANCELED
>>> races.drop_known([canceled])
['page error: Error: Canceled future for create_subshell_request message before replies were done']
>>> races.asked()
>>> races.drop_known([canceled, canceled])
['page error: Error: Canceled future for create_subshell_request message before replies were done']
"""

from __future__ import annotations

#: The error's text, as JupyterLab's kernel connection words it.
CANCELED = "Canceled future for create_subshell_request message before replies were done"


class RestartRaces:
    """How many kernel restarts the running test asked for."""

    def __init__(self) -> None:
        self._asked = 0

    def clear(self) -> None:
        """A new test: no restart asked yet."""
        self._asked = 0

    def asked(self) -> None:
        """The test restarts a kernel (through the Kernel menu or the server)."""
        self._asked += 1

    def drop_known(self, errors: list[str]) -> list[str]:
        """``errors`` but one cancelled subshell request for each restart asked."""
        left, kept = self._asked, []
        for error in errors:
            if left and error.startswith("page error: Error: " + CANCELED):
                left -= 1
            else:
                kept.append(error)
        return kept


#: The running test's restarts, for the console check (tests/browser/conftest.py).
RESTARTS = RestartRaces()
