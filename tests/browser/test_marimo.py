"""The Summy widget in marimo: ``notebooks/marimo/play_summy.py`` (lesson 01 as an app)
served by ``marimo run --headless``, the widget wrapped in ``mo.ui.anywidget``.

Playwright's CSS selectors reach into the shadow DOM marimo renders the widget in. The
board must not be clipped: at marimo's default app width all 25 columns lie inside the
app column and the window, and the board needs no sideways scrolling.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

W = ".summy-widget"
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXY"

# boxes of the board's frame, its scroll box, the app column, and each cell of a row
BOXES_JS = """
(widget) => {
  const box = (el) => { const r = el.getBoundingClientRect();
                        return { left: r.left, right: r.right, width: r.width }; };
  const wrap = widget.querySelector('.summy-board-wrap');
  let column = widget.getRootNode().host;
  while (column && !column.classList.contains('marimo-cell')) column = column.parentElement;
  const cells = {};
  for (const el of widget.querySelectorAll('[data-cell$="13"]')) {
    if (/^[A-Y]13$/.test(el.dataset.cell)) cells[el.dataset.cell] = box(el);
  }
  return { cells, wrap: box(wrap), scroll: [wrap.scrollWidth, wrap.clientWidth],
           column: column ? box(column) : null, innerWidth: window.innerWidth };
}
"""


def test_marimo_app_shows_the_whole_board_and_the_preview_answers(marimo_app, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.goto(marimo_app.url + "/", timeout=90_000)
        page.wait_for_selector(f"{W} [data-rack-index='0']", timeout=90_000)
        assert "The rules in short" in page.inner_text("body")

        boxes = page.locator(W).evaluate(BOXES_JS)
        assert sorted(boxes["cells"]) == sorted(f"{c}13" for c in COLUMNS)
        assert boxes["column"] is not None, "the widget is not inside a marimo cell"
        right = min(boxes["innerWidth"], boxes["column"]["right"], boxes["wrap"]["right"])
        left = max(0, boxes["column"]["left"], boxes["wrap"]["left"])
        clipped = [
            name for name, cell in boxes["cells"].items()
            if cell["left"] < left - 0.5 or cell["right"] > right + 0.5 or cell["width"] < 16
        ]
        assert clipped == [], f"columns outside the app column: {sorted(clipped)} ({boxes})"
        scroll_width, client_width = boxes["scroll"]
        assert scroll_width <= client_width, "the board scrolls sideways in marimo"

        preview = page.locator(f"{W} [data-role='preview']")
        before = preview.inner_text()
        page.click(f"{W} [data-rack-index='0']")
        page.click(f"{W} [data-cell='L13']")  # beside the centre's "=": never a sum alone
        page.wait_for_selector(f"{W} [data-role='preview'][data-state='illegal']", timeout=15_000)
        after = preview.inner_text()
        assert after != before and "=" in after
        assert "summy-pending" in page.get_attribute(f"{W} [data-cell='L13']", "class")
    finally:
        context.close()
