"""`make lab`, exactly as the README says, opens the first lesson with a clean console.

The test runs ``make lab LAB_ARGS="--no-browser --port=P"`` (the README's command line
plus a port and no browser of its own; as root in CI, so it proves the root case too),
reads the address the server would open in a browser from Jupyter's
``jpserver-file-to-run-*-open.html``, opens it in Chromium, runs the lesson and finds the Summy
widget. The browser's console must show no error, and the page raise nothing, while the
lesson opens and runs (a stray lab extension, such as JupyterLite's kernel extension left in
``.venv``, prints "Shared module ... doesn't exist in shared scope default"), and ``.venv``
must hold no JupyterLite lab extension. Then the server's console must hold no error, no
traceback and no Node stack trace. Jupyter's runtime, workspace and settings folders are
fresh temporary ones (no old tabs reopen; autosave is off, so the tracked lesson is never
written).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
LAB_EXTENSIONS = ROOT / ".venv" / "share" / "jupyter" / "labextensions"
LESSON = ROOT / "notebooks" / "01-play-summy.ipynb"
START_TIMEOUT = 300.0  # seconds: make may first have to install or bundle something

#: lines of the console that would alarm a teacher
SUSPICIOUS = re.compile(
    r"traceback|error|exception|could not|fail|not supported|is not recommended"
    r"|^\s+at .*:\d+:\d+\)?$|^\[E ",
    re.IGNORECASE,
)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _fresh_jupyter_dirs(tmp: Path) -> dict[str, str]:
    """Environment variables pointing Jupyter at fresh folders; autosave and news off."""
    for name in ("runtime", "workspaces", "settings"):
        (tmp / name).mkdir()
    docmanager = tmp / "settings" / "@jupyterlab" / "docmanager-extension"
    docmanager.mkdir(parents=True)
    (docmanager / "plugin.jupyterlab-settings").write_text(json.dumps({"autosave": False}))
    news = tmp / "settings" / "@jupyterlab" / "apputils-extension"
    news.mkdir(parents=True)
    (news / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    return {
        "JUPYTER_RUNTIME_DIR": str(tmp / "runtime"),
        "JUPYTERLAB_WORKSPACES_DIR": str(tmp / "workspaces"),
        "JUPYTERLAB_SETTINGS_DIR": str(tmp / "settings"),
    }


def _opened_url(runtime: Path, process: subprocess.Popen, log: Path) -> str:
    """The address Jupyter opens in the browser: with a file to open, the one written to
    ``jpserver-file-to-run-<pid>-open.html`` (``jpserver-<pid>-open.html`` is the launcher)."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"`make lab` exited with {process.returncode}:\n{log.read_text()[-5000:]}")
        for page in runtime.glob("jpserver-file-to-run-*-open.html"):
            match = re.search(r'<a href="([^"]+)"', page.read_text())
            if match:
                return match.group(1)
        time.sleep(0.3)
    pytest.fail(f"`make lab` did not start within {START_TIMEOUT}s:\n{log.read_text()[-5000:]}")


def _said(message) -> str:
    """A console message with where it came from."""
    where = message.location or {}
    return f"console error: {message.text} ({where.get('url')}:{where.get('lineNumber')})"


def _stop(process: subprocess.Popen) -> None:
    """Ctrl+C twice, as a user would; then make sure the whole group is gone."""
    for _ in range(2):
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGINT)
            time.sleep(0.5)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=5)


def test_make_lab_opens_the_first_lesson_with_a_clean_console(browser, jupyter_pages):
    tmp = Path(tempfile.mkdtemp(prefix="summy-make-lab-"))
    # as a user types it in a shell: not inside the `make test` that runs this test
    outer_make = ("MAKELEVEL", "MAKEFLAGS", "MFLAGS", "MAKEOVERRIDES")
    env = {k: v for k, v in os.environ.items() if k not in outer_make}
    env.update(_fresh_jupyter_dirs(tmp))
    port = _free_port()
    log_path = tmp / "make-lab.log"
    lesson_before = hashlib.sha256(LESSON.read_bytes()).hexdigest()
    browser_errors: list[str] = []
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            ["make", "lab", f"LAB_ARGS=--no-browser --port={port} --ServerApp.port_retries=0"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
        context = None
        try:
            url = _opened_url(tmp / "runtime", process, log_path)
            assert url.startswith(f"http://localhost:{port}/lab/tree/01-play-summy.ipynb?token=")
            context = browser.new_context(viewport={"width": 1500, "height": 1100})
            page = context.new_page()
            page.on("console", lambda m: m.type == "error" and browser_errors.append(_said(m)))
            page.on("pageerror", lambda e: browser_errors.append(f"page error: {e}"))
            jupyter_pages.open_and_run(page, url)
            assert page.url.split("?")[0].endswith("/lab/tree/01-play-summy.ipynb")
            page.wait_for_selector(".summy-widget [data-cell='M13']", timeout=30_000)
            page.wait_for_selector(".summy-widget [data-rack-index='0']", timeout=30_000)
            time.sleep(1.0)  # let the server log whatever the page's requests caused
        finally:
            if context is not None:
                context.close()
            _stop(process)
    text = log_path.read_text(errors="replace")
    assert browser_errors == [], "the browser's console shows:\n" + "\n".join(browser_errors)
    lite_extensions = sorted(p.name for p in (LAB_EXTENSIONS / "@jupyterlite").glob("*"))
    assert lite_extensions == [], "JupyterLite's lab extensions belong in .venv-site only"
    assert hashlib.sha256(LESSON.read_bytes()).hexdigest() == lesson_before
    assert "--allow-root" in text.splitlines()[0] or os.getuid() != 0, text[:2000]
    assert "Build is up to date" in text  # the build check worked (no "Could not determine")
    bad = [line for line in text.splitlines() if SUSPICIOUS.search(line)]
    assert bad == [], "the console of `make lab` shows:\n" + "\n".join(bad)
