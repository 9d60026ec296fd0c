"""The fixed 17-job validation plan of a family, and the files its jobs read.

3 equivalence proofs (v0 vs v1..v3), 4 gold-property proofs (v0..v3),
4 reachability covers (v0..v3), 3 mutant-distinguishability covers
(v0 vs m0..m2), 3 gold-properties-on-mutant BMC runs (m0..m2, must fail).
Every job is a stock ``.sby`` file written from ``sby_templates/``, so each
can be re-run by hand with SymbiYosys.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from string import Template

from svafam.engine import JobSpec
from svafam.paths import SBY_TEMPLATES

from . import harness, lower
from .family import Design, FamilyInterface

TEMPLATE_DIR = SBY_TEMPLATES

EQUIVALENCE = "equivalence"
GOLD_PROOF = "gold_proof"
REACHABILITY = "reachability"
DISTINGUISH = "mutant_distinguishability"
GOLD_ON_MUTANT = "gold_on_mutant"
CONFORMANCE = "conformance"  # v0 against the independent oracle; outside the 17-job suite
KINDS = (EQUIVALENCE, GOLD_PROOF, REACHABILITY, DISTINGUISH, GOLD_ON_MUTANT)
MODES = {EQUIVALENCE: "prove", GOLD_PROOF: "prove", REACHABILITY: "cover",
         DISTINGUISH: "cover", GOLD_ON_MUTANT: "bmc", CONFORMANCE: "prove"}

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
    template = EQUIVALENCE if kind == CONFORMANCE else kind
    check = "cover" if kind == DISTINGUISH else "assert"
    files = {harness_file: harness.miter(iface, f"job_{name}", a, b, check=check),
             sby_file: _sby_text(template, name, title, depth, f"job_{name}", inputs)}
    job = Job(name, kind, target, expected=expected, mode=MODES[kind], depth=depth, top=f"job_{name}",
              sby_file=sby_file, inputs=inputs)
    return job, files


def build_plan(iface: FamilyInterface) -> Plan:
    files: dict[str, str] = {
        CHECKS_FILE: lower.CHECKS_FILE_TEXT,
        MONITOR_FILE: lower.assertion_monitor(iface),
        COVERS_FILE: lower.cover_monitor(iface),
    }
    monitor_module = f"{iface.family}_monitor"
    covers_module = f"{iface.family}_covers"
    jobs: list[Job] = []
    ref = iface.reference
    bmc_depth = iface.depth + 1  # clocked immediate checks report one step late

    def add_miter(kind: str, name: str, a: Design, b: Design, target: str, depth: int,
                  title: str, in_suite: bool = True) -> Job:
        job, job_files = miter_job(iface, name, kind, a, b, depth, title=title, target=target)
        files.update(job_files)
        if in_suite:
            jobs.append(job)
        return job

    def add_monitored(kind: str, name: str, design: Design, monitor_file: str, module: str, depth: int,
                      expected: str, title: str, what: str) -> None:
        job, job_files = monitored_job(iface, name, kind, design, monitor_file, module, depth, title=title,
                                       what=what, target=f"{design.id} ({design.label})", expected=expected)
        files.update(job_files)
        jobs.append(job)

    for alt in iface.variants[1:]:
        add_miter(EQUIVALENCE, f"equivalence_{alt.id}", ref, alt, f"{ref.id} vs {alt.id} ({alt.label})",
                  iface.depth, f"{iface.family}: {ref.id} ({ref.label}) is equivalent to {alt.id} ({alt.label})")
    for var in iface.variants:
        add_monitored(GOLD_PROOF, f"gold_proof_{var.id}", var, MONITOR_FILE, monitor_module, iface.depth, "PASS",
                      f"{iface.family}: gold properties hold on {var.id} ({var.label})",
                      f"gold properties on {var.id}")
    for var in iface.variants:
        add_monitored(REACHABILITY, f"reachability_{var.id}", var, COVERS_FILE, covers_module, bmc_depth, "PASS",
                      f"{iface.family}: every antecedent and firing is reachable on {var.id}",
                      f"reachability covers on {var.id}")
    for mut in iface.mutants:
        add_miter(DISTINGUISH, f"distinguish_{mut.id}", ref, mut, f"{ref.id} vs {mut.id} ({mut.label})",
                  bmc_depth, f"{iface.family}: mutant {mut.id} ({mut.label}) is distinguishable from {ref.id}")
    for mut in iface.mutants:
        add_monitored(GOLD_ON_MUTANT, f"gold_on_{mut.id}", mut, MONITOR_FILE, monitor_module, bmc_depth, "FAIL",
                      f"{iface.family}: the gold properties catch mutant {mut.id} ({mut.label})",
                      f"gold properties on mutant {mut.id}")
    conformance = None
    if iface.oracle is not None:
        oracle = iface.oracle
        conformance = add_miter(CONFORMANCE, "conformance_oracle", ref, oracle, f"{ref.id} vs oracle",
                                iface.depth,
                                f"{iface.family}: {ref.id} ({ref.label}) conforms to the independent Amaranth oracle",
                                in_suite=False)
    return Plan(iface.family, tuple(jobs), files, conformance)
