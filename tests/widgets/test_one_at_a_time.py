"""A game widget carries out one change at a time, whatever thread it comes from.

In JupyterLab a widget's messages are carried out on a kernel subshell (a thread of its
own) while cells run on the main shell, and the first messages of a game, sent before the
subshell has started, go to the main shell too. Before, two of them could run at once: of
four black cells clicked quickly in Summa Summarum one was sometimes lost (the Blacken
button then stayed greyed out, as it did once in a browser test), and ipywidgets' sending of
the state broke with "Set changed size during iteration". Here the threads are made to
switch as often as Python allows, so a race shows within a few rounds.
"""

from __future__ import annotations

import doctest
import sys
import threading

import pytest

from summy_widget import PariWidget, SummaWidget, SummyWidget, i18n
from summy_widget.widgets import one_at_a_time

FOUR = [[0, 0], [1, 2], [2, 4], [5, 1]]


@pytest.fixture(autouse=True)
def switch_often():
    """Threads switch every microsecond (Python's default is every 5 ms)."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def at_once(*jobs) -> list[BaseException]:
    """Run each job in a thread of its own, all started together; what they raised."""
    start = threading.Barrier(len(jobs))
    raised: list[BaseException] = []

    def run(job):
        start.wait()
        try:
            job()
        except BaseException as error:  # noqa: BLE001 (reported by the test)
            raised.append(error)

    threads = [threading.Thread(target=run, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return raised


def clicked(w, n: int, content: dict):
    """The page's n-th message ``content``, as it reaches the widget."""
    return lambda: w._handle_message(w, {**content, "ask": f"view:{n}"})


def test_four_black_cells_clicked_at_once_are_all_kept():
    for round_ in range(30):
        w = SummaWidget(players=["You"], seed=11, seconds=None)
        raised = at_once(*(clicked(w, n, {"action": "toggle_black", "cell": cell})
                           for n, cell in enumerate(FOUR, 1)))
        assert raised == []
        assert sorted([r, c] for r, c, _ in w.pending) == sorted(FOUR), (round_, w.pending)
        assert w.preview["ok"], (round_, w.preview)
        assert w.handle({"action": "confirm_black"}), w.error
        assert w.stage == "place"


def summy():
    return SummyWidget(seed=4, opponent="computer", level="greedy")


def summa():
    return SummaWidget(players=["You"], seed=11, seconds=None)


def pari():
    return PariWidget(players=["You", "computer:greedy"], seed=30, practice=True)


#: messages a pupil sends again and again, each one accepted
MESSAGES = {
    summy: [{"action": "zoom", "steps": 1}, {"action": "zoom", "steps": -1}],
    summa: [{"action": "toggle_black", "cell": [0, 0]}, {"action": "toggle_black", "cell": [0, 0]}],
    pari: [{"action": "review"}, {"action": "review_hide"}],
}


@pytest.mark.parametrize("make", [summy, summa, pari], ids=["summy", "summa", "pari"])
def test_clicks_while_a_cell_changes_the_language_break_nothing(make):
    """The page's messages on one thread, a cell switching the language on another."""
    w = make()
    messages = MESSAGES[make]

    def pupil():
        for n in range(1, 41):
            content = messages[n % 2]
            clicked(w, n, content)()
            assert w.error == "", (content, w.error)

    def teacher():
        for n in range(40):
            w.lang = "de" if n % 2 == 0 else "en"

    assert at_once(pupil, teacher) == []
    assert w.lang == "en"
    assert w.messages == i18n.table("en")


@pytest.mark.parametrize("make", [summy, summa, pari], ids=["summy", "summa", "pari"])
def test_practice_set_in_a_cell_waits_for_the_message_being_carried_out(make):
    """``w.practice = True`` (on =Pari= a property, not a trait) waits while the widget is
    busy with a message of the page, and then takes effect."""
    w = make()
    w.session.set_practice(False)
    busy = one_at_a_time.lock_of(w)
    with busy:  # a message of the page being carried out
        teacher = threading.Thread(target=setattr, args=(w, "practice", True))
        teacher.start()
        teacher.join(0.3)
        assert teacher.is_alive() and not w.session.practice
    teacher.join(10)
    assert not teacher.is_alive() and w.session.practice


def test_the_docstring_examples_run():
    result = doctest.testmod(one_at_a_time)
    assert result.attempted >= 4 and result.failed == 0
