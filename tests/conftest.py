"""Fixtures shared by every test folder: one Playwright driver, and Debian's Chromium."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

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
    """``with chromium(extra_args=[...]) as browser:``, a Chromium launched from the one driver."""
    return lambda extra_args=(): _launch(playwright, extra_args)


@contextmanager
def _launch(playwright: Any, extra_args: Sequence[str] = ()) -> Iterator[Any]:
    """Debian's Chromium, headless; a missing browser fails the test, never skips it."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is missing at {CHROMIUM}: install it with `make chromium`")
    browser = playwright.chromium.launch(
        executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *extra_args], headless=True
    )
    try:
        yield browser
    finally:
        browser.close()
