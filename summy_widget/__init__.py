"""summy_widget: Summy, Summa Summarum and =Pari= as Jupyter widgets that explain every move.

>>> import summy_widget as sw
>>> v = sw.check("70+118:2=129")
>>> v.valid, v.score
(True, 31)
>>> print(sw.explain("2x3=6"))
2x3=6
  2 x 3 = 6
  left side 6 = right side 6: correct
  score: 2+3+6 = 11

The engine (``arithmetic``, ``summy``, ``summa``, ``pari``) is pure Python;
the widget classes are imported only when first used, so the engine also runs
where Jupyter is not installed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .arithmetic import Verdict, check_sum
from .errors import GameError, IllegalMoveError, NotationError, RecordError
from .explain import Explanation, explain

if TYPE_CHECKING:  # pragma: no cover
    from .widgets.pari import PariWidget
    from .widgets.summa import SummaWidget
    from .widgets.summy import SummyWidget

__version__ = "0.1.0"
__all__ = [
    "Explanation",
    "GameError",
    "IllegalMoveError",
    "NotationError",
    "RecordError",
    "PariWidget",
    "SummaWidget",
    "SummyWidget",
    "Verdict",
    "check",
    "explain",
]

_WIDGETS = {
    "SummyWidget": ".widgets.summy",
    "SummaWidget": ".widgets.summa",
    "PariWidget": ".widgets.pari",
}


def check(text: str, rules: Any = None, lang: str = "en") -> Verdict:
    """Is ``text`` a correct Summy sum? See :func:`summy_widget.arithmetic.check_sum`.

    >>> check("15+12=027").reason
    '027 starts with a 0, and a number may not start with 0'
    """
    return check_sum(text, rules, lang)


def __getattr__(name: str) -> Any:
    if name in _WIDGETS:
        from importlib import import_module

        return getattr(import_module(_WIDGETS[name], __name__), name)
    raise AttributeError(f"module 'summy_widget' has no attribute {name!r}")
