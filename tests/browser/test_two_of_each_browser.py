"""Two games of a kind on one page: a lesson that shows one game twice (the same widget in two
cells) or two games of =Pari= side by side. axe-core finds nothing across all six, no id is
used twice, and the second view of a game shows what is done in the first.

Before, each =Pari= game's command line was a form named "Command", which made it a landmark,
so two games on one page had two landmarks of the same name (axe-core: landmark-unique).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/notebooks/two_of_each.ipynb"
ROOTS = ".summy-widget, .summa-widget, .pari-widget"

# axe-core on every game of the page at once (the page-wide rules see them together)
AXE_ALL_JS = """async (roots) => {
  const r = await axe.run({include: [...document.querySelectorAll(roots)]});
  return r.violations.map(v => ({id: v.id, help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
}"""

# the ids inside the games that are used more than once on the page
TWICE_JS = """(roots) => {
  const ids = [...document.querySelectorAll(roots)].flatMap(
    (root) => [...root.querySelectorAll('[id]')].map((e) => e.id));
  const seen = {};
  for (const id of ids) seen[id] = (seen[id] || 0) + 1;
  return Object.keys(seen).filter((id) => seen[id] > 1 || document.querySelectorAll(
    '#' + CSS.escape(id)).length > 1);
}"""


# how many of each game's views show what they are waiting for (for a failure message)
SHOWN_JS = """([root, ready]) => [...document.querySelectorAll(root)].map(
  (view) => view.querySelectorAll(ready).length)"""


def _wait_both_shown(page, root: str, ready: str) -> None:
    """Wait until both views of ``root`` show ``ready``, each scrolled into view in turn (a
    cell far off screen is drawn late on a busy machine); the failure says what each shows."""
    try:
        for n in range(2):
            view = page.locator(root).nth(n)
            view.scroll_into_view_if_needed(timeout=60_000)
            view.locator(ready).first.wait_for(timeout=60_000)
    except PlaywrightTimeout as error:
        shown = page.evaluate(SHOWN_JS, [root, ready])
        raise AssertionError(f"the views of {root} show {ready} this often: {shown}") from error


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_two_of_each_game_on_one_page(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ".pari-widget",
                         ".pari-hand [data-hand-index='0']", theme=theme,
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    for root, ready in ((".summy-widget", "[data-rack-index='0']"),
                        (".summa-widget", "[data-cell='0,0']"),
                        (".pari-widget", ".pari-hand [data-hand-index='0']")):
        _wait_both_shown(page, root, ready)
    assert kit.link_lost(page) == []
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(kit.AXE))
    assert page.evaluate(AXE_ALL_JS, ROOTS) == []
    assert page.evaluate(TWICE_JS, ROOTS) == []
    # a hint asked for in the second view of Summy shows in the first as well
    second = page.locator(".summy-widget").nth(1)
    second.scroll_into_view_if_needed()
    second.locator("[data-action='hint']").click()
    page.wait_for_function("""() => [...document.querySelectorAll('.summy-widget [data-role=hint]')]
      .every((e) => /Hint 1 of/.test(e.innerText))""")
    kit.shot(page, f"two-of-each-{theme}-1280x800")
