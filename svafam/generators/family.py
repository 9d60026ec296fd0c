"""Everything generated for one family, as a mapping of relative path to text.

A pure function of the spec and the generator version: the build pipeline
writes these files; nothing here touches the disk or runs a tool.
"""

from __future__ import annotations

import json

from . import fsm, register_rules
from .model import FamilySpec
from .mutants import mutant_module_name, mutant_rtl, mutant_style
from .properties import gold_properties, properties_json, sva_text
from .verilog import GENERATOR_VERSION

ORACLE_FILE = "formal/oracle.v"
# the shape of every family: four structurally distinct variants (one per style of its generator
# path) and the spec's three controlled mutants (its schema asks for exactly three)
VARIANTS_PER_FAMILY = len(register_rules.STYLES)
MUTANTS_PER_FAMILY = 3
assert len(fsm.STYLES) == VARIANTS_PER_FAMILY


def styles(spec: FamilySpec) -> tuple[str, ...]:
    return fsm.STYLES if spec.kind == "fsm" else register_rules.STYLES


def variant_rtl(spec: FamilySpec, style: str, source: str) -> str:
    gens = fsm.GENERATORS if spec.kind == "fsm" else register_rules.GENERATORS
    return gens[style](spec, source)


def module_name(spec: FamilySpec, style: str) -> str:
    return f"{spec.id}_{style}"


def family_metadata(spec: FamilySpec, source: str) -> dict:
    return {
        "family": spec.id,
        "category": spec.category,
        "kind": spec.kind,
        "template": spec.template,
        "description": spec.description,
        "generator_version": GENERATOR_VERSION,
        "spec": {"file": "spec.yaml", "source": source},
        "clock": {"name": spec.clock.name, "edge": spec.clock.edge},
        "reset": {"name": spec.reset.name, "active": "high" if spec.reset.active_high else "low",
                  "synchronous": spec.reset.synchronous},
        "inputs": [{"name": p.name, "width": p.width} for p in spec.inputs],
        "outputs": [{"name": p.name, "width": p.width} for p in spec.outputs],
        "variants": [
            {"id": f"v{i}", "style": style, "module": module_name(spec, style), "file": f"rtl/{style}.v"}
            for i, style in enumerate(styles(spec))
        ],
        "mutants": [_mutant_entry(spec, i, m) for i, m in enumerate(spec.mutants)],
        "properties": "properties/properties.json",
        # independent model of the spec (Amaranth), proved equivalent to v0 by the conformance job
        "oracle": {"id": "oracle", "module": f"{spec.id}_oracle", "file": ORACLE_FILE},
        "formal": {"depth": spec.depth},
    }


def _mutant_entry(spec: FamilySpec, i: int, m) -> dict:
    entry = {"id": f"m{i}", "name": m.id, "kind": m.kind}
    if spec.kind == "fsm":
        entry.update(state=m.state, transition=m.rule if m.kind != "force_transition" else None, to=m.target or None)
    else:
        entry.update(register=m.register, rule=m.rule)
    entry.update(description=m.description, style=mutant_style(spec), module=mutant_module_name(spec, m),
                 file=f"mutants/{m.id}.v")
    return entry


def generate_family(spec: FamilySpec, spec_text: str, source: str) -> dict[str, str]:
    """All generated files of a family (without formal harnesses or evidence)."""
    files: dict[str, str] = {"spec.yaml": spec_text}
    for style in styles(spec):
        files[f"rtl/{style}.v"] = variant_rtl(spec, style, source)
    props = gold_properties(spec)
    files["properties/properties.sva"] = sva_text(spec, props, source)
    files["properties/properties.json"] = properties_json(spec, props)
    for m in spec.mutants:
        files[f"mutants/{m.id}.v"] = mutant_rtl(spec, m, source)
    files["family.json"] = json.dumps(family_metadata(spec, source), indent=2) + "\n"
    return files
