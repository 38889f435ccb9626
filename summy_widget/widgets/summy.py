"""The Summy board as a Jupyter widget: play, preview, explain, in English, German or Dutch.

>>> w = SummyWidget(seed=1)
>>> w.board[12][12], w.current, w.bag_count
('=', 0, 110)
>>> w.rack  # hot seat: the rack stays hidden until the first player says "ready"
[]
>>> w.handle({"action": "ready"})
True
>>> w.rack == list(w.game.rack(0))
True

The front end (``js/summy.js``) keeps the tiles that are down but not yet
submitted and sends them with every change; Python answers in ``preview``
(legal or not, the reason in words, the score). Every message is checked here:
a bad one sets ``error`` and leaves the game unchanged.

Only what the viewer may see is synced: the board, the scores, the number of
tiles in each rack and in the bag, the history, and the rack of the player who
is looking (in hot seat the player to move, after the pass screen). Never the
other racks, never the bag.

Against the computer:

>>> w = SummyWidget(seed=4, opponent="computer")
>>> w.phase, w.rack_owner, [p["computer"] for p in w.players]
('play', 0, [False, True])

Hints come in four steps, from the points the best move is worth to the move itself:

>>> w.handle({"action": "hint"}), w.hint["step"], w.hints_used
(True, 1, [1, 0])

A puzzle: one position, one rack, no opponent and no bag; the answer is checked
against every legal move:

>>> p = SummyWidget.puzzle(seed=1, difficulty="easy")
>>> p.mode, p.bag_count, len(p.rack)
('puzzle', 0, 8)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import traitlets

from .. import summy
from ..arithmetic import check_sum
from ..explain import explain
from ..i18n import t as i18n_t
from ..summy.board import SIZE, TILE_SYMBOLS
from ..summy.hints import HINT_STEPS
from ..summy.hints import hint as summy_hint
from ..summy.players import LEVELS, get_player
from ..summy.puzzles import Puzzle
from ..summy.puzzles import generate as generate_puzzle
from .base import STATIC, GameWidget

__all__ = ["PuzzlePosition", "SummyWidget"]

#: engine error codes that have their own message in the i18n tables (``summy.illegal.<code>``)
_ILLEGAL_CODES = (
    "no-tiles",
    "bad-symbol",
    "occupied",
    "not-in-line",
    "gap",
    "grey-between",
    "too-many-tiles",
    "mismatch",
    "not-whole-run",
    "direction",
    "no-old-tile",
    "not-a-sum",
    "not-in-rack",
    "game-over",
    "nothing-to-undo",
)
_ALIASES = {"*": "x", "×": "x", "·": "x", "X": "x", "/": ":", "÷": ":", "−": "-"}
_ZOOM_MIN, _ZOOM_MAX = 0.5, 3.0


class PuzzlePosition:
    """A puzzle's position, read by the widget the way it reads a game.

    One player, the puzzle's board and rack, no bag, no history, no turn ever ends.
    """

    def __init__(self, puzzle: Puzzle, name: str) -> None:
        self.puzzle = puzzle
        self.board = puzzle.board
        self.rules = puzzle.rules
        self.seed = puzzle.seed
        self.players = [name]
        self.scores = [0]
        self.current = 0
        self.history: list[summy.Turn] = []
        self.winners: list[int] = []
        self.bag_count = 0
        self.over = False

    def rack(self, player: int | None = None) -> tuple[str, ...]:
        return tuple(self.puzzle.rack)

    def preview(self, move: summy.Move) -> summy.MoveResult:
        """Check ``move`` against the rack and the board (raises IllegalMoveError)."""
        missing = Counter(move.tiles) - Counter(self.puzzle.rack)
        if missing:
            raise summy.IllegalMoveError("not-in-rack", "the rack does not hold these tiles")
        return summy.evaluate_move(self.board, move, self.rules)

    def _repr_html_(self) -> str:
        return self.puzzle._repr_html_()


class SummyWidget(GameWidget):
    """A game of Summy on a 25x25 board, for two players on one screen or against the computer.

    Arguments: ``seed`` and ``rules`` (a :class:`summy_widget.summy.Rules` or a dict of its
    options) start the game; ``players`` are the names; ``lang`` is ``"en"``, ``"de"`` or
    ``"nl"``; ``practice=True`` allows taking back turns; ``opponent="computer"`` lets the
    computer play the second seat at ``level`` (one of ``summy.LEVELS``: ``"beginner"``,
    ``"greedy"``, ``"strong"``); ``projector=True`` draws large, high-contrast tiles for a
    class; ``puzzle`` (a :class:`summy_widget.summy.puzzles.Puzzle`) shows a
    "find the best move" position instead of a game (see :meth:`SummyWidget.puzzle`).

    ``.game`` is the engine's :class:`summy_widget.summy.Game` (in puzzle mode a
    :class:`PuzzlePosition`, and ``.puzzle`` the puzzle).
    """

    _esm = STATIC / "summy.js"

    # -- what the viewer sees (synced) ---------------------------------------
    #: the board as 25 strings of 25 symbols ('.' empty, '#' grey)
    board = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: the tiles of the last placing turn: {"cells": whole main run, "placed": new tiles,
    #: "caps": grey caps it put down} (cell names)
    last_move = traitlets.Dict().tag(sync=True)
    #: the viewer's own tiles in display order; [] while hidden
    rack = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: whose tiles ``rack`` holds (player index), -1 while hidden
    rack_owner = traitlets.Int(-1).tag(sync=True)
    #: one entry per player: name, score, number of tiles, computer or not
    players = traitlets.List(traitlets.Dict()).tag(sync=True)
    current = traitlets.Int(0).tag(sync=True)
    bag_count = traitlets.Int(0).tag(sync=True)
    #: "play", "pass" (hot seat: waiting for the next player), "computer" or "over"
    phase = traitlets.Unicode("pass").tag(sync=True)
    #: one entry per turn: turn, player, kind, text, score
    history = traitlets.List(traitlets.Dict()).tag(sync=True)
    #: the answer to the front end's pending tiles (see ``_action_preview``)
    preview = traitlets.Dict().tag(sync=True)
    #: the hint shown to the viewer: {"step" (1-4), "text", "score", "cell" (step 2 on),
    #: "sum" (step 3 on), "move" and "placements" {cell: symbol} (step 4), "press"}
    hint = traitlets.Dict().tag(sync=True)
    #: how many hint steps each player has seen this game (kept by the widget, not the game)
    hints_used = traitlets.List(traitlets.Int()).tag(sync=True)
    #: "game", or "puzzle" for a find-the-best-move position
    mode = traitlets.Unicode("game").tag(sync=True)
    #: puzzle mode: {"seed", "difficulty", "attempts", "answer": {...} or {}, "best": {...} or {}}
    puzzle_info = traitlets.Dict().tag(sync=True)
    #: large, high-contrast tiles for a projector
    projector = traitlets.Bool(False).tag(sync=True)
    #: the history entry whose explanation is shown, -1 for none
    selected_turn = traitlets.Int(-1).tag(sync=True)
    #: the explanation of ``selected_turn`` as self-styled HTML
    explanation = traitlets.Unicode("").tag(sync=True)
    #: winners' indices once the game is over
    winners = traitlets.List(traitlets.Int()).tag(sync=True)
    practice = traitlets.Bool(False).tag(sync=True)
    zoom = traitlets.Float(1.0).tag(sync=True)
    #: a counter that grows with every change of the game (the front end redraws on it)
    version = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        seed: int | None = None,
        rules: summy.Rules | dict | None = None,
        players: Sequence[str] = ("You", "Friend"),
        lang: str = "en",
        practice: bool = False,
        opponent: str | None = None,
        level: str = "greedy",
        projector: bool = False,
        puzzle: Puzzle | None = None,
        **kwargs: Any,
    ) -> None:
        if opponent not in (None, "computer"):
            raise ValueError(f"opponent must be None (two players) or 'computer', not {opponent!r}")
        if level not in LEVELS:
            raise ValueError(
                f"level must be one of {', '.join(repr(n) for n in LEVELS)}, not {level!r}"
            )
        if isinstance(players, str) or not all(isinstance(p, str) for p in players):
            raise ValueError("players must be a list of names, such as ('You', 'Friend')")
        if puzzle is not None and not isinstance(puzzle, Puzzle):
            raise ValueError(
                "puzzle must be a summy.puzzles.Puzzle, e.g. "
                "summy.puzzles.generate(seed=1, difficulty='easy')"
            )
        if puzzle is not None and opponent is not None:
            raise ValueError("a puzzle has no opponent: leave out opponent=")
        self.opponent = opponent
        self.level = level
        #: the seats the computer plays
        self.computers: frozenset[int] = frozenset({1}) if opponent == "computer" else frozenset()
        self._computer = get_player(level) if self.computers else None
        self._names = list(players)
        if tuple(players) == ("You", "Friend"):  # the default names, in the widget's language
            second = "summy.label.computer" if opponent == "computer" else "summy.player.friend"
            self._names = [i18n_t("summy.player.you", lang), i18n_t(second, lang).capitalize()]
        if puzzle is not None:
            self._names = self._names[:1]
        self._shuffler = random.Random()  # the order shown in the rack only; not the game's
        self._order: dict[int, list[str]] = {}
        self._revealed = False
        self._hint_step = 0  # the last hint step shown this turn
        self._hint_presses = 0
        if projector and "zoom" not in kwargs:
            kwargs["zoom"] = 1.5
        super().__init__(lang=lang, practice=practice, projector=projector, **kwargs)
        #: the puzzle shown (puzzle mode), else None
        self.puzzle: Puzzle | None = puzzle
        if puzzle is not None:
            self.mode = "puzzle"
            self.game = PuzzlePosition(puzzle, self._names[0])
            self.puzzle_info = self._fresh_puzzle_info()
        else:
            self.game = self._new_game(seed, rules)
        self.hints_used = [0] * len(self.game.players)
        self._refresh()

    @classmethod
    def puzzle(
        cls, seed: int = 1, difficulty: str = "medium", rules: summy.Rules | None = None,
        **kwargs: Any,
    ) -> SummyWidget:
        """A widget showing the puzzle ``seed`` at ``difficulty`` (``easy``, ``medium``, ``hard``).

        The same as ``SummyWidget(puzzle=summy.puzzles.generate(seed, difficulty))``. On an
        instance, ``.puzzle`` is the :class:`~summy_widget.summy.puzzles.Puzzle` it shows.
        """
        return cls(puzzle=generate_puzzle(seed=seed, difficulty=difficulty, rules=rules),
                   **kwargs)

    def _fresh_puzzle_info(self) -> dict:
        p = self.puzzle
        assert p is not None
        return {"seed": p.seed, "difficulty": p.difficulty, "attempts": 0, "answer": {},
                "best": {}}

    # -- set-up -----------------------------------------------------------------
    def _new_game(self, seed: int | None, rules: summy.Rules | dict | None) -> summy.Game:
        if isinstance(rules, dict):
            rules = summy.Rules.from_dict({"players": len(self._names), **rules})
        elif rules is None:
            rules = summy.Rules(players=len(self._names))
        if not isinstance(rules, summy.Rules):
            raise ValueError("rules must be a summy.Rules or a dict of its options")
        return summy.Game(seed=seed, rules=rules, players=self._names)

    def new_game(self, seed: int | None = None, rules: summy.Rules | dict | None = None) -> None:
        """Start another game (the same rules unless ``rules`` is given).

        In puzzle mode: the next puzzle (``seed``, or the puzzle's seed + 1) at the same
        difficulty.
        """
        if self.puzzle is not None:
            if isinstance(rules, dict):
                rules = summy.Rules.from_dict(rules)
            puzzle = generate_puzzle(
                seed=self.puzzle.seed + 1 if seed is None else seed,
                difficulty=self.puzzle.difficulty,
                rules=rules if rules is not None else self.puzzle.rules,
            )
            self.puzzle = puzzle
            self.game = PuzzlePosition(puzzle, self._names[0])
            self.puzzle_info = self._fresh_puzzle_info()
        else:
            self.game = self._new_game(seed, rules if rules is not None else self.game.rules)
        self._order = {}
        self._revealed = False
        self.preview = {}
        self.hint = {}
        self._hint_step = 0
        self.hints_used = [0] * len(self.game.players)
        self.selected_turn = -1
        self.explanation = ""
        self._refresh()

    # -- what the viewer sees ---------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        """Two or more humans share the screen (the rack hides between turns)."""
        return len(self.game.players) - len(self.computers) > 1

    def _viewer(self) -> int:
        """Whose rack may be shown now (-1: nobody's)."""
        game = self.game
        if game.over:
            return -1
        if not self.hot_seat:
            humans = [i for i in range(len(game.players)) if i not in self.computers]
            return humans[0]
        return game.current if self._revealed else -1

    def _display_rack(self, player: int) -> list[str]:
        """The rack of ``player`` in the order shown (shuffles and refills kept)."""
        tiles = list(self.game.rack(player))
        left = Counter(tiles)
        kept: list[str] = []
        for symbol in self._order.get(player, []):
            if left[symbol] > 0:
                kept.append(symbol)
                left[symbol] -= 1
        for symbol in tiles:  # new tiles go to the end, in the order drawn
            if left[symbol] > 0:
                kept.append(symbol)
                left[symbol] -= 1
        self._order[player] = kept
        return kept

    def _refresh(self) -> None:
        game = getattr(self, "game", None)
        if game is None:
            return
        cells = game.board.cells
        self.board = [cells[r * SIZE : (r + 1) * SIZE] for r in range(SIZE)]
        self.last_move = self._last_move()
        self.players = [
            {
                "name": name,
                "score": game.scores[i],
                "tiles": len(game.rack(i)),
                "computer": i in self.computers,
                "hints": self.hints_used[i] if i < len(self.hints_used) else 0,
            }
            for i, name in enumerate(game.players)
        ]
        self.current = game.current
        self.bag_count = game.bag_count
        self.history = [
            {"turn": i, "player": t.player, "kind": t.kind, "text": t.text, "score": t.score}
            for i, t in enumerate(game.history)
        ]
        self.winners = list(game.winners)
        if game.over:
            self.phase = "over"
        elif game.current in self.computers:
            self.phase = "computer"
        elif self.hot_seat and not self._revealed:
            self.phase = "pass"
        else:
            self.phase = "play"
        viewer = self._viewer()
        self.rack_owner = viewer
        self.rack = self._display_rack(viewer) if viewer >= 0 else []
        if self.selected_turn >= len(game.history):
            self.selected_turn = -1
        self.explanation = self._explain(self.selected_turn)
        self.version += 1

    def _last_move(self) -> dict:
        for turn in reversed(self.game.history):
            if turn.result is not None:
                result = turn.result
                return {
                    "turn": len(self.game.history) - 1,
                    "cells": [summy.cell_name(*c) for c in result.move.cells],
                    "placed": [summy.cell_name(*c) for c, _ in result.move.placements],
                    "caps": [summy.cell_name(*c) for c in result.caps],
                }
            break  # the last turn was an exchange: nothing new on the board
        return {}

    def _explain(self, index: int) -> str:
        if index < 0 or index >= len(self.game.history):
            return ""
        turn = self.game.history[index]
        name = self.game.players[turn.player]
        if turn.result is None:
            count = len(turn.text.split(" ", 1)[1]) if " " in turn.text else 0
            head = self.t("summy.explain.exchange", player=name, count=count)
            return f"<div class='summy-explain-head'>{_escape(head)}</div>"
        head = self.t("summy.explain.move", player=name, move=turn.text, score=turn.score)
        parts = [f"<div class='summy-explain-head'>{_escape(head)}</div>"]
        for s in turn.result.sums:
            kind = self.t("summy.explain.main" if s.main else "summy.explain.cross")
            parts.append(
                f"<div class='summy-explain-sum'><div class='summy-explain-kind'>"
                f"{_escape(kind)}: {_escape(s.text)} (+{s.score})</div>"
                f"{explain(s.verdict, rules=self.game.rules, lang=self.lang)._repr_html_()}</div>"
            )
        return "".join(parts)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """Also a static picture of the game for viewers without JavaScript."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):
            data = bundle[0]
        else:
            data = bundle
        if isinstance(data, dict) and hasattr(self.game, "_repr_html_"):
            data["text/html"] = self.game._repr_html_()
        return bundle

    # -- checks shared by the actions -------------------------------------------
    def _check_turn(self, player: int | None, turn: int | None) -> None:
        """The action must come from the player to move, for the position on screen."""
        game = self.game
        if game.over:
            raise ValueError(self.t("summy.error.over"))
        if game.current in self.computers:
            raise ValueError(self.t("summy.error.computer-turn"))
        if self.phase == "pass":
            raise ValueError(
                self.t("summy.error.pass-screen", player=game.players[game.current])
            )
        if player is not None and (not _is_int(player) or player != game.current):
            raise ValueError(
                self.t("summy.error.out-of-turn", player=game.players[game.current])
            )
        if turn is not None and (not _is_int(turn) or turn != len(game.history)):
            raise ValueError(self.t("summy.error.stale"))

    def _placements(self, placements: Any) -> dict[str, str]:
        """Validate ``{"M12": "4", ...}`` (or a list of ``{"cell", "symbol"}``)."""
        if isinstance(placements, list):
            items = []
            for p in placements:
                if not isinstance(p, dict) or set(p) != {"cell", "symbol"}:
                    raise ValueError(self.t("summy.error.placements"))
                items.append((p["cell"], p["symbol"]))
        elif isinstance(placements, dict):
            items = list(placements.items())
        else:
            raise ValueError(self.t("summy.error.placements"))
        out: dict[str, str] = {}
        for cell, symbol in items:
            if not isinstance(cell, str):
                raise ValueError(self.t("summy.error.cell", cell=repr(cell)))
            try:
                row, col = summy.parse_cell(cell)
            except ValueError:
                raise ValueError(self.t("summy.error.cell", cell=repr(cell))) from None
            if not isinstance(symbol, str) or len(symbol) != 1:
                raise ValueError(self.t("summy.error.symbol", symbol=repr(symbol)))
            symbol = _ALIASES.get(symbol, symbol)
            if symbol not in TILE_SYMBOLS:
                raise ValueError(self.t("summy.error.symbol", symbol=repr(symbol)))
            name = summy.cell_name(row, col)
            if name in out:
                raise ValueError(self.t("summy.error.twice", cell=name))
            out[name] = symbol
        if len(out) > self.game.rules.rack_size:
            raise ValueError(self.t("summy.illegal.too-many-tiles", count=len(out),
                                    most=self.game.rules.rack_size))
        self._check_holds("".join(out.values()))
        return out

    def _check_holds(self, symbols: str) -> None:
        have = Counter(self.game.rack(self.game.current))
        missing = Counter(symbols) - have
        if missing:
            symbol = sorted(missing)[0]
            raise ValueError(
                self.t("summy.error.not-held", symbol=symbol, rack=" ".join(
                    self.rack) or "-")
            )

    def _reason(self, err: summy.IllegalMoveError, placements: dict[str, str]) -> str:
        """The reason of an illegal move in the widget's language."""
        cells = ", ".join(err.cells)
        if err.code == "not-a-sum":
            try:
                move = summy.Move.from_placements(self.game.board, placements)
                verdict = check_sum(move.symbols, self.game.rules, self.lang)
                return self.t("summy.illegal.not-a-sum", sum=move.symbols,
                              reason=verdict.reason_in(self.lang))
            except ValueError:
                pass
        if err.code in _ILLEGAL_CODES and err.code != "not-a-sum":
            return self.t(f"summy.illegal.{err.code}", cells=cells or "-",
                          most=self.game.rules.rack_size)
        return str(err)

    def _evaluate(self, placements: dict[str, str]) -> summy.MoveResult:
        move = summy.Move.from_placements(self.game.board, placements)
        return self.game.preview(move)

    # -- actions from the front end ----------------------------------------------
    def _action_preview(
        self, placements: Any, player: int | None = None, turn: int | None = None
    ) -> None:
        """The tiles down but not submitted: is it legal, why not, what would it score?"""
        self._check_turn(player, turn)
        checked = self._placements(placements)
        key = dict(sorted(checked.items()))
        if not checked:
            self.preview = {}
            return
        try:
            result = self._evaluate(checked)
        except summy.IllegalMoveError as err:
            self.preview = {
                "placements": key,
                "legal": False,
                "code": err.code,
                "reason": self._reason(err, checked),
                "cells": list(err.cells),
            }
            return
        self.preview = {
            "placements": key,
            "legal": True,
            "code": "ok",
            "move": str(result.move),
            "score": result.score,
            "sums": [{"text": s.text, "score": s.score, "main": s.main} for s in result.sums],
            "reason": self.t("summy.preview.legal", move=str(result.move), score=result.score,
                             sums=" + ".join(f"{s.text} ({s.score})" for s in result.sums)),
        }

    def _action_submit(
        self, placements: Any, player: int | None = None, turn: int | None = None
    ) -> None:
        """Play the tiles that are down."""
        self._check_turn(player, turn)
        checked = self._placements(placements)
        if not checked:
            raise ValueError(self.t("summy.illegal.no-tiles"))
        try:
            self._evaluate(checked)
        except summy.IllegalMoveError as err:
            raise ValueError(self._reason(err, checked)) from None
        move = summy.Move.from_placements(self.game.board, checked)
        if self.puzzle is not None:
            self._answer_puzzle(move)
            return
        self.game.play(move)
        self._after_turn()

    def _answer_puzzle(self, move: summy.Move) -> None:
        """Check a legal answer against every legal move (``Puzzle.check``); the board stays."""
        assert self.puzzle is not None
        answer = self.puzzle.check(move)
        if answer.is_best:
            n = len(self.puzzle.best)
            key = "summy.puzzle.best" if n == 1 else "summy.puzzle.best-shared"
            text = self.t(key, move=answer.text, score=answer.score, count=n)
        else:
            text = self.t("summy.puzzle.better", move=answer.text, score=answer.score,
                          best=answer.best_score)
        info = dict(self.puzzle_info)
        info["attempts"] = info.get("attempts", 0) + 1
        info["answer"] = {"move": answer.text, "legal": answer.legal, "score": answer.score,
                          "best_score": answer.best_score, "is_best": answer.is_best,
                          "text": text}
        self.puzzle_info = info
        self.game.scores[0] = max(self.game.scores[0], answer.score)
        self._refresh()

    def _action_show_best(self) -> None:
        """Puzzle mode: lay down a best move (as tiles not yet submitted) and say what it scores."""
        if self.puzzle is None:
            raise ValueError(self.t("summy.error.not-puzzle"))
        best = self.puzzle.best[0]
        placements = {summy.cell_name(*c): s for c, s in best.move.placements}
        text = self.t("summy.puzzle.shown", move=best.text, score=best.score,
                      count=len(self.puzzle.best))
        info = dict(self.puzzle_info)
        info["best"] = {"move": best.text, "score": best.score, "count": len(self.puzzle.best),
                        "text": text}
        self.puzzle_info = info
        self._hint_presses += 1
        self.hint = {"score": best.score, "move": best.text, "placements": placements,
                     "press": self._hint_presses}

    def _action_exchange(
        self, tiles: Any, player: int | None = None, turn: int | None = None
    ) -> None:
        """Give up the marked tiles and draw as many (RULES.md 1.4, exchanging)."""
        self._check_turn(player, turn)
        if self.puzzle is not None:
            raise ValueError(self.t("summy.error.puzzle-exchange"))
        if isinstance(tiles, list) and all(isinstance(t, str) for t in tiles):
            tiles = "".join(tiles)
        if not isinstance(tiles, str):
            raise ValueError(self.t("summy.error.exchange"))
        symbols = "".join(_ALIASES.get(ch, ch) for ch in tiles if not ch.isspace())
        if not symbols:
            raise ValueError(self.t("summy.error.exchange-none"))
        for ch in symbols:
            if ch not in TILE_SYMBOLS:
                raise ValueError(self.t("summy.error.symbol", symbol=repr(ch)))
        self._check_holds(symbols)
        self.game.exchange(symbols)
        self._after_turn()

    def _action_ready(self) -> None:
        """The next player has the screen: show their rack."""
        if self.phase != "pass":
            raise ValueError(self.t("summy.error.not-waiting"))
        self._revealed = True
        self._refresh()

    def _action_shuffle(self) -> None:
        """Shuffle the order of the viewer's rack (the game itself does not change)."""
        viewer = self._viewer()
        if viewer < 0:
            raise ValueError(self.t("summy.error.no-rack"))
        order = self._display_rack(viewer)
        self._shuffler.shuffle(order)
        self._order[viewer] = order
        self.rack = list(order)

    def _action_select(self, turn: int) -> None:
        """Show the explanation of history entry ``turn``."""
        if not _is_int(turn) or not -1 <= turn < len(self.game.history):
            raise ValueError(self.t("summy.error.no-turn", turn=repr(turn)))
        self.selected_turn = turn
        self.explanation = self._explain(turn)

    def _action_undo(self) -> None:
        """Practice mode: take back the last turn (and the computer's answer to it)."""
        if not self.practice:
            raise ValueError(self.t("summy.error.undo-practice"))
        if not self.game.history:
            raise ValueError(self.t("summy.illegal.nothing-to-undo"))
        self.game.undo()
        while self.game.history and self.game.current in self.computers:
            self.game.undo()
        self._revealed = not self.hot_seat
        self.preview = {}
        self.hint = {}
        self._hint_step = 0
        self._refresh()

    def _action_hint(self, player: int | None = None, turn: int | None = None) -> None:
        """The next hint step for the viewer's rack (``summy.hints.hint``, in four steps).

        Step 1: the points the best move is worth; 2: a cell to look near (highlighted);
        3: the sum to make; 4: the move, laid down as tiles not yet submitted. The step
        starts again at 1 every turn; each new step counts as one hint for the player in
        :attr:`hints_used` (the game record does not know about hints).
        """
        self._check_turn(player, turn)
        self._show_hint(min(self._hint_step + 1, HINT_STEPS), count=True)

    def _show_hint(self, step: int, count: bool) -> None:
        game = self.game
        found = summy_hint((game.board, game.rack(game.current)), step=step, rules=game.rules,
                           lang=self.lang)
        if found.score is None:  # no placement possible: one step only, naming an exchange
            step = 1
        if count and step > self._hint_step:
            used = list(self.hints_used)
            used[game.current] += 1
            self.hints_used = used
            self._refresh_players()
        self._hint_step = max(self._hint_step, step) if count else self._hint_step
        placements: dict[str, str] = {}
        if found.move:
            move = summy.Move.from_text(found.move)
            placements = {summy.cell_name(*c): s for c, s in move.placements}
        self._hint_presses += 1 if count else 0
        self.hint = {
            "step": step,
            "steps": HINT_STEPS,
            "text": found.text,
            "score": found.score,
            "cell": found.cell,
            "sum": found.sum,
            "move": found.move,
            "exchange": found.exchange,
            "placements": placements,
            "press": self._hint_presses,
        }

    def _refresh_players(self) -> None:
        self.players = [dict(p, hints=self.hints_used[i]) for i, p in enumerate(self.players)]

    @traitlets.observe("lang")
    def _hint_in_new_language(self, change: dict) -> None:
        """A hint on screen follows a change of language (the same step, reworded)."""
        hint = getattr(self, "hint", {})
        if hint.get("step") and getattr(self, "game", None) is not None and not self.game.over:
            if hint.get("step") == self._hint_step:
                self._show_hint(self._hint_step, count=False)

    def _action_zoom(self, factor: Any) -> None:
        if not isinstance(factor, (int, float)) or isinstance(factor, bool):
            raise ValueError(self.t("summy.error.zoom"))
        self.zoom = min(_ZOOM_MAX, max(_ZOOM_MIN, float(factor)))

    def _action_new_game(self, seed: int | None = None, rules: dict | None = None) -> None:
        if seed is not None and not _is_int(seed):
            raise ValueError(self.t("summy.error.seed"))
        self.new_game(seed=seed, rules=rules)

    # -- between turns ------------------------------------------------------------
    def _after_turn(self) -> None:
        self._revealed = not self.hot_seat
        self.preview = {}
        self.hint = {}
        self._hint_step = 0
        self.selected_turn = len(self.game.history) - 1
        self._refresh()
        while not self.game.over and self.game.current in self.computers:
            self._computer_turn()
            self.selected_turn = len(self.game.history) - 1
            self._refresh()

    def _computer_turn(self) -> None:
        """Let the computer play the seat ``game.current``; called after each human turn.

        The computer player sees the game through the engine (its own rack, the board,
        the bag's size); nothing of it is synced to the browser.
        """
        if self._computer is None:
            raise NotImplementedError("no computer player was asked for (opponent=None)")
        self.game.apply(self._computer.move(self.game))

    @traitlets.validate("zoom")
    def _valid_zoom(self, proposal: dict) -> float:
        return min(_ZOOM_MAX, max(_ZOOM_MIN, float(proposal["value"])))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _escape(text: str) -> str:
    import html

    return html.escape(text)

