"""=Pari= words a pupil reads: whom the passed card goes to, and the end of the game.

With ``Rules(pass_card=True)`` the card goes to the player who moved before (RULES.md 3.5):
the prompt and the refusal name that player, in every language, and never speak of the
"next" player. Sentences joined for the live region end with one stop: "Winner: Ann!",
never "Winner: Ann!.".
"""

from __future__ import annotations

import pytest

from summy_widget import PariWidget
from summy_widget.pari import Rules, Session

#: the words for "before you" and for "the next one" in each language
BEFORE = {"en": "the player before you", "de": "dem Spieler vor dir", "nl": "de speler vóór je"}
NEXT = {"en": "next", "de": "nächst", "nl": "volgende"}


def at_pass_step(lang: str) -> PariWidget:
    """You, then two computers; your turn has reached its pass step (a play, then a draw)."""
    w = PariWidget(players=["You", "computer:beginner", "computer:greedy"], seed=5, lang=lang,
                   rules=Rules(pass_card=True))
    assert w.handle({"action": "place", "equation": 0, "gap": 0, "hand_index": 0})
    assert w.handle({"action": "submit"})
    if w.view["phase"] == "lay":
        assert w.handle({"action": "lay", "pile": "digit", "side": "left"})
    if not w.handle({"action": "draw_done"}):
        assert w.handle({"action": "draw_card", "pile": "digit"})
        assert w.handle({"action": "draw_card", "pile": "digit"})
        assert w.handle({"action": "draw_done"})
    assert w.view["phase"] == "pass" and w.view["my_turn"], w.view["step"]
    return w


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_pass_step_names_the_player_before_you(lang):
    w = at_pass_step(lang)
    assert w.view["pass_to"] == "Computer 2"  # seat 2 moved before seat 0
    prompt = w.messages["pari.pass-prompt"].format(name=w.view["pass_to"])
    assert "Computer 2" in prompt and BEFORE[lang].split()[-2] in prompt, prompt
    assert NEXT[lang] not in prompt.lower(), prompt
    assert BEFORE[lang].split()[-2] in w.view["step"]  # the step line says the same

    assert not w.handle({"action": "submit"})  # Play, while a card must be given
    assert "Computer 2" in w.error and BEFORE[lang].split()[-2] in w.error, w.error
    assert NEXT[lang] not in w.error.lower(), w.error
    assert w.view["said"]["text"] == w.error

    assert w.handle({"action": "pass_card", "hand_index": 0})  # and it goes to that player
    assert w.error == ""
    log = [e for e in w.session.log if e["kind"] == "pass" and e["seat"] == 0]
    assert log and log[-1]["to_name"] == "Computer 2"


def test_pass_to_is_only_set_at_the_pass_step():
    w = PariWidget(players=["You", "computer:greedy"], seed=5, rules=Rules(pass_card=True))
    assert w.view["phase"] == "play" and w.view["pass_to"] is None


@pytest.mark.parametrize(("lang", "end"), [
    ("en", "The game is over. Winner: Computer 1!"),
    ("de", "Das Spiel ist zu Ende. Gewonnen hat: Computer 1!"),
    ("nl", "Het spel is afgelopen. Winnaar: Computer 1!"),
])
def test_the_end_of_the_game_is_one_sentence_with_one_stop(lang, end):
    s = Session(["computer:greedy", "computer:beginner"], seed=1, lang=lang)
    assert s.game.over and s.game.winners == [0]
    said = s.news(len(s.log) - 1)
    assert said.endswith(end), said
    assert "!." not in said
    score = s.command({"en": "score", "de": "punkte", "nl": "punten"}[lang])
    assert score.endswith(end) and "!." not in score, score


def test_a_shared_win_is_said_with_one_stop():
    s = Session(["computer:beginner", "computer:greedy", "computer:beginner"], seed=3,
                rules=Rules(target=1))
    assert s.game.over and s.game.winners == [0, 1]
    said = s.news(len(s.log) - 1)
    assert said.endswith("Computer 1, Computer 2 share the win!"), said
    assert "!." not in said
