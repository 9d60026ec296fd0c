"""The validation plan of a family, and the files its jobs read.

One job per kind of :mod:`svafam.formal.jobs` and target: for the usual family (four
variants, three mutants) 3 equivalence proofs (v0 vs v1..v3), 4 gold-property proofs
(v0..v3), 4 reachability covers (v0..v3), 3 mutant-distinguishability covers (v0 vs
m0..m2), 3 gold-properties-on-mutant BMC runs (m0..m2, must fail): :data:`SUITE_SIZE`
jobs, and the conformance proof against the oracle outside the suite. Every job is a
stock ``.sby`` file written from ``sby_templates/``, so each can be re-run by hand with
SymbiYosys.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from string import Template

from svafam.engine import JobSpec
from svafam.generators.family import MUTANTS_PER_FAMILY, VARIANTS_PER_FAMILY
from svafam.paths import SBY_TEMPLATES

from . import harness, lower
from .family import Design, FamilyInterface
from .jobs import ALTERNATES, JOB_KINDS, MUTANTS, ORACLE, SUITE_KINDS, VARIANTS, JobKind, suite_size

TEMPLATE_DIR = SBY_TEMPLATES

# the kinds' names, for the callers that build one kind of job themselves (scoring, tasks)
EQUIVALENCE = "equivalence"
GOLD_PROOF = "gold_proof"
REACHABILITY = "reachability"
DISTINGUISH = "mutant_distinguishability"
GOLD_ON_MUTANT = "gold_on_mutant"
CONFORMANCE = "conformance"  # v0 against the independent oracle; outside the suite
KINDS = tuple(k.name for k in SUITE_KINDS)
MODES = {k.name: k.mode for k in JOB_KINDS.values()}
SUITE_SIZE = suite_size(VARIANTS_PER_FAMILY, MUTANTS_PER_FAMILY)

# the slowest kinds first, so two workers do not end on one long job
_KIND_ORDER = {GOLD_PROOF: 0, REACHABILITY: 1, GOLD_ON_MUTANT: 2, EQUIVALENCE: 4}

MONITOR_FILE = "formal/monitor.v"
COVERS_FILE = "formal/covers.v"
CHECKS_FILE = "formal/checks.v"


@dataclass(frozen=True)
class Job:
    name: str
    kind: str
    target: str
    expected: str       # the SBY status that admits the family: PASS or FAIL
    mode: str
    depth: int
    top: str
    sby_file: str       # relative to the family folder
    inputs: tuple[str, ...]  # every file the job reads, relative to the family folder

    @property
    def all_inputs(self) -> tuple[str, ...]:
        return (self.sby_file,) + self.inputs

    def spec(self, family_dir: Path) -> JobSpec:
        """This job as the engine runs it, keyed ``<family>/<job>``."""
        return JobSpec(f"{family_dir.name}/{self.name}", family_dir, self.sby_file, self.inputs,
                       priority=_KIND_ORDER.get(self.kind, 3))


@dataclass(frozen=True)
class Plan:
    family: str
    jobs: tuple[Job, ...]
    files: dict[str, str]  # generated formal files: relative path -> text
    conformance: Job | None = None

    @property
    def all_jobs(self) -> tuple[Job, ...]:
        return self.jobs + ((self.conformance,) if self.conformance else ())


def _template(kind: str) -> Template:
    return Template((TEMPLATE_DIR / f"{kind}.sby").read_text(encoding="utf-8"))


def _sby_text(kind: str, job: str, title: str, depth: int, top: str, inputs: tuple[str, ...]) -> str:
    # [files] entries are "destination source": the job folder keeps the family's layout
    files = "\n".join(f"{rel} ../../{rel}" for rel in inputs)
    read = "\n".join(f"read_verilog -formal {rel}" for rel in inputs)
    return _template(kind).substitute(title=title, job=job, depth=depth, top=top, read=read, files=files)


def monitored_job(iface: FamilyInterface, name: str, kind: str, design: Design, monitor_file: str,
                  monitor_module: str, depth: int, *, title: str, what: str, target: str, expected: str,
                  template: str | None = None) -> tuple[Job, dict[str, str]]:
    """A job checking one design under a monitor, and the files it adds (harness, ``.sby``).

    Shared by the suite (gold proofs, reachability, gold on mutants) and the
    evaluator, so both run exactly the same kind of job.
    """
    harness_file = f"formal/harness/{name}.v"
    inputs = (CHECKS_FILE, design.file, monitor_file, harness_file)
    sby_file = f"formal/jobs/{name}.sby"
    files = {harness_file: harness.monitored(iface, f"job_{name}", design, monitor_module, what),
             sby_file: _sby_text(template or kind, name, title, depth, f"job_{name}", inputs)}
    job = Job(name, kind, target, expected, MODES[template or kind], depth, f"job_{name}", sby_file, inputs)
    return job, files


def miter_job(iface: FamilyInterface, name: str, kind: str, a: Design, b: Design, depth: int, *, title: str,
              target: str, expected: str = "PASS") -> tuple[Job, dict[str, str]]:
    """A miter of two designs on shared inputs (``a`` is ``design_a`` in its traces), and the files it adds.

    Equivalence and conformance jobs assert the outputs equal (prove); distinguishability
    jobs cover a difference. Shared by the suite and the debugging-fix checker.
    """
    harness_file = f"formal/harness/{name}.v"
    inputs = (CHECKS_FILE, a.file, b.file, harness_file)
    sby_file = f"formal/jobs/{name}.sby"
    template = JOB_KINDS[kind].template
    check = "cover" if kind == DISTINGUISH else "assert"
    files = {harness_file: harness.miter(iface, f"job_{name}", a, b, check=check),
             sby_file: _sby_text(template, name, title, depth, f"job_{name}", inputs)}
    job = Job(name, kind, target, expected=expected, mode=MODES[kind], depth=depth, top=f"job_{name}",
              sby_file=sby_file, inputs=inputs)
    return job, files


def _targets(iface: FamilyInterface, kind: JobKind) -> tuple[Design, ...]:
    return {ALTERNATES: tuple(iface.variants[1:]), VARIANTS: tuple(iface.variants), MUTANTS: tuple(iface.mutants),
            ORACLE: (iface.oracle,) if iface.oracle is not None else ()}[kind.per]


def _job(iface: FamilyInterface, kind: JobKind, design: Design) -> tuple[Job, dict[str, str]]:
    """The job of ``kind`` on ``design``, and the files it adds."""
    ref, fam = iface.reference, iface.family
    name = f"{kind.job_prefix}_{design.id}"
    # clocked immediate checks report one step late: bounded runs and covers get one more cycle
    depth = iface.depth if kind.mode == "prove" else iface.depth + 1
    if kind.shape == "miter":
        target, title = {
            EQUIVALENCE: (f"{ref.id} vs {design.id} ({design.label})",
                          f"{fam}: {ref.id} ({ref.label}) is equivalent to {design.id} ({design.label})"),
            DISTINGUISH: (f"{ref.id} vs {design.id} ({design.label})",
                          f"{fam}: mutant {design.id} ({design.label}) is distinguishable from {ref.id}"),
            CONFORMANCE: (f"{ref.id} vs oracle",
                          f"{fam}: {ref.id} ({ref.label}) conforms to the independent Amaranth oracle"),
        }[kind.name]
        return miter_job(iface, name if kind.name != CONFORMANCE else "conformance_oracle", kind.name, ref, design,
                         depth, title=title, target=target, expected=kind.expected)
    monitor_file, module = ((COVERS_FILE, f"{fam}_covers") if kind.mode == "cover"
                            else (MONITOR_FILE, f"{fam}_monitor"))
    title, what = {
        GOLD_PROOF: (f"{fam}: gold properties hold on {design.id} ({design.label})", f"gold properties on {design.id}"),
        REACHABILITY: (f"{fam}: every antecedent and firing is reachable on {design.id}",
                       f"reachability covers on {design.id}"),
        GOLD_ON_MUTANT: (f"{fam}: the gold properties catch mutant {design.id} ({design.label})",
                         f"gold properties on mutant {design.id}"),
    }[kind.name]
    return monitored_job(iface, name, kind.name, design, monitor_file, module, depth, title=title, what=what,
                         target=f"{design.id} ({design.label})", expected=kind.expected)


def build_plan(iface: FamilyInterface) -> Plan:
    files: dict[str, str] = {
        CHECKS_FILE: lower.CHECKS_FILE_TEXT,
        MONITOR_FILE: lower.assertion_monitor(iface),
        COVERS_FILE: lower.cover_monitor(iface),
    }
    jobs: list[Job] = []
    conformance = None
    for kind in JOB_KINDS.values():
        for design in _targets(iface, kind):
            job, job_files = _job(iface, kind, design)
            files.update(job_files)
            if kind.in_suite:
                jobs.append(job)
            else:
                conformance = job
    return Plan(iface.family, tuple(jobs), files, conformance)
