"""Gold properties derived from a spec: what its rules say, one property each.

Register-rule families get a reset property, one implication per update rule, a hold
property and an invariant per derived output; FSMs get theirs from
:mod:`svafam.generators.properties.fsm`; the authored properties of the spec follow.
"""

from __future__ import annotations

from .. import expr as ex
from ..model import FamilySpec, Register
from ..verilog import v
from .model import INVARIANT, NEXT_CYCLE, Property


def _effective_guard(reg: Register, index: int) -> ex.Expr:
    """Rule ``index`` fires: its guard holds and no earlier guard does."""
    terms = [ex.negate(r.when) for r in reg.rules[:index]]
    terms.append(reg.rules[index].when)
    return ex.conj(terms)


def _hold_guard(reg: Register) -> ex.Expr:
    return ex.conj([ex.negate(r.when) for r in reg.priority_rules])


def gold_properties(spec: FamilySpec) -> list[Property]:
    """Derived gold properties (unless the spec turns derivation off), then the authored ones."""
    derived: list[Property] = []
    if spec.derive_properties:
        from .fsm import fsm_properties  # deferred: FSM properties need z3

        derived = {"register_rules": _register_rules_properties, "fsm": fsm_properties,
                   "multi_register_rules": _multi_register_properties}[spec.kind](spec)
    taken = {p.id for p in derived} | {p.name for p in derived}
    for p in spec.authored:
        if p.id in taken or p.name in taken:
            raise ValueError(f"authored property {p.id}/{p.name} collides with a derived one")
    return derived + list(spec.authored)


class Numbered:
    """Derived properties, numbered in the order they are added (``P3_RULE``)."""

    def __init__(self) -> None:
        self.props: list[Property] = []

    def add(self, role: str, sva: str, form: str, sentence: str, **fields) -> None:
        self.props.append(Property(f"P{len(self.props) + 1}_{role.upper()}", sva, role, form, sentence, **fields))


def _register_rules_properties(spec: FamilySpec) -> list[Property]:
    """Reset, one implication per update rule, hold, one invariant per derived output."""
    reg = spec.registers[0]
    name = ex.Ident(reg.name)
    rst = spec.reset.asserted
    out = Numbered()
    out.add("reset", "p_reset", NEXT_CYCLE,
            f"one cycle after reset is applied, {reg.name} equals its reset value {v(reg.reset_value)}",
            antecedent=rst, consequent=ex.Binary("==", name, reg.reset_value))
    for i, rule in enumerate(reg.priority_rules):
        note = rule.note or f"when {v(rule.when)} fires, {reg.name} becomes {v(rule.value)}"
        out.add("rule", f"p_rule_{i}", NEXT_CYCLE,
                f"update rule {i}: {note} (the value is the one computed in the cycle the rule fires)",
                antecedent=_effective_guard(reg, i),
                consequent=ex.Binary("==", name, ex.past(rule.value)),
                disable=rst)
    out.add("hold", "p_hold", NEXT_CYCLE,
            f"when no update rule fires, {reg.name} keeps its value",
            antecedent=_hold_guard(reg), consequent=ex.Binary("==", name, ex.past(name)), disable=rst)
    for d in spec.derived:
        out.add("derived", f"p_{d.name}", INVARIANT,
                f"{d.name} always equals {v(d.expr)}",
                expression=ex.Binary("==", ex.Ident(d.name), d.expr), disable=rst)
    return out.props


def _multi_register_properties(spec: FamilySpec) -> list[Property]:
    """Registers are internal: only the reset values of register-only outputs can be derived."""
    values = {r.name: r.reset_value.value for r in spec.registers}
    widths = spec.widths
    terms = []
    for d in spec.derived:
        if set(ex.identifiers(d.expr)) <= set(values):
            value = ex.evaluate(d.expr, widths, lambda n, _ago: values[n], width=d.width) & ((1 << d.width) - 1)
            c = ex.Const(d.width, value, "b" if d.width == 1 else "d")
            terms.append(ex.Binary("==", ex.Ident(d.name), c) if d.width > 1
                         else (ex.Ident(d.name) if value else ex.Unary("!", ex.Ident(d.name))))
    if not terms:
        return []
    out = Numbered()
    out.add("reset", "p_reset", NEXT_CYCLE, "one cycle after reset is applied, the outputs show the reset values",
            antecedent=spec.reset.asserted, consequent=ex.conj(terms))
    return out.props
