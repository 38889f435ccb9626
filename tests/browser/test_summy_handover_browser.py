"""Summy, hot seat with computers, by keyboard and screen reader: handing the screen over.

Ann and Ben share the screen with two computers after them (seed 5). Ann has played (from
Python); Ben presses Ready: the focus goes to his first tile. He lays his move: the live region
and Submit's description say it in words ("61 − 37 = 24 down from M8, 23 points"), not in
notation. He submits: from then on no rack is in the page (Ann is already looking) and the
rack's title says the tiles are hidden. The computers' tiles are laid slowly; Skip by keyboard
shows them at once and the pass screen comes with the focus on Ready; Enter on Ready gives Ann
her tiles with the focus on the first, and the live region says the computers' moves in words.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest
from test_summy_hotseat_browser import open_hot_seat

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
PASS = f"{W} [data-role='pass-screen']"
# Ann plays her best move from Python: the pass screen for Ben
SETUP = """
from summy_widget import summy
w.speed = 'slow'
w.session = summy.Session(['Ann', 'Ben', 'computer:greedy', 'computer:strong'], seed=5)
s = w.session
s.ready()
s.submit([s.hint_step() for _ in range(4)][-1]['placements'], computers=False)
w._after_turn()
print(w.phase, w.players[w.current]['name'])
"""
# Ben's best move as rack tiles to click onto cells
BEN = """
import json
_best = max(summy.legal_moves(w.game.board, ''.join(w.game.rack()), w.game.rules),
            key=lambda m: (m.score, str(m.move)))
_free, _tiles = list(enumerate(w.rack)), []
for _cell, _symbol in sorted(_best.move.placements):
    _i = next(i for i, x in _free if x == _symbol)
    _free = [(i, x) for i, x in _free if i != _i]
    _tiles.append({'cell': summy.cell_name(*_cell), 'index': _i})
print(json.dumps({'move': str(_best.move), 'score': _best.score, 'tiles': _tiles}))
"""
# from now on: how many rack tiles the page holds and the rack's title, in every state
WATCH_RACK = """(root) => {
  const w = document.querySelector(root);
  window.__racks = [];
  const note = () => window.__racks.push({rack: w.querySelectorAll('[data-rack-index]').length,
    title: w.querySelector('.summy-rack-title').textContent, animating: !!w.dataset.animating,
    phase: w.dataset.phase});
  new MutationObserver(note).observe(w, {attributes: true, subtree: true, childList: true});
}"""
FOCUS = """() => {
  const a = document.activeElement;
  return a.dataset.action || (a.dataset.rackIndex !== undefined ? 'rack-' + a.dataset.rackIndex
                                                                 : a.tagName);
}"""
DESCRIBED = """(s) => {
  const b = document.querySelector(s);
  return document.getElementById(b.getAttribute('aria-describedby')).textContent;
}"""


def test_the_screen_is_handed_over_by_keyboard_with_the_moves_said_in_words(
        frontend_notebook):
    nb = open_hot_seat(frontend_notebook, SETUP, "Ben")
    page = nb.page

    # Ready: Ben's tiles, the focus on the first of them
    page.click(f"{PASS} [data-action='ready']")
    page.wait_for_selector(f"{W} [data-rack-index='0']")
    page.wait_for_function(f"() => ({FOCUS})() === 'rack-0'")

    # his move, tile by tile: the last tile's words and Submit's description say the sum
    best = json.loads(nb.run(BEN).strip().splitlines()[-1])
    cell, direction = best["move"].split()[0][:-1], best["move"].split()[0][-1]
    where = f"{'down' if direction == 'v' else 'across'} from {cell}"
    for tile in best["tiles"]:
        page.click(f"{W} [data-rack-index='{tile['index']}']")
        page.click(f"{W} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']")
    legal = f"{where}, {best['score']} points."
    page.wait_for_function("(w) => window.__said.some((s) => s.endsWith(w))", arg=legal)
    said = [s for s in page.evaluate("() => window.__said") if s.endswith(legal)][-1]
    assert ". Legal: " in said and "(" not in said and best["move"] not in said, said
    words = page.evaluate(DESCRIBED, f"{W} [data-action='submit']")
    assert words.startswith("Legal: ") and words.endswith(legal) and "(" not in words, words
    assert best["move"] in page.inner_text(f"{W} [data-role='preview']")  # notation to the eye

    # Submit: no rack in the page from now on; the computers' tiles are laid slowly
    page.evaluate(WATCH_RACK, W)
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-phase='pass'][data-animating]", timeout=30_000)
    kit.shot(page, "summy-handover-computers-1280x800")
    racks = page.evaluate("() => window.__racks")
    # until the answer comes (a slow one is said while Ben waits), his own tiles may still show;
    # once they go, they never come back, and no other phase shows any
    gone = next(i for i, r in enumerate(racks) if r["rack"] == 0)
    assert all(r["phase"] == "play" and r["title"] == "Your tiles (Ben)" for r in racks[:gone])
    assert all(r["rack"] == 0 for r in racks[gone:]), racks
    assert {r["title"] for r in racks if r["animating"]} == {
        "The tiles are hidden until the next player is ready."}, racks

    # Skip by keyboard: the computers' tiles at once, the pass screen with the focus on Ready
    page.focus(f"{W} [data-action='skip']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W}:not([data-animating]) [data-role='pass-screen']:not([hidden])")
    assert page.evaluate(FOCUS) == "ready"
    assert page.locator(f"{W} [data-rack-index]").count() == 0

    # Enter on Ready: Ann's tiles with the focus on the first; the computers' moves in words
    count = page.evaluate("() => window.__said.length")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} [data-rack-index='0']")
    page.wait_for_function(f"() => ({FOCUS})() === 'rack-0'")
    page.wait_for_function("(n) => window.__said.slice(n).some((s) => s.includes('your turn'))",
                           arg=count)
    turn = next(s for s in page.evaluate("() => window.__said")[count:] if "your turn" in s)
    assert turn.startswith("Computer 1 played ") and turn.endswith("Ann, your turn."), turn
    assert turn.count(" from ") == 2 and "(" not in turn, turn
    history = page.inner_text(f"{W} [data-role='history']")
    assert "(" in history and " from " not in history  # the list keeps the notation
    kit.shot(page, "summy-handover-ann-ready-1280x800")
