"""Summa Summarum and =Pari= in a browser zoomed to 200 % (a pupil who needs large print): on a
1280x800 screen the page is 640x400 CSS px, and beside JupyterLab's file browser the game has a
column of about 270 px. With and without the projector's large print nothing of the game runs
past its edge, and each cell of the sheet and each card of the hand can be clicked where it is
drawn. Before, with the projector's large print, Summa's column of sums and the scores' last
column were cut off (the sums under the sheet kept their 2em, the scores their 16 px), and
=Pari='s "6 cards" ran out of the game (Summy: ``test_summy_zoom_browser.py``).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from test_summa_projector_browser import START_ROUND
from test_summy_zoom_browser import WIDER_JS

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

# each game: its root, its notebook, what shows it is drawn, the parts a click must reach
GAMES = {
    "summa": (".summa-widget", "tests/browser/notebooks/summa_play.ipynb", "[data-cell='0,0']",
              "[data-cell]"),
    "pari": (".pari-widget", "tests/browser/notebooks/pari_play.ipynb",
             ".pari-hand [data-hand-index='0']", ".pari-hand [data-hand-index]"),
}
# the game's frame once it shows the projector's large print
PROJECTED = {"summa": ".summa-widget.summa-projector", "pari": ".pari-frame.pari-projector"}
# for each part: whether a click at its centre reaches it (not a neighbour, an edge or nothing)
REACHED_JS = """(s) => [...document.querySelectorAll(s)].map((e) => {
  e.scrollIntoView({block: 'center'});
  const b = e.getBoundingClientRect();
  const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
  return !!hit && e.contains(hit);
})"""


@pytest.mark.parametrize("game", ["summa", "pari"])
def test_zoomed_to_200_percent_the_game_stays_inside(frontend_notebook, game):
    root, notebook, ready, parts = GAMES[game]
    nb = kit.open_widget(frontend_notebook, notebook, root, ready, viewport=(1280, 800))
    page = nb.page
    if game == "summa":  # round 1: the dice are shown
        nb.run(START_ROUND)
        page.wait_for_selector(f"{root}[data-stage='place'] [data-die]")
    page.set_viewport_size({"width": 640, "height": 400})  # the zoom: CSS px halved
    if not page.locator(".jp-FileBrowser").first.is_visible():  # the file browser beside
        page.locator(".jp-SideBar [data-id='filebrowser']").first.click()
    page.wait_for_function("(s) => document.querySelector(s).getBoundingClientRect().width < 300",
                           arg=root, timeout=30_000)
    for projector in (False, True):
        nb.run(f"w.projector = {projector}")
        page.wait_for_selector(PROJECTED[game], state="attached" if projector else "detached")
        page.wait_for_timeout(500)
        state = f"{game}, zoomed to 200 %, {'projector' if projector else 'usual'}"
        kit.to_top(page, root, 300)
        kit.shot(page, f"{game}-zoom-200{'-projector' if projector else ''}")
        assert page.evaluate(WIDER_JS, root) == [], state
        reached = page.evaluate(REACHED_JS, f"{root} {parts}")
        assert reached and all(reached), (state, reached)
    kit.assert_accessible(page, root, f"{game}, zoomed to 200 %, projector")
