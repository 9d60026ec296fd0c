"""Tell FSM states that share outputs apart by what the interface showed before.

In state ``s`` at cycle t, the machine was reset at t-1 (if ``s`` is the reset state), or
was at t-1 in a predecessor ``p`` whose edge into ``s`` had its guard true. Written over
the interface with ``$past``::

    seen_k(s) = outputs(s) && ( $past(reset) [s is the reset state]
                                || $past(seen_k-1(p) && guard(p -> s)) || ... )

with ``seen_0(s) = outputs(s)`` and, for a state whose outputs no other state shows,
``seen_k(s) = outputs(s)``. Every ``seen_k(s)`` holds whenever the machine is in ``s``
(by induction over the edges). For a group of states with the same outputs, the
smallest k at which the ``seen_k`` of any two members can never hold together (z3,
each ``$past`` value free) identifies each member exactly; then "in s" can stand in
an antecedent. Runs that stay in the group may keep them ambiguous at every depth:
then the group has no identification and its transitions are stated for the group.
"""

from __future__ import annotations

from itertools import combinations

from . import expr as ex
from .fsm_graph import Edge, edges, groups, output_pattern
from .model import FamilySpec
from .z3check import satisfiable


def _seen(spec: FamilySpec, name: str, k: int, into: dict[str, list[Edge]], group: dict[str, tuple[str, ...]],
          memo: dict[tuple[str, int], ex.Expr]) -> ex.Expr:
    if (name, k) in memo:
        return memo[(name, k)]
    here = output_pattern(spec, spec.state(name))
    if k == 0 or len(group[name]) == 1:
        memo[(name, k)] = here
        return here
    came = [ex.past(ex.conj([_seen(spec, e.source, k - 1, into, group, memo), e.guard])) for e in into[name]]
    was_reset = ex.past(spec.reset.asserted)
    if name == spec.reset_state:
        history = ex.disj([was_reset] + came)
    elif spec.reset_state in group[name]:
        history = ex.conj([ex.negate(was_reset), ex.disj(came)])
    else:
        history = ex.disj(came)
    memo[(name, k)] = ex.conj([here, history])
    return memo[(name, k)]


def _free_history(e: ex.Expr, widths: dict[str, int]) -> ex.Expr:
    """``$past(x, d)`` as a variable of its own (``x@d``), so z3 may give every cycle any value."""
    def leaf(node: ex.Expr) -> ex.Expr:
        if not isinstance(node, ex.Call):
            return node
        inner = node.arg
        base = inner.base.name if isinstance(inner, (ex.Index, ex.Slice)) else inner.name  # type: ignore[union-attr]
        name = f"{base}@{node.depth}"
        widths[name] = widths[base]
        renamed = ex.Ident(name)
        if isinstance(inner, ex.Index):
            return ex.Index(renamed, inner.bit)
        if isinstance(inner, ex.Slice):
            return ex.Slice(renamed, inner.msb, inner.lsb)
        return renamed
    return ex.map_leaves(e, leaf)


def identify(spec: FamilySpec, max_depth: int) -> dict[str, ex.Expr | None]:
    """For each state, an interface expression true exactly when the machine is in it, or None when its group
    cannot be told apart within ``max_depth`` cycles of history."""
    group = groups(spec)
    into: dict[str, list[Edge]] = {st.name: [] for st in spec.states}
    for st in spec.states:
        for e in edges(spec, st):
            into[e.target].append(e)
    memo: dict[tuple[str, int], ex.Expr] = {}
    out: dict[str, ex.Expr | None] = {}
    for st in spec.states:
        members = group[st.name]
        if st.name in out:
            continue
        if len(members) == 1:
            out[st.name] = output_pattern(spec, st)
            continue
        found = None
        for k in range(1, max_depth + 1):
            seen = {m: _seen(spec, m, k, into, group, memo) for m in members}
            if all(not _overlap(spec, seen[a], seen[b]) for a, b in combinations(members, 2)):
                found = seen
                break
        for m in members:
            out[m] = found[m] if found else None
    return out


def _overlap(spec: FamilySpec, a: ex.Expr, b: ex.Expr) -> bool:
    widths = dict(spec.widths, **{spec.reset.name: 1})
    both = _free_history(ex.conj([a, b]), widths)
    return satisfiable(both, widths)
