"""Candidates of a project: the 19 operators of :mod:`svafam.mutation.operators` over every RTL file.

Every module the top instantiates is walked as the operators walk a family variant (one
:class:`svafam.mutation.source.SourceFile` view per module of a file). An opportunity is
an (operator, file, node) triple; its edits are made on the preprocessed text and mapped
back to the working text of the file (an edit touching a macro expansion or a rewritten
construct has no place in the source and is dropped, counted as ``unmappable``).

Policy (VeriBugBench's): ``budget`` opportunities per (operator, project), drawn with a
generator seeded by the seed, the project and the operator (``None``: every
opportunity); each opportunity becomes one mutant, its alternative chosen by
:func:`svafam.mutation.enumerate.pick`. Mutants are then checked: Pyverilog reads the
mutated file, its normal form differs from the clean module's (a mutant with the clean
normal form, or one equal to an earlier mutant, is dropped as a duplicate), slang
compiles the whole design with it; Yosys and Icarus are the later stages.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from svafam.mutation.checks import OperatorFault, out_of_range_selects
from svafam.mutation.edit import Edit, apply, unified_diff
from svafam.mutation.enumerate import DEFAULT_SEED, Opportunity, opportunities, pick
from svafam.mutation.normalize import normal_hash
from svafam.mutation.operators import BY_NAME, OPERATORS
from svafam.mutation.source import SourceError

from .design import Design, reparse
from .yosys_compat import contradicting_edges, mixed_assignments, unlisted_reads, variable_async_loads, yosys_text

PYVERILOG, SLANG, YOSYS, ICARUS = "pyverilog", "pyslang", "yosys", "iverilog"


@dataclass
class Candidate:
    id: str
    module: str          # the mutated module
    file: str            # project-relative RTL file the edit is in
    operator: str
    path: str            # AST node path from the module (mutation.source.walk)
    line: int            # 1-based line of the node in ``file``
    change: str
    text: str            # the mutated file's whole working text
    diff: str
    normal: str = ""
    compile_error: str = ""
    compile_stage: str = ""
    duplicate_of: str | None = None
    yosys: str = ""      # the mutated file as Yosys reads it (svafam.projects.yosys_compat)

    @property
    def timing(self) -> bool:
        return BY_NAME[self.operator].timing

    @property
    def compiled(self) -> bool:
        return not self.compile_error and self.duplicate_of is None

    @property
    def label(self) -> str:
        return self.id.replace("-", "_")


@dataclass
class ProjectCandidates:
    opportunities: dict[str, int]               # operator -> legal opportunities found
    unmappable: dict[str, int]                  # operator -> opportunities whose edit has no place in the source
    candidates: list[Candidate]
    operator_faults: list[str] = field(default_factory=list)


def _rng(*parts: object) -> random.Random:
    return random.Random(hashlib.sha256("|".join(map(str, parts)).encode()).digest())


def _mapped(design: Design, rel: str, edits: Sequence[Edit]) -> tuple[str, tuple[Edit, ...]] | None:
    """The edits in the working text of one RTL file, or None when some edit has no place there."""
    pp = design.files[rel].pp
    out, files = [], set()
    for e in edits:
        where = pp.to_origin(e.start, e.end)
        if where is None:
            return None
        files.add(where[0])
        out.append(Edit(where[1], where[2], e.text))
    if len(files) != 1 or files != {rel}:
        return None   # an edit in an included file: the design's own files only
    return rel, tuple(out)


def found_opportunities(design: Design, operators: Sequence[str] | None = None,
                        faults: list[str] | None = None) -> list[Opportunity]:
    chosen = [op for op in OPERATORS if operators is None or op.name in operators]
    found = []
    for rel, f in design.files.items():
        for src in f.modules:
            name = src.module.name
            if name not in design.used_modules:
                continue
            for o in opportunities(src, design.project.name, name, rel, chosen, faults):
                found.append(dataclasses.replace(o, path=f"{name}/{o.path}"))
    return found


def select(found: Sequence[Opportunity], project: str, seed: int, budget: int | None) -> list[Opportunity]:
    by_operator: dict[str, list[Opportunity]] = {}
    for o in found:
        by_operator.setdefault(o.operator, []).append(o)
    chosen = []
    for op in OPERATORS:
        pool = sorted(by_operator.get(op.name, []), key=lambda o: (o.file, o.path))
        if budget is not None and budget < len(pool):
            _rng(seed, project, op.name).shuffle(pool)
            pool = sorted(pool[:budget], key=lambda o: (o.file, o.path))
        chosen += pool
    return chosen


def build(design: Design, *, seed: int = DEFAULT_SEED, budget: int | None = 20,
          operators: Sequence[str] | None = None) -> ProjectCandidates:
    from svafam.frontends import slang_problems

    project = design.project
    faults: list[str] = []
    found = found_opportunities(design, operators, faults)
    counts: dict[str, int] = {}
    for o in found:
        counts[o.operator] = counts.get(o.operator, 0) + 1
    clean_normals = {src.module.name: normal_hash(src.module) for f in design.files.values() for src in f.modules}
    result = ProjectCandidates(counts, {}, [], faults)
    seen: dict[str, str] = {}
    names = list(project.rtl)
    clean_pp = {n: design.files[n].pp.text for n in names}
    slang_checks = not slang_problems_of_clean(design)   # else slang rejects the clean design: no check here
    clean_mixed = {rel: {(m, v) for m, v, _ in mixed_assignments(f.modules)} for rel, f in design.files.items()}
    clean_contradicting = {rel: {c[:2] for c in contradicting_edges(f.modules)} for rel, f in design.files.items()}
    clean_unlisted = {rel: {c[:2] for c in unlisted_reads(f.modules)} for rel, f in design.files.items()}
    clean_loads = {rel: {c[:2] for c in variable_async_loads(f.modules)} for rel, f in design.files.items()}
    for o in select(found, project.name, seed, budget):
        p = pick(o, seed)
        mapped = _mapped(design, o.file, p.edits)
        if mapped is None:
            result.unmappable[o.operator] = result.unmappable.get(o.operator, 0) + 1
            continue
        rel, edits = mapped
        working = design.files[rel].working
        text = apply(working, edits)
        line = working.count("\n", 0, min(e.start for e in edits)) + 1
        module = o.variant
        cand = Candidate(p.id, module, rel, o.operator, o.path.split("/", 1)[1], line, p.choice.label, text,
                         unified_diff(working, text, rel))
        result.candidates.append(cand)
        try:
            pp, views = reparse(design, rel, text)
        except SourceError as e:
            cand.compile_error, cand.compile_stage = str(e)[:400], PYVERILOG
            continue
        mutant = next((v for v in views if v.module.name == module), None)
        if mutant is None:
            cand.compile_error, cand.compile_stage = f"{rel}: module {module} is gone from the mutant", PYVERILOG
            continue
        cand.normal = normal_hash(mutant.module)
        cand.yosys = yosys_text(text, pp, views)
        if cand.normal == clean_normals[module]:
            result.operator_faults.append(f"{o.operator} returned its input unchanged at {rel} {o.path}")
            cand.duplicate_of = "clean"
            continue
        problems = out_of_range_selects(mutant)
        if problems:
            result.operator_faults.append(f"{o.operator} at {rel} {o.path} left a declared range: {problems[0]}")
            cand.compile_error, cand.compile_stage = f"operator fault: {problems[0]}", PYVERILOG
            continue
        mixed = [(m, v, ln) for m, v, ln in mixed_assignments(views) if (m, v) not in clean_mixed[rel]]
        if mixed:
            cand.compile_error = (f"{rel}: {mixed[0][1]} is given both = and <= in one always block: the proof's "
                                  "model of that is not the simulator's")
            cand.compile_stage = YOSYS
            continue
        contradicting = [c for c in contradicting_edges(views) if c[:2] not in clean_contradicting[rel]]
        if contradicting:
            module_name, signal, at = contradicting[0]
            cand.compile_error = (f"{rel}:{at}: an edge of {signal} that its if tests with the other polarity: Yosys "
                                  "builds an asynchronous reset of it, the simulator a second clock; the proof's "
                                  "model of that is not the simulator's")
            cand.compile_stage = YOSYS
            continue
        unlisted = [c for c in unlisted_reads(views) if c[:2] not in clean_unlisted[rel]]
        if unlisted:
            _, signal, at = unlisted[0]
            cand.compile_error = (f"{rel}:{at}: the always block reads {signal}, which its list of levels does not "
                                  "name: the proof's model re-evaluates it when that changes, the simulator does not")
            cand.compile_stage = YOSYS
            continue
        loads = [c for c in variable_async_loads(views) if c[:2] not in clean_loads[rel]]
        if loads:
            _, register, at = loads[0]
            cand.compile_error = (f"{rel}:{at}: the asynchronous reset loads {register} with a value that is not a "
                                  "constant: the proof holds it to that value while the reset lasts, the simulator "
                                  "loads it once, at the reset's edge")
            cand.compile_stage = YOSYS
            continue
        first = seen.setdefault(cand.normal, cand.id)
        if first != cand.id:
            cand.duplicate_of = first
            continue
        if slang_checks:
            pre = dict(clean_pp)
            pre[rel] = views[0].text
            slang = slang_problems([pre[n] for n in names], top=project.top, names=names)
            if slang:
                cand.compile_error, cand.compile_stage = slang[0][:400], SLANG
    return result


def slang_problems_of_clean(design: Design) -> list[str]:
    """slang's errors on the clean design (preprocessed texts: every directive already followed)."""
    from svafam.frontends import slang_problems

    names = list(design.project.rtl)
    return slang_problems([design.files[n].pp.text for n in names], top=design.project.top, names=names)


__all__ = ["Candidate", "ProjectCandidates", "build", "found_opportunities", "select", "OperatorFault"]
