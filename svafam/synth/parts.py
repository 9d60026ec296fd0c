"""Building blocks of a spec's data: literals, ports, rules, mutants, and the properties of
multi-register families (which have no derived ones: their registers are internal)."""

from __future__ import annotations

from svafam.generators import expr as ex

from .draw import Draw, Instance

WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def lit(width: int, value: int) -> str:
    return f"{width}'d{value % (1 << width)}"


def bits(width: int, value: int) -> str:
    return f"{width}'b{value % (1 << width):0{width}b}"


def word(n: int) -> str:
    return WORDS.get(n, str(n))


def port(name: str, width: int, description: str) -> dict:
    return {"name": name, "width": width, "description": description}


def rule(when: str, value: str, note: str) -> dict:
    return {"when": when, "value": value, "note": note}


def hold(register: str) -> dict:
    return {"when": "1'b1", "value": register, "note": "otherwise it holds"}


def register(name: str, width: int, reset: int, rules: list[dict]) -> dict:
    return {"name": name, "width": width, "reset": lit(width, reset), "rules": rules}


def guard_mutant(mid: str, reg: str, index: int, when: str, why: str) -> dict:
    return {"id": mid, "kind": "replace_update_guard", "register": reg, "rule": index, "when": when,
            "description": why}


def value_mutant(mid: str, reg: str, index: int, value: str, why: str) -> dict:
    return {"id": mid, "kind": "replace_update_value", "register": reg, "rule": index, "value": value,
            "description": why}


def insert_mutant(mid: str, reg: str, index: int, when: str, value: str, why: str) -> dict:
    return {"id": mid, "kind": "insert_update_rule", "register": reg, "rule": index, "when": when, "value": value,
            "description": why}


def reset_port(d: Draw) -> dict:
    """A synchronous reset of drawn polarity (its name follows the polarity)."""
    low = d.flag("reset_active_low", 0.4)
    name = d.name(["rst_n", "resetn", "rst_ni"] if low else ["rst", "reset", "srst"])
    return {"name": name, "active": "low" if low else "high", "synchronous": True}


def sequence_property(pid: str, antecedent: str, steps: list[str], consequent: str, sentence: str,
                      delay: int = 1) -> dict:
    """``antecedent ##1 s1 ##1 s2 ... |-> ##delay consequent``."""
    prop = {"id": pid.upper(), "name": pid.lower(), "form": "implication", "antecedent": antecedent}
    if steps:
        prop["then"] = [{"delay": 1, "expr": s} for s in steps]
    prop.update({"delay": delay, "consequent": consequent, "sentence": sentence})
    return prop


def delay_property(pid: str, antecedent: str, delay: int, consequent: str, sentence: str) -> dict:
    """``antecedent |-> ##delay consequent``."""
    return {"id": pid.upper(), "name": pid.lower(), "form": "implication", "antecedent": antecedent,
            "delay": delay, "consequent": consequent, "sentence": sentence}


def window_property(pid: str, antecedent: str, first: int, last: int, consequent: str, sentence: str) -> dict:
    """``antecedent |-> ##[first:last] consequent``: a response within a bounded window."""
    return {"id": pid.upper(), "name": pid.lower(), "form": "implication", "antecedent": antecedent,
            "delay": [first, last], "consequent": consequent, "sentence": sentence}


def repeat_property(pid: str, antecedent: str, consequent: str, times: int, sentence: str) -> dict:
    """``antecedent |=> consequent[*times]``."""
    return {"id": pid.upper(), "name": pid.lower(), "form": "implication", "antecedent": antecedent,
            "delay": 1, "consequent": consequent, "repeat": times, "sentence": sentence}


def invariant_property(pid: str, expression: str, sentence: str) -> dict:
    return {"id": pid.upper(), "name": pid.lower(), "form": "invariant", "expression": expression,
            "sentence": sentence}


def until_property(pid: str, antecedent: str, consequent: str, release: str, sentence: str, delay: int = 0) -> dict:
    return {"id": pid.upper(), "name": pid.lower(), "form": "implication", "antecedent": antecedent,
            "delay": delay, "consequent": consequent, "until": release, "sentence": sentence}


def mirror_properties(registers: list[dict], mirror: dict[str, str]) -> list[dict]:
    """One next-cycle property per update rule of every register, stated over the outputs that
    mirror the registers: "this rule is the first that holds |=> the output takes its value".

    Multi-register families get no derived properties, so these state every rule; the guards
    and values are renamed and ``$past``-shifted on the expression AST, never as text."""
    props = []
    for reg in registers:
        out = mirror[reg["name"]]
        earlier: list[ex.Expr] = []
        for j, r in enumerate(reg["rules"]):
            guard = ex.rename(ex.parse(r["when"]), mirror)
            antecedent = ex.conj([ex.negate(g) for g in earlier] + [guard])
            earlier.append(guard)
            value = ex.past(ex.rename(ex.parse(r["value"]), mirror))
            consequent = ex.Binary("==", ex.Ident(out), value)
            last = j == len(reg["rules"]) - 1
            sentence = f"{out}: {r['note']}" if not last else f"{out} holds when no rule above applies"
            props.append({"id": f"P_{out.upper()}_{j}", "name": f"p_{out}_{j}", "form": "next_cycle_implication",
                          "antecedent": ex.to_verilog(antecedent) if antecedent != ex.TRUE else "1'b1",
                          "consequent": ex.to_verilog(consequent), "sentence": sentence})
    return props


def instance(d: Draw, *, category: str, kind: str, template: str, description: str, reset: dict,
             inputs: list[dict], outputs: list[dict], mutants: list[dict], depth: int,
             registers: list[dict] | None = None, derived: list[dict] | None = None,
             states: list[dict] | None = None, reset_state: str | None = None,
             properties: list[dict] | None = None) -> Instance:
    data: dict = {"spec_version": 2, "id": "", "category": category, "kind": kind, "template": template,
                  "description": description, "clock": {"name": "clk", "edge": "posedge"}, "reset": reset,
                  "inputs": inputs, "outputs": outputs}
    if registers is not None:
        data["registers"] = registers
        data["derived"] = derived or []
    if states is not None:
        data["states"] = states
        data["reset_state"] = reset_state
    if properties:
        data["properties"] = properties
    data["mutants"] = mutants
    data["formal"] = {"depth": depth}
    return Instance(category, kind, template, data, dict(d.params))
