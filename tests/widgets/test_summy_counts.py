"""Summy says "1 point" in the singular: 0x1=0 is a sum worth 1 (0+1+0)."""

from __future__ import annotations

import pytest

from summy_widget import SummyWidget

ONE = {"J13": "0", "K13": "x", "L13": "1", "N13": "0"}  # J13> 0x1(=)0


def widget(lang: str = "en") -> SummyWidget:
    """Seed 4 against the computer, the first rack set to 0 x 1 0: its best move scores 1."""
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    w.game._racks[0] = ["0", "x", "1", "0"]
    return w


def command(w: SummyWidget, text: str) -> str:
    assert w.handle({"action": "command", "text": text}), w.error
    return w.answer["text"]


def test_a_move_of_one_point_is_previewed_hinted_played_and_scored_in_the_singular():
    w = widget()
    assert w.handle({"action": "preview", "placements": ONE}), w.error
    assert w.preview["reason"] == "J13> 0x1(=)0 is legal and scores 1 point: 0x1=0 (1)"
    assert w.preview["said_reason"].startswith("0 × 1 = 0 across from J13 is legal and scores "
                                               "1 point")
    assert command(w, "hint") == "There is a move worth 1 point."
    for _ in range(3):
        w.handle({"action": "hint"})
    assert " 1 point." in w.hint["text"] and "points" not in w.hint["text"], w.hint["text"]
    assert w.handle({"action": "submit", "placements": ONE, "player": 0, "turn": 0}), w.error
    assert command(w, "score").startswith("You 1 point, ")
    assert "You played J13&gt; 0x1(=)0: 1 point<" in w.session.explanation(0)


@pytest.mark.parametrize(("lang", "words"),
                         [("de", "bringt 1 Punkt:"), ("nl", "levert 1 punt op:")])
def test_one_point_in_german_and_dutch(lang, words):
    w = widget(lang)
    assert w.handle({"action": "preview", "placements": ONE}), w.error
    assert words in w.preview["reason"], w.preview["reason"]
