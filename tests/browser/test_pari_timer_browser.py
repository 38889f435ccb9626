"""=Pari='s think timer, as a pupil meets it: its seconds in words; its last 10 seconds in the
warning colour with the word "Almost over", and said once in the live region with what happens
next; at 0 the card laid goes back to the hand and the turn goes on to the draw. Light and dark,
axe-core clean in the warning state.
"""

from __future__ import annotations

import re

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30: You against one computer
ROOT = ".pari-widget"
TIMER = f"{ROOT} .pari-timer"
SESSION = ("w.session = sw.pari.Session(['You', 'computer:greedy'], seed=30, "
           "rules=sw.pari.Rules(think_seconds=14)); w._refresh()")
WARNING = "seconds left: press Play, or the cards you laid go back to your hand"

# every text the live regions take from now on, in window.__said
LISTEN_JS = """(s) => {
  window.__said = [];
  for (const live of document.querySelectorAll(s)) {
    const note = () => { const t = live.textContent.trim(); if (t) window.__said.push(t); };
    new MutationObserver(note).observe(live, {childList: true, characterData: true, subtree: true});
  }
}"""

def colours(page) -> tuple[str, str, str]:
    """The timer's colour, and the theme's ink and warning colours."""
    return (page.eval_on_selector(TIMER, "e => getComputedStyle(e).color"),
            kit.theme_colour(page, ROOT, "--sw-ink"), kit.theme_colour(page, ROOT, "--sw-error"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_think_timer_warns_once_then_the_card_goes_back(frontend_notebook, theme):
    nb = frontend_notebook(NOTEBOOK, viewport=(1280, 800), theme=theme, file_browser=False)
    page = nb.page
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']")
    nb.run("w.speed = 'off'")
    page.evaluate(LISTEN_JS, f"{ROOT} .pari-live")
    nb.run(SESSION)
    page.wait_for_selector(f"{TIMER}[role='timer']:not([data-short])")  # not read out every second
    assert re.fullmatch(r"1[1-4] s left", page.inner_text(TIMER)), page.inner_text(TIMER)
    shown, ink, warning = colours(page)
    assert shown == ink != warning
    cards = page.locator(f"{ROOT} .pari-hand [data-hand-index]").count()
    page.locator(f"{ROOT} .pari-hand [data-hand-index='0']").click()  # the 5 after x= (#2)
    page.locator(f"{ROOT} button[data-equation='1'][data-gap='2']").click()
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='false']")
    page.wait_for_selector(f"{TIMER}[data-short]", timeout=8_000)
    assert re.fullmatch(r"Almost over: (10|[1-9]) s left", page.inner_text(TIMER))
    shown, ink, warning = colours(page)
    assert shown == warning
    said = kit.wait_live(page, f"{ROOT} .pari-live", WARNING, timeout=3_000)
    assert re.search(r"(10|[1-9]) " + re.escape(WARNING), said), said
    kit.axe_clean(page, ROOT, f"think timer, last seconds ({theme})")
    kit.shot(page, f"pari-timer-short-{theme}")
    # time is up: the card laid is back in the hand, and the turn goes on with the draw
    page.wait_for_selector(f"{ROOT}[data-phase='draw']", timeout=15_000)
    page.wait_for_function("([s, n]) => document.querySelectorAll(s).length === n",
                           arg=[f"{ROOT} .pari-hand [data-hand-index]", cards])
    warnings = [text for text in page.evaluate("() => window.__said") if WARNING in text]
    assert len(warnings) == 1, warnings  # said once, not every second
