"""The Summy widget in Notebook 7 (``jupyter notebook``): a tile put down by clicking,
and the preview answers from Python.

The notebook ``tests/browser/notebooks/summy_computer.ipynb`` starts
``w = SummyWidget(seed=4, opponent="computer")``; a copy is opened at
``/notebooks/<copy>`` and run through Notebook 7's Run menu.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"
W = ".summy-widget"


def _click(page, selector: str) -> None:
    """Click; when a dialog is in the way, fail with what the dialog says."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.click(selector, timeout=15_000)
    except PlaywrightTimeout:
        dialogs = page.locator(".jp-Dialog")
        said = dialogs.first.inner_text() if dialogs.count() else "no dialog"
        page.screenshot(path=str(ROOT / "test-artifacts" / "notebook7-click.png"))
        pytest.fail(f"could not click {selector} in Notebook 7 ({said})")


def test_a_tile_put_down_in_notebook7_gets_the_preview_from_python(
    notebook7, browser, jupyter_pages
):
    path = jupyter_pages.copy_notebook(NOTEBOOK)
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    page = context.new_page()
    nb = jupyter_pages.Notebook(page, notebook7, path)
    try:
        jupyter_pages.open_and_run(
            page, f"{notebook7.url}/notebooks/{path}", status_bar=False, server=notebook7, path=path
        )
        assert page.locator("#main-panel, .jp-NotebookPanel").count() >= 1
        assert page.url.split("?")[0].endswith(f"/notebooks/{path}")  # Notebook 7, not Lab
        page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=30_000)
        preview = page.locator(f"{W} [data-role='preview']")
        before = preview.inner_text()
        assert preview.get_attribute("data-state") == "empty"

        symbol = page.get_attribute(f"{W} [data-rack-index='0']", "data-symbol")
        _click(page, f"{W} [data-rack-index='0']")
        _click(page, f"{W} [data-cell='L13']")  # beside the centre's "=": never a sum alone
        page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=10_000)
        after = preview.inner_text()
        assert after != before
        reason = nb.run("print(w.preview['reason'])").strip()
        assert f"{symbol}=" in reason and reason in after  # the text came from Python
        assert "summy-pending" in page.get_attribute(f"{W} [data-cell='L13']", "class")
    except BaseException:
        dialogs = page.locator(".jp-Dialog")
        print("dialog on the page:", dialogs.first.inner_text() if dialogs.count() else "none")
        page.screenshot(path=str(ROOT / "test-artifacts" / "notebook7-failed.png"))
        raise
    finally:
        try:
            nb.close()
        finally:
            context.close()
            shutil.rmtree((ROOT / path).parent, ignore_errors=True)
