"""A pupil who clicks, taps and types anywhere in the game, as a child at a classroom laptop
does: hundreds of seeded random clicks on the game's buttons, cells, tiles, cards and dice,
random taps at any point of it, tiles and cards dragged anywhere (by mouse, and by finger on
a touch screen), and keys pressed while the focus is in it (digits,
operators, letters, arrows, Enter, Escape, Backspace, Tab, and the notebook's own
shortcuts m, d d, x, a, b, z).

Afterwards: Python raised nothing but the game's own refusals (``GameError``: an illegal
move, out of turn), the page never sent a message Python calls malformed, the browser's
console is clean (every browser test checks that), the notebook's cells are as they were,
and the game still plays: Python answers, and its record loads back to the same game.
Between three rounds of mashing the game goes on a turn (the pupil's turn played as the
computer would, then the computers'), so the set-up, the turns and the end are all mashed.
"""

from __future__ import annotations

import json
import random

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser

GAMES = {
    "summy": ("tests/browser/notebooks/summy_computer.ipynb", ".summy-widget",
              "[data-rack-index='0']"),
    "summa": ("tests/browser/notebooks/summa_play.ipynb", ".summa-widget", "[data-cell='0,0']"),
    "pari": ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget",
             ".pari-hand [data-hand-index='0']"),
}

# every action method of the widget notes the exceptions it raises (then raises them on)
WATCH = """
import functools as _functools
import inspect as _inspect
from summy_widget.errors import GameError as _GameError
_raised = []
_games = []  # every game the widget has shown, in order
def _noting(method):
    @_functools.wraps(method)
    def noted(*args, **kwargs):
        try:
            return method(*args, **kwargs)
        except Exception as exc:
            if not isinstance(exc, _GameError):  # the game's own refusal: fine
                _raised.append([method.__name__, type(exc).__name__, str(exc)[:300]])
            raise
    noted.__signature__ = _inspect.signature(method)  # the page's fields are checked on it
    return noted
for _name in [n for n in dir(w) if n.startswith('_action_')]:
    setattr(w, _name, _noting(getattr(w, _name)))
_handle = w.handle
_refused = []
def _handle_noting(content):
    done = _handle(content)
    if not done:
        _refused.append([str(content)[:200], w.error])
    return done
w.handle = _handle_noting
"""

# the pupil's turn, played as the computer would (the person at the screen is seat 0), and then
# the computers' turns; prints where the game is: which game (the pupil may have started a new
# one, whose first turns look like the last one's) and its turn
ONWARD = """
_game = w.session.game
if not any(_seen is _game for _seen in _games):
    _games.append(_game)
if not _game.over and 0 in _game.to_act and not getattr(w.session, 'pass_screen', False):
    try:
        w.session.act(w.session.game_module.get_player('greedy').choose(_game, 0), 0)
    except Exception as exc:
        _raised.append(['onward', type(exc).__name__, str(exc)[:300]])
    w._refresh()
_where = 'over' if _game.over else f'turn {len(w.session.game_history())}'
print(f'game {len(_games)}, {_where}')
"""

# what the page may click: every visible, enabled control of the game (its dialogs too)
TARGETS_JS = """(root) => {
  const el = document.querySelector(root);
  const all = [...el.querySelectorAll('button, [role=gridcell], [data-rack-index], '
    + '[data-hand-index], [data-die], [data-cell], select, input[type=checkbox]')];
  return all.filter((e) => e.getClientRects().length && !e.disabled
      && getComputedStyle(e).visibility !== 'hidden')
    .map((e, i) => { e.dataset.mash = String(i); return i; });
}"""

KEYS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "-", "x", ":", "=", "*", "/",
        "I", "V", "X", "L", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Enter",
        "Escape", "Backspace", "Delete", "Tab", "Shift+Tab", " ", "?", "m", "d", "a", "b",
        "z", "c", "v", "h", "Home", "End", "PageDown"]

# whether the point (x, y) is the game's own (not a part of the notebook drawn over it)
IN_GAME_JS = "([root, x, y]) => !!document.elementFromPoint(x, y)?.closest(root)"
WINDOW = ".jp-WindowedPanel-outer"  # the notebook's scrolled part
FOCUS_INSIDE_JS = "(root) => !!document.activeElement?.closest(root)"


# the middles of the tiles and cards a finger can reach in the notebook's window (their points,
# not the elements: Python's answer to an earlier action may redraw them before the drag)
SOURCES_JS = """([root, sel, win]) => {
  const frame = document.querySelector(win).getBoundingClientRect();
  return [...document.querySelector(root).querySelectorAll(sel)].filter((e) => {
    const b = e.getBoundingClientRect();
    const seen = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return b.width && b.top >= frame.top && b.bottom <= Math.min(frame.bottom, innerHeight)
      && e.contains(seen);  // not scrolled out of the board's frame, not under a dialog
  }).map((e) => {
    const b = e.getBoundingClientRect();
    return [b.left + b.width / 2, b.top + b.height / 2];
  });
}"""
DRAGGABLE = "[data-rack-index], [data-hand-index], [data-die], [data-cell].summy-pending"


def point(page, root: str, rng: random.Random) -> tuple[float, float] | None:
    """A random point of the game's part that is in the notebook's window."""
    box, window = kit.boxes(page, root)[0], kit.boxes(page, WINDOW)[0]
    top, bottom = max(box["y"], window["y"]), min(box["bottom"], window["bottom"])
    if bottom - top < 20:
        return None
    # (JupyterLab's output prompt, with its "Collapse Output" overlay, is beside the game's
    # left edge: a finger there is not on the game)
    at = (box["x"] + 24 + rng.random() * (box["width"] - 48),
          top + 1 + rng.random() * (bottom - top - 2))
    return at if page.evaluate(IN_GAME_JS, [root, *at]) else None  # not the notebook's parts


def drag(page, root: str, rng: random.Random, touch: bool) -> bool:
    """A tile or card in the notebook's window dragged to a random point of the game, by finger
    or by mouse; or, one time in four, a swipe from one point of the game to another."""
    to = point(page, root, rng)
    if to is None:
        return False
    if rng.random() < 0.25:
        start = point(page, root, rng)
    else:
        middles = page.evaluate(SOURCES_JS, [root, DRAGGABLE, WINDOW])
        if not middles:
            return False
        start = tuple(rng.choice(middles))
    if start is None:
        return False
    if touch:
        kit.touch_drag(page, start, to)
    else:
        page.mouse.move(*start)
        page.mouse.down()
        page.mouse.move(*to, steps=6)
        page.mouse.up()
    return True


def mash(page, root: str, rng: random.Random, steps: int, touch: bool) -> dict:
    """``steps`` random clicks (taps), points, drags and keys; how many of each were done."""
    done = {"click": 0, "point": 0, "drag": 0, "key": 0}
    for _ in range(steps):
        kind = rng.choice(["click", "click", "point", "drag", "key", "key", "key"])
        if kind == "key" and not page.evaluate(FOCUS_INSIDE_JS, root):
            kind = "click"  # keys only where the game has the focus, as its help says
        if kind == "key":
            page.keyboard.press(rng.choice(KEYS))
        elif kind == "click":
            ids = page.evaluate(TARGETS_JS, root)
            if not ids:
                continue
            target = page.locator(f"{root} [data-mash='{rng.choice(ids)}']")
            try:
                (target.tap if touch else target.click)(timeout=1500)
            except Exception:  # covered by a dialog or gone after a redraw: a miss, as by hand
                continue
        elif kind == "point":
            at = point(page, root, rng)
            if at is None:
                continue
            (page.touchscreen.tap if touch else page.mouse.click)(*at)
        elif not drag(page, root, rng, touch):
            continue
        done[kind] += 1
        page.wait_for_timeout(rng.choice([0, 20, 80]))
    return done


def settle(page, root: str, quiet_ms: int = 1000, timeout_ms: int = 20_000) -> None:
    """Wait until Python has stopped answering the page's last actions (``data-answered``
    unchanged for ``quiet_ms``): the game's messages run beside a code cell (a kernel
    subshell), so the test's own move waits for the mashing to be answered first."""
    last, since = None, 0
    for _ in range(timeout_ms // 100):
        now = page.evaluate("(r) => document.querySelector(r).dataset.answered || ''", root)
        since = since + 100 if now == last else 0
        if since >= quiet_ms:
            return
        last = now
        page.wait_for_timeout(100)


@pytest.mark.parametrize(("game", "touch"), [("summy", False), ("summa", False),
                                           ("pari", False), ("summy", True), ("pari", True)],
                         ids=["summy", "summa", "pari", "summy-touch", "pari-touch"])
def test_a_pupil_who_clicks_and_types_anywhere_breaks_nothing(frontend_notebook, game,
                                                               touch):
    path, root, ready = GAMES[game]
    nb = kit.open_widget(frontend_notebook, path, root, ready, has_touch=touch,
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    nb.run(WATCH)
    cells = kit.notebook_cells_snapshot(page)
    kit.to_top(page, root)
    page.locator(f"{root} {ready}").first.click()
    rng = random.Random(f"mash-{game}-{touch}")
    done, phases = {"click": 0, "point": 0, "drag": 0, "key": 0}, set()
    for _ in range(3):  # between the rounds the game goes on a turn, so each phase is mashed
        for kind, count in mash(page, root, rng, 40, touch).items():
            done[kind] += count
        settle(page, root)
        phases.add(nb.run(ONWARD).strip().splitlines()[-1])
        page.wait_for_timeout(300)
    assert min(done.values()) >= 3 and done["key"] > 25, done
    page.wait_for_timeout(500)
    raised = json.loads(nb.run("import json; print(json.dumps(_raised))").strip())
    assert raised == [], raised
    assert len(phases) >= 2, phases  # the game went on between the rounds
    refused = json.loads(nb.run("print(json.dumps(_refused))").strip())
    malformed = [r for r in refused if "came with" in r[1] or "unknown action" in r[1]
                 or "malformed" in r[1].lower()]
    assert malformed == [], malformed
    assert kit.notebook_cells_snapshot(page) == cells
    # the game still plays: Python answers, and the record loads back to the same game
    same = nb.run("game = w.session.game; record = game.to_json()\n"
                  "print(type(game).from_json(record).to_json() == record)").strip()
    assert same == "True", same
    kit.shot(page, f"mash-{game}{'-touch' if touch else ''}")
    print(game, done, phases, "refusals", len(refused), refused[:8])
