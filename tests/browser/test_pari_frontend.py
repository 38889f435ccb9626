"""=Pari= front end as people meet it: themes, sizes, keys, keyboard, command line, touch, axe.

One notebook per test (a fresh kernel), one JupyterLab server per theme for the whole session
(the front-end kit's ``themed_lab``), one browser. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import shutil
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import frontend_kit as kit
import pytest
from frontend_kit import (  # noqa: F401  (fixtures are used by name)
    VIEWPORTS,
    boxes,
    contrast_report,
    dark_lab,
    inside_window,
    key_scene,
    run_axe,
    shot,
    themed_lab,
)

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30: You against one computer
ROOT = ".pari-widget"
LIVE = ("() => [...document.querySelectorAll('.pari-widget .pari-live')]"
        ".map(e => e.textContent).join('')")


@pytest.fixture
def frontend_notebook(themed_lab: Callable[[str], Any], browser: Any  # noqa: F811
                      ) -> Iterator[Callable]:
    """The kit's ``frontend_notebook``, except that it waits for the dark theme's mark on
    <body> to be *attached* (the kit waits for <body> to be visible, which JupyterLab's body,
    sized by its shell, never is to Playwright: the dark page timed out)."""
    opened, copies = [], []

    def open_notebook(path: str, theme: str = "light", viewport: tuple[int, int] = (1400, 1000),
                      has_touch: bool = False) -> Any:
        server = themed_lab(theme)
        copy = kit._copy_notebook(kit.ROOT / path)
        copies.append(copy.parent)
        relative = copy.relative_to(kit.ROOT).as_posix()
        context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                      has_touch=has_touch)
        page = context.new_page()
        nb = kit.Notebook(page=page, lab=server, path=relative)
        opened.append(nb)
        timeout = kit.KERNEL_TIMEOUT * 1000
        page.goto(f"{server.url}/lab/workspaces/t{uuid.uuid4().hex[:10]}/tree/{relative}",
                  timeout=timeout)
        page.wait_for_selector('.jp-Notebook-ExecutionIndicator[data-status="idle"]',
                               timeout=timeout)
        page.wait_for_function(kit._KERNEL_READY_JS, timeout=timeout, polling=100)
        if theme == "dark":
            page.wait_for_selector('body[data-jp-theme-light="false"]', state="attached",
                                   timeout=30_000)
        if not page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current").count():
            page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()  # file browser
        kit._run_all(page)
        try:
            page.wait_for_function(kit._STARTED_JS, timeout=15_000, polling=100)
        except Exception:  # the click was lost: no cell ran, so it is safe to retry
            kit._run_all(page)
        nb.wait_idle()
        return nb

    yield open_notebook
    for nb in opened:
        context = nb.page.context
        try:
            nb.close()
        finally:
            context.close()
    for folder in copies:
        shutil.rmtree(folder, ignore_errors=True)


def open_pari(frontend_notebook, speed="off", **kw):
    nb = frontend_notebook(NOTEBOOK, **kw)
    nb.page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']")
    nb.run(f"w.speed = {speed!r}")
    nb.page.wait_for_function(
        f"() => document.querySelector('{ROOT} .pari-speed').value === {speed!r}")
    return nb


def live_text(page) -> str:
    return page.evaluate(LIVE)


def wait_live(page, words: str, timeout: float = 10_000) -> str:
    """Wait until the live region says ``words``; return what it says."""
    page.wait_for_function(f"() => ({LIVE})().includes({json.dumps(words)})", timeout=timeout)
    return live_text(page)


def to_top(page) -> None:
    page.evaluate(f"() => document.querySelector('{ROOT}').scrollIntoView({{block: 'start'}})")
    page.wait_for_timeout(150)


def axe_clean(page, state: str) -> None:
    violations = run_axe(page, ROOT)
    assert violations == [], f"{state}: {json.dumps(violations, indent=1)[:3000]}"


def place_five(page) -> None:
    """Seed 30: put the 5 after the = of equation 2 ("x=" -> "x=5"), by clicking."""
    page.locator(f"{ROOT} .pari-hand [data-hand-index='0']").click()
    page.locator(f"{ROOT} button[data-equation='1'][data-gap='2']").click()
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='false']")


# -- layout and contrast at three sizes, Light and Dark ------------------------------------------
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_layout_and_contrast(frontend_notebook, theme):
    nb = open_pari(frontend_notebook, theme=theme)
    page = nb.page
    place_five(page)  # mid-turn: a placed card, an illegal preview, Play enabled
    for size, (width, height) in VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        to_top(page)
        shot(page, f"pari-{theme}-{size}")
        for part in (".pari-equation", ".pari-hand .pari-card", "[data-action='submit']",
                     "[data-action='recall']", ".pari-preview"):
            found = boxes(page, f"{ROOT} {part}")
            assert found, part
            outside = [b for b in found if not inside_window(b)]
            assert outside == [], f"{theme} {size}: {part} outside the window: {outside}"
        report = contrast_report(page, ROOT)
        low = [e for e in report if not e["ok"]]
        assert low == [], f"{theme} {size}: {low}"
        assert len(report) > 20
        # side by side when there is room, one column in a narrow one
        table, side = boxes(page, f"{ROOT} .pari-table")[0], boxes(page, f"{ROOT} .pari-side")[0]
        widget = boxes(page, ROOT)[0]
        if widget["width"] >= 700:
            assert side["x"] >= table["right"] - 1
        else:
            assert side["y"] >= table["bottom"] - 1
    # the disabled button stays visible: a dashed border and readable words
    nb.run("w.session.recall(); w._refresh()")
    page.wait_for_selector(f"{ROOT} [data-action='submit']:disabled")
    style = page.evaluate(f"""() => {{
        const b = document.querySelector('{ROOT} [data-action="submit"]');
        const s = getComputedStyle(b);
        return [s.borderTopStyle, s.borderTopWidth, s.opacity, b.getBoundingClientRect().width];
    }}""")
    assert style[0] == "dashed" and style[1] == "2px" and style[2] == "1" and style[3] > 30
    disabled = [e for e in contrast_report(page, ROOT) if e["disabled"]]
    assert disabled and min(e["ratio"] for e in disabled) >= 3.0, disabled
    shot(page, f"pari-{theme}-disabled", ROOT)
