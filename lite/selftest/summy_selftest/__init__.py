"""Run the engine's own test suite in this Python and count the results.

The classroom site ships this package so a teacher (and the site's own test)
can check that the games compute in the browser exactly as they do on a
computer with Python installed. The test files are the project's
``tests/engine/`` folder as it was when the site was built; they are copied
into a scratch folder and run with pytest.

>>> import summy_selftest
>>> summy_selftest.TESTS.is_dir()
True
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

#: the packaged copy of the project's tests (``tests/engine`` and the files beside it)
TESTS = Path(__file__).resolve().parent / "tests"


@dataclass
class Count:
    """How many tests pytest collected and how each one ended.

    >>> c = Count(collected=2, passed=2)
    >>> c.ok, str(c)
    (True, 'engine tests: 2 collected, 2 passed, 0 failed, 0 errors, 0 skipped')
    """

    collected: int = 0
    passed: int = 0
    failed: int = 0
    errors: int = 0
    skipped: int = 0
    exit_code: int | None = None

    @property
    def ok(self) -> bool:
        """True when every collected test ran and passed."""
        return (
            self.collected > 0
            and self.passed == self.collected
            and not (self.failed or self.errors or self.skipped)
        )

    @property
    def verdict(self) -> str:
        """The last line printed, in English, German and Dutch.

        >>> Count(collected=2, passed=2).verdict
        'all passed · alle bestanden · alles geslaagd'
        >>> Count(collected=2, passed=1, failed=1).verdict
        'NOT all passed · NICHT alle bestanden · NIET alles geslaagd'
        """
        if self.ok:
            return "all passed · alle bestanden · alles geslaagd"
        return "NOT all passed · NICHT alle bestanden · NIET alles geslaagd"

    def __str__(self) -> str:
        return (
            f"engine tests: {self.collected} collected, {self.passed} passed, "
            f"{self.failed} failed, {self.errors} errors, {self.skipped} skipped"
        )


class _Counter:
    """A pytest plugin that fills a :class:`Count`."""

    def __init__(self, count: Count) -> None:
        self.count = count

    def pytest_collection_finish(self, session) -> None:  # noqa: ANN001 (pytest's hook)
        self.count.collected = len(session.items)

    def pytest_runtest_logreport(self, report) -> None:  # noqa: ANN001 (pytest's hook)
        if report.when == "call":
            if report.passed:
                self.count.passed += 1
            elif report.failed:
                self.count.failed += 1
            else:
                self.count.skipped += 1
        elif report.failed:
            self.count.errors += 1
        elif report.skipped:
            self.count.skipped += 1


def _browser_profile() -> None:
    """No per-example time limit: the browser is slower than a desktop Python."""
    try:
        from hypothesis import settings
    except ImportError:  # pragma: no cover - hypothesis is shipped beside pytest
        return
    settings.register_profile("classroom-site", deadline=None, database=None)
    settings.load_profile("classroom-site")


def _hypothesis_home(path: Path) -> None:
    """Where hypothesis keeps its files during the run."""
    try:
        from hypothesis import configuration
    except ImportError:  # pragma: no cover - hypothesis is shipped beside pytest
        return
    setter = getattr(configuration, "set_hypothesis_home_dir", None)
    if setter is not None:
        setter(path)


def _forget_modules_under(root: Path) -> None:
    """Drop the test modules imported from ``root`` so that a second run imports them again."""
    for name, module in list(sys.modules.items()):
        where = getattr(module, "__file__", None) or ""
        if where.startswith(str(root)):
            del sys.modules[name]


def run(*pytest_args: str, verbose: bool = False) -> Count:
    """Run the packaged engine tests with pytest and print the count.

    Extra ``pytest_args`` go to pytest as they are (e.g. ``"-k", "board"``).
    """
    import pytest

    _browser_profile()
    count = Count()
    with tempfile.TemporaryDirectory(prefix="summy-tests-") as scratch:
        root = Path(scratch) / "project"
        shutil.copytree(TESTS, root)
        args = [
            str(root / "tests" / "engine"),
            f"--rootdir={root}",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:faulthandler",
            "--capture=sys",
            # hypothesis is imported before pytest starts (the profile above), so pytest
            # cannot rewrite its plugin's asserts: harmless, but not for a teacher to read
            "-W",
            "ignore::pytest.PytestAssertRewriteWarning",
            "-v" if verbose else "-q",
            *pytest_args,
        ]
        # work in the scratch folder: nothing the tests write (hypothesis keeps a
        # .hypothesis folder) lands among the student's files
        here = os.getcwd()
        storage = os.environ.get("HYPOTHESIS_STORAGE_DIRECTORY")
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = str(Path(scratch) / ".hypothesis")
        os.chdir(scratch)
        _hypothesis_home(Path(scratch) / ".hypothesis")
        sys.path.insert(0, str(root))
        try:
            count.exit_code = int(pytest.main(args, plugins=[_Counter(count)]))
        finally:
            sys.path.remove(str(root))
            os.chdir(here)
            if storage is None:
                os.environ.pop("HYPOTHESIS_STORAGE_DIRECTORY", None)
            else:
                os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = storage
            _forget_modules_under(root)
    print(count)
    print(count.verdict)
    return count
