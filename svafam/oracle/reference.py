"""A pure-Python cycle stepper for a spec: the plainest reading of what it means.

Observation convention, shared by every model in :mod:`svafam.oracle`: cycle ``i`` of a
stimulus applies ``stimulus[i]`` (data inputs and the reset signal) after the
clock edge that starts the cycle, and the outputs reported for cycle ``i`` are
the values seen before the edge that ends it. Every model is in its reset state
at the start of cycle 0, whether or not cycle 0 asserts reset. An asynchronous
reset shows in the outputs of the very cycle that asserts it; a synchronous one
only from the next cycle on.

Expressions are evaluated with :func:`svafam.generators.expr.evaluate`, the project's
definition of Verilog widths; ``$past`` and friends are property-only and are
rejected here.
"""

from __future__ import annotations

from typing import Mapping

from svafam.generators.expr import Expr, evaluate
from svafam.generators.model import FamilySpec

State = dict[str, int]
"""Register kinds: register name -> value. FSMs: ``{FSM_STATE: index into spec.states}``."""

FSM_STATE = "$state"  # not a legal identifier, so it can't collide with a spec name


def _mask(width: int) -> int:
    return (1 << width) - 1


def normalize_stimulus(spec: FamilySpec, stimulus: list[Mapping[str, int]]) -> list[dict[str, int]]:
    """Complete each cycle: data inputs default to 0, reset to deasserted.

    Unknown names and out-of-range values raise, so a typo can't silently
    become a zero.
    """
    widths = {spec.reset.name: 1, **{p.name: p.width for p in spec.inputs}}
    idle = {spec.reset.name: 0 if spec.reset.active_high else 1, **{p.name: 0 for p in spec.inputs}}
    out = []
    for i, cycle in enumerate(stimulus):
        for name, value in cycle.items():
            if name not in widths:
                raise ValueError(f"stimulus cycle {i}: {name!r} is not an input of {spec.id}")
            if not 0 <= value <= _mask(widths[name]):
                raise ValueError(f"stimulus cycle {i}: {name}={value} does not fit in {widths[name]} bits")
        out.append({**idle, **cycle})
    return out


def reset_asserted(spec: FamilySpec, inputs: Mapping[str, int]) -> bool:
    return bool(inputs[spec.reset.name]) == spec.reset.active_high


class ReferenceModel:
    def __init__(self, spec: FamilySpec):
        if spec.kind not in ("fsm", "register_rules", "multi_register_rules"):
            raise ValueError(f"{spec.id}: unknown kind {spec.kind!r}")
        self.spec = spec
        self.widths = spec.widths
        self.out_widths = {p.name: p.width for p in spec.outputs}

    def reset_state(self) -> State:
        if self.spec.kind == "fsm":
            return {FSM_STATE: self._state_index(self.spec.reset_state)}
        return {r.name: self._value(r.reset_value, {}, r.width) for r in self.spec.registers}

    def outputs(self, state: State, inputs: Mapping[str, int]) -> dict[str, int]:
        if reset_asserted(self.spec, inputs) and not self.spec.reset.synchronous:
            state = self.reset_state()
        lookup = self._lookup(state, inputs)
        return {p.name: lookup(p.name, 0) for p in self.spec.outputs}

    def step(self, state: State, inputs: Mapping[str, int]) -> State:
        """The state after the clock edge that ends a cycle with these inputs."""
        if reset_asserted(self.spec, inputs):
            return self.reset_state()
        lookup = self._lookup(state, inputs)
        if self.spec.kind == "fsm":
            current = self.spec.states[state[FSM_STATE]]
            for t in current.transitions:
                if self._value(t.when, lookup):
                    return {FSM_STATE: self._state_index(t.target)}
            return dict(state)
        nxt = {}
        for r in self.spec.registers:
            nxt[r.name] = state[r.name]  # no rule fires: hold
            for rule in r.rules:
                if self._value(rule.when, lookup):
                    nxt[r.name] = self._value(rule.value, lookup, r.width)
                    break
        return nxt

    def simulate(self, stimulus: list[Mapping[str, int]]) -> list[dict[str, int]]:
        state = self.reset_state()
        observed = []
        for inputs in normalize_stimulus(self.spec, stimulus):
            observed.append(self.outputs(state, inputs))
            state = self.step(state, inputs)
        return observed

    # -- helpers

    def _state_index(self, name: str) -> int:
        return [s.name for s in self.spec.states].index(name)

    def _value(self, e: Expr, lookup, width: int | None = None) -> int:
        """``e`` assigned to something ``width`` bits wide (or a guard's truth value when None)."""
        if width is None:
            return int(evaluate(e, self.widths, lookup) != 0)
        return evaluate(e, self.widths, lookup, width=width) & _mask(width)

    def _lookup(self, state: State, inputs: Mapping[str, int]):
        spec = self.spec
        derived = {d.name: d for d in spec.derived}
        fsm_outputs = dict(spec.states[state[FSM_STATE]].outputs) if spec.kind == "fsm" else {}

        def lookup(name: str, ago: int) -> int:
            if ago:
                raise ValueError(f"{spec.id}: $past is not allowed in a behavior expression")
            if name in state:
                return state[name]
            if name in inputs and name != spec.reset.name:
                return inputs[name]
            if name in derived:
                return self._value(derived[name].expr, lookup, derived[name].width)
            if name in fsm_outputs:
                return self._value(fsm_outputs[name], lookup, self.out_widths[name])
            raise KeyError(f"{spec.id}: no signal named {name!r}")

        return lookup


def simulate(spec: FamilySpec, stimulus: list[Mapping[str, int]]) -> list[dict[str, int]]:
    """Outputs observed in each cycle (see the module docstring for the convention)."""
    return ReferenceModel(spec).simulate(stimulus)
