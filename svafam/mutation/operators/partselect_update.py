"""PartselectUpdate: a part-select ``x[m:l]`` is shifted by one bit, keeping its width
(``x[2:0]`` -> ``x[3:1]``); the window stays inside ``x``'s declared range."""

from __future__ import annotations

from pyverilog.vparser import ast as vast

from ..context import LVALUE, VALUE
from ..edit import Edit
from ..source import span
from .base import ACCESS, Choice, Operator
from .common import constant_index


def window(site, ctx):
    """(declared signal, msb, lsb) of a constant part-select of a declared vector, or None."""
    node = site.node
    if not isinstance(node, vast.Partselect) or not isinstance(node.var, vast.Identifier):
        return None
    sig = ctx.scope.signal(node.var.name)
    msb, lsb = constant_index(node.msb, ctx), constant_index(node.lsb, ctx)
    if sig is None or msb is None or lsb is None or msb < lsb or sig.msb < sig.lsb:
        return None
    return sig, msb, lsb


class PartselectUpdate(Operator):
    name = "PartselectUpdate"
    group = ACCESS
    paper_share = 2.3
    summary = "shift a part-select by one bit, same width, inside the declared range (x[2:0] -> x[3:1])"

    def match(self, src, site, ctx):
        return isinstance(site.node, vast.Partselect)

    def guard(self, src, site, ctx):
        return ctx.role in (VALUE, LVALUE) and bool(self._shifts(site, ctx))

    @staticmethod
    def _shifts(site, ctx):
        found = window(site, ctx)
        if found is None:
            return []
        sig, msb, lsb = found
        return [(msb + d, lsb + d) for d in (-1, 1) if sig.low <= lsb + d and msb + d <= sig.high]

    def transform(self, src, site, ctx):
        node = site.node
        start, end = span(node.msb)[0], span(node.lsb)[1]
        return [Choice(f"[{src.text_of(node.msb)}:{src.text_of(node.lsb)}] -> [{m}:{l}]",
                       (Edit(start, end, f"{m}:{l}"),)) for m, l in self._shifts(site, ctx)]
