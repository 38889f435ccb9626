"""Naming the slip: which well-known wrong way of working out a sum gives the number written.

The codes and the order in which they are tried are documented in docs/misconceptions.md.
"""

from fractions import Fraction

import pytest

import summy_widget as sw
from summy_widget.arithmetic import (
    MISCONCEPTIONS,
    SumRules,
    check_equation,
    check_sum,
    evaluate_way,
    find_slip,
)

EXACT = SumRules(exact_division=True)
NO_NEGATIVE = SumRules(negative_intermediates=False)

# (text, rules, expected misconception)
CASES = [
    # every operator in reading order, ignoring precedence
    ("6+4x2=20", None, "left-to-right"),
    ("70+118:2=94", None, "left-to-right"),
    ("2+3x4=20", None, "left-to-right"),
    ("1+2x3=9", None, "left-to-right"),
    ("10-2x3=24", None, "left-to-right"),
    ("8+4:2=6", None, "left-to-right"),
    ("5+5x5=50", None, "left-to-right"),
    ("3+4x5-6=29", None, "left-to-right"),
    ("9-3:3=2", None, "left-to-right"),
    ("2+6:2x3=12", None, "left-to-right"),
    ("100-10x9=810", None, "left-to-right"),
    ("7+1:2=4", None, "left-to-right"),
    ("4+4:4=2", None, "left-to-right"),
    ("6+4x2=20", EXACT, "left-to-right"),
    ("6+4x2=20", NO_NEGATIVE, "left-to-right"),
    # every x before any : ("MD" read literally)
    ("12:2x3=2", None, "multiply-before-divide"),
    ("24:4x2=3", None, "multiply-before-divide"),
    ("36:3x3=4", None, "multiply-before-divide"),
    ("100:5x2=10", None, "multiply-before-divide"),
    ("8:4x2=1", None, "multiply-before-divide"),
    ("60:2x3=10", None, "multiply-before-divide"),
    ("1+12:2x3=3", None, "multiply-before-divide"),
    ("12:2x3=2", EXACT, "multiply-before-divide"),
    # x and : first, then every + before any -
    ("10-2+3=5", None, "add-before-subtract"),
    ("20-5+5=10", None, "add-before-subtract"),
    ("9-4+1=4", None, "add-before-subtract"),
    ("15-3+2=10", None, "add-before-subtract"),
    ("2x5-3+1=6", None, "add-before-subtract"),
    ("30-10+10=10", None, "add-before-subtract"),
    ("10-2+3=5", NO_NEGATIVE, "add-before-subtract"),
    # precedence kept, equal rank from the right
    ("20-5-3=18", None, "right-to-left"),
    ("12:2:3=18", None, "right-to-left"),
    ("10-4-3=9", None, "right-to-left"),
    ("100:10:2=20", None, "right-to-left"),
    ("2x3-1-1=6", None, "right-to-left"),
    ("2:1:2=4", None, "right-to-left"),
    ("50-20-10=40", None, "right-to-left"),
    # precedence kept, but a division that does not come out even keeps only its whole part
    ("7:2x2=6", None, "drop-remainder"),
    ("9:2x2=8", None, "drop-remainder"),
    ("10:4x2=4", None, "drop-remainder"),
    ("5:2+5:2=4", None, "drop-remainder"),
    ("1+7:2x4=13", None, "drop-remainder"),
    ("15:6x4=8", None, "drop-remainder"),
    ("6+4x2=20", None, "left-to-right"),  # (no division: nothing to drop)
    # a subtraction worked the other way round, the smaller number from the larger
    ("3-5+4=6", None, "smaller-from-larger"),
    ("10-12+5=7", None, "smaller-from-larger"),
    ("4-9=5", None, "smaller-from-larger"),
    ("2x3-8+9=11", None, "smaller-from-larger"),
    ("3-5+4=6", NO_NEGATIVE, None),  # (that rule forbids going below zero: its own error)
    # a product with 0 taken as the other number
    ("65+2x0=67", None, "times-zero"),
    ("2x0+3=5", None, "times-zero"),
    ("0x7=7", None, "times-zero"),
    ("5+0x4x2=13", None, "times-zero"),
    # every + and - before any x and : (precedence the wrong way round)
    ("2x3+4=14", None, "add-before-multiply"),
    ("12x2+2=48", None, "add-before-multiply"),
    ("7x8-3=35", None, "add-before-multiply"),
    ("6:3-1=3", None, "add-before-multiply"),
    ("1+2x3+4=21", None, "add-before-multiply"),
    ("5x4-2+1=15", None, "add-before-multiply"),
    ("2x3+4=14", EXACT, "add-before-multiply"),
    ("0x12-12=0", None, "times-zero"),  # (both fit: the earlier way in the list names it)
    # a dropped remainder where the right value is not whole: named not whole instead
    ("12:5=2", None, None),
    ("2+9:2=6", None, None),
    # with exact division every : must come out even: an inexact one is its own error
    ("7:2x2=6", EXACT, None),
    # decoys: correct sums
    ("6+4x2=14", None, None),
    ("70+118:2=129", None, None),
    ("20-5-3=12", None, None),
    ("12:2x3=18", None, None),
    # equal by coincidence under both paths: the sum is correct, nothing to name
    ("0+5x3=15", None, None),
    ("4+4x1=8", None, None),
    ("2x3+4=10", None, None),
    ("10+2-3=9", None, None),
    # wrong, but no well-known way gives the number
    ("6+4x2=15", None, None),
    ("0+5x3=16", None, None),
    ("2x3=7", None, None),
    ("70+118:2=128", None, None),
    # precedence-free sums: every way is the same
    ("2+3+4=10", None, None),
    ("2x3x4=25", None, None),
    ("9-3-3=4", None, None),
    ("1+2+3+4+5=14", None, None),
    # wrong for another reason: not "not-equal", so no slip
    ("6+4x2=020", None, None),
    ("06+4x2=20", None, None),
    ("6+4x2", None, None),
    ("6+4x2=20=20", None, None),
    ("6+4xa=20", None, None),
    ("5:0+1=1", None, None),
    ("1+7:2=4", EXACT, None),
    ("3-5+4=6", NO_NEGATIVE, None),
    ("6+4x=20", None, None),
    # division: a wrong way that divides by zero or (exact division) leaves a remainder
    ("6:3x0=1", None, None),
    ("2:1:2=4", EXACT, None),
    ("7:2x2=7", None, None),
    ("7:2x2=1", None, None),
]


@pytest.mark.parametrize(("text", "rules", "code"), CASES)
def test_misconception_codes(text, rules, code):
    verdict = check_sum(text, rules)
    assert verdict.misconception == code, verdict.reason
    if code is None:
        assert verdict.slip is None
    else:
        assert verdict.code == "not-equal" and not verdict.valid
        assert verdict.slip.code == code and verdict.slip.value == verdict.right_value


def test_the_cases_are_many_and_cover_every_code():
    assert len(CASES) >= 60
    assert {c for _, _, c in CASES} == {*MISCONCEPTIONS, None}
    assert MISCONCEPTIONS == ("left-to-right", "multiply-before-divide", "add-before-subtract",
                              "right-to-left", "drop-remainder", "smaller-from-larger",
                              "times-zero", "add-before-multiply")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "You added first: 3+4=7, then 2x7=14. But x comes before +: 2x3=6, then 6+4=10."),
    ("de", "Du hast zuerst addiert: 3+4=7, dann 2x7=14. Aber Punkt vor Strich, also kommt x "
           "vor +: 2x3=6, dann 6+4=10."),
    ("nl", "Je hebt eerst opgeteld: 3+4=7, daarna 2x7=14. Maar x gaat voor +, want "
           "vermenigvuldigen en delen gaan voor optellen en aftrekken (Meneer Van Dale Wacht "
           "Op Antwoord): 2x3=6, daarna 6+4=10."),
])
def test_adding_before_multiplying_is_named_in_words(lang, words):
    verdict = sw.check("2x3+4=14")
    assert verdict.reason_in(lang) == words
    assert str(sw.explain("2x3+4=14")).count("every + and - before any x and :") == 1


def test_sw_check_has_the_field():
    assert sw.check("6+4x2=20").misconception == "left-to-right"
    assert sw.check("6+4x2=14").misconception is None


@pytest.mark.parametrize(
    ("text", "first", "also"),
    [
        ("12:2x3=2", "multiply-before-divide", "right-to-left"),
        ("10-2+3=5", "add-before-subtract", "right-to-left"),
    ],
)
def test_the_first_way_in_order_names_it(text, first, also):
    from summy_widget.arithmetic import _terms

    left, right = text.split("=")
    numbers = left.replace("x", " ").replace(":", " ").replace("+", " ").replace("-", " ").split()
    ops = [ch for ch in left if ch in "+-x:"]
    # the later way also gives that number: the order decides
    assert evaluate_way(_terms(numbers, ops), also)[0] == int(right)
    assert check_sum(text).misconception == first


REASONS = {
    "6+4x2=20": {
        "en": "You added first: 6+4=10, then 10x2=20. But x comes before +: 4x2=8, then 6+8=14.",
        "de": "Du hast zuerst addiert: 6+4=10, dann 10x2=20. Aber Punkt vor Strich, also kommt "
              "x vor +: 4x2=8, dann 6+8=14.",
        "nl": "Je hebt eerst opgeteld: 6+4=10, daarna 10x2=20. Maar x gaat voor +, want "
              "vermenigvuldigen en delen gaan voor optellen en aftrekken (Meneer Van Dale Wacht "
              "Op Antwoord): 4x2=8, daarna 6+8=14.",
    },
    "12:2x3=2": {
        "en": "You multiplied first: 2x3=6, then 12:6=2. But x and : have the same rank, so the "
              "left one goes first: 12:2=6, then 6x3=18.",
        "de": "Du hast zuerst multipliziert: 2x3=6, dann 12:6=2. Aber x und : sind gleichrangig "
              "(Punkt vor Strich heißt nicht: erst mal, dann geteilt), also kommt das linke "
              "zuerst: 12:2=6, dann 6x3=18.",
        "nl": "Je hebt eerst vermenigvuldigd: 2x3=6, daarna 12:6=2. Maar x en : zijn even sterk, "
              "dus de linker gaat eerst (Meneer Van Dale betekent niet: eerst vermenigvuldigen, "
              "dan pas delen): 12:2=6, daarna 6x3=18.",
    },
    "10-2+3=5": {
        "en": "You added first: 2+3=5, then 10-5=5. But + and - have the same rank, so the left "
              "one goes first: 10-2=8, then 8+3=11.",
        "de": "Du hast zuerst addiert: 2+3=5, dann 10-5=5. Aber + und - sind gleichrangig, also "
              "kommt das linke zuerst: 10-2=8, dann 8+3=11.",
        "nl": "Je hebt eerst opgeteld: 2+3=5, daarna 10-5=5. Maar + en - zijn even sterk, dus de "
              "linker gaat eerst (Wacht Op Antwoord betekent niet: eerst optellen, dan pas "
              "aftrekken): 10-2=8, daarna 8+3=11.",
    },
    "9:2x2=8": {
        "en": "You dropped the remainder: 9:2=4, then 4x2=8. But 9:2 does not come out even, "
              "and the part left over counts too: 9:2=9/2, then 9/2x2=9.",
        "de": "Du hast den Rest weggelassen: 9:2=4, dann 4x2=8. Aber 9:2 geht nicht auf, und "
              "der Rest zählt mit: 9:2=9/2, dann 9/2x2=9.",
        "nl": "Je hebt de rest weggelaten: 9:2=4, daarna 4x2=8. Maar 9:2 komt niet uit, en de "
              "rest telt mee: 9:2=9/2, daarna 9/2x2=9.",
    },
    "3-5+4=6": {
        "en": "You took the smaller number from the larger: 3-5=2, then 2+4=6. But 3-5 goes "
              "below zero: 3-5=-2, then -2+4=2.",
        "de": "Du hast die kleinere Zahl von der größeren abgezogen: 3-5=2, dann 2+4=6. Aber "
              "3-5 geht unter null: 3-5=-2, dann -2+4=2.",
        "nl": "Je hebt het kleinste getal van het grootste afgetrokken: 3-5=2, daarna 2+4=6. "
              "Maar 3-5 komt onder nul: 3-5=-2, daarna -2+4=2.",
    },
    "65+2x0=67": {
        "en": "You multiplied by 0 as if nothing changed: 2x0=2, then 65+2=67. But anything "
              "times 0 is 0: 2x0=0, then 65+0=65.",
        "de": "Du hast mit 0 malgenommen, als ob sich nichts ändert: 2x0=2, dann 65+2=67. Aber "
              "alles mal 0 ist 0: 2x0=0, dann 65+0=65.",
        "nl": "Je hebt met 0 vermenigvuldigd alsof er niets verandert: 2x0=2, daarna 65+2=67. "
              "Maar alles keer 0 is 0: 2x0=0, daarna 65+0=65.",
    },
    # the first step was right: the slip is the step after it, done too early
    "2x3+4x5=50": {
        "en": "You added too early: 2x3=6, then 6+4=10, then 10x5=50. But x comes before +: "
              "2x3=6, then 4x5=20, then 6+20=26.",
        "de": "Du hast zu früh addiert: 2x3=6, dann 6+4=10, dann 10x5=50. Aber Punkt vor Strich, "
              "also kommt x vor +: 2x3=6, dann 4x5=20, dann 6+20=26.",
        "nl": "Je hebt te vroeg opgeteld: 2x3=6, daarna 6+4=10, daarna 10x5=50. Maar x gaat voor "
              "+, want vermenigvuldigen en delen gaan voor optellen en aftrekken (Meneer Van Dale "
              "Wacht Op Antwoord): 2x3=6, daarna 4x5=20, daarna 6+20=26.",
    },
    "20-5-3=18": {
        "en": "You worked from right to left: 5-3=2, then 20-2=18. But when two signs have the "
              "same rank, the left one goes first: 20-5=15, then 15-3=12.",
        "de": "Du hast von rechts nach links gerechnet: 5-3=2, dann 20-2=18. Aber bei "
              "gleichrangigen Rechenzeichen kommt das linke zuerst: 20-5=15, dann 15-3=12.",
        "nl": "Je hebt van rechts naar links gerekend: 5-3=2, daarna 20-2=18. Maar bij even "
              "sterke rekentekens gaat de linker eerst: 20-5=15, daarna 15-3=12.",
    },
}


@pytest.mark.parametrize("text", sorted(REASONS))
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_reasons_name_the_slip_with_the_students_numbers(text, lang):
    assert check_sum(text, lang=lang).reason == REASONS[text][lang]
    assert check_sum(text).reason_in(lang) == REASONS[text][lang]


def test_the_issue_example_and_the_precedence_words():
    assert sw.check("70+118:2=94").reason == (
        "You added first: 70+118=188, then 188:2=94. But : comes before +: 118:2=59, "
        "then 70+59=129.")
    assert "Punkt vor Strich" in sw.check("70+118:2=94", lang="de").reason
    assert "Meneer Van Dale" in sw.check("70+118:2=94", lang="nl").reason
    assert "You subtracted first: 10-2=8" in sw.check("10-2x3=24").reason
    assert "You divided first" not in sw.check("1+12:2x3=3").reason


def test_a_slip_without_the_right_working_gives_no_answer_away():
    slip = sw.check("6+4x2=20").slip
    short = slip.text("en", working=False)
    assert short == "You added first: 6+4=10, then 10x2=20. But x comes before +."
    assert "14" not in short
    for lang in ("de", "nl"):
        assert "14" not in slip.text(lang, working=False)


def test_wrong_paths_are_exact_fractions():
    slip = sw.check("12:2:3=18").slip
    assert [s.compact() for s in slip.wrong] == ["2:3=2/3", "12:2/3=18"]
    assert slip.wrong[0].result == Fraction(2, 3)


def test_every_other_code_has_no_misconception():
    for text in ["2+a=3", "2+2=", "=5", "05+1=6", "5:0=0", "2+2==4"]:
        assert sw.check(text).misconception is None


def test_equations_look_at_each_side():
    left = check_equation("6+4x2=20")
    assert left.misconception == "left-to-right" and left.slip.side == "left"
    right = check_equation("20=6+4x2")
    assert right.misconception == "left-to-right" and right.slip.side == "right"
    assert right.reason.startswith("On the right of =: You added first: 6+4=10")
    assert right.reason_in("de").startswith("Rechts vom =: Du hast zuerst addiert")
    assert right.reason_in("nl").startswith("Rechts van het =: Je hebt eerst opgeteld")
    assert check_equation("2+3x4=5x4").misconception == "left-to-right"
    assert check_equation("2+2=5").misconception is None
    assert check_equation("2x3=1+5").misconception is None


def test_pari_equations_name_the_slip_too():
    from summy_widget import pari

    verdict = pari.check("20=6+4x2", lang="de")
    assert verdict.misconception == "left-to-right"
    assert "Punkt vor Strich" in verdict.reason


def test_find_slip_is_a_hook_for_one_side():
    assert find_slip("6+4x2", 20).code == "left-to-right"
    assert find_slip("6 + 4 * 2", 20).code == "left-to-right"
    assert find_slip("6+4x2", 20, side="right").text().startswith("On the right of =")
    assert find_slip("6+4x2", 14) is None
    assert find_slip("6+", 20) is None
    assert find_slip("6+a", 20) is None
    assert find_slip("2:1:2", 4, EXACT) is None
    with pytest.raises(TypeError, match="expression"):
        find_slip(None, 20)


def test_evaluate_way_does_not_change_its_input():
    from summy_widget.arithmetic import _terms

    terms = _terms(["6", "4", "2"], ["+", "x"])
    before = tuple(terms)
    for way in ("correct", *MISCONCEPTIONS):
        evaluate_way(terms, way)
    assert terms == before


def test_explanation_shows_both_paths_in_text_and_html():
    text = str(sw.explain("6+4x2=20"))
    assert "your way (strictly left to right): 6+4=10, then 10x2=20" in text
    assert "the right way: 4x2=8, then 6+8=14" in text
    html = sw.explain("6+4x2=20")._repr_html_()
    assert 'data-path="student"' in html and 'data-path="right"' in html
    assert html.index("6+4=10") < html.index("4x2=8")
    assert "Punkt vor Strich" in sw.explain("6+4x2=20", lang="de")._repr_html_()
    assert "jouw manier" in str(sw.explain("20-5-3=18", lang="nl"))
    assert "your way" not in str(sw.explain("6+4x2=15"))


def test_an_engine_error_carrying_a_verdict_words_it_in_each_language():
    from summy_widget.errors import IllegalMoveError

    verdict = sw.check("6+4x2=20")
    error = IllegalMoveError("not-a-sum", "not a sum", key="summy.illegal.not-a-sum",
                             sum="6+4x2=20", reason=verdict)
    assert error.text("de") == "6+4x2=20 ist keine richtige Summe: " + verdict.reason_in("de")
    assert "Meneer Van Dale" in error.text("nl")


def test_a_summy_move_whose_sum_is_a_known_slip_names_it_in_the_preview_words():
    from summy_widget import summy

    with pytest.raises(summy.IllegalMoveError) as err:
        summy.evaluate_move(summy.Board.start(), "H13> 6+4x2(=)20")
    assert "You added first: 6+4=10, then 10x2=20" in err.value.text("en")
    assert "Punkt vor Strich" in err.value.text("de")
    assert "Meneer Van Dale" in err.value.text("nl")


def test_a_dropped_remainder_is_named_at_its_division():
    """The slip begins at the division that lost its remainder, even when an earlier step
    was right; the short words name that division and give no answer away; the explanation
    shows both paths."""
    slip = sw.check("1+7:2x4=13").slip
    assert [s.compact() for s in slip.wrong] == ["7:2=3", "3x4=12", "1+12=13"]
    assert [s.compact() for s in slip.right] == ["7:2=7/2", "7/2x4=14", "1+14=15"]
    assert slip.diverges == 0 and slip.params()["part"] == "7:2"
    slip = sw.check("5:2+5:2=4").slip
    assert slip.diverges == 0 and slip.wrong[1].compact() == "5:2=2"
    short = sw.check("7:2x2=6").slip.text("en", working=False)
    assert short == ("You dropped the remainder: 7:2=3, then 3x2=6. But 7:2 does not come out "
                     "even, and the part left over counts too.")
    for lang in ("en", "de", "nl"):
        assert "7/2" not in sw.check("7:2x2=6").slip.text(lang, working=False)
    text = str(sw.explain("7:2x2=6"))
    assert "your way (the remainder dropped): 7:2=3, then 3x2=6" in text
    assert "the right way: 7:2=7/2, then 7/2x2=7" in text


def test_a_dropped_remainder_in_an_equation_and_in_pari():
    from summy_widget import pari

    assert check_equation("4=5:2x2").misconception == "drop-remainder"
    verdict = pari.check("8=9:2x2", lang="nl")
    assert verdict.misconception == "drop-remainder"
    assert verdict.reason.startswith("Rechts van het =: Je hebt de rest weggelaten: 9:2=4")
    # 9:2=4 is a fraction against a whole number: named not whole, as before
    assert check_equation("9:2=4").misconception is None
    assert "not a whole number" in check_equation("9:2=4").reason


def test_an_operator_slip_begins_at_its_own_step():
    """A slip of one operator (not of the order) is named at that operator's step, after the
    steps that were right, and it is tried only after every slip of order."""
    slip = sw.check("2x3-8+9=11").slip
    assert slip.code == "smaller-from-larger" and slip.diverges == 1
    assert slip.params()["part"] == "6-8"
    assert slip.text(working=False).startswith(
        "You took the smaller number from the larger: 2x3=6, then 6-8=2")
    slip = sw.check("5+0x4x2=13").slip
    assert slip.code == "times-zero" and [s.compact() for s in slip.wrong] == [
        "0x4=4", "4x2=8", "5+8=13"]
    assert sw.check("10-2+3=5").misconception == "add-before-subtract"  # the order first
    assert sw.check("2x3x4=25").misconception is None  # no 0, no -, no :: nothing to slip
