#!/usr/bin/env python3
"""Scoring speed: `svafam evaluate` on the gold properties of a split, against a baseline in the same run.

    python benchmarks/scoring_speed.py                      # the whole test split, --no-cache, once each
    python benchmarks/scoring_speed.py -n 16 --json           # figures to benchmarks/results/scoring_speed.json
    python benchmarks/scoring_speed.py -n 16 --json out.json
    python benchmarks/scoring_speed.py --baseline <git ref>  # an older scorer from `git archive`
    python benchmarks/scoring_speed.py --distinct          # every task's properties under its own labels

Both run `svafam evaluate gold.jsonl --no-cache` on the same predictions (the gold properties of
every task of the split, `svafam gold-predictions`), one after the other, in one run of this
script. The baseline (``--baseline process``, the default) is today's scorer with one stock SBY
program per job (``--executor process``); ``--baseline REF`` runs the scorer of a `git archive`
of REF instead (it must read today's export: the scorer before issue 15 does not read the
temporal properties' fields, so it can no longer be the baseline on today's dataset). Ours is
today's scorer on the warm server (``--executor local``). It prints wall and CPU time of each,
the ratio, the load average around each run (the machine may be shared), and checks that both
find every gold property sound and that they agree on every soundness verdict and every mutant
each property kills.

The four variants of a family share their gold properties, so today's scorer asks some jobs
four times (the design-free ones and those on the mutants) and runs each once. Model responses
differ from task to task; ``--distinct`` renames every task's property labels (P1_RESET ->
P1_RESET_v2), so that no two tasks ask the same job and the figures show the checks' full cost.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)


def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True).stdout.strip()


def unpack(ref: str, target: Path) -> Path:
    target.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive, check=True)
    return target


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def evaluate(tree: Path, preds: Path, split: str, out: Path, extra: tuple[str, ...] = (),
             data: Path = ROOT) -> dict:
    """`svafam evaluate` of the code in ``tree`` on the dataset of ``data``: wall, CPU, load average, metrics
    and records."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    where = subprocess.run([sys.executable, "-c", "import svafam; print(svafam.__file__)"], env=env, cwd=tree,
                           capture_output=True, text=True, check=True).stdout.strip()
    if not Path(where).is_relative_to(tree):
        sys.exit(f"{tree}: python imports svafam from {where}, not from the tree under test")
    argv = [sys.executable, "-m", "svafam.cli", "evaluate", str(preds), "--split", split, "--no-cache",
            "--dataset", str(data / "dataset"), "--splits", str(data / "splits" / "splits_v1.json"), "--out", str(out),
            *extra]
    load, cpu, start = os.getloadavg()[0], children_cpu(), time.monotonic()
    run = subprocess.run(argv, env=env, cwd=tree, capture_output=True, text=True)
    wall, cpu = time.monotonic() - start, children_cpu() - cpu
    if run.returncode != 0:
        sys.exit(f"{tree}: evaluate failed ({run.returncode}):\n{run.stderr[-2000:]}")
    return {"wall_s": round(wall, 1), "cpu_s": round(cpu, 1), "load_before": round(load, 2),
            "load_after": round(os.getloadavg()[0], 2),
            "metrics": json.loads((out / "metrics.json").read_text()),
            "records": json.loads((out / "results.json").read_text())}


def verdicts(records: list[dict]) -> dict[tuple[int, str], tuple[str, tuple[str, ...]]]:
    """(line, property) -> (soundness, mutants it kills); the old records call kills "detects"."""
    return {(r["line"], p["id"]): (p["soundness"], tuple(sorted(p.get("kills", p.get("detects", [])))))
            for r in records for p in r["properties"]}


def distinct(line: str) -> str:
    """The gold of one task with its assertion labels made its own (our generated text, not model output)."""
    rec = json.loads(line)
    variant = rec["task_id"].split("/")[1]
    rec["response"] = re.sub(r"^(\s*)(\w+): assert property", rf"\1\2_{variant}: assert property", rec["response"],
                             flags=re.M)
    return json.dumps(rec)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--split", default="test")
    ap.add_argument("-n", type=int, default=None, help="only the first N tasks of the split")
    ap.add_argument("--baseline", default="process",
                    help="'process' (default): today's scorer, one stock SBY program per job; or a git ref")
    ap.add_argument("--distinct", action="store_true", help="give every task's properties labels of its own")
    add_json_option(ap, "scoring_speed")
    args = ap.parse_args()
    recorder = Recorder("scoring_speed")
    by_process = args.baseline == "process"
    if by_process:
        base_label = "baseline: today's scorer, one stock SBY program per job (--executor process)"
    else:
        base_label = f"baseline: the scorer of {git('rev-parse', '--short', args.baseline)} (git archive)"
    ours_label = "ours: today's scorer on the warm server (--executor local)"
    with tempfile.TemporaryDirectory(prefix="svafam-scoring-bench-") as tmp:
        tmp = Path(tmp)
        gold = subprocess.run([sys.executable, "-m", "svafam.cli", "gold-predictions", "--split", args.split],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout.splitlines()
        preds = tmp / "gold.jsonl"
        preds.write_text("".join((distinct(line) if args.distinct else line) + "\n" for line in gold[:args.n]))
        print(f"{len(gold[:args.n])} tasks of the {args.split} split, gold properties as predictions"
              f"{' (labels made distinct per task)' if args.distinct else ''}, --no-cache; "
              f"{base_label}; today {git('rev-parse', '--short', 'HEAD')}"
              f"{' (+ uncommitted changes)' if git('status', '--porcelain', '--untracked-files=no') else ''}",
              flush=True)
        if by_process:
            old = evaluate(ROOT, preds, args.split, tmp / "old.eval", ("--executor", "process"))
        else:
            old = evaluate(unpack(args.baseline, tmp / "old"), preds, args.split, tmp / "old.eval")
        print(f"{base_label}: {old['wall_s']} s wall, {old['cpu_s']} s CPU (load {old['load_before']} -> "
              f"{old['load_after']})", flush=True)
        new = evaluate(ROOT, preds, args.split, tmp / "new.eval", ("--executor", "local"))
        print(f"{ours_label}: {new['wall_s']} s wall, {new['cpu_s']} s CPU (load {new['load_before']} -> "
              f"{new['load_after']})", flush=True)
    o_old, o_new = old["metrics"]["overall"], new["metrics"]["overall"]
    v_old, v_new = verdicts(old["records"]), verdicts(new["records"])
    problems = []
    if v_old != v_new:
        differ = sorted(k for k in v_old.keys() | v_new.keys() if v_old.get(k) != v_new.get(k))
        problems.append(f"{len(differ)} properties with different verdicts, e.g. {differ[:3]}")
    if o_old["sound"] != o_old["interface_only"] or o_new["good"] != o_new["interface_only"]:
        problems.append("not every gold property is sound (baseline) or good (ours)")
    if o_new["gold_implied"] != o_new["gold_properties"] or o_new["passes"] != o_new["responses"]:
        problems.append("today's scorer does not give the gold 100% gold coverage and passes")
    jobs = new["metrics"]["formal_jobs"]
    print(f"\n| scorer | wall s | CPU s |\n|---|---|---|\n| {base_label} | {old['wall_s']} | {old['cpu_s']} |\n"
          f"| {ours_label} | {new['wall_s']} | {new['cpu_s']} |")
    print(f"\nbaseline / ours: {old['wall_s'] / new['wall_s']:.2f}x wall, {old['cpu_s'] / new['cpu_s']:.2f}x CPU; "
          f"{o_new['interface_only']} properties, verdicts {'identical' if v_old == v_new else 'DIFFERENT'}; "
          f"{jobs['run']} formal jobs run ({jobs['asked']} asked); gold coverage {100 * o_new['gold_coverage']:.1f}%, "
          f"mutants killed {o_new['mutants_killed']}/{o_new['mutants_in_pools']}")
    tasks = len(gold[:args.n])
    recorder.save(
        args.json, title=f"Scoring SVA: the gold properties of {tasks} tasks of the {args.split} split"
                         f"{', labels distinct per task' if args.distinct else ''}",
        what=(f"`svafam evaluate --no-cache` twice on the same predictions ({o_new['interface_only']} properties, "
              f"{jobs['run']} formal jobs run of {jobs['asked']} asked); both runs must agree on every soundness "
              f"verdict and killed mutant ({'they did' if not problems else 'PROBLEMS: ' + '; '.join(problems)})."),
        table={"columns": ["scorer", "wall s", "CPU s"],
               "rows": [[base_label, old["wall_s"], old["cpu_s"]], [ours_label, new["wall_s"], new["cpu_s"]]]},
        headline=[{"label": f"scoring the gold SVA of {tasks} tasks, baseline / `--executor local` (wall)",
                   "value": round(old["wall_s"] / new["wall_s"], 2), "unit": "x", "against": base_label}],
        figures={"baseline": args.baseline, "tasks": tasks, "distinct": args.distinct,
                 "old": {k: old[k] for k in ("wall_s", "cpu_s", "load_before", "load_after")},
                 "new": {k: new[k] for k in ("wall_s", "cpu_s", "load_before", "load_after")},
                 "formal_jobs": jobs, "problems": problems})
    for p in problems:
        print(f"PROBLEM: {p}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
