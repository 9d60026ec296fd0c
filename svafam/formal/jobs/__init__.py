"""The kinds of proof job: one module each (SymbiYosys's ``sby_mode_*.py`` style), each defining ``KIND``.

A job kind says what one job of that kind proves, in which SBY mode and from which
template of ``sby_templates/``, what status admits the family, and which designs of a
family it runs on (one job per target: every alternate variant, every variant, every
mutant, or the oracle). :func:`svafam.formal.plan.build_plan` makes a family's jobs from
this registry, and the size of the suite follows from it (:func:`suite_size`): nothing
else writes down how many jobs there are.
"""

from __future__ import annotations

import pkgutil
from dataclasses import dataclass
from importlib import import_module

# which designs of a family a kind makes a job for
ALTERNATES = "alternate variants"   # v1..v3, each against v0
VARIANTS = "variants"               # v0..v3
MUTANTS = "mutants"                 # m0..m2
ORACLE = "oracle"                   # the independent model, when the family has one


@dataclass(frozen=True)
class JobKind:
    name: str            # the evidence's ``kind`` of its jobs
    job_prefix: str      # job names: <prefix>_<target id>
    mode: str            # SBY mode: prove, cover or bmc
    template: str        # sby_templates/<template>.sby
    expected: str        # the status that admits the family: PASS or FAIL
    per: str             # ALTERNATES, VARIANTS, MUTANTS or ORACLE
    shape: str           # "miter" (two designs on shared inputs) or "monitored" (one design under a monitor)
    engines: str         # what decides it, for people
    summary: str         # what a job of this kind proves, one line
    in_suite: bool = True
    order: int = 100

    def count(self, variants: int, mutants: int, oracle: bool = True) -> int:
        return {ALTERNATES: variants - 1, VARIANTS: variants, MUTANTS: mutants, ORACLE: int(oracle)}[self.per]


def _discover() -> dict[str, JobKind]:
    found = [import_module(f"{__name__}.{m.name}").KIND for m in pkgutil.iter_modules(__path__)]
    return {k.name: k for k in sorted(found, key=lambda k: (k.order, k.name))}


JOB_KINDS: dict[str, JobKind] = _discover()
SUITE_KINDS: tuple[JobKind, ...] = tuple(k for k in JOB_KINDS.values() if k.in_suite)


def suite_size(variants: int, mutants: int) -> int:
    """Jobs in the validation suite of a family with that many variants and mutants."""
    return sum(k.count(variants, mutants) for k in SUITE_KINDS)
