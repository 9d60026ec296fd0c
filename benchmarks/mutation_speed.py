#!/usr/bin/env python3
"""Mutation pool speed: mutants classified per second, cold and with the evidence reused.

    python benchmarks/mutation_speed.py                  # 3 reference families, the pool's budget
    python benchmarks/mutation_speed.py --json           # ... figures to benchmarks/results/mutation_speed.json
    python benchmarks/mutation_speed.py -n 120 --no-baseline   # the whole corpus, cold then warm
    python benchmarks/mutation_speed.py --budget all -n 4      # every opportunity of 4 families

On copies of the families (no committed file is touched):

(a) baseline: one proof job per mutant and phase (batch size 1, one family at a time):
    the straightforward flow -- a cover job per mutant, a PDR proof per unreached one;
(b) ours, cold: batches of mutants in one model read, several families' jobs in the
    same executor runs (no evidence);
(c) ours, warm: the same again, every verdict reused from the evidence just written.

(a) and (b) must reach the same verdicts (distinguishable / equivalent / unknown, and the
gold kill verdicts). Printed: candidates, mutants classified, wall and CPU seconds,
mutants classified per second, and the ratios baseline/cold and cold/warm, measured in
this run. The machine may be shared: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)

from svafam.engine import discover, open_executor  # noqa: E402
from svafam.mutation.pipeline import POOL_BUDGET, Options, mutate_families  # noqa: E402

DEFAULT = ["timer_0007", "arbiter_0001", "fifo_0001"]


def cpu_seconds() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def copy_families(names: list[str], target: Path) -> list[Path]:
    out = []
    for n in names:
        shutil.copytree(ROOT / "dataset" / n, target / n, ignore=shutil.ignore_patterns("mutation"))
        out.append(target / n)
    return out


def verdicts(families: list[Path]) -> dict[str, tuple]:
    found = {}
    for fam in families:
        for line in (fam / "mutation" / "manifest.jsonl").read_text().splitlines():
            rec = json.loads(line)
            found[rec["id"]] = (rec["verdict"], rec["gold"], tuple(rec["killed_by"] or ()))
    return found


def timed(label: str, families: list[Path], options: Options, chunk: int) -> dict:
    print(f"{label}: {len(families)} families...", file=sys.stderr, flush=True)
    cpu, start = cpu_seconds(), time.monotonic()
    with open_executor("local", discover()) as executor:
        runs = mutate_families(families, executor, options, chunk=chunk)
    wall = time.monotonic() - start
    classified = sum(r.classified for r in runs)
    return {"label": label, "families": len(families), "candidates": sum(r.candidates for r in runs),
            "classified": classified, "wall_seconds": round(wall, 2), "cpu_seconds": round(cpu_seconds() - cpu, 2),
            "jobs": sum(sum(r.ran.values()) for r in runs),
            "mutants_per_second": round(classified / wall, 2) if classified else None,
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=None, help="the first N families of dataset/ (default: 3 reference ones)")
    ap.add_argument("--budget", default=None, help="candidates per family, or 'all' (default: the pool's budget)")
    ap.add_argument("--no-baseline", action="store_true", help="skip the one-job-per-mutant baseline")
    add_json_option(ap, "mutation_speed")
    args = ap.parse_args()
    recorder = Recorder("mutation_speed")
    budget = POOL_BUDGET if args.budget is None else None if args.budget == "all" else int(args.budget)
    all_fams = sorted(p.name for p in (ROOT / "dataset").iterdir() if (p / "family.json").is_file())
    names = all_fams[:args.n] if args.n else DEFAULT
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        if not args.no_baseline:
            base = copy_families(names, Path(tmp) / "baseline")
            rows.append(timed("baseline (a job per mutant)", base, Options(budget=budget, batch_size=1, reuse=False),
                              chunk=1))
        fams = copy_families(names, Path(tmp) / "ours")
        rows.append(timed("ours, cold", fams, Options(budget=budget, reuse=False), chunk=12))
        rows.append(timed("ours, evidence reused", fams, Options(budget=budget), chunk=12))
        same = None
        if not args.no_baseline:
            same = verdicts(base) == verdicts(fams)
    print(f"{'run':<30} {'cands':>6} {'classified':>10} {'jobs':>6} {'wall s':>8} {'CPU s':>8} {'mutants/s':>10}  "
          "load average")
    for r in rows:
        rate = f"{r['mutants_per_second']:.2f}" if r["mutants_per_second"] else "-"
        print(f"{r['label']:<30} {r['candidates']:>6} {r['classified']:>10} {r['jobs']:>6} {r['wall_seconds']:>8.1f} "
              f"{r['cpu_seconds']:>8.1f} {rate:>10}  {r['load_average']}")
    cold, warm = rows[-2], rows[-1]
    if not args.no_baseline:
        print(f"baseline / cold: {rows[0]['wall_seconds'] / cold['wall_seconds']:.2f}x wall; "
              f"verdicts {'identical' if same else 'DIFFERENT'}")
    print(f"cold / evidence reused: {cold['wall_seconds'] / warm['wall_seconds']:.1f}x wall "
          f"({warm['wall_seconds']:.1f} s with every verdict reused)")
    headline = [{"label": "classifying mutants cold, one job per mutant / batched (wall)",
                 "value": round(rows[0]["wall_seconds"] / cold["wall_seconds"], 2), "unit": "x",
                 "against": "one proof job per mutant and phase, one family at a time"}] if not args.no_baseline else []
    recorder.save(
        args.json, title=f"Mutation pool: {len(names)} families, budget {budget or 'all'} candidates a family",
        what=("Copies of the families' pools built from scratch, then again with every verdict reused"
              + ("" if args.no_baseline else
                 f"; the baseline and ours must reach the same verdicts ({'they did' if same else 'THEY DID NOT'})")
              + "."),
        table={"columns": ["run", "candidates", "classified", "jobs", "wall s", "CPU s", "mutants/s"],
               "rows": [[r["label"], r["candidates"], r["classified"], r["jobs"], r["wall_seconds"], r["cpu_seconds"],
                         r["mutants_per_second"]] for r in rows]},
        headline=headline,
        figures={"budget": budget, "families": names, "runs": rows, "identical_verdicts": same})
    return 0 if same in (None, True) else 1


if __name__ == "__main__":
    sys.exit(main())
