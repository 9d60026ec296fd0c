"""Assertion generation: write SVA for an RTL variant, over its ports only (one task per variant)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from svafam.family_folder import PROPERTIES_SVA

from . import TaskKind
from ._records import Port, interface, typed_ports


def prompt(family: dict, module: str, rtl: str, ports: list[dict]) -> str:
    reset = family["reset"]
    port_list = ", ".join(f"{p['direction']} {p['name']}" + (f"[{p['width'] - 1}:0]" if p["width"] > 1 else "")
                          for p in ports)
    sync = "synchronous" if reset["synchronous"] else "asynchronous"
    return (
        f"Here is the Verilog module {module}. Write SystemVerilog Assertions that specify its behavior, "
        f"using only its ports ({port_list}); do not refer to any internal signal.\n"
        f"Clock: {family['clock']['name']} (posedge). Reset: {reset['name']}, active {reset['active']}, {sync}; "
        f"disable the properties while reset is applied (disable iff).\n"
        "Write each property as `property <name>; @(posedge clk) disable iff (...) <body>; endproperty` "
        "followed by `<label>: assert property (<name>);`. Use invariants and implications (|-> and |=>) with "
        "sequence antecedents (a ##1 b, a ##[1:3] b), delays (|-> ##2 c), windows (|-> ##[1:4] c), "
        "repetition (|=> c[*3]) and until (|=> c until d), over $past, $rose, $fell, $stable, $changed, "
        "$onehot, $onehot0.\n\n"
        f"```verilog\n{rtl}```\n"
    )


def reference_property(p: dict) -> dict:
    """A gold property with every field present (null where its form has none): one record shape for all forms."""
    implication = p["form"] != "invariant"
    return {"id": p["id"], "sva_name": p["sva_name"], "form": p["form"], "sentence": p["sentence"],
            "antecedent": p.get("antecedent"),
            "then": [{"delay": s["delay"], "delay_max": s.get("delay_max", s["delay"]), "expr": s["expr"]}
                     for s in p.get("then", [])],
            "consequent": p.get("consequent"), "expression": p.get("expression"),
            "delay": p["delay"] if implication else None,
            "delay_max": p.get("delay_max", p["delay"]) if implication else None,
            "repeat": p.get("repeat", 1) if implication else None, "until": p.get("until"),
            "disable": p.get("disable")}


def records(fdir: Path, meta: dict, split: str) -> list[dict]:
    fam = meta["family"]
    props = json.loads((fdir / meta["properties"]).read_text(encoding="utf-8"))["properties"]
    sva = (fdir / PROPERTIES_SVA).read_text(encoding="utf-8")
    iface = interface(meta)
    reference = [reference_property(p) for p in props]
    out = []
    for v in meta["variants"]:
        rtl = (fdir / v["file"]).read_text(encoding="utf-8")
        out.append({
            "task_id": f"{fam}/{v['id']}", "family_id": fam, "category": meta["category"], "kind": meta["kind"],
            "split": split, "variant": v["id"], "style": v["style"], "module": v["module"],
            "rtl_path": f"{fam}/{v['file']}", "rtl": rtl,
            "interface": iface,
            "prompt": prompt(meta, v["module"], rtl, iface["ports"]),
            "reference_sva": sva, "reference_properties": reference,
            "mutant_ids": [m["id"] for m in meta["mutants"]],
        })
    return out


@dataclass(frozen=True)
class ReferenceProperty:
    """A gold property as data; ``then``, ``delay``..``delay_max``, ``repeat`` and ``until`` give an implication's
    timing (the antecedent sequence, then the consequent checked at a delay, in a window, for ``repeat`` cycles
    in a row, or until ``until`` holds)."""

    id: str
    sva_name: str
    form: str
    sentence: str
    antecedent: str | None
    then: tuple[dict, ...]
    consequent: str | None
    expression: str | None
    delay: int | None
    delay_max: int | None
    repeat: int | None
    until: str | None
    disable: str | None


@dataclass(frozen=True)
class Task:
    task_id: str
    family_id: str
    category: str
    kind: str
    split: str
    variant: str
    style: str
    module: str
    rtl_path: Path
    rtl: str
    clock: str
    reset: str
    reset_active: str
    reset_synchronous: bool
    ports: tuple[Port, ...]
    prompt: str
    reference_sva: str
    reference_properties: tuple[ReferenceProperty, ...]
    mutant_ids: tuple[str, ...]


def load(r: dict, root: Path) -> Task:
    iface = r["interface"]
    return Task(
        task_id=r["task_id"], family_id=r["family_id"], category=r["category"], kind=r["kind"],
        split=r["split"], variant=r["variant"], style=r["style"], module=r["module"],
        rtl_path=root / r["rtl_path"], rtl=r["rtl"], clock=iface["clock"]["name"],
        reset=iface["reset"]["name"], reset_active=iface["reset"]["active"],
        reset_synchronous=iface["reset"]["synchronous"],
        ports=typed_ports(r), prompt=r["prompt"], reference_sva=r["reference_sva"],
        reference_properties=tuple(ReferenceProperty(**dict(p, then=tuple(p["then"])))
                                   for p in r["reference_properties"]),
        mutant_ids=tuple(r["mutant_ids"]))


KIND = TaskKind(
    name="sva", title="assertion generation", export_name="tasks", schema="task",
    prompt_forms={"rtl": "prompt"}, records=records, load=load,
    evaluate_command="evaluate", gold_command="gold-predictions", order=0,
)
