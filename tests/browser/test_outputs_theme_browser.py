"""What the package shows in a notebook without a widget (explanations, exercises and their
feedback, boards, a game, its review, a puzzle, a Summa sheet and its scoring), in
JupyterLab's light and dark theme: every text readable, axe-core clean, and nothing of the
package's styles reaching the notebook's own tables.

Before, in the dark theme, the feedback of an exercise was dark red or green on the
notebook's near-black background (contrast 2.3 and 2.9), the review's headers were white on
light grey (1.1), the boards showed the notebook's dark striped rows through their cells, and
the review's table rules (borders, grey headers) reached every table of the page.
"""

from __future__ import annotations

import frontend_kit as kit
import pytest

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

NOTEBOOK = "tests/browser/notebooks/outputs.ipynb"
OUT = ".jp-OutputArea"
OUTPUTS = 41  # the 40 outputs of the package and one plain table

LOOK_JS = """(s) => { const e = document.querySelector(s); const c = getComputedStyle(e);
  return {bg: c.backgroundColor, color: c.color, align: c.textAlign, border: c.borderTopStyle}; }"""
# the outputs that run past their own edge (and so scroll sideways in the notebook)
OVERFLOWING_JS = """(s) => [...document.querySelectorAll(s)].filter((e) =>
  e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent.slice(0, 40))"""
# each calculation of the feedback, or each side of a spaced one, and how many lines it takes
UNBROKEN_JS = """() => [...document.querySelectorAll('.summy-feedback span[style*="nowrap"]')]
  .map((e) => [e.textContent, e.getClientRects().length])"""
#: sides of the calculations the feedback writes with spaces, kept whole (before, a line could
#: break at any space of "VI + II = 6 + 2 = 8"); a long one may break after an "="
SIDES = ["VI + II =", "6 + 2 =", "IV + II =", "II + VI =", "6 + 8 =", "XL + IX =",
         "(50 − 10) + (10 − 1) =", "40 + 9 ="]


def assert_unbroken(page) -> None:
    """Every calculation in a feedback, and every side of a spaced one, stands on one line."""
    calculations = page.evaluate(UNBROKEN_JS)
    assert all(lines == 1 for _, lines in calculations), calculations
    assert set(SIDES) <= {text for text, _ in calculations}, calculations


KINDS_JS = """() => [...document.querySelectorAll('.summy-feedback')].map((e) => [
  e.dataset.kind, e.textContent.trim()[0], getComputedStyle(e).backgroundColor])"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_every_output_reads_well_in_the_notebooks_theme(frontend_notebook, theme):
    nb = frontend_notebook(NOTEBOOK, theme=theme, viewport=kit.VIEWPORTS["1400x1000"])
    page = nb.page
    page.wait_for_function(f"() => document.querySelectorAll('{OUT}-output').length >= {OUTPUTS}",
                           timeout=60_000)
    page.wait_for_selector(".plain-table", state="attached")
    assert kit.low_contrast(page, OUT) == []
    kit.axe_clean(page, OUT, f"the package's outputs, {theme} theme")

    # the feedback: its own paper, and a sign besides the colour
    kinds = page.evaluate(KINDS_JS)
    assert [k[:2] for k in kinds] == [["waiting", "✎"], ["wrong", "✘"], ["wrong", "✘"],
                                      ["right", "✔"], ["waiting", "✎"], ["wrong", "✘"],
                                      ["right", "✔"],
                                      # what a move scores: asked, two slips, right
                                      ["waiting", "✎"], ["wrong", "✘"], ["wrong", "✘"],
                                      ["right", "✔"],
                                      # what a =Pari= play scores: asked, a slip, right
                                      ["waiting", "✎"], ["wrong", "✘"], ["right", "✔"],
                                      # what a Roman numeral is worth: asked, a slip, right
                                      ["waiting", "✎"], ["wrong", "✘"], ["right", "✔"],
                                      # the most a row can score: a slip, right
                                      ["wrong", "✘"], ["right", "✔"],
                                      # the most a corner of a sheet can score: a slip, right
                                      ["wrong", "✘"], ["right", "✔"]], kinds
    assert {k[2] for k in kinds} == {"rgb(238, 243, 250)", "rgb(253, 236, 238)",
                                     "rgb(233, 246, 238)"}
    # each calculation in a feedback stays on one line (a line may break after a "-", or at a
    # space of "VI + II = 6 + 2 = 8")
    assert_unbroken(page)
    # a =Pari= play's cards stand in one row, in the order of the equation, each readable
    cards = kit.boxes(page, ".pari-score-exercise span")
    assert len(cards) == 8 and len({round(c["y"]) for c in cards}) == 1, cards
    assert all(a["right"] <= b["x"] for a, b in zip(cards, cards[1:])), cards
    assert all(c["height"] >= 24 for c in cards), cards
    # a row's cells in one line, the black one black
    cells = kit.boxes(page, ".summa-row-exercise td")
    assert len(cells) == 6 and len({round(c["y"]) for c in cells}) == 1, cells
    black = page.evaluate("() => getComputedStyle(document.querySelector("
                          "'.summa-row-exercise td')).backgroundColor")
    assert black == "rgb(17, 17, 17)", black
    # a corner of a sheet: its rows one under the other, its columns one above the other
    cells = kit.boxes(page, ".summa-sheet-exercise td")
    assert len(cells) == 6 and len({round(c["y"]) for c in cells}) == 2, cells
    assert [round(c["x"]) for c in cells[:3]] == [round(c["x"]) for c in cells[3:]], cells
    black = page.evaluate("() => getComputedStyle(document.querySelectorAll("
                          "'.summa-sheet-exercise td')[3]).backgroundColor")
    assert black == "rgb(17, 17, 17)", black
    # ... its columns lettered and rows numbered in dark ink on the box's own paper (a dark
    # theme gives a header cell a dark one)
    label = page.evaluate(LOOK_JS, ".summa-sheet-exercise th:nth-child(2)")
    assert label["bg"] == "rgb(244, 247, 251)" and label["color"] == "rgb(51, 51, 51)", label

    # the review: dark on light, its own header grey, cells read from the left
    head = page.evaluate(LOOK_JS, ".summy-review th")
    cell = page.evaluate(LOOK_JS, ".summy-review td")
    code = page.evaluate(LOOK_JS, ".summy-review td code")
    assert head["bg"] == "rgb(238, 238, 238)" and head["color"] == "rgb(17, 17, 17)", head
    assert cell["bg"] == "rgb(255, 255, 255)" and cell["align"] == "left", cell
    assert code["color"] == "rgb(17, 17, 17)" and code["bg"] == "rgba(0, 0, 0, 0)", code
    # ... and none of its rules reach the notebook's own table below it
    plain = page.evaluate(LOOK_JS, ".plain-table th")
    assert plain["bg"] != "rgb(238, 238, 238)" and plain["border"] != "solid", plain

    # a board's empty cell and a Summa sheet's headers are white whatever the rows beneath
    empty = page.evaluate(LOOK_JS, "table.summy-board td[title='A1']")
    assert empty["bg"] == "rgb(255, 255, 255)", empty
    letters = page.locator(f"{OUT} th", has_text="F").first
    assert letters.evaluate("(e) => getComputedStyle(e).backgroundColor") == "rgb(255, 255, 255)"
    for name in ("summy-review", "summy-feedback", "summy-score-exercise", "pari-score-exercise",
                 "summa-numeral-exercise", "summa-row-exercise", "summa-sheet-exercise"):
        target = page.locator(f".{name}").first
        target.scroll_into_view_if_needed()
        box = target.bounding_box()
        assert box["width"] > 200 and box["height"] > 20, (name, box)
        kit.shot(page, f"outputs-{theme}-{name.removeprefix('summy-')}-1400x1000")

    # a narrower column (a 1024x768 projector): the review's table of turns, wider than it,
    # scrolls in a frame of its own, inside the review's white card, a named region that Tab
    # reaches; no output runs past the notebook's edge (before, JupyterLab's output itself
    # scrolled, a region axe finds the keyboard cannot reach, the table past the card's edge)
    page.locator(".summy-review").first.scroll_into_view_if_needed()
    page.set_viewport_size({"width": 1024, "height": 768})
    page.locator(".summy-review").first.scroll_into_view_if_needed()
    page.wait_for_function("() => [...document.querySelectorAll('.summy-review-frame')]"
                           ".some((e) => e.scrollWidth > e.clientWidth + 1)")
    assert page.evaluate(OVERFLOWING_JS, f"{OUT}-output") == []
    frame = page.locator(".summy-review-frame").last
    assert frame.get_attribute("tabindex") == "0" and frame.get_attribute("role") == "region"
    assert frame.get_attribute("aria-label") == "Turn by turn"
    frame.focus()
    assert page.evaluate("() => document.activeElement.className") == "summy-review-frame"
    # the arrow keys scroll it sideways (before, JupyterLab took them: the right arrow did
    # nothing, the left one moved to another cell), and a key such as m changes no cell
    before = kit.notebook_cells_snapshot(page)
    for key, expected in [("ArrowRight", 40), ("ArrowRight", 80), ("ArrowLeft", 40)]:
        page.keyboard.press(key)
        page.wait_for_function(f"() => document.activeElement.scrollLeft === {expected}")
    for key in ["m", "d", "d", "x", "Escape"]:
        page.keyboard.press(key)
    page.wait_for_timeout(300)
    assert kit.notebook_cells_snapshot(page) == before
    assert page.evaluate("() => document.activeElement.className") == "summy-review-frame"
    review = kit.boxes(page, ".summy-review")[-1]
    assert kit.boxes(page, ".summy-review-frame")[-1]["right"] <= review["right"], review
    kit.axe_clean(page, OUT, f"the package's outputs at 1024x768, {theme} theme")
    kit.shot(page, f"outputs-{theme}-review-1024x768")
    # a narrow window: the feedback's lines break between calculations, not inside one
    page.set_viewport_size({"width": 700, "height": 900})
    page.locator(".summy-feedback", has_text="VI + II").scroll_into_view_if_needed()
    assert_unbroken(page)
    assert page.evaluate(OVERFLOWING_JS, f"{OUT}-output .summy-feedback") == []
    kit.shot(page, f"outputs-{theme}-sheet-feedback-700x900")
    page.set_viewport_size({"width": 1400, "height": 1000})


# each drawn part of the pictures (boards and sheets): what its inline style asks for, and what
# the page paints (its computed style)
DRAWN_JS = """() => {
  const out = {grey: [], framed: [], black: [], written: []};
  for (const td of document.querySelectorAll('.jp-OutputArea table td')) {
    const asked = td.getAttribute('style') || '', c = getComputedStyle(td);
    if (asked.includes('repeating-linear-gradient')) out.grey.push(c.backgroundImage);
    if (asked.includes('box-shadow:inset')) out.framed.push(c.boxShadow);
    if (asked.includes('background:#111;color:#111')) out.black.push(c.backgroundColor);
    if (asked.includes('background:#fffdf3')) out.written.push(c.backgroundColor);
  }
  return out;
}"""


# the frame of each step's operation (the tinted box around it) in explanations
STEP_FRAMES_JS = """() => [...document.querySelectorAll(
  '.summy-explain li span[style*="pending-bg"]')].map((span) => {
  const c = getComputedStyle(span);
  return [c.outlineStyle, parseFloat(c.outlineWidth)];
})"""


def test_the_pictures_keep_their_colours_in_a_contrast_theme(frontend_notebook):
    """In a contrast theme (forced colours, here a black one) the boards and the Summa sheet
    keep their own colours, as an image does: before, the browser dropped the grey tiles'
    stripes and the tiles' frames, and painted black cells like written ones."""
    nb = frontend_notebook(NOTEBOOK, viewport=kit.VIEWPORTS["1400x1000"],
                           forced_colors="active", color_scheme="dark")
    page = nb.page
    page.wait_for_function(f"() => document.querySelectorAll('{OUT}-output').length >= {OUTPUTS}",
                           timeout=60_000)
    assert page.evaluate("() => matchMedia('(forced-colors: active)').matches")
    drawn = page.evaluate(DRAWN_JS)
    assert drawn["grey"] and all("gradient" in look for look in drawn["grey"]), drawn["grey"]
    assert drawn["framed"] and all("inset" in look for look in drawn["framed"]), drawn["framed"]
    assert drawn["black"] and set(drawn["black"]) == {"rgb(17, 17, 17)"}, drawn["black"]
    assert drawn["written"] and set(drawn["written"]) == {"rgb(255, 253, 243)"}, drawn["written"]
    # an explanation's step: the operation worked out now keeps a frame (its tint is gone)
    frames = page.evaluate(STEP_FRAMES_JS)
    assert frames and all(f == ["solid", 1] for f in frames), frames
    board = page.locator("table.summy-board").nth(1)
    board.scroll_into_view_if_needed()
    kit.shot(page, "outputs-contrast-theme-board")
    page.locator(".summy-explain").first.scroll_into_view_if_needed()
    kit.shot(page, "outputs-contrast-theme-explain")
