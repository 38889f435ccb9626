"""The Summy lessons themselves, opened and run in a real JupyterLab.

Lesson 01 is played for one move against the computer; lesson 04's puzzle is solved with
"Show the best move". Screenshots of lessons 02 and 04 go to ``test-artifacts/``, and to
``docs/images/`` only when ``SUMMY_UPDATE_DOCS=1`` is set (a normal run changes no tracked file).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from test_summy_computer_browser import W, kernel_json, play_best_move_by_clicking

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def publish(shot: Path, name: str) -> None:
    """Copy a screenshot into docs/images/ when asked to update the documentation."""
    assert shot.stat().st_size > 10_000
    if os.environ.get("SUMMY_UPDATE_DOCS") == "1":
        docs = ROOT / "docs" / "images"
        docs.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, docs / name)


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
    # the seed is new every time: should the rack allow no move at all, deal again
    nb.run(
        "from summy_widget import summy\n"
        "while not summy.legal_moves(game.game.board, ''.join(game.game.rack())):\n"
        "    game.new_game()"
    )
    best = play_best_move_by_clicking(nb, var="game")
    page.click(f"{W} [data-action='submit']")
    page.wait_for_selector(f"{W}[data-turns='2']", timeout=20_000)
    page.wait_for_selector(f"{W}:not([data-animating])", timeout=10_000)
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
    page.wait_for_timeout(300)
    assert "70+118:2=129" in page.inner_text(".jp-Notebook")
    publish(nb.screenshot("lesson-02"), "lesson-02.png")


def test_lesson_04_puzzle_solved_in_the_page(notebook):
    nb = notebook("notebooks/04-puzzles.ipynb")
    page = nb.page
    puzzle = page.locator(W).first
    puzzle.wait_for(timeout=30_000)
    box = f"{W} [data-role='puzzle']"
    page.wait_for_selector(f"{box}[data-state='open']", timeout=10_000)
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
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=10_000)
    puzzle.locator("[data-action='submit']").click()
    page.wait_for_selector(f"{box}[data-state='better']", timeout=10_000)
    text = page.locator(box).first.inner_text()
    assert weaker["move"] in text and f"best move scores {weaker['best']}" in text
    puzzle.locator("[data-action='recall']").click()
    # lay "Show the best move" down and submit it
    puzzle.locator("[data-action='show-best']").click()
    page.wait_for_selector(f"{W} [data-role='preview'][data-state='legal']", timeout=10_000)
    puzzle.locator("[data-action='submit']").click()
    page.wait_for_selector(f"{box}[data-state='best']", timeout=10_000)
    text = page.locator(box).first.inner_text()
    best = kernel_json(nb, "print(json.dumps([m.text for m in puzzle.best]))")
    assert "best possible" in text and any(m in text for m in best)
    puzzle.scroll_into_view_if_needed()
    nb.page.evaluate("() => window.scrollTo(0, 0)")
    page.locator(".jp-Cell").first.scroll_into_view_if_needed()
    publish(nb.screenshot("lesson-04"), "lesson-04.png")
