"""Which version of a lesson a pupil's copy in the classroom site was made from.

The browser keeps a pupil's copy of a notebook (JupyterLite's storage) and shows it instead of
the site's file, even after the teacher has put a newer lesson on the site. So every notebook of
the site carries its version, a fingerprint of its cells' kinds and texts, in its metadata
(``summy_lesson``); a pupil's copy keeps it when saved. The landing page
(``keep-copies.js``) compares it with the site's versions, computed here the same way, and
moves a copy of an older version out of the lesson's way.

The fingerprint is 32-bit FNV-1a over the UTF-8 bytes of each cell's kind and text, so the
landing page computes the same one in a few lines of JavaScript (``lessonVersion``).
"""

from __future__ import annotations

#: the key of a notebook's metadata that holds its version
KEY = "summy_lesson"

FNV_OFFSET = 0x811C9DC5
FNV_PRIME = 0x01000193


def version(cells: list[dict]) -> str:
    """The fingerprint of the cells' kinds and texts (outputs and metadata do not count).

    >>> version([{"cell_type": "markdown", "source": ["# Summy\\n", "Play."]}])
    'b835062d'
    >>> version([{"cell_type": "markdown", "source": "# Summy\\nPlay.", "metadata": {"x": 1}}])
    'b835062d'
    >>> version([])
    '811c9dc5'
    """
    fingerprint = FNV_OFFSET
    for cell in cells:
        text = f"{cell['cell_type']}\0{''.join(cell.get('source', ''))}\1"
        for byte in text.encode("utf-8"):
            fingerprint = ((fingerprint ^ byte) * FNV_PRIME) & 0xFFFFFFFF
    return f"{fingerprint:08x}"


def mark(document: dict) -> str:
    """Write the notebook's version into its metadata; the version.

    >>> document = {"cells": [], "metadata": {}}
    >>> mark(document), document["metadata"]
    ('811c9dc5', {'summy_lesson': {'version': '811c9dc5'}})
    """
    found = version(document.get("cells", []))
    document.setdefault("metadata", {})[KEY] = {"version": found}
    return found
