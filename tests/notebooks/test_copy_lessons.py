"""The pupils' copies of the lessons (``tools/copy_lessons.py``, run by ``make lab``): a new
version of a lesson reaches the pupil, and nothing the pupil wrote is ever lost."""

from __future__ import annotations

import datetime
import doctest
import json
import platform
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbformat.sign import NotebookNotary

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import copy_lessons  # noqa: E402


def lesson(*texts: str) -> dict:
    """A lesson with a markdown cell for each text."""
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_markdown_cell(text) for text in texts]
    notebook.cells.append(nbformat.v4.new_code_cell("1 + 2"))
    return json.loads(nbformat.writes(notebook))


#: what the kernel tells JupyterLab of its language (ipykernel's ``language_info``)
KERNEL_LANGUAGE = {
    "name": "python", "version": platform.python_version(), "mimetype": "text/x-python",
    "codemirror_mode": {"name": "ipython", "version": 3}, "pygments_lexer": "ipython3",
    "nbconvert_exporter": "python", "file_extension": ".py"}


def is_copy_of(copy: Path, lesson: Path) -> bool:
    """``copy`` is the lesson as written: the same cells and metadata, but for the language,
    which names the kernel's Python (as JupyterLab would write it when the copy opens)."""
    mine, shipped = json.loads(copy.read_text()), json.loads(lesson.read_text())
    shipped["metadata"]["language_info"] = KERNEL_LANGUAGE
    return mine == shipped


def write(path: Path, notebook: dict) -> None:
    path.write_text(json.dumps(notebook), encoding="utf-8")


def run(lessons: Path, copies: Path, capsys) -> list[str]:
    """Run the tool as ``make lab`` does; the lines it printed."""
    assert copy_lessons.main([str(lessons), str(copies)]) == 0
    return capsys.readouterr().out.splitlines()


def ran(notebook: dict) -> dict:
    """The notebook as a pupil saves it after running it: outputs, no change to a cell."""
    done = json.loads(json.dumps(notebook))
    code = done["cells"][-1]
    code["outputs"] = [{"output_type": "execute_result", "execution_count": 1, "metadata": {},
                        "data": {"text/plain": "3"}}]
    code["execution_count"] = 1
    return done


def changed(notebook: dict, text: str = "My notes") -> dict:
    """The notebook with a cell of the pupil's own."""
    mine = json.loads(json.dumps(notebook))
    mine["cells"].insert(1, {"cell_type": "markdown", "metadata": {}, "source": text})
    return mine


@pytest.fixture
def folders(tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    """The lessons (two, in a git repository) and the pupil's folder; Jupyter's data folder (its
    notebook signatures) fresh."""
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    lessons = tmp_path / "repo" / "notebooks"
    lessons.mkdir(parents=True)
    write(lessons / "01-play.ipynb", lesson("Play"))
    write(lessons / "02-learn.ipynb", lesson("Learn"))
    return lessons, tmp_path / "my-lessons"


def commit(lessons: Path, message: str) -> None:
    """Commit the lessons as they are (a repository made on the first call)."""
    git = ["git", "-C", str(lessons.parent), "-c", "user.name=T", "-c", "user.email=t@example.org"]
    if not (lessons.parent / ".git").exists():
        subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-q", "-m", message], check=True)


def test_the_first_time_every_lesson_is_copied_and_trusted(folders, capsys):
    lessons, copies = folders
    assert run(lessons, copies, capsys) == []
    names = sorted(p.name for p in copies.glob("*.ipynb"))
    assert names == ["01-play.ipynb", "02-learn.ipynb"]
    for name in names:
        assert is_copy_of(copies / name, lessons / name)
        notebook = nbformat.read(copies / name, as_version=4)
        assert NotebookNotary().check_signature(notebook), f"{name} is not trusted"
    record = json.loads((copies / ".lessons.json").read_text())
    assert record == {name: copy_lessons.fingerprint(json.loads((lessons / name).read_text()))
                      for name in names}


def test_a_copy_names_the_kernels_python_so_jupyterlab_opens_it_unchanged(folders, capsys):
    lessons, copies = folders
    lesson = json.loads((lessons / "01-play.ipynb").read_text())
    assert lesson["metadata"].get("language_info", {}).get("version") is None
    run(lessons, copies, capsys)
    copy = json.loads((copies / "01-play.ipynb").read_text())
    assert copy["metadata"]["language_info"] == KERNEL_LANGUAGE
    assert copy["cells"] == lesson["cells"]
    assert nbformat.validate(nbformat.reads(json.dumps(copy), as_version=4)) is None


def test_a_copy_of_the_lesson_as_it_is_is_left_alone(folders, capsys):
    lessons, copies = folders
    run(lessons, copies, capsys)
    write(copies / "01-play.ipynb", ran(json.loads((lessons / "01-play.ipynb").read_text())))
    write(copies / "02-learn.ipynb", changed(json.loads((lessons / "02-learn.ipynb").read_text())))
    before = {p.name: p.read_bytes() for p in copies.iterdir() if p.is_file()}
    assert run(lessons, copies, capsys) == []
    assert {p.name: p.read_bytes() for p in copies.iterdir() if p.is_file()} == before


def updated(folders, name: str, pupil, *texts: str, capsys) -> tuple[dict, list[str]]:
    """Copy the lessons, let the pupil work on the copy of ``name`` (``pupil``: what becomes
    of it), give the lesson new ``texts`` and run the tool again: the pupil's copy and what
    the tool said."""
    lessons, copies = folders
    run(lessons, copies, capsys)
    mine = pupil(json.loads((lessons / name).read_text()))
    write(copies / name, mine)
    write(lessons / name, lesson(*texts))
    return mine, run(lessons, copies, capsys)


def test_a_new_lesson_replaces_a_copy_the_pupil_only_ran(folders, capsys):
    lessons, copies = folders
    mine, said = updated(folders, "01-play.ipynb", ran, "Play, new", capsys=capsys)
    assert is_copy_of(copies / "01-play.ipynb", lessons / "01-play.ipynb")
    [aside] = (copies / "old").glob("01-play-*.ipynb")
    assert json.loads(aside.read_text()) == mine
    assert said == [f"my-lessons/01-play.ipynb: a new version of the lesson. Your copy had no"
                    f" changes of yours; it is kept as my-lessons/old/{aside.name}."]
    assert not list(copies.glob("* (new).ipynb"))
    assert run(lessons, copies, capsys) == []


def test_a_new_lesson_comes_beside_a_copy_the_pupil_changed(folders, capsys):
    lessons, copies = folders
    mine, said = updated(folders, "02-learn.ipynb", changed, "Learn, new", capsys=capsys)
    assert json.loads((copies / "02-learn.ipynb").read_text()) == mine
    new = copies / "02-learn (new).ipynb"
    assert is_copy_of(new, lessons / "02-learn.ipynb")
    assert NotebookNotary().check_signature(nbformat.read(new, as_version=4))
    assert said == ["my-lessons/02-learn.ipynb: a new version of the lesson. Your copy has your"
                    " changes and stays as it is; the new lesson is 02-learn (new).ipynb."]
    assert run(lessons, copies, capsys) == []
    assert not (copies / "old").exists()


def test_a_newer_lesson_puts_aside_a_new_copy_the_pupil_worked_in(folders, capsys):
    lessons, copies = folders
    updated(folders, "02-learn.ipynb", changed, "Learn, new", capsys=capsys)
    worked = changed(json.loads((copies / "02-learn (new).ipynb").read_text()), "More notes")
    write(copies / "02-learn (new).ipynb", worked)
    write(lessons / "02-learn.ipynb", lesson("Learn, newer"))
    run(lessons, copies, capsys)
    [aside] = (copies / "old").glob("02-learn (new)-*.ipynb")
    assert json.loads(aside.read_text()) == worked
    assert is_copy_of(copies / "02-learn (new).ipynb", lessons / "02-learn.ipynb")


def test_copies_made_before_the_record_are_matched_against_the_lessons_history(folders, capsys):
    lessons, copies = folders
    commit(lessons, "first")
    run(lessons, copies, capsys)
    (copies / ".lessons.json").unlink()  # as the copies made before the record existed
    write(copies / "01-play.ipynb", ran(json.loads((lessons / "01-play.ipynb").read_text())))
    mine = changed(json.loads((lessons / "02-learn.ipynb").read_text()))
    write(copies / "02-learn.ipynb", mine)
    write(lessons / "01-play.ipynb", lesson("Play", "An exercise"))  # every cell of the copy too
    commit(lessons, "second")
    said = run(lessons, copies, capsys)
    assert [line.split(":")[0] for line in said] == ["my-lessons/01-play.ipynb"]
    assert is_copy_of(copies / "01-play.ipynb", lessons / "01-play.ipynb")
    assert json.loads((copies / "02-learn.ipynb").read_text()) == mine


def test_without_git_a_copy_made_before_the_record_is_left_alone(folders, capsys):
    lessons, copies = folders
    run(lessons, copies, capsys)
    (copies / ".lessons.json").unlink()
    mine = changed(json.loads((lessons / "02-learn.ipynb").read_text()))
    write(copies / "02-learn.ipynb", mine)
    write(lessons / "02-learn.ipynb", lesson("Learn, new"))
    assert run(lessons, copies, capsys) == []
    assert json.loads((copies / "02-learn.ipynb").read_text()) == mine
    assert sorted(p.name for p in copies.glob("*.ipynb")) == ["01-play.ipynb", "02-learn.ipynb"]


def test_asking_the_kernels_language_leaves_this_process_without_ipykernel():
    before = "ipykernel" in sys.modules
    copy_lessons.kernel_language.cache_clear()
    assert copy_lessons.kernel_language() == KERNEL_LANGUAGE
    assert ("ipykernel" in sys.modules) == before  # it would take over the widgets' messages


def test_the_examples_in_the_tools_docstrings_hold():
    assert doctest.testmod(copy_lessons).failed == 0


def test_the_time_in_a_put_aside_name_keeps_copies_apart(tmp_path):
    copy = tmp_path / "03-scoring.ipynb"
    copy.write_text("{}")
    aside = copy_lessons.put_aside(copy, datetime.datetime(2026, 11, 30, 12, 40, 5))
    assert aside == tmp_path / "old" / "03-scoring-2026-11-30-124005.ipynb"
    assert not copy.exists() and aside.read_text() == "{}"
