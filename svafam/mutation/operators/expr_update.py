"""ExprUpdate: an operator of an expression is replaced by another of its group
(``+``/``-``; comparisons; bitwise; ``&&``/``||``; shifts; reductions).

Constants are never replaced (the paper's ExprUpdate excludes single-literal changes);
operators keep their group so the expression keeps its width and stays well-formed.
"""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import SYMBOL, Edit
from .base import EXPRESSION, Choice, Operator
from .common import expr_width, group_of, in_value, is_binary, operator_token


class ExprUpdate(Operator):
    name = "ExprUpdate"
    group = EXPRESSION
    paper_share = 8.1
    summary = "replace an expression operator by another of its group (a + b -> a - b)"

    def match(self, src, site, ctx):
        node = site.node
        return (is_binary(node) or isinstance(node, vast.UnaryOperator)) and group_of(type(node)) is not None

    def guard(self, src, site, ctx):
        return in_value(ctx) and expr_width(site.node, ctx) is not None

    def transform(self, src, site, ctx):
        kind = type(site.node)
        tok = operator_token(src, site.node)
        return [Choice(f"{SYMBOL[kind]} -> {SYMBOL[other]}", (Edit(tok.start, tok.end, SYMBOL[other]),))
                for other in group_of(kind) if other is not kind]
