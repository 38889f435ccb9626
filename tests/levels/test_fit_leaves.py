"""``tools/fit_leaves.py``: the shipped leave table is what it writes, and it remakes it the
same way from the same seed."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

from summy_widget.summy import leaves
from summy_widget.summy.leaves import LEAVE_FIRST, LEAVE_MORE, LEAVE_SHAPE

ROOT = Path(__file__).resolve().parents[2]


def fit_tool():
    """``tools/fit_leaves.py`` as a module (known by name, so its worker processes find it)."""
    if "fit_leaves" not in sys.modules:
        path = ROOT / "tools" / "fit_leaves.py"
        spec = importlib.util.spec_from_file_location("fit_leaves", path)
        module = importlib.util.module_from_spec(spec)
        sys.modules["fit_leaves"] = module
        spec.loader.exec_module(module)
    return sys.modules["fit_leaves"]


def test_the_shipped_table_is_the_block_the_fit_tool_writes() -> None:
    tool = fit_tool()
    text = (ROOT / "summy_widget" / "summy" / "leaves.py").read_text(encoding="utf-8")
    shipped = re.search(r"# FITTED:.*?# END FITTED\n", text, re.S).group(0)
    fitted = {"LEAVE_SHAPE": LEAVE_SHAPE, "LEAVE_FIRST": LEAVE_FIRST, "LEAVE_MORE": LEAVE_MORE}
    assert tool.block(fitted, leaves.FIT_NOTE) == shipped
    assert leaves.FIT_NOTE.startswith("tools/fit_leaves.py --games 1500 --seed 100000")


def test_the_fit_is_the_same_from_the_same_seed_in_one_process_or_two() -> None:
    tool = fit_tool()
    nothing = tool.tables([0.0] * len(tool.NAMES))
    two = tool.samples(3, 7, "greedy", nothing, workers=2)
    assert two == tool.samples(3, 7, "greedy", nothing, workers=1)
    assert len(two) > 20
    first, again = tool.tables(tool.fit(two)[0]), tool.tables(tool.fit(list(two))[0])
    assert first == again and first["LEAVE_SHAPE"][0][0][0] == 0.0
    # with a table installed, strong plays by it: its games, and so its samples, change;
    # the table is installed in the worker processes only, never in this one
    with_table = tool.samples(2, 7, "strong", first, workers=1)
    assert with_table != tool.samples(2, 7, "strong", nothing, workers=1)
    assert leaves.LEAVE_SHAPE == LEAVE_SHAPE and leaves.LEAVE_FIRST == LEAVE_FIRST
