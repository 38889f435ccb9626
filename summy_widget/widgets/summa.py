"""The Summa Summarum widget: a thin view of a :class:`summy_widget.summa.Session`.

Every check, score, draft and the timer live in the session (pure Python);
this class syncs the session's one view as traits, in one message per change,
and forwards the front end's actions (``js/summa.js``):

``toggle_black(cell, keys=False)``, ``choose_black(cell)`` (Enter), ``random_black()``,
``confirm_black()`` (set-up; ``keys``: by the keyboard, so the words name Enter as the next
step); ``place(die, cell, keys=False)``, ``place_symbol(symbol, cell)`` (a typed I V X L),
``unplace(cell)``,
``done()``, ``time_up()`` (each round);
``mark(first, last)``, ``unmark(name)``, ``confirm(confirm=False)`` (nothing marked: the
first press only asks, see ``Session.confirm``), ``show_best()``,
``use_best()`` (scoring); ``show_review()``, ``show_sheet(seat)`` (after scoring);
``ready()`` (hot seat), ``undo()`` (practice),
``new_game()``, ``restore_game()`` (back to the game that New game ended), ``save()``;
``command(text)``, the command line (its answer is ``said``). Cells are ``[row, column]``
from 0 or names like ``"C2"``.
The dice still to come and the random generator never reach the browser.

>>> w = SummaWidget(players=["Ann"], seed=1, seconds=None)
>>> w.phase, w.stage
('setup', 'black')
>>> w.handle({"action": "random_black"}), w.handle({"action": "confirm_black"})
(True, True)
>>> w.phase, len(w.dice)
('placing', 4)
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import traitlets

from ..errors import GameError, expect_type, speaking
from ..session import expect_player_list
from ..summa import Player, Rules, Session
from ..summa.commands import Refusal
from ..summa.session import seat_for
from .base import STATIC, GameWidget, saved_game

__all__ = ["SummaWidget"]

#: the session's view entries that are synced as traits of the same name
VIEW_TRAITS = ("phase", "stage", "round", "rounds", "current", "sheet", "pending", "dice",
               "marks", "line_scores", "preview", "best", "players", "sheets", "results",
               "explanation", "note", "timer", "log", "min_length", "pass_screen",
               "practice", "can_undo", "can_restore", "filled", "game_review", "sheet_shown",
               "written", "hint", "hint_allowance")
#: the actions the front end may send, each carried out by the session method of that name
ACTIONS = ("toggle_black", "choose_black", "random_black", "confirm_black", "place", "place_symbol",
           "unplace", "done", "hint_step",
           "time_up", "mark", "unmark", "confirm", "show_best", "use_best", "new_game",
           "restore_game", "ready", "undo", "show_review", "show_sheet")


class SummaWidget(GameWidget):
    """Play Summa Summarum in a notebook.

    ``players``: names of the people at the screen, and ``"computer"`` (or
    ``"computer:beginner"``, ``"computer:random"``, or a
    :class:`summy_widget.summa.Player`) for each computer player (the score table says how
    strong each is, under it: "Computer: greedy"). ``seconds``: the timer
    of each round (``None``: no timer).
    ``min_length``: 2, or 3 for the "Profi" rule. ``practice``: allow undo. ``lang``:
    ``"en"``, ``"de"`` or ``"nl"`` (left out: the browser's language, else English).
    ``projector``: the large layout of full screen inside the notebook (a projected notebook):
    larger cells, dice, buttons and text (``SummaWidget(projector=True)``). ``hints``:
    ``True`` (any number), ``False`` (the Hint button is gone) or how many each person may
    take in a game (each step of a hint counts; the button says how many are left).
    """

    _esm = STATIC / "summa.js"

    phase = traitlets.Unicode("setup").tag(sync=True)
    #: what the person at the screen does now: black, place, across, down, pass, wait, over
    stage = traitlets.Unicode("black").tag(sync=True)
    round = traitlets.Int(0).tag(sync=True)
    rounds = traitlets.Int(8).tag(sync=True)
    #: the seat whose sheet is active (-1 when nobody at this screen has to act)
    current = traitlets.Int(0).tag(sync=True)
    #: the active sheet, 6 strings of 6 cells, with this turn's draft in it
    sheet = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: the draft: [row, column, die] while placing, [row, column, -1] in set-up
    pending = traitlets.List().tag(sync=True)
    dice, marks, players = (traitlets.List().tag(sync=True) for _ in range(3))
    line_scores, preview, best = (traitlets.Dict().tag(sync=True) for _ in range(3))
    #: every sheet as this screen may see it (no other player's choices of this round)
    sheets = traitlets.List().tag(sync=True)
    results = traitlets.List().tag(sync=True)
    explanation = traitlets.List(traitlets.Unicode()).tag(sync=True)
    note = traitlets.Unicode("").tag(sync=True)
    #: {"seconds", "turn", "left"}: the front end counts down from "left" for each new turn
    timer = traitlets.Dict().tag(sync=True)
    log = traitlets.List(traitlets.Unicode()).tag(sync=True)
    min_length = traitlets.Int(2).tag(sync=True)
    pass_screen, practice, can_undo = (traitlets.Bool(False).tag(sync=True) for _ in range(3))
    #: "New game" ended a game that was not over: "Back to the previous game" brings it back
    can_restore = traitlets.Bool(False).tag(sync=True)
    #: {"cells", "text"}: where the timer wrote the leftover dice in the shown sheet's last round
    filled = traitlets.Dict().tag(sync=True)
    #: the review of the scoring (``Session.review_view``): shown once the game is over, or
    #: asked for by a player who has scored; {} when hidden. Never a die still to come.
    game_review = traitlets.Dict().tag(sync=True)
    #: the seat whose sheet ``sheet`` shows (after the game: the one chosen), -1: none
    sheet_shown = traitlets.Int(-1).tag(sync=True)
    #: the symbols written on the shown sheet, cancelled ones too (6 strings; [] before scoring)
    written = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: the hint of this round {"step", "steps", "cell", "die"}: at step 1 the cell to start
    #: with and the die to write there (the front end picks it up); {} none
    hint = traitlets.Dict().tag(sync=True)
    #: a limit on hints: {"limit": 3, "left": 2} for the sheet shown; {} for none
    hint_allowance = traitlets.Dict().tag(sync=True)
    #: the command line's last answer {"text", "n", "refused"} till the turn changes: "n"
    #: counts, so the same answer is read again
    said = traitlets.Dict().tag(sync=True)

    def __init__(self, players: Sequence[str | Player] | None = None, seed: int | None = None,
                 seconds: int | None = 60, min_length: int = 2, lang: str | None = None,
                 clock: Callable[[], float] = time.monotonic, practice: bool = False,
                 session: Session | None = None, projector: bool = False,
                 hints: bool | int = True, **kwargs: Any) -> None:
        super().__init__(lang=lang, projector=projector, **kwargs)
        self._said_turn: tuple | None = None  # the turn the command line's answer is about
        if session is None:
            with speaking(self.lang):
                rules = Rules(seconds=seconds, min_length=min_length)
                seats, bots = self._seats(players)
                session = Session(seats, seed=seed, rules=rules, practice=practice,
                                  lang=self.lang, clock=clock, players=bots, hints=hints)
        expect_type("session", session, Session, "a summa.Session (or None for a new game)")
        self.session = session
        self._refresh()

    @traitlets.observe("practice")
    def _practice_changed(self, change: dict) -> None:
        """``w.practice = True`` in a later cell (:meth:`GameWidget._practice_to_session`)."""
        self._practice_to_session(change["new"])

    def _seats(self, players: Sequence[Any] | None) -> tuple[list, dict[int, Player]]:
        """Seats and computer player objects from the ``players`` argument."""
        if players is None:
            players = [self.t("summa.ui.you"), "computer"]
        expect_player_list(players, "names, 'computer' or computer players, "
                                    "such as ['You', 'computer']")
        seats, bots, label = [], {}, self.t("summa.ui.computer")
        computers = sum(isinstance(p, Player) or str(p).startswith("computer") for p in players)
        for item in players:
            number = sum(s.computer for s in seats) + 1
            seat, bot = seat_for(item, label if computers == 1 else f"{label} {number}")
            if bot is not None:
                bots[len(seats)] = bot
            seats.append(seat)
        return seats, bots

    game = property(lambda self: self.session.game, doc="The game being played (read it).")

    @saved_game
    def load(cls, path: str | Path, lang: str | None = None,
             clock: Callable[[], float] = time.monotonic, hints: bool | int = True,
             practice: bool = False, **kwargs: Any) -> SummaWidget:
        """A widget continuing the game saved in ``path`` (RecordError if it is not one);
        ``practice=True`` lets the turns played from now on be undone. Said to a widget,
        ``w.load(path)`` continues the game on that board instead (:meth:`continue_saved`)."""
        session = Session.load(path, lang=lang or "en", clock=clock, hints=hints,
                               practice=practice)
        return cls(session=session, lang=lang, **kwargs)

    def _take_session(self, session: Session) -> None:
        self._said_turn = None  # the command line's answer was about the game before
        super()._take_session(session)

    def _refresh(self, **extra: Any) -> None:
        """Publish the session's view and ``extra`` traits, in one message to the front end;
        the command line's answer goes when the turn it was about is over."""
        if not hasattr(self, "session"):
            return
        self.session.lang = self.lang
        self.session.name_seats(self.lang)  # default names ("You") in the language
        view = self.session.view()
        turn = tuple(view[name] for name in ("phase", "stage", "round", "current"))
        if "said" in extra:
            self._said_turn = turn
        elif self.said.get("text") and turn != self._said_turn:
            extra["said"] = {"n": self.said.get("n", 0)}  # kept: the answer is not read again
        self.publish(**{name: view[name] for name in VIEW_TRAITS}, **extra)

    def _action_command(self, text: Any) -> None:
        """A command line entry (``"put X B3"``, ``"read row 2"``): the answer goes to ``said``,
        in the same message as the view it changed (so the answer is what is read out); a
        command refused is answered there too (``"refused": True``), and raised.

        >>> w = SummaWidget(players=["Ann"], seed=1, seconds=None)
        >>> w.handle({"action": "command", "text": "put X Z9"}), w.said["refused"]
        (True, True)
        """
        said: dict[str, Any] = {}
        n = int(self.said.get("n", 0)) + 1
        try:
            answer = self.session.command(text)
            said = {"text": answer, "n": n, "refused": isinstance(answer, Refusal)}
        except GameError as exc:
            said = {"text": exc.text(self.lang), "n": n, "refused": True}
            raise
        finally:
            self._refresh(**({"said": said, "error": ""} if said else {}))


def _forward(name: str) -> Callable[..., None]:
    """An ``_action_NAME`` method: the session carries it out, then the view is published."""
    target = getattr(Session, name)

    def action(self: SummaWidget, **fields: Any) -> None:
        try:
            getattr(self.session, name)(**fields)
        finally:
            self._refresh()

    action.__signature__ = inspect.signature(target)  # type: ignore[attr-defined]
    action.__name__ = f"_action_{name}"
    action.__doc__ = target.__doc__
    return action


for _name in ACTIONS:
    setattr(SummaWidget, f"_action_{_name}", _forward(_name))
