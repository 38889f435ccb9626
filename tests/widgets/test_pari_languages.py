"""=Pari= in German and Dutch: sentences about the default person ("Du hast ...", not
"Du hat ..."), no Python in a pupil's message, a help that lists only the commands the
rules allow, real plurals, and the new-game options named in the pupil's language."""

from __future__ import annotations

import pytest

from summy_widget import i18n
from summy_widget.pari import Rules
from summy_widget.pari.narrate import describe, joined, winner_words
from summy_widget.widgets.pari import PariWidget

YOU = {"en": "You", "de": "Du", "nl": "Jij"}
LANGS = ("en", "de", "nl")
LAY = {"kind": "lay", "equation": 0, "card": "7", "side": "left"}
DRAW = {"kind": "draw", "piles": ["digit", "digit"]}
PLAY = {"kind": "play", "equation": 0, "row": "5=2+3", "points": 1, "valid": True, "added": 2}


def played_one(lang: str) -> PariWidget:
    """The default person has laid a wrong card and now draws (0 or 2 cards)."""
    w = PariWidget(seed=30, lang=lang)
    assert w.handle({"action": "ready"})
    assert w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 0})
    assert w.handle({"action": "submit"})
    assert w.view["phase"] == "draw" and w.view["draw_options"] == [0, 2]
    return w


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "You laid 1 card into equation 1: 5=2 (not correct, no points)"),
    ("de", "Du hast 1 Karte an Gleichung 1 gelegt: 5=2 (nicht richtig, keine Punkte)"),
    ("nl", "Jij legde 1 kaart bij vergelijking 1: 5=2 (klopt niet, geen punten)"),
])
def test_the_log_speaks_to_the_default_person(lang, expected):
    w = played_one(lang)
    assert w.view["log"][-1] == expected
    assert w.view["you"] == [0]


def test_sentences_about_the_default_person_in_each_language():
    de = {**LAY, "name": "Du"}
    assert describe(de, "de") == "Du hast eine neue Karte 7 links an Gleichung 1 gelegt"
    assert describe({**DRAW, "name": "Du"}, "de") == "Du hast 2 Karten gezogen: 2 Ziffern"
    assert describe({**PLAY, "name": "Du"}, "de") == (
        "Du hast Gleichung 1 richtig gemacht: 5=2+3, 1 Punkt")
    assert describe({**PLAY, "name": "Ann"}, "nl") == (
        "Ann maakte vergelijking 1 kloppend: 5=2+3, 1 punt")
    up = {"kind": "time-up"}
    assert describe({**up, "name": "Du"}, "de") == "Deine Zeit ist um: keine Karte gelegt"
    assert describe({**up, "name": "Jij"}, "nl") == "Jouw tijd is om: geen kaart gelegd"
    assert describe({**up, "name": "You"}, "en") == "Your time ran out: no cards played"
    assert joined([de, {**DRAW, "name": "Du"}], "de").startswith("Du hast eine neue Karte 7")
    give = {"kind": "pass", "name": "Computer", "to_name": "Du"}
    assert describe(give, "de") == "Computer hat dir eine Karte gegeben"
    assert joined([{**DRAW, "name": "Computer"}, give], "de").endswith("und dir eine Karte gegeben")
    assert describe({**give, "to_name": "Jij"}, "nl") == "Computer gaf jou een kaart"
    for lang in LANGS:
        for event in (LAY, DRAW, PLAY, {"kind": "time"}, {"kind": "draw", "piles": []}):
            text = describe({**event, "name": YOU[lang]}, lang)
            assert text.startswith(YOU[lang] + " ") and " hat " not in text, text


def test_the_winner_in_the_second_person():
    assert winner_words(["Du"], "de") == "Du hast gewonnen!"
    assert winner_words(["Jij"], "nl") == "Jij hebt gewonnen!"
    assert winner_words(["You"], "en") == "You won!"
    assert winner_words(["Du", "Ann"], "de") == "Du und Ann gewinnt gemeinsam!"
    assert winner_words(["Ann"], "de") == "Gewonnen hat: Ann!"
    for lang in LANGS:  # the front end shows the same words
        assert i18n.t("pari.review.title-mine-you", lang) and "{" not in i18n.t(
            "pari.replay-note-you", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_no_python_in_the_variant_messages_and_the_help_lists_only_allowed_commands(lang):
    w = PariWidget(seed=30, lang=lang)
    w.handle({"action": "ready"})
    time_word = i18n.t("pari.cmd.time", lang).split("|")[0]
    assert not w.handle({"action": "command", "text": time_word})
    assert "Rules(" not in w.error and "think_seconds" not in w.error and w.error
    for key in ("pari.error.no-timer", "pari.error.variant-off.move",
                "pari.error.variant-off.cover"):
        assert "Rules(" not in i18n.t(key, lang) and "_" not in i18n.t(key, lang)
    assert w.handle({"action": "command", "text": i18n.t("pari.cmd.help", lang).split("|")[0]})
    helped = w.view["said"]["text"]
    for verb in ("time", "move", "cover", "pass"):
        example = i18n.t(f"pari.cmd.example.{verb}", lang)
        assert example not in helped, (verb, helped)
    assert i18n.t("pari.cmd.example.draw", lang) in helped
    rich = PariWidget(seed=30, lang=lang, rules=Rules(paid_moves=True, think_seconds=60,
                                                        pass_card=True))
    rich.handle({"action": "ready"})
    rich.handle({"action": "command", "text": i18n.t("pari.cmd.help", lang).split("|")[0]})
    for verb in ("time", "move", "cover", "pass"):
        assert i18n.t(f"pari.cmd.example.{verb}", lang) in rich.view["said"]["text"]


@pytest.mark.parametrize(("lang", "expected", "button"), [
    ("en", "draw 0 or 2 cards", "Stop at 1 card"),
    ("de", "ziehe 0 oder 2 Karten", "Bei 1 Karte aufhören"),
    ("nl", "trek 0 of 2 kaarten", "Stoppen bij 1 kaart"),
])
def test_draw_choices_and_plurals_in_words(lang, expected, button):
    w = played_one(lang)
    assert w.handle({"action": "draw_card", "pile": "digit"})
    assert not w.handle({"action": "draw_done"})
    assert w.error == expected
    # the front end's "stop at n cards" button is filled with the card words
    assert i18n.t("pari.draw-done-n", lang, cards=i18n.t("pari.card-one", lang, n=1)) == button
    for key, text in i18n.table(lang).items():
        if key.startswith("pari."):
            assert "(n)" not in text and "(e)" not in text and "(en)" not in text, key
            assert " / " not in text, key


@pytest.mark.parametrize(("lang", "name", "place"), [
    ("en", "paid moves", "the equation must be a number, not 'a'"),
    ("de", "Bezahlte Züge", "die Gleichung muss eine Zahl sein, nicht „a“"),
    ("nl", "betaalde zetten", "de vergelijking moet een getal zijn, niet 'a'"),
])
def test_options_and_wrong_types_named_in_words(lang, name, place):
    w = PariWidget(seed=30, lang=lang)
    assert not w.handle({"action": "new_game", "options": {"colour": "red"}})
    assert name in w.error and "paid_moves" not in w.error and "think_seconds" not in w.error
    assert not w.handle({"action": "new_game", "options": {"paid_moves": 3}})
    assert name in w.error and "paid_moves" not in w.error
    w.handle({"action": "ready"})
    assert not w.handle({"action": "place", "equation": "a", "gap": 0, "hand_index": 0})
    assert w.error == place
    assert i18n.t("pari.opt.paid-moves", lang).lower().startswith(name.lower())


@pytest.mark.parametrize(("names", "lang", "expected"), [
    (["Du", "Ben"], "de", "die neue Reihe 0=2 fügt 0 hinzu, aber du hast keine 0 (deine Hand ist "),
    (["Jij", "Ben"], "nl", "de nieuwe rij 0=2 voegt 0 toe, maar je hebt geen 0 (je hand is "),
    (["You", "Ben"], "en", "the new row 0=2 adds 0, but you hold no 0 (your hand is "),
    (["Ann", "Ben"], "de", "die neue Reihe 0=2 fügt 0 hinzu, aber Ann hat keine 0 (die Hand ist "),
])
def test_a_card_not_held_is_said_to_the_default_person(names, lang, expected):
    from summy_widget.errors import GameError
    from summy_widget.pari import Game

    g = Game(players=names, seed=30)
    assert g.rows[0] == "=2" and "0" not in g.hands[0]
    with pytest.raises(GameError) as caught:
        g.play("#1 0=2")
    assert caught.value.text(lang).startswith(expected)
    for key in ("pay-time", "pay-move", "pass-not-held", "cover-not-held"):
        assert "{name}" not in i18n.t(f"pari.error.{key}-you", lang)
