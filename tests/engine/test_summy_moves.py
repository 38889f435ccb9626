"""Summy moves on board positions written as board text (RULES.md 1.4 and 1.6)."""

import pytest

from summy_widget import summy
from summy_widget.summy import Board, IllegalMoveError, Move, evaluate_move


def board_text(*rows: tuple[str, str]) -> str:
    """Board text with the given strings written across from the given cells.

    ``board_text(("J13", "3+4="))`` writes ``3+4=`` on J13-M13 of an empty board.
    """
    grid = [["."] * 25 for _ in range(25)]
    for start, text in rows:
        r, c = summy.parse_cell(start)
        for i, ch in enumerate(text):
            grid[r][c + i] = ch
    return "\n".join("".join(row) for row in grid)


def column(board: str, start: str, text: str) -> str:
    """Write ``text`` down from ``start`` into board text."""
    grid = [list(line) for line in board.splitlines()]
    r, c = summy.parse_cell(start)
    for i, ch in enumerate(text):
        grid[r + i][c] = ch
    return "\n".join("".join(row) for row in grid)


def names(cells):
    return sorted(summy.cell_name(*c) for c in cells)


# -- positions --------------------------------------------------------------

def test_single_tile_scores_both_directions():
    text = column(board_text(("J13", "3+4=")), "N9", "1+6=")
    board = Board.from_text(text)
    move = Move.from_placements(board, {"N13": "7"})
    assert str(move) == "J13> (3+4=)7"  # across when both runs are sums
    result = evaluate_move(board, move)
    assert sorted(s.text for s in result.sums) == ["1+6=7", "3+4=7"]
    assert result.score == 14 + 14
    assert names(result.caps) == ["I13", "N14", "N8", "O13"]
    assert result.board["N14"] == "#" and result.board["I13"] == "#"


def test_single_tile_written_down_when_only_the_column_is_a_sum():
    text = column(board_text(("J13", "3+")), "N9", "1+6=")
    board = Board.from_text(text)
    move = Move.from_placements(board, {"N13": "7"})
    assert str(move) == "N9v (1+6=)7"
    assert evaluate_move(board, move).score == 14
    # the same tile written across is refused with the right text named
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, Move.from_text("N13> 7"))
    assert err.value.code in {"direction", "not-a-sum"}


def test_single_tile_written_down_although_both_are_sums_is_refused():
    text = column(board_text(("J13", "3+4=")), "N9", "1+6=")
    board = Board.from_text(text)
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, Move.from_text("N9v (1+6=)7"))
    assert err.value.code == "direction"
    assert "J13> (3+4=)7" in str(err.value)


def test_single_tile_completing_a_row_and_a_column():
    board = Board.from_text(column(board_text(("K13", "2+4=")), "O9", "2x3="))
    result = evaluate_move(board, Move.from_placements(board, {"O13": "6"}))
    assert str(result.move) == "K13> (2+4=)6"
    assert sorted(s.text for s in result.sums) == ["2+4=6", "2x3=6"]
    assert result.score == 12 + 11
    assert names(result.caps) == ["J13", "O14", "O8", "P13"]


def test_correct_cross_sum_is_scored_and_capped():
    board = Board.from_text(column(board_text(("P16", "8-5=")), "T15", "="))
    move = Move.from_placements(board, {"T12": "1", "T13": "+", "T14": "2", "T16": "3"})
    assert str(move) == "T12v 1+2(=)3"
    result = evaluate_move(board, move)
    assert [s.text for s in result.sums] == ["1+2=3", "8-5=3"]
    assert [s.main for s in result.sums] == [True, False]
    assert result.score == 6 + 16
    assert names(result.caps) == ["O16", "T11", "T17", "U16"]
    assert all(result.board[c] == "#" for c in ("O16", "T11", "T17", "U16"))


def test_main_run_must_hold_an_old_tile_even_when_a_cross_sum_is_correct():
    board = Board.from_text(board_text(("P16", "8-5=")))
    move = Move.from_placements(
        board, {"T12": "1", "T13": "+", "T14": "2", "T15": "=", "T16": "3"}
    )
    assert str(move) == "T12v 1+2=3"  # its cross run 8-5=3 would be correct
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, move)
    assert err.value.code == "no-old-tile"


def test_garbage_cross_run_is_ignored():
    board = Board.from_text(board_text(("J13", "x+"), ("L15", "=")))
    move = Move.from_placements(
        board, {"L11": "1", "L12": "8", "L13": "-", "L14": "9", "L16": "9"}
    )
    assert str(move) == "L11v 18-9(=)9"
    result = evaluate_move(board, move)
    assert [s.text for s in result.sums] == ["18-9=9"]  # the cross run x+- stands, unscored
    assert result.score == 1 + 8 + 9 + 9
    assert result.board["J13"] == "x" and result.board["L13"] == "-"


def test_wrong_cross_sum_is_ignored_not_forbidden():
    board = Board.from_text(column(board_text(("K13", "2+2=")), "O10", "2x3"))
    result = evaluate_move(board, Move.from_placements(board, {"O13": "4"}))
    assert [s.text for s in result.sums] == ["2+2=4"]  # the column 2x34 is no sum


def test_main_run_without_an_old_tile_is_illegal():
    board = Board.start()
    move = Move.from_text("A1> 1+1=2")
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, move)
    assert err.value.code == "no-old-tile"
    assert "A1" in err.value.cells


def test_gap_between_placed_tiles_is_illegal():
    board = Board.start()
    with pytest.raises(IllegalMoveError) as err:
        Move.from_placements(board, {"K13": "4", "L13": "+", "N13": "4", "P13": "1"})
    assert err.value.code == "gap"
    assert err.value.cells == ("O13",)
    assert "O13" in str(err.value)


def test_grey_between_placed_tiles_is_illegal():
    board = Board.from_text(board_text(("I13", "#4+3=7#")))
    with pytest.raises(IllegalMoveError) as err:
        Move.from_placements(board, {"O12": "1", "O14": "1"})
    assert err.value.code == "grey-between"
    assert err.value.cells == ("O13",)


def test_move_against_a_grey_cap_is_illegal():
    board = Board.start()
    board = evaluate_move(board, Move.from_text("J13> 4+3(=)7")).board
    assert board["O13"] == "#" and board["I13"] == "#"
    with pytest.raises(IllegalMoveError) as err:
        Move.from_placements(board, {"O13": "0"})
    assert err.value.code == "occupied"
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, Move.from_text("J13> (4+3=7)0"))
    assert err.value.code == "occupied"
    assert "O13" in str(err.value)


def test_move_off_the_board_is_illegal():
    with pytest.raises(IllegalMoveError) as err:
        Move.from_text("W13> (=)1+1=2")
    assert err.value.code == "off-board"
    with pytest.raises(IllegalMoveError) as err:
        Move.from_text("M24v (=)11")
    assert err.value.code == "off-board"
    with pytest.raises(ValueError):
        Move.from_placements(Board.start(), {"Z13": "1"})


def test_move_text_must_be_the_whole_run():
    board = Board.from_text(board_text(("K13", "12+")))
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, Move.from_text("L13> (2+)3=5"))
    assert err.value.code == "not-whole-run"
    assert "K13" in str(err.value)
    result = evaluate_move(board, Move.from_text("K13> (12+)3=15"))
    assert result.score == 1 + 2 + 3 + 1 + 5


def test_parenthesised_symbol_must_match_the_board():
    board = Board.start()
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, Move.from_text("J13> 4+3(7)7"))
    assert err.value.code == "mismatch"
    assert "M13" in str(err.value)


def test_placing_on_an_occupied_cell_is_illegal():
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(Board.start(), Move.from_text("M13> 1+1=2"))
    assert err.value.code == "occupied"


def test_too_many_tiles():
    board = Board.start()
    move = Move.from_text("C13> 1+1+1+1+1(=)5")
    assert len(move.placements) == 10
    with pytest.raises(IllegalMoveError) as err:
        evaluate_move(board, move)
    assert err.value.code == "too-many-tiles"


def test_not_in_line():
    with pytest.raises(IllegalMoveError) as err:
        Move.from_placements(Board.start(), {"L13": "1", "M12": "1"})
    assert err.value.code == "not-in-line"


def test_digits_already_on_the_board_count():
    board = Board.from_text(board_text(("J13", "99+")))
    result = evaluate_move(board, Move.from_text("J13> (99+)1=100"))
    assert result.score == 9 + 9 + 1 + 1


# -- move text ----------------------------------------------------------------

@pytest.mark.parametrize(
    "text",
    [
        "J13> 4+3(=)7",
        "N9v (1+6=)7",
        "A1> (12)+3=15",
        "K13> (12+)3=15",
        "M10v 9:3(=)3",
        "C3v 1(+)2(=)3",
        "Y1v 1(=)1",
    ],
)
def test_move_text_round_trips(text):
    assert str(Move.from_text(text)) == text


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("j13>4*3(=)12", "J13> 4x3(=)12"),
        ("J13 V 8/2(=)4", "J13v 8:2(=)4"),
        ("J13>  4 − 3 ( = ) 1", "J13> 4-3(=)1"),
    ],
)
def test_move_text_aliases_and_spaces(text, canonical):
    assert str(Move.from_text(text)) == canonical


@pytest.mark.parametrize(
    "bad",
    ["", "J13 4+3", "J13>", "J13> (4+3=7)", "J13> 4+3(=", "J13> 4+3)=(", "J13> 4()7",
     "J13> (1)(2)+3", "Z13> 1", "J0> 1", "J26> 1", "J13> 4a3"],
)
def test_bad_move_texts_are_refused_clearly(bad):
    with pytest.raises(IllegalMoveError) as err:
        Move.from_text(bad)
    assert str(err.value)


@pytest.mark.parametrize("cell", ["Z13", "Z99", "A100", "J0", "J26"])
def test_a_first_cell_off_the_board_is_named(cell):
    with pytest.raises(IllegalMoveError) as err:
        Move.from_text(f"{cell}> 4+3(=)7")
    assert err.value.code == "off-board"
    assert f"'{cell}' is not a cell: write a column A-Y and a row 1-25, like M13" in str(err.value)


def test_exchange_text():
    assert str(summy.Exchange.from_text("swap 77=")) == "swap 77="
    assert summy.Exchange.from_text("swap 7 * =").tiles == "7x="
    with pytest.raises(IllegalMoveError):
        summy.Exchange.from_text("swap ")
