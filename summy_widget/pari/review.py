"""Review of a =Pari= game: every play against the best play the hand allowed.

The game is replayed from its record. Before each play the review lists every correct
row the mover could make from their hand in any equation
(:func:`~summy_widget.pari.search.correct_rows`, complete: every correct row is found),
and the highest points among them are ``best_score``. On a big hand the search is
bounded in work like the computer players' (:func:`~summy_widget.pari.bounded.insert_bound`):
the best play is then the best within that many hand cards (a hand of up to 8 cards
is searched whole, one of 12 within 5 or 6 cards), so a review never takes minutes.
A play that makes no correct row, or a turn whose play phase ended without a play
(time up), scores 0 and loses ``best_score``. Grades as in :mod:`summy_widget.summy.review`,
by points lost. Paid moves (shift, cover) are not graded themselves: the play after them
is judged on the rows they left, and their cost shows in the scores.

A finished game's review shows each mover's hand at each play (the hands are named in the
table for the class; the piles' order and the seed are never shown). While the game is in
progress, ``review(game)`` is refused and ``review(game, seat=n)`` reviews only that
seat's own plays.

>>> from summy_widget import pari
>>> g = pari.Game(players=["Ann", "Ben"], seed=30)
>>> _ = g.play("#2 x=5"); _ = g.play("draw digit digit")
>>> r = pari.review(g, seat=0)
>>> t = r.turns[0]
>>> t.played, t.score, t.lost == t.best_score, t.rack
('#2 x=5', 0, True, ('5', '8', '3', '6', '+', 'x'))
"""

from __future__ import annotations

from collections import Counter

from .. import i18n
from ..errors import GameError, expect_type
from ..summy.review import Review, TurnReview, grade
from .bounded import insert_bound
from .game import Game
from .moves import Play, parse
from .search import Found, correct_rows

__all__ = ["best_found", "review"]


def best_found(game: Game) -> Found | None:
    """The highest-scoring correct row the player to act can make now (ties: more cards,
    then the first equation, then the row's text), or ``None`` if there is none; on a
    big hand the best within the cards :func:`.bounded.insert_bound` allows.

    >>> g = Game(players=["Ann", "Ben"], seed=30)
    >>> best_found(g).points > 0
    True
    """
    hand = game.hands[game.current]
    limit = insert_bound(game.rows, Counter(hand), game.rules)
    best: Found | None = None
    for i, row in enumerate(game.rows):
        for f in correct_rows(row, Counter(hand), game.rules, equation=i, max_insert=limit,
                              hand_size=len(hand)):
            if best is None or (f.points, len(f.cards)) > (best.points, len(best.cards)):
                best = f
    return best


def review(game: Game, seat: int | None = None, lang: str = "en") -> Review:
    """The review of a =Pari= ``game`` (see the module text)."""
    expect_type("game", game, Game, "a pari.Game")
    i18n.table(lang)
    if seat is not None:
        game._check_seat(seat)
    elif not game.over:
        raise GameError("review-in-progress", "the game is still in progress: review it "
                        "when it is over, or give seat=... to review one player's own turns",
                        key="review.error.in-progress")
    replay = Game(list(game.names), seed=game.seed, rules=game.rules, first=game.first)
    turns: list[TurnReview] = []
    for index, text in enumerate(game.moves):
        before = replay.phase
        player = replay.current
        mine = seat is None or player == seat
        if before == "play" and mine:
            rows, hand = replay.rows, tuple(replay.hands[player])
            best = best_found(replay)
        turn = replay.play(text)
        is_play = isinstance(parse(text), Play)
        if before == "play" and mine and (is_play or replay.phase != "play"):
            score = turn.points if is_play and turn.verdict and turn.verdict.valid else 0
            turns.append(_turn(replay, index, player, rows, hand, text, score, best, lang))
    return Review("pari", tuple(game.names), tuple(turns), game.over, lang)


def _turn(game: Game, index: int, player: int, rows: tuple[str, ...], hand: tuple[str, ...],
          text: str, score: int, best: Found | None, lang: str) -> TurnReview:
    best_score = best.points if best else 0
    lost = max(best_score - score, 0)
    why = None
    if lost and best is not None:
        why = i18n.t("review.why.pari", lang, best=best.text, best_score=best_score,
                     score=score)
    return TurnReview(index, player, game.names[player], rows, hand, text, score,
                      best.text if best else None, best_score, lost, grade(lost, best_score),
                      best.text if best and lost else text, why)
