"""Task commands: evaluate-debug, evaluate-refmodel, gold-fixes, gold-refmodels."""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from pathlib import Path

import click

from svafam.files import swap_in

from ._common import (
    UserError,
    _progress,
    corpus_options,
    records_option,
    executor_options,
    fail_if_nothing_scored,
    no_dataset,
    open_jobs_executor,
    out,
    split_option,
)

_SHOWN = 20  # lines that did not pass, printed before the table


def _split_families(split: str | None, splits_file: Path | None) -> set[str] | None:
    """The families of ``split`` (None: every family)."""
    if split is None:
        return None
    from svafam.dataset.splits import family_split

    path = splits_file
    try:
        where = family_split(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError) as e:
        raise UserError(f"{path}: cannot read the split file ({e}); run `svafam splits`") from None
    return {fam for fam, s in where.items() if s == split}


def _tasks(kind: str, dataset: Path | None, split: str | None, splits_file: Path | None) -> dict:
    from svafam.scoring.debug_fix import load_debug_tasks
    from svafam.scoring.refmodel import load_refmodel_tasks

    if not (dataset / "manifest.json").is_file():
        raise no_dataset(dataset)
    tasks = (load_debug_tasks if kind == "debug" else load_refmodel_tasks)(dataset)
    if not tasks:
        raise UserError(f"{dataset}: no {kind} tasks (dataset/<family>/tasks/ is missing); run `svafam build`")
    if json.loads((dataset / "manifest.json").read_text(encoding="utf-8")).get("kind") == "project tasks":
        return tasks   # `svafam project tasks` output: a project's tasks have no split
    families = _split_families(split, splits_file)
    return tasks if families is None else {t: v for t, v in tasks.items() if t.split("/")[0] in families}


def _write_results(out_dir: Path, rows: list[dict], metrics: dict, table: str, staged: Path) -> None:
    """Results are written into ``staged`` (traces already there), then moved into place whole."""
    (staged / "results.json").write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    (staged / "metrics.json").write_text(json.dumps(metrics, indent=2) + "\n", encoding="utf-8")
    (staged / "metrics.md").write_text(table, encoding="utf-8")
    swap_in(staged, out_dir)


def _run(kind: str, predictions: Path, tasks: dict, checker, group, out_dir: Path, group_name: str,
         dataset: Path | None = None, splits_file: Path | None = None) -> None:
    from svafam.scoring.task_eval import evaluate_tasks
    from svafam.scoring.task_metrics import markdown
    from svafam.tasks.kinds import task_kind

    staged = out_dir.parent / f".{out_dir.name}.tmp-{os.getpid()}"
    shutil.rmtree(staged, ignore_errors=True)
    staged.mkdir(parents=True)
    try:
        n = sum(1 for line in predictions.open(encoding="utf-8", errors="replace") if line.strip())
        start = time.monotonic()
        with _progress(n, f"checking {kind}") as bar:
            task = bar.add_task("", total=n)
            rows, metrics = evaluate_tasks(predictions, tasks, checker, group, staged / "traces",
                                           lambda: bar.update(task, advance=1),
                                           forms=tuple(task_kind(kind).prompt_forms))
        table = markdown(metrics, group_name)
        _write_results(out_dir, rows, metrics, table, staged)
    finally:
        shutil.rmtree(staged, ignore_errors=True)
    notes = [f"line {r['line']}: {r['problem']}" if r.get("problem") else
             f"line {r['line']} {r['task_id']}: {r['verdict']}" + (f" ({r['reason']})" if r["reason"] else "")
             + (f": {r['detail']}" if r["detail"] else "")
             for r in rows if r.get("problem") or r["verdict"] != "pass"]
    for note in notes[:_SHOWN]:
        out.print(note, markup=False, soft_wrap=True)
    if len(notes) > _SHOWN:
        out.print(f"... and {len(notes) - _SHOWN} more lines that did not pass (results.json has them all)", markup=False)
    out.print(table, markup=False)
    out.print(f"{metrics['overall']['scored']} responses checked in {time.monotonic() - start:.1f} s; "
              f"results in {out_dir}", markup=False)
    fail_if_nothing_scored(metrics["overall"]["scored"], predictions, kind, dataset, splits_file)


def _common(command):
    options = [
        click.argument("predictions", type=click.Path(path_type=Path)),
        split_option(help="Only tasks of this split are known (default: all)."),
        click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder."),
        click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file."),
        click.option("--out", "out_dir", type=click.Path(path_type=Path), default=None,
                     help="Folder for results.json, metrics.json, metrics.md and traces/."),
        click.option("--no-cache", is_flag=True, help="Re-run every proof or simulation."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


@click.command("evaluate-debug")
@_common
@click.option("--unsafe-no-sandbox", "unsafe", is_flag=True,
              help="Prove fixes even where the kernel cannot sandbox the tools (each result names what was missing).")
@executor_options
@records_option
@corpus_options
def evaluate_debug(predictions: Path, split: str | None, dataset: Path | None, splits_file: Path | None,
                   out_dir: Path | None, no_cache: bool, unsafe: bool, executor_name: str, ray_address: str | None,
                   timeout: float, workers: int | None) -> None:
    """Check fixes of debugging tasks: interface kept, proved equivalent to the family's design from reset.

    Every proof reads a model's text, so Yosys, smtbmc, Bitwuzla and ABC run in the sandbox, whatever the
    executor (docs/sandbox.md); where the kernel cannot sandbox, the command refuses unless --unsafe-no-sandbox.
    """
    from svafam.scoring.debug_fix import FixChecker

    if not predictions.is_file():
        raise UserError(f"{predictions}: no such predictions file")
    tasks = _tasks("debug", dataset, split, splits_file)
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        _run("debug", predictions, tasks, FixChecker(executor, use_cache=not no_cache, unsafe=unsafe),
             lambda t: t.bug_kind,
             out_dir or predictions.with_suffix(".debug-eval"), "bug kind", dataset, splits_file)


@click.command("evaluate-refmodel")
@_common
@click.option("--cpu-seconds", type=click.IntRange(min=1), default=10, show_default=True,
              help="CPU limit of each candidate's process.")
@click.option("--memory-mb", type=click.IntRange(min=64), default=1024, show_default=True,
              help="Address-space limit of each candidate's process.")
@click.option("--language", type=click.Choice(("python", "cpp", "systemc")), default="python", show_default=True,
              help="The models' language: a Python class, or a C++ class compiled with the system g++.")
@click.option("--unsafe-no-sandbox", "unsafe", is_flag=True,
              help="Run candidates even where the kernel cannot sandbox them (each result names what was missing).")
@executor_options
@records_option
@corpus_options
def evaluate_refmodel(predictions: Path, split: str | None, dataset: Path | None, splits_file: Path | None,
                      out_dir: Path | None, no_cache: bool, cpu_seconds: int, memory_mb: int, language: str,
                      unsafe: bool, executor_name: str, ray_address: str | None, timeout: float,
                      workers: int | None) -> None:
    """Co-simulate reference models (Python, or C++) against the RTL (Yosys sim) on the family's stimuli.

    Candidates run in the sandbox on this machine (docs/sandbox.md: no file of the machine, no
    network, nothing outliving its check); where the kernel cannot sandbox, the command refuses
    unless --unsafe-no-sandbox. --timeout is each candidate's wall-clock limit and --jobs how many
    run at once; the RTL simulations need no SBY job, so --executor only has to name a usable executor.
    """
    if language == "systemc":
        raise UserError(systemc_unavailable())
    from svafam.scoring.model_runner import MODEL_PROCESSES, Limits
    from svafam.scoring.refmodel import ModelChecker

    if not predictions.is_file():
        raise UserError(f"{predictions}: no such predictions file")
    tasks = _tasks("refmodel", dataset, split, splits_file)
    limits = Limits(cpu_seconds=cpu_seconds, memory_bytes=memory_mb * 1024 * 1024, wall_seconds=timeout,
                    processes=MODEL_PROCESSES)
    with open_jobs_executor(executor_name, ray_address, timeout, workers):
        checker = ModelChecker(limits, workers=workers or os.cpu_count() or 1, use_cache=not no_cache, unsafe=unsafe,
                               language=language)
        _run("refmodel", predictions, tasks, checker, lambda t: t.category,
             out_dir or predictions.with_suffix(".refmodel-eval"), "category", dataset, splits_file)


def _gold_options(command):
    options = [split_option(default="test"),
               click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder."),
               click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None,
                            help="Split file.")]
    for option in reversed(options):
        command = option(command)
    return command


@click.command("gold-fixes")
@_gold_options
@corpus_options
def gold_fixes(split: str, dataset: Path | None, splits_file: Path | None) -> None:
    """Print the gold fixes of the debugging tasks as a predictions file (a control for evaluate-debug)."""
    for task in _tasks("debug", dataset, split, splits_file).values():
        sys.stdout.write(json.dumps({"task_id": task.task_id, "response": task.fixed}) + "\n")


@click.command("gold-refmodels")
@_gold_options
@click.option("--language", type=click.Choice(("python", "cpp")), default="python", show_default=True)
@corpus_options
def gold_refmodels(split: str, dataset: Path | None, splits_file: Path | None, language: str) -> None:
    """Print this project's own reference model of each task as a predictions file (a control for evaluate-refmodel)."""
    from svafam.tasks.cpp_model import gold_cpp_code
    from svafam.tasks.refmodel import gold_model_code
    from svafam.tasks.sources import family_spec

    for task in _tasks("refmodel", dataset, split, splits_file).values():
        if language == "cpp":
            code, fence = gold_cpp_code(family_spec(task.family_dir)), "cpp"
        else:
            spec_text = (task.family_dir / "spec.yaml").read_text(encoding="utf-8")
            code, fence = gold_model_code(task.meta["family"], spec_text), "python"
        sys.stdout.write(json.dumps({"task_id": task.task_id, "response": f"```{fence}\n{code}```\n"}) + "\n")


def systemc_unavailable() -> str:
    """Why SystemC models are not checked here: Debian's libsystemc-dev is not installed (no systemc.h)."""
    found = [p for p in ("/usr/include/systemc.h", "/usr/include/systemc") if Path(p).exists()]
    if not found:
        return ("SystemC models are skipped: Debian's libsystemc-dev is not installed here (no /usr/include/systemc.h); "
                "check C++ models with --language cpp")
    return ("SystemC models are not checked by this version, although SystemC is installed "
            f"({found[0]}); check C++ models with --language cpp")


COMMANDS = (evaluate_debug, evaluate_refmodel, gold_fixes, gold_refmodels,)
