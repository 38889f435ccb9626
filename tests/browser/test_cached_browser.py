"""The site tests' contexts share one cache and nothing else (``tests/cached_browser.py``).

Each test's pages are pages of one Chromium profile on disk, so that Pyodide is compiled once
per browser. These tests hold what a test may count on: a new
context's page has the context's window size and colours, finds nothing an earlier test
stored, gets files from the cache, and a touch screen gets a real context of its own.
"""

from __future__ import annotations

import doctest
import http.server
import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import cached_browser
import pytest

pytestmark = pytest.mark.browser

#: what the page stores: local storage, IndexedDB and a cookie
_STORE_JS = """async () => {
  localStorage.setItem('left', 'by an earlier test');
  document.cookie = 'left=yes; max-age=3600';
  await new Promise((ok, no) => {
    const r = indexedDB.open('left-behind');
    r.onupgradeneeded = () => r.result.createObjectStore('things');
    r.onsuccess = () => { r.result.close(); ok(); };
    r.onerror = no;
  });
}"""
#: what the page finds stored
_FOUND_JS = """async () => ({
  local: localStorage.getItem('left'),
  cookie: document.cookie,
  databases: (await indexedDB.databases()).map(d => d.name),
})"""


class _Served(http.server.SimpleHTTPRequestHandler):
    """Serves the folder and counts the full answers (200) for each path."""

    answered: dict[str, int] = {}

    def log_message(self, *_args: Any) -> None:
        pass

    def send_response(self, code: int, message: str | None = None) -> None:
        if code == 200:
            self.answered[self.path] = self.answered.get(self.path, 0) + 1
        super().send_response(code, message)


@pytest.fixture(scope="module")
def browser(chromium: Any) -> Iterator[Any]:
    """A Chromium whose contexts share one profile's cache, as the site's tests use."""
    with chromium(shared_cache=True) as launched:
        yield launched


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    """A page and a script it loads, on a server of its own."""
    (tmp_path / "index.html").write_text(
        "<!doctype html><title>t</title><link rel=icon href='data:,'>"
        "<script src='big.js'></script>")
    (tmp_path / "big.js").write_text("window.loaded = 1;\n" + "// padding\n" * 20_000)
    _Served.answered = {}
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), partial(_Served, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_the_origin_of_an_address() -> None:
    assert doctest.testmod(cached_browser).failed == 0


def test_a_new_context_finds_nothing_stored_and_its_files_cached(browser: Any,
                                                                served: str) -> None:
    first = browser.new_context(viewport={"width": 900, "height": 700}, color_scheme="dark")
    page = first.new_page()
    page.goto(f"{served}/index.html")
    assert page.evaluate("[innerWidth, innerHeight]") == [900, 700]
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    page.evaluate(_STORE_JS)
    assert page.evaluate(_FOUND_JS)["local"] == "by an earlier test"
    first.close()
    assert page.is_closed()

    second = browser.new_context(viewport={"width": 1280, "height": 800})
    page = second.new_page()
    page.goto(f"{served}/index.html")
    assert page.evaluate("window.loaded") == 1
    assert page.evaluate("[innerWidth, innerHeight]") == [1280, 800]
    assert not page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    assert page.evaluate(_FOUND_JS) == {"local": None, "cookie": "", "databases": []}
    assert _Served.answered["/big.js"] == 1  # the second page had it from the cache
    second.close()


def test_a_touch_screen_gets_a_context_of_its_own(browser: Any, served: str) -> None:
    tablet = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    try:
        page = tablet.new_page()
        page.goto(f"{served}/index.html")
        assert page.evaluate("navigator.maxTouchPoints") > 0
        assert page.context is tablet
    finally:
        tablet.close()


def test_the_shared_profile_is_not_closed_by_a_test(browser: Any, served: str) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{served}/index.html")
    with pytest.raises(RuntimeError, match="close the test's own context"):
        page.context.close()
    cached_browser.close_context(page)
    assert page.is_closed()
