"""The errors of the three games: one family, each with a stable code and words in three languages.

Every engine error is a :class:`GameError`, a ``ValueError`` that carries a
stable ``code`` (for programs and tests), its ``params`` (the numbers, cells or
tiles concerned) and :meth:`GameError.text` (the message in English, German or
Dutch). The message is looked up in the i18n tables under ``key`` (by default
``"error." + code``); where the tables have no such key, the English message
given when the error was raised is used.

>>> err = IllegalMoveError("not-in-rack", "your rack has no 8", tiles="8")
>>> err.code, err.params, str(err)
('not-in-rack', {'tiles': '8'}, 'your rack has no 8')
>>> isinstance(err, ValueError), isinstance(err, GameError)
(True, True)

Wrong types are a ``TypeError`` that names the argument and what it should be:

>>> expect_type("seat", "1", int, "a seat number (0, 1, ...)")
Traceback (most recent call last):
...
TypeError: seat must be a seat number (0, 1, ...), not str '1'
"""

from __future__ import annotations

import contextlib
import difflib
import functools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from . import i18n

__all__ = [
    "GameError",
    "IllegalMoveError",
    "NotationError",
    "Phrase",
    "RecordError",
    "did_you_mean",
    "expect_type",
    "out_of_turn",
    "said_in",
    "refuse_unknown_options",
    "speaking",
    "type_error",
    "unknown_level",
]

T = TypeVar("T")


class GameError(ValueError):
    """Base of every engine error of the three games; nothing was changed when it is raised.

    ``code`` is a stable string such as ``"not-in-rack"``; ``params`` are the
    values the message names; ``key`` is the i18n key of the message.

    >>> GameError("game-over", "the game is over").text("de")
    'Das Spiel ist vorbei: beginne ein neues Spiel, um weiterzuspielen'
    """

    def __init__(self, code: str, message: str = "", /, *, key: str | None = None,
                 **params: Any) -> None:
        self.code = str(code)
        self.params = params
        self.key = key or f"error.{self.code}"
        self._message = message
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"``, ``"de"`` or ``"nl"``)."""
        params = said_in(self.params, lang)
        template = i18n.table(lang).get(self.key) or i18n.table("en").get(self.key)
        if template is None:
            return self._message or self.code
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self), self.code, self._message, self.key, self.params))


def _rebuild(cls: type[GameError], code: str, message: str, key: str,
             params: dict[str, Any]) -> GameError:
    return cls(code, message, key=key, **params)


class IllegalMoveError(GameError):
    """An action the rules do not allow now: a wrong sum, a tile not held, out of turn..."""


class NotationError(GameError):
    """An action text (or a cell, tile or card name) that cannot be read."""


class RecordError(GameError):
    """A game record that is malformed, from another game, tampered with, or does not replay."""


@dataclass(frozen=True)
class Phrase:
    """Words inside an error's message, said in the language the message is shown in: the
    message ``key`` with its ``params`` (themselves phrases or errors, said likewise).

    >>> Phrase("record.what.seed").reason_in("de")
    'eine ganze Zahl'
    >>> error = RecordError("record-field", field="seed", what=Phrase("record.what.seed"))
    >>> error.text("nl")
    "Het veld 'seed' van het verslag ontbreekt of klopt niet: het zou een geheel getal moeten zijn"
    """

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def reason_in(self, lang: str) -> str:
        """These words in ``lang``."""
        return i18n.t(self.key, lang, **said_in(self.params, lang))


def said_in(params: dict[str, Any], lang: str) -> dict[str, Any]:
    """``params`` with every phrase or error among them said in ``lang``.

    >>> said_in({"what": Phrase("record.what.seed"), "seat": 2}, "nl")
    {'what': 'een geheel getal', 'seat': 2}
    """
    return {k: (v.text(lang) if isinstance(v, GameError)
                else v.reason_in(lang) if hasattr(v, "reason_in") else v)
            for k, v in params.items()}


@dataclass(frozen=True)
class Together:
    """Names said as one list in the message's language.

    >>> Together(("Ann", "Ben", "Cleo")).reason_in("de")
    'Ann, Ben und Cleo'
    """

    names: tuple[str, ...]

    def reason_in(self, lang: str) -> str:
        """The names in ``lang``."""
        *first, last = self.names
        return ", ".join(first) + i18n.t("error.and", lang) + last if first else last


def out_of_turn(kind: type[GameError], name: str, movers: Iterable[str]) -> GameError:
    """The error (a ``kind``) for ``name``, who may not act now, naming the ``movers`` who may.

    >>> print(out_of_turn(IllegalMoveError, "Ben", ["Ann"]))
    it is not Ben's turn: Ann is to move
    >>> out_of_turn(IllegalMoveError, "Ben", ["Ann", "Cleo"]).text("nl")
    'Ben is niet aan de beurt: Ann en Cleo zijn aan de beurt'
    """
    movers = tuple(movers)
    if len(movers) == 1:
        return kind("out-of-turn", key="error.out-of-turn", name=name, mover=movers[0])
    if movers:
        return kind("out-of-turn", key="error.out-of-turn-many", name=name,
                    movers=Together(movers))
    return kind("out-of-turn", key="error.out-of-turn-wait", name=name)


@contextlib.contextmanager
def speaking(lang: str | None) -> Iterator[None]:
    """A :class:`GameError` raised inside says its message in ``lang`` (``None``: English),
    for a call made in Python for a pupil of that language (a saved game loaded in German).

    >>> try:
    ...     with speaking("nl"):
    ...         raise RecordError("record-missing", "there is no file a.json", path="a.json")
    ... except RecordError as error:
    ...     print(error, "|", error.code, "|", error.text("en"))
    Er is geen bestand a.json: controleer de naam en de map | record-missing | \
there is no file a.json: check the name and the folder
    """
    try:
        yield
    except GameError as error:
        try:
            lang = i18n.language(lang or "en")
        except (TypeError, ValueError):  # a language the games do not speak: English
            lang = "en"
        error.args = (error.text(lang),)
        raise


def expect_type(name: str, value: Any, types: type | tuple[type, ...], what: str) -> Any:
    """Return ``value`` when it is of ``types``; else raise a ``TypeError`` naming ``name``.

    ``bool`` is never accepted where ``int`` is asked for.

    >>> expect_type("seat", 1, int, "a seat number")
    1
    >>> expect_type("seat", True, int, "a seat number")
    Traceback (most recent call last):
    ...
    TypeError: seat must be a seat number, not bool True

    The error names the argument in ``argument`` too:

    >>> try:
    ...     expect_type("tiles", 5, str, "tiles such as '77='")
    ... except TypeError as error:
    ...     error.argument
    'tiles'
    """
    wanted = types if isinstance(types, tuple) else (types,)
    is_bool = isinstance(value, bool) and bool not in wanted
    if is_bool or not isinstance(value, wanted):
        raise type_error(name, value, what)
    return value


def type_error(name: str, value: Any, what: str) -> TypeError:
    """The ``TypeError`` of :func:`expect_type`, for a check it cannot make itself.

    >>> type_error("position", "M13", "a summy.Game or a pair (board, rack)")
    TypeError("position must be a summy.Game or a pair (board, rack), not str 'M13'")
    """
    error = TypeError(f"{name} must be {what}, not {type(value).__name__} {value!r}")
    error.argument = name  # the widgets name it in the pupil's language
    error.value = value  # and a record's error names the value it held
    return error


def unknown_level(level: Any, levels: Iterable[str]) -> GameError:
    """The error for a computer level a game does not have, naming the one that was meant.

    >>> print(unknown_level("expertt", ["greedy", "expert"]))
    'expertt' is not a computer level (did you mean 'expert'?): use one of greedy, expert
    >>> unknown_level("perfect", ["greedy", "strong"]).text("nl")
    "'perfect' is geen niveau van de computer: kies uit greedy, strong"
    """
    levels = list(levels)
    meant = difflib.get_close_matches(str(level), levels, n=1)
    return GameError("unknown-level", key="error.level-meant" if meant else "error.level",
                     level=str(level)[:40], meant=meant[0] if meant else "",
                     levels=", ".join(levels))


def did_you_mean(name: Any, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the one of ``known`` closest to ``name``; ``""`` for none.

    >>> did_you_mean("exact_divison", ["players", "exact_division"])
    " (did you mean 'exact_division'?)"
    >>> did_you_mean("colour", ["players", "exact_division"])
    ''
    """
    close = difflib.get_close_matches(str(name), list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def refuse_unknown_options(owner: str) -> Callable[[type[T]], type[T]]:
    """A class decorator: the ``__init__`` of the dataclass (a game's ``Rules``, ``owner`` its
    name for a message, like ``"summy.Rules"``) refuses an unknown keyword with a ``TypeError``
    that names the closest option and lists them all.

    It goes above ``@dataclass``; the class, its fields, signature and equality stay as
    they are.

    >>> from dataclasses import dataclass
    >>> @refuse_unknown_options("demo.Rules")
    ... @dataclass(frozen=True)
    ... class Rules:
    ...     players: int = 2
    ...     exact_division: bool = False
    >>> Rules(exact_division=True) == Rules(2, True)
    True
    >>> Rules(exact_divison=True)
    Traceback (most recent call last):
    ...
    TypeError: demo.Rules has no option 'exact_divison' (did you mean 'exact_division'?); \
its options are players, exact_division
    """

    def decorate(cls: type[T]) -> type[T]:
        init = cls.__init__
        known = tuple(f.name for f in fields(cls))

        @functools.wraps(init)
        def checked_init(self: Any, *args: Any, **options: Any) -> None:
            for name in options:
                if name not in known:
                    error = TypeError(f"{owner} has no option {name!r}"
                                      f"{did_you_mean(name, known)}; "
                                      f"its options are {', '.join(known)}")
                    error.argument = name
                    raise error
            init(self, *args, **options)

        cls.__init__ = checked_init  # type: ignore[misc]
        return cls

    return decorate
