"""Is a property trivial: does it hold on every trace of the interface, with no design at all?

Decided formally for every form. Invariants and same-cycle implications go to z3: the
lowered check (``guard -> body``, as :func:`svafam.formal.lower.assertion` builds it) is valid
over free signals and free history values -- exactly the design-free harness, where every
port and every past value is free. Every other form (and any property z3 cannot encode)
is decided by proof on the design-free harness (:func:`svafam.scoring.decide.decide`).
A trivial property says nothing about the design; it never counts as good.
"""

from __future__ import annotations

import z3

from svafam.formal import lower
from svafam.generators import expr as ex
from svafam.generators.properties import INVARIANT, SAME_CYCLE, Property
from svafam.generators.z3check import term

from . import jobs
from .decide import Answer, decide
from .jobs import Family
from .schedule import Check

Z3_FORMS = frozenset({INVARIANT, SAME_CYCLE})
Z3_MILLISECONDS = 2000   # a hostile expression (wide multiplications) can keep z3 busy: then the proof decides


class _Undecided(Exception):
    pass


def trivial_by_z3(p: Property, widths: dict[str, int]) -> bool:
    """The lowered check cannot fail for any values of the signals and their history
    (:class:`_Undecided` when z3 gives up within its time)."""
    check = lower.assertion(p)
    history = lower.PastRegisters(widths)
    guard, body = history.rewrite(check.guard), history.rewrite(check.body)
    all_widths = dict(widths)
    for name, depth in history.depth.items():
        for k in range(1, depth + 1):
            all_widths[f"past{k}_{name}"] = widths[name]
    free = {n: z3.BitVec(n, all_widths[n]) for e in (guard, body) for n in ex.identifiers(e)}
    solver = z3.Solver()
    solver.set("timeout", Z3_MILLISECONDS)
    solver.add(term(guard, all_widths, free) != 0, term(body, all_widths, free) == 0)
    verdict = solver.check()
    if verdict == z3.unknown:
        raise _Undecided(solver.reason_unknown())
    return verdict == z3.unsat


def triviality(fam: Family, props: list[Property]) -> Check[dict[str, Answer]]:
    """An answer per property: ``holds`` True when it is trivial."""
    widths = {s.name: s.width for s in fam.iface.ports}
    answers: dict[str, Answer] = {}
    by_proof = []
    for p in props:
        if p.form in Z3_FORMS:
            try:
                answers[p.id] = Answer(trivial_by_z3(p, widths))
                continue
            except (_Undecided, z3.Z3Exception, ex.ExprError, KeyError):
                pass   # decided by proof below
        by_proof.append(p)
    proved = yield from decide(lambda ps, template: jobs.design_free(fam, template, ps), by_proof)
    answers.update(proved)
    return answers
