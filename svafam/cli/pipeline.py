"""The pipeline commands: ``validate``, ``build``, ``doctor``."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click
from rich.table import Table

from svafam.formal.family import FamilyFormatError
from svafam.formal.plan import SUITE_SIZE, Job

from ._common import (
    UserError,
    _explain_failures,
    _family_dirs,
    _print_extras,
    _progress,
    _summary_only,
    corpus_options,
    executor_options,
    job_table,
    open_jobs_executor,
    out,
    refresh_tasks,
)


@click.command()
@click.option("--family", "families", multiple=True, help="Family id, e.g. timer_0007 (repeatable).")
@click.option("--all", "all_families", is_flag=True, help="Every family of the dataset (a full re-proof).")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder (default: dataset/).")
@click.option("--use-cache", is_flag=True, help="Reuse jobs whose inputs and tool versions match the evidence.")
@executor_options
@corpus_options
def validate(families: tuple[str, ...], all_families: bool, dataset: Path | None, use_cache: bool,
             executor_name: str, ray_address: str | None, timeout: float, workers: int | None) -> None:
    """Run a family's suite of formal jobs (and its oracle conformance proof) and write its evidence."""
    from svafam.family_folder import family_dirs
    from svafam.pipeline.validation import validate_families

    if all_families:
        families = tuple(d.name for d in family_dirs(dataset))
    if not families:
        raise UserError("name a family with --family ID, or use --all")
    dirs = _family_dirs(dataset, families)
    start = time.monotonic()
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        if not use_cache:
            executor.prepare()  # every job will run: the executor gets ready while the plans are prepared
        total = (SUITE_SIZE + 1) * len(dirs)  # the suite and the oracle conformance proof
        with _progress(total, "validating") as bar:
            task = bar.add_task("", total=total)

            def on_job(family: str, job: Job, rec: dict) -> None:
                bar.update(task, advance=1, description=f"{family} {job.name}: {rec['status']}")

            try:
                results = validate_families(dirs, executor, use_cache=use_cache, on_job=on_job)
            except FamilyFormatError as e:
                raise UserError(str(e)) from None
    from svafam.pipeline.build import refresh_index

    refresh_tasks(dataset, [res.family_dir for res in results if res.admitted])  # waveforms from the new traces
    refresh_index(dataset, dirs)  # new verdicts or inputs: keep manifest.json and the card current
    wall = time.monotonic() - start
    failed = 0
    if len(results) > 3:
        _summary_only(results, wall)
        sys.exit(1 if any(not r.admitted for r in results) else 0)
    for res in results:
        out.print(job_table(f"{res.family}: {SUITE_SIZE}-job validation suite", res.records))
        ok = sum(r["as_expected"] for r in res.records)
        verdict = "ADMITTED" if res.admitted else "NOT ADMITTED"
        _print_extras(res)
        out.print(f"{res.family}: {ok}/{SUITE_SIZE} as expected -> {verdict}; evidence: "
                  f"{(res.family_dir / 'evidence/evidence.json').as_posix()}", markup=False)
        _explain_failures(res.records + ([res.conformance] if res.conformance else []))
        failed += not res.admitted
    out.print(f"wall time {wall:.2f} s", markup=False)
    sys.exit(1 if failed else 0)


@click.command()
@click.option("--family", "families", multiple=True, help="Build only these families (default: all specs).")
@click.option("--specs", "specs_dir", type=click.Path(path_type=Path), default=None, help="Specs folder.")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--force", is_flag=True, help="Re-run every job, ignoring recorded evidence.")
@click.option("--check", "check_only", is_flag=True,
              help="Regenerate into a temporary folder and compare with dataset/ byte for byte; run no tool.")
@click.option("--no-mutation", is_flag=True,
              help="Skip the mutation pools (a quicker build, which `build --check` will not accept as complete).")
@executor_options
@corpus_options
def build(families: tuple[str, ...], specs_dir: Path | None, dataset: Path | None, force: bool,
          check_only: bool, no_mutation: bool, executor_name: str, ray_address: str | None, timeout: float,
          workers: int | None) -> None:
    """Regenerate families from specs, validate them, and admit the ones that pass."""
    from svafam.generators.spec_loader import SpecError
    from svafam.pipeline.build import build as run_build
    from svafam.pipeline.build import load_specs, select_specs
    from svafam.tasks.sources import TaskSourceError

    # every corpus (this project, a svafam synth --out) records its spec paths relative to its own folder
    root = specs_dir.parent
    try:
        specs = load_specs(select_specs(specs_dir, list(families)), root)
    except SpecError as e:
        raise UserError(str(e)) from None
    if not specs:
        raise UserError(f"no specs found under {specs_dir} (expected specs/<category>/<family>.yaml)")
    if check_only:
        from svafam.pipeline.check import check_dataset

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
    if not families:
        from svafam.pipeline.build import remove_stale_families

        for name in remove_stale_families(dataset, {s.spec.id for s in specs}):
            out.print(f"removed {name}: its spec is no longer in {specs_dir}", markup=False)
    total = (SUITE_SIZE + 1) * len(specs)
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
        table.add_row(res.family, spec.category, spec.kind, f"{ok}/{SUITE_SIZE}", oracle, distinct, str(ran), str(cached),
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


@click.command()
@executor_options
def doctor(executor_name: str, ray_address: str | None, timeout: float, workers: int | None) -> None:
    """List the formal tools in use and run one tiny proof and one tiny failing BMC."""
    from .doctor import run_doctor

    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        code = run_doctor(executor, out)
    sys.exit(code)


COMMANDS = (validate, build, doctor)
