"""The corpus-level step of the debugging tasks: draw the pool sample, write it, rewrite the task files it changes.

The sample (:mod:`svafam.tasks.pool_sample`) is stratified by split, so it depends on every
family's pool and on the split policy: a family's tasks can change when another family's
pool does. ``build``, ``mutate`` and ``validate`` call :func:`refresh_tasks` for the
families they touched; it also rewrites every family whose chosen mutants changed.
"""

from __future__ import annotations

import json
from pathlib import Path

from svafam.dataset.splits import DEFAULT_SEED, assign
from svafam.family_folder import EVIDENCE_JSON, FAMILY_JSON, family_dirs, read_family_json
from svafam.files import write_atomic
from svafam.tasks.files import task_files, write_task_files
from svafam.tasks.pool_sample import SAMPLE_FILE, check_sample, family_ids, sample_doc, sample_text
from svafam.tasks.pool_source import retained

from .parallel import map_on_cores

PARALLEL_FROM = 24  # families whose task files are computed; fewer are done in this process (~0.25 s each)


def policy_splits(dataset: Path) -> dict[str, str]:
    """family -> split, as the split policy (seed 0, what `svafam splits` writes) places the dataset's families
    (by folder name, as :func:`pools` keys them)."""
    fams = [{"family": d.name, "category": read_family_json(d)["category"]}
            for d in family_dirs(dataset)]
    per_cat = assign({"families": fams}, DEFAULT_SEED)
    return {fam: split for c in per_cat.values() for split, members in c.items() for fam in members}


def pools(dataset: Path) -> dict[str, list[dict]]:
    """family -> its retained pool mutants (families without a pool left out)."""
    out = {d.name: retained(d) for d in family_dirs(dataset)}
    return {fam: recs for fam, recs in out.items() if recs}


def expected_sample(dataset: Path) -> dict:
    return sample_doc(pools(dataset), policy_splits(dataset), split_seed=DEFAULT_SEED)


def committed_sample(dataset: Path) -> dict | None:
    """The sample file as it is; None when missing or unreadable (it is generated: a refresh redraws it and
    rewrites every family's tasks)."""
    try:
        doc = json.loads((dataset / SAMPLE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return doc if isinstance(doc, dict) else None


def sample_problems(dataset: Path, expected: dict | None = None) -> list[str]:
    """What ``build --check`` says of the sample file: present, true to the policy's promises, current
    (``expected``: :func:`expected_sample`, when already drawn)."""
    path = dataset / SAMPLE_FILE
    if not path.is_file():
        return [f"{SAMPLE_FILE}: missing (run `svafam build`)"]
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as e:
        return [f"{SAMPLE_FILE}: not valid JSON ({e})"]
    problems = [f"{SAMPLE_FILE}: {p}" for p in check_sample(doc, pools(dataset), policy_splits(dataset))]
    if path.read_text(encoding="utf-8") != sample_text(expected or expected_sample(dataset)):
        problems.append(f"{SAMPLE_FILE}: not what the policy draws from the current pools (stale; run `svafam build`)")
    return problems


def refresh_tasks(dataset: Path, touched: list[Path]) -> list[str]:
    """Draw the sample from the current pools; rewrite the task files of ``touched`` families and of every
    family whose chosen mutants changed, then the sample file. Every file is computed before any is
    written. Returns the families rewritten."""
    old, new = committed_sample(dataset), expected_sample(dataset)
    names = {d.name for d in touched}
    names |= {fam for fam in set((old or {}).get("families", {})) | set(new["families"])
              if family_ids(old, fam) != family_ids(new, fam)}
    # A family never validated (no evidence yet) has no tasks to rewrite: its own validation will write them.
    dirs = [dataset / fam for fam in sorted(names)
            if (dataset / fam / FAMILY_JSON).is_file() and (dataset / fam / EVIDENCE_JSON).is_file()]
    computed = map_on_cores(_task_files, [(d, family_ids(new, d.name)) for d in dirs], parallel_from=PARALLEL_FROM)
    files = dict(zip(dirs, computed))
    for d in dirs:
        write_task_files(d, files=files[d])
    write_atomic(dataset / SAMPLE_FILE, sample_text(new))
    return [d.name for d in dirs]


def _task_files(family_and_ids: tuple[Path, list[str]]) -> dict[str, str]:
    return task_files(*family_and_ids)
