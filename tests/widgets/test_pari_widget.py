"""The =Pari= widget's Python side, driven with the messages the front end sends."""

from __future__ import annotations

import json

import pytest

from summy_widget import PariWidget
from summy_widget.i18n import table
from summy_widget.pari import Rules


def fresh(players=None, seed=30, **kw):
    return PariWidget(players=players or ["Ann", "computer:greedy"], seed=seed, **kw)


def state(w):
    """The game and the view; the live region's message ("said") is left out: a refused
    message is announced there, and that is all it changes."""
    view = {k: v for k, v in w.view.items() if k != "said"}
    return (w.game.to_json(), json.dumps(view, sort_keys=True))


def place_text(w, equation, row_after):
    """Send the place messages that turn the row of ``equation`` into ``row_after``."""
    hand = list(w.game.hands[w.game.current])
    used = {h["index"] for h in w.view["hand"] if h["used"]}
    current = "".join(c["card"] for c in w.view["rows"][equation])
    j = 0
    for k, ch in enumerate(row_after):
        if j < len(current) and current[j] == ch:
            j += 1
            continue
        idx = next(i for i, c in enumerate(hand) if c == ch and i not in used)
        used.add(idx)
        assert w.handle({"action": "place", "equation": equation, "gap": k, "hand_index": idx}), \
            w.error


def secrets(w):
    """Texts that must never reach the browser: other hands and the piles' order."""
    g = w.game
    out = [json.dumps(g.piles["digit"]), json.dumps(g.piles["operator"])]
    viewer = w.viewer
    for i, hand in enumerate(g.hands):
        if i != viewer and len(hand) >= 3:
            out.append(json.dumps([{"card": c, "index": k, "used": False}
                                   for k, c in enumerate(hand)])[:-1])
    return out


def assert_hidden(w):
    sent = json.dumps(w.get_state(), default=str)
    for secret in secrets(w):
        assert secret not in sent
    g = w.game
    assert w.view["hand"] == ([] if w.viewer is None else
                              [{"card": c, "index": i, "used": w.view["hand"][i]["used"]}
                               for i, c in enumerate(g.hands[w.viewer])])
    assert set(w.view["piles"]) == {"digit", "operator"}
    assert all(isinstance(n, int) for n in w.view["piles"].values())


def test_initial_view():
    w = fresh()
    v = w.view
    assert v["names"] == ["Ann", "Computer"] and v["current"] == 0
    assert [c["card"] for c in v["hand"]] == ["5", "8", "3", "6", "+", "x"]
    assert v["phase"] == "play" and v["my_turn"] and not v["hidden"]
    assert [[c["card"] for c in row] for row in v["rows"]] == [["=", "2"], ["x", "="]]
    assert "view" in w.keys and w.messages["pari.play"] == "Play"
    assert_hidden(w)


def test_place_preview_and_submit_a_correct_equation():
    w = fresh()
    place_text(w, 0, "5=2")
    p = w.view["preview"]
    assert p["row"] == "5=2" and not p["valid"] and p["code"] == "not-equal"
    assert "5" in p["reason"]
    place_text(w, 0, "5=2+3")
    p = w.view["preview"]
    assert p["valid"] and p["points"] == 2 and p["explanation"]
    assert [c["new"] for c in w.view["rows"][0]] == [True, False, False, True, True]
    assert [h["used"] for h in w.view["hand"]] == [True, False, True, False, True, False]
    assert w.handle({"action": "submit"})
    assert w.game.scores == [2, 0] and w.view["phase"] == "lay"
    assert w.handle({"action": "lay", "pile": "operator", "side": "left"})
    assert w.view["phase"] == "draw" and w.view["draw_options"] == [2]  # 3 cards left
    assert w.handle({"action": "draw_card", "pile": "digit"})
    assert w.view["draw_piles"] == ["digit"]
    assert not w.handle({"action": "draw_done"}) and "2" in w.error
    assert w.handle({"action": "draw_card", "pile": "digit"})  # the second card draws both
    # the computer has moved and it is Ann's turn again
    assert w.game.current == 0 and w.view["my_turn"] and len(w.game.history) == 2
    assert any(line.startswith("Computer") for line in w.view["log"])
    assert_hidden(w)


def test_draw_fills_automatically_at_the_larger_choice():
    w = fresh()
    place_text(w, 1, "x=5")
    w.handle({"action": "submit"})
    assert w.view["phase"] == "draw" and w.view["draw_options"] == [0, 2]
    w.handle({"action": "draw_card", "pile": "digit"})
    assert w.game.current == 0 and w.view["phase"] == "draw"
    w.handle({"action": "draw_card", "pile": "operator"})
    assert w.game.current == 0 and w.view["phase"] == "play"  # the computer moved


def test_unplace_and_recall():
    w = fresh()
    place_text(w, 0, "5=2")
    assert w.handle({"action": "unplace", "position": 0})
    assert w.view["preview"] == {} and w.view["draft_equation"] is None
    place_text(w, 0, "5=2")
    assert w.handle({"action": "recall"}) and w.view["preview"] == {}
    assert not w.handle({"action": "unplace", "position": 1})  # the =: not a new card
    assert "placed this turn" in w.error


@pytest.mark.parametrize(
    "msg",
    [
        {"action": "place", "equation": 5, "gap": 0, "hand_index": 0},
        {"action": "place", "equation": 0, "gap": 9, "hand_index": 0},
        {"action": "place", "equation": 0, "gap": 0, "hand_index": 17},
        {"action": "place", "equation": "0", "gap": 0, "hand_index": 0},
        {"action": "place", "equation": True, "gap": 0, "hand_index": 0},
        {"action": "place", "equation": 0, "gap": 0},
        {"action": "place", "equation": 0, "gap": 0, "hand_index": 0, "extra": 1},
        {"action": "submit"},
        {"action": "lay", "pile": "digit", "side": "left"},
        {"action": "draw_card", "pile": "digit"},
        {"action": "draw_done"},
        {"action": "pass_card", "hand_index": 0},
        {"action": "cheat"},
        {"no": "action"},
        "submit",
        None,
    ],
)
def test_illegal_and_malformed_messages_change_nothing(msg):
    w = fresh()
    before = state(w)
    assert not w.handle(msg)
    assert w.error
    assert state(w) == before


def test_one_equation_per_turn_and_card_used_once():
    w = fresh()
    w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 0})
    before = state(w)
    assert not w.handle({"action": "place", "equation": 1, "gap": 0, "hand_index": 1})
    assert "one equation" in w.error
    assert not w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 0})
    assert "already" in w.error and state(w) == before
    assert w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 1})
    assert w.error == ""


def test_wrong_pile_and_side():
    w = fresh()
    place_text(w, 0, "5=2+3")
    w.handle({"action": "submit"})
    before = state(w)
    for msg in [{"action": "lay", "pile": "cards", "side": "left"},
                {"action": "lay", "pile": "digit", "side": "up"},
                {"action": "draw_card", "pile": "digit"}]:
        assert not w.handle(msg) and w.error
        assert state(w) == before


def test_hot_seat_pass_screen_hides_hands():
    w = PariWidget(players=["Ann", "Bob"], seed=30)
    assert w.view["hidden"] and w.view["hand"] == [] and w.viewer is None
    assert_hidden(w)
    before = state(w)
    assert not w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 0})
    assert "screen" in w.error and state(w) == before
    assert w.handle({"action": "ready"})
    assert not w.view["hidden"] and w.viewer == 0 and len(w.view["hand"]) == 6
    assert_hidden(w)
    place_text(w, 1, "x=5")
    w.handle({"action": "submit"})
    w.handle({"action": "draw_card", "pile": "digit"})
    w.handle({"action": "draw_card", "pile": "digit"})
    assert w.game.current == 1 and w.view["hidden"] and w.view["hand"] == []
    assert w.view["names"][1] == "Bob"
    assert_hidden(w)
    w.handle({"action": "ready"})
    assert w.viewer == 1 and [h["card"] for h in w.view["hand"]] == w.game.hands[1]
    assert_hidden(w)


def test_nothing_secret_is_sent_while_computers_move():
    w = fresh(players=["Ann", "computer:strong", "computer:greedy", "computer:beginner"], seed=4)
    seen = []

    def spy(change):
        seen.append(json.dumps(w.get_state(), default=str))
        for secret in secrets(w):
            assert secret not in seen[-1]

    w.observe(spy, names=["view"])
    for _ in range(3):
        if w.game.over:
            break
        hand = w.game.hands[0]
        w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": len(hand) - 1})
        w.handle({"action": "submit"})
        while w.view["phase"] == "lay" and w.game.current == 0:
            w.handle({"action": "lay", "pile": "digit", "side": "right"})
        if w.view["phase"] == "draw" and w.game.current == 0:
            for _ in range(max(w.view["draw_options"])):
                w.handle({"action": "draw_card", "pile": "digit"})
    assert len(seen) > 6  # every computer step updated the view
    assert len(w.game.history) >= 8


def test_computer_first_and_game_over_and_new_game():
    w = PariWidget(players=["computer:greedy", "computer:greedy"], seed=2)
    assert w.game.over and w.view["over"] and w.view["winners"]
    assert not w.handle({"action": "submit"}) and w.error
    assert w.handle({"action": "new_game"})
    assert w.game.over  # two computers play a new game to its end at once


def test_languages_and_bad_players():
    w = fresh(lang="de")
    assert w.view["names"][1] == "Computer" and w.view["levels"] == [None, "greedy"]
    assert w.session.news(0) == "Ann, du bist am Zug: lege Karten an eine Gleichung."
    assert w.messages["pari.play"] == "Ausspielen"
    w.lang = "nl"
    assert w.messages["pari.play"] == "Spelen"
    for players in (["Ann", "computer:genius"], ["Ann"]):
        with pytest.raises(ValueError):
            PariWidget(players=players)
    for players in (["Ann", 3], ["Ann", ""]):  # wrong types: a TypeError naming the seat
        with pytest.raises(TypeError, match="seat must be"):
            PariWidget(players=players)


def test_message_tables_have_the_same_keys():
    keys = [{k for k in table(lang) if k.startswith("pari.")} for lang in ("en", "de", "nl")]
    assert keys[0] == keys[1] == keys[2] and len(keys[0]) > 40


def test_pass_card_variant_in_the_widget():
    w = fresh(rules=Rules(pass_card=True))
    place_text(w, 1, "x=5")
    w.handle({"action": "submit"})
    w.handle({"action": "draw_done"})  # five cards in hand: drawing none is allowed
    assert w.view["phase"] == "pass" and w.game.current == 0
    assert not w.handle({"action": "pass_card", "hand_index": 99})
    card = w.game.hands[0][0]
    assert w.handle({"action": "pass_card", "hand_index": 0})
    assert w.game.current == 0 and card in "".join(w.game.moves)
    assert "pass " + card not in json.dumps(w.view["log"])


def test_the_preview_writes_the_signs_as_the_cards_print_them():
    w = fresh()
    place_text(w, 1, "3x6=8")  # seed 30: equation 2 is "x="
    p = w.view["preview"]
    assert not p["valid"] and "  3 × 6 = 18" in p["explanation"]
    assert not any(" x " in line for line in p["explanation"]), p["explanation"]
    assert w.handle({"action": "recall"})
    place_text(w, 1, "x=5")  # the reason names the sign as the card shows it
    assert w.view["preview"]["reason"].startswith("the left side may not start with ×")
