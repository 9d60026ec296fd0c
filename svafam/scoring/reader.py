"""Read model-written SVA into the project's property model, from pyslang's syntax tree.

Supported: ``property ... endproperty`` with ``[label:] assert property (name);``,
inline ``assert property (...)``, one clocking event ``@(posedge <clock>)``,
``disable iff (expr)``, and the property forms of :mod:`svafam.scoring.forms`; in expressions
``$past``, ``$rose``, ``$fell``, ``$stable``, ``$onehot``, ``$onehot0``. Anything else is
reported as unsupported, naming the construct. Expressions inside the tree are handed to
the project's expression parser; the structure comes from the tree, never from pattern
matching on text. The tree's nesting depth is bounded before this module runs
(:mod:`svafam.scoring.compile`), so the recursive expression parser stays within its stack.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from svafam.generators import expr as ex
from svafam.generators.properties import Property

from . import forms
from .compile import K, Outline
from .forms import Unsupported, node_text


@dataclass
class UnsupportedProperty:
    label: str
    construct: str


_IMMEDIATE = {K.ImmediateAssertStatement: "assert", K.ImmediateAssumeStatement: "assume",
              K.ImmediateCoverStatement: "cover"}


def _not_scored(node) -> str:
    if node.kind in _IMMEDIATE:
        return (f"{node.kind.name} is not scored: an immediate {_IMMEDIATE[node.kind]} (inside a procedural block) "
                "is checked by no scorer here; write a concurrent assertion, assert property (@(posedge clk) ...)")
    return f"{node.kind.name} is not scored"


def _clock_problem(spec, clock: str) -> str | None:
    if spec.clocking is None:
        return "no clocking event: write @(posedge clk)"
    event = spec.clocking.expr
    while event.kind == K.ParenthesizedEventExpression:
        event = event.expr
    if event.kind != K.SignalEventExpression or event.edge is None or event.edge.valueText != "posedge" \
            or node_text(event.expr) != clock or event.iffClause is not None:
        return f"clocking event {node_text(spec.clocking)}: only @(posedge {clock}) is supported"
    return None


def _property(pid: str, name: str, spec, clock: str) -> Property:
    problem = _clock_problem(spec, clock)
    if problem:
        raise Unsupported(problem)
    disable = forms.boolean(spec.disable.expr, "disable iff") if spec.disable is not None else None
    body = spec.expr
    while body.kind == K.ParenthesizedPropertyExpr:
        body = body.expr
    head = Property(pid, name, "predicted", "", node_text(spec), disable=disable)
    for reader in forms.READERS:
        prop = reader(body, head)
        if prop is not None:
            return prop
    raise Unsupported(forms.why_unsupported(body))


def read_properties(tree: Outline, clock: str) -> tuple[list[Property], list[UnsupportedProperty]]:
    """The supported assertions of an outlined tree as properties, and the rest, each with its reason."""
    properties: list[Property] = []
    unsupported: list[UnsupportedProperty] = []
    for count, (what, node) in enumerate(tree.items, 1):
        if what == "not_scored":
            unsupported.append(UnsupportedProperty(f"#{count}", _not_scored(node)))
            continue
        label = node.label.name.valueText if node.label is not None else ""
        spec, name = node.propertySpec, ""
        inner = forms.plain_boolean(spec.expr) if spec.clocking is None and spec.disable is None else None
        if inner is not None and inner.kind == K.IdentifierName and inner.identifier.valueText in tree.declared:
            name = inner.identifier.valueText
            spec = tree.declared[name]
        pid = label or name or f"A{count}"
        try:
            properties.append(_property(pid, name or pid, spec, clock))
        except Unsupported as why:
            unsupported.append(UnsupportedProperty(pid, str(why)))
    return properties, unsupported


def rename_ids(props: list[Property]) -> list[Property]:
    """Unique, Verilog-safe instance names for the checks (labels may repeat or be missing)."""
    out, seen = [], set()
    for i, p in enumerate(props):
        base = "".join(c if c.isalnum() or c == "_" else "_" for c in p.id) or f"A{i + 1}"
        if not base[0].isalpha():
            base = f"A_{base}"
        pid = base
        k = 2
        while pid in seen:
            pid, k = f"{base}_{k}", k + 1
        seen.add(pid)
        out.append(replace(p, id=pid))
    return out


def interface_names(p: Property) -> set[str]:
    return {n for e in p.expressions() for n in ex.identifiers(e)}
