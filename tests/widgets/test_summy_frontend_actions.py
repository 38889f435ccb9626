"""Summy widget actions behind the front end's dialogs: a new game can be taken back."""

from __future__ import annotations

import json

from test_summy_widget import best_move

from summy_widget import SummyWidget, i18n


def played_once() -> SummyWidget:
    w = SummyWidget(seed=4, opponent="computer")
    placements, _, _ = best_move(w)
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0}), w.error
    assert len(w.game.history) == 2  # the move and the computer's answer
    return w


def test_new_game_during_a_game_can_be_brought_back():
    w = played_once()
    before = w.game.to_json()
    assert not w.can_restore
    assert w.handle({"action": "new_game"}), w.error
    assert w.game.history == [] and w.can_restore
    assert w.handle({"action": "restore"}), w.error
    assert w.game.to_json() == before
    assert not w.can_restore and w.history[-1]["turn"] == 1


def test_restore_without_an_earlier_game_is_refused_in_words():
    w = SummyWidget(seed=4, opponent="computer", lang="de")
    before = w.game.to_json()
    assert not w.handle({"action": "restore"})
    assert w.error == i18n.t("summy.error.no-previous", "de")
    assert w.game.to_json() == before


def test_a_new_game_before_any_move_leaves_nothing_to_bring_back():
    w = SummyWidget(seed=4, opponent="computer")
    assert w.handle({"action": "new_game"}), w.error
    assert not w.can_restore
    assert json.loads(w.session.to_json())["game"] == "summy"


def test_spoken_symbol_names_in_three_languages():
    words = {"en": ("times", "divided by", "equals sign"),
             "de": ("mal", "geteilt durch", "Gleichheitszeichen"),
             "nl": ("keer", "gedeeld door", "isgelijkteken")}
    for lang, (times, divided, equals) in words.items():
        assert i18n.t("summy.say.times", lang) == times
        assert i18n.t("summy.say.divided-by", lang) == divided
        assert i18n.t("summy.say.equals", lang) == equals


def test_german_and_dutch_sentences_about_you_agree_with_you():
    for lang, says, never in (("de", "Du hast ", "Du hat "), ("nl", "Jij legde ", "Jij heeft ")):
        w = SummyWidget(seed=4, opponent="computer", lang=lang)
        placements, _, _ = best_move(w)
        assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
        assert w.handle({"action": "select", "turn": 0}), w.error
        assert says in w.explanation and never not in w.explanation
        w.session.select(1)
        assert w.session.explanation().count("Computer") >= 1
