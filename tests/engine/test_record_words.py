"""A saved game that was changed by hand is refused in the pupil's language, wholly.

Each field of a record of each game, and each entry of its lists, is dropped or given a value
of another kind in turn; the record is loaded, and every refusal is read in German and Dutch.
No English piece may be left inside (it was: "es sollte a whole number sein", "(the racks do
not match the seed)", "players must be a list of names ..."). A piece is English when three
words in a row of the English message come back in the other language's (names such as
``exact_division``, ``Summa Summarum`` or ``True`` and quoted values, the same in every
language, are left out).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from summy_widget import pari, summa, summy
from summy_widget.errors import RecordError

GAMES = {"summy": summy, "summa": summa, "pari": pari}
#: what a field is given instead of its value (None: it is dropped)
ODD = (None, "zz", 5, [1], {"x": 1}, -1)


def _played(module: Any, turns: int = 6) -> dict:
    """A record of ``turns`` turns (seed 3, two players) as a dict."""
    game = module.Game(players=["Ann", "Ben"], seed=3)
    player = module.get_player("greedy")
    for _ in range(turns):
        if game.over:
            break
        seat = game.to_act[0]
        game.play(player.choose(game, seat), seat=seat)
    return json.loads(game.to_json())


def _places(value: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every field and list entry of ``value`` (the first and last of each list)."""
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _places(inner, (*path, key))
    elif isinstance(value, list) and value:
        for index in sorted({0, len(value) - 1}):
            yield from _places(value[index], (*path, index))


def _changed(record: dict, path: tuple, odd: Any) -> dict:
    """``record`` with the field at ``path`` dropped (``odd`` None) or set to ``odd``."""
    changed = copy.deepcopy(record)
    holder = changed
    for step in path[:-1]:
        holder = holder[step]
    if odd is None and isinstance(holder, dict):
        del holder[path[-1]]
    else:
        holder[path[-1]] = odd
    return changed


def _plain_words(text: str) -> list[str]:
    """The words of ``text`` but quoted values, names (with a capital or ``_``) and figures."""
    text = re.sub(r"'[^']*'|\"[^\"]*\"|\[[^\]]*\]|\{[^}]*\}", " | ", text)
    return [w if re.fullmatch(r"[a-z]+", w) else "|" for w in re.findall(r"[\w|]+", text)]


def english_left(english: str, other: str) -> list[str]:
    """The runs of three words of ``english`` that ``other`` says too.

    >>> english_left("it should be a whole number", "es sollte a whole number sein")
    ['a whole number']
    >>> english_left("exact_division must be True or False", "exact_division muss True oder ...")
    []
    """
    def runs(words: list[str]) -> set[str]:
        return {" ".join(words[i:i + 3]) for i in range(len(words) - 2)
                if "|" not in words[i:i + 3]}
    return sorted(runs(_plain_words(english)) & runs(_plain_words(other)))


def _refusals(module: Any) -> Iterator[tuple[str, RecordError]]:
    """Each changed record of ``module``'s game that is refused, with its error."""
    record = _played(module)
    for path in _places(record):
        if not path:
            continue
        for odd in ODD:
            try:
                module.Game.from_json(json.dumps(_changed(record, path, odd)))
            except RecordError as error:
                yield f"{'.'.join(map(str, path))}={odd!r}", error


@pytest.mark.parametrize("name", list(GAMES))
def test_a_record_changed_by_hand_is_refused_wholly_in_german_and_dutch(name):
    refused = list(_refusals(GAMES[name]))
    assert len(refused) > 30  # the sweep reaches the set-up, the moves and the checks
    left = {}
    for change, error in refused:
        for lang in ("de", "nl"):
            english = english_left(error.text("en"), error.text(lang))
            if english:
                left[f"{change} ({lang})"] = (english, error.text(lang))
    assert left == {}


@pytest.mark.parametrize(("name", "change", "lang", "words"), [
    ("summy", {"seed": None}, "de", "Das Feld 'seed' der Aufzeichnung fehlt oder ist falsch: "
                                    "es sollte eine ganze Zahl sein"),
    ("summy", {"racks": ["=", "="]}, "nl", "Het verslag is na het opslaan veranderd (de fiches "
                                           "passen niet bij de startwaarde): het kan niet "
                                           "worden geladen"),
    ("pari", {"rules": {"deduct": 7}}, "de", "der Spielaufbau der Aufzeichnung (Regeln, "
                                             "Startwert oder Spieler) ist falsch: deduct muss "
                                             "eines von 3, 4 sein, nicht 7"),
    ("summy", {"players": "Ann"}, "nl", "de opzet van het spelverslag (regels, startwaarde of "
                                        "spelers) klopt niet: 'players' zou een lijst met namen "
                                        "moeten zijn, niet 'Ann'"),
])
def test_a_record_changed_by_hand_names_what_is_wrong(name, change, lang, words):
    record = _played(GAMES[name], turns=2)
    for key, value in change.items():
        if value is None:
            del record[key]
        elif isinstance(value, dict):
            record[key] = {**record[key], **value}
        else:
            record[key] = value
    with pytest.raises(RecordError) as caught:
        GAMES[name].Game.from_json(json.dumps(record))
    assert caught.value.text(lang) == words
