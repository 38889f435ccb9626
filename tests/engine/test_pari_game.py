"""=Pari= games: set-up, turns, scoring, clearing, drawing, the end and the variants."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from summy_widget.pari import Game, IllegalPlayError, Rules
from summy_widget.pari import explain as pari_explain
from summy_widget.pari.players import ComputerPlayer


def position(rows, hand, rules=None, players=2, seed=1, scores=None):
    """A game whose table and current hand are set by hand (cards need not add up)."""
    g = Game(players=players, seed=seed, rules=rules, first=0)
    g.slots = [list(r) for r in rows]
    g.hands[0] = list(hand)
    if scores:
        g.scores = list(scores)
    return g


def snapshot(g):
    return (g.to_json(), g.rows, [list(h) for h in g.hands], dict(g.piles),
            {k: list(v) for k, v in g.discards.items()}, list(g.scores), g.phase)


# ---------------------------------------------------------------- set-up
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup(players):
    g = Game(players=players, seed=players)
    assert len(g.rows) == {2: 2, 3: 2, 4: 3, 5: 3, 6: 4}[players]
    for row in g.rows:
        assert len(row) == 2 and "=" in row
    for hand in g.hands:
        assert sum(c.isdigit() for c in hand) == 4 and len(hand) == 6
    laid = Counter(c for row in g.rows for c in row if c != "=")
    digits_laid = sum(n for c, n in laid.items() if c.isdigit())
    assert len(g.piles["digit"]) == 60 - 4 * players - digits_laid
    assert len(g.piles["operator"]) == 24 - 2 * players - (len(g.rows) - digits_laid)
    assert g.card_counts() == Counter(Rules().digit_deck() + Rules().operator_deck() + ["="] * 4)
    assert g.phase == "play" and not g.over and g.scores == [0] * players


def test_setup_is_seeded_and_first_player_does_not_change_the_deal():
    a, b = Game(players=3, seed=42), Game(players=3, seed=42)
    assert snapshot(a) == snapshot(b)
    c = Game(players=3, seed=42, first=(a.first + 1) % 3)
    assert c.rows == a.rows and c.hands == a.hands and c.first != a.first
    assert Game(players=3, seed=43).hands != a.hands


def test_initial_card_pile_in_proportion_and_both_sides():
    digits = sides = total = 0
    for seed in range(300):
        g = Game(players=2, seed=seed)
        for row in g.rows:
            card = row.replace("=", "")
            digits += card.isdigit()
            sides += row.startswith("=")
            total += 1
    # 52 digit and 20 operator cards are left when the first card is laid: 72% digits
    assert 0.64 < digits / total < 0.80
    assert 0.4 < sides / total < 0.6


def test_too_few_equals_cards_or_bad_players():
    with pytest.raises(ValueError, match="need 4 = cards"):
        Game(players=6, rules=Rules(equals_cards=3))
    Game(players=5, rules=Rules(equals_cards=3))
    for players in (1, 7, ["A"]):
        with pytest.raises(ValueError):
            Game(players=players)
    for players in ("two", None, [1, 2], True):  # wrong types name the argument
        with pytest.raises(TypeError, match="players must be"):
            Game(players=players)


def test_beginners_have_no_times_or_divide():
    g = Game(players=4, seed=3, rules=Rules(beginners=True))
    cards = g.card_counts()
    assert cards["x"] == cards[":"] == 0 and cards["+"] == cards["-"] == 6


# ---------------------------------------------------------------- plays
def test_play_inserts_cards_keeping_order_and_sides():
    g = position(["3=4", "=5"], ["1", "+", "7", "7"])
    turn = g.play("#1 3+1=4")
    assert turn.points == 2 and g.scores[0] == 2
    assert g.hands[0] == ["7", "7"]
    assert g.rows[0] == "=" and g.phase == "lay" and g.pending_lay == 0
    assert Counter(g.discards["digit"]) == Counter("314") and g.discards["operator"] == ["+"]


def test_play_that_is_not_correct_scores_nothing():
    g = position(["3=4", "=5"], ["1", "+", "9"])
    turn = g.play("#2 9=5")
    assert turn.points == 0 and g.rows[1] == "9=5" and g.phase == "draw"
    assert turn.verdict.code == "not-equal"


def test_seed_example_a_card_may_not_pass_another():
    # example 2 of the rules: the 1 may not move past the +
    g = position(["1+=6", "=5"], ["5", "2"])
    with pytest.raises(IllegalPlayError, match="never pass another card"):
        g.play("#1 +1=6")  # the 1 jumped over the +
    g.play("#1 1+5=6")
    assert g.scores[0] == 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("#1 3+1=4=", "exactly one ="),
        ("#1 3=4", "adds no card"),
        ("#1 39=49", "holds only 1 9|holds no 9"),
        ("#1 3=42", "holds no 2"),
        ("#3 1=1", "no equation #3"),
        ("#1 4=3", "never pass"),
        ("#1 3a=4", "not a card"),
        ("lay #1 digit left", "not the moment"),
        ("draw digit digit", "not the moment"),
        ("pass 9", "not the moment"),
    ],
)
def test_illegal_steps_change_nothing(text, message):
    g = position(["3=4", "=5"], ["9", "+", "1"])
    before = snapshot(g)
    with pytest.raises(IllegalPlayError, match=message):
        g.apply(text)
    assert snapshot(g) == before


def test_empty_hand_bonus():
    g = position(["3=4", "=5"], ["+", "1"])
    assert g.play("#1 3+1=4").points == 5


def test_scoring_options():
    g = position(["3=4", "=5"], ["+", "1", "9"], rules=Rules(deduct=4))
    assert g.play("#1 3+1=4").points == 1
    g = position(["3=4", "=5"], ["+", "1", "9"], rules=Rules(count_equals=False))
    assert g.play("#1 3+1=4").points == 1


def test_preview_changes_nothing():
    g = position(["3=4", "=5"], ["+", "1", "9"])
    before = snapshot(g)
    p = g.preview("#1 3+1=4")
    assert p.verdict.valid and p.points == 2 and p.cards == ("+", "1")
    assert not g.preview("#1 3+9=4").verdict.valid
    assert snapshot(g) == before


def test_row_with_gaps():
    g = position(["3=4", "=5"], ["+", "1"])
    assert g.row_with(0, [(1, "+"), (1, "1")]) == "#1 3+1=4"
    with pytest.raises(IllegalPlayError):
        g.row_with(0, [(9, "+")])


# ---------------------------------------------------------------- laying
def test_scorer_lays_from_chosen_pile_on_chosen_side():
    g = position(["3=4", "=5"], ["+", "1", "9"])
    g.play("#1 3+1=4")
    top = g.piles["operator"][-1]
    g.lay("operator", "left")
    assert g.rows[0] == top + "=" and g.phase == "draw"
    with pytest.raises(IllegalPlayError):
        g.lay("digit", "right")


@pytest.mark.parametrize(("pile", "side"), [("card", "left"), ("digit", "up")])
def test_bad_lay_changes_nothing(pile, side):
    g = position(["3=4", "=5"], ["+", "1", "9"])
    g.play("#1 3+1=4")
    before = snapshot(g)
    with pytest.raises(IllegalPlayError):
        g.lay(pile, side)
    assert snapshot(g) == before


def test_lay_from_an_exhausted_pile_is_refused():
    g = position(["3=4", "=5"], ["+", "1", "9"])
    g.play("#1 3+1=4")
    g.piles["operator"].clear()
    g.discards["operator"].clear()
    with pytest.raises(IllegalPlayError, match="take the other pile"):
        g.lay("operator", "left")
    g.lay("digit", "left")
    assert g.rows[0][1] == "="


def test_long_incorrect_equation_is_cleared_and_current_player_lays():
    g = position(["12+34=5", "=5"], ["6", "7", "8"])
    turn = g.play("#1 12+34=5678")  # ten cards, not correct
    assert turn.points == 0 and g.rows[0] == "=" and g.phase == "lay"
    assert turn.cleared == [0] and g.scores == [0, 0]
    g.lay("digit", "right")
    assert len(g.rows[0]) == 2 and g.phase == "draw"


def test_long_incorrect_limit_options():
    g = position(["12+34=5", "=5"], ["6", "7", "8"], rules=Rules(incorrect_limit=None))
    g.play("#1 12+34=5678")
    assert g.rows[0] == "12+34=5678" and g.phase == "draw"
    g = position(["12+34=5", "=5"], ["6", "7", "8"], rules=Rules(incorrect_limit=12))
    g.play("#1 12+34=5678")
    assert g.rows[0] == "12+34=5678"
    g = position(["1=5", "=5"], ["6", "7", "8"], rules=Rules(incorrect_limit=4))
    g.play("#1 1=56")
    assert g.rows[0] == "=" and g.phase == "lay"


def test_correct_long_equation_scores():
    g = position(["12+34=4", "=5"], ["6", "7", "9"])
    turn = g.play("#1 12+34=46")
    assert turn.points == 5  # eight cards minus 3


# ---------------------------------------------------------------- drawing
def test_draw_options_and_choice():
    g = position(["3=4", "=5"], ["+", "1", "9"])
    g.play("#2 9=5")
    assert g.draw_options() == (2, 3)
    before = snapshot(g)
    for bad in (["digit"], ["digit"] * 4, ["card", "digit"]):
        with pytest.raises(IllegalPlayError):
            g.draw(bad)
        assert snapshot(g) == before
    d, o = g.piles["digit"][-1], g.piles["operator"][-1]
    g.draw(["operator", "digit"])
    assert g.hands[0] == ["+", "1", o, d]
    assert g.current == 1 and g.phase == "play"


def test_fill_to_five_and_no_limit():
    g = position(["3=4", "=5"], ["+", "1", "9", "9", "9", "9", "9"])
    g.play("#2 9=5")
    assert g.draw_options() == (0, 2)
    g.draw([])
    assert len(g.hands[0]) == 6


def test_empty_pile_is_replaced_by_its_shuffled_discard_pile():
    g = position(["3=4", "=5"], ["+", "1", "9"])
    g.discards["digit"] = g.piles["digit"][:-1]
    g.piles["digit"] = g.piles["digit"][-1:]
    total = len(g.discards["digit"]) + 1
    g.play("#2 9=5")
    g.draw("dd")
    assert g.discards["digit"] == [] and len(g.piles["digit"]) == total - 2


def test_draw_more_than_a_pile_holds_is_refused():
    g = position(["3=4", "=5"], ["+", "1", "9"])
    g.piles["operator"] = ["x"]
    g.discards["operator"] = []
    g.play("#2 9=5")
    with pytest.raises(IllegalPlayError, match="only 1 operator") as refused:
        g.draw("oo")
    # one card is said in the singular (before: "only 1 operator cards are left")
    assert str(refused.value) == "only 1 operator card is left to draw, not 2; take the other pile"
    assert refused.value.code == "draw-left"
    assert refused.value.text("de").startswith("nur noch 1 Karte (")
    g.piles["operator"] = ["x", "+"]
    g.piles["digit"], g.discards["digit"] = ["7"], []
    with pytest.raises(IllegalPlayError) as refused:
        g.draw("dd")
    assert str(refused.value) == "only 1 digit card is left to draw, not 2; take the other pile"


def test_turn_with_no_cards_goes_to_draw():
    g = Game(players=2, seed=5, first=0)
    g.hands[1] = []
    g.play(g.row_with(0, [(0, g.hands[0][0])]))
    while g.current == 0:
        g.lay() if g.phase == "lay" else g.draw()
    assert g.current == 1 and g.phase == "draw" and g.turn.play == ""
    g.draw(["digit", "digit"])
    assert len(g.hands[1]) == 2 and g.current == 0 and g.phase == "play"


# ---------------------------------------------------------------- the end
def test_round_is_finished_after_the_target():
    g = position(["3=4", "=5"], ["+", "1", "9"], players=3, scores=[14, 0, 0])
    g.take_turn("#1 3+1=4")
    assert g.scores[0] == 16 and g.ending and not g.over
    for _ in range(2):
        g.take_turn(g.row_with(1, [(0, g.hands[g.current][0])]))
    assert g.over and g.phase == "over" and g.winners == [0]
    assert g.turns_taken == [1, 1, 1]
    with pytest.raises(IllegalPlayError, match="over"):
        g.apply("#1 " + g.rows[0])


def test_tie_shares_the_win():
    g = position(["3=4", "=5"], ["+", "1", "9"], scores=[13, 15])
    g.take_turn("#1 3+1=4")
    assert g.scores == [15, 15]
    g.take_turn(g.row_with(1, [(0, g.hands[1][0])]))
    assert g.over and g.winners == [0, 1]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_full_seeded_game_ends_by_the_round_rule(players):
    g = Game(players=players, seed=100 + players)
    bots = [ComputerPlayer("greedy", seed=i) for i in range(players)]
    start = g.card_counts()
    while not g.over:
        bots[g.current].take_turn(g)
        assert g.card_counts() == start
    assert max(g.scores) >= g.rules.target
    assert len(set(g.turns_taken)) == 1  # everyone had the same number of turns
    assert g.winners == [i for i, s in enumerate(g.scores) if s == max(g.scores)]
    replay = Game.from_json(g.to_json())
    assert snapshot(replay) == snapshot(g)


# ---------------------------------------------------------------- variants
def test_pass_card_variant():
    g = position(["3=4", "=5"], ["+", "1", "9"], rules=Rules(pass_card=True))
    g.play("#2 9=5")
    g.draw("dd")
    assert g.phase == "pass" and g.current == 0
    with pytest.raises(IllegalPlayError, match="holds no x"):
        g.pass_card("x")
    hand1 = list(g.hands[1])
    g.pass_card("+")
    assert g.hands[1] == hand1 + ["+"] and "+" not in g.hands[0] and g.current == 1
    assert g.moves[-1] == "pass +" and g.view(1)["moves"][-1] == "pass"


def test_think_timer_variant():
    g = position(["3=4", "=5"], ["+", "1", "9"], scores=[2, 0])
    with pytest.raises(IllegalPlayError, match="no timer in this game"):
        g.buy_time()
    g = position(["3=4", "=5"], ["+", "1", "9"], rules=Rules(think_seconds=60), scores=[1, 0])
    g.buy_time()
    assert g.scores[0] == 0 and g.moves == ["time"]
    with pytest.raises(IllegalPlayError, match="costs 1 point"):
        g.buy_time()


def test_paid_moves():
    rules = Rules(paid_moves=True)
    g = position(["4=3+1", "2="], ["9", "5"], rules=rules, scores=[5, 0])
    g.shift(0, 0, 0, 4)  # 4 moves to the end: =3+14 ... costs 1
    assert g.rows[0] == "=3+14" and g.scores[0] == 4
    g.shift(0, 4, 1, 2)  # the 4 goes to equation 2: 2=4, costs 2
    assert g.rows == ("=3+1", "2=4") and g.scores[0] == 2
    g.cover(1, 2, "5")  # cover the 4 with a 5: costs 2, the 4 no longer counts
    assert g.rows[1] == "2=5" and g.covered(1) == ("", "", "4") and g.scores[0] == 0
    with pytest.raises(IllegalPlayError, match="costs"):
        g.shift(0, 1, 0, 2)
    assert g.moves == ["move #1:1 #1:5", "move #1:5 #2:3", "cover #2:3 5"]


def test_paid_moves_refused():
    g = position(["4=3+1", "2="], ["9", "5"], scores=[5, 0])
    with pytest.raises(IllegalPlayError, match="variant that is off"):
        g.shift(0, 0, 0, 2)
    g = position(["4=3+1", "2="], ["9", "5"], rules=Rules(paid_moves=True), scores=[5, 0])
    before = snapshot(g)
    for args in [(0, 1, 0, 2), (0, 0, 0, 0), (0, 9, 0, 1), (0, 0, 5, 0), (0, 0, 1, 9)]:
        with pytest.raises(IllegalPlayError):
            g.shift(*args)
    with pytest.raises(IllegalPlayError, match="cannot be covered"):
        g.cover(0, 1, "9")
    with pytest.raises(IllegalPlayError, match="holds no 7"):
        g.cover(0, 0, "7")
    assert snapshot(g) == before


def test_covered_cards_are_conserved_and_cleared():
    rules = Rules(paid_moves=True)
    g = Game(players=2, seed=9, rules=rules, first=0)
    g.scores[0] = 4
    start = g.card_counts()
    pos = g.rows[0].index("=")
    target = 1 - pos if len(g.rows[0]) == 2 else 0
    g.cover(0, target, g.hands[0][0])
    assert g.card_counts() == start
    covered = g.covered(0)[target]
    g.slots[0] = [s for s in g.slots[0]]
    g._clear(0)
    assert g.rows[0] == "=" and covered in g.discards["digit"] + g.discards["operator"]
    assert g.card_counts() == start


# ---------------------------------------------------------------- views
def test_view_hides_other_hands_and_pile_order():
    g = Game(players=3, seed=11)
    v = g.view(1)
    text = json.dumps(v)
    assert v["hand"] == g.hands[1]
    assert "hands" not in v and v["hand_sizes"] == [len(h) for h in g.hands]
    assert v["pile_sizes"] == {p: len(g.piles[p]) for p in g.piles}
    assert "piles" not in v and "seed" not in v
    assert json.dumps(g.piles["digit"]) not in text
    assert g.view(None)["hand"] == []


def test_preview_says_when_a_play_empties_the_hand_and_the_steps_score_it_so():
    g = position(["3=4", "=5"], ["+", "1"])
    p = g.preview("#1 3+1=4")
    assert p.empty_hand and p.points == 5
    steps = str(pari_explain(p.verdict, g.rules, empty_hand=p.empty_hand)).splitlines()
    assert steps[-1] == "  points: 5 cards = 5 (hand empty: no minus 3)"
    kept = position(["3=4", "=5"], ["+", "1", "9"]).preview("#1 3+1=4")
    assert not kept.empty_hand and kept.points == 2
    for lang, words in (("de", "= 5 (Hand leer: kein minus 3)"),
                        ("nl", "= 5 (hand leeg: geen min 3)")):
        line = str(pari_explain(p.verdict, g.rules, lang, empty_hand=True)).splitlines()[-1]
        assert line.endswith(words), line
