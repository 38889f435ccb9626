"""The one shape of the three games: what every ``Game``, ``Turn`` and player offers.

Each game module (``summy``, ``summa``, ``pari``) has a ``Game`` with the same
constructor keywords, the same properties and the same few methods, so a
session, a widget, a test or a tournament can run any of them:

>>> from summy_widget import summa
>>> g = summa.Game(players=["Ann", "Ben"], seed=7)
>>> isinstance(g, GameProtocol)
True

Records are JSON objects whose head says which game and which version they are:

>>> record_header("summy", 2)
{'game': 'summy', 'version': 2}
>>> read_record('{"game": "summa", "version": 1}', "summy", (1, 2))
Traceback (most recent call last):
...
summy_widget.errors.RecordError: this is a record of Summa Summarum, not of Summy
"""

from __future__ import annotations

import json
from typing import Any, Protocol, runtime_checkable

from . import i18n
from .errors import GameError, Phrase, RecordError, expect_type

__all__ = ["GAMES", "GameProtocol", "GameTitle", "PlayerProtocol", "TurnProtocol", "read_record",
           "record_header", "setup_error"]

#: the three games, by the name their records carry
GAMES = ("summy", "summa", "pari")


@runtime_checkable
class TurnProtocol(Protocol):
    """One action in a game's history: who (``player``, a seat), what, and the points."""

    player: int
    action: Any  # a typed value (Move, Exchange, ...), never a string to parse back
    text: str  # the action in the game's notation: ``Game.play(text)`` repeats it
    score: int


@runtime_checkable
class GameProtocol(Protocol):
    """What every game offers (the names tests outside the project call).

    ``Game(players=["Ann", "Ben"], seed=7, rules=None)`` builds one.
    """

    @property
    def names(self) -> list[str]: ...  # the players' names, one per seat
    @property
    def to_act(self) -> list[int]: ...  # seats that may act now
    @property
    def current(self) -> int | None: ...  # the seat to move (None when several or none)
    @property
    def scores(self) -> list[int]: ...
    @property
    def over(self) -> bool: ...
    @property
    def winners(self) -> list[int]: ...
    def play(self, text: str, seat: int | None = None) -> Any: ...  # returns the Turn
    def view(self, seat: int | None = None) -> dict[str, Any]: ...  # JSON: what that seat sees
    def to_json(self) -> str: ...


@runtime_checkable
class PlayerProtocol(Protocol):
    """A computer player: ``choose`` returns an action text and never changes the game."""

    def choose(self, game: Any, seat: int | None = None) -> str: ...


#: the titles the i18n tables do not hold (the same in every language)
_TITLES = {"summa": "Summa Summarum"}


class GameTitle(str):
    """A game's id (``"summy"``) that names itself in a message as the pupil knows the game.

    It is the id itself as a string; :meth:`reason_in` gives the title in a language.

    >>> GameTitle("summy").reason_in("nl"), GameTitle("summa").reason_in("de")
    ('Kruissom', 'Summa Summarum')
    >>> GameTitle("chess").reason_in("de"), GameTitle("pari") == "pari"
    ('chess', True)
    """

    def reason_in(self, lang: str) -> str:
        """The game's title in ``lang`` (the id itself for a game this package does not know)."""
        if self not in GAMES:
            return str(self)
        return i18n.table(lang).get(f"{self}.title") or _TITLES.get(str(self), str(self))


def record_header(game: str, version: int) -> dict[str, Any]:
    """The head every record starts with."""
    return {"game": game, "version": version}


def read_record(text: str | bytes | dict, game: str, versions: tuple[int, ...]) -> dict:
    """Parse a record of ``game`` and check its head; raise :class:`RecordError` if wrong.

    ``text`` may also be an already parsed ``dict``. Returns the parsed record.
    """
    if isinstance(text, dict):
        data: Any = text
    else:
        expect_type("text", text, (str, bytes, bytearray), "the JSON text of a game record")
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise RecordError("record-json", f"this file is not a game record ({exc})",
                              detail=str(exc)) from None
    if not isinstance(data, dict):
        raise RecordError("record-json", "this file is not a game record (not a JSON object)",
                          detail="not a JSON object")
    found = data.get("game")
    if not isinstance(found, str) or not found:
        raise RecordError("record-game", "this file is not a game record (it names no game)",
                          key="error.record-unknown-game", found="no game", expected=game)
    if found != game:
        raise RecordError("record-game", f"this is a record of {found}, not of {game}",
                          found=GameTitle(found), expected=GameTitle(game))
    version = data.get("version")
    if isinstance(version, bool) or version not in versions:
        known = ", ".join(map(str, versions))
        raise RecordError("record-version", f"record version {version} is not known",
                          version=version, known=known)
    return data


def setup_error(error: Exception, kind: type[RecordError] = RecordError) -> RecordError:
    """The error (a ``kind``) of a record whose set-up (its rules, seed or players) the game
    refused with ``error``, said wholly in the pupil's language: the field and the value it
    held.

    >>> from summy_widget.errors import type_error
    >>> setup_error(type_error("seed", "7", "a whole number")).text("de")
    "der Spielaufbau der Aufzeichnung (Regeln, Startwert oder Spieler) ist falsch: 'seed' \
sollte eine ganze Zahl sein, nicht '7'"
    """
    reason: Any = str(error)
    field = getattr(error, "argument", None)
    if isinstance(error, GameError):
        reason = error
    elif field is not None and hasattr(error, "value"):
        value = repr(error.value)[:40]
        what = f"record.what.{field}"
        reason = (Phrase("error.record-setup-value", {"field": field, "value": value,
                                                      "what": Phrase(what)})
                  if what in i18n.table("en")
                  else Phrase("error.record-setup-field", {"field": field, "value": value}))
    return kind("record-field", key="error.record-setup", reason=reason)
