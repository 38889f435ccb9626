"""sw.explain: step-by-step explanations in text and self-styled HTML."""

import re

import summy_widget as sw


def test_text_explains_steps_comparison_and_score():
    text = str(sw.explain("70+118:2=129"))
    lines = text.splitlines()
    assert lines[0] == "70+118:2=129"
    assert "118 : 2 = 59" in lines[1]
    assert "70 + 59 = 129" in lines[2]
    assert "left side 129 = right side 129" in text
    assert "7+0+1+1+8+2+1+2+9 = 31" in text


def test_multiplication_and_division_come_first_left_to_right():
    lines = str(sw.explain("2+12:3x2-1=9")).splitlines()[1:5]
    assert [line.split("->")[-1].strip() for line in lines] == [
        "12 : 3 = 4",
        "4 x 2 = 8",
        "2 + 8 = 10",
        "10 - 1 = 9",
    ]


def test_invalid_sums_are_explained():
    assert "027 starts with a 0" in str(sw.explain("15+12=027"))
    wrong = str(sw.explain("70+118:2=128"))
    assert "118 : 2 = 59" in wrong  # the steps are still shown
    assert "the left side is 129, but the right side says 128" in wrong


def test_html_highlights_the_operator_of_each_step_and_carries_its_styles():
    html = sw.explain("70+118:2=129")._repr_html_()
    assert "<script" not in html
    assert 'style="' in html  # no stylesheet needed: saved notebooks look the same
    bold = re.findall(r"<b [^>]*>(.*?)</b>", html)
    assert bold == [":", "+"]  # division first, then addition
    assert "7+0+1+1+8+2+1+2+9 = 31" in html


def test_html_steps_write_the_signs_as_the_tiles_show_them_throughout():
    """A step reads "2 × 3 × 4 → 2 × 3 = 6 → 6 × 4", not "2 × 3 × 4 → 2 x 3 = 6 → 6 x 4"."""
    html = sw.explain("2x3x4-5=19")._repr_html_()
    steps = [re.sub(r"<[^>]+>", "", item) for item in re.findall(r"<li [^>]*>(.*?)</li>", html)]
    assert len(steps) == 3
    assert steps[0].startswith("2 × 3 × 4 − 5 &nbsp;→&nbsp; 2 × 3 = 6 &nbsp;→&nbsp; 6 × 4 − 5")
    for step in steps:
        expression = step.split(" (")[0]  # without the note on the rank of the signs
        assert " x " not in expression and " - " not in expression, step


def test_html_of_an_invalid_sum_names_the_rule():
    html = sw.explain("5:0=0")._repr_html_()
    assert "divides by zero" in html
    assert "not correct" in html


def test_explanations_in_german_and_dutch():
    assert "Punkte: 2+3+6 = 11" in str(sw.explain("2x3=6", lang="de"))
    assert "punten: 2+3+6 = 11" in str(sw.explain("2x3=6", lang="nl"))
    assert "Punkt vor Strich" in sw.explain("2+3x4=14", lang="de")._repr_html_()


def test_equations_explain_both_sides():
    text = str(sw.explain("2x3=1+5", equation=True))
    assert "2 x 3 = 6" in text and "1 + 5 = 6" in text
    assert "7 cards" in text and "2+3+1+5" not in text  # cards, not digits
    assert "an equation needs exactly one =" in str(sw.explain("2+3", equation=True))


def test_scoring_is_a_parameter_of_the_explanation():
    from summy_widget.explain import Explanation, digit_scoring

    verdict = sw.check("2x3=6")
    assert str(Explanation(verdict)).splitlines()[-1] == "  score: 2+3+6 = 11"
    custom = Explanation(verdict, scoring=lambda v, lang: f"{lang}: {len(v.text)} symbols")
    assert str(custom).splitlines()[-1] == "  en: 5 symbols"
    assert digit_scoring(verdict, "de") == "Punkte: 2+3+6 = 11"
    html = sw.explain("2x3=6", lang="de", scoring=digit_scoring)._repr_html_()
    assert "Punkte: 2+3+6 = 11" in html


def test_equation_cards_agree_with_the_game_under_every_card_rule():
    from summy_widget import pari

    for rules in (pari.Rules(), pari.Rules(deduct=4), pari.Rules(count_equals=False)):
        for text in ("2x3=1+5", "7=7", "12=3x4", "5+4:2=7", "2+2=5"):
            shared = str(sw.explain(text, rules=rules, equation=True, lang="nl"))
            assert shared == str(pari.explain(text, rules=rules, lang="nl")), (text, rules)
