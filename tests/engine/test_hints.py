"""Hints in four steps, in three languages, for a game or a board and a rack."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from summy_widget import i18n
from summy_widget.summy import (
    HINT_STEPS,
    Board,
    Game,
    evaluate_move,
    get_player,
    hint,
    legal_moves,
)
from summy_widget.summy.hints import shown_tiles
from summy_widget.summy.leaves import leave_value

I18N = Path(i18n.__file__).parent


def test_steps_reveal_more_and_more() -> None:
    game = Game(seed=9)
    hints = [hint(game, step) for step in range(1, HINT_STEPS + 1)]
    best = max(m.score for m in legal_moves(game.board, game.rack(), game.rules))
    assert [h.score for h in hints] == [best] * 4
    assert hints[0].cell is None and hints[1].cell is not None
    assert hints[1].sum is None and hints[2].sum is not None
    assert hints[2].move is None and hints[3].move is not None
    assert str(best) in hints[0].text
    assert hints[1].cell in hints[1].text
    assert hints[2].sum in hints[2].text
    assert hints[3].move in hints[3].text
    # The move of the last step is legal, scores as promised, and makes the sum.
    result = game.preview(hints[3].move)
    assert result.score == best and result.move.symbols == hints[2].sum
    assert hints[1].cell in {f"{'ABCDEFGHIJKLMNOPQRSTUVWXY'[c]}{r + 1}"
                             for (r, c), _ in result.move.placements}


def test_board_and_rack_pair() -> None:
    h = hint((Board.start(), "4+37"), 4)
    assert evaluate_move(Board.start(), h.move).score == h.score == 14


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_languages(lang: str) -> None:
    h = hint((Board.start(), "4+37"), 1, lang=lang)
    assert "14" in h.text
    words = {"en": "points", "de": "Punkte", "nl": "punten"}
    assert words[lang] in h.text


def test_every_hint_key_in_all_three_languages() -> None:
    keys = [set(json.loads((I18N / f"hints.{lang}.json").read_text("utf-8")))
            for lang in ("en", "de", "nl")]
    assert keys[0] == keys[1] == keys[2]
    assert {"hint.worth", "hint.near", "hint.sum", "hint.move", "hint.none"} <= keys[0]


def test_no_move_suggests_an_exchange() -> None:
    board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    hints = [hint((board, "====xx:9"), step) for step in range(1, HINT_STEPS + 1)]
    assert all(h.score is None and h.move is None for h in hints)
    assert {(h.exchange, h.keep) for h in hints} == {("===xx:", "=9")}
    assert "===xx:" not in hints[0].text and "No move is possible" in hints[0].text
    assert "Keep =, 9: those tiles are worth most for your next turn." in hints[1].text
    # what keeping = and 9 is worth, against exchanging every tile (the fitted leave table)
    worth = f"about {leave_value('=9') - leave_value(''):.1f} points more than exchanging every"
    # the tiles as the rack shows them, one by one, not in the notation of a move
    assert "Exchange =, =, =, ×, ×, : and keep =, 9" in hints[2].text and worth in hints[2].text
    assert "exchange =, =, =, ×, ×, : and keep =, 9" in hints[3].text


def _opening_games() -> list[Game]:
    return [Game(seed=seed) for seed in range(200)]


def test_opening_racks_without_a_move_get_the_strong_players_exchange() -> None:
    stuck = [g for g in _opening_games() if not legal_moves(g.board, g.rack(), g.rules)]
    assert 60 <= len(stuck) <= 100  # about 80 of 200 opening racks have no move
    for game in stuck:
        strong = get_player("strong").choose(game)
        hints = [hint(game, step) for step in range(1, HINT_STEPS + 1)]
        texts = [h.text for h in hints]
        assert len(set(texts)) == HINT_STEPS  # each step tells more, none stops at step 1
        for h in hints:
            assert f"swap {h.exchange}" == strong
            assert Counter(h.exchange) + Counter(h.keep) == Counter(game.rack())
        assert shown_tiles(strong.removeprefix("swap ")) in texts[3]
        game.play(strong)  # the suggested exchange is a legal action


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_exchange_hints_in_three_languages(lang: str) -> None:
    board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    words = {"en": ("No move", "Keep", "Exchange"), "de": ("Kein Zug", "Behalte", "Tausche"),
             "nl": ("Geen zet", "Houd", "Wissel")}[lang]
    hints = [hint((board, "====xx:9"), step, lang=lang) for step in range(1, HINT_STEPS + 1)]
    assert words[0].lower() in hints[0].text.lower()
    assert words[1] in hints[1].text and words[2] in hints[2].text
    # the last step names the exchange in the pupil's words ("swap" is the record's word),
    # with the tiles as the rack shows them
    verb = {"en": "exchange", "de": "tausche", "nl": "wissel"}[lang]
    assert f"{verb} =, =, =, ×, ×, :" in hints[3].text and "swap" not in hints[3].text


def test_with_the_bag_empty_the_exchange_balances_the_rack() -> None:
    from summy_widget.summy.hints import _exchange_hint
    from summy_widget.summy.players import choose_exchange

    h = _exchange_hint(list("====xx:1"), 3, "en", 0)
    assert h.exchange == choose_exchange("====xx:1") == "===x:"


# A rack with no tile worth keeping: the best leave is to give them all.
ALL_BAD = "1111::::"
EXCHANGE_ALL = {
    "en": ["No move is possible. Keep none of your tiles: exchange them all.",
           "No move is possible. Exchange all your tiles (1, 1, 1, 1, :, :, :, :): none of them "
           "is worth keeping for the next turn.",
           "No move is possible: exchange all your tiles (1, 1, 1, 1, :, :, :, :)."],
    "de": ["Kein Zug ist möglich. Behalte keinen deiner Steine: tausche sie alle.",
           "Kein Zug ist möglich. Tausche alle deine Steine (1, 1, 1, 1, :, :, :, :): keiner "
           "davon lohnt sich für den nächsten Zug.",
           "Kein Zug ist möglich: tausche alle deine Steine (1, 1, 1, 1, :, :, :, :)."],
    "nl": ["Geen zet is mogelijk. Houd geen van je fiches: wissel ze allemaal.",
           "Geen zet is mogelijk. Wissel al je fiches (1, 1, 1, 1, :, :, :, :): geen ervan is "
           "het houden waard voor de volgende beurt.",
           "Geen zet is mogelijk: wissel al je fiches (1, 1, 1, 1, :, :, :, :)."],
}


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_when_no_tile_is_worth_keeping_the_hint_says_exchange_them_all(lang: str) -> None:
    board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    hints = [hint((board, ALL_BAD), step, lang=lang) for step in range(2, HINT_STEPS + 1)]
    assert {(h.exchange, h.keep) for h in hints} == {(ALL_BAD, "")}
    assert [h.text for h in hints] == EXCHANGE_ALL[lang]


@pytest.mark.parametrize(("lang", "worth"), [
    ("en", "(about 3.7 points more than exchanging every tile)"),
    ("de", "(etwa 3,7 Punkte mehr, als wenn du alle Steine tauschst)"),
    ("nl", "(ongeveer 3,7 punten meer dan wanneer je alle fiches wisselt)"),
])
def test_the_tiles_kept_are_worth_more_than_a_fresh_rack_in_the_pupils_numbers(lang, worth):
    # keeping 7 and 9 is worth 3.7 in the leave table, against 0 for a fresh rack:
    # the hint says the difference, which is never below zero, with the language's comma
    board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    h = hint((board, "27x+xx94"), 3, lang=lang)
    assert h.keep == "79" and worth in h.text


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "Keep 9: that tile is worth most", "Keep 7, 9: those tiles are worth most"),
    ("de", "Behalte 9: dieser Stein ist", "Behalte 7, 9: diese Steine sind"),
    ("nl", "Houd 9: dat fiche is", "Houd 7, 9: die fiches zijn"),
])
def test_one_tile_kept_is_spoken_of_as_one(lang: str, one: str, two: str) -> None:
    board = Board.start().place({"M12": "#", "M14": "#", "L13": "#", "N13": "#"})
    assert one in hint((board, "1111:::9"), 2, lang=lang).text
    assert two in hint((board, "27x+xx94"), 2, lang=lang).text


def test_with_the_bag_empty_the_hint_says_nothing_comes_back() -> None:
    from summy_widget.summy.hints import _exchange_hint

    h = _exchange_hint(list("27x+xx94"), 3, "en", 0)
    assert h.text == ("No move is possible. Exchange ×, × and keep 2, 7, +, ×, 9, 4: the bag "
                      "is empty, so nothing comes back; keep what a sum can still be made of: "
                      "a =, an operator and a few digits.")


def test_bad_step_and_bad_position() -> None:
    with pytest.raises(ValueError, match="step"):
        hint((Board.start(), "4+37"), 5)
    with pytest.raises(TypeError, match="position must be a summy.Game or a pair"):
        hint("M13", 1)
