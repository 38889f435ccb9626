"""Browser tests: a real JupyterLab 4 driven through Playwright in Debian's Chromium.

Fixtures (keep this interface stable; every game's browser tests use it):

``lab`` (session)
    Starts ``jupyter lab`` from the project's virtual environment on 127.0.0.1,
    on a free port, without a token, with a fresh workspaces directory (no old
    tabs reopen), a fresh user-settings directory (the "news" question and
    "Scroll past last cell" switched off, as ``make lab`` does), a page config
    without the build check and the export formats (:func:`_write_page_config`)
    and the repository root as server root. Polls until the server answers and
    stops it (and its kernels) at the end. Yields a
    :class:`Lab` with ``.url`` (``http://127.0.0.1:PORT``), ``.root`` (the
    repository root) and ``.api(method, path, body=None)`` for the server's
    REST API. If the server cannot start, every test using it fails with the
    server's log.

``notebook7`` (session)
    The same for Notebook 7 (``jupyter notebook``): a :class:`Lab` whose pages are
    ``/notebooks/<path>`` (no status bar: use ``open_and_run(..., status_bar=False,
    server=notebook7, path=path)``).

``marimo_app`` (session)
    ``marimo run --headless --no-token`` on ``notebooks/marimo/play_summy.py`` (lesson 01
    as an app) on 127.0.0.1 and a free port, with a fresh home folder; ``.url``, ``.log()``.
    Playwright's CSS selectors reach into the shadow DOM marimo shows widgets in.

``jupyter_pages`` (session)
    Helpers for pages not opened by ``notebook``:

    - ``open_and_run(page, url, status_bar=True, run_all=True, server=None, path=None)``
      opens a JupyterLab or Notebook 7 page, waits for the kernel, runs every cell and
      fails on a cell error;
    - ``wait_settled(page, what)``;
    - ``copy_notebook(path)``: a copy under test-artifacts/, as ``notebook`` makes;
    - ``Notebook(page, server, path)``: ``.run(code)`` in that page's kernel, ``.close()``.

``browser`` (session)
    Debian's Chromium (``/usr/bin/chromium``) through Playwright's sync API.
    If it cannot start, the tests fail (they are never skipped).

``notebook`` (function): a factory ``notebook(path, run_all=True) -> Notebook``
    ``path`` is relative to the repository root, e.g.
    ``"tests/browser/notebooks/summy_play.ipynb"``. The notebook is copied into
    a fresh folder under ``test-artifacts/notebooks/`` (git-ignored, inside the
    server root), so nothing a test does is saved into a tracked file; the copy
    gets the ``python3`` kernelspec if it has none (no "Select Kernel" dialog).
    The copy is opened at ``/lab/workspaces/<new>/tree/<copy>`` (a fresh workspace, so no
    tab of an earlier test reopens; the file browser folded away);
    once its kernel is idle, every
    cell is run through the Run menu (``runmenu:run-all``) and the factory
    waits until the kernel is idle again and every cell has run. A cell that
    raises fails the test with the error text. The returned :class:`Notebook`
    has:

    - ``.page``: the Playwright ``Page``;
    - ``.run(code) -> str``: runs ``code`` in that notebook's own kernel (the
      same objects as the cells) and returns what it printed plus the value of
      its last expression (``text/plain``); an exception in the kernel raises
      :class:`KernelError` with the traceback. Widget state changed this way
      reaches the page as usual.
    - ``.screenshot(name, selector=None) -> Path``: a PNG in ``test-artifacts/``
      (``.png`` is added when missing), of the page or of the first element
      matching ``selector``;
    - ``.wait_idle()``: waits until the kernel is idle and no cell is running;
    - ``.path``: the copy's path relative to the repository root.

    At the end of the test the page is closed and the notebook's kernel shut down, or, in a
    module that sets ``REUSE_PAGES = True``, kept for a later test when this one passed
    (``kept_pages.py``). ``notebook`` is ``frontend_notebook`` (``frontend_kit.py``) with a
    1500x1100 window and the file browser folded away.

Every test in this folder is marked ``browser`` (also automatically here).

Example::

    import pytest

    pytestmark = pytest.mark.browser

    def test_board_appears(notebook):
        nb = notebook("tests/browser/notebooks/summy_play.ipynb")
        nb.page.wait_for_selector(".summy-widget [data-cell='M13']")
        assert nb.run("print(w.game.current)").strip() == "0"
        nb.screenshot("summy-start")
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from lab_menu import choose_run_all
from restart_races import RESTARTS
from server_races import ServerRaces

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
PYTHON3 = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
SERVER_TIMEOUT = 90.0  # seconds for JupyterLab to answer
KERNEL_TIMEOUT = 120.0  # seconds for a notebook's kernel to become idle / run all cells

# The page is "settled" when the kernel is idle, no cell shows [*], and every
# non-empty code cell has an execution count. Returns an error text if a cell failed.
_SETTLED_JS = """
() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  // (in a window under about 750 px the indicator is in the toolbar's overflow, not the panel)
  const ind = panel && (panel.querySelector('.jp-Notebook-ExecutionIndicator')
    || document.querySelector('.jp-Toolbar-responsive-popup .jp-Notebook-ExecutionIndicator'));
  if (!ind || ind.dataset.status !== 'idle') return false;
  const cells = [...panel.querySelectorAll('.jp-CodeCell')];
  for (const cell of cells) {
    const prompt = (cell.querySelector('.jp-InputPrompt') || {}).textContent || '';
    if (prompt.includes('*')) return false;
    const err = cell.querySelector('[data-mime-type="application/vnd.jupyter.error"]');
    if (err) return 'error: ' + err.textContent;
  }
  for (const cell of cells) {
    const prompt = (cell.querySelector('.jp-InputPrompt') || {}).textContent || '';
    const source = (cell.querySelector('.jp-InputArea-editor') || {}).textContent || '';
    if (source.replace(/[\\s\\u200b]/g, '') !== '' && !/\\d/.test(prompt)) return false;
  }
  return 'ok';
}
"""


#: JupyterLab's "Select Kernel" question in English, German and Dutch
SELECT_KERNEL = re.compile(r"Select Kernel|Kernel auswählen")  # (the Dutch pack: English)

# The status bar's kernel item reads "Python 3 (ipykernel) | Idle" once the kernel is connected.
_KERNEL_READY_JS = """
() => [...document.querySelectorAll('.jp-StatusBar-Widget span, .jp-StatusBar-Widget div')]
        .some(el => /\\|\\s*Idle\\s*$/.test(el.textContent))
"""

# Some cell has started (an execution count or [*]) since run-all was chosen.
_STARTED_JS = """
() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
        .some(p => /[0-9*]/.test(p.textContent))
"""


class KernelError(AssertionError):
    """Code run with ``Notebook.run`` raised in the kernel; the message holds the traceback."""


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _kernel_transport(runtime: Path) -> list[str]:
    """Kernels over local sockets, as ``make lab`` runs them (its ``IPC_ARG``), when the runtime
    folder leaves room for a socket's name: no TCP port a kernel picks can be taken meanwhile
    (a kernel that found its port in use five times died before its notebook was ready)."""
    return ["--KernelManager.transport=ipc"] if len(str(runtime)) <= 54 else []


def _jupyter() -> str:
    for candidate in (ROOT / ".venv" / "bin" / "jupyter", Path(sys.executable).parent / "jupyter"):
        if candidate.exists():
            return str(candidate)
    raise RuntimeError("no `jupyter` next to the test interpreter: run `make test` to install it")


@dataclass
class Lab:
    """A running JupyterLab server (see the module docstring)."""

    url: str
    root: Path
    runtime_dir: Path
    log_path: Path
    process: subprocess.Popen

    def api(self, method: str, path: str, body: Any = None) -> Any:
        """Call the server's REST API, e.g. ``lab.api("GET", "/api/sessions")``."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read()
        return json.loads(text) if text else None

    def log(self) -> str:
        """The server's output so far (for failure messages)."""
        return self.log_path.read_text(errors="replace")[-5000:]


def _write_settings(settings_dir: Path) -> None:
    """User settings for the test server: no news question, no update check, menus in
    English whatever the language of the system (``make lab``'s defaults follow it), and no
    blank room below a notebook's last cell ("Scroll past last cell" off), as ``make lab``
    and the classroom site show a lesson."""
    notification = settings_dir / "@jupyterlab" / "apputils-extension"
    notification.mkdir(parents=True)
    (notification / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    translation = settings_dir / "@jupyterlab" / "translation-extension"
    translation.mkdir(parents=True)
    (translation / "plugin.jupyterlab-settings").write_text(json.dumps({"locale": "en"}))
    tracker = settings_dir / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"scrollPastEnd": False}))


def _write_page_config(config_dir: Path) -> None:
    """Page config for the test server: no build check, no list of export formats
    (the File menu's export and the raw cell's format list).

    Each page load asked the server whether JupyterLab needs a build (about a second of the
    server's time, in which the kernel's requests wait) and for nbconvert's export formats
    (half a second); the widgets' tests need neither.
    """
    labconfig = config_dir / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "page_config.json").write_text(json.dumps({
        "buildAvailable": False,
        "buildCheck": False,
        "disabledExtensions": {
            "@jupyterlab/notebook-extension:export": True,
            "@jupyterlab/notebook-extension:update-raw-mimetype": True,
        },
    }))


def _jupyter_server(app: str) -> Iterator[Lab]:
    """Start ``jupyter <app>`` (``lab`` or ``notebook``) as the ``lab`` fixture describes."""
    tmp = Path(tempfile.mkdtemp(prefix=f"summy-{app}-"))
    for name in ("workspaces", "settings", "runtime", "config"):
        (tmp / name).mkdir()
    _write_settings(tmp / "settings")
    _write_page_config(tmp / "config")
    port = _free_port()
    env = dict(os.environ)
    env["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
    env["JUPYTER_CONFIG_DIR"] = str(tmp / "config")
    env["JUPYTERLAB_WORKSPACES_DIR"] = str(tmp / "workspaces")
    env["JUPYTERLAB_SETTINGS_DIR"] = str(tmp / "settings")
    command = [
        _jupyter(),
        app,
        "--no-browser",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        "--ServerApp.ip=127.0.0.1",
        "--ServerApp.allow_root=True",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={ROOT}",
        *_kernel_transport(tmp / "runtime"),
    ]
    if app == "lab":
        command += [
            f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
            f"--LabApp.user_settings_dir={tmp / 'settings'}",
            "--LabApp.news_url=",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ]
    log_path = tmp / "server.log"
    log = open(log_path, "wb")  # noqa: SIM115 (closed at teardown)
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    server = Lab(f"http://127.0.0.1:{port}", ROOT, tmp / "runtime", log_path, process)
    SERVER_RACES.watch(log_path)
    try:
        deadline = time.monotonic() + SERVER_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"jupyter {app} exited with {process.returncode}:\n{server.log()}")
            try:
                server.api("GET", "/api/status")
                break
            except (urllib.error.URLError, ConnectionError, OSError):
                if time.monotonic() > deadline:
                    pytest.fail(
                        f"jupyter {app} did not answer within {SERVER_TIMEOUT}s:\n{server.log()}"
                    )
                time.sleep(0.3)
        yield server
    finally:
        _stop(process)
        log.close()
        SERVER_RACES.forget(log_path)
        shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def lab() -> Iterator[Lab]:
    yield from _jupyter_server("lab")


@pytest.fixture(scope="session")
def notebook7() -> Iterator[Lab]:
    """Notebook 7 (``jupyter notebook``), started like ``lab``; pages are ``/notebooks/<path>``."""
    yield from _jupyter_server("notebook")


@dataclass
class Marimo:
    """A ``marimo run`` server for one app (see ``marimo_app``)."""

    url: str
    log_path: Path
    process: subprocess.Popen

    def log(self) -> str:
        """The server's output so far (for failure messages)."""
        return self.log_path.read_text(errors="replace")[-5000:]


@pytest.fixture(scope="session")
def marimo_app() -> Iterator[Marimo]:
    """``marimo run --headless`` on ``notebooks/marimo/play_summy.py`` (lesson 01), no token."""
    marimo = ROOT / ".venv" / "bin" / "marimo"
    if not marimo.exists():
        marimo = Path(sys.executable).parent / "marimo"
    tmp = Path(tempfile.mkdtemp(prefix="summy-marimo-"))
    port = _free_port()
    command = [
        str(marimo), "run", "--headless", "--host", "127.0.0.1", "--port", str(port),
        "--no-token", str(ROOT / "notebooks" / "marimo" / "play_summy.py"),
    ]
    env = dict(os.environ, HOME=str(tmp))  # marimo's own config and state go to a fresh home
    log_path = tmp / "server.log"
    log = open(log_path, "wb")  # noqa: SIM115 (closed at teardown)
    process = subprocess.Popen(
        command, cwd=tmp, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    server = Marimo(f"http://127.0.0.1:{port}", log_path, process)
    try:
        deadline = time.monotonic() + SERVER_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"marimo exited with {process.returncode}:\n{server.log()}")
            try:
                with urllib.request.urlopen(server.url + "/", timeout=5):
                    break
            except (urllib.error.URLError, ConnectionError, OSError):
                if time.monotonic() > deadline:
                    pytest.fail(f"marimo did not answer within {SERVER_TIMEOUT}s:\n{server.log()}")
                time.sleep(0.3)
        yield server
    finally:
        _stop(process)
        log.close()
        shutil.rmtree(tmp, ignore_errors=True)


def _stop(process: subprocess.Popen) -> None:
    """Stop the server's process group (the server and its kernels)."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=15)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        process.wait(timeout=5)


#: The browser console's errors and the pages' uncaught errors during the running test.
_CONSOLE: list[str] = []


def _watch_page(page: Any) -> Any:
    """Keep ``page``'s console errors and uncaught errors in :data:`_CONSOLE`."""
    def said(message: Any) -> None:
        if message.type == "error":
            where = message.location or {}
            _CONSOLE.append(f"console error: {message.text} ({where.get('url')})")

    page.on("console", said)
    page.on("pageerror", lambda error: _CONSOLE.append(f"page error: {error.stack or error}"))
    return page


#: A tablet's scroll bars float over the content, taking no room (the browser draws scroll bars
#: of 15 px, as a desktop browser does): in a context with a touch screen they take none.
TABLET_SCROLL_BARS = """(() => {
  const add = () => {
    const style = document.createElement('style');
    style.textContent = '* { scrollbar-width: none !important; }';
    document.documentElement.append(style);
  };
  if (document.documentElement) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
})()"""


def _watched(launched: Any) -> Any:
    """``launched`` whose new contexts and pages are watched (:func:`_watch_page`)."""
    new_context, new_page = launched.new_context, launched.new_page

    def watched_context(*args: Any, **kwargs: Any) -> Any:
        context = new_context(*args, **kwargs)
        context.on("page", _watch_page)
        if kwargs.get("has_touch"):
            context.add_init_script(TABLET_SCROLL_BARS)
        return context

    launched.new_context = watched_context
    launched.new_page = lambda *args, **kwargs: _watch_page(new_page(*args, **kwargs))
    return launched


@pytest.fixture(scope="session")
def browser(chromium: Any) -> Iterator[Any]:
    with chromium() as launched:
        yield _watched(launched)


#: Notebook 7 (7.6.5) throws this ("Cannot read properties of undefined (reading 'schema')")
#: from its own ``notebook_core`` bundle on every page load, with nothing of ours installed
#: too.
NOTEBOOK7_OWN = re.compile(r"reading 'schema'\)\s+at \S+/static/notebook/notebook_core\.")


#: The Jupyter servers' own kernel-list race (:mod:`server_races`), in their logs.
SERVER_RACES = ServerRaces()


def console_errors() -> list[str]:
    """The browser console's errors and the pages' uncaught errors in this test so far
    (but Notebook 7's own, :data:`NOTEBOOK7_OWN`, the server's own kernel-list race,
    :mod:`server_races`, and JupyterLab's own at a restart the test asked for,
    :mod:`restart_races`)."""
    errors = [e for e in _CONSOLE if not NOTEBOOK7_OWN.search(e)]
    return RESTARTS.drop_known(SERVER_RACES.drop_known(errors))


@pytest.fixture(autouse=True)
def clean_console() -> Iterator[None]:
    """Every browser test: no error in the browser's console, no uncaught error in a page."""
    _CONSOLE.clear()
    RESTARTS.clear()
    yield
    errors = console_errors()
    assert errors == [], "the browser's console shows:\n" + "\n".join(errors)


@dataclass
class Notebook:
    """A notebook open in JupyterLab (see the module docstring)."""

    page: Any
    lab: Lab
    path: str
    _client: Any = field(default=None, repr=False)
    _session_id: str | None = field(default=None, repr=False)

    # -- waiting ---------------------------------------------------------------
    def wait_idle(self, timeout: float = KERNEL_TIMEOUT) -> None:
        """Wait until the kernel is idle and every cell has run; fail on a cell error."""
        wait_settled(self.page, self.path, timeout)

    # -- the kernel --------------------------------------------------------------
    def _kernel(self) -> Any:
        if self._client is None:
            from jupyter_client import BlockingKernelClient

            sessions = [s for s in self.lab.api("GET", "/api/sessions") if s["path"] == self.path]
            if not sessions:
                raise KernelError(f"no kernel session for {self.path}")
            self._session_id = sessions[0]["id"]
            kernel_id = sessions[0]["kernel"]["id"]
            connection = self.lab.runtime_dir / f"kernel-{kernel_id}.json"
            if not connection.exists():
                found = list(self.lab.runtime_dir.rglob(f"kernel-{kernel_id}*.json"))
                if not found:
                    raise KernelError(f"no connection file for kernel {kernel_id}")
                connection = found[0]
            client = BlockingKernelClient(connection_file=str(connection))
            client.load_connection_file()
            client.start_channels()
            client.wait_for_ready(timeout=30)
            self._client = client
        return self._client

    def run(self, code: str, timeout: float = 60.0) -> str:
        """Run ``code`` in this notebook's kernel; return printed text and the last value."""
        client = self._kernel()
        parts: list[str] = []

        def collect(message: dict) -> None:
            kind = message["header"]["msg_type"]
            content = message["content"]
            if kind == "stream":
                parts.append(content["text"])
            elif kind in ("execute_result", "display_data"):
                text = content.get("data", {}).get("text/plain")
                if text is not None:
                    parts.append(text if text.endswith("\n") else text + "\n")

        reply = client.execute_interactive(
            code, output_hook=collect, timeout=timeout, allow_stdin=False, store_history=False
        )
        content = reply["content"]
        if content["status"] != "ok":
            trace = "\n".join(content.get("traceback", [])) or content.get("evalue", "")
            raise KernelError(f"{content.get('ename', 'error')} in the kernel:\n{trace}")
        return "".join(parts)

    # -- pictures ----------------------------------------------------------------
    def screenshot(self, name: str, selector: str | None = None) -> Path:
        """Save a PNG into ``test-artifacts/`` and return its path."""
        ARTIFACTS.mkdir(exist_ok=True)
        target = ARTIFACTS / (name if name.endswith(".png") else f"{name}.png")
        if selector is None:
            self.page.screenshot(path=str(target))
        else:
            self.page.locator(selector).first.screenshot(path=str(target))
        return target

    def forget_kernel(self) -> None:
        """Let go of the kernel client (before a restart; ``run`` connects again)."""
        if self._client is not None:
            self._client.stop_channels()
            self._client = None

    def close(self) -> None:
        self.forget_kernel()
        try:
            self.page.close()
        finally:
            sessions = [s for s in self.lab.api("GET", "/api/sessions") if s["path"] == self.path]
            for session in sessions:
                self.lab.api("DELETE", f"/api/sessions/{session['id']}")


def _copy_notebook(source: Path) -> Path:
    """Copy a notebook into a fresh folder under test-artifacts/ with a python3 kernelspec."""
    if not source.is_file():
        raise FileNotFoundError(f"no notebook at {source}")
    folder = ARTIFACTS / "notebooks" / f"{source.stem}-{uuid.uuid4().hex[:8]}"
    folder.mkdir(parents=True)
    document = json.loads(source.read_text(encoding="utf-8"))
    metadata = document.setdefault("metadata", {})
    metadata.setdefault("kernelspec", dict(PYTHON3))
    target = folder / source.name
    target.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return target


def _run_all(page: Any) -> None:
    """Run every cell through the Run menu (keyboard shortcuts were unreliable), *Ausführen*
    or *Uitvoeren* when ``make lab`` follows a German or Dutch system."""
    choose_run_all(page)


def _wait_kernel(page: Any, server: Lab | None, path: str | None, status_bar: bool) -> None:
    """Wait until the page's kernel is connected and idle.

    The toolbar says "idle" a moment before the kernel is connected ("Initializing" in
    the status bar); cells run then may be lost. JupyterLab: wait for the status bar.
    Notebook 7 has none: ask the server for the notebook's session and its kernel's state.
    On a busy machine the kernel list may come late and a "Select Kernel" dialog ask which
    one: the notebook's own (the preselected one) is accepted.
    """
    deadline = time.monotonic() + KERNEL_TIMEOUT
    while time.monotonic() < deadline:
        dialog = page.locator(".jp-Dialog")
        if dialog.count() and SELECT_KERNEL.search(dialog.first.inner_text()):
            dialog.first.locator("button.jp-mod-accept").click()
        elif status_bar:
            if page.evaluate(_KERNEL_READY_JS):
                return
        elif server is not None and path is not None:
            sessions = [s for s in server.api("GET", "/api/sessions") if s["path"] == path]
            if sessions and sessions[0]["kernel"]["execution_state"] == "idle":
                return
        else:
            raise ValueError("open_and_run: give server= and path= when status_bar=False")
        time.sleep(0.2)
    pytest.fail(f"the kernel of {page.url} was not ready within {KERNEL_TIMEOUT}s")


def open_and_run(
    page: Any,
    url: str,
    *,
    status_bar: bool = True,
    run_all: bool = True,
    server: Lab | None = None,
    path: str | None = None,
) -> None:
    """Open a notebook page, wait for its kernel, run every cell and wait until all have run.

    Works for JupyterLab and Notebook 7 (``status_bar=False``, with the ``server`` and the
    notebook's ``path`` relative to its root: Notebook 7 has no status bar, so the server
    tells when the kernel is idle). A cell that raises fails the test.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.goto(url, timeout=KERNEL_TIMEOUT * 1000)
    # attached, not visible: in a window under about 750 px JupyterLab hides this indicator
    page.wait_for_selector('.jp-Notebook-ExecutionIndicator[data-status="idle"]',
                           state="attached", timeout=KERNEL_TIMEOUT * 1000)
    _wait_kernel(page, server, path, status_bar)
    if not run_all:
        return
    _run_all(page)
    try:
        page.wait_for_function(_STARTED_JS, timeout=15_000, polling=100)
    except PlaywrightTimeout:  # the click was lost: no cell ran, so it is safe to retry
        _run_all(page)
    wait_settled(page, url)


def wait_settled(page: Any, what: str, timeout: float = KERNEL_TIMEOUT) -> None:
    """Wait until the kernel is idle and every cell has run; fail on a cell error."""
    deadline = time.monotonic() + timeout
    confirmed = 0
    while confirmed < 2:  # the same answer twice in a row, 0.1 s apart
        handle = page.wait_for_function(
            _SETTLED_JS, timeout=max(1.0, deadline - time.monotonic()) * 1000, polling=100
        )
        state = handle.json_value()
        if isinstance(state, str) and state.startswith("error"):
            pytest.fail(f"a cell of {what} raised: {state[6:]}")
        confirmed += 1
        time.sleep(0.1)


@pytest.fixture(scope="session")
def jupyter_pages() -> Any:
    """The page helpers as a fixture: ``jupyter_pages.open_and_run(page, url, ...)``,
    ``jupyter_pages.wait_settled(page, what)``, ``jupyter_pages.copy_notebook(path)``
    (a copy under test-artifacts/, relative to the repository root),
    ``jupyter_pages.run_all(page)`` (Run > Run All Cells) and
    ``jupyter_pages.Notebook(page, server, path)`` (``.run(code)`` in its kernel)."""
    from types import SimpleNamespace

    def copy_notebook(path: str) -> str:
        return _copy_notebook(ROOT / path).relative_to(ROOT).as_posix()

    return SimpleNamespace(
        open_and_run=open_and_run,
        wait_settled=wait_settled,
        copy_notebook=copy_notebook,
        run_all=_run_all,
        Notebook=Notebook,
    )


#: the window of a page that ``notebook`` opens
NOTEBOOK_VIEWPORT = (1500, 1100)


@pytest.fixture
def notebook(request: pytest.FixtureRequest) -> Callable[..., Notebook]:
    """``notebook(path, run_all=True)``: ``frontend_notebook`` at 1500x1100 in the light
    JupyterLab, the file browser folded away (see the module docstring)."""
    opened = request.getfixturevalue("frontend_notebook")

    def open_notebook(path: str, run_all: bool = True) -> Notebook:
        return opened(path, viewport=NOTEBOOK_VIEWPORT, file_browser=False, run_all=run_all)

    return open_notebook


#: whether a test's own body passed (its call phase), for fixtures that clean up after it
CALL_PASSED = pytest.StashKey[bool]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    """Note in ``item.stash[CALL_PASSED]`` whether the test's body passed."""
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.stash[CALL_PASSED] = report.passed


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test in tests/browser is a browser test."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


# The front-end kit's fixtures, defined once for the whole folder: a session fixture imported
# into a test module is a fixture of that module, so each module started a dark JupyterLab
# server of its own and kept it to the end of the run. Test modules name them as arguments only.
from frontend_kit import (  # noqa: E402, F401
    dark_lab,
    frontend_notebook,
    kept_notebooks,
    themed_lab,
)
