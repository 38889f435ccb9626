"""`make lab` and `make notebook` open the first lesson in the language of the system (LC_ALL,
LC_MESSAGES or LANG: German, Dutch, else English), with JupyterLab's menus in that language;
FIRST_LESSON opens another. Read from the commands `make -n` prints, so no server starts."""

import json
import os
import re
import shlex
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIRST = {None: "01-play-summy.ipynb", "C.UTF-8": "01-play-summy.ipynb",
         "en_GB.UTF-8": "01-play-summy.ipynb", "de_DE.UTF-8": "01-spiele-summy.ipynb",
         "de_CH": "01-spiele-summy.ipynb", "nl_NL.UTF-8": "01-speel-kruissom.ipynb",
         "nl_BE.UTF-8": "01-speel-kruissom.ipynb"}


def printed(target: str, *args: str, **locale: str) -> str:
    """The commands ``make -n TARGET`` prints on a system whose language is ``locale``."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    return subprocess.run(["make", "-n", "-s", target, *args], cwd=ROOT, check=True,
                          env={**env, **locale}, capture_output=True, text=True).stdout


def opened(target: str, *args: str, **locale: str) -> str:
    """The notebook ``make TARGET`` would open, with the system's language ``locale``."""
    (url,) = re.findall(r"default_url=/(?:lab/tree|notebooks)/(\S+)",
                        printed(target, *args, **locale))
    return url


@pytest.mark.parametrize(("lang", "lesson"), FIRST.items())
def test_make_lab_opens_the_first_lesson_in_the_systems_language(lang, lesson):
    assert opened("lab", **({"LANG": lang} if lang else {})) == lesson
    assert (ROOT / "notebooks" / lesson).is_file()


def test_lc_all_and_lc_messages_come_before_lang_and_first_lesson_before_all():
    assert opened("notebook", LC_ALL="de_AT.UTF-8", LANG="nl_NL.UTF-8") == "01-spiele-summy.ipynb"
    assert opened("lab", LC_MESSAGES="nl_NL.UTF-8", LANG="de_DE") == "01-speel-kruissom.ipynb"
    assert opened("lab", "FIRST_LESSON=04-puzzles.ipynb", LANG="nl_NL") == "04-puzzles.ipynb"


def menus_language(target: str, **locale: str) -> str:
    """The language ``make TARGET`` gives JupyterLab's menus (the default it writes), on a
    system whose language is ``locale``."""
    (written,) = re.findall(r"printf '%s\\n' (.*?) > \S*overrides\.d/summy-widget\.json",
                            printed(target, **locale))
    defaults = json.loads(" ".join(shlex.split(written)))
    return defaults["@jupyterlab/translation-extension:plugin"]["locale"]


@pytest.mark.parametrize(("target", "locale", "menus"), [
    ("lab", {"LANG": "de_DE.UTF-8"}, "de_DE"), ("notebook", {"LANG": "nl_BE.UTF-8"}, "nl_NL"),
    ("lab", {"LC_MESSAGES": "nl_NL.UTF-8", "LANG": "de_DE"}, "nl_NL"),
    ("lab", {"LANG": "C.UTF-8"}, "default"), ("notebook", {"LANG": "fr_FR.UTF-8"}, "default"),
])
def test_jupyterlabs_menus_speak_the_first_lessons_language(target, locale, menus):
    """German or Dutch menus beside the German or Dutch lesson (the browser tests open them:
    test_make_lab.py); otherwise JupyterLab's own default, the server's system language when
    a language pack for it is installed, else English."""
    assert menus_language(target, **locale) == menus
