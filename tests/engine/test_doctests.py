"""Every example in the engine's docstrings runs and gives what it says."""

import doctest
import importlib
import pkgutil

import pytest

import summy_widget

ENGINE = (
    "summy_widget.arithmetic",
    "summy_widget.errors",
    "summy_widget.explain",
    "summy_widget.i18n",
    "summy_widget.lessons",
    "summy_widget.pictures",
    "summy_widget.protocol",
    "summy_widget.session",
    "summy_widget.pari_exercise",
    "summy_widget.summa_exercise",
    "summy_widget.score_exercise",
    "summy_widget.sheet_exercise",
)
PACKAGES = ("summy_widget.summy", "summy_widget.summa", "summy_widget.pari")


def engine_modules() -> list[str]:
    names = ["summy_widget", *ENGINE]
    for package in PACKAGES:
        try:
            module = importlib.import_module(package)
        except ImportError:
            continue
        names.append(package)
        names += [f"{package}.{m.name}" for m in pkgutil.iter_modules(module.__path__)]
    return names


@pytest.mark.parametrize("name", engine_modules())
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} docstring example(s) in {name} failed"


def test_examples_exist_in_the_core():
    counts = [doctest.testmod(importlib.import_module(n)).attempted for n in ENGINE]
    assert all(c > 0 for c in counts)
    assert summy_widget.check("2x3=6").valid
