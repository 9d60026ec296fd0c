"""Every task file of a family: a pure function of the family folder (its RTL, metadata and evidence traces).

``svafam build`` writes them after a family is admitted; ``svafam build --check``
regenerates them and compares byte for byte.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from . import debug
from .sources import family_bugs
from .stimuli import STIMULI_FILE, stimuli, stimuli_text

TASKS_DIR = "tasks"


def task_files(family_dir: Path) -> dict[str, str]:
    meta = json.loads((family_dir / "family.json").read_text(encoding="utf-8"))
    files: dict[str, str] = {}
    for bug in family_bugs(family_dir):
        files.update(debug.task_files(bug, meta, family_dir))
    files[STIMULI_FILE] = stimuli_text(stimuli(family_dir, meta))
    return files


def write_task_files(family_dir: Path) -> None:
    """Replace the family's tasks/ folder with freshly generated files (computed before anything is removed)."""
    files = task_files(family_dir)
    target = family_dir / TASKS_DIR
    staged = family_dir / f".{TASKS_DIR}.new"
    shutil.rmtree(staged, ignore_errors=True)
    for rel, text in sorted(files.items()):
        path = staged / Path(rel).relative_to(TASKS_DIR)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    shutil.rmtree(target, ignore_errors=True)
    staged.rename(target)


def tasks_sha256(dataset: Path) -> str:
    """One hash of every task file of the dataset (an export records it, so loading can tell it is stale)."""
    h = hashlib.sha256()
    for path in sorted(dataset.glob(f"*/{TASKS_DIR}/**/*")):
        if path.is_file():
            h.update(path.relative_to(dataset).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()
