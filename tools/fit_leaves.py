"""Fit the Summy leave table from seeded self-play, by least squares.

Run from the repository root:

    python tools/fit_leaves.py                      # 200 games from seed 1: print the fit
    python tools/fit_leaves.py --games 200 --seed 1 --write

``--write`` rewrites the block between the ``FITTED`` markers of
``summy_widget/summy/leaves.py``, so the shipped table is exactly what this prints.

Every turn of the self-play games (``--level``, ``greedy`` by default, both seats)
after which the bag still holds a full rack of tiles gives one sample: the tiles the
player kept (its rack minus the tiles placed or exchanged) and the points of that
player's next turn. The model is the one :func:`~summy_widget.summy.leaves.leave_value`
computes, plus a constant: one weight per tile kept (the ``=`` has none of its own), a
term for keeping at least one ``=``, one per further ``=``, and one for keeping no
operator. The weights are found by
least squares (the normal equations, solved exactly in floats by Gaussian elimination,
with a small ridge term so that a tile seldom kept stays near zero), and rounded to one
decimal. Pure Python, standard library only; the same seed gives the same table.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SUMMY_ROOT", str(ROOT)))

from summy_widget.summy import Exchange, Game, computer_move  # noqa: E402
from summy_widget.summy.leaves import OPS  # noqa: E402

#: The tiles with a weight of their own; the ``=`` is counted by ``has_eq`` (the first)
#: and ``extra_eq`` (each further one), so its own weight is 0 (it would be redundant).
TILES = "0123456789+-x:"
NAMES = [*TILES, "has_eq", "extra_eq", "no_op", "constant"]
RIDGE = 1.0


def features(kept: str) -> list[float]:
    """The model's inputs for the tiles kept (the same terms as ``leave_value``)."""
    count = Counter(kept)
    eq = count["="]
    row = [float(count[t]) for t in TILES]
    row += [1.0 if eq else 0.0, float(max(eq - 1, 0))]
    row += [0.0 if any(count[o] for o in OPS) else 1.0, 1.0]
    return row


def samples(games: int, seed: int, level: str) -> list[tuple[list[float], float]]:
    """(features of the tiles kept, points of the player's next turn), over the games."""
    data = []
    for k in range(games):
        game = Game(seed=seed + k)
        pending: dict[int, list[float]] = {}
        while not game.over:
            player = game.current
            rack = game.rack()
            turn = game.play(computer_move(game, level))
            if player in pending:
                data.append((pending.pop(player), float(turn.score)))
            used = turn.action.tiles if isinstance(turn.action, Exchange) else turn.move.tiles
            if game.bag_count >= game.rules.rack_size:
                kept = Counter(rack) - Counter(used)
                pending[player] = features("".join(kept.elements()))
    return data


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(data: list[tuple[list[float], float]]) -> tuple[list[float], list[float], float]:
    """The weights, their standard errors and the residual standard deviation."""
    k = len(NAMES)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for row, y in data:
        for i, xi in enumerate(row):
            if xi:
                xty[i] += xi * y
                for j, xj in enumerate(row):
                    xtx[i][j] += xi * xj
    for i in range(k - 1):  # the constant is not shrunk
        xtx[i][i] += RIDGE
    weights = solve(xtx, xty)
    residual = sum((y - sum(w * x for w, x in zip(weights, row))) ** 2 for row, y in data)
    sigma2 = residual / max(len(data) - k, 1)
    errors = []
    for i in range(k):
        column = solve(xtx, [1.0 if j == i else 0.0 for j in range(k)])
        errors.append(math.sqrt(max(sigma2 * column[i], 0.0)))
    return weights, errors, math.sqrt(sigma2)


def table(weights: list[float], note: str) -> str:
    """The block of ``leaves.py`` between its ``FITTED`` markers."""
    w = dict(zip(NAMES, (round(x, 1) + 0.0 for x in weights)), **{"=": 0.0})
    digits = ", ".join(f'"{t}": {w[t]}' for t in "01234")
    digits2 = ", ".join(f'"{t}": {w[t]}' for t in "56789")
    others = ", ".join(f'"{t}": {w[t]}' for t in "+-x:=")
    return (
        "# FITTED: written by tools/fit_leaves.py; do not edit by hand.\n"
        "#: What keeping one tile is worth, in points of the next turn.\n"
        "LEAVE_TILE = {\n"
        f"    {digits},\n    {digits2},\n    {others},\n"
        "}\n"
        "#: Kept tiles together: at least one ``=``, each ``=`` after the first, no operator.\n"
        f"LEAVE_HAS_EQ = {w['has_eq']}\n"
        f"LEAVE_EXTRA_EQ = {w['extra_eq']}\n"
        f"LEAVE_NO_OP = {w['no_op']}\n"
        "#: How the table was made.\n"
        f'FIT_NOTE = "{note}"\n'
        "# END FITTED\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="greedy", help="the level of both seats")
    parser.add_argument("--write", action="store_true", help="rewrite the table in leaves.py")
    args = parser.parse_args()
    data = samples(args.games, args.seed, args.level)
    weights, errors, sigma = fit(data)
    print(f"{len(data)} turns from {args.games} games ({args.level} self-play, seeds "
          f"{args.seed}-{args.seed + args.games - 1}); residual s.d. {sigma:.1f} points")
    for name, w, e in zip(NAMES, weights, errors):
        print(f"  {name:>9} {w:+6.2f}  (standard error {e:.2f})")
    note = (f"python tools/fit_leaves.py --games {args.games} --seed {args.seed} "
            f"--level {args.level}: {len(data)} turns")
    block = table(weights, note)
    print(block)
    if args.write:
        path = ROOT / "summy_widget" / "summy" / "leaves.py"
        text = path.read_text(encoding="utf-8")
        pattern = re.compile(r"# FITTED:.*?# END FITTED\n", re.S)
        path.write_text(pattern.sub(lambda _: block, text, count=1), encoding="utf-8")
        print(f"written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
