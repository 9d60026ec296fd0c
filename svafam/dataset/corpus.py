"""Which corpus a command or a loader works on: one folder holding ``dataset/`` and ``splits/``.

The curated corpus is this project's root; a synthetic one is the ``--out`` folder of
``svafam synth``. Named by ``--corpus DIR`` (``path=`` in the loaders), or by its parts
(``--dataset``, ``--splits``: a split file left out is the one beside the dataset folder), else
found by :func:`svafam.paths.find_project_root`. ``how`` says which of these it was, so that an
error about a missing dataset can say where it looked.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from svafam.paths import find_project_root

from .splits import SPLIT_FILE


@dataclass(frozen=True)
class CorpusPaths:
    dataset: Path
    splits_file: Path
    how: str

    @property
    def root(self) -> Path:
        return self.dataset.parent


def corpus_paths(corpus: Path | None = None, dataset: Path | None = None,
                 splits_file: Path | None = None) -> CorpusPaths:
    if dataset is not None:
        dataset = Path(dataset)
        splits = Path(splits_file) if splits_file else dataset.parent / "splits" / SPLIT_FILE
        return CorpusPaths(dataset, splits, f"--dataset {dataset}")
    if corpus is not None:
        root, how = Path(corpus), f"--corpus {corpus}"
    else:
        root, how = find_project_root()
    return CorpusPaths(root / "dataset", Path(splits_file) if splits_file else root / "splits" / SPLIT_FILE, how)
