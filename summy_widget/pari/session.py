"""A game of =Pari= at a table: seats, the hand being built, previews, hints and the think timer.

:class:`Session` holds everything a front end needs around a :class:`.game.Game`,
with no Jupyter in sight (the widget, the classroom site and the tests use it):
the seats (people and computer levels), the hot-seat pass screen, the cards
placed this turn (the draft) and its live preview, the piles chosen for the
draw, a hint, undo in practice mode, the think timer and the log. :meth:`view`
is the one dict the front end shows; it never holds another hand, the order of
a pile or the seed.

>>> s = Session(seats=["Ann", "computer:greedy"], seed=30)
>>> s.place(1, 2, 0)            # the 5 after the = of "x="
>>> s.view()["preview"]["row"], s.view()["preview"]["valid"]
('x=5', False)
>>> s.submit().text
'#2 x=5'
>>> s.draw_card("digit"); s.draw_card("digit")   # the second card draws both
>>> s.game.current, len(s.game.history)          # the computer has moved
(0, 2)
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from .. import i18n
from ..errors import GameError, expect_type, type_error, unknown_level
from ..session import Seat, hint_limit, parse_seats
from ..session import Session as BaseSession
from . import commands
from .equation import check
from .explain import explain
from .hints import HINT_STEPS, hint, laid_cards
from .moves import (
    PILES,
    SIDES,
    Cover,
    Draw,
    IllegalPlayError,
    Lay,
    Pass,
    Play,
    Shift,
    Time,
    TimeUp,
)
from .narrate import (
    Words,
    added_positions,
    describe,
    is_you,
    joined,
    points_words,
    sentence,
    shown,
    shown_lines,
    spoken_row,
    turn_words,
    winner_words,
)
from .players import LEVELS, ComputerPlayer
from .steps import group, pace

__all__ = ["OPTIONS", "Session", "rules_with"]

#: The lines of the game's log the view holds (the newest).
LOG_LINES = 12

#: the options a new game may set from the front end, with their types
OPTIONS: dict[str, tuple[type, ...]] = {
    "paid_moves": (bool,), "think_seconds": (int, type(None)), "pass_card": (bool,),
    "beginners": (bool,), "target": (int,),
}


def _error(code: str, **params: Any) -> GameError:
    """A session error with its words in pari's tables (``pari.error.<code>``)."""
    return GameError(code, key=f"pari.error.{code}", **params)


def _numbers(**values: Any) -> None:
    """Check that each value is a whole number (not a bool); else a GameError naming it in
    words (``die Gleichung muss eine Zahl sein, nicht „a“``).

    >>> _numbers(equation=0, gap=2)
    >>> _numbers(equation="a")
    Traceback (most recent call last):
    ...
    summy_widget.errors.GameError: the equation must be a number, not 'a'
    """
    for name, value in values.items():
        if isinstance(value, bool) or not isinstance(value, int):
            raise _error("not-number", what=Words(f"pari.what.{name}"), value=str(value)[:40])


class Session(BaseSession):
    """=Pari= with seats, drafts, previews, hints, undo (practice) and the think timer.

    ``seats`` are names and ``"computer:LEVEL"`` texts (or :class:`~summy_widget.session.Seat`
    values); ``clock`` returns the time in milliseconds (for tests). ``hints``: ``True`` (any
    number), ``False`` (none) or how many each person may take in a game (each step of a
    hint counts).
    """

    #: the engine package (``summy_widget.pari``, which imports this module)
    game_module = sys.modules[__name__.rpartition(".")[0]]
    game_name = "pari"

    def __init__(self, seats: Sequence[Any] = ("You", "computer:greedy"), *,
                 seed: int | None = None, rules: Any = None, game: Any = None,
                 practice: bool = False, lang: str = "en",
                 clock: Callable[[], int] | None = None, hints: bool | int = True) -> None:
        lang = i18n.language(lang)  # "NL" is "nl"; a clear error for an unknown language
        self.hint_limit = hint_limit(hints)
        for seat in parse_seats(seats):
            if seat.computer and seat.level not in LEVELS:
                raise unknown_level(seat.level, LEVELS)
        self.lang = lang
        if clock is not None and not callable(clock):
            raise type_error("clock", clock, "a function that tells the time in milliseconds")
        self.clock = clock or (lambda: time.monotonic_ns() // 1_000_000)
        self._bots: dict[int, ComputerPlayer] = {}
        self._answers = 0  # the command line's answers so far ("n" of the answer)
        self._reset_turn_state()
        self._log_sizes: list[int] = []
        self._clock_turn: tuple[int, int] | None = None
        self.deadline: int | None = None
        self.timer_runs = 0
        self.pass_screen = False
        self._replay_pending = game is not None  # a loaded game: its log is rebuilt
        self._events = 0  # events numbered for the whole session (never reused)
        self._rows_seen: list[str] | None = None
        self.said: dict[str, Any] = {"n": 0, "text": ""}
        self._reviewed: dict[str, Any] | None = None
        #: the hint steps each seat asked for in this game (a step asked again counts once)
        self.hints_used = [0] * len(parse_seats(seats))
        super().__init__(seats, seed=seed, rules=rules, game=game, practice=practice)
        self.pass_screen = self.hot_seat and not self.game.over and self._human(self.game.current)
        self._sync_clock()

    def _reset_turn_state(self) -> None:
        self.draft: list[dict[str, Any]] = []
        self.draft_equation: int | None = None
        self.draw_piles: list[str] = []
        self.hint: dict[str, Any] | None = None
        self._hint_step = 0
        #: the command line's last answer, shown under it till the turn changes
        self.answer: dict[str, Any] = {}

    def _human(self, seat: int) -> bool:
        return not self.seats[seat].computer

    # -- computers ------------------------------------------------------------------------
    def player(self, seat: int) -> ComputerPlayer:
        """The computer player of ``seat`` (one per seat, its ties broken by the seed)."""
        if self.computer_seat(seat) not in self._bots:
            self._bots[seat] = ComputerPlayer(self.seats[seat].level, seed=self.game.seed + seat)
        return self._bots[seat]

    def public_text(self, turn: Any) -> str:
        """A passed card stays secret: the log says only ``pass``."""
        return "pass" if isinstance(turn.action, Pass) else turn.text

    def _record(self, turn: Any, game: Any = None) -> None:
        """Log ``turn``'s latest action as an event: public facts only (the rows on the
        table, the laid card, the piles drawn from; never a drawn or passed card)."""
        g = game if game is not None else self.game
        seen = self._rows_seen if self._rows_seen is not None else list(g.rows)
        self._events += 1
        before = self.log[-1]["after"] if self.log else _counts(
            type(g)(g.names, seed=g.seed, rules=g.rules, first=g.first))
        entry = {"n": self._events, "seat": turn.player, "name": self.seats[turn.player].name,
                 "text": self.public_text(turn), "score": turn.score, "rows": list(g.rows),
                 "new": [], "before": before, "after": _counts(g),
                 **_event_facts(turn, seen, g)}
        if entry["kind"] == "play":
            entry["rows"][entry["equation"]] = entry["row"]
            entry["new"] = added_positions(seen[entry["equation"]], entry["row"])
        elif entry["kind"] == "lay":
            row = g.rows[entry["equation"]]
            entry["new"] = [0 if entry["side"] == "left" else len(row) - 1]
        if entry["kind"] == "pass":
            entry["to"] = (turn.player - 1) % len(self.seats)
            entry["to_name"] = self.seats[entry["to"]].name
        self.log.append(entry)
        self._rows_seen = list(g.rows)

    # -- the live region: one message at a time, numbered so a repeat is read again ----------
    def say(self, text: str) -> None:
        """Announce ``text`` (the front end reads ``view()["said"]`` into a live region)."""
        self.said = {"n": self.said["n"] + 1, "text": text}

    def news(self, since: int) -> str:
        """The log entries after entry ``since`` in spoken words, a sentence for each step
        the screen shows (:mod:`.steps`), then whose turn it is."""
        lines = [sentence(joined(g, self.lang, spoken=True)) for g in group(self.log[since:])]
        return " ".join([*lines, sentence(turn_words(self.view(), self.lang))])

    def _spoken(self, entry: dict[str, Any]) -> str:
        return sentence(describe(entry, self.lang, spoken=True))

    def _replay_log(self) -> None:
        """The log of a game given to the session (a loaded one): replay its actions."""
        g = self.game
        replay = type(g)(g.names, seed=g.seed, rules=g.rules, first=g.first)
        self._rows_seen = list(replay.rows)
        for text in g.moves:
            self._record(replay.play(text), replay)

    def run_computers(self, limit: int = 10_000) -> list[Any]:
        if self._replay_pending:
            self._replay_pending = False
            self._replay_log()
        if self._rows_seen is None:
            self._rows_seen = list(self.game.rows)
        turns = super().run_computers(limit)
        if turns:
            self._reset_turn_state()
            self._sync_clock()
        return turns

    # -- acting ---------------------------------------------------------------------------
    def act(self, text: Any, seat: int | None = None) -> Any:
        """The viewer (or ``seat``) carries out an action text; then the computers move."""
        expect_type("text", text, str, "an action text like '#1 3+1=4'")
        size = len(self.log)
        undo = len(self._undo)
        turn = super().act(text, seat)
        if len(self._undo) > undo:
            self._log_sizes.append(size)
        if self.game.current != turn.player or self.game.phase != "play":
            self._reset_turn_state()
        self.draw_piles = []
        self._sync_clock()
        self.say(self.news(size))
        return turn

    def ready(self) -> None:
        """The person whose turn it is has the screen: show their hand (and start the timer)."""
        g = self.game
        if g.over or not self._human(g.current):
            raise _error("wait", name=g.names[g.current])
        self.viewer = g.current
        super().ready()
        self._sync_clock()
        self.say(sentence(turn_words(self.view(), self.lang)))

    def _require(self, phase: str) -> int:
        """The seat of the person at the screen, when it is their ``phase`` step."""
        g = self.game
        if g.over:
            raise _error("over")
        if not self._human(g.current):
            raise _error("wait", name=g.names[g.current])
        if self.pass_screen or self.viewer != g.current:
            raise _error("hidden", name=g.names[g.current])
        if g.phase != phase:  # the pass step names who gets the card: the player before
            raise _error(f"phase.{g.phase}", name=g.names[(g.current - 1) % len(g.names)])
        return g.current

    # -- the draft: cards placed this turn --------------------------------------------------
    def place(self, equation: int, gap: int, hand_index: int) -> None:
        """Put hand card ``hand_index`` into gap ``gap`` (0 = before the first card) of the
        row as it now stands, cards placed this turn included."""
        seat = self._require("play")
        _numbers(equation=equation, gap=gap, hand_index=hand_index)
        g = self.game
        if not 0 <= equation < len(g.rows):
            raise _error("equation", n=equation + 1)
        if self.draft_equation not in (None, equation):
            raise _error("one-equation")
        hand = g.hands[seat]
        if not 0 <= hand_index < len(hand):
            raise _error("card")
        if any(d["hand"] == hand_index for d in self.draft):
            raise _error("card-used")
        draft = self.draft if self.draft_equation == equation else [
            {"card": c, "hand": None} for c in g.rows[equation]]
        if not 0 <= gap <= len(draft):
            raise _error("gap", last=len(draft))
        draft = list(draft)
        draft.insert(gap, {"card": hand[hand_index], "hand": hand_index})
        self.draft, self.draft_equation = draft, equation
        self.say(self.preview_words())

    def place_row(self, equation: int, row: str) -> None:
        """Lay hand cards into ``equation`` so that it reads ``row`` (a play's notation,
        ``#2 3x2=6``, typed on the command line); cards placed before go back first. The
        play is checked as the engine checks it, and is not made till :meth:`submit`.

        >>> s = Session(["Ann", "computer:greedy"], seed=30)
        >>> s.place_row(1, "x = 5"); s.play_text()
        '#2 x=5'
        """
        seat = self._require("play")
        _numbers(equation=equation)
        if not 0 <= equation < len(self.game.rows):  # the engine's words: "#1 to #2"
            raise IllegalPlayError("no-equation", n=equation + 1, last=len(self.game.rows))
        expect_type("row", row, str, "the whole row after the play, like '3x2=6'")
        play = Play(equation, row)  # the signs of the cards (×, −) read as x and -
        self.game.preview(play)  # raises, in the engine's words, when the play is not allowed
        self.draft = laid_cards(self.game.rows[equation], play.row, self.game.hands[seat])
        self.draft_equation = equation
        self.say(self.preview_words())

    def unplace(self, position: int) -> None:
        """Take a card placed this turn back to the hand."""
        self._require("play")
        expect_type("position", position, int, "a card's place in the row (0, 1, ...)")
        if not 0 <= position < len(self.draft) or self.draft[position]["hand"] is None:
            raise _error("not-new")
        self.draft = self.draft[:position] + self.draft[position + 1:]
        if not any(d["hand"] is not None for d in self.draft):
            self.draft, self.draft_equation = [], None
        self.say(self.preview_words())

    def recall(self) -> None:
        """Take every card placed this turn back to the hand."""
        self._require("play")
        self.draft, self.draft_equation = [], None
        self.say(self.preview_words())

    def play_text(self) -> str | None:
        """The action text of the draft (``None`` when no card is placed)."""
        if self.draft_equation is None:
            return None
        return f"#{self.draft_equation + 1} {''.join(d['card'] for d in self.draft)}"

    def preview(self) -> dict[str, Any]:
        """What the draft would do: the row, its verdict in words, the points."""
        text = self.play_text()
        if text is None or self.game.phase != "play":
            return {}
        p = self.game.preview(text, lang=self.lang)
        v = p.verdict
        # the signs as the cards print them (× and −), also in the reason and the steps
        lines = explain(v, rules=self.game.rules, lang=self.lang, empty_hand=p.empty_hand).lines
        return {"row": p.row, "valid": v.valid, "code": v.code,
                "reason": shown_lines([v.reason])[0], "points": p.points,
                "explanation": shown_lines(lines)}

    def preview_words(self) -> str:
        """The draft and its verdict, read aloud: "equation 2: x equals 5, not correct yet: ..."."""
        p = self.preview()
        if not p:
            return i18n.t("pari.preview-none", self.lang)
        points = points_words(p["points"], self.lang)
        verdict = (i18n.t("pari.preview-ok", self.lang, points=points) if p["valid"]
                   else i18n.t("pari.preview-wrong", self.lang, reason=p["reason"]))
        equation = i18n.t("pari.equation", self.lang, n=self.draft_equation + 1)
        verdict = verdict[:1].upper() + verdict[1:]  # a sentence of its own
        return f"{equation}: {spoken_row(p['row'], self.lang)}. {sentence(verdict)}"

    def submit(self) -> Any:
        """Play the placed cards; returns the Turn."""
        seat = self._require("play")
        text = self.play_text()
        if text is None:
            raise _error("nothing")
        return self.act(text, seat)

    # -- the steps after a play -------------------------------------------------------------
    def lay(self, pile: str, side: str) -> Any:
        """Lay the top card of ``pile`` on ``side`` of the ``=`` that needs a new card."""
        seat = self._require("lay")
        if pile not in PILES or side not in SIDES:
            raise _error("lay")
        return self.act(f"lay #{self.game.pending_lay + 1} {pile} {side}", seat)

    def draw_card(self, pile: str) -> None:
        """Choose the pile of the next card; the draw happens when the larger number is
        reached (or on :meth:`draw_done` for the smaller one)."""
        self._require("draw")
        if pile not in PILES:
            raise _error("pile")
        g = self.game
        options = g.draw_options()
        piles = self.draw_piles + [pile]
        if len(piles) > max(options):
            raise _error("draw-count", cards=Words("or-cards", (max(options),)))
        if piles.count(pile) > g.available(pile):
            raise _error("pile-empty")
        if len(piles) == max(options):
            self.act(" ".join(["draw", *piles]), g.current)
        else:
            self.draw_piles = piles
            named = ", ".join(i18n.t(f"pari.{p}", self.lang) for p in piles)
            self.say(i18n.t("pari.draw-chosen", self.lang, piles=named))  # heard, not only seen

    def draw_done(self) -> None:
        """Draw the cards chosen so far (their number must be one of the choices)."""
        self._require("draw")
        options = self.game.draw_options()
        if len(self.draw_piles) not in options:
            raise _error("draw-options", options=Words("or-cards", tuple(options)))
        self.act(" ".join(["draw", *self.draw_piles]), self.game.current)

    def draw_undo(self) -> None:
        """Forget the piles chosen for the draw."""
        self._require("draw")
        self.draw_piles = []

    def pass_card(self, hand_index: int) -> Any:
        """Give hand card ``hand_index`` to the previous player (variant)."""
        seat = self._require("pass")
        expect_type("hand_index", hand_index, int, "a card's place in the hand (0, 1, ...)")
        hand = self.game.hands[seat]
        if not 0 <= hand_index < len(hand):
            raise _error("card")
        return self.act(f"pass {hand[hand_index]}", seat)

    # -- hints ----------------------------------------------------------------------------
    def hint_step(self) -> dict[str, Any]:
        """The next step of the hint for the viewer's play (:func:`.hints.hint`): the points
        of the best correct equation, then which equation, which cards, and last the play
        itself, laid as the draft. It stays on screen until the turn moves on.

        >>> s = Session(["You", "computer"], seed=30)
        >>> print(s.hint_step()["text"]); print(s.hint_step()["text"])
        There is a correct equation worth 2 points.
        Look at equation 1, the one that shows =2 now.
        """
        self._require("play")
        return self._show_hint(min(self._hint_step + 1, HINT_STEPS))

    def ask_hint(self) -> str:
        """The last step of the hint at once: the play it lays as the draft (a correct
        equation when one is in reach, else the one card to lay to pass the turn).

        >>> Session(["You", "computer"], seed=30).ask_hint()
        '#1 5=2+3'
        """
        self._require("play")
        return self._show_hint(HINT_STEPS)["play"]

    def _show_hint(self, step: int) -> dict[str, Any]:
        if step > self._hint_step:
            self.check_hint_left(self.game.current)
        found = hint(self.game, step, self.lang)
        if found.step > self._hint_step:
            self.hints_used[self.game.current] += 1
        self._hint_step = found.step
        if found.play:
            number, row = found.play[1:].split(" ", 1)
            equation = int(number) - 1
            hand = self.game.hands[self.game.current]
            self.draft = laid_cards(self.game.rows[equation], row, hand)
            self.draft_equation = equation
        self.hint = self._hint_view(found)
        spoken = hint(self.game, found.step, self.lang, spoken=True).text
        head = i18n.t("pari.hint.step", self.lang, step=found.step, steps=found.steps)
        self.say(f"{head}: {spoken}" + (f" {self.hint['laid']}" if found.play else ""))
        return self.hint

    def _hint_in_lang(self) -> dict[str, Any] | None:
        """The hint on screen, reworded (the same step) when the language has changed."""
        if self.hint and self.hint["lang"] != self.lang and self.game.phase == "play":
            self.hint = self._hint_view(hint(self.game, self._hint_step, self.lang))
        return self.hint

    def _hint_view(self, found: Any) -> dict[str, Any]:
        return {"step": found.step, "steps": found.steps, "text": found.text,
                "equation": found.equation, "play": found.play, "lang": self.lang,
                "laid": i18n.t("pari.hint.laid", self.lang) if found.play else ""}

    def command(self, text: str) -> str:
        """Carry out a command of the command line (``hand``, ``put 7 equation 2 position 3``,
        ``play``, ... in the session's language; see :mod:`.commands`); returns the answer,
        which is also said aloud and shown under the command line (``view()["answer"]``, as is
        the error of a command refused, which is raised).

        >>> s = Session(["You", "computer"], seed=1)
        >>> s.command("read equation 1") == s.view()["answer"]["text"]
        True
        """
        seat = self.viewer
        self._answers += 1  # "n": a new answer, even in the same words, is brought into sight
        try:
            said = commands.run(self, text)
        except GameError as exc:
            self.answer = {"text": exc.text(self.lang), "refused": True, "seat": seat,
                           "n": self._answers}
            raise
        self.answer = {"text": said, "refused": False, "seat": seat,
                       "n": self._answers} if said else {}
        return said

    @property
    def in_progress(self) -> bool:
        """A game that has begun and is not over (a new game would throw it away)."""
        return not self.game.over and bool(self.game.moves)

    def new_game(self, seed: int | None = None, rules: Any = None,
                 options: dict[str, Any] | None = None) -> None:
        """A new game with the same seats; ``rules`` (default: the same) changed by
        ``options`` (see :func:`rules_with`). The game it replaces can be brought back
        with :meth:`restore_game`."""
        rules = rules_with(self.game.rules if rules is None else rules, options or {})
        names = [s.name for s in self.seats]
        game = self.game_module.Game(players=names, seed=seed, rules=rules)
        self._previous = {"game": self.game, "log": self.log, "undo": self._undo,
                          "log_sizes": self._log_sizes, "bots": self._bots,
                          "viewer": self.viewer, "pass_screen": self.pass_screen,
                          "rows": self._rows_seen, "hints": self.hints_used}
        self.game = game
        self._bots, self.log, self._undo, self._log_sizes = {}, [], [], []
        self.hints_used = [0] * len(self.seats)
        self._rows_seen = list(game.rows)
        self._start_game()
        size = 0
        self.say(self.news(size))

    def _start_game(self) -> None:
        self._reset_turn_state()
        self._clock_turn = None
        self.viewer = self._next_viewer()
        self.run_computers()
        self.pass_screen = self.hot_seat and not self.game.over and self._human(self.game.current)
        self._sync_clock()

    def restore_game(self) -> None:
        """Bring back the game that the last :meth:`new_game` replaced (once)."""
        if self._previous is None:
            raise _error("no-previous")
        prev, self._previous = self._previous, None
        self.game, self.log, self._undo = prev["game"], prev["log"], prev["undo"]
        self._log_sizes, self._bots, self._rows_seen = prev["log_sizes"], prev["bots"], prev["rows"]
        self.viewer, self.pass_screen = prev["viewer"], prev["pass_screen"]
        self.hints_used = prev["hints"]
        self._reset_turn_state()
        self._clock_turn = None
        self._sync_clock()
        self.say(sentence(turn_words(self.view(), self.lang)))

    def set_practice(self, on: bool) -> None:
        """As every game's (:meth:`BaseSession.set_practice`); off, the log's sizes kept for
        undo go with the turns kept."""
        super().set_practice(on)
        if not self.practice:
            self._log_sizes.clear()

    def undo(self) -> None:
        """Practice mode: take back the viewer's last action (and the computers' replies)."""
        size = self._log_sizes[-1] if self._log_sizes else len(self.log)
        super().undo()
        self._log_sizes.pop()
        self.log = self.log[:size]
        self._reset_turn_state()
        self._clock_turn = None
        self._sync_clock()

    def game_history(self) -> list[Any]:
        return list(self.log)

    # -- the review ---------------------------------------------------------------------------
    def can_review(self) -> bool:
        """Whether the screen may offer the review now: after the game, or in practice mode
        to the person at the screen once the game has begun."""
        g = self.game
        viewer = None if self.pass_screen else self.viewer
        return bool(g.moves) and (g.over or (self.practice and viewer is not None
                                             and self._human(viewer)))

    def review(self) -> dict[str, Any]:
        """The review for the screen, turn by turn (see :mod:`.review`): after the game every
        player's turns; in practice mode during the game only the viewer's own turns, as
        their best plays come from their own hand. The hands themselves are never sent.

        >>> s = Session(["Ann", "computer:greedy"], seed=30, practice=True)
        >>> s.place(1, 2, 0); _ = s.submit(); s.draw_card("digit"); s.draw_card("digit")
        >>> r = s.review()
        >>> [(t["player"], t["played"], t["score"], t["grade"]) for t in r["turns"]]
        [(0, 'equation 2: ×=5', 0, 'inaccuracy')]
        """
        from .review import review  # the review replays the game: loaded only when asked

        g = self.game
        viewer = None if self.pass_screen else self.viewer
        seat = None
        if not g.over:
            if not self.practice:
                raise _error("review-practice")
            if viewer is None or not self._human(viewer):
                raise _error("hidden", name=g.names[g.current])
            seat = viewer
        found = review(g, seat=seat, lang=self.lang)
        turns = [{"turn": n, **self._review_turn(t)} for n, t in enumerate(found.turns, 1)]
        shown = {"seat": seat, "over": g.over, "totals": found.totals(), "turns": turns}
        self._reviewed = {"game": g, "moves": tuple(g.moves), "seat": seat, "view": shown}
        lost = sum(t["lost"] for t in turns)
        count = i18n.t("pari.turn-one" if len(turns) == 1 else "pari.turn-many", self.lang,
                       n=len(turns))
        self.say(i18n.t("pari.review.said", self.lang, turns=count,
                        lost=points_words(lost, self.lang)) if turns
                 else i18n.t("pari.review.empty", self.lang))
        return shown

    def hide_review(self) -> None:
        """Put the review away."""
        self._reviewed = None

    def _review_shown(self, viewer: int | None) -> dict[str, Any] | None:
        """The review asked for, while it still fits the game and the person at the screen."""
        r = self._reviewed
        if r is None or r["game"] is not self.game or r["moves"] != tuple(self.game.moves):
            return None
        if r["seat"] is not None and r["seat"] != viewer:
            return None
        return r["view"]

    def _review_turn(self, turn: Any) -> dict[str, Any]:
        """One reviewed turn for the screen: the plays in words, the verdict of a wrong play
        and the steps of the best one (no hand)."""
        lang, rules = self.lang, self.game.rules
        out = {"index": turn.index, "player": turn.player, "name": turn.name,
               "rows": [shown(r) for r in turn.board],
               "played": _play_words(turn.played, lang),
               "score": turn.score, "best": _play_words(turn.best, lang) if turn.best else None,
               "best_score": turn.best_score, "lost": turn.lost, "grade": turn.grade,
               "grade_text": i18n.t(f"review.grade.{turn.grade}", lang), "reason": None,
               "best_steps": []}
        if turn.played.startswith("#"):
            verdict = check(turn.played.split(" ", 1)[1], rules, lang)
            out["reason"] = None if verdict.valid else shown_lines([verdict.reason])[0]
        if turn.best and turn.lost:
            equation, row = turn.best.split(" ", 1)
            laid = len(row) - len(turn.board[int(equation[1:]) - 1])  # a play only adds cards
            lines = explain(row, rules=rules, lang=lang, empty_hand=laid == len(turn.rack)).lines
            out["best_steps"] = [line.strip() for line in shown_lines(lines[1:])]
        return out

    # -- the think timer --------------------------------------------------------------------
    @property
    def think_ms(self) -> int | None:
        seconds = self.game.rules.think_seconds
        return None if seconds is None else seconds * 1000

    def _sync_clock(self) -> None:
        """Start one run of the timer when a person's play step begins (not behind the pass
        screen); stop it otherwise."""
        g = self.game
        running = (self.think_ms is not None and not g.over and g.phase == "play"
                   and self._human(g.current) and not self.pass_screen)
        if not running:
            self.deadline = None
            return
        key = (len(g.history), g.current)
        if key != self._clock_turn:
            self._clock_turn = key
            self.deadline = self.clock() + self.think_ms
            self.timer_runs = 1

    def turn_timer(self) -> Any:
        """Pay 1 point to turn the timer again: another full run."""
        seat = self._require("play")
        turn = self.act("time", seat)
        self.deadline = self.clock() + self.think_ms
        self.timer_runs += 1
        return turn

    def tick(self) -> bool:
        """Check the timer: when the time is up without a play, the turn goes on with the
        draw step (the placed cards go back to the hand). True when that happened."""
        if self.deadline is None or self.clock() < self.deadline:
            return False
        seat = self._require("play")
        self.draft, self.draft_equation = [], None
        self.act("time up", seat)
        return True

    def time_left(self) -> int | None:
        """Milliseconds left on the timer (``None`` when it is not running)."""
        return None if self.deadline is None else max(0, self.deadline - self.clock())

    # -- what the front end sees ----------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """Everything the screen may show now (the viewer's own hand only)."""
        g = self.game
        viewer = None if self.pass_screen else self.viewer
        public = g.view(viewer)
        used = {d["hand"] for d in self.draft if d["hand"] is not None}
        arrives = self._arrivals(viewer, len(public["hand"]))
        rows = [[{"card": c, "new": False} for c in row] for row in public["rows"]]
        if self.draft_equation is not None:
            rows[self.draft_equation] = [{"card": d["card"], "new": d["hand"] is not None}
                                         for d in self.draft]
        view = {
            "names": public["names"],
            "kinds": ["computer" if s.computer else "human" for s in self.seats],
            "levels": [s.level for s in self.seats],
            "scores": public["scores"],
            "rows": rows,
            "covered": public["covered"],
            "hand": [{"card": c, "index": i, "used": i in used,
                      **({"arrives": arrives[i]} if i in arrives else {})}
                     for i, c in enumerate(public["hand"])],
            "hand_sizes": public["hand_sizes"],
            "piles": public["pile_sizes"],
            "discards": public["discard_sizes"],
            "current": g.current,
            "viewer": viewer,
            "hidden": self.pass_screen,
            "my_turn": viewer is not None and viewer == g.current and not g.over,
            "phase": public["phase"],
            # the pass step's card goes to the player before (RULES.md 3.5): the prompt names them
            "pass_to": (g.names[(g.current - 1) % len(g.names)] if public["phase"] == "pass"
                        else None),
            "pending_lay": public["pending_lay"],
            "draw_options": public["draw_options"],
            "draw_piles": list(self.draw_piles),
            "draft_equation": self.draft_equation,
            "preview": self.preview() if viewer == g.current else {},
            "hint": self._hint_in_lang(),
            "hints_used": list(self.hints_used),
            "hint_allowance": self.hint_allowance(viewer),
            "target": public["target"],
            "ending": public["ending"],
            "over": public["over"],
            "winners": public["winners"],
            # who won in words ("Du hast gewonnen!"); the seats with the default person's name
            "winner_text": (winner_words([public["names"][w] for w in public["winners"]],
                                         self.lang) if public["over"] else ""),
            "you": [i for i, name in enumerate(public["names"]) if is_you(name)],
            "log": [self._log_line(e) for e in self.log[-LOG_LINES:]],
            # the number of the first line shown, in the whole game's log
            "log_start": max(len(self.log) - LOG_LINES, 0) + 1,
            "events": [self._event_view(e) for e in self.log[-LOG_LINES:]],
            "steps": self._steps(),
            "said": dict(self.said),
            # the viewer's last command's answer (another seat's, in a hot seat, is not shown)
            "answer": dict(self.answer) if self.answer.get("seat") == viewer else {},
            "rules": {name: getattr(g.rules, name) for name in OPTIONS},
            "in_progress": self.in_progress,
            "can_restore": self._previous is not None,
            "moves": public["moves"][-20:],
            "timer": {"seconds": g.rules.think_seconds, "left_ms": self.time_left(),
                      "runs": self.timer_runs},
            "practice": self.practice,
            "can_undo": self.practice and bool(self._undo),
            "can_review": self.can_review(),
            "review": self._review_shown(viewer),
        }
        view["step"] = turn_words(view, self.lang)
        return view

    def _arrivals(self, viewer: int | None, size: int) -> dict[int, int]:
        """The viewer's hand cards passed to them since their own last action: hand index ->
        the number of the event that passed it (the front end shows such a card only once
        that event's steps are shown). A passed card joins the end of the hand, and nothing
        else changes a hand between its owner's actions.

        >>> from summy_widget.pari import Rules
        >>> s = Session(["Ann", "computer:greedy"], seed=30, rules=Rules(pass_card=True))
        >>> s._arrivals(0, 6)
        {}
        """
        passes = []
        for entry in reversed(self.log):
            if entry["seat"] == viewer:
                break
            if entry["kind"] == "pass" and entry.get("to") == viewer:
                passes.append(entry["n"])
        return {size - 1 - k: n for k, n in enumerate(passes) if size - 1 - k >= 0}

    def _steps(self) -> list[dict[str, Any]]:
        """The computers' turns since a person last acted, as the steps the front end shows
        one at a time (:mod:`.steps`): each with the event numbers it spans (``n`` to
        ``last``), the first of its player's turn (``turn``) and the public numbers before
        that turn, the table after its first event, its words (``text`` for the eye, ``said``
        for the ear, one sentence) and its ``pace``.

        >>> from summy_widget.pari import Rules, get_player
        >>> s = Session(["Ann", "computer:greedy"], seed=2, rules=Rules(pass_card=True))
        >>> me = get_player("greedy")
        >>> for _ in range(4): _ = s.act(me.choose(s.game, 0))  # play, lay, draw, pass
        >>> [(step["kinds"], step["pace"]) for step in s.view()["steps"]]
        [(['play'], 1.0), (['lay', 'draw', 'pass'], 0.8)]
        >>> print(s.view()["steps"][1]["text"])  # doctest: +NORMALIZE_WHITESPACE
        Computer laid a new card 8 on the left of equation 1, drew 3 cards (3 digits)
        and gave a card to Ann
        """
        start = len(self.log)
        while start > 0 and self.seats[self.log[start - 1]["seat"]].computer:
            start -= 1
        out: list[dict[str, Any]] = []
        turn: dict[str, Any] | None = None
        for events in group(self.log[start:]):
            first = events[0]
            if turn is None or turn["seat"] != first["seat"]:
                turn = first
            out.append({
                "n": first["n"], "last": events[-1]["n"], "turn": turn["n"],
                "seat": first["seat"], "computer": self.seats[first["seat"]].computer,
                "kind": first["kind"], "kinds": [e["kind"] for e in events],
                "equation": first.get("equation"), "rows": first["rows"], "new": first["new"],
                "before": turn["before"], "text": joined(events, self.lang),
                "said": sentence(joined(events, self.lang, spoken=True)), "pace": pace(events)})
        return out

    def _log_line(self, entry: dict[str, Any]) -> str:
        return describe(entry, self.lang)

    def _event_view(self, entry: dict[str, Any]) -> dict[str, Any]:
        """An event as the front end animates it (public facts, words in two forms)."""
        return {"n": entry["n"], "seat": entry["seat"], "kind": entry["kind"],
                "computer": self.seats[entry["seat"]].computer,
                "equation": entry.get("equation"), "rows": entry["rows"], "new": entry["new"],
                "before": entry["before"],
                "text": describe(entry, self.lang), "said": self._spoken(entry)}


def rules_with(rules: Any, options: dict[str, Any]) -> Any:
    """``rules`` with some :data:`OPTIONS` changed; a wrong name or value is a GameError
    that names it.

    >>> from summy_widget.pari import Rules
    >>> rules_with(Rules(), {"paid_moves": True, "think_seconds": 90}).think_seconds
    90
    >>> rules_with(Rules(), {"colour": "red"})
    Traceback (most recent call last):
    ...
    summy_widget.errors.GameError: 'colour' is not an option of a new game: choose paid moves, \
timer per turn, pass a card, beginners or target score
    """
    if not isinstance(options, dict):
        raise _error("options", names=Words("options", tuple(OPTIONS)))
    changes = {}
    for name, value in options.items():
        if name not in OPTIONS:
            raise _error("option-name", name=str(name)[:40], names=Words("options", tuple(OPTIONS)))
        if not isinstance(value, OPTIONS[name]) or (isinstance(value, bool)
                                                    and bool not in OPTIONS[name]):
            raise _error("option-value", name=Words(f"pari.opt.name.{name}"),
                         value=repr(value)[:40])
        changes[name] = value
    try:
        return dataclasses.replace(rules, **changes)
    except ValueError as exc:
        wrong = [k for k in changes if k in str(exc)] or list(changes)  # the one it names
        raise _error("option-value", name=Words("options", tuple(wrong)),
                     value=", ".join(repr(changes[k])[:40] for k in wrong)) from None


def seat_names(seats: Sequence[Any], label: str = "Computer") -> list[Seat]:
    """Seats whose computers are called ``label``, numbered 1, 2, ... when there are several
    (the level is shown beside the name, not in it).

    >>> [s.name for s in seat_names(["Ann", "computer:strong"])]
    ['Ann', 'Computer']
    >>> [s.name for s in seat_names(["computer:beginner", "Ann", "computer"], "Rechner")]
    ['Rechner 1', 'Ann', 'Rechner 2']
    """
    parsed = parse_seats(seats)
    computers = [i for i, s in enumerate(parsed) if s.computer]
    several = len(computers) > 1
    return [Seat(f"{label} {computers.index(i) + 1}" if several else label, s.level)
            if s.computer else s for i, s in enumerate(parsed)]


def _play_words(text: str, lang: str) -> str:
    """A play in words for the review: ``equation 2: ×=5``, or no play when the time ran out.

    >>> _play_words("#2 x=5", "en"), _play_words("time up", "de")
    ('equation 2: ×=5', 'kein Zug (Zeit um)')
    """
    if not text.startswith("#"):
        return i18n.t("pari.review.time-up", lang)
    number, row = text[1:].split(" ", 1)
    return i18n.t("pari.review.row", lang, n=int(number), row=shown(row))


def _counts(game: Any) -> dict[str, Any]:
    """The public numbers of ``game`` that a turn changes: the scores, how many cards each
    hand and each pile holds, whether the last round has begun (the front end shows them as
    they were before a computer's step while it shows that step).

    >>> from summy_widget.pari import Game
    >>> _counts(Game(players=["Ann", "Ben"], seed=30))["hand_sizes"]
    [6, 6]
    """
    v = game.view(None)
    return {"scores": v["scores"], "hand_sizes": v["hand_sizes"], "piles": v["pile_sizes"],
            "discards": v["discard_sizes"], "ending": v["ending"]}


def _event_facts(turn: Any, seen: list[str], game: Any) -> dict[str, Any]:
    """The public facts of ``turn``'s latest action: its kind and what is on the table."""
    action = turn.action
    if isinstance(action, Play):
        row = turn.play.split(" ", 1)[1]
        eq = action.equation
        return {"kind": "play", "equation": eq, "row": row, "points": turn.points,
                "valid": bool(turn.verdict and turn.verdict.valid),
                "added": len(added_positions(seen[eq], row))}
    if isinstance(action, Lay):
        eq, card, side = turn.laid[-1]
        return {"kind": "lay", "equation": eq, "card": card, "side": side}
    if isinstance(action, Draw):
        return {"kind": "draw", "piles": list(action.piles)}
    if isinstance(action, Shift):
        same = action.equation == action.to_equation
        return {"kind": "move", "equation": action.equation,
                "to_equation": action.to_equation, "cost": 1 if same else 2}
    if isinstance(action, Cover):
        return {"kind": "cover", "equation": action.equation, "card": action.card}
    if isinstance(action, Time):
        return {"kind": "time"}
    if isinstance(action, TimeUp):
        return {"kind": "time-up"}
    return {"kind": "pass"}
