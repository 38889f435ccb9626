"""Run > Run All Cells, chosen with the mouse as a person does, in JupyterLab or in the
classroom site's JupyterLite, whose menus speak English, German or Dutch.

>>> bool(RUN_MENU.match("Ausführen")), bool(RUN_MENU.match("Run All Cells"))
(True, False)
"""

from __future__ import annotations

import re
from typing import Any

#: the Run menu's name in an English, German or Dutch JupyterLab (the language packs)
RUN_MENU = re.compile(r"^(Run|Ausführen|Uitvoeren)$")


def choose_run_all(page: Any) -> None:
    """Click the Run menu, then *Run All Cells* (keyboard shortcuts were less reliable)."""
    page.locator(".lm-MenuBar-item", has_text=RUN_MENU).first.click()
    item = page.locator('li[data-command="runmenu:run-all"]')
    item.wait_for(state="visible", timeout=30_000)
    item.click()
