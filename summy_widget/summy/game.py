"""A game of Summy: the bag, the racks, the turns, the end, and the game record.

>>> game = Game(seed=1)
>>> game.rack(0)
('2', '9', '=', ':', 'x', '1', '4', '1')
>>> game.current, game.bag_count
(0, 110)
>>> turn = game.exchange("29")
>>> turn.text, game.current, game.bag_count
('swap 29', 1, 108)
>>> Game.from_json(game.to_json()) == game
True
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .board import Board
from .errors import IllegalMoveError, RecordError
from .evaluate import MoveResult, ScoredSum, evaluate_move
from .move import Exchange, Move
from .rules import Rules

__all__ = ["Game", "Turn", "RECORD_FORMAT", "RECORD_VERSION"]

RECORD_FORMAT = "summy-game"
RECORD_VERSION = 1


@dataclass(frozen=True)
class Turn:
    """One turn of the history: who, what (move or exchange text), and the points."""

    player: int
    kind: str
    text: str
    score: int
    result: MoveResult | None = None
    drawn: int = 0

    @property
    def sums(self) -> tuple[ScoredSum, ...]:
        return self.result.sums if self.result else ()

    @property
    def move(self) -> Move | None:
        return self.result.move if self.result else None


class Game:
    """A game of Summy for 2-4 players, replayable from its seed.

    ``players`` are the players' names (by default "Player 1", "Player 2", ...).
    Racks are private: read one with :meth:`rack`. The bag's order is never
    exposed; :attr:`bag_count` says how many tiles it holds.
    """

    def __init__(
        self,
        seed: int | None = None,
        rules: Rules | None = None,
        players: Sequence[str] | None = None,
    ) -> None:
        if rules is None:
            rules = Rules(players=len(players)) if players else Rules()
        if not isinstance(rules, Rules):
            raise TypeError("rules must be a summy.Rules")
        if players is None:
            players = [f"Player {i + 1}" for i in range(rules.players)]
        players = [str(p) for p in players]
        if len(players) != rules.players:
            raise ValueError(
                f"{len(players)} player names given, but the rules say {rules.players} players"
            )
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be a whole number, not {seed!r}")
        self.seed = seed
        self.rules = rules
        self.players = players
        self._start()

    # -- set-up -------------------------------------------------------------
    def _start(self) -> None:
        rng = random.Random(self.seed)
        tiles: list[str] = []
        for symbol, n in self.rules.tiles.items():
            tiles += [symbol] * n
        tiles.remove("=")  # the centre tile
        rng.shuffle(tiles)
        self._bag = tiles  # drawn from the end
        self.board = Board.start()
        self._racks: list[list[str]] = [[] for _ in self.players]
        for rack in self._racks:
            self._draw(rack, self.rules.rack_size)
        self.scores = [0] * len(self.players)
        self.current = 0
        self.history: list[Turn] = []
        self.exchanged: list[str] = []
        self._last_turns: int | None = None  # turns left once the end has begun
        self.over = False
        self._initial_racks = [tuple(r) for r in self._racks]

    def _draw(self, rack: list[str], n: int) -> int:
        n = min(n, len(self._bag))
        for _ in range(n):
            rack.append(self._bag.pop())
        return n

    # -- what anyone may see -----------------------------------------------
    def rack(self, player: int | None = None) -> tuple[str, ...]:
        """The tiles of ``player`` (the player to move by default), in the order drawn."""
        if player is None:
            player = self.current
        return tuple(self._racks[player])

    @property
    def bag_count(self) -> int:
        return len(self._bag)

    @property
    def winners(self) -> list[int]:
        """The players with the highest score (several on a shared win); [] while playing."""
        if not self.over:
            return []
        best = max(self.scores)
        return [i for i, s in enumerate(self.scores) if s == best]

    @property
    def last_round(self) -> bool:
        """Has the end begun (RULES.md 1.5)?"""
        return self._last_turns is not None

    @property
    def tile_total(self) -> int:
        """Tiles on the board, in racks, in the bag and exchanged: always ``rules.tile_count``."""
        on_board = sum(1 for _ in self.board.tiles())
        return on_board + sum(len(r) for r in self._racks) + len(self._bag) + len(self.exchanged)

    # -- turns --------------------------------------------------------------
    def _check_open(self) -> None:
        if self.over:
            raise IllegalMoveError("game-over", "the game is over: start a new game to play on")

    def _check_holds(self, tiles: str, what: str) -> None:
        have = Counter(self._racks[self.current])
        need = Counter(tiles)
        missing = need - have
        if missing:
            sym = sorted(missing)[0]
            n = need[sym]
            holds = "".join(self._racks[self.current]) or "nothing"
            raise IllegalMoveError(
                "not-in-rack",
                f"{what} needs {n} x '{sym}', but {self.players[self.current]} holds "
                f"{have[sym]} (your tiles: {holds})",
            )

    def preview(self, move: Move | str) -> MoveResult:
        """Check a move for the player to move without playing it (raises IllegalMoveError)."""
        self._check_open()
        if isinstance(move, str):
            move = Move.from_text(move)
        self._check_holds(move.tiles, f"the move {move}")
        return evaluate_move(self.board, move, self.rules)

    def play(self, move: Move | str) -> Turn:
        """Place tiles for the player to move; returns the turn. Illegal moves change nothing."""
        result = self.preview(move)
        player = self.current
        rack = self._racks[player]
        for symbol in result.move.tiles:
            rack.remove(symbol)
        self.board = result.board
        self.scores[player] += result.score
        drawn = self._draw(rack, self.rules.rack_size - len(rack))
        turn = Turn(player, "place", str(result.move), result.score, result, drawn)
        self._finish(turn)
        return turn

    def exchange(self, tiles: str | Sequence[str] | Exchange) -> Turn:
        """Give up tiles (they leave the game) and draw as many as the bag still holds.

        ``tiles`` is exchange text (``"swap 77="`` or just ``"77="``) or a sequence of symbols.
        """
        self._check_open()
        if isinstance(tiles, (list, tuple)):
            tiles = "".join(tiles)
        if isinstance(tiles, str):
            tiles = Exchange.from_text(tiles)
        self._check_holds(tiles.tiles, f"exchanging {tiles.tiles}")
        player = self.current
        rack = self._racks[player]
        for symbol in tiles.tiles:
            rack.remove(symbol)
            self.exchanged.append(symbol)
        drawn = self._draw(rack, len(tiles.tiles))
        turn = Turn(player, "exchange", str(tiles), 0, None, drawn)
        self._finish(turn)
        return turn

    def _finish(self, turn: Turn) -> None:
        self.history.append(turn)
        if self._last_turns is not None:
            self._last_turns -= 1
        elif not self._bag and len(self._racks[turn.player]) <= 4:
            self._last_turns = len(self.players) - 1
        if self._last_turns == 0:
            self.over = True
        else:
            self.current = (self.current + 1) % len(self.players)

    def apply(self, text: str) -> Turn:
        """Play a move text or an exchange text (``swap ...``)."""
        if text.strip().lower().startswith("swap"):
            return self.exchange(text)
        return self.play(text)

    def undo(self) -> Turn:
        """Take back the last turn (for practice); the game is replayed from its seed."""
        if not self.history:
            raise IllegalMoveError("nothing-to-undo", "there is no turn to take back yet")
        last = self.history[-1]
        texts = [t.text for t in self.history[:-1]]
        self._start()
        for text in texts:
            self.apply(text)
        return last

    # -- records ------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The game record as a dict (see :meth:`to_json`)."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "players": list(self.players),
            "racks": ["".join(r) for r in self._initial_racks],
            "moves": [t.text for t in self.history],
            "turn_scores": [t.score for t in self.history],
            "scores": list(self.scores),
            "over": self.over,
        }

    def to_json(self, indent: int | None = None) -> str:
        """The game record as JSON: rules, seed, players and every turn's text."""
        return json.dumps(self.to_record(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Replay a game record; raises :class:`RecordError` naming the first bad entry."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise RecordError(f"the record is not valid JSON: {exc}") from None
        return cls.from_record(data)

    @classmethod
    def from_record(cls, data: Any) -> Game:
        if not isinstance(data, dict):
            raise RecordError("the record must be a JSON object with format, version, rules, ...")
        if data.get("format") != RECORD_FORMAT:
            raise RecordError(f"this is not a Summy game record (format {data.get('format')!r})")
        if data.get("version") != RECORD_VERSION:
            raise RecordError(
                f"unknown record version {data.get('version')!r}: this version reads version "
                f"{RECORD_VERSION}"
            )
        for key in ("rules", "seed", "players", "moves"):
            if key not in data:
                raise RecordError(f"the record has no {key!r}")
        try:
            rules = Rules.from_dict(data["rules"])
            game = cls(seed=data["seed"], rules=rules, players=data["players"])
        except (TypeError, ValueError) as exc:
            raise RecordError(f"the record's head is wrong: {exc}") from None
        if "racks" in data and data["racks"] != ["".join(r) for r in game._initial_racks]:
            raise RecordError(
                "the racks in the record do not match the seed: the record was changed"
            )
        moves = data["moves"]
        scores = data.get("turn_scores")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError("'moves' must be a list of move texts such as \"J13> 4+3(=)7\"")
        if scores is not None and (not isinstance(scores, list) or len(scores) != len(moves)):
            raise RecordError("'turn_scores' must hold one score for each move")
        for i, text in enumerate(moves):
            where = f"move {i + 1}"
            try:
                turn = game.apply(text)
            except ValueError as exc:
                raise RecordError(f"{where} ({text}) does not replay: {exc}", entry=i) from None
            if scores is not None and scores[i] != turn.score:
                raise RecordError(
                    f"{where} ({text}) scores {turn.score}, but the record says {scores[i]}",
                    entry=i,
                )
        if "scores" in data and data["scores"] != game.scores:
            raise RecordError(
                f"the record's final scores {data['scores']} do not replay ({game.scores})"
            )
        return game

    def copy(self) -> Game:
        return Game.from_record(self.to_record())

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Game)
            and self.to_record() == other.to_record()
            and self.board == other.board
            and self._racks == other._racks
            and self._bag == other._bag
        )

    def __repr__(self) -> str:
        return (
            f"<Game seed={self.seed} turn={len(self.history)} scores={self.scores}"
            f"{' over' if self.over else ''}>"
        )

    def _repr_html_(self) -> str:
        from .board import board_html

        last = self.history[-1].move.cells if self.history and self.history[-1].move else ()
        rows = "".join(
            f"<tr><td>{'▶ ' if i == self.current and not self.over else ''}{name}</td>"
            f"<td style='text-align:right;padding-left:1em'>{score}</td></tr>"
            for i, (name, score) in enumerate(zip(self.players, self.scores))
        )
        status = "game over" if self.over else f"bag: {self.bag_count} tiles"
        return (
            "<div style='display:flex;gap:1em;align-items:flex-start;flex-wrap:wrap'>"
            f"{board_html(self.board, highlight=last, crop=False)}"
            f"<div><table>{rows}</table><p>{status}</p></div></div>"
        )

