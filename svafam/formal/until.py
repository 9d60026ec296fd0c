"""``A |=> C until R`` (weak until) lowered with one tracker register.

An obligation starts ``delay`` cycles after the antecedent's match and lasts until R
holds; before that, C must hold in every cycle. Obligations alive at the same cycle
face the same future (C or R in the same cycles), so one bit ``pending_P`` says "some
obligation is alive", whatever cycle it started in:

    start    = some antecedent match ends ``delay`` cycles ago, with no disable since it began
    alive    = pending_P || start
    fails    = alive && !D && !R && !C                (the assertion)
    released = alive && !D && R                       (the cover)
    pending_P <= alive && !D && !R && C               (still waiting after this cycle)

A disable clears the bit: the obligations it held are disabled. Values that R and C read
before the trace starts leave the obligation unjudged (``past_valid``).
"""

from __future__ import annotations

from svafam.generators import expr as ex
from svafam.generators.properties import Property

from . import lookback
from .check import Check, Tracker, flagged, history


def _parts(p: Property) -> tuple[ex.Expr, list[ex.Expr], Tracker, int]:
    """(alive, what each check needs besides, the tracker, the deepest history read)."""
    assert p.until is not None and p.consequent is not None
    terms = [lookback.term(p, shape, p.delay, [], None) for shape in p.shapes()]
    start = ex.disj([ex.conj(flagged(depth, conjuncts)) for depth, conjuncts in terms])
    pending = ex.Ident(f"pending_{p.id}")
    alive = ex.disj([pending, start])
    reads = history(p.until, p.consequent)
    now = flagged(reads, lookback.no_disable(p, 0))
    waiting = ex.conj([alive] + now + [ex.negate(p.until), p.consequent])
    depth = max([reads] + [d for d, _ in terms])
    return alive, now, Tracker(pending.name, waiting), depth


def assertion(p: Property) -> Check:
    alive, now, tracker, depth = _parts(p)
    assert p.until is not None and p.consequent is not None
    return Check(p.id, ex.conj([alive] + now + [ex.negate(p.until)]), p.consequent, depth, gated=True,
                 trackers=(tracker,))


def release_cover(p: Property) -> Check:
    alive, now, tracker, depth = _parts(p)
    assert p.until is not None
    return Check(f"C_{p.id}_FIRES", ex.conj([alive] + now), p.until, depth, gated=True, trackers=(tracker,))
