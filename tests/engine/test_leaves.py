"""The leave table: a leave is worth its shape plus each symbol kept (``summy/leaves.py``).

That ``tools/fit_leaves.py`` wrote the table and remakes it is in ``tests/levels`` (the
tool is not part of the package, so those tests do not run in the browser's self-test).
"""

from __future__ import annotations

import pytest

from summy_widget.summy.leaves import (
    LEAVE_FIRST,
    LEAVE_MORE,
    LEAVE_SHAPE,
    best_leave,
    leave_shape,
    leave_value,
)


def test_a_leave_is_worth_its_shape_plus_each_symbol_kept() -> None:
    assert leave_shape("==+x35") == (2, 2, 2)
    assert leave_shape("====::::9999999") == (3, 3, 6)  # each count up to its limit
    assert leave_value("") == 0.0  # against drawing a whole fresh rack
    expected = LEAVE_SHAPE[1][1][3] + LEAVE_FIRST["+"] + LEAVE_FIRST["7"] + 2 * LEAVE_MORE["7"]
    assert leave_value("=+777") == pytest.approx(expected)


def test_the_fitted_table_keeps_a_rack_that_can_make_a_sum() -> None:
    # one =, an operator and digits are worth more than = without an operator, or operators
    # without digits; a second copy of a symbol is always worth less than the first
    assert leave_value("=+37") > max(leave_value("==37"), leave_value("=+-x"))
    assert leave_value("===") < leave_value("=") < leave_value("=9")
    assert all(LEAVE_MORE[s] < LEAVE_FIRST[s] for s in LEAVE_FIRST)
    assert best_leave("====xx::")[1].count("=") >= 3  # never keeps two = or more here
