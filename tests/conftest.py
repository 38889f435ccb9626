"""Fixtures shared by every test folder."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """One Playwright driver for the whole run.

    The sync API allows one running driver per thread, so the browser tests and
    the classroom-site tests launch their Chromium from this one.
    """
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver
