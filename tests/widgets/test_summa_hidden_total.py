"""While a pupil scores their own sheet, the others' points are not known yet: the computer
scores at once, but the table, the log, the command line and the review show its total only
once the pupil has scored rows and columns (as at a table where each scores their own sheet).
"""

from __future__ import annotations

import json
import re

from summa_moves import to_scoring

from summy_widget import SummaWidget
from summy_widget.summa.scoring import best_score
from summy_widget.widgets.summa import VIEW_TRAITS


def sent(w: SummaWidget) -> str:
    """Everything the widget sends to the browser now (its synced view) as one text."""
    return json.dumps({name: getattr(w, name) for name in VIEW_TRAITS + ("said", "error")})


def numbers_of(w: SummaWidget, seat: int) -> set[int]:
    s = w.game.scorings[seat]
    return {s.total, s.across, s.down}


def test_the_computer_total_is_shown_only_after_the_pupil_scored():
    w = SummaWidget(players=["Ann", "computer"], seed=7, seconds=None)
    to_scoring(w)
    assert w.stage == "across" and w.game.scorings[1].done  # the computer scored at once
    secret = numbers_of(w, 1)
    mine = best_score(w.game.grids[0])
    steps = [("across", {"action": "use_best"}), ("across", {"action": "confirm"}),
             ("down", {"action": "use_best"})]
    for stage, message in steps:
        assert w.stage == stage
        computer = w.players[1]
        assert computer["hidden"] is True
        assert [computer[k] for k in ("across", "down", "total", "black")] == [None] * 4
        assert w.log[-1] == "Computer has scored; the points are shown once you have scored too"
        assert w.session.view()["game"]["scores"][1] is None
        assert all(t["player"] == 0 for t in w.game_review.get("turns", []))
        assert w.handle({"action": "command", "text": "score"})
        assert "Computer still scoring" in w.said["text"]
        own = {mine.across, mine.total, w.line_scores["total"], w.players[0]["total"]}
        shown = {int(n) for n in re.findall(r"(?<![\d.])\d+(?![\d.])", sent(w))}
        assert not (secret - own) & shown, (secret, shown)
        assert w.handle(message), w.error
    assert w.handle({"action": "confirm"}), w.error
    assert w.stage == "over"
    computer = w.players[1]
    assert "hidden" not in computer and computer["total"] == w.game.scorings[1].total
    assert any(f"Computer scores {computer['total']} points" in line for line in w.log)


def test_the_total_is_revealed_with_the_pupils_last_step_in_every_language():
    for lang, words in [("de", "wertet noch"), ("nl", "telt nog")]:
        w = SummaWidget(players=["Ann", "computer"], seed=3, seconds=None, lang=lang)
        to_scoring(w)
        assert w.handle({"action": "command", "text": "score"})
        assert words in w.said["text"]
        assert str(w.game.scorings[1].total) not in " ".join(w.log)


def test_hot_seat_the_next_pupil_does_not_see_the_first_ones_points():
    w = SummaWidget(players=["Ann", "Ben", "computer"], seed=5, seconds=None)
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    assert w.handle({"action": "ready"})
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    while w.phase == "placing":
        if w.stage == "pass":
            assert w.handle({"action": "ready"})
        free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
        for die in range(4):
            assert w.handle({"action": "place", "die": die, "cell": list(free[die])}), w.error
        assert w.handle({"action": "done"}), w.error
    if w.stage == "pass":
        assert w.handle({"action": "ready"})
    first = w.current
    assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"})
    assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"})
    # the first pupil has scored: the screen passes on, and the next one sees no number of theirs
    assert w.stage == "pass"
    second = w.current
    assert second != first
    assert [bool(p.get("hidden")) for p in w.players] == [i != second for i in range(3)]
    assert w.handle({"action": "ready"})
    assert [bool(p.get("hidden")) for p in w.players] == [i != second for i in range(3)]
    assert w.log[-1] == f"{w.players[first]['name']} has scored; the points are shown once " \
        "you have scored too"
    assert str(w.game.scorings[first].total) not in " ".join(w.log)
