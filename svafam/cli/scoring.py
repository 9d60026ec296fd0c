"""Scoring commands: evaluate (model-written SVA), gold-predictions (the control for it)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from ._common import (
    UserError,
    _progress,
    corpus_options,
    records_option,
    err,
    executor_options,
    fail_if_nothing_scored,
    no_dataset,
    open_jobs_executor,
    out,
    split_option,
)

_SHOWN_PROBLEMS = 20


def _all_tasks(dataset: Path | None, splits_file: Path | None, split: str | None) -> dict:
    from svafam.dataset.loading import DatasetError, load_split
    from svafam.dataset.splits import SPLITS

    if not (dataset / "manifest.json").is_file():
        raise no_dataset(dataset)
    tasks = {}
    try:
        for name in ([split] if split else SPLITS):
            tasks.update({t.task_id: t for t in load_split(name, dataset, splits_file)})
    except DatasetError as e:
        raise UserError(str(e)) from None
    return tasks


def _count_lines(path: Path) -> int:
    n, last = 0, b"\n"
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            n += chunk.count(b"\n")
            last = chunk[-1:]
    return n + (last != b"\n")


@click.command()
@click.argument("predictions", type=click.Path(path_type=Path))
@split_option(help="Only tasks of this split are known (default: all).")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None,
              help="Folder for results.json, metrics.json, metrics.md and traces (default: <predictions>.eval/).")
@click.option("--no-cache", is_flag=True,
              help="Re-run every formal check (identical checks within the run still run once).")
@click.option("--max-chars", type=click.IntRange(min=1), default=None,
              help="Longest response read, in characters (default 20000).")
@click.option("--max-properties", type=click.IntRange(min=1), default=None,
              help="Most assertions read in one response (default 64).")
@click.option("--max-depth", type=click.IntRange(min=1), default=None,
              help="Deepest expression nesting read (default 32, at most 48).")
@executor_options
@records_option
@corpus_options
def evaluate(predictions: Path, split: str | None, dataset: Path | None, splits_file: Path | None,
             out_dir: Path | None, no_cache: bool, max_chars: int | None, max_properties: int | None,
             max_depth: int | None, executor_name: str, ray_address: str | None, timeout: float,
             workers: int | None) -> None:
    """Score model-written SVA: soundness, triviality, vacuity, gold coverage, mutants, pass@k."""
    from dataclasses import replace

    from svafam.formal.family import FamilyFormatError
    from svafam.scoring.evaluate import evaluate as run_eval
    from svafam.scoring.limits import Limits
    from svafam.scoring.output import OutputFolder
    from svafam.scoring.report import markdown
    from svafam.scoring.runner import JobRunner

    if not predictions.is_file():
        raise UserError(f"{predictions}: no such predictions file")
    out_dir = out_dir or predictions.with_suffix(".eval")
    if out_dir.exists() and not out_dir.is_dir():
        raise UserError(f"{out_dir}: exists and is not a folder (--out names the output folder)")
    try:
        limits = replace(Limits(), **{k: v for k, v in (("chars", max_chars), ("properties", max_properties),
                                                        ("depth", max_depth)) if v is not None})
    except ValueError as e:
        raise UserError(f"--max-depth: {e}") from None
    tasks = _all_tasks(dataset, splits_file, split)
    total = _count_lines(predictions)
    start = time.monotonic()
    shown = 0
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor, \
            OutputFolder(out_dir) as folder, _progress(total, "scoring", "lines") as bar:
        limits = replace(limits, job_seconds=executor.timeout)
        runner = JobRunner(executor, use_cache=not no_cache)
        task = bar.add_task("", total=total)

        def on_lines(records) -> None:
            nonlocal shown
            for r in records:
                if r.problem and shown < _SHOWN_PROBLEMS:
                    err.print(f"line {r.line}: {r.problem}", markup=False, soft_wrap=True)
                    shown += 1
            bar.update(task, advance=len(records), description=f"line {records[-1].line}")

        try:
            metrics = run_eval(predictions, tasks, runner, folder, limits, on_lines=on_lines)
        except FamilyFormatError as e:
            raise UserError(str(e)) from None
        metrics["limits"] = limits.to_json()
        metrics["formal_jobs"] = {"asked": runner.stats.asked, "run": runner.stats.run, "cached": runner.stats.cached}
        table = markdown(metrics)
        folder.commit(metrics, table)
    problems = metrics["overall"]["problems"]
    if problems > shown:
        err.print(f"... {problems - shown} more lines not scored: see {out_dir / 'results.json'}", markup=False)
    out.print(table, markup=False, soft_wrap=True)   # a table row is one line, however wide
    jobs = metrics["formal_jobs"]
    out.print(f"{metrics['overall']['responses']} responses scored in {time.monotonic() - start:.1f} s "
              f"({jobs['run']} formal jobs run, {jobs['cached']} from the cache, "
              f"{jobs['asked'] - jobs['run'] - jobs['cached']} answered earlier in the run); "
              f"results in {out_dir}", markup=False, soft_wrap=True)
    fail_if_nothing_scored(metrics["overall"]["responses"], predictions, "sva", dataset, splits_file)


@click.command("gold-predictions")
@split_option(default="test")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@corpus_options
def gold_predictions(split: str, dataset: Path | None, splits_file: Path | None) -> None:
    """Print the gold properties as a predictions file (a control for `evaluate`)."""
    import json as _json

    for task in _all_tasks(dataset, splits_file, split).values():
        sys.stdout.write(_json.dumps({"task_id": task.task_id, "response": task.reference_sva}) + "\n")


COMMANDS = (evaluate, gold_predictions,)
