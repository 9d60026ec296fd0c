"""The ``svafam`` command line: build, validate, doctor.

Exit codes: 0 success; 1 a job or family not as expected; 2 bad input
(unknown family, malformed spec, missing tool), always with a one-line
message and no traceback.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from engine import (DEFAULT_TIMEOUT, EXECUTORS, Executor, ExecutorError, MissingTool, Toolchain,
                    chosen_folder_problem, discover, open_executor)
from formal.family import FamilyFormatError
from formal.plan import Job

PROJECT_ROOT = Path(os.environ.get("SVAFAM_ROOT") or Path(__file__).resolve().parent.parent)

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
        secs = f"{rec['wall_seconds']:.2f}" + (" (cached)" if rec.get("cached") else "")
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
    """The checks outside the 17-job suite that also gate admission."""
    if res.conformance:
        c = res.conformance
        mark = "as expected" if c["as_expected"] else "NOT as expected"
        out.print(f"outside the suite: conformance of v0 to the Amaranth oracle: {c['status']} "
                  f"({mark}, {c['wall_seconds']:.2f} s)", markup=False)
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


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def cli() -> None:
    """Build and validate formally verified behavior-family datasets."""


def refresh_tasks(dataset: Path, touched: list[Path]) -> None:
    """:func:`svafam.pool_tasks.refresh_tasks`; a family folder or pool the tasks cannot be made from is bad input."""
    from tasks.sources import TaskSourceError

    from .pool_tasks import refresh_tasks as refresh

    try:
        refresh(dataset, touched)
    except TaskSourceError as e:
        raise UserError(str(e)) from None


def _family_dirs(dataset: Path, families: tuple[str, ...]) -> list[Path]:
    dirs = []
    for fam in families:
        fdir = dataset / fam
        if not (fdir / "family.json").is_file():
            known = sorted(p.name for p in dataset.iterdir() if (p / "family.json").is_file()) if dataset.is_dir() else []
            hint = f"known families: {', '.join(known)}" if known else "the dataset is empty"
            raise UserError(f"unknown family {fam!r} in {dataset} ({hint}; `svafam build` generates it from specs/)")
        dirs.append(fdir)
    return dirs


@cli.command()
@click.option("--family", "families", multiple=True, help="Family id, e.g. timer_0007 (repeatable).")
@click.option("--all", "all_families", is_flag=True, help="Every family of the dataset (a full re-proof).")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder (default: dataset/).")
@click.option("--use-cache", is_flag=True, help="Reuse jobs whose inputs and tool versions match the evidence.")
@executor_options
def validate(families: tuple[str, ...], all_families: bool, dataset: Path | None, use_cache: bool,
             executor_name: str, ray_address: str | None, timeout: float, workers: int | None) -> None:
    """Run a family's 17 formal jobs (and its oracle conformance proof) and write its evidence."""
    from .manifest import family_dirs
    from .validation import validate_families

    dataset = dataset or PROJECT_ROOT / "dataset"
    if all_families:
        families = tuple(d.name for d in family_dirs(dataset))
    if not families:
        raise UserError("name a family with --family ID, or use --all")
    dirs = _family_dirs(dataset, families)
    start = time.monotonic()
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        if not use_cache:
            executor.prepare()  # every job will run: the executor gets ready while the plans are prepared
        total = 18 * len(dirs)  # the suite and the oracle conformance proof
        with _progress(total, "validating") as bar:
            task = bar.add_task("", total=total)

            def on_job(family: str, job: Job, rec: dict) -> None:
                bar.update(task, advance=1, description=f"{family} {job.name}: {rec['status']}")

            try:
                results = validate_families(dirs, executor, use_cache=use_cache, on_job=on_job)
            except FamilyFormatError as e:
                raise UserError(str(e)) from None
    from .build import refresh_index

    refresh_tasks(dataset, [res.family_dir for res in results if res.admitted])  # waveforms from the new traces
    refresh_index(dataset, dirs)  # new verdicts or inputs: keep manifest.json and the card current
    wall = time.monotonic() - start
    failed = 0
    if len(results) > 3:
        _summary_only(results, wall)
        sys.exit(1 if any(not r.admitted for r in results) else 0)
    for res in results:
        out.print(job_table(f"{res.family}: 17-job validation suite", res.records))
        ok = sum(r["as_expected"] for r in res.records)
        verdict = "ADMITTED" if res.admitted else "NOT ADMITTED"
        _print_extras(res)
        out.print(f"{res.family}: {ok}/17 as expected -> {verdict}; evidence: "
                  f"{(res.family_dir / 'evidence/evidence.json').as_posix()}", markup=False)
        _explain_failures(res.records + ([res.conformance] if res.conformance else []))
        failed += not res.admitted
    out.print(f"wall time {wall:.2f} s", markup=False)
    sys.exit(1 if failed else 0)


@cli.command()
@click.option("--family", "families", multiple=True, help="Build only these families (default: all specs).")
@click.option("--specs", "specs_dir", type=click.Path(path_type=Path), default=None, help="Specs folder.")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--force", is_flag=True, help="Re-run every job, ignoring recorded evidence.")
@click.option("--check", "check_only", is_flag=True,
              help="Regenerate into a temporary folder and compare with dataset/ byte for byte; run no tool.")
@click.option("--no-mutation", is_flag=True,
              help="Skip the mutation pools (a quicker build, which `build --check` will not accept as complete).")
@executor_options
def build(families: tuple[str, ...], specs_dir: Path | None, dataset: Path | None, force: bool,
          check_only: bool, no_mutation: bool, executor_name: str, ray_address: str | None, timeout: float,
          workers: int | None) -> None:
    """Regenerate families from specs, validate them, and admit the ones that pass."""
    from generators.spec_loader import SpecError
    from tasks.sources import TaskSourceError

    from .build import build as run_build
    from .build import load_specs, select_specs

    specs_dir = specs_dir or PROJECT_ROOT / "specs"
    dataset = dataset or PROJECT_ROOT / "dataset"
    # a synthetic corpus (svafam synth) records its spec paths relative to its own folder
    root = specs_dir.parent if (specs_dir.parent / "dataset" / "recipe.json").is_file() else PROJECT_ROOT
    try:
        specs = load_specs(select_specs(specs_dir, list(families)), root)
    except SpecError as e:
        raise UserError(str(e)) from None
    if not specs:
        raise UserError(f"no specs found under {specs_dir} (expected specs/<category>/<family>.yaml)")
    if check_only:
        from .check import check_dataset

        if not dataset.is_dir():
            raise UserError(f"no dataset at {dataset}; run `svafam build` first")
        problems = check_dataset(specs, dataset, whole=not families)
        for p in problems[:100]:
            out.print(p, markup=False)
        if len(problems) > 100:
            out.print(f"... and {len(problems) - 100} more", markup=False)
        out.print(f"build --check: {len(specs)} families, {len(problems)} problems "
                  f"-> {'OK' if not problems else 'NOT REPRODUCIBLE'}", markup=False)
        sys.exit(1 if problems else 0)
    start = time.monotonic()
    total = 18 * len(specs)
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor, \
            _progress(total, "building") as bar:
        task = bar.add_task("", total=total)

        def on_job(family: str, job: Job, rec: dict) -> None:
            bar.update(task, advance=1, description=f"{family} {job.name}: {rec['status']}")

        try:
            report = run_build(specs, dataset, executor, use_cache=not force, on_job=on_job,
                               mutation=not no_mutation)
        except TaskSourceError as e:  # a pool or trace the tasks cannot be made from
            raise UserError(str(e)) from None
    wall = time.monotonic() - start
    table = Table(title="build summary", title_justify="left")
    for col in ("family", "category", "kind", "jobs as expected", "oracle", "distinct", "run", "cached", "verdict"):
        table.add_column(col)
    by_id = {s.spec.id: s.spec for s in specs}
    for res in report.results:
        spec = by_id[res.family]
        ok = sum(r["as_expected"] for r in res.records)
        cached = sum(1 for r in res.records if r.get("cached"))
        verdict = "[green]admitted[/]" if res.admitted else "[bold red]rejected (not written)[/]"
        oracle = res.conformance["status"] if res.conformance else "-"
        distinct = "-" if not res.distinctness else ("ok" if res.distinctness["ok"] else "NO")
        ran = len(res.records) + bool(res.conformance) - cached
        table.add_row(res.family, spec.category, spec.kind, f"{ok}/17", oracle, distinct, str(ran), str(cached),
                      verdict)
    out.print(table)
    for res in report.results:
        if not res.admitted:
            out.print(f"{res.family}:", markup=False)
            _print_extras(res)
            _explain_failures(res.records + ([res.conformance] if res.conformance else []))
    out.print(f"{len(report.admitted)} admitted, {len(report.rejected)} rejected, wall time {wall:.2f} s",
              markup=False)
    sys.exit(1 if report.rejected else 0)


@cli.command()
@executor_options
def doctor(executor_name: str, ray_address: str | None, timeout: float, workers: int | None) -> None:
    """List the formal tools in use and run one tiny proof and one tiny failing BMC."""
    from .doctor import run_doctor

    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        code = run_doctor(executor, out)
    sys.exit(code)


# register the dataset, mutation, scoring, task, site and synthesis commands on the group
from . import cli_dataset, cli_mutation, cli_scoring, cli_site, cli_synth, cli_tasks  # noqa: E402,F401


def main(argv: list[str] | None = None) -> int:
    try:
        cli.main(args=argv, prog_name="svafam", standalone_mode=True)
    except SystemExit as e:
        return int(e.code or 0) if not isinstance(e.code, str) else 2
    return 0


if __name__ == "__main__":
    # run the imported module's group, the one the dataset commands registered on
    from svafam.cli import main as _main
    sys.exit(_main())
