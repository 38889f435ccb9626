"""Hints for a =Pari= player, one step at a time, from a nudge to the play itself.

With a correct equation in reach, step 1 says how many points the best one is worth,
step 2 which equation to work on, step 3 which of your cards to lay there and step 4
the whole row (a widget lays the cards for you). With none in reach, step 1 says so
and step 2 names the card to lay to pass the turn: the one the strong computer would
lay, where it helps the next players least.

>>> from summy_widget.pari import Game
>>> g = Game(players=["Ann", "Ben"], seed=30)
>>> g.rows, "".join(g.hands[0])
(('=2', 'x='), '5836+x')
>>> for step in (1, 2, 3, 4):
...     print(hint(g, step))
There is a correct equation worth 2 points.
Look at equation 1, the one that shows =2 now.
Lay 5, 3, + from your cards into equation 1.
Play 5=2+3 in equation 1: 2 points.
>>> h = hint(g, 4, lang="de")
>>> h.text, h.play, h.steps
('Spiele 5=2+3 in Gleichung 1: 2 Punkte.', '#1 5=2+3', 4)
>>> g = Game(players=["Ann", "Ben"], seed=1)
>>> g.rows, "".join(g.hands[0])
(('5=', ':='), '1698::')
>>> print(hint(g, 1))  # doctest: +NORMALIZE_WHITESPACE
No correct equation is in reach with your cards. Lay one card anywhere to pass this turn:
an incorrect equation scores nothing.
>>> h = hint(g, 4)
>>> h.step, h.steps, h.play
(2, 2, '#1 5:=')
>>> g = Game(players=["Ann", "Ben"], seed=42)  # 1=1 is correct, but too short to score
>>> print(hint(g, 1))  # doctest: +NORMALIZE_WHITESPACE
There is a correct equation in reach, but it scores 0 points: it has too few cards. Playing it
still clears the equation, and you lay a new card beside its =.
>>> print(hint(g, 4))
Play 1=1 in equation 2: 0 points.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from .. import i18n
from ..errors import expect_type
from .game import Game
from .narrate import added_positions, points_words, shown, spoken_row
from .players import best_plays
from .strong import choose_strong_play

__all__ = ["HINT_STEPS", "Hint", "hint", "laid_cards"]

#: The number of hint steps when a correct equation is in reach; step 4 gives the play away.
HINT_STEPS = 4
#: ... and when none is: step 2 names the card to lay to pass the turn.
PASS_STEPS = 2


@dataclass(frozen=True)
class Hint:
    """One hint: its ``step`` of ``steps`` and ``text``, plus what it is about.

    ``points`` (of the best correct equation), ``equation`` (its index, from 0), ``cards``
    (the hand cards it needs) and ``play`` (the action text) are filled in only up to the
    step asked for, so a widget may show every field of a hint. With no correct equation
    in reach, ``points`` is ``None`` and the last step's ``play`` lays one card to pass.
    """

    step: int
    steps: int
    text: str
    points: int | None = None
    equation: int | None = None
    cards: tuple[str, ...] = ()
    play: str | None = None

    def __str__(self) -> str:
        return self.text


def hint(game: Game, step: int = 1, lang: str = "en", spoken: bool = False) -> Hint:
    """A hint of ``step`` (1-4; a pass has 2 steps, a larger step gives its last) for the
    player to move in ``game``, which must be choosing a play; ``spoken``: rows and cards
    in words, for a screen reader.

    >>> g = Game(players=["Ann", "Ben"], seed=30)
    >>> hint(g, 2).equation, hint(g, 1).equation
    (0, None)
    >>> print(hint(g, 4, spoken=True))
    Play 5 equals 2 plus 3 in equation 1: 2 points.
    >>> hint(g, "2")
    Traceback (most recent call last):
    ...
    TypeError: step must be a whole number from 1 to 4, not str '2'
    """
    expect_type("game", game, Game, "a pari.Game, such as Game(players=['Ann', 'Ben'])")
    expect_type("step", step, int, f"a whole number from 1 to {HINT_STEPS}")
    if not 1 <= step <= HINT_STEPS:
        raise ValueError(f"step must be a whole number from 1 to {HINT_STEPS}, not {step!r}")
    lang = i18n.language(lang)  # a clear error now, not after the search
    if game.over or game.phase != "play":
        raise ValueError("a hint is about a play: the player to move is not choosing one")
    found = best_plays(game)
    row = (lambda text: spoken_row(text, lang)) if spoken else shown
    if not found:
        return _pass_hint(game, min(step, PASS_STEPS), lang, row)
    best = found[0]
    n = best.equation + 1
    hand = game.hands[game.current]
    cards = tuple(sorted(best.cards, key=hand.index))
    points = points_words(best.points, lang)
    # a correct equation of too few cards scores nothing, yet clears the equation
    worth = i18n.t("pari.hint.worth-nothing", lang) if best.points == 0 else \
        i18n.t("pari.hint.worth", lang, points=points)
    texts = [
        worth,
        i18n.t("pari.hint.look", lang, n=n, row=row(game.rows[best.equation])),
        i18n.t("pari.hint.cards", lang, n=n, cards=", ".join(row(c) for c in cards)),
        i18n.t("pari.hint.play", lang, row=row(best.row), n=n, points=points),
    ]
    return Hint(step, HINT_STEPS, texts[step - 1], points=best.points,
                equation=best.equation if step >= 2 else None,
                cards=cards if step >= 3 else (),
                play=best.text if step >= HINT_STEPS else None)


def _pass_hint(game: Game, step: int, lang: str, row: Callable[[str], str]) -> Hint:
    """No correct equation in reach: step 1 says so, step 2 names the card to lay."""
    if step == 1:
        return Hint(1, PASS_STEPS, i18n.t("pari.hint.none", lang))
    play = choose_strong_play(game, random.Random(game.seed))
    number, after = play[1:].split(" ", 1)
    equation = int(number) - 1
    card = after[added_positions(game.rows[equation], after)[0]]
    text = i18n.t("pari.hint.pass", lang, card=row(card), n=number, row=row(after))
    return Hint(2, PASS_STEPS, text, equation=equation, cards=(card,), play=play)


def laid_cards(row: str, play_row: str, hand: list[str]) -> list[dict[str, object]]:
    """The draft of a play: each card of ``play_row`` with the hand place it comes from
    (``None`` for the cards already on the table in ``row``).

    >>> laid_cards("=2", "5-3=2", list("58136+-"))
    [{'card': '5', 'hand': 0}, {'card': '-', 'hand': 6}, {'card': '3', 'hand': 3}, \
{'card': '=', 'hand': None}, {'card': '2', 'hand': None}]
    """
    new = set(added_positions(row, play_row))
    free = Counter()
    places: dict[str, list[int]] = {}
    for i, card in enumerate(hand):
        places.setdefault(card, []).append(i)
    draft: list[dict[str, object]] = []
    for k, card in enumerate(play_row):
        if k in new:
            draft.append({"card": card, "hand": places[card][free[card]]})
            free[card] += 1
        else:
            draft.append({"card": card, "hand": None})
    return draft

