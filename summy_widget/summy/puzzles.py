""""Find the best move" puzzles: a position, a rack, and every move that scores most.

A puzzle is made by seeded play between two computer players, stopped part-way;
the rack of the player to move is the puzzle's rack. The best moves come from the
complete move generator, so a student's answer is checked against all of them.
The same seed and difficulty always give the same puzzle, so a teacher can hand a
different seed to each student and still know the answers.

A puzzle has a clear answer: the best score beats the second-best score by at least
:data:`MARGIN` points (easy 6, medium 4, hard 2), so a move that is nearly as good
does not pass for the answer. Several moves may reach the best score (at most
:data:`MOST_BEST_MOVES`): often the same tiles in another order (``15+77=92`` and
``17+75=92``) or in another place, sometimes another sum worth as much; each is a best
answer, and the messages say which kind they are (:meth:`Puzzle.best_kind`). Easy and
medium puzzles never have a *zero trick*
(:func:`zero_trick`) among their best moves: a sum one of whose terms is a product or
quotient of two or more numbers with a 0 among them (``0:61288+9=9``, ``6+8x0=6``),
a term that is 0 whatever the other numbers are, so a long row of tiles scores with no
arithmetic at all. Hard puzzles may have one (finding it is part of the challenge).

The answer is not in the puzzle's text, its HTML or its ``repr``: ask for it with
:meth:`Puzzle.answer` (or ``puzzle.best``).

>>> p = generate(seed=1, difficulty="easy")
>>> p == generate(seed=1, difficulty="easy")
True
>>> p.check(p.best[0].text).is_best
True
>>> p.check("A1> 1+1=2").legal
False
"""

from __future__ import annotations

import functools
import html
import random
import re
from dataclasses import dataclass, field

from .. import i18n
from .board import Board, board_html
from .errors import IllegalMoveError
from .evaluate import MoveResult, evaluate_move
from .game import Game, check_holds
from .levels import computer_move
from .move import Move
from .movegen import LegalMove, legal_moves
from .players import best_move
from .rules import Rules
from .words import counted

__all__ = ["DIFFICULTIES", "MARGIN", "Answer", "Puzzle", "generate", "sums_laid",
           "zero_trick"]

#: For each difficulty: how many turns the computers play first, and at least as many of
#: them must lay a sum (:func:`sums_laid`: an exchange lays nothing, so a harder puzzle's
#: board is busier, never an opening's one sum); how many legal moves the position must
#: offer at least; and how many different scores they must reach (so that finding the
#: best one is a real choice).
DIFFICULTIES: dict[str, tuple[range, int, int]] = {
    "easy": (range(1, 4), 4, 3),
    "medium": (range(4, 9), 12, 5),
    "hard": (range(9, 16), 30, 8),
}

#: A puzzle whose best score can be reached in more ways than this is too easy to guess.
MOST_BEST_MOVES = 8

#: How many points the best score must beat the second-best score by, per difficulty.
MARGIN: dict[str, int] = {"easy": 6, "medium": 4, "hard": 2}

#: The difficulties whose best moves may not be a zero trick.
NO_ZERO_TRICKS = ("easy", "medium")

#: Tries of seeded play before a seed is given up (each try is one short game).
ATTEMPTS = 200

#: The puzzles made last that :func:`generate` keeps, to hand out again without the search.
KEPT_PUZZLES = 64

_TERM_SPLIT = re.compile(r"[+=-]")


def zero_trick(text: str) -> bool:
    """Is the sum ``text`` a zero trick: does a term multiply or divide a 0 with other
    numbers (a product or quotient of two or more numbers, one of them 0)?

    >>> zero_trick("0:61288+9=9"), zero_trick("6+8x0=6"), zero_trick("3x0x7=0")
    (True, True, True)
    >>> zero_trick("10x2=20"), zero_trick("0+9=9"), zero_trick("20:4=5"), zero_trick("0=0")
    (False, False, False, False)
    """
    for term in _TERM_SPLIT.split(text.replace("(", "").replace(")", "")):
        numbers = re.split(r"[x:]", term)
        if len(numbers) > 1 and "0" in numbers:
            return True
    return False


def _has_zero_trick(board: Board, move: LegalMove, rules: Rules) -> bool:
    """Does any sum the move makes (its main sum or a cross sum) hold a zero trick?"""
    return any(zero_trick(s.text) for s in move.evaluate(board, rules).sums)


@dataclass(frozen=True)
class Answer:
    """The verdict on a student's answer to a puzzle."""

    text: str
    legal: bool
    score: int
    best_score: int
    message: str
    result: MoveResult | None = None

    @property
    def is_best(self) -> bool:
        return self.legal and self.score == self.best_score

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Puzzle:
    """A position (``board``), the ``rack`` to play from, and all best moves."""

    seed: int
    difficulty: str
    board: Board
    rack: tuple[str, ...]
    rules: Rules
    moves: tuple[LegalMove, ...] = field(repr=False)

    @property
    def best_score(self) -> int:
        return max(m.score for m in self.moves)

    @property
    def best(self) -> tuple[LegalMove, ...]:
        """Every move that scores :attr:`best_score`."""
        top = self.best_score
        return tuple(m for m in self.moves if m.score == top)

    @property
    def second_score(self) -> int:
        """The second-best score (the best of the moves that score less than the best)."""
        top = self.best_score
        return max((m.score for m in self.moves if m.score < top), default=0)

    def best_kind(self) -> str:
        """How the best moves differ: ``"one"`` (there is one), ``"order"`` (the same tiles
        on the same cells in another order), ``"place"`` (the same tiles, also in another
        place) or ``"sums"`` (other tiles: other sums that score as much).

        >>> generate(seed=4, difficulty="medium").best_kind()
        'order'
        """
        if len(self.best) == 1:
            return "one"
        tiles = {tuple(sorted(Move.from_text(m.text).tiles)) for m in self.best}
        if len(tiles) > 1:
            return "sums"
        cells = {frozenset(c for c, _ in Move.from_text(m.text).placements) for m in self.best}
        return "order" if len(cells) == 1 else "place"

    def shared(self, lang: str = "en") -> str:
        """How many moves reach the best score and how they differ, in ``lang``
        (empty when one move does).

        >>> generate(seed=4, difficulty="medium").shared()
        '4 moves reach it: the same tiles in another order'
        """
        kind = self.best_kind()
        if kind == "one":
            return ""
        return i18n.t("puzzle.shared", lang, count=len(self.best),
                      kind=i18n.t(f"puzzle.kind.{kind}", lang))

    def answer(self, lang: str = "en") -> str:
        """The answer, asked for on purpose: one best move and its score (and how many
        moves score as much, counted as :meth:`check` counts them), in ``lang``.

        >>> generate(seed=4, difficulty="medium").answer()
        'L1v 2+9-(5)=6 for 22 points (4 moves reach it: the same tiles in another order)'
        >>> generate(seed=4, difficulty="medium").answer("de")[:42]
        'L1v 2+9-(5)=6 für 22 Punkte (4 Züge schaff'
        """
        shared = self.shared(lang)
        more = f" ({shared})" if shared else ""
        return counted("puzzle.answer", lang, self.best_score, move=self.best[0].text,
                       score=self.best_score) + more

    def check(self, answer: str | Move, lang: str = "en") -> Answer:
        """Is ``answer`` (a move text or a Move) legal with this rack, and is it a best move?

        The message is in ``lang`` (``en``, ``de`` or ``nl``).
        """
        text = str(answer)
        try:
            move = answer if isinstance(answer, Move) else Move.from_text(text)
            check_holds(self.rack, move.tiles, "you")
            result = evaluate_move(self.board, move, self.rules)
        except IllegalMoveError as err:
            message = i18n.t("puzzle.illegal", lang, reason=err.text(lang))
            return Answer(text, False, 0, self.best_score, message)
        text = str(move)
        n = len(self.best)
        if result.score == self.best_score:
            key = "puzzle.best" if n == 1 else "puzzle.best-shared"
            message = i18n.t(key, lang, move=text, score=result.score, count=n,
                             shared=self.shared(lang))
        else:
            message = i18n.t(
                "puzzle.better", lang, move=text, score=result.score, best=self.best_score
            )
        return Answer(text, True, result.score, self.best_score, message, result)

    def _repr_html_(self) -> str:
        tiles = "".join(
            '<span style="display:inline-block;min-width:1.6em;padding:2px 4px;margin:1px;'
            'border:1px solid #888;border-radius:4px;background:#fdf6e3;color:#111;'
            f'font:bold 1.2em monospace;text-align:center">{html.escape(t)}</span>'
            for t in self.rack
        )
        return (
            f"<div><b>Puzzle {self.seed} ({self.difficulty})</b>: find the best move for "
            f"this rack.<br>{tiles}</div>{board_html(self.board)}"
        )


def generate(seed: int, difficulty: str = "medium", rules: Rules | None = None) -> Puzzle:
    """A puzzle from ``seed`` at ``difficulty`` (``easy``, ``medium`` or ``hard``).

    Seeded games between two greedy computer players are stopped part-way until one
    gives a position that passes the difficulty's tests (see :data:`DIFFICULTIES`,
    :data:`MARGIN`, :data:`NO_ZERO_TRICKS`, :data:`MOST_BEST_MOVES`). The last
    :data:`KEPT_PUZZLES` puzzles are kept: asked for again, the same puzzle comes at once.

    >>> generate(seed=7) is generate(seed=7, difficulty="medium")
    True
    >>> generate(seed="7")
    Traceback (most recent call last):
    ...
    TypeError: a puzzle's seed is a whole number such as 7, not '7'
    """
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TypeError(f"a puzzle's seed is a whole number such as 7, not {seed!r}")
    if difficulty not in DIFFICULTIES:
        raise ValueError(
            f"unknown difficulty {difficulty!r}: use one of {', '.join(DIFFICULTIES)}"
        )
    return _generate(seed, difficulty, rules or Rules())


@functools.lru_cache(maxsize=KEPT_PUZZLES)
def _generate(seed: int, difficulty: str, rules: Rules) -> Puzzle:
    """The puzzle of :func:`generate`, made once per seed, difficulty and rules.

    A puzzle is immutable, so the same one may be handed out again: a lesson that shows a
    student's puzzle, then checks answers to it, or a teacher who asks for the class's seeds
    twice, waits for each only once (a medium puzzle takes about a second; in the classroom
    site's browser several).
    """
    rng = random.Random(f"puzzle:{seed}:{difficulty}")
    for _attempt in range(ATTEMPTS):
        found = _attempt_puzzle(rng, seed, difficulty, rules)
        if found is not None:
            return found
    raise ValueError(f"no puzzle found for seed {seed} at {difficulty}: try another seed")


def _attempt_puzzle(rng: random.Random, seed: int, difficulty: str,
                    rules: Rules) -> Puzzle | None:
    """One try: a seeded game played on from a random turn of the difficulty's range;
    the first of its positions in that range that passes, or ``None``."""
    turns = DIFFICULTIES[difficulty][0]
    game = Game(seed=rng.randrange(2**31), rules=rules)
    target = rng.choice(turns)
    while not game.over and len(game.history) < turns.stop:
        moves = legal_moves(game.board, game.rack(), rules)
        if len(game.history) >= target:
            found = _position_puzzle(game, moves, seed, difficulty, rules)
            if found is not None:
                return found
        game.play(_greedy(game, moves))
    return None


def sums_laid(game: Game) -> int:
    """How many turns of ``game`` laid tiles (each a sum on the board; an exchange lays none).

    >>> game = Game(seed=1)
    >>> _ = game.exchange("29")
    >>> sums_laid(game), len(game.history)
    (0, 1)
    """
    return sum(turn.kind == "place" for turn in game.history)


def _greedy(game: Game, moves: list[LegalMove]) -> str:
    """What ``computer_move(game, "greedy")`` plays, from the ``moves`` already found.

    >>> game = Game(seed=3)
    >>> moves = legal_moves(game.board, game.rack(), game.rules)
    >>> _greedy(game, moves) == computer_move(game, "greedy")
    True
    """
    return best_move(moves).text if moves else computer_move(game, "greedy")


def _position_puzzle(game: Game, moves: list[LegalMove], seed: int, difficulty: str,
                     rules: Rules) -> Puzzle | None:
    """The puzzle of the player to move in ``game``, whose legal ``moves`` are given, if the
    position passes."""
    turns, least_moves, least_scores = DIFFICULTIES[difficulty]
    if sums_laid(game) < turns.start:
        return None
    rack = game.rack()
    if len(moves) < least_moves or len({m.score for m in moves}) < least_scores:
        return None
    puzzle = Puzzle(seed, difficulty, game.board, rack, rules, tuple(moves))
    if len(puzzle.best) > MOST_BEST_MOVES:
        return None
    if puzzle.best_score - puzzle.second_score < MARGIN[difficulty]:
        return None
    if difficulty in NO_ZERO_TRICKS and any(
            _has_zero_trick(puzzle.board, m, rules) for m in puzzle.best):
        return None
    return puzzle
