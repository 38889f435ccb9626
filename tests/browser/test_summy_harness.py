"""The browser harness itself: a notebook opens, runs, and its kernel answers."""

import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True


def test_notebook_runs_and_kernel_answers(notebook):
    nb = notebook("tests/browser/notebooks/summy_harness.ipynb")
    nb.page.wait_for_selector(".harness-probe", timeout=30_000)
    assert nb.run("print(answer + 1)") == "43\n"
    assert nb.run("answer").strip() == "42"
    assert nb.path.startswith("test-artifacts/notebooks/")
    assert nb.page.locator(".jp-Dialog").count() == 0  # no "Select Kernel" question
    shot = nb.screenshot("harness")
    assert shot.exists() and shot.stat().st_size > 0


def test_kernel_errors_are_raised(notebook):
    nb = notebook("tests/browser/notebooks/summy_harness.ipynb", run_all=False)
    with pytest.raises(AssertionError, match="ZeroDivisionError"):
        nb.run("1 / 0")
