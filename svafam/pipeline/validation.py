"""Validate families: write the plan's files, run (or reuse) the jobs, record evidence.

A family is admitted when its suite jobs (:data:`svafam.formal.plan.SUITE_SIZE`) are as expected, its canonical
variant is proved equivalent to the independent oracle (the conformance job,
outside the suite), and its four variants are structurally distinct.
"""

from __future__ import annotations

import shutil
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from svafam.engine import Executor, JobOutcome, JobSpec, make_scratch
from svafam.formal.evidence import (
    TRACE_DIR,
    evidence_document,
    input_hashes,
    job_record,
    keeps_trace,
    read_evidence,
    reusable,
    sha256_file,
    write_evidence,
)
from svafam.formal.family import load_interface
from svafam.formal.plan import SUITE_SIZE, Job, Plan, build_plan
from svafam.quality.distinctness import MIN_DISTANCE, check_distinct, pairwise


@dataclass
class FamilyResult:
    family: str
    family_dir: Path
    records: list[dict]
    conformance: dict | None = None
    distinctness: dict = field(default_factory=dict)
    mutation: object | None = None  # mutation.pipeline.FamilyRun, when build made the pool

    @property
    def admitted(self) -> bool:
        return (len(self.records) == SUITE_SIZE and all(r["as_expected"] for r in self.records)
                and (self.conformance is None or self.conformance["as_expected"])
                and self.distinctness.get("ok", True))


def write_plan_files(family_dir: Path, plan: Plan) -> None:
    """(Re)write the generated formal files; stale harnesses or jobs are removed first."""
    for sub in ("formal/harness", "formal/jobs"):
        shutil.rmtree(family_dir / sub, ignore_errors=True)
    for rel, text in plan.files.items():
        path = family_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def prepare(family_dir: Path) -> Plan:
    plan = build_plan(load_interface(family_dir))
    write_plan_files(family_dir, plan)
    return plan


def distinctness_record(family_dir: Path, previous: dict | None = None) -> dict:
    """Pairwise structural distance of the four variants (see svafam.distinctness).

    Reused from ``previous`` (the family's last evidence) when the variants are unchanged.
    """
    iface = load_interface(family_dir)
    texts = {v.id: (family_dir / v.file).read_text(encoding="utf-8") for v in iface.variants}
    hashes = {v.file: sha256_file(family_dir / v.file) for v in iface.variants}
    old = (previous or {}).get("distinctness")
    if old and old.get("inputs") == hashes and old.get("min_distance") == MIN_DISTANCE:
        return old
    problems = check_distinct(texts)
    return {
        "inputs": hashes,
        "metric": "1 - 2*LCS/(|a|+|b|) over Pyverilog AST node types, identifiers anonymized",
        "min_distance": MIN_DISTANCE,
        "pairs": {f"{a}-{b}": round(d, 4) for (a, b), d in sorted(pairwise(texts).items())},
        "problems": problems,
        "ok": not problems,
    }


def validate_families(family_dirs: list[Path], executor: Executor, *, use_cache: bool,
                      on_job: Callable[[str, Job, dict], None] | None = None,
                      only: set[str] | None = None, plans: dict[Path, Plan] | None = None) -> list[FamilyResult]:
    """Validate several families with one executor shared by all their jobs.

    ``only`` restricts the run to the named jobs (for tests and debugging);
    the evidence is then not written, since it would be incomplete.
    ``plans`` are families' plans whose files :func:`prepare` has already written.
    """
    versions = executor.tool_versions()
    prepared: dict[Path, Plan] = {}
    previous_docs: dict[Path, dict | None] = {}
    records: dict[Path, dict[str, dict]] = {}
    requests: dict[str, tuple[Path, Job]] = {}
    hashes: dict[tuple[Path, str], dict[str, str]] = {}
    for fdir in family_dirs:
        plan = (plans or {}).get(fdir) or prepare(fdir)
        prepared[fdir] = plan
        previous = read_evidence(fdir) if use_cache else None
        previous_docs[fdir] = previous
        records[fdir] = {}
        for job in plan.all_jobs:
            if only is not None and job.name not in only:
                continue
            h = input_hashes(fdir, job)
            hashes[(fdir, job.name)] = h
            old = reusable(previous, job, h, versions)
            if old is not None:
                records[fdir][job.name] = dict(old, cached=True)
                if on_job:
                    on_job(plan.family, job, records[fdir][job.name])
            else:
                requests[job.spec(fdir).key] = (fdir, job)

    work_root = make_scratch("svafam-run-")

    def finished(spec: JobSpec, outcome: JobOutcome, workdir: Path) -> None:
        fdir, job = requests[spec.key]
        trace_rel = None
        if keeps_trace(job, outcome):
            assert outcome.trace_source is not None
            trace_rel = f"{TRACE_DIR}/{job.name}.vcd"
            (fdir / TRACE_DIR).mkdir(parents=True, exist_ok=True)
            shutil.copyfile(outcome.trace_source, fdir / trace_rel)
        rec = job_record(job, outcome, hashes[(fdir, job.name)], trace_rel)
        shutil.rmtree(workdir, ignore_errors=True)  # now, while other jobs run, not all at the end
        records[fdir][job.name] = dict(rec, cached=False)
        if on_job:
            on_job(prepared[fdir].family, job, records[fdir][job.name])

    # the variants' distinctness needs no tool: worked out while the first jobs wait for the SBY server
    with ThreadPoolExecutor(max_workers=1) as side:
        distinct = side.submit(lambda: {fdir: distinctness_record(fdir, previous_docs[fdir])
                                        for fdir in family_dirs} if only is None else {})
        try:
            executor.run([job.spec(fdir) for fdir, job in requests.values()], work_root, progress=finished)
        finally:
            shutil.rmtree(work_root, ignore_errors=True)
        distinct_by_family = distinct.result()

    out = []
    for fdir in family_dirs:
        plan = prepared[fdir]
        ordered = [records[fdir][j.name] for j in plan.jobs if j.name in records[fdir]]
        conf = records[fdir].get(plan.conformance.name) if plan.conformance else None
        if only is not None:
            out.append(FamilyResult(plan.family, fdir, ordered, conf))
            continue
        distinct_rec = distinct_by_family[fdir]
        kept_traces = {r["trace"] for r in ordered + ([conf] if conf else []) if r.get("trace")}
        trace_dir = fdir / TRACE_DIR
        if trace_dir.exists():
            for f in trace_dir.iterdir():
                if f"{TRACE_DIR}/{f.name}" not in kept_traces:
                    f.unlink()
        strip = lambda r: {k: v for k, v in r.items() if k != "cached"}  # noqa: E731
        doc = evidence_document(plan.family, versions, [strip(r) for r in ordered],
                                conformance=strip(conf) if conf else None, distinctness=distinct_rec)
        write_evidence(fdir, doc)
        out.append(FamilyResult(plan.family, fdir, ordered, conf, distinct_rec))
    return out
