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

from . import harness, lower
from .family import FamilyInterface

TEMPLATE_DIR = Path(__file__).resolve().parent.parent / "sby_templates"

EQUIVALENCE = "equivalence"
GOLD_PROOF = "gold_proof"
REACHABILITY = "reachability"
DISTINGUISH = "mutant_distinguishability"
GOLD_ON_MUTANT = "gold_on_mutant"
CONFORMANCE = "conformance"  # v0 against the independent oracle; outside the 17-job suite
KINDS = (EQUIVALENCE, GOLD_PROOF, REACHABILITY, DISTINGUISH, GOLD_ON_MUTANT)
MODES = {EQUIVALENCE: "prove", GOLD_PROOF: "prove", REACHABILITY: "cover",
         DISTINGUISH: "cover", GOLD_ON_MUTANT: "bmc", CONFORMANCE: "prove"}

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

    def add(kind: str, name: str, target: str, expected: str, depth: int, harness_text: str,
            designs: list[str], extra: list[str], title: str, in_suite: bool = True) -> Job:
        harness_file = f"formal/harness/{name}.v"
        files[harness_file] = harness_text
        inputs = tuple([CHECKS_FILE] + designs + extra + [harness_file])
        sby_file = f"formal/jobs/{name}.sby"
        template = EQUIVALENCE if kind == CONFORMANCE else kind
        files[sby_file] = _sby_text(template, name, title, depth, f"job_{name}", inputs)
        job = Job(name, kind, target, expected, MODES[kind], depth, f"job_{name}", sby_file, inputs)
        if in_suite:
            jobs.append(job)
        return job

    for alt in iface.variants[1:]:
        name = f"equivalence_{alt.id}"
        add(EQUIVALENCE, name, f"{ref.id} vs {alt.id} ({alt.label})", "PASS", iface.depth,
            harness.miter(iface, f"job_{name}", ref, alt, check="assert"),
            [ref.file, alt.file], [], f"{iface.family}: {ref.id} ({ref.label}) is equivalent to {alt.id} ({alt.label})")
    for var in iface.variants:
        name = f"gold_proof_{var.id}"
        add(GOLD_PROOF, name, f"{var.id} ({var.label})", "PASS", iface.depth,
            harness.monitored(iface, f"job_{name}", var, monitor_module, f"gold properties on {var.id}"),
            [var.file], [MONITOR_FILE], f"{iface.family}: gold properties hold on {var.id} ({var.label})")
    for var in iface.variants:
        name = f"reachability_{var.id}"
        add(REACHABILITY, name, f"{var.id} ({var.label})", "PASS", bmc_depth,
            harness.monitored(iface, f"job_{name}", var, covers_module, f"reachability covers on {var.id}"),
            [var.file], [COVERS_FILE], f"{iface.family}: every antecedent and firing is reachable on {var.id}")
    for mut in iface.mutants:
        name = f"distinguish_{mut.id}"
        add(DISTINGUISH, name, f"{ref.id} vs {mut.id} ({mut.label})", "PASS", bmc_depth,
            harness.miter(iface, f"job_{name}", ref, mut, check="cover"),
            [ref.file, mut.file], [], f"{iface.family}: mutant {mut.id} ({mut.label}) is distinguishable from {ref.id}")
    for mut in iface.mutants:
        name = f"gold_on_{mut.id}"
        add(GOLD_ON_MUTANT, name, f"{mut.id} ({mut.label})", "FAIL", bmc_depth,
            harness.monitored(iface, f"job_{name}", mut, monitor_module, f"gold properties on mutant {mut.id}"),
            [mut.file], [MONITOR_FILE], f"{iface.family}: the gold properties catch mutant {mut.id} ({mut.label})")
    conformance = None
    if iface.oracle is not None:
        oracle = iface.oracle
        conformance = add(CONFORMANCE, "conformance_oracle", f"{ref.id} vs oracle", "PASS", iface.depth,
                          harness.miter(iface, "job_conformance_oracle", ref, oracle, check="assert"),
                          [ref.file, oracle.file], [],
                          f"{iface.family}: {ref.id} ({ref.label}) conforms to the independent Amaranth oracle",
                          in_suite=False)
    return Plan(iface.family, tuple(jobs), files, conformance)
