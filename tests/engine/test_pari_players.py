"""=Pari= equation search and computer players."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from summy_widget.pari import Game, Rules, check
from summy_widget.pari.bounded import insert_bound
from summy_widget.pari.players import LEVELS, ComputerPlayer, best_plays, danger
from summy_widget.pari.review import best_found
from summy_widget.pari.search import correct_rows
from summy_widget.pari.strong import holds, threat, unseen


def brute(row, hand, rules=None):
    """Every correct row from at most len(hand) cards, numbers of at most two digits."""
    rules = rules or Rules()
    out = set()
    for k in range(1, len(hand) + 1):
        for cards in set(itertools.permutations(hand, k)):
            for gaps in itertools.combinations_with_replacement(range(len(row) + 1), k):
                new = list(row)
                for offset, (gap, card) in enumerate(zip(gaps, cards)):
                    new.insert(gap + offset, card)
                text = "".join(new)
                runs = [r for r in text.replace("=", " ").replace("+", " ").replace(
                    "-", " ").replace("x", " ").replace(":", " ").split()]
                if check(text, rules).valid and all(len(r) <= 2 for r in runs):
                    out.add(text)
    return out


@pytest.mark.parametrize(
    ("row", "hand"),
    [("8=", "71+2"), ("=5", "32+x"), ("3+=4", "15-x"), ("=", "12+3"), ("6=2", ":3x1"),
     ("1=", "0+1-")],
)
def test_search_finds_the_best_points_of_brute_force(row, hand):
    found = correct_rows(row, Counter(hand), Rules())
    expected = brute(row, hand)
    assert {f.row for f in found} <= expected | {f.row for f in found if check(f.row).valid}
    for f in found:
        assert check(f.row).valid
        assert not Counter(f.cards) - Counter(hand)
    best = max((check(r).score + (3 if len(r) - len(row) == len(hand) else 0)
                for r in expected), default=None)
    assert max((f.points for f in found), default=None) == best


def test_search_respects_the_rules():
    assert {f.row for f in correct_rows("7:2x2=", Counter("7"), Rules())} == {"7:2x2=7"}
    assert correct_rows("7:2x2=", Counter("7"), Rules(exact_division=True)) == []
    lead = {f.row for f in correct_rows("=", Counter("033"), Rules(leading_zeros=True))}
    assert lead & {"03=3", "3=03"}
    assert not {f.row for f in correct_rows("=", Counter("033"), Rules())} & {"03=3", "3=03"}
    assert correct_rows("3-5+4=", Counter("2"), Rules()) != []
    assert correct_rows("3-5+4=", Counter("2"), Rules(negative_intermediates=False)) == []


def test_best_plays_are_legal_and_sorted():
    g = Game(players=2, seed=21)
    found = best_plays(g)
    assert found == sorted(found, key=lambda f: -f.points)[: len(found)] or all(
        a.points >= b.points for a, b in zip(found, found[1:]))
    for f in found[:20]:
        p = g.preview(f.text)
        assert p.verdict.valid and p.points == f.points


def test_danger_counts_one_card_completions():
    g = Game(players=2, seed=1)
    assert danger("3=", g) > 0  # 3=3
    assert danger("3+4=", g) > danger("3+4x=", g)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_turns(level):
    g = Game(players=3, seed=5)
    bots = [ComputerPlayer(level, seed=i) for i in range(3)]
    start = g.card_counts()
    for _ in range(9):
        if g.over:
            break
        turn = bots[g.current].take_turn(g)
        assert turn.play
    assert g.card_counts() == start
    assert Game.from_json(g.to_json()).rows == g.rows


def test_greedy_takes_the_most_points():
    g = Game(players=2, seed=21)
    best = best_plays(g)[0].points
    turn = ComputerPlayer("greedy").take_turn(g)
    assert turn.points == best


def test_strong_player_is_deterministic_per_seed():
    texts = []
    for _ in range(2):
        g = Game(players=2, seed=33)
        bots = [ComputerPlayer("strong", seed=1), ComputerPlayer("greedy", seed=2)]
        for _ in range(4):
            bots[g.current].take_turn(g)
        texts.append(g.moves)
    assert texts[0] == texts[1]


def test_holds_is_the_chance_of_a_dealt_hand():
    pool = Counter({"7": 2, "1": 2})
    assert holds(("7", "7"), pool, 4, 2) == pytest.approx(1 / 6)  # both 7s: 1 hand of 6
    assert holds(("7",), pool, 4, 2) == pytest.approx(5 / 6)  # all but 11
    assert holds(("8",), pool, 4, 2) == 0.0


def test_threat_weighs_completions_by_their_chance():
    pool = Counter("0123456789" * 4 + "+-x:" * 4)
    rules = Rules()
    # 5x2=10 scores 3 with one card; 5x2= needs two (5x2=10) or three
    assert threat("5x2=1", pool, 5, rules) > threat("5x2=", pool, 5, rules) > 0
    assert threat("=", pool, 5, rules) == 0.0  # 1=1 scores nothing, 1+2=3 needs four cards
    assert threat("3+4=::", pool, 5, rules) < threat("3+4=", pool, 5, rules)
    no_seven = pool - Counter("7777")
    assert threat("3+4=", no_seven, 5, rules) < threat("3+4=", pool, 5, rules)
    assert threat("3+4=", pool, 9, rules) > threat("3+4=", pool, 2, rules)


def test_unseen_cards_leave_out_the_table_and_the_hand():
    g = Game(players=3, seed=8)
    pool = unseen(g)
    total = len(g.rules.digit_deck()) + len(g.rules.operator_deck())
    table = sum(len(r) - 1 for r in g.rows)
    assert sum(pool.values()) == total - table - len(g.hands[g.current])


def test_strong_takes_the_most_points_in_the_last_round():
    for seed in range(40):
        g = Game(players=3, seed=seed)
        found = best_plays(g)
        if found and found[0].points > 0:
            break
    g.ending = True  # someone has reached the target: only points count now
    text = ComputerPlayer("strong", seed=1).choose(g)
    assert g.preview(text).points == found[0].points


def test_unknown_level():
    with pytest.raises(ValueError, match="is not a computer level"):
        ComputerPlayer("expert")


def big_hand_game(cards: int = 12) -> Game:
    """A fresh game whose player to act holds ``cards`` cards, drawn from the piles."""
    g = Game(players=3, seed=44)
    hand = g.hands[g.current]
    while len(hand) < cards:
        hand.append(g._take("digit" if len(hand) % 3 else "operator"))
    return g


@pytest.mark.parametrize("level", LEVELS)
def test_a_big_hand_gets_a_legal_play_within_the_work_bound(level):
    g = big_hand_game(12)
    hand = Counter(g.hands[g.current])
    limit = insert_bound(g.rows, hand, g.rules)
    assert limit is not None and 1 <= limit < 12  # the whole hand does not fit the bound
    found = best_plays(g)
    assert found and max(len(f.cards) for f in found) <= limit
    assert found[0].points == max(f.points for f in correct_rows(
        g.rows[found[0].equation], hand, g.rules, max_insert=limit, hand_size=12))
    text = ComputerPlayer(level, seed=3).choose(g)
    assert g.preview(text).verdict is not None
    start = g.card_counts()
    g.play(text)
    assert g.card_counts() == start


def test_the_review_of_a_big_hand_is_the_best_within_the_bound():
    g = big_hand_game(12)
    hand = Counter(g.hands[g.current])
    limit = insert_bound(g.rows, hand, g.rules)
    best = best_found(g)
    assert best is not None and len(best.cards) <= limit
    assert best.points == best_plays(g)[0].points


def draw_step(hand: str) -> Game:
    """A 3-player game at the draw step of its first turn, the player holding ``hand``."""
    g = Game(players=3, seed=5)
    g.play(ComputerPlayer("greedy", seed=1).choose(g))
    while g.phase == "lay":
        g.lay()
    g.hands[g.current][:] = list(hand)
    return g


def test_strong_draws_digits_and_an_operator_only_for_a_hand_without_one():
    g = draw_step("12345x+")
    piles = ComputerPlayer("strong").choose_draw(g)
    assert len(piles) in g.draw_options() and len(piles) == max(g.draw_options())
    assert piles == ["digit", "digit"]
    assert g.default_draw() != piles  # the default keeps two digits to each operator
    assert ComputerPlayer("greedy").choose_draw(g) == g.default_draw()
    g = draw_step("1234")
    assert ComputerPlayer("strong").choose_draw(g) == ["operator", "digit"]
    g = draw_step("7")  # up to five cards: one operator, then digits
    assert ComputerPlayer("strong").choose_draw(g) == ["operator", "digit", "digit", "digit"]
    seat = g.current
    g.play("draw " + " ".join(ComputerPlayer("strong").choose_draw(g)))
    assert len(g.hands[seat]) == 5
