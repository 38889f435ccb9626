"""A widget option set to a value it cannot take, said in the widget's language.

``w.speed = "schnell"`` or ``SummyWidget(lang="de", zoom="groß")`` used to raise traitlets'
own English ``TraitError`` ("The 'speed' trait of a SummyWidget instance expected any of
…"); now it is an :class:`OptionError`, which is still a ``TraitError`` (code that caught it
goes on working) and a :class:`~summy_widget.errors.GameError`, so it names the option, the
values it takes and the value given, in each language.

>>> import traitlets
>>> error = option_error(traitlets.Enum(["slow", "off"]), "schnell", "speed")
>>> print(error.code, "|", error.text("de"))
bad-option | speed muss eines von 'slow', 'off' sein, nicht 'schnell'
>>> isinstance(error, traitlets.TraitError), isinstance(error, ValueError)
(True, True)
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..errors import GameError

__all__ = ["OptionError", "option_error"]


class OptionError(GameError, traitlets.TraitError):
    """A widget option given a value it cannot take (code ``bad-option``); nothing changed."""


def option_error(trait: traitlets.TraitType, value: Any, name: str) -> OptionError | None:
    """The error for ``value`` given to the option ``name`` of the kind ``trait``, or ``None``
    for a kind of option a pupil or teacher does not set by hand (a list, a dict).

    >>> print(option_error(traitlets.Float(1.0), "big", "zoom").text("nl"))
    zoom moet een getal zijn, niet 'big'
    >>> print(option_error(traitlets.Int(3), 2.5, "players").text("de"))
    players muss eine ganze Zahl wie 3 sein, nicht 2.5
    >>> print(option_error(traitlets.Unicode("."), 5, "save_folder"))
    save_folder must be text in quotes, like 'games', not 5
    >>> option_error(traitlets.Dict(), 5, "hint") is None
    True
    """
    shown = repr(value)[:40]
    if isinstance(trait, traitlets.Enum):
        return OptionError("bad-option", key="error.rule-choice", name=name, value=shown,
                           choices=", ".join(map(repr, trait.values)))
    if isinstance(trait, traitlets.Bool):
        return OptionError("bad-option", key="error.rule-bool", name=name, value=shown)
    if isinstance(trait, traitlets.Int):
        return OptionError("bad-option", key="error.option-whole-number", name=name,
                           value=shown)
    if isinstance(trait, traitlets.Float):
        return OptionError("bad-option", key="error.option-number", name=name, value=shown)
    if isinstance(trait, traitlets.Unicode):
        return OptionError("bad-option", key="error.option-text", name=name, value=shown)
    return None
