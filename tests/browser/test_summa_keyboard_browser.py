"""Summa Summarum by keyboard, as a pupil plays it, and the computer's points kept back.

Enter chooses and never takes a choice back: on a chosen black cell it says the cell stays
chosen (Space takes it back, and that is said); with 4 allowed cells it confirms them. A typed
symbol is said; with all 4 placed Enter writes them. While scoring, a group's first cell is
said; Enter on a chosen group asks first and Enter again scores; Delete takes a group back,
and says so. Until the pupil has scored rows and columns, the table shows the computer's
points as "…" (read "still scoring") and no number of its scoring is on the page; then they
show. One notebook, light, 1400x1000.
"""

from __future__ import annotations

import json
import re

import pytest
from frontend_kit import boxes, shot

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"

TO_SCORING = """
import json
while w.stage == "place":
    free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == "."]
    for i, d in enumerate(w.dice):
        if not d["used"]:
            w.handle({"action": "place", "die": i, "cell": list(free.pop(0))})
    w.handle({"action": "done"})
g = w.session._best_groups(0)[0]
s = w.game.scorings[1]
print(json.dumps({"stage": w.stage, "group": [g.cells[0], g.cells[-1], g.name],
                  "computer": [s.total, s.across, s.down]}))
"""


def live(page) -> str:
    return page.eval_on_selector(f"{W} .summa-live", "e => e.textContent")


def press(page, key: str) -> str:
    """Press ``key`` on the focused cell; what the live region says next."""
    before = live(page)
    page.keyboard.press(key)
    page.wait_for_function("([s, b]) => document.querySelector(s).textContent !== b",
                           arg=[f"{W} .summa-live", before], timeout=30_000)
    return live(page).replace("\u00a0", "").strip()


def goto(page, r: int, c: int) -> None:
    """Move the keyboard cursor to the cell (r, c) with the arrow keys."""
    cur = page.eval_on_selector(f"{W} [data-cursor]", "e => e.dataset.cell")
    cr, cc = map(int, cur.split(","))
    for _ in range(abs(r - cr)):
        page.keyboard.press("ArrowDown" if r > cr else "ArrowUp")
    for _ in range(abs(c - cc)):
        page.keyboard.press("ArrowRight" if c > cc else "ArrowLeft")
    page.wait_for_selector(f"{W} [data-cell='{r},{c}'][data-cursor]:focus")


def shown_numbers(page) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", page.inner_text(W))}


def enter_twice(page, lines: str, stage: str) -> None:
    """The best choice marked, then Enter on a chosen group: a question; Enter again scores."""
    page.click(f"{W} [data-action='use-best']")
    page.wait_for_selector(f"{W} [data-mark]")
    marked = page.eval_on_selector(f"{W} [data-mark]", "e => e.dataset.cell")
    page.eval_on_selector(f"{W} [data-cell='{marked}']", "e => e.focus()")
    said = press(page, "Enter")
    assert re.match(rf"\S+ stays chosen. Enter again scores the {lines} with the \d+ points", said)
    assert page.inner_text(f"{W} .summa-ask") == said
    assert page.get_attribute(W, "data-stage") == stage  # nothing scored yet
    press(page, "Enter")

KEPT_A1 = "A1 stays chosen; Space or Delete takes it back"


def test_a_game_by_keyboard_keeps_the_computers_points_back(frontend_notebook):
    nb = frontend_notebook(NOTEBOOK, theme="light", viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']", timeout=60_000)
    page.eval_on_selector(f"{W} [data-cell='0,0']", "e => e.focus()")
    keys = page.inner_text(f"{W} .summa-keys")
    assert "Enter chooses and never takes back" in keys
    # the keys line ends the side, so it names the box to type in by its label (not "below")
    label = page.inner_text(f"{W} .summa-cli label")
    assert keys.endswith(f"Or type commands in the {label} box.")
    box, line = boxes(page, f"{W} .summa-cli-input")[0], boxes(page, f"{W} .summa-keys")[0]
    assert box["bottom"] < line["y"]

    # -- the black cells: Enter never takes one back (not even a second Enter that comes
    # before the page shows the first); Space does, and says so
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    # the keys reach the kernel through the page, the test's cell by a way of its own: wait for
    # the page to show the kernel's answer, and a moment for the second Enter, then ask
    page.wait_for_selector(f"{W} [data-cell='0,0'][data-pending]")
    page.wait_for_timeout(300)
    assert nb.run("print(w.pending)").strip() == "[[0, 0, -1]]"  # the kernel had both Enters
    # (the second Enter is said as the first's answer, or, when that answer came between the
    # two keys, as a chosen cell kept)
    said = live(page).strip()
    assert "Choose 3 more cells to blacken" in said or said == KEPT_A1, said
    goto(page, 1, 2)
    press(page, "Enter")
    goto(page, 2, 4)
    press(page, "Enter")
    assert press(page, "Enter") == "E3 stays chosen; Space or Delete takes it back"
    assert page.get_attribute(f"{W} [data-cell='2,4']", "data-pending") is not None
    assert press(page, " ") == "E3 taken back. Choose 2 more cells to blacken"
    press(page, "Enter")
    goto(page, 5, 1)
    assert press(page, "Enter") == ("These 4 cells are allowed: press Enter on the sheet or the "
                                    "Blacken these 4 button")
    assert "Round 1: the dice show" in press(page, "Enter")  # 4 allowed: Enter confirms
    page.wait_for_selector(f"{W}[data-stage='place']")

    # -- one round by keys: each symbol typed is said; the fourth, put by Enter on its cell
    # (the die left goes there), says how to go on, and Enter writes them
    dice = page.eval_on_selector_all(f"{W} [data-die]", "es => es.map(e => e.dataset.symbol)")
    for symbol, c in zip(dice[:3], (1, 2, 3)):
        goto(page, 0, c)
        said = press(page, symbol)
        assert said.startswith(f"{symbol} in {'ABCDEF'[c]}1"), said
    goto(page, 0, 4)
    said = press(page, "Enter")
    assert said.startswith(f"{dice[3]} in E1"), said
    assert said.endswith("All 4 symbols are placed: Enter on the sheet or Done writes them")
    assert "Round 2: the dice show" in press(page, "Enter")

    # -- the rows: the computer has scored, but its points are not shown
    state = json.loads(nb.run(TO_SCORING).strip().splitlines()[-1])
    assert state["stage"] == "across"
    page.wait_for_selector(f"{W}[data-stage='across']")
    row = f"{W} tr[data-player='Computer']"
    assert page.locator(f"{row} td[data-hidden]").count() == 4
    assert page.inner_text(f"{row} td[data-hidden='total']").split() == ["…", "still", "scoring"]
    secret = set(state["computer"])
    assert not secret & shown_numbers(page), secret
    assert "Computer has scored; the points are shown once you have scored too" in \
        page.inner_text(f"{W} .summa-log")
    shot(page, "summa-keyboard-hidden", W)

    a, b, name = state["group"]
    page.eval_on_selector(f"{W} [data-cursor]", "e => e.focus()")
    goto(page, *a)
    assert press(page, " ").startswith(f"{'ABCDEF'[a[1]]}{a[0] + 1} is the first cell of a group")
    goto(page, *b)
    assert press(page, "Enter").endswith(f"({name}) counts")
    assert press(page, "Delete") == f"{name} taken back"
    enter_twice(page, "rows", "across")
    page.wait_for_selector(f"{W}[data-stage='down']")
    assert page.locator(f"{row} td[data-hidden]").count() == 4
    assert not secret & shown_numbers(page)

    # -- the columns: scored, the computer's points show
    enter_twice(page, "columns", "down")
    page.wait_for_selector(f"{W}[data-stage='over']")
    assert page.locator(f"{row} td[data-hidden]").count() == 0
    cells = page.locator(f"{row} td")
    assert [cells.nth(i).inner_text() for i in (1, 2, 3)] == \
        [str(state["computer"][1]), str(state["computer"][2]), str(state["computer"][0])]
    shot(page, "summa-keyboard-over", W)
