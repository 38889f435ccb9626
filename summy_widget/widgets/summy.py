"""The Summy board as a Jupyter widget: a thin view of :class:`summy_widget.summy.Session`.

The session checks every message and owns the game, the seats, drafts, hints and the
log; the widget syncs ``session.view()`` in one message and forwards actions. Only
what the viewer may see is synced: never another rack, never the bag.

>>> w = SummyWidget(seed=1)
>>> w.board[12][12], w.bag_count, w.rack  # hot seat: tiles hidden until "ready"
('=', 110, [])
>>> w.handle({"action": "ready"})
True
>>> w.rack == list(w.game.rack(0))
True
>>> w = SummyWidget(seed=4, opponent="computer")
>>> w.phase, w.rack_owner, [p["computer"] for p in w.players]
('play', 0, [False, True])
>>> w.handle({"action": "hint"})
True
>>> w.hint["step"], w.hints_used
(1, [1, 0])
>>> p = SummyWidget.puzzle(seed=1, difficulty="easy")
>>> p.mode, p.bag_count, len(p.rack)
('puzzle', 0, 8)
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import traitlets

from .. import summy
from ..errors import GameError, expect_type, speaking
from ..summy.puzzles import Puzzle
from ..summy.puzzles import generate as generate_puzzle
from .base import STATIC, GameWidget, saved_game
from .one_at_a_time import one_at_a_time

__all__ = ["SummyWidget"]
_ZOOM_MIN, _ZOOM_MAX = 0.5, 3.0
ZOOM_STEP = 1.25  # one click of - or +
_PROJECTOR_ZOOM = 1.25  # a projector's zoom to start at: cells of 40 px (32 px x zoom)
_ZOOM_STEPS = 8  # the most steps one message may take
_VIEW = ("board", "last_move", "rack", "rack_owner", "players", "current", "bag_count", "phase",
         "history", "preview", "hint", "hints_used", "hint_allowance", "mode", "puzzle_info",
         "selected_turn", "explanation", "winners", "practice", "can_undo", "can_restore", "draft",
         "can_place", "computer_moves", "result")
_T = traitlets


def _forward(name: str, turn_ends: bool = False) -> Any:
    """An action the session carries out; its signature checks the message's fields."""
    signature = inspect.signature(getattr(summy.Session, name))

    def action(self: SummyWidget, **fields: Any) -> None:
        if turn_ends:
            getattr(self.session, name)(**fields, computers=False)
            return self._after_turn()
        getattr(self.session, name)(**fields)
        return self._refresh()

    action.__signature__ = signature.replace(parameters=[  # type: ignore[attr-defined]
        p for p in signature.parameters.values() if p.name != "computers"])
    return action


class SummyWidget(GameWidget):
    """A game of Summy on a 25x25 board, for people on one screen or against the computer.

    ``seed``, ``rules`` (a :class:`summy.Rules` or a dict of its options), ``players``
    (names), ``lang`` (``"en"``, ``"de"``, ``"nl"``; left out, the browser's language),
    ``practice=True`` (undo),
    ``opponent="computer"`` at ``level`` (one of ``summy.LEVELS``), ``projector=True``
    (the part of the board in play with large cells, 32 px x ``zoom``, which starts at 1.25;
    the zoom's - shows more), ``puzzle`` (a :class:`summy.puzzles.Puzzle`), ``speed`` of the
    computer's move on the board (``"slow"``, ``"normal"``, ``"fast"``, ``"off"``),
    ``hints``: ``True`` (any number), ``False`` (the Hint button is gone) or how many each
    person may take in a game (each step of a hint counts; the button says how many are left).
    Without a ``seed`` the first player can always make a sum on the first turn
    (``playable_start=False``: any deal; then 4 in 10 first turns must be exchanges).
    On a touch screen (a coarse pointer) where the whole board's cells would be under 28 px,
    the front end shows the part in play in cells of 32 px x zoom, as in a narrow column.
    ``.session`` is the :class:`summy.Session`, ``.game`` its :class:`summy.Game`.
    """

    _esm = STATIC / "summy.js"
    board = _T.List(_T.Unicode()).tag(sync=True)  # 25 strings of 25 ('.' empty, '#' grey)
    last_move = _T.Dict().tag(sync=True)  # the last placing turn: cells, placed, caps
    #: the computers' placing turns since the last person's turn, oldest first (as last_move)
    computer_moves = _T.List(_T.Dict()).tag(sync=True)
    rack = _T.List(_T.Unicode()).tag(sync=True)  # the viewer's own tiles; [] while hidden
    rack_owner = _T.Int(-1).tag(sync=True)  # whose tiles ``rack`` holds, -1 while hidden
    #: False when the person to move can lay no tiles at all (the turn must be an exchange)
    can_place = _T.Bool(None, allow_none=True).tag(sync=True)
    players = _T.List(_T.Dict()).tag(sync=True)  # name, score, tiles, computer, hints
    current = _T.Int(0, allow_none=True).tag(sync=True)
    bag_count = _T.Int(0).tag(sync=True)
    phase = _T.Unicode("pass").tag(sync=True)  # "play", "pass", "computer" or "over"
    history = _T.List(_T.Dict()).tag(sync=True)  # turn, player, kind, text, score, count
    preview = _T.Dict().tag(sync=True)  # the session's answer to the pending tiles
    hint = _T.Dict().tag(sync=True)  # step, text, score, cell, sum, move, placements, press
    hints_used = _T.List(_T.Int()).tag(sync=True)
    #: a limit on hints: {"limit": 3, "left": 2} for the person to move; {} for none
    hint_allowance = _T.Dict().tag(sync=True)
    mode = _T.Unicode("game").tag(sync=True)  # "game" or "puzzle"
    puzzle_info = _T.Dict().tag(sync=True)  # seed, difficulty, attempts, answer, best
    selected_turn = _T.Int(-1).tag(sync=True)
    explanation = _T.Unicode("").tag(sync=True)  # of ``selected_turn``, as HTML
    winners = _T.List(_T.Int()).tag(sync=True)
    #: the end of the game in words ({} while it goes on): winner, scores, places
    result = _T.Dict().tag(sync=True)
    can_undo = _T.Bool(False).tag(sync=True)  # practice mode, and a turn to take back
    can_restore = _T.Bool(False).tag(sync=True)  # "New game" ended a game: it can come back
    draft = _T.Dict().tag(sync=True)  # tiles down as the last command left them: cell -> symbol
    answer = _T.Dict().tag(sync=True)  # the command line's answer: text, count, refused
    game_review = _T.Dict().tag(sync=True)  # the finished game's review (no racks)
    practice = _T.Bool(False).tag(sync=True)
    zoom = _T.Float(1.0).tag(sync=True)
    #: the zoom's scale, for the front end to tell when - or + can do no more: the least and
    #: the most zoom, one click's step, and the zoom a projector starts at
    zoom_scale = _T.Dict({"least": _ZOOM_MIN, "most": _ZOOM_MAX, "step": ZOOM_STEP,
                          "projector": _PROJECTOR_ZOOM}, read_only=True).tag(sync=True)
    #: how the computer's move is shown on the board: tile by tile slowly, normally, quickly,
    #: or "off" (at once); the person at the screen may change it (a front-end setting only)
    speed = _T.Enum(["slow", "normal", "fast", "off"], "normal").tag(sync=True)
    version = _T.Int(0).tag(sync=True)  # grows with every change (the front end redraws)
    #: one more with each game or puzzle the board shows (a new game, the next puzzle, a game
    #: restored or loaded): the page then takes away the tiles put down on the one before
    games = _T.Int(0).tag(sync=True)

    def __init__(self, seed: int | None = None, rules: summy.Rules | dict | None = None,
                 players: Sequence[str] = ("You", "Friend"), lang: str | None = None,
                 practice: bool = False, opponent: str | None = None, level: str | None = None,
                 projector: bool = False, puzzle: Puzzle | None = None,
                 session: summy.Session | None = None, playable_start: bool = True,
                 hints: bool | int = True, **kwargs: Any) -> None:
        if session is None:
            with speaking(lang):
                session = summy.Session.from_options(
                    seed=seed, rules=rules, players=players, lang=lang or "en",
                    practice=practice, opponent=opponent, level=level, puzzle=puzzle,
                    playable_start=playable_start, hints=hints)
        expect_type("session", session, summy.Session, "a summy.Session (or None for a new game)")
        self._seat_session(session, level)
        if projector and "zoom" not in kwargs:
            kwargs["zoom"] = _PROJECTOR_ZOOM  # - and + from there
        super().__init__(lang=lang, practice=session.practice, projector=projector, **kwargs)
        self._refresh()

    def _seat_session(self, session: summy.Session, level: str | None = None) -> None:
        """Play ``session``: its computer seat, if any, names the opponent and the level."""
        self.session = session
        self._opponent = "computer" if any(s.computer for s in session.seats) else None
        self._level = next((s.level for s in session.seats if s.computer), level or "greedy")

    def _take_session(self, session: summy.Session) -> None:
        self._seat_session(session)
        self._refresh()

    @traitlets.observe("practice")
    def _practice_changed(self, change: dict) -> None:
        """``w.practice = True`` in a later cell (:meth:`GameWidget._practice_to_session`)."""
        self._practice_to_session(change["new"])

    @property
    def opponent(self) -> str | None:
        """``"computer"`` in a game with a computer, else ``None``; chosen when the game is
        made, like :attr:`level`.

        >>> w = SummyWidget()
        >>> w.opponent is None
        True
        >>> w.opponent = "computer"
        Traceback (most recent call last):
        AttributeError: the players are chosen when a game is made: start a new game with \
SummyWidget(opponent='computer')
        """
        return self._opponent

    @opponent.setter
    def opponent(self, value: object) -> None:
        raise AttributeError("the players are chosen when a game is made: start a new game "
                             f"with SummyWidget(opponent={value!r})")

    @property
    def level(self) -> str:
        """The computer's level (the first computer's), ``"greedy"`` in a game without one.
        It is chosen when the game is made; setting it is refused with the way to do it, as it
        would change nothing of the game in play.

        >>> w = SummyWidget(opponent="computer", level="strong")
        >>> w.level
        'strong'
        >>> w.level = "beginner"
        Traceback (most recent call last):
        AttributeError: the computer's level is chosen when a game is made: start a new game \
with SummyWidget(opponent='computer', level='beginner')
        """
        return self._level

    @level.setter
    def level(self, value: object) -> None:
        raise AttributeError("the computer's level is chosen when a game is made: start a new "
                             f"game with SummyWidget(opponent='computer', level={value!r})")

    @classmethod
    def puzzle(cls, seed: int = 1, difficulty: str = "medium",
               rules: summy.Rules | None = None, **kwargs: Any) -> SummyWidget:
        """A widget showing the puzzle ``seed`` at ``difficulty`` (easy, medium, hard)."""
        return cls(puzzle=generate_puzzle(seed=seed, difficulty=difficulty, rules=rules),
                   **kwargs)

    @saved_game
    def load(cls, path: str | Path, **kwargs: Any) -> SummyWidget:
        """A widget continuing the game saved in ``path`` (``RecordError`` if it is not one).

        Racks, bag, scores, history and the computer seats come back exactly; ``lang``,
        ``practice`` and ``hints`` are the session's options. Said to a widget, ``w.load(path)``
        continues the game on that board instead (:meth:`continue_saved`).
        """
        options = {k: kwargs.pop(k) for k in ("lang", "practice", "hints") if k in kwargs}
        session = summy.Session.load(path, **options)
        return cls(session=session, lang=options.get("lang"), **kwargs)

    # -- the engine behind the view ------------------------------------------------------
    game = property(lambda self: self.session.game, doc="the engine's Game (None: puzzle)")
    computers = property(lambda self: frozenset(
        i for i, s in enumerate(self.session.seats) if s.computer))
    hot_seat = property(lambda self: self.session.hot_seat)

    @one_at_a_time
    def new_game(self, seed: int | None = None, rules: summy.Rules | dict | None = None) -> None:
        """Another game (same rules unless given); in puzzle mode the next puzzle."""
        self.session.new_game(seed=seed, rules=rules)
        self._refresh()

    def _refresh(self, **extra: Any) -> None:
        """Publish the session's view and ``extra`` traits in one message to the front end
        (a command's answer with the tiles it left down); a command's answer goes when the
        seat whose tiles the screen shows changes."""
        session = getattr(self, "session", None)
        if session is None:
            return
        session.name_seats(self.lang)  # default names ("You") in the language
        if session.lang != self.lang:
            session.set_lang(self.lang)
            self._reword_preview()
        self.puzzle = session.puzzle  # the Puzzle shown (puzzle mode), else None
        view = session.view()
        if ("answer" not in extra and self.answer.get("text")
                and getattr(self, "_answer_for", None) != self._rack_key()):
            extra["answer"] = {"count": self.answer["count"]}  # "Your tiles: ..." of another seat
        self.publish(**{k: view[k] for k in _VIEW}, **extra, games=self._games_shown(),
                     version=self.version + 1)

    def _games_shown(self) -> int:
        """How many games or puzzles this board has shown, the one now counted.

        >>> w = SummyWidget(seed=4)
        >>> w.games, w._games_shown()
        (1, 1)
        >>> w.new_game(seed=5)
        >>> w.games
        2
        """
        now = (self.session.game, self.session.puzzle)
        before = getattr(self, "_game_shown", (None, None))
        if all(a is b for a, b in zip(now, before)) and self.games:
            return self.games
        self._game_shown = now
        return self.games + 1

    def _rack_key(self) -> tuple[int, int]:
        """The game and whose tiles the screen shows (-1: none, the pass screen): a command's
        answer stands while they stay (two at one screen never see each other's)."""
        return id(self.session.game), self.session.rack_owner

    def _reword_preview(self) -> None:
        """The tiles still down get their preview again in the new language (a named slip
        keeps the student's own numbers); nothing else changes."""
        placements = self.session.preview.get("placements")
        if not placements:
            return
        try:
            self.session.show_preview(placements)
        except ValueError:  # the turn moved on meanwhile: the old preview stays
            pass

    def _after_turn(self, **extra: Any) -> None:
        self._refresh(**extra)
        while self.session.computer_to_move is not None:
            self._computer_turn()
            self._refresh()

    def _catch_up(self) -> None:
        """The computer's move cut short by an interrupt is made now, shown as it is made."""
        if getattr(self, "session", None) is not None and self.session.computer_to_move is not None:
            self._after_turn()

    def _computer_turn(self) -> None:
        """The computer plays its seat (in Python; its tiles never reach the browser)."""
        self.session.computer_turn()

    # -- actions from the front end: the session checks each one ----------------------------
    _action_preview = _forward("show_preview")
    _action_submit = _forward("submit", turn_ends=True)
    _action_exchange = _forward("exchange", turn_ends=True)
    _action_hint = _forward("hint_step")
    _action_select, _action_ready = _forward("select"), _forward("ready")
    _action_shuffle, _action_undo = _forward("shuffle"), _forward("undo")
    _action_show_best, _action_new_game = _forward("show_best"), _forward("new_game")
    _action_restore_game = _forward("restore_game")

    def _action_review(self) -> None:
        """Show the review of the finished game (grades, the played and the best move)."""
        self.game_review = self.session.review_view()

    def _action_command(self, text: Any, placements: Any = None, drawn: Any = None) -> None:
        """A typed command (``read row 13``, ``put 4 J13``, ``submit`` ...): the session
        carries it out on the tiles the page shows down (``placements``; ``drawn``: the
        command line's tiles it had drawn); the answer is shown under the command line and
        read out, in the same message as the tiles the command left down. A command refused
        answers there too (``refused``), and as the widget's error.

        >>> w = SummyWidget(seed=4)
        >>> w.handle({"action": "command", "text": "put q L13"}), w.answer["refused"]
        (False, True)
        >>> w.answer["text"] == w.error
        True
        """
        try:
            said = self.session.command(text, computers=False, placements=placements,
                                        drawn=drawn)
        except GameError as exc:
            # a refusal is the widget's error too, in the same message: the page lays out the
            # error's line above the command box and the answer under it at once (and brings
            # the answer into sight once, not before the line above pushes it down)
            text = exc.text(self.lang)
            self.publish(answer=self._answer(text, refused=True), error=text)
            raise
        self._after_turn(answer=self._answer(said), error="")

    def _answer(self, text: str, refused: bool = False) -> dict[str, Any]:
        """The command line's answer, with a new count (the same words again are read again),
        while the same seat's tiles are shown; ``turns``: the turns played when it was given
        (the page keeps "You played ..." while only computers have moved since)."""
        self._answer_for = self._rack_key()
        return {"text": text, "count": self.answer.get("count", 0) + 1, "refused": refused,
                "turns": len(self.session.history)}

    def _action_zoom(self, factor: Any = None, steps: Any = None) -> None:
        """Set the zoom to ``factor``, or go ``steps`` of the - and + buttons from the zoom the
        kernel has now: two quick clicks are two steps, even when the second is sent before
        the answer to the first has reached the page.

        >>> w = SummyWidget(seed=1)
        >>> w.handle({"action": "zoom", "steps": 1}), w.handle({"action": "zoom", "steps": 1})
        (True, True)
        >>> w.zoom
        1.5625
        """
        if steps is not None and factor is None:
            if not isinstance(steps, int) or isinstance(steps, bool) or abs(steps) > _ZOOM_STEPS:
                raise ValueError(self.t("summy.error.zoom-steps", most=_ZOOM_STEPS))
            factor = round(self.zoom * ZOOM_STEP**steps, 6)
        if not isinstance(factor, (int, float)) or isinstance(factor, bool) or factor != factor:
            raise ValueError(self.t("summy.error.zoom"))
        self.zoom = min(_ZOOM_MAX, max(_ZOOM_MIN, factor))

    @traitlets.validate("zoom")
    def _valid_zoom(self, proposal: dict) -> float:
        return min(_ZOOM_MAX, max(_ZOOM_MIN, float(proposal["value"])))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Also a static picture of the game for viewers without JavaScript."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        shown = self.session.puzzle or self.session.game
        if isinstance(data, dict):
            data["text/html"] = shown._repr_html_()
        return bundle
