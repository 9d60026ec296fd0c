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

from svafam import __version__
from svafam.errors import SvafamError

from .manifest import MANIFEST

SPLITS = ("train", "dev", "test")
SPLIT_FILE = "splits_v1.json"
DEFAULT_SEED = 0
POLICY = ("Within each category, families are ordered by sha256(f'{seed}:{category}:{family_id}') and the "
          "first floor(0.2*n+0.5) go to test, the next floor(0.2*n+0.5) to dev, the rest to train "
          "(60/20/20; 6/2/2 for 10 families). All variants, properties and mutants of a family share its split.")


class SplitError(SvafamError, ValueError):
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
    """category -> split -> family ids (sorted): the grouped policy with every family its own group."""
    return assign_grouped(manifest, seed, [[f["family"]] for f in manifest["families"]])


GROUPED_POLICY = ("Near-duplicate families (the audit's syntactic similarity >= its NEAR threshold, linked "
                  "transitively) "
                  "form a group that shares one split. Within each category (a group counts in its first member's), "
                  "groups are ordered by sha256(f'{seed}:{category}:{first member}') and each goes to test while test "
                  "stays within floor(0.2*n+0.5) families, else to dev while dev does, else to train. Without near "
                  "duplicates this is the plain policy.")


def near_groups(dataset: Path, families: list[str]) -> list[list[str]]:
    """Families linked by near duplication (union-find over the audit's near pairs), each group sorted."""
    from svafam.quality.audit import near_duplicates

    parent = {f: f for f in families}

    def root(f: str) -> str:
        while parent[f] != f:
            parent[f] = parent[parent[f]]
            f = parent[f]
        return f

    for a, b, _r in near_duplicates(dataset):
        if a in parent and b in parent:
            ra, rb = sorted((root(a), root(b)))
            parent[rb] = ra
    groups: dict[str, list[str]] = {}
    for f in sorted(families):
        groups.setdefault(root(f), []).append(f)
    return sorted(groups.values())


def assign_grouped(manifest: dict, seed: int, groups: list[list[str]]) -> dict[str, dict[str, list[str]]]:
    """:func:`assign`, keeping every group in one split (see ``GROUPED_POLICY``)."""
    cat_of = {f["family"]: f["category"] for f in manifest["families"]}
    by_cat: dict[str, list[list[str]]] = {}
    for g in groups:
        by_cat.setdefault(cat_of[g[0]], []).append(g)
    out = {cat: {s: [] for s in SPLITS} for cat in sorted(set(cat_of.values()))}
    for cat, gs in sorted(by_cat.items()):
        target = counts(sum(len(g) for g in gs))
        placed = dict.fromkeys(SPLITS, 0)
        for g in sorted(gs, key=lambda g: _key(seed, cat, g[0])):
            split = next((s for s in ("test", "dev") if placed[s] + len(g) <= target[s]), "train")
            placed[split] += len(g)
            for fam in g:
                out[cat_of[fam]][split].append(fam)
    return {cat: {s: sorted(v) for s, v in splits.items()} for cat, splits in out.items()}


def make_splits(dataset: Path, seed: int = DEFAULT_SEED, grouped: bool = False) -> dict:
    """The split file's content; ``grouped`` keeps near-duplicate families together (synthetic corpora,
    where families of one template may differ in a single guard)."""
    manifest = json.loads((dataset / MANIFEST).read_text(encoding="utf-8"))
    if grouped:
        per_cat = assign_grouped(manifest, seed, near_groups(dataset, [f["family"] for f in manifest["families"]]))
    else:
        per_cat = assign(manifest, seed)
    grouping = {"grouping": "near_duplicates"} if grouped else {}
    return {
        "splits_version": 1,
        "seed": seed,
        **grouping,
        "policy": GROUPED_POLICY if grouped else POLICY,
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
    grouped = doc.get("grouping") == "near_duplicates"
    for cat in sorted(set(cats.values())) if not grouped else []:  # grouped: the comparison below checks counts
        n = sum(1 for c in cats.values() if c == cat)
        got = by_cat.get(cat, dict.fromkeys(SPLITS, 0))
        if got != counts(n):
            problems.append(f"{cat}: split counts {got} do not follow the policy {counts(n)} for {n} families")
    if doc.get("manifest_sha256") != manifest_sha256(dataset):
        problems.append("manifest_sha256: the split file was made for another version of the dataset "
                        "(run `svafam splits`)")
    if not problems:
        expected = make_splits(dataset, int(doc.get("seed", DEFAULT_SEED)), grouped=grouped)
        if splits_text(expected) != splits_text(doc):
            differ = [f for f in cats if family_split(expected).get(f) != family_split(doc).get(f)]
            problems.append("the file is not what the policy gives for its seed (edited by hand?)"
                            + (f"; families placed differently: {', '.join(sorted(differ))}" if differ else ""))
    problems += leaks(doc, dataset)
    return problems


def leaks(doc: dict, dataset: Path) -> list[str]:
    """Near-duplicate families (diversity audit, syntactic part) must not straddle two splits."""
    from svafam.quality.audit import near_duplicates

    where = family_split(doc)
    return [f"{a} ({where[a]}) and {b} ({where[b]}) are near duplicates (similarity {r}) in different splits"
            for a, b, r in near_duplicates(dataset) if a in where and b in where and where[a] != where[b]]
