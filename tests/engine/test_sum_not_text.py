"""A pupil who forgets the quotes, ``sw.check(70+118/2)``, hands over a number Python has
already worked out: the error says to write the sum in quotes, in the pupil's language, and
names what came instead (before: "'float' object is not iterable")."""

from __future__ import annotations

import pytest

import summy_widget as sw
from summy_widget.arithmetic import check_equation


@pytest.mark.parametrize("value", [70 + 118 / 2, 129, None, b"4+3=7", ["4", "+", "3"]])
def test_check_and_explain_want_the_sum_in_quotes(value):
    for call in (sw.check, sw.explain, check_equation):
        with pytest.raises(TypeError) as caught:
            call(value)
        message = str(caught.value)
        assert message.startswith('the sum must be text in quotes, like "70+118:2=129", not ')
        assert f"{type(value).__name__} {value!r}" in message
        assert caught.value.argument == "text"


@pytest.mark.parametrize(("lang", "words"), [("de", "in Anführungszeichen"),
                                             ("nl", "tussen aanhalingstekens")])
def test_in_the_pupils_language(lang, words):
    with pytest.raises(TypeError, match=words):
        sw.check(7, lang=lang)
    with pytest.raises(TypeError, match="float 129.0"):
        sw.explain(70 + 118 / 2, lang=lang)
