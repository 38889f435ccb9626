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


def browser_language(tags: list[str]) -> str:
    """The first of ``tags`` (a browser's languages, best first, such as ``"nl-BE"``) that
    the games speak, by its first part; English when they speak none of them.

    >>> browser_language(["fr-FR", "de-AT", "nl"])
    'de'
    >>> browser_language(["NL"]), browser_language(["fr", "it"]), browser_language([])
    ('nl', 'en', 'en')
    """
    for tag in tags:
        primary = tag.split("-")[0].split("_")[0].lower()
        if primary in LANGUAGES:
            return primary
    return "en"


@cache
def table(lang: str) -> dict[str, str]:
    """The whole message table of ``lang``; unknown keys fall back to English."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
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
    return text.replace(".", ",") if lang in ("de", "nl") else text
