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
        page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=10_000)
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


@pytest.mark.parametrize("width,height", [(1400, 1000), (1280, 800)])
def test_lesson_01_run_by_shift_enter_shows_the_rack_in_notebook7(
    width, height, notebook7, browser, jupyter_pages
):
    """As the lesson says: click in the cell and press Shift+Enter. Notebook 7 leaves the page
    where it was; the game brings itself into sight, rack and Submit included."""
    path = jupyter_pages.copy_notebook("notebooks/01-play-summy.ipynb")
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    nb = jupyter_pages.Notebook(page, notebook7, path)
    try:
        jupyter_pages.open_and_run(page, f"{notebook7.url}/notebooks/{path}", status_bar=False,
                                   server=notebook7, path=path, run_all=False)
        page.click(".jp-CodeCell .jp-InputArea-editor >> nth=0")
        page.keyboard.press("Shift+Enter")
        page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=30_000)
        where = f"""() => {{
          const box = (s) => document.querySelector(s).getBoundingClientRect();
          return {{top: box('{W}').top, rack: box('{W} [data-rack-index="0"]').bottom,
                   submit: box("{W} [data-action='submit']").bottom}};
        }}"""
        in_sight = "(s) => 0 <= s.top && s.rack <= innerHeight && s.submit <= innerHeight"
        try:  # the game scrolls itself once, when it has been drawn (slower on a loaded machine)
            page.wait_for_function(f"() => ({in_sight})(({where})())", timeout=10_000)
        except PlaywrightTimeout:
            pass  # the assertion below says where everything was
        page.wait_for_timeout(300)  # and stays there
        shown = page.evaluate(where)
        page.screenshot(path=str(
            ROOT / "test-artifacts" / f"notebook7-lesson01-shift-enter-{width}x{height}.png"))
        assert 0 <= shown["top"] and max(shown["rack"], shown["submit"]) <= height, shown
    finally:
        nb.close()
        context.close()
        shutil.rmtree((ROOT / path).parent, ignore_errors=True)
