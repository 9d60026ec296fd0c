"""A plain reading of the property model over a trace: which cycles a property fails in, and which
cycles reach each of its covers. Independent of the lowering (``svafam.formal.lower``), which it is tested against.

A trace is a list of cycles, each a mapping signal -> unsigned value (the reset and every
input and output; :func:`svafam.oracle.reference.simulate` gives the outputs of a spec).
Semantics, as in SVA with ``disable iff``:

- an *attempt* starts at every cycle t; its antecedent sequence matches when each step
  holds at its cycle (a window ``##[lo:hi]`` tries every delay); every match is an
  *obligation* on the consequent;
- an obligation fails at the cycle its consequent is found false: ``##k C`` at the k-th
  cycle after the match, ``C[*r]`` at the first of its r cycles where C is false,
  ``##[m:n] C`` at the n-th cycle when C held in none of cycles m..n, ``C until R`` at
  the first cycle where neither R nor C holds;
- an attempt during which the disable expression holds at any cycle, up to the cycle
  its outcome is decided, is disabled: it neither fails nor reaches a cover;
- a value read before cycle 0 (``$past``) is unknown: an obligation that needs one is
  not judged; one whose outcome lies beyond the trace is undecided.

An invariant fails in each cycle (not disabled) where its expression is false.
"""

from __future__ import annotations

from typing import Iterator, Mapping

from svafam.generators import expr as ex
from svafam.generators.properties import INVARIANT, Property

Trace = list[Mapping[str, int]]


class _Unknown(Exception):
    """A value before the trace starts was read."""


class _Reader:
    def __init__(self, trace: Trace, widths: Mapping[str, int]):
        self.trace = trace
        self.widths = widths

    def holds(self, e: ex.Expr, cycle: int) -> bool:
        def lookup(name: str, ago: int) -> int:
            if cycle - ago < 0:
                raise _Unknown
            return self.trace[cycle - ago][name]
        return ex.evaluate(e, self.widths, lookup) != 0

    def disabled(self, p: Property, first: int, last: int) -> bool:
        return p.disable is not None and any(self.holds(p.disable, c) for c in range(first, last + 1))


def _matches(p: Property, r: _Reader, start: int) -> Iterator[int]:
    """End cycles of the antecedent's matches from an attempt at ``start``: not disabled from the start to
    the end, and every value read known (a thread that reads before the trace is dropped alone)."""
    steps = p.steps()
    n = len(r.trace)

    def extend(i: int, since: int, at: int) -> Iterator[int]:
        try:
            if at >= n or r.disabled(p, since, at) or not r.holds(steps[i].expr, at):
                return
        except _Unknown:
            return
        if i == len(steps) - 1:
            yield at
            return
        for d in range(steps[i + 1].lo, steps[i + 1].hi + 1):
            yield from extend(i + 1, at + 1, at + d)

    yield from extend(0, start, start)


def _outcome(p: Property, r: _Reader, end: int) -> tuple[str, int] | None:
    """How the obligation of a match ending at ``end`` ends: ("fail" | "pass", cycle); None when it is
    disabled or beyond the trace. Raises _Unknown when it reads a value before the trace."""
    assert p.consequent is not None
    c, n = p.consequent, len(r.trace)
    first = end + p.delay
    if first >= n or r.disabled(p, end + 1, first - 1):
        return None
    if p.until is not None:
        for at in range(first, n):
            if r.disabled(p, at, at):
                return None
            released, held = r.holds(p.until, at), r.holds(c, at)  # each cycle reads both
            if released:
                return ("pass", at)
            if not held:
                return ("fail", at)
        return None
    last = end + p.window[1]
    for at in range(first, last + 1):
        if at >= n or r.disabled(p, at, at):
            return None
        answered = r.holds(c, at)
        if p.delay_max is not None and answered:
            return ("pass", at)
        if p.delay_max is None and not answered:
            return ("fail", at)
    return ("fail", last) if p.delay_max is not None else ("pass", last)


def _obligations(p: Property, trace: Trace, widths: Mapping[str, int]) -> Iterator[tuple[int, tuple | None]]:
    """(match end, outcome) of every judged antecedent match."""
    r = _Reader(trace, widths)
    for start in range(len(trace)):
        for end in _matches(p, r, start):
            try:
                yield end, _outcome(p, r, end)
            except _Unknown:
                continue


def _invariant(p: Property, trace: Trace, widths: Mapping[str, int]) -> Iterator[tuple[int, bool]]:
    """(cycle, expression holds) for every cycle not disabled whose values are known."""
    assert p.expression is not None
    r = _Reader(trace, widths)
    for cycle in range(len(trace)):
        try:
            if not r.disabled(p, cycle, cycle):
                yield cycle, r.holds(p.expression, cycle)
        except _Unknown:
            continue


def failures(p: Property, trace: Trace, widths: Mapping[str, int]) -> list[int]:
    """Cycles in which some obligation of ``p`` fails."""
    if p.form == INVARIANT:
        return [cycle for cycle, ok in _invariant(p, trace, widths) if not ok]
    return sorted({o[1] for _end, o in _obligations(p, trace, widths) if o and o[0] == "fail"})


def cover_hits(p: Property, trace: Trace, widths: Mapping[str, int]) -> dict[str, list[int]]:
    """Cycles in which each of the property's covers is reached, by cover name (as ``svafam.formal.lower`` names them):
    ``HOLDS`` (an invariant), ``ANTECEDENT`` (a match ends), ``FIRES`` (the consequent answers; for ``until``
    the release), ``EARLIEST`` / ``LATEST`` (a window's consequent answers at its first / last cycle)."""
    if p.form == INVARIANT:
        return {f"C_{p.id}_HOLDS": [cycle for cycle, ok in _invariant(p, trace, widths) if ok]}
    r = _Reader(trace, widths)
    ends = sorted({end for start in range(len(trace)) for end in _matches(p, r, start)})
    passes = [(end, o[1]) for end, o in _obligations(p, trace, widths) if o and o[0] == "pass"]
    out = {f"C_{p.id}_ANTECEDENT": ends}
    if p.delay_max is None:
        out[f"C_{p.id}_FIRES"] = sorted({at for _end, at in passes})
    else:
        first, last = p.window
        out[f"C_{p.id}_EARLIEST"] = sorted({at for end, at in passes if at - end == first})
        out[f"C_{p.id}_LATEST"] = sorted({at for end, at in passes if at - end == last})
    return out
