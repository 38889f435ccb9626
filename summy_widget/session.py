"""A game at a table: who sits where, whose screen it is, the computer's turns, undo and saving.

A :class:`Session` holds one game of any of the three games and everything a
front end needs around it, with no Jupyter in sight (the widgets, the classroom
site and the tests all use it): the seats (humans and computer levels), the
viewer (whose private tiles or cards may be shown), the hot-seat pass screen,
the log of what happened, undo in practice mode, and saving to a file.

>>> from summy_widget import summy
>>> s = summy.Session(seats=["You", "computer:greedy"], seed=1)
>>> s.viewer, s.seats[1].level, s.pass_screen
(0, 'greedy', False)

Each game's own ``Session`` (``summy.Session``, ``summa.Session``,
``pari.Session``) adds the game's drafts, previews, hints and clocks.
"""

from __future__ import annotations

import datetime as _dt
import errno
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from . import i18n
from .errors import GameError, IllegalMoveError, RecordError, expect_type, speaking

__all__ = ["Seat", "Session", "default_key", "default_name", "expect_player_list", "hint_limit",
           "parse_seats", "save_error"]

#: the kinds of default name a person's seat and a computer's seat may carry
_DEFAULT_KINDS = {False: ("you", "friend", "player"), True: ("computer",)}


#: why a game could not be saved, by the error number of the file system
_SAVE_WHY = {errno.EACCES: "denied", errno.EPERM: "denied", errno.EROFS: "read-only",
             errno.ENOSPC: "full", getattr(errno, "EDQUOT", errno.ENOSPC): "full",
             errno.EEXIST: "not-folder", errno.ENOTDIR: "not-folder"}


def save_error(folder: Path, exc: OSError) -> GameError:
    """The error of a save into ``folder`` that the file system refused with ``exc``, in
    words a pupil can act on; when there are none, the reason of the file system with its
    error code (in English only that code, which a teacher can look up).

    >>> print(save_error(Path("games"), PermissionError(errno.EACCES, "Permission denied")))
    the game could not be saved in the folder games: this notebook may not write there; \
ask for a folder it may write in
    >>> save_error(Path("games"), OSError(errno.ENOSPC, "No space left")).text("nl")
    'Het spel kon niet worden opgeslagen in de map games: de schijf is vol'
    >>> save_error(Path("games"), OSError(errno.EIO, "Input/output error")).text("de")
    'Das Spiel konnte nicht im Ordner games gespeichert werden: der Computer hat es \
abgelehnt (Fehler EIO)'
    """
    why = _SAVE_WHY.get(exc.errno, "other")
    named = folder
    if why == "not-folder":  # the folder, or a folder on its way, is a file
        named = next((p for p in (folder, *folder.parents) if p.is_file()), folder)
    code = errno.errorcode.get(exc.errno or 0, type(exc).__name__)  # the same in each language
    reason = GameError(f"save-{why}", key=f"error.save-why.{why}", folder=str(named),
                       detail=exc.strerror or code, code=code)
    return GameError("save-failed", key="error.save-failed", folder=str(folder), why=reason)


@dataclass(frozen=True)
class Seat:
    """One place at the table: a name, and a computer ``level`` (``None`` for a person).

    >>> Seat.parse("computer:strong")
    Seat(name='Computer', level='strong')
    >>> Seat.parse("Ann")
    Seat(name='Ann', level=None)
    """

    name: str
    level: str | None = None

    @property
    def computer(self) -> bool:
        return self.level is not None

    @classmethod
    def parse(cls, spec: Any, default_level: str = "greedy") -> Seat:
        """A seat from ``"Ann"``, ``"computer"``, ``"computer:strong"`` or a ``Seat``."""
        if isinstance(spec, Seat):
            return spec
        expect_type("seat", spec, str, "a name, 'computer' or 'computer:LEVEL'")
        head, _, level = spec.partition(":")
        if head.strip().lower() == "computer":
            return cls("Computer", level.strip() or default_level)
        if not spec.strip():
            raise TypeError("seat must be a name, 'computer' or 'computer:LEVEL', not ''")
        return cls(spec.strip())

    def in_language(self, lang: str) -> Seat:
        """This seat with its default name in ``lang``; a name someone typed stays.

        >>> Seat("You").in_language("de"), Seat("Ann").in_language("nl")
        (Seat(name='Du', level=None), Seat(name='Ann', level=None))
        """
        key = default_key(self)
        return self if key is None else Seat(default_name(*key, lang=lang), self.level)


def expect_player_list(players: Any, what: str) -> None:
    """Raise a ``TypeError`` that names what ``players`` is, unless it is a list or tuple.

    >>> expect_player_list(["Ann", "computer"], "names")
    >>> expect_player_list("Ann", "names such as ['Ann', 'computer']")
    Traceback (most recent call last):
    ...
    TypeError: players must be a list of names such as ['Ann', 'computer'], not str 'Ann'
    """
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        got = f"{type(players).__name__} {players!r}"
        error = TypeError(f"players must be a list of {what}, not {got[:80]}")
        error.argument = "players"
        raise error


def parse_seats(seats: Sequence[Any], default_level: str = "greedy") -> list[Seat]:
    """Seats from names and ``"computer:LEVEL"`` texts; two computers get numbers."""
    expect_player_list(seats, "names or 'computer:LEVEL' texts, such as ['You', 'computer']")
    parsed = [Seat.parse(s, default_level) for s in seats]
    names = [s.name for s in parsed]
    return [
        Seat(f"{s.name} {names[: i + 1].count(s.name)}", s.level)
        if names.count(s.name) > 1 else s
        for i, s in enumerate(parsed)
    ]


def hint_limit(hints: Any) -> int | None:
    """The hints each person may take in a game, from a session's ``hints`` option: ``True``
    (no limit: ``None``), ``False`` (hints off: 0) or a whole number. Each step of a hint
    counts as one, as the players' table counts them.

    >>> hint_limit(True), hint_limit(False), hint_limit(3)
    (None, 0, 3)
    >>> hint_limit(-1)
    Traceback (most recent call last):
    ...
    ValueError: hints must be True, False or a whole number of hints (0 or more), not -1
    """
    if hints is True or hints is None:
        return None
    if hints is False:
        return 0
    if isinstance(hints, int) and not isinstance(hints, bool) and hints >= 0:
        return hints
    raise ValueError("hints must be True, False or a whole number of hints (0 or more), "
                     f"not {hints!r}")


def default_name(kind: str, number: int | None = None, lang: str = "en") -> str:
    """A default name in ``lang``: ``kind`` is you, friend, player (numbered) or computer.

    >>> default_name("you", lang="nl"), default_name("player", 2, "de")
    ('Jij', 'Spieler 2')
    >>> default_name("computer", 1, "de")
    'Computer 1'
    """
    if kind == "player":
        return i18n.t("seat.player", lang, n=number)
    word = i18n.t(f"seat.{kind}", lang)
    return word if number is None else f"{word} {number}"


def default_key(seat: Seat) -> tuple[str, int | None] | None:
    """Which default name ``seat`` carries (in any language): its kind and number, or None
    for a name someone typed. A computer's default is "Computer", a person's "You",
    "Friend" or "Player 1"; a number tells two alike apart.

    >>> default_key(Seat("Du")), default_key(Seat("Computer 2", "greedy"))
    (('you', None), ('computer', 2))
    >>> default_key(Seat("Ann")), default_key(Seat("Computer")), default_key(Seat("Speler 1"))
    (None, None, ('player', 1))
    """
    head, _, tail = seat.name.rpartition(" ")
    numbers = [int(tail)] if head and tail.isdigit() else []
    for kind in _DEFAULT_KINDS[seat.computer]:
        for number in ([] if kind == "player" else [None]) + numbers:
            if any(default_name(kind, number, lang) == seat.name for lang in i18n.LANGUAGES):
                return kind, number
    return None


class Session:
    """A game with seats, a viewer, the log, undo (practice) and save/load.

    Subclasses set :attr:`game_module` (the engine package) and may extend
    :meth:`view`. The game itself is :attr:`game`; never change it behind the
    session's back (use :meth:`act`).
    """

    #: the engine package: has ``Game``, ``get_player`` and a game name
    game_module: ClassVar[Any] = None
    #: the name of the game in records and file names
    game_name: ClassVar[str] = ""
    #: the file saved last, what was written, and the game then (see :meth:`saved_again`)
    _saved: tuple[Path, str, Any] | None = None

    #: the hints each person may take in a game (None: any number), from ``hint_limit(hints)``
    hint_limit: int | None = None
    #: the hints each seat has taken in this game (each step of a hint counts once)
    hints_used: list[int]
    #: what "New game" ended, kept so that "Back to the previous game" can bring it back once
    _previous: dict[str, Any] | None = None

    def __init__(self, seats: Sequence[Any] = ("Player 1", "Player 2"), *,
                 seed: int | None = None, rules: Any = None, game: Any = None,
                 practice: bool = False) -> None:
        if game is not None:
            expect_type("game", game, self.game_module.Game,
                        f"a {self.game_name}.Game (or None for a new game)")
        self.seats = parse_seats(seats)
        for seat in self.seats:  # an unknown level is refused now, not at its first turn
            if seat.computer:
                self.game_module.get_player(seat.level)
        if game is None:
            game = self.game_module.Game(players=[s.name for s in self.seats], seed=seed,
                                         rules=rules)
        self.game = game
        self.practice = bool(practice)
        self.log: list[dict[str, Any]] = []
        self._undo: list[str] = []
        self.pass_screen = False
        self.viewer = self._next_viewer()
        self.run_computers()

    # -- who sees and who acts ----------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    @property
    def hot_seat(self) -> bool:
        """More than one person shares the screen: a pass screen between their turns."""
        return len(self.humans) > 1

    def _next_viewer(self) -> int | None:
        humans = self.humans
        if not humans:
            return None
        if not self.hot_seat:
            return humans[0]
        waiting = [s for s in self.game.to_act if s in humans]
        return waiting[0] if waiting else self.viewer if hasattr(self, "viewer") else humans[0]

    def ready(self) -> None:
        """The person at the screen says they are the viewer: hide the pass screen."""
        self.pass_screen = False

    def _hand_over(self) -> None:
        """After a turn: in hot seat, show the pass screen when the screen changes hands."""
        viewer = self._next_viewer()
        if self.hot_seat and viewer != self.viewer and not self.game.over:
            self.pass_screen = True
        self.viewer = viewer

    # -- hints --------------------------------------------------------------------------
    def hint_allowance(self, seat: int | None) -> dict[str, int]:
        """A limit on hints as the front end shows it for ``seat``: ``{"limit": 3, "left":
        2}``, or ``{}`` when any number may be taken.

        >>> from summy_widget import pari
        >>> s = pari.Session(["You", "computer"], seed=30, hints=1)
        >>> s.hint_allowance(0), s.hint_step()["step"], s.hint_allowance(0)
        ({'limit': 1, 'left': 1}, 1, {'limit': 1, 'left': 0})
        >>> s.hint_step()  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        summy_widget.errors.GameError: no hints left: this game gives each player 1 hint; ...
        """
        if self.hint_limit is None or seat is None:
            return {}
        return {"limit": self.hint_limit, "left": max(0, self.hint_limit - self.hints_used[seat])}

    def check_hint_left(self, seat: int) -> None:
        """Raise a GameError (and change nothing) when ``seat`` may take no more hints.

        >>> from summy_widget import summa
        >>> summa.Session(["You", "computer"], seed=1, hints=False).check_hint_left(0)
        Traceback (most recent call last):
        ...
        summy_widget.errors.GameError: hints are turned off in this game: try it yourself
        """
        limit = self.hint_limit
        if limit is None or self.hints_used[seat] < limit:
            return
        if limit == 0:
            raise GameError("hints-off", key="error.hints-off")
        raise GameError("hints-spent", key="error.hints-spent-one" if limit == 1
                        else "error.hints-spent", n=limit)

    # -- acting -------------------------------------------------------------------------
    def act(self, text: Any, seat: int | None = None) -> Any:
        """The viewer (or ``seat``) plays ``text``; then the computers move. Returns the Turn."""
        seat = self.viewer if seat is None else expect_type("seat", seat, int, "a seat number")
        if seat is not None and not 0 <= seat < len(self.seats):
            raise IllegalMoveError("bad-seat", f"there is no seat {seat}", seat=seat,
                                   last=len(self.seats) - 1)
        if seat is None or self.seats[seat].computer:
            raise IllegalMoveError("out-of-turn", "no person sits at this seat",
                                   key="error.out-of-turn-wait",
                                   name=self.seats[seat].name if seat is not None else "-")
        if self.pass_screen:
            raise IllegalMoveError("out-of-turn", "the pass screen is shown",
                                   key="error.out-of-turn-wait", name=self.seats[seat].name)
        before = self.game.to_json() if self.practice else None
        turn = self.game.play(text, seat=seat)
        if before is not None:
            self._undo.append(before)
        self._record(turn)
        self._hand_over()
        self.run_computers()
        return turn

    def run_computers(self, limit: int = 10_000) -> list[Any]:
        """Let every computer seat that may act now play, until a person is to act."""
        turns = []
        for _ in range(limit):
            seat = next((s for s in self.game.to_act if self.seats[s].computer), None)
            if seat is None or self.game.over:
                break
            text = self.player(seat).choose(self.game, seat)
            turn = self.game.play(text, seat=seat)
            self._record(turn)
            turns.append(turn)
        if turns:
            self._hand_over()
        return turns

    def player(self, seat: int) -> Any:
        """The computer player of ``seat``."""
        return self.game_module.get_player(self.seats[self.computer_seat(seat)].level)

    def computer_seat(self, seat: Any) -> int:
        """``seat``, checked to be a computer's seat of this game.

        >>> from summy_widget.summy import Session
        >>> Session(["Ann", "computer"], seed=1).computer_seat(1)
        1
        >>> Session(["Ann", "computer"], seed=1).computer_seat(0)
        Traceback (most recent call last):
        ...
        ValueError: seat 0 is Ann, a person; the computer plays seat 1
        """
        expect_type("seat", seat, int, "a seat number (0, 1, ...)")
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"seat must be 0 to {len(self.seats) - 1}, not {seat}")
        if not self.seats[seat].computer:
            computers = [str(i) for i, s in enumerate(self.seats) if s.computer]
            plays = (f"the computer plays seat {' and '.join(computers)}" if computers
                     else "no seat of this game is the computer's")
            raise ValueError(f"seat {seat} is {self.seats[seat].name}, a person; {plays}")
        return seat

    def _record(self, turn: Any) -> None:
        self.log.append({"seat": turn.player, "name": self.seats[turn.player].name,
                         "text": self.public_text(turn), "score": turn.score})

    def public_text(self, turn: Any) -> str:
        """How a turn reads to everyone (games hide what was exchanged, etc.)."""
        return turn.text

    # -- practice -----------------------------------------------------------------------
    def set_practice(self, on: bool) -> None:
        """Practice mode on or off in a game in play: undo takes back the turns played from
        now on; off, the turns kept for undo are let go.

        >>> from summy_widget.summy import Session
        >>> s = Session(["Ann", "computer"], seed=1)
        >>> s.set_practice(True)
        >>> s.practice, s.view()["can_undo"]
        (True, False)
        """
        self.practice = bool(on)
        if not self.practice:
            self._undo.clear()

    def undo(self) -> None:
        """Practice mode: take back the viewer's last turn (and the computers' replies)."""
        if not self.practice or not self._undo:
            raise GameError("nothing-to-undo", "there is nothing to undo")
        self.game = self.game_module.Game.from_json(self._undo.pop())
        self.log = self.log[: len(self.game_history())]
        self.pass_screen = False

    def game_history(self) -> list[Any]:
        return list(getattr(self.game, "history", []))

    # -- the seats' names ------------------------------------------------------------------
    def name_seats(self, lang: str) -> dict[str, str]:
        """Every default name ("You", "Computer 2") in ``lang``: in the seats, the game (so a
        saved record has them) and the log. Names someone typed never change; nor does any
        name when two seats would end up alike. Returns the names changed, old to new (every
        language's word for a renamed default).

        >>> from summy_widget import summy
        >>> s = summy.Session(seats=["You", "Ann", "computer"], seed=1)
        >>> s.name_seats("nl")["Du"]
        'Jij'
        >>> [x.name for x in s.seats], s.game.names
        (['Jij', 'Ann', 'Computer'], ['Jij', 'Ann', 'Computer'])
        """
        seats = [s.in_language(lang) for s in self.seats]
        if len({s.name for s in seats}) < len(seats):
            return {}
        renamed = {}
        for seat, new in zip(self.seats, seats):
            key = default_key(seat)
            if key is not None:
                renamed.update({default_name(*key, lang=other): new.name
                                for other in i18n.LANGUAGES})
        self.seats[:] = seats
        self._rename_in_game(renamed)
        for entry in self.log:
            for field in ("name", "to_name"):
                if isinstance(entry, dict) and entry.get(field) in renamed:
                    entry[field] = renamed[entry[field]]
        return renamed

    def _rename_in_game(self, renamed: dict[str, str]) -> None:
        """The game's list of names with ``renamed`` applied (Summy calls it ``players``)."""
        if self.game is None:  # a puzzle
            return
        for attribute in ("names", "players"):
            names = vars(self.game).get(attribute)
            if isinstance(names, list) and all(isinstance(n, str) for n in names):
                new = [renamed.get(n, n) for n in names]
                if new != names:
                    setattr(self.game, attribute, new)
                return

    # -- what the front end sees ----------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """Everything the screen may show now, as JSON-ready values."""
        game = self.game.view(None if self.pass_screen else self.viewer)
        return {
            "game": game,
            "seats": [{"name": s.name, "computer": s.computer, "level": s.level}
                      for s in self.seats],
            "viewer": self.viewer,
            "pass_screen": self.pass_screen,
            "log": list(self.log),
            "practice": self.practice,
            "can_undo": self.practice and bool(self._undo),
            "can_restore": self._previous is not None,
        }

    # -- files --------------------------------------------------------------------------
    def save(self, folder: str | Path = ".", now: Callable[[], _dt.datetime] | None = None
             ) -> Path:
        """Write the game record next to the notebook; return the file's path.

        The name says what and when, e.g. ``summy-2026-11-23-1512.json``. Saving the same
        game again writes the same file (see :meth:`saved_again`), so a pupil who presses
        Save often keeps one file per game. A folder that is not there yet is made; one that
        cannot be written in gives a :class:`GameError` that says why (:func:`save_error`).
        """
        folder = Path(folder)
        text = self.to_json()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = self.saved_again(folder) or self._new_file(folder, now)
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise save_error(folder, exc) from None
        self._saved = (path, text, self.game)
        return path

    def saved_again(self, folder: str | Path = ".") -> Path | None:
        """The file a save into ``folder`` overwrites, or None for a new file.

        It is the file this session wrote last, while it holds the same game, only played on
        since: the game was not undone, replaced by a new one or loaded again, and the file
        still holds what was written (nobody changed or removed it). So a save never loses
        a move saved before.

        >>> import tempfile
        >>> from summy_widget.summy.session import Session as SummySession
        >>> s = SummySession(["You", "computer"], seed=4); folder = Path(tempfile.mkdtemp())
        >>> s.saved_again(folder) is None
        True
        >>> first = s.save(folder)
        >>> s.saved_again(folder) == first, s.save(folder) == first, len(list(folder.iterdir()))
        (True, True, 1)
        """
        if self._saved is None:
            return None
        path, text, game = self._saved
        if game is not self.game or path.parent != Path(folder):
            return None
        try:
            return path if path.read_text(encoding="utf-8") == text else None
        except (OSError, UnicodeDecodeError):
            return None

    def _new_file(self, folder: Path, now: Callable[[], _dt.datetime] | None) -> Path:
        """A name not yet taken in ``folder``: the game, the date and the minute."""
        stamp = (now or _dt.datetime.now)().strftime("%Y-%m-%d-%H%M")
        path = folder / f"{self.game_name}-{stamp}.json"
        n = 2
        while path.exists():
            path = folder / f"{self.game_name}-{stamp}-{n}.json"
            n += 1
        return path

    def to_json(self) -> str:
        """The game record plus ``"seats"``: the computer's level per seat (``Game`` ignores it)."""
        record = json.loads(self.game.to_json())
        record["seats"] = [s.level for s in self.seats]
        return json.dumps(record)

    @classmethod
    def load(cls, path: str | Path, seats: Sequence[Any] | None = None, **kwargs: Any
             ) -> Session:
        """A session continuing the game saved in ``path``: a :class:`RecordError` in the
        session's ``lang`` when there is no such file or it is not a record of this game.

        >>> from summy_widget.pari.session import Session as PariSession
        >>> PariSession.load("no-such-game.json", lang="de")
        Traceback (most recent call last):
        ...
        summy_widget.errors.RecordError: Es gibt keine Datei no-such-game.json: prüfe den \
Namen und den Ordner
        """
        expect_type("path", path, (str, os.PathLike),
                    f"the name of a saved game's file, like '{cls.game_name}-2026-11-23-1512.json'")
        with speaking(kwargs.get("lang")):
            game, levels = cls._read_file(Path(path))
            if seats is None:
                names = list(game.names)
                if not (isinstance(levels, list) and len(levels) == len(names)
                        and all(v is None or isinstance(v, str) for v in levels)):
                    levels = [None] * len(names)
                seats = [Seat(n, v) for n, v in zip(names, levels)]
            return cls(seats=seats, game=game, **kwargs)

    @classmethod
    def _read_file(cls, path: Path) -> tuple[Any, Any]:
        """The game saved in ``path`` and the record's ``"seats"`` (the computer levels)."""
        try:
            text = path.read_text(encoding="utf-8")
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            raise RecordError("record-missing", f"there is no file {path}",
                              path=str(path)) from None
        except UnicodeDecodeError as exc:
            raise RecordError("record-json", "this file is not a game record",
                              detail=str(exc)) from None
        game = cls.game_module.Game.from_json(text)
        return game, json.loads(text).get("seats")
