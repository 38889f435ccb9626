"""The words the front end says for each tile laid (short, in en/de/nl) and what a puzzle shows
in place of the score table (the best answer so far, the answers given, the hints).

The live region says "7 on L13. Not legal yet." for each tile, not the preview's whole reason
(that stays Submit's description, and "?" on the board reads it). The browser side is tested
in tests/browser/test_summy_tablet_browser.py.
"""

from __future__ import annotations

import re

import pytest
from test_summy_widget import best_move

from summy_widget import SummyWidget, i18n

SAID = {  # key -> its placeholders
    "summy.said.put": {"symbol", "cell"}, "summy.said.back": {"symbol", "cell"},
    "summy.said.recalled": set(), "summy.said.legal": {"move", "score"},
    "summy.said.illegal": set(), "summy.said.not-a-sum": set(),
    "summy.puzzle.best-so-far": {"score"}, "summy.puzzle.no-answer": set(),
}
SEVEN_ON_L13 = {"en": "7 on L13", "de": "7 auf L13", "nl": "7 op L13"}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_language_has_the_short_words(lang):
    table = i18n.table(lang)
    for key, names in SAID.items():
        assert key in table, (lang, key)
        assert set(re.findall(r"{(\w+)}", table[key])) == names, (lang, key)
    assert i18n.t("summy.said.put", lang, symbol="7", cell="L13") == SEVEN_ON_L13[lang]
    # the widget sends them to the browser
    assert all(key in SummyWidget(seed=4, lang=lang).messages for key in SAID)
    # the keyboard help names the key that reads the whole preview
    assert ", ? " in i18n.t("summy.label.keyboard", lang)


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_tile_is_said_in_fewer_words_than_the_preview(lang):
    """One tile beside the centre: the preview's reason is long, the words said are not."""
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    symbol = next(s for s in w.rack if s.isdigit())
    assert w.handle({"action": "preview", "placements": {"L13": symbol}, "player": 0, "turn": 0})
    assert w.preview["legal"] is False and w.preview["code"] == "not-a-sum"
    shown = i18n.t("summy.preview.illegal", lang, reason=w.preview["reason"])
    said = ". ".join([i18n.t("summy.said.put", lang, symbol=symbol, cell="L13"),
                      i18n.t("summy.said.not-a-sum", lang)])
    assert len(said) < len(shown) and len(said) <= 60, (said, shown)
    assert w.preview["reason"] not in said
    placements, move, score = best_move(w)
    legal = i18n.t("summy.said.legal", lang, move=move, score=score)
    assert move in legal and str(score) in legal and len(legal) < 60, legal


def test_a_puzzle_gives_the_front_end_its_best_answer_so_far():
    """The puzzle's line reads the seat's score (the best answer so far), the answers given
    and the hints asked for."""
    w = SummyWidget.puzzle(seed=5, difficulty="easy")
    puzzle = w.puzzle
    weaker = min(puzzle.moves, key=lambda m: (m.score, m.text))
    best = puzzle.best[0]
    for move in (best, weaker):  # the best first: a weaker answer after it keeps the best
        placements = {f"{'ABCDEFGHIJKLMNOPQRSTUVWXY'[c]}{r + 1}": s
                      for (r, c), s in move.move.placements}
        assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
    assert w.puzzle_info["attempts"] == 2 and w.puzzle_info["answer"]["score"] == weaker.score
    assert w.players[0]["score"] == best.score > weaker.score
    assert w.handle({"action": "hint", "player": 0, "turn": 0})
    assert w.players[0]["hints"] == 1
    said = i18n.t("summy.puzzle.best-so-far", "en", score=w.players[0]["score"])
    assert said == f"Your best so far: {best.score} points"
