"""What every game widget shares: language, message table, errors and the action dispatch.

The front end sends messages ``{"action": NAME, ...}``. Each widget defines a
method ``_action_NAME(self, **fields)``; an unknown action, missing or extra
fields, or a ``ValueError`` from the engine become the ``error`` trait (shown in
the widget) and change nothing.
"""

from __future__ import annotations

import datetime as _dt
import inspect
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .. import i18n
from ..errors import GameError, did_you_mean, expect_type, speaking
from . import storage
from .one_at_a_time import one_at_a_time
from .options import option_error
from .subshells import reply_to_a_known_subshell

STATIC = Path(__file__).resolve().parent.parent / "static"


class saved_game:  # noqa: N801 (used like ``classmethod``)
    """The ``load`` of a game widget, said on the class or on a widget.

    ``SummyWidget.load(path)`` is a new widget continuing the game saved in ``path`` (the
    decorated function, called with the class). ``w.load(path)``, like ``w.save()``, is said to
    the board already on the page: ``w`` itself continues the saved game, in its own language
    and with its hints and practice (:meth:`GameWidget.continue_saved`).
    """

    def __init__(self, make: Callable[..., Any]) -> None:
        self.make = make
        self.__doc__ = make.__doc__

    def __get__(self, widget: Any, owner: type) -> Callable[..., Any]:
        if widget is None:
            return types.MethodType(self.make, owner)
        return widget.continue_saved


class GameWidget(anywidget.AnyWidget):
    """Base class of the game widgets: ``lang``, ``messages``, ``error``, ``projector`` and
    actions.

    The players' default names ("You", "Player 1", "Computer 2") follow ``lang``, also when it
    changes later (``Session.name_seats``); a name someone typed stays as it is.

    Made without ``lang``, a game speaks the browser's language: its first view sends the
    languages the browser asks for, and the game takes the first of them it speaks (English
    when it speaks none; :meth:`_action_browser_languages`). Until then it speaks English.
    On the classroom site, a language chosen on its first page comes before the browser's.

    >>> GameWidget().lang_from_browser, GameWidget(lang="en").lang_from_browser
    (True, False)
    """

    lang = traitlets.Unicode("en").tag(sync=True)
    #: the message table of ``lang`` (every label the front end shows)
    messages = traitlets.Dict().tag(sync=True)
    #: the last error in words, '' when the last action went through
    error = traitlets.Unicode("").tag(sync=True)
    #: the large layout of full screen inside the notebook, for a projected notebook
    projector = traitlets.Bool(False).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        self._refuse_unknown_arguments(kwargs)
        follow = kwargs.get("lang") is None
        kwargs["lang"] = "en" if follow else i18n.language(kwargs["lang"])  # a clear error
        super().__init__(**kwargs)
        self._lang_from_browser = follow
        self.messages = i18n.table(self.lang)
        self.on_msg(self._handle_message)

    def __setattr__(self, name: str, value: Any) -> None:
        """An option set to a value it cannot take (``w.speed = "schnell"``, also as an
        argument) raises :class:`~.options.OptionError` in the widget's language.

        >>> GameWidget(lang="nl").projector = "ja"
        Traceback (most recent call last):
        ...
        summy_widget.widgets.options.OptionError: projector moet True of False zijn, niet 'ja'
        """
        try:
            super().__setattr__(name, value)
        except traitlets.TraitError as error:
            trait = self.traits().get(name)
            refused = None if isinstance(error, GameError) or trait is None else option_error(
                trait, value, name)
            if refused is None:
                raise
            with speaking(self._trait_values.get("lang")):
                raise refused from None

    @classmethod
    def _refuse_unknown_arguments(cls, kwargs: dict[str, Any]) -> None:
        """Name a keyword that is neither an argument nor a trait of the widget, and the one
        meant (before, ``SummyWidget(oponent="computer")`` started a game of two people).

        >>> GameWidget(lnag="de")
        Traceback (most recent call last):
        TypeError: GameWidget() has no argument 'lnag' (did you mean 'lang'?)
        """
        traits = set(cls.class_trait_names())
        unknown = [name for name in kwargs if name not in traits]
        if not unknown:
            return
        own = [p for p in inspect.signature(cls.__init__).parameters
               if p not in ("self", "kwargs")]
        known = own or sorted(t for t in traits if not t.startswith("_"))
        name = unknown[0]
        seat = ("; the computer plays a seat: players=['You', 'computer:strong']"
                if name in ("level", "opponent") else "")
        listed = f"; its arguments are {', '.join(own)}" if own else ""
        raise TypeError(f"{cls.__name__}() has no argument {name!r}"
                        f"{did_you_mean(name, known)}{seat}{listed}")

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict) -> str:
        """``lang`` as the games write it (``"NL"`` and ``"nl-BE"`` are ``"nl"``); an unknown
        language is refused with a clear error and the game keeps speaking its language.

        >>> w = GameWidget(lang="de")
        >>> w.lang = "NL-be"
        >>> w.lang, w.messages == i18n.table("nl")
        ('nl', True)
        >>> w.lang = "fr"
        Traceback (most recent call last):
        ValueError: unknown language 'fr': use one of en, de, nl
        >>> w.lang
        'nl'
        """
        return i18n.language(proposal["value"])

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict) -> None:
        self._lang_from_browser = False  # a language set in Python stays
        self.messages = i18n.table(change["new"])
        self._refresh()

    def _action_browser_languages(self, languages: Any) -> None:
        """The languages the browser asks for, best first (``navigator.languages``): a game
        made without ``lang`` speaks the first of them it knows, else English. Only the first
        view's message counts, and a game given ``lang`` keeps it.

        >>> w = GameWidget()
        >>> w.handle({"action": "browser-languages", "languages": ["fr-FR", "nl-BE", "de"]})
        True
        >>> w.lang, w.lang_from_browser
        ('nl', False)
        >>> w.handle({"action": "browser-languages", "languages": ["de-DE"]}), w.lang
        (True, 'nl')
        """
        expect_type("languages", languages, list, "a list of language tags such as 'nl-NL'")
        for tag in languages:
            expect_type("languages", tag, str, "a list of language tags such as 'nl-NL'")
        if self._lang_from_browser:
            self._lang_from_browser = False
            self.lang = i18n.browser_language(languages)  # the same: nothing is sent

    @one_at_a_time
    def _practice_to_session(self, on: bool) -> None:
        """Practice mode set in Python on a game in play (``w.practice = True`` in a later
        cell): the session takes it (``Session.set_practice``: undo for the turns played from
        then on) and the page is told."""
        session = getattr(self, "session", None)
        if session is not None and session.practice != on:
            session.set_practice(on)
            self._refresh()

    @property
    def lang_from_browser(self) -> bool:
        """True while the game waits for the browser's languages: made without ``lang``, and
        neither told them yet nor given a language in Python."""
        return self._lang_from_browser

    #: the file name the game was last saved to ('' before the first save)
    saved = traitlets.Unicode("").tag(sync=True)
    #: the folder Save writes to: the notebook's folder (the kernel's working folder); it is
    #: made when it is not there yet
    save_folder = traitlets.Unicode(".")

    @one_at_a_time
    def notify_change(self, change: Any) -> None:
        """A synced trait set in Python reaches the page in one message with what follows from
        it: ``w.lang = "de"`` sends the language and the German ``messages`` together, so the
        page never shows German marks around English words, not even for one frame.

        >>> w = GameWidget()
        >>> w.lang = "de"
        >>> w.messages == i18n.table("de")
        True
        """
        with self.hold_sync():
            super().notify_change(change)

    @one_at_a_time
    def publish(self, **traits: Any) -> None:
        """Set several synced traits as one message to the front end (one redraw).

        >>> w = GameWidget()
        >>> w.publish(error="", saved="x.json")
        >>> w.saved
        'x.json'
        """
        with self.hold_sync():
            for name, value in traits.items():
                setattr(self, name, value)

    @one_at_a_time
    def save(self, folder: str | Path | None = None) -> Path:
        """Write the game record next to the notebook (``summy-2026-11-23-1512.json``).

        ``saved`` names the file; saved again into the same file, it adds the time ("…, again
        at 11:14:05"), so the words change with each press. Where the browser cannot keep
        the file after a reload (the classroom site served over plain http from another
        computer), it says so too.
        """
        folder = self.save_folder if folder is None else folder
        again = self.session.saved_again(folder) is not None
        with speaking(self.lang):
            path = self.session.save(folder)
        name = (self.t("widget.saved-again", file=path.name,
                       time=_dt.datetime.now().strftime("%H:%M:%S")) if again else path.name)
        kept = storage.kept_after_reload(path.parent)
        self.saved = name if kept else self.t("widget.saved-for-this-visit", file=name)
        return path

    def _action_save(self) -> None:
        self.save()

    @one_at_a_time
    def continue_saved(self, path: str | Path, **options: Any) -> None:
        """This widget, the board already on the page, continues the game saved in ``path``
        (``w.load(path)``): in the widget's language, with its hints and practice. A file that
        is not a record of this game raises :class:`summy_widget.RecordError` in that language
        and changes nothing.

        >>> GameWidget().continue_saved("summy.json", lang="de")
        Traceback (most recent call last):
        TypeError: w.load(path) continues the saved game on this board, with its language, \
hints and practice; for other ones make a new widget: GameWidget.load(path, lang='de')
        """
        if options:
            given = ", ".join(f"{k}={v!r}" for k, v in options.items())
            raise TypeError("w.load(path) continues the saved game on this board, with its "
                            "language, hints and practice; for other ones make a new widget: "
                            f"{type(self).__name__}.load(path, {given})")
        old = self.session
        options = {"lang": self.lang, "practice": old.practice,
                   "hints": True if old.hint_limit is None else old.hint_limit}
        if hasattr(old, "clock"):
            options["clock"] = old.clock
        self._take_session(type(old).load(path, **options))

    def _take_session(self, session: Any) -> None:
        """Show ``session`` from now on (a game loaded into this widget)."""
        self.session = session
        self._refresh()

    def t(self, key: str, **params: Any) -> str:
        """A message in the widget's language."""
        return i18n.t(key, self.lang, **params)

    def _refresh(self) -> None:
        """Recompute every synced view trait; widgets override this."""

    @one_at_a_time
    def _handle_message(self, _widget: Any, content: Any, _buffers: Any = None) -> None:
        """Carry out a message of the front end; then send back its number (``ask``), so the
        page knows Python is there (js/lib/link.js: no answer, and it says so)."""
        ask = content.pop("ask", None) if isinstance(content, dict) else None
        try:
            self.handle(content)
        finally:
            if isinstance(ask, str):
                self.send({"answer": ask[:40]})
            reply_to_a_known_subshell(self.comm)  # after a restart the page did not make

    def _catch_up(self) -> None:
        """Computers whose turn was cut short (an interrupt raised while one thought)
        play now, before the next message is carried out: a game never waits for a computer
        that is not thinking. At rest no computer is ever to act, so this does nothing.

        >>> from summy_widget import PariWidget, pari
        >>> w = PariWidget(players=["You", "computer"], seed=4)
        >>> game, me = w.session.game, pari.get_player("greedy")
        >>> while game.to_act == [0]:  # your turn played on the game: the computer not asked
        ...     _ = game.play(me.choose(game, 0))
        >>> game.to_act, w.handle({"action": "hint"}), game.to_act
        ([1], True, [0])
        """
        session = getattr(self, "session", None)
        game = getattr(session, "game", None)
        if game is None or game.over or not any(session.seats[s].computer for s in game.to_act):
            return
        session.run_computers()
        self._refresh()

    @one_at_a_time
    def handle(self, content: Any) -> bool:
        """Carry out one message from the front end; True when it went through.

        Tests call this directly with the messages the front end would send.
        """
        if not isinstance(content, dict) or not isinstance(content.get("action"), str):
            self.error = self.t("widget.error.malformed")
            return False
        fields = {k: v for k, v in content.items() if k != "action"}
        method = getattr(self, f"_action_{content['action'].replace('-', '_')}", None)
        if method is None:
            self.error = self.t("widget.error.unknown-action", action=content["action"][:40])
            return False
        try:
            inspect.signature(method).bind(**fields)
        except TypeError:
            self.error = self.t("widget.error.bad-fields", action=content["action"][:40])
            return False
        self._catch_up()
        try:
            method(**fields)
        except GameError as exc:
            self.error = exc.text(self.lang)
            return False
        except TypeError as exc:
            self.error = self.t("widget.error.bad-type", action=content["action"][:40],
                                field=getattr(exc, "argument", "?"), detail=str(exc)[:200])
            return False
        except (ValueError, KeyError, OSError) as exc:
            self.error = str(exc)
            return False
        self.error = ""
        return True
