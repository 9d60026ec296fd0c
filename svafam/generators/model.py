"""The spec model: plain immutable data that every generator reads.

A :class:`FamilySpec` is what a YAML spec means once it has been validated;
loading and checking live in :mod:`svafam.generators.spec_loader`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .expr import Expr, Ident, Unary

KINDS = ("fsm", "register_rules", "multi_register_rules")
RULE_MUTANT_KINDS = ("replace_update_guard", "replace_update_value", "insert_update_rule")
FSM_MUTANT_KINDS = ("replace_transition_guard", "force_transition", "drop_transition")
MUTANT_KINDS = RULE_MUTANT_KINDS + FSM_MUTANT_KINDS


@dataclass(frozen=True)
class Port:
    # not svafam.design.Port: a signal as a spec declares it, under inputs or outputs (the list says the
    # direction); the spec model is the generators' own, and a design's ports come from family.json
    name: str
    width: int


@dataclass(frozen=True)
class Clock:
    name: str
    edge: str = "posedge"


@dataclass(frozen=True)
class Reset:
    name: str
    active_high: bool
    synchronous: bool

    @property
    def asserted(self) -> Expr:
        """The expression that is true while reset is applied."""
        return Ident(self.name) if self.active_high else Unary("!", Ident(self.name))

    @property
    def edge(self) -> str:
        return "posedge" if self.active_high else "negedge"


@dataclass(frozen=True)
class UpdateRule:
    when: Expr
    value: Expr
    note: str = ""


@dataclass(frozen=True)
class Register:
    name: str
    width: int
    reset_value: Expr
    rules: tuple[UpdateRule, ...]

    @property
    def priority_rules(self) -> tuple[UpdateRule, ...]:
        """The rules before the final hold rule, in priority order."""
        return self.rules[:-1]


@dataclass(frozen=True)
class DerivedOutput:
    name: str
    width: int
    expr: Expr


@dataclass(frozen=True)
class Transition:
    """Leave the state for ``target`` when ``when`` holds (earlier transitions win)."""

    when: Expr
    target: str
    note: str = ""


@dataclass(frozen=True)
class State:
    """An FSM state: its Moore outputs (constants, one per output port) and transitions.

    When no transition's guard holds, the machine stays in the state.
    """

    name: str
    outputs: tuple[tuple[str, Expr], ...]
    transitions: tuple[Transition, ...]

    def output(self, name: str) -> Expr:
        return dict(self.outputs)[name]


@dataclass(frozen=True)
class Mutant:
    """A controlled behavior change.

    Rule mutants edit ``register``'s rule ``rule``; FSM mutants edit ``state``'s
    transition ``rule`` (``replace_transition_guard``, ``drop_transition``) or
    make ``state`` always go to ``target`` (``force_transition``).
    """

    id: str
    kind: str
    register: str = ""
    rule: int = 0
    when: Expr | None = None
    value: Expr | None = None
    description: str = ""
    state: str = ""
    target: str = ""


@dataclass(frozen=True)
class FamilySpec:
    id: str
    category: str
    kind: str
    template: str
    description: str
    clock: Clock
    reset: Reset
    inputs: tuple[Port, ...]
    outputs: tuple[Port, ...]
    registers: tuple[Register, ...]
    derived: tuple[DerivedOutput, ...]
    mutants: tuple[Mutant, ...]
    depth: int = 16
    provenance: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    states: tuple[State, ...] = ()       # fsm only; the first is not special
    reset_state: str = ""                # fsm only
    authored: tuple = ()                 # properties written in the spec (svafam.generators.properties.Property)
    derive_properties: bool = True

    @property
    def widths(self) -> dict[str, int]:
        """Width of every name an expression may use."""
        out = {p.name: p.width for p in self.inputs + self.outputs}
        out.update({r.name: r.width for r in self.registers})
        return out

    def state(self, name: str) -> State:
        for st in self.states:
            if st.name == name:
                return st
        raise KeyError(name)

    def with_state(self, state: State) -> "FamilySpec":
        return replace(self, states=tuple(state if s.name == state.name else s for s in self.states))

    def register(self, name: str) -> Register:
        for r in self.registers:
            if r.name == name:
                return r
        raise KeyError(name)

    def output_is_register(self, name: str) -> bool:
        """``name`` is an output port driven directly by the register of that name."""
        return any(r.name == name for r in self.registers) and any(p.name == name for p in self.outputs)

    def with_register(self, reg: Register) -> "FamilySpec":
        regs = tuple(reg if r.name == reg.name else r for r in self.registers)
        return replace(self, registers=regs)
