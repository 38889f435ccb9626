"""The =Pari= widget: the ``=`` column, the hand, live previews, hot seat and computer players.

>>> w = PariWidget(players=["Ann", "computer:greedy"], seed=30)
>>> w.view["names"], w.view["kinds"]
(['Ann', 'Computer (greedy)'], ['human', 'computer'])

The front end sends actions (see ``_action_*``); everything it may show is in
the synced ``view`` trait. Other players' hands and the order of the draw piles
are never in it.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..pari import Game, Rules, explain
from ..pari.moves import PILES, SIDES
from ..pari.players import LEVELS, ComputerPlayer
from .base import STATIC, GameWidget

__all__ = ["PariWidget"]

COMPUTER = "computer"


class PariWidget(GameWidget):
    """Play =Pari= in a notebook.

    ``players`` lists the seats in order: a name for a person (several people
    share the screen, hot seat: a pass screen hides the hand between them), or
    ``"computer"`` / ``"computer:<level>"`` (``beginner``, ``greedy``, ``strong``)
    for a computer player. ``seed`` makes the game repeatable, ``rules`` is a
    :class:`summy_widget.pari.Rules`.
    """

    _esm = STATIC / "pari.js"

    #: everything the front end shows (the viewer's own hand only)
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, players: list[str] | None = None, seed: int | None = None,
                 rules: Rules | None = None, lang: str = "en", **kwargs: Any) -> None:
        players = list(players) if players is not None else ["You", "computer:greedy"]
        self._seats = [self._seat(p) for p in players]
        self._seed_arg = seed
        self._rules = rules
        self._bots: dict[int, ComputerPlayer] = {}
        self.game: Game
        super().__init__(lang=lang, **kwargs)
        self._new_game(seed)

    # ----------------------------------------------------------- set-up
    @staticmethod
    def _seat(entry: Any) -> tuple[str, str | None]:
        if not isinstance(entry, str) or not entry.strip():
            raise ValueError("each player is a name or 'computer:<level>'")
        if entry == COMPUTER or entry.startswith(COMPUTER + ":"):
            level = entry.partition(":")[2] or "greedy"
            if level not in LEVELS:
                raise ValueError(f"unknown computer level {level!r}: use {', '.join(LEVELS)}")
            return ("", level)
        return (entry.strip(), None)

    def _new_game(self, seed: int | None) -> None:
        names = []
        for i, (name, level) in enumerate(self._seats):
            if level is None:
                names.append(name)
            else:
                label = self.t("pari.computer", level=self.t(f"pari.level.{level}"))
                same = sum(1 for _, lv in self._seats if lv is not None) > 1
                names.append(f"{label} {i + 1}" if same else label)
        self.game = Game(players=names, seed=seed, rules=self._rules)
        self._bots = {i: ComputerPlayer(level, seed=self.game.seed + i)
                      for i, (_, level) in enumerate(self._seats) if level is not None}
        self._draft: list[dict[str, Any]] = []
        self._draft_eq: int | None = None
        self._draw_piles: list[str] = []
        self._revealed: int | None = None
        self._log: list[str] = []
        self._run_computers()
        self._refresh()

    @property
    def humans(self) -> list[int]:
        return [i for i, (_, level) in enumerate(self._seats) if level is None]

    def _is_human(self, seat: int) -> bool:
        return self._seats[seat][1] is None

    @property
    def viewer(self) -> int | None:
        """Whose hand the screen shows: the only person, or the current one once ready."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        g = self.game
        if not g.over and self._is_human(g.current) and self._revealed == g.current:
            return g.current
        return None

    @property
    def hidden(self) -> bool:
        """True while the pass screen covers the hand of the person about to play."""
        g = self.game
        return (len(self.humans) > 1 and not g.over and self._is_human(g.current)
                and self._revealed != g.current)

    # ----------------------------------------------------------- the view
    def _draft_row(self) -> str:
        return "".join(d["card"] for d in self._draft)

    def _play_text(self) -> str | None:
        if self._draft_eq is None or not any(d["hand"] is not None for d in self._draft):
            return None
        return f"#{self._draft_eq + 1} {self._draft_row()}"

    def _preview(self) -> dict[str, Any]:
        text = self._play_text()
        if text is None:
            return {}
        p = self.game.preview(text, lang=self.lang)
        v = p.verdict
        return {
            "row": p.row,
            "valid": v.valid,
            "code": v.code,
            "reason": v.reason,
            "points": p.points,
            "explanation": explain(v, rules=self.game.rules, lang=self.lang).lines,
        }

    def _refresh(self) -> None:
        if not hasattr(self, "game"):
            return
        g = self.game
        viewer = self.viewer
        public = g.view(viewer)
        used = {d["hand"] for d in self._draft if d["hand"] is not None}
        rows = []
        for i, row in enumerate(public["rows"]):
            if i == self._draft_eq and self._draft:
                rows.append([{"card": d["card"], "new": d["hand"] is not None}
                             for d in self._draft])
            else:
                rows.append([{"card": c, "new": False} for c in row])
        hand = [{"card": c, "index": i, "used": i in used} for i, c in enumerate(public["hand"])]
        self.view = {
            "names": public["names"],
            "kinds": ["human" if self._is_human(i) else "computer" for i in range(g.players)],
            "scores": public["scores"],
            "rows": rows,
            "covered": public["covered"],
            "hand": hand,
            "hand_sizes": public["hand_sizes"],
            "piles": public["piles"],
            "discards": public["discards"],
            "current": public["current"],
            "viewer": viewer,
            "hidden": self.hidden,
            "my_turn": viewer is not None and viewer == g.current and not g.over,
            "phase": public["phase"],
            "pending_lay": public["pending_lay"],
            "draw_options": public["draw_options"],
            "draw_piles": list(self._draw_piles),
            "draft_equation": self._draft_eq,
            "preview": self._preview(),
            "target": public["target"],
            "ending": public["ending"],
            "over": public["over"],
            "winners": public["winners"],
            "log": list(self._log[-12:]),
            "moves": public["moves"][-20:],
            "seed": g.seed,
        }

    # ----------------------------------------------------------- helpers
    def _require_turn(self, phase: str) -> None:
        g = self.game
        if g.over:
            raise ValueError(self.t("pari.error.over"))
        if not self._is_human(g.current):
            raise ValueError(self.t("pari.error.wait", name=g.names[g.current]))
        if self.hidden:
            raise ValueError(self.t("pari.error.hidden", name=g.names[g.current]))
        if g.phase != phase:
            raise ValueError(self.t(f"pari.error.phase.{g.phase}"))

    @staticmethod
    def _int(value: Any, name: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{name} must be a whole number, not {value!r}")
        return value

    def _note(self, player: int, text: str) -> None:
        """Add a line to the visible log (never a hidden card)."""
        self._log.append(f"{self.game.names[player]}: {text}")

    def _after_step(self, player: int) -> None:
        g = self.game
        if g.current != player or g.over:
            self._draw_piles = []
        self._run_computers()
        self._refresh()

    def _run_computers(self) -> None:
        g = self.game
        while not g.over and not self._is_human(g.current):
            seat = g.current
            bot = self._bots[seat]
            text = bot.step(g)
            if not text.startswith("pass"):
                self._note(seat, text)
            else:
                self._note(seat, "pass")
            self._refresh()

    # ----------------------------------------------------------- actions
    def _action_ready(self) -> None:
        """The person whose turn it is has the screen: show their hand."""
        g = self.game
        if g.over or not self._is_human(g.current):
            raise ValueError(self.t("pari.error.wait", name=g.names[g.current]))
        self._revealed = g.current
        self._refresh()

    def _action_place(self, equation: Any, gap: Any, hand_index: Any) -> None:
        """Put hand card ``hand_index`` into gap ``gap`` (0 = before the first card) of the
        row as it now stands, cards placed this turn included."""
        self._require_turn("play")
        g = self.game
        equation = self._int(equation, "equation")
        gap = self._int(gap, "gap")
        hand_index = self._int(hand_index, "hand_index")
        if not 0 <= equation < len(g.rows):
            raise ValueError(self.t("pari.error.equation", n=equation + 1))
        if self._draft_eq is not None and self._draft_eq != equation and any(
                d["hand"] is not None for d in self._draft):
            raise ValueError(self.t("pari.error.one-equation"))
        hand = g.hands[g.current]
        if not 0 <= hand_index < len(hand):
            raise ValueError(self.t("pari.error.card"))
        if any(d["hand"] == hand_index for d in self._draft):
            raise ValueError(self.t("pari.error.card-used"))
        draft = self._draft if self._draft_eq == equation else [
            {"card": c, "hand": None} for c in g.rows[equation]]
        if not 0 <= gap <= len(draft):
            raise ValueError(self.t("pari.error.gap", last=len(draft)))
        draft = list(draft)
        draft.insert(gap, {"card": hand[hand_index], "hand": hand_index})
        self._draft, self._draft_eq = draft, equation
        self._refresh()

    def _action_unplace(self, position: Any) -> None:
        """Take a card placed this turn back to the hand."""
        self._require_turn("play")
        position = self._int(position, "position")
        if not 0 <= position < len(self._draft) or self._draft[position]["hand"] is None:
            raise ValueError(self.t("pari.error.not-new"))
        self._draft = self._draft[:position] + self._draft[position + 1:]
        if not any(d["hand"] is not None for d in self._draft):
            self._draft, self._draft_eq = [], None
        self._refresh()

    def _action_recall(self) -> None:
        """Take every card placed this turn back to the hand."""
        self._require_turn("play")
        self._draft, self._draft_eq = [], None
        self._refresh()

    def _action_submit(self) -> None:
        """Play the placed cards."""
        self._require_turn("play")
        text = self._play_text()
        if text is None:
            raise ValueError(self.t("pari.error.nothing"))
        g = self.game
        player = g.current
        turn = g.play(text)
        self._draft, self._draft_eq = [], None
        self._note(player, text + (f"  +{turn.points}" if turn.verdict.valid else ""))
        self._after_step(player)

    def _action_lay(self, pile: Any, side: Any) -> None:
        """Lay the top card of ``pile`` on ``side`` of the ``=`` that needs a new card."""
        self._require_turn("lay")
        if pile not in PILES or side not in SIDES:
            raise ValueError(self.t("pari.error.lay"))
        g = self.game
        player = g.current
        eq = g.pending_lay
        g.lay(pile, side)
        self._note(player, f"lay #{eq + 1} {pile} {side}")
        self._after_step(player)

    def _action_draw_card(self, pile: Any) -> None:
        """Choose the pile of the next card to draw; the draw happens when the count is reached
        (the larger choice) or on ``draw_done`` (the smaller one)."""
        self._require_turn("draw")
        if pile not in PILES:
            raise ValueError(self.t("pari.error.pile"))
        g = self.game
        options = g.draw_options()
        piles = self._draw_piles + [pile]
        if len(piles) > max(options):
            raise ValueError(self.t("pari.error.draw-count", n=max(options)))
        if sum(1 for p in piles if p == pile) > g.available(pile):
            raise ValueError(self.t("pari.error.pile-empty"))
        if len(piles) == max(options):
            self._commit_draw(piles)
        else:
            self._draw_piles = piles
            self._refresh()

    def _action_draw_done(self) -> None:
        """Draw the cards chosen so far (allowed when their number is one of the choices)."""
        self._require_turn("draw")
        if len(self._draw_piles) not in self.game.draw_options():
            raise ValueError(self.t("pari.error.draw-options",
                                    options=" / ".join(map(str, self.game.draw_options()))))
        self._commit_draw(list(self._draw_piles))

    def _action_draw_undo(self) -> None:
        """Forget the piles chosen for the draw."""
        self._require_turn("draw")
        self._draw_piles = []
        self._refresh()

    def _commit_draw(self, piles: list[str]) -> None:
        g = self.game
        player = g.current
        g.draw(piles)
        self._draw_piles = []
        self._note(player, " ".join(["draw", *piles]))
        self._after_step(player)

    def _action_pass_card(self, hand_index: Any) -> None:
        """Give hand card ``hand_index`` to the next player (variant)."""
        self._require_turn("pass")
        g = self.game
        hand_index = self._int(hand_index, "hand_index")
        if not 0 <= hand_index < len(g.hands[g.current]):
            raise ValueError(self.t("pari.error.card"))
        player = g.current
        g.pass_card(g.hands[g.current][hand_index])
        self._note(player, "pass")
        self._after_step(player)

    def _action_new_game(self) -> None:
        """Start a new game with the same players and rules."""
        self._new_game(None)

    # ----------------------------------------------------------- python API
    def record(self) -> str:
        """The game record (JSON). It holds every hand: show it only after the game."""
        return self.game.to_json()

