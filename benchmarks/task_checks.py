#!/usr/bin/env python3
"""Task-checker speed: gold fixes of every debugging task of a split, and this project's own
reference model on every RTL variant of it; seconds per task, against baselines in the same run.

    python benchmarks/task_checks.py                      # the test split
    python benchmarks/task_checks.py -n 40 --json         # the first 40 tasks of each kind; benchmarks/results/
    python benchmarks/task_checks.py --split dev --json out.json
    python benchmarks/task_checks.py --kinds rtl --json out.json   # the RTL rows alone

Debugging (target: under 1 s a task, warm, on 2 cores):
  (a) baseline: the same proofs with one stock SBY program per job (``--executor process``), no sandbox;
  (b) the warm SBY server (``--executor local``), started before the clock runs, no sandbox: the fast path
      the proofs took before they were sandboxed;
  (c) stock SBY in a sandbox per job (``SVAFAM_SANDBOXED_RUNNER=process``): the sandboxed path before;
  (d) ours: what ``evaluate-debug`` runs, every proof on candidate text (``JobSpec.untrusted``) on the warm
      SBY server inside the sandbox, each job locked into its own folder (svafam.engine.sandboxed_server);
      its cost is (d) against (b). The verdicts of all four must be the same.
RTL generation (target: under 0.5 s a task on 2 cores): the gold answers of the split's family tasks
(each family's v1) and composites, proved equivalent to v0, on the same four paths as debugging
(what ``evaluate-rtl`` runs is (d)); target also at least 3x (a).
Reference models (target: under 2 s a task, warm):
  (a) baseline: a Yosys ``sim`` process per stimulus, then the candidate, one task at a time
      (on ``--baseline-tasks`` tasks: it is slow);
  (b) ours, cold: one Yosys process per variant for all its stimuli, candidates in parallel;
  (c) ours, warm: the RTL's outputs already cached.
Proof verdicts are never cached here; every run must pass every gold answer.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)

from svafam.dataset.splits import family_split  # noqa: E402
from svafam.engine import discover, open_executor  # noqa: E402
from svafam.engine.sandboxed_server import RUNNER_ENV  # noqa: E402
from svafam.oracle.simulate import simulate_verilog  # noqa: E402
from svafam.scoring.debug_fix import FixChecker, load_debug_tasks  # noqa: E402
from svafam.scoring.model_runner import run_model  # noqa: E402
from svafam.scoring.refmodel import ModelChecker, load_refmodel_tasks  # noqa: E402
from svafam.scoring.rtl import load_composite_tasks, load_rtl_tasks, rtl_checker  # noqa: E402
from svafam.tasks.refmodel import gold_model_code  # noqa: E402
from svafam.tasks.sources import family_spec  # noqa: E402
from svafam.tasks.stimuli import STIMULI_FILE, as_dicts  # noqa: E402


def in_split(tasks: dict, split: str) -> dict:
    where = family_split(json.loads((ROOT / "splits" / "splits_v1.json").read_text()))
    return {k: t for k, t in tasks.items() if where.get(k.split("/")[0]) == split}


# (name, executor, sandboxed, how untrusted jobs run: sandboxed_server.RUNNER_ENV)
DEBUG_RUNS = (("process", "process", False, None), ("local", "local", False, None),
              ("per_job", "local", True, "process"), ("sandbox", "local", True, "warm"))
NAMES = tuple(run[0] for run in DEBUG_RUNS)


def proof_runs(make_checker, tasks: dict, workers: int) -> dict:
    """The gold answers on each path of :data:`DEBUG_RUNS`; the sandbox's is what ``evaluate-debug`` and
    ``evaluate-rtl`` run."""
    chain = discover()
    items = [(tid, t, t.fixed) for tid, t in tasks.items()]
    out, verdicts = {}, {}
    for name, executor, sandboxed, untrusted_runner in DEBUG_RUNS:
        before = os.environ.get(RUNNER_ENV)
        if untrusted_runner:
            os.environ[RUNNER_ENV] = untrusted_runner
        try:
            with open_executor(executor, chain, workers=workers, timeout=120) as ex:
                ex.prepare()
                make_checker(ex, sandboxed).check(items[:1])  # warm: the servers and the tools
                start = time.monotonic()
                results = make_checker(ex, sandboxed).check(items)
                wall = time.monotonic() - start
        finally:
            if before is None:
                os.environ.pop(RUNNER_ENV, None)
            else:
                os.environ[RUNNER_ENV] = before
        verdicts[name] = {k: r.verdict for k, r in results.items()}
        bad = {k: v for k, v in verdicts[name].items() if v != "pass"}
        out[name] = {"tasks": len(items), "seconds": round(wall, 2), "per_task": round(wall / len(items), 3),
                     "not_passing": bad}
        models = sorted({(getattr(r, "proof", None) or {}).get("model", "-") for r in results.values()})
        if models != ["-"]:
            out[name]["models"] = models
    out["verdicts_identical"] = all(verdicts[n] == verdicts["process"] for n in NAMES)
    return out


def debug_runs(tasks: dict, workers: int) -> dict:
    return proof_runs(lambda ex, sandboxed: FixChecker(ex, use_cache=False, sandboxed=sandboxed), tasks, workers)


def rtl_runs(tasks: dict, workers: int) -> dict:
    return proof_runs(lambda ex, sandboxed: rtl_checker(ex, use_cache=False, sandboxed=sandboxed), tasks, workers)


def rtl_tasks(split: str) -> dict:
    families = in_split(load_rtl_tasks(ROOT / "dataset"), split)
    composites = {tid: t for tid, t in load_composite_tasks(ROOT / "dataset").items()
                  if json.loads((t.family_dir / "tasks" / "rtl" / "task.json").read_text())["split"] == split}
    return {**families, **composites}


def refmodel_baseline(tasks: list) -> float:
    """Seconds for ``tasks`` checked naively: a Yosys process per stimulus, then the candidate."""
    start = time.monotonic()
    for t in tasks:
        doc = json.loads((t.family_dir / STIMULI_FILE).read_text())
        spec = family_spec(t.family_dir)
        rtl = (t.family_dir / t.rtl_file).read_text()
        stimuli = [as_dicts(doc, s) for s in doc["stimuli"]]
        want = [simulate_verilog([rtl], t.module, spec, s) for s in stimuli]
        code = gold_model_code(t.meta["family"], (t.family_dir / "spec.yaml").read_text())
        run = run_model(code, stimuli)
        if run.status != "ok" or run.outputs != want:
            raise SystemExit(f"baseline: {t.task_id} does not pass ({run.status})")
    return time.monotonic() - start


def refmodel_runs(tasks: dict, workers: int, baseline_tasks: int) -> dict:
    items = [(tid, t, gold_model_code(t.meta["family"], (t.family_dir / "spec.yaml").read_text()))
             for tid, t in tasks.items()]
    sample = list(tasks.values())[:baseline_tasks]
    base = refmodel_baseline(sample)
    out = {"baseline": {"tasks": len(sample), "seconds": round(base, 2), "per_task": round(base / len(sample), 3)}}
    cache = Path(tempfile.mkdtemp(prefix="svafam-bench-cache-"))
    os.environ["SVAFAM_CACHE"] = str(cache)  # a cold cache of RTL outputs, then the same one warm
    try:
        for name in ("cold", "warm"):
            start = time.monotonic()
            results = ModelChecker(workers=workers).check(items)
            wall = time.monotonic() - start
            bad = {k: r.verdict for k, r in results.items() if r.verdict != "pass"}
            out[name] = {"tasks": len(items), "seconds": round(wall, 2), "per_task": round(wall / len(items), 3),
                         "not_passing": bad}
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    return out


def first(tasks: dict, n: int | None) -> dict:
    return dict(list(tasks.items())[:n]) if n else tasks


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--split", default="test")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--baseline-tasks", type=int, default=12, help="reference-model tasks for the naive baseline")
    ap.add_argument("-n", type=int, default=None, help="only the first N tasks of each kind in the split")
    ap.add_argument("--kinds", default="debug,refmodel,rtl", help="the checkers to time (comma-separated)")
    add_json_option(ap, "task_checks")
    args = ap.parse_args()
    kinds = set(args.kinds.split(","))
    recorder = Recorder("task_checks")
    load = os.getloadavg()[0]
    report = {"split": args.split, "workers": args.jobs, "cpus": os.cpu_count(), "load_average_at_start": round(load, 2)}
    rows, headline = [], []
    if "debug" in kinds:
        d = report["debug"] = debug_runs(first(in_split(load_debug_tasks(ROOT / "dataset"), args.split), args.n),
                                         args.jobs)
        rows += [("debugging, baseline (stock SBY per job, no sandbox)", d["process"]),
                 ("debugging, warm server (no sandbox: the path before)", d["local"]),
                 ("debugging, stock SBY in a sandbox per job", d["per_job"]),
                 ("debugging, ours (the warm server inside the sandbox)", d["sandbox"])]
        headline.append(
            {"label": "checking a debugging fix (equivalence proof, in the sandbox), seconds a task",
             "value": d["sandbox"]["per_task"], "unit": "s",
             "against": f"{d['process']['per_task']} s with stock SBY per job, no sandbox: "
                        f"{d['process']['per_task'] / d['sandbox']['per_task']:.2f}x; {d['per_job']['per_task']} s "
                        f"with a sandbox per job; {d['local']['per_task']} s on the warm server without the sandbox"})
    if "rtl" in kinds:
        g = report["rtl"] = rtl_runs(first(rtl_tasks(args.split), args.n), args.jobs)
        rows += [("RTL generation, baseline (stock SBY per task, no sandbox)", g["process"]),
                 ("RTL generation, warm server (no sandbox)", g["local"]),
                 ("RTL generation, stock SBY in a sandbox per task", g["per_job"]),
                 ("RTL generation, ours (the warm server inside the sandbox)", g["sandbox"])]
        headline.append(
            {"label": "checking a written module (equivalence proof against v0, in the sandbox), seconds a task",
             "value": g["sandbox"]["per_task"], "unit": "s",
             "against": f"{g['process']['per_task']} s with stock SBY per task, no sandbox: "
                        f"{g['process']['per_task'] / g['sandbox']['per_task']:.2f}x; {g['per_job']['per_task']} s "
                        f"with a sandbox per task"})
    if "refmodel" in kinds:
        r = report["refmodel"] = refmodel_runs(first(in_split(load_refmodel_tasks(ROOT / "dataset"), args.split),
                                                     args.n), args.jobs, args.baseline_tasks)
        rows += [("reference models, baseline (Yosys per stimulus)", r["baseline"]),
                 ("reference models, ours cold", r["cold"]), ("reference models, ours warm", r["warm"])]
        headline.append(
            {"label": "checking a reference model (co-simulation, RTL outputs cached), seconds a task",
             "value": r["warm"]["per_task"], "unit": "s",
             "against": f"{r['baseline']['per_task']} s with a Yosys process per stimulus: "
                        f"{r['baseline']['per_task'] / r['warm']['per_task']:.2f}x"})
    report["load_average_at_end"] = round(os.getloadavg()[0], 2)
    print(f"split {args.split}, {args.jobs} workers on {os.cpu_count()} CPUs; load average {load:.2f} at start, "
          f"{os.getloadavg()[0]:.2f} at end")
    print("| run | tasks | seconds | s/task |")
    print("|---|---|---|---|")
    for label, row in rows:
        print(f"| {label} | {row['tasks']} | {row['seconds']} | {row['per_task']} |")
    if "debug" in kinds:
        print(f"debugging: the sandbox costs {d['sandbox']['per_task'] / d['local']['per_task']:.2f}x the warm "
              f"server's time a task; {d['process']['per_task'] / d['sandbox']['per_task']:.2f}x faster than the "
              f"baseline; verdicts {'identical' if d['verdicts_identical'] else 'DIFFER'}; target < 1 s a task: "
              f"{'met' if d['sandbox']['per_task'] < 1 else 'NOT met'}")
    if "rtl" in kinds:
        print(f"RTL generation: the sandbox costs {g['sandbox']['per_task'] / g['local']['per_task']:.2f}x the warm "
              f"server's time a task; {g['process']['per_task'] / g['sandbox']['per_task']:.2f}x faster than the "
              f"baseline; verdicts {'identical' if g['verdicts_identical'] else 'DIFFER'}; target < 0.5 s a task: "
              f"{'met' if g['sandbox']['per_task'] < 0.5 else 'NOT met'}; at least 3x the baseline: "
              f"{'met' if g['process']['per_task'] >= 3 * g['sandbox']['per_task'] else 'NOT met'}")
    if "refmodel" in kinds:
        print(f"reference models: warm {r['baseline']['per_task'] / r['warm']['per_task']:.2f}x, "
              f"cold {r['baseline']['per_task'] / r['cold']['per_task']:.2f}x faster a task than the baseline; "
              f"target < 2 s a task warm: {'met' if r['warm']['per_task'] < 2 else 'NOT met'}")
    runs = [report[k][name] for k, names in (("debug", NAMES), ("rtl", NAMES),
                                              ("refmodel", ("cold", "warm"))) if k in report for name in names]
    failing = [k for run in runs for k in run["not_passing"]]
    failing += [f"the {k} verdicts differ between the runs" for k in ("debug", "rtl")
                if k in report and not report[k]["verdicts_identical"]]
    if failing:
        print(f"NOT ALL GOLD ANSWERS PASS: {failing[:10]}")
    recorder.save(
        args.json, title=f"Task checkers: the gold answers of the {args.split} split",
        what=("Every gold fix of a debugging task proved equivalent to the clean design and every gold answer of an "
              "RTL-generation task (a family's v1, a composite's second top) proved equivalent to v0, as "
              "evaluate-debug and evaluate-rtl prove a model's (the warm SBY server inside the sandbox, each job in a "
              "Landlock domain of its own; against the same proofs with stock SBY per job and no sandbox, on the warm "
              "server without the sandbox, and with stock SBY in a sandbox per job), and this project's own reference model "
              "co-simulated with every RTL variant; proof verdicts never cached; every gold answer must pass, with "
              f"the same verdict on every path ({'all did' if not failing else 'NOT ALL DID'})."),
        table={"columns": ["run", "tasks", "seconds", "s/task"],
               "rows": [[label, row["tasks"], row["seconds"], row["per_task"]] for label, row in rows]},
        headline=headline,
        figures=report)
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
