"""The four LUDIX dice: each has the faces I, I, V, X, X, L.

All randomness comes from a ``random.Random`` owned by the game, so the same
seed gives the same rolls.

>>> import random
>>> rng = random.Random(7)
>>> roll = roll_dice(rng)
>>> len(roll), set(roll) <= set("IVXL")
(4, True)
>>> roll == roll_dice(random.Random(7))
True
>>> FACE_CHANCE["I"]
Fraction(1, 3)
"""

from __future__ import annotations

import random
from fractions import Fraction

from ..errors import expect_type

__all__ = ["DICE", "FACES", "FACE_CHANCE", "roll_dice"]

#: the six faces of one LUDIX die
FACES = ("I", "I", "V", "X", "X", "L")
#: how many dice are rolled each round
DICE = 4
#: the chance of each symbol on one die
FACE_CHANCE = {s: Fraction(FACES.count(s), len(FACES)) for s in "IVXL"}


def roll_dice(rng: random.Random, count: int = DICE) -> tuple[str, ...]:
    """Roll ``count`` LUDIX dice with ``rng``.

    >>> roll_dice(7)
    Traceback (most recent call last):
    ...
    TypeError: rng must be a random.Random, such as random.Random(7), not int 7
    """
    expect_type("rng", rng, random.Random, "a random.Random, such as random.Random(7)")
    expect_type("count", count, int, f"a whole number of dice, such as {DICE}")
    if count < 0:
        raise ValueError(f"count must be a whole number of dice, 0 or more, not {count}")
    return tuple(rng.choice(FACES) for _ in range(count))
