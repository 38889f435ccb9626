"""Summy's words in German and Dutch carry no English and no internal names: the hint for a
rack with no move, refusals of the command line, out-of-turn about the default player, saved
files that are not records (or not there) and the puzzle's difficulty."""

from __future__ import annotations

import pytest

from summy_widget import SummyWidget, i18n, summy
from summy_widget.errors import RecordError
from summy_widget.protocol import read_record
from summy_widget.summy.hints import _exchange_hint

LANGS = ["en", "de", "nl"]
YOU = {"en": "You", "de": "Du", "nl": "Jij"}


@pytest.mark.parametrize(("lang", "verb"), [("de", "tausche 3, 4"), ("nl", "wissel 3, 4")])
def test_the_last_hint_without_a_move_says_exchange_in_the_language(lang, verb):
    text = _exchange_hint(list("=+3457"), 4, lang, 0).text
    assert verb in text and "swap" not in text and "=, +, 5, 7" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_puzzle_difficulty_has_words_in_each_language(lang):
    words = [i18n.t(f"summy.puzzle.difficulty.{d}", lang) for d in ("easy", "medium", "hard")]
    assert len(set(words)) == 3 and not any(w.startswith("summy.") for w in words)
    if lang != "en":
        assert not {"easy", "medium", "hard"} & set(words)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "it is your turn"), ("de", "du bist dran"), ("nl", "jij bent aan de beurt")])
def test_out_of_turn_about_the_default_player_is_a_sentence_of_its_own(lang, said):
    session = summy.Session([YOU[lang], "Ann"], seed=4, lang=lang)
    session.ready()
    with pytest.raises(summy.IllegalMoveError) as err:
        session.hint_step(player=1)
    text = err.value.text(lang)
    assert said in text and f"{YOU[lang]} ist" not in text and f"{YOU[lang]} is" not in text
    other = summy.Session(["Ann", "Ben"], seed=4, lang=lang)
    other.ready()
    with pytest.raises(summy.IllegalMoveError) as err:
        other.hint_step(player=1)
    assert "Ann" in err.value.text(lang)


@pytest.mark.parametrize(("lang", "commands", "words"), [
    ("en", ("read row 99", "read column Z", "take A1"), ("row 99", "column Z", "A1")),
    ("de", ("lies zeile 99", "lies spalte Z", "nimm A1"), ("Zeile 99", "Spalte Z", "A1")),
    ("nl", ("lees rij 99", "lees kolom Z", "neem A1"), ("rij 99", "kolom Z", "A1"))])
def test_command_line_refusals_say_what_is_wrong_in_the_language(lang, commands, words):
    session = summy.Session([YOU[lang], "computer"], seed=4, lang=lang)
    codes = []
    for command, word in zip(commands, words):
        with pytest.raises(summy.IllegalMoveError) as err:
            session.command(command)
        text = err.value.text(lang)
        codes.append(err.value.code)
        assert word in text, text
        if lang != "en":
            assert not {"row", "column"} & set(text.replace(":", " ").split()), text
    assert codes == ["no-row", "no-column", "take-empty"]


@pytest.mark.parametrize(("lang", "name"), [("en", "Summa Summarum"), ("de", "Summa Summarum"),
                                            ("nl", "Summa Summarum")])
def test_record_messages_have_no_python_english_and_name_the_game(lang, name):
    for text in ('{"a":', "[1, 2]"):
        with pytest.raises(RecordError) as err:
            read_record(text, "summy", (1,))
        said = err.value.text(lang)
        assert err.value.code == "record-json"
        assert "Expecting" not in said and "JSON object" not in said and "char" not in said
    with pytest.raises(RecordError) as err:
        read_record('{"game": "summa", "version": 1}', "summy", (1,))
    assert name in err.value.text(lang)
    with pytest.raises(RecordError) as err:
        read_record('{"game": "summy", "version": 1}', "pari", (1,))
    assert {"en": "Summy", "de": "Summy", "nl": "Kruissom"}[lang] in err.value.text(lang)
    with pytest.raises(RecordError) as err:
        read_record('{"version": 1}', "summy", (1,))
    assert "no game" not in err.value.text(lang) or lang == "en"


@pytest.mark.parametrize(("lang", "word"), [("en", "no file"), ("de", "keine Datei"),
                                            ("nl", "geen bestand")])
def test_a_missing_file_is_refused_in_the_language(tmp_path, lang, word):
    with pytest.raises(RecordError) as err:
        SummyWidget.load(tmp_path / "gone.json", lang=lang)
    assert err.value.code == "record-missing"
    assert word in err.value.text(lang) and "gone.json" in err.value.text(lang)


def test_the_dutch_words_call_the_game_kruissom_and_the_german_ones_name_no_digit_sum():
    import json
    from pathlib import Path

    tables = Path(i18n.__file__).parent
    dutch = {k: v for f in tables.glob("*nl.json")
             for k, v in json.loads(f.read_text(encoding="utf-8")).items()}
    assert dutch["summy.title"] == "Kruissom"
    assert not [k for k, v in dutch.items() if "Summy" in v and k.startswith(("summy.", "review"))]
    # German "Quersumme" is a number's digit sum (the score), not a sum in the other direction
    assert "Quersumme" not in (tables / "summy.de.json").read_text(encoding="utf-8")
    assert i18n.t("summy.explain.cross", "de") == "Summe in Querrichtung"
