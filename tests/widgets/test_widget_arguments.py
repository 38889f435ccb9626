"""A widget made with an argument it does not have says so at once, and names the one meant.

Before, ``SummyWidget(oponent="computer")`` quietly started a game of two people at one
screen, and ``SummaWidget(level="strong")`` a game against the default computer.
"""

from __future__ import annotations

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget


@pytest.mark.parametrize(("make", "words"), [
    (lambda: SummyWidget(oponent="computer"),
     "SummyWidget() has no argument 'oponent' (did you mean 'opponent'?); its arguments are "
     "seed, rules, players, lang, practice, opponent, level,"),
    (lambda: SummaWidget(seeed=3), "SummaWidget() has no argument 'seeed' (did you mean 'seed'?)"),
    (lambda: SummaWidget(level="strong"),
     "SummaWidget() has no argument 'level'; the computer plays a seat: "
     "players=['You', 'computer:strong']; its arguments are players, seed, seconds,"),
    (lambda: PariWidget(opponent="computer"),
     "PariWidget() has no argument 'opponent'; the computer plays a seat: "
     "players=['You', 'computer:strong']; its arguments are players, seed, rules,"),
    (lambda: PariWidget(players=["Ann", "Ben"], lnag="de"),
     "PariWidget() has no argument 'lnag' (did you mean 'lang'?)"),
])
def test_an_argument_the_widget_does_not_have_is_named(make, words):
    with pytest.raises(TypeError) as caught:
        make()
    assert str(caught.value).startswith(words)


def test_the_widgets_own_settings_are_still_taken():
    summy = SummyWidget(seed=1, zoom=1.2, speed="off")
    pari = PariWidget(seed=1, speed="off", projector=True)
    summa = SummaWidget(seed=1, projector=True, seconds=None)
    assert (summy.zoom, summy.speed, pari.speed, pari.projector) == (1.2, "off", "off", True)
    assert summa.projector and summa.session.game.rules.seconds is None


@pytest.mark.parametrize(("widget", "name"), [(SummyWidget, "summy"), (SummaWidget, "summa"),
                                              (PariWidget, "pari")])
@pytest.mark.parametrize("odd", [5, "session", {}])
def test_a_session_that_is_not_one_is_named(widget, name, odd):
    with pytest.raises(TypeError, match=f"^session must be a {name}.Session \\(or None for a "):
        widget(session=odd)


@pytest.mark.parametrize("clock", [5, "now", True])
def test_a_clock_that_tells_no_time_is_named(clock):
    from summy_widget import pari

    with pytest.raises(TypeError, match="^clock must be a function that tells the time in sec"):
        SummaWidget(clock=clock)
    with pytest.raises(TypeError, match="^clock must be a function that tells the time in mill"):
        pari.Session(["Ann", "Ben"], clock=clock)
