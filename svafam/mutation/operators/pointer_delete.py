"""PointerDelete: a bit-select of a vector is dropped and the whole vector read (``x[i]`` -> ``x``)."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..context import VALUE
from ..edit import Edit
from ..source import span
from .base import ACCESS, Choice, Operator
from .pointer_update import bit


class PointerDelete(Operator):
    name = "PointerDelete"
    group = ACCESS
    paper_share = 3.4
    summary = "drop a bit-select and read the whole vector (x[1] -> x)"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.Pointer)

    def guard(self, src, site, ctx):
        return ctx.role == VALUE and bit(site, ctx) is not None

    def transform(self, src, site, ctx):
        start, end = span(site.node)
        name = site.node.var.name
        return [Choice(f"{src.text_of(site.node)} -> {name}", (Edit(start, end, name),))]
