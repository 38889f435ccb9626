"""One table of words and messages for Python and the front end, in English, German and Dutch.

The tables are JSON files beside this module: ``en.json``, ``de.json`` and
``nl.json`` hold the shared words; ``<area>.<lang>.json`` (for example
``summa.de.json``) add the words of one game. Every file of a language is merged
into one table, which the widgets send to the browser.

>>> t("verdict.leading-zero.main", "en", number="027")
'027 starts with a 0, and a number may not start with 0'
>>> t("verdict.leading-zero.main", "nl", number="027")
'027 begint met een 0, en een getal mag niet met 0 beginnen'
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

LANGUAGES = ("en", "de", "nl")


def language(lang: object) -> str:
    """The games' code of ``lang``, which may be written in capitals or as a language tag
    with a region (``"NL"``, ``"nl-BE"``, ``"de_AT"``); a clear error for any other.

    >>> language("nl"), language("NL"), language("de-AT"), language("en_GB")
    ('nl', 'nl', 'de', 'en')
    >>> language("fr")
    Traceback (most recent call last):
    ValueError: unknown language 'fr': use one of en, de, nl
    >>> language(None)
    Traceback (most recent call last):
    TypeError: lang must be a language code such as 'nl', not NoneType
    """
    if not isinstance(lang, str):
        raise TypeError(f"lang must be a language code such as 'nl', not {type(lang).__name__}")
    primary = lang.strip().replace("_", "-").split("-")[0].lower()
    if primary not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    return primary


def browser_language(tags: list[str]) -> str:
    """The first of ``tags`` (a browser's languages, best first, such as ``"nl-BE"``) that
    the games speak, by its first part; English when they speak none of them.

    >>> browser_language(["fr-FR", "de-AT", "nl"])
    'de'
    >>> browser_language(["NL"]), browser_language(["fr", "it"]), browser_language([])
    ('nl', 'en', 'en')
    """
    for tag in tags:
        try:
            return language(tag)
        except (TypeError, ValueError):
            continue
    return "en"


def table(lang: str) -> dict[str, str]:
    """The whole message table of ``lang`` (any spelling :func:`language` reads); unknown keys
    fall back to English.

    >>> table("NL") is table("nl")
    True
    """
    return _table(language(lang))


@cache
def _table(lang: str) -> dict[str, str]:
    """The message table of one of :data:`LANGUAGES`: its files merged."""
    folder = resources.files(__package__)
    merged: dict[str, str] = {}
    names = sorted(
        entry.name
        for entry in folder.iterdir()
        if entry.name == f"{lang}.json" or entry.name.endswith(f".{lang}.json")
    )
    for name in names:
        merged.update(json.loads(folder.joinpath(name).read_text(encoding="utf-8")))
    return merged


def t(key: str, lang: str = "en", /, **params: object) -> str:
    """The message ``key`` in ``lang``, with ``{name}`` placeholders filled in."""
    message = table(lang).get(key)
    if message is None:
        message = table("en").get(key, key)
    try:
        return message.format(**params)
    except (KeyError, IndexError):
        return message


def decimal(value: float, lang: str = "en", sign: str = "") -> str:
    """A figure with one decimal, written as ``lang`` writes it (``-3,1`` in German and
    Dutch); ``sign="+"`` shows a plus too.

    >>> decimal(-3.14, "de"), decimal(0.6, "en", "+")
    ('-3,1', '+0.6')
    """
    text = f"{value:{sign}.1f}"
    return text.replace(".", ",") if language(lang) in ("de", "nl") else text
