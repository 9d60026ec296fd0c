"""One family's pool, end to end: candidates, Yosys compile checks, retention, kill matrix, files.

Tool verdicts whose keys match the family's evidence are reused; the rest run through
the executor. The pool is written to a temporary folder beside the family's and moved
into place when complete.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engine import Executor, JobOutcome, make_scratch
from formal.family import load_interface
from formal.plan import MONITOR_FILE

from . import evidence as ev
from .candidates import Candidate, FamilyCandidates, YosysChecker, build_candidates
from .enumerate import DEFAULT_SEED
from .harness import mutant_module
from .kill import KillMatrix, kill_depth
from .pool import EVIDENCE, POOL_DIR, TRACES, render
from .retention import DEFAULT_BATCH, DISTINGUISHABLE, Retention, cover_depth, model_of


# candidates per family in the committed pool (None: every opportunity). The whole corpus has
# ~38,000 opportunities; see the README for what classifying all of them costs.
POOL_BUDGET: int | None = 64


@dataclass
class Options:
    seed: int = DEFAULT_SEED
    budget: int | None = POOL_BUDGET
    operators: Sequence[str] | None = None
    batch_size: int = DEFAULT_BATCH
    reuse: bool = True


@dataclass
class FamilyRun:
    family: str
    candidates: int
    ran: dict[str, int] = field(default_factory=dict)      # phase -> jobs run
    reused: dict[str, int] = field(default_factory=dict)   # section -> verdicts reused
    classified: int = 0                                    # retention verdicts obtained by running jobs
    seconds: float = 0.0
    summary: dict = field(default_factory=dict)


def family_candidates(family_dir: Path, options: Options) -> FamilyCandidates:
    iface = load_interface(family_dir)
    return build_candidates(iface.family, family_dir, iface.variants, seed=options.seed, budget=options.budget,
                            operators=options.operators)


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


def mutate_family(family_dir: Path, executor: Executor, options: Options | None = None,
                  on_job: Callable[[str, JobOutcome], None] | None = None) -> FamilyRun:
    options = options or Options()
    start = time.monotonic()
    iface = load_interface(family_dir)
    fc = family_candidates(family_dir, options)
    pool_dir = family_dir / POOL_DIR
    old = ev.read(pool_dir / EVIDENCE) if options.reuse else {}
    versions = executor.tool_versions()
    doc: dict = {"evidence_version": ev.EVIDENCE_VERSION, "tool_versions": versions,
                 "compile": {}, "retention": {}, "kill": {}}
    run = FamilyRun(iface.family, len(fc.candidates))
    work = make_scratch(f"svafam-mutate-{iface.family}-")
    traces: dict[str, str] = {}
    try:
        live = [c for c in fc.candidates if c.compiled and not c.duplicate_of]
        _compile(fc, live, old, versions, work / "compile", doc, run)
        compiled = [c for c in live if not doc["compile"][c.id]["error"]]
        todo = []
        for c in compiled:
            key = ev.retention_key(model_of(c), cover_depth(iface, model_of(c)), fc.clean_texts[c.variant], c.text,
                                   versions)
            rec = ev.reusable(old, "retention", c.id, key)
            trace_file = pool_dir / TRACES / f"{c.id}.vcd"
            if rec is not None and (rec["status"] != DISTINGUISHABLE or trace_file.is_file()):
                doc["retention"][c.id] = rec
                if rec["status"] == DISTINGUISHABLE:
                    traces[c.id] = trace_file.read_text(encoding="utf-8")
                run.reused["retention"] = run.reused.get("retention", 0) + 1
            else:
                todo.append((c, key))

        def counted(phase: str, outcome: JobOutcome) -> None:
            run.ran[phase] = run.ran.get(phase, 0) + 1
            if on_job:
                on_job(phase, outcome)

        verdicts = Retention(executor, iface, fc, work / "retention", options.batch_size, counted).run(
            [c for c, _ in todo])
        run.classified = len(todo)
        for c, key in todo:
            v = verdicts[c.id]
            doc["retention"][c.id] = {"key": key, "status": v.status, "step": v.step, "engine": v.engine,
                                      "message": v.message, "job": v.job}
            if v.status == DISTINGUISHABLE:
                traces[c.id] = v.trace
        retained = [c for c in compiled if doc["retention"][c.id]["status"] == DISTINGUISHABLE]
        monitor = (family_dir / MONITOR_FILE).read_text(encoding="utf-8")
        kill_todo = []
        for c in retained:
            key = ev.kill_key(kill_depth(iface, model_of(c)), c.text, monitor, versions)
            rec = ev.reusable(old, "kill", c.id, key)
            if rec is not None:
                doc["kill"][c.id] = rec
                run.reused["kill"] = run.reused.get("kill", 0) + 1
            else:
                kill_todo.append((c, key))
        kills = KillMatrix(executor, iface, fc, family_dir, work / "kill", options.batch_size, counted).run(
            [c for c, _ in kill_todo])
        for c, key in kill_todo:
            k = kills[c.id]
            doc["kill"][c.id] = {"key": key, "status": k.status, "properties": k.properties, "message": k.message}
        files = render(fc, doc)
        files[f"{POOL_DIR}/{EVIDENCE}"] = json.dumps(doc, indent=1, sort_keys=True) + "\n"
        for mid, text in traces.items():
            files[f"{POOL_DIR}/{TRACES}/{mid}.vcd"] = text
        install(family_dir, files)
        run.summary = json.loads(files[f"{POOL_DIR}/summary.json"])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    run.seconds = time.monotonic() - start
    return run


def install(family_dir: Path, files: dict[str, str]) -> None:
    """Write the pool beside the family's, then swap it in (two renames on one file system)."""
    tmp = Path(tempfile.mkdtemp(prefix=".mutation-", dir=family_dir))
    for rel, text in sorted(files.items()):
        path = tmp / Path(rel).relative_to(POOL_DIR)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    final = family_dir / POOL_DIR
    old = family_dir / ".mutation-previous"
    shutil.rmtree(old, ignore_errors=True)
    if final.exists():
        os.replace(final, old)
    os.replace(tmp, final)
    shutil.rmtree(old, ignore_errors=True)
