"""Whatever a pupil types into a game's command line gets an answer or a refusal in words.

Lines are made at random from each game's own command words, cells, numbers and symbols
(in three languages), on seeded games: no line may end in any other error. ``row 3`` in
Summa Summarum used to raise an AttributeError.
"""

from __future__ import annotations

import random

import pytest

from summy_widget.errors import GameError
from summy_widget.pari import Session as PariSession
from summy_widget.pari import commands as pari_commands
from summy_widget.summa import Session as SummaSession
from summy_widget.summa.commands import Commands, Refusal
from summy_widget.summy import Session as SummySession
from summy_widget.summy import commands as summy_commands

WORDS = {
    "summy": "read row column rack put take submit swap hint score last help lees rij kolom "
             "leg neem verstuur wissel lies zeile spalte lege nimm senden tausche 13 M13 J13 A1 "
             "Y25 Z99 > v = + - x : 4 3 7 0 4+3=7 J13> 4+3(=)7 ( ) all 99999999999 -1 ? # ,",
    "summa": "put read row column black score across down done hint help time random mark best "
             "dice take X V I L C B3 A1 F6 G7 b3 a1-c1 A1-C1 1 2 99 3 B IV XL ? , lies zeile "
             "spalte lees rij kolom",
    "pari": "read hand put take play lay draw pass score last hint time move cover help equation "
            "position card all to with digit operator left right 1 2 3 0 -1 99 7 5 x + - : = # "
            "#1 #2 #0 #99 5=2+3 x=5 3x2=6 ? , lees leg pak speel lies lege nimm spiele",
}


def _summy(seed: int, lang: str):
    session = SummySession(["You", "computer:greedy"], seed=seed, lang=lang)
    return lambda text: summy_commands.run(session, text)


def _summa(seed: int, lang: str):
    session = SummaSession(["You", "computer:greedy"], seed=seed, lang=lang)
    session.ready()
    return Commands(session).run


def _pari(seed: int, lang: str):
    session = PariSession(["You", "computer:greedy"], seed=seed, lang=lang)
    return lambda text: pari_commands.run(session, text)


GAMES = {"summy": _summy, "summa": _summa, "pari": _pari}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_line_typed_at_random_is_answered_or_refused_in_words(game, lang):
    rng = random.Random(f"{game}-{lang}")
    words = WORDS[game].split()
    answered = refused = 0
    for seed in range(4):
        run = GAMES[game](seed, lang)
        for _ in range(120):
            text = " ".join(rng.choice(words) for _ in range(rng.randint(1, 4)))
            try:
                said = run(text)
            except GameError as error:
                assert error.text(lang), text
                refused += 1
                continue
            assert isinstance(said, str), text
            if isinstance(said, Refusal):  # Summa's command line returns its refusals
                refused += 1
            else:
                answered += 1
    assert answered > 5 and refused > 100  # both kinds of line were typed
