"""The Summy widget in marimo: ``notebooks/marimo/play_summy.py`` (lesson 01 as an app)
served by ``marimo run --headless``, the widget wrapped in ``mo.ui.anywidget``.

Playwright's CSS selectors reach into the shadow DOM marimo renders the widget in. The
board must not be clipped: at the app's width ("medium") all 25 columns lie inside the
app column and the window, and the board needs no sideways scrolling.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import frontend_kit as kit
import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

W = ".summy-widget"
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXY"

# boxes of the board's frame, its scroll box, the app column, and each cell of a row
BOXES_JS = """
(widget) => {
  const box = (el) => { const r = el.getBoundingClientRect();
                        return { left: r.left, right: r.right, width: r.width }; };
  const wrap = widget.querySelector('.summy-board-wrap');
  let column = widget.getRootNode().host;
  while (column && !column.classList.contains('marimo-cell')) column = column.parentElement;
  const cells = {};
  for (const el of widget.querySelectorAll('[data-cell$="13"]')) {
    if (/^[A-Y]13$/.test(el.dataset.cell)) cells[el.dataset.cell] = box(el);
  }
  return { cells, wrap: box(wrap), scroll: [wrap.scrollWidth, wrap.clientWidth],
           column: column ? box(column) : null, innerWidth: window.innerWidth };
}
"""


def test_marimo_app_shows_the_whole_board_and_the_preview_answers(marimo_app, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.goto(marimo_app.url + "/", timeout=90_000)
        page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=90_000)
        assert "The rules in short" in page.inner_text("body")

        boxes = page.locator(W).evaluate(BOXES_JS)
        assert sorted(boxes["cells"]) == sorted(f"{c}13" for c in COLUMNS)
        assert boxes["column"] is not None, "the widget is not inside a marimo cell"
        right = min(boxes["innerWidth"], boxes["column"]["right"], boxes["wrap"]["right"])
        left = max(0, boxes["column"]["left"], boxes["wrap"]["left"])
        clipped = [
            name for name, cell in boxes["cells"].items()
            if cell["left"] < left - 0.5 or cell["right"] > right + 0.5 or cell["width"] < 16
        ]
        assert clipped == [], f"columns outside the app column: {sorted(clipped)} ({boxes})"
        scroll_width, client_width = boxes["scroll"]
        assert scroll_width <= client_width, "the board scrolls sideways in marimo"

        preview = page.locator(f"{W} [data-role='preview']")
        before = preview.inner_text()
        page.click(f"{W} [data-rack-index='0']")
        page.click(f"{W} [data-cell='L13']")  # beside the centre's "=": never a sum alone
        page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=15_000)
        after = preview.inner_text()
        assert after != before and "=" in after
        assert "summy-pending" in page.get_attribute(f"{W} [data-cell='L13']", "class")
    finally:
        context.close()


# -- Summa Summarum and =Pari= as marimo apps ----------------------------------------------------
# ``notebooks/marimo/play_summa.py`` and ``play_pari.py``, each served by its own ``marimo run``
# (theme "system" in a fresh home folder, so the browser's colour scheme makes the page light or
# dark). One action is played by clicking and the widget's answer, computed in Python, is read
# on the page; the widget must fit marimo's app column at three window sizes.
SIZES = {"1280x800": (1280, 800), "1400x1000": (1400, 1000), "700": (700, 900)}

# the widget, the marimo cell around it (across the shadow root) and the window
FIT_JS = """
(widget) => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width,
             height: r.height }; };
  let column = widget.getRootNode().host;
  while (column && !column.classList.contains('marimo-cell')) column = column.parentElement;
  return { widget: box(widget), column: column ? box(column) : null,
           overflow: widget.scrollWidth - widget.clientWidth, innerWidth: window.innerWidth };
}
"""
# every box matching `selector` inside the widget
PARTS_JS = """
(widget, selector) => [...widget.querySelectorAll(selector)].map((el) => {
  const r = el.getBoundingClientRect();
  return { x: r.x, right: r.right, width: r.width };
})
"""


@contextlib.contextmanager
def marimo_server(app: str) -> Iterator[str]:
    """``marimo run --headless`` on ``notebooks/marimo/<app>`` with a fresh home; its URL."""
    base = kit._base
    marimo = base.ROOT / ".venv" / "bin" / "marimo"
    home = Path(tempfile.mkdtemp(prefix="summy-marimo-"))
    config = home / ".config" / "marimo" / "marimo.toml"
    config.parent.mkdir(parents=True)
    config.write_text('[display]\ntheme = "system"\n')
    port = kit._free_port()
    log_path = home / "server.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [str(marimo), "run", "--headless", "--host", "127.0.0.1", "--port", str(port),
             "--no-token", str(base.ROOT / "notebooks" / "marimo" / app)],
            cwd=home, env={**base.os.environ, "HOME": str(home)}, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True)
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + kit.SERVER_TIMEOUT
            while True:
                if process.poll() is not None:
                    pytest.fail(f"marimo exited: {log_path.read_text(errors='replace')[-3000:]}")
                try:
                    with urllib.request.urlopen(url + "/", timeout=5):
                        break
                except (urllib.error.URLError, ConnectionError, OSError):
                    if time.monotonic() > deadline:
                        pytest.fail(f"marimo did not answer: {log_path.read_text()[-3000:]}")
                    time.sleep(0.3)
            yield url
        finally:
            kit._stop(process)
            shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="module")
def pari_app() -> Iterator[str]:
    with marimo_server("play_pari.py") as url:
        yield url


@pytest.fixture(scope="module")
def summa_app() -> Iterator[str]:
    with marimo_server("play_summa.py") as url:
        yield url


def open_app(browser, url: str, scheme: str, ready: str):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, color_scheme=scheme)
    page = context.new_page()
    page.goto(url, timeout=90_000)
    page.wait_for_selector(ready, timeout=90_000)
    return context, page


def contrast(page, root: str) -> list[dict]:
    """The front-end kit's contrast report for the widget in marimo's shadow DOM: the walk up
    to the first opaque background crosses the shadow root to the page."""
    js = kit._CONTRAST_JS.replace("const root = document.querySelector(rootSelector);",
                                  "const root = rootSelector;")
    js = js.replace("n = n.parentElement)",
                    "n = n.parentElement || (n.getRootNode().host || null))")
    assert js.count("getRootNode") == 2
    return page.locator(root).evaluate(js)


def axe(page, root: str, skip: tuple[str, ...] = ()) -> list[dict]:
    """axe-core's violations for the widget (inside marimo's shadow DOM), but the rules
    ``skip`` names; and no widget says Python did not answer (marimo passes the kernel's
    answers on too)."""
    assert kit.link_lost(page) == []
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(kit.AXE))
    return page.locator(root).evaluate(
        """async (el, skip) => (await axe.run(el, { rules: Object.fromEntries(
             skip.map((id) => [id, { enabled: false }])) })).violations.map((v) => ({
             id: v.id, help: v.help,
             nodes: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 160)) }))""",
        list(skip))


def check_fit(page, root: str, parts: tuple[str, ...], name: str) -> list[str]:
    """At each size: the widget inside marimo's app column and the window, and its texts
    readable (asserted); a screenshot to look at. Returns what sticks out sideways: parts wider
    than the widget, or the widget scrolling sideways (the caller asserts that list)."""
    problems = []
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(500)
        page.locator(root).scroll_into_view_if_needed()
        fit = page.locator(root).evaluate(FIT_JS)
        widget, column = fit["widget"], fit["column"]
        assert column is not None, "the widget is not inside a marimo cell"
        assert widget["x"] >= max(0, column["x"]) - 0.5, (size, fit)
        assert widget["right"] <= min(fit["innerWidth"], column["right"]) + 0.5, (size, fit)
        if fit["overflow"] > 0:
            problems.append(f"{size}: the widget's content is {fit['overflow']} px too wide")
        for part in parts:
            found = page.locator(root).evaluate(PARTS_JS, part)
            assert found, part
            out = [b for b in found if b["x"] < widget["x"] - 0.5
                   or b["right"] > widget["right"] + 0.5 or b["width"] <= 0]
            if out:
                problems.append(f"{size}: {part} outside the widget: {out[:3]}")
        low = [e for e in contrast(page, root) if not e["ok"]]
        assert low == [], f"{size}: {low}"
        kit.shot(page, f"{name}-{size}")
    return problems


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_pari_in_marimo_plays_by_clicking_and_fits(pari_app, browser, scheme):
    root = ".pari-widget"
    context, page = open_app(browser, pari_app + "/?seed=30", scheme,
                             f"{root} .pari-hand [data-hand-index='0']")
    try:
        assert "The rules in short" in page.inner_text("body")
        # seed 30: You first, holding 5 8 3 6 + x (the same deal as in the engine's tests)
        hand = page.locator(f"{root} .pari-hand [data-card]").evaluate_all(
            "(cards) => cards.map((c) => c.dataset.card)")
        assert hand == ["5", "8", "3", "6", "+", "x"]
        page.click(f"{root} .pari-hand [data-hand-index='0']")
        page.click(f"{root} button[data-equation='1'][data-gap='2']")  # "x=" -> "x=5"
        preview = page.locator(f"{root} .pari-preview[data-valid='false']")
        preview.wait_for(timeout=30_000)
        assert "not correct yet: the left side may not start with ×" in preview.inner_text()
        page.click(f"{root} [data-action='submit']")  # Python plays it and asks for the draw
        page.wait_for_selector(f"{root}[data-phase='draw']", timeout=30_000)
        log = page.locator(f"{root} .pari-log li").all_inner_texts()
        assert log[-1].startswith("You laid 1 card into equation 2"), log
        row = page.locator(f"{root} .pari-equation[data-equation='1'] [data-card]").evaluate_all(
            "(cards) => cards.map((c) => c.dataset.card).join('')")
        assert row == "x=5"
        dark = page.evaluate("() => matchMedia('(prefers-color-scheme: dark)').matches")
        assert dark == (scheme == "dark")
        parts = (".pari-equation", ".pari-hand .pari-card", ".pari-side", ".pari-side button")
        assert check_fit(page, root, parts, f"marimo-pari-{scheme}") == []
        assert axe(page, root) == []
    finally:
        context.close()


SUMMA = ".summa-widget"
SUMMA_PARTS = (".summa-cell", "[data-die]", "button", "table")


def summa_after_setup(browser, url: str, scheme: str):
    """Seed 7: blacken A1 C3 E3 B6 by clicking, confirm: round 1 begins (Python's answer)."""
    context, page = open_app(browser, url + "/?seed=7", scheme,
                             f"{SUMMA}[data-stage='black'] [data-cell='0,0']")
    cells = [(0, 0), (1, 2), (2, 4), (5, 1)]
    for r, c in cells:
        page.click(f"{SUMMA} [data-cell='{r},{c}']")
    confirm = page.locator(f"{SUMMA} [data-action='confirm-black']:not([disabled])")
    confirm.wait_for(timeout=30_000)
    confirm.click()
    page.wait_for_selector(f"{SUMMA}[data-stage='place'] [data-die='3']", timeout=30_000)
    black = page.locator(f"{SUMMA} [data-content='#']").evaluate_all(
        "(cells) => cells.map((c) => c.dataset.cell)")
    assert sorted(black) == sorted(f"{r},{c}" for r, c in cells)
    return context, page


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_summa_in_marimo_plays_by_clicking_and_fits(summa_app, browser, scheme):
    context, page = summa_after_setup(browser, summa_app, scheme)
    try:
        assert "The rules in short" in page.inner_text("body")
        dice = [page.inner_text(f"{SUMMA} [data-die='{i}']") for i in range(4)]
        assert all(d in ("I", "V", "X", "L") for d in dice), dice
        dark = page.evaluate("() => matchMedia('(prefers-color-scheme: dark)').matches")
        assert dark == (scheme == "dark")
        check_fit(page, SUMMA, SUMMA_PARTS, f"marimo-summa-{scheme}")
        assert axe(page, SUMMA) == []
        assert json.dumps(dice)
    finally:
        context.close()


def test_summa_in_marimo_nothing_sticks_out(summa_app, browser):
    context, page = summa_after_setup(browser, summa_app, "light")
    try:
        problems = check_fit(page, SUMMA, SUMMA_PARTS, "marimo-summa-fit")
        problems += [v["id"] for v in axe(page, SUMMA)]
        assert problems == []
    finally:
        context.close()


# -- full screen in marimo: the widget lives in a shadow root there ------------------------------
# game: (the app's URL fixture, the widget, a part that should grow, a part that shows when ready)
FULL_SCREEN = {
    "summy": ("marimo_app", ".summy-widget", "[data-cell='M13']", "[data-rack-index='0']"),
    "summa": ("summa_app", SUMMA, "[data-cell='0,0']", "[data-cell='0,0']"),
    "pari": ("pari_app", ".pari-widget", ".pari-hand [data-card]", ".pari-hand [data-card]"),
}

FULL_JS = """(button) => { const host = button.getRootNode().host;
    return { full: document.fullscreenElement !== null && document.fullscreenElement === host,
             pressed: button.getAttribute('aria-pressed'), label: button.textContent.trim() }; }"""


# the pressed toggle's look, and the accent fill of a primary button in the same widget
PRESSED_JS = """(button) => { const probe = document.createElement('span');
    probe.style.background = 'var(--sw-accent-bg)'; button.parentElement.append(probe);
    const fill = getComputedStyle(probe).backgroundColor; probe.remove();
    const s = getComputedStyle(button);
    return { mark: getComputedStyle(button, '::before').content, shadow: s.boxShadow,
             background: s.backgroundColor, fill }; }"""


def _width(page, selector: str) -> float:
    return page.locator(selector).first.bounding_box()["width"]


@pytest.mark.parametrize("game", sorted(FULL_SCREEN))
def test_full_screen_in_marimo_shows_the_play_large(game, request, browser):
    """marimo renders the widget inside a shadow root, where ``document.fullscreenElement`` is
    the shadow host, not the widget: the button must still see that it is full screen, show
    the large layout, and take the widget out of full screen on a second press."""
    fixture, root, part, ready = FULL_SCREEN[game]
    app = request.getfixturevalue(fixture)
    url = getattr(app, "url", app)
    context, page = open_app(browser, url + "/?seed=7", "light", f"{root} {ready}")
    try:
        button = page.locator(f"{root} [data-action='fullscreen']")
        small = _width(page, f"{root} {part}")
        plain = button.evaluate("(b) => getComputedStyle(b).backgroundColor")
        button.click()
        page.wait_for_function("() => document.fullscreenElement !== null")
        # the widget has seen the change (its own handler sets the toggle), then a settle
        expect(button).to_have_attribute("aria-pressed", "true", timeout=30_000)
        page.wait_for_timeout(300)
        state = button.evaluate(FULL_JS)
        assert state["full"], f"{game}: the widget is not the full-screen element: {state}"
        large = _width(page, f"{root} {part}")
        assert large >= 1.4 * small, f"{game}: {part} {small:.0f} px -> {large:.0f} px"
        # a toggle: the same label, the state in aria-pressed, a check mark and an outline
        assert state["pressed"] == "true" and state["label"] == "Full screen", state
        look = button.evaluate(PRESSED_JS)
        assert "\u2713" in look["mark"] and "inset" in look["shadow"], look
        assert look["background"] != plain and look["background"] != look["fill"], look
        if game == "pari":  # the moves are numbered, though marimo's page sets lists to none
            log = page.locator(f"{root} .pari-log")
            assert log.evaluate("(e) => getComputedStyle(e).listStyleType") == "decimal"
        kit.shot(page, f"marimo-{game}-fullscreen-1280x800")
        button.click()
        page.wait_for_function("() => document.fullscreenElement === null")
        expect(button).to_have_attribute("aria-pressed", "false", timeout=30_000)
        page.wait_for_timeout(300)
        assert _width(page, f"{root} {part}") < 1.2 * small
    finally:
        context.close()


# -- a game's width in marimo: the play area and the side panel side by side ---------------------
# marimo's default app width ("compact", about 740 px) is too narrow for a game: at 1400x1000
# Summa Summarum stacked (the dice and buttons under the sheet, the command line below the fold).
# The apps ask for ``App(width="medium")``.
# game: (the app's URL fixture, the widget, a part that shows when ready, play area, side panel)
SIDE_BY_SIDE = {
    "summy": ("marimo_app", ".summy-widget", "[data-rack-index='0']", ".summy-left",
              ".summy-side"),
    "summa": ("summa_app", SUMMA, "[data-cell='0,0']", ".summa-play", ".summa-side"),
    "pari": ("pari_app", ".pari-widget", ".pari-hand [data-card]", ".pari-table",
             ".pari-side"),
}
BOX_JS = """(el) => { const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, right: r.right, bottom: r.bottom }; }"""


@pytest.mark.parametrize("size", ["1280x800", "1400x1000"])
@pytest.mark.parametrize("game", sorted(SIDE_BY_SIDE))
def test_each_game_in_marimo_shows_its_side_panel_beside_the_play(game, size, request, browser):
    fixture, root, ready, play, side = SIDE_BY_SIDE[game]
    app = request.getfixturevalue(fixture)
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    try:
        page.goto(getattr(app, "url", app) + "/?seed=7", timeout=90_000)
        page.wait_for_selector(f"{root} {ready}", timeout=90_000)
        page.wait_for_timeout(500)
        page.locator(root).scroll_into_view_if_needed()
        left = page.locator(f"{root} {play}").first.evaluate(BOX_JS)
        right = page.locator(f"{root} {side}").first.evaluate(BOX_JS)
        kit.shot(page, f"marimo-{game}-side-by-side-{size}")
        assert right["x"] >= left["right"] - 0.5, f"{game} stacks at {size}: {left} {right}"
        assert right["y"] < left["bottom"], f"{game}: the side panel is below the play: {right}"
        assert right["y"] < height, f"{game}: the side panel starts below the window: {right}"
    finally:
        context.close()
