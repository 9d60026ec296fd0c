"""Diversity audit: find clones among families.

(a) Syntactic: the reference RTL of each family as a token sequence with every
    identifier renamed by first appearance (``n0``, ``n1``, ...) and comments
    dropped; equal sequences are exact duplicates, sequences closer than
    ``NEAR`` are reported as near duplicates.
(b) Semantic: families whose interfaces have the same shape (input and output
    widths by position, reset polarity) are compared under the by-position
    renaming. Random simulation of the two specs (the pure-Python reference
    model, :mod:`svafam.quality.behavior_prints`) separates almost all pairs at once; the
    pairs it cannot separate get an unbounded equivalence proof of a by-position
    miter with SBY (``abc pdr``).

A clone is an exact syntactic duplicate or a proved semantic coincidence; the
audit exits 1 on any clone.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path

from svafam.engine import Executor, JobSpec, scratch_folder
from svafam.family_folder import family_dirs
from svafam.formal.family import FamilyInterface, load_interface, reference_file
from svafam.generators.spec_loader import load_spec
from svafam.generators.verilog import Block, PortDecl, decl, module_header

from .behavior_prints import BehaviorPrints
from .token_similarity import NEAR, near_lengths, signature, similarity  # noqa: F401 - the audit's measure, used from here


@dataclass
class AuditReport:
    families: int = 0
    exact: list[tuple[str, str]] = field(default_factory=list)
    near: list[tuple[str, str, float]] = field(default_factory=list)
    same_shape_pairs: int = 0
    separated_by_simulation: int = 0
    proved_clones: list[tuple[str, str]] = field(default_factory=list)
    proved_distinct: list[tuple[str, str]] = field(default_factory=list)
    undecided: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.exact and not self.proved_clones and not self.undecided


def interface_shape(iface: FamilyInterface) -> tuple:
    return (tuple(s.width for s in iface.inputs), tuple(s.width for s in iface.outputs), iface.reset_active_high)


def positional_miter(top: str, a: FamilyInterface, b: FamilyInterface) -> str:
    """Reference designs of two families on shared inputs, ports matched by position."""
    blk = Block()
    ports = [PortDecl("input", "wire", 1, "clk"), PortDecl("input", "wire", 1, "rst")]
    ports += [PortDecl("input", "wire", s.width, f"in{i}") for i, s in enumerate(a.inputs)]
    blk.extend(module_header(top, ports))
    blk.indent()
    for side in ("a", "b"):
        for i, s in enumerate(a.outputs):
            blk.line(decl("wire", s.width, f"{side}_out{i}"))
    for side, iface in (("a", a), ("b", b)):
        conns = [f".{iface.clock}(clk)", f".{iface.reset}(rst)"]
        conns += [f".{s.name}(in{i})" for i, s in enumerate(iface.inputs)]
        conns += [f".{s.name}({side}_out{i})" for i, s in enumerate(iface.outputs)]
        blk.line(f"{iface.reference.module} design_{side} ({', '.join(conns)});")
    active = "rst" if a.reset_active_high else "!rst"
    blk.line("reg init = 1'b1;")
    blk.line("always @(posedge clk) init <= 1'b0;")
    blk.line(f"always @* if (init) assume ({active});")
    blk.line("always @(posedge clk) if (!init) begin")
    for i, _ in enumerate(a.outputs):
        blk.line(f"    SAME_{i}: assert (a_out{i} == b_out{i});")
    blk.line("end")
    blk.dedent()
    blk.line("endmodule")
    return blk.text()


_SBY = """[options]
mode prove
depth 12
aigsmt none

[engines]
abc pdr

[script]
read_verilog -formal a.v
read_verilog -formal b.v
read_verilog -formal miter.v
prep -top audit_miter

[files]
a.v
b.v
miter.v
"""


def same_behavior_job(folder: Path, a_dir: Path, a: FamilyInterface, b_dir: Path, b: FamilyInterface) -> JobSpec:
    """The proof that two families' reference designs behave alike up to port renaming, written in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "a.v").write_text((a_dir / a.reference.file).read_text())
    (folder / "b.v").write_text((b_dir / b.reference.file).read_text())
    (folder / "miter.v").write_text(positional_miter("audit_miter", a, b))
    (folder / "audit.sby").write_text(_SBY)
    return JobSpec(f"{a.family}~{b.family}", folder, "audit.sby", ("a.v", "b.v", "miter.v"))


def prove_same_pairs(dirs: Mapping[str, Path], ifaces: dict[str, FamilyInterface], pairs: list[tuple[str, str]],
                     executor: Executor) -> dict[tuple[str, str], str]:
    """SBY's status of each pair's proof, all pairs in one run of the executor (``dirs``: family -> its folder)."""
    with scratch_folder("svafam-audit-") as tmp:
        jobs = {same_behavior_job(tmp / "jobs" / f"{x}~{y}", dirs[x], ifaces[x], dirs[y], ifaces[y]): (x, y)
                for x, y in pairs}
        by_key = {job.key: pair for job, pair in jobs.items()}
        results = executor.run(list(jobs), tmp / "work")
        return {by_key[key]: outcome.status for key, (outcome, _work) in results.items()}


def syntactic_pairs(dataset: Path) -> tuple[list[tuple[str, str]], list[tuple[str, str, float]]]:
    """(exact duplicates, near duplicates with their similarity) among the families' reference RTL."""
    dirs = family_dirs(dataset)
    sigs = {d.name: signature(reference_file(d).read_text(encoding="utf-8")) for d in dirs}
    # only pairs of lengths near enough can be alike: each signature is compared with the longer ones
    # in its window, each pair as (first name, second name), the way combinations() of the names has them
    by_length = sorted(sigs, key=lambda name: (len(sigs[name]), name))
    lengths = [len(sigs[name]) for name in by_length]
    exact, near = [], []
    for i, first in enumerate(by_length):
        for other in by_length[i + 1:bisect.bisect_right(lengths, near_lengths(lengths[i])[1])]:
            x, y = sorted((first, other))
            r = similarity(sigs[x], sigs[y])
            if r == 1.0:
                exact.append((x, y))
            elif r is not None:
                near.append((x, y, r))
    return sorted(exact), sorted(near)


def near_duplicates(dataset: Path) -> list[tuple[str, str, float]]:
    """Exact (similarity 1.0) and near duplicates together: pairs that must share a split."""
    exact, near = syntactic_pairs(dataset)
    return [(x, y, 1.0) for x, y in exact] + near


def audit(dataset: Path, executor: Executor | None) -> AuditReport:
    dirs = family_dirs(dataset)
    report = AuditReport(families=len(dirs))
    report.exact, report.near = syntactic_pairs(dataset)
    ifaces = {d.name: load_interface(d) for d in dirs}
    # built families: their specs passed every check at build time
    specs = {d.name: load_spec(d / "spec.yaml", check_location=False, semantics=False) for d in dirs}
    to_prove = []
    prints = BehaviorPrints(specs.__getitem__)
    for x, y in combinations(sorted(ifaces), 2):
        if interface_shape(ifaces[x]) != interface_shape(ifaces[y]):
            continue
        report.same_shape_pairs += 1
        if not prints.alike(x, y):
            report.separated_by_simulation += 1
            continue
        if executor is None:
            report.undecided.append((x, y, "no formal toolchain to decide"))
            continue
        to_prove.append((x, y))
    statuses = prove_same_pairs({d.name: d for d in dirs}, ifaces, to_prove, executor) if to_prove else {}
    for x, y in to_prove:
        status = statuses.get((x, y), "ERROR")
        if status == "PASS":
            report.proved_clones.append((x, y))
        elif status == "FAIL":
            report.proved_distinct.append((x, y))
        else:
            report.undecided.append((x, y, status))
    return report
