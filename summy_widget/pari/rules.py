"""The options of =Pari= (RULES.md 3): every variant is a switch with its default.

>>> r = Rules()
>>> r.equals_cards, r.target, r.deduct, r.incorrect_limit
(4, 15, 3, 10)
>>> r.card_count
88
>>> Rules(beginners=True).card_count
76
>>> Rules(deduct=5)
Traceback (most recent call last):
...
summy_widget.errors.GameError: deduct must be one of 3, 4, not 5
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from ..errors import expect_type, refuse_unknown_options
from ..rule_checks import check_bool, check_choice, check_whole, unknown_options

__all__ = ["Rules", "DIGIT_CARDS", "OPERATOR_CARDS", "column_size"]

#: Each digit and each operator is on six cards.
COPIES = 6
DIGIT_CARDS = "0123456789"
OPERATOR_CARDS = "+-x:"
BEGINNER_OPERATORS = "+-"


def column_size(players: int) -> int:
    """How many ``=`` cards form the column: 2 for 2-3 players, 3 for 4-5, 4 for 6.

    >>> [column_size(n) for n in range(2, 7)]
    [2, 2, 3, 3, 4]
    """
    expect_type("players", players, int, "a number of players from 2 to 6")
    if not 2 <= players <= 6:
        raise ValueError(f"=Pari= is for 2 to 6 players, not {players}")
    return {2: 2, 3: 2, 4: 3, 5: 3, 6: 4}[players]


@refuse_unknown_options("pari.Rules")
@dataclass(frozen=True)
class Rules:
    """Every option of =Pari= (RULES.md 3.1-3.5), defaults as in the rules.

    - ``equals_cards``: how many ``=`` cards the game has (4, so 88 cards).
    - ``leading_zeros``: numbers like ``07`` allowed (default forbidden).
    - ``exact_division``, ``negative_intermediates``: the Summy arithmetic options.
    - ``deduct``: points deducted from the card count, 3 or 4.
    - ``count_equals``: whether the ``=`` counts as a card of the equation.
    - ``incorrect_limit``: an incorrect equation of this many cards or more is
      cleared at the end of a turn; ``None`` means no limit.
    - ``beginners``: no ``x`` and ``:`` cards.
    - ``pass_card``: at the end of each turn one hand card goes to the previous player
      (the one who moved before; the seed's "nach rechts").
    - ``think_seconds``: a think timer per turn (the engine only records it; one
      more turn of the timer costs 1 point), ``None`` for no timer.
    - ``paid_moves``: move a card within its equation for 1 point, to another
      equation or cover a card with a hand card for 2 points.
    - ``target``: the score that ends the game once the round is finished.
    - ``paid_target``: the target when ``paid_moves`` is on (it rises, default 20).
    """

    equals_cards: int = 4
    leading_zeros: bool = False
    exact_division: bool = False
    negative_intermediates: bool = True
    deduct: int = 3
    count_equals: bool = True
    incorrect_limit: int | None = 10
    beginners: bool = False
    pass_card: bool = False
    think_seconds: int | None = None
    paid_moves: bool = False
    target: int = 15
    paid_target: int = 20

    def __post_init__(self) -> None:
        for name in ("leading_zeros", "exact_division", "negative_intermediates",
                     "count_equals", "beginners", "pass_card", "paid_moves"):
            check_bool(name, getattr(self, name))
        check_whole("equals_cards", self.equals_cards, 2, 8)
        check_choice("deduct", self.deduct, (3, 4))
        check_whole("incorrect_limit", self.incorrect_limit, 3, or_none=True)
        check_whole("think_seconds", self.think_seconds, 1, or_none=True)
        for name in ("target", "paid_target"):
            check_whole(name, getattr(self, name), 1)

    @property
    def operators(self) -> str:
        """The operators on the cards: ``+-x:``, or ``+-`` for beginners."""
        return BEGINNER_OPERATORS if self.beginners else OPERATOR_CARDS

    @property
    def card_count(self) -> int:
        """All cards of the game, ``=`` included."""
        return COPIES * (len(DIGIT_CARDS) + len(self.operators)) + self.equals_cards

    def digit_deck(self) -> list[str]:
        """The digit cards in a fixed order (shuffled by the game)."""
        return [d for d in DIGIT_CARDS for _ in range(COPIES)]

    def operator_deck(self) -> list[str]:
        """The operator cards in a fixed order (shuffled by the game)."""
        return [o for o in self.operators for _ in range(COPIES)]

    def to_dict(self) -> dict[str, Any]:
        """The options as plain JSON values.

        >>> Rules.from_dict(Rules(target=20).to_dict()) == Rules(target=20)
        True
        """
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from :meth:`to_dict`; unknown names are a ``ValueError``."""
        unknown_options(data, (f.name for f in fields(cls)), '{"target": 20}')
        return cls(**data)
