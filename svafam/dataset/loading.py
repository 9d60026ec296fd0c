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
from svafam.paths import project_root
from svafam.tasks.kinds import task_kind
from svafam.tasks.kinds._records import Port  # noqa: F401 - part of the loaders' API
from svafam.tasks.kinds.debug import DebugTask
from svafam.tasks.kinds.refmodel import RefModelTask
from svafam.tasks.kinds.sva import ReferenceProperty, Task  # noqa: F401 - part of the loaders' API

from .export import EXPORT_DIR, export_is_current
from .splits import SPLIT_FILE, SPLITS

DEFAULT_ROOT = project_root()


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


def corpus_paths(corpus: str, path: Path | None) -> tuple[Path | None, Path | None]:
    """(dataset, split file) of a corpus: the curated one of this project, or a synthetic one made by
    ``svafam synth --out path`` (its dataset/ and splits/ folders)."""
    if corpus not in CORPORA:
        raise DatasetError(f"unknown corpus {corpus!r}; choose one of {', '.join(CORPORA)}")
    if corpus == "curated":
        return (Path(path) / "dataset", Path(path) / "splits" / SPLIT_FILE) if path else (None, None)
    if path is None:
        raise DatasetError("a synthetic corpus needs its folder: path=<the --out of svafam synth>")
    return Path(path) / "dataset", Path(path) / "splits" / SPLIT_FILE


def _paths(dataset: Path | None, splits_file: Path | None) -> tuple[Path, Path]:
    dataset = Path(dataset) if dataset else DEFAULT_ROOT / "dataset"
    splits_file = Path(splits_file) if splits_file else DEFAULT_ROOT / "splits" / SPLIT_FILE
    return dataset, splits_file


def _records(kind: str, split: str, dataset: Path | None, splits_file: Path | None) -> tuple[Path, list[dict]]:
    if split not in SPLITS:
        raise DatasetError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)}")
    dataset, splits_file = _paths(dataset, splits_file)
    if not (dataset / "manifest.json").is_file():
        raise DatasetError(f"no dataset at {dataset} (expected {dataset / 'manifest.json'}); run `svafam build`")
    stale = export_is_current(dataset, splits_file)
    if stale:
        raise DatasetError(f"{dataset / EXPORT_DIR}: {stale}")
    path = dataset / EXPORT_DIR / f"{kind}_{split}.jsonl"
    with open(path, encoding="utf-8") as f:
        return dataset, [json.loads(line) for line in f if line.strip()]


def load_split(split: str, dataset: Path | None = None, splits_file: Path | None = None, *, kind: str = "sva",
               corpus: str = "curated", path: Path | None = None) -> list:
    """The tasks of one split as typed objects: ``kind`` is a registered task kind (``sva``, one task per
    RTL variant; ``debug``; ``refmodel``; see :func:`svafam.tasks.kinds.task_kinds`); ``corpus="synthetic",
    path=DIR`` reads a corpus made by ``svafam synth --out DIR``."""
    task = task_kind(kind)
    if corpus != "curated" or path is not None:
        dataset, splits_file = corpus_paths(corpus, path)
    root, records = _records(task.export_name, split, dataset, splits_file)
    return [task.load(r, root) for r in records]


def load_families(split: str, dataset: Path | None = None, splits_file: Path | None = None) -> list[Family]:
    """The families of one split, with the paths of their files."""
    root, records = _records("families", split, dataset, splits_file)
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
