"""The arithmetic core: every verdict code, alias, option and worked example of RULES.md 1.2."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

import summy_widget as sw
from summy_widget.arithmetic import (
    CODES,
    SumRules,
    canonical,
    check_equation,
    check_sum,
    digit_sum,
)

EXACT = SumRules(exact_division=True)
NO_NEGATIVE = SumRules(negative_intermediates=False)

# (text, rules, expected code)
CASES = [
    # worked examples of RULES.md
    ("70+118:2=129", None, "ok"),
    ("15+12=027", None, "leading-zero"),
    ("8-8=0", None, "ok"),
    ("2x3=6", None, "ok"),
    ("65+2x0=65", None, "ok"),
    ("5+74=79", None, "ok"),
    ("7:2x2=7", None, "ok"),
    ("7:2x2=7", EXACT, "inexact-division"),
    ("3-5+4=2", None, "ok"),
    ("3-5+4=2", NO_NEGATIVE, "negative-intermediate"),
    # precedence and equal rank left to right
    ("2+3x4=14", None, "ok"),
    ("2+3x4=20", None, "not-equal"),
    ("12:2:3=2", None, "ok"),
    ("12:2:3=18", None, "not-equal"),
    ("10-4-3=3", None, "ok"),
    ("10-4-3=9", None, "not-equal"),
    ("2x3+4x5=26", None, "ok"),
    ("100-10x9=10", None, "ok"),
    ("8:4x2=4", None, "ok"),
    ("8:4x2=1", None, "not-equal"),
    ("1+2+3+4+5=15", None, "ok"),
    ("9x9x9=729", None, "ok"),
    ("6:4+1:2=2", None, "ok"),
    ("6:4+1:2=2", EXACT, "inexact-division"),
    ("6:3+8:2=6", EXACT, "ok"),
    ("5-7+2=0", None, "ok"),
    ("5-7+2=0", NO_NEGATIVE, "negative-intermediate"),
    ("5+2-7=0", NO_NEGATIVE, "ok"),
    ("1:3x3=1", None, "ok"),
    ("1:3+1:3+1:3=1", None, "ok"),
    # aliases (RULES.md 1.1)
    ("2*3=6", None, "ok"),
    ("2×3=6", None, "ok"),
    ("2·3=6", None, "ok"),
    ("2X3=6", None, "ok"),
    ("6/3=2", None, "ok"),
    ("6÷3=2", None, "ok"),
    ("5−3=2", None, "ok"),
    (" 4 + 3 = 7 ", None, "ok"),
    # multi-digit numbers
    ("123+877=1000", None, "ok"),
    ("999x999=998001", None, "ok"),
    ("1000:8=125", None, "ok"),
    ("12x12=144", None, "ok"),
    ("12x12=145", None, "not-equal"),
    # zero alone and leading zeros on either side
    ("0+0=0", None, "ok"),
    ("0x7=0", None, "ok"),
    ("10-10=0", None, "ok"),
    ("05+1=6", None, "leading-zero"),
    ("5+01=6", None, "leading-zero"),
    ("5+1=06", None, "leading-zero"),
    ("00+1=1", None, "leading-zero"),
    ("1+1=00", None, "leading-zero"),
    ("100+0=100", None, "ok"),
    # bad symbols (checked before everything else)
    ("2+a=3", None, "bad-symbol"),
    ("2^3=8", None, "bad-symbol"),
    ("(2+3)=5", None, "bad-symbol"),
    ("2+2==4", None, "equals-count"),
    ("2+2=4=4", None, "equals-count"),
    ("2+2", None, "equals-count"),
    ("", None, "equals-count"),
    # right side: exactly one number
    ("2+2=", None, "right-side"),
    ("3+4=5+2", None, "right-side"),
    ("9=3x3", None, "right-side"),
    ("2+2=-4", None, "right-side"),
    # left side: NUMBER (OP NUMBER)+
    ("=5", None, "left-side"),
    ("7=7", None, "left-side"),
    ("-3+5=2", None, "left-side"),
    ("3+=3", None, "left-side"),
    ("3++4=7", None, "left-side"),
    ("3+-4=7", None, "left-side"),
    ("x3=3", None, "left-side"),
    # division by zero
    ("5:0=0", None, "division-by-zero"),
    ("1+5:0=1", None, "division-by-zero"),
    ("0:5=0", None, "ok"),
    ("7:2+1:0=1", EXACT, "division-by-zero"),
    ("0:0=0", None, "division-by-zero"),
]


@pytest.mark.parametrize(("text", "rules", "code"), CASES)
def test_sum_verdict_codes(text, rules, code):
    verdict = check_sum(text, rules)
    assert verdict.code == code, verdict.reason
    assert verdict.valid is (code == "ok")
    assert verdict.reason


def test_cases_cover_every_code_and_are_many():
    assert len(CASES) >= 60
    assert {code for _, _, code in CASES} == set(CODES)


@pytest.mark.parametrize(
    ("text", "score"),
    [("2x3=6", 11), ("65+2x0=65", 24), ("5+74=79", 32), ("70+118:2=129", 31)],
)
def test_scores_of_the_rules(text, score):
    assert sw.check(text).score == score
    assert digit_sum(text) == score


def test_worked_example_steps_in_precedence_order():
    v = sw.check("70+118:2=129")
    assert [str(s) for s in v.steps] == ["118 : 2 = 59", "70 + 59 = 129"]
    assert v.value == Fraction(129)
    assert v.code == "ok"


def test_fractions_along_the_way_are_exact():
    v = sw.check("7:2x2=7")
    assert v.steps[0].result == Fraction(7, 2)
    assert str(v.steps[0]) == "7 : 2 = 7/2"
    assert v.value == 7


@pytest.mark.parametrize(("text", "low", "high"), [("12:5=2", 2, 3), ("1:3=0", 0, 1),
                                                    ("9-7:2=5", 5, 6), ("2x7:4=4", 3, 4)])
def test_a_left_side_that_is_not_whole_is_named_so(text, low, high):
    """A fraction on the left can match no number after =: the reason says that it is not a
    whole number and between which two it lies, not only "12/5", in each language."""
    v = sw.check(text)
    assert v.code == "not-equal" and v.value.denominator != 1 and low < v.value < high
    left, right = text.split("=")
    value = f"{v.value.numerator}/{v.value.denominator}"
    assert v.reason == (f"the left side is {value}, not a whole number (between {low} and "
                        f"{high}), but the right side says {right}")
    assert f"keine ganze Zahl (zwischen {low} und {high})" in v.reason_in("de")
    assert f"geen heel getal (tussen {low} en {high})" in v.reason_in("nl")
    whole = sw.check(f"{left}x{v.value.denominator}=9{right}")  # whole: the plain words
    assert whole.value.denominator == 1 and "whole" not in whole.reason, whole.reason


@pytest.mark.parametrize(("text", "side", "words"), [
    ("10:3=3", "left", "the left side is 10/3, not a whole number (between 3 and 4), but the "
                       "right side is 3"),
    ("3=10:3", "right", "the left side is 3, but the right side is 10/3, not a whole number "
                        "(between 3 and 4)"),
    ("2+7:2=5x1", "left", "the left side is 11/2, not a whole number (between 5 and 6), but "
                          "the right side is 5"),
    ("7:2=5:3", None, "the left side is 7/2, but the right side is 5/3"),
])
def test_an_equation_names_the_one_side_that_is_not_whole(text, side, words):
    """=Pari=: a calculation on each side; when one side is a fraction and the other whole,
    that side is named not whole and placed between two numbers (a fraction on both sides
    may still be equal, so then the plain words stay), in each language."""
    v = check_equation(text)
    assert v.code == "not-equal" and v.reason == words
    german, dutch = v.reason_in("de"), v.reason_in("nl")
    assert ("keine ganze Zahl" in german) == ("geen heel getal" in dutch) == (side is not None)
    if side == "right":
        assert german.endswith("keine ganze Zahl (zwischen 3 und 4)")
        assert dutch.endswith("geen heel getal (tussen 3 en 4)")
    assert check_equation("7:2=14:4").valid


def test_reasons_name_the_offending_part():
    assert sw.check("15+12=027").reason == "027 starts with a 0, and a number may not start with 0"
    assert sw.check("70+118:2=128").reason == "the left side is 129, but the right side says 128"
    assert "5:0" in sw.check("1+5:0=1").reason
    assert "'a'" in sw.check("2+a=3").reason
    assert "++" in sw.check("3++4=7").reason
    assert "5+2" in sw.check("3+4=5+2").reason
    assert "3 - 5 = -2" in sw.check("3-5+4=2", NO_NEGATIVE).reason
    assert "7 : 2" in sw.check("7:2x2=7", EXACT).reason


def test_reasons_in_three_languages():
    v = sw.check("2x3=7")
    assert v.reason_in("en") != v.reason_in("de") != v.reason_in("nl")
    assert "6" in v.reason_in("de") and "7" in v.reason_in("nl")
    assert sw.check("2x3=7", lang="nl").reason == v.reason_in("nl")


@pytest.mark.parametrize("text", ["6-8=-2", "1x2-30=-28"])
def test_an_answer_below_zero_is_refused_with_why(text):
    """A pupil who writes an answer below zero after = learns why no such sum is correct (a
    number is digits only), in each language; the rule broken is still "one number after =".
    Any other right side that is no number keeps the plain words."""
    v = sw.check(text)
    right = text.split("=")[1]
    assert v.code == "right-side" and v.where == right
    assert v.reason.startswith(f"after = there is {right}, but ")
    assert "digits only" in v.reason and "answer below zero is never correct" in v.reason
    assert "nur aus Ziffern" in v.reason_in("de") and "unter null" in v.reason_in("de")
    assert "alleen uit cijfers" in v.reason_in("nl") and "onder nul" in v.reason_in("nl")
    for other in ("2+2=-", "3+4=5+2", "2+2=-4-"):
        assert "below zero" not in sw.check(other).reason, other


@pytest.mark.parametrize(("text", "words"), [
    ("5-7=-2", ["the right side may not start with -, because a number must come first",
                "die rechte Seite darf nicht mit - anfangen: zuerst kommt eine Zahl",
                "de rechterkant mag niet met - beginnen: eerst komt een getal"]),
    ("3=4-1+", ["the right side may not end with +, because a number must come last",
                "die rechte Seite darf nicht mit + enden: zuletzt kommt eine Zahl",
                "de rechterkant mag niet met + eindigen: als laatste komt een getal"]),
    ("3=4-+1", ["-+ has two operators in a row on the right side; put a number between them",
                "-+: zwei Rechenzeichen hintereinander auf der rechten Seite; dazwischen gehört "
                "eine Zahl",
                "-+: twee rekentekens achter elkaar aan de rechterkant; daartussen hoort een "
                "getal"]),
])
def test_an_equations_right_side_says_how_to_mend_a_sign_out_of_place(text, words):
    """=Pari=: a sign at either end of the right side, or two in a row there, is refused with
    why or how to mend it, as on the left."""
    v = check_equation(text)
    assert v.code == "right-side"
    assert [v.reason_in(lang) for lang in ("en", "de", "nl")] == words


def test_bad_symbol_is_checked_before_everything_else():
    # no '=', a leading zero and a letter: the letter is the reason
    assert sw.check("05+a").code == "bad-symbol"


def test_canonical_text_replaces_aliases():
    assert canonical("3 * 4 / 2 − 1 = 5") == "3x4:2-1=5"
    assert sw.check("3 * 4 / 2 − 1 = 5").text == "3x4:2-1=5"


def test_summy_rules_object_switches_the_options():
    from summy_widget import summy

    assert sw.check("7:2x2=7", rules=summy.Rules(exact_division=True)).code == "inexact-division"
    assert sw.check("3-5+4=2", rules=summy.Rules(negative_intermediates=False)).code == (
        "negative-intermediate"
    )


@pytest.mark.parametrize(
    ("text", "valid"),
    [("7=7", True), ("2x3=1+5", True), ("12=3x4", True), ("2+2=5", False), ("1+1=02", False)],
)
def test_equations_have_expressions_on_both_sides(text, valid):
    assert check_equation(text).valid is valid


numbers = st.integers(min_value=0, max_value=999)
ops = st.sampled_from("+-x:")


@given(st.lists(numbers, min_size=2, max_size=5), st.data())
def test_evaluation_matches_python_precedence(values, data):
    """Exact evaluation agrees with Python's own precedence on Fractions."""
    chosen = [data.draw(ops) for _ in values[1:]]
    left = str(values[0]) + "".join(o + str(v) for o, v in zip(chosen, values[1:]))
    expr = "Fraction(" + str(values[0]) + ")" + "".join(
        {"x": "*", ":": "/"}.get(o, o) + f"Fraction({v})" for o, v in zip(chosen, values[1:])
    )
    try:
        expected = eval(expr)  # noqa: S307 - a test oracle over digits and operators only
    except ZeroDivisionError:
        assert check_sum(left + "=0").code == "division-by-zero"
        return
    verdict = check_sum(left + "=0")
    assert verdict.value == expected or verdict.code == "division-by-zero"
    if expected >= 0 and expected.denominator == 1:
        right = str(expected.numerator)
        assert check_sum(f"{left}={right}").valid


@pytest.mark.parametrize("text", ["9:=3", ":9=3", "9x=3", "x9=9", "9+=9", "-9=9"])
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_sign_at_the_end_of_the_left_side_is_not_followed_by_a_colon(text, lang):
    """"may not end with :: a number …" read as a sign the game does not have: the sign
    named in the reason is never followed by the sentence's own colon."""
    reason = sw.check(text).reason_in(lang)
    sign = text.strip("0123456789=")
    assert f" {sign} " in f"{reason} " or f" {sign}," in reason, reason
    assert f" {sign}: " not in reason, reason
