"""Every install takes the versions ``make test`` passed with: ``constraints.txt`` pins each
package of this environment at the version installed here, and each of the project's own
wants; ``tools/pin_versions.py`` writes it, with a marker where a release needs a newer Python."""

from __future__ import annotations

import doctest
import importlib.metadata
import re
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import pin_versions  # noqa: E402

CONSTRAINTS = ROOT / "constraints.txt"


def pins() -> dict[str, Requirement]:
    """The lines of constraints.txt by package name."""
    lines = [line for line in CONSTRAINTS.read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    found = [Requirement(line) for line in lines]
    return {canonicalize_name(r.name): r for r in found}


def test_the_tool_s_examples_hold():
    assert doctest.testmod(pin_versions).failed == 0


def test_every_line_pins_one_version():
    for name, requirement in pins().items():
        (spec,) = requirement.specifier
        assert spec.operator == "==", f"{name}: {requirement}"
        assert not requirement.extras and not requirement.url


def read_off() -> tuple[int, int]:
    """The Python whose installs the file was read off (its header says)."""
    said = re.search(r"installs of Python (\d+)\.(\d+)", CONSTRAINTS.read_text())
    assert said, "constraints.txt does not say which Python it was read off"
    return int(said.group(1)), int(said.group(2))


def test_this_environment_is_the_pinned_one():
    """make test installed with the constraints: every package here is pinned at its version
    (the project and a new environment's setuptools aside; on another Python than the file was
    read off, the packages only that Python needs are not in it). Fails after
    `make test CONSTRAINTS=`: then run tools/pin_versions.py."""
    pinned = pins()
    same_python = read_off() == sys.version_info[:2]
    loose = []
    for dist in importlib.metadata.distributions():
        name = canonicalize_name(dist.metadata["Name"])
        if name in pin_versions.NOT_PINNED:
            continue
        pin = pinned.get(name)
        if pin is None and same_python:
            loose.append(f"{name} {dist.version} (not in constraints.txt)")
        elif pin is not None and (pin.marker is None or pin.marker.evaluate()):
            if not pin.specifier.contains(dist.version, prereleases=True):
                loose.append(f"{name} {dist.version} (constraints.txt: {pin})")
    assert not loose, "run tools/pin_versions.py: " + ", ".join(loose)


def test_every_want_of_the_project_is_pinned():
    """The project's requirements, those of the site's tools (.venv-site) too, each have a pin
    that they allow."""
    pinned = pins()
    for line in importlib.metadata.requires("summy_widget"):
        want = Requirement(line)
        pin = pinned.get(canonicalize_name(want.name))
        assert pin is not None, f"{want.name} has no line in constraints.txt"
        (spec,) = pin.specifier
        assert want.specifier.contains(spec.version, prereleases=True), f"{want} against {pin}"


@pytest.mark.parametrize("requires_python, marked", [
    ("", False), (">=3.8", False), (">=3.10", False), (">=3.11", True), (">=3.11.5", True),
    (">=3.9,<3.14", True), ("!=3.12.0,>=3.8", True),
])
def test_a_release_for_some_pythons_is_pinned_for_those_only(requires_python, marked):
    """The marker holds exactly on the Pythons the release's Requires-Python allows."""
    line = pin_versions.pin_line("example", "1.0", requires_python)
    requirement = Requirement(line)
    assert (requirement.marker is not None) is marked
    for python in [*pin_versions.PYTHONS, "3.11.4", "3.11.5", "3.12.1", "3.13.9"]:
        where = {"python_full_version": python, "python_version": python.rsplit(".", 1)[0]}
        holds = requirement.marker is None or requirement.marker.evaluate(where)
        assert holds == SpecifierSet(requires_python).contains(python), (line, python)


def test_the_makefile_installs_with_the_constraints():
    """Each pip install (pip itself, the project with its extras) takes the pins; the project's
    own (editable) install also gives them to the build back end pip installs apart for it."""
    makefile = (ROOT / "Makefile").read_text()
    installs = re.findall(r"^\t.*pip install.*$", makefile, flags=re.M)
    assert len(installs) == 4
    assert all("$(PINNED)" in line for line in installs), installs
    projects = [line for line in installs if " -e " in line]
    assert len(projects) == 2 and all(line.rstrip().endswith("$(BUILD_PINNED)")
                                      for line in projects), installs
    assert re.search(r"^CONSTRAINTS \?= constraints\.txt$", makefile, flags=re.M)
    assert re.search(r"^BUILD_PINNED = \$\(if \$\(CONSTRAINTS\),--build-constraint "
                     r"\$\(CONSTRAINTS\)\)$", makefile, flags=re.M)


def test_the_build_back_end_is_pinned_and_built_this_install():
    """pyproject.toml's build requirements each have a pin they allow, and the project here was
    built by the pinned hatchling (its wheel's Generator), not by whatever release was newest."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: pytest's own reader
        import tomli as tomllib

    pinned = pins()
    backend = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    for line in backend:
        want = Requirement(line)
        pin = pinned.get(canonicalize_name(want.name))
        assert pin is not None, f"{want.name} (the build back end) has no line in constraints.txt"
        (spec,) = pin.specifier
        assert want.specifier.contains(spec.version, prereleases=True), f"{want} against {pin}"
    wheel = importlib.metadata.distribution("summy_widget").read_text("WHEEL")
    (spec,) = pinned["hatchling"].specifier
    assert f"Generator: hatchling {spec.version}" in wheel, wheel
