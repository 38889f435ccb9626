"""What the package's HTML pictures of a game (a Summy board, a Summa sheet) share.

A picture carries its own colours (it reads the same on a light and a dark page). ``AS_DRAWN``
keeps them where the browser would change them: in a contrast theme (Windows' high contrast,
forced colours), which repaints a page in the user's few system colours and drops background
colours, stripes and shadows, and on paper, where a browser saving ink leaves backgrounds out.
Either would lose the grey tiles, the tiles' discs and frames and the black cells; an image
keeps its colours in both, and so does a picture with this style.

>>> AS_DRAWN.split(";")
['forced-color-adjust:none', '-webkit-print-color-adjust:exact', 'print-color-adjust:exact']
"""

from __future__ import annotations

AS_DRAWN = "forced-color-adjust:none;-webkit-print-color-adjust:exact;print-color-adjust:exact"
