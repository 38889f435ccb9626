"""The Jupyter server's own kernel-list race, told apart from a real error in the console.

In Jupyter Server 2.21 a kernel enters the server's list a moment before it has its
``last_activity``; a ``GET /api/kernels`` in that moment fails with 500. JupyterLab asks for that
list every few seconds on its own (the widgets never do), so once in a few hundred browser tests
the console shows the failure. A console line of a failed kernel list is let through only when a
running server's log holds the race's record for it; any other 500, or one more than the log
records, stays an error.

>>> import tempfile
>>> races = ServerRaces()
>>> log = Path(tempfile.mkdtemp()) / "server.log"
>>> _ = log.write_text("")
>>> races.watch(log)
>>> failed = "status of 500 (Internal Server Error) (http://127.0.0.1:1/api/kernels?1)"
>>> races.drop_known([failed])
['status of 500 (Internal Server Error) (http://127.0.0.1:1/api/kernels?1)']
"""

from __future__ import annotations

import re
from pathlib import Path

#: The console's line for a failed ``GET /api/kernels?...``: JupyterLab's own poll.
KERNEL_LIST_500 = re.compile(r"status of 500 \(Internal Server Error\) \(\S+/api/kernels\?")

#: The server's log record of the race: the list failed on a kernel without ``last_activity``.
KERNEL_LIST_RACE = re.compile(
    r"^\[E [^]]*\] Uncaught exception GET /api/kernels\?(?:(?!^\[).)*"
    r"'last_activity' trait of a ServerKernelManager instance expected a datetime",
    re.MULTILINE | re.DOTALL,
)


class ServerRaces:
    """The running servers' logs, and how many races of each the console has met."""

    def __init__(self) -> None:
        self._met: dict[Path, int] = {}

    def watch(self, log: Path) -> None:
        """Look for races in ``log`` (a server's output) from now on."""
        self._met[log] = 0

    def forget(self, log: Path) -> None:
        """Stop looking in ``log`` (its server has stopped)."""
        self._met.pop(log, None)

    def drop_known(self, errors: list[str]) -> list[str]:
        """``errors`` but one failed kernel list for each race a log records and none met."""
        return [e for e in errors if not (KERNEL_LIST_500.search(e) and self._meet_one())]

    def _meet_one(self) -> bool:
        """Whether a log holds a race not met yet (then it counts as met)."""
        for log, met in self._met.items():
            if _races_in(log) > met:
                self._met[log] = met + 1
                return True
        return False


def _races_in(log: Path) -> int:
    """How many records of the race ``log`` holds (none when it is gone)."""
    return len(KERNEL_LIST_RACE.findall(log.read_text(errors="replace"))) if log.exists() else 0
