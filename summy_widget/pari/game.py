"""A game of =Pari=: the ``=`` column, the draw piles, the hands and the turns.

A turn is a short series of steps, each an action text (see :mod:`.moves`):

1. ``play`` (phase ``"play"``): insert hand cards into one equation. Paid moves
   (variant) and ``time`` come before it.
2. ``lay`` (phase ``"lay"``): after a score, and for every long incorrect equation
   cleared at the end of the turn, lay a new card beside its ``=``.
3. ``draw`` (phase ``"draw"``): exactly 2 cards, or up to 5 in hand.
4. ``pass`` (phase ``"pass"``, variant): one hand card to the next player.

:meth:`Game.take_turn` does all of it in one call, with defaults for the choices.

>>> g = Game(players=["Ann", "Bob"], seed=30)
>>> g.rows, g.names[g.current], g.hands[g.current]
(('=2', 'x='), 'Ann', ['5', '8', '3', '6', '+', 'x'])
>>> g.play("#1 2=2")
Traceback (most recent call last):
...
summy_widget.pari.moves.IllegalPlayError: the new row 2=2 adds 2, but Ann holds no 2 \
(the hand is 5 8 3 6 + x)
>>> turn = g.take_turn("#1 5=2+3")
>>> turn.points, g.scores, g.rows[0][0]
(2, [2, 0], '=')
>>> g.moves[0], g.moves[1]
('#1 5=2+3', 'lay #1 digit right')
>>> Game.from_json(g.to_json()).rows == g.rows
True
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..arithmetic import Verdict
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
    parse,
)
from .rules import DIGIT_CARDS, Rules, column_size

__all__ = ["Game", "Preview", "RecordError", "Turn", "HAND_DIGITS", "HAND_OPERATORS"]

HAND_DIGITS = 4
HAND_OPERATORS = 2
FILL_TO = 5
DRAW_TWO = 2
RECORD_KIND = "pari"
RECORD_VERSION = 1


class RecordError(ValueError):
    """A game record that cannot be replayed: malformed JSON, wrong fields or an illegal entry."""


def pile_of(card: str) -> str:
    """``"digit"`` or ``"operator"``: the pile a card belongs to.

    >>> pile_of("7"), pile_of("x")
    ('digit', 'operator')
    """
    return "digit" if card in DIGIT_CARDS else "operator"


@dataclass
class Turn:
    """What happened in the current (or last) turn, as far as everyone may see it."""

    player: int
    number: int
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


class Game:
    """One game of =Pari= for 2 to 6 players, fully determined by its seed and its actions.

    ``players`` is a number or a list of names. ``first`` is the starting player
    (drawn by lot from the seed when None).
    """

    def __init__(self, players: int | list[str] = 2, seed: int | None = None,
                 rules: Rules | None = None, first: int | None = None) -> None:
        if isinstance(players, int) and not isinstance(players, bool):
            names = [f"Player {i + 1}" for i in range(players)]
        elif isinstance(players, (list, tuple)) and all(isinstance(p, str) for p in players):
            names = list(players)
        else:
            raise ValueError("players must be a number from 2 to 6 or a list of 2 to 6 names")
        count = column_size(len(names))
        self.rules = rules if rules is not None else Rules()
        if not isinstance(self.rules, Rules):
            raise ValueError("rules must be a pari.Rules")
        if self.rules.equals_cards < count:
            raise ValueError(f"{len(names)} players need {count} = cards, but the rules have "
                             f"only {self.rules.equals_cards}")
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
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
        self.hands: list[list[str]] = []
        for _ in names:
            hand = [self.piles["digit"].pop() for _ in range(HAND_DIGITS)]
            hand += [self.piles["operator"].pop() for _ in range(HAND_OPERATORS)]
            self.hands.append(hand)
        # each equation is a list of slots; a slot is a string whose last character is
        # the visible card and whose earlier characters are the cards it covers
        self.slots: list[list[str]] = []
        for _ in range(count):
            d, o = len(self.piles["digit"]), len(self.piles["operator"])
            pile = "digit" if self.rng.randrange(d + o) < d else "operator"
            card = self.piles[pile].pop()
            self.slots.append([card, "="] if self.rng.random() < 0.5 else ["=", card])
        lot = self.rng.randrange(len(names))  # always drawn, so a given first keeps the seed
        if first is None:
            first = lot
        if not isinstance(first, int) or not 0 <= first < len(names):
            raise ValueError(f"first must be a player number from 0 to {len(names) - 1}")
        self.first = first
        self.current = first
        self.scores = [0] * len(names)
        self.turns_taken = [0] * len(names)
        self.moves: list[str] = []
        self.ending = False
        self.over = False
        self.history: list[Turn] = []
        self.turn = Turn(player=first, number=1)
        self._idle_turns = 0
        self._start_turn()

    # ------------------------------------------------------------------ views
    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def rows(self) -> tuple[str, ...]:
        """The visible cards of each equation, top first."""
        return tuple("".join(s[-1] for s in eq) for eq in self.slots)

    def covered(self, equation: int) -> tuple[str, ...]:
        """The covered cards under each card of an equation ('' where none)."""
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
        """Cards that can still come from ``pile``: the pile and its discard pile."""
        return len(self.piles[pile]) + len(self.discards[pile])

    def draw_options(self) -> tuple[int, ...]:
        """How many cards the player may draw now: 2, or as many as make 5 in hand.

        Fewer when the piles run out; one value when both choices are the same.
        """
        total = self.available("digit") + self.available("operator")
        hand = len(self.hands[self.current])
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

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator): never another hand, never a pile's order."""
        t = self.turn
        return {
            "names": list(self.names),
            "scores": list(self.scores),
            "rows": list(self.rows),
            "covered": [list(self.covered(i)) for i in range(len(self.slots))],
            "hand_sizes": [len(h) for h in self.hands],
            "hand": list(self.hands[player]) if player is not None else [],
            "piles": {p: len(self.piles[p]) for p in PILES},
            "discards": {p: len(self.discards[p]) for p in PILES},
            "current": self.current,
            "phase": self.phase,
            "pending_lay": self.pending_lay,
            "draw_options": list(self.draw_options()) if self.phase == "draw" else [],
            "target": self.rules.target,
            "ending": self.ending,
            "over": self.over,
            "winners": self.winners,
            "turn": {"player": t.player, "number": t.number, "play": t.play,
                     "points": t.points, "scored": t.scored, "cleared": list(t.cleared)},
            "moves": [m if not m.startswith("pass ") else "pass" for m in self.moves],
        }

    # ------------------------------------------------------------- the steps
    def _expect(self, phase: str, what: str) -> None:
        if self.phase != phase:
            if self.over:
                raise IllegalPlayError(f"the game is over; no more {what}")
            raise IllegalPlayError(f"it is not the moment to {what}: the turn is at the "
                                   f"'{self.phase}' step")

    def _new_row(self, action: Play) -> tuple[list[str], list[str]]:
        """The slots after ``action`` and the hand cards it uses; raises when illegal."""
        if not 0 <= action.equation < len(self.slots):
            raise IllegalPlayError(f"there is no equation #{action.equation + 1}: the column has "
                                   f"#1 to #{len(self.slots)}")
        old = self.rows[action.equation]
        new = action.row
        bad = [ch for ch in new if ch not in "0123456789+-x:="]
        if bad:
            raise IllegalPlayError(f"'{bad[0]}' is not a card: use the digits 0-9, + - x : and =")
        if new.count("=") != 1:
            raise IllegalPlayError(f"the new row {new} must keep exactly one =, the = of "
                                   f"equation #{action.equation + 1}")
        where = is_subsequence(old, new)
        if where is None:
            raise IllegalPlayError(
                f"the new row {new} does not keep the cards {old} of equation "
                f"#{action.equation + 1} in their order on their side of =; cards on the "
                "table may shift but never pass another card")
        used = set(where)
        extra = [ch for i, ch in enumerate(new) if i not in used]
        if not extra:
            raise IllegalPlayError(f"the new row {new} adds no card: play at least one card")
        hand = Counter(self.hands[self.current])
        need = Counter(extra)
        for card, n in need.items():
            if hand[card] < n:
                have = " ".join(self.hands[self.current]) or "empty"
                holds = f"only {hand[card]}" if hand[card] else "no"
                raise IllegalPlayError(
                    f"the new row {new} adds {card}" + (f" {n} times" if n > 1 else "")
                    + f", but {self.names[self.current]} holds {holds} {card}"
                    + f" (the hand is {have})")
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
            raise IllegalPlayError(f"{text!r} is not a play like '#1 3+1=4'")
        self._expect("play", "play cards")
        slots, extra = self._new_row(action)
        row = "".join(s[-1] for s in slots)
        verdict = check(row, self.rules, lang)
        empty = len(self.hands[self.current]) == len(extra)
        points = card_score(row, self.rules, empty) if verdict.valid else 0
        return Preview(row, verdict, points, tuple(extra))

    def row_with(self, equation: int, insertions: list[tuple[int, str]]) -> str:
        """The play text that puts ``card`` into gap ``gap`` (0 = before the first card)
        of ``equation`` for each ``(gap, card)``, in order within a gap.

        >>> g = Game(seed=30)
        >>> g.rows[0], g.row_with(0, [(0, "5"), (2, "+"), (2, "3")])
        ('=2', '#1 5=2+3')
        """
        if not 0 <= equation < len(self.slots):
            raise IllegalPlayError(f"there is no equation #{equation + 1}")
        old = self.rows[equation]
        by_gap: dict[int, list[str]] = {}
        for gap, card in insertions:
            if not isinstance(gap, int) or not 0 <= gap <= len(old):
                raise IllegalPlayError(f"gap {gap} is not in equation #{equation + 1}: "
                                       f"use 0 to {len(old)}")
            by_gap.setdefault(gap, []).append(card)
        row = "".join("".join(by_gap.get(i, [])) + ch for i, ch in enumerate(old))
        row += "".join(by_gap.get(len(old), []))
        return f"#{equation + 1} {row}"

    def apply(self, text: str) -> Turn:
        """Carry out one action text (the form a record holds)."""
        action = parse(text)
        handler = {
            Play: self._play,
            Lay: self._lay,
            Draw: self._draw,
            Pass: self._pass,
            Shift: self._shift,
            Cover: self._cover,
            Time: self._time,
        }[type(action)]
        turn = self.turn
        handler(action)
        return turn

    def play(self, text: str) -> Turn:
        """Insert hand cards into one equation, e.g. ``game.play("#1 3+1=4")``."""
        action = parse(text)
        if not isinstance(action, Play):
            raise IllegalPlayError(f"{text!r} is not a play like '#1 3+1=4'")
        self._play(action)
        return self.turn

    def lay(self, pile: str = "digit", side: str = "right") -> Turn:
        """Lay the top card of ``pile`` beside the ``=`` that needs a new card."""
        self._expect("lay", "lay a new card")
        self._lay(Lay(self.turn.pending[0], pile, side))
        return self.turn

    def draw(self, piles: list[str] | tuple[str, ...] | str | None = None) -> Turn:
        """Draw one card from each pile named (``"digit"``/``"operator"`` or ``"d"``/``"o"``,
        also as one string like ``"ddo"``); None chooses :meth:`default_draw`."""
        if isinstance(piles, str):
            piles = list(piles) if set(piles) <= {"d", "o"} else [piles]
        action = parse(" ".join(["draw", *(piles if piles is not None else self.default_draw())]))
        turn = self.turn
        self._draw(action)
        return turn

    def pass_card(self, card: str) -> Turn:
        """Give a hand card to the next player (variant ``pass_card``)."""
        turn = self.turn
        self._pass(Pass(card))
        return turn

    def shift(self, equation: int, position: int, to_equation: int, to_position: int) -> Turn:
        """Paid move: move a card (positions from 0, ``=`` included)."""
        self._shift(Shift(equation, position, to_equation, to_position))
        return self.turn

    def cover(self, equation: int, position: int, card: str) -> Turn:
        """Paid move: cover a card of an equation with a hand card."""
        self._cover(Cover(equation, position, card))
        return self.turn

    def buy_time(self) -> Turn:
        """Pay 1 point for another turn of the think timer."""
        self._time(Time())
        return self.turn

    def take_turn(self, play: str | None, lays: list[tuple[str, str]] | None = None,
                  draw: list[str] | str | None = None, passed: str | None = None) -> Turn:
        """A whole turn in one call: the play, then every new card to lay (``(pile, side)``
        each, default :meth:`default_lay`), the draw and the card to pass (defaults too)."""
        turn = self.turn
        if play is not None:
            self.play(play)
        elif self.phase == "play":
            raise IllegalPlayError("a turn starts with a play like '#1 3+1=4'")
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

    def default_draw(self) -> list[str]:
        """The larger of the two draws, about two digits to each operator."""
        count = max(self.draw_options())
        hand = self.hands[self.current]
        digits = sum(1 for c in hand if c in DIGIT_CARDS)
        ops = len(hand) - digits
        left = {p: self.available(p) for p in PILES}
        piles = []
        for _ in range(count):
            pile = "operator" if ops * 2 < digits else "digit"
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
        return self.hands[self.current][-1]

    # -- the handlers: validate everything, then change
    def _play(self, action: Play) -> None:
        self._expect("play", "play cards")
        slots, extra = self._new_row(action)
        hand = self.hands[self.current]
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
            self.scores[self.current] += t.points
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
        self._expect("lay", "lay a new card")
        t = self.turn
        if action.equation != t.pending[0]:
            raise IllegalPlayError(f"the new card goes beside the = of equation "
                                   f"#{t.pending[0] + 1}, not #{action.equation + 1}")
        if action.pile not in PILES:
            raise IllegalPlayError(f"{action.pile!r} is not a draw pile: use digit or operator")
        if action.side not in SIDES:
            raise IllegalPlayError(f"{action.side!r} is not a side: use left or right")
        if not self.available(action.pile):
            raise IllegalPlayError(f"the {action.pile} pile and its discard pile are empty; "
                                   "take the other pile")
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
        self._expect("draw", "draw cards")
        options = self.draw_options()
        if len(action.piles) not in options:
            words = " or ".join(str(n) for n in options)
            raise IllegalPlayError(f"draw {words} cards (exactly 2, or as many as make 5 in "
                                   f"hand), not {len(action.piles)}")
        need = Counter(action.piles)
        for pile, n in need.items():
            if self.available(pile) < n:
                raise IllegalPlayError(f"only {self.available(pile)} {pile} cards are left to "
                                       f"draw, not {n}; take the other pile")
        hand = self.hands[self.current]
        for pile in action.piles:
            hand.append(self._take(pile))
        self.turn.drawn = len(action.piles)
        if record:
            self.moves.append(str(action))
        if self.rules.pass_card and hand:
            return
        self._end_turn()

    def _pass(self, action: Pass) -> None:
        self._expect("pass", "pass a card")
        hand = self.hands[self.current]
        if action.card not in hand:
            raise IllegalPlayError(f"{self.names[self.current]} holds no {action.card} to pass "
                                   f"(the hand is {' '.join(hand)})")
        hand.remove(action.card)
        self.hands[(self.current + 1) % self.players].append(action.card)
        self.turn.passed = True
        self.moves.append(str(action))
        self._end_turn()

    def _pay(self, cost: int, what: str) -> None:
        if self.scores[self.current] < cost:
            raise IllegalPlayError(f"{what} costs {cost} point{'s' if cost > 1 else ''}, but "
                                   f"{self.names[self.current]} has {self.scores[self.current]}")

    def _shift(self, action: Shift) -> None:
        self._expect("play", "move a card")
        if not self.rules.paid_moves:
            raise IllegalPlayError("moving cards is a variant that is off (Rules(paid_moves=True))")
        n = len(self.slots)
        if not (0 <= action.equation < n and 0 <= action.to_equation < n):
            raise IllegalPlayError(f"there are only equations #1 to #{n}")
        src = self.slots[action.equation]
        if not 0 <= action.position < len(src):
            raise IllegalPlayError(f"equation #{action.equation + 1} has cards 1 to {len(src)}")
        if src[action.position] == "=":
            raise IllegalPlayError("the = stays where it is; move another card")
        same = action.equation == action.to_equation
        size = len(self.slots[action.to_equation]) + (0 if same else 1)
        if not 0 <= action.to_position < size:
            raise IllegalPlayError(f"the card can go to positions 1 to {size} of equation "
                                   f"#{action.to_equation + 1}")
        if same and action.position == action.to_position:
            raise IllegalPlayError("the card would stay where it is; choose another position")
        cost = 1 if same else 2
        self._pay(cost, "moving a card" + ("" if same else " to another equation"))
        slot = src[action.position]
        card = slot[-1]
        if len(slot) > 1:
            src[action.position] = slot[:-1]
        else:
            del src[action.position]
        self.slots[action.to_equation].insert(action.to_position, card)
        self.scores[self.current] -= cost
        self.turn.paid += cost
        self.moves.append(str(action))

    def _cover(self, action: Cover) -> None:
        self._expect("play", "cover a card")
        if not self.rules.paid_moves:
            raise IllegalPlayError("covering cards is a variant that is off "
                                   "(Rules(paid_moves=True))")
        if not 0 <= action.equation < len(self.slots):
            raise IllegalPlayError(f"there are only equations #1 to #{len(self.slots)}")
        eq = self.slots[action.equation]
        if not 0 <= action.position < len(eq):
            raise IllegalPlayError(f"equation #{action.equation + 1} has cards 1 to {len(eq)}")
        if eq[action.position] == "=":
            raise IllegalPlayError("the = cannot be covered; cover another card")
        hand = self.hands[self.current]
        if action.card not in hand:
            raise IllegalPlayError(f"{self.names[self.current]} holds no {action.card}")
        if len(hand) < 2:
            raise IllegalPlayError("keep a card to play this turn: covering needs two hand cards")
        self._pay(2, "covering a card")
        hand.remove(action.card)
        eq[action.position] += action.card
        self.scores[self.current] -= 2
        self.turn.paid += 2
        self.moves.append(str(action))

    def _time(self, action: Time) -> None:
        self._expect("play", "buy more time")
        if self.rules.think_seconds is None:
            raise IllegalPlayError("there is no think timer (Rules(think_seconds=...))")
        self._pay(1, "another turn of the timer")
        self.scores[self.current] -= 1
        self.turn.paid += 1
        self.moves.append(str(action))

    # -- turn order
    def _start_turn(self) -> None:
        """Begin the turn of ``self.current``; a player without cards goes straight to drawing."""
        if self.over or self.hands[self.current]:
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
        self.turns_taken[self.current] += 1
        if t.play:
            self._idle_turns = 0
        if max(self.scores) >= self.rules.target:
            self.ending = True
        nxt = (self.current + 1) % self.players
        if self.ending and nxt == self.first:
            self.over = True
            return
        self.current = nxt
        self.turn = Turn(player=nxt, number=t.number + (1 if nxt == self.first else 0))
        self._start_turn()

    # ---------------------------------------------------------------- records
    def to_json(self) -> str:
        """The game record: rules, seed, players, first player and every action text."""
        return json.dumps({
            "game": RECORD_KIND,
            "version": RECORD_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "players": self.names,
            "first": self.first,
            "moves": self.moves,
        }, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Replay a record from its seed; :class:`RecordError` names the first bad entry."""
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as exc:
            raise RecordError(f"the record is not JSON: {exc}") from None
        if not isinstance(data, dict):
            raise RecordError("the record must be a JSON object")
        expected = {"game", "version", "rules", "seed", "players", "first", "moves"}
        if set(data) != expected:
            missing = sorted(expected - set(data))
            extra = sorted(set(data) - expected)
            raise RecordError("the record " + (f"lacks {missing[0]!r}" if missing
                                               else f"has an unknown field {extra[0]!r}"))
        if data["game"] != RECORD_KIND or data["version"] != RECORD_VERSION:
            raise RecordError(f"this is not a =Pari= record of version {RECORD_VERSION}")
        try:
            rules = Rules.from_dict(data["rules"])
        except (ValueError, TypeError) as exc:
            raise RecordError(f"the record's rules are wrong: {exc}") from None
        try:
            game = cls(data["players"], seed=data["seed"], rules=rules, first=data["first"])
        except (ValueError, TypeError) as exc:
            raise RecordError(f"the record's set-up is wrong: {exc}") from None
        moves = data["moves"]
        if not isinstance(moves, list):
            raise RecordError("the record's moves must be a list of texts")
        for i, move in enumerate(moves):
            try:
                if not isinstance(move, str):
                    raise IllegalPlayError("an entry must be a text")
                game.apply(move)
            except IllegalPlayError as exc:
                raise RecordError(f"entry {i + 1} ({move!r}) cannot be replayed: {exc}") from None
        return game

    def __repr__(self) -> str:
        return (f"<pari.Game {self.players} players, seed {self.seed}, phase {self.phase}, "
                f"scores {self.scores}>")


def _action_text(action: Action) -> str:  # pragma: no cover - convenience for debugging
    return str(action)
