"""One family's pool, end to end: candidates, Yosys compile checks, retention, kill matrix, files.

Tool verdicts whose keys match the family's evidence are reused; the rest run through
the executor. The pool is written to a temporary folder beside the family's and moved
into place when complete.
"""

from __future__ import annotations

import hashlib
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
from .retention import DEFAULT_BATCH, DISTINGUISHABLE, EQUIVALENT, UNKNOWN, Retention, cover_depth, model_of

# candidates per family in the committed pool (None: every opportunity). The whole corpus has
# ~38,000 opportunities; see the README for what classifying all of them costs.
POOL_BUDGET: int | None = 24


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
    contradictions: list[str] = field(default_factory=list)  # "equivalent" mutants a gold property kills


def gold_checked(rec: dict) -> bool:
    """Mutants the gold properties run on: the retained ones, and those proved equivalent (a cross-check)."""
    return rec["status"] in (DISTINGUISHABLE, EQUIVALENT) or (rec.get("message") or "").startswith("contradiction")


def check_pool(family_dir: Path) -> list[str]:
    """What ``build --check`` says of a family's pool: regenerated without a tool and compared
    with the files; every verdict's key recomputed from the committed inputs."""
    fam = family_dir.name
    pool = family_dir / POOL_DIR
    doc = ev.read(pool / EVIDENCE)
    if not doc:
        return [f"{fam}/{POOL_DIR}: no mutation pool evidence (run `svafam mutate --family {fam}`)"]
    iface = load_interface(family_dir)
    fc = family_candidates(family_dir, Options())
    problems = []
    expected = render(fc, doc)
    for rel, text in sorted(expected.items()):
        path = family_dir / rel
        if not path.is_file() or path.read_bytes() != text.encode("utf-8"):
            problems.append(f"{fam}/{rel}: differs from what the candidates and the evidence give (stale)")
    versions = doc.get("tool_versions", {})
    monitor = (family_dir / MONITOR_FILE).read_text(encoding="utf-8")
    live = [c for c in fc.candidates if c.compiled and not c.duplicate_of]
    wanted_traces = set()
    for c in live:
        module = mutant_module(c.module, c.id)
        if doc["compile"].get(c.id, {}).get("key") != ev.compile_key(module, fc.renamed(c, module), versions):
            problems.append(f"{fam}/{POOL_DIR}/{EVIDENCE}: {c.id}: no Yosys compile verdict on this mutant (stale)")
            continue
        if doc["compile"][c.id]["error"]:
            continue
        model = model_of(c)
        rec = doc["retention"].get(c.id, {})
        if rec.get("key") != ev.retention_key(model, cover_depth(iface, model), fc.clean_texts[c.variant], c.text,
                                              versions):
            problems.append(f"{fam}/{POOL_DIR}/{EVIDENCE}: {c.id}: no retention verdict on these inputs (stale)")
            continue
        if rec["status"] == DISTINGUISHABLE:
            wanted_traces.add(f"{c.id}.vcd")
        kill = ev.kill_key(kill_depth(iface, model), c.text, monitor, versions)
        if gold_checked(rec) and doc["kill"].get(c.id, {}).get("key") != kill:
            problems.append(f"{fam}/{POOL_DIR}/{EVIDENCE}: {c.id}: no kill verdict on these inputs and gold "
                            "properties (stale)")
    present = {p.name for p in (pool / TRACES).glob("*")} if (pool / TRACES).is_dir() else set()
    problems += [f"{fam}/{POOL_DIR}/{TRACES}/{n}: missing" for n in sorted(wanted_traces - present)]
    problems += [f"{fam}/{POOL_DIR}/{TRACES}/{n}: not a retained mutant's trace (stale)"
                 for n in sorted(present - wanted_traces)]
    known = set(expected) | {f"{POOL_DIR}/{EVIDENCE}"}
    for path in sorted(pool.iterdir()):
        rel = f"{POOL_DIR}/{path.name}"
        if path.is_file() and rel not in known:
            problems.append(f"{fam}/{rel}: not written by the current code (stale file)")
    return problems


def _code_digest() -> bytes:
    digest = hashlib.sha256()
    for path in sorted(p for p in Path(__file__).resolve().parent.rglob("*") if p.suffix in (".py", ".json")):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.digest()


def family_candidates(family_dir: Path, options: Options) -> FamilyCandidates:
    """The family's candidates, remembered in the cache folder under a hash of everything they are a
    function of (the mutation code, the options, family.json and the RTL), as the oracle's Verilog is."""
    import pickle

    from engine import cache_dir

    iface = load_interface(family_dir)
    digest = hashlib.sha256(_code_digest())
    digest.update(json.dumps([options.seed, options.budget, sorted(options.operators or ())]).encode())
    for path in [family_dir / "family.json"] + [family_dir / v.file for v in iface.variants]:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    cached = cache_dir() / "mutation-candidates" / f"{digest.hexdigest()}.pickle"
    try:
        return pickle.loads(cached.read_bytes())
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass
    fc = build_candidates(iface.family, family_dir, iface.variants, seed=options.seed, budget=options.budget,
                          operators=options.operators)
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        tmp = cached.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(pickle.dumps(fc))
        os.replace(tmp, cached)
    except OSError:
        pass  # no cache: only the next run misses out
    return fc


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


def pool_key(family_dir: Path, options: Options, versions: dict) -> str:
    """Everything a family's pool is a function of: the mutation code, the options, the RTL
    variants, the gold monitor and the tool versions. When the pool on disk is what this input
    produced last time (a marker in the cache folder says so), it is left as it is."""
    iface = load_interface(family_dir)
    parts = [_code_digest()]
    parts += [(family_dir / v.file).read_bytes() for v in iface.variants]
    parts += [(family_dir / MONITOR_FILE).read_bytes(), (family_dir / "family.json").read_bytes()]
    parts.append(json.dumps([options.seed, options.budget, sorted(options.operators or ()), sorted(versions.items())])
                 .encode())
    digest = hashlib.sha256()
    for part in parts:
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()


def _files_digest(pool: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(p for p in pool.rglob("*") if p.is_file()):
        digest.update(path.relative_to(pool).as_posix().encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def _marker(family_dir: Path, options: Options, versions: dict) -> Path:
    """Where the cache folder remembers which pool files this exact input produced."""
    from engine import cache_dir

    return cache_dir() / "mutation-pools" / pool_key(family_dir, options, versions)


def _remember(family_dir: Path, options: Options, versions: dict) -> None:
    marker = _marker(family_dir, options, versions)
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(_files_digest(family_dir / POOL_DIR), encoding="utf-8")
    except OSError:
        pass


def _unchanged_pool(family_dir: Path, options: Options, versions: dict) -> FamilyRun | None:
    """The family's run when its inputs produced exactly the pool it has (nothing to do), else None."""
    pool = family_dir / POOL_DIR
    summary = pool / "summary.json"
    marker = _marker(family_dir, options, versions)
    if not summary.is_file() or not marker.is_file() or marker.read_text(encoding="utf-8") != _files_digest(pool):
        return None
    run = FamilyRun(family_dir.name, sum(c["candidates"] for c in json.loads(summary.read_text())["operators"]
                                         .values()), reused={"pool": 1})
    run.summary = json.loads(summary.read_text(encoding="utf-8"))
    return run


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
    files = render(fam.fc, doc)
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
        unchanged = _unchanged_pool(d, options, versions) if options.reuse else None
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
                _remember(fam.dir, options, versions)
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
