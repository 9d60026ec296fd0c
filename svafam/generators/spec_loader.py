"""Load a spec: read and schema-check the YAML, build the model, check its meaning.

Every problem is a :class:`SpecError` naming the file, the field path
(``registers[0].rules[1].when``) and the reason, so a user can go straight to
the line to fix.
"""

from __future__ import annotations

from pathlib import Path

from .model import FamilySpec
from .spec_builder import SpecBuilder
from .spec_reader import SpecError, check_schema, read_yaml

__all__ = ["SpecError", "load_spec", "check_semantics", "internal_names"]


def load_spec(path: str | Path, *, check_location: bool = True, semantics: bool = True) -> FamilySpec:
    """Load and fully check one spec file. ``semantics=False`` skips the solver-backed checks, for
    the copy of a spec in a built family (the build ran them; the schema is still checked)."""
    path = Path(path)
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise SpecError(path, "(top level)", "a spec is a YAML mapping of fields")
    check_schema(path, data)
    spec = SpecBuilder(path, data).build()
    if semantics:
        check_semantics(path, spec)
    if check_location:
        if path.stem != spec.id:
            raise SpecError(path, "id", f"id {spec.id!r} must match the file name {path.name!r}")
        if path.parent.name != spec.category:
            raise SpecError(path, "category",
                            f"category {spec.category!r} must match the folder {path.parent.name!r}")
    return spec


def internal_names(spec: FamilySpec) -> set[str]:
    """Names the generators and formal harnesses declare themselves for this spec."""
    ports = [p.name for p in spec.inputs + spec.outputs] + [spec.clock.name, spec.reset.name]
    # function-local names (the guard vector, argument copies) cannot clash: they are scoped
    names = {"init", "past_valid", "dut", "monitor", "design_a", "design_b",
             "state", "state_next", "current", "state_q", "state_d"}
    for r in spec.registers:
        names |= {f"{r.name}_next", f"{r.name}_r", f"{r.name}_d", f"next_{r.name}"}
    for n in ports + [r.name for r in spec.registers]:
        names |= {f"past1_{n}", f"past2_{n}", f"past3_{n}"}
    for o in spec.outputs:
        names |= {f"a_{o.name}", f"b_{o.name}", f"EQ_{o.name}"}
    for st in spec.states:
        names |= {f"in_{st.name}", f"S_{st.name}", f"I_{st.name}", f"ST_{st.name}", f"C_{st.name}"}
        names |= {f"take_{st.name}_{j}" for j in range(len(st.transitions))}
    names |= {f"pending_{p.id}" for p in spec.authored if p.until is not None}  # until trackers (svafam.formal.until)
    return names


def check_semantics(path: Path, spec: FamilySpec) -> None:
    """Meaning-level checks that need a solver or the derived properties."""
    from .mutants import apply_mutant
    from .properties import gold_properties
    from .z3check import noop_mutants, shadowed_guards

    taken = internal_names(spec)
    named = [(f"inputs[{i}].name", p.name) for i, p in enumerate(spec.inputs)]
    named += [(f"outputs[{i}].name", p.name) for i, p in enumerate(spec.outputs)]
    named += [(f"registers[{i}].name", r.name) for i, r in enumerate(spec.registers)]
    named += [(f"states[{i}].name", st.name) for i, st in enumerate(spec.states)]
    named += [("clock.name", spec.clock.name), ("reset.name", spec.reset.name)]
    for field, name in named:
        if name in taken:
            raise SpecError(path, field, f"{name!r} is a name the generated RTL or harnesses use internally; "
                                         "choose another name")

    for field, reason in shadowed_guards(spec):
        raise SpecError(path, field, reason)
    if spec.kind == "fsm":
        from .fsm_equivalence import equivalence_classes

        names = [st.name for st in spec.states]
        for first, second, *_ in equivalence_classes(spec):
            raise SpecError(path, f"states[{names.index(second)}]",
                            f"state {second!r} behaves exactly like state {first!r}: the same outputs and, for every "
                            "input, next states that behave alike, so nothing on the interface can tell them apart; "
                            "merge the two states or make them differ in what can happen next")
    for i, m in noop_mutants(spec, apply_mutant):
        raise SpecError(path, f"mutants[{i}]", f"mutant {m.id!r} does not change the one-step behavior "
                                               "(for every state and input the next values are the same), so "
                                               "no test could tell it apart; make it change an observable rule")
    try:
        props = gold_properties(spec)
    except ValueError as err:
        raise SpecError(path, "properties", str(err)) from None
    if not props:
        raise SpecError(path, "properties", "the family has no gold properties")
