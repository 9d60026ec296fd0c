"""The property model, gold properties derived from a spec, and their SVA text.

A :class:`Property` is either an invariant (``expression`` holds every
cycle) or a next-cycle implication (``antecedent |=> consequent``), both
optionally disabled while ``disable`` holds. ``formal.lower`` turns these
objects, never their text, into monitors Yosys can read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from . import expr as ex
from .free_text import comment
from .model import FamilySpec, Register, State
from .verilog import GENERATOR_VERSION, Block, PortDecl, banner, module_header, v

INVARIANT = "invariant"
NEXT_CYCLE = "next_cycle_implication"     # A |=> C  (and A |-> ##1 C)
SAME_CYCLE = "same_cycle_implication"     # A |-> C


@dataclass(frozen=True)
class Property:
    id: str
    name: str            # SVA property name
    role: str            # reset | update_rule | hold | derived_output | ...
    form: str            # INVARIANT | NEXT_CYCLE
    sentence: str
    antecedent: ex.Expr | None = None
    consequent: ex.Expr | None = None
    expression: ex.Expr | None = None
    disable: ex.Expr | None = None

    def expressions(self) -> list[ex.Expr]:
        return [e for e in (self.antecedent, self.consequent, self.expression, self.disable) if e is not None]

    def to_json(self) -> dict:
        out: dict = {"id": self.id, "sva_name": self.name, "role": self.role, "form": self.form,
                     "sentence": self.sentence}
        if self.form == INVARIANT:
            out["expression"] = v(self.expression)
        else:
            out["antecedent"] = v(self.antecedent)
            out["consequent"] = v(self.consequent)
            out["delay"] = 1 if self.form == NEXT_CYCLE else 0
        out["disable"] = v(self.disable) if self.disable is not None else None
        return out

    @staticmethod
    def from_json(d: dict) -> "Property":
        def p(key: str) -> ex.Expr | None:
            return ex.parse(d[key]) if d.get(key) is not None else None
        return Property(d["id"], d["sva_name"], d["role"], d["form"], d["sentence"],
                        antecedent=p("antecedent"), consequent=p("consequent"),
                        expression=p("expression"), disable=p("disable"))


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
        derived = {"register_rules": _register_rules_properties, "fsm": _fsm_properties,
                   "multi_register_rules": _multi_register_properties}[spec.kind](spec)
    taken = {p.id for p in derived} | {p.name for p in derived}
    for p in spec.authored:
        if p.id in taken or p.name in taken:
            raise ValueError(f"authored property {p.id}/{p.name} collides with a derived one")
    return derived + list(spec.authored)


class _Numbered:
    def __init__(self) -> None:
        self.props: list[Property] = []

    def add(self, role: str, sva: str, form: str, sentence: str, **exprs: ex.Expr | None) -> None:
        self.props.append(Property(f"P{len(self.props) + 1}_{role.upper()}", sva, role, form, sentence, **exprs))


def _register_rules_properties(spec: FamilySpec) -> list[Property]:
    """Reset, one implication per update rule, hold, one invariant per derived output."""
    reg = spec.registers[0]
    name = ex.Ident(reg.name)
    rst = spec.reset.asserted
    out = _Numbered()
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


def output_pattern(spec: FamilySpec, state: State) -> ex.Expr:
    """The state as seen on the interface: every output equals the state's constant."""
    terms: list[ex.Expr] = []
    for port, c in state.outputs:
        width = c.width
        if width == 1:
            terms.append(ex.Ident(port) if c.value else ex.Unary("!", ex.Ident(port)))
        else:
            terms.append(ex.Binary("==", ex.Ident(port), c))
    return ex.conj(terms)


def _fsm_properties(spec: FamilySpec) -> list[Property]:
    """Reset, one implication per transition, one per reachable 'stay', an output-encoding invariant."""
    from .z3check import satisfiable  # deferred: z3 is only needed for FSM stays

    rst = spec.reset.asserted
    out = _Numbered()
    reset_state = spec.state(spec.reset_state)
    out.add("reset", "p_reset", NEXT_CYCLE,
            f"one cycle after reset is applied, the outputs show state {reset_state.name}",
            antecedent=rst, consequent=output_pattern(spec, reset_state))
    for st in spec.states:
        here = output_pattern(spec, st)
        earlier: list[ex.Expr] = []
        for j, t in enumerate(st.transitions):
            guard = ex.conj([ex.negate(e) for e in earlier] + [t.when])
            note = t.note or f"{st.name} goes to {t.target} when {v(t.when)}"
            out.add("transition", f"p_{st.name.lower()}_t{j}", NEXT_CYCLE,
                    f"transition {st.name} -> {t.target}: {note}",
                    antecedent=ex.conj([here, guard]), consequent=output_pattern(spec, spec.state(t.target)),
                    disable=rst)
            earlier.append(t.when)
        stay = ex.conj([ex.negate(e) for e in earlier])
        if satisfiable(stay, spec.widths):
            out.add("stay", f"p_{st.name.lower()}_stay", NEXT_CYCLE,
                    f"in {st.name}, when no transition fires, the machine stays in {st.name}",
                    antecedent=ex.conj([here, stay]), consequent=here, disable=rst)
    encoding = _encoding_invariant(spec)
    if encoding is not None:
        sentence, expr = encoding
        out.add("encoding", "p_output_encoding", INVARIANT, sentence, expression=expr, disable=rst)
    return out.props


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
    out = _Numbered()
    out.add("reset", "p_reset", NEXT_CYCLE, "one cycle after reset is applied, the outputs show the reset values",
            antecedent=spec.reset.asserted, consequent=ex.conj(terms))
    return out.props


def interface_ports(spec: FamilySpec) -> list[PortDecl]:
    """All module ports, as inputs: what a property or monitor may observe."""
    ports = [PortDecl("input", "wire", 1, spec.clock.name), PortDecl("input", "wire", 1, spec.reset.name)]
    ports += [PortDecl("input", "wire", p.width, p.name) for p in spec.inputs + spec.outputs]
    return ports


def sva_text(spec: FamilySpec, props: list[Property], source: str) -> str:
    """The published SystemVerilog Assertions, as a checker module over the interface."""
    b = Block()
    b.extend(banner(
        f"{spec.id} -- gold properties (SystemVerilog Assertions)",
        [f"Generated by sva-families (generator {GENERATOR_VERSION}) from {source}; do not edit.",
         "Interface signals only. Bind or instantiate next to any implementation of the family."]))
    b.extend(module_header(f"{spec.id}_properties", interface_ports(spec)))
    b.indent()
    for p in props:
        b.line()
        b.line(f"// {p.id}: {comment(p.sentence)}")
        b.line(f"property {p.name};")
        b.indent()
        clock = f"@(posedge {spec.clock.name})"
        disable = f" disable iff ({v(p.disable)})" if p.disable is not None else ""
        arrow = "|=>" if p.form == NEXT_CYCLE else "|->"
        body = v(p.expression) if p.form == INVARIANT else f"{_paren(p.antecedent)} {arrow} {_paren(p.consequent)}"
        b.line(f"{clock}{disable}")
        b.indent().line(f"{body};")
        b.dedent()
        b.dedent()
        b.line("endproperty")
        b.line(f"{p.id}: assert property ({p.name});")
    b.dedent()
    b.line("endmodule")
    return b.text()


def _paren(e: ex.Expr | None) -> str:
    assert e is not None
    text = v(e)
    return text if isinstance(e, (ex.Ident, ex.Const, ex.Call, ex.Index, ex.Slice)) else f"({text})"


def properties_json(spec: FamilySpec, props: list[Property]) -> str:
    doc = {
        "family": spec.id,
        "clock": {"name": spec.clock.name, "edge": spec.clock.edge},
        "reset": {"name": spec.reset.name, "active": "high" if spec.reset.active_high else "low",
                  "synchronous": spec.reset.synchronous},
        "properties": [p.to_json() for p in props],
    }
    return json.dumps(doc, indent=2) + "\n"
