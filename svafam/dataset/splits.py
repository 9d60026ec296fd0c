"""Deterministic, family-safe, category-stratified splits: splits/splits_v1.json.

Within each category, families are ordered by ``sha256(f"{seed}:{category}:{family}")``
and cut into train / dev / test. Counts per category of n families:
``dev = test = floor(0.2 * n + 0.5)`` (round half up), ``train = n - dev - test``;
so 10 families give 6/2/2, 3 give 1/1/1, 1 gives 1/0/0. Small categories can leave
dev or test with fewer families than the same rule gives for the whole corpus (20
families in 12 categories: 19/0/1); then categories give a train family each to the
short split, those with the most train families first (:func:`category_targets`).
A family -- all its variants, properties and mutants -- is in exactly one split.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from svafam import __version__
from svafam.errors import SvafamError

from .manifest import MANIFEST

SPLITS = ("train", "dev", "test")
# Hugging Face calls the middle split "validation" (the dataset card's configs do too): the same split
SPLIT_ALIASES = {"validation": "dev"}
SPLIT_FILE = "splits_v1.json"
DEFAULT_SEED = 0
POLICY = ("Within each category, families are ordered by sha256(f'{seed}:{category}:{family_id}') and the "
          "first floor(0.2*n+0.5) go to test, the next floor(0.2*n+0.5) to dev, the rest to train "
          "(60/20/20; 6/2/2 for 10 families). Where the categories' test or dev counts add up to less than that "
          "rule gives for the whole corpus, categories move one train family each to the short split, the "
          "category with the most train families first, one left with a single train family last (ties by "
          "sha256(f'{seed}:{split}:{category}')). All "
          "variants, properties and mutants of a family share its split.")


class SplitError(SvafamError, ValueError):
    """A split file that does not match the dataset (message names the family)."""


def split_name(name: str) -> str:
    """The split ``name`` means (``validation`` is ``dev``); an unknown name is a :class:`SplitError`."""
    name = SPLIT_ALIASES.get(name, name)
    if name not in SPLITS:
        raise SplitError(f"unknown split {name!r}; choose one of {', '.join(SPLITS)} (validation is dev)")
    return name


def _key(seed: int, category: str, family: str) -> str:
    return hashlib.sha256(f"{seed}:{category}:{family}".encode()).hexdigest()


def counts(n: int) -> dict[str, int]:
    held = int(0.2 * n + 0.5)
    return {"train": n - 2 * held, "dev": held, "test": held}


def category_targets(sizes: dict[str, int], seed: int) -> dict[str, dict[str, int]]:
    """How many families of each category go to each split: :func:`counts` per category, then the short
    held-out splits of the whole corpus topped up from the categories' train families (see ``POLICY``)."""
    targets = {cat: counts(n) for cat, n in sizes.items()}
    whole = counts(sum(sizes.values()))
    for split in ("test", "dev"):
        short = whole[split] - sum(t[split] for t in targets.values())
        while short > 0:
            givers = [c for c in targets if targets[c]["train"] > 0]
            if not givers:
                break
            # a category keeps a train family while another can give one
            cat = min(givers, key=lambda c: (targets[c]["train"] < 2, -targets[c]["train"], _key(seed, split, c)))
            targets[cat]["train"] -= 1
            targets[cat][split] += 1
            short -= 1
    return targets


def empty_splits(doc: dict) -> list[str]:
    """The splits of a split file that hold no family (a corpus too small for three)."""
    return [s for s in SPLITS if not doc["splits"][s]]


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
                  "stays within the category's test count, else to dev while dev does, else to train; the counts are "
                  "the plain policy's (floor(0.2*n+0.5), short held-out splits of the corpus topped up from the "
                  "categories' train families). Without near duplicates this is the plain policy.")


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
    targets = category_targets({cat: sum(len(g) for g in gs) for cat, gs in by_cat.items()}, seed)
    for cat, gs in sorted(by_cat.items()):
        target = targets[cat]
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
    sizes = {cat: sum(1 for c in cats.values() if c == cat) for cat in set(cats.values())}
    targets = category_targets(sizes, int(doc.get("seed", DEFAULT_SEED)))
    for cat in sorted(sizes) if not grouped else []:  # grouped: the comparison below checks counts
        got = by_cat.get(cat, dict.fromkeys(SPLITS, 0))
        if got != targets[cat]:
            problems.append(f"{cat}: split counts {got} do not follow the policy {targets[cat]} for {sizes[cat]} "
                            "families")
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
