"""One family's pool, end to end: candidates, Yosys compile checks, retention, kill matrix, files.

Tool verdicts whose keys match the family's evidence are reused; the rest run through
the executor. The pool is written to a temporary folder beside the family's and moved
into place when complete.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from svafam.engine import Executor, JobOutcome, make_scratch
from svafam.files import folder_aside
from svafam.formal.family import load_interface
from svafam.formal.plan import MONITOR_FILE

from . import evidence as ev
from .candidates import Candidate, FamilyCandidates, YosysChecker
from .check import check_pool, gold_checked
from .harness import mutant_module
from .inputs import POOL_BUDGET, FamilyRun, Options, family_candidates, pool_key, remember, unchanged_pool
from .kill import KillMatrix, kill_depth
from .pool import EVIDENCE, POOL_DIR, TRACES, render
from .retention import DISTINGUISHABLE, EQUIVALENT, UNKNOWN, Retention, cover_depth, model_of
from .temporal import family_controlled_kills

__all__ = ["POOL_BUDGET", "FamilyRun", "Options", "check_pool", "family_candidates", "mutate_families",
           "mutate_family", "pool_key"]


def _compile(fc: FamilyCandidates, todo: list[Candidate], old: dict, versions: dict, work: Path,
             doc: dict, run: FamilyRun) -> None:
    work.mkdir(parents=True, exist_ok=True)
    checker = YosysChecker(work)
    try:
        for c in todo:
            module = mutant_module(c.module, c.id)
            text = fc.renamed(c, module)
            key = ev.compile_key(module, text, versions)
            rec = ev.reusable(old, "compile", c.id, key)
            if rec is None:
                path = work / f"{c.id}.v"
                path.write_text(text, encoding="utf-8")
                rec = {"key": key, "error": checker.check(path.name, module)}
                run.ran["yosys-compile"] = run.ran.get("yosys-compile", 0) + 1
            else:
                run.reused["compile"] = run.reused.get("compile", 0) + 1
            doc["compile"][c.id] = rec
    finally:
        checker.close()


@dataclass
class _Family:
    """A family on its way through the pipeline."""

    dir: Path
    iface: object
    fc: FamilyCandidates
    old: dict
    doc: dict
    run: FamilyRun
    work: Path
    traces: dict[str, str] = field(default_factory=dict)
    compiled: list[Candidate] = field(default_factory=list)
    retention_todo: list[tuple[Candidate, str]] = field(default_factory=list)
    kill_todo: list[tuple[Candidate, str]] = field(default_factory=list)
    checked: list[Candidate] = field(default_factory=list)


def _prepare(family_dir: Path, options: Options, versions: dict) -> _Family:
    iface = load_interface(family_dir)
    fc = family_candidates(family_dir, options)
    old = ev.read(family_dir / POOL_DIR / EVIDENCE) if options.reuse else {}
    doc: dict = {"evidence_version": ev.EVIDENCE_VERSION, "tool_versions": versions,
                 "compile": {}, "retention": {}, "kill": {}}
    fam = _Family(family_dir, iface, fc, old, doc, FamilyRun(iface.family, len(fc.candidates)),
                  make_scratch(f"svafam-mutate-{iface.family}-"))
    live = [c for c in fc.candidates if c.compiled and not c.duplicate_of]
    _compile(fc, live, old, versions, fam.work / "compile", doc, fam.run)
    fam.compiled = [c for c in live if not doc["compile"][c.id]["error"]]
    pool_dir = family_dir / POOL_DIR
    for c in fam.compiled:
        key = ev.retention_key(model_of(c), cover_depth(iface, model_of(c)), fc.clean_texts[c.variant], c.text,
                               versions)
        rec = ev.reusable(old, "retention", c.id, key)
        trace_file = pool_dir / TRACES / f"{c.id}.vcd"
        if rec is not None and (rec["status"] != DISTINGUISHABLE or trace_file.is_file()):
            doc["retention"][c.id] = rec
            if rec["status"] == DISTINGUISHABLE:
                fam.traces[c.id] = trace_file.read_text(encoding="utf-8")
            fam.run.reused["retention"] = fam.run.reused.get("retention", 0) + 1
        else:
            fam.retention_todo.append((c, key))
    return fam


def _after_retention(fam: _Family, verdicts: dict, versions: dict) -> None:
    doc = fam.doc
    fam.run.classified = len(fam.retention_todo)
    for c, key in fam.retention_todo:
        v = verdicts[c.id]
        doc["retention"][c.id] = {"key": key, "status": v.status, "step": v.step, "engine": v.engine,
                                  "message": v.message, "job": v.job}
        if v.status == DISTINGUISHABLE:
            fam.traces[c.id] = v.trace
    # the gold properties also run on the mutants proved equivalent: they hold on the clean variant,
    # so one failing there contradicts the proof (a checker of the equivalence verdicts)
    fam.checked = [c for c in fam.compiled if gold_checked(doc["retention"][c.id])]
    monitor = (fam.dir / MONITOR_FILE).read_text(encoding="utf-8")
    for c in fam.checked:
        key = ev.kill_key(kill_depth(fam.iface, model_of(c)), c.text, monitor, versions)
        rec = ev.reusable(fam.old, "kill", c.id, key)
        if rec is not None:
            doc["kill"][c.id] = rec
            fam.run.reused["kill"] = fam.run.reused.get("kill", 0) + 1
        else:
            fam.kill_todo.append((c, key))


def _finish(fam: _Family, kills: dict) -> None:
    doc = fam.doc
    for c, key in fam.kill_todo:
        k = kills[c.id]
        doc["kill"][c.id] = {"key": key, "status": k.status, "properties": k.properties, "message": k.message}
    for c in fam.checked:
        if doc["retention"][c.id]["status"] == EQUIVALENT and doc["kill"][c.id]["status"] == "killed":
            rec = doc["retention"][c.id]
            rec["status"] = UNKNOWN
            rec["message"] = (f"contradiction: proved equivalent, but gold properties fail on it "
                              f"({', '.join(doc['kill'][c.id]['properties'])})")
            fam.run.contradictions.append(c.id)
    files = render(fam.fc, doc, family_controlled_kills(fam.dir))
    files[f"{POOL_DIR}/{EVIDENCE}"] = json.dumps(doc, indent=1, sort_keys=True) + "\n"
    for mid, text in fam.traces.items():
        files[f"{POOL_DIR}/{TRACES}/{mid}.vcd"] = text
    install(fam.dir, files)
    fam.run.summary = json.loads(files[f"{POOL_DIR}/summary.json"])


def mutate_families(family_dirs: Sequence[Path], executor: Executor, options: Options | None = None,
                    on_job: Callable[[str, JobOutcome], None] | None = None,
                    on_family: Callable[[FamilyRun], None] | None = None, chunk: int = 12) -> list[FamilyRun]:
    """The pools of several families; ``chunk`` families at a time share the executor's runs."""
    from .driver import drive

    options = options or Options()
    versions = executor.tool_versions()
    runs: list[FamilyRun] = []
    todo = []
    for d in family_dirs:
        unchanged = unchanged_pool(d, options, versions) if options.reuse else None
        if unchanged is not None:
            runs.append(unchanged)
            if on_family:
                on_family(unchanged)
        else:
            todo.append(d)
    for i in range(0, len(todo), chunk):
        start = time.monotonic()
        fams = [_prepare(d, options, versions) for d in todo[i:i + chunk]]
        by_key = {fam.iface.family: fam for fam in fams}
        try:
            def counted(spec, outcome: JobOutcome, by_key=by_key) -> None:
                fam = by_key[spec.key.split("/")[0]]
                phase = spec.key.split("/")[-1].rsplit("_", 1)[0]
                fam.run.ran[phase] = fam.run.ran.get(phase, 0) + 1
                if on_job:
                    on_job(phase, outcome)

            stages = [Retention(f.iface, f.fc, f.work / "retention", options.batch_size) for f in fams]
            for stage, fam in zip(stages, fams):
                stage.start([c for c, _ in fam.retention_todo])
            drive(executor, stages, fams[0].work / "runs", counted)
            for stage, fam in zip(stages, fams):
                _after_retention(fam, stage.verdicts, versions)
            kills = [KillMatrix(f.iface, f.fc, f.dir, f.work / "kill", options.batch_size) for f in fams]
            for stage, fam in zip(kills, fams):
                stage.start([c for c, _ in fam.kill_todo])
            drive(executor, kills, fams[0].work / "runs", counted)
            per_family = (time.monotonic() - start) / len(fams)
            for stage, fam in zip(kills, fams):
                _finish(fam, stage.results)
                remember(fam.dir, options, versions)
                fam.run.seconds = per_family
                runs.append(fam.run)
                if on_family:
                    on_family(fam.run)
        finally:
            for fam in fams:
                shutil.rmtree(fam.work, ignore_errors=True)
    return runs


def mutate_family(family_dir: Path, executor: Executor, options: Options | None = None,
                  on_job: Callable[[str, JobOutcome], None] | None = None) -> FamilyRun:
    return mutate_families([family_dir], executor, options, on_job)[0]


def _unchanged(family_dir: Path, files: dict[str, str]) -> bool:
    pool = family_dir / POOL_DIR
    if not pool.is_dir():
        return False
    present = {p.relative_to(family_dir).as_posix() for p in pool.rglob("*") if p.is_file()}
    return present == set(files) and all((family_dir / rel).read_bytes() == text.encode("utf-8")
                                         for rel, text in files.items())


def install(family_dir: Path, files: dict[str, str]) -> None:
    """Write the pool beside the family's, then swap it in (two renames on one file system);
    a pool that is already exactly these files is left alone."""
    if _unchanged(family_dir, files):
        return
    with folder_aside(family_dir / POOL_DIR) as tmp:
        for rel, text in sorted(files.items()):
            path = tmp / Path(rel).relative_to(POOL_DIR)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
