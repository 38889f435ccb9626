"""The engine's words for a pupil's everyday mistakes: a tile you do not have, a tile of
the board written as a new one, a first sum away from the =, and a shared best score."""

import pytest

from summy_widget import summy
from summy_widget.summy.game import check_holds
from summy_widget.summy.puzzles import Puzzle, generate


def error_of(call, *args):
    with pytest.raises(summy.IllegalMoveError) as err:
        call(*args)
    return err.value


def test_a_missing_tile_is_named_in_plain_words():
    err = error_of(check_holds, tuple("+0==3389"), "7", "You")
    assert str(err) == "you need one '7' tile but have none (your tiles: + 0 = = 3 3 8 9)"
    assert err.code == "not-in-rack"
    assert "1 x" not in str(err) and "needs" not in str(err)
    assert error_of(check_holds, tuple("7=+"), "77").text("en") == (
        "you need two '7' tiles but have only one (your tiles: 7 = +)")
    assert str(error_of(check_holds, tuple("7="), "77", "Ann")) == (
        "Ann needs two '7' tiles but has only one (Ann's tiles: 7 =)")


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "du brauchst einen Stein '7', hast aber keinen (deine Steine: + 0 = = 3 3 8 9)"),
    ("nl", "je hebt één fiche '7' nodig, maar je hebt er geen (je fiches: + 0 = = 3 3 8 9)"),
])
def test_a_missing_tile_in_german_and_dutch(lang, said):
    assert error_of(check_holds, tuple("+0==3389"), "7", "You").text(lang) == said
    assert "2" in error_of(check_holds, tuple("+0"), "77").text(lang)


def test_the_game_and_an_exchange_say_it_the_same_way():
    game = summy.Game(seed=1, players=["You", "Computer"])
    missing = next(s for s in "0123456789" if s not in game.rack())
    err = error_of(game.play, f"swap {missing}{missing}")
    assert str(err).startswith(f"you need two '{missing}' tiles but have none (your tiles: ")


def test_a_puzzle_says_you_need_in_the_pupils_language():
    puzzle = generate(seed=101, difficulty="medium")
    answer = puzzle.check("J13> 4+3(=)7")
    assert answer.message == ("not a legal move: you need one '+' tile but have none "
                              "(your tiles: = = - 1 5 8 5 =)")
    assert "rack needs" not in answer.message
    german = puzzle.check("J13> 4+3(=)7", lang="de").message
    assert german.startswith("kein erlaubter Zug: du brauchst einen Stein '+'")


def test_a_board_tile_written_as_new_says_to_bracket_it():
    err = error_of(summy.evaluate_move, summy.Board.start(), "J13> 4+3=7")
    assert err.code == "occupied" and err.cells == ("M13",)
    assert str(err) == ("M13 already holds the tile =: write a tile that is already on the "
                        "board in brackets: J13> 4+3(=)7")
    assert "J13> 4+3(=)7" in err.text("de") and "Klammern" in err.text("de")
    assert "J13> 4+3(=)7" in err.text("nl") and "haakjes" in err.text("nl")


def test_a_different_tile_on_a_full_cell_gets_no_bracket_advice():
    err = error_of(summy.evaluate_move, summy.Board.start(), "J13> 4+3-7")
    assert err.code == "occupied" and "brackets" not in str(err)
    assert str(err) == "M13 already holds the tile =: tiles go on empty cells only"


def test_the_first_sum_must_use_the_starting_equals():
    for text in ("A1> 3+4=7", "J12> 3+"):
        err = error_of(summy.evaluate_move, summy.Board.start(), text)
        assert err.code == "no-old-tile"
        assert str(err) == "the first sum must use the = on M13"
        assert err.text("de") == "die erste Summe muss das = auf M13 benutzen"
        assert err.text("nl") == "de eerste som moet de = op M13 gebruiken"
    later = summy.evaluate_move(summy.Board.start(), "J13> 4+3(=)7").board
    err = error_of(summy.evaluate_move, later, "A1> 3+4=7")
    assert "uses no tile that was on the board before" in str(err)


def _same_tiles(puzzle: Puzzle) -> bool:
    return len({tuple(sorted(summy.Move.from_text(m.text).tiles)) for m in puzzle.best}) == 1


def test_the_key_and_the_verdict_count_the_best_moves_alike_and_say_how_they_differ():
    puzzle = generate(seed=4, difficulty="medium")
    assert len(puzzle.best) == 4 and _same_tiles(puzzle)
    assert puzzle.answer().endswith("(4 moves reach it: the same tiles in another order)")
    said = puzzle.check(puzzle.best[2].text).message
    assert said.endswith("the best possible (4 moves reach it: the same tiles in another order)")
    assert "as good" not in puzzle.answer()
    ben = generate(seed=101, difficulty="medium")
    assert ben.best_kind() == "place"
    assert "(8 moves reach it: the same tiles in another order or place)" in ben.answer()
    other = generate(seed=1, difficulty="easy")
    assert other.best_kind() == "sums" and not _same_tiles(other)
    assert "other sums that score as much" in other.check(other.best[1].text).message


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "K13 is empty, between J13 and L13: the tiles of a move must join up without a gap"),
    ("de", "K13 ist leer, zwischen J13 und L13: die Steine eines Zuges müssen ohne Lücke "
           "zusammenhängen"),
    ("nl", "K13 is leeg, tussen J13 en L13: de fiches van een zet moeten zonder gat aansluiten"),
])
def test_a_gap_names_the_tiles_it_lies_between_in_every_language(lang, said):
    board = summy.Board.start()
    err = error_of(summy.Move.from_placements, board, {"J13": "9", "L13": "4"})
    assert err.code == "gap" and err.cells == ("K13",)
    assert err.text(lang) == said


BOARDS = {
    "start": lambda: summy.Board.start(),
    "played": lambda: summy.evaluate_move(summy.Board.start(), "J13> 4+3(=)7").board,
    "column": lambda: summy.Board.empty().write("K10v 1+1="),
}
#: a move text with a slip, and the board it is written for
SLIPS = [
    ("start", "J13> (4)+3(=)7"),        # a bracket round a tile that is not there yet
    ("played", "J13> (5)+3(=)7"),       # a bracket round another tile than the board's
    ("played", "I13> (=)4+3(=)7"),      # a bracket round a grey tile
    ("played", "K13> +3(=)7"),          # a new tile on a full cell
    ("played", "I13> 5"),               # a new tile on a grey tile
    ("column", "K11v (+1=)2"),          # a run that the move does not write whole
    ("column", "K14> 2"),               # a single tile written the other way than its sum
    ("start", "H13> 12345(=)12345"),    # more tiles than a rack holds
    ("start", "I13> (#)"),              # a sign that is no tile
    ("start", "J13> 4+3(=)8"),          # a wrong sum
    ("start", "X13> 1+2=3"),            # a move that runs off the board
    ("start", "M22v (=)1+2=3"),         # the same, down
]
#: what an English message names: cells, tiles in brackets, move texts, numbers, quoted text
FACTS = r"[A-Y]\d{1,2}[>v] [^:,]+|'[^']*'|\([^)\s]\)|\b[A-Y]\d{1,2}\b|\b\d+\b"


@pytest.mark.parametrize(("board", "text"), SLIPS)
def test_a_slip_in_a_move_text_is_named_as_fully_in_german_and_dutch(board, text):
    """The German and Dutch words name every cell, tile, number and move text the English
    words name (the English ones are the engine's own, the others come from the tables)."""
    import re

    try:
        summy.evaluate_move(BOARDS[board](), text)
    except summy.IllegalMoveError as err:
        english = err.text("en")
        facts = set(re.findall(FACTS, english))
        for lang in ("de", "nl"):
            said = err.text(lang)
            assert "{" not in said and said != english, (lang, said)
            assert not [fact for fact in facts if fact not in said], (lang, english, said)
    else:
        pytest.fail(f"{text} was taken as legal")


@pytest.mark.parametrize("call", [
    lambda: summy.Move.from_placements(summy.Board.start(), {"J13": "77"}),
    lambda: summy.Exchange("7#"),
    lambda: summy.legal_moves(summy.Board.start(), ["77"]),
    lambda: summy.legal_moves(summy.Board.start(), ["#"]),
    lambda: summy.legal_moves(summy.Board.start(), ["x"], summy.Rules(tile_set="beginner")),
], ids=["placed", "exchange", "rack-two", "rack-sign", "rack-set"])
def test_a_sign_that_is_no_tile_is_named_in_every_language(call):
    """A sign that is no tile, in a placement, an exchange or a rack, is named in each
    language, with what a tile is (the English words too)."""
    import re

    with pytest.raises(summy.IllegalMoveError) as caught:
        call()
    english = caught.value.text("en")
    [named] = set(re.findall(r"'[^']{1,2}'", english.split(":")[0]))  # the sign, quoted
    assert "tile" in english.split(":")[0], english
    for lang in ("de", "nl"):
        said = caught.value.text(lang)
        assert named in said and said != english and "{" not in said, (lang, said)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "before = there must be a number or a calculation, but there is nothing"),
    ("de", "vor = muss eine Zahl oder eine Rechnung stehen, aber da steht nichts"),
    ("nl", "voor = moet een getal of een berekening staan, maar er staat niets"),
])
def test_an_empty_side_of_an_equation_asks_for_a_number_or_a_calculation(lang, said):
    """In =Pari= one number is a side ("7=7"): an empty left side is not told it needs a
    calculation, as a sum's left side is (before, "=2" at the start of a game was told so)."""
    import summy_widget
    from summy_widget import pari

    assert pari.check("=2", lang=lang).reason == said
    assert pari.check("=2+3", lang=lang).reason == said
    assert summy_widget.check("=7", lang=lang).reason != said  # a sum's left side is a calculation
