"""Checks on every mutant an operator wrote, independent of the operators' own guards.

They catch faulty operators, not faulty designs: a mutant whose normal form is the clean
variant's (the operator changed nothing that matters), or a constant bit- or part-select
outside its vector's declared range (no operator of the 19 means to leave the range).
A failure stops the run with :class:`OperatorFault`, naming the operator and the node.
"""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from .context import Contexts
from .scope import int_value
from .source import SourceFile


class OperatorFault(RuntimeError):
    """An operator produced a mutant it must not produce: a bug in the operator."""


def out_of_range_selects(src: SourceFile) -> list[str]:
    contexts = Contexts(src)
    problems = []
    for site in src.sites:
        node = site.node
        if not isinstance(node, (vast.Pointer, vast.Partselect)) or not isinstance(node.var, vast.Identifier):
            continue
        scope = contexts(site).scope
        sig = scope.signal(node.var.name)
        if sig is None:
            continue
        indices = [node.ptr] if isinstance(node, vast.Pointer) else [node.msb, node.lsb]
        values = [int_value(i, scope) for i in indices]
        if any(v is None for v in values):
            continue
        if any(not sig.low <= v <= sig.high for v in values):
            problems.append(f"{src.text_of(node)} at line {src.line_of(node)} is outside "
                            f"{sig.name}[{sig.msb}:{sig.lsb}]")
    return problems


def check_mutant(operator: str, path: str, clean_normal: str, mutant_normal: str, mutant: SourceFile) -> None:
    if mutant_normal == clean_normal:
        raise OperatorFault(f"{operator} returned its input unchanged at {mutant.name} {path}")
    problems = out_of_range_selects(mutant)
    if problems:
        raise OperatorFault(f"{operator} at {mutant.name} {path} left a declared range: {problems[0]}")
