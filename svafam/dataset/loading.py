"""Load exported splits as typed objects, for training and evaluation pipelines.

    from svafam.dataset import load_split, load_debug_split, load_refmodel_split
    for task in load_split("train"):
        task.prompt, task.rtl, task.reference_sva, task.rtl_path
    for task in load_debug_split("test"):      # fix a buggy module (ground truth kept apart)
        task.prompt_one_shot, task.fixed_rtl, task.svg_path
    for task in load_refmodel_split("test"):   # write a Python model of an RTL variant
        task.prompt_rtl, task.prompt_spec

Refuses, with a clear message, an unknown split, a missing dataset or export, and an
export older than the dataset or split file it came from: never silently stale data.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from svafam.errors import SvafamError
from svafam.tasks.kinds import task_kind
from svafam.design import Port  # noqa: F401 - part of the loaders' API
from svafam.tasks.kinds.debug import DebugTask
from svafam.tasks.kinds.refmodel import RefModelTask
from svafam.tasks.kinds.sva import ReferenceProperty, Task  # noqa: F401 - part of the loaders' API

from .corpus import CorpusPaths, corpus_paths
from .export import EXPORT_DIR, export_is_current
from .splits import SplitError, split_name


class DatasetError(SvafamError, RuntimeError):
    """The dataset, split file or export cannot be used as asked; the message says what to run."""


@dataclass(frozen=True)
class MutantRef:
    id: str
    name: str
    kind: str
    description: str
    rtl_path: Path


@dataclass(frozen=True)
class Family:
    family_id: str
    category: str
    kind: str
    split: str
    template: str
    description: str
    path: Path
    variant_paths: tuple[Path, ...]
    reference_sva: str
    properties: int
    mutants: tuple[MutantRef, ...]


CORPORA = ("curated", "synthetic")


def _where(dataset: Path | None, splits_file: Path | None, corpus: str, path: Path | None) -> CorpusPaths:
    """The corpus a loader reads: ``path`` (a folder holding dataset/ and splits/: this project's root or
    the ``--out`` of ``svafam synth``), or ``dataset`` and ``splits_file``, else the project's own."""
    if corpus not in CORPORA:
        raise DatasetError(f"unknown corpus {corpus!r}; choose one of {', '.join(CORPORA)}")
    if corpus == "synthetic" and path is None and dataset is None:
        raise DatasetError("a synthetic corpus needs its folder: path=<the --out of svafam synth>")
    return corpus_paths(path, dataset, splits_file)


def _records(kind: str, split: str, where: CorpusPaths) -> tuple[Path, list[dict]]:
    try:
        split = split_name(split)
    except SplitError as e:
        raise DatasetError(str(e)) from None
    dataset, splits_file = where.dataset, where.splits_file
    if not (dataset / "manifest.json").is_file():
        raise DatasetError(f"no dataset at {dataset} (expected {dataset / 'manifest.json'}; looked there by "
                           f"{where.how}): name the corpus (--corpus DIR, path=DIR, or SVAFAM_ROOT), or run "
                           "`svafam build`")
    stale = export_is_current(dataset, splits_file)
    if stale:
        raise DatasetError(f"{dataset / EXPORT_DIR}: {stale} (split file {splits_file})")
    path = dataset / EXPORT_DIR / f"{kind}_{split}.jsonl"
    with open(path, encoding="utf-8") as f:
        return dataset, [json.loads(line) for line in f if line.strip()]


def load_split(split: str, dataset: Path | None = None, splits_file: Path | None = None, *, kind: str = "sva",
               corpus: str = "curated", path: Path | None = None) -> list:
    """The tasks of one split as typed objects: ``kind`` is a registered task kind (``sva``, one task per
    RTL variant; ``debug``; ``refmodel``; see :func:`svafam.tasks.kinds.task_kinds`); ``corpus="synthetic",
    path=DIR`` reads a corpus made by ``svafam synth --out DIR``."""
    task = task_kind(kind)
    root, records = _records(task.export_name, split, _where(dataset, splits_file, corpus, path))
    return [task.load(r, root) for r in records]


def load_families(split: str, dataset: Path | None = None, splits_file: Path | None = None, *,
                  corpus: str = "curated", path: Path | None = None) -> list[Family]:
    """The families of one split, with the paths of their files."""
    root, records = _records("families", split, _where(dataset, splits_file, corpus, path))
    return [Family(
        family_id=r["family_id"], category=r["category"], kind=r["kind"], split=r["split"], template=r["template"],
        description=r["description"], path=root / r["family_id"],
        variant_paths=tuple(root / v["rtl_path"] for v in r["variants"]), reference_sva=r["reference_sva"],
        properties=r["properties"],
        mutants=tuple(MutantRef(m["id"], m["name"], m["kind"], m["description"], root / m["rtl_path"])
                      for m in r["mutants"])) for r in records]


def load_debug_split(split: str, dataset: Path | None = None, splits_file: Path | None = None, *,
                     corpus: str = "curated", path: Path | None = None) -> list[DebugTask]:
    """The debugging tasks of one split: one per controlled mutant, and the pool's sample."""
    return load_split(split, dataset, splits_file, kind="debug", corpus=corpus, path=path)


def load_refmodel_split(split: str, dataset: Path | None = None, splits_file: Path | None = None, *,
                        corpus: str = "curated", path: Path | None = None) -> list[RefModelTask]:
    """The reference-model tasks (one per RTL variant) of one split."""
    return load_split(split, dataset, splits_file, kind="refmodel", corpus=corpus, path=path)
