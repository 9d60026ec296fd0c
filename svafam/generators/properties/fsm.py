"""Gold properties of an FSM: reset, one implication per transition and per reachable stay, and an
output-encoding invariant where every state satisfies one.

A transition's antecedent says "in state S and its guard holds". Where S's outputs are its own,
they say "in S". Where other states show the same outputs:

- if every state of that group, under the same guard, moves to states showing the target's
  outputs, the transition is stated for the whole group (outputs and guard, as for any state);
- otherwise "in S" is told apart by the interface's history (:mod:`svafam.generators.fsm_history`);
- otherwise the property states what the group does: the next outputs are one of those its
  members can move to under the guard.

A property that would repeat an earlier one is not added again; the transitions each
property states are listed in its ``covers_transitions``.
"""

from __future__ import annotations

from dataclasses import replace

from .. import expr as ex
from ..fsm_graph import Edge, edges, groups, output_key, output_pattern
from ..fsm_history import identify
from ..model import FamilySpec
from ..verilog import v
from ..z3check import satisfiable
from .derive import Numbered
from .model import INVARIANT, NEXT_CYCLE, Property

MAX_HISTORY = 3  # cycles of history an identification may read (and no more than the formal depth allows)


def fsm_properties(spec: FamilySpec) -> list[Property]:
    rst = spec.reset.asserted
    out = Numbered()
    reset_state = spec.state(spec.reset_state)
    out.add("reset", "p_reset", NEXT_CYCLE,
            f"one cycle after reset is applied, the outputs show state {reset_state.name}",
            antecedent=rst, consequent=output_pattern(spec, reset_state))
    group = groups(spec)
    shared = any(len(g) > 1 for g in group.values())
    seen = identify(spec, min(MAX_HISTORY, spec.depth - 2)) if shared else {}
    stated: dict[tuple[ex.Expr, ex.Expr], int] = {}
    for st in spec.states:
        for edge in edges(spec, st):
            antecedent, consequent, sentence = _statement(spec, edge, group[st.name], seen.get(st.name))
            if (antecedent, consequent) in stated:
                i = stated[(antecedent, consequent)]
                out.props[i] = replace(out.props[i], covers_transitions=out.props[i].covers_transitions + (edge.label,))
                continue
            stated[(antecedent, consequent)] = len(out.props)
            role, suffix = ("stay", "stay") if edge.transition is None else ("transition", f"t{edge.transition}")
            out.add(role, f"p_{st.name.lower()}_{suffix}", NEXT_CYCLE, sentence, antecedent=antecedent,
                    consequent=consequent, disable=rst, covers_transitions=(edge.label,))
    encoding = _encoding_invariant(spec)
    if encoding is not None:
        sentence, expr = encoding
        out.add("encoding", "p_output_encoding", INVARIANT, sentence, expression=expr, disable=rst)
    return out.props


def _what(spec: FamilySpec, edge: Edge) -> str:
    if edge.transition is None:
        return f"in {edge.source}, when no transition fires, the machine stays in {edge.source}"
    t = spec.state(edge.source).transitions[edge.transition]
    note = t.note or f"{edge.source} goes to {t.target} when {v(t.when)}"
    return f"transition {edge.source} -> {t.target}: {note}"


def _statement(spec: FamilySpec, edge: Edge, members: tuple[str, ...],
               seen: ex.Expr | None) -> tuple[ex.Expr, ex.Expr, str]:
    """Antecedent, consequent and sentence of the property that states ``edge``."""
    here = output_pattern(spec, spec.state(edge.source))
    target = output_pattern(spec, spec.state(edge.target))
    what = _what(spec, edge)
    if len(members) == 1:
        return ex.conj([here, edge.guard]), target, what
    names = [m for m in members if m != edge.source]
    others, show = ", ".join(names), "shows" if len(names) == 1 else "show"
    reached = _group_targets(spec, edge, members)
    if reached == [edge.target]:
        return (ex.conj([here, edge.guard]), target,
                f"{what} ({others} {show} the same outputs and {'does' if len(names) == 1 else 'do'} the same "
                "under this guard)")
    if seen is not None:
        return (ex.conj([seen, edge.guard]), target,
                f"{what} ({edge.source} is told apart from {others}, which {show} the same outputs, "
                "by the previous cycles)")
    patterns = ex.disj([output_pattern(spec, spec.state(t)) for t in reached])
    return (ex.conj([here, edge.guard]), patterns,
            f"{what}; {others} {show} the same outputs and cannot be told apart from it, so this is stated for "
            f"all of them: next, the outputs of {' or '.join(reached)}")


def _group_targets(spec: FamilySpec, edge: Edge, members: tuple[str, ...]) -> list[str]:
    """States with distinct outputs that some member of the group can move to when ``edge``'s guard holds
    (the first state showing each output pattern, the edge's own target first)."""
    found = {output_key(spec.state(edge.target)): edge.target}
    for m in members:
        if m == edge.source:
            continue
        for other in edges(spec, spec.state(m)):
            key = output_key(spec.state(other.target))
            if key not in found and satisfiable(ex.conj([edge.guard, other.guard]), spec.widths):
                found[key] = other.target
    return list(found.values())


def _encoding_invariant(spec: FamilySpec) -> tuple[str, ex.Expr] | None:
    """A one-hot style invariant over 1-bit outputs, where every state satisfies it."""
    one_bit = [p for p in spec.outputs if p.width == 1]
    if len(one_bit) == len(spec.outputs) and len(one_bit) >= 2:
        vector = ex.Concat(tuple(ex.Ident(p.name) for p in one_bit))
        ones = [sum(1 for _, c in st.outputs if c.value) for st in spec.states]
        if all(n == 1 for n in ones):
            return "exactly one output is high in every state", ex.Call("$onehot", vector)
        if all(n <= 1 for n in ones):
            return "at most one output is high in every state", ex.Call("$onehot0", vector)
    # A disjunction of every state's outputs would also hold, but it restates the
    # transition properties and only inflates the property count.
    return None
