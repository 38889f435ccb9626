"""A step shared by the Summa widget tests: play a widget to its rows step.

Beside ``tests/widgets`` so that every test folder can import it by name.
"""

from __future__ import annotations

from summy_widget import SummaWidget


def to_scoring(w: SummaWidget) -> None:
    """Play the widget to the rows step of the person at the screen: random black cells, then
    the four dice in the first free cells, round after round.

    >>> w = SummaWidget(players=["You", "computer"], seed=4, seconds=None)
    >>> to_scoring(w); w.stage
    'across'
    """
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    while w.stage == "place":
        free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
        for die in range(4):
            assert w.handle({"action": "place", "die": die, "cell": list(free[die])}), w.error
        assert w.handle({"action": "done"}), w.error
    assert w.stage == "across"
