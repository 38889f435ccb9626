"""`make lab` and `make notebook`, exactly as the README says, open the first lesson with a
clean console.

The test runs ``make lab LAB_ARGS="--no-browser --port=P"`` (the README's command line
plus a port and no browser of its own; as root in CI, so it proves the root case too),
reads the address the server would open in a browser from Jupyter's
``jpserver-file-to-run-*-open.html``, opens it in Chromium, runs the lesson and finds the
Summy widget. The browser's console must show no error, and the page raise nothing, while
the lesson opens and runs (``clean_console`` in conftest.py checks that; a stray lab
extension, such as JupyterLite's kernel extension left in ``.venv``, prints "Shared module
... doesn't exist in shared scope default"), and ``.venv`` must hold no JupyterLite lab
extension. Then the server's console must hold no error, no traceback and no Node stack
trace, and no warning either (``[W``, ``WARNING``: a lesson "not trusted", a kernel "over
TCP without encryption", a websocket ping timeout "longer than" its interval). Jupyter's
runtime, data (the trusted notebooks), workspace and settings folders are fresh temporary
ones, as on a newcomer's machine (no old tabs reopen; autosave on, no answer yet to "Jupyter
news?", which must not be asked).

The lessons open from the pupil's own copies (``my-lessons/``, ignored by git; here a fresh
temporary folder through ``LESSONS=``, so a developer's own copies are never touched): the
lesson is saved as a pupil saves it, the copy holds the widget's output and the tracked
``notebooks/01-play-summy.ipynb`` is unchanged; its menus are in English. ``make notebook`` is
checked the same way in Notebook 7 on a German system (the German lesson, German menus), with
a pupil's own copy of lesson 02 already there, which it must not overwrite.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lesson_end import assert_the_end_stays_in_sight

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
LAB_EXTENSIONS = ROOT / ".venv" / "share" / "jupyter" / "labextensions"
LESSON = ROOT / "notebooks" / "01-play-summy.ipynb"
LAB_DEFAULTS = ROOT / ".venv/share/jupyter/lab/settings/overrides.d/summy-widget.json"
START_TIMEOUT = 300.0  # seconds: make may first have to install or bundle something

#: lines of the console that would alarm a teacher
SUSPICIOUS = re.compile(
    r"traceback|error|exception|could not|fail|not supported|is not recommended"
    r"|^\s+at .*:\d+:\d+\)?$|^\[E ",
    re.IGNORECASE,
)
#: a warning of the Jupyter server or a kernel (after the server's command line)
WARNING = re.compile(r"^\[W |WARNING|^\[E ")
NEWS = "Would you like to get notified about official Jupyter news?"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _fresh_jupyter_dirs(tmp: Path) -> dict[str, str]:
    """Environment variables pointing Jupyter at fresh, empty folders (a newcomer's: no
    notebook trusted yet, no settings)."""
    for name in ("runtime", "workspaces", "settings", "data"):
        (tmp / name).mkdir()
    return {
        "JUPYTER_DATA_DIR": str(tmp / "data"),
        "JUPYTER_RUNTIME_DIR": str(tmp / "runtime"),
        "JUPYTERLAB_WORKSPACES_DIR": str(tmp / "workspaces"),
        "JUPYTERLAB_SETTINGS_DIR": str(tmp / "settings"),
    }


def _opened_url(runtime: Path, process: subprocess.Popen, log: Path, target: str) -> str:
    """The address Jupyter opens in the browser. ``make lab`` names a file to open: the
    address is in ``jpserver-file-to-run-<pid>-open.html``. ``make notebook`` opens its
    default address (the lesson), written to the launcher page ``jpserver-<pid>-open.html``."""
    pattern = "jpserver-file-to-run-*-open.html" if target == "lab" else "jpserver-[0-9]*-open.html"
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"`make {target}` exited with {process.returncode}:\n"
                        f"{log.read_text()[-5000:]}")
        for page in runtime.glob(pattern):
            match = re.search(r'<a href="([^"]+)"', page.read_text())
            if match:
                return match.group(1)
        time.sleep(0.3)
    pytest.fail(f"`make {target}` did not start within {START_TIMEOUT}s:\n"
                f"{log.read_text()[-5000:]}")


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


class _Served:
    """What one ``make lab`` or ``make notebook`` run showed in the server's console."""

    def __init__(self, log_path: Path) -> None:
        self.log_path = log_path
        self.stopped_at: int | None = None  # the log's length when Ctrl+C was pressed

    @property
    def text(self) -> str:
        return self.log_path.read_text(errors="replace")

    @property
    def session(self) -> str:
        """What it showed until Ctrl+C (then a kernel may say that its server has gone)."""
        return self.text[:self.stopped_at]


@contextlib.contextmanager
def _defaults_kept() -> Iterator[None]:
    """Put back the JupyterLab defaults ``make`` writes in ``.venv`` (the language of the
    menus follows the system's): a German run here must not leave German menus behind."""
    before = LAB_DEFAULTS.read_bytes() if LAB_DEFAULTS.exists() else None
    try:
        yield
    finally:
        if before is None:
            LAB_DEFAULTS.unlink(missing_ok=True)
        else:
            LAB_DEFAULTS.write_bytes(before)


@contextlib.contextmanager
def _make(target: str, lessons: Path, lang: str = "C.UTF-8") -> Iterator[tuple[str, int, _Served]]:
    """Run ``make <target>`` as a user types it on a system in the language ``lang`` (fresh
    Jupyter folders, a free port, no browser of its own, the pupil's copies in ``lessons``);
    yield the address it opens, the port and what it showed; then stop it with Ctrl+C."""
    tmp = lessons.parent
    # as a user types it in a shell: not inside the `make test` that runs this test
    outer_make = ("MAKELEVEL", "MAKEFLAGS", "MFLAGS", "MAKEOVERRIDES")
    env = {k: v for k, v in os.environ.items()
           if k not in (*outer_make, "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = lang  # the first lesson in each language: test_first_lesson.py
    env.update(_fresh_jupyter_dirs(tmp))
    port = _free_port()
    served = _Served(tmp / f"make-{target}.log")
    with _defaults_kept(), open(served.log_path, "wb") as log:
        process = subprocess.Popen(
            ["make", target, f"LESSONS={lessons}",
             f"LAB_ARGS=--no-browser --port={port} --ServerApp.port_retries=0"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
        try:
            yield _opened_url(tmp / "runtime", process, served.log_path, target), port, served
        finally:
            served.stopped_at = len(served.text)
            _stop(process)


def _open_page(browser: Any) -> Any:
    """A page in a new browser context (its console is watched by conftest.py)."""
    return browser.new_context(viewport={"width": 1500, "height": 1100}).new_page()


def _printed_urls(served: _Served) -> list[str]:
    """The addresses (with the token) the console tells a user to copy into a browser, by
    ``localhost``: one, however often it is printed."""
    return sorted(set(re.findall(r"http://localhost:\d+/\S*\?token=[0-9a-f]+", served.text)))


def _assert_clean(served: _Served, what: str) -> None:
    """No error in the console, and no warning from the server; ``--allow-root`` as root.
    (The browser's console is checked for every browser test by ``clean_console`` in
    conftest.py.)"""
    lines = served.text.splitlines()
    start = next((i for i, line in enumerate(lines) if "/bin/jupyter " in line), None)
    assert start is not None, served.text[:2000]
    assert ("--allow-root" in lines[start]) == (os.getuid() == 0), lines[start]
    bad = [line for line in lines if SUSPICIOUS.search(line)]
    bad += [line for line in served.session.splitlines()[start + 1:] if WARNING.search(line)]
    assert bad == [], f"the console of `{what}` shows:\n" + "\n".join(bad)


@pytest.fixture
def lessons() -> Iterator[Path]:
    """A fresh folder for the pupil's copies (``make`` creates it; removed afterwards), beside
    the fresh Jupyter folders. A short path: the kernels' sockets are named after it."""
    tmp = Path(tempfile.mkdtemp(prefix="summy-make-"))
    yield tmp / "my-lessons"
    shutil.rmtree(tmp, ignore_errors=True)


def _menus(page: Any) -> list[str]:
    """The titles of the menu bar, as the pupil reads them."""
    return [t.strip() for t in page.locator(".lm-MenuBar-itemLabel").all_inner_texts()]


def _assert_no_news_question(page: Any) -> None:
    """JupyterLab asks a fresh user "Jupyter news?" in a toast over the lesson, a moment after
    the page is ready: it must not."""
    page.wait_for_timeout(2000)
    assert page.get_by_text(NEWS).count() == 0, "the news question covers the lesson"


def _assert_nothing_unsaved(page: Any) -> None:
    """The lesson, open with its kernel ready and nothing run, has no unsaved change (no dot
    on its tab): a pupil who only reads it and closes it is asked nothing."""
    dirty = page.locator(".jp-mod-dirty")
    assert dirty.count() == 0, f"unsaved before the pupil did anything: {dirty.all_inner_texts()}"


def test_the_pupils_copies_are_ignored_by_git():
    """``make lab``'s own folder for the copies is ``my-lessons/``, and git ignores it."""
    assert re.search(r"^LESSONS \?= my-lessons$", (ROOT / "Makefile").read_text(), re.M)
    ignored = subprocess.run(["git", "check-ignore", "-q", "my-lessons/01-play-summy.ipynb"],
                             cwd=ROOT, check=False)
    assert ignored.returncode == 0


def _save(page: Any, copy: Path, served: _Served) -> None:
    """Save the lesson as a pupil does (Ctrl+S; autosave does the same after 2 minutes) and
    wait until the server has written it."""
    before = copy.stat().st_mtime_ns
    page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})
    page.keyboard.press("Control+s")
    deadline = time.monotonic() + 30
    while copy.stat().st_mtime_ns == before or "Saving file at" not in served.text:
        assert time.monotonic() < deadline, "the lesson was not saved"
        time.sleep(0.3)


def test_make_lab_opens_the_first_lesson_with_a_clean_console(browser, jupyter_pages, lessons):
    lesson_before = hashlib.sha256(LESSON.read_bytes()).hexdigest()
    with _make("lab", lessons) as (url, port, served):
        assert url.startswith(f"http://localhost:{port}/lab/tree/01-play-summy.ipynb?token=")
        # without a screen (--no-browser) a teacher copies the address the console prints:
        # the lesson's too, not JupyterLab's launcher
        assert _printed_urls(served) == [url], served.text[-3000:]
        page = _open_page(browser)
        try:
            jupyter_pages.open_and_run(page, url, run_all=False)
            _assert_no_news_question(page)
            _assert_nothing_unsaved(page)
            jupyter_pages.open_and_run(page, url)
            assert page.url.split("?")[0].endswith("/lab/tree/01-play-summy.ipynb")
            page.wait_for_selector(".summy-widget [data-cell='M13']", timeout=30_000)
            page.wait_for_selector(".summy-widget [data-rack-index='0']", timeout=30_000)
            assert _menus(page)[:2] == ["File", "Edit"], _menus(page)
            page.screenshot(path=str(ROOT / "test-artifacts" / "make-lab.png"))
            # the wheel turned down to the lesson's end leaves its last cell in sight
            assert_the_end_stays_in_sight(page, 1000, 600)
            page.screenshot(path=str(ROOT / "test-artifacts" / "make-lab-end.png"))
            _save(page, lessons / LESSON.name, served)
            time.sleep(1.0)  # let the server log whatever the page's requests caused
        finally:
            page.context.close()
    saved = json.loads((lessons / LESSON.name).read_text())
    outputs = [o for cell in saved["cells"] for o in cell.get("outputs", [])]
    assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in outputs)
    assert sorted(p.name for p in lessons.glob("*.ipynb")) == sorted(
        p.name for p in LESSON.parent.glob("*.ipynb"))
    lite_extensions = sorted(p.name for p in (LAB_EXTENSIONS / "@jupyterlite").glob("*"))
    assert lite_extensions == [], "JupyterLite's lab extensions belong in .venv-site only"
    assert hashlib.sha256(LESSON.read_bytes()).hexdigest() == lesson_before
    assert "Build is up to date" in served.text  # the build check worked
    _assert_clean(served, "make lab")


class _TokenServer:
    """The REST API of the server ``make notebook`` started (its token from the address)."""

    def __init__(self, url: str) -> None:
        parts = urllib.parse.urlsplit(url)
        self.url = f"{parts.scheme}://{parts.netloc}"
        self.token = urllib.parse.parse_qs(parts.query)["token"][0]

    def api(self, method: str, path: str) -> Any:
        request = urllib.request.Request(self.url + path, method=method)
        request.add_header("Authorization", f"token {self.token}")
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())


def test_make_notebook_on_a_german_system_opens_the_german_lesson_in_german(
        browser, jupyter_pages, lessons):
    """``make notebook`` on a German system: the German first lesson in Notebook 7, with
    German menus (JupyterLab's language pack, installed by ``make``), as root too
    (``--allow-root``); a pupil's own copy of lesson 02 stays as it is."""
    lessons.mkdir()
    own = lessons / "02-punkt-vor-strich.ipynb"
    mine = json.loads((LESSON.parent / own.name).read_text())
    mine["cells"].insert(0, {"cell_type": "markdown", "metadata": {}, "source": "Meine Notizen"})
    own.write_text(json.dumps(mine))
    lesson = "01-spiele-summy.ipynb"
    with _make("notebook", lessons, lang="de_DE.UTF-8") as (url, port, served):
        assert url.startswith(f"http://localhost:{port}/notebooks/{lesson}?token=")
        assert _printed_urls(served) == [url], served.text[-3000:]
        page = _open_page(browser)
        try:
            jupyter_pages.open_and_run(page, url, status_bar=False,
                                       server=_TokenServer(url), path=lesson)
            assert page.url.split("?")[0].endswith(f"/notebooks/{lesson}")
            page.wait_for_selector(".summy-widget [data-cell='M13']", timeout=30_000)
            page.wait_for_selector(".summy-widget [data-rack-index='0']", timeout=30_000)
            _assert_no_news_question(page)
            assert _menus(page)[:3] == ["Datei", "Bearbeiten", "Anzeigen"], _menus(page)
            assert page.evaluate("document.documentElement.lang") == "de-DE"
            page.screenshot(path=str(ROOT / "test-artifacts" / "make-notebook-de.png"))
            time.sleep(1.0)
        finally:
            page.context.close()
    assert json.loads(own.read_text()) == mine, "the pupil's own copy was overwritten"
    assert (lessons / lesson).exists()
    _assert_clean(served, "make notebook")
