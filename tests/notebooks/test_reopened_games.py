"""A notebook opened again another day shows, where its game was, only Jupyter's "Loading
widget…" or "Error displaying widget: model not found" (the game's Python has stopped): the
text just above the game cell of every notebook a pupil plays in says so, and what to do."""

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("SummyWidget(", "SummaWidget(", "PariWidget(")
# the notebooks a pupil plays a game in, and whether they show how to continue a saved game
PLAYED = {"notebooks/01-play-summy.ipynb": True, "notebooks/06-summa-summarum.ipynb": True,
          "notebooks/07-pari.ipynb": True, "lite/games/play-pari.ipynb": False,
          "lite/games/play-summa-summarum.ipynb": False,
          "lite/games/spiele-summa-summarum.ipynb": False, "lite/games/spiele-pari.ipynb": False,
          "lite/games/speel-summa-summarum.ipynb": False, "lite/games/speel-pari.ipynb": False,
          "notebooks/01-speel-kruissom.ipynb": True, "notebooks/01-spiele-summy.ipynb": True,
          "notebooks/06-romeinse-cijfers.ipynb": True, "notebooks/06-roemische-zahlen.ipynb": True,
          "notebooks/07-pari-spelen.ipynb": True, "notebooks/07-pari-spielen.ipynb": True}
#: what to do, in the notebook's language: run the cell again, or continue a saved game
WHAT_TO_DO = {"en": ("Run the cell again for a new game", "continue a saved one"),
              "de": ("Führe die Zelle noch einmal aus für ein neues Spiel",
                     "setze ein gespeichertes fort"),
              "nl": ("Voer de cel opnieuw uit voor een nieuw spel",
                     "ga verder met een opgeslagen spel")}


def lang_of(path: Path) -> str:
    """The language the notebook is written in (English when its metadata names none)."""
    metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
    return metadata.get("summy_widget", {}).get("lang", "en")


def above_the_game(path: Path) -> str:
    """The markdown cell just above the notebook's first game cell, its lines joined."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    first = next(i for i, c in enumerate(cells)
                 if c["cell_type"] == "code" and any(g in "".join(c["source"]) for g in GAMES))
    above = next(c for c in reversed(cells[:first]) if c["cell_type"] == "markdown")
    return " ".join("".join(above["source"]).split())


@pytest.mark.parametrize(("path", "saved"), PLAYED.items(), ids=list(PLAYED))
def test_the_game_cell_says_what_a_reopened_notebook_shows(path, saved):
    words = above_the_game(ROOT / path)
    # Jupyter's own words, as the pupil sees them (JupyterLab says them in English)
    assert "*Loading widget…*" in words and "*Error displaying widget: model not found*" in words
    again, continued = WHAT_TO_DO[lang_of(ROOT / path)]
    assert again in words
    assert (continued in words) is saved
