"""`make lab` and `make notebook` open the first lesson in the language of the system (LC_ALL,
LC_MESSAGES or LANG: German, Dutch, else English); FIRST_LESSON opens another. Read from the
commands `make -n` prints, so no server starts."""

import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIRST = {None: "01-play-summy.ipynb", "C.UTF-8": "01-play-summy.ipynb",
         "en_GB.UTF-8": "01-play-summy.ipynb", "de_DE.UTF-8": "01-spiele-summy.ipynb",
         "de_CH": "01-spiele-summy.ipynb", "nl_NL.UTF-8": "01-speel-kruissom.ipynb",
         "nl_BE.UTF-8": "01-speel-kruissom.ipynb"}


def opened(target: str, *args: str, **locale: str) -> str:
    """The notebook ``make TARGET`` would open, with the system's language ``locale``."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    printed = subprocess.run(["make", "-n", "-s", target, *args], cwd=ROOT, check=True,
                             env={**env, **locale}, capture_output=True, text=True).stdout
    (url,) = re.findall(r"default_url=/(?:lab/tree|notebooks)/(\S+)", printed)
    return url


@pytest.mark.parametrize(("lang", "lesson"), FIRST.items())
def test_make_lab_opens_the_first_lesson_in_the_systems_language(lang, lesson):
    assert opened("lab", **({"LANG": lang} if lang else {})) == lesson
    assert (ROOT / "notebooks" / lesson).is_file()


def test_lc_all_and_lc_messages_come_before_lang_and_first_lesson_before_all():
    assert opened("notebook", LC_ALL="de_AT.UTF-8", LANG="nl_NL.UTF-8") == "01-spiele-summy.ipynb"
    assert opened("lab", LC_MESSAGES="nl_NL.UTF-8", LANG="de_DE") == "01-speel-kruissom.ipynb"
    assert opened("lab", "FIRST_LESSON=04-puzzles.ipynb", LANG="nl_NL") == "04-puzzles.ipynb"
