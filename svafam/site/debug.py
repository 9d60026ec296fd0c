"""Loader: the debugging tasks, an overview and a page per family (each task's ground truth, its diff,
and its waveform: the task's own picture and VCD, copied)."""

from __future__ import annotations

from collections import Counter

from .corpus import Corpus, Family
from .families import unified_diff
from .model import Bundle, Copy, Page


def page_path(family_id: str) -> str:
    return f"debug/{family_id}.html"


def family_tasks(family: Family, found: list[dict]) -> Bundle:
    copies, shown = [], []
    for task in found:
        base = f"debug/{family.id}/{task['bug']}"
        copies += [Copy(family.dir / task["files"]["waveform.svg"], f"{base}.svg"),
                   Copy(family.dir / task["files"]["waveform.vcd"], f"{base}.vcd")]
        # the record's diff goes from the clean code to the bug; a reader wants the fix, the other way
        fix = unified_diff(family.text(task["files"]["buggy.v"]), family.text(task["files"]["fixed.v"]),
                           "buggy.v", "fixed.v")
        shown.append({**task, "svg": f"{base}.svg", "vcd": f"{base}.vcd", "fix": fix,
                      "table": family.text(task["files"]["waveform.txt"])})
    context = {"family": family.id, "split": family.split, "tasks": shown}
    return Bundle(pages=[Page(page_path(family.id), "debug.html", f"{family.id}: debugging tasks", context)],
                  copies=copies)


def load(corpus: Corpus) -> Bundle:
    bundle = Bundle()
    rows = []
    for family in corpus.families:
        found = family.debug_tasks
        if not found:
            continue
        rows += [{**t, "family": family.id, "split": family.split} for t in found]
        bundle.extend(family_tasks(family, found))
    by_kind = Counter((t["bug_kind"], t["source"]) for t in rows)
    kinds = sorted({k for k, _ in by_kind})
    bundle.pages.insert(0, Page("debug/index.html", "debug_index.html", "debugging tasks", {
        "rows": rows, "kinds": [(k, by_kind[k, "controlled"], by_kind[k, "pool"]) for k in kinds],
        "summary": corpus.manifest.get("debug") or {},
        "whole": corpus.whole}))
    return bundle
