#!/usr/bin/env python3
"""Dataset browser speed: `svafam site` for the whole corpus (or some families), three ways in one run.

    python benchmarks/site_speed.py                 # every family of dataset/
    python benchmarks/site_speed.py -n 10           # the first 10 families
    python benchmarks/site_speed.py -n 30 --json    # ... figures to benchmarks/results/site_speed.json
    python benchmarks/site_speed.py --json out.json

(a) baseline: one process (--jobs 1), an empty picture cache: every waveform drawn in turn;
(b) ours, cold: worker processes (--jobs = CPU count), an empty picture cache;
(c) ours, warm: the same again, the pictures from the cache (b) filled.

Each run is `svafam site` in a child process with its own cache folder; the three sites must
be byte-identical. Printed: pages, wall and CPU seconds (the child and its workers), and the
ratios baseline/cold and cold/warm, measured in this run. The machine may be shared: the
load average is printed beside the figures; CPU seconds / workers is the wall time the run
would take on idle cores.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)


def children_cpu() -> float:
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return kids.ru_utime + kids.ru_stime


def digest(root: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(root.rglob("*")):
        if p.is_file():
            h.update(p.relative_to(root).as_posix().encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def run(label: str, out: Path, cache: Path, jobs: int, families: list[str]) -> dict:
    argv = [sys.executable, "-m", "svafam.cli", "site", "--out", str(out), "--jobs", str(jobs)]
    for fam in families:
        argv += ["--family", fam]
    env = dict(os.environ, SVAFAM_CACHE=str(cache))
    load = os.getloadavg()[0]
    cpu, wall = children_cpu(), time.monotonic()
    result = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True,
                            stdin=subprocess.DEVNULL, check=False)
    wall, cpu = time.monotonic() - wall, children_cpu() - cpu
    if result.returncode != 0:
        sys.exit(f"{label}: svafam site failed:\n{result.stderr}")
    pages = len(json.loads((out / "site.json").read_text())["pages"])
    row = {"run": label, "jobs": jobs, "pages": pages, "wall_s": round(wall, 1), "cpu_s": round(cpu, 1),
           "cpu_per_worker_s": round(cpu / jobs, 1), "load_before": round(load, 1), "digest": digest(out)}
    print(f"{label:<24} jobs {jobs}  pages {pages}  wall {wall:6.1f} s  cpu {cpu:6.1f} s  "
          f"cpu/worker {cpu / jobs:6.1f} s  (load {load:.1f})", flush=True)
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=None, help="only the first N families")
    add_json_option(parser, "site_speed")
    args = parser.parse_args()
    recorder = Recorder("site_speed")
    families = sorted(p.name for p in (ROOT / "dataset").iterdir() if (p / "family.json").is_file())
    chosen = families[:args.n] if args.n else []
    workers = os.cpu_count() or 1
    print(f"{len(chosen) or len(families)} families, {workers} CPUs")
    with tempfile.TemporaryDirectory(prefix="svafam-site-bench-") as tmp:
        tmp = Path(tmp)
        rows = [run("(a) baseline: 1 process", tmp / "a", tmp / "cache-a", 1, chosen),
                run("(b) ours: cold", tmp / "b", tmp / "cache-b", workers, chosen),
                run("(c) ours: warm", tmp / "c", tmp / "cache-b", workers, chosen)]
    same = len({r["digest"] for r in rows}) == 1
    a, b, c = rows
    figures = {"families": len(chosen) or len(families), "cpus": workers, "runs": rows, "identical_sites": same,
               "wall_ratio_baseline_over_cold": round(a["wall_s"] / b["wall_s"], 2),
               "wall_ratio_cold_over_warm": round(b["wall_s"] / c["wall_s"], 2),
               "cpu_ratio_baseline_over_cold": round(a["cpu_s"] / b["cpu_s"], 2)}
    print(f"wall: baseline/cold {figures['wall_ratio_baseline_over_cold']}x, cold/warm "
          f"{figures['wall_ratio_cold_over_warm']}x; the three sites byte-identical: {same}")
    recorder.save(
        args.json, title=f"Dataset browser: `svafam site` for {figures['families']} families, three ways",
        what=("Each run is `svafam site` in a child process with its own picture cache; the three sites must be "
              f"byte-identical ({'they were' if same else 'THEY WERE NOT'})."),
        table={"columns": ["run", "worker processes", "pages", "wall s", "CPU s", "CPU s per worker"],
               "rows": [[r["run"], r["jobs"], r["pages"], r["wall_s"], r["cpu_s"], r["cpu_per_worker_s"]]
                        for r in rows]},
        headline=[{"label": f"building the site of {figures['families']} families, one process / "
                            f"{workers} workers (wall)",
                   "value": figures["wall_ratio_baseline_over_cold"], "unit": "x",
                   "against": "the same build in one process, every picture drawn"},
                  {"label": "the same, every picture drawn / pictures from the cache (wall)",
                   "value": figures["wall_ratio_cold_over_warm"], "unit": "x",
                   "against": "the cold build of the same run"}],
        figures=figures)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
