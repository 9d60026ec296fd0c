"""``svafam mutate``: the source-level mutation pool of one family or of all."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click
from rich.table import Table

from ._common import (
    UserError,
    _family_dirs,
    _progress,
    corpus_options,
    executor_options,
    open_jobs_executor,
    out,
    refresh_tasks,
)


def parse_budget(text: str | None) -> int | None:
    """``all`` (every opportunity) or a positive integer; anything else is bad input."""
    from svafam.mutation.inputs import POOL_BUDGET

    if text is None:
        return POOL_BUDGET
    if text == "all":
        return None
    if not text.isdigit() or int(text) < 1:
        raise UserError(f"--budget: {text!r} is not a positive integer (or 'all')")
    return int(text)


def parse_operators(text: str | None) -> list[str] | None:
    from svafam.mutation.operators import BY_NAME

    if text is None:
        return None
    names = [n.strip() for n in text.split(",") if n.strip()]
    unknown = [n for n in names if n not in BY_NAME]
    if unknown or not names:
        raise UserError(f"--operators: unknown operator {unknown[0] if unknown else text!r} "
                        f"(known: {', '.join(BY_NAME)})")
    return names


def check_rtl(family_dir: Path) -> None:
    from svafam.formal.family import FamilyFormatError, load_interface

    try:
        iface = load_interface(family_dir)
    except FamilyFormatError as e:
        raise UserError(str(e)) from None
    if not iface.variants:
        raise UserError(f"{family_dir / 'family.json'}: variants: the family has no RTL variant to mutate")
    for var in iface.variants:
        if not (family_dir / var.file).is_file():
            raise UserError(f"{family_dir / 'family.json'}: variants: RTL file {var.file} is missing "
                            "(run `svafam build --family " + family_dir.name + "`)")


def funnel_table(runs) -> Table:
    from svafam.mutation.pool import FUNNEL

    table = Table(title="mutation pool", title_justify="left")
    table.add_column("family")
    for col in FUNNEL:
        table.add_column(col.replace("_", " "), justify="right")
    table.add_column("jobs run", justify="right")
    table.add_column("seconds", justify="right")
    for r in runs:
        t = r.summary["total"]
        table.add_row(r.family, *(str(t[k]) for k in FUNNEL), str(sum(r.ran.values())), f"{r.seconds:.1f}")
    return table


@click.command()
@click.option("--family", "families", multiple=True, help="Family id (repeatable).")
@click.option("--all", "all_families", is_flag=True, help="Every family of the dataset.")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder (default: dataset/).")
@click.option("--budget", default=None, metavar="N|all",
              help="Candidates per family, drawn by the seeded policy (default: the pool's budget; 'all': every "
                   "opportunity).")
@click.option("--seed", type=int, default=None, help="Seed of the selection policy (default: the pool's seed).")
@click.option("--operators", default=None, metavar="A,B", help="Only these operators (comma-separated).")
@click.option("--batch", "batch_size", type=click.IntRange(min=1), default=None, help="Mutants per proof job.")
@click.option("--force", is_flag=True, help="Re-run every proof, ignoring the pool's evidence.")
@executor_options
@corpus_options
def mutate(families, all_families, dataset, budget, seed, operators, batch_size, force, executor_name, ray_address,
           timeout, workers) -> None:
    """Build the mutation pool: the 19 operators, compile checks, equivalence proofs, gold kill matrix."""
    from svafam.family_folder import family_dirs
    from svafam.mutation.pipeline import Options, mutate_families
    from svafam.mutation.retention import DEFAULT_BATCH

    options = Options(budget=parse_budget(budget), operators=parse_operators(operators),
                      batch_size=batch_size or DEFAULT_BATCH, reuse=not force)
    if seed is not None:
        options.seed = seed
    if all_families:
        families = tuple(d.name for d in family_dirs(dataset))
    if not families:
        raise UserError("name a family with --family ID, or use --all")
    dirs = _family_dirs(dataset, families)
    for d in dirs:
        check_rtl(d)
    start = time.monotonic()
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor, \
            _progress(len(dirs), "mutating") as bar:
        task = bar.add_task("", total=len(dirs))

        def done(run) -> None:
            bar.update(task, advance=1, description=f"{run.family}: {run.summary['total']['distinguishable']} kept")

        runs = mutate_families(dirs, executor, options, on_family=done)
    from svafam.pipeline.build import refresh_index

    refresh_tasks(dataset, dirs)  # the debugging tasks' sample of the pools, and the tasks it changes
    refresh_index(dataset, dirs, force=True)
    wall = time.monotonic() - start
    if len(runs) <= 10:
        out.print(funnel_table(runs))
    from svafam.mutation.report import aggregate, funnel_line, operator_table

    agg = aggregate(dirs)
    if agg:
        for row in operator_table(agg):
            out.print(row, markup=False)
        out.print(funnel_line(agg), markup=False)
    contradictions = [(r.family, m) for r in runs for m in r.contradictions]
    for fam, mid in contradictions:
        out.print(f"{fam}: {mid}: proved equivalent, but a gold property fails on it -- kept out as unknown",
                  markup=False)
    classified = sum(r.classified for r in runs)
    cands = sum(r.candidates for r in runs)
    out.print(f"{cands} candidates in {len(runs)} families, {classified} classified by proofs in {wall:.1f} s "
              f"({classified / wall:.2f} mutants/s); pools in {dataset}/<family>/mutation/", markup=False)
    sys.exit(1 if contradictions else 0)


COMMANDS = (mutate,)
