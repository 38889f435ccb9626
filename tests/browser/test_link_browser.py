"""When Python does not answer, the widget says so, in all three games.

After a kernel restart a widget still looks alive, but nothing a pupil does reaches Python:
before, clicks were lost without a word. Now every message of the page carries a number that
the kernel sends back once it has handled it (js/lib/link.js). If a message has waited
8 seconds for its answer, a note at the top of the widget says that Python has not answered.
It says what to do: wait if Python is busy, or run the cell again if the kernel was
restarted. The note is read out (role="alert"). It goes when a late answer comes: the kernel
was only busy. The game run again after such a restart (here through the server, as another
tab or a crash would) answers every click, not only its first (widgets/subshells.py).
"""

from __future__ import annotations

import frontend_kit as kit
import pytest
from restart_races import RESTARTS

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTE = ".sw-link-lost"
WORDS = "Python has not answered for 8 seconds"
# game: (notebook, the widget, ready when this shows, one click that sends Python a message)
GAMES = {
    "summy": ("tests/browser/notebooks/summy_computer.ipynb", ".summy-widget",
              "[data-rack-index='0']", "[data-action='hint']"),
    "summa": ("tests/browser/notebooks/summa_play.ipynb", ".summa-widget",
              "[data-cell='0,0']", "[data-cell='0,0']"),
    "pari": ("tests/browser/notebooks/pari_play.ipynb", ".pari-widget",
             ".pari-hand [data-hand-index='0']", "[data-key='b-hint']"),
}


def note_shown(page, root: str) -> str:
    """Wait (up to 15 s) for the widget's note; check where it is; return its text."""
    page.wait_for_selector(f"{root} {NOTE}:not([hidden])", timeout=15_000)
    note, widget = kit.boxes(page, f"{root} {NOTE}")[0], kit.boxes(page, root)[0]
    assert kit.inside_window(note), note
    at_top = abs(note["y"] - widget["y"]) < 12 and note["width"] > widget["width"] - 20
    assert at_top, (note, widget)
    assert page.get_attribute(f"{root} {NOTE}", "role") == "alert"
    return page.inner_text(f"{root} {NOTE}")


# the widget's messages take 12 s each from now on, as a very slow action would
SLOW = """
import time
_handle = w.handle
def _slow(content):
    time.sleep(12)
    return _handle(content)
w.handle = _slow
"""


def test_a_slow_answer_is_said_and_when_it_comes_the_note_goes(frontend_notebook):
    source, root, ready, act = GAMES["summy"]
    nb = kit.open_widget(frontend_notebook, source, root, ready,
                         viewport=kit.VIEWPORTS["1280x800"], theme="dark")
    page = nb.page
    kit.to_top(page, root)
    page.click(f"{root} {act}")  # a first answer: the link works
    page.wait_for_selector(f"{root}[data-answered='1']", state="attached", timeout=15_000)
    nb.run(SLOW)
    page.click(f"{root} [data-action='shuffle']")
    text = note_shown(page, root)
    assert WORDS in text and "still be busy: then wait" in text and "run this cell again" in text
    kit.shot(page, "summy-dark-python-busy-1280x800")
    kit.assert_accessible(page, root, "the note that Python has not answered", link=False)
    # the late answer came: the note is gone by itself
    page.wait_for_selector(f"{root} {NOTE}[hidden]", state="attached", timeout=15_000)
    assert page.get_attribute(root, "data-answered") == "2" and kit.link_lost(page) == []
    nb.run("w.handle = _handle")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_after_a_kernel_restart_a_click_is_said_to_reach_nothing(frontend_notebook, game):
    source, root, ready, act = GAMES[game]
    nb = kit.open_widget(frontend_notebook, source, root, ready,
                         viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    kit.to_top(page, root)
    page.click(f"{root} {act}")  # a first answer: the link works (the watch starts with it)
    page.wait_for_selector(f"{root}[data-answered]", state="attached", timeout=15_000)
    kernel = next(s["kernel"]["id"] for s in nb.lab.api("GET", "/api/sessions")
                  if s["path"] == nb.path)
    RESTARTS.asked()
    nb.lab.api("POST", f"/api/kernels/{kernel}/restart")
    page.wait_for_timeout(1500)
    page.click(f"{root} {act}")
    text = note_shown(page, root)
    assert "kernel was restarted or has stopped, run this cell again" in text, text
    kit.shot(page, f"{game}-light-python-restarted-1400x1000")
    kit.assert_accessible(page, root, f"{game}: the note after a restart", link=False)
    # the cell run again: a new game, and no note
    kit._run_all(page)
    page.wait_for_function("([root, ready]) => document.querySelectorAll(root).length === 1"
                           " && !document.querySelector(root).hasAttribute('data-link-lost')"
                           " && document.querySelector(root + ' ' + ready)",
                           arg=[root, ready], timeout=60_000)
    # every click of the new game is answered, not only the first (widgets/subshells.py)
    for answered in ("1", "2", "3"):
        page.click(f"{root} {act}")
        page.wait_for_selector(f"{root}[data-answered='{answered}']", state="attached",
                               timeout=15_000)
    assert kit.link_lost(page) == []


def test_a_host_that_never_passes_answers_on_gets_no_false_alarm(frontend_notebook):
    """The watch starts with the first answer: where none ever comes (a host that drops the
    kernel's messages to the page, made here by a widget that sends none), no note shows."""
    source, root, ready, act = GAMES["summy"]
    nb = kit.open_widget(frontend_notebook, source, root, ready,
                         viewport=kit.VIEWPORTS["1280x800"])
    page = nb.page
    nb.run("w.send = lambda *args, **kwargs: None")
    page.click(f"{root} {act}")
    page.wait_for_selector(f"{root} [data-role='hint']:not(:empty)", timeout=15_000)
    page.wait_for_timeout(9_000)  # longer than the note's 8 s
    assert page.get_attribute(root, "data-answered") is None
    assert kit.link_lost(page) == []
