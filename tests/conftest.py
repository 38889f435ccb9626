"""Fixtures shared by every test folder: one Playwright driver, and Debian's Chromium."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from cached_browser import cached_browser

CHROMIUM = "/usr/bin/chromium"
#: what Chromium needs on a machine without a screen, a sandbox or an open network
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """One Playwright driver for the whole run.

    The sync API allows one running driver per thread, so the browser tests and
    the classroom-site tests launch their Chromium from this one.
    """
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def chromium(playwright: Any) -> Any:
    """``with chromium(extra_args=[...]) as browser:``, a Chromium launched from the one driver;
    ``shared_cache=True``: its contexts share one profile's cache (:mod:`cached_browser`)."""
    return lambda extra_args=(), shared_cache=False: _launch(playwright, extra_args, shared_cache)


@contextmanager
def _launch(playwright: Any, extra_args: Sequence[str] = (),
            shared_cache: bool = False) -> Iterator[Any]:
    """Debian's Chromium, headless; a missing browser fails the test, never skips it.

    It draws scroll bars that take room, as a pupil's desktop browser does (Playwright hides
    them by default, so the layouts were never tried with them).
    """
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is missing at {CHROMIUM}: install it with `make chromium`")
    options = {"executable_path": CHROMIUM, "args": [*CHROMIUM_ARGS, *extra_args],
               "headless": True, "ignore_default_args": ["--hide-scrollbars"]}
    if shared_cache:  # a profile speaks English, whatever the machine's language
        with cached_browser(playwright, **options, locale="en-US") as browser:
            yield browser
        return
    browser = playwright.chromium.launch(**options)
    try:
        yield browser
    finally:
        browser.close()


#: the work units of ``make test``'s second run (``-n 4 --dist loadgroup``: four workers on two
#: cores, since a browser test often waits for a kernel or a page and leaves a core idle): the
#: classroom site's tests (their own static server and Chromium, Pyodide) are one unit; the
#: notebooks (plain kernels) and the browser tests that start a server of their own (``make
#: lab``, Notebook 7, marimo) another; the tests that drive JupyterLab go file by file
#: (:data:`BY_FILE`) to whichever worker is free, and each worker starts its JupyterLab servers
#: (light and dark) and its Chromium once, when its first such file begins. pytest-xdist hands
#: out the units with the most tests first, so the two long ones start at once.
BY_FILE = "by file"
WORKER_GROUPS = {
    "tests/browser": BY_FILE,
    "tests/browser/test_make_lab.py": "own-servers",
    "tests/browser/test_notebook7.py": "own-servers",
    "tests/browser/test_notebook7_keys.py": "own-servers",
    "tests/browser/test_marimo.py": "own-servers",
    "tests/browser/test_marimo_play_browser.py": "own-servers",
    "tests/site": "site",
    "tests/notebooks": "own-servers",
}


def worker_group(nodeid: str) -> str:
    """The work unit of a test: the group of its file or nearest folder (its file, for a folder
    that goes :data:`BY_FILE`), or the test alone.

    >>> worker_group("tests/site/test_site.py::test_build")
    'site'
    >>> worker_group("tests/browser/test_summy_browser.py::test_a"), worker_group("t.py::a")
    ('tests/browser/test_summy_browser.py', 't.py::a')
    """
    path = folder = nodeid.split("::")[0]
    while folder and folder not in WORKER_GROUPS:
        folder = folder.rpartition("/")[0]
    group = WORKER_GROUPS.get(folder, nodeid)
    return path if group == BY_FILE else group


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadgroup`` groups by ``worker_group``: pytest-xdist's own grouping reads marks
    through test ids that pytest 9.2 no longer lets it change (pytest-xdist issue 1386)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class FolderScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return worker_group(nodeid)

    return FolderScheduling(config, log)
