"""PartselectDelete: a part-select is dropped and the whole vector read (``x[2:0]`` -> ``x``),
where the selected window is narrower than the declared vector."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..context import VALUE
from ..edit import Edit
from ..source import span
from .base import ACCESS, Choice, Operator
from .partselect_update import window


class PartselectDelete(Operator):
    name = "PartselectDelete"
    group = ACCESS
    paper_share = 2.3
    summary = "drop a part-select and read the whole vector (x[2:0] -> x)"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.Partselect)

    def guard(self, src, site, ctx):
        found = window(site, ctx)
        return ctx.role == VALUE and found is not None and found[1] - found[2] + 1 < found[0].width

    def transform(self, src, site, ctx):
        start, end = span(site.node)
        return [Choice(f"{src.text_of(site.node)} -> {site.node.var.name}", (Edit(start, end, site.node.var.name),))]
