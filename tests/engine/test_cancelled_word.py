"""One idea, one word: a Summa Summarum symbol that scores in no group is *cancelled* in every
text of a language, with the word of that language's rules (German "annulliert", as the
original rules say; Dutch "geschrapt"), so a pupil who reads the row exercise and then the
game's own explanation meets the same word for the same black cell."""

from __future__ import annotations

import re

import pytest

from summy_widget import i18n

WORD = {"en": "cancel", "de": "annull", "nl": "geschrapt"}
OTHER_WORDS = {"en": r"crossed out|struck", "de": r"gestrichen|streich", "nl": r"streep|gewist"}
KEYS = ("summa.explain.cancelled-rows", "summa.explain.cancelled-columns",
        "summa.say.cancelled", "summa.ui.note.down",
        "score.row.slip.cancelled-counted", "score.row.working-cancelled",
        "score.sheet.slip.cancelled-in-column")


@pytest.mark.parametrize("lang", sorted(WORD))
def test_a_cancelled_symbol_has_one_word_in_each_language(lang):
    for key in KEYS:
        assert WORD[lang] in i18n.t(key, lang).lower(), (key, i18n.t(key, lang))
    other = re.compile(OTHER_WORDS[lang], re.IGNORECASE)
    stray = {key: text for key, text in i18n.table(lang).items()
             if key.startswith(("summa.", "score.")) and other.search(text)}
    assert not stray, stray
