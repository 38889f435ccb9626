"""The =Pari= widget's review: after the game every turn with its grade; in practice mode the
viewer's own turns only (their best plays come from their own hand); never a hand."""

from __future__ import annotations

import json
import re

from summy_widget import PariWidget, i18n
from summy_widget.pari import review


def finished(seed=4):
    """Two computers play a whole game while the widget is made."""
    w = PariWidget(players=["computer:greedy", "computer:beginner"], seed=seed)
    assert w.game.over
    return w


def one_turn(seed: int, equation: int, gap: int) -> PariWidget:
    """Practice: Ann lays her first card into ``gap`` of ``equation``, plays it and draws two
    digits; the computer answers."""
    w = PariWidget(players=["Ann", "computer:greedy"], seed=seed, practice=True)
    w.session.place(equation, gap, 0)
    w.session.submit()
    w.session.draw_card("digit")
    w.session.draw_card("digit")
    w._refresh()
    return w


def practice_after_one_turn():
    """Seed 30, practice: Ann lays 5 after "x=" (not correct), draws two digits; the
    computer answers."""
    w = one_turn(30, 1, 2)
    assert w.game.current == 0 and len(w.game.moves) > 2
    return w


def sent(w) -> str:
    return json.dumps(w.get_state(), default=str, ensure_ascii=False)


def test_after_the_game_every_turn_has_a_grade_and_no_hand():
    w = finished()
    assert w.view["can_review"] and w.view["review"] is None
    assert w.handle({"action": "review"}), w.error
    shown = w.view["review"]
    engine = review(w.game)
    assert shown["over"] and shown["seat"] is None
    assert [(t["index"], t["player"], t["score"], t["lost"], t["grade"]) for t in shown["turns"]] \
        == [(t.index, t.player, t.score, t.lost, t.grade) for t in engine.turns]
    assert {t["player"] for t in shown["turns"]} == {0, 1}
    for turn in shown["turns"]:
        assert "rack" not in turn and "hand" not in turn
        assert turn["grade_text"] == i18n.t(f"review.grade.{turn['grade']}", "en")
        assert turn["played"].startswith("equation ") or turn["played"] == "no play (time up)"
        assert "x" not in turn["played"] and "-" not in turn["played"]  # printed signs × −
        assert turn["rows"] and all(isinstance(r, str) for r in turn["rows"])
    assert [t["score"] for t in shown["totals"]] == [sum(t.scored for t in engine.turns
                                                         if t.player == p) for p in (0, 1)]
    said = w.view["said"]["text"]
    assert said.startswith(f"Review: {len(shown['turns'])} turns")


def test_a_lost_turn_names_the_best_play_and_its_steps():
    w = finished()
    w.handle({"action": "review"})
    lost = [t for t in w.view["review"]["turns"] if t["lost"]]
    assert lost, "the beginner misses points somewhere"
    for turn in lost:
        assert turn["best"].startswith("equation ") and turn["best_score"] == turn["score"] \
            + turn["lost"]
        assert turn["best_steps"] and turn["best_steps"][-1].startswith("points:")
    best = [t for t in w.view["review"]["turns"] if not t["lost"]]
    assert all(t["best_steps"] == [] for t in best)


def test_no_review_during_the_game_outside_practice():
    w = PariWidget(players=["Ann", "computer:greedy"], seed=30)
    w.session.place(1, 2, 0)
    w.session.submit()
    w._refresh()
    assert not w.view["can_review"]
    assert not w.handle({"action": "review"})
    assert w.error == i18n.t("pari.error.review-practice", "en")
    assert w.view["review"] is None


def test_practice_review_shows_only_the_viewers_own_turns():
    w = practice_after_one_turn()
    assert w.view["can_review"]
    assert w.handle({"action": "review"}), w.error
    shown = w.view["review"]
    assert shown["seat"] == 0 and not shown["over"]
    assert [t["player"] for t in shown["turns"]] == [0]
    turn = shown["turns"][0]
    assert turn["played"] == "equation 2: ×=5" and turn["score"] == 0
    assert turn["reason"] == "the left side may not start with ×, because a number must come first"
    assert turn["best"] is not None and turn["lost"] == turn["best_score"] > 0
    # nothing about the computer's turns (its best plays would show its hand)
    computer = review(w.game, seat=1).turns
    assert computer
    text = sent(w)
    for t in computer:
        assert t.best is None or json.dumps(t.best) not in text
    assert json.dumps(list(w.game.hands[1])) not in text


def test_the_practice_review_goes_when_the_game_moves_on():
    w = practice_after_one_turn()
    w.handle({"action": "review"})
    assert w.view["review"]
    w.handle({"action": "review_hide"})
    assert w.view["review"] is None
    w.handle({"action": "review"})
    w.handle({"action": "hint"})  # not an action of the game: the review stays
    assert w.view["review"]
    w.session.place(0, 0, 0)
    w.session.submit()
    w._refresh()
    assert w.view["review"] is None  # a play later: asked again, it is up to date
    assert w.handle({"action": "review"}) and len(w.view["review"]["turns"]) == 2


def test_hot_seat_review_is_for_the_person_at_the_screen_only():
    w = PariWidget(players=["Ann", "Ben"], seed=3, practice=True)
    w.handle({"action": "ready"})
    first = w.game.current
    assert not w.view["can_review"]  # no turn yet: the button is not offered
    w.session.place(0, 0, 0)
    w.session.submit()
    w._refresh()
    assert w.handle({"action": "review"}), w.error
    assert [t["player"] for t in w.view["review"]["turns"]] == [first]
    # the first player ends the turn: the pass screen shows no review, the next screen neither
    while w.game.current == first:
        phase = w.game.phase
        if phase == "lay":
            w.handle({"action": "lay", "pile": "digit", "side": "left"})
        elif phase == "draw":
            w.handle({"action": "draw_card", "pile": "digit"})
            w.handle({"action": "draw_done"})
        else:
            raise AssertionError(phase)
    assert w.view["hidden"] and w.view["review"] is None and not w.view["can_review"]
    assert not w.handle({"action": "review"})
    w.handle({"action": "ready"})
    assert w.view["review"] is None
    assert w.handle({"action": "review"}) and w.view["review"]["turns"] == []
    assert w.view["said"]["text"] == i18n.t("pari.review.empty", "en")


def test_review_words_in_german_and_dutch():
    for lang, played in (("de", "Gleichung "), ("nl", "vergelijking ")):
        w = PariWidget(players=["computer:greedy", "computer:beginner"], seed=4, lang=lang)
        w.handle({"action": "review"})
        turn = w.view["review"]["turns"][0]
        assert turn["played"].startswith(played)
        assert turn["grade_text"] == i18n.t(f"review.grade.{turn['grade']}", lang)


def test_review_messages_with_fields_are_refused():
    w = finished()
    assert not w.handle({"action": "review", "seat": 1})
    assert not w.handle({"action": "review_hide", "x": 1})
    assert w.view["review"] is None


def _reviews(msg):
    """Every review dict inside a message (the view's "review" entries)."""
    if isinstance(msg, dict):
        if isinstance(msg.get("review"), dict):
            yield msg["review"]
        for value in msg.values():
            yield from _reviews(value)
    elif isinstance(msg, list):
        for value in msg:
            yield from _reviews(value)


def _hand_texts(w, viewer):
    """The other seats' hands as the view would write them (must never be sent)."""
    return [json.dumps([{"card": c, "index": k, "used": False}
                        for k, c in enumerate(hand)])[:-1]
            for seat, hand in enumerate(w.game.hands) if seat != viewer and len(hand) >= 3]


def _turn_of_the_person(w):
    """Play the hint (or a card into a gap), lay and draw: the turn passes on."""
    seat = w.game.current
    hint = w.session.ask_hint()
    if hint:
        w.session.act(hint, seat)
    else:
        w.session.place(0, 0, 0)
        w.session.submit()
    while w.game.current == seat and not w.game.over:
        if w.game.phase == "lay":
            w.handle({"action": "lay", "pile": "digit", "side": "right"})
        elif w.game.phase == "draw":
            w.handle({"action": "draw_card", "pile": "digit"})
            if w.game.current == seat and w.game.phase == "draw":
                w.handle({"action": "draw_done"})
        else:
            raise AssertionError(w.game.phase)
    w._refresh()


def test_no_message_shows_another_seats_hand_or_turns(monkeypatch):
    """Hot seat, practice, a computer too: every message sent while the players review their
    own turns holds no other hand and, before the end, only the viewer's own turns."""
    w = PariWidget(players=["Ann", "Ben", "computer:greedy"], seed=11, practice=True)
    sent: list = []
    monkeypatch.setattr(w, "_send", lambda msg, buffers=None: sent.append(msg))
    original_send = w.send
    monkeypatch.setattr(w, "send", lambda content, buffers=None: (
        sent.append(content), original_send(content, buffers)))
    reviews_seen = 0

    def check():
        nonlocal reviews_seen
        viewer = w.view["viewer"]
        for msg in [*sent, w.get_state()]:
            text = json.dumps(msg, default=str, ensure_ascii=False)
            for secret in _hand_texts(w, viewer):
                assert secret not in text
            for shown in _reviews(msg):
                reviews_seen += 1
                if not shown["over"]:
                    assert shown["seat"] == viewer
                    assert {t["player"] for t in shown["turns"]} <= {viewer}
                assert all("rack" not in t and "hand" not in t for t in shown["turns"])
        sent.clear()

    for _ in range(8):
        if w.game.over:
            break
        assert w.handle({"action": "ready"}), w.error
        check()
        if w.view["can_review"]:
            assert w.handle({"action": "review"}), w.error
            check()
        _turn_of_the_person(w)
        check()
    assert reviews_seen >= 4


def _points_said(steps: list[str]) -> int:
    """The points the last step of an explanation ends with ("... = 8 (...)" or "... = 4")."""
    return int(re.search(r"= (\d+)(?: \(.*\))?$", steps[-1]).group(1))


def test_the_best_plays_steps_count_the_points_the_review_gives_it():
    for seed in (4, 5, 6):
        w = finished(seed)
        w.handle({"action": "review"})
        for turn in w.view["review"]["turns"]:
            if turn["lost"]:
                assert _points_said(turn["best_steps"]) == turn["best_score"], turn


def test_a_best_play_that_empties_the_hand_is_scored_so_in_its_steps():
    """Seed 5: Ann's six cards all fit into 25−3×6=7 (8 cards, nothing taken off); she lays
    one card that is not correct instead."""
    w = one_turn(5, 0, 0)
    assert w.handle({"action": "review"}), w.error
    turn = w.view["review"]["turns"][0]
    assert (turn["best_score"], turn["lost"]) == (8, 8)
    assert turn["best_steps"][-1] == "points: 8 cards = 8 (hand empty: no minus 3)"


def test_the_preview_of_a_play_that_empties_the_hand_counts_every_card():
    """The box beside the table said "✔ correct: 8 points" over "8 cards minus 3 = 5"."""
    w = PariWidget(players=["You", "computer:greedy"], seed=5)
    for _ in range(4):  # the hint's last step lays its play: all six cards of the hand
        assert w.handle({"action": "hint"}), w.error
    preview = w.view["preview"]
    assert preview["points"] == 8 == _points_said(preview["explanation"])
    assert preview["explanation"][-1].endswith("(hand empty: no minus 3)")
    w.session.unplace(0 if w.session.draft[0]["hand"] is not None else 1)
    w._refresh()
    preview = w.view["preview"]
    assert preview["valid"] is False or _points_said(preview["explanation"]) == preview["points"]
