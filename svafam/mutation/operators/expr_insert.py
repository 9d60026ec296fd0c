"""ExprInsert: an expression gains a term: ``e`` becomes ``e && s`` / ``e || s`` (1-bit) or
``e + s`` / ``e & s`` / ``e | s`` / ``e ^ s`` (vectors), with ``s`` a signal of the same width.

Matched at operator nodes (a term joins an existing computation); the inserted signal
is visible in the scope, has the expression's width, is not the clock and does not
already occur in the expression.
"""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit, level, placed
from ..source import span
from .base import EXPRESSION, Choice, Operator
from .common import candidate_signals, clock_name, expr_width, identifiers_in, in_value, is_binary

_BOOL = ((vast.Land, "&&"), (vast.Lor, "||"))
_VECTOR = ((vast.Plus, "+"), (vast.And, "&"), (vast.Or, "|"), (vast.Xor, "^"))


class ExprInsert(Operator):
    name = "ExprInsert"
    group = EXPRESSION
    paper_share = 8.4
    summary = "add a term to an expression (a != b -> (a != b) && s)"

    def match(self, src, site, ctx):
        return is_binary(site.node)

    def guard(self, src, site, ctx):
        return in_value(ctx) and bool(self._signals(src, site, ctx))

    def _signals(self, src, site, ctx):
        w = expr_width(site.node, ctx)
        if w is None:
            return []
        return candidate_signals(ctx, w, exclude=identifiers_in(site.node), clock=clock_name(src))

    def transform(self, src, site, ctx):
        w = expr_width(site.node, ctx)
        start, end = span(site.node)
        choices = []
        for kind, sym in (_BOOL if w == 1 else _VECTOR):
            for sig in self._signals(src, site, ctx):
                inner = placed_left(src, site.node, kind)
                text = placed(src, site, kind, f"{inner} {sym} {sig.name}")
                choices.append(Choice(f"e -> e {sym} {sig.name}", (Edit(start, end, text),)))
        return choices


def placed_left(src, node, kind) -> str:
    """The node's text as the left operand of a new ``kind`` operator."""
    text = src.text_of(node)
    return f"({text})" if level(type(node)) < level(kind) else text
