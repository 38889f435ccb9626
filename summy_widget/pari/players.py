"""Computer players for =Pari=: ``beginner``, ``greedy`` and ``strong``.

Every level finds correct equations with :func:`.search.correct_rows` (all ways to
insert hand cards into each equation, the two sides meeting by value). On a big
hand the search is bounded in work (:mod:`.bounded`): a row uses at most as many
hand cards as fit the bound, so no turn takes minutes however many cards are held.

- ``beginner`` plays a correct equation that scores when it sees one, but a random one of
  them, not the best (else a correct one that scores nothing, else a card somewhere): in
  three-player games against ``greedy`` it wins about 30 % where an equal player would win
  50 % (``bench/pari_bench.py --match beginner-greedy``).
- ``greedy`` always takes the most points it can get now.
- ``strong`` weighs each candidate play by its equity (:mod:`.strong`): points now,
  the cards kept and what they may score next turn, minus what the next two
  players could score after it; it lays new cards where they help least and draws
  digits (an operator only for a hand without one).

A player only looks at what its seat may see: its own hand and the table.

>>> from summy_widget.pari import Game
>>> g = Game(players=["Ann", "Ben"], seed=3)
>>> bot = ComputerPlayer("greedy", seed=1)
>>> turn = bot.take_turn(g)
>>> turn.player, g.current
(1, 0)

:func:`get_player` gives the player of a level; its :meth:`ComputerPlayer.choose`
returns the next action text and leaves the game as it was:

>>> text = get_player("greedy").choose(g, 0)
>>> g.play(text, seat=0).player
0
"""

from __future__ import annotations

import random
from collections import Counter

from ..errors import expect_type, out_of_turn, unknown_level
from .bounded import insert_bound
from .game import Game, Turn
from .moves import PILES, SIDES, IllegalPlayError
from .rules import DIGIT_CARDS
from .search import Found, correct_rows
from .strong import choose_strong_draw, choose_strong_play

__all__ = ["ComputerPlayer", "LEVELS", "best_plays", "get_player"]

LEVELS = ("beginner", "greedy", "strong")
_ALL = "0123456789+-x:"


def best_plays(game: Game, max_insert: int | None = None, budget: int = 40_000) -> list[Found]:
    """Every correct equation the current player can make now with at most ``max_insert``
    hand cards, best points first; ``max_insert`` None: as many as the work bound of
    :func:`.bounded.insert_bound` allows (the whole hand unless it is big).
    ``budget`` is accepted for older callers and ignored.

    >>> g = Game(players=["Ann", "Ben"], seed=3)
    >>> all(len(f.cards) <= 2 for f in best_plays(g, max_insert=2))
    True
    """
    hand = Counter(game.hands[game.current])
    if not hand or game.phase != "play":
        return []
    if max_insert is None:
        max_insert = insert_bound(game.rows, hand, game.rules)
    found: list[Found] = []
    for i, row in enumerate(game.rows):
        found += correct_rows(row, hand, game.rules, equation=i, max_insert=max_insert,
                              budget=budget, hand_size=len(game.hands[game.current]))
    found.sort(key=lambda f: (-f.points, -len(f.cards), f.equation, f.row))
    return found


def danger(row: str, game: Game) -> float:
    """How easily an opponent makes ``row`` correct with one card: the points of each
    single-card completion, plus one, summed."""
    symbols = Counter({c: 1 for c in DIGIT_CARDS + game.rules.operators})
    found = correct_rows(row, symbols, game.rules, max_insert=1, budget=5_000, hand_size=99)
    return sum(f.points + 1 for f in found)


class ComputerPlayer:
    """A computer player of a given level; its own ``random.Random(seed)`` breaks ties."""

    def __init__(self, level: str = "greedy", seed: int = 0) -> None:
        expect_type("level", level, str, f"one of {', '.join(LEVELS)}")
        if level not in LEVELS:
            raise unknown_level(level, LEVELS)
        expect_type("seed", seed, int, "a whole number")
        self.level = level
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"ComputerPlayer({self.level!r})"

    # ---------------------------------------------------------------- steps
    def step(self, game: Game) -> str:
        """Carry out the next step of the current turn and return its action text."""
        text = self.choose(game)
        game.play(text)
        return text

    def choose(self, game: Game, seat: int | None = None) -> str:
        """The action text for the next step of the current turn; ``game`` is not changed.

        ``seat``, when given, must be the player to act.
        """
        expect_type("game", game, Game, "a pari.Game")
        if seat is not None:
            game._check_seat(seat)  # a seat number of this game
            if seat not in game.to_act:
                raise out_of_turn(IllegalPlayError, game.names[seat],
                                  [game.names[p] for p in game.to_act])
        phase = game.phase
        if phase == "play":
            text = self.choose_play(game)
        elif phase == "lay":
            pile, side = self.choose_lay(game)
            text = f"lay #{game.pending_lay + 1} {pile} {side}"
        elif phase == "draw":
            text = " ".join(["draw", *self.choose_draw(game)])
        elif phase == "pass":
            text = f"pass {self.choose_pass(game)}"
        else:
            raise IllegalPlayError("game-over", key="error.game-over")
        return text

    def take_turn(self, game: Game) -> Turn:
        """Play the whole turn of the current player."""
        player = game.current
        number = len(game.history)
        while not game.over and game.current == player and len(game.history) == number:
            self.step(game)
        return game.history[-1]

    # -------------------------------------------------------------- choices
    def choose_play(self, game: Game) -> str:
        """The play text for the current player."""
        if self.level == "beginner":
            found = best_plays(game)
            scoring = [f for f in found if f.points > 0]
            if scoring or found:
                return self.rng.choice(scoring or found).text
            return self._random_card(game)
        if self.level == "strong":
            return choose_strong_play(game, self.rng)
        found = best_plays(game)
        if found:
            top = [f for f in found if f.points == found[0].points]
            return self.rng.choice(top).text
        return self._random_card(game)

    def choose_lay(self, game: Game) -> tuple[str, str]:
        """Pile and side for the new card beside the ``=`` that needs one."""
        piles = [p for p in PILES if game.available(p)]
        if self.level != "strong":
            return self.rng.choice(piles), self.rng.choice(SIDES)
        eq = game.pending_lay
        row = game.rows[eq]
        best = None
        for pile in piles:
            cards = DIGIT_CARDS if pile == "digit" else game.rules.operators
            for side in SIDES:
                risk = sum(danger(c + row if side == "left" else row + c, game)
                           for c in cards) / len(cards)
                if best is None or risk < best[0]:
                    best = (risk, pile, side)
        return best[1], best[2]

    def choose_draw(self, game: Game) -> list[str]:
        """Which piles to draw from: the most cards allowed; ``greedy`` and ``beginner``
        keep the game's default (two digits to each operator), ``strong`` draws digits
        (:func:`.strong.choose_strong_draw`)."""
        if self.level == "strong":
            return choose_strong_draw(game)
        return game.default_draw()

    def choose_pass(self, game: Game) -> str:
        """The card to give away: one the hand has most of."""
        hand = game.hands[game.current]
        counts = Counter(hand)
        return max(sorted(counts), key=lambda c: counts[c])

    # --------------------------------------------------------------- helpers
    def _random_card(self, game: Game) -> str:
        hand = game.hands[game.current]
        eq = self.rng.randrange(len(game.rows))
        gap = self.rng.randint(0, len(game.rows[eq]))
        return game.row_with(eq, [(gap, self.rng.choice(hand))])


def get_player(level: str = "greedy", seed: int = 0) -> ComputerPlayer:
    """The computer player of ``level`` (``beginner``, ``greedy`` or ``strong``).

    >>> get_player("strong")
    ComputerPlayer('strong')
    """
    return ComputerPlayer(level, seed=seed)
