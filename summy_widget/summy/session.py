"""A game of Summy at a table: seats, the screen, drafts and previews, hints, puzzles, the log.

:class:`Session` holds everything a front end shows around a :class:`Game` (the
widget, the classroom site and the tests use it; no Jupyter needed): who sits
where (people and computer levels), whose tiles the screen may show and the
hot-seat pass screen, the tiles laid down but not yet played and the engine's
answer to them, hints in four steps, undo in practice mode, the computer's
turns, the log of what happened and the explanation of a turn. It makes one
:meth:`Session.view` for the front end.

>>> s = Session(seats=["You", "computer:greedy"], seed=4)
>>> s.phase, s.rack_owner, s.view()["bag_count"]
('play', 0, 110)
>>> s.hint_step()["step"]
1

A puzzle is a mode of the session: one seat, the puzzle's position and rack, no bag;
an answer is checked against every legal move and the board stays for more tries.

>>> from . import puzzles
>>> p = Session(seats=["You"], puzzle=puzzles.generate(seed=1, difficulty="easy"))
>>> p.mode, p.view()["bag_count"], len(p.view()["rack"])
('puzzle', 0, 8)
"""

from __future__ import annotations

import html
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from .. import i18n
from ..arithmetic import ALIASES
from ..errors import GameError, expect_type
from ..explain import explain
from ..session import Seat, expect_player_list, hint_limit, parse_seats
from ..session import Session as BaseSession
from . import commands
from .board import SIZE, TILE_SYMBOLS, Board, cell_name, parse_cell
from .deal import playable_game
from .errors import IllegalMoveError, refused
from .evaluate import MoveResult, evaluate_move
from .game import Game, Turn, check_holds
from .hints import HINT_STEPS, shown_tiles
from .hints import hint as engine_hint
from .levels import LEVELS
from .move import Exchange, Move
from .movegen import legal_moves
from .puzzles import Puzzle
from .puzzles import generate as generate_puzzle
from .rules import Rules
from .words import and_list, counted, places, said_move, said_sum

__all__ = ["Session"]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _players_of(rules: Rules | dict | None) -> int:
    """How many players ``rules`` name (2 when they name none): the seats a widget made
    without names numbers, so that ``rules={"players": 3}`` alone seats three.

    >>> _players_of(None), _players_of({"players": 4}), _players_of(Rules(players=3))
    (2, 4, 3)
    """
    if isinstance(rules, Rules):
        return rules.players
    count = rules.get("players", 2) if isinstance(rules, dict) else 2
    return count if _is_int(count) else 2


class Session(BaseSession):
    """A game (or a puzzle) of Summy with its seats, screen, drafts, hints and log.

    ``Session(seats=["Ann", "computer:strong"], seed=7, rules=None, practice=False,
    lang="en")``; ``game=`` continues a :class:`Game`; ``puzzle=`` (a
    :class:`~summy_widget.summy.puzzles.Puzzle`) shows a "find the best move"
    position instead. Without a ``seed`` the deal is one whose first player can lay
    tiles at once (``playable_start=False``: any deal, 4 in 10 of which make the first
    turn an exchange). ``hints``: ``True`` (any number), ``False`` (none) or how many
    each person may take in a game (each step of a hint counts). Actions raise a
    :class:`~summy_widget.errors.GameError` and change nothing when refused.
    """

    game_name = "summy"

    def __init__(self, seats: Sequence[Any] = ("Player 1", "Player 2"), *,
                 seed: int | None = None, rules: Rules | dict | None = None,
                 game: Game | None = None, practice: bool = False,
                 puzzle: Puzzle | None = None, lang: str = "en",
                 playable_start: bool = True, hints: bool | int = True) -> None:
        lang = i18n.language(lang)  # "NL" is "nl"; a clear error for an unknown language
        self.hint_limit = hint_limit(hints)
        if puzzle is not None and not isinstance(puzzle, Puzzle):
            raise TypeError("puzzle must be a summy.puzzles.Puzzle, e.g. "
                            "summy.puzzles.generate(seed=1, difficulty='easy')")
        self.lang = lang
        self.puzzle = puzzle
        self.playable_start = bool(playable_start)
        self._shuffler = random.Random()  # the order shown in the rack only; not the game's
        self._order: dict[int, list[str]] = {}
        self._hint_cache: dict[tuple[str, str, int, str, str], Any] = {}
        self._placeable: tuple[tuple[str, str, str], bool] | None = None  # see can_place
        self._clear_turn()
        parsed = parse_seats(seats)
        if puzzle is not None:
            self._start_puzzle(parsed[:1], puzzle)
            return
        if isinstance(rules, dict):
            rules = Rules.from_dict({"players": len(parsed), **rules})
        self.hints_used = [0] * len(parsed)
        if game is None and seed is None and self.playable_start:
            game = playable_game([s.name for s in parsed], rules)
        super().__init__(parsed, seed=seed, rules=rules, game=game, practice=practice)
        self.pass_screen = self.hot_seat and not self.game.over
        self.log = [{"seat": t.player, "name": self.seats[t.player].name,
                     "text": self.public_text(t), "score": t.score} for t in self.game.history]

    @classmethod
    def from_options(cls, seed: int | None = None, rules: Rules | dict | None = None,
                     players: Sequence[str] = ("You", "Friend"), lang: str = "en",
                     practice: bool = False, opponent: str | None = None,
                     level: str | None = None, puzzle: Puzzle | None = None,
                     playable_start: bool = True, hints: bool | int = True) -> Session:
        """A session from the widget's options (``opponent="computer"`` plays the second
        seat at ``level``, ``"greedy"`` unless given); the default names follow ``lang``
        and are numbered in hot seat. A level for a game without a computer is refused.

        >>> [s.name for s in Session.from_options(seed=1, lang="de").seats]
        ['Spieler 1', 'Spieler 2']
        >>> [s.name for s in Session.from_options(seed=1, rules={"players": 3}).seats]
        ['Player 1', 'Player 2', 'Player 3']
        >>> try:
        ...     Session.from_options(level="expert")
        ... except ValueError as slip:
        ...     print(str(slip).split(": ", 1)[1])
        add opponent='computer', as in SummyWidget(opponent='computer', level='expert')
        """
        if opponent not in (None, "computer"):
            raise ValueError(f"opponent must be None (two players) or 'computer', not {opponent!r}")
        level = "greedy" if level is None else _level_for_a_computer(level, opponent, players)
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(map(repr, LEVELS))}, not {level!r}")
        expect_player_list(players, "names, such as ['You', 'Friend']")
        for name in players:
            expect_type("players", name, str, "names, such as ['You', 'Friend']")
        if puzzle is not None and not isinstance(puzzle, Puzzle):
            raise ValueError("puzzle must be a summy.puzzles.Puzzle, e.g. "
                             "summy.puzzles.generate(seed=1, difficulty='easy')")
        if puzzle is not None and opponent is not None:
            raise ValueError("a puzzle has no opponent: leave out opponent=")
        names = list(players)
        if tuple(players) == ("You", "Friend"):  # the default names, in the language
            names = ([i18n.t("summy.player.you", lang),
                      i18n.t("summy.label.computer", lang).capitalize()] if opponent else
                     [i18n.t("summy.player.n", lang, n=i + 1)
                      for i in range(_players_of(rules))])
        # a name may also be "computer" or "computer:LEVEL", as in the other games
        seats = [Seat(n, level) if opponent and i == 1 else Seat.parse(n, level)
                 for i, n in enumerate(names)]
        return cls(seats[:1] if puzzle else seats, seed=seed, rules=rules, practice=practice,
                   puzzle=puzzle, lang=lang, playable_start=playable_start, hints=hints)

    def _start_puzzle(self, seats: list[Seat], puzzle: Puzzle) -> None:
        if any(s.computer for s in seats):
            raise ValueError("a puzzle has no opponent: leave out the computer")
        self.seats, self.game, self.practice = seats, None, False
        self.log, self._undo, self.pass_screen, self.viewer = [], [], False, 0
        self.hints_used = [0]
        self.puzzle = puzzle
        self.puzzle_score = 0
        self.puzzle_info: dict[str, Any] = {"seed": puzzle.seed, "difficulty": puzzle.difficulty,
                                            "attempts": 0, "own": 0, "answer": {}, "best": {}}

    def _clear_turn(self) -> None:
        """What belongs to one turn only: the draft's preview, the hint, the hint step."""
        self.preview: dict[str, Any] = {}
        self.hint: dict[str, Any] = {}
        self._hint_step = 0
        self.draft: dict[str, str] = {}  # tiles put down by the command line
        self._hint_presses = getattr(self, "_hint_presses", 0)
        self.selected_turn = getattr(self, "selected_turn", -1)

    # -- the position on screen ------------------------------------------------------------
    @property
    def mode(self) -> str:
        return "puzzle" if self.puzzle is not None else "game"

    @property
    def board(self) -> Board:
        return self.puzzle.board if self.puzzle is not None else self.game.board

    @property
    def rules(self) -> Rules:
        return self.puzzle.rules if self.puzzle is not None else self.game.rules

    @property
    def history(self) -> list[Turn]:
        return [] if self.game is None else self.game.history

    @property
    def current(self) -> int | None:
        """The seat to move (0 in a puzzle), ``None`` once the game is over."""
        return 0 if self.game is None else self.game.current

    def rack_of(self, seat: int) -> tuple[str, ...]:
        """The tiles of ``seat`` (in puzzle mode the puzzle's rack)."""
        return tuple(self.puzzle.rack) if self.puzzle is not None else self.game.rack(seat)

    @property
    def computer_to_move(self) -> int | None:
        """The computer seat to move now, or ``None``."""
        if self.game is None or self.game.over:
            return None
        seat = self.game.current
        return seat if self.seats[seat].computer else None

    @property
    def phase(self) -> str:
        """``"play"``, ``"pass"`` (the pass screen), ``"computer"`` or ``"over"``."""
        if self.game is not None and self.game.over:
            return "over"
        if self.computer_to_move is not None:
            return "computer"
        return "pass" if self.pass_screen else "play"

    @property
    def rack_owner(self) -> int:
        """Whose tiles the screen shows now (-1: nobody's). In hot seat nobody's while the
        computers play: the person who just played has handed over, the next is looking.

        >>> s = Session(["Ann", "Ben", "computer"], seed=5)
        >>> s.ready(); s.rack_owner
        0
        >>> _ = s.submit([s.hint_step() for _ in range(4)][-1]["placements"], computers=False)
        >>> s.ready(); _ = s.submit([s.hint_step() for _ in range(4)][-1]["placements"],
        ...                         computers=False)
        >>> s.phase, s.rack_owner, s.view()["rack"]
        ('computer', -1, [])
        """
        if self.phase in ("over", "pass") or self.viewer is None:
            return -1
        if self.phase == "computer" and self.hot_seat:
            return -1
        return self.viewer

    @property
    def can_place(self) -> bool | None:
        """Whether the person to move can lay any tiles (``None``: no person's turn shown).

        ``False`` means no sum can be made with these tiles on this board: the turn must be
        an exchange, and the screen says so. Worked out once per board and rack.

        >>> s = Session(seats=["You", "computer"], seed=0)
        >>> s.rack_of(0), s.can_place
        (('=', '6', 'x', '=', '6', '0', '4', '8'), False)
        >>> Session(seats=["You", "computer"], seed=4).can_place
        True
        """
        if self.game is None or self.phase != "play" or self.rack_owner != self.current:
            return None
        rack = self.rack_of(self.current)
        key = (self.board.cells, "".join(sorted(rack)), repr(self.rules))
        if self._placeable is None or self._placeable[0] != key:
            self._placeable = (key, bool(legal_moves(self.board, rack, self.rules)))
        return self._placeable[1]

    def display_rack(self, seat: int) -> list[str]:
        """The tiles of ``seat`` in the order shown (shuffles kept, new tiles at the end)."""
        tiles = list(self.rack_of(seat))
        left = Counter(tiles)
        kept: list[str] = []
        for symbol in self._order.get(seat, []) + tiles:
            if left[symbol] > 0:
                kept.append(symbol)
                left[symbol] -= 1
        self._order[seat] = kept
        return kept

    # -- checks shared by the actions --------------------------------------------------------
    def _check_turn(self, player: Any = None, turn: Any = None) -> None:
        """The action must come from the person to move, for the position on screen."""
        if self.game is not None:
            names = self.game.players
            if self.game.over:
                raise refused("over")
            if self.computer_to_move is not None:
                raise refused("computer-turn")
            if self.pass_screen:
                raise refused("pass-screen", player=names[self.game.current])
            if player is not None and (not _is_int(player) or player != self.game.current):
                raise self._out_of_turn(names[self.game.current])
        elif player is not None and player != 0:
            raise self._out_of_turn(self.seats[0].name)
        if turn is not None and (not _is_int(turn) or turn != len(self.history)):
            raise refused("stale")

    def _out_of_turn(self, name: str) -> IllegalMoveError:
        """Out of turn, naming who is to move ("it is your turn" for the default player)."""
        if name == i18n.t("summy.player.you", self.lang):
            return IllegalMoveError("out-of-turn", key="summy.error.out-of-turn-you", player=name)
        return refused("out-of-turn", player=name)

    def placements(self, placements: Any) -> dict[str, str]:
        """Check ``{"M12": "4", ...}`` (or a list of ``{"cell", "symbol"}``) against the rack."""
        out = self._laid(placements)
        if len(out) > self.rules.rack_size:
            raise IllegalMoveError("too-many-tiles", key="summy.illegal.too-many-tiles",
                                   most=self.rules.rack_size)
        check_holds(self.rack_of(self.current), "".join(out.values()), self._holder())
        return out

    @staticmethod
    def _laid(placements: Any) -> dict[str, str]:
        """``{"M12": "4", ...}`` (or a list of ``{"cell", "symbol"}``) by cell name, each a
        tile's symbol (``*`` and ``/`` as ``x`` and ``:``); not checked against a rack.

        >>> Session._laid([{"cell": "m12", "symbol": "*"}])
        {'M12': 'x'}
        """
        if isinstance(placements, list):
            if not all(isinstance(p, dict) and set(p) == {"cell", "symbol"} for p in placements):
                raise refused("placements")
            items = [(p["cell"], p["symbol"]) for p in placements]
        elif isinstance(placements, dict):
            items = list(placements.items())
        else:
            raise refused("placements")
        out: dict[str, str] = {}
        for cell, symbol in items:
            try:
                name = cell_name(*parse_cell(cell)) if isinstance(cell, str) else None
            except ValueError:
                name = None
            if name is None:
                raise refused("cell", cell=repr(cell))
            symbol = ALIASES.get(symbol, symbol) if isinstance(symbol, str) else symbol
            if not isinstance(symbol, str) or len(symbol) != 1 or symbol not in TILE_SYMBOLS:
                raise refused("symbol", symbol=repr(symbol))
            if name in out:
                raise refused("twice", cell=name)
            out[name] = symbol
        return out

    def _holder(self) -> str:
        """Whose tiles a refusal names: the seat to move, or "you" who solve a puzzle (the
        puzzle's own words speak to the pupil, whatever the seat is called).

        >>> Session(seats=["Ann", "Ben"], seed=4)._holder()
        'Ann'
        """
        return "you" if self.game is None else self.seats[self.current].name

    def _evaluate(self, placed: dict[str, str]) -> MoveResult:
        move = Move.from_placements(self.board, placed, self.rules)
        if self.game is not None:
            return self.game.preview(move)
        check_holds(self.puzzle.rack, move.tiles, self._holder())
        return evaluate_move(self.board, move, self.rules)

    # -- actions ---------------------------------------------------------------------------
    def ready(self) -> None:
        """The next person has the screen: show their tiles."""
        if self.phase != "pass":
            raise refused("not-waiting")
        super().ready()

    def show_preview(self, placements: Any, player: Any = None, turn: Any = None) -> dict:
        """The tiles down but not played: legal or not, why not, what they would score."""
        self._check_turn(player, turn)
        checked = self.placements(placements)
        if not checked:
            self.preview = {}
            return self.preview
        key = dict(sorted(checked.items()))
        try:
            result = self._evaluate(checked)
        except IllegalMoveError as err:
            self.preview = {"placements": key, "legal": False, "code": err.code,
                            "reason": err.text(self.lang), "cells": list(err.cells),
                            "short": err.short_text(self.lang)}
            return self.preview
        sums = " + ".join(f"{s.text} ({s.score})" for s in result.sums)
        self.preview = {
            "placements": key, "legal": True, "code": "ok", "move": str(result.move),
            "said": said_move(str(result.move), self.lang), "score": result.score,
            "sums": [{"text": s.text, "score": s.score, "main": s.main} for s in result.sums],
            "reason": counted("summy.preview.legal", self.lang, result.score,
                              move=str(result.move), score=result.score, sums=sums),
            # the same in words, for "?" and a screen reader (no notation, no brackets)
            "said_reason": counted(
                "summy.preview.legal", self.lang, result.score,
                move=said_move(str(result.move), self.lang), score=result.score,
                sums="; ".join(f"{said_sum(s.text)} ({s.score})" for s in result.sums)),
        }
        return self.preview

    def submit(self, placements: Any, player: Any = None, turn: Any = None, *,
               computers: bool = True) -> Turn | None:
        """Play the tiles that are down (in puzzle mode: answer the puzzle)."""
        self._check_turn(player, turn)
        checked = self.placements(placements)
        if not checked:
            raise IllegalMoveError("no-tiles", key="summy.illegal.no-tiles")
        move = self._evaluate(checked).move
        if self.puzzle is not None:
            self._answer_puzzle(move)
            return None
        return self.act(move, computers=computers)

    def exchange(self, tiles: Any, player: Any = None, turn: Any = None, *,
                 computers: bool = True) -> Turn:
        """Give up the marked tiles and draw as many (RULES.md 1.4, exchanging)."""
        self._check_turn(player, turn)
        if self.puzzle is not None:
            raise refused("puzzle-exchange")
        if isinstance(tiles, (list, tuple)):
            tiles = "".join(Exchange.parse(list(tiles)).tiles)
        if not isinstance(tiles, str):
            raise refused("exchange")
        symbols = "".join(ALIASES.get(ch, ch) for ch in tiles if not ch.isspace())
        if not symbols:
            raise refused("exchange-none")
        for ch in symbols:
            if ch not in TILE_SYMBOLS:
                raise refused("symbol", symbol=repr(ch))
        check_holds(self.rack_of(self.current), symbols, self.seats[self.current].name)
        return self.act(Exchange(symbols), computers=computers)

    def act(self, text: Any, seat: int | None = None, *, computers: bool = True) -> Turn:
        """The viewer (or ``seat``) plays ``text``; then the computers move unless told not."""
        self._check_turn(seat)
        seat = self.game.current
        if self.seats[seat].computer:
            raise refused("computer-turn")
        before = self.game.to_json() if self.practice else None
        turn = self.game.play(text, seat=seat)
        if before is not None:
            self._undo.append(before)
        self._after(turn)
        if computers:
            self.run_computers()
        return turn

    def _after(self, turn: Turn) -> None:
        self._record(turn)
        self._clear_turn()
        self.selected_turn = len(self.game.history) - 1
        self._hand_over()

    def computer_turn(self) -> Turn:
        """The computer seat to move plays (its level's engine player)."""
        seat = self.computer_to_move
        if seat is None:
            raise refused("not-waiting")
        turn = self.game.play(self.player(seat).choose(self.game, seat), seat=seat)
        self._after(turn)
        return turn

    def run_computers(self, limit: int = 10_000) -> list[Turn]:
        """Let the computer seats play until a person is to move (or the game is over)."""
        turns: list[Turn] = []
        while self.computer_to_move is not None and len(turns) < limit:
            turns.append(self.computer_turn())
        return turns

    def public_text(self, turn: Turn) -> str:
        """How a turn reads to everyone: which tiles were exchanged stays hidden."""
        if turn.kind == "exchange":
            return counted("summy.log.exchanged", self.lang, turn.count)
        return turn.text

    def undo(self) -> None:
        """Practice mode: take back the last turn of a person (and the computer's answer)."""
        if not self.practice:
            raise refused("undo-practice")
        if not self._undo:
            raise IllegalMoveError("nothing-to-undo", key="summy.illegal.nothing-to-undo")
        super().undo()
        self._clear_turn()
        self.viewer = self._next_viewer()
        self.pass_screen = self.hot_seat and not self.game.over

    def shuffle(self) -> list[str]:
        """Shuffle the order of the viewer's rack (the game itself does not change)."""
        seat = self.rack_owner
        if seat < 0:
            raise refused("no-rack")
        order = self.display_rack(seat)
        self._shuffler.shuffle(order)
        self._order[seat] = order
        return order

    def select(self, turn: Any) -> None:
        """Show the explanation of history entry ``turn`` (-1: none)."""
        if not _is_int(turn) or not -1 <= turn < len(self.history):
            raise refused("no-turn", turn=repr(turn))
        self.selected_turn = turn

    def new_game(self, seed: Any = None, rules: Rules | dict | None = None) -> None:
        """Another game with the same seats (the same rules unless ``rules`` is given); in
        puzzle mode the next puzzle (``seed``, or the puzzle's seed + 1)."""
        if seed is not None and not _is_int(seed):
            raise refused("seed")
        if isinstance(rules, dict):
            rules = Rules.from_dict({"players": self.rules.players, **rules})
        if rules is not None and not isinstance(rules, Rules):
            raise TypeError("rules must be a summy.Rules or a dict of its options")
        if self.puzzle is not None:
            puzzle = generate_puzzle(seed=self.puzzle.seed + 1 if seed is None else seed,
                                     difficulty=self.puzzle.difficulty,
                                     rules=rules or self.puzzle.rules)
            self._start_puzzle(self.seats, puzzle)
        else:
            started = bool(self.game.history) and not self.game.over
            self._previous = {"game": self.game.to_json(), "log": list(self.log),
                              "undo": list(self._undo),
                              "hints": list(self.hints_used)} if started else None
            rules, names = rules or self.game.rules, [s.name for s in self.seats]
            self.game = (playable_game(names, rules) if seed is None and self.playable_start
                         else Game(seed=seed, rules=rules, players=names))
            self.log, self._undo = [], []
            self.hints_used = [0] * len(self.seats)
            self.viewer = self._next_viewer()
            self.pass_screen = self.hot_seat
        self._order, self.selected_turn = {}, -1
        self._clear_turn()
        self.run_computers()

    def restore_game(self) -> None:
        """Bring back the game in progress that "New game" ended (once).

        >>> s = Session(["Ann", "computer"], seed=4)
        >>> s.restore_game()
        Traceback (most recent call last):
        ...
        summy_widget.summy.errors.IllegalMoveError: there is no earlier game to bring back
        """
        if self._previous is None:
            raise refused("no-previous")
        previous, self._previous = self._previous, None
        self.game = Game.from_json(previous["game"])
        self.log, self._undo = previous["log"], previous["undo"]
        self.hints_used = previous["hints"]
        self.viewer = self._next_viewer()
        self.pass_screen = self.hot_seat and not self.game.over
        self._order, self.selected_turn = {}, -1
        self._clear_turn()

    def review_view(self) -> dict[str, Any]:
        """The review of the finished game for the screen (grades, played and best moves);
        the racks of the past turns stay out of it."""
        from .review import review  # the review replays the game: loaded only when asked

        if self.game is None or not self.game.over:
            raise refused("review-over")
        out = review(self.game, lang=self.lang, strong=False).to_dict()
        for turn in out["turns"]:
            turn.pop("rack", None)
            if turn["played"].startswith("swap"):  # which tiles went back stays private
                count = len(turn["played"].split(None, 1)[-1].replace(" ", ""))
                turn["played"] = counted("summy.log.exchanged", self.lang, count)
            try:
                turn["grade_text"] = i18n.t(f"review.grade.{turn['grade']}", self.lang)
            except (KeyError, ValueError):
                turn["grade_text"] = turn["grade"]
        return out

    # -- the command line (play without sight or mouse) ---------------------------------------
    def command(self, text: Any, computers: bool = True, placements: Any = None,
                drawn: Any = None) -> str:
        """Carry out one typed command (``read row 13``, ``put 4 J13``, ``submit``, ... in the
        session's language; see :mod:`.commands`); return the answer to read out.
        ``placements``: the tiles a screen shows put down (by mouse, keys or a hint), which
        the command then reads, adds to, takes from or submits; checked like a preview's
        (a tile not held is refused, and nothing changes). ``drawn``: the tiles of
        :attr:`draft` that screen had drawn; a command typed before it drew the last one's
        answer keeps that command's tiles (see :func:`merged_draft`).

        >>> s = Session(["You", "computer"], seed=4)
        >>> s.command("read row 13")
        'Row 13: M13 equals sign, centre'
        >>> s.command("read row 13", placements={"L13": s.rack_of(0)[0]})
        'Row 13: L13 3, not submitted yet; M13 equals sign, centre'
        """
        if placements is not None:
            shown = self._laid(placements)
            if drawn is not None:
                shown = merged_draft(self.draft, self._laid(drawn), shown)
            self.draft = self.placements(shown)
        return commands.run(self, text, computers)

    # -- hints -------------------------------------------------------------------------------
    def hint_step(self, player: Any = None, turn: Any = None) -> dict[str, Any]:
        """The next hint step for the viewer's tiles (``summy.hints.hint``, four steps).

        Step 1: the points the best move is worth; 2: a cell to look near; 3: the sum to
        make; 4: the move, laid down as tiles not yet played. Each new step counts once
        in :attr:`hints_used` (the game record does not know about hints).
        """
        self._check_turn(player, turn)
        return self._show_hint(min(self._hint_step + 1, HINT_STEPS), count=True)

    def hint_seat(self) -> int | None:
        """The seat whose hints the screen shows: the person to move, else the viewer.

        >>> s = Session(["You", "computer"], seed=4, hints=1)
        >>> s.hint_allowance(s.hint_seat()), s.hint_step()["step"]
        ({'limit': 1, 'left': 1}, 1)
        >>> s.hint_step()  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        summy_widget.errors.GameError: no hints left: this game gives each player 1 hint; ...
        """
        seat = self.current
        return self.viewer if seat is None or self.seats[seat].computer else seat

    def _show_hint(self, step: int, count: bool) -> dict[str, Any]:
        if count and step > self._hint_step:
            self.check_hint_left(self.current)
        rack = self.rack_of(self.current)
        key = (self.board.cells, "".join(sorted(rack)), step, self.lang, repr(self.rules))
        found = self._hint_cache.get(key)
        if found is None:  # the same position asks the move generator once per step
            found = engine_hint((self.board, rack), step=step, rules=self.rules, lang=self.lang)
            self._hint_cache = {k: v for k, v in self._hint_cache.items() if k[0] == key[0]}
            self._hint_cache[key] = found
        if count and step > self._hint_step:
            self.hints_used[self.current] += 1
            self._hint_step = step
        placements: dict[str, str] = {}
        if found.move:
            placements = {cell_name(*c): s for c, s in Move.from_text(found.move).placements}
        self._hint_presses += 1 if count else 0
        text = self._hint_answer(found) if step == HINT_STEPS else found.text
        self.hint = {"step": step, "steps": HINT_STEPS, "text": text,
                     "score": found.score, "cell": found.cell, "sum": found.sum,
                     "move": found.move, "exchange": found.exchange, "placements": placements,
                     "press": self._hint_presses}
        return self.hint

    def _hint_answer(self, found: Any) -> str:
        """The last hint step in the screen's words: the move, laid down as tiles, or the
        exchange, its tiles marked, and the button that plays it.

        >>> s = Session(seats=["You", "computer:greedy"], seed=4)
        >>> print([s.hint_step() for _ in range(4)][-1]["text"])  # doctest: +NORMALIZE_WHITESPACE
        Play 43 − 16 = 27 across from H13: 23 points. The tiles are laid for you: press Submit,
        or Recall.
        """
        words = {name: i18n.t(f"summy.action.{name}", self.lang)
                 for name in ("submit", "recall", "exchange")}
        if found.move:
            return counted("summy.hint.laid", self.lang, found.score,
                           move=said_move(found.move, self.lang), points=found.score, **words)
        if found.exchange:
            key = "summy.hint.marked" if found.keep else "summy.hint.marked-all"
            return i18n.t(key, self.lang, tiles=shown_tiles(found.exchange),
                          kept=shown_tiles(found.keep), **words)
        return found.text

    def set_lang(self, lang: str) -> None:
        """Speak ``lang`` from now on; a hint on screen is reworded (the same step)."""
        i18n.table(lang)
        self.lang = lang
        if self.hint.get("step") and self.hint["step"] == self._hint_step and (
                self.game is None or not self.game.over):
            self._show_hint(self._hint_step, count=False)

    # -- puzzles -----------------------------------------------------------------------------
    def _answer_puzzle(self, move: Move) -> None:
        """Check a legal answer against every legal move (``Puzzle.check``); the board stays.
        Only an answer given before the best move was shown counts as the pupil's own (``own``
        and the seat's score, "Your best so far")."""
        answer = self.puzzle.check(move, self.lang)
        info = dict(self.puzzle_info)
        info["attempts"] += 1
        own = not info["best"]
        info["own"] += own
        info["answer"] = {"move": answer.text, "legal": answer.legal, "score": answer.score,
                          "best_score": answer.best_score, "is_best": answer.is_best,
                          "text": self._puzzle_words(answer)}
        self.puzzle_info = info
        if own:
            self.puzzle_score = max(self.puzzle_score, answer.score)

    def _puzzle_words(self, answer: Any) -> str:
        if answer.is_best:
            # how many moves reach it and how they differ, as the puzzle's answer says it
            shared = self.puzzle.shared(self.lang)
            text = counted("summy.puzzle.best", self.lang, answer.score, move=answer.text,
                           score=answer.score)
            return f"{text} ({shared}.)" if shared else text
        return counted("summy.puzzle.better", self.lang, answer.score, move=answer.text,
                       score=answer.score, best=answer.best_score)

    def show_best(self) -> None:
        """Puzzle mode: lay down a best move (as tiles not yet played) and say its score."""
        if self.puzzle is None:
            raise refused("not-puzzle")
        best = self.puzzle.best[0]
        text = counted("summy.puzzle.shown", self.lang, best.score, move=best.text,
                       score=best.score)
        self.puzzle_info = {**self.puzzle_info, "best": {
            "move": best.text, "score": best.score, "count": len(self.puzzle.best),
            "text": text}}
        self._hint_presses += 1
        self.hint = {"score": best.score, "move": best.text, "press": self._hint_presses,
                     "placements": {cell_name(*c): s for c, s in best.move.placements}}

    def puzzle_status(self) -> str:
        """Puzzle mode: the line in place of the score table, the best of the pupil's own
        answers, the answers given, the hints, and whether the best move was shown.

        >>> s = Session(puzzle=generate_puzzle(seed=5, difficulty="easy"))
        >>> s.puzzle_status()
        'No answer given yet'
        >>> s.show_best(); s.submit(s.hint["placements"]); s.puzzle_status()
        'No answer of your own yet · Answers given: 1 · Best move shown'
        """
        info, lang = self.puzzle_info, self.lang
        if not info["attempts"]:
            parts = [i18n.t("summy.puzzle.no-answer", lang)]
        else:
            parts = [counted("summy.puzzle.best-so-far", lang, self.puzzle_score,
                             score=self.puzzle_score) if info["own"]
                     else i18n.t("summy.puzzle.no-own-answer", lang),
                     i18n.t("summy.puzzle.attempts", lang, count=info["attempts"])]
        if self.hints_used[0]:
            parts.append(counted("summy.label.hints", lang, self.hints_used[0]))
        if info["best"]:
            parts.append(i18n.t("summy.puzzle.best-was-shown", lang))
        return " · ".join(parts)

    # -- what the front end sees ---------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """Everything the screen may show now (JSON-ready): never another rack or the bag."""
        cells = self.board.cells
        owner = self.rack_owner
        game = self.game
        names = [s.name for s in self.seats]
        scores = [self.puzzle_score] if game is None else list(game.scores)
        out = {
            "mode": self.mode, "phase": self.phase, "board":
                [cells[r * SIZE:(r + 1) * SIZE] for r in range(SIZE)],
            "last_move": self._last_move(), "rack_owner": owner,
            "computer_moves": [] if game is None else self._computer_moves(),
            "rack": self.display_rack(owner) if owner >= 0 else [],
            "players": [{"name": n, "score": scores[i], "tiles": len(self.rack_of(i)),
                         "computer": self.seats[i].computer, "hints": self.hints_used[i],
                         "level": self.seats[i].level if self.seats[i].computer else None}
                        for i, n in enumerate(names)],
            "current": self.current, "bag_count": 0 if game is None else game.bag_count,
            "history": self._history(), "log": list(self.log),
            "winners": [] if game is None else list(game.winners),
            "preview": self.preview, "hint": self.hint, "hints_used": list(self.hints_used),
            "hint_allowance": self.hint_allowance(self.hint_seat()),
            "puzzle_info": {**self.puzzle_info, "status": self.puzzle_status()}
                if game is None else {},
            "selected_turn": self.selected_turn, "explanation": self.explanation(),
            "practice": self.practice, "can_undo": self.practice and bool(self._undo),
            "can_restore": self._previous is not None, "can_place": self.can_place,
            "result": self.result(),
            "draft": dict(self.draft),
            "viewer": self.viewer, "pass_screen": self.pass_screen,
            "seats": [{"name": s.name, "computer": s.computer, "level": s.level}
                      for s in self.seats],
        }
        if game is not None:
            out["game"] = game.view(None if owner < 0 else owner)
        return out

    def result(self) -> dict[str, Any]:
        """The end of the game in words (``{}`` while it goes on or in a puzzle): ``winner``
        (who won, a shared win as a list: "Ann and Ben share the win!"), ``scores`` (one entry
        a seat, in seat order, a ★ before each winner), with three or four players ``places``,
        and ``said`` (all of it in sentences, for a screen reader).

        >>> s = Session(["Ann", "Ben", "computer:greedy", "computer:greedy"], seed=4)
        >>> s.game.over = True; s.game.scores[:] = [30, 12, 30, 5]
        >>> r = s.result()
        >>> r["winner"]
        'Ann and Computer 1 share the win!'
        >>> r["scores"]
        ['★ Ann: 30', 'Ben: 12', '★ Computer 1: 30', 'Computer 2: 5']
        >>> r["places"][1:]
        ['3rd place: Ben, 12 points', '4th place: Computer 2, 5 points']
        >>> r["said"][:59]
        'Game over. Ann and Computer 1 share the win! 1st place: Ann'
        """
        game, lang = self.game, self.lang
        if game is None or not game.over:
            return {}
        names, scores, winners = [s.name for s in self.seats], list(game.scores), game.winners
        won = and_list([names[i] for i in winners], lang)
        if len(winners) > 1:
            winner = i18n.t("summy.over.tie", lang, players=won)
        elif won == i18n.t("summy.player.you", lang):  # "You won!", not "You wins!"
            winner = i18n.t("summy.over.winner-you", lang)
        else:
            winner = i18n.t("summy.over.winner", lang, players=won)
        line = [("★ " if i in winners else "") + f"{n}: {scores[i]}" for i, n in enumerate(names)]
        ranked = places(names, scores, lang)
        said = " ".join([i18n.t("summy.over.title", lang) + ".", winner, ". ".join(ranked) + "."])
        return {"winner": winner, "scores": line, "winners": list(winners),
                "places": ranked if len(names) > 2 else [], "said": said}

    def _history(self) -> list[dict[str, Any]]:
        """The turns for the list (the text as notation) and for the live region ("said")."""
        return [{"turn": i, "player": t.player, "kind": t.kind, "text": self.public_text(t),
                 "said": "" if t.result is None else said_move(t.text, self.lang),
                 "score": t.score, "count": t.count} for i, t in enumerate(self.history)]

    def _last_move(self) -> dict[str, Any]:
        history = self.history
        if not history or history[-1].result is None:
            return {}  # no turn yet, or the last was an exchange: nothing new on the board
        return _move_view(len(history) - 1, history[-1], _without(self._numbers(), history[-1]))

    def _computer_moves(self) -> list[dict[str, Any]]:
        """The placing turns of the computers since the last person's turn, oldest first,
        each as :meth:`_last_move` gives the last (the front end lays them tile by tile, in
        turn, each with the numbers of before it).

        >>> s = Session(["You", "computer:greedy", "computer:greedy"], seed=4)
        >>> best = [s.hint_step() for _ in range(4)][-1]["placements"]
        >>> _ = s.submit(best)            # 23 points; the two computers answer in turn
        >>> [(m["turn"], m["before"]["scores"]) for m in s.view()["computer_moves"]]
        [(1, [23, 0, 0]), (2, [23, 19, 0])]
        """
        numbers, moves = self._numbers(), []
        for index in range(len(self.history) - 1, -1, -1):
            turn = self.history[index]
            if not self.seats[turn.player].computer:
                break
            numbers = _without(numbers, turn)
            if turn.result is not None:
                moves.append(_move_view(index, turn, numbers))
        return moves[::-1]

    def _numbers(self) -> dict[str, Any]:
        """The public numbers of now: the scores, how many tiles each rack holds, the bag."""
        scores = list(self.game.scores)
        tiles = [len(self.rack_of(i)) for i in range(len(scores))]
        return {"scores": scores, "tiles": tiles, "bag_count": self.game.bag_count}

    def explanation(self, index: int | None = None) -> str:
        """The explanation of history entry ``index`` (the selected one) as HTML."""
        index = self.selected_turn if index is None else index
        history = self.history
        if not 0 <= index < len(history):
            return ""
        turn, lang = history[index], self.lang
        name = self.seats[turn.player].name
        # "Du hast", not "Du hat": the player called "you" gets sentences of their own
        you = "-you" if name == i18n.t("summy.player.you", lang) else ""
        if turn.result is None:
            head = counted("summy.explain.exchange" + you, lang, turn.count, player=name)
            return f"<div class='summy-explain-head'>{html.escape(head)}</div>"
        head = counted("summy.explain.move" + you, lang, turn.score, player=name,
                       move=turn.text, score=turn.score)
        parts = [f"<div class='summy-explain-head'>{html.escape(head)}</div>"]
        for s in turn.result.sums:
            kind = i18n.t("summy.explain.main" if s.main else "summy.explain.cross", lang)
            parts.append(
                f"<div class='summy-explain-sum'><div class='summy-explain-kind'>"
                f"{html.escape(kind)}: {html.escape(s.text)} (+{s.score})</div>"
                f"{explain(s.verdict, rules=self.rules, lang=lang)._repr_html_()}</div>")
        return "".join(parts)

    def to_json(self) -> str:
        """The game record plus the computer seats (a puzzle is not saved)."""
        if self.game is None:
            raise GameError("puzzle-save", "a puzzle is not saved: its seed brings it back",
                            key="summy.error.puzzle-save", seed=self.puzzle.seed)
        return super().to_json()


def _move_view(index: int, turn: Turn, before: dict[str, Any]) -> dict[str, Any]:
    """A placing ``turn`` (history entry ``index``) as the front end lays it: its cells, the
    tiles placed, the grey caps it put, and the public numbers of ``before`` it."""
    result = turn.result
    return {"turn": index, "cells": [cell_name(*c) for c in result.move.cells],
            "placed": [cell_name(*c) for c, _ in result.move.placements],
            "caps": [cell_name(*c) for c in result.caps], "before": before}


def _without(numbers: dict[str, Any], turn: Turn) -> dict[str, Any]:
    """The public ``numbers`` as they were before ``turn`` (the front end shows them while
    it lays a computer's move tile by tile).

    >>> s = Session(["You", "computer:greedy"], seed=4)
    >>> best = [s.hint_step() for _ in range(4)][-1]["placements"]
    >>> _ = s.submit(best)            # 23 points; the computer answers with 19
    >>> s.game.scores, s.view()["last_move"]["before"]
    ([23, 19], {'scores': [23, 0], 'tiles': [8, 8], 'bag_count': 103})
    """
    scores, tiles = list(numbers["scores"]), list(numbers["tiles"])
    scores[turn.player] -= turn.score
    tiles[turn.player] += turn.count - turn.drawn
    return {"scores": scores, "tiles": tiles, "bag_count": numbers["bag_count"] + turn.drawn}


def _level_for_a_computer(level: Any, opponent: str | None, players: Any) -> Any:
    """``level``, when the game has a computer to play at it (``opponent="computer"`` or a
    ``"computer"`` seat); a level for a game of people only is refused, as a slip."""
    computer = opponent is not None or any(
        isinstance(name, str) and name.strip() and Seat.parse(name).computer
        for name in (players if isinstance(players, (list, tuple)) else ()))
    if not computer:
        raise ValueError(f"level={level!r} is the computer's level, but this game has no "
                         f"computer: add opponent='computer', as in SummyWidget("
                         f"opponent='computer', level={level!r})")
    return level


def merged_draft(draft: dict[str, str], drawn: dict[str, str],
                 shown: dict[str, str]) -> dict[str, str]:
    """The tiles down for a command from a screen that showed ``shown`` after drawing
    ``drawn``, while the session's draft is ``draft``: a cell the screen changed since it
    drew (a tile put down, moved or taken back there) is as the screen shows it; every other
    cell is as the draft has it. So a command typed before the last command's answer was
    drawn does not undo that command's tiles.

    >>> merged_draft({"J13": "4", "K13": "+"}, {"J13": "4"}, {"J13": "4"})
    {'J13': '4', 'K13': '+'}
    >>> merged_draft({"J13": "4"}, {"J13": "4"}, {"L13": "7"})
    {'L13': '7'}
    """
    cells = sorted(set(draft) | set(drawn) | set(shown))
    merged = {c: shown.get(c) if shown.get(c) != drawn.get(c) else draft.get(c) for c in cells}
    return {c: s for c, s in merged.items() if s is not None}
