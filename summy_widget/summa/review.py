"""Review of a Summa Summarum game: each player's scoring against the best the sheet allowed.

With the dice written, what is left to decide is the scoring: which groups to keep in the
rows (everything else in a row is cancelled) and then in the columns. The review has two
turns per player, graded as in :mod:`summy_widget.summy.review` (by points lost):

- the **row choice** (``across``): ``score`` is the total these rows allow at best, with
  the best columns after them; ``best_score`` is the best total of the whole sheet
  (:func:`~summy_widget.summa.scoring.best_score`, which may take less in a row to gain in
  the columns): "the best you could have scored with these rolls"; ``points`` the rows'
  own points;
- the **column choice** (``down``): ``score`` the columns' points, ``best_score`` the best
  columns after the rows chosen.

The two turns' ``lost`` add up to the best total minus the player's total. The placing of
the dice is not graded (which cell a die should go in depends on the dice still to come).
A finished game's review shows every sheet (they are public at the end). In a game still
being scored, ``review(game, seat=n)`` reviews that player's own scoring once they have
chosen their rows; ``review(game)`` is refused until every sheet is scored.

>>> from summy_widget import summa
>>> g = summa.Game(players=["Ann"], seed=7)
>>> while not g.over:
...     _ = g.play(summa.get_player("greedy").choose(g, 0), seat=0)
>>> r = summa.review(g)
>>> [(t.played.split()[1], t.grade) for t in r.turns]
[('across', 'best'), ('down', 'best')]
"""

from __future__ import annotations

from .. import i18n
from ..errors import GameError, expect_type
from ..summy.review import Review, TurnReview, grade
from .game import Game, Score
from .grid import SIZE
from .lines import best_line
from .scoring import Scoring, best_score

__all__ = ["review"]


def review(game: Game, seat: int | None = None, lang: str = "en") -> Review:
    """The review of a Summa ``game``'s scoring (see the module text)."""
    expect_type("game", game, Game, "a summa.Game")
    i18n.table(lang)
    if seat is not None:
        game._player(seat)
    seats = range(game.players) if seat is None else [seat]
    if any(game.scorings[p] is None for p in seats) or (seat is None and not game.over):
        raise GameError("review-in-progress", "the sheets are not scored yet: review the game "
                        "when it is over, or give seat=... once that player has scored",
                        key="review.error.summa-in-progress")
    turns: list[TurnReview] = []
    for index, turn in enumerate(game.history):
        if isinstance(turn.action, Score) and turn.player in seats:
            turns.append(_review_score(game, index, turn, lang))
    return Review("summa", tuple(game.names), tuple(turns), game.over, lang)


def _best_columns(scoring: Scoring) -> tuple[int, list[str]]:
    """The best column points after the rows of ``scoring``, and the groups' names."""
    after = scoring.after_rows
    total, names = 0, []
    for c in range(SIZE):
        points, groups = best_line(after.column(c), scoring.min_length)
        total += points
        names += [f"{'ABCDEF'[c]}{a + 1}-{'ABCDEF'[c]}{b}" for a, b in groups]
    return total, names


def _review_score(game: Game, index: int, turn, lang: str) -> TurnReview:
    """One scoring turn (rows or columns) of ``turn.player``, judged on their sheet."""
    player = turn.player
    final = game.scorings[player]
    grid = final.grid
    rows_only = Scoring(grid, final.min_length, final.across_groups)
    columns, column_names = _best_columns(rows_only)
    if turn.action.direction == "across":
        best = best_score(grid, final.min_length)
        score, best_total = rows_only.across + columns, best.total
        best_text = f"{player + 1} across " + " ".join(g.name for g in best.across_groups)
        key, points = "review.why.summa-across", rows_only.across
    else:
        score, best_total = turn.score, columns
        best_text = f"{player + 1} down " + " ".join(column_names)
        key, points = "review.why.summa-down", turn.score
    lost = best_total - score
    why = None if lost == 0 else i18n.t(key, lang, best_score=best_total, score=score)
    return TurnReview(index, player, game.names[player], grid, (), turn.text, score,
                      best_text.strip(), best_total, lost, grade(lost, best_total),
                      best_text.strip() if lost else turn.text, why, points)
