"""A one-family dataset (timer_0004, the family of issue 15's examples) and a way to score lines on it."""

from __future__ import annotations

import contextlib
import json
import shutil
from pathlib import Path

from svafam.dataset.export import export
from svafam.dataset.loading import load_split
from svafam.dataset.splits import make_splits, splits_text
from svafam.engine import open_executor
from svafam.pipeline.build import write_index
from svafam.scoring.evaluate import evaluate
from svafam.scoring.limits import Limits
from svafam.scoring.output import OutputFolder
from svafam.scoring.runner import JobRunner

from .conftest import ROOT

FAMILY = "timer_0004"
TASK = f"{FAMILY}/v0"


def one_family_dataset(tmp: Path, family: str = FAMILY) -> tuple[Path, Path, dict]:
    """A private dataset with one family, split (into train) and exported; its tasks by id."""
    dataset = tmp / "dataset"
    shutil.copytree(ROOT / "dataset" / family, dataset / family)
    write_index(dataset)
    doc = make_splits(dataset)
    splits = tmp / "splits.json"
    splits.write_text(splits_text(doc))
    export(dataset, doc, splits)
    write_index(dataset)
    return dataset, splits, {t.task_id: t for t in load_split("train", dataset, splits)}


def write_lines(path: Path, lines: list) -> Path:
    path.write_text("".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines))
    return path


def score(tmp: Path, tasks: dict, lines: list, toolchain, limits: Limits | None = None,
          executor=None, runner=JobRunner) -> tuple[list[dict], dict]:
    """Score ``lines`` with no cache (on ``executor``, else a local one; ``runner``: the job runner class);
    the records (as written to results.json) and the metrics."""
    preds = write_lines(tmp / "preds.jsonl", lines)
    with contextlib.ExitStack() as stack:
        if executor is None:
            executor = stack.enter_context(open_executor("local", toolchain))
        out = stack.enter_context(OutputFolder(tmp / "preds.eval"))
        job_runner = runner(executor, use_cache=False)
        stack.callback(getattr(job_runner, "close", lambda: None))
        metrics = evaluate(preds, tasks, job_runner, out, limits or Limits())
        out.commit(metrics, "")
    return json.loads((tmp / "preds.eval" / "results.json").read_text()), metrics


def props(record: dict) -> dict[str, dict]:
    return {p["id"]: p for p in record["properties"]}
