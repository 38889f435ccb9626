"""SummyWidget driven with the messages its front end sends (no browser)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
import traitlets

from summy_widget import SummyWidget, i18n, summy
from summy_widget.summy.movegen import legal_moves


def ready(seed: int = 4, **kwargs: Any) -> SummyWidget:
    w = SummyWidget(seed=seed, **kwargs)
    assert w.handle({"action": "ready"}), w.error
    return w


def best_move(w: SummyWidget) -> tuple[dict[str, str], str, int]:
    """The best legal move for the player to move, as front-end placements."""
    moves = legal_moves(w.game.board, "".join(w.game.rack()), w.game.rules)
    assert moves, "the test needs a seed whose first rack has a legal move"
    m = max(moves, key=lambda m: (m.score, str(m.move)))
    return {summy.cell_name(*c): s for c, s in m.move.placements}, str(m.move), m.score


def illegal_placements(w: SummyWidget) -> dict[str, str]:
    """One rack tile beside the centre: never a correct sum on its own."""
    return {"L13": w.game.rack()[0]}


def snapshot(w: SummyWidget) -> tuple:
    g = w.game
    return (g.to_json(), g.board.to_text(), [g.rack(i) for i in range(len(g.players))],
            g.bag_count, g.current)


# -- starting -----------------------------------------------------------------------------


def test_default_widget_starts_hidden_and_shows_the_start_board():
    w = SummyWidget()
    assert isinstance(w.game, summy.Game)
    assert w.board[12][12] == "="
    assert len(w.board) == 25 and all(len(row) == 25 for row in w.board)
    assert w.phase == "pass" and w.rack == [] and w.rack_owner == -1
    # hot seat: the default names are numbered, so the pass screen never reads "... to You"
    assert [p["name"] for p in w.players] == ["Player 1", "Player 2"]
    assert w.bag_count == 110 and w.history == []


def test_ready_shows_the_rack_of_the_player_to_move():
    w = ready()
    assert w.phase == "play" and w.rack_owner == 0
    assert Counter(w.rack) == Counter(w.game.rack(0))


def test_seed_rules_and_players_arguments():
    w = SummyWidget(seed=5, rules={"exact_division": True}, players=("Ann", "Bo", "Cy"))
    assert w.game.seed == 5 and w.game.rules.exact_division and w.game.rules.players == 3
    assert [p["name"] for p in w.players] == ["Ann", "Bo", "Cy"]
    with pytest.raises(ValueError):
        SummyWidget(opponent="robot")
    with pytest.raises(ValueError):
        SummyWidget(lang="fr")


def test_default_names_follow_the_language():
    assert [p["name"] for p in SummyWidget(seed=1, lang="de").players] == ["Spieler 1",
                                                                            "Spieler 2"]
    assert [p["name"] for p in SummyWidget(seed=1, lang="nl").players] == ["Speler 1",
                                                                            "Speler 2"]
    assert [p["name"] for p in SummyWidget(seed=1, lang="nl", opponent="computer").players] == [
        "Jij", "Computer"]


def test_computer_opponent_answers_after_the_human_turn():
    w = SummyWidget(seed=4, opponent="computer", practice=True)
    assert w.phase == "play" and w.rack_owner == 0  # no pass screen against the computer
    assert [p["computer"] for p in w.players] == [False, True]
    placements, text, _ = best_move(w)
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
    assert [t["player"] for t in w.history] == [0, 1] and w.history[0]["text"] == text
    assert w.current == 0 and w.phase == "play"
    assert Counter(w.rack) == Counter(w.game.rack(0))
    _assert_hidden(w.get_state(), w, 0)  # the computer's rack is never synced
    assert w.handle({"action": "undo"})  # takes back the computer's turn and the human's
    assert w.history == [] and w.current == 0
    with pytest.raises(ValueError):
        SummyWidget(opponent="computer", level="genius")


# -- preview and submit ------------------------------------------------------------------


def test_preview_of_a_legal_move_gives_its_score_from_the_engine():
    w = ready()
    placements, text, score = best_move(w)
    before = snapshot(w)
    assert w.handle({"action": "preview", "placements": placements, "player": 0, "turn": 0})
    assert w.preview["legal"] is True
    assert w.preview["score"] == score and w.preview["move"] == text
    assert text in w.preview["reason"] and str(score) in w.preview["reason"]
    assert snapshot(w) == before  # a preview changes nothing


def test_preview_of_an_illegal_move_says_why_in_words():
    w = ready()
    assert w.handle({"action": "preview", "placements": illegal_placements(w)})
    assert w.preview["legal"] is False and w.preview["code"] == "not-a-sum"
    assert "is not a correct sum" in w.preview["reason"]
    assert w.error == ""


def test_preview_reasons_are_translated():
    w = ready(lang="de")
    w.handle({"action": "preview", "placements": illegal_placements(w)})
    assert "keine richtige Summe" in w.preview["reason"]
    assert "hinter = muss eine zahl stehen" in w.preview["reason"].lower()
    w = ready(lang="nl")
    w.handle({"action": "preview", "placements": {"A1": w.game.rack()[0]}})
    assert w.preview["legal"] is False and w.preview["code"] == "no-old-tile"
    assert w.preview["reason"] == i18n.t("summy.illegal.first-move", "nl", centre="M13")


def test_empty_preview_clears_it():
    w = ready()
    w.handle({"action": "preview", "placements": illegal_placements(w)})
    assert w.handle({"action": "preview", "placements": {}})
    assert w.preview == {}


def test_submit_plays_the_move_and_passes_the_screen():
    w = ready()
    placements, text, score = best_move(w)
    rack_before = w.game.rack(0)
    assert w.handle({"action": "submit", "placements": placements, "player": 0, "turn": 0})
    assert w.error == ""
    assert [t["text"] for t in w.history] == [text]
    assert w.game.scores[0] == score and w.players[0]["score"] == score
    assert w.current == 1 and w.phase == "pass" and w.rack == []
    assert sorted(w.last_move["placed"]) == sorted(placements)
    for cell, symbol in placements.items():
        r, c = summy.parse_cell(cell)
        assert w.board[r][c] == symbol
    assert w.game.rack(0) != rack_before or len(placements) == 0
    assert w.selected_turn == 0 and text in w.explanation
    # the explanation shows each sum evaluated step by step with its digit sum
    for s in w.game.history[0].sums:
        assert s.text in w.explanation
    assert "score" in w.explanation


def test_selecting_a_history_entry_shows_its_explanation():
    w = ready()
    placements, text, score = best_move(w)
    w.handle({"action": "submit", "placements": placements})
    w.handle({"action": "select", "turn": -1})
    assert w.explanation == ""
    assert w.handle({"action": "select", "turn": 0})
    assert text in w.explanation and f"{score}" in w.explanation
    assert not w.handle({"action": "select", "turn": 7})
    assert w.error


# -- every bad message: an error, and the game stays as it was -----------------------------

BAD_MESSAGES = [
    pytest.param({"action": "fly-away"}, id="unknown-action"),
    pytest.param({"nothing": 1}, id="no-action"),
    pytest.param("submit", id="not-a-dict"),
    pytest.param({"action": "submit"}, id="missing-field"),
    pytest.param({"action": "submit", "placements": {}, "colour": "red"}, id="extra-field"),
    pytest.param({"action": "submit", "placements": {"Z99": "1"}}, id="bad-cell"),
    pytest.param({"action": "submit", "placements": {"M13x": "1"}}, id="bad-cell-text"),
    pytest.param({"action": "submit", "placements": {"": "1"}}, id="empty-cell"),
    pytest.param({"action": "submit", "placements": [{"cell": 5, "symbol": "1"}]}, id="cell-int"),
    pytest.param({"action": "submit", "placements": "L13=4"}, id="placements-string"),
    pytest.param({"action": "submit", "placements": {"L13": "?"}}, id="bad-symbol"),
    pytest.param({"action": "submit", "placements": {"L13": "12"}}, id="two-symbols"),
    pytest.param({"action": "submit", "placements": {"M13": "7"}}, id="occupied"),
    pytest.param({"action": "submit", "placements": {}}, id="no-tiles"),
    pytest.param({"action": "exchange", "tiles": ""}, id="exchange-nothing"),
    pytest.param({"action": "exchange", "tiles": 7}, id="exchange-not-text"),
    pytest.param({"action": "ready"}, id="ready-when-nobody-waits"),
    pytest.param({"action": "undo"}, id="undo-outside-practice"),
    pytest.param({"action": "select", "turn": "0"}, id="select-text"),
    pytest.param({"action": "zoom", "factor": "big"}, id="zoom-text"),
    pytest.param({"action": "zoom", "steps": 1.5}, id="zoom-half-a-step"),
    pytest.param({"action": "zoom", "steps": 100}, id="zoom-too-many-steps"),
    pytest.param({"action": "zoom", "steps": True}, id="zoom-steps-yes"),
    pytest.param({"action": "new_game", "seed": "abc"}, id="seed-text"),
]


@pytest.mark.parametrize("message", BAD_MESSAGES)
def test_bad_messages_set_an_error_and_change_nothing(message):
    w = ready()
    before = snapshot(w)
    assert w.handle(message) is False
    assert w.error
    assert snapshot(w) == before


def test_a_tile_the_player_does_not_hold():
    w = ready()
    missing = next(s for s in "0123456789+-x:=" if s not in w.game.rack())
    before = snapshot(w)
    assert not w.handle({"action": "submit", "placements": {"L13": missing}})
    assert f"'{missing}'" in w.error
    assert not w.handle({"action": "preview", "placements": {"L13": missing}})
    assert not w.handle({"action": "exchange", "tiles": missing})
    assert snapshot(w) == before


def test_two_of_a_tile_held_once():
    w = ready()
    counts = Counter(w.game.rack())
    once = next(s for s, n in counts.items() if n == 1)
    before = snapshot(w)
    assert not w.handle({"action": "submit", "placements": {"L13": once, "K13": once}})
    assert snapshot(w) == before


def test_an_illegal_move_is_refused_with_its_reason():
    w = ready()
    before = snapshot(w)
    assert not w.handle({"action": "submit", "placements": illegal_placements(w)})
    assert "is not a correct sum" in w.error
    assert snapshot(w) == before


def test_out_of_turn():
    w = ready()
    placements, _, _ = best_move(w)
    before = snapshot(w)
    assert not w.handle({"action": "submit", "placements": placements, "player": 1})
    assert "not your turn" in w.error
    assert snapshot(w) == before


def test_acting_behind_the_pass_screen_is_refused():
    w = SummyWidget(seed=4)
    placements = {"L13": w.game.rack(0)[0]}
    before = snapshot(w)
    for message in (
        {"action": "submit", "placements": placements},
        {"action": "preview", "placements": placements},
        {"action": "exchange", "tiles": w.game.rack(0)[0]},
        {"action": "shuffle"},
    ):
        assert not w.handle(message), message
        assert w.error
    assert snapshot(w) == before and w.rack == []


def test_double_submit_is_refused():
    w = ready()
    placements, _, _ = best_move(w)
    message = {"action": "submit", "placements": placements, "player": 0, "turn": 0}
    assert w.handle(dict(message))
    w.handle({"action": "ready"})
    before = snapshot(w)
    assert not w.handle(dict(message))
    assert w.error
    assert snapshot(w) == before
    # without the turn counter the same tiles are refused as well (the cells are taken now)
    del message["turn"], message["player"]
    assert not w.handle(message)
    assert snapshot(w) == before


def test_a_good_action_clears_the_error():
    w = ready()
    w.handle({"action": "fly-away"})
    assert w.error
    assert w.handle({"action": "preview", "placements": {}})
    assert w.error == ""


# -- exchange, shuffle, undo, new game, zoom, hint -----------------------------------------


def test_exchange_marks_and_draws():
    w = ready()
    tiles = "".join(w.game.rack()[:3])
    assert w.handle({"action": "exchange", "tiles": tiles, "player": 0, "turn": 0})
    # the history says how many tiles, not which (the record keeps them)
    assert w.history[0]["kind"] == "exchange" and w.history[0]["text"] == "exchanged 3 tiles"
    assert w.history[0]["count"] == 3 and tiles not in json.dumps(w.history)
    assert w.game.history[0].text == f"swap {tiles}"
    assert w.bag_count == 107 and w.players[0]["tiles"] == 8
    assert w.current == 1 and w.phase == "pass"


def test_shuffle_changes_only_the_order():
    w = ready()
    before = snapshot(w)
    seen = set()
    for _ in range(10):
        assert w.handle({"action": "shuffle"})
        assert Counter(w.rack) == Counter(w.game.rack(0))
        seen.add(tuple(w.rack))
    assert len(seen) > 1
    assert snapshot(w) == before


def test_undo_in_practice_mode():
    w = ready(practice=True)
    start = w.game.to_json()
    placements, _, _ = best_move(w)
    w.handle({"action": "submit", "placements": placements})
    assert w.handle({"action": "undo"}), w.error
    assert w.game.to_json() == start and w.history == []
    assert not w.handle({"action": "undo"})  # nothing left to take back
    assert w.error


def test_new_game_with_seed_and_rules():
    w = ready()
    w.handle({"action": "exchange", "tiles": w.game.rack()[0]})
    assert w.handle({"action": "new_game", "seed": 11, "rules": {"tile_set": "beginner"}})
    assert w.game.seed == 11 and w.game.rules.tile_set == "beginner"
    assert w.history == [] and w.phase == "pass" and w.preview == {}
    w.new_game()
    assert w.game.rules.tile_set == "beginner"


def test_zoom_is_clamped():
    w = SummyWidget(seed=1)
    assert w.handle({"action": "zoom", "factor": 100})
    assert w.zoom == 3.0
    w.zoom = 0.01
    assert w.zoom == 0.5


def test_zoom_steps_go_on_from_the_kernels_zoom():
    """The - and + buttons send steps, so two clicks sent before the first answer came back
    still make two steps (a factor computed in the page would say the same zoom twice)."""
    w = SummyWidget(seed=1)
    assert w.handle({"action": "zoom", "steps": 1}) and w.handle({"action": "zoom", "steps": 1})
    assert w.zoom == 1.5625
    assert w.handle({"action": "zoom", "steps": -3}) and w.zoom == 0.8
    assert w.handle({"action": "zoom", "steps": 8}) and w.zoom == 3.0  # clamped as before
    assert w.handle({"action": "zoom", "steps": -8}) and w.handle({"action": "zoom", "steps": -8})
    assert w.zoom == 0.5
    assert not w.handle({"action": "zoom", "steps": 9}) and w.zoom == 0.5
    assert "-8" in w.error and "8" in w.error
    w.lang = "de"
    assert not w.handle({"action": "zoom", "steps": "zwei"}) and "ganze Zahl" in w.error


def test_the_zoom_scale_the_front_end_reads_is_the_kernels():
    """The front end tells from ``zoom_scale`` when - or + can do no more: its ends and step
    are the ones the kernel keeps to, and a projector starts at its ``projector`` zoom."""
    w = SummyWidget(seed=1)
    scale = w.zoom_scale
    assert w.handle({"action": "zoom", "steps": 1}) and w.zoom == scale["step"]
    for steps, end in ((-8, "least"), (8, "most")):
        for _ in range(2):  # (0.5 x 1.25 ** 8 is 2.98: the second message reaches the end)
            assert w.handle({"action": "zoom", "steps": steps})
        assert w.zoom == scale[end]
    assert SummyWidget(seed=1, projector=True).zoom == scale["projector"]
    assert "zoom_scale" in w.get_state()  # sent to the front end
    with pytest.raises(traitlets.TraitError):
        w.zoom_scale = {"least": 0.1, "most": 9, "step": 2, "projector": 1}


def test_hint_suggests_the_best_move():
    w = ready()
    placements, text, score = best_move(w)
    for _ in range(summy.HINT_STEPS):
        assert w.handle({"action": "hint"})
    assert w.hint["step"] == summy.HINT_STEPS and w.hint["score"] == score
    w.handle({"action": "preview", "placements": w.hint["placements"]})
    assert w.preview["legal"] and w.preview["score"] == score


def test_the_game_ends_with_scores_and_winners():
    w = SummyWidget(seed=2)
    for _ in range(200):
        if w.phase == "over":
            break
        assert w.handle({"action": "ready"}), w.error
        assert w.handle({"action": "exchange", "tiles": "".join(w.rack)}), w.error
    assert w.phase == "over" and w.game.over
    assert w.winners == w.game.winners == [0, 1]
    assert w.rack == [] and w.rack_owner == -1
    before = snapshot(w)
    assert not w.handle({"action": "ready"})
    assert not w.handle({"action": "submit", "placements": {"L13": "1"}})
    assert snapshot(w) == before
    assert w.handle({"action": "new_game"})
    assert w.phase == "pass" and not w.game.over


# -- languages ---------------------------------------------------------------------------


#: messages that are the same word in English and that language (Dutch says "expert" too)
SAME_WORDS = {"de": {"summy.title"},
              "nl": {"summy.title", "summy.level.beginner", "summy.level.expert",
                     "summy.level.coach"}}


def test_every_summy_message_exists_in_every_language():
    keys = {lang: {k for k in i18n.table(lang) if k.startswith("summy.")} for lang in ("en", "de",
                                                                                         "nl")}
    assert keys["en"] == keys["de"] == keys["nl"]
    assert len(keys["en"]) > 50
    for lang in ("de", "nl"):
        same = [k for k in keys["en"]
                if i18n.t(k, lang) == i18n.t(k, "en") and k not in SAME_WORDS[lang]
                and "{" not in i18n.t(k, "en")[:1]]
        assert len(same) <= 3, same  # only words that are the same in both languages


def test_errors_follow_the_language():
    w = ready(lang="nl")
    w.handle({"action": "submit", "placements": {"Z99": "1"}})
    assert "geen vakje" in w.error
    w.lang = "de"
    w.handle({"action": "submit", "placements": {"Z99": "1"}})
    assert "kein Feld" in w.error
    assert w.messages["summy.action.submit"] == "Zug abschicken"


# -- hidden information ------------------------------------------------------------------


def _walk(value: Any):
    yield value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _walk(k)
            yield from _walk(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _walk(v)


def _assert_hidden(payload: Any, w: SummyWidget, shown: int) -> None:
    g = w.game
    bag = "".join(g._bag)
    secrets = {}
    for p in range(len(g.players)):
        if p != shown and g.rack(p):
            secrets[p] = g.rack(p)
    for value in _walk(payload):
        if isinstance(value, (list, tuple)) and value and all(
            isinstance(v, str) and len(v) == 1 for v in value
        ):
            for p, rack in secrets.items():
                assert Counter(value) != Counter(rack) or len(rack) < 3, (
                    f"the rack of player {p} was sent: {value}"
                )
            assert "".join(value) not in bag or len(value) < 6, f"the bag was sent: {value}"
        if isinstance(value, str) and len(value) >= 6 and not set(value) & set(".# "):
            if set(value) <= set("0123456789+-x:="):
                for p, rack in secrets.items():
                    assert value != "".join(rack), f"the rack of player {p} was sent: {value}"
                assert value not in bag, f"part of the bag order was sent: {value}"
    text = json.dumps(payload, ensure_ascii=False, default=str)
    assert bag[-8:] not in text, "the next tiles of the bag were sent"


def test_the_leak_check_itself_finds_a_leak():
    w = ready()
    other = list(w.game.rack(1))
    with pytest.raises(AssertionError, match="rack of player 1"):
        _assert_hidden({"rack": other}, w, 0)
    with pytest.raises(AssertionError, match="bag"):
        _assert_hidden({"x": "".join(w.game._bag[-8:])}, w, 0)


def test_hidden_information_never_leaves_python(monkeypatch):
    w = SummyWidget(seed=4, practice=True)
    sent: list[Any] = []
    monkeypatch.setattr(w, "_send", lambda msg, buffers=None: sent.append(msg))
    original_send = w.send
    monkeypatch.setattr(w, "send", lambda content, buffers=None: (
        sent.append(content), original_send(content, buffers)))

    def check() -> None:
        shown = w.rack_owner
        _assert_hidden(w.get_state(), w, shown)
        for msg in sent:
            _assert_hidden(msg, w, shown)
        sent.clear()
        assert set(w.get_state()) == set(w.keys)
        assert not any("bag" in k and k != "bag_count" for k in w.keys)

    check()
    for turn in range(6):
        # behind the pass screen nobody's rack is synced
        assert w.rack == [] and w.rack_owner == -1
        check()
        assert w.handle({"action": "ready"})
        assert w.rack_owner == w.game.current
        check()
        w.handle({"action": "preview", "placements": illegal_placements(w)})
        w.handle({"action": "shuffle"})
        w.handle({"action": "hint"})
        check()
        moves = legal_moves(w.game.board, "".join(w.game.rack()), w.game.rules)
        if moves and turn % 3 != 2:
            m = max(moves, key=lambda m: (m.score, str(m.move)))
            placements = {summy.cell_name(*c): s for c, s in m.move.placements}
            assert w.handle({"action": "submit", "placements": placements}), w.error
        else:
            assert w.handle({"action": "exchange", "tiles": "".join(w.rack[:2])}), w.error
        check()
    assert w.handle({"action": "undo"})
    check()
    assert len(w.history) == 5


def test_players_may_name_computers_as_in_the_other_games():
    w = SummyWidget(seed=4, players=["Ann", "computer:greedy", "computer:strong"])
    assert [(s.name, s.level) for s in w.session.seats] == [
        ("Ann", None), ("Computer 1", "greedy"), ("Computer 2", "strong")]
    assert w.phase == "play" and w.rack  # one person: no pass screen, her tiles shown


@pytest.mark.parametrize("players", [["Ann", "computer:strongest"], ["computer:strongest", "Ann"]])
def test_an_unknown_computer_level_is_refused_at_once_with_the_levels_named(players):
    with pytest.raises(ValueError, match=r"'strongest' is not a computer level \(did you mean "
                                         r"'strong'\?\): use one of beginner, greedy, strong, "
                                         "expert, coach"):
        SummyWidget(seed=4, players=players)
