#!/usr/bin/env python3
"""Validation speed: the naive SBY flow against the project's runner, on the same families.

    python benchmarks/validation_speed.py                 # default: the committed reference families
    python benchmarks/validation_speed.py -n 10           # the first 10 families of dataset/
    python benchmarks/validation_speed.py --growth 10,40,120   # our runner only, to show growth
    python benchmarks/validation_speed.py -n 10 --json out.json --also-process


(a) naive: one stock SBY process per job (`yowasp-sby`, WebAssembly Yosys), one after
    another, each on the job's committed .sby file -- what the public EquivSVA scripts do;
(b) ours: `svafam validate` (parallel jobs in forks of the warm SBY server), no cache;
    with --also-process also the runner that starts one SBY program per job.
Both must reach identical verdicts. The solver floor is the CPU spent inside the
solvers themselves (Bitwuzla, ABC's PDR), measured on the naive run.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from formal.family import load_interface  # noqa: E402
from formal.plan import build_plan  # noqa: E402
from engine.stock import run_stock, stock_env  # noqa: E402
from engine import discover, open_executor  # noqa: E402
from svafam.validation import validate_families  # noqa: E402

DEFAULT = ["timer_0007", "arbiter_0001", "fifo_0001"]


def copy_families(names: list[str], target: Path) -> list[Path]:
    out = []
    for n in names:
        shutil.copytree(ROOT / "dataset" / n, target / n)
        out.append(target / n)
    return out


def children_cpu() -> float:
    """CPU of every finished child process and its waited-for descendants."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def naive(families: list[Path], solver_log: Path) -> tuple[float, dict, float]:
    chain = discover()
    env = stock_env(chain, solver_log)
    verdicts, abc_cpu = {}, 0.0
    start = time.monotonic()
    for fam in families:
        for job in build_plan(load_interface(fam)).all_jobs:
            outcome, log = run_stock(fam / job.sby_file, chain, env)
            verdicts[(fam.name, job.name)] = outcome.status
            abc_cpu += sum(float(x) for x in re.findall(r"TOTAL\s+=\s+([0-9.]+) sec", log))
    return time.monotonic() - start, verdicts, abc_cpu


def ours(families: list[Path], runner: str = "warm", tool_times: Path | None = None) -> tuple[float, dict, dict]:
    chain = discover()
    os.environ["SVAFAM_RUNNER"] = runner
    if tool_times is not None:
        os.environ["SVAFAM_TOOL_TIMES"] = str(tool_times)
    start = time.monotonic()
    try:
        with open_executor("local", chain) as executor:
            results = validate_families(families, executor, use_cache=False)
    finally:
        os.environ.pop("SVAFAM_RUNNER")
        os.environ.pop("SVAFAM_TOOL_TIMES", None)
    wall = time.monotonic() - start
    verdicts, per_family = {}, {}
    for res in results:
        for r in res.records + ([res.conformance] if res.conformance else []):
            verdicts[(res.family, r["job"])] = r["status"]
        per_family[res.family] = sum(r["wall_seconds"] for r in res.records)
    return wall, verdicts, per_family


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=None, help="the first N families of dataset/ (default: 3 reference ones)")
    ap.add_argument("--growth", default=None, help="comma-separated family counts, our runner only")
    ap.add_argument("--also-process", action="store_true", help="also time the one-SBY-process-per-job runner")
    ap.add_argument("--json", type=Path, default=None, help="write the figures to this JSON file too")
    args = ap.parse_args()
    all_fams = sorted(p.name for p in (ROOT / "dataset").iterdir() if (p / "family.json").is_file())
    figures: dict = {"machine": {"cpus": os.cpu_count()}}
    if args.growth:
        print("families  jobs   wall s   jobs/s  s/family")
        figures["growth"] = []
        for n in [int(x) for x in args.growth.split(",")]:
            names = all_fams[:n]
            with tempfile.TemporaryDirectory() as tmp:
                wall, verdicts, _ = ours(copy_families(names, Path(tmp)))
            print(f"{len(names):8d}  {len(verdicts):4d}  {wall:7.1f}  {len(verdicts) / wall:7.2f}  "
                  f"{wall / len(names):8.2f}", flush=True)
            figures["growth"].append({"families": len(names), "jobs": len(verdicts), "wall_seconds": round(wall, 2)})
        _write_json(args.json, figures)
        return 0
    names = all_fams[:args.n] if args.n else DEFAULT
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        fams = copy_families(names, Path(tmp) / "a")
        log = Path(tmp) / "solver.log"
        print(f"naive: {len(names)} families, one stock SBY process per job...", file=sys.stderr, flush=True)
        cpu = children_cpu()
        n_wall, n_verdicts, abc_cpu = naive(fams, log)
        rows.append(("naive (stock SBY, seq)", n_wall, n_verdicts, children_cpu() - cpu))
        print("ours: svafam validate (warm SBY server)...", file=sys.stderr, flush=True)
        cpu, times = children_cpu(), Path(tmp) / "tool-times.txt"
        o_wall, o_verdicts, _ = ours(copy_families(names, Path(tmp) / "b"), tool_times=times)
        rows.append(("ours (warm server)", o_wall, o_verdicts, children_cpu() - cpu))
        by_program = program_cpu(times)
        if args.also_process:
            print("ours: one SBY process per job...", file=sys.stderr, flush=True)
            cpu = children_cpu()
            p_wall, p_verdicts, _ = ours(copy_families(names, Path(tmp) / "c"), runner="process")
            rows.append(("ours (SBY process/job)", p_wall, p_verdicts, children_cpu() - cpu))
        bitwuzla_cpu = sum(float(line.split()[1]) for line in log.read_text().splitlines()) if log.exists() else 0.0
    same = all(v == n_verdicts for _, _, v, _ in rows)
    jobs = len(o_verdicts)
    print(f"families: {names[0]} ... {names[-1]} ({len(names)})" if len(names) > 5 else f"families: {', '.join(names)}")
    print(f"{'':24s}{'wall s':>9s}{'s/family':>10s}{'jobs/s':>9s}{'naive/this':>12s}{'CPU s':>9s}")
    for label, wall, _, cpu in rows:
        print(f"{label:24s}{wall:9.1f}{wall / len(names):10.2f}{jobs / wall:9.2f}{n_wall / wall:11.2f}x{cpu:9.1f}")
    print(f"ratio naive/ours: {n_wall / o_wall:.2f}x   identical verdicts: {'yes' if same else 'NO'} ({jobs} jobs)")
    print(f"solver floor (CPU inside Bitwuzla and ABC PDR, naive run): {bitwuzla_cpu + abc_cpu:.2f} s "
          f"(bitwuzla {bitwuzla_cpu:.2f}, abc {abc_cpu:.2f})")
    print("CPU inside the warm server's programs (own CPU, s): "
          + ", ".join(f"{prog} {cpu:.1f} ({n} runs)" for prog, (n, cpu) in sorted(by_program.items())))
    for label, _, verdicts, _ in rows[1:]:
        for k in sorted(set(n_verdicts) | set(verdicts)):
            if n_verdicts.get(k) != verdicts.get(k):
                print(f"  differs ({label}): {k}: naive {n_verdicts.get(k)} this {verdicts.get(k)}")
    figures.update({
        "families": names, "jobs": jobs, "identical_verdicts": same,
        "runs": {label: {"wall_seconds": round(wall, 2), "seconds_per_family": round(wall / len(names), 3),
                         "jobs_per_second": round(jobs / wall, 3), "ratio_naive_over_this": round(n_wall / wall, 3),
                         "cpu_seconds": round(cpu, 2)}
                 for label, wall, _, cpu in rows},
        "warm_server_program_cpu_seconds": {prog: round(cpu, 2) for prog, (_, cpu) in by_program.items()},
        "solver_floor_seconds": {"bitwuzla": round(bitwuzla_cpu, 2), "abc": round(abc_cpu, 2)},
    })
    _write_json(args.json, figures)
    return 0 if same else 1


def program_cpu(times: Path) -> dict[str, tuple[int, float]]:
    """program -> (runs, own CPU seconds) from the SVAFAM_TOOL_TIMES file."""
    out: dict[str, tuple[int, float]] = {}
    if times.exists():
        for line in times.read_text().splitlines():
            prog, _wall, cpu = line.split()
            n, total = out.get(prog, (0, 0.0))
            out[prog] = (n + 1, total + float(cpu))
    return out


def _write_json(path: Path | None, figures: dict) -> None:
    if path is not None:
        path.write_text(json.dumps(figures, indent=2) + "\n")
        print(f"figures written to {path}")


if __name__ == "__main__":
    sys.exit(main())
