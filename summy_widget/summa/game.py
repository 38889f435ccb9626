"""A game of Summa Summarum for 1 to 8 players: set-up, 8 rounds of dice, scoring, winners.

Players are numbered from 0 in the methods and from 1 in move texts.

>>> game = Game(players=["Ann", "Ben"], seed=3)
>>> game.blacken(0, ["A1", "C2", "E3", "B6"])
>>> game.blacken(1, ["F1", "D2", "B3", "E6"])
>>> game.phase, game.round, len(game.dice)
('placing', 1, 4)
>>> game.place(0, 0, "B1")
>>> game.auto_fill(0)                       # the timer ran out: next empty cells
[(1, 'C1'), (2, 'D1'), (3, 'E1')]
>>> game.moves[-2:]
['1 I B1', '1 time-up']
>>> Game.from_json(game.to_json()).grids == game.grids
True
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .dice import DICE, roll_dice
from .errors import IllegalMoveError, RecordError, SummaError
from .grid import Cell, CellLike, Grid, cell_name, parse_cell
from .roman import SYMBOLS
from .scoring import GroupLike, Scoring, _check_min_length, check_groups

__all__ = ["MAX_PLAYERS", "ROUNDS", "Game", "Result", "Rules"]

#: rounds in a game: 8 rolls of 4 dice fill the 32 free cells
ROUNDS = 8
MAX_PLAYERS = 8
RECORD_KIND = "summa-summarum"


@dataclass(frozen=True)
class Rules:
    """The options of a game.

    ``seconds``: the timer of each round (``None`` = no timer, for practice).
    ``min_length``: the shortest numeral that scores (2; the "Profi" rule is 3).

    >>> Rules(), Rules(seconds=None, min_length=3).to_dict()
    (Rules(seconds=60, min_length=2), {'seconds': None, 'min_length': 3})
    """

    seconds: int | None = 60
    min_length: int = 2

    def __post_init__(self) -> None:
        s = self.seconds
        if s is not None and (not isinstance(s, int) or isinstance(s, bool) or s < 1):
            raise IllegalMoveError("summa.error.rules-seconds", value=repr(s))
        _check_min_length(self.min_length)

    def to_dict(self) -> dict[str, Any]:
        return {"seconds": self.seconds, "min_length": self.min_length}

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict) or set(data) - {"seconds", "min_length"}:
            raise IllegalMoveError("summa.error.rules-fields")
        return cls(**data)


@dataclass(frozen=True)
class Result:
    """One line of the final table."""

    player: int
    name: str
    across: int
    down: int
    total: int
    black: int
    rank: int
    winner: bool


class Game:
    """The whole game: every player's sheet, the dice, and the record of moves.

    Phases: ``"setup"`` (each player blackens 4 cells), ``"placing"`` (8 rounds;
    in each, every player writes the 4 rolled symbols), ``"scoring"`` (each
    player chooses row groups, then column groups), ``"over"``.
    """

    def __init__(
        self,
        players: int | Sequence[str] = 1,
        seed: int | None = None,
        rules: Rules | None = None,
    ) -> None:
        if isinstance(players, int) and not isinstance(players, bool):
            if not 1 <= players <= MAX_PLAYERS:
                raise IllegalMoveError("summa.error.players-count", count=players)
            names = [f"Player {i + 1}" for i in range(players)]
        elif isinstance(players, (list, tuple)) and all(
            isinstance(p, str) and p.strip() for p in players
        ):
            names = [p.strip() for p in players]
            if not 1 <= len(names) <= MAX_PLAYERS:
                raise IllegalMoveError("summa.error.players-count", count=len(names))
        else:
            raise IllegalMoveError("summa.error.players-names")
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise IllegalMoveError("summa.error.seed", value=repr(seed))
        self.rules = rules if rules is not None else Rules()
        if not isinstance(self.rules, Rules):
            raise IllegalMoveError("summa.error.rules-fields")
        self.names: list[str] = names
        self.seed: int = seed
        self._rng = random.Random(seed)
        self.grids: list[Grid] = [Grid.empty() for _ in names]
        self.phase: str = "setup"
        self.round: int = 0
        #: the symbols of the current roll (public once rolled)
        self.dice: tuple[str, ...] = ()
        #: every roll so far, the current one last
        self.rolls: list[tuple[str, ...]] = []
        self._placed: list[list[Cell | None]] = [[None] * DICE for _ in names]
        self.scorings: list[Scoring | None] = [None for _ in names]
        #: the moves so far, as text (see :meth:`play`)
        self.moves: list[str] = []

    # -- reading --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def placed(self, player: int) -> list[Cell | None]:
        """Where ``player`` put each die of the current round (``None``: not yet)."""
        self._player(player)
        return list(self._placed[player])

    def unplaced(self, player: int) -> list[int]:
        """The dice (by index) ``player`` still has to write this round."""
        self._player(player)
        if self.phase != "placing":
            return []
        return [i for i, cell in enumerate(self._placed[player]) if cell is None]

    def waiting_for(self) -> list[int]:
        """The players who still have to act before the game moves on."""
        if self.phase == "setup":
            return [p for p in range(self.players) if not self.grids[p].black_cells()]
        if self.phase == "placing":
            return [p for p in range(self.players) if self.unplaced(p)]
        if self.phase == "scoring":
            return [p for p in range(self.players) if not self._scored(p)]
        return []

    def _scored(self, player: int) -> bool:
        scoring = self.scorings[player]
        return scoring is not None and scoring.done

    def _player(self, player: Any) -> int:
        if not isinstance(player, int) or isinstance(player, bool) or not (
            0 <= player < self.players
        ):
            raise IllegalMoveError("summa.error.player", player=repr(player), count=self.players)
        return player

    # -- set-up ---------------------------------------------------------------------------
    def blacken(self, player: int, cells: Iterable[CellLike]) -> None:
        """``player`` blackens their 4 set-up cells (checked: rows, columns, corners)."""
        self._player(player)
        if self.phase != "setup":
            raise IllegalMoveError("summa.error.setup-over")
        if self.grids[player].black_cells():
            raise IllegalMoveError("summa.error.setup-done", player=self.names[player])
        if isinstance(cells, str):
            cells = cells.split()
        parsed = [parse_cell(c) for c in cells]
        grid = self.grids[player].with_black(parsed)
        self.grids[player] = grid
        self.moves.append(f"{player + 1} black " + " ".join(cell_name(c) for c in sorted(parsed)))
        if not self.waiting_for():
            self._next_round()

    # -- placing --------------------------------------------------------------------------
    def _next_round(self) -> None:
        if self.round >= ROUNDS:
            self.phase, self.dice = "scoring", ()
            return
        self.phase = "placing"
        self.round += 1
        self.dice = roll_dice(self._rng)
        self.rolls.append(self.dice)
        self._placed = [[None] * DICE for _ in self.names]

    def _check_place(self, player: int, die: Any) -> None:
        self._player(player)
        if self.phase != "placing":
            raise IllegalMoveError("summa.error.not-placing", phase=self.phase)
        if not isinstance(die, int) or isinstance(die, bool) or not 0 <= die < DICE:
            raise IllegalMoveError("summa.error.die", die=repr(die))
        if self._placed[player][die] is not None:
            raise IllegalMoveError(
                "summa.error.die-placed", die=die + 1, symbol=self.dice[die],
                cell=cell_name(self._placed[player][die]),
            )

    def place(self, player: int, die: int, cell: CellLike) -> None:
        """``player`` writes the symbol of die ``die`` (0-3) into the empty ``cell``."""
        self._check_place(player, die)
        target = parse_cell(cell)
        grid = self.grids[player].place(target, self.dice[die])
        self.grids[player] = grid
        self._placed[player][die] = target
        self.moves.append(f"{player + 1} {self.dice[die]} {cell_name(target)}")
        self._after_place()

    def place_symbol(self, player: int, symbol: str, cell: CellLike) -> None:
        """Like :meth:`place`, naming the die by its symbol (the first unplaced die showing it)."""
        self._player(player)
        if self.phase != "placing":
            raise IllegalMoveError("summa.error.not-placing", phase=self.phase)
        for die in self.unplaced(player):
            if self.dice[die] == symbol:
                self.place(player, die, cell)
                return
        raise IllegalMoveError(
            "summa.error.symbol-not-left", symbol=str(symbol),
            left=" ".join(self.dice[d] for d in self.unplaced(player)) or "-",
        )

    def auto_fill(self, player: int) -> list[tuple[int, str]]:
        """The timer ran out: ``player``'s unplaced dice go into the next empty cells.

        The dice are taken in their order, the cells in reading order (left to
        right, top row first). Returns the (die, cell name) pairs filled.
        """
        self._player(player)
        if self.phase != "placing":
            raise IllegalMoveError("summa.error.not-placing", phase=self.phase)
        dice = self.unplaced(player)
        if not dice:
            raise IllegalMoveError("summa.error.round-done", player=self.names[player])
        grid = self.grids[player]
        cells = grid.empty_cells()[: len(dice)]
        filled = []
        for die, cell in zip(dice, cells):
            grid = grid.place(cell, self.dice[die])
            self._placed[player][die] = cell
            filled.append((die, cell_name(cell)))
        self.grids[player] = grid
        self.moves.append(f"{player + 1} time-up")
        self._after_place()
        return filled

    def _after_place(self) -> None:
        if not self.waiting_for():
            self._next_round()

    # -- scoring --------------------------------------------------------------------------
    def score_across(self, player: int, groups: Iterable[GroupLike]) -> Scoring:
        """``player`` chooses their row groups (names like ``"A1-C1"``); the rest is cancelled."""
        self._player(player)
        if self.phase != "scoring":
            raise IllegalMoveError("summa.error.not-scoring")
        if self.scorings[player] is not None:
            raise IllegalMoveError("summa.error.rows-done", player=self.names[player])
        grid = self.grids[player]
        chosen = check_groups(grid, groups, "across", self.rules.min_length)
        scoring = Scoring(grid, self.rules.min_length, chosen)
        self.scorings[player] = scoring
        self.moves.append(f"{player + 1} across" + "".join(" " + g.name for g in chosen))
        return scoring

    def score_down(self, player: int, groups: Iterable[GroupLike]) -> Scoring:
        """``player`` chooses their column groups, after the rows."""
        self._player(player)
        if self.phase != "scoring":
            raise IllegalMoveError("summa.error.not-scoring")
        scoring = self.scorings[player]
        if scoring is None:
            raise IllegalMoveError("summa.error.rows-first")
        if scoring.done:
            raise IllegalMoveError("summa.error.columns-done", player=self.names[player])
        chosen = check_groups(scoring.after_rows, groups, "down", self.rules.min_length)
        scoring = Scoring(scoring.grid, scoring.min_length, scoring.across_groups, chosen)
        self.scorings[player] = scoring
        self.moves.append(f"{player + 1} down" + "".join(" " + g.name for g in chosen))
        if not self.waiting_for():
            self.phase = "over"
        return scoring

    def results(self) -> list[Result]:
        """The table: best first; ties broken by fewer black cells; still tied, shared rank."""
        rows = []
        for p in range(self.players):
            s = self.scorings[p]
            across = s.across if s else 0
            down = s.down if s and s.done else 0
            black = s.black_count if s else len(self.grids[p].black_cells())
            rows.append((p, across, down, across + down, black))
        out = []
        for p, across, down, total, black in rows:
            rank = 1 + sum(1 for q in rows if (q[3], -q[4]) > (total, -black))
            out.append(Result(p, self.names[p], across, down, total, black, rank,
                              self.is_over and rank == 1))
        return sorted(out, key=lambda r: (r.rank, r.player))

    def winners(self) -> list[int]:
        """The players who win (several when tied on points and black cells); empty until over."""
        return [r.player for r in self.results() if r.winner]

    # -- move texts and records -------------------------------------------------------------
    def play(self, text: str) -> None:
        """Apply one move text, as written in :attr:`moves`.

        ``"2 black A1 C2 E3 B6"``, ``"1 X B3"``, ``"1 time-up"``,
        ``"1 across A1-C1 D1-F1"``, ``"1 down A1-A3"``.
        """
        if not isinstance(text, str):
            raise IllegalMoveError("summa.error.move-text", text=repr(text))
        parts = text.split()
        if len(parts) < 2 or not parts[0].isdigit():
            raise IllegalMoveError("summa.error.move-text", text=text)
        player = int(parts[0]) - 1
        verb, rest = parts[1], parts[2:]
        if player < 0:
            raise IllegalMoveError("summa.error.move-text", text=text)
        if verb == "black":
            self.blacken(player, rest)
        elif verb in SYMBOLS and len(rest) == 1:
            self.place_symbol(player, verb, rest[0])
        elif verb == "time-up" and not rest:
            self.auto_fill(player)
        elif verb == "across":
            self.score_across(player, rest)
        elif verb == "down":
            self.score_down(player, rest)
        else:
            raise IllegalMoveError("summa.error.move-text", text=text)

    def to_dict(self) -> dict[str, Any]:
        """The game record: rules, seed, players and every move."""
        return {
            "game": RECORD_KIND,
            "version": 1,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "players": list(self.names),
            "moves": list(self.moves),
        }

    def to_json(self) -> str:
        """The game record as JSON; :meth:`from_json` replays it exactly."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Replay a record. Raises :class:`RecordError` naming the first bad entry."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise RecordError("summa.error.record-json", detail=str(exc)) from exc
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Replay a record given as a dict (see :meth:`to_dict`)."""
        if not isinstance(data, dict):
            raise RecordError("summa.error.record-shape")
        if data.get("game") != RECORD_KIND or data.get("version") != 1:
            raise RecordError("summa.error.record-kind")
        expected = {"game", "version", "rules", "seed", "players", "moves"}
        if set(data) != expected:
            missing = sorted(expected - set(data)) or sorted(set(data) - expected)
            raise RecordError("summa.error.record-fields", fields=", ".join(missing))
        try:
            rules = Rules.from_dict(data["rules"])
            game = cls(players=data["players"], seed=data["seed"], rules=rules)
        except SummaError as exc:
            raise RecordError("summa.error.record-head", reason=exc) from exc
        except TypeError as exc:
            raise RecordError("summa.error.record-head", reason=str(exc)) from exc
        moves = data["moves"]
        if not isinstance(moves, list):
            raise RecordError("summa.error.record-moves")
        for number, move in enumerate(moves, start=1):
            try:
                game.play(move)
            except SummaError as exc:
                raise RecordError(
                    "summa.error.record-move", number=number, move=str(move), reason=exc
                ) from exc
        return game

    def __repr__(self) -> str:
        return (
            f"<summa.Game {self.players} player(s), phase {self.phase}, round {self.round}/"
            f"{ROUNDS}, {len(self.moves)} moves>"
        )
