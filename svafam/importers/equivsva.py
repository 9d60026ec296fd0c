"""Convert an EquivSVA ``spec.json`` into this project's YAML spec (v1).

All three EquivSVA model types are read, including early specs without
``model_type`` (FSM), ``synchronous`` or ``rtl_variants``. Expressions are
parsed into the project's AST and rewritten there: EquivSVA's ``true`` /
``false`` become ``1'b1`` / ``1'b0``, and identifiers that are reserved words
in Verilog-2005 or SystemVerilog-2017 are renamed (``release`` ->
``release_i``); the renaming is recorded in the spec's provenance. The
EquivSVA properties are kept as the family's gold properties, as written.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from svafam.errors import SvafamError
from svafam.generators import expr as ex
from svafam.generators import free_text
from svafam.generators.keywords import RESERVED

SOURCE_FIELDS = ("source", "source_type", "behavior_spec_creation", "rtl_generation")


class ImportError_(SvafamError, ValueError):
    """An EquivSVA spec this importer cannot convert (file and field in the message)."""


class _Converter:
    def __init__(self, path: Path, data: dict[str, Any]):
        self.path = path
        self.d = data
        self.renames: dict[str, str] = {}

    def fail(self, field: str, reason: str) -> ImportError_:
        return ImportError_(f"{self.path}: {field}: {reason}")

    def name(self, n: str) -> str:
        if n in RESERVED:
            self.renames[n] = f"{n}_i"
        return self.renames.get(n, n)

    def expr(self, field: str, text: Any) -> ex.Expr:
        if isinstance(text, bool):
            return ex.TRUE if text else ex.FALSE
        if isinstance(text, int):
            return ex.Const(1, text, "b") if text in (0, 1) else ex.Const(max(1, text.bit_length()), text, "d")
        try:
            e = ex.parse(str(text))
        except ex.ExprError as err:
            raise self.fail(field, f"cannot parse {text!r}: {err}") from None

        def leaf(node: ex.Expr) -> ex.Expr:
            if isinstance(node, ex.Ident) and node.name in ("true", "false"):
                return ex.TRUE if node.name == "true" else ex.FALSE
            if isinstance(node, ex.Ident):
                return ex.Ident(self.name(node.name))
            if isinstance(node, (ex.Index, ex.Slice)):
                return ex.rename(node, {node.base.name: self.name(node.base.name)})
            assert isinstance(node, ex.Call)
            return ex.Call(node.func, ex.map_leaves(node.arg, leaf), node.depth)

        return ex.map_leaves(e, leaf)

    def text(self, field: str, value: Any) -> str:
        return ex.to_verilog(self.expr(field, value))

    def prose(self, field: str, value: Any, *, multiline: bool = False) -> str:
        """Free text that will reach comments of generated files: one line of plain text."""
        if not isinstance(value, str):
            raise self.fail(field, f"expected text, found {type(value).__name__}")
        reason = free_text.problem(value, multiline=multiline)
        if reason:
            raise self.fail(field, reason)
        return value

    def convert(self) -> dict[str, Any]:
        d = self.d
        for key in ("design_id", "category", "inputs", "outputs", "clock", "reset"):
            if key not in d:
                raise self.fail(key, "missing field")
        model = d.get("model_type", "fsm")
        if model not in ("fsm", "register_rules", "multi_register_rules"):
            raise self.fail("model_type", f"unknown model type {model!r}")
        widths = dict(d.get("signal_widths", {}))
        for r in d.get("registers", []):
            widths.setdefault(r["name"], r.get("width", 1))
        reset = d["reset"]
        out: dict[str, Any] = {
            "spec_version": 1,
            "id": d["design_id"],
            "category": d["category"],
            "kind": model,
            "template": d.get("template") or "equivsva_import",
            "description": self.prose("description", d.get("description") or f"EquivSVA family {d['design_id']}.",
                                      multiline=True),
            "clock": {"name": self.name(d["clock"].get("name", "clk")), "edge": "posedge"},
            "reset": {"name": self.name(reset.get("name", "rst")),
                      "active": "high" if reset.get("active", "high") == "high" else "low",
                      "synchronous": bool(reset.get("synchronous", True))},
            "inputs": [{"name": self.name(n), "width": widths.get(n, 1)} for n in d["inputs"]],
            "outputs": [{"name": self.name(n), "width": widths.get(n, 1)} for n in d["outputs"]],
        }
        if model == "fsm":
            out.update(self.fsm())
        else:
            out.update(self.rules(model, widths))
        out["mutants"] = [self.mutant(i, m, out) for i, m in enumerate(d.get("mutants", []))]
        out["properties"] = [self.prop(i, p) for i, p in enumerate(d.get("properties", []))]
        out["derive_properties"] = False
        prov = {"imported_from": "EquivSVA spec.json", "imported_design_id": d["design_id"]}
        for k in SOURCE_FIELDS:
            if k in d.get("provenance", {}):
                prov[f"equivsva_{k}"] = self.prose(f"provenance.{k}", str(d["provenance"][k]))
        if self.renames:
            prov["renamed_identifiers"] = ", ".join(f"{a} -> {b}" for a, b in sorted(self.renames.items()))
        out["provenance"] = prov
        return out

    def rules(self, model: str, widths: dict[str, int]) -> dict[str, Any]:
        d = self.d
        regs = d.get("registers", [])
        updates = d.get("update_rules")
        if isinstance(updates, list):
            if len(regs) != 1:
                raise self.fail("update_rules", "a list of rules needs exactly one register")
            updates = {regs[0]["name"]: updates}
        if not isinstance(updates, dict):
            raise self.fail("update_rules", "expected a list (one register) or a mapping register -> rules")
        registers = []
        for i, r in enumerate(regs):
            rules = []
            for j, rule in enumerate(updates.get(r["name"], [])):
                rules.append({"when": self.text(f"update_rules.{r['name']}[{j}].when", rule["when"]),
                              "value": self.text(f"update_rules.{r['name']}[{j}].value", rule["value"])})
            registers.append({"name": self.name(r["name"]), "width": r.get("width", 1),
                              "reset": self.text(f"registers[{i}].reset_value", r.get("reset_value", "1'b0")),
                              "rules": rules})
        derived = [{"name": self.name(n), "expr": self.text(f"derived_outputs.{n}", e)}
                   for n, e in d.get("derived_outputs", {}).items()]
        out: dict[str, Any] = {"registers": registers}
        if derived:
            out["derived"] = derived
        return out

    def fsm(self) -> dict[str, Any]:
        d = self.d
        widths = d.get("signal_widths", {})
        states = []
        for s in d["states"]:
            outputs = {}
            for port, value in d.get("state_outputs", {}).get(s, {}).items():
                w = widths.get(port, 1)
                outputs[self.name(port)] = ex.to_verilog(ex.Const(w, int(value), "b" if w == 1 else "d"))
            transitions = [{"when": self.text(f"transitions[{k}].when", t["when"]), "to": t["to"]}
                           for k, t in enumerate(d.get("transitions", [])) if t["from"] == s]
            states.append({"name": s, "outputs": outputs, "transitions": transitions})
        return {"states": states, "reset_state": self.reset_state()}

    def reset_state(self) -> str:
        """EquivSVA names it in ``reset.state`` (early specs: a top-level ``reset_state``), never by order."""
        named = self.d["reset"].get("state", self.d.get("reset_state"))
        if named is None:
            raise self.fail("reset.state", "an FSM spec must name its reset state")
        if named not in self.d["states"]:
            raise self.fail("reset.state", f"{named!r} is not one of the states ({', '.join(self.d['states'])})")
        return named

    def _index_by_guard(self, field: str, guards: list[str], old: Any) -> int:
        wanted = self.text(field, old)
        for i, g in enumerate(guards):
            if g == wanted:
                return i
        raise self.fail(field, f"no rule or transition has the guard {wanted!r}")

    def mutant(self, i: int, m: dict[str, Any], spec: dict[str, Any]) -> dict[str, Any]:
        field = f"mutants[{i}]"
        kind = m.get("kind")
        mid = str(m.get("name") or m.get("id") or f"mutant_{i}").lower()
        out: dict[str, Any] = {"id": mid, "kind": kind}
        if kind in ("replace_transition_guard", "force_transition", "drop_transition"):
            state = m.get("from") or m.get("state")
            st = next((s for s in spec.get("states", []) if s["name"] == state), None)
            if st is None:
                raise self.fail(f"{field}.from", f"no state {state!r}")
            out["state"] = state
            guards = [t["when"] for t in st["transitions"]]
            if kind == "replace_transition_guard":
                out["transition"] = self._index_by_guard(f"{field}.old", guards, m["old"])
                out["when"] = self.text(f"{field}.new", m["new"])
            elif kind == "drop_transition":
                out["transition"] = (self._index_by_guard(f"{field}.old", guards, m["old"]) if "old" in m
                                     else int(m.get("index", 0)))
            else:
                out["to"] = m["to"]
        elif kind in ("replace_update_guard", "replace_update_value", "insert_update_rule"):
            regs = spec["registers"]
            reg_name = self.name(m.get("register", regs[0]["name"]))
            reg = next((r for r in regs if r["name"] == reg_name), None)
            if reg is None:
                raise self.fail(f"{field}.register", f"no register {reg_name!r}")
            out["register"] = reg_name
            guards = [r["when"] for r in reg["rules"]]
            if kind == "replace_update_guard":
                out["rule"] = self._index_by_guard(f"{field}.old", guards, m["old"])
                out["when"] = self.text(f"{field}.new", m["new"])
            elif kind == "replace_update_value":
                if "when" in m:
                    out["rule"] = self._index_by_guard(f"{field}.when", guards, m["when"])
                else:
                    values = [r["value"] for r in reg["rules"]]
                    out["rule"] = self._index_by_guard(f"{field}.old", values, m["old"])
                out["value"] = self.text(f"{field}.new", m.get("new", m.get("value")))
            else:
                out["rule"] = int(m.get("index", m.get("position", 0)))
                out["when"] = self.text(f"{field}.when", m["when"])
                out["value"] = self.text(f"{field}.value", m["value"])
        else:
            raise self.fail(f"{field}.kind", f"unknown mutant kind {kind!r}")
        if m.get("description"):
            out["description"] = self.prose(f"{field}.description", m["description"])
        return out

    def prop(self, i: int, p: dict[str, Any]) -> dict[str, Any]:
        field = f"properties[{i}]"
        kind = p.get("type")
        out: dict[str, Any] = {"id": p["id"], "name": p.get("sva_name") or p["id"].lower(),
                               "sentence": self.prose(f"{field}.natural_language", p.get("natural_language", ""))}
        if kind == "invariant":
            out["form"] = "invariant"
            out["expression"] = self.text(f"{field}.expression", p["expression"])
        elif kind == "next_cycle_implication":
            if int(p.get("delay", 1)) != 1:
                raise self.fail(f"{field}.delay", "only next-cycle implications (delay 1) are supported")
            out["form"] = "next_cycle_implication"
            out["antecedent"] = self.text(f"{field}.antecedent", p["antecedent"])
            out["consequent"] = self.text(f"{field}.consequent", p["consequent"])
        else:
            raise self.fail(f"{field}.type", f"unknown property type {kind!r}")
        disable = p.get("disable")
        if disable is not None and self.text(f"{field}.disable", disable) != self.name(self.d["reset"].get("name", "rst")):
            raise self.fail(f"{field}.disable", f"only 'disable iff (<reset>)' is supported, not {disable!r}")
        out["disable_on_reset"] = disable is not None
        return out


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper: yaml.SafeDumper, value: str):
    style = '"' if any(c in value for c in "'&|!=<>{}[]$?:#") or value in ("true", "false") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def convert_file(path: Path) -> tuple[dict[str, Any], str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise ImportError_(f"{path}: cannot read JSON: {err}") from None
    if not isinstance(data, dict):
        raise ImportError_(f"{path}: (top level): expected a JSON object")
    spec = _Converter(path, data).convert()
    header = (f"# Imported from EquivSVA ({path.parent.name}/{path.name}) by `svafam import-equivsva`.\n"
              "# EquivSVA is released under CC BY 4.0; its properties are kept as this family's gold set.\n")
    body = yaml.dump(spec, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=110)
    return spec, header + body
