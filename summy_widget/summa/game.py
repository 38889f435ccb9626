"""A game of Summa Summarum for 1 to 8 players: set-up, 8 rounds of dice, scoring, winners.

Seats are numbered from 0 in the methods and from 1 in action texts. Every
action is one text (see :meth:`Game.play`); all players act at once, so
``to_act`` lists every seat that still has to write or score this round.

>>> game = Game(players=["Ann", "Ben"], seed=3)
>>> game.to_act, game.current
([0, 1], None)
>>> game.play("1 black A1 C2 E3 B6").text
'1 black A1 C2 E3 B6'
>>> game.play("black F1 D2 B3 E6", seat=1).player
1
>>> game.phase, game.round, len(game.dice)
('placing', 1, 4)
>>> game.place(0, 0, "B1")
>>> game.auto_fill(0)                       # the timer ran out: next empty cells
[(1, 'C1'), (2, 'D1'), (3, 'E1')]
>>> game.moves[-2:]
['1 I B1', '1 time-up']
>>> game.to_act, game.current
([1], 1)
>>> Game.from_json(game.to_json()) == game
True
"""

from __future__ import annotations

import difflib
import hashlib
import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import RecordError as SharedRecordError
from ..errors import expect_type, out_of_turn, refuse_unknown_options
from ..protocol import read_record, record_header, setup_error
from .dice import DICE, roll_dice
from .errors import (
    IllegalMoveError,
    NotationError,
    RecordError,
    SummaError,
    die_error,
    player_error,
)
from .grid import EMPTY, Cell, CellLike, Grid, cell_name, parse_cell
from .roman import SYMBOLS
from .scoring import GroupLike, Scoring, _check_min_length, check_groups

__all__ = ["MAX_PLAYERS", "ROUNDS", "Blacken", "Game", "Place", "Result", "Rules", "Score",
           "Turn"]

#: rounds in a game: 8 rolls of 4 dice fill the 32 free cells
ROUNDS = 8
MAX_PLAYERS = 8
#: the record's head: ``{"game": "summa", "version": 2}``
RECORD_GAME, RECORD_VERSION = "summa", 2
#: the head of version-1 records (still read)
OLD_RECORD_KIND = "summa-summarum"
_FIELDS = {1: {"game", "version", "rules", "seed", "players", "moves"},
           2: {"game", "version", "rules", "seed", "players", "moves", "rolls", "check"}}


@refuse_unknown_options("summa.Rules")
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
        """Rules from :meth:`to_dict`; an unknown name is refused, the closest one named.

        >>> Rules.from_dict({"seconds": None, "min_length": 3})
        Rules(seconds=None, min_length=3)
        >>> Rules.from_dict({"min_lenght": 3})
        Traceback (most recent call last):
        ...
        summy_widget.summa.errors.IllegalMoveError: the rules know only 'seconds' and \
'min_length', not 'min_lenght' (did you mean 'min_length'?)
        """
        if not isinstance(data, dict):
            raise IllegalMoveError("summa.error.rules-fields")
        unknown = sorted(set(data) - {"seconds", "min_length"}, key=str)
        if unknown:
            meant = difflib.get_close_matches(str(unknown[0]), ["seconds", "min_length"], n=1)
            key = "summa.error.rules-field-meant" if meant else "summa.error.rules-field"
            raise IllegalMoveError(key, unknown=repr(unknown[0]),
                                   meant=repr(meant[0]) if meant else "")
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


# -- the actions: typed values, never strings to parse back -----------------------------------
@dataclass(frozen=True)
class Blacken:
    """The 4 set-up cells of a sheet, as (row, column)."""

    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Place:
    """Symbols written this round: (symbol, cell) pairs; ``time_up`` when the timer wrote them."""

    placements: tuple[tuple[str, Cell], ...]
    time_up: bool = False


@dataclass(frozen=True)
class Score:
    """The groups chosen in the rows (``"across"``) or the columns (``"down"``), by name."""

    direction: str
    groups: tuple[str, ...]


@dataclass(frozen=True)
class Turn:
    """One action in the history: the seat, the typed action, its text and the points it made.

    ``Game.play(turn.text)`` repeats it.
    """

    player: int
    action: Blacken | Place | Score
    text: str
    score: int = 0


def _names(players: Any) -> list[str]:
    """The players' names from a count or a list of names (checked)."""
    if isinstance(players, int) and not isinstance(players, bool):
        if not 1 <= players <= MAX_PLAYERS:
            raise IllegalMoveError("summa.error.players-count", count=players)
        return [f"Player {i + 1}" for i in range(players)]
    expect_type("players", players, (list, tuple), "a list of names like ['Ann', 'Ben'] "
                "or a number of players from 1 to 8")
    for name in players:
        expect_type("players", name, str, "a list of names (texts)")
    if not all(name.strip() for name in players):
        raise IllegalMoveError("summa.error.players-names")
    if not 1 <= len(players) <= MAX_PLAYERS:
        raise IllegalMoveError("summa.error.players-count", count=len(players))
    return [name.strip() for name in players]


def _rules(rules: Any) -> Rules:
    if rules is None:
        return Rules()
    if isinstance(rules, dict):
        return Rules.from_dict(rules)
    return expect_type("rules", rules, Rules, "summa.Rules(...), a dict of its options or None")


class Game:
    """The whole game: every player's sheet, the dice, and the record of actions.

    Phases: ``"setup"`` (each player blackens 4 cells), ``"placing"`` (8 rounds;
    in each, every player writes the 4 rolled symbols), ``"scoring"`` (each
    player chooses row groups, then column groups), ``"over"``.
    """

    def __init__(self, players: int | Sequence[str] = 1, seed: int | None = None,
                 rules: Rules | dict | None = None) -> None:
        names = _names(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        expect_type("seed", seed, int, "a whole number")
        self.rules = _rules(rules)
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
        #: the actions so far, as text (see :meth:`play`)
        self.moves: list[str] = []
        #: the actions so far, as :class:`Turn` values
        self.history: list[Turn] = []

    # -- the protocol -----------------------------------------------------------------------
    @property
    def players(self) -> int:
        """How many players (seats) the game has."""
        return len(self.names)

    @property
    def over(self) -> bool:
        """True once every player has scored rows and columns."""
        return self.phase == "over"

    #: the older name of :attr:`over`
    is_over = over

    @property
    def to_act(self) -> list[int]:
        """The seats that still have to act before the game moves on (all at once)."""
        return self.waiting_for()

    @property
    def current(self) -> int | None:
        """The one seat that may act now; ``None`` when several (or nobody) may."""
        waiting = self.waiting_for()
        return waiting[0] if len(waiting) == 1 else None

    @property
    def scores(self) -> list[int]:
        """Each seat's points so far (rows once scored, plus columns once scored)."""
        return [0 if s is None else (s.total if s.done else s.across) for s in self.scorings]

    @property
    def winners(self) -> list[int]:
        """The seats that win (several when tied on points and black cells); [] until over."""
        return [r.player for r in self.results() if r.winner]

    # -- reading ----------------------------------------------------------------------------
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
        expect_type("player", player, int, "a seat number (0, 1, ...)")
        if not 0 <= player < self.players:
            raise IllegalMoveError("summa.error.player", player=repr(player),
                                   last=self.players - 1)
        return player

    def _record(self, player: int, action: Any, text: str, score: int = 0) -> Turn:
        turn = Turn(player, action, text, score)
        self.moves.append(text)
        self.history.append(turn)
        return turn

    # -- set-up -----------------------------------------------------------------------------
    def blacken(self, player: int, cells: Iterable[CellLike] | str) -> None:
        """``player`` blackens their 4 set-up cells (checked: rows, columns, corners).

        >>> Game(players=1, seed=1).blacken(0, None)
        Traceback (most recent call last):
        ...
        TypeError: cells must be 4 cell names like ['A1', 'C2', 'E3', 'B6'], not NoneType None
        """
        self._player(player)
        if isinstance(cells, str):
            cells = cells.split()
        expect_type("cells", cells, (list, tuple), "4 cell names like ['A1', 'C2', 'E3', 'B6']")
        if self.phase != "setup":
            raise IllegalMoveError("summa.error.setup-over")
        if self.grids[player].black_cells():
            raise player_error("summa.error.setup-done", self.names[player])
        parsed = sorted(parse_cell(c) for c in cells)
        self.grids[player] = self.grids[player].with_black(parsed)
        text = f"{player + 1} black " + " ".join(cell_name(c) for c in parsed)
        self._record(player, Blacken(tuple(parsed)), text)
        if not self.waiting_for():
            self._next_round()

    # -- placing ----------------------------------------------------------------------------
    def _next_round(self) -> None:
        if self.round >= ROUNDS:
            self.phase, self.dice = "scoring", ()
            return
        self.phase = "placing"
        self.round += 1
        self.dice = roll_dice(self._rng)
        self.rolls.append(self.dice)
        self._placed = [[None] * DICE for _ in self.names]

    def _check_placing(self, player: int) -> None:
        self._player(player)
        if self.phase != "placing":
            raise IllegalMoveError("summa.error.not-placing", phase=self.phase)

    def _check_place(self, player: int, die: Any) -> None:
        self._check_placing(player)
        if not isinstance(die, int) or isinstance(die, bool) or not 0 <= die < DICE:
            raise die_error(die)
        if self._placed[player][die] is not None:
            raise IllegalMoveError(
                "summa.error.die-placed", die=die + 1, symbol=self.dice[die],
                cell=cell_name(self._placed[player][die]),
            )

    def place(self, player: int, die: int, cell: CellLike) -> None:
        """``player`` writes the symbol of die ``die`` (0-3) into the empty ``cell``."""
        self._check_place(player, die)
        self._write(player, [(die, parse_cell(cell))])

    def _write(self, player: int, plan: list[tuple[int, Cell]], time_up: bool = False) -> Turn:
        """Write the dice of ``plan`` ((die, cell) pairs) all at once, or nothing at all."""
        grid = self.grids[player]
        for die, cell in plan:
            grid = grid.place(cell, self.dice[die])
        self.grids[player] = grid
        for die, cell in plan:
            self._placed[player][die] = cell
        pairs = tuple((self.dice[d], c) for d, c in plan)
        body = "time-up" if time_up else " ".join(f"{s} {cell_name(c)}" for s, c in pairs)
        turn = self._record(player, Place(pairs, time_up), f"{player + 1} {body}")
        if not self.waiting_for():
            self._next_round()
        return turn

    def _plan_symbols(self, player: int, pairs: Sequence[tuple[Any, CellLike]]
                      ) -> list[tuple[int, Cell]]:
        """Match each (symbol, cell) to the first unplaced die showing that symbol."""
        self._check_placing(player)
        left = self.unplaced(player)
        plan = []
        for symbol, cell in pairs:
            die = next((d for d in left if self.dice[d] == symbol), None)
            if die is None:
                raise IllegalMoveError(
                    "summa.error.symbol-not-left", symbol=str(symbol),
                    left=" ".join(self.dice[d] for d in left) or "-",
                )
            left.remove(die)
            plan.append((die, parse_cell(cell)))
        return plan

    def place_symbol(self, player: int, symbol: str, cell: CellLike) -> None:
        """Like :meth:`place`, naming the die by its symbol (the first unplaced die showing it)."""
        self.place_symbols(player, [(symbol, cell)])

    def place_symbols(self, player: int, pairs: Sequence[tuple[str, CellLike]]) -> None:
        """Write several (symbol, cell) pairs of this round at once; all or nothing."""
        expect_type("pairs", pairs, (list, tuple), "a list of (symbol, cell) pairs")
        for pair in pairs:
            expect_type("pairs", pair, (list, tuple), "a list of (symbol, cell) pairs")
            if len(pair) != 2:
                raise TypeError(f"pairs must be a list of (symbol, cell) pairs, not {pair!r}")
        self._write(player, self._plan_symbols(player, pairs))

    def auto_fill(self, player: int) -> list[tuple[int, str]]:
        """The timer ran out: ``player``'s unplaced dice go into the next empty cells.

        The dice are taken in their order, the cells in reading order (left to
        right, top row first). Returns the (die, cell name) pairs filled.
        """
        self._check_placing(player)
        dice = self.unplaced(player)
        if not dice:
            raise player_error("summa.error.round-done", self.names[player])
        cells = self.grids[player].empty_cells()[: len(dice)]
        self._write(player, list(zip(dice, cells)), time_up=True)
        return [(die, cell_name(cell)) for die, cell in zip(dice, cells)]

    # -- scoring ----------------------------------------------------------------------------
    def _check_scoring(self, player: int, groups: Any) -> list[GroupLike]:
        self._player(player)
        if isinstance(groups, str):
            groups = groups.split()
        expect_type("groups", groups, (list, tuple), "a list of groups like ['A1-C1', 'D1-F1']")
        if self.phase != "scoring":
            raise IllegalMoveError("summa.error.not-scoring")
        return list(groups)

    def score_across(self, player: int, groups: Iterable[GroupLike]) -> Scoring:
        """``player`` chooses their row groups (names like ``"A1-C1"``); the rest is cancelled."""
        groups = self._check_scoring(player, groups)
        if self.scorings[player] is not None:
            raise player_error("summa.error.rows-done", self.names[player])
        grid = self.grids[player]
        chosen = check_groups(grid, groups, "across", self.rules.min_length)
        scoring = Scoring(grid, self.rules.min_length, chosen)
        self.scorings[player] = scoring
        names = tuple(g.name for g in chosen)
        self._record(player, Score("across", names),
                     f"{player + 1} across" + "".join(" " + n for n in names), scoring.across)
        return scoring

    def score_down(self, player: int, groups: Iterable[GroupLike]) -> Scoring:
        """``player`` chooses their column groups, after the rows."""
        groups = self._check_scoring(player, groups)
        scoring = self.scorings[player]
        if scoring is None:
            raise IllegalMoveError("summa.error.rows-first")
        if scoring.done:
            raise player_error("summa.error.columns-done", self.names[player])
        chosen = check_groups(scoring.after_rows, groups, "down", self.rules.min_length)
        scoring = Scoring(scoring.grid, scoring.min_length, scoring.across_groups, chosen)
        self.scorings[player] = scoring
        names = tuple(g.name for g in chosen)
        self._record(player, Score("down", names),
                     f"{player + 1} down" + "".join(" " + n for n in names), scoring.down)
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
                              self.over and rank == 1))
        return sorted(out, key=lambda r: (r.rank, r.player))

    # -- action texts -------------------------------------------------------------------------
    def play(self, text: str, seat: int | None = None) -> Turn:
        """Carry out one action text and return its :class:`Turn`; refused: nothing changes.

        ``"2 black A1 C2 E3 B6"``, ``"1 X B3"``, ``"1 X B3 I C4 V D1 L A2"`` (several
        symbols of the round at once), ``"1 time-up"``, ``"1 across A1-C1 D1-F1"``,
        ``"1 down A1-A3"``. With ``seat`` (from 0) the leading seat number may be left out.

        >>> g = Game(players=["Ann", "Ben"], seed=3)
        >>> g.play("1 black A1 C2 E3 B6", seat=1)
        Traceback (most recent call last):
        ...
        summy_widget.summa.errors.IllegalMoveError: this action is for Ann (it starts with 1), \
but it was played for Ben: leave out the number, or write Ben's, 2
        >>> g.play("black A1 C2 E3 B6", seat=1).text
        '2 black A1 C2 E3 B6'
        """
        expect_type("text", text, str, "an action text like '1 X B3'")
        if seat is not None:
            self._check_seat(seat)
        player, verb, rest = self._parse(text, seat)
        if seat is not None and player != seat:
            raise IllegalMoveError("out-of-turn", key="error.other-seat", name=self.names[seat],
                                   owner=self.names[player], number=player + 1,
                                   own=seat + 1)
        if self.over:
            raise IllegalMoveError("game-over", "the game is over")
        before = len(self.history)
        self._dispatch(player, verb, rest, text)
        if len(self.history) == before:  # pragma: no cover - every action records a turn
            raise NotationError("summa.error.move-text", text=text)
        return self.history[-1]

    def _seat(self, seat: Any) -> int:
        """``seat`` checked as the games' common methods (``play``, ``view``) name it."""
        expect_type("seat", seat, int, "a seat number (0, 1, ...)")
        if not 0 <= seat < self.players:
            raise IllegalMoveError("bad-seat", "there is no such seat", seat=seat,
                                   last=self.players - 1)
        return seat

    def _check_seat(self, seat: Any) -> None:
        self._seat(seat)
        if seat not in self.waiting_for():
            raise out_of_turn(IllegalMoveError, self.names[seat],
                              [self.names[p] for p in self.waiting_for()])

    def _parse(self, text: str, seat: int | None) -> tuple[int, str, list[str]]:
        parts = text.split()
        if parts and not parts[0].isdigit() and seat is not None:
            parts.insert(0, str(seat + 1))
        if len(parts) < 2 or not parts[0].isdigit() or not parts[0].isascii():
            raise NotationError("summa.error.move-text", text=text)
        player = int(parts[0]) - 1
        if not 0 <= player < self.players:
            raise IllegalMoveError("player", key="summa.error.player-number", player=parts[0],
                                   count=self.players)
        return player, parts[1], parts[2:]

    def _dispatch(self, player: int, verb: str, rest: list[str], text: str) -> None:
        if verb == "black":
            self.blacken(player, rest)
        elif verb in SYMBOLS and rest and len(rest) % 2 == 1:
            pairs = list(zip([verb] + rest[1::2], rest[0::2]))
            self.place_symbols(player, pairs)
        elif verb == "time-up" and not rest:
            self.auto_fill(player)
        elif verb == "across":
            self.score_across(player, rest)
        elif verb == "down":
            self.score_down(player, rest)
        else:
            raise NotationError("summa.error.move-text", text=text)

    # -- what one seat may see ------------------------------------------------------------------
    def public_grid(self, player: int) -> Grid:
        """``player``'s sheet as the others may see it: no black cells before everyone chose,
        and none of this round's symbols."""
        grid = self.grids[self._player(player)]
        if self.phase == "setup":
            return Grid.empty()
        if self.phase == "placing":
            hidden = [cell for cell in self._placed[player] if cell is not None]
            return grid._set(hidden, EMPTY)
        return grid

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """Everything ``seat`` may see, as JSON-ready values (``None``: a spectator).

        Other sheets show no set-up before everyone chose and none of this round's
        symbols; the dice still to come and the seed are never in it.

        >>> v = Game(players=["Ann", "Ben"], seed=3).view(0)
        >>> v["game"], v["phase"], v["to_act"], v["sheets"][1][0]
        ('summa', 'setup', [0, 1], '......')
        """
        if seat is not None:
            self._seat(seat)
        sheets = [list((self.grids[p] if p == seat else self.public_grid(p)).rows)
                  for p in range(self.players)]
        mine = seat is not None and self.phase == "placing"
        return {
            "game": RECORD_GAME, "names": list(self.names), "seat": seat,
            "phase": self.phase, "round": self.round, "rounds": ROUNDS,
            "rules": self.rules.to_dict(), "dice": list(self.dice),
            "to_act": self.to_act, "current": self.current, "scores": self.scores,
            "over": self.over, "winners": self.winners, "sheets": sheets,
            "unplaced": self.unplaced(seat) if mine else [],
            "rows_scored": [s is not None for s in self.scorings],
            "turns": len(self.history),
        }

    # -- records --------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The game record: its head, rules, seed, players, every action, the rolls and a check."""
        data = {
            **record_header(RECORD_GAME, RECORD_VERSION),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "players": list(self.names),
            "moves": list(self.moves),
            "rolls": ["".join(roll) for roll in self.rolls],
        }
        data["check"] = _checksum(data)
        return data

    def to_json(self) -> str:
        """The game record as JSON; :meth:`from_json` replays it exactly."""
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes | dict) -> Game:
        """Replay a record (its JSON text, or the record already read as a ``dict``, as the
        other two games take it). Raises :class:`RecordError` naming what is wrong; nothing
        is half-loaded.

        >>> Game.from_json('{"game": "pari", "version": 1}')  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        summy_widget.summa.errors.RecordError: this is a record of =Pari=, not of Summa Summarum
        """
        expect_type("text", text, (str, bytes, bytearray, dict),
                    "the JSON text of a game record")
        if isinstance(text, dict):
            return cls.from_dict(text)
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError):
            data = _read(text)  # raises, in the words every game uses
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Replay a record given as a dict (see :meth:`to_dict`); a top-level "seats" is ignored."""
        version = _check_head(data)
        fields = set(data) - {"seats"}
        if fields != _FIELDS[version]:
            wrong = sorted(_FIELDS[version] - fields) or sorted(fields - _FIELDS[version])
            raise RecordError("record-field", key="summa.error.record-fields",
                              fields=", ".join(wrong))
        game = _new_game(cls, data)
        if version >= 2:
            _check_rolls(data["seed"], data["rolls"])
        _replay(game, data["moves"])
        if version >= 2:
            _check_integrity(game, data)
        return game

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"<summa.Game {self.players} player(s), phase {self.phase}, round {self.round}/"
            f"{ROUNDS}, {len(self.moves)} moves>"
        )


# -- reading records ------------------------------------------------------------------------------
def _checksum(data: dict[str, Any]) -> str:
    """A short digest of a record's content (without "check" and "seats")."""
    content = {k: v for k, v in data.items() if k not in ("check", "seats")}
    text = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _check_head(data: Any) -> int:
    """The record's version after checking its head ({"game": "summa", "version": 2}), with
    the words every game uses (:func:`~summy_widget.protocol.read_record`)."""
    if not isinstance(data, dict):
        raise RecordError("record-json", key="error.record-json")
    if (data.get("game"), data.get("version")) == (OLD_RECORD_KIND, 1):
        return 1
    return _read(data)["version"]


def _read(text: str | bytes | bytearray | dict) -> dict[str, Any]:
    """The record read from its text (or a dict), raising Summa's own :class:`RecordError`."""
    try:
        return read_record(text, RECORD_GAME, (1, RECORD_VERSION))
    except SharedRecordError as exc:
        raise RecordError(exc.code, exc._message, key=exc.key, **exc.params) from None


def _new_game(cls: type[Game], data: dict[str, Any]) -> Game:
    try:
        rules = Rules.from_dict(data["rules"])
        return cls(players=data["players"], seed=data["seed"], rules=rules)
    except (ValueError, TypeError) as exc:
        raise setup_error(exc, RecordError) from None


def _replay(game: Game, moves: Any) -> None:
    if not isinstance(moves, list):
        raise RecordError("record-field", key="summa.error.record-moves")
    for number, move in enumerate(moves, start=1):
        try:
            if not isinstance(move, str):
                raise NotationError("summa.error.move-text", text=repr(move))
            game.play(move)
        except SummaError as exc:
            raise RecordError("record-entry", key="summa.error.record-move", number=number,
                              move=str(move), reason=exc) from None


def _check_rolls(seed: int, rolls: Any) -> None:
    """The seed must roll the stored dice: a changed seed or roll is refused before replay."""
    if not isinstance(rolls, list) or len(rolls) > ROUNDS or not all(
            isinstance(r, str) for r in rolls):
        raise RecordError("record-field", key="summa.error.record-rolls")
    rng = random.Random(seed)
    if any("".join(roll_dice(rng)) != roll for roll in rolls):
        raise RecordError("record-tampered", key="summa.error.record-tampered-rolls")


def _check_integrity(game: Game, data: dict[str, Any]) -> None:
    """After replay: as many rolls as stored, and the check value matches the content."""
    if len(game.rolls) != len(data["rolls"]):
        raise RecordError("record-tampered", key="summa.error.record-tampered-rolls")
    if data["check"] != _checksum(data):
        raise RecordError("record-tampered", key="summa.error.record-tampered-check")
