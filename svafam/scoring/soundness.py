"""Is a property sound: does it hold on the task's design, from reset, on every trace?"""

from __future__ import annotations

from svafam.formal.family import Design
from svafam.generators.properties import Property

from . import jobs
from .decide import Answer, decide
from .jobs import BOUNDED, Family
from .schedule import Check


def soundness(fam: Family, variant: Design, props: list[Property]) -> Check[dict[str, Answer]]:
    """An answer per property; an unsound one keeps its counterexample when the bound found it."""
    def make(ps: list[Property], template: str) -> jobs.FormalJob:
        return jobs.on_design(fam, variant, template, ps, what="asserted", keep_trace=template == BOUNDED)
    return (yield from decide(make, props))
