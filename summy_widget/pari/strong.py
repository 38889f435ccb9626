"""The ``strong`` =Pari= player: each candidate play is weighed by its equity.

equity = points now + value of the hand after the draw + what the cards kept
score next turn - the threat to the next two players' replies.

- The candidates are the best scoring plays of each equation (a few, keeping
  different cards; on a big hand within the work bound of :mod:`.bounded`) and
  the single cards that leave the least to the opponents.
- The hand after the draw: a play that scores keeps ``h - u`` of ``h`` cards and
  then draws to 5 (or 2); one that waits keeps ``h - 1`` and draws 2. More cards
  make longer equations later (the rules' strategic hint).
- What the cards kept score next turn: the best points they make with a few of
  them on the table this play leaves (waiting for a longer equation pays when
  the table holds one the hand can finish later, and the opponents cannot).
- The threat of an equation is the expected best score an opponent makes in it
  with one to three cards: every such completion, weighed by the chance that a
  hand of the opponent's size dealt from the unseen cards holds its cards.
- In the last round (someone has reached the target) only points count.
- The draw takes digits, an operator only for a hand without one
  (:func:`choose_strong_draw`).

>>> from summy_widget.pari import Game
>>> g = Game(players=3, seed=4)
>>> text = choose_strong_play(g, random.Random(1))
>>> g.preview(text).verdict is not None
True
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb

from .best import best_points
from .bounded import insert_bound
from .game import Game
from .rules import DIGIT_CARDS, Rules
from .search import Found, correct_rows

__all__ = ["WEIGHTS", "choose_strong_draw", "choose_strong_play", "threat", "unseen"]

#: the weights of the equity (kept as one table so they can be tuned)
WEIGHTS = {
    "card": 0.6,  # each card of the hand after the draw, up to ``cards``
    "cards": 7,
    "next": 1.0,  # the next player's threat
    "after": 0.5,  # the threat to the player after that
    "scoring": 3,  # scoring candidates per equation
    "safe": 4,  # single cards weighed with the whole threat
    "near": 5,  # an opponent this close to the target: cards count less
    "potential": 1.0,  # the best score the cards kept make next turn on the table left
    "reach": 4,  # ... with at most this many of them
    "samples": 0,  # hands dealt from the unseen cards to play the replies (0: the chances)
    "reply": 4,  # the most cards of such a reply
    "threat_cards": 3,  # the most cards of a reply worked out from the chances
    "ratio": 6,  # the draw: digits; an operator when the hand has more than this to each
}


def unseen(game: Game) -> Counter:
    """The cards the current player cannot see: all cards minus the table and the hand.

    >>> g = Game(players=2, seed=1)
    >>> sum(unseen(g).values()) == 84 - sum(len(r) - 1 for r in g.rows) - len(g.hands[0])
    True
    """
    pool = Counter(game.rules.digit_deck() + game.rules.operator_deck())
    for row in game.rows:
        pool.subtract(c for c in row if c != "=")
    pool.subtract(game.hands[game.current])
    return +pool


def holds(cards: tuple[str, ...], pool: Counter, total: int, size: int) -> float:
    """The chance that ``size`` cards dealt from ``pool`` (``total`` cards) hold all of
    ``cards`` (each card on its own, which is close enough for a few cards).

    >>> round(holds(("7",), Counter({"7": 1, "1": 1}), 2, 1), 2)
    0.5
    """
    chance = 1.0
    for card, need in Counter(cards).items():
        have = pool[card]
        if have < need or size < need:
            return 0.0
        # at least ``need`` of the ``have`` copies among ``size`` of ``total`` cards
        miss = sum(comb(have, k) * comb(total - have, size - k) for k in range(need))
        chance *= 1 - miss / comb(total, size)
    return chance


def threat(row: str, pool: Counter, size: int, rules: Rules) -> float:
    """The expected best score a hand of ``size`` cards from ``pool`` makes in ``row``
    with one to ``WEIGHTS["threat_cards"]`` cards.

    >>> pool = Counter("0123456789" * 4 + "+-x:" * 4)
    >>> threat("5x2=1", pool, 5, Rules()) > threat("5x2=", pool, 5, Rules()) > 0  # 5x2=10
    True
    >>> threat("=", pool, 5, Rules())  # 1=1 brings no points, 1+2=3 needs four cards
    0.0
    """
    total = sum(pool.values())
    if size <= 0 or total < size:
        return 0.0
    best: dict[tuple[str, ...], int] = {}
    for f in correct_rows(row, pool, rules, max_insert=WEIGHTS["threat_cards"],
                          hand_size=size + 99):
        key = tuple(sorted(f.cards))
        best[key] = max(best.get(key, 0), f.points)
    expected, none = 0.0, 1.0
    for cards, points in sorted(best.items(), key=lambda kv: -kv[1]):
        chance = holds(cards, pool, total, size)
        expected += none * chance * points
        none *= 1 - chance
    return expected


def choose_strong_play(game: Game, rng: random.Random) -> str:
    """The play text of the candidate with the highest equity."""
    found = _scoring(game)
    if game.ending:
        if found:
            return found[0].text  # the last round: only points count
    candidates = [(f.text, f.points, len(f.cards), f.equation, "=") for f in found]
    for text, eq, row in _safe_cards(game, rng):
        candidates.append((text, 0, 1, eq, row))
    if not candidates:
        return _any_card(game, rng)
    pool = unseen(game)
    hands = _dealt(game, pool, rng)
    best = None
    for text, points, used, eq, row in candidates:
        value = (points + _hand_value(game, used) - _threats(game, pool, eq, row, hands)
                 + WEIGHTS["potential"] * _potential(game, text, eq, row))
        if best is None or value > best[0]:
            best = (value, text)
    return best[1]


def choose_strong_draw(game: Game) -> list[str]:
    """The piles of the draw: as many cards as allowed, all digits but an operator
    for a hand without one (or with more than ``WEIGHTS["ratio"]`` digits to each).
    Most equations need one operator to three or four digits, and the table
    often gives the operator; the game's default (two digits to each operator)
    leaves the hand short of digits.

    >>> g = Game(players=3, seed=4)
    >>> g.play(choose_strong_play(g, random.Random(1))).player
    0
    >>> while g.phase == "lay":
    ...     _ = g.lay()
    >>> g.hands[0][:] = list("123x")
    >>> choose_strong_draw(g), g.default_draw()
    (['digit', 'digit'], ['operator', 'digit'])
    """
    return game.default_draw(ratio=WEIGHTS["ratio"])


def _scoring(game: Game) -> list[Found]:
    """The best few scoring plays of each equation, best points first."""
    hand = Counter(game.hands[game.current])
    limit = insert_bound(game.rows, hand, game.rules)
    found: list[Found] = []
    for i, row in enumerate(game.rows):
        plays = correct_rows(row, hand, game.rules, equation=i, max_insert=limit,
                             hand_size=len(game.hands[game.current]))
        plays.sort(key=lambda f: (-f.points, f.row))
        kept: set[tuple[str, ...]] = set()
        for f in plays:
            key = tuple(sorted(f.cards))
            if key not in kept and len(kept) < WEIGHTS["scoring"]:
                kept.add(key)
                found.append(f)
    found.sort(key=lambda f: (-f.points, -len(f.cards), f.equation, f.row))
    return found


def _hand_value(game: Game, used: int) -> float:
    """The value of the cards in hand after this play and the draw (2, or up to 5)."""
    hand = game.hands[game.current]
    after = max(len(hand) - used + 2, 5)
    near = any(s >= game.rules.target - WEIGHTS["near"]
               for i, s in enumerate(game.scores) if i != game.current)
    weight = WEIGHTS["card"] * (0.5 if near else 1.0)
    return weight * min(after, WEIGHTS["cards"])


def _potential(game: Game, text: str, eq: int, row: str) -> int:
    """The best score the cards this play keeps make next turn on the table it leaves
    (with a few of them, and the two new cards still in hand)."""
    kept = Counter(game.hands[game.current])
    kept.subtract(Counter(text.split(" ", 1)[1]) - Counter(game.rows[eq]))
    kept = +kept
    if not kept:
        return 0
    rows = list(game.rows)
    rows[eq] = row
    best = 0
    for r in rows:
        best = best_points(r, kept, game.rules, max_insert=WEIGHTS["reach"],
                           hand_size=99, beat=best) or best
    return best


def _dealt(game: Game, pool: Counter, rng: random.Random) -> list[list[Counter]]:
    """Hands dealt from the unseen cards for the next two players (none when the
    threat is worked out from the chances)."""
    cards = sorted(pool.elements())
    out = []
    for step in (1, 2)[:game.players - 1]:
        size = min(len(game.hands[(game.current + step) % game.players]), len(cards))
        out.append([Counter(rng.sample(cards, size)) for _ in range(WEIGHTS["samples"])])
    return out


def _threats(game: Game, pool: Counter, eq: int, row: str,
             hands: list[list[Counter]]) -> float:
    """The threat of the table after the play to the next two players."""
    rows = list(game.rows)
    rows[eq] = row
    total = 0.0
    for step, weight in ((1, WEIGHTS["next"]), (2, WEIGHTS["after"])):
        if step >= game.players:
            break
        seat = (game.current + step) % game.players
        size = len(game.hands[seat])
        if hands[step - 1]:
            total += weight * sum(_best_reply(rows, h, size, game.rules)
                                  for h in hands[step - 1]) / len(hands[step - 1])
        else:
            total += weight * max(threat(r, pool, size, game.rules) for r in rows)
    return total


def _best_reply(rows: list[str], hand: Counter, size: int, rules: Rules) -> int:
    """The most points ``hand`` scores in one of ``rows`` with a few cards."""
    best = 0
    for r in rows:
        best = best_points(r, hand, rules, max_insert=WEIGHTS["reply"], hand_size=size,
                           beat=best) or best
    return best


def _safe_cards(game: Game, rng: random.Random) -> list[tuple[str, int, str]]:
    """The single-card plays that leave the opponents the least: (text, equation, row)."""
    hand = game.hands[game.current]
    counts = Counter(hand)
    digits = sum(counts[c] for c in DIGIT_CARDS)
    ops = len(hand) - digits
    limit = game.rules.incorrect_limit
    symbols = Counter({c: 1 for c in DIGIT_CARDS + game.rules.operators})
    ranked = []
    for card in sorted(counts):
        # give away what the hand has too much of: spare copies, operators beyond one to two digits
        spare = counts[card] - 1 + (1 if card not in DIGIT_CARDS and ops * 2 > digits else 0)
        for eq, row in enumerate(game.rows):
            for gap in range(len(row) + 1):
                new = row[:gap] + card + row[gap:]
                if limit is not None and len(new) >= limit:
                    new, risk = "=", 0.0  # it is cleared at the end of the turn
                else:
                    risk = sum(f.points + 1 for f in correct_rows(
                        new, symbols, game.rules, max_insert=1, hand_size=99))
                ranked.append((risk, -spare + rng.random() * 0.1, eq, new,
                               game.row_with(eq, [(gap, card)])))
    ranked.sort()
    return [(text, eq, new) for _risk, _spare, eq, new, text in ranked[:WEIGHTS["safe"]]]


def _any_card(game: Game, rng: random.Random) -> str:
    """Some single card somewhere (a hand that has no better play)."""
    hand = game.hands[game.current]
    eq = rng.randrange(len(game.rows))
    return game.row_with(eq, [(rng.randint(0, len(game.rows[eq])), rng.choice(hand))])
