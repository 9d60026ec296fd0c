"""Loader: the index (every family in one table, the corpus summary on top) and a page per family."""

from __future__ import annotations

import difflib

from svafam.generators.properties import FORMS, TEMPORAL_FORMS
from svafam.generators.properties.forms import PROPERTY_FORMS

from .corpus import Corpus, Family
from .model import Bundle, Page, Picture
from .properties import property_rows

# column headings for the property forms, in the notation of the SVA they print
FORM_LABELS = {f.name: f.label for f in PROPERTY_FORMS}
JOB_ORDER = ("equivalence", "gold_proof", "reachability", "mutant_distinguishability", "gold_on_mutant")


def page_path(family_id: str) -> str:
    return f"families/{family_id}.html"


def mutant_of(job: dict) -> str:
    """The controlled mutant a distinguishing or gold-on-mutant job is about (``distinguish_m0`` -> ``m0``)."""
    return job["job"].rsplit("_", 1)[-1]


def trace_picture(family: Family, job: dict) -> Picture:
    """The picture of an evidence job's trace: a distinguishing miter (v0 against the mutant) or a
    gold-on-mutant counterexample (the mutant and the properties failing on it)."""
    mutant = mutant_of(job)
    common = {"target": f"families/{family.id}/traces/{job['job']}.svg", "trace": family.dir / job["trace"],
              "interface": family.interface}
    if job["kind"] == "gold_on_mutant":
        return Picture(kind="monitor", title=f"{family.id}/{job['job']}: gold properties on {mutant}",
                       labels=("v0", mutant), failing=tuple(job["failed_properties"]), **common)
    # drawn as the debugging task of the mutant draws it (the same trace): clean is v0, buggy the mutant
    return Picture(kind="miter", title=f"{family.id}/{mutant}: clean vs buggy", drawn=family.task_picture(job["trace"]),
                   **common)


def interface_rows(meta: dict) -> list[dict]:
    reset = meta["reset"]
    rows = [{"name": meta["clock"]["name"], "direction": "input", "width": 1, "role": "clock, rising edge"},
            {"name": reset["name"], "direction": "input", "width": 1,
             "role": f"reset, active {reset['active']}, {'synchronous' if reset['synchronous'] else 'asynchronous'}"}]
    rows += [{"name": p["name"], "direction": "input", "width": p["width"], "role": ""} for p in meta["inputs"]]
    return rows + [{"name": p["name"], "direction": "output", "width": p["width"], "role": ""} for p in meta["outputs"]]


def distances(evidence: dict | None, variants: list[str]) -> dict | None:
    """The structural distances of the variants as a symmetric matrix (the audit's metric, from the evidence)."""
    d = (evidence or {}).get("distinctness")
    if not d:
        return None
    pairs = d["pairs"]

    def at(a: str, b: str) -> float | None:
        return None if a == b else pairs.get(f"{a}-{b}", pairs.get(f"{b}-{a}"))

    return {"metric": d["metric"], "min_distance": d["min_distance"], "variants": variants,
            "rows": [[at(a, b) for b in variants] for a in variants],
            "closest": min(pairs.values()) if pairs else None}


def validation_seconds(evidence: dict | None) -> float | None:
    """The suite's wall time, when the (uncommitted) timings of every job are known."""
    jobs = list((evidence or {}).get("jobs", [])) + [c for c in [(evidence or {}).get("conformance")] if c]
    times = [j.get("wall_seconds") for j in jobs]
    return round(sum(times), 2) if jobs and None not in times else None


def unified_diff(old: str, new: str, old_name: str, new_name: str) -> str:
    return "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), old_name, new_name))


def summary_row(family: Family) -> dict:
    """The family's row of the index table."""
    meta, evidence = family.meta, family.evidence
    forms: dict[str, int] = {}
    for p in family.properties:
        forms[p["form"]] = forms.get(p["form"], 0) + 1
    pool = family.pool_records
    ports = meta["inputs"] + meta["outputs"]
    return {
        "id": family.id, "category": meta["category"], "split": family.split, "path": meta["kind"],
        "template": meta["template"], "inputs": len(meta["inputs"]), "outputs": len(meta["outputs"]),
        "bits": sum(p["width"] for p in ports), "properties": len(family.properties), "forms": forms,
        "temporal": sum(n for f, n in forms.items() if f in TEMPORAL_FORMS),
        "mutants": len(meta["mutants"]),
        "pool_retained": sum(r["verdict"] == "distinguishable" for r in pool), "pool_candidates": len(pool),
        "admitted": bool(evidence and evidence["admitted"]),
        "jobs": f"{evidence['summary']['as_expected']}/{evidence['summary']['jobs']}" if evidence else "0/0",
        "seconds": validation_seconds(evidence),
    }


def family_page(family: Family) -> Bundle:
    meta, evidence = family.meta, family.evidence
    variants = [{**v, "code": family.text(v["file"])} for v in meta["variants"]]
    reference = variants[0]
    jobs = sorted((evidence or {}).get("jobs", []), key=lambda j: (JOB_ORDER.index(j["kind"])
                                                                  if j["kind"] in JOB_ORDER else len(JOB_ORDER)))
    pictures = {j["job"]: trace_picture(family, j) for j in jobs if j["trace"]}
    by_mutant: dict[str, list[dict]] = {}
    for job in jobs:
        if job["job"] in pictures:
            pic = pictures[job["job"]]
            by_mutant.setdefault(mutant_of(job), []).append({
                "job": job["job"], "kind": job["kind"], "svg": pic.target, "vcd": pic.vcd, "step": job["step"],
                "failed": job["failed_properties"]})
    kills = family.controlled_kills()
    mutants = []
    for m in meta["mutants"]:
        code = family.text(m["file"])
        mutants.append({**m, "description": m.get("description", ""),
                        "diff": unified_diff(reference["code"], code, f"{reference['id']}: {reference['file']}",
                                             f"{m['id']}: {m['file']}"),
                        "caught_by": kills.get(m["id"], []), "traces": by_mutant.get(m["id"], [])})
    context = {
        "family": summary_row(family), "description": meta["description"], "depth": meta["formal"]["depth"],
        "interface": interface_rows(meta), "variants": variants,
        "distances": distances(evidence, [v["id"] for v in variants]),
        "properties": property_rows(family), "mutants": mutants, "jobs": jobs,
        "conformance": (evidence or {}).get("conformance"),
        "tool_versions": sorted((evidence or {}).get("tool_versions", {}).items()),
        "has_pool": bool(family.pool_records), "has_tasks": bool(family.debug_tasks),
        "spec": family.text("spec.yaml") if (family.dir / "spec.yaml").exists() else None,
    }
    return Bundle(pages=[Page(page_path(family.id), "family.html", family.id, context)],
                  pictures=list(pictures.values()))


def load(corpus: Corpus) -> Bundle:
    bundle = Bundle()
    rows = []
    for family in corpus.families:
        rows.append(summary_row(family))
        bundle.extend(family_page(family))
    options = {key: sorted({r[key] for r in rows}) for key in ("category", "split", "path")}
    summary = corpus.manifest["summary"]
    bundle.pages.insert(0, Page("index.html", "index.html", "sva-families dataset", {
        "rows": rows, "options": options, "forms": [(f, FORM_LABELS.get(f, f)) for f in FORMS],
        "summary": summary, "whole": corpus.whole,
    }))
    return bundle
