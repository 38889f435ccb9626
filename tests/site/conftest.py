"""The classroom site in a real browser, with nothing allowed off the machine.

Fixtures:

``site`` (session)
    Builds the site once with ``lite/build_site.py`` into a temporary folder
    (the project's ``site/`` is left alone), adding ``tests/site/notebooks/``
    beside the lessons. The build runs with the Python of the site environment
    (``.venv-site``, which ``make test`` creates; ``SUMMY_SITE_PYTHON`` names
    another), since the JupyterLite tools are kept out of ``.venv``. Yields a
    :class:`Site` with ``.path`` and ``.build_log``.

``server`` (session)
    ``python -m http.server --bind 127.0.0.1`` on a free port, serving the site,
    its access log kept (every request it answered, with the status).

``browser`` (session)
    Debian's Chromium through Playwright, with ``--proxy-server=http://127.0.0.1:9``
    so that anything that slips past the checks below cannot reach the internet. The
    name ``classroom.test`` (:data:`CLASSROOM_HOST`) leads to 127.0.0.1 directly: a page
    opened with it is what a pupil sees when the site is served over plain http from
    another computer (not a secure context: no service worker, no kept files).

``lite`` (function): ``lite.open(path) -> LitePage``
    A fresh browser context in which every request to a host other than
    127.0.0.1 (or ``classroom.test``) is aborted and recorded, as is every failed request and every
    answer with a status of 400 or more, every uncaught error in the page and every
    warning or error in its console. At the end of the test (``assert_stayed_local``), any
    such request, any status >= 400 in the server's log, an uncaught error or an error in
    the console fails the test. ``LitePage.goto(path)`` leaves a page only once it has
    finished loading what it asked for, so that no request is cut off by the test itself.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from cached_browser import close_context, origin
from lab_menu import choose_run_all

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
#: the environment that holds the JupyterLite tools (the Makefile's SITE_VENV)
SITE_VENV = ROOT / ".venv-site"
BUILD_TIMEOUT = 600.0
PAGE_TIMEOUT = 90.0  # seconds for a page to show its notebook
KERNEL_TIMEOUT = 180.0  # seconds for the Pyodide kernel to start
#: a name for 127.0.0.1 that makes the site "another computer" (an insecure context)
CLASSROOM_HOST = "classroom.test"
LOCAL_HOSTS = ("127.0.0.1", CLASSROOM_HOST)
#: where the self-test notebook is in the site (out of the pupils' way)
SELF_TEST = "teachers/self-test.ipynb"
RUN_TIMEOUT = 300.0  # seconds for all cells of a notebook to run

# The kernel is ready once the indicator has left "idle" (starting) and come back to it.
_KERNEL_READY_JS = """
() => {
  const e = document.querySelector('.jp-Notebook-ExecutionIndicator');
  if (!e) return false;
  const seen = (window.__siteKernelStates = window.__siteKernelStates || []);
  const s = e.dataset.status;
  if (seen[seen.length - 1] !== s) seen.push(s);
  return s === 'idle' && seen.some((x) => x !== 'idle');
}
"""

# Every cell has run: kernel idle, no [*], every non-empty code cell numbered.
# Returns 'error: ...' when a cell shows an error.
_SETTLED_JS = """
() => {
  const ind = document.querySelector('.jp-Notebook-ExecutionIndicator');
  if (!ind || ind.dataset.status !== 'idle') return false;
  const cells = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')];
  for (const cell of cells) {
    const err = cell.querySelector('[data-mime-type="application/vnd.jupyter.error"]');
    if (err) return 'error: ' + err.textContent;
  }
  for (const cell of cells) {
    const prompt = (cell.querySelector('.jp-InputPrompt') || {}).textContent || '';
    const source = (cell.querySelector('.jp-InputArea-editor') || {}).textContent || '';
    if (prompt.includes('*')) return false;
    if (source.replace(/[\\s\\u200b]/g, '') !== '' && !/\\d/.test(prompt)) return false;
  }
  return 'ok';
}
"""


@dataclass
class Site:
    path: Path
    build_log: str
    build_seconds: float


@dataclass
class Server:
    url: str
    log_path: Path
    process: subprocess.Popen

    def access_log(self) -> list[tuple[str, int]]:
        """(request line, status) of every request the server answered so far."""
        entries = []
        pattern = re.compile(r'"([A-Z]+ \S+) HTTP/[\d.]+" (\d{3})')
        for line in self.log_path.read_text(errors="replace").splitlines():
            match = pattern.search(line)
            if match:
                entries.append((match.group(1), int(match.group(2))))
        return entries

    def address(self, path: str, host: str = "127.0.0.1") -> str:
        """The full address of ``path`` of the site, as reached through ``host``."""
        return f"{self.url.replace('127.0.0.1', host)}/{path.lstrip('/')}"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def site_python() -> Path:
    """The Python that builds the site: ``$SUMMY_SITE_PYTHON``, else ``.venv-site``'s.

    A relative ``SUMMY_SITE_PYTHON`` is taken from the repository root. Fails the
    test, saying what to run, when that Python does not exist.
    """
    named = os.environ.get("SUMMY_SITE_PYTHON")
    python = ROOT / named if named else SITE_VENV / "bin" / "python"
    if not python.is_file():
        pytest.fail(
            f"no Python for the site build at {python}: run `make test` (it creates the "
            f"site environment {SITE_VENV.name}/ with the JupyterLite tools), or set "
            "SUMMY_SITE_PYTHON to a Python that has `pip install -e '.[site]'`"
        )
    return python


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Site:
    out = tmp_path_factory.mktemp("classroom") / "site"
    command = [
        str(site_python()),
        str(ROOT / "lite" / "build_site.py"),
        "--output",
        str(out),
        "--extra-contents",
        str(ROOT / "tests" / "site" / "notebooks"),
    ]
    started = time.monotonic()
    result = subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, timeout=BUILD_TIMEOUT
    )
    seconds = time.monotonic() - started
    log = result.stdout + result.stderr
    if result.returncode != 0:
        pytest.fail(f"building the site failed ({result.returncode}):\n{log[-6000:]}")
    return Site(out, log, seconds)


@pytest.fixture(scope="session")
def server(site: Site) -> Iterator[Server]:
    port = _free_port()
    log_path = Path(tempfile.mkdtemp(prefix="summy-site-")) / "access.log"
    log = open(log_path, "wb")  # noqa: SIM115 (closed at teardown)
    process = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port)],
        cwd=site.path,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            if process.poll() is not None:
                pytest.fail(f"http.server exited: {log_path.read_text(errors='replace')}")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("http.server did not answer within 30 s")
                time.sleep(0.1)
        yield Server(url, log_path, process)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


@pytest.fixture(scope="session")
def browser(chromium: Any) -> Iterator[Any]:
    args = [
        "--proxy-server=http://127.0.0.1:9",
        f"--host-resolver-rules=MAP {CLASSROOM_HOST} 127.0.0.1",
        f"--proxy-bypass-list={CLASSROOM_HOST}",
    ]
    # one profile's cache for every test: Pyodide is compiled once, not in every test
    with chromium(extra_args=args, shared_cache=True) as launched:
        yield launched


@dataclass
class Traffic:
    """What the page asked for, and what went wrong."""

    requests: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    bad_status: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    #: what the browser's console showed as a warning or an error ("warning: ...")
    console: list[str] = field(default_factory=list)
    #: the requests asked for and not yet answered or failed
    in_flight: set[Any] = field(default_factory=set)

    def saw(self, request: Any) -> None:
        """A request the page (or its service worker) made; one for another host is kept
        among the requests off the machine (the browser's proxy refuses it). A ``blob:`` or
        ``data:`` address is the page's own memory, not a request to anyone."""
        if urlparse(request.url).scheme not in ("http", "https", "ws", "wss"):
            return
        self.requests.append(request.url)
        if urlparse(request.url).hostname not in LOCAL_HOSTS:
            self.outside.append(request.url)

    def record_failure(self, request: Any) -> None:
        """A request that failed: no longer in flight, and kept among the failures."""
        self.in_flight.discard(request)
        self.failed.append(f"{request.url} ({request.failure})")

    def console_errors(self) -> list[str]:
        """The console's errors (its warnings left out)."""
        return [line for line in self.console if line.startswith("error:")]


@dataclass
class LitePage:
    """One page of the site in its own browser context."""

    page: Any
    server: Server
    traffic: Traffic
    opened_at: float
    log_start: int = 0
    timings: dict[str, float] = field(default_factory=dict)

    def mark(self, name: str) -> float:
        """Record the seconds since the page was opened under ``name``."""
        self.timings[name] = round(time.monotonic() - self.opened_at, 2)
        return self.timings[name]

    def wait_notebook(self) -> None:
        """Wait for the notebook to show (page ready), then for its kernel (kernel ready)."""
        self.page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=PAGE_TIMEOUT * 1000)
        self.mark("page_ready_s")
        self.page.wait_for_function(
            _KERNEL_READY_JS, timeout=KERNEL_TIMEOUT * 1000, polling=100
        )
        self.mark("kernel_ready_s")

    def wait_quiet(self, quiet: float = 0.5, timeout: float = 30.0) -> None:
        """Wait until no request has been in flight for ``quiet`` seconds (at most ``timeout``).

        A page left while it still loads something (the favicon it swaps when the kernel
        goes idle) has that request aborted by the test, not by the site.
        """
        deadline = time.monotonic() + timeout
        quiet_since = time.monotonic()
        while time.monotonic() < deadline:
            if self.traffic.in_flight:
                quiet_since = time.monotonic()
            elif time.monotonic() - quiet_since >= quiet:
                return
            self.page.wait_for_timeout(100)  # lets the page's events reach the test

    def goto(self, path: str) -> None:
        """Go to ``path`` of the site once this page has finished what it was loading."""
        self.wait_quiet()
        self.page.goto(self.server.address(path), timeout=PAGE_TIMEOUT * 1000)

    def run_all(self, timeout: float = RUN_TIMEOUT) -> None:
        """Run every cell through the Run menu and wait until all have run without error."""
        self.start_run_all()
        self.wait_all_run(timeout)

    def start_run_all(self) -> None:
        """Click Run > Run All Cells (the keyboard shortcuts are less reliable), the Run menu
        being *Ausführen* or *Uitvoeren* in a German or Dutch JupyterLab."""
        choose_run_all(self.page)
        self.mark("run_all_clicked_s")

    def wait_all_run(self, timeout: float = RUN_TIMEOUT) -> None:
        """Wait until every cell has run; a cell that raised fails the test."""
        deadline = time.monotonic() + timeout
        confirmed = 0
        while confirmed < 2:  # the same answer twice, 0.1 s apart
            handle = self.page.wait_for_function(
                _SETTLED_JS, timeout=max(1.0, deadline - time.monotonic()) * 1000, polling=200
            )
            state = handle.json_value()
            if isinstance(state, str) and state.startswith("error"):
                self.screenshot("site-cell-error")
                pytest.fail(f"a cell raised in the browser: {state[6:]}")
            confirmed += 1
            time.sleep(0.1)
        self.mark("all_cells_run_s")

    def outputs(self) -> list[str]:
        """The text of every code cell's output, in order."""
        return self.page.eval_on_selector_all(
            ".jp-Notebook .jp-CodeCell",
            "cells => cells.map(c => (c.querySelector('.jp-OutputArea') || {}).innerText || '')",
        )

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(exist_ok=True)
        target = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(target), full_page=True)
        return target

    def assert_stayed_local(self) -> None:
        """No request left the machine, none failed, none was answered with >= 400; and
        nothing went wrong in the page (no uncaught error, no error in the console)."""
        t = self.traffic
        assert t.page_errors == [], f"uncaught errors in the page: {t.page_errors}"
        assert t.console_errors() == [], f"the console shows: {t.console_errors()}"
        assert t.requests, "the page made no request at all"
        assert t.outside == [], f"requests off the machine: {t.outside}"
        assert t.failed == [], f"failed requests: {t.failed}"
        assert t.bad_status == [], f"answers with status >= 400: {t.bad_status}"
        answered = self.server.access_log()[self.log_start :]
        errors = [(line, status) for line, status in answered if status >= 400]
        assert errors == [], (f"the server answered with errors (its log since this page "
                              f"opened, other tests' pages included): {errors}")


class Lite:
    def __init__(self, browser: Any, server: Server) -> None:
        self.browser = browser
        self.server = server
        self.opened: list[LitePage] = []
        self.unwatch: list[Callable[[], None]] = []

    def open(self, path: str, host: str = "127.0.0.1", color_scheme: str = "light",
             first_visit: bool = False, locale: str | None = None) -> LitePage:
        """Open ``path`` (relative to the site) in a fresh context with the network rules;
        ``host=CLASSROOM_HOST`` opens it as from another computer over plain http,
        ``color_scheme="dark"`` as in a browser set to dark. The context shares the browser's
        cache with the other tests (``tests/cached_browser.py``) unless ``first_visit``: then
        it is a new, empty browser, as a pupil's first visit. ``locale`` (``"de-DE"``) is the
        language the browser asks for, in a new browser too; English without it."""
        traffic = Traffic()
        # service workers are allowed, as for a teacher on localhost or https;
        # the server's access log shows their requests too
        options = {"viewport": {"width": 1500, "height": 1100}, "color_scheme": color_scheme}
        if locale:
            options["locale"] = locale
        maker = self.browser.browser if first_visit else self.browser
        page = maker.new_context(**options).new_page()
        home = origin(self.server.address(path, host))

        def from_worker(request: Any) -> None:
            worker = request.service_worker
            if worker is not None and origin(worker.url) == home:
                traffic.saw(request)

        page.context.on("request", from_worker)
        self.unwatch.append(lambda: page.context.remove_listener("request", from_worker))
        page.on("request", traffic.saw)
        page.on("request", lambda r: traffic.in_flight.add(r))
        page.on("requestfinished", lambda r: traffic.in_flight.discard(r))
        page.on("requestfailed", traffic.record_failure)
        page.on(
            "response",
            lambda r: r.status >= 400 and traffic.bad_status.append(f"{r.status} {r.url}"),
        )
        page.on("pageerror", lambda e: traffic.page_errors.append(str(e)))
        page.on("console", lambda m: m.type in ("warning", "error")
                and traffic.console.append(f"{m.type}: {m.text}"))
        page.set_default_timeout(60_000)
        lite_page = LitePage(
            page, self.server, traffic, time.monotonic(), len(self.server.access_log())
        )
        self.opened.append(lite_page)
        page.goto(self.server.address(path, host), timeout=PAGE_TIMEOUT * 1000)
        return lite_page

    def close(self) -> None:
        for unwatch in self.unwatch:
            unwatch()
        for lite_page in self.opened:
            close_context(lite_page.page)


@pytest.fixture
def lite(browser: Any, server: Server) -> Iterator[Lite]:
    opener = Lite(browser, server)
    try:
        yield opener
    finally:
        opener.close()


ENGINE_TEST = "test_engine_tests_pass_in_the_browser"


@pytest.fixture(scope="session")
def engine_run(browser: Any, server: Server) -> Iterator[LitePage]:
    """The site's self-test notebook, opened and set running (it runs the engine's tests).

    It runs in its own tab while the other tests use theirs; the engine test waits
    for it to finish.
    """
    opener = Lite(browser, server)
    try:
        # a browser of its own: its storage stays apart from the other tests', which is
        # cleared after each of them
        page = opener.open(f"notebooks/index.html?path={SELF_TEST}", first_visit=True)
        page.wait_notebook()
        page.start_run_all()
        yield page
    finally:
        opener.close()


@pytest.fixture(scope="session", autouse=True)
def _start_engine_run_early(request: pytest.FixtureRequest) -> None:
    """Start the engine's tests in the browser first when they are among the tests to run."""
    if any(getattr(item, "originalname", "") == ENGINE_TEST for item in request.session.items):
        request.getfixturevalue("engine_run")


@pytest.fixture
def record() -> Any:
    """``record(name, figures)`` keeps measured figures in test-artifacts/site-figures.json.

    They are reported, never asserted.
    """

    def keep(name: str, figures: dict) -> None:
        ARTIFACTS.mkdir(exist_ok=True)
        target = ARTIFACTS / "site-figures.json"
        data = json.loads(target.read_text()) if target.exists() else {}
        data[name] = figures
        target.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        print(f"{name}: {figures}")

    return keep
