"""The widgets in Notebook 7 (``jupyter notebook``): a Summy tile put down by clicking, and
the preview answers from Python; a Summa round and an =Pari= play begun by clicking, each
answered by Python's game, with the widget inside a 1280x800 window.

The notebook ``tests/browser/notebooks/summy_computer.ipynb`` starts
``w = SummyWidget(seed=4, opponent="computer")``; a copy is opened at
``/notebooks/<copy>`` and run through Notebook 7's Run menu.
"""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = "tests/browser/notebooks/summy_computer.ipynb"
W = ".summy-widget"


def _click(page, selector: str) -> None:
    """Click; when a dialog is in the way, fail with what the dialog says."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.click(selector, timeout=15_000)
    except PlaywrightTimeout:
        dialogs = page.locator(".jp-Dialog")
        said = dialogs.first.inner_text() if dialogs.count() else "no dialog"
        page.screenshot(path=str(ROOT / "test-artifacts" / "notebook7-click.png"))
        pytest.fail(f"could not click {selector} in Notebook 7 ({said})")


@contextlib.contextmanager
def _opened(notebook7, browser, jupyter_pages, source: str, width: int, height: int):
    """A copy of ``source`` opened and run in Notebook 7: (page, the notebook, its path).
    On a failure the page's dialog is printed and a screenshot kept."""
    path = jupyter_pages.copy_notebook(source)
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    nb = jupyter_pages.Notebook(page, notebook7, path)
    try:
        jupyter_pages.open_and_run(
            page, f"{notebook7.url}/notebooks/{path}", status_bar=False, server=notebook7, path=path
        )
        yield page, nb, path
    except BaseException:
        dialogs = page.locator(".jp-Dialog")
        print("dialog on the page:", dialogs.first.inner_text() if dialogs.count() else "none")
        page.screenshot(path=str(ROOT / "test-artifacts" / "notebook7-failed.png"))
        raise
    finally:
        try:
            nb.close()
        finally:
            context.close()
            shutil.rmtree((ROOT / path).parent, ignore_errors=True)


def test_a_tile_put_down_in_notebook7_gets_the_preview_from_python(
    notebook7, browser, jupyter_pages
):
    with _opened(notebook7, browser, jupyter_pages, NOTEBOOK, 1500, 1100) as (page, nb, path):
        assert page.locator("#main-panel, .jp-NotebookPanel").count() >= 1
        assert page.url.split("?")[0].endswith(f"/notebooks/{path}")  # Notebook 7, not Lab
        page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=30_000)
        preview = page.locator(f"{W} [data-role='preview']")
        before = preview.inner_text()
        assert preview.get_attribute("data-state") == "empty"

        symbol = page.get_attribute(f"{W} [data-rack-index='0']", "data-symbol")
        _click(page, f"{W} [data-rack-index='0']")
        _click(page, f"{W} [data-cell='L13']")  # beside the centre's "=": never a sum alone
        page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=30_000)
        after = preview.inner_text()
        assert after != before
        reason = nb.run("print(w.preview['reason'])").strip()
        assert f"{symbol}=" in reason and reason in after  # the text came from Python
        assert "summy-pending" in page.get_attribute(f"{W} [data-cell='L13']", "class")


# -- Summa and =Pari= in Notebook 7: one action each by clicking, Python answers, all fits ------
def _summa_round(page) -> str:
    """Seed 7: blacken four cells by clicking and confirm; Python starts round 1."""
    root = ".summa-widget"
    for cell in ("0,0", "1,2", "2,4", "5,1"):
        _click(page, f"{root}[data-stage='black'] [data-cell='{cell}']")
    _click(page, f"{root} [data-action='confirm-black']:not([disabled])")
    page.wait_for_selector(f"{root}[data-stage='place'] [data-die='3']", timeout=30_000)
    return "print(str(w.session.game.public_grid(0))[0])"


def _pari_play(page) -> str:
    """Seed 30: lay the 5 into "x=" (not correct yet) and play it; Python asks for the draw."""
    root = ".pari-widget"
    _click(page, f"{root} .pari-hand [data-hand-index='0']")
    _click(page, f"{root} button[data-equation='1'][data-gap='2']")
    page.wait_for_selector(f"{root} .pari-preview[data-valid='false']", timeout=30_000)
    _click(page, f"{root} [data-action='submit']")
    page.wait_for_selector(f"{root}[data-phase='draw']", timeout=30_000)
    return "print(w.session.game.rows[1])"


# game: (its notebook, the widget, the parts that must fit, one action, what Python then says)
OTHERS = {
    "summa": ("tests/browser/notebooks/summa_play.ipynb", ".summa-widget",
              "[data-cell], [data-die], button", _summa_round, "#"),
    "pari": ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget",
             ".pari-equation, .pari-hand [data-card], button", _pari_play, "x=5"),
}


@pytest.mark.parametrize("game", sorted(OTHERS))
def test_summa_and_pari_play_by_clicking_in_notebook7_and_fit(
    game, notebook7, browser, jupyter_pages
):
    source, root, parts, act, said = OTHERS[game]
    with _opened(notebook7, browser, jupyter_pages, source, 1280, 800) as (page, nb, _):
        page.wait_for_selector(f"{root} button", timeout=30_000)
        assert nb.run(act(page)).strip() == said  # the click reached Python's game
        page.wait_for_timeout(300)
        boxes = page.locator(f"{root} :is({parts})").evaluate_all(
            "(els) => els.filter((e) => e.offsetParent !== null).map((e) => {"
            " const r = e.getBoundingClientRect(); return [r.left, r.right]; })")
        assert boxes, f"{game}: nothing of the widget shows"
        outside = [b for b in boxes if b[0] < 0 or b[1] > 1280]
        assert not outside, f"{game}: {len(outside)} parts outside 1280 px: {outside[:5]}"
        page.screenshot(path=str(ROOT / "test-artifacts" / f"notebook7-{game}-1280x800.png"))


# where the (first) widget's top and the lowest of its controls are, in the window's pixels
_WHERE_JS = """([root, controls]) => {
  const game = document.querySelector(root);
  const bottoms = [...game.querySelectorAll(controls)]
    .map((e) => e.getBoundingClientRect().bottom);
  return {top: game.getBoundingClientRect().top,
          controls: bottoms.length ? Math.max(...bottoms) : null, window: innerHeight};
}"""


def _run_by_hand(notebook7, browser, jupyter_pages, source: str, run, root: str, controls: str,
                 shot: str, slower: float = 1, every_cell: bool = False, **context) -> dict:
    """Open a copy of ``source`` in a new context (``context``: its viewport and so on; the
    page's CPU ``slower`` times slower), run its first code cell as a student does
    (``run(page)``; ``every_cell``: the run has run every cell) and wait until the game is drawn
    and in sight, 30 s at most, and the run has ended; where the game's top and its lowest
    ``controls`` then are (``_WHERE_JS``). A screenshot ``shot`` is kept."""
    path = jupyter_pages.copy_notebook(source)
    browser_context = browser.new_context(**context)
    page = browser_context.new_page()
    if slower > 1:  # a busy classroom machine: the page's CPU that many times slower
        browser_context.new_cdp_session(page).send(
            "Emulation.setCPUThrottlingRate", {"rate": slower})
    nb = jupyter_pages.Notebook(page, notebook7, path)
    try:
        jupyter_pages.open_and_run(page, f"{notebook7.url}/notebooks/{path}", status_bar=False,
                                   server=notebook7, path=path, run_all=False)
        run(page)
        page.wait_for_selector(root, timeout=30_000)
        in_sight = "(s) => s.controls !== null && 0 <= s.top && s.controls <= s.window"
        try:  # the game scrolls itself, when it has been drawn (slower on a loaded machine)
            page.wait_for_function(f"(a) => ({in_sight})(({_WHERE_JS})(a))", arg=[root, controls],
                                   timeout=30_000)
        except PlaywrightTimeout:
            pass  # the assertion after this says where everything was
        if every_cell:  # the notebook moves to its active cell when the run ends
            jupyter_pages.wait_settled(page, source)
        page.wait_for_timeout(1000)  # and stays there
        page.screenshot(path=str(ROOT / "test-artifacts" / f"{shot}.png"))
        shown = page.evaluate(_WHERE_JS, [root, controls])
        if every_cell:  # the person scrolls on: the page is theirs, the game does not come back
            page.mouse.move(640, 500)
            page.mouse.wheel(0, 300)
            page.wait_for_timeout(1000)
            shown["scrolled"] = page.evaluate(_WHERE_JS, [root, controls])["top"]
        return shown
    finally:
        nb.close()
        browser_context.close()
        shutil.rmtree((ROOT / path).parent, ignore_errors=True)


def _shift_enter(page) -> None:
    page.click(".jp-CodeCell .jp-InputArea-editor >> nth=0")
    page.keyboard.press("Shift+Enter")


def _tap_and_run(page) -> None:
    page.tap(".jp-CodeCell .jp-InputArea-editor >> nth=0")
    page.tap("[data-command='notebook:run-cell-and-select-next']")


@pytest.mark.parametrize("width,height", [(1400, 1000), (1280, 800)])
def test_lesson_01_run_by_shift_enter_shows_the_rack_in_notebook7(
    width, height, notebook7, browser, jupyter_pages
):
    """As the lesson says: click in the cell and press Shift+Enter. Notebook 7 leaves the page
    where it was; the game brings itself into sight, rack and Submit included."""
    shown = _run_by_hand(
        notebook7, browser, jupyter_pages, "notebooks/01-play-summy.ipynb", _shift_enter, W,
        f"{W} [data-rack-index='0'], {W} [data-action='submit']",
        f"notebook7-lesson01-shift-enter-{width}x{height}",
        viewport={"width": width, "height": height})
    assert shown["controls"] is not None and 0 <= shown["top"], shown
    assert shown["controls"] <= height, shown


# -- a phone: the game's cell tapped, then ▶; the game brings itself into sight ---------------
# game: (its notebook as a student opens it, the widget, what a player acts with)
ON_A_PHONE = {
    "summy": ("notebooks/01-play-summy.ipynb", W,
              f"{W} [data-rack-index='0'], {W} [data-action='submit']"),
    "summa": ("lite/games/play-summa-summarum.ipynb", ".summa-widget",
              ".summa-widget [data-action='confirm-black'], .summa-widget [data-cell='5,5']"),
    "pari": ("lite/games/play-pari.ipynb", ".pari-widget",
             ".pari-widget .pari-hand, .pari-widget [data-action='submit']"),
}


@pytest.mark.parametrize("game", sorted(ON_A_PHONE))
def test_on_a_phone_the_game_just_run_shows_what_a_player_acts_with(
    game, notebook7, browser, jupyter_pages
):
    """A phone (360x640, touch): the student taps the game's cell, then ▶ in the bar. Notebook 7
    follows the next cell, past the game; the game scrolls itself back so that its top and its
    controls (Summy's rack and Submit, Summa's sheet and first button, =Pari='s hand and Play)
    are in the window."""
    source, root, controls = ON_A_PHONE[game]
    shown = _run_by_hand(
        notebook7, browser, jupyter_pages, source, _tap_and_run, root, controls,
        f"notebook7-phone-{game}-360x640",
        viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True)
    assert shown["controls"] is not None, f"{game}: no controls drawn"
    assert 0 <= shown["top"] and shown["controls"] <= 640, shown


# -- Run > Run All Cells: the page ends at the lesson's last cell, below the game -------------
# lesson: (its notebook, the first game in it, what a player acts with, how much slower the
# page's CPU is)
RUN_ALL = {
    # one game, the second cell of seven; on a busy machine (4 x slower): just after the game's
    # jump from the last cell back to itself, the browser has not yet laid it out anew, and the
    # game took its own second scroll for someone else's and stopped, its controls out of sight
    "01": ("notebooks/01-play-summy.ipynb", W, "[data-rack-index='0'], [data-action='submit']", 4),
    # seven games; the first far above the last cell, in a part the browser has not laid out;
    # on a busy machine (4 x slower): the first game is drawn while the run goes on, the page
    # still at the top and the last cell (active) not laid out; cells above the game are laid
    # out after it and push it down; at the run's end the notebook moves to the last cell
    "05": ("notebooks/05-for-teachers.ipynb", W, "[data-rack-index='0'], [data-action='submit']",
           4),
    # the game in the middle of the lesson, exercises above it
    "07": ("notebooks/07-pari.ipynb", ".pari-widget", ".pari-hand, [data-action='submit']", 1),
}


@pytest.mark.parametrize("lesson", sorted(RUN_ALL))
def test_run_all_cells_shows_the_lessons_first_game(lesson, notebook7, browser, jupyter_pages):
    """A teacher says "Run > Run All Cells". Notebook 7 ends on the lesson's last cell, far below
    the game; the lesson's first game brings itself into sight, its top and what a player acts
    with in the 1280x800 window (before, the pupil saw the last cell and had to find the game),
    and stays there when the run has ended. A turn of the mouse wheel then scrolls the page on:
    the game does not pull it back."""
    source, root, controls, slower = RUN_ALL[lesson]
    shown = _run_by_hand(
        notebook7, browser, jupyter_pages, source, jupyter_pages.run_all, root, controls,
        f"notebook7-run-all-lesson{lesson}-1280x800", slower, every_cell=True,
        viewport={"width": 1280, "height": 800})
    assert shown["controls"] is not None, f"lesson {lesson}: no controls drawn"
    assert 0 <= shown["top"] and shown["controls"] <= 800, shown
    assert shown["scrolled"] <= shown["top"] - 200, shown  # the wheel moved the page on
