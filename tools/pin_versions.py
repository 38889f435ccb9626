"""Write ``constraints.txt``: the version of every package ``make lab``, ``make test`` and
``make site`` install, as last tested, so a new machine gets what passed the tests.

The Makefile installs with ``pip install -c constraints.txt``. To move to newer releases:

    make clean
    make test CONSTRAINTS=             # installs the newest releases, runs every test
    .venv/bin/python tools/pin_versions.py

It reads the versions installed in ``.venv`` (``make lab``, ``make test``) and ``.venv-site``
(``make site``), and those of the build back end (``hatchling``, ``hatch-jupyter-builder``: pip
installs them apart, for the editable install, with ``--build-constraint`` and the same file)
as pip picks them now, beside those pins. A release that needs a newer Python than some the
project supports (3.10 and up) is pinned for those Pythons only, by a marker made from its
``Requires-Python``; on the others pip takes the newest release that fits:

    >>> pin_line("ipython", "9.19.1", ">=3.11")
    'ipython==9.19.1; python_full_version >= "3.11"'
    >>> pin_line("traitlets", "5.14.3", ">=3.8")
    'traitlets==5.14.3'

``--check PYTHON...`` then asks each of those Pythons' pip, without installing anything,
whether each install resolves with the file (wheels only, as on a machine without a compiler):

    .venv/bin/python tools/pin_versions.py --check python3.10 python3.11 python3.13
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
PROJECT = "summy-widget"
# what a new virtual environment comes with, by the Python that made it: no install here asks
# for them (pip is pinned: the Makefile upgrades it with the file)
NOT_PINNED = {PROJECT, "setuptools", "wheel"}
# the first release of each Python the project supports (pyproject.toml: requires-python)
PYTHONS = ("3.10.0", "3.11.0", "3.12.0", "3.13.0", "3.14.0")
HEADER = """\
# The versions every install of this project takes (pip install -c constraints.txt), as tested
# by make test. Written by tools/pin_versions.py, which says how to move to newer ones; a line
# with a marker holds only on the Pythons that release supports.
# Read off the installs of Python {python}: another Python may need a few more packages.
"""
# the extras the Makefile installs into .venv and into .venv-site
INSTALLS = {".venv": ("test", "lab"), ".venv-site": ("site",)}


READ_INSTALLED = """
import importlib.metadata as m, json
print(json.dumps([[d.metadata["Name"], d.version, d.metadata.get("Requires-Python") or ""]
                  for d in m.distributions()]))
"""


def installed(venv: str) -> dict[str, tuple[str, str]]:
    """Every package in ``venv`` (pip included) but the project and the environment's own tools:
    name -> (version, Requires-Python)."""
    out = subprocess.run([str(ROOT / venv / "bin/python"), "-c", READ_INSTALLED],
                         check=True, capture_output=True, text=True).stdout
    return {canonicalize_name(name): (version, python) for name, version, python in json.loads(out)
            if canonicalize_name(name) not in NOT_PINNED}


def pin_line(name: str, version: str, requires_python: str) -> str:
    """One line of the file: ``name==version``, with a marker when the release does not
    support every Python the project does."""
    wants = SpecifierSet(requires_python)
    if all(wants.contains(python) for python in PYTHONS):
        return f"{name}=={version}"
    marker = " and ".join(f'python_full_version {s.operator} "{s.version}"'
                          for s in sorted(wants, key=str))
    return f"{name}=={version}; {marker}"


def pin_lines(pins: dict[str, tuple[str, str]]) -> list[str]:
    """The file's lines for ``pins`` (name -> (version, Requires-Python)), by name."""
    return [pin_line(name, *pins[name]) for name in sorted(pins)]


def merged(*found: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """The packages of several environments; one package in two versions is an error."""
    pins: dict[str, tuple[str, str]] = {}
    for packages in found:
        for name, pin in packages.items():
            if pins.setdefault(name, pin)[0] != pin[0]:
                raise SystemExit(f"{name} is {pins[name][0]} in one environment and {pin[0]} "
                                 "in another: install both with the same constraints first")
    return pins


def build_pins(pins: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """The build back end's packages (pyproject.toml's ``[build-system] requires``) as pip picks
    them today with ``pins`` held (those it shares with them, such as ``packaging``, stay)."""
    backend = pyproject()["build-system"]["requires"]
    with tempfile.TemporaryDirectory() as folder:
        held = Path(folder) / "held.txt"
        held.write_text("\n".join(pin_lines(pins)) + "\n")
        run = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--dry-run", "--ignore-installed",
             "--only-binary=:all:", "--report", "-", "-c", str(held), *backend],
            check=True, capture_output=True, text=True)
    found = json.loads(run.stdout)["install"]
    return {canonicalize_name(m["name"]): (m["version"], m.get("requires_python") or "")
            for m in (item["metadata"] for item in found)}


def pyproject() -> dict:
    """pyproject.toml, read."""
    import tomllib  # Python 3.11 and up: the tool runs from .venv

    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def resolves(wants: list[str], python: str, constraints: Path) -> str:
    """'' when ``python``'s pip can install ``wants`` with ``constraints``, else its error."""
    with tempfile.TemporaryDirectory() as folder:
        run = subprocess.run(
            [python, "-m", "pip", "install", "--quiet", "--dry-run", "--ignore-installed",
             "--only-binary=:all:", "--target", folder, "-c", str(constraints), *wants],
            capture_output=True, text=True)
    errors = [line for line in run.stderr.splitlines() if "ERROR" in line or "conflict" in line]
    return "" if run.returncode == 0 else "\n".join(errors) or run.stderr[-500:]


def wants_of(venv: str) -> list[str]:
    """The project's own wants for an install, from pyproject.toml (markers kept)."""
    project = pyproject()["project"]
    extras = project["optional-dependencies"]
    return [*project["dependencies"], *(w for e in INSTALLS[venv] for w in extras[e])]


def check(constraints: Path, pythons: list[str]) -> bool:
    """Print, for each install and Python, whether it resolves with ``constraints``."""
    good = True
    for venv in INSTALLS:
        for python in pythons:
            error = resolves(wants_of(venv), python, constraints)
            good &= not error
            said = "resolves" if not error else error
            print(f".[{','.join(INSTALLS[venv])}] with {python}: {said}")
    return good


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "constraints.txt")
    parser.add_argument("--check", nargs="+", default=[], metavar="PYTHON",
                        help="then ask these Pythons' pip whether each install resolves")
    args = parser.parse_args()
    pins = merged(*(installed(venv) for venv in INSTALLS))
    pins = merged(pins, build_pins(pins))
    lines = pin_lines(pins)
    python = ".".join(map(str, sys.version_info[:3]))
    args.output.write_text(HEADER.format(python=python) + "\n".join(lines) + "\n")
    marked = sum(";" in line for line in lines)
    print(f"{args.output.name}: {len(lines)} packages, {marked} of them for some Pythons only")
    if args.check and not check(args.output, args.check):
        sys.exit(1)


if __name__ == "__main__":
    main()
