"""Loader: the source-level mutation pool, an overview page and a page per family.

A family's page lists every candidate the operators made, by verdict: retained
(distinguishable from its clean variant; its trace drawn, the gold properties that kill it
named), equivalent, compile failures and undecided; each with its diff.
"""

from __future__ import annotations

from collections import Counter

from svafam.tasks.debug import POOL_SCOPES

from .corpus import Corpus, Family
from .families import page_path as family_page
from .model import Bundle, Page, Picture

VERDICTS = ("distinguishable", "equivalent", "compile_failure", "unknown")
VERDICT_LABELS = {"distinguishable": "retained", "equivalent": "equivalent", "compile_failure": "compile failure",
                  "unknown": "undecided"}


def page_path(family_id: str) -> str:
    return f"pool/{family_id}.html"


def operator_rows(records: list[dict]) -> list[dict]:
    """Per operator (in the order the pool first uses them): candidates by verdict, and killed or survived."""
    rows: dict[str, Counter] = {}
    groups: dict[str, str] = {}
    for r in records:
        counts = rows.setdefault(r["operator"], Counter())
        groups[r["operator"]] = r["group"]
        counts["candidates"] += 1
        counts[r["verdict"]] += 1
        if r["gold"]:
            counts[r["gold"]] += 1
    return [{"operator": op, "group": groups[op], **c} for op, c in rows.items()]


def family_pool(family: Family) -> Bundle:
    records = family.pool_records
    pictures = []
    shown = []
    for r in records:
        picture = None
        if r["trace"]:
            picture = Picture(target=f"pool/{family.id}/{r['id']}.svg", trace=family.dir / r["trace"],
                              title=f"{family.id}/{r['id']}: clean vs buggy", interface=family.interface,
                              scopes=POOL_SCOPES, model=r["model"], drawn=family.task_picture(r["trace"]))
            pictures.append(picture)
        shown.append({**r, "killed_by": r["killed_by"] or [], "svg": picture.target if picture else None,
                      "vcd": picture.vcd if picture else None})
    order = [*VERDICTS, *sorted({r["verdict"] for r in shown} - set(VERDICTS))]
    context = {"family": family.id, "family_page": family_page(family.id), "operators": operator_rows(records),
               "sections": [(VERDICT_LABELS.get(v, v), v, [r for r in shown if r["verdict"] == v]) for v in order],
               "total": len(records)}
    return Bundle(pages=[Page(page_path(family.id), "pool.html", f"{family.id}: mutation pool", context)],
                  pictures=pictures)


def load(corpus: Corpus) -> Bundle:
    bundle = Bundle()
    rows = []
    for family in corpus.families:
        records = family.pool_records
        if not records:
            continue
        counts = Counter(r["verdict"] for r in records) + Counter(r["gold"] for r in records if r["gold"])
        rows.append({"family": family.id, "candidates": len(records), **counts})
        bundle.extend(family_pool(family))
    operators = (corpus.manifest.get("mutation") or {}).get("operators", {})
    bundle.pages.insert(0, Page("pool/index.html", "pool_index.html", "mutation pool", {
        "rows": rows, "operators": list(operators.items()),
        "whole": corpus.whole}))
    return bundle
