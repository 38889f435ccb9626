"""The options of a Summy game (RULES.md section 1)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from ..arithmetic import DIGITS
from ..errors import refuse_unknown_options
from ..rule_checks import check_bool, check_choice, check_whole, unknown_options

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
        check_whole("players", self.players, 2, 4)
        check_choice("tile_set", self.tile_set, TILE_SETS)
        check_whole("rack_size", self.rack_size, 1, 12)
        for name in ("exact_division", "negative_intermediates"):
            check_bool(name, getattr(self, name))

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
        unknown_options(data, (f.name for f in fields(cls)), '{"players": 2}')
        return cls(**data)
