"""Scoring a sheet, and best_score against a plain exhaustive search."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from summy_widget import i18n
from summy_widget.summa import Grid, ScoringError, best_score, roman_value, score_sheet
from summy_widget.summa.scoring import best_choice

SEED_SHEET = "LXVLXI\nXV#XXI\nXIVIVI\n#IIVXI\nXII#VI\nIXXXI#"
SEED_ACROSS = ["A1-C1", "D1-F1", "A2-B2", "D2-F2", "A3-B3", "C3-D3", "E3-F3",
               "C4-D4", "E4-F4", "A5-C5", "E5-F5", "A6-B6", "C6-E6"]
SEED_DOWN = ["A1-A3", "A5-A6", "B1-B3", "B5-B6", "C3-C4", "C5-C6", "D1-D4",
             "E1-E3", "E4-E6", "F1-F3", "F4-F5"]


# -- a plain reference, written independently of the engine ---------------------------------

def plain_choices(line, min_length):
    """Every set of non-overlapping valid groups in a line: (score, covered cells)."""
    intervals = [
        (i, j) for i in range(len(line)) for j in range(i + min_length, len(line) + 1)
        if roman_value(line[i:j]) is not None and set(line[i:j]) <= set("IVXL")
    ]
    out = []
    for k in range(len(intervals) + 1):
        for subset in itertools.combinations(intervals, k):
            cells = [c for a, b in subset for c in range(a, b)]
            if len(cells) == len(set(cells)):
                out.append((sum(roman_value(line[a:b]) for a, b in subset), frozenset(cells)))
    return out


def plain_best(rows, min_length):
    """Max over every row choice of (total, -black cells); columns at their best."""
    height, width = len(rows), len(rows[0])
    per_row = []
    for line in rows:
        best = {}
        for score, cells in plain_choices(line, min_length):
            if score > best.get(cells, -1):
                best[cells] = score
        # for each kept-cell set: its score and what each column gets from this row
        per_row.append([
            (score, [line[c] if c in cells else "#" for c in range(width)])
            for cells, score in best.items()
        ])
    col_cache = {}

    def column(col):
        if col not in col_cache:
            col_cache[col] = max((s, len(cells)) for s, cells in plain_choices(col, min_length))
        return col_cache[col]

    best_key = None

    def walk(r, across, cols):
        nonlocal best_key
        if r == height:
            down = covered = 0
            for col in cols:
                s, n = column(col)
                down += s
                covered += n
            key = (across + down, covered - height * width)
            if best_key is None or key > best_key:
                best_key = key
            return
        for score, chars in per_row[r]:
            walk(r + 1, across + score, [a + b for a, b in zip(cols, chars)])

    walk(0, 0, [""] * width)
    return best_key


def sheet_from(symbols, blacks):
    rows = [list(symbols[r * 6:(r + 1) * 6]) for r in range(6)]
    for r, c in blacks:
        rows[r][c] = "#"
    return Grid(["".join(r) for r in rows])


# -- the seed's example ----------------------------------------------------------------------

def test_seed_example_with_its_choices_scores_479():
    s = score_sheet(Grid.from_text(SEED_SHEET), SEED_ACROSS, SEED_DOWN)
    assert s.row_scores == (126, 36, 23, 15, 18, 30)
    assert s.across == 248
    assert s.column_scores == (81, 25, 15, 64, 41, 5)
    assert s.down == 231
    assert s.total == 479
    assert [c for c in s.cancelled_across] == [(3, 1)]


def test_seed_example_best_is_479_and_profi_204():
    grid = Grid.from_text(SEED_SHEET)
    best = best_score(grid)
    assert (best.total, best.across + best.down) == (479, 479)
    # the best choices are real choices: scoring them again gives the same total
    again = score_sheet(grid, [g.name for g in best.across_groups],
                        [g.name for g in best.down_groups])
    assert again.total == 479
    assert best_score(grid, min_length=3).total == 204


def test_seed_example_best_matches_plain_search():
    rows = SEED_SHEET.split("\n")
    for m in (2, 3):
        best = best_score(Grid.from_text(SEED_SHEET), m)
        assert plain_best(rows, m) == (best.total, -best.black_count)


def test_best_rows_and_columns_are_listed_per_line():
    best = best_score(Grid.from_text(SEED_SHEET))
    assert len(best.rows) == 6 and len(best.columns) == 6
    assert sum(g.value for row in best.rows for g in row) == best.across
    assert sum(g.value for col in best.columns for g in col) == best.down


# -- exhaustive comparisons -------------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(
    st.integers(min_value=1, max_value=4).flatmap(
        lambda h: st.integers(min_value=1, max_value=4).flatmap(
            lambda w: st.lists(
                st.text(alphabet="IIVXXL#", min_size=w, max_size=w), min_size=h, max_size=h
            )
        )
    ),
    st.sampled_from([1, 2, 3]),
)
def test_best_choice_equals_plain_search_on_small_sheets(rows, min_length):
    total, row_groups = best_choice(rows, min_length)
    assert total == plain_best(rows, min_length)[0]
    assert len(row_groups) == len(rows)


def _realistic(seed):
    rng = random.Random(seed)
    from summy_widget.summa import valid_setups
    from summy_widget.summa.dice import FACES

    blacks = rng.choice(valid_setups())
    return sheet_from([rng.choice(FACES) for _ in range(36)], blacks)


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_best_score_equals_plain_search_on_full_sheets(seed):
    # sheets with extra black cells keep the plain search short
    grid = _realistic(seed)
    rng = random.Random(seed)
    extra = rng.sample([c for c in [(r, c) for r in range(6) for c in range(6)]], 6)
    grid = grid.blacken(extra)
    best = best_score(grid)
    assert plain_best(grid.rows, 2) == (best.total, -best.black_count)


def test_best_score_on_random_full_sheets_beats_every_sampled_choice():
    from summy_widget.summa.lines import best_line, line_choices

    rng = random.Random(99)
    for seed in range(20):
        grid = _realistic(seed)
        best = best_score(grid)
        assert best.done and best.total == best.across + best.down
        for _ in range(30):
            across = [
                f"{'ABCDEF'[a]}{r + 1}-{'ABCDEF'[b - 1]}{r + 1}"
                for r, line in enumerate(grid.rows)
                for a, b in rng.choice(line_choices(line, 2))[2]
            ]
            after = score_sheet(grid, across).after_rows
            down = [
                f"{'ABCDEF'[c]}{a + 1}-{'ABCDEF'[c]}{b}"
                for c in range(6) for a, b in best_line(after.column(c), 2)[1]
            ]
            assert score_sheet(grid, across, down).total <= best.total


# -- checking chosen groups --------------------------------------------------------------------

@pytest.mark.parametrize(
    "groups, fragment",
    [
        (["A1-C1", "B1-C1"], "A1-C1 and B1-C1 overlap at B1"),
        (["A1-A3"], "A1-A3 is not inside one row"),
        (["A2-D2"], "A2-D2 crosses the black cell C2"),
        (["A1"], "has 1 symbol, but a number here needs at least 2"),
        (["A3-C3"], "XIV"),
        (["B3-D3"], "IVI (B3-D3) is not a valid Roman numeral"),
        (["Q1-C1"], "Q1-C1 is not a group"),
    ],
)
def test_bad_groups_are_refused_with_reasons(groups, fragment):
    grid = Grid.from_text(SEED_SHEET)
    if fragment == "XIV":  # a valid group: no error
        assert score_sheet(grid, groups).across == 14
        return
    with pytest.raises(ScoringError) as info:
        score_sheet(grid, groups)
    assert fragment in str(info.value)


def test_not_numeral_error_says_the_standard_spelling():
    grid = Grid.from_text("IIII#.\n" + "......\n" * 5)
    with pytest.raises(ScoringError) as info:
        score_sheet(grid, ["A1-D1"])
    assert str(info.value) == "IIII (A1-D1) is not a valid Roman numeral: 4 is written IV"
    assert info.value.text("de") == (
        "IIII (A1-D1) ist keine gültige römische Zahl: 4 schreibt man IV"
    )


def test_columns_see_the_cells_cancelled_in_rows():
    grid = Grid.from_text(SEED_SHEET)
    # B4 is cancelled in the rows, so B3-B5 crosses a black cell
    with pytest.raises(ScoringError, match="B4"):
        score_sheet(grid, SEED_ACROSS, ["B3-B5"])


def test_min_length_three_refuses_two_symbol_groups():
    grid = Grid.from_text(SEED_SHEET)
    with pytest.raises(ScoringError, match="at least 3"):
        score_sheet(grid, ["A2-B2"], min_length=3)


# -- explanations -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_explanation_in_three_languages(lang):
    best = best_score(Grid.from_text(SEED_SHEET))
    text = str(best.explain(lang))
    assert "479" in text and "248" in text and "231" in text
    assert "LXV = 65" in text
    why = best.explain(lang).why_best()
    # taking the most in each row gives 469 here; the best choice gains 10
    assert "469" in why[0]
    assert any("10" in line for line in why[1:])
    assert "<table" in best._repr_html_()


def test_summa_messages_exist_in_every_language():
    keys = {lang: {k for k in i18n.table(lang) if k.startswith("summa.")}
            for lang in ("en", "de", "nl")}
    assert keys["en"] == keys["de"] == keys["nl"]
    assert len(keys["en"]) > 50


def _named_cells(line):
    """The cells a 'cancelled in the ...: B4, C1' line names."""
    return set(line.rpartition(": ")[2].split(", "))


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("seed", [3, 8, 21, 34])
def test_the_explanation_names_every_cancelled_cell_it_counts_as_black(lang, seed):
    # the total says "7 black cells": the 4 of the set-up and every cell named as cancelled,
    # in the rows and in the columns, so a pupil can find each one
    grid = _realistic(seed)
    best = best_score(grid)
    lines = best.explain(lang).lines
    rows = [i for i, line in enumerate(lines) if line == i18n.t(
        "summa.explain.cancelled-rows", lang, cells=line.rpartition(": ")[2])]
    columns = [i for i, line in enumerate(lines) if line == i18n.t(
        "summa.explain.cancelled-columns", lang, cells=line.rpartition(": ")[2])]
    named = [_named_cells(lines[i]) for i in rows + columns]
    assert len(rows) == 1 and len(columns) == 1 and rows[0] < columns[0], lines
    assert columns[0] > lines.index(i18n.t("summa.explain.columns-next", lang))
    assert not named[0] & named[1]
    assert 4 + len(named[0]) + len(named[1]) == best.black_count
    assert f"{best.black_count} " in lines[-1]
    black = {f"{'ABCDEF'[c]}{r + 1}" for r, c in best.final.black_cells()}
    assert black == named[0] | named[1] | {f"{'ABCDEF'[c]}{r + 1}" for r, c in
                                            grid.black_cells()}
