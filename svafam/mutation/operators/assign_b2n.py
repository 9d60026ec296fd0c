"""AssignB2N: a blocking assignment of an always block becomes non-blocking (``r = e`` -> ``r <= e``).
Not in functions, where non-blocking assignments are illegal."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..edit import Edit
from .assign_n2b import assignment_token
from .base import ASSIGNMENT, Choice, Operator


class AssignB2N(Operator):
    name = "AssignB2N"
    group = ASSIGNMENT
    paper_share = 0.3
    summary = "make a blocking assignment non-blocking (r = e -> r <= e)"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.BlockingSubstitution)

    def guard(self, src, site, ctx):
        return ctx.always is not None and ctx.function is None

    def transform(self, src, site, ctx):
        tok = assignment_token(src, site.node)
        return [Choice("= -> <=", (Edit(tok.start, tok.end, "<="),))]
