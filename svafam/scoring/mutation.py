"""Which of the family's mutants do a response's properties kill?

The pool is the family's whole pool: the controlled mutants ``family.json`` lists and the
retained mutants of its mutation pool decided in the cycle model (:func:`mutant_pool`). A
mutant is killed by a property that fails on it within the family's depth (``smtbmc
--keep-going``); a job that does not finish leaves that mutant undecided, never killed. The
pool's temporal-only mutants (:mod:`svafam.mutation.temporal`: the gold kills them by temporal
properties alone) are named apart, with the ones the response kills.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from svafam.formal.family import Design
from svafam.generators.properties import Property

from . import jobs
from .jobs import BOUNDED, Family
from .schedule import Check


@dataclass
class Mutation:
    pool: list[str]                                            # mutant ids
    temporal_only: list[str] = field(default_factory=list)    # of the pool: the gold kills them only temporally
    killed_by: dict[str, list[str]] = field(default_factory=dict)   # property id -> mutant ids
    undecided: dict[str, str] = field(default_factory=dict)    # mutant id -> why
    timed_out: bool = False

    @property
    def killed(self) -> list[str]:
        return sorted({m for ms in self.killed_by.values() for m in ms})

    def by_properties(self, ids: set[str]) -> Mutation:
        """The same pool, with the kills of the properties ``ids`` only."""
        return replace(self, killed_by={p: ms for p, ms in self.killed_by.items() if p in ids})

    @property
    def temporal_only_killed(self) -> list[str]:
        return sorted(set(self.killed) & set(self.temporal_only))

    @property
    def score(self) -> float:
        return len(self.killed) / len(self.pool) if self.pool else 0.0


def mutant_pool(fam: Family) -> tuple[Design, ...]:
    return fam.iface.mutants + fam.pool_mutants


def unkilled(fam: Family) -> Mutation:
    """The family's pool with nothing killed yet (what a response that is not read scores)."""
    ids = [m.id for m in mutant_pool(fam)]
    return Mutation(ids, sorted(fam.temporal_only & set(ids)))


def mutation(fam: Family, props: list[Property]) -> Check[Mutation]:
    pool = mutant_pool(fam)
    result = unkilled(fam)
    if not props:
        return result
    outcomes = yield [jobs.on_design(fam, m, BOUNDED, props, what="asserted") for m in pool]
    for m, out in zip(pool, outcomes, strict=True):
        if not out.decided:
            result.undecided[m.id] = f"bounded check {out.status}" + (f": {out.message}" if out.message else "")
            result.timed_out = result.timed_out or out.status == "TIMEOUT"
            continue
        for pid in out.failed:
            result.killed_by.setdefault(pid, []).append(m.id)
    return result
