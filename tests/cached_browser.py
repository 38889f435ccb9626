"""Browser contexts that share one profile's disk cache, and so compile Pyodide once.

A context from ``browser.new_context()`` is a new incognito profile with an empty cache that
lives in memory: every page of the classroom site a test opened downloaded and compiled
JupyterLite and Pyodide's WebAssembly afresh. Chromium keeps compiled code only in a profile
on disk. Measured on a 2-core machine, a notebook of the site until its kernel is ready: 13.9 s
and 19.2 s of CPU in a new context, 10.8 s and 13.3 s in a warm profile; the site's tests
together went from 828 to 551 s. (JupyterLab's pages gain nothing from it in the suite, where
most of them are kept and used again, and its tests ran about a tenth slower: they keep
incognito contexts.)

So the site's Chromium runs one profile on disk, and a test's "context" is a
:class:`SharedContext`: pages of that profile with the context's window size and media (colour
scheme, contrast theme) set on each page. When the context closes, its pages close and what the
pages stored (local storage, IndexedDB, service workers, cookies) is cleared for every origin no
other page of the profile still shows: the next test starts from an empty browser with a warm
cache. A context that needs what only a real context has (a touch screen) is a real, incognito
one. The pages are tabs of one window: only the tab in front may go full screen
(``page.bring_to_front()``).
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

#: context options that can be set page by page (``viewport``: the window's size)
PAGE_OPTIONS = frozenset({"viewport", "color_scheme", "forced_colors", "reduced_motion"})
#: what a test's pages may leave in the profile, cleared when its context closes (not the cache)
STORED = "cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage"


def origin(url: str) -> str | None:
    """The origin of ``url``, or ``None`` for one without a host.

    >>> origin("http://127.0.0.1:8888/lab/tree/a.ipynb?x=1"), origin("about:blank")
    ('http://127.0.0.1:8888', None)
    """
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.netloc else None


class SharedContext:
    """A test's pages in the shared profile, made and closed like a Playwright context's."""

    def __init__(self, owner: CachedBrowser, options: dict[str, Any]) -> None:
        self.owner = owner
        self.viewport = options.get("viewport")
        self.media = {k: v for k, v in options.items() if k != "viewport" and v is not None}
        self.pages: list[Any] = []
        self.origins: set[str] = set()

    def new_page(self) -> Any:
        """A new page of the profile with this context's window size and media."""
        page = self.owner.profile.new_page()
        if self.viewport:
            page.set_viewport_size(self.viewport)
        if self.media:
            page.emulate_media(**self.media)
        page.on("framenavigated", self._visited)
        page.on("close", lambda closed: closed in self.pages and self.pages.remove(closed))
        self.pages.append(page)
        self.owner.context_of_page[page] = self
        return page

    def _visited(self, frame: Any) -> None:
        where = origin(frame.url)
        if where:
            self.origins.add(where)

    def close(self) -> None:
        """Close the pages and clear what they stored (not the cache), as a context's end."""
        if self not in self.owner.contexts:
            return
        self.owner.contexts.remove(self)
        for page in list(self.pages):
            page.close()
            self.owner.context_of_page.pop(page, None)
        # after the pages are closed: a page left running without its service worker would
        # ask the server what the worker answers (JupyterLite's heartbeat, a 404)
        shown = {origin(page.url) for page in self.owner.profile.pages}
        self.owner.clear(self.origins - shown)


class CachedBrowser:
    """A Chromium with one profile on disk whose contexts share its cache (module doc)."""

    #: the ones running now
    made: ClassVar[list[CachedBrowser]] = []

    def __init__(self, profile: Any) -> None:
        self.profile = profile
        self.browser = profile.browser
        self.contexts: list[SharedContext] = []
        self.context_of_page: dict[Any, SharedContext] = {}
        self._close_profile = profile.close
        profile.close = _refuse_to_close

    def new_context(self, **options: Any) -> Any:
        """A :class:`SharedContext`, or a real incognito context for a touch screen and
        any other option a page cannot set."""
        if options.get("has_touch") is False:
            options.pop("has_touch")
        if set(options) - PAGE_OPTIONS:
            return self.browser.new_context(**options)
        context = SharedContext(self, options)
        self.contexts.append(context)
        return context

    def clear(self, origins: set[str]) -> None:
        """Clear what pages stored for ``origins`` (through a blank page of the profile)."""
        if not origins:
            return
        helper = self.profile.new_page()
        cdp = self.profile.new_cdp_session(helper)
        for where in sorted(origins):
            cdp.send("Storage.clearDataForOrigin", {"origin": where, "storageTypes": STORED})
        cdp.detach()
        helper.close()

    def close(self) -> None:
        self._close_profile()


def close_context(page: Any) -> None:
    """Close the context of ``page``: its :class:`SharedContext`, or its own context."""
    for cached in CachedBrowser.made:
        if page in cached.context_of_page:
            cached.context_of_page[page].close()
            return
    page.context.close()


def _refuse_to_close(*_args: Any, **_kwargs: Any) -> None:
    raise RuntimeError("this is the profile every test's pages share: close the test's own "
                       "context (cached_browser.close_context(page)), not page.context")


@contextmanager
def cached_browser(playwright: Any, **launch: Any) -> Iterator[CachedBrowser]:
    """Launch Chromium (``launch``: Playwright's launch options) on a new profile on disk."""
    with tempfile.TemporaryDirectory(prefix="summy-profile-") as profile_dir:
        profile = playwright.chromium.launch_persistent_context(Path(profile_dir), **launch)
        cached = CachedBrowser(profile)
        CachedBrowser.made.append(cached)
        try:
            yield cached
        finally:
            CachedBrowser.made.remove(cached)
            cached.close()
