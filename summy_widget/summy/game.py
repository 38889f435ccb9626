"""A game of Summy: the bag, the racks, the turns, the end, and the game record.

The same shape as the other games (:mod:`summy_widget.protocol`):

>>> game = Game(players=["Ann", "Ben"], seed=1)
>>> game.rack(0)
('2', '9', '=', ':', 'x', '1', '4', '1')
>>> game.names, game.to_act, game.current, game.bag_count
(['Ann', 'Ben'], [0], 0, 110)
>>> turn = game.play("swap 29", seat=0)
>>> turn.text, turn.action, game.current, game.bag_count
('swap 29', Exchange(tiles='29'), 1, 108)
>>> Game.from_json(game.to_json()) == game
True

A refused action raises a :class:`~summy_widget.errors.GameError` and changes nothing:

>>> game.play("swap 29", seat=0)
Traceback (most recent call last):
...
summy_widget.summy.errors.IllegalMoveError: it is not Ann's turn: Ben is to move
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import Phrase, expect_type, out_of_turn, type_error
from ..errors import RecordError as SharedRecordError
from ..protocol import read_record, record_header, setup_error
from .board import SIZE, Board
from .errors import GameError, IllegalMoveError, RecordError
from .evaluate import MoveResult, ScoredSum, evaluate_move
from .move import Exchange, Move
from .rules import Rules

__all__ = ["Game", "Turn", "RECORD_FORMAT", "RECORD_VERSION", "check_holds"]

#: the head of version-1 records (``{"format": "summy-game", "version": 1}``); still read
RECORD_FORMAT = "summy-game"
#: records now start ``{"game": "summy", "version": 2}`` and carry a ``check`` digest
RECORD_VERSION = 2
#: the fields the ``check`` digest covers (a top-level ``"seats"`` key is ignored)
_CHECKED = ("game", "version", "rules", "seed", "players", "racks", "moves", "turn_scores",
            "scores", "over")


#: Small counts in words, for messages such as "You need two '7' tiles".
_COUNT_WORDS = ("none", "one", "two", "three", "four", "five", "six", "seven", "eight")


def _count(n: int) -> str:
    return _COUNT_WORDS[n] if n < len(_COUNT_WORDS) else str(n)


def _missing_message(name: str, symbol: str, need: int, have: int, rack: str) -> str:
    """The English words of a missing tile: "You need one '7' tile but have none (...)".

    >>> _missing_message("Ann", "+", 2, 1, "+ 3")
    "Ann needs two '+' tiles but has only one (Ann's tiles: + 3)"
    """
    you = name.lower() == "you"
    who, verb, has, whose = ("you", "need", "have", "your") if you else (
        name, "needs", "has", f"{name}'s")
    tiles = "tile" if need == 1 else "tiles"
    held = _count(have) if have == 0 else f"only {_count(have)}"
    return (f"{who} {verb} {_count(need)} '{symbol}' {tiles} but {has} {held} "
            f"({whose} tiles: {rack})")


def check_holds(rack: Sequence[str], tiles: str, name: str = "you") -> None:
    """Raise ``IllegalMoveError("not-in-rack")`` unless ``rack`` holds every tile of ``tiles``.

    The one test of "the rack holds these tiles" (moves, exchanges, previews, puzzles).
    ``name`` is whose rack it is (``"you"`` or a player's name).

    >>> check_holds(("7", "7", "="), "77")
    >>> check_holds(("+", "0", "=", "=", "3"), "7")
    Traceback (most recent call last):
    ...
    summy_widget.summy.errors.IllegalMoveError: you need one '7' tile but have none \
(your tiles: + 0 = = 3)
    >>> check_holds(("7", "="), "77", "Ann")
    Traceback (most recent call last):
    ...
    summy_widget.summy.errors.IllegalMoveError: Ann needs two '7' tiles but has only one \
(Ann's tiles: 7 =)
    """
    have = Counter(rack)
    need = Counter(tiles)
    missing = need - have
    if missing:
        symbol = sorted(missing)[0]
        shown = " ".join(rack) or "none"
        key = "summy.rack.missing-one" if need[symbol] == 1 else (
            "summy.rack.missing-none" if have[symbol] == 0 else "summy.rack.missing-some")
        raise IllegalMoveError(
            "not-in-rack",
            _missing_message(name, symbol, need[symbol], have[symbol], shown),
            key=key, symbol=symbol, rack=" ".join(rack) or "-",
            need=need[symbol], have=have[symbol],
        )


def _digest(record: dict[str, Any]) -> str:
    """A digest of the record's fields: a record changed by hand no longer matches it."""
    body = {k: record.get(k) for k in _CHECKED}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Turn:
    """One turn of the history: who (``player``, a seat), what, and the points.

    ``action`` is the typed action (a :class:`Move` or an :class:`Exchange`), ``kind``
    is ``"place"`` or ``"exchange"``, ``text`` its notation (``Game.play(turn.text)``
    repeats it).
    """

    player: int
    kind: str
    text: str
    score: int
    result: MoveResult | None = None
    drawn: int = 0
    action: Move | Exchange | None = None

    @property
    def count(self) -> int:
        """How many tiles the turn took from the rack (placed or exchanged)."""
        return len(self.action.tiles) if self.action is not None else 0

    @property
    def sums(self) -> tuple[ScoredSum, ...]:
        return self.result.sums if self.result else ()

    @property
    def move(self) -> Move | None:
        return self.result.move if self.result else None


class Game:
    """A game of Summy for 2-4 players, replayable from its seed.

    ``Game(players=["Ann", "Ben"], seed=7, rules=None)``, the same keywords as every
    game (the older order ``Game(seed, rules, players)`` still works). ``players``
    are the players' names (by default "Player 1", "Player 2", ...); ``rules`` a
    :class:`Rules` (or a dict of its options). Racks are private: read one with
    :meth:`rack`, or :meth:`view` for everything one seat may see. The bag's order is
    never exposed; :attr:`bag_count` says how many tiles it holds.
    """

    def __init__(
        self,
        seed: int | None = None,
        rules: Rules | dict | None = None,
        players: Sequence[str] | None = None,
    ) -> None:
        if players is not None and (isinstance(players, (str, bytes)) or not isinstance(
                players, Sequence) or not all(isinstance(p, str) for p in players)):
            raise type_error("players", players, "a list of names such as ['Ann', 'Ben']")
        if isinstance(rules, dict):
            rules = Rules.from_dict({"players": len(players) if players else 2, **rules})
        if rules is None:
            rules = Rules(players=len(players)) if players else Rules()
        expect_type("rules", rules, Rules, "a summy.Rules (or a dict of its options)")
        if players is None:
            players = [f"Player {i + 1}" for i in range(rules.players)]
        players = list(players)
        if len(players) != rules.players:
            raise ValueError(
                f"{len(players)} player names given, but the rules say {rules.players} players"
            )
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        expect_type("seed", seed, int, "a whole number")
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
        self._mover = 0  # the seat to move; it stays on the last mover once the game is over
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

    # -- the shape shared by the three games ---------------------------------
    @property
    def names(self) -> list[str]:
        """The players' names, one per seat."""
        return list(self.players)

    @property
    def to_act(self) -> list[int]:
        """The seats that may act now: ``[current]``, or ``[]`` once the game is over."""
        return [] if self.over else [self._mover]

    @property
    def current(self) -> int | None:
        """The seat to move, or ``None`` once the game is over (as in all three games).

        >>> game = Game(seed=1)
        >>> game.current
        0
        """
        return None if self.over else self._mover

    def _seat(self, seat: Any, name: str = "seat") -> int:
        """``seat`` checked: a whole number from 0 to the last seat."""
        expect_type(name, seat, int, "a seat number (0, 1, ...)")
        if not 0 <= seat < len(self.players):
            last = len(self.players) - 1
            raise IllegalMoveError(
                "bad-seat", f"there is no seat {seat}: seats are 0 to {last}",
                key="error.bad-seat", seat=seat, last=last,
            )
        return seat

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """Everything ``seat`` may see, as JSON-ready values (``None``: a spectator).

        The board, the scores, how many tiles each rack and the bag hold, the history
        (exchanges show how many tiles, not which) and that seat's own rack (a spectator's is
        empty); never another rack, the bag's order or the seed.

        >>> v = Game(seed=1).view(0)
        >>> v["rack"], v["bag_count"], v["tiles"]
        (['2', '9', '=', ':', 'x', '1', '4', '1'], 110, [8, 8])
        >>> Game(seed=1).view(None)["rack"]
        []
        """
        if seat is not None:
            self._seat(seat)
        cells = self.board.cells
        return {
            "game": "summy",
            "names": self.names,
            "scores": list(self.scores),
            "current": self.current,
            "to_act": self.to_act,
            "over": self.over,
            "winners": self.winners,
            "last_round": self.last_round,
            "board": [cells[r * SIZE:(r + 1) * SIZE] for r in range(SIZE)],
            "bag_count": self.bag_count,
            "tiles": [len(r) for r in self._racks],
            "history": [self._public_turn(i, t, seat) for i, t in enumerate(self.history)],
            "seat": seat,
            "rack": [] if seat is None else list(self._racks[seat]),
        }

    @staticmethod
    def _public_turn(index: int, turn: Turn, seat: int | None) -> dict[str, Any]:
        """A turn as ``seat`` may see it: which tiles someone else exchanged stays hidden."""
        entry: dict[str, Any] = {"turn": index, "player": turn.player, "kind": turn.kind,
                                 "score": turn.score, "count": turn.count}
        if turn.kind == "place" or turn.player == seat:
            entry["text"] = turn.text
        return entry

    # -- what anyone may see -----------------------------------------------
    def rack(self, player: int | None = None) -> tuple[str, ...]:
        """The tiles of ``player`` (the player to move by default), in the order drawn."""
        if player is None:
            player = self._mover
        return tuple(self._racks[self._seat(player, "player")])

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

    def _check_holds(self, tiles: str) -> None:
        check_holds(self._racks[self._mover], tiles, self.players[self._mover])

    def _check_seat(self, seat: Any) -> None:
        """``seat``, when given, must be a seat that may act now."""
        if seat is None:
            return
        self._seat(seat)
        if seat != self._mover:
            raise out_of_turn(IllegalMoveError, self.players[seat], [self.players[self._mover]])

    def preview(self, move: Move | str) -> MoveResult:
        """Check a move for the player to move without playing it (raises IllegalMoveError)."""
        if not isinstance(move, Move):
            expect_type("move", move, str, "a move text such as 'J13> 4+3(=)7' or a Move")
        self._check_open()
        if isinstance(move, str):
            move = Move.from_text(move)
        self._check_holds(move.tiles)
        return evaluate_move(self.board, move, self.rules)

    def play(self, text: str | Move | Exchange, seat: int | None = None) -> Turn:
        """Carry out any action of the player to move; return the :class:`Turn` it made.

        ``text`` is a move text (``"J13> 4+3(=)7"``), an exchange text (``"swap 77="``),
        or a :class:`Move` / :class:`Exchange`. ``seat``, when given, must be the seat to
        move. A refused action raises :class:`~summy_widget.errors.GameError` (an
        :class:`IllegalMoveError` or a :class:`NotationError`) and changes nothing.
        """
        if not isinstance(text, (Move, Exchange)):
            expect_type("text", text, str, "a move text such as 'J13> 4+3(=)7' or 'swap 77='")
        self._check_open()
        self._check_seat(seat)
        if isinstance(text, Exchange) or (
                isinstance(text, str) and text.strip().lower().startswith("swap")):
            return self.exchange(text)
        return self._place(text)

    def _place(self, move: Move | str) -> Turn:
        """Place tiles for the player to move; returns the turn. Illegal moves change nothing."""
        result = self.preview(move)
        player = self._mover
        rack = self._racks[player]
        for symbol in result.move.tiles:
            rack.remove(symbol)
        self.board = result.board
        self.scores[player] += result.score
        drawn = self._draw(rack, self.rules.rack_size - len(rack))
        turn = Turn(player, "place", str(result.move), result.score, result, drawn, result.move)
        self._finish(turn)
        return turn

    def exchange(self, tiles: str | Sequence[str] | Exchange) -> Turn:
        """Give up tiles (they leave the game) and draw as many as the bag still holds.

        ``tiles`` is exchange text (``"swap 77="`` or just ``"77="``), a sequence of
        single tiles (``["7", "7", "="]``) or an :class:`Exchange`.
        """
        tiles = Exchange.parse(tiles)
        self._check_open()
        self._check_holds(tiles.tiles)
        player = self._mover
        rack = self._racks[player]
        for symbol in tiles.tiles:
            rack.remove(symbol)
            self.exchanged.append(symbol)
        drawn = self._draw(rack, len(tiles.tiles))
        turn = Turn(player, "exchange", str(tiles), 0, None, drawn, tiles)
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
            self._mover = (self._mover + 1) % len(self.players)

    def apply(self, text: str | Move | Exchange) -> Turn:
        """The same as :meth:`play` (kept for older notebooks)."""
        return self.play(text)

    def undo(self) -> Turn:
        """Take back the last turn (for practice); the game is replayed from its seed."""
        if not self.history:
            raise IllegalMoveError("nothing-to-undo", "there is no turn to take back yet")
        last = self.history[-1]
        actions = [t.action for t in self.history[:-1]]
        self._start()
        for action in actions:
            self.play(action)
        return last

    # -- records ------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The game record as a dict (see :meth:`to_json`)."""
        record: dict[str, Any] = {
            **record_header("summy", RECORD_VERSION),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "players": list(self.players),
            "racks": ["".join(r) for r in self._initial_racks],
            "moves": [t.text for t in self.history],
            "turn_scores": [t.score for t in self.history],
            "scores": list(self.scores),
            "over": self.over,
        }
        record["check"] = _digest(record)
        return record

    def to_json(self, indent: int | None = None) -> str:
        """The game record as JSON: head ``{"game": "summy", "version": 2}``, rules, seed,
        players, every turn's text and score, and a ``check`` digest of all of them."""
        return json.dumps(self.to_record(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes | dict) -> Game:
        """Replay a game record; raise :class:`RecordError` naming what is wrong.

        Reads version 2 (``{"game": "summy", ...}``) and version 1
        (``{"format": "summy-game", ...}``); a top-level ``"seats"`` key is ignored.
        Nothing is half-loaded: either the whole game replays or the error is raised.
        """
        if isinstance(text, dict):
            return cls.from_record(text)
        expect_type("text", text, (str, bytes, bytearray), "the JSON text of a game record")
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise RecordError("record-json", f"this file is not a game record ({exc})",
                              detail=str(exc)) from None
        return cls.from_record(data)

    @classmethod
    def from_record(cls, data: Any) -> Game:
        """A game from a parsed record (see :meth:`from_json`)."""
        if not isinstance(data, dict):
            raise RecordError("record-json", "this file is not a game record (not a JSON object)",
                              detail="not a JSON object")
        if "game" not in data and data.get("format") == RECORD_FORMAT:
            data = {**data, "game": "summy"}  # a version-1 record: {"format": "summy-game"}
        try:
            data = read_record(data, "summy", (1, RECORD_VERSION))
        except SharedRecordError as exc:  # the shared error, as summy's own (it has .entry)
            raise RecordError(exc.code, exc._message, key=exc.key, **exc.params) from None
        for key in ("rules", "seed", "players", "moves"):
            if key not in data:
                raise RecordError("record-field", f"the record has no '{key}'", field=key,
                                  what=Phrase(f"record.what.{key}"))
        game = cls._head(data)
        cls._replay(game, data)
        if data["version"] == RECORD_VERSION and data.get("check") != _digest(data):
            raise RecordError("record-tampered", "the record was changed after it was saved "
                              "(its check does not match)", detail=Phrase("record.detail.check"))
        return game

    @classmethod
    def _head(cls, data: dict[str, Any]) -> Game:
        """The game at its start, from the record's rules, seed, players and racks."""
        try:
            rules = Rules.from_dict(data["rules"])
            game = cls(seed=data["seed"], rules=rules, players=data["players"])
        except (TypeError, ValueError) as exc:
            raise setup_error(exc, RecordError) from None
        if "racks" in data and data["racks"] != ["".join(r) for r in game._initial_racks]:
            raise RecordError("record-tampered", "the racks in the record do not match the "
                              "seed: the record was changed",
                              detail=Phrase("record.detail.racks"))
        return game

    @staticmethod
    def _replay(game: Game, data: dict[str, Any]) -> None:
        """Play the record's turns on ``game``, checking each score and the final scores."""
        moves, scores = data["moves"], data.get("turn_scores")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError("record-field", "'moves' must be a list of move texts such as "
                              "\"J13> 4+3(=)7\"", field="moves",
                              what=Phrase("record.what.moves"))
        if scores is not None and (not isinstance(scores, list) or len(scores) != len(moves)):
            raise RecordError("record-field", "'turn_scores' must hold one score for each move",
                              field="turn_scores", what=Phrase("record.what.turn_scores"))
        for i, text in enumerate(moves):
            try:
                turn = game.play(text)
            except ValueError as exc:
                reason = exc.text("en") if isinstance(exc, GameError) else str(exc)
                raise RecordError("record-entry", f"turn {i + 1} ({text}) does not replay: "
                                  f"{reason}", entry=i + 1, index=i, reason=exc) from None
            if scores is not None and scores[i] != turn.score:
                reason = Phrase("record.entry-score", {"move": text, "score": turn.score,
                                                       "said": repr(scores[i])[:40]})
                raise RecordError("record-entry", entry=i + 1, index=i, reason=reason)
        if "scores" in data and data["scores"] != game.scores:
            raise RecordError("record-tampered", f"the record's final scores {data['scores']} "
                              f"do not replay ({game.scores})",
                              detail=Phrase("record.detail.scores",
                                            {"said": repr(data["scores"])[:60]}))

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
            f"<tr><td>{'▶ ' if i == self.current else ''}{name}</td>"
            f"<td style='text-align:right;padding-left:1em'>{score}</td></tr>"
            for i, (name, score) in enumerate(zip(self.players, self.scores))
        )
        status = "game over" if self.over else f"bag: {self.bag_count} tiles"
        return (
            "<div style='display:flex;gap:1em;align-items:flex-start;flex-wrap:wrap'>"
            f"{board_html(self.board, highlight=last, crop=False)}"
            f"<div><table>{rows}</table><p>{status}</p></div></div>"
        )

