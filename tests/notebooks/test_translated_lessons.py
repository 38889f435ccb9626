"""Lessons 01 and 02 in Dutch and German: the English lesson's cells, its code with the lesson's
own ``lang=``, its text in the pupil's language (no English sentence left), the game's buttons
named as the game names them, and lesson 02's exercises answering in the lesson's language."""

import io
import json
import re
import tokenize
from pathlib import Path

import pytest
from test_lessons_notebook import feedback_of, run_cells

from summy_widget import SummyWidget
from summy_widget.lessons import Exercise, WorkedExample

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: each translation, the English lesson it translates and its language
TRANSLATIONS = {
    "01-speel-kruissom.ipynb": ("01-play-summy.ipynb", "nl"),
    "01-spiele-summy.ipynb": ("01-play-summy.ipynb", "de"),
    "02-volgorde-van-bewerkingen.ipynb": ("02-operator-precedence.ipynb", "nl"),
    "02-punkt-vor-strich.ipynb": ("02-operator-precedence.ipynb", "de"),
}
LESSON_01 = {name: lang for name, (english, lang) in TRANSLATIONS.items()
             if english == "01-play-summy.ipynb"}
LESSON_02 = {name: lang for name, (english, lang) in TRANSLATIONS.items()
             if english == "02-operator-precedence.ipynb"}
#: the game's words a lesson names (buttons, the rack's and the move list's headings)
NAMED = ("summy.action.submit", "summy.action.exchange", "summy.action.exchange-confirm",
         "summy.action.hint", "summy.action.save", "summy.action.fullscreen",
         "summy.action.undo", "summy.label.rack", "summy.label.history")
I18N = Path(__file__).resolve().parents[2] / "summy_widget" / "i18n"


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def text_of(path: Path, kind: str = "markdown") -> str:
    return "\n".join(source(c) for c in cells(path) if c["cell_type"] == kind)


def words(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"summy.{lang}.json").read_text(encoding="utf-8"))


def code_shape(code: str) -> list[str]:
    """The code's tokens without its strings, comments and ``lang=`` arguments: what runs.

    >>> code_shape('w = f(1, lang="nl")  # hi') == code_shape('w = f(1)')
    True
    """
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(code).readline)
              if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE)]
    kept: list[str] = []
    for token in tokens:
        if token.type == tokenize.STRING:
            if kept[-2:] == ["lang", "="]:
                del kept[-2:]
                if kept and kept[-1] == ",":
                    kept.pop()
            continue
        kept.append(token.string)
    return kept


def prose_lines(text: str) -> list[str]:
    """The lines of a markdown text that are words to read (no code block, no bare code)."""
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    return [line.strip() for line in text.splitlines()
            if len(re.sub(r"`[^`]*`", "", line).strip()) > 25]


def headings(path: Path) -> list[str]:
    return [line for line in text_of(path).splitlines() if line.startswith("#")]


@pytest.mark.parametrize(("name", "english", "lang"),
                         [(n, e, lang) for n, (e, lang) in TRANSLATIONS.items()])
def test_a_translation_has_the_english_lessons_cells_and_code(name, english, lang):
    theirs, ours = cells(NOTEBOOKS / english), cells(NOTEBOOKS / name)
    assert [c["cell_type"] for c in ours] == [c["cell_type"] for c in theirs]
    for mine, their in zip(ours, theirs):
        if mine["cell_type"] == "code":
            assert code_shape(source(mine)) == code_shape(source(their)), source(mine)
    metadata = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["metadata"]
    assert metadata["summy_widget"] == {"lang": lang}
    # what speaks to the pupil speaks the lesson's language; a cell showing another says so
    calls = re.findall(r"(?:\bsw\.explain|\bsw\.check|SummyWidget|\bExercise|\bWorkedExample)"
                       r"\((.*)\)", text_of(NOTEBOOKS / name, "code"))
    assert calls and all("lang=" in call for call in calls), calls
    other = [call for call in calls if f'lang="{lang}"' not in call]
    assert len(other) <= 2, other


@pytest.mark.parametrize(("name", "english"), [(n, e) for n, (e, _) in TRANSLATIONS.items()])
def test_no_english_sentence_is_left_in_a_translation(name, english):
    theirs = set(prose_lines(text_of(NOTEBOOKS / english)))
    ours = prose_lines(text_of(NOTEBOOKS / name))
    assert len(ours) >= 0.7 * len(theirs) > 10
    assert not theirs & set(ours), theirs & set(ours)
    assert len(headings(NOTEBOOKS / name)) == len(headings(NOTEBOOKS / english)) >= 4
    assert not set(headings(NOTEBOOKS / name)) & set(headings(NOTEBOOKS / english))


@pytest.mark.parametrize(("name", "lang"), LESSON_01.items())
def test_the_games_of_lesson_01_speak_its_language(name, lang):
    games = [source(c) for c in cells(NOTEBOOKS / name)
             if c["cell_type"] == "code" and "SummyWidget" in source(c)]
    assert games and all(f'lang="{lang}"' in code for code in games)
    # every game the text shows how to start speaks the lesson's language, but the one that
    # shows how to play in another
    shown = re.findall(r"sw\.SummyWidget\((.*?)\)\s+#", text_of(NOTEBOOKS / name))
    assert len(shown) == 5 and sum(f'lang="{lang}"' not in s for s in shown) == 1, shown
    assert SummyWidget(opponent="computer", lang=lang).lang == lang


@pytest.mark.parametrize(("name", "lang"), LESSON_01.items())
def test_lesson_01_names_the_buttons_as_the_game_does(name, lang):
    english = text_of(NOTEBOOKS / "01-play-summy.ipynb")
    translated = text_of(NOTEBOOKS / name)
    ours, theirs = words("en"), words(lang)
    named = [key for key in NAMED if re.search(rf"[*]{re.escape(ours[key])}[*]", english)]
    assert len(named) >= 7, named  # the lesson names the game's buttons
    for key in named:
        assert re.search(rf"[*]{re.escape(theirs[key])}[*]", translated), (key, theirs[key])


@pytest.mark.parametrize(("name", "lang"), LESSON_01.items())
def test_lesson_01_points_to_lesson_02_in_its_language(name, lang):
    (following,) = [n for n, language in LESSON_02.items() if language == lang]
    assert f"`{following}`" in text_of(NOTEBOOKS / name)


@pytest.mark.parametrize(("name", "lang"), LESSON_02.items())
def test_lesson_02s_exercises_answer_in_its_language(name, lang):
    lesson = NOTEBOOKS / name
    right = run_cells({"answer_1": "14", "answer_2": "129", "answer_3": "4",
                       "prediction_2": "10", "predictions_3": "(6, 24)"}, lesson)
    for question in ("6+4x2=?", "70+118:2=?", "3+?x2=11", "6+12:3=?", "30-12:4x2=?"):
        checked = feedback_of(right, question)
        assert checked and all(f.correct for f in checked), (question, checked)
    wrong = run_cells({"answer_1": "20", "predictions_3": "(27, 54)"}, lesson)
    (first,) = feedback_of(wrong, "6+4x2=?")
    assert first.misconception == "left-to-right"
    assert first.message == Exercise("6+4x2=?", lang=lang).check(20).message
    assert first.message != Exercise("6+4x2=?").check(20).message  # not the English words
    (example,) = feedback_of(wrong, "30-12:4x2=?")
    said = WorkedExample("30-12:4x2=?", blanks=2, lang=lang).check(27, 54).message
    assert example.message == said
    unanswered = run_cells({}, lesson)
    (first,) = feedback_of(unanswered, "6+4x2=?")
    assert "'answer_1 ='" in first.message and first.message == Exercise(
        "6+4x2=?", lang=lang, variable="answer_1").check(None).message


def test_the_teachers_lesson_names_the_translations():
    teachers = text_of(NOTEBOOKS / "05-for-teachers.ipynb")
    for name in TRANSLATIONS:
        assert f"`{name}`" in teachers and (NOTEBOOKS / name).is_file()
