"""A game's language may be written as a teacher writes it, and a wrong one changes nothing.

``lang="NL"``, ``"nl-BE"`` or ``"de_AT"`` are Dutch and German, in the widgets and in the
sessions, and the widget keeps the games' code (``"nl"``), which the front end and the number
format read. Before, ``"NL"`` was refused, and ``w.lang = "fr"`` on a game in play raised an
error but kept ``"fr"``: every later click answered "unknown language 'fr'". Now an unknown
language is refused before it is set, and the game goes on in its language.
"""

from __future__ import annotations

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget, i18n
from summy_widget.pari.session import Session as PariSession
from summy_widget.summa.session import Session as SummaSession
from summy_widget.summy.session import Session as SummySession

MAKERS = {
    "summy": lambda **kw: SummyWidget(seed=1, opponent="computer", **kw),
    "summa": lambda **kw: SummaWidget(seed=1, seconds=None, **kw),
    "pari": lambda **kw: PariWidget(seed=1, **kw),
}
SESSIONS = {"summy": SummySession, "summa": SummaSession, "pari": PariSession}


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize(("written", "code"), [
    ("NL", "nl"), ("nl-BE", "nl"), ("de_AT", "de"), (" De ", "de"), ("en-GB", "en")])
def test_a_language_written_with_capitals_or_a_region_is_the_games_language(game, written,
                                                                            code):
    w = MAKERS[game](lang=written)
    assert w.lang == code
    assert w.messages == i18n.table(code)
    w.lang = "en"
    w.lang = written
    assert (w.lang, w.messages) == (code, i18n.table(code))
    assert SESSIONS[game](lang=written).lang == code


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize("wrong", ["fr", "", "nederlands", None, 3])
def test_an_unknown_language_is_refused_and_the_game_goes_on_in_its_own(game, wrong):
    w = MAKERS[game](lang="nl")
    before = (w.messages, w.get_state())
    with pytest.raises(Exception) as caught:
        w.lang = wrong
    words = str(caught.value)
    assert "use one of en, de, nl" in words or "lang" in words, words
    assert w.lang == "nl"
    assert (w.messages, w.get_state()) == before
    # the next message is answered in Dutch, as before (not "unknown language 'fr'")
    assert w.handle({"action": "dance"}) is False
    assert w.error.startswith("onbekende actie 'dance'"), w.error


@pytest.mark.parametrize("game", MAKERS)
def test_an_unknown_language_is_refused_when_the_game_is_made(game):
    with pytest.raises(ValueError, match=r"unknown language 'fr': use one of en, de, nl"):
        MAKERS[game](lang="fr")
    with pytest.raises(ValueError, match=r"unknown language 'fr': use one of en, de, nl"):
        SESSIONS[game](lang="fr")


def test_numbers_are_written_as_the_language_writes_them_however_it_is_spelled():
    assert i18n.decimal(2.5, "NL") == i18n.decimal(2.5, "nl") == "2,5"
    assert i18n.t("verdict.leading-zero.main", "nl-BE", number="07") == \
        i18n.t("verdict.leading-zero.main", "nl", number="07")
