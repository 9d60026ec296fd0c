"""Answers to imported VerilogEval-layout problems: an equivalence proof and the problem's own testbench.

For each answer (``module TopModule``):

1. the screen of every answer (:func:`svafam.scoring.fix_candidate.check_fix`): no directives,
   no system tasks that touch files, no assertions, compiles with the problem's sub-modules
   and nothing else, the interface of ``RefModule`` exactly (names, directions, widths);
2. an unbounded proof (``abc pdr``, through the executor) that from reset on every output bit
   the reference's three-valued model knows equals the answer's
   (:mod:`svafam.scoring.imported_harness`); a counterexample as VCD, table and picture with
   the first divergence marked;
3. the problem's testbench with Icarus (:mod:`svafam.scoring.testbench`), when the reference
   passes it: mismatches and samples.

The verdict is the proof's (``pass``, ``fail``, ``refused``, ``error``, ``timeout``,
``unknown``: never a pass without a proof); the testbench's verdict is reported beside it,
and ``agree`` says whether both say the same.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from svafam import sandbox
from svafam.engine import Executor, JobSpec, cache_dir, scratch_folder
from svafam.tasks import waveform as wf

from .fix_candidate import FixCheck, check_fix
from .fix_edge import edge_model_reasons
from .imported_harness import CYCLE, EDGE, MODEL, RESET_STEPS, STEP, TOP, Interface, harness, sby_text
from .testbench import TestbenchResult, icarus_version, run_testbench

ANSWER_FILE, MODEL_FILE, HARNESS_FILE, SBY_FILE = "answer.v", "model.v", "harness.v", "check.sby"
REPORT_FILE = "import_report.json"  # what marks a folder made by `svafam import-verilogeval`
_VERDICTS = {"PASS": "pass", "FAIL": "fail", "TIMEOUT": "timeout", "UNKNOWN": "unknown"}


@dataclass(frozen=True)
class ImportedTask:
    task_id: str
    group: str
    folder: Path
    ports: tuple[dict, ...]
    clocks: dict
    resets: dict
    model: str                 # cycle | edge: the proof's time model for an answer with no other edge
    submodules: str            # the sub-modules an answer may instantiate (Verilog)
    submodule_names: tuple[str, ...]
    testbench_modules: tuple[str, ...]
    testbench_top: str
    testbench_usable: bool | None  # None: not known yet (while importing)
    gold: str
    reference_seconds: float | None = None  # how long the reference's proof against itself took

    @classmethod
    def load(cls, folder: Path) -> "ImportedTask":
        doc = json.loads((folder / "task.json").read_text(encoding="utf-8"))
        read = lambda name: (folder / name).read_text(encoding="utf-8")  # noqa: E731
        return cls(doc["task_id"], doc["group"], folder, tuple(doc["ports"]), doc["clocks"], doc["resets"],
                   doc["model"], read("submodules.v"), tuple(doc["submodules"]), tuple(doc["testbench_modules"]),
                   doc["testbench"]["top"], doc["testbench"].get("usable"), read("gold.v"),
                   (doc.get("reference_proof") or {}).get("seconds"))

    @property
    def interface(self) -> Interface:
        return Interface(tuple((p["name"], p["width"]) for p in self.ports if p["direction"] == "input"),
                         tuple((p["name"], p["width"]) for p in self.ports if p["direction"] == "output"),
                         tuple(sorted(self.clocks)), tuple((n, r["active"]) for n, r in sorted(self.resets.items())))


def load_imported(folder: Path) -> dict[str, ImportedTask]:
    """Every task of a folder made by ``svafam import-verilogeval``."""
    if not (folder / REPORT_FILE).is_file():
        raise ValueError(f"{folder}: not a folder made by `svafam import-verilogeval` (no {REPORT_FILE})")
    return {t.task_id: t for t in (ImportedTask.load(p.parent) for p in sorted(folder.glob("*/task.json")))}


def planted_answer(task: ImportedTask) -> str:
    """A wrong answer: the reference with every output inverted (a wrapper around it under another name)."""
    inner = "TopModule__planted_inner"
    decls, conns, assigns = [], [], []
    for p in task.ports:
        width = f"[{p['width'] - 1}:0] " if p["width"] > 1 else ""
        decls.append(f"{p['direction']} wire {width}{p['name']}")
        if p["direction"] == "output":
            assigns += [f"  wire {width}inner_{p['name']};", f"  assign {p['name']} = ~inner_{p['name']};"]
            conns.append(f".{p['name']}(inner_{p['name']})")
        else:
            conns.append(f".{p['name']}({p['name']})")
    body = re.sub(r"(?<![A-Za-z0-9_$])TopModule(?![A-Za-z0-9_$])", inner, task.gold)
    return (f"module TopModule ({', '.join(decls)});\n" + "\n".join(assigns)
            + f"\n  {inner} inner ({', '.join(conns)});\nendmodule\n\n{body}")


@dataclass
class ImportedResult:
    verdict: str                       # the proof's: pass | fail | refused | error | timeout | unknown
    reason: str = ""
    detail: str = ""
    format_notes: list[str] = field(default_factory=list)
    proof: dict | None = None          # status, engine, seconds, model, cached
    counterexample: dict | None = None
    testbench: TestbenchResult | None = None
    agree: bool | None = None          # proof and testbench say the same (None: one of them gave no verdict)


class ImportedChecker:
    def __init__(self, executor: Executor, use_cache: bool = True, timeout: float = 120, testbench: bool = True,
                 unsafe: bool = False):
        """``unsafe``: run the testbenches (Icarus, on the answer) even where the kernel cannot sandbox them."""
        self.executor, self.use_cache, self.timeout, self.testbench = executor, use_cache, timeout, testbench
        self.unsafe = unsafe
        self.versions = json.dumps(executor.tool_versions(), sort_keys=True)
        self.cache = cache_dir() / "rtl-imported"

    def check(self, items: list[tuple[str, ImportedTask, str]], trace_dir: Path | None = None,
              progress: Callable[[], None] | None = None) -> dict[str, ImportedResult]:
        step = progress or (lambda: None)
        results: dict[str, ImportedResult] = {}
        benches: dict[str, object] = {}
        if self.testbench and icarus_version() is not None:
            sandbox.probe(self.unsafe)  # where answers cannot be sandboxed, stop before the first testbench runs
        with scratch_folder("svafam-rtl-import-") as root, ThreadPoolExecutor(max_workers=1) as pool:
            pending, specs = {}, []
            for n, (key, task, response) in enumerate(items):
                fit = self._screen(task, response)
                res = ImportedResult("refused", fit.reason, fit.problem, format_notes=fit.format_notes)
                results[key] = res
                if not fit.ok:
                    step()
                    continue
                if self.testbench and task.testbench_usable is not False:
                    benches[key] = pool.submit(self._testbench, task, fit.code)
                async_resets = {n: r["active"] for n, r in task.resets.items() if r.get("kind") == "async"}
                why_edge = [] if task.model == EDGE else edge_model_reasons(
                    "\n".join((fit.code, task.submodules)), "TopModule", next(iter(task.clocks), ""), async_resets)
                model = EDGE if task.model == EDGE or why_edge else CYCLE
                jdir = root / f"a{n}"
                jdir.mkdir()
                files = {MODEL_FILE: (task.folder / "model.v").read_text(encoding="utf-8"),
                         ANSWER_FILE: "\n".join((fit.code, task.submodules)),
                         HARNESS_FILE: harness(task.interface, model)}
                files[SBY_FILE] = sby_text(f"{task.task_id}: answer vs the reference ({model} model)",
                                           [MODEL_FILE, ANSWER_FILE, HARNESS_FILE], model)
                for name, text in files.items():
                    (jdir / name).write_text(text, encoding="utf-8")
                res.proof = {"model": model, **({"why_clock_accurate": why_edge[:3]} if why_edge else {})}
                digest = self._digest(files)
                cached = self.cache / f"{digest}.json"
                if self.use_cache and cached.is_file():
                    self._settle(res, task, json.loads(cached.read_text()), key, trace_dir, True)
                    step()
                    continue
                spec = JobSpec(f"{task.task_id}/{n}", jdir, SBY_FILE, (MODEL_FILE, ANSWER_FILE, HARNESS_FILE))
                pending[spec.key] = (key, task, digest)
                specs.append(spec)
            outcomes = self.executor.run(specs, root / "work", lambda *_: step()) if specs else {}
            for spec_key, (key, task, digest) in pending.items():
                outcome = outcomes.get(spec_key, (None, None))[0]
                rec = {"status": outcome.status if outcome else "ERROR", "engine": outcome.engine if outcome else None,
                       "seconds": round(outcome.wall_seconds, 3) if outcome else 0.0,
                       "message": outcome.message if outcome else "the executor returned no outcome"}
                if outcome is not None and outcome.trace_source is not None and outcome.trace_source.is_file():
                    rec["trace_text"] = outcome.trace_source.read_text(errors="replace")
                if rec["status"] in ("PASS", "FAIL"):
                    self.cache.mkdir(parents=True, exist_ok=True)
                    (self.cache / f"{digest}.json").write_text(json.dumps(rec))
                self._settle(results[key], task, rec, key, trace_dir, False)
            for key, future in benches.items():
                results[key].testbench = future.result()
        for res in results.values():
            if res.testbench is not None and res.verdict in ("pass", "fail") and res.testbench.verdict in ("pass", "fail"):
                res.agree = res.verdict == res.testbench.verdict
        return results

    def _screen(self, task: ImportedTask, response: str) -> FixCheck:
        reserved = {"RefModule", MODEL, TOP, *task.submodule_names, *task.testbench_modules}
        library = [task.submodules] if task.submodules.strip() else []
        try:
            return check_fix(response, "TopModule", list(task.ports), reserved, library)
        except Exception as e:  # noqa: BLE001 - hostile text must not end the run
            return FixCheck("", "unreadable", f"the front end failed on it: {type(e).__name__}: {e}"[:300])

    def _testbench(self, task: ImportedTask, code: str) -> TestbenchResult:
        files = {"test.sv": (task.folder / "test.sv").read_text(encoding="utf-8"),
                 "ref.sv": (task.folder / "ref.sv").read_text(encoding="utf-8"),
                 "prompt_modules.v": (task.folder / "prompt_modules.v").read_text(encoding="utf-8"),
                 ANSWER_FILE: code}
        key = hashlib.sha256(json.dumps([icarus_version(), task.testbench_top, files], sort_keys=True).encode())
        cached = self.cache / f"tb-{key.hexdigest()}.json"
        if self.use_cache and cached.is_file():
            return TestbenchResult(**json.loads(cached.read_text()))
        result = run_testbench(files, task.testbench_top, unsafe=self.unsafe)
        if result.verdict in ("pass", "fail"):
            self.cache.mkdir(parents=True, exist_ok=True)
            cached.write_text(json.dumps(asdict(result)))
        return result

    def _digest(self, files: dict[str, str]) -> str:
        h = hashlib.sha256(self.versions.encode())
        for name in sorted(files):
            h.update(name.encode() + b"\0" + files[name].encode() + b"\0")
        return h.hexdigest()

    @staticmethod
    def _settle(res: ImportedResult, task: ImportedTask, rec: dict, key: str, trace_dir: Path | None,
                cached: bool) -> None:
        status = rec["status"]
        res.verdict, res.reason, res.detail = _VERDICTS.get(status, "error"), "", ""
        res.proof = dict(res.proof or {}, status=status, engine=rec.get("engine"), seconds=rec.get("seconds"),
                         cached=cached)
        if res.verdict == "error":
            message = rec.get("message") or "the proof job failed"
            if re.search(r"logic loop|combinational loop", message, re.IGNORECASE):
                res.reason, res.detail = "combinational_loop", "the answer has a combinational loop"
            elif re.search(rf"{ANSWER_FILE}:\d+: ERROR: .*", message):
                res.reason = "yosys_read"
                res.detail = f"Yosys cannot read the answer: {re.search(rf'{ANSWER_FILE}:.*', message).group(0)[:300]}"
            else:
                res.reason, res.detail = "proof", message.splitlines()[0][:300] if message else "the proof failed"
        elif res.verdict in ("timeout", "unknown"):
            res.reason = res.verdict
            res.detail = f"the proof ended {status}: no verdict (not a pass)"
            if res.verdict == "timeout" and task.reference_seconds:
                res.detail += (f"; the reference's proof against itself took {task.reference_seconds:.0f} s "
                               "(--timeout is per proof)")
        if status == "FAIL":
            res.counterexample = counterexample(task, rec.get("trace_text"), (res.proof or {}).get("model", CYCLE),
                                                key, trace_dir)
            if res.counterexample and res.counterexample.get("first_divergence") is not None:
                unit = "step" if res.proof["model"] == EDGE else "cycle"
                res.detail = f"an output differs from the reference's in {unit} {res.counterexample['first_divergence']}"


def counterexample(task: ImportedTask, trace_text: str | None, model: str, key: str,
                   trace_dir: Path | None) -> dict | None:
    """The failing trace: inputs, the reference's outputs (x where its model does not know them) and the
    answer's, one row a cycle (cycle model) or a step (edge model), the first divergence marked."""
    if not trace_text:
        return {"problem": "the proof failed but left no trace"}
    iface = task.interface
    shown_inputs = [n for n, _w in iface.inputs if model == EDGE or n not in iface.clocks]
    clock = STEP if model == EDGE else iface.clocks[0]
    outs = [n for n, _w in iface.outputs]
    names = shown_inputs + [f"ref_{o}" for o in outs] + [f"ref_{o}__x" for o in outs] + [f"cand_{o}" for o in outs]
    with scratch_folder("svafam-cex-") as tmp:
        raw = tmp / "trace.vcd"
        raw.write_text(trace_text)
        try:
            wave = wf.read_vcd(raw, names, clock=clock, edges="both" if model == EDGE else "rising")
        except wf.WaveformError as e:
            return {"problem": f"the counterexample trace could not be read: {e}"}
    start = RESET_STEPS if model == EDGE and iface.sequential else (1 if model == CYCLE else 0)
    ref_signals, marker = [], None
    for o, width in iface.outputs:
        d, x, c = wave.signal(f"ref_{o}"), wave.signal(f"ref_{o}__x"), wave.signal(f"cand_{o}")
        values = []
        for k in range(wave.cycles):
            known = x.values[k] == 0 and d.values[k] is not None
            values.append(d.values[k] if known and k >= start else None)
            if k >= start and marker is None and d.values[k] is not None and x.values[k] is not None \
                    and c.values[k] is not None and (d.values[k] ^ c.values[k]) & ~x.values[k] & ((1 << width) - 1):
                marker = k
        ref_signals.append(wf.Signal(o, width, tuple(values), "reference"))
    cand = [wf.Signal(o, w, wave.signal(f"cand_{o}").values, "candidate") for o, w in iface.outputs]
    ins = [wf.Signal(n, wave.signal(n).width, wave.signal(n).values, "inputs") for n in shown_inputs]
    unit = "step" if model == EDGE else "cycle"
    view = wf.Waveform(tuple(ins + ref_signals + cand), wave.cycles, marker, unit)
    out = {"cycles": view.cycles, "first_divergence": marker, "unit": unit, "table": wf.to_table(view)}
    if trace_dir is not None:
        stem = key.replace("/", "_").replace("#", "_")
        trace_dir.mkdir(parents=True, exist_ok=True)
        shown_clock = iface.clocks[0] if iface.clocks and model == CYCLE else "clk"
        files = {"vcd": wf.to_vcd(view, clock=shown_clock), "txt": out["table"],
                 "svg": wf.to_svg(view, f"{task.task_id}: reference vs answer", shown_clock)}
        for ext, text in files.items():
            (trace_dir / f"{stem}.{ext}").write_text(text, encoding="utf-8")
        out["files"] = {ext: f"{stem}.{ext}" for ext in files}
    return out

