"""A command typed where a lesson has scrolled a game's command box to the window's bottom
edge (as in lesson 05, whose games sit between paragraphs): the answer under the box comes into
sight, a refused command's too, though the error's line above then pushes the box down. The
three games in one notebook, between a lesson's paragraphs; the window keeps its size.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser

NOTEBOOK = "tests/browser/notebooks/games_in_a_lesson.ipynb"
#: each game: its root, its command box, a command answered and one refused (and their words)
GAMES = [
    (".summy-widget", "[data-role='command']", ("rack", "Your tiles: "),
     ("put 4 Z99", "Z99 is not a cell")),
    (".pari-widget", "input.pari-command", ("hand", "Your cards: "),
     ("dance", "'dance' is not a command")),
    (".summa-widget", ".summa-cli-input", ("read row 1", "Row 1: "),
     ("fly away", "'fly away' is not a command")),
]


def type_command(page, box: str, answer: str, text: str, words: str) -> None:
    page.focus(box)
    page.keyboard.type(text)
    page.keyboard.press("Enter")
    page.wait_for_function("([a, w]) => (document.querySelector(a)?.textContent || '')"
                           ".includes(w)", arg=[answer, words], timeout=30_000)


def test_a_command_typed_at_the_windows_bottom_edge_is_answered_in_sight(frontend_notebook):
    nb = frontend_notebook(NOTEBOOK, theme="dark", viewport=(1400, 1000))
    page = nb.page
    for root, _, _, _ in GAMES:
        page.wait_for_selector(f"{root} button", timeout=60_000)
    for root, box_in, answered, refused in GAMES:
        box, answer = f"{root} {box_in}", f"{root} [data-role='command-answer']"
        for text, words in (answered, refused):
            with kit.at_bottom_edge(page, box):
                # the lesson scrolls so far: the window was not made shorter
                assert page.viewport_size == {"width": 1400, "height": 1000}
                type_command(page, box, answer, text, words)
                assert kit.in_sight(page, answer), (root, text)
                assert kit.in_sight(page, box), (root, text)
        state = page.eval_on_selector(answer, "a => a.dataset.state")
        assert state == "refused", (root, state)
        kit.shot(page, f"command-line-edge-{root[1:].split('-')[0]}-refused")
    assert json.loads(nb.run("import json; print(json.dumps([len(summy.history), "
                             "len(pari.game.moves), summa.round]))")) == [0, 0, 0]
