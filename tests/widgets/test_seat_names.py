"""Default player names ("You", "Computer", "Player 1") follow the widget's language.

A seat still carrying a default name is renamed when ``lang`` changes (in the seats, the
game and the log, so a saved record has the name shown); a name someone typed never
changes; records saved in one language load in another.
"""

from __future__ import annotations

import json

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget, pari, summy
from summy_widget.session import Seat, default_key

WORDS = {"en": ("You", "Player"), "de": ("Du", "Spieler"), "nl": ("Jij", "Speler")}


def summy_names(w: SummyWidget) -> list[str]:
    return [p["name"] for p in w.players]


def summa_names(w: SummaWidget) -> list[str]:
    return [p["name"] for p in w.players]


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_default_names_at_creation(lang):
    you, player = WORDS[lang]
    assert summy_names(SummyWidget(seed=1, lang=lang, opponent="computer")) == [you, "Computer"]
    assert summy_names(SummyWidget(seed=1, lang=lang)) == [f"{player} 1", f"{player} 2"]
    assert PariWidget(seed=1, lang=lang).view["names"] == [you, "Computer"]
    assert PariWidget(seed=1, lang=lang, players=["computer", "You", "computer:strong"]
                      ).view["names"] == ["Computer 1", you, "Computer 2"]
    assert summa_names(SummaWidget(seed=1, lang=lang, seconds=None)) == [you, "Computer"]


def test_a_language_change_renames_the_defaults_only():
    w = SummyWidget(seed=4, players=["Ann", "You", "Friend"], lang="en")
    assert summy_names(w) == ["Ann", "You", "Friend"]
    w.lang = "de"
    assert summy_names(w) == ["Ann", "Du", "Freund"]
    assert w.game.names == ["Ann", "Du", "Freund"]  # a save now writes "Du"
    w.lang = "nl"
    assert summy_names(w) == ["Ann", "Jij", "Vriend"]
    w.lang = "en"
    assert summy_names(w) == ["Ann", "You", "Friend"]


def test_a_language_change_renames_the_log_and_the_sentences():
    w = SummyWidget(seed=4, opponent="computer", lang="en")
    assert w.handle({"action": "exchange", "tiles": w.rack[0]}), w.error
    assert [e["name"] for e in w.session.log] == ["You", "Computer"]
    w.lang = "de"
    assert [e["name"] for e in w.session.log] == ["Du", "Computer"]
    assert w.handle({"action": "select", "turn": 0}), w.error
    assert "Du hast 1 Stein" in w.explanation  # the sentences of "you", in German


def test_pari_renames_on_a_language_change_and_keeps_typed_names():
    w = PariWidget(seed=30, players=["Ann", "You", "computer", "computer"], lang="en")
    assert w.view["names"] == ["Ann", "You", "Computer 1", "Computer 2"]
    w.lang = "nl"
    assert w.view["names"] == ["Ann", "Jij", "Computer 1", "Computer 2"]
    assert [s.name for s in w.session.seats] == w.view["names"] == w.game.names


def test_summa_renames_on_a_language_change():
    w = SummaWidget(seed=1, seconds=None, players=["Ann", "You", "computer"], lang="en")
    w.lang = "de"
    assert summa_names(w) == ["Ann", "Du", "Computer"]
    assert w.game.names == ["Ann", "Du", "Computer"]


def test_which_names_are_defaults():
    assert default_key(Seat("Spieler 2")) == ("player", 2)
    assert default_key(Seat("Vriend")) == ("friend", None)
    assert default_key(Seat("Computer 2", "greedy")) == ("computer", 2)
    # typed names, and a person who is called "Computer", keep their names
    for seat in (Seat("Ann"), Seat("Computer"), Seat("Player"), Seat("Ann 2"),
                 Seat("Bot", "greedy"), Seat("You", "greedy")):
        assert default_key(seat) is None and seat.in_language("de") == seat


def test_no_rename_when_two_seats_would_read_alike():
    s = summy.Session(seats=["You", "Du"], seed=1)
    s.name_seats("nl")
    assert [x.name for x in s.seats] == s.game.names == ["You", "Du"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_summy_records_round_trip(tmp_path, lang):
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    assert w.handle({"action": "exchange", "tiles": w.rack[0]}), w.error
    path = w.save(tmp_path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["players"] == [WORDS[lang][0], "Computer"]
    same = SummyWidget.load(path, lang=lang)
    assert same.session.to_json() == path.read_text(encoding="utf-8")
    assert same.game == w.game and same.history == w.history
    other = SummyWidget.load(path, lang="nl")
    assert summy_names(other) == ["Jij", "Computer"]
    assert [e["name"] for e in other.session.log] == ["Jij", "Computer"]
    other.lang = lang  # back in the language it was saved in: the same record again
    assert other.session.to_json() == path.read_text(encoding="utf-8")


def test_a_record_with_typed_names_loads_unchanged(tmp_path):
    w = SummyWidget(seed=4, players=["Ann", "Ben"], lang="de")
    path = w.save(tmp_path)
    for lang in ("en", "de", "nl"):
        loaded = SummyWidget.load(path, lang=lang)
        assert summy_names(loaded) == ["Ann", "Ben"]
        assert loaded.session.to_json() == path.read_text(encoding="utf-8")


def test_pari_records_round_trip(tmp_path):
    w = PariWidget(seed=30, lang="de")
    path = w.save(tmp_path)
    assert json.loads(path.read_text(encoding="utf-8"))["players"] == ["Du", "Computer"]
    same = PariWidget.load(path, lang="de")
    assert same.session.to_json() == path.read_text(encoding="utf-8")
    assert PariWidget.load(path, lang="en").view["names"] == ["You", "Computer"]
    assert pari.Game.from_json(path.read_text(encoding="utf-8")).names == ["Du", "Computer"]


def test_summa_records_round_trip(tmp_path):
    w = SummaWidget(seed=1, seconds=None, lang="nl")
    path = w.save(tmp_path)
    same = SummaWidget.load(path, lang="nl")
    assert same.session.to_json() == path.read_text(encoding="utf-8")
    assert summa_names(SummaWidget.load(path, lang="de")) == ["Du", "Computer"]


def test_summa_renames_the_log_lines_written_before_a_language_change():
    now = [0.0]
    w = SummaWidget(players=["You"], seed=1, seconds=30, clock=lambda: now[0])
    w.handle({"action": "random_black"})
    w.handle({"action": "confirm_black"})
    now[0] = 31.0
    assert w.handle({"action": "time_up"})
    assert "Time is up for you" in w.log[-1]  # the default person is spoken to
    w.lang = "de"
    assert "Die Zeit ist um für dich" in w.log[-1] and "time" not in w.log[-1]


@pytest.mark.parametrize("lang,words", [("en", "Your turn: "), ("de", "Du bist am Zug: "),
                                        ("nl", "Jij bent aan de beurt: ")])
def test_pari_says_your_turn_without_the_default_name(lang, words):
    from summy_widget.pari.narrate import turn_words

    w = PariWidget(seed=30, lang=lang)
    assert turn_words(w.view, lang).startswith(words)
    typed = PariWidget(players=["Ann", "computer"], seed=30, lang=lang)
    assert turn_words(typed.view, lang).startswith("Ann, ")


@pytest.mark.parametrize("widget", [SummyWidget, SummaWidget, PariWidget])
@pytest.mark.parametrize(("players", "got"), [("You", "str 'You'"), (5, "int 5")])
def test_players_that_are_not_a_list_are_named_in_the_error(widget, players, got):
    """``players="You"`` (a name where a list is asked for) says what it got and shows a list."""
    with pytest.raises(TypeError) as caught:
        widget(players=players, seed=1)
    message = str(caught.value)
    assert message.startswith("players must be a list of ")
    assert message.endswith(f", not {got}") and "such as ['You', " in message
