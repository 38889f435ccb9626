"""The Summa Summarum widget driven by the messages its front end sends."""

from __future__ import annotations

import json

import pytest

from summy_widget import SummaWidget
from summy_widget.summa import ComputerPlayer, best_score

SETUP = [[0, 0], [1, 2], [2, 4], [5, 1]]  # A1 C2 E3 B6


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def view(w):
    """Everything the front end sees."""
    return json.dumps(w.get_state(), sort_keys=True, default=str)


def game_state(w):
    return (w.game.to_json(), w.stage, w.current, tuple(map(tuple, w.pending)),
            tuple(m["name"] for m in w.marks))


def make(players=("Ann",), seconds=None, **kw):
    return SummaWidget(players=list(players), seed=kw.pop("seed", 4), seconds=seconds, **kw)


def blacken(w):
    for cell in SETUP:
        assert w.handle({"action": "toggle_black", "cell": cell}), w.error
    assert w.handle({"action": "confirm_black"}), w.error


def place_round(w):
    empties = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for die in range(4):
        assert w.handle({"action": "place", "die": die, "cell": list(empties[die])}), w.error
    assert w.handle({"action": "done"}), w.error


def to_scoring(w):
    blacken(w)
    while w.stage == "place":
        place_round(w)
    assert w.stage == "across"


# -- legal play ---------------------------------------------------------------------------------

def test_setup_with_live_check_then_dice():
    w = make()
    assert w.stage == "black" and w.phase == "setup" and w.dice == []
    w.handle({"action": "toggle_black", "cell": [0, 0]})
    # not done yet and nothing wrong: a next step ("open"), not a mistake
    assert w.preview == {"ok": False, "open": True, "text": "Choose 3 more cells to blacken"}
    w.handle({"action": "toggle_black", "cell": [1, 1]})
    assert "open" not in w.preview  # A1 and B2 touch: that is a mistake
    w.handle({"action": "toggle_black", "cell": [3, 3]})
    w.handle({"action": "toggle_black", "cell": [5, 5]})
    assert w.preview["ok"] is False and "A1 and B2 touch at a corner" in w.preview["text"]
    assert not w.handle({"action": "confirm_black"})
    assert "corner" in w.error and w.phase == "setup"
    w.handle({"action": "toggle_black", "cell": [1, 1]})  # take B2 back
    w.handle({"action": "toggle_black", "cell": [1, 2]})
    assert w.preview["ok"] is True
    assert w.handle({"action": "confirm_black"})
    assert w.error == "" and w.phase == "placing" and w.stage == "place"
    assert [d["symbol"] for d in w.dice] == list(w.game.dice)
    assert w.sheet[0][0] == "#"


def test_click_dice_into_cells_then_done_starts_the_next_round():
    w = make()
    blacken(w)
    dice = list(w.game.dice)
    assert w.handle({"action": "place", "die": 2, "cell": [3, 3]})
    assert w.sheet[3][3] == dice[2] and w.dice[2]["used"]
    assert w.game.grids[0][3, 3] == "."  # not written until done
    assert w.handle({"action": "unplace", "cell": [3, 3]})
    assert w.sheet[3][3] == "." and not w.dice[2]["used"]
    for die, cell in enumerate([[0, 1], [0, 2], [0, 3], [0, 4]]):
        w.handle({"action": "place", "die": die, "cell": cell})
    assert w.handle({"action": "done"})
    assert w.round == 2
    assert w.game.grids[0].row(0) == "#" + "".join(dice) + "."


def test_cells_may_be_named_too():
    w = make()
    blacken(w)
    assert w.handle({"action": "place", "die": 0, "cell": "D4"})
    assert w.pending == [[3, 3, 0]]


def test_whole_game_with_a_computer_and_best_view():
    w = make(players=("Ann", "computer"))
    assert [p["computer"] for p in w.players] == [False, True]
    to_scoring(w)
    grid = w.game.grids[0]
    best = best_score(grid)
    assert w.handle({"action": "show_best"})
    assert w.best["total"] == best.total
    assert any("across" in line or "row" in line for line in w.best["text"])
    assert w.best["why"]
    assert w.handle({"action": "use_best"})
    assert sum(m["value"] for m in w.marks) == best.across
    assert w.line_scores["total"] == best.across
    assert w.handle({"action": "confirm"})
    assert w.stage == "down"
    # the sheet now shows the cells cancelled in the rows as black
    cancelled = best.cancelled_across
    assert all(w.sheet[r][c] == "#" for r, c in cancelled)
    assert w.handle({"action": "use_best"})
    assert w.handle({"action": "confirm"})
    assert w.phase == "over" and w.stage == "over"
    table = {r["name"]: r for r in w.results}
    assert table["Ann"]["total"] == best.total
    assert len(w.results) == 2 and any(r["winner"] for r in w.results)
    assert w.note and w.explanation


def test_marking_groups_with_live_value_and_reasons():
    w = make()
    to_scoring(w)
    from summy_widget.summa import roman_value

    # a valid two-symbol group and an invalid one in the sheet
    sheet = w.game.grids[0]
    pairs = [(r, c) for r in range(6) for c in range(5)
             if "#" not in sheet.row(r)[c:c + 2] and roman_value(sheet.row(r)[c:c + 2])]
    bad = [(r, c) for r in range(6) for c in range(5)
           if "#" not in sheet.row(r)[c:c + 2] and not roman_value(sheet.row(r)[c:c + 2])]
    r, c = pairs[0]
    assert w.handle({"action": "mark", "first": [r, c], "last": [r, c + 1]})
    assert w.preview["ok"] and str(roman_value(sheet.row(r)[c:c + 2])) in w.preview["text"]
    assert w.line_scores["rows"][r] == roman_value(sheet.row(r)[c:c + 2])
    before = game_state(w)
    # overlapping the same cells again
    assert not w.handle({"action": "mark", "first": [r, c], "last": [r, c + 1]})
    assert "overlap" in w.error and game_state(w) == before
    if bad:
        br, bc = bad[0]
        assert not w.handle({"action": "mark", "first": [br, bc], "last": [br, bc + 1]})
        assert "not a valid Roman numeral" in w.error and not w.preview["ok"]
        assert game_state(w) == before
    # a single symbol is too short
    assert not w.handle({"action": "mark", "first": [r, c], "last": [r, c]})
    # a column group while scoring rows
    assert not w.handle({"action": "mark", "first": [0, 1], "last": [2, 1]})
    assert "not inside one row" in w.error
    name = w.marks[0]["name"]
    assert w.handle({"action": "unmark", "name": name})
    assert w.marks == []


def pass_to(w, seat):
    """Hot seat: the pass screen names the next person, who says they are ready."""
    assert w.stage == "pass" and w.pass_screen and w.current == seat
    assert w.players[seat]["name"] in w.note
    assert w.dice == [] and w.pending == []
    assert not w.handle({"action": "place", "die": 0, "cell": [1, 1]})
    assert w.handle({"action": "ready"}), w.error
    assert not w.pass_screen


def test_hot_seat_two_people_take_turns_on_the_same_roll():
    # changed with issue 12: a pass screen between two people at one screen
    w = make(players=("Ann", "Ben"))
    blacken(w)
    pass_to(w, 1)
    assert w.current == 1 and w.stage == "black"
    assert w.sheets[0] == ["......"] * 6  # Ann's black cells stay hidden from Ben
    blacken(w)
    pass_to(w, 0)
    assert w.current == 0 and w.stage == "place"
    dice = list(w.game.dice)
    place_round(w)
    pass_to(w, 1)
    assert w.current == 1 and w.round == 1
    assert [d["symbol"] for d in w.dice] == dice and not any(d["used"] for d in w.dice)
    assert w.sheets[0][0][1:5] == "...."  # Ann's symbols of this round stay hidden from Ben
    place_round(w)
    pass_to(w, 0)
    assert w.current == 0 and w.round == 2


def test_timer_time_up_fills_in_reading_order():
    clock = Clock()
    w = make(seconds=60, clock=clock)
    blacken(w)
    assert w.timer["seconds"] == 60
    dice = list(w.game.dice)
    w.handle({"action": "place", "die": 1, "cell": [5, 5]})
    clock.now += 30
    assert not w.handle({"action": "time_up"})
    assert "not up yet" in w.error and w.round == 1
    clock.now += 31
    turn = w.timer["turn"]
    assert w.handle({"action": "time_up"}), w.error
    grid = w.game.grids[0]
    assert grid["F6"] == dice[1]
    assert (grid["B1"], grid["C1"], grid["D1"]) == (dice[0], dice[2], dice[3])
    assert w.round == 2 and w.timer["turn"] == turn + 1
    assert "B1" in w.log[-1]


def test_no_timer_refuses_time_up():
    w = make(seconds=None)
    blacken(w)
    assert w.timer["seconds"] is None
    assert not w.handle({"action": "time_up"})
    assert "no timer" in w.error


# -- illegal, malformed and out-of-turn messages ---------------------------------------------

@pytest.mark.parametrize(
    "message, fragment",
    [
        ({"action": "place", "die": 0, "cell": [9, 9]}, "row 10, column J is not on the sheet"),
        ({"action": "place", "die": 0, "cell": "Z1"}, "Z1 is not a cell"),
        ({"action": "place", "die": 7, "cell": [2, 2]}, "there is no die 8"),
        ({"action": "place", "die": "0", "cell": [2, 2]}, "not a die"),
        ({"action": "place", "die": 0, "cell": [0, 0]}, "A1 is a black cell"),
        ({"action": "place", "die": 0}, "missing or unknown fields"),
        ({"action": "place", "die": 0, "cell": [1, 1], "extra": 1}, "missing or unknown"),
        ({"action": "done"}, "write all 4 symbols first"),
        ({"action": "unplace", "cell": [4, 4]}, "holds no symbol"),
        ({"action": "confirm_black"}, "not now"),
        ({"action": "toggle_black", "cell": [1, 1]}, "not now"),
        ({"action": "mark", "first": [0, 1], "last": [0, 2]}, "not now"),
        ({"action": "confirm"}, "not now"),
        ({"action": "fly"}, "unknown action"),
        ({"action": 3}, "should not send"),
        ({"cell": [1, 1]}, "should not send"),
        ("place", "should not send"),
        (None, "should not send"),
    ],
)
def test_bad_messages_change_nothing(message, fragment):
    w = make()
    blacken(w)
    w.handle({"action": "place", "die": 1, "cell": [2, 2]})
    before, seen = game_state(w), view(w)
    assert not w.handle(message)
    assert w.error and fragment in w.error
    assert game_state(w) == before
    state = json.loads(view(w))
    old = json.loads(seen)
    state.pop("error"), old.pop("error")
    state.pop("preview"), old.pop("preview")
    assert state == old
    assert w.handle({"action": "unplace", "cell": [2, 2]}) and w.error == ""


def test_same_die_twice_is_refused():
    w = make()
    blacken(w)
    assert w.handle({"action": "place", "die": 0, "cell": [1, 1]})
    assert not w.handle({"action": "place", "die": 0, "cell": [1, 3]})
    assert "already written this round" in w.error and len(w.pending) == 1


def test_errors_in_german_and_dutch():
    w = make(lang="de")
    blacken(w)
    assert not w.handle({"action": "place", "die": 0, "cell": [0, 0]})
    assert "ist ein schwarzes Kästchen" in w.error
    w.lang = "nl"
    assert not w.handle({"action": "place", "die": 0, "cell": [0, 0]})
    assert "is een zwart vakje" in w.error
    assert "ronde" in w.note


def test_new_game_starts_over():
    w = make()
    blacken(w)
    assert w.handle({"action": "new_game"})
    assert w.phase == "setup" and w.round == 0 and w.game.moves == []


def test_new_game_during_a_game_can_be_brought_back_once():
    w = make(["Ann", "computer"], practice=True)
    blacken(w)
    place_round(w)
    assert w.handle({"action": "hint_step"}), w.error
    before, log, hints = w.game.to_json(), list(w.log), w.session.hints_used[:]
    assert not w.can_restore
    assert w.handle({"action": "new_game"}), w.error
    assert w.phase == "setup" and w.can_restore and w.log == []
    assert w.handle({"action": "restore_game"}), w.error
    assert w.game.to_json() == before and w.log == log and w.session.hints_used == hints
    assert (w.stage, w.round, w.can_restore, w.can_undo) == ("place", 2, False, True)
    place_round(w)  # the game goes on where it stood
    assert w.round == 3


def test_restore_without_an_earlier_game_is_refused_in_words_and_changes_nothing():
    w = make(lang="de")
    blacken(w)
    before = w.game.to_json()
    assert not w.handle({"action": "restore_game"})
    assert w.error == "es gibt kein früheres Spiel zum Zurückholen"
    assert w.game.to_json() == before and not w.can_restore
    assert w.handle({"action": "new_game"}) and w.handle({"action": "restore_game"})
    assert not w.handle({"action": "restore_game"})  # once only
    assert w.game.to_json() == before


def test_a_finished_game_is_not_kept_by_new_game():
    w = make()
    to_scoring(w)
    for _ in range(2):
        assert w.handle({"action": "use_best"}) and w.handle({"action": "confirm"}), w.error
    assert w.stage == "over"
    assert w.handle({"action": "new_game"}), w.error
    assert w.phase == "setup" and not w.can_restore


def test_in_hot_seat_the_game_brought_back_starts_behind_the_pass_screen():
    w = make(["Ann", "Ben"])
    blacken(w)
    assert w.pass_screen and w.handle({"action": "ready"})
    blacken(w)
    assert w.handle({"action": "new_game"}) and w.handle({"action": "restore_game"}), w.error
    assert w.pass_screen and w.sheets[0] == w.sheets[1] == ["......"] * 6


def test_widget_rejects_bad_construction():
    with pytest.raises(ValueError):
        SummaWidget(players=[], seed=1)
    with pytest.raises(ValueError):
        SummaWidget(players=["Ann"], seconds=0)
    with pytest.raises(ValueError):
        SummaWidget(players=["Ann"], min_length=0)
    with pytest.raises(ValueError):
        SummaWidget(players=["Ann"], lang="fr")


# -- hidden information -------------------------------------------------------------------------

def test_future_dice_and_the_generator_never_reach_the_browser():
    seed = 987654321
    sent = []
    w = SummaWidget(players=["Ann", ComputerPlayer(seed=3)], seed=seed, seconds=None)
    w.send = lambda content, buffers=None: sent.append(content)  # every custom message
    rng_state = json.dumps(w.game._rng.getstate()[1][:4])[1:-1]
    blacken(w)
    shown = []
    while w.stage == "place":
        state = w.get_state()
        text = json.dumps(state, default=str)
        assert str(seed) not in text and rng_state not in text
        assert not set(state) & {"seed", "game", "rolls", "record", "_rng"}
        # the only dice in view are the current roll
        assert [d["symbol"] for d in state["dice"]] == list(w.game.dice)
        assert w.game.rolls[-1] == w.game.dice
        shown.append(tuple(d["symbol"] for d in state["dice"]))
        place_round(w)
    assert shown == w.game.rolls  # one roll per round, each seen only once rolled
    assert all(str(seed) not in json.dumps(m, default=str) for m in sent)
    assert all("dice" not in json.dumps(m, default=str) for m in sent)


def test_synced_traits_are_only_the_view():
    w = make(players=("Ann", "computer"))
    keys = set(w.get_state())
    assert {"sheet", "dice", "players", "stage"} <= keys
    assert not keys & {"game", "seed", "clock", "rolls", "record"}


@pytest.mark.parametrize(("lang", "said"), [("en", "in reading order"), ("de", "stark"),
                                            ("nl", "gulzig")])
def test_the_table_names_each_computers_level_in_the_pupils_language(lang, said):
    level = {"en": "reading", "de": "strong", "nl": "greedy"}[lang]
    w = SummaWidget(players=["Ann", f"computer:{level}", "computer:beginner"], seed=3,
                    seconds=None, lang=lang)
    assert [p["level"] for p in w.players] == [None, level, "beginner"]
    assert w.t(f"summa.level.{level}") == said
    assert w.t("summa.level.beginner") == {"en": "beginner", "de": "Anfänger", "nl": "beginner"
                                           }[lang]


def test_every_computer_level_has_words_in_every_language():
    from summy_widget.summa.players import LEVELS

    for lang in ("en", "de", "nl"):
        w = SummaWidget(players=["Ann"], seed=1, seconds=None, lang=lang)
        for level in LEVELS:
            assert w.t(f"summa.level.{level}") != f"summa.level.{level}", (lang, level)
