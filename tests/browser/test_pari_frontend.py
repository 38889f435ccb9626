"""=Pari= front end as people meet it: themes, sizes, keys, keyboard, command line, touch, axe.

One notebook per test (a fresh kernel), one JupyterLab server per theme for the whole session
(the front-end kit's ``themed_lab``), one browser. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import re

import frontend_kit as kit
import pytest
from frontend_kit import VIEWPORTS, boxes, contrast_report, inside_window, key_scene, shot

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/pari_play.ipynb"  # seed 30: You against one computer
ROOT = ".pari-widget"
LIVE = f"{ROOT} .pari-live"  # the two polite live regions, used in turn


def open_pari(frontend_notebook, speed="off", **kw):
    nb = frontend_notebook(NOTEBOOK, **kw)
    nb.page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']")
    nb.run(f"w.speed = {speed!r}")
    nb.page.wait_for_function(
        f"() => document.querySelector('{ROOT} .pari-speed').value === {speed!r}")
    return nb


def place_five(page) -> None:
    """Seed 30: put the 5 after the = of equation 2 ("x=" -> "x=5"), by clicking."""
    page.locator(f"{ROOT} .pari-hand [data-hand-index='0']").click()
    page.locator(f"{ROOT} button[data-equation='1'][data-gap='2']").click()
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='false']")


# -- layout and contrast at three sizes, Light and Dark ------------------------------------------
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_layout_and_contrast(frontend_notebook, theme):
    nb = open_pari(frontend_notebook, theme=theme)
    page = nb.page
    place_five(page)  # mid-turn: a placed card, an illegal preview, Play enabled
    for size, (width, height) in VIEWPORTS.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(400)
        kit.to_top(page, ROOT)
        shot(page, f"pari-{theme}-{size}")
        for part in (".pari-equation", ".pari-hand .pari-card", "[data-action='submit']",
                     "[data-action='recall']", ".pari-preview"):
            found = boxes(page, f"{ROOT} {part}")
            assert found, part
            outside = [b for b in found if not inside_window(b)]
            assert outside == [], f"{theme} {size}: {part} outside the window: {outside}"
        report = contrast_report(page, ROOT)
        low = [e for e in report if not e["ok"]]
        assert low == [], f"{theme} {size}: {low}"
        assert len(report) > 20
        # side by side when there is room, one column in a narrow one
        table, side = boxes(page, f"{ROOT} .pari-table")[0], boxes(page, f"{ROOT} .pari-side")[0]
        widget = boxes(page, ROOT)[0]
        if widget["width"] >= 700:
            assert side["x"] >= table["right"] - 1
        else:
            assert side["y"] >= table["bottom"] - 1
    # German words are longer: still one screen at 1280x800
    nb.run("w.lang = 'de'")
    page.wait_for_selector(f"{ROOT} [data-action='submit']:text('Ausspielen')")
    # the widget says its language, so a screen reader reads it with a German voice
    assert page.get_attribute(ROOT, "lang") == "de"
    # one computer plays: its steps, not "the computers'" (nor "der Computer", which is plural)
    assert page.inner_text(f"{ROOT} .pari-speed-box label") == "Schritte des Computers zeigen"
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(300)
    kit.to_top(page, ROOT)
    for part in (".pari-equation", ".pari-hand .pari-card", "[data-action='submit']"):
        assert all(inside_window(b) for b in boxes(page, f"{ROOT} {part}")), part
    assert [e for e in contrast_report(page, ROOT) if not e["ok"]] == []
    shot(page, f"pari-{theme}-1280x800-de")
    # the disabled button stays visible: a dashed border and readable words
    nb.run("w.session.recall(); w._refresh()")
    page.wait_for_selector(f"{ROOT} [data-action='submit']:disabled")
    style = page.evaluate(f"""() => {{
        const b = document.querySelector('{ROOT} [data-action="submit"]');
        const s = getComputedStyle(b);
        return [s.borderTopStyle, s.borderTopWidth, s.opacity, b.getBoundingClientRect().width];
    }}""")
    assert style[0] == "dashed" and style[1] == "2px" and style[2] == "1" and style[3] > 30
    disabled = [e for e in contrast_report(page, ROOT) if e["disabled"]]
    assert disabled and min(e["ratio"] for e in disabled) >= 3.0, disabled
    shot(page, f"pari-{theme}-disabled", ROOT)


# -- keys stay in the widget -------------------------------------------------------------------
KEY_TARGETS = {
    "table": f"{ROOT} .pari-table button[tabindex='0']",
    "card": f"{ROOT} .pari-hand button[data-hand-index='1']",
    "button": f"{ROOT} button[data-action='hint']",
}
# a card's look: whether it has the focus, its border and its lift
CARD_LOOK_JS = """(s) => { const e = document.querySelector(s), c = getComputedStyle(e);
  return {focused: e === document.activeElement && e.matches(':focus-visible'),
          border: [c.borderTopStyle, c.borderTopWidth, c.borderTopColor],
          transform: c.transform}; }"""
KEY_PRESSES = [["m"], ["d", "d"], ["x"], ["a"], ["b"], ["z"], ["c"], ["v"], ["Escape", "m"],
               ["Escape", "d", "d"]]


def test_notebook_shortcuts_do_not_act_inside(frontend_notebook):
    nb = open_pari(frontend_notebook)
    page = nb.page
    cells = kit.notebook_cells_snapshot(page)
    assert cells and cells[0][:2] == ("code", True)
    for where, selector in KEY_TARGETS.items():
        for keys in KEY_PRESSES:
            scene = key_scene(page, selector, keys, settle_ms=150)
            assert not scene["changed"], (where, keys, scene)
            assert scene["focus_inside"], (where, keys)
    assert kit.notebook_cells_snapshot(page) == cells
    # Escape lets go of a chosen card; focus stays in the widget, the next key stays too
    page.focus(KEY_TARGETS["card"])
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT} .pari-hand .pari-selected")
    # the chosen card with the focus still looks chosen: the focus ring takes the outline and
    # the frame moves to its border, which stays without motion (no lift) too
    other = page.evaluate(CARD_LOOK_JS, f"{ROOT} .pari-hand .pari-card:not(.pari-selected)")
    chosen = page.evaluate(CARD_LOOK_JS, f"{ROOT} .pari-hand .pari-selected")
    assert chosen["focused"] and chosen["border"][:2] == ["solid", "3px"], chosen
    assert chosen["border"] != other["border"], (chosen, other)
    page.emulate_media(reduced_motion="reduce")
    still = page.evaluate(CARD_LOOK_JS, f"{ROOT} .pari-hand .pari-selected")
    page.emulate_media(reduced_motion="no-preference")
    assert still["transform"] == "none" and still["border"] == chosen["border"], still
    page.keyboard.press("Escape")
    page.wait_for_selector(f"{ROOT} .pari-hand .pari-selected", state="detached")
    assert page.evaluate(f"() => document.querySelector('{ROOT}').contains(document.activeElement)")
    page.keyboard.press("m")
    assert kit.notebook_cells_snapshot(page) == cells
    assert nb.run("print(w.game.moves, w.error)").strip() == "[]"


# -- one play by keyboard alone, one by the command line alone -------------------------------------
def test_play_by_keyboard_alone(frontend_notebook):
    nb = open_pari(frontend_notebook)
    page = nb.page
    page.focus(ROOT)  # the widget has the focus (as after a click on its frame)
    page.keyboard.press("Tab")  # the table's one tab stop
    assert page.evaluate("() => document.activeElement.dataset.key") == "gap-0-0"
    page.keyboard.press("5")  # typing a card's symbol chooses it
    said = kit.wait_live(page, LIVE, "5 chosen")
    page.keyboard.press("ArrowDown")  # equation 2, before ×
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")  # after =
    name = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert name == "Put here: equation 2, after equals"
    page.keyboard.press("Enter")
    said = kit.wait_live(page, LIVE, "Equation 2: times equals 5")
    assert ". Not correct yet: " in said  # a sentence of its own
    page.keyboard.press("Tab")  # from the table to Play
    assert page.evaluate("() => document.activeElement.dataset.action") == "submit"
    page.keyboard.press("Enter")
    said = kit.wait_live(page, LIVE, "You laid 1 card into equation 2")
    assert "draw 2 cards" in said
    # Play has gone with its step: the focus is on the draw's first button, no Tab needed
    page.wait_for_function("() => document.activeElement.dataset.pile === 'digit'")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT} .pari-chosen")
    page.keyboard.press("Enter")  # the second card: the draw is done, the computer moves
    said = kit.wait_live(page, LIVE, "You drew 2 cards: 2 digits.")
    assert "Computer" in said and "Your turn: lay cards into one equation" in said
    state = json.loads(nb.run("import json; print(json.dumps([w.game.moves[:2], w.game.current]))"))
    assert state == [["#2 x=5", "draw digit digit"], 0]


def test_play_by_command_line_alone(frontend_notebook):
    nb = open_pari(frontend_notebook, theme="dark")
    page = nb.page
    box = f"{ROOT} input.pari-command"
    answer = f"{ROOT} [data-role='command-answer']"

    def command(text: str, expect: str) -> str:
        page.fill(box, text)
        page.press(box, "Enter")
        said = kit.wait_live(page, LIVE, expect)
        assert page.evaluate("() => document.activeElement.classList.contains('pari-command')")
        # and shown where it was typed, for a pupil who reads rather than listens
        page.wait_for_function(f"() => document.querySelector(\"{answer}\").textContent"
                               f".includes({json.dumps(expect)})")
        return said

    # the examples stay in view under the box while typing (not a placeholder that goes, and
    # that the side's width cut at "pu"), and a screen reader hears them with the box
    help_id = page.get_attribute(box, "aria-describedby")
    examples = page.locator(f"#{help_id}")
    assert page.get_attribute(box, "placeholder") is None
    page.fill(box, "ha")
    assert examples.is_visible() and examples.inner_text() == (
        "Commands, e.g.: hand, read equation 1, put 7 equation 1 position 2, play, help")
    help_box, side = boxes(page, f"#{help_id}")[0], boxes(page, f"{ROOT} .pari-side")[0]
    assert help_box["y"] > boxes(page, box)[0]["bottom"] - 1 and help_box["right"] <= side["right"]
    assert command("hand", "Your cards: 5, 8, 3, 6, plus, times.")
    assert "Equation 2: times equals." in command("read equation 2", "Equation 2")
    said = command("put 5 equation 2 position 3", "Equation 2: times equals 5.")
    assert ". Not correct yet: " in said
    command("take 3", "Place cards to see whether the equation is correct.")
    command("put 5 equation 2 position 3", "times equals 5")
    said = command("play", "You laid 1 card into equation 2")
    command("draw digit digit", "You drew 2 cards: 2 digits.")
    said = command("last", "Computer")
    assert "You" not in said.split("Computer", 1)[0][-5:]
    # typed at the window's bottom edge: the answer under the box comes into sight
    with kit.at_bottom_edge(page, box):
        said = command("score", "You 0 points")
        assert kit.in_sight(page, answer)
    shown = kit.command_answer_look(page, box, answer)
    assert shown["state"] == "said" and shown["border"] == "solid", shown
    # a refused one: the error's line above the box comes too, and pushes the box down
    with kit.at_bottom_edge(page, box):
        command("dance", "'dance' is not a command")
        assert kit.in_sight(page, answer)
        assert kit.in_sight(page, box)
    refused = kit.command_answer_look(page, box, answer)
    assert refused["state"] == "refused" and "\u2718" in refused["mark"], refused
    assert refused["colour"] == page.eval_on_selector(f"{ROOT} .pari-error",
                                                      "e => getComputedStyle(e).color")
    command("dance", "'dance' is not a command")  # the same answer twice is read twice
    assert nb.run("print(w.game.moves[:2])").strip() == "['#2 x=5', 'draw digit digit']"
    shot(page, "pari-dark-command-line", ROOT)
    # the new-game dialog in the dark theme: readable, and clean for axe-core
    page.locator(f"{ROOT} [data-action='new-game']").click()
    page.wait_for_selector(f"{ROOT} dialog.pari-new-dialog[open]")
    low = [e for e in contrast_report(page, f"{ROOT} dialog[open]") if not e["ok"]]
    assert low == []
    kit.axe_clean(page, ROOT, "new game, dark")
    shot(page, "pari-dark-new-game")


# -- touch ----------------------------------------------------------------------------------------
def test_play_one_card_by_tapping(frontend_notebook):
    nb = open_pari(frontend_notebook, has_touch=True, viewport=(1280, 800))
    page = nb.page
    kit.to_top(page, ROOT)
    page.tap(f"{ROOT} .pari-hand [data-hand-index='0']")
    page.wait_for_selector(f"{ROOT} .pari-hand .pari-selected[data-hand-index='0']")
    page.tap(f"{ROOT} button[data-equation='1'][data-gap='2']")
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='false']")
    page.tap(f"{ROOT} [data-action='submit']")
    page.wait_for_selector(f"{ROOT}[data-phase='draw']")
    assert nb.run("print(w.game.moves)").strip() == "['#2 x=5']"
    shot(page, "pari-touch-after-play")


# -- axe-core in every state the issue names ----------------------------------------------------
def test_axe_in_every_state(frontend_notebook):
    nb = open_pari(frontend_notebook)
    page = nb.page
    kit.axe_clean(page, ROOT, "start")
    place_five(page)
    kit.axe_clean(page, ROOT, "mid-turn, a card placed, an illegal preview")
    page.locator(f"{ROOT} [data-action='hint']").click()
    page.wait_for_selector(f"{ROOT} .pari-hint")
    kit.axe_clean(page, ROOT, "hint shown")
    # new game asks first (a game is in progress), as a modal dialog with a name and the focus
    opener = page.locator(f"{ROOT} [data-action='new-game']")
    page.locator(f"{ROOT} [data-action='recall']").click()
    page.locator(f"{ROOT} [data-action='submit']:disabled").wait_for()
    nb.run("w.session.place(1, 2, 0); w.session.submit(); w._refresh()")
    page.wait_for_selector(f"{ROOT}[data-phase='draw']")
    opener.click()
    dialog = page.locator(f"{ROOT} dialog.pari-new-dialog[open]")
    dialog.wait_for()
    assert page.evaluate("() => document.activeElement.dataset.action") == "cancel"
    assert dialog.get_attribute("aria-labelledby")
    assert "will end" in dialog.inner_text()
    kit.axe_clean(page, ROOT, "confirm new game")
    shot(page, "pari-new-game-dialog")
    page.keyboard.press("Escape")  # closes; focus goes back to the button
    page.wait_for_selector(f"{ROOT} dialog.pari-new-dialog:not([open])", state="attached")
    assert page.evaluate("() => document.activeElement.dataset.action") == "new-game"
    opener.click()
    page.check(f"{ROOT} dialog[open] input[name='paid_moves']")
    page.select_option(f"{ROOT} dialog[open] select[name='think_seconds']", "60")
    page.locator(f"{ROOT} dialog[open] [data-action='start-new-game']").click()
    page.wait_for_selector(f"{ROOT} [data-action='restore-game']")
    rules = json.loads(nb.run("import json; print(json.dumps(w.view['rules']))"))
    assert rules["paid_moves"] and rules["think_seconds"] == 60
    page.wait_for_selector(f"{ROOT} .pari-timer[role='timer']")  # not read out every second
    assert re.fullmatch(r"\d+ s left", page.inner_text(f"{ROOT} .pari-timer"))  # words only
    page.locator(f"{ROOT} [data-action='restore-game']").click()  # the old game comes back
    page.wait_for_selector(f"{ROOT}[data-phase='draw']")
    assert nb.run("print(w.game.moves)").strip() == "['#2 x=5']"
    # hot seat: the pass screen is a modal dialog that takes the focus
    nb.run("w.session = sw.pari.Session(['Ann', 'Ben'], seed=3); w._refresh()")
    page.wait_for_selector(f"{ROOT} dialog.pari-pass-screen[open]")
    assert page.evaluate("() => document.activeElement.dataset.action") == "ready"
    kit.axe_clean(page, ROOT, "hot-seat pass screen")
    shot(page, "pari-pass-screen")
    page.keyboard.press("Escape")  # the pass screen stays
    assert page.locator(f"{ROOT} dialog.pari-pass-screen[open]").count() == 1
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ROOT} dialog.pari-pass-screen:not([open])", state="attached")
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='0']")
    piles = f"{ROOT} .pari-piles"
    assert "The game ends when" in page.inner_text(piles)
    # game over (two computers play a whole game)
    nb.run("w.session = sw.pari.Session(['computer:greedy', 'computer:beginner'], seed=4); "
           "w._refresh()")
    page.wait_for_selector(f"{ROOT} [data-over]")
    # the piles are still counted, but how the game ends is no longer said ("Last round: ...")
    assert page.inner_text(piles).startswith("draw pile: ")
    assert "game ends" not in page.inner_text(piles)
    kit.axe_clean(page, ROOT, "game over")
    shot(page, "pari-game-over", ROOT)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_play_of_the_whole_hand_shows_its_points_and_says_where_the_cards_went(
        frontend_notebook, theme):
    """Seed 5: the hint lays all six cards (25−3×6=7); the preview's steps end with the 8
    points in sight, and after Play the empty hand says the draw brings new cards."""
    nb = open_pari(frontend_notebook, theme=theme)
    page = nb.page
    nb.run("w.session = sw.pari.Session(['You', 'computer:greedy'], seed=5); w._refresh()")
    page.wait_for_selector(f"{ROOT} .pari-hand [data-hand-index='5']")
    for _ in range(4):
        page.locator(f"{ROOT} [data-action='hint']").click()
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='true']")
    steps = page.locator(f"{ROOT} .pari-preview pre")
    assert steps.inner_text().replace("\n", " ").endswith(
        "points: 8 cards = 8 (hand empty: no minus 3)")
    for width, height in ((1400, 1000), (1280, 800)):  # at 1280 the last line wraps
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        # every step in sight (none scrolled away in the box), words broken between words
        assert steps.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), width
        assert steps.evaluate("e => getComputedStyle(e).wordBreak") == "normal"
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.locator(f"{ROOT} [data-action='submit']").click()
    note = page.locator(f"{ROOT} .pari-hand .pari-hand-empty")
    note.wait_for()
    assert note.inner_text() == "none left: you draw new cards at the end of this turn"
    [hand] = boxes(page, f"{ROOT} .pari-hand")
    [box] = boxes(page, f"{ROOT} .pari-hand-empty")
    assert hand["x"] <= box["x"] and box["right"] <= hand["right"] + 0.5 and inside_window(box)
    assert kit.low_contrast(page, f"{ROOT} .pari-hand") == []
    kit.axe_clean(page, ROOT, f"{theme}: the hand empty after a play")
    shot(page, f"pari-{theme}-hand-empty", ROOT)


def test_piles_points_and_cards_are_counted_in_words_that_fit_the_number(frontend_notebook):
    nb = open_pari(frontend_notebook)
    page = nb.page
    piles = f"{ROOT} .pari-piles"
    assert page.inner_text(piles).startswith("draw pile: 51 digits, 19 operators · ")
    nb.run("g = w.session.game; g.piles['digit'] = g.piles['digit'][:1]; "
           "g.piles['operator'] = g.piles['operator'][:1]; g.scores[1] = 1; "
           "g.hands[1] = g.hands[1][:1]; w._refresh()")
    page.wait_for_function(f"() => document.querySelector('{piles}').textContent"
                           ".startsWith('draw pile: 1 digit, 1 operator · ')")
    computer = page.locator(f"{ROOT} tr[data-player='1'] td")
    assert computer.all_inner_texts() == ["1 point", "1 card"]
    assert page.locator(f"{ROOT} tr[data-player='0'] td").first.inner_text() == "0 points"
    # deducting 4, 3+1=4 brings 1 point (5 cards minus 4)
    nb.run("w.session = sw.pari.Session(['You', 'computer'], seed=1, practice=True,\n"
           "                            rules=sw.pari.Rules(deduct=4))\n"
           "g = w.session.game; g.slots = [list('3=4'), list('=5')]; g.hands[0] = ['+', '1', '9']\n"
           "w.session.place(0, 1, 0); w.session.place(0, 2, 1); w._refresh()")
    page.wait_for_selector(f"{ROOT} .pari-preview[data-valid='true']")
    assert page.inner_text(f"{ROOT} .pari-verdict") == "✔ correct: 1 point"
    # the review: seed 1, deducting 4, the two computers' game has a turn of 1 point
    nb.run("w.session = sw.pari.Session(['computer:greedy', 'computer:beginner'], seed=1,\n"
           "                            rules=sw.pari.Rules(deduct=4)); w._refresh()")
    page.wait_for_selector(f"{ROOT} [data-over]")
    page.locator(f"{ROOT} [data-action='review']").click()
    entries = page.locator(f"{ROOT} .pari-review-entry .pari-review-text")
    entries.first.wait_for()
    texts = entries.all_inner_texts()
    assert [t for t in texts if t.endswith(", 1 point")], texts
    assert not [t for t in texts if t.endswith(" 1 points")], texts


# -- the computers' steps, one at a time ------------------------------------------------------
def test_computer_steps_are_shown_one_at_a_time(frontend_notebook):
    nb = open_pari(frontend_notebook, speed="slow")
    page = nb.page
    kit.hold_steps(page, "nextStep")  # the first step stays shown while it is read
    nb.run("w.session.place(1, 2, 0); w.session.submit(); w.session.draw_card('digit'); "
           "w.session.draw_card('digit'); w._refresh()")
    banner = page.locator(f"{ROOT} .pari-banner")
    banner.wait_for()
    first = banner.inner_text()
    assert first.startswith("Computer")
    assert page.locator(f"{ROOT}[data-animating] .pari-equation.pari-step").count() == 1
    flash = f"{ROOT} .pari-card.pari-flash"
    assert page.evaluate(f"() => getComputedStyle(document.querySelector('{flash}'))"
                         ".animationName") == "pari-pop"
    page.emulate_media(reduced_motion="reduce")  # still shown step by step, without motion
    assert page.evaluate(f"() => getComputedStyle(document.querySelector('{flash}'))"
                         ".animationName") == "none"
    assert page.locator(f"{ROOT} .pari-banner").count() == 1
    shot(page, "pari-computer-step", ROOT)
    kit.release_steps(page)
    page.wait_for_function(
        f"() => !document.querySelector('{ROOT} .pari-banner') || "
        f"document.querySelector('{ROOT} .pari-banner').innerText !== {json.dumps(first)}",
        timeout=30_000)
    # Skip, if the steps are still shown (a click that waits would wait in vain when they end)
    page.evaluate(f"() => document.querySelector(\"{ROOT} [data-action='skip']\")?.click()")
    page.wait_for_selector(f"{ROOT}:not([data-animating])")
    log = page.locator(f"{ROOT} .pari-log li").all_inner_texts()
    assert any(line.startswith("Computer") for line in log), log
    assert not any("#" in line for line in log), log  # plain words, not notation


# -- projector: the widget full screen on a 1280x800 projector -------------------------------------
def test_full_screen_on_a_projector(frontend_notebook):
    nb = open_pari(frontend_notebook, viewport=(1280, 800))
    page = nb.page
    place_five(page)
    page.locator(f"{ROOT} [data-action='fullscreen']").click()
    page.wait_for_selector(".pari-frame.pari-projector")
    assert page.evaluate("() => document.fullscreenElement.classList.contains('pari-frame')")
    page.wait_for_timeout(300)
    for part in (".pari-equation", ".pari-hand .pari-card", "[data-action='submit']",
                 ".pari-scores", ".pari-preview"):
        found = boxes(page, f"{ROOT} {part}")
        assert found and all(inside_window(b) for b in found), part
    size = page.evaluate(f"() => parseFloat(getComputedStyle(document.querySelector("
                         f"'{ROOT} .pari-table .pari-card')).fontSize)")
    assert size >= 40  # symbols at least 28 px high
    assert [e for e in contrast_report(page, ROOT) if not e["ok"]] == []
    assert page.evaluate("() => document.activeElement.dataset.action") == "fullscreen"
    # the pressed toggle: a check mark before the label, an accent outline, not Play's fill
    look = page.evaluate(f"""() => {{
        const b = document.querySelector("{ROOT} [data-action='fullscreen']");
        const play = document.querySelector("{ROOT} [data-action='submit']");
        return [getComputedStyle(b, '::before').content, getComputedStyle(b).boxShadow,
                getComputedStyle(b).backgroundColor, getComputedStyle(play).backgroundColor];
    }}""")
    assert "\u2713" in look[0] and "inset" in look[1] and look[2] != look[3], look
    shot(page, "pari-projector-1280x800")
    page.keyboard.press("Enter")  # the same button leaves full screen
    page.wait_for_selector(".pari-frame:not(.pari-projector)", state="attached")
