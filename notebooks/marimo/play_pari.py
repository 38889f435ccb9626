"""=Pari= as a marimo app: play against the computer.

Open it with ``.venv/bin/marimo run notebooks/marimo/play_pari.py`` (an app page) or
``.venv/bin/marimo edit notebooks/marimo/play_pari.py`` (to change the cells). Add
``?seed=30`` to the page's address for a game that deals the same cards every time.
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
    # Play =Pari= against the computer

    In =Pari= the cards make **equations** around `=` cards, and *both* sides may be
    calculations: `2x3=1+5` is correct, because both sides are 6. Add cards from your
    hand to one equation so that it is correct, and score the cards you laid.

    **How to play**: click a card in *Your cards*, then a gap in one equation (or drag
    the card there). The preview says at once whether the equation is correct and what
    it scores, or why not. Press **Play**, then follow the steps on the right (lay a new
    card beside an `=`, draw cards). **Hint** shows the best play. After the game,
    **Review the game** lists every turn with the best play then.
    """)
    return


@app.cell
def _(mo, sw):
    _seed = mo.query_params().get("seed") or ""  # ?seed=30 in the address: a repeatable game
    game = mo.ui.anywidget(sw.PariWidget(players=["You", "computer:greedy"],
                                         seed=int(_seed) if _seed.isdigit() else None))
    game
    return


@app.cell
def _(mo):
    mo.md("""
    ## The rules in short

    - An **equation** is a row of cards with one `=`: numbers with a sign between each
      two on both sides. Multiplication and division come before addition and
      subtraction; no number starts with `0`.
    - **A turn**: lay cards from your hand into one equation, anywhere in it, so that the
      whole row is correct. The cards already there stay in their order.
    - **Points**: the number of cards in the equation minus 3 (the `=` counts).
    - After a correct play a new card is laid beside an `=` that has nothing on one side;
      then you draw cards from the digit and operator piles.
    - **The end**: once someone has reached the target score, the round is played to its
      end; the highest score wins.
    """)
    return


if __name__ == "__main__":
    app.run()
