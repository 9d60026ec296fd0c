"""The spec model: plain immutable data that every generator reads.

A :class:`FamilySpec` is what a YAML spec means once it has been validated;
loading and checking live in :mod:`generators.spec_loader`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .expr import Expr, Ident, Unary, to_verilog

KINDS = ("fsm", "register_rules", "multi_register_rules")
MUTANT_KINDS = ("replace_update_guard", "replace_update_value", "insert_update_rule")


@dataclass(frozen=True)
class Port:
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
class Mutant:
    id: str
    kind: str
    register: str
    rule: int
    when: Expr | None = None
    value: Expr | None = None
    description: str = ""


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

    @property
    def widths(self) -> dict[str, int]:
        """Width of every name an expression may use."""
        out = {p.name: p.width for p in self.inputs + self.outputs}
        out.update({r.name: r.width for r in self.registers})
        return out

    @property
    def data_inputs(self) -> tuple[Port, ...]:
        return self.inputs

    def register(self, name: str) -> Register:
        for r in self.registers:
            if r.name == name:
                return r
        raise KeyError(name)

    def output_is_register(self, name: str) -> bool:
        return any(r.name == name for r in self.registers)

    def with_register(self, reg: Register) -> "FamilySpec":
        regs = tuple(reg if r.name == reg.name else r for r in self.registers)
        return replace(self, registers=regs)


def describe(e: Expr) -> str:
    return to_verilog(e)
