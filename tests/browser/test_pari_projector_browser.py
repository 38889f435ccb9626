"""=Pari= on a projector: ``PariWidget(projector=True)`` inside the notebook.

JupyterLab Light and Dark, the file browser open, at 1400x1000 and 1280x800: the side (scores,
status, preview, buttons) beside the table, every card, the equations, the preview and the Play
button inside the notebook's output area and the window, a card at least 1.4 times as wide and
as high as the same card without ``projector`` (both measured at that size), no text under
18 px, no axe-core violation, no low contrast. At 700x900 (a notebook column about 330 px
wide): everything under each other and inside the width, still no text under 18 px. A correct
equation is then built and played by clicking: the game goes on, still large. Full screen
from the projector layout is large too, and leaving it brings the projector layout back; the
pressed Full screen toggle shows a check mark and an accent outline, not the filled look of
Play, and keeps its accessible name "Full screen".

The other screens in projector mode (Light and Dark; 1280x800, 1400x1000 and the 700 px column),
one page and kernel per theme: the computer-step banner, the review of "my turns" while playing
and of a finished game with a turn's detail open, the New game dialog and the hot-seat pass
screen. Each lies inside the window, has no text under 18 px, is clean for axe-core and for
contrast, and works by keyboard (Skip; the review, and a turn's detail in it, opened with Enter;
the dialog closed with Escape and the focus back on its button; the pass screen left by Enter).
"""

from __future__ import annotations

import pytest
from frontend_kit import (
    assert_accessible,
    boxes,
    frames,
    hold_steps,
    inside_window,
    open_widget,
    release_steps,
    shot,
    size_of,
    small_texts,
    to_top,
)

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/pari_projector.ipynb"  # seed 30, You against one computer
W = ".pari-widget"
FRAME = ".pari-frame"
OUTPUT = ".jp-OutputArea-output:has(.pari-widget)"
HAND_CARD = f"{W} .pari-hand [data-hand-index='1']"  # the 8: stays in the hand all along
PLAY = f"{W} [data-action='submit']"
SIZES = ((1400, 1000), (1280, 800), (700, 900))


# every visible part of the widget outside [left, right]: [where, its left and right edges]
OUTSIDE_JS = """([s, left, right]) => [...document.querySelectorAll(s + ' *')]
  .filter((el) => el.getClientRects().length && !el.closest('.sw-sr-only, dialog'))
  .map((el) => {
    const r = el.getBoundingClientRect();
    return [el.className || el.tagName, r.left, r.right];
  })
  .filter(([, l, r]) => l < left - 0.5 || r > right + 0.5)"""


def place(page, hand_index: int, equation: int, gap: int) -> None:
    """Choose a hand card, then a gap, by clicking."""
    page.locator(f"{W} .pari-hand [data-hand-index='{hand_index}']").click()
    page.locator(f"{W} button[data-equation='{equation}'][data-gap='{gap}']").click()
    page.wait_for_selector(f"{W} .pari-hand [data-hand-index='{hand_index}'].pari-used")


def assert_clean(page, state: str) -> None:
    assert_accessible(page, W, state)


def assert_inside_the_output(page, state: str,
                             parts: tuple[str, ...] = (PLAY, f"{W} .pari-preview")) -> None:
    output = boxes(page, OUTPUT)[0]
    for part in (W, f"{W} .pari-card", f"{W} .pari-equation", f"{W} .pari-scores", *parts):
        found = boxes(page, part)
        assert found, (state, part)
        for box in found:
            assert box["x"] >= output["x"] - 0.5 and box["right"] <= output["right"] + 0.5, \
                (state, part, box, output)
    outside = page.evaluate(OUTSIDE_JS, [W, output["x"], output["right"]])
    assert outside == [], f"{state}: parts outside the output area: {outside[:5]}"


def set_projector(nb, on: bool) -> None:
    """Switch the trait from Python and wait until the front end shows it."""
    nb.run(f"w.projector = {on}")
    wanted = ".pari-projector" if on else ":not(.pari-projector)"
    nb.page.wait_for_selector(f"{FRAME}{wanted}", state="attached")
    nb.page.wait_for_timeout(250)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_pari_projector_trait_in_the_notebook(frontend_notebook, theme):
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     theme=theme, viewport=(1400, 1000))
    page = nb.page
    page.wait_for_selector(f"{FRAME}.pari-projector")
    assert page.evaluate("() => document.fullscreenElement") is None  # the notebook itself
    assert page.get_attribute(f"{W} [data-action='fullscreen']", "aria-pressed") == "false"
    place(page, 0, 0, 0)  # "5=2": a card on the table, a preview, Play enabled
    page.wait_for_selector(f"{W} .pari-preview[data-valid='false']")
    measured = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        to_top(page, W, 300)
        label = f"{theme} projector {width}x{height}"
        shot(page, f"pari-{theme}-projector-{width}x{height}")
        assert_inside_the_output(page, label)
        small = small_texts(page, W, 18)
        assert small == [], f"{label}: text under 18 px: {small}"
        table, hand = boxes(page, f"{W} .pari-table")[0], boxes(page, f"{W} .pari-hand")[0]
        side = boxes(page, f"{W} .pari-side")[0]
        if width == 700:  # a narrow column: the side under the hand
            assert side["y"] >= hand["bottom"] - 1, (label, hand, side)
            continue
        assert side["x"] >= table["right"] - 1, (label, table, side)  # beside the table
        for part in (f"{W} .pari-card", PLAY, f"{W} .pari-preview"):
            found = boxes(page, part)
            assert all(inside_window(b) for b in found), (label, part, found)
        assert_clean(page, label)
        big = {"hand": size_of(page, HAND_CARD),
               "table": size_of(page, f"{W} .pari-table .pari-card")}
        set_projector(nb, False)
        to_top(page, W)
        plain = {"hand": size_of(page, HAND_CARD),
                 "table": size_of(page, f"{W} .pari-table .pari-card")}
        for part in ("hand", "table"):
            for side_ in ("width", "height"):
                assert big[part][side_] >= 1.4 * plain[part][side_], (label, part, big, plain)
        measured[f"{width}x{height}"] = {"projector": big["hand"], "plain": plain["hand"]}
        set_projector(nb, True)
    print(theme, "hand card sizes:", measured)

    # the rest of "5=2+3" by clicking, then Play: the game goes on, still large
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(400)
    to_top(page, W, 300)
    place(page, 4, 0, 3)
    place(page, 2, 0, 4)
    page.wait_for_selector(f"{W} .pari-preview[data-valid='true']")
    page.locator(PLAY).click()
    page.wait_for_function(
        "(s) => document.querySelector(s).textContent.includes("
        "'You made equation 1 correct: 5=2+3, 2 points')", arg=f"{W} .pari-log")
    page.wait_for_selector(f"{W}[data-phase='lay'] [data-action='lay']")
    assert page.evaluate("(s) => document.querySelector(s).classList.contains('pari-projector')",
                         FRAME)
    assert nb.run("print(w.view['scores'], w.view['phase'])").strip() == "[2, 0] lay"
    to_top(page, W, 300)
    shot(page, f"pari-{theme}-projector-after-play-1280x800")
    assert_inside_the_output(page, f"{theme} projector after Play", (f"{W} [data-action='lay']",))
    assert small_texts(page, W, 18) == []
    assert_clean(page, f"{theme} projector after Play")


def test_full_screen_and_back_keeps_the_projector_layout(frontend_notebook):
    """Full screen from the projector layout: large there too (no text under 18 px, everything
    inside the window); leaving it brings the projector layout back, not the small one."""
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1280, 800))
    page = nb.page
    button = f"{W} [data-action='fullscreen']"
    to_top(page, W, 300)
    before = size_of(page, HAND_CARD)
    page.locator(button).click()
    page.wait_for_function("() => document.fullscreenElement?.classList.contains('pari-frame')")
    page.wait_for_selector(f"{button}[aria-pressed='true']")
    page.wait_for_timeout(300)
    shot(page, "pari-light-projector-fullscreen-1280x800")
    for part in (f"{W} .pari-card", PLAY, f"{W} .pari-scores"):
        found = boxes(page, part)
        assert found and all(inside_window(b) for b in found), part
    assert small_texts(page, W, 18) == []
    assert_cards_fill_the_screen(page, before, "full screen 1280x800", grow=1.0)
    assert page.evaluate("() => document.activeElement.dataset.action") == "fullscreen"
    page.keyboard.press("Enter")  # the same button leaves full screen
    page.wait_for_function("() => document.fullscreenElement === null")
    page.wait_for_selector(f"{button}[aria-pressed='false']")
    page.wait_for_timeout(300)
    assert page.evaluate("(s) => document.querySelector(s).classList.contains('pari-projector')",
                         FRAME)
    to_top(page, W, 300)
    assert size_of(page, HAND_CARD) == pytest.approx(before, abs=1)
    assert_inside_the_output(page, "projector after full screen")


# every equation's cards: how many, on how many lines, and their font size
EQUATIONS_JS = """(s) => [...document.querySelectorAll(s + ' .pari-table .pari-equation')]
  .map((eq) => {
  const cards = [...eq.querySelectorAll('.pari-card')];
  return {cards: cards.length,
          lines: 1 + cards.filter((c) => c.getBoundingClientRect().top >
            cards[0].getBoundingClientRect().top + c.getBoundingClientRect().height / 2).length,
          font: parseFloat(getComputedStyle(eq.querySelector('.pari-card')).fontSize)};
})"""


def assert_cards_fill_the_screen(page, before: dict, state: str, grow: float = 1.3) -> None:
    """In full screen the cards are at least ``grow`` times the projector's, the table, the
    hand and the side (down to the list of moves) lie inside the window, and every equation
    stands on one line; asked again for up to 5 s while the page is still fitting the cards."""
    for _ in range(25):
        try:
            return cards_fill_the_screen(page, before, state, grow)
        except AssertionError:
            page.wait_for_timeout(200)
    cards_fill_the_screen(page, before, state, grow)


def cards_fill_the_screen(page, before: dict, state: str, grow: float) -> None:
    card = size_of(page, HAND_CARD)
    assert card["width"] >= grow * before["width"], (state, card, before)
    assert card["height"] >= grow * before["height"], (state, card, before)
    for part in (f"{W} .pari-table", f"{W} .pari-hand", f"{W} .pari-card", f"{W} .pari-log"):
        found = boxes(page, part)
        assert found and all(inside_window(b) for b in found), (state, part, found)
    equations = page.evaluate(EQUATIONS_JS, W)
    assert equations and all(e["lines"] == 1 for e in equations), (state, equations)
    assert all(e["font"] >= grow * 48 for e in equations), (state, equations)


def test_full_screen_cards_fill_the_room_and_keep_equations_on_one_line(
        frontend_notebook):
    """At 1400x1000 and 1920x1080 the cards in full screen grow to the room the table and the
    hand leave (at 1280x800 the side's parts leave none); an equation built there by clicking
    stays on one line and inside the window, and the cards keep their size while it is built."""
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1400, 1000))
    page = nb.page
    to_top(page, W, 300)
    before = size_of(page, HAND_CARD)
    page.locator(f"{W} [data-action='fullscreen']").click()
    page.wait_for_function("() => document.fullscreenElement?.classList.contains('pari-frame')")
    page.wait_for_timeout(300)
    shot(page, "pari-light-fullscreen-1400x1000")
    assert_cards_fill_the_screen(page, before, "full screen 1400x1000")
    grown = size_of(page, HAND_CARD)
    place(page, 0, 0, 0)  # "5=2+3" by clicking, in full screen
    place(page, 4, 0, 3)
    place(page, 2, 0, 4)
    page.wait_for_selector(f"{W} .pari-preview[data-valid='true']")
    page.wait_for_timeout(200)
    shot(page, "pari-light-fullscreen-built-1400x1000")
    assert_cards_fill_the_screen(page, before, "full screen, 5=2+3 built")
    assert page.evaluate(EQUATIONS_JS, W)[0]["cards"] == 5
    assert size_of(page, HAND_CARD) == pytest.approx(grown, abs=1)  # no jump while building
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(400)
    shot(page, "pari-light-fullscreen-built-1280x800")
    assert_cards_fill_the_screen(page, before, "full screen 1280x800, 5=2+3 built", grow=1.0)
    page.set_viewport_size({"width": 1920, "height": 1080})  # a common projector
    page.wait_for_timeout(400)
    shot(page, "pari-light-fullscreen-built-1920x1080")
    assert_cards_fill_the_screen(page, before, "full screen 1920x1080, 5=2+3 built", grow=1.6)
    page.locator(PLAY).click()
    page.wait_for_selector(f"{W}[data-phase='lay'] [data-action='lay']")
    page.wait_for_timeout(200)
    assert page.evaluate(EQUATIONS_JS, W)[0]["lines"] == 1
    assert_clean(page, "full screen after Play")


# You and three computers (seed 5): You make "3=3", lay a 5 and draw two digits; the computers'
# steps then build equations of 7 and 9 cards on equation 3 and clear it between them
FOUR_PLAYERS = ("import summy_widget.pari; w.session = sw.pari.Session(['You', 'computer:greedy', "
                "'computer:greedy', 'computer:greedy'], seed=5); w.speed = 'slow'; w._refresh()")
YOUR_TURN = ("s = w.session; s.place(2, 0, 3); s.submit(); s.lay('digit', 'left'); "
             "s.draw_card('digit'); s.draw_card('digit'); w._refresh()")
# the next held step of the computers, shown at once; the hold stays for the step after it
NEXT_STEP_JS = "() => { const held = window.__heldSteps.splice(0); held.forEach((go) => go()); " \
               "return held.length; }"


def test_full_screen_cards_do_not_pulse_while_the_computers_steps_are_shown(
        frontend_notebook):
    """With four players in full screen at 1400x1000, a computer's long equation makes the
    cards smaller; while the steps go on they stay that size (a cleared equation does not
    make them grow again for one step), every equation stays on one line and the hand in the
    window, and once the steps are over the cards grow back into the room."""
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1400, 1000))
    page = nb.page
    nb.run(FOUR_PLAYERS)
    page.wait_for_function("(s) => document.querySelectorAll(s).length === 3",
                           arg=f"{W} .pari-table .pari-equation")
    page.locator(f"{W} [data-action='fullscreen']").click()
    page.wait_for_function("() => document.fullscreenElement?.classList.contains('pari-frame')")
    card = f"{W} .pari-table .pari-card"
    page.wait_for_timeout(300)
    start = size_of(page, card)["width"]
    hold_steps(page, "nextStep")
    nb.run(YOUR_TURN)
    widths, texts = [], []
    while True:
        page.wait_for_timeout(150)
        if not page.locator(f"{W} .pari-banner").count():
            break
        texts.append(page.inner_text(f"{W} .pari-banner span"))
        widths.append(size_of(page, card)["width"])
        equations = page.evaluate(EQUATIONS_JS, W)
        assert all(e["lines"] == 1 for e in equations), (texts[-1], equations)
        assert all(inside_window(b) for b in boxes(page, f"{W} .pari-hand .pari-card")), texts[-1]
        if len(widths) == 3:
            shot(page, "pari-light-fullscreen-steps-1400x1000")
        if not page.evaluate(NEXT_STEP_JS):
            break
    release_steps(page)
    steps = list(zip(texts, widths))
    assert len(steps) >= 4 and widths[0] < start - 10, (start, steps)  # "95=87+8" shrinks them
    assert all(b <= a + 0.5 for a, b in zip(widths, widths[1:])), steps  # never grow meanwhile
    page.wait_for_function("(s) => !document.querySelector(s).hasAttribute('data-animating')",
                           arg=W)
    page.wait_for_function("([s, w]) => document.querySelector(s).getBoundingClientRect().width"
                           " > w + 10", arg=[card, widths[-1]])  # the steps are over: room again
    shot(page, "pari-light-fullscreen-after-steps-1400x1000")
    assert_accessible(page, W, "full screen after the computers' steps")


def test_full_screen_in_a_narrow_window_uses_its_whole_width(frontend_notebook):
    """Full screen in a window 700 px wide and 900 high (a tablet upright): everything under
    each other, the table as wide as the window's content, every equation on one line, and
    the hand inside the window."""
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1400, 1000), theme="dark")
    page = nb.page
    page.set_viewport_size({"width": 700, "height": 900})
    page.locator(f"{W} [data-action='fullscreen']").click()
    page.wait_for_function("() => document.fullscreenElement?.classList.contains('pari-frame')")
    page.wait_for_timeout(300)
    shot(page, "pari-dark-fullscreen-700x900")
    areas, table = boxes(page, f"{W} .pari-areas")[0], boxes(page, f"{W} .pari-table")[0]
    assert table["width"] >= areas["width"] - 1, (table, areas)
    equations = page.evaluate(EQUATIONS_JS, W)
    assert equations and all(e["lines"] == 1 for e in equations), equations
    assert all(inside_window(b) for b in boxes(page, f"{W} .pari-hand .pari-card"))
    assert_accessible(page, W, "full screen 700x900")


# the side's parts that lie (partly) below the window, and the list of moves: its height, its
# line height and whether its last entry is in sight
SIDE_JS = """(s) => {
  const side = document.querySelector(s + ' .pari-side');
  const below = [...side.querySelectorAll('button, select, input, .pari-log, .pari-log-title')]
    .filter((e) => e.getBoundingClientRect().bottom > innerHeight)
    .map((e) => e.className || e.tagName);
  const log = side.querySelector('.pari-log'), last = log.lastElementChild;
  const box = log.getBoundingClientRect(), entry = last.getBoundingClientRect();
  // each part of the side drawn above the next: a part's lowest line (its own box or any of
  // its contents, which may overflow a box that shrank) against the top of the part after it
  const parts = [...side.children].filter((e) => e.getClientRects().length);
  const extent = (e) => Math.max(...[e, ...e.querySelectorAll('*')]
    .filter((d) => d.getClientRects().length).map((d) => d.getBoundingClientRect().bottom));
  const overlaps = parts.slice(1)
    .filter((e, i) => extent(parts[i]) > e.getBoundingClientRect().top + 1)
    .map((e) => e.className || e.tagName);
  return {below, overlaps, side: side.getBoundingClientRect().bottom, log: box.height,
          line: parseFloat(getComputedStyle(log).lineHeight) || 24,
          lastSeen: entry.top >= box.top - 1 && entry.bottom <= box.bottom + 1};
}"""


def test_full_screen_at_1280x800_keeps_the_side_inside_the_screen(frontend_notebook):
    """Four players in full screen on a 1280x800 projector: the side beside the table (scores
    of four, the status, the help, the buttons, the moves, the speed) ends inside the screen;
    the list of moves gives up lines for it, keeps three at least and shows the last move."""
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1280, 800), theme="dark")
    page = nb.page
    nb.run(FOUR_PLAYERS + "\nw.speed = 'fast'")
    page.wait_for_function("(s) => document.querySelectorAll(s).length === 3",
                           arg=f"{W} .pari-table .pari-equation")
    page.locator(f"{W} [data-action='fullscreen']").click()
    page.wait_for_function("() => document.fullscreenElement?.classList.contains('pari-frame')")
    nb.run(YOUR_TURN)  # then the three computers' turns: twelve moves in the list
    page.wait_for_function("(s) => document.querySelectorAll(s).length >= 12",
                           arg=f"{W} .pari-log li", timeout=60_000)
    page.wait_for_function("(s) => !document.querySelector(s).hasAttribute('data-animating')",
                           arg=W, timeout=60_000)
    page.wait_for_timeout(300)
    shot(page, "pari-dark-fullscreen-four-players-1280x800")
    side = page.evaluate(SIDE_JS, W)
    assert side["below"] == [] and side["side"] <= 800, side
    assert side["overlaps"] == [], side  # nothing drawn over the next part (the speed's choice)
    assert side["log"] >= 3 * side["line"] and side["lastSeen"], side
    assert boxes(page, f"{W} .pari-side")[0]["x"] > boxes(page, f"{W} .pari-table")[0]["right"]
    assert all(inside_window(b) for b in boxes(page, f"{W} .pari-hand .pari-card"))
    assert page.inner_text(f"{W} .pari-speed-box label") == "Show the computers' steps"  # three
    assert_accessible(page, W, "full screen, four players, 1280x800")


def test_full_screen_with_six_players_in_german_scrolls_the_side(frontend_notebook):
    """Six players in German in full screen on a 1280x800 projector: the side (six scores, a
    status of three lines, the draw buttons) has more than the screen's height. Before, the
    speed's choice was drawn over the list of moves; now no part of the side reaches into the
    next, the side ends inside the screen and scrolls, and a control tabbed to comes into
    view."""
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1280, 800))
    page = nb.page
    nb.run("w.session = sw.pari.Session(['Du'] + ['computer:greedy'] * 5, seed=5, lang='de'); "
           "w.lang = 'de'; w.speed = 'off'; w._refresh()")
    page.wait_for_function("(s) => document.querySelectorAll(s).length === 4",
                           arg=f"{W} .pari-table .pari-equation")
    page.locator(f"{W} [data-action='fullscreen']").click()
    page.wait_for_function("() => document.fullscreenElement?.classList.contains('pari-frame')")
    nb.run("s = w.session; s.place(2, 0, 3); s.submit(); w._refresh()")  # now: draw cards
    page.wait_for_selector(f"{W} [data-action='draw-done']", timeout=30_000)
    page.wait_for_timeout(300)
    shot(page, "pari-fullscreen-six-players-de-1280x800")
    side = page.evaluate(SIDE_JS, W)
    assert side["overlaps"] == [] and side["side"] <= 800, side
    assert side["log"] >= 3 * side["line"], side
    scroll = page.eval_on_selector(f"{W} .pari-side", "(e) => [e.scrollHeight, e.clientHeight]")
    assert scroll[0] > scroll[1], scroll  # the side scrolls: it has more than it shows
    speed = f"{W} .pari-speed-box select"
    page.focus(speed)
    page.wait_for_timeout(200)
    box, frame = boxes(page, speed)[0], boxes(page, f"{W} .pari-side")[0]
    assert frame["y"] <= box["y"] and box["bottom"] <= frame["bottom"] + 0.5, (box, frame)
    assert inside_window(box), box
    assert all(inside_window(b) for b in boxes(page, f"{W} .pari-hand .pari-card"))
    assert_accessible(page, W, "full screen, six players, German, 1280x800")


# -- the pressed Full screen toggle: its own look, its own name ----------------------------------
# the toggle's look beside the Play button's: background, outline, the mark before the label
TOGGLE_JS = """([toggle, play]) => {
  const b = document.querySelector(toggle), s = getComputedStyle(b);
  return {background: s.backgroundColor, border: s.borderTopColor, shadow: s.boxShadow,
          mark: getComputedStyle(b, '::before').content,
          play: getComputedStyle(document.querySelector(play)).backgroundColor};
}"""


def accessible_name(page, selector: str) -> str:
    """The name Chromium's accessibility tree gives the first element matching ``selector``."""
    cdp = page.context.new_cdp_session(page)
    try:
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        tree = cdp.send("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})
        return tree["nodes"][0]["name"]["value"]
    finally:
        cdp.detach()


def test_the_pressed_full_screen_toggle_does_not_look_like_play(frontend_notebook):
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     viewport=(1280, 800))
    page = nb.page
    button = f"{W} [data-action='fullscreen']"
    place(page, 0, 0, 0)  # Play is enabled: the primary button's filled look
    page.wait_for_selector(f"{PLAY}:not(:disabled)")
    off = page.evaluate(TOGGLE_JS, [button, PLAY])
    assert off["mark"] == "none" and off["shadow"] == "none", off
    assert accessible_name(page, button) == "Full screen"
    page.locator(button).click()
    page.wait_for_selector(f"{button}[aria-pressed='true']")
    page.wait_for_timeout(300)
    on = page.evaluate(TOGGLE_JS, [button, PLAY])
    assert "\u2713" in on["mark"], on  # a check mark before the label, not colour alone
    assert on["background"] != on["play"], on  # not filled like Play
    assert on["background"] != off["background"] and "inset" in on["shadow"], on
    assert on["border"] != off["border"], on
    # the mark is left out of the name: screen readers hear "Full screen" and "pressed"
    assert accessible_name(page, button) == "Full screen"
    assert page.inner_text(button).strip().endswith("Full screen")
    shot(page, "pari-light-fullscreen-pressed-1280x800")
    assert_clean(page, "full screen, the toggle pressed")
    page.keyboard.press("Enter")  # the focus stayed on the toggle: Enter leaves full screen
    page.wait_for_selector(f"{button}[aria-pressed='false']")
    assert page.evaluate(TOGGLE_JS, [button, PLAY])["mark"] == "none"


# -- the other screens in projector mode: banner, review, New game, pass screen ------------------
ALL_COMPUTERS = ("w.session = sw.pari.Session(['computer:greedy', 'computer:beginner'], seed=4); "
                 "w.speed = 'slow'; w._refresh()")  # a whole game: its last 12 steps, slowly
PRACTICE = ("w.session = sw.pari.Session(['You', 'computer:greedy'], seed=30, practice=True); "
            "w.speed = 'off'; w._refresh(); s = w.session; s.place(1, 2, 0); s.submit(); "
            "s.draw_card('digit'); s.draw_card('digit'); w._refresh()")
FINISHED = ("w.session = sw.pari.Session(['You', 'computer:greedy'], seed=30, "
            "rules=sw.pari.Rules(target=2)); s = w.session; s.place(0, 0, 0); s.place(0, 3, 4); "
            "s.place(0, 4, 2); s.submit(); s.lay('digit', 'left'); s.draw_card('digit'); "
            "s.draw_card('digit'); w._refresh()")  # 5=2+3, lay, draw: the game is over
HOT_SEAT = "w.session = sw.pari.Session(['Ann', 'Ben'], seed=3); w._refresh()"
DIALOG = f"{W} dialog[open]"

# every visible part of the open dialog that leaves the window, and whether it must scroll
DIALOG_FIT_JS = """(s) => {
  const d = document.querySelector(s);
  const out = [...d.querySelectorAll('*'), d].filter((e) => e.getClientRects().length)
    .map((e) => [e.className || e.tagName, e.getBoundingClientRect()])
    .filter(([, r]) => r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5
            || r.bottom > innerHeight + 0.5)
    .map(([w, r]) => [w, Math.round(r.left), Math.round(r.top), Math.round(r.right),
                      Math.round(r.bottom)]);
  return {out, scrolls: d.scrollHeight > d.clientHeight + 1 || d.scrollWidth > d.clientWidth + 1};
}"""


def active(page, field: str = "key") -> str | None:
    return page.evaluate(f"() => document.activeElement.dataset.{field} ?? null")


def resize(page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    frames(page)


def assert_large_and_clean(page, label: str, parts: tuple[str, ...], axe: bool = True) -> None:
    """Each part drawn and inside the window, no text under 18 px, axe-core and contrast."""
    for part in parts:
        found = boxes(page, part)
        assert found, (label, part)
        outside = [b for b in found if not inside_window(b)]
        assert outside == [], (label, part, outside)
    small = small_texts(page, W, 18)
    assert small == [], f"{label}: text under 18 px: {small}"
    if axe:
        assert_clean(page, label)


def check_dialog(page, label: str, title_px: float, dialog: str = DIALOG) -> None:
    """The open ``dialog`` (the pass screen: its box over the game) at each size: inside the
    window, no scrolling, large text, clean."""
    for width, height in SIZES:
        resize(page, width, height)
        fit = page.evaluate(DIALOG_FIT_JS, dialog)
        assert fit == {"out": [], "scrolls": False}, (label, width, fit)
        size = page.evaluate("(s) => parseFloat(getComputedStyle(document.querySelector(s))"
                             ".fontSize)", f"{dialog} h2")
        assert size >= title_px, (label, width, size)
        shot(page, f"pari-{label}-{width}x{height}")
        assert_large_and_clean(page, f"{label} {width}x{height}",
                               (f"{dialog} h2", f"{dialog} button"), axe=width == 1280)


def check_banner(page, theme: str) -> None:
    """(d) A computer's steps, one at a time: the banner large and inside, Skip by keyboard."""
    banner = f"{W} .pari-banner"
    page.wait_for_selector(banner)
    for width, height in SIZES[:2]:
        resize(page, width, height)
        to_top(page, W, 100)
        shot(page, f"pari-{theme}-projector-banner-{width}x{height}")
        assert_large_and_clean(page, f"{theme} banner {width}x{height}",
                               (banner, f"{banner} [data-action='skip']"),
                               axe=width == 1280)
    size = page.evaluate("(s) => parseFloat(getComputedStyle(document.querySelector(s))"
                         ".fontSize)", banner)
    assert size >= 20 and page.locator(f"{W}[data-animating]").count() == 1
    page.focus(f"{banner} [data-action='skip']")
    page.keyboard.press("Enter")  # Skip: the rest at once, the focus stays in the widget
    page.wait_for_selector(f"{W}:not([data-animating])")
    assert page.locator(banner).count() == 0
    assert page.evaluate("(s) => document.querySelector(s).contains(document.activeElement)", W)


def open_review_by_keyboard(page) -> str:
    """The review button, then the second (else the only) turn's detail, all by keyboard;
    returns the opened turn's data-key."""
    page.focus(f"{W} [data-action='review']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} ol.pari-review")
    assert active(page) == "b-review"  # the toggle keeps the focus
    page.keyboard.press("Tab")
    assert active(page) == "review-0"
    if page.locator(f"{W} .pari-review-entry").count() > 1:
        page.keyboard.press("ArrowDown")
    key = active(page)
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} [data-key='{key}'][aria-expanded='true']")
    page.wait_for_selector(f"{W} .pari-review-detail")
    assert active(page) == key
    return key


def check_review(page, label: str, key: str, sizes=SIZES) -> None:
    """The opened turn (its entry and detail) in view in the list and in the window."""
    entry, detail = f"{W} [data-key='{key}']", f"{W} .pari-review-detail"
    for width, height in sizes:
        resize(page, width, height)
        page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'center'})",
                      f"{W} .pari-review-box")
        page.wait_for_timeout(200)
        shot(page, f"pari-{label}-{width}x{height}")
        assert_large_and_clean(page, f"{label} {width}x{height}",
                               (entry, detail, f"{entry} .pari-grade"), axe=width == 1280)
        shown = boxes(page, f"{W} ol.pari-review")[0]  # the list scrolls: the turn is in its view
        for part in (entry, detail):
            box = boxes(page, part)[0]
            assert shown["y"] - 0.5 <= box["y"] and box["bottom"] <= shown["bottom"] + 0.5, \
                (label, width, part, box, shown)
            assert shown["x"] - 0.5 <= box["x"] and box["right"] <= shown["right"] + 0.5, \
                (label, width, part, box, shown)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_screen_in_projector_mode(frontend_notebook, theme):
    nb = open_widget(frontend_notebook, NOTEBOOK, W, ".pari-hand [data-hand-index='0']",
                     theme=theme, viewport=(1280, 800))
    page = nb.page
    page.wait_for_selector(f"{FRAME}.pari-projector")

    # (d) the computer-step banner (a first session on this page: its steps are all new); the
    # first step stays shown while it is measured, Skip shows the rest
    hold_steps(page, "nextStep")
    nb.run(ALL_COMPUTERS)
    check_banner(page, theme)
    release_steps(page, run=False)

    # (a) "my turns" while playing (practice), a turn's detail opened with Enter
    resize(page, 1280, 800)
    nb.run(PRACTICE)
    # the finished game before has a review button too: this one offers "my turns"
    page.wait_for_selector(f"{W} [data-action='review']:text-is('Review my turns')")
    key = open_review_by_keyboard(page)
    assert "Not correct" in page.inner_text(f"{W} .pari-review-detail")
    check_review(page, f"{theme}-projector-review-mine", key, sizes=SIZES[1:2])

    # (a) the review of a finished game, a turn's detail opened with Enter
    resize(page, 1280, 800)
    nb.run(FINISHED)
    page.wait_for_selector(f"{W} [data-over]")
    key = open_review_by_keyboard(page)
    check_review(page, f"{theme}-projector-review", key)

    # (c) the New game dialog, opened and closed by keyboard; the focus goes back to its button
    resize(page, 1280, 800)
    to_top(page, W, 100)
    page.focus(f"{W} [data-action='new-game']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} dialog.pari-new-dialog[open]")
    assert active(page, "action") is None  # the first choice (a checkbox) has the focus
    check_dialog(page, f"{theme}-projector-new-game", 26)
    box = boxes(page, f"{DIALOG} input[type='checkbox']")[0]
    assert box["width"] >= 24 and box["height"] >= 24, box
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{W} dialog.pari-new-dialog:not([open])", state="attached")
    assert active(page, "action") == "new-game"

    # (b) the pass screen between two people at one screen; Enter shows the next hand
    nb.run(HOT_SEAT)
    page.wait_for_selector(f"{W} dialog.pari-pass-screen[open]")
    assert active(page, "action") == "ready"
    check_dialog(page, f"{theme}-projector-pass-screen", 32, f"{DIALOG} .pari-pass-box")
    page.keyboard.press("Escape")  # it stays: nobody may peek
    assert page.locator(f"{W} dialog.pari-pass-screen[open]").count() == 1
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{W} dialog.pari-pass-screen:not([open])", state="attached")
    page.wait_for_selector(f"{W} .pari-hand [data-hand-index='0']")
    page.wait_for_function("() => document.activeElement.dataset.key === 'hand-0'")  # Ben's cards
    assert page.evaluate("(s) => document.querySelector(s).classList.contains('pari-projector')",
                         FRAME)
