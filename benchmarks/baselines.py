#!/usr/bin/env python3
"""Baselines on every split: floors (empty, trivial), the two classic baselines (SVA assertion
mining, repair by mutation) and the gold answers, each scored by the project's own scorers.

    python benchmarks/baselines.py                         # every split, every kind
    python benchmarks/baselines.py --split test --kind sva --json /tmp/b.json

For each split, task kind and baseline: the answers are made (timed), written as a
predictions file under ``--work`` (default ``.cache/baselines/``), and scored (timed) by
``svafam evaluate``, ``evaluate-debug`` or ``evaluate-refmodel``'s own code, with the
usual verdict cache. The SVA rows add EquivSVA's robustness figures: per family the range
of the count of sound properties across its four variants, and how many families have a
count that differs between variants. Writes ``dataset/baselines.json`` (or ``--json``),
prints the tables and refreshes the dataset card, whose baseline section is generated
from that file. A benchmark, not a test: it takes tens of minutes on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from svafam.dataset.baselines import RESULTS_FILE  # noqa: E402
from svafam.dataset.splits import SPLIT_FILE, SPLITS  # noqa: E402
from svafam.harness.baselines import BASELINES, answer, load_tasks  # noqa: E402
from svafam.harness.baselines.robustness import robustness  # noqa: E402

_SLOW = {"mined", "repair"}   # made on a pool of worker processes


def _write(path: Path, lines) -> tuple[int, int]:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    n = failed = 0
    with open(tmp, "w", encoding="utf-8") as f:
        for line in lines:
            failed += "baseline_error" in line
            f.write(json.dumps(line) + "\n")
            n += 1
    tmp.replace(path)
    return n, failed


def score_sva(pred: Path, split: str, executor, work: Path) -> dict:
    from svafam.dataset.loading import load_split
    from svafam.scoring.evaluate import evaluate
    from svafam.scoring.limits import Limits
    from svafam.scoring.output import OutputFolder
    from svafam.scoring.report import markdown
    from svafam.scoring.runner import JobRunner

    tasks = {t.task_id: t for t in load_split(split)}
    out_dir = work / f"{pred.stem}.eval"
    folder = OutputFolder(out_dir)
    runner = JobRunner(executor, use_cache=True)
    limits = Limits(job_seconds=executor.timeout)
    metrics = evaluate(pred, tasks, runner, folder, limits)
    folder.commit(metrics, markdown(metrics))
    o = metrics["overall"]
    keep = ("responses", "interface_only", "sound", "unsound", "unknown", "trivial", "vacuous", "good",
            "good_killing", "gold_properties", "gold_implied", "gold_coverage", "mutation_score", "mutants_killed",
            "mutants_in_pools", "passes", "passes_secondary")
    row = {k: o[k] for k in keep}
    row["pass@1"] = metrics["pass_at_k"].get("pass@1", 0.0)
    row["pass@1_secondary"] = metrics["pass_at_k_secondary"].get("pass@1", 0.0)
    row["robustness"] = robustness(json.loads((out_dir / "results.json").read_text()),
                                   {tid: t.family_id for tid, t in tasks.items()})
    return row


def score_tasks(kind: str, pred: Path, split: str, executor, workers: int, work: Path) -> dict:
    from svafam.cli.tasks import _split_families
    from svafam.scoring.debug_fix import FixChecker, load_debug_tasks
    from svafam.scoring.model_runner import Limits
    from svafam.scoring.refmodel import ModelChecker, load_refmodel_tasks
    from svafam.scoring.task_eval import evaluate_tasks

    dataset = ROOT / "dataset"
    families = _split_families(split, ROOT / "splits" / SPLIT_FILE)
    if kind == "debug":
        tasks, checker, group = load_debug_tasks(dataset), FixChecker(executor), (lambda t: t.bug_kind)
    else:
        tasks = load_refmodel_tasks(dataset)
        checker = ModelChecker(Limits(wall_seconds=executor.timeout), workers=workers)
        group = lambda t: t.category
    tasks = {t: v for t, v in tasks.items() if t.split("/")[0] in families}
    rows, metrics = evaluate_tasks(pred, tasks, checker, group, work / f"{pred.stem}.traces")
    (work / f"{pred.stem}.results.json").write_text(json.dumps(rows, indent=1) + "\n")
    o = metrics["overall"]
    return {k: o[k] for k in ("scored", "pass", "fail", "refused", "error", "timeout", "unknown", "pass_rate")}


def _answer(args: tuple) -> dict:
    """A baseline that fails on a task answers it with nothing, and says so (the run goes on)."""
    kind, name, task = args
    try:
        return answer(kind, name, task, ROOT / "dataset")
    except Exception as e:  # noqa: BLE001 - counted and reported, never hidden
        print(f"  {kind} {name} {task.task_id}: baseline failed: {type(e).__name__}: {e}", file=sys.stderr, flush=True)
        return {"task_id": task.task_id, "response": "", "sample": 0, "baseline_error": f"{type(e).__name__}: {e}"}


def make(kind: str, name: str, split: str, workers: int, limit: int | None = None):
    from concurrent.futures import ProcessPoolExecutor

    tasks = load_tasks(kind, split, ROOT / "dataset")[:limit]
    if name not in _SLOW or workers < 2:
        yield from (_answer((kind, name, t)) for t in tasks)
        return
    with ProcessPoolExecutor(workers) as pool:
        for done, line in enumerate(pool.map(_answer, [(kind, name, t) for t in tasks], chunksize=1), 1):
            if done % 50 == 0:
                print(f"  {split} {kind} {name}: {done}/{len(tasks)} answers made", flush=True)
            yield line


def run(splits: list[str], kinds: list[str], work: Path, workers: int, timeout: float, baselines: list[str] | None,
        limit: int | None = None, done: dict | None = None) -> dict:
    """Every (split, kind, baseline) row; ``done`` holds rows of an interrupted run to keep (``--resume``).
    Each row is saved to ``work/rows.json`` as soon as it is done."""
    from svafam.engine import discover, open_executor

    rows: dict = dict(done or {})
    with open_executor("local", discover(), workers=workers, timeout=timeout) as executor:
        for split in splits:
            for kind in kinds:
                for name in BASELINES[kind]:
                    key = f"{split}/{kind}/{name}"
                    if (baselines and name not in baselines) or key in rows:
                        continue
                    pred = work / f"{kind}_{split}_{name}.jsonl"
                    start = time.monotonic()
                    n, failed = _write(pred, make(kind, name, split, workers, limit))
                    made = time.monotonic() - start
                    start = time.monotonic()
                    row = score_sva(pred, split, executor, work) if kind == "sva" else \
                        score_tasks(kind, pred, split, executor, workers, work)
                    scored = time.monotonic() - start
                    row["tasks"], row["baseline_failures"] = n, failed
                    row["seconds"] = {"make": round(made, 1), "score": round(scored, 1)}
                    rows[key] = row
                    _save(work / "rows.json", rows)
                    print(f"{split} {kind} {name}: {n} tasks, made in {made:.1f} s, scored in {scored:.1f} s: "
                          + summary(kind, row), flush=True)
    return rows


def _save(path: Path, doc: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    tmp.replace(path)


def summary(kind: str, row: dict) -> str:
    if kind == "sva":
        r = row["robustness"]
        return (f"{row['sound']}/{row['interface_only']} sound, {row['good']} good, gold coverage "
                f"{100 * row['gold_coverage']:.1f}%, mutation score {100 * row['mutation_score']:.1f}%, "
                f"pass@1 {100 * row['pass@1']:.1f}%, variant-sensitive families {r['variant_sensitive_families']}"
                f"/{r['families']}")
    return f"pass {row['pass']}/{row['scored']} ({100 * row['pass_rate']:.1f}%)"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", action="append", choices=SPLITS, help="Split (repeatable; default: every split).")
    ap.add_argument("--kind", action="append", choices=list(BASELINES), help="Task kind (repeatable; default: all).")
    ap.add_argument("--baseline", action="append", help="Only these baselines (repeatable; default: all).")
    ap.add_argument("--work", type=Path, default=ROOT / ".cache" / "baselines", help="Predictions and results.")
    ap.add_argument("--json", type=Path, default=ROOT / "dataset" / RESULTS_FILE)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=120.0, help="Per formal job, seconds.")
    ap.add_argument("--limit", type=int, default=None, help="Only the first N tasks of each split (a smoke run).")
    ap.add_argument("--resume", action="store_true",
                    help="Keep the rows an interrupted run saved in --work/rows.json; do only the rest.")
    ap.add_argument("--no-card", action="store_true", help="Do not refresh the dataset card.")
    args = ap.parse_args()
    splits = args.split or ["test", "dev", "train"]
    kinds = args.kind or list(BASELINES)
    start = time.monotonic()
    done = {}
    if args.resume and (args.work / "rows.json").is_file():
        done = json.loads((args.work / "rows.json").read_text())
        print(f"resuming: {len(done)} rows of an earlier run kept ({', '.join(sorted(done))})", flush=True)
    rows = run(splits, kinds, args.work, args.jobs, args.timeout, args.baseline, args.limit, done)
    report = json.loads(args.json.read_text()) if args.json.exists() and not args.limit and \
        (args.split or args.kind or args.baseline) else {}          # a partial run adds its rows to the last one
    for key, row in rows.items():
        split, kind, name = key.split("/")
        report.setdefault("splits", {}).setdefault(split, {}).setdefault(kind, {})[name] = row
    run_info = {"command": "python benchmarks/baselines.py" + "".join(f" {a}" for a in sys.argv[1:]),
                "date": date.today().isoformat(), "wall_seconds": round(time.monotonic() - start, 1),
                "resumed_rows": len(done)}
    report["runs"] = report.get("runs", []) + [run_info]
    report.update({"command": "python benchmarks/baselines.py", "date": run_info["date"], "cores": os.cpu_count(),
                   "python": platform.python_version(),
                   # the rows' own times add up to the whole run's, also across a resumed run
                   "wall_seconds": round(sum(r["seconds"]["make"] + r["seconds"]["score"]
                                             for k in report["splits"].values() for rs in k.values()
                                             for r in rs.values()), 1),
                   "load_average": [round(x, 1) for x in os.getloadavg()]})
    _save(args.json, report)
    from svafam.dataset.baselines import markdown_tables

    print("\n" + markdown_tables(report))
    print(f"wrote {args.json} in {report['wall_seconds']:.1f} s")
    if not args.no_card and args.json == ROOT / "dataset" / RESULTS_FILE:
        from svafam.dataset.card import write_card
        from svafam.dataset.manifest import build_manifest

        write_card(ROOT / "dataset", build_manifest(ROOT / "dataset"))
        print("refreshed dataset/README.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
