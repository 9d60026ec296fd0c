"""Behaviorally equivalent FSM states: the one thing that makes a machine ill-formed here.

Two states may show the same outputs (two attempts of a retry, two grant phases) as
long as they differ in what can happen next. States that agree on their outputs and,
for every input, move to states that are equivalent again can never be told apart from
the interface; they are found by partition refinement (Moore machine minimization),
with z3 deciding whether some input sends two states to different blocks.
"""

from __future__ import annotations

import z3

from .fsm_graph import output_key
from .model import FamilySpec, State
from .z3check import truth, variables


def _next_block(st: State, block: dict[str, int], widths, env) -> z3.ArithRef:
    """The block of the state ``st`` moves to, as a function of the inputs (earlier transitions win)."""
    out: z3.ArithRef = z3.IntVal(block[st.name])
    for t in reversed(st.transitions):
        out = z3.If(truth(t.when, widths, env), z3.IntVal(block[t.target]), out)
    return out


def equivalence_classes(spec: FamilySpec) -> list[tuple[str, ...]]:
    """Every class of two or more equivalent states, members in declaration order."""
    widths = spec.widths
    env = variables(widths)
    keys: dict[tuple[int, ...], int] = {}
    block = {st.name: keys.setdefault(output_key(st), len(keys)) for st in spec.states}
    while True:
        nexts = {st.name: _next_block(st, block, widths, env) for st in spec.states}
        classes: list[list[str]] = []
        for st in spec.states:
            for cls in classes:
                head = cls[0]
                if block[head] == block[st.name] and not _differ(nexts[head], nexts[st.name]):
                    cls.append(st.name)
                    break
            else:
                classes.append([st.name])
        if len(classes) == len(set(block.values())):
            return [tuple(c) for c in classes if len(c) > 1]
        block = {name: i for i, cls in enumerate(classes) for name in cls}


def _differ(a: z3.ArithRef, b: z3.ArithRef) -> bool:
    solver = z3.Solver()
    solver.add(a != b)
    return solver.check() == z3.sat
