"""Lesson 05 tells a teacher every option and computer level of the three games."""

import dataclasses
import inspect
import json
import re
from pathlib import Path

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget, pari, summa, summy
from summy_widget.pari.players import LEVELS as PARI_LEVELS
from summy_widget.summa.players import LEVELS as SUMMA_LEVELS

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "05-for-teachers.ipynb"
# options the rules settle for good reasons of their own (the card count, the arithmetic the
# Summy table explains already), which a teacher has no cause to change
NOT_FOR_TEACHERS = {"equals_cards", "leading_zeros", "count_equals", "exact_division",
                    "negative_intermediates", "paid_target"}


def lesson_text(path: Path = LESSON) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells)


@pytest.mark.parametrize("game, levels", [
    ("summy", summy.LEVELS), ("summa", tuple(SUMMA_LEVELS)), ("pari", tuple(PARI_LEVELS)),
])
def test_every_computer_level_is_named(game, levels):
    text = lesson_text()
    assert [level for level in levels if f'`"{level}"`' not in text] == [], game


@pytest.mark.parametrize("rules", [summa.Rules, pari.Rules])
def test_every_option_of_summa_and_pari_is_explained(rules):
    text = lesson_text()
    names = [f.name for f in dataclasses.fields(rules) if f.name not in NOT_FOR_TEACHERS]
    assert [name for name in names if f"`{name}=" not in text] == []


def test_the_switch_for_hints_is_explained_for_every_game():
    text = lesson_text()
    assert "`hints=False`" in text and "`hints=3`" in text and "hints=3)" in text
    for widget in (SummyWidget, SummaWidget, PariWidget):
        assert inspect.signature(widget).parameters["hints"].default is True
        assert "``hints``" in widget.__doc__


def test_the_class_game_gives_every_pupil_the_seed_of_the_projector():
    """Summa for the whole class: the projector's cell, the line for the pupils and lesson 06's
    line for a pupil name the same seed (that one seed rolls the same dice for all is
    ``tests/engine/test_summa_game.py``'s)."""
    text = lesson_text()
    projector = re.findall(r'SummaWidget\(players=\["Class"\], seed=(\d+), projector=True\)', text)
    pupils = re.findall(r'SummaWidget\(players=\["You"\], seed=(\d+)\)', text)
    assert len(projector) == 1 and pupils == projector, (projector, pupils)
    assert f"say `{projector[0]}`" in text
    pupil_lesson = lesson_text(LESSON.with_name("06-summa-summarum.ipynb"))
    assert re.findall(r'SummaWidget\(players=\["You"\], seed=(\d+)\)', pupil_lesson) == projector
