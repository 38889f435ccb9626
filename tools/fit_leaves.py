"""Fit the Summy leave table from seeded self-play, by least squares.

Run from the repository root:

    python tools/fit_leaves.py                      # 200 + 200 games from seed 1: print the fit
    python tools/fit_leaves.py --games 1500 --seed 100000 --write

``--write`` rewrites the block between the ``FITTED`` markers of
``summy_widget/summy/leaves.py``, so the shipped table is exactly what this prints.

The games are played by each of ``--levels`` in turn (both seats; ``greedy,strong`` by
default), ``--games`` of each: first ``greedy``, which needs no leave table, then
``strong`` with the table fitted from the games so far, and the table is fitted again
from all of them. So the table is fitted to the turns a player that uses it meets.

Every turn after which the bag still holds a full rack of tiles gives one sample: the
tiles the player kept (its rack minus the tiles placed or exchanged) and the points of
that player's next turn (0 when it had to exchange). The model is the one
:func:`~summy_widget.summy.leaves.leave_value` computes, plus a constant: one value for
each shape of the kept tiles (how many ``=``, operators and digits), and for each symbol
but the ``=`` one value for its first tile and one for each further copy. The values
are found by least squares (the normal equations, solved in floats by Gauss-Jordan
elimination, with a small ridge term so that a shape seldom kept stays near the mean),
made relative to keeping nothing, and rounded to one decimal. Pure Python, standard
library only; the same seed gives the same table (the games are shared between two
processes, which changes nothing in them). 1,500 games of each level take about 15
minutes on two cores.
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import os
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SUMMY_ROOT", str(ROOT)))

from summy_widget.summy import Exchange, Game, computer_move, leaves  # noqa: E402
from summy_widget.summy.leaves import SHAPE_LIMITS, leave_shape  # noqa: E402

#: The symbols with values of their own (the ``=`` is counted by the shape alone).
SYMBOLS = "0123456789+-x:"
SHAPES = list(itertools.product(*(range(n + 1) for n in SHAPE_LIMITS)))
NAMES = ([f"shape {s}" for s in SHAPES] + [f"first {t}" for t in SYMBOLS]
         + [f"more {t}" for t in SYMBOLS] + ["constant"])
RIDGE = 1.0


def features(kept: str) -> dict[int, float]:
    """The model's inputs for the tiles kept, as {column: value} (the others are 0)."""
    row = {SHAPES.index(leave_shape(kept)): 1.0, len(NAMES) - 1: 1.0}
    for t, n in Counter(kept).items():
        if t != "=":
            i = SYMBOLS.index(t)
            row[len(SHAPES) + i] = 1.0
            if n > 1:
                row[len(SHAPES) + len(SYMBOLS) + i] = float(n - 1)
    return row


def game_samples(seed: int, level: str) -> list[tuple[dict[int, float], float]]:
    """(features of the tiles kept, points of the player's next turn) in one game."""
    data = []
    game = Game(seed=seed)
    pending: dict[int, dict[int, float]] = {}
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


def _games(job: tuple[list[int], str, dict]) -> list[list[tuple[dict[int, float], float]]]:
    """The samples of each of some games, played with the leave table ``job[2]`` installed."""
    seeds, level, fitted = job
    install(fitted)
    return [game_samples(seed, level) for seed in seeds]


def samples(games: int, seed: int, level: str, fitted: dict,
            workers: int = 2) -> list[tuple[dict[int, float], float]]:
    """The samples of ``games`` games from ``seed`` on, in seed order, played by ``level``
    with the leave table ``fitted``, in ``workers`` processes (a game depends on its seed
    alone, so the samples do not depend on ``workers``)."""
    seeds = list(range(seed, seed + games))
    jobs = [(seeds[i::workers], level, fitted) for i in range(workers)]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        parts = pool.map(_games, jobs)
    by_seed = {s: game for job, part in zip(jobs, parts) for s, game in zip(job[0], part)}
    return [sample for s in seeds for sample in by_seed[s]]


def install(fitted: dict) -> None:
    """Put the leave table ``fitted`` (as :func:`tables` gives it) in use in this process."""
    for name, value in fitted.items():
        setattr(leaves, name, value)


def inverse(a: list[list[float]]) -> list[list[float]]:
    """The inverse of the square matrix ``a`` (Gauss-Jordan, partial pivoting)."""
    n = len(a)
    m = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col][col]
        m[col] = [x / p for x in m[col]]
        for r in range(n):
            f = m[r][col]
            if r != col and f:
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [row[n:] for row in m]


def fit(data: list[tuple[dict[int, float], float]]) -> tuple[list[float], list[float], float]:
    """The weights, their standard errors and the residual standard deviation."""
    k = len(NAMES)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for row, y in data:
        for i, xi in row.items():
            xty[i] += xi * y
            for j, xj in row.items():
                xtx[i][j] += xi * xj
    for i in range(k - 1):  # the constant is not shrunk
        xtx[i][i] += RIDGE
    inv = inverse(xtx)
    weights = [sum(a * b for a, b in zip(row, xty)) for row in inv]
    residual = sum((y - sum(weights[i] * x for i, x in row.items())) ** 2 for row, y in data)
    sigma2 = residual / max(len(data) - k, 1)
    errors = [math.sqrt(max(sigma2 * inv[i][i], 0.0)) for i in range(k)]
    return weights, errors, math.sqrt(sigma2)


def tables(weights: list[float]) -> dict:
    """The leave table from the fitted weights, relative to keeping nothing (the shape
    (0, 0, 0)) and rounded to one decimal: ``LEAVE_SHAPE``, ``LEAVE_FIRST``, ``LEAVE_MORE``."""
    empty = weights[SHAPES.index((0, 0, 0))]
    shape = {s: round(w - empty, 1) + 0.0 for s, w in zip(SHAPES, weights)}
    eqs, ops, digits = SHAPE_LIMITS
    first = weights[len(SHAPES):len(SHAPES) + len(SYMBOLS)]
    more = weights[len(SHAPES) + len(SYMBOLS):-1]
    return {
        "LEAVE_SHAPE": tuple(tuple(tuple(shape[e, o, d] for d in range(digits + 1))
                                   for o in range(ops + 1)) for e in range(eqs + 1)),
        "LEAVE_FIRST": {t: round(w, 1) + 0.0 for t, w in zip(SYMBOLS, first)},
        "LEAVE_MORE": {t: round(w, 1) + 0.0 for t, w in zip(SYMBOLS, more)},
    }


def block(fitted: dict, note: str) -> str:
    """The text of ``leaves.py`` between its ``FITTED`` markers, for the table ``fitted``."""
    lines = ["LEAVE_SHAPE = ("]
    for e, by_ops in enumerate(fitted["LEAVE_SHAPE"]):
        lines.append(f"    (  # {e} '=' kept")
        for o, values in enumerate(by_ops):
            plural = "" if o == 1 else "s"
            lines.append(f"        ({', '.join(map(repr, values))}),  # {o} operator{plural}")
        lines.append("    ),")
    lines.append(")")

    def symbols(name: str) -> list[str]:
        items = [f'"{t}": {v!r}' for t, v in fitted[name].items()]
        return [f"{name} = {{", f"    {', '.join(items[:7])},", f"    {', '.join(items[7:])},", "}"]

    return "\n".join([
        "# FITTED: written by tools/fit_leaves.py; do not edit by hand.",
        "#: What the shape of the kept tiles is worth: LEAVE_SHAPE[= kept][operators][digits].",
        *lines,
        "#: What keeping the first tile of a symbol, and each further copy of it, is worth.",
        *symbols("LEAVE_FIRST"),
        *symbols("LEAVE_MORE"),
        "#: How the table was made.",
        f'FIT_NOTE = "{note}"',
        "# END FITTED",
        "",
    ])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games of each level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="greedy,strong",
                        help="the levels whose self-play games are fitted, in turn")
    parser.add_argument("--write", action="store_true", help="rewrite the table in leaves.py")
    args = parser.parse_args()
    data: list[tuple[dict[int, float], float]] = []
    fitted = tables([0.0] * len(NAMES))
    for i, level in enumerate(args.levels.split(",")):
        first = args.seed + i * args.games
        data += samples(args.games, first, level, fitted)
        weights, errors, sigma = fit(data)
        fitted = tables(weights)
        print(f"{len(data)} turns, after {args.games} games of {level} self-play (seeds "
              f"{first}-{first + args.games - 1}); residual s.d. {sigma:.1f} points")
    for name, w, e in zip(NAMES, weights, errors):
        if not name.startswith("shape"):
            print(f"  {name:>9} {w:+6.2f}  (standard error {e:.2f})")
    note = (f"tools/fit_leaves.py --games {args.games} --seed {args.seed} "
            f"--levels {args.levels}: {len(data)} turns")
    text = block(fitted, note)
    print(text)
    if args.write:
        path = ROOT / "summy_widget" / "summy" / "leaves.py"
        source = path.read_text(encoding="utf-8")
        pattern = re.compile(r"# FITTED:.*?# END FITTED\n", re.S)
        path.write_text(pattern.sub(lambda _: text, source, count=1), encoding="utf-8")
        print(f"written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
