"""The property forms the reader knows, one reader each; a new form is a new reader in READERS.

A reader gets the property's body (parentheses removed) and a head ``Property`` holding
its id, name, sentence and ``disable``; it returns the property in that form, ``None``
when the body is not of its form, or raises :class:`Unsupported` with the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from svafam.generators import expr as ex
from svafam.generators.properties import INVARIANT, NEXT_CYCLE, SAME_CYCLE, Property

from .compile import K


class Unsupported(Exception):
    """A construct the scorer does not read; the message names it."""


def node_text(node) -> str:
    return str(node).strip()


def plain_boolean(node):
    """The boolean inside a plain sequence/property expression, or None if it is more than that."""
    while node.kind in (K.SimplePropertyExpr, K.SimpleSequenceExpr, K.ParenthesizedPropertyExpr,
                        K.ParenthesizedSequenceExpr):
        if node.kind == K.SimpleSequenceExpr and node.repetition is not None:
            return None
        node = node.expr
    return node


def boolean(node, where: str) -> ex.Expr:
    """A boolean expression of the allowed subset, or :class:`Unsupported` naming what it is."""
    if node.kind.name.endswith(("SequenceExpr", "PropertyExpr")) and node.kind not in (
            K.SimpleSequenceExpr, K.SimplePropertyExpr):
        raise Unsupported(f"{node.kind.name} in the {where}: {node_text(node)[:60]}")
    try:
        return ex.parse(node_text(node), allow_unsized=True)
    except ex.ExprError as err:
        raise Unsupported(f"{where} {node_text(node)[:60]!r}: {err}") from None


def _operand(node, where: str) -> ex.Expr:
    return boolean(plain_boolean(node) or node, where)


def _unparen(node):
    while node.kind == K.ParenthesizedPropertyExpr:
        node = node.expr
    return node


def _single_delay(right):
    """The sequence after ``|-> ##1``, or None when the right side is not exactly a ``##1`` delay."""
    seq = right.expr if right.kind == K.SimplePropertyExpr else right
    if seq.kind != K.DelayedSequenceExpr or seq.first is not None or len(seq.elements) != 1:
        return None
    el = seq.elements[0]
    if el.range is not None or el.delayVal is None or node_text(el.delayVal) != "1":
        return None
    return el.expr


def _is_delay(right) -> bool:
    seq = right.expr if right.kind == K.SimplePropertyExpr else right
    return seq.kind == K.DelayedSequenceExpr


def next_cycle(body, head: Property) -> Property | None:
    """``A |=> C`` and ``A |-> ##1 C``."""
    if body.kind != K.ImplicationPropertyExpr:
        return None
    op, right = body.op.valueText, _unparen(body.right)
    if op == "|=>":
        consequent = right
    elif op == "|->" and _single_delay(right) is not None:
        consequent = _single_delay(right)
    else:
        return None
    return replace(head, form=NEXT_CYCLE, antecedent=_operand(body.left, "antecedent"),
                   consequent=_operand(consequent, "consequent"))


def same_cycle(body, head: Property) -> Property | None:
    """``A |-> C`` with a boolean ``C``."""
    if body.kind != K.ImplicationPropertyExpr or body.op.valueText != "|->" or _is_delay(_unparen(body.right)):
        return None
    return replace(head, form=SAME_CYCLE, antecedent=_operand(body.left, "antecedent"),
                   consequent=_operand(_unparen(body.right), "consequent"))


def invariant(body, head: Property) -> Property | None:
    """A boolean that holds in every cycle."""
    inner = plain_boolean(body)
    if inner is None or body.kind == K.ImplicationPropertyExpr:
        return None
    return replace(head, form=INVARIANT, expression=boolean(inner, "expression"))


def temporal(body, head: Property) -> Property | None:
    """Sequence antecedents, ``##k``, ``##[m:n]``, ``[*k]`` and ``until`` (:mod:`svafam.scoring.temporal_forms`); it leaves
    the one-step implications to the readers after it."""
    from .temporal_forms import temporal as read  # that module builds on the helpers above

    return read(body, head)


READERS: tuple[Callable[[object, Property], Property | None], ...] = (temporal, next_cycle, same_cycle, invariant)


def why_unsupported(body) -> str:
    """The reason no reader took ``body``, as specific as the tree allows."""
    if body.kind == K.ImplicationPropertyExpr:
        return f"operator {body.op.valueText}"
    return f"{body.kind.name}: {node_text(body)[:60]}"
