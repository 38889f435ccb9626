"""Summa Summarum's front end as a class meets it (issues 13 and 14).

Two notebooks in all (one in JupyterLab Light, one in Dark with touch), each kept for many
checks: layout at 1400x1000, 1280x800 and 700 px with the file browser open, the contrast
of every visible text, axe-core in each state, the notebook's shortcuts kept out, a round by
keyboard alone and one by the command line alone, reading the live region after each step.
"""

from __future__ import annotations

import contextlib
import json

import pytest
from frontend_kit import (
    VIEWPORTS,
    assert_accessible,
    at_bottom_edge,
    boxes,
    in_sight,
    inside_window,
    key_scene,
    notebook_cells_snapshot,
    shot,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".summa-widget"
NOTEBOOK = "tests/browser/notebooks/summa_play.ipynb"
KEY_SCENES = [["m"], ["d", "d"], ["x"], ["a"], ["b"], ["z"], ["c"], ["v"], ["Escape", "m"]]


def live(page) -> str:
    return page.inner_text(f"{W} .summa-live").replace("\u00a0", "").strip()


def wait_live(page, before: str, timeout: int = 30_000) -> str:
    """Wait until the live region's text changed (toggles make every message a change)."""
    page.wait_for_function(
        "([s, b]) => document.querySelector(s).textContent !== b",
        arg=[f"{W} .summa-live", page.eval_on_selector(f"{W} .summa-live", "e => e.textContent")
             if before is None else before],
        timeout=timeout,
    )
    return live(page)


def raw_live(page) -> str:
    return page.eval_on_selector(f"{W} .summa-live", "e => e.textContent")


def step(page, action) -> str:
    """Do ``action()`` and return what the live region says afterwards."""
    before = raw_live(page)
    action()
    return wait_live(page, before)


def assert_clean(page, state: str) -> None:
    assert_accessible(page, W, state)


def check_fit(page, name: str, action_selector: str, narrow: bool = True) -> None:
    """At each viewport: cells, the dice or the main button, all inside the window together
    (with ``narrow=False`` not at 700 px, where the panel goes below the sheet)."""
    for label, (width, height) in VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        page.eval_on_selector(W, "e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(200)
        cells = boxes(page, f"{W} [data-cell]")
        assert len(cells) == 36
        outside = [b for b in cells if not inside_window(b)]
        assert not outside, f"{name} {label}: {len(outside)} cells outside the window"
        for box in boxes(page, action_selector) if narrow or label != "700" else ():
            assert inside_window(box), f"{name} {label}: {action_selector} outside: {box}"
        if label == "700":
            grid = boxes(page, f"{W} table.summa-grid")[0]
            side = boxes(page, f"{W} .summa-side")[0]
            assert side["y"] >= grid["bottom"] - 1, "in a narrow column the panel goes below"
        shot(page, f"summa-{name}-{label}")
    page.set_viewport_size({"width": 1400, "height": 1000})


# each cell that is both the end of a chosen group (a bracket: its border) and in a best group
# (a band drawn inside the cell): the bracket's side, its width and colour, and the band
BRACKETS_JS = """(s) => {
  const root = document.querySelector(s);
  const probe = document.createElement('span');
  probe.style.color = getComputedStyle(root).getPropertyValue('--sw-best');
  root.append(probe);
  const best = getComputedStyle(probe).color;
  probe.remove();
  return [...root.querySelectorAll('[data-edge][data-best]')].map((el) => {
    const cs = getComputedStyle(el);
    const across = el.dataset.direction === 'across';
    const sides = el.dataset.edge.split(' ').map((e) => across ? (e === 'first' ? 'Left' : 'Right')
                                                            : (e === 'first' ? 'Top' : 'Bottom'));
    return {cell: el.dataset.cell, best, shadow: cs.boxShadow,
      brackets: sides.map((side) => ({side, width: parseFloat(cs['border' + side + 'Width']),
        color: cs['border' + side + 'Color'], style: cs['border' + side + 'Style']}))};
  });
}"""


def brackets_and_best_both_show(page, label: str) -> None:
    cells = page.evaluate(BRACKETS_JS, W)
    assert cells, f"{label}: no cell is both a bracket and a best cell"
    for cell in cells:
        assert cell["best"] in cell["shadow"] and "inset" in cell["shadow"], (label, cell)
        for bracket in cell["brackets"]:
            assert bracket["width"] >= 6 and bracket["style"] == "solid", (label, cell)
            assert bracket["color"] != cell["best"], (label, cell)


def keys_are_guarded(page) -> None:
    for focus in (f"{W} [data-cell][tabindex='0']", f"{W} [data-action='save']",
                  f"{W} [data-die]:not([disabled])"):
        if page.query_selector(focus) is None:
            continue
        for keys in KEY_SCENES:
            scene = key_scene(page, focus, keys)
            assert not scene["changed"], f"{keys} on {focus} changed the notebook"
            assert scene["focus_inside"], f"{keys} on {focus} took focus out of the widget"


def test_summa_light_keyboard_round_layout_contrast_axe_and_keys(frontend_notebook):
    nb = frontend_notebook(NOTEBOOK, theme="light", viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']", timeout=60_000)
    grid = page.locator(f"{W} [role='grid']")
    assert grid.count() == 1
    assert page.locator(f"{W} [role='grid'] [role='row']").count() == 8
    assert page.locator(f"{W} [tabindex='0'][data-cell]").count() == 1  # one tab stop
    assert_clean(page, "start")
    check_fit(page, "light-start", f"{W} [data-action='confirm-black']")

    # -- a set-up and a round by keyboard alone ----------------------------------------------
    page.focus(f"{W} [data-cell='0,0']")
    said = []
    said.append(step(page, lambda: page.keyboard.press("Space")))  # A1
    assert said[-1].startswith("Choose 3 more")
    assert page.get_attribute(f"{W} [data-action='confirm-black']", "disabled") is not None
    for keys in (["ArrowDown", "ArrowRight", "ArrowRight", "Space"],          # C2
                 ["ArrowDown", "ArrowRight", "ArrowRight", "Space"],          # E3
                 ["PageDown", "Home", "ArrowRight", "Space"]):                # B6
        for key in keys[:-1]:
            page.keyboard.press(key)
        said.append(step(page, lambda: page.keyboard.press("Space")))
    assert said[-1] == ("These 4 cells are allowed: press Enter on the sheet or the Blacken "
                        "these 4 button")
    assert page.get_attribute(f"{W} [data-cell='5,1']", "aria-label") == "B6, chosen to blacken"
    # Enter on the grid does not blacken: the button does, reached with Tab
    page.focus(f"{W} [data-action='confirm-black']")
    said.append(step(page, lambda: page.keyboard.press("Enter")))
    assert "round 1 of 8" in said[-1] and "the dice show" in said[-1]
    page.wait_for_selector(f"{W}[data-stage='place']")
    dice = json.loads(nb.run("import json; print(json.dumps(list(w.game.dice)))"))
    for _ in range(12):  # back into the grid's one tab stop (focus may already be there)
        if page.evaluate("document.activeElement.dataset.cell") is not None:
            break
        page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.dataset.cell") is not None
    page.keyboard.press("Control+Home")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")  # A4
    for i, symbol in enumerate(dice):
        page.wait_for_selector(f"{W} [data-cell='3,{i}']:focus")
        page.keyboard.press(symbol)
        page.wait_for_selector(f"{W} [data-cell='3,{i}'][data-pending]")
        label = page.get_attribute(f"{W} [data-cell='3,{i}']", "aria-label")
        assert label.startswith(f"{'ABCDEF'[i]}4, {symbol}, ")
        assert label.endswith("placed this round")
        page.keyboard.press("ArrowRight")
    # an illegal choice: a symbol on a taken cell says why (once) and changes nothing
    page.keyboard.press("Home")
    illegal = "w.handle({'action': 'place', 'die': 0, 'cell': [3, 0]})"
    said.append(step(page, lambda: nb.run(illegal)))
    assert "not empty" in said[-1] or "already written" in said[-1]
    texts = page.inner_text(f"{W} .summa-area-status")
    assert texts.count(said[-1].strip()) <= 1
    assert_clean(page, "mid-round with an illegal choice")
    keys_are_guarded(page)
    page.focus(f"{W} [data-cell][tabindex='0']")  # back to the grid's tab stop
    page.keyboard.press("Home")
    page.wait_for_selector(f"{W} [data-cell='3,0']:focus")
    said.append(step(page, lambda: page.keyboard.press("Enter")))  # all 4 placed: Enter = Done
    assert "round 2 of 8" in said[-1]
    assert nb.run("print(w.game.grids[0].row(3))").strip() == "".join(dice) + ".."
    shot(page, "summa-light-keyboard-round")

    # -- the best choice shown, the pass screen, and the game over ----------------------------
    nb.run(
        "while w.stage == 'place':\n"
        "    free = [(r, c) for r in range(6) for c in range(6) if w.sheet[r][c] == '.']\n"
        "    for die in range(4):\n"
        "        w.handle({'action': 'place', 'die': die, 'cell': list(free[die])})\n"
        "    w.handle({'action': 'done'})\n"
        "w.handle({'action': 'use_best'}); w.handle({'action': 'show_best'})\n"
    )
    page.wait_for_selector(f"{W} .summa-best")
    page.wait_for_selector(f"{W} [data-group='2']")
    assert page.locator(f"{W} .summa-badge").count() >= 2  # groups numbered, not only tinted
    assert_clean(page, "best shown")
    brackets_and_best_both_show(page, "light, best shown")
    check_fit(page, "light-best", f"{W} [data-action='confirm']")
    shot(page, "summa-light-best")
    nb.run("w.handle({'action': 'confirm'}); w.handle({'action': 'use_best'});"
           " w.handle({'action': 'confirm'})")
    page.wait_for_selector(f"{W}[data-stage='over']")
    assert "wins" in live(page) or "win" in live(page).lower()
    # another sheet: the grid, its name and its explanation all follow the choice
    mine = json.loads(nb.run("print(json.dumps(w.explanation))"))
    page.click(f"{W} [data-sheet='1']")
    page.wait_for_function(
        "(s) => document.querySelector(s).textContent === 'Sheet of Computer'",
        arg=f"{W} .summa-sheet-of", timeout=30_000)
    theirs = json.loads(nb.run(
        "print(json.dumps(w.game.scorings[1].explain('en').lines))"))
    assert theirs != mine
    page.wait_for_selector(f"{W} [data-sheet='1'][aria-pressed='true']")
    assert page.inner_text(f"{W} .summa-explanation").splitlines()[:3] == theirs[:3]
    assert page.inner_text(f"{W} .summa-explanation-of") == "Sheet of Computer"
    assert json.loads(nb.run("print(json.dumps(w.sheet))")) == \
        json.loads(nb.run("print(json.dumps(list(w.game.scorings[1].final.rows)))"))
    # its Σ row and column: the computer's points, line by line, and the total in the corner
    scored = json.loads(nb.run(
        "s = w.game.scorings[1]; print(json.dumps([list(s.row_scores), list(s.column_scores),"
        " s.total]))"))
    sigma = page.evaluate("""(w) => [
        [...document.querySelectorAll(`${w} [data-row-score]`)].map((e) => e.textContent),
        [...document.querySelectorAll(`${w} [data-column-score]`)].map((e) => e.textContent),
        document.querySelector(`${w} [data-total]`).textContent]""", W)
    assert sigma == [[str(v) for v in scored[0]], [str(v) for v in scored[1]], str(scored[2])]
    assert_clean(page, "game over, the computer's sheet")
    shot(page, "summa-light-over")
    nb.run("from summy_widget.summa import Session\n"
           "w.session = Session(['Ann', 'Ben'], seed=3, rules={'seconds': None})\n"
           "w.session.random_black(); w.session.confirm_black(); w._refresh()")
    page.wait_for_selector(f"{W}[data-stage='pass'] [role='dialog'][aria-modal='true']")
    page.wait_for_selector(f"{W} [role='dialog'] [data-action='ready']:focus")
    assert page.evaluate(f"document.querySelector('{W} .summa-play').inert")
    assert_clean(page, "pass screen")
    shot(page, "summa-light-pass")
    keys_are_guarded_in_dialog = key_scene(page, f"{W} [data-action='ready']", ["m"])
    assert not keys_are_guarded_in_dialog["changed"]
    # the detector works: a key on the notebook itself (outside the widget) changes it
    before = notebook_cells_snapshot(page)
    page.evaluate("document.querySelector('.jp-NotebookPanel-notebook').focus()")
    page.keyboard.press("b")
    with contextlib.suppress(PlaywrightTimeout):  # else the assert below says what is wrong
        page.wait_for_function(  # "b" adds a cell below (JupyterLab draws it a moment later)
            "(n) => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) "
            ".jp-Notebook .jp-Cell').length !== n", arg=len(before), timeout=30_000)
    assert notebook_cells_snapshot(page) != before, "a shortcut outside the widget should act"


def test_summa_dark_command_line_touch_layout_and_contrast(frontend_notebook):
    nb = frontend_notebook(NOTEBOOK, theme="dark", viewport=(1400, 1000), has_touch=True)
    page = nb.page
    page.wait_for_selector(f"{W}[data-stage='black'] [data-cell='0,0']", timeout=60_000)
    assert_clean(page, "dark start")
    check_fit(page, "dark-start", f"{W} [data-action='confirm-black']")

    # -- a set-up and a round by the command line alone ----------------------------------------
    box = f"{W} .summa-cli-input"
    page.focus(box)

    def command(text: str) -> str:
        def go():
            page.fill(box, text)
            page.keyboard.press("Enter")
        return step(page, go)

    assert command("black A1").startswith("A1, chosen to blacken")
    assert command("black C2").startswith("C2, chosen")
    assert command("black E3").startswith("E3, chosen")
    assert command("black B6").endswith(". These 4 cells are allowed: type done")
    answer = command("done")
    assert "round 1 of 8" in answer
    page.wait_for_selector(f"{W}[data-stage='place']")
    dice = json.loads(nb.run("import json; print(json.dumps(list(w.game.dice)))"))
    assert command("dice").startswith("Dice: ")
    assert command("read row 1").startswith("Row 1: A1, black, B1, empty")
    for symbol, cell in zip(dice[:3], ("B1", "C1", "D1")):
        assert command(f"put {symbol} {cell}") == f"{symbol} in {cell}"
    assert command("take D1") == "D1 taken back"
    assert command(f"put {dice[2]} D1") == f"{dice[2]} in D1"
    refusals = ("A1 is not empty", "A1 is a black cell", "no die shows X")
    answer = f"{W} [data-role='command-answer']"
    # refused, typed at the window's bottom edge: the answer under the box comes into sight,
    # marked as a refusal (the error's colour, ✘, a dashed bar), not as an answer
    with at_bottom_edge(page, box):
        assert command("put X A1").startswith(refusals)
        assert in_sight(page, answer)
    look = page.eval_on_selector(answer, """a => ({ state: a.dataset.state,
        mark: getComputedStyle(a, '::before').content, colour: getComputedStyle(a).color,
        border: getComputedStyle(a).borderLeftStyle, text: a.innerText })""")
    error = page.eval_on_selector(W, """w => { // the theme's error colour, as the widget has it
        const probe = w.appendChild(document.createElement('span'));
        probe.style.color = 'var(--sw-error)';
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour; }""")
    assert look["state"] == "refused" and "\u2718" in look["mark"], look
    assert look["colour"] == error and look["border"] == "dashed", look
    assert look["text"].lstrip("\u2718 ").startswith(refusals), look
    assert_clean(page, "dark mid-round with an illegal choice")
    shot(page, "summa-dark-command-line")
    # the last die by touch: tap the die, then the cell
    free = page.locator(f"{W} [data-die]:not([disabled])")
    assert free.count() == 1
    page.tap(f"{W} [data-die]:not([disabled])")
    page.tap(f"{W} [data-cell='0,4']")
    page.wait_for_selector(f"{W} [data-cell='0,4'][data-pending]")
    page.focus(box)
    assert "round 2 of 8" in command("done")
    assert command("score") == "Scores: Ann 0 points; Computer 0 points"
    assert nb.run("print(w.game.grids[0].row(0)[:5])").strip() == "#" + "".join(dice)
    # a new game asks first (a modal dialog); Escape closes it and keeps focus in the widget
    page.click(f"{W} [data-action='new-game']")
    page.wait_for_selector(f"{W} [role='dialog'] [data-action='confirm-new']:focus")
    assert_clean(page, "dark confirm new game")
    shot(page, "summa-dark-confirm-new")
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{W} [data-action='new-game']:focus")
    assert nb.run("print(w.round)").strip() == "2"
    keys_are_guarded(page)
    # confirmed, the game in progress ends, and "Back to the previous game" brings it back
    page.click(f"{W} [data-action='new-game']")
    page.click(f"{W} [data-action='confirm-new']")
    back = f"{W} [data-action='restore-game']"
    page.wait_for_selector(f"{W}[data-stage='black'] [data-action='restore-game']")
    assert page.inner_text(back) == "Back to the previous game"
    check_fit(page, "dark-restore", back)
    assert_clean(page, "dark new game, the one before can come back")
    page.tap(back)
    page.wait_for_selector(f"{W}[data-stage='place']")
    assert nb.run("print(w.round, w.can_restore)").split() == ["2", "False"]
    assert page.locator(back).count() == 0
