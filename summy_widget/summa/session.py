"""A Summa Summarum table: seats, the draft of this round, live checks, hints, the timer, the log.

:class:`Session` holds everything a front end needs around a :class:`~.game.Game`,
with no Jupyter in sight (the widget, the classroom site and the tests use it):
the pending symbols and black cells of the person at the screen, the groups
marked while scoring and their live check, the best choice when asked for, the
timer of each round, the hot-seat pass screen and the log. :meth:`Session.view`
gives all of it as one JSON-ready dict; the dice still to come and the seed are
never in it.

>>> s = Session(seats=["Ann", "computer"], seed=1, rules={"seconds": None})
>>> s.random_black(); s.confirm_black()
>>> v = s.view()
>>> v["stage"], v["round"], len(v["dice"]), v["players"][1]["computer"]
('place', 1, 4, True)
>>> for die in range(4):
...     s.place(die, s.game.grids[0].empty_cells()[die])
>>> s.done(); s.view()["round"]
2
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from .. import i18n
from ..errors import GameError, expect_type, type_error
from ..session import Seat, hint_limit, parse_seats
from ..session import Session as BaseSession
from .commands import Commands
from .errors import IllegalMoveError, ScoringError, die_error
from .game import Game, Place, Rules, Score, Turn
from .grid import (
    BLACK,
    EMPTY,
    SIZE,
    Cell,
    Grid,
    cell_name,
    cell_taken,
    check_pairs,
    check_setup,
    parse_cell,
)
from .hints import HINT_STEPS, hint
from .lines import best_line
from .players import Player, get_player, valid_setups
from .review import review
from .roman import SYMBOLS
from .scoring import Group, Scoring, _locate, best_score, check_group
from .words import capital, then

__all__ = ["Commands", "Session"]

#: how many lines of the log the view shows
LOG_LINES = 8
#: the log's lines that tell a seat's points (hidden while the screen's person still scores)
_SCORED_KEYS = ("summa.ui.log.scored", "summa.ui.log.computer-scored")


def _cell(value: Any) -> Cell:
    """A cell sent by a front end: ``[row, column]`` from 0, or a name like ``"C2"``."""
    return parse_cell(value)


def _group_view(group: Group) -> dict[str, Any]:
    return {"name": group.name, "cells": [list(c) for c in group.cells], "text": group.text,
            "value": group.value}


class Session(BaseSession):
    """A game of Summa Summarum at one screen: people (hot seat) and computer players.

    ``seats``: names, ``"computer"`` or ``"computer:LEVEL"`` (``beginner``, ``greedy``,
    ``strong``, ``random``, ``reading``). ``rules``: :class:`~.game.Rules` or a dict of its
    options. ``clock``: where the round's time is measured (tests pass their own).
    ``players``: computer player objects by seat, to play with your own. ``hints``:
    ``True`` (any number), ``False`` (none) or how many each person may take in a game
    (each step of a hint counts).
    """

    game_name = "summa"

    def __init__(self, seats: Sequence[Any] = ("You", "computer"), *, seed: int | None = None,
                 rules: Rules | dict | None = None, game: Game | None = None,
                 practice: bool = False, lang: str = "en",
                 clock: Callable[[], float] = time.monotonic,
                 players: dict[int, Player] | None = None, hints: bool | int = True) -> None:
        lang = i18n.language(lang)  # "NL" is "nl"; a clear error for an unknown language
        self.hint_limit = hint_limit(hints)
        self.lang = lang
        if not callable(clock):
            raise type_error("clock", clock, "a function that tells the time in seconds, "
                                             "like time.monotonic")
        self.clock = clock
        self._bots: dict[int, Player] = dict(players or {})
        self._notes: list[tuple[int, str, dict[str, Any]]] = []
        self._timer_turn, self._timer_started, self._turn_key = 0, clock(), None
        self._clear_draft()
        #: the hint steps each seat asked for in this game (a step asked again counts once)
        self.hints_used = [0] * len(parse_seats(seats))  # a clear error for a wrong list
        #: the review's list: None follows the game (shown once it is over), else asked for
        self.review_open: bool | None = None
        #: the sheet shown after the game (None: the viewer's own)
        self.sheet_chosen: int | None = None
        super().__init__(seats, seed=seed, rules=rules, game=game, practice=practice)
        self._seed_choices()
        self._sync_turn()

    def _seed_choices(self) -> None:
        """"Choose for me" draws from the game's seed: the same seed and the same presses give
        the same game (in a class, the same sheets for every pupil)."""
        self._ui_rng = random.Random(f"choose-black:{self.game.seed}")

    # -- computer players and the log ---------------------------------------------------------
    def player(self, seat: int) -> Player:
        """The computer player of ``seat`` (one object per seat, kept for the whole game)."""
        if self.computer_seat(seat) not in self._bots:
            self._bots[seat] = get_player(self.seats[seat].level or "greedy", seed=seat + 1)
        return self._bots[seat]

    def name_seats(self, lang: str) -> dict[str, str]:
        """The seats' default names in ``lang`` (see the base class), also in the log's
        earlier lines.

        >>> s = Session(["You", "computer"], seed=1)
        >>> s._notes.append((0, "summa.ui.log.time-up", {"name": "You", "cells": 4}))
        >>> s.name_seats("de")["You"], s._notes[-1][2]["name"]
        ('Du', 'Du')
        """
        renamed = super().name_seats(lang)
        for _, _, params in self._notes:
            if params.get("name") in renamed:
                params["name"] = renamed[params["name"]]
        return renamed

    def _record(self, turn: Turn) -> None:
        super()._record(turn)
        note = self._note_of(turn)
        if note is not None:
            self._notes.append((len(self.game.history), *note))

    def _note_of(self, turn: Turn) -> tuple[str, dict[str, Any]] | None:
        """The log line of a turn (a message key and its values), or None."""
        seat, action = turn.player, turn.action
        name, computer = self.seats[seat].name, self.seats[seat].computer
        if isinstance(action, Place) and action.time_up:
            cells = ", ".join(cell_name(c) for _, c in action.placements)
            return "summa.ui.log.time-up", {"name": name, "cells": cells}
        if isinstance(action, Place) and computer:
            done = sum(isinstance(t.action, Place) for t in self.game.history
                       if t.player == seat)
            return "summa.ui.log.computer-placed", {"name": name, "round": done}
        if isinstance(action, Score) and action.direction == "down":
            key = "summa.ui.log.computer-scored" if computer else "summa.ui.log.scored"
            return key, {"name": name, "total": self.game.scorings[seat].total}
        return None

    def public_text(self, turn: Turn) -> str:
        """How a turn reads to everyone: where others wrote this round stays hidden."""
        if isinstance(turn.action, Place):
            return f"{turn.player + 1} {'time-up' if turn.action.time_up else 'placed'}"
        if turn.text.split()[1:2] == ["black"]:
            return f"{turn.player + 1} black"
        return turn.text

    # -- who acts, drafts and the timer ---------------------------------------------------------
    @property
    def active(self) -> int | None:
        """The seat whose sheet the screen works on now (None: nobody at this screen acts)."""
        viewer = self.viewer
        return viewer if viewer is not None and viewer in self.game.to_act else None

    @property
    def stage(self) -> str:
        """black, place, across, down (the active seat's task), pass, wait or over."""
        seat = self.active
        if seat is None:
            return "over" if self.game.over else "wait"
        if self.pass_screen:
            return "pass"
        phase = self.game.phase
        if phase == "setup":
            return "black"
        if phase == "placing":
            return "place"
        return "across" if self.game.scorings[seat] is None else "down"

    def _clear_draft(self) -> None:
        self.pending: list[tuple[int, int, int]] = []
        self.marks: list[Group] = []
        self.best_shown = False
        self.preview: dict[str, Any] = {}
        self.hint: dict[str, Any] = {}

    def _sync_turn(self) -> None:
        """A new task at the screen: clear the draft; a new round for a seat: start its timer."""
        key = (self.game.phase, self.game.round, self.active, self.stage)
        if key != self._turn_key:
            self._turn_key = key
            self._timer_turn += 1
            self._timer_started = self.clock()
            self._clear_draft()

    def _need(self, *stages: str) -> int:
        """The active seat, when the screen's task is one of ``stages``."""
        if self.stage not in stages:
            raise GameError("stage", key="summa.ui.error.stage",
                            action=self.t(f"summa.ui.do.{stages[0]}"),
                            now=self.t(f"summa.ui.do.{self.stage}"))
        return self.active  # type: ignore[return-value]

    def t(self, key: str, **params: Any) -> str:
        """A message in the session's language."""
        return i18n.t(key, self.lang, **params)

    def _play(self, text: str) -> Turn:
        """The active seat plays ``text`` (then the computers); the screen's task moves on."""
        turn = self.act(text)
        self._sync_turn()
        return turn

    def ready(self) -> None:
        """The person at the screen is the one named on the pass screen: show their sheet."""
        super().ready()
        self._sync_turn()

    def undo(self) -> None:
        """Practice mode: take back the last action of the person at the screen."""
        super().undo()
        self._notes = [n for n in self._notes if n[0] <= len(self.game.history)]
        self.review_open, self.sheet_chosen = None, None
        self._turn_key = None
        self._sync_turn()

    def new_game(self) -> None:
        """Start again: the same seats and rules, new dice. A game that was not over can be
        brought back once with :meth:`restore_game`.

        >>> s = Session(["Ann", "computer"], seed=3)
        >>> s.random_black(); s.confirm_black()
        >>> s.new_game(); s.game.phase, s.view()["can_restore"]
        ('setup', True)
        >>> s.restore_game(); s.game.phase, s.game.seed, s.view()["can_restore"]
        ('placing', 3, False)
        """
        self._previous = None if self.game.over else self._kept()
        self.game = Game(players=list(self.game.names), rules=self.game.rules)
        self._seed_choices()
        self.log, self._notes, self._undo = [], [], []
        self.hints_used = [0] * self.game.players
        self.review_open, self.sheet_chosen = None, None
        self.pass_screen = False
        self.viewer = self._next_viewer()
        self.run_computers()
        self._turn_key = None
        self._sync_turn()

    def _kept(self) -> dict[str, Any]:
        """The game and all that belongs to it, as :meth:`restore_game` puts it back."""
        return {"game": self.game, "log": self.log, "notes": self._notes, "undo": self._undo,
                "hints": self.hints_used, "choices": self._ui_rng}

    def restore_game(self) -> None:
        """Bring back the game that the last :meth:`new_game` ended (once); the round's
        draft and timer start again.

        >>> Session(["Ann"], seed=4).restore_game()
        Traceback (most recent call last):
        ...
        summy_widget.errors.GameError: there is no earlier game to bring back
        """
        if self._previous is None:
            raise GameError("no-previous", "there is no earlier game to bring back")
        kept, self._previous = self._previous, None
        self.game, self.log, self._notes = kept["game"], kept["log"], kept["notes"]
        self._undo, self.hints_used, self._ui_rng = kept["undo"], kept["hints"], kept["choices"]
        self.review_open, self.sheet_chosen = None, None
        self.viewer = self._next_viewer()
        self.pass_screen = self.hot_seat and not self.game.over
        self._turn_key = None
        self._sync_turn()

    # -- set-up -------------------------------------------------------------------------------
    def toggle_black(self, cell: Any, keys: Any = False) -> None:
        """Choose or take back one of the 4 black cells.

        ``keys``: chosen by the keyboard. With 4 allowed cells chosen, the words then say
        that Enter blackens them, as the button does; a mouse or a finger hears of the button.

        >>> s = Session(["Ann"], seed=4)
        >>> for cell in ("A1", "C2", "E3"): s.toggle_black(cell)
        >>> s.toggle_black("B6", keys=True); s.preview["text"]
        'These 4 cells are allowed: press Enter on the sheet or the Blacken these 4 button'
        """
        self._need("black")
        expect_type("keys", keys, bool, "true or false")
        r, c = _cell(cell)
        chosen = [(pr, pc) for pr, pc, _ in self.pending]
        taken = (r, c) in chosen
        if taken:
            chosen.remove((r, c))
        elif len(chosen) >= 4:
            raise GameError("four-black", key="summa.ui.error.four-black")
        else:
            chosen.append((r, c))
        self._set_black(chosen, keys)
        if taken:  # a choice taken back is said, never lost silently
            said = self.t("summa.say.taken", cell=cell_name((r, c)))
            self.preview["text"] = then(said, self.preview["text"])

    def choose_black(self, cell: Any) -> None:
        """Choose one of the 4 black cells; a cell already chosen stays chosen (Enter never
        takes back, even when a second Enter comes before the page shows the first).

        >>> s = Session(["Ann"], seed=4)
        >>> s.choose_black("B2"); s.choose_black("B2"); s.pending
        [(1, 1, -1)]
        """
        self._need("black")
        r, c = _cell(cell)
        if (r, c) not in [(pr, pc) for pr, pc, _ in self.pending]:
            self.toggle_black(cell, keys=True)

    def _set_black(self, chosen: list[Cell], keys: bool = False) -> None:
        self.pending = [(r, c, -1) for r, c in chosen]
        self.preview = self._black_preview(chosen, keys)

    def _black_preview(self, chosen: list[Cell], keys: bool = False) -> dict[str, Any]:
        """What the black cells chosen so far say: a rule break as soon as two cells make it,
        ``open`` (a next step, not a mistake) while fewer than 4 break none.

        >>> s = Session(["Ann"], seed=4)
        >>> s._black_preview([(0, 0)])
        {'ok': False, 'open': True, 'text': 'Choose 3 more cells to blacken'}
        >>> "open" in s._black_preview([(0, 0), (1, 1)])  # A1 and B2 touch at a corner
        False
        """
        full = len(chosen) == 4
        more = "" if full else self.t("summa.ui.black-more-one" if len(chosen) == 3
                                      else "summa.ui.black-more", count=4 - len(chosen))
        try:
            (check_setup if full else check_pairs)(chosen)
        except GameError as exc:
            reason = exc.text(self.lang)
            text = reason if full else self.t("summa.ui.black-break", reason=reason, more=more)
            return {"ok": False, "text": capital(text)}
        if full:
            return {"ok": True, "text": self.black_ok("keys" if keys else "button")}
        return {"ok": False, "open": True, "text": capital(more)}

    def black_ok(self, way: str) -> str:
        """Four allowed black cells, and how to go on: by the ``"button"``, by ``"keys"`` (Enter
        or the button) or by the ``"command"`` line.

        >>> Session(["Ann"], seed=4).black_ok("command")
        'These 4 cells are allowed: type done'
        """
        go = {"button": "summa.ui.black-go", "keys": "summa.ui.black-go-keys",
              "command": "summa.ui.black-go-command"}[way]
        go = self.t(go, button=self.t("summa.ui.button.confirm-black"),
                    command=self.t("summa.cmd.done").split("|")[0])
        return capital(f"{self.t('summa.ui.black-ok')}: {go}")

    def random_black(self) -> None:
        """Choose 4 allowed black cells at random (still to be confirmed)."""
        self._need("black")
        self._set_black(list(self._ui_rng.choice(valid_setups())))

    def confirm_black(self) -> None:
        """Blacken the 4 chosen cells."""
        self._need("black")
        cells = " ".join(cell_name((r, c)) for r, c, _ in self.pending)
        self._play(f"black {cells}")

    # -- placing ------------------------------------------------------------------------------
    def _sheet_now(self, seat: int) -> list[str]:
        grid = self._scoring_grid(seat) if self.stage in ("across", "down") \
            else self.game.grids[seat]
        rows = [list(line) for line in grid.rows]
        for r, c, die in self.pending:
            rows[r][c] = BLACK if die < 0 else self.game.dice[die]
        return ["".join(line) for line in rows]

    def place(self, die: Any, cell: Any, keys: Any = False) -> None:
        """Put die ``die`` (0-3) into ``cell`` in the draft of this round.

        ``keys``: it was put by the keyboard. With the last die placed, the words then say
        that Enter writes the symbols, as the Done button does; a hand on a mouse or a
        tablet is told of the button alone.
        """
        seat = self._need("place")
        expect_type("keys", keys, bool, "true or false")
        dice = self.game.dice
        if not isinstance(die, int) or isinstance(die, bool) or not 0 <= die < len(dice):
            raise die_error(die)
        r, c = _cell(cell)
        if any(d == die for _, _, d in self.pending) or self.game.placed(seat)[die] is not None:
            raise GameError("die-used", key="summa.ui.error.die-used", die=die + 1,
                            symbol=dice[die])
        content = self._sheet_now(seat)[r][c]
        if content != EMPTY:
            raise cell_taken((r, c), content)
        self.pending = self.pending + [(r, c, die)]
        said = self.t("summa.say.put", symbol=dice[die], cell=cell_name((r, c)))
        if len(self.pending) == len(self.game.unplaced(seat)):
            done = self.t("summa.ui.placed-all-keys" if keys else "summa.ui.placed-all")
            said = f"{said}. {done}"
        self.preview = {"ok": True, "text": said}  # said, so typing at a cell is heard

    def place_symbol(self, symbol: Any, cell: Any) -> None:
        """Put a die showing ``symbol`` (I, V, X or L) into ``cell``: the keyboard's way.

        >>> s = Session(seats=["Ann"], seed=1, rules={"seconds": None})
        >>> s.random_black(); s.confirm_black()
        >>> s.game.dice
        ('I', 'X', 'I', 'V')
        >>> try:
        ...     s.place_symbol("L", "A1")
        ... except GameError as exc:
        ...     print(exc.text("en"))
        no die shows L now; the dice left: I, X, I, V
        """
        seat = self._need("place")
        expect_type("symbol", symbol, str, "one of I, V, X, L")
        symbol = symbol.strip().upper()[:3]
        if len(symbol) != 1 or symbol not in SYMBOLS:
            raise IllegalMoveError("summa.error.not-a-symbol", symbol=symbol)
        placed = self.game.placed(seat)
        used = {d for _, _, d in self.pending}
        free = [i for i, s in enumerate(self.game.dice)
                if i not in used and placed[i] is None]
        die = next((i for i in free if self.game.dice[i] == symbol), None)
        if die is None:
            left = ", ".join(self.game.dice[i] for i in free)
            key = "summa.ui.error.no-die" if free else "summa.ui.error.no-dice-left"
            raise GameError("no-die", key=key, symbol=symbol, dice=left)
        self.place(die, cell, keys=True)

    def unplace(self, cell: Any) -> None:
        """Take the draft's symbol out of ``cell``."""
        self._need("place")
        r, c = _cell(cell)
        kept = [p for p in self.pending if (p[0], p[1]) != (r, c)]
        if len(kept) == len(self.pending):
            raise GameError("not-pending", key="summa.ui.error.not-pending",
                            cell=cell_name((r, c)))
        self.pending = kept
        self.preview = {"ok": True, "text": self.t("summa.say.taken", cell=cell_name((r, c)))}

    def hint_step(self) -> None:
        """The next step of the hint for this round's dice (:func:`.hints.hint`): where to
        start (the cell is marked), then the whole round as the computer would write it,
        written into the draft (the dice placed so far taken back)."""
        seat = self._need("place")
        step = min(self.hint.get("step", 0) + 1, HINT_STEPS)
        if step > self.hint.get("step", 0):
            self.check_hint_left(seat)
        found = hint(self.game, seat, step, self.lang)
        if found.step > self.hint.get("step", 0):
            self.hints_used[seat] += 1
        text = f"{self.t('summa.hint.step', step=found.step, steps=HINT_STEPS)}: {found.text}"
        if found.step == HINT_STEPS:
            self.pending = [(r, c, die) for die, (r, c) in zip(found.dice, found.cells,
                                                               strict=True)]
            text = f"{text} {self.t('summa.hint.written')}"
        first = found.step == 1
        self.hint = {"step": found.step, "steps": HINT_STEPS,
                     "cell": list(found.cells[0]) if first else None,
                     "die": found.dice[0] if first else None}
        self.preview = {"ok": True, "open": found.step < HINT_STEPS, "text": text}

    def _commit_text(self) -> str:
        dice = self.game.dice
        return " ".join(f"{dice[d]} {cell_name((r, c))}"
                        for r, c, d in sorted(self.pending, key=lambda p: p[2]))

    def done(self) -> None:
        """Write the 4 symbols of the draft (all of them, or nothing)."""
        seat = self._need("place")
        left = len(self.game.unplaced(seat)) - len(self.pending)
        if left:
            raise GameError("place-all", key="summa.ui.error.place-all", left=left)
        self._play(self._commit_text())

    def time_left(self) -> int | None:
        """Whole seconds left of this round's timer (None: no timer or nothing to write)."""
        seconds = self.game.rules.seconds
        if seconds is None or self.stage != "place":
            return None
        return max(0, seconds - int(self.clock() - self._timer_started))

    def time_up(self) -> None:
        """The timer ran out: write the draft, and the rest into the next empty cells."""
        self._need("place")
        seconds = self.game.rules.seconds
        if seconds is None:
            raise GameError("no-timer", key="summa.ui.error.no-timer")
        if self.clock() - self._timer_started < seconds - 1:
            raise GameError("not-yet", key="summa.ui.error.not-yet")
        if self.pending:
            self.act(self._commit_text())
        if self.active is not None and self.stage == "place":
            self.act("time-up")
        self._sync_turn()

    # -- scoring ------------------------------------------------------------------------------
    def _scoring_grid(self, seat: int) -> Grid:
        scoring = self.game.scorings[seat]
        return scoring.after_rows if scoring is not None else self.game.grids[seat]

    def mark(self, first: Any, last: Any) -> None:
        """Choose the group from cell ``first`` to cell ``last``; its check is the preview."""
        seat = self._need("across", "down")
        a, b = _cell(first), _cell(last)
        try:
            group = check_group(self._scoring_grid(seat), (a, b), self.stage,
                                self.game.rules.min_length)
            for other in self.marks:
                shared = set(other.cells) & set(group.cells)
                if shared:
                    raise ScoringError("summa.error.group-overlap", first=other.name,
                                       second=group.name, cell=cell_name(min(shared)))
        except GameError as exc:
            if exc.code == "group-not-numeral":  # the screen's words say what went wrong
                exc = ScoringError("group-not-numeral",
                                   key="summa.ui.error.not-numeral", **exc.params)
            self.preview = {"ok": False, "text": exc.text(self.lang)}
            raise exc from None
        self.marks = sorted(self.marks + [group])
        self.preview = {"ok": True, "text": self.t("summa.ui.group-ok", text=group.text,
                                                     value=group.value, group=group.name)}

    def unmark(self, name: Any) -> None:
        """Take back the chosen group ``name`` (like ``"A1-C1"``)."""
        self._need("across", "down")
        kept = [g for g in self.marks if g.name != name]
        if len(kept) == len(self.marks):
            raise GameError("no-group", key="summa.ui.error.no-group", group=str(name)[:20])
        self.marks = kept
        self.preview = {"ok": True, "text": self.t("summa.say.taken", cell=name)}

    def confirm(self, confirm: bool = False) -> None:
        """Score the chosen groups of the rows (or, after them, of the columns).

        With nothing marked while a numeral could be scored, the first press only asks:
        it is refused with words saying what would happen and what the best choice scores
        (also the preview). Pressing again, or ``confirm=True``, scores nothing.

        >>> s = Session(seats=["Ann"], seed=1, rules={"seconds": None})
        >>> s.game.play("1 black A1 C2 E3 B6"); s.game.play("1 time-up")
        ... # doctest: +ELLIPSIS
        Turn(...)
        >>> for _ in range(7):
        ...     _ = s.game.play("1 time-up")
        >>> s._sync_turn(); s.stage
        'across'
        >>> try:
        ...     s.confirm()
        ... except GameError as exc:
        ...     print(exc.code, s.stage)
        ask-empty across
        >>> s.confirm(); s.stage
        'down'
        """
        seat = self._need("across", "down")
        expect_type("confirm", confirm, bool, "true or false")
        asked = self.preview.get("ask") == "empty"
        if not self.marks and not (confirm or asked):
            best = self._best_now(seat)
            if best > 0:
                key, total = f"summa.ui.ask-empty.{self.stage}", self.game.scores[seat]
                if self.stage == "across":
                    total = best_score(self.game.grids[seat], self.game.rules.min_length).total
                text = self.t(key, best=best, total=total)
                self.preview = {"ok": False, "text": text, "ask": "empty"}
                raise GameError("ask-empty", key=key, best=best, total=total)
        names = " ".join(g.name for g in self.marks)
        self._play(f"{self.stage} {names}".strip())

    def _best_now(self, seat: int) -> int:
        """What the best choice of this step scores (the groups "Use the best choice" marks)."""
        return sum(g.value for g in self._best_groups(seat))

    def show_best(self) -> None:
        """Show (or hide) the best choice for the sheet, with the reasons."""
        self._need("across", "down", "over")
        self.best_shown = not self.best_shown

    def use_best(self) -> None:
        """Mark the groups of the best choice (rows; or the best columns after your rows)."""
        seat = self._need("across", "down")
        self.marks = self._best_groups(seat)
        self.preview = {}

    def _best_groups(self, seat: int) -> list[Group]:
        """The best rows (for the best total), or the best columns after the rows chosen."""
        m = self.game.rules.min_length
        if self.stage == "across":
            return list(best_score(self.game.grids[seat], m).across_groups)
        after = self._scoring_grid(seat)
        return [Group("down", c, a, b, after.column(c)[a:b]) for c in range(SIZE)
                for a, b in best_line(after.column(c), m)[1]]

    # -- the review and the sheets after the game ----------------------------------------------
    def _review_seat(self) -> int | None:
        """Whose scoring the review may show now: -1 every sheet (the game is over), a seat
        (the viewer has scored, others still score), or None (nothing to review yet)."""
        if self.game.over:
            return -1
        seat = self.viewer
        done = seat is not None and self.game.scorings[seat] is not None \
            and self.game.scorings[seat].done
        return seat if done and not self.pass_screen else None

    def show_review(self) -> None:
        """Show (or hide) the review of the scoring: each choice against the best the sheet
        allowed. Shown by itself once the game is over; a player who has scored may ask."""
        if self._review_seat() is None:
            raise GameError("review-later", key="summa.ui.error.review-later")
        self.review_open = not self._review_is_open()

    def _review_is_open(self) -> bool:
        if self._review_seat() is None:
            return False
        return self.game.over if self.review_open is None else self.review_open

    def show_sheet(self, seat: Any) -> None:
        """After the game: show the sheet of ``seat`` (its explanation and best choice too)."""
        if not self.game.over:
            raise GameError("sheet-later", key="summa.ui.error.sheet-later")
        if not isinstance(seat, int) or isinstance(seat, bool) \
                or not 0 <= seat < self.game.players:
            raise GameError("bad-seat", key="summa.ui.error.bad-seat", seat=repr(seat)[:10],
                            last=self.game.players)
        self.sheet_chosen = seat

    def review_view(self) -> dict[str, Any]:
        """The review for the screen: ``{}`` before anything can be reviewed,
        ``{"available": True}`` while it is hidden, and when shown also per player the row
        choice (the best total these rows allow, against the best the rolls allowed) and the
        column choice, graded, with the groups played and the best groups as cells.

        >>> s = Session(seats=["Ann", "computer"], seed=2, rules={"seconds": None})
        >>> s.review_view()
        {}
        """
        seat = self._review_seat()
        if seat is None:
            return {}
        if not self._review_is_open():
            return {"available": True}
        out = review(self.game, seat=None if seat == -1 else seat, lang=self.lang)
        turns = [_review_turn(t, self.lang, self.game.scorings[t.player]) for t in out.turns]
        return {"available": True, "over": out.over, "turns": turns,
                "title": self.t("review.title.summa"), "totals": out.totals()}

    # -- the view -------------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """Everything the screen may show now, as JSON-ready values (one dict per change)."""
        seat = self.active
        shown = self._shown_seat()
        stage = self.stage
        base = super().view()
        hidden = self.hidden_scores()
        if hidden:  # the record's view keeps them too
            base["game"] = {**base["game"], "scores": [None if p in hidden else v for p, v
                                                       in enumerate(base["game"]["scores"])]}
        if self.pass_screen:  # nobody's sheet behind the pass screen, not even its black cells
            base["game"] = {**base["game"], "sheets": self._blank_sheets()}
        return {
            **base,
            "log": self._log_view(hidden),
            "phase": self.game.phase, "stage": stage, "round": self.game.round,
            "rounds": 8, "current": -1 if seat is None else seat,
            "sheet": self._sheet_view(shown),
            "written": self._written(shown),
            "pending": [list(p) for p in self.pending] if stage != "pass" else [],
            "dice": self._dice_view(stage),
            "marks": [_group_view(g) for g in self.marks],
            "line_scores": self._line_scores(shown),
            "preview": dict(self.preview),
            "hint": dict(self.hint) if stage == "place" else {},
            "hint_allowance": self.hint_allowance(shown),
            "best": self._best_view(shown) if self.best_shown and shown is not None
            and not self.pass_screen else {},
            "players": [self._player_view(p, p in hidden) for p in range(self.game.players)],
            "sheets": base["game"]["sheets"],
            "results": self._results_view(),
            "explanation": [] if self.pass_screen else self._explanation(shown),
            "note": self._note(),
            "timer": {"seconds": self.game.rules.seconds if stage == "place" else None,
                      "turn": self._timer_turn, "left": self.time_left()},
            "min_length": self.game.rules.min_length,
            "filled": self._filled(shown),
            "game_review": self.review_view(),
            "sheet_shown": -1 if shown is None else shown,
        }

    def _filled(self, seat: int | None) -> dict[str, Any]:
        """The cells the timer filled in for ``seat`` in the last round it ran out (or {})."""
        if seat is None or self.pass_screen:
            return {}
        for turn in reversed(self.game.history):
            if turn.player != seat or not isinstance(turn.action, Place):
                continue
            if not turn.action.time_up or turn.action is not self._last_place(seat):
                return {}
            cells = [list(c) for _, c in turn.action.placements]
            names = ", ".join(cell_name(c) for _, c in turn.action.placements)
            return {"cells": cells, "text": self.t("summa.ui.time-up-note", cells=names)}
        return {}

    def _last_place(self, seat: int) -> Place | None:
        """The last Place action of ``seat`` (the timer's, if it wrote after the draft)."""
        places = [t.action for t in self.game.history
                  if t.player == seat and isinstance(t.action, Place)]
        return places[-1] if places else None

    def _said(self, key: str, **params: Any) -> str:
        """A sentence about the player ``name``: the player called "You" ("Du", "Jij") has
        sentences of their own where the verb differs ("You score", not "You scores").

        >>> s = Session(["You", "computer"], seed=1)
        >>> s._said("summa.ui.log.scored", name="You", total=5)
        'You score 5 points'
        >>> s._said("summa.ui.log.scored", name="Ann", total=5)
        'Ann scores 5 points'
        """
        you = params.get("name") == self.t("summa.ui.you")
        if you and key + "-you" in i18n.table("en"):
            key += "-you"
        return self.t(key, **params)

    def _written(self, seat: int | None) -> list[str]:
        """The symbols written on ``seat``'s sheet, also those scoring cancelled (6 strings;
        [] before scoring or behind the pass screen): the screen shows them on the black."""
        if seat is None or self.pass_screen or self.game.scorings[seat] is None:
            return []
        return list(self.game.grids[seat].rows)

    def view_sheet(self) -> list[str]:
        """The sheet the screen shows now (6 strings; the draft included)."""
        return self._sheet_view(self._shown_seat())

    def command(self, text: Any) -> str:
        """Carry out a command line ``text`` (see :class:`Commands`); the spoken answer."""
        return Commands(self).run(text)

    def _shown_seat(self) -> int | None:
        if self.game.over and self.sheet_chosen is not None:
            return self.sheet_chosen
        if self.active is not None:
            return self.active
        humans = self.humans
        return self.viewer if self.viewer is not None else (humans[0] if humans else None)

    def _blank_sheets(self) -> list[list[str]]:
        """Every seat's sheet as the pass screen shows it: empty (no black cell, no symbol).

        >>> s = Session(seats=["Ann", "Ben"], seed=1, rules={"seconds": None})
        >>> s.random_black(); s.confirm_black(); s.ready(); s.random_black(); s.confirm_black()
        >>> s.pass_screen, s.view()["sheet"][0], s.view()["sheets"][0][0]
        (True, '......', '......')
        """
        return [list(Grid.empty().rows) for _ in range(self.game.players)]

    def _sheet_view(self, seat: int | None) -> list[str]:
        if seat is None or self.pass_screen:  # the pass screen: the next person's sheet waits
            return list(Grid.empty().rows)
        if self.active is not None:
            return self._sheet_now(seat)
        done = self.game.scorings[seat]
        return list(done.final.rows if done else self.game.grids[seat].rows)

    def _dice_view(self, stage: str) -> list[dict[str, Any]]:
        if stage == "pass":
            return []
        seat = self.active
        used = {d for _, _, d in self.pending}
        if seat is not None and self.game.phase == "placing":
            used |= {d for d, cell in enumerate(self.game.placed(seat)) if cell is not None}
        return [{"symbol": s, "used": i in used} for i, s in enumerate(self.game.dice)]

    def _line_scores(self, seat: int | None = None) -> dict[str, Any]:
        """The points of each row and column of ``seat``'s sheet (the one shown).

        While scoring: the groups marked now, and the rows already scored (they keep their
        points beside the sheet while the columns are marked); ``total`` is what the marked
        groups add. Once the game is over: the whole scoring.
        """
        scoring = self.game.scorings[seat] if seat is not None else None
        if scoring is not None and scoring.done and self.game.over:
            return {"rows": list(scoring.row_scores), "columns": list(scoring.column_scores),
                    "total": scoring.total}
        rows, cols = [0] * SIZE, [0] * SIZE
        for g in self.marks:
            (rows if g.direction == "across" else cols)[g.line] += g.value
        total = sum(rows) + sum(cols)
        if scoring is not None and not scoring.done and not self.pass_screen:
            rows = list(scoring.row_scores)
        return {"rows": rows, "columns": cols, "total": total}

    def hidden_scores(self) -> set[int]:
        """The seats whose scoring the screen does not show yet: while the person at the screen
        still scores (rows and columns), every other seat's points are not known to them, as
        at a table where each player scores their own sheet.

        >>> s = Session(seats=["Ann", "computer"], seed=1, rules={"seconds": None})
        >>> s.random_black(); s.confirm_black()
        >>> for _ in range(8):
        ...     _ = s.act("time-up")
        >>> s._sync_turn(); s.stage, s.hidden_scores(), s.view()["players"][1]["total"]
        ('across', {1}, None)
        >>> s.confirm(confirm=True); s.confirm(confirm=True)
        >>> s.hidden_scores(), s.view()["players"][1]["total"] > 0
        (set(), True)
        """
        seat, game = self.viewer, self.game
        if game.over or game.phase != "scoring" or seat is None:
            return set()
        done = game.scorings[seat] is not None and game.scorings[seat].done
        if done and not self.pass_screen:
            return set()
        return {p for p in range(game.players) if p != seat}

    def _log_view(self, hidden: set[int]) -> list[str]:
        """The log's last lines: a hidden seat's points read "has scored", without the number."""
        lines = []
        for index, key, params in self._notes:
            if key in _SCORED_KEYS and self.game.history[index - 1].player in hidden:
                key, params = "summa.ui.log.scored-hidden", {"name": params["name"]}
            lines.append(self._said(key, **params))
        return lines[-LOG_LINES:]

    def _player_view(self, p: int, hidden: bool = False) -> dict[str, Any]:
        if hidden:  # still scoring, as far as the person at the screen knows
            return {"name": self.seats[p].name, "computer": self.seats[p].computer,
                    "level": self.seats[p].level,
                    "across": None, "down": None, "total": None, "black": None,
                    "waiting": p in self.game.to_act, "hidden": True,
                    "hints": self.hints_used[p]}
        s = self.game.scorings[p]
        return {
            "name": self.seats[p].name,
            "computer": self.seats[p].computer,
            "level": self.seats[p].level,  # a computer's level, said under the score table
            "across": s.across if s else 0,
            "down": s.down if s and s.done else 0,
            "total": self.game.scores[p],
            # after the rows, the cells they cancelled are black too
            "black": s.black_count if s else len(self.game.public_grid(p).black_cells()),
            "waiting": p in self.game.to_act,
            "hints": self.hints_used[p],
        }

    def _best_view(self, seat: int) -> dict[str, Any]:
        grid = self.game.grids[seat]
        if not grid.is_full:
            return {"text": [self.t("summa.ui.best-later")]}
        best = best_score(grid, self.game.rules.min_length)
        expl = best.explain(self.lang)
        return {
            "total": best.total, "across": best.across, "down": best.down,
            "black": best.black_count,
            "across_groups": [_group_view(g) for g in best.across_groups],
            "down_groups": [_group_view(g) for g in best.down_groups],
            "text": expl.lines, "why": expl.why_best(),
        }

    def _results_view(self) -> list[dict[str, Any]]:
        if not self.game.over:
            return []
        return [{"name": r.name, "across": r.across, "down": r.down, "total": r.total,
                 "black": r.black, "rank": r.rank, "winner": r.winner,
                 "hints": self.hints_used[r.player]}
                for r in self.game.results()]

    def _explanation(self, seat: int | None) -> list[str]:
        s = self.game.scorings[seat] if seat is not None else None
        return s.explain(self.lang).lines if s is not None and s.done else []

    def _note(self) -> str:
        game, stage = self.game, self.stage
        if game.over:
            return self._winner_note()
        seat = self.active
        name = self.seats[seat].name if seat is not None else ""
        if stage == "pass":
            return self.t("summa.ui.pass", name=name)
        keys = {"black": {}, "place": {"round": game.round},
                "across": {"min_length": game.rules.min_length}, "down": {}}
        if stage in keys:
            return self.t(f"summa.ui.note.{stage}", name=name, **keys[stage])
        return ""

    def _winner_note(self) -> str:
        table = self.game.results()
        winners = [r.name for r in table if r.winner]
        if len(winners) > 1:
            return self.t("summa.ui.note.shared", names=", ".join(winners))
        if sum(r.total == table[0].total for r in table) > 1:
            return self._said("summa.ui.note.tie-break", name=winners[0], black=table[0].black)
        return self._said("summa.ui.note.winner", name=winners[0], total=table[0].total)


def _review_turn(turn: Any, lang: str, scoring: Scoring) -> dict[str, Any]:
    """One reviewed scoring turn for the screen: texts, grade, the groups as cells, the points
    of each row (or column) it chose (``line_points``, from the player's ``scoring``), and the
    best choice's groups that were not chosen (``missing``) and the chosen ones it leaves out."""
    direction = turn.played.split()[1]
    lines = scoring.row_scores if direction == "across" else scoring.column_scores
    groups = [{"name": name, "cells": [list(c) for c in _group_cells(name, direction)]}
              for name in turn.played.split()[2:]]
    best = [{"name": name, "cells": [list(c) for c in _group_cells(name, direction)]}
            for name in (turn.best or "").split()[2:]]
    return {"index": turn.index, "player": turn.player, "name": turn.name,
            "direction": direction, "sheet": list(turn.board.rows), "score": turn.score,
            "points": turn.scored, "best_score": turn.best_score, "lost": turn.lost,
            "grade": turn.grade, "grade_text": i18n.t(f"review.grade.{turn.grade}", lang),
            "why": turn.why, "groups": groups, "best_groups": best, "line_points": list(lines),
            "missing": [g["name"] for g in best if g not in groups],
            "extra": [g["name"] for g in groups if g not in best]}


def _group_cells(name: str, direction: str) -> list[Cell]:
    """The cells of the group ``name`` ("A1-C1") in ``direction``.

    >>> _group_cells("B2-B4", "down")
    [(1, 1), (2, 1), (3, 1)]
    """
    line, start, stop = _locate(name, direction)
    if direction == "across":
        return [(line, i) for i in range(start, stop)]
    return [(i, line) for i in range(start, stop)]


def seat_for(item: Any, label: str) -> tuple[Seat, Player | None]:
    """A seat from a widget's player entry: a name, ``"computer[:LEVEL]"`` or a Player object.

    >>> seat_for("computer", "Computer")
    (Seat(name='Computer', level='greedy'), None)
    """
    if isinstance(item, Player):
        return Seat(label, item.level), item
    expect_type("players", item, str, "names, 'computer' or computer players")
    seat = Seat.parse(item)
    return (Seat(label, seat.level), None) if seat.computer else (seat, None)
