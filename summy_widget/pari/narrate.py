"""=Pari= in plain words: what each action did, cards and rows read aloud, whose turn it is.

The session turns every action into an *event* (a JSON dict with public facts
only: the row on the table, the laid card, which piles were drawn from; never a
drawn or passed card). This module says an event in words, in English, German
or Dutch, once for the eye (with the card symbols) and once for the ear (with
"times", "divided by", "equals").

>>> spoken_row("3x4=12", "en")
'3 times 4 equals 12'
>>> spoken_row("12:3=4", "de")
'12 geteilt durch 3 gleich 4'
>>> spoken_card("x", "nl"), spoken_card("=", "nl")
('keer', 'is')
>>> added_positions("x=", "x=5"), added_positions("=2", "5=2+3")
([2], [0, 3, 4])
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .. import i18n
from ..session import Seat, default_key

__all__ = ["Words", "added_positions", "describe", "is_you", "joined", "or_cards", "points_words",
           "sentence", "shown_row", "spoken_card", "spoken_row", "turn_words", "winner_words"]

#: the card symbols and their printed form
SHOWN = {"x": "×", ":": ":", "-": "−"}


def shown_card(card: str) -> str:
    """The printed form of a card (``×`` for ``x``).

    >>> shown_card("x"), shown_card("7")
    ('×', '7')
    """
    return SHOWN.get(card, card)


def shown_row(row: str) -> str:
    """A row as printed on the cards.

    >>> shown_row("2x3=6")
    '2×3=6'
    """
    return "".join(shown_card(c) for c in row)


def spoken_card(card: str, lang: str = "en") -> str:
    """A card's name said aloud: digits as they are, operators and ``=`` in words."""
    if card.isdigit():
        return card
    return i18n.t(f"pari.say.{card}", lang)


def spoken_row(row: str, lang: str = "en") -> str:
    """A row read aloud: runs of digits as numbers, the other cards in words.

    >>> spoken_row("=", "en"), spoken_row("", "en")
    ('equals', '')
    """
    words: list[str] = []
    number = ""
    for card in row:
        if card.isdigit():
            number += card
            continue
        if number:
            words.append(number)
            number = ""
        words.append(spoken_card(card, lang))
    if number:
        words.append(number)
    return " ".join(words)


def spoken_cards(cards: list[str], lang: str = "en") -> str:
    """Cards one by one, separated by commas.

    >>> spoken_cards(["5", "1", "x"], "en")
    '5, 1, times'
    """
    return ", ".join(spoken_card(c, lang) for c in cards)


def added_positions(old: str, new: str) -> list[int]:
    """The places in ``new`` of the cards that are not from ``old`` (``old`` is kept in order)."""
    out, j = [], 0
    for k, card in enumerate(new):
        if j < len(old) and old[j] == card:
            j += 1
        else:
            out.append(k)
    return out


def shown(row: str) -> str:
    """Cards as printed on them: ``×`` and ``−``.

    >>> shown("12-3x3=3")
    '12−3×3=3'
    """
    return row.replace("x", "×").replace("-", "−")


_SIGNS = re.compile(r"(?<=[\s\d(])x(?=[\s\d(,.;:]|$)|(?<![A-Za-z])-(?=[\s\d(,.;:]|$)")


def shown_lines(lines: list[str]) -> list[str]:
    """Explanation lines with the signs printed on the cards: ``×``, and ``−`` for minus and
    negative numbers; the arrow ``->`` and the words stay as they are.

    >>> shown_lines(["3-5x4=2", "  3 - 5 x 4  ->  3 - 20 = -17", "  left side -17 = next 2"])
    ['3−5×4=2', '  3 − 5 × 4  ->  3 − 20 = −17', '  left side −17 = next 2']
    >>> shown_lines(["the left side may not end with x, because a number must come before ="])
    ['the left side may not end with ×, because a number must come before =']
    """
    return [_SIGNS.sub(lambda m: "×" if m.group() == "x" else "−", line) for line in lines]


def cards_words(n: int, lang: str = "en") -> str:
    """``1 card``, ``3 cards`` in the words of ``lang``.

    >>> cards_words(1), cards_words(3, "nl")
    ('1 card', '3 kaarten')
    """
    return i18n.t("pari.card-one" if n == 1 else "pari.card-many", lang, n=n)


def points_words(n: int, lang: str = "en") -> str:
    """``1 point``, ``3 points`` in the words of ``lang``.

    >>> points_words(1, "de"), points_words(0, "nl")
    ('1 Punkt', '0 punten')
    """
    return i18n.t("pari.point-one" if n == 1 else "pari.point-many", lang, n=n)


def or_cards(options: list[int], lang: str = "en") -> str:
    """Draw choices in words: ``0 or 2 cards``, ``1 card``.

    >>> or_cards([0, 2]), or_cards([2, 4], "nl"), or_cards([1], "de")
    ('0 or 2 cards', '2 of 4 kaarten', '1 Karte')
    """
    numbers = sorted(options)
    if not numbers:
        return cards_words(0, lang)
    head = i18n.t("pari.or", lang).join(str(n) for n in numbers[:-1])
    return (head + i18n.t("pari.or", lang) if head else "") + cards_words(numbers[-1], lang)


def or_words(words: list[str], lang: str = "en") -> str:
    """Words as choices: ``a, b or c``.

    >>> or_words(["a", "b", "c"]), or_words(["a"], "de")
    ('a, b or c', 'a')
    """
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + i18n.t("pari.or", lang) + words[-1]


@dataclass(frozen=True)
class Words:
    """A part of an error message said in the pupil's language when it is shown:
    ``key`` is a message key, ``"or-cards"`` (the draw choices ``numbers``) or
    ``"options"`` (the options of a new game, named as the new-game dialog names them).

    >>> Words("or-cards", (0, 2)).reason_in("de"), Words("pari.what.gap").reason_in("nl")
    ('0 oder 2 Karten', 'de plek in de vergelijking')
    >>> Words("options", ("paid_moves", "target")).reason_in("en")
    'paid moves or target score'
    """

    key: str
    numbers: tuple[Any, ...] = ()

    def reason_in(self, lang: str) -> str:
        """These words in ``lang``."""
        if self.key == "or-cards":
            return or_cards(list(self.numbers), lang)
        if self.key == "options":
            return or_words([i18n.t(f"pari.opt.name.{o}", lang) for o in self.numbers], lang)
        return i18n.t(self.key, lang)


def _piles_words(piles: list[str], lang: str) -> str:
    """``2 digits, 1 operator`` (the piles drawn from; the cards stay secret)."""
    parts = []
    for pile in ("digit", "operator"):
        n = piles.count(pile)
        if n:
            parts.append(f"{n} {i18n.t('pari.' + pile + ('s' if n > 1 else ''), lang)}")
    return ", ".join(parts)


def describe(event: dict[str, Any], lang: str = "en", spoken: bool = False) -> str:
    """One event in words (``spoken``: operators and ``=`` in words, for a screen reader).

    >>> e = {"kind": "play", "name": "Ann", "equation": 0, "row": "5=2+3", "points": 2,
    ...      "valid": True, "added": 3}
    >>> describe(e)
    'Ann made equation 1 correct: 5=2+3, 2 points'
    >>> describe(e, "de", spoken=True)
    'Ann hat Gleichung 1 richtig gemacht: 5 gleich 2 plus 3, 2 Punkte'
    >>> describe({"kind": "draw", "name": "Ben", "piles": ["digit", "digit"]})
    'Ben drew 2 cards: 2 digits'
    """
    key, p = _words(event, lang, spoken)
    return i18n.t(f"pari.log.{key}{_you(event, key)}", lang, **p)


def is_you(name: str) -> bool:
    """Whether ``name`` is the default person's name ("You", "Du", "Jij"), which sentences
    say in the second person ("Du hast ...", not "Du hat ...").

    >>> is_you("Du"), is_you("Ann"), is_you("Computer")
    (True, False, False)
    """
    return default_key(Seat(name)) == ("you", None)


def _you(event: dict[str, Any], key: str) -> str:
    """The key ending of ``event``'s sentence: ``-you`` when the default person acts,
    ``-to-you`` when a card is passed to them (``dir``, ``jou``), else nothing."""
    if is_you(event.get("name", "")):
        return "-you"
    return "-to-you" if key == "pass" and is_you(event.get("to_name", "")) else ""


#: the kinds of event that can be said as a part of a sentence of several (:func:`joined`)
PARTS = ("lay", "draw", "pass")


def joined(events: list[dict[str, Any]], lang: str = "en", spoken: bool = False) -> str:
    """Events of one player's turn shown as one step, in one sentence: a laid card, the
    draw and the card passed (each of :data:`PARTS`); one event is said as by :func:`describe`.

    >>> lay = {"kind": "lay", "name": "Ben", "equation": 1, "card": "x", "side": "left"}
    >>> draw = {"kind": "draw", "name": "Ben", "piles": ["digit", "operator"]}
    >>> give = {"kind": "pass", "name": "Ben", "to_name": "Ann"}
    >>> print(joined([lay, draw, give]))  # doctest: +NORMALIZE_WHITESPACE
    Ben laid a new card × on the left of equation 2, drew 2 cards (1 digit, 1 operator)
    and gave a card to Ann
    >>> joined([draw, give], "de")
    'Ben hat 2 Karten gezogen (1 Ziffer, 1 Rechenzeichen) und Ann eine Karte gegeben'
    >>> print(joined([lay, draw], "nl", spoken=True))  # doctest: +NORMALIZE_WHITESPACE
    Ben legde een nieuwe kaart keer links van vergelijking 2
    en trok 2 kaarten (1 cijfer, 1 rekenteken)
    """
    if len(events) == 1:
        return describe(events[0], lang, spoken)
    parts = []
    for event in events:
        key, p = _words(event, lang, spoken)
        to_you = key == "pass" and is_you(event.get("to_name", ""))
        parts.append(i18n.t(f"pari.log.part.{key}{'-to-you' if to_you else ''}", lang, **p))
    text = ", ".join(parts[:-1]) + i18n.t("pari.log.and", lang) + parts[-1]
    name = events[0].get("name", "")
    return i18n.t(f"pari.log.joined{'-you' if is_you(name) else ''}", lang, name=name, parts=text)


def _words(event: dict[str, Any], lang: str, spoken: bool) -> tuple[str, dict[str, Any]]:
    """The message key of ``event`` (after ``pari.log.``) and the words it is filled with."""
    kind = event["kind"]
    p: dict[str, Any] = {"name": event.get("name", ""), "n": event.get("equation", 0) + 1}
    row_of = (lambda r: spoken_row(r, lang)) if spoken else shown_row
    card_of = (lambda c: spoken_card(c, lang)) if spoken else shown_card
    if kind == "play":
        p.update(row=row_of(event["row"]), points=points_words(event.get("points", 0), lang),
                 cards=cards_words(event.get("added", 0), lang))
        return ("play-ok" if event.get("valid") else "play-wrong"), p
    if kind == "lay":
        p.update(card=card_of(event["card"]), side=i18n.t("pari." + event["side"], lang))
    elif kind == "draw":
        p.update(cards=cards_words(len(event["piles"]), lang),
                 piles=_piles_words(event["piles"], lang))
        return ("draw" if event["piles"] else "draw-none"), p
    elif kind == "pass":
        p.update(to=event.get("to_name", ""))
    elif kind == "move":
        p.update(cost=points_words(event.get("cost", 1), lang),
                 to=event.get("to_equation", 0) + 1)
    elif kind == "cover":
        p.update(card=card_of(event["card"]))
    return kind, p  # also "time", "time-up"


def sentence(words: str) -> str:
    """``words`` as a sentence: a full stop added unless they end with one already (or with
    ``!``, ``?`` or ``…``), so joined sentences never read "Winner: Ann!.".

    >>> sentence("Ann is playing")
    'Ann is playing.'
    >>> sentence("The game is over. Winner: Ann!")
    'The game is over. Winner: Ann!'
    """
    words = words.rstrip()
    return words if not words or words[-1] in ".!?…" else words + "."


def turn_words(view: dict[str, Any], lang: str = "en") -> str:
    """Whose turn it is and what comes next, or the end of the game, in words."""
    names = view["names"]
    if view["over"]:
        winners = winner_words([names[w] for w in view["winners"]], lang)
        return f"{i18n.t('pari.over', lang)} {winners}"
    name = names[view["current"]]
    if not view["my_turn"]:
        return i18n.t("pari.turn-of", lang, name=name)
    phase = view["phase"]
    step = {
        "play": lambda: i18n.t("pari.step.play", lang),
        "lay": lambda: i18n.t("pari.step.lay", lang, n=(view["pending_lay"] or 0) + 1),
        "draw": lambda: draw_words(view["draw_options"], lang),
        "pass": lambda: i18n.t("pari.step.pass", lang),
    }[phase]()
    if is_you(name):
        return f"{i18n.t('pari.your-turn-you', lang)}: {step}"  # not "You, your turn"
    return f"{i18n.t('pari.your-turn', lang, name=name)}: {step}"


def winner_words(winners: list[str], lang: str = "en") -> str:
    """Who won, in words: the default person in the second person ("Du hast gewonnen!").

    >>> winner_words(["Ann"]), winner_words(["Du"], "de"), winner_words(["Ann", "Jij"], "nl")
    ('Winner: Ann!', 'Du hast gewonnen!', 'Jij en Ann winnen samen!')
    """
    others = [w for w in winners if not is_you(w)]
    you = "-you" if len(others) < len(winners) else ""
    if not others:
        return i18n.t("pari.winner-you", lang)
    key = "pari.winners" if len(winners) > 1 else "pari.winner"
    return i18n.t(key + you, lang, names=", ".join(others))


def draw_words(options: list[int], lang: str = "en") -> str:
    """What the draw step asks, without cryptic numbers.

    >>> draw_words([2], "en")
    'draw 2 cards; choose a draw pile for each card'
    >>> draw_words([0, 2], "en")
    'draw 2 cards, or none as you hold 5 already; choose a draw pile for each card'
    >>> draw_words([1, 2], "en")
    'draw 2 cards, or 1 card to bring your hand up to 5; choose a draw pile for each card'
    >>> draw_words([1], "en")
    'draw 1 card; choose a draw pile for each card'
    """
    if len(options) < 2:  # the piles run out: "draw 1 card"
        return i18n.t("pari.step.draw-one", lang,
                      cards=cards_words(options[0] if options else 0, lang))
    other = next((n for n in options if n != 2), options[0])
    if other == 0:
        return i18n.t("pari.step.draw-none", lang)
    return i18n.t("pari.step.draw-two", lang, other=cards_words(other, lang))
