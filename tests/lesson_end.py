"""The mouse wheel turned all the way down a notebook, as a pupil scrolls to a lesson's end:
the last cell must still be in sight, not scrolled off above a blank panel (JupyterLab's
"Scroll past last cell", which ``make lab`` and the classroom site turn off).

>>> in_sight({"top": 500, "bottom": 700}, {"top": 100, "bottom": 760})
True
>>> in_sight({"top": -300, "bottom": 40}, {"top": 100, "bottom": 760})
False
"""

from __future__ import annotations

from typing import Any

#: the panel a notebook scrolls in, and its cells (the last one drawn is the last cell once the
#: panel is at its end)
PANEL = ".jp-NotebookPanel .jp-WindowedPanel-outer"
CELLS = ".jp-NotebookPanel .jp-Notebook .jp-Cell"

_BOXES_JS = f"""() => {{
  const box = (e) => {{ const r = e?.getBoundingClientRect();
                        return r && {{top: r.top, bottom: r.bottom}}; }};
  const panel = document.querySelector({PANEL!r});
  return {{cell: box([...document.querySelectorAll({CELLS!r})].at(-1)), panel: box(panel),
           atEnd: panel.scrollTop + panel.clientHeight >= panel.scrollHeight - 2}};
}}"""


def in_sight(cell: dict, panel: dict) -> bool:
    """Whether the cell's bottom shows in the panel."""
    return panel["top"] < cell["bottom"] <= panel["bottom"] + 1


def wheel_to_the_end(page: Any, x: float, y: float) -> dict:
    """Turn the wheel down at (x, y) until the panel can go no further; the boxes (viewport
    coordinates) of the last cell and the panel, and whether the panel is at its end."""
    page.mouse.move(x, y)
    for _ in range(60):
        page.mouse.wheel(0, 1200)
        page.wait_for_timeout(50)
        if page.evaluate(_BOXES_JS)["atEnd"]:
            break
    page.wait_for_timeout(500)  # the windowed notebook draws the cells it scrolled to
    return page.evaluate(_BOXES_JS)


def assert_the_end_stays_in_sight(page: Any, x: float, y: float) -> None:
    """At the end of the notebook the last cell is in sight (see the module's docstring)."""
    seen = wheel_to_the_end(page, x, y)
    assert seen["atEnd"], f"the wheel did not reach the notebook's end: {seen}"
    assert seen["cell"] and in_sight(seen["cell"], seen["panel"]), (
        f"scrolled to its end, the notebook shows a blank panel: {seen}")
