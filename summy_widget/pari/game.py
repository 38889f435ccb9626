"""A game of =Pari=: the ``=`` column, the draw piles, the hands and the turns.

A turn is a short series of steps, each an action text (see :mod:`.moves`):

1. ``play`` (phase ``"play"``): insert hand cards into one equation. Paid moves
   (variant) and ``time`` come before it.
2. ``lay`` (phase ``"lay"``): after a score, and for every long incorrect equation
   cleared at the end of the turn, lay a new card beside its ``=``.
3. ``draw`` (phase ``"draw"``): exactly 2 cards, or up to 5 in hand.
4. ``pass`` (phase ``"pass"``, variant): one hand card to the previous player
   (the seed's *nach rechts*: play goes clockwise).

:meth:`Game.play` takes any of these texts (``seat``, when given, must be the
player to act) and returns the :class:`Turn` of the player who acted.
:meth:`Game.take_turn` does a whole turn in one call, with defaults for the choices.

>>> g = Game(players=["Ann", "Bob"], seed=30)
>>> g.rows, g.names[g.current], g.hands[g.current]
(('=2', 'x='), 'Ann', ['5', '8', '3', '6', '+', 'x'])
>>> g.play("#1 2=2")
Traceback (most recent call last):
...
summy_widget.pari.moves.IllegalPlayError: the new row 2=2 adds 2, but Ann holds no 2 \
(the hand is 5 8 3 6 + x)
>>> turn = g.play("#1 5=2+3", seat=0)
>>> turn.player, turn.text, turn.score, g.scores, g.rows[0][0]
(0, '#1 5=2+3', 2, [2, 0], '=')
>>> g.take_turn(None).number, g.to_act
(1, [1])
>>> g.moves[0], g.moves[1]
('#1 5=2+3', 'lay #1 digit right')
>>> Game.from_json(g.to_json()) == g
True
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..arithmetic import Verdict
from ..errors import GameError, RecordError, expect_type, out_of_turn, type_error
from ..protocol import read_record, record_header, setup_error
from .equation import card_score, check, is_subsequence
from .moves import (
    PILES,
    SIDES,
    Action,
    Cover,
    Draw,
    IllegalPlayError,
    Lay,
    Pass,
    Play,
    Shift,
    Time,
    TimeUp,
    parse,
)
from .narrate import Words, is_you
from .rules import DIGIT_CARDS, OPERATOR_CARDS, Rules, column_size

__all__ = ["Game", "Preview", "RecordError", "Turn", "HAND_DIGITS", "HAND_OPERATORS"]

HAND_DIGITS = 4
HAND_OPERATORS = 2
FILL_TO = 5
DRAW_TWO = 2
RECORD_KIND = "pari"
RECORD_VERSION = 2
RECORD_VERSIONS = (1, 2)
#: the fields of a record by version ("seats", written by sessions, is ignored)
RECORD_FIELDS = {
    1: {"game", "version", "rules", "seed", "players", "first", "moves"},
    2: {"game", "version", "rules", "seed", "players", "first", "moves", "scores", "check"},
}


def _setup_error(code: str, **params: Any) -> GameError:
    return GameError(code, key=f"pari.error.{code}", **params)


def _record_error(code: str, key: str, **params: Any) -> RecordError:
    return RecordError(code, key=f"pari.error.{key}", **params)


def _digest(record: dict[str, Any]) -> str:
    """A check sum of a record's content (all fields but ``check`` and ``seats``)."""
    body = {k: v for k, v in record.items() if k not in ("check", "seats")}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def pile_of(card: str) -> str:
    """``"digit"`` or ``"operator"``: the pile a card belongs to.

    >>> pile_of("7"), pile_of("x")
    ('digit', 'operator')
    >>> pile_of("=")
    Traceback (most recent call last):
    ...
    ValueError: card must be one digit or operator card, like '7' or '+', not '='
    """
    expect_type("card", card, str, "one card, like '7' or '+'")
    if len(card) != 1 or card not in DIGIT_CARDS + OPERATOR_CARDS:
        raise ValueError(f"card must be one digit or operator card, like '7' or '+', "
                         f"not {card!r}")
    return "digit" if card in DIGIT_CARDS else "operator"


@dataclass
class Turn:
    """What happened in the current (or last) turn, as far as everyone may see it.

    ``player`` is the seat, ``number`` the round. ``action``, ``text`` and ``score``
    describe the latest action of the turn: its typed value (:class:`.moves.Play`,
    :class:`.moves.Lay`, ...), its notation (``game.play(turn.text)`` repeats it) and
    the points it brought (negative for a paid move).
    """

    player: int
    number: int
    action: Action | None = None
    text: str = ""
    score: int = 0
    play: str | None = None
    verdict: Verdict | None = None
    points: int = 0
    paid: int = 0
    scored: int | None = None
    cleared: list[int] = field(default_factory=list)
    pending: list[int] = field(default_factory=list)
    laid: list[tuple[int, str, str]] = field(default_factory=list)
    drawn: int = 0
    passed: bool = False
    long_checked: bool = False


@dataclass(frozen=True)
class Preview:
    """What a play would do, computed without changing the game."""

    row: str
    verdict: Verdict
    points: int
    cards: tuple[str, ...]
    empty_hand: bool = False  # the play would leave the hand empty: nothing is taken off


class Game:
    """One game of =Pari= for 2 to 6 players, fully determined by its seed and its actions.

    ``players`` is a list of 2 to 6 names (or, as before, their number). ``rules`` is a
    :class:`Rules`, a dict of its options, or None (the defaults). ``first`` is the starting
    player (drawn by lot from the seed when None). Wrong types are a ``TypeError`` naming the
    argument:

    >>> Game(players=["Ann", "Ben"], seed=7, rules={"think_seconds": 30}).rules.think_seconds
    30

    >>> Game(players=["Ann", "Ben"], seed=7, first=True)
    Traceback (most recent call last):
    ...
    TypeError: first must be a seat number (0, 1, ...) or None, not bool True
    """

    def __init__(self, players: int | list[str] = 2, seed: int | None = None,
                 rules: Rules | dict | None = None, first: int | None = None) -> None:
        names = self._names(players)
        if isinstance(rules, dict):  # as in Summy and Summa Summarum
            rules = Rules.from_dict(rules)
        if rules is not None:
            expect_type("rules", rules, Rules, "a pari.Rules (or a dict of its options) or None")
        self.rules = rules if rules is not None else Rules()
        count = column_size(len(names))
        if self.rules.equals_cards < count:
            raise _setup_error("equals-cards", players=len(names), need=count,
                               have=self.rules.equals_cards)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        expect_type("seed", seed, int, "a whole number or None")
        if first is not None:
            expect_type("first", first, int, "a seat number (0, 1, ...) or None")
        self.seed = seed
        self.names = names
        self.rng = random.Random(seed)
        self.piles: dict[str, list[str]] = {
            "digit": self.rules.digit_deck(),
            "operator": self.rules.operator_deck(),
        }
        self.discards: dict[str, list[str]] = {"digit": [], "operator": []}
        self.rng.shuffle(self.piles["digit"])
        self.rng.shuffle(self.piles["operator"])
        self.hands = [self._deal_hand() for _ in names]
        # each equation is a list of slots; a slot is a string whose last character is
        # the visible card and whose earlier characters are the cards it covers
        self.slots: list[list[str]] = [self._first_equation() for _ in range(count)]
        lot = self.rng.randrange(len(names))  # always drawn, so a given first keeps the seed
        if first is None:
            first = lot
        if not 0 <= first < len(names):
            raise _setup_error("first", first=first, last=len(names) - 1)
        self.first = first
        self._mover = first  # the seat to move; it stays on the last mover once over
        self.scores = [0] * len(names)
        self.turns_taken = [0] * len(names)
        self.moves: list[str] = []
        self.ending = False
        self.over = False
        self.history: list[Turn] = []
        self.turn = Turn(player=first, number=1)
        self._idle_turns = 0
        self._start_turn()

    def _deal_hand(self) -> list[str]:
        """A starting hand from the shuffled piles: its digits, then its operators."""
        hand = [self.piles["digit"].pop() for _ in range(HAND_DIGITS)]
        return hand + [self.piles["operator"].pop() for _ in range(HAND_OPERATORS)]

    def _first_equation(self) -> list[str]:
        """An equation of the table's start: an ``=`` and, on a side drawn by lot, the top
        card of a pile drawn by lot (each pile as likely as its share of the cards)."""
        d, o = len(self.piles["digit"]), len(self.piles["operator"])
        pile = "digit" if self.rng.randrange(d + o) < d else "operator"
        card = self.piles[pile].pop()
        return [card, "="] if self.rng.random() < 0.5 else ["=", card]

    @staticmethod
    def _names(players: Any) -> list[str]:
        """The names from ``players``: a list of names, or a number of players."""
        if isinstance(players, int) and not isinstance(players, bool):
            if not 2 <= players <= 6:
                raise _setup_error("players", n=players)
            return [f"Player {i + 1}" for i in range(players)]
        if not isinstance(players, (list, tuple)) or not all(
                isinstance(p, str) for p in players):
            raise type_error("players", players, "a list of 2 to 6 names (texts)")
        if not 2 <= len(players) <= 6:
            raise _setup_error("players", n=len(players))
        return list(players)

    # ------------------------------------------------------------------ views
    @property
    def players(self) -> int:
        """How many players there are."""
        return len(self.names)

    @property
    def to_act(self) -> list[int]:
        """The seats that may act now: ``[current]``, or ``[]`` once the game is over."""
        return [] if self.over else [self._mover]

    @property
    def current(self) -> int | None:
        """The seat to move, or ``None`` once the game is over (as in all three games).

        >>> Game(players=["Ann", "Ben"], seed=7, first=1).current
        1
        """
        return None if self.over else self._mover

    @property
    def target(self) -> int:
        """The score that ends the game: ``rules.target``, or ``rules.paid_target`` when
        paid moves are on (the target rises with them)."""
        return self.rules.paid_target if self.rules.paid_moves else self.rules.target

    @property
    def rows(self) -> tuple[str, ...]:
        """The visible cards of each equation, top first."""
        return tuple("".join(s[-1] for s in eq) for eq in self.slots)

    def covered(self, equation: int) -> tuple[str, ...]:
        """The covered cards under each card of an equation ('' where none), numbered from 0.

        >>> Game(["Ann", "Ben"], seed=3).covered(0)
        ('', '')
        >>> Game(["Ann", "Ben"], seed=3).covered(5)
        Traceback (most recent call last):
        ...
        ValueError: equation must be 0 to 1 (the game has 2 equations, counted from 0), not 5
        """
        expect_type("equation", equation, int, "an equation's number, counted from 0")
        if not 0 <= equation < len(self.slots):
            raise ValueError(f"equation must be 0 to {len(self.slots) - 1} (the game has "
                             f"{len(self.slots)} equations, counted from 0), not {equation}")
        return tuple(s[:-1] for s in self.slots[equation])

    @property
    def phase(self) -> str:
        """``play``, ``lay``, ``draw``, ``pass`` or ``over``."""
        if self.over:
            return "over"
        t = self.turn
        if t.pending:
            return "lay"
        if t.play is None:
            return "play"
        if t.drawn < 0:
            return "draw"
        return "pass"

    @property
    def pending_lay(self) -> int | None:
        """The equation that needs a new card (phase ``lay``)."""
        return self.turn.pending[0] if self.turn.pending and not self.over else None

    def available(self, pile: str) -> int:
        """Cards that can still come from ``pile``: the pile and its discard pile.

        >>> Game(["Ann", "Ben"], seed=3).available("digit") > 0
        True
        >>> Game(["Ann", "Ben"], seed=3).available(5)
        Traceback (most recent call last):
        ...
        ValueError: pile must be 'digit' or 'operator', not 5
        """
        if pile not in PILES:
            raise ValueError(f"pile must be {PILES[0]!r} or {PILES[1]!r}, not {pile!r}")
        return len(self.piles[pile]) + len(self.discards[pile])

    def draw_options(self) -> tuple[int, ...]:
        """How many cards the player may draw now: 2, or as many as make 5 in hand.

        Fewer when the piles run out; one value when both choices are the same.
        """
        total = self.available("digit") + self.available("operator")
        hand = len(self.hands[self._mover])
        return tuple(sorted({min(DRAW_TWO, total), min(max(0, FILL_TO - hand), total)}))

    @property
    def winners(self) -> list[int]:
        """The players with the highest score (all of them share a tie); [] before the end."""
        if not self.over:
            return []
        best = max(self.scores)
        return [i for i, s in enumerate(self.scores) if s == best]

    def card_counts(self) -> Counter:
        """Every card of the game and how often it is somewhere (for checks)."""
        counts: Counter = Counter()
        for pile in PILES:
            counts.update(self.piles[pile])
            counts.update(self.discards[pile])
        for hand in self.hands:
            counts.update(hand)
        for eq in self.slots:
            for slot in eq:
                counts.update(slot)
        counts["="] += self.rules.equals_cards - len(self.slots)
        return counts

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: a spectator): never another hand, never a pile's
        order, never the seed; only how many cards each pile holds.

        >>> v = Game(players=["Ann", "Ben"], seed=30).view(1)
        >>> v["game"], v["hand_sizes"], v["pile_sizes"]
        ('pari', [6, 6], {'digit': 51, 'operator': 19})
        >>> Game(players=["Ann", "Ben"], seed=30).view()["hand"]
        []
        """
        if seat is not None:
            self._check_seat(seat)
        t = self.turn
        return {
            "game": RECORD_KIND,
            "names": list(self.names),
            "seat": seat,
            "scores": list(self.scores),
            "rows": list(self.rows),
            "covered": [list(self.covered(i)) for i in range(len(self.slots))],
            "hand_sizes": [len(h) for h in self.hands],
            "hand": list(self.hands[seat]) if seat is not None else [],
            "pile_sizes": {p: len(self.piles[p]) for p in PILES},
            "discard_sizes": {p: len(self.discards[p]) for p in PILES},
            "current": self.current,
            "to_act": self.to_act,
            "phase": self.phase,
            "pending_lay": self.pending_lay,
            "draw_options": list(self.draw_options()) if self.phase == "draw" else [],
            "target": self.target,
            "ending": self.ending,
            "over": self.over,
            "winners": self.winners,
            "turn": {"player": t.player, "number": t.number, "play": t.play,
                     "points": t.points, "scored": t.scored, "cleared": list(t.cleared)},
            "moves": [m if not m.startswith("pass ") else "pass" for m in self.moves],
        }

    def _check_seat(self, seat: Any) -> int:
        expect_type("seat", seat, int, "a seat number (0, 1, ...) or None")
        if not 0 <= seat < self.players:
            raise IllegalPlayError("bad-seat", key="error.bad-seat", seat=seat,
                                   last=self.players - 1)
        return seat

    # ------------------------------------------------------------- the steps
    def _expect(self, phase: str, what: str) -> None:
        if self.phase != phase:
            if self.over:
                raise IllegalPlayError("game-over", key="error.game-over")
            raise IllegalPlayError("wrong-step", key=f"pari.error.wrong-step.{what}",
                                   step=self.phase)

    def _new_row(self, action: Play) -> tuple[list[str], list[str]]:
        """The slots after ``action`` and the hand cards it uses; raises when illegal."""
        if not 0 <= action.equation < len(self.slots):
            raise IllegalPlayError("no-equation", n=action.equation + 1, last=len(self.slots))
        old = self.rows[action.equation]
        new = action.row
        bad = [ch for ch in new if ch not in "0123456789+-x:="]
        if bad:
            raise IllegalPlayError("bad-card", card=bad[0])
        if new.count("=") != 1:
            raise IllegalPlayError("one-equals", row=new[:40], n=action.equation + 1)
        if len(new) > len(old) + len(self.hands[self._mover]):
            raise IllegalPlayError("too-long", row=new[:40], n=len(self.hands[self._mover]))
        where = is_subsequence(old, new)
        if where is None:
            raise IllegalPlayError("order", row=new, old=old, n=action.equation + 1)
        used = set(where)
        extra = [ch for i, ch in enumerate(new) if i not in used]
        if not extra:
            raise IllegalPlayError("no-card", row=new)
        hand = Counter(self.hands[self._mover])
        need = Counter(extra)
        for card, n in need.items():
            if hand[card] < n:
                code = "not-held" if not hand[card] else "not-held-enough"
                raise IllegalPlayError(
                    code, key=self._key(code), row=new, card=card,
                    n=n, have=hand[card], name=self.names[self._mover],
                    hand=" ".join(self.hands[self._mover]) or "-")
        slots = []
        old_slots = self.slots[action.equation]
        k = 0
        for i, ch in enumerate(new):
            if i in used:
                slots.append(old_slots[k])
                k += 1
            else:
                slots.append(ch)
        return slots, extra

    def preview(self, text: str | Play, lang: str = "en") -> Preview:
        """What a play would do (verdict and points), without changing anything.

        Raises :class:`IllegalPlayError` when the play itself is not allowed.
        """
        action = parse(text) if isinstance(text, str) else text
        if not isinstance(action, Play):
            raise IllegalPlayError("not-a-play", text=str(text)[:40])
        self._expect("play", "play")
        slots, extra = self._new_row(action)
        row = "".join(s[-1] for s in slots)
        verdict = check(row, self.rules, lang)
        empty = len(self.hands[self._mover]) == len(extra)
        points = card_score(row, self.rules, empty) if verdict.valid else 0
        return Preview(row, verdict, points, tuple(extra), empty)

    def row_with(self, equation: int, insertions: list[tuple[int, str]]) -> str:
        """The play text that puts ``card`` into gap ``gap`` (0 = before the first card)
        of ``equation`` for each ``(gap, card)``, in order within a gap.

        >>> g = Game(seed=30)
        >>> g.rows[0], g.row_with(0, [(0, "5"), (2, "+"), (2, "3")])
        ('=2', '#1 5=2+3')
        """
        expect_type("equation", equation, int, "an equation number (0 = the top one)")
        if not 0 <= equation < len(self.slots):
            raise IllegalPlayError("no-equation", n=equation + 1, last=len(self.slots))
        old = self.rows[equation]
        by_gap: dict[int, list[str]] = {}
        for gap, card in insertions:
            expect_type("gap", gap, int, "a gap number (0 = before the first card)")
            if not 0 <= gap <= len(old):
                raise IllegalPlayError("no-gap", gap=gap, n=equation + 1, last=len(old))
            by_gap.setdefault(gap, []).append(card)
        row = "".join("".join(by_gap.get(i, [])) + ch for i, ch in enumerate(old))
        row += "".join(by_gap.get(len(old), []))
        return f"#{equation + 1} {row}"

    def play(self, text: str, seat: int | None = None) -> Turn:
        """Carry out any action text of a turn (see :mod:`.moves`) and return the
        :class:`Turn` of the player who acted (also when the action ended the turn).

        ``seat``, when given, must be the player to act. A refused action raises an
        :class:`IllegalPlayError` (a :class:`NotationError` when unreadable) and changes
        nothing; a text that is not a ``str`` is a ``TypeError``.

        >>> g = Game(players=["Ann", "Ben"], seed=30)
        >>> g.play("#2 x=5").score, g.phase
        (0, 'draw')
        >>> g.play("draw digit digit", seat=1)
        Traceback (most recent call last):
        ...
        summy_widget.pari.moves.IllegalPlayError: it is not Ben's turn: Ann is to move
        >>> turn = g.play("draw digit digit", seat=0)
        >>> turn.player, turn.text, g.to_act
        (0, 'draw digit digit', [1])
        """
        expect_type("text", text, str, "an action text like '#1 3+1=4' or 'draw digit digit'")
        if seat is not None:
            self._check_seat(seat)
        action = parse(text)
        if self.over:
            raise IllegalPlayError("game-over", key="error.game-over")
        if seat is not None and seat != self._mover:
            raise out_of_turn(IllegalPlayError, self.names[seat], [self.names[self._mover]])
        return self._act(action)

    def _act(self, action: Action) -> Turn:
        handler = {
            Play: self._play,
            Lay: self._lay,
            Draw: self._draw,
            Pass: self._pass,
            Shift: self._shift,
            Cover: self._cover,
            Time: self._time,
            TimeUp: self._time_up,
        }[type(action)]
        turn, player = self.turn, self._mover
        before = self.scores[player]
        handler(action)
        turn.action = action
        turn.text = self.moves[-1] if self.moves else str(action)
        turn.score = self.scores[player] - before
        return turn

    def apply(self, text: str) -> Turn:
        """The same as :meth:`play` (the older name, used by records)."""
        return self.play(text)

    def lay(self, pile: str = "digit", side: str = "right") -> Turn:
        """Lay the top card of ``pile`` beside the ``=`` that needs a new card."""
        expect_type("pile", pile, str, "'digit' or 'operator'")
        expect_type("side", side, str, "'left' or 'right'")
        self._expect("lay", "lay")
        return self.play(f"lay #{self.turn.pending[0] + 1} {pile} {side}")

    def draw(self, piles: list[str] | tuple[str, ...] | str | None = None) -> Turn:
        """Draw one card from each pile named (``"digit"``/``"operator"`` or ``"d"``/``"o"``,
        also as one string like ``"ddo"``); None chooses :meth:`default_draw`."""
        if isinstance(piles, str):
            piles = list(piles) if set(piles) <= {"d", "o"} else [piles]
        if piles is None:
            self._expect("draw", "draw")
            piles = self.default_draw()
        if not isinstance(piles, (list, tuple)) or not all(isinstance(p, str) for p in piles):
            raise TypeError(f"piles must be a list of 'digit'/'operator', "
                            f"not {type(piles).__name__} {piles!r}"[:200])
        return self.play(" ".join(["draw", *piles]))

    def pass_card(self, card: str) -> Turn:
        """Give a hand card to the previous player (variant ``pass_card``)."""
        expect_type("card", card, str, "one card, like '7' or '+'")
        return self.play(f"pass {card}")

    def shift(self, equation: int, position: int, to_equation: int, to_position: int) -> Turn:
        """Paid move: move a card (positions from 0, ``=`` included)."""
        for name, value in (("equation", equation), ("position", position),
                            ("to_equation", to_equation), ("to_position", to_position)):
            expect_type(name, value, int, "a whole number from 0")
        if self.over:
            raise IllegalPlayError("game-over", key="error.game-over")
        return self._act(Shift(equation, position, to_equation, to_position))

    def cover(self, equation: int, position: int, card: str) -> Turn:
        """Paid move: cover a card of an equation with a hand card."""
        expect_type("equation", equation, int, "a whole number from 0")
        expect_type("position", position, int, "a whole number from 0")
        expect_type("card", card, str, "one card, like '7' or '+'")
        if self.over:
            raise IllegalPlayError("game-over", key="error.game-over")
        return self._act(Cover(equation, position, card))

    def buy_time(self) -> Turn:
        """Pay 1 point for another turn of the think timer."""
        return self.play("time")

    def time_up(self) -> Turn:
        """The think timer ran out without a play: the turn goes on with the draw step."""
        return self.play("time up")

    def take_turn(self, play: str | None, lays: list[tuple[str, str]] | None = None,
                  draw: list[str] | str | None = None, passed: str | None = None) -> Turn:
        """A whole turn in one call: the play, then every new card to lay (``(pile, side)``
        each, default :meth:`default_lay`), the draw and the card to pass (defaults too)."""
        turn = self.turn
        if play is not None:
            self.play(play)
        elif self.phase == "play":
            raise IllegalPlayError("turn-starts")
        lays = list(lays or [])
        while self.phase == "lay":
            pile, side = lays.pop(0) if lays else self.default_lay()
            self.lay(pile, side)
        if self.phase == "draw":
            self.draw(draw)
        if self.phase == "pass" and self.turn is turn:
            self.pass_card(passed if passed is not None else self.default_pass())
        return turn

    # -- defaults for the choices
    def default_lay(self) -> tuple[str, str]:
        """The digit pile (the operator pile when no digit is left), right side."""
        return ("digit" if self.available("digit") else "operator", "right")

    def default_draw(self, ratio: int = 2) -> list[str]:
        """The larger of the two draws, about ``ratio`` digits to each operator (an
        operator is drawn while the hand has more than ``ratio`` digits to each)."""
        count = max(self.draw_options())
        hand = self.hands[self._mover]
        digits = sum(1 for c in hand if c in DIGIT_CARDS)
        ops = len(hand) - digits
        left = {p: self.available(p) for p in PILES}
        piles = []
        for _ in range(count):
            pile = "operator" if ops * ratio < digits else "digit"
            if not left[pile]:
                pile = "digit" if pile == "operator" else "operator"
            left[pile] -= 1
            piles.append(pile)
            if pile == "digit":
                digits += 1
            else:
                ops += 1
        return piles

    def default_pass(self) -> str:
        """The last card of the hand."""
        return self.hands[self._mover][-1]

    # -- the handlers: validate everything, then change
    def _play(self, action: Play) -> None:
        self._expect("play", "play")
        slots, extra = self._new_row(action)
        hand = self.hands[self._mover]
        for card in extra:
            hand.remove(card)
        eq = action.equation
        self.slots[eq] = slots
        row = self.rows[eq]
        t = self.turn
        t.play = str(Play(eq, row))
        t.drawn = -1
        self.moves.append(t.play)
        t.verdict = check(row, self.rules)
        if t.verdict.valid:
            t.points = card_score(row, self.rules, empty_hand=not hand)
            self.scores[self._mover] += t.points
            t.scored = eq
            self._clear(eq)
            t.pending.append(eq)
        self._settle()

    def _clear(self, eq: int) -> None:
        for slot in self.slots[eq]:
            for card in slot:
                if card != "=":
                    self.discards[pile_of(card)].append(card)
        self.slots[eq] = ["="]
        self.turn.cleared.append(eq)

    def _can_lay(self) -> bool:
        return bool(self.available("digit") or self.available("operator"))

    def _settle(self) -> None:
        """Skip the lays nobody can make and clear long incorrect equations once."""
        t = self.turn
        while True:
            if t.pending and not self._can_lay():
                t.pending.clear()
            if t.pending:
                return
            if t.long_checked:
                break
            t.long_checked = True
            limit = self.rules.incorrect_limit
            if limit is None:
                continue
            for i, row in enumerate(self.rows):
                if len(row) >= limit and not check(row, self.rules).valid:
                    self._clear(i)
                    t.pending.append(i)
        if self.phase == "draw" and self.draw_options() == (0,) and not self._can_lay():
            # nothing left to draw anywhere: the draw step is empty
            self._draw(Draw(()), record=False)

    def _take(self, pile: str) -> str:
        cards = self.piles[pile]
        if not cards:
            cards.extend(self.discards[pile])
            self.discards[pile].clear()
            self.rng.shuffle(cards)
        return cards.pop()

    def _lay(self, action: Lay) -> None:
        self._expect("lay", "lay")
        t = self.turn
        if action.equation != t.pending[0]:
            raise IllegalPlayError("lay-where", n=t.pending[0] + 1, got=action.equation + 1)
        if action.pile not in PILES:
            raise IllegalPlayError("not-a-pile", pile=action.pile)
        if action.side not in SIDES:
            raise IllegalPlayError("not-a-side", side=action.side)
        if not self.available(action.pile):
            raise IllegalPlayError("empty-pile", pile=action.pile)
        card = self._take(action.pile)
        slots = self.slots[action.equation]
        if action.side == "left":
            slots.insert(0, card)
        else:
            slots.append(card)
        t.pending.pop(0)
        t.laid.append((action.equation, card, action.side))
        self.moves.append(str(action))
        self._settle()

    def _draw(self, action: Draw, record: bool = True) -> None:
        self._expect("draw", "draw")
        options = self.draw_options()
        if len(action.piles) not in options:
            raise IllegalPlayError("draw-number", options=Words("or-cards", tuple(options)),
                                   n=len(action.piles))
        need = Counter(action.piles)
        for pile, n in need.items():
            if self.available(pile) < n:
                left = self.available(pile)
                raise IllegalPlayError("draw-left", key="pari.error.draw-left" + (
                    "-one" if left == 1 else ""), left=left, pile=pile, n=n)
        hand = self.hands[self._mover]
        for pile in action.piles:
            hand.append(self._take(pile))
        self.turn.drawn = len(action.piles)
        if record:
            self.moves.append(str(action))
        if self.rules.pass_card and hand:
            return
        self._end_turn()

    def _pass(self, action: Pass) -> None:
        self._expect("pass", "pass")
        hand = self.hands[self._mover]
        if action.card not in hand:
            raise IllegalPlayError("pass-not-held", key=self._key("pass-not-held"),
                                   name=self.names[self._mover],
                                   card=action.card, hand=" ".join(hand) or "-")
        hand.remove(action.card)
        # play goes clockwise; the seed's "nach rechts" is the player who moved before
        self.hands[(self._mover - 1) % self.players].append(action.card)
        self.turn.passed = True
        self.moves.append(str(action))
        self._end_turn()

    def _key(self, code: str) -> str:
        """The message key of ``code`` about the player to move: ``-you`` for the default
        person ("du hast keine 7", not "Du hat keine 7")."""
        return f"pari.error.{code}{'-you' if is_you(self.names[self._mover]) else ''}"

    def _pay(self, cost: int, what: str) -> None:
        if self.scores[self._mover] < cost:
            raise IllegalPlayError("cannot-pay", key=self._key(f"pay-{what}"), cost=cost,
                                   name=self.names[self._mover],
                                   score=self.scores[self._mover])

    def _shift(self, action: Shift) -> None:
        self._expect("play", "move")
        if not self.rules.paid_moves:
            raise IllegalPlayError("variant-off", key="pari.error.variant-off.move")
        n = len(self.slots)
        if not (0 <= action.equation < n and 0 <= action.to_equation < n):
            raise IllegalPlayError("only-equations", last=n)
        src = self.slots[action.equation]
        if not 0 <= action.position < len(src):
            raise IllegalPlayError("no-position", n=action.equation + 1, last=len(src))
        if src[action.position] == "=":
            raise IllegalPlayError("equals-stays")
        same = action.equation == action.to_equation
        size = len(self.slots[action.to_equation]) + (0 if same else 1)
        if not 0 <= action.to_position < size:
            raise IllegalPlayError("to-position", last=size, n=action.to_equation + 1)
        if same and action.position == action.to_position:
            raise IllegalPlayError("stays")
        cost = 1 if same else 2
        self._pay(cost, "move" if same else "move-other")
        slot = src[action.position]
        card = slot[-1]
        if len(slot) > 1:
            src[action.position] = slot[:-1]
        else:
            del src[action.position]
        self.slots[action.to_equation].insert(action.to_position, card)
        self.scores[self._mover] -= cost
        self.turn.paid += cost
        self.moves.append(str(action))

    def _cover(self, action: Cover) -> None:
        self._expect("play", "cover")
        if not self.rules.paid_moves:
            raise IllegalPlayError("variant-off", key="pari.error.variant-off.cover")
        if not 0 <= action.equation < len(self.slots):
            raise IllegalPlayError("only-equations", last=len(self.slots))
        eq = self.slots[action.equation]
        if not 0 <= action.position < len(eq):
            raise IllegalPlayError("no-position", n=action.equation + 1, last=len(eq))
        if eq[action.position] == "=":
            raise IllegalPlayError("equals-covered")
        hand = self.hands[self._mover]
        if action.card not in hand:
            raise IllegalPlayError("cover-not-held", key=self._key("cover-not-held"),
                                   name=self.names[self._mover],
                                   card=action.card)
        if len(hand) < 2:
            raise IllegalPlayError("cover-keep")
        self._pay(2, "cover")
        hand.remove(action.card)
        eq[action.position] += action.card
        self.scores[self._mover] -= 2
        self.turn.paid += 2
        self.moves.append(str(action))

    def _time(self, action: Time) -> None:
        self._expect("play", "time")
        if self.rules.think_seconds is None:
            raise IllegalPlayError("no-timer")
        self._pay(1, "time")
        self.scores[self._mover] -= 1
        self.turn.paid += 1
        self.moves.append(str(action))

    def _time_up(self, action: TimeUp) -> None:
        self._expect("play", "time-up")
        if self.rules.think_seconds is None:
            raise IllegalPlayError("no-timer")
        t = self.turn
        t.play = ""
        t.drawn = -1
        t.long_checked = True
        self.moves.append(str(action))
        self._settle()

    # -- turn order
    def _start_turn(self) -> None:
        """Begin the turn of ``self._mover``; a player without cards goes straight to drawing."""
        if self.over or self.hands[self._mover]:
            return
        t = self.turn
        t.play = ""
        t.drawn = -1
        t.long_checked = True
        if max(self.draw_options()) > 0:
            return
        self._idle_turns += 1
        if self._idle_turns >= self.players:
            # nobody can play or draw a card: the game cannot go on
            self.over = True
            self.history.append(t)
            return
        self._end_turn()

    def _end_turn(self) -> None:
        t = self.turn
        self.history.append(t)
        self.turns_taken[self._mover] += 1
        if t.play:
            self._idle_turns = 0
        if max(self.scores) >= self.target:
            self.ending = True
        nxt = (self._mover + 1) % self.players
        if self.ending and nxt == self.first:
            self.over = True
            return
        self._mover = nxt
        self.turn = Turn(player=nxt, number=t.number + (1 if nxt == self.first else 0))
        self._start_turn()

    # ---------------------------------------------------------------- records
    def to_json(self) -> str:
        """The game record: head ``{"game": "pari", "version": 2}``, rules, seed, players,
        first player, every action text, the scores and a check sum of it all."""
        record: dict[str, Any] = {
            **record_header(RECORD_KIND, RECORD_VERSION),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "players": self.names,
            "first": self.first,
            "moves": self.moves,
            "scores": self.scores,
        }
        record["check"] = _digest(record)
        return json.dumps(record, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Replay a record (version 1 or 2) from its seed; :class:`RecordError` names what
        is wrong (and no game is made). A top-level ``"seats"`` key is ignored.

        >>> Game.from_json('{"game": "pari", "version": 2}')
        Traceback (most recent call last):
        ...
        summy_widget.errors.RecordError: the record lacks 'check'
        """
        data = read_record(text, RECORD_KIND, RECORD_VERSIONS)
        data.pop("seats", None)
        cls._check_fields(data)
        game = cls._set_up(data)
        moves = data["moves"]
        for i, move in enumerate(moves):
            if not isinstance(move, str):
                raise _record_error("record-entry", "record-entry", entry=i + 1, text=repr(move),
                                    reason=IllegalPlayError("entry-text"))
            try:
                game.play(move)
            except GameError as exc:
                raise _record_error("record-entry", "record-entry", entry=i + 1,
                                    text=repr(move), reason=exc) from None
        if data["version"] >= 2:
            if data["scores"] != game.scores:
                raise _record_error("record-tampered", "record-scores",
                                    found=data["scores"], replayed=game.scores)
            if data["check"] != _digest(data):
                raise _record_error("record-tampered", "record-check")
        return game

    @staticmethod
    def _check_fields(data: dict[str, Any]) -> None:
        expected = RECORD_FIELDS[data["version"]]
        missing = sorted(expected - set(data))
        if missing:
            raise _record_error("record-field", "record-lacks", field=missing[0])
        extra = sorted(set(data) - expected)
        if extra:
            raise _record_error("record-field", "record-unknown", field=extra[0])
        if not isinstance(data["moves"], list):
            raise _record_error("record-field", "record-moves")

    @classmethod
    def _set_up(cls, data: dict[str, Any]) -> Game:
        rules = data["rules"]
        if (data["version"] == 1 and isinstance(rules, dict) and rules.get("paid_moves")
                and "paid_target" not in rules):
            # version 1 had one target, also with paid moves
            rules = {**rules, "paid_target": rules.get("target", Rules().target)}
        try:
            rules = Rules.from_dict(rules)
            return cls(data["players"], seed=data["seed"], rules=rules, first=data["first"])
        except (ValueError, TypeError) as exc:
            raise setup_error(exc) from None

    def _state(self) -> tuple[Any, ...]:
        return (self.to_json(), self.hands, self.piles, self.discards, self.slots,
                self._mover, self.phase, self.ending, self.over, self.rng.getstate())

    def __eq__(self, other: object) -> bool:
        """Two games are equal when their records, hands, piles and table are."""
        if not isinstance(other, Game):
            return NotImplemented
        return self._state() == other._state()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<pari.Game {self.players} players, seed {self.seed}, phase {self.phase}, "
                f"scores {self.scores}>")


def _action_text(action: Action) -> str:  # pragma: no cover - convenience for debugging
    return str(action)
