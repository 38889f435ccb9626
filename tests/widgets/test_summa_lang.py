"""Summa Summarum in German and Dutch: one word for a row, grammatical sentences around
the default player, singular points, dice and cells as the pupil sees them."""

from __future__ import annotations

import json

import pytest

import summy_widget as sw
from summy_widget import SummaWidget, i18n, summa
from summy_widget.summa.grid import Grid
from summy_widget.summa.scoring import check_group


def _say(w: SummaWidget, text: str) -> str:
    assert w.handle({"action": "command", "text": text})
    return w.said["text"]


def test_german_calls_a_row_zeile_everywhere_and_reads_reihe_too():
    words = {k: v for k, v in i18n.table("de").items() if k.startswith("summa.")}
    assert not [k for k, v in words.items() if "Reihe" in v], "German Summa says Reihe"
    assert words["summa.word.row"] == "Zeile"
    w = SummaWidget(players=["Ann"], seed=1, seconds=None, lang="de")
    assert _say(w, "lies zeile 2").startswith("Zeile 2: A2")
    assert _say(w, "lies reihe 2").startswith("Zeile 2: A2")


@pytest.mark.parametrize("lang, words", [
    ("en", "not now: that belongs to the step “scoring the rows”; "
           "now it is the step “blackening 4 cells”"),
    ("de", "nicht jetzt: das gehört zum Schritt „die Zeilen werten“; "
           "jetzt ist der Schritt „4 Kästchen schwärzen“ dran"),
    ("nl", "niet nu: dat hoort bij de stap ‘de rijen tellen’; "
           "nu is de stap ‘4 vakjes zwart maken’ aan de beurt"),
])
def test_the_wrong_step_message_is_a_sentence(lang, words):
    w = SummaWidget(players=["Ann"], seed=1, seconds=None, lang=lang)
    assert _say(w, i18n.t("summa.cmd.best", lang).split("|")[0]) == words


@pytest.mark.parametrize("lang, mine, show", [
    ("en", "Your sheet", "Show your sheet"),
    ("de", "Dein Blatt", "Dein Blatt zeigen"),
    ("nl", "Jouw blad", "Toon jouw blad"),
])
def test_the_default_player_has_phrases_of_their_own_for_the_sheet(lang, mine, show):
    w = SummaWidget(seed=1, seconds=None, lang=lang)
    names = [p["name"] for p in w.players]
    assert i18n.t("summa.ui.you", lang) in names  # the default player the screen names
    assert w.messages["summa.ui.sheet-of-you"] == mine
    assert w.messages["summa.ui.show-sheet-you"] == show
    assert "{name}" in w.messages["summa.ui.sheet-of"]  # other players keep their name


def test_one_point_is_singular():
    grid = "VXVILL\nIXVXLI\nLXIIVI\nIIILII\nLXVXIX\nLLXXXV"  # the best is 1 point above greedy
    said = {lang: summa.best_score(grid).explain(lang).why_best()[-1] for lang in i18n.LANGUAGES}
    assert said["en"].endswith(": 1 point more in all.")
    assert said["de"].endswith(": insgesamt 1 Punkt mehr.")
    assert said["nl"].endswith(": in totaal 1 punt meer.")
    assert [i18n.t("summa.review.lost-one", lang) for lang in ("en", "de", "nl")] == [
        "1 point lost.", "1 Punkt verschenkt.", "1 punt laten liggen."]


@pytest.mark.parametrize("lang, die, cell, word", [
    ("en", "there is no die 10: the dice are die 1 to die 4",
     "row 10, column J is not on the sheet", "not a die"),
    ("de", "einen Würfel 10 gibt es nicht: die Würfel heißen Würfel 1 bis Würfel 4",
     "Zeile 10, Spalte J liegt nicht auf dem Blatt", "kein Würfel"),
    ("nl", "dobbelsteen 10 bestaat niet: de dobbelstenen heten dobbelsteen 1 tot en met "
           "dobbelsteen 4", "rij 10, kolom J ligt niet op het blad", "geen dobbelsteen"),
])
def test_dice_and_cells_are_named_as_on_the_screen(lang, die, cell, word):
    w = SummaWidget(players=["Ann"], seed=1, seconds=None, lang=lang)
    for c in ("A1", "C2", "E3", "B6"):
        assert w.handle({"action": "toggle_black", "cell": c})
    assert w.handle({"action": "confirm_black"})
    assert w.stage == "place"
    w.handle({"action": "place", "die": 9, "cell": [2, 2]})
    assert w.error == die and "0" not in w.error.replace("10", "")
    w.handle({"action": "place", "die": 0, "cell": [9, 9]})
    assert w.error.startswith(cell) and "[9, 9]" not in w.error
    w.handle({"action": "place", "die": "a", "cell": [2, 2]})
    assert word in w.error and "0" not in w.error


@pytest.mark.parametrize("game, lang, name", [
    ("summy", "en", "Summy"), ("summy", "de", "Summy"), ("summy", "nl", "Kruissom"),
    ("pari", "de", "=Pari="), ("chess", "nl", "chess"),
])
def test_a_record_of_another_game_names_it_as_the_pupil_knows_it(game, lang, name):
    with pytest.raises(sw.RecordError) as info:
        summa.Game.from_json(json.dumps({"game": game, "version": 1}))
    assert info.value.code == "record-game"
    assert f" {name}," in info.value.text(lang) and f" {game}," not in info.value.text(lang) \
        or game == name


@pytest.mark.parametrize("lang, you, ann", [
    ("en", "you have already blackened 4 cells", "Ann has already blackened 4 cells"),
    ("de", "du hast schon 4 Kästchen geschwärzt", "Ann hat schon 4 Kästchen geschwärzt"),
    ("nl", "je hebt al 4 vakjes zwart gemaakt", "Ann heeft al 4 vakjes zwart gemaakt"),
])
def test_errors_and_log_lines_about_the_default_player_are_grammatical(lang, you, ann):
    name = i18n.t("summa.ui.you", lang)
    game = summa.Game(players=[name, "Ann", "Ben"], seed=1)
    said = []
    for seat in (0, 1):
        game.blacken(seat, "A1 C2 E3 B6")
        with pytest.raises(sw.IllegalMoveError) as info:
            game.blacken(seat, "A1 C2 E3 B6")
        assert info.value.code == "setup-done"
        said.append(info.value.text(lang))
    assert said == [you, ann]
    s = summa.Session([name, "computer"], seed=1, lang=lang)
    line = s._said("summa.ui.log.time-up", name=name, cells="A1")
    assert line == {"en": "Time is up for you: the rest went into A1",
                    "de": "Die Zeit ist um für dich: der Rest wurde in A1 eingetragen",
                    "nl": "De tijd is om voor jou: de rest ging naar A1"}[lang]


@pytest.mark.parametrize("lang, one, two", [
    ("en", "Choose 1 more cell to blacken", "Choose 2 more cells to blacken"),
    ("de", "Wähle noch 1 Kästchen zum Schwärzen", "Wähle noch 2 Kästchen zum Schwärzen"),
    ("nl", "Kies nog 1 vakje om zwart te maken", "Kies nog 2 vakjes om zwart te maken"),
])
def test_counts_have_no_made_up_plurals(lang, one, two):
    w = SummaWidget(players=["Ann"], seed=1, seconds=None, lang=lang)
    for cell in ("A1", "C2"):
        assert w.handle({"action": "toggle_black", "cell": cell})
    assert w.preview["text"].endswith(two)
    assert w.handle({"action": "toggle_black", "cell": "E3"})
    assert w.preview["text"].endswith(one)
    with pytest.raises(sw.GameError) as info:
        check_group(Grid.from_text("I.....\n" + "......\n" * 5), "A1", "across")
    assert "(s)" not in info.value.text(lang) and info.value.code == "group-short"
    assert " 1 " in info.value.text(lang)
    words = [v for k, v in i18n.table(lang).items() if k.startswith("summa.")]
    assert not [v for v in words if "(s)" in v or "(en)" in v or "(e)" in v]


def test_a_move_text_names_players_from_1_and_the_methods_from_0():
    game = summa.Game(players=["Ann", "Ben"], seed=1)
    with pytest.raises(sw.IllegalMoveError) as info:
        game.play("3 black A1 C2 E3 B6")
    assert info.value.text("de") == (
        "einen Spieler 3 gibt es in diesem Spiel nicht: die Spieler sind 1 bis 2")
    with pytest.raises(sw.IllegalMoveError) as info:
        game.blacken(2, "A1 C2 E3 B6")
    assert info.value.text() == (
        "2 is not a player of this game: the players are numbered 0 to 1")


def test_the_last_second_is_said_in_the_singular():
    said = {lang: SummaWidget(players=["Ann"], seed=1, lang=lang).messages
            ["summa.ui.live.time-short-one"] for lang in i18n.LANGUAGES}
    assert said == {"en": "1 second left", "de": "noch 1 Sekunde", "nl": "nog 1 seconde"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_keys_line_names_the_command_box_by_its_label(lang):
    """The keys line stands under the command box: it names the box, it does not say below."""
    keys, label = i18n.t("summa.ui.keys", lang), i18n.t("summa.ui.command", lang)
    assert label in keys.rsplit(".", 2)[-2]
    assert not any(word in keys for word in ("below", "unten", "hieronder"))


@pytest.mark.parametrize(("lang", "chosen"), [
    ("en", "once everything is chosen"), ("de", "ist alles gewählt"),
    ("nl", "is alles gekozen")])
def test_the_keys_line_says_a_further_enter_goes_on(lang, chosen):
    """The Enter that chooses the last cell or die does not go on by itself (``pressEnter`` in
    ``js/summa/play.js``): the keys line says that one more Enter does, before the words on
    scoring."""
    keys = i18n.t("summa.ui.keys", lang)
    after = keys.split(chosen, 1)[1].split("(", 1)[0]
    assert "Enter" in after
