"""The corpus's pool in numbers: the funnel per operator (like the paper's Table IV) and the gold
mutation score, summed from every family's ``mutation/summary.json``."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from .operators import OPERATORS
from .pool import FUNNEL, POOL_DIR


def aggregate(family_dirs: list[Path]) -> dict | None:
    """Per-operator and total counts over the families that have a pool; None when none has."""
    per = {op.name: Counter() for op in OPERATORS}
    families = 0
    for fdir in family_dirs:
        path = fdir / POOL_DIR / "summary.json"
        if not path.is_file():
            continue
        families += 1
        for name, counts in json.loads(path.read_text(encoding="utf-8"))["operators"].items():
            per[name].update(counts)
    if not families:
        return None
    total: Counter = Counter()
    for c in per.values():
        total.update(c)
    keys = FUNNEL + ("kill_unknown",)
    return {"families": families, "operators": {n: {k: c[k] for k in keys} for n, c in per.items()},
            "total": {k: total[k] for k in keys}}


def mutation_score(agg: dict) -> float | None:
    t = agg["total"]
    decided = t["killed"] + t["survived"]
    return t["killed"] / decided if decided else None


def operator_table(agg: dict) -> list[str]:
    retained = agg["total"]["distinguishable"]
    rows = [("| operator | group | opportunities | candidates | compile failures | proved equivalent | unknown | "
             "retained | retained share | paper's share |"),
            "|---|---|---|---|---|---|---|---|---|---|"]
    for op in OPERATORS:
        c = agg["operators"][op.name]
        share = f"{100 * c['distinguishable'] / retained:.1f}%" if retained else "-"
        rows.append(f"| {op.name} | {op.group} | {c['opportunities']} | {c['candidates']} | "
                    f"{c['compile_failures']} | {c['equivalent']} | {c['unknown']} | {c['distinguishable']} | "
                    f"{share} | {op.paper_share:.1f}% |")
    t = agg["total"]
    rows.append(f"| all | | {t['opportunities']} | {t['candidates']} | {t['compile_failures']} | {t['equivalent']} "
                f"| {t['unknown']} | {t['distinguishable']} | 100% | 100% |")
    return rows


def funnel_line(agg: dict) -> str:
    t = agg["total"]
    score = mutation_score(agg)
    score_text = f"{100 * score:.1f}%" if score is not None else "-"
    return (f"{t['opportunities']} opportunities -> {t['candidates']} candidates ({t['duplicates']} duplicates) -> "
            f"{t['compiled']} compiled -> {t['distinguishable']} distinguishable ({t['equivalent']} proved "
            f"equivalent, {t['unknown']} unknown) -> {t['killed']} killed by the gold properties, {t['survived']} "
            f"survivors ({t['kill_unknown']} undecided); gold mutation score {score_text}")
