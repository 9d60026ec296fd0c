"""Where the bugs of debugging tasks come from: one loader per mutant source.

A loader reads one family folder of the dataset and returns :class:`Bug` records: the
buggy and the clean RTL under one neutral module name, what changed (ground truth, kept
out of the prompt), the bug kind, and the distinguishing trace (a miter VCD whose
``design_a`` is the clean design and ``design_b`` the buggy one).

Two sources (:data:`LOADERS`): ``controlled`` -- the family's three spec-level mutants, each
a mutant of the reference variant v0 in v0's style, with the suite's distinguishing trace;
``pool`` -- the mutants of the source-level mutation pool (issue 16, ``dataset/<family>/mutation/``)
that the corpus's seeded sample chose for the family (:mod:`svafam.tasks.pool_source`,
:mod:`svafam.tasks.pool_sample`), each a mutant of one of the four variants, with its
distinguishing trace from the pool. Whatever the source, the buggy code must not name its
mutation (:func:`naming_problems`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from svafam.errors import SvafamError
from svafam.family_folder import read_family_json
from svafam.generators.model import FamilySpec
from svafam.generators.spec_builder import SpecBuilder
from svafam.generators.spec_reader import read_yaml

from .bug_kinds import controlled_kind


class TaskSourceError(SvafamError, ValueError):
    """A family folder that lacks what a debugging task needs; the message names the file."""


@dataclass(frozen=True)
class Location:
    """Where a pool mutant was made (ground truth): its pool id, the variant file and line, the AST node."""

    mutant_id: str
    file: str            # the RTL variant, relative to the family folder
    line: int            # in that file (the task's code has no banner: Bug lines are counted in the task's code)
    node_path: str       # Pyverilog AST path of the changed node
    change: str          # the operator's change, e.g. "!= -> >"


@dataclass(frozen=True)
class Bug:
    family: str
    id: str              # unique in the family: "m0".."m2" (controlled), "p<hex>" (pool; neutral, stable)
    source: str          # the loader's name: controlled or pool
    mutant_kind: str     # controlled mutant kind, or the pool's operator name
    bug_kind: str        # see tasks.bug_kinds
    description: str     # what the bug does (ground truth)
    module: str          # the module name of both the buggy and the clean code
    buggy_rtl: str
    clean_rtl: str
    clean_variant: str   # the variant the clean code is (v0..v3)
    trace: str           # distinguishing trace, relative to the family folder
    operator: str | None = None        # pool: the source-level operator
    location: Location | None = None   # pool: where the mutant was made
    model: str = "cycle"               # the trace's time model: "cycle", or "edge" (a row per clock edge)
    names: tuple[str, ...] = ()        # what would name the mutation (mutant name, id): never in the buggy code


def task_rtl(text: str, module_in_file: str, module: str, where: Path) -> str:
    """A dataset RTL file as a task shows it: without its banner, the module named ``module``.

    The banner of a mutant file names the mutation and its module name says what it
    breaks; clean and buggy code get the same treatment, so their diff is the bug alone.
    """
    lines = text.splitlines()
    start = 0
    while start < len(lines) and lines[start].startswith("//"):
        start += 1
    body = lines[start:]
    header = f"module {module_in_file} ("
    hits = [i for i, line in enumerate(body) if line == header]
    if len(hits) != 1:
        raise TaskSourceError(f"{where}: expected one line '{header}', found {len(hits)}")
    body[hits[0]] = f"module {module} ("
    return "\n".join(body) + "\n"


def family_spec(family_dir: Path) -> FamilySpec:
    """The spec model of an admitted family, from its copy of the spec (checked when it was built)."""
    path = family_dir / "spec.yaml"
    return SpecBuilder(path, read_yaml(path)).build()


def _evidence_traces(family_dir: Path) -> dict[str, str]:
    path = family_dir / "evidence" / "evidence.json"
    try:
        jobs = json.loads(path.read_text(encoding="utf-8"))["jobs"]
    except (OSError, ValueError, KeyError) as e:
        raise TaskSourceError(f"{path}: no usable evidence ({e}); run `svafam build`") from None
    return {j["job"]: j["trace"] for j in jobs if j.get("trace")}


def controlled_mutants(family_dir: Path) -> list[Bug]:
    """The family's spec-level mutants (family.json), each against the reference variant v0."""
    meta = read_family_json(family_dir)
    spec = family_spec(family_dir)
    traces = _evidence_traces(family_dir)
    ref = meta["variants"][0]
    clean = task_rtl((family_dir / ref["file"]).read_text(encoding="utf-8"), ref["module"], ref["module"],
                     family_dir / ref["file"])
    bugs = []
    for m, spec_mutant in zip(meta["mutants"], spec.mutants, strict=True):
        if m["style"] != ref["style"]:
            raise TaskSourceError(f"{family_dir / 'family.json'}: mutants.{m['id']}.style is {m['style']}, "
                                  f"not the reference style {ref['style']}")
        trace = traces.get(f"distinguish_{m['id']}")
        if trace is None or not (family_dir / trace).is_file():
            raise TaskSourceError(f"{family_dir}: no distinguishing trace of {m['id']} in the evidence; "
                                  "run `svafam build`")
        old_value = None
        if spec_mutant.kind == "replace_update_value":
            old_value = spec.register(spec_mutant.register).rules[spec_mutant.rule].value
        buggy = task_rtl((family_dir / m["file"]).read_text(encoding="utf-8"), m["module"], ref["module"],
                         family_dir / m["file"])
        bugs.append(Bug(
            family=meta["family"], id=m["id"], source="controlled", mutant_kind=m["kind"],
            bug_kind=controlled_kind(m["kind"], old_value, spec_mutant.value),
            description=m["description"], module=ref["module"], buggy_rtl=buggy, clean_rtl=clean,
            clean_variant=ref["id"], trace=trace, names=(m["name"], m["module"])))
    return bugs


# words that say "this code was broken on purpose"; "fault" is not one: watchdogs have fault outputs
_TELLING_WORDS = frozenset({"mutant", "mutants", "mutated", "mutation", "bug", "buggy", "injected"})


def naming_problems(bug: Bug) -> list[str]:
    """What in the buggy code would name its mutation: a comment (the generated code has none), a word
    such as "mutant", or the mutant's kind, operator, name or id."""
    text = bug.buggy_rtl
    problems = []
    if "//" in text or "/*" in text:
        problems.append("it has a comment")
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", text)}
    problems += [f"it says {w!r}" for w in sorted(words & _TELLING_WORDS)]
    lower = text.lower()
    for name in dict.fromkeys((bug.mutant_kind, bug.operator, *bug.names)):  # a pool's operator is its kind too
        if name and name.lower() in lower:
            problems.append(f"it names its mutation ({name})")
    return problems


def _controlled(family_dir: Path, pool_ids: Sequence[str]) -> list[Bug]:
    return controlled_mutants(family_dir)


def _pool(family_dir: Path, pool_ids: Sequence[str]) -> list[Bug]:
    from .pool_source import pool_mutants

    return pool_mutants(family_dir, pool_ids)


# one loader per source: (family folder, the pool mutants the sample chose for it) -> bugs
LOADERS: dict[str, Callable[[Path, Sequence[str]], list[Bug]]] = {
    "controlled": _controlled,
    "pool": _pool,
}


def family_bugs(family_dir: Path, pool_ids: Sequence[str] = ()) -> list[Bug]:
    """Every bug of the family, from every loader, in loader order; ``pool_ids``: the pool mutants the
    corpus's sample chose for this family. A bug whose code names its mutation stops the build."""
    bugs = [bug for load in LOADERS.values() for bug in load(family_dir, pool_ids)]
    for bug in bugs:
        problems = naming_problems(bug)
        if problems:
            raise TaskSourceError(f"{family_dir}: {bug.id} ({bug.source} {bug.mutant_kind}): the buggy code "
                                  f"names its mutation: {'; '.join(problems)}")
    return bugs
