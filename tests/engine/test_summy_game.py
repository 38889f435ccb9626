"""A game of Summy: bag, racks, turns, the end rule, undo and game records."""

import json
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from summy_widget import summy
from summy_widget.summy import Game, IllegalMoveError, RecordError, Rules


def opening(game: Game) -> str | None:
    """A first move ``a op b (=) c`` across the centre from the mover's rack, if there is one."""
    rack = list(game.rack())
    for a in set(rack) & set("0123456789"):
        for op in set(rack) & set("+-x:"):
            for b in set(rack) & set("0123456789"):
                left = [a, op, b]
                if any(rack.count(s) < left.count(s) for s in left):
                    continue
                if op == ":" and b == "0":
                    continue
                x, y = Fraction(int(a)), Fraction(int(b))
                value = {"+": x + y, "-": x - y, "x": x * y, ":": x / y if y else None}[op]
                if value is None or value.denominator != 1 or not 0 <= value <= 9:
                    continue
                c = str(value.numerator)
                need = left + [c]
                if all(rack.count(s) >= need.count(s) for s in need):
                    return f"J13> {a}{op}{b}(=){c}"
    return None


def conserved(game: Game) -> bool:
    return game.tile_total == game.rules.tile_count


def test_set_up():
    game = Game(seed=7)
    assert game.board["M13"] == "="
    assert [len(game.rack(i)) for i in range(2)] == [8, 8]
    assert game.bag_count == 110
    assert game.current == 0 and game.scores == [0, 0]
    assert conserved(game)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players(players):
    game = Game(seed=3, rules=Rules(players=players))
    assert game.bag_count == 126 - 8 * players
    assert len(game.players) == players


def test_player_count_outside_the_rules_is_refused():
    with pytest.raises(ValueError):
        Rules(players=5)
    with pytest.raises(ValueError):
        Game(seed=1, rules=Rules(players=3), players=["A", "B"])


def test_beginner_tile_set_has_no_times_or_divide():
    game = Game(seed=2, rules=Rules(tile_set="beginner"))
    assert game.rules.tile_count == 113
    assert conserved(game)
    seen = "".join(game.rack(0) + game.rack(1))
    assert "x" not in seen and ":" not in seen


def test_same_seed_same_game_and_different_seed_differs():
    assert Game(seed=11).rack(0) == Game(seed=11).rack(0)
    assert [Game(seed=s).rack(0) for s in range(5)] != [Game(seed=0).rack(0)] * 5


def test_playing_a_move_scores_refills_and_passes_the_turn():
    game = next(g for g in (Game(seed=s) for s in range(200)) if opening(g))
    text = opening(game)
    turn = game.play(text)
    assert turn.player == 0 and turn.kind == "place" and turn.text == text
    assert game.scores[0] == turn.score > 0
    assert len(game.rack(0)) == 8 and game.bag_count == 110 - 4
    assert game.current == 1
    assert game.board["I13"] == "#" and game.board["O13"] == "#"
    assert conserved(game)


def test_a_tile_the_player_does_not_hold_is_refused_and_changes_nothing():
    game = Game(seed=5)
    before = game.to_json()
    rack = game.rack()
    missing = next(s for s in "0123456789" if s not in rack)
    with pytest.raises(IllegalMoveError) as err:
        game.play(f"J13> {missing}+{missing}(=){missing}")
    assert err.value.code in {"not-in-rack", "not-a-sum"}
    with pytest.raises(IllegalMoveError) as err:
        game.exchange(missing)
    assert err.value.code == "not-in-rack"
    assert missing in str(err.value)
    assert game.to_json() == before


def test_exchange_removes_tiles_from_the_game():
    game = Game(seed=4)
    rack = game.rack()
    game.exchange("".join(rack[:3]))
    assert len(game.rack(0)) == 8
    assert game.bag_count == 107
    assert sorted(game.exchanged) == sorted(rack[:3])
    assert conserved(game)
    with pytest.raises(IllegalMoveError):
        game.exchange("")


def test_end_rule_gives_every_other_player_one_more_turn():
    game = Game(seed=9, rules=Rules(players=3))
    while game.bag_count:
        game.exchange("".join(game.rack()))
    assert not game.over and not game.last_round
    # the bag is empty: whoever now holds 4 or fewer after a turn starts the end
    trigger = game.current
    game.exchange("".join(game.rack()[:4]))  # keeps 4 tiles
    assert game.last_round and not game.over
    others = []
    while not game.over:
        others.append(game.current)
        game.exchange(game.rack()[0])
    assert others == [(trigger + 1) % 3, (trigger + 2) % 3]
    with pytest.raises(IllegalMoveError) as err:
        game.exchange(game.rack()[0])
    assert err.value.code == "game-over"
    assert game.winners == [0, 1, 2]  # nobody scored: a shared win


def test_a_player_keeping_more_than_four_tiles_does_not_end_the_game():
    game = Game(seed=9)
    while game.bag_count:
        game.exchange("".join(game.rack()))
    game.exchange(game.rack()[0])  # 7 tiles left
    assert not game.last_round


def test_undo_takes_back_the_last_turn():
    game = Game(seed=21)
    start = game.to_json()
    game.exchange(game.rack()[0])
    after_one = game.to_json()
    game.exchange(game.rack()[:2])
    undone = game.undo()
    assert undone.text.startswith("swap")
    assert game.to_json() == after_one
    game.undo()
    assert game.to_json() == start
    with pytest.raises(IllegalMoveError):
        game.undo()


# -- records -----------------------------------------------------------------

def played_game(seed: int = 1, turns: int = 6) -> Game:
    game = Game(seed=seed)
    for _ in range(turns):
        opened = any(t.kind == "place" for t in game.history)
        text = None if opened else opening(game)
        if text:
            game.play(text)
        else:
            game.exchange(game.rack()[:2])
    return game


def test_record_replays_identically():
    game = played_game()
    copy = Game.from_json(game.to_json())
    assert copy == game
    assert copy.board == game.board and copy.rack(0) == game.rack(0)
    record = json.loads(game.to_json())
    assert record["game"] == "summy" and record["version"] == 2 and "format" not in record
    assert record["seed"] == 1 and len(record["moves"]) == 6
    assert record["moves"] == [t.text for t in game.history]
    assert len(record["check"]) == 64


def version_1(game: Game) -> dict:
    """The record as version 1 wrote it: the head {"format": "summy-game", "version": 1}."""
    record = json.loads(game.to_json())
    del record["game"], record["check"]
    return {"format": "summy-game", **record, "version": 1}


def test_version_1_records_still_load():
    game = played_game()
    assert Game.from_json(json.dumps(version_1(game))) == game
    assert Game.from_json(json.dumps({**version_1(game), "seats": [None, "greedy"]})) == game
    changed = {**version_1(game), "scores": [999, 0]}
    with pytest.raises(RecordError) as err:
        Game.from_json(json.dumps(changed))
    assert err.value.code == "record-tampered"


def test_a_top_level_seats_key_is_ignored():
    game = played_game()
    record = {**json.loads(game.to_json()), "seats": [None, "strong"]}
    assert Game.from_json(json.dumps(record)) == game


@pytest.mark.parametrize(
    ("change", "code", "message"),
    [
        (lambda r: "not json", "record-json", "not JSON"),
        (lambda r: json.dumps({**r, "version": 99}), "record-version", "version 99"),
        (lambda r: json.dumps({**r, "game": "chess"}), "record-game", "chess"),
        (lambda r: json.dumps({k: v for k, v in r.items() if k != "seed"}), "record-field",
         "seed"),
        (lambda r: json.dumps({**r, "moves": "J13> 1+1(=)2"}), "record-field", "moves"),
        (lambda r: json.dumps({**r, "turn_scores": [1]}), "record-field", "turn_scores"),
        (lambda r: json.dumps([1, 2]), "record-json", "not a game record"),
        (lambda r: json.dumps({**r, "rules": {"players": 9}}), "record-field", "players"),
        (lambda r: json.dumps({**r, "rules": {"colour": "red"}}), "record-field", "colour"),
        (lambda r: json.dumps({**r, "racks": ["12345678", r["racks"][1]]}), "record-tampered",
         "racks"),
        (lambda r: json.dumps({**r, "scores": [999, 0]}), "record-tampered", "final scores"),
        (lambda r: json.dumps({**r, "players": ["Eve", "Ben"]}), "record-tampered", "changed"),
        (lambda r: json.dumps({**r, "check": "0" * 64}), "record-tampered", "changed"),
    ],
)
def test_malformed_records_raise_record_error(change, code, message):
    record = json.loads(played_game().to_json())
    with pytest.raises(RecordError) as err:
        Game.from_json(change(record))
    assert err.value.code == code
    assert message in str(err.value)
    assert err.value.text("de") != str(err.value)  # in the reader's language


def test_record_names_the_first_bad_entry():
    record = json.loads(played_game().to_json())
    record["moves"][2] = "A1> 1+1=2"
    with pytest.raises(RecordError) as err:
        Game.from_json(json.dumps(record))
    assert err.value.entry == 2 and err.value.code == "record-entry"
    assert "turn 3" in str(err.value)
    record = json.loads(played_game().to_json())
    record["turn_scores"][1] = 50
    with pytest.raises(RecordError) as err:
        Game.from_json(json.dumps(record))
    assert err.value.entry == 1


# -- properties ----------------------------------------------------------------

actions = st.lists(
    st.one_of(
        st.tuples(st.just("exchange"), st.lists(st.integers(0, 7), min_size=1, max_size=8)),
        st.tuples(st.just("open"), st.just(0)),
        st.tuples(
            st.just("random"),
            st.tuples(st.integers(0, 24), st.integers(0, 24), st.booleans(),
                      st.lists(st.integers(0, 7), min_size=1, max_size=6)),
        ),
    ),
    max_size=25,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=actions)
def test_game_properties(seed, players, steps):
    """Tiles are conserved, illegal moves change nothing, records round-trip, texts round-trip."""
    game = Game(seed=seed, rules=Rules(players=players))
    for kind, arg in steps:
        if game.over:
            break
        before = game.to_json()
        rack = game.rack()
        try:
            if kind == "exchange":
                picked = sorted({i for i in arg if i < len(rack)})
                game.exchange("".join(rack[i] for i in picked))
            elif kind == "open":
                text = opening(game)
                if text is None:
                    continue
                game.play(text)
            else:
                row, col, down, picks = arg
                symbols = "".join(rack[i] for i in picks if i < len(rack)) or rack[0]
                arrow = "v" if down else ">"
                text = f"{summy.cell_name(row, col)}{arrow} (=){symbols}"
                game.play(text)
        except IllegalMoveError:
            assert game.to_json() == before
        assert conserved(game)
        for turn in game.history:
            if turn.move is not None:
                assert str(summy.Move.from_text(turn.text)) == turn.text
    assert Game.from_json(game.to_json()) == game
