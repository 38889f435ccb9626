"""Roman numerals, the sheet, the set-up rule and the dice of Summa Summarum."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from summy_widget import summa
from summy_widget.summa import Grid, GridError, SetupError, check_setup, roman_value, to_roman
from summy_widget.summa.dice import FACES, roll_dice


@pytest.mark.parametrize(
    "text, value",
    [("XIV", 14), ("IV", 4), ("IX", 9), ("XL", 40), ("LXXXIX", 89), ("LXXXVIII", 88),
     ("II", 2), ("LXV", 65), ("XC", 90), ("MCMXCIV", 1994)],
)
def test_roman_value_of_standard_numerals(text, value):
    assert roman_value(text) == value


@pytest.mark.parametrize(
    "text", ["IIII", "VV", "IL", "VX", "XXXX", "IIV", "IXI", "LL", "VIV", "", "xiv", "X I", "IC"]
)
def test_roman_value_rejects_other_spellings(text):
    assert roman_value(text) is None


@given(st.integers(min_value=1, max_value=3999))
def test_to_roman_round_trips(n):
    assert roman_value(to_roman(n)) == n


@given(st.text(alphabet="IVXL", min_size=1, max_size=9))
def test_valid_exactly_when_standard_spelling(text):
    value = roman_value(text)
    if value is None:
        assert all(to_roman(n) != text for n in range(1, 90))
    else:
        assert to_roman(value) == text


def test_dice_numerals_range():
    table = summa.numerals("IVXL")
    assert max(table.values()) == 89
    assert max(len(s) for s in table) == 8
    assert sorted(table.values()) == list(range(1, 90))


def test_grid_text_round_trip_and_reading():
    text = "LXVLXI\nXV#XXI\nXIVIVI\n#IIVXI\nXII#VI\nIXXXI#"
    grid = Grid.from_text(text)
    assert grid.to_text() == text
    assert grid.row(2) == "XIVIVI"
    assert grid.column(5) == "IIIII#"
    assert grid["A4"] == "#"
    assert grid.is_full
    assert "<table" in grid._repr_html_()


@pytest.mark.parametrize(
    "text, fragment",
    [("LXV\n" * 6, "row 1"), ("......\n" * 5, "6 rows"), ("....A.\n" + "......\n" * 5, "'A'")],
)
def test_grid_rejects_bad_text(text, fragment):
    with pytest.raises(GridError) as info:
        Grid.from_text(text)
    assert fragment in str(info.value)


def test_place_is_immutable_and_checks_the_cell():
    grid = Grid.empty()
    placed = grid.place("C2", "X")
    assert grid["C2"] == "." and placed["C2"] == "X"
    with pytest.raises(summa.IllegalMoveError, match="C2 is not empty"):
        placed.place("C2", "I")
    with pytest.raises(summa.IllegalMoveError, match="not on the dice"):
        grid.place("A1", "C")


@pytest.mark.parametrize(
    "cells, fragment",
    [
        (["A1", "C2", "E3"], "exactly 4"),
        (["A1", "C2", "E3", "B6", "F5"], "exactly 4"),
        (["A1", "A1", "E3", "B6"], "A1 is chosen twice"),
        (["A1", "C1", "E3", "B6"], "A1 and C1 are both in row 1"),
        (["A1", "C2", "A4", "E6"], "A1 and A4 are both in column A"),
        (["A1", "C2", "D3", "F6"], "C2 and D3 touch at a corner"),
        (["A1", "C2", "E3", "G6"], "G6 is not a cell"),
    ],
)
def test_setup_errors_name_the_cells(cells, fragment):
    with pytest.raises((SetupError, GridError)) as info:
        check_setup(cells)
    assert fragment in str(info.value)


def test_setup_error_in_german_and_dutch():
    with pytest.raises(SetupError) as info:
        check_setup(["A1", "C2", "D3", "F6"])
    assert "über Eck" in info.value.text("de")
    assert "hoek" in info.value.text("nl")


def test_every_valid_setup_is_accepted_and_rule_holds():
    setups = summa.valid_setups()
    assert len(setups) == len(set(setups))
    for cells in setups:
        rows = {r for r, _ in cells}
        cols = {c for _, c in cells}
        assert len(rows) == 4 and len(cols) == 4
        for a in cells:
            for b in cells:
                if a != b:
                    assert not (abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1)


def test_seed_example_setup_is_valid():
    grid = Grid.from_text("LXVLXI\nXV#XXI\nXIVIVI\n#IIVXI\nXII#VI\nIXXXI#")
    check_setup(grid.black_cells())


def test_dice_faces_and_seeded_rolls():
    assert sorted(FACES) == ["I", "I", "L", "V", "X", "X"]
    a = [roll_dice(random.Random(42)) for _ in range(3)]
    assert a[0] == a[1] == a[2]
    rng = random.Random(1)
    counts = {s: 0 for s in "IVXL"}
    for _ in range(3000):
        for s in roll_dice(rng):
            counts[s] += 1
    # I and X are on two faces, V and L on one: roughly 2:1
    assert counts["I"] > 1.5 * counts["V"] and counts["X"] > 1.5 * counts["L"]


@pytest.mark.parametrize("value", [14, None, 14.0, ["X", "I", "V"]])
def test_roman_value_of_something_not_text_says_so(value):
    with pytest.raises(TypeError, match=r'a Roman numeral in quotes, like "XIV", not '):
        roman_value(value)


@pytest.mark.parametrize("value", [6, None, ["LXVLXI"] * 6])
def test_a_sheet_that_is_not_text_says_so(value):
    with pytest.raises(TypeError, match="must be a sheet as text, 6 lines of 6 symbols"):
        Grid.from_text(value)
    with pytest.raises(TypeError, match="grid must be a Grid or a sheet as text"):
        summa.best_score(value)
    with pytest.raises(TypeError, match="grid must be a Grid or a sheet as text"):
        summa.score_sheet(value, [])
