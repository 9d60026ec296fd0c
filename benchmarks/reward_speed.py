#!/usr/bin/env python3
"""Reward speed: the SVA scorer in solver sessions against today's scorer, in one run, verdict for verdict.

    python benchmarks/reward_speed.py --json     # everything (~15 min on 2 cores)
    python benchmarks/reward_speed.py --sets gold --mutated 40 --no-step         # a quick look
    python benchmarks/reward_speed.py --table benchmarks/results/reward_speed.json     # the docs' tables, from the JSON

Three sets of answers, each scored with no verdict cache by both scorers, one after the other:

``gold``     the gold answer of every task of the split, each task's labels made its own (as
             ``scoring_speed.py --distinct``), so no two tasks ask the same job;
``gaming``   the gaming suite's answers (tests/scoring/test_scoring_gaming.py) on its task;
``mutated``  gold answers with one to three expressions changed (tests/mutated_answers.py): sound,
             unsound, trivial and vacuous properties in the mix a policy produces.

The baseline is ``svafam evaluate --no-cache`` from a ``git archive`` of the baseline commit (default:
where this branch left main); the new scorer is the same evaluation with the session runner
(:class:`svafam.scoring.session.SessionRunner`), from this checkout. Each runs as a process of its own
and its CPU (with every process it started) is what is compared. Every record must be identical
(counterexample files aside: the sessions keep none).

Then a group-relative policy step: 512 responses (64 tasks x 8 samples) through the reward API
(:class:`svafam.reward.ProcessPool`, 2 workers), first with fresh workers (every design read then), then
a second step of new responses on the same workers; the same second step on Ray actors (2, a local
instance) gives Ray's overhead. From these, the step's time on 16 cores and on a Ray cluster is
estimated (see ``estimate``). The machine is shared: the load average is recorded around every run,
and the figures that matter are the ratios, measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[0:0] = [str(ROOT), str(ROOT / "benchmarks")]

import scoring_speed  # noqa: E402  (git, unpack, children_cpu, evaluate, distinct)
from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)

GOAL_CPU = 0.15   # CPU seconds per distinct response
GOAL_RATIO = 10.0
BEFORE_SESSIONS = "f72ca114"   # the last main commit before the session scorer: svafam evaluate's scorer


def load() -> float:
    return round(os.getloadavg()[0], 2)


# --- the two scorers, each in a process of its own ------------------------------------------------------

def run_sessions(preds: Path, split: str, out: Path) -> dict:
    """The new scorer on ``preds``: wall, CPU (with its helpers), load, records."""
    argv = [sys.executable, str(Path(__file__).resolve()), "--sessions", str(preds), str(out), "--split", split]
    before, cpu, start = load(), scoring_speed.children_cpu(), time.monotonic()
    run = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True)
    wall, cpu = time.monotonic() - start, scoring_speed.children_cpu() - cpu
    if run.returncode != 0:
        sys.exit(f"the session scorer failed ({run.returncode}):\n{run.stderr[-2000:]}")
    stats = json.loads(run.stdout.strip().splitlines()[-1])
    return {"wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "load_before": before, "load_after": load(),
            "stats": stats, "records": json.loads((out / "results.json").read_text())}


def _sessions_main(preds: Path, out: Path, split: str) -> None:
    from svafam.cli.scoring import _all_tasks
    from svafam.engine import discover, open_executor
    from svafam.scoring.evaluate import evaluate
    from svafam.scoring.limits import Limits
    from svafam.scoring.output import OutputFolder
    from svafam.scoring.session import SessionRunner

    tasks = _all_tasks(ROOT / "dataset", ROOT / "splits" / "splits_v1.json", split)
    with open_executor("local", discover()) as ex:
        runner = SessionRunner(ex, use_cache=False)
        try:
            with OutputFolder(out) as folder:
                metrics = evaluate(preds, tasks, runner, folder, Limits(job_seconds=ex.timeout))
                folder.commit(metrics, "")
        finally:
            runner.close()
    print(json.dumps({"asked": runner.stats.asked, "answered_in_session": runner.in_session,
                      "sby_jobs": runner.stats.run, "fallbacks": dict(runner.fallbacks),
                      "checks_reused": runner.engine.contexts.reused, "designs_read": runner.engine.models.compiled}))


def comparable(records: list[dict]) -> list[dict]:
    return [dict(r, properties=[{k: v for k, v in p.items() if k != "trace"} for p in r["properties"]])
            for r in records]


def differences(old: list[dict], new: list[dict]) -> list[str]:
    out = []
    for a, b in zip(comparable(old), comparable(new), strict=True):
        for key in a:
            if a[key] != b.get(key):
                out.append(f"line {a['line']} ({a['task_id']}): {key}")
    return out


# --- the answers --------------------------------------------------------------------------------------

def answer_sets(split: str, names: list[str], mutated: int, tmp: Path) -> dict[str, Path]:
    from svafam.dataset.loading import load_split
    from tests.mutated_answers import mutated_lines
    from tests.scoring.test_scoring_gaming import GAMING, TASK

    tasks = load_split(split)
    out = {}
    if "gold" in names:
        gold = subprocess.run([sys.executable, "-m", "svafam.cli", "gold-predictions", "--split", split], cwd=ROOT,
                              capture_output=True, text=True, check=True).stdout.splitlines()
        out["gold"] = [json.loads(scoring_speed.distinct(line)) for line in gold]
    if "gaming" in names and any(t.task_id == TASK for t in tasks):
        out["gaming"] = [{"task_id": TASK, "sample": i, "response": r} for i, r in enumerate(GAMING.values())]
    if "mutated" in names and mutated:
        out["mutated"] = mutated_lines(tasks, mutated, seed=34)
    paths = {}
    for name, lines in out.items():
        paths[name] = tmp / f"{name}.jsonl"
        paths[name].write_text("".join(json.dumps(x) + "\n" for x in lines))
    return paths


def step_lines(split: str, seed: int, tasks_n: int = 64, samples: int = 8) -> list[dict]:
    from svafam.dataset.loading import load_split
    from tests.mutated_answers import mutated_lines
    tasks = load_split(split)[:tasks_n]
    return mutated_lines([t for t in tasks for _ in range(samples)], tasks_n * samples, seed=seed)


# --- the policy step ------------------------------------------------------------------------------------

def run_step(executor: str, workers: int, split: str) -> dict:
    argv = [sys.executable, str(Path(__file__).resolve()), "--step-run", executor, str(workers), "--split", split]
    before = load()
    run = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True)
    if run.returncode != 0:
        return {"error": run.stderr[-1500:], "load_before": before}
    doc = json.loads(run.stdout.strip().splitlines()[-1])
    doc.update(load_before=before, load_after=load())
    return doc


def _step_main(executor: str, workers: int, split: str) -> None:
    from svafam.engine.proctree import tree_cpu_seconds
    from svafam.reward import ProcessPool, RayPool

    steps = [step_lines(split, seed) for seed in (512, 513)]
    doc: dict = {"executor": executor, "workers": workers, "responses": len(steps[0]),
                 "tasks": len({x["task_id"] for x in steps[0]}), "families": len({x["task_id"].split("/")[0]
                                                                                 for x in steps[0]})}
    t0, c0 = time.monotonic(), tree_cpu_seconds()
    pool = ProcessPool(workers) if executor == "process" else RayPool(workers)
    doc["start_s"] = round(time.monotonic() - t0, 2)
    try:
        for name, lines in zip(("cold", "warm"), steps):
            t, c = time.monotonic(), tree_cpu_seconds()
            rewards = pool.score([x["task_id"] for x in lines], [x["response"] for x in lines], cache=False)
            doc[name] = {"wall_s": round(time.monotonic() - t, 2), "cpu_s": round(tree_cpu_seconds() - c, 2),
                         "mean_reward": round(sum(r.reward for r in rewards) / len(rewards), 4),
                         "passes": sum(r.passes for r in rewards),
                         "zero_reasons": _reasons(rewards)}
    finally:
        pool.close()
    doc["total_cpu_s"] = round(tree_cpu_seconds() - c0, 2)
    print(json.dumps(doc))


def _reasons(rewards) -> dict[str, int]:
    out: dict[str, int] = {}
    for r in rewards:
        if r.reason:
            key = r.reason.split(":")[0][:40]
            out[key] = out.get(key, 0) + 1
    return out


def estimate(step: dict, ray: dict | None, families: list[int], cores: int) -> dict:
    """The warm step's wall time on ``cores`` workers: its CPU shared out family by family (longest first,
    each to the least loaded worker; a family's CPU taken as proportional to its responses), plus, on
    Ray, the overhead measured here (Ray's warm step minus the processes' warm step, at 2 workers)."""
    cpu = step["warm"]["cpu_s"]
    total = sum(families)
    loads = [0.0] * cores
    for n in sorted(families, reverse=True):
        loads[loads.index(min(loads))] += cpu * n / total
    out = {"cores": cores, "wall_s": round(max(loads), 2), "cpu_per_core_s": round(cpu / cores, 2)}
    if ray and "warm" in ray:
        out["ray_overhead_s"] = round(max(0.0, ray["warm"]["wall_s"] - step["warm"]["wall_s"]), 2)
        out["ray_wall_s"] = round(out["wall_s"] + out["ray_overhead_s"], 2)
    return out


# --- the report -----------------------------------------------------------------------------------------

def table(doc: dict) -> str:
    lines = ["| answers | responses | baseline CPU | sessions CPU | CPU per response (baseline -> sessions) "
             "| CPU ratio | wall (baseline -> sessions) | load | verdicts |",
             "|---|---|---|---|---|---|---|---|---|"]
    for name, s in doc["sets"].items():
        lines.append(f"| {name} | {s['responses']} | {s['baseline']['cpu_s']} s | {s['sessions']['cpu_s']} s | "
                     f"{s['baseline_cpu_per_response']} -> {s['sessions_cpu_per_response']} s | "
                     f"{s['cpu_ratio']}x | {s['baseline']['wall_s']} -> {s['sessions']['wall_s']} s | "
                     f"{s['baseline']['load_before']}-{s['sessions']['load_after']} | "
                     f"{'identical' if not s['differences'] else str(len(s['differences'])) + ' differ'} |")
    out = "\n".join(lines)
    step = doc.get("step")
    if step and "cold" in step.get("process", {}):
        p, r = step["process"], step.get("ray", {})
        out += ("\n\n| 512-response step | wall | CPU | CPU per response | load |\n|---|---|---|---|---|\n"
                f"| 2 processes, fresh workers | {p['cold']['wall_s']} s | {p['cold']['cpu_s']} s | "
                f"{round(p['cold']['cpu_s'] / p['responses'], 3)} s | {p['load_before']} |\n"
                f"| 2 processes, warm workers | {p['warm']['wall_s']} s | {p['warm']['cpu_s']} s | "
                f"{round(p['warm']['cpu_s'] / p['responses'], 3)} s | {p['load_after']} |\n")
        if "warm" in r:
            out += (f"| 2 Ray actors (local), warm | {r['warm']['wall_s']} s | {r['warm']['cpu_s']} s | "
                    f"{round(r['warm']['cpu_s'] / r['responses'], 3)} s | {r['load_after']} |\n")
        base = step.get("baseline_estimate")
        if base:
            out += f"| today's scorer, estimated from its CPU per mutated answer | {base['wall_s_2_cores']} s | " \
                   f"{base['cpu_s']} s | {base['cpu_per_response']} s | - |\n"
        for e in step.get("estimates", []):
            out += f"| estimate, {e['cores']} cores | {e['wall_s']} s | - | - | - |\n"
            if "ray_wall_s" in e:
                out += f"| estimate, Ray cluster of {e['cores']} CPUs | {e['ray_wall_s']} s | - | - | - |\n"
    goal = doc.get("goal")
    if goal:
        out += (f"\nGoal: at most {goal['max_cpu_per_response']} CPU-s per distinct response and "
                f"{goal['ratio']}x the baseline, identical verdicts: {'met' if goal['met'] else 'NOT met'} "
                f"({goal['summary']}).\n")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--split", default="test")
    ap.add_argument("--sets", default="gold,gaming,mutated")
    ap.add_argument("--mutated", type=int, default=200, help="mutated gold answers")
    ap.add_argument("--baseline", default=BEFORE_SESSIONS,
                    help=f"git ref of the baseline scorer (default {BEFORE_SESSIONS}, before the session scorer)")
    ap.add_argument("--no-step", action="store_true", help="skip the 512-response step")
    ap.add_argument("--no-ray", action="store_true", help="skip the step on Ray actors")
    add_json_option(ap, "reward_speed")
    ap.add_argument("--table", type=Path, default=None, help="print the tables of a JSON written earlier")
    ap.add_argument("--sessions", nargs=2, type=Path, metavar=("PREDS", "OUT"), help=argparse.SUPPRESS)
    ap.add_argument("--step-run", nargs=2, metavar=("EXECUTOR", "WORKERS"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    recorder = Recorder("reward_speed")
    if args.table:
        print(table(json.loads(args.table.read_text())["figures"]))
        return
    if args.sessions:
        _sessions_main(args.sessions[0], args.sessions[1], args.split)
        return
    if args.step_run:
        _step_main(args.step_run[0], int(args.step_run[1]), args.split)
        return
    ref = args.baseline
    doc: dict = {"baseline": scoring_speed.git("rev-parse", "--short", ref),
                 "today": scoring_speed.git("rev-parse", "--short", "HEAD"), "cores": os.cpu_count(),
                 "split": args.split, "started": time.strftime("%Y-%m-%d %H:%M"), "sets": {}}
    print(f"baseline {doc['baseline']} (svafam evaluate --no-cache), sessions {doc['today']}; "
          f"{os.cpu_count()} cores, load {load()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="svafam-reward-bench-") as tmp:
        tmp = Path(tmp)
        old_tree = scoring_speed.unpack(ref, tmp / "old")
        for name, preds in answer_sets(args.split, args.sets.split(","), args.mutated, tmp).items():
            n = sum(1 for _ in preds.open())
            # on its own dataset: an older checker refuses an export its code did not make
            old = scoring_speed.evaluate(old_tree, preds, args.split, tmp / f"{name}.old", data=old_tree)
            print(f"{name}: {n} answers; baseline {old['cpu_s']} s CPU, {old['wall_s']} s wall "
                  f"(load {old['load_before']} -> {old['load_after']})", flush=True)
            new = run_sessions(preds, args.split, tmp / f"{name}.new")
            print(f"{name}: sessions {new['cpu_s']} s CPU, {new['wall_s']} s wall "
                  f"(load {new['load_before']} -> {new['load_after']}); {new['stats']}", flush=True)
            diff = differences(old["records"], new["records"])
            doc["sets"][name] = {
                "responses": n, "baseline": {k: old[k] for k in ("wall_s", "cpu_s", "load_before", "load_after")},
                "sessions": {k: new[k] for k in ("wall_s", "cpu_s", "load_before", "load_after")},
                "session_stats": new["stats"],
                "baseline_cpu_per_response": round(old["cpu_s"] / n, 3),
                "sessions_cpu_per_response": round(new["cpu_s"] / n, 3),
                "cpu_ratio": round(old["cpu_s"] / new["cpu_s"], 2) if new["cpu_s"] else None,
                "differences": diff[:50]}
            print(f"{name}: {doc['sets'][name]['cpu_ratio']}x CPU, verdicts "
                  f"{'identical' if not diff else f'{len(diff)} DIFFERENT, e.g. ' + '; '.join(diff[:3])}", flush=True)
    if not args.no_step:
        step: dict = {"process": run_step("process", 2, args.split)}
        print(f"step (2 processes): {step['process']}", flush=True)
        if not args.no_ray:
            step["ray"] = run_step("ray", 2, args.split)
            print(f"step (2 Ray actors): {step['ray']}", flush=True)
        if "warm" in step["process"]:
            lines = step_lines(args.split, 513)
            families: dict[str, int] = {}
            for x in lines:
                families[x["task_id"].split("/")[0]] = families.get(x["task_id"].split("/")[0], 0) + 1
            step["estimates"] = [estimate(step["process"], step.get("ray"), list(families.values()), c)
                                 for c in (16, 64)]
            mut = doc["sets"].get("mutated")
            if mut:
                cpu = round(mut["baseline_cpu_per_response"] * step["process"]["responses"], 1)
                step["baseline_estimate"] = {"cpu_per_response": mut["baseline_cpu_per_response"], "cpu_s": cpu,
                                             "wall_s_2_cores": round(cpu / 2, 1)}
        doc["step"] = step
    sets = doc["sets"].values()
    worst = max((s["sessions_cpu_per_response"] for s in sets if s["responses"] >= 50), default=None)
    ratio = min((s["cpu_ratio"] for s in sets if s["responses"] >= 50 and s["cpu_ratio"]), default=None)
    identical = all(not s["differences"] for s in sets)
    doc["goal"] = {"max_cpu_per_response": GOAL_CPU, "ratio": GOAL_RATIO,
                   "met": bool(worst is not None and worst <= GOAL_CPU and ratio >= GOAL_RATIO and identical),
                   "summary": f"worst {worst} CPU-s per response, lowest ratio {ratio}x over the sets of 50 or more, "
                              f"verdicts {'identical' if identical else 'DIFFERENT'}"}
    doc["finished"] = time.strftime("%Y-%m-%d %H:%M")
    print("\n" + table(doc))
    rows = [[name, x["responses"], x["baseline_cpu_per_response"], x["sessions_cpu_per_response"], x["cpu_ratio"],
             "identical" if not x["differences"] else f"{len(x['differences'])} differ"]
            for name, x in doc["sets"].items()]
    headline = [{"label": f"SVA reward, CPU per {name} answer: `svafam evaluate` / solver sessions",
                 "value": x["cpu_ratio"], "unit": "x", "against": f"svafam evaluate --no-cache of {doc['baseline']}"}
                for name, x in doc["sets"].items() if x["cpu_ratio"] and x["responses"] >= 50]
    recorder.save(args.json, title=f"The SVA reward: solver sessions against svafam evaluate ({args.split} split)",
                  what=("Each answer set scored with no verdict cache by both scorers, one process each, every record "
                        f"compared ({'identical' if identical else 'DIFFERENT'}); "
                        + ("then a 512-response step through the reward API. " if "step" in doc else "")
                        + doc["goal"]["summary"] + "."),
                  table={"columns": ["answers", "responses", "baseline CPU-s / response", "sessions CPU-s / response",
                                     "CPU ratio", "records"], "rows": rows},
                  headline=headline, figures=doc)
    sys.exit(0 if identical else 1)


if __name__ == "__main__":
    main()
