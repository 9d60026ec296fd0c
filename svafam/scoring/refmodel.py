"""The reference-model checker: co-simulate candidate Python models against the task's RTL.

The RTL variant runs in Yosys's ``sim`` (native libyosys, :func:`svafam.oracle.simulate.simulate_design_many`)
on the family's committed stimuli (``tasks/refmodel/stimuli.json``: the evidence traces'
inputs and seeded random runs, reset asserted mid-run); its outputs are cached by the
hash of the RTL, the stimuli and the Yosys version, each entry sealed with an HMAC
(:class:`svafam.cache.SealedCache`: a planted or edited entry is rejected and simulated
again). The candidate runs in the sandbox (:mod:`svafam.scoring.model_runner`,
:mod:`svafam.sandbox`), which can read neither the cache nor the project. Every output of
every cycle is compared as it comes; the first difference (stimulus, cycle, signal) is
reported with a waveform of that stimulus.

Verdicts: ``pass``; ``fail`` (a wrong value, or a missing, extra or malformed output);
``refused`` (the response has no code, or is too long); ``error`` (syntax error, an
import that fails, no ``Model`` class, an exception, a crash); ``timeout``. Never a pass
unless every value matched.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from svafam import sandbox
from svafam.cache import SealedCache
from svafam.design import DesignUnderTest
from svafam.family_folder import family_design, read_family
from svafam.oracle.simulate import VerilogSimError, simulate_design_many
from svafam.tasks import waveform as wf
from svafam.tasks.stimuli import STIMULI_FILE, as_dicts

from .extract import extract
from .model_runner import MODEL_PROCESSES, Limits, RunResult, run_model

MAX_CHARS = 100_000
_AFTER = 3  # cycles shown after the first divergence
_RUN_ERRORS = {"syntax_error", "import_error", "no_model", "exception", "crash"}


@dataclass(frozen=True)
class RefModelTaskRef:
    task_id: str          # <family>/<variant>
    family_dir: Path
    variant: str
    module: str
    rtl_file: str
    category: str
    meta: dict


def load_refmodel_tasks(dataset: Path) -> dict[str, RefModelTaskRef]:
    """Every reference-model task: one per variant of a family, one per project (``<project>/rtl``: its
    design, svafam.projects.tasks)."""
    out = {}
    for meta_path in sorted(dataset.glob("*/project.json")):
        fdir = meta_path.parent
        if (fdir / STIMULI_FILE).is_file():
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            tid = f"{meta['project']}/rtl"
            out[tid] = RefModelTaskRef(tid, fdir, "rtl", meta["top"], "design", meta["category"], meta)
    for meta_path in sorted(dataset.glob("*/family.json")):
        fdir = meta_path.parent
        if not (fdir / STIMULI_FILE).is_file():
            continue
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        for v in meta["variants"]:
            tid = f"{meta['family']}/{v['id']}"
            out[tid] = RefModelTaskRef(tid, fdir, v["id"], v["module"], v["file"], meta["category"], meta)
    return out


def task_design(task: RefModelTaskRef) -> DesignUnderTest:
    """The family variant a task's model is checked against, as the design to score."""
    meta = read_family(task.family_dir)
    return family_design(task.family_dir, meta, next(v for v in meta.variants if v.id == task.variant))


@dataclass
class ModelResult:
    verdict: str                  # pass | fail | refused | error | timeout
    reason: str = ""              # fail: mismatch | bad_output; error: the run status or incomplete;
    #                               refused: no_code | too_long
    detail: str = ""               # one line for a person
    format_notes: list[str] = field(default_factory=list)
    stimuli: int = 0
    cycles: int = 0
    divergence: dict | None = None  # stimulus, cycle, signal, expected, got, table, files
    seconds: float = 0.0
    limits: dict = field(default_factory=dict)
    unsafe_missing: dict = field(default_factory=dict)  # sandbox protections missing (--unsafe-no-sandbox only)


LANGUAGES = ("python", "cpp")


class ModelChecker:
    """``unsafe``: run candidates even where the kernel cannot sandbox them (each result names what was
    missing); otherwise :class:`svafam.sandbox.SandboxUnavailable` stops the check before any candidate runs.
    ``language``: ``python`` (a ``Model`` class run by :mod:`svafam.scoring.model_runner`) or ``cpp`` (compiled
    and run by :mod:`svafam.scoring.cpp_runner`); the comparison with the RTL is the same."""

    def __init__(self, limits: Limits = Limits(processes=MODEL_PROCESSES), workers: int = 2, use_cache: bool = True,
                 sim_timeout: float = 120, unsafe: bool = False, language: str = "python"):
        if language not in LANGUAGES:
            raise ValueError(f"unknown model language {language!r}; choose one of {', '.join(LANGUAGES)}")
        self.limits, self.workers, self.use_cache, self.sim_timeout = limits, workers, use_cache, sim_timeout
        self.unsafe = unsafe
        self.language = language
        self.cache = SealedCache("refmodel-sim")

    def expected(self, task: RefModelTaskRef) -> tuple[dict, list[list[dict]]]:
        """The stimuli document and the RTL's outputs on every stimulus (cached)."""
        stimuli_text = (task.family_dir / STIMULI_FILE).read_text(encoding="utf-8")
        doc = json.loads(stimuli_text)
        if task.meta.get("kind") == "project":
            return doc, self._project_expected(task, doc, stimuli_text)
        design = task_design(task)
        rtl = design.files[task.rtl_file]
        key = hashlib.sha256("\0".join([rtl, task.module, stimuli_text,
                                        importlib.metadata.version("pyosys")]).encode()).hexdigest()
        if self.use_cache:
            runs = self.cache.get(key)
            if runs is not None:
                return doc, runs
        runs = simulate_design_many(design, [as_dicts(doc, s) for s in doc["stimuli"]], timeout=self.sim_timeout)
        self.cache.put(key, runs)
        return doc, runs

    def _project_expected(self, task: RefModelTaskRef, doc: dict, stimuli_text: str) -> list[list[dict]]:
        """A project's design simulated (svafam.projects.taskdesign.simulate), cached like a family's RTL."""
        from svafam.projects.taskdesign import simulate, task_design

        design = task_design(task.family_dir, "formal", task.meta)
        h = hashlib.sha256(stimuli_text.encode() + json.dumps(task.meta, sort_keys=True).encode()
                           + importlib.metadata.version("pyosys").encode())
        for rel in sorted(design.files):
            h.update(rel.encode() + b"\0" + design.files[rel].encode() + b"\0")
        key = f"project-{h.hexdigest()}"
        if self.use_cache:
            runs = self.cache.get(key)
            if runs is not None:
                return runs
        runs = simulate(design, [as_dicts(doc, s) for s in doc["stimuli"]], self.sim_timeout)
        self.cache.put(key, runs)
        return runs

    def check(self, items: list[tuple[str, RefModelTaskRef, str]], trace_dir: Path | None = None,
              progress: Callable[[], None] | None = None) -> dict[str, ModelResult]:
        """items: (key, task, response) -> a result per key; ``progress`` is called once per item."""
        step = progress or (lambda: None)
        if items:
            sandbox.probe(self.unsafe)  # where candidates cannot be sandboxed, stop before the first one runs
        unique = {task.task_id: task for _key, task, _response in items}
        with ThreadPoolExecutor(max_workers=self.workers) as pool:
            expected = dict(zip(unique, pool.map(self._expected_or_why, unique.values())))
            futures = {key: pool.submit(self._guarded, key, task, response, expected[task.task_id], trace_dir)
                       for key, task, response in items}
            for f in futures.values():
                f.add_done_callback(lambda _f: step())
            return {key: f.result() for key, f in futures.items()}

    def _expected_or_why(self, task: RefModelTaskRef) -> tuple[dict, list] | str:
        try:
            return self.expected(task)
        except VerilogSimError as e:
            return f"the RTL could not be simulated: {str(e).splitlines()[0]}"

    def _guarded(self, key: str, task: RefModelTaskRef, response: str, expected, trace_dir: Path | None
                 ) -> ModelResult:
        """:meth:`_one`, with any failure of the checker itself reported on the line, never ending the run."""
        try:
            return self._one(key, task, response, expected, trace_dir)
        except sandbox.SandboxUnavailable:
            raise
        except Exception as e:  # noqa: BLE001
            return ModelResult("error", "checker", f"the checker failed: {type(e).__name__}: {e}"[:300],
                               limits=self.limits.as_dict())

    def _one(self, key: str, task: RefModelTaskRef, response: str, expected, trace_dir: Path | None) -> ModelResult:
        res = ModelResult("refused", limits=self.limits.as_dict())
        if isinstance(expected, str):
            res.verdict, res.reason, res.detail = "error", "simulator", expected
            return res
        doc, want = expected
        if len(response) > MAX_CHARS:
            res.reason, res.detail = "too_long", f"the response is {len(response)} characters (limit {MAX_CHARS})"
            return res
        extraction = extract(response)
        res.format_notes = extraction.notes
        if not extraction.text.strip():
            res.reason, res.detail = "no_code", f"no {'C++' if self.language == 'cpp' else 'Python'} code in the response"
            return res
        stimuli = [as_dicts(doc, s) for s in doc["stimuli"]]
        if self.language == "cpp":
            from .cpp_runner import run_cpp_model

            run = run_cpp_model(extraction.text, stimuli, task.meta, self.limits, unsafe=self.unsafe)
            if run.status in ("refused", "unavailable"):
                res.verdict, res.reason, res.detail = ("refused", "forbidden", run.message) if run.status == "refused" \
                    else ("error", "compiler", run.message)
                return res
        else:
            run = run_model(extraction.text, stimuli, self.limits, check=lambda k, c, got: got == want[k][c],
                            after=_AFTER, unsafe=self.unsafe)
        res.seconds, res.stimuli, res.cycles = round(run.seconds, 3), len(stimuli), sum(map(len, stimuli))
        res.unsafe_missing = run.missing
        divergence = _first_divergence(task, doc, stimuli, want, run)
        if divergence is not None:
            res.verdict, res.reason = "fail", divergence.pop("reason")
            res.detail = divergence.pop("detail")
            res.divergence = _picture(task, doc, stimuli, want, run, divergence, key, trace_dir)
        elif run.status == "ok" and not _complete(run, stimuli):
            # the child's answer came back short: never a pass (a model could write a forged answer line)
            res.verdict, res.reason = "error", "incomplete"
            res.detail = (f"the model answered for {sum(map(len, run.outputs))} of {res.cycles} cycles "
                          f"({len(run.outputs)} of {len(stimuli)} stimuli)")
        elif run.status == "ok":
            res.verdict = "pass"
        else:
            res.verdict = "timeout" if run.status == "timeout" else "error"
            res.reason, res.detail = run.status, run.message
            if run.stimulus is not None:
                res.detail += f" (stimulus {run.stimulus}, cycle {run.cycle})"
        return res


def _complete(run: RunResult, stimuli: list) -> bool:
    return len(run.outputs) == len(stimuli) and all(len(o) == len(s) for o, s in zip(run.outputs, stimuli))


def _first_divergence(task: RefModelTaskRef, doc: dict, stimuli: list, want: list, run: RunResult) -> dict | None:
    """The first wrong value or malformed output, stimulus by stimulus, cycle by cycle, in what the model gave."""
    widths = {p["name"]: p["width"] for p in task.meta["outputs"]}
    for k, got_run in enumerate(run.outputs[:len(stimuli)]):
        for c, got in enumerate(got_run[:len(stimuli[k])]):
            where = {"stimulus": k, "cycle": c}
            missing = [n for n in widths if n not in got]
            extra = [n for n in got if n not in widths]
            if missing or extra:
                what = (f"missing output {', '.join(missing)}" if missing else f"unexpected output {', '.join(extra)}")
                return {**where, "reason": "bad_output", "signal": (missing or extra)[0],
                        "detail": f"stimulus {k}, cycle {c}: {what}"}
            for name, width in widths.items():
                value = got[name]
                if not isinstance(value, int) or not 0 <= value < (1 << width):
                    return {**where, "reason": "bad_output", "signal": name,
                            "detail": f"stimulus {k}, cycle {c}: {name} = {value} is not a {width}-bit unsigned value"}
                if value != want[k][c][name]:
                    return {**where, "reason": "mismatch", "signal": name, "expected": want[k][c][name], "got": value,
                            "detail": f"stimulus {k} ({doc['stimuli'][k]['name']}), cycle {c}: {name} is {value}, "
                                       f"the RTL gives {want[k][c][name]}"}
    return None


def _picture(task: RefModelTaskRef, doc: dict, stimuli: list, want: list, run: RunResult, where: dict, key: str,
             trace_dir: Path | None) -> dict:
    """Inputs, RTL and model outputs of the diverging stimulus up to a few cycles past the divergence, marked."""
    k, c = where["stimulus"], where["cycle"]
    cycles = min(c + 1 + _AFTER, len(stimuli[k]), len(run.outputs[k]))
    widths = {p["name"]: p["width"] for p in task.meta["outputs"]}
    reset_width = [1] if task.meta.get("reset") or task.meta.get("kind") != "project" else []  # a project may have none
    in_widths = dict(zip(doc["inputs"], reset_width + [p["width"] for p in task.meta["inputs"]], strict=True))
    inputs = [wf.Signal(n, w, tuple(stimuli[k][i][n] for i in range(cycles))) for n, w in in_widths.items()]

    def outputs(rows: list[dict]) -> list[wf.Signal]:
        return [wf.Signal(n, w, tuple(_fit(rows[i].get(n), w) for i in range(cycles))) for n, w in widths.items()]

    view = wf.compare(wf.Waveform(tuple(inputs), cycles), wf.Waveform(tuple(outputs(want[k])), cycles),
                      wf.Waveform(tuple(outputs(run.outputs[k])), cycles), labels=("rtl", "model"))
    view = wf.Waveform(view.signals, view.cycles, c)
    out = {**where, "stimulus_name": doc["stimuli"][k]["name"], "table": wf.to_table(view)}
    if trace_dir is not None:
        stem = key.replace("/", "_").replace("#", "_")
        trace_dir.mkdir(parents=True, exist_ok=True)
        clock = (task.meta.get("clock") or {}).get("name", "clk")   # a project may have no clock
        files = {"vcd": wf.to_vcd(view, clock=clock), "txt": out["table"],
                 "svg": wf.to_svg(view, f"{task.task_id}: RTL vs model", clock)}
        for ext, text in files.items():
            (trace_dir / f"{stem}.{ext}").write_text(text, encoding="utf-8")
        out["files"] = {ext: f"{stem}.{ext}" for ext in files}
    return out


def _fit(value, width: int) -> int | None:
    return value if isinstance(value, int) and 0 <= value < (1 << width) else None
