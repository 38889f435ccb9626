"""=Pari= for every student: plain-word log, announcements, the command line, new-game options."""

from __future__ import annotations

import json

import pytest
import traitlets

from summy_widget import PariWidget
from summy_widget.errors import GameError
from summy_widget.pari import Rules, Session
from summy_widget.pari.narrate import describe, spoken_row
from summy_widget.pari.players import ComputerPlayer


def fresh(lang="en", **kw):
    return PariWidget(players=["Ann", "computer:greedy"], seed=30, lang=lang, **kw)


def test_names_are_simple_and_levels_stand_apart():
    w = PariWidget(players=["Ann", "computer:beginner", "computer:strong"], seed=1)
    assert w.view["names"] == ["Ann", "Computer 1", "Computer 2"]
    assert w.view["levels"] == [None, "beginner", "strong"]


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "3 times 4 divided by 2 equals 6 minus 0 plus 0"),
    ("de", "3 mal 4 geteilt durch 2 gleich 6 minus 0 plus 0"),
    ("nl", "3 keer 4 gedeeld door 2 is 6 min 0 plus 0"),
])
def test_rows_are_read_in_words(lang, words):
    assert spoken_row("3x4:2=6-0+0", lang) == words


def test_the_log_is_in_plain_words_and_keeps_drawn_and_passed_cards_secret():
    w = PariWidget(players=["Ann", "computer:greedy"], seed=30, rules=Rules(pass_card=True))
    w.handle({"action": "place", "equation": 1, "gap": 2, "hand_index": 0})
    w.handle({"action": "submit"})
    w.handle({"action": "draw_card", "pile": "digit"})
    w.handle({"action": "draw_card", "pile": "operator"})
    assert w.view["phase"] == "pass"
    w.handle({"action": "pass_card", "hand_index": 0})
    log = w.view["log"]
    assert log[:3] == ["Ann laid 1 card into equation 2: ×=5 (not correct, no points)",
                       "Ann drew 2 cards: 1 digit, 1 operator", "Ann gave a card to Computer"]
    assert all("#" not in line for line in log)
    events = w.view["events"]
    assert [e["kind"] for e in events[:3]] == ["play", "draw", "pass"]
    assert events[0]["rows"][1] == "x=5" and events[0]["new"] == [2] and not events[0]["computer"]
    assert any(e["computer"] for e in events[3:])
    # what was drawn or passed never appears in an event
    for e in events:
        assert set(e) == {"n", "seat", "kind", "computer", "equation", "rows", "new", "before",
                          "text", "said"}
        assert set(e["before"]) == {"scores", "hand_sizes", "piles", "discards", "ending"}
    assert [e["n"] for e in events] == sorted({e["n"] for e in events})


def test_a_card_passed_to_the_viewer_names_the_event_that_passed_it():
    w = PariWidget(players=["Ann", "computer:greedy"], seed=30, rules=Rules(pass_card=True))
    assert all("arrives" not in c for c in w.view["hand"])
    for message in ({"action": "place", "equation": 1, "gap": 2, "hand_index": 0},
                    {"action": "submit"}, {"action": "draw_card", "pile": "digit"},
                    {"action": "draw_card", "pile": "operator"},
                    {"action": "pass_card", "hand_index": 0}):
        w.handle(message)
    passed = [e for e in w.view["events"] if e["kind"] == "pass" and e["computer"]]
    assert len(passed) == 1
    hand = w.view["hand"]
    # the computer's card joined the end of Ann's hand; her own cards arrived before
    assert hand[-1]["arrives"] == passed[0]["n"]
    assert all("arrives" not in c for c in hand[:-1])
    # once Ann acts again, the card is simply hers
    w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 0})
    w.handle({"action": "submit"})
    assert all("arrives" not in c for c in w.view["hand"])


def test_a_computer_play_is_described_with_its_points():
    event = {"kind": "play", "name": "Computer", "equation": 1, "row": "12=3x4", "points": 3,
             "valid": True, "added": 3}
    assert describe(event, "nl") == "Computer maakte vergelijking 2 kloppend: 12=3×4, 3 punten"
    assert describe(event, "en", spoken=True).endswith("12 equals 3 times 4, 3 points")


def test_announcements_preview_error_turn_and_repeats():
    w = fresh()
    n = w.view["said"]["n"]
    w.handle({"action": "place", "equation": 1, "gap": 2, "hand_index": 0})
    said = w.view["said"]
    assert said["n"] == n + 1
    assert said["text"].startswith("Equation 2: times equals 5. Not correct yet:")
    for k in (2, 3):  # the same refusal twice is announced twice (a new number each time)
        assert not w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 1})
        assert w.view["said"] == {"n": n + k, "text": w.error}
    w.handle({"action": "submit"})
    assert w.view["said"]["text"].endswith("Ann, your turn: draw 2 cards, or none as you hold "
                                           "5 already; choose a draw pile for each card.")
    w.handle({"action": "draw_done"})  # no card: the hand holds 5
    text = w.view["said"]["text"]
    assert text.startswith("Ann drew no card. Computer ")
    assert text.endswith("Ann, your turn: lay cards into one equation.")


def test_end_of_game_is_announced():
    s = Session(["computer:greedy", "computer:beginner"], seed=1)
    s.say(s.news(len(s.log) - 1))
    assert s.game.over and "The game is over. Winner: Computer 1!" in s.said["text"]


def test_command_line_plays_a_turn_in_english():
    w = fresh()
    w.handle({"action": "command", "text": "hand"})
    assert w.view["said"]["text"] == "Your cards: 5, 8, 3, 6, plus, times."
    w.handle({"action": "command", "text": "read"})
    assert w.view["said"]["text"] == ("Equation 1: equals 2. Cards: 1 equals, 2 2. "
                                      "Equation 2: times equals. Cards: 1 times, 2 equals.")
    assert w.handle({"action": "command", "text": "put times equation 1 position 1"})
    assert w.view["rows"][0][0] == {"card": "x", "new": True}
    assert w.handle({"action": "command", "text": "take all"})
    assert w.view["draft_equation"] is None
    assert w.handle({"action": "command", "text": "put 5 #2 3"})
    w.handle({"action": "command", "text": "read equation 2"})
    assert w.view["said"]["text"].endswith("3 5 (placed this turn).")
    assert w.handle({"action": "command", "text": "play"})
    assert w.handle({"action": "command", "text": "draw digit operator"})
    assert w.game.moves[:2] == ["#2 x=5", "draw digit operator"]
    assert w.game.current == 0 and w.view["phase"] == "play"
    w.handle({"action": "command", "text": "last"})
    assert w.view["said"]["text"].startswith("Computer ")
    w.handle({"action": "command", "text": "score"})
    assert w.view["said"]["text"].startswith("Ann 0 points, Computer 0 points.")
    w.handle({"action": "command", "text": "hint"})
    assert w.view["said"]["text"].startswith("Hint")
    w.handle({"action": "command", "text": "help"})
    assert "put 7 equation 2 position 3" in w.view["said"]["text"]


def test_command_line_in_german_and_dutch():
    w = fresh("de")
    assert w.handle({"action": "command", "text": "lege 5 gleichung 2 stelle 3"})
    assert w.handle({"action": "command", "text": "spiele"})
    assert w.handle({"action": "command", "text": "ziehe ziffer rechenzeichen"})
    assert w.game.moves[:2] == ["#2 x=5", "draw digit operator"]
    w = fresh("nl")
    w.handle({"action": "command", "text": "hand"})
    assert w.view["said"]["text"] == "Je kaarten: 5, 8, 3, 6, plus, keer."
    assert w.handle({"action": "command", "text": "leg keer vergelijking 1 plek 1"})
    assert w.view["rows"][0][0]["card"] == "x"


@pytest.mark.parametrize(("lang", "text", "row", "spoken", "play"), [
    ("en", "#1 5=2+3", "5=2+3", "Equation 1: 5 equals 2 plus 3. Correct: 2 points.", "play"),
    ("en", "# 1  5 = 2 × 3", "5=2x3", "Equation 1: 5 equals 2 times 3. Not correct yet:",
     "play"),
    ("de", "#1 5=2+3", "5=2+3", "Gleichung 1: 5 gleich 2 plus 3. Richtig: 2 Punkte.", "spiele"),
    ("nl", "#2 3x=5", "3x=5", "Vergelijking 2: 3 keer is 5. Nog niet goed:", "speel"),
])
def test_command_line_lays_a_whole_row_as_the_record_writes_it(lang, text, row, spoken, play):
    w = fresh(lang)
    assert w.handle({"action": "command", "text": "put 6 equation 2 position 1"})
    assert w.handle({"action": "command", "text": text})  # the 6 laid before goes back
    assert w.view["said"]["text"].startswith(spoken)
    equation = int(text.replace(" ", "")[1]) - 1
    assert "".join(c["card"] for c in w.view["rows"][equation]) == row
    assert sorted(c["card"] for c in w.view["hand"] if c["used"]) == sorted(
        c["card"] for c in w.view["rows"][equation] if c["new"])
    assert w.view["rows"][1 - equation] == fresh(lang).view["rows"][1 - equation]
    assert not w.game.moves  # laid, not played
    assert w.handle({"action": "command", "text": play})
    assert w.game.moves[0] == f"#{equation + 1} {row}"


def test_help_names_the_whole_row_in_each_language():
    for lang, words in (("en", "#1 5=2+3 (a whole equation at once)"),
                        ("de", "#1 5=2+3 (eine ganze Gleichung auf einmal)"),
                        ("nl", "#1 5=2+3 (een hele vergelijking in één keer)")):
        w = fresh(lang)
        w.handle({"action": "command", "text": "help" if lang == "en" else "?"})
        assert words in w.view["said"]["text"]


@pytest.mark.parametrize(("text", "words"), [
    ("dance", "'dance' is not a command"),
    ("2 x=5", "'2 x=5' is not a command: try read, hand, put"),  # the line as typed
    ("#1 9=2+7", "the new row 9=2+7 adds 9, but Ann holds no 9 (the hand is 5 8 3 6 + x)"),
    ("#1 55=2", "adds 5 2 times, but Ann holds only 1 5"),
    ("#1 2=5+3", "does not keep the cards =2 of equation #1 in their order"),
    ("#1 =2", "the new row =2 adds no card: play at least one card"),
    ("#2 x=5=5", "must keep exactly one =, the = of equation #2"),
    ("#3 5=5", "there is no equation #3: the column has #1 to #2"),
    ("#0 5=5", "equation numbers start at 1, not 0"),
    ("#1 5=2?3", "'?' is not a card"),
    ("", "type a command"),
    ("put 7 equation 2 position 3", "you have no 7 card in your hand"),
    ("put 5 equation two", "write it like this: put 7 equation 2 position 3"),
    ("put banana 1 1", "'banana' is not a card"),
    ("lay digit up", "'up' is not one of: left, right"),
    ("lay digit left", "first play cards into an equation"),
    ("read equation 9", "there is no equation 9"),
    ("take 1", "only a card placed this turn"),
])
def test_bad_commands_are_named_and_change_nothing(text, words):
    w = fresh()
    before = w.game.to_json(), w.view["rows"], w.view["hand"]
    assert not w.handle({"action": "command", "text": text})
    assert words in w.error and w.view["said"]["text"] == w.error
    assert (w.game.to_json(), w.view["rows"], w.view["hand"]) == before
    assert not w.handle({"action": "command", "text": 7})
    assert "text must be" in w.error


def test_new_game_with_options_is_undoable():
    w = fresh()
    w.handle({"action": "place", "equation": 1, "gap": 2, "hand_index": 0})
    w.handle({"action": "submit"})
    old = w.game.to_json()
    assert w.view["in_progress"] and not w.view["can_restore"]
    assert w.handle({"action": "new_game", "options": {"paid_moves": True, "think_seconds": 60,
                                                       "pass_card": False, "beginners": True}})
    assert w.game.rules.paid_moves and w.game.rules.think_seconds == 60
    assert w.game.rules.beginners and w.view["rules"]["think_seconds"] == 60
    timer = w.view["timer"]
    assert w.view["can_restore"] and timer["seconds"] == 60
    assert 55_000 < timer["left_ms"] <= 60_000  # the clock started with the new game
    assert w.view["target"] == 20
    assert w.handle({"action": "restore_game"})
    assert w.game.to_json() == old and w.view["phase"] == "draw" and not w.view["can_restore"]
    assert not w.handle({"action": "restore_game"}) and "no earlier game" in w.error


def test_a_card_already_laid_is_named_as_laid_not_as_missing():
    w = fresh()
    assert w.handle({"action": "command", "text": "put 5 equation 2 position 3"})
    before = w.game.to_json(), w.view["rows"], w.view["hand"]
    assert not w.handle({"action": "command", "text": "put 5 equation 2 position 1"})
    assert "you have already laid your 5 card this turn" in w.error
    assert "press it in the equation to take it back" in w.error
    assert (w.game.to_json(), w.view["rows"], w.view["hand"]) == before


@pytest.mark.parametrize(("options", "words"), [
    ({"colour": "red"}, "'colour' is not an option of a new game"),
    ({"think_seconds": "60"}, "the option 'timer per turn' cannot be '60'"),
    ({"think_seconds": True}, "the option 'timer per turn' cannot be True"),
    ({"paid_moves": 1}, "the option 'paid moves' cannot be 1"),
    ({"think_seconds": 0}, "the option 'timer per turn' cannot be 0"),
    (["paid_moves"], "a table of names and values"),
])
def test_bad_new_game_options_are_refused(options, words):
    w = fresh()
    before = w.game.to_json()
    assert not w.handle({"action": "new_game", "options": options})
    assert words in w.error and w.game.to_json() == before and not w.view["can_restore"]


def test_speed_is_checked():
    w = fresh(speed="fast")
    assert w.speed == "fast" and "speed" in w.keys
    with pytest.raises(traitlets.TraitError):
        w.speed = "warp"


def test_nothing_hidden_in_events_said_or_log():
    w = PariWidget(players=["Ann", "Ben"], seed=3)
    w.handle({"action": "ready"})
    text = json.dumps(w.get_state(), default=str)
    assert json.dumps(w.game.hands[1]) not in text
    with pytest.raises(GameError):
        w.session.command("pass 7")


def test_a_commands_answer_is_shown_under_the_command_line_till_the_turn_changes():
    """The answer stands under the command line for the seat that asked, till the turn is over
    (in a hot seat the next player never sees "Your cards: ..." of the one before); a refused
    command answers there too, marked refused, in the error's words."""
    w = PariWidget(players=["Ann", "Ben"], seed=3)
    w.handle({"action": "ready"})
    first = w.view["current"]
    w.handle({"action": "command", "text": "hand"})
    said = w.view["answer"]
    assert said == {"text": w.view["said"]["text"], "refused": False, "seat": first, "n": 1}
    assert said["text"].startswith("Your cards: ")
    assert not w.handle({"action": "command", "text": "dance"})
    assert w.view["answer"] == {"text": w.error, "refused": True, "seat": first, "n": 2}
    assert "'dance' is not a command" in w.error
    w.handle({"action": "command", "text": "hand"})
    computer = ComputerPlayer("greedy")
    while w.game.current == first:  # the turn played out: the answer goes with it
        w.session.act(computer.choose(w.game))
    assert w.session.pass_screen and w.session.view()["answer"] == {}
    w.handle({"action": "ready"})
    assert w.view["current"] == 1 - first and w.view["answer"] == {}
    assert said["text"] not in json.dumps(w.get_state(), default=str)


def test_paid_moves_by_command():
    w = PariWidget(players=["Ann", "computer:greedy"], seed=30, rules=Rules(paid_moves=True))
    assert not w.handle({"action": "command", "text": "move 1 2 to 1 1"})
    assert "moving a card costs 1 point, but Ann has 0" in w.error
    w.session.game.scores[0] = 5  # as if Ann had scored
    assert w.handle({"action": "command", "text": "move 1 2 to 1 1"})
    assert w.game.rows[0] == "2=" and w.game.scores[0] == 4
    assert w.view["log"][-1] == "Ann moved a card to equation 1 (paid 1 point)"
    assert w.handle({"action": "command", "text": "cover 1 1 with 8"})
    assert w.game.rows[0] == "8=" and w.game.scores[0] == 2
    assert w.view["log"][-1] == "Ann covered a card of equation 1 with 8 (paid 2 points)"
    assert not w.handle({"action": "command", "text": "cover 1 1"})
    assert "cover 1 3 with 7" in w.error


def test_each_event_carries_the_public_numbers_from_before_it():
    """The front end shows a computer's turn step by step with the screen as it was before
    that turn: each event says the scores and counts from just before it (public only)."""
    from summy_widget.pari import get_player

    s = Session(["You", "computer:greedy"], seed=22, rules=Rules(target=5))
    me = get_player("greedy")
    s.act(me.choose(s.game, 0))
    before = s.view()
    s.act(me.choose(s.game, 0))  # You draw; the computer answers with 9 points and wins
    v = s.view()
    events = v["events"]
    computer = [e for e in events if e["computer"]]
    assert [e["kind"] for e in computer] == ["play", "lay", "draw"] and v["over"]
    assert computer[0]["before"]["scores"] == [0, 0] and v["scores"] == [0, 9]
    assert computer[1]["before"]["scores"] == [0, 9]
    # the draw of You and the computer's play: what the screen showed just before each
    assert events[-4]["before"]["hand_sizes"] == before["hand_sizes"]
    assert events[-4]["before"]["piles"] == before["piles"]
    assert computer[0]["before"]["hand_sizes"] == [7, 6]
    # the very first event's "before" is the deal
    first = Session(["computer:greedy", "You"], seed=22).view()["events"][0]["before"]
    assert first["scores"] == [0, 0] and first["hand_sizes"] == [6, 6]
    assert first["discards"] == {"digit": 0, "operator": 0}
