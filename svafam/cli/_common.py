"""What every command module of the CLI shares: consoles, the bad-input error, executor options, progress.

Exit codes: 0 success; 1 a job or family not as expected; 2 bad input
(unknown family, malformed spec, missing tool), always with a one-line
message and no traceback.
"""

from __future__ import annotations

import functools
import sys
import time
from collections.abc import Callable
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from svafam.engine import (
    DEFAULT_TIMEOUT,
    EXECUTORS,
    Executor,
    ExecutorError,
    MissingTool,
    Toolchain,
    chosen_folder_problem,
    discover,
    open_executor,
)
from svafam.family_folder import FAMILY_JSON, family_dirs
from svafam.paths import project_root

PROJECT_ROOT = project_root()

out = Console(highlight=False, soft_wrap=False, width=None if sys.stdout.isatty() else 120)
err = Console(stderr=True, highlight=False)


class UserError(click.ClickException):
    """Bad input: reported as one line, exit code 2."""

    exit_code = 2

    def show(self, file=None) -> None:  # noqa: ARG002 - click's signature
        sys.stderr.write(f"error: {self.message}\n")  # one unwrapped line, whatever the terminal width


def _toolchain() -> Toolchain:
    """The tools, for a command that will run jobs: a missing tool or an unusable
    ``SVAFAM_SCRATCH`` is bad input, reported before any work."""
    problem = chosen_folder_problem()
    if problem:
        raise UserError(problem)
    try:
        return discover()
    except MissingTool as e:
        raise UserError(f"missing tool: {e}") from None


def _kinds_of(task_ids: set[str], dataset: Path | None, splits_file: Path | None) -> list:
    """The task kinds whose exported tasks include every one of ``task_ids``."""
    from svafam.dataset.loading import load_split
    from svafam.errors import SvafamError
    from svafam.tasks.kinds import task_kinds

    found = []
    for kind in task_kinds().values():
        try:
            ids = {t.task_id for s in ("train", "dev", "test") for t in load_split(s, dataset, splits_file,
                                                                                   kind=kind.name)}
        except SvafamError:
            continue
        if task_ids and task_ids <= ids:
            found.append(kind)
    return found


def fail_if_nothing_scored(scored: int, predictions: Path, kind: str, dataset: Path | None,
                           splits_file: Path | None) -> None:
    """Exit 1 with a one-line hint when no line of the file could be scored (an empty file, answers to
    another kind of task, ...): a table of zeros is not a result."""
    if scored:
        return
    from svafam.scoring.predictions import read_predictions
    from svafam.tasks.kinds import task_kind

    ids, lines = set(), 0
    for line in read_predictions(predictions, ()):
        lines += 1
        if line.task_id is not None:
            ids.add(line.task_id)
        if lines >= 200:
            break
    if lines == 0:
        hint = f"{predictions} has no lines"
    else:
        others = [k for k in _kinds_of(ids, dataset, splits_file) if k.name != kind]
        if others:
            hint = (f"its task ids are not {task_kind(kind).title} tasks but {others[0].title} tasks: "
                    f"`svafam {others[0].evaluate_command}` reads these")
        else:
            hint = "no line could be scored (the problems are in results.json)"
    err.print(f"error: nothing scored: {hint}", markup=False, highlight=False, soft_wrap=True)
    sys.exit(1)


def warn_empty_splits(empty: list[str], families: int) -> None:
    """One line on stderr for each split a corpus left empty, and why."""
    for split in empty:
        err.print(f"warning: the {split} split is empty: {families} families cannot fill train, dev and test "
                  "(a split needs at least one family; Hugging Face datasets leaves an empty split out of the "
                  "card's configs)", markup=False, highlight=False, soft_wrap=True)


# the parameters a command names the corpus's parts with, and each one's place in the corpus folder
_CORPUS_PARTS = {"dataset": "dataset", "splits_file": "splits/splits_v1.json", "out_file": "splits/splits_v1.json",
                 "specs_dir": "specs"}


def corpus_options(command):
    """``--corpus DIR`` (the folder holding dataset/ and splits/: this project's root, or the --out of
    ``svafam synth``) for a command with ``--dataset`` (and ``--splits``, ``--specs``): the command gets
    every part resolved (:func:`svafam.dataset.corpus.corpus_paths`), a part it was given kept as given."""
    from svafam.dataset.corpus import corpus_paths

    @functools.wraps(command)
    def resolved(*args, corpus: Path | None = None, **kwargs):
        where = corpus_paths(corpus, kwargs.get("dataset"), kwargs.get("splits_file") or kwargs.get("out_file"))
        click.get_current_context().meta["svafam.corpus"] = where
        for name in ("splits_file", "out_file"):
            if name in kwargs and kwargs[name] is None:
                kwargs[name] = where.splits_file
        if "dataset" in kwargs:
            kwargs["dataset"] = where.dataset
        if "specs_dir" in kwargs and kwargs["specs_dir"] is None:
            kwargs["specs_dir"] = where.root / "specs"
        return command(*args, **kwargs)

    return click.option("--corpus", type=click.Path(path_type=Path), default=None, metavar="DIR",
                        help="The corpus: a folder holding dataset/ and splits/ (default: SVAFAM_ROOT, this "
                             "checkout, or the current folder).")(resolved)


def records_option(command):
    """``--records DIR``: check answers against an export folder alone (``dataset/export``, or a copy of it from
    anywhere: a Hugging Face download) instead of a checkout; the corpus is made from its scoring bundle
    (:func:`svafam.dataset.bundle.materialize`) once, in the cache. Goes above :func:`corpus_options`."""
    @functools.wraps(command)
    def resolved(*args, records: Path | None = None, **kwargs):
        if records is not None:
            if kwargs.get("corpus") is not None or kwargs.get("dataset") is not None:
                raise UserError("--records names the corpus already: leave out --corpus and --dataset")
            kwargs["corpus"] = records_corpus(records)
        return command(*args, **kwargs)

    return click.option("--records", type=click.Path(path_type=Path, exists=True, file_okay=False), default=None,
                        metavar="DIR", help="Check against an export folder alone (dataset/export, or a copy of "
                                            "it), not a checkout's folders.")(resolved)


def records_corpus(records: Path) -> Path:
    """The corpus folder made from an export folder (reused while the records are unchanged)."""
    from svafam.cache import ContentCache
    from svafam.dataset import bundle

    corpus = ContentCache("records").path(bundle.records_hash(records)[:24])
    if not bundle.is_materialized(corpus / "dataset" / "export"):
        try:
            bundle.materialize(records, corpus)
        except bundle.BundleError as e:
            raise UserError(str(e)) from None
    return corpus


def no_dataset(dataset: Path) -> UserError:
    """A missing dataset, saying where it was looked for and how to name one."""
    where = click.get_current_context().meta.get("svafam.corpus")
    how = f"; looked there by {where.how}" if where is not None and where.dataset == dataset else ""
    return UserError(f"no dataset at {dataset} (no manifest.json{how}): name the corpus with --corpus DIR, "
                     "--dataset or SVAFAM_ROOT, or run `svafam build`")


def split_option(*, default: str | None = None, required: bool = False, help: str = "train, dev or test "
                 "(validation is dev).") -> Callable:
    """``--split``: a split's name, ``validation`` taken as ``dev``; an unknown name is bad input."""
    from svafam.dataset.splits import SplitError, split_name

    def normal(_ctx, _param, value: str | None) -> str | None:
        try:
            return None if value is None else split_name(value)
        except SplitError as e:
            raise UserError(str(e)) from None

    return click.option("--split", "split", default=default, required=required, callback=normal,
                        show_default=default is not None, help=help)


def executor_options(command):
    """``--executor``, ``--ray-address``, ``--timeout`` and ``--jobs``: every command that runs jobs takes them."""
    options = [
        click.option("--executor", "executor_name", type=click.Choice(EXECUTORS), default="local", show_default=True,
                     help="Where jobs run: the warm server here (local), one SBY program per job (process), "
                          "or Ray tasks (ray; needs the [ray] extra)."),
        click.option("--ray-address", default=None, metavar="ADDRESS",
                     help="Ray cluster to use with --executor ray (default: start a local Ray instance for the run)."),
        click.option("--timeout", type=float, default=DEFAULT_TIMEOUT, show_default=True,
                     help="Per-job timeout, seconds."),
        click.option("--jobs", "-j", "workers", type=click.IntRange(min=1), default=None,
                     help="Parallel jobs (default: CPU count; with Ray, the cluster's CPUs)."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def open_jobs_executor(name: str, ray_address: str | None, timeout: float, workers: int | None,
                       chain: Toolchain | None = None) -> Executor:
    """The executor a command asked for; any reason it cannot be used is bad input (exit 2)."""
    chain = chain or _toolchain()
    try:
        return open_executor(name, chain, workers=workers, timeout=timeout, ray_address=ray_address)
    except ExecutorError as e:
        raise UserError(str(e)) from None


class _LineProgress:
    """Progress for logs and CI (no terminal): a line at every tenth of the work."""

    def __init__(self, total: int, label: str, unit: str = "jobs"):
        self.total, self.label, self.unit, self.done, self.next_mark = total, label, unit, 0, 1
        self.start = time.monotonic()

    def __enter__(self) -> "_LineProgress":
        return self

    def __exit__(self, *exc) -> None:
        pass

    def add_task(self, _description: str, total: int) -> int:
        return 0

    def update(self, _task: int, advance: int = 1, description: str = "") -> None:
        self.done += advance
        crossed = self.next_mark
        while self.total and self.done * 10 >= self.next_mark * self.total and self.next_mark <= 10:
            self.next_mark += 1
        if self.next_mark > crossed:  # one line however many tenths one update crossed
            sys.stderr.write(f"{self.label}: {self.done}/{self.total} {self.unit} ({10 * (self.next_mark - 1)}%), "
                             f"{time.monotonic() - self.start:.0f} s\n")
            sys.stderr.flush()


def _progress(total: int, label: str, unit: str = "jobs"):
    """A live bar on a terminal; elsewhere, a line every 10% so long runs show they are alive."""
    if not err.is_terminal:
        return _LineProgress(total, label, unit)
    return Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                    TextColumn("{task.description}"), console=err, transient=True,
                    disable=total == 0)


def _status_style(rec: dict) -> str:
    return "green" if rec["as_expected"] else "bold red"


def job_table(title: str, records: list[dict]) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("kind")
    table.add_column("target")
    table.add_column("expected")
    table.add_column("result")
    table.add_column("seconds", justify="right")
    for i, rec in enumerate(records, 1):
        result = rec["status"] + ("" if rec["as_expected"] else "  (not as expected)")
        seconds = rec.get("wall_seconds")  # a cached record's wall time is known only where its timings file is
        secs = ("-" if seconds is None else f"{seconds:.2f}") + (" (cached)" if rec.get("cached") else "")
        table.add_row(str(i), rec["kind"], rec["target"], rec["expected"],
                      f"[{_status_style(rec)}]{result}[/]", secs)
    return table


def _summary_only(results, wall: float) -> None:
    """Many families: one line each that is not admitted, then the totals."""
    jobs = sum(len(r.records) + bool(r.conformance) for r in results)
    bad = [r for r in results if not r.admitted]
    for res in bad:
        out.print(f"{res.family}: NOT ADMITTED", markup=False)
        _print_extras(res)
        _explain_failures(res.records + ([res.conformance] if res.conformance else []))
    out.print(f"{len(results) - len(bad)}/{len(results)} families admitted, {jobs} jobs in {wall:.1f} s "
              f"({jobs / wall:.2f} jobs/s)", markup=False)


def _print_extras(res) -> None:
    """The checks outside the validation suite that also gate admission."""
    if res.conformance:
        c = res.conformance
        mark = "as expected" if c["as_expected"] else "NOT as expected"
        seconds = c.get("wall_seconds")
        took = "" if seconds is None else f", {seconds:.2f} s"
        out.print(f"outside the suite: conformance of v0 to the Amaranth oracle: {c['status']} ({mark}{took})",
                  markup=False)
    if res.distinctness:
        d = res.distinctness
        closest = min(d["pairs"].values()) if d["pairs"] else 0.0
        out.print(f"outside the suite: structural distinctness: closest pair {closest:.3f} "
                  f"(minimum {d['min_distance']}) -> {'ok' if d['ok'] else 'TOO SIMILAR: ' + '; '.join(d['problems'])}",
                  markup=False)


def _explain_failures(records: list[dict]) -> None:
    for rec in records:
        if rec["as_expected"]:
            continue
        why = rec.get("message") or ""
        if rec["status"] == "PASS" and rec["expected"] == "FAIL":
            why = "no gold property failed on this mutant: the properties do not catch it"
        elif rec["status"] == "FAIL" and rec["failed_properties"]:
            why = f"failed: {', '.join(rec['failed_properties'])}"
        elif rec["status"] == "FAIL" and rec["unreached_covers"]:
            why = f"unreachable: {', '.join(rec['unreached_covers'])}"
        elif rec["status"] == "FAIL" and rec["kind"] == "mutant_distinguishability":
            why = "no input sequence within the depth makes the mutant's outputs differ"
        trace = f" (trace: {rec['trace']})" if rec.get("trace") else ""
        out.print(f"  {rec['job']}: {rec['status']}, expected {rec['expected']}. {why}{trace}", markup=False)


def refresh_tasks(dataset: Path, touched: list[Path]) -> None:
    """:func:`svafam.pipeline.pool_tasks.refresh_tasks`; a family folder or pool the tasks cannot be made from is bad input."""
    from svafam.pipeline.pool_tasks import refresh_tasks as refresh
    from svafam.tasks.sources import TaskSourceError

    try:
        refresh(dataset, touched)
    except TaskSourceError as e:
        raise UserError(str(e)) from None


def _family_dirs(dataset: Path, families: tuple[str, ...]) -> list[Path]:
    if not (dataset / "manifest.json").is_file() and not family_dirs(dataset):
        raise no_dataset(dataset)
    dirs = []
    for fam in families:
        fdir = dataset / fam
        if not (fdir / FAMILY_JSON).is_file():
            known = [d.name for d in family_dirs(dataset)]
            hint = f"known families: {', '.join(known)}" if known else "the dataset is empty"
            raise UserError(f"unknown family {fam!r} in {dataset} ({hint}; `svafam build` generates it from specs/)")
        dirs.append(fdir)
    return dirs
