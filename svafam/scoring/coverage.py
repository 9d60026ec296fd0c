"""Gold coverage: which gold properties of the task do the response's sound properties imply?

Proved on the design-free harness with the sound properties assumed and the gold property
asserted: implied means every trace of the interface that satisfies the response's
properties satisfies the gold property, whatever design produced it. This measures how
much of the specification a response captures, which soundness alone cannot show.
"""

from __future__ import annotations

from svafam.generators.properties import Property

from . import jobs
from .decide import Answer, decide
from .jobs import Family
from .schedule import Check


def coverage(fam: Family, sound: list[Property]) -> Check[dict[str, Answer]]:
    """An answer per gold property id: ``holds`` True when the sound properties imply it."""
    def make(gold: list[Property], template: str) -> jobs.FormalJob:
        return jobs.design_free(fam, template, gold, sound)
    return (yield from decide(make, list(fam.gold)))
