"""No import cycle among summy_widget's modules, function-level imports included.

The graph is read from the source files with ``ast`` (nothing is imported): an edge
``a -> b`` for every ``import``/``from ... import`` anywhere in ``a``, including inside
functions. Importing ``pkg.mod`` also runs ``pkg/__init__.py``, so that is an edge too.
Imports under ``if TYPE_CHECKING:`` never run and are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

import summy_widget

PACKAGE = Path(summy_widget.__file__).resolve().parent  # the installed package, also in Pyodide
ROOT = "summy_widget"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def _type_checking_blocks(tree: ast.AST) -> set[int]:
    """The ids of import nodes that only run for type checkers."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skipped |= {id(n) for n in ast.walk(inner)}
    return skipped


def _resolve(name: str, known: dict[str, Path]) -> list[str]:
    """``name`` and every package on the way to it, as far as they are our modules."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)
            if ".".join(parts[:i]) in known]


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_blocks(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.update(_resolve(alias.name, known))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.update(_resolve(target, known))
            for alias in node.names:  # "from . import i18n" imports a module
                found.update(_resolve(f"{target}.{alias.name}", known))
    # a module always runs its own packages' __init__ first; that is not a cycle of its own
    return {m for m in found if m != name and not name.startswith(m + ".")}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """A cycle as a list of modules (the first repeated at the end), or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_the_graph_sees_function_level_and_relative_imports():
    edges = graph()
    assert "summy_widget.arithmetic" in edges["summy_widget.explain"]
    assert "summy_widget.explain" in edges["summy_widget.pari.explain"]
    assert "summy_widget.i18n" in edges["summy_widget.arithmetic"]  # from . import i18n
    # summy/move.py imports check_sum inside a function
    assert "summy_widget.arithmetic" in edges["summy_widget.summy.move"]


def test_find_cycle_finds_one_when_there_is_one():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle_among_summy_widget_modules():
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_shared_explanation_imports_no_game():
    edges = graph()
    games = ("summy_widget.summy", "summy_widget.summa", "summy_widget.pari")
    assert not [m for m in edges["summy_widget.explain"] if m.startswith(games)]
    assert not [m for m in edges["summy_widget.arithmetic"] if m.startswith(games)]
