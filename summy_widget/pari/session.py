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

import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..errors import GameError, expect_type
from ..session import Seat, parse_seats
from ..session import Session as BaseSession
from .explain import explain
from .moves import PILES, SIDES, Pass
from .players import LEVELS, ComputerPlayer, best_plays

__all__ = ["Session"]


def _error(code: str, **params: Any) -> GameError:
    """A session error with its words in pari's tables (``pari.error.<code>``)."""
    return GameError(code, key=f"pari.error.{code}", **params)


class Session(BaseSession):
    """=Pari= with seats, drafts, previews, hints, undo (practice) and the think timer.

    ``seats`` are names and ``"computer:LEVEL"`` texts (or :class:`~summy_widget.session.Seat`
    values); ``clock`` returns the time in milliseconds (for tests).
    """

    #: the engine package (``summy_widget.pari``, which imports this module)
    game_module = sys.modules[__name__.rpartition(".")[0]]
    game_name = "pari"

    def __init__(self, seats: Sequence[Any] = ("You", "computer:greedy"), *,
                 seed: int | None = None, rules: Any = None, game: Any = None,
                 practice: bool = False, lang: str = "en",
                 clock: Callable[[], int] | None = None) -> None:
        for seat in parse_seats(seats):
            if seat.computer and seat.level not in LEVELS:
                raise ValueError(f"unknown computer level {seat.level!r}: use one of "
                                 f"{', '.join(LEVELS)}")
        self.lang = lang
        self.clock = clock or (lambda: time.monotonic_ns() // 1_000_000)
        self._bots: dict[int, ComputerPlayer] = {}
        self._reset_turn_state()
        self._log_sizes: list[int] = []
        self._clock_turn: tuple[int, int] | None = None
        self.deadline: int | None = None
        self.timer_runs = 0
        self.pass_screen = False
        self._replay_pending = game is not None  # a loaded game: its log is rebuilt
        super().__init__(seats, seed=seed, rules=rules, game=game, practice=practice)
        self.pass_screen = self.hot_seat and not self.game.over and self._human(self.game.current)
        self._sync_clock()

    def _reset_turn_state(self) -> None:
        self.draft: list[dict[str, Any]] = []
        self.draft_equation: int | None = None
        self.draw_piles: list[str] = []
        self.hint: str | None = None

    def _human(self, seat: int) -> bool:
        return not self.seats[seat].computer

    # -- computers ------------------------------------------------------------------------
    def player(self, seat: int) -> ComputerPlayer:
        """The computer player of ``seat`` (one per seat, its ties broken by the seed)."""
        if seat not in self._bots:
            self._bots[seat] = ComputerPlayer(self.seats[seat].level, seed=self.game.seed + seat)
        return self._bots[seat]

    def public_text(self, turn: Any) -> str:
        """A passed card stays secret: the log says only ``pass``."""
        return "pass" if isinstance(turn.action, Pass) else turn.text

    def _replay_log(self) -> None:
        """The log of a game given to the session (a loaded one): replay its actions."""
        g = self.game
        replay = type(g)(g.names, seed=g.seed, rules=g.rules, first=g.first)
        for text in g.moves:
            self._record(replay.play(text))

    def run_computers(self, limit: int = 10_000) -> list[Any]:
        if self._replay_pending:
            self._replay_pending = False
            self._replay_log()
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
        return turn

    def ready(self) -> None:
        """The person whose turn it is has the screen: show their hand (and start the timer)."""
        g = self.game
        if g.over or not self._human(g.current):
            raise _error("wait", name=g.names[g.current])
        self.viewer = g.current
        super().ready()
        self._sync_clock()

    def _require(self, phase: str) -> int:
        """The seat of the person at the screen, when it is their ``phase`` step."""
        g = self.game
        if g.over:
            raise _error("over")
        if not self._human(g.current):
            raise _error("wait", name=g.names[g.current])
        if self.pass_screen or self.viewer != g.current:
            raise _error("hidden", name=g.names[g.current])
        if g.phase != phase:
            raise _error(f"phase.{g.phase}")
        return g.current

    # -- the draft: cards placed this turn --------------------------------------------------
    def place(self, equation: int, gap: int, hand_index: int) -> None:
        """Put hand card ``hand_index`` into gap ``gap`` (0 = before the first card) of the
        row as it now stands, cards placed this turn included."""
        seat = self._require("play")
        expect_type("equation", equation, int, "an equation number (0 = the top one)")
        expect_type("gap", gap, int, "a gap number (0 = before the first card)")
        expect_type("hand_index", hand_index, int, "a card's place in the hand (0, 1, ...)")
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

    def unplace(self, position: int) -> None:
        """Take a card placed this turn back to the hand."""
        self._require("play")
        expect_type("position", position, int, "a card's place in the row (0, 1, ...)")
        if not 0 <= position < len(self.draft) or self.draft[position]["hand"] is None:
            raise _error("not-new")
        self.draft = self.draft[:position] + self.draft[position + 1:]
        if not any(d["hand"] is not None for d in self.draft):
            self.draft, self.draft_equation = [], None

    def recall(self) -> None:
        """Take every card placed this turn back to the hand."""
        self._require("play")
        self.draft, self.draft_equation = [], None

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
        return {"row": p.row, "valid": v.valid, "code": v.code, "reason": v.reason,
                "points": p.points,
                "explanation": explain(v, rules=self.game.rules, lang=self.lang).lines}

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
            raise _error("draw-count", n=max(options))
        if piles.count(pile) > g.available(pile):
            raise _error("pile-empty")
        if len(piles) == max(options):
            self.act(" ".join(["draw", *piles]), g.current)
        else:
            self.draw_piles = piles

    def draw_done(self) -> None:
        """Draw the cards chosen so far (their number must be one of the choices)."""
        self._require("draw")
        options = self.game.draw_options()
        if len(self.draw_piles) not in options:
            raise _error("draw-options", options=" / ".join(map(str, options)))
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

    def ask_hint(self) -> str:
        """The best play the viewer can make now (``""`` when no correct equation is in reach);
        the view shows it until the turn moves on."""
        self._require("play")
        found = best_plays(self.game)
        self.hint = found[0].text if found else ""
        return self.hint

    def new_game(self, seed: int | None = None) -> None:
        """A new game with the same seats and rules."""
        names = [s.name for s in self.seats]
        self.game = self.game_module.Game(players=names, seed=seed, rules=self.game.rules)
        self._bots, self.log, self._undo, self._log_sizes = {}, [], [], []
        self._reset_turn_state()
        self._clock_turn = None
        self.viewer = self._next_viewer()
        self.run_computers()
        self.pass_screen = self.hot_seat and not self.game.over and self._human(self.game.current)
        self._sync_clock()

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
        rows = [[{"card": c, "new": False} for c in row] for row in public["rows"]]
        if self.draft_equation is not None:
            rows[self.draft_equation] = [{"card": d["card"], "new": d["hand"] is not None}
                                         for d in self.draft]
        return {
            "names": public["names"],
            "kinds": ["computer" if s.computer else "human" for s in self.seats],
            "scores": public["scores"],
            "rows": rows,
            "covered": public["covered"],
            "hand": [{"card": c, "index": i, "used": i in used}
                     for i, c in enumerate(public["hand"])],
            "hand_sizes": public["hand_sizes"],
            "piles": public["pile_sizes"],
            "discards": public["discard_sizes"],
            "current": g.current,
            "viewer": viewer,
            "hidden": self.pass_screen,
            "my_turn": viewer is not None and viewer == g.current and not g.over,
            "phase": public["phase"],
            "pending_lay": public["pending_lay"],
            "draw_options": public["draw_options"],
            "draw_piles": list(self.draw_piles),
            "draft_equation": self.draft_equation,
            "preview": self.preview() if viewer == g.current else {},
            "hint": self.hint,
            "target": public["target"],
            "ending": public["ending"],
            "over": public["over"],
            "winners": public["winners"],
            "log": [self._log_line(e) for e in self.log[-12:]],
            "moves": public["moves"][-20:],
            "timer": {"seconds": g.rules.think_seconds, "left_ms": self.time_left(),
                      "runs": self.timer_runs},
            "practice": self.practice,
            "can_undo": self.practice and bool(self._undo),
        }

    @staticmethod
    def _log_line(entry: dict[str, Any]) -> str:
        score = entry["score"]
        return f"{entry['name']}: {entry['text']}" + (f"  +{score}" if score > 0 else "")


def seat_names(seats: Sequence[Any], label: Callable[[str], str]) -> list[Seat]:
    """Seats whose computers are named by ``label(level)`` (e.g. ``Computer (greedy)``),
    numbered by their place when there are several.

    >>> [s.name for s in seat_names(["Ann", "computer:strong"], lambda lv: f"C ({lv})")]
    ['Ann', 'C (strong)']
    """
    parsed = parse_seats(seats)
    several = sum(1 for s in parsed if s.computer) > 1
    return [Seat(f"{label(s.level)} {i + 1}" if several else label(s.level), s.level)
            if s.computer else s for i, s in enumerate(parsed)]
