"""The Summy lessons themselves, opened and run in a real JupyterLab.

Lesson 01 is played for one move against the computer; lesson 04's puzzle is solved with
"Show the best move"; lesson 02 answered left to right names the slip. Screenshots of
lessons 02 and 04 go to ``test-artifacts/``, and to ``docs/images/`` only when
``SUMMY_UPDATE_DOCS=1`` is set (a normal run changes no tracked file).
"""

from __future__ import annotations

import json
import re
import uuid
from pathlib import Path

import pytest
from frontend_kit import deal_playable, kernel_json, publish
from test_summy_computer_browser import W, play_best_move_by_clicking

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def test_lesson_01_plays_a_move_against_the_computer(notebook):
    nb = notebook("notebooks/01-play-summy.ipynb")
    page = nb.page
    page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=30_000)
    assert page.locator(W).count() == 1  # one board in the lesson: the game
    page.locator(W).scroll_into_view_if_needed()
    info = kernel_json(
        nb,
        "import json; print(json.dumps({'opponent': game.opponent, 'level': game.level,"
        " 'phase': game.phase, 'computers': sorted(game.computers)}))",
    )
    assert info == {"opponent": "computer", "level": "greedy", "phase": "play", "computers": [1]}
    # the seed is new every time: should the rack allow no move at all, deal again (the page
    # has the kernel's rack, after a new deal too, before a tile is clicked)
    deal_playable(nb, var="game", root=W)
    best = play_best_move_by_clicking(nb, var="game")
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']", timeout=20_000)
    page.wait_for_selector(f"{W}:not([data-animating])", timeout=30_000)
    history = kernel_json(
        nb, "print(json.dumps([[t.player, t.text] for t in game.game.history]))"
    )
    assert [h[0] for h in history] == [0, 1] and history[0][1] == best["move"]
    scores = page.inner_text(f"{W} [data-role='scores']")
    assert str(best["score"]) in scores
    nb.screenshot("lesson-01-after-a-move", selector=W)


def test_lesson_02_screenshot(notebook):
    nb = notebook("notebooks/02-operator-precedence.ipynb")
    page = nb.page
    page.locator(".jp-Cell").first.scroll_into_view_if_needed()
    page.wait_for_function("() => document.querySelector('.jp-Notebook').innerText"
                           ".includes('70+118:2=129')")
    assert "70+118:2=129" in page.inner_text(".jp-Notebook")
    publish(nb.screenshot("lesson-02"), "lesson-02.png")


def lesson_with_answers(answers: dict[str, str]) -> str:
    """A copy of lesson 02 (under test-artifacts/, git-ignored) with answer lines filled in."""
    document = json.loads((ROOT / "notebooks/02-operator-precedence.ipynb").read_text("utf-8"))
    for cell in document["cells"]:
        source = "".join(cell["source"])
        for name, value in answers.items():
            source = re.sub(rf"^{name} = .*$", f"{name} = {value}", source, flags=re.M)
        cell["source"] = source
    folder = ROOT / "test-artifacts"
    folder.mkdir(exist_ok=True)
    copy = folder / f"lesson-02-answered-{uuid.uuid4().hex[:8]}.ipynb"
    copy.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return copy.relative_to(ROOT).as_posix()


def read_until(page, needle: str, tries: int = 40) -> str:
    """Scroll the notebook down until ``needle`` is rendered (cells far away are not)."""
    for _ in range(tries):
        text = page.inner_text(".jp-Notebook")
        if needle in text:
            return text
        page.evaluate(
            "() => { for (const el of document.querySelectorAll("
            "'.jp-WindowedPanel-outer, .jp-NotebookPanel-notebook')) el.scrollBy(0, 500); }"
        )
        page.wait_for_timeout(250)
    return page.inner_text(".jp-Notebook")


def test_lesson_02_a_left_to_right_answer_names_the_slip(notebook):
    path = lesson_with_answers({"answer_1": "20", "predictions_3": "(27, 54)"})
    try:
        nb = notebook(path)
        page = nb.page
        text = read_until(page, "You added first: 6+4=10, then 10x2=20")
        assert ("20 is not right. You added first: 6+4=10, then 10x2=20. "
                "But x comes before +.") in text
        assert "You subtracted first: 30-3=27. But x comes before -." in text
        feedback = page.locator(".summy-feedback[data-correct='false']", has_text="You added first")
        assert feedback.count() == 1
        feedback.first.scroll_into_view_if_needed()
        assert "6+8=14" not in feedback.first.inner_text()  # the working is not given away yet
        # the same exercise again: now the whole working is shown
        assert "Here is the whole working of 6+4x2=14" in nb.run("print(exercise_1.check(20))")
        nb.screenshot("lesson-02-named-slip")
    finally:
        (ROOT / path).unlink(missing_ok=True)


def test_lesson_04_puzzle_solved_in_the_page(notebook):
    nb = notebook("notebooks/04-puzzles.ipynb")
    page = nb.page
    puzzle = page.locator(W).first
    puzzle.wait_for(timeout=30_000)
    box = f"{W} [data-role='puzzle']"
    page.wait_for_selector(f"{box}[data-state='open']", timeout=30_000)
    assert page.locator(f"{W} [data-action='exchange']").first.is_hidden()
    assert page.locator(f"{W} [data-role='bag']").first.is_hidden()
    # a weaker legal answer first, clicked tile by tile: the page names the best score
    weaker = kernel_json(
        nb,
        "import json\n"
        "from summy_widget import summy\n"
        "_m = next(m for m in sorted(puzzle.moves, key=lambda m: (m.score, m.text))"
        " if m.score < puzzle.best_score)\n"
        "_free = list(enumerate(puzzle.rack))\n"
        "_tiles = []\n"
        "for _cell, _symbol in sorted(_m.move.placements):\n"
        "    _i = next(i for i, s in _free if s == _symbol)\n"
        "    _free = [(i, s) for i, s in _free if i != _i]\n"
        "    _tiles.append({'cell': summy.cell_name(*_cell), 'index': _i})\n"
        "print(json.dumps({'move': _m.text, 'score': _m.score, 'best': puzzle.best_score,"
        " 'tiles': _tiles}))",
    )
    for tile in weaker["tiles"]:
        puzzle.locator(f"[data-rack-index='{tile['index']}']").click()
        puzzle.locator(f"[data-cell='{tile['cell']}']").click()
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    puzzle.locator("[data-action='submit']").click()
    page.wait_for_selector(f"{box}[data-state='better']", timeout=30_000)
    text = page.locator(box).first.inner_text()
    assert weaker["move"] in text and f"best move scores {weaker['best']}" in text
    puzzle.locator("[data-action='recall']").click()
    # lay "Show the best move" down and submit it
    puzzle.locator("[data-action='show-best']").click()
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=30_000)
    puzzle.locator("[data-action='submit']").click()
    page.wait_for_selector(f"{box}[data-state='best']", timeout=30_000)
    text = page.locator(box).first.inner_text()
    best = kernel_json(nb, "print(json.dumps([m.text for m in puzzle.best]))")
    assert "best possible" in text and any(m in text for m in best)
    puzzle.scroll_into_view_if_needed()
    nb.page.evaluate("() => window.scrollTo(0, 0)")
    page.locator(".jp-Cell").first.scroll_into_view_if_needed()
    publish(nb.screenshot("lesson-04"), "lesson-04.png")
    # the next puzzle: the tiles laid on this one do not stay on its board, the rack is whole
    assert page.locator(f"{W} .summy-pending").count() > 0
    puzzle.locator("[data-action='new-game']").click()
    page.wait_for_selector(f"{box}[data-state='open']", timeout=30_000)
    page.wait_for_selector(f"{W} .summy-pending", state="detached")
    assert page.locator(f"{W} .summy-rack-tile.summy-used").count() == 0
