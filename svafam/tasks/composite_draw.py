"""Which composites to build: a deterministic stream of composition specs per split.

Candidate ``n`` of split ``s`` is a pure function of (``SEED``, ``s``, ``n``) and the corpus: a
pattern (``chain2``, ``chain2``, ``chain3``, ``fanin`` in turn), two or three categories drawn
without repeats, a family of the split from each (one with the 1-bit ports its links need),
and for each link a 1-bit output, a 1-bit input and an operator (direct, and, or). Every
family of a candidate is in split ``s``: a composite is in the split of every family it uses.
The build admits candidates in this order until each split has its target (:data:`TARGETS`),
so the admitted set is reproducible; one whose proof suite fails is left out, and the next
candidate is tried.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

from .composite_spec import Composition, Link, Part

SEED = "sva-families composites v1"
TARGETS = {"train": 40, "dev": 12, "test": 12}
MAX_CANDIDATES = 4  # times the target: a split whose candidates keep failing stops there
_PATTERNS = ("chain2", "chain2", "chain3", "fanin")
_OPS = ("direct", "and", "or")


def _rng(split: str, n: int) -> random.Random:
    return random.Random(int.from_bytes(hashlib.sha256(f"{SEED}:{split}:{n}".encode()).digest()[:8], "big"))


def _one_bit(meta: dict, kind: str) -> list[str]:
    return [p["name"] for p in meta[kind] if p["width"] == 1]


def composite_id(split: str, n: int) -> str:
    return f"comp_{split}_{n:03d}"


def candidate(split: str, n: int, metas: dict[str, dict], where: dict[str, str]) -> Composition | None:
    """Candidate ``n`` of ``split`` (None when the split's families cannot make its pattern)."""
    rng = _rng(split, n)
    pattern = _PATTERNS[n % len(_PATTERNS)]
    size = 2 if pattern == "chain2" else 3
    by_category: dict[str, list[str]] = {}
    for fam in sorted(f for f, s in where.items() if s == split and f in metas):
        by_category.setdefault(metas[fam]["category"], []).append(fam)
    categories = sorted(by_category)
    if len(categories) < size:
        return None
    chosen = rng.sample(categories, size)
    # (part index, needs 1-bit outputs, 1-bit inputs needed)
    needs = {"chain2": [(1, 0), (0, 1)], "chain3": [(1, 0), (1, 1), (0, 1)], "fanin": [(1, 0), (1, 0), (0, 2)]}[pattern]
    parts = []
    for k, (category, (outs, ins)) in enumerate(zip(chosen, needs)):
        fitting = [f for f in by_category[category]
                   if len(_one_bit(metas[f], "outputs")) >= outs and len(_one_bit(metas[f], "inputs")) >= ins]
        if not fitting:
            return None
        parts.append(Part(f"p{k}", rng.choice(fitting)))
    pairs = {"chain2": [(0, 1)], "chain3": [(0, 1), (1, 2)], "fanin": [(0, 2), (1, 2)]}[pattern]
    links, used = [], set()
    for src, dst in pairs:
        out = rng.choice(_one_bit(metas[parts[src].family], "outputs"))
        ins = [i for i in _one_bit(metas[parts[dst].family], "inputs") if (dst, i) not in used]
        into = rng.choice(ins)
        used.add((dst, into))
        op = rng.choice(_OPS)
        control = None if op == "direct" else f"p{dst}_{into}_{'en' if op == 'and' else 'force'}"
        links.append(Link(f"p{dst}.{into}", f"p{src}.{out}", op, control))
    return Composition(composite_id(split, n), split, pattern, tuple(parts), tuple(links))


def candidates(split: str, metas: dict[str, dict], where: dict[str, str]) -> Iterator[Composition]:
    """The split's candidates in build order, distinct ones only, at most ``MAX_CANDIDATES`` times the target."""
    seen = set()
    for n in range(MAX_CANDIDATES * TARGETS[split]):
        comp = candidate(split, n, metas, where)
        if comp is None:
            continue
        key = (comp.parts, comp.links)
        if key in seen:
            continue
        seen.add(key)
        yield comp
