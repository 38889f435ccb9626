"""A game made without ``lang`` speaks the browser's language, told once by its first view.

The front end sends ``{"action": "browser-languages", "languages": navigator.languages}``
(js/lib/browserlang.js) while ``lang_from_browser`` is true. The game takes the first
language it speaks, by the tag's first part ("nl-BE" is Dutch), else English; later messages
change nothing, a game given ``lang`` keeps it, and so does one whose ``lang`` was set in
Python. A message of the wrong shape is refused in words and changes nothing.
"""

from __future__ import annotations

import doctest
import json

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget, i18n
from summy_widget.widgets import base, subshells

MAKERS = {
    "summy": lambda **kw: SummyWidget(seed=1, opponent="computer", **kw),
    "summa": lambda **kw: SummaWidget(seed=1, seconds=None, **kw),
    "pari": lambda **kw: PariWidget(seed=1, **kw),
}
SAVED = {"summy": SummyWidget, "summa": SummaWidget, "pari": PariWidget}


def tell(w, languages) -> bool:
    return w.handle({"action": "browser-languages", "languages": languages})


def names(w) -> list[str]:
    """The names of the seats, as the front end shows them."""
    if isinstance(w, PariWidget):
        return w.view["names"]
    return [p["name"] for p in w.players]


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize(("asked", "spoken", "you"), [
    (["nl-NL", "en-US"], "nl", "Jij"),
    (["fr-FR", "de-AT", "nl"], "de", "Du"),
    (["en-GB", "de"], "en", "You"),
    (["fr", "it"], "en", "You"),
    ([], "en", "You"),
])
def test_a_game_without_lang_speaks_the_first_language_it_knows(game, asked, spoken, you):
    w = MAKERS[game]()
    assert (w.lang, w.lang_from_browser, names(w)[0]) == ("en", True, "You")
    assert tell(w, asked) and w.error == ""
    assert (w.lang, w.lang_from_browser) == (spoken, False)
    assert w.messages == i18n.table(spoken)
    assert names(w)[0] == you  # the seat's default name follows
    assert tell(w, ["de-DE"]) and w.lang == spoken  # only the first view's message counts


@pytest.mark.parametrize("game", MAKERS)
def test_a_language_given_or_set_in_python_stays(game):
    given = MAKERS[game](lang="en")
    assert not given.lang_from_browser
    assert tell(given, ["nl-NL"]) and given.lang == "en"
    later = MAKERS[game]()
    later.lang = "de"  # a teacher's cell after the game was shown
    assert not later.lang_from_browser
    assert tell(later, ["nl-NL"]) and later.lang == "de"


@pytest.mark.parametrize("game", MAKERS)
def test_a_loaded_game_follows_the_browser_unless_given_lang(game, tmp_path):
    path = MAKERS[game](lang="de").save(tmp_path)
    loaded = SAVED[game].load(path)
    assert loaded.lang_from_browser
    assert tell(loaded, ["nl"]) and loaded.lang == "nl"
    kept = SAVED[game].load(path, lang="de")
    assert not kept.lang_from_browser and tell(kept, ["nl"]) and kept.lang == "de"


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize(("languages", "words"), [
    ("nl-NL", "languages must be a list of language tags such as 'nl-NL', not str"),
    (["nl", 3], "languages must be a list of language tags such as 'nl-NL', not int 3"),
    (None, "not NoneType None"),
])
def test_a_malformed_message_is_refused_in_words_and_changes_nothing(game, languages, words):
    w = MAKERS[game]()
    before = json.dumps([w.lang, w.lang_from_browser, w.messages, names(w)])
    assert not tell(w, languages)
    assert words in w.error and "nothing changed" in w.error
    assert json.dumps([w.lang, w.lang_from_browser, w.messages, names(w)]) == before
    assert tell(w, ["nl"]) and w.lang == "nl"  # a good message afterwards still counts


def test_the_message_has_no_other_fields():
    w = MAKERS["summy"]()
    assert not w.handle({"action": "browser-languages", "languages": ["nl"], "lang": "de"})
    assert w.lang == "en" and w.lang_from_browser


@pytest.mark.parametrize("module", [base, subshells])
def test_the_docstring_examples_run(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3 and result.failed == 0


@pytest.mark.parametrize("game", MAKERS)
def test_a_language_set_in_python_reaches_the_page_with_its_words_in_one_message(
        game, monkeypatch):
    """``w.lang = "de"`` in a later cell: the page gets the language and its message table in
    the same update, so it never draws a German game with English words (a screen reader
    would say them in German)."""
    w = MAKERS[game](lang="en")
    sent: list[dict] = []
    monkeypatch.setattr(w, "_send", lambda msg, buffers=None: sent.append(msg))
    w.lang = "de"
    updates = [m["state"] for m in sent if m.get("method") == "update"]
    with_lang = [u for u in updates if "lang" in u]
    assert len(with_lang) == 1 and with_lang[0]["lang"] == "de", updates
    assert with_lang[0].get("messages") == i18n.table("de"), sorted(with_lang[0])
    assert not [u for u in updates if "messages" in u and "lang" not in u], updates
