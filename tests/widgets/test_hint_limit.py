"""A teacher's switch for hints, the same in the three games: ``hints=True`` (any number),
``hints=False`` (none: the Hint button is gone) or a number each person may take in a game
(each step of a hint counts, as the players' table counts them). A hint refused says why in
the pupil's language and changes nothing; the limit holds for a new game and a loaded one."""

from __future__ import annotations

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget

OFF = {"en": "hints are turned off in this game: try it yourself",
       "de": "Tipps sind in diesem Spiel ausgeschaltet: versuch es selbst",
       "nl": "tips staan uit in dit spel: probeer het zelf"}
SPENT_ONE = "no hints left: this game gives each player 1 hint; try it yourself"
SPENT_TWO = {"en": "no hints left: this game gives each player 2 hints; try it yourself",
             "de": "keine Tipps mehr: in diesem Spiel hat jeder 2 Tipps; versuch es selbst",
             "nl": "geen tips meer: in dit spel heeft iedereen 2 tips; probeer het zelf"}


def summy(hints, lang="en"):
    return SummyWidget(seed=4, opponent="computer", hints=hints, lang=lang)


def summa(hints, lang="en"):
    w = SummaWidget(players=["Ann", "computer"], seed=7, seconds=None, hints=hints, lang=lang)
    assert w.handle({"action": "random_black"}) and w.handle({"action": "confirm_black"})
    assert w.stage == "place"
    return w


def pari(hints, lang="en"):
    return PariWidget(players=["Ann", "computer"], seed=30, hints=hints, lang=lang)


GAMES = {
    "summy": (summy, "hint", lambda w: w.hint_allowance, lambda w: w.hints_used[0]),
    "summa": (summa, "hint_step", lambda w: w.hint_allowance,
              lambda w: w.session.hints_used[0]),
    "pari": (pari, "hint", lambda w: w.view["hint_allowance"], lambda w: w.view["hints_used"][0]),
}


def shown_hint(w) -> dict:
    return w.view["hint"] if isinstance(w, PariWidget) else dict(w.hint)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_hints_off_are_refused_in_words_and_change_nothing(game, lang):
    make, action, allowance, used = GAMES[game]
    w = make(False, lang)
    assert allowance(w) == {"limit": 0, "left": 0}
    before = (shown_hint(w), used(w))
    assert not w.handle({"action": action})
    assert w.error == OFF[lang]
    assert (shown_hint(w), used(w)) == before == (before[0], 0)


@pytest.mark.parametrize("game", GAMES)
def test_one_hint_then_no_more(game):
    """The first step goes; the next step is refused, and the first stays shown."""
    make, action, allowance, used = GAMES[game]
    w = make(1)
    assert allowance(w) == {"limit": 1, "left": 1}
    assert w.handle({"action": action}), w.error
    assert allowance(w) == {"limit": 1, "left": 0} and used(w) == 1
    shown = shown_hint(w)
    assert shown["step"] == 1
    assert not w.handle({"action": action})
    assert w.error == SPENT_ONE
    assert used(w) == 1 and shown_hint(w) == shown


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_each_step_counts_as_one_hint(lang):
    w = summy(2, lang)
    assert w.handle({"action": "hint"}) and w.handle({"action": "hint"})
    assert w.hint["step"] == 2 and w.hint_allowance == {"limit": 2, "left": 0}
    assert not w.handle({"action": "hint"}) and w.error == SPENT_TWO[lang]


@pytest.mark.parametrize("game", GAMES)
def test_without_a_limit_nothing_is_said_about_one(game):
    make, action, allowance, used = GAMES[game]
    w = make(True)
    for _ in range(3):
        assert w.handle({"action": action}), w.error
    assert allowance(w) == {} and used(w) >= 2


def test_the_command_line_keeps_to_the_limit():
    w = summy(False, "nl")
    assert not w.handle({"action": "command", "text": "tip"})
    assert w.error == OFF["nl"]
    p = pari(False, "de")
    assert not p.handle({"action": "command", "text": "tipp"})
    assert p.error == OFF["de"]


HINT_WORD = {"en": "hint", "de": "tipp", "nl": "tip"}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_command_help_names_hint_only_where_there_are_hints(game, lang):
    make = GAMES[game][0]
    helps = {}
    for hints in (True, 2, False):
        session = make(hints, lang).session
        answer = session.command("hilfe" if lang == "de" else "help")
        helps[hints] = [w.strip(".,;:") for w in answer.lower().split()]
    word = HINT_WORD[lang]
    assert word in helps[True] and word in helps[2], helps[True]
    assert word not in helps[False], helps[False]
    assert [w for w in helps[True] if w != word] == helps[False]


def test_the_limit_holds_in_a_new_game_and_a_loaded_one(tmp_path):
    w = summy(1)
    assert w.handle({"action": "hint"})
    assert w.hint_allowance == {"limit": 1, "left": 0}
    assert w.handle({"action": "new_game"}), w.error
    assert w.hint_allowance == {"limit": 1, "left": 1}  # a new game: a new allowance
    path = w.save(tmp_path)
    loaded = SummyWidget.load(path, hints=False)
    assert loaded.hint_allowance == {"limit": 0, "left": 0}
    assert not loaded.handle({"action": "hint"}) and loaded.error == OFF["en"]
    assert PariWidget.load(pari(True).save(tmp_path), hints=3).view["hint_allowance"] == {
        "limit": 3, "left": 3}


@pytest.mark.parametrize("bad", [-1, 1.5, "2"])
def test_a_limit_that_is_not_a_number_of_hints_is_refused(bad):
    for make in (summy, summa, pari):
        with pytest.raises(ValueError, match="hints must be True, False or a whole number"):
            make(bad)
