"""Checks of a game's rule options, shared by Summy's and =Pari='s ``Rules``.

A wrong value is a :class:`~summy_widget.errors.GameError` with the code ``bad-rule`` (a
``ValueError``, as before), so its message is said in the pupil's language wherever it shows:
in a notebook, and inside the error of a saved game whose rules were edited by hand.

>>> check_whole("rack_size", 13, 1, 12)
Traceback (most recent call last):
...
summy_widget.errors.GameError: rack_size must be a whole number from 1 to 12, not 13
>>> try:
...     check_bool("beginners", "yes")
... except ValueError as error:
...     print(error.code, "|", error.text("nl"))
bad-rule | beginners moet True of False zijn, niet 'yes'
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

from .errors import GameError

__all__ = ["check_bool", "check_choice", "check_whole", "is_whole", "unknown_options"]


def is_whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (``True`` and ``False`` are not).

    >>> is_whole(3), is_whole(True), is_whole(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def _refused(key: str, name: str, value: Any, **params: Any) -> GameError:
    """The ``bad-rule`` error of the message ``key`` for the option ``name``."""
    return GameError("bad-rule", key=f"error.rule-{key}", name=name, value=repr(value)[:40],
                     **params)


def check_bool(name: str, value: Any) -> None:
    """Refuse an option ``name`` that is not ``True`` or ``False``.

    >>> check_bool("beginners", True)
    """
    if not isinstance(value, bool):
        raise _refused("bool", name, value)


def check_whole(name: str, value: Any, low: int, high: int | None = None,
                or_none: bool = False) -> None:
    """Refuse an option ``name`` that is not a whole number from ``low`` (to ``high``); ``None``
    is allowed when ``or_none``.

    >>> check_whole("think_seconds", None, 1, or_none=True)
    >>> check_whole("target", 0, 1)
    Traceback (most recent call last):
    ...
    summy_widget.errors.GameError: target must be a whole number of at least 1, not 0
    """
    if or_none and value is None:
        return
    if is_whole(value) and low <= value and (high is None or value <= high):
        return
    if high is not None:
        raise _refused("range", name, value, low=low, high=high)
    raise _refused("at-least-or-none" if or_none else "at-least", name, value, low=low)


def check_choice(name: str, value: Any, choices: Iterable[Any]) -> None:
    """Refuse an option ``name`` that is none of ``choices``.

    >>> check_choice("deduct", 5, (3, 4))
    Traceback (most recent call last):
    ...
    summy_widget.errors.GameError: deduct must be one of 3, 4, not 5
    """
    choices = tuple(choices)
    if isinstance(value, bool) or value not in choices:
        raise _refused("choice", name, value, choices=", ".join(map(str, choices)))


def unknown_options(data: Any, known: Iterable[str], example: str) -> None:
    """Refuse rules read from a record or a file that are not a JSON object (``example``
    shows one) or that name an option the game does not have.

    >>> unknown_options({"exact_divison": True}, ["players", "exact_division"], "{}")
    Traceback (most recent call last):
    ...
    summy_widget.errors.GameError: 'exact_divison' is not a rule option (did you mean \
'exact_division'?): the options are exact_division, players
    """
    if not isinstance(data, dict):
        raise GameError("bad-rule", key="error.rules-object", example=example)
    known = sorted(known)
    for name in sorted(map(str, data)):
        if name not in known:
            meant = difflib.get_close_matches(name, known, n=1)
            raise GameError("bad-rule", key="error.rule-unknown-meant" if meant
                            else "error.rule-unknown", name=name[:40],
                            meant=meant[0] if meant else "", known=", ".join(known))
