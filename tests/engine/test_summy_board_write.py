"""``Board.write``: a board set up from runs read like move text, as lesson 03 does."""

import pytest

from summy_widget import summy


def test_runs_are_written_across_and_down():
    board = summy.Board.empty().write("P16> 8-5=", "T15v =")
    assert dict((summy.cell_name(*cell), tile) for cell, tile in board.tiles()) == {
        "P16": "8", "Q16": "-", "R16": "5", "S16": "=", "T15": "=",
    }
    assert summy.evaluate_move(board, "T12v 1+2(=)3").score == 22


def test_aliases_and_greys_are_written_and_the_board_it_came_from_is_unchanged():
    start = summy.Board.start()
    board = start.write("J13> 4*3", "L12v #")
    assert [board[c] for c in ("J13", "K13", "L13", "L12")] == ["4", "x", "3", "#"]
    assert start == summy.Board.start()


def test_a_run_may_cross_a_tile_only_with_the_same_tile():
    board = summy.Board.start().write("J13> 4+3=7")
    assert board["M13"] == "="
    with pytest.raises(ValueError, match="writes - on M13, which already holds ="):
        summy.Board.start().write("J13> 4+3-7")


@pytest.mark.parametrize(
    ("run", "message"),
    [
        ("X13> 123", "runs off the board: 3 tiles from X13 across do not fit"),
        ("J13 99", "is not a run of tiles: write the first cell, > .across. or v .down."),
        ("J13> 9a", "'a' in 'J13> 9a' is not a tile"),
        ("Z13> 9", "Z13"),
    ],
)
def test_a_bad_run_says_what_is_wrong(run, message):
    with pytest.raises(ValueError, match=message):
        summy.Board.empty().write(run)


def test_a_run_must_be_text():
    with pytest.raises(TypeError, match="a run of tiles must be text such as 'J13> 99.', not int"):
        summy.Board.empty().write(13)
