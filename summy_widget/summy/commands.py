"""The Summy command line: play by typing short commands, hear the answer (no mouse, no sight).

Commands are words of the widget's language (English words always work too):

==========  =====================  ==================  ==================
command     English                Deutsch             Nederlands
==========  =====================  ==================  ==================
read        ``read row 13``        ``lies zeile 13``   ``lees rij 13``
            ``read column M``      ``lies spalte M``   ``lees kolom M``
rack        ``rack``               ``steine``          ``fiches``
put         ``put 4 J13``          ``lege 4 J13``      ``leg 4 J13``
take        ``take J13``           ``nimm J13``        ``neem J13``
submit      ``submit``             ``senden``          ``verstuur``
swap        ``swap 7 =``           ``tausche 7 =``     ``wissel 7 =``
a move      ``J13> 4+3(=)7``       the same            the same
score, last, hint, help
==========  =====================  ==================  ==================

>>> from summy_widget.summy import Session
>>> s = Session(["You", "computer"], seed=4)
>>> run(s, "read row 13")
'Row 13: M13 equals sign, centre'
>>> run(s, "put 3 L13").startswith("L13: 3.")
True
>>> run(s, "take L13")
'L13 is empty again'
>>> run(s, "help").startswith("Commands: read row 13")
True
>>> print(run(s, "H13> 43-16=27"))  # doctest: +ELLIPSIS
H13> 43-16=27: laid, not submitted yet. H13> 43-16(=)27 is legal and scores 23 points: ...
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .. import i18n
from ..arithmetic import ALIASES
from ..errors import GameError
from .board import EMPTY, GREY, SIZE, STEP, cell_name, parse_cell
from .errors import refused
from .move import Move
from .words import counted, say

if TYPE_CHECKING:
    from .session import Session

__all__ = ["COMMAND_WORDS", "MORE_COMMAND_WORDS", "run"]

# the command line's words in each language (English words work in every language)
COMMAND_WORDS = {
    "en": {"read": "read", "row": "row", "column": "column", "rack": "rack", "put": "put",
           "take": "take", "submit": "submit", "swap": "swap", "hint": "hint",
           "score": "score", "last": "last", "help": "help"},
    "de": {"read": "lies", "row": "zeile", "column": "spalte", "rack": "steine", "put": "lege",
           "take": "nimm", "submit": "senden", "swap": "tausche", "hint": "tipp",
           "score": "punkte", "last": "letzter", "help": "hilfe"},
    "nl": {"read": "lees", "row": "rij", "column": "kolom", "rack": "fiches", "put": "leg",
           "take": "neem", "submit": "verstuur", "swap": "wissel", "hint": "tip",
           "score": "score", "last": "laatste", "help": "help"},
}
# the verb on a button that differs from its command, taken too ("Zug abschicken", "Zet indienen")
MORE_COMMAND_WORDS = {"de": {"abschicken": "submit"}, "nl": {"indienen": "submit"}}
_COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXY"
#: a typed line that starts as a move text does (a cell, then > or v): a whole move to lay
_MOVE_TEXT = re.compile(r"^\s*[A-Za-z]\d{1,3}\s*[>vV]")
#: a sum typed after a cell with no way between them (``J13 4+3=7``), or with no cell at all
_SUM = r"[\d+\-x*:/=()\s]*=[\d+\-x*:/=()\s]*"
_NO_WAY = re.compile(rf"^\s*(?P<cell>[A-Za-z]\d{{1,3}})\s+(?P<sum>{_SUM})$")
_NO_CELL = re.compile(rf"^{_SUM}$")


def run(session: Session, text: Any, computers: bool = True) -> str:
    """Carry out one typed command on ``session``; return the answer to read out. A command
    the session refuses raises its error (nothing changes)."""
    if not isinstance(text, str) or not text.split():
        raise refused("command", text=repr(text))
    words = text.strip().lower().split()
    known = _known_words(session.lang)
    verb, args = known.get(words[0]), words[1:]
    if verb == "read" and len(args) == 2 and known.get(args[0]) in ("row", "column"):
        return _read_line(session, known[args[0]], args[1].upper())
    if verb in _PLAIN and not args:
        return _PLAIN[verb](session, computers)
    if verb == "put" and len(args) == 2:
        return _put(session, args[0], args[1].upper())
    if verb == "take" and len(args) == 1:
        return _take(session, args[0].upper())
    if verb == "swap" and args:
        session.exchange("".join(args), computers=computers)
        return counted("summy.cmd.swapped", session.lang, len("".join(args)))
    if verb == "help" and not args:
        off = session.hint_limit == 0
        return i18n.t("summy.cmd.help-no-hints" if off else "summy.cmd.help", session.lang)
    if _MOVE_TEXT.match(text):
        return _lay(session, text.strip())
    raise _not_understood(text.strip(), verb, session.lang)


def _not_understood(text: str, verb: str | None, lang: str) -> GameError:
    """The refusal of a line that is no command: what is missing when it is nearly a move, a
    command's own example when its words are wrong, else the list of commands.

    >>> print(_not_understood("J13 4+3=7", None, "en"))
    J13 4+3=7: after the cell comes the way, > across or v down, like J13> 4+3=7
    >>> print(_not_understood("4+3=7", None, "en"))
    4+3=7 is a sum, but where does it go? Write its first cell and the way first, like J13> 4+3=7
    >>> print(_not_understood("lege 4", "put", "de").text("de"))
    lege 4: schreibe es so: lege 4 J13
    >>> print(_not_understood("row 13", "row", "en"))
    row 13: write it like this: read row 13
    """
    no_way = _NO_WAY.match(text)
    if no_way and any(ch.isdigit() for ch in no_way["sum"]):
        cell, sum_text = no_way["cell"].upper(), "".join(no_way["sum"].split())
        return refused("move-way", text=text, move=f"{cell}> {sum_text}")
    if _NO_CELL.match(text) and any(ch.isdigit() for ch in text):
        return refused("move-where", text="".join(text.split()))
    words = COMMAND_WORDS.get(lang, COMMAND_WORDS["en"])
    if verb in ("row", "column"):  # the line to read, without "read"
        return refused("usage", text=text, example=f"{words['read']} {text}")
    if verb in _USAGE:
        return refused("usage", text=text, example=_USAGE[verb].format(**words))
    return refused("command", text=text)


#: each command's example, in the words of the language (for a command with wrong words)
_USAGE = {"read": "{read} {row} 13, {read} {column} M", "put": "{put} 4 J13", "take": "{take} J13",
          "swap": "{swap} 7 =", "rack": "{rack}", "score": "{score}", "last": "{last}",
          "hint": "{hint}", "submit": "{submit}", "help": "{help}"}


def _known_words(lang: str) -> dict[str, str]:
    """Each command's name by its spellings in ``lang`` and in English.

    >>> _known_words("de")["steine"], _known_words("de")["rack"], _known_words("nl")["indienen"]
    ('rack', 'rack', 'submit')
    """
    return {**{v: k for k, v in COMMAND_WORDS["en"].items()},
            **{v: k for k, v in COMMAND_WORDS.get(lang, {}).items()},
            **MORE_COMMAND_WORDS.get(lang, {})}


def _symbol_on(session: Session, name: str) -> str:
    """What the screen shows on the cell ``name``: a tile laid but not played, or the
    board's (``.`` for an empty cell)."""
    row, col = parse_cell(name)
    return session.draft.get(name) or session.board.cells[row * SIZE + col]


def _cell_words(session: Session, name: str) -> str:
    """A cell as a row or column reads it: ``"J13 4, not submitted yet"`` for a tile of this
    turn (as the board names it), so the tiles down are told from the tiles played."""
    symbol = _symbol_on(session, name)
    words = name if symbol == "." else f"{name} {say(symbol, session.lang)}"
    if name in session.draft:
        words += ", " + i18n.t("summy.label.pending", session.lang)
    centre = ", " + i18n.t("summy.label.centre", session.lang) if name == "M13" else ""
    return words + centre


def _read_line(session: Session, kind: str, where: str) -> str:
    """A row or column read out: its tiles, laid or played, and the centre."""
    if kind == "row" and where.isdigit() and 1 <= int(where) <= SIZE:
        names = [f"{c}{where}" for c in _COLUMNS]
    elif kind == "column" and len(where) == 1 and where in _COLUMNS:
        names = [f"{where}{r}" for r in range(1, SIZE + 1)]
    else:
        raise refused(f"no-{kind}", where=where)
    said = [_cell_words(session, n) for n in names
            if _symbol_on(session, n) != "." or n == "M13"]
    head = i18n.t(f"summy.cmd.{kind}", session.lang, where=where)
    return f"{head}: " + ("; ".join(said) or i18n.t("summy.label.empty", session.lang))


def _rack(session: Session, computers: bool) -> str:
    if session.rack_owner < 0:  # the pass screen, the computers' turns, the end: say why
        session._check_turn()
        return i18n.t("summy.label.rack-hidden", session.lang)
    tiles = ", ".join(say(t, session.lang) for t in session.display_rack(session.rack_owner))
    said = i18n.t("summy.cmd.rack", session.lang, tiles=tiles)
    if session.can_place is False:  # the same words the preview shows
        said += ". " + i18n.t("summy.preview.stuck", session.lang)
    return said


def _score(session: Session, computers: bool) -> str:
    game = session.game
    if game is None:  # a puzzle: its line, as the screen shows it
        return session.puzzle_status()
    scores = list(game.scores)
    parts = ", ".join(counted("summy.cmd.score", session.lang, score, player=seat.name,
                              score=score) for seat, score in zip(session.seats, scores))
    return parts + ". " + counted("summy.label.bag", session.lang, game.bag_count)


def _last(session: Session, computers: bool) -> str:
    if not session.history:
        return i18n.t("summy.label.history-empty", session.lang)
    turn = session.history[-1]
    return counted("summy.cmd.last", session.lang, turn.score,
                   player=session.seats[turn.player].name, move=session.public_text(turn),
                   score=turn.score)


def _hint(session: Session, computers: bool) -> str:
    """The next hint step; the last one lays the move down as the draft ("the tiles are laid
    for you: submit"), as the hint button lays it on the board."""
    hint = session.hint_step()
    if hint.get("placements"):
        session.draft = dict(hint["placements"])
    return str(hint.get("text", ""))


def _submit(session: Session, computers: bool) -> str:
    turn = session.submit(dict(session.draft), computers=computers)
    if turn is None:  # a puzzle's answer
        return str(session.puzzle_info.get("answer", {}).get("text", ""))
    return counted("summy.cmd.played", session.lang, turn.score, move=turn.text,
                   score=turn.score)


#: the commands without arguments
_PLAIN = {"rack": _rack, "score": _score, "last": _last, "hint": _hint, "submit": _submit}


def _put(session: Session, symbol: str, name: str) -> str:
    symbol = ALIASES.get(symbol, symbol)
    if not _is_cell(name):  # "put J13 4": the example shows the order; "put 4 Z99": the cell
        raise refused("command" if _is_cell(symbol) else "cell", text=f"{symbol} {name}", cell=name)
    session.placements({name: symbol})  # the tile itself first: "'q' is not a tile"
    if name in session.draft:  # as a click there says: the tile of this turn stays
        raise refused("put-on-yours", cell=name, symbol=say(session.draft[name], session.lang),
                      take=COMMAND_WORDS.get(session.lang, COMMAND_WORDS["en"])["take"])
    draft = {**session.draft, name: symbol}
    preview = session.show_preview(draft)  # refuses tiles not held and taken cells
    session.draft = draft
    reason = preview.get("reason", "")  # a sentence of its own: "Q3: 9. The first sum ..."
    return f"{name}: {say(symbol, session.lang)}. {reason[:1].upper()}{reason[1:]}".strip()


def _lay(session: Session, text: str) -> str:
    """A whole move typed in the game's notation (``J13> 4+3(=)7``): its tiles put down in
    place of the tiles down before, not submitted; the answer is the preview's verdict.

    A symbol on a cell that already holds a tile must be that tile, in brackets or not (the
    notation's brackets only say which tiles are new); the other symbols are the tiles laid.
    """
    move = Move.from_text(text)
    dr, dc = STEP[move.direction]
    draft = {}
    for i, symbol in enumerate(move.symbols):
        row, col = move.start[0] + dr * i, move.start[1] + dc * i
        name, there = cell_name(row, col), session.board.cells[row * SIZE + col]
        if there not in (EMPTY, GREY):
            if there != symbol:
                raise refused("lay-taken", cell=name, there=say(there, session.lang),
                              symbol=say(symbol, session.lang))
            continue
        draft[name] = symbol
    if not draft:
        raise refused("lay-nothing", move=text)
    preview = session.show_preview(draft)  # refuses tiles not held; tells of grey cells
    session.draft = draft
    reason = preview.get("reason", "")
    return i18n.t("summy.cmd.laid", session.lang, move=text,
                  reason=f"{reason[:1].upper()}{reason[1:]}")


def _is_cell(name: str) -> bool:
    """Whether ``name`` names a cell of the board (``J13``, ``j13``), not ``Z99`` or ``4``."""
    try:
        parse_cell(name)
    except (ValueError, GameError):
        return False
    return True


def _take(session: Session, name: str) -> str:
    if name not in session.draft:
        raise refused("take-empty" if _is_cell(name) else "cell", cell=name)
    session.draft = {k: v for k, v in session.draft.items() if k != name}
    session.show_preview(session.draft)
    return i18n.t("summy.cmd.take", session.lang, cell=name)
