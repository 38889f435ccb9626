"""Summa Summarum as a marimo app: play against the computer.

Open it with ``.venv/bin/marimo run notebooks/marimo/play_summa.py`` (an app page) or
``.venv/bin/marimo edit notebooks/marimo/play_summa.py`` (to change the cells). Add
``?seed=7`` to the page's address for a game that rolls the same dice every time.
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    import summy_widget as sw

    return mo, sw


@app.cell
def _(mo):
    mo.md("""
    # Play Summa Summarum against the computer

    Four dice show the Roman symbols **I** (1), **V** (5), **X** (10) and **L** (50).
    Each round you write the four symbols into your 6 × 6 sheet; after eight rounds the
    Roman numerals in the rows and columns are your points.

    **How to play**: first blacken four cells of your sheet by clicking them (or press
    **Choose for me**), then **Blacken these 4**. Each round, click a die, then a free
    cell; when all four are placed, press **Done**. At the end, mark the numerals in each
    row (click its first and last cell), then in each column; the preview says what each
    one is worth, and **Best possible** shows the highest total.
    """)
    return


@app.cell
def _(mo, sw):
    _seed = mo.query_params().get("seed") or ""  # ?seed=7 in the address: a repeatable game
    game = mo.ui.anywidget(sw.SummaWidget(players=["You", "computer"], seconds=None,
                                          seed=int(_seed) if _seed.isdigit() else None))
    game
    return


@app.cell
def _(mo):
    mo.md("""
    ## The rules in short

    - Add the symbols from left to right: `LXV` = 65; a smaller symbol *before* a larger
      one is taken away: `IV` = 4, `XL` = 40.
    - Every number has exactly one standard spelling, and only that one counts: `IIII`,
      `VX` and `IL` are not numerals.
    - Rows are scored first: groups of neighbouring symbols that are numerals of at least
      2 symbols; a symbol in no group is cancelled and turns black. Then the columns, cut
      by the black cells.
    - The highest total wins.
    """)
    return


if __name__ == "__main__":
    app.run()
