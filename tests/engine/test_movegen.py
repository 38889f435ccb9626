"""The move generator against a plain brute-force generator, and against evaluate_move."""

from __future__ import annotations

import itertools
import random
import sys
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from summy_widget import summy
from summy_widget.summy import (
    SIZE,
    Board,
    Game,
    IllegalMoveError,
    Move,
    Rules,
    evaluate_move,
    legal_moves,
)
from summy_widget.summy.movegen import _unpruned_moves

TILES = "0123456789+-x:="


# -- the reference: plain, obviously correct, slow ----------------------------------


def brute_force_moves(board: Board, rack: str, rules: Rules | None = None) -> dict[str, int]:
    """Every legal move as {move text: score}, by trying every placement.

    A legal move fills every empty cell between its first and last tile (RULES.md 1.4
    rule 3), so its placements are all the empty cells of some stretch of one row or
    column. For every such stretch (no grey inside, at most len(rack) empty cells, next
    to an old tile) every arrangement of rack tiles on its empty cells is tried with
    Move.from_placements and evaluate_move.
    """
    rules = rules or Rules()
    found: dict[str, int] = {}
    lines = [[(r, c) for c in range(SIZE)] for r in range(SIZE)]
    lines += [[(r, c) for r in range(SIZE)] for c in range(SIZE)]
    for line in lines:
        for f in range(SIZE):
            if board[line[f]] != ".":
                continue
            for last in range(f, SIZE):
                if board[line[last]] == "#":
                    break
                empties = [cell for cell in line[f : last + 1] if board[cell] == "."]
                if len(empties) > len(rack):
                    break
                if board[line[last]] != ".":
                    continue
                # The main run holds an old tile, so one is next to or inside the stretch
                # (for a single tile: next to it in its row or its column).
                near = any(board.is_tile(*line[j]) for j in range(max(f - 1, 0),
                                                                  min(last + 2, SIZE)))
                if len(empties) == 1 and not near:
                    r, c = empties[0]
                    near = any(
                        board.is_tile(r + dr, c + dc)
                        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                    )
                if not near:
                    continue
                for tiles in set(itertools.permutations(rack, len(empties))):
                    try:
                        move = Move.from_placements(board, dict(zip(empties, tiles)), rules)
                        result = evaluate_move(board, move, rules)
                    except IllegalMoveError:
                        continue
                    found[str(move)] = result.score
    return found


def generated(board: Board, rack: str, rules: Rules | None = None) -> dict[str, int]:
    moves = legal_moves(board, rack, rules)
    texts = [m.text for m in moves]
    assert len(texts) == len(set(texts)), "a move was generated twice"
    return {m.text: m.score for m in moves}


# -- positions from seeded games --------------------------------------------------


def play_greedy(seed: int, turns: int, rules: Rules | None = None) -> Game:
    """A game after ``turns`` turns of highest-score play (exchanging all when stuck)."""
    game = Game(seed=seed, rules=rules)
    while len(game.history) < turns and not game.over:
        moves = legal_moves(game.board, game.rack(), game.rules)
        if moves:
            game.play(max(moves, key=lambda m: m.score).move)
        else:
            game.exchange("".join(game.rack()))
    return game


@cache
def positions() -> list[tuple[Board, str]]:
    """20 positions at several stages of seeded games, with racks of 4 or 5 tiles.

    The rack is the tiles of a random move of at most 4 tiles from the player's full rack
    (when there is one) filled up with other tiles of that rack, so most positions have
    moves to compare.
    """
    out = []
    for seed in range(5):
        game = Game(seed=seed)
        for stage in (0, 3, 7, 11):
            while len(game.history) < stage and not game.over:
                moves = legal_moves(game.board, game.rack(), game.rules)
                if moves:
                    game.play(max(moves, key=lambda m: m.score).move)
                else:
                    game.exchange("".join(game.rack()))
            rng = random.Random(seed * 100 + stage)
            full = list(game.rack())
            size = 5 if stage == 3 and seed < 2 else 4
            short = [m for m in legal_moves(game.board, full) if len(m.tiles) <= size]
            rack = list(rng.choice(short).tiles) if short else []
            rest = list(full)
            for ch in rack:
                rest.remove(ch)
            rng.shuffle(rest)
            rack += rest[: size - len(rack)]
            out.append((game.board, "".join(rack)))
    return out


@pytest.mark.parametrize("index", range(20))
def test_same_moves_as_brute_force(index: int) -> None:
    board, rack = positions()[index]
    assert generated(board, rack) == brute_force_moves(board, rack)


def test_positions_have_moves() -> None:
    # The comparison is not vacuous: most positions have legal moves.
    with_moves = sum(1 for board, rack in positions() if legal_moves(board, rack))
    assert with_moves >= 10


@pytest.mark.parametrize(
    "rules",
    [Rules(exact_division=True), Rules(negative_intermediates=False),
     Rules(tile_set="beginner")],
    ids=["exact_division", "no_negative_intermediates", "beginner"],
)
def test_rule_options_match_brute_force(rules: Rules) -> None:
    game = play_greedy(3, 4, rules)
    board = game.board
    for rack in ("7-3=", "8:3=", "2-9+"):
        if rules.tile_set == "beginner":
            rack = rack.replace("x", "+").replace(":", "-")
        assert generated(board, rack, rules) == brute_force_moves(board, rack, rules)


def test_options_change_the_moves() -> None:
    board = Board.start()
    rich = "7:2x27"
    loose = {m.text for m in legal_moves(board, rich, Rules())}
    strict = {m.text for m in legal_moves(board, rich, Rules(exact_division=True))}
    assert "H13> 7:2x2(=)7" in loose
    assert "H13> 7:2x2(=)7" not in strict
    neg = {m.text for m in legal_moves(board, "3-5+42", Rules(negative_intermediates=False))}
    assert "H13> 3-5+4(=)2" not in neg
    assert "H13> 3-5+4(=)2" in {m.text for m in legal_moves(board, "3-5+42")}


def test_cross_sums_score_and_wrong_cross_runs_are_allowed() -> None:
    board = Board.start().place({"J13": "4", "K13": "+", "L13": "3", "N13": "7"})
    # A down sum through K13's column is impossible (K13 is '+'), but below J13:
    moves = generated(board, "4=8+")
    assert moves == brute_force_moves(board, "4=8+")
    # Every generated move is accepted by evaluate_move with the same score.
    for text, score in moves.items():
        assert evaluate_move(board, Move.from_text(text)).score == score


def test_single_tile_direction_and_both_sums() -> None:
    # O12 completes 2+3=5 down (O10..O14) and nothing across: written down.
    board = Board.from_text(
        "\n".join(
            "".join(
                {(9, 14): "2", (10, 14): "+", (12, 14): "=", (13, 14): "5"}.get((r, c), ".")
                for c in range(SIZE)
            )
            for r in range(SIZE)
        )
    )
    moves = generated(board, "3")
    assert moves == {"O10v (2+)3(=5)": 10}
    # With a sum across too, the single tile is written across and scores both.
    board2 = board.place({(11, 12): "1", (11, 13): "x", (11, 15): "=", (11, 16): "3"})
    moves2 = generated(board2, "3")
    assert moves2 == {"M12> (1x)3(=3)": 7 + 10}
    assert moves2 == brute_force_moves(board2, "3")


def test_single_tile_direction_follows_the_rule_options() -> None:
    # Across 7:2x2=7 is a sum only without exact_division; down 2+2=4 always.
    cells = {(12, 8): "7", (12, 9): ":", (12, 10): "2", (12, 11): "x",
             (12, 13): "=", (12, 14): "7", (10, 12): "2", (11, 12): "+",
             (13, 12): "=", (14, 12): "4"}
    board = Board.empty().place(cells)
    strict = Rules(exact_division=True)
    move = Move.from_placements(board, {(12, 12): "2"}, strict)
    assert move.direction == "down"
    assert evaluate_move(board, move, strict).score == 8
    assert generated(board, "2", strict) == {str(move): 8}
    assert generated(board, "2") == {"I13> (7:2x)2(=7)": 18 + 8}


def test_every_move_is_legal_with_its_score_on_a_full_rack() -> None:
    game = play_greedy(7, 5)
    board, rack = game.board, "".join(game.rack())
    moves = legal_moves(board, rack)
    for m in moves:
        result = evaluate_move(board, m.move)
        assert result.score == m.score
        assert Move.from_placements(board, dict(m.move.placements)) == m.move


def test_rack_may_be_a_sequence_and_aliases_are_read() -> None:
    board = Board.start()
    assert generated(board, ["4", "*", "2", "8"]) == generated(board, "4x28")


def test_bad_rack_is_an_error() -> None:
    with pytest.raises(ValueError, match="not a tile"):
        legal_moves(Board.start(), "4?")
    with pytest.raises(ValueError, match="beginner"):
        legal_moves(Board.start(), "4x", Rules(tile_set="beginner"))


def test_empty_rack_and_empty_board_have_no_moves() -> None:
    assert legal_moves(Board.start(), "") == []
    assert legal_moves(Board.empty(), "1+1=2") == []


def test_exported_from_the_package() -> None:
    assert summy.legal_moves is legal_moves
    assert summy.LegalMove.__name__ == "LegalMove"


# -- property: random small positions -------------------------------------------


@st.composite
def small_positions(draw: st.DrawFn) -> tuple[Board, str]:
    """A board with a few random tiles and greys near the centre, and a rack of 1-3 tiles."""
    cells = {}
    for _ in range(draw(st.integers(1, 8))):
        r = draw(st.integers(9, 15))
        c = draw(st.integers(9, 15))
        cells[(r, c)] = draw(st.sampled_from(TILES + "##"))
    rack = draw(st.text(alphabet=TILES, min_size=1, max_size=3))
    return Board.empty().place(cells), rack


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions())
def test_property_random_positions(position: tuple[Board, str]) -> None:
    board, rack = position
    assert generated(board, rack) == brute_force_moves(board, rack)


# -- the slowest positions of the benchmark, with full racks ----------------------

#: Positions where the bounds on the value cut most (and where legal_moves was slowest):
#: the turns of a seeded game that led there, and the full rack of the player to move.
HARD_POSITIONS = [
    (["swap :1", "swap 77", "J13> 2x7(=)14", "L8v 3+67=(7)0", "J7v 69x9=6(2)1",
      "H10> 4x(9)-(6)=30"], "=915:0-="),
    (["J13> 9-4(=)5", "J8v 3+87=(9)0", "L6v 10:5x2=(4)", "J11> (7)x(2)7=189",
      "M5v 6:2-0:(7)4(=)3", "swap ===6"], "72+0=3x2"),
    (["J13> 6-3(=)3", "M7v 138:23(=)6", "L10> 0(:)2577=0", "H9> 7+16:(8)=9",
      "H4v 80-4=(7)6", "P10v (7)+7=14"], "=x:9=105"),
    (["H13> 43-16(=)27", "M7v 0:1468(=)0", "swap 82", "H12> 4+0:3(8)=4", "N7v 3x841(=2)523",
      "L10v 9+(36)=45", "swap ::", "L16> (5)-(3)x0=5", "Q11v 93-86(=)7", "K11> 8(+61)=6(9)",
      "M9> (18)+3+6=27", "Q14> (8)x6=48"], "207752=x"),
    (["swap 07", "swap ::", "swap =8", "H13> 4:2+5(=)7", "K8v 0x679(+)3=3", "I9> 15(x)6=90",
      "D15> 2+6-4:4(=)7", "L6v 25-(6)3+4(5)=(7)", "F14> 9-0:7(3=)9", "M4v 3x5-7(=)8",
      "J3v 1x7x8=(5)6", "F10> 1+0x(6638)=1"], ":=2695=4"),
]


def replay(texts: list[str]) -> Board:
    board = Board.start()
    for text in texts:
        if not text.startswith("swap"):
            board = evaluate_move(board, Move.from_text(text)).board
    return board


@pytest.mark.parametrize("index", range(len(HARD_POSITIONS)))
def test_hard_positions_lose_nothing_to_the_bounds(index: int) -> None:
    # The bounds on the value drop no move, and walking stretches that differ only in
    # their old digits together loses none: the same moves as the plain walk.
    texts, rack = HARD_POSITIONS[index]
    board = replay(texts)
    moves = generated(board, rack)
    assert moves == {m.text: m.score for m in _unpruned_moves(board, rack)}
    for text, score in list(moves.items())[::25]:
        assert evaluate_move(board, Move.from_text(text)).score == score


# -- wrong types are named -------------------------------------------------------


def test_wrong_types_are_named() -> None:
    board = Board.start()
    with pytest.raises(TypeError, match=r"^rack must be a sequence of tile symbols such as "
                                        r"'3\+7=', not int 12$"):
        legal_moves(board, 12)
    with pytest.raises(TypeError, match="rack must be a sequence .* not NoneType None"):
        legal_moves(board, None)
    with pytest.raises(TypeError, match="rack must be a sequence .* not bytes"):
        legal_moves(board, b"4+37")
    with pytest.raises(TypeError, match="board must be a Board .* not str 'M13'"):
        legal_moves("M13", "4+37")
    with pytest.raises(TypeError, match="rules must be a summy Rules object or None, not dict"):
        legal_moves(board, "4+37", {"exact_division": True})
    with pytest.raises(TypeError, match="each tile of the rack must be a symbol .* not int 4"):
        legal_moves(board, ["3", 4])


def test_a_rack_item_that_is_not_one_tile_is_a_notation_error() -> None:
    board = Board.start()
    with pytest.raises(summy.NotationError, match="'12' is not a tile: a rack holds single"
                                                  " symbols") as caught:
        legal_moves(board, ["12", "+"])
    assert caught.value.code == "bad-symbol"
    assert isinstance(caught.value, ValueError)
    assert caught.value.text("de") != caught.value.text("en")
    with pytest.raises(summy.NotationError, match="'\\?' is not a tile"):
        legal_moves(board, ["4", "?"])


def test_wrong_input_changes_nothing_and_the_next_call_is_right() -> None:
    board = Board.start()
    before = generated(board, "4+37")
    for bad in (12, ["1", 2], ["12"], "4?"):
        with pytest.raises((TypeError, ValueError)):
            legal_moves(board, bad)
    assert generated(board, "4+37") == before
    assert board == Board.start()


# -- the rule options, on many positions -------------------------------------------

RULE_VARIANTS = {
    "default": Rules(),
    "exact_division": Rules(exact_division=True),
    "no_negative_intermediates": Rules(negative_intermediates=False),
    "both_switched": Rules(exact_division=True, negative_intermediates=False),
}


#: the classroom site's self-test (Pyodide, about three times slower) plays one game per rule
#: option instead of four; every ``make test`` plays all four on CPython
IN_BROWSER = sys.platform == "emscripten"


@cache
def option_positions(name: str) -> list[tuple[Board, str]]:
    """12 positions of seeded games played under the rules ``name``, with 4-tile racks
    (3 in the classroom site's self-test).

    Each rack holds the tiles of one of the player's moves (when there is one) and
    random tiles besides (':' and '-' often, so that the options matter).
    """
    rules = RULE_VARIANTS[name]
    out = []
    for seed in range(1 if IN_BROWSER else 4):
        game = Game(seed=200 + seed, rules=rules)
        for stage in (2, 6, 10):
            while len(game.history) < stage and not game.over:
                moves = legal_moves(game.board, game.rack(), rules)
                if moves:
                    game.play(max(moves, key=lambda m: m.score).move)
                else:
                    game.exchange("".join(game.rack()))
            rng = random.Random(seed * 31 + stage)
            short = [m for m in legal_moves(game.board, game.rack(), rules) if len(m.tiles) <= 3]
            rack = list(rng.choice(short).tiles) if short else []
            while len(rack) < 4:
                rack.append(rng.choice("0123456789::--+x="))
            out.append((game.board, "".join(rack)))
    return out


@pytest.mark.parametrize("name", list(RULE_VARIANTS))
def test_rule_options_on_many_positions_match_brute_force(name: str) -> None:
    rules = RULE_VARIANTS[name]
    found = 0
    for board, rack in option_positions(name):
        moves = generated(board, rack, rules)
        assert moves == brute_force_moves(board, rack, rules), (board.to_text(), rack)
        found += len(moves)
    assert found > 0


def test_strict_options_only_remove_moves_on_those_positions() -> None:
    for board, rack in option_positions("both_switched"):
        loose = {m.text for m in legal_moves(board, rack)}
        strict = {m.text for m in legal_moves(board, rack, RULE_VARIANTS["both_switched"])}
        assert strict <= loose


@pytest.mark.parametrize(
    ("old", "rack", "move", "refused_by"),
    [({"H13": "7", "I13": ":", "J13": "2"}, "x27=", "H13> (7:2)x2(=)7", "exact_division"),
     ({"H13": "3", "I13": "-", "J13": "5"}, "+42x", "H13> (3-5)+4(=)2",
      "no_negative_intermediates")],
    ids=["inexact_division", "negative_step"],
)
def test_each_option_removes_its_move_and_matches_brute_force(
    old: dict[str, str], rack: str, move: str, refused_by: str
) -> None:
    board = Board.start().place(old)
    for name, rules in RULE_VARIANTS.items():
        moves = generated(board, rack, rules)
        assert moves == brute_force_moves(board, rack, rules), name
        refused = name in (refused_by, "both_switched")
        assert (move in moves) is not refused, name


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions(), st.sampled_from(list(RULE_VARIANTS)))
def test_property_random_positions_under_each_rule_set(
    position: tuple[Board, str], name: str
) -> None:
    board, rack = position
    rules = RULE_VARIANTS[name]
    assert generated(board, rack, rules) == brute_force_moves(board, rack, rules)


def test_equal_stretches_on_other_lines_give_their_own_moves() -> None:
    # Two lone tiles in open space: the sums around one are found again around the other
    # (the generator reuses them), each with its own cells and cross runs.
    board = Board.empty().place({"E5": "=", "T20": "=", "T19": "3"})
    moves = generated(board, "4+37")
    assert moves == brute_force_moves(board, "4+37")
    assert "B5> 4+3(=)7" in moves and "Q20> 4+3(=)7" in moves
    assert moves["Q20> 4+3(=)7"] == moves["B5> 4+3(=)7"]


def test_stretches_that_differ_in_their_old_digits_give_their_own_moves() -> None:
    # Lone digits in open space, and pairs of digits with the same gaps, are walked
    # together up to the digits (then once per value): each keeps its own sums, also
    # where the values differ in two places, where one is a 0, and in the right side.
    board = Board.empty().place({
        "C3": "3", "C9": "7", "C15": "0", "C21": "1",         # lone digits, column C
        "J3": "2", "L3": "5", "J9": "8", "L9": "0",           # pairs: row 3 and row 9
        "R3": "2", "T3": "6", "R9": "4", "T9": "4",
    })
    found = set()
    for rack in ("7-4=", "x0=6", "3+=1"):
        moves = generated(board, rack)
        assert moves == brute_force_moves(board, rack), rack
        found |= set(moves)
    # Each shape gives moves of its own digits: the lone 3 and 0, the pairs 2.5 and 4.4.
    assert {"A3> 7-(3)=4", "C15> (0)x6=0", "H3> 7-(2)=(5)", "N9> 1+3=(4)"} <= found


def test_full_racks_lose_nothing_to_the_bounds_under_each_rule_set() -> None:
    for name, rules in RULE_VARIANTS.items():
        game = play_greedy(11, 6, rules)
        board, rack = game.board, "".join(game.rack())
        fast = {m.text: m.score for m in legal_moves(board, rack, rules)}
        assert fast == {m.text: m.score for m in _unpruned_moves(board, rack, rules)}, name


def test_a_rack_longer_than_the_rack_size_places_at_most_that_many_tiles() -> None:
    game = play_greedy(6, 4)  # moves of 3, 4, 6 and 8 tiles: 3, 37, 212 and 402
    board, rack = game.board, "".join(game.rack())
    every = generated(board, rack)
    found = 0
    for size in (3, 4, 6):
        small = generated(board, rack, Rules(rack_size=size))
        assert small == {t: s for t, s in every.items() if len(Move.from_text(t).tiles) <= size}
        found += 0 < len(small) < len(every)
    assert found == 3
