"""Step-by-step explanations of a sum or an equation, as plain text and as HTML.

>>> print(explain("70+118:2=129"))
70+118:2=129
  70 + 118 : 2  ->  118 : 2 = 59
  70 + 59 = 129
  left side 129 = right side 129: correct
  score: 7+0+1+1+8+2+1+2+9 = 31
>>> print(explain("15+12=027"))
15+12=027
  not correct: 027 starts with a 0, and a number may not start with 0

A sum that is wrong in a well-known way shows the student's path beside the right one:

>>> print(explain("6+4x2=20"))
6+4x2=20
  6 + 4 x 2  ->  4 x 2 = 8
  6 + 8 = 14
  your way (strictly left to right): 6+4=10, then 10x2=20
  the right way: 4x2=8, then 6+8=14
  not correct: You added first: 6+4=10, then 10x2=20. But x comes before +: 4x2=8, then 6+8=14.

The HTML form (``_repr_html_``) carries its own styles, so it also looks right
in a notebook saved without JavaScript.

How a correct text scores is a parameter (``scoring``): Summy counts digits
(:func:`digit_scoring`), =Pari= counts cards (:class:`CardScoring`, or the game's
own scoring passed in by :mod:`summy_widget.pari.explain`). This module imports
no game, so no game's module has to import it back in a circle.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from . import i18n
from .arithmetic import DIGITS, Step, Verdict, check_equation, check_sum, format_value

__all__ = ["CardScoring", "Explanation", "Scoring", "digit_scoring", "explain", "render_terms"]

#: How a correct text scores: ``scoring(verdict, lang)`` gives the score line in ``lang``.
Scoring = Callable[[Verdict, str], str]


def digit_scoring(verdict: Verdict, lang: str = "en") -> str:
    """Summy's score line: the digits of the sum added up.

    >>> digit_scoring(check_sum("2x3=6"))
    'score: 2+3+6 = 11'
    """
    digits = [ch for ch in verdict.text if ch in DIGITS]
    return i18n.t("explain.score", lang, digits="+".join(digits), score=verdict.score)


@dataclass(frozen=True)
class CardScoring:
    """=Pari='s score line: the cards of the equation (``=`` included unless
    ``count_equals`` is off) minus ``deduct``, never below 0.

    >>> CardScoring()(check_equation("2x3=1+5"))
    'points: 7 cards minus 3 = 4'
    """

    deduct: int = 3
    count_equals: bool = True

    @classmethod
    def from_rules(cls, rules: Any) -> CardScoring:
        """The scoring of a rules object with ``deduct`` and ``count_equals`` (or the defaults)."""
        return cls(int(getattr(rules, "deduct", 3)), bool(getattr(rules, "count_equals", True)))

    def __call__(self, verdict: Verdict, lang: str = "en") -> str:
        text = verdict.text
        cards = len(text) - (0 if self.count_equals else text.count("="))
        return i18n.t("pari.explain.score", lang, cards=cards, deduct=self.deduct,
                      score=max(0, cards - self.deduct))


#: The signs as the tiles show them (the others are written as they are typed).
SIGNS = {"-": "−", "x": "×"}
# colours of the card: the widget's theme colours (--sw-*, light and dark) inside a widget,
# else those of a white page
_OK, _ERROR = "var(--sw-ok, #0b6e2e)", "var(--sw-error, #a4001d)"


def render_terms(terms: tuple[Fraction | str, ...], signs: bool = False) -> str:
    """Write an expression held as alternating values and operators; ``signs``: with the
    signs × and − as the tiles show them (as the HTML steps show them throughout).

    >>> render_terms((Fraction(70), "+", Fraction(7, 2)))
    '70 + 7/2'
    >>> render_terms((Fraction(6), "x", Fraction(4), "-", Fraction(1)), signs=True)
    '6 × 4 − 1'
    """
    return " ".join((SIGNS.get(t, t) if signs else t) if isinstance(t, str)
                    else format_value(t) for t in terms)


class Explanation:
    """An explanation of one verdict: the steps, the comparison and the score.

    ``str()`` gives plain text; notebooks show ``_repr_html_``. ``lines`` holds
    the plain text lines. ``scoring`` writes the score line of a correct text
    (default: Summy's digit sum).
    """

    def __init__(self, verdict: Verdict, lang: str = "en",
                 scoring: Scoring | None = None) -> None:
        self.verdict = verdict
        self.lang = lang
        self.scoring: Scoring = scoring if scoring is not None else digit_scoring

    def _score_line(self) -> str:
        return self.scoring(self.verdict, self.lang)

    def _paths(self) -> list[tuple[str, tuple[Step, ...]]]:
        """The student's way and the right way, when the verdict names a slip."""
        slip = self.verdict.slip
        if slip is None:
            return []
        name = self._t(f"slip.name.{slip.code}")
        return [(self._t("explain.your-way", name=name), slip.wrong),
                (self._t("explain.right-way"), slip.right)]

    # -- plain text ---------------------------------------------------------
    def _t(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    @property
    def lines(self) -> list[str]:
        v = self.verdict
        lines = [v.text]
        if v.code in ("ok", "not-equal", "inexact-division", "negative-intermediate") or v.steps:
            for step in v.steps:
                if len(step.terms) == 3:
                    lines.append(f"  {step}")
                else:
                    lines.append(f"  {render_terms(step.terms)}  ->  {step}")
        then = self._t("slip.then")
        for label, steps in self._paths():
            lines.append(f"  {label}: {then.join(s.compact() for s in steps)}")
        if v.valid:
            if v.right_value is not None and len(v.text.split("=")[1]) > 0:
                lines.append(
                    "  "
                    + self._t(
                        "explain.equal",
                        left=format_value(v.value),
                        right=format_value(v.right_value),
                    )
                )
            lines.append("  " + self._score_line())
        else:
            lines.append("  " + self._t("explain.wrong", reason=v.reason_in(self.lang)))
        return lines

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def __repr__(self) -> str:
        return str(self)

    # -- HTML ---------------------------------------------------------------
    def _html_step(self, step: Step) -> str:
        parts = []
        for i, term in enumerate(step.terms):
            text = term if isinstance(term, str) else format_value(term)
            text = html.escape(SIGNS.get(text, text) if isinstance(term, str) else text)
            if i == step.index:
                text = f'<b style="color:var(--sw-best, #b3006b);font-size:1.15em">{text}</b>'
            if i == step.index - 1:  # the operation worked out now: tinted and framed (the
                # frame, an outline, stays in a contrast theme, which drops the tint)
                text = (
                    '<span style="background:var(--sw-pending-bg, #fff2a8);border-radius:4px;'
                    f'padding:1px 3px;outline:1px solid #c9a800">{text}'
                )
            if i == step.index + 1:
                text = f"{text}</span>"
            parts.append(text)
        after = render_terms(step.after, signs=True)
        worked = render_terms((step.left, step.op, step.right, "=", step.result), signs=True)
        rank = self._t("explain.rank.times" if step.op in "x:" else "explain.rank.plus")
        if len(step.terms) == 3:  # the last step: nothing else is left to carry along
            return (
                '<li style="margin:2px 0">'
                f'<span style="font-family:monospace;font-size:1.05em">{" ".join(parts)}'
                f" = {html.escape(after)}</span>"
                f' <span style="color:var(--sw-muted, #555);font-size:0.85em">'
                f"({html.escape(rank)})</span></li>"
            )
        return (
            '<li style="margin:2px 0">'
            f'<span style="font-family:monospace;font-size:1.05em">{" ".join(parts)}</span>'
            f' &nbsp;→&nbsp; <span style="font-family:monospace">{html.escape(worked)}</span>'
            f' &nbsp;→&nbsp; <span style="font-family:monospace">{html.escape(after)}</span>'
            f' <span style="color:var(--sw-muted, #555);font-size:0.85em">'
            f"({html.escape(rank)})</span></li>"
        )

    def _html_paths(self) -> list[str]:
        """The student's way beside the right one: two columns, the first different step marked."""
        paths = self._paths()
        if not paths:
            return []
        k = self.verdict.slip.diverges if self.verdict.slip is not None else 0
        columns = []
        for n, (label, steps) in enumerate(paths):
            colour = _ERROR if n == 0 else _OK
            items = []
            for i, step in enumerate(steps):
                text = html.escape(step.compact())
                if i == k:
                    text = f'<b style="color:{colour}">{text}</b>'
                items.append(f'<li style="font-family:monospace;margin:1px 0">{text}</li>')
            columns.append(
                f'<div class="summy-path" data-path="{"student" if n == 0 else "right"}" '
                'style="flex:1;min-width:12em;border-top:3px solid '
                f'{colour};padding:4px 8px;background:var(--sw-surface-2, #fafafa)">'
                f'<div style="font-size:0.9em;color:{colour};font-weight:bold">'
                f"{html.escape(label)}</div>"
                f'<ol style="margin:4px 0 0 1.2em;padding:0">{"".join(items)}</ol></div>'
            )
        return ['<div style="display:flex;gap:12px;flex-wrap:wrap;margin:6px 0">'
                + "".join(columns) + "</div>"]

    def _repr_html_(self) -> str:
        v = self.verdict
        ok = v.valid
        colour = _OK if ok else _ERROR
        badge = self._t("explain.badge.ok" if ok else "explain.badge.wrong")
        rows = [
            '<div class="summy-explain" style="font-family:system-ui,sans-serif;'
            "border:1px solid var(--sw-border, #ccc);border-radius:8px;padding:8px 12px;"
            "margin:4px 0;max-width:44em;background:var(--sw-surface, #fff);"
            'color:var(--sw-ink, #111)">',
            f'<div style="font-family:monospace;font-size:1.3em;font-weight:bold">'
            f"{html.escape(v.text)} "
            '<span style="font-family:system-ui,sans-serif;font-size:0.7em;'
            f'color:var(--sw-on-accent, #fff);background:{colour};border-radius:4px;'
            f'padding:1px 6px">{html.escape(badge)}'
            "</span></div>",
        ]
        if v.steps:
            rows.append('<ol style="margin:6px 0 6px 1.2em;padding:0">')
            rows += [self._html_step(s) for s in v.steps]
            rows.append("</ol>")
        rows += self._html_paths()
        if ok:
            rows.append(
                f'<div style="color:{colour}">'
                + html.escape(
                    self._t(
                        "explain.equal",
                        left=format_value(v.value),
                        right=format_value(v.right_value),
                    )
                )
                + "</div>"
            )
            rows.append(
                '<div style="margin-top:4px">'
                + html.escape(self._score_line())
                + "</div>"
            )
        else:
            rows.append(
                f'<div style="color:{colour};font-weight:bold">'
                + html.escape(self._t("explain.wrong", reason=v.reason_in(self.lang)))
                + "</div>"
            )
        rows.append("</div>")
        return "".join(rows)


def explain(text: str | Verdict, rules: Any = None, lang: str = "en",
            equation: bool = False, scoring: Scoring | None = None) -> Explanation:
    """Explain a Summy sum (or, with ``equation=True``, a =Pari= equation) step by step.

    ``scoring`` writes the score line of a correct text; an equation's points are
    counted in cards (:class:`CardScoring` of ``rules``) unless another scoring is given.

    >>> str(explain("7:2x2=7")).splitlines()[1]
    '  7 : 2 x 2  ->  7 : 2 = 7/2'
    >>> str(explain("2x3=1+5", equation=True)).splitlines()[-1]
    '  points: 7 cards minus 3 = 4'
    """
    if isinstance(text, Verdict):
        verdict = text
    elif equation:
        verdict = check_equation(text, rules, lang)
    else:
        verdict = check_sum(text, rules, lang)
    if scoring is None and equation:
        scoring = CardScoring.from_rules(rules)
    return Explanation(verdict, lang, scoring)
