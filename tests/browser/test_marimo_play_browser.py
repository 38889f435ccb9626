"""The three games in marimo played by keyboard only, and marimo's own light or dark theme.

marimo draws each widget inside a shadow root: there ``document.activeElement`` is the shadow's
host, and the focused element is ``host.shadowRoot.activeElement``. A widget that asked the
document what had the focus lost it after each redraw (Summa's Space on a cell left the focus on
the widget's frame, and the arrow keys did nothing). After every key here the focus must be on a
cell, a gap or a button inside the widget.

marimo's theme (``?theme=dark`` / ``?theme=light``, the body's class ``dark-theme`` /
``light-theme``) may differ from the browser's colour scheme: the widget follows marimo, also
when the theme switches while the page is open, and no text falls below 4.5:1 (3:1 large).
Summy takes no focus when the page loads (no keyboard cursor drawn before a key is pressed),
and its step-by-step card takes the theme's colours.
"""

from __future__ import annotations

import re

import frontend_kit as kit
import pytest
from test_marimo import (  # noqa: F401  (fixtures are found by name)
    SUMMA,
    contrast,
    pari_app,
    summa_app,
)

from summy_widget import summy

pytestmark = pytest.mark.browser

PARI, SUMMY = ".pari-widget", ".summy-widget"

# the focused element inside the widget's shadow root (null when the focus is elsewhere)
FOCUS_JS = """(w) => { const a = w.getRootNode().activeElement;
  if (!a) return null;
  return { tag: a.tagName, cell: a.dataset.cell || null, key: a.dataset.key || null,
           action: a.dataset.action || null, label: a.getAttribute('aria-label') || '',
           inside: w.contains(a) && a !== w }; }"""
# the widget's colours and the page's theme class
THEME_JS = """(w) => { const s = getComputedStyle(w);
  return { theme: w.dataset.swTheme || null, body: document.body.className,
           bg: s.backgroundColor, ink: s.color }; }"""
# what marimo does when its theme is switched: the body's classes
SWITCH_JS = """(t) => { const b = document.body.classList;
  b.remove('light', 'light-theme', 'dark', 'dark-theme'); b.add(t, t + '-theme'); }"""


def luminance(css: str) -> float:
    """The relative luminance (WCAG) of a computed ``rgb(...)`` colour."""
    r, g, b = (int(x) / 255 for x in re.findall(r"[\d.]+", css)[:3])
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def assert_theme(page, root: str, theme: str) -> None:
    """marimo shows ``theme`` and the widget has the same: a dark face with light text or the
    other way round, and every text readable."""
    page.wait_for_timeout(150)
    got = page.locator(root).evaluate(THEME_JS)
    assert f"{theme}-theme" in got["body"].split(), got
    bg, ink = luminance(got["bg"]), luminance(got["ink"])
    if theme == "dark":
        assert bg < 0.05 and ink > 0.6, got
    else:
        assert bg > 0.8 and ink < 0.05, got
    low = [e for e in contrast(page, root) if not e["ok"]]
    assert low == [], f"{theme}: {low[:5]}"


def open_page(browser, url: str, scheme: str, size: tuple[int, int], ready: str,
              motion: str = "no-preference"):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]},
                                  color_scheme=scheme, reduced_motion=motion)
    page = context.new_page()
    page.goto(url, timeout=90_000)
    page.wait_for_selector(ready, timeout=90_000)
    return context, page


def focus(page, root: str) -> dict:
    """Where the focus is: inside the widget, on a cell, a gap or a button."""
    found = page.locator(root).evaluate(FOCUS_JS)
    assert found and found["inside"], f"the focus left the widget's controls: {found}"
    return found


def press(page, root: str, key: str, settle: int = 120) -> dict:
    page.keyboard.press(key)
    page.wait_for_timeout(settle)
    return focus(page, root)


def said(page, root: str, words: str) -> None:
    """Wait until the widget's live region says ``words`` (the kernel's answer has come).
    (Playwright's selectors reach into marimo's shadow roots; ``document.querySelector`` not.)"""
    page.locator(f"{root} .summa-live", has_text=words).wait_for(state="attached")


def shots(page, root: str, name: str) -> None:
    """Screenshots to look at: 1280x800 and 700x900 (the window is set back afterwards).
    Before them: the kernel's answers to the widget's messages reach it through marimo, so
    no "Python has not answered" note can show (js/lib/link.js)."""
    page.locator(f"{root}[data-answered]").wait_for(state="attached", timeout=30_000)
    assert kit.link_lost(page) == []
    size = page.viewport_size
    for width, height in ((1280, 800), (700, 900)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        page.locator(root).scroll_into_view_if_needed()
        kit.shot(page, f"marimo-play-{name}-{width}x{height}")
    page.set_viewport_size(size)


def test_summa_in_marimo_dark_by_keyboard(summa_app, browser):  # noqa: F811
    """A light browser, marimo dark: the sheet is dark; black cells chosen and confirmed and a
    die placed with the keys alone, the focus on a cell after each key."""
    context, page = open_page(browser, summa_app + "/?seed=7&theme=dark", "light", (1400, 1000),
                              f"{SUMMA}[data-stage='black'] [data-cell='0,0']")
    try:
        assert_theme(page, SUMMA, "dark")
        live = page.locator(f"{SUMMA} .summa-live")
        page.keyboard.press("Tab")
        assert focus(page, SUMMA)["label"] == "A1, empty"
        assert press(page, SUMMA, "Space")["cell"] == "0,0"
        said(page, SUMMA, "Choose 3 more cells to blacken")
        # C2, E3, B6: the arrow keys from the cell before, Space on each
        for keys, cell in ((["ArrowDown", "ArrowRight", "ArrowRight"], "1,2"),
                           (["ArrowDown", "ArrowRight", "ArrowRight"], "2,4"),
                           (["ArrowDown"] * 3 + ["ArrowLeft"] * 3, "5,1")):
            for key in keys:
                press(page, SUMMA, key, settle=0)
            assert press(page, SUMMA, "Space")["cell"] == cell
            page.wait_for_selector(f"{SUMMA} [data-cell='{cell}'][data-pending]")  # the answer
        assert press(page, SUMMA, "Enter", settle=0)["cell"] == "5,1"  # 4 allowed: confirmed
        page.wait_for_selector(f"{SUMMA}[data-stage='place'] [data-die='3']", timeout=30_000)
        assert focus(page, SUMMA)["cell"] == "5,1"
        black = page.locator(f"{SUMMA} [data-content='#']").evaluate_all(
            "(cells) => cells.map((c) => c.dataset.cell)")
        assert sorted(black) == ["0,0", "1,2", "2,4", "5,1"]
        # a die: its symbol typed on B5
        symbol = page.get_attribute(f"{SUMMA} [data-die='0']", "data-symbol")
        assert press(page, SUMMA, "ArrowUp")["cell"] == "4,1"
        assert press(page, SUMMA, symbol)["cell"] == "4,1"
        page.wait_for_selector(f"{SUMMA} [data-cell='4,1'][data-content='{symbol}']")
        said(page, SUMMA, f"{symbol} in B5")
        assert live.inner_text().strip().startswith(f"{symbol} in B5")
        # the answer's room holds two of marimo's lines (1.5 high; JupyterLab's are 1.3)
        room, line = page.locator(f"{SUMMA} .summa-feedback").evaluate(
            "(e) => [e.getBoundingClientRect().height, parseFloat(getComputedStyle(e).lineHeight)]")
        assert line > 20 and room >= 2 * line - 0.5, (room, line)
        page.locator(SUMMA).scroll_into_view_if_needed()
        kit.shot(page, "marimo-play-summa-dark-1400x1000")
        shots(page, SUMMA, "summa-dark")
        assert_theme(page, SUMMA, "dark")
        # marimo switched to light while the browser prefers dark: the sheet follows marimo
        page.emulate_media(color_scheme="dark")
        assert_theme(page, SUMMA, "dark")
        page.evaluate(SWITCH_JS, "light")
        assert_theme(page, SUMMA, "light")
        kit.shot(page, "marimo-play-summa-switched-light-1400x1000")
    finally:
        context.close()


def test_pari_in_marimo_light_by_keyboard(pari_app, browser):  # noqa: F811
    """A dark browser, marimo light: the table is light; a card laid, played and two cards
    drawn with the keys alone, the focus on a gap or a button after each key: after a card
    laid, on the gap after it; after Play, which goes with its step, on the draw's first pile."""
    context, page = open_page(browser, pari_app + "/?seed=30&theme=light", "dark", (1280, 800),
                              f"{PARI} .pari-hand [data-hand-index='0']")
    try:
        assert_theme(page, PARI, "light")
        page.keyboard.press("Tab")
        assert focus(page, PARI)["key"] == "gap-0-0"
        assert press(page, PARI, "5")["key"] == "gap-0-0"  # the 5 chosen from the hand
        assert press(page, PARI, "ArrowDown")["key"] == "gap-1-0"
        assert press(page, PARI, "End")["key"] == "gap-1-2"
        page.keyboard.press("Enter")  # "x=" -> "x=5"
        page.wait_for_selector(f"{PARI} .pari-preview[data-valid='false']", timeout=30_000)
        page.wait_for_function("(w) => w.getRootNode().activeElement?.dataset.key === 'gap-1-3'",
                               arg=page.locator(PARI).element_handle())  # after the 5
        row = page.locator(f"{PARI} .pari-equation[data-equation='1'] [data-card]").evaluate_all(
            "(cards) => cards.map((c) => c.dataset.card).join('')")
        assert row == "x=5"
        for _ in range(10):  # Tab on to Play
            if press(page, PARI, "Tab", settle=0)["action"] == "submit":
                break
        assert focus(page, PARI)["action"] == "submit"
        page.keyboard.press("Enter")  # Python plays it and asks for the draw
        page.wait_for_selector(f"{PARI}[data-phase='draw']", timeout=30_000)
        log = page.locator(f"{PARI} .pari-log li").all_inner_texts()
        assert log[-1].startswith("You laid 1 card into equation 2"), log
        # Play went with the play step: the focus is on the draw's first pile (as in JupyterLab)
        page.wait_for_function("(w) => w.getRootNode().activeElement?.dataset.key"
                               " === 'b-draw-carddigit'", arg=page.locator(PARI).element_handle())
        assert press(page, PARI, "Enter")["key"] == "b-draw-carddigit"
        page.locator(f"{PARI} .pari-chosen", has_text="digit").wait_for()
        page.keyboard.press("Enter")  # the second card: the draw is done, the computer plays
        page.wait_for_selector(f"{PARI}[data-phase='play']", timeout=30_000)
        log = page.locator(f"{PARI} .pari-log li").all_inner_texts()
        assert "You drew 2 cards: 2 digits" in log, log
        assert page.locator(PARI).evaluate("(w) => w.contains(w.getRootNode().activeElement)")
        hand = page.locator(f"{PARI} .pari-hand [data-card]").evaluate_all(
            "(cards) => cards.map((c) => c.dataset.card)")
        assert len(hand) == 7, hand  # 6 - 1 laid + 2 drawn
        page.locator(PARI).scroll_into_view_if_needed()
        kit.shot(page, "marimo-play-pari-light-1280x800")
        shots(page, PARI, "pari-light")
        # marimo switched to dark while the browser prefers light: the table follows marimo
        page.emulate_media(color_scheme="light")
        page.evaluate(SWITCH_JS, "dark")
        assert_theme(page, PARI, "dark")
        kit.shot(page, "marimo-play-pari-switched-dark-1280x800")
    finally:
        context.close()


def best_move(page) -> summy.Move | None:
    """The best first move the engine finds for the rack on the page (None: there is none)."""
    rack = page.locator(f"{SUMMY} [data-rack-index]").evaluate_all(
        "(tiles) => tiles.map((t) => t.dataset.symbol)")
    moves = summy.legal_moves(summy.Board().place({"M13": "="}), "".join(rack))
    return max(moves, key=lambda m: (m.score, -len(m.move.placements))) if moves else None


def keys_to(page, move: summy.Move) -> list[str]:
    """The arrow keys from the cursor to the move's first cell, typing along the move."""
    (r0, c0), _ = min(move.move.placements)
    across = all(r == r0 for (r, _), _ in move.move.placements)
    name = page.get_attribute(f"{SUMMY} .summy-cell.summy-cursor", "data-cell")
    r, c = int(name[1:]) - 1, ord(name[0]) - ord("A")
    rows = ["ArrowDown" if r0 > r else "ArrowUp"] * abs(r0 - r)
    cols = ["ArrowRight" if c0 > c else "ArrowLeft"] * abs(c0 - c)
    if across:
        return rows + cols + ["ArrowLeft", "ArrowRight"]
    return cols + rows + ["ArrowUp", "ArrowDown"]


def cursor_drawn(page) -> bool:
    return page.locator(f"{SUMMY} .summy-cell.summy-cursor").evaluate(
        "(c) => getComputedStyle(c).outlineStyle") != "none"


def on_board(page) -> bool:
    return page.locator(f"{SUMMY} .summy-board").evaluate(
        "(b) => b.getRootNode().activeElement === b")


def card_face(page) -> tuple[float, float]:
    """The luminance of the step-by-step card's background and text."""
    face = page.locator(f"{SUMMY} .summy-explain").evaluate(
        "(c) => [getComputedStyle(c).backgroundColor, getComputedStyle(c).color]")
    return luminance(face[0]), luminance(face[1])


def test_summy_in_marimo_dark_by_keyboard(marimo_app, browser):
    """A light browser, marimo dark: no focus taken (no cursor drawn) on load; the board dark;
    a tile put down and taken back, and the move played, with the keys alone; the step-by-step
    card of a move dark too."""
    # reduced motion: the computer's move at once (no tile half faded in when colours are read)
    context, page = open_page(browser, marimo_app.url + "/?theme=dark", "light", (1400, 1000),
                              f"{SUMMY} [data-rack-index='0']", motion="reduce")
    try:
        page.wait_for_timeout(800)  # the first draws have run
        assert page.locator(SUMMY).evaluate(FOCUS_JS) is None, "the widget took the focus"
        assert not cursor_drawn(page)
        assert_theme(page, SUMMY, "dark")
        best = best_move(page)
        for _ in range(8):  # a rack that makes a sum (before the first move: no question asked)
            if best is not None:
                break
            before = page.locator(f"{SUMMY} [data-rack-index]").all_inner_texts()
            page.click(f"{SUMMY} [data-action='new-game']")
            page.wait_for_function(
                """(before) => JSON.stringify([...document.querySelector('marimo-anywidget')
                     .shadowRoot.querySelectorAll('[data-rack-index]')].map((t) => t.innerText))
                     !== JSON.stringify(before)""", arg=before, timeout=15_000)
            best = best_move(page)
        assert best is not None
        page.mouse.click(2, 2)  # from the page's start
        for _ in range(12):  # Tab on to the board
            page.keyboard.press("Tab")
            if on_board(page):
                break
        assert on_board(page) and cursor_drawn(page)  # the keyboard is used: the cursor shows
        # one tile by its symbol on L13, beside the centre; Escape takes it back
        symbol = page.get_attribute(f"{SUMMY} [data-rack-index='0']", "data-symbol")
        press(page, SUMMY, "ArrowLeft")
        press(page, SUMMY, symbol)
        assert "summy-pending" in page.get_attribute(f"{SUMMY} [data-cell='L13']", "class")
        press(page, SUMMY, "Escape")
        assert on_board(page)
        assert page.locator(f"{SUMMY} .summy-pending").count() == 0
        # the best move: the arrow keys to its first cell (the last ones set the direction),
        # then its symbols typed (the cursor moves on, over the centre's =); Enter submits
        for key in keys_to(page, best):
            page.keyboard.press(key)
        for _, tile in sorted(best.move.placements):
            press(page, SUMMY, tile, settle=60)
            assert on_board(page)
        page.wait_for_selector(f"{SUMMY} [data-role='preview'][data-state='legal']",
                               timeout=20_000)
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{SUMMY} [data-role='history'] [data-turn='1']", timeout=60_000)
        page.click(f"{SUMMY} [data-role='history'] [data-turn='0']")  # our move, explained
        page.locator(f"{SUMMY} .summy-explain-head", has_text="You played").wait_for(
            timeout=20_000)
        bg, ink = card_face(page)
        assert bg < 0.05 and ink > 0.6, (bg, ink)
        page.locator(SUMMY).scroll_into_view_if_needed()
        kit.shot(page, "marimo-play-summy-dark-1400x1000")
        assert_theme(page, SUMMY, "dark")  # the card's texts too
        shots(page, SUMMY, "summy-dark")
        # marimo switched to light while the browser prefers dark: the board follows marimo
        page.emulate_media(color_scheme="dark")
        page.evaluate(SWITCH_JS, "light")
        assert_theme(page, SUMMY, "light")
        bg, ink = card_face(page)
        assert bg > 0.8 and ink < 0.05, (bg, ink)
        kit.shot(page, "marimo-play-summy-switched-light-1400x1000")
    finally:
        context.close()
