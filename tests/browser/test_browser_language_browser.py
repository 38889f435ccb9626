"""A game made without ``lang`` speaks the browser's language; one given ``lang`` keeps it.

A pupil whose browser asks for Dutch gets Summy (Kruissom), Summa Summarum and =Pari= in
Dutch: buttons, the screen reader's language (the root's ``lang``) and the names of the
seats. A board the teacher made with ``lang="en"`` stays English on the same page, and a
language set later in Python wins (js/lib/browserlang.js, widgets/base.py).
"""

from __future__ import annotations

import pytest
from frontend_kit import assert_accessible, shot

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/notebooks/browser_language.ipynb"
#: the widgets of the notebook in the order it shows them, and a word each shows in Dutch
DUTCH = [(".summy-widget", "Zet indienen"), (".summa-widget", "Kies voor mij"),
         (".pari-widget", "Spelen")]


def _texts(page, selector: str) -> list[str]:
    return page.eval_on_selector_all(selector, "es => es.map(e => e.textContent)")


def test_the_games_speak_the_browsers_language_unless_told(frontend_notebook):
    nb = frontend_notebook(NOTEBOOK, viewport=(1280, 800), locale="nl-NL")
    page = nb.page
    for selector, word in DUTCH:
        page.wait_for_selector(f"{selector}[lang='nl']", timeout=30_000)
        assert word in _texts(page, f"{selector}[lang='nl']")[0], selector
    summy_roots = page.locator(".summy-widget")
    assert summy_roots.count() == 2
    assert summy_roots.nth(1).get_attribute("lang") == "en"  # made with lang="en"
    assert "Submit" in summy_roots.nth(1).text_content()
    state = nb.run("print(summy.lang, summa.lang, pari.lang, english.lang, "
                   "summy.lang_from_browser, [s.name for s in summa.session.seats])")
    assert state.split(" ", 5) == ["nl", "nl", "nl", "en", "False",
                                   "['Jij', 'Computer']\n"], state
    summy_roots.first.scroll_into_view_if_needed()
    assert_accessible(page, ".summy-widget[lang='nl']", "Summy in Dutch")
    shot(page, "browser-language-nl-1280x800")

    # a language set in Python stays: the browser's is only the first guess
    nb.run("summy.lang = 'de'")
    page.wait_for_selector(".summy-widget[lang='de']", timeout=30_000)
    assert "Zug abschicken" in summy_roots.first.text_content()
    assert nb.run("print(summy.lang, summy.lang_from_browser)").split() == ["de", "False"]
