"""A front-end message with a value of the wrong kind is refused in the pupil's language,
names the field, and changes nothing (Summy, Summa Summarum and =Pari= alike)."""

from __future__ import annotations

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget

WORDS = {"de": "falschen Art", "nl": "verkeerde soort", "en": "of the wrong kind"}


def summy() -> SummyWidget:
    w = SummyWidget(seed=1)
    assert w.handle({"action": "ready"})
    return w


def summa() -> SummaWidget:
    w = SummaWidget(seed=1)
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    return w


CASES = [
    (summy, {"action": "exchange", "tiles": [5]}, "tiles"),
    (summa, {"action": "place_symbol", "symbol": 5, "cell": "A1"}, "symbol"),
    (summa, {"action": "command", "text": 5}, "text"),
]


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
@pytest.mark.parametrize(("make", "message", "field"), CASES)
def test_a_value_of_the_wrong_kind_is_refused_in_the_language(make, message, field, lang):
    w = make()
    w.lang = lang
    before = w.game.to_json()
    assert not w.handle(message)
    assert WORDS[lang] in w.error and f"'{message['action']}'" in w.error
    assert field in w.error
    if lang != "en":
        assert "must be" not in w.error and " not int" not in w.error
    assert w.game.to_json() == before


def test_pari_refuses_the_same_kind_of_message_in_the_language():
    w = PariWidget(seed=1, lang="nl")
    before = w.game.to_json()
    assert not w.handle({"action": "lay", "cards": "x"})
    assert "er is niets veranderd" in w.error and "must" not in w.error
    assert w.game.to_json() == before
