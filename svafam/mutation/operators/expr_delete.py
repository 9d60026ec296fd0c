"""ExprDelete: part of an expression is deleted: a binary operator is replaced by one of its
operands, a conditional by one of its branches, a negation by its operand.

Width-aware: the kept operand must have the width of the expression it replaces, so the
mutant changes a value, not the width of a context.
"""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit, placed
from ..source import span
from .base import EXPRESSION, Choice, Operator
from .common import expr_width, in_value, is_binary

_NEGATIONS = (vast.Ulnot, vast.Unot)


class ExprDelete(Operator):
    name = "ExprDelete"
    group = EXPRESSION
    paper_share = 10.9
    summary = "delete part of an expression (a && b -> a; c ? x : y -> x; !a -> a)"

    def match(self, src, site, ctx):
        node = site.node
        return is_binary(node) or isinstance(node, (vast.Cond,) + _NEGATIONS)

    def guard(self, src, site, ctx):
        return in_value(ctx) and bool(self._kept(site.node, ctx))

    @staticmethod
    def _kept(node, ctx) -> list[tuple[str, vast.Node]]:
        if isinstance(node, _NEGATIONS):
            operands = [("operand", node.right)]
        elif isinstance(node, vast.Cond):
            operands = [("then", node.true_value), ("else", node.false_value)]
        else:
            operands = [("left", node.left), ("right", node.right)]
        w = expr_width(node, ctx)
        return [(label, op) for label, op in operands if w is not None and expr_width(op, ctx) == w]

    def transform(self, src, site, ctx):
        start, end = span(site.node)
        return [Choice(f"keep the {label} operand",
                       (Edit(start, end, placed(src, site, type(op), src.text_of(op))),))
                for label, op in self._kept(site.node, ctx)]
