#!/usr/bin/env python3
"""Validation speed: two baselines, the project's executors, and a paper estimate at scale.

    python benchmarks/validation_speed.py                        # the 3 reference families
    python benchmarks/validation_speed.py -n 10 --json           # the first 10 families; benchmarks/results/
    python benchmarks/validation_speed.py -n 10 --json out.json  # ... the figures to another file
    python benchmarks/validation_speed.py -n 10 --ray 1,2        # also Ray with 1 and 2 workers
    python benchmarks/validation_speed.py -n 10 --ray 1,2 --repeat 3   # best of 3 interleaved rounds
    python benchmarks/validation_speed.py -n 120 --no-naive      # the whole corpus (naive: ~40 s a family)
    python benchmarks/validation_speed.py --growth 10,40,120     # ours alone, growing corpus

Runs, all on the same families and each from scratch (no evidence reused):

naive    one stock SBY process per job (`yowasp-sby`, WebAssembly Yosys), one after another, on the
         job's committed .sby file -- what the public EquivSVA scripts do;
strong   what a careful user would run instead: stock SBY per job with the native Yosys of `pyosys`,
         as many jobs in parallel as cores (`--executor process`);
ours     `--executor local`: the warm SBY server and its direct job path;
ray N    `--executor ray` with N workers on a Ray instance on this machine (its start-up is timed
         apart: a cluster is started once for many runs).
--exec-abc  also ours with one ABC program per proof (`SVAFAM_WARM_ABC=0`), the warm ABC's
         own measure (printed as that row over ours, wall and CPU).

Every run must reach the same verdicts as the first one. The ratios are printed against
both baselines; the Ray rows also as their overhead over `ours`. The paper estimate scales
the measured CPU per family of `ours` to 10,000 families on 8 machines of 16 cores.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from figures import Recorder, add_json_option  # noqa: E402  (benchmarks/figures.py)

from svafam.engine import discover, open_executor  # noqa: E402
from svafam.engine.stock import run_stock, stock_env  # noqa: E402
from svafam.formal.family import load_interface  # noqa: E402
from svafam.formal.plan import build_plan  # noqa: E402
from svafam.pipeline.validation import validate_families  # noqa: E402

DEFAULT = ["timer_0007", "arbiter_0001", "fifo_0001"]
EXEC_ABC_LABEL = "ours, one ABC program per proof (no warm ABC)"
PAPER_FAMILIES, PAPER_MACHINES, PAPER_CORES = 10_000, 8, 16


@dataclass
class Run:
    label: str
    wall: float
    verdicts: dict
    cpu: float | None          # CPU of the run's processes, when they are our children
    startup: float = 0.0       # not in wall: a cluster's start-up
    extra: dict = field(default_factory=dict)


def copy_families(names: list[str], target: Path) -> list[Path]:
    out = []
    for n in names:
        shutil.copytree(ROOT / "dataset" / n, target / n, ignore=shutil.ignore_patterns("evidence"))
        out.append(target / n)
    return out


def children_cpu() -> float:
    """CPU of every finished child process and its waited-for descendants."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def naive(families: list[Path], solver_log: Path) -> Run:
    chain = discover()
    env = stock_env(chain, solver_log)
    verdicts, abc_cpu = {}, 0.0
    cpu, start = children_cpu(), time.monotonic()
    for fam in families:
        for job in build_plan(load_interface(fam)).all_jobs:
            outcome, log = run_stock(fam / job.sby_file, chain, env)
            verdicts[(fam.name, job.name)] = outcome.status
            abc_cpu += sum(float(x) for x in re.findall(r"TOTAL\s+=\s+([0-9.]+) sec", log))
    wall = time.monotonic() - start
    bitwuzla = sum(float(ln.split()[1]) for ln in solver_log.read_text().splitlines()) if solver_log.exists() else 0.0
    return Run("naive: stock SBY, WebAssembly Yosys, sequential", wall, verdicts, children_cpu() - cpu,
               extra={"solver_floor": {"bitwuzla": round(bitwuzla, 2), "abc": round(abc_cpu, 2)}})


def with_executor(label: str, name: str, families: list[Path], workers: int | None = None,
                  tool_times: Path | None = None, env: dict[str, str] | None = None) -> Run:
    chain = discover()
    extra_env = dict(env or {}, **({"SVAFAM_TOOL_TIMES": str(tool_times)} if tool_times is not None else {}))
    saved = {key: os.environ.get(key) for key in extra_env}
    os.environ.update(extra_env)  # the warm server takes the caller's environment
    cpu = children_cpu()
    started = time.monotonic()
    try:
        with open_executor(name, chain, workers=workers) as executor:
            executor.prepare()
            ready = time.monotonic()
            results = validate_families(families, executor, use_cache=False)
            wall = time.monotonic() - ready
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    verdicts = {(res.family, r["job"]): r["status"]
                for res in results for r in res.records + ([res.conformance] if res.conformance else [])}
    # Ray's workers are not our children until its instance shuts down: their CPU is not comparable
    run_cpu = children_cpu() - cpu if name != "ray" else None
    startup = ready - started if name == "ray" else 0.0
    return Run(label, wall + (0.0 if name == "ray" else ready - started), verdicts, run_cpu, startup)


def program_cpu(times: Path) -> dict[str, tuple[int, float]]:
    """program -> (runs, own CPU seconds) from the SVAFAM_TOOL_TIMES file."""
    out: dict[str, tuple[int, float]] = {}
    if times.exists():
        for line in times.read_text().splitlines():
            prog, _wall, cpu = line.split()
            n, total = out.get(prog, (0, 0.0))
            out[prog] = (n + 1, total + float(cpu))
    return out


def paper_estimate(ours: Run, families: int, ray_efficiency: float | None) -> dict:
    """Wall time for PAPER_FAMILIES on PAPER_MACHINES x PAPER_CORES, from our measured CPU per family."""
    cpu_per_family = ours.cpu / families
    cores = PAPER_MACHINES * PAPER_CORES
    efficiency = min(1.0, ray_efficiency) if ray_efficiency else 0.85
    seconds = PAPER_FAMILIES * cpu_per_family / (cores * efficiency)
    return {"families": PAPER_FAMILIES, "machines": PAPER_MACHINES, "cores_per_machine": PAPER_CORES,
            "cpu_seconds_per_family": round(cpu_per_family, 3), "parallel_efficiency": round(efficiency, 3),
            "efficiency_source": "measured: ray at 2 workers vs ours" if ray_efficiency else "assumed",
            "estimated_wall_seconds": round(seconds, 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=None, help="the first N families of dataset/ (default: 3 reference ones)")
    ap.add_argument("--no-naive", action="store_true", help="skip the naive baseline (about 40 s a family)")
    ap.add_argument("--no-strong", action="store_true", help="skip the strong baseline")
    ap.add_argument("--ray", default="", help="comma-separated Ray worker counts to run too, e.g. 1,2")
    ap.add_argument("--exec-abc", action="store_true",
                    help="also run ours with one ABC program per proof (SVAFAM_WARM_ABC=0), to measure the warm ABC")
    ap.add_argument("--growth", default=None, help="comma-separated family counts, ours only")
    ap.add_argument("--repeat", type=int, default=1,
                    help="run strong, ours and the Ray rows this many times, interleaved, and keep each one's best "
                         "(a shared machine's load drifts; the naive baseline runs once)")
    add_json_option(ap, "validation_speed")
    args = ap.parse_args()
    recorder = Recorder("validation_speed")
    figures_load = [round(x, 2) for x in os.getloadavg()]
    all_fams = sorted(p.name for p in (ROOT / "dataset").iterdir() if (p / "family.json").is_file())
    figures: dict = {"machine": {"cpus": os.cpu_count()}, "load_average_at_start": figures_load}
    if args.growth:
        return growth(all_fams, [int(x) for x in args.growth.split(",")], args.json, figures, recorder)
    names = all_fams[:args.n] if args.n else DEFAULT
    runs: list[Run] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if not args.no_naive:
            say(f"naive: {len(names)} families, one stock SBY process per job, one at a time...")
            runs.append(naive(copy_families(names, work / "naive"), work / "solver.log"))
        # (label, executor, workers, environment): run --repeat times, interleaved, so load drifts hit every row alike
        rows: list[tuple[str, str, int | None, dict]] = []
        if not args.no_strong:
            rows.append((f"strong: stock SBY, native Yosys, {os.cpu_count()} at a time", "process", None, {}))
        rows.append(("ours: --executor local", "local", None, {}))
        if args.exec_abc:
            rows.append((EXEC_ABC_LABEL, "local", None, {"SVAFAM_WARM_ABC": "0"}))
        rows += [(f"ray, {n} worker{'s' if n > 1 else ''}", "ray", n, {})
                 for n in (int(x) for x in args.ray.split(",") if x)]
        tries: dict[str, list[Run]] = {label: [] for label, *_ in rows}
        times: dict[int, Path] = {}
        for round_ in range(args.repeat):
            for i, (label, executor, workers, env) in enumerate(rows):
                say(f"{label} (round {round_ + 1} of {args.repeat})...")
                folder = work / f"r{round_}-{i}-{executor}{workers or ''}"
                ours_row = label.startswith("ours:")
                tool_times = times.setdefault(round_, work / f"tool-times-{round_}.txt") if ours_row else None
                tries[label].append(with_executor(label, executor, copy_families(names, folder), workers=workers,
                                                  tool_times=tool_times, env=env))
        for label, *_ in rows:
            best = min(tries[label], key=lambda r: r.wall)
            best.extra["walls_of_every_round"] = [round(r.wall, 2) for r in tries[label]]
            best.extra["same_verdicts_every_round"] = all(r.verdicts == best.verdicts for r in tries[label])
            runs.append(best)
        ours = next(r for r in runs if r.label.startswith("ours:"))
        by_program = program_cpu(times[tries[ours.label].index(ours)])
        figures["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    return report(names, runs, ours, by_program, figures, args.json, recorder)


def report(names: list[str], runs: list[Run], ours: Run, by_program: dict, figures: dict, json_path: Path | None,
           recorder: Recorder) -> int:
    first = runs[0].verdicts
    same = all(r.verdicts == first and r.extra.get("same_verdicts_every_round", True) for r in runs)
    jobs = len(ours.verdicts)
    baselines = [r for r in runs if r.label.startswith(("naive", "strong"))]
    print(f"families: {names[0]} ... {names[-1]} ({len(names)})" if len(names) > 5 else f"families: {', '.join(names)}")
    head = f"{'run':52s}{'wall s':>9s}{'s/family':>10s}{'jobs/s':>8s}{'CPU s':>9s}"
    head += "".join(f"{b.label.split(':')[0] + '/this':>13s}" for b in baselines)
    print(head)
    for r in runs:
        cpu = f"{r.cpu:9.1f}" if r.cpu is not None else f"{'-':>9s}"
        line = f"{r.label:52s}{r.wall:9.1f}{r.wall / len(names):10.2f}{jobs / r.wall:8.2f}{cpu}"
        line += "".join(f"{b.wall / r.wall:12.2f}x" for b in baselines)
        if r.startup:
            line += f"   (+{r.startup:.1f} s Ray start-up)"
        if len(r.extra.get("walls_of_every_round", [])) > 1:
            line += f"   best of {', '.join(f'{w:.1f}' for w in r.extra['walls_of_every_round'])}"
        print(line)
    for b in baselines:
        if b.cpu and ours.cpu:  # the steadier figure on a shared machine
            print(f"CPU, {b.label.split(':')[0]} / ours: {b.cpu / ours.cpu:.2f}x ({b.cpu:.1f} s / {ours.cpu:.1f} s)")
    exec_abc = next((r for r in runs if r.label == EXEC_ABC_LABEL), None)
    if exec_abc is not None:
        print(f"warm ABC: one ABC per proof / ours: wall {exec_abc.wall / ours.wall:.3f}x"
              + (f", CPU {exec_abc.cpu / ours.cpu:.3f}x" if exec_abc.cpu and ours.cpu else ""))
    ray_rows = [r for r in runs if r.label.startswith("ray")]
    for r in ray_rows:
        print(f"overhead of {r.label} over ours: {100 * (r.wall - ours.wall) / ours.wall:+.1f}%")
    print(f"identical verdicts: {'yes' if same else 'NO'} ({jobs} jobs, {len(runs)} runs)")
    for r in runs[1:]:
        for k in sorted(set(first) | set(r.verdicts)):
            if first.get(k) != r.verdicts.get(k):
                print(f"  differs ({r.label}): {k}: {runs[0].label.split(':')[0]} {first.get(k)} this {r.verdicts.get(k)}")
    for r in runs:
        if "solver_floor" in r.extra:
            floor = r.extra["solver_floor"]
            print(f"solver floor (CPU inside Bitwuzla and ABC PDR, naive run): {floor['bitwuzla'] + floor['abc']:.2f} s "
                  f"(bitwuzla {floor['bitwuzla']:.2f}, abc {floor['abc']:.2f})")
    if by_program:
        print("CPU inside the warm server's programs (own CPU, s): "
              + ", ".join(f"{prog} {cpu:.1f} ({n} runs)" for prog, (n, cpu) in sorted(by_program.items())))
    two = next((r for r in ray_rows if r.label.startswith("ray, 2")), None)
    estimate = paper_estimate(ours, len(names), ours.wall / two.wall if two else None) if ours.cpu else None
    if estimate:
        print(f"paper estimate: {estimate['families']:,} families on {estimate['machines']} machines x "
              f"{estimate['cores_per_machine']} cores: {estimate['estimated_wall_seconds'] / 60:.1f} min "
              f"({estimate['cpu_seconds_per_family']} CPU s a family, parallel efficiency "
              f"{estimate['parallel_efficiency']} {estimate['efficiency_source']})")
    figures.update({
        "families": names, "jobs": jobs, "identical_verdicts": same,
        "runs": {r.label: {"wall_seconds": round(r.wall, 2), "seconds_per_family": round(r.wall / len(names), 3),
                           "jobs_per_second": round(jobs / r.wall, 3),
                           "cpu_seconds": None if r.cpu is None else round(r.cpu, 2),
                           "startup_seconds": round(r.startup, 2),
                           **{f"ratio_{b.label.split(':')[0]}_over_this": round(b.wall / r.wall, 3)
                              for b in baselines},
                           **r.extra}
                 for r in runs},
        "warm_server_program_cpu_seconds": {prog: round(cpu, 2) for prog, (_, cpu) in by_program.items()},
        "paper_estimate": estimate,
    })
    columns = ["run", "wall s", "s/family", "jobs/s", "CPU s"] + [f"{b.label.split(':')[0]} / this" for b in baselines]
    rows = [[r.label, round(r.wall, 1), round(r.wall / len(names), 2), round(jobs / r.wall, 2),
             None if r.cpu is None else round(r.cpu, 1)] + [f"{b.wall / r.wall:.2f}x" for b in baselines]
            for r in runs]
    headline = [{"label": f"validating {len(names)} families from scratch, {b.label.split(':')[0]} baseline / "
                          "`--executor local` (wall)",
                 "value": round(b.wall / ours.wall, 2), "unit": "x", "against": b.label}
                for b in baselines]
    two = next((r for r in ray_rows if r.label.startswith("ray, 2")), None)
    if two is not None:
        headline.append({"label": "`--executor ray`, 2 workers, over `--executor local` (wall)",
                         "value": round(100 * (two.wall - ours.wall) / ours.wall, 1), "unit": "%",
                         "against": "`--executor local` on the same families"})
    recorder.save(json_path, title=f"Validation speed: {len(names)} families, {jobs} jobs, each run from scratch",
                  what=("The same families validated by the baselines and by this project's executors; every run "
                        f"must reach the same verdicts ({'they did' if same else 'THEY DID NOT'})."),
                  table={"columns": columns, "rows": rows}, headline=headline, figures=figures)
    return 0 if same else 1


def growth(all_fams: list[str], counts: list[int], json_path: Path | None, figures: dict,
           recorder: Recorder) -> int:
    print("families  jobs   wall s   jobs/s  s/family")
    figures["growth"] = []
    for n in counts:
        names = all_fams[:n]
        with tempfile.TemporaryDirectory() as tmp:
            run = with_executor("ours", "local", copy_families(names, Path(tmp)))
        jobs = len(run.verdicts)
        print(f"{len(names):8d}  {jobs:4d}  {run.wall:7.1f}  {jobs / run.wall:7.2f}  {run.wall / len(names):8.2f}",
              flush=True)
        figures["growth"].append({"families": len(names), "jobs": jobs, "wall_seconds": round(run.wall, 2)})
    rows = [[g["families"], g["jobs"], g["wall_seconds"], round(g["jobs"] / g["wall_seconds"], 2),
             round(g["wall_seconds"] / g["families"], 2)] for g in figures["growth"]]
    first = figures["growth"][0]
    last = figures["growth"][-1]
    growth_ratio = (last["wall_seconds"] / last["families"]) / (first["wall_seconds"] / first["families"])
    recorder.save(json_path, title="Validation growth: `--executor local` on growing numbers of families",
                  what="Seconds per family should stay flat as the corpus grows.",
                  table={"columns": ["families", "jobs", "wall s", "jobs/s", "s/family"], "rows": rows},
                  headline=[{"label": f"seconds per family at {last['families']} families / at {first['families']}",
                             "value": round(growth_ratio, 2), "unit": "x",
                             "against": f"the {first['families']}-family run of the same benchmark"}],
                  figures=figures)
    return 0


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
