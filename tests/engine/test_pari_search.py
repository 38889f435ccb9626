"""The =Pari= search finds exactly the rows a plain brute force finds.

The brute force writes every row that inserting hand cards into an equation can
give (any cards of the hand, in any order, at any gaps, the old cards keeping
their order), and asks the game's own :func:`pari.check` whether it is correct.
It only skips a written prefix that no correct equation can start with (an
operator first or after another operator or the ``=``, a digit after a leading
``0``), and it asks ``check`` about each side once (``side=side`` is correct
exactly when the side is a correct expression, and gives its value).
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from functools import cache

import pytest

from summy_widget.pari import Game, Rules, card_score, check
from summy_widget.pari.best import best_points
from summy_widget.pari.bounded import WORK, bounded_rows, insert_bound, sequences, side_work
from summy_widget.pari.players import get_player
from summy_widget.pari.search import correct_rows, side_values
from summy_widget.pari.search_sides import Side

OPERATORS = set("+-x:=")
HAND = 6  # cards of each hand compared (the brute force grows with the hand's factorial)


@cache
def side_value(side: str, rules: Rules):
    """The value of a correct side, or None: ``side=side`` is correct exactly then."""
    verdict = check(f"{side}={side}", rules)
    return verdict.value if verdict.valid else None


def is_correct(text: str, rules: Rules) -> bool:
    """Both sides correct expressions of equal value (RULES.md 3.3, step 2)."""
    left, right = text.split("=")
    value = side_value(left, rules)
    return value is not None and value == side_value(right, rules)


def brute_force(row: str, hand: str, rules: Rules) -> dict[str, int]:
    """Every correct row with at least one hand card inserted: row -> its points."""
    found: dict[str, int] = {}
    seen: set[tuple[str, int]] = set()

    def grow(text: str, placed: int, left: Counter) -> None:
        if (text, placed) in seen:
            return
        seen.add((text, placed))
        if placed == len(row) and len(text) > len(row) and is_correct(text, rules):
            found[text] = card_score(text, rules, empty_hand=len(text) - len(row) == len(hand))
        nexts = [(c, False) for c in left if left[c]]
        if placed < len(row):
            nexts.append((row[placed], True))
        for card, from_row in nexts:
            last = text[-1:]
            if card in OPERATORS and (last == "" or last in OPERATORS):
                continue
            if (card.isdigit() and last == "0" and not rules.leading_zeros
                    and not text[-2:-1].isdigit()):
                continue
            if from_row:
                grow(text + card, placed + 1, left)
            else:
                left[card] -= 1
                grow(text + card, placed, left)
                left[card] += 1

    grow("", 0, Counter(hand))
    for text in found:
        assert check(text, rules).valid, text
    return found


def dealt_positions(count: int) -> list[tuple[tuple[str, ...], str, Rules]]:
    """Fresh deals of 2 to 6 players: the rows and the first player's hand."""
    out = []
    for seed in range(count):
        game = Game(players=2 + seed % 5, seed=seed)
        out.append((game.rows, "".join(game.hands[game.current][:HAND]), game.rules))
    return out


def played_positions(count: int) -> list[tuple[tuple[str, ...], str, Rules]]:
    """Positions of greedy self-play at 3 players (hands cut to their first cards)."""
    out = []
    seed = 0
    while len(out) < count:
        game = Game(players=3, seed=1000 + seed)
        bot = get_player("greedy", seed=seed)
        seed += 1
        while not game.over and len(out) < count:
            if game.phase == "play":
                out.append((game.rows, "".join(game.hands[game.current][:HAND]), game.rules))
            game.play(bot.choose(game))
    return out


RULE_VARIANTS = [Rules(leading_zeros=True), Rules(exact_division=True),
                 Rules(negative_intermediates=False), Rules(count_equals=False, deduct=4)]


def variant_positions(count: int) -> list[tuple[tuple[str, ...], str, Rules]]:
    """Random rows and hands under the rule options the search must respect."""
    rng = random.Random(5)
    out = []
    for i in range(count):
        rules = RULE_VARIANTS[i % len(RULE_VARIANTS)]
        table = rng.choices("0123456789", k=3) + rng.choices("+-x:", k=1)
        rng.shuffle(table)
        left, right = "".join(table[:rng.randint(0, 2)]), "".join(table[2:2 + rng.randint(0, 2)])
        hand = rng.choices("00123456789", k=4) + rng.choices("+-x:", k=rng.randint(1, 2))
        out.append((("=", f"{left}={right}"), "".join(hand), rules))
    return out


def search(row: str, hand: str, rules: Rules) -> dict[str, int]:
    found = correct_rows(row, Counter(hand), rules)
    assert len({f.row for f in found}) == len(found), "a row found twice"
    for f in found:
        assert Counter(f.row) - Counter(row) == Counter(f.cards)
    return {f.row: f.points for f in found}


#: the classroom site's self-test (Pyodide, about three times slower) compares a fifth of the
#: positions with the brute force; every ``make test`` compares all of them on CPython
IN_BROWSER = sys.platform == "emscripten"


@pytest.mark.parametrize(("name", "make", "count"), [
    ("random deals", dealt_positions, 100),
    ("greedy self-play", played_positions, 100),
    ("rule options", variant_positions, 40),
])
def test_search_equals_brute_force(name, make, count):
    count = count // 5 if IN_BROWSER else count
    positions = make(count)
    assert len(positions) == count
    rows_seen = 0
    for rows, hand, rules in positions:
        for row in rows:
            expected = brute_force(row, hand, rules)
            assert search(row, hand, rules) == expected, (name, row, hand, rules)
            rows_seen += len(expected)
    assert rows_seen > count  # the positions are not all empty-handed


@pytest.mark.parametrize(("row", "hand", "expected"), [
    ("=", "1234", set()),  # digits only, one of each: two numbers are never equal
    ("8=", "71+2", {"8=1+7", "8=7+1"}),
    ("=5", "32+x", {"2+3=5", "3+2=5"}),
    ("=", "000", {"0=0"}),  # 00 is a leading zero
])
def test_small_cases_by_hand(row, hand, expected):
    assert set(search(row, hand, Rules())) == expected == set(brute_force(row, hand, Rules()))


def test_long_numbers_are_not_capped():
    # 1234 = 1234 needs numbers of four hand digits, and 9876:2 = 4938 a division
    assert "1234=1234" in search("=", "12341234", Rules())
    assert "9876:2=4938" in search("9876:2=", "4938", Rules())
    assert search("9876:2=", "4938", Rules())["9876:2=4938"] == 11  # empty hand: nothing deducted


def test_the_best_play_of_a_big_hand():
    # 7x8=56 uses the whole hand: six cards, nothing deducted
    found = correct_rows("7=", Counter("8x56"), Rules())
    assert max(f.points for f in found) == 6
    assert {f.row for f in found if f.points == 6} == {"7x8=56", "8x7=56"}


def test_max_insert_limits_the_cards():
    everything = search("=", "12+3x", Rules())
    two = correct_rows("=3", Counter("12+3x"), Rules(), max_insert=2)
    assert {f.row for f in two} == {r for r in search("=3", "12+3x", Rules())
                                    if len(r) - 2 <= 2}
    assert all(len(r) - 1 <= 5 for r in everything)
    assert correct_rows("=3", Counter("3"), Rules(), max_insert=0) == []


def test_side_values_lists_every_side():
    values = {v for v, _used in side_values("", Counter("12x"), Rules(), 3)}
    assert values == {1, 2, 12, 21}


def test_budget_no_longer_limits_the_search():
    # the old step budget is accepted and ignored
    rows = {f.row for f in correct_rows("=", Counter("99+x1"), Rules(), budget=1)}
    assert rows == set(brute_force("=", "99+x1", Rules()))
    assert "9=9" in rows


def best_positions(count: int) -> list[tuple[tuple[str, ...], str, Rules]]:
    """Positions of greedy self-play with whole hands, deals, and the rule options."""
    return played_positions(count) + dealt_positions(count // 2) + variant_positions(count // 2)


def test_best_points_equals_the_best_of_the_complete_search():
    checked = scored = 0
    for rows, hand, rules in best_positions(24):
        for row in rows:
            for limit in (None, 3):
                found = correct_rows(row, Counter(hand), rules, max_insert=limit)
                best = max((f.points for f in found), default=None)
                assert best_points(row, Counter(hand), rules, max_insert=limit) == best
                if best is not None:
                    scored += 1
                    # nothing beats the best; one point less is beaten by it
                    assert best_points(row, Counter(hand), rules, max_insert=limit,
                                       beat=best) is None
                    assert best_points(row, Counter(hand), rules, max_insert=limit,
                                       beat=best - 1) == best
                checked += 1
    assert checked > 80 and scored > 20


def test_best_points_with_a_bigger_hand_size():
    # a hand of 9 that plays 4: no empty-hand bonus
    assert best_points("=", Counter("12+3"), Rules(), hand_size=9) == 2
    assert best_points("=", Counter("12+3"), Rules()) == 5
    assert best_points("x=", Counter("11"), Rules()) is None


def test_side_work_bounds_the_partial_sides_a_listing_writes():
    hand = Counter("12345690+-x:")
    for old in ("", "3", "5x", "12+4"):
        for k in (1, 2, 3):
            side = Side(old, hand, Rules())
            side.every(k)
            assert 0 < side.steps <= side_work(old, hand, k)
    assert sequences(Counter("112"), 3) == [1, 2, 3, 3]  # 1 2, 11 12 21, 112 121 211


def test_the_bounded_search_of_a_big_hand_stays_under_the_work_bound():
    rows, hand, work = ("=5", "3x="), Counter("1234567890+-x:"), WORK // 10
    limit = insert_bound(rows, hand, Rules(), work)
    assert limit is not None and 1 <= limit < 14
    steps = 0
    for row in rows:
        left, right = (Side(s, hand, Rules()) for s in row.split("="))
        left.every(limit - right.need)
        right.every(limit - left.need)
        steps += left.steps + right.steps
    assert steps <= work
    assert insert_bound(rows, hand, Rules(), work * 1000) > limit  # more work, more cards
    found = bounded_rows(rows, hand, Rules(), hand_size=14, work=work)
    assert found and all(len(f.cards) <= limit for f in found)
    assert all(check(f.row).valid for f in found[:50])
    assert [f.points for f in found] == sorted((f.points for f in found), reverse=True)


def test_a_small_hand_is_searched_whole_by_the_bounded_search():
    rows, hand = ("8=", "=5"), Counter("71+2x3")
    assert insert_bound(rows, hand, Rules()) is None
    everything = [f for eq, row in enumerate(rows)
                  for f in correct_rows(row, hand, Rules(), equation=eq)]
    assert {f.text for f in bounded_rows(rows, hand, Rules())} == {f.text for f in everything}
