"""A synthesized corpus made whole: its split file, its export, its card and its report."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from svafam.dataset.export import export
from svafam.dataset.splits import DEFAULT_SEED, SPLIT_FILE, empty_splits, make_splits, splits_text
from svafam.files import write_atomic
from svafam.pipeline.build import write_index

from .report import build_report, write_report


@dataclass(frozen=True)
class FinishedCorpus:
    splits_file: Path
    split_doc: dict
    report: dict
    empty_splits: list[str]   # splits with no family: the corpus was too small for three


def finish_corpus(out_dir: Path, result, *, curated: Path, wall_seconds: float, export_records: bool = True
                  ) -> FinishedCorpus:
    dataset = out_dir / "dataset"
    splits_file = out_dir / "splits" / SPLIT_FILE
    doc = make_splits(dataset, DEFAULT_SEED, grouped=True)  # near duplicates share a split
    write_atomic(splits_file, splits_text(doc))
    if export_records:
        export(dataset, doc, splits_file)
        write_index(dataset)  # the card now lists the exported configs
    report = build_report(out_dir, result, curated=curated, wall_seconds=wall_seconds)
    write_report(out_dir, report)
    return FinishedCorpus(splits_file, doc, report, empty_splits(doc))
