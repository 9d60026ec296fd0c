"""Dataset-level commands: import, audit, splits, export, load (scoring: :mod:`svafam.cli.scoring`)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from svafam.files import write_atomic

from ._common import (
    UserError,
    corpus_options,
    executor_options,
    no_dataset,
    open_jobs_executor,
    out,
    split_option,
    warn_empty_splits,
)


@click.command("import-equivsva")
@click.argument("spec_json", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--specs", "specs_dir", type=click.Path(path_type=Path), default=None, help="Specs folder.")
@click.option("--force", is_flag=True, help="Overwrite specs that already exist.")
def import_equivsva(spec_json: tuple[Path, ...], specs_dir: Path | None, force: bool) -> None:
    """Convert EquivSVA spec.json files into specs/<category>/<family>.yaml."""
    import shutil
    import tempfile

    from svafam.generators.spec_loader import SpecError, load_spec
    from svafam.importers.equivsva import ImportError_, convert_file

    staged: list[tuple[Path, Path]] = []
    with tempfile.TemporaryDirectory(prefix="svafam-import-") as tmp:
        for path in spec_json:
            if path.is_dir():
                path = path / "spec.json"
            try:
                spec, text = convert_file(path)
            except ImportError_ as e:
                raise UserError(str(e)) from None
            rel = Path(spec["category"]) / f"{spec['id']}.yaml"
            target = specs_dir / rel
            if target.exists() and not force:
                raise UserError(f"{target} exists; use --force to overwrite it")
            candidate = Path(tmp) / rel
            candidate.parent.mkdir(parents=True, exist_ok=True)
            candidate.write_text(text, encoding="utf-8")
            try:
                load_spec(candidate)  # the converted spec must pass every check before it is written
            except SpecError as e:
                raise UserError(f"{path}: the converted spec is not valid: {e.field}: {e.reason}") from None
            staged.append((candidate, target))
        for candidate, target in staged:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(candidate, target)
            out.print(f"wrote {target}", markup=False)


@click.command()
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@executor_options
@corpus_options
def audit(dataset: Path | None, executor_name: str, ray_address: str | None, timeout: float,
          workers: int | None) -> None:
    """Look for clones among families: syntactic duplicates and behaviors equal up to port renaming."""
    from svafam.quality.audit import NEAR
    from svafam.quality.audit import audit as run_audit

    if not dataset.is_dir():
        raise UserError(f"no dataset at {dataset}")
    start = time.monotonic()
    with open_jobs_executor(executor_name, ray_address, timeout, workers) as executor:
        report = run_audit(dataset, executor)
    out.print(f"families: {report.families}", markup=False)
    out.print(f"syntactic: {len(report.exact)} exact duplicates, {len(report.near)} near duplicates "
              f"(similarity >= {NEAR})", markup=False)
    for x, y in report.exact:
        out.print(f"  CLONE (same code up to names): {x} ~ {y}", markup=False)
    for x, y, r in report.near:
        out.print(f"  near duplicate: {x} ~ {y} (similarity {r})", markup=False)
    out.print(f"semantic: {report.same_shape_pairs} pairs with the same interface shape; "
              f"{report.separated_by_simulation} told apart by random simulation, "
              f"{len(report.proved_distinct)} proved different, {len(report.proved_clones)} proved equal, "
              f"{len(report.undecided)} undecided", markup=False)
    for x, y in report.proved_clones:
        out.print(f"  CLONE (same behavior up to port renaming, proved): {x} ~ {y}", markup=False)
    for x, y, why in report.undecided:
        out.print(f"  UNDECIDED: {x} ~ {y}: {why}", markup=False)
    out.print(f"audit {'clean' if report.clean else 'FOUND CLONES'} in {time.monotonic() - start:.1f} s",
              markup=False)
    sys.exit(0 if report.clean else 1)


@click.command()
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--out", "out_file", type=click.Path(path_type=Path), default=None,
              help="Split file (default: splits/splits_v1.json).")
@click.option("--seed", type=int, default=None, help="Seed of the ordering (default 0, or the file's with --check).")
@click.option("--check", "check_only", is_flag=True, help="Check an existing split file against the dataset.")
@corpus_options
def splits(dataset: Path | None, out_file: Path | None, seed: int | None, check_only: bool) -> None:
    """Write (or --check) the deterministic, family-safe train/dev/test split file."""
    import json as _json

    from svafam.dataset.splits import DEFAULT_SEED, check_splits, empty_splits, make_splits, splits_text

    if not (dataset / "manifest.json").is_file():
        raise no_dataset(dataset)
    if check_only:
        try:
            doc = _json.loads(out_file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise UserError(f"{out_file}: no split file; run `svafam splits`") from None
        except ValueError as e:
            raise UserError(f"{out_file}: not valid JSON ({e})") from None
        problems = check_splits(doc, dataset)
        from svafam.dataset.splits import family_split
        from svafam.pipeline.composites import split_problems

        problems += split_problems(dataset, family_split(doc))
        for p in problems:
            out.print(f"{out_file.name}: {p}", markup=False)
        out.print(f"splits --check: {len(problems)} problems -> {'OK' if not problems else 'NOT VALID'}", markup=False)
        sys.exit(1 if problems else 0)
    doc = make_splits(dataset, DEFAULT_SEED if seed is None else seed)
    write_atomic(out_file, splits_text(doc))
    sizes = {k: len(v) for k, v in doc["splits"].items()}
    out.print(f"wrote {out_file}: " + ", ".join(f"{k} {v}" for k, v in sizes.items()) + " families", markup=False)
    warn_empty_splits(empty_splits(doc), sum(sizes.values()))


@click.command("export")
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@corpus_options
def export_cmd(dataset: Path | None, splits_file: Path | None) -> None:
    """Write task and family records per split (JSONL and Parquet) into dataset/export/."""
    import json as _json

    from svafam.dataset.export import export
    from svafam.dataset.splits import check_splits
    from svafam.pipeline.build import write_index

    if not (dataset / "manifest.json").is_file():
        raise no_dataset(dataset)
    if not splits_file.is_file():
        raise UserError(f"{splits_file}: no split file; run `svafam splits`")
    doc = _json.loads(splits_file.read_text(encoding="utf-8"))
    problems = check_splits(doc, dataset)
    if problems:
        raise UserError(f"{splits_file}: {problems[0]} (run `svafam splits --check` for all problems)")
    try:
        counts = export(dataset, doc, splits_file)  # every record is made and checked before a file is written
    except ValueError as e:  # a task without its files, a record that breaks its schema
        raise UserError(str(e)) from None
    write_index(dataset)  # the dataset card now lists the exported configs
    from svafam.tasks.kinds import task_kinds

    for split, c in counts.items():
        kinds = ", ".join(f"{c[k.export_name]} {k.title} tasks" for k in task_kinds().values())
        out.print(f"{split}: {c['families']} families, {kinds}, {c['mutation']} pool mutants", markup=False)


@click.command("load")
@split_option(required=True)
@click.option("--dataset", type=click.Path(path_type=Path), default=None, help="Dataset folder.")
@click.option("--splits", "splits_file", type=click.Path(path_type=Path), default=None, help="Split file.")
@corpus_options
def load_cmd(split: str, dataset: Path | None, splits_file: Path | None) -> None:
    """Load one exported split as a pipeline would, and summarize it."""
    from collections import Counter

    from svafam.dataset.loading import DatasetError, load_split

    if not (dataset / "manifest.json").is_file():
        raise no_dataset(dataset)
    try:
        tasks = load_split(split, dataset, splits_file)
    except DatasetError as e:
        raise UserError(str(e)) from None
    per = Counter(t.category for t in tasks)
    out.print(f"{split}: {len(tasks)} tasks from {len({t.family_id for t in tasks})} families", markup=False)
    for cat, n in sorted(per.items()):
        out.print(f"  {cat}: {n}", markup=False)


COMMANDS = (import_equivsva, audit, splits, export_cmd, load_cmd,)
