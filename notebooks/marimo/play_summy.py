"""Lesson 01 as a marimo app: play Summy against the computer.

Open it with ``.venv/bin/marimo run notebooks/marimo/play_summy.py`` (an app page) or
``.venv/bin/marimo edit notebooks/marimo/play_summy.py`` (to change the cells).
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
    # Play Summy against the computer

    Summy is *Scrabble with sums*: lay tiles with digits and signs on the board so that
    they make a correct sum like `4+3=7`, and score the digits. You play first; the
    computer answers.

    **How to play**: click a tile in *Your tiles*, then an empty cell (or drag it there).
    The preview says at once whether the move is legal and what it scores, or why not.
    When it is legal, press **Submit**. No good move? **Exchange** some tiles. **Hint**
    helps in four steps. **Save game** writes the game to a file (like
    `summy-2026-11-23-1512.json`) in the folder marimo was started from;
    `sw.SummyWidget.load("summy-2026-11-23-1512.json")` brings it back.
    """)
    return


@app.cell
def _(mo, sw):
    game = mo.ui.anywidget(sw.SummyWidget(opponent="computer"))
    game
    return


@app.cell
def _(mo):
    mo.md("""
    ## The rules in short

    - **Columns** are letters `A` to `Y`, **rows** numbers `1` to `25`; the centre `M13`
      holds the first `=`, and the first sum must use it.
    - A **sum** is read left to right or top to bottom: exactly one `=`, a single number
      after it, and before it two or more numbers with one sign between each two.
    - **Multiplication and division before addition and subtraction**: `70+118:2=129` is
      right, because `118:2=59` comes first. Signs of the same rank go left to right.
    - No number starts with `0` (but `0` alone is fine), and there is no division by zero.
    - **A move** lays 1 to 8 of your tiles in one row or column, with no gap; the whole
      line must be a correct sum that uses a tile already on the board.
    - **Score**: the digits of the sum added up (`4+3=7` scores 14); a sum your tiles
      also finish the other way scores as well.
    - **Grey caps** close both ends of every finished sum, so it can never grow longer.
    - After a move you draw back to 8 tiles. **The end**: when the bag is empty and a
      player holds 4 tiles or fewer, every other player has one more turn; the highest
      score wins.
    """)
    return


if __name__ == "__main__":
    app.run()
