"""Lesson 01 in Dutch and German: the English lesson's cells, its code with the lesson's own
``lang=``, its text in the pupil's language, and the game's buttons named as the game names them.
"""

import io
import json
import re
import tokenize
from pathlib import Path

import pytest

from summy_widget import SummyWidget

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
ENGLISH = NOTEBOOKS / "01-play-summy.ipynb"
#: each translation of lesson 01 and its language
TRANSLATIONS = {"01-speel-kruissom.ipynb": "nl", "01-spiele-summy.ipynb": "de"}
#: the game's words a lesson names (buttons, the rack's and the move list's headings)
NAMED = ("summy.action.submit", "summy.action.exchange", "summy.action.exchange-confirm",
         "summy.action.hint", "summy.action.save", "summy.action.fullscreen",
         "summy.action.undo", "summy.label.rack", "summy.label.history")
I18N = Path(__file__).resolve().parents[2] / "summy_widget" / "i18n"


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


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


@pytest.mark.parametrize(("name", "lang"), TRANSLATIONS.items())
def test_a_translation_has_the_english_lessons_cells_and_code(name, lang):
    english, translated = cells(ENGLISH), cells(NOTEBOOKS / name)
    assert [c["cell_type"] for c in translated] == [c["cell_type"] for c in english]
    for mine, theirs in zip(translated, english):
        if mine["cell_type"] == "code":
            assert code_shape(source(mine)) == code_shape(source(theirs)), source(mine)
    metadata = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["metadata"]
    assert metadata["summy_widget"] == {"lang": lang}


@pytest.mark.parametrize(("name", "lang"), TRANSLATIONS.items())
def test_the_games_of_a_translation_speak_its_language(name, lang):
    games = [source(c) for c in cells(NOTEBOOKS / name)
             if c["cell_type"] == "code" and "SummyWidget" in source(c)]
    assert games and all(f'lang="{lang}"' in code for code in games)
    # every game the text shows how to start speaks the lesson's language, but the one that
    # shows how to play in another
    shown = re.findall(r"sw\.SummyWidget\((.*?)\)\s+#", "\n".join(
        source(c) for c in cells(NOTEBOOKS / name) if c["cell_type"] == "markdown"))
    assert len(shown) == 5 and sum(f'lang="{lang}"' not in s for s in shown) == 1, shown
    assert SummyWidget(opponent="computer", lang=lang).lang == lang


@pytest.mark.parametrize(("name", "lang"), TRANSLATIONS.items())
def test_a_translation_names_the_buttons_as_the_game_does(name, lang):
    english = "\n".join(source(c) for c in cells(ENGLISH))
    translated = "\n".join(source(c) for c in cells(NOTEBOOKS / name))
    ours, theirs = words("en"), words(lang)
    named = [key for key in NAMED if re.search(rf"[*]{re.escape(ours[key])}[*]", english)]
    assert len(named) >= 7, named  # the lesson names the game's buttons
    for key in named:
        assert re.search(rf"[*]{re.escape(theirs[key])}[*]", translated), (key, theirs[key])


@pytest.mark.parametrize("name", TRANSLATIONS)
def test_no_english_sentence_is_left_in_a_translation(name):
    english = {line for c in cells(ENGLISH) if c["cell_type"] == "markdown"
               for line in prose_lines(source(c))}
    translated = [line for c in cells(NOTEBOOKS / name) if c["cell_type"] == "markdown"
                  for line in prose_lines(source(c))]
    assert len(translated) > 40
    assert not english & set(translated), english & set(translated)
    def headings(path):
        return [line for c in cells(path) if c["cell_type"] == "markdown"
                for line in source(c).splitlines() if line.startswith("#")]
    assert len(headings(NOTEBOOKS / name)) == len(headings(ENGLISH)) >= 5
    assert not set(headings(NOTEBOOKS / name)) & set(headings(ENGLISH))


def test_the_teachers_lesson_names_the_translations():
    teachers = "\n".join(source(c) for c in cells(NOTEBOOKS / "05-for-teachers.ipynb"))
    for name in TRANSLATIONS:
        assert f"`{name}`" in teachers and (NOTEBOOKS / name).is_file()
