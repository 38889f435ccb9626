"""=Pari= by keyboard, as a pupil builds an equation: type a card, Enter puts it into the gap
that has the focus, and the focus moves on to the gap after it, so the next card typed
follows it (as letters do when typing). Backspace takes back the card before the gap, Delete
the one after it, Enter on a card laid this turn takes it back; each time the focus stays in
the equation being built, on the gap where the card was (before, it fell out of the table and
the next card typed went to the first equation).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

W = ".pari-widget"
NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30: "= 2" and "x =", hand 5 8 3 6 + x
LAST = f"{W} .pari-equation[data-equation='1']"


def focused(page) -> dict:
    """The focused control of the table: its equation, gap (or a laid card's position), kind."""
    return page.evaluate("""() => { const e = document.activeElement;
        const eq = e.closest('[data-equation]');
        return { equation: eq ? Number(eq.dataset.equation) : null,
                 gap: e.dataset.gap === undefined ? null : Number(e.dataset.gap),
                 card: e.classList.contains('pari-new') ? e.dataset.card : null }; }""")


#: the cards of the last equation, those laid this turn in brackets: "x=[6][3]"
ROW_JS = (f"() => [...document.querySelectorAll(\"{LAST} .pari-card\")].map((e) =>"
          " e.classList.contains('pari-new') ? `[${e.dataset.card}]` : e.dataset.card).join('')")


def row(page) -> str:
    return page.evaluate(ROW_JS)


def press(page, key: str, cards: str) -> None:
    """Press ``key`` and wait until the last equation reads ``cards``."""
    page.keyboard.press(key)
    page.wait_for_function(f"() => ({ROW_JS})() === {cards!r}")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_cards_typed_one_after_another_follow_each_other(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                         viewport=kit.VIEWPORTS["1400x1000"], theme=theme)
    page = nb.page
    kit.to_top(page, W)
    cells = kit.notebook_cells_snapshot(page)
    assert row(page) == "x="
    page.focus(f"{W} .pari-table [tabindex='0']")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("End")  # after "=" of "x ="
    assert focused(page) == {"equation": 1, "gap": 2, "card": None}

    # 6, Enter; 3, Enter: "x = 6 3", the focus after the last card each time
    page.keyboard.press("6")
    press(page, "Enter", "x=[6]")
    assert focused(page) == {"equation": 1, "gap": 3, "card": None}
    page.keyboard.press("3")
    press(page, "Enter", "x=[6][3]")
    assert focused(page) == {"equation": 1, "gap": 4, "card": None}
    ring = kit.boxes(page, f"{LAST} .pari-gap[data-gap='4']")[0]
    assert kit.inside_window(ring), ring
    kit.shot(page, f"pari-{theme}-two-cards-typed-1400x1000")

    # Backspace: the 3 goes back, the focus is where it was; Delete after "x =": the 6 goes
    press(page, "Backspace", "x=[6]")
    assert focused(page) == {"equation": 1, "gap": 3, "card": None}
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert focused(page) == {"equation": 1, "gap": 2, "card": None}
    press(page, "Delete", "x=")
    assert focused(page) == {"equation": 1, "gap": 2, "card": None}

    # a card before "x": Enter on it takes it back and the focus stays in this equation
    page.keyboard.press("Home")
    page.keyboard.press("5")
    press(page, "Enter", "[5]x=")
    page.keyboard.press("ArrowLeft")
    assert focused(page) == {"equation": 1, "gap": None, "card": "5"}
    press(page, "Enter", "x=")
    assert focused(page) == {"equation": 1, "gap": 0, "card": None}
    page.keyboard.press("8")
    press(page, "Enter", "[8]x=")
    assert focused(page) == {"equation": 1, "gap": 1, "card": None}
    kit.assert_accessible(page, W, f"cards typed and taken back ({theme})")
    assert kit.notebook_cells_snapshot(page) == cells


def focused_action(page) -> str | None:
    return page.evaluate("() => document.activeElement.dataset.action || null")


def test_the_keyboard_goes_on_where_the_turn_goes_on(frontend_notebook):
    """A whole turn by keyboard: the cards, Play, the side of the new card, the draw, Skip the
    computer's steps; each button pressed goes with its step, and the focus moves to the first
    button of the next step, and back to the table for the next turn (before, it fell to the
    widget's frame: one Tab more each time, and a screen reader said nothing). The piles chosen
    for the draw are said as they are chosen."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"], theme="dark")
    page = nb.page
    kit.to_top(page, W)
    first = f"{W} .pari-equation[data-equation='0'] .pari-card"
    page.focus(f"{W} .pari-table [tabindex='0']")  # before "= 2"
    for keys, laid in (("6", 1), ("End x", 2), ("3", 3)):  # 6 = 2 x 3
        for key in keys.split():
            page.keyboard.press(key)
        page.keyboard.press("Enter")  # then wait for the card, as a pupil sees it come
        page.wait_for_function(f"() => document.querySelectorAll(\"{first}.pari-new\").length"
                               f" === {laid}")
    page.wait_for_selector(f"{W} .pari-preview[data-valid='true']")
    page.keyboard.press("Tab")
    assert focused_action(page) == "submit"
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W}[data-phase='lay']")
    page.wait_for_function("() => document.activeElement.dataset.action === 'lay'")
    ring = kit.boxes(page, f"{W} [data-action='lay']")[0]
    assert kit.inside_window(ring), ring
    kit.shot(page, "pari-dark-keyboard-after-play-1280x800")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W}[data-phase='draw']")
    page.wait_for_function("() => document.activeElement.dataset.action === 'draw-card'")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} .pari-chosen")
    assert page.inner_text(f"{W} .pari-chosen") == "chosen: digit"
    assert kit.wait_live(page, f"{W} .pari-live", "chosen: digit").strip() == "chosen: digit"
    assert focused_action(page) == "draw-card"
    kit.assert_accessible(page, W, "the draw, by keyboard")
    # the second card drawn ends the turn: Skip has the focus while the computer's steps are
    # shown, and then the table, where the next turn begins
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.dataset.key === 'skip'")
    kit.shot(page, "pari-dark-keyboard-computer-steps-1280x800")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W}[data-phase='play']:not([data-animating])")
    page.wait_for_function("() => document.activeElement.classList.contains('pari-gap')")
    assert focused(page)["gap"] == 0


#: the kernel's card laying held back until the test lets it go (a file appears), or 60 s pass
HOLD_PLACE = """import os, time
place = w.session.place
def held_place(*args, **kwargs):
    until = time.monotonic() + 60
    while not os.path.exists({gate!r}) and time.monotonic() < until:
        time.sleep(0.02)
    return place(*args, **kwargs)
w.session.place = held_place
"""


def test_keys_pressed_before_the_answer_comes_keep_their_place(frontend_notebook, tmp_path):
    """A slow kernel (the classroom site's Python in the browser): End pressed before the
    6 just put in shows still means "after the 2", once the 6 is there. The kernel answers
    only once the keys are pressed and seen, however slow the machine."""
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    kit.to_top(page, W)
    gate = tmp_path / "answer"
    nb.run(HOLD_PLACE.format(gate=str(gate)))
    page.focus(f"{W} .pari-table [tabindex='0']")  # before "= 2"
    page.keyboard.press("6")
    page.keyboard.press("Enter")
    page.keyboard.press("End")  # "= 2" is still on the screen: after the 2
    assert focused(page) == {"equation": 0, "gap": 2, "card": None}
    assert not page.query_selector(f"{W} .pari-equation[data-equation='0'] .pari-new")
    gate.touch()  # the answer comes
    page.wait_for_selector(f"{W} .pari-equation[data-equation='0'] .pari-new")
    assert focused(page) == {"equation": 0, "gap": 3, "card": None}  # after the 2 of "6 = 2"
    page.keyboard.press("x")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelectorAll(\".pari-widget"
                           " .pari-equation[data-equation='0'] .pari-new\").length === 2")
    cards = page.eval_on_selector_all(f"{W} .pari-equation[data-equation='0'] .pari-card",
                                      "els => els.map((e) => e.dataset.card).join('')")
    assert cards == "6=2x"
