"""The Summa widget's review of the scoring and the sheets after the game, driven by the
messages the front end sends (``show_review``, ``show_sheet``)."""

from __future__ import annotations

import json

import pytest

from summy_widget import SummaWidget
from summy_widget.summa import best_score


def play_to_scoring(w: SummaWidget) -> None:
    """Blacken A1, C2, E3, B6 and write every die into the first empty cells."""
    for cell in ("A1", "C2", "E3", "B6"):
        assert w.handle({"action": "toggle_black", "cell": cell})
    assert w.handle({"action": "confirm_black"})
    while w.stage == "place":
        free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
        for die in range(4):
            assert w.handle({"action": "place", "die": die, "cell": list(free[die])})
        assert w.handle({"action": "done"})


def finish(w: SummaWidget) -> None:
    """Score only the first of the best row groups (a poor choice), then the best columns."""
    first = best_score(w.game.grids[0], 2).across_groups[0]
    assert w.handle({"action": "mark", "first": first.cells[0], "last": first.cells[-1]}), w.error
    assert w.handle({"action": "confirm"}), w.error
    assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"}), w.error
    assert w.stage == "over"


@pytest.fixture
def over() -> SummaWidget:
    w = SummaWidget(players=["Ann", "computer"], seed=7, seconds=None)
    play_to_scoring(w)
    finish(w)
    return w


def test_no_review_before_the_sheets_are_scored():
    w = SummaWidget(players=["Ann", "computer"], seed=7, seconds=None)
    assert w.game_review == {}
    assert not w.handle({"action": "show_review"})
    assert w.error == "the review comes once your sheet is scored"
    assert not w.handle({"action": "show_sheet", "seat": 1})
    assert w.error == "the other sheets can be shown when the game is over"
    play_to_scoring(w)
    assert w.stage == "across" and w.game_review == {}
    assert not w.handle({"action": "show_review"})


def test_the_review_comes_by_itself_after_the_game(over):
    review = over.game_review
    assert review["available"] and review["over"]
    assert review["title"] == "Summa Summarum: review of the scoring"
    turns = review["turns"]
    assert [(t["name"], t["direction"]) for t in turns] == [
        ("Computer", "across"), ("Computer", "down"), ("Ann", "across"), ("Ann", "down")]
    rows = next(t for t in turns if t["name"] == "Ann" and t["direction"] == "across")
    best = best_score(over.game.grids[0], 2)
    assert rows["best_score"] == best.total  # the best with these rolls
    assert rows["grade"] != "best" and rows["lost"] == rows["best_score"] - rows["score"] > 0
    assert rows["grade_text"] == rows["grade"]  # English words for the grades
    first = best.across_groups[0]
    assert rows["groups"] == [{"name": first.name, "cells": [list(c) for c in first.cells]}]
    assert [g["name"] for g in rows["best_groups"]] == [g.name for g in best.across_groups]
    assert rows["missing"] == [g.name for g in best.across_groups[1:]] and rows["extra"] == []
    assert rows["why"].startswith(f"These rows allow {best.total} at best")
    assert rows["sheet"] == list(over.game.grids[0].rows)
    lost = sum(t["lost"] for t in turns if t["player"] == 0)
    assert lost == best.total - over.game.scores[0]
    columns = next(t for t in turns if t["name"] == "Ann" and t["direction"] == "down")
    assert columns["grade"] == "best" and columns["why"] is None
    for turn in turns:  # every group's cells are the cells its name spans
        for group in turn["groups"] + turn["best_groups"]:
            first, last = group["name"].split("-")
            assert group["cells"][0] == [int(first[1:]) - 1, "ABCDEF".index(first[0])]
            assert group["cells"][-1] == [int(last[1:]) - 1, "ABCDEF".index(last[0])]


def test_the_review_hides_and_comes_back_on_request(over):
    assert over.handle({"action": "show_review"})
    assert over.game_review == {"available": True}
    assert over.handle({"action": "show_review"})
    assert len(over.game_review["turns"]) == 4


def test_the_review_speaks_the_widget_language(over):
    over.lang = "de"
    review = over.game_review
    assert review["title"] != "Summa Summarum: review of the scoring"
    grades = {t["grade"]: t["grade_text"] for t in review["turns"]}
    assert grades["best"] == "optimal"
    rows = next(t for t in review["turns"] if t["name"] == "Ann" and t["direction"] == "across")
    assert "Zeilen" in rows["why"] or "Zeile" in rows["why"]


def test_the_chosen_sheet_brings_its_explanation_and_best_choice(over):
    assert over.sheet_shown == 0
    mine = list(over.explanation)
    assert mine == over.game.scorings[0].explain("en").lines
    assert over.handle({"action": "show_sheet", "seat": 1})
    assert over.sheet_shown == 1
    assert over.explanation == over.game.scorings[1].explain("en").lines != mine
    assert over.sheet == list(over.game.scorings[1].final.rows)
    assert over.handle({"action": "show_best"})
    assert over.best["total"] == best_score(over.game.grids[1], 2).total
    for seat in (2, -1, True, "1", None):
        assert not over.handle({"action": "show_sheet", "seat": seat})
        assert over.sheet_shown == 1
    assert over.handle({"action": "new_game"})
    assert over.game_review == {} and over.sheet_shown == 0


def test_the_review_holds_nothing_to_come(over):
    """Only the finished sheets: no dice list, no seed, no random state in the review."""
    text = json.dumps(over.game_review)
    for word in ("dice", "seed", "rng", "rack"):
        assert f'"{word}"' not in text
    fresh = SummaWidget(players=["Ann", "computer"], seed=7, seconds=None)
    play_to_scoring(fresh)
    state = fresh.get_state()
    assert state["game_review"] == {}
    assert len(state["dice"]) == 0 or all(set(d) == {"symbol", "used"} for d in state["dice"])


def test_each_reviewed_choice_brings_its_points_line_by_line(over):
    """The points a choice took in each row (rows) or column (columns), for the sheet's Σ cells
    while the choice is shown: they add up to the choice's points, and they are the lines of
    that player's scoring."""
    for turn in over.game_review["turns"]:
        scoring = over.game.scorings[turn["player"]]
        lines = scoring.row_scores if turn["direction"] == "across" else scoring.column_scores
        assert turn["line_points"] == list(lines), turn["name"]
        assert sum(turn["line_points"]) == turn["points"], turn["name"]
    ann_rows = over.game_review["turns"][2]
    assert (ann_rows["name"], ann_rows["direction"]) == ("Ann", "across")
    assert ann_rows["line_points"].count(0) == 5  # only one group was chosen
