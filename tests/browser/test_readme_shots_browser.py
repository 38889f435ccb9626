"""The README's pictures, taken the way a reader will see the games: JupyterLab at 1400x1000
(1280x800 for Summa Summarum and =Pari=), the file browser open, each game in the middle of
play. Each test checks the state it shows before it takes the picture; the pictures go to
``test-artifacts/``, and to ``docs/images/`` only when ``SUMMY_UPDATE_DOCS=1`` is set.

- Summy (light and dark): four rounds against the computer played from Python, then the
  next move laid by clicks on the rack and the board, and the preview saying what it scores.
- Summa Summarum: the eight rounds written into cells chosen at random (as a beginner might),
  then the rows scored with the best choice marked and the box that says why it is best: here
  not the most in every row, but a numeral split to keep a cell for the columns.
- =Pari=: a card laid by clicks into an equation, and the preview naming what is not correct.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

SUMMY = ".summy-widget"
SUMMA = ".summa-widget"
PARI = ".pari-widget"

# the black cells, then every round written into cells chosen at random (seed 2); then the
# rows of the person's sheet with the best choice, and the box that says why
SUMMA_GAME = """
from summy_widget.summa.players import get_player
for cell in ([0, 0], [1, 2], [2, 4], [5, 1]):
    w.handle({'action': 'toggle_black', 'cell': cell})
w.handle({'action': 'confirm_black'})
_me = get_player('random', seed=2)
while w.stage == 'place':
    for _die, _cell in _me.choose_cells(w.session.game, 0):
        w.handle({'action': 'place', 'die': _die, 'cell': list(_cell)})
    w.handle({'action': 'done'})
w.handle({'action': 'use_best'})
w.handle({'action': 'show_best'})
print(w.stage, w.error == '')
"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_summy_in_the_middle_of_a_game(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb",
                         SUMMY, "[data-rack-index='0']", theme=theme)
    page = nb.page
    # four rounds of seed 91 (sums a pupil reads at once: 7x7=49, 6:3=2, ...): the person's
    # highest-scoring moves and the computer's answers; then the next move, by clicks
    assert kit.summy_rounds(nb, ["You", "computer:greedy"], 91, 4)[0] == 8
    nb.run("w.speed = 'normal'")
    page.wait_for_selector(f"{SUMMY}[data-turns='8']")
    best = kit.best_move(nb)
    for tile in best["tiles"]:
        page.click(f"{SUMMY} [data-rack-index='{tile['index']}']")
        page.click(f"{SUMMY} [data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{SUMMY} [data-role='preview'][data-state='legal']")
    text = page.inner_text(f"{SUMMY} [data-role='preview']")
    assert best["move"] in text and f"scores {best['score']} points" in text, text
    kit.to_top(page, SUMMY, 400)
    rack = kit.boxes(page, f"{SUMMY} [data-role='rack']")[0]
    assert kit.inside_window(rack), rack  # the board, the move laid and the rack in view
    kit.publish(kit.shot(page, f"readme-summy-{theme}"), f"summy-{theme}.png")


def test_summa_scoring_with_the_best_choice(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb",
                         SUMMA, "[data-cell='0,0']", viewport=(1280, 800))
    page = nb.page
    assert nb.run(SUMMA_GAME).strip().splitlines()[-1] == "across True"
    page.wait_for_selector(f"{SUMMA}[data-stage='across'] .summa-best")
    kit.to_top(page, SUMMA, 400)
    best = page.inner_text(f"{SUMMA} .summa-best")
    assert "Best possible" in best and "instead of" in best and "row 1:" in best, best
    grid = kit.boxes(page, f"{SUMMA} .summa-grid")[0]
    assert kit.inside_window(grid), grid
    kit.publish(kit.shot(page, "readme-summa-light"), "summa-light.png")


def test_pari_a_card_laid_and_the_preview(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, "tests/browser/notebooks/pari_play.ipynb",
                         PARI, ".pari-hand [data-hand-index='0']", viewport=(1280, 800))
    page = nb.page
    # seed 30: equation 2 is "x=", the first card of the hand a 5; it goes after the "="
    page.click(f"{PARI} .pari-hand [data-hand-index='0']")
    page.click(f"{PARI} button[data-equation='1'][data-gap='2']")
    page.wait_for_selector(f"{PARI} .pari-preview[data-valid='false']")
    assert "a number must come first" in page.inner_text(f"{PARI} .pari-preview")
    kit.to_top(page, PARI, 400)
    hand = kit.boxes(page, f"{PARI} .pari-hand")[0]
    page.mouse.move(hand["x"] + 20, hand["bottom"] + 60)  # the pointer off the cards and gaps
    kit.publish(kit.shot(page, "readme-pari-light"), "pari-light.png")
