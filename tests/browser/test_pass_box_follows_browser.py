"""At one screen, the pass screen's box follows the part of the game the window shows.

In a narrow column each game is taller than the window. Between two people's turns the pass
screen covers the game; its box (the next person's name and Ready) sits at the game's top. When
the notebook is scrolled below that top (a pupil scrolled down to the rack, or comes back to a
tab left scrolled), the box comes along: in the window, inside the cover, and Ready answers a
click there. ``position: sticky`` could not do this in JupyterLab, where the output area is the
nearest box that scrolls: the box stayed at the game's top, out of sight, over a dimmed game.
Checked by bounding boxes for Summy, Summa Summarum and =Pari=, light and dark.
"""

from __future__ import annotations

from dataclasses import dataclass

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True


@dataclass(frozen=True)
class Game:
    """A game at one screen whose pass screen is up, and what to look for."""

    name: str
    notebook: str
    root: str
    ready: str  # a selector in the widget once it is drawn
    setup: str  # Python run in the notebook: the pass screen comes up
    cover: str
    box: str
    after: str  # shown once Ready was clicked


GAMES = [
    Game("summy", "tests/browser/notebooks/summy_play.ipynb", ".summy-widget", "[data-cell='M13']",
         "from summy_widget import summy\nw.speed = 'fast'\n"
         "w.session = summy.Session(['Ann', 'Ben'], seed=5)\nw._refresh()",
         "[data-role='pass-screen']", ".summy-pass-box", "[data-rack-index='0']"),
    Game("summa", "tests/browser/notebooks/summa_play.ipynb", ".summa-widget", "[data-cell='0,0']",
         "from summy_widget.summa import Session\n"
         "w.session = Session(['Ann', 'Ben', 'Cem', 'Dana'], seed=7, rules={'seconds': None})\n"
         "w.session.random_black(); w.session.confirm_black(); w._refresh()",
         ".summa-area-pass", ".summa-pass-screen", "[data-action='random-black']"),
    Game("pari", "tests/browser/notebooks/pari_hotseat_de.ipynb", ".pari-widget", ".pari-table",
         "", ".pari-pass-screen[open]", ".pari-pass-box", ".pari-hand [data-hand-index='0']"),
]

#: the box and the cover as the window shows them, and what the window shows of the notebook
LOOK = """([cover, box]) => {
  const c = document.querySelector(cover), b = c.querySelector(box);
  const frame = (c.closest('.jp-WindowedPanel-outer, .jp-NotebookPanel-notebook')
                 || document.documentElement).getBoundingClientRect();
  const r = b.getBoundingClientRect(), k = c.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, cover: [k.top, k.bottom],
          shown: [Math.max(0, frame.top), Math.min(innerHeight, frame.bottom)]};
}"""


def look(page, game: Game) -> dict:
    box = page.evaluate(LOOK, [f"{game.root} {game.cover}", game.box])
    top, bottom = box["shown"]
    box["in_sight"] = top - 0.5 <= box["top"] < box["bottom"] <= bottom + 0.5
    box["in_cover"] = box["cover"][0] - 0.5 <= box["top"] and box["bottom"] <= box["cover"][1] + 0.5
    return box


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_pass_box_follows_the_game_in_sight(frontend_notebook, game, theme):
    nb = kit.open_widget(frontend_notebook, game.notebook, game.root, game.ready,
                         viewport=(420, 800), theme=theme, file_browser=False)
    page = nb.page
    if game.setup:
        nb.run(game.setup)
    page.wait_for_selector(f"{game.root} {game.cover} [data-action='ready']")
    kit.to_top(page, game.root, settle_ms=100)
    height = kit.boxes(page, game.root)[0]["height"]
    first = look(page, game)
    assert height > first["shown"][1] - first["shown"][0], (height, first)  # taller than shown
    assert first["in_sight"] and first["in_cover"], first
    assert first["top"] - first["cover"][0] < 80, first  # at rest, at the game's top
    room = height - (first["bottom"] - first["top"]) - 80  # the box at the game's end
    for above in (160, room / 2, room):  # down the game, its end last
        assert kit.scroll_past_top(page, game.root, above) > 150, above  # its top out of sight
        seen = look(page, game)
        assert seen["in_sight"] and seen["in_cover"], (above, seen)
        kit.shot(page, f"pass-box-follows-{game.name}-{theme}-{round(above)}")
    kit.scroll_past_top(page, game.root, 0)
    back = look(page, game)
    assert back["top"] - back["cover"][0] < 80, back  # back at the game's top
    kit.scroll_past_top(page, game.root, room / 2)
    page.click(f"{game.root} {game.cover} [data-action='ready']")  # a real click, where it shows
    page.wait_for_selector(f"{game.root} {game.after}")
    kit.frames(page)
    page.wait_for_timeout(300)
    kit.shot(page, f"pass-box-follows-{game.name}-{theme}-ready")
    assert kit.in_sight(page, f"{game.root} {game.after}")  # what the person plays with
