"""``svafam synth``: a synthetic training corpus of N procedurally generated, admitted families."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import click
from rich.table import Table

from ._common import PROJECT_ROOT, UserError, _progress, executor_options, open_jobs_executor, out, warn_empty_splits


def _natural(option: str, text: str) -> int:
    """A non-negative integer, or a one-line error naming the option (exit 2)."""
    if not text.isascii() or not text.isdigit():
        raise UserError(f"{option}: {text!r} is not a non-negative integer")
    return int(text)


def _check_out(path: Path) -> Path:
    """The output folder may not be (or lie inside) the curated dataset, nor hold anything but a synthetic corpus."""
    resolved = path.resolve()
    curated = (PROJECT_ROOT / "dataset").resolve()
    if resolved == curated or curated in resolved.parents:
        raise UserError(f"--out: {path} is the curated dataset (or inside it); choose a folder of its own")
    if resolved in curated.parents or resolved == PROJECT_ROOT.resolve():
        raise UserError(f"--out: {path} holds the curated dataset; choose a folder of its own")
    if resolved.is_file():
        raise UserError(f"--out: {path} is a file; give a folder")
    if resolved.is_dir() and any(resolved.iterdir()) and not (resolved / "dataset" / "recipe.json").is_file():
        raise UserError(f"--out: {path} is not empty and holds no synthetic corpus (no dataset/recipe.json); "
                        "choose a new folder")
    return path


@click.command("synth")
@click.option("--count", "count_text", required=True, metavar="N", help="Candidate families to synthesize.")
@click.option("--seed", "seed_text", required=True, metavar="S", help="Seed of the draw (non-negative integer).")
@click.option("--out", "out_dir", required=True, type=click.Path(path_type=Path), help="Output folder.")
@click.option("--category", "categories", multiple=True, metavar="C",
              help="Only these categories (repeatable; default: all 12).")
@click.option("--no-export", is_flag=True, help="Stop after the splits (no JSONL/Parquet export).")
@executor_options
def synth_cmd(count_text: str, seed_text: str, out_dir: Path, categories: tuple[str, ...], no_export: bool,
              executor_name: str, ray_address: str | None, timeout: float, workers: int | None) -> None:
    """Synthesize, build and admit N new families into --out: specs, dataset, splits, export, report."""
    from svafam.synth.registry import CATEGORIES
    from svafam.synth.run import Recipe, RecipeError, check_recipe, curated_families, synthesize

    count = _natural("--count", count_text)
    seed = _natural("--seed", seed_text)
    unknown = [c for c in categories if c not in CATEGORIES]
    if unknown:
        raise UserError(f"--category: unknown category {unknown[0]!r} (known: {', '.join(sorted(CATEGORIES))})")
    out_dir = _check_out(out_dir)
    recipe = Recipe(seed, count, tuple(sorted(set(categories))))
    try:
        check_recipe(out_dir, recipe)
    except RecipeError as e:
        raise UserError(f"--out: {e}") from None

    start = time.monotonic()
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor, \
            _progress(count, "synthesizing", "families") as bar:
        task = bar.add_task("", total=count)
        seen: set[str] = set()

        def on_family(o) -> None:  # a clone found after its build was counted when it was admitted
            bar.update(task, advance=int(o.family not in seen), description=f"{o.family}: {o.verdict}")
            seen.add(o.family)

        result = synthesize(out_dir, recipe, executor, curated=curated_families(PROJECT_ROOT), on_family=on_family,
                            on_stage=lambda s: bar.update(task, advance=0, description=s))
    _finish(out_dir, result, no_export, time.monotonic() - start)


def _finish(out_dir: Path, result, no_export: bool, wall: float) -> None:
    from svafam.synth.finish import finish_corpus

    done = finish_corpus(out_dir, result, curated=PROJECT_ROOT / "dataset", wall_seconds=wall,
                         export_records=not no_export)
    _print_report(done.report, done.splits_file, done.split_doc)
    warn_empty_splits(done.empty_splits, sum(len(v) for v in done.split_doc["splits"].values()))
    sys.exit(0)


def _print_report(report: dict, splits_file: Path, doc: dict) -> None:
    table = Table(title="synthesis", title_justify="left")
    for col in ("category", "candidates", "admitted", "rejected", "clones", "families/path"):
        table.add_column(col, justify="left" if col in ("category", "families/path") else "right")
    for cat, row in report["per_category"].items():
        paths = ", ".join(f"{k} {v}" for k, v in row["admitted_per_kind"].items())
        table.add_row(cat, str(row["candidates"]), str(row["admitted"]), str(row["rejected"]), str(row["clones"]),
                      paths)
    t = report["totals"]
    table.add_row("all", str(t["candidates"]), str(t["admitted"]), str(t["rejected"]), str(t["clones"]), "")
    out.print(table)
    for reason, n in report["rejects_per_reason"].items():
        out.print(f"  rejected: {reason}: {n}", markup=False)
    for reason, n in report["clones_per_reason"].items():
        out.print(f"  removed: {reason}: {n}", markup=False)
    sizes = {k: len(v) for k, v in doc["splits"].items()}
    out.print(f"admission rate {t['admission_rate']:.1%} (passed the spec checks and the suite / that plus the "
              f"rejected); "
              f"{t['admitted']} families, splits {json.dumps(sizes)} in {splits_file}", markup=False)
    timing = report["timing"]
    out.print(f"wall time {timing['wall_seconds']:.1f} s ({timing['families_per_hour']:.0f} families admitted per "
              f"hour; {timing['built_this_run']} built this run, the rest reused)", markup=False)


COMMANDS = (synth_cmd,)
