"""synthesis_report.json: what a run admitted, rejected and removed, and how diverse the result is,
with the curated corpus beside it under the same measures."""

from __future__ import annotations

import json
import random
import statistics
from collections import Counter, defaultdict
from itertools import combinations
from pathlib import Path

import yaml

from svafam.files import write_atomic
from svafam.formal.family import reference_file
from svafam.quality.audit import signature
from svafam.quality.token_similarity import ratio

REPORT = "synthesis_report.json"
DISTANCE_PAIRS = 2000  # pairs sampled per corpus for the distance distribution (all pairs when fewer)
BINS = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]


def summary(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    qs = statistics.quantiles(values, n=10, method="inclusive") if len(values) > 1 else [values[0]] * 9
    return {"n": len(values), "min": min(values), "p10": round(qs[0], 4), "median": round(statistics.median(values), 4),
            "p90": round(qs[8], 4), "max": max(values), "mean": round(statistics.fmean(values), 4)}


def histogram(values: list[float]) -> dict[str, int]:
    out = {f"{lo:.1f}-{hi:.1f}": 0 for lo, hi in zip(BINS, BINS[1:], strict=False)}
    for v in values:
        i = min(int(v * 10), 9)
        out[f"{BINS[i]:.1f}-{BINS[i + 1]:.1f}"] += 1
    return out


def _structural_distance(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    """1 - the audit's token similarity of the anonymized reference RTL (``difflib`` ratio, no autojunk)."""
    return round(1.0 - ratio(a, b), 4)


def family_facts(fdir: Path, entry: dict) -> dict:
    """Interface sizes, state counts and property counts of one family (from its files and manifest entry)."""
    spec = yaml.load((fdir / "spec.yaml").read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    iface = entry["interface"]
    forms = entry["property_forms"]["forms"]
    return {"family": entry["family"], "category": entry["category"], "kind": entry["kind"],
            "inputs": len(iface["inputs"]), "outputs": len(iface["outputs"]),
            "input_bits": sum(p["width"] for p in iface["inputs"]),
            "output_bits": sum(p["width"] for p in iface["outputs"]),
            "states": len(spec.get("states", [])), "registers": len(spec.get("registers", [])),
            "state_bits": sum(r["width"] for r in spec.get("registers", [])),
            "properties": entry["properties"], "forms": forms}


def corpus_stats(dataset: Path, seed: int = 0) -> dict:
    """The diversity measures of one corpus (its manifest and family folders)."""
    manifest = json.loads((dataset / "manifest.json").read_text(encoding="utf-8"))
    facts = [family_facts(dataset / e["family"], e) for e in manifest["families"]]
    groups: dict[str, list[dict]] = defaultdict(list)
    for f in facts:
        groups[f"{f['category']}/{f['kind']}"].append(f)
        groups[f"all/{f['kind']}"].append(f)
        groups["all/all"].append(f)

    def measures(fs: list[dict]) -> dict:
        forms: Counter = Counter()
        for f in fs:
            forms.update(f["forms"])
        return {"families": len(fs),
                **{k: summary([f[k] for f in fs]) for k in ("inputs", "outputs", "input_bits", "output_bits",
                                                              "properties")},
                "states (fsm)": summary([f["states"] for f in fs if f["kind"] == "fsm"]),
                "registers": summary([f["registers"] for f in fs if f["kind"] != "fsm"]),
                "state_bits (registers)": summary([f["state_bits"] for f in fs if f["kind"] != "fsm"]),
                "property_forms": dict(sorted(forms.items()))}

    sigs = {}
    for e in manifest["families"]:
        sigs[e["family"]] = signature(reference_file(dataset / e["family"]).read_text(encoding="utf-8"))
    pairs = list(combinations(sorted(sigs), 2))
    if len(pairs) > DISTANCE_PAIRS:
        pairs = random.Random(seed).sample(pairs, DISTANCE_PAIRS)
    distances = [_structural_distance(sigs[a], sigs[b]) for a, b in pairs]
    return {"families": len(facts),
            "per_category_path": {k: measures(v) for k, v in sorted(groups.items())},
            "pairwise_structural_distance": {"pairs": len(pairs),
                                             "sampled": len(pairs) < len(sigs) * (len(sigs) - 1) // 2,
                                             **summary(distances), "histogram": histogram(distances)}}


def build_report(out: Path, result, *, curated: Path, wall_seconds: float) -> dict:
    outcomes = result.outcomes
    passed = [o for o in outcomes
              if o.verdict == "admitted" or (o.verdict == "clone" and "same parameters" not in o.reason)]
    rejected = [o for o in outcomes if o.verdict == "rejected"]
    admitted = [o for o in outcomes if o.verdict == "admitted"]
    clones = [o for o in outcomes if o.verdict == "clone"]
    per_cat: dict[str, dict] = {}
    for o in outcomes:
        row = per_cat.setdefault(o.category, {"candidates": 0, "admitted": 0, "rejected": 0, "clones": 0,
                                              "admitted_per_kind": Counter()})
        row["candidates"] += 1
        row[{"admitted": "admitted", "rejected": "rejected", "clone": "clones"}[o.verdict]] += 1
        if o.verdict == "admitted":
            row["admitted_per_kind"][o.kind] += 1
    params: dict[str, dict[str, Counter]] = defaultdict(lambda: defaultdict(Counter))
    for o in admitted:
        for k, v in o.params.items():
            params[f"{o.category}/{o.kind}/{o.template}"][k][str(v)] += 1
    seconds = [o.seconds for o in outcomes if o.seconds and not o.reused]
    hours = max(wall_seconds, 1e-9) / 3600
    return {
        "recipe": result.recipe.to_json(),
        "totals": {"candidates": len(outcomes), "admitted": len(admitted), "rejected": len(rejected),
                   "clones": len(clones),
                   "admission_rate": len(passed) / max(1, len(passed) + len(rejected)),
                   "admission_rate_definition": "candidates that passed the spec checks and the whole suite "
                                                "(including clones found after their build) / those plus the rejected; "
                                                "candidates with the parameters of an earlier one are not built"},
        "rejects_per_reason": dict(Counter(o.reason for o in rejected).most_common()),
        "clones_per_reason": dict(Counter(o.reason for o in clones).most_common()),
        "per_category": {c: dict(row, admitted_per_kind=dict(sorted(row["admitted_per_kind"].items())))
                         for c, row in sorted(per_cat.items())},
        "parameters": {t: {k: dict(sorted(v.items())) for k, v in sorted(ps.items())}
                       for t, ps in sorted(params.items())},
        "timing": {"wall_seconds": round(wall_seconds, 2), "build_seconds": round(result.build_seconds, 2),
                   "dedup_seconds": round(result.dedup_seconds, 2), "built_this_run": result.built,
                   "families_per_hour": sum(not o.reused for o in admitted) / hours,  # admitted by this run
                   "build_seconds_per_family": summary(seconds)},
        "rejected": [{"family": o.family, "reason": o.reason, "detail": o.detail} for o in rejected],
        "clones": [{"family": o.family, "reason": o.reason, "detail": o.detail} for o in clones],
        "diversity": {"synthetic": corpus_stats(out / "dataset"),
                      "curated": corpus_stats(curated) if (curated / "manifest.json").is_file() else None},
    }


def write_report(out: Path, report: dict) -> None:
    write_atomic(out / REPORT, json.dumps(report, indent=1) + "\n")
