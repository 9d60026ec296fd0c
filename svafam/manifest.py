"""dataset/manifest.json: every admitted family with its facts, and counts per category.

Built only from the files in dataset/ (family.json, properties.json,
evidence.json), so it can be regenerated and compared at any time.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict
from pathlib import Path

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


def family_dirs(dataset: Path) -> list[Path]:
    return sorted(p for p in dataset.iterdir() if (p / "family.json").is_file()) if dataset.is_dir() else []


def family_entry(fdir: Path) -> dict:
    meta = json.loads((fdir / "family.json").read_text(encoding="utf-8"))
    props = json.loads((fdir / meta["properties"]).read_text(encoding="utf-8"))["properties"]
    evidence_path = fdir / "evidence" / "evidence.json"
    evidence = json.loads(evidence_path.read_text(encoding="utf-8")) if evidence_path.exists() else None
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
        "evidence": {
            "admitted": bool(evidence and evidence.get("admitted")),
            "jobs_as_expected": f"{evidence['summary']['as_expected']}/{evidence['summary']['jobs']}" if evidence else "0/0",
            "fingerprint": evidence_fingerprint(evidence) if evidence else None,
        },
    }


def build_manifest(dataset: Path) -> dict:
    from mutation.report import aggregate
    from tasks.summary import debug_summary

    dirs = family_dirs(dataset)
    families = [family_entry(d) for d in dirs]
    per_category: dict[str, Counter] = defaultdict(Counter)
    for f in families:
        c = per_category[f["category"]]
        c["families"] += 1
        c["variants"] += len(f["variants"])
        c["properties"] += f["properties"]
        c["mutants"] += len(f["mutants"])
        c["admitted"] += int(f["evidence"]["admitted"])
        c[f"kind:{f['kind']}"] += 1
    total: Counter = Counter()
    for c in per_category.values():
        total.update(c)
    return {
        "manifest_version": MANIFEST_VERSION,
        "summary": {
            "families": total["families"], "categories": len(per_category), "variants": total["variants"],
            "gold_properties": total["properties"], "mutants": total["mutants"], "admitted": total["admitted"],
            "kinds": {k.split(":", 1)[1]: v for k, v in sorted(total.items()) if k.startswith("kind:")},
        },
        "categories": {name: {k: v for k, v in sorted(c.items())} for name, c in sorted(per_category.items())},
        "mutation": aggregate(dirs),
        "debug": debug_summary(dataset),
        "families": families,
    }


def manifest_text(dataset: Path) -> str:
    return json.dumps(build_manifest(dataset), indent=2) + "\n"
