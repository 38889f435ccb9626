#!/usr/bin/env python3
"""Build the classroom site: the lessons and games as a static JupyterLite site.

Usage::

    .venv-site/bin/python lite/build_site.py [--output site] [--extra-contents DIR ...]

(``make site`` does this; the site tools live in ``.venv-site``, not in ``.venv``.)

What it does, in order (downloads are kept in ``.lite-build/cache``):

1. checks that the installed JupyterLite tools are the pinned ones and that the
   Pyodide kernel still expects the pinned Pyodide version;
2. fetches the Pyodide runtime with ``npm pack pyodide@<version>``;
3. builds the project's wheel and a small ``summy_selftest`` wheel that holds
   ``tests/engine`` and a runner for it;
4. downloads, from PyPI, every pure-Python wheel the kernel and the project need,
   at the versions Pyodide's lock file names (or ``lite/requirements.txt`` for
   packages that Pyodide does not pin);
5. rewrites ``pyodide-lock.json`` so that it lists exactly the wheels shipped,
   with their real hashes, imports and dependencies (so ``import summy_widget``
   works with no ``%pip`` cell), and checks every requirement of every wheel;
6. runs ``jupyter lite build`` with PyPI disabled at run time, then writes the
   landing page and checks the finished site.

Any disagreement between a pin and what the tools expect stops the build with a
message that says what to change.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import html
import json
import os
import re
import shutil
import string
import subprocess
import sys
import tarfile
import time
import zipfile
from dataclasses import dataclass
from email.parser import Parser
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    tomllib = None

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lesson_versions  # noqa: E402  (lite/, beside this script)

ROOT = Path(__file__).resolve().parent.parent
LITE = ROOT / "lite"
WORK = ROOT / ".lite-build"
CACHE = WORK / "cache"

#: the Pyodide release shipped; jupyterlite-pyodide-kernel 0.8.6 expects exactly this one
PYODIDE_VERSION = "314.0.6"
#: the JupyterLite tools the site is built with (the ``site`` extra of pyproject.toml)
TOOL_VERSIONS = {"jupyterlite-core": "0.8.6", "jupyterlite-pyodide-kernel": "0.8.6"}
#: the files of the npm package ``pyodide`` that the site needs (it holds no wheels)
PYODIDE_CORE = (
    "pyodide.mjs",
    "pyodide.js",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "package.json",
    "pyodide-lock.json",
)
#: JupyterLite applications shipped (the landing page links to ``notebooks`` and ``tree``)
APPS = ("lab", "notebooks", "tree")
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
#: the front-end extensions the widgets need, taken from the wheels that are shipped
EXTENSION_WHEELS = ("anywidget", "jupyterlab-widgets")
SELFTEST = "summy-selftest"
SELFTEST_NOTEBOOK = "self-test.ipynb"
#: the site's folder for teachers: the self-test is there, out of the pupils' way
TEACHERS = "teachers"
#: the game notebooks of the site only (one game each), shipped beside the lessons
GAMES = LITE / "games"
#: the games in the order the landing page lists them (a word of the notebook's name; Summy
#: is Kruissom in Dutch)
GAME_ORDER = (("summy", "kruissom"), ("summa",), ("pari",))
#: the word of a notebook's name that makes it a game on the landing page, in each language
GAME_WORDS = {"en": "play", "de": "spiele", "nl": "speel"}
#: folders of ``notebooks/`` left out of the site (marimo apps cannot run in JupyterLite)
NOT_SHIPPED = ("marimo",)
#: what a pupil reads above the first code cell of every notebook of the site
WAIT_NOTE = (
    "*Press Shift+Enter (on a tablet: tap the game's cell, then ▶ in the bar above) and wait "
    "about 20 seconds the first time; [\\*] means Python is starting in your browser.*"
)
#: the same in the language a notebook is written in (``metadata.summy_widget.lang``), and
#: the words by which a notebook that says it already is known
WAIT_NOTES = {
    "en": (WAIT_NOTE, "wait about 20 seconds"),
    "de": ("*Drücke Shift+Enter (auf einem Tablet: tippe auf die Zelle des Spiels, dann auf ▶ "
           "in der Leiste darüber) und warte beim ersten Mal etwa 20 Sekunden; [\\*] heißt, "
           "dass Python in deinem Browser startet.*", "etwa 20 Sekunden"),
    "nl": ("*Druk op Shift+Enter (op een tablet: tik op de cel van het spel en dan op ▶ in de "
           "balk erboven) en wacht de eerste keer ongeveer 20 seconden; [\\*] betekent dat "
           "Python in je browser opstart.*", "ongeveer 20 seconden"),
}


class BuildError(RuntimeError):
    """The site cannot be built as it is; the message says what to change."""


def log(message: str) -> None:
    print(f"[site] {message}", flush=True)


def normalize(name: str) -> str:
    """The normalized name of a Python distribution (PEP 503).

    >>> normalize("Jupyterlab_Widgets")
    'jupyterlab-widgets'
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    """Run a command; its failure stops the build with the command's own output."""
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        raise BuildError(
            f"command failed ({result.returncode}): {' '.join(cmd)}\n"
            f"{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
        )
    return result


# ---------------------------------------------------------------------------
# 1. the tools


def check_tools() -> dict:
    """Check the installed JupyterLite tools against the pins; return what the kernel expects."""
    from importlib import metadata

    for name, wanted in TOOL_VERSIONS.items():
        try:
            found = metadata.version(name)
        except metadata.PackageNotFoundError:
            raise BuildError(
                f"{name} is not installed in {sys.prefix}. The site is built in an environment "
                "of its own: run `make site`, which creates .venv-site with the site tools "
                "(not .venv: there JupyterLite's lab extension would load into JupyterLab)"
            ) from None
        if found != wanted:
            raise BuildError(
                f"{name} {found} is installed but the site is pinned to {wanted}: "
                f"change TOOL_VERSIONS in lite/build_site.py and the 'site' extra together"
            )
    from jupyterlite_pyodide_kernel import constants

    if constants.PYODIDE_VERSION != PYODIDE_VERSION:
        raise BuildError(
            f"jupyterlite-pyodide-kernel expects Pyodide {constants.PYODIDE_VERSION}, "
            f"but PYODIDE_VERSION in lite/build_site.py is {PYODIDE_VERSION}"
        )
    extension = Path(sys.prefix) / "share/jupyter/labextensions" / KERNEL_EXTENSION
    if not (extension / "package.json").is_file():
        raise BuildError(f"the Pyodide kernel's front end is missing: {extension}")
    static = extension / "static"
    bundles = "".join(p.read_text(encoding="utf-8") for p in static.glob("*.js"))
    expected = re.findall(r"pyodide/v(\d+\.\d+\.\d+)/full", bundles)
    if set(expected) != {PYODIDE_VERSION}:
        raise BuildError(
            f"the Pyodide kernel's front end names Pyodide {sorted(set(expected))}, "
            f"but the site ships {PYODIDE_VERSION}"
        )
    # the packages the kernel installs when it starts (besides micropip and piplite)
    match = re.search(r"of\s*\[((?:\"[\w.-]+\",?)+)\]\)\w+\.includes", bundles)
    micropip_first = 'loadPackage(["micropip"])' in bundles
    if not match or '"pyodide-kernel"' not in match.group(1) or not micropip_first:
        raise BuildError(
            "cannot find the list of packages the Pyodide kernel installs at start-up in "
            f"{static}; the kernel changed: review kernel_start_packages in lite/build_site.py"
        )
    startup = [normalize(n) for n in re.findall(r"\"([\w.-]+)\"", match.group(1))]
    kernel_wheels = {}
    for wheel in (static / "pypi").glob("*.whl"):
        name, version = wheel.name.split("-")[:2]
        kernel_wheels.setdefault(normalize(name), []).append((version, wheel))
    return {
        "startup": ["micropip", *startup],
        "kernel_wheels": kernel_wheels,
        "extension": extension,
        "python": constants.PYODIDE_PYTHON_VERSION,
    }


# ---------------------------------------------------------------------------
# 2. Pyodide


def fetch_pyodide(python: str) -> tuple[Path, dict]:
    """The Pyodide core files from npm (cached), and Pyodide's own lock file."""
    target = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if not all((target / name).is_file() for name in PYODIDE_CORE):
        npm = CACHE / "npm"
        npm.mkdir(parents=True, exist_ok=True)
        tgz = npm / f"pyodide-{PYODIDE_VERSION}.tgz"
        if not tgz.is_file():
            log(f"npm pack pyodide@{PYODIDE_VERSION}")
            run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(npm)])
        partial = target.with_name(f"{target.name}.partial-{os.getpid()}")
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        with tarfile.open(tgz) as archive:
            for name in PYODIDE_CORE:
                member = archive.extractfile(f"package/{name}")
                if member is None:
                    raise BuildError(f"{tgz.name} has no {name}")
                (partial / name).write_bytes(member.read())
        shutil.rmtree(target, ignore_errors=True)
        partial.rename(target)
    package = json.loads((target / "package.json").read_text(encoding="utf-8"))
    if package.get("version") != PYODIDE_VERSION:
        raise BuildError(f"npm gave pyodide {package.get('version')}, not {PYODIDE_VERSION}")
    lock = json.loads((target / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock_python = lock["info"]["python"]
    if ".".join(lock_python.split(".")[:2]) != python:
        raise BuildError(
            f"Pyodide {PYODIDE_VERSION} runs Python {lock_python}, "
            f"but the kernel expects Python {python}"
        )
    return target, lock


# ---------------------------------------------------------------------------
# 3. the project's wheels


def build_project_wheel(stage: Path) -> Path:
    """``pip wheel`` of this project (the JS bundle must already be built)."""
    out = stage / "project"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    log("building the summy_widget wheel")
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)])
    wheels = list(out.glob("summy_widget-*.whl"))
    if len(wheels) != 1:
        raise BuildError(f"expected one summy_widget wheel in {out}, found {wheels}")
    with zipfile.ZipFile(wheels[0]) as archive:
        names = set(archive.namelist())
    for game in ("summy", "summa", "pari"):
        if f"summy_widget/static/{game}.js" not in names:
            raise BuildError(
                f"the wheel has no summy_widget/static/{game}.js: run `npm run build` first"
            )
    return wheels[0]


def write_wheel(path: Path, name: str, version: str, files: dict[str, bytes], requires: list[str]):
    """Write a minimal pure-Python wheel holding ``files`` (archive path -> bytes)."""
    dist = f"{name.replace('-', '_')}-{version}.dist-info"
    metadata = [
        "Metadata-Version: 2.1",
        f"Name: {name}",
        f"Version: {version}",
        "Summary: The engine tests of summy_widget, runnable in the browser",
        *(f"Requires-Dist: {r}" for r in requires),
    ]
    files = {
        **files,
        f"{dist}/METADATA": ("\n".join(metadata) + "\n").encode(),
        f"{dist}/WHEEL": b"Wheel-Version: 1.0\nGenerator: lite/build_site.py\n"
        b"Root-Is-Purelib: true\nTag: py3-none-any\n",
        f"{dist}/top_level.txt": b"summy_selftest\n",
    }
    record = []
    for arcname, data in sorted(files.items()):
        import base64

        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{arcname},sha256={digest},{len(data)}")
    record.append(f"{dist}/RECORD,,")
    files[f"{dist}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for arcname, data in sorted(files.items()):
            info = zipfile.ZipInfo(arcname, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)


def build_selftest_wheel(version: str, stage: Path) -> tuple[Path, int]:
    """The ``summy_selftest`` wheel: its runner plus ``tests/engine`` as it is now."""
    tests = ROOT / "tests"
    engine = tests / "engine"
    files: dict[str, bytes] = {}
    source = LITE / "selftest" / "summy_selftest"
    for path in sorted(source.rglob("*.py")):
        files[f"summy_selftest/{path.relative_to(source).as_posix()}"] = path.read_bytes()
    packaged = "summy_selftest/tests/"
    # the files beside tests/engine (conftest.py, helpers), then tests/engine itself
    for path in sorted(tests.glob("*")):
        if path.is_file() and path.suffix in (".py", ".json", ".txt"):
            files[packaged + "tests/" + path.name] = path.read_bytes()
    count = 0
    for path in sorted(engine.rglob("*")):
        if path.is_dir() or "__pycache__" in path.parts or path.suffix == ".pyc":
            continue
        files[packaged + path.relative_to(ROOT).as_posix()] = path.read_bytes()
        count += path.name.startswith("test_") and path.suffix == ".py"
    # pytest's settings (markers and all) from pyproject.toml, as a pytest.ini
    if tomllib is None:
        raise BuildError("building the site needs Python 3.11 or newer (tomllib)")
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    options = pyproject.get("tool", {}).get("pytest", {}).get("ini_options", {})
    ini = ["[pytest]"]
    for key, value in options.items():
        if key in ("testpaths", "addopts"):
            continue
        if isinstance(value, list):
            ini.append(f"{key} =")
            ini.extend(f"    {item}" for item in value)
        else:
            ini.append(f"{key} = {value}")
    ini.append("addopts = --strict-markers")
    files[packaged + "pytest.ini"] = ("\n".join(ini) + "\n").encode()
    out = stage / "selftest"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    wheel = out / f"summy_selftest-{version}-py3-none-any.whl"
    requires = [f"summy_widget=={version}", "pytest", "hypothesis"]
    write_wheel(wheel, SELFTEST, version, files, requires)
    return wheel, count


# ---------------------------------------------------------------------------
# 4. the wheels from PyPI


@dataclass
class Wheel:
    """One wheel the site ships."""

    name: str  # normalized
    version: str
    path: Path
    origin: str  # "pyodide-lock", "lite/requirements.txt", "kernel", "project"

    @property
    def metadata(self):
        with zipfile.ZipFile(self.path) as archive:
            meta = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
            if len(meta) != 1:
                raise BuildError(f"{self.path.name} has no single METADATA file")
            return Parser().parsestr(archive.read(meta[0]).decode("utf-8"))

    @property
    def imports(self) -> list[str]:
        """The top-level modules of the wheel."""
        with zipfile.ZipFile(self.path) as archive:
            names = archive.namelist()
            top = [n for n in names if n.endswith(".dist-info/top_level.txt")]
            if top:
                listed = archive.read(top[0]).decode().split()
                return sorted({n.split("/")[0] for n in listed if n})
        found = set()
        for n in names:
            first = n.split("/")[0]
            if first.endswith((".dist-info", ".data")) or not n.endswith(".py"):
                continue
            found.add(first if "/" in n else n[:-3])
        return sorted(found)


def pyodide_environment(lock: dict) -> dict:
    """The PEP 508 marker environment of Python in Pyodide."""
    full = lock["info"]["python"]
    return {
        "implementation_name": "cpython",
        "implementation_version": full,
        "os_name": "posix",
        "platform_machine": "wasm32",
        "platform_release": "",
        "platform_system": "Emscripten",
        "platform_version": "",
        "python_full_version": full,
        "platform_python_implementation": "CPython",
        "python_version": ".".join(full.split(".")[:2]),
        "sys_platform": "emscripten",
        "extra": "",
    }


def requirements_of(wheel: Wheel, environment: dict):
    """The requirements of ``wheel`` that apply in Pyodide (extras not asked for are left out)."""
    from packaging.requirements import Requirement

    out = []
    for line in wheel.metadata.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(environment):
            out.append(req)
    return out


def read_pins() -> dict[str, str]:
    pins = {}
    for line in (LITE / "requirements.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        name, sep, version = line.partition("==")
        if not sep:
            raise BuildError(f"lite/requirements.txt: pin an exact version: {line!r}")
        pins[normalize(name)] = version.strip()
    return pins


def cached_wheel(folder: Path, name: str, version: str) -> Path | None:
    from packaging.utils import parse_wheel_filename

    for path in folder.glob("*.whl"):
        wname, wversion, _build, _tags = parse_wheel_filename(path.name)
        if normalize(wname) == name and str(wversion) == version:
            return path
    return None


def download(wanted: dict[str, str]) -> dict[str, Path]:
    """Pure-Python wheels from PyPI, exactly at ``wanted`` (name -> version), cached."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    missing = {n: v for n, v in wanted.items() if cached_wheel(folder, n, v) is None}
    if missing:
        log("pip download " + " ".join(f"{n}=={v}" for n, v in sorted(missing.items())))
        env = {**os.environ, "PIP_CONSTRAINT": ""}
        run(
            [
                sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                "--only-binary=:all:", "--python-version", "3.14", "--platform", "any",
                "--implementation", "py", "--abi", "none", "-d", str(folder),
                *(f"{n}=={v}" for n, v in sorted(missing.items())),
            ],
            env=env,
        )
    out = {}
    for name, version in wanted.items():
        path = cached_wheel(folder, name, version)
        if path is None:
            raise BuildError(f"pip did not download a pure-Python wheel of {name}=={version}")
        out[name] = path
    return out


def resolve(roots: list[str], local: dict[str, Wheel], lock: dict, pins: dict[str, str]):
    """Every wheel the site ships: ``roots`` and all they require in Pyodide."""
    environment = pyodide_environment(lock)
    packages = lock["packages"]
    for name, version in pins.items():
        if name in packages and packages[name]["version"] != version:
            raise BuildError(
                f"lite/requirements.txt pins {name}=={version} but Pyodide {PYODIDE_VERSION} "
                f"pins {packages[name]['version']}: remove the line or change the Pyodide version"
            )
    shipped: dict[str, Wheel] = {}
    requires: dict[str, list] = {}
    todo = [normalize(r) for r in roots]
    while todo:
        fetch = {}
        for name in dict.fromkeys(todo):
            if name in shipped or name in fetch:
                continue
            if name in local:
                shipped[name] = local[name]
            elif name in packages:
                fetch[name] = (packages[name]["version"], "pyodide-lock")
            elif name in pins:
                fetch[name] = (pins[name], "lite/requirements.txt")
            else:
                needed_by = [
                    n for n, reqs in requires.items() if name in {normalize(r.name) for r in reqs}
                ]
                raise BuildError(
                    f"{name} (needed by {', '.join(needed_by) or 'the kernel'}) is neither in "
                    f"Pyodide's lock file nor pinned: add '{name}==<version>' "
                    "to lite/requirements.txt"
                )
        paths = download({n: v for n, (v, _) in fetch.items()})
        for name, (version, origin) in fetch.items():
            shipped[name] = Wheel(name, version, paths[name], origin)
        todo = []
        for name, wheel in shipped.items():
            if name not in requires:
                requires[name] = requirements_of(wheel, environment)
                todo.extend(normalize(r.name) for r in requires[name])
    # every requirement of every shipped wheel must be met by the version shipped
    problems = []
    for name, reqs in sorted(requires.items()):
        for req in reqs:
            dep = shipped[normalize(req.name)]
            if req.specifier and not req.specifier.contains(dep.version, prereleases=True):
                problems.append(
                    f"{name} requires {req}, but the site ships {dep.name} {dep.version} "
                    f"(from {dep.origin})"
                )
    if problems:
        raise BuildError("the versions shipped disagree:\n  " + "\n  ".join(problems))
    return shipped, {n: sorted({normalize(r.name) for r in reqs}) for n, reqs in requires.items()}


# ---------------------------------------------------------------------------
# 5. the lock file


def write_lock(lock: dict, shipped: dict[str, Wheel], depends: dict, folder: Path) -> dict:
    """Copy the wheels into ``folder`` and write a lock file that lists exactly them."""
    packages = {}
    for name, wheel in sorted(shipped.items()):
        entry = dict(lock["packages"].get(name, {}))
        meta = wheel.metadata
        entry.update(
            name=meta["Name"],
            version=wheel.version,
            file_name=wheel.path.name,
            sha256=sha256(wheel.path),
            depends=depends[name],
            imports=entry.get("imports") or wheel.imports,
            install_dir="site",
            package_type="package",
            unvendored_tests=False,
        )
        shutil.copy2(wheel.path, folder / wheel.path.name)
        packages[name] = dict(sorted(entry.items()))
    new = {"info": dict(lock["info"]), "packages": packages}
    (folder / "pyodide-lock.json").write_text(json.dumps(new, indent=1) + "\n", encoding="utf-8")
    return new


def check_lock(folder: Path, core: tuple[str, ...] = PYODIDE_CORE) -> dict:
    """The lock file in ``folder`` names exactly the wheels beside it, with their real hashes."""
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    problems = []
    named = set()
    for key, entry in packages.items():
        path = folder / entry["file_name"]
        named.add(entry["file_name"])
        if not path.is_file():
            problems.append(f"{key}: {entry['file_name']} is missing")
            continue
        if sha256(path) != entry["sha256"]:
            problems.append(f"{key}: sha256 of {path.name} differs from the lock file")
        from packaging.utils import parse_wheel_filename

        wname, wversion, _, _ = parse_wheel_filename(path.name)
        if normalize(wname) != key or str(wversion) != entry["version"]:
            problems.append(f"{key}=={entry['version']} is listed with {path.name}")
        for dep in entry["depends"]:
            if dep not in packages:
                problems.append(f"{key} depends on {dep}, which is not in the lock file")
    extra = {p.name for p in folder.iterdir()} - named - set(core)
    if extra:
        problems.append(f"files not in the lock file: {sorted(extra)}")
    if problems:
        where = folder / "pyodide-lock.json"
        raise BuildError(f"{where} does not match:\n  " + "\n  ".join(problems))
    return lock


# ---------------------------------------------------------------------------
# 6. the site


def stage_contents(extra: list[Path], stage: Path) -> Path:
    """The files students see: ``notebooks/`` (not its marimo apps), the site's games, the
    self-test notebook in ``teachers/`` and any extras."""
    contents = stage / "contents"
    shutil.rmtree(contents, ignore_errors=True)
    ignore = shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__", ".*")
    lessons = shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__", ".*", *NOT_SHIPPED)
    shutil.copytree(ROOT / "notebooks", contents, ignore=lessons)
    for game in sorted(GAMES.glob("*.ipynb")):
        shutil.copy2(game, contents / game.name)
    (contents / TEACHERS).mkdir(exist_ok=True)
    shutil.copy2(LITE / SELFTEST_NOTEBOOK, contents / TEACHERS / SELFTEST_NOTEBOOK)
    for folder in extra:
        shutil.copytree(folder, contents, ignore=ignore, dirs_exist_ok=True)
    for notebook in contents.rglob("*.ipynb"):
        prepare_notebook(notebook, wait_note=notebook.parent == contents)
    return contents


#: the kernel of the site; a notebook saved with another (``python3``) would ask which to use
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
#: the language that kernel reports (its answer to ``kernel_info``, fixed in
#: @jupyterlite/pyodide-kernel): JupyterLab writes it into a notebook as it opens, so a
#: notebook that says anything else has unsaved changes before the pupil did anything
PYODIDE_LANGUAGE_INFO = {
    "codemirror_mode": {"name": "python", "version": 3}, "file_extension": ".py",
    "mimetype": "text/x-python", "name": "python", "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3", "version": "3.8",
}


def prepare_notebook(path: Path, wait_note: bool = True) -> None:
    """Make the site's copy of a notebook ready for the site.

    It uses the Pyodide kernel (no "Select Kernel" question) and names its language (so it
    opens with nothing unsaved), every cell is trusted
    (the same "Trusted" in every notebook; the notebooks are the project's own), with
    ``wait_note`` a line above the first code cell says how long the first start takes
    (unless the notebook says it already), and its metadata holds its version (see
    ``lesson_versions.py``: a pupil's copy of an older version is moved out of its way).
    """
    document = json.loads(path.read_text(encoding="utf-8"))
    document.setdefault("metadata", {})["kernelspec"] = dict(PYODIDE_KERNELSPEC)
    document["metadata"]["language_info"] = copy.deepcopy(PYODIDE_LANGUAGE_INFO)
    cells = document.setdefault("cells", [])
    for cell in cells:
        cell.setdefault("metadata", {})["trusted"] = True
    if wait_note:
        add_wait_note(cells, notebook_lang(document, path))
    lesson_versions.mark(document)
    path.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def notebook_lang(document: dict, path: Path) -> str:
    """The language a notebook is written in: ``metadata.summy_widget.lang``, English when it
    names none; :class:`BuildError` for a language the site has no notes in.

    >>> notebook_lang({"metadata": {"summy_widget": {"lang": "nl"}}}, Path("a.ipynb"))
    'nl'
    >>> notebook_lang({"metadata": {}}, Path("a.ipynb"))
    'en'
    """
    lang = document.get("metadata", {}).get("summy_widget", {}).get("lang", "en")
    if lang not in WAIT_NOTES:
        raise BuildError(f"{path}: metadata.summy_widget.lang is {lang!r}; the site speaks "
                         f"{', '.join(sorted(WAIT_NOTES))}: use one of them, or add its notes "
                         f"to WAIT_NOTES")
    return lang


def add_wait_note(cells: list[dict], lang: str = "en") -> None:
    """Add the wait note of :data:`WAIT_NOTES` in ``lang`` to the text just above the first
    code cell, once: to that markdown cell (so a pupil pressing Shift+Enter meets no extra
    cell), or in a markdown cell of its own when a code cell comes first.

    >>> cells = [{"cell_type": "markdown", "source": "# Play"}, {"cell_type": "code"}]
    >>> add_wait_note(cells); add_wait_note(cells)
    >>> [c["cell_type"] for c in cells], cells[0]["source"].count("20 seconds")
    (['markdown', 'code'], 1)
    >>> cells = [{"cell_type": "code"}]
    >>> add_wait_note(cells); [c["cell_type"] for c in cells]
    ['markdown', 'code']
    >>> cells = [{"cell_type": "markdown", "source": "# Speel"}, {"cell_type": "code"}]
    >>> add_wait_note(cells, "nl"); add_wait_note(cells, "nl")
    >>> cells[0]["source"].count("ongeveer 20 seconden")
    1
    """
    note, said_by = WAIT_NOTES[lang]
    said = any(
        said_by in "".join(c.get("source", ""))
        for c in cells
        if c.get("cell_type") == "markdown"
    )
    first = next((i for i, c in enumerate(cells) if c.get("cell_type") == "code"), None)
    if said or first is None:
        return
    above = cells[first - 1] if first else None
    if above is not None and above.get("cell_type") == "markdown":
        text = "".join(above.get("source", "")).rstrip("\n")
        above["source"] = f"{text}\n\n{note}"
        return
    cells.insert(
        first,
        {
            "cell_type": "markdown",
            "id": f"site-wait-note-{first}",
            "metadata": {"trusted": True},
            "source": note,
        },
    )


def notebook_title(path: Path) -> tuple[str, str]:
    """The first heading of a notebook and the sentence after it.

    >>> import tempfile, json
    >>> d = Path(tempfile.mkdtemp()) / "x.ipynb"
    >>> _ = d.write_text(json.dumps({"cells": [{"cell_type": "markdown",
    ...     "source": ["# Play Summy\\n", "\\n", "Put tiles on the board. More."]}]}))
    >>> notebook_title(d)
    ('Play Summy', 'Put tiles on the board.')
    """
    title, blurb = path.stem.replace("-", " ").replace("_", " "), ""
    try:
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError):
        return title, blurb
    for cell in cells:
        if cell.get("cell_type") != "markdown":
            continue
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else source
        lines = [line.strip() for line in text.splitlines()]
        for i, line in enumerate(lines):
            if line.startswith("#"):
                title = line.lstrip("#").strip()
                rest = " ".join(x for x in lines[i + 1 :] if x and not x.startswith("#"))
                sentence = re.split(r"(?<=[.!?])\s", rest, maxsplit=1)[0] if rest else ""
                blurb = re.sub(r"[*_`]", "", sentence)
                return title, blurb
    return title, blurb


def inline_html(text: str) -> str:
    """Markdown's inline code as HTML code, everything else escaped (a card's title).

    >>> inline_html("Why is `70+118:2=129` right? <b>")
    'Why is <code>70+118:2=129</code> right? &lt;b&gt;'
    """
    parts = re.split(r"`([^`]+)`", text)
    return "".join(
        f"<code>{html.escape(part)}</code>" if i % 2 else html.escape(part.replace("`", ""))
        for i, part in enumerate(parts)
    )


def game_order(rel: str) -> tuple[int, str]:
    """Where a game goes on the landing page: Summy, Summa, =Pari=, then any other.

    >>> sorted(["play-pari.ipynb", "x-play.ipynb", "01-play-summy.ipynb"], key=game_order)
    ['01-play-summy.ipynb', 'play-pari.ipynb', 'x-play.ipynb']
    >>> sorted(["speel-pari.ipynb", "01-speel-kruissom.ipynb"], key=game_order)
    ['01-speel-kruissom.ipynb', 'speel-pari.ipynb']
    """
    stem = Path(rel).stem.lower()
    found = [i for i, words in enumerate(GAME_ORDER) if any(word in stem for word in words)]
    return (found[0] if found else len(GAME_ORDER), rel)


def is_game(path: Path, lang: str) -> bool:
    """Whether the landing page lists a notebook as a game: a word of its name is "play" in
    its language (``spiele``, ``speel``), not a part of a word.

    >>> is_game(Path("01-spiele-summy.ipynb"), "de"), is_game(Path("07-pari-spielen.ipynb"), "de")
    (True, False)
    >>> is_game(Path("play-pari.ipynb"), "en"), is_game(Path("03-scoring.ipynb"), "en")
    (True, False)
    """
    return GAME_WORDS[lang] in re.split(r"[^a-z]+", path.stem.lower())


def landing_item(rel: str, path: Path) -> str:
    """A notebook's card on the landing page: its title and the sentence after it.

    >>> import tempfile, json
    >>> path = Path(tempfile.mkdtemp()) / "a.ipynb"
    >>> cell = {"cell_type": "markdown", "source": "# Play `4+3=7`\\n\\nLay tiles."}
    >>> _ = path.write_text(json.dumps({"cells": [cell]}))
    >>> print(landing_item("a.ipynb", path))
        <li><a href="notebooks/index.html?path=a.ipynb" data-notebook="a.ipynb"><strong>Play \
<code>4+3=7</code></strong><span>Lay tiles.</span></a></li>
    """
    title, blurb = notebook_title(path)
    href = f"notebooks/index.html?path={rel}"
    return (
        f'    <li><a href="{html.escape(href)}" data-notebook="{html.escape(rel)}">'
        f"<strong>{inline_html(title)}</strong>"
        + (f"<span>{html.escape(blurb)}</span>" if blurb else "")
        + "</a></li>"
    )


def write_landing(site: Path, contents: Path, lock: dict) -> dict:
    """The landing page: in each of its languages the games first, then the lessons (a
    notebook's language is its ``metadata.summy_widget.lang``; a game has "play" in its name,
    :func:`is_game`). The page shows the language the browser asks for, or the one chosen."""
    games = {lang: [] for lang in WAIT_NOTES}
    lessons, versions = {lang: [] for lang in WAIT_NOTES}, {}
    for path in sorted(contents.rglob("*.ipynb")):
        rel = path.relative_to(contents).as_posix()
        metadata = json.loads(path.read_text(encoding="utf-8"))["metadata"]
        versions[rel] = metadata[lesson_versions.KEY]["version"]
        if rel.split("/")[0] == TEACHERS:
            continue
        lang = notebook_lang({"metadata": metadata}, path)
        if is_game(path, lang):
            games[lang].append((rel, landing_item(rel, path)))
        else:
            lessons[lang].append(landing_item(rel, path))
    # the apps read the site's settings from the root page's config element: keep it
    built = (site / "index.html").read_text(encoding="utf-8")
    config = re.search(r'<script id="jupyter-config-data".*?</script>', built, re.S)
    if config is None:
        raise BuildError("JupyterLite's index.html has no jupyter-config-data element")
    template = string.Template((LITE / "landing.html").read_text(encoding="utf-8"))
    page = template.substitute(
        jupyter_config=config.group(0),
        **{f"games_{lang}": card_list([item for _, item in sorted(
            items, key=lambda pair: game_order(pair[0]))]) for lang, items in games.items()},
        **{f"lessons_{lang}": card_list(items) for lang, items in lessons.items()},
        selftest_href=f"notebooks/index.html?path={TEACHERS}/{SELFTEST_NOTEBOOK}",
        versions=json.dumps(versions, sort_keys=True).replace("</", "<\\/"),
        python_version=lock["info"]["python"],
        pyodide_version=PYODIDE_VERSION,
    )
    (site / "index.html").write_text(page, encoding="utf-8")
    for module in ("keep-copies.js", "app-language.js", "site-language.js"):
        shutil.copy2(LITE / module, site / module)
    (site / "lesson-versions.json").write_text(json.dumps(versions, indent=1, sort_keys=True),
                                                encoding="utf-8")
    return {"games": sum(len(items) for items in games.values()),
            "lessons": sum(len(items) for items in lessons.values())}


def card_list(items: list[str]) -> str:
    """The cards of one list of the landing page, a dash for none.

    >>> card_list([]), card_list(["<li>a</li>", "<li>b</li>"])
    ('    <li><span>-</span></li>', '<li>a</li>\\n<li>b</li>')
    """
    return "\n".join(items) or "    <li><span>-</span></li>"


#: the statement of an app's page that starts JupyterLite
_APP_START = re.compile(
    r"^(?P<indent>[ \t]*)await import\(\s*'\.\./config-utils\.js[^']*'\s*\);[ \t]*\n", re.M)
#: what runs before it: a bookmark straight to a notebook skips the landing page's check; and
#: the language module, loaded first so that nothing is fetched between config-utils.js
#: writing the page's settings and the language going into them (JupyterLab reads them later)
_BEFORE_THE_APP = (
    "{indent}await import('../keep-copies.js').then((copies) => copies.beforeTheApp('..'))\n"
    "{indent}  .catch((error) => console.warn('The copies were not checked:', error));\n"
    "{indent}const language = await import('../app-language.js')\n"
    "{indent}  .catch((error) => console.warn('The language module is missing:', error));\n"
)
_AFTER_THE_CONFIG = "{indent}language?.speakTheSitesLanguage();\n"


def prepare_the_app(page: str) -> tuple[str, int]:
    """An app's page that checks the pupil's copies before it starts JupyterLite and gives
    JupyterLab the site's language (``app-language.js``), and how many starts it found (one in
    a page as JupyterLite builds it).

    >>> start = "  await import(\\n    '../config-utils.js?_=1'\\n  );\\n"
    >>> page, found = prepare_the_app("x\\n" + start)
    >>> print(page, found)
    x
      await import('../keep-copies.js').then((copies) => copies.beforeTheApp('..'))
        .catch((error) => console.warn('The copies were not checked:', error));
      const language = await import('../app-language.js')
        .catch((error) => console.warn('The language module is missing:', error));
      await import(
        '../config-utils.js?_=1'
      );
      language?.speakTheSitesLanguage();
     1
    """
    return _APP_START.subn(lambda m: _BEFORE_THE_APP.format(indent=m["indent"]) + m[0]
                           + _AFTER_THE_CONFIG.format(indent=m["indent"]), page)


def prepare_apps(site: Path) -> None:
    """Make each app's page (``lab/``, ``notebooks/``, ``tree/``) move a pupil's copies of
    older lessons out of their way before JupyterLite opens, as the landing page does, and
    speak the site's language (:func:`prepare_the_app`)."""
    for app in APPS:
        page = site / app / "index.html"
        patched, found = prepare_the_app(page.read_text(encoding="utf-8"))
        if found != 1:
            raise BuildError(f"{app}/index.html no longer starts JupyterLite with config-utils.js")
        page.write_text(patched, encoding="utf-8")


def add_root_icon(site: Path) -> None:
    """Put JupyterLite's page icon at the site's root: a notebook page that names no icon of
    its own makes the browser ask for ``/favicon.ico``, which would answer 404 otherwise."""
    icon = site / "static" / "favicons" / "favicon.ico"
    if not icon.is_file():
        raise BuildError(f"JupyterLite's build has no {icon.relative_to(site)}")
    shutil.copy2(icon, site / "favicon.ico")


#: what JupyterLite's service worker answers to the page's heartbeat
HEARTBEAT = ("api/service-worker-heartbeat", "ok")


def add_heartbeat_answer(site: Path) -> None:
    """Answer JupyterLite's heartbeat from the site too, as its service worker does.

    A notebook page asks ``/api/service-worker-heartbeat`` 20 s after it registered the
    service worker, and every 20 s after that while the answer is ``ok``. The worker answers
    it; a page it does not (yet) control asks the server instead: on a slow first visit, or a
    tab closed just then. That answered 404 (an error in the browser's console and the server's
    log, for nothing wrong). The site's own ``ok`` keeps the page as it would be with the worker.

    >>> import tempfile
    >>> site = Path(tempfile.mkdtemp())
    >>> add_heartbeat_answer(site)
    >>> (site / HEARTBEAT[0]).read_text()
    'ok'
    """
    path, answer = HEARTBEAT
    (site / path).parent.mkdir(parents=True, exist_ok=True)
    (site / path).write_text(answer, encoding="utf-8")


def check_site(site: Path) -> dict:
    """The finished site: local Pyodide, PyPI off, the lock file true to the wheels."""
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"][f"{KERNEL_EXTENSION}:kernel"]
    if settings.get("disablePyPIFallback") is not True:
        raise BuildError("the site's jupyter-lite.json does not disable PyPI")
    url = settings.get("pyodideUrl", "")
    if not url.startswith("./static/pyodide/"):
        raise BuildError(f"the site loads Pyodide from {url!r}, not from itself")
    for app in APPS:
        if not (site / app / "index.html").is_file():
            raise BuildError(f"the site has no {app}/index.html")
    for locale in ("de_DE", "nl_NL"):  # lite/app-language.js: JupyterLab in the site's language
        if not (site / "api" / "translations" / f"{locale}.json").is_file():
            raise BuildError(f"the site has no {locale} language pack for JupyterLab: install "
                             "the site's tools with `pip install -e .[site]` (make site does)")
    lock = check_lock(site / "static" / "pyodide")
    files = [p for p in site.rglob("*") if p.is_file()]
    return {"files": len(files), "bytes": sum(p.stat().st_size for p in files), "lock": lock}


def build(output: Path, extra_contents: list[Path]) -> dict:
    """Build the site into ``output``; staging happens in a folder of its own per build."""
    import tempfile

    WORK.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix="stage-", dir=WORK))
    try:
        return _build(output, extra_contents, stage)
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def _build(output: Path, extra_contents: list[Path], stage: Path) -> dict:
    started = time.monotonic()
    tools = check_tools()
    pyodide, lock = fetch_pyodide(tools["python"])
    project = build_project_wheel(stage)
    version = project.name.split("-")[1]
    selftest, test_files = build_selftest_wheel(version, stage)
    if test_files == 0:
        log("warning: tests/engine has no test files yet; the self-test will collect nothing")
    stubs = tools["kernel_wheels"].get("widgetsnbextension", [])
    stubs = [(v, path) for v, path in stubs if v.startswith("4.")]
    if len(stubs) != 1:
        raise BuildError("the Pyodide kernel no longer ships one widgetsnbextension 4 stub")
    local = {
        "summy-widget": Wheel("summy-widget", version, project, "project"),
        SELFTEST: Wheel(SELFTEST, version, selftest, "project"),
        "widgetsnbextension": Wheel("widgetsnbextension", stubs[0][0], stubs[0][1], "kernel"),
    }
    # the kernel installs its own wheels (pyodide-kernel, ipykernel, piplite) from the
    # front end; what they require comes from the lock file
    roots = []
    pending = list(tools["startup"])
    while pending:
        name = pending.pop()
        if name in tools["kernel_wheels"]:
            wheel = Wheel(name, "", tools["kernel_wheels"][name][-1][1], "kernel")
            needs = requirements_of(wheel, pyodide_environment(lock))
            pending.extend(normalize(r.name) for r in needs)
        elif name not in roots:
            roots.append(name)
    roots += ["summy-widget", SELFTEST]
    shipped, depends = resolve(roots, local, lock, read_pins())

    lite_dir = stage / "lite"
    shutil.rmtree(lite_dir, ignore_errors=True)
    static = lite_dir / "static" / "pyodide"
    static.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(pyodide / name, static / name)
    write_lock(lock, shipped, depends, static)
    check_lock(static)
    shutil.copy2(LITE / "jupyter-lite.json", lite_dir / "jupyter-lite.json")
    extensions = [str(tools["extension"])] + [str(shipped[n].path) for n in EXTENSION_WHEELS]
    (lite_dir / "jupyter_lite_config.json").write_text(
        json.dumps(
            {
                "LiteBuildConfig": {
                    "apps": list(APPS),
                    "ignore_sys_prefix": ["federated_extensions"],
                    "federated_extensions": extensions,
                    "no_sourcemaps": True,
                    "no_unused_shared_packages": True,
                }
            },
            indent=1,
        ),
        encoding="utf-8",
    )
    contents = stage_contents(extra_contents, stage)
    output = output.resolve()
    shutil.rmtree(output, ignore_errors=True)
    log(f"jupyter lite build -> {output}")
    run(
        [
            sys.executable, "-m", "jupyterlite_core", "build",
            "--lite-dir", str(lite_dir), "--output-dir", str(output),
            "--contents", str(contents),
        ],
        cwd=lite_dir,
    )
    counts = write_landing(output, contents, lock)
    prepare_apps(output)
    add_root_icon(output)
    add_heartbeat_answer(output)
    report = check_site(output)
    seconds = time.monotonic() - started
    versions = {n: w.version for n, w in sorted(shipped.items())}
    (WORK / "last-build.json").write_text(
        json.dumps(
            {
                "output": str(output),
                "seconds": round(seconds, 1),
                "files": report["files"],
                "bytes": report["bytes"],
                "engine_test_files": test_files,
                "packages": versions,
                **counts,
            },
            indent=1,
        ),
        encoding="utf-8",
    )
    log(
        f"done in {seconds:.1f} s: {report['files']} files, {report['bytes'] / 1e6:.1f} MB, "
        f"{len(shipped)} wheels in the lock file, {counts['games']} games, "
        f"{counts['lessons']} lessons, {test_files} engine test files"
    )
    return {"seconds": seconds, **report, **counts, "packages": versions}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "site", help="default: site/")
    parser.add_argument(
        "--extra-contents",
        type=Path,
        action="append",
        default=[],
        help="a folder whose files are added beside the notebooks (tests use this)",
    )
    args = parser.parse_args(argv)
    try:
        build(args.output, args.extra_contents)
    except BuildError as error:
        print(f"[site] BUILD FAILED: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
