"""Lesson 05 tells a teacher every option and computer level of the three games, in English,
German and Dutch alike."""

import dataclasses
import inspect
import json
import re
from pathlib import Path

import pytest

import summy_widget as sw
from summy_widget import PariWidget, SummaWidget, SummyWidget, pari, summa, summy
from summy_widget.pari.players import LEVELS as PARI_LEVELS
from summy_widget.summa.players import LEVELS as SUMMA_LEVELS

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "05-for-teachers.ipynb"
#: the lesson in each language, and lesson 06 in the same language (its line for a pupil)
LESSONS = {"en": (LESSON, "06-summa-summarum.ipynb"),
           "de": (LESSON.with_name("05-fuer-lehrkraefte.ipynb"), "06-roemische-zahlen.ipynb"),
           "nl": (LESSON.with_name("05-voor-leraren.ipynb"), "06-romeinse-cijfers.ipynb")}
#: how the lesson says "say `2026`" in each language
SAY = {"en": "say", "de": "etwa", "nl": "bijvoorbeeld"}
# options the rules settle for good reasons of their own (the card count, the arithmetic the
# Summy table explains already), which a teacher has no cause to change
NOT_FOR_TEACHERS = {"equals_cards", "leading_zeros", "count_equals", "exact_division",
                    "negative_intermediates", "paid_target"}


def lesson_text(path: Path = LESSON) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells)


@pytest.mark.parametrize("lang", LESSONS)
@pytest.mark.parametrize("game, levels", [
    ("summy", summy.LEVELS), ("summa", tuple(SUMMA_LEVELS)), ("pari", tuple(PARI_LEVELS)),
])
def test_every_computer_level_is_named(game, levels, lang):
    text = lesson_text(LESSONS[lang][0])
    assert [level for level in levels if f'`"{level}"`' not in text] == [], game


@pytest.mark.parametrize("lang", LESSONS)
@pytest.mark.parametrize("rules", [summa.Rules, pari.Rules])
def test_every_option_of_summa_and_pari_is_explained(rules, lang):
    text = lesson_text(LESSONS[lang][0])
    names = [f.name for f in dataclasses.fields(rules) if f.name not in NOT_FOR_TEACHERS]
    assert [name for name in names if f"`{name}=" not in text] == []


@pytest.mark.parametrize("lang", LESSONS)
def test_the_switch_for_hints_is_explained_for_every_game(lang):
    text = lesson_text(LESSONS[lang][0])
    assert "`hints=False`" in text and "`hints=3`" in text
    assert "hints=3)" in text if lang == "en" else f'hints=3, lang="{lang}")' in text
    for widget in (SummyWidget, SummaWidget, PariWidget):
        assert inspect.signature(widget).parameters["hints"].default is True
        assert "``hints``" in widget.__doc__


@pytest.mark.parametrize("lang", LESSONS)
def test_the_class_game_gives_every_pupil_the_seed_of_the_projector(lang):
    """Summa for the whole class: the projector's cell, the line for the pupils and lesson 06's
    line for a pupil name the same seed, each in the lesson's language (that one seed rolls the
    same dice for all is ``tests/engine/test_summa_game.py``'s)."""
    lesson, pupils_lesson = LESSONS[lang]
    text = lesson_text(lesson)
    spoken = "" if lang == "en" else f', lang="{lang}"'  # the lesson's language, as its games
    projector = re.findall(rf'SummaWidget\(players=\["\w+"\], seed=(\d+), projector=True'
                           rf'{re.escape(spoken)}\)', text)
    pupil = rf'SummaWidget\(players=\["You"\], seed=(\d+){re.escape(spoken)}\)'
    pupils = re.findall(pupil, text)
    assert len(projector) == 1 and pupils == projector, (projector, pupils)
    assert f"{SAY[lang]} `{projector[0]}`" in text
    assert re.findall(pupil, lesson_text(LESSON.with_name(pupils_lesson))) == projector


def run_lesson(path: Path) -> dict:
    """Run every code cell of the lesson at ``path`` in this process; the names it made."""
    namespace: dict = {}
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            exec(compile("".join(cell["source"]), str(path), "exec"), namespace)  # noqa: S102
    return namespace


@pytest.mark.parametrize("lang", [lang for lang in LESSONS if lang != "en"])
def test_a_translation_shows_what_the_english_lesson_shows_in_its_language(lang, capsys):
    """The translated lesson plays, saves and replays the same game as the English one; the
    verdicts of the rule options, the paper sheet's scoring and the replay's explanations it
    prints speak the lesson's language."""
    english = run_lesson(LESSON)
    printed_in_english = capsys.readouterr().out
    ours = run_lesson(LESSONS[lang][0])
    printed = capsys.readouterr().out
    assert ours["loaded"] == english["loaded"] and ours["loaded"].scores == ours["game"].scores
    assert ours["replay"].board == english["replay"].board

    def said(language: str) -> list[str]:
        sums = [s.text for turn in ours["loaded"].history for s in turn.sums]
        return [sw.check("7:2x2=7", rules=ours["exact"], lang=language).reason,
                sw.check("3-5+4=2", rules=ours["no_negative"], lang=language).reason,
                str(summa.best_score(ours["paper"]).explain(lang=language)),
                *(str(sw.explain(s, rules=ours["loaded"].rules, lang=language)) for s in sums)]

    assert [text for text in said("en") if text not in printed_in_english] == []
    assert [text for text in said(lang) if text not in printed] == []
    assert [text for text in said("en") if text in printed] == []


def measured(path: Path) -> list[str]:
    """The measured figures the lesson at ``path`` gives, in order: win shares and their
    intervals (``%``) and times (``s``), with a decimal point whatever the language writes.

    >>> measured(LESSON)[:3]
    ['4', '0.01', '96']
    """
    figure = r"(\d+(?:[.,]\d+)?(?:-\d+(?:[.,]\d+)?)?)(?=-?\s?%|\s?s\b)"
    return [found.replace(",", ".") for found in re.findall(figure, lesson_text(path))]


@pytest.mark.parametrize("lang", [lang for lang in LESSONS if lang != "en"])
def test_a_translation_gives_the_english_lessons_measured_figures(lang):
    """The levels' win shares and times come from ``bench/`` runs and change with them: a
    translation gives the same figures as the English lesson, in the same order."""
    figures = measured(LESSON)
    assert len(figures) >= 20 and measured(LESSONS[lang][0]) == figures


@pytest.mark.parametrize("lang", LESSONS)
def test_the_opening_rack_shows_the_levels_choosing_differently(lang):
    """The moves the text names are those the levels play on the opening the next cell
    deals: ``greedy`` takes the most points, ``strong`` (and ``expert``, ``coach``) keeps
    better tiles for 2 points less."""
    text = lesson_text(LESSONS[lang][0])
    seed = int(re.search(r"opening = summy\.Game\(seed=(\d+)\)", text)[1])
    opening = summy.Game(seed=seed)
    played = {level: summy.computer_move(opening, level) for level in summy.LEVELS}
    assert played["greedy"] != played["strong"] == played["expert"] == played["coach"]
    points = {level: summy.evaluate_move(opening.board, played[level]).score
              for level in ("greedy", "strong")}
    assert points == {"greedy": 27, "strong": 25}
    for level in ("greedy", "strong"):
        assert f"`{played[level]}`, {points[level]} " in text
