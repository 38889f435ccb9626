"""Summy, hot seat with computers: the pass screen names the person who plays next.

Ann and Ben share the screen with two computers after them (seed 5). Ann and Ben play (from
Python, as the front end would); the computers' moves are public and are laid on the board
first (speed 'fast'; no timing is asserted) with no pass screen and no rack in the page; then
the pass screen comes up for Ann, never for a computer. Until Ann presses Ready none of her
tiles is in the page; after it her tiles are shown as hers (the focus on the first) and the
live region says what the computers did and "Ann, your turn." After Ann's turn the screen goes
to Ben, the focus to his Ready (Ann's focused tile is gone), and Ready says "Ben, your turn."
At the end (scores set from Python) the winners are listed with "and", the points stay in seat
order with a ★ for each winner, and the places are given.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from frontend_kit import WATCH_SAID

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summy-widget"
PASS = f"{W} [data-role='pass-screen']"
NOTEBOOK = "tests/browser/notebooks/summy_play.ipynb"
SETUP = """
from summy_widget import summy
w.speed = 'fast'
w.session = summy.Session(['Ann', 'Ben', 'computer:greedy', 'computer:strong'], seed=5)
w._refresh()
print(w.phase, w.players[w.current]['name'])
"""
# the people at the screen play their best moves (hint step 4), then the computers answer
PLAY = """
s = w.session
for _ in range({turns}):
    if s.phase == 'pass':
        s.ready()
    s.submit([s.hint_step() for _ in range(4)][-1]['placements'], computers=False)
w._after_turn()
print(w.phase, w.players[w.current]['name'], len(w.computer_moves))
"""
# every state the widget goes through from now on: the pass screen's words (if shown),
# whether a computer's tiles are being laid, how many rack tiles are in the page and whose
WATCH = """(root) => {
  const w = document.querySelector(root);
  const pass = w.querySelector('[data-role=pass-screen]');
  window.__seen = [];
  const note = () => {
    const now = {pass: pass.hidden ? '' : pass.innerText, animating: w.dataset.animating === 'true',
                 rack: w.querySelectorAll('[data-rack-index]').length,
                 title: w.querySelector('.summy-rack-title').textContent};
    const last = window.__seen[window.__seen.length - 1];
    if (JSON.stringify(last) !== JSON.stringify(now)) window.__seen.push(now);
  };
  note();
  new MutationObserver(note).observe(w, {attributes: true, subtree: true, childList: true,
                                         characterData: true});
}"""
# the game ends: Ann and Computer 1 share the win
END = """
w.game.over = True
w.game.scores[:] = [40, 12, 40, 5]
w._refresh()
"""
SHOWN_PASS = "[data-role='pass-screen']:not([hidden])"


def open_hot_seat(frontend_notebook, setup: str, first: str):
    """The hot-seat notebook at 1280x800 with ``setup`` run: the pass screen names ``first``;
    from then on every message of the live region is kept in ``window.__said``."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-cell='M13']",
                         viewport=(1280, 800))
    assert nb.run(setup).split() == ["pass", first]
    nb.page.wait_for_function(
        f"() => document.querySelector(\"{PASS}\").innerText.includes('{first}')")
    nb.page.evaluate(WATCH_SAID, f"{W} [data-role='live']")
    return nb


def test_the_pass_screen_names_the_next_person_after_the_computers_moves(
        frontend_notebook):
    nb = open_hot_seat(frontend_notebook, SETUP, "Ann")
    page = nb.page
    page.evaluate(WATCH, W)

    # Ann and Ben play; the two computers answer: their tiles are laid, then the pass screen
    assert nb.run(PLAY.format(turns=2)).split() == ["pass", "Ann", "2"]
    page.wait_for_selector(f"{W}[data-turns='4']:not([data-animating]) {SHOWN_PASS}")
    seen = page.evaluate("() => window.__seen")
    assert any(s["animating"] for s in seen), seen  # the computers' tiles were laid ...
    assert not any(s["animating"] and s["pass"] for s in seen), seen  # ... in sight of all
    shown = {s["pass"] for s in seen if s["pass"]}
    assert shown and all("Ann" in text and "Computer" not in text for text in shown), shown
    # no rack at all: not Ann's before Ready, and not Ben's once his move is sent (Ann is
    # already looking at the screen while the computers think and lay their tiles)
    assert all(s["rack"] == 0 for s in seen), seen
    assert all(s["rack"] == 0 for s in seen if s["pass"]), seen
    title = page.inner_text(f"{PASS} .summy-pass-title")
    assert title == "Pass the screen to Ann", title
    assert page.inner_text(f"{W} .summy-rack-title") != "Your tiles (Ann)"
    kit.shot(page, "summy-hotseat-pass-ann-1280x800")

    # Ready: Ann's tiles, as hers; the live region says what the computers did and whose turn
    page.click(f"{PASS} [data-action='ready']")
    page.wait_for_selector(f"{W} [data-rack-index='0']")
    assert page.inner_text(f"{W} .summy-rack-title") == "Your tiles (Ann)"
    page.wait_for_function(f"() => document.activeElement === document.querySelector(\"{W} "
                           "[data-rack-index='0']\")")  # the focus on her first tile
    page.wait_for_function("() => window.__said.some((s) => s.includes('your turn'))")
    said = page.evaluate("() => window.__said")
    turn = next(s for s in said if "your turn" in s)
    assert turn.startswith("Computer 1 played ") and "Computer 2 " in turn, said
    assert turn.endswith("Ann, your turn."), said
    assert not any("Your turn!" in s for s in said), said
    kit.shot(page, "summy-hotseat-ann-ready-1280x800")

    # Ann plays: the screen goes to Ben (no computer between), and Ready names him
    assert nb.run(PLAY.format(turns=1)).split() == ["pass", "Ben", "0"]
    page.wait_for_function(f"() => document.querySelector(\"{PASS}\").innerText.includes('Ben')")
    assert page.is_visible(PASS) and page.locator(f"{W} [data-rack-index]").count() == 0
    # the focused tile went with Ann's rack: the focus goes to Ready, not nowhere
    assert page.evaluate(f"() => document.activeElement === document.querySelector(\"{PASS} "
                         "[data-action='ready']\")")
    count = page.evaluate("() => window.__said.length")
    page.click(f"{PASS} [data-action='ready']")
    page.wait_for_selector(f"{W} [data-rack-index='0']")
    page.wait_for_function("(n) => window.__said.slice(n).includes('Ben, your turn.')", arg=count)

    # the end: the winners listed with "and", a ★ for each in seat order, the places
    nb.run(END)
    page.wait_for_selector(f"{W} [data-role='game-over']:not([hidden])")
    over = page.inner_text(f"{W} [data-role='game-over']").splitlines()
    assert over[:3] == ["Game over", "Ann and Computer 1 share the win!",
                        "★ Ann: 40 · Ben: 12 · ★ Computer 1: 40 · Computer 2: 5"], over
    assert over[3:] == ["1st place: Ann and Computer 1, 40 points", "3rd place: Ben, 12 points",
                        "4th place: Computer 2, 5 points"], over
    kit.wait_live(page, f"{W} [data-role='live']", "Game over. Ann and Computer 1 share the win! "
                  "1st place: Ann and Computer 1, 40 points. 3rd place: Ben, 12 points.")


def test_the_pass_screen_keeps_ready_in_sight_when_the_game_is_taller_than_the_window(
        frontend_notebook):
    """In a narrow column the board, the rack and the side stack up and the game grows taller
    than the window: the pass screen's box sits at the game's top, in sight with it, not in the
    middle of the game, below the fold (at 420 px the box began 772 px down an 800 px window)."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, "[data-cell='M13']",
                         viewport=(1280, 800), file_browser=False)
    assert nb.run(SETUP).split() == ["pass", "Ann"]
    page = nb.page
    box = f"{PASS} .summy-pass-box"
    for width, height in ((1280, 800), (700, 900), (420, 800)):
        page.set_viewport_size({"width": width, "height": height})
        kit.to_top(page, W, settle_ms=200)
        game, shown = kit.boxes(page, W)[0], kit.boxes(page, box)[0]
        if width < 1280:
            assert game["height"] > height, (width, game)  # taller than the window
        assert kit.inside_window(shown), (width, shown)
        assert shown["y"] - game["y"] < 80, (width, game, shown)  # at the game's top
        assert kit.in_sight(page, f"{PASS} [data-action='ready']"), width
        assert page.eval_on_selector(box, "e => getComputedStyle(e).visibility") == "visible"
        # the rack's title says why no tiles show: no points beside it, no button under it
        # (with the side panel below, Exchange tiles and Hint stand in the rack's row)
        bar = f"{W} .summy-rackbar"
        assert page.is_hidden(f"{bar} [data-role='rack-scores']"), width
        assert kit.boxes(page, f"{bar} .summy-button") and all(
            not b["width"] for b in kit.boxes(page, f"{bar} .summy-button")), width
        kit.shot(page, f"summy-hotseat-pass-{width}x{height}")
    page.set_viewport_size({"width": 1280, "height": 800})
