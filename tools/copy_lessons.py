"""Keep the pupils' copies of the lessons (``my-lessons/``) up to date, never losing their work.

``make lab`` and ``make notebook`` run this before they open the lessons:

    python tools/copy_lessons.py notebooks my-lessons

For each lesson in ``notebooks/``:

- no copy yet: the lesson is copied (and trusted, so Jupyter does not warn), with the
  language its kernel will report (``language_info``: which Python), so that JupyterLab
  has nothing to change when the lesson opens, and closing it unplayed asks nothing;
- a copy of the lesson as it is now: nothing to do;
- the lesson changed since it was copied, and the pupil changed none of its cells (running
  them only adds outputs): the copy moves to ``my-lessons/old/`` and the new lesson takes
  its place;
- the lesson changed, and so did the pupil's copy: the copy stays as it is, and the new
  lesson comes beside it as ``<name> (new).ipynb``.

Which version a copy was made from is kept in ``my-lessons/.lessons.json`` (a hidden file):
the fingerprint of the lesson's cells (their kinds and texts, not outputs or metadata).
For copies made before that file existed, the version is the one in the lesson's git
history that differs from the copy in fewest cells (none without git: then the copy is
taken as made from the lesson as it is now, and left alone). Every line printed says which
lesson, what happened and where the pupil's own copy is.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import hashlib
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

RECORD = ".lessons.json"
OLD = "old"

Cell = tuple[str, str]


def cells(notebook: dict) -> list[Cell]:
    """The kinds and texts of a notebook's cells, in order.

    >>> cells({"cells": [{"cell_type": "code", "source": ["1 +", " 2"], "outputs": []}]})
    [('code', '1 + 2')]
    """
    return [(cell["cell_type"], "".join(cell["source"])) for cell in notebook.get("cells", [])]


def fingerprint(notebook: dict) -> str:
    """A short fingerprint of a notebook's cells: equal for a lesson and a copy in which
    cells were only run.

    >>> a = {"cells": [{"cell_type": "code", "source": "1 + 2", "outputs": []}]}
    >>> b = {"cells": [{"cell_type": "code", "source": ["1 + 2"], "outputs": ["3"]}]}
    >>> fingerprint(a) == fingerprint(b)
    True
    """
    text = json.dumps(cells(notebook), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def read(path: Path) -> dict:
    """A notebook file as JSON."""
    return json.loads(path.read_text(encoding="utf-8"))


def history(lesson: Path) -> list[dict]:
    """Every version of ``lesson`` that git knows, newest first (none without git)."""
    where = ["git", "-C", str(lesson.parent)]
    try:
        name = subprocess.run([*where, "ls-files", "--full-name", lesson.name], check=True,
                              capture_output=True, text=True).stdout.strip()
        commits = subprocess.run([*where, "log", "--format=%H", "--", lesson.name], check=True,
                                 capture_output=True, text=True).stdout.split()
        return [json.loads(subprocess.run([*where, "show", f"{commit}:{name}"], check=True,
                                          capture_output=True, text=True).stdout)
                for commit in commits]
    except (OSError, subprocess.CalledProcessError, json.JSONDecodeError):
        return []


def closest(copy: dict, versions: list[dict]) -> dict | None:
    """The version that differs from ``copy`` in fewest cells (the newest of equals).

    >>> old = {"cells": [{"cell_type": "markdown", "source": "Hello"}]}
    >>> new = {"cells": [{"cell_type": "markdown", "source": "Hello"},
    ...                  {"cell_type": "markdown", "source": "An exercise"}]}
    >>> mine = {"cells": [{"cell_type": "markdown", "source": "Hello"},
    ...                   {"cell_type": "code", "source": "x = 1"}]}
    >>> closest(mine, [new, old]) is old
    True
    """
    mine = Counter(cells(copy))
    apart = [sum(((mine - Counter(cells(version))) + (Counter(cells(version)) - mine)).values())
             for version in versions]
    return versions[apart.index(min(apart))] if versions else None


def made_from(copy: dict, lesson: Path, record: dict[str, str]) -> str:
    """The fingerprint of the lesson's version that ``copy`` was made from."""
    if lesson.name in record:
        return record[lesson.name]
    version = closest(copy, history(lesson))
    return fingerprint(version) if version is not None else fingerprint(read(lesson))


def trust(paths: list[Path]) -> None:
    """Sign the notebooks as ``jupyter trust`` does, so their outputs show without a warning."""
    if not paths:
        return
    from nbformat import read as read_notebook
    from nbformat.sign import NotebookNotary

    notary = NotebookNotary()
    for path in paths:
        with path.open(encoding="utf-8") as file:
            notary.sign(read_notebook(file, as_version=4))


def put_aside(path: Path, now: datetime.datetime) -> Path:
    """Move ``path`` into the ``old`` folder beside it, the time in its name; the new path."""
    aside = path.parent / OLD / f"{path.stem}-{now:%Y-%m-%d-%H%M%S}{path.suffix}"
    aside.parent.mkdir(exist_ok=True)
    path.rename(aside)
    return aside


def update(lesson: Path, copies: Path, record: dict[str, str],
           now: datetime.datetime) -> tuple[Path | None, str | None]:
    """Bring the pupil's copy of ``lesson`` up to date; the file written (if any) and what to
    tell the pupil (if anything)."""
    copy, shipped = copies / lesson.name, fingerprint(read(lesson))
    if not copy.exists():
        record[lesson.name] = shipped
        return _copy(lesson, copy), None
    mine = read(copy)
    origin = made_from(mine, lesson, record)
    record[lesson.name] = shipped
    if origin == shipped or fingerprint(mine) == shipped:
        return None, None
    if fingerprint(mine) == origin:
        aside = put_aside(copy, now)
        return _copy(lesson, copy), (
            f"{copy.name}: a new version of the lesson. Your copy had no changes of yours;"
            f" it is kept as {copies.name}/{OLD}/{aside.name}.")
    new = copy.with_name(f"{copy.stem} (new){copy.suffix}")
    if new.exists():
        if fingerprint(read(new)) == shipped:
            return None, None
        put_aside(new, now)
    return _copy(lesson, new), (
        f"{copy.name}: a new version of the lesson. Your copy has your changes and stays"
        f" as it is; the new lesson is {new.name}.")


@functools.cache
def kernel_language() -> dict | None:
    """What the Python kernel of this environment tells Jupyter of its language
    (``language_info``), as JupyterLab writes it into a notebook it opens; None without
    ipykernel. Asked in a process of its own: importing ipykernel here would take over the
    widgets' messages of whoever imports this module.

    >>> import platform
    >>> language = kernel_language()
    >>> language is None or (language["name"], language["version"]) == (
    ...     "python", platform.python_version())
    True
    """
    ask = ("import json; from ipykernel.ipkernel import IPythonKernel as K;"
           " print(json.dumps(K.language_info))")
    try:
        answer = subprocess.run([sys.executable, "-c", ask], check=True, capture_output=True,
                                text=True, timeout=60)
        return json.loads(answer.stdout)
    except (OSError, subprocess.SubprocessError, json.JSONDecodeError):
        return None


def as_copied(notebook: dict) -> dict:
    """The notebook as the pupil's copy: the kernel's language in its metadata.

    >>> copy = as_copied({"cells": [], "metadata": {"language_info": {"name": "python"}}})
    >>> copy["metadata"]["language_info"] == (kernel_language() or {"name": "python"})
    True
    """
    language = kernel_language()
    if language is None:
        return notebook
    return {**notebook, "metadata": {**notebook.get("metadata", {}), "language_info": language}}


def _copy(lesson: Path, to: Path) -> Path:
    text = json.dumps(as_copied(read(lesson)), indent=1, ensure_ascii=False)
    to.write_text(text + "\n", encoding="utf-8")
    return to


def main(argv: list[str] | None = None) -> int:
    """Copy or update every lesson of ``lessons`` into ``copies``; print what changed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lessons", type=Path, help="the lessons, e.g. notebooks")
    parser.add_argument("copies", type=Path, help="the pupils' copies, e.g. my-lessons")
    args = parser.parse_args(argv)
    args.copies.mkdir(parents=True, exist_ok=True)
    record_path = args.copies / RECORD
    record = json.loads(record_path.read_text()) if record_path.exists() else {}
    now, written = datetime.datetime.now(), []
    for lesson in sorted(args.lessons.glob("*.ipynb")):
        path, message = update(lesson, args.copies, record, now)
        written += [path] if path else []
        if message:
            print(f"{args.copies.name}/{message}")
    trust(written)
    record_path.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
