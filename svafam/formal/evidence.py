"""Evidence records: what each job of a family proved, with what, on which inputs.

``evidence/evidence.json`` in the family folder holds, per job, its kind,
target, expected and actual status, deciding engine, depth, the sha256 of
every input file, and for mutant jobs the properties that failed and the trace
kept beside it. A job whose inputs and tool versions match its record need not
run again (:func:`reusable`).

Wall times change from run to run, so they are not in that file (it is
committed and checked byte for byte): ``evidence/timings.json`` beside it holds
them, and git ignores it. :func:`read_evidence` puts them back where known.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from svafam.engine import JobOutcome
from svafam.family_folder import EVIDENCE_JSON
from svafam.files import write_atomic

from .plan import DISTINGUISH, GOLD_ON_MUTANT, SUITE_SIZE, Job

EVIDENCE_FILE = EVIDENCE_JSON
TIMINGS_FILE = "evidence/timings.json"
TRACE_DIR = "evidence/traces"
EVIDENCE_VERSION = 1


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def input_hashes(family_dir: Path, job: Job) -> dict[str, str]:
    return {rel: sha256_file(family_dir / rel) for rel in job.all_inputs}


def as_expected(job: Job, outcome: JobOutcome) -> bool:
    if outcome.status != job.expected:
        return False
    if job.kind == GOLD_ON_MUTANT:
        return bool(outcome.failed_properties)  # a FAIL must name the gold properties that caught it
    return True


def job_record(job: Job, outcome: JobOutcome, hashes: dict[str, str], trace: str | None) -> dict:
    return {
        "job": job.name,
        "kind": job.kind,
        "target": job.target,
        "mode": job.mode,
        "expected": job.expected,
        "status": outcome.status,
        "as_expected": as_expected(job, outcome),
        "engine": outcome.engine,
        "depth": job.depth,
        "step": outcome.step,
        "wall_seconds": round(outcome.wall_seconds, 3),
        "failed_properties": sorted(outcome.failed_properties),
        "reached_covers": len(outcome.reached_covers),
        "unreached_covers": sorted(outcome.unreached_covers),
        "trace": trace,
        "message": outcome.message,
        "sby_file": job.sby_file,
        "inputs": hashes,
    }


def keeps_trace(job: Job, outcome: JobOutcome) -> bool:
    """Mutant jobs keep their witness / counterexample; any unexpected failure keeps its trace."""
    if outcome.trace_source is None:
        return False
    return job.kind in (DISTINGUISH, GOLD_ON_MUTANT) or not as_expected(job, outcome)


def _job_records(doc: dict) -> list[dict]:
    return list(doc.get("jobs") or []) + ([doc["conformance"]] if doc.get("conformance") else [])


def read_evidence(family_dir: Path) -> dict | None:
    """The family's evidence, with each job's wall time when the timings file beside it has one."""
    path = family_dir / EVIDENCE_FILE
    if not path.exists():
        return None
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        return None
    return with_timings(doc, family_dir)


def with_timings(doc: dict, family_dir: Path) -> dict:
    """``doc`` with each job's ``wall_seconds`` from ``timings.json``, where that file has it."""
    try:
        timings = json.loads((family_dir / TIMINGS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        timings = {}
    if isinstance(timings, dict):
        for rec in _job_records(doc):
            seconds = timings.get(rec.get("job"))
            if isinstance(seconds, (int, float)) and not isinstance(seconds, bool):
                rec["wall_seconds"] = seconds
    return doc


def write_evidence(family_dir: Path, doc: dict) -> None:
    """``evidence.json`` without the wall times, and the wall times beside it (``timings.json``)."""
    timings = {rec["job"]: rec["wall_seconds"] for rec in _job_records(doc) if "wall_seconds" in rec}
    stable = dict(doc, jobs=[_without_time(r) for r in doc.get("jobs", [])],
                  conformance=_without_time(doc["conformance"]) if doc.get("conformance") else doc.get("conformance"))
    write_atomic(family_dir / EVIDENCE_FILE, json.dumps(stable, indent=2) + "\n")
    write_atomic(family_dir / TIMINGS_FILE, json.dumps(timings, indent=1, sort_keys=True) + "\n")


def _without_time(rec: dict) -> dict:
    return {k: v for k, v in rec.items() if k != "wall_seconds"}


def reusable(previous: dict | None, job: Job, hashes: dict[str, str], tool_versions: dict[str, str]) -> dict | None:
    """The earlier record of ``job`` if it was obtained on identical inputs and tools and as expected."""
    if not previous or previous.get("evidence_version") != EVIDENCE_VERSION:
        return None
    if previous.get("tool_versions") != tool_versions:
        return None
    candidates = list(previous.get("jobs", []))
    if previous.get("conformance"):
        candidates.append(previous["conformance"])
    for rec in candidates:
        if rec.get("job") == job.name:
            if rec.get("inputs") == hashes and rec.get("as_expected") and rec.get("expected") == job.expected:
                return rec
            return None
    return None


def evidence_document(family: str, tool_versions: dict[str, str], records: list[dict], *,
                      conformance: dict | None = None, distinctness: dict | None = None) -> dict:
    ok = sum(1 for r in records if r["as_expected"])
    admitted = (ok == len(records) == SUITE_SIZE and (conformance is None or conformance["as_expected"])
                and (distinctness or {}).get("ok", True))
    return {
        "evidence_version": EVIDENCE_VERSION,
        "family": family,
        "admitted": admitted,
        "summary": {"jobs": len(records), "as_expected": ok,
                    "conformance": conformance["status"] if conformance else None,
                    "distinct": (distinctness or {}).get("ok")},
        "tool_versions": tool_versions,
        "jobs": records,
        "conformance": conformance,
        "distinctness": distinctness,
    }


