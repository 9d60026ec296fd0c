"""Deterministic, family-safe, category-stratified splits: splits/splits_v1.json.

Within each category, families are ordered by ``sha256(f"{seed}:{category}:{family}")``
and cut into train / dev / test. Counts per category of n families:
``dev = test = floor(0.2 * n + 0.5)`` (round half up), ``train = n - dev - test``;
so 10 families give 6/2/2, 3 give 1/1/1, 1 gives 1/0/0. A family -- all its
variants, properties and mutants -- is in exactly one split.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from . import __version__
from .manifest import MANIFEST

SPLITS = ("train", "dev", "test")
SPLIT_FILE = "splits_v1.json"
DEFAULT_SEED = 0
POLICY = ("Within each category, families are ordered by sha256(f'{seed}:{category}:{family_id}') and the "
          "first floor(0.2*n+0.5) go to test, the next floor(0.2*n+0.5) to dev, the rest to train "
          "(60/20/20; 6/2/2 for 10 families). All variants, properties and mutants of a family share its split.")


class SplitError(ValueError):
    """A split file that does not match the dataset (message names the family)."""


def _key(seed: int, category: str, family: str) -> str:
    return hashlib.sha256(f"{seed}:{category}:{family}".encode()).hexdigest()


def counts(n: int) -> dict[str, int]:
    held = int(0.2 * n + 0.5)
    return {"train": n - 2 * held, "dev": held, "test": held}


def manifest_sha256(dataset: Path) -> str:
    path = dataset / MANIFEST
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no manifest; run `svafam build` first")
    return hashlib.sha256(path.read_bytes()).hexdigest()


def assign(manifest: dict, seed: int) -> dict[str, dict[str, list[str]]]:
    """category -> split -> family ids (sorted)."""
    by_cat: dict[str, list[str]] = {}
    for f in manifest["families"]:
        by_cat.setdefault(f["category"], []).append(f["family"])
    out = {}
    for cat, fams in sorted(by_cat.items()):
        order = sorted(fams, key=lambda f: _key(seed, cat, f))
        c = counts(len(order))
        test, dev = order[:c["test"]], order[c["test"]:c["test"] + c["dev"]]
        train = order[c["test"] + c["dev"]:]
        out[cat] = {"train": sorted(train), "dev": sorted(dev), "test": sorted(test)}
    return out


def make_splits(dataset: Path, seed: int = DEFAULT_SEED) -> dict:
    manifest = json.loads((dataset / MANIFEST).read_text(encoding="utf-8"))
    per_cat = assign(manifest, seed)
    return {
        "splits_version": 1,
        "seed": seed,
        "policy": POLICY,
        "dataset_version": f"sva-families {__version__}",
        "manifest_sha256": manifest_sha256(dataset),
        "splits": {s: sorted(f for c in per_cat.values() for f in c[s]) for s in SPLITS},
        "per_category": per_cat,
    }


def splits_text(doc: dict) -> str:
    return json.dumps(doc, indent=2, sort_keys=False) + "\n"


def family_split(doc: dict) -> dict[str, str]:
    return {f: s for s in SPLITS for f in doc["splits"][s]}


def check_splits(doc: dict, dataset: Path) -> list[str]:
    """Every problem of a split file against the dataset, one line each, naming the family."""
    manifest = json.loads((dataset / MANIFEST).read_text(encoding="utf-8"))
    cats = {f["family"]: f["category"] for f in manifest["families"]}
    problems = []
    seen: dict[str, str] = {}
    for split in SPLITS:
        for fam in doc.get("splits", {}).get(split, []):
            if fam not in cats:
                problems.append(f"{fam}: listed in {split} but not in the dataset")
            if fam in seen:
                problems.append(f"{fam}: in both {seen[fam]} and {split}")
            seen.setdefault(fam, split)
    for fam in sorted(cats):
        if fam not in seen:
            problems.append(f"{fam}: in the dataset but in no split")
    by_cat: dict[str, dict[str, int]] = {}
    for fam, split in seen.items():
        if fam in cats:
            by_cat.setdefault(cats[fam], dict.fromkeys(SPLITS, 0))[split] += 1
    for cat in sorted(set(cats.values())):
        n = sum(1 for c in cats.values() if c == cat)
        got = by_cat.get(cat, dict.fromkeys(SPLITS, 0))
        if got != counts(n):
            problems.append(f"{cat}: split counts {got} do not follow the policy {counts(n)} for {n} families")
    if doc.get("manifest_sha256") != manifest_sha256(dataset):
        problems.append("manifest_sha256: the split file was made for another version of the dataset "
                        "(run `svafam splits`)")
    if not problems:
        expected = make_splits(dataset, int(doc.get("seed", DEFAULT_SEED)))
        if splits_text(expected) != splits_text(doc):
            differ = [f for f in cats if family_split(expected).get(f) != family_split(doc).get(f)]
            problems.append("the file is not what the policy gives for its seed (edited by hand?)"
                            + (f"; families placed differently: {', '.join(sorted(differ))}" if differ else ""))
    problems += leaks(doc, dataset)
    return problems


def leaks(doc: dict, dataset: Path) -> list[str]:
    """Near-duplicate families (diversity audit, syntactic part) must not straddle two splits."""
    from .audit import near_duplicates

    where = family_split(doc)
    return [f"{a} ({where[a]}) and {b} ({where[b]}) are near duplicates (similarity {r}) in different splits"
            for a, b, r in near_duplicates(dataset) if a in where and b in where and where[a] != where[b]]
