"""Lessons 01 and 02 in Dutch and German: the English lesson's cells, its code with the lesson's
own ``lang=``, its text in the pupil's language (no English sentence left), the game's buttons
named as the game names them, and lesson 02's exercises answering in the lesson's language."""

import ast
import io
import json
import re
import tokenize
from pathlib import Path

import pytest
from test_lesson_exercises import LESSONS as EXERCISES
from test_lessons_notebook import feedback_of, run_cells

from summy_widget import SummyWidget, summy
from summy_widget.lessons import Exercise, WorkedExample

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: each translation, the English lesson it translates and its language
TRANSLATIONS = {
    "01-speel-kruissom.ipynb": ("01-play-summy.ipynb", "nl"),
    "01-spiele-summy.ipynb": ("01-play-summy.ipynb", "de"),
    "02-volgorde-van-bewerkingen.ipynb": ("02-operator-precedence.ipynb", "nl"),
    "02-punkt-vor-strich.ipynb": ("02-operator-precedence.ipynb", "de"),
    "03-punten-tellen.ipynb": ("03-scoring.ipynb", "nl"),
    "03-punkte-zaehlen.ipynb": ("03-scoring.ipynb", "de"),
    "04-puzzels.ipynb": ("04-puzzles.ipynb", "nl"),
    "04-raetsel.ipynb": ("04-puzzles.ipynb", "de"),
    "05-voor-leraren.ipynb": ("05-for-teachers.ipynb", "nl"),
    "05-fuer-lehrkraefte.ipynb": ("05-for-teachers.ipynb", "de"),
    "06-romeinse-cijfers.ipynb": ("06-summa-summarum.ipynb", "nl"),
    "06-roemische-zahlen.ipynb": ("06-summa-summarum.ipynb", "de"),
    "07-pari-spelen.ipynb": ("07-pari.ipynb", "nl"),
    "07-pari-spielen.ipynb": ("07-pari.ipynb", "de"),
}


def translations_of(english: str) -> dict[str, str]:
    """The translations of the English lesson ``english``, each with its language."""
    return {name: lang for name, (theirs, lang) in TRANSLATIONS.items() if theirs == english}


LESSON_01 = translations_of("01-play-summy.ipynb")
LESSON_02 = translations_of("02-operator-precedence.ipynb")
LESSON_03 = translations_of("03-scoring.ipynb")
LESSON_04 = translations_of("04-puzzles.ipynb")
#: the game's words a lesson names (buttons, the rack's and the move list's headings)
NAMED = ("summy.action.submit", "summy.action.exchange", "summy.action.exchange-confirm",
         "summy.action.hint", "summy.action.save", "summy.action.fullscreen",
         "summy.action.undo", "summy.label.rack", "summy.label.history",
         "summy.action.show-best", "summy.cmd.label")
I18N = Path(__file__).resolve().parents[2] / "summy_widget" / "i18n"


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def text_of(path: Path, kind: str = "markdown") -> str:
    return "\n".join(source(c) for c in cells(path) if c["cell_type"] == kind)


def read(path: Path) -> str:
    """The notebook's text as a reader sees it: one space where the file breaks a line."""
    return " ".join(text_of(path).split())


def words(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"summy.{lang}.json").read_text(encoding="utf-8"))


def code_shape(code: str) -> str:
    """The code's tokens without comments, every string the same, and without the lesson's
    language (a ``lang=`` argument, an error's ``.text("nl")``): what runs.

    >>> code_shape('w = f(1, lang="nl")  # hi') == code_shape("w = f(1)")
    True
    >>> code_shape('b.explain(lang="de")') == code_shape("b.explain()")
    True
    >>> code_shape('print("mag niet:", e.text("nl"))') == code_shape('print("no:", e)')
    True
    >>> code_shape('print("geen "  "spel")') == code_shape('print("no game")')
    True
    """
    shape, depth = [], 0
    for token in tokenize.generate_tokens(io.StringIO(code).readline):
        kind = tokenize.tok_name[token.type]
        depth += {"FSTRING_START": 1, "FSTRING_END": -1}.get(kind, 0)  # (Python 3.12)
        if kind in ("COMMENT", "NL", "NEWLINE", "FSTRING_START") or depth:
            continue
        shape.append("<s>" if kind in ("STRING", "FSTRING_END") else token.string)
    joined = re.sub(r"<s>( <s>)+", "<s>", " ".join(shape))  # "a" "b" is one string
    return (joined.replace(" , lang = <s>", "").replace("( lang = <s> )", "( )")
            .replace(" . text ( <s> )", ""))


def languages(code: str) -> list[str | None]:
    """The ``lang=`` of every call in ``code`` that speaks to the pupil (a game, an exercise, an
    explanation, a check), None where it names none.

    >>> languages('sw.explain("1+1=2", lang="nl"); pari.check("7=7"); e.check(3)')
    ['nl', None]
    """
    said = []
    for node in ast.walk(ast.parse(code)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        module = getattr(getattr(func, "value", None), "id", None)
        if (name == "explain" or name.endswith(("Widget", "Exercise", "WorkedExample"))
                or (name == "check" and module in ("sw", "pari"))):
            lang = [k.value.value for k in node.keywords if k.arg == "lang"]
            said.append(lang[0] if lang else None)
    return said


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
    said = [said_in for c in cells(NOTEBOOKS / name) if c["cell_type"] == "code"
            for said_in in languages(source(c))]
    assert said and None not in said, said
    assert len([s for s in said if s != lang]) <= 2, said


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


@pytest.mark.parametrize(("name", "lang"), {**LESSON_01, **LESSON_04}.items())
def test_a_lesson_names_the_buttons_as_the_game_does(name, lang):
    english, translated = read(NOTEBOOKS / TRANSLATIONS[name][0]), read(NOTEBOOKS / name)
    ours, theirs = words("en"), words(lang)
    named = [key for key in NAMED if re.search(rf"[*]{re.escape(ours[key])}[*]", english)]
    assert len(named) >= 4, named  # the lesson names the game's buttons
    for key in named:
        assert re.search(rf"[*]{re.escape(theirs[key])}[*]", translated), (key, theirs[key])


#: of two words for one thing, the one the games and the lessons both use, and the other
SAME_WORDS = {"de": [("horizontal", "waagerecht"), ("vertikal", "senkrecht"),
                     ("aufzeichnung", "protokoll"), ("aufzeichnung", "spielbericht")],
              "nl": [("bord", "speelveld")]}


@pytest.mark.parametrize("lang", sorted(SAME_WORDS))
def test_the_games_and_the_lessons_call_a_thing_by_the_same_word(lang):
    """A pupil reads the lesson and then the game: the board, the directions are the same
    words in both (the original rules' words)."""
    games = " ".join(p.read_text(encoding="utf-8") for p in sorted(I18N.glob(f"*{lang}.json")))
    lessons = " ".join(read(NOTEBOOKS / n) + text_of(NOTEBOOKS / n, "code")
                       for n, (_, theirs) in TRANSLATIONS.items() if theirs == lang)
    for used, other in SAME_WORDS[lang]:
        assert re.search(rf"\b{used}\b", games, re.I) and re.search(rf"\b{used}\b", lessons, re.I)
        assert not re.search(other, games + lessons, re.I), (lang, other)


@pytest.mark.parametrize(("name", "lang"), LESSON_01.items())
def test_lesson_01_points_to_the_next_lessons_in_its_language(name, lang):
    following = [n for n, (_, language) in TRANSLATIONS.items() if language == lang and n != name]
    assert len(following) == 6
    for lesson in following:
        assert f"`{lesson}`" in text_of(NOTEBOOKS / name)


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


#: each translation with exercises, and the exercises' answers (test_lesson_exercises.py)
EXERCISED = [(name, key) for name, (english, _) in TRANSLATIONS.items()
             for key, lesson in EXERCISES.items() if lesson.notebook == english]


def said(answers: dict[str, str], path: Path) -> dict[str, object]:
    """The feedback of each exercise of the lesson at ``path``, by its question."""
    return {v.question: v for v in run_cells(answers, path) if hasattr(v, "correct")}


@pytest.mark.parametrize(("name", "key"), EXERCISED, ids=[f"{n}-{k}" for n, k in EXERCISED])
def test_the_exercises_of_a_translation_answer_in_its_language(name, key):
    lesson = EXERCISES[key]

    def answers(given):
        return {f"{lesson.name}_{n}": a for n, a in enumerate(given, start=1)}

    right = said(answers(lesson.right), NOTEBOOKS / name)
    assert [right[q].correct for q in lesson.questions] == [True] * len(lesson.questions)
    ours = said(answers(lesson.wrong), NOTEBOOKS / name)
    theirs = said(answers(lesson.wrong), NOTEBOOKS / lesson.notebook)
    assert tuple(ours[q].misconception for q in lesson.questions) == lesson.slips
    for question in lesson.questions:
        assert str(ours[question]) != str(theirs[question])  # not in English
    assert len(EXERCISED) == 10  # 03, and 06's three kinds and 07, in two languages


@pytest.mark.parametrize(("name", "lang"), LESSON_03.items())
def test_lesson_03s_refusals_speak_its_language(name, lang, capsys):
    run_cells({}, NOTEBOOKS / name)
    printed = capsys.readouterr().out  # what the translated lesson's cells printed
    with pytest.raises(summy.IllegalMoveError) as refused:
        summy.evaluate_move(summy.Board.start(), "J13> 4+3=7")
    assert refused.value.text(lang) in printed and refused.value.text("en") not in printed


@pytest.mark.parametrize(("name", "lang"), LESSON_04.items())
def test_lesson_04s_verdicts_and_answer_key_speak_its_language(name, lang, capsys):
    run_cells({}, NOTEBOOKS / name)
    printed = capsys.readouterr().out
    ben = summy.puzzles.generate(seed=101, difficulty="medium")
    assert ben.answer(lang) in printed and ben.answer() not in printed
    assert ben.check("R10> (9)-1=8", lang).message in printed
    assert ben.check("J13> 4+3(=)7", lang).message in printed
    assert f"lang='{lang}')" in printed  # the lines handed to the pupils


@pytest.mark.parametrize("lesson", ["05-for-teachers.ipynb",
                                    *translations_of("05-for-teachers.ipynb")])
def test_the_teachers_lesson_names_the_translations(lesson):
    """The teachers' lesson, in each of its languages, names every translated lesson."""
    teachers = text_of(NOTEBOOKS / lesson)
    for name in TRANSLATIONS:
        assert f"`{name}`" in teachers and (NOTEBOOKS / name).is_file()
