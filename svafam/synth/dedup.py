"""Clone removal: the audit's syntactic and semantic clone checks, run between synthesized
families and against the curated corpus.

A synthesized family is removed when it is an exact syntactic duplicate (the audit's
anonymized token signature of the reference RTL) or a proved semantic clone (same
behavior up to port renaming: random simulation first, then an unbounded miter proof) of
a curated family or of a synthesized family with a lower index, and when it is a near
duplicate (similarity >= ``NEAR``, which the audit only reports) of a curated family: that
could leak the benchmark. Near duplicates among synthesized families are kept -- two
instances of a template that differ in one guard are different behaviors -- and the
split policy keeps each such group in one split.
"""

from __future__ import annotations

import bisect
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from svafam.engine import Executor
from svafam.formal.family import FamilyInterface, load_interface
from svafam.generators.model import FamilySpec
from svafam.generators.spec_loader import load_spec
from svafam.quality.audit import interface_shape, prove_same_pairs, signature, similarity
from svafam.quality.behavior_prints import BehaviorPrints
from svafam.quality.token_similarity import near_lengths


@dataclass(frozen=True)
class Clone:
    family: str
    of: str          # the family it duplicates (curated or an earlier synthesized one)
    how: str         # "exact", "near" or "semantic"
    curated_split: str | None  # the split of the curated family it duplicates, if curated

    @property
    def reason(self) -> str:
        where = f"curated {self.curated_split} family" if self.curated_split else "synthesized family"
        return f"clone ({self.how}) of a {where}"


@dataclass
class Fam:
    name: str
    path: Path
    iface: FamilyInterface
    sig: tuple[str, ...]
    curated_split: str | None

    @property
    def shape(self) -> tuple:
        return interface_shape(self.iface)


def load_family(path: Path, curated_split: str | None) -> Fam:
    iface = load_interface(path)
    return Fam(path.name, path, iface, signature((path / iface.reference.file).read_text(encoding="utf-8")),
                curated_split)


class ByLength:
    """Families by signature length. Two signatures are at least ``NEAR`` alike only if
    2*min/(a+b) >= NEAR (difflib's real_quick_ratio), so a family is compared only with the
    families in that window of lengths -- near-linear in the corpus, not quadratic."""

    def __init__(self) -> None:
        self._keys: list[tuple[int, int]] = []  # (signature length, order added), sorted
        self._fams: list[Fam] = []

    def add(self, f: Fam) -> None:
        key = (len(f.sig), len(self._keys))
        at = bisect.bisect(self._keys, key)
        self._keys.insert(at, key)
        self._fams.insert(at, f)

    def near(self, length: int) -> list[Fam]:
        """The families long enough and short enough to be ``NEAR`` alike a signature of ``length``,
        in the order they were added (the order the checks take them in)."""
        shortest, longest = near_lengths(length)
        low = bisect.bisect_left(self._keys, (shortest, -1))
        high = bisect.bisect_right(self._keys, (longest, len(self._keys)))
        window = sorted(zip(self._keys[low:high], self._fams[low:high]), key=lambda kf: kf[0][1])
        return [f for _key, f in window]


def find_clones(synthesized: list[Path], curated: dict[Path, str], executor: Executor | None,
                specs: Mapping[str, FamilySpec] | None = None) -> list[Clone]:
    """The synthesized families to remove, each with what it duplicates. ``synthesized`` is in index
    order: of two clones the later one goes. ``curated`` maps curated family folders to their split.
    ``specs``: spec models the caller already holds, by family (the others are read from the folders)."""
    cur = [load_family(p, split) for p, split in sorted(curated.items())]
    syn = [load_family(p, None) for p in synthesized]
    paths = {f.name: f.path for f in cur + syn}

    def spec_of(name: str) -> FamilySpec:
        return (specs or {}).get(name) or load_spec(paths[name] / "spec.yaml", check_location=False, semantics=False)

    prints = BehaviorPrints(spec_of)

    removed: dict[str, Clone] = {}
    to_prove: list[tuple[Fam, Fam]] = []
    # families the quick simulation cannot tell apart: same interface shape, same outputs in its runs
    alike: dict[tuple, list[Fam]] = {}
    by_length = ByLength()

    def keep(f: Fam) -> None:  # later families are checked against it
        alike.setdefault((f.shape, prints.quick(f.name)), []).append(f)
        by_length.add(f)

    for f in cur:
        keep(f)
    for f in syn:
        clone = None
        for other in by_length.near(len(f.sig)):  # curated first, then earlier synthesized, as added
            r = similarity(f.sig, other.sig)
            if r == 1.0 or (r is not None and other.curated_split):  # near ones of our own share a split
                clone = Clone(f.name, other.name, "exact" if r == 1.0 else "near", other.curated_split)
                break
        if clone is not None:
            removed[f.name] = clone
            continue
        to_prove += [(other, f) for other in alike.get((f.shape, prints.quick(f.name)), [])
                     if prints.alike(other.name, f.name)]
        keep(f)
    if to_prove:
        everyone = {f.name: f for f in cur + syn}
        dirs = {name: f.path for name, f in everyone.items()}
        ifaces = {name: f.iface for name, f in everyone.items()}
        pairs = [(a.name, b.name) for a, b in to_prove]
        if executor is None:
            statuses = dict.fromkeys(pairs, "UNDECIDED")
        else:
            statuses = prove_same_pairs(dirs, ifaces, pairs, executor)
        for a, b in to_prove:
            status = statuses.get((a.name, b.name), "ERROR")
            if b.name in removed or a.name in removed:
                continue
            if status == "PASS":
                removed[b.name] = Clone(b.name, a.name, "semantic", a.curated_split)
            elif status != "FAIL":  # undecided is not distinct: drop it rather than risk a leak
                removed[b.name] = Clone(b.name, a.name, f"semantic, undecided: {status}", a.curated_split)
    return [removed[f.name] for f in syn if f.name in removed]
