"""Lessons 03 and 04 as a pupil meets them: the move notation is explained before it is
needed, a tile of the board written as new is answered with how to bracket it, the
promise of one clear answer matches what the widget and the key say, and the teacher's
last cell shows a marked answer."""

import contextlib
import io
import re
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
NOTATION = re.compile(r"[A-Y]\d{1,2}[>v] ")


def cells(name: str) -> list:
    return nbformat.read(NOTEBOOKS / name, as_version=4).cells


def printed_by_cells(name: str) -> dict[str, str]:
    """Run the lesson's code cells in order; what each cell prints, by cell id."""
    namespace: dict[str, object] = {}
    out = {}
    for cell in cells(name):
        if cell.cell_type != "code":
            continue
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            exec(compile(cell.source, name, "exec"), namespace)  # noqa: S102 - our own lesson
        out[cell.id] = buffer.getvalue()
    return out


def test_lesson_03_explains_the_notation_before_the_first_move_text():
    seen = ""
    for cell in cells("03-scoring.ipynb"):
        if cell.cell_type == "code" and NOTATION.search(cell.source):
            assert "in brackets" in seen and "`>` for across" in seen, cell.source
            break
        if cell.cell_type == "markdown":
            seen += cell.source
    else:
        raise AssertionError("lesson 03 writes no move text")


def test_lesson_03_try_it_shows_how_to_write_the_board_equals():
    printed = "".join(printed_by_cells("03-scoring.ipynb").values())
    assert ("J13> 4+3=7: not allowed: M13 already holds the tile =: write a tile that is "
            "already on the board in brackets: J13> 4+3(=)7") in printed


def test_lesson_04_promises_what_the_widget_and_the_key_say():
    text = "\n".join(c.source for c in cells("04-puzzles.ipynb") if c.cell_type == "markdown")
    assert "the best move scores at least" not in text
    assert "more than the next\nbest score" in text and "reaches the best score" in text


def test_lesson_04_marks_bens_answer():
    source = {c.id: c.source for c in cells("04-puzzles.ipynb")}
    printed = printed_by_cells("04-puzzles.ipynb")
    key = printed["613b1986"]
    assert "as good" not in key and "moves reach it: the same tiles" in key
    marked = printed["2aa8d53c"].splitlines()
    assert marked[0] == ("R10> (9)-1=8: legal True, 18 of 28 points: R10> (9)-1=8 is legal and "
                         "scores 18, but a better move scores 28")
    assert marked[1].startswith("J13> 4+3(=)7: legal False, 0 of 28 points: not a legal move: "
                                "you need one '+' tile but have none")
    assert "R10> (9)-1=8" in source["f5efcc5e"]


def test_lesson_03_sets_up_each_board_in_a_line_a_pupil_can_read_and_change():
    """A board is written as runs of tiles (``Board.empty().write("J13> 99+")``), not as
    25 lines of dots or rows counted from 0."""
    setups = [c.source for c in cells("03-scoring.ipynb")
              if c.cell_type == "code" and "Board." in c.source]
    assert len(setups) == 7  # four shown, three for the pupil to score
    for source in setups:
        assert "from_text" not in source and "rows[" not in source, source
        assert len(source.splitlines()) <= 6, source


def test_lesson_04_says_which_puzzle_the_typed_answers_are_about():
    """The medium puzzle's widget stands just above the typed answers, with other tiles: the
    text and the printed tiles name the easy puzzle at the top, which ``puzzle`` is."""
    source = {c.id: c.source for c in cells("04-puzzles.ipynb")}
    text = " ".join(source["040aabcc"].split())
    assert "the easy one at the top (not the medium one just above)" in text
    # and that the box "Command" takes the same text (a pupil who reads it in the notebook)
    assert "Typed into the box **Command** beside the board, the same text lays" in text
    tiles = printed_by_cells("04-puzzles.ipynb")["58c92534"].splitlines()[0]
    from summy_widget import summy

    easy = summy.puzzles.generate(seed=5, difficulty="easy")
    assert tiles == "Tiles of the easy puzzle: " + " ".join(easy.rack)
