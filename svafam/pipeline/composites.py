"""``svafam composites``: draw composition specs, prove each composite's suite, admit the ones that pass.

A composite's suite (:func:`suite`), every job a stock ``.sby`` file in its folder:

- 3 equivalence proofs: the ``v0`` top against ``v1``..``v3`` (the other glue style, the
  families' other variants);
- 1 conformance proof: ``v0`` against the top over the families' independent Amaranth oracles;
- a distinguishability cover per glue mutant (a link tied to 0, inverted, ungated): every
  link matters, and its effect reaches an output within the composite's depth.

Candidates come in the order of :mod:`svafam.tasks.composite_draw`; each split's are built in
batches until its target is admitted. An admitted composite goes to
``dataset/composites/<id>/`` (written aside, moved in whole); every candidate's verdict goes to
``dataset/composites/index.json``. Evidence is reused when every input file of a job is unchanged.
``svafam build --check`` (:func:`check_composites`) regenerates the files, re-draws the candidates
and checks the evidence and the splits, with no tool.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from svafam.engine import Executor, scratch_folder
from svafam.formal import lower
from svafam.formal.evidence import input_hashes, job_record, sha256_file
from svafam.formal.family import load_interface
from svafam.formal.plan import CHECKS_FILE, CONFORMANCE, DISTINGUISH, EQUIVALENCE, Job, miter_job
from svafam.tasks import composite_draw, composite_rtl
from svafam.tasks.composite_spec import COMPOSITES_DIR, INDEX_FILE, CompositionError, parse

EVIDENCE_FILE = "evidence.json"
BATCH = 16


def family_metas(dataset: Path) -> tuple[dict[str, dict], dict[str, Path]]:
    metas, fdirs = {}, {}
    for path in sorted(dataset.glob("*/family.json")):
        meta = json.loads(path.read_text(encoding="utf-8"))
        metas[meta["family"]], fdirs[meta["family"]] = meta, path.parent
    return metas, fdirs


def suite(folder: Path) -> tuple[list[Job], dict[str, str]]:
    """The composite's jobs and the formal files they add (harnesses, ``.sby`` files, the checks)."""
    iface = load_interface(folder)
    ref = iface.reference
    files = {CHECKS_FILE: lower.CHECKS_FILE_TEXT}
    jobs = []

    def add(kind: str, name: str, other, depth: int, title: str) -> None:
        job, job_files = miter_job(iface, name, kind, ref, other, depth, title=title, target=f"{ref.id} vs {other.id}")
        jobs.append(job)
        files.update(job_files)

    for alt in iface.variants[1:]:
        add(EQUIVALENCE, f"equivalence_{alt.id}", alt, iface.depth, f"{iface.family}: v0 is equivalent to {alt.id}")
    add(CONFORMANCE, "conformance_oracle", iface.oracle, iface.depth, f"{iface.family}: v0 conforms to the oracles")
    for mut in iface.mutants:
        add(DISTINGUISH, f"distinguish_{mut.id}", mut, iface.depth + 1,
            f"{iface.family}: glue mutant {mut.id} ({mut.label}) is distinguishable from v0")
    return jobs, files


def composite_files(comp, metas: dict[str, dict], fdirs: dict[str, Path], scratch: Path) -> dict[str, str]:
    """Every file of a composite's folder but its evidence: the designs, the task files and the suite's files."""
    files = composite_rtl.files(comp, metas, fdirs)
    target = scratch / comp.id
    shutil.rmtree(target, ignore_errors=True)
    for rel, text in files.items():
        (target / rel).parent.mkdir(parents=True, exist_ok=True)
        (target / rel).write_text(text, encoding="utf-8")
    files.update(suite(target)[1])
    return files


@dataclass
class CompositeOutcome:
    id: str
    split: str
    status: str        # admitted | rejected | invalid
    reason: str = ""


def _reusable(old: Path, jobs: list[Job], folder: Path) -> dict | None:
    """The old evidence, when it holds every job as expected on the same input files."""
    try:
        doc = json.loads((old / EVIDENCE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    records = {r["job"]: r for r in doc.get("jobs", [])}
    for job in jobs:
        rec = records.get(job.name)
        if rec is None or not rec.get("as_expected") or rec.get("inputs") != input_hashes(folder, job):
            return None
    return doc


def build_composites(dataset: Path, split_of: dict[str, str], executor: Executor, use_cache: bool = True,
                     progress: Callable[[str], None] | None = None) -> list[CompositeOutcome]:
    note = progress or (lambda _m: None)
    metas, fdirs = family_metas(dataset)
    root = dataset / COMPOSITES_DIR
    root.mkdir(exist_ok=True)
    outcomes: list[CompositeOutcome] = []
    with scratch_folder("svafam-composites-") as scratch:
        for split, target in composite_draw.TARGETS.items():
            admitted = 0
            stream = composite_draw.candidates(split, metas, split_of)
            while admitted < target:
                batch = []
                for comp in stream:
                    try:
                        parse(comp.to_doc(), f"{comp.id}/composition.yaml", metas)
                    except CompositionError as e:
                        outcomes.append(CompositeOutcome(comp.id, split, "invalid", str(e)))
                        continue
                    batch.append(comp)
                    if len(batch) >= min(BATCH, target - admitted):
                        break
                if not batch:
                    break
                note(f"{split}: proving {len(batch)} composites ({admitted} of {target} admitted)")
                for comp, ok, why in _prove(batch, metas, fdirs, scratch, root, executor, use_cache):
                    if ok and admitted < target:
                        admitted += 1
                        outcomes.append(CompositeOutcome(comp.id, split, "admitted"))
                    elif ok:
                        outcomes.append(CompositeOutcome(comp.id, split, "rejected", "not needed: the split's target was met"))
                    else:
                        outcomes.append(CompositeOutcome(comp.id, split, "rejected", why))
    keep = {o.id for o in outcomes if o.status == "admitted"}
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if folder.name not in keep:
            shutil.rmtree(folder)
    index = {"seed": composite_draw.SEED, "targets": composite_draw.TARGETS,
             "candidates": [o.__dict__ for o in outcomes]}
    tmp = root / f".{INDEX_FILE}.tmp"
    tmp.write_text(json.dumps(index, indent=2) + "\n", encoding="utf-8")
    os.replace(tmp, root / INDEX_FILE)
    return outcomes


def _prove(batch, metas, fdirs, scratch: Path, root: Path, executor: Executor, use_cache: bool):
    """Generate each composite in ``scratch``, run the suites that cannot be reused in one executor run,
    install the admitted ones; yields (composite, admitted, why not)."""
    staged, specs, plans = {}, [], {}
    for comp in batch:
        files = composite_files(comp, metas, fdirs, scratch / "gen")
        folder = scratch / "stage" / comp.id
        shutil.rmtree(folder, ignore_errors=True)
        for rel, text in files.items():
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            (folder / rel).write_text(text, encoding="utf-8")
        jobs, _ = suite(folder)
        plans[comp.id] = jobs
        staged[comp.id] = folder
        old = _reusable(root / comp.id, jobs, folder) if use_cache else None
        if old is not None:
            (folder / EVIDENCE_FILE).write_text(json.dumps(old, indent=2) + "\n", encoding="utf-8")
            continue
        specs += [job.spec(folder) for job in jobs]
    outcomes = executor.run(specs, scratch / "work") if specs else {}
    versions = executor.tool_versions()
    for comp in batch:
        folder, jobs = staged[comp.id], plans[comp.id]
        if not (folder / EVIDENCE_FILE).is_file():
            records = []
            for job in jobs:
                outcome = outcomes.get(f"{comp.id}/{job.name}", (None, None))[0]
                if outcome is None:
                    from svafam.engine import JobOutcome
                    outcome = JobOutcome("ERROR", message="the executor returned no outcome")
                records.append(job_record(job, outcome, input_hashes(folder, job), None))
            doc = {"composite": comp.id, "admitted": all(r["as_expected"] for r in records), "tool_versions": versions,
                   "jobs": records}
            (folder / EVIDENCE_FILE).write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
        doc = json.loads((folder / EVIDENCE_FILE).read_text(encoding="utf-8"))
        if doc["admitted"]:
            final = root / comp.id
            if final.exists():
                shutil.rmtree(final)
            shutil.copytree(folder, final)
            yield comp, True, ""
        else:
            bad = [r for r in doc["jobs"] if not r["as_expected"]]
            yield comp, False, "; ".join(f"{r['job']} is {r['status']}, expected {r['expected']}" for r in bad[:3])


def check_composites(dataset: Path, split_of: dict[str, str]) -> list[str]:
    """What ``svafam build --check`` says of the composites: the index is what the draw gives, every admitted
    composite's files are what the code generates, its evidence admits it on these files, and it is in the
    split of every family it uses."""
    root = dataset / COMPOSITES_DIR
    if not (root / INDEX_FILE).is_file():
        return [f"{COMPOSITES_DIR}/{INDEX_FILE}: missing (run `svafam composites`)"]
    index = json.loads((root / INDEX_FILE).read_text(encoding="utf-8"))
    metas, fdirs = family_metas(dataset)
    problems = []
    drawn = {split: [c.id for c in composite_draw.candidates(split, metas, split_of)]
             for split in composite_draw.TARGETS}
    for split, ids in drawn.items():
        listed = [c["id"] for c in index["candidates"] if c["split"] == split]
        if listed != ids[:len(listed)]:
            problems.append(f"{COMPOSITES_DIR}/{INDEX_FILE}: the {split} candidates are not the draw's "
                            "(stale; run `svafam composites`)")
    admitted = [c for c in index["candidates"] if c["status"] == "admitted"]
    present = sorted(p.name for p in root.iterdir() if p.is_dir())
    for name in sorted(set(present) - {c["id"] for c in admitted}):
        problems.append(f"{COMPOSITES_DIR}/{name}: not admitted in {INDEX_FILE} (stale folder)")
    by_id = {}
    for split in composite_draw.TARGETS:
        by_id.update({c.id: c for c in composite_draw.candidates(split, metas, split_of)})
    with scratch_folder("svafam-composites-check-") as scratch:
        for entry in admitted:
            cid, folder = entry["id"], root / entry["id"]
            comp = by_id.get(cid)
            if comp is None or not folder.is_dir():
                problems.append(f"{COMPOSITES_DIR}/{cid}: admitted but " + ("missing" if comp else "not drawn any more"))
                continue
            expected = composite_files(comp, metas, fdirs, scratch)
            for rel, text in sorted(expected.items()):
                path = folder / rel
                if not path.is_file():
                    problems.append(f"{COMPOSITES_DIR}/{cid}/{rel}: missing")
                elif path.read_bytes() != text.encode("utf-8"):
                    problems.append(f"{COMPOSITES_DIR}/{cid}/{rel}: differs from what the generator writes")
            for path in sorted(folder.rglob("*")):
                rel = path.relative_to(folder).as_posix()
                if path.is_file() and rel not in expected and rel != EVIDENCE_FILE:
                    problems.append(f"{COMPOSITES_DIR}/{cid}/{rel}: not generated by the current code (stale file)")
            problems += _check_evidence(cid, folder)
    return problems + split_problems(dataset, split_of)


def split_problems(dataset: Path, split_of: dict[str, str]) -> list[str]:
    """Admitted composites not in the split of every family they use (``svafam splits --check`` says so too)."""
    root = dataset / COMPOSITES_DIR
    if not (root / INDEX_FILE).is_file():
        return []
    problems = []
    for entry in json.loads((root / INDEX_FILE).read_text(encoding="utf-8"))["candidates"]:
        task_file = root / entry["id"] / composite_rtl.TASK_DIR / "task.json"
        if entry["status"] != "admitted" or not task_file.is_file():
            continue
        doc = json.loads(task_file.read_text(encoding="utf-8"))
        for fam in doc["families"]:
            if split_of.get(fam) != doc["split"]:
                problems.append(f"{COMPOSITES_DIR}/{entry['id']}: in {doc['split']}, but its part {fam} is "
                                f"in {split_of.get(fam, 'no split')} (a composite must be in the split of "
                                "every family it uses; run `svafam composites`)")
    return problems


def _check_evidence(cid: str, folder: Path) -> list[str]:
    try:
        doc = json.loads((folder / EVIDENCE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return [f"{COMPOSITES_DIR}/{cid}/{EVIDENCE_FILE}: missing or unreadable"]
    problems = [] if doc.get("admitted") else [f"{COMPOSITES_DIR}/{cid}/{EVIDENCE_FILE}: not admitted"]
    try:
        jobs, _ = suite(folder)
    except Exception as e:  # noqa: BLE001 - a broken folder is a problem to report, not a crash
        return problems + [f"{COMPOSITES_DIR}/{cid}: its suite cannot be planned ({e})"]
    records = {r["job"]: r for r in doc.get("jobs", [])}
    for job in jobs:
        rec = records.get(job.name)
        if rec is None:
            problems.append(f"{COMPOSITES_DIR}/{cid}/{EVIDENCE_FILE}: no record of job {job.name}")
            continue
        if not rec.get("as_expected"):
            problems.append(f"{COMPOSITES_DIR}/{cid}/{EVIDENCE_FILE}: job {job.name} is {rec.get('status')}")
        for rel in job.all_inputs:
            if rec.get("inputs", {}).get(rel) != sha256_file(folder / rel):
                problems.append(f"{COMPOSITES_DIR}/{cid}/{EVIDENCE_FILE}: job {job.name} was run on a different {rel}")
                break
    return problems
