"""Controlled mutants: spec-level edits of one update rule, emitted in one fixed style.

Editing the spec (not the RTL text) keeps each mutant a precise, documented
change of behavior: the distinguishability and gold-on-mutant jobs then show
that the change is observable and that the gold properties catch it.
"""

from __future__ import annotations

from dataclasses import replace

from .model import FamilySpec, Mutant, Register, UpdateRule
from .register_rules import canonical_next

MUTANT_STYLE = "canonical_next"


def mutant_module_name(spec: FamilySpec, mutant: Mutant) -> str:
    return f"{spec.id}_mutant_{mutant.id}"


def apply_mutant(spec: FamilySpec, mutant: Mutant) -> FamilySpec:
    reg = spec.register(mutant.register)
    rules = list(reg.rules)
    if mutant.kind == "replace_update_guard":
        assert mutant.when is not None
        rules[mutant.rule] = replace(rules[mutant.rule], when=mutant.when)
    elif mutant.kind == "replace_update_value":
        assert mutant.value is not None
        rules[mutant.rule] = replace(rules[mutant.rule], value=mutant.value)
    elif mutant.kind == "insert_update_rule":
        assert mutant.when is not None and mutant.value is not None
        rules.insert(mutant.rule, UpdateRule(mutant.when, mutant.value, "inserted by the mutant"))
    else:
        raise ValueError(f"unknown mutant kind {mutant.kind!r}")
    return spec.with_register(Register(reg.name, reg.width, reg.reset_value, tuple(rules)))


def mutant_rtl(spec: FamilySpec, mutant: Mutant, source: str) -> str:
    mutated = apply_mutant(spec, mutant)
    what = f"mutant {mutant.id} ({mutant.kind} on {mutant.register} rule {mutant.rule})"
    return canonical_next(mutated, source, name=mutant_module_name(spec, mutant), what=what)
