"""The README's tour of the API prints exactly what the README shows.

The sections from "A short tour of the API" to "Lessons" hold ``pycon`` blocks (``>>>`` lines
and what they print) and ``python`` blocks (lines for a notebook, such as ``sw.SummyWidget()``).
They are run in order in one namespace, as a reader types them: each ``pycon`` block through
doctest, which compares what every line prints with the text under it; each ``python`` block
is only run (a widget shows nothing outside a notebook).
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.M | re.S)


def _tour() -> list[tuple[str, str]]:
    """The tour's code blocks, in order: (language, code)."""
    text = README.read_text()
    start = text.index("## A short tour of the API")
    end = text.index("## Lessons", start)
    return BLOCK.findall(text[start:end])


def test_the_tour_has_examples_with_results():
    kinds = [kind for kind, _ in _tour()]
    assert kinds.count("pycon") >= 3 and "python" in kinds, kinds


def test_every_line_of_the_tour_prints_what_the_readme_shows():
    namespace: dict = {}
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    parser = doctest.DocTestParser()
    report: list[str] = []
    for number, (kind, code) in enumerate(_tour()):
        if kind == "pycon":
            test = parser.get_doctest(code, namespace, f"README block {number}", str(README), 0)
            runner.run(test, out=report.append, clear_globs=False)
            namespace = test.globs  # doctest ran the block in a copy of the namespace
        else:
            assert kind == "python", kind
            exec(compile(code, f"README block {number}", "exec"), namespace)  # noqa: S102
    results = runner.summarize(verbose=False)
    assert results.attempted >= 25, results
    assert results.failed == 0, "".join(report)


def test_shell_lines_use_python3():
    """On Debian without python-is-python3 there is no ``python``: the README never runs it."""
    shell = [code for kind, code in BLOCK.findall(README.read_text()) if kind == "bash"]
    bare = [line for code in shell for line in code.splitlines()
            if re.match(r"\s*python\s", line)]
    assert bare == []
