"""The =Pari= command line: play by typing short commands, hear the answer (no mouse, no sight).

Commands are words of the widget's language (English words always work too):

==========  =======================  ==================  =====================
command     English                  Deutsch             Nederlands
==========  =======================  ==================  =====================
read        ``read equation 2``      ``lies 2``          ``lees vergelijking 2``
hand        ``hand``                 ``hand``            ``hand``
put         ``put 7 equation 2 position 3``  ``lege 7 2 3``  ``leg 7 2 3``
a play      ``#1 5=2+3`` (the whole row after it, as a game record writes it; in every language)
take        ``take 3`` / ``take all``        ``nimm 3``      ``terug 3``
play        ``play``                 ``spiele``          ``speel``
lay         ``lay digit left``       ``anlegen ziffer links``  ``aanleggen cijfer links``
draw        ``draw digit operator``  ``ziehe ziffer ziffer``   ``trek cijfer cijfer``
pass        ``pass 7``               ``gib 7``           ``geef 7``
score       ``score``                ``punkte``          ``punten``
last        ``last``                 ``letzte``          ``laatste``
move        ``move 1 2 to 1 4`` (paid moves: equation 1's card 2 to place 4)
cover       ``cover 1 3 with 7`` (paid moves: equation 1's card 3 under a 7)
hint, time, help
==========  =======================  ==================  =====================

>>> from summy_widget.pari import Session
>>> s = Session(["Ann", "computer:greedy"], seed=30)
>>> run(s, "hand")
'Your cards: 5, 8, 3, 6, plus, times.'
>>> run(s, "read equation 2")
'Equation 2: times equals. Cards: 1 times, 2 equals.'
>>> run(s, "put 5 equation 2 position 3")
'Equation 2: times equals 5. Not correct yet: ...'
>>> run(s, "take 3")
'Place cards to see whether the equation is correct.'
>>> run(s, "#1 5=2+3")
'Equation 1: 5 equals 2 plus 3. Correct: 2 points.'
"""

from __future__ import annotations

import re
from typing import Any

from .. import i18n
from ..errors import GameError, expect_type
from .moves import parse
from .narrate import (
    describe,
    draw_words,
    points_words,
    sentence,
    spoken_card,
    spoken_row,
    turn_words,
)

__all__ = ["VERBS", "allowed_verbs", "run"]

#: the commands, each looked up as "pari.cmd.<verb>" (words separated by "|")
VERBS = ("read", "hand", "put", "take", "play", "lay", "draw", "pass", "score", "last",
         "hint", "time", "move", "cover", "help")
#: words that may stand between the numbers and are skipped
FILLERS = ("equation", "position", "card", "all", "to")
#: a play as the record writes it: ``#`` and the equation's number, then the whole row
_ROW = re.compile(r"\s*#\s*\d+\s+\S")
#: card names besides the symbols themselves
CARD_WORDS = {"*": "x", "×": "x", "/": ":", "÷": ":", "−": "-"}


def _error(code: str, **params: Any) -> GameError:
    return GameError(code, key=f"pari.error.{code}", **params)


def _words(key: str, lang: str) -> set[str]:
    """The words of ``key`` in ``lang`` and in English (``"read|r"`` -> {"read", "r"})."""
    out = set()
    for table_lang in {lang, "en"}:
        out.update(w.strip().lower() for w in i18n.t(key, table_lang).split("|") if w.strip())
    return out


def _verb(word: str, lang: str, allowed: list[str], typed: str = "") -> str:
    """The command ``word`` names; else the refusal, which quotes the line as ``typed``."""
    for verb in VERBS:
        if word in _words(f"pari.cmd.{verb}", lang):
            return verb
    raise _error("command", text=(typed or word)[:40], verbs=", ".join(
        i18n.t(f"pari.cmd.{v}", lang).split("|")[0] for v in allowed))


def _card(word: str, lang: str) -> str:
    """A card from its symbol or its spoken name (``times``, ``mal``, ``keer``, ``×``)."""
    word = CARD_WORDS.get(word, word)
    if len(word) == 1 and (word.isdigit() or word in "+-x:="):
        return word
    for card in "+-x:=":
        if word == spoken_card(card, lang).lower() or word == spoken_card(card, "en").lower():
            return card
    raise _error("command-card", text=word[:40])


def _kind(word: str, options: tuple[str, ...], lang: str) -> str:
    """A pile or a side from its word (``digit``, ``Ziffer``, ``cijfer``, ``left``, ...)."""
    for option in options:
        if word in _words(f"pari.cmd.word.{option}", lang):
            return option
    raise _error("command-word", text=word[:40],
                 words=", ".join(i18n.t(f"pari.{o}", lang) for o in options))


def _numbers(words: list[str], count: int, example: str) -> list[int]:
    """``count`` whole numbers (1, 2, ...) from ``words``; else an error showing ``example``."""
    try:
        numbers = [int(w) for w in words]
    except ValueError:
        numbers = []
    if len(numbers) != count or any(n < 1 for n in numbers):
        raise _error("command-args", example=example)
    return numbers


def run(session: Any, text: Any) -> str:
    """Carry out one command on ``session`` and return the answer (also said aloud)."""
    expect_type("text", text, str, "a command like 'hand' or 'put 7 equation 2 position 3'")
    lang = session.lang
    if _ROW.match(text):  # a play as a game record writes it: "#2 3x2=6"
        return _row(session, text)
    fillers = set().union(*(_words(f"pari.cmd.word.{w}", lang) for w in FILLERS))
    words = [w.lstrip("#") for w in text.lower().replace(",", " ").split() if w.lstrip("#")]
    if not words:
        raise _error("command-empty")
    verb = _verb(words[0], lang, allowed_verbs(session.game.rules), " ".join(text.split()))
    rest = [w for w in words[1:] if w not in fillers]
    everything = any(w in _words("pari.cmd.word.all", lang) for w in words[1:])
    before = session.said["n"]
    answer = ANSWERS[verb](session, rest, lang, everything)
    if answer is None:  # an action: it said what happened
        return session.said["text"] if session.said["n"] != before else ""
    session.say(answer)
    return answer


def _row(session: Any, text: str) -> str:
    """Lay the cards of a play written as the game's record writes it (``#2 3x2=6``)."""
    play = parse(" ".join(text.lower().split()).replace("# ", "#"))
    before = session.said["n"]
    session.place_row(play.equation, play.row)
    return session.said["text"] if session.said["n"] != before else ""


def _example(verb: str, lang: str) -> str:
    return i18n.t(f"pari.cmd.example.{verb}", lang)


def _read(session: Any, rest: list[str], lang: str, _all: bool) -> str:
    view = session.view()
    rows = ["".join(c["card"] for c in row) for row in view["rows"]]
    chosen = range(len(rows))
    if rest:
        n = _numbers(rest, 1, _example("read", lang))[0]
        if n > len(rows):
            raise _error("equation", n=n)
        chosen = [n - 1]
    parts = []
    for i in chosen:
        cards = ", ".join(
            f"{k + 1} {spoken_card(c['card'], lang)}"
            + (f" ({i18n.t('pari.cmd.new', lang)})" if c["new"] else "")
            for k, c in enumerate(view["rows"][i]))
        parts.append(i18n.t("pari.cmd.equation", lang, n=i + 1, row=spoken_row(rows[i], lang),
                            cards=cards))
    return " ".join(parts)


def _hand(session: Any, _rest: list[str], lang: str, _all: bool) -> str:
    view = session.view()
    cards = [spoken_card(c["card"], lang) for c in view["hand"] if not c["used"]]
    return i18n.t("pari.cmd.hand-answer", lang, cards=", ".join(cards) or "-")


def _hand_index(session: Any, card: str) -> int:
    hand = [c for c in session.view()["hand"] if c["card"] == card]
    for c in hand:
        if not c["used"]:
            return c["index"]
    raise _error("command-card-laid" if hand else "command-no-card", card=card)


def _put(session: Any, rest: list[str], lang: str, _all: bool) -> None:
    if len(rest) != 3:
        raise _error("command-args", example=_example("put", lang))
    card = _card(rest[0], lang)
    equation, position = _numbers(rest[1:], 2, _example("put", lang))
    session.place(equation - 1, position - 1, _hand_index(session, card))


def _take(session: Any, rest: list[str], lang: str, everything: bool) -> None:
    if everything and not rest:
        session.recall()
        return
    session.unplace(_numbers(rest, 1, _example("take", lang))[0] - 1)


def _play(session: Any, _rest: list[str], _lang: str, _all: bool) -> None:
    session.submit()


def _lay(session: Any, rest: list[str], lang: str, _all: bool) -> None:
    if len(rest) != 2:
        raise _error("command-args", example=_example("lay", lang))
    session.lay(_kind(rest[0], ("digit", "operator"), lang),
                _kind(rest[1], ("left", "right"), lang))


def _draw(session: Any, rest: list[str], lang: str, _all: bool) -> str | None:
    if not rest:
        return sentence(draw_words(list(session.game.draw_options()), lang))
    for word in rest:
        session.draw_card(_kind(word, ("digit", "operator"), lang))
    if session.game.phase == "draw" and session.draw_piles:
        session.draw_done()
    return None


def _pass(session: Any, rest: list[str], lang: str, _all: bool) -> None:
    if len(rest) != 1:
        raise _error("command-args", example=_example("pass", lang))
    session.pass_card(_hand_index(session, _card(rest[0], lang)))


def _score(session: Any, _rest: list[str], lang: str, _all: bool) -> str:
    view = session.view()
    scores = ", ".join(f"{n} {points_words(s, lang)}"
                       for n, s in zip(view["names"], view["scores"]))
    target = i18n.t('pari.target', lang, target=view['target'])
    return f"{scores}. {target} {sentence(view['step'])}"


def _last(session: Any, _rest: list[str], lang: str, _all: bool) -> str:
    log = session.log
    if not log:
        return i18n.t("pari.cmd.nothing-yet", lang)
    viewer = session.viewer
    start = len(log) - 1
    while start > 0 and log[start - 1]["seat"] != viewer:
        start -= 1
    if log[-1]["seat"] == viewer:
        start = len(log) - 1
    return " ".join(sentence(describe(e, lang, spoken=True)) for e in log[start:])


def _hint(session: Any, _rest: list[str], _lang: str, _all: bool) -> None:
    session.hint_step()


def _time(session: Any, _rest: list[str], _lang: str, _all: bool) -> None:
    session.turn_timer()


def _paid(session: Any, text: str) -> None:
    """A paid move (variant): the draft goes back to the hand first."""
    seat = session._require("play")
    session.draft, session.draft_equation = [], None
    session.act(text, seat)


def _move(session: Any, rest: list[str], lang: str, _all: bool) -> None:
    a, b, c, d = _numbers(rest, 4, _example("move", lang))
    _paid(session, f"move #{a}:{b} #{c}:{d}")


def _cover(session: Any, rest: list[str], lang: str, _all: bool) -> None:
    if len(rest) != 3:
        raise _error("command-args", example=_example("cover", lang))
    a, b = _numbers(rest[:2], 2, _example("cover", lang))
    _paid(session, f"cover #{a}:{b} {_card(rest[2], lang)}")


def allowed_verbs(rules: Any) -> list[str]:
    """The verbs the game's rules allow: ``time`` only with the timer, ``move`` and
    ``cover`` only with paid moves, ``pass`` only when a card is passed each turn.

    >>> from summy_widget.pari import Rules
    >>> "time" in allowed_verbs(Rules()), "move" in allowed_verbs(Rules(paid_moves=True))
    (False, True)
    """
    off = set()
    if not rules.think_seconds:
        off.add("time")
    if not rules.paid_moves:
        off.update(("move", "cover"))
    if not rules.pass_card:
        off.add("pass")
    return [v for v in VERBS if v not in off]


def _help(session: Any, _rest: list[str], lang: str, _all: bool) -> str:
    verbs = [v for v in allowed_verbs(session.game.rules)
             if v != "hint" or session.hint_limit != 0]
    examples = "; ".join(_example(v, lang) for v in verbs[:3] + ["row"] + verbs[3:])
    now = sentence(turn_words(session.view(), lang))
    return f"{i18n.t('pari.cmd.help-answer', lang)} {examples}. {now}"


ANSWERS = {"read": _read, "hand": _hand, "put": _put, "take": _take, "play": _play,
           "lay": _lay, "draw": _draw, "pass": _pass, "score": _score, "last": _last,
           "hint": _hint, "time": _time, "move": _move, "cover": _cover, "help": _help}
