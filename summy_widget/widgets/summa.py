"""The Summa Summarum widget: set-up, dice, placing, scoring with live checks, best choice, table.

Several players share one screen (hot seat); computer players act by
themselves. Every check and score is computed here in Python; the front end
(``js/summa.js``) only draws the view traits and sends actions:

``toggle_black(cell)``, ``random_black()``, ``confirm_black()`` (set-up);
``place(die, cell)``, ``unplace(cell)``, ``done()``, ``time_up()`` (each round);
``mark(first, last)``, ``unmark(name)``, ``confirm()``, ``show_best()``,
``use_best()`` (scoring); ``new_game()``. Cells are ``[row, column]`` from 0.

The dice still to come and the random generator never reach the browser:
they are not in any synced trait and no message carries them.

>>> w = SummaWidget(players=["Ann"], seed=1, seconds=None)
>>> w.phase, w.stage
('setup', 'black')
>>> w.handle({"action": "random_black"}), w.handle({"action": "confirm_black"})
(True, True)
>>> w.phase, len(w.dice)
('placing', 4)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import traitlets

from ..i18n import t
from ..summa import (
    ComputerPlayer,
    Game,
    Grid,
    Player,
    Rules,
    ScoringError,
    SummaError,
    best_score,
    cell_name,
    check_setup,
    parse_cell,
    valid_setups,
)
from ..summa.grid import BLACK, EMPTY, SIZE
from ..summa.lines import best_line
from ..summa.scoring import Group, check_group
from .base import STATIC, GameWidget

__all__ = ["SummaWidget"]


def _cell(value: Any, lang: str = "en") -> tuple[int, int]:
    """A cell sent by the front end: ``[row, column]`` from 0, or a name like ``"C2"``."""
    if isinstance(value, str):
        try:
            return parse_cell(value)
        except SummaError as exc:
            raise ValueError(exc.text(lang)) from exc
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < SIZE for x in value)
    ):
        return int(value[0]), int(value[1])
    raise ValueError(t("summa.error.cell-name", lang, cell=repr(value)))


class SummaWidget(GameWidget):
    """Play Summa Summarum in a notebook.

    ``players``: names of the people at the screen, and ``"computer"`` (or a
    :class:`summy_widget.summa.Player`) for each computer player.
    ``seconds``: the timer of each round (``None``: no timer).
    ``min_length``: 2, or 3 for the "Profi" rule.
    """

    _esm = STATIC / "summa.js"

    # -- the view (everything here may be seen by everyone at the screen) -----------------
    phase = traitlets.Unicode("setup").tag(sync=True)
    #: what the active player does now: black, place, across, down, over
    stage = traitlets.Unicode("black").tag(sync=True)
    round = traitlets.Int(0).tag(sync=True)
    rounds = traitlets.Int(8).tag(sync=True)
    #: the player whose sheet is active (-1 when nobody has to act)
    current = traitlets.Int(0).tag(sync=True)
    #: the active sheet, 6 strings of 6 cells, with this turn's symbols in it
    sheet = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: cells chosen this turn: [row, column, die] while placing, [row, column, -1] in set-up
    pending = traitlets.List().tag(sync=True)
    #: the current roll: [{"symbol", "used"}]
    dice = traitlets.List().tag(sync=True)
    #: chosen groups of the active scoring stage: [{"name", "cells", "text", "value"}]
    marks = traitlets.List().tag(sync=True)
    #: points of each row and column from the marks
    line_scores = traitlets.Dict().tag(sync=True)
    #: the last check in words: {"ok": bool, "text": str}
    preview = traitlets.Dict().tag(sync=True)
    #: the best choice of the active sheet when asked for, with its explanation
    best = traitlets.Dict().tag(sync=True)
    players = traitlets.List().tag(sync=True)
    sheets = traitlets.List().tag(sync=True)
    results = traitlets.List().tag(sync=True)
    explanation = traitlets.List(traitlets.Unicode()).tag(sync=True)
    note = traitlets.Unicode("").tag(sync=True)
    #: {"seconds": int or None, "turn": int}: the front end counts down for each new turn
    timer = traitlets.Dict().tag(sync=True)
    log = traitlets.List(traitlets.Unicode()).tag(sync=True)
    min_length = traitlets.Int(2).tag(sync=True)

    def __init__(
        self,
        players: Sequence[str | Player] | None = None,
        seed: int | None = None,
        seconds: int | None = 60,
        min_length: int = 2,
        lang: str = "en",
        clock: Callable[[], float] = time.monotonic,
        **kwargs: Any,
    ) -> None:
        super().__init__(lang=lang, **kwargs)
        if players is None:
            players = [self.t("summa.ui.you"), "computer"]
        try:
            self._rules = Rules(seconds=seconds, min_length=min_length)
        except SummaError as exc:
            raise ValueError(exc.text(lang)) from exc
        self._setup_players(list(players))
        #: where the turn's time is measured (tests may pass their own)
        self.clock = clock
        self._ui_rng = random.Random()
        self._seed = seed
        self._start(seed)

    def _setup_players(self, players: list[str | Player]) -> None:
        if not players or len(players) > 8:
            raise ValueError(self.t("summa.error.players-count", count=len(players)))
        names: list[str] = []
        bots: list[Player | None] = []
        computers = 0
        for item in players:
            if isinstance(item, Player) or (isinstance(item, str) and item.lower() == "computer"):
                computers += 1
                bot = item if isinstance(item, Player) else ComputerPlayer(seed=computers)
                label = self.t("summa.ui.computer")
                names.append(label if computers == 1 else f"{label} {computers}")
                bots.append(bot)
            elif isinstance(item, str) and item.strip():
                names.append(item.strip())
                bots.append(None)
            else:
                raise ValueError(self.t("summa.error.players-names"))
        self._names, self._bots = names, bots

    def _start(self, seed: int | None) -> None:
        try:
            self.game = Game(players=self._names, seed=seed, rules=self._rules)
        except SummaError as exc:
            raise ValueError(exc.text(self.lang)) from exc
        self._pending: list[tuple[int, int, int]] = []
        self._marks: list[Group] = []
        self._show_best = False
        self._turn = 0
        self._turn_started = self.clock()
        self._turn_key: tuple = ()
        self._log: list[str] = []
        self.min_length = self._rules.min_length
        self.preview = {}
        self._advance()

    # -- helpers --------------------------------------------------------------------------
    def _engine(self, call: Callable[[], Any]) -> Any:
        """Run an engine call; its error becomes a ValueError in the widget's language."""
        try:
            return call()
        except SummaError as exc:
            raise ValueError(exc.text(self.lang)) from exc

    def _active(self) -> int:
        if self.current < 0:
            raise ValueError(self.t("summa.ui.error.nobody"))
        return self.current

    def _need(self, stage: str) -> None:
        if self.stage != stage:
            raise ValueError(self.t("summa.ui.error.stage", action=self.t(f"summa.ui.do.{stage}"),
                                    now=self.t(f"summa.ui.do.{self.stage}")))

    def _say(self, text: str) -> None:
        self._log = (self._log + [text])[-8:]

    def _advance(self) -> None:
        """Let computer players act, then pick the next person at the screen."""
        game = self.game
        while True:
            waiting = game.waiting_for()
            bots = [p for p in waiting if self._bots[p] is not None]
            if not bots:
                break
            for p in bots:
                before, rnd = game.phase, game.round
                self._bots[p].act(game, p)
                if before == "placing":
                    self._say(self.t("summa.ui.log.computer-placed", name=game.names[p],
                                     round=rnd))
                elif before == "scoring":
                    self._say(self.t("summa.ui.log.computer-scored", name=game.names[p],
                                     total=game.scorings[p].total))
        waiting = game.waiting_for()
        self.current = waiting[0] if waiting else -1
        key = (game.phase, game.round, self.current)
        if key != self._turn_key:
            self._turn_key = key
            self._turn += 1
            self._turn_started = self.clock()
            self._pending = []
            self._marks = []
            self._show_best = False
        self._refresh()

    # -- set-up ---------------------------------------------------------------------------
    def _action_toggle_black(self, cell: Any) -> None:
        self._need("black")
        r, c = _cell(cell, self.lang)
        chosen = [(pr, pc) for pr, pc, _ in self._pending]
        if (r, c) in chosen:
            chosen.remove((r, c))
        else:
            if len(chosen) >= 4:
                raise ValueError(self.t("summa.ui.error.four-black"))
            chosen.append((r, c))
        self._pending = [(pr, pc, -1) for pr, pc in chosen]
        self.preview = self._setup_preview(chosen)
        self._refresh()

    def _setup_preview(self, chosen: list[tuple[int, int]]) -> dict:
        if len(chosen) < 4:
            return {"ok": False, "text": self.t("summa.ui.black-more", count=4 - len(chosen))}
        try:
            check_setup(chosen)
        except SummaError as exc:
            return {"ok": False, "text": exc.text(self.lang)}
        return {"ok": True, "text": self.t("summa.ui.black-ok")}

    def _action_random_black(self) -> None:
        self._need("black")
        cells = list(self._ui_rng.choice(valid_setups()))
        self._pending = [(r, c, -1) for r, c in cells]
        self.preview = self._setup_preview(cells)
        self._refresh()

    def _action_confirm_black(self) -> None:
        self._need("black")
        player = self._active()
        cells = [(r, c) for r, c, _ in self._pending]
        self._engine(lambda: self.game.blacken(player, cells))
        self.preview = {}
        self._advance()

    # -- placing --------------------------------------------------------------------------
    def _action_place(self, die: Any, cell: Any) -> None:
        self._need("place")
        player = self._active()
        if not isinstance(die, int) or isinstance(die, bool) or not 0 <= die < len(self.game.dice):
            raise ValueError(self.t("summa.error.die", die=repr(die)))
        r, c = _cell(cell, self.lang)
        if any(d == die for _, _, d in self._pending):
            raise ValueError(self.t("summa.ui.error.die-used", die=die + 1,
                                    symbol=self.game.dice[die]))
        content = self._sheet_now(player)[r][c]
        if content != EMPTY:
            raise ValueError(self.t("summa.error.cell-taken", cell=cell_name((r, c)),
                                    content=content))
        self._pending = self._pending + [(r, c, die)]
        self.preview = {}
        self._refresh()

    def _action_unplace(self, cell: Any) -> None:
        self._need("place")
        r, c = _cell(cell, self.lang)
        kept = [p for p in self._pending if (p[0], p[1]) != (r, c)]
        if len(kept) == len(self._pending):
            raise ValueError(self.t("summa.ui.error.not-pending", cell=cell_name((r, c))))
        self._pending = kept
        self._refresh()

    def _action_done(self) -> None:
        self._need("place")
        player = self._active()
        if len(self._pending) != len(self.game.dice):
            raise ValueError(self.t("summa.ui.error.place-all",
                                    left=len(self.game.dice) - len(self._pending)))
        self._commit(player)
        self._advance()

    def _commit(self, player: int) -> None:
        game = self.game
        # check all first so that nothing is half-written
        grid = game.grids[player]
        for r, c, die in self._pending:
            grid = self._engine(lambda r=r, c=c, die=die, g=grid: g.place((r, c), game.dice[die]))
        for r, c, die in sorted(self._pending, key=lambda p: p[2]):
            game.place(player, die, (r, c))

    def _action_time_up(self) -> None:
        self._need("place")
        player = self._active()
        seconds = self.game.rules.seconds
        if seconds is None:
            raise ValueError(self.t("summa.ui.error.no-timer"))
        if self.clock() - self._turn_started < seconds - 1:
            raise ValueError(self.t("summa.ui.error.not-yet"))
        left = len(self.game.dice) - len(self._pending)
        self._commit(player)
        if left:
            filled = self.game.auto_fill(player)
            self._say(self.t("summa.ui.log.time-up", name=self.game.names[player],
                             cells=", ".join(cell for _, cell in filled)))
        self._advance()

    # -- scoring --------------------------------------------------------------------------
    def _scoring_grid(self, player: int) -> Grid:
        scoring = self.game.scorings[player]
        return scoring.after_rows if scoring is not None else self.game.grids[player]

    def _action_mark(self, first: Any, last: Any) -> None:
        if self.stage not in ("across", "down"):
            self._need("across")
        player = self._active()
        a, b = _cell(first, self.lang), _cell(last, self.lang)
        grid = self._scoring_grid(player)
        try:
            group = check_group(grid, (a, b), self.stage, self.game.rules.min_length)
            for other in self._marks:
                shared = set(other.cells) & set(group.cells)
                if shared:
                    raise ScoringError("summa.error.group-overlap", first=other.name,
                                       second=group.name, cell=cell_name(min(shared)))
        except SummaError as exc:
            self.preview = {"ok": False, "text": exc.text(self.lang)}
            self._refresh()
            raise ValueError(exc.text(self.lang)) from exc
        self._marks = sorted(self._marks + [group])
        self.preview = {"ok": True, "text": self.t("summa.ui.group-ok", text=group.text,
                                                   value=group.value, group=group.name)}
        self._refresh()

    def _action_unmark(self, name: Any) -> None:
        if self.stage not in ("across", "down"):
            self._need("across")
        kept = [g for g in self._marks if g.name != name]
        if len(kept) == len(self._marks):
            raise ValueError(self.t("summa.ui.error.no-group", group=str(name)))
        self._marks = kept
        self.preview = {}
        self._refresh()

    def _action_confirm(self) -> None:
        if self.stage not in ("across", "down"):
            self._need("across")
        player = self._active()
        marks = list(self._marks)
        if self.stage == "across":
            self._engine(lambda: self.game.score_across(player, marks))
            self._marks = []
        else:
            scoring = self._engine(lambda: self.game.score_down(player, marks))
            self._say(self.t("summa.ui.log.scored", name=self.game.names[player],
                             total=scoring.total))
        self.preview = {}
        self._advance()

    def _action_show_best(self) -> None:
        if self.stage not in ("across", "down", "over"):
            self._need("across")
        self._show_best = not self._show_best
        self._refresh()

    def _action_use_best(self) -> None:
        if self.stage not in ("across", "down"):
            self._need("across")
        player = self._active()
        grid = self.game.grids[player]
        if self.stage == "across":
            self._marks = list(best_score(grid, self.game.rules.min_length).across_groups)
        else:
            after = self._scoring_grid(player)
            self._marks = [
                Group("down", c, a, b, after.column(c)[a:b])
                for c in range(SIZE)
                for a, b in best_line(after.column(c), self.game.rules.min_length)[1]
            ]
        self.preview = {}
        self._refresh()

    def _action_new_game(self) -> None:
        self._start(None)

    # -- the view -------------------------------------------------------------------------
    def _sheet_now(self, player: int) -> list[str]:
        if self.stage in ("across", "down"):
            grid = self._scoring_grid(player)
        else:
            grid = self.game.grids[player]
        rows = [list(line) for line in grid.rows]
        for r, c, die in self._pending:
            rows[r][c] = BLACK if die < 0 else self.game.dice[die]
        return ["".join(line) for line in rows]

    def _refresh(self) -> None:
        if not hasattr(self, "game"):
            return
        game = self.game
        player = self.current
        self.phase = game.phase
        self.round = game.round
        if player < 0:
            self.stage = "over" if game.is_over else "wait"
        elif game.phase == "setup":
            self.stage = "black"
        elif game.phase == "placing":
            self.stage = "place"
        else:
            self.stage = "across" if game.scorings[player] is None else "down"
        shown = player if player >= 0 else self._first_human()
        if player >= 0:
            self.sheet = self._sheet_now(shown)
        else:
            done = game.scorings[shown]
            self.sheet = list(done.final.rows if done else game.grids[shown].rows)
        self.pending = [[r, c, d] for r, c, d in self._pending]
        used = {d for _, _, d in self._pending}
        self.dice = [{"symbol": s, "used": i in used} for i, s in enumerate(game.dice)]
        self.marks = [
            {"name": g.name, "cells": [list(cell) for cell in g.cells], "text": g.text,
             "value": g.value}
            for g in self._marks
        ]
        rows = [0] * SIZE
        cols = [0] * SIZE
        for g in self._marks:
            (rows if g.direction == "across" else cols)[g.line] += g.value
        self.line_scores = {"rows": rows, "columns": cols, "total": sum(rows) + sum(cols)}
        self.players = [self._player_view(p) for p in range(game.players)]
        self.sheets = [list(g.rows) for g in game.grids]
        self.timer = {"seconds": game.rules.seconds if self.stage == "place" else None,
                      "turn": self._turn}
        self.best = self._best_view(shown) if self._show_best else {}
        self.results = self._results_view() if game.is_over else []
        self.explanation = self._explanation(shown)
        self.note = self._note()
        self.log = list(self._log)

    def _first_human(self) -> int:
        humans = [p for p, bot in enumerate(self._bots) if bot is None]
        return humans[0] if humans else 0

    def _player_view(self, p: int) -> dict:
        s = self.game.scorings[p]
        return {
            "name": self.game.names[p],
            "computer": self._bots[p] is not None,
            "across": s.across if s else 0,
            "down": s.down if s and s.done else 0,
            "total": (s.total if s.done else s.across) if s else 0,
            "black": s.black_count if s and s.done else len(self.game.grids[p].black_cells()),
            "waiting": p in self.game.waiting_for(),
        }

    def _best_view(self, player: int) -> dict:
        grid = self.game.grids[player]
        if not grid.is_full:
            return {"text": [self.t("summa.ui.best-later")]}
        best = best_score(grid, self.game.rules.min_length)
        expl = best.explain(self.lang)
        return {
            "total": best.total,
            "across": best.across,
            "down": best.down,
            "black": best.black_count,
            "across_groups": [{"name": g.name, "cells": [list(c) for c in g.cells],
                               "text": g.text, "value": g.value} for g in best.across_groups],
            "down_groups": [{"name": g.name, "cells": [list(c) for c in g.cells],
                             "text": g.text, "value": g.value} for g in best.down_groups],
            "text": expl.lines,
            "why": expl.why_best(),
        }

    def _results_view(self) -> list[dict]:
        return [
            {"name": r.name, "across": r.across, "down": r.down, "total": r.total,
             "black": r.black, "rank": r.rank, "winner": r.winner}
            for r in self.game.results()
        ]

    def _explanation(self, player: int) -> list[str]:
        s = self.game.scorings[player] if self.game.scorings else None
        if s is None or not s.done:
            return []
        return s.explain(self.lang).lines

    def _note(self) -> str:
        game, p = self.game, self.current
        if game.is_over:
            table = game.results()
            winners = [r.name for r in table if r.winner]
            if len(winners) > 1:
                return self.t("summa.ui.note.shared", names=", ".join(winners))
            tied = [r for r in table if r.total == table[0].total]
            if len(tied) > 1:
                return self.t("summa.ui.note.tie-break", name=winners[0], black=table[0].black)
            return self.t("summa.ui.note.winner", name=winners[0], total=table[0].total)
        name = game.names[p] if p >= 0 else ""
        if self.stage == "black":
            return self.t("summa.ui.note.black", name=name)
        if self.stage == "place":
            return self.t("summa.ui.note.place", name=name, round=game.round)
        if self.stage == "across":
            return self.t("summa.ui.note.across", name=name, min_length=game.rules.min_length)
        if self.stage == "down":
            return self.t("summa.ui.note.down", name=name)
        return ""
