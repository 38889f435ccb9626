"""=Pari=: a computer's draw and the card it passes are one step, one sentence, said once.

You and three computers, a card passed at the end of each turn (seed 27). You pass the last
card of your turn; the computers' steps are shown one at a time (speed 'slow', so the page
can be read while a step is shown; no timing is asserted). Computer 1 plays (a step of its
own), then its draw and the card it gives You are one step: the banner shows that step's one
sentence, and the live region gives it once, while the step is shown. Skip shows the rest
at once; the live region then says the other steps and whose turn it is, never that
sentence again, and the move list keeps a line for the draw and one for the card passed.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

ROOT = ".pari-widget"
NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"
# your turn played from Python up to its pass step, the computers shown at once (speed off)
SETUP = """
from summy_widget import pari
me = pari.get_player('greedy')
w.speed = 'off'
w.session = pari.Session(['You', 'computer:beginner', 'computer:greedy', 'computer:strong'],
                         seed=27, rules=pari.Rules(pass_card=True))
while w.session.game.phase != 'pass' or w.session.game.current != 0:
    w.session.act(me.choose(w.session.game, 0))
w._refresh()
print(w.view['phase'], w.view['my_turn'])
"""
PASS = """
import json
w.speed = 'slow'
w.handle({'action': 'pass_card', 'hand_index': 0})
print(json.dumps([{k: s[k] for k in ('n', 'kinds', 'text', 'said')} for s in w.view['steps']]))
"""
# every text given to a live region, in order, with the step the banner shows at that moment
WATCH = """(root) => {
  const w = document.querySelector(root);
  window.__heard = [];
  for (const region of w.querySelectorAll('.pari-live')) {
    new MutationObserver((records) => {
      for (const r of records) for (const node of r.addedNodes) {
        if (!node.textContent.trim()) continue;
        const banner = w.querySelector('.pari-banner');
        window.__heard.push({text: node.textContent, step: banner ? banner.dataset.step : null});
      }
    }).observe(region, {childList: true, characterData: true, subtree: true});
  }
}"""


def test_a_draw_and_a_passed_card_are_one_step_said_once(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, ".pari-hand [data-hand-index='0']",
                         viewport=(1280, 800))
    page = nb.page
    assert nb.run(SETUP).strip().splitlines()[-1] == "pass True"
    page.wait_for_selector(f"{ROOT}[data-phase='pass']")
    page.evaluate(WATCH, ROOT)
    # the second step (the joined one) stays shown while it is read; Skip shows the rest
    kit.hold_steps(page, "nextStep", after=1)
    steps = json.loads(nb.run(PASS).strip().splitlines()[-1])
    assert [s["kinds"] for s in steps][:2] == [["play"], ["draw", "pass"]], steps
    joined = steps[1]
    assert joined["text"].startswith("Computer 1 drew ") and joined["text"].endswith(
        " and gave you a card"), joined

    # the step is shown: its one sentence in the banner, the side says whose turn it is
    banner = f"{ROOT} .pari-banner[data-step='{joined['n']}']"
    page.wait_for_selector(banner, timeout=30_000)
    assert page.inner_text(f"{banner} span") == joined["text"]
    assert page.inner_text(f"{ROOT} .pari-replay-note") == (
        "Showing Computer 1's turn, step by step.")
    kit.to_top(page, ROOT, settle_ms=0)
    kit.shot(page, "pari-light-steps-joined-1280x800")
    page.wait_for_function("(said) => window.__heard.some((h) => h.text.includes(said))",
                           arg=joined["said"], timeout=30_000)

    # Skip: the rest at once
    page.click(f"{ROOT} .pari-banner [data-action='skip']")
    kit.release_steps(page, run=False)
    page.wait_for_selector(f"{ROOT}:not([data-animating])", timeout=30_000)
    page.wait_for_function("() => window.__heard.some((h) => h.text.includes('Your turn'))",
                           timeout=30_000)
    heard = page.evaluate("() => window.__heard")
    with_it = [h for h in heard if joined["said"] in h["text"]]
    assert len(with_it) == 1 and with_it[0]["text"].count(joined["said"]) == 1, heard
    assert with_it[0]["step"] == str(joined["n"]), heard  # said while its step is shown
    # the draw and the card passed are not said again one by one
    assert sum(h["text"].count("Computer 1 drew") for h in heard) == 1, heard
    assert sum(h["text"].count("gave you a card") for h in heard) == 1, heard
    for step in steps[2:]:
        assert sum(h["text"].count(step["said"]) for h in heard) == 1, (step, heard)
    assert heard[-1]["text"].endswith("Your turn: lay cards into one equation."), heard
    log = page.locator(f"{ROOT} .pari-log li").all_inner_texts()
    assert any(line.startswith("Computer 1 drew ") for line in log), log
    assert "Computer 1 gave you a card" in log, log
