"""=Pari= in JupyterLab: finish a short game by clicking, then review it.

The game (seed 30, target 2) ends after one round: You play ``5=2+3`` into equation 1 by
clicking cards and gaps (2 points), lay a card, draw, and the computer answers. Then the
"Review the game" button opens the list of turns with their grades; a turn opens (by mouse
and by keyboard) to show the play, the best play then, the points lost and why. Checked in
JupyterLab Light and Dark at 1400x1000, 1280x800 and a 700 px column: boxes inside the
widget, contrast, axe-core; screenshots in ``test-artifacts/``.
"""

from __future__ import annotations

import json

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"
ROOT = ".pari-widget"
SHORT_GAME = ("w.session = sw.pari.Session(['You', 'computer:greedy'], seed=30, "
              "rules=sw.pari.Rules(target=2)); w.speed = 'off'; w._refresh()")
LIVE = f"{ROOT} .pari-live"
HAND = ".pari-hand [data-hand-index='0']"


def click_card(page, card: str, equation: int, gap: int) -> None:
    """Choose the first unused hand card ``card``, then the gap."""
    page.locator(f"{ROOT} .pari-hand [data-card='{card}']:not(.pari-used)").first.click()
    page.wait_for_selector(f"{ROOT} .pari-hand .pari-selected[data-card='{card}']")
    page.locator(f"{ROOT} button[data-equation='{equation}'][data-gap='{gap}']").click()
    page.wait_for_selector(f"{ROOT} .pari-hand [data-card='{card}'].pari-used")


def finish_short_game(nb) -> None:
    page = nb.page
    nb.run(SHORT_GAME)
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']:not(.pari-used)")
    page.wait_for_function(
        f"() => document.querySelector('{ROOT} .pari-speed').value === 'off'")
    click_card(page, "5", 0, 0)  # 5 before "=2"
    click_card(page, "+", 0, 3)  # after the 2
    click_card(page, "3", 0, 4)
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='true']")
    page.locator(f"{ROOT} [data-action='submit']").click()
    page.locator(f"{ROOT} [data-action='lay'][data-pile='digit'][data-side='left']").click()
    page.wait_for_selector(f"{ROOT}[data-phase='draw']")
    page.locator(f"{ROOT} [data-action='draw-card'][data-pile='digit']").click()
    page.wait_for_selector(f"{ROOT} .pari-chosen")
    page.locator(f"{ROOT} [data-action='draw-card'][data-pile='digit']").click()
    page.wait_for_selector(f"{ROOT} [data-over]", timeout=60_000)
    moves = json.loads(nb.run("import json; print(json.dumps(w.game.moves))"))
    assert moves[:3] == ["#1 5=2+3", "lay #1 digit left", "draw digit digit"]


def review_data(nb) -> list[dict]:
    return json.loads(nb.run("import json; print(json.dumps(w.view['review']['turns']))"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_finish_a_game_and_review_it(frontend_notebook, theme):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, HAND, theme=theme)
    page = nb.page
    finish_short_game(nb)
    opener = page.locator(f"{ROOT} [data-action='review']")
    assert opener.inner_text() == "Review the game"
    assert page.locator(f"{ROOT} ol.pari-review").count() == 0
    opener.click()
    page.wait_for_selector(f"{ROOT} ol.pari-review")
    turns = review_data(nb)
    assert [t["player"] for t in turns][:1] == [0] and len(turns) >= 2
    # the toggle keeps the focus and now hides the list; the live region says what came
    assert page.evaluate("() => document.activeElement.dataset.key") == "b-review"
    assert page.locator(f"{ROOT} [data-action='review-hide']").inner_text() == "Hide the review"
    kit.wait_live(page, LIVE, f"Review: {len(turns)} turns")

    # list semantics: an ordered list named by its title, one entry (a button) per turn
    title = page.evaluate(f"""() => {{
        const ol = document.querySelector('{ROOT} ol.pari-review');
        return document.getElementById(ol.getAttribute('aria-labelledby')).textContent;
    }}""")
    assert title == "Review, turn by turn"
    entries = page.locator(f"{ROOT} ol.pari-review > li > button.pari-review-entry")
    assert entries.count() == len(turns)
    first = entries.nth(0)
    assert first.inner_text().startswith("Turn 1, You: equation 1: 5=2+3, 2 points")
    assert first.get_attribute("aria-expanded") == "false"
    assert [entries.nth(i).get_attribute("data-grade") for i in range(len(turns))] \
        == [t["grade"] for t in turns]
    for i, turn in enumerate(turns):  # the grade in words inside each entry's name
        assert turn["grade_text"] in entries.nth(i).inner_text()

    # by keyboard: one tab stop, arrows move, Enter opens a turn's detail
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.key") == "review-0"
    page.keyboard.press("ArrowDown")
    second = turns[1]
    assert page.evaluate("() => document.activeElement.dataset.key") == f"review-{second['index']}"
    page.keyboard.press("Enter")
    detail = page.locator(f"{ROOT} [data-review-detail='{second['index']}']")
    detail.wait_for()
    assert entries.nth(1).get_attribute("aria-expanded") == "true"
    assert entries.nth(1).get_attribute("aria-controls") == detail.get_attribute("id")
    assert page.evaluate("() => document.activeElement.dataset.key") == f"review-{second['index']}"
    text = detail.inner_text()
    assert f"Played: {second['played']}, {second['score']} points" in text
    if second["lost"]:
        assert f"Best: {second['best']}, {second['best_score']} points" in text
        assert f"Points lost: {second['lost']}" in text
        assert "Why the best play is correct:" in text and second["best_steps"][-1] in text
    if second["reason"]:
        assert f"Not correct: {second['reason']}" in text
    page.keyboard.press("Home")
    page.keyboard.press("Enter")  # the first turn opens, the second closes
    page.wait_for_selector(f"{ROOT} [data-review-detail='0']")
    assert page.locator(f"{ROOT} [data-review-detail]").count() == 1
    opened = page.locator(f"{ROOT} [data-review-detail='0']").inner_text()
    assert "This was the best play." in opened
    # by mouse: a turn that lost points, if there is one, else the second again
    pick = next((t for t in turns if t["lost"]), second)
    page.locator(f"{ROOT} [data-review-turn='{pick['index']}']").click()
    page.wait_for_selector(f"{ROOT} [data-review-detail='{pick['index']}']")

    # it fits: at each size the list and the detail lie inside the widget, no sideways scroll
    for size, (width, height) in kit.VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        page.evaluate(f"() => document.querySelector('{ROOT} .pari-review-box')"
                      ".scrollIntoView({block: 'center'})")
        page.wait_for_timeout(200)
        widget = kit.boxes(page, ROOT)[0]
        for part in (".pari-review-entry", ".pari-review-detail", ".pari-grade"):
            found = kit.boxes(page, f"{ROOT} {part}")
            assert found, part
            out = [b for b in found if b["x"] < widget["x"] - 0.5
                   or b["right"] > widget["right"] + 0.5 or b["width"] <= 0]
            assert out == [], f"{theme} {size}: {part} outside the widget: {out}"
        sideways = page.evaluate(f"""() => {{
            const ol = document.querySelector('{ROOT} ol.pari-review');
            return ol.scrollWidth - ol.clientWidth; }}""")
        assert sideways <= 0, f"{theme} {size}: the review scrolls sideways"
        low = kit.low_contrast(page, ROOT)
        assert low == [], f"{theme} {size}: {low}"
        kit.shot(page, f"pari-review-{theme}-{size}")
    kit.axe_clean(page, ROOT, f"{theme}: the review with a turn open")
    kit.shot(page, f"pari-review-{theme}-widget", ROOT)

    # hiding the list keeps the focus on the button, which offers the review again
    page.locator(f"{ROOT} [data-action='review-hide']").click()
    page.wait_for_selector(f"{ROOT} ol.pari-review", state="detached")
    assert page.evaluate("() => document.activeElement.dataset.action") == "review"


def test_practice_review_of_my_own_turns(frontend_notebook):
    nb = kit.open_widget(frontend_notebook, NOTEBOOK, ROOT, HAND, viewport=(1280, 800))
    page = nb.page
    nb.run("w.session = sw.pari.Session(['You', 'computer:greedy'], seed=30, practice=True); "
           "w.speed = 'off'; w._refresh()")
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']")
    assert page.locator(f"{ROOT} [data-action='review']").count() == 0  # nothing played yet
    nb.run("w.session.place(1, 2, 0); w.session.submit(); w.session.draw_card('digit'); "
           "w.session.draw_card('digit'); w._refresh()")
    opener = page.locator(f"{ROOT} [data-action='review']")
    opener.wait_for()
    assert opener.inner_text() == "Review my turns"
    opener.click()
    page.wait_for_selector(f"{ROOT} ol.pari-review")
    title = page.locator(f"{ROOT} .pari-review-title").inner_text()
    assert title == "Review of your turns"
    entries = page.locator(f"{ROOT} .pari-review-entry")
    assert entries.count() == 1 and entries.first.inner_text().startswith(
        "Turn 1, You: equation 2: ×=5, 0 points")
    entries.first.click()
    detail = page.locator(f"{ROOT} [data-review-detail]").inner_text()
    assert "Not correct: the left side may not start with ×" in detail
    assert "Best: equation 1:" in detail
    assert kit.run_axe(page, ROOT) == []
    page.evaluate(f"() => document.querySelector('{ROOT} .pari-review-box')"
                  ".scrollIntoView({block: 'center'})")
    kit.shot(page, "pari-review-practice-1280x800")
    # the next play makes the list out of date: it goes, and the button comes back
    nb.run("w.session.place(0, 0, 0); w.session.submit(); w._refresh()")
    page.wait_for_selector(f"{ROOT} ol.pari-review", state="detached")
    assert page.locator(f"{ROOT} [data-action='review']").count() == 1
