""""Find the best move" puzzles: a position, a rack, and every move that scores most.

A puzzle is made by seeded play between two computer players, stopped part-way;
the rack of the player to move is the puzzle's rack. The best moves come from the
complete move generator, so a student's answer is checked against all of them.
The same seed and difficulty always give the same puzzle, so a teacher can hand a
different seed to each student and still know the answers.

>>> p = generate(seed=1, difficulty="easy")
>>> p == generate(seed=1, difficulty="easy")
True
>>> p.check(p.best[0].text).is_best
True
>>> p.check("A1> 1+1=2").legal
False
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass, field

from .. import i18n
from .board import Board, board_html
from .errors import IllegalMoveError
from .evaluate import MoveResult, evaluate_move
from .game import Game, check_holds
from .move import Move
from .movegen import LegalMove, legal_moves
from .players import computer_move
from .rules import Rules

__all__ = ["DIFFICULTIES", "Answer", "Puzzle", "generate"]

#: For each difficulty: how many turns the computers play first (the board grows
#: busier), how many legal moves the position must offer at least, and how many
#: different scores they must reach (so that finding the best one is a real choice).
DIFFICULTIES: dict[str, tuple[range, int, int]] = {
    "easy": (range(1, 4), 4, 3),
    "medium": (range(4, 9), 12, 5),
    "hard": (range(9, 16), 30, 8),
}

#: A puzzle whose best score can be reached in more ways than this is too easy to guess.
MOST_BEST_MOVES = 8


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

    def check(self, answer: str | Move, lang: str = "en") -> Answer:
        """Is ``answer`` (a move text or a Move) legal with this rack, and is it a best move?

        The message is in ``lang`` (``en``, ``de`` or ``nl``).
        """
        text = str(answer)
        try:
            move = answer if isinstance(answer, Move) else Move.from_text(text)
            check_holds(self.rack, move.tiles, "the puzzle's rack")
            result = evaluate_move(self.board, move, self.rules)
        except IllegalMoveError as err:
            message = i18n.t("puzzle.illegal", lang, reason=str(err))
            return Answer(text, False, 0, self.best_score, message)
        text = str(move)
        n = len(self.best)
        if result.score == self.best_score:
            key = "puzzle.best" if n == 1 else "puzzle.best-shared"
            message = i18n.t(key, lang, move=text, score=result.score, count=n)
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
    """A puzzle from ``seed`` at ``difficulty`` (``easy``, ``medium`` or ``hard``)."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(
            f"unknown difficulty {difficulty!r}: use one of {', '.join(DIFFICULTIES)}"
        )
    turns, least_moves, least_scores = DIFFICULTIES[difficulty]
    rules = rules or Rules()
    rng = random.Random(f"puzzle:{seed}:{difficulty}")
    for _attempt in range(50):
        game = Game(seed=rng.randrange(2**31), rules=rules)
        target = rng.choice(turns)
        while len(game.history) < target and not game.over:
            game.play(computer_move(game, "greedy"))
        if game.over or not any(t.kind == "place" for t in game.history) and target > 1:
            continue
        rack = game.rack()
        moves = legal_moves(game.board, rack, rules)
        if len(moves) < least_moves or len({m.score for m in moves}) < least_scores:
            continue
        top = max(m.score for m in moves)
        if sum(1 for m in moves if m.score == top) <= MOST_BEST_MOVES:
            return Puzzle(seed, difficulty, game.board, rack, rules, tuple(moves))
    raise ValueError(f"no puzzle found for seed {seed} at {difficulty}: try another seed")
