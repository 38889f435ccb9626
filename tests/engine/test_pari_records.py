"""=Pari= records replay exactly; bad records are refused whole; cards are conserved."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from summy_widget.pari import Game, IllegalPlayError, RecordError, Rules
from summy_widget.pari.players import ComputerPlayer


def played(seed=3, players=2, rules=None, turns=8):
    g = Game(players=players, seed=seed, rules=rules)
    bots = [ComputerPlayer("greedy", seed=i) for i in range(players)]
    for _ in range(turns):
        if g.over:
            break
        bots[g.current].take_turn(g)
    return g


def state(g):
    return (g.rows, g.hands, g.piles, g.discards, g.scores, g.current, g.phase, g.over,
            [g.covered(i) for i in range(len(g.rows))])


def test_record_replays_exactly():
    g = played()
    text = g.to_json()
    data = json.loads(text)
    assert set(data) == {"game", "version", "rules", "seed", "players", "first", "moves",
                         "scores", "check"}
    assert data["game"] == "pari" and data["version"] == 2
    assert any(m.startswith("lay ") for m in data["moves"])
    assert any(m.startswith("draw") for m in data["moves"])
    replay = Game.from_json(text)
    assert state(replay) == state(g) and replay.to_json() == text


def test_record_with_variants_replays():
    rules = Rules(pass_card=True, deduct=4, incorrect_limit=8, target=12, count_equals=False)
    g = played(seed=8, players=3, rules=rules, turns=12)
    assert any(m.startswith("pass ") for m in g.moves)
    assert state(Game.from_json(g.to_json())) == state(g)


def test_record_midway_through_a_turn_replays():
    g = Game(players=2, seed=4)
    g.play(g.row_with(1, [(0, g.hands[g.current][0])]))
    replay = Game.from_json(g.to_json())
    assert replay.phase == g.phase and state(replay) == state(g)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(moves=d["moves"][:2] + ["#1 9999=9999"] + d["moves"][2:]),
         r"entry 3 \('#1 9999=9999'\)"),
        (lambda d: d["moves"].__setitem__(1, "lay #9 digit left"), "entry 2"),
        (lambda d: d["moves"].__setitem__(0, 42), "entry 1"),
        (lambda d: d.pop("seed"), "lacks 'seed'"),
        (lambda d: d.update(extra=1), "unknown field 'extra'"),
        (lambda d: d.update(game="summy"), "a record of Summy, not of =Pari="),
        (lambda d: d["rules"].update(deduct=7), "deduct must be one of 3, 4, not 7"),
        (lambda d: d["rules"].update(colour="red"), "'colour' is not a rule option"),
        (lambda d: d.update(players=["solo"]), r"set-up \(its rules, seed or players\) is wrong"),
        (lambda d: d.update(first=5), r"set-up \(its rules, seed or players\) is wrong"),
        (lambda d: d.update(seed="x"), r"set-up \(its rules, seed or players\) is wrong"),
        (lambda d: d.update(moves="#1 1=1"), "list of texts"),
    ],
)
def test_tampered_records_are_refused(change, message):
    g = played(turns=4)
    data = json.loads(g.to_json())
    change(data)
    with pytest.raises(RecordError, match=message):
        Game.from_json(json.dumps(data))


def test_not_json_or_not_an_object():
    for text in ["{", "[1, 2]", "null"]:
        with pytest.raises(RecordError):
            Game.from_json(text)
    assert issubclass(RecordError, ValueError) and issubclass(IllegalPlayError, ValueError)


def test_replay_with_another_seed_fails_on_a_named_entry():
    g = played(turns=6)
    data = json.loads(g.to_json())
    data["seed"] += 1
    with pytest.raises(RecordError, match=r"entry \d+"):
        Game.from_json(json.dumps(data))


# ------------------------------------------------------------- properties
choices = st.lists(st.tuples(st.integers(0, 99), st.integers(0, 99), st.integers(0, 99)),
                   min_size=1, max_size=60)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), steps=choices,
       pass_card=st.booleans(), paid=st.booleans())
def test_cards_are_conserved_and_illegal_steps_change_nothing(seed, players, steps, pass_card,
                                                              paid):
    rules = Rules(pass_card=pass_card, paid_moves=paid, incorrect_limit=6)
    g = Game(players=players, seed=seed, rules=rules)
    start = g.card_counts()
    assert sum(start.values()) == 88
    for a, b, c in steps:
        if g.over:
            break
        hand = g.hands[g.current]
        if g.phase == "play":
            eq = a % len(g.rows)
            k = 1 + b % min(3, len(hand))
            cards = [hand[(c + i) % len(hand)] for i in range(k)]
            text = g.row_with(eq, [((a + i * b) % (len(g.rows[eq]) + 1), x)
                                   for i, x in enumerate(cards)])
            if b % 7 == 0:  # sometimes an illegal play: a card nobody holds 5 times
                text = text + "77777"
        elif g.phase == "lay":
            text = f"lay #{g.pending_lay + 1} {'digit' if a % 3 else 'operator'} " \
                   f"{'left' if b % 2 else 'right'}"
        elif g.phase == "draw":
            n = g.draw_options()[a % len(g.draw_options())]
            text = " ".join(["draw"] + ["digit" if (b >> i) & 1 else "operator"
                                        for i in range(n)])
        else:
            text = f"pass {hand[a % len(hand)]}"
        before = (g.to_json(), state(g))
        try:
            g.apply(text)
        except IllegalPlayError:
            assert (g.to_json(), state(g)) == before
        assert g.card_counts() == start
    assert state(Game.from_json(g.to_json())) == state(g)
