"""Review of a game: every turn graded against the best move that was on the board.

``review(game)`` replays the game from its record and, for every turn, finds all
legal moves for the mover's rack at that moment (:func:`legal_moves`): the highest
score among them is ``best_score``, and the points the turn fell short of it are
``lost``. An exchange scores 0, so it loses ``best_score`` when a move was possible
(and nothing when none was). Each turn also shows what the strongest computer level
(``get_player("strong")``) would have played there, and one sentence on why, from
the figures the engine computed (points and the leave value of the tiles kept).

Grades, from the points lost (``lost``) and the best score (``best``) of the turn:

======================  =====================================================
grade                   points lost
======================  =====================================================
``best``                0
``good``                at most 2, or at most a tenth of ``best``
``inaccuracy``          at most 5, or at most a quarter of ``best``
``mistake``             at most 10, or at most half of ``best``
``blunder``             more than that
======================  =====================================================

(the first row that fits; "or" means whichever bound is larger, so a 3-point
miss on a 40-point best move is still ``good``). A turn that scores nothing when
points were possible is never ``good``: at best an ``inaccuracy`` (a =Pari= play
worth 2 missed, an exchange instead of a 2-point move).

What is shown: the review of a **finished** game shows every turn with the mover's
rack, as the end of the game reveals all racks anyway (the bag's order and the
seed are never shown). For a game **still in progress** ``review(game)`` is refused;
``review(game, seat=n)`` reviews only that seat's own turns (its own racks), so
nothing another player holds is shown.

>>> from summy_widget import summy
>>> g = summy.Game(players=["Ann", "Ben"], seed=3)
>>> for _ in range(4):
...     _ = g.play(summy.get_player("beginner").choose(g))
>>> r = summy.review(g, seat=0)
>>> [t.player for t in r.turns], r.turns[0].lost == r.turns[0].best_score - r.turns[0].score
([0, 0], True)
>>> grade(0, 20), grade(2, 20), grade(5, 20), grade(10, 20), grade(11, 20)
('best', 'good', 'inaccuracy', 'mistake', 'blunder')
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .. import i18n
from ..errors import GameError, expect_type
from .board import cell_name
from .game import Game
from .leaves import kept_tiles
from .levels import get_player
from .move import Exchange, Move
from .movegen import LegalMove, legal_moves
from .players import LEAVE_WEIGHT, best_move, leave_value

__all__ = ["GRADES", "Review", "TurnReview", "grade", "review", "review_html"]

#: The grades, best first.
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
#: (grade, most points lost, most lost as a fraction num/den of the best score)
THRESHOLDS = (("good", 2, 1, 10), ("inaccuracy", 5, 1, 4), ("mistake", 10, 1, 2))

#: The strongest computer level, whose choice the equity view shows.
STRONGEST = "strong"


def grade(lost: int, best: int) -> str:
    """The grade of a turn that lost ``lost`` points when the best scored ``best``.

    >>> grade(3, 40), grade(3, 10), grade(12, 20), grade(12, 30), grade(2, 2)
    ('good', 'inaccuracy', 'blunder', 'mistake', 'inaccuracy')
    """
    if lost <= 0:
        return "best"
    for name, most, num, den in THRESHOLDS:
        if (lost <= most or lost * den <= best * num) and not (name == "good" and lost >= best):
            return name
    return "blunder"


@dataclass(frozen=True)
class TurnReview:
    """One reviewed turn.

    ``player`` (seat) and ``name``, ``board`` (the position before the turn: a summy
    :class:`Board`, a Summa grid or the =Pari= rows), ``rack`` (the mover's symbols then),
    ``played`` (text) and ``score``; ``best`` (text of a highest-scoring choice, or
    ``None`` if there was none), ``best_score``, ``lost`` and ``grade``; ``strong`` (what
    the strongest computer level would have played, or ``None``) and ``why`` (one
    sentence with the figures, or ``None`` when it is the move played).
    """

    index: int
    player: int
    name: str
    board: Any
    rack: tuple[str, ...]
    played: str
    score: int
    best: str | None
    best_score: int
    lost: int
    grade: str
    strong: str | None = None
    why: str | None = None
    points: int | None = None

    @property
    def scored(self) -> int:
        """The points the turn itself added to the player's total (``points`` when set:
        a Summa row choice is judged by the total it allows, but scores its rows)."""
        return self.score if self.points is None else self.points


@dataclass(frozen=True)
class Review:
    """The review of a game: ``turns`` (:class:`TurnReview`), the players' ``names``,
    the ``game`` name (``summy``, ``summa`` or ``pari``) and whether it is ``over``.

    ``str(review)`` is a plain table, :meth:`to_html` a page for a class.
    """

    game: str
    names: tuple[str, ...]
    turns: tuple[TurnReview, ...]
    over: bool
    lang: str = "en"

    def totals(self) -> list[dict[str, Any]]:
        """Per player: points scored, best possible, points lost and how many of each grade."""
        out = []
        for seat, name in enumerate(self.names):
            mine = [t for t in self.turns if t.player == seat]
            if not mine:
                continue
            counts = Counter(t.grade for t in mine)
            scored, lost = sum(t.scored for t in mine), sum(t.lost for t in mine)
            out.append({"player": seat, "name": name, "turns": len(mine),
                        "score": scored, "best_score": scored + lost, "lost": lost,
                        "grades": {g: counts[g] for g in GRADES}})
        return out

    def __str__(self) -> str:
        lines = []
        for t in self.turns:
            best = "" if t.lost == 0 or t.best is None else f"; best {t.best} ({t.best_score})"
            lines.append(f"{t.index + 1:>3}. {t.name}: {t.played} ({t.score}) "
                         f"{t.grade}{best}")
        for total in self.totals():
            lines.append(f"{total['name']}: {total['score']} points, "
                         f"{total['lost']} lost of {total['best_score']} possible")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the game, names, whether it is over, totals and every turn (the
        board as rows of text; for Summy also the cells each move lays, ``played_cells`` and
        ``best_cells`` / ``strong_cells``, as ``{"J13": "4", ...}``), for a widget."""
        return {"game": self.game, "names": list(self.names), "over": self.over,
                "totals": self.totals(), "turns": [_turn_dict(self.game, t) for t in self.turns]}

    def to_html(self, lang: str | None = None) -> str:
        """A self-contained HTML page for a class (in ``lang``: en, de or nl)."""
        return review_html(self, lang or self.lang, page=True)

    def _repr_html_(self) -> str:
        return review_html(self, self.lang, page=False)


def _rows(board: Any) -> list[str]:
    """A position as rows of text (a summy Board, a Summa Grid or the =Pari= rows)."""
    if hasattr(board, "to_text"):
        return board.to_text().splitlines()
    if hasattr(board, "rows"):
        return list(board.rows)
    return list(board)


def _cells(text: str | None) -> dict[str, str]:
    """The cells a Summy move text lays tiles on (``{}`` for an exchange or no move)."""
    if not text or text.startswith("swap"):
        return {}
    return {cell_name(*c): s for c, s in Move.from_text(text).placements}


def _turn_dict(game: str, t: TurnReview) -> dict[str, Any]:
    """One reviewed turn as JSON-ready values."""
    out = {"index": t.index, "player": t.player, "name": t.name, "board": _rows(t.board),
           "rack": list(t.rack), "played": t.played, "score": t.score, "best": t.best,
           "best_score": t.best_score, "lost": t.lost, "grade": t.grade,
           "strong": t.strong, "why": t.why}
    if game == "summy":
        out.update(played_cells=_cells(t.played), best_cells=_cells(t.best),
                   strong_cells=_cells(t.strong))
    return out


# -- the summy review ---------------------------------------------------------------------


def review(game: Game, seat: int | None = None, lang: str = "en",
           strong: bool = True) -> Review:
    """The review of a summy ``game`` (see the module text for what it shows).

    ``seat`` limits it to one player's turns (required while the game is in progress).
    ``strong=False`` leaves out the strongest level's choice (quicker).
    """
    expect_type("game", game, Game, "a summy.Game")
    i18n.table(lang)
    if seat is not None:
        game._seat(seat)
    elif not game.over:
        raise GameError("review-in-progress", "the game is still in progress: review it "
                        "when it is over, or give seat=... to review one player's own turns",
                        key="review.error.in-progress")
    replay = Game(seed=game.seed, rules=game.rules, players=game.players)
    turns = []
    for index, turn in enumerate(game.history):
        if seat is None or turn.player == seat:
            turns.append(_review_turn(replay, index, turn, lang, strong))
        replay.play(turn.action if turn.action is not None else turn.text)
    return Review("summy", tuple(game.players), tuple(turns), game.over, lang)


def _review_turn(game: Game, index: int, turn: Any, lang: str, strong: bool) -> TurnReview:
    """One turn, judged on ``game`` as it stood before the turn (nothing is changed)."""
    rack = game.rack(game.current)
    moves = legal_moves(game.board, rack, game.rules)
    top = best_move(moves) if moves else None
    best_score = top.score if top else 0
    lost = best_score - turn.score
    choice = why = None
    if strong:
        choice = get_player(STRONGEST).choose(game)
        if _same(choice, turn.text):
            choice = turn.text
        else:
            why = _why(game, rack, moves, choice, turn, lang)
    return TurnReview(index, turn.player, game.players[turn.player], game.board, rack,
                      turn.text, turn.score, top.text if top else None, best_score, lost,
                      grade(lost, best_score), choice, why)


def _same(a: str, b: str) -> bool:
    """Two action texts for the same action (exchanges compare their tiles in any order)."""
    if a.startswith("swap") and b.startswith("swap"):
        return sorted(Exchange.parse(a).tiles) == sorted(Exchange.parse(b).tiles)
    return a == b


def _action(text: str, moves: list[LegalMove]) -> tuple[int, str]:
    """(points, tiles used) of an action text among ``moves`` (an exchange scores 0)."""
    if text.startswith("swap"):
        return 0, Exchange.parse(text).tiles
    found = next(m for m in moves if m.text == text)
    return found.score, found.tiles


def _tiles(kept: Sequence[str], lang: str) -> str:
    """Tiles kept, as a sentence names them: one by one in quotes (``'+ - 2 5 8'``, not
    ``+-258``, which reads as a number), or "no tile" (not ``-``, the minus tile).

    >>> _tiles("+-258", "en"), _tiles("", "en")
    ("'+ - 2 5 8'", 'no tile')
    """
    return f"'{' '.join(kept)}'" if kept else i18n.t("review.no-tiles", lang)


def _why(game: Game, rack: Sequence[str], moves: list[LegalMove], choice: str,
         turn: Any, lang: str) -> str:
    """Why the strong choice beats the move played, from the engine's own figures."""
    played_text = turn.text
    s_points, s_used = _action(choice, moves)
    p_points = turn.score
    p_used = Exchange.parse(played_text).tiles if played_text.startswith("swap") else (
        turn.action.tiles if turn.action is not None else "")
    s_kept, p_kept = kept_tiles(rack, s_used), kept_tiles(rack, p_used)
    s_leave, p_leave = leave_value(s_kept), leave_value(p_kept)
    params = {"strong": choice, "points": s_points, "played": played_text,
              "played_points": p_points, "more": s_points - p_points,
              "kept": _tiles(s_kept, lang), "leave": i18n.decimal(s_leave, lang, "+"),
              "played_kept": _tiles(p_kept, lang), "played_leave": i18n.decimal(p_leave, lang, "+")}
    key = _why_key(game.bag_count == 0, choice, (s_points, p_points), (s_kept, p_kept),
                   (s_leave, p_leave))
    if key in ("review.why.keeps", "review.why.same-keeps"):
        params["more"] = p_points - s_points
    params["equity"] = i18n.decimal(s_points + LEAVE_WEIGHT * s_leave, lang)
    params["played_equity"] = i18n.decimal(p_points + LEAVE_WEIGHT * p_leave, lang)
    return i18n.t(key, lang, counting=_counting(lang), **params)


def _why_key(bag_empty: bool, choice: str, points: tuple[int, int],
             kept: tuple[str, str], leaves: tuple[float, float]) -> str:
    """The reason's text, from the (strong, played) points, tiles kept and their leaves.

    Leaves that read the same (one decimal) are not set against each other ("-3.1 against
    -3.1"):

    >>> _why_key(False, "H8> 1+2=3", (9, 5), ("=", "="), (-2.7, -2.7))
    'review.why.more-same-tiles'
    >>> _why_key(False, "H8> 1+2=3", (9, 5), ("", ""), (-3.1, -3.1))
    'review.why.more-all-tiles'
    >>> _why_key(False, "H8> 1+2=3", (9, 5), ("", "9x"), (-3.1, -3.14))
    'review.why.more-as-much'
    >>> _why_key(False, "H8> 1+2=3", (9, 5), ("", "9x"), (-3.1, 1.0))
    'review.why.more'
    """
    (s_points, p_points), (s_kept, p_kept), (s_leave, p_leave) = points, kept, leaves
    if bag_empty:
        return "review.why.end"
    if s_points == p_points and s_kept == p_kept:  # the same tiles elsewhere: no better
        return "review.why.as-good"
    if choice.startswith("swap"):
        return "review.why.exchange"
    if s_points > p_points:
        if s_kept == p_kept:
            return "review.why.more-same-tiles" if s_kept else "review.why.more-all-tiles"
        if f"{s_leave:.1f}" == f"{p_leave:.1f}":
            return "review.why.more-as-much"
        return "review.why.more-and-keeps" if s_leave >= p_leave else "review.why.more"
    return "review.why.keeps" if s_points < p_points else "review.why.same-keeps"


def _counting(lang: str) -> str:
    """How "in all" is counted, as the end of a reason (the table says it once instead).

    >>> _counting("en"), _counting("de")
    (', counting points plus 1.3 times the leave', ', Punkte plus 1,3 mal der Rest')
    """
    return i18n.t("review.why.counting", lang, weight=i18n.decimal(LEAVE_WEIGHT, lang))


# -- HTML -------------------------------------------------------------------------------


_GRADE_COLOUR = {"best": "#1b7f3b", "good": "#3f7f1b", "inaccuracy": "#8a6d00",
                 "mistake": "#b35900", "blunder": "#b00020"}


# The review in a notebook: a sheet of its own colours, readable on a light or a dark page,
# whose rules reach nothing outside it (the notebook's own tables keep their look). The class
# is named three times so that these rules outweigh a notebook's own for rendered HTML
# (JupyterLab's right-aligned cells and dark code boxes weigh two classes).
_SHEET = "div.summy-review.summy-review.summy-review"
_SHEET_CSS = (
    f"{_SHEET}{{background:#fff;color:#111;font-family:sans-serif;padding:4px 12px;"
    f"margin:4px 0;border-radius:6px}}"
    f"{_SHEET} h1,{_SHEET} h2{{color:#111}}"
    f"{_SHEET} table{{border-collapse:collapse;margin-bottom:1em;color:#111}}"
    f"{_SHEET} td,{_SHEET} th{{border:1px solid #999;padding:2px 6px;text-align:left;"
    f"background:#fff;color:#111}}"
    f"{_SHEET} th{{background:#eee}}"
    f"{_SHEET} code{{font-size:1.05em;background:none;color:#111;white-space:nowrap}}"
    f"{_SHEET} .summy-review-frame{{overflow-x:auto;max-width:100%;margin-bottom:1em}}"
    f"{_SHEET} .summy-review-frame>table{{margin-bottom:2px}}"
    f"{_SHEET} .summy-review-frame:focus-visible{{outline:3px solid #1a5fb4;outline-offset:2px}}"
)


def _why_under(strong: str | None, why: str, lang: str = "en") -> str:
    """The reason as it stands under the strong move in the table: without the move again at
    its start (the line above names it) and without how "in all" is counted (the note under
    the table says it once).

    >>> _why_under("H10> 0-72(+7)5=3", "H10> 0-72(+7)5=3 scores 2 more (24 against 22).")
    'scores 2 more (24 against 22).'
    >>> _why_under("swap 5", "With the bag empty, the strong computer plays for the finish.")
    'With the bag empty, the strong computer plays for the finish.'
    >>> _why_under("swap 5", "swap 5 keeps '1': 9.1 against 4.0 in all, counting points plus "
    ...            "1.3 times the leave.")
    "keeps '1': 9.1 against 4.0 in all."
    """
    why = why[len(strong) + 1:] if strong and why.startswith(strong + " ") else why
    counting = _counting(lang) + "."
    return why[:-len(counting)] + "." if why.endswith(counting) else why


def _scrolls(table: str, name: str) -> str:
    """``table`` in a frame that scrolls sideways when the column is narrower than it (inside the
    review's card, not JupyterLab's output), a region named ``name`` that Tab reaches and the
    arrow keys scroll: JupyterLab's shortcuts (the arrows move between cells) skip a key whose
    target is marked ``data-lm-suppress-shortcuts``, so the browser scrolls the frame instead.

    >>> print(_scrolls("<table></table>", "Turn by turn").replace("><", ">\\n<"))
    <div class="summy-review-frame" role="region" tabindex="0" aria-label="Turn by turn" \
data-lm-suppress-shortcuts="true">
    <table>
    </table>
    </div>
    """
    return (f'<div class="summy-review-frame" role="region" tabindex="0" aria-label="{name}" '
            f'data-lm-suppress-shortcuts="true">{table}</div>')


def review_html(r: Review, lang: str = "en", page: bool = True) -> str:
    """The review as HTML: per-player totals, then every turn (``page``: a whole page).

    The reasons stay in the language the review was made in (``r.lang``); the page's own
    words are in ``lang``."""
    i18n.table(lang)
    said_in = r.lang  # how the reasons end ("…, counting points plus 1.3 times the leave.")

    def t(key: str, **params: Any) -> str:
        return html.escape(i18n.t(f"review.{key}", lang, **params))

    def esc(value: Any) -> str:
        return html.escape("" if value is None else str(value))

    head = "".join(f"<th>{t('col.' + c)}</th>" for c in ("player", "score", "best-score", "lost"))
    head += "".join(f"<th>{t('grade.' + g)}</th>" for g in GRADES)
    rows = []
    for total in r.totals():
        cells = [esc(total["name"]), total["score"], total["best_score"], total["lost"],
                 *(total["grades"][g] for g in GRADES)]
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    totals = f"<table><tr>{head}</tr>{''.join(rows)}</table>"
    racks = any(tr.rack for tr in r.turns)  # Summa has none: the column is left out
    cols = ("turn", "player", "rack", "played", "score", "best", "best-score", "lost",
            "grade", "strong")
    head = "".join(f"<th>{t('col.' + c)}</th>" for c in cols if racks or c != "rack")
    rows = []
    for tr in r.turns:
        colour = _GRADE_COLOUR[tr.grade]
        strong = (f"<code>{esc(tr.strong)}</code>" if tr.strong else "-") + (
            f"<br><small>{esc(_why_under(tr.strong, tr.why, said_in))}</small>" if tr.why else "")
        cells = [tr.index + 1, esc(tr.name), esc("".join(tr.rack)),
                 f"<code>{esc(tr.played)}</code>", tr.score,
                 f"<code>{esc(tr.best)}</code>" if tr.best else "-", tr.best_score, tr.lost,
                 f'<b style="color:{colour}">{t("grade." + tr.grade)}</b>', strong]
        if not racks:
            del cells[2]
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    turns = f"<table><tr>{head}</tr>{''.join(rows)}</table>"
    title = t("title." + r.game)
    counted = any(tr.why and tr.why.endswith(_counting(said_in) + ".") for tr in r.turns)
    counting = f" {t('counting', weight=i18n.decimal(LEAVE_WEIGHT, lang))}" if counted else ""
    if not page:  # in a notebook's column: a table wider than it scrolls in its own frame
        totals, turns = _scrolls(totals, t("totals")), _scrolls(turns, t("turns"))
    body = (f"<h1>{title}</h1><h2>{t('totals')}</h2>{totals}"
            f"<h2>{t('turns')}</h2>{turns}<p><small>{t('thresholds')}{counting}</small></p>")
    style = ("body{font-family:sans-serif;margin:1em}table{border-collapse:collapse;"
             "margin-bottom:1em}td,th{border:1px solid #999;padding:2px 6px;"
             "text-align:left}th{background:#eee}code{font-size:1.05em}")
    if not page:
        return f'<div class="summy-review"><style>{_SHEET_CSS}</style>{body}</div>'
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            f"<title>{title}</title><style>{style}</style></head><body>{body}</body></html>")

