"""Controlled mutants: spec-level edits of one update rule, emitted in one fixed style.

Editing the spec (not the RTL text) keeps each mutant a precise, documented
change of behavior: the distinguishability and gold-on-mutant jobs then show
that the change is observable and that the gold properties catch it.
"""

from __future__ import annotations

from dataclasses import replace

from . import expr as ex
from .fsm import canonical_case
from .model import FamilySpec, Mutant, Register, State, Transition, UpdateRule
from .register_rules import canonical_next


def mutant_style(spec: FamilySpec) -> str:
    return "canonical_case" if spec.kind == "fsm" else "canonical_next"


def mutant_module_name(spec: FamilySpec, mutant: Mutant) -> str:
    return f"{spec.id}_mutant_{mutant.id}"


def apply_mutant(spec: FamilySpec, mutant: Mutant) -> FamilySpec:
    if spec.kind == "fsm":
        return _apply_fsm_mutant(spec, mutant)
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


def _apply_fsm_mutant(spec: FamilySpec, mutant: Mutant) -> FamilySpec:
    st = spec.state(mutant.state)
    transitions = list(st.transitions)
    if mutant.kind == "replace_transition_guard":
        assert mutant.when is not None
        transitions[mutant.rule] = replace(transitions[mutant.rule], when=mutant.when)
    elif mutant.kind == "drop_transition":
        del transitions[mutant.rule]
    elif mutant.kind == "force_transition":
        transitions = [Transition(ex.TRUE, mutant.target, "forced by the mutant")]
    else:
        raise ValueError(f"unknown FSM mutant kind {mutant.kind!r}")
    return spec.with_state(State(st.name, st.outputs, tuple(transitions)))


def describe_mutant(mutant: Mutant) -> str:
    if mutant.state:
        where = f"state {mutant.state}" + (f" transition {mutant.rule}" if mutant.kind != "force_transition"
                                           else f" -> {mutant.target}")
    else:
        where = f"{mutant.register} rule {mutant.rule}"
    return f"mutant {mutant.id} ({mutant.kind} on {where})"


def mutant_rtl(spec: FamilySpec, mutant: Mutant, source: str) -> str:
    mutated = apply_mutant(spec, mutant)
    emit = canonical_case if spec.kind == "fsm" else canonical_next
    return emit(mutated, source, name=mutant_module_name(spec, mutant), what=describe_mutant(mutant))
