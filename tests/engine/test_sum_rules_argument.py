"""The rules of ``sw.check`` and ``sw.explain``: a rules object, a dict of the arithmetic
switches (as the widgets take), or nothing. Anything else is an error that says what to give,
in the pupil's language (before: "'str' object has no attribute 'exact_division'")."""

from __future__ import annotations

import pytest

import summy_widget as sw
from summy_widget import pari, summy
from summy_widget.arithmetic import check_equation


@pytest.mark.parametrize("rules", [summy.Rules(exact_division=True), {"exact_division": True},
                                   pari.Rules(exact_division=True)])
def test_a_rules_object_or_a_dict_of_switches(rules):
    assert not sw.check("7:2x2=7", rules=rules).valid
    assert sw.check("7:2x2=7", rules=rules).code == "inexact-division"
    assert "remainder" in str(sw.explain("7:2x2=7", rules=rules))
    assert check_equation("7:2x2=7", rules=rules).code == "inexact-division"
    assert sw.check("7:2x2=7").valid  # the published rules when left out


def test_a_dict_names_each_switch():
    no_negative = {"negative_intermediates": False}
    assert sw.check("3-5+4=2", rules=no_negative).code == "negative-intermediate"
    assert sw.check("3-5+4=2", rules={}).valid


@pytest.mark.parametrize("rules", ["exact", 3, ["exact_division"], ("exact_division", True)])
def test_anything_else_says_what_to_give(rules):
    for call in (sw.check, sw.explain, check_equation):
        with pytest.raises(TypeError) as caught:
            call("7:2x2=7", rules=rules)
        message = str(caught.value)
        assert message.startswith("rules must be a rules object such as "
                                  "summy.Rules(exact_division=True), a dict such as "
                                  '{"exact_division": True}, or left out; not ')
        assert message.endswith(f"{type(rules).__name__} {rules!r}")
        assert caught.value.argument == "rules"


@pytest.mark.parametrize(("rules", "words"), [
    ({"exact_divison": True}, "unknown rule option(s) for a sum: exact_divison; a sum knows "
                              "exact_division, negative_intermediates, leading_zeros"),
    ({"players": 3}, "unknown rule option(s) for a sum: players"),
    ({"exact_division": "yes"}, "exact_division must be True or False, not 'yes'"),
])
def test_a_dict_with_a_wrong_key_or_value_names_it(rules, words):
    with pytest.raises(ValueError) as caught:
        sw.check("7:2x2=7", rules=rules)
    assert words in str(caught.value)


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ["rules muss ein Regel-Objekt", "nicht str 'exact'", "unbekannte Regel-Option",
            "muss True oder False sein"]),
    ("nl", ["rules moet een regels-object", "niet str 'exact'", "onbekende regeloptie",
            "moet True of False zijn"])])
def test_in_the_pupils_language(lang, words):
    with pytest.raises(TypeError) as caught:
        sw.check("7:2x2=7", rules="exact", lang=lang)
    assert words[0] in str(caught.value) and words[1] in str(caught.value)
    with pytest.raises(ValueError, match=words[2]):
        sw.explain("7:2x2=7", rules={"exakt": True}, lang=lang)
    with pytest.raises(ValueError, match=words[3]):
        sw.check("7:2x2=7", rules={"exact_division": 1}, lang=lang)
