"""RTL-generation commands: evaluate-rtl, gold-rtl, import-verilogeval."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from click.core import ParameterSource

from ._common import UserError, corpus_options, records_option, executor_options, open_jobs_executor, out, split_option
from .tasks import _run, _split_families

# the import proves each reference once: a proof may take longer than an answer's check is allowed by default
IMPORT_TIMEOUT = 600.0


def _rtl_tasks(dataset: Path | None, tasks_dir: Path | None, split: str | None, splits_file: Path | None) -> dict:
    """The tasks answers may name: an imported folder's (``--tasks``), else the dataset's families' and composites'."""
    from svafam.scoring.rtl_tasks import load_task_set

    try:
        tasks = load_task_set(dataset, tasks_dir)
    except (OSError, ValueError, KeyError) as e:
        raise UserError(str(e)) from None
    if tasks_dir is None:
        families = _split_families(split, splits_file)
        if families is not None:
            tasks = {t: v for t, v in tasks.items() if set(v.families) <= families}
    return tasks


@click.command("evaluate-rtl")
@click.argument("predictions", type=click.Path(path_type=Path))
@click.option("--tasks", "tasks_dir", type=click.Path(path_type=Path), default=None,
              help="A folder made by `svafam import-verilogeval` (default: the dataset's RTL tasks).")
@split_option(help="Only tasks of this split are known (default: all).")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None,
              help="Folder for results.json, metrics.json, metrics.md and traces/.")
@click.option("--no-cache", is_flag=True, help="Re-run every proof and testbench.")
@click.option("--unsafe-no-sandbox", "unsafe", is_flag=True,
              help="Run testbenches on answers even where the kernel cannot sandbox them.")
@executor_options
@records_option
@corpus_options
def evaluate_rtl(predictions: Path, tasks_dir: Path | None, split: str | None, dataset: Path | None,
                 splits_file: Path | None, out_dir: Path | None, no_cache: bool, unsafe: bool, executor_name: str,
                 ray_address: str | None, timeout: float, workers: int | None) -> None:
    """Check written modules: the interface as asked, proved equivalent to the reference from reset (and, for
    imported problems, run in their own testbench with Icarus, in the sandbox)."""
    from svafam.scoring.rtl_tasks import RtlEvaluator

    if not predictions.is_file():
        raise UserError(f"{predictions}: no such predictions file")
    tasks = _rtl_tasks(dataset, tasks_dir, split, splits_file)
    if not tasks:
        raise UserError("no RTL tasks to check against (run `svafam build`, or give --tasks)")
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        checker = RtlEvaluator(executor, use_cache=not no_cache, timeout=timeout, unsafe=unsafe)
        _run("rtl", predictions, tasks, checker, lambda t: t.group, out_dir or predictions.with_suffix(".rtl-eval"),
             "category", dataset, splits_file)


@click.command("gold-rtl")
@split_option(default="test", help="Tasks of this split (not with --tasks).")
@click.option("--tasks", "tasks_dir", type=click.Path(path_type=Path), default=None,
              help="A folder made by `svafam import-verilogeval`: its references as answers.")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@corpus_options
def gold_rtl(split: str, tasks_dir: Path | None, dataset: Path | None, splits_file: Path | None) -> None:
    """Print the control answers of the RTL tasks as a predictions file: each family's v1 under the task's module
    name, each composite's second top, each imported problem's reference as TopModule."""
    for task in _rtl_tasks(dataset, tasks_dir, None if tasks_dir else split, splits_file).values():
        sys.stdout.write(json.dumps({"task_id": task.task_id, "response": f"```verilog\n{task.gold}```\n"}) + "\n")


@click.command("import-verilogeval")
@click.argument("source", type=click.Path(path_type=Path))
@click.option("--out", "out_dir", type=click.Path(path_type=Path), required=True,
              help="Folder for the tasks (made, or replaced if it holds an earlier import).")
@click.option("--unsafe-no-sandbox", "unsafe", is_flag=True,
              help="Run testbenches on answers even where the kernel cannot sandbox them.")
@executor_options
def import_verilogeval(source: Path, out_dir: Path, unsafe: bool, executor_name: str, ray_address: str | None,
                       timeout: float, workers: int | None) -> None:
    """Import problems in the VerilogEval layout (ProbNNN_<name>_prompt.txt, _ref.sv, _test.sv) as RTL tasks.

    Each reference must pass as its own answer (the proof, with --timeout per proof: 600 s unless given, as a
    problem is imported once) for its problem to be imported; every problem gets a named result in
    TASKS/import_report.json.
    """
    from collections import Counter

    from svafam.importers.verilogeval import ImportInputError, import_problems

    if click.get_current_context().get_parameter_source("timeout") is ParameterSource.DEFAULT:
        timeout = IMPORT_TIMEOUT
    try:
        with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
            outcomes = import_problems(source, out_dir, executor, timeout,
                                       lambda msg: out.print(msg, markup=False) if out.is_terminal else None, unsafe)
    except ImportInputError as e:
        raise UserError(str(e)) from None
    for o in outcomes:
        if o.status != "imported" or o.notes:
            out.print(f"{o.task_id}: {o.status}" + (f": {o.reason}" if o.reason else "")
                      + "".join(f" [{n}]" for n in o.notes), markup=False)
    counts = Counter(o.status for o in outcomes)
    notes = Counter(n.split(":")[0] for o in outcomes for n in o.notes)
    out.print("| result | problems |\n|---|---|", markup=False)
    for status, n in sorted(counts.items()):
        out.print(f"| {status} | {n} |", markup=False)
    for note, n in sorted(notes.items()):
        out.print(f"| imported, {note} | {n} |", markup=False)
    out.print(f"{counts.get('imported', 0)} of {len(outcomes)} problems imported into {out_dir}", markup=False)


@click.command("composites")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@click.option("--check", is_flag=True, help="Regenerate and compare with dataset/composites/; run no tool.")
@click.option("--force", is_flag=True, help="Re-run every job, ignoring recorded evidence.")
@executor_options
@corpus_options
def composites(dataset: Path | None, splits_file: Path | None, check: bool, force: bool, executor_name: str,
               ray_address: str | None, timeout: float, workers: int | None) -> None:
    """Build the composite RTL tasks (a top over two or three families' modules), each admitted by its proof
    suite, into dataset/composites/; or --check them."""
    from collections import Counter

    from svafam.pipeline.composites import build_composites, check_composites

    split_of = _split_of(splits_file)
    if check:
        problems = check_composites(dataset, split_of)
        for p in problems[:20]:
            out.print(p, markup=False)
        if len(problems) > 20:
            out.print(f"... and {len(problems) - 20} more", markup=False)
        out.print(f"composites --check: {len(problems)} problems -> {'OK' if not problems else 'NOT REPRODUCIBLE'}",
                  markup=False)
        raise SystemExit(1 if problems else 0)
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        outcomes = build_composites(dataset, split_of, executor, use_cache=not force,
                                    progress=lambda m: out.print(m, markup=False))
    for o in outcomes:
        if o.status != "admitted":
            out.print(f"{o.id}: {o.status}: {o.reason}", markup=False)
    counts = Counter((o.split, o.status) for o in outcomes)
    out.print("| split | admitted | rejected | invalid |\n|---|---|---|---|", markup=False)
    for split in dict.fromkeys(o.split for o in outcomes):
        out.print(f"| {split} | {counts[(split, 'admitted')]} | {counts[(split, 'rejected')]} | "
                  f"{counts[(split, 'invalid')]} |", markup=False)


def _split_of(path: Path) -> dict[str, str]:
    from svafam.dataset.splits import family_split

    try:
        return family_split(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError) as e:
        raise UserError(f"{path}: cannot read the split file ({e}); run `svafam splits`") from None


COMMANDS = (evaluate_rtl, gold_rtl, import_verilogeval, composites)
