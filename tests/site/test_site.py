"""The classroom site: built from the project's wheel, served statically, played in Chromium.

Every browser test here checks that no request left 127.0.0.1, none failed and
none was answered with a status of 400 or more, and that the page raised no error and its
console shows none (see ``conftest.py``). Measured
times go to ``test-artifacts/site-figures.json``; they are never asserted.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest
from lesson_end import assert_the_end_stays_in_sight

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
PLAY_NOTEBOOK = GAMES_FIRST = "01-play-summy.ipynb"
SELF_TEST = "self-test.ipynb"
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
#: the games the landing page lists, in order, and the widget each shows
GAMES = {
    PLAY_NOTEBOOK: ".summy-widget",
    "play-summa-summarum.ipynb": ".summa-widget",
    "play-pari.ipynb": ".pari-widget",
}
#: the games in German and in Dutch, in the order of :data:`GAMES`
GAMES_IN = {
    "de": ["01-spiele-summy.ipynb", "spiele-summa-summarum.ipynb", "spiele-pari.ipynb"],
    "nl": ["01-speel-kruissom.ipynb", "speel-summa-summarum.ipynb", "speel-pari.ipynb"],
}
#: what the landing page says of the first start, in each of its languages
FIRST_START = {"en": "The first start takes about 20 seconds",
               "de": "Der erste Start dauert etwa 20 Sekunden",
               "nl": "De eerste start duurt ongeveer 20 seconden"}
#: the wait note (the first start, a tablet's way to run a cell) in each language of a notebook
WAIT_NOTES = {
    "en": ("wait about 20 seconds the first time",
           "on a tablet: tap the game's cell, then ▶ in the bar above"),
    "de": ("warte beim ersten Mal etwa 20 Sekunden",
           "auf einem Tablet: tippe auf die Zelle des Spiels, dann auf ▶ in der Leiste darüber"),
    "nl": ("wacht de eerste keer ongeveer 20 seconden",
           "op een tablet: tik op de cel van het spel en dan op ▶ in de balk erboven"),
}


def _lang(path: Path) -> str:
    """The language a notebook is written in (English when its metadata names none)."""
    metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
    return metadata.get("summy_widget", {}).get("lang", "en")


#: the lessons in German and Dutch: an English lesson's code with their own ``lang=``, their
#: text translated (``tests/notebooks/test_translated_lessons.py``)
TRANSLATED = sorted(n for n in NOTEBOOKS if _lang(ROOT / "notebooks" / n) != "en")
NEW_GAMES = 25  # new games tried until the first rack has a legal move
SHOWN = {"×": "x", "−": "-", "÷": ":"}


def _link_paths(html: str, role: str) -> list[str]:
    block = re.search(rf'data-role="{role}"[^>]*>(.*?)</ul>', html, re.S)
    assert block, f"the landing page has no {role} list"
    return re.findall(r'data-notebook="([^"]+)"', block.group(1))


# -- the build ---------------------------------------------------------------------------


def test_build_ships_exactly_what_the_lock_file_names(site: Any, record: Any) -> None:
    pyodide = site.path / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    wheels = {p.name for p in pyodide.glob("*.whl")}
    assert wheels == {entry["file_name"] for entry in lock["packages"].values()}
    for name, entry in lock["packages"].items():
        for dep in entry["depends"]:
            assert dep in lock["packages"], f"{name} depends on {dep}, which is not shipped"
    # the project and what `import summy_widget` needs, with no %pip cell
    for name in ("summy-widget", "anywidget", "ipywidgets", "widgetsnbextension", "micropip"):
        assert name in lock["packages"], name
    assert "summy_widget" in lock["packages"]["summy-widget"]["imports"]
    assert "anywidget" in lock["packages"]["summy-widget"]["depends"]
    config = json.loads((site.path / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"].startswith("./static/pyodide/")
    contents = json.loads((site.path / "api" / "contents" / "all.json").read_text())
    shipped = {item["name"] for item in contents["content"]}
    assert set(NOTEBOOKS) | set(GAMES) <= shipped
    # the self-test is in the teachers' folder; marimo's apps cannot run here
    assert SELF_TEST not in shipped and "marimo" not in shipped and "teachers" in shipped
    teachers = json.loads((site.path / "api/contents/teachers/all.json").read_text())
    assert [item["name"] for item in teachers["content"]] == [SELF_TEST]
    assert not list(site.path.glob("files/**/*.py"))
    files = [p for p in site.path.rglob("*") if p.is_file()]
    record(
        "build",
        {
            "seconds": round(site.build_seconds, 1),
            "files": len(files),
            "megabytes": round(sum(p.stat().st_size for p in files) / 1e6, 1),
            "wheels": len(wheels),
        },
    )


def test_landing_page_lists_games_then_lessons(site: Any) -> None:
    html = (site.path / "index.html").read_text()
    games, lessons = _link_paths(html, "games"), _link_paths(html, "lessons")
    assert html.index('data-role="games"') < html.index('data-role="lessons"')
    assert all("play" in g for g in games) and not any("play" in g for g in lessons)
    assert games == list(GAMES)  # Summy, Summa Summarum, =Pari=
    titles = re.findall(r"<strong>(.*?)</strong>", html)
    assert "Play Summa Summarum" in titles and "Play =Pari=" in titles
    assert not any("`" in title for title in titles), titles  # code shows as code
    assert "Why is <code>70+118:2=129</code> right?" in titles
    assert f"teachers/{SELF_TEST}" not in games + lessons
    assert f'href="notebooks/index.html?path=teachers/{SELF_TEST}"' in html
    # the wait a pupil meets is said, in each language; a page icon, so no request for
    # /favicon.ico
    for said in FIRST_START.values():
        assert said in html, said
    assert re.search(r'<link rel="icon" href="data:', html)
    assert (site.path / "favicon.ico").stat().st_size > 0  # asked for by the notebook pages
    # in German and in Dutch the same games, then every lesson, the teachers' one too, each
    # list in a part of the page marked with its language for a screen reader
    translated = {}
    for lang, names in GAMES_IN.items():
        assert _link_paths(html, f"games-{lang}") == names  # in the English order
        assert all(_lang(site.path / "files" / n) == lang for n in names), names
        translated[lang] = _link_paths(html, f"lessons-{lang}")
        assert all(_lang(ROOT / "notebooks" / n) == lang for n in translated[lang])
        assert sorted(name[:2] for name in translated[lang]) == sorted(  # (the test build
            name[:2] for name in lessons if name[:2].isdigit())  # adds others)
        part = re.search(rf'<section data-lang="{lang}" lang="{lang}">(.*?)</section>', html,
                         re.S)
        assert part and f'data-role="games-{lang}"' in part.group(1), lang
        assert f'data-role="lessons-{lang}"' in part.group(1)
    assert set(TRANSLATED) == {
        *GAMES_IN["de"][:1], *GAMES_IN["nl"][:1], *translated["de"], *translated["nl"]}
    listed = set(games) | set(lessons) | set(TRANSLATED)
    assert set(NOTEBOOKS) <= listed
    for path in listed:
        assert f'href="notebooks/index.html?path={path}"' in html
    # JupyterLite's apps read their settings from this element of the root page
    assert 'id="jupyter-config-data"' in html


def _cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def test_every_notebook_says_how_long_the_first_start_takes_and_is_trusted(site: Any) -> None:
    files = site.path / "files"
    langs = set()
    for name in [*GAMES, *NOTEBOOKS]:
        cells, lang = _cells(files / name), _lang(files / name)
        wait, tablet = WAIT_NOTES[lang]  # in the notebook's own language
        langs.add(lang)
        first = next(i for i, c in enumerate(cells) if c["cell_type"] == "code")
        above = ["".join(c["source"]) for c in cells[:first] if c["cell_type"] == "markdown"]
        assert any(wait in text for text in above), name
        assert sum(wait in "".join(c["source"]) for c in cells) == 1, name
        assert any(tablet in text for text in above), name  # no Shift+Enter on a tablet
        # the note is no cell of its own: Shift+Enter from the title reaches the game at once
        assert cells[first - 1]["cell_type"] == "markdown" and wait in "".join(
            cells[first - 1]["source"]), name
        assert not any(c.get("id", "").startswith("site-wait-note") for c in cells), name
        # JupyterLab shows a notebook as "Trusted" when every cell is
        assert all(c["metadata"].get("trusted") is True for c in cells), name
    assert langs == set(WAIT_NOTES)  # a note in each language was looked for
    for name in list(GAMES)[1:]:  # the site's own games: a title, the game, how to play
        kinds = [c["cell_type"] for c in _cells(files / name)]
        assert kinds == ["markdown", "code", "markdown"], (name, kinds)


# -- in the browser --------------------------------------------------------------------


INSECURE_JS = "() => !document.querySelector('[data-role=insecure]').hidden"


@pytest.mark.parametrize(("name", "scheme"), [("play-summa-summarum.ipynb", "dark")])
def test_each_game_opens_from_the_landing_page_and_shows_its_widget(
    lite: Any, name: str, scheme: str, record: Any
) -> None:
    """Summa Summarum opens in a browser set to dark: the landing page is dark, so the game it
    opens is too (JupyterLab's adaptive theme), not a white page after a dark one. (Summy opens
    from the landing page in ``test_play_one_summy_move_by_clicking``, =Pari= in a light one in
    ``test_the_landing_page_speaks_the_browsers_language_or_the_one_chosen``.)"""
    page = lite.open("index.html", color_scheme=scheme)
    assert page.page.evaluate("() => window.isSecureContext") is True
    assert page.page.evaluate(INSECURE_JS) is False  # no warning on this computer
    page.page.locator(f'[data-role="games"] a[data-notebook="{name}"]').click()
    page.wait_notebook()
    assert page.page.inner_text(".jp-NotebookTrustedStatus").strip() == "Trusted"
    dark = scheme == "dark"
    assert page.page.evaluate("() => document.body.dataset.jpThemeLight") == str(not dark).lower()
    assert page.page.evaluate("() => document.body.dataset.jpThemeName") == (
        "JupyterLab Dark" if dark else "JupyterLab Light")
    page.run_all()
    widget = page.page.locator(GAMES[name]).first
    widget.wait_for(state="visible", timeout=60_000)
    page.mark("widget_shown_s")
    if dark:
        colours = page.page.evaluate(_COLOURS_JS, f"{GAMES[name]} button")
        assert colours["back"] < 0.05 and colours["ink"] > 0.4, colours  # the game is dark too
    widget.locator('[data-action="save"]').wait_for(timeout=30_000)
    page.screenshot(f"site-game-{name.removesuffix('.ipynb')}-{scheme}")
    page.assert_stayed_local()
    record(f"game {name}", {**page.timings, "requests": len(page.traffic.requests)})


def _assert_nothing_unsaved(page: Any) -> None:
    """The notebook, open with its kernel ready and nothing run, has no unsaved change (no dot
    on its tab; JupyterLab wrote nothing of its own into it, such as the kernel's language)."""
    page.wait_for_timeout(1500)  # the kernel's answer to kernel_info is written in by then
    assert page.locator(".jp-mod-dirty").count() == 0, "unsaved changes before any play"
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.dirty") is False


def test_open_in_jupyterlab_lists_the_lessons_with_a_quiet_console(lite: Any) -> None:
    """The landing page's "open in JupyterLab": the lessons in the file browser, and not even a
    warning in the browser's console (before, JupyterLab said it was "Disabling terminals
    plugin", which a static site cannot have); a lesson opened there scrolls no further than
    its end."""
    page = lite.open("index.html")
    page.page.locator('[data-lang="en"] a[href="lab/index.html"]').click()
    listed = page.page.locator(".jp-DirListing-itemText", has_text=PLAY_NOTEBOOK)
    listed.first.wait_for(timeout=90_000)
    page.page.wait_for_selector(".jp-LabShell", state="visible")
    page.page.wait_for_timeout(1000)  # the last plugins start
    assert page.traffic.console == []
    # a lesson opened there: the wheel turned down to its end leaves its last cell in sight
    listed.first.dblclick()
    page.wait_notebook()
    _assert_nothing_unsaved(page.page)
    assert_the_end_stays_in_sight(page.page, 1000, 600)
    page.assert_stayed_local()


#: JupyterLab's File, Edit and Settings menus in each language of the site (its language packs)
MENUS = {"en": ["File", "Edit", "Settings"], "de": ["Datei", "Bearbeiten", "Einstellungen"],
         "nl": ["Bestand", "Bewerk", "Instellingen"]}


def _menus(page: Any, lang: str) -> list[str]:
    """The menu bar's labels once JupyterLab shows its files, the first three of ``MENUS``."""
    page.page.locator(".jp-DirListing-itemText").first.wait_for(timeout=90_000)
    page.page.wait_for_function(
        "first => document.querySelector('.lm-MenuBar-itemLabel')?.textContent === first",
        arg=MENUS[lang][0], timeout=30_000)
    labels = page.page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
    return [label for label in labels if label in MENUS[lang]]


def test_jupyterlab_speaks_the_sites_language_unless_the_pupil_chose_its_own(lite: Any) -> None:
    """JupyterLab's menus in the landing page's language (the browser's, else the one chosen
    there), also for a bookmark straight into the app; a language chosen in JupyterLab's own
    Settings menu stays the pupil's."""
    page = lite.open("lab/index.html", locale="de-DE")  # a German browser, the landing skipped
    assert _menus(page, "de") == MENUS["de"]
    page.screenshot("site-jupyterlab-de")
    page.goto("index.html?lang=nl")  # chosen on the landing page, over the browser's German
    page.goto("lab/index.html")
    assert _menus(page, "nl") == MENUS["nl"]
    page.page.locator(".lm-MenuBar-itemLabel", has_text="Instellingen").click()
    page.page.locator(".lm-Menu-item[data-type=submenu]", has_text="Taal").click()
    page.page.locator('.lm-Menu-item[data-command="jupyterlab-translation:en"]').click()
    page.page.locator(".jp-Dialog-button.jp-mod-accept").click()  # "Wijzig en herladen"
    assert _menus(page, "en") == MENUS["en"]  # JupyterLab reloaded in English
    page.goto("lab/index.html")
    assert _menus(page, "en") == MENUS["en"]  # the pupil's own choice, over the site's Dutch
    page.assert_stayed_local()


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
#: the relative luminance (WCAG) of an element's text and of the background behind it
_COLOURS_JS = """selector => {
  const lum = (css) => {
    const [r, g, b] = css.match(/[\\d.]+/g).slice(0, 3).map(Number).map(v => {
      v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  let el = document.querySelector(selector), back = el;
  while (getComputedStyle(back).backgroundColor === 'rgba(0, 0, 0, 0)') back = back.parentElement;
  return {ink: lum(getComputedStyle(el).color), back: lum(getComputedStyle(back).backgroundColor)};
}"""


def _axe(page: Any, selector: str) -> list:
    page.add_script_tag(path=str(AXE))
    return page.evaluate(
        "async s => (await axe.run(document.querySelector(s))).violations"
        ".map(v => [v.id, v.nodes.map(n => n.target)])", selector)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_landing_page_follows_the_browsers_light_or_dark_setting(
    lite: Any, scheme: str
) -> None:
    page = lite.open("index.html", color_scheme=scheme)
    page.page.evaluate("() => { document.querySelector('[data-role=insecure]').hidden = false; }")
    # the line that says what became of a pupil's copy of a lesson new on the site
    page.page.evaluate("""() => { const line = document.querySelector('[data-role=updated]');
      line.innerHTML = '<span>“Scoring in Summy” is new on this site.</span>'; }""")
    page.page.locator('[data-role="games"] a').first.focus()
    page.screenshot(f"site-landing-{scheme}")
    for selector in ("h1", "p.lead", '[data-role="games"] strong', '[data-role="lessons"] span',
                     ".warning", ".updated span", ".note a"):
        colours = page.page.evaluate(_COLOURS_JS, selector)
        dark_page = colours["back"] < 0.05 and colours["ink"] > 0.4
        light_page = colours["back"] > 0.6 and colours["ink"] < 0.2
        assert (dark_page if scheme == "dark" else light_page), (selector, colours)
    assert _axe(page.page, "main") == [], scheme  # contrast included
    page.assert_stayed_local()


#: where each list of the landing page is on the screen (none for a hidden one)
_BOXES_JS = """() => Object.fromEntries([...document.querySelectorAll('ul.cards')].map(
  (ul) => { const box = ul.getBoundingClientRect();
            return [ul.dataset.role, box.height > 0 ? [box.left, box.right] : null]; }))"""


def _shown(page: Any) -> dict:
    """The page's language, its title, which lists show and which language button is marked."""
    return page.evaluate("""() => ({
      lang: document.documentElement.lang, title: document.title,
      heading: [...document.querySelectorAll('h1')].find((h) => h.offsetHeight).textContent,
      current: [...document.querySelectorAll('nav.langs a[aria-current=true]')]
        .map((a) => a.dataset.choose)})""") | {
        "lists": sorted(k for k, v in page.evaluate(_BOXES_JS).items() if v)}


def test_the_landing_page_speaks_the_browsers_language_or_the_one_chosen(
    lite: Any, record: Any
) -> None:
    """A German browser gets the page in German, with the German games and lessons; the Dutch
    button shows it in Dutch, kept for the next visit; in a phone's width nothing sticks out
    at the side. Chosen English, a game made without ``lang`` speaks English, not the
    browser's German (js/lib/browserlang.js). The German and Dutch game notebooks' own
    language: ``tests/notebooks/test_site_games.py``."""
    page = lite.open("index.html", locale="de-DE")
    assert _shown(page.page) == {
        "lang": "de", "title": "Summy, Summa Summarum und =Pari=", "current": ["de"],
        "heading": "Summy, Summa Summarum und =Pari=", "lists": ["games-de", "lessons-de"]}
    assert FIRST_START["de"] in page.page.inner_text("main")
    assert FIRST_START["en"] not in page.page.inner_text("main")
    assert _axe(page.page, "main") == []
    page.screenshot("site-landing-de")
    page.page.locator('nav.langs a[data-choose="nl"]').click()
    page.page.wait_for_url("**/index.html?lang=nl")
    dutch = {"lang": "nl", "title": "Kruissom, Summa Summarum en =Pari=", "current": ["nl"],
             "heading": "Kruissom, Summa Summarum en =Pari=", "lists": ["games-nl", "lessons-nl"]}
    assert _shown(page.page) == dutch
    page.goto("index.html")  # another day: the choice is kept
    assert _shown(page.page) == dutch
    page.goto("index.html?lang=fr")  # a language the site does not speak changes nothing
    assert _shown(page.page) == dutch
    page.page.set_viewport_size({"width": 390, "height": 800})
    boxes = page.page.evaluate(_BOXES_JS)
    assert 0 <= boxes["games-nl"][0] and boxes["games-nl"][1] <= 390, boxes
    assert page.page.evaluate("() => document.scrollingElement.scrollWidth") <= 390
    for right in page.page.evaluate(
            "() => [...document.querySelectorAll('nav.langs a')].map(a => "
            "a.getBoundingClientRect().right)"):
        assert right <= 390
    page.screenshot("site-landing-nl-narrow")
    page.page.set_viewport_size({"width": 1500, "height": 1100})
    # a pupil who chose English in a German browser: the English game speaks English too
    page.page.locator('nav.langs a[data-choose="en"]').click()
    page.page.wait_for_url("**/index.html?lang=en")
    assert _shown(page.page)["lists"] == ["games", "lessons"]
    page.page.locator('[data-role="games"] a[data-notebook="play-pari.ipynb"]').click()
    page.wait_notebook()
    assert page.page.inner_text(".jp-NotebookTrustedStatus").strip() == "Trusted"
    assert page.page.evaluate("() => document.body.dataset.jpThemeName") == "JupyterLab Light"
    page.run_all()
    page.mark("widget_shown_s")
    widget = page.page.locator(".pari-widget").first
    # Save goes to Python and back after the browser's languages did: by then the game
    # speaks what it will keep speaking
    widget.locator('[data-action="save"]').click(timeout=60_000)
    assert widget.locator(".pari-saved").inner_text(timeout=30_000).startswith("Saved as pari-")
    assert widget.get_attribute("lang") == "en"
    assert "Play" in widget.inner_text() and "Ausspielen" not in widget.inner_text()
    page.screenshot("site-game-pari-chosen-english")
    page.assert_stayed_local()
    record("game play-pari.ipynb", {**page.timings, "requests": len(page.traffic.requests)})


def test_served_from_another_computer_the_site_warns_and_save_says_the_truth(
    lite: Any, record: Any
) -> None:
    """Over plain http from another computer (``classroom.test``) the browser keeps no
    files: the landing page warns, and Save says the game is kept for this visit only."""
    page = lite.open("index.html", host="classroom.test")
    assert page.page.evaluate("() => window.isSecureContext") is False
    page.page.wait_for_function(INSECURE_JS, timeout=30_000)
    warning = page.page.inner_text('[data-role="insecure"]')
    assert "Saved games will not last here" in warning and "https" in warning
    page.screenshot("site-landing-insecure")

    page.page.locator('[data-role="games"] a[data-notebook="play-pari.ipynb"]').click()
    page.wait_notebook()
    page.run_all()
    widget = page.page.locator(".pari-widget").first
    widget.locator('[data-action="save"]').click(timeout=60_000)
    saved = widget.locator(".pari-saved")
    saved.wait_for(timeout=30_000)
    text = saved.inner_text()
    assert re.search(r"Saved as pari-[\d-]+\.json, for this visit only: this site cannot keep "
                     r"files after a reload", text), text
    page.screenshot("site-pari-saved-insecure")
    page.assert_stayed_local()
    record("insecure_site", {**page.timings, "saved_note": text})


def _board_text(page) -> str:
    """The board as the page shows it, in the engine's board text."""
    cells = page.eval_on_selector_all(
        ".summy-widget [data-cell]",
        """cells => cells.map(c => [c.dataset.cell,
              c.classList.contains('summy-grey') ? '#' : (c.textContent || '').trim()])""",
    )
    from summy_widget.summy import SIZE, parse_cell

    grid = [["."] * SIZE for _ in range(SIZE)]
    for name, text in cells:
        if text:
            r, c = parse_cell(name)
            grid[r][c] = SHOWN.get(text, text)
    return "\n".join("".join(row) for row in grid)


def _rack(page) -> list[str]:
    return page.eval_on_selector_all(
        ".summy-widget [data-rack-index]", "tiles => tiles.map(t => t.dataset.symbol)"
    )


def test_play_one_summy_move_by_clicking(lite: Any, site: Any, record: Any) -> None:
    from summy_widget import summy

    page = lite.open("index.html", first_visit=True)  # its times are a pupil's first visit
    link = page.page.locator(f'[data-role="games"] a[data-notebook="{PLAY_NOTEBOOK}"]')
    link.click()
    page.wait_notebook()
    page.run_all()
    root = page.page.locator(".summy-widget").first
    root.wait_for(state="visible", timeout=60_000)
    page.mark("widget_shown_s")

    # two players on one screen start behind the "pass the screen" cover
    ready = page.page.locator('.summy-widget [data-action="ready"]')
    if ready.is_visible():
        ready.click()
    page.page.locator(".summy-widget [data-rack-index]").first.wait_for(timeout=30_000)

    # a legal move for the position and rack the page shows, found by the engine; a new
    # game (the widget's own button) when the first rack has none, as a player would do
    racks = []
    for _ in range(NEW_GAMES):
        board = summy.Board.from_text(_board_text(page.page))
        rack = _rack(page.page)
        racks.append("".join(rack))
        moves = summy.legal_moves(board, "".join(rack))
        if moves:
            break
        page.page.click('.summy-widget [data-action="new-game"]')
        page.page.wait_for_function(
            """old => [...document.querySelectorAll('.summy-widget [data-rack-index]')]
                      .map(t => t.dataset.symbol).join('') !== old""",
            arg=racks[-1],
            timeout=30_000,
        )
    assert moves, f"no legal move in {NEW_GAMES} new games (racks {racks})"
    move = max(moves, key=lambda m: (len(m.move.placements), m.score, m.text))

    used: set[int] = set()
    for (r, c), symbol in move.move.placements:
        index = next(i for i, s in enumerate(rack) if s == symbol and i not in used)
        used.add(index)
        page.page.click(f'.summy-widget [data-rack-index="{index}"]')
        page.page.click(f'.summy-widget [data-cell="{summy.cell_name(r, c)}"]')
    page.page.wait_for_function(
        """score => {
             const p = document.querySelector('.summy-widget [data-role="preview"]');
             return p && p.dataset.state === 'legal' && p.dataset.score === String(score);
           }""",
        arg=move.score,
        timeout=30_000,
    )
    clicked = time.monotonic()
    page.page.click('.summy-widget [data-action="submit"]')
    page.page.locator('.summy-widget [data-role="history"] [data-turn="0"]').wait_for(
        timeout=30_000
    )
    answer = time.monotonic() - clicked
    history = page.page.inner_text('.summy-widget [data-role="history"] [data-turn="0"]')
    scores = page.page.inner_text('.summy-widget [data-role="scores"]')
    assert str(move.score) in history, (history, move.text)
    assert str(move.score) in scores, (scores, move.text)
    for (r, c), symbol in move.move.placements:
        cell = page.page.inner_text(f'.summy-widget [data-cell="{summy.cell_name(r, c)}"]')
        assert SHOWN.get(cell.strip(), cell.strip()) == symbol
    # the kernel's answers to the widget's numbered messages reach the page in Pyodide too, so
    # no "Python has not answered" note can show (js/lib/link.js)
    answered = page.page.get_attribute(".summy-widget", "data-answered")
    assert answered is not None and int(answered) >= 2, answered
    assert page.page.locator(".sw-link-lost:not([hidden])").count() == 0
    page.screenshot("site-summy-after-move")
    page.assert_stayed_local()
    record(
        "play_summy",
        {
            **page.timings,
            "move": move.text,
            "submit_answered_s": round(answer, 2),
            "requests": len(page.traffic.requests),
            "requests_off_machine": len(page.traffic.outside),
            "requests_failed": len(page.traffic.failed),
        },
    )


# (lesson 01 is played in test_play_one_summy_move_by_clicking; the translations run the code of
# the English lessons, with their own lang=, in tests/notebooks/test_notebooks.py)
@pytest.mark.parametrize("name", [n for n in NOTEBOOKS
                                  if n != PLAY_NOTEBOOK and n not in TRANSLATED])
def test_notebook_runs_in_the_browser(lite: Any, name: str, record: Any) -> None:
    page = lite.open(f"notebooks/index.html?path={name}")
    page.wait_notebook()
    page.run_all()
    # the wheel turned down to the lesson's end leaves its last cell in sight
    assert_the_end_stays_in_sight(page.page, 1000, 600)
    page.assert_stayed_local()
    record(f"notebook {name}", {**page.timings, "requests": len(page.traffic.requests)})


TIMINGS_NOTEBOOK = "site-timings.ipynb"
TIMED = ("greedy", "hint", "expert", "coach", "pari-strong")


def test_move_and_hint_timings_in_pyodide(lite: Any, record: Any) -> None:
    """How long a ``greedy`` move, a hint, an ``expert`` and a ``coach`` move take under
    Pyodide (three seeded positions), and a ``strong`` =Pari= turn (four): printed and
    recorded, never asserted; each action must be legal."""
    page = lite.open(f"notebooks/index.html?path={TIMINGS_NOTEBOOK}")
    page.wait_notebook()
    page.run_all()
    text = "\n".join(page.outputs())
    assert "platform: emscripten" in text, text
    figures: dict[str, Any] = {}
    for name in TIMED:
        match = re.search(rf"site timing {name}: median ([\d.]+) s, max ([\d.]+) s, "
                          rf"legal (\d+)/(\d+)", text)
        assert match, f"no {name} timing in the output:\n{text}"
        median, worst, legal, total = match.groups()
        assert legal == total, f"{name}: only {legal} of {total} actions were legal"
        figures[f"{name}_median_s"], figures[f"{name}_max_s"] = float(median), float(worst)
    page.assert_stayed_local()
    record("timings_in_pyodide", figures)


def test_site_folder_is_self_contained(site: Any) -> None:
    """No page or setting of the site points the browser at another host."""
    loads = re.compile(r"""(?:src|href|import)\s*=?\s*\(?["'](https?://[^"']+)""")
    for path in [site.path / "index.html", *site.path.glob("*/index.html")]:
        found = loads.findall(path.read_text(errors="replace"))
        assert found == [], (path.relative_to(site.path), found)
    for path in site.path.rglob("jupyter-lite.json"):
        found = re.findall(r"https?://[^\s\"']+", path.read_text())
        assert found == [], (path.relative_to(site.path), found)


#: what a notebook page gets for JupyterLite's heartbeat when no service worker answers it
_HEARTBEAT_JS = """async () => {
  const answer = await fetch('/api/service-worker-heartbeat');
  return [answer.status, await answer.text(), navigator.serviceWorker.controller];
}"""


def test_the_heartbeat_is_answered_without_the_service_worker(lite: Any, site: Any) -> None:
    """A notebook page asks for JupyterLite's heartbeat 20 s after registering its service
    worker; a page the worker does not control yet (a slow first visit, a tab closing just
    then) asks the server, which answers as the worker would instead of with a 404."""
    kernel = site.path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    asks = [p.name for p in kernel.glob("*.js") if b'fetch("/api/service-worker-heartbeat")'
            in p.read_bytes()]
    assert asks, "JupyterLite's kernel no longer asks for its heartbeat by this address"
    page = lite.open("index.html", first_visit=True)  # no service worker yet
    page.page.wait_for_selector("body[data-copies-kept]")
    assert page.page.evaluate(_HEARTBEAT_JS) == [200, "ok", None]
    page.assert_stayed_local()


# -- last, so that the other tests run while the engine tests run in their own tab --


def _host_engine_test_count(site: Any, tmp_path: Path) -> int:
    """How many tests CPython collects from the very test files the site ships."""
    wheel = next((site.path / "static" / "pyodide").glob("summy_selftest-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path)
    root = tmp_path / "summy_selftest" / "tests"
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         "-c", str(root / "pytest.ini"), f"--rootdir={root}", str(root / "tests" / "engine")],
        cwd=root, capture_output=True, text=True, timeout=300,
    )
    match = re.search(r"(\d+) tests? collected", result.stdout)
    assert match, result.stdout[-2000:] + result.stderr[-2000:]
    return int(match.group(1))


def test_engine_tests_pass_in_the_browser(
    engine_run: Any, site: Any, tmp_path: Path, record: Any
) -> None:
    """The engine's own tests, run by pytest in Pyodide in the page: all collected pass."""
    page = engine_run
    page.wait_all_run(timeout=900)
    text = "\n".join(page.outputs())
    match = re.search(
        r"engine tests: (\d+) collected, (\d+) passed, (\d+) failed, (\d+) errors, (\d+) skipped",
        text,
    )
    assert match, f"no count in the self-test's output:\n{text[-3000:]}"
    collected, passed, failed, errors, skipped = map(int, match.groups())
    assert collected > 0
    assert (passed, failed, errors, skipped) == (collected, 0, 0, 0), text[-5000:]
    assert collected == _host_engine_test_count(site, tmp_path)
    assert "all passed · alle bestanden · alles geslaagd" in text  # a teacher reads it
    assert "PytestAssertRewriteWarning" not in text, text[-3000:]  # a teacher reads it
    page.assert_stayed_local()
    record(
        "engine_tests_in_browser",
        {**page.timings, "collected": collected, "passed": passed,
         "requests": len(page.traffic.requests)},
    )
