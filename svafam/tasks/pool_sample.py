"""Which pool mutants become debugging tasks: a seeded sample, stratified by operator and split.

The policy (:data:`POLICY`): for each split and each of the 19 operators, up to
:data:`PER_OPERATOR` of the split's retained mutants of that operator. The split's families
that have one are ordered by ``sha256(f"{seed}:{split}:{operator}:{family}")``, each family's
mutants of the operator by ``sha256(f"{seed}:{family}:{mutant id}")`` (pool ids are unique
within a family only), and mutants are taken round-robin
-- every family's first, then every family's second, ... -- so no family gives a second
before every family has given one. An operator with fewer retained mutants in a split
gives all it has. Family-safe: a mutant's split is its family's.

The chosen ids are written to ``dataset/debug_pool_sample.json`` (:func:`sample_doc`), from
which each family's task files are made; :func:`check_sample` checks a sample against the
policy's promises without re-running it (counts, spread, membership).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict

from .bug_kinds import OPERATOR_KINDS
from .sources import TaskSourceError

PER_OPERATOR = 8
SEED = 0
SAMPLE_FILE = "debug_pool_sample.json"
SPLITS = ("train", "dev", "test")
OPERATORS = tuple(OPERATOR_KINDS)  # the paper's order
POLICY = ("For each split and each operator, up to per_operator of the split's retained pool mutants of that "
          "operator: families ordered by sha256(f'{seed}:{split}:{operator}:{family}'), each family's mutants by "
          "sha256(f'{seed}:{family}:{mutant id}'), taken round-robin over the families. A mutant's split is its "
          "family's (the split policy of svafam splits, seed split_seed).")


class SampleError(TaskSourceError):
    """Pools the sample cannot be drawn from (the message names the family and the mutant)."""


def _rank(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _strata(pools: dict[str, list[dict]], where: dict[str, str]) -> dict[tuple[str, str], dict[str, list[str]]]:
    """(split, operator) -> family -> its retained mutant ids of that operator."""
    out: dict[tuple[str, str], dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for fam, recs in sorted(pools.items()):
        if fam not in where:
            raise SampleError(f"{fam}: has a pool but no split")
        for rec in recs:
            if rec["operator"] not in OPERATOR_KINDS:
                raise SampleError(f"{fam}: mutant {rec['id']}: unknown operator {rec['operator']!r}")
            out[where[fam], rec["operator"]][fam].append(rec["id"])
    return out


def select(pools: dict[str, list[dict]], where: dict[str, str], per_operator: int = PER_OPERATOR,
           seed: int = SEED) -> dict[str, dict[str, list[tuple[str, str]]]]:
    """split -> operator -> the chosen (family, mutant id) pairs, in the order taken. ``pools``: family ->
    its retained mutants (pool records); ``where``: family -> split."""
    if per_operator < 1:
        raise SampleError(f"per_operator: {per_operator} is not a positive integer")
    strata = _strata(pools, where)
    chosen: dict[str, dict[str, list[tuple[str, str]]]] = {s: {} for s in SPLITS}
    for (split, op), by_family in strata.items():
        families = sorted(by_family, key=lambda f: _rank(f"{seed}:{split}:{op}:{f}"))
        queues = [[(f, m) for m in sorted(by_family[f], key=lambda m: _rank(f"{seed}:{f}:{m}"))] for f in families]
        taken: list[tuple[str, str]] = []
        for depth in range(max(map(len, queues))):
            taken += [q[depth] for q in queues if depth < len(q)]
        chosen[split][op] = taken[:per_operator]
    return {s: {op: chosen[s][op] for op in OPERATORS if op in chosen[s]} for s in SPLITS}


def sample_doc(pools: dict[str, list[dict]], where: dict[str, str], per_operator: int = PER_OPERATOR,
               seed: int = SEED, split_seed: int = 0) -> dict:
    """The sample as written to :data:`SAMPLE_FILE`: the policy, the counts per split and operator
    (retained, chosen), and the chosen ids per family (sorted)."""
    chosen = select(pools, where, per_operator, seed)
    strata = _strata(pools, where)
    counts = {s: {op: {"retained": sum(map(len, strata[s, op].values())) if (s, op) in strata else 0,
                       "chosen": len(chosen[s].get(op, []))} for op in OPERATORS} for s in SPLITS}
    families: dict[str, list[str]] = defaultdict(list)
    for per_op in chosen.values():
        for pairs in per_op.values():
            for fam, m in pairs:
                families[fam].append(m)
    return {"policy": POLICY, "seed": seed, "per_operator": per_operator, "split_seed": split_seed,
            "tasks": sum(len(v) for v in families.values()), "counts": counts,
            "families": {f: sorted(families[f]) for f in sorted(families)}}


def sample_text(doc: dict) -> str:
    return json.dumps(doc, indent=1) + "\n"


def family_ids(doc: dict | None, family: str) -> list[str]:
    """The pool mutants the sample chose for one family (none without a sample)."""
    return list((doc or {}).get("families", {}).get(family, []))


def check_sample(doc: dict, pools: dict[str, list[dict]], where: dict[str, str]) -> list[str]:
    """Every way ``doc`` breaks the policy's promises, one line each: a chosen id that is not a retained
    mutant of its family, an id chosen twice, a stratum (split, operator) with other than
    min(per_operator, retained) chosen, a family that gave more than one mutant more than another that
    had more to give, or counts that do not match the ids."""
    n = doc.get("per_operator")
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        return [f"per_operator: {n!r} is not a positive integer"]
    known = {fam: {r["id"]: r for r in recs} for fam, recs in pools.items()}
    problems: list[str] = []
    got: dict[tuple[str, str], Counter] = defaultdict(Counter)
    seen: set[tuple[str, str]] = set()
    for fam, ids in sorted(doc.get("families", {}).items()):
        if fam not in where:
            problems.append(f"families.{fam}: no such family in a split")
            continue
        for m in ids:
            rec = known.get(fam, {}).get(m)
            if rec is None:
                problems.append(f"families.{fam}: {m} is not a retained mutant of {fam}'s pool")
                continue
            if (fam, m) in seen:
                problems.append(f"families.{fam}: {m} is chosen twice")
            seen.add((fam, m))
            got[where[fam], rec["operator"]][fam] += 1
    available: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for fam, recs in pools.items():
        for rec in recs:
            if fam in where:
                available[where[fam], rec["operator"]][fam] += 1
    for split in SPLITS:
        for op in OPERATORS:
            have, took = available[split, op], got[split, op]
            want = min(n, sum(have.values()))
            if sum(took.values()) != want:
                problems.append(f"{split}/{op}: {sum(took.values())} chosen of {sum(have.values())} retained; "
                                f"the policy takes {want} (not stratified)")
            for f in have:  # f could still give one, yet g gave two more than f
                for g in took:
                    if took[f] < have[f] and took[g] > took[f] + 1:
                        problems.append(f"{split}/{op}: {g} gave {took[g]}, {f} only {took[f]} of {have[f]} "
                                        "(not round-robin over the families)")
            stated = doc.get("counts", {}).get(split, {}).get(op, {})
            if stated != {"retained": sum(have.values()), "chosen": sum(took.values())}:
                problems.append(f"counts.{split}.{op}: {stated} does not match the pools and the chosen ids")
    return problems
