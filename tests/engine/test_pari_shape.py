"""=Pari= in the shared shape: play any action, wrong types, errors in three languages,
the rules corrections (pass to the previous player, a higher target with paid moves),
version-2 records and the Session (hot seat, undo, the think timer)."""

from __future__ import annotations

import json

import pytest

import summy_widget as sw
from summy_widget import pari
from summy_widget.pari import Game, Rules, Session


def position(rows, hand, rules=None, players=2, seed=1, scores=None):
    g = Game(players=players, seed=seed, rules=rules, first=0)
    g.slots = [list(r) for r in rows]
    g.hands[0] = list(hand)
    if scores:
        g.scores = list(scores)
    return g


# ------------------------------------------------------------- play returns its Turn
def test_play_returns_the_actors_turn_when_the_turn_ends_inside_the_play():
    g = position(["3=4", "=5"], ["9"])
    for pile in ("digit", "operator"):
        g.piles[pile].clear()
        g.discards[pile].clear()
    turn = g.play("#2 9=5", seat=0)
    assert g.current == 1 and g.history[-1] is turn  # nothing to draw: the turn ended
    assert turn.player == 0 and turn.text == "#2 9=5" and turn.score == 0
    assert turn.action == pari.moves.Play(1, "9=5")


def test_lay_returns_the_actors_turn():
    g = position(["3=4", "=5"], ["1", "+", "7", "7"])
    assert g.play("#1 3+1=4").score == 2
    turn = g.lay("operator", "left")
    assert turn.player == 0 and turn.text == "lay #1 operator left" and turn.score == 0
    assert isinstance(turn.action, pari.moves.Lay)


def test_play_takes_every_action_and_checks_the_seat():
    g = Game(players=["Ann", "Ben"], seed=30)
    before = g.to_json()
    with pytest.raises(pari.IllegalMoveError) as info:
        g.play("#2 x=5", seat=1)
    assert info.value.code == "out-of-turn" and "Ben" in str(info.value)
    with pytest.raises(sw.GameError) as info:
        g.play("#2 x=5", seat=7)
    assert info.value.code == "bad-seat"
    assert g.to_json() == before
    assert g.play("#2 x=5", seat=0).text == "#2 x=5"
    turn = g.play("draw digit operator")
    assert turn.player == 0 and turn.action == pari.moves.Draw(("digit", "operator"))
    assert g.to_act == [1] and g.view(None)["to_act"] == [1]


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda g: g.play(42), "text"),
        (lambda g: g.play(None), "text"),
        (lambda g: g.play("#2 x=5", seat="0"), "seat"),
        (lambda g: g.play("#2 x=5", seat=True), "seat"),
        (lambda g: g.view("0"), "seat"),
        (lambda g: g.lay(None, "left"), "pile"),
        (lambda g: g.draw(5), "piles"),
        (lambda g: g.pass_card(7), "card"),
        (lambda g: g.row_with("0", [(0, "5")]), "equation"),
        (lambda g: g.row_with(0, [("0", "5")]), "gap"),
        (lambda g: g.shift(0, 1.0, 0, 0), "position"),
        (lambda g: pari.check(None), "text"),
        (lambda g: Game(players=["A", "B"], first=True), "first"),
        (lambda g: Game(players=["A", "B"], seed="7"), "seed"),
        (lambda g: Game(players=["A", "B"], rules="target=20"), "rules"),  # a dict is fine
        (lambda g: Game(players="AB"), "players"),
        (lambda g: pari.get_player(3), "level"),
    ],
)
def test_wrong_types_name_the_argument_and_change_nothing(call, name):
    g = Game(players=["Ann", "Ben"], seed=30)
    before = g.to_json()
    with pytest.raises(TypeError, match=f"^{name} must be"):
        call(g)
    assert g.to_json() == before


@pytest.mark.parametrize("text", ["pass 12", "cover #1:1 12", "pass 7+"])
def test_a_card_is_one_symbol(text):
    with pytest.raises(pari.NotationError) as info:
        pari.parse(text)
    assert info.value.code == "one-symbol" and "one symbol" in str(info.value)
    assert isinstance(info.value, (sw.NotationError, pari.IllegalPlayError))


def test_loose_input_is_refused():
    with pytest.raises(sw.GameError):
        pari.parse("#99999999999 1=1")  # not read as a huge equation number
    with pytest.raises(pari.IllegalPlayError, match="more cards than the hand"):
        Game(players=["A", "B"], seed=30).play("#1 " + "1" * 500 + "=2")


def test_engine_messages_in_three_languages():
    g = Game(players=["Ann", "Ben"], seed=30)
    with pytest.raises(pari.IllegalPlayError) as info:
        g.play("#1 2=2")
    err = info.value
    assert err.code == "not-held" and err.params["card"] == "2"
    assert str(err).startswith("the new row 2=2 adds 2, but Ann holds no 2")
    assert err.text("de").startswith("die neue Reihe 2=2 fügt 2 hinzu, aber Ann hat keine 2")
    assert err.text("nl").startswith("de nieuwe rij 2=2 voegt 2 toe, maar Ann heeft geen 2")
    with pytest.raises(pari.IllegalPlayError) as info:
        g.play("lay #1 digit left")
    assert "Schritt" in info.value.text("de") and "stap" in info.value.text("nl")


def test_every_pari_message_key_exists_in_three_languages():
    tables = [sw.i18n.table(lang) for lang in ("en", "de", "nl")]
    keys = [{k for k in t if k.startswith("pari.error.")} for t in tables]
    assert keys[0] == keys[1] == keys[2] and len(keys[0]) > 60
    for key in keys[0]:
        assert tables[1][key] != tables[0][key] or "Rules(" in tables[0][key], key


# ------------------------------------------------------------------ rules corrections
def test_pass_a_card_goes_to_the_previous_player():
    g = Game(players=["Ann", "Ben", "Cem"], seed=5, rules=Rules(pass_card=True), first=0)
    g.hands[0] = ["7", "7", "7", "7", "7", "7"]
    g.play(g.row_with(0, [(0, "7")]))
    g.play("draw")  # five cards in hand: drawing none is allowed
    sizes = [len(h) for h in g.hands]
    turn = g.pass_card("7")
    assert turn.player == 0 and [len(h) for h in g.hands] == [sizes[0] - 1, sizes[1],
                                                              sizes[2] + 1]
    assert g.hands[2][-1] == "7" and g.current == 1


def test_paid_moves_raise_the_target():
    assert Game(players=["A", "B"]).target == 15
    assert Game(players=["A", "B"], rules=Rules(paid_moves=True)).target == 20
    assert Game(players=["A", "B"], rules=Rules(paid_moves=True, paid_target=25)).target == 25
    for rules, ending in ((Rules(), True), (Rules(paid_moves=True), False)):
        g = position(["3=4", "=5"], ["+", "1", "9"], rules=rules, scores=[14, 0])
        g.take_turn("#1 3+1=4")
        assert g.scores[0] == 16 and g.ending is ending
    with pytest.raises(ValueError, match="paid_target"):
        Rules(paid_target=0)


def test_time_up_ends_the_play_step():
    g = Game(players=["A", "B"], seed=30, rules=Rules(think_seconds=30))
    turn = g.play("time up")
    assert turn.text == "time up" and g.phase == "draw" and g.turn.play == ""
    with pytest.raises(pari.IllegalPlayError, match="no timer in this game"):
        Game(players=["A", "B"], seed=30).play("time up")


# ------------------------------------------------------------------------ records
def played(turns=6, rules=None):
    g = Game(players=["Ann", "Ben"], seed=3, rules=rules)
    bot = pari.get_player("greedy")
    while len(g.history) < turns and not g.over:
        g.play(bot.choose(g, g.current), seat=g.current)
    return g


def test_version_1_records_and_a_seats_key_still_load():
    g = played()
    data = json.loads(g.to_json())
    assert data["game"] == "pari" and data["version"] == 2
    assert Game.from_json(json.dumps({**data, "seats": [None, "greedy"]})) == g
    old = {k: v for k, v in data.items() if k not in ("scores", "check")}
    old["version"] = 1
    old["rules"].pop("paid_target")
    assert Game.from_json(json.dumps(old)) == g


def test_a_version_1_record_with_paid_moves_keeps_its_target():
    g = played(rules=Rules(paid_moves=True))
    data = json.loads(g.to_json())
    old = {k: v for k, v in data.items() if k not in ("scores", "check")}
    old.update(version=1)
    old["rules"].pop("paid_target")
    assert Game.from_json(json.dumps(old)).target == 15


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda d: d.update(players=["Ann", "Bob"]), "record-tampered"),
        (lambda d: d.update(scores=[99, 0]), "record-tampered"),
        (lambda d: d.update(check="0" * 16), "record-tampered"),
        (lambda d: d.update(version=3), "record-version"),
        (lambda d: d.update(game="summa"), "record-game"),
        (lambda d: d.pop("check"), "record-field"),
    ],
)
def test_changed_records_are_refused_with_a_code(change, code):
    data = json.loads(played().to_json())
    change(data)
    with pytest.raises(sw.RecordError) as info:
        Game.from_json(json.dumps(data))
    assert info.value.code == code and info.value.text("de") != ""


def test_choose_never_changes_the_game():
    g = Game(players=["Ann", "Ben", "Cem"], seed=9, rules=Rules(pass_card=True))
    for level in ("beginner", "greedy", "strong"):
        before = g.to_json(), [list(h) for h in g.hands]
        text = pari.get_player(level).choose(g, g.current)
        assert (g.to_json(), g.hands) == before and isinstance(text, str)
    with pytest.raises(sw.GameError):
        pari.get_player().choose(g, (g.current + 1) % 3)


# ------------------------------------------------------------------------ the session
class Clock:
    def __init__(self):
        self.now = 0

    def __call__(self):
        return self.now


def test_session_think_timer_one_run_per_turn_and_a_point_to_turn_it():
    clock = Clock()
    s = Session(["Ann", "computer:greedy"], seed=30, rules=Rules(think_seconds=10), clock=clock)
    assert s.time_left() == 10_000 and s.view()["timer"]["runs"] == 1
    clock.now = 9_000
    assert not s.tick() and s.game.phase == "play"
    with pytest.raises(sw.GameError, match="costs 1 point"):
        s.turn_timer()  # Ann has no points yet
    s.game.scores[0] = 3
    s.turn_timer()
    assert s.game.scores[0] == 2 and s.time_left() == 10_000 and s.timer_runs == 2
    s.place(1, 2, 0)
    clock.now = 19_000
    assert s.tick() and s.game.phase == "draw" and s.draft == []
    assert s.time_left() is None and s.log[-1]["text"] == "time up"
    s.draw_card("digit")
    s.draw_card("digit")  # the computer moves; Ann's new turn starts a new run
    assert s.game.current == 0 and s.time_left() == 10_000 and s.timer_runs == 1


def test_session_hot_seat_stops_the_clock_behind_the_pass_screen():
    clock = Clock()
    s = Session(["Ann", "Ben"], seed=30, rules=Rules(think_seconds=5), clock=clock)
    assert s.pass_screen and s.time_left() is None and s.view()["hand"] == []
    with pytest.raises(sw.GameError, match="screen"):
        s.place(0, 0, 0)
    s.ready()
    assert s.time_left() == 5_000 and len(s.view()["hand"]) == 6


def test_session_undo_in_practice_and_hint():
    s = Session(["Ann", "computer:greedy"], seed=30, practice=True)
    start = s.game.to_json()
    hint = s.ask_hint()
    assert hint and s.view()["hint"]["play"] == hint
    s.act(hint)
    assert s.view()["can_undo"]
    s.undo()
    assert s.game.to_json() == start and s.log == []
    with pytest.raises(sw.GameError):
        Session(["Ann", "computer:greedy"], seed=30).undo()


def test_session_log_hides_passed_cards(tmp_path):
    s = Session(["Ann", "computer:strong", "computer:greedy"], seed=4,
                rules=Rules(pass_card=True))
    bot = pari.get_player("greedy")
    for _ in range(20):
        if s.game.over or any(e["text"] == "pass" and e["seat"] for e in s.log):
            break
        s.act(bot.choose(s.game, 0))
    texts = [e["text"] for e in s.log]
    assert "pass" in texts and not any(t.startswith("pass ") for t in texts)
    loaded = Session.load(s.save(tmp_path))
    assert loaded.game == s.game and [x.level for x in loaded.seats] == [None, "strong",
                                                                         "greedy"]
