"""=Pari= equations, scores and rule options (RULES.md 3.1-3.3, 3.5)."""

from __future__ import annotations

import pytest

import summy_widget as sw
from summy_widget import pari
from summy_widget.pari import Rules, card_score, check, column_size


@pytest.mark.parametrize("text", ["7=7", "2x3=1+5", "12=3x4", "5+4:2=7", "0=0", "8-8=0"])
def test_correct_equations(text):
    v = check(text)
    assert v.valid and v.code == "ok"
    assert v.score == card_score(text)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("2+2=5", "not-equal"),
        ("07=7", "leading-zero"),
        ("3:0=1", "division-by-zero"),
        ("3+=3", "left-side"),
        ("=3", "left-side"),
        ("3=x3", "right-side"),
        ("3=3=3", "equals-count"),
        ("33", "equals-count"),
        ("3?=3", "bad-symbol"),
    ],
)
def test_incorrect_equations_have_the_shared_codes(text, code):
    v = check(text)
    assert not v.valid and v.code == code and v.score == 0 and v.reason


def test_verdict_has_the_shape_of_sw_check():
    v, s = check("2x3=6"), sw.check("2x3=6")
    assert type(v) is type(s)
    assert (v.valid, v.code, v.value, v.right_value) == (s.valid, s.code, s.value, s.right_value)
    assert check("2x3=1+5", lang="de").reason != check("2x3=1+5", lang="en").reason


def test_arithmetic_options():
    assert check("7:2x2=7").valid
    assert check("7:2x2=7", Rules(exact_division=True)).code == "inexact-division"
    assert check("3-5+4=2").valid
    assert check("3-5+4=2", Rules(negative_intermediates=False)).code == "negative-intermediate"
    assert check("007=7", Rules(leading_zeros=True)).valid
    assert check("2+3x4=14").valid  # multiplication before addition


def test_card_score_and_options():
    assert card_score("3+1=4") == 2
    assert card_score("7=7") == 0
    assert card_score("3+1=4", empty_hand=True) == 5
    assert card_score("3+1=4", Rules(deduct=4)) == 1
    assert card_score("7=7", Rules(deduct=4)) == 0  # never below zero
    assert card_score("3+1=4", Rules(count_equals=False)) == 1
    assert card_score("3+1=4", Rules(count_equals=False), empty_hand=True) == 4
    assert check("3+1=4", Rules(deduct=4)).score == 1


def test_rules_defaults_and_cards():
    r = Rules()
    assert (r.equals_cards, r.leading_zeros, r.deduct, r.count_equals) == (4, False, 3, True)
    assert (r.incorrect_limit, r.beginners, r.pass_card) == (10, False, False)
    assert r.think_seconds is None
    assert (r.paid_moves, r.target, r.exact_division, r.negative_intermediates) == (
        False, 15, False, True)
    assert r.card_count == 88
    assert Rules(equals_cards=3).card_count == 87
    assert Rules(beginners=True).operator_deck().count("x") == 0
    assert sorted(set(Rules(beginners=True).operator_deck())) == ["+", "-"]
    assert len(r.digit_deck()) == 60 and len(r.operator_deck()) == 24


@pytest.mark.parametrize(
    "kwargs",
    [{"deduct": 5}, {"incorrect_limit": 2}, {"target": 0}, {"think_seconds": 0},
     {"equals_cards": 1}, {"beginners": "yes"}, {"target": True}],
)
def test_bad_rules_are_refused(kwargs):
    with pytest.raises(ValueError):
        Rules(**kwargs)


def test_rules_round_trip_and_unknown_option():
    r = Rules(target=20, incorrect_limit=None, think_seconds=60)
    assert Rules.from_dict(r.to_dict()) == r
    with pytest.raises(ValueError, match="'targett' is not a rule option"):
        Rules.from_dict({"targett": 3})


def test_column_size_by_players():
    assert [column_size(n) for n in (2, 3, 4, 5, 6)] == [2, 2, 3, 3, 4]
    for n in (1, 7):
        with pytest.raises(ValueError):
            column_size(n)


def test_parse_texts_round_trip():
    for text in ["#1 3+1=4", "lay #2 digit left", "draw digit operator", "draw", "pass 7",
                 "move #1:2 #1:4", "cover #1:3 7", "time"]:
        assert str(pari.parse(text)) == text
    assert str(pari.parse("#1 3*1 = 3")) == "#1 3x1=3"
    for bad in ["#0 1=1", "lay #1 digits up", "draw cards", "pass =", "hello", "#1"]:
        with pytest.raises(pari.IllegalPlayError):
            pari.parse(bad)
