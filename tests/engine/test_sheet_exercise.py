"""What is the most a corner of a Summa Summarum sheet can score, across and down? SheetExercise
names the well-known ways of getting it wrong (the most in every row first, the rows alone, a
symbol the rows cancelled counted in its column), in three languages, and its best total is
the best of every choice of groups in the rows."""

import html
import re
from itertools import product

import pytest

from summy_widget import i18n
from summy_widget.sheet_exercise import SHEET_SLIPS, SheetExercise
from summy_widget.summa import NotationError, ScoringError, score_sheet
from summy_widget.summa.lines import best_line, line_choices


@pytest.mark.parametrize(("sheet", "answer", "slip"), [
    ("VIV/#II", 10, "rows-first"),  # VI + II across, then II down; IV keeps the V for column C
    ("VIV/#II", 8, "rows-only"),
    ("VIV/#II", 16, "cancelled-in-column"),  # 8 across, then VI down through the cancelled V
    ("XIX/IVI/XIV", 59, "rows-first"),
    ("XIX/IVI/XIV", 39, "rows-only"),
    ("XIX/IVI/XIV", 78, "cancelled-in-column"),
    ("XIX/IVI/XIV", 61, None),
])
def test_a_wrong_total_names_its_slip(sheet, answer, slip):
    feedback = SheetExercise(sheet).check(answer)
    assert not feedback.correct and feedback.misconception == slip
    assert "working" not in str(feedback)


def _every_total(rows: tuple[str, ...], min_length: int) -> int:
    """The best total over every choice of groups in every row (RULES.md 2.3), the plain way:
    each choice's columns scored at their best after what it cancels."""
    grid_rows = [r.ljust(6, "#") for r in rows] + ["#" * 6] * (6 - len(rows))
    choices = [[groups for _, _, groups in line_choices(r, min_length)] for r in grid_rows]
    best = 0
    for across in product(*choices):
        spec = [(f"{chr(65 + a)}{r + 1}", f"{chr(64 + b)}{r + 1}")
                for r, groups in enumerate(across) for a, b in groups]
        scored = score_sheet("\n".join(grid_rows), across=spec, min_length=min_length)
        down = sum(best_line(scored.after_rows.column(c), min_length)[0] for c in range(6))
        best = max(best, scored.across + down)
    return best


@pytest.mark.parametrize("sheet", ["VIV/#II", "XIX/IVI/XIV", "IXI/XIX/IXI", "LXV/XIV/VIX",
                                   "II/IV", "X#L/IVI", "XXXI"])
@pytest.mark.parametrize("min_length", [2, 3])
def test_the_total_is_the_best_of_every_choice_of_groups(sheet, min_length):
    exercise = SheetExercise(sheet, min_length=min_length)
    best = _every_total(exercise.rows, min_length)
    assert exercise.score == best and exercise.check(best).correct
    assert exercise.slip_of(best) is None


def test_the_words_name_the_rows_and_columns_the_pupil_took():
    assert str(SheetExercise("VIV/#II").check(10)) == (
        "10 is not right. You took the most in every row first (VI + II = 6 + 2 = 8) and then the "
        "columns (II = 2). But a symbol cancelled in a row is lost for its column: taking less in "
        "a row can give more in all. Try again.")
    assert "zuerst in jeder Zeile das Meiste genommen (XIX + VI + XIV = 19 + 6 + 14 = 39)" in str(
        SheetExercise("XIX/IVI/XIV", lang="de").check(59))
    profi = SheetExercise("XIX/IVI/XIV", min_length=3, lang="nl")
    assert "minstens 3 tekens" in str(profi.check(1))


def test_a_second_wrong_try_gets_the_best_groups_across_and_down():
    exercise = SheetExercise("XIX/IVI/XIV")
    exercise.check(59)
    assert str(exercise.check(60)) == (
        "60 is not right either. Here is the working: across XIX + IV + XIV = 19 + 4 + 14 = 37; "
        "down XIX + VI = 19 + 6 = 25; 37 + 25 = 62")
    assert SheetExercise("V#/#V").working() == "across 0; down 0; 0 + 0 = 0"


def test_a_whole_sheets_working_breaks_into_pieces_a_narrow_column_can_hold():
    """The feedback keeps a calculation's sides whole (no line break inside VI + II), but the
    rows of a whole sheet make a side of 13 numerals: it may break after a + too."""
    exercise = SheetExercise("LXVLXI/XV#XXI/XIVIVI/#IIVXI/XII#VI/IXXXI#")
    exercise.check(1)
    page = exercise.check(2)._repr_html_()
    pieces = re.findall(r'white-space:nowrap">([^<]*)<', page)
    assert "LXV +" in pieces and "248 + 231 =" in pieces and "479" in pieces, pieces
    assert max(len(p) for p in pieces) <= 32, pieces
    # the working reads as before once the tags are gone
    assert html.unescape(re.sub("<[^>]+>", "", page)).endswith(
        "231 = 479") and exercise.score == 479


def test_a_sheet_that_is_no_sheet_is_refused_at_once():
    for sheet in ("XIX/IV", "", "ABC", "XIVIVIX", "I/I/I/I/I/I/I", "XIV VI", "XIX//XIV"):
        with pytest.raises(NotationError, match="is not a corner of a sheet"):
            SheetExercise(sheet)
    with pytest.raises(TypeError, match="sheet must be rows of a sheet"):
        SheetExercise(["XIX", "IVI"])
    with pytest.raises(ScoringError):
        SheetExercise("XIX/IVI", min_length=0)


def test_the_sheet_is_drawn_with_its_black_cells_and_the_question_in_words():
    page = SheetExercise("VIV/#II", lang="de")._repr_html_()
    assert "Wie viele Punkte kann dieses Blatt (VIV / #II) höchstens bringen" in page
    assert page.count("<td") == 6 and page.count("background:#111") == 1
    assert ">A</th>" in page and ">C</th>" in page and ">2</th>" in page


def test_every_language_has_every_word():
    keys = {lang: {k for k in i18n.table(lang) if k.startswith("score.sheet.")}
            for lang in ("en", "de", "nl")}
    assert keys["en"] == keys["de"] == keys["nl"]
    assert {f"score.sheet.slip.{code}" for code in SHEET_SLIPS} <= keys["en"]
