"""Every notebook a pupil plays a game in says how to get an easier computer, with a level that
game knows (``beginner``, which the three games share)."""

import json
import re
from pathlib import Path

import pytest

from summy_widget import pari, summa, summy

ROOT = Path(__file__).resolve().parents[2]
#: the notebooks a pupil plays in, and the levels of their game
PLAYED = {"notebooks/01-play-summy.ipynb": summy.LEVELS,
          "notebooks/06-summa-summarum.ipynb": tuple(summa.players.LEVELS),
          "notebooks/07-pari.ipynb": pari.players.LEVELS,
          "lite/games/play-summa-summarum.ipynb": tuple(summa.players.LEVELS),
          "lite/games/play-pari.ipynb": pari.players.LEVELS,
          "lite/games/spiele-summa-summarum.ipynb": tuple(summa.players.LEVELS),
          "lite/games/speel-summa-summarum.ipynb": tuple(summa.players.LEVELS),
          "lite/games/spiele-pari.ipynb": pari.players.LEVELS,
          "lite/games/speel-pari.ipynb": pari.players.LEVELS,
          "notebooks/01-speel-kruissom.ipynb": summy.LEVELS,
          "notebooks/01-spiele-summy.ipynb": summy.LEVELS,
          "notebooks/06-romeinse-cijfers.ipynb": tuple(summa.players.LEVELS),
          "notebooks/06-roemische-zahlen.ipynb": tuple(summa.players.LEVELS),
          "notebooks/07-pari-spelen.ipynb": pari.players.LEVELS,
          "notebooks/07-pari-spielen.ipynb": pari.players.LEVELS}


def text_of(path: Path) -> str:
    return "\n".join("".join(c["source"])
                     for c in json.loads(path.read_text(encoding="utf-8"))["cells"])


@pytest.mark.parametrize(("path", "levels"), PLAYED.items(), ids=list(PLAYED))
def test_the_notebook_names_an_easier_computer_its_game_knows(path, levels):
    named = re.findall(r'computer:(\w+)"|level="(\w+)"', text_of(ROOT / path))
    named = {a or b for a, b in named}
    assert "beginner" in named, (path, named)
    assert named <= set(levels), named - set(levels)
