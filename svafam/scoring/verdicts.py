"""All checks of one response, in two rounds of jobs, and the criteria built on them.

Round one: soundness on the task's design, and triviality (design-free), side by side.
Round two, on the sound properties: vacuity (all of them), mutants (the non-trivial
ones), and gold coverage (all of them assumed). Each check is its own module.

The primary criterion: the response has a property that is sound, non-trivial and
non-vacuous and kills at least one mutant. The secondary one is the criterion used
before triviality and mutants counted: a property that is sound and non-vacuous.
"""

from __future__ import annotations

from dataclasses import dataclass

from svafam.formal.family import Design
from svafam.generators.properties import Property

from . import coverage, mutation, soundness, triviality, vacuity
from .decide import Answer
from .jobs import Family
from .mutation import Mutation
from .records import GoldRecord, LineRecord, PropertyRecord
from .schedule import Check, gather
from .vacuity import Vacuity


@dataclass
class Verdicts:
    sound: dict[str, Answer]
    trivial: dict[str, Answer]
    vacuous: dict[str, Vacuity]
    mutants: Mutation
    gold: dict[str, Answer]


def check_response(fam: Family, variant: Design, props: list[Property]) -> Check[Verdicts]:
    sound, trivial = yield from gather(soundness.soundness(fam, variant, props), triviality.triviality(fam, props))
    holding = [p for p in props if sound[p.id].holds is True]
    strong = [p for p in holding if trivial[p.id].holds is False]
    vacuous, mutants, gold = yield from gather(vacuity.vacuity(fam, variant, holding),
                                               mutation.mutation(fam, strong), coverage.coverage(fam, holding))
    # only a live property's kills count: one checked only while reset is applied (``disable iff (!rst)``) is
    # vacuous, yet it kills every pool mutant that changes what reset does
    live = {pid for pid, v in vacuous.items() if v.vacuous is False}
    return Verdicts(sound, trivial, vacuous, mutants.by_properties(live), gold)


def isolated(check: Check[Verdicts]) -> Check[Verdicts | str]:
    """``check``, or the one-line reason it could not finish: one response never stops the others."""
    try:
        return (yield from check)
    except Exception as err:  # noqa: BLE001 -- hostile input must not end the run; the record names it
        return f"{type(err).__name__}: {str(err)[:200]}"


def _soundness(a: Answer) -> str:
    return {True: "sound", False: "unsound", None: "unknown"}[a.holds]


def _gold_reason(a: Answer) -> str:
    if a.holds is False:
        where = "within the bound" if a.within_bound else "beyond the bound"
        return f"not implied: a trace satisfying the response's sound properties violates it ({where})"
    return a.reason


def fill(rec: LineRecord, props: list[Property], v: Verdicts, job_seconds: float | None) -> None:
    """The record's per-property, gold and mutant fields, and both criteria."""
    rec.properties = []
    for p in props:
        pr = PropertyRecord(p.id, p.form, p.sentence, _soundness(v.sound[p.id]), v.sound[p.id].reason)
        if pr.soundness == "sound":
            t = v.trivial[p.id]
            pr.trivial = t.holds
            if t.holds is None:
                pr.reason = f"triviality undecided: {t.reason}"
            vac = v.vacuous.get(p.id)
            if vac is not None:
                pr.vacuous = vac.vacuous
                pr.reason = pr.reason or vac.reason
            pr.kills = sorted(v.mutants.killed_by.get(p.id, []))
            pr.good = pr.trivial is False and pr.vacuous is False
        rec.properties.append(pr)
    rec.gold = [GoldRecord(gid, a.holds, _gold_reason(a)) for gid, a in v.gold.items()]
    rec.gold_coverage = sum(g.implied is True for g in rec.gold) / len(rec.gold) if rec.gold else None
    rec.mutants, rec.killed, rec.undecided_mutants = v.mutants.pool, v.mutants.killed, v.mutants.undecided
    rec.mutation_score = v.mutants.score
    rec.temporal_only_mutants, rec.temporal_only_killed = v.mutants.temporal_only, v.mutants.temporal_only_killed
    rec.passes = any(p.good and p.kills for p in rec.properties)
    rec.passes_secondary = any(p.soundness == "sound" and p.vacuous is False for p in rec.properties)
    undecided = [a for d in (v.sound, v.trivial, v.gold) for a in d.values() if a.holds is None]
    if any(a.timed_out for a in undecided) or any(x.timed_out for x in v.vacuous.values()) or v.mutants.timed_out:
        limit = f"{job_seconds:g} s per job" if job_seconds else "the per-job timeout"
        rec.limits_exceeded.append(f"formal time ({limit}): what the timed-out jobs were to decide is unknown")
