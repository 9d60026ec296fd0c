"""The debugging tasks in numbers, for the manifest and the dataset card: per source, bug kind and
operator, and the pool sample's counts per split and operator (chosen of retained)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from .bug_kinds import BUG_KINDS
from .debug import TASK_DIR
from .pool_sample import OPERATORS, SAMPLE_FILE, SPLITS

SOURCES = ("controlled", "pool")


def debug_summary(dataset: Path) -> dict | None:
    """Counts of the dataset's debugging tasks (None when it has none)."""
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(dataset.glob(f"*/{TASK_DIR}/*/task.json"))]
    if not docs:
        return None
    kinds = Counter((d["bug_kind"], d["source"]) for d in docs)
    ops = Counter(d["operator"] for d in docs if d["source"] == "pool")
    out: dict = {
        "tasks": len(docs),
        "sources": {s: sum(1 for d in docs if d["source"] == s) for s in SOURCES},
        "bug_kinds": {k: {s: kinds[k, s] for s in SOURCES} for k in BUG_KINDS},
        "operators": {op: ops[op] for op in OPERATORS},
        "clock_accurate": sum(1 for d in docs if d["model"] == "edge"),
        "sample": None,
    }
    path = dataset / SAMPLE_FILE
    if path.is_file():
        doc = json.loads(path.read_text(encoding="utf-8"))
        out["sample"] = {"seed": doc["seed"], "per_operator": doc["per_operator"], "split_seed": doc["split_seed"],
                         "counts": {s: doc["counts"][s] for s in SPLITS}}
    return out
