"""Bounded implications lowered by looking back: each failure is an expression over history registers.

An attempt of ``A ##.. B |-> ##[m:n] C`` that starts at cycle t and whose antecedent
ends at e fails at a definite cycle f, and whether it does depends only on the cycles
t..f. So the monitor checks, at every cycle f, "some attempt fails now", one term per
way the antecedent can match (its *shape*) and per cycle of the consequent the failure
can fall on, each term a conjunction of ``$past`` values:

- ``##k C`` (k = 0, 1, ...): A ... at f-k, C false at f;
- ``##k C[*r]``: A ... at f-k-j, C true at the j cycles before f, false at f (j < r);
- ``##[m:n] C``: A ... at f-n, C false at f-n+m .. f.

An attempt is disabled by ``disable iff (D)`` when D holds at any cycle from its start
to its end, and it is only judged where every value it reads lies inside the trace
(one ``past_valid`` flag per term). One term is printed as before (the flag in front of
the guard); several are ORed, each with its own flag. Shared with :mod:`svafam.formal.until`.
"""

from __future__ import annotations

from svafam.generators import expr as ex
from svafam.generators.properties import Property

from .check import Check, flagged


def response_wait(m: int, n: int) -> range:
    """How many cycles before the last one of ``##[m:n]`` the consequent must have been silent at:
    every cycle of the window but the last (the last is the one checked)."""
    return range(n - m, 0, -1)


def no_disable(p: Property, span: int) -> list[ex.Expr]:
    """``D`` false in each of the ``span`` + 1 cycles up to now, newest first."""
    if p.disable is None:
        return []
    return [ex.negate(ex.past(p.disable, ago)) for ago in range(span + 1)]


def matched(p: Property, shape: tuple[int, ...], end_ago: int) -> list[ex.Expr]:
    """The antecedent's steps, matched with this shape, ending ``end_ago`` cycles before now."""
    return [ex.past(step.expr, end_ago + off) for step, off in zip(p.steps(), shape)]


def term(p: Property, shape: tuple[int, ...], end_ago: int, extra: list[ex.Expr], body: ex.Expr | None
         ) -> tuple[int, list[ex.Expr]]:
    """(cycles the term reads back, its conjuncts) for an attempt whose antecedent ends ``end_ago`` cycles ago."""
    span = shape[0] + end_ago
    conjuncts = no_disable(p, span) + matched(p, shape, end_ago) + extra
    return max([span] + [ex.max_past_depth(e) for e in conjuncts + ([body] if body is not None else [])]), conjuncts


def combine(label: str, terms: list[tuple[int, list[ex.Expr]]], body: ex.Expr) -> Check:
    """One check that holds when any term does; with one term, printed as the simple forms always were."""
    if len(terms) == 1:
        depth, conjuncts = terms[0]
        return Check(label, ex.conj(conjuncts), body, depth)
    gated = [ex.conj(flagged(depth, conjuncts)) for depth, conjuncts in terms]
    return Check(label, ex.disj(gated), body, max(depth for depth, _ in terms), gated=True)


def _held(c: ex.Expr, cycles: range) -> list[ex.Expr]:
    return [ex.past(c, ago) for ago in cycles]


def assertion(p: Property) -> Check:
    assert p.consequent is not None
    c = p.consequent
    first, last = p.window
    terms = []
    for shape in p.shapes():
        if p.delay_max is not None:
            silent = [ex.negate(e) for e in _held(c, response_wait(first, last))]
            terms.append(term(p, shape, last, silent, c))
        else:
            for j in range(p.repeat):
                terms.append(term(p, shape, first + j, _held(c, range(j, 0, -1)), c))
    return combine(p.id, terms, c)


def antecedent_cover(p: Property) -> Check:
    """The antecedent sequence completes (its last step holds now, after the earlier ones)."""
    last = p.steps()[-1].expr
    terms = []
    for shape in p.shapes():
        depth, conjuncts = term(p, shape, 0, [], last)
        terms.append((depth, conjuncts[:-1]))  # the last step is what is covered
    return combine(f"C_{p.id}_ANTECEDENT", terms, last)


def response_covers(p: Property) -> list[Check]:
    """The consequent answers: at the end of its repetition, or at the first and the last cycle of its window."""
    assert p.consequent is not None
    c = p.consequent
    first, last = p.window
    shapes = p.shapes()
    if p.delay_max is None:
        held = _held(c, range(last - first, 0, -1))
        return [combine(f"C_{p.id}_FIRES", [term(p, s, last, held, c) for s in shapes], c)]
    silent = [ex.negate(e) for e in _held(c, response_wait(first, last))]
    return [combine(f"C_{p.id}_EARLIEST", [term(p, s, first, [], c) for s in shapes], c),
            combine(f"C_{p.id}_LATEST", [term(p, s, last, silent, c) for s in shapes], c)]
