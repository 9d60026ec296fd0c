"""The package's floors: every import runs down (or stays on its floor), and no import cycle crosses a folder.

A subpackage may import its own floor and the floors below it, never one above: the flow of
DESIGN.md (specs -> generators -> formal -> engine ... -> scoring) read as imports. A new
subpackage must be given a floor here, which is where its place in the architecture is decided.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "svafam"

# lowest first; a subpackage imports only from its own floor or lower ones
FLOORS = [
    {"<root>", "errors", "paths", "files", "cache", "records", "design", "family_folder", "safejson"},
    {"engine", "sandbox"},
    {"generators", "frontends"},
    {"formal", "oracle"},
    {"mutation"},
    {"tasks"},
    {"quality"},
    {"dataset"},
    {"pipeline", "scoring", "importers", "projects"},
    {"synth", "harness", "reward"},
    {"site"},
    {"cli", "loading", "__main__"},  # loading: the deprecated shim of svafam.dataset.loading
]
FLOOR = {name: i for i, names in enumerate(FLOORS) for name in names}


def _modules() -> dict[str, tuple[Path, bool]]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        if is_pkg:
            parts = parts[:-1]
        out[".".join(parts)] = (path, is_pkg)
    return out


MODULES = _modules()


def _resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, top_level_only: bool) -> set[str]:
    """The project modules ``module`` imports (``from pkg import sub`` counts as importing ``pkg.sub``)."""
    path, is_pkg = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = tree.body if top_level_only else ast.walk(tree)
    found = set()
    for node in nodes:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_pkg else module.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            subs = [_resolve(f"{source}.{a.name}") for a in node.names]
            named = [s for s in subs if s and s != _resolve(source)]
            found |= set(named) if named else {_resolve(source)}
        elif isinstance(node, ast.Import):
            found |= {_resolve(a.name) for a in node.names}
    return {m for m in found if m and m != module and m.startswith("svafam")}


def subpackage(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "<root>"


def test_every_subpackage_has_a_floor():
    missing = sorted({subpackage(m) for m in MODULES} - set(FLOOR))
    assert not missing, f"give these subpackages a floor in FLOORS: {missing}"


def upward_imports(imports=_imports) -> list[str]:
    bad = []
    for module in MODULES:
        for target in imports(module, top_level_only=False):  # a lazy import inside a function counts too
            a, b = subpackage(module), subpackage(target)
            if FLOOR.get(b, -1) > FLOOR.get(a, -1):
                bad.append(f"{module} -> {target}")
    return sorted(bad)


def test_no_import_runs_upward():
    assert upward_imports() == []


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]
    for root in list(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on:
                    low[v] = min(low[v], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def folder_crossing_cycles(imports=_imports) -> list[list[str]]:
    graph = defaultdict(set)
    for module in MODULES:
        graph[module] |= imports(module, top_level_only=False)
        for target in graph[module]:
            graph[target]
    folder = {m: m.rpartition(".")[0] if not MODULES[m][1] else m for m in MODULES}
    return [c for c in _cycles(graph) if len({folder[m] for m in c}) > 1]


def test_no_import_cycle_crosses_a_folder():
    assert folder_crossing_cycles() == []


def test_the_checks_catch_a_planted_upward_import_and_cycle():
    # engine (floor 1) importing scoring (floor 8), and scoring importing it back
    extra = {"svafam.engine.job": {"svafam.scoring.limits"}, "svafam.scoring.limits": {"svafam.engine.job"}}

    def planted(module, top_level_only):
        return _imports(module, top_level_only) | extra.get(module, set())

    assert "svafam.engine.job -> svafam.scoring.limits" in upward_imports(planted)
    assert any({"svafam.engine.job", "svafam.scoring.limits"} <= set(c) for c in folder_crossing_cycles(planted))


@pytest.mark.parametrize("name", ["engine", "formal", "generators", "mutation", "oracle", "scoring", "synth",
                                  "tasks", "datasite"])
def test_no_generic_top_level_package_is_installed(name):
    root = PACKAGE.parent
    assert not (root / name / "__init__.py").exists(), f"{name}/ is a top-level package again: put it under svafam/"
