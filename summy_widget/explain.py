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

The HTML form (``_repr_html_``) carries its own styles, so it also looks right
in a notebook saved without JavaScript.
"""

from __future__ import annotations

import html
from fractions import Fraction
from typing import Any

from . import i18n
from .arithmetic import DIGITS, Step, Verdict, check_sum, format_value

__all__ = ["Explanation", "explain", "render_terms"]

_OP_SHOWN = {"+": "+", "-": "−", "x": "×", ":": ":"}


def render_terms(terms: tuple[Fraction | str, ...]) -> str:
    """Write an expression held as alternating values and operators.

    >>> render_terms((Fraction(70), "+", Fraction(7, 2)))
    '70 + 7/2'
    """
    return " ".join(t if isinstance(t, str) else format_value(t) for t in terms)


class Explanation:
    """An explanation of one verdict: the steps, the comparison and the score.

    ``str()`` gives plain text; notebooks show ``_repr_html_``. ``lines`` holds
    the plain text lines.
    """

    def __init__(self, verdict: Verdict, lang: str = "en") -> None:
        self.verdict = verdict
        self.lang = lang

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
            digits = [ch for ch in v.text if ch in DIGITS]
            lines.append("  " + self._t("explain.score", digits="+".join(digits), score=v.score))
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
            text = html.escape(_OP_SHOWN.get(text, text) if isinstance(term, str) else text)
            if i == step.index:
                text = f'<b style="color:#b3006b;font-size:1.15em">{text}</b>'
            if i == step.index - 1:
                text = (
                    '<span style="background:#fff2a8;border-radius:4px;padding:1px 3px;'
                    f'box-shadow:0 0 0 1px #c9a800">{text}'
                )
            if i == step.index + 1:
                text = f"{text}</span>"
            parts.append(text)
        after = render_terms(step.after)
        rank = self._t("explain.rank.times" if step.op in "x:" else "explain.rank.plus")
        if len(step.terms) == 3:  # the last step: nothing else is left to carry along
            return (
                '<li style="margin:2px 0">'
                f'<span style="font-family:monospace;font-size:1.05em">{" ".join(parts)}'
                f" = {html.escape(after)}</span>"
                f' <span style="color:#555;font-size:0.85em">({html.escape(rank)})</span></li>'
            )
        return (
            '<li style="margin:2px 0">'
            f'<span style="font-family:monospace;font-size:1.05em">{" ".join(parts)}</span>'
            f' &nbsp;→&nbsp; <span style="font-family:monospace">{html.escape(str(step))}</span>'
            f' &nbsp;→&nbsp; <span style="font-family:monospace">{html.escape(after)}</span>'
            f' <span style="color:#555;font-size:0.85em">({html.escape(rank)})</span></li>'
        )

    def _repr_html_(self) -> str:
        v = self.verdict
        ok = v.valid
        colour = "#0b6e2e" if ok else "#a4001d"
        badge = self._t("explain.badge.ok" if ok else "explain.badge.wrong")
        rows = [
            '<div class="summy-explain" style="font-family:system-ui,sans-serif;'
            "border:1px solid #ccc;border-radius:8px;padding:8px 12px;margin:4px 0;"
            'max-width:44em;background:#fff;color:#111">',
            f'<div style="font-family:monospace;font-size:1.3em;font-weight:bold">'
            f"{html.escape(v.text)} "
            f'<span style="font-family:system-ui,sans-serif;font-size:0.7em;color:#fff;'
            f'background:{colour};border-radius:4px;padding:1px 6px">{html.escape(badge)}'
            "</span></div>",
        ]
        if v.steps:
            rows.append('<ol style="margin:6px 0 6px 1.2em;padding:0">')
            rows += [self._html_step(s) for s in v.steps]
            rows.append("</ol>")
        if ok:
            digits = [ch for ch in v.text if ch in DIGITS]
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
                + html.escape(
                    self._t("explain.score", digits="+".join(digits), score=v.score)
                )
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
            equation: bool = False) -> Explanation:
    """Explain a Summy sum (or, with ``equation=True``, a =Pari= equation) step by step.

    An equation's points are counted in cards, as =Pari= scores them.

    >>> str(explain("7:2x2=7")).splitlines()[1]
    '  7 : 2 x 2  ->  7 : 2 = 7/2'
    """
    if equation:
        # =Pari= equations score by their cards, not their digits
        from .pari.explain import explain as explain_equation

        return explain_equation(text, rules, lang)
    if isinstance(text, Verdict):
        verdict = text
    else:
        verdict = check_sum(text, rules, lang)
    return Explanation(verdict, lang)
