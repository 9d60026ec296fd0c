"""Which of the family's mutants do a response's properties kill?

The pool is whatever mutants the family's ``family.json`` lists (the three controlled
mutants today); a larger pool changes :func:`mutant_pool`, nothing else. A mutant is
killed by a property that fails on it within the family's depth (``smtbmc --keep-going``);
a job that does not finish leaves that mutant undecided, never killed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from svafam.formal.family import Design
from svafam.generators.properties import Property

from . import jobs
from .jobs import BOUNDED, Family
from .schedule import Check


@dataclass
class Mutation:
    pool: list[str]                                            # mutant ids
    killed_by: dict[str, list[str]] = field(default_factory=dict)   # property id -> mutant ids
    undecided: dict[str, str] = field(default_factory=dict)    # mutant id -> why
    timed_out: bool = False

    @property
    def killed(self) -> list[str]:
        return sorted({m for ms in self.killed_by.values() for m in ms})

    @property
    def score(self) -> float:
        return len(self.killed) / len(self.pool) if self.pool else 0.0


def mutant_pool(fam: Family) -> tuple[Design, ...]:
    return fam.iface.mutants


def mutation(fam: Family, props: list[Property]) -> Check[Mutation]:
    pool = mutant_pool(fam)
    result = Mutation([m.id for m in pool])
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
