"""A saved game that is not there or not a record of the game, and a game made with a level
or a number of players it does not have, in the three widgets: one error with the same code in
each, and its message (its ``str``, what the notebook shows) in the language asked for. A game
loaded with ``practice=True`` can take back its turns in all three (Summa Summarum and =Pari=
ignored the option)."""

import json

import pytest

from summy_widget import (
    GameError,
    PariWidget,
    RecordError,
    SummaWidget,
    SummyWidget,
    pari,
    summa,
    summy,
)

WIDGETS = {"summy": SummyWidget, "summa": SummaWidget, "pari": PariWidget}
ENGINES = {"summy": summy, "summa": summa, "pari": pari}
WORDS = {"en": "there is no file", "de": "Es gibt keine Datei", "nl": "Er is geen bestand"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_missing_file_is_a_record_error_in_the_language(tmp_path, game, lang):
    with pytest.raises(RecordError) as err:
        WIDGETS[game].load(tmp_path / "yesterday.json", lang=lang)
    assert err.value.code == "record-missing"
    assert str(err.value) == err.value.text(lang)
    assert str(err.value).startswith(WORDS[lang]) and "yesterday.json" in str(err.value)


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_folder_is_no_file(tmp_path, game):
    with pytest.raises(RecordError) as err:
        WIDGETS[game].load(tmp_path, lang="nl")
    assert err.value.code == "record-missing" and str(err.value).startswith(WORDS["nl"])


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_record_of_another_game_is_refused_in_the_language(tmp_path, game):
    other = "pari" if game != "pari" else "summy"
    path = tmp_path / "other.json"
    path.write_text(ENGINES[other].Game(players=["Ann", "Ben"], seed=3).to_json(),
                    encoding="utf-8")
    for lang in ("de", "nl", "en"):
        with pytest.raises(RecordError) as err:
            WIDGETS[game].load(path, lang=lang)
        assert err.value.code == "record-game"
        assert str(err.value) == err.value.text(lang)
    assert "Aufzeichnung" in err.value.text("de") and "verslag" in err.value.text("nl")


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_without_a_language_the_error_is_english(tmp_path, game):
    path = tmp_path / "broken.json"
    path.write_text("not a record", encoding="utf-8")
    with pytest.raises(RecordError) as err:
        WIDGETS[game].load(path)
    assert err.value.code == "record-json" and str(err.value) == err.value.text("en")


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_good_record_still_loads_in_the_language(tmp_path, game):
    path = tmp_path / "good.json"
    path.write_text(ENGINES[game].Game(players=["Ann", "Ben"], seed=3).to_json(),
                    encoding="utf-8")
    widget = WIDGETS[game].load(path, lang="de")
    assert widget.lang == "de" and json.loads(widget.game.to_json())["seed"] == 3


@pytest.mark.parametrize(("lang", "words"), [("de", "ist keine Spielstärke"),
                                             ("nl", "is geen niveau"), ("NL-be", "is geen niveau"),
                                             (None, "is not a computer level")])
@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_misspelt_level_is_refused_in_the_language(game, lang, words):
    with pytest.raises(GameError) as err:
        WIDGETS[game](lang=lang, players=["Ann", "computer:gredy"])
    assert err.value.code == "unknown-level"
    assert words in str(err.value) and "'greedy'" in str(err.value)


def test_too_many_players_for_pari_are_refused_in_the_language():
    with pytest.raises(GameError) as err:
        PariWidget(lang="de", players=list("ABCDEFG"))
    assert str(err.value) == err.value.text("de") and "7" in str(err.value)


@pytest.mark.parametrize("game", sorted(WIDGETS))
def test_a_game_loaded_for_practice_can_take_back_a_turn(tmp_path, game):
    saved = WIDGETS[game](players=["Ann", "computer"], seed=5).save(tmp_path)
    widget = WIDGETS[game].load(saved, practice=True)
    session = widget.session
    assert widget.practice and session.practice
    before = session.game.to_json()
    seat = session.game.to_act[0]
    session.act(ENGINES[game].get_player("greedy").choose(session.game, seat), seat)
    assert session.game.to_json() != before
    session.undo()
    assert session.game.to_json() == before
    assert not WIDGETS[game].load(saved).practice  # and without it, no undo
