"""A widget option given a value it cannot take is refused in the widget's language.

Before, ``w.speed = "schnell"`` in a German lesson raised traitlets' English "The 'speed'
trait of a SummyWidget instance expected any of ['slow', 'normal', 'fast', 'off'], not the
str 'schnell'." Now each of the three games names the option, what it takes and the value
given, in English, German and Dutch; the error is still a ``traitlets.TraitError`` and
nothing changes.
"""

from __future__ import annotations

import pytest
import traitlets

from summy_widget import GameError, PariWidget, SummaWidget, SummyWidget
from summy_widget.widgets.options import OptionError

MAKE = {
    "summy": lambda lang: SummyWidget(lang=lang),
    "summa": lambda lang: SummaWidget(lang=lang, seconds=None),
    "pari": lambda lang: PariWidget(lang=lang),
}

# option, a value it cannot take, the words of the refusal in each language
REFUSED = [
    ("projector", "ja", {"en": "projector must be True or False, not 'ja'",
                         "de": "projector muss True oder False sein, nicht 'ja'",
                         "nl": "projector moet True of False zijn, niet 'ja'"}),
    ("save_folder", 7, {"en": "save_folder must be text in quotes, like 'games', not 7",
                        "de": "save_folder muss ein Text in Anführungszeichen sein, wie "
                              "'spiele', nicht 7",
                        "nl": "save_folder moet tekst tussen aanhalingstekens zijn, zoals "
                              "'spellen', niet 7"}),
]
SPEED = {"en": "speed must be one of 'slow', 'normal', 'fast', 'off', not 'schnell'",
         "de": "speed muss eines von 'slow', 'normal', 'fast', 'off' sein, nicht 'schnell'",
         "nl": "speed moet een van 'slow', 'normal', 'fast', 'off' zijn, niet 'schnell'"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("game", MAKE)
def test_an_option_set_wrong_is_refused_in_the_widgets_language(game, lang):
    w = MAKE[game](lang)
    for name, value, words in REFUSED:
        before = getattr(w, name)
        with pytest.raises(OptionError) as caught:
            setattr(w, name, value)
        assert str(caught.value) == words[lang]
        assert isinstance(caught.value, traitlets.TraitError)  # as before
        assert isinstance(caught.value, GameError) and caught.value.code == "bad-option"
        assert getattr(w, name) == before  # nothing changed


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize("make", [SummyWidget, PariWidget])
def test_a_wrong_speed_as_an_argument_or_later(make, lang):
    with pytest.raises(OptionError) as caught:
        make(lang=lang, speed="schnell")
    assert str(caught.value) == SPEED[lang]
    w = make(lang=lang)
    with pytest.raises(OptionError, match="^" + SPEED[lang].replace("(", r"\(") + "$"):
        w.speed = "schnell"
    assert w.speed == "normal"


def test_summys_zoom_asks_for_a_number():
    w = SummyWidget(lang="de")
    with pytest.raises(OptionError, match="^zoom muss eine Zahl sein, nicht 'groß'$"):
        w.zoom = "groß"
    assert w.zoom == 1.0


def test_a_trait_no_one_sets_by_hand_keeps_traitlets_words():
    w = SummyWidget(lang="de")
    with pytest.raises(traitlets.TraitError) as caught:
        w.history = 5
    assert not isinstance(caught.value, OptionError)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "rounds must be a whole number such as 3, not 2.5"),
    ("nl", "rounds moet een geheel getal zijn, zoals 3, niet 2.5"),
])
def test_a_whole_number_is_asked_as_one(lang, words):
    """A whole-number trait given a fraction says "whole number", not just "a number"
    (2.5 is a number)."""
    w = MAKE["summa"](lang)
    with pytest.raises(OptionError) as caught:
        w.rounds = 2.5
    assert str(caught.value) == words
    assert w.rounds == 8
