"""The =Pari= widget: shows a :class:`summy_widget.pari.Session`, forwards the actions.

>>> w = PariWidget(players=["Ann", "computer:greedy"], seed=30)
>>> w.view["names"], w.view["kinds"], w.view["levels"]
(['Ann', 'Computer'], ['human', 'computer'], [None, 'greedy'])

Every rule, the draft, the previews, the hot seat, the computers and the think
timer live in the session (``w.session``); the widget syncs its ``view`` (never
another hand, never the order of a pile, never the seed) and checks each
message in Python.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

from ..errors import expect_type, speaking
from ..pari import Game, Rules, Session
from ..pari.session import seat_names
from .base import STATIC, GameWidget, saved_game
from .one_at_a_time import one_at_a_time

__all__ = ["PariWidget"]


class PariWidget(GameWidget):
    """Play =Pari= in a notebook.

    ``players`` lists the seats in order: a name for a person (several people
    share the screen, hot seat: a pass screen hides the hand between them), or
    ``"computer"`` / ``"computer:<level>"`` (``beginner``, ``greedy``, ``strong``).
    ``seed`` makes the game repeatable, ``rules`` is a :class:`summy_widget.pari.Rules`,
    ``practice`` allows undo, ``lang`` is ``"en"``, ``"de"`` or ``"nl"`` (left out: the
    browser's language, else English). ``speed`` sets how the computers' steps are shown on the
    table one at a time (``"slow"``, ``"normal"``, ``"fast"``, or ``"off"``).
    ``projector``: the large layout of full screen inside the notebook (a projected notebook):
    larger cards, equations, hand, status and buttons (``PariWidget(projector=True)``); it
    changes only the look, never the game. ``hints``: ``True`` (any number), ``False`` (the
    Hint button is gone) or how many each person may take in a game (each step of a hint
    counts; the button says how many are left).

    After the game the ``review`` action lists every turn with its grade and the best play
    then (in practice mode also during the game: the viewer's own turns only, as their best
    plays come from their own hand); no hand is ever sent.
    """

    _esm = STATIC / "pari.js"

    #: everything the front end shows (the viewer's own hand only)
    view = traitlets.Dict().tag(sync=True)
    #: how the computers' steps are shown one by one: "slow", "normal", "fast" or "off"
    speed = traitlets.Enum(["slow", "normal", "fast", "off"], "normal").tag(sync=True)

    def __init__(self, players: list[str] | None = None, seed: int | None = None,
                 rules: Rules | dict | None = None, lang: str | None = None, practice: bool = False,
                 session: Session | None = None, projector: bool = False,
                 hints: bool | int = True, **kwargs: Any) -> None:
        super().__init__(lang=lang, projector=projector, **kwargs)
        if session is None:
            seats = seat_names(players if players is not None
                               else [self.t("seat.you"), "computer:greedy"],
                               self.t("pari.computer"))
            with speaking(self.lang):
                session = Session(seats, seed=seed, rules=rules, practice=practice,
                                  lang=self.lang, hints=hints)
        expect_type("session", session, Session, "a pari.Session (or None for a new game)")
        session.lang = self.lang
        self.session = session
        self._refresh()

    @saved_game
    def load(cls, path: str | Path, projector: bool = False, hints: bool | int = True,
             practice: bool = False, **kwargs: Any) -> PariWidget:
        """A widget continuing the game saved in ``path`` (hands, piles, scores, history and
        computer seats), large with ``projector=True``, with undo for the turns played from
        now on with ``practice=True``; :class:`summy_widget.RecordError` when the file is not
        such a record. Said to a widget, ``w.load(path)`` continues the game on that board
        instead (:meth:`continue_saved`)."""
        session = Session.load(path, lang=kwargs.get("lang") or "en", hints=hints,
                               practice=practice)
        return cls(session=session, projector=projector, **kwargs)

    @property
    def game(self) -> Game:
        """The game being played (read it; act through the widget or the session)."""
        return self.session.game

    @property
    def viewer(self) -> int | None:
        """Whose hand the screen shows (None behind the pass screen)."""
        return self.view.get("viewer")

    @property
    def practice(self) -> bool:
        """Practice mode (undo); ``w.practice = True`` in a later cell lets the turns played
        from then on be taken back, ``False`` ends it (see :meth:`Session.set_practice`)."""
        return self.session.practice

    @practice.setter
    def practice(self, on: bool) -> None:
        expect_type("practice", on, bool, "True or False")
        self._practice_to_session(on)

    def _refresh(self) -> None:
        if hasattr(self, "session"):
            self.session.lang = self.lang
            self.session.name_seats(self.lang)  # default names ("You") in the language
            self.publish(view=self.session.view())

    @one_at_a_time
    def handle(self, content: Any) -> bool:
        """Carry out one message, then send the new view (one message to the front end)."""
        done = super().handle(content)
        if not done:
            self.session.say(self.error)
        self._refresh()
        return done

    # -- the front end's actions (each checked in the session) ---------------------------
    def _action_ready(self) -> None:
        self.session.ready()

    def _action_place(self, equation: Any, gap: Any, hand_index: Any) -> None:
        self.session.place(equation, gap, hand_index)

    def _action_unplace(self, position: Any) -> None:
        self.session.unplace(position)

    def _action_recall(self) -> None:
        self.session.recall()

    def _action_submit(self) -> None:
        self.session.submit()

    def _action_lay(self, pile: Any, side: Any) -> None:
        self.session.lay(pile, side)

    def _action_draw_card(self, pile: Any) -> None:
        self.session.draw_card(pile)

    def _action_draw_done(self) -> None:
        self.session.draw_done()

    def _action_draw_undo(self) -> None:
        self.session.draw_undo()

    def _action_pass_card(self, hand_index: Any) -> None:
        self.session.pass_card(hand_index)

    def _action_hint(self) -> None:
        self.session.hint_step()

    def _action_undo(self) -> None:
        self.session.undo()

    def _action_time(self) -> None:
        self.session.turn_timer()

    def _action_tick(self) -> None:
        self.session.tick()

    def _action_new_game(self, options: Any = None) -> None:
        self.session.new_game(options=options if options is not None else {})

    def _action_restore_game(self) -> None:
        self.session.restore_game()

    def _action_command(self, text: Any) -> None:
        self.session.command(text)

    def _action_review(self) -> None:
        """The review: after the game every turn; in practice mode the viewer's own turns."""
        self.session.review()

    def _action_review_hide(self) -> None:
        self.session.hide_review()

    # -- python API -----------------------------------------------------------------------
    def record(self) -> str:
        """The game record (JSON). It holds every hand: show it only after the game."""
        return self.game.to_json()
