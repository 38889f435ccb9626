"""The options of a Summy game (RULES.md section 1)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from ..arithmetic import DIGITS
from ..errors import did_you_mean, refuse_unknown_options

__all__ = ["Rules", "TILE_SETS"]

#: How many tiles of each symbol a tile set holds. "standard" is the 127 of RULES.md 1.1;
#: "beginner" leaves out the x and : tiles (113 tiles), for classes that add and subtract only.
TILE_SETS: dict[str, dict[str, int]] = {
    "standard": {**{d: 8 for d in DIGITS}, "+": 7, "-": 7, "x": 7, ":": 7, "=": 19},
    "beginner": {**{d: 8 for d in DIGITS}, "+": 7, "-": 7, "=": 19},
}


@refuse_unknown_options("summy.Rules")
@dataclass(frozen=True)
class Rules:
    """Every switch of the Summy rules, with the defaults of RULES.md.

    >>> Rules().tile_count
    127
    >>> Rules(tile_set="beginner").tile_count
    113
    >>> Rules.from_dict(Rules(players=3).to_dict()) == Rules(players=3)
    True

    A misspelt option is named, with the one that was meant:

    >>> Rules(exact_divison=True)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    TypeError: summy.Rules has no option 'exact_divison' (did you mean 'exact_division'?); ...
    """

    players: int = 2
    exact_division: bool = False
    negative_intermediates: bool = True
    tile_set: str = "standard"
    rack_size: int = 8

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not 2 <= self.players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {self.players!r}")
        if self.tile_set not in TILE_SETS:
            raise ValueError(
                f"unknown tile_set {self.tile_set!r}: use one of {', '.join(TILE_SETS)}"
            )
        if not isinstance(self.rack_size, int) or not 1 <= self.rack_size <= 12:
            raise ValueError(
                f"rack_size must be a whole number from 1 to 12, not {self.rack_size!r}"
            )
        for name in ("exact_division", "negative_intermediates"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be True or False, not {getattr(self, name)!r}")

    @property
    def tiles(self) -> dict[str, int]:
        """How many tiles of each symbol the game has (the centre ``=`` included)."""
        return dict(TILE_SETS[self.tile_set])

    @property
    def tile_count(self) -> int:
        return sum(TILE_SETS[self.tile_set].values())

    @property
    def symbols(self) -> str:
        """The symbols that exist in this tile set."""
        return "".join(TILE_SETS[self.tile_set])

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from a dict; unknown keys are an error (they would be silently lost)."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object such as {\"players\": 2}")
        known = {f.name for f in fields(cls)}
        unknown = [f"{name}{did_you_mean(name, known)}" for name in sorted(set(data) - known)]
        if unknown:
            raise ValueError(
                f"unknown rule option(s) {', '.join(unknown)}; known: {', '.join(sorted(known))}"
            )
        return cls(**data)
