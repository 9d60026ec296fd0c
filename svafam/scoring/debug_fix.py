"""The fix checker: is a candidate fix of a debugging task equivalent to the family's design?

For each candidate that passes :mod:`svafam.scoring.fix_candidate`, one unbounded proof of the
same kind as the suite's equivalence jobs (a miter, reset in the first cycle only, every
output equal in every later cycle; ``abc pdr``), run through the engine's executor.
Its reference side (``design_a``) is the first variant of the family whose module name
differs from the task's -- the suite proved every variant equivalent to v0 from reset,
so this is equivalence to v0 -- and the candidate keeps its own module name untouched.
A fix of a task whose bug was decided in a clock-accurate model (the pool's Timing
mutants), or a fix with any edge other than ``posedge <clock>``, is proved in that model
instead (:mod:`svafam.scoring.fix_edge`): in the one-step-per-cycle model ``negedge`` and
``posedge`` flip-flops look alike.

Every proof job holds candidate text, so every one is ``JobSpec.untrusted``: whatever the
executor, it runs with stock SBY inside the sandbox (:mod:`svafam.engine.sby_sandboxed`:
Yosys, smtbmc, Bitwuzla and ABC read only the toolchain's files and the job's own, write only
the job's folder, reach no network, and nothing outlives the proof), held to
:data:`MEMORY_BYTES` per process and for the whole tree; one that runs out ends as ``error``
with reason ``over_limit`` naming the limit. A design too large after elaboration is refused
as ``over_limit`` before any tool runs (:mod:`svafam.scoring.fix_candidate`). Where the kernel
cannot sandbox, :meth:`FixChecker.check` raises :class:`svafam.sandbox.SandboxUnavailable`
before the first proof, unless ``unsafe`` (``--unsafe-no-sandbox``; each proof then names what
was missing). Verdicts are
cached sealed (:class:`svafam.cache.SealedCache`): a planted or edited verdict is rejected.

Verdicts: ``pass`` (proved), ``fail`` (a counterexample: VCD, table and picture of the
reference against the candidate), ``refused`` (the candidate was not fit to prove, with
the reason), ``error``, ``timeout``, ``unknown`` (the tool said so: never a pass).
Every result also gives the edit size: lines changed against the buggy code.
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from svafam import sandbox
from svafam.cache import SealedCache
from svafam.engine import Executor, scratch_folder
from svafam.formal import lower
from svafam.design import DesignUnderTest
from svafam.family_folder import family_design, read_family
from svafam.formal.family import Design, load_interface
from svafam.formal.plan import CHECKS_FILE, EQUIVALENCE, miter_job
from svafam.tasks import waveform as wf
from svafam.tasks.debug import POOL_SCOPES, TASK_DIR, trace_waveform
from svafam.tasks.sources import TaskSourceError
from svafam.tasks.waveform import WaveformError

from .fix_candidate import FixCheck, check_fix
from .fix_edge import compact_trace, edge_job, edge_model_reasons, library_clock_reasons

CANDIDATE_FILE = "candidate/fix.v"
JOB_NAME = "fix_check"
LABELS = ("reference", "candidate")
_CHECK_MODULES = ("svafam_assert", "svafam_assume", "svafam_cover")  # formal/checks.v
_VERDICTS = {"PASS": "pass", "FAIL": "fail", "TIMEOUT": "timeout", "UNKNOWN": "unknown"}
MEMORY_BYTES = 2 << 30  # per process of a proof job on candidate text; the gold fixes' proofs need far less


@dataclass(frozen=True)
class DebugTaskRef:
    task_id: str
    family_dir: Path
    module: str
    bug_kind: str
    buggy: str | None     # the code the model was given (None: none; then no edit size)
    fixed: str
    meta: dict
    model: str = "cycle"  # the time model the task's bug was decided in: cycle, or edge (clock-accurate)
    library: tuple[str, ...] = ()  # trusted modules the answer may instantiate, read beside it (composites)
    file: str | None = None  # a project's task (svafam.projects.tasks): the buggy file of the design; else None


def load_debug_tasks(dataset: Path) -> dict[str, DebugTaskRef]:
    """Every debugging task of the dataset, by id, read from ``<family>/tasks/debug/<bug>/`` (a family's,
    with ``family.json``; or a project's, with ``project.json``)."""
    from svafam.projects.taskdesign import read_meta

    out = {}
    for path in sorted(dataset.glob(f"*/{TASK_DIR}/*/task.json")):
        fdir = path.parents[3]
        doc = json.loads(path.read_text(encoding="utf-8"))
        project = read_meta(fdir)
        meta = project or json.loads((fdir / "family.json").read_text(encoding="utf-8"))
        out[doc["task_id"]] = DebugTaskRef(doc["task_id"], fdir, doc["module"], doc["bug_kind"],
                                           (fdir / doc["files"]["buggy.v"]).read_text(encoding="utf-8"),
                                           (fdir / doc["files"]["fixed.v"]).read_text(encoding="utf-8"), meta,
                                           doc.get("model", "cycle"),
                                           file=doc["design"]["file"] if project is not None else None)
    return out


@dataclass
class FixResult:
    verdict: str                      # pass | fail | refused | error | timeout | unknown
    reason: str = ""                  # refused: the category; error: what failed
    detail: str = ""                  # one line for a person
    lines_changed: int | None = None  # against the buggy code
    format_notes: list[str] = field(default_factory=list)
    proof: dict | None = None         # status, engine, seconds, reference variant, model, cached
    counterexample: dict | None = None  # cycles, first_divergence, table, files


_MODULE = re.compile(r"^\s*module\s+([A-Za-z_][A-Za-z0-9_$]*)", re.MULTILINE)


def reference_design(task: DebugTaskRef) -> tuple[Design, DesignUnderTest]:
    """What a family's (or composite's) fix is proved against: the first variant whose module is not the task's,
    as its ``family.json`` entry and as the design to score (files, top, clock, reset, ports)."""
    meta = read_family(task.family_dir)
    entry = next(d for d in meta.variants if d.module != task.module)
    return entry, family_design(task.family_dir, meta, entry)


def _port_dicts(design: DesignUnderTest) -> list[dict]:
    return [{"name": p.name, "direction": p.direction, "width": p.width} for p in design.ports]


def lines_changed(candidate: str, buggy: str) -> int:
    """Lines added, removed or replaced (whitespace at line ends ignored): a rewrite scores high."""
    a = [line.rstrip() for line in buggy.splitlines()]
    b = [line.rstrip() for line in candidate.splitlines()]
    ops = difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes()
    return sum(max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in ops if tag != "equal")


class FixChecker:
    """Proves candidate fixes, a batch at a time, through one executor."""

    def __init__(self, executor: Executor, use_cache: bool = True, memory_bytes: int = MEMORY_BYTES,
                 cache_name: str = "debug-fix", unsafe: bool = False, sandboxed: bool = True):
        """``sandboxed=False`` runs the proofs on the fast path, outside the sandbox: only for measuring what the
        sandbox costs on this project's own gold fixes (benchmarks/task_checks.py), never for a model's."""
        self.executor = executor
        self.unsafe = unsafe
        self.sandboxed = sandboxed
        self.use_cache = use_cache
        self.memory_bytes = memory_bytes
        self.versions = json.dumps(executor.tool_versions(), sort_keys=True)
        self.cache = SealedCache(cache_name)  # a planted or edited verdict is rejected
        self._project_designs: dict[tuple[Path, str], DesignUnderTest] = {}

    def check(self, items: list[tuple[str, DebugTaskRef, str]], trace_dir: Path | None = None,
              progress: Callable[[], None] | None = None) -> dict[str, FixResult]:
        """items: (key, task, response) -> a result per key. Counterexamples go to ``trace_dir``;
        ``progress`` is called once per item as it is settled."""
        step = progress or (lambda: None)
        results: dict[str, FixResult] = {}
        with scratch_folder("svafam-fix-") as root:
            pending, specs, projects = {}, [], {}
            for n, (key, task, response) in enumerate(items):
                if task.file is not None:   # a project's task: its own candidate check and miter
                    spec = self._project_job(root, n, key, task, response, results, step)
                    if spec is not None:
                        projects[spec.key] = (key, task)
                        specs.append(spec)
                    continue
                iface = load_interface(task.family_dir)
                reference, design = reference_design(task)
                reserved = ({d.module for d in iface.variants} | set(_MODULE.findall(design.files[reference.file]))  # a composite's: several
                            | {m for text in task.library for m in _MODULE.findall(text)}
                            | {f"job_{JOB_NAME}", *_CHECK_MODULES})
                reserved.discard(task.module)
                try:
                    fit = check_fix(response, task.module, _port_dicts(design), reserved, task.library)
                except Exception as e:  # noqa: BLE001 - hostile text must not end the run
                    fit = FixCheck("", "unreadable", f"the front end failed on it: {type(e).__name__}: {e}"[:300])
                res = FixResult("refused", fit.reason, fit.problem, format_notes=fit.format_notes)
                if fit.code.strip() and task.buggy is not None:
                    res.lines_changed = lines_changed(fit.code, task.buggy)
                results[key] = res
                if not fit.ok:
                    step()
                    continue
                jdir = root / f"c{n}"
                candidate = Design("fix", "candidate fix", task.module, CANDIDATE_FILE)
                title = f"{task.task_id}: candidate fix vs {reference.id}"
                why_edge = edge_model_reasons(fit.code, task.module, iface.clock)
                if task.library:  # a composite's top: its clock goes to the given sub-modules' clocks only
                    why_edge += library_clock_reasons(fit.code, iface.clock)
                model = "edge" if task.model == "edge" or why_edge else "cycle"
                if model == "edge":
                    job, files = edge_job(iface, JOB_NAME, reference, candidate, title + " (clock-accurate)")
                else:
                    job, files = miter_job(iface, JOB_NAME, EQUIVALENCE, reference, candidate, iface.depth,
                                           title=title, target=f"{reference.id} vs candidate")
                    files[CHECKS_FILE] = lower.CHECKS_FILE_TEXT
                files[CANDIDATE_FILE] = "\n".join((fit.code, *task.library))
                for rel, text in files.items():
                    (jdir / rel).parent.mkdir(parents=True, exist_ok=True)
                    (jdir / rel).write_text(text, encoding="utf-8")
                for rel, text in design.files.items():
                    (jdir / rel).parent.mkdir(parents=True, exist_ok=True)
                    (jdir / rel).write_text(text, encoding="utf-8")
                res.proof = {"reference": reference.id, "model": model}
                if why_edge:
                    res.proof["why_clock_accurate"] = why_edge[:3]
                digest = self._digest(jdir, job.all_inputs)
                cached = self.cache.get(digest) if self.use_cache else None
                if isinstance(cached, dict) and cached.get("status") in ("PASS", "FAIL"):
                    self._settle(res, task, cached, key, trace_dir, cached=True)
                    step()
                    continue
                spec = dataclasses.replace(job.spec(jdir), memory_bytes=self.memory_bytes, untrusted=self.sandboxed,
                                           unsafe_no_sandbox=self.unsafe)
                pending[spec.key] = (key, task, digest)
                specs.append(spec)
            if specs and self.sandboxed:
                sandbox.probe(self.unsafe)  # where the proofs cannot be sandboxed, stop before the first one
            outcomes = self.executor.run(specs, root / "work", lambda *_: step()) if specs else {}
            for spec_key, (key, task) in projects.items():
                self._settle_project(results[key], task, outcomes.get(spec_key, (None, None))[0], key, trace_dir)
            for spec_key, (key, task, digest) in pending.items():
                outcome = outcomes.get(spec_key, (None, None))[0]
                rec = {"status": outcome.status if outcome else "ERROR", "engine": outcome.engine if outcome else None,
                       "seconds": round(outcome.wall_seconds, 3) if outcome else 0.0,
                       "message": outcome.message if outcome else "the executor returned no outcome",
                       "limit": outcome.limit if outcome else None}
                missing = (outcome.sandbox or {}).get("missing") if outcome else None
                if outcome is not None and outcome.trace_source is not None and outcome.trace_source.is_file():
                    rec["trace_text"] = outcome.trace_source.read_text(errors="replace")
                if rec["status"] in ("PASS", "FAIL"):
                    self.cache.put(digest, rec)
                self._settle(results[key], task, rec, key, trace_dir, cached=False)
                if missing:  # an unsafe run: the protections it went without
                    results[key].proof["sandbox_missing"] = missing
        return results

    def _project_job(self, root: Path, n: int, key: str, task: DebugTaskRef, response: str,
                     results: dict, step) -> "object | None":
        """A project task's fix: checked (svafam.scoring.project_fix), and its proof job, or None if refused."""
        from . import project_fix

        try:
            fit = project_fix.fit(response, self._project_design(task, "design"), task.file)
        except Exception as e:  # noqa: BLE001 - hostile text must not end the run
            fit = project_fix.ProjectFit("", "unreadable", f"the front end failed on it: {type(e).__name__}: {e}"[:300])
        res = FixResult("refused", fit.reason, fit.problem, format_notes=list(fit.notes))
        if fit.code.strip():
            res.lines_changed = lines_changed(fit.code, task.buggy)
        results[key] = res
        if not fit.ok:
            step()
            return None
        res.proof = {"reference": "clean design", "model": task.model}
        return project_fix.build_job(root / f"p{n}", f"project-fix-{n}", self._project_design(task, "formal"),
                                     task.file, fit, task.model, f"{task.task_id}: candidate fix vs the clean design")

    def _project_design(self, task: DebugTaskRef, copy: str) -> DesignUnderTest:
        """A project task's design (read once per folder and copy: a project has many tasks)."""
        from svafam.projects.taskdesign import task_design

        if (task.family_dir, copy) not in self._project_designs:
            self._project_designs[task.family_dir, copy] = task_design(task.family_dir, copy, task.meta)
        return self._project_designs[task.family_dir, copy]

    def _settle_project(self, res: FixResult, task: DebugTaskRef, outcome, key: str, trace_dir: Path | None) -> None:
        from . import project_fix

        status = outcome.status if outcome is not None else "ERROR"
        res.verdict = _VERDICTS.get(status, "error")
        res.reason, res.detail = "", ""
        res.proof = dict(res.proof or {}, status=status, engine=outcome.engine if outcome else None,
                         seconds=round(outcome.wall_seconds, 3) if outcome else 0.0, cached=False)
        if res.verdict == "error":
            message = (outcome.message if outcome else "") or "the proof job failed"
            res.reason, res.detail = "proof", message.splitlines()[0][:300]
        elif res.verdict not in ("pass", "fail"):
            res.detail = f"the proof ended {status}: no verdict (not a pass)"
        if status == "FAIL":
            stem = key.replace("/", "_").replace("#", "_")
            res.counterexample = project_fix.counterexample(outcome, self._project_design(task, "formal"), task.model,
                                                            f"{task.task_id}: reference vs candidate", stem, trace_dir)
            if res.counterexample is None:
                res.detail = "the proof failed but left no trace"

    def _digest(self, jdir: Path, inputs: tuple[str, ...]) -> str:
        h = hashlib.sha256(self.versions.encode())
        for rel in inputs:
            h.update(rel.encode() + b"\0" + (jdir / rel).read_bytes() + b"\0")
        return h.hexdigest()

    @staticmethod
    def _settle(res: FixResult, task: DebugTaskRef, rec: dict, key: str, trace_dir: Path | None,
                cached: bool) -> None:
        status = rec["status"]
        res.verdict = _VERDICTS.get(status, "error")
        res.reason, res.detail = "", ""
        res.proof = dict(res.proof or {}, status=status, engine=rec.get("engine"), seconds=rec.get("seconds"),
                         cached=cached)
        if res.verdict == "error" and rec.get("limit"):
            res.reason, res.detail = "over_limit", (rec.get("message") or f"over a limit: {rec['limit']}")[:300]
        elif res.verdict == "error":
            message = rec.get("message") or "the proof job failed"
            unread = re.search(rf"{re.escape(CANDIDATE_FILE)}:\d+: ERROR: .*", message)
            if unread:  # pyslang accepted it, Yosys does not
                res.reason, res.detail = "yosys_read", f"Yosys cannot read the fix: {unread.group(0)[:300]}"
            else:
                res.reason, res.detail = "proof", message.splitlines()[0][:300]
        elif res.verdict != "pass" and res.verdict != "fail":
            res.detail = f"the proof ended {status}: no verdict (not a pass)"
        if status == "FAIL":
            res.counterexample = _counterexample(task, rec.get("trace_text"), key, trace_dir,
                                                 (res.proof or {}).get("model", "cycle"))
            if res.counterexample is None:
                res.detail = "the proof failed but left no trace"
            elif res.counterexample.get("first_divergence") is not None:
                res.detail = divergence_line(res.counterexample)


def divergence_line(cex: dict) -> str:
    """Where the candidate first departs from the reference, for a person: the first diverging cycle, the
    signals and their values, and where the counterexample is."""
    def show(value):
        return "x" if value is None else str(value)

    signals = "; ".join(f"{d['signal']} is {show(d['reference'])} in the reference, {show(d['candidate'])} in the fix"
                        for d in cex.get("differing", [])[:3]) or "an output differs"
    where = f"; counterexample: {cex['where']} (and .txt, .svg beside it)" if cex.get("where") else ""
    return f"outputs differ first at {cex.get('unit', 'cycle')} {cex['first_divergence']}: {signals}{where}"


def _counterexample(task: DebugTaskRef, trace_text: str | None, key: str, trace_dir: Path | None,
                    model: str = "cycle") -> dict | None:
    if not trace_text:
        return None
    stem = key.replace("/", "_").replace("#", "_")
    clock = task.meta["clock"]["name"]
    with scratch_folder("svafam-cex-") as tmp:
        raw = tmp / "trace.vcd"
        raw.write_text(trace_text)
        try:
            if model == "edge":  # the harness's signals, as the pool keeps its traces
                raw.write_text(compact_trace(raw, load_interface(task.family_dir)))
                view = trace_waveform(raw, task.meta, labels=LABELS, scopes=POOL_SCOPES, model="edge")
            else:
                view = trace_waveform(raw, task.meta, labels=LABELS)
        except (TaskSourceError, WaveformError) as e:  # the verdict stands; only the picture is missing
            return {"problem": f"the counterexample trace could not be read: {e}"}
    out = {"cycles": view.cycles, "first_divergence": view.marker, "unit": view.unit, "table": wf.to_table(view),
           "differing": [{"signal": name, "reference": a, "candidate": b}
                         for name, a, b in (wf.differing(view, LABELS, view.marker) if view.marker is not None
                                            else [])]}
    if trace_dir is not None:
        trace_dir.mkdir(parents=True, exist_ok=True)
        files = {"vcd": wf.to_vcd(view, clock=clock), "txt": out["table"],
                 "svg": wf.to_svg(view, f"{task.task_id}: reference vs candidate", clock)}
        for ext, text in files.items():
            (trace_dir / f"{stem}.{ext}").write_text(text, encoding="utf-8")
        out["files"] = {ext: f"{stem}.{ext}" for ext in files}
        out["where"] = f"{trace_dir.name}/{stem}.vcd"  # relative to the results' folder
    return out
