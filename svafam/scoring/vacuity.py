"""Is a sound property vacuous: is its check never live on the design?

Live means what :mod:`svafam.formal.vacuity` says: the lowered assertion's guard holds (enabled,
history defined, antecedent matched, and for ``|=>`` still enabled in the next cycle) in
a cycle where the design is out of reset. One cover job per response finds the live
checks within the family's depth; for each one not reached, an unbounded proof that it is
never live makes it vacuous -- or its failure shows it live beyond the bound.
"""

from __future__ import annotations

from dataclasses import dataclass

from svafam.formal.family import Design
from svafam.generators.properties import Property

from . import jobs
from .decide import decide
from .jobs import COVER, Family
from .schedule import Check


@dataclass
class Vacuity:
    vacuous: bool | None     # None: undecided
    reason: str = ""
    timed_out: bool = False


def vacuity(fam: Family, variant: Design, props: list[Property]) -> Check[dict[str, Vacuity]]:
    if not props:
        return {}
    [cover] = yield [jobs.on_design(fam, variant, COVER, props, what="live")]
    if not cover.decided:
        reason = f"live-check cover {cover.status}" + (f": {cover.message}" if cover.message else "")
        return {p.id: Vacuity(None, reason, cover.status == "TIMEOUT") for p in props}
    out = {p.id: Vacuity(False) for p in props if p.id in cover.reached}
    unreached = [p for p in props if p.id not in cover.reached]
    never = yield from decide(lambda ps, template: jobs.on_design(fam, variant, template, ps, what="never_live"),
                              unreached, bounded_first=False)
    for p in unreached:
        a = never[p.id]
        if a.holds is True:
            out[p.id] = Vacuity(True, "its check is never live: proved unreachable out of reset")
        elif a.holds is False:
            out[p.id] = Vacuity(False, "live only beyond the cover bound")
        else:
            out[p.id] = Vacuity(None, a.reason, a.timed_out)
    return out
