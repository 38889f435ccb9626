"""=Pari=: while the computers' steps are shown, the side is theirs, not the person's.

You, then two computers, with the pass-a-card variant. At your pass step the prompt names the
player who gets the card (Computer 2, the player before you) and a wrong action is refused in
red. Once you have passed, the computers' steps are shown one by one (speed 'slow', so the page
can be read half-way; no timing is asserted): the side then shows no prompt of yours, none of
your buttons and not your old error, only whose turn is shown. An error answers the action
before it: one made during the steps is shown, and it goes once your turn is over.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

ROOT = ".pari-widget"
SIDE = f"{ROOT} .pari-side"
NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"
# seed 5: You lay a card, draw, and reach the pass step; the computers wait
SETUP = """
from summy_widget import pari
me = pari.get_player('greedy')
w.speed = 'off'
w.session = pari.Session(['You', 'computer:beginner', 'computer:greedy'], seed=5,
                         rules=pari.Rules(pass_card=True))
w._refresh()
w.handle({'action': 'place', 'equation': 0, 'gap': 0, 'hand_index': 0})
w.handle({'action': 'submit'})
if w.view['phase'] == 'lay':
    w.handle({'action': 'lay', 'pile': 'digit', 'side': 'left'})
if not w.handle({'action': 'draw_done'}):
    for _ in range(2):
        w.handle({'action': 'draw_card', 'pile': 'digit'})
    w.handle({'action': 'draw_done'})
print(w.view['phase'], w.view['pass_to'], repr(w.error))
"""
# the rest of your turn played from Python (the error trait is left as it was), then the
# computers move
FINISH_TURN = """
w.speed = 'slow'
_n = len(w.session.log)
while not w.session.game.over and all(e['seat'] == 0 for e in w.session.log[_n:]):
    w.session.act(me.choose(w.session.game, 0))
w._refresh()
print(bool(w.error), sum(e['seat'] != 0 for e in w.session.log[_n:]))
"""


def error_text(page) -> str:
    return page.inner_text(f"{SIDE} .pari-error").strip()


def command(page, text: str) -> None:
    page.fill(f"{ROOT} .pari-command", text)
    page.press(f"{ROOT} .pari-command", "Enter")


def side_is_the_computers(page) -> None:
    """Mid-replay: no prompt, button or old error of the person; whose turn is shown."""
    assert page.locator(f"{ROOT}[data-animating]").count() == 1
    assert page.locator(f"{SIDE} .pari-prompt").count() == 0
    for action in ("submit", "recall", "hint", "draw-card", "draw-done", "lay"):
        assert page.locator(f"{SIDE} [data-action='{action}']").count() == 0, action
    assert page.locator(f"{SIDE} .pari-help").count() == 0
    note = page.inner_text(f"{SIDE} .pari-replay-note")
    assert note in ("Showing Computer 1's turn, step by step.",
                    "Showing Computer 2's turn, step by step."), note


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_side_follows_the_computers_steps(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, ".pari-hand [data-hand-index='0']",
                         theme=theme, viewport=(1280, 800))
    page = nb.page
    out = nb.run(SETUP).strip().splitlines()[-1]
    assert out == "pass Computer 2 ''", out

    # the pass step: the prompt names who gets the card; a wrong action is refused by name
    prompt = f"{SIDE} .pari-prompt"
    # SETUP sends a view after each action: the pass step is the last one's
    page.wait_for_selector(f"{ROOT}[data-phase='pass'] .pari-side .pari-prompt")
    assert page.inner_text(prompt) == ("Click one of your cards to give it to Computer 2, "
                                       "the player before you.")
    command(page, "draw digit")
    page.wait_for_selector(f"{SIDE} .pari-error[data-error]")
    assert error_text(page) == "⚠ first give a card to Computer 2, the player before you"
    kit.to_top(page, ROOT)
    kit.shot(page, f"pari-{theme}-pass-step-1280x800")

    # pass a card: the computers' steps are shown; the side is theirs, at every size
    nb.run("w.speed = 'slow'")
    # the page has the new speed (and has drawn with it) before the card is clicked
    page.wait_for_function("(s) => document.querySelector(s)?.value === 'slow'",
                           arg=f"{ROOT} select.pari-speed")
    # the computers' first step stays shown while the side is read (at every size, with axe)
    kit.hold_steps(page, "nextStep")
    page.click(f"{ROOT} .pari-hand [data-hand-index='0']")
    page.wait_for_selector(f"{ROOT} .pari-banner", timeout=20_000)
    # typing a card's symbol chooses nothing while the computers' steps are shown
    symbol = page.get_attribute(f"{ROOT} .pari-hand [data-hand-index='0']", "data-card")
    page.focus(f"{ROOT} .pari-banner [data-action='skip']")
    page.keyboard.press(symbol)
    assert page.locator(f"{ROOT}[data-animating]").count() == 1
    assert page.locator(f"{ROOT} .pari-hand .pari-selected").count() == 0
    for size in ("1280x800", "1400x1000", "700"):
        width, height = kit.VIEWPORTS[size]
        page.set_viewport_size({"width": width, "height": height})
        side_is_the_computers(page)
        assert error_text(page) == ""
        # "0 points", "6 cards": each on one line, however narrow the column (the room kept
        # for "· 2 hints" may take a line of its own)
        lines = page.evaluate("""(s) => [...document.querySelectorAll(s)].map((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        })""", f"{ROOT} .pari-scores :is(td:not(.pari-cards), td.pari-cards > span:first-child)")
        assert lines and all(n == 1 for n in lines), (size, lines)
        if size == "1280x800":  # the side of the computers' steps: axe and contrast too
            kit.assert_accessible(page, ROOT, f"{theme} while the computers' steps are shown")
        kit.to_top(page, ROOT)
        kit.shot(page, f"pari-{theme}-replay-side-{width}x{height}")
    page.set_viewport_size({"width": 1280, "height": 800})

    # an action during the steps has its own answer (it is the person's turn in the game)
    command(page, "draw digit")
    page.wait_for_function("(s) => document.querySelector(s).textContent.includes('first play')",
                           arg=f"{SIDE} .pari-error")
    skip = page.locator(f"{ROOT} .pari-banner [data-action='skip']")
    if skip.count():
        skip.click()
    page.wait_for_selector(f"{ROOT}:not([data-animating])", timeout=20_000)
    assert error_text(page) == "⚠ first play cards into an equation"
    assert page.locator(f"{SIDE} [data-action='submit']").count() == 1  # your turn again

    # your turn ends (played from Python, the error left standing): the error goes with it
    kept, steps = nb.run(FINISH_TURN).strip().splitlines()[-1].split()
    assert kept == "True" and int(steps) > 0
    page.wait_for_selector(f"{ROOT} .pari-banner", timeout=20_000)
    side_is_the_computers(page)
    assert error_text(page) == ""
    kit.to_top(page, ROOT)
    kit.shot(page, f"pari-{theme}-replay-side-after-error-1280x800")
    page.locator(f"{ROOT} .pari-banner [data-action='skip']").click()
    page.wait_for_selector(f"{ROOT}:not([data-animating])", timeout=20_000)
    assert error_text(page) == ""
