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
from summy_widget.summy.words import said_move

SAID = {  # key -> its placeholders
    "summy.said.put": {"symbol", "cell"}, "summy.said.back": {"symbol", "cell"},
    "summy.said.recalled": set(), "summy.said.legal": {"move", "score"},
    "summy.said.illegal": set(), "summy.said.not-a-sum": set(),
    "summy.said.across": {"sum", "cell"}, "summy.said.down": {"sum", "cell"},
    "summy.puzzle.best-so-far": {"score"}, "summy.puzzle.no-answer": set(),
    "summy.puzzle.no-own-answer": set(), "summy.puzzle.best-was-shown": set(),
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
    assert w.handle({"action": "preview", "placements": placements, "player": 0, "turn": 0})
    legal = i18n.t("summy.said.legal", lang, move=w.preview["said"], score=score)
    assert w.preview["said"] in legal and str(score) in legal and len(legal) < 60, legal
    assert move not in legal and w.preview["move"] == move  # the notation stays for the eye


# -- a move said in words, not in notation ("M8v 61-37(=)24" reads as "M 8 v 61 minus ...") ---
SAID_MOVES = {
    "en": ("Legal: 61 − 37 = 24 down from M8, 23 points.", "4 × 3 = 12 across from J13"),
    "de": ("Erlaubt: 61 − 37 = 24 vertikal ab M8, 23 Punkte.", "4 × 3 = 12 horizontal ab J13"),
    "nl": ("Mag: 61 − 37 = 24 verticaal vanaf M8, 23 punten.",
           "4 × 3 = 12 horizontaal vanaf J13"),
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_move_is_said_as_its_sum_with_the_cell_and_direction_in_words(lang):
    legal, across = SAID_MOVES[lang]
    assert i18n.t("summy.said.legal", lang, move=said_move("M8v 61-37(=)24", lang),
                  score=23) == legal
    assert said_move("J13> 4x3(=)12", lang) == across
    assert said_move("A1> 8:2=4", lang).startswith("8 : 2 = 4 ")
    assert said_move("J8v 87+3=(9)0", lang).startswith("87 + 3 = 90 ")  # one number, not 9 0


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_computers_moves_come_with_their_words(lang):
    """The history keeps the notation for the list; "said" is for the live region."""
    w = SummyWidget(seed=4, opponent="computer", lang=lang)
    placements, move, _ = best_move(w)
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
    assert w.history[1]["kind"] == "place", w.history  # the computer placed tiles (seed 4)
    for entry in w.history:
        assert entry["said"] == said_move(entry["text"], lang) != entry["text"]
        assert "(" not in entry["said"] and entry["said"][0].isdigit(), entry
    assert w.history[0]["text"] == move


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


def test_the_legal_preview_has_its_reason_in_words_for_the_question_key():
    from summy_widget import SummyWidget

    for lang, word in (("en", "across from"), ("de", "horizontal ab"), ("nl", "horizontaal vanaf")):
        w = SummyWidget(seed=4, opponent="computer", lang=lang)
        w.handle({"action": "ready"})
        step = [w.session.hint_step() for _ in range(4)][-1]
        assert w.handle({"action": "preview", "placements": step["placements"]}), w.error
        said, shown = w.preview["said_reason"], w.preview["reason"]
        assert w.preview["move"] in shown and w.preview["move"] not in said
        assert word in said and "(=)" not in said and str(w.preview["score"]) in said
