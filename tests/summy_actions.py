"""A check shared by the Summy player tests: is an action legal for the player to move?

Beside ``tests/engine`` on purpose: the classroom site ships the files here with the
engine tests, so the check also runs in the browser.
"""

from __future__ import annotations

from collections import Counter

from summy_widget.summy import Exchange, Game, Move


def assert_legal(game: Game, text: str) -> None:
    """``text`` is an action the player to move may take (checked, not played)."""
    rack = Counter(game.rack())
    if text.startswith("swap"):
        tiles = Exchange.from_text(text).tiles
        assert tiles and not Counter(tiles) - rack
    else:
        move = Move.from_text(text)
        assert game.preview(move).score >= 0
        assert not Counter(move.tiles) - rack
