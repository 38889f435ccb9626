"""How much of the game is luck: a Summy player that sees what no player may see.

Run from the repository root:

    python bench/summy_oracle.py --games 100 --seed 70000
    python bench/summy_oracle.py --games 100 --seed 70000 --sees moves
    python bench/summy_oracle.py --games 100 --seed 70000 --sees exchanges

The ``oracle`` is not a level of the game and never plays a person: it reads the other
player's rack and the order of the bag, which the rules hide. It measures how far any
honest look ahead could go. ``--sees moves``: it looks at each of its best candidates
(the 8 of the highest static equity and the 3 highest-scoring) and plays the one worth
most after the other player's real ``greedy`` reply and its own best next move with the
tiles it will really draw; when no placement is possible it exchanges as ``expert`` does.
``--sees exchanges``: it plays as ``expert`` does, but when no placement is possible it
picks what to give by the tiles it will really draw. ``--sees all`` (the default): both.
``--sees draw``: as ``moves``, but without the other player's reply (it sees only its own
next tiles); ``--sees rack``: as ``moves``, with the real reply but not its own next move
(static equity minus the reply: it sees only the other rack).
With the bag empty it plays ``expert``'s end search. The games, seeds and seats are those
of ``bench/summy_levels.py`` (``oracle`` against ``greedy``), which prints the table.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, os.environ.get("SUMMY_BENCH_ROOT", str(ROOT)))

import summy_levels  # noqa: E402

from summy_widget.summy import Game, get_player, legal_moves  # noqa: E402
from summy_widget.summy import expert as ex  # noqa: E402
from summy_widget.summy.leaves import leave_value  # noqa: E402

#: Candidates by static equity and by score that the oracle plays out.
BY_EQUITY, BY_SCORE = 8, 3
#: Keep-sets tried per number of tiles given, when stuck.
KEEPS = 3
GREEDY = get_player("greedy")


def _top_score(game: Game, rack: list[str] | tuple[str, ...]) -> int:
    return max((m.score for m in legal_moves(game.board, rack, game.rules)), default=0)


class Oracle:
    """The player that sees the other rack and the bag (see the module)."""

    level = "oracle"

    def __init__(self, sees: str = "all") -> None:
        self.sees = sees

    def choose(self, game: Game, seat: int | None = None) -> str:
        rack = game.rack(game.current)
        moves = legal_moves(game.board, rack, game.rules)
        if not moves:
            seen = self.sees in ("all", "exchanges") and game.bag_count
            return self.exchange(game, list(rack)) if seen else ex.stuck(game, rack)
        if self.sees == "exchanges" or game.bag_count == 0:
            return get_player("expert").choose(game)
        return self.move(game, rack, moves)

    def move(self, game: Game, rack: tuple[str, ...], moves: list) -> str:
        """The candidate worth most after the real reply and the real next draw."""
        me = game.current
        def equity(m) -> float:
            return m.score + 1.3 * leave_value(ex._kept(rack, m.tiles))

        ranked = sorted(moves, key=equity, reverse=True)
        by_score = sorted(moves, key=lambda m: -m.score)[:BY_SCORE]
        looked = ranked[:BY_EQUITY] + [m for m in by_score if m not in ranked[:BY_EQUITY]]
        values = []
        for m in looked:
            after = game.copy()
            after.play(m.text)
            value = m.score if self.sees != "rack" else equity(m)
            if not after.over and self.sees != "draw":
                value -= after.play(GREEDY.choose(after)).score
            if not after.over and self.sees != "rack":
                value += _top_score(after, after.rack(me))
            values.append(value)
        return looked[values.index(max(values))].text

    def exchange(self, game: Game, rack: list[str]) -> str:
        """The tiles to give, judged by the best move of the rack they really bring."""
        bag = game._bag  # drawn from the end
        best, best_value, seen = "", float("-inf"), set()
        for k in range(1, len(rack) + 1):
            drawn = list(reversed(bag[len(bag) - min(k, len(bag)):]))
            keeps = []
            for picked in combinations(range(len(rack)), k):
                give = "".join(sorted(rack[i] for i in picked))
                if give not in seen:
                    seen.add(give)
                    kept = list((Counter(rack) - Counter(give)).elements())
                    keeps.append((leave_value(kept), give, kept))
            for leave, give, kept in sorted(keeps, reverse=True)[:KEEPS]:
                value = _top_score(game, kept + drawn) + 0.5 * leave
                if value > best_value:
                    best, best_value = give, value
        return f"swap {best}"


def main() -> None:
    sees = "all"
    if "--sees" in sys.argv:
        at = sys.argv.index("--sees")
        sees = sys.argv[at + 1]
        del sys.argv[at : at + 2]
    if sees not in ("all", "moves", "exchanges", "draw", "rack"):
        raise SystemExit("--sees must be all, moves, exchanges, draw or rack")
    print(f"oracle sees: {sees}")
    real = summy_levels.get_player

    def get(level: str, **options: int) -> object:
        return Oracle(sees) if level == "oracle" else real(level, **options)

    summy_levels.get_player = get
    summy_levels.LEVELS = (*summy_levels.LEVELS, "oracle")
    if "--pairs" not in sys.argv:
        sys.argv += ["--pairs", "oracle-greedy"]
    summy_levels.main()


if __name__ == "__main__":
    main()
