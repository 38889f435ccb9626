"""=Pari='s hint in the engine (:func:`summy_widget.pari.hints.hint`): what each step reveals,
and what it refuses."""

from __future__ import annotations

import pytest

from summy_widget.pari import Game
from summy_widget.pari.hints import HINT_STEPS, hint
from summy_widget.pari.players import best_plays


def test_the_engine_hint_refuses_what_is_not_a_play():
    g = Game(players=["Ann", "Ben"], seed=30)
    with pytest.raises(ValueError, match="step must be a whole number from 1 to 4"):
        hint(g, 5)
    with pytest.raises(TypeError, match="game must be a pari.Game"):
        hint("#1 5=2+3")
    g.play(best_plays(g)[0].text)
    with pytest.raises(ValueError, match="not choosing one"):
        hint(g)


@pytest.mark.parametrize("seed", range(30))
def test_each_step_reveals_no_more_than_it_says(seed):
    g = Game(players=["Ann", "Ben", "Cy"], seed=seed)
    found = best_plays(g)
    steps = [hint(g, step) for step in range(1, HINT_STEPS + 1)]
    if not found:
        assert [h.step for h in steps] == [1, 2, 2, 2] and steps[0].play is None
        after = steps[-1].play.split(" ", 1)[1]
        assert len(after) == len(g.rows[int(steps[-1].play[1]) - 1]) + 1  # one card laid
        assert not g.preview(steps[-1].play).verdict.valid
        return
    best = found[0]
    assert [h.points for h in steps] == [best.points] * 4
    assert [h.equation for h in steps] == [None] + [best.equation] * 3
    assert [bool(h.cards) for h in steps] == [False, False, True, True]
    assert sorted(steps[2].cards) == sorted(best.cards)
    assert [h.play for h in steps] == [None, None, None, best.text]
    assert g.preview(best.text).points == best.points


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_correct_equation_worth_nothing_is_not_called_worth_points(lang):
    """When the best correct equation in reach is too short to score (``1=1``), step 1 says
    so and what playing it still does, rather than "a correct equation worth 0 points"."""
    seeds = [s for s in range(200)
             if (found := best_plays(Game(players=["Ann", "Ben"], seed=s))) and not found[0].points]
    assert len(seeds) >= 3, seeds
    for seed in seeds:
        g = Game(players=["Ann", "Ben"], seed=seed)
        first = hint(g, 1, lang=lang)
        assert first.points == 0 and "0 " in first.text, (seed, first.text)
        assert {"en": "too few cards", "de": "zu wenige Karten", "nl": "te weinig kaarten"}[
            lang] in first.text, first.text
        assert hint(g, 4, lang=lang).play == best_plays(g)[0].text
