#!/usr/bin/env python3
"""What the sandbox costs: a trivial command, `svafam evaluate-refmodel` on the gold models, and the proofs of
`svafam evaluate-debug` on gold fixes and buggy codes.

    python benchmarks/sandbox_overhead.py                  # 20 starts, 24 tasks of the test split
    python benchmarks/sandbox_overhead.py -n 48 --json     # figures to benchmarks/results/sandbox_overhead.json
    python benchmarks/sandbox_overhead.py --baseline <git ref>     # another refmodel checker to compare with

Three rows, each against its baseline measured in the same run:

* ``start``: ``python -I -S -c pass`` as a plain child process (the baseline) and in the sandbox
  (svafam.sandbox.run_python), ``--starts`` times each, interleaved;
* ``evaluate-refmodel``: the same predictions (this checkout's gold models, standard library
  only, of the first ``-n`` tasks of the split) scored by the baseline commit's checker (a
  ``git archive``; default 708bb4ec, the last main commit before the sandbox: candidates in a plain
  child process) and by this checkout's (the sandbox, in lockstep). Each runs once to fill its own
  RTL-output cache, then
  once timed; wall and CPU time (this process's children) and the verdicts, which must agree.

The load average is printed beside each row: the machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)


BEFORE_SANDBOX = "708bb4ec"


def children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def timed(fn) -> tuple[float, float]:
    wall, cpu = time.monotonic(), children_cpu()
    fn()
    return time.monotonic() - wall, children_cpu() - cpu


def starts(count: int) -> dict:
    from svafam.sandbox import run_python

    plain, boxed = [], []
    for _ in range(count):
        plain.append(timed(lambda: subprocess.run([sys.executable, "-I", "-S", "-c", "pass"], check=True)))
        boxed.append(timed(lambda: run_python("pass")))
    mean = lambda rows, k: sum(r[k] for r in rows) / len(rows)  # noqa: E731
    return {"runs": count, "baseline_wall_s": mean(plain, 0), "sandbox_wall_s": mean(boxed, 0),
            "baseline_cpu_s": mean(plain, 1), "sandbox_cpu_s": mean(boxed, 1), "load": os.getloadavg()[0]}


def evaluate(checkout: Path, predictions: Path, out: Path, cache: Path) -> tuple[float, float, list[str]]:
    env = {**os.environ, "PYTHONPATH": str(checkout), "SVAFAM_CACHE": str(cache), "SVAFAM_ROOT": str(ROOT)}
    cmd = [sys.executable, "-m", "svafam", "evaluate-refmodel", str(predictions), "--out", str(out), "--jobs", "2"]
    subprocess.run(cmd, env=env, cwd=ROOT, check=True, capture_output=True)  # fills this checker's cache
    wall, cpu = timed(lambda: subprocess.run(cmd, env=env, cwd=ROOT, check=True, capture_output=True))
    rows = json.loads((out / "results.json").read_text())
    return wall, cpu, [r.get("verdict", r.get("problem", "")) for r in rows]


def debug_proofs(split: str, n: int) -> dict:
    from svafam.dataset.splits import family_split
    from svafam.engine import discover, open_executor
    from svafam.scoring.debug_fix import FixChecker, load_debug_tasks

    where = family_split(json.loads((ROOT / "splits" / "splits_v1.json").read_text()))
    tasks = [t for tid, t in load_debug_tasks(ROOT / "dataset").items() if where.get(tid.split("/")[0]) == split][:n]
    items = [(f"{t.task_id}#gold", t, t.fixed) for t in tasks] + [(f"{t.task_id}#buggy", t, t.buggy) for t in tasks]
    chain = discover()
    found, runs = {}, {}
    for name, sandboxed in (("baseline", False), ("sandbox", True)):
        cpu = children_cpu() + resource.getrusage(resource.RUSAGE_SELF).ru_utime
        with open_executor("local", chain, workers=2, timeout=120) as ex:
            ex.prepare()
            FixChecker(ex, use_cache=False, sandboxed=sandboxed).check(items[:1])
            start = time.monotonic()
            results = FixChecker(ex, use_cache=False, sandboxed=sandboxed).check(items)
            wall = time.monotonic() - start
        cpu = children_cpu() + resource.getrusage(resource.RUSAGE_SELF).ru_utime - cpu
        found[name] = {k: (r.verdict, (r.counterexample or {}).get("first_divergence")) for k, r in results.items()}
        runs[name] = {"wall_s": wall, "cpu_s": cpu, "load": os.getloadavg()[0]}
    verdicts = [v for v, _ in found["sandbox"].values()]
    return {"tasks": len(tasks), "proofs": len(items), "baseline_wall_s": runs["baseline"]["wall_s"],
            "sandbox_wall_s": runs["sandbox"]["wall_s"], "baseline_cpu_s": runs["baseline"]["cpu_s"],
            "sandbox_cpu_s": runs["sandbox"]["cpu_s"], "load": [runs["baseline"]["load"], runs["sandbox"]["load"]],
            "verdicts_agree": found["baseline"] == found["sandbox"], "passes": verdicts.count("pass"),
            "fails": verdicts.count("fail"),
            "expected": all(v == "pass" if k.endswith("#gold") else v in ("fail", "refused")  # an IOFlip bug: refused
                            for k, (v, _) in found["sandbox"].items())}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=24, help="tasks of the split")
    parser.add_argument("--split", default="test")
    parser.add_argument("--starts", type=int, default=20)
    # main has the sandbox now: the baseline is the last main commit before it was merged (candidates in a plain
    # child process behind rlimits)
    parser.add_argument("--baseline", default=BEFORE_SANDBOX, help="git ref of the baseline checker")
    add_json_option(parser, "sandbox_overhead")
    args = parser.parse_args()
    recorder = Recorder("sandbox_overhead")

    figures: dict = {"start": starts(args.starts), "evaluate_debug": debug_proofs(args.split, args.n)}
    with tempfile.TemporaryDirectory(prefix="svafam-bench-sandbox-") as tmp:
        tmp = Path(tmp)
        gold = subprocess.run([sys.executable, "-m", "svafam", "gold-refmodels", "--split", args.split], cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True, capture_output=True,
                              text=True).stdout.splitlines()[:args.n]
        predictions = tmp / "gold.jsonl"
        predictions.write_text("\n".join(gold) + "\n")
        base = tmp / "baseline"
        base.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.baseline, "svafam"], check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(base)], input=archive, check=True)
        b_wall, b_cpu, b_verdicts = evaluate(base, predictions, tmp / "out-base", tmp / "cache-base")
        load_b = os.getloadavg()[0]
        s_wall, s_cpu, s_verdicts = evaluate(ROOT, predictions, tmp / "out-sandbox", tmp / "cache-sandbox")
        figures["evaluate_refmodel"] = {
            "tasks": len(gold), "baseline": args.baseline, "baseline_wall_s": b_wall, "sandbox_wall_s": s_wall,
            "baseline_cpu_s": b_cpu, "sandbox_cpu_s": s_cpu, "verdicts_agree": b_verdicts == s_verdicts,
            "passes": s_verdicts.count("pass"), "load": [load_b, os.getloadavg()[0]]}

    st, ev = figures["start"], figures["evaluate_refmodel"]
    print(f"{'row':<22}{'baseline':>12}{'sandbox':>12}{'ratio':>8}   load")
    print(f"{'start (wall, s)':<22}{st['baseline_wall_s']:>12.3f}{st['sandbox_wall_s']:>12.3f}"
          f"{st['sandbox_wall_s'] / st['baseline_wall_s']:>8.2f}   {st['load']:.1f}")
    print(f"{'start (CPU, s)':<22}{st['baseline_cpu_s']:>12.3f}{st['sandbox_cpu_s']:>12.3f}"
          f"{st['sandbox_cpu_s'] / max(st['baseline_cpu_s'], 1e-9):>8.2f}")
    print(f"{'refmodel (wall, s)':<22}{ev['baseline_wall_s']:>12.2f}{ev['sandbox_wall_s']:>12.2f}"
          f"{ev['sandbox_wall_s'] / ev['baseline_wall_s']:>8.2f}   {ev['load'][0]:.1f}, {ev['load'][1]:.1f}")
    print(f"{'refmodel (CPU, s)':<22}{ev['baseline_cpu_s']:>12.2f}{ev['sandbox_cpu_s']:>12.2f}"
          f"{ev['sandbox_cpu_s'] / ev['baseline_cpu_s']:>8.2f}")
    print(f"{ev['tasks']} tasks; verdicts agree: {ev['verdicts_agree']}; passes: {ev['passes']}")
    db = figures["evaluate_debug"]
    print(f"{'debug proofs (wall, s)':<22}{db['baseline_wall_s']:>12.2f}{db['sandbox_wall_s']:>12.2f}"
          f"{db['sandbox_wall_s'] / db['baseline_wall_s']:>8.2f}   {db['load'][0]:.1f}, {db['load'][1]:.1f}")
    print(f"{'debug proofs (CPU, s)':<22}{db['baseline_cpu_s']:>12.2f}{db['sandbox_cpu_s']:>12.2f}"
          f"{db['sandbox_cpu_s'] / db['baseline_cpu_s']:>8.2f}")
    print(f"{db['proofs']} proofs ({db['tasks']} gold fixes, {db['tasks']} buggy codes); verdicts and first divergences "
          f"agree: {db['verdicts_agree']}; {db['passes']} pass, {db['fails']} fail (as expected: {db['expected']})")
    ok = ev["verdicts_agree"] and ev["passes"] == ev["tasks"] and db["verdicts_agree"] and db["expected"]
    base = f"baseline: the checker of {args.baseline} (candidates in a plain child process)"
    recorder.save(
        args.json, title=(f"The sandbox's cost: a trivial command, evaluate-refmodel on {ev['tasks']} gold models, "
                          f"evaluate-debug's proofs of {db['proofs']} fixes"),
        what=(f"`python -I -S -c pass` {st['runs']} times as a plain child and in the sandbox, interleaved; then "
              f"`svafam evaluate-refmodel` on the same gold models (standard library only) by the checker of "
              f"{args.baseline} and by this one (sandbox, lockstep), each after a run that fills its RTL-output "
              f"cache; verdicts {'agree' if ev['verdicts_agree'] else 'DIFFER'}, {ev['passes']} of {ev['tasks']} pass. "
              f"Then evaluate-debug's proofs of {db['tasks']} gold fixes and {db['tasks']} buggy codes on the warm "
              f"server without the sandbox and as stock SBY inside it; verdicts and first divergences "
              f"{'agree' if db['verdicts_agree'] else 'DIFFER'}."),
        table={"columns": ["row", "baseline", "sandbox", "ratio"],
               "rows": [["start, wall s", round(st["baseline_wall_s"], 3), round(st["sandbox_wall_s"], 3),
                         round(st["sandbox_wall_s"] / st["baseline_wall_s"], 2)],
                        ["evaluate-refmodel, wall s", round(ev["baseline_wall_s"], 2), round(ev["sandbox_wall_s"], 2),
                         round(ev["sandbox_wall_s"] / ev["baseline_wall_s"], 2)],
                        ["evaluate-refmodel, CPU s", round(ev["baseline_cpu_s"], 2), round(ev["sandbox_cpu_s"], 2),
                         round(ev["sandbox_cpu_s"] / ev["baseline_cpu_s"], 2)],
                        ["evaluate-debug proofs, wall s", round(db["baseline_wall_s"], 2), round(db["sandbox_wall_s"], 2),
                         round(db["sandbox_wall_s"] / db["baseline_wall_s"], 2)],
                        ["evaluate-debug proofs, CPU s", round(db["baseline_cpu_s"], 2), round(db["sandbox_cpu_s"], 2),
                         round(db["sandbox_cpu_s"] / db["baseline_cpu_s"], 2)]]},
        headline=[{"label": f"evaluate-refmodel on {ev['tasks']} gold models, sandbox / plain child (wall)",
                   "value": round(ev["sandbox_wall_s"] / ev["baseline_wall_s"], 2), "unit": "x", "against": base},
                  {"label": f"evaluate-debug's proofs of {db['proofs']} fixes (gold and buggy), sandbox / warm server (wall)",
                   "value": round(db["sandbox_wall_s"] / db["baseline_wall_s"], 2), "unit": "x",
                   "against": "the same proofs on the warm server without the sandbox (how they ran before); "
                              f"verdicts {'identical' if db['verdicts_agree'] else 'DIFFERENT'}"}],
        figures=figures)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
