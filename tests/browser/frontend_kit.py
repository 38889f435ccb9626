"""Shared helpers for the front-end browser tests (themes, layout, contrast, axe-core, keys).

Import the helpers you need into your test module; the fixtures (``dark_lab``, ``themed_lab``,
``frontend_notebook``) are made available to every test module by ``conftest.py`` and are only
named as arguments, never imported (a session fixture imported into a module would be that
module's own, with a server of its own)::

    from frontend_kit import VIEWPORTS, boxes, contrast_report, key_scene, run_axe, shot

    def test_x(frontend_notebook): ...

(``tests/browser`` is on ``sys.path`` while its tests run, as pytest's rootdir-relative
``rootdir/tests/browser`` conftest folder is inserted by the default "prepend" import mode.)

Fixtures
--------
``dark_lab`` (session)
    A second JupyterLab server, started exactly like ``conftest.lab`` but with the user setting
    ``{"theme": "JupyterLab Dark"}`` (via ``--LabApp.user_settings_dir``, the same folder
    ``JUPYTERLAB_SETTINGS_DIR`` names). Started only when a test asks for it; stopped at the end.
``themed_lab`` (session): ``themed_lab("light") -> Lab`` / ``themed_lab("dark") -> Lab``
    Light is the shared ``lab`` fixture of conftest.py, dark is ``dark_lab``. One server per
    theme for the whole test session.
``frontend_notebook`` (function): a factory
    ``frontend_notebook(path, theme="light", viewport=(1400, 1000), file_browser=True,
    has_touch=False, run_all=True, forced_colors="none", color_scheme="light")
    -> conftest.Notebook``. ``forced_colors="active"`` emulates a contrast theme (Windows' high
    contrast), whose palette is white (``color_scheme="light"``) or black (``"dark"``).
    Copies the notebook (as conftest's ``notebook`` does), opens it in a FRESH workspace
    (``/lab/workspaces/<new>/tree/<copy>``) in a new browser context of that viewport, leaves
    the file browser open (as JupyterLab starts) unless ``file_browser=False``, runs every cell
    and waits until the kernel is idle. The page, the kernel and the copy are cleaned up after
    the test. Change the viewport later with ``nb.page.set_viewport_size({...})``. In a module
    that sets ``REUSE_PAGES = True`` a passed test's page is kept instead, and the next test of
    such a module that opens the same notebook (theme, touch) gets it back restarted and run
    again (``kept_pages.py`` says what a module promises by that).
``kept_notebooks`` (session): closes the kept pages at the end of the run.

Helpers (plain functions; ``page`` is a Playwright page)
-------
``contrast_report(page, root_selector)`` -> list of dicts, one per visible text node's element:
    ``text, ratio, required (4.5 or 3.0 for large text), ok, color, background, large, where``.
    The text colour (with its alpha and the element's opacity) is composited over the first
    opaque background up the tree (semi-transparent backgrounds on the way are blended in).
``low_contrast(page, root_selector)`` -> only the failing entries (assert it is ``[]``).
``run_axe(page, selector, rules=None)`` -> list of axe-core violations (dicts with id, impact,
    help, nodes) for the first element matching ``selector``; injects
    ``node_modules/axe-core/axe.min.js`` once per page. Assert ``== []``.
``notebook_cells_snapshot(page)`` -> a hashable tuple describing the notebook's cells: for each
    ``.jp-Cell`` its kind (code/markdown/raw) and whether its output area holds a widget view.
``key_scene(page, focus_selector, keys, settle_ms=300)`` -> dict
    ``{"changed": bool, "before": ..., "after": ..., "focus_inside": bool}``: focuses the first
    element matching ``focus_selector`` (with ``element.focus()``, no click), presses each key
    of ``keys`` (Playwright names: ``"m"``, ``"d"``, ``"Escape"``, ``"Shift+Enter"``) and
    compares ``notebook_cells_snapshot`` before and after. ``focus_inside`` tells whether focus
    is still inside the widget root (the closest ``[data-sw-root]`` or ``.jp-OutputArea-output``).
``shot(page, name, selector=None)`` -> Path of a PNG in ``test-artifacts/``.
``open_widget(frontend_notebook, path, root, ready, **options)`` -> ``conftest.Notebook``
    The page set-up of a widget's test: opens ``path`` with the ``frontend_notebook`` factory
    (``options``: theme, viewport, ...), waits until ``f"{root} {ready}"`` is drawn and scrolls
    the widget ``root`` into view.
``frames(page, count=3)``: waits until the page has drawn ``count`` more frames (at most 2 s),
    after a scroll or a new window size, instead of a fixed time.
``to_top(page, root, settle_ms=0)``: scrolls the widget ``root`` to the top of the window, waits
    for ``frames`` and then ``settle_ms`` more.
``boxes(page, selector)`` -> list of ``{"x","y","width","height","right","bottom"}`` of every
    matching element, plus the window's size under ``"window"`` of each entry.
``inside_window(box)`` -> True when the box lies wholly inside the window.
``kernel_json(nb, code)`` -> the JSON the last line ``code`` prints in the notebook's kernel.
``best_move(nb, var="w")`` -> Summy's highest-scoring legal move for the player to move in the
    widget ``var``: ``{"move", "score", "direction", "tiles": [{"cell", "symbol", "index"}]}``.
``deal_playable(nb, var="w", root=".summy-widget")`` -> the rack, after new deals in the Summy
    widget ``var`` until its rack makes a sum, once the page shows it.
``summy_rounds(nb, seats, seed, rounds)`` -> ``(turns played, legal moves of the first seat)``
    after a new Summy game in ``w`` whose first seat plays its best move each round.
``publish(path, name)``: copies a screenshot to ``docs/images/name`` when
    ``SUMMY_UPDATE_DOCS=1`` is set (the README's pictures).
``VIEWPORTS``: the sizes the issues name: ``{"1400x1000": (1400, 1000), "1280x800": (1280, 800),
    "700": (700, 900)}``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.error
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import kept_pages
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

HERE = Path(__file__).resolve().parent


def _browser_conftest() -> ModuleType:
    """tests/browser/conftest.py as pytest loaded it (several conftest modules share a name)."""
    target = HERE / "conftest.py"
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if path and Path(path).resolve() == target:
            return module
    spec = importlib.util.spec_from_file_location("summy_browser_conftest", target)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_base = _browser_conftest()  # the shared server and notebook machinery
_KERNEL_READY_JS, _STARTED_JS = _base._KERNEL_READY_JS, _base._STARTED_JS
ARTIFACTS, KERNEL_TIMEOUT, ROOT = _base.ARTIFACTS, _base.KERNEL_TIMEOUT, _base.ROOT
SERVER_TIMEOUT, Lab, Notebook = _base.SERVER_TIMEOUT, _base.Lab, _base.Notebook
_copy_notebook, _free_port, _jupyter = _base._copy_notebook, _base._free_port, _base._jupyter
_run_all, _stop, _write_settings = _base._run_all, _base._stop, _base._write_settings
_write_page_config, _kernel_transport = _base._write_page_config, _base._kernel_transport

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
VIEWPORTS = {"1400x1000": (1400, 1000), "1280x800": (1280, 800), "700": (700, 900)}
DARK = {"theme": "JupyterLab Dark"}
#: the browser's language in the tests (the games made without ``lang`` follow it)
LOCALE = "en-US"


def start_lab(theme: str | None = None) -> tuple[Lab, Path]:
    """Start a JupyterLab server like ``conftest.lab``; ``theme`` e.g. ``"JupyterLab Dark"``.

    Returns the server and its temp folder; stop it with :func:`stop_lab`.
    """
    tmp = Path(tempfile.mkdtemp(prefix="summy-lab-"))
    for name in ("workspaces", "settings", "runtime", "config"):
        (tmp / name).mkdir()
    _write_settings(tmp / "settings")
    _write_page_config(tmp / "config")
    if theme:
        themes = tmp / "settings" / "@jupyterlab" / "apputils-extension"
        themes.mkdir(parents=True, exist_ok=True)
        (themes / "themes.jupyterlab-settings").write_text(json.dumps({"theme": theme}))
    port = _free_port()
    env = dict(os.environ)
    env["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
    env["JUPYTER_CONFIG_DIR"] = str(tmp / "config")
    env["JUPYTERLAB_SETTINGS_DIR"] = str(tmp / "settings")
    command = [
        _jupyter(), "lab", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
        "--ServerApp.ip=127.0.0.1", "--ServerApp.allow_root=True", "--IdentityProvider.token=",
        "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={ROOT}", f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
        f"--LabApp.user_settings_dir={tmp / 'settings'}", "--LabApp.news_url=",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        *_kernel_transport(tmp / "runtime"),
    ]
    log_path = tmp / "server.log"
    log = open(log_path, "wb")  # noqa: SIM115 (the server holds it until it stops)
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    server = Lab(f"http://127.0.0.1:{port}", ROOT, tmp / "runtime", log_path, process)
    deadline = time.monotonic() + SERVER_TIMEOUT
    while True:
        if process.poll() is not None:
            pytest.fail(f"JupyterLab exited with {process.returncode}:\n{server.log()}")
        try:
            server.api("GET", "/api/status")
            return server, tmp
        except (urllib.error.URLError, ConnectionError, OSError):
            if time.monotonic() > deadline:
                _stop(process)
                pytest.fail(f"JupyterLab did not answer within {SERVER_TIMEOUT}s:\n{server.log()}")
            time.sleep(0.3)


def stop_lab(server: Lab, tmp: Path) -> None:
    """Stop a server from :func:`start_lab` and remove its temp folder."""
    _stop(server.process)
    shutil.rmtree(tmp, ignore_errors=True)


@pytest.fixture(scope="session")
def dark_lab() -> Iterator[Lab]:
    server, tmp = start_lab(DARK["theme"])
    try:
        yield server
    finally:
        stop_lab(server, tmp)


@pytest.fixture(scope="session")
def themed_lab(request: pytest.FixtureRequest) -> Callable[[str], Lab]:
    def get(theme: str = "light") -> Lab:
        if theme not in ("light", "dark"):
            raise ValueError(f"theme must be 'light' or 'dark', not {theme!r}")
        return request.getfixturevalue("lab" if theme == "light" else "dark_lab")

    return get


@pytest.fixture(scope="session")
def kept_notebooks(browser: Any) -> Iterator[None]:
    """At the end of the run, before the browser closes: the pages still kept (``kept_pages``)
    are closed and their copies removed (the servers and their kernels have stopped by then)."""
    yield
    kept_pages.close_all(_drop_notebook)


@pytest.fixture
def frontend_notebook(themed_lab: Callable[[str], Lab], browser: Any, kept_notebooks: None,
                      request: pytest.FixtureRequest) -> Iterator[Callable]:
    reuse = getattr(request.module, "REUSE_PAGES", False)
    opened: list[tuple[kept_pages.PageKey | None, Notebook]] = []

    def open_notebook(
        path: str,
        theme: str = "light",
        viewport: tuple[int, int] = (1400, 1000),
        file_browser: bool = True,
        has_touch: bool = False,
        run_all: bool = True,
        forced_colors: str = "none",
        color_scheme: str = "light",
        locale: str = LOCALE,
    ) -> Notebook:
        # a page in another language is never kept for a later test, nor taken from them
        key = kept_pages.PageKey(path, theme, has_touch) if locale == LOCALE else None
        nb = kept_pages.take(key) if reuse and run_all and key else None
        if nb is not None and not reopen(nb, path, viewport, color_scheme, forced_colors,
                                         has_touch):
            _close_notebook(nb)
            nb = None
        if nb is None:
            nb = _open_fresh(themed_lab(theme), browser, path, theme, viewport, has_touch,
                             forced_colors, color_scheme, locale)
        opened.append((key, nb))
        _show_file_browser(nb.page, file_browser)
        if run_all:
            run_cells(nb)
        return nb

    yield open_notebook
    passed = request.node.stash.get(_base.CALL_PASSED, False)
    for key, nb in opened:
        if reuse and passed and key:
            kept_pages.keep(key, nb, _close_notebook)
        else:
            _close_notebook(nb)


# a finger, not a mouse: what a page with a touch screen reports
_COARSE_JS = "() => matchMedia('(pointer: coarse)').matches"


def reopen(nb: Notebook, path: str, viewport: tuple[int, int], color_scheme: str = "light",
           forced_colors: str = "none", has_touch: bool = False) -> bool:
    """Make a kept page of the notebook ``path`` look newly opened (``kept_pages.freshen``),
    the timers a test held dropped; False when it cannot be used again, also when its pointer
    is not what ``has_touch`` asks (a test switched the touch screen off). Run its cells next
    (:func:`run_cells`)."""
    if nb.page.is_closed() or nb.page.evaluate(_COARSE_JS) != has_touch:
        return False
    code = kept_pages.code_cells(ROOT / path)
    if not kept_pages.freshen(nb, code, viewport, color_scheme, forced_colors):
        return False
    release_steps(nb.page, run=False, check=False)
    return True


def _open_fresh(server: Lab, browser: Any, path: str, theme: str, viewport: tuple[int, int],
                has_touch: bool, forced_colors: str, color_scheme: str,
                locale: str = LOCALE) -> Notebook:
    """A copy of ``path`` opened in a fresh workspace of a new browser context, kernel ready."""
    copy = _copy_notebook(ROOT / path)
    relative = copy.relative_to(ROOT).as_posix()
    width, height = viewport
    context = browser.new_context(
        viewport={"width": width, "height": height}, has_touch=has_touch,
        forced_colors=forced_colors, color_scheme=color_scheme, locale=locale,
    )
    nb = Notebook(page=context.new_page(), lab=server, path=relative)
    try:
        _load(nb.page, f"{server.url}/lab/workspaces/t{uuid.uuid4().hex[:10]}/tree/{relative}",
              theme)
    except PlaywrightTimeout as error:  # what the server said of the kernel, in the failure
        _close_notebook(nb)
        raise AssertionError(f"{relative} opened, but its kernel was not ready: "
                             f"{str(error).splitlines()[0]}; the server's log ends:\n"
                             f"{server.log()}") from error
    except BaseException:
        _close_notebook(nb)
        raise
    return nb


def _load(page: Any, url: str, theme: str) -> None:
    """Go to ``url`` and wait until its kernel is ready (and the dark theme applied)."""
    page.goto(url, timeout=KERNEL_TIMEOUT * 1000)
    # attached, not visible: in a window under about 750 px JupyterLab hides this indicator
    page.wait_for_selector('.jp-Notebook-ExecutionIndicator[data-status="idle"]',
                           state="attached", timeout=KERNEL_TIMEOUT * 1000)
    page.wait_for_function(_KERNEL_READY_JS, timeout=KERNEL_TIMEOUT * 1000, polling=100)
    if theme == "dark":
        page.wait_for_selector('body[data-jp-theme-light="false"]', state="attached",
                               timeout=30_000)


def _show_file_browser(page: Any, shown: bool) -> None:
    """Open the file browser in the left side bar (as JupyterLab starts) or close it."""
    current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if shown and not current.count():
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
    elif not shown and current.count():
        current.first.click()


def run_cells(nb: Notebook) -> None:
    """Run every cell (Run > Run All Cells) and wait until all have run."""
    _run_all(nb.page)
    try:
        nb.page.wait_for_function(_STARTED_JS, timeout=15_000, polling=100)
    except PlaywrightTimeout:
        _run_all(nb.page)
    nb.wait_idle()


def _close_notebook(nb: Notebook) -> None:
    """Close the page, its context and kernel, and remove the notebook's copy."""
    try:
        nb.close()
    finally:
        _drop_notebook(nb)


def _drop_notebook(nb: Notebook) -> None:
    """Close the page's context and remove the notebook's copy (the server is not asked)."""
    nb.forget_kernel()
    nb.page.context.close()
    shutil.rmtree(ROOT / Path(nb.path).parent, ignore_errors=True)


# -- contrast ------------------------------------------------------------------------------------
_CONTRAST_JS = r"""
(rootSelector) => {
  const root = document.querySelector(rootSelector);
  if (!root) return null;
  const parse = (s) => {
    const m = String(s).match(/rgba?\(([^)]+)\)/);
    if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, bottom) => {          // alpha-composite top over an opaque bottom
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat([1]);
  };
  const lum = (c) => {
    const f = (v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const background = (el) => {
    const layers = [];
    for (let n = el; n; n = n.parentElement) {
      const bg = parse(getComputedStyle(n).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    let color = [255, 255, 255, 1];
    if (layers.length && layers[layers.length - 1][3] >= 1) color = layers.pop();
    for (let i = layers.length - 1; i >= 0; i--) color = over(layers[i], color);
    return color;
  };
  const opacity = (el) => {
    let o = 1;
    for (let n = el; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
    return o;
  };
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const el = t.parentElement;
    if (!el || seen.has(el) || !t.textContent.trim()) continue;
    seen.add(el);
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    if (rect.width < 2 || rect.height < 2) continue;
    if (el.closest('.sw-sr-only, [aria-hidden="true"]')) continue;
    if (style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    const bg = background(el);
    let fg = parse(style.color);
    fg = [fg[0], fg[1], fg[2], fg[3] * opacity(el)];
    const text = over(fg, bg);
    const l1 = lum(text), l2 = lum(bg);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    const size = parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const disabled = el.closest('button:disabled, [aria-disabled="true"]') !== null;
    const required = disabled ? 0 : (large ? 3 : 4.5);
    const cls = typeof el.className === 'string' && el.className ? el.className : '';
    const where = el.tagName.toLowerCase() + (cls ? '.' + cls.split(' ').join('.') : '');
    out.push({ text: t.textContent.trim().slice(0, 60), ratio: Math.round(ratio * 100) / 100,
      required, ok: ratio >= required, large, disabled,
      color: style.color, where,
      background: 'rgb(' + bg.slice(0, 3).map(Math.round).join(',') + ')' });
  }
  return out;
}
"""


# waits (at most 5 s) until every animation under the root that fades a text in or changes its
# colours has run its course (a tile of the computer's move drops in at 20 % opacity): the
# contrast measured is the one a reader sees, not a frame of the motion
_FADES_DONE_JS = """(s) => {
  const root = document.querySelector(s);
  if (!root) return false;
  const looks = (k) => 'opacity' in k || 'color' in k || 'backgroundColor' in k;
  const fades = (a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity
    && a.effect.getKeyframes().some(looks);
  const ends = root.getAnimations({subtree: true}).filter(fades)
    .map((a) => a.finished.catch(() => null));  // one taken away mid-way has ended too
  const late = new Promise((ok) => setTimeout(() => ok(false), 5000));
  return Promise.race([Promise.all(ends).then(() => true), late]);
}"""


def contrast_report(page: Any, root_selector: str) -> list[dict]:
    """Every visible text's contrast inside ``root_selector`` (see the module docstring), once
    the fades under it have run their course.

    Disabled controls are reported with ``required`` 0 (WCAG exempts them) and so always ``ok``.
    """
    page.evaluate(_FADES_DONE_JS, root_selector)
    report = page.evaluate(_CONTRAST_JS, root_selector)
    if report is None:
        raise AssertionError(f"no element matches {root_selector!r}")
    return report


def low_contrast(page: Any, root_selector: str) -> list[dict]:
    """The texts of :func:`contrast_report` below WCAG AA."""
    return [entry for entry in contrast_report(page, root_selector) if not entry["ok"]]


# -- the link to the kernel --------------------------------------------------------------------
# js/lib/link.js: the note a widget shows when Python has not answered a message for 8 s, found
# also inside shadow roots (marimo)
_LINK_LOST_JS = """() => {
  const out = [];
  const walk = (node) => {
    for (const e of node.querySelectorAll('.sw-link-lost:not([hidden])')) out.push(e.textContent);
    for (const e of node.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot);
  };
  walk(document);
  return out;
}"""


def link_lost(page: Any) -> list[str]:
    """The texts of every widget's "Python has not answered" note now shown (``[]``: none)."""
    return page.evaluate(_LINK_LOST_JS)


# -- axe-core ------------------------------------------------------------------------------------
def run_axe(page: Any, selector: str, rules: dict | None = None, link: bool = True) -> list[dict]:
    """axe-core's violations for the first element matching ``selector`` (``[]`` when clean).

    Every state a test checks this way also has the kernel answering: a widget's note that
    Python did not answer fails the test (``link=False`` for the test of that note).
    """
    if link:
        lost = link_lost(page)
        assert lost == [], f"a widget says Python did not answer: {lost}"
    if not AXE.exists():
        raise AssertionError(f"axe-core is missing: run `npm install` in {ROOT}")
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    options = {"rules": rules} if rules else {}
    result = page.evaluate(
        """async ([selector, options]) => {
             const el = document.querySelector(selector);
             if (!el) return null;
             const r = await axe.run(el, options);
             return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
               nodes: v.nodes.slice(0, 5).map(n => ({target: n.target, html: n.html.slice(0, 200),
                 summary: n.failureSummary}))}));
           }""",
        [selector, options],
    )
    if result is None:
        raise AssertionError(f"no element matches {selector!r}")
    return result


# -- the notebook and keys -------------------------------------------------------------------------
_CELLS_JS = """
() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  if (!panel) return null;
  return [...panel.querySelectorAll('.jp-Notebook .jp-Cell')].map(cell => {
    const kind = cell.classList.contains('jp-CodeCell') ? 'code'
      : cell.classList.contains('jp-MarkdownCell') ? 'markdown' : 'raw';
    const widget = cell.querySelector('.jp-OutputArea-output [data-sw-root], '
      + '.jp-OutputArea-output .summy-widget, .jp-OutputArea-output .summa-widget, '
      + '.jp-OutputArea-output .pari-widget') !== null;
    const source = (cell.querySelector('.jp-InputArea-editor') || {}).textContent || '';
    return [kind, widget, source.length];
  });
}
"""


def notebook_cells_snapshot(page: Any) -> tuple:
    """The open notebook's cells as ``((kind, holds_widget, source_length), ...)``."""
    cells = page.evaluate(_CELLS_JS)
    if cells is None:
        raise AssertionError("no notebook is open")
    return tuple(tuple(cell) for cell in cells)


def key_scene(page: Any, focus_selector: str, keys: list[str], settle_ms: int = 300) -> dict:
    """Focus ``focus_selector``, press ``keys``; report whether the notebook's cells changed."""
    before = notebook_cells_snapshot(page)
    found = page.evaluate(
        "(s) => { const el = document.querySelector(s); if (!el) return false;"
        " el.focus(); return document.activeElement === el; }",
        focus_selector,
    )
    if not found:
        raise AssertionError(f"cannot focus {focus_selector!r}")
    for key in keys:
        page.keyboard.press(key)
        page.wait_for_timeout(60)
    page.wait_for_timeout(settle_ms)
    after = notebook_cells_snapshot(page)
    inside = page.evaluate(
        "(s) => { const el = document.querySelector(s); const a = document.activeElement;"
        " const root = el && (el.closest('[data-sw-root]') || el.closest('.jp-OutputArea-output'));"
        " return Boolean(root && a && root.contains(a)); }",
        focus_selector,
    )
    return {"changed": before != after, "before": before, "after": after, "focus_inside": inside}


# -- pictures and boxes -----------------------------------------------------------------------
def shot(page: Any, name: str, selector: str | None = None) -> Path:
    """Save a PNG of the page (or of the first element matching ``selector``) in test-artifacts/.

    An element's picture waits for the element to hold still over two animation frames; on a
    busy machine a page that is not in front may get none for a while, so after 10 s the
    picture is of the page instead (a picture to look at, never what a test decides on).
    """
    ARTIFACTS.mkdir(exist_ok=True)
    target = ARTIFACTS / (name if name.endswith(".png") else f"{name}.png")
    if selector is not None:
        try:
            page.locator(selector).first.screenshot(path=str(target), timeout=10_000)
            return target
        except PlaywrightTimeout:
            print(f"{target.name}: the element did not hold still, the page is pictured")
    page.screenshot(path=str(target))
    return target


def kernel_json(nb: Any, code: str) -> Any:
    """Run ``code`` in the notebook's kernel and read the JSON its last printed line holds."""
    return json.loads(nb.run(code).strip().splitlines()[-1])


# Summy: the highest-scoring legal move of the player to move in the widget ``{var}``, its tiles
# in the order of its run, each with its rack position (the first free tile of that symbol)
_BEST_MOVE = """
import json
from summy_widget import summy
_w = {var}
_moves = summy.legal_moves(_w.game.board, "".join(_w.game.rack()), _w.game.rules)
_best = max(_moves, key=lambda m: (m.score, str(m.move)))
_free = list(enumerate(_w.rack))
_tiles = []
for _cell, _symbol in sorted(_best.move.placements):
    _i = next(i for i, s in _free if s == _symbol)
    _free = [(i, s) for i, s in _free if i != _i]
    _tiles.append({{"cell": summy.cell_name(*_cell), "symbol": _symbol, "index": _i}})
print(json.dumps({{"move": str(_best.move), "score": _best.score, "tiles": _tiles,
                  "direction": _best.move.direction}}))
"""


def best_move(nb: Any, var: str = "w") -> dict:
    """Summy's highest-scoring legal move for the player to move in the widget named ``var``:
    ``{"move", "score", "direction", "tiles": [{"cell", "symbol", "index"}, ...]}``."""
    return kernel_json(nb, _BEST_MOVE.format(var=var))


# Summy: deal again until the player to move in the widget ``{var}`` can lay a sum
_PLAYABLE = """
import json
from summy_widget import summy
while not summy.legal_moves({var}.game.board, ''.join({var}.game.rack())):
    {var}.new_game()
print(json.dumps(''.join({var}.rack)))
"""


def deal_playable(nb: Any, var: str = "w", root: str = ".summy-widget") -> str:
    """A new deal in the Summy widget ``var`` for as long as its rack makes no sum (a lesson's
    seed is new every time: about 4 racks in 10 cannot start); waits until the page ``root``
    shows the rack Python holds, and returns it."""
    rack = kernel_json(nb, _PLAYABLE.format(var=var))
    nb.page.wait_for_function(
        "([s, rack]) => [...document.querySelectorAll(s)].map((t) => t.dataset.symbol).join('')"
        " === rack", arg=[f"{root} [data-rack-index]", rack])
    return rack


# Summy: a new game in the widget ``w`` (shown at once, no animation), then ``rounds`` rounds in
# which the first seat plays its highest-scoring move and the computers answer
_ROUNDS = """
from summy_widget import summy
w.speed = 'off'
w.session = summy.Session({seats!r}, seed={seed})
w._refresh()
def _best_moves():
    return summy.legal_moves(w.game.board, ''.join(w.game.rack()), w.game.rules)
for _ in range({rounds}):
    _best = max(_best_moves(), key=lambda m: (m.score, str(m.move)))
    w.session.submit({{summy.cell_name(*c): s for c, s in _best.move.placements}},
                     computers=False)
    w._after_turn()
print(len(w.history), len(_best_moves()))
"""


def summy_rounds(nb: Any, seats: list[str], seed: int, rounds: int) -> tuple[int, int]:
    """Play ``rounds`` rounds of a new Summy game (``seats``, ``seed``) in the widget ``w``: the
    first seat's highest-scoring move each time, the computers' answers. Returns how many turns
    were played and how many legal moves the first seat has now."""
    played, moves = nb.run(_ROUNDS.format(seats=seats, seed=seed, rounds=rounds)).split()[-2:]
    return int(played), int(moves)


def publish(shot_path: Path, name: str) -> None:
    """Copy a screenshot into ``docs/images/`` under ``name``, only when asked to update the
    documentation (``SUMMY_UPDATE_DOCS=1``: a normal run changes no tracked file)."""
    assert shot_path.stat().st_size > 10_000  # a picture, not an empty page
    if os.environ.get("SUMMY_UPDATE_DOCS") == "1":
        docs = ROOT / "docs" / "images"
        docs.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot_path, docs / name)


def boxes(page: Any, selector: str) -> list[dict]:
    """Bounding boxes of every element matching ``selector``, each with the window's size."""
    return page.evaluate(
        """(s) => [...document.querySelectorAll(s)].map(el => {
             const r = el.getBoundingClientRect();
             return {x: r.x, y: r.y, width: r.width, height: r.height, right: r.right,
                     bottom: r.bottom, window: [innerWidth, innerHeight]};
           })""",
        selector,
    )


def assert_accessible(page: Any, root: str, state: str, link: bool = True) -> None:
    """axe-core finds nothing inside ``root``, and every visible text there has enough contrast
    (``link``: and no widget says Python did not answer, see :func:`run_axe`)."""
    violations = run_axe(page, root, link=link)
    assert violations == [], f"axe in {state}: {json.dumps(violations, indent=1)[:3000]}"
    low = [e for e in contrast_report(page, root) if not e["ok"]]
    assert low == [], f"low contrast in {state}: {low}"


def size_of(page: Any, selector: str) -> dict:
    """Width and height of the first element matching ``selector``."""
    box = boxes(page, selector)[0]
    return {"width": box["width"], "height": box["height"]}


# every visible text under the root whose font is smaller than `least` px (screen-reader-only
# text aside): [where, size, text]
SMALL_TEXT_JS = """([s, least]) => {
  const root = document.querySelector(s);
  const out = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const el = t.parentElement;
    if (!t.textContent.trim() || el.closest('.sw-sr-only') || !el.getClientRects().length) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    const text = t.textContent.trim().slice(0, 30);
    if (size < least) out.push([el.className || el.tagName, size, text]);
  }
  return out;
}"""


def small_texts(page: Any, root: str, least: float) -> list:
    """Every visible text inside ``root`` set smaller than ``least`` px: [where, size, text]."""
    return page.evaluate(SMALL_TEXT_JS, [root, least])


def theme_colour(page: Any, root: str, name: str) -> str:
    """The colour a theme variable (``--sw-ink``) computes to inside the widget ``root``."""
    return page.evaluate("""([s, name]) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      document.querySelector(s).append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }""", [root, name])


def inside_window(box: dict) -> bool:
    """True when ``box`` (from :func:`boxes`) lies wholly inside the window."""
    width, height = box["window"]
    return (box["x"] >= -0.5 and box["y"] >= -0.5 and box["right"] <= width + 0.5
            and box["bottom"] <= height + 0.5 and box["width"] > 0)


# -- page helpers the widgets' front-end tests share ----------------------------------------------
def open_widget(open_notebook: Callable[..., Notebook], path: str, root: str, ready: str,
                timeout: float = 60_000, **options: Any) -> Notebook:
    """Open the notebook ``path`` with the ``frontend_notebook`` factory (``options`` go to it:
    ``theme``, ``viewport``, ...), wait until the widget ``root`` shows ``ready`` (a selector
    inside it) and scroll the widget into view; the notebook's page is ``nb.page``."""
    nb = open_notebook(path, **options)
    nb.page.wait_for_selector(f"{root} {ready}", timeout=timeout)
    try:
        nb.page.locator(root).first.scroll_into_view_if_needed(timeout=30_000)
    except PlaywrightTimeout as error:  # what the page was doing, in the failure
        look = nb.page.evaluate(_STILL_JS, root)
        raise AssertionError(f"{root} did not stand still to be scrolled into view: {look}"
                             ) from error
    return nb


# Why an element does not stand still: the frames drawn in 1.5 s, the boxes it had in them, the
# page's visibility and the element's classes.
_STILL_JS = """(s) => new Promise((done) => {
  const el = document.querySelector(s);
  const seen = {frames: 0, boxes: [], visibility: document.visibilityState, classes: el.className};
  const step = () => {
    seen.frames++;
    const r = el.getBoundingClientRect();
    const box = [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    if (seen.boxes[seen.boxes.length - 1] !== box) seen.boxes.push(box);
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  setTimeout(() => done({...seen, boxes: seen.boxes.slice(0, 12)}), 1500);
})"""


# Every scroll from now on, of any element or the page, in window.__scrolls: [ms since the watch
# began, what scrolled, its scrollTop]; the last 40 are kept.
_WATCH_SCROLLS_JS = """() => {
  if (window.__scrolls) { window.__scrolls.length = 0; return; }
  const began = performance.now();
  window.__scrolls = [];
  addEventListener('scroll', (event) => {
    const el = event.target === document ? document.scrollingElement : event.target;
    const what = el.className && typeof el.className === 'string'
      ? el.tagName.toLowerCase() + '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.')
      : el.tagName.toLowerCase();
    window.__scrolls.push([Math.round(performance.now() - began), what, Math.round(el.scrollTop)]);
    if (window.__scrolls.length > 40) window.__scrolls.shift();
  }, {capture: true, passive: true});
}"""


def watch_scrolls(page: Any) -> None:
    """Keep every scroll from now on (of the page or of any box in it), for :func:`scrolls`."""
    page.evaluate(_WATCH_SCROLLS_JS)


def scrolls(page: Any) -> list:
    """The scrolls seen since :func:`watch_scrolls`: ``[ms, what scrolled, its scrollTop]``."""
    return page.evaluate("() => window.__scrolls || []")


# The element's box the same over `count` frames in a row (at most `ms`): true, else what it was.
_STAND_STILL_JS = """([s, count, ms]) => new Promise((done) => {
  const el = document.querySelector(s);
  const seen = [];
  let same = 0;
  const step = () => {
    const r = el.getBoundingClientRect();
    const box = [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    same = seen[seen.length - 1] === box ? same + 1 : 0;
    if (same === 0) seen.push(box);
    if (same >= count) done(true); else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  setTimeout(() => done(seen.slice(-12)), ms);
})"""


def stand_still(page: Any, selector: str, count: int = 10, ms: int = 15_000) -> None:
    """Wait until the element ``selector`` has kept its place and size over ``count`` frames in
    a row, so that a click aimed at it lands where it is aimed (a page still settling can move
    it between Playwright's look at a target and its press); fails with the boxes it had."""
    held = page.evaluate(_STAND_STILL_JS, [selector, count, ms])
    if held is not True:
        raise AssertionError(f"{selector} did not stand still in {ms} ms: its boxes {held}, "
                             f"the scrolls meanwhile {scrolls(page)}")


# every message a live region gets from now on, in window.__said: page.evaluate(WATCH_SAID, live)
WATCH_SAID = """(live) => {
  window.__said = [];
  new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)
    window.__said.push(n.textContent); }).observe(document.querySelector(live), {childList: true});
}"""

_LIVE_JS = "(s) => [...document.querySelectorAll(s)].map((e) => e.textContent).join('')"


# (a page that is not drawn, out of sight, gets no frames: then two seconds at most)
_FRAMES_JS = """(n) => new Promise((done) => {
  const next = (left) => (left ? requestAnimationFrame(() => next(left - 1)) : done());
  next(n);
  setTimeout(done, 2000);
})"""


def frames(page: Any, count: int = 3) -> None:
    """Wait until the page has drawn ``count`` more frames: what a scroll, a new window size
    or a click set going in JupyterLab's layout (its messages, resize observers, the cells it
    draws near the viewport) has been done by then. On a busy machine frames come slower, and
    so does this, where a fixed wait would be too short."""
    page.evaluate(_FRAMES_JS, count)


def to_top(page: Any, root: str, settle_ms: int = 0) -> None:
    """Scroll the widget ``root`` to the top of the window (JupyterLab draws only the cells
    near the viewport), let the page draw (:func:`frames`), then wait ``settle_ms`` more.

    It lets the page draw first as well: a new window size (``set_viewport_size``) reaches the
    page with its next frame, and scrolled before that, the notebook still had its old height
    and could not bring the widget up (seen in a narrow column after a wide start)."""
    frames(page, 2)
    page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'start'})", root)
    frames(page)
    if settle_ms:
        page.wait_for_timeout(settle_ms)


def live_text(page: Any, live: str) -> str:
    """What the live regions matching ``live`` say now (their texts joined)."""
    return page.evaluate(_LIVE_JS, live)


_READERS_JS = """([root, words]) => {
  const live = [...document.querySelector(root).querySelectorAll(
    '[aria-live], [role=alert], [role=status], [role=log]')];
  const says = (e) => e.textContent.includes(words);
  return live.filter((e) => says(e) && !live.some((o) => o !== e && o.contains(e) && says(o)))
    .map((e) => e.dataset.role || e.className);
}"""


def readers_of(page: Any, root: str, words: str) -> list[str]:
    """The live regions inside ``root`` that say ``words`` now, the outermost of nested ones
    (their ``data-role`` or class): a screen reader reads ``words`` once for each."""
    return page.evaluate(_READERS_JS, [root, words])


def wait_live(page: Any, live: str, words: str, timeout: float = 30_000) -> str:
    """Wait until the live regions matching ``live`` say ``words``; return what they say."""
    page.wait_for_function(f"([s, w]) => ({_LIVE_JS})(s).includes(w)", arg=[live, words],
                           timeout=timeout)
    return live_text(page, live)


def command_answer_look(page: Any, box: str, answer: str) -> dict:
    """The command line's answer as shown: right under the box, as wide as the line, in view;
    its state, mark, colour, left border and text."""
    look = page.eval_on_selector(answer, """(a, box) => {
      const r = a.getBoundingClientRect(), b = document.querySelector(box).getBoundingClientRect();
      const s = getComputedStyle(a);
      return { gap: r.top - b.bottom, left: r.left,
               form: a.parentElement.getBoundingClientRect().left, height: r.height,
               state: a.dataset.state, mark: getComputedStyle(a, '::before').content,
               colour: s.color, border: s.borderLeftStyle, text: a.innerText };
    }""", box)
    assert 0 <= look["gap"] <= 12 and look["height"] > 10, look
    assert abs(look["left"] - look["form"]) < 1, look
    return look


#: the element that scrolls the notebook around an element (the page's own outside Jupyter)
_SCROLLER_JS = ("e => e.closest('.jp-WindowedPanel-outer, .jp-NotebookPanel-notebook, "
                ".jp-Notebook') || document.scrollingElement")
#: what the window shows of the notebook around an element: {top, bottom} in its pixels
_SHOWN_JS = f"""e => {{
  const f = ({_SCROLLER_JS})(e).getBoundingClientRect();
  return {{ top: Math.max(0, f.top), bottom: Math.min(innerHeight, f.bottom) }};
}}"""


@contextmanager
def at_bottom_edge(page: Any, selector: str) -> Iterator[None]:
    """Within the block, ``selector`` ends at the bottom edge of what the window shows and what
    comes under it is below the fold (a game's command line at the window's end, as in a
    lesson with several games): the notebook scrolled, and the window made shorter when the
    notebook cannot scroll so far; the window's size comes back after."""
    size = page.viewport_size
    try:
        for _ in range(4):  # a shorter window may lay the game out anew
            gap = page.eval_on_selector(selector, f"""e => {{
              const bottom = () => e.getBoundingClientRect().bottom;
              ({_SCROLLER_JS})(e).scrollTop += bottom() - ({_SHOWN_JS})(e).bottom + 1;
              return ({_SHOWN_JS})(e).bottom - bottom();
            }}""")
            if abs(gap) <= 2:
                break
            height = page.viewport_size["height"]
            page.set_viewport_size({"width": size["width"], "height": round(height - gap)})
            frames(page)
        assert abs(gap) <= 2, gap
        yield
    finally:
        page.set_viewport_size(size)
        frames(page)


def scroll_past_top(page: Any, selector: str, by: float) -> float:
    """Scroll the notebook (or the page) so that the top of ``selector`` is ``by`` px above the
    top of what the window shows (as far as it scrolls); return how far above it is then."""
    above = page.eval_on_selector(selector, f"""(e, by) => {{
      const above = () => ({_SHOWN_JS})(e).top - e.getBoundingClientRect().top;
      ({_SCROLLER_JS})(e).scrollTop += by - above();
      return above();
    }}""", by)
    frames(page)
    return above


def in_sight(page: Any, selector: str) -> bool:
    """Whether ``selector`` is wholly inside what the window shows of the notebook (once the
    page has drawn what it had set going)."""
    frames(page)
    box = page.eval_on_selector(selector, "e => e.getBoundingClientRect().toJSON()")
    shown = page.eval_on_selector(selector, _SHOWN_JS)
    inside = box["top"] >= shown["top"] - 0.5 and box["bottom"] <= shown["bottom"] + 0.5
    return box["height"] > 0 and inside


def axe_clean(page: Any, selector: str, state: str) -> None:
    """Fail with axe-core's violations for ``selector``, named by ``state``, if there are any."""
    violations = run_axe(page, selector)
    assert violations == [], f"{state}: {json.dumps(violations, indent=1)[:3000]}"


def touch_drag(page: Any, source: str | tuple[float, float], target: str | tuple[float, float],
               steps: int = 8, before_lifting: Callable[[float, float], None] | None = None
               ) -> None:
    """Drag by finger from the middle of ``source`` to the middle of ``target`` (each a selector,
    or a point ``(x, y)``) with Chromium's touch input, as a tablet sends it (the page must be
    opened with ``has_touch=True``); ``before_lifting(x, y)`` is called with the finger still
    down at the target."""

    def middle(where: str | tuple[float, float]) -> tuple[float, float]:
        if not isinstance(where, str):
            return where
        box = page.locator(where).first.bounding_box()  # a locator: also in a shadow root
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    (x0, y0), (x1, y1) = middle(source), middle(target)
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Input.dispatchTouchEvent",
                 {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for i in range(1, steps + 1):
            x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps
            cdp.send("Input.dispatchTouchEvent",
                     {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        for _ in range(3):  # the finger rests on the target before it lifts, as a hand does
            page.wait_for_timeout(40)
            cdp.send("Input.dispatchTouchEvent",
                     {"type": "touchMove", "touchPoints": [{"x": x1, "y": y1}]})
        if before_lifting is not None:
            before_lifting(x1, y1)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        page.wait_for_timeout(300)  # detached at once, Chromium loses the next tap's click
    finally:
        cdp.detach()


# -- holding a computer's steps where they are ----------------------------------------------------
# The widgets show a computer's turn step by step, each step after a timer (=Pari=: `nextStep`,
# Summy: `layNext`). A test that reads the page half-way holds those timers, so that the step it
# reads is still shown however slow the machine is, and lets them go on afterwards.
_HOLD_JS = """([name, after]) => {
  if (window.__heldSteps) return;
  const plain = window.setTimeout;
  let seen = 0;
  window.__heldSteps = [];
  window.__plainSetTimeout = plain;
  window.__stepsSeen = 0;
  window.setTimeout = function (fn, ms, ...args) {
    if (typeof fn === 'function' && fn.name === name) window.__stepsSeen = ++seen;
    if (typeof fn === 'function' && fn.name === name && seen > after) {
      window.__heldSteps.push(() => fn(...args));
      return 0;
    }
    return plain.call(window, fn, ms, ...args);
  };
}"""

_RELEASE_JS = """(run) => {
  const held = window.__heldSteps || [];
  const seen = window.__stepsSeen || 0;
  if (window.__plainSetTimeout) window.setTimeout = window.__plainSetTimeout;
  delete window.__heldSteps;
  delete window.__plainSetTimeout;
  delete window.__stepsSeen;
  if (run) for (const go of held) window.setTimeout(go, 0);
  return [held.length, seen];
}"""


def hold_steps(page: Any, name: str, after: int = 0) -> None:
    """From now on the page's timers whose callback is the function ``name`` wait (the first
    ``after`` of them run as usual): a computer's turn stays at the step it shows."""
    page.evaluate(_HOLD_JS, [name, after])


def release_steps(page: Any, run: bool = True, check: bool = True) -> int:
    """Let the timers :func:`hold_steps` held go on (``run=False``: drop them, e.g. after Skip
    showed the rest at once); returns how many were held. ``check``: a timer of the held name
    must have been set meanwhile (else the name is wrong and nothing was ever held)."""
    held, seen = page.evaluate(_RELEASE_JS, run)
    assert seen or not check, "no timer of the held name was set: is the function renamed?"
    return held


# every visible control under the root (buttons, selects, text fields) but the games' pieces
# (the sheet's cells, cards and gaps), smaller than `least` px either way: [what, width, height]
SMALL_CONTROLS_JS = """([s, least]) => [...document.querySelectorAll(
    `${s} :is(button, select, input:not([type=checkbox], [type=radio]))`)]
  .filter((e) => e.getClientRects().length && !e.matches('.summa-cell, .pari-card, .pari-gap'))
  .map((e) => { const r = e.getBoundingClientRect();
    return [e.dataset.action || e.dataset.key || e.className || e.tagName, r.width, r.height]; })
  .filter(([, w, h]) => w < least - 0.5 || h < least - 0.5)"""


def small_controls(page: Any, root: str, least: float = 44) -> list:
    """The controls under ``root`` a finger could miss: smaller than ``least`` px either way."""
    return page.evaluate(SMALL_CONTROLS_JS, [root, least])
