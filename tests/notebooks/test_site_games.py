"""The classroom site's game notebooks (``lite/games``) in German and Dutch: the English game's
cells and code with the notebook's own ``lang=``, the game's buttons named as the game names
them in that language, and a game that speaks it when the cell runs."""

import ast
import json
import re
from pathlib import Path

import pytest
from test_translated_lessons import code_shape

from summy_widget import PariWidget, SummaWidget

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "lite" / "games"
I18N = ROOT / "summy_widget" / "i18n"
#: each translated game notebook, the English one it translates, its language and its game
TRANSLATIONS = {
    "spiele-summa-summarum.ipynb": ("play-summa-summarum.ipynb", "de", "summa"),
    "speel-summa-summarum.ipynb": ("play-summa-summarum.ipynb", "nl", "summa"),
    "spiele-pari.ipynb": ("play-pari.ipynb", "de", "pari"),
    "speel-pari.ipynb": ("play-pari.ipynb", "nl", "pari"),
}
WIDGETS = {"summa": SummaWidget, "pari": PariWidget}


def cells(name: str) -> list[dict]:
    return json.loads((GAMES / name).read_text(encoding="utf-8"))["cells"]


def text(name: str, kind: str) -> str:
    return "\n".join("".join(c["source"]) for c in cells(name) if c["cell_type"] == kind)


def words(game: str, lang: str) -> dict[str, str]:
    return json.loads((I18N / f"{game}.{lang}.json").read_text(encoding="utf-8"))


def test_every_game_notebook_of_the_site_is_in_three_languages():
    english = sorted(p.name for p in GAMES.glob("play-*.ipynb"))
    assert english == ["play-pari.ipynb", "play-summa-summarum.ipynb"]
    translated = sorted(p.name for p in GAMES.glob("*.ipynb") if p.name not in english)
    assert translated == sorted(TRANSLATIONS)
    for lang in ("de", "nl"):
        assert sorted(e for e, theirs, _ in TRANSLATIONS.values() if theirs == lang) == english


@pytest.mark.parametrize("name", sorted(TRANSLATIONS))
def test_a_translated_game_has_the_english_cells_and_code_in_its_language(name):
    english, lang, _ = TRANSLATIONS[name]
    metadata = json.loads((GAMES / name).read_text(encoding="utf-8"))["metadata"]
    assert metadata["summy_widget"]["lang"] == lang
    assert metadata["kernelspec"]["name"] == "python"  # the site's Pyodide kernel
    assert [c["cell_type"] for c in cells(name)] == [c["cell_type"] for c in cells(english)]
    code = text(name, "code")
    assert f'lang="{lang}"' in code
    assert code_shape(code) == code_shape(text(english, "code"))
    # no English sentence left (Jupyter's own messages excepted: JupyterLab says them so)
    theirs = text(name, "markdown").replace("Loading widget…", "").replace(
        "Error displaying widget: model not found", "")
    for english_word in (" the ", " and ", " your ", " with ", " press "):
        assert english_word not in theirs.lower(), english_word


@pytest.mark.parametrize("name", sorted(TRANSLATIONS))
def test_a_translated_game_names_the_buttons_as_the_game_does(name):
    english, lang, game = TRANSLATIONS[name]
    ours, theirs = words(game, "en"), words(game, lang)
    said = text(english, "markdown")
    named = [key for key, label in ours.items() if re.search(rf"\*{re.escape(label)}\*", said)]
    assert len(named) >= 2, named  # Save game, and Choose for me, Done or Play
    for key in named:
        assert re.search(rf"\*{re.escape(theirs[key])}\*", text(name, "markdown")), theirs[key]


@pytest.mark.parametrize("name", sorted(TRANSLATIONS))
def test_the_game_cell_makes_a_game_that_speaks_the_notebooks_language(name):
    _, lang, game = TRANSLATIONS[name]
    tree = ast.parse(text(name, "code"))
    *body, last = tree.body
    scope: dict = {}
    exec(compile(ast.Module(body, []), name, "exec"), scope)  # noqa: S102 - the notebook's code
    widget = eval(compile(ast.Expression(last.value), name, "eval"), scope)  # noqa: S307
    assert isinstance(widget, WIDGETS[game])
    assert widget.lang == lang and not widget.lang_from_browser
    assert widget.messages == {**widget.messages, **words(game, lang)}
