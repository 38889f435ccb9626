"""A lesson that is new on the classroom site reaches the pupils who already have a copy.

The browser keeps a pupil's copy of a notebook and shows it instead of the site's file, even
after the teacher has put a newer lesson on the site. The landing page moves a copy of an
older version out of the lesson's way (``lite/keep-copies.js``): a copy the pupil only ran to
``old/``, a copy with the pupil's changes to ``<name> (yours).ipynb``; a copy of the lesson as
it is now stays. The copies are put into the browser's storage as JupyterLite keeps them.
"""

from __future__ import annotations

import doctest
import json
import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "lite"))

import build_site  # noqa: E402
import lesson_versions  # noqa: E402

STORAGE = "JupyterLite Storage - /"
MINE = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
        "source": "x = 'my own try: 12 × 3 − 4'"}

#: put models into JupyterLite's storage, as it keeps them (files and checkpoints by path)
_PUT_JS = """async ({name, files, checkpoints}) => {
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = no; });
  const tx = db.transaction(['files', 'checkpoints'], 'readwrite');
  for (const [path, model] of Object.entries(files)) tx.objectStore('files').put(model, path);
  for (const [path, list] of Object.entries(checkpoints))
    tx.objectStore('checkpoints').put(list, path);
  await new Promise(ok => { tx.oncomplete = ok; });
  db.close();
}"""
#: everything in a store of JupyterLite's storage, by path
_ALL_JS = """async ({name, store}) => {
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = no; });
  const st = db.transaction(store).objectStore(store);
  const get = (r) => new Promise(ok => { r.onsuccess = () => ok(r.result); });
  const [keys, values] = [await get(st.getAllKeys()), await get(st.getAll())];
  db.close();
  return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}"""


def _model(path: str, notebook: dict) -> dict:
    """A notebook as JupyterLite's storage keeps it."""
    return {"name": path.split("/")[-1], "path": path, "type": "notebook", "format": "json",
            "mimetype": "application/json", "content": notebook, "size": 1, "writable": True,
            "created": "2026-11-02T08:00:00.000Z", "last_modified": "2026-11-02T09:00:00.000Z"}


def _copy(shipped: dict, cells: list[dict], made_from: str | None) -> dict:
    """A pupil's copy: ``cells``, and the version it says it was made from (``None``: a site
    that did not mark versions yet)."""
    notebook = json.loads(json.dumps(shipped))
    notebook["cells"] = cells
    del notebook["metadata"][lesson_versions.KEY]
    if made_from is not None:
        notebook["metadata"][lesson_versions.KEY] = {"version": made_from}
    return notebook


def _copies(site_files: Path) -> dict[str, dict]:
    """Six copies in one pupil's browser."""
    read = {name: json.loads((site_files / name).read_text(encoding="utf-8")) for name in (
        "02-operator-precedence.ipynb", "03-scoring.ipynb", "04-puzzles.ipynb",
        "06-summa-summarum.ipynb", "07-pari.ipynb", "04-raetsel.ipynb")}
    current = {name: nb["metadata"][lesson_versions.KEY]["version"] for name, nb in read.items()}
    older = {name: nb["cells"][:-2] for name, nb in read.items()}  # before two cells came
    ran = [dict(cell, outputs=[{"output_type": "stream", "name": "stdout", "text": "ran\n"}])
           if cell["cell_type"] == "code" else cell for cell in older["07-pari.ipynb"]]
    return {
        # made from an older version, changed by the pupil: becomes "(yours 2)"
        "06-summa-summarum.ipynb": _copy(
            read["06-summa-summarum.ipynb"], [*older["06-summa-summarum.ipynb"][:1], MINE,
                                              *older["06-summa-summarum.ipynb"][1:]],
            lesson_versions.version(older["06-summa-summarum.ipynb"])),
        # the pupil's copy from an update before: stays
        "06-summa-summarum (yours).ipynb": _copy(read["06-summa-summarum.ipynb"], [MINE], "1"),
        # made from an older version and only run: goes to old/
        "07-pari.ipynb": _copy(read["07-pari.ipynb"], ran,
                               lesson_versions.version(older["07-pari.ipynb"])),
        # made from the lesson as it is now, changed by the pupil: stays
        "03-scoring.ipynb": _copy(read["03-scoring.ipynb"],
                                  [MINE, *read["03-scoring.ipynb"]["cells"]],
                                  current["03-scoring.ipynb"]),
        # from a site that did not mark versions, cells as now: stays
        "02-operator-precedence.ipynb": _copy(read["02-operator-precedence.ipynb"],
                                              read["02-operator-precedence.ipynb"]["cells"], None),
        # from a site that did not mark versions, cells of an older lesson: becomes "(yours)"
        "04-puzzles.ipynb": _copy(read["04-puzzles.ipynb"], older["04-puzzles.ipynb"], None),
        # a German lesson changed by the pupil: becomes "(deine)", and is spoken of in German
        "04-raetsel.ipynb": _copy(read["04-raetsel.ipynb"], [MINE, *older["04-raetsel.ipynb"]],
                                  lesson_versions.version(older["04-raetsel.ipynb"])),
    }


#: a copy of 07-pari.ipynb moved to old/ at an update before, and left as it was
_UNTOUCHED = "old/07-pari-2026-01-05-101500.ipynb"


def _earlier_asides(copies: dict[str, dict]) -> dict[str, dict]:
    """What old/ holds from updates before: an untouched copy of 07-pari (it goes when the
    next one comes), one the pupil changed there, and an untouched one of another lesson
    whose name begins the same (both stay)."""
    untouched = copies["07-pari.ipynb"]
    changed = json.loads(json.dumps(untouched))
    changed["cells"].insert(0, MINE)
    return {_UNTOUCHED: untouched, "old/07-pari-2026-01-06-101500 2.ipynb": changed,
            "old/07-pari-spelen-2026-01-05-101500.ipynb": untouched}


#: whether JupyterLite's storage for the site has its files and a checkpoint
_READY_JS = """async name => {
  if (!(await indexedDB.databases()).some(d => d.name === name)) return false;
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open(name); r.onsuccess = () => ok(r.result); r.onerror = no; });
  const stores = [...db.objectStoreNames];
  db.close();
  return stores.includes('files') && stores.includes('checkpoints');
}"""


def _storage_ready(page: Any) -> None:
    """Wait until JupyterLite has made its storage for the site (files and checkpoints)."""
    page.wait_for_function(_READY_JS, arg=STORAGE, polling=300, timeout=60_000)


def _versions(landing: Path) -> dict[str, str]:
    """The versions of the site's notebooks, as the landing page holds them."""
    text = landing.read_text(encoding="utf-8")
    return json.loads(text.split('id="lesson-versions">')[1].split("</script>")[0])


#: the notebook the app shows, as the app holds it
_OPENED_JS = "() => window.jupyterapp.shell.currentWidget.context.model.toJSON()"


def _a_pupil_who_saved(lite: Any) -> Any:
    """A pupil opens a notebook and saves it: the site's storage, with checkpoints."""
    page = lite.open("notebooks/index.html?path=05-for-teachers.ipynb")
    page.wait_notebook()  # its kernel too: leaving earlier would cut its requests off
    page.page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})
    page.page.keyboard.press("Control+s")
    _storage_ready(page.page)
    return page


def test_the_site_marks_every_notebook_with_its_version(site: Any) -> None:
    assert doctest.testmod(lesson_versions).failed == 0
    assert doctest.testmod(build_site).failed == 0  # prepare_the_app among them
    versions = _versions(site.path / "index.html")
    notebooks = sorted(p.relative_to(site.path / "files").as_posix()
                       for p in (site.path / "files").rglob("*.ipynb"))
    assert sorted(versions) == notebooks
    for path in notebooks:
        notebook = json.loads((site.path / "files" / path).read_text(encoding="utf-8"))
        assert versions[path] == notebook["metadata"][lesson_versions.KEY]["version"]
        assert versions[path] == lesson_versions.version(notebook["cells"]), path


def test_the_landing_page_moves_copies_of_older_lessons_out_of_their_way(
    lite: Any, site: Any
) -> None:
    page = _a_pupil_who_saved(lite)
    copies = _copies(site.path / "files")
    before = _earlier_asides(copies)
    versions = _versions(site.path / "index.html")
    checkpoint = [{"id": "checkpoint", "last_modified": "2026-11-02T09:00:00.000Z"}]
    page.page.evaluate(_PUT_JS, {
        "name": STORAGE, "files": {p: _model(p, nb) for p, nb in {**copies, **before}.items()},
        "checkpoints": {"07-pari.ipynb": checkpoint, "03-scoring.ipynb": checkpoint,
                        _UNTOUCHED: checkpoint}})

    page.goto("index.html")
    page.page.wait_for_selector("body[data-copies-kept]")
    assert page.page.evaluate("document.body.dataset.copiesKept") == "4"
    stored = page.page.evaluate(_ALL_JS, {"name": STORAGE, "store": "files"})
    # old/ keeps one untouched copy a lesson: the one moved now takes the place of the one
    # moved at an update before; one the pupil changed there, and another lesson's, stay
    assert _UNTOUCHED not in stored
    for path in before.keys() - {_UNTOUCHED}:
        assert stored[path]["content"] == before[path], path
    [aside] = [path for path in stored if path.startswith("old/") and path not in before]
    assert aside.startswith("old/07-pari-") and aside.endswith(".ipynb")
    assert stored["old"]["type"] == "directory"
    moved = {"06-summa-summarum (yours 2).ipynb": "06-summa-summarum.ipynb",
             "04-puzzles (yours).ipynb": "04-puzzles.ipynb", aside: "07-pari.ipynb",
             "04-raetsel (deine).ipynb": "04-raetsel.ipynb"}
    for to, path in moved.items():
        assert stored[to]["content"] == copies[path], to  # nothing of the pupil's is lost
        assert (stored[to]["path"], stored[to]["name"]) == (to, to.split("/")[-1])
    stay = ("03-scoring.ipynb", "02-operator-precedence.ipynb", "06-summa-summarum (yours).ipynb")
    saved = "05-for-teachers.ipynb"  # saved above: a copy of the lesson as it is, stays
    assert stored[saved]["content"]["metadata"][lesson_versions.KEY] == {"version": versions[saved]}
    assert sorted(stored) == sorted([*moved, *stay, "old", saved, *before.keys() - {_UNTOUCHED}])
    for path in stay:
        assert stored[path]["content"] == copies[path], path
    checkpoints = page.page.evaluate(_ALL_JS, {"name": STORAGE, "store": "checkpoints"})
    assert "07-pari.ipynb" not in checkpoints and "03-scoring.ipynb" in checkpoints
    assert _UNTOUCHED not in checkpoints

    status = page.page.locator('[data-role="updated"]')
    assert status.is_visible() and status.get_attribute("role") == "status"
    assert status.inner_text().splitlines() == [
        "“Find the best move” is new on this site. Your copy, with your changes, is now "
        "04-puzzles (yours).ipynb.",
        "„Finde den besten Zug“ ist neu auf dieser Seite. Deine Kopie mit deinen Änderungen "
        "heißt jetzt 04-raetsel (deine).ipynb.",
        "“Summa Summarum: Roman numerals on a dice sheet” is new on this site. Your copy, with "
        "your changes, is now 06-summa-summarum (yours 2).ipynb.",
        "“=Pari=: equations with something on both sides” is new on this site. Your copy had "
        f"no changes of yours; it is kept as {aside}.",
    ]
    # a screen reader reads each sentence in its own language
    assert status.locator("span").evaluate_all("s => s.map(e => e.lang)") == [
        "en", "de", "en", "en"]
    page.screenshot("site-landing-kept-copies")

    # the lesson opens as it is on the site now; the pupil's work is in "(yours 2)"
    for path, has_mine in (("06-summa-summarum.ipynb", False),
                           ("06-summa-summarum (yours 2).ipynb", True)):
        page.goto(f"notebooks/index.html?path={path}")
        page.wait_notebook()  # its kernel too: leaving earlier would cut its requests off
        mine = page.page.locator(".jp-Notebook .jp-Cell", has_text="my own try")
        assert (mine.count() > 0) == has_mine, path
    page.goto("index.html")
    page.page.wait_for_selector("body[data-copies-kept]")
    assert page.page.evaluate("document.body.dataset.copiesKept") == "0"  # once is enough
    status = page.page.locator('[data-role="updated"]')
    assert status.inner_text() == "" and status.bounding_box()["height"] == 0
    page.assert_stayed_local()


def test_a_bookmark_straight_to_a_notebook_gets_the_new_lesson_too(lite: Any, site: Any) -> None:
    """A pupil who opens a notebook by a bookmark (or a link the teacher gave) skips the
    landing page: each app's page makes the same check before JupyterLite opens, and the app
    says in its notifications what it moved."""
    versions = _versions(site.path / "index.html")
    assert json.loads((site.path / "lesson-versions.json").read_text()) == versions
    for app in ("lab", "notebooks", "tree"):
        text = (site.path / app / "index.html").read_text(encoding="utf-8")
        assert text.index("beforeTheApp('..')") < text.index("'../config-utils.js"), app
    page = _a_pupil_who_saved(lite)
    copies = {path: copy for path, copy in _copies(site.path / "files").items()
              if path in ("07-pari.ipynb", "04-puzzles.ipynb", "03-scoring.ipynb")}
    page.page.evaluate(_PUT_JS, {"name": STORAGE, "checkpoints": {},
                                 "files": {p: _model(p, nb) for p, nb in copies.items()}})

    page.goto("notebooks/index.html?path=07-pari.ipynb")
    page.page.wait_for_selector("html[data-copies-kept]", state="attached")
    assert page.page.evaluate("document.documentElement.dataset.copiesKept") == "2"
    page.wait_notebook()
    stored = page.page.evaluate(_ALL_JS, {"name": STORAGE, "store": "files"})
    [aside] = [path for path in stored if path.startswith("old/")]
    assert stored[aside]["content"] == copies["07-pari.ipynb"]
    assert stored["04-puzzles (yours).ipynb"]["content"] == copies["04-puzzles.ipynb"]
    assert stored["03-scoring.ipynb"]["content"] == copies["03-scoring.ipynb"]  # as it is now
    # the lesson opens as it is on the site now, with the two cells the copy lacked
    shipped = json.loads((site.path / "files" / "07-pari.ipynb").read_text(encoding="utf-8"))
    opened = page.page.evaluate(_OPENED_JS)
    assert [cell["source"] for cell in opened["cells"]] == [
        "".join(cell["source"]) for cell in shipped["cells"]]
    assert len(opened["cells"]) == len(copies["07-pari.ipynb"]["cells"]) + 2
    toasts = page.page.locator(".jp-toast-message")
    toasts.nth(1).wait_for(timeout=30_000)
    assert sorted(toasts.all_inner_texts()) == [
        "New version of 04-puzzles.ipynb. Your copy, with your changes, is now "
        "04-puzzles (yours).ipynb.",
        f"New version of 07-pari.ipynb. Your old copy is now {aside}.",
    ]
    page.screenshot("site-bookmark-kept-copies")
    # more than two moved copies get one sentence, so the notifications do not cover the lesson
    said = page.page.evaluate(_SAID_JS, page.server.address("keep-copies.js"))
    assert said["en"] == {
        "mixed": ["New versions of 3 lessons. Your copies with your changes are now named "
                  "“… (yours).ipynb”, the others are in old/."],
        "old": ["New versions of 3 lessons. Your old copies are now in the folder old/."],
        "yours": ["New versions of 3 lessons. Your copies, with your changes, are now named "
                  "“… (yours).ipynb”."],
        "two": ["New version of 01.ipynb. Your old copy is now x1.ipynb.",
                "New version of 02.ipynb. Your copy, with your changes, is now x2.ipynb."],
    }
    # German and Dutch lessons are spoken of in their language
    assert said["de"] == {
        "mixed": ["Neue Fassungen von 3 Lektionen. Deine Kopien mit deinen Änderungen heißen "
                  "jetzt „… (deine).ipynb“, die anderen liegen in old/."],
        "old": ["Neue Fassungen von 3 Lektionen. Deine alten Kopien liegen jetzt im Ordner "
                "old/."],
        "yours": ["Neue Fassungen von 3 Lektionen. Deine Kopien mit deinen Änderungen heißen "
                  "jetzt „… (deine).ipynb“."],
        "two": ["Neue Fassung von 01.ipynb. Deine alte Kopie ist jetzt x1.ipynb.",
                "Neue Fassung von 02.ipynb. Deine Kopie mit deinen Änderungen heißt jetzt "
                "x2.ipynb."],
    }
    assert said["nl"] == {
        "mixed": ["Nieuwe versies van 3 lessen. Je kopieën met jouw wijzigingen heten nu "
                  "“… (van jou).ipynb”, de andere staan in old/."],
        "old": ["Nieuwe versies van 3 lessen. Je oude kopieën staan nu in de map old/."],
        "yours": ["Nieuwe versies van 3 lessen. Je kopieën met jouw wijzigingen heten nu "
                  "“… (van jou).ipynb”."],
        "two": ["Nieuwe versie van 01.ipynb. Je oude kopie is nu x1.ipynb.",
                "Nieuwe versie van 02.ipynb. Je kopie, met jouw wijzigingen, heet nu x2.ipynb."],
    }
    # lessons in several languages: one sentence for many in English, each of two in its own
    assert {k: said["several"][k] for k in ("mixed", "old", "yours")} == {
        k: said["en"][k] for k in ("mixed", "old", "yours")}
    assert said["several"]["two"] == [said["en"]["two"][0], said["de"]["two"][1]]
    sentences = [s for lang in said.values() for kind in lang.values() for s in kind]
    assert max(len(sentence) for sentence in sentences) <= 140
    page.assert_stayed_local()


#: what the app would say about three moved copies of each kind and of both, and about two,
#: of lessons in English, German, Dutch and (``several``) in all three
_SAID_JS = """async (url) => {
  const { saidInTheApp } = await import(url);
  const said = (lang) => {
    const copy = (kind, n) => ({ path: `0${n}.ipynb`, to: `x${n}.ipynb`, kind,
      lang: lang === 'several' ? ['en', 'de', 'nl'][n - 1] : lang });
    return {
      mixed: saidInTheApp([copy('old', 1), copy('yours', 2), copy('old', 3)]),
      old: saidInTheApp([copy('old', 1), copy('old', 2), copy('old', 3)]),
      yours: saidInTheApp([copy('yours', 1), copy('yours', 2), copy('yours', 3)]),
      two: saidInTheApp([copy('old', 1), copy('yours', 2)]),
    };
  };
  return Object.fromEntries(['en', 'de', 'nl', 'several'].map((lang) => [lang, said(lang)]));
}"""
