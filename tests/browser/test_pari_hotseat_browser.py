"""=Pari=, hot seat with computers: the pass screen names the person who plays next.

Ann, Ben and Cem share the screen with three computers between them (seed 30: Cem begins,
then Computer 3, then Ann). Cem plays his turn; Computer 3's steps are public and are shown
on the table first (speed 'fast'; no timing is asserted), with no hand in the page; then the
pass screen comes up for Ann, never for a computer. Until Ann presses "I am Ann: show my
cards" none of her cards is in the page; after it the screen goes, her hand is shown, the
focus is on its first card and the live region says "Ann, your turn: ...".
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

ROOT = ".pari-widget"
DIALOG = f"{ROOT} .pari-pass-screen"
NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"
SETUP = """
from summy_widget import pari
from summy_widget.pari.session import seat_names
me = pari.get_player('greedy')
w.speed = 'fast'
w.session = pari.Session(seat_names(['Ann', 'computer:greedy', 'Ben', 'computer:strong', 'Cem',
                                     'computer:beginner'], 'Computer'), seed=30)
w._refresh()
print(w.view['hidden'], w.view['names'][w.view['current']])
"""
# Cem's turn played from Python as the front end would (a view after each action); the
# computer after him moves at once, then it is Ann's turn behind the pass screen
CEM_PLAYS = """
import json
while w.view['my_turn']:
    w.session.act(me.choose(w.session.game, w.session.game.current))
    w._refresh()
v = w.view
print(json.dumps({'current': v['names'][v['current']], 'hidden': v['hidden'],
                  'ann': w.session.game.hands[0],
                  'steps': [s['n'] for s in v['steps'] if s['computer']]}))
"""
# every text the pass screen shows when it opens, each with the step then shown (if any)
WATCH = """(root) => {
  const w = document.querySelector(root);
  const dialog = w.querySelector('.pari-pass-screen');
  window.__opened = [];
  new MutationObserver(() => {
    if (!dialog.open) return;
    const banner = w.querySelector('.pari-banner');
    window.__opened.push({text: dialog.innerText, step: banner ? banner.dataset.step : null});
  }).observe(dialog, {attributes: true, attributeFilter: ['open'], childList: true});
}"""
# every hand put into the page from now on, and whether the pass screen was up then
WATCH_HANDS = """(root) => {
  const w = document.querySelector(root);
  const dialog = w.querySelector('.pari-pass-screen');
  window.__hands = [];
  new MutationObserver(() => {
    const hand = [...w.querySelectorAll('[data-hand-index]')].map((e) => e.dataset.card);
    if (hand.length) window.__hands.push({cards: hand.join(''), open: dialog.open});
  }).observe(w, {childList: true, subtree: true});
}"""


def pass_text(page) -> str:
    return page.inner_text(DIALOG).strip()


def test_the_pass_screen_names_the_next_person_after_the_computers_steps(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, ".pari-hand [data-hand-index='0']",
                         viewport=(1280, 800))
    page = nb.page
    assert nb.run(SETUP).strip().splitlines()[-1] == "True Cem"
    page.wait_for_selector(f"{DIALOG}[open]")
    assert pass_text(page).splitlines() == ["Pass the screen to Cem. Nobody else may look!",
                                            "I am Cem: show my cards"]
    page.click(f"{DIALOG} [data-action='ready']")
    page.wait_for_selector(f"{ROOT}[data-phase='play'] .pari-hand [data-hand-index='0']")
    page.evaluate(WATCH, ROOT)
    kit.hold_steps(page, "nextStep")  # the computer's first step stays shown while it is read

    after = json.loads(nb.run(CEM_PLAYS).strip().splitlines()[-1])
    assert after["current"] == "Ann" and after["hidden"] and after["steps"], after
    # Computer 3's steps are shown on the table, the pass screen is not up meanwhile
    page.wait_for_selector(f"{ROOT} .pari-banner", timeout=20_000)
    assert page.inner_text(f"{ROOT} .pari-banner span").startswith("Computer 3 ")
    assert not page.locator(f"{DIALOG}[open]").count()
    assert page.locator(f"{ROOT} [data-hand-index]").count() == 0
    page.evaluate(WATCH_HANDS, ROOT)
    kit.to_top(page, ROOT, settle_ms=0)
    kit.shot(page, "pari-light-hotseat-steps-1280x800")
    kit.release_steps(page)

    # then the pass screen for Ann (not for a computer), no card of hers in the page
    page.wait_for_selector(f"{DIALOG}[open]", timeout=30_000)
    assert page.locator(f"{ROOT} .pari-banner").count() == 0
    assert pass_text(page).splitlines() == ["Pass the screen to Ann. Nobody else may look!",
                                            "I am Ann: show my cards"]
    assert page.locator(f"{ROOT} [data-hand-index]").count() == 0
    assert page.inner_text(f"{ROOT} .pari-scores tr[aria-current='true'] th").strip() == "▶ Ann"
    kit.shot(page, "pari-light-hotseat-pass-ann-1280x800")
    opened = page.evaluate("() => window.__opened")
    assert opened and {o["text"].splitlines()[0] for o in opened} == {
        "Pass the screen to Ann. Nobody else may look!"}, opened
    assert all(o["step"] is None for o in opened), opened

    page.click(f"{DIALOG} [data-action='ready']")
    # the screen goes at once, Ann's hand comes, the focus on its first card
    page.wait_for_selector(f"{DIALOG}:not([open])", state="attached", timeout=2_000)
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']:focus")
    kit.wait_live(page, f"{ROOT} .pari-live", "Ann, your turn: ")
    shown = page.evaluate(f"""() => [...document.querySelectorAll('{ROOT} [data-hand-index]')]
        .map((e) => e.dataset.card).join('')""")
    assert shown == "".join(after["ann"])
    # none of Ann's cards was in the page before she pressed the button
    hands = page.evaluate("() => window.__hands")
    assert hands and all(not h["open"] for h in hands), hands
    assert all(h["cards"] == shown for h in hands), hands
    assert not page.locator(f"{ROOT} .pari-error[data-error]").count()
    kit.shot(page, "pari-light-hotseat-ann-1280x800")


def test_a_refusal_on_screen_does_not_take_the_focus_from_the_hand(frontend_notebook):
    """A refusal still shown when the pass screen comes up (here put there from Python) is
    cleared by "show my cards", in a message of its own before the hand comes: the hand's
    first card still gets the focus, not the widget as a whole (a refusal only, an error
    that comes back, lets the pass screen return)."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, ".pari-hand [data-hand-index='0']",
                         viewport=(1280, 800))
    page = nb.page
    nb.run("w.error = 'That card is not in your hand.'\n" + SETUP)
    page.wait_for_selector(f"{DIALOG}[open]")
    page.focus(f"{DIALOG} [data-action='ready']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT}[data-phase='play'] .pari-hand [data-hand-index='0']")
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']:focus", timeout=10_000)
    assert nb.run("print(repr(w.error))").strip() == "''"
    assert page.locator(f"{DIALOG}[open]").count() == 0
