"""dataset/manifest.json: every admitted family with its facts, and counts per category.

Built only from the files in dataset/ (family.json, properties.json,
evidence.json), so it can be regenerated and compared at any time.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict
from pathlib import Path

from svafam.family_folder import family_dirs, read_family_json
from svafam.generators.properties import TEMPORAL_FORMS, Property, features
from svafam.mutation.temporal import caught_by_temporal, controlled_kills, pool_kills, temporal_ids, temporal_only

MANIFEST = "manifest.json"
MANIFEST_VERSION = 1


def evidence_fingerprint(doc: dict) -> str:
    """What the evidence says, without its timings: every job's verdict and the inputs it ran on.

    Re-validating a family with the same outcome leaves this (and so the manifest, the
    split file and the export that record it) unchanged.
    """
    jobs = list(doc.get("jobs", [])) + ([doc["conformance"]] if doc.get("conformance") else [])
    essence = [[j["job"], j["status"], j["as_expected"], sorted(j.get("failed_properties", [])),
                sorted(j.get("inputs", {}).items())] for j in jobs]
    essence.append(sorted(doc.get("tool_versions", {}).items()))
    return hashlib.sha256(json.dumps(essence, sort_keys=True).encode()).hexdigest()


def property_forms(props: list[dict]) -> dict[str, dict[str, int]]:
    """How many properties have each form, and how many use each temporal feature (a property may use several)."""
    forms: Counter = Counter()
    used: Counter = Counter()
    for p in map(Property.from_json, props):
        forms[p.form] += 1
        used.update(features(p)[1:])
    return {"forms": dict(sorted(forms.items())), "features": dict(sorted(used.items()))}


def temporal_kills(props: list[dict], evidence: dict | None, pool: dict | None) -> dict:
    """The controlled mutants whose gold-on-mutant run failed a temporal property (and those it failed only
    temporal ones on); the same, counted, for the mutation pool's kill matrix; and every temporal-only mutant,
    controlled or pooled, with the properties that kill it (:mod:`svafam.mutation.temporal`)."""
    temporal = temporal_ids({p["id"]: p["form"] for p in props})
    controlled = controlled_kills(evidence or {})
    pooled = pool_kills(pool or {})
    only = temporal_only(controlled, temporal)
    pool_only = temporal_only(pooled, temporal)
    return {"caught_by_temporal": caught_by_temporal(controlled, temporal), "caught_only_by_temporal": sorted(only),
            "pool_caught_by_temporal": len(caught_by_temporal(pooled, temporal)),
            "pool_caught_only_by_temporal": len(pool_only), "temporal_only": {**only, **pool_only}}


def family_entry(fdir: Path) -> dict:
    meta = read_family_json(fdir)
    props = json.loads((fdir / meta["properties"]).read_text(encoding="utf-8"))["properties"]
    evidence_path = fdir / "evidence" / "evidence.json"
    evidence = json.loads(evidence_path.read_text(encoding="utf-8")) if evidence_path.exists() else None
    from svafam.mutation.pool import POOL_DIR

    pool_path = fdir / POOL_DIR / "kill_matrix.json"
    pool = json.loads(pool_path.read_text(encoding="utf-8")) if pool_path.exists() else None
    return {
        "family": meta["family"],
        "category": meta["category"],
        "kind": meta["kind"],
        "template": meta["template"],
        "description": meta["description"],
        "interface": {"clock": meta["clock"], "reset": meta["reset"], "inputs": meta["inputs"],
                      "outputs": meta["outputs"]},
        "variants": [{"id": v["id"], "style": v["style"], "file": f"{meta['family']}/{v['file']}"}
                     for v in meta["variants"]],
        "mutants": [{"id": m["id"], "name": m["name"], "kind": m["kind"], "file": f"{meta['family']}/{m['file']}"}
                    for m in meta["mutants"]],
        "properties": len(props),
        "property_forms": property_forms(props),
        "mutants_and_temporal_properties": temporal_kills(props, evidence, pool),
        "evidence": {
            "admitted": bool(evidence and evidence.get("admitted")),
            "jobs_as_expected": f"{evidence['summary']['as_expected']}/{evidence['summary']['jobs']}" if evidence else "0/0",
            "fingerprint": evidence_fingerprint(evidence) if evidence else None,
        },
    }


def build_manifest(dataset: Path) -> dict:
    from svafam.mutation.report import aggregate
    from svafam.tasks.summary import debug_summary

    dirs = family_dirs(dataset)
    families = [family_entry(d) for d in dirs]
    per_category: dict[str, Counter] = defaultdict(Counter)
    for f in families:
        c = per_category[f["category"]]
        c["families"] += 1
        c["variants"] += len(f["variants"])
        c["properties"] += f["properties"]
        c["mutants"] += len(f["mutants"])
        temporal = sum(n for form, n in f["property_forms"]["forms"].items() if form in TEMPORAL_FORMS)
        c["temporal_properties"] += temporal
        c["families_with_temporal_properties"] += int(temporal > 0)
        kills = f["mutants_and_temporal_properties"]
        c["mutants_caught_by_temporal"] += len(kills["caught_by_temporal"])
        c["mutants_caught_only_by_temporal"] += len(kills["caught_only_by_temporal"])
        c["pool_mutants_caught_by_temporal"] += kills["pool_caught_by_temporal"]
        c["pool_mutants_caught_only_by_temporal"] += kills["pool_caught_only_by_temporal"]
        c["temporal_only_mutants"] += len(kills["temporal_only"])
        c["families_with_temporal_only_mutants"] += int(bool(kills["temporal_only"]))
        c["admitted"] += int(f["evidence"]["admitted"])
        c[f"kind:{f['kind']}"] += 1
    total: Counter = Counter()
    forms: dict[str, Counter] = {"forms": Counter(), "features": Counter(), "families": Counter()}
    for c in per_category.values():
        total.update(c)
    for f in families:
        for key in ("forms", "features"):
            forms[key].update(f["property_forms"][key])
        forms["families"].update(set(f["property_forms"]["forms"]) | set(f["property_forms"]["features"]))
    recipe_path = dataset / "recipe.json"  # a synthesized corpus: how it was made (svafam synth)
    recipe = {"recipe": json.loads(recipe_path.read_text(encoding="utf-8"))} if recipe_path.is_file() else {}
    return {
        "manifest_version": MANIFEST_VERSION,
        **recipe,
        "summary": {
            "families": total["families"], "categories": len(per_category), "variants": total["variants"],
            "gold_properties": total["properties"], "mutants": total["mutants"], "admitted": total["admitted"],
            "kinds": {k.split(":", 1)[1]: v for k, v in sorted(total.items()) if k.startswith("kind:")},
            "temporal_properties": total["temporal_properties"],
            "families_with_temporal_properties": total["families_with_temporal_properties"],
            "mutants_caught_by_temporal": total["mutants_caught_by_temporal"],
            "mutants_caught_only_by_temporal": total["mutants_caught_only_by_temporal"],
            "pool_mutants_caught_by_temporal": total["pool_mutants_caught_by_temporal"],
            "pool_mutants_caught_only_by_temporal": total["pool_mutants_caught_only_by_temporal"],
            "temporal_only_mutants": total["temporal_only_mutants"],
            "families_with_temporal_only_mutants": total["families_with_temporal_only_mutants"],
            "property_forms": {k: dict(sorted(v.items())) for k, v in forms.items()},
        },
        "categories": {name: {k: v for k, v in sorted(c.items())} for name, c in sorted(per_category.items())},
        "mutation": aggregate(dirs),
        "debug": debug_summary(dataset),
        "families": families,
    }


def manifest_text(dataset: Path) -> str:
    return json.dumps(build_manifest(dataset), indent=2) + "\n"
