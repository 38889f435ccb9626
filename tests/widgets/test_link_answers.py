"""Every numbered message of the front end is answered once handled, so the page can tell when
Python no longer answers (js/lib/link.js shows a note after 8 s without an answer)."""

from __future__ import annotations

import pytest

import summy_widget as sw


@pytest.fixture(params=["summy", "summa", "pari"])
def widget(request, tmp_path):
    made = {
        "summy": lambda: sw.SummyWidget(seed=4, opponent="computer"),
        "summa": lambda: sw.SummaWidget(players=["Ann", "computer"], seed=7, seconds=None),
        "pari": lambda: sw.PariWidget(players=["You", "computer:greedy"], seed=30),
    }[request.param]()
    made.save_folder = str(tmp_path)  # the action "save" writes here
    sent: list[dict] = []
    made.send = lambda content, buffers=None: sent.append(content)
    return made, sent


def test_a_numbered_message_is_answered_with_its_number_after_it_is_handled(widget):
    w, sent = widget
    w._handle_message(w, {"action": "save", "ask": "v1:1"})
    assert sent == [{"answer": "v1:1"}]
    assert w.error == ""  # the number is not a field of the action: it went through
    assert w.saved


def test_a_refused_or_malformed_message_is_answered_too(widget):
    w, sent = widget
    w._handle_message(w, {"action": "no-such-thing", "ask": "v1:2"})
    assert sent == [{"answer": "v1:2"}] and "no-such-thing" in w.error
    w._handle_message(w, {"ask": "v1:3"})
    assert sent[-1] == {"answer": "v1:3"} and w.error


def test_a_message_without_a_number_gets_no_answer(widget):
    w, sent = widget
    w._handle_message(w, {"action": "save"})
    w._handle_message(w, ["not", "a", "message"])
    assert sent == []
