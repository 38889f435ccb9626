"""Review of Summa Summarum scoring and of =Pari= plays: each against the best available."""

from __future__ import annotations

from collections import Counter

import pytest

from summy_widget import pari, summa
from summy_widget.errors import GameError
from summy_widget.pari.bounded import insert_bound
from summy_widget.pari.search import correct_rows
from summy_widget.summa.lines import best_line
from summy_widget.summy.review import grade

# -- Summa --------------------------------------------------------------------------------


def _summa_to_scoring(seed: int) -> summa.Game:
    game = summa.Game(players=["Ann", "Ben"], seed=seed)
    player = summa.get_player("greedy")
    while game.phase != "scoring":
        for s in list(game.to_act):
            if s in game.to_act:
                game.play(player.choose(game, s), seat=s)
    return game


@pytest.fixture(scope="module")
def summa_game() -> summa.Game:
    """Ann scores at her best; Ben keeps only the first three rows and three columns."""
    game = _summa_to_scoring(7)
    best = summa.best_score(game.grids[1])
    rows = [g.name for g in best.across_groups if g.line < 3]
    game.play("2 across " + " ".join(rows), seat=1)
    after = game.scorings[1].after_rows
    cols = [f"{'ABCDEF'[c]}{a + 1}-{'ABCDEF'[c]}{b}" for c in range(3)
            for a, b in best_line(after.column(c))[1]]
    game.play("2 down " + " ".join(cols), seat=1)
    for _ in range(2):
        game.play(summa.get_player("greedy").choose(game, 0), seat=0)
    assert game.over
    return game


def test_summa_row_and_column_choices_against_the_best(summa_game):
    r = summa.review(summa_game)
    assert [(t.player, t.played.split()[1]) for t in r.turns] == [
        (1, "across"), (1, "down"), (0, "across"), (0, "down")]
    for t in r.turns:
        grid = summa_game.grids[t.player]
        final = summa_game.scorings[t.player]
        assert t.board == grid and t.lost == t.best_score - t.score >= 0
        assert t.grade == grade(t.lost, t.best_score)
        if t.played.split()[1] == "across":
            assert t.best_score == summa.best_score(grid).total  # the best with these rolls
            assert t.points == final.across
        else:
            after = summa.score_sheet(grid, [g.name for g in final.across_groups]).after_rows
            assert t.best_score == sum(best_line(after.column(c))[0] for c in range(6))
            assert t.score == final.down
    ann = [t.grade for t in r.turns if t.player == 0]
    ben = [t for t in r.turns if t.player == 1]
    assert ann == ["best", "best"] and ben[0].grade == "blunder" and ben[0].why
    totals = {row["name"]: row for row in r.totals()}
    for seat, name in enumerate(summa_game.names):
        assert totals[name]["score"] == summa_game.scores[seat]
        assert totals[name]["best_score"] == summa.best_score(summa_game.grids[seat]).total


@pytest.mark.parametrize(("lang", "chosen", "yours"), [
    ("en", "the rows chosen allow", "yours"),
    ("de", "mit den gewählten Zeilen", "deinen"),
    ("nl", "met de gekozen rijen", "jouwe"),
])
def test_summa_why_speaks_of_the_rows_chosen_whoever_chose_them(summa_game, lang, chosen, yours):
    """Ben's blunder is reviewed beside Ann's turns: not "yours" to whoever reads it."""
    whys = [t.why for t in summa.review(summa_game, lang=lang).turns if t.why]
    assert whys and any(chosen in why for why in whys), whys
    assert not any(yours in why for why in whys), whys


def test_summa_in_progress(summa_game):
    game = _summa_to_scoring(7)
    with pytest.raises(GameError) as err:
        summa.review(game)
    assert err.value.code == "review-in-progress"
    game.play(summa.get_player("greedy").choose(game, 1), seat=1)
    with pytest.raises(GameError):
        summa.review(game, seat=0)  # Ann has not scored yet
    mine = summa.review(game, seat=1)
    assert [t.player for t in mine.turns] == [1] and not mine.over
    with pytest.raises(TypeError, match="game"):
        summa.review(object())


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_summa_html(summa_game, lang):
    page = summa.review(summa_game).to_html(lang)
    titles = {"en": "review of the scoring", "de": "Besprechung der Wertung",
              "nl": "bespreking van de telling"}
    assert titles[lang] in page and "seed" not in page
    tiles = {"en": "Tiles", "de": "Steine", "nl": "Fiches"}[lang]
    assert f"<th>{tiles}</th>" not in page  # Summa has no rack: no empty column


# -- =Pari= -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pari_game() -> pari.Game:
    game = pari.Game(players=["Ann", "Ben"], seed=9)
    levels = [pari.get_player("greedy"), pari.get_player("beginner")]
    while not game.over:
        seat = game.current
        game.play(levels[seat].choose(game, seat), seat=seat)
    return game


@pytest.fixture(scope="module")
def pari_review(pari_game):
    return pari.review(pari_game)


def test_pari_best_play_is_the_best_correct_row(pari_game, pari_review):
    assert pari_review.turns
    bounded = 0
    for t in pari_review.turns:
        # the whole hand, or on a big hand as many cards as the work bound allows
        limit = insert_bound(t.board, Counter(t.rack), pari_game.rules)
        bounded += limit is not None
        every = [f for i, row in enumerate(t.board)
                 for f in correct_rows(row, Counter(t.rack), pari_game.rules, equation=i,
                                       max_insert=limit, hand_size=len(t.rack))]
        top = max((f.points for f in every), default=0)
        assert t.best_score == top and t.lost == max(top - t.score, 0)
        assert t.best is None if not every else t.best in {f.text for f in every
                                                           if f.points == top}
        assert t.grade == grade(t.lost, t.best_score)
    assert bounded < len(pari_review.turns)  # most hands are searched whole


def test_pari_grades_vary_and_scores_add_up(pari_game, pari_review):
    totals = {row["player"]: row for row in pari_review.totals()}
    for seat in (0, 1):
        assert totals[seat]["score"] == pari_game.scores[seat]
    assert totals[0]["lost"] < totals[1]["lost"]
    assert len({t.grade for t in pari_review.turns}) >= 2
    plays = [m for m in pari_game.moves if m.startswith("#")]
    assert [t.played for t in pari_review.turns] == plays


def test_pari_in_progress_only_the_viewers_plays():
    game = pari.Game(players=["Ann", "Ben"], seed=30)
    game.play("#2 x=5")
    game.play("draw digit digit")
    before = game.to_json()
    with pytest.raises(GameError) as err:
        pari.review(game)
    assert err.value.code == "review-in-progress"
    mine = pari.review(game, seat=0)
    assert [t.player for t in mine.turns] == [0]
    assert mine.turns[0].rack == ("5", "8", "3", "6", "+", "x")
    assert pari.review(game, seat=1).turns == ()
    assert game.to_json() == before


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_pari_html(pari_review, lang):
    page = pari_review.to_html(lang)
    assert page.startswith("<!DOCTYPE html>") and "seed" not in page
    assert all(t.played in page for t in pari_review.turns)


@pytest.mark.parametrize(("lang", "played", "yours"), [
    ("en", "the turn played made", "your turn"),
    ("de", "der gespielte Zug brachte", "dein Zug"),
    ("nl", "de gespeelde beurt leverde", "jouw beurt"),
])
def test_pari_why_speaks_of_the_turn_played_not_of_the_reader(lang, played, yours):
    """The review lists every player's turns: a computer's missed play is not "your turn"."""
    game = pari.Game(players=["Ann", "Ben", "Cas"], seed=3)
    players = [pari.get_player(level) for level in ("greedy", "beginner", "greedy")]
    while not game.over:
        seat = game.to_act[0]
        game.play(players[seat].choose(game, seat), seat=seat)
    whys = [t.why for t in pari.review(game, lang=lang).turns if t.why]
    assert whys and all(played in why and yours not in why for why in whys), whys
