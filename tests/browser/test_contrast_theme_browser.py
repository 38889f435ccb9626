"""The three games in a contrast theme (Windows' high contrast: forced colours), white and black.

In a contrast theme the browser paints a page in the user's few system colours and drops
background colours, gradients and shadows. Before, that left Summy's board without its lines
(they were the board's background between the cells), its tiles without frames or discs and
its grey tiles unseen; Summa's black cells looked like empty ones; =Pari='s = card like any
other. Now the boards, racks, sheets, dice and cards draw themselves in the system colours:
each state checked here has a look of its own, and every colour they use is one of the user's
(``foreign_colours`` finds none other).
"""

from __future__ import annotations

import json
import re

import frontend_kit as kit
import pytest
from frontend_kit import best_move
from test_summa_review_browser import WRITE_ALL, score_rows_poorly
from test_summy_class_browser import REVIEW

pytestmark = pytest.mark.browser
#: the tests leave nothing behind in a page: a passed test's is kept for a later one (kept_pages.py)
REUSE_PAGES = True

SCHEMES = ["light", "dark"]  # the contrast theme's palette: white or black paper

# the user's system colours, as this page computes them
SYSTEM_JS = """() => {
  const out = {};
  for (const name of ['Canvas', 'CanvasText', 'Highlight', 'HighlightText', 'LinkText',
                      'GrayText', 'ButtonFace', 'ButtonText']) {
    const probe = document.createElement('div');
    probe.style.color = name;
    document.body.append(probe);
    out[name] = getComputedStyle(probe).color;
    probe.remove();
  }
  return out;
}"""

# how an element (or its ::before / ::after) is painted
PAINT_JS = """([selector, pseudo]) => {
  const e = document.querySelector(selector);
  if (!e) return null;
  const c = getComputedStyle(e, pseudo || null);
  const side = (s) => [c[`border${s}Style`], parseFloat(c[`border${s}Width`]),
                       c[`border${s}Color`]];
  return {bg: c.backgroundColor, image: c.backgroundImage, shadow: c.boxShadow, color: c.color,
          outline: [c.outlineStyle, parseFloat(c.outlineWidth), c.outlineColor],
          top: side('Top'), left: side('Left'), adjust: c.forcedColorAdjust};
}"""

# every colour painted inside the parts (selector) that is not one of the system colours
FOREIGN_JS = """([selector, system]) => {
  const allowed = new Set(Object.values(system));
  const out = [];
  const seen = (el, pseudo, where, value) => {
    for (const colour of String(value).match(/rgba?\\([^)]*\\)/g) || []) {
      if (/,\\s*0\\)$/.test(colour) || allowed.has(colour)) continue;
      out.push([el.className + (pseudo || ''), where, colour]);
    }
  };
  for (const part of document.querySelectorAll(selector)) {
    for (const el of [part, ...part.querySelectorAll('*')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const c = getComputedStyle(el, pseudo);
        if (c.display === 'none' || (pseudo && c.content === 'none')) continue;
        if (el.textContent.trim() || pseudo) seen(el, pseudo, 'color', c.color);
        seen(el, pseudo, 'background', c.backgroundColor);
        seen(el, pseudo, 'image', c.backgroundImage);
        seen(el, pseudo, 'shadow', c.boxShadow);
        for (const s of ['Top', 'Right', 'Bottom', 'Left']) {
          if (c[`border${s}Style`] !== 'none' && parseFloat(c[`border${s}Width`]) > 0)
            seen(el, pseudo, 'border', c[`border${s}Color`]);
        }
        if (c.outlineStyle !== 'none') seen(el, pseudo, 'outline', c.outlineColor);
      }
    }
  }
  return out;
}"""

SETTLED_JS = """(s) => Promise.all(document.querySelector(s).getAnimations({subtree: true})
  .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
  .map((a) => a.finished)).then(() => true)"""


def paint(page, selector: str, pseudo: str | None = None) -> dict:
    look = page.evaluate(PAINT_JS, [selector, pseudo])
    assert look is not None, f"nothing matches {selector}"
    return look


def rgb(colour: str) -> tuple[float, ...]:
    return tuple(float(v) for v in re.findall(r"[\d.]+", colour)[:3])


def contrast(one: str, two: str) -> float:
    def lum(colour: str) -> float:
        def f(v: float) -> float:
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = rgb(colour)
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    high, low = sorted((lum(one), lum(two)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def foreign_colours(page, selector: str, system: dict) -> list:
    return page.evaluate(FOREIGN_JS, [selector, system])


def open_game(open_notebook, path: str, root: str, ready: str, scheme: str):
    nb = kit.open_widget(open_notebook, path, root, ready, forced_colors="active",
                         color_scheme=scheme, viewport=kit.VIEWPORTS["1400x1000"])
    system = nb.page.evaluate(SYSTEM_JS)
    # the emulated palette: paper and ink of the scheme asked for, far apart
    paper = rgb(system["Canvas"])
    assert (sum(paper) > 600) == (scheme == "light"), system
    assert contrast(system["Canvas"], system["CanvasText"]) >= 7, system
    return nb, system


# -- Summy --------------------------------------------------------------------------------------
SUMMY = ".summy-widget"
SUMMY_PARTS = f"{SUMMY} .summy-board, {SUMMY} .summy-rack"
EIGHT_MOVES = """
from summy_widget.summy.levels import computer_move
for _ in range(8):  # the last a sum of the computer's
    w.game.play(computer_move(w.game, "greedy"))
w._refresh()
print(w.game.current)
"""


@pytest.mark.parametrize("scheme", SCHEMES)
def test_summy_board_and_rack_in_a_contrast_theme(frontend_notebook, scheme):
    nb, system = open_game(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb",
                           SUMMY, "[data-rack-index='0']", scheme)
    page = nb.page
    canvas, ink = system["Canvas"], system["CanvasText"]
    assert nb.run(EIGHT_MOVES).strip().splitlines()[-1] == "0"
    cell = f"{SUMMY} .summy-cell"
    page.wait_for_selector(f"{cell}.summy-last-placed", timeout=30_000)  # its tiles laid
    kit.to_top(page, SUMMY)

    # the lines between the cells: the board's own colour, the ink, between cells of paper
    assert paint(page, f"{SUMMY} .summy-board")["bg"] == ink
    assert paint(page, f"{cell}.summy-empty")["bg"] == canvas
    # grey tiles hatched in ink and paper; digits framed in ink; signs discs of ink; = double
    grey = paint(page, f"{cell}.summy-grey")["image"]
    assert "gradient" in grey and ink in grey and canvas in grey, grey
    digit = paint(page, f"{cell}.summy-digit:not(.summy-last)")
    assert digit["bg"] == canvas and "inset" in digit["shadow"] and ink in digit["shadow"], digit
    sign = paint(page, f"{cell}.summy-op:not(.summy-last)")
    assert sign["bg"] == ink and sign["color"] == canvas, sign
    equals = paint(page, f"{cell}.summy-eq")
    assert equals["top"][0] == "double" and equals["top"][2] == ink, equals
    # the computer's last move: a solid frame and a dot in the link colour
    last = paint(page, f"{cell}.summy-last")["outline"]
    assert last[0] == "solid" and last[1] >= 3 and last[2] == system["LinkText"], last
    dot = paint(page, f"{cell}.summy-last-placed", "::after")
    assert dot["bg"] == system["LinkText"], dot
    # the rack: digits framed, signs as discs
    rack = f"{SUMMY} .summy-rack-tile"
    assert paint(page, f"{rack}.summy-digit")["top"][::2] == ["solid", ink]
    assert paint(page, f"{rack}.summy-op")["bg"] == ink
    assert foreign_colours(page, SUMMY_PARTS, system) == []
    kit.assert_accessible(page, SUMMY, f"Summy, contrast theme ({scheme})")
    kit.shot(page, f"summy-contrast-{scheme}", SUMMY)

    # a hint's cell: a double frame in the link colour, a ? on paper
    page.click(f"{SUMMY} [data-action='hint']")
    page.click(f"{SUMMY} [data-action='hint']")
    page.wait_for_selector(f"{cell}.summy-hint-cell", timeout=30_000)
    hint = paint(page, f"{cell}.summy-hint-cell")["outline"]
    assert hint[0] == "double" and hint[2] == system["LinkText"], hint
    # a tile where no sum can be: dotted in the link colour
    page.click(f"{rack}[data-rack-index='0']")
    page.click(f"{cell}[data-cell='A1']")
    page.wait_for_selector(f"{cell}[data-cell='A1'].summy-pending.summy-bad", timeout=30_000)
    bad = paint(page, f"{cell}[data-cell='A1']")["outline"]
    assert bad[0] == "dotted" and bad[2] == system["LinkText"], bad
    page.click(f"{SUMMY} [data-action='recall']")
    # a legal move laid: this turn's tiles in dashed Highlight frames, their places in the rack
    # dashed grey
    best = best_move(nb)
    for tile in best["tiles"]:
        page.click(f"{rack}[data-rack-index='{tile['index']}']")
        page.click(f"{cell}[data-cell='{tile['cell']}']")
    page.wait_for_selector(f"{SUMMY} [data-role='preview'][data-state='legal']", timeout=30_000)
    pending = paint(page, f"{cell}.summy-pending")["outline"]
    assert pending[0] == "dashed" and pending[2] == system["Highlight"], pending
    used = paint(page, f"{rack}.summy-used")
    assert used["top"][::2] == ["dashed", system["GrayText"]], used
    assert used["color"] == system["GrayText"], used
    # the tile chosen next is lifted in a Highlight frame
    page.click(f"{rack}:not(.summy-used)")
    chosen = paint(page, f"{rack}.summy-selected")["outline"]
    assert chosen[0] == "solid" and chosen[2] == system["Highlight"], chosen
    assert page.evaluate(SETTLED_JS, SUMMY)
    assert foreign_colours(page, SUMMY_PARTS, system) == []
    kit.assert_accessible(page, SUMMY, f"Summy, a tile laid, contrast theme ({scheme})")
    kit.shot(page, f"summy-contrast-{scheme}-laid", SUMMY)

    # the keyboard's cursor: a solid frame in Highlight (blinking to the ink)
    page.focus(f"{SUMMY} [data-role='board']")
    page.keyboard.press("ArrowRight")
    cursor = paint(page, f"{SUMMY} .summy-board:focus-visible .summy-cell.summy-cursor")["outline"]
    assert cursor[0] == "solid" and cursor[1] >= 3, cursor
    assert cursor[2] in (system["Highlight"], ink), cursor


@pytest.mark.parametrize("scheme", SCHEMES)
def test_summy_review_marks_in_a_contrast_theme(frontend_notebook, scheme):
    """The review after a game: the move played (double frame, Highlight) and the best move
    (dashed, LinkText), on the board and in the key beside it, alike."""
    nb, system = open_game(frontend_notebook, "tests/browser/notebooks/summy_computer.ipynb",
                           SUMMY, "[data-rack-index='0']", scheme)
    page = nb.page
    nb.run(REVIEW)
    page.click(f"{SUMMY} [data-action='review']")
    page.wait_for_selector(f"{SUMMY} [data-review-turn='0']")
    page.locator(", ".join(f"{SUMMY} [data-review-turn][data-grade='{g}']"
                           for g in ("mistake", "blunder", "inaccuracy"))).first.click()
    page.wait_for_selector(f"{SUMMY} .summy-review-best")
    key = f"{SUMMY} [data-role='review-key']"
    for mark, style, colour in (("played", "double", "Highlight"), ("best", "dashed", "LinkText")):
        board = paint(page, f"{SUMMY} .summy-cell.summy-review-{mark}")["outline"]
        assert board[0] == style and board[2] == system[colour], (mark, board)
        assert paint(page, f"{key} .summy-key-{mark}")["outline"] == board, mark
    parts = f"{SUMMY} .summy-board, {key}"
    assert page.evaluate(SETTLED_JS, SUMMY)
    assert foreign_colours(page, parts, system) == []
    kit.assert_accessible(page, SUMMY, f"Summy, review, contrast theme ({scheme})")
    kit.shot(page, f"summy-contrast-{scheme}-review", SUMMY)


# -- Summa Summarum -----------------------------------------------------------------------------
SUMMA = ".summa-widget"
SUMMA_PARTS = f"{SUMMA} button.summa-cell, {SUMMA} button.summa-die"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_summa_sheet_and_dice_in_a_contrast_theme(frontend_notebook, scheme):
    nb, system = open_game(frontend_notebook, "tests/browser/notebooks/summa_play.ipynb",
                           SUMMA, "[data-cell='0,0']", scheme)
    page = nb.page
    canvas, ink = system["Canvas"], system["CanvasText"]
    cell = f"{SUMMA} button.summa-cell"

    # four cells chosen to blacken: filled with the ink, in dashed Highlight frames
    for name in ("0,0", "2,1", "4,2", "1,4"):
        page.click(f"{cell}[data-cell='{name}']")
    page.wait_for_selector(f"{cell}[data-cell='1,4'][data-pending]", timeout=30_000)
    chosen = paint(page, f"{cell}[data-cell='0,0']")
    assert chosen["bg"] == ink and chosen["top"] == ["dashed", 3, system["Highlight"]], chosen
    kit.shot(page, f"summa-contrast-{scheme}-chosen", SUMMA)
    assert foreign_colours(page, SUMMA_PARTS, system) == []
    page.click(f"{SUMMA} [data-action='confirm-black']")
    page.wait_for_selector(f"{SUMMA}[data-stage='place'] [data-die='0']", timeout=30_000)

    # black cells filled with the ink (hatched with paper), empty ones paper
    black = paint(page, f"{cell}[data-cell='0,0']")
    empty = paint(page, f"{cell}[data-cell='3,3']")
    assert black["bg"] == ink and empty["bg"] == canvas, (black, empty)
    assert canvas in black["image"], black
    # the chosen die in Highlight, a used die grey
    page.click(f"{SUMMA} [data-die='0']")
    page.wait_for_selector(f"{SUMMA} [data-die='0'][data-selected]", timeout=30_000)
    die = paint(page, f"{SUMMA} [data-die='0']")
    assert die["bg"] == system["Highlight"] and die["color"] == system["HighlightText"], die
    assert paint(page, f"{SUMMA} [data-die='1']")["bg"] == canvas
    page.click(f"{cell}[data-cell='3,3']")
    page.wait_for_selector(f"{SUMMA} [data-die='0']:disabled", timeout=30_000)
    assert paint(page, f"{SUMMA} [data-die='0']")["color"] == system["GrayText"]
    assert foreign_colours(page, SUMMA_PARTS, system) == []
    kit.assert_accessible(page, SUMMA, f"Summa, placing, contrast theme ({scheme})")
    kit.shot(page, f"summa-contrast-{scheme}", SUMMA)

    # scoring: the chosen groups' brackets in ink; after the game the best groups' bands
    state = json.loads(nb.run(WRITE_ALL).strip().splitlines()[-1])
    assert state["stage"] == "across"
    page.wait_for_selector(f"{SUMMA}[data-stage='across']", timeout=30_000)
    page.click(f"{SUMMA} [data-action='use-best']")
    page.wait_for_selector(f"{cell}[data-mark]", timeout=30_000)
    bracket = paint(page, f"{cell}[data-direction='across'][data-edge~='first']")["left"]
    assert bracket == ["solid", 6, ink], bracket
    score_rows_poorly(page, state["first"])  # so the review has more to show
    page.wait_for_selector(f"{SUMMA} [data-review-turn]", timeout=30_000)
    entries = page.locator(f"{SUMMA} [data-review-turn]")
    entries.nth(0).click()
    page.wait_for_selector(f"{cell}[data-best]", timeout=30_000)
    band = paint(page, f"{cell}[data-best]")["shadow"]
    assert "inset" in band and system["LinkText"] in band, band
    assert foreign_colours(page, SUMMA_PARTS, system) == []
    kit.assert_accessible(page, SUMMA, f"Summa, review, contrast theme ({scheme})")
    kit.shot(page, f"summa-contrast-{scheme}-review", SUMMA)


# -- =Pari= -------------------------------------------------------------------------------------
PARI = ".pari-widget"


@pytest.mark.parametrize("scheme", SCHEMES)
def test_pari_cards_in_a_contrast_theme(frontend_notebook, scheme):
    nb, system = open_game(frontend_notebook, "tests/browser/notebooks/pari_play.ipynb",
                           PARI, ".pari-hand [data-hand-index='0']", scheme)
    page = nb.page
    canvas, ink = system["Canvas"], system["CanvasText"]
    card = f"{PARI} .pari-card"

    # the = card filled with the ink, the others paper framed in ink
    equals = paint(page, f"{card}.pari-equals")
    assert equals["bg"] == ink and equals["color"] == canvas, equals
    plain = paint(page, f"{card}.pari-digit")
    assert plain["bg"] == canvas and plain["top"][::2] == ["solid", ink], plain
    # a card chosen: a Highlight frame; laid: dashed on the table, dotted grey in the hand
    page.click(f"{PARI} .pari-hand [data-hand-index='0']")
    chosen = paint(page, f"{PARI} .pari-hand .pari-selected")["outline"]
    assert chosen[0] == "solid" and chosen[2] == system["Highlight"], chosen
    page.locator(f"{PARI} .pari-gap").first.click()
    page.wait_for_selector(f"{card}.pari-new", timeout=30_000)
    laid = paint(page, f"{card}.pari-new")
    assert laid["top"][::2] == ["dashed", ink] and laid["bg"] == canvas, laid
    used = paint(page, f"{PARI} .pari-hand .pari-used")
    assert used["top"][::2] == ["dotted", system["GrayText"]], used
    assert used["color"] == system["GrayText"], used
    assert foreign_colours(page, f"{card}", system) == []
    kit.assert_accessible(page, PARI, f"=Pari=, a card laid, contrast theme ({scheme})")
    kit.shot(page, f"pari-contrast-{scheme}", PARI)
