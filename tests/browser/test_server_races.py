"""The console check lets through JupyterLab's failed kernel list only when the server's log
records the race behind it (:mod:`server_races`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from server_races import ServerRaces

#: A failed kernel list as Chromium's console tells it.
FAILED_LIST = (
    "console error: Failed to load resource: the server responded with a status of 500 "
    "(Internal Server Error) (http://127.0.0.1:40123/api/kernels?1764556444145)"
)
FAILED_CONTENTS = FAILED_LIST.replace("/api/kernels?", "/api/contents/x.ipynb?")

#: The record Jupyter Server 2.21.1 wrote for the race when kernels were started while the list
#: was asked for many times a second (its traceback shortened).
RACE = """\
[E 2026-12-01 02:34:04.139 ServerApp] Uncaught exception GET /api/kernels?1 (127.0.0.1)
    HTTPServerRequest(protocol='http', host='127.0.0.1:8895', method='GET', uri='/api/kernels?1')
    Traceback (most recent call last):
      File "traitlets/traitlets.py", line 652, in get
        value = obj._trait_values[self.name]
    KeyError: 'last_activity'

    During handling of the above exception, another exception occurred:

    Traceback (most recent call last):
      File "traitlets/traitlets.py", line 849, in error
        raise TraitError(e)
    traitlets.traitlets.TraitError: The 'last_activity' trait of a ServerKernelManager instance \
expected a datetime, not the NoneType None.
[W 2026-12-01 02:34:04.143 ServerApp] wrote error: 'Unhandled error'
[E 2026-12-01 02:34:04.145 ServerApp] 500 GET /api/kernels?1 (98b08@127.0.0.1) 7.94ms referer=None
"""

#: Another failure of the kernel list, not the race.
OTHER = """\
[E 2026-12-01 02:35:00.000 ServerApp] Uncaught exception GET /api/kernels?2 (127.0.0.1)
    Traceback (most recent call last):
    ZeroDivisionError: division by zero
[I 2026-12-01 02:35:00.001 ServerApp] The 'last_activity' trait of a ServerKernelManager \
instance expected a datetime
"""


@pytest.fixture
def races(tmp_path: Path) -> tuple[ServerRaces, Path]:
    log = tmp_path / "server.log"
    log.write_text("[I 2026-12-01 02:34:00.093 ServerApp] Jupyter Server 2.21.1 is running\n")
    watched = ServerRaces()
    watched.watch(log)
    return watched, log


def test_a_failed_kernel_list_the_log_explains_is_let_through(races) -> None:
    watched, log = races
    log.write_text(log.read_text() + RACE)
    assert watched.drop_known([FAILED_LIST, "page error: boom"]) == ["page error: boom"]


def test_a_failed_kernel_list_without_the_race_in_the_log_stays_an_error(races) -> None:
    watched, log = races
    assert watched.drop_known([FAILED_LIST]) == [FAILED_LIST]
    log.write_text(log.read_text() + OTHER)
    assert watched.drop_known([FAILED_LIST]) == [FAILED_LIST]


def test_each_race_lets_through_one_failure_once(races) -> None:
    watched, log = races
    log.write_text(log.read_text() + RACE)
    assert watched.drop_known([FAILED_LIST, FAILED_LIST]) == [FAILED_LIST]
    assert watched.drop_known([FAILED_LIST]) == [FAILED_LIST]
    log.write_text(log.read_text() + RACE)
    assert watched.drop_known([FAILED_LIST]) == []


def test_another_request_that_failed_stays_an_error(races) -> None:
    watched, log = races
    log.write_text(log.read_text() + RACE)
    assert watched.drop_known([FAILED_CONTENTS]) == [FAILED_CONTENTS]


def test_a_stopped_servers_log_no_longer_counts(races) -> None:
    watched, log = races
    log.write_text(log.read_text() + RACE)
    watched.forget(log)
    assert watched.drop_known([FAILED_LIST]) == [FAILED_LIST]

