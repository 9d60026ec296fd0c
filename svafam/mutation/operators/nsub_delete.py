"""NSubDelete: a non-blocking assignment of an always block is deleted."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from .base import ASSIGNMENT, Choice, Operator
from .statements import delete


class NSubDelete(Operator):
    name = "NSubDelete"
    group = ASSIGNMENT
    paper_share = 10.0
    summary = "delete a non-blocking assignment"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.NonblockingSubstitution) and ctx.always is not None

    def guard(self, src, site, ctx):
        return isinstance(site.parent, (vast.Block, vast.IfStatement, vast.Case))

    def transform(self, src, site, ctx):
        return [Choice(f"delete {src.text_of(site.node)}", delete(src, site))]
