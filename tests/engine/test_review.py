"""Review of a finished Summy game: each turn against every legal move on its board and rack."""

from __future__ import annotations

import html
import json
import re

import pytest

from summy_widget import summy
from summy_widget.errors import GameError
from summy_widget.summy.review import GRADES, THRESHOLDS, Review, grade, review

LEVELS = ("strong", "beginner")


def _played(seed: int, levels: tuple[str, str] = LEVELS) -> summy.Game:
    game = summy.Game(players=["Ann", "Ben"], seed=seed)
    while not game.over:
        game.play(summy.get_player(levels[game.current]).choose(game))
    return game


@pytest.fixture(scope="module")
def finished() -> summy.Game:
    return _played(3)


@pytest.fixture(scope="module")
def reviewed(finished: summy.Game) -> Review:
    return review(finished)


def test_every_turn_in_order_with_its_position(finished, reviewed):
    assert len(reviewed.turns) == len(finished.history)
    replay = summy.Game(players=["Ann", "Ben"], seed=3)
    for turn, seen in zip(finished.history, reviewed.turns):
        assert seen.player == turn.player and seen.played == turn.text
        assert seen.score == turn.score
        assert seen.board == replay.board
        assert sorted(seen.rack) == sorted(replay.rack(turn.player))
        replay.play(turn.text)


def test_best_score_is_the_best_legal_move(reviewed):
    for t in reviewed.turns:
        moves = summy.legal_moves(t.board, t.rack)
        top = max((m.score for m in moves), default=0)
        assert t.best_score == top
        assert t.lost == t.best_score - t.score >= 0
        if moves:
            assert t.best in {m.text for m in moves if m.score == top}
        else:
            assert t.best is None and t.played.startswith("swap") and t.grade == "best"


def test_exchange_when_a_move_was_possible_loses_the_best_score(reviewed):
    swaps = [t for t in reviewed.turns if t.played.startswith("swap") and t.best]
    for t in swaps:
        assert t.score == 0 and t.lost == t.best_score


def test_grades_vary_between_strong_and_weak_players(reviewed):
    ann = {t.grade for t in reviewed.turns if t.player == 0}
    ben = {t.grade for t in reviewed.turns if t.player == 1}
    assert len(ben) >= 3
    totals = {row["name"]: row for row in reviewed.totals()}
    assert totals["Ann"]["lost"] < totals["Ben"]["lost"]
    assert ann <= set(GRADES) and ben <= set(GRADES)


def test_grades_follow_the_thresholds(reviewed):
    for t in reviewed.turns:
        assert t.grade == grade(t.lost, t.best_score)


@pytest.mark.parametrize(("lost", "best", "expected"), [
    (0, 0, "best"), (0, 30, "best"), (1, 5, "good"), (2, 5, "good"), (3, 5, "inaccuracy"),
    (4, 40, "good"), (5, 40, "inaccuracy"), (5, 6, "inaccuracy"), (6, 10, "mistake"),
    (10, 12, "mistake"), (11, 20, "blunder"), (15, 30, "mistake"), (16, 30, "blunder"),
    (10, 100, "good"), (25, 100, "inaccuracy"), (50, 100, "mistake"), (51, 100, "blunder"),
    (1, 1, "inaccuracy"), (2, 2, "inaccuracy"), (2, 3, "good"), (6, 6, "mistake"),
])
def test_grade_table(lost, best, expected):
    assert grade(lost, best) == expected
    assert [name for name, *_ in THRESHOLDS] == list(GRADES[1:4])


def test_the_strong_view_names_its_figures(finished, reviewed):
    differs = [t for t in reviewed.turns if t.why]
    assert differs
    for t in differs:
        assert t.strong and t.strong != t.played and t.strong in t.why
    same = [t for t in reviewed.turns if t.strong == t.played]
    assert all(t.why is None for t in same)
    # Ann is the strong level: the view agrees with every move she played
    assert all(t.strong == t.played for t in reviewed.turns if t.player == 0
               and not t.played.startswith("swap"))


def test_review_does_not_change_the_game(finished):
    before = finished.to_json()
    review(finished, strong=False)
    assert finished.to_json() == before


def test_from_a_record(finished, reviewed):
    again = review(summy.Game.from_json(finished.to_json()))
    assert [(t.played, t.best_score, t.grade) for t in again.turns] == [
        (t.played, t.best_score, t.grade) for t in reviewed.turns]


def test_in_progress_refused_or_only_the_viewers_turns():
    game = summy.Game(players=["Ann", "Ben"], seed=11)
    for _ in range(5):
        game.play(summy.get_player("greedy").choose(game))
    before = game.to_json()
    with pytest.raises(GameError, match="seat=") as err:
        review(game)
    assert err.value.code == "review-in-progress"
    assert "seat=" in err.value.text("de") and "seat=" in err.value.text("nl")
    mine = review(game, seat=1)
    assert [t.player for t in mine.turns] == [1, 1]
    assert "".join(game.rack(0)) not in mine.to_html()  # the other rack is not shown
    assert game.to_json() == before
    with pytest.raises(TypeError, match="seat"):
        review(game, seat="1")
    with pytest.raises(TypeError, match="game"):
        review("game")


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_html_page(reviewed, lang):
    page = reviewed.to_html(lang)
    assert page.startswith("<!DOCTYPE html>") and f'lang="{lang}"' in page
    assert "<script" not in page and "http" not in page  # self-contained
    words = {"en": "Points lost", "de": "Punkte verloren", "nl": "Punten verloren"}
    assert words[lang] in page
    assert "seed" not in page.lower()
    racks = re.findall(r"<tr><td>\d+</td><td>[^<]*</td><td>([^<]*)</td>", page)
    assert racks == [html.escape("".join(t.rack)) for t in reviewed.turns]
    for t in reviewed.turns:
        assert t.played.replace(">", "&gt;") in page
    # every move is set as code, the strong computer's too, so they read alike
    strong = [t.strong for t in reviewed.turns if t.strong]
    assert strong and all(f"<code>{html.escape(m)}</code>" in page for m in strong)
    # under the strong move, its reason does not name the move again (the line above does)
    cells = re.findall(r"<td><code>([^<]*)</code><br><small>([^<]*)</small></td>", page)
    assert cells and len(cells) == sum(1 for t in reviewed.turns if t.why)
    for move, why in cells:
        assert not why.startswith(move), (move, why)


def test_plain_text_and_notebook(reviewed):
    text = str(reviewed)
    assert "Ann:" in text and "lost of" in text
    assert reviewed._repr_html_().startswith('<div class="summy-review">')


@pytest.mark.parametrize(("seed", "levels"), [(8, ("greedy", "beginner")),
                                              (21, ("beginner", "strong"))])
def test_more_seeded_games(seed, levels):
    game = _played(seed, levels)
    r = review(game, strong=False)
    assert [t.played for t in r.turns] == [t.text for t in game.history]
    for t in r.turns:
        top = max((m.score for m in summy.legal_moves(t.board, t.rack)), default=0)
        assert t.best_score == top and t.grade == grade(t.lost, top)
        assert t.strong is None and t.why is None
    totals = {row["player"]: row for row in r.totals()}
    assert [totals[s]["score"] for s in (0, 1)] == game.scores
    weak = levels.index("beginner")
    assert totals[weak]["lost"] > totals[1 - weak]["lost"]


def test_json_for_a_widget(finished, reviewed):
    data = reviewed.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["game"] == "summy" and data["over"] and len(data["turns"]) == len(reviewed.turns)
    for seen, t in zip(data["turns"], reviewed.turns):
        assert seen["board"] == t.board.to_text().splitlines()
        assert summy.Board.from_text("\n".join(seen["board"])) == t.board
        if not t.played.startswith("swap"):
            move = summy.Move.from_text(t.played)
            assert seen["played_cells"] == {summy.cell_name(*c): s for c, s in move.placements}
        if t.best:
            assert seen["best_cells"]
    assert "seed" not in json.dumps(data)


def test_why_names_the_tiles_kept_one_by_one_and_nothing_kept_in_words():
    """"keeps - for the next turn" read as the minus tile when nothing was kept, "+-258" as a
    number, "scores 0 less" for as many points; German and Dutch figures take a comma."""
    game = summy.Game(players=["Ann", "Ben"], seed=12)
    greedy = summy.get_player("greedy")
    while not game.over:
        game.play(greedy.choose(game))
    english = [t.why for t in review(game).turns if t.why]
    assert any("keeps no tile for the next turn" in why for why in english), english
    assert any("keeps '-' for the next turn" in why for why in english), english
    assert any("scores as much (23 points)" in why for why in english), english
    for why in english:
        assert "keeps - " not in why and " 0 less" not in why, why
        for kept in re.findall(r"keeps '([^']*)'", why):
            assert re.fullmatch(r"\S( \S)*", kept), why  # one tile after the other
    german = [t.why for t in review(game, lang="de").turns if t.why]
    assert any("behält aber keinen Stein" in why for why in german), german
    assert all(not re.search(r"\d\.\d", why) for why in german), german
    assert any(re.search(r"Rest wert [-+]\d,\d gegen", why) for why in german), german


@pytest.mark.parametrize(("lang", "counting"),
                         [("en", ", counting points plus 1.3 times the leave."),
                          ("de", ", Punkte plus 1,3 mal der Rest."),
                          ("nl", ", punten plus 1,3 keer de rest.")])
def test_the_table_says_once_how_in_all_is_counted(lang, counting):
    """Each reason that weighs the tiles kept ends, on its own, with how "in all" is counted;
    in the table that sentence would stand on row after row, so the note under it says it once."""
    game = summy.Game(players=["Ann", "Ben"], seed=12)
    greedy = summy.get_player("greedy")
    while not game.over:
        game.play(greedy.choose(game))
    reviewed = review(game, lang=lang)
    weighed = [t for t in reviewed.turns if t.why and t.why.endswith(counting)]
    assert len(weighed) >= 2, [t.why for t in reviewed.turns if t.why]
    page = reviewed.to_html(lang)
    weight = "plus " + counting.split(" plus ")[1].split()[0]  # "plus 1.3"
    assert page.count(weight) == 1  # in the note under the table, once
    assert weight in re.search(r"<p><small>([^<]*)</small></p>", page).group(1)
    cells = [html.unescape(c) for c in
             re.findall(r"<td><code>[^<]*</code><br><small>([^<]*)</small></td>", page)]
    for t in weighed:  # the reason under the move: without the move and the counting
        assert t.why.removeprefix(t.strong + " ").removesuffix(counting) + "." in cells, t.why


def test_a_review_written_in_another_language_still_says_the_counting_once():
    """A review made in German and written as an English page: the German reasons lose their
    counting too, and the English note under the table says it (before: every German reason
    kept ", Punkte plus 1,3 mal der Rest", and no note came)."""
    game = summy.Game(players=["Ann", "Ben"], seed=12)
    greedy = summy.get_player("greedy")
    while not game.over:
        game.play(greedy.choose(game))
    page = review(game, lang="de").to_html("en")
    assert "mal der Rest" not in page and "Rest wert" in page
    note = re.search(r"<p><small>([^<]*)</small></p>", page).group(1)
    assert "plus 1.3" in note and page.count("plus 1") == 1


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "I16> 1+6(=)7 is just as good: as many points (14) and the same tiles left "
           "('0 9 : x')."),
    ("de", "I16> 1+6(=)7 ist genauso gut: gleich viele Punkte (14) und dieselben Steine übrig "
           "('0 9 : x')."),
    ("nl", "I16> 1+6(=)7 is even goed: evenveel punten (14) en dezelfde fiches over "
           "('0 9 : x')."),
])
def test_the_same_tiles_laid_the_other_way_round_are_called_just_as_good(lang, words):
    """6+1=7 played where the strong level lays 1+6=7: not "keeps ... (leave worth -10.2
    against -10.2): 0.7 against 0.7 in all", which reads as if the strong move were better."""
    game = summy.Game(players=["Ann", "Ben"], seed=21)
    players = [summy.get_player("greedy"), summy.get_player("beginner")]
    while not game.over:
        game.play(players[game.current].choose(game))
    turns = review(game, lang=lang).turns
    assert [t.why for t in turns if t.played == "I16> 6+1(=)7"] == [words]
    # an exchange the strong level prefers is set against "the turn played", whoever played it
    played = {"en": "; the turn played (", "de": "; der gespielte Zug (",
              "nl": "; de gespeelde beurt ("}[lang]
    assert any(played in (t.why or "") for t in turns if (t.strong or "").startswith("swap"))
    for t in turns:  # no other reason sets two equal figures against each other
        assert not re.search(r"(\S+) (against|gegen|tegen) \1 ", t.why or ""), t.why


def _greedy_against_beginner(seed: int) -> summy.Game:
    game = summy.Game(players=["Ann", "Ben"], seed=seed)
    players = [summy.get_player("greedy"), summy.get_player("beginner")]
    while not game.over:
        game.play(players[game.current].choose(game))
    return game


@pytest.mark.parametrize(("seed", "played", "lang", "words"), [
    (3, "K22> (6)-4=2", "en", "H18v (9)-4:2=7 scores 10 more (22 against 12) and keeps '- =', "
                              "worth as much for the next turn as '- 7 : =' (leave worth -1.4 "
                              "each)."),
    (3, "K22> (6)-4=2", "de", "H18v (9)-4:2=7 bringt 10 Punkte mehr (22 gegen 12) und behält "
                              "'- =', für den nächsten Zug so viel wert wie '- 7 : =' "
                              "(Rest wert je -1,4)."),
    (3, "D14> 6+0:9=(6)", "en", "N10> (9)+0:6=9 scores 3 more (24 against 21) and keeps the same "
                                "tiles ('= =')."),
    (3, "D14> 6+0:9=(6)", "nl", "N10> (9)+0:6=9 levert 3 punten meer op (24 tegen 21) en houdt "
                                "dezelfde fiches ('= =')."),
    (4, "I5v 6-8+35=3(3)", "en", "Q13> 5(8)+8-3=63 scores 5 more (33 against 28) and lays every "
                                 "tile too."),
    (4, "I5v 6-8+35=3(3)", "de", "Q13> 5(8)+8-3=63 bringt 5 Punkte mehr (33 gegen 28) und legt "
                                 "ebenfalls alle Steine."),
])
def test_leaves_that_read_the_same_are_not_set_against_each_other(seed, played, lang, words):
    """A move that scores more and keeps tiles worth as much (or the same tiles, or none) says
    so, instead of "(leave worth -1.4 against -1.4)" or "outweighs keeping '- 7 : =' (leave
    worth -1.4 against -1.4)", which name a difference where there is none."""
    turns = review(_greedy_against_beginner(seed), lang=lang).turns
    assert [t.why for t in turns if t.played == played] == [words]


def test_no_reason_sets_a_leave_against_the_same_leave():
    """Over whole games, in three languages: a leave is never set against a leave that reads
    the same."""
    same = re.compile(r"(?:leave worth|Rest wert|rest waard) (\S+) (?:against|gegen|tegen) \1\)")
    for seed in (1, 7, 10):
        game = _greedy_against_beginner(seed)
        for lang in ("en", "de", "nl"):
            whys = [t.why for t in review(game, lang=lang).turns if t.why]
            assert len(whys) >= 5
            assert not [why for why in whys if same.search(why)], lang
