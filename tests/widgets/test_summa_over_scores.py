"""After a game of Summa Summarum, the sheet shown carries its points in its Σ row and column:
the points of each row and column of that player's scoring, and the total, so a pupil can set
the computer's sheet beside their own line by line (before, the Σ cells were empty)."""

from __future__ import annotations

from summy_widget import SummaWidget


def to_scoring() -> SummaWidget:
    """Ann blackens at random and lets the timer write every round: her scoring starts."""
    w = SummaWidget(players=["Ann", "computer"], seed=1, seconds=None)
    w.session.random_black()
    w.session.confirm_black()
    for _ in range(8):
        w.session.act("time-up")
    w.session._sync_turn()
    w._refresh()
    return w


def finished() -> SummaWidget:
    """Ann then marks the best rows and no column; the computer plays its game."""
    w = to_scoring()
    w.session.use_best()
    w.session.confirm(confirm=True)
    w.session.confirm(confirm=True)
    w._refresh()
    assert w.stage == "over"
    return w


def test_the_sheet_shown_after_the_game_has_its_points_by_row_and_column():
    w = finished()
    for seat in (0, 1):
        assert w.handle({"action": "show_sheet", "seat": seat}), w.error
        scoring = w.game.scorings[seat]
        assert w.sheet_shown == seat
        assert w.line_scores == {"rows": list(scoring.row_scores),
                                 "columns": list(scoring.column_scores),
                                 "total": scoring.total}
        assert sum(w.line_scores["rows"]) + sum(w.line_scores["columns"]) == scoring.total
        assert w.players[seat]["total"] == scoring.total
    assert w.line_scores["columns"] != [0] * 6  # the computer scores its columns too


def test_while_scoring_the_sigma_cells_count_the_marked_groups_only():
    w = to_scoring()
    assert w.stage == "across" and w.line_scores["total"] == 0  # nothing marked yet


def test_the_rows_keep_their_points_while_the_columns_are_marked():
    """As on a paper sheet, the points written beside the rows stay there while the pupil
    marks the columns (they used to vanish); the "chosen" total counts the columns only."""
    w = to_scoring()
    w.session.use_best()
    w.session.confirm(confirm=True)
    w._refresh()
    rows = list(w.game.scorings[0].row_scores)
    assert w.stage == "down" and sum(rows) > 0
    assert w.line_scores == {"rows": rows, "columns": [0] * 6, "total": 0}
    w.session.use_best()
    w._refresh()
    marked = [0] * 6
    for group in w.session.marks:
        marked[group.line] += group.value
    assert sum(marked) > 0
    assert w.line_scores == {"rows": rows, "columns": marked, "total": sum(marked)}
