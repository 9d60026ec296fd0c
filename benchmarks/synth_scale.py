#!/usr/bin/env python3
"""Synthesis at scale: synthesize, build and validate N families, for growing N.

    python benchmarks/synth_scale.py                      # 100 and 300 families
    python benchmarks/synth_scale.py --sizes 100,300,1000 --json   # figures to benchmarks/results/synth_scale.json

Each size is a fresh `svafam synth` run (its own seed, so no spec and no oracle conversion is
shared with another size) into a temporary folder, on the local executor. Then the whole
clone audit (`svafam audit`: syntactic and semantic, every pair) runs on the admitted corpus,
which must be clean. Printed per size: families per hour, admission rate, clones removed and
left, wall and CPU seconds per family, the share of the machine's CPU its host took for
others meanwhile (on a virtual machine), and the growth ratio of the per-family wall time
against the smallest size measured in the same run (near-linear growth: a ratio near 1).

The paper estimate scales the measured CPU per family to 10,000 and 100,000 families on a Ray
cluster of 8 machines x 16 cores, and bounds the clone removal as if it grew with all pairs
(quadratic) from its measured time per pair.
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

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)

MACHINES, CORES = 8, 16


def cpu_children() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def cpu_ticks() -> tuple[int, int] | None:
    """(ticks stolen by the hypervisor, all ticks) of the whole machine so far; None off Linux."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    return (fields[7] if len(fields) > 7 else 0), sum(fields[:8])


def stolen_share(before: tuple[int, int] | None) -> float | None:
    """The share of the machine's CPU time a virtual machine's host took for others since ``before``:
    on a shared VM this is why the same run can take 10-20% longer from one hour to the next."""
    after = cpu_ticks()
    if before is None or after is None or after[1] == before[1]:
        return None
    return (after[0] - before[0]) / (after[1] - before[1])


def run_size(n: int, seed: int, folder: Path, jobs: int) -> dict:
    out = folder / f"n{n}"
    ticks = cpu_ticks()
    cpu0, t0 = cpu_children(), time.monotonic()
    res = subprocess.run([sys.executable, "-m", "svafam", "synth", "--count", str(n), "--seed", str(seed),
                          "--out", str(out), "--jobs", str(jobs)], capture_output=True, text=True)
    wall, cpu, stolen = time.monotonic() - t0, cpu_children() - cpu0, stolen_share(ticks)
    if res.returncode != 0:
        raise SystemExit(f"svafam synth --count {n} failed ({res.returncode}):\n{res.stderr[-3000:]}")
    report = json.loads((out / "synthesis_report.json").read_text(encoding="utf-8"))
    t1 = time.monotonic()
    audit = subprocess.run([sys.executable, "-m", "svafam", "audit", "--dataset", str(out / "dataset"),
                            "--jobs", str(jobs)], capture_output=True, text=True)
    audit_wall = time.monotonic() - t1
    totals = report["totals"]
    return {"n": n, "seed": seed, "wall": wall, "cpu": cpu, "stolen_share": stolen, "admitted": totals["admitted"],
            "rejected": totals["rejected"], "clones_removed": totals["clones"],
            "admission_rate": totals["admission_rate"], "rejects": report["rejects_per_reason"],
            "dedup_seconds": report["timing"]["dedup_seconds"], "build_seconds": report["timing"]["build_seconds"],
            "audit_clean": audit.returncode == 0, "audit_wall": audit_wall,
            "audit_tail": audit.stdout.strip().splitlines()[-1] if audit.stdout.strip() else audit.stderr[-300:]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="100,300")
    ap.add_argument("--seed", type=int, default=1000, help="seed of the first size; size k uses seed + k")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    add_json_option(ap, "synth_scale")
    ap.add_argument("--keep", type=Path, default=None, help="keep the corpora in this folder")
    args = ap.parse_args()
    recorder = Recorder("synth_scale")
    sizes = [int(s) for s in args.sizes.split(",")]
    rows = []
    with tempfile.TemporaryDirectory(prefix="svafam-synth-bench-") as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        for k, n in enumerate(sizes):
            row = run_size(n, args.seed + k, folder, args.jobs)
            rows.append(row)
            print(f"n={n}: {row['admitted']} admitted in {row['wall']:.0f} s", flush=True)
    base = rows[0]
    base_per = base["wall"] / base["n"]
    print()
    print("| families (candidates) | admitted | admission rate | clones removed | clones left (audit) | wall s | "
          "families/hour | wall s/family | CPU s/family | growth vs first size | CPU stolen by the host |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        per = r["wall"] / r["n"]
        print(f"| {r['n']} | {r['admitted']} | {r['admission_rate']:.1%} | {r['clones_removed']} | "
              f"{'0' if r['audit_clean'] else 'NOT CLEAN'} | {r['wall']:.0f} | "
              f"{r['admitted'] / r['wall'] * 3600:.0f} | "
              f"{per:.2f} | {r['cpu'] / r['n']:.2f} | {per / base_per:.2f}x | "
              f"{'n/a' if r['stolen_share'] is None else format(r['stolen_share'], '.1%')} |")
    for r in rows:
        if r["rejects"]:
            print(f"n={r['n']} rejects: {r['rejects']}")
    last = rows[-1]
    cpu_per = last["cpu"] / last["n"]
    pair_cost = last["dedup_seconds"] / max(1, last["n"] * (last["n"] + 120) / 2)
    print()
    print(f"Paper estimate, Ray cluster of {MACHINES} x {CORES} cores, from {cpu_per:.2f} CPU s per family "
          f"(n={last['n']}) and {pair_cost * 1e3:.3f} ms per clone-check pair (one core):")
    for n in (10_000, 100_000):
        build_h = n * cpu_per / (MACHINES * CORES) / 3600
        dedup_h = pair_cost * n * (n + 120) / 2 / 3600
        print(f"  {n:>7,} families: build {build_h:.2f} h on the cluster; clone removal, if it grew with all pairs "
              f"(an upper bound: fingerprints are linear, token checks stay in a length window), one process "
              f"{dedup_h:.1f} h")
    table_rows = [[r["n"], r["admitted"], f"{r['admission_rate']:.1%}", r["clones_removed"],
                   0 if r["audit_clean"] else "NOT CLEAN", round(r["wall"]), round(r["admitted"] / r["wall"] * 3600),
                   round(r["cpu"] / r["n"], 2), f"{(r['wall'] / r['n']) / base_per:.2f}x"] for r in rows]
    recorder.save(
        args.json, title=f"Synthetic corpora: `svafam synth` at {', '.join(str(r['n']) for r in rows)} candidates",
        what="Each size a fresh run into an empty folder, then `svafam audit` on the admitted corpus, which must be clean.",
        table={"columns": ["candidates", "admitted", "admission rate", "clones removed", "clones left (audit)",
                           "wall s", "families/hour", "CPU s/family", "wall s/family vs the first size"],
               "rows": table_rows},
        headline=[{"label": f"families admitted per hour at {last['n']} candidates",
                   "value": round(last["admitted"] / last["wall"] * 3600), "unit": "",
                   "against": "no baseline: an absolute rate on this machine"}],
        figures={"rows": rows})


if __name__ == "__main__":
    main()
