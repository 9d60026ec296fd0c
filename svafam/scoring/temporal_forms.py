"""The temporal forms: implications beyond ``A |-> C`` and ``A |=> C``, one reader for them all.

Antecedents: a boolean, or a sequence ``A ##k B ##[m:n] C`` (each later step one cycle or
more after the one before). Consequents: ``C``, ``##k C``, ``##[m:n] C``, ``C[*k]``,
``##d C[*k]`` and ``C until R``. Delays and repetition counts must be integer literals.
Anything else in such an implication raises :class:`~svafam.scoring.forms.Unsupported` naming the
construct. The plain one-step implications are left to the readers of :mod:`svafam.scoring.forms`.
"""

from __future__ import annotations

from svafam.generators import expr as ex
from svafam.generators.properties import NEXT_CYCLE, SAME_CYCLE, Property, Step, implication

from .compile import K
from .forms import Unsupported, boolean, node_text


def strip(node):
    """The node inside any parentheses and plain property/sequence wrappers."""
    while node.kind in (K.SimplePropertyExpr, K.ParenthesizedPropertyExpr, K.ParenthesizedSequenceExpr) or (
            node.kind == K.SimpleSequenceExpr and node.repetition is None):
        if getattr(node, "repetition", None) is not None:  # (a ##1 b)[*2]
            raise Unsupported(f"repetition of a sequence {node_text(node)[:60]}: only a boolean may be repeated")
        node = node.expr
    return node


def _integer(node, what: str) -> int:
    if node is None or node.kind != K.IntegerLiteralExpression:
        found = node_text(node) if node is not None else ""
        raise Unsupported(f"{what} {found}: only integer literals are supported")
    try:
        return int(node_text(node))
    except ValueError:
        raise Unsupported(f"{what} {node_text(node)}: only plain decimal integers are supported") from None


def delay(element) -> tuple[int, int]:
    """``##k`` or ``##[m:n]`` of a delayed sequence element."""
    if element.range is not None:
        lo = _integer(element.range.left, "delay")
        hi = _integer(element.range.right, "delay")
        if hi <= lo:
            raise Unsupported(f"delay ##[{lo}:{hi}]: a window needs its first cycle before its last")
        return lo, hi
    k = _integer(element.delayVal, "delay")
    return k, k


def sequence(node) -> tuple[ex.Expr, tuple[Step, ...]]:
    """An antecedent: its first boolean and the later steps."""
    node = strip(node)
    if node.kind != K.DelayedSequenceExpr:
        return boolean(node, "antecedent"), ()
    if node.first is None:
        raise Unsupported(f"antecedent {node_text(node)[:60]}: a sequence that starts with ## is not supported")
    steps = []
    for element in node.elements:
        lo, hi = delay(element)
        if lo < 1:
            raise Unsupported(f"{node_text(element)}: ##0 (fusion) is not supported; a later step waits ##1 or more")
        steps.append(Step(boolean(strip(element.expr), "antecedent"), lo, hi))
    return boolean(strip(node.first), "antecedent"), tuple(steps)


def _repetition(node) -> tuple[ex.Expr, int]:
    """``C`` or ``C[*k]``."""
    node = strip(node)
    if node.kind != K.SimpleSequenceExpr:
        return boolean(node, "consequent"), 1
    rep = node.repetition
    if rep.op.valueText != "*" or rep.selector is None or rep.selector.kind != K.BitSelect:
        raise Unsupported(f"repetition {node_text(rep)}: only consecutive repetition [*k] is supported")
    k = _integer(rep.selector.expr, "repetition")
    if k < 1:
        raise Unsupported(f"repetition {node_text(rep)}: k must be at least 1")
    return boolean(strip(node.expr), "consequent"), k


def consequent(node, base: int) -> dict:
    """The implication's right side as the fields of the property model (``base``: 1 for ``|=>``, 0 for ``|->``)."""
    node = strip(node)
    if node.kind == K.UntilPropertyExpr:
        return {"consequent": boolean(strip(node.left), "consequent"), "delay": base,
                "until": boolean(strip(node.right), "until")}
    if node.kind == K.DelayedSequenceExpr:
        if node.first is not None or len(node.elements) != 1:
            raise Unsupported(f"consequent sequence {node_text(node)[:60]}: only one ##k or ##[m:n] before it "
                              "is supported")
        [element] = node.elements
        lo, hi = delay(element)
        c, repeat = _repetition(element.expr)
        if repeat > 1 and hi != lo:
            raise Unsupported(f"{node_text(node)[:60]}: a repetition after a window is not supported")
        return {"consequent": c, "delay": base + lo, "delay_max": base + hi if hi != lo else None, "repeat": repeat}
    c, repeat = _repetition(node)
    return {"consequent": c, "delay": base, "repeat": repeat}


def temporal(body, head: Property) -> Property | None:
    """An implication of a temporal form; None for anything else, the one-step forms included."""
    if body.kind != K.ImplicationPropertyExpr or body.op.valueText not in ("|->", "|=>"):
        return None
    antecedent, then = sequence(body.left)
    timing = consequent(body.right, 1 if body.op.valueText == "|=>" else 0)
    prop = implication(head.id, head.name, head.role, head.sentence, antecedent, then=then, disable=head.disable,
                       **timing)
    return None if prop.form in (NEXT_CYCLE, SAME_CYCLE) else prop
