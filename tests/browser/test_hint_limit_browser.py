"""A teacher's limit on hints, as a pupil meets it in JupyterLab (1280x800, light and dark).

With a limit the Hint button says how many are left ("Hint (1 left)"); once none are left a
press says why, in the error box the pupil is looking at, and nothing else changes. With hints
off there is no Hint button at all. The same in Summy, Summa Summarum and =Pari=. The limit is
set on the running session here (``session.hint_limit``); the widgets' ``hints=`` option that
sets it is tested in tests/widgets/test_hint_limit.py.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

SPENT = "no hints left: this game gives each player 1 hint; try it yourself"


def visible_text(page, selector: str, words: str) -> dict:
    """Wait until ``selector`` shows ``words``; its box, which must be inside the window."""
    page.wait_for_function("([s, w]) => [...document.querySelectorAll(s)].some((e) =>"
                           " e.offsetParent && e.textContent.includes(w))", arg=[selector, words])
    box = next(b for b in kit.boxes(page, selector) if b["height"] > 0)
    assert kit.inside_window(box), box
    return box


def limit(nb, n: int) -> None:
    nb.run(f"w.session.hint_limit = {n}; w._refresh()")


def spend_the_one_hint(nb, hint: str, shown: str, error: str) -> None:
    """With one hint a game: the button says 1 is left, a press shows the first step (``shown``)
    and 0 are left; the next press is refused, in the ``error`` box, inside the window."""
    page = nb.page
    limit(nb, 1)
    page.wait_for_selector(f"{hint}:has-text('Hint (1 left)')")
    page.click(hint)
    page.wait_for_selector(shown)
    page.wait_for_selector(f"{hint}:has-text('Hint (0 left)')")
    page.click(hint)
    visible_text(page, error, SPENT)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_summy_counts_the_hints_left_and_says_when_they_are_spent(frontend_notebook, theme):
    w = ".summy-widget"
    hint = f"{w} [data-action='hint']"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb", w,
                         "[data-rack-index='0']", viewport=kit.VIEWPORTS["1280x800"], theme=theme)
    page = nb.page
    kit.to_top(page, w)
    spend_the_one_hint(nb, hint, f"{w} [data-role='hint'][data-step='1']",
                       f"{w} [data-role='error']")
    assert page.get_attribute(f"{w} [data-role='hint']", "data-step") == "1"
    assert nb.run("print(w.hints_used)").strip() == "[1, 0]"
    kit.shot(page, f"summy-{theme}-hints-spent-1280x800")
    kit.assert_accessible(page, w, f"no hints left ({theme})")
    command_help = f"{w} [id$='-command-help']"
    assert ", hint, " in page.text_content(command_help)
    limit(nb, 0)
    page.wait_for_selector(hint, state="hidden")
    page.wait_for_function("(s) => !document.querySelector(s).textContent.includes('hint')",
                           arg=command_help)
    assert page.text_content(command_help).startswith("Commands: read row 13")
    kit.shot(page, f"summy-{theme}-hints-off-1280x800")


def test_summa_has_no_hint_button_with_hints_off(frontend_notebook):
    w = ".summa-widget"
    hint = f"{w} [data-action='hint-step']"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb", w,
                         "[data-cell='0,0']", viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    for r, c in [(0, 0), (1, 2), (2, 4), (5, 1)]:
        page.click(f"{w} [data-cell='{r},{c}']")
    page.click(f"{w} [data-action='confirm-black']")
    page.wait_for_selector(hint)
    spend_the_one_hint(nb, hint, f"{w} .summa-cell[data-hint]", f"{w} .summa-error")
    kit.assert_accessible(page, w, "Summa: no hints left")
    limit(nb, 0)
    page.wait_for_selector(hint, state="detached")
    assert page.locator(f"{w} [data-action='done']").is_visible()
    kit.shot(page, "summa-light-hints-off-1280x800")


def test_pari_counts_the_hints_left_and_says_when_they_are_spent(frontend_notebook):
    w = ".pari-widget"
    hint = f"{w} button[data-action='hint']"
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/pari_play.ipynb", w,
                         ".pari-hand [data-hand-index='0']", viewport=kit.VIEWPORTS["1280x800"],
                         theme="dark")
    page = nb.page
    spend_the_one_hint(nb, hint, f"{w} .pari-hint[data-step='1']", f"{w} .pari-error")
    assert page.get_attribute(f"{w} .pari-hint", "data-step") == "1"
    kit.shot(page, "pari-dark-hints-spent-1280x800")
    kit.assert_accessible(page, w, "=Pari=: no hints left")
    limit(nb, 0)
    page.wait_for_selector(hint, state="detached")
    assert page.locator(f"{w} button[data-action='submit']").is_visible()
