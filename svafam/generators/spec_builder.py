"""Turn schema-valid spec data into the :class:`~svafam.generators.model.FamilySpec` model.

The structural rules (names, widths, roles of registers, FSM shape, mutants)
are checked while building, each failure a :class:`SpecError` with the field.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

from . import expr as ex
from . import free_text
from .keywords import identifier_problem
from .model import Clock, DerivedOutput, FamilySpec, Mutant, Port, Register, Reset, State, Transition, UpdateRule
from .spec_properties import authored_properties
from .spec_reader import SpecError

DEFAULT_DEPTH = 16  # formal depth of a family whose spec does not give one


class SpecBuilder:
    """Turns schema-valid data into a FamilySpec, checking meaning as it goes."""

    def __init__(self, path: Path, data: dict[str, Any]):
        self.path = path
        self.data = data

    def fail(self, field: str, reason: str) -> SpecError:
        return SpecError(self.path, field, reason)

    def name(self, field: str, value: str) -> str:
        problem = identifier_problem(value)
        if problem:
            raise self.fail(field, problem)
        return value

    def expression(self, field: str, text: str) -> ex.Expr:
        try:
            return ex.parse(text)
        except ex.ExprError as err:
            raise self.fail(field, f"cannot parse {text!r}: {err}") from None

    def free_text_fields(self) -> Iterator[tuple[str, str, bool]]:
        """(field path, text, may span lines) of every free-text field: each may reach a generated comment."""
        d = self.data
        yield "description", d["description"], True
        for group in ("inputs", "outputs"):
            for i, p in enumerate(d[group]):
                if "description" in p:
                    yield f"{group}[{i}].description", p["description"], False
        for i, st in enumerate(d.get("states", [])):
            if "description" in st:
                yield f"states[{i}].description", st["description"], False
            for j, t in enumerate(st.get("transitions", [])):
                if "note" in t:
                    yield f"states[{i}].transitions[{j}].note", t["note"], False
        for i, r in enumerate(d.get("registers", [])):
            for j, rule in enumerate(r["rules"]):
                if "note" in rule:
                    yield f"registers[{i}].rules[{j}].note", rule["note"], False
        for i, m in enumerate(d["mutants"]):
            if "description" in m:
                yield f"mutants[{i}].description", m["description"], False
        for i, p in enumerate(d.get("properties", [])):
            yield f"properties[{i}].sentence", p["sentence"], False
        for key, value in d.get("provenance", {}).items():
            yield f"provenance.{key}", str(value), False

    def check_free_text(self) -> None:
        for field, text, multiline in self.free_text_fields():
            reason = free_text.problem(text, multiline=multiline)
            if reason:
                raise self.fail(field, reason)

    def build(self) -> FamilySpec:
        d = self.data
        kind = d["kind"]
        self.check_free_text()
        clock = Clock(self.name("clock.name", d["clock"]["name"]), d["clock"].get("edge", "posedge"))
        reset = Reset(self.name("reset.name", d["reset"]["name"]), d["reset"]["active"] == "high",
                      d["reset"]["synchronous"])
        inputs = tuple(Port(self.name(f"inputs[{i}].name", p["name"]), p["width"])
                       for i, p in enumerate(d["inputs"]))
        outputs = tuple(Port(self.name(f"outputs[{i}].name", p["name"]), p["width"])
                        for i, p in enumerate(d["outputs"]))
        self.check_unique(clock, reset, inputs, outputs)

        widths = {p.name: p.width for p in inputs}
        registers: tuple[Register, ...] = ()
        derived: tuple[DerivedOutput, ...] = ()
        states: tuple[State, ...] = ()
        reset_state = ""
        if kind == "fsm":
            states, reset_state = self.fsm(inputs, outputs, widths)
            mutants = self.fsm_mutants(states, widths)
        else:
            reg_names = []
            for i, r in enumerate(d["registers"]):
                self.name(f"registers[{i}].name", r["name"])
                reg_names.append(r["name"])
                widths[r["name"]] = r["width"]
            self.check_register_roles(kind, reg_names, outputs, d)
            registers = tuple(self.register(i, r, widths) for i, r in enumerate(d["registers"]))
            derived = self.derived_outputs(outputs, registers, widths)
            mutants = self.mutants(registers, widths)
        authored = authored_properties(self, reset, inputs, outputs, d.get("formal", {}).get("depth", DEFAULT_DEPTH))
        if kind == "multi_register_rules" and not authored:
            raise self.fail("properties", "a multi_register_rules family needs properties written over its "
                                          "outputs: its registers are internal, so none can be derived")
        return FamilySpec(
            id=d["id"], category=d["category"], kind=kind, template=d["template"],
            description=" ".join(d["description"].split()), clock=clock, reset=reset,
            inputs=inputs, outputs=outputs, registers=registers, derived=derived,
            mutants=mutants, depth=d.get("formal", {}).get("depth", DEFAULT_DEPTH),
            provenance=tuple(sorted((str(k), str(v)) for k, v in d.get("provenance", {}).items())),
            states=states, reset_state=reset_state, authored=authored,
            derive_properties=d.get("derive_properties", True),
        )

    def fsm(self, inputs: tuple[Port, ...], outputs: tuple[Port, ...],
            widths: dict[str, int]) -> tuple[tuple[State, ...], str]:
        d = self.data
        out_width = {p.name: p.width for p in outputs}
        port_names = set(widths) | set(out_width) | {d["clock"]["name"], d["reset"]["name"]}
        names: list[str] = []
        for i, st in enumerate(d["states"]):
            name = self.name(f"states[{i}].name", st["name"])
            if name in names:
                raise self.fail(f"states[{i}].name", f"state {name!r} is declared twice")
            if name in port_names:
                raise self.fail(f"states[{i}].name", f"state {name!r} has the name of a port")
            names.append(name)
        states = []
        for i, st in enumerate(d["states"]):
            where = f"states[{i}]"
            outs = []
            for name in st["outputs"]:
                if name not in out_width:
                    raise self.fail(f"{where}.outputs.{name}", f"{name!r} is not declared in outputs")
            for p in outputs:
                if p.name not in st["outputs"]:
                    raise self.fail(f"{where}.outputs", f"state {st['name']!r} gives no value for output {p.name!r}")
                c = self.expression(f"{where}.outputs.{p.name}", str(st["outputs"][p.name]))
                if not isinstance(c, ex.Const):
                    raise self.fail(f"{where}.outputs.{p.name}", "a Moore output is a sized constant, e.g. 1'b1")
                if c.width > p.width:
                    raise self.fail(f"{where}.outputs.{p.name}", f"{st['outputs'][p.name]!r} is wider than "
                                                                 f"output {p.name!r} ({p.width} bits)")
                outs.append((p.name, ex.Const(p.width, c.value, c.base)))
            transitions = []
            for j, t in enumerate(st.get("transitions", [])):
                field = f"{where}.transitions[{j}]"
                when = self.expression(f"{field}.when", t["when"])
                gw = self.typed(f"{field}.when", when, widths)
                if gw != 1:
                    raise self.fail(f"{field}.when", f"a guard must be 1 bit wide; {t['when']!r} is {gw} bits")
                if t["to"] not in names:
                    raise self.fail(f"{field}.to", f"transition to undeclared state {t['to']!r} "
                                                   f"(states: {', '.join(names)})")
                transitions.append(Transition(when, t["to"], t.get("note", "")))
            states.append(State(st["name"], tuple(outs), tuple(transitions)))
        if d["reset_state"] not in names:
            raise self.fail("reset_state", f"undeclared state {d['reset_state']!r} (states: {', '.join(names)})")
        return tuple(states), d["reset_state"]

    def mutant_entries(self) -> Iterator[tuple[str, dict[str, Any]]]:
        """(field path, data) of each mutant; a repeated id is an error."""
        ids: set[str] = set()
        for i, m in enumerate(self.data["mutants"]):
            where = f"mutants[{i}]"
            if m["id"] in ids:
                raise self.fail(f"{where}.id", f"mutant id {m['id']!r} is used twice")
            ids.add(m["id"])
            yield where, m

    def fsm_mutants(self, states: tuple[State, ...], widths: dict[str, int]) -> tuple[Mutant, ...]:
        by_name = {s.name: s for s in states}
        out = []
        for where, m in self.mutant_entries():
            if m["kind"] not in ("replace_transition_guard", "force_transition", "drop_transition"):
                raise self.fail(f"{where}.kind", f"{m['kind']!r} edits update rules; an fsm family takes "
                                                 "replace_transition_guard, force_transition or drop_transition")
            state = by_name.get(m["state"])
            if state is None:
                raise self.fail(f"{where}.state", f"no state named {m['state']!r}")
            index = m.get("transition", 0)
            if m["kind"] != "force_transition" and index >= len(state.transitions):
                raise self.fail(f"{where}.transition", f"state {state.name!r} has transitions "
                                                       f"0..{len(state.transitions) - 1}")
            target = m.get("to", "")
            if target and target not in by_name:
                raise self.fail(f"{where}.to", f"transition to undeclared state {target!r}")
            when = None
            if "when" in m:
                when = self.expression(f"{where}.when", m["when"])
                gw = self.typed(f"{where}.when", when, widths)
                if gw != 1:
                    raise self.fail(f"{where}.when", f"a guard must be 1 bit wide; {m['when']!r} is {gw} bits")
            out.append(Mutant(m["id"], m["kind"], rule=index, when=when, description=m.get("description", ""),
                              state=state.name, target=target))
        return tuple(out)

    def check_unique(self, clock: Clock, reset: Reset, inputs: tuple[Port, ...],
                     outputs: tuple[Port, ...]) -> None:
        seen = {clock.name: "clock.name"}
        if reset.name in seen:
            raise self.fail("reset.name", f"{reset.name!r} is already the clock")
        seen[reset.name] = "reset.name"
        for group, ports in (("inputs", inputs), ("outputs", outputs)):
            for i, p in enumerate(ports):
                if p.name in seen:
                    raise self.fail(f"{group}[{i}].name", f"{p.name!r} is already declared as {seen[p.name]}")
                seen[p.name] = f"{group}[{i}].name"

    def check_register_roles(self, kind: str, reg_names: list[str], outputs: tuple[Port, ...],
                             d: dict[str, Any]) -> None:
        out_width = {p.name: p.width for p in outputs}
        in_names = {p["name"] for p in d["inputs"]} | {d["clock"]["name"], d["reset"]["name"]}
        if len(set(reg_names)) != len(reg_names):
            dup = next(n for n in reg_names if reg_names.count(n) > 1)
            i = reg_names.index(dup, reg_names.index(dup) + 1)
            raise self.fail(f"registers[{i}].name", f"register {dup!r} is declared twice")
        for i, name in enumerate(reg_names):
            if name in in_names:
                raise self.fail(f"registers[{i}].name", f"{name!r} is already an input, the clock or the reset")
        if kind == "register_rules":
            if len(reg_names) != 1:
                raise self.fail("registers", "a register_rules family has exactly one register "
                                             "(use kind multi_register_rules for several)")
            name = reg_names[0]
            if name not in out_width:
                raise self.fail("registers[0].name", f"the register {name!r} of a register_rules family "
                                                     "must also be listed in outputs")
            if out_width[name] != d["registers"][0]["width"]:
                raise self.fail("registers[0].width", f"register {name!r} is {d['registers'][0]['width']} bits "
                                                      f"but output {name!r} is {out_width[name]} bits")
        else:
            for i, name in enumerate(reg_names):
                if name in out_width:
                    raise self.fail(f"registers[{i}].name",
                                    f"{name!r} is an output: in a multi_register_rules family registers are "
                                    "internal and every output is derived")

    def typed(self, field: str, e: ex.Expr, widths: dict[str, int], *, allow_past: bool = False) -> int:
        """Check names and calls in ``e``; return its self-determined width."""
        for name in ex.identifiers(e):
            if name not in widths:
                raise self.fail(field, f"undeclared identifier {name!r} (declare it as an input or a register)")
        for node in ex.walk(e):
            sampled = isinstance(node, ex.Call) and (node.func == "$past" or node.func in ex.SAMPLED_FUNCTIONS)
            if sampled and not allow_past:
                raise self.fail(field, f"{node.func} is not allowed here: update rules and derived outputs "
                                       "describe one clock cycle")
            if isinstance(node, (ex.Index, ex.Slice)):
                w = widths[node.base.name]
                top = node.bit if isinstance(node, ex.Index) else node.msb
                if top >= w:
                    raise self.fail(field, f"bit {top} is out of range for {node.base.name!r} ({w} bits)")
        return ex.self_width(e, widths)

    def register(self, i: int, r: dict[str, Any], widths: dict[str, int]) -> Register:
        where = f"registers[{i}]"
        width = r["width"]
        reset_value = self.expression(f"{where}.reset", r["reset"])
        if not isinstance(reset_value, ex.Const):
            raise self.fail(f"{where}.reset", "the reset value must be a sized constant, for example 3'd0")
        if reset_value.width > width:
            raise self.fail(f"{where}.reset", f"{r['reset']!r} is {reset_value.width} bits, wider than "
                                              f"register {r['name']!r} ({width} bits)")
        rules = []
        for j, rule in enumerate(r["rules"]):
            when = self.expression(f"{where}.rules[{j}].when", rule["when"])
            value = self.expression(f"{where}.rules[{j}].value", rule["value"])
            gw = self.typed(f"{where}.rules[{j}].when", when, widths)
            if gw != 1:
                raise self.fail(f"{where}.rules[{j}].when",
                                f"a guard must be 1 bit wide; {rule['when']!r} is {gw} bits (compare it, e.g. x != 0)")
            vw = self.typed(f"{where}.rules[{j}].value", value, widths)
            if vw > width:
                raise self.fail(f"{where}.rules[{j}].value", f"value {rule['value']!r} is {vw} bits, wider than "
                                                            f"register {r['name']!r} ({width} bits)")
            rules.append(UpdateRule(when, value, rule.get("note", "")))
        last = rules[-1]
        if last.when != ex.TRUE or last.value != ex.Ident(r["name"]):
            raise self.fail(f"{where}.rules", f"missing hold rule: the last rule must be "
                                              f"{{when: \"1'b1\", value: {r['name']}}}")
        for j, rule in enumerate(rules[:-1]):
            if rule.when == ex.TRUE:
                raise self.fail(f"{where}.rules[{j}].when", "an always-true guard before the hold rule "
                                                           "leaves the rules after it unreachable")
        return Register(r["name"], width, reset_value, tuple(rules))

    def derived_outputs(self, outputs: tuple[Port, ...], registers: tuple[Register, ...],
                        widths: dict[str, int]) -> tuple[DerivedOutput, ...]:
        reg_names = {r.name for r in registers}
        out_width = {p.name: p.width for p in outputs}
        derived = []
        seen = set()
        for i, dv in enumerate(self.data.get("derived", [])):
            name = dv["name"]
            if name not in out_width:
                raise self.fail(f"derived[{i}].name", f"{name!r} is not declared in outputs")
            if name in reg_names:
                raise self.fail(f"derived[{i}].name", f"{name!r} is a register; it cannot also be derived")
            if name in seen:
                raise self.fail(f"derived[{i}].name", f"{name!r} is derived twice")
            seen.add(name)
            e = self.expression(f"derived[{i}].expr", dv["expr"])
            w = self.typed(f"derived[{i}].expr", e, widths)
            if w > out_width[name]:
                raise self.fail(f"derived[{i}].expr", f"{dv['expr']!r} is {w} bits, wider than output "
                                                      f"{name!r} ({out_width[name]} bits)")
            derived.append(DerivedOutput(name, out_width[name], e))
        for i, p in enumerate(outputs):
            if p.name not in seen and p.name not in reg_names:
                raise self.fail(f"outputs[{i}]", f"output {p.name!r} is neither a register nor derived; "
                                                 "add it to derived with an expression")
        return tuple(derived)

    def mutants(self, registers: tuple[Register, ...], widths: dict[str, int]) -> tuple[Mutant, ...]:
        out = []
        for where, m in self.mutant_entries():
            reg_name = m.get("register", registers[0].name if len(registers) == 1 else None)
            if reg_name is None:
                raise self.fail(f"{where}.register", "name the register whose rules the mutant edits")
            reg = next((r for r in registers if r.name == reg_name), None)
            if reg is None:
                raise self.fail(f"{where}.register", f"no register named {reg_name!r}")
            n_priority = len(reg.rules) - 1
            rule = m.get("rule", 0)
            if m["kind"] == "insert_update_rule":
                if rule > n_priority:
                    raise self.fail(f"{where}.rule", f"an inserted rule goes at a position 0..{n_priority} "
                                                     "(before the hold rule)")
            elif rule >= n_priority:
                raise self.fail(f"{where}.rule", f"rule {rule} does not exist or is the hold rule; "
                                                 f"{reg_name!r} has priority rules 0..{n_priority - 1}")
            when = value = None
            if "when" in m:
                when = self.expression(f"{where}.when", m["when"])
                gw = self.typed(f"{where}.when", when, widths)
                if gw != 1:
                    raise self.fail(f"{where}.when", f"a guard must be 1 bit wide; {m['when']!r} is {gw} bits")
            if "value" in m:
                value = self.expression(f"{where}.value", m["value"])
                vw = self.typed(f"{where}.value", value, widths)
                if vw > reg.width:
                    raise self.fail(f"{where}.value", f"value {m['value']!r} is {vw} bits, wider than "
                                                      f"register {reg_name!r} ({reg.width} bits)")
            if m["kind"] not in ("replace_update_guard", "replace_update_value", "insert_update_rule"):
                raise self.fail(f"{where}.kind", f"{m['kind']!r} edits FSM transitions; a {self.data['kind']} "
                                                 "family takes replace_update_guard, replace_update_value or "
                                                 "insert_update_rule")
            out.append(Mutant(m["id"], m["kind"], reg_name, rule, when, value, m.get("description", "")))
        return tuple(out)
