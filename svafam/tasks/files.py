"""Every task file of a family: a pure function of the family folder (its RTL, metadata, evidence
traces and mutation pool) and of the pool mutants the corpus's sample chose for it.

``svafam build`` writes them after a family is admitted and its pool is built; ``svafam
build --check`` regenerates them and compares byte for byte.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

from svafam.family_folder import read_family_json
from svafam.files import folder_aside

from . import debug, rtl
from .pool_sample import SAMPLE_FILE, family_ids
from .sources import family_bugs
from .stimuli import STIMULI_FILE, stimuli, stimuli_text

TASKS_DIR = "tasks"


def committed_pool_ids(family_dir: Path) -> list[str]:
    """The pool mutants the dataset's sample file (next to the family folder) chose for the family."""
    path = family_dir.parent / SAMPLE_FILE
    return family_ids(json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None, family_dir.name)


def task_files(family_dir: Path, pool_ids: Sequence[str] | None = None) -> dict[str, str]:
    """``pool_ids``: the family's chosen pool mutants (None: as the dataset's sample file says)."""
    meta = read_family_json(family_dir)
    files: dict[str, str] = {}
    chosen = committed_pool_ids(family_dir) if pool_ids is None else pool_ids
    for bug in family_bugs(family_dir, chosen):
        files.update(debug.task_files(bug, meta, family_dir))
    files[STIMULI_FILE] = stimuli_text(stimuli(family_dir, meta))
    files.update(rtl.task_files(family_dir, meta))
    return files


def write_task_files(family_dir: Path, pool_ids: Sequence[str] | None = None,
                     files: dict[str, str] | None = None) -> None:
    """Replace the family's tasks/ folder with freshly generated files (computed before anything is
    removed; ``files``: already computed by :func:`task_files`)."""
    files = task_files(family_dir, pool_ids) if files is None else files
    with folder_aside(family_dir / TASKS_DIR) as staged:
        for rel, text in sorted(files.items()):
            path = staged / Path(rel).relative_to(TASKS_DIR)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")


def tasks_sha256(dataset: Path) -> str:
    """One hash of every task file of the dataset (an export records it, so loading can tell it is stale)."""
    h = hashlib.sha256()
    # the composites' tasks too (dataset/composites/<id>/tasks/); a corpus without composites hashes as before
    paths = list(dataset.glob(f"*/{TASKS_DIR}/**/*")) + list(dataset.glob(f"composites/*/{TASKS_DIR}/**/*"))
    for path in sorted(paths):
        if path.is_file():
            h.update(path.relative_to(dataset).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()
