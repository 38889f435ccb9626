"""The Summa Summarum command line: play by typing short commands, hear the answer (no mouse,
no sight). Each command's spellings in English, German and Dutch are in the i18n tables
(``summa.cmd.<name>``, alternatives separated by ``|``); English always works too.

>>> from summy_widget.summa import Session
>>> c = Commands(Session(seats=["Ann"], seed=1, rules={"seconds": None}))
>>> c.run("read row 1")[:24]
'Row 1: A1, empty, B1, em'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import i18n
from ..errors import GameError, expect_type
from .grid import BLACK, EMPTY, SIZE, cell_name
from .grid import parse_cell as _cell
from .roman import SYMBOLS
from .words import then

if TYPE_CHECKING:
    from .session import Session

__all__ = ["Commands", "Refusal"]

_COMMANDS = ("read", "row", "column", "dice", "put", "take", "done", "score", "black",
             "random", "mark", "best", "hint", "help")
#: the commands that take words after them: an example of each, in the words of the language
_USAGE = {"read": "{read} {row} 3, {read} {column} B, {read} B3", "put": "{put} X B3",
          "take": "{take} B3", "black": "{black} B3", "mark": "{mark} A1 C1"}


class Refusal(str):
    """The answer to a command that was not carried out: why, and what to type instead (the
    widget shows it as a refusal, in the error's colour).

    >>> from summy_widget.summa import Session
    >>> c = Commands(Session(seats=["Ann"], seed=1, rules={"seconds": None}))
    >>> isinstance(c.run("fly"), Refusal), isinstance(c.run("read row 1"), Refusal)
    (True, False)
    """

    __slots__ = ()


class Commands:
    """The command line of the Summa widget: short commands in the session's language.

    Each command is carried out by the session's own methods (so it is checked the same
    way as a click) and answered with one sentence for the screen reader's live region.

    >>> from summy_widget.summa import Session
    >>> s = Session(seats=["Ann"], seed=1, rules={"seconds": None})
    >>> c = Commands(s)
    >>> c.run("black A1")
    'A1, chosen to blacken. Choose 3 more cells to blacken'
    >>> c.run("black C2")[:2], c.run("black E3")[:2], c.run("black B6")
    ('C2', 'E3', 'B6, chosen to blacken. These 4 cells are allowed: type done')
    >>> c.run("done")[:24]
    'Ann: round 1 of 8, write'
    >>> c.run("read row 1")
    'Row 1: A1, black, B1, empty, C1, empty, D1, empty, E1, empty, F1, empty'
    >>> c.run("dice")
    'Dice: I, one; X, ten; I, one; V, five'
    >>> c.run("put X B1"), c.run("read B1"), c.run("put X C1")[:15]
    ('X in B1', 'B1, X, ten, placed this round', 'no die shows X ')
    >>> c.run("fly")[:20]
    "'fly' is not a comma"
    >>> c.run("row 1")
    'row 1: write it like this: read row 1'
    """

    def __init__(self, session: Session) -> None:
        self.session = session

    def words(self) -> dict[str, str]:
        """Each command's name by its spellings in the session's language, then in English
        (a spelling of both means what it means in the session's language: German ``s`` is
        ``setze``, not English ``score``).

        >>> from summy_widget.summa import Session
        >>> words = Commands(Session(["Ann"], seed=1, lang="de")).words()
        >>> words["s"], words["p"], words["put"]
        ('put', 'score', 'put')
        """
        spelled: dict[str, str] = {}
        for lang in (self.session.lang, "en"):
            for name in _COMMANDS:
                for word in i18n.t(f"summa.cmd.{name}", lang).split("|"):
                    spelled.setdefault(word.casefold(), name)
        return spelled

    def run(self, text: Any) -> str:
        """Carry out ``text``; the answer, or the reason it was refused (a :class:`Refusal`)."""
        expect_type("text", text, str, "a command like 'put X B3'")
        parts = text.split()
        name = self.words().get(parts[0].casefold()) if parts else None
        if name is None:
            return self._unknown(parts)
        if name in ("row", "column"):  # the line to read, without "read"
            read = i18n.t("summa.cmd.read", self.session.lang).split("|")[0]
            return self.usage("read", text.strip(), f"{read} {text.strip()}")
        try:
            return getattr(self, f"_{name}")(parts[1:])
        except GameError as exc:
            return Refusal(exc.text(self.session.lang))
        except (TypeError, IndexError):  # the command's words are missing or in a wrong order
            return self.usage(name, text.strip())

    def usage(self, name: str, text: str, example: str | None = None) -> Refusal:
        """How a command is written (``example``, or the command's own), when ``text`` wrote
        it otherwise.

        >>> from summy_widget.summa import Session
        >>> Commands(Session(seats=["Ann"], seed=1, rules={"seconds": None}, lang="de")).run("lies")
        'lies: schreibe es so: lies zeile 3, lies spalte B, lies B3'
        """
        if example is None and name not in _USAGE:
            return Refusal(self.help_text())
        if example is None:
            words = {n: i18n.t(f"summa.cmd.{n}", self.session.lang).split("|")[0]
                     for n in _COMMANDS}
            example = _USAGE[name].format(**words)
        return Refusal(self.t("summa.say.usage", text=text, example=example))

    def _unknown(self, parts: list[str]) -> Refusal:
        """No command: a symbol and a cell with no ``put`` get the put that was meant
        (``X B3``, ``B3 X``); anything else the list of commands."""
        text = " ".join(parts)
        if len(parts) == 2 and self.session.stage == "place":
            symbol, cell = sorted(parts, key=_is_cell)
            if symbol.upper() in SYMBOLS and _is_cell(cell):
                word = i18n.t("summa.cmd.put", self.session.lang).split("|")[0]
                return self.usage("put", text, f"{word} {symbol.upper()} {cell.upper()}")
        return Refusal(self.t("summa.say.unknown", text=text[:40], help=self.help_text()))

    def t(self, key: str, **params: Any) -> str:
        return self.session.t(key, **params)

    def help_text(self) -> str:
        """The commands to try; ``hint`` only where the game gives hints."""
        off = self.session.hint_limit == 0
        return self.t("summa.say.help-no-hints" if off else "summa.say.help")

    # -- reading ---------------------------------------------------------------------------
    def describe(self, r: int, c: int) -> str:
        """One cell as it is read out: ``"B3 X, ten, placed this round"``."""
        s = self.session
        content = s.view_sheet()[r][c]
        words = [cell_name((r, c))]
        pending = {(pr, pc): d for pr, pc, d in s.pending}
        if content == BLACK:
            words.append(self.t("summa.say.chosen") if pending.get((r, c)) == -1
                         else self.t("summa.say.black"))
        elif content == EMPTY:
            words.append(self.t("summa.say.empty"))
        else:
            words.append(self.t(f"summa.say.{content}"))
            if (r, c) in pending:
                words.append(self.t("summa.say.placed"))
        for n, group in enumerate(s.marks, start=1):
            if (r, c) in group.cells:
                words.append(self.t("summa.say.in-group", n=n))
        return ", ".join(words)

    def _read(self, args: list[str]) -> str:
        words = self.words()
        kind = words.get(args[0].casefold()) if args else None
        if kind == "row" and len(args) > 1 and args[1].isdigit() and 1 <= int(args[1]) <= SIZE:
            r = int(args[1]) - 1
            cells = ", ".join(self.describe(r, c) for c in range(SIZE))
            return self.t("summa.say.row", row=r + 1, cells=cells)
        if kind == "column" and len(args) > 1 and args[1].upper() in "ABCDEF" and args[1]:
            c = "ABCDEF".index(args[1].upper()[0])
            cells = ", ".join(self.describe(r, c) for r in range(SIZE))
            return self.t("summa.say.column", column="ABCDEF"[c], cells=cells)
        if len(args) == 1 and kind not in ("row", "column"):
            return self.describe(*_cell(args[0]))
        raise IndexError("read row 3, read column B or read B3")

    def _dice(self, args: list[str]) -> str:
        dice = self.session.view()["dice"]
        if not dice:
            return self.t("summa.say.no-dice")
        said = [self.t(f"summa.say.{d['symbol']}") + (f" ({self.t('summa.say.used')})"
                                                       if d["used"] else "") for d in dice]
        return self.t("summa.say.dice", dice="; ".join(said))

    def _score(self, args: list[str]) -> str:
        view = self.session.view()
        rows = view["results"] or view["players"]
        scores = "; ".join(self.t("summa.say.score-hidden" if p.get("hidden")
                                  else "summa.say.score-one", name=p["name"], total=p["total"])
                           for p in rows)
        extra = view["note"] if view["results"] else ""
        return (self.t("summa.say.scores", scores=scores) + (". " + extra if extra else ""))

    def _help(self, args: list[str]) -> str:
        return self.help_text()

    # -- acting ----------------------------------------------------------------------------
    def _preview(self, answer: str) -> str:
        """The answer, then what the preview says, as a sentence of its own."""
        return then(answer, self.session.preview.get("text") or "")

    def _black(self, args: list[str]) -> str:
        s = self.session
        r, c = _cell(args[0])
        s.toggle_black([r, c])
        return self._black_preview(self.describe(r, c))

    def _random(self, args: list[str]) -> str:
        self.session.random_black()
        cells = ", ".join(cell_name((r, c)) for r, c, _ in self.session.pending)
        return self._black_preview(cells)

    def _black_preview(self, answer: str) -> str:
        """As :meth:`_preview`; 4 allowed black cells name the command that blackens them."""
        if not self.session.preview.get("ok"):
            return self._preview(answer)
        return then(answer, self.session.black_ok("command"))

    def _put(self, args: list[str]) -> str:
        s = self.session
        if s.stage == "black":
            return self._black(args[-1:])
        symbol, cell = args[0].upper(), args[1]
        if _is_cell(symbol) and not _is_cell(cell):  # "put B3 X": the symbol comes first
            word = i18n.t("summa.cmd.put", s.lang).split("|")[0]
            return self.usage("put", " ".join([word, *args]), f"{word} {cell.upper()} {symbol}")
        dice = s.view()["dice"]
        free = [i for i, d in enumerate(dice) if d["symbol"] == symbol and not d["used"]]
        if not free:
            return Refusal(self.t("summa.say.no-die", symbol=symbol, dice=self._dice([])))
        r, c = _cell(cell)
        s.place(free[0], [r, c], keys=True)
        return self.t("summa.say.put", symbol=symbol, cell=cell_name((r, c)))

    def _take(self, args: list[str]) -> str:
        s = self.session
        r, c = _cell(args[0])
        if s.stage == "black":
            return self._black(args)
        if s.stage in ("across", "down"):
            group = next((g for g in s.marks if (r, c) in g.cells), None)
            if group is None:
                raise GameError("no-group", key="summa.ui.error.no-group", group=cell_name((r, c)))
            s.unmark(group.name)
            return self.t("summa.say.taken", cell=group.name)
        s.unplace([r, c])
        return self.t("summa.say.taken", cell=cell_name((r, c)))

    def _mark(self, args: list[str]) -> str:
        first, last = (args[0].split("-") + [args[-1]])[:2] if len(args) < 2 else args[:2]
        self.session.mark(first, last)
        return self.session.preview.get("text", "")

    def _best(self, args: list[str]) -> str:
        s = self.session
        s.show_best()
        best = s.view()["best"]
        return " ".join(best.get("text", [])[:1] + best.get("why", [])[:3]) or \
            Refusal(self.t("summa.ui.best-later"))

    def _hint(self, args: list[str]) -> str:
        self.session.hint_step()
        return self.session.preview["text"]

    def _done(self, args: list[str]) -> str:
        s = self.session
        stage = s.stage
        if stage == "pass":
            s.ready()
        elif stage == "black":
            s.confirm_black()
        elif stage == "place":
            s.done()
        elif stage in ("across", "down"):
            s.confirm()
        view = s.view()
        return view["note"] or self.t("summa.say.no-dice")


def _is_cell(text: str) -> bool:
    """Is ``text`` a cell's name, like ``B3``?

    >>> _is_cell("b3"), _is_cell("X"), _is_cell("G1")
    (True, False, False)
    """
    return len(text) == 2 and text[0].upper() in "ABCDEF" and text[1] in "123456"
