"""AssignN2B: a non-blocking assignment becomes blocking (``r <= e`` -> ``r = e``)."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from ..source import span
from .base import ASSIGNMENT, Choice, Operator


def assignment_token(src, node):
    """The ``<=`` or ``=`` of an assignment (an intra-assignment delay, ``r <= #1 e``, may follow it)."""
    between = src.tokens_in(span(node.left)[1], span(node.right)[0])
    ops = [t for t in between if t.kind in ("LE", "EQUALS")]
    if not ops:
        raise ValueError(f"{src.name}: cannot find the assignment operator")
    return ops[0]


class AssignN2B(Operator):
    name = "AssignN2B"
    group = ASSIGNMENT
    paper_share = 2.2
    summary = "make a non-blocking assignment blocking (r <= e -> r = e)"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.NonblockingSubstitution)

    def guard(self, src, site, ctx):
        return ctx.always is not None and ctx.function is None

    def transform(self, src, site, ctx):
        tok = assignment_token(src, site.node)
        return [Choice("<= -> =", (Edit(tok.start, tok.end, "="),))]
